//! Rebuilding the table: scene steps played and stepped back, undo and redo, restart and load,
//! all by replaying actions from the starting table ([`crate::rules::replay`]).

use std::path::Path;

use bevy::prelude::*;

use super::{Mark, Playback, Session, status, status_about};
use crate::cards::CardDb;
use crate::i18n::{Said, SaidIn, SaidLine};
use crate::rules::replay::{apply_as_frame, replay};
use crate::rules::{Action, ActionHistory, ActionRequest, RulesLog};
use crate::scene::{StartingTable, Step, check_step, load_scene};

/// Plays the scene's next step: expectations up to the next action are checked now; the action
/// is requested and applied this frame.
pub fn step_once(world: &mut World) {
    let Some(mut pb) = world.remove_resource::<Playback>() else { return };
    if pb.next >= pb.scene.scene.steps.len() {
        world.insert_resource(pb);
        status(world, Said::new("status-no-more-steps", &[]), false);
        return;
    }
    let history = world.resource::<ActionHistory>().0.len();
    while let Some(step) = pb.scene.scene.steps.get(pb.next).cloned() {
        pb.next += 1;
        match step {
            Step::Do(a) => {
                pb.marks.push(Mark { history, step: pb.next - 1 });
                world.write_message(ActionRequest(a));
                break;
            }
            other => check_expectation(world, &mut pb, &other),
        }
    }
    world.insert_resource(pb);
    say_position(world);
}

fn check_expectation(world: &mut World, pb: &mut Playback, step: &Step) {
    for m in check_step(world, step) {
        warn!("step {}: {m}", pb.next);
        pb.failures.push((pb.next, m));
    }
}

/// Rebuilds the table from the starting table and the first `n` actions of the history.
fn rebuild(world: &mut World, n: usize) -> bool {
    let history = world.resource::<ActionHistory>().0.to_vec();
    let setup = world.get_resource::<StartingTable>().map(|s| s.0.clone()).unwrap_or_default();
    if let Err(e) = replay(world, &setup, &history[..n.min(history.len())]) {
        let why = e.said_in(super::Language::of(world));
        status(world, Said::new("status-no-rebuild", &[("why", &why)]), true);
        return false;
    }
    let epoch = world.resource::<RulesLog>().epoch;
    world.resource_mut::<Session>().seen = (n.min(history.len()), epoch);
    true
}

/// A game as it was before its table was replaced: Undo brings it back.
#[derive(Clone, Debug)]
pub struct Before {
    /// What replaced it ("the restart", "loading table.ron").
    what: String,
    table: crate::rules::setup::TableSetup,
    actions: Vec<crate::rules::Action>,
    playback: Option<Playback>,
}

/// Remembers the table as it is now, before `what` replaces it.
fn remember(world: &mut World, what: &str) {
    let before = Before {
        what: what.to_string(),
        table: world.get_resource::<StartingTable>().map(|s| s.0.clone()).unwrap_or_default(),
        actions: world.resource::<ActionHistory>().0.to_vec(),
        playback: world.get_resource::<Playback>().cloned(),
    };
    world.resource_mut::<Session>().before = Some(Box::new(before));
}

/// Brings back the table a restart, a load or a new game replaced.
fn undo_replacement(world: &mut World, before: Before) {
    if let Err(e) = replay(world, &before.table, &before.actions) {
        let why = e.said_in(super::Language::of(world));
        status(world, Said::new("status-no-bring-back", &[("why", &why)]), true);
        return;
    }
    world.insert_resource(StartingTable(before.table));
    if let Some(pb) = before.playback {
        world.insert_resource(pb);
        follow_scene(world);
    }
    let epoch = world.resource::<RulesLog>().epoch;
    let mut session = world.resource_mut::<Session>();
    session.seen = (before.actions.len(), epoch);
    session.redo.clear();
    let n = before.actions.len().to_string();
    status(world, Said::new("status-undone", &[("what", &before.what), ("n", &n)]), false);
}

/// The players no one sits for at this table (the computer's seats, `ai::seat`): an undo takes
/// back their answers together with the last action of a person before them, and a redo gives
/// back the person's action only, for them to answer again.
#[derive(Resource, Clone, Debug, Default)]
pub struct Unattended(pub Vec<String>);

