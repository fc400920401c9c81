//! Scryfall's card objects, as its bulk files ("Oracle Cards", "Default Cards", "All Cards")
//! give them: a JSON array read one object at a time, never as a value tree. Only the fields a
//! table needs are read; every other field is skipped. `layout` is an open set (new layouts
//! appear), so it stays a string here and [`map_card`] decides what Bifronte makes of it.

use serde::Deserialize;

use super::Layout;
use super::store::{StoredCard, StoredFace};

/// One card object (the fields Bifronte reads).
#[derive(Debug, Deserialize)]
pub struct ScryCard {
    /// Scryfall's id of this printing.
    #[serde(default)]
    pub id: String,
    /// The Oracle id shared by every printing (absent on reversible cards: on their faces).
    #[serde(default)]
    pub oracle_id: Option<String>,
    /// The card's name ("Front // Back" when it has faces).
    pub name: String,
    /// How its faces relate ("normal", "transform", "modal_dfc", "meld", ...).
    pub layout: String,
    /// Its faces, when it has more than one.
    #[serde(default)]
    pub card_faces: Vec<ScryFace>,
    /// Top-level characteristics, for a card without faces.
    #[serde(default)]
    pub mana_cost: Option<String>,
    /// Type line.
    #[serde(default)]
    pub type_line: Option<String>,
    /// Oracle text.
    #[serde(default)]
    pub oracle_text: Option<String>,
    /// Power, as printed ("*" and "1+*" too).
    #[serde(default)]
    pub power: Option<String>,
    /// Toughness.
    #[serde(default)]
    pub toughness: Option<String>,
    /// Loyalty.
    #[serde(default)]
    pub loyalty: Option<String>,
    /// Defense (battles).
    #[serde(default)]
    pub defense: Option<String>,
    /// Colour indicator letters.
    #[serde(default)]
    pub color_indicator: Option<Vec<String>>,
    /// Related cards: tokens, meld parts and the meld result.
    #[serde(default)]
    pub all_parts: Vec<RelatedCard>,
    /// Set code.
    #[serde(default)]
    pub set: String,
    /// Collector number.
    #[serde(default)]
    pub collector_number: String,
    /// Language ("en").
    #[serde(default)]
    pub lang: Option<String>,
}

/// One face of a card object.
#[derive(Debug, Deserialize)]
pub struct ScryFace {
    /// The face's name.
    pub name: String,
    /// Its mana cost ("" when it has none).
    #[serde(default)]
    pub mana_cost: Option<String>,
    /// Type line.
    #[serde(default)]
    pub type_line: Option<String>,
    /// Oracle text.
    #[serde(default)]
    pub oracle_text: Option<String>,
    /// Power.
    #[serde(default)]
    pub power: Option<String>,
    /// Toughness.
    #[serde(default)]
    pub toughness: Option<String>,
    /// Loyalty.
    #[serde(default)]
    pub loyalty: Option<String>,
    /// Defense.
    #[serde(default)]
    pub defense: Option<String>,
    /// Colour indicator letters.
    #[serde(default)]
    pub color_indicator: Option<Vec<String>>,
    /// The face's Oracle id (reversible cards).
    #[serde(default)]
    pub oracle_id: Option<String>,
}

/// A related card (`all_parts`).
#[derive(Debug, Deserialize)]
pub struct RelatedCard {
    /// "token", "meld_part", "meld_result" or "combo_piece".
    pub component: String,
    /// Its name.
    pub name: String,
}

/// Where a bulk file is malformed: the byte offset, line and column (1-based), and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    /// Bytes from the file's start.
    pub offset: usize,
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{} (byte {}): {}", self.line, self.col, self.offset, self.message)
    }
}

fn error_at(bytes: &[u8], offset: usize, message: impl Into<String>) -> ReadError {
    let before = &bytes[..offset.min(bytes.len())];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let col = before.len() - before.iter().rposition(|b| *b == b'\n').map_or(0, |p| p + 1) + 1;
    ReadError { offset, line, col, message: message.into() }
}

