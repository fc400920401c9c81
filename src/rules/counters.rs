//! Counters (122): their kinds, typed once when a file or an action names them, and the
//! `Counters` component. Scene files and saves write kinds as text ("+1/+1", "loyalty").

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::abilities::pt_bonus;

/// A keyword a keyword counter gives (122.1b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KeywordCounter {
    /// 702.9.
    Flying,
    /// 702.7.
    FirstStrike,
    /// 702.4.
    DoubleStrike,
    /// 702.2.
    Deathtouch,
    /// 702.147.
    Decayed,
    /// 702.83.
    Exalted,
    /// 702.10.
    Haste,
    /// 702.11.
    Hexproof,
    /// 702.12: can't be destroyed (the kernel applies it).
    Indestructible,
    /// 702.15.
    Lifelink,
    /// 702.111.
    Menace,
    /// 702.17.
    Reach,
    /// 702.28.
    Shadow,
    /// 702.19.
    Trample,
    /// 702.20.
    Vigilance,
}

impl KeywordCounter {
    /// Every keyword a keyword counter can be (122.1b).
    pub const ALL: [KeywordCounter; 15] = [
        KeywordCounter::Flying,
        KeywordCounter::FirstStrike,
        KeywordCounter::DoubleStrike,
        KeywordCounter::Deathtouch,
        KeywordCounter::Decayed,
        KeywordCounter::Exalted,
        KeywordCounter::Haste,
        KeywordCounter::Hexproof,
        KeywordCounter::Indestructible,
        KeywordCounter::Lifelink,
        KeywordCounter::Menace,
        KeywordCounter::Reach,
        KeywordCounter::Shadow,
        KeywordCounter::Trample,
        KeywordCounter::Vigilance,
    ];

    /// The keyword as a counter is named ("first strike").
    pub fn name(self) -> &'static str {
        match self {
            KeywordCounter::Flying => "flying",
            KeywordCounter::FirstStrike => "first strike",
            KeywordCounter::DoubleStrike => "double strike",
            KeywordCounter::Deathtouch => "deathtouch",
            KeywordCounter::Decayed => "decayed",
            KeywordCounter::Exalted => "exalted",
            KeywordCounter::Haste => "haste",
            KeywordCounter::Hexproof => "hexproof",
            KeywordCounter::Indestructible => "indestructible",
            KeywordCounter::Lifelink => "lifelink",
            KeywordCounter::Menace => "menace",
            KeywordCounter::Reach => "reach",
            KeywordCounter::Shadow => "shadow",
            KeywordCounter::Trample => "trample",
            KeywordCounter::Vigilance => "vigilance",
        }
    }

    /// The ability it gives, as rules text writes it ("First strike").
    pub fn ability_text(self) -> &'static str {
        match self {
            KeywordCounter::Flying => "Flying",
            KeywordCounter::FirstStrike => "First strike",
            KeywordCounter::DoubleStrike => "Double strike",
            KeywordCounter::Deathtouch => "Deathtouch",
            KeywordCounter::Decayed => "Decayed",
            KeywordCounter::Exalted => "Exalted",
            KeywordCounter::Haste => "Haste",
            KeywordCounter::Hexproof => "Hexproof",
            KeywordCounter::Indestructible => "Indestructible",
            KeywordCounter::Lifelink => "Lifelink",
            KeywordCounter::Menace => "Menace",
            KeywordCounter::Reach => "Reach",
            KeywordCounter::Shadow => "Shadow",
            KeywordCounter::Trample => "Trample",
            KeywordCounter::Vigilance => "Vigilance",
        }
    }
}

/// A kind of counter. The kinds the rules give a meaning to are typed; any other kind keeps
/// its name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CounterKind {
    /// +1/+1 (122.1a).
    PlusOne,
    /// -1/-1 (122.1a); annihilates with +1/+1 (704.5q).
    MinusOne,
    /// Another power/toughness counter, "+1/+0" or "+2/+2" (122.1a).
    PowerToughness(i32, i32),
    /// A keyword counter: the permanent has that keyword (122.1b, 613.1f).
    Keyword(KeywordCounter),
    /// Shield: "If this permanent would be destroyed as the result of an effect, instead remove
    /// a shield counter from it" and "If damage would be dealt to this permanent, prevent that
    /// damage and remove a shield counter from it" (122.1c).
    Shield,
    /// Stun: "If a permanent with a stun counter on it would become untapped, instead remove
    /// a stun counter from it" (122.1d).
    Stun,
    /// Loyalty: a planeswalker's loyalty on the battlefield (122.1e, 306.5c).
    Loyalty,
    /// Defense: a battle's defense on the battlefield (122.1g, 310.4c).
    Defense,
    /// Finality: "If this permanent would be put into a graveyard from the battlefield, exile
    /// it instead" (122.1h).
    Finality,
    /// Lore: a Saga's chapters trigger as they are added (714.2b, 714.3).
    Lore,
    /// Poison, on a player: ten or more and the player loses (122.1f, 704.5c).
    Poison,
    /// Energy, on a player: paid with {E} (107.14).
    Energy,
    /// Experience, on a player (122.1).
    Experience,
    /// Rad, on a player: milled at their precombat main phase (122.1i, 727).
    Rad,
    /// Ticket, on a player: paid with {TK} (107.17).
    Ticket,
    /// Any other kind, by name ("charge", "oil").
    Named(String),
}

