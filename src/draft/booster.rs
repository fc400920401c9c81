//! Boosters: packs opened from a set's printings as the imported Scryfall data lists them (the
//! printings its boosters hold, by rarity), or dealt from a cube (any decklist, its cards
//! shuffled once and dealt fifteen at a time).
//!
//! A set's pack, as a draft booster of Scryfall's era is made: ten commons, three uncommons, a
//! rare that is a mythic rare about one pack in eight (where the set has mythics), and a basic
//! land; no card twice in one pack. A set whose printings don't say which are in its boosters
//! (Scryfall's `booster`, absent from files older than late 2019) opens none, and says so.

use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};

use crate::cards::CardDb;
use crate::cards::store::{CardStore, Rarity};
use crate::format::LoadError;
use crate::i18n::Said;

/// One card of a pack: its name (the database's) and the rarity it was opened at.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PackCard {
    /// The card's name.
    pub name: String,
    /// Its rarity in the pack's set (a cube's cards: their first printing's).
    pub rarity: Rarity,
}

/// A pack's cards, in the order they were opened.
pub type Pack = Vec<PackCard>;

/// Commons in a set's pack.
pub const COMMONS: usize = 10;
/// Uncommons in a set's pack.
pub const UNCOMMONS: usize = 3;
/// A pack's cards: a cube's packs hold as many.
pub const PACK_SIZE: usize = 15;
/// One pack in this many has a mythic rare in its rare slot.
pub const MYTHIC_ONE_IN: u32 = 8;

/// The basic lands' names: a set's land slot where its boosters list none of its own.
pub const BASICS: [&str; 5] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/// Why no pack can be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoosterError {
    /// No card database has been imported: a set's printings come from it.
    NoDatabase,
    /// The imported cards have no printing in that set.
    UnknownSet {
        /// The set asked for.
        set: String,
        /// The sets that have boosters.
        with_boosters: Vec<String>,
    },
    /// The set's printings don't say which are in its boosters.
    NoBoosterData {
        /// The set asked for.
        set: String,
        /// The sets that have boosters.
        with_boosters: Vec<String>,
    },
    /// The set's boosters hold too few cards of a rarity for one pack.
    TooFew {
        /// The set.
        set: String,
        /// The rarity short.
        rarity: Rarity,
        /// Its cards in the set's boosters.
        have: usize,
        /// A pack's.
        need: usize,
    },
    /// A cube has fewer cards than the packs need.
    CubeTooSmall {
        /// The cube's cards (left).
        have: usize,
        /// The packs'.
        need: usize,
    },
    /// A cube's decklist that doesn't read: its problems, each at its place.
    CubeUnread(Vec<LoadError>),
    /// Neither a set nor a cube was named.
    NoSource,
}

impl BoosterError {
    /// Why, as a message a reader says in their own language (a served pod's refusal crosses
    /// the network).
    pub fn said(&self) -> Said {
        let sets = |l: &[String]| match l.is_empty() {
            true => "—".to_string(),
            false => l.iter().map(|s| s.to_uppercase()).collect::<Vec<_>>().join(", "),
        };
        match self {
            BoosterError::NoDatabase => Said::new("draft-no-database", &[]),
            BoosterError::UnknownSet { set, with_boosters } => {
                Said::new("draft-unknown-set", &[("set", &set.to_uppercase()), ("sets", &sets(with_boosters))])
            }
            BoosterError::NoBoosterData { set, with_boosters } => {
                Said::new("draft-no-booster-data", &[("set", &set.to_uppercase()), ("sets", &sets(with_boosters))])
            }
            BoosterError::TooFew { set, rarity, have, need } => Said::new(
                "draft-too-few",
                &[
                    ("set", &set.to_uppercase()),
                    ("rarity", &rarity.letter().to_string()),
                    ("have", &have.to_string()),
                    ("need", &need.to_string()),
                ],
            ),
            BoosterError::CubeTooSmall { have, need } => {
                Said::new("draft-cube-too-small", &[("have", &have.to_string()), ("need", &need.to_string())])
            }
            BoosterError::CubeUnread(problems) => {
                let file = problems.first().map(|p| p.path.display().to_string()).unwrap_or_default();
                Said::new("draft-cube-unread", &[("file", &file)])
            }
            BoosterError::NoSource => Said::new("draft-which-packs", &[]),
        }
    }
}

