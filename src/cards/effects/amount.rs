//! How many a step does (damage dealt, cards drawn, life gained, counters put, tokens made, a
//! creature's bonus): a number printed, the X its spell was cast with (107.3a), or a number
//! counted as the step happens ("for each creature you control", "equal to the number of cards
//! in your hand", "where X is ...", 608.2h).

use super::read::{all_aim, wanted};
use super::{Aim, EffectStep, SpellEffect, Wanted};
use crate::cards::filter::{is_this, number, type_filter};

/// How many.
#[derive(Clone, Debug, PartialEq)]
pub enum Amount {
    /// A number printed.
    Fixed(u32),
    /// X: the value its caster chose for {X} as the spell was cast (107.3a, 601.2b); a spell
    /// cast without choosing one has 0 (107.3b).
    X,
    /// `times` for each one counted as the step happens (608.2h): "a card for each",
    /// "2 damage for each", "equal to", "where X is".
    Count {
        /// How many for each.
        times: u32,
        /// What is counted.
        what: Count,
    },
}

/// What a step's amount counts, as the step happens.
#[derive(Clone, Debug, PartialEq)]
pub enum Count {
    /// The permanents on the battlefield that fit: "creatures you control", "Forests you
    /// control", "other Elves you control".
    Permanents(Wanted),
    /// The cards in a hand.
    CardsInHand(Whose),
    /// The cards of a kind in a graveyard ("creature cards in your graveyard").
    CardsInGraveyard(Whose, crate::cards::filter::ObjectFilter),
    /// The power of an object: the ability's source (`Aim::This`) or the target named before
    /// (`Aim::It`), as it is now or as it last existed (608.2h).
    Power(Aim),
    /// The toughness of an object, as `Power`.
    Toughness(Aim),
    /// The counters of a kind on the ability's source ("for each charge counter on [this]").
    CountersOnThis(String),
}

/// Whose hand or graveyard is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// Its controller's ("your hand").
    You,
    /// The player the step is done to ("that player's hand", "their hand" after "target
    /// player").
    Theirs,
}

impl Amount {
    /// The number printed, or `None` where it is X or a count.
    pub fn fixed(&self) -> Option<u32> {
        match self {
            Amount::Fixed(n) => Some(*n),
            _ => None,
        }
    }

    /// Whether it is counted as the step happens.
    pub fn counts(&self) -> bool {
        matches!(self, Amount::Count { .. })
    }
}

impl From<u32> for Amount {
    fn from(n: u32) -> Amount {
        Amount::Fixed(n)
    }
}

/// "two", "a", "an", "X" before a noun.
pub(super) fn amount(word: &str) -> Option<Amount> {
    match word {
        "X" => Some(Amount::X),
        "a" | "an" => Some(Amount::Fixed(1)),
        w => number(w).map(Amount::Fixed),
    }
}

/// What "for each [words]" counts (the noun in the singular): "creature you control", "card in
/// your hand", "Forest you control", "charge counter on [this]", "creature card in your
/// graveyard".
pub(super) fn for_each(words: &str) -> Option<Count> {
    if let Some(c) = cards_in(words) {
        return Some(c);
    }
    if let Some((kind, on)) = words.split_once(" counter on ") {
        return (is_this(on) && !kind.contains(' ')).then(|| Count::CountersOnThis(kind.to_string()));
    }
    permanents(words, false)
}

/// What "the number of [words]" counts (the noun in the plural), or "[this]'s power", "its
/// power", after "equal to" or "where X is".
pub(super) fn counted(words: &str) -> Option<Count> {
    if let Some(rest) = words.strip_prefix("the number of ") {
        if let Some(c) = cards_in(rest) {
            return Some(c);
        }
        if let Some((kind, on)) = rest.split_once(" counters on ") {
            return (is_this(on) && !kind.contains(' ')).then(|| Count::CountersOnThis(kind.to_string()));
        }
        return permanents(rest, true);
    }
    for (ending, power) in [("'s power", true), ("'s toughness", false)] {
        if let Some(who) = words.strip_suffix(ending) {
            let aim = match who {
                "that creature" | "the sacrificed creature" => Aim::It,
                w if is_this(w) => Aim::This,
                _ => return None,
            };
            return Some(if power { Count::Power(aim) } else { Count::Toughness(aim) });
        }
    }
    None
}

