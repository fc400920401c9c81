//! The imported card database: every card of a Scryfall bulk file, stored compactly in the
//! user's data folder (`$XDG_DATA_HOME/bifronte/cards.db`) and opened beside the shipped cards.
//! Cards are kept as printed text and turned into [`CardDef`]s the first time one is used, so
//! opening 35,000 cards costs a decode and a name index, not 35,000 Oracle-text parses.
//!
//! The file is a header, then the cards in postcard. It is written whole to a temporary file and
//! renamed over the old one, so an interrupted import leaves the previous database as it was.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;

use super::{CardDef, CardType, Color, Face, Keyword, Layout, ManaCost, OracleText, Supertype};

mod errors;
pub use errors::{OpenError, StoreError};

/// The file's first bytes: its kind and format version.
const MAGIC: &[u8] = b"BIFRONTE-CARDS 5\n";

/// The version before printings were kept: its cards are read the same, with none.
const MAGIC_4: &[u8] = b"BIFRONTE-CARDS 4\n";

/// How rare a printing is (Scryfall's `rarity`): which slot of a booster it is drawn for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rarity {
    /// "common".
    Common,
    /// "uncommon".
    Uncommon,
    /// "rare".
    Rare,
    /// "mythic".
    Mythic,
    /// "special", "bonus" or a word Bifronte doesn't know: in no booster slot.
    Special,
}

impl Rarity {
    /// The rarity a Scryfall word names.
    pub fn of_word(word: &str) -> Rarity {
        match word {
            "common" => Rarity::Common,
            "uncommon" => Rarity::Uncommon,
            "rare" => Rarity::Rare,
            "mythic" => Rarity::Mythic,
            _ => Rarity::Special,
        }
    }

    /// Its letter in a pack's listing (C, U, R, M, S).
    pub fn letter(self) -> char {
        match self {
            Rarity::Common => 'C',
            Rarity::Uncommon => 'U',
            Rarity::Rare => 'R',
            Rarity::Mythic => 'M',
            Rarity::Special => 'S',
        }
    }
}

/// One English printing of a card: the set it is in, its number there, its rarity, and whether
/// the set's boosters hold it (Scryfall's `booster`; `None` where the file doesn't say).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Print {
    /// Set code ("m20").
    pub set: String,
    /// Collector number.
    pub number: String,
    /// Rarity.
    pub rarity: Rarity,
    /// Whether it is found in the set's boosters.
    pub booster: Option<bool>,
}

/// One face as printed, in Scryfall's words.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredFace {
    /// Name.
    pub name: String,
    /// Mana cost in Oracle notation, if any.
    pub mana_cost: Option<String>,
    /// The type line ("Legendary Creature — Human Wizard").
    pub type_line: String,
    /// Oracle text.
    pub text: String,
    /// Power as printed ("*" too).
    pub power: Option<String>,
    /// Toughness.
    pub toughness: Option<String>,
    /// Loyalty.
    pub loyalty: Option<String>,
    /// Defense.
    pub defense: Option<String>,
    /// Colour indicator letters ("U").
    pub color_indicator: Vec<String>,
    /// Its picture on Scryfall (the `normal` size), fetched when a table draws it without a
    /// local one.
    pub image: Option<String>,
}

/// A card's faces as printed in one language (Scryfall's `printed_name`, `printed_type_line`,
/// `printed_text` of a printing in that language).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Printed {
    /// The language's code ("it", "fr").
    pub lang: String,
    /// The faces, in the card's order.
    pub faces: Vec<PrintedFace>,
}

/// One face as printed in a language.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedFace {
    /// Its name ("Fulmine").
    pub name: String,
    /// Its type line, where the printing gives one.
    pub type_line: Option<String>,
    /// Its text, where the printing gives one.
    pub text: Option<String>,
}

/// One card: where it comes from, its layout and its faces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredCard {
    /// Scryfall's id of the printing read.
    pub scryfall_id: String,
    /// The Oracle id (one per card, whatever the printing).
    pub oracle_id: Option<String>,
    /// Set code of that printing.
    pub set: String,
    /// Collector number of that printing.
    pub collector_number: String,
    /// Scryfall's layout, as written there.
    pub scryfall_layout: String,
    /// Bifronte's layout for it.
    pub layout: Layout,
    /// Whether Bifronte's rules model that layout (otherwise: imported by its faces).
    pub modelled: bool,
    /// The faces, front first.
    pub faces: Vec<StoredFace>,
    /// A meld card's melded permanent, by name (its back face once resolved).
    pub meld_result: Option<String>,
    /// Its legality in each format, two bits a format (`legality::pack`).
    pub legalities: u64,
    /// Its faces as printed in Italian or French, where the imported file had such a printing.
    pub printed: Vec<Printed>,
    /// Its English printings as the imported file had them (boosters are drawn from them). Kept
    /// in the database's own section after the cards (a version-4 database has none).
    #[serde(skip)]
    pub prints: Vec<Print>,
}

