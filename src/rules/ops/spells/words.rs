//! What a spell's targets must be, in the log's words ("a creature with flying", "any
//! target"): a refused target's reason (601.2c).

use crate::cards::effects::{TargetKind, Wanted, With};
use crate::rules::log::{Arg, LogText};
use crate::says;

/// What a target must be, in words ("a creature", "any target").
pub(super) fn kind_words(k: &TargetKind) -> LogText {
    let kind = kind_words_without(k);
    let wanted = k.wanted();
    // "a creature permanent with power 4 or greater", "... without flying".
    let withs: Vec<&With> = wanted.into_iter().flat_map(|w| w.with.iter()).collect();
    let mut said = Vec::new();
    let mut i = 0;
    while i < withs.len() {
        // "with mana value 2": at least and at most the same number.
        match (withs[i], withs.get(i + 1)) {
            (With::ManaValue { n, at_least: true }, Some(With::ManaValue { n: m, at_least: false })) if n == m => {
                said.push(says!("log-with-mana-value", n = *n));
                i += 2;
            }
            (with, _) => {
                said.push(with_words(with));
                i += 1;
            }
        }
    }
    match said.into_iter().rev().reduce(|rest, first| says!("log-with-both", first = first, rest = rest)) {
        Some(with) => says!("log-target-kind-with", kind = kind, with = with),
        None => kind,
    }
}

/// What a target must have, in words: "with power 4 or greater", "without flying".
fn with_words(with: &With) -> LogText {
    match with {
        With::Power { n, at_least: true } => says!("log-with-power-at-least", n = *n),
        With::Power { n, at_least: false } => says!("log-with-power-at-most", n = *n),
        With::Toughness { n, at_least: true } => says!("log-with-toughness-at-least", n = *n),
        With::Toughness { n, at_least: false } => says!("log-with-toughness-at-most", n = *n),
        With::PowerOrToughness { n, at_least: true } => says!("log-with-power-or-toughness-at-least", n = *n),
        With::PowerOrToughness { n, at_least: false } => says!("log-with-power-or-toughness-at-most", n = *n),
        With::ManaValue { n, at_least: true } => says!("log-with-mana-value-at-least", n = *n),
        With::ManaValue { n, at_least: false } => says!("log-with-mana-value-at-most", n = *n),
        With::Keyword { keyword, has: true } => says!("log-with-keyword", keyword = Arg::text(keyword.clone())),
        With::Keyword { keyword, has: false } => says!("log-without-keyword", keyword = Arg::text(keyword.clone())),
        With::AnyKeyword(keywords) => {
            let (a, b) = (keywords.first().cloned().unwrap_or_default(), keywords.last().cloned().unwrap_or_default());
            says!("log-with-either-keyword", a = Arg::text(a), b = Arg::text(b))
        }
        With::TypeOrKeyword { card_type, keyword } => says!(
            "log-with-type-or-keyword",
            cardtype = says!("log-wanted-type", cardtype = Arg::key(*card_type)),
            keyword = Arg::text(keyword.clone())
        ),
        With::AttachedToIt => says!("log-with-attached-to-it"),
        With::SharesColorWithIt => says!("log-with-shares-a-color"),
        With::SameNameAsIt => says!("log-with-same-name"),
        With::OfChosenType => says!("log-with-chosen-type"),
        With::CreatureType(t) => says!("log-with-creature-type", subtype = Arg::text(t.clone())),
        With::LesserPowerThanSource => says!("log-with-lesser-power"),
        With::DefendingPlayerControls => says!("log-with-defending-player"),
        With::ManaValueAtMostItsControllersGraveyard => says!("log-with-mana-value-at-most-graveyard"),
        With::ManaValueCounted { .. } => says!("log-with-mana-value-counted"),
        With::Legendary(true) => says!("log-with-legendary"),
        With::Legendary(false) => says!("log-with-nonlegendary"),
        With::Basic(true) => says!("log-with-basic"),
        With::Basic(false) => says!("log-with-nonbasic"),
        With::Snow(true) => says!("log-with-snow"),
        With::Snow(false) => says!("log-with-nonsnow"),
        With::XInManaCost => says!("log-with-x-in-cost"),
        With::DifferentControllers => says!("log-with-different-controllers"),
        With::OneGraveyard => says!("log-with-one-graveyard"),
        With::TargetsYou { permanent: false } => says!("log-with-targets-you"),
        With::TargetsYou { permanent: true } => says!("log-with-targets-your-permanent"),
    }
}

