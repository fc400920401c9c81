//! What a decklist line's name names: a card by its name, its front face or "Front // Back",
//! with or without a printing; a double-faced card's back face, a split card's other half; a
//! melded permanent, a token or an art card, which no deck holds; one of several cards that
//! share a name.

use crate::cards::CardDb;

/// How a card of the deck is listed: its name, or both halves of a split card ("Fire // Ice",
/// 709.4a), which is what players write and what the card is called.
pub fn listed_name(db: &CardDb, name: &str) -> String {
    match db.get(name) {
        Some(def) if def.layout == crate::cards::Layout::Split => def.display_name(),
        _ => name.to_string(),
    }
}

/// Several imported cards of one name (not a token named as a card: different cards).
pub struct SameName {
    /// How many.
    pub n: String,
    /// Their printings ("UST #147a, UST #147b, ..."), in the imported file's order.
    pub printings: String,
    /// The one the name finds: the first.
    pub first: String,
}

/// The imported cards that `name` names where there are several (and no shipped card has it).
pub fn same_name(db: &CardDb, name: &str) -> Option<SameName> {
    if !db.is_imported(name) {
        return None;
    }
    let alike = db.imported()?.same_name(name);
    if alike.len() < 2 {
        return None;
    }
    let printing = |c: &crate::cards::store::StoredCard| format!("{} #{}", c.set.to_uppercase(), c.collector_number);
    let mut printings: Vec<String> = alike.iter().take(8).map(|c| printing(c)).collect();
    if alike.len() > 8 {
        printings.push("…".into());
    }
    Some(SameName { n: alike.len().to_string(), printings: printings.join(", "), first: printing(alike[0]) })
}

/// MTG Arena and MTGO write the set and collector number after the name: "Name (MID) 47",
/// "Name (MID)"; Moxfield adds a foil or etched mark ("Name (2XM) 117 *F*", "*E*") and some
/// write the set in small letters ("Name (isd) 51"); Cockatrice writes "Name (Transform)". Any
/// other parentheses are the name's own ("Erase (Not the Urza's Legacy One)", "B.F.M. (Big
/// Furry Monster)").
pub(crate) fn strip_printing(name: &str) -> Option<&str> {
    let name = name.trim();
    if let Some(front) = name.strip_suffix("(Transform)") {
        return Some(front.trim());
    }
    let (before, after) = name.rsplit_once(" (")?;
    let (set, number) = after.split_once(')')?;
    let set_like = (2..=6).contains(&set.len()) && set.chars().all(|c| c.is_ascii_alphanumeric());
    // A foil or etched mark after the number ("*F*", "*E*").
    let mut number = number.trim();
    while let Some(rest) = number.strip_suffix('*').and_then(|n| n.rsplit_once('*')).map(|(n, _)| n.trim_end()) {
        number = rest;
    }
    let number_like = number.is_empty()
        || (!number.contains(char::is_whitespace) && number.chars().any(|c| c.is_ascii_digit()) && number.len() <= 8);
    // A set in small letters only with its number: "(isd) 51", never "(word)" alone.
    let code_like = set.chars().any(|c| c.is_ascii_uppercase() || c.is_ascii_digit()) || !number.is_empty();
    (set_like && number_like && code_like).then(|| before.trim())
}

/// The meld cards whose back face is `melded` (712.4), shipped and imported, by name.
fn meld_halves(db: &CardDb, melded: &str) -> Vec<String> {
    let same = |a: &str| crate::cards::store::fold(a) == crate::cards::store::fold(melded);
    let mut halves: Vec<String> = db
        .cards()
        .filter(|c| c.layout == crate::cards::Layout::Meld && c.back().is_some_and(|b| same(&b.name)))
        .map(|c| c.front().name.to_string())
        .collect();
    if let Some(store) = db.imported() {
        let imported = store.cards().iter().filter(|c| c.layout == crate::cards::Layout::Meld);
        halves.extend(
            imported.filter(|c| c.faces.get(1).is_some_and(|b| same(&b.name))).map(|c| c.faces[0].name.clone()),
        );
    }
    halves.sort();
    halves.dedup();
    halves
}