impl StoredCard {
    /// The name players use: "Front // Back" for a card with two faces of its own.
    pub fn name(&self) -> String {
        match self.layout {
            // A meld card's back face is another card's too: it goes by its front's name.
            Layout::Meld => self.faces[0].name.clone(),
            _ => self.faces.iter().map(|f| f.name.as_str()).collect::<Vec<_>>().join(" // "),
        }
    }

    /// Whether it is no card a deck plays: a token, an emblem, an art card.
    pub fn not_a_card(&self) -> bool {
        not_a_card(self)
    }

    /// The card as Bifronte's rules read it.
    pub fn to_def(&self) -> CardDef {
        CardDef { layout: self.layout, faces: self.faces.iter().map(|f| Arc::new(f.to_face())).collect() }
    }
}

impl StoredFace {
    /// The face as Bifronte's rules read it: types parsed from the type line, numbers from the
    /// printed values ("*" is none: a characteristic-defining ability sets it), keywords the
    /// table automates from the Oracle text's lines.
    pub fn to_face(&self) -> Face {
        let (supertypes, types, subtypes) = parse_type_line(&self.type_line);
        let number = |v: &Option<String>| v.as_deref().and_then(|s| s.trim().parse::<i32>().ok());
        Face {
            name: self.name.as_str().into(),
            mana_cost: self.mana_cost.as_deref().and_then(|m| ManaCost::parse(m).ok()),
            color_indicator: match self.color_indicator.is_empty() {
                true => None,
                false => Some(self.color_indicator.iter().filter_map(|l| Color::from_letter(l)).collect()),
            },
            colors: None,
            supertypes,
            types,
            subtypes: subtypes.into(),
            keywords: self.text.lines().filter_map(keyword_of).collect(),
            text: OracleText::new(self.text.clone()),
            power: number(&self.power),
            toughness: number(&self.toughness),
            loyalty: number(&self.loyalty),
            defense: number(&self.defense),
        }
    }
}

/// "Legendary Creature — Human Wizard" into its parts (205). Words Bifronte has no type for
/// (Plane, Scheme, Vanguard, Conspiracy, Dungeon, Token, Emblem) are left out; "Tribal" is
/// Kindred's old name (205.3m).
pub fn parse_type_line(line: &str) -> (Vec<Supertype>, Vec<CardType>, Vec<String>) {
    let (left, right) = line.split_once('—').map_or((line, ""), |(l, r)| (l, r));
    let mut supertypes = Vec::new();
    let mut types = Vec::new();
    for word in left.split_whitespace() {
        match word {
            "Basic" => supertypes.push(Supertype::Basic),
            "Legendary" => supertypes.push(Supertype::Legendary),
            "Snow" => supertypes.push(Supertype::Snow),
            "World" => supertypes.push(Supertype::World),
            "Artifact" => types.push(CardType::Artifact),
            "Battle" => types.push(CardType::Battle),
            "Creature" => types.push(CardType::Creature),
            "Enchantment" => types.push(CardType::Enchantment),
            "Instant" => types.push(CardType::Instant),
            "Kindred" | "Tribal" => types.push(CardType::Kindred),
            "Land" => types.push(CardType::Land),
            "Planeswalker" => types.push(CardType::Planeswalker),
            "Sorcery" => types.push(CardType::Sorcery),
            _ => {}
        }
    }
    (supertypes, types, right.split_whitespace().map(String::from).collect())
}

