//! The session around a table: scene playback (next, back, restart, play), undo and redo, save,
//! load and export, and the autosave. The window's keys and menus send [`TableCommand`]s; one
//! exclusive system carries them out before the rules kernel applies the frame's actions. The
//! session knows nothing of rendering or input, so headless tools run it with the rules alone.
//!
//! Undo, redo, stepping back and loading all rebuild the table by replaying actions from its
//! starting setup ([`crate::rules::replay`]): the table never holds state a replay can't give.
//! Those are in [`history`].

pub mod autosave;
pub mod clock;
pub mod history;
pub mod matches;
pub mod replay;
pub mod replay_parts;
pub mod talk;
pub mod timeline;

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::format::write_atomic;
use crate::i18n::{Said, SaidLine};
use crate::rules::{Action, ActionHistory, RulesLog, RulesSystems};
use crate::scene::{LoadedScene, record, save, to_ron};
use autosave::AutosaveWriter;
use history::{back, load, redo, restart, step_once, undo};

/// What the session can be asked to do.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum TableCommand {
    /// Play the scene's next step. When the table was changed by hand since the last step,
    /// this asks first ([`Playback::asked`]).
    Next,
    /// Play the scene's next step on the table as it was changed by hand (the answer to
    /// [`Playback::asked`]); the scene's expectations may then fail.
    NextOnChangedTable,
    /// Keep exploring: close the question without playing.
    KeepExploring,
    /// Go back to before the last scene step played.
    Back,
    /// Back to the scene's starting table (a scene's key, R). In a game it does nothing: a
    /// game restarts with [`TableCommand::RestartGame`], which the Table menu asks to confirm.
    Restart,
    /// Back to the game's opening (its shuffles and draws), every later action undone; Undo
    /// right after brings the game back as it was.
    RestartGame,
    /// Play the scene's steps one after another, or pause.
    TogglePlay,
    /// Go to just before the scene's step of this index (its length: the end), playing or
    /// rebuilding as far as needed (the replay viewer's timeline).
    GoTo(usize),
    /// Play at this speed (0.25 to 8 times the usual pace).
    SetSpeed(f32),
    /// Undo the last action (by replay).
    Undo,
    /// Redo the last undone action.
    Redo,
    /// Write the table (starting table and actions) as a save file.
    Save(PathBuf),
    /// Replace the table by a save or scene file, played to its end.
    Load(PathBuf),
    /// Watch a kept game in the replay viewer (File → Replays): its starting table, its actions
    /// played by the strip under the table.
    Watch(PathBuf),
    /// Write the table as a scene with an expectation for every object (a regression test).
    Export(PathBuf),
    /// Replace the table by a new game from these decklists (none: the sample decks).
    NewGame(Vec<PathBuf>),
    /// Replace the table by a match of best of this many games from these decklists (none:
    /// the sample decks), before its first game.
    NewMatch(Vec<PathBuf>, u32),
    /// In a match: `chooser` chooses `first` to take the first turn of the next game (103.1),
    /// which then replaces the table.
    ChooseFirst {
        /// Who chooses.
        chooser: String,
        /// Who takes the first turn.
        first: String,
    },
    /// In a match, between games: `player` is ready with `deck` (cards swapped with the
    /// sideboard).
    Sideboard {
        /// Who.
        player: String,
        /// Their deck for the next game.
        deck: crate::scene::matches::DeckParts,
    },
}

/// A scene step that was played: the history's length before it, and the step's index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The history's length before the step.
    pub history: usize,
    /// The step's index.
    pub step: usize,
}

/// The scene being played in the window, and the next step to play.
#[derive(Resource, Clone, Debug)]
pub struct Playback {
    /// The scene.
    pub scene: LoadedScene,
    /// The index of the next step to play.
    pub next: usize,
    /// Mismatches of expectations met so far, by 1-based step number.
    pub failures: Vec<(usize, String)>,
    /// The scene's actions played so far, for stepping back.
    pub marks: Vec<Mark>,
    /// Playing on its own (P).
    pub playing: bool,
    /// Seconds since the last step while playing.
    pub since_step: f32,
    /// The table was changed by hand since the last step and N was pressed: the window asks
    /// whether to restart the scene or play the step on the changed table.
    pub asked: bool,
    /// Actions made by hand that the player chose to play the scene on.
    accepted_changes: usize,
    /// A game, not a scene being stepped through: a table played to its end at once (a new
    /// game's opening, a loaded save). It has no scene steps to go back or forward through,
    /// and the scene's keys don't touch it.
    pub game: bool,
    /// In a game: the actions it opened with (a new game's shuffles and draws, a save's
    /// actions), which restarting the game keeps.
    pub opening: usize,
    /// How fast it plays: 1 is a step every [`PLAY_PAUSE_SECS`] once the table has settled;
    /// faster than 1 doesn't wait for the table to settle.
    pub speed: f32,
}

