//! Reading "Search your library for ...", "You may search your library for ...", "Its
//! controller may search their library for ..." (701.23a), and "Look at the top four cards of
//! your library. Put one of them into your hand and the rest ..." (701.20e).

use super::super::{Aim, Among, Amount, Found, Rest, Search};
use super::aims::with_words;
use crate::cards::effects::With;

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
    } else if let Some(r) = s.strip_prefix("Each player may search their library for ") {
        // Veteran Explorer's: each player in turn order searches their own library (101.4).
        let said = r.replace(
            ", then each player who searched their library this way shuffles it",
            ", then shuffle your library",
        );
        return read(&format!("You may search your library for {said}")).map(|s| Search { who: Aim::EachPlayer, ..s });
    } else if let Some(r) = s.strip_prefix("Search your library and/or graveyard for ") {
        // Finale of Devastation's: both searched (the table shows both), the library shuffled.
        let found = read(&format!("Search your library for {r}"))?;
        return Some(Search { among: Among::LibraryAndGraveyard, ..found });
    } else if let Some(r) = s.strip_prefix("Target player searches their library for ") {
        // Fertilid's: the target player searches, said in the third person.
        let player = Aim::Target(super::super::TargetKind::Player { opponent: false });
        let said = r
            .replace(", puts it ", ", put it ")
            .replace(", then shuffles their library", ", then shuffle your library");
        return read(&format!("Search your library for {said}")).map(|s| Search { who: player, ..s });
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
    // "an instant card or a card with flash" (Mystical Teachings): a card of either kind.
    let (rest, either) = match rest.split_once(" card or a card with ") {
        Some((kind, after)) if most == 1 && kind.split(' ').count() == 2 => {
            let card_type = crate::cards::filter::type_filter(kind.split(' ').nth(1)?)?;
            let [card_type] = card_type.types[..] else { return None };
            let (keyword, after) = after.split_once(", ")?;
            (format!("a card, {after}"), Some(With::TypeOrKeyword { card_type, keyword: keyword.to_string() }))
        }
        _ => (rest, None),
    };
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
        Some("put it into your graveyard") => Found::Graveyard,
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
    let (among, exactly, colorless) = (Among::Library, false, false);
    let with = with.into_iter().chain(either).collect();
    Some(Search {
        who,
        may,
        filter,
        basic,
        permanent,
        named,
        most,
        with,
        mana_value_at_most,
        color,
        colorless,
        reveal,
        to,
        among,
        exactly,
        every: false,
    })
}

/// The sentences after "Look at the top N cards of your library." that say what becomes of
/// those cards ("Put one of them ...", "You may reveal a creature card from among them ...",
/// "Put the rest ..."), joined to it with "; " so that the look is read as one step.
pub(in crate::cards::effects) fn joined_look(text: &str) -> String {
    // "Look at the top card of your library. If it's a creature card, you may reveal it and put
    // it into your hand." (Herald's Horn, Domri Rade): a look at one card, left on top if not
    // taken.
    let text = match text.split_once("Look at the top card of your library. If it's ").and_then(|(before, r)| {
        let (what, after) = r.split_once(", you may reveal it and put it into your hand.")?;
        Some((before, what, after))
    }) {
        Some((before, what, after)) => format!(
            "{before}Look at the top one cards of your library; You may reveal {what} from among them and put it into your hand; Put the rest on top of your library in any order.{after}"
        ),
        None => text.to_string(),
    };
    let mut out = String::new();
    let mut looking = false;
    for sentence in text.split_inclusive(". ") {
        let part = sentence.trim_start();
        let about_them = ["them", "the rest", "the other", "those cards"].iter().any(|w| part.contains(w));
        let goes_on = ["Put ", "You may reveal ", "You may put ", "Then put "].iter().any(|w| part.starts_with(w));
        if looking && goes_on && about_them && out.ends_with(". ") {
            out.truncate(out.len() - 2);
            out.push_str("; ");
        } else {
            looking = (part.starts_with("Look at the top ") || part.starts_with("Reveal the top "))
                && part.contains(" cards of your library");
        }
        out.push_str(sentence);
    }
    out
}

