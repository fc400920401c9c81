//! Printed card data: the `CardDef`/`Face` format of SCENES.md, mana costs, and the card database.
//!
//! This is what is *printed*. What an object *is* at a given moment is derived by the rules
//! kernel (`crate::rules::layers`) into a `Characteristics` component.

pub mod abilities;
pub mod activated;
pub use effects::condition;
pub mod costs;
pub mod creature_types;
pub mod db;
pub mod deck_edit;
pub mod deckfile;
pub mod decklist;
pub mod decks;
pub mod effects;
pub mod filter;
pub mod import;
pub mod legality;
pub mod level;
mod mana;
pub mod modal;
mod name;
pub mod protection;
pub mod scryfall;
pub mod stats;
pub mod store;
pub mod triggers;

pub use abilities::{
    Ability, AbilityLine, Anthem, Chapter, ChapterEffect, ChosenUse, EntersIf, EntryAnswer, EntryChoice, OracleText,
    PlayerRule, roman,
};
pub use db::CardDb;
pub use mana::{ManaCost, ManaCostError, ManaCostProblem, ManaSymbol};
pub use name::CardName;
pub use triggers::Trigger;

use crate::i18n::Said;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// The five colours (105.1), in WUBRG order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Color {
    /// White (W).
    White,
    /// Blue (U).
    Blue,
    /// Black (B).
    Black,
    /// Red (R).
    Red,
    /// Green (G).
    Green,
}

impl Color {
    /// All colours in WUBRG order.
    pub const ALL: [Color; 5] = [Color::White, Color::Blue, Color::Black, Color::Red, Color::Green];

    /// The colour's name as rules text writes it ("white", "protection from white").
    pub fn word(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Blue => "blue",
            Color::Black => "black",
            Color::Red => "red",
            Color::Green => "green",
        }
    }

    /// The colour a word of rules text names ("white"), if it names one.
    pub fn from_word(word: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.word() == word)
    }

    /// The colour's mana letter.
    pub fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Blue => 'U',
            Color::Black => 'B',
            Color::Red => 'R',
            Color::Green => 'G',
        }
    }

    /// The colour of a mana letter.
    pub fn from_letter(s: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| s.len() == 1 && s.starts_with(c.letter()))
    }
}

/// A set of colours (an object's colour, 105.2). Empty means colorless.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ColorSet(u8);

impl ColorSet {
    /// Adds a colour.
    pub fn insert(&mut self, c: Color) {
        self.0 |= 1 << c as u8;
    }
    /// The colours of either set.
    pub fn union(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 | other.0)
    }
    /// Whether the set holds `c`.
    pub fn contains(self, c: Color) -> bool {
        self.0 & (1 << c as u8) != 0
    }
    /// Colorless (105.2c).
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The colours in WUBRG order.
    pub fn to_vec(self) -> Vec<Color> {
        Color::ALL.into_iter().filter(|c| self.contains(*c)).collect()
    }
}

impl FromIterator<Color> for ColorSet {
    fn from_iter<I: IntoIterator<Item = Color>>(iter: I) -> Self {
        let mut s = ColorSet::default();
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl fmt::Display for ColorSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("colorless");
        }
        let names: Vec<String> = self.to_vec().iter().map(|c| format!("{c:?}")).collect();
        f.write_str(&names.join(", "))
    }
}

/// Supertypes (205.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Supertype {
    /// Basic (205.4c).
    Basic,
    /// Legendary (205.4d).
    Legendary,
    /// Snow (205.4g).
    Snow,
    /// World (205.4f).
    World,
}

/// Card types (205.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CardType {
    /// Artifact (301).
    Artifact,
    /// Battle (310).
    Battle,
    /// Creature (302).
    Creature,
    /// Enchantment (303).
    Enchantment,
    /// Instant (304).
    Instant,
    /// Kindred (308).
    Kindred,
    /// Land (305).
    Land,
    /// Planeswalker (306).
    Planeswalker,
    /// Sorcery (307).
    Sorcery,
}