/// The keywords the table acts on, from one line of Oracle text: "Daybound", "Morph {2}{U}",
/// "Disturb {1}{W}", "{3}{G}: Transform ...". Reminder text in parentheses is dropped.
pub fn keyword_of(line: &str) -> Option<Keyword> {
    let line = line.split(" (").next().unwrap_or(line).trim();
    let cost = |rest: &str| rest.trim_start_matches(['—', ' ']).trim().to_string();
    if line == "Daybound" {
        return Some(Keyword::Daybound);
    }
    if line == "Nightbound" {
        return Some(Keyword::Nightbound);
    }
    for (word, make) in [
        ("Megamorph", Keyword::Megamorph as fn(String) -> Keyword),
        ("Morph", Keyword::Morph),
        ("Disguise", Keyword::Disguise),
        ("Disturb", Keyword::Disturb),
    ] {
        if let Some(rest) = line.strip_prefix(word)
            && (rest.starts_with(' ') || rest.starts_with('—'))
        {
            return Some(make(cost(rest)));
        }
    }
    let (c, effect) = line.split_once(": ")?;
    (effect.starts_with("Transform ") && !effect.contains("target") && c.starts_with('{'))
        .then(|| Keyword::TransformAbility(c.to_string()))
}

/// A name as looked up: case, accents and curly quotes don't matter ("Lim-Dûl" is "lim-dul",
/// "Æther" is "aether").
pub fn fold(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.trim().nfd() {
        match c {
            c if unicode_normalization::char::is_combining_mark(c) => {}
            'Æ' | 'æ' => out.push_str("ae"),
            '’' | '‘' => out.push('\''),
            c => out.extend(c.to_lowercase()),
        }
    }
    out
}

fn folded_front(folded: &[(String, u32, u8)], card: usize) -> &str {
    // Fronts were pushed first, one a card, in card order.
    &folded[card].0
}

/// Whether an object is no card a deck plays (a token, an emblem, an art card...): a decklist
/// line names a card, and a token named like one doesn't hide it.
fn not_a_card(c: &StoredCard) -> bool {
    matches!(c.scryfall_layout.as_str(), "token" | "double_faced_token" | "emblem" | "art_series")
}

/// The pairs of adjacent characters of a name, its start and end marked.
fn char_pairs(chars: &[char]) -> impl Iterator<Item = (char, char)> + '_ {
    let marked = std::iter::once('\u{2}').chain(chars.iter().copied()).chain(std::iter::once('\u{3}'));
    marked.clone().zip(marked.skip(1))
}

/// The imported cards, their name index, and each card's `CardDef` once made.
#[derive(Debug, Default)]
pub struct CardStore {
    cards: Vec<StoredCard>,
    defs: Vec<OnceLock<Arc<CardDef>>>,
    index: HashMap<String, u32>,
    /// The names (folded) that several cards have, not a token named as a card but different
    /// cards (Unstable's six Everythingamajigs): every one of them, in file order.
    alike: HashMap<String, Vec<u32>>,
    /// Every face's folded name as characters, with its card and face: "did you mean".
    folded: Vec<(Box<[char]>, u32, u8)>,
    /// The names in `folded` that hold each pair of adjacent characters (the name's ends
    /// marked): only names sharing enough pairs with a misspelt one can be near it.
    pairs: HashMap<(char, char), Vec<u32>>,
    /// Each card's names, type lines and text, folded, for the card browser (made when first
    /// searched).
    haystacks: OnceLock<Vec<String>>,
}

impl CardStore {
    /// Where the imported database lives: `$BIFRONTE_DB` when set (every command that reads
    /// cards, and `import`, use it), else `cards.db` in the user's data folder.
    pub fn default_path() -> PathBuf {
        match std::env::var_os("BIFRONTE_DB") {
            Some(p) if !p.is_empty() => PathBuf::from(p),
            _ => crate::format::user_data_dir().join("cards.db"),
        }
    }

    /// Builds the store from cards (an import, or a test).
    pub fn new(cards: Vec<StoredCard>) -> CardStore {
        let mut store = CardStore {
            defs: cards.iter().map(|_| OnceLock::new()).collect(),
            cards,
            index: HashMap::new(),
            alike: HashMap::new(),
            folded: Vec::new(),
            pairs: HashMap::new(),
            haystacks: OnceLock::new(),
        };
        store.build_index();
        store
    }

