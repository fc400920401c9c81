//! The deck editor's model, apart from its window (`overlay/ui/deck_editor.rs`): a deck being
//! made, its card counts by part (main deck, sideboard, commander), every change undoable, the
//! search over every known card (shipped and imported) by words, card type, colour and mana
//! value, and opening and saving in each format `deckfile.rs` writes.

use std::path::{Path, PathBuf};

use super::deckfile::{DeckFormat, write_deck};
use super::decklist::{DeckEntry, Decklist};
use super::decks::Refused;
use super::stats::DeckStats;
use super::{CardDb, CardType, Color};
use crate::format::LoadError;

/// The most changes Undo goes back through.
pub const UNDO_DEPTH: usize = 200;

/// Where in a deck a card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The main deck: the library a game starts with.
    Main,
    /// The sideboard (100.4).
    Sideboard,
    /// The command zone (903.3).
    Commander,
}

impl Part {
    /// Every part, in the order the editor lists them.
    pub const ALL: [Part; 3] = [Part::Commander, Part::Main, Part::Sideboard];

    /// Its name.
    pub fn label(self) -> &'static str {
        match self {
            Part::Main => "Main deck",
            Part::Sideboard => "Sideboard",
            Part::Commander => "Commander",
        }
    }
}

/// What the card search asks for; empty fields ask nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardFilter {
    /// Words every one of which is in the name, type line or text (any case or accent).
    pub words: String,
    /// A card type the front face has.
    pub card_type: Option<CardType>,
    /// Colours: a card of any one of them (a colorless card when `colorless`).
    pub colors: Vec<Color>,
    /// Colorless cards only.
    pub colorless: bool,
    /// The front face's mana value (7 means 7 or more, as on the curve).
    pub mana_value: Option<u32>,
}

/// How many names the search looks through once its words have picked them.
const SEARCHED: usize = 60_000;

/// A card by any name the search or a deck gives it: "Front // Back" too.
pub fn card<'a>(db: &'a CardDb, name: &str) -> Option<&'a std::sync::Arc<super::CardDef>> {
    db.get(name).or_else(|| db.get(name.split(" // ").next()?))
}

/// The known cards that `filter` finds, by name, at most `limit`.
pub fn search(db: &CardDb, filter: &CardFilter, limit: usize) -> Vec<String> {
    let mut found = Vec::new();
    for name in db.search(&filter.words, SEARCHED) {
        let Some(def) = card(db, &name) else { continue };
        let face = def.front();
        if filter.card_type.is_some_and(|t| !face.types.contains(&t)) {
            continue;
        }
        let colors = face.colors();
        if filter.colorless && !colors.is_empty() {
            continue;
        }
        if !filter.colors.is_empty() && !filter.colors.iter().any(|c| colors.contains(*c)) {
            continue;
        }
        let mv = face.mana_cost.as_ref().map_or(0, |c| c.mana_value());
        if filter.mana_value.is_some_and(|want| mv.min(super::stats::CURVE_TOP) != want) {
            continue;
        }
        found.push(name);
        if found.len() == limit {
            break;
        }
    }
    found
}

/// A deck being edited.
#[derive(Clone, Debug, Default)]
pub struct DeckEdit {
    /// Its name (the file's, without the extension).
    pub name: String,
    /// The file it was opened from or last saved to.
    pub path: Option<PathBuf>,
    /// The format it was opened in or last saved in.
    pub format: Option<DeckFormat>,
    /// The cards.
    pub deck: Decklist,
    /// The deck as it was before each change, the latest last.
    undo: Vec<Decklist>,
    /// Changes undone, the latest undone last.
    redo: Vec<Decklist>,
    /// The deck as last opened or saved: anything else is unsaved.
    saved: Decklist,
}

impl DeckEdit {
    /// A new, empty deck.
    pub fn new(name: &str) -> DeckEdit {
        DeckEdit { name: name.to_string(), ..Default::default() }
    }