/// The typed kinds that are named by a word, as scenes write them.
const WORDS: [(&str, CounterKind); 11] = [
    ("shield", CounterKind::Shield),
    ("stun", CounterKind::Stun),
    ("loyalty", CounterKind::Loyalty),
    ("defense", CounterKind::Defense),
    ("finality", CounterKind::Finality),
    ("lore", CounterKind::Lore),
    ("poison", CounterKind::Poison),
    ("energy", CounterKind::Energy),
    ("experience", CounterKind::Experience),
    ("rad", CounterKind::Rad),
    ("ticket", CounterKind::Ticket),
];

impl CounterKind {
    /// Reads a kind as scenes write it, in any case.
    pub fn parse(s: &str) -> CounterKind {
        let s = s.trim();
        match pt_bonus(s) {
            Some((1, 1)) => return CounterKind::PlusOne,
            Some((-1, -1)) => return CounterKind::MinusOne,
            Some((p, t)) => return CounterKind::PowerToughness(p, t),
            None => {}
        }
        if let Some((_, kind)) = WORDS.iter().find(|(w, _)| w.eq_ignore_ascii_case(s)) {
            return kind.clone();
        }
        match KeywordCounter::ALL.into_iter().find(|k| k.name().eq_ignore_ascii_case(s)) {
            Some(k) => CounterKind::Keyword(k),
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
            CounterKind::Keyword(k) => Cow::Borrowed(k.name()),
            CounterKind::Named(n) => Cow::Borrowed(n),
            typed => Cow::Borrowed(WORDS.iter().find(|(_, k)| k == typed).map_or("", |(w, _)| w)),
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

    /// The rule that gives this kind its meaning, if one does.
    pub fn rule(&self) -> Option<&'static str> {
        Some(match self {
            CounterKind::PlusOne | CounterKind::MinusOne | CounterKind::PowerToughness(..) => "122.1a",
            CounterKind::Keyword(_) => "122.1b",
            CounterKind::Shield => "122.1c",
            CounterKind::Stun => "122.1d",
            CounterKind::Loyalty => "122.1e",
            CounterKind::Poison => "122.1f",
            CounterKind::Defense => "122.1g",
            CounterKind::Finality => "122.1h",
            CounterKind::Rad => "122.1i",
            CounterKind::Lore => "714.2b",
            CounterKind::Energy => "107.14",
            CounterKind::Ticket => "107.17",
            CounterKind::Experience | CounterKind::Named(_) => return None,
        })
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
            CounterKind::Named(_) => 1,
            _ => 0,
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

/// What a card's permanent had as it last existed on the battlefield (608.2h), kept on the card
/// that left until it moves again: what an ability of the permanent counts once it is gone
/// ("for each +1/+1 counter on [this]": modular, 702.43a, Hangarback Walker; "equal to its
/// power": Dreadhorde Butcher).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct LastOnBattlefield {
    /// Its counters.
    pub counters: Counters,
    /// Its power.
    pub power: Option<i32>,
    /// Its toughness.
    pub toughness: Option<i32>,
}

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

/// When each keyword counter kind on an object was last put on it (613.7c): layer 6 applies
/// keyword counters in timestamp order with the other ability-changing effects (613.1f).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct CounterStamps(pub BTreeMap<KeywordCounter, u64>);

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
        assert_eq!(CounterKind::parse("First Strike"), CounterKind::Keyword(KeywordCounter::FirstStrike));
        for (text, kind) in [("shield", CounterKind::Shield), ("STUN", CounterKind::Stun), ("lore", CounterKind::Lore)]
        {
            assert_eq!((CounterKind::parse(text), kind.name()), (kind, text.to_lowercase()));
        }
        assert_eq!(CounterKind::parse("Poison").rule(), Some("122.1f"));
        assert_eq!(CounterKind::Keyword(KeywordCounter::Indestructible).name(), "indestructible");
        assert_eq!(CounterKind::parse("+2/+0").name(), "+2/+0");
        // Written back as read, so saves and scenes round-trip.
        let k: CounterKind = crate::format::ron_options().from_str("\"-1/-1\"").unwrap();
        assert_eq!((k.clone(), crate::format::compact_ron(&k)), (CounterKind::MinusOne, "\"-1/-1\"".into()));
    }
}