/// A cube that doesn't read, as each of its problems at its place.
impl crate::i18n::SaidIn for BoosterError {
    fn said_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            BoosterError::CubeUnread(problems) if !problems.is_empty() => {
                let lines: Vec<String> = problems.iter().map(|p| p.text_in(lang)).collect();
                lines.join("\n")
            }
            _ => self.said().text_in(lang),
        }
    }
}

crate::i18n::display_in_english!(BoosterError);

/// A set's booster sheets: its printings its boosters hold, by slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetSheets {
    /// The set's code.
    pub set: String,
    /// Commons (basic lands aside).
    pub commons: Vec<String>,
    /// Uncommons.
    pub uncommons: Vec<String>,
    /// Rares.
    pub rares: Vec<String>,
    /// Mythic rares.
    pub mythics: Vec<String>,
    /// The land slot's basic lands.
    pub basics: Vec<String>,
}

/// Where packs come from.
#[derive(Clone, Debug)]
pub enum Boosters {
    /// A set's boosters: every pack drawn from the same sheets.
    Set(SetSheets),
    /// A cube: its cards shuffled once, dealt a pack at a time (`next` is the next card dealt).
    Cube {
        /// The cube's cards, shuffled.
        cards: Vec<PackCard>,
        /// The next card dealt.
        next: usize,
    },
}

/// The sets of the imported printings whose boosters are known, by code.
pub fn sets_with_boosters(store: &CardStore) -> Vec<String> {
    let mut sets: Vec<String> = store
        .cards()
        .iter()
        .flat_map(|c| &c.prints)
        .filter(|p| p.booster == Some(true))
        .map(|p| p.set.clone())
        .collect();
    sets.sort();
    sets.dedup();
    sets
}

impl SetSheets {
    /// The sheets of set `code` (any case) from the imported printings.
    pub fn of(store: &CardStore, code: &str) -> Result<SetSheets, BoosterError> {
        let set = code.trim().to_lowercase();
        let mut sheets = SetSheets {
            set: set.clone(),
            commons: Vec::new(),
            uncommons: Vec::new(),
            rares: Vec::new(),
            mythics: Vec::new(),
            basics: Vec::new(),
        };
        let (mut printed, mut said) = (0, 0);
        for card in store.cards().iter().filter(|c| !c.not_a_card()) {
            for p in card.prints.iter().filter(|p| p.set == set) {
                printed += 1;
                said += usize::from(p.booster.is_some());
                if p.booster != Some(true) {
                    continue;
                }
                let name = card.name();
                let basic = card.faces[0].type_line.contains("Basic") && card.faces[0].type_line.contains("Land");
                let sheet = match (basic, p.rarity) {
                    (true, _) => &mut sheets.basics,
                    (_, Rarity::Common) => &mut sheets.commons,
                    (_, Rarity::Uncommon) => &mut sheets.uncommons,
                    (_, Rarity::Rare) => &mut sheets.rares,
                    (_, Rarity::Mythic) => &mut sheets.mythics,
                    (_, Rarity::Special) => continue,
                };
                if !sheet.contains(&name) {
                    sheet.push(name);
                }
            }
        }
        let with_boosters = || sets_with_boosters(store);
        if printed == 0 {
            return Err(BoosterError::UnknownSet { set, with_boosters: with_boosters() });
        }
        if said == 0 {
            return Err(BoosterError::NoBoosterData { set, with_boosters: with_boosters() });
        }
        for (sheet, rarity, need) in [
            (&sheets.commons, Rarity::Common, COMMONS),
            (&sheets.uncommons, Rarity::Uncommon, UNCOMMONS),
            (&sheets.rares, Rarity::Rare, 1),
        ] {
            if sheet.len() < need {
                return Err(BoosterError::TooFew { set, rarity, have: sheet.len(), need });
            }
        }
        if sheets.basics.is_empty() {
            sheets.basics = BASICS.iter().map(|s| s.to_string()).collect();
        }
        Ok(sheets)
    }

