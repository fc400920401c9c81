//! Replays read back: the file a game is kept in as it is played (`session::replay` writes it).
//! A replay is a text file of RON values, one a line: a header (the format, when the game
//! began, its title and its starting table with the seed of its shuffles), then one line per
//! action as it was taken (`At(ms, action)`, the milliseconds since the game began; a networked
//! table's actions say who acted, `By`), one per action undone (`Undone(ms)`), and one whenever
//! how the game stands changes (`Outcome(ms, Some("Alice won"))`, or `None` when an undo takes
//! the end back; format 2 on, so a list can say who won without playing the game). A replay cut
//! short (a crash while writing) opens up to its last whole line; a bad line is an error at its
//! line and column; a newer format is refused. Every reader of scenes reads a replay as the game
//! it holds, played to its end ([`replay_as_scene`]): the window, `check`, `inspect`, `gif`.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{LoadedScene, SCENE_FORMAT, Scene, Step, parse_scene, to_ron};
use crate::cards::CardDb;
use crate::format::LoadError;
use crate::rules::Action;
use crate::rules::setup::TableSetup;

/// The replay format this build writes and reads (a newer one is refused).
/// 3: triggered abilities go on the stack by themselves; an older replay plays them back said
/// in the log only, as its game was played. 4: spells do what they say; an older replay
/// resolves them for the players to carry out, as they were.
pub const REPLAY_FORMAT: u32 = 4;

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
    /// How the game stands changed: over ("Alice won", "a draw"), or (`None`) going on again
    /// after an undo took its end back.
    Outcome(u64, Option<String>),
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
                ReplayLine::Outcome(..) => {}
            }
        }
        kept
    }

    /// How the game ended, if its last word on it says it did.
    pub fn outcome(&self) -> Option<&str> {
        self.lines.iter().rev().find_map(|l| match l {
            ReplayLine::Outcome(_, o) => Some(o.as_deref()),
            _ => None,
        })?
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

/// A replay as the game it holds, played to its end: its starting table, then its actions as
/// steps (a game whose opening is its start: Restart the game goes back there).
pub fn replay_as_scene(path: &Path, db: &CardDb) -> Result<LoadedScene, LoadError> {
    let r = read_replay(path)?;
    let table = r.header.table.clone();
    let scene = Scene {
        format: Some(SCENE_FORMAT),
        title: r.header.title.clone(),
        rules: Vec::new(),
        notes: "A kept game: its actions are the steps. Next and Back step through them; `bifronte replay` opens the viewer, with its timeline under the table.".into(),
        players: table.players,
        cards: table.cards,
        setup: table.setup,
        steps: r.actions().into_iter().map(|(_, a)| Step::Do(a)).collect(),
        seed: table.seed,
        mode: table.mode,
        series: None,
        opening: Some(0),
        triggers_by_hand: table.triggers_by_hand || r.header.format < 3,
        spells_by_hand: table.spells_by_hand || r.header.format < 4,
        first_turn: table.first_turn,
        opening_hands: table.opening_hands,
    };
    parse_scene(path, &to_ron(&scene), db)
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
    fn the_last_outcome_line_says_how_the_game_stands_and_a_format_1_replay_still_reads() {
        let over = format!("{}\nAt(0,Concede(player:\"Alice\"))\nOutcome(0,Some(\"Bob won\"))\n", header());
        assert_eq!(read(&over).unwrap().outcome(), Some("Bob won"));
        assert_eq!(read(&over).unwrap().actions().len(), 1);
        let again = format!("{over}Undone(4)\nOutcome(4,None)\n");
        assert_eq!(read(&again).unwrap().outcome(), None);
        let old = header().replace(&format!("format:{REPLAY_FORMAT}"), "format:1");
        assert_eq!(read(&format!("{old}\nAt(0,Draw(player:\"Alice\"))\n")).unwrap().actions().len(), 1);
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
