//! Scryfall's card objects, as its bulk files ("Oracle Cards", "Default Cards", "All Cards")
//! give them: a JSON array read one object at a time, never as a value tree. Only the fields a
//! table needs are read; every other field is skipped. `layout` is an open set (new layouts
//! appear), so it stays a string here and [`map_card`] decides what Bifronte makes of it.

use serde::Deserialize;

use super::Layout;
use super::store::{Printed, PrintedFace, StoredCard, StoredFace};

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
    /// Rarity ("common", "uncommon", "rare", "mythic", "special", "bonus").
    #[serde(default)]
    pub rarity: Option<String>,
    /// Whether the printing is found in its set's boosters (absent from older files).
    #[serde(default)]
    pub booster: Option<bool>,
    /// Its name as printed in its language (a printing in Italian, French...).
    #[serde(default)]
    pub printed_name: Option<String>,
    /// Its type line as printed in its language.
    #[serde(default)]
    pub printed_type_line: Option<String>,
    /// Its text as printed in its language.
    #[serde(default)]
    pub printed_text: Option<String>,
    /// The card's pictures, for a card printed as one image (its faces have none of their own).
    #[serde(default)]
    pub image_uris: Option<ImageUris>,
    /// Its standing in each format ("legal", "not_legal", "restricted", "banned").
    #[serde(default)]
    pub legalities: std::collections::HashMap<String, String>,
}

/// A printing's pictures by size (Scryfall's "Card Imagery"): only the one Bifronte fetches.
#[derive(Debug, Deserialize)]
pub struct ImageUris {
    /// 488×680 JPEG: larger than a card's texture, and a tenth of `png`'s bytes.
    #[serde(default)]
    pub normal: Option<String>,
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
    /// The face's own pictures (double-faced cards).
    #[serde(default)]
    pub image_uris: Option<ImageUris>,
    /// Its name as printed in the printing's language.
    #[serde(default)]
    pub printed_name: Option<String>,
    /// Its type line as printed.
    #[serde(default)]
    pub printed_type_line: Option<String>,
    /// Its text as printed.
    #[serde(default)]
    pub printed_text: Option<String>,
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

/// Where the reader is in the file: bytes, line and column, as bytes go by.
#[derive(Clone, Copy, Debug)]
struct Place {
    offset: usize,
    line: usize,
    col: usize,
}

impl Place {
    const START: Place = Place { offset: 0, line: 1, col: 1 };

    fn step(&mut self, b: u8) {
        self.offset += 1;
        if b == b'\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
    }

    fn error(self, message: impl Into<String>) -> ReadError {
        ReadError { offset: self.offset, line: self.line, col: self.col, message: message.into() }
    }
}

/// Where the outer reading is: before the first value, inside an array, or between objects
/// one after another.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outer {
    Start,
    /// In the array: a card object is expected next (after '[' or ',').
    ArrayValue,
    /// In the array, after a card object: ',' or ']'.
    ArrayAfter,
    /// After the array's ']': only whitespace.
    Done,
    /// Objects one after another (one object, or JSON Lines).
    Objects,
}

