//! What an object *is* now: the `Characteristics` component that everything else reads, the
//! copiable values of layer 1 (707.2), and the layers of rule 613 as a typed enum that knows
//! its rule. How they are derived is [`super::layers`].

use std::sync::Arc;

use bevy::prelude::*;

use super::action::FaceDownKind;
use crate::cards::{CardType, ColorSet, Face, Keyword, ManaCost, Supertype, type_line};

/// Copiable values (707.2): a face's worth of characteristics, and the mana value that goes with
/// them (712.8e, 202.3b).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Copiable {
    /// The face the values come from (printed, copied, or the face-down values of 708.2),
    /// shared with the card's printed face until an effect changes it.
    pub face: Arc<Face>,
    /// Its mana value.
    pub mana_value: u32,
    /// A flip card's alternative characteristics (710.1b), printed upside down: the name,
    /// text, type line, power and toughness that apply while the permanent is flipped.
    pub flip: Option<Arc<Face>>,
}

impl Copiable {
    /// The face whose name, text, types, power and toughness apply, given the object's flipped
    /// status (707.3, 710.2). Colour and mana cost are always the normal face's (710.1c).
    pub fn status_face(&self, flipped: bool) -> &Face {
        match (&self.flip, flipped) {
            (Some(alt), true) => alt,
            _ => &self.face,
        }
    }
}

/// Where a derivation step happens: the printed face, then the layers and sublayers of 613.
/// The hidden-information filter works on these values, never on their labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Layer {
    /// The printed face (or the face a token's effect defines), before any effect.
    Printed,
    /// Copy effects (613.2a).
    L1a,
    /// Face-down status (613.2b).
    L1b,
    /// Control-changing effects (613.1b).
    L2,
    /// Text-changing effects (613.1c).
    L3,
    /// Type-changing effects (613.1d).
    L4,
    /// Color-changing effects (613.1e).
    L5,
    /// Ability-adding and -removing effects (613.1f).
    L6,
    /// Characteristic-defining abilities that define power and toughness (613.4a).
    L7a,
    /// Effects that set power and toughness (613.4b).
    L7b,
    /// Effects and counters that modify power and toughness (613.4c).
    L7c,
    /// Effects that switch power and toughness (613.4d).
    L7d,
}

impl Layer {
    /// Every layer, in the order 613 applies them.
    pub const ALL: [Layer; 12] = [
        Layer::Printed,
        Layer::L1a,
        Layer::L1b,
        Layer::L2,
        Layer::L3,
        Layer::L4,
        Layer::L5,
        Layer::L6,
        Layer::L7a,
        Layer::L7b,
        Layer::L7c,
        Layer::L7d,
    ];

    /// The rule that defines the layer.
    pub fn rule(self) -> &'static str {
        match self {
            Layer::Printed => "109.3",
            Layer::L1a => "613.2a",
            Layer::L1b => "613.2b",
            Layer::L2 => "613.1b",
            Layer::L3 => "613.1c",
            Layer::L4 => "613.1d",
            Layer::L5 => "613.1e",
            Layer::L6 => "613.1f",
            Layer::L7a => "613.4a",
            Layer::L7b => "613.4b",
            Layer::L7c => "613.4c",
            Layer::L7d => "613.4d",
        }
    }

    /// The short label the inspector shows ("printed", "1a", "7c").
    pub fn label(self) -> &'static str {
        match self {
            Layer::Printed => "printed",
            Layer::L1a => "1a",
            Layer::L1b => "1b",
            Layer::L2 => "2",
            Layer::L3 => "3",
            Layer::L4 => "4",
            Layer::L5 => "5",
            Layer::L6 => "6",
            Layer::L7a => "7a",
            Layer::L7b => "7b",
            Layer::L7c => "7c",
            Layer::L7d => "7d",
        }
    }

    /// Whether a step of this layer tells what a face-down object really is: the printed face
    /// and copy effects come before face-down status (613.2b), so an opponent of a face-down
    /// permanent's controller must not see them (708.5).
    pub fn reveals_identity(self) -> bool {
        matches!(self, Layer::Printed | Layer::L1a)
    }
}

impl std::fmt::Display for Layer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label())
    }
}

