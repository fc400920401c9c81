//! The card database: every `CardDef` under `assets/cards/`, looked up by any face's name, and
//! beside them the cards imported from Scryfall's data ([`super::store`]), if any.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use bevy::prelude::Resource;

use super::CardDef;
use super::store::CardStore;
use crate::format::{LoadError, load_ron, read_text, ron_files, top_level_positions};

/// Whether a RON document's first token opens a list (after comments and `#![..]` attributes).
fn starts_with_list(text: &str) -> bool {
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        if let Some(r) = rest.strip_prefix("//") {
            rest = r.split_once('\n').map_or("", |(_, after)| after);
        } else if let Some(r) = rest.strip_prefix("/*") {
            rest = r.split_once("*/").map_or("", |(_, after)| after);
        } else if let Some(r) = rest.strip_prefix("#!") {
            rest = r.split_once(']').map_or("", |(_, after)| after);
        } else {
            return rest.starts_with('[');
        }
    }
}

/// Parses a card file: a list of `CardDef`s or a single one.
pub fn parse_card_file(path: &Path, text: &str) -> Result<Vec<CardDef>, LoadError> {
    let defs: Vec<CardDef> = if starts_with_list(text) { load_ron(path, text)? } else { vec![load_ron(path, text)?] };
    for (i, d) in defs.iter().enumerate() {
        d.validate().map_err(|message| {
            // Only a card that fails needs its place: the text is scanned for it then.
            let (line, col) = top_level_positions(text).get(i).copied().unwrap_or((1, 1));
            LoadError::at(path, Some(&(line, col)), message.said())
        })?;
    }
    Ok(defs)
}

/// Every known card, by the lower-cased name of each of its faces; then the imported cards.
#[derive(Resource, Clone, Debug, Default)]
pub struct CardDb {
    by_name: HashMap<String, Arc<CardDef>>,
    cards: Vec<Arc<CardDef>>,
    imported: Option<Arc<CardStore>>,
}

impl CardDb {
    /// A face, by its English name, as printed in `lang` ("it", "fr"), with the face as
    /// imported: where the imported cards have a printing in that language.
    pub fn printed_face(
        &self,
        lang: &str,
        name: &str,
    ) -> Option<(&super::store::StoredFace, &super::store::PrintedFace)> {
        self.imported.as_ref()?.printed_face(lang, name)
    }
}

impl CardDb {
    /// The folder of the cards the project ships.
    pub fn default_dir() -> PathBuf {
        crate::format::assets_dir().join("cards")
    }

    /// Loads the shipped cards. Errors are per file; the cards of good files are kept.
    pub fn load_default() -> (CardDb, Vec<LoadError>) {
        let mut db = CardDb::default();
        let errors = db.load_dir(&Self::default_dir());
        (db, errors)
    }

    /// Loads every `.ron` file under `dir`, recursively, in name order. Returns the errors.
    pub fn load_dir(&mut self, dir: &Path) -> Vec<LoadError> {
        let (files, mut errors) = ron_files(dir);
        for f in files {
            match read_text(&f).and_then(|t| parse_card_file(&f, &t)) {
                Ok(defs) => defs.into_iter().for_each(|d| self.insert(d)),
                Err(e) => errors.push(e),
            }
        }
        errors
    }

    /// Adds (or replaces) a card.
    pub fn insert(&mut self, def: CardDef) {
        let def = Arc::new(def);
        for f in &def.faces {
            self.by_name.insert(f.name.to_lowercase(), def.clone());
        }
        // A split card is also known by both its names (709.4a): "Fire // Ice".
        if let Some(both) = def.combined_halves() {
            self.by_name.insert(both.name.to_lowercase(), def.clone());
        }
        // Any card of several faces by all of them, as decklists write it ("Delver of Secrets
        // // Insectile Aberration"): the shipped card, not an imported one of that name.
        if def.faces.len() > 1 {
            self.by_name.insert(def.display_name().to_lowercase(), def.clone());
        }
        self.cards.push(def);
    }

