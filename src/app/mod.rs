//! How the app is composed: [`BifrontePlugins`] for the window, [`headless_app`] for everything
//! without one (tests, benchmarks, the command line). The rules kernel is the only writer of
//! game state in both; the window adds the session, the table and the overlay on top.
//!
//! And the windows that are not the local table, which put the network's or the server's side
//! together with the table and the overlay: [`window`] (a hosted game's window and a joined
//! seat's, `MirrorPlugin`), [`replay_window`] (a seat's own replay played back in a window),
//! [`online`] (File → Play online: a server's lobby in a window).

pub mod online;
pub mod replay_window;
pub mod window;

use bevy::app::{PluginGroup, PluginGroupBuilder};
use bevy::prelude::*;

use crate::cards::CardDb;
use crate::format::LoadError;
use crate::i18n::{Lang, SaidIn};
use crate::overlay::{OverlayPlugin, OverlayState};
use crate::rules::{Labels, Players, RulesPlugin};
pub use crate::rules::{headless_app, headless_app_with, run_on_one_thread};
use crate::scene::{LoadedScene, StartingTable, setup_error};
use crate::session::{Playback, Session, SessionPlugin};
use crate::table::images::FaceImages;
use crate::table::state::{Dialog, Seat, Selection};
use crate::table::{OffscreenTarget, ShotRequest, TablePlugin, offscreen_plugins, window_plugins};
use bevy::render::render_resource::TextureFormat;

/// The window's plugins, in the order they build: the rules kernel, the session (playback,
/// undo, saves), the 3D table and its input, the egui overlay, and [`MainOnOneThread`].
pub struct BifrontePlugins;

impl PluginGroup for BifrontePlugins {
    fn build(self) -> PluginGroupBuilder {
        PluginGroupBuilder::start::<Self>()
            .add(RulesPlugin)
            .add(SessionPlugin)
            .add(TablePlugin)
            .add(OverlayPlugin)
            .add(crate::ai::seat::ComputerPlugin)
            .add(MainOnOneThread)
    }
}

/// Runs the window's main schedules on one thread, as the headless apps do
/// ([`run_on_one_thread`]); the render world keeps its own executor. The table's systems are
/// small and the rules kernel's a chain, and on a machine with few cores the multi-threaded
/// executor's threads took the cores the renderer draws with: on two cores with lavapipe the
/// median 40-card frame without the overlay went from 15.4 to 14.2 ms, and with the overlay over
/// the same view from 19.7 to 16.9 ms (five runs each, alternating; docs/performance.md).
/// Applied at `cleanup`, after every plugin (the network's too) has added its schedules.
pub struct MainOnOneThread;

impl Plugin for MainOnOneThread {
    fn build(&self, _app: &mut App) {}

    fn cleanup(&self, app: &mut App) {
        run_on_one_thread(app);
    }
}

/// The headless plugins: the rules kernel and the session, without rendering or input.
pub struct HeadlessPlugins;

impl PluginGroup for HeadlessPlugins {
    fn build(self) -> PluginGroupBuilder {
        PluginGroupBuilder::start::<Self>().add(RulesPlugin).add(SessionPlugin)
    }
}

/// The table's app on a scene, paused before step 1, with `plugins` for its window: the
/// starting table is built before the first frame, which derives it and checks state-based
/// actions like any other.
pub fn table_app(
    plugins: impl PluginGroup,
    scene: LoadedScene,
    db: CardDb,
    pictures: FaceImages,
    session: Session,
) -> Result<App, LoadError> {
    let mut app = App::new();
    app.add_plugins(plugins)
        .insert_resource(db)
        .insert_resource(session)
        .insert_resource(pictures)
        .insert_resource(crate::table::power::window_settings())
        .add_plugins(BifrontePlugins);
    if let Err(e) = crate::rules::setup::build_table(app.world_mut(), &scene.table()) {
        return Err(setup_error(&scene, e));
    }
    // The starting table derived and checked before the first frame, as `scene::start` does
    // headless: a step played in the first frame (a shot, a capture) finds it as `check` does
    // (a daybound permanent has already made it day, 702.145d).
    crate::rules::layers::derive_dirty(app.world_mut());
    crate::rules::sba::check_state_based_actions(app.world_mut());
    app.insert_resource(StartingTable(scene.table()));
    if let Some(series) = scene.scene.series.clone() {
        app.insert_resource(series);
    }
    app.insert_resource(Playback::new(scene));
    Ok(app)
}

