//! The card database: every `CardDef` under `assets/cards/`, looked up by any face's name.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use bevy::prelude::Resource;
use ron::extensions::Extensions;
use serde::de::DeserializeOwned;

use super::CardDef;

/// A file that could not be loaded: where, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The file.
    pub path: PathBuf,
    /// 1-based line (0 when the error has no position).
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.path.display(), self.line.max(1), self.col.max(1), self.message)
    }
}

impl std::error::Error for LoadError {}

/// RON options used for every file the program reads: `implicit_some` always on, so optional
/// fields take plain values, `unwrap_variant_newtypes` so `Spec(name: ..)` needs no inner
/// parentheses, and a recursion limit so deep nesting is an error, not a crash.
pub fn ron_options() -> ron::Options {
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .with_recursion_limit(64)
}

/// One line of RON for a value, as a person would write it in a scene: optional values without
/// `Some(..)`, and fields left at their defaults (`None`, `false`) left out.
pub fn compact_ron<T: serde::Serialize + fmt::Debug>(value: &T) -> String {
    let text = ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .to_string(value)
        .unwrap_or_else(|_| format!("{value:?}"));
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    // Drop `,field:None` and `,field:false`, and `field:None,` right after an opening paren.
    while let Some(i) = rest.find(|c| c == ',' || c == '(') {
        out.push_str(&rest[..=i]);
        rest = &rest[i + 1..];
        loop {
            let ident = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
            let after = &rest[ident..];
            let default =
                ["None", "false"].iter().find_map(|d| after.strip_prefix(':').and_then(|a| a.strip_prefix(d)));
            match default {
                Some(tail) if ident > 0 && (tail.starts_with(',') || tail.starts_with(')')) => {
                    rest = tail.strip_prefix(',').unwrap_or(tail);
                }
                _ => break,
            }
        }
    }
    out.push_str(rest);
    out.replace(",)", ")")
}

/// Parses RON text, turning any error into a `LoadError` with its position.
pub fn load_ron<T: DeserializeOwned>(path: &Path, text: &str) -> Result<T, LoadError> {
    ron_options().from_str(text).map_err(|e| {
        let (line, col) = past_blanks(text, e.span.start.line, e.span.start.col);
        LoadError { path: path.to_owned(), line, col, message: e.code.to_string() }
    })
}

/// A 1-based position moved past the spaces and line breaks it points at: RON reports some
/// errors at the blank before the value that is wrong, and the value is what to point at.
fn past_blanks(text: &str, line: usize, col: usize) -> (usize, usize) {
    let start: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let Some(rest) = text.get(start..) else { return (line, col) };
    let mut chars = rest.chars().skip(col.saturating_sub(1)).peekable();
    let (mut l, mut c) = (line, col);
    while let Some(&ch) = chars.peek() {
        match ch {
            '\n' => (l, c) = (l + 1, 1),
            ' ' | '\t' | '\r' => c += 1,
            _ => return (l, c),
        }
        chars.next();
    }
    (line, col)
}

/// Reads a file as UTF-8, with a precise error for bad bytes.
pub fn read_text(path: &Path) -> Result<String, LoadError> {
    let bytes = std::fs::read(path).map_err(|e| LoadError {
        path: path.to_owned(),
        line: 0,
        col: 0,
        message: format!("cannot read: {e}"),
    })?;
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|b| **b == b'\n').count() + 1;
        let col = good.iter().rev().take_while(|b| **b != b'\n').count() + 1;
        LoadError { path: path.to_owned(), line, col, message: "the file is not valid UTF-8".into() }
    })
}

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
            let (line, col) = crate::scene::top_level_positions(text).get(i).copied().unwrap_or((1, 1));
            LoadError { path: path.to_owned(), line, col, message }
        })?;
    }
    Ok(defs)
}

/// Every known card, by the lower-cased name of each of its faces.
#[derive(Resource, Clone, Debug, Default)]
pub struct CardDb {
    by_name: HashMap<String, Arc<CardDef>>,
    cards: Vec<Arc<CardDef>>,
}