    fn build_index(&mut self) {
        let mut index = HashMap::with_capacity(self.cards.len() * 2);
        let mut folded: Vec<(String, u32, u8)> = Vec::with_capacity(self.cards.len() * 2);
        // Full names and front faces first; other faces' names only where no card has them
        // as its own (a meld card's back face is the melded card's name).
        // Two objects of one name (a token named as a card is, variants of one card): a card
        // wins over what isn't one, and of two alike the first read (the file's order) wins.
        let cards = &self.cards;
        let mut alike: HashMap<String, Vec<u32>> = HashMap::new();
        let mut name = |index: &mut HashMap<String, u32>, key: String, i: usize| match index.get(&key) {
            Some(&had) if had as usize != i && !not_a_card(&cards[i]) && !not_a_card(&cards[had as usize]) => {
                alike.entry(key).or_insert_with(|| vec![had]).push(i as u32);
            }
            Some(&had) if not_a_card(&cards[had as usize]) <= not_a_card(&cards[i]) => {}
            _ => _ = index.insert(key, i as u32),
        };
        for (i, c) in self.cards.iter().enumerate() {
            if c.faces.len() > 1 && c.layout != Layout::Meld {
                name(&mut index, fold(&c.name()), i);
            }
            let front = fold(&c.faces[0].name);
            name(&mut index, front.clone(), i);
            folded.push((front, i as u32, 0));
        }
        self.alike = alike;
        for (i, c) in self.cards.iter().enumerate() {
            for (j, f) in c.faces.iter().enumerate().skip(1) {
                let name = fold(&f.name);
                if name != folded_front(&folded, i) {
                    index.entry(name.clone()).or_insert(i as u32);
                    folded.push((name, i as u32, j as u8));
                }
            }
        }
        self.index = index;
        self.folded = folded.into_iter().map(|(n, i, j)| (n.chars().collect(), i, j)).collect();
        let mut pairs: HashMap<(char, char), Vec<u32>> = HashMap::new();
        for (k, (chars, ..)) in self.folded.iter().enumerate() {
            for p in char_pairs(chars) {
                let list = pairs.entry(p).or_default();
                if list.last() != Some(&(k as u32)) {
                    list.push(k as u32);
                }
            }
        }
        self.pairs = pairs;
    }

    /// Up to `n` names within `limit` edits of `name` (folded), nearest first.
    pub fn suggest(&self, name: &str, limit: usize, n: usize) -> Vec<(usize, &str)> {
        let target: Vec<char> = fold(name).chars().collect();
        // Each edit changes at most two of a name's pairs of adjacent characters: a name within
        // `limit` edits shares all but 2 × limit of the misspelt one's distinct pairs. Only those
        // are measured (a 3,000-line collection's every unknown name at once).
        let mut mine: Vec<(char, char)> = char_pairs(&target).collect();
        mine.sort_unstable();
        mine.dedup();
        let needed = mine.len().saturating_sub(2 * limit);
        let candidates: Vec<u32> = if needed == 0 {
            (0..self.folded.len() as u32).collect()
        } else {
            let mut shared = vec![0u16; self.folded.len()];
            let mut enough = Vec::new();
            for p in &mine {
                for k in self.pairs.get(p).into_iter().flatten() {
                    let c = &mut shared[*k as usize];
                    *c += 1;
                    if usize::from(*c) == needed {
                        enough.push(*k);
                    }
                }
            }
            enough
        };
        let mut found: Vec<(usize, &str)> = candidates
            .into_iter()
            .filter_map(|k| {
                let (chars, i, j) = &self.folded[k as usize];
                let d = crate::format::edit_distance_within(&target, chars, limit)?;
                Some((d, self.cards[*i as usize].faces[*j as usize].name.as_str()))
            })
            .collect();
        found.sort();
        found.dedup_by(|a, b| a.1 == b.1);
        found.truncate(n);
        found
    }

