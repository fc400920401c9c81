//! What a host and a joined seat read and keep on this machine: the deck a seat brings, and the
//! rejoin tokens.

use std::path::PathBuf;

/// Where a host keeps its seats' rejoin tokens: beside its autosave.
pub fn seats_file() -> PathBuf {
    crate::session::data_dir().join("host").join("seats.ron")
}

pub use crate::net::client::tokens_file;

/// The text of the deck a seat brings, found among the player's decks by name or as a path;
/// why it can't be read, in `lang`.
pub fn read_deck(lang: crate::i18n::Lang, deck: Option<&PathBuf>) -> Result<Option<String>, String> {
    use crate::i18n::SaidIn;
    let resolve = |p: &PathBuf| crate::cards::decks::resolve(p, &crate::cards::decks::decks_dir());
    let read = |p: &PathBuf| crate::cards::decklist::read_deck_text(&resolve(p)).map_err(|e| e.said_in(lang));
    deck.map(|p| read(p).map(|(text, _)| text)).transpose()
}