impl CardType {
    /// Every card type, by name.
    pub const ALL: [CardType; 9] = [
        CardType::Artifact,
        CardType::Battle,
        CardType::Creature,
        CardType::Enchantment,
        CardType::Instant,
        CardType::Kindred,
        CardType::Land,
        CardType::Planeswalker,
        CardType::Sorcery,
    ];

    /// 110.4: permanent types.
    pub fn is_permanent_type(self) -> bool {
        !matches!(self, CardType::Instant | CardType::Sorcery | CardType::Kindred)
    }
}

/// The card type a word names ("creature", "Creature"), if any.
pub(crate) fn card_type(word: &str) -> Option<CardType> {
    use CardType::*;
    [Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery]
        .into_iter()
        .find(|t| format!("{t:?}").eq_ignore_ascii_case(word))
}

/// Parses "+1/+1", "-1/-1", "+2/+0" (122.1a, 613.4c).
pub fn pt_bonus(s: &str) -> Option<(i32, i32)> {
    let (p, t) = s.split_once('/')?;
    let parse = |s: &str| -> Option<i32> {
        let sign = match s.chars().next()? {
            '+' => 1,
            '-' | '−' => -1,
            _ => return None,
        };
        s[s.chars().next()?.len_utf8()..].parse::<i32>().ok().map(|n| sign * n)
    };
    Some((parse(p)?, parse(t)?))
}

/// The word with its first letter capitalized ("goblin" → "Goblin").
/// The keyword abilities the rules kernel enforces (combat, timing, destruction, phasing, day
/// and night, reading ahead), by name: what a card's level counts as automatic and what an
/// effect may grant (`effects`).
pub const ENFORCED_KEYWORDS: [&str; 41] = [
    "deathtouch",
    "defender",
    "double strike",
    "first strike",
    "flash",
    "flying",
    "haste",
    "indestructible",
    "lifelink",
    "menace",
    "reach",
    "trample",
    "vigilance",
    "phasing",
    "daybound",
    "nightbound",
    "read ahead",
    "infect",
    "wither",
    "hexproof",
    // 702.16: damage, enchanting or equipping, blocking and targeting (DEBT), by colour.
    "protection from white",
    "protection from blue",
    "protection from black",
    "protection from red",
    "protection from green",
    "protection from all colors",
    // 702.102a: a split card's halves cast together from a hand (`Cast`'s `fused`).
    "fuse",
    // 702.31b, 702.118b: evasion, checked as blockers are declared.
    "horsemanship",
    "skulk",
    "shroud",
    "fear",
    "intimidate",
    "plainswalk",
    "islandwalk",
    "swampwalk",
    "mountainwalk",
    "forestwalk",
    "shadow",
    // 702.88a: a spell cast from a hand is exiled as it resolves and may be cast again
    // (`ops::rebound`).
    "rebound",
    // 702.61a: no spell cast and no ability but a mana ability activated while it is on the
    // stack (`query::split_second`).
    "split second",
    // 702.89a: the Aura destroyed instead of the creature it enchants
    // (`status::totem_armor_instead`).
    "totem armor",
];

pub(crate) fn capitalized(word: &str) -> String {
    let mut c = word.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// The words with their first letter in lower case ("Target creature" → "target creature").
pub(crate) fn lowercased(word: &str) -> String {
    let mut c = word.chars();
    c.next().map(|f| f.to_lowercase().chain(c).collect()).unwrap_or_default()
}

/// Abilities the table automates or offers as a one-click action.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Keyword {
    /// 702.145b.
    Daybound,
    /// 702.145e.
    Nightbound,
    /// 702.37a, with its morph cost.
    Morph(String),
    /// 702.37b, with its megamorph cost.
    Megamorph(String),
    /// 702.168a, with its disguise cost.
    Disguise(String),
    /// 702.146a, with its disturb cost.
    Disturb(String),
    /// An activated "Transform this permanent" ability with its cost.
    TransformAbility(String),
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Keyword::Daybound => f.write_str("Daybound"),
            Keyword::Nightbound => f.write_str("Nightbound"),
            Keyword::Morph(c) => write!(f, "Morph {c}"),
            Keyword::Megamorph(c) => write!(f, "Megamorph {c}"),
            Keyword::Disguise(c) => write!(f, "Disguise {c}"),
            Keyword::Disturb(c) => write!(f, "Disturb {c}"),
            Keyword::TransformAbility(c) => write!(f, "{c}: Transform this permanent."),
        }
    }
}

