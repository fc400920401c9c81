//! Searching a library for a card (701.23a): what is searched for, by whom, and where the card
//! found goes (read by `read::search`).

use super::{Aim, With};
use crate::cards::filter::ObjectFilter;

/// A search of a library for one card (701.23a) and where the card found goes.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// Who searches their own library: "you", or "its controller" (Path to Exile).
    pub who: Aim,
    /// "may search": they may choose not to, which is finding nothing (701.23b).
    pub may: bool,
    /// The card's types and subtypes, any of them ("a Plains, Island, Swamp, or Mountain
    /// card"); none: any card.
    pub filter: ObjectFilter,
    /// "a basic land card" (205.4c).
    pub basic: bool,
    /// "with converted mana cost 3 or less": what the card must also have.
    pub with: Vec<With>,
    /// "reveal it": every player sees the card found (701.20a).
    pub reveal: bool,
    /// Where it goes.
    pub to: Found,
}

/// Where a card found by a search goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// "put it into your hand", then the library is shuffled.
    Hand,
    /// "put it onto the battlefield [tapped]", then the library is shuffled.
    Battlefield {
        /// Tapped.
        tapped: bool,
    },
    /// "then shuffle and put that card on top": the library is shuffled first.
    Top,
}
