//! Searching a library for cards (701.23a), or looking at its top cards and taking some of them
//! (701.20e): what is looked for, how many, by whom, where the cards taken go and, for a look,
//! where the rest go (read by `read::search`).

use super::{Aim, Amount, With};
use crate::cards::filter::ObjectFilter;

/// A search of a library for a card, or for up to a number of them (701.23a), and where the
/// cards found go.
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
    /// "a Rebel permanent card": an artifact, creature, enchantment, land, planeswalker or
    /// battle card (110.4).
    pub permanent: bool,
    /// "a card named Squadron Hawk" (201.2).
    pub named: Option<String>,
    /// How many at most: 1 for "a card", 2 for "up to two basic land cards" (any number of
    /// them up to that, none included, 701.23b).
    pub most: u32,
    /// "with converted mana cost 3 or less": what the card must also have.
    pub with: Vec<With>,
    /// "with converted mana cost X or less" (Green Sun's Zenith): the most, X being the
    /// spell's (107.3a), counted as it resolves.
    pub mana_value_at_most: Option<Amount>,
    /// "a green creature card": of that colour (105.2).
    pub color: Option<crate::cards::Color>,
    /// "a colorless card" (105.2c).
    pub colorless: bool,
    /// "reveal it": every player sees the card found (701.20a).
    pub reveal: bool,
    /// Where it goes.
    pub to: Found,
    /// Where the player looks: through the whole library (a search), or at its top cards only.
    pub among: Among,
    /// "Put two of them into your hand": as many as it says are taken (of those there are),
    /// not fewer.
    pub exactly: bool,
    /// "Put all land cards revealed this way into your hand": every card that fits is taken,
    /// and nobody chooses.
    pub every: bool,
}

/// Where the cards are taken from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Among {
    /// The whole library, shuffled afterwards (701.23a).
    #[default]
    Library,
    /// "Search your library and/or graveyard" (Finale of Devastation): the library and the
    /// graveyard both, the library shuffled afterwards; the card found from either.
    LibraryAndGraveyard,
    /// "Look at the top four cards of your library" (701.20e): those cards only; the library
    /// isn't shuffled, and the cards not taken go where `rest` says.
    Top {
        /// How many cards.
        n: u32,
        /// Where the rest go.
        rest: Rest,
        /// "Reveal the top four cards of your library" (701.20a): every player sees them, not
        /// only the one who takes from them.
        revealed: bool,
    },
}

/// Where the cards looked at and not taken go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rest {
    /// "on the bottom of your library in any order" (401.4: their owner arranges them; they go
    /// in the order they were).
    Bottom,
    /// "on the bottom of your library in a random order".
    BottomRandom,
    /// "into your graveyard".
    Graveyard,
    /// "on top of your library in any order" (as they were).
    Top,
}

/// Where a card found by a search goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// "put it into your hand", then the library is shuffled.
    Hand,
    /// "put that card into your graveyard" (Entomb, Buried Alive), then the library is shuffled.
    Graveyard,
    /// "put it onto the battlefield [tapped]", then the library is shuffled.
    Battlefield {
        /// Tapped.
        tapped: bool,
    },
    /// "then shuffle and put that card on top": the library is shuffled first.
    Top,
    /// "put one onto the battlefield tapped and the other into your hand" (Cultivate): the
    /// first card named, onto the battlefield tapped; the rest into the hand.
    OneTappedRestToHand,
}