/// How a card's faces relate (SCENES.md `layout`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Layout {
    /// A single-faced card.
    #[default]
    Normal,
    /// A nonmodal (transforming) double-faced card (712.2).
    Transform,
    /// A modal double-faced card (712.3).
    ModalDfc,
    /// A meld card (712.4): can't transform (712.4c).
    Meld,
    /// A flip card (710).
    Flip,
    /// A split card (709).
    Split,
    /// An adventurer card (715).
    Adventure,
}

impl Layout {
    /// 712.1: whether cards of this layout are double-faced.
    pub fn is_double_faced(self) -> bool {
        matches!(self, Layout::Transform | Layout::ModalDfc | Layout::Meld)
    }
}

/// One printed face: its characteristics as printed (or as defined by a token-making effect).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Face {
    /// The face's name.
    pub name: CardName,
    /// Oracle notation; `None` when the face has no mana cost.
    #[serde(default, with = "mana_cost_serde")]
    pub mana_cost: Option<ManaCost>,
    /// 204: a colour indicator, which sets the face's colour with the mana cost.
    #[serde(default)]
    pub color_indicator: Option<Vec<Color>>,
    /// Colours set by an effect rather than printed (a token's colours, 111.3, or a copy
    /// effect's exception, 707.9b): they replace those of the mana cost and colour indicator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colors: Option<Vec<Color>>,
    /// Supertypes.
    #[serde(default)]
    pub supertypes: Vec<Supertype>,
    /// Card types.
    #[serde(default)]
    pub types: Vec<CardType>,
    /// Subtypes, as printed.
    #[serde(default)]
    pub subtypes: std::sync::Arc<Vec<String>>,
    /// Rules text, parsed once into abilities.
    #[serde(default)]
    pub text: OracleText,
    /// Printed power.
    #[serde(default)]
    pub power: Option<i32>,
    /// Printed toughness.
    #[serde(default)]
    pub toughness: Option<i32>,
    /// Printed loyalty.
    #[serde(default)]
    pub loyalty: Option<i32>,
    /// Printed defense.
    #[serde(default)]
    pub defense: Option<i32>,
    /// Automated abilities.
    #[serde(default)]
    pub keywords: Vec<Keyword>,
}

impl Face {
    /// 202.2 and 204: colour from the mana cost and the colour indicator; none with devoid
    /// (702.114a, a characteristic-defining ability that works in every zone, 604.3).
    pub fn colors(&self) -> ColorSet {
        if let Some(set) = &self.colors {
            return set.iter().copied().collect();
        }
        if self.text.abilities().iter().any(|l| l.ability == Ability::Devoid) {
            return ColorSet::default();
        }
        let mut set = self.mana_cost.as_ref().map(ManaCost::colors).unwrap_or_default();
        for c in self.color_indicator.iter().flatten() {
            set.insert(*c);
        }
        set
    }

    /// Whether the face has a card type.
    pub fn has_type(&self, t: CardType) -> bool {
        self.types.contains(&t)
    }

    /// An omen card's Omen half (720.1): its alternative characteristics, with the Omen subtype.
    pub fn is_omen(&self) -> bool {
        self.subtypes.iter().any(|s| s == "Omen")
    }

    /// An Aura face: an enchantment with the Aura subtype (303.4).
    pub fn is_aura(&self) -> bool {
        self.has_type(CardType::Enchantment) && self.subtypes.iter().any(|s| s == "Aura")
    }

    /// An instant or sorcery face (701.27d, 712.10).
    pub fn is_instant_or_sorcery(&self) -> bool {
        self.has_type(CardType::Instant) || self.has_type(CardType::Sorcery)
    }

    /// A face with a permanent type (110.4c).
    pub fn is_permanent(&self) -> bool {
        self.types.iter().any(|t| t.is_permanent_type())
    }

