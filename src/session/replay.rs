//! Replays written: every game kept as it is played, in the format `scene::replay` reads (a
//! header line, then a line per action or undo). Lines are only ever added, and each is flushed
//! as it is written, so a replay survives a crash.
//!
//! Written by [`keep_replay`] for a game (`bifronte game`, File → New game, a loaded game) and a
//! networked host's table ([`KeepReplays`]) into `replays/` beside the autosave.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::rules::setup::TableSetup;
use crate::rules::{Action, ActionHistory, TableRevision};
use crate::scene::StartingTable;
pub use crate::scene::replay::{REPLAY_FORMAT, Replay, ReplayHeader, ReplayLine, is_replay, read_replay};
use bevy::prelude::*;

/// A replay's file name before its extension: when the game began (milliseconds, so names sort
/// by it) and who played, letters and digits only (`01795774621253-Alice-vs-Bob`).
pub fn file_stem(started_ms: u64, players: &[String]) -> String {
    let players: Vec<String> =
        players.iter().map(|p| p.chars().filter(|c| c.is_alphanumeric()).take(16).collect::<String>()).collect();
    format!("{started_ms:014}-{}", players.join("-vs-"))
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
    /// How the game stands as last written (`None`: going on).
    outcome: Option<String>,
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
    let (Some(dir), true) = (replays_dir(world), kept) else { return };
    let outcome = crate::rules::query::game_result(world);
    // Borrowed, not copied: a long game's history is read once a change, its new lines written.
    world.resource_scope(|world: &mut World, mut w: Mut<ReplayWriter>| {
        let (Some(table), history) = (world.get_resource::<StartingTable>(), &world.resource::<ActionHistory>().0)
        else {
            return;
        };
        if let Err(e) = w.write(&dir, &table.0, history, outcome, || super::title(world)) {
            warn!("the replay can't be written: {e}; this game's replay stops here");
            w.failed = true;
        }
    });
}

impl ReplayWriter {
    fn write(
        &mut self,
        dir: &Path,
        table: &TableSetup,
        history: &crate::rules::chunked::Chunked<Action>,
        outcome: Option<String>,
        title: impl FnOnce() -> String,
    ) -> std::io::Result<()> {
        if self.table.as_ref() != Some(table) {
            self.start(dir, table, &title())?;
            self.table = Some(table.clone());
        }
        let ms = self.began.map_or(0, |b| b.elapsed().as_millis() as u64);
        let same = self.written.iter().zip(history).take_while(|(a, b)| a == b).count();
        let mut out = String::new();
        for _ in same..self.written.len() {
            out.push_str(&crate::format::compact_ron(&ReplayLine::Undone(ms)));
            out.push('\n');
        }
        self.written.truncate(same);
        for a in history.from(same) {
            out.push_str(&crate::format::compact_ron(&ReplayLine::At(ms, Box::new(a.clone()))));
            out.push('\n');
            self.written.push(a.clone());
        }
        if outcome != self.outcome {
            out.push_str(&crate::format::compact_ron(&ReplayLine::Outcome(ms, outcome.clone())));
            out.push('\n');
            self.outcome = outcome;
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
        let stem = file_stem(now.as_millis() as u64, &table.players);
        let mut path = dir.join(format!("{stem}.replay.ron"));
        // Two games begun in the same millisecond (a test, a quick restart) get two files.
        let mut n = 1;
        while path.exists() {
            n += 1;
            path = dir.join(format!("{stem}-{n}.replay.ron"));
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
        self.outcome = None;
        self.began = Some(std::time::Instant::now());
        Ok(())
    }
}

/// What File → Replays says of a kept game: read from its lines without playing it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplaySummary {
    /// The game's title (its players and decks).
    pub title: String,
    /// Its players, in seat order.
    pub players: Vec<String>,
    /// The actions kept (less those undone).
    pub actions: usize,
    /// How long it went on, in seconds (to its last line).
    pub seconds: u64,
    /// Whether the rules ran its turns.
    pub assisted: bool,
    /// How it ended ("Alice won"), if it has.
    pub outcome: Option<String>,
    /// A Commander game: a card began as a commander (903.3).
    pub commander: bool,
}

/// Reads a replay's summary; `None` for a file that isn't a whole-headed replay.
pub fn summary(path: &Path) -> Option<ReplaySummary> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut lines = text.lines().filter(|l| !l.trim_start().starts_with("//") && !l.trim().is_empty());
    let header: ReplayHeader = crate::format::ron_options().from_str(lines.next()?).ok()?;
    let (mut actions, mut last, mut outcome) = (0usize, 0u64, None);
    for line in lines {
        // Only the time is read ("At(MS,..." or "Undone(MS)"), and an outcome line whole.
        if line.starts_with("Outcome(")
            && let Ok(ReplayLine::Outcome(_, o)) = crate::format::ron_options().from_str::<ReplayLine>(line)
        {
            outcome = o;
        }
        let (kind, rest) = line.split_once('(')?;
        let ms: u64 = rest.split([',', ')']).next()?.trim().parse().ok()?;
        last = last.max(ms);
        match kind {
            "At" => actions += 1,
            "Undone" => actions = actions.saturating_sub(1),
            _ => {}
        }
    }
    let assisted = header.table.mode == crate::rules::RulesMode::Assisted;
    let players = header.table.players.clone();
    let commander =
        header.table.setup.iter().any(|e| matches!(e, crate::rules::setup::SetupEntry::Card { commander: true, .. }));
    Some(ReplaySummary { title: header.title, players, actions, seconds: last / 1000, assisted, outcome, commander })
}