impl Playback {
    /// Playback of a scene, before its first step.
    pub fn new(scene: LoadedScene) -> Playback {
        Playback {
            scene,
            next: 0,
            failures: Vec::new(),
            marks: Vec::new(),
            playing: false,
            since_step: 0.0,
            asked: false,
            accepted_changes: 0,
            game: false,
            opening: 0,
            speed: 1.0,
        }
    }
    /// Actions on the table that no scene step played: changes made by hand. Every step
    /// played is one action of the history.
    pub fn changes(&self, history: usize) -> usize {
        history.saturating_sub(self.marks.len())
    }
    /// Forgets what was played at or after step index `next`.
    pub(crate) fn rewind_to(&mut self, next: usize) {
        self.next = next;
        self.asked = false;
        self.accepted_changes = 0;
        self.failures.retain(|(n, _)| *n <= next);
        self.marks.retain(|m| m.step < next);
    }
}

/// The language of the window (or the host) the session runs in: set by the window from its
/// Settings (`table::language`), read where that window's own seat is told something in words
/// (a networked host's undo and consent questions). Nothing under the window reads it to decide.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Language(pub crate::i18n::Lang);

impl Language {
    /// The language of the window `world` is (English where it has none: a headless table).
    pub fn of(world: &World) -> crate::i18n::Lang {
        world.get_resource::<Language>().map_or_else(crate::i18n::Lang::default, |l| l.0)
    }
}

/// The last thing the session did or refused, for the status line.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct StatusLine {
    /// What it says, as messages its reader says in their own language.
    pub text: SaidLine,
    /// The action it speaks of ("undone:" and the action), put into words after `text` for
    /// whoever reads it, each object named as they see it.
    pub action: Option<Action>,
    /// Whether it is an error.
    pub error: bool,
}

/// Where files go, what can be redone, and what was last autosaved.
#[derive(Resource, Clone, Debug)]
pub struct Session {
    /// Where Ctrl+S saves and Ctrl+O loads.
    pub save_path: PathBuf,
    /// Where Ctrl+E exports.
    pub export_path: PathBuf,
    /// Written after every action (by [`autosave::AutosaveWriter`]'s thread); `None` turns
    /// autosave off (`bifronte shot`).
    pub autosave: Option<PathBuf>,
    /// Undone actions, the next to redo last.
    pub redo: Vec<Action>,
    /// The history length and log epoch last seen, to tell new actions from redone ones.
    pub(crate) seen: (usize, u64),
    pub(crate) redoing: bool,
    autosaved: Option<(usize, u64)>,
    /// The game as it was before the table was last replaced (a restart, a load, a new game),
    /// for Undo to bring back until a new action is taken.
    pub(crate) before: Option<Box<history::Before>>,
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
            before: None,
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
    crate::format::user_data_dir()
}

/// Whether the table is still showing a change (an animation): playback waits for it. The
/// table's visuals write it; headless, nothing moves.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableMotion(pub bool);

/// The session's system sets, around the rules kernel's.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SessionSystems {
    /// Carry out this frame's commands (before `RulesSystems::Apply`).
    Commands,
    /// Follow the history and autosave (after `RulesSystems::Log`).
    Record,
}

/// Playback, undo/redo, save/load and autosave.
pub struct SessionPlugin;

impl Plugin for SessionPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<StatusLine>()
            .init_resource::<TableMotion>()
            .add_message::<TableCommand>()
            .add_message::<AskUndo>()
            .configure_sets(Update, SessionSystems::Commands.before(RulesSystems::Apply))
            .configure_sets(Update, SessionSystems::Record.after(RulesSystems::Log))
            .add_systems(Update, (auto_play, run_commands).chain().in_set(SessionSystems::Commands))
            .add_systems(
                Update,
                clock::tick
                    .in_set(SessionSystems::Commands)
                    .after(run_commands)
                    .run_if(resource_exists::<clock::ChessClock>),
            )
            .init_resource::<replay::ReplayWriter>()
            .add_systems(
                Update,
                (track_history, matches::follow_games, autosave, replay::keep_replay)
                    .chain()
                    .in_set(SessionSystems::Record),
            )
            .add_systems(
                Update,
                matches::answer_for_unattended.in_set(SessionSystems::Commands).after(clock::tick).run_if(
                    resource_exists::<history::Unattended>.and_then(resource_exists::<crate::scene::matches::Match>),
                ),
            );
        if !app.world().contains_resource::<Session>() {
            app.init_resource::<Session>();
        }
    }
}

