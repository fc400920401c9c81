//! Replays: every game kept as it is played. A replay is a text file of RON values, one a line:
//! a header (the format, when the game began, its title and its starting table with the seed of
//! its shuffles), then one line per action as it was taken (`At(ms, action)`, the milliseconds
//! since the game began; a networked table's actions say who acted, `By`) and one per action
//! undone (`Undone(ms)`). Lines are only ever added, and each is flushed as it is written, so a
//! replay survives a crash: one cut short opens up to its last whole line. The format is strict
//! as scenes are (an unknown field is an error at its line and column), and a newer format is
//! refused with a clear message.
//!
//! Written by [`keep_replay`] for a game (`bifronte game`, File → New game, a loaded game) and a
//! networked host's table ([`KeepReplays`]) into `replays/` beside the autosave; read by
//! [`read_replay`] for `bifronte replay`.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::format::LoadError;
use crate::rules::setup::TableSetup;
use crate::rules::{Action, ActionHistory, TableRevision};
use crate::scene::StartingTable;

/// The replay format this build writes and reads (a newer one is refused).
pub const REPLAY_FORMAT: u32 = 1;

/// A replay's first line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayHeader {
    /// The replay format ([`REPLAY_FORMAT`]).
    pub format: u32,
    /// When the game began: milliseconds since 1970 (UTC).
    pub started: u64,
    /// The game's title ("A game: Alice (werewolves) vs Bob (face-down)").
    pub title: String,
    /// The table it began from: players, cards, setup and the seed.
    pub table: TableSetup,
}

/// A line after the header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ReplayLine {
    /// An action, taken this many milliseconds after the game began.
    At(u64, Box<Action>),
    /// The last action kept was undone, this many milliseconds after the game began.
    Undone(u64),
}

/// A replay read back.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// Its header.
    pub header: ReplayHeader,
    /// Its lines, in order.
    pub lines: Vec<ReplayLine>,
    /// The line where a replay cut short stops (its last, incomplete), if it was.
    pub cut_at: Option<usize>,
}

impl Replay {
    /// The game's actions as they stood at the end, each with when it was taken (undone ones
    /// taken out; a target written as a player's name is that player, as when it was taken).
    pub fn actions(&self) -> Vec<(u64, Action)> {
        let players = &self.header.table.players;
        let mut kept: Vec<(u64, Action)> = Vec::new();
        for line in &self.lines {
            match line {
                ReplayLine::At(ms, a) => {
                    let mut a = a.as_ref().clone();
                    a.settle_targets(|name| players.iter().any(|p| p.eq_ignore_ascii_case(name)));
                    kept.push((*ms, a));
                }
                ReplayLine::Undone(_) => _ = kept.pop(),
            }
        }
        kept
    }
}

/// Reads a replay. A line that isn't whole at the file's end (a game cut short by a crash) ends
/// it there; any other line that doesn't read is an error at its line and column.
pub fn read_replay(path: &Path) -> Result<Replay, LoadError> {
    let bytes = std::fs::read(path).map_err(|e| LoadError::at(path, None, e.to_string()))?;
    let text = String::from_utf8(bytes)
        .map_err(|e| LoadError::at(path, None, format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to())))?;
    let mut header: Option<ReplayHeader> = None;
    let mut lines = Vec::new();
    let mut cut_at = None;
    let numbered: Vec<(usize, &str)> = text.split('\n').enumerate().map(|(i, l)| (i + 1, l)).collect();
    let last_whole = if text.ends_with('\n') { numbered.len() } else { numbered.len() - 1 };
    for &(n, line) in &numbered {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.trim_start().starts_with("//") {
            continue;
        }
        let at = |e: &ron::error::SpannedError| LoadError::at(path, Some(&(n, e.span.start.col)), e.code.to_string());
        if header.is_none() {
            let h: ReplayHeader = crate::format::ron_options().from_str(line).map_err(|e| at(&e))?;
            if h.format > REPLAY_FORMAT {
                let why = format!(
                    "a replay of format {} (written by a newer Bifronte); this one reads format {REPLAY_FORMAT}",
                    h.format
                );
                return Err(LoadError::at(path, Some(&(n, 1)), why));
            }
            header = Some(h);
            continue;
        }
        match crate::format::ron_options().from_str::<ReplayLine>(line) {
            Ok(l) => lines.push(l),
            // The last line, cut short as it was written: the replay ends before it.
            Err(_) if n > last_whole => {
                cut_at = Some(n);
                break;
            }
            Err(e) => return Err(at(&e)),
        }
    }
    let header =
        header.ok_or_else(|| LoadError::at(path, Some(&(1, 1)), "an empty replay: no header line".to_string()))?;
    Ok(Replay { header, lines, cut_at })
}

/// Whether a file is a replay: `NAME.replay.ron`, as they are kept.
pub fn is_replay(path: &Path) -> bool {
    path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.ends_with(".replay.ron"))
}

/// The replays kept in `dir`, newest first (their names begin with when the game began).
pub fn replays_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<PathBuf> = entries.filter_map(|e| Some(e.ok()?.path())).filter(|p| is_replay(p)).collect();
    out.sort();
    out.reverse();
    out
}

/// Marks a table whose game is kept as a replay though it isn't a local game (a networked
/// host's).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct KeepReplays;

/// The replay being written: its file, the table it began from, the actions it holds.
#[derive(Resource, Default)]
pub struct ReplayWriter {
    file: Option<(PathBuf, std::fs::File)>,
    table: Option<TableSetup>,
    written: Vec<Action>,
    began: Option<std::time::Instant>,
    revision: u64,
    failed: bool,
}