    /// One pack: ten commons, three uncommons, a rare or mythic, a basic land.
    pub fn open(&self, rng: &mut StdRng) -> Pack {
        let some = |sheet: &[String], n: usize, rarity: Rarity, rng: &mut StdRng| -> Vec<PackCard> {
            IndexedRandom::sample(sheet, rng, n).map(|name| PackCard { name: name.clone(), rarity }).collect()
        };
        let mythic = !self.mythics.is_empty() && rng.random_range(0..MYTHIC_ONE_IN) == 0;
        let mut pack = match mythic {
            true => some(&self.mythics, 1, Rarity::Mythic, rng),
            false => some(&self.rares, 1, Rarity::Rare, rng),
        };
        pack.extend(some(&self.uncommons, UNCOMMONS, Rarity::Uncommon, rng));
        pack.extend(some(&self.commons, COMMONS, Rarity::Common, rng));
        pack.extend(some(&self.basics, 1, Rarity::Common, rng));
        pack
    }
}

impl Boosters {
    /// A set's boosters from the imported cards.
    pub fn set(db: &CardDb, code: &str) -> Result<Boosters, BoosterError> {
        let store = db.imported().ok_or(BoosterError::NoDatabase)?;
        SetSheets::of(store, code).map(Boosters::Set)
    }

    /// The packs a draft or sealed asks for: a set's (`set`, by its code), or a cube's (`cube`,
    /// any decklist file, its cards shuffled with a stream of their own from `seed`, so a pod's
    /// packs are the seed's either way).
    pub fn from_source(
        set: Option<&str>,
        cube: Option<&std::path::Path>,
        db: &CardDb,
        seed: u64,
    ) -> Result<Boosters, BoosterError> {
        use rand::SeedableRng;
        match (set, cube) {
            (Some(set), _) => Boosters::set(db, set),
            (None, Some(file)) => {
                let (text, _) =
                    crate::cards::decklist::read_deck_text(file).map_err(|e| BoosterError::CubeUnread(vec![e]))?;
                let list =
                    crate::cards::decklist::parse_deck_file(file, &text, db).map_err(BoosterError::CubeUnread)?;
                let names: Vec<&str> = list
                    .main
                    .iter()
                    .chain(&list.sideboard)
                    .flat_map(|e| std::iter::repeat_n(e.name.as_str(), e.count as usize))
                    .collect();
                let mut rng = StdRng::seed_from_u64(seed ^ 0xC0BE);
                Ok(Boosters::cube(&names, db, &mut rng))
            }
            (None, None) => Err(BoosterError::NoSource),
        }
    }

    /// A cube of these cards (a name once per copy), shuffled with `rng`.
    pub fn cube(names: &[&str], db: &CardDb, rng: &mut StdRng) -> Boosters {
        let rarity = |name: &str| {
            let printed = db.imported().and_then(|s| s.find(name)).and_then(|c| c.prints.first().map(|p| p.rarity));
            printed.unwrap_or(Rarity::Common)
        };
        let mut cards: Vec<PackCard> =
            names.iter().map(|n| PackCard { name: n.to_string(), rarity: rarity(n) }).collect();
        cards.shuffle(rng);
        Boosters::Cube { cards, next: 0 }
    }

    /// Whether `packs` packs can be opened: a cube must hold enough cards.
    pub fn enough_for(&self, packs: usize) -> Result<(), BoosterError> {
        match self {
            Boosters::Set(_) => Ok(()),
            Boosters::Cube { cards, next } => {
                let need = packs * PACK_SIZE;
                match cards.len() - next >= need {
                    true => Ok(()),
                    false => Err(BoosterError::CubeTooSmall { have: cards.len() - next, need }),
                }
            }
        }
    }

    /// The next pack.
    pub fn open(&mut self, rng: &mut StdRng) -> Result<Pack, BoosterError> {
        match self {
            Boosters::Set(sheets) => Ok(sheets.open(rng)),
            Boosters::Cube { cards, next } => {
                let have = cards.len() - *next;
                if have < PACK_SIZE {
                    return Err(BoosterError::CubeTooSmall { have, need: PACK_SIZE });
                }
                let pack = cards[*next..*next + PACK_SIZE].to_vec();
                *next += PACK_SIZE;
                Ok(pack)
            }
        }
    }

    /// What the packs are, in words ("M20", "cube of 360 cards").
    pub fn describe(&self) -> Said {
        match self {
            Boosters::Set(s) => Said::words(s.set.to_uppercase()),
            Boosters::Cube { cards, .. } => Said::new("draft-cube", &[("n", &cards.len().to_string())]),
        }
    }
}
