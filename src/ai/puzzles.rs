//! Puzzles: scenes that set up a position to win this turn (`scenes/puzzles/`), played from
//! there by the computer, counted solved or not (the rules bench's `ai` section, the tests). The
//! first player, whose turn it is, plays at the level measured; the other defends at the
//! medium level; a puzzle is solved when the first player is the one left before the next turn
//! begins (104.2a; a concession counts, 104.3a).

use std::path::{Path, PathBuf};

use super::Level;
use crate::cards::CardDb;

/// One puzzle played: its file, and whether the level solved it.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// The scene.
    pub path: PathBuf,
    /// Whether its first player won this turn.
    pub solved: bool,
}

/// Plays the puzzle at `path` with its first player at `level`.
pub fn solve(db: &CardDb, path: &Path, level: Level, seed: u64) -> Result<bool, crate::format::LoadError> {
    let l = crate::scene::load_scene(path, db)?;
    let mut app = crate::rules::headless_app(db.clone());
    crate::scene::run::start(&l, &mut app)?;
    for step in &l.scene.steps {
        crate::scene::run::run_step(&mut app, step);
    }
    let (turn, active) = {
        let t = app.world().resource::<crate::rules::Turn>();
        (t.number, t.active)
    };
    let levels = if active == 0 { [level, Level::Medium] } else { [Level::Medium, level] };
    let out = super::arena::play_on(&mut app, seed, levels, turn, &mut |_, _, _| {});
    Ok(out.winner == Some(active))
}

/// Every puzzle under `dir`, in order, played at `level`.
pub fn solve_all(db: &CardDb, dir: &Path, level: Level) -> Result<Vec<Played>, crate::format::LoadError> {
    crate::scene::scene_files(&[dir.to_path_buf()])
        .into_iter()
        .map(|path| Ok(Played { solved: solve(db, &path, level, 1)?, path }))
        .collect()
}