/// The melded permanent (712.4) `name` names, with the cards whose back face it is; `None` when
/// it names anything else.
pub fn melded(db: &CardDb, name: &str) -> Option<(String, Vec<String>)> {
    match resolve_name(db, name.trim()) {
        Some(Named::Melded { melded, halves }) => Some((melded, halves)),
        _ => None,
    }
}

/// What a decklist line's name named.
pub(super) enum Named {
    /// A card, by the database's name for it (its front face's).
    Card(String),
    /// A double-faced card by its back face: the deck gets the card.
    BackFace { card: String, face: String },
    /// A split card, a flip card or an adventurer card by its other half ("Ice"): the deck gets
    /// the card, `listed` as players write it ("Fire // Ice").
    Half { card: String, half: String, listed: String },
    /// A token, an emblem or an art card (imported objects of Scryfall's data): no deck holds
    /// one. `kind` says which ("token", "emblem", "art": the message chooses its words by it).
    NotACard { name: String, kind: &'static str },
    /// A melded permanent (712.4), which no deck holds: the cards whose back it is.
    Melded { melded: String, halves: Vec<String> },
}

/// What a card is named by: its name, its front face, "Front // Back", or the same with one
/// slash or a bar ("Fire/Ice", "Fire|Ice", MTGO's and Forge's way), with or without Arena's set
/// and number or Cockatrice's "(Transform)": the whole name is tried first.
pub(super) fn resolve(db: &CardDb, name: &str) -> Option<Named> {
    let name = name.trim();
    resolve_name(db, name).or_else(|| strip_printing(name).and_then(|n| resolve_name(db, n)))
}

fn resolve_name(db: &CardDb, name: &str) -> Option<Named> {
    let joined;
    let name = if !name.contains(" // ") && name.contains(['/', '|']) {
        joined = name.split(['/', '|']).map(str::trim).collect::<Vec<_>>().join(" // ");
        joined.as_str()
    } else {
        name
    };
    let front = name.split(" // ").next().unwrap_or(name).trim();
    let (asked, def) = match db.get(name) {
        Some(def) => (name, def),
        None => (front, db.get(front)?),
    };
    let same = |a: &str, b: &str| crate::cards::store::fold(a) == crate::cards::store::fold(b);
    let card = def.front().name.to_string();
    let stored = db.imported().and_then(|s| s.find(asked)).filter(|_| db.is_imported(asked));
    // An imported melded permanent is stored as its own object: no deck holds it.
    if let Some(stored) = stored
        && stored.scryfall_layout == "meld"
        && def.layout != crate::cards::Layout::Meld
    {
        let halves = meld_halves(db, &card);
        return Some(Named::Melded { melded: card, halves });
    }
    // "Spirit", "Marit Lage": only a token (or an emblem, an art card) has the name.
    if let Some(stored) = stored.filter(|s| s.not_a_card()) {
        let kind = match stored.scryfall_layout.as_str() {
            "emblem" => "emblem",
            "art_series" => "art",
            _ => "token",
        };
        return Some(Named::NotACard { name: stored.faces[0].name.to_string(), kind });
    }
    let by_back = !same(asked, &card)
        && !same(asked, &def.display_name())
        && def.faces.iter().skip(1).any(|f| same(&f.name, asked));
    let half = |f: &crate::cards::Face| same(&f.name, asked);
    Some(match (by_back, def.layout) {
        (false, _) => Named::Card(card),
        (true, crate::cards::Layout::Meld) => {
            let melded = def.back().map_or_else(|| asked.to_string(), |b| b.name.to_string());
            let halves = meld_halves(db, &melded);
            Named::Melded { melded, halves }
        }
        (true, crate::cards::Layout::Transform | crate::cards::Layout::ModalDfc) => {
            Named::BackFace { card, face: asked.to_string() }
        }
        (true, _) => {
            let half = def.faces.iter().find(|f| half(f)).map_or_else(|| asked.to_string(), |f| f.name.to_string());
            Named::Half { card, half, listed: listed_name(db, &def.front().name) }
        }
    })
}