fn skip_ws(bytes: &[u8], mut pos: usize) -> usize {
    while pos < bytes.len() && matches!(bytes[pos], b' ' | b'\t' | b'\n' | b'\r') {
        pos += 1;
    }
    pos
}

/// Reads a JSON array of card objects, handing each to `each` as soon as it is read, with the
/// byte offset where it ends (for a progress bar); each is dropped after. Nothing is kept as a
/// JSON value tree.
pub fn read_array(bytes: &[u8], mut each: impl FnMut(ScryCard, usize)) -> Result<usize, ReadError> {
    let mut pos = skip_ws(bytes, 0);
    // A UTF-8 byte order mark is allowed before the array.
    if bytes[pos..].starts_with(&[0xEF, 0xBB, 0xBF]) {
        pos = skip_ws(bytes, pos + 3);
    }
    match bytes.get(pos) {
        Some(b'[') => {}
        // One card object (as Scryfall's API answers), or one a line (JSON Lines).
        Some(b'{') => return read_objects(bytes, pos, each),
        None => return Err(error_at(bytes, pos, "the file is empty: expected Scryfall card objects")),
        Some(_) => {
            return Err(error_at(
                bytes,
                pos,
                "expected Scryfall card objects: a JSON array ('['), one object or one a line ('{')",
            ));
        }
    }
    pos = skip_ws(bytes, pos + 1);
    let mut count = 0;
    if bytes.get(pos) == Some(&b']') {
        pos += 1;
    } else {
        loop {
            let mut stream = serde_json::Deserializer::from_slice(&bytes[pos..]).into_iter::<ScryCard>();
            match stream.next() {
                Some(Ok(card)) => {
                    pos += stream.byte_offset();
                    count += 1;
                    each(card, pos);
                }
                Some(Err(e)) => {
                    // serde_json counts lines from the element's start: the place in the file is
                    // found from there, and its own "at line .. column .." left out.
                    let at = pos + nth_line_col(&bytes[pos..], e.line(), e.column());
                    let what = e.to_string();
                    let what = what.rfind(" at line ").map_or(what.as_str(), |i| &what[..i]);
                    return Err(error_at(bytes, at, format!("card {}: {what}", count + 1)));
                }
                None => return Err(error_at(bytes, pos, "the array ends before its ']'")),
            }
            pos = skip_ws(bytes, pos);
            match bytes.get(pos) {
                Some(b',') => pos = skip_ws(bytes, pos + 1),
                Some(b']') => {
                    pos += 1;
                    break;
                }
                Some(_) => return Err(error_at(bytes, pos, "expected ',' or ']' after a card object")),
                None => return Err(error_at(bytes, pos, "the array ends before its ']'")),
            }
        }
    }
    let end = skip_ws(bytes, pos);
    if end < bytes.len() {
        return Err(error_at(bytes, end, "text after the array's closing ']'"));
    }
    Ok(count)
}

/// Card objects one after another from `pos` (one object, or JSON Lines), each handed to
/// `each` as it is read.
fn read_objects(bytes: &[u8], mut pos: usize, mut each: impl FnMut(ScryCard, usize)) -> Result<usize, ReadError> {
    let mut count = 0;
    while pos < bytes.len() {
        let mut stream = serde_json::Deserializer::from_slice(&bytes[pos..]).into_iter::<ScryCard>();
        match stream.next() {
            Some(Ok(card)) => {
                pos += stream.byte_offset();
                count += 1;
                each(card, pos);
            }
            Some(Err(e)) => {
                let at = pos + nth_line_col(&bytes[pos..], e.line(), e.column());
                let what = e.to_string();
                let what = what.rfind(" at line ").map_or(what.as_str(), |i| &what[..i]);
                return Err(error_at(bytes, at, format!("card {}: {what}", count + 1)));
            }
            None => break,
        }
        pos = skip_ws(bytes, pos);
    }
    Ok(count)
}