/// One step of a derivation, for the overlay's "why is Ironfang 5/3?" (see
/// [`super::layers::explain`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DerivationStep {
    /// The layer it belongs to.
    pub layer: Layer,
    /// The rule that makes it so.
    pub rule: std::borrow::Cow<'static, str>,
    /// What it comes from (an effect, a counter, a Role, the card itself), said in the
    /// reader's language.
    pub source: crate::i18n::Said,
    /// What it changed, said in the reader's language.
    pub change: crate::i18n::Said,
}

/// The characteristics an object has now. The rest of the program reads only this.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct Characteristics {
    /// Its name ("" for a face-down permanent, 708.2a).
    pub name: crate::cards::CardName,
    /// Its mana cost, if it has one.
    pub mana_cost: Option<ManaCost>,
    /// Its mana value (202.3).
    pub mana_value: u32,
    /// Its colours.
    pub colors: ColorSet,
    /// Its supertypes.
    pub supertypes: Vec<Supertype>,
    /// Its card types.
    pub types: Vec<CardType>,
    /// Its subtypes.
    pub subtypes: std::sync::Arc<Vec<String>>,
    /// 205.3m: has every creature type (e.g. from an "all creature types" effect).
    pub all_creature_types: bool,
    /// The abilities it has now, one per line (lost ones removed, granted ones added), each
    /// parsed once into what the kernel acts on.
    pub abilities: crate::cards::abilities::Lines,
    /// Automated keyword abilities it has now.
    pub keywords: Vec<Keyword>,
    /// Power, for a creature (or a face that has one).
    pub power: Option<i32>,
    /// Toughness.
    pub toughness: Option<i32>,
    /// Loyalty (the loyalty counters of a planeswalker on the battlefield, 306.5c).
    pub loyalty: Option<i32>,
    /// Defense (the defense counters of a battle on the battlefield, 310.4c).
    pub defense: Option<i32>,
    /// The layer-1 result: what a copy of this object copies.
    pub copiable: Copiable,
    /// A flipped permanent with a flip card's values: their alternative half applies (710.2).
    pub flipped: bool,
}

