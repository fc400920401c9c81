//! The table's session: scene playback (next, back, restart, play), undo and redo, save, load
//! and export, and the autosave. Keys and the overlay's menus send [`TableCommand`]s; one
//! exclusive system carries them out before the rules kernel applies the frame's actions.
//!
//! Undo, redo, stepping back and loading all rebuild the table by replaying actions from its
//! starting setup ([`crate::rules::replay`]): the table never holds state a replay can't give.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::input::{Hovered, KeyboardTaken};
use super::visuals::Animating;
use crate::cards::CardDb;
use crate::persist::write_atomic;
use crate::rules::replay::{apply_as_frame, replay};
use crate::rules::{Action, ActionHistory, ActionRequest, Label, Labels, RulesLog, RulesSystems};
use crate::scene::{LoadedScene, StartingTable, Step, check_step, load_scene, record, rules_app, save, to_ron};

/// What the session can be asked to do.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum TableCommand {
    /// Play the scene's next step.
    Next,
    /// Go back to before the last scene step played.
    Back,
    /// Back to the scene's starting table.
    Restart,
    /// Play the scene's steps one after another, or pause.
    TogglePlay,
    Undo,
    Redo,
    /// Write the table (starting table and actions) as a save file.
    Save(PathBuf),
    /// Replace the table by a save or scene file, played to its end.
    Load(PathBuf),
    /// Write the table as a scene with an expectation for every object (a regression test).
    Export(PathBuf),
}

/// A scene step that was played: the history's length before it, and the step's index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub history: usize,
    pub step: usize,
}

/// The scene being played in the window, and the next step to play.
#[derive(Resource, Clone, Debug)]
pub struct Playback {
    pub scene: LoadedScene,
    pub next: usize,
    /// Mismatches of expectations met so far, by 1-based step number.
    pub failures: Vec<(usize, String)>,
    /// The scene's actions played so far, for stepping back.
    pub marks: Vec<Mark>,
    /// Playing on its own (P).
    pub playing: bool,
    /// Seconds since the last step while playing.
    pub since_step: f32,
}

impl Playback {
    pub fn new(scene: LoadedScene) -> Playback {
        Playback { scene, next: 0, failures: Vec::new(), marks: Vec::new(), playing: false, since_step: 0.0 }
    }
    /// Forgets what was played at or after step index `next`.
    fn rewind_to(&mut self, next: usize) {
        self.next = next;
        self.failures.retain(|(n, _)| *n <= next);
        self.marks.retain(|m| m.step < next);
    }
}

/// The last thing the session did or refused, for the status line.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct StatusLine {
    pub text: String,
    pub error: bool,
}

/// Where files go, what can be redone, and what was last autosaved.
#[derive(Resource, Clone, Debug)]
pub struct Session {
    pub save_path: PathBuf,
    pub export_path: PathBuf,
    /// Written after every action; `None` turns autosave off (`bifronte shot`).
    pub autosave: Option<PathBuf>,
    /// Undone actions, the next to redo last.
    pub redo: Vec<Action>,
    /// The history length and log epoch last seen, to tell new actions from redone ones.
    seen: (usize, u64),
    redoing: bool,
    autosaved: Option<(usize, u64)>,
}

impl Session {
    /// A session keeping its files in `dir`.
    pub fn in_dir(dir: &Path) -> Session {
        Session {
            save_path: dir.join("table.ron"),
            export_path: dir.join("exported-scene.ron"),
            autosave: Some(dir.join("autosave.ron")),
            redo: Vec::new(),
            seen: (0, 0),
            redoing: false,
            autosaved: None,
        }
    }
}

impl Default for Session {
    fn default() -> Self {
        Session::in_dir(&data_dir())
    }
}

/// Where saves go by default: `$XDG_DATA_HOME/bifronte`, else `~/.local/share/bifronte`.
pub fn data_dir() -> PathBuf {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".local/share")))
        .unwrap_or_else(|| PathBuf::from("."));
    base.join("bifronte")
}

/// Playback, undo/redo, save/load and autosave.
pub struct SessionPlugin;

impl Plugin for SessionPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<StatusLine>()
            .init_resource::<KeyboardTaken>()
            .add_message::<TableCommand>()
            .add_systems(Update, (session_keys, auto_play, run_commands).chain().before(RulesSystems::Apply))
            .add_systems(Update, (track_history, autosave).chain().after(RulesSystems::Log));
        if !app.world().contains_resource::<Session>() {
            app.init_resource::<Session>();
        }
    }
}

