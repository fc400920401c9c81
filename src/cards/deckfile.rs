//! Decklists written out: a [`Decklist`] in any of the formats [`super::decklist`] reads, so
//! that reading what was written gives the same deck back, and writing that again the same bytes.
//!
//! - Plain text: "Commander", "Companion", "Deck" and "Sideboard" sections of "4 Name" lines, a
//!   blank line between them, empty ones left out.
//! - MTG Arena: the same sections, each card with the set and collector number of the printing
//!   the imported cards hold ("4 Delver of Secrets (MID) 47"; Scryfall's set code, which is
//!   Arena's but for a few sets Arena renamed); a card without one is "4 Name" alone.
//! - MTGO `.dek`: `<Cards CatID="0" .../>` lines (MTGO finds a card of CatID 0 by its name).
//!   MTGO has no commander mark: its Commander decks have the commander alone in the sideboard
//!   (Wizards' Magic Online Commander page), so that is where a commander goes, and a 99-card
//!   deck's one sideboard card reads back as its commander. A commander beside a sideboard, or
//!   a second one, can't be told from it: it reads back as a sideboard card. A companion goes
//!   into the sideboard too, where it starts a game (702.139a), and reads back as a sideboard card.
//! - Cockatrice `.cod`: "main" and "side" zones, indented as Cockatrice writes them. Cockatrice
//!   has no commander or companion zone but keeps any zone a file has: they go in "commander"
//!   and "companion" zones, which the reader reads back into their sections.
//!
//! Names are written as each format names cards: a split card's halves "Fire // Ice" ("Fire/Ice"
//! in MTGO's), an adventurer card with its adventure in Cockatrice's ("Bonecrusher Giant //
//! Stomp"), any other card by its front face. Entries stay as the deck holds them: two of one
//! name are two lines. An entry of no copies holds no card and isn't written.

use std::fmt::Write as _;

use super::decklist::{DeckEntry, Decklist, strip_printing};
use super::{CardDb, Layout};

/// A decklist file format that can be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeckFormat {
    /// Plain text sections of "4 Name" lines.
    Text,
    /// MTG Arena's export: plain text sections, each card with its printing.
    Arena,
    /// MTGO's `.dek` XML.
    Dek,
    /// Cockatrice's `.cod` XML.
    Cod,
}

impl DeckFormat {
    /// Every format, in menu order.
    pub const ALL: [DeckFormat; 4] = [DeckFormat::Text, DeckFormat::Arena, DeckFormat::Dek, DeckFormat::Cod];

    /// The file extension (without the dot).
    pub fn extension(self) -> &'static str {
        match self {
            DeckFormat::Text | DeckFormat::Arena => "txt",
            DeckFormat::Dek => "dek",
            DeckFormat::Cod => "cod",
        }
    }

    /// The format's name for people.
    pub fn label(self) -> &'static str {
        match self {
            DeckFormat::Text => "Plain text",
            DeckFormat::Arena => "MTG Arena",
            DeckFormat::Dek => "MTGO .dek",
            DeckFormat::Cod => "Cockatrice .cod",
        }
    }

    /// The format of a decklist's text, told as the reader tells it: XML by its root element
    /// (`<cockatrice_deck>`, `<Deck>`), else Arena's when a card line ends in "(SET) number",
    /// else plain text (other XML too: the reader refuses it).
    pub fn of_text(text: &str) -> DeckFormat {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim_start().starts_with('<') {
            return match xml_root(text).as_deref() {
                Some("cockatrice_deck") => DeckFormat::Cod,
                Some("Deck") => DeckFormat::Dek,
                _ => DeckFormat::Text,
            };
        }
        let arena = text
            .lines()
            .map(str::trim)
            .any(|l| !l.starts_with("//") && !l.starts_with('#') && !l.ends_with(')') && strip_printing(l).is_some());
        if arena { DeckFormat::Arena } else { DeckFormat::Text }
    }
}

/// The name of an XML document's root element.
fn xml_root(text: &str) -> Option<String> {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(text);
    loop {
        match reader.read_event().ok()? {
            Event::Start(e) | Event::Empty(e) => return Some(AsRef::<str>::as_ref(&e.name()).to_string()),
            Event::Eof => return None,
            _ => {}
        }
    }
}