impl Characteristics {
    /// Has this card type.
    pub fn has_type(&self, t: CardType) -> bool {
        self.types.contains(&t)
    }
    /// Its names: a split card has each half's name (709.4a, 201.2a), after the joined name
    /// the table writes it by ("Fire // Ice", then Fire and Ice); anything else has one.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        let joined = self.name.contains(" // ");
        std::iter::once(self.name.as_str()).chain(self.name.split(" // ").filter(move |_| joined))
    }
    /// Has this name (case-insensitive): one of its [`names`](Self::names).
    pub fn has_name(&self, n: &str) -> bool {
        self.names().any(|x| x.eq_ignore_ascii_case(n))
    }
    /// Has this subtype (case-insensitive; every creature type with `all_creature_types`).
    pub fn has_subtype(&self, s: &str) -> bool {
        self.subtypes.iter().any(|x| x.eq_ignore_ascii_case(s))
            || (self.all_creature_types
                && (self.has_type(CardType::Creature) || self.has_type(CardType::Kindred))
                && is_creature_type(s))
    }
    /// Has this keyword ability now.
    pub fn has_keyword(&self, k: &Keyword) -> bool {
        self.keywords.contains(k)
    }
    /// Whether it has a keyword ability by this name now ("flying", "first strike"): a line of
    /// keywords ("Flying, vigilance", reminder text aside) that lists it, printed or granted.
    pub fn has_keyword_named(&self, word: &str) -> bool {
        self.abilities.iter().any(|a| keyword_line_has(&a.text, word))
    }
    /// Whether it has what "with ..." asks ("with power 4 or greater", "with flying"): its
    /// power and toughness as they are now (613; no power is none to compare).
    pub fn has(&self, with: &crate::cards::effects::With) -> bool {
        use crate::cards::effects::With;
        let bound = |x: Option<i32>, n: i32, at_least: bool| x.is_some_and(|x| if at_least { x >= n } else { x <= n });
        match with {
            With::Power { n, at_least } => bound(self.power, *n, *at_least),
            With::Toughness { n, at_least } => bound(self.toughness, *n, *at_least),
            With::PowerOrToughness { n, at_least } => {
                bound(self.power, *n, *at_least) || bound(self.toughness, *n, *at_least)
            }
            With::ManaValue { n, at_least } => {
                if *at_least {
                    self.mana_value >= *n
                } else {
                    self.mana_value <= *n
                }
            }
            With::Keyword { keyword, has } => self.has_keyword_named(keyword) == *has,
            With::AnyKeyword(keywords) => keywords.iter().any(|k| self.has_keyword_named(k)),
            With::TypeOrKeyword { card_type, keyword } => {
                self.types.contains(card_type) || self.has_keyword_named(keyword)
            }
            // Against its controller's graveyard, which the characteristics alone don't know
            // (`wanted::fits`).
            With::ManaValueAtMostItsControllersGraveyard => false,
            With::Legendary(is) => self.supertypes.contains(&crate::cards::Supertype::Legendary) == *is,
            With::Basic(is) => self.supertypes.contains(&crate::cards::Supertype::Basic) == *is,
            With::Snow(is) => self.supertypes.contains(&crate::cards::Supertype::Snow) == *is,
            With::XInManaCost => self
                .mana_cost
                .as_ref()
                .is_some_and(|m| m.symbols.iter().any(|s| matches!(s, crate::cards::ManaSymbol::Variable(_)))),
            // Across the targets, not of one (`spells::check_targets`).
            With::OneGraveyard | With::DifferentControllers => true,
            // Against what the step before named (`spells::steps`).
            With::AttachedToIt | With::SharesColorWithIt | With::SameNameAsIt => true,
            With::CreatureType(t) => self.subtypes.iter().any(|s| s.eq_ignore_ascii_case(t)),
            // Against the source's choice, which the characteristics alone don't know.
            With::OfChosenType => false,
            // Against the source, which the characteristics alone don't know (`wanted::fits_from`).
            With::LesserPowerThanSource | With::DefendingPlayerControls | With::ManaValueCounted { .. } => false,
            // What it targets, which the characteristics alone don't know (`wanted::fits`).
            With::TargetsYou { .. } => false,
        }
    }
    /// Its chapter abilities (714.2).
    pub fn chapters(&self) -> impl Iterator<Item = &crate::cards::Chapter> {
        self.abilities.iter().filter_map(|a| match &a.ability {
            crate::cards::Ability::Chapter(c) => Some(c),
            _ => None,
        })
    }
    /// A Saga's final chapter number: the greatest among its chapter abilities, 0 with none
    /// (714.2d).
    pub fn final_chapter(&self) -> u32 {
        self.chapters().flat_map(|c| c.numbers.iter().copied()).max().unwrap_or(0)
    }
    /// Has read ahead (702.155a; more instances are redundant, 702.155c).
    pub fn has_read_ahead(&self) -> bool {
        self.abilities.iter().any(|a| a.ability == crate::cards::Ability::ReadAhead)
    }
    /// A Saga with one or more chapter abilities: the only kind 714.3b and 704.5s count. Saga is
    /// an enchantment type (205.3h), looked for only on an enchantment (its type read first,
    /// the cheaper test for the state-based check's every permanent).
    pub fn is_saga_with_chapters(&self) -> bool {
        self.has_type(CardType::Enchantment) && self.has_subtype("Saga") && self.final_chapter() > 0
    }
    /// Has indestructible (702.12b), printed, granted or from a counter.
    pub fn is_indestructible(&self) -> bool {
        self.abilities.iter().any(|a| a.ability == crate::cards::Ability::Indestructible)
    }
    /// An Aura: an enchantment with the Aura subtype (303.4).
    pub fn is_aura(&self) -> bool {
        self.has_type(CardType::Enchantment) && self.has_subtype("Aura")
    }
    /// An Equipment: an artifact with the Equipment subtype (301.5).
    pub fn is_equipment(&self) -> bool {
        self.has_type(CardType::Artifact) && self.has_subtype("Equipment")
    }
    /// A Fortification: an artifact with the Fortification subtype (301.6).
    pub fn is_fortification(&self) -> bool {
        self.has_type(CardType::Artifact) && self.has_subtype("Fortification")
    }
    /// The type line.
    pub fn type_line(&self) -> String {
        type_line(&self.supertypes, &self.types, &self.subtypes)
    }
    /// The rules text it has now, one ability a line.
    pub fn text(&self) -> String {
        self.abilities.iter().map(|a| a.text.as_str()).collect::<Vec<_>>().join("\n")
    }
    /// Whether it has an ability with exactly this text now.
    pub fn has_ability(&self, text: &str) -> bool {
        self.abilities.iter().any(|a| a.text == text)
    }
    /// The texts of the abilities it has now.
    pub fn ability_texts(&self) -> Vec<&str> {
        self.abilities.iter().map(|a| a.text.as_str()).collect()
    }
    /// "3/2", or "" without P/T.
    pub fn pt(&self) -> String {
        match (self.power, self.toughness) {
            (Some(p), Some(t)) => format!("{p}/{t}"),
            _ => String::new(),
        }
    }
}