/// Reads Scryfall card objects from `reader` as they go by: a JSON array of them (a bulk file),
/// one object (an API answer) or one a line (JSON Lines). Each object is collected on its own
/// (its braces counted outside strings), parsed, and handed to `each` with the byte offset
/// where it ends (for a progress bar); nothing else is kept, so a file of any size is read in
/// the memory of one card at a time.
pub fn read_cards(
    mut reader: impl std::io::BufRead,
    mut each: impl FnMut(ScryCard, usize),
) -> Result<usize, ReadError> {
    let mut at = Place::START;
    let mut outer = Outer::Start;
    let mut count = 0;
    // The object being collected: its bytes, where it began, and how deep and where in a
    // string the scan is.
    let mut object: Vec<u8> = Vec::new();
    let mut began = Place::START;
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let mut first = true;
    loop {
        let chunk = match reader.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(at.error(format!("can't read on: {e}"))),
        };
        if chunk.is_empty() {
            break;
        }
        let mut used = 0;
        let mut skip = 0;
        if first {
            first = false;
            // A UTF-8 byte order mark is allowed before the first value.
            if chunk.starts_with(&[0xEF, 0xBB, 0xBF]) {
                skip = 3;
                at.offset += 3;
            }
        }
        for &b in &chunk[skip..] {
            used += 1;
            if depth > 0 {
                object.push(b);
                match (in_string, escaped, b) {
                    (true, true, _) => escaped = false,
                    (true, false, b'\\') => escaped = true,
                    (true, false, b'"') => in_string = false,
                    (true, false, _) => {}
                    (false, _, b'"') => in_string = true,
                    (false, _, b'{' | b'[') => depth += 1,
                    (false, _, b'}' | b']') => depth -= 1,
                    _ => {}
                }
                at.step(b);
                if depth == 0 {
                    for card in parse_objects(&object, began, count)? {
                        count += 1;
                        each(card, at.offset);
                    }
                    object.clear();
                    outer = if outer == Outer::ArrayValue { Outer::ArrayAfter } else { Outer::Objects };
                }
                continue;
            }
            if matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
                at.step(b);
                continue;
            }
            match (outer, b) {
                (Outer::Start, b'[') => outer = Outer::ArrayValue,
                (Outer::ArrayValue, b']') if count == 0 => outer = Outer::Done,
                (Outer::Start | Outer::ArrayValue | Outer::Objects, b'{') => {
                    if outer == Outer::Start {
                        outer = Outer::Objects;
                    }
                    began = at;
                    object.push(b);
                    depth = 1;
                    in_string = false;
                    escaped = false;
                }
                (Outer::ArrayAfter, b',') => outer = Outer::ArrayValue,
                (Outer::ArrayAfter, b']') => outer = Outer::Done,
                (Outer::Start, _) => {
                    return Err(
                        at.error("expected Scryfall card objects: a JSON array ('['), one object or one a line ('{')")
                    );
                }
                (Outer::ArrayValue, _) => {
                    return Err(at.error(format!("card {}: expected a card object ('{{')", count + 1)));
                }
                (Outer::ArrayAfter, _) => return Err(at.error("expected ',' or ']' after a card object")),
                (Outer::Done, _) => return Err(at.error("text after the array's closing ']'")),
                (Outer::Objects, _) => {
                    return Err(at.error(format!("card {}: expected a card object ('{{')", count + 1)));
                }
            }
            at.step(b);
        }
        reader.consume(used + skip);
    }
    match (outer, depth) {
        (_, d) if d > 0 => Err(at.error(format!("card {}: the file ends inside this card object", count + 1))),
        (Outer::Start, _) => Err(at.error("the file is empty: expected Scryfall card objects")),
        (Outer::ArrayValue | Outer::ArrayAfter, _) => Err(at.error("the array ends before its ']'")),
        (Outer::Done | Outer::Objects, _) => Ok(count),
    }
}

/// An object of the file that isn't a card: a page of the API's answers as saved
/// (`{"object": "list", "data": [cards]}`), or its error object.
#[derive(Deserialize)]
struct OtherObject {
    #[serde(default)]
    object: String,
    #[serde(default)]
    data: Option<Vec<serde_json::Value>>,
    #[serde(default)]
    details: Option<String>,
}

/// One object's bytes: a card, or a list's cards (a page of the API's search, saved); an error
/// names its place in the file.
fn parse_objects(bytes: &[u8], began: Place, count: usize) -> Result<Vec<ScryCard>, ReadError> {
    let error = match parse_object(bytes, began, count) {
        Ok(card) => return Ok(vec![card]),
        Err(e) => e,
    };
    match serde_json::from_slice::<OtherObject>(bytes) {
        Ok(OtherObject { object, data: None, .. }) if object == "list" => {
            Err(began.error(format!("card {}: a Scryfall list without its \"data\"", count + 1)))
        }
        Ok(list) if list.object == "list" => list
            .data
            .into_iter()
            .flatten()
            .enumerate()
            .map(|(i, card)| {
                ScryCard::deserialize(card)
                    .map_err(|e| began.error(format!("card {} (the list's item {}): {e}", count + i + 1, i + 1)))
            })
            .collect(),
        Ok(other) if other.object == "error" => {
            let details = other.details.unwrap_or_default();
            Err(began.error(format!("Scryfall's answer is an error, not cards: {details}")))
        }
        _ => Err(error),
    }
}

