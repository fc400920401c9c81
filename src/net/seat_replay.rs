//! "My replay": a networked game as one seat saw it. A client keeps, as it plays, every model
//! the host sent its seat (`NAME.seat.ron` in `join/replays/` of its data folder): a header
//! line, then a line for each model with when it came and the log's new lines only. It holds
//! nothing the seat was not sent, so it is safe to hand to anyone; it is not the game's actions
//! (the host's replay holds those, and every hidden card). Each line is flushed as it is
//! written, and a file cut short reads up to its last whole line.
//!
//! `net::client` writes it; `bifronte replay FILE.seat.ron` opens it in the viewer
//! (`net::replay_window`): the window of a client, drawn from the kept models one after
//! another, with the replay strip.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::view::seat::SeatModel;

/// The format written; a newer one is refused with a clear message.
pub const SEAT_REPLAY_FORMAT: u32 = 1;

/// The first line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatReplayHeader {
    /// [`SEAT_REPLAY_FORMAT`].
    pub format: u32,
    /// Whose eyes ("" for a spectator).
    pub seat: String,
    /// The host it was played at.
    pub host: String,
    /// When it began, in milliseconds since the Unix epoch.
    pub started: u64,
}

/// A line after the header: a model, milliseconds after the start, with the log's lines from
/// the given index on (the earlier ones are the previous model's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SeatLine {
    /// (ms, log_from, the model).
    Seen(u64, usize, Box<SeatModel>),
}

/// A seat replay read back: each model whole (its log too).
#[derive(Clone, Debug, Default)]
pub struct SeatReplay {
    /// Whose, where, when.
    pub seat: String,
    /// The host.
    pub host: String,
    /// (ms after the start, the model).
    pub seen: Vec<(u64, SeatModel)>,
    /// The 1-based line it was cut short at, if it was.
    pub cut_at: Option<usize>,
}

/// A value as one line of RON, every field written (a model's fields have no defaults to
/// leave out, unlike an action's).
fn one_line<T: Serialize>(value: &T) -> String {
    use ron::extensions::Extensions;
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .to_string(value)
        .unwrap_or_default()
}

/// Whether a file is a seat replay: `NAME.seat.ron`.
pub fn is_seat_replay(path: &Path) -> bool {
    path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.ends_with(".seat.ron"))
}

/// Reads a seat replay: an error names the line and column; a last line cut short ends it.
pub fn read_seat_replay(path: &Path) -> Result<SeatReplay, crate::format::LoadError> {
    use crate::format::LoadError;
    use crate::i18n::Said;
    let text = std::fs::read_to_string(path).map_err(|e| LoadError::of_file(path, e.to_string()))?;
    let lines: Vec<&str> = text.lines().collect();
    let whole = if text.ends_with('\n') { lines.len() } else { lines.len().saturating_sub(1) };
    let Some(first) = lines.first() else {
        return Err(LoadError::of_file(path, Said::new("files-seat-replay-empty", &[])));
    };
    let header: SeatReplayHeader = crate::format::load_ron(path, first)?;
    if header.format > SEAT_REPLAY_FORMAT {
        let (found, most) = (header.format.to_string(), SEAT_REPLAY_FORMAT.to_string());
        return Err(LoadError::at(
            path,
            Some(&(1, 1)),
            Said::new("files-newer-format", &[("found", &found), ("most", &most)]),
        ));
    }
    let mut out = SeatReplay { seat: header.seat, host: header.host, ..default() };
    let mut log: Vec<crate::view::seat::LogLine> = Vec::new();
    for (i, line) in lines.iter().enumerate().skip(1) {
        let n = i + 1;
        if line.trim().is_empty() {
            continue;
        }
        // Each line is read alone: its error is at that line.
        match crate::format::load_ron::<SeatLine>(path, line) {
            Ok(SeatLine::Seen(ms, from, model)) => {
                let mut model = *model;
                // RON writes a target as plain text: a player's name reads back as one.
                model.choices.settle(&model.players);
                log.truncate(from);
                log.append(&mut model.log);
                model.log = log.clone();
                out.seen.push((ms, model));
            }
            Err(_) if i >= whole => {
                out.cut_at = Some(n);
                break;
            }
            Err(e) => return Err(LoadError { line: n, ..e }),
        }
    }
    Ok(out)
}

/// Where a client keeps its seat replays: beside its rejoin tokens.
pub fn seat_replays_dir(tokens: &Path) -> PathBuf {
    tokens.with_file_name("replays")
}

/// A seat replay being written: its file and when it began.
pub struct SeatReplayFile {
    path: PathBuf,
    file: std::fs::File,
    began: std::time::Instant,
}

impl SeatReplayFile {
    /// Starts a seat replay in `dir` for `seat` (a spectator: "") at `host`: its header written.
    pub fn start(dir: &Path, seat: &str, host: &str) -> std::io::Result<SeatReplayFile> {
        let started = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis());
        let who = if seat.is_empty() { "spectator" } else { seat };
        let safe: String = who.chars().map(|ch| if ch.is_alphanumeric() { ch } else { '-' }).collect();
        let path = dir.join(format!("{started:014}-{safe}.seat.ron"));
        let header = SeatReplayHeader {
            format: SEAT_REPLAY_FORMAT,
            seat: seat.to_string(),
            host: host.to_string(),
            started: started as u64,
        };
        std::fs::create_dir_all(dir)?;
        let mut file = std::fs::File::create(&path)?;
        writeln!(file, "{}", one_line(&header))?;
        Ok(SeatReplayFile { path, file, began: std::time::Instant::now() })
    }

    /// Appends a model as it was sent (the log's lines from `log_from` on), flushed.
    pub fn append(&mut self, log_from: usize, model: SeatModel) -> std::io::Result<()> {
        let line = SeatLine::Seen(self.began.elapsed().as_millis() as u64, log_from, Box::new(model));
        writeln!(self.file, "{}", one_line(&line))?;
        self.file.flush()
    }

    /// Its path.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// A client's seat replay (`net::client` writes it once the connection has a seat and a model).
#[derive(Resource, Default)]
pub struct SeatReplayWriter {
    /// The file, once begun.
    pub file: Option<SeatReplayFile>,
    /// Models written so far.
    pub written: u64,
}

impl SeatReplayWriter {
    /// The file being written.
    pub fn path(&self) -> Option<&Path> {
        self.file.as_ref().map(SeatReplayFile::path)
    }
}

impl SeatReplay {
    /// Its timeline, for the strip: a moment a model (its step is the model's index).
    pub fn timeline(&self) -> crate::session::timeline::Timeline {
        let players = self.seen.first().map(|(_, m)| m.players.clone()).unwrap_or_default();
        let moments = self
            .seen
            .iter()
            .enumerate()
            .map(|(i, (_, m))| crate::session::timeline::Moment {
                step: i,
                turn: m.turn,
                phase: m.step.clone(),
                lives: players
                    .iter()
                    .map(|name| m.table.players.iter().find(|p| p.name == *name).map_or(0, |p| p.life))
                    .collect(),
            })
            .collect();
        crate::session::timeline::Timeline { of: (self.seat.clone(), self.seen.len()), players, moments }
    }
}