    /// The shipped cards with the imported ones beside them (a shipped card of the same name
    /// wins: its automation is written by hand).
    pub fn with_imported(mut self, store: Arc<CardStore>) -> CardDb {
        self.imported = Some(store);
        self
    }

    /// The cards whose names, type lines or Oracle text hold every word of `query` (any case or
    /// accent), shipped ones first, up to `limit`, by their names.
    pub fn search(&self, query: &str, limit: usize) -> Vec<String> {
        use super::store::fold;
        let words: Vec<String> = fold(query).split_whitespace().map(String::from).collect();
        let mut found: Vec<String> = self
            .cards
            .iter()
            .filter(|c| {
                let hay: Vec<String> =
                    c.faces.iter().map(|f| fold(&format!("{}\n{}\n{}", f.name, f.type_line(), f.text))).collect();
                words.iter().all(|w| hay.iter().any(|h| h.contains(w.as_str())))
            })
            .map(|c| c.display_name())
            .collect();
        found.sort();
        found.dedup();
        found.truncate(limit);
        if let Some(store) = &self.imported
            && found.len() < limit
        {
            let more = store.search(query, limit - found.len() + 16);
            found.extend(more.into_iter().filter(|n| !self.is_shipped(n)).take(limit - found.len()));
        }
        // The card named exactly what was asked comes first ("Forest" before every card whose
        // text says "Forest"), then names that begin with it.
        let asked = fold(query);
        if let Some(exact) = self.get(query.trim()).map(|c| c.display_name()) {
            found.retain(|n| *n != exact);
            found.insert(0, exact);
            found.truncate(limit.max(1));
        }
        found.sort_by_key(|n| match fold(n) {
            n if n == asked => 0,
            n if n.starts_with(&asked) => 1,
            _ => 2,
        });
        found
    }

    fn is_shipped(&self, name: &str) -> bool {
        self.by_name.contains_key(&name.split(" // ").next().unwrap_or(name).to_lowercase())
    }

    /// Whether a name finds an imported card rather than a shipped one.
    pub fn is_imported(&self, name: &str) -> bool {
        !self.by_name.contains_key(&name.to_lowercase())
            && self.imported.as_ref().is_some_and(|s| s.get(name).is_some())
    }

    /// The imported cards, if any.
    pub fn imported(&self) -> Option<&CardStore> {
        self.imported.as_deref()
    }

    /// Looks a card up by any face's name, ignoring case and which apostrophe it is written
    /// with ("Urza’s Mine"); an imported card also by its full name ("Front // Back") and
    /// without its accents.
    pub fn get(&self, name: &str) -> Option<&Arc<CardDef>> {
        let lower = name.to_lowercase();
        let found = self.by_name.get(&lower).or_else(|| match lower.contains(['’', '‘']) {
            true => self.by_name.get(&lower.replace(['’', '‘'], "'")),
            false => None,
        });
        found.or_else(|| self.imported.as_ref()?.get(name))
    }

    /// The face a card name names (201.4): any face of a card of the reference, a split card's
    /// half, a double-faced card's back (201.4b, 201.4d), as that card spells it; none for a
    /// name only a token, an emblem or an art card has, or no card at all.
    pub fn card_face(&self, name: &str) -> Option<Arc<super::Face>> {
        let wanted = super::store::fold(name.trim());
        if wanted.is_empty() || wanted.contains(" // ") {
            return None;
        }
        let shipped = self.by_name.contains_key(&name.trim().to_lowercase());
        if !shipped && self.imported.as_ref().is_none_or(|s| s.find(name.trim()).is_none_or(|c| c.not_a_card())) {
            return None;
        }
        let def = self.get(name.trim())?;
        def.faces.iter().find(|f| super::store::fold(&f.name) == wanted).cloned()
    }

    /// The face a card name a player may choose names (201.4): [`card_face`](Self::card_face),
    /// not a land's where a nonland card's name is asked (201.4a).
    pub fn nameable(&self, name: &str, nonland: bool) -> Option<Arc<super::Face>> {
        self.card_face(name).filter(|f| !(nonland && f.has_type(super::CardType::Land)))
    }