/// Seconds between steps while playing, once the table has settled.
pub const PLAY_PAUSE_SECS: f32 = 0.6;

fn auto_play(
    time: Res<Time>,
    playback: Option<ResMut<Playback>>,
    moving: Res<TableMotion>,
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
    if moving.0 && pb.speed <= 1.0 {
        return;
    }
    pb.since_step += time.delta_secs();
    if pb.since_step >= PLAY_PAUSE_SECS / pb.speed.clamp(0.25, 8.0) {
        pb.since_step = 0.0;
        out.write(TableCommand::Next);
    }
}

pub(crate) fn status(world: &mut World, text: impl Into<SaidLine>, error: bool) {
    let text = text.into();
    // The console's words are English whatever the window's language.
    let words = text.text_in(crate::i18n::Lang::En);
    if error {
        error!("{words}");
    } else {
        info!("{words}");
    }
    world.insert_resource(StatusLine { text, error, action: None });
}

/// The status line about an action: `text` ("undone:"), then the action in words for each
/// reader.
pub(crate) fn status_about(world: &mut World, text: &str, action: Action) {
    // The console gets no names: it may be a networked host's, whose player mustn't read them.
    info!("{text} an action");
    world.insert_resource(StatusLine { text: Said::words(text).into(), error: false, action: Some(action) });
}

/// Set at a networked table: its history is everyone's, so the host's window can't rewrite it
/// on its own (redo, load, restart, a new game, scene steps); undo becomes [`AskUndo`], a
/// question to every player. Saving and exporting stay.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct SharedHistory;

/// At a networked table, the window's undo asks the other players first (the host's side of
/// network play puts the question to them and undoes once all accept).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AskUndo;

/// Carries out this frame's commands.
pub fn run_commands(world: &mut World) {
    let commands: Vec<TableCommand> = world.resource_mut::<Messages<TableCommand>>().drain().collect();
    let shared = world.contains_resource::<SharedHistory>();
    for c in commands {
        match c {
            TableCommand::Save(_) | TableCommand::Export(_) => run_command(world, c),
            // A match's answers are checked against the match itself (who chooses, whose deck).
            TableCommand::ChooseFirst { .. } | TableCommand::Sideboard { .. } => run_command(world, c),
            TableCommand::Undo if shared => _ = world.write_message(AskUndo),
            c if shared => {
                let text = Said::new("status-not-networked", &[("command", &format!("{c:?}"))]);
                world.insert_resource(StatusLine { text: text.into(), error: true, action: None });
            }
            c => run_command(world, c),
        }
    }
}

fn run_command(world: &mut World, command: TableCommand) {
    match command {
        TableCommand::Next => {
            if ask_before_stepping(world) {
                return;
            }
            step_once(world)
        }
        TableCommand::NextOnChangedTable => {
            let history = world.resource::<ActionHistory>().0.len();
            if let Some(mut pb) = world.get_resource_mut::<Playback>() {
                pb.accepted_changes = pb.changes(history);
                pb.asked = false;
            }
            step_once(world)
        }
        TableCommand::KeepExploring => {
            if let Some(mut pb) = world.get_resource_mut::<Playback>() {
                pb.asked = false;
            }
        }
        TableCommand::Back | TableCommand::Restart | TableCommand::TogglePlay | TableCommand::GoTo(_)
            if in_game(world) =>
        {
            status(world, Said::new("status-no-scene-steps", &[]), false);
        }
        TableCommand::Back => back(world),
        TableCommand::GoTo(step) => history::go_to(world, step),
        TableCommand::SetSpeed(speed) => {
            if let Some(mut pb) = world.get_resource_mut::<Playback>() {
                pb.speed = speed.clamp(0.25, 8.0);
            }
        }
        TableCommand::Restart => restart(world),
        TableCommand::RestartGame => history::restart_game(world),
        TableCommand::TogglePlay => {
            if let Some(mut pb) = world.get_resource_mut::<Playback>() {
                pb.playing = !pb.playing;
                pb.since_step = PLAY_PAUSE_SECS;
            }
        }
        TableCommand::Undo => undo(world),
        TableCommand::Redo => redo(world),
        TableCommand::Save(path) => {
            let scene = saved_game(world);
            let n = scene.steps.len();
            match write_file(&path, &to_ron(&scene)) {
                Ok(()) => status(
                    world,
                    Said::new("status-saved", &[("n", &n.to_string()), ("path", &path.display().to_string())]),
                    false,
                ),
                Err(e) => status(
                    world,
                    Said::new("status-not-saved", &[("path", &path.display().to_string()), ("why", &e.to_string())]),
                    true,
                ),
            }
        }
        TableCommand::Export(path) => {
            let scene = record(world, &format!("{} (exported)", title(world)));
            match write_file(&path, &to_ron(&scene)) {
                Ok(()) => status(world, Said::new("status-exported", &[("path", &path.display().to_string())]), false),
                Err(e) => status(
                    world,
                    Said::new("status-not-exported", &[("path", &path.display().to_string()), ("why", &e.to_string())]),
                    true,
                ),
            }
        }
        TableCommand::Load(path) => load(world, &path),
        TableCommand::Watch(path) => history::watch(world, &path),
        TableCommand::NewGame(decks) => history::new_game(world, &decks),
        TableCommand::NewMatch(decks, best_of) => history::new_match(world, &decks, best_of),
        TableCommand::ChooseFirst { chooser, first } => {
            let result = matches::choose_first(world, &chooser, &first);
            matches::said(world, result)
        }
        TableCommand::Sideboard { player, deck } => {
            let result = matches::sideboard(world, &player, deck);
            matches::said(world, result)
        }
    }
}