pub(crate) fn undo(world: &mut World) {
    // Right after a restart, a load or a new game, Undo brings back what it replaced.
    if let Some(before) = world.resource_mut::<Session>().before.take() {
        undo_replacement(world, *before);
        return;
    }
    let Some(last) = world.resource::<ActionHistory>().0.last().cloned() else {
        status(world, Said::new("status-nothing-to-undo", &[]), false);
        return;
    };
    // The answers of the seats no one sits at go with the action of a person before them: undone
    // alone, they would be given again at once.
    let unattended = world.get_resource::<Unattended>().map(|u| u.0.clone()).unwrap_or_default();
    let by_nobody =
        |a: &Action| matches!(a, Action::By { player, .. } if unattended.iter().any(|u| u == player.as_str()));
    let (n, last) = {
        let history = &world.resource::<ActionHistory>().0;
        let mut n = history.len() - 1;
        while n > 0 && by_nobody(&history[n]) {
            n -= 1;
        }
        (n, history.get(n).cloned().unwrap_or(last))
    };
    if !rebuild(world, n) {
        return;
    }
    // A redo gives the person's action back; the computer answers it again.
    world.resource_mut::<Session>().redo.push(last.clone());
    if let Some(mut pb) = world.get_resource_mut::<Playback>()
        && let Some(m) = pb.marks.last().copied().filter(|m| m.history >= n)
    {
        pb.rewind_to(m.step);
    }
    status_about(world, "undone:", last);
}

pub(crate) fn redo(world: &mut World) {
    let Some(action) = world.resource_mut::<Session>().redo.pop() else {
        status(world, Said::new("status-nothing-to-redo", &[]), false);
        return;
    };
    world.resource_mut::<Session>().redoing = true;
    // A redone scene step is played as that step, so playback moves on with it.
    let is_next_step = world.get_resource::<Playback>().is_some_and(|pb| {
        pb.scene.scene.steps[pb.next.min(pb.scene.scene.steps.len())..]
            .iter()
            .find(|s| matches!(s, Step::Do(_)))
            .is_some_and(|s| *s == Step::Do(action.clone()))
    });
    if is_next_step {
        step_once(world);
    } else {
        world.write_message(ActionRequest(action.clone()));
    }
    status_about(world, "redone:", action);
}

pub(crate) fn back(world: &mut World) {
    let Some(mark) = world.get_resource::<Playback>().and_then(|pb| pb.marks.last().copied()) else {
        status(world, Said::new("status-at-start", &[]), false);
        return;
    };
    if rebuild(world, mark.history) {
        world.resource_mut::<Session>().redo.clear();
        world.resource_mut::<Playback>().rewind_to(mark.step);
        if !say_position(world) {
            status(world, Said::new("status-back-to-step", &[("n", &(mark.step + 1).to_string())]), false);
        }
    }
}

pub(crate) fn restart(world: &mut World) {
    if rebuild(world, 0) {
        world.resource_mut::<Session>().redo.clear();
        if let Some(mut pb) = world.get_resource_mut::<Playback>() {
            pb.rewind_to(0);
            pb.playing = false;
        }
        if !say_position(world) {
            status(world, Said::new("status-starting-table", &[]), false);
        }
    }
}

/// Back to the game's opening: the actions it opened with are kept, every later one undone.
/// Undo right after brings the game back as it was.
pub(crate) fn restart_game(world: &mut World) {
    let opening = world.get_resource::<Playback>().filter(|pb| pb.game).map(|pb| pb.opening);
    let Some(opening) = opening else {
        status(world, Said::new("status-not-a-game", &[]), false);
        return;
    };
    let n = world.resource::<ActionHistory>().0.len();
    if n <= opening {
        status(world, Said::new("status-at-opening", &[]), false);
        return;
    }
    remember(world, "the restart");
    if rebuild(world, opening) {
        world.resource_mut::<Session>().redo.clear();
        status(world, Said::new("status-restarted", &[("n", &(n - opening).to_string())]), false);
    }
}

/// Plays the scene's steps up to (not including) the one of index `until`, each action as a
/// frame would apply it, each expectation checked, each step marked for going back.
fn play_steps(world: &mut World, pb: &mut Playback, until: usize) {
    while pb.next < until {
        let Some(s) = pb.scene.scene.steps.get(pb.next).cloned() else { break };
        pb.next += 1;
        match s {
            Step::Do(a) => {
                let history = world.resource::<ActionHistory>().0.len();
                pb.marks.push(Mark { history, step: pb.next - 1 });
                apply_as_frame(world, a);
            }
            other => check_expectation(world, pb, &other),
        }
    }
}