/// "Look at the top four cards of your library; Put one of them into your hand and the rest on
/// the bottom of your library in any order" (as [`joined_look`] leaves it), "...; You may
/// reveal a creature card from among them and put it into your hand; Put the rest on the
/// bottom of your library in a random order", "...; Put up to two creature cards with converted
/// mana cost 3 or less from among them onto the battlefield; ...": the player looks at those
/// cards (701.20e), takes what it says, and the rest go where it says.
pub(super) fn look(s: &str) -> Option<Search> {
    // "Reveal the top four cards of your library; ...": the same, every player seeing them (701.20a).
    let (revealed, rest) = match s.strip_prefix("Reveal the top ") {
        Some(rest) => (true, rest),
        None => (false, s.strip_prefix("Look at the top ")?),
    };
    let (n, rest) = rest.split_once(" cards of your library; ")?;
    let n = crate::cards::filter::number(n).filter(|n| (1..=10).contains(n))?;
    let (take, others) = match rest.split_once("; ") {
        Some((take, others)) => {
            let others = others.strip_prefix("Then put the rest ").or_else(|| others.strip_prefix("Put the rest "))?;
            (take, others)
        }
        None => {
            let (take, others) = rest.split_once(" and the rest ").or_else(|| rest.split_once(" and the other "))?;
            (take, others)
        }
    };
    let rest = match others {
        "on the bottom of your library in any order" => Rest::Bottom,
        "on the bottom of your library" if n == 2 => Rest::Bottom,
        "on the bottom of your library in a random order" => Rest::BottomRandom,
        "into your graveyard" => Rest::Graveyard,
        "on top of your library in any order" | "back on top of your library in any order" => Rest::Top,
        _ => return None,
    };
    let mut search = taken(take, n, revealed)?;
    search.among = Among::Top { n, rest, revealed };
    Some(search)
}

/// What a look takes: "Put one of them into your hand", "Put two of them into your hand",
/// "You may reveal a creature or land card from among them and put it into your hand", "You
/// may reveal any number of creature cards from among them and put the revealed cards into
/// your hand", "Put up to two creature cards with converted mana cost 3 or less from among them
/// onto the battlefield", "You may put a creature card from among them onto the battlefield".
fn taken(take: &str, n: u32, revealed: bool) -> Option<Search> {
    let mut search = Search {
        who: Aim::You,
        may: false,
        filter: Default::default(),
        basic: false,
        permanent: false,
        named: None,
        most: 1,
        with: Vec::new(),
        mana_value_at_most: None,
        color: None,
        colorless: false,
        reveal: false,
        to: Found::Hand,
        among: Among::Library,
        exactly: false,
        every: false,
    };
    // "Put one of them into your hand": that many, whatever they are.
    for of in [" of them into your hand", " of those cards into your hand"] {
        if let Some(k) = take.strip_prefix("Put ").and_then(|t| t.strip_suffix(of)) {
            search.most = crate::cards::filter::number(k).filter(|k| *k < n)?;
            search.exactly = true;
            return Some(search);
        }
    }
    // "Put all land cards revealed this way into your hand" (the cards revealed): every one
    // that fits, and no choice.
    let every = take.strip_prefix("Put all ").and_then(|t| t.strip_suffix(" revealed this way into your hand"));
    if let Some(what) = every.filter(|_| revealed) {
        search.every = true;
        search.most = n;
        search.filter = crate::cards::filter::type_filter(what.strip_suffix(" cards")?)?;
        return Some(search);
    }
    // A look's card revealed as it is taken; a revealed card is seen already.
    let (what, to) = if let Some(t) = take.strip_prefix("You may reveal ").filter(|_| !revealed) {
        search.reveal = true;
        let (what, into) = t.split_once(" from among them and put ")?;
        match into {
            "it into your hand" | "the revealed cards into your hand" | "them into your hand" => (what, Found::Hand),
            _ => return None,
        }
    } else {
        let t = take.strip_prefix("You may put ").or_else(|| take.strip_prefix("Put up to "))?;
        let (what, onto) = t.split_once(" from among them ")?;
        match onto {
            "onto the battlefield" => (what, Found::Battlefield { tapped: false }),
            "into your hand" => (what, Found::Hand),
            _ => return None,
        }
    };
    search.may = true;
    search.to = to;
    // "a creature card", "any number of creature cards", "two creature cards" (after "up to").
    let (count, what) = what.split_once(' ')?;
    let (most, what) = match count {
        "any" => (n, what.strip_prefix("number of ")?),
        c if take.starts_with("Put up to ") => (crate::cards::filter::number(c).filter(|k| (2..n).contains(k))?, what),
        "a" | "an" => (1, what),
        _ => return None,
    };
    search.most = most;
    let (what, with) = match what.split_once(" with ") {
        Some((w, with)) => (w, super::aims::with_words(with, true)?),
        None => match what.strip_suffix(" of the chosen type") {
            Some(w) => (w, vec![With::OfChosenType]),
            None => (what, Vec::new()),
        },
    };
    let what = if most > 1 { what.strip_suffix(" cards")? } else { what.strip_suffix(" card")? };
    search.with = with;
    let (color, colorless, what) = match what.split_once(' ').unwrap_or((what, "")) {
        ("colorless", w) => (None, true, w),
        (c, w) => match crate::cards::Color::from_word(c) {
            Some(c) => (Some(c), false, w),
            None => (None, false, what),
        },
    };
    search.color = color;
    search.colorless = colorless;
    let (permanent, what) = match what.strip_suffix("permanent") {
        Some(w) => (true, w.trim_end()),
        None => (false, what),
    };
    search.permanent = permanent;
    search.filter = crate::cards::filter::type_filter(what)?;
    Some(search)
}
