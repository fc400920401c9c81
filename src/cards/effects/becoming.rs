//! What a permanent or a token copy becomes: an animation's types, colours and size (205.1b,
//! 613.1d-f), a copy's exceptions (707.9b).

use super::Aim;
use crate::cards::{CardType, Color};

/// What a permanent becomes by "[it] becomes a 4/4 red Elemental creature with haste" (205.1b:
/// it keeps its other card types and subtypes, "artifact creature" and "still a land" say so),
/// each part in its layer (613.1d-f, 613.4b).
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    /// What becomes it.
    pub aim: Aim,
    /// The card types it gains: creature, and artifact where it says "artifact creature".
    pub types: Vec<CardType>,
    /// The creature types it gains ("Bird").
    pub creature_types: Vec<String>,
    /// Its other creature types go: "a Bird artifact creature" (205.1b), not "in addition to
    /// its other types".
    pub creature_types_replaced: bool,
    /// Its colours, where the text gives them (105.3); none: unchanged.
    pub colors: Vec<Color>,
    /// Its base power and toughness (613.4b); none: its printed ones (a Vehicle's, 301.7b).
    pub pt: Option<(i32, i32)>,
    /// The keywords it gains ("Flying"), each one the rules enforce.
    pub keywords: Vec<String>,
    /// "until end of turn" (514.2); else for as long as it is the same object (awaken).
    pub until_end_of_turn: bool,
}

/// What a token copy has other than the copiable values it copies (707.9b): "except it has
/// haste", embalm's "except it's a white Zombie Cat with no mana cost" (702.128a), eternalize's
/// "4/4 black Zombie" (702.129a).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CopyExcept {
    /// Its colours instead of the copied ones.
    pub colors: Option<Vec<Color>>,
    /// Creature types it has in addition to the copied ones ("Zombie").
    pub more_subtypes: Vec<String>,
    /// Its base power and toughness instead of the copied ones.
    pub pt: Option<(i32, i32)>,
    /// It has no mana cost (its mana value is 0, 202.3).
    pub no_mana_cost: bool,
    /// Keywords it has in addition to the copied abilities ("Haste").
    pub keywords: Vec<String>,
    /// Card types it has in addition to the copied ones ("it's an artifact in addition to its
    /// other types").
    pub more_types: Vec<CardType>,
}