    /// The cards, in file order.
    pub fn cards(&self) -> &[StoredCard] {
        &self.cards
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The stored card of a name: its full name ("Front // Back"), a face's name, any case,
    /// accents or none.
    pub fn find(&self, name: &str) -> Option<&StoredCard> {
        self.index.get(&fold(name)).map(|&i| &self.cards[i as usize])
    }

    /// Every card of a name where several different cards have it (not a token named as a
    /// card), in file order, the one [`find`](Self::find) gives first; else that one alone.
    pub fn same_name(&self, name: &str) -> Vec<&StoredCard> {
        let key = fold(name);
        match self.alike.get(&key) {
            Some(all) => all.iter().map(|&i| &self.cards[i as usize]).collect(),
            None => self.index.get(&key).map(|&i| &self.cards[i as usize]).into_iter().collect(),
        }
    }

    /// A face, by its English name, as printed in `lang` ("it"), with the face as stored (its
    /// Oracle type line and text): where the imported file had such a printing.
    pub fn printed_face(&self, lang: &str, name: &str) -> Option<(&StoredFace, &PrintedFace)> {
        let card = self.find(name)?;
        let i = card.faces.iter().position(|f| fold(&f.name) == fold(name))?;
        let printed = card.printed.iter().find(|p| p.lang == lang)?.faces.get(i)?;
        Some((&card.faces[i], printed))
    }

    /// The card of a name, as Bifronte's rules read it (made on first use).
    pub fn get(&self, name: &str) -> Option<&Arc<CardDef>> {
        let i = *self.index.get(&fold(name))? as usize;
        Some(self.defs[i].get_or_init(|| Arc::new(self.cards[i].to_def())))
    }

    /// The cards whose names, type lines or text hold every word of `query` (folded), up to
    /// `limit`, by name.
    pub fn search(&self, query: &str, limit: usize) -> Vec<String> {
        let words: Vec<String> = fold(query).split_whitespace().map(String::from).collect();
        let hay = self.haystacks.get_or_init(|| {
            self.cards
                .iter()
                .map(|c| {
                    let parts = c.faces.iter().flat_map(|f| [f.name.as_str(), f.type_line.as_str(), f.text.as_str()]);
                    fold(&parts.collect::<Vec<_>>().join("\n"))
                })
                .collect()
        });
        let mut found: Vec<String> = hay
            .iter()
            .zip(&self.cards)
            .filter(|(h, _)| words.iter().all(|w| h.contains(w.as_str())))
            .map(|(_, c)| c.name())
            .take(limit)
            .collect();
        found.sort();
        found
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Result<Vec<u8>, StoreError> {
        let mut bytes = MAGIC.to_vec();
        let unwritten = |e: postcard::Error| StoreError::Damaged(e.to_string());
        postcard::to_io(&self.cards, &mut bytes).map_err(unwritten)?;
        let prints: Vec<&Vec<Print>> = self.cards.iter().map(|c| &c.prints).collect();
        postcard::to_io(&prints, &mut bytes).map_err(unwritten)?;
        Ok(bytes)
    }

    /// Reads a database file's bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<CardStore, StoreError> {
        let damaged = |e: postcard::Error| StoreError::Damaged(e.to_string());
        let mut cards: Vec<StoredCard> = match (bytes.strip_prefix(MAGIC), bytes.strip_prefix(MAGIC_4)) {
            (Some(body), _) => {
                let (mut cards, rest): (Vec<StoredCard>, _) = postcard::take_from_bytes(body).map_err(damaged)?;
                let prints: Vec<Vec<Print>> = postcard::from_bytes(rest).map_err(damaged)?;
                if prints.len() != cards.len() {
                    return Err(StoreError::PrintsMismatch);
                }
                cards.iter_mut().zip(prints).for_each(|(c, p)| c.prints = p);
                cards
            }
            (None, Some(body)) => postcard::from_bytes(body).map_err(damaged)?,
            (None, None) => return Err(StoreError::NotThisVersion),
        };
        cards.shrink_to_fit();
        if cards.iter().any(|c| c.faces.is_empty()) {
            return Err(StoreError::FacelessCard);
        }
        Ok(CardStore::new(cards))
    }

    /// Opens the database at `path`.
    pub fn open(path: &Path) -> Result<CardStore, OpenError> {
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(OpenError::Missing),
            Err(e) => {
                return Err(OpenError::Bad(
                    path.to_path_buf(),
                    StoreError::Io { path: path.to_path_buf(), why: e.to_string() },
                ));
            }
        };
        CardStore::from_bytes(&bytes).map_err(|e| OpenError::Bad(path.to_path_buf(), e))
    }

    /// Writes the database to `path`: whole, or not at all (the old one stays until the new
    /// one is complete).
    pub fn save(&self, path: &Path) -> Result<(), StoreError> {
        let io = |path: &Path, e: std::io::Error| StoreError::Io { path: path.to_path_buf(), why: e.to_string() };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
        }
        let bytes = self.to_bytes()?;
        crate::format::write_atomic(path, &bytes).map_err(|e| io(path, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored(json: &str) -> StoredCard {
        super::super::scryfall::map_card(serde_json::from_str(json).unwrap())
    }

    #[test]
    fn a_token_named_as_a_card_never_hides_the_card_and_of_two_alike_the_first_read_wins() {
        let card = |id: &str, oracle: &str, layout: &str, types: &str| {
            stored(&format!(
                r#"{{"id": "{id}", "oracle_id": "{oracle}", "name": "Flowerfoot Swordmaster", "layout": "{layout}",
                   "type_line": "{types}", "set": "blb", "collector_number": "1"}}"#
            ))
        };
        for order in [[0, 1], [1, 0]] {
            let objects = [
                card("c", "o-card", "normal", "Creature — Mouse Soldier"),
                card("t", "o-token", "token", "Token Creature — Mouse"),
            ];
            let store = CardStore::new(order.iter().map(|k| objects[*k].clone()).collect());
            assert_eq!(store.find("flowerfoot swordmaster").unwrap().scryfall_id, "c", "{order:?}");
        }
        let store =
            CardStore::new(vec![card("a", "o-1", "normal", "Creature"), card("b", "o-2", "normal", "Creature")]);
        assert_eq!(store.find("Flowerfoot Swordmaster").unwrap().scryfall_id, "a");
    }

