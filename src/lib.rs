//! Bifronte: a rules-aware virtual card table for Magic: The Gathering.
//!
//! Data flows one way: card data and scene files become [`rules::Action`]s; the rules kernel
//! (the only writer of game state) applies them, derives characteristics and checks
//! state-based actions; the table and the overlay read only the viewer-filtered [`view`].
//!
//! - [`format`]: file-format plumbing (RON options, positioned errors, atomic writes, where the
//!   shipped data lives);
//! - [`cards`]: printed card data (`CardDef`, `Face`), Oracle text parsed into typed
//!   abilities, mana costs, the card database;
//! - [`rules`]: the rules kernel ([`rules::RulesPlugin`]), one module per rules family;
//! - [`scene`]: scene files: load, run, check, record;
//! - [`view`]: the table as one player may see it (hidden information filtered out);
//! - [`server`]: `bifronte serve`: the lobby, the tables' processes, the database;
//! - [`session`]: playback, undo/redo, save/load and the autosave;
//! - [`table`]: the 3D table window and its input;
//! - [`overlay`]: the egui overlay: inspector, derivation, log, scene panel, dialogs;
//! - [`net`]: network play; [`channel`]: the one secure channel, [`rate`]: the one rate limiter;
//! - [`app`]: how the app is composed ([`app::BifrontePlugins`], [`app::headless_app`]) and the
//!   windows that are not the local table (a hosted or joined game's, a seat's replay, File →
//!   Play online), above the network and the server, so neither imports the window;
//! - [`cli`]: the command line; [`frames`]: the rendering benchmark's measuring side; [`probe`]:
//!   whether a window can be opened here.

pub mod ai;
pub mod app;
pub mod cards;
pub mod channel;
pub mod cli;
pub mod draft;
pub mod format;
pub mod frames;
pub mod i18n;
pub mod net;
pub mod overlay;
pub mod probe;
pub mod rate;
pub mod rules;
pub mod scene;
pub mod server;
pub mod session;
pub mod table;
pub mod view;
pub mod web;

/// Every binary that links Bifronte (the table, the tests, the benchmarks) allocates with
/// mimalloc: a frame that transforms a thousand permanents makes and frees small strings and
/// lists by the thousand, and spent a fifth of its time in glibc's malloc and free.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