/// One card object's bytes, parsed; an error names its place in the file.
fn parse_object(bytes: &[u8], began: Place, count: usize) -> Result<ScryCard, ReadError> {
    serde_json::from_slice::<ScryCard>(bytes).map_err(|e| {
        // serde_json counts lines from the object's start: the place in the file is found
        // from there, and its own "at line .. column .." left out.
        let inside = nth_line_col(bytes, e.line(), e.column());
        let mut at = began;
        for &b in &bytes[..inside.min(bytes.len())] {
            at.step(b);
        }
        let what = e.to_string();
        let what = what.rfind(" at line ").map_or(what.as_str(), |i| &what[..i]);
        at.error(format!("card {}: {what}", count + 1))
    })
}

/// [`read_cards`] from bytes in memory.
pub fn read_array(bytes: &[u8], each: impl FnMut(ScryCard, usize)) -> Result<usize, ReadError> {
    read_cards(bytes, each)
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
            image: f.image_uris.and_then(|i| i.normal),
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
            image_uris: self.image_uris.take(),
            printed_name: self.printed_name.take(),
            printed_type_line: self.printed_type_line.take(),
            printed_text: self.printed_text.take(),
        }
    }
}

/// A card object as Bifronte stores it: its faces as Scryfall gives them (a meld part's back
/// face, the melded permanent, is filled in once the whole file is read: [`StoredCard::meld_result`]).
pub fn map_card(mut c: ScryCard) -> StoredCard {
    let oracle_id = c.oracle_id.take().or_else(|| c.card_faces.first().and_then(|f| f.oracle_id.clone()));
    let scry_faces = match std::mem::take(&mut c.card_faces) {
        none if none.is_empty() => vec![c.top_face()],
        faces => faces,
    };
    let printed = printed_in(c.lang.as_deref(), &scry_faces);
    // The printing itself, for boosters: English printings only (one of each card a set has).
    let prints = match c.lang.as_deref().is_none_or(|l| l == "en") {
        true => vec![super::store::Print {
            set: c.set.clone(),
            number: c.collector_number.clone(),
            rarity: super::store::Rarity::of_word(c.rarity.as_deref().unwrap_or("")),
            booster: c.booster,
        }],
        false => Vec::new(),
    };
    let mut faces: Vec<StoredFace> = scry_faces.into_iter().map(StoredFace::from).collect();
    // A card printed as one image (split, flip, adventure): every face shows that picture.
    let whole = c.image_uris.take().and_then(|i| i.normal);
    for f in faces.iter_mut().filter(|f| f.image.is_none()) {
        f.image.clone_from(&whole);
    }
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
        legalities: super::legality::pack(&c.legalities),
        printed,
        prints,
    }
}

/// The languages whose printed names and text are kept: the interface's, English aside.
pub const PRINTED_LANGS: [&str; 2] = ["it", "fr"];

/// A printing's faces as printed in its language, when it is one the interface speaks and it
/// names them.
fn printed_in(lang: Option<&str>, faces: &[ScryFace]) -> Vec<Printed> {
    let Some(lang) = lang.filter(|l| PRINTED_LANGS.contains(l)) else { return Vec::new() };
    if faces.iter().all(|f| f.printed_name.is_none()) {
        return Vec::new();
    }
    let faces = faces
        .iter()
        .map(|f| PrintedFace {
            name: f.printed_name.clone().unwrap_or_else(|| f.name.clone()),
            type_line: f.printed_type_line.clone(),
            text: f.printed_text.clone(),
        })
        .collect();
    vec![Printed { lang: lang.to_string(), faces }]
}