impl ReplayWriter {
    /// The replay being written, if one is.
    pub fn path(&self) -> Option<&Path> {
        self.file.as_ref().map(|(p, _)| p.as_path())
    }
}

/// The folder replays are kept in: `replays/` beside the autosave (none without one).
pub fn replays_dir(world: &World) -> Option<PathBuf> {
    let autosave = world.get_resource::<super::Session>()?.autosave.clone()?;
    Some(autosave.with_file_name("replays"))
}

/// Keeps the game's replay up to date: a new file when a game begins from a new table, then a
/// line for every action taken and every one undone, flushed at once.
pub fn keep_replay(world: &mut World) {
    let revision = world.get_resource::<TableRevision>().map_or(0, |r| r.0);
    if world.get_resource::<ReplayWriter>().is_none_or(|w| w.revision == revision || w.failed) {
        return;
    }
    world.resource_mut::<ReplayWriter>().revision = revision;
    let kept = super::in_game(world) || world.contains_resource::<KeepReplays>();
    let (Some(dir), Some(table), true) = (replays_dir(world), world.get_resource::<StartingTable>(), kept) else {
        return;
    };
    let table = table.0.clone();
    let history = world.resource::<ActionHistory>().0.clone();
    let title = super::title(world);
    let mut w = world.resource_mut::<ReplayWriter>();
    if let Err(e) = w.write(&dir, table, &history, &title) {
        warn!("the replay can't be written: {e}; this game's replay stops here");
        w.failed = true;
    }
}

impl ReplayWriter {
    fn write(&mut self, dir: &Path, table: TableSetup, history: &[Action], title: &str) -> std::io::Result<()> {
        if self.table.as_ref() != Some(&table) {
            self.start(dir, &table, title)?;
            self.table = Some(table);
        }
        let ms = self.began.map_or(0, |b| b.elapsed().as_millis() as u64);
        let same = self.written.iter().zip(history).take_while(|(a, b)| a == b).count();
        let mut out = String::new();
        for _ in same..self.written.len() {
            out.push_str(&crate::format::compact_ron(&ReplayLine::Undone(ms)));
            out.push('\n');
        }
        self.written.truncate(same);
        for a in &history[same..] {
            out.push_str(&crate::format::compact_ron(&ReplayLine::At(ms, Box::new(a.clone()))));
            out.push('\n');
            self.written.push(a.clone());
        }
        if let Some((_, file)) = &mut self.file
            && !out.is_empty()
        {
            file.write_all(out.as_bytes())?;
            file.flush()?;
        }
        Ok(())
    }

    fn start(&mut self, dir: &Path, table: &TableSetup, title: &str) -> std::io::Result<()> {
        std::fs::create_dir_all(dir)?;
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        let players: Vec<String> = table
            .players
            .iter()
            .map(|p| p.chars().filter(|c| c.is_alphanumeric()).take(16).collect::<String>())
            .collect();
        let mut path = dir.join(format!("{:014}-{}.replay.ron", now.as_millis(), players.join("-vs-")));
        // Two games begun in the same millisecond (a test, a quick restart) get two files.
        let mut n = 1;
        while path.exists() {
            n += 1;
            path = dir.join(format!("{:014}-{}-{n}.replay.ron", now.as_millis(), players.join("-vs-")));
        }
        let header = ReplayHeader {
            format: REPLAY_FORMAT,
            started: now.as_millis() as u64,
            title: title.to_string(),
            table: table.clone(),
        };
        let mut file = std::fs::OpenOptions::new().create_new(true).append(true).open(&path)?;
        let text = format!(
            "// A Bifronte replay: this header, then a line per action (At: ms after the start) or undo.\n{}\n",
            crate::format::compact_ron(&header)
        );
        file.write_all(text.as_bytes())?;
        file.flush()?;
        self.file = Some((path, file));
        self.written.clear();
        self.began = Some(std::time::Instant::now());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> String {
        crate::format::compact_ron(&ReplayHeader {
            format: REPLAY_FORMAT,
            started: 1,
            title: "t".into(),
            table: TableSetup { players: vec!["Alice".into()], ..Default::default() },
        })
    }

    fn read(text: &str) -> Result<Replay, LoadError> {
        let path = std::env::temp_dir().join(format!("bifronte-replay-unit-{}-{}", std::process::id(), text.len()));
        std::fs::write(&path, text).unwrap();
        let r = read_replay(&path);
        std::fs::remove_file(&path).ok();
        r
    }

    #[test]
    fn a_replay_cut_short_opens_up_to_its_last_whole_line() {
        let text =
            format!("{}\nAt(0,Draw(player:\"Alice\"))\nAt(5,Draw(player:\"Alice\"))\nUndone(7)\nAt(9,Shuf", header());
        let r = read(&text).unwrap();
        assert_eq!(r.lines.len(), 3);
        assert_eq!(r.cut_at, Some(5));
        assert_eq!(r.actions().len(), 1, "one draw undone");
    }

    #[test]
    fn a_bad_line_is_an_error_at_its_line_and_column_and_a_newer_format_is_refused() {
        let text = format!("{}\nAt(0,Draw(player:\"Alice\", cards: 2))\nAt(1,Draw(player:\"Alice\"))\n", header());
        let e = read(&text).unwrap_err().to_string();
        assert!(e.contains(":2:") && e.contains("cards"), "{e}");
        let newer = header().replace(&format!("format:{REPLAY_FORMAT}"), "format:99");
        let e = read(&format!("{newer}\n")).unwrap_err().to_string();
        assert!(e.contains("format 99 (written by a newer Bifronte)"), "{e}");
        assert!(read("// nothing\n").unwrap_err().to_string().contains("no header"));
    }
}