/// Opens the window on a scene (paused before step 1, or played to `shot.step` for a shot).
/// A scene that could not be loaded (`Err` with the error) or set up opens the window on the
/// demo, with the error on the status line.
pub fn run_window(
    lang: Lang,
    scene: Result<LoadedScene, String>,
    db: CardDb,
    pictures: FaceImages,
    shot: Option<ShotRequest>,
    measuring: crate::overlay::Measuring,
) -> AppExit {
    let size = shot.as_ref().and_then(|s| s.size).unwrap_or((1600, 900));
    // A shot leaves no autosave behind.
    let mut session = Session::default();
    if shot.is_some() {
        session.autosave = None;
    }
    // A shot draws into an image, with no window and no display, unless it asks for a window.
    let offscreen = shot.as_ref().is_some_and(|s| !s.window);
    let mut app = match offscreen {
        true => match scene
            .and_then(|scene| table_app(offscreen_plugins(), scene, db, pictures, session).map_err(|e| e.said_in(lang)))
        {
            Ok(app) => app,
            Err(e) => {
                error!("{e}");
                return AppExit::error();
            }
        },
        false => match window_app(lang, scene, db, pictures, session, size) {
            Ok(app) => app,
            Err(e) => {
                error!("{e}");
                return AppExit::error();
            }
        },
    };
    if offscreen {
        let image = Image::new_target_texture(size.0, size.1, TextureFormat::Rgba8UnormSrgb, None);
        let handle = app.world_mut().resource_mut::<Assets<Image>>().add(image);
        app.insert_resource(OffscreenTarget(handle));
    }
    if let Some(s) = shot {
        if let Err(e) = prepare_shot(&mut app, &s) {
            error!("{e}");
            return AppExit::error();
        }
        app.insert_resource(s);
    }
    if !app.world().contains_resource::<ShotRequest>() {
        offer_first_start(&mut app);
    }
    app.insert_resource(measuring);
    app.run()
}

/// The first start's offer to download every card, when the window opens with no imported
/// card database and the player hasn't said "don't ask again".
fn offer_first_start(app: &mut App) {
    use crate::overlay::first_start::{FirstStartOffer, FirstStartSettings, offers};
    let world = app.world_mut();
    let db = world.resource::<CardDb>();
    if offers(db, &FirstStartSettings::load(&FirstStartSettings::path())) {
        let shipped = db.len();
        world.resource_mut::<OverlayState>().first_start = FirstStartOffer::asking(shipped);
    }
}

/// The window's app on a scene; on the demo, with the error on the status line, when the
/// scene could not be loaded or set up. Fails only when the demo can't be opened either.
pub fn window_app(
    lang: Lang,
    scene: Result<LoadedScene, String>,
    db: CardDb,
    pictures: FaceImages,
    session: Session,
    size: (u32, u32),
) -> Result<App, String> {
    let (scene, problem) = scene_or_demo(lang, scene, &db)?;
    let title = format!("Bifronte — {}", scene.scene.title);
    let mut app = table_app(window_plugins(&title, size), scene, db, pictures, session).map_err(|e| e.said_in(lang))?;
    app.add_plugins(crate::app::online::PlayOnlinePlugin);
    if let Some(problem) = problem {
        let text = lang.t("status-showing-demo", &[("why", &problem)]);
        app.insert_resource(crate::session::StatusLine { text: text.into(), error: true, action: None });
    }
    Ok(app)
}