    #[test]
    fn names_fold_case_accents_and_ligatures() {
        assert_eq!(fold("Lim-Dûl the Necromancer"), "lim-dul the necromancer");
        assert_eq!(fold("Æther Vial"), "aether vial");
        assert_eq!(fold("Urza’s Saga"), "urza's saga");
    }

    #[test]
    fn rule_205_type_lines_split_into_supertypes_types_and_subtypes() {
        let (s, t, sub) = parse_type_line("Legendary Artifact Creature — Equipment Golem");
        assert_eq!(
            (s, t, sub),
            (
                vec![Supertype::Legendary],
                vec![CardType::Artifact, CardType::Creature],
                vec!["Equipment".to_string(), "Golem".to_string()]
            )
        );
        assert_eq!(parse_type_line("Tribal Instant — Faerie").1, vec![CardType::Kindred, CardType::Instant]);
        assert_eq!(parse_type_line("Plane — Dominaria").1, Vec::<CardType>::new());
    }

    #[test]
    fn keywords_the_table_acts_on_are_read_from_oracle_lines() {
        assert_eq!(keyword_of("Daybound (If a player casts no spells...)"), Some(Keyword::Daybound));
        assert_eq!(keyword_of("Morph {4}{W}{W}"), Some(Keyword::Morph("{4}{W}{W}".into())));
        assert_eq!(keyword_of("Morph—Reveal a white card."), Some(Keyword::Morph("Reveal a white card.".into())));
        assert_eq!(keyword_of("Disturb {1}{U} (You may cast...)"), Some(Keyword::Disturb("{1}{U}".into())));
        assert_eq!(keyword_of("Morphling"), None);
        assert_eq!(
            keyword_of("{2}{G}: Transform Huntmaster of the Fells."),
            Some(Keyword::TransformAbility("{2}{G}".into()))
        );
        assert_eq!(keyword_of("{T}: Transform target creature."), None);
    }

    #[test]
    fn a_damaged_or_foreign_file_is_an_error_not_a_crash() {
        assert!(CardStore::from_bytes(b"").is_err());
        assert!(CardStore::from_bytes(b"PK\x03\x04 a zip").is_err());
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&[0xff; 64]);
        assert!(CardStore::from_bytes(&bytes).is_err());
    }

    #[test]
    fn a_database_keeps_each_card_s_printings_and_one_of_the_version_before_opens_without_them() {
        let mut card = stored(
            r#"{"id": "p1", "oracle_id": "o-1", "name": "Opt", "layout": "normal", "type_line": "Instant",
               "set": "eld", "collector_number": "59", "rarity": "common", "booster": true, "lang": "en"}"#,
        );
        assert_eq!(
            card.prints,
            vec![Print { set: "eld".into(), number: "59".into(), rarity: Rarity::Common, booster: Some(true) }]
        );
        let read = CardStore::from_bytes(&CardStore::new(vec![card.clone()]).to_bytes().unwrap()).unwrap();
        assert_eq!(read.cards()[0].prints, card.prints);
        // Version 4: the cards alone.
        let mut old = MAGIC_4.to_vec();
        card.prints.clear();
        postcard::to_io(&vec![card.clone()], &mut old).unwrap();
        let read = CardStore::from_bytes(&old).unwrap();
        assert_eq!(read.cards(), &[card]);
        // Printings that don't match the cards are a damaged file.
        let mut short = MAGIC.to_vec();
        postcard::to_io(&vec![read.cards()[0].clone()], &mut short).unwrap();
        postcard::to_io(&Vec::<Vec<Print>>::new(), &mut short).unwrap();
        assert_eq!(CardStore::from_bytes(&short).unwrap_err(), StoreError::PrintsMismatch);
    }
}