/// `deck` in `format`; `name` is the deck's name where the format has a place for it
/// (Cockatrice's `<deckname>`). Card names are looked up in `db` for the way the format names
/// them and, for Arena's, their printing.
pub fn write_deck(deck: &Decklist, format: DeckFormat, name: &str, db: &CardDb) -> String {
    match format {
        DeckFormat::Text | DeckFormat::Arena => write_text(deck, format, db),
        DeckFormat::Dek => write_dek(deck, db),
        DeckFormat::Cod => write_cod(deck, name, db),
    }
}

/// The entries that hold a card.
fn held(entries: &[DeckEntry]) -> impl Iterator<Item = &DeckEntry> {
    entries.iter().filter(|e| e.count > 0)
}

/// Plain text or Arena's: a header a section, a line an entry.
fn write_text(deck: &Decklist, format: DeckFormat, db: &CardDb) -> String {
    let mut out = String::new();
    let sections = [
        ("Commander", &deck.commander),
        ("Companion", &deck.companion),
        ("Deck", &deck.main),
        ("Sideboard", &deck.sideboard),
    ];
    for (header, entries) in sections {
        if held(entries).next().is_none() {
            continue;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(header);
        out.push('\n');
        for e in held(entries) {
            let shown = card_name(db, &e.name, format);
            let printing = match format {
                DeckFormat::Arena => printing(db, &e.name, &shown).unwrap_or_default(),
                _ => String::new(),
            };
            let _ = writeln!(out, "{} {shown}{printing}", e.count);
        }
    }
    out
}

/// " (SET) number" of the imported printing of a card shown as `shown`, when the reader
/// reads it back as such (a set code of 2 to 6 letters and digits, a number with a digit).
fn printing(db: &CardDb, name: &str, shown: &str) -> Option<String> {
    let stored = db.imported()?.find(name)?;
    let printing = format!(" ({}) {}", stored.set.trim().to_uppercase(), stored.collector_number.trim());
    (strip_printing(&format!("{shown}{printing}")) == Some(shown)).then_some(printing)
}

/// MTGO's `.dek`: the main deck, then everything else in the sideboard.
fn write_dek(deck: &Decklist, db: &CardDb) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
         <Deck xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n  \
         <NetDeckID>0</NetDeckID>\n  \
         <PreconstructedDeckID>0</PreconstructedDeckID>\n",
    );
    let sections = [(false, &deck.main), (true, &deck.commander), (true, &deck.companion), (true, &deck.sideboard)];
    for (side, entries) in sections {
        for e in held(entries) {
            let shown = escape(&card_name(db, &e.name, DeckFormat::Dek));
            let _ = writeln!(
                out,
                "  <Cards CatID=\"0\" Quantity=\"{}\" Sideboard=\"{side}\" Name=\"{shown}\" Annotation=\"0\" />",
                e.count
            );
        }
    }
    out.push_str("</Deck>\n");
    out
}

/// Cockatrice's `.cod`, four spaces an indent as Cockatrice's writer (Qt's) makes them.
fn write_cod(deck: &Decklist, name: &str, db: &CardDb) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_deck version=\"1\">\n");
    let _ = writeln!(out, "    <deckname>{}</deckname>\n    <comments></comments>", escape(name));
    let zones = [
        ("main", &deck.main),
        ("side", &deck.sideboard),
        ("commander", &deck.commander),
        ("companion", &deck.companion),
    ];
    for (zone, entries) in zones {
        if held(entries).next().is_none() {
            continue;
        }
        let _ = writeln!(out, "    <zone name=\"{zone}\">");
        for e in held(entries) {
            let shown = escape(&card_name(db, &e.name, DeckFormat::Cod));
            let _ = writeln!(out, "        <card number=\"{}\" name=\"{shown}\"/>", e.count);
        }
        out.push_str("    </zone>\n");
    }
    out.push_str("</cockatrice_deck>\n");
    out
}

/// A card's name as `format` writes it; a name the database doesn't know, as it is.
fn card_name(db: &CardDb, name: &str, format: DeckFormat) -> String {
    let Some(def) = db.get(name) else { return name.to_string() };
    let faces = || def.faces.iter().map(|f| f.name.as_str()).collect::<Vec<_>>();
    match (def.layout, format) {
        (Layout::Split, DeckFormat::Dek) => faces().join("/"),
        (Layout::Split, _) | (Layout::Adventure, DeckFormat::Cod) => faces().join(" // "),
        _ => def.faces.first().map_or_else(|| name.to_string(), |f| f.name.to_string()),
    }
}