/// Goes to just before the scene's step `step` (its length: after the last): back to the
/// starting table first when it lies behind, then every step up to it played at once, as a
/// frame would play it (the log marked published, so the table doesn't animate a hundred
/// actions). The replay viewer's jumps.
pub fn go_to(world: &mut World, step: usize) {
    let Some(next) = world.get_resource::<Playback>().map(|pb| pb.next) else { return };
    let len = world.resource::<Playback>().scene.scene.steps.len();
    let step = step.min(len);
    if step < next {
        if !rebuild(world, 0) {
            return;
        }
        world.resource_mut::<Session>().redo.clear();
        world.resource_mut::<Playback>().rewind_to(0);
    }
    let Some(mut pb) = world.remove_resource::<Playback>() else { return };
    play_steps(world, &mut pb, step);
    let at = pb.next;
    world.insert_resource(pb);
    world.resource_mut::<crate::rules::TableRevision>().bump();
    let mut log = world.resource_mut::<RulesLog>();
    log.published = log.entries.len();
    let epoch = log.epoch;
    let n = world.resource::<ActionHistory>().0.len();
    world.resource_mut::<Session>().seen = (n, epoch);
    if !say_position(world) {
        status(world, Said::new("status-at-step", &[("at", &at.to_string()), ("len", &len.to_string())]), false);
    }
}

/// Plays the rest of the scene at once, each step as a frame would (a loaded save, a game's
/// opening); the log is marked published. The table is then a game ([`Playback::game`]).
pub fn play_to_end(world: &mut World) {
    let Some(mut pb) = world.remove_resource::<Playback>() else { return };
    let len = pb.scene.scene.steps.len();
    play_steps(world, &mut pb, len);
    let mut log = world.resource_mut::<RulesLog>();
    log.published = log.entries.len();
    pb.game = true;
    let played = world.resource::<ActionHistory>().0.len();
    pb.opening = pb.scene.scene.opening.map_or(played, |n| n.min(played));
    world.insert_resource(pb);
}

/// Replaces the table by a save or scene file played to its end. A file that does not load,
/// or whose table can't be built, leaves the open table as it was.
pub(crate) fn load(world: &mut World, path: &Path) {
    if let Err(e) = open_save(world, path) {
        status(world, e.said(), true);
    }
}

/// Why a table wasn't replaced: the open table stays as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotOpened {
    /// The file doesn't read, or its table doesn't build: at its place.
    File(crate::format::LoadError),
    /// The table read doesn't build: what it was, and the rules' words.
    Build {
        /// What was being opened.
        what: String,
        /// Why it doesn't build.
        why: String,
    },
}

impl NotOpened {
    /// Why, as a message its reader says (a file's problem, at its place).
    pub fn said(&self) -> SaidLine {
        match self {
            NotOpened::File(e) => e.said_line(),
            NotOpened::Build { what, why } => {
                Said::new("status-could-not-build", &[("what", what), ("why", why)]).into()
            }
        }
    }
}

crate::i18n::said_by_said!(NotOpened);

/// Replaces the table by a save or scene file played to its end (a host resuming its game
/// from its autosave); `Err` says why not, and the open table stays as it was.
pub fn open_save(world: &mut World, path: &Path) -> Result<(), NotOpened> {
    let db = world.resource::<CardDb>().clone();
    let loaded = load_scene(path, &db).map_err(NotOpened::File)?;
    open_scene(world, loaded, &path.display().to_string())
}

/// A new game from decklists (File → New game) replaces the table, its opening played; bad
/// decklists leave the table as it was and say why.
pub(crate) fn new_game(world: &mut World, decks: &[std::path::PathBuf]) {
    // Its title is in the language of the window that starts it.
    let lang = super::Language::of(world);
    let db = world.resource::<CardDb>().clone();
    let opened = crate::scene::game::game_scene(lang, decks, None, None, &[], &db)
        .map_err(|e| e.said_line())
        .and_then(|l| open_scene(world, l, "a new game").map_err(|e| e.said()));
    if let Err(e) = opened {
        status(world, e, true);
    }
}

