//! A draft kept: the packs as they were opened and every pick in the order made, written as a
//! RON file beside the pools, and watched back pick by pick (`bifronte draft --watch FILE`).
//! It holds every pack's contents: it is the pod's record, as a whole game's replay is the
//! host's; a seat's own pick list is what [`DraftRecord::watch`] shows it.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::format::LoadError;
use crate::i18n::{Lang, Said, t_in};

/// How a pick was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum How {
    /// The person chose it.
    Chosen,
    /// Their time ran out: the best rated card was taken for them.
    Timer,
    /// A bot chose it (a bot's seat, or a person's away past the grace).
    Bot,
}

/// One pick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PickRecord {
    /// The round (1-based).
    pub round: u8,
    /// The pick in its pack (1-based).
    pub pick: u8,
    /// The seat that picked.
    pub seat: u8,
    /// The pack picked from (its index in [`DraftRecord::packs`]).
    pub pack: u16,
    /// The card taken.
    pub card: String,
    /// How.
    pub how: How,
}

/// A draft's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftRecord {
    /// What was drafted ("M20", "a cube of 360 cards").
    pub what: String,
    /// The seed the packs were drawn with.
    pub seed: u64,
    /// The seats' names, in passing order.
    pub seats: Vec<String>,
    /// Every pack as opened: a round's packs, one a seat, then the next round's.
    pub packs: Vec<Vec<String>>,
    /// Every pick, in the order made.
    pub picks: Vec<PickRecord>,
}

/// The most bytes a draft record file may have.
pub const MAX_RECORD_BYTES: usize = 4 << 20;

impl DraftRecord {
    /// The record as a RON file's text.
    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// Reads a record file's text; a pick that names a pack or a card the record doesn't hold
    /// is an error at the file's start.
    pub fn parse(path: &Path, text: &str) -> Result<DraftRecord, LoadError> {
        if text.len() > MAX_RECORD_BYTES {
            let message = Said::new("draft-record-too-big", &[("most", &MAX_RECORD_BYTES.to_string())]);
            return Err(LoadError::at(path, None, message));
        }
        let record: DraftRecord = crate::format::load_ron(path, text)?;
        let mut left: Vec<Vec<String>> = record.packs.clone();
        for (i, p) in record.picks.iter().enumerate() {
            let taken = left.get_mut(usize::from(p.pack)).and_then(|pack| {
                let at = pack.iter().position(|c| *c == p.card)?;
                Some(pack.remove(at))
            });
            if taken.is_none() || usize::from(p.seat) >= record.seats.len() {
                let message = Said::new("draft-record-bad-pick", &[("n", &(i + 1).to_string()), ("card", &p.card)]);
                return Err(LoadError::at(path, None, message));
            }
        }
        Ok(record)
    }

    /// The draft pick by pick, a line each: the round and pick, who took what, and (for one
    /// seat's eyes, `seat`) the cards that were in the pack; every seat's picks without it; in
    /// the reader's language, `lang`.
    pub fn watch(&self, seat: Option<usize>, lang: Lang) -> Vec<String> {
        let mut left: Vec<Vec<String>> = self.packs.clone();
        let mut lines = Vec::new();
        for p in &self.picks {
            let Some(pack) = left.get_mut(usize::from(p.pack)) else { continue };
            let shown = seat.is_none_or(|s| s == usize::from(p.seat));
            if shown {
                let who = self.seats.get(usize::from(p.seat)).map_or("?", |s| s.as_str());
                let how = match p.how {
                    How::Chosen => String::new(),
                    How::Timer => format!(" ({})", t_in(lang, "draft-mark-timer", &[])),
                    How::Bot => format!(" ({})", t_in(lang, "draft-mark-bot", &[])),
                };
                let mut line = t_in(
                    lang,
                    "draft-watch-pick",
                    &[("round", &p.round.to_string()), ("pick", &p.pick.to_string()), ("who", who), ("card", &p.card)],
                );
                line.push_str(&how);
                if seat.is_some() {
                    let others: Vec<&str> = pack.iter().filter(|c| **c != p.card).map(String::as_str).collect();
                    if !others.is_empty() {
                        line.push_str(&format!(" — {}", others.join(", ")));
                    }
                }
                lines.push(line);
            }
            if let Some(at) = pack.iter().position(|c| *c == p.card) {
                pack.remove(at);
            }
        }
        lines
    }
}