/// Text for an XML attribute value or element: `& < > " '` escaped; control characters, which
/// no card name holds and an XML attribute can't keep, left out.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::sync::Arc;

    use super::*;
    use crate::cards::decklist::parse_deck_file;

    fn db() -> CardDb {
        CardDb::load_default().0
    }

    /// The shipped cards, with imported printings of Serra Angel and Island.
    fn db_with_printings() -> CardDb {
        let stored = |name: &str, set: &str, number: &str| {
            let json = format!(
                r#"{{"id": "{set}-{number}", "name": "{name}", "layout": "normal", "type_line": "Creature",
                   "set": "{set}", "collector_number": "{number}"}}"#
            );
            crate::cards::scryfall::map_card(serde_json::from_str(&json).unwrap())
        };
        let store = crate::cards::store::CardStore::new(vec![
            stored("Serra Angel", "dom", "33"),
            stored("Island", "m20", "265"),
        ]);
        db().with_imported(Arc::new(store))
    }

    fn entries(list: &[(u32, &str)]) -> Vec<DeckEntry> {
        list.iter().map(|&(count, name)| DeckEntry { count, name: name.to_string(), line: 0 }).collect()
    }

    /// Main and sideboard, a commander and a companion; Island twice, as a list may hold it.
    fn full_deck() -> Decklist {
        Decklist {
            main: entries(&[(4, "Delver of Secrets"), (2, "Fire"), (10, "Island"), (3, "Serra Angel"), (6, "Island")]),
            sideboard: entries(&[(2, "Gut Shot"), (1, "Bonecrusher Giant")]),
            commander: entries(&[(1, "Jace, Vryn's Prodigy")]),
            companion: entries(&[(1, "Kitchen Finks")]),
            ..Decklist::default()
        }
    }

    /// Each section's (count, name), lines aside.
    fn sections(d: &Decklist) -> [Vec<(u32, String)>; 4] {
        let of = |s: &[DeckEntry]| s.iter().map(|e| (e.count, e.name.clone())).collect();
        [of(&d.main), of(&d.sideboard), of(&d.commander), of(&d.companion)]
    }

    /// Writes, reads back and writes again: the deck read back, after checking the bytes match.
    fn round_trip(deck: &Decklist, format: DeckFormat, db: &CardDb) -> (String, Decklist) {
        let text = write_deck(deck, format, "Wolves & <Co>", db);
        let path = format!("deck.{}", format.extension());
        let back = parse_deck_file(Path::new(&path), &text, db).unwrap_or_else(|e| panic!("{format:?}: {e:?}\n{text}"));
        assert_eq!(write_deck(&back, format, "Wolves & <Co>", db), text, "{format:?}: written again");
        (text, back)
    }

    #[test]
    fn text_arena_and_cod_round_trip_main_sideboard_commander_and_companion() {
        let db = db_with_printings();
        let deck = full_deck();
        for format in [DeckFormat::Text, DeckFormat::Arena, DeckFormat::Cod] {
            let (_, back) = round_trip(&deck, format, &db);
            assert_eq!(sections(&back), sections(&deck), "{format:?}");
        }
    }

    #[test]
    fn a_dek_round_trips_main_and_sideboard_and_a_commander_alone_in_the_sideboard_of_99() {
        let db = db();
        let deck = Decklist { commander: Vec::new(), companion: Vec::new(), ..full_deck() };
        let (_, back) = round_trip(&deck, DeckFormat::Dek, &db);
        assert_eq!(sections(&back), sections(&deck));
        let edh = Decklist {
            main: entries(&[(1, "Delver of Secrets"), (1, "Fire"), (97, "Island")]),
            commander: entries(&[(1, "Jace, Vryn's Prodigy")]),
            ..Decklist::default()
        };
        let (text, back) = round_trip(&edh, DeckFormat::Dek, &db);
        assert!(text.contains("Sideboard=\"true\" Name=\"Jace, Vryn&apos;s Prodigy\""), "{text}");
        assert_eq!(sections(&back), sections(&edh));
    }

    #[test]
    fn a_dek_keeps_a_commander_beside_a_sideboard_and_a_companion_as_sideboard_cards() {
        let db = db();
        let (_, back) = round_trip(&full_deck(), DeckFormat::Dek, &db);
        let side: Vec<(u32, &str)> = back.sideboard.iter().map(|e| (e.count, e.name.as_str())).collect();
        assert_eq!(
            side,
            [(1, "Jace, Vryn's Prodigy"), (1, "Kitchen Finks"), (2, "Gut Shot"), (1, "Bonecrusher Giant")]
        );
        assert!(back.commander.is_empty() && back.companion.is_empty());
    }

    #[test]
    fn each_format_names_split_double_faced_and_adventurer_cards_as_it_does() {
        let db = db_with_printings();
        let deck = full_deck();
        let text = write_deck(&deck, DeckFormat::Text, "", &db);
        assert_eq!(
            text,
            "Commander\n1 Jace, Vryn's Prodigy\n\nCompanion\n1 Kitchen Finks\n\nDeck\n4 Delver of Secrets\n\
             2 Fire // Ice\n10 Island\n3 Serra Angel\n6 Island\n\nSideboard\n2 Gut Shot\n1 Bonecrusher Giant\n"
        );
        let arena = write_deck(&deck, DeckFormat::Arena, "", &db);
        assert!(arena.contains("\n2 Fire // Ice\n10 Island (M20) 265\n3 Serra Angel (DOM) 33\n"), "{arena}");
        let dek = write_deck(&deck, DeckFormat::Dek, "", &db);
        assert!(dek.contains("Quantity=\"2\" Sideboard=\"false\" Name=\"Fire/Ice\" Annotation=\"0\" />"), "{dek}");
        assert!(dek.contains("Name=\"Delver of Secrets\""), "{dek}");
        let cod = write_deck(&deck, DeckFormat::Cod, "Wolves", &db);
        assert!(cod.starts_with(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_deck version=\"1\">\n    \
             <deckname>Wolves</deckname>\n    <comments></comments>\n    <zone name=\"main\">\n        \
             <card number=\"4\" name=\"Delver of Secrets\"/>\n        <card number=\"2\" name=\"Fire // Ice\"/>\n"
        ));
        assert!(cod.contains("<card number=\"1\" name=\"Bonecrusher Giant // Stomp\"/>"), "{cod}");
        assert!(
            cod.contains("<zone name=\"commander\">\n        <card number=\"1\" name=\"Jace, Vryn&apos;s Prodigy\"/>")
        );
    }

    #[test]
    fn xml_names_are_escaped_and_read_back_as_they_were() {
        let mut db = CardDb::default();
        for n in ["Smith & \"Wesson\" <Ajani's>", "Island"] {
            db.insert(crate::cards::CardDef::single(crate::cards::Face { name: n.into(), ..Default::default() }));
        }
        let deck = Decklist {
            main: entries(&[(4, "Smith & \"Wesson\" <Ajani's>"), (20, "Island")]),
            sideboard: entries(&[(1, "Smith & \"Wesson\" <Ajani's>")]),
            ..Decklist::default()
        };
        for format in DeckFormat::ALL {
            let (text, back) = round_trip(&deck, format, &db);
            assert_eq!(sections(&back), sections(&deck), "{format:?}");
            if matches!(format, DeckFormat::Dek | DeckFormat::Cod) {
                assert!(text.contains("Smith &amp; &quot;Wesson&quot; &lt;Ajani&apos;s&gt;"), "{text}");
            }
        }
        let cod = write_deck(&deck, DeckFormat::Cod, "Wolves & <Co>", &db);
        assert!(cod.contains("<deckname>Wolves &amp; &lt;Co&gt;</deckname>"), "{cod}");
    }

    #[test]
    fn of_text_tells_each_format_apart_by_its_content() {
        let db = db_with_printings();
        let deck = full_deck();
        for format in DeckFormat::ALL {
            let text = write_deck(&deck, format, "Wolves", &db);
            assert_eq!(DeckFormat::of_text(&text), format, "{text}");
            assert_eq!(DeckFormat::of_text(&format!("\u{feff}{text}")), format, "after a byte-order mark");
        }
        assert_eq!(DeckFormat::of_text("4 Delver of Secrets (Transform)\n1 Erase (ULG)\n"), DeckFormat::Text);
        assert_eq!(DeckFormat::of_text("<html><body/></html>"), DeckFormat::Text);
        assert_eq!(DeckFormat::ALL.map(DeckFormat::extension), ["txt", "txt", "dek", "cod"]);
    }

    #[test]
    fn entries_without_copies_and_empty_sections_are_left_out() {
        let db = db();
        let deck = Decklist { main: entries(&[(4, "Island"), (0, "Gut Shot")]), ..Decklist::default() };
        assert_eq!(write_deck(&deck, DeckFormat::Text, "", &db), "Deck\n4 Island\n");
        let cod = write_deck(&deck, DeckFormat::Cod, "", &db);
        assert!(!cod.contains("Gut Shot") && !cod.contains("zone name=\"side\""), "{cod}");
    }
}
