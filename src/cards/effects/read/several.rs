//! Several targets for one word "target" (115.3, 601.2c): "up to two target creatures", "each
//! of up to three target creatures", "any number of target spells", damage "divided as you
//! choose among" them (601.2d), and cards in a graveyard so named.

use super::super::*;
use super::aims::{aim, wanted, with_words};

/// "up to two target creatures", "two target creatures", "up to one target artifact", "each of
/// up to three target creatures", "up to two targets": several targets for one word "target"
/// (115.3), or as many as that (601.2c).
pub(super) fn several(words: &str) -> Option<Aim> {
    // "two target creatures controlled by different players" (Run Away Together).
    let (words, apart) = match words.strip_suffix(" controlled by different players") {
        Some(w) => (w, true),
        None => (words, false),
    };
    let (n, up_to, one) = how_many(words)?;
    let one = if one.is_empty() { "any target".to_string() } else { format!("target {one}") };
    let kind = match aim(&one)? {
        Aim::Target(TargetKind::Permanent(mut w)) if apart && n > 1 => {
            w.with.push(With::DifferentControllers);
            TargetKind::Permanent(w)
        }
        _ if apart => return None,
        Aim::Target(k) => k,
        _ => return None,
    };
    Some(Aim::Targets { kind, n, up_to })
}

/// What damage is "divided as you choose among" (601.2d): "one or two targets", "one, two, or
/// three target creatures", "any number of targets" (as many as it has damage to divide, each
/// dealt at least 1): so many targets at most, "up to", at least one chosen.
pub(in crate::cards::effects) fn divided(among: &str, damage: u32) -> Option<Aim> {
    let (most, rest) = if let Some(rest) = among.strip_prefix("one or two ") {
        (2, rest)
    } else if let Some(rest) = among.strip_prefix("one, two, or three ") {
        (3, rest)
    } else {
        (damage.min(10), among.strip_prefix("any number of ")?)
    };
    several(&format!("up to {} {rest}", most.min(damage)))
}

/// "up to two target creatures", "two target creatures", "each of up to one target artifact":
/// how many, whether "up to", and the noun in the singular ("creature"; "" for "up to two
/// targets"). A single "target ..." isn't counted.
pub(super) fn how_many(words: &str) -> Option<(u32, bool, String)> {
    let words = words.strip_prefix("each of ").unwrap_or(words);
    // "any number of target spells" (601.2c): as many as there are, none at all included.
    if let Some(noun) = words.strip_prefix("any number of target ") {
        return Some((ANY_NUMBER, true, singular(noun)?));
    }
    let (up_to, rest) = match words.strip_prefix("up to ") {
        Some(r) => (true, r),
        None => (false, words),
    };
    let (count, noun) = match rest.split_once(" target ") {
        Some((count, noun)) => (count, noun.to_string()),
        // "up to two targets", "up to one target": any target (115.4).
        None => (rest.strip_suffix(" targets").or_else(|| rest.strip_suffix(" target"))?, String::new()),
    };
    let n = number(count).filter(|n| (1..=10).contains(n) && count != "a" && count != "an")?;
    if !up_to && n < 2 {
        return None;
    }
    let one = if n == 1 { noun } else { singular(&noun)? };
    Some((n, up_to, one))
}

/// The most targets "any number of target ..." may name: more than a game puts in reach (the
/// slots beyond the objects there are aren't offered, `rules::ops::spells::target_choices`).
pub const ANY_NUMBER: u32 = 60;

/// "target creature card", "up to two target creature cards" before "from your graveyard".
pub(super) fn graveyard_aim(what: &str) -> Option<Aim> {
    // "Spirit card with mana value 4 or less" (soulshift, 702.46a).
    let card = |w: &str| {
        let (w, with) = match w.split_once(" card with ") {
            Some((kind, with)) => (kind, Some(with_words(with, true)?)),
            None => (w.strip_suffix(" card").or_else(|| (w == "card").then_some(""))?, None),
        };
        let mut wanted = wanted(w)?;
        wanted.with.extend(with.into_iter().flatten());
        Some(TargetKind::CardInYourGraveyard(wanted))
    };
    if let Some(one) = what.strip_prefix("target ") {
        return Some(Aim::Target(card(one)?));
    }
    // "another target artifact card" (Myr Retriever): not the card whose ability it is.
    if let Some(one) = what.strip_prefix("another target ") {
        let TargetKind::CardInYourGraveyard(w) = card(one)? else { return None };
        return Some(Aim::Target(TargetKind::CardInYourGraveyard(Wanted { another: true, ..w })));
    }
    let (n, up_to, one) = how_many(what)?;
    Some(Aim::Targets { kind: card(&one)?, n, up_to })
}

/// "creatures", "nonland permanents", "creatures you control", "artifacts and/or enchantments"
/// in the singular; `None` where no known noun is plural.
fn singular(noun: &str) -> Option<String> {
    if noun.is_empty() {
        return Some(String::new());
    }
    let plural = [
        "creatures",
        "permanents",
        "artifacts",
        "enchantments",
        "lands",
        "planeswalkers",
        "players",
        "opponents",
        "cards",
        "spells",
    ];
    let mut found = false;
    let words: Vec<&str> = noun
        .split(' ')
        .map(|w| match plural.iter().find(|p| **p == w) {
            Some(p) if !found || w != "opponents" => {
                found = true;
                p.strip_suffix('s').unwrap_or(p)
            }
            _ => w,
        })
        .collect();
    found.then(|| {
        words.join(" ").replace(" and/or ", " or ").replace(" your opponents control", " an opponent controls")
    })
}
