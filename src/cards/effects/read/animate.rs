//! "[It] becomes a 4/4 red Elemental creature with haste [until end of turn]" (205.1b, 613.1d-f,
//! 613.4b): crew's effect (702.122a), and the artifacts and lands that become creatures.

use super::super::{Aim, Animation, EffectStep};
use super::aims::permanent_aim;
use super::grants::enforced_keywords;
use crate::cards::{CardType, Color, capitalized, lowercased};

/// The step of a sentence that makes a permanent a creature, or None: "Azorius Keyrune becomes
/// a 2/2 white and blue Bird artifact creature with flying until end of turn", "Until end of
/// turn, target land becomes a 3/3 creature", "It becomes a 0/0 Elemental creature with haste".
pub(super) fn animate(s: &str) -> Option<Vec<EffectStep>> {
    // "It's still a land." after one (205.1b): the land keeps its types, as every animation
    // here does.
    if s == "It's still a land" {
        return Some(Vec::new());
    }
    let (s, mut until_end_of_turn) = match s.strip_prefix("Until end of turn, ") {
        Some(rest) => (capitalized(rest), true),
        None => (s.to_string(), false),
    };
    let (who, what) = s.split_once(" becomes ")?;
    let what = match what.strip_suffix(" until end of turn") {
        Some(rest) if !until_end_of_turn => {
            until_end_of_turn = true;
            rest
        }
        Some(_) => return None,
        None => what,
    };
    let (what, kept) = match what.strip_suffix(" in addition to its other types") {
        Some(rest) => (rest, true),
        None => (what.strip_suffix(" that's still a land").unwrap_or(what), false),
    };
    let (what, keywords) = match what.split_once(" creature with ") {
        Some((what, keywords)) => (format!("{what} creature"), enforced_keywords(keywords)?),
        None => (what.to_string(), Vec::new()),
    };
    let what = what.strip_suffix(" creature")?;
    let mut words = what.split(' ').peekable();
    if !matches!(words.next(), Some("a" | "an")) {
        return None;
    }
    let pt = match words.peek().and_then(|w| pt(w)) {
        Some(pt) => {
            words.next();
            Some(pt)
        }
        None => None,
    };
    let mut colors = Vec::new();
    while let Some(c) = words.peek().and_then(|w| Color::from_word(w)) {
        colors.push(c);
        words.next();
        if words.peek() == Some(&"and") {
            words.next();
        }
    }
    let mut types = Vec::new();
    let mut creature_types = Vec::new();
    for w in words {
        match w {
            "artifact" if types.is_empty() => types.push(CardType::Artifact),
            w => creature_types.push(crate::cards::creature_types::creature_type(w)?.to_string()),
        }
    }
    types.push(CardType::Creature);
    let aim = match who {
        "It" | "That creature" | "That land" | "That permanent" => Aim::It,
        w if w.starts_with("Target ") || w.starts_with("Another target ") => permanent_aim(&lowercased(w))?,
        w => permanent_aim(w).filter(|a| *a == Aim::This)?,
    };
    let creature_types_replaced = !kept && !creature_types.is_empty();
    let animation =
        Animation { aim, types, creature_types, creature_types_replaced, colors, pt, keywords, until_end_of_turn };
    Some(vec![EffectStep::BecomeCreature(Box::new(animation))])
}

/// "4/4", "0/0": a base power and toughness.
fn pt(word: &str) -> Option<(i32, i32)> {
    let (p, t) = word.split_once('/')?;
    Some((p.parse().ok()?, t.parse().ok()?))
}
