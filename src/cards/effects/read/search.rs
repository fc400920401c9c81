//! Reading "Search your library for ...", "You may search your library for ...", "Its
//! controller may search their library for ..." (701.23a).

use super::super::{Aim, Found, Search};
use super::aims::with_words;

/// "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle
/// your library", "Its controller may search their library for ...", "You may search ...": one
/// card, of the types or subtypes named, and where it goes (701.23a).
pub(super) fn read(s: &str) -> Option<Search> {
    let (who, may, rest) = if let Some(r) = s.strip_prefix("Search your library for ") {
        (Aim::You, false, r)
    } else if let Some(r) = s.strip_prefix("You may search your library for ") {
        (Aim::You, true, r)
    } else if let Some(r) = s.strip_prefix("Its controller may search their library for ") {
        (Aim::ItsController, true, r)
    } else {
        return None;
    };
    // The older wordings: "reveal it, and put it into your hand", "reveal that card".
    let rest = rest
        .replace("their library", "your library")
        .replace("that card", "it")
        .replace("the card", "it")
        .replace("reveal it, and put it ", "reveal it, put it ");
    let at = [" card, ", " card and ", " card with "].iter().filter_map(|w| rest.find(w)).min()?;
    let (what, then) = (&rest[..at], &rest[at + " card".len()..]);
    // "a creature card with converted mana cost 3 or less and put it onto the battlefield".
    let (with, then) = match then.strip_prefix(" with ") {
        Some(t) => {
            let end = [", ", " and put ", " and reveal "].iter().filter_map(|w| t.find(w)).min()?;
            (with_words(&t[..end], true)?, &t[end..])
        }
        None => (Vec::new(), then),
    };
    let then = then.strip_prefix(", ").or_else(|| then.strip_prefix(" and "))?;
    let (reveal, then) = match then.strip_prefix("reveal it, ") {
        Some(t) => (true, t),
        None => (false, then),
    };
    let to = match then {
        "put it onto the battlefield tapped, then shuffle your library"
        | "put it onto the battlefield tapped, then shuffle" => Found::Battlefield { tapped: true },
        "put it onto the battlefield, then shuffle your library" | "put it onto the battlefield, then shuffle" => {
            Found::Battlefield { tapped: false }
        }
        "put it into your hand, then shuffle your library" | "put it into your hand, then shuffle" => Found::Hand,
        "then shuffle your library and put it on top of it" | "then shuffle and put it on top" => Found::Top,
        _ => return None,
    };
    let what = what.strip_prefix("an ").or_else(|| what.strip_prefix("a ")).or((what == "a").then_some(""))?;
    let (basic, what) = match what.strip_prefix("basic ") {
        Some(w) => (true, w),
        None => (false, what),
    };
    let filter = crate::cards::filter::type_filter(what)?;
    Some(Search { who, may, filter, basic, with, reveal, to })
}
