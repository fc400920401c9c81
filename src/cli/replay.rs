//! `bifronte replay FILE [--as SEAT] [--turn N] [--to-scene OUT]`: a kept game
//! (`session::replay`) played back headless to its end or to the start of a turn, then printed
//! as one seat (or everyone) saw the table, or written as a scene file (a moment of a game
//! becomes a bug report or a rules test).

use std::fmt::Write as _;
use std::path::Path;

use super::Report;
use crate::cards::CardDb;
use crate::i18n::{Lang, SaidIn};
use crate::rules::headless_app;
use crate::rules::replay::{apply_as_frame, replay as rebuild};
use crate::scene::StartingTable;
use crate::session::replay::read_replay;
use crate::view::{Viewer, table_view};

/// What `bifronte replay` is asked.
#[derive(Clone, Debug, Default)]
pub struct ReplayArgs<'a> {
    /// Whose eyes to look through (none: everything).
    pub seat: Option<&'a str>,
    /// Stop at the start of this turn (none: the game's end).
    pub turn: Option<u32>,
    /// Write the table there as a scene instead of printing it.
    pub to_scene: Option<&'a Path>,
}

/// Plays a replay back and prints or writes the table it reaches.
pub fn replay(lang: Lang, file: &Path, args: ReplayArgs<'_>, db: &CardDb) -> Report {
    let error = |e: String| Report { out: super::error_line(lang, e), status: 2 };
    let r = match read_replay(file) {
        Ok(r) => r,
        Err(e) => return error(e.said_in(lang)),
    };
    let mut app = headless_app(db.clone());
    let world = app.world_mut();
    if let Err(e) = rebuild(world, &r.header.table, &[]) {
        return error(
            lang.t("cli-starting-table", &[("file", &file.display().to_string()), ("why", &e.said_in(lang))]),
        );
    }
    world.insert_resource(StartingTable(r.header.table.clone()));
    let actions = r.actions();
    let mut played = 0;
    for (_, a) in &actions {
        if args.turn.is_some_and(|t| world.resource::<crate::rules::Turn>().number >= t) {
            break;
        }
        apply_as_frame(world, a.clone());
        played += 1;
    }
    let mut out = String::new();
    if let Some(line) = r.cut_at {
        let cut = lang.t("cli-replay-cut", &[("file", &file.display().to_string()), ("line", &line.to_string())]);
        let _ = writeln!(out, "{}", lang.t("cli-note", &[("what", &cut)]));
    }
    let turn = world.resource::<crate::rules::Turn>().number;
    if let Some(wanted) = args.turn.filter(|w| turn < *w) {
        let ended = lang.t("cli-replay-ended", &[("turn", &turn.to_string()), ("wanted", &wanted.to_string())]);
        let _ = writeln!(out, "{}", lang.t("cli-note", &[("what", &ended)]));
    }
    if let Some(path) = args.to_scene {
        let title = format!("{} — after {played} of {} actions (turn {turn})", r.header.title, actions.len());
        let scene = crate::scene::save(world, &title);
        return match crate::format::write_atomic(path, crate::scene::to_ron(&scene).as_bytes()) {
            Ok(()) => Report {
                out: format!("{out}{}\n", lang.t("cli-wrote", &[("file", &path.display().to_string())])),
                status: 0,
            },
            Err(e) => error(format!("{}: {e}", path.display())),
        };
    }
    let viewer = match args.seat {
        None => Viewer::Omniscient,
        Some(name) => match crate::rules::find_player(world, name) {
            Some(p) => Viewer::Player(p),
            None => {
                return error(
                    lang.t("cli-no-player", &[("name", &format!("{name:?}")), ("file", &file.display().to_string())]),
                );
            }
        },
    };
    let words = [
        ("title", r.header.title.clone()),
        ("played", played.to_string()),
        ("actions", actions.len().to_string()),
        ("turn", turn.to_string()),
    ];
    let mut heading = lang.t_of("cli-replay-after", &words);
    if let Some(seat) = args.seat {
        heading.push_str(&lang.t("cli-as-seat-saw-it", &[("name", seat)]));
    }
    let _ = writeln!(out, "{heading}");
    let _ = write!(out, "{}", table_view(world, viewer).text_in(lang));
    Report { out, status: 0 }
}

/// The 1-based number of the first step of `scene` played in turn `turn` or later (one past
/// its last step when the game never gets there): what `gif --from-turn` starts at.
pub fn first_step_of_turn(scene: &crate::scene::LoadedScene, db: &CardDb, turn: u32) -> usize {
    let mut app = headless_app(db.clone());
    let world = app.world_mut();
    if rebuild(world, &scene.table(), &[]).is_err() {
        return 1;
    }
    for (i, step) in scene.scene.steps.iter().enumerate() {
        if world.resource::<crate::rules::Turn>().number >= turn {
            return i + 1;
        }
        if let crate::scene::Step::Do(a) = step {
            apply_as_frame(world, a.clone());
        }
    }
    scene.scene.steps.len() + 1
}