    /// Opens a decklist file in any format the reader knows; every problem at its line
    /// otherwise.
    pub fn open(path: &Path, db: &CardDb) -> Result<DeckEdit, Vec<LoadError>> {
        let (text, _) = super::decklist::read_deck_text(path).map_err(|e| vec![e])?;
        let deck = super::decklist::parse_deck_file(path, &text, db)?;
        Ok(DeckEdit {
            name: path.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned()),
            path: Some(path.to_path_buf()),
            format: Some(DeckFormat::of_text(&text)),
            saved: deck.clone(),
            deck,
            ..Default::default()
        })
    }

    fn part_mut(&mut self, part: Part) -> &mut Vec<DeckEntry> {
        match part {
            Part::Main => &mut self.deck.main,
            Part::Sideboard => &mut self.deck.sideboard,
            Part::Commander => &mut self.deck.commander,
        }
    }

    /// The entries of a part.
    pub fn part(&self, part: Part) -> &[DeckEntry] {
        match part {
            Part::Main => &self.deck.main,
            Part::Sideboard => &self.deck.sideboard,
            Part::Commander => &self.deck.commander,
        }
    }

    /// How many copies of `name` a part holds.
    pub fn count(&self, part: Part, name: &str) -> u32 {
        self.part(part).iter().filter(|e| e.name == name).map(|e| e.count).sum()
    }

    fn remember(&mut self) {
        self.undo.push(self.deck.clone());
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
    }

    /// Adds `n` copies of a card (its name as the database knows it) to a part, or takes them
    /// out when `n` is negative (down to none). Nothing changes for an unknown card.
    pub fn add(&mut self, part: Part, name: &str, n: i32, db: &CardDb) -> bool {
        let Some(def) = card(db, name) else { return false };
        let name = def.front().name.to_string();
        let had = self.count(part, &name);
        let want = (i64::from(had) + i64::from(n)).clamp(0, 1000) as u32;
        if want == had {
            return false;
        }
        self.remember();
        // One entry a name from then on, where the name first was.
        let entries = self.part_mut(part);
        let first = entries.iter().position(|e| e.name == name);
        entries.retain(|e| e.name != name);
        if want > 0 {
            let at = first.unwrap_or(entries.len()).min(entries.len());
            entries.insert(at, DeckEntry { count: want, name, line: 0 });
        }
        true
    }

    /// Moves one copy of a card from a part to another (sideboarding, making a commander).
    pub fn move_one(&mut self, from: Part, to: Part, name: &str, db: &CardDb) -> bool {
        if from == to || self.count(from, name) == 0 {
            return false;
        }
        let before = self.deck.clone();
        self.add(from, name, -1, db);
        self.add(to, name, 1, db);
        // One change, one undo.
        self.undo.truncate(self.undo.len().saturating_sub(2));
        self.undo.push(before);
        true
    }

    /// Empties the deck, as one change that undo takes back (New on a deck that wasn't kept).
    pub fn clear(&mut self) -> bool {
        if self.deck == Decklist::default() {
            return false;
        }
        self.remember();
        self.deck = Decklist::default();
        true
    }

    /// Goes back one change.
    pub fn undo(&mut self) -> bool {
        let Some(before) = self.undo.pop() else { return false };
        self.redo.push(std::mem::replace(&mut self.deck, before));
        true
    }

    /// Does again the change last undone.
    pub fn redo(&mut self) -> bool {
        let Some(after) = self.redo.pop() else { return false };
        self.undo.push(std::mem::replace(&mut self.deck, after));
        true
    }

    /// Whether there is a change to undo, and one to redo.
    pub fn can_undo_redo(&self) -> (bool, bool) {
        (!self.undo.is_empty(), !self.redo.is_empty())
    }

    /// Whether the deck differs from the file it was opened from or saved to.
    pub fn unsaved(&self) -> bool {
        self.deck != self.saved
    }

    /// The deck's figures.
    pub fn stats(&self, db: &CardDb) -> DeckStats {
        DeckStats::of(&self.deck, db)
    }

    /// Writes the deck to `path` in `format`, whole or not at all; the deck takes the file's
    /// name.
    pub fn save(&mut self, path: &Path, format: DeckFormat, db: &CardDb) -> Result<(), Refused> {
        if let Some(stem) = path.file_stem() {
            self.name = stem.to_string_lossy().into_owned();
        }
        let text = write_deck(&self.deck, format, &self.name, db);
        let unwritable =
            |path: &Path, e: std::io::Error| Refused::Unwritable { path: path.to_path_buf(), why: e.to_string() };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| unwritable(dir, e))?;
        }
        crate::format::write_atomic(path, text.as_bytes()).map_err(|e| unwritable(path, e))?;
        self.path = Some(path.to_path_buf());
        self.format = Some(format);
        self.saved = self.deck.clone();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db() -> CardDb {
        CardDb::load_default().0
    }

    #[test]
    fn cards_are_added_taken_out_and_moved_and_every_change_is_undone_and_redone() {
        let db = db();
        let mut edit = DeckEdit::new("Test");
        assert!(edit.add(Part::Main, "delver of secrets", 4, &db), "found by any case");
        assert!(!edit.add(Part::Main, "No Such Card", 4, &db));
        edit.add(Part::Main, "Island", 20, &db);
        edit.add(Part::Main, "Delver of Secrets", -1, &db);
        assert_eq!(edit.count(Part::Main, "Delver of Secrets"), 3);
        assert!(edit.move_one(Part::Main, Part::Sideboard, "Delver of Secrets", &db));
        assert_eq!(
            (edit.count(Part::Main, "Delver of Secrets"), edit.count(Part::Sideboard, "Delver of Secrets")),
            (2, 1)
        );
        edit.add(Part::Main, "Island", -30, &db);
        assert!(edit.part(Part::Main).iter().all(|e| e.name != "Island"), "none left: the line goes");
        // Five changes, each undone in turn; a move is one change.
        assert!(edit.undo());
        assert_eq!(edit.count(Part::Main, "Island"), 20);
        assert!(edit.undo());
        assert_eq!(edit.count(Part::Sideboard, "Delver of Secrets"), 0);
        assert_eq!(edit.count(Part::Main, "Delver of Secrets"), 3);
        assert!(edit.redo());
        assert_eq!(edit.count(Part::Sideboard, "Delver of Secrets"), 1);
        edit.undo();
        edit.undo();
        edit.undo();
        assert!(edit.undo());
        assert!(edit.deck.main.is_empty() && !edit.undo());
        assert_eq!(edit.can_undo_redo(), (false, true));
        // A change after an undo drops what could be redone.
        edit.add(Part::Commander, "Serra Angel", 1, &db);
        assert_eq!(edit.can_undo_redo(), (true, false));
    }

    #[test]
    fn a_card_named_exactly_what_is_asked_comes_first() {
        let db = db();
        for asked in ["Forest", "forest", "Island"] {
            let found = search(&db, &CardFilter { words: asked.into(), ..Default::default() }, 20);
            assert!(found.len() > 1, "{asked}: {found:?}");
            assert!(found[0].eq_ignore_ascii_case(asked), "{asked}: {found:?}");
        }
    }

    #[test]
    fn the_search_finds_cards_by_words_type_colour_and_mana_value() {
        let db = db();
        let all = |f: CardFilter| search(&db, &f, 10_000);
        let angels = all(CardFilter { words: "angel flying".into(), ..Default::default() });
        assert!(angels.contains(&"Serra Angel".to_string()), "{angels:?}");
        let lands = all(CardFilter { card_type: Some(CardType::Land), ..Default::default() });
        assert!(lands.contains(&"Island".to_string()) && !lands.contains(&"Serra Angel".to_string()));
        let blue_one = all(CardFilter { colors: vec![Color::Blue], mana_value: Some(1), ..Default::default() });
        assert!(blue_one.iter().any(|n| n.starts_with("Delver of Secrets")), "{blue_one:?}");
        for name in &blue_one {
            let face = card(&db, name).unwrap().front().clone();
            assert!(face.colors().contains(Color::Blue), "{name}");
            assert_eq!(face.mana_cost.as_ref().map_or(0, |c| c.mana_value()), 1, "{name}");
        }
        let colorless = all(CardFilter { colorless: true, ..Default::default() });
        assert!(colorless.contains(&"Island".to_string()) && !colorless.iter().any(|n| n == "Serra Angel"));
        assert_eq!(search(&db, &CardFilter::default(), 5).len(), 5, "at most the limit");
    }

    #[test]
    fn every_format_round_trips_through_the_editor_unchanged() {
        let db = db();
        let dir = std::env::temp_dir().join(format!("bifronte-deck-edit-{}", std::process::id()));
        let mut edit = DeckEdit::new("Round trip");
        edit.add(Part::Main, "Delver of Secrets", 4, &db);
        edit.add(Part::Main, "Fire // Ice", 2, &db);
        edit.add(Part::Main, "Island", 20, &db);
        edit.add(Part::Sideboard, "Serra Angel", 3, &db);
        for format in DeckFormat::ALL {
            let path = dir.join(format!("deck-{}.{}", format.label().replace([' ', '.'], ""), format.extension()));
            edit.save(&path, format, &db).unwrap();
            assert!(!edit.unsaved());
            let written = std::fs::read(&path).unwrap();
            let mut opened = DeckEdit::open(&path, &db).unwrap_or_else(|e| panic!("{format:?}: {e:?}"));
            // Without imported printings an Arena list is plain text: it opens as such.
            if format != DeckFormat::Arena {
                assert_eq!(opened.format, Some(format));
            }
            let names = |d: &Decklist| -> Vec<Vec<(u32, String)>> {
                [&d.main, &d.sideboard, &d.commander]
                    .iter()
                    .map(|s| s.iter().map(|e| (e.count, e.name.clone())).collect())
                    .collect()
            };
            assert_eq!(names(&opened.deck), names(&edit.deck), "{format:?}");
            opened.save(&path, format, &db).unwrap();
            assert_eq!(std::fs::read(&path).unwrap(), written, "{format:?}: saved again, byte for byte");
        }
        std::fs::remove_dir_all(dir).ok();
    }
}
