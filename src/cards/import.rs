//! `bifronte import FILE`: a Scryfall bulk file ("Oracle Cards", "Default Cards" or "All
//! Cards", plain or gzipped) into Bifronte's card database. One card per Oracle id (the first
//! printing read), meld cards joined to their melded permanent, every layout counted. The new
//! database replaces the old one only once it is complete.

use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, Read};
use std::path::Path;

use super::Layout;
use super::scryfall::{PRINTED_LANGS, map_card, read_cards};
use super::store::{CardStore, StoredCard};
use crate::i18n::Said;

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportSummary {
    /// Card objects read.
    pub objects: usize,
    /// Cards stored (one per Oracle id).
    pub cards: usize,
    /// Printings of a card already stored.
    pub other_printings: usize,
    /// Stored cards per Scryfall layout, and whether Bifronte's rules model that layout.
    pub layouts: BTreeMap<String, (usize, bool)>,
    /// Meld cards whose melded permanent isn't in the file (stored single-faced).
    pub meld_without_result: Vec<String>,
    /// Faces whose mana cost Bifronte can't read (shown without one): the face's name and
    /// the cost as written.
    pub unreadable_costs: Vec<(String, String)>,
    /// Bytes of JSON read (to the end of the last card object).
    pub bytes: usize,
    /// Cards with their names as printed in Italian and in French (from printings in those
    /// languages, as an "All Cards" file has them).
    pub printed: [(&'static str, usize); 2],
}

/// Counts the bytes read through it: the file's, under the gzip decoder (for the progress
/// bar), and the JSON's, after it.
struct Counted<R> {
    inner: R,
    read: std::rc::Rc<std::cell::Cell<usize>>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.set(self.read.get() + n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Counted<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.inner.fill_buf()
    }
    fn consume(&mut self, n: usize) {
        self.read.set(self.read.get() + n);
        self.inner.consume(n);
    }
}

/// Reads a bulk file's JSON into stored cards as it goes by, un-gzipping it when it is gzip
/// (by its magic bytes, whatever its name): no more of the file is in memory than a buffer and
/// one card object. `progress` is told the file's bytes read so far and its size.
pub fn cards_of_file(
    path: &Path,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(Vec<StoredCard>, ImportSummary), ImportError> {
    let unreadable = |e: std::io::Error| ImportError::Unreadable { file: path.to_path_buf(), why: e.to_string() };
    let file = std::fs::File::open(path).map_err(unreadable)?;
    let total = file.metadata().map_or(0, |m| m.len() as usize);
    let read = std::rc::Rc::new(std::cell::Cell::new(0));
    let mut raw = std::io::BufReader::with_capacity(1 << 16, Counted { inner: file, read: read.clone() });
    let gzip = raw.fill_buf().map_err(unreadable)?.starts_with(&[0x1f, 0x8b]);
    let mut tick = |_: usize| progress(read.get(), total);
    let result = match gzip {
        true => {
            let json = std::io::BufReader::with_capacity(1 << 16, flate2::bufread::MultiGzDecoder::new(raw));
            cards_from(json, &mut tick)
        }
        false => cards_from(raw, &mut tick),
    };
    progress(total, total);
    result.map_err(|e| match e {
        Unread::Gzip(why) => ImportError::Gzip { file: path.to_path_buf(), why },
        Unread::Json(error) => ImportError::Json { file: path.to_path_buf(), error },
    })
}

/// Reads a bulk file's JSON (in memory) into stored cards. `progress` is told the bytes read so
/// far and the total, as the cards go by.
pub fn cards_of(
    json: &[u8],
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(Vec<StoredCard>, ImportSummary), Unread> {
    let total = json.len();
    let result = cards_from(json, &mut |at| progress(at, total));
    progress(total, total);
    result
}

/// The cards of the JSON read from `json`; `tick` is told the JSON's bytes read so far, about
/// every MiB.
fn cards_from(
    json: impl std::io::BufRead,
    tick: &mut dyn FnMut(usize),
) -> Result<(Vec<StoredCard>, ImportSummary), Unread> {
    let mut summary = ImportSummary::default();
    // Each card, and whether it is from an English printing.
    let mut cards: Vec<(StoredCard, bool)> = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut last = 0;
    let bytes = std::rc::Rc::new(std::cell::Cell::new(0));
    let json = Counted { inner: json, read: bytes.clone() };
    let read = read_cards(json, |card, at| {
        summary.objects += 1;
        let english = card.lang.as_deref().is_none_or(|l| l == "en");
        let mut stored = map_card(card);
        // One card per Oracle id; a card without one (some art cards) by its printing. Its
        // printings in Italian or French give it their printed names; an English printing is
        // the one kept (its picture, set and number) wherever the file has one.
        let key = stored.oracle_id.clone().unwrap_or_else(|| format!("printing {}", stored.scryfall_id));
        match seen.entry(key) {
            std::collections::hash_map::Entry::Occupied(at) => {
                summary.other_printings += 1;
                let (had, had_english) = &mut cards[*at.get()];
                had.prints.append(&mut stored.prints);
                for p in std::mem::take(&mut stored.printed) {
                    if !had.printed.iter().any(|h| h.lang == p.lang) {
                        had.printed.push(p);
                    }
                }
                if english && !*had_english {
                    stored.printed = std::mem::take(&mut had.printed);
                    stored.prints = std::mem::take(&mut had.prints);
                    *had = stored;
                    *had_english = true;
                }
            }
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(cards.len());
                cards.push((stored, english));
            }
        }
        if at - last >= 1 << 20 {
            last = at;
            tick(at);
        }
    });
    match read {
        Ok(_) => {}
        // A gzip stream that breaks is no JSON error.
        Err(e) if e.message.starts_with("can't read on: ") => {
            return Err(Unread::Gzip(e.message.trim_start_matches("can't read on: ").to_string()));
        }
        Err(e) => return Err(Unread::Json(e)),
    }
    summary.bytes = bytes.get();
    let mut cards: Vec<StoredCard> = cards.into_iter().map(|(c, _)| c).collect();
    summary.printed =
        PRINTED_LANGS.map(|l| (l, cards.iter().filter(|c| c.printed.iter().any(|p| p.lang == l)).count()));
    join_melds(&mut cards, &mut summary);
    for c in &mut cards {
        // A double-faced layout needs its two faces (712.1); otherwise the faces are kept as they are.
        if c.layout.is_double_faced() && c.faces.len() != 2 {
            c.layout = Layout::Normal;
            c.modelled = false;
        }
        let e = summary.layouts.entry(c.scryfall_layout.clone()).or_insert((0, c.modelled));
        e.0 += 1;
        e.1 &= c.modelled;
        summary.unreadable_costs.extend(c.faces.iter().filter_map(|f| {
            let cost = f.mana_cost.as_deref()?;
            super::ManaCost::parse(cost).is_err().then(|| (f.name.clone(), cost.to_string()))
        }));
    }
    summary.cards = cards.len();
    Ok((cards, summary))
}

/// 712.4: each meld card's back face is the melded permanent's face (Bruna and Gisela both
/// have Brisela's).
fn join_melds(cards: &mut [StoredCard], summary: &mut ImportSummary) {
    let results: HashMap<String, super::store::StoredFace> = cards
        .iter()
        .filter(|c| c.scryfall_layout == "meld" && c.layout == Layout::Normal)
        .map(|c| (c.faces[0].name.clone(), c.faces[0].clone()))
        .collect();
    for c in cards.iter_mut().filter(|c| c.layout == Layout::Meld) {
        match c.meld_result.as_ref().and_then(|r| results.get(r)) {
            Some(back) if c.faces.len() == 1 => c.faces.push(back.clone()),
            _ => summary.meld_without_result.push(c.faces[0].name.clone()),
        }
    }
}

/// Imports a bulk file into the database at `db`: read, mapped, then written whole over the old
/// one. A malformed file changes nothing.
pub fn import(file: &Path, db: &Path, progress: &mut dyn FnMut(usize, usize)) -> Result<ImportSummary, ImportError> {
    let (cards, summary) = cards_of_file(file, progress)?;
    save(cards, file, db)?;
    Ok(summary)
}

/// Writes the cards read from `file` whole over the database at `db`; none leaves it as it was.
pub fn save(cards: Vec<StoredCard>, file: &Path, db: &Path) -> Result<(), ImportError> {
    if cards.is_empty() {
        return Err(ImportError::NoCards(file.to_path_buf()));
    }
    CardStore::new(cards).save(db).map_err(ImportError::Store)
}

/// Why a bulk file's JSON didn't read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// A gzip stream that breaks: the decoder's words.
    Gzip(String),
    /// JSON that isn't Scryfall's card objects, at its place.
    Json(super::scryfall::ReadError),
}

/// Why an import changed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The file can't be opened or read: the system's words.
    Unreadable {
        /// The file.
        file: std::path::PathBuf,
        /// The system's words.
        why: String,
    },
    /// A gzip file whose stream breaks: the decoder's words.
    Gzip {
        /// The file.
        file: std::path::PathBuf,
        /// The decoder's words.
        why: String,
    },
    /// JSON that isn't Scryfall's card objects, at its line, column and byte.
    Json {
        /// The file.
        file: std::path::PathBuf,
        /// Where, and the reader's words.
        error: super::scryfall::ReadError,
    },
    /// No card objects at all.
    NoCards(std::path::PathBuf),
    /// The database couldn't be written.
    Store(super::store::StoreError),
}

impl ImportError {
    /// What is wrong, as a message its reader says.
    pub fn said(&self) -> Said {
        match self {
            ImportError::Unreadable { file, why } => Said::words(format!("{}: {why}", file.display())),
            ImportError::Gzip { file, why } => {
                Said::new("files-import-gzip", &[("file", &file.display().to_string()), ("why", why)])
            }
            ImportError::Json { file, error } => Said::words(format!("{}:{error}", file.display())),
            ImportError::NoCards(file) => Said::new("files-import-no-cards", &[("file", &file.display().to_string())]),
            ImportError::Store(e) => e.said(),
        }
    }
}

crate::i18n::said_by_said!(ImportError);