/// A new match from decklists (File → New game, best of three) replaces the table, before its
/// first game; bad decklists leave the table as it was and say why.
pub(crate) fn new_match(world: &mut World, decks: &[std::path::PathBuf], best_of: u32) {
    let lang = super::Language::of(world);
    use crate::scene::game::{match_scene, read_decks, read_game};
    let db = world.resource::<CardDb>().clone();
    let opened = read_decks(decks, &[])
        .and_then(|texts| read_game(lang, &texts, None, None, &db))
        .and_then(|game| match_scene(&game, best_of, &db))
        .map_err(|e| e.said_line())
        .and_then(|l| open_scene(world, l, "a new match").map_err(|e| e.said()));
    if let Err(e) = opened {
        status(world, e, true);
    }
}

/// A match goes with the table: the one in the scene just opened (a new game of the match, a
/// save, the table an undo brought back), or none.
fn follow_scene(world: &mut World) {
    let series = world.get_resource::<Playback>().and_then(|pb| pb.scene.scene.series.clone());
    match series {
        Some(m) => world.insert_resource(m),
        None => _ = world.remove_resource::<crate::scene::matches::Match>(),
    }
}

/// Replaces the table by a loaded scene played to its end, if its table builds.
pub(crate) fn open_scene(world: &mut World, loaded: crate::scene::LoadedScene, what: &str) -> Result<(), NotOpened> {
    replace_table(world, loaded, what)?;
    play_to_end(world);
    let (n, failed) = (world.resource::<ActionHistory>().0.len(), world.resource::<Playback>().failures.len());
    let epoch = world.resource::<RulesLog>().epoch;
    let mut session = world.resource_mut::<Session>();
    session.seen = (n, epoch);
    session.redo.clear();
    let text =
        format!("opened {what} ({n} action(s), {failed} failed expectation(s)); Ctrl+Z goes back to the table before");
    status(world, text, failed > 0);
    Ok(())
}

/// Replaces the table by a loaded scene's starting table, before its first step, if its table
/// builds; Undo then brings back the table it replaced.
fn replace_table(world: &mut World, loaded: crate::scene::LoadedScene, what: &str) -> Result<(), NotOpened> {
    let db = world.resource::<CardDb>().clone();
    // Build it aside first: the open table is only replaced by a table that builds.
    let mut scratch = crate::rules::headless_app(db);
    if let Err(e) = crate::rules::setup::build_table(scratch.world_mut(), &loaded.table()) {
        return Err(NotOpened::File(crate::scene::setup_error(&loaded, e)));
    }
    drop(scratch);
    // Kept even if the new table fails to build: Undo then brings the old one back.
    remember(world, &format!("opening {what}"));
    if let Err(e) = replay(world, &loaded.table(), &[]) {
        return Err(NotOpened::Build { what: what.to_string(), why: e.said_in(super::Language::of(world)) });
    }
    world.insert_resource(StartingTable(loaded.table()));
    world.insert_resource(Playback::new(loaded));
    follow_scene(world);
    let seen = (world.resource::<ActionHistory>().0.len(), world.resource::<RulesLog>().epoch);
    let mut session = world.resource_mut::<Session>();
    session.seen = seen;
    session.redo.clear();
    Ok(())
}

/// File → Replays: a kept game in the replay viewer, at its starting table, with its timeline:
/// the strip under the table plays it, steps through it and jumps to a turn. A file that does
/// not load leaves the open table as it was; Undo brings back the table it replaced.
pub(crate) fn watch(world: &mut World, path: &Path) {
    let db = world.resource::<CardDb>().clone();
    let opened = load_scene(path, &db).map_err(NotOpened::File).and_then(|loaded| {
        let timeline = crate::session::timeline::Timeline::of(&loaded, &db);
        replace_table(world, loaded, &path.display().to_string())?;
        world.insert_resource(timeline);
        Ok(())
    });
    if let Err(e) = opened {
        status(world, e.said(), true);
        return;
    }
    // The log of a table being watched is read as it plays, not all at once.
    let mut log = world.resource_mut::<RulesLog>();
    log.published = log.entries.len();
    say_position(world);
}

/// In the replay viewer, the status line says where it stands in the same words as its strip
/// (one count: the actions played); elsewhere it says nothing. Whether it said it.
pub(crate) fn say_position(world: &mut World) -> bool {
    match crate::session::timeline::position_words(world) {
        Some(words) => {
            status(world, words, false);
            true
        }
        None => false,
    }
}
