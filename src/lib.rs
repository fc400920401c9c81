//! Bifronte: a rules-aware virtual card table for Magic: The Gathering.
//!
//! - [`cards`]: printed card data (`CardDef`, `Face`), mana costs, the card database.
//! - [`rules`]: the rules kernel ([`rules::RulesPlugin`]), the only writer of game state.

pub mod cards;
pub mod rules;
