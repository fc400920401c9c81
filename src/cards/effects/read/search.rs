//! Reading "Search your library for ...", "You may search your library for ...", "Its
//! controller may search their library for ..." (701.23a).

use super::super::{Aim, Amount, Found, Search};
use super::aims::with_words;

/// "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle
/// your library", "Its controller may search their library for ...", "You may search ...", "for
/// up to two basic land cards, put them onto the battlefield tapped", "for a card named [name],
/// reveal it, put it into your hand": the cards, of the types or subtypes named, how many, and
/// where they go (701.23a).
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
    // "up to two basic land cards, reveal those cards, put them into your hand": said of each.
    let (most, rest) = match rest.strip_prefix("up to ").and_then(|r| r.split_once(' ')) {
        Some((n, r)) => (crate::cards::filter::number(n).filter(|n| (2..=4).contains(n))?, r),
        None => (1, rest),
    };
    let rest = match most {
        1 => rest.to_string(),
        _ => rest
            .replace("those cards", "it")
            .replace(" cards", " card")
            .replace("reveal them", "reveal it")
            .replace("put them ", "put it ")
            .replace(" and the rest into ", " and the other into "),
    };
    // The older wordings: "reveal it, and put it into your hand", "reveal that card".
    let rest = rest
        .replace("their library", "your library")
        .replace("that card", "it")
        .replace("the card", "it")
        .replace("reveal it, and put ", "reveal it, put ");
    let named_card =
        rest.strip_prefix("a card named ").or_else(|| rest.strip_prefix("cards named ").filter(|_| most > 1));
    let (named, what, then) = match named_card {
        Some(r) => {
            let end = [", ", " and "].iter().filter_map(|w| r.find(w)).min()?;
            (Some(r[..end].to_string()), if most == 1 { "a" } else { "" }, &r[end..])
        }
        None => {
            let at = [" card, ", " card and ", " card with "].iter().filter_map(|w| rest.find(w)).min()?;
            (None, &rest[..at], &rest[at + " card".len()..])
        }
    };
    // "a creature card with converted mana cost 3 or less and put it onto the battlefield";
    // "X or less" (107.3a), counted as the spell resolves.
    let (with, mana_value_at_most, then) = match then.strip_prefix(" with ") {
        Some(t) => {
            let end = [", ", " and put ", " and reveal "].iter().filter_map(|w| t.find(w)).min()?;
            match &t[..end] {
                "converted mana cost X or less" | "mana value X or less" => (Vec::new(), Some(Amount::X), &t[end..]),
                words => (with_words(words, true)?, None, &t[end..]),
            }
        }
        None => (Vec::new(), None, then),
    };
    let then = then.strip_prefix(", ").or_else(|| then.strip_prefix(" and "))?;
    let (reveal, then) = match then.strip_prefix("reveal it, ") {
        Some(t) => (true, t),
        None => (false, then),
    };
    let then = then.strip_prefix("and ").unwrap_or(then);
    let to = match then.strip_suffix(", then shuffle your library").or_else(|| then.strip_suffix(", then shuffle")) {
        Some("put it onto the battlefield tapped") => Found::Battlefield { tapped: true },
        Some("put it onto the battlefield") => Found::Battlefield { tapped: false },
        Some("put it into your hand") => Found::Hand,
        Some("put one onto the battlefield tapped and the other into your hand") if most > 1 => {
            Found::OneTappedRestToHand
        }
        _ if most == 1
            && matches!(
                then,
                "then shuffle your library and put it on top of it" | "then shuffle and put it on top"
            ) =>
        {
            Found::Top
        }
        _ => return None,
    };
    // "a basic land card"; "up to two basic land cards", without an article.
    let what = match most {
        1 => what.strip_prefix("an ").or_else(|| what.strip_prefix("a ")).or((what == "a").then_some(""))?,
        _ => what,
    };
    // "a green creature card" (105.2).
    let (color, what) = match what.split_once(' ').and_then(|(c, w)| Some((crate::cards::Color::from_word(c)?, w))) {
        Some((c, w)) => (Some(c), w),
        None => (None, what),
    };
    let (basic, what) = match what.strip_prefix("basic ") {
        Some(w) => (true, w),
        None => (false, what),
    };
    // "a Rebel permanent card" (110.4).
    let (permanent, what) = match what.strip_suffix("permanent") {
        Some(w) => (true, w.trim_end()),
        None => (false, what),
    };
    let filter = crate::cards::filter::type_filter(what)?;
    Some(Search { who, may, filter, basic, permanent, named, most, with, mana_value_at_most, color, reveal, to })
}
