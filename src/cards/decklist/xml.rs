//! The XML decklists: Cockatrice's `.cod` and MTGO's `.dek`.

use std::path::Path;

use super::*;

/// Cockatrice's `.cod` (`<cockatrice_deck>`, `<zone name="main|side|tokens">`, `<card number=".."
/// name=".."/>`; a "commander" or "companion" zone is that section) and MTGO's `.dek` (`<Deck>`,
/// `<Cards Quantity=".." Sideboard="true|false" Name=".."/>`, split cards as "Fire/Ice"; one card
/// alone in the sideboard of a 99-card deck is its commander, as MTGO builds one).
pub(super) fn read_xml_deck(path: &Path, text: &str, db: &CardDb, problems: &mut Problems) -> Decklist {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(text);
    let mut deck = Decklist::default();
    let mut zone: Option<Section> = None;
    let mut root: Option<String> = None;
    let mut open: Vec<String> = Vec::new();
    loop {
        let at = reader.buffer_position() as usize;
        if problems.stopped(path, line_col(text, at)) {
            break;
        }
        let event = match reader.read_event() {
            Ok(e) => e,
            Err(e) => {
                let pos = line_col(text, reader.error_position() as usize);
                problems.add(path, pos, || Said::new("decks-read-bad-xml", &[("why", &shown(&e.to_string()))]));
                break;
            }
        };
        let (element, empty) = match &event {
            Event::Start(e) => {
                open.push(AsRef::<str>::as_ref(&e.name()).to_string());
                (e, false)
            }
            Event::Empty(e) => (e, true),
            Event::End(e) => {
                open.pop();
                if AsRef::<str>::as_ref(&e.name()) == "zone" {
                    zone = None;
                }
                continue;
            }
            Event::Eof => {
                if let Some(inside) = open.last() {
                    let message = Said::new("decks-read-xml-ends-inside", &[("tag", &shown(inside))]);
                    problems.add(path, line_col(text, text.len()), || message);
                }
                break;
            }
            _ => continue,
        };
        if element.attributes().any(|a| a.is_err()) {
            problems.add(path, line_col(text, at), || Said::new("decks-read-bad-attribute", &[]));
            break;
        }
        let tag = AsRef::<str>::as_ref(&element.name()).to_string();
        let attr = |key: &str| {
            element
                .attributes()
                .flatten()
                .find(|a| AsRef::<str>::as_ref(&a.key) == key)
                .and_then(|a| a.normalized_value(quick_xml::XmlVersion::Implicit1_0).ok().map(|v| v.into_owned()))
        };
        let pos = line_col(text, at);
        if root.is_none() {
            if tag != "cockatrice_deck" && tag != "Deck" {
                problems.add(path, pos, || Said::new("decks-read-xml-root", &[("tag", &shown(&tag))]));
                break;
            }
            root = Some(tag.clone());
        }
        let Some((count, name, section)) = card_of(&tag, &attr, root.as_deref(), &mut zone, empty) else { continue };
        let Some(name) = name.filter(|n| !n.trim().is_empty()) else {
            problems.add(path, pos, || Said::new("decks-read-no-name", &[("tag", &shown(&tag))]));
            continue;
        };
        let count = match card_count(count, &name) {
            Ok(n) => n,
            Err(message) => {
                problems.add(path, pos, || message);
                continue;
            }
        };
        add(&mut deck, problems, db, (path, pos), (count, &name, section));
    }
    if root.as_deref() == Some("Deck") {
        mtgo_commander(&mut deck);
    }
    deck
}

/// What an element says of the deck: a zone opened (Cockatrice's, kept in `zone`), or a card
/// with its count and name as written, in its section; `None` for anything else.
fn card_of(
    tag: &str,
    attr: &dyn Fn(&str) -> Option<String>,
    root: Option<&str>,
    zone: &mut Option<Section>,
    empty: bool,
) -> Option<(Option<String>, Option<String>, Section)> {
    match tag {
        "zone" if !empty => {
            *zone = match attr("name").map(|z| z.to_lowercase()).as_deref() {
                Some("main") => Some(Section::Main),
                Some("side") => Some(Section::Sideboard),
                // Zones of Bifronte's own (`deckfile`): Cockatrice keeps a zone it doesn't know.
                Some("commander") => Some(Section::Commander),
                Some("companion") => Some(Section::Companion),
                _ => None, // tokens: not part of the deck
            };
            None
        }
        "card" if root == Some("cockatrice_deck") => zone.map(|section| (attr("number"), attr("name"), section)),
        "Cards" if root == Some("Deck") => {
            let side = attr("Sideboard").is_some_and(|v| v.eq_ignore_ascii_case("true"));
            Some((attr("Quantity"), attr("Name"), if side { Section::Sideboard } else { Section::Main }))
        }
        _ => None,
    }
}

/// A card element's count (1 where it says none), or what is wrong with it.
fn card_count(count: Option<String>, name: &str) -> Result<u32, Said> {
    match count.as_deref().map(|c| c.trim().parse::<u32>()) {
        None => Ok(1),
        Some(Ok(n)) if (1..=MAX_COUNT).contains(&n) => Ok(n),
        _ => {
            let found = format!("{:?}", shown(&count.unwrap_or_default()));
            let most = MAX_COUNT.to_string();
            Err(Said::new("decks-read-named-count", &[("name", &shown(name)), ("most", &most), ("found", &found)]))
        }
    }
}

/// MTGO has no commander mark: a Commander deck is 99 cards with the commander alone in the
/// sideboard (903.5a; MTGO's Commander page).
fn mtgo_commander(deck: &mut Decklist) {
    let main: u32 = deck.main.iter().map(|e| e.count).sum();
    if main == 99 && matches!(deck.sideboard.as_slice(), [e] if e.count == 1) {
        deck.commander = std::mem::take(&mut deck.sideboard);
    }
}