/// The byte offset of a 1-based line and column.
fn nth_line_col(bytes: &[u8], line: usize, col: usize) -> usize {
    let mut start = 0;
    for _ in 1..line {
        match bytes[start..].iter().position(|b| *b == b'\n') {
            Some(p) => start += p + 1,
            None => break,
        }
    }
    (start + col.saturating_sub(1)).min(bytes.len())
}

/// What Bifronte makes of a Scryfall layout: its own layout, and whether it models the layout's
/// rules yet (a layout it doesn't is imported by its faces and counted as such).
pub fn layout_of(scryfall: &str) -> (Layout, bool) {
    match scryfall {
        "normal" | "token" | "emblem" | "saga" | "class" | "case" | "leveler" | "mutate" | "battle" => {
            (Layout::Normal, true)
        }
        "transform" | "double_faced_token" => (Layout::Transform, true),
        "modal_dfc" => (Layout::ModalDfc, true),
        "meld" => (Layout::Meld, true),
        "flip" => (Layout::Flip, true),
        "split" => (Layout::Split, true),
        "adventure" => (Layout::Adventure, true),
        // Printed twice (a reversible card is one card with the same or another printing on its back),
        // or not a card of the game (art series, planes, schemes, vanguards, Un-sets' host and augment):
        // their faces are kept, the rules don't treat them yet. So is a layout Scryfall adds later.
        _ => (Layout::Normal, false),
    }
}

impl From<ScryFace> for StoredFace {
    fn from(f: ScryFace) -> StoredFace {
        StoredFace {
            name: f.name,
            mana_cost: f.mana_cost.filter(|c| !c.is_empty()),
            type_line: f.type_line.unwrap_or_default(),
            text: f.oracle_text.unwrap_or_default(),
            power: f.power,
            toughness: f.toughness,
            loyalty: f.loyalty,
            defense: f.defense,
            color_indicator: f.color_indicator.unwrap_or_default(),
        }
    }
}

impl ScryCard {
    /// A card without faces: its own characteristics, read as its one face.
    fn top_face(&mut self) -> ScryFace {
        ScryFace {
            name: self.name.clone(),
            mana_cost: self.mana_cost.take(),
            type_line: self.type_line.take(),
            oracle_text: self.oracle_text.take(),
            power: self.power.take(),
            toughness: self.toughness.take(),
            loyalty: self.loyalty.take(),
            defense: self.defense.take(),
            color_indicator: self.color_indicator.take(),
            oracle_id: None,
        }
    }
}

/// A card object as Bifronte stores it: its faces as Scryfall gives them (a meld part's back
/// face, the melded permanent, is filled in once the whole file is read: [`StoredCard::meld_result`]).
pub fn map_card(mut c: ScryCard) -> StoredCard {
    let oracle_id = c.oracle_id.take().or_else(|| c.card_faces.first().and_then(|f| f.oracle_id.clone()));
    let faces: Vec<StoredFace> = match std::mem::take(&mut c.card_faces) {
        none if none.is_empty() => vec![c.top_face().into()],
        faces => faces.into_iter().map(StoredFace::from).collect(),
    };
    let (mut layout, modelled) = layout_of(&c.layout);
    // A melded permanent's card (Brisela) is a back face of its own: never cast or played alone.
    let melded = c.layout == "meld" && c.all_parts.iter().any(|p| p.component == "meld_result" && p.name == c.name);
    if melded {
        layout = Layout::Normal;
    }
    let meld_result = match c.layout.as_str() {
        "meld" => c.all_parts.iter().find(|p| p.component == "meld_result" && p.name != c.name).map(|p| p.name.clone()),
        _ => None,
    };
    StoredCard {
        scryfall_id: c.id,
        oracle_id,
        set: c.set,
        collector_number: c.collector_number,
        scryfall_layout: c.layout,
        layout,
        modelled,
        faces,
        meld_result,
    }
}