    /// The type line, e.g. "Legendary Creature — Human Wizard".
    pub fn type_line(&self) -> String {
        type_line(&self.supertypes, &self.types, &self.subtypes)
    }
}

/// Formats a type line from its parts.
pub fn type_line(supertypes: &[Supertype], types: &[CardType], subtypes: &[String]) -> String {
    let mut words: Vec<String> = supertypes.iter().map(|s| format!("{s:?}")).collect();
    words.extend(types.iter().map(|t| format!("{t:?}")));
    let mut line = words.join(" ");
    if !subtypes.is_empty() {
        line.push_str(" — ");
        line.push_str(&subtypes.join(" "));
    }
    line
}

/// A card as printed: its layout and its faces (front first).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// How the faces relate.
    #[serde(default)]
    pub layout: Layout,
    /// The faces, front first, shared: a permanent's characteristics point at its printed
    /// face rather than copying it each time they are derived.
    pub faces: Vec<Arc<Face>>,
}

impl CardDef {
    /// A split card's halves combined (709.4): every name ("Fire // Ice"), the combined mana
    /// cost (so the colours and mana value of all of them, 709.4b), every card type and ability
    /// of any half (709.4c). Most split cards have two halves; "Who // What // When // Where //
    /// Why" has five. `None` for any other card.
    pub fn combined_halves(&self) -> Option<Face> {
        if self.layout != Layout::Split || self.faces.len() < 2 {
            return None;
        }
        let halves = &self.faces;
        let mut types: Vec<CardType> = Vec::new();
        let mut subtypes: Vec<String> = Vec::new();
        for half in halves {
            for t in &half.types {
                if !types.contains(t) {
                    types.push(*t);
                }
            }
            for t in half.subtypes.iter() {
                if !subtypes.contains(t) {
                    subtypes.push(t.clone());
                }
            }
        }
        let costs: Vec<&ManaCost> = halves.iter().filter_map(|h| h.mana_cost.as_ref()).collect();
        let mana_cost = (!costs.is_empty())
            .then(|| ManaCost { symbols: costs.iter().flat_map(|c| c.symbols.iter().cloned()).collect() });
        let names: Vec<&str> = halves.iter().map(|h| h.name.as_str()).collect();
        let texts: Vec<&str> = halves.iter().map(|h| h.text.as_str()).collect();
        Some(Face {
            name: names.join(" // ").into(),
            mana_cost,
            types,
            subtypes: subtypes.into(),
            text: OracleText::new(texts.join("\n")),
            keywords: halves.iter().flat_map(|h| h.keywords.iter().cloned()).collect(),
            ..Face::default()
        })
    }
    /// A single-faced card.
    pub fn single(face: impl Into<Arc<Face>>) -> CardDef {
        CardDef { layout: Layout::Normal, faces: vec![face.into()] }
    }

    /// The front face (the only one of a single-faced card).
    pub fn front(&self) -> &Face {
        &self.faces[0]
    }

    /// 702.102a: a half has fuse (a split card's fuse line is printed across both halves).
    pub fn has_fuse(&self) -> bool {
        self.faces.iter().any(|f| f.text.as_str().lines().any(|l| l.trim_start().starts_with("Fuse")))
    }

    /// 702.160a: the card has a prototype (its alternative mana cost, power and toughness).
    pub fn has_prototype(&self) -> bool {
        self.front().text.abilities().iter().any(|l| matches!(l.ability, Ability::Prototype(_)))
    }

    /// 702.146a: its disturb cost, where its front face has disturb: its back face may be cast
    /// from its owner's graveyard for it.
    pub fn disturb_cost(&self) -> Option<ManaCost> {
        self.front().keywords.iter().find_map(|k| match k {
            Keyword::Disturb(c) if self.layout == Layout::Transform => ManaCost::parse(c).ok(),
            _ => None,
        })
    }