/// The scene the window opens: this one if it loaded and its table can be set up, else the
/// demo and what was wrong with it, in `lang`. Fails only when the demo can't be opened either.
pub fn scene_or_demo(
    lang: Lang,
    scene: Result<LoadedScene, String>,
    db: &CardDb,
) -> Result<(LoadedScene, Option<String>), String> {
    // The table is built aside first, as a load does.
    let checked = scene.and_then(|scene| {
        let mut scratch = headless_app(db.clone());
        match crate::rules::setup::build_table(scratch.world_mut(), &scene.table()) {
            Ok(()) => Ok(scene),
            Err(e) => Err(setup_error(&scene, e).said_in(lang)),
        }
    });
    match checked {
        Ok(scene) => Ok((scene, None)),
        Err(problem) => match crate::scene::load_scene(&crate::format::default_scene(), db) {
            Ok(demo) => Ok((demo, Some(problem))),
            Err(e) => Err(lang.t("status-demo-unopened-too", &[("why", &problem), ("demo", &e.said_in(lang))])),
        },
    }
}

/// Opens the window on a new game, its opening (shuffles, draws) already played.
pub fn run_game_window(
    lang: Lang,
    scene: LoadedScene,
    db: CardDb,
    pictures: FaceImages,
    (shot, clock, computer): GameWindowOptions,
) -> AppExit {
    let mut app = match window_app(lang, Ok(scene), db, pictures, Session::default(), (1600, 900)) {
        Ok(app) => app,
        Err(e) => {
            error!("{e}");
            return AppExit::error();
        }
    };
    if let Some(level) = computer {
        against_the_computer(&mut app, level);
    }
    crate::session::history::play_to_end(app.world_mut());
    if let Some(c) = clock {
        app.insert_resource(c);
    }
    if let Some((out, keys)) = shot {
        if let Err(exit) = window_shot(&mut app, out, keys) {
            return exit;
        }
    } else {
        offer_first_start(&mut app);
    }
    app.run()
}

/// `bifronte draft --window`: the window on the demo table with the draft over it; with `shot`,
/// a screenshot (after its keys) and exit.
pub fn run_draft_window(
    lang: Lang,
    draft: crate::overlay::ui::draft::DraftScreen,
    db: CardDb,
    pictures: FaceImages,
    shot: Option<(std::path::PathBuf, Option<String>)>,
) -> AppExit {
    let scene = crate::scene::load_scene(&crate::format::default_scene(), &db).map_err(|e| e.said_in(lang));
    let mut app = match window_app(lang, scene, db, pictures, Session::default(), (1600, 900)) {
        Ok(app) => app,
        Err(e) => {
            error!("{e}");
            return AppExit::error();
        }
    };
    app.world_mut().resource_mut::<OverlayState>().draft = Some(Box::new(draft));
    if let Some((out, keys)) = shot
        && let Err(exit) = window_shot(&mut app, out, keys)
    {
        return exit;
    }
    app.run()
}

/// A game window's options: a screenshot to take (and the keys pressed first), a chess clock,
/// the computer's level where it plays the other seats.
pub type GameWindowOptions =
    (Option<(std::path::PathBuf, Option<String>)>, Option<crate::session::clock::ChessClock>, Option<crate::ai::Level>);

/// A game against the computer (`game --vs-computer`): the computer plays every seat but the
/// first at `level` (`overlay::computer::versus_computer`).
pub fn against_the_computer(app: &mut App, level: crate::ai::Level) {
    let names: Vec<String> = app
        .world()
        .get_resource::<crate::rules::Players>()
        .map(|p| p.0.iter().map(|e| crate::rules::query::player_name(app.world(), *e)).collect())
        .unwrap_or_default();
    crate::overlay::computer::versus_computer(app.world_mut(), Some(&names), level);
    // File → New game offers the same again: against the computer, at this level.
    if let Some(mut state) = app.world_mut().get_resource_mut::<crate::overlay::OverlayState>() {
        state.vs_computer = true;
        state.computer_level = level;
    }
}

