//! Small parts of steps: the counters a step gives a player, what an optional sacrifice may be,
//! and the list of steps a line of text is (`SpellEffect`).

use crate::cards::filter::ObjectFilter;

/// A kind of counter a step gives a player (122.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerCounter {
    /// Energy (107.14): spent as a cost.
    Energy,
    /// Poison (122.1f): ten or more and the player loses (704.5c).
    Poison,
}

/// What an optional sacrifice may be ("a creature", "another creature", "a Vampire").
#[derive(Clone, Debug, PartialEq)]
pub struct Sacrificed {
    /// Its types and subtypes ("you control" goes without saying: only its own are sacrificed).
    pub filter: ObjectFilter,
    /// "another": not the ability's source.
    pub another: bool,
}

/// What a line of a spell's text does (608.2c: its steps, in order).
#[derive(Clone, Debug, PartialEq)]
pub struct SpellEffect {
    /// The steps, in the order written.
    pub steps: Vec<super::EffectStep>,
}