/// [`kind_words`] but for what it must have.
fn kind_words_without(k: &TargetKind) -> LogText {
    match k {
        TargetKind::Any => says!("log-target-kind-any"),
        TargetKind::Player { opponent: true } => says!("log-target-kind-opponent"),
        TargetKind::Player { opponent: false } => says!("log-target-kind-player"),
        TargetKind::Permanent(w) if w.another => match wanted_words(w) {
            Some(what) => says!("log-target-kind-another-permanent", what = what),
            None => says!("log-target-kind-another-any-permanent"),
        },
        TargetKind::Permanent(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-permanent", what = what),
            None => says!("log-target-kind-any-permanent"),
        },
        TargetKind::PermanentOrPlayer(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-player-or-permanent", what = what),
            None => says!("log-target-kind-player-or-any-permanent"),
        },
        TargetKind::PermanentOrOpponent(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-opponent-or-permanent", what = what),
            None => says!("log-target-kind-opponent-or-any-permanent"),
        },
        TargetKind::CardInYourGraveyard(w) if w.another => match wanted_words(w) {
            Some(what) => says!("log-target-kind-another-card-in-graveyard", what = what),
            None => says!("log-target-kind-another-any-card-in-graveyard"),
        },
        TargetKind::CardInYourGraveyard(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-card-in-graveyard", what = what),
            None => says!("log-target-kind-any-card-in-graveyard"),
        },
        TargetKind::CardInAGraveyard(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-card-in-a-graveyard", what = what),
            None => says!("log-target-kind-any-card-in-a-graveyard"),
        },
        TargetKind::Spell(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-spell", what = what),
            None => says!("log-target-kind-any-spell"),
        },
    }
}

/// The kinds of target, in order: "a creature permanent, then a player".
pub(super) fn kinds_in_order(kinds: &[TargetKind]) -> LogText {
    let mut words = kinds.iter().rev().map(kind_words);
    let last = words.next().unwrap_or_default();
    words.fold(last, |rest, first| says!("log-target-kinds-then", first = first, rest = rest))
}

/// What a targeted object must be ("tapped nonblack creature or planeswalker"), each word
/// before the rest; `None` where it may be any.
fn wanted_words(w: &Wanted) -> Option<LogText> {
    let mut types = w.filter.types.iter().rev().map(|t| says!("log-wanted-type", cardtype = Arg::key(*t)));
    let last = types.next();
    let mut rest = last.map(|last| types.fold(last, |rest, first| says!("log-wanted-or", first = first, rest = rest)));
    // "artifact creature": the types it must have as well, before the rest.
    for t in w.filter.also.iter().rev() {
        let what = says!("log-wanted-type", cardtype = Arg::key(*t));
        rest = rest.map(|rest| says!("log-wanted-also", what = what, rest = rest));
    }
    let nots = w.not_colors.iter().map(|c| says!("log-wanted-color", color = Arg::key(*c)));
    let nots: Vec<LogText> =
        nots.chain(w.filter.not_types.iter().map(|t| says!("log-wanted-type", cardtype = Arg::key(*t)))).collect();
    for what in nots.into_iter().rev() {
        rest = Some(match rest {
            Some(rest) => says!("log-wanted-non", what = what, rest = rest),
            None => says!("log-wanted-non-alone", what = what),
        });
    }
    if let Some(s) = w.status {
        let status = says!("log-wanted-status", status = Arg::key(s));
        rest = Some(match rest {
            Some(rest) => says!("log-wanted-status-of", status = status, rest = rest),
            None => status,
        });
    }
    rest
}
