//! Decklists as players write and export them, in plain text: a card a line, "4 Delver of
//! Secrets" (or "4x ..."; no count is one), with "Deck", "Sideboard", "Commander" and
//! "Companion" sections, MTGO's "SB: 2 Name" lines and MTG Arena's set and collector number
//! ("4 Delver of Secrets (MID) 47", ignored). A double-faced card may be named by its front face
//! or as "Front // Back". Comments start with "//" or "#". Every unknown card is reported at once,
//! each at its line with the nearest names.

use std::path::Path;

use super::CardDb;
use crate::format::LoadError;

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
}

/// The most copies one line may ask for.
const MAX_COUNT: u32 = 1000;

/// Reads a plain-text decklist; `Err` lists every problem, each at its line and column.
pub fn parse_decklist(path: &Path, text: &str, db: &CardDb) -> Result<Decklist, Vec<LoadError>> {
    let mut deck = Decklist::default();
    let mut errors = Vec::new();
    let mut section = Section::Main;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim().trim_start_matches('\u{feff}');
        if line.is_empty() || line.starts_with("//") || line.starts_with('#') {
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
            "commander" | "companion" => {
                section = Section::Commander;
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
                errors.push(LoadError::at(path, Some(&(line_no, col)), message));
                continue;
            }
        };
        let name = strip_set(name);
        let Some(found) = resolve(db, name) else {
            let near = db.suggest(name.split(" // ").next().unwrap_or(name));
            let hint = if near.is_empty() { String::new() } else { format!("; did you mean {}?", near.join(", ")) };
            errors.push(LoadError::at(path, Some(&(line_no, col)), format!("unknown card {name:?}{hint}")));
            continue;
        };
        let entry = DeckEntry { count, name: found, line: line_no };
        match here {
            Section::Main => deck.main.push(entry),
            Section::Sideboard => deck.sideboard.push(entry),
            Section::Commander => deck.commander.push(entry),
        }
    }
    if errors.is_empty() { Ok(deck) } else { Err(errors) }
}

/// "4 Name", "4x Name", or "Name" (one).
fn split_count(s: &str) -> Result<(u32, &str), String> {
    let digits = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    if digits == 0 {
        return Ok((1, s));
    }
    let count: u32 = s[..digits].parse().map_err(|_| format!("{:?} is not a card count", &s[..digits]))?;
    let rest = s[digits..].strip_prefix(['x', 'X']).unwrap_or(&s[digits..]);
    if !rest.starts_with(char::is_whitespace) {
        return Err(format!("expected a count, a space and a card name, found {s:?}"));
    }
    if count == 0 || count > MAX_COUNT {
        return Err(format!("a count from 1 to {MAX_COUNT}, found {count}"));
    }
    Ok((count, rest.trim()))
}

/// MTG Arena writes the set and collector number after the name: "Name (MID) 47".
fn strip_set(name: &str) -> &str {
    match name.rfind(" (") {
        Some(i) if name[i..].contains(')') => name[..i].trim(),
        _ => name,
    }
}

/// The database's name for a card named by its name, its front face or "Front // Back".
fn resolve(db: &CardDb, name: &str) -> Option<String> {
    let front = name.split(" // ").next().unwrap_or(name).trim();
    db.get(name).or_else(|| db.get(front)).map(|c| c.front().name.clone())
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
}
