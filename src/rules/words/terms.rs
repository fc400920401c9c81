//! The words actions are made of, each a message: face-down kinds, zones and places in a
//! library, filters, tokens, counters, durations and a copy effect's exceptions.

use super::say::{Say, Sep, list};
use crate::rules::action::{FaceDownKind, Filter, Position, TokenKind, TokenSpec, Until, Zone};
use crate::rules::log::{Arg, LogText};
use crate::says;

/// "a 2/2", "morph": what a face-down permanent or spell is.
pub(super) fn face_down(k: FaceDownKind) -> LogText {
    says!("log-action-face-down-kind", kind = Arg::key(k))
}

/// A zone, as where a card goes.
pub(super) fn zone(z: Zone) -> LogText {
    says!("log-action-zone", zone = Arg::key(z))
}

/// Where a card moved to `to` goes: a place in its owner's library, or the zone.
pub(super) fn place(to: Zone, position: Option<Position>) -> LogText {
    match (to, position) {
        (Zone::Library, Some(Position::Bottom)) => says!("log-action-library-bottom"),
        (Zone::Library, Some(Position::FromTop(n))) => {
            let n = n.max(1);
            says!("log-action-library-nth", n = n, ord = Arg::text(ordinal_suffix(n)))
        }
        (Zone::Library, _) => says!("log-action-library-top"),
        (z, _) => zone(z),
    }
}

/// The English ordinal's suffix ("st" of "21st"), a key the other languages choose by too.
pub fn ordinal_suffix(n: u32) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

/// What a permanent must be to match: "is a token", "Alice controls".
pub(super) fn filter(f: &Filter) -> Arg {
    match f {
        Filter::Name(n) => says!("log-action-filter-named", name = n).into(),
        Filter::Subtype(s) => says!("log-action-filter-subtype", subtype = s).into(),
        Filter::Type(t) => says!("log-action-filter-type", cardtype = Arg::key(t)).into(),
        Filter::Controller(p) => says!("log-action-filter-controller", player = p).into(),
        Filter::Token => says!("log-action-filter-token").into(),
        Filter::NonToken => says!("log-action-filter-nontoken").into(),
        Filter::All(fs) => list(fs.iter().map(filter), Sep::And),
        Filter::Any(fs) => list(fs.iter().map(filter), Sep::Or),
        Filter::Not(f) => says!("log-action-filter-not", filter = filter(f)).into(),
    }
}

/// The token a token-creating action makes: "a Treasure token", "a token copy of ...".
pub(super) fn token(kind: &TokenKind, s: Say<'_>) -> LogText {
    match kind {
        TokenKind::Predefined(n) => says!("log-action-token-named", name = n),
        TokenKind::Spec(spec) => match (&spec.name, spec.power, spec.toughness) {
            (Some(n), Some(p), Some(t)) => says!("log-action-token-pt", power = p, toughness = t, name = n),
            (Some(n), _, _) => says!("log-action-token-named", name = n),
            (None, Some(p), Some(t)) => {
                let subtypes = spec.subtypes.iter().flatten().cloned().collect::<Vec<_>>().join(" ");
                says!("log-action-token-pt", power = p, toughness = t, name = subtypes)
            }
            _ => says!("log-action-token"),
        },
        TokenKind::CopyOf(c) => says!("log-action-token-copy", card = s.object(c)),
        TokenKind::CopyOfExcept { card, except } => {
            says!("log-action-token-copy-except", card = s.object(card), exceptions = exceptions(except))
        }
    }
}

/// "a +1/+1 counter", "3 lore counters" (the kind as the card or file names it).
pub(super) fn counters(n: u32, kind: &str) -> LogText {
    says!("log-action-counters", n = n, kind = kind)
}

/// " until end of turn", or nothing.
pub(super) fn until(u: Option<Until>) -> Arg {
    match u {
        Some(Until::EndOfTurn) => says!("log-action-until-end-of-turn").into(),
        _ => Arg::text(""),
    }
}

/// ", except ..." after a copy, or nothing.
pub(super) fn except(ex: Option<&TokenSpec>) -> Arg {
    match ex {
        Some(ex) => says!("log-action-except", exceptions = exceptions(ex)).into(),
        None => Arg::text(""),
    }
}

/// A copy effect's exceptions (707.9b): "it's black and it's 4/4", or "nothing".
pub(super) fn exceptions(ex: &TokenSpec) -> Arg {
    let names = |v: Vec<Arg>| match v.is_empty() {
        true => says!("log-action-none").into(),
        false => list(v, Sep::Space),
    };
    let mut parts: Vec<Arg> = Vec::new();
    if let Some(n) = &ex.name {
        parts.push(says!("log-action-except-named", name = n).into());
    }
    match ex.colors.as_deref() {
        Some([]) => parts.push(says!("log-action-except-colorless").into()),
        Some(c) => {
            let each = c.iter().map(|c| says!("log-action-color-adjective", color = Arg::key(c)).into());
            parts.push(says!("log-action-except-colors", colors = list(each, Sep::And)).into());
        }
        None => {}
    }
    if let Some(v) = &ex.supertypes {
        let each = v.iter().map(|t| says!("log-action-supertype", supertype = Arg::key(t)).into()).collect();
        parts.push(says!("log-action-except-supertypes", list = names(each)).into());
    }
    if let Some(v) = &ex.types {
        let each = v.iter().map(|t| says!("log-action-card-type", cardtype = Arg::key(t)).into()).collect();
        parts.push(says!("log-action-except-types", list = names(each)).into());
    }
    if let Some(v) = &ex.subtypes {
        parts.push(says!("log-action-except-subtypes", list = names(v.iter().map(Arg::text).collect())).into());
    }
    match (ex.power, ex.toughness) {
        (Some(p), Some(t)) => parts.push(says!("log-action-except-pt", power = p, toughness = t).into()),
        (Some(p), None) => parts.push(says!("log-action-except-power", power = p).into()),
        (None, Some(t)) => parts.push(says!("log-action-except-toughness", toughness = t).into()),
        (None, None) => {}
    }
    if ex.text.is_some() {
        parts.push(says!("log-action-except-text").into());
    }
    match parts.is_empty() {
        true => says!("log-action-nothing").into(),
        false => list(parts, Sep::And),
    }
}

/// How a player chose to pay a cost's mana (601.2h): " paying {W}{U}{U} and 2 life".
pub(super) fn paying(pay: Option<&crate::rules::action::Payment>) -> Option<LogText> {
    let p = pay?;
    Some(match (p.mana.as_str(), p.life) {
        (mana, 0) => says!("log-action-paying", mana = Arg::text(mana)),
        ("", life) => says!("log-action-paying-life", life = life),
        (mana, life) => says!("log-action-paying-and-life", mana = Arg::text(mana), life = life),
    })
}

/// `n`'s English ordinal form (CLDR's: "one" for 1st, 21st; "two" for 2nd; "few" for 3rd;
/// "other"), a key the messages choose an ordinal's ending by (a log line's number is a
/// cardinal, so a message can't ask for the ordinal rules itself).
pub fn ordinal_form(n: u32) -> &'static str {
    match ordinal_suffix(n) {
        "st" => "one",
        "nd" => "two",
        "rd" => "few",
        _ => "other",
    }
}