/// Whether a line of rules text is a line of keywords that lists this one ("Flying, vigilance"
/// lists "vigilance"; reminder text aside).
pub fn keyword_line_has(line: &str, word: &str) -> bool {
    let line = line.split(" (").next().unwrap_or(line);
    // "Modular 2" and "Modular—Sunburst" have modular (702.43a), whatever the number.
    let numbered = |k: &str| {
        k.get(..word.len()).is_some_and(|head| head.eq_ignore_ascii_case(word))
            && k[word.len()..].strip_prefix([' ', '—']).is_some_and(|n| n == "Sunburst" || n.parse::<u32>().is_ok())
    };
    line.split([',', ';']).any(|k| k.trim().eq_ignore_ascii_case(word) || numbered(k.trim()))
}

/// Whether any line of a rules text is a keyword line that lists this one.
pub fn keyword_line_has_any(text: &str, word: &str) -> bool {
    text.lines().any(|l| keyword_line_has(l, word))
}

fn is_creature_type(s: &str) -> bool {
    // Subtypes that are not creature types and could be asked about in filters.
    const NON_CREATURE: &[&str] = &[
        "Aura",
        "Equipment",
        "Saga",
        "Role",
        "Siege",
        "Treasure",
        "Food",
        "Clue",
        "Forest",
        "Island",
        "Plains",
        "Mountain",
        "Swamp",
    ];
    !NON_CREATURE.iter().any(|n| n.eq_ignore_ascii_case(s))
}

/// 708.2a (with 702.168a and 701.58a): the characteristics of a face-down permanent.
pub fn face_down_values(kind: FaceDownKind) -> Copiable {
    Copiable {
        face: Arc::new(Face {
            name: Default::default(),
            types: vec![CardType::Creature],
            power: Some(2),
            toughness: Some(2),
            text: if kind.has_ward_2() { "Ward {2}".into() } else { Default::default() },
            ..Default::default()
        }),
        mana_value: 0,
        flip: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_708_2a_face_down_is_a_nameless_2_2() {
        let v = face_down_values(FaceDownKind::Morph);
        assert_eq!((v.face.name.as_str(), v.face.power, v.face.toughness, v.mana_value), ("", Some(2), Some(2), 0));
        assert!(v.face.subtypes.is_empty() && v.face.mana_cost.is_none() && v.face.text.is_empty());
        assert_eq!(face_down_values(FaceDownKind::Disguise).face.text.as_str(), "Ward {2}");
    }

    #[test]
    fn rule_613_layers_know_their_rules_in_order() {
        let mut sorted = Layer::ALL;
        sorted.sort();
        assert_eq!(sorted, Layer::ALL);
        assert_eq!(Layer::L7c.rule(), "613.4c");
        assert_eq!(Layer::L1b.rule(), "613.2b");
        let revealing: Vec<Layer> = Layer::ALL.into_iter().filter(|l| l.reveals_identity()).collect();
        assert_eq!(revealing, vec![Layer::Printed, Layer::L1a]);
    }

    #[test]
    fn rule_702_43a_a_creature_has_modular_whatever_its_number() {
        let lines = |text: &str| keyword_line_has(text, "modular");
        assert!(lines("Modular 6 (This enters the battlefield with six +1/+1 counters on it.)"));
        assert!(lines(
            "Modular—Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.)"
        ));
        assert!(lines("Modular 1"));
        // Another keyword that begins with the same letters isn't it.
        assert!(!lines("Modularity 2"));
        assert!(!lines("Flying"));
    }
}
