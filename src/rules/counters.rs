//! Counters (122): their kinds, typed once when a file or an action names them, and the
//! `Counters` component. Scene files and saves write kinds as text ("+1/+1", "loyalty").

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::abilities::pt_bonus;

/// A kind of counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CounterKind {
    /// +1/+1 (122.1a).
    PlusOne,
    /// -1/-1 (122.1a); annihilates with +1/+1 (704.5q).
    MinusOne,
    /// Another power/toughness counter, "+1/+0" or "+2/+2" (122.1a).
    PowerToughness(i32, i32),
    /// Loyalty: a planeswalker's loyalty on the battlefield (306.5c).
    Loyalty,
    /// Defense: a battle's defense on the battlefield (310.4c).
    Defense,
    /// Any other kind, by name ("charge", "lore").
    Named(String),
}

impl CounterKind {
    /// Reads a kind as scenes write it.
    pub fn parse(s: &str) -> CounterKind {
        let s = s.trim();
        match pt_bonus(s) {
            Some((1, 1)) => CounterKind::PlusOne,
            Some((-1, -1)) => CounterKind::MinusOne,
            Some((p, t)) => CounterKind::PowerToughness(p, t),
            None if s.eq_ignore_ascii_case("loyalty") => CounterKind::Loyalty,
            None if s.eq_ignore_ascii_case("defense") => CounterKind::Defense,
            None => CounterKind::Named(s.to_string()),
        }
    }

    /// The kind as players and files write it.
    pub fn name(&self) -> String {
        self.text().into_owned()
    }

    /// The kind as written, borrowed where it can be (lookups compare kinds by it).
    fn text(&self) -> std::borrow::Cow<'_, str> {
        use std::borrow::Cow;
        match self {
            CounterKind::PlusOne => Cow::Borrowed("+1/+1"),
            CounterKind::MinusOne => Cow::Borrowed("-1/-1"),
            CounterKind::PowerToughness(p, t) => Cow::Owned(format!("{p:+}/{t:+}")),
            CounterKind::Loyalty => Cow::Borrowed("loyalty"),
            CounterKind::Defense => Cow::Borrowed("defense"),
            CounterKind::Named(n) => Cow::Borrowed(n),
        }
    }

    /// What one counter of this kind does to power and toughness (613.4c), if anything.
    pub fn pt(&self) -> Option<(i32, i32)> {
        match self {
            CounterKind::PlusOne => Some((1, 1)),
            CounterKind::MinusOne => Some((-1, -1)),
            CounterKind::PowerToughness(p, t) => Some((*p, *t)),
            _ => None,
        }
    }
}

impl std::fmt::Display for CounterKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

impl From<&str> for CounterKind {
    fn from(s: &str) -> Self {
        CounterKind::parse(s)
    }
}

/// Kinds are listed by name, as they always have been ("+1/+1" before "loyalty").
impl Ord for CounterKind {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let rank = |k: &CounterKind| match k {
            CounterKind::PlusOne => 0,
            CounterKind::MinusOne => 1,
            CounterKind::PowerToughness(..) => 2,
            CounterKind::Loyalty => 3,
            CounterKind::Defense => 4,
            CounterKind::Named(_) => 5,
        };
        // Equal texts of different kinds (a hand-built `Named("loyalty")`) stay distinct.
        self.text().cmp(&other.text()).then_with(|| rank(self).cmp(&rank(other)))
    }
}

impl PartialOrd for CounterKind {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Serialize for CounterKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

impl<'de> Deserialize<'de> for CounterKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d).map(|s| CounterKind::parse(&s))
    }
}

/// The counters on an object, by kind (122).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters(pub BTreeMap<CounterKind, u32>);

impl Counters {
    /// How many of a kind.
    pub fn get(&self, kind: &CounterKind) -> u32 {
        self.0.get(kind).copied().unwrap_or(0)
    }
    /// Adds n of a kind.
    pub fn add(&mut self, kind: CounterKind, n: u32) {
        if n > 0 {
            *self.0.entry(kind).or_default() += n;
        }
    }
    /// Removes up to n of a kind; returns how many were removed.
    pub fn remove(&mut self, kind: &CounterKind, n: u32) -> u32 {
        let have = self.get(kind);
        let removed = have.min(n);
        if have - removed == 0 {
            self.0.remove(kind);
        } else {
            self.0.insert(kind.clone(), have - removed);
        }
        removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_122_1a_counter_kinds_are_typed_once() {
        assert_eq!(CounterKind::parse("+1/+1"), CounterKind::PlusOne);
        assert_eq!(CounterKind::parse("−1/−1"), CounterKind::MinusOne);
        assert_eq!(CounterKind::parse("+2/+0").pt(), Some((2, 0)));
        assert_eq!(CounterKind::parse("Loyalty"), CounterKind::Loyalty);
        assert_eq!(CounterKind::parse("charge"), CounterKind::Named("charge".into()));
        assert_eq!(CounterKind::parse("+2/+0").name(), "+2/+0");
        // Written back as read, so saves and scenes round-trip.
        let k: CounterKind = crate::format::ron_options().from_str("\"-1/-1\"").unwrap();
        assert_eq!((k.clone(), crate::format::compact_ron(&k)), (CounterKind::MinusOne, "\"-1/-1\"".into()));
    }
}