/// The session's keys: N / → next, B / ← back, R restart, P play; Ctrl+Z undo, Ctrl+Shift+Z or
/// Ctrl+Y redo, Ctrl+S save, Ctrl+O load, Ctrl+E export.
pub fn session_key(key: KeyCode, ctrl: bool, shift: bool, session: &Session) -> Option<TableCommand> {
    Some(match (ctrl, key) {
        (false, KeyCode::KeyN | KeyCode::ArrowRight) => TableCommand::Next,
        (false, KeyCode::KeyB | KeyCode::ArrowLeft) => TableCommand::Back,
        (false, KeyCode::KeyR) => TableCommand::Restart,
        (false, KeyCode::KeyP) => TableCommand::TogglePlay,
        (true, KeyCode::KeyZ) if shift => TableCommand::Redo,
        (true, KeyCode::KeyZ) => TableCommand::Undo,
        (true, KeyCode::KeyY) => TableCommand::Redo,
        (true, KeyCode::KeyS) => TableCommand::Save(session.save_path.clone()),
        (true, KeyCode::KeyO) => TableCommand::Load(session.save_path.clone()),
        (true, KeyCode::KeyE) => TableCommand::Export(session.export_path.clone()),
        _ => return None,
    })
}

fn session_keys(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    session: Res<Session>,
    mut out: MessageWriter<TableCommand>,
) {
    if taken.0 {
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    for key in keys.get_just_pressed() {
        if let Some(c) = session_key(*key, ctrl, shift, &session) {
            out.write(c);
        }
    }
}

/// Seconds between steps while playing, once the table has settled.
pub const PLAY_PAUSE_SECS: f32 = 0.6;

fn auto_play(
    time: Res<Time>,
    playback: Option<ResMut<Playback>>,
    moving: Query<(), With<Animating>>,
    mut out: MessageWriter<TableCommand>,
) {
    let Some(mut pb) = playback else { return };
    if !pb.playing {
        return;
    }
    if pb.next >= pb.scene.scene.steps.len() {
        pb.playing = false;
        return;
    }
    if !moving.is_empty() {
        return;
    }
    pb.since_step += time.delta_secs();
    if pb.since_step >= PLAY_PAUSE_SECS {
        pb.since_step = 0.0;
        out.write(TableCommand::Next);
    }
}

fn status(world: &mut World, text: impl Into<String>, error: bool) {
    let text = text.into();
    if error {
        error!("{text}");
    } else {
        info!("{text}");
    }
    world.insert_resource(StatusLine { text, error });
}

/// Carries out this frame's commands.
pub fn run_commands(world: &mut World) {
    let commands: Vec<TableCommand> = world.resource_mut::<Messages<TableCommand>>().drain().collect();
    for c in commands {
        run_command(world, c);
    }
}

fn run_command(world: &mut World, command: TableCommand) {
    match command {
        TableCommand::Next => step_once(world),
        TableCommand::Back => back(world),
        TableCommand::Restart => restart(world),
        TableCommand::TogglePlay => {
            if let Some(mut pb) = world.get_resource_mut::<Playback>() {
                pb.playing = !pb.playing;
                pb.since_step = PLAY_PAUSE_SECS;
            }
        }
        TableCommand::Undo => undo(world),
        TableCommand::Redo => redo(world),
        TableCommand::Save(path) => {
            let scene = save(world, &title(world));
            let n = scene.steps.len();
            match write_file(&path, &to_ron(&scene)) {
                Ok(()) => status(world, format!("saved {n} action(s) to {}", path.display()), false),
                Err(e) => status(world, format!("could not save {}: {e}", path.display()), true),
            }
        }
        TableCommand::Export(path) => {
            let scene = record(world, &format!("{} (exported)", title(world)));
            match write_file(&path, &to_ron(&scene)) {
                Ok(()) => status(world, format!("exported the table as a scene to {}", path.display()), false),
                Err(e) => status(world, format!("could not export to {}: {e}", path.display()), true),
            }
        }
        TableCommand::Load(path) => load(world, &path),
    }
}

fn title(world: &World) -> String {
    world.get_resource::<Playback>().map_or_else(|| "Table".into(), |p| p.scene.scene.title.clone())
}

fn write_file(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    write_atomic(path, text.as_bytes())
}

/// Plays the scene's next step: expectations up to the next action are checked now; the action
/// is requested and applied this frame.
pub fn step_once(world: &mut World) {
    let Some(mut pb) = world.remove_resource::<Playback>() else { return };
    if pb.next >= pb.scene.scene.steps.len() {
        world.insert_resource(pb);
        status(world, "the scene has no more steps", false);
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
}

fn check_expectation(world: &mut World, pb: &mut Playback, step: &Step) {
    for m in check_step(world, step) {
        warn!("step {}: {m}", pb.next);
        pb.failures.push((pb.next, m));
    }
}

/// Rebuilds the table from the starting table and the first `n` actions of the history.
fn rebuild(world: &mut World, n: usize) -> bool {
    let history = world.resource::<ActionHistory>().0.clone();
    let setup = world.get_resource::<StartingTable>().map(|s| s.0.clone()).unwrap_or_default();
    let hovered = hovered_id(world);
    if let Err(e) = replay(world, &setup, &history[..n.min(history.len())]) {
        status(world, format!("could not rebuild the table: {e}"), true);
        return false;
    }
    rehover(world, hovered);
    let epoch = world.resource::<RulesLog>().epoch;
    world.resource_mut::<Session>().seen = (n.min(history.len()), epoch);
    true
}

/// The id of the hovered object, to find it again in a rebuilt table.
fn hovered_id(world: &World) -> Option<String> {
    let e = world.get_resource::<Hovered>()?.0?;
    world.get::<Label>(e).map(|l| l.0.clone())
}

/// The same card is a new entity after a rebuild: the pointer stays on it.
fn rehover(world: &mut World, id: Option<String>) {
    let e = id.and_then(|id| world.resource::<Labels>().0.get(&id).copied());
    if let Some(mut h) = world.get_resource_mut::<Hovered>() {
        h.0 = e;
    }
}

fn undo(world: &mut World) {
    let Some(last) = world.resource::<ActionHistory>().0.last().cloned() else {
        status(world, "nothing to undo", false);
        return;
    };
    let n = world.resource::<ActionHistory>().0.len() - 1;
    if !rebuild(world, n) {
        return;
    }
    world.resource_mut::<Session>().redo.push(last.clone());
    if let Some(mut pb) = world.get_resource_mut::<Playback>() {
        if let Some(m) = pb.marks.last().copied().filter(|m| m.history >= n) {
            pb.rewind_to(m.step);
        }
    }
    status(world, format!("undone: {}", describe(&last)), false);
}

fn redo(world: &mut World) {
    let Some(action) = world.resource_mut::<Session>().redo.pop() else {
        status(world, "nothing to redo", false);
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
    status(world, format!("redone: {}", describe(&action)), false);
}

fn back(world: &mut World) {
    let Some(mark) = world.get_resource::<Playback>().and_then(|pb| pb.marks.last().copied()) else {
        status(world, "at the start of the scene", false);
        return;
    };
    if rebuild(world, mark.history) {
        world.resource_mut::<Session>().redo.clear();
        world.resource_mut::<Playback>().rewind_to(mark.step);
        status(world, format!("back to before step {}", mark.step + 1), false);
    }
}

fn restart(world: &mut World) {
    if rebuild(world, 0) {
        world.resource_mut::<Session>().redo.clear();
        if let Some(mut pb) = world.get_resource_mut::<Playback>() {
            pb.rewind_to(0);
            pb.playing = false;
        }
        status(world, "back to the starting table", false);
    }
}

/// Replaces the table by a save or scene file played to its end. A file that does not load,
/// or whose table can't be built, leaves the open table as it was.
fn load(world: &mut World, path: &Path) {
    let db = world.resource::<CardDb>().clone();
    let loaded = match load_scene(path, &db) {
        Ok(l) => l,
        Err(e) => return status(world, format!("{e}"), true),
    };
    // Build it aside first: the open table is only replaced by a table that builds.
    let mut scratch = rules_app(db);
    if let Err(e) = crate::rules::setup::build_table(scratch.world_mut(), &loaded.table()) {
        return status(world, format!("{}", crate::scene::setup_error(&loaded, e)), true);
    }
    drop(scratch);
    let hovered = hovered_id(world);
    if let Err(e) = replay(world, &loaded.table(), &[]) {
        return status(world, format!("could not build {}: {e}", path.display()), true);
    }
    world.insert_resource(StartingTable(loaded.table()));
    let mut pb = Playback::new(loaded);
    while let Some(step) = pb.scene.scene.steps.get(pb.next).cloned() {
        pb.next += 1;
        match step {
            Step::Do(a) => {
                let history = world.resource::<ActionHistory>().0.len();
                pb.marks.push(Mark { history, step: pb.next - 1 });
                apply_as_frame(world, a);
            }
            other => check_expectation(world, &mut pb, &other),
        }
    }
    let mut log = world.resource_mut::<RulesLog>();
    log.published = log.entries.len();
    let (n, failed) = (world.resource::<ActionHistory>().0.len(), pb.failures.len());
    world.insert_resource(pb);
    rehover(world, hovered);
    let epoch = world.resource::<RulesLog>().epoch;
    let mut session = world.resource_mut::<Session>();
    session.seen = (n, epoch);
    session.redo.clear();
    let text = format!("loaded {} ({n} action(s), {failed} failed expectation(s))", path.display());
    status(world, text, failed > 0);
}

fn describe(a: &Action) -> String {
    crate::cards::db::compact_ron(a)
}

/// A new action (not a redone one) makes the undone ones unreachable.
fn track_history(history: Res<ActionHistory>, log: Res<RulesLog>, mut session: ResMut<Session>) {
    let now = (history.0.len(), log.epoch);
    if now == session.seen {
        return;
    }
    if now.1 == session.seen.1 && now.0 > session.seen.0 && !session.redoing {
        session.redo.clear();
    }
    session.redoing = false;
    session.seen = now;
}

/// Writes the table after every action, atomically: a crash loses at most the last action.
fn autosave(world: &mut World) {
    let Some(path) = world.resource::<Session>().autosave.clone() else { return };
    let now = (world.resource::<ActionHistory>().0.len(), world.resource::<RulesLog>().epoch);
    if world.resource::<Session>().autosaved == Some(now) {
        return;
    }
    world.resource_mut::<Session>().autosaved = Some(now);
    let scene = save(world, &title(world));
    if let Err(e) = write_file(&path, &to_ron(&scene)) {
        status(world, format!("could not autosave to {}: {e}", path.display()), true);
    }
}
