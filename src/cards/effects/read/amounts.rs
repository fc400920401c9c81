//! Reading amounts: "X", "for each [one]", "the number of [them]", "[this]'s power"
//! (`Amount`, `Count`).

use super::super::{Aim, Amount, Count, Wanted, Whose};
use super::aims::{all_aim, wanted};
use crate::cards::filter::{is_this, number, type_filter};

/// "two", "a", "an", "X" before a noun.
pub(super) fn amount(word: &str) -> Option<Amount> {
    match word {
        "X" => Some(Amount::X),
        "that much" => Some(Amount::ThatMuch),
        "a" | "an" => Some(Amount::Fixed(1)),
        w => number(w).map(Amount::Fixed),
    }
}

/// What "for each [words]" counts (the noun in the singular): "creature you control", "card in
/// your hand", "Forest you control", "charge counter on [this]", "creature card in your
/// graveyard".
pub(in crate::cards) fn for_each(words: &str) -> Option<Count> {
    for_each_in(words, false)
}

/// [`for_each`] counted once, as a spell or ability resolves or a spell's cost is determined
/// (601.2f): what is attacking or tapped at that moment counts ("for each attacking creature").
pub(in crate::cards) fn for_each_now(words: &str) -> Option<Count> {
    for_each_in(words, true)
}

fn for_each_in(words: &str, moment: bool) -> Option<Count> {
    // "creature blocking it", "... beyond the first" (rampage, 702.23a): of the creature the
    // step is done to.
    if let Some(it) = words.strip_prefix("creature blocking ") {
        let (it, beyond_first) = match it.strip_suffix(" beyond the first") {
            Some(it) => (it, true),
            None => (it, false),
        };
        return (it == "it" || is_this(it)).then_some(Count::BlockingIt { beyond_first });
    }
    if let Some(c) = cards_in(words) {
        return Some(c);
    }
    // A static ability's own count ("[This] gets +2/+2 for each Aura attached to it"); a spell's
    // "it" is another object, not read.
    match words {
        _ if moment => {}
        "Aura attached to it" => return Some(Count::AttachedToIt { auras: true, equipment: false }),
        "Equipment attached to it" => return Some(Count::AttachedToIt { auras: false, equipment: true }),
        "Aura and Equipment attached to it" | "Aura or Equipment attached to it" => {
            return Some(Count::AttachedToIt { auras: true, equipment: true });
        }
        _ => {}
    }
    if let Some(c) = colors_spent(words.strip_prefix("color of mana spent to cast ")) {
        return Some(c);
    }
    if let Some((kind, on)) = words.split_once(" counter on ") {
        return (is_this(on) && !kind.contains(' ')).then(|| Count::CountersOnThis(kind.to_string()));
    }
    permanents(words, false, moment)
}

/// What "the number of [words]" counts (the noun in the plural), or "[this]'s power", "its
/// power", after "equal to" or "where X is".
pub(in crate::cards) fn counted(words: &str) -> Option<Count> {
    if let Some(rest) = words.strip_prefix("the number of ") {
        // 207.2c delirium, Tarmogoyf: "card types among cards in your graveyard".
        if let Some(place) = rest.strip_prefix("card types among cards in ") {
            return match place {
                "your graveyard" => Some(Count::CardTypesInGraveyard(Whose::You)),
                "all graveyards" => Some(Count::CardTypesInGraveyard(Whose::All)),
                _ => None,
            };
        }
        if let Some(c) = cards_in(rest) {
            return Some(c);
        }
        if let Some(c) = colors_spent(rest.strip_prefix("colors of mana spent to cast ")) {
            return Some(c);
        }
        if let Some((kind, on)) = rest.split_once(" counters on ") {
            return (is_this(on) && !kind.contains(' ')).then(|| Count::CountersOnThis(kind.to_string()));
        }
        return permanents(rest, true, false);
    }
    // "its converted mana cost", "the card's converted mana cost" (202.3): the card the step
    // before named.
    if matches!(
        words,
        "its converted mana cost"
            | "its mana value"
            | "the card's converted mana cost"
            | "that card's converted mana cost"
    ) {
        return Some(Count::ManaValue(Aim::It));
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

/// Converge's "[the number of] colors of mana spent to cast [this]" (601.2h), after its words.
fn colors_spent(whose: Option<&str>) -> Option<Count> {
    whose.filter(|w| *w == "it" || *w == "this spell" || is_this(w)).map(|_| Count::ColorsSpent)
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
        "all" => Whose::All,
        _ => return None,
    };
    match zone {
        "hand" if kind.is_empty() && whose != Whose::All => Some(Count::CardsInHand(whose)),
        "graveyard" | "graveyards" if (zone == "graveyards") == (whose == Whose::All) => {
            let filter = if kind.is_empty() { Default::default() } else { type_filter(kind)? };
            Some(Count::CardsInGraveyard(whose, filter))
        }
        _ => None,
    }
}

/// Permanents on the battlefield: "creatures you control" (`plural`), "creature you control",
/// "Forest you control", "other Elf you control", "Elves on the battlefield".
/// A status or characteristic of the moment counts only where the count is made at one moment
/// (`moment`); a static ability's count is read by the layers, which don't look again when a
/// creature attacks.
fn permanents(words: &str, plural: bool, moment: bool) -> Option<Count> {
    let (words, another) = match words.strip_prefix("other ") {
        Some(w) => (w, true),
        None => (words, false),
    };
    let words = words.strip_suffix(" on the battlefield").unwrap_or(words);
    let w = if plural {
        // "Mountains you control", "Elves on the battlefield": a subtype in the plural.
        let one = words.split_once(' ').map_or((words, ""), |(a, b)| (a, b));
        let subtype = crate::cards::filter::creature_type_of_plural(one.0);
        match (all_aim(words), subtype) {
            (Some(Aim::All(w)), _) => w,
            (_, Some(s)) => wanted(format!("{s} {}", one.1).trim())?,
            _ => return None,
        }
    } else {
        // "artifact and/or enchantment you control" (All That Glitters): one that is either.
        wanted(&words.replace(" and/or ", " or "))?
    };
    // A status or characteristic of the moment is read by the target check, not counted here.
    if !moment && (w.status.is_some() || !w.with.is_empty()) {
        return None;
    }
    Some(Count::Permanents(Wanted { another, ..w }))
}
