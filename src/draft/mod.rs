//! Draft and sealed: boosters opened from the imported cards' printings or from a cube
//! (`booster.rs`), a pod that passes them between people and bots with a pick timer and a
//! grace for who leaves (`pod.rs`), the bots' ratings, picks and deck building (`bot.rs`), and
//! the draft's record, watched back pick by pick (`record.rs`), and where a pod's decks and
//! record are written (`files.rs`), and who plays whom after it (`pairings.rs`: Swiss rounds). The command line's `draft` and
//! `sealed` (`cli/draft.rs`) play them locally; a pool leaves as a decklist any table reads.
//!
//! A seat sees its own pack and picks and of the others only how far they are
//! ([`pod::Pod::view`]).

pub mod booster;
pub mod bot;
pub mod files;
pub mod pairings;
pub mod pod;
pub mod record;
pub mod show;

pub use booster::{BoosterError, Boosters, Pack, PackCard};
pub use bot::{BuiltDeck, Ratings};
pub use pod::{Bots, Pod, SeatKind};
pub use record::DraftRecord;