/// When the table was changed by hand since the scene's last step, a step would play on top
/// of those changes and its expectations fail: ask instead (and stop playing).
fn ask_before_stepping(world: &mut World) -> bool {
    let history = world.resource::<ActionHistory>().0.len();
    let Some(mut pb) = world.get_resource_mut::<Playback>() else { return false };
    let changes = pb.changes(history);
    if pb.next >= pb.scene.scene.steps.len() || changes <= pb.accepted_changes {
        return false;
    }
    pb.asked = true;
    pb.playing = false;
    status(world, Said::new("status-changed-by-hand", &[("n", &changes.to_string())]), false);
    true
}

/// Whether the table is a game ([`Playback::game`]).
pub fn in_game(world: &World) -> bool {
    world.get_resource::<Playback>().is_some_and(|pb| pb.game)
}

/// The table as a save; a game's save says how many of its actions are its opening.
fn saved_game(world: &World) -> crate::scene::Scene {
    let mut scene = save(world, &title(world));
    scene.opening = world.get_resource::<Playback>().filter(|pb| pb.game).map(|pb| pb.opening);
    scene.series = world.get_resource::<crate::scene::matches::Match>().cloned();
    scene
}

pub(crate) fn title(world: &World) -> String {
    world.get_resource::<Playback>().map_or_else(|| "Table".into(), |p| p.scene.scene.title.clone())
}

fn write_file(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    write_atomic(path, text.as_bytes())
}

/// A new action (not a redone one) makes the undone ones unreachable; the answers of a seat no
/// one sits at (`history::Unattended`: the computer, answering again after an undo) don't.
fn track_history(
    history: Res<ActionHistory>,
    log: Res<RulesLog>,
    unattended: Option<Res<history::Unattended>>,
    mut session: ResMut<Session>,
) {
    let now = (history.0.len(), log.epoch);
    if now == session.seen {
        return;
    }
    let by_nobody = |a: &crate::rules::Action| {
        matches!(a, crate::rules::Action::By { player, .. }
            if unattended.as_ref().is_some_and(|u| u.0.iter().any(|n| n == player.as_str())))
    };
    let answers_only = now.0 >= session.seen.0
        && history.0.len() >= now.0
        && history.0.from(session.seen.0).take(now.0 - session.seen.0).all(by_nobody);
    if now.1 == session.seen.1 && now.0 > session.seen.0 && !session.redoing && !answers_only {
        session.redo.clear();
        session.before = None;
    }
    session.redoing = false;
    session.seen = now;
}

/// Hands the table to the autosave's writer after every action ([`autosave`]), and shows a
/// write that failed on the status line.
fn autosave(world: &mut World) {
    for e in world.get_resource::<AutosaveWriter>().map(|w| w.take_errors()).unwrap_or_default() {
        status(world, e, true);
    }
    let Some(path) = world.resource::<Session>().autosave.clone() else { return };
    let now = (world.resource::<ActionHistory>().0.len(), world.resource::<RulesLog>().epoch);
    if world.resource::<Session>().autosaved == Some(now) {
        return;
    }
    world.resource_mut::<Session>().autosaved = Some(now);
    let scene = saved_game(world);
    if !world.contains_resource::<AutosaveWriter>() {
        world.insert_resource(AutosaveWriter::start());
    }
    let turn = world.resource::<crate::rules::game::Turn>().number;
    world.resource::<AutosaveWriter>().queue(path, scene, turn);
}