    /// Whether its front face may be cast from its owner's graveyard by a keyword the rules read:
    /// flashback (702.34a), retrace (702.81a), jump-start (702.133a).
    pub fn casts_from_graveyard(&self) -> bool {
        use costs::SpellCost;
        let from = |l: &AbilityLine| {
            matches!(
                l.ability.spell_cost(),
                Some(
                    SpellCost::Flashback(_)
                        | SpellCost::FlashbackPaying { .. }
                        | SpellCost::Retrace
                        | SpellCost::JumpStart
                )
            )
        };
        self.front().text.abilities().iter().any(from)
    }

    /// The back face of a double-faced card.
    pub fn back(&self) -> Option<&Face> {
        if self.layout.is_double_faced() { self.faces.get(1).map(|f| &**f) } else { None }
    }

    /// 712.1: double-faced (transforming, modal or meld).
    pub fn is_double_faced(&self) -> bool {
        self.layout.is_double_faced() && self.faces.len() >= 2
    }

    /// The card's name for messages: "Front // Back" for a double-faced card.
    pub fn display_name(&self) -> String {
        self.faces.iter().map(|f| f.name.as_str()).collect::<Vec<_>>().join(" // ")
    }

    /// Checks what serde can't: at least one face, a back face for double-faced layouts.
    pub fn validate(&self) -> Result<(), CardProblem> {
        if self.faces.is_empty() {
            return Err(CardProblem::NoFace);
        }
        if self.layout.is_double_faced() && self.faces.len() != 2 {
            let (name, layout, found) = (self.faces[0].name.to_string(), self.layout, self.faces.len());
            return Err(CardProblem::NotTwoFaces { name, layout, found });
        }
        if self.faces.iter().any(|f| f.name.trim().is_empty()) {
            return Err(CardProblem::FaceWithoutName);
        }
        Ok(())
    }
}

/// What a card's definition lacks that its file's syntax can't say ([`CardDef::validate`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardProblem {
    /// No face at all.
    NoFace,
    /// A double-faced layout with other than two faces.
    NotTwoFaces {
        /// The first face's name.
        name: String,
        /// The layout.
        layout: Layout,
        /// How many faces it has.
        found: usize,
    },
    /// A face with no name.
    FaceWithoutName,
}

impl CardProblem {
    /// The message of the files' translations and its arguments.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            CardProblem::NoFace => ("files-card-no-face", vec![]),
            CardProblem::NotTwoFaces { name, layout, found } => (
                "files-card-two-faces",
                vec![("name", name.clone()), ("layout", format!("{layout:?}")), ("n", found.to_string())],
            ),
            CardProblem::FaceWithoutName => ("files-face-no-name", vec![]),
        }
    }

    /// The problem as a message, for the reader to say.
    pub fn said(&self) -> Said {
        let (id, args) = self.message();
        Said::of(id, &args)
    }
}

mod mana_cost_serde {
    use super::ManaCost;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Option<ManaCost>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(c) => s.serialize_some(&c.to_string()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<ManaCost>, D::Error> {
        let s: Option<String> = Option::deserialize(d)?;
        s.map(|s| ManaCost::parse(&s).map_err(serde::de::Error::custom)).transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_204_color_indicator_gives_color() {
        let f: Face = crate::format::ron_options()
            .from_str(r#"Face(name: "Insectile Aberration", color_indicator: [Blue], types: [Creature], power: 3, toughness: 2)"#)
            .unwrap();
        assert_eq!(f.colors().to_vec(), vec![Color::Blue]);
        assert_eq!(f.power, Some(3));
    }

    #[test]
    fn type_line_reads_like_a_card() {
        let f = Face {
            name: "Minsc".into(),
            supertypes: vec![Supertype::Legendary],
            types: vec![CardType::Creature],
            subtypes: vec!["Human".into(), "Ranger".into()].into(),
            ..Default::default()
        };
        assert_eq!(f.type_line(), "Legendary Creature — Human Ranger");
    }

    #[test]
    fn double_faced_layouts_need_two_faces() {
        let c =
            CardDef { layout: Layout::Transform, faces: vec![Face { name: "A".into(), ..Default::default() }.into()] };
        assert!(c.validate().is_err());
    }
}