/// `bifronte replay FILE`: the window on a kept game, as the replay viewer: the game's actions
/// as the scene's steps, the timeline strip under the table, seated at `seat` (default: the
/// first player) and at the start of `turn` (default: the starting table); with `shot`, a
/// screenshot once the table has settled, then exit.
pub fn run_replay_window(
    lang: Lang,
    scene: LoadedScene,
    db: CardDb,
    pictures: FaceImages,
    (seat, turn, shot): (Option<String>, Option<u32>, Option<std::path::PathBuf>),
) -> AppExit {
    let timeline = crate::session::timeline::Timeline::of(&scene, &db);
    let len = scene.scene.steps.len();
    let mut app = match window_app(lang, Ok(scene), db, pictures, Session::default(), (1600, 900)) {
        Ok(app) => app,
        Err(e) => {
            error!("{e}");
            return AppExit::error();
        }
    };
    if let Some(name) = seat
        && let Err(e) = sit(app.world_mut(), &name)
    {
        error!("{e}");
        return AppExit::error();
    }
    let start = turn.map_or(0, |t| timeline.start_of_turn(t, len));
    app.insert_resource(timeline);
    // The status line says where the viewer stands, in its strip's words.
    crate::session::history::go_to(app.world_mut(), start);
    if let Some(out) = shot {
        std::fs::remove_file(&out).ok();
        app.insert_resource(crate::table::ShotRequest::of_window(out, crate::table::WINDOW_SHOT_SETTLE));
    } else {
        offer_first_start(&mut app);
    }
    app.run()
}

/// Seats the window, opens the dialog and selects the object a shot asks for.
/// `bifronte SCENE --present`: the window in presentation mode, the scene playing.
pub fn run_presentation(lang: Lang, scene: Result<LoadedScene, String>, db: CardDb, pictures: FaceImages) -> AppExit {
    let mut app = match window_app(lang, scene, db, pictures, Session::default(), (1600, 900)) {
        Ok(app) => app,
        Err(e) => {
            error!("{e}");
            return AppExit::error();
        }
    };
    app.add_plugins(crate::table::present::PresentPlugin);
    crate::table::present::start(app.world_mut());
    app.world_mut().resource_mut::<OverlayState>().present = true;
    app.run()
}

/// Seats the window at the player of that name.
fn sit(world: &mut World, name: &str) -> Result<(), String> {
    let players = world.resource::<Players>().0.clone();
    let seat = players
        .iter()
        .position(|p| world.get::<crate::rules::Player>(*p).is_some_and(|x| x.name.eq_ignore_ascii_case(name)));
    world.insert_resource(Seat(seat.ok_or_else(|| format!("no player named {name:?}"))?));
    Ok(())
}

/// `bifronte gif`: the scene played and captured offscreen at `size`, on a fixed time step,
/// from the seat of `seat`, with or without the overlay.
pub fn run_capture(
    scene: LoadedScene,
    db: CardDb,
    pictures: FaceImages,
    capture: crate::table::capture::Capture,
    size: (u32, u32),
    seat: Option<&str>,
    (overlay, focus): (bool, Option<&str>),
) -> AppExit {
    let mut session = Session::default();
    session.autosave = None;
    let mut app = match table_app(offscreen_plugins(), scene, db, pictures, session) {
        Ok(app) => app,
        Err(e) => {
            error!("{e}");
            return AppExit::error();
        }
    };
    let image = Image::new_target_texture(size.0, size.1, TextureFormat::Rgba8UnormSrgb, None);
    let handle = app.world_mut().resource_mut::<Assets<Image>>().add(image);
    app.insert_resource(OffscreenTarget(handle));
    if let Some(name) = seat
        && let Err(e) = sit(app.world_mut(), name)
    {
        error!("{e}");
        return AppExit::error();
    }
    app.world_mut().resource_mut::<OverlayState>().hidden = !overlay;
    if overlay {
        app.add_systems(Update, crate::table::present::inspect_the_acting_card);
    }
    if let Some(id) = focus {
        if !app.world().resource::<Labels>().0.contains_key(id) {
            error!("--focus: no object with id {id:?} at the start of the scene");
            return AppExit::error();
        }
        app.insert_resource(crate::table::capture::Focus(Some(id.to_string())));
    }
    crate::table::capture::fixed_time_step(&mut app, capture.fps);
    app.add_plugins(crate::table::capture::CapturePlugin).insert_resource(capture);
    app.run()
}