/// "cards in your hand", "card in that player's hand", "creature cards in your graveyard".
fn cards_in(words: &str) -> Option<Count> {
    let (what, place) = words.split_once(" in ")?;
    let kind = what.strip_suffix(" cards").or_else(|| what.strip_suffix(" card"));
    let kind = kind.or_else(|| matches!(what, "cards" | "card").then_some(""))?;
    let (whose, zone) = place.rsplit_once(' ')?;
    let whose = match whose {
        "your" => Whose::You,
        "their" | "that player's" => Whose::Theirs,
        _ => return None,
    };
    match zone {
        "hand" if kind.is_empty() => Some(Count::CardsInHand(whose)),
        "graveyard" => {
            let filter = if kind.is_empty() { Default::default() } else { type_filter(kind)? };
            Some(Count::CardsInGraveyard(whose, filter))
        }
        _ => None,
    }
}

/// Permanents on the battlefield: "creatures you control" (`plural`), "creature you control",
/// "Forest you control", "other Elf you control", "Elves on the battlefield".
fn permanents(words: &str, plural: bool) -> Option<Count> {
    let (words, another) = match words.strip_prefix("other ") {
        Some(w) => (w, true),
        None => (words, false),
    };
    let words = words.strip_suffix(" on the battlefield").unwrap_or(words);
    let w = if plural {
        // "Mountains you control", "Elves on the battlefield": a subtype in the plural.
        let one = words.split_once(' ').map_or((words, ""), |(a, b)| (a, b));
        let subtype = crate::cards::abilities::creature_type_of_plural(one.0);
        match (all_aim(words), subtype) {
            (Some(Aim::All(w)), _) => w,
            (_, Some(s)) => wanted(format!("{s} {}", one.1).trim())?,
            _ => return None,
        }
    } else {
        wanted(words)?
    };
    // A status or characteristic of the moment is read by the target check, not counted here.
    if w.status.is_some() || !w.with.is_empty() {
        return None;
    }
    Some(Count::Permanents(Wanted { another, ..w }))
}

impl EffectStep {
    /// How many it does, where it says ("deals 3 damage", "draw X cards", "+1/+1 for each").
    pub fn amount(&self) -> Option<&Amount> {
        match self {
            EffectStep::Damage { n, .. }
            | EffectStep::Draw { n, .. }
            | EffectStep::GainLife { n, .. }
            | EffectStep::LoseLife { n, .. }
            | EffectStep::Mill { n, .. }
            | EffectStep::PlusOneCounters { n, .. }
            | EffectStep::CreateTokens { n, .. }
            | EffectStep::Pump { times: n, .. } => Some(n),
            _ => None,
        }
    }

    /// [`EffectStep::amount`], to change.
    pub fn amount_mut(&mut self) -> Option<&mut Amount> {
        match self {
            EffectStep::Damage { n, .. }
            | EffectStep::Draw { n, .. }
            | EffectStep::GainLife { n, .. }
            | EffectStep::LoseLife { n, .. }
            | EffectStep::Mill { n, .. }
            | EffectStep::PlusOneCounters { n, .. }
            | EffectStep::CreateTokens { n, .. }
            | EffectStep::Pump { times: n, .. } => Some(n),
            _ => None,
        }
    }
}

impl SpellEffect {
    /// Whether a step says X: any step (`anywhere`), or one a delayed or reflexive ability, a
    /// payment or a kicker holds (they don't know the spell's X).
    pub(super) fn uses_x(&self, anywhere: bool) -> bool {
        self.steps.iter().any(|s| {
            let inner = match s {
                EffectStep::Delayed { effect, .. }
                | EffectStep::WhenYouDo { effect, .. }
                | EffectStep::IfYouPay { effect, .. }
                | EffectStep::IfKicked(effect) => effect.uses_x(true),
                EffectStep::Unless { step, .. } | EffectStep::IfItIs { step, .. } => step.amount() == Some(&Amount::X),
                _ => false,
            };
            inner || (anywhere && s.amount() == Some(&Amount::X))
        })
    }
}
