//! Bifronte: a rules-aware virtual card table for Magic: The Gathering.
//!
//! - [`cards`]: printed card data (`CardDef`, `Face`), mana costs, the card database.
//! - [`rules`]: the rules kernel ([`rules::RulesPlugin`]), the only writer of game state.
//! - [`view`]: the table as one player may see it (hidden information filtered out).
//! - [`scene`]: scene files: load, check, record.
//! - [`table`]: the 3D table window, its input and its session (playback, undo, save).
//! - [`overlay`]: the egui overlay: inspector, derivation, log, scene panel, dialogs.

pub mod cards;
pub mod cli;
pub mod overlay;
pub mod persist;
pub mod rules;
pub mod scene;
pub mod table;
pub mod view;
