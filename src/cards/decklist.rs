//! Decklists as players write and export them, in plain text: a card a line, "4 Delver of
//! Secrets" (or "4x ..."; no count is one), with "Deck", "Sideboard", "Commander" and
//! "Companion" sections, MTGO's "SB: 2 Name" lines and MTG Arena's set and collector number
//! ("4 Delver of Secrets (MID) 47", ignored). A double-faced card may be named by its front face
//! or as "Front // Back" (or "Front/Back", "Front|Back"). Comments start with "//" or "#".
//! Forge's `.dck` (`[Main]`, `[Sideboard]`, `[Commander]` sections, "4 Name|SET|art" lines) is
//! plain text with bracketed sections; Cockatrice's `.cod` and MTGO's `.dek` (XML) are read too,
//! told apart by their content. A byte-order mark is skipped (positions are the text's after
//! it). Every unknown card is reported at once, each at its line with the nearest names (the
//! first few in full, the rest counted); what a name names is `names.rs`'s.

use crate::i18n::Said;
use std::path::Path;

use super::CardDb;
use crate::format::LoadError;

mod bytes;
mod names;
mod xml;

pub use bytes::{MAX_DECK_BYTES, deck_bytes_text, deck_text, read_deck_text};
pub(super) use names::strip_printing;
use names::{Named, resolve};
pub use names::{SameName, listed_name, melded, same_name};
use xml::read_xml_deck;

/// One line of a decklist, resolved to a card of the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckEntry {
    /// How many copies.
    pub count: u32,
    /// The card's name in the database (its front face's).
    pub name: String,
    /// The 1-based line it is on.
    pub line: usize,
}

/// A decklist's sections.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Decklist {
    /// The main deck: the library a game starts with.
    pub main: Vec<DeckEntry>,
    /// The sideboard.
    pub sideboard: Vec<DeckEntry>,
    /// The commander(s) (903.3).
    pub commander: Vec<DeckEntry>,
    /// The companion: revealed before the game begins, it stays outside the game (103.2b,
    /// 702.139a) until its owner pays {3} to put it into their hand.
    pub companion: Vec<DeckEntry>,
    /// What was read but isn't part of a game at this table (Forge's `[Planes]`, `[Avatar]`...).
    pub notes: Vec<Said>,
    /// Copies named by lines that named no known card (each line is also an error).
    pub missing: u32,
}

impl Decklist {
    /// How many cards it names that were found, in every section.
    pub fn found(&self) -> u32 {
        [&self.main, &self.sideboard, &self.commander, &self.companion]
            .iter()
            .flat_map(|s| s.iter())
            .map(|e| e.count)
            .sum()
    }
}

impl Decklist {
    /// The main deck's card names, each as many times as it is played, in list order.
    pub fn main_cards(&self) -> Vec<&str> {
        self.main.iter().flat_map(|e| std::iter::repeat_n(e.name.as_str(), e.count as usize)).collect()
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Main,
    Sideboard,
    Commander,
    Companion,
    /// A section a game at this table doesn't use: its lines are skipped.
    Ignored,
}

/// The most copies one line may ask for.
const MAX_COUNT: u32 = 1000;

/// The most problems reported for one decklist: reading stops there. Each unknown name is looked
/// up for a "did you mean" (milliseconds each), and a decklist of thousands of junk lines (a
/// network join's 64 KiB) kept a host busy for seconds.
pub const MAX_ERRORS: usize = 20;

/// The problems a reading finds: the first `keep` said in full (each at its line, with the
/// nearest names for an unknown card), the rest only counted, so a file of thousands of bad
/// lines costs no "did you mean" past them. A game's setup stops reading at `keep` (`stop`);
/// `deck check` reads on to count them all.
struct Problems {
    list: Vec<LoadError>,
    keep: usize,
    stop: bool,
    more: usize,
}

impl Problems {
    /// Whether a problem found now is only counted.
    fn full(&self) -> bool {
        self.list.len() >= self.keep
    }

    /// A problem at `pos`; its words are made only when it is said.
    fn add(&mut self, path: &Path, pos: (usize, usize), why: impl FnOnce() -> Said) {
        match self.full() {
            true => self.more += 1,
            false => self.list.push(LoadError::at(path, Some(&pos), why())),
        }
    }