impl CardDb {
    /// The folder of the cards the project ships.
    pub fn default_dir() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/cards")
    }

    /// Loads the shipped cards. Errors are per file; the cards of good files are kept.
    pub fn load_default() -> (CardDb, Vec<LoadError>) {
        let mut db = CardDb::default();
        let errors = db.load_dir(&Self::default_dir());
        (db, errors)
    }

    /// Loads every `.ron` file under `dir`, recursively, in name order. Returns the errors.
    pub fn load_dir(&mut self, dir: &Path) -> Vec<LoadError> {
        let mut errors = Vec::new();
        let mut files = Vec::new();
        collect_ron_files(dir, &mut files, &mut errors);
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
        self.cards.push(def);
    }

    /// Looks a card up by any face's name, ignoring case.
    pub fn get(&self, name: &str) -> Option<&Arc<CardDef>> {
        self.by_name.get(&name.to_lowercase())
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

    /// Up to three known names closest to `name` (for "unknown card" errors).
    pub fn suggest(&self, name: &str) -> Vec<String> {
        let target = name.to_lowercase();
        let mut scored: Vec<(usize, &String)> = self
            .cards
            .iter()
            .flat_map(|c| c.faces.iter().map(|f| &f.name))
            .map(|n| (edit_distance(&target, &n.to_lowercase()), n))
            .collect();
        scored.sort();
        scored.dedup_by(|a, b| a.1 == b.1);
        let limit = (target.chars().count() / 2).max(3);
        scored.into_iter().filter(|(d, _)| *d <= limit).take(3).map(|(_, n)| n.clone()).collect()
    }
}

fn collect_ron_files(dir: &Path, out: &mut Vec<PathBuf>, errors: &mut Vec<LoadError>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            errors.push(LoadError {
                path: dir.to_owned(),
                line: 0,
                col: 0,
                message: format!("cannot read folder: {e}"),
            });
            return;
        }
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            collect_ron_files(&p, out, errors);
        } else if p.extension().is_some_and(|e| e == "ron") {
            out.push(p);
        }
    }
}

/// Levenshtein distance over chars.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_ron_leaves_out_defaults_and_some() {
        use crate::rules::{Action, TokenKind};
        let a = Action::CreateToken {
            id: "t".into(),
            token: TokenKind::Predefined("Monster Role".into()),
            controller: "Alice".into(),
            count: None,
            tapped: false,
            transformed: false,
            attached_to: Some("bears".into()),
        };
        assert_eq!(
            compact_ron(&a),
            r#"CreateToken(id:"t",token:Predefined("Monster Role"),controller:"Alice",attached_to:"bears")"#
        );
        let m = Action::Move { card: "x".into(), to: crate::rules::Zone::Exile, position: None };
        assert_eq!(compact_ron(&m), r#"Move(card:"x",to:Exile)"#);
        // What it writes reads back as the same action.
        let back: Action = ron_options().from_str(&compact_ron(&a)).unwrap();
        assert_eq!(back, a);
    }

    #[test]
    fn parse_error_reports_line_and_column() {
        let text = "[\n  CardDef(\n    faces: [Face(name: \"A\", types: [Creture])],\n  ),\n]";
        let e = parse_card_file(Path::new("x.ron"), text).unwrap_err();
        assert_eq!((e.line, e.path.to_str().unwrap()), (3, "x.ron"));
        assert!(e.col > 1, "{e}");
        assert!(e.to_string().starts_with("x.ron:3:"), "{e}");
        assert!(e.message.contains("Creture"), "{e}");
    }

    #[test]
    fn single_card_files_and_comments_parse() {
        let text = "// a comment\n#![enable(implicit_some)]\nCardDef(faces: [Face(name: \"Bear\", types: [Creature], power: 2, toughness: 2)])";
        let defs = parse_card_file(Path::new("b.ron"), text).unwrap();
        assert_eq!(defs[0].front().power, Some(2));
    }

    #[test]
    fn non_utf8_is_a_positioned_error() {
        let dir = std::env::temp_dir().join(format!("bifronte-utf8-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("bad.ron");
        std::fs::write(&p, b"[\n  CardDef(\xff)]").unwrap();
        let e = read_text(&p).unwrap_err();
        assert_eq!((e.line, e.col), (2, 11));
        std::fs::remove_dir_all(dir).ok();
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
}
