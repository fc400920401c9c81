//! The words of a token an effect creates (111.4, 111.10).

use crate::cards::{CardType, Color};

/// A token an effect creates, as its words describe it (111.4: named after its subtypes).
#[derive(Clone, Debug, PartialEq)]
pub enum TokenWords {
    /// A predefined token of 111.10 ("Treasure", "Food", "Clue").
    Predefined(String),
    /// "1/1 white Soldier creature", "1/1 colorless Thopter artifact creature ... with flying".
    Made {
        /// Power and toughness.
        pt: (i32, i32),
        /// Its colours (none: colourless).
        colors: Vec<Color>,
        /// Its subtypes.
        subtypes: Vec<String>,
        /// Its card types.
        types: Vec<CardType>,
        /// The keywords it has, each an ability line ("Flying").
        keywords: Vec<String>,
        /// The abilities its text gives it in quotes, each a line of its own ("It has
        /// "Sacrifice this creature: Add {C}."", 111.4): only those the rules carry out.
        lines: Vec<String>,
    },
}