    /// Whether reading should stop: `keep` problems were found and this reading stops there; the
    /// last says so, at `pos`.
    fn stopped(&mut self, path: &Path, pos: (usize, usize)) -> bool {
        if !self.stop || !self.full() {
            return false;
        }
        let n = self.keep.to_string();
        self.list.push(LoadError::at(path, Some(&pos), Said::new("decks-read-stopped", &[("n", &n)])));
        true
    }
}

/// A name or a line as a message shows it: at most 100 characters.
fn shown(text: &str) -> String {
    match text.char_indices().nth(100) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// Reads a decklist in any of the formats it knows: Cockatrice `.cod` and MTGO `.dek` (XML, by
/// their root element), else plain text (with Arena's and MTGO's lines).
pub fn parse_deck_file(path: &Path, text: &str, db: &CardDb) -> Result<Decklist, Vec<LoadError>> {
    match read_deck_file(path, text, db, MAX_ERRORS) {
        (deck, errors) if errors.is_empty() => Ok(deck),
        (_, errors) => Err(errors),
    }
}

/// [`parse_deck_file`], keeping what was found beside the problems (for "N of M cards found"),
/// stopping after `max_errors` problems. A decklist that names no card at all is a problem too.
pub fn read_deck_file(path: &Path, text: &str, db: &CardDb, max_errors: usize) -> (Decklist, Vec<LoadError>) {
    let mut problems = Problems { list: Vec::new(), keep: max_errors, stop: true, more: 0 };
    let deck = read_any(path, text, db, &mut problems);
    (deck, problems.list)
}

/// A whole decklist read (`deck check`, `deck save`: a collection of thousands of lines): every
/// line resolved and every problem counted, the first `shown` of them in full; the third value
/// is how many more there are.
pub fn check_deck_file(path: &Path, text: &str, db: &CardDb, shown: usize) -> (Decklist, Vec<LoadError>, usize) {
    let mut problems = Problems { list: Vec::new(), keep: shown, stop: false, more: 0 };
    let deck = read_any(path, text, db, &mut problems);
    (deck, problems.list, problems.more)
}

fn read_any(path: &Path, text: &str, db: &CardDb, problems: &mut Problems) -> Decklist {
    // An editor shows no byte-order mark: positions count from after it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let deck = if text.trim_start().starts_with('<') {
        read_xml_deck(path, text, db, problems)
    } else {
        read_decklist(path, text, db, problems)
    };
    if problems.list.is_empty() && problems.more == 0 && deck.found() == 0 {
        problems.list.push(LoadError::at(path, Some(&(1, 1)), Said::new("decks-read-no-cards", &[])));
    }
    deck
}

/// The 1-based line and column of a byte offset.
use crate::format::offset_position as line_col;

/// Resolves a named card and adds it to its section, or reports it with the nearest names.
fn add(
    deck: &mut Decklist,
    problems: &mut Problems,
    db: &CardDb,
    (path, pos): (&Path, (usize, usize)),
    (count, name, section): (u32, &str, Section),
) {
    let line = pos.0.to_string();
    let found = match resolve(db, name) {
        Some(Named::Card(found)) => found,
        Some(Named::BackFace { card, face }) => {
            deck.notes.push(Said::new("decks-read-back-face", &[("line", &line), ("face", &face), ("card", &card)]));
            card
        }
        Some(Named::Half { card, half, listed }) => {
            deck.notes.push(Said::new("decks-read-half", &[("line", &line), ("half", &half), ("card", &listed)]));
            card
        }
        Some(Named::Melded { melded, halves }) => {
            problems.add(path, pos, || {
                let half = |i: usize| halves.get(i).cloned().unwrap_or_default();
                Said::new("decks-read-melded", &[("name", &melded), ("a", &half(0)), ("b", &half(1))])
            });
            deck.missing += count;
            return;
        }
        Some(Named::NotACard { name, kind }) => {
            problems.add(path, pos, || Said::new("decks-read-not-a-card", &[("name", &name), ("kind", kind)]));
            deck.missing += count;
            return;
        }
        None => {
            problems.add(path, pos, || {
                // Suggested from the name alone, without its printing ("Beanstalk Gaint (ELD) 149").
                let bare = strip_printing(name).unwrap_or(name);
                let near = db.suggest(bare.split(" // ").next().unwrap_or(bare));
                let name = format!("{:?}", shown(name));
                match near.is_empty() {
                    true => Said::new("cli-unknown-card", &[("name", &name)]),
                    false => Said::new("decks-read-unknown-card-near", &[("name", &name), ("names", &near.join(", "))]),
                }
            });
            deck.missing += count;
            return;
        }
    };
    // Cards that share a name (Unstable's six Everythingamajigs): the table knows a card by its
    // name, so the deck has the first; said, not done silently.
    if let Some(alike) = same_name(db, &found) {
        let words = [("line", line.as_str()), ("n", &alike.n), ("name", &found), ("printings", &alike.printings)];
        deck.notes.push(Said::new("decks-read-same-name", &[&words[..], &[("printing", &alike.first)]].concat()));
    }
    let entry = DeckEntry { count, name: found, line: pos.0 };
    match section {
        Section::Main => deck.main.push(entry),
        Section::Sideboard => deck.sideboard.push(entry),
        Section::Commander => deck.commander.push(entry),
        Section::Companion => deck.companion.push(entry),
        Section::Ignored => {}
    }
}

/// Reads a plain-text decklist (Forge's `.dck` too); `Err` lists every problem, each at its
/// line and column.
pub fn parse_decklist(path: &Path, text: &str, db: &CardDb) -> Result<Decklist, Vec<LoadError>> {
    let mut problems = Problems { list: Vec::new(), keep: MAX_ERRORS, stop: true, more: 0 };
    let deck = read_decklist(path, text, db, &mut problems);
    match problems.list.is_empty() {
        true => Ok(deck),
        false => Err(problems.list),
    }
}

fn read_decklist(path: &Path, text: &str, db: &CardDb, problems: &mut Problems) -> Decklist {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut deck = Decklist::default();
    let mut section = Section::Main;
    // Forge's bracketed sections: there "Name|SET|art" is a name and its printing.
    let mut forge = false;
    // A Forge section this table doesn't use, until its first line is noted.
    let mut unused: Option<String> = None;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        if problems.stopped(path, (line_no, 1)) {
            break;
        }
        let line = raw.trim();
        if line.is_empty() || line.starts_with("//") || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            forge = true;
            unused = None;
            section = match name.trim().to_lowercase().as_str() {
                "main" => Section::Main,
                "sideboard" => Section::Sideboard,
                "commander" => Section::Commander,
                // Forge's own "key=value" lines about the deck.
                "metadata" | "shop" => Section::Ignored,
                _ => {
                    unused = Some(name.trim().to_string());
                    Section::Ignored
                }
            };
            continue;
        }
        if section == Section::Ignored {
            // The first card of a section a game here doesn't use ([Planes], [Avatar]...).
            if let Some(name) = unused.take() {
                let line = line_no.to_string();
                deck.notes.push(Said::new("decks-read-section-unused", &[("line", &line), ("name", &name)]));
            }
            continue;
        }
        let header = line.trim_end_matches(':').to_lowercase();
        match header.as_str() {
            "deck" | "main" | "maindeck" | "main deck" => {
                section = Section::Main;
                continue;
            }
            "sideboard" | "side" => {
                section = Section::Sideboard;
                continue;
            }
            "commander" => {
                section = Section::Commander;
                continue;
            }
            "companion" => {
                section = Section::Companion;
                continue;
            }
            _ => {}
        }
        let (here, rest) = match line.strip_prefix("SB:") {
            Some(rest) => (Section::Sideboard, rest.trim()),
            None => (section, line),
        };
        let col = raw.len() - raw.trim_start().len() + (line.len() - rest.len()) + 1;
        let (count, name) = match split_count(rest) {
            Ok(x) => x,
            Err(message) => {
                problems.add(path, (line_no, col), || message);
                continue;
            }
        };
        let name = match forge {
            // "Name|SET|art", a featured foil marked "Name+|SET".
            true => name.split('|').next().unwrap_or(name).trim().trim_end_matches('+'),
            false => name,
        };
        add(&mut deck, problems, db, (path, (line_no, col)), (count, name, here));
    }
    deck
}

