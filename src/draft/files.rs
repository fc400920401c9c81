//! Where a pod's decks and record are written: a folder per draft (under `drafts/` in the data
//! folder unless the player names one), a decklist per seat (the deck built from its pool, then
//! the rest of the pool as its sideboard) and the record, `draft.ron`.

use std::path::{Path, PathBuf};

use super::bot;
use super::pod::{Bots, Pod};
use super::record::DraftRecord;
use crate::cards::Color;

/// A draft's folder when the player names none: `drafts/<what>-<seed>` in the data folder.
pub fn default_dir(record: &DraftRecord) -> PathBuf {
    crate::format::user_data_dir().join("drafts").join(format!("{}-{}", record.what.replace(' ', "-"), record.seed))
}

/// Where a seat's deck is written in a draft's folder.
pub fn deck_file(dir: &Path, seat: &str) -> PathBuf {
    dir.join(format!("{}.txt", seat.replace(['/', '\\', ' '], "-")))
}

/// One seat's deck as written: the seat, its colours, the file.
pub struct WrittenDeck {
    /// The seat's name.
    pub seat: String,
    /// The deck's two colours.
    pub colours: [Color; 2],
    /// Its decklist file.
    pub file: PathBuf,
}

/// Writes each seat's deck, built from its pool, and the record under `dir`; returns the decks
/// and the record's file, or what could not be written.
pub fn write_pod(
    dir: &Path,
    pod: &Pod,
    bots: &Bots<'_>,
) -> Result<(Vec<WrittenDeck>, PathBuf), crate::format::Unwritten> {
    let mut decks = Vec::new();
    for (seat, pool) in pod.seats.iter().zip(pod.pools()) {
        let deck = bot::build(pool, bots.db, bots.ratings);
        let file = deck_file(dir, &seat.name);
        crate::format::write_file(&file, deck.decklist().as_bytes())?;
        decks.push(WrittenDeck { seat: seat.name.clone(), colours: deck.colours, file });
    }
    let file = dir.join("draft.ron");
    crate::format::write_file(&file, pod.record().to_text().as_bytes())?;
    Ok((decks, file))
}