fn prepare_shot(app: &mut App, s: &ShotRequest) -> Result<(), String> {
    // The shot is done when its file appears: an older file must not count.
    std::fs::remove_file(&s.out).ok();
    let world = app.world_mut();
    if let Some(name) = &s.seat {
        sit(world, name)?;
    }
    let mut overlay = world.resource_mut::<OverlayState>();
    overlay.hidden = s.bare;
    overlay.tokens = s.open == Some(Dialog::Tokens);
    overlay.help = s.open == Some(Dialog::Help);
    overlay.cards.open = s.open == Some(Dialog::Cards);
    overlay.import.open = s.open == Some(Dialog::Import);
    if s.open == Some(Dialog::FirstStart) {
        let shipped = world.resource::<CardDb>().len();
        world.resource_mut::<OverlayState>().first_start =
            crate::overlay::first_start::FirstStartOffer::asking(shipped);
    }
    let mut overlay = world.resource_mut::<OverlayState>();
    overlay.present = s.present;
    if let Some(keys) = &s.keys {
        let lang = crate::session::Language::of(world);
        let keys =
            crate::table::shot_keys::ShotKeys::parse(keys).map_err(|e| format!("--keys: {}", e.text_in(lang)))?;
        world.insert_resource(keys);
    }
    if let Some(id) = &s.select {
        let e = world.resource::<Labels>().0.get(id).copied().ok_or_else(|| format!("no object with id {id:?}"))?;
        world.resource_mut::<Selection>().selected = Some(e);
    }
    Ok(())
}

/// `--shot` (and `--keys`) of a window: its keys pressed once the table is there, then the
/// screenshot once it has settled; an error for keys that don't read.
pub(crate) fn window_shot(app: &mut App, out: std::path::PathBuf, keys: Option<String>) -> Result<(), AppExit> {
    std::fs::remove_file(&out).ok();
    if let Some(keys) = keys {
        match crate::table::shot_keys::ShotKeys::parse(&keys) {
            Ok(keys) => _ = app.insert_resource(keys),
            Err(e) => {
                error!("--keys: {}", e.text_in(crate::i18n::Lang::En));
                return Err(AppExit::error());
            }
        }
    }
    app.insert_resource(crate::table::ShotRequest::of_window(out, crate::table::WINDOW_SHOT_SETTLE));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};
    use std::thread::ThreadId;

    /// The threads the app's systems ran on over `frames` frames, many systems a frame.
    fn threads_of(one_thread: bool, frames: usize) -> Vec<ThreadId> {
        let seen: Arc<Mutex<Vec<ThreadId>>> = Arc::default();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        if one_thread {
            app.add_plugins(MainOnOneThread);
        }
        // Independent systems, which a multi-threaded executor spreads over its threads.
        for _ in 0..16 {
            let seen = seen.clone();
            app.add_systems(Update, move || {
                // Long enough that the others start elsewhere meanwhile.
                std::thread::sleep(std::time::Duration::from_micros(200));
                seen.lock().unwrap().push(std::thread::current().id());
            });
        }
        app.finish();
        app.cleanup();
        for _ in 0..frames {
            app.update();
        }
        seen.lock().unwrap().clone()
    }

    #[test]
    fn the_window_s_main_schedules_run_on_the_thread_that_runs_the_app() {
        let here = std::thread::current().id();
        let ran = threads_of(true, 10);
        assert_eq!(ran.len(), 160);
        assert!(ran.iter().all(|t| *t == here), "a system ran on another thread");
        // Without it, the same systems spread over the task pool's threads: the check above can
        // tell the difference.
        if std::thread::available_parallelism().is_ok_and(|n| n.get() > 1) {
            assert!(
                threads_of(false, 10).iter().any(|t| *t != here),
                "the multi-threaded executor stayed on one thread"
            );
        }
    }
}