    /// Every card, in load order (a replaced card is listed twice).
    pub fn cards(&self) -> impl Iterator<Item = &Arc<CardDef>> {
        self.cards.iter()
    }

    /// The number of distinct cards.
    pub fn len(&self) -> usize {
        let mut ptrs: Vec<*const CardDef> = self.by_name.values().map(Arc::as_ptr).collect();
        ptrs.sort();
        ptrs.dedup();
        ptrs.len()
    }

    /// Whether the database is empty.
    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }

    /// Up to three known names closest to `name` (for "unknown card" errors), imported
    /// cards' included: within a quarter of its length in edits.
    pub fn suggest(&self, name: &str) -> Vec<String> {
        let target: Vec<char> = super::store::fold(name).chars().collect();
        // A quarter of the name (at least two edits): "Grizly Bears" finds Grizzly Bears, and
        // "Event Ticket" no Aven Archer.
        let limit = (target.len() / 4).max(2);
        let shipped = self.cards.iter().flat_map(|c| c.faces.iter().map(|f| f.name.as_str()));
        let mut scored: Vec<(usize, &str)> = shipped
            .filter_map(|n| {
                let folded: Vec<char> = super::store::fold(n).chars().collect();
                Some((crate::format::edit_distance_within(&target, &folded, limit)?, n))
            })
            .collect();
        if let Some(store) = &self.imported {
            scored.extend(store.suggest(name, limit, 3));
        }
        scored.sort();
        scored.dedup_by(|a, b| a.1 == b.1);
        scored.into_iter().take(3).map(|(_, n)| n.to_string()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_error_reports_line_and_column() {
        let text = "[\n  CardDef(\n    faces: [Face(name: \"A\", types: [Creture])],\n  ),\n]";
        let e = parse_card_file(Path::new("x.ron"), text).unwrap_err();
        assert_eq!((e.line, e.path.to_str().unwrap()), (3, "x.ron"));
        assert!(e.col > 1, "{e}");
        assert!(e.to_string().starts_with("x.ron:3:"), "{e}");
        assert!(e.to_string().contains("Creture"), "{e}");
    }

    #[test]
    fn single_card_files_and_comments_parse() {
        let text = "// a comment\n#![enable(implicit_some)]\nCardDef(faces: [Face(name: \"Bear\", types: [Creature], power: 2, toughness: 2)])";
        let defs = parse_card_file(Path::new("b.ron"), text).unwrap();
        assert_eq!(defs[0].front().power, Some(2));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let text = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        assert!(parse_card_file(Path::new("deep.ron"), &text).is_err());
    }

    #[test]
    fn shipped_cards_load_without_errors() {
        let (db, errors) = CardDb::load_default();
        assert!(errors.is_empty(), "{}", errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"));
        assert!(db.len() >= 60, "only {} cards", db.len());
    }

    #[test]
    fn suggestions_find_near_misses() {
        let mut db = CardDb::default();
        for n in ["Grizzly Bears", "Elite Vanguard", "Clone"] {
            db.insert(CardDef::single(crate::cards::Face { name: n.into(), ..Default::default() }));
        }
        assert_eq!(db.suggest("Grizly Bears")[0], "Grizzly Bears");
        assert!(db.get("grizzly bears").is_some());
    }

    #[test]
    fn a_suggestion_is_near_the_name_not_merely_as_long() {
        let mut db = CardDb::default();
        for n in ["Aven Archer", "Aven Fisher", "Bone Picker", "Mantis Rider"] {
            db.insert(CardDef::single(crate::cards::Face { name: n.into(), ..Default::default() }));
        }
        assert!(db.suggest("Event Ticket").is_empty(), "{:?}", db.suggest("Event Ticket"));
        assert_eq!(db.suggest("Mantis Rdier"), ["Mantis Rider"]);
    }
}