/// "4 Name", "4x Name", or "Name" (one).
fn split_count(s: &str) -> Result<(u32, &str), Said> {
    let digits = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    if digits == 0 {
        return Ok((1, s));
    }
    let count: u32 = s[..digits]
        .parse()
        .map_err(|_| Said::new("decks-read-not-a-count", &[("found", &format!("{:?}", shown(&s[..digits])))]))?;
    let rest = s[digits..].strip_prefix(['x', 'X']).unwrap_or(&s[digits..]);
    if !rest.starts_with(char::is_whitespace) {
        return Err(Said::new("decks-read-expected-line", &[("found", &format!("{:?}", shown(s)))]));
    }
    if count == 0 || count > MAX_COUNT {
        return Err(Said::new("decks-read-count", &[("most", &MAX_COUNT.to_string()), ("found", &count.to_string())]));
    }
    Ok((count, rest.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db() -> CardDb {
        CardDb::load_default().0
    }

    #[test]
    fn plain_text_arena_and_mtgo_lines_read_into_sections() {
        let text = "// a comment\nDeck\n4 Delver of Secrets\n2x Island\nForest\n3 Village Ironsmith (MID) 47\n\
                    1 Delver of Secrets // Insectile Aberration\nSB: 2 Gut Shot\n\nSideboard:\n1 Fireball\n\
                    Commander\n1 Garruk Wildspeaker\n";
        let d = parse_decklist(Path::new("d.txt"), text, &db()).unwrap();
        let main: Vec<(u32, &str)> = d.main.iter().map(|e| (e.count, e.name.as_str())).collect();
        assert_eq!(
            main,
            [
                (4, "Delver of Secrets"),
                (2, "Island"),
                (1, "Forest"),
                (3, "Village Ironsmith"),
                (1, "Delver of Secrets")
            ]
        );
        let side: Vec<(u32, &str)> = d.sideboard.iter().map(|e| (e.count, e.name.as_str())).collect();
        assert_eq!(side, [(2, "Gut Shot"), (1, "Fireball")]);
        assert_eq!(d.commander[0].name, "Garruk Wildspeaker");
        assert_eq!(d.main_cards().len(), 11);
    }

    #[test]
    fn every_unknown_card_and_bad_count_is_reported_at_its_line_with_the_nearest_names() {
        let text = "4 Delver of Secret\n2 Island\n  0 Forest\n1 Grizly Bears\n4Island\n";
        let errors = parse_decklist(Path::new("bad.txt"), text, &db()).unwrap_err();
        let shown: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert_eq!(shown.len(), 4, "{shown:#?}");
        assert!(shown[0].starts_with("bad.txt:1:1: unknown card \"Delver of Secret\"; did you mean Delver of Secrets"));
        assert!(shown[1].starts_with("bad.txt:3:3: a count from 1 to 1000, found 0"), "{}", shown[1]);
        assert!(shown[2].starts_with("bad.txt:4:1: unknown card \"Grizly Bears\"; did you mean Grizzly Bears"));
        assert!(shown[3].starts_with("bad.txt:5:1: expected a count"), "{}", shown[3]);
    }

    #[test]
    fn the_shipped_sample_decks_have_sixty_known_cards() {
        for deck in ["werewolves.txt", "face-down.txt"] {
            let path = crate::format::shipped_dir().join("decks").join(deck);
            let text = std::fs::read_to_string(&path).unwrap();
            let d = parse_decklist(&path, &text, &db()).unwrap_or_else(|e| panic!("{e:?}"));
            assert_eq!(d.main_cards().len(), 60, "{deck}");
        }
    }

    #[test]
    fn cockatrice_cod_and_mtgo_dek_files_are_read_by_their_content() {
        let db = db();
        let cod = r#"<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
  <deckname>Wolves</deckname>
  <zone name="main">
    <card number="4" name="Delver of Secrets" setShortName="MID" collectorNumber="47"/>
    <card number="20" name="Island"/>
  </zone>
  <zone name="side">
    <card number="2" name="Gut Shot"/>
  </zone>
  <zone name="tokens">
    <card number="1" name="Human Wizard"/>
  </zone>
</cockatrice_deck>"#;
        let d = parse_deck_file(Path::new("w.cod"), cod, &db).unwrap();
        assert_eq!(d.main_cards().len(), 24);
        assert_eq!((d.sideboard[0].name.as_str(), d.sideboard[0].count, d.sideboard[0].line), ("Gut Shot", 2, 9));
        let dek = r#"<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <Cards CatID="61202" Quantity="3" Sideboard="false" Name="Delver of Secrets // Insectile Aberration" />
  <Cards CatID="1" Quantity="1" Sideboard="true" Name="Kitchen Finks" />
</Deck>"#;
        let d = parse_deck_file(Path::new("w.dek"), dek, &db).unwrap();
        assert_eq!((d.main[0].name.as_str(), d.main[0].count), ("Delver of Secrets", 3));
        assert_eq!(d.sideboard[0].name, "Kitchen Finks");
    }

    #[test]
    fn xml_decklists_report_unknown_cards_and_broken_xml_at_their_line() {
        let db = db();
        let cod = "<cockatrice_deck>\n<zone name=\"main\">\n<card number=\"4\" name=\"Delver of Secret\"/>\n</zone>\n</cockatrice_deck>";
        let e = parse_deck_file(Path::new("x.cod"), cod, &db).unwrap_err();
        assert!(
            e[0].to_string()
                .starts_with("x.cod:3:1: unknown card \"Delver of Secret\"; did you mean Delver of Secrets"),
            "{}",
            e[0]
        );
        let broken = "<Deck>\n  <Cards Quantity=\"2\" Name=\"Island\" \n</Deck>";
        let e = parse_deck_file(Path::new("y.dek"), broken, &db).unwrap_err();
        assert!(e[0].to_string().starts_with("y.dek:") && e[0].to_string().contains("not well-formed XML"), "{}", e[0]);
        let other = "<html><body/></html>";
        let e = parse_deck_file(Path::new("z.dek"), other, &db).unwrap_err();
        assert!(e[0].to_string().contains("found <html>"), "{}", e[0]);
        let zero = "<Deck><Cards Quantity=\"0\" Name=\"Island\"/></Deck>";
        assert!(parse_deck_file(Path::new("q.dek"), zero, &db).unwrap_err()[0].to_string().contains("a count from 1"));
    }

    #[test]
    fn split_and_double_faced_names_are_found_with_one_slash_a_bar_or_transform() {
        let db = db();
        let text = "1 Delver of Secrets/Insectile Aberration\n1 Delver of Secrets|Insectile Aberration\n1 Delver of Secrets (Transform)\n";
        let d = parse_decklist(Path::new("s.txt"), text, &db).unwrap();
        assert!(d.main.iter().all(|e| e.name == "Delver of Secrets"), "{d:?}");
    }

    fn db_of(names: &[&str]) -> CardDb {
        let mut db = CardDb::default();
        for n in names {
            db.insert(crate::cards::CardDef::single(crate::cards::Face { name: (*n).into(), ..Default::default() }));
        }
        db
    }

    #[test]
    fn rule_702_139a_a_companion_is_kept_apart_not_made_a_commander() {
        let text = "Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Grizzly Bears\n";
        let db = db_of(&["Lurrus of the Dream-Den", "Grizzly Bears"]);
        let d = parse_decklist(Path::new("c.txt"), text, &db).unwrap();
        assert!(d.commander.is_empty(), "{d:?}");
        assert_eq!(d.companion[0].name, "Lurrus of the Dream-Den");
        assert_eq!(d.main_cards(), ["Grizzly Bears"; 4]);
    }

    #[test]
    fn parentheses_that_are_part_of_a_name_are_kept_and_only_a_printing_is_stripped() {
        let db = db_of(&["Erase", "Erase (Not the Urza's Legacy One)", "B.F.M. (Big Furry Monster)", "Island"]);
        let text = "1 Erase (Not the Urza's Legacy One)\n1 B.F.M. (Big Furry Monster)\n1 Erase (ULG) 8\n\
                    2 Island (M20) 265\n1 Island (pM20)\n";
        let d = parse_decklist(Path::new("p.txt"), text, &db).unwrap_or_else(|e| panic!("{e:?}"));
        let names: Vec<&str> = d.main.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(
            names,
            ["Erase (Not the Urza's Legacy One)", "B.F.M. (Big Furry Monster)", "Erase", "Island", "Island"]
        );
        assert_eq!(strip_printing("Delver of Secrets (MID) 47"), Some("Delver of Secrets"));
        assert_eq!(strip_printing("Delver of Secrets (Transform)"), Some("Delver of Secrets"));
        assert_eq!(strip_printing("B.F.M. (Big Furry Monster)"), None);
    }

    #[test]
    fn utf_16_and_windows_1252_decklists_read_as_their_writers_meant() {
        let db = db_of(&["Urza's Mine", "Lim-Dûl's Vault", "Island"]);
        let list = "4 Urza's Mine\r\n1 Lim-Dûl's Vault\r\n";
        let utf16le: Vec<u8> = [0xff, 0xfe].into_iter().chain(list.encode_utf16().flat_map(u16::to_le_bytes)).collect();
        let utf16be: Vec<u8> = list.encode_utf16().flat_map(u16::to_be_bytes).collect();
        let cp1252 = b"4 Urza\x92s Mine\n1 Lim-D\xfbl's Vault\n".to_vec();
        for (bytes, note) in [(utf16le, "UTF-16"), (utf16be, "UTF-16"), (cp1252, "Windows-1252")] {
            let (text, said) = deck_text(&bytes, "d.txt");
            assert!(said.as_ref().is_some_and(|s| s.to_string().contains(note)), "{said:?}");
            let d = parse_decklist(Path::new("d.txt"), &text, &db).unwrap_or_else(|e| panic!("{note}: {e:?}"));
            assert_eq!(d.main.iter().map(|e| e.count).sum::<u32>(), 5, "{note}");
        }
        assert_eq!(deck_text(b"4 Island\n", "d.txt"), ("4 Island\n".to_string(), None));
    }

    #[test]
    fn a_file_past_the_bound_or_of_binary_junk_is_refused_at_once_and_long_lines_are_cut() {
        let dir = std::env::temp_dir().join(format!("bifronte-deck-bounds-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let big = dir.join("big.txt");
        let f = std::fs::File::create(&big).unwrap();
        f.set_len(MAX_DECK_BYTES + 1).unwrap();
        let e = read_deck_text(&big).unwrap_err().to_string();
        assert!(e.contains("big.txt") && e.contains(&MAX_DECK_BYTES.to_string()), "{e}");
        let junk = dir.join("junk.txt");
        std::fs::write(&junk, (0..4096u32).map(|i| (i * 7 % 256) as u8).collect::<Vec<u8>>()).unwrap();
        let e = read_deck_text(&junk).unwrap_err().to_string();
        assert!(e.contains("junk.txt"), "{e}");
        std::fs::remove_dir_all(&dir).ok();
        let db = db_of(&["Island"]);
        let long = format!("1 {}\n", "Q".repeat(100_000));
        let e = parse_decklist(Path::new("l.txt"), &long, &db).unwrap_err();
        assert!(e[0].to_string().len() < 400, "{} bytes", e[0].to_string().len());
    }

    #[test]
    fn a_foil_mark_a_set_in_small_letters_and_a_misspelt_name_with_its_printing_are_read() {
        let db = db_of(&["Lightning Bolt", "Delver of Secrets", "Beanstalk Giant", "Island"]);
        let text = "1 Lightning Bolt (2XM) 117 *F*
1 delver of secrets (isd) 51
1 Island (M20) 265 *E*
";
        let d = parse_decklist(Path::new("m.txt"), text, &db).unwrap_or_else(|e| panic!("{e:?}"));
        let names: Vec<&str> = d.main.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["Lightning Bolt", "Delver of Secrets", "Island"]);
        let e = parse_decklist(
            Path::new("g.txt"),
            "3 Beanstalk Gaint (ELD) 149
",
            &db,
        )
        .unwrap_err();
        assert!(e[0].to_string().contains("did you mean Beanstalk Giant"), "{}", e[0]);
        // A word in parentheses alone is still the name's own.
        assert_eq!(strip_printing("Some Card (word)"), None);
    }

    #[test]
    fn a_byte_order_mark_shifts_no_position() {
        let db = db_of(&["Island"]);
        let dek = "\u{feff}<?xml version=\"1.0\"?>\n<Deck>\n  <Cards Quantity=\"1\" Name=\"Island\" />\n\
                   <Cards Quantity=\"1\" Name=\"Islnd\" />\n</Deck>";
        let e = parse_deck_file(Path::new("b.dek"), dek, &db).unwrap_err();
        assert!(e[0].to_string().starts_with("b.dek:4:1: unknown card \"Islnd\""), "{}", e[0]);
        let txt = "\u{feff}1 Island\n1 Islnd\n";
        let e = parse_deck_file(Path::new("b.txt"), txt, &db).unwrap_err();
        assert!(e[0].to_string().starts_with("b.txt:2:1: unknown card"), "{}", e[0]);
    }

    #[test]
    fn forge_dck_sections_and_printings_are_read_and_unused_sections_noted() {
        let db = db_of(&["Adeline, Resplendent Cathar", "Plains", "Flameblade Angel", "Gut Shot", "Sol Ring"]);
        let text = "[metadata]\nName=cathar\nDescription=a deck\n[Main]\n1 Adeline, Resplendent Cathar|MID|1\n\
                    4 Plains|VOW|3\n1 Flameblade Angel+|SOI\n[sideboard]\n2 Gut Shot|NPH\n[Commander]\n1 Sol Ring|C21\n\
                    [Avatar]\n[Planes]\n1 Akoum|HOP\n[shop]\nCredits=1200\n";
        let d = parse_deck_file(Path::new("f.dck"), text, &db).unwrap_or_else(|e| panic!("{e:?}"));
        let main: Vec<(u32, &str)> = d.main.iter().map(|e| (e.count, e.name.as_str())).collect();
        assert_eq!(main, [(1, "Adeline, Resplendent Cathar"), (4, "Plains"), (1, "Flameblade Angel")]);
        assert_eq!((d.sideboard[0].count, d.sideboard[0].name.as_str()), (2, "Gut Shot"));
        assert_eq!(d.commander[0].name, "Sol Ring");
        assert_eq!(
            d.notes.iter().map(Said::to_string).collect::<Vec<_>>(),
            ["line 14: the [Planes] section isn't used at this table: left out"]
        );
    }

    #[test]
    fn rule_712_4_a_back_face_names_its_card_with_a_note_and_a_melded_permanent_is_refused() {
        let db = db();
        let text = "1 Insectile Aberration\n1 Brisela, Voice of Nightmares\n1 Gisela, the Broken Blade\n";
        let (deck, errors) = read_deck_file(Path::new("m.txt"), text, &db, MAX_ERRORS);
        assert_eq!(
            deck.main.iter().map(|e| e.name.as_str()).collect::<Vec<_>>(),
            ["Delver of Secrets", "Gisela, the Broken Blade"]
        );
        assert_eq!(
            deck.notes.iter().map(Said::to_string).collect::<Vec<_>>(),
            ["line 1: Insectile Aberration is the back face of Delver of Secrets: the deck has Delver of Secrets"]
        );
        assert_eq!(errors.len(), 1, "{errors:?}");
        let e = errors[0].to_string();
        assert!(e.starts_with("m.txt:2:1: Brisela, Voice of Nightmares is a melded permanent (712.4)"), "{e}");
        assert!(e.contains("Bruna, the Fading Light and Gisela, the Broken Blade"), "{e}");
    }

    #[test]
    fn a_whole_list_counts_every_problem_and_says_the_first_few_in_full() {
        let db = db_of(&["Island", "Forest"]);
        let mut text = String::from("4 Island\n");
        text.extend((0..1000).map(|i| format!("1 Unknown Card {i}\n")));
        text.push_str("2 Forest\n");
        let (deck, errors, more) = check_deck_file(Path::new("c.txt"), &text, &db, 5);
        assert_eq!((errors.len(), more), (5, 995), "{errors:?}");
        assert!(errors[4].to_string().starts_with("c.txt:6:1: unknown card \"Unknown Card 4\""), "{}", errors[4]);
        // Read to its end: the last line's cards are found, every unknown one counted.
        assert_eq!((deck.found(), deck.missing), (6, 1000));
        // A game's setup stops at its bound, and says so.
        let (_, errors) = read_deck_file(Path::new("c.txt"), &text, &db, 5);
        assert_eq!(errors.len(), 6);
        assert!(errors[5].to_string().contains("stopped reading here"), "{}", errors[5]);
    }

    #[test]
    fn xml_names_and_tags_are_cut_in_messages() {
        let db = db_of(&["Island"]);
        let long = "Q".repeat(100_000);
        for xml in [
            format!("<Deck>\n<Cards Quantity=\"zz\" Name=\"{long}\"/>\n</Deck>"),
            format!("<{long}/>"),
            format!("<Deck><a></{long}></Deck>"),
            format!("<Deck><{long}>"),
            format!(
                "<cockatrice_deck><zone name=\"main\"><card number=\"{long}\" name=\"Island\"/></zone></cockatrice_deck>"
            ),
        ] {
            let e = parse_deck_file(Path::new("x.dek"), &xml, &db).unwrap_err();
            assert!(e.iter().all(|e| e.to_string().len() < 400), "{} bytes", e[0].to_string().len());
        }
    }
}
