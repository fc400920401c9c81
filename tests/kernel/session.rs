//! The window's session, headless: playback keys, undo and redo by replay, save, load, export
//! and the autosave, driven through the same keys and commands a player uses.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bifronte::cards::CardDb;
use bifronte::rules::{Action, ActionHistory, FaceUp, Labels, Side, Tapped};
use bifronte::scene::{load_scene, start};
use bifronte::session::{Playback, Session, SessionPlugin, StatusLine, TableCommand};
use bifronte::table::input::InputPlugin;

fn demo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/demo.ron")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bifronte-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The window's rules, input and session plugins, without rendering, on the demo.
fn session_app(dir: &Path) -> App {
    session_app_with(dir, |_| {})
}

/// The session app with more plugins and resources, added by `more` before the app starts.
fn session_app_with(dir: &Path, more: impl FnOnce(&mut App)) -> App {
    session_app_on(dir, &demo(), more)
}

/// The session app on a scene's table (as set up, before its steps).
fn session_app_on(dir: &Path, scene: &Path, more: impl FnOnce(&mut App)) -> App {
    let (db, _) = CardDb::load_default();
    let l = load_scene(scene, &db).unwrap();
    let mut app = bifronte::app::headless_app_with(db, |app| {
        app.init_resource::<ButtonInput<KeyCode>>()
            .insert_resource(Session::in_dir(dir))
            .add_plugins((InputPlugin, SessionPlugin));
        more(app);
    });
    start(&l, &mut app).unwrap();
    app.insert_resource(Playback::new(l));
    app
}

/// Presses `key` with `mods` held for one frame, then lets the next frame apply what it asked.
fn press(app: &mut App, mods: &[KeyCode], key: KeyCode) {
    {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for m in mods {
            keys.press(*m);
        }
        keys.press(key);
    }
    app.update();
    {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release_all();
        keys.clear();
    }
    app.update();
}

fn history(app: &App) -> Vec<String> {
    app.world().resource::<ActionHistory>().0.iter().map(|a| format!("{a:?}")).collect()
}

fn face(app: &App, id: &str) -> Side {
    let e = *app.world().resource::<Labels>().0.get(id).unwrap();
    app.world().get::<FaceUp>(e).unwrap().0
}

const CTRL: &[KeyCode] = &[KeyCode::ControlLeft];
const CTRL_SHIFT: &[KeyCode] = &[KeyCode::ControlLeft, KeyCode::ShiftLeft];

#[test]
fn playback_keys_step_forward_back_and_restart() {
    let dir = temp_dir("playback");
    let mut app = session_app(&dir);
    press(&mut app, &[], KeyCode::KeyN);
    // The arrows move the keyboard's focus ring, not the scene.
    press(&mut app, &[], KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<Playback>().next, 1, "→ is the focus ring's");
    press(&mut app, &[], KeyCode::KeyN);
    assert_eq!(face(&app, "smith"), Side::Back, "step 2 transforms Village Ironsmith");
    assert_eq!(app.world().resource::<Playback>().next, 2);
    // The next step is an expectation, then an action: N checks the one and plays the other.
    press(&mut app, &[], KeyCode::KeyN);
    assert_eq!(app.world().resource::<Playback>().next, 4);
    assert!(app.world().resource::<Playback>().failures.is_empty());
    assert_eq!(history(&app).len(), 3);
    // Back undoes the last scene step, and the one before.
    press(&mut app, &[], KeyCode::KeyB);
    assert_eq!(app.world().resource::<Playback>().next, 3);
    assert_eq!(history(&app).len(), 2);
    press(&mut app, &[], KeyCode::KeyB);
    assert_eq!(app.world().resource::<Playback>().next, 1);
    assert_eq!(face(&app, "smith"), Side::Front);
    // Restart goes back to the starting table.
    press(&mut app, &[], KeyCode::KeyN);
    press(&mut app, &[], KeyCode::KeyR);
    assert_eq!(app.world().resource::<Playback>().next, 0);
    assert!(history(&app).is_empty());
    // Play steps on its own until the scene ends (time runs 100 ms a frame here).
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(100)));
    press(&mut app, &[], KeyCode::KeyP);
    let steps = app.world().resource::<Playback>().scene.scene.steps.len();
    for _ in 0..1000 {
        if app.world().resource::<Playback>().next >= steps {
            break;
        }
        app.update();
    }
    app.update();
    let pb = app.world().resource::<Playback>();
    assert_eq!(pb.next, steps, "play reaches the end");
    assert!(!pb.playing && pb.failures.is_empty(), "{:?}", pb.failures);
}

/// D turns a card face down, and D again turns it face up: by an effect, since a card turned
/// face down that way has no cost to turn it up for (708.8).
#[test]
fn d_turns_a_card_face_down_and_d_again_turns_it_face_up() {
    let dir = temp_dir("d-twice");
    let mut app = session_app(&dir);
    let bears = *app.world().resource::<Labels>().0.get("bears").unwrap();
    app.insert_resource(bifronte::table::state::Hovered(Some(bears)));
    press(&mut app, &[], KeyCode::KeyD);
    assert!(app.world().get::<bifronte::rules::FaceDown>(bears).unwrap().0.is_some(), "D turns it face down");
    app.update();
    press(&mut app, &[], KeyCode::KeyD);
    let h = history(&app);
    assert_eq!(h.len(), 2, "{h:?}");
    assert!(h[1].starts_with("TurnFaceUp("), "{h:?}");
    assert!(app.world().get::<bifronte::rules::FaceDown>(bears).unwrap().0.is_none(), "D again turns it face up");
    std::fs::remove_dir_all(dir).ok();
}

/// The keys every player expects: Ctrl+Enter resolves (Enter opens the focused card's menu),
/// Ctrl+D draws, Ctrl+U untaps all that the
/// seat controls (the Bears tapped here, and the demo's tapped Forest), Ctrl+Shift+S shuffles, Ctrl+M takes a mulligan, wherever the pointer is.
#[test]
fn ctrl_enter_resolves_and_the_seat_s_keys_draw_untap_all_shuffle_and_mulligan() {
    let dir = temp_dir("seat-keys");
    let mut app = session_app(&dir);
    let bears = *app.world().resource::<Labels>().0.get("bears").unwrap();
    app.world_mut().write_message(bifronte::rules::ActionRequest(bifronte::rules::Action::Tap("bears".into())));
    app.update();
    app.update();
    press(&mut app, &[], KeyCode::Enter);
    press(&mut app, CTRL, KeyCode::Enter);
    press(&mut app, CTRL, KeyCode::KeyD);
    press(&mut app, CTRL, KeyCode::KeyU);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::ShiftLeft], KeyCode::KeyS);
    press(&mut app, CTRL, KeyCode::KeyM);
    let h = history(&app);
    assert_eq!(
        h[1..],
        [
            "Resolve".to_string(),
            r#"Draw { player: PlayerId("Alice"), n: None }"#.into(),
            r#"Untap("bears")"#.into(),
            r#"Untap("forest")"#.into(),
            r#"Shuffle { player: PlayerId("Alice") }"#.into(),
            r#"Mulligan { player: PlayerId("Alice") }"#.into(),
        ],
        "{h:?}"
    );
    assert!(!app.world().get::<Tapped>(bears).unwrap().0);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn ctrl_z_undoes_by_replay_and_ctrl_shift_z_redoes() {
    let dir = temp_dir("undo");
    let mut app = session_app(&dir);
    let smith = *app.world().resource::<Labels>().0.get("smith").unwrap();
    app.insert_resource(bifronte::table::state::Hovered(Some(smith)));
    press(&mut app, &[], KeyCode::KeyF);
    press(&mut app, &[], KeyCode::KeyT);
    let after = history(&app);
    assert_eq!(after.len(), 2);
    // Ctrl+T is not T: the hovered card is not tapped again.
    press(&mut app, CTRL, KeyCode::KeyT);
    assert_eq!(history(&app), after);

    press(&mut app, CTRL, KeyCode::KeyZ);
    assert_eq!(history(&app).len(), 1);
    let smith = *app.world().resource::<Labels>().0.get("smith").unwrap();
    assert!(!app.world().get::<Tapped>(smith).unwrap().0, "undo untaps");
    assert_eq!(face(&app, "smith"), Side::Back, "the transform stays");
    press(&mut app, CTRL, KeyCode::KeyZ);
    assert_eq!(face(&app, "smith"), Side::Front, "undo turns it back");
    press(&mut app, CTRL, KeyCode::KeyZ);
    assert!(app.world().resource::<StatusLine>().text.to_string().contains("nothing to undo"));

    press(&mut app, CTRL_SHIFT, KeyCode::KeyZ);
    press(&mut app, CTRL, KeyCode::KeyY);
    assert_eq!(history(&app), after, "redo replays both");
    // The hovered card followed the rebuilt table: hotkeys still reach it.
    press(&mut app, &[], KeyCode::KeyT);
    assert_eq!(history(&app).len(), 3);

    // A new action after an undo drops what could be redone.
    press(&mut app, CTRL, KeyCode::KeyZ);
    assert_eq!(app.world().resource::<Session>().redo.len(), 1);
    press(&mut app, &[], KeyCode::Equal);
    assert!(app.world().resource::<Session>().redo.is_empty());
}

#[test]
fn save_load_and_export_round_trip_and_bad_files_leave_the_table_alone() {
    let dir = temp_dir("save");
    let mut app = session_app(&dir);
    for _ in 0..3 {
        press(&mut app, &[], KeyCode::KeyN);
    }
    let played = history(&app);
    press(&mut app, CTRL, KeyCode::KeyS);
    let save = app.world().resource::<Session>().save_path.clone();
    assert!(save.exists(), "{}", app.world().resource::<StatusLine>().text);
    // The autosave holds the same table, once its thread has written it.
    app.world().resource::<bifronte::session::autosave::AutosaveWriter>().flush();
    let auto = app.world().resource::<Session>().autosave.clone().unwrap();
    let (db, _) = CardDb::load_default();
    let autosaved = load_scene(&auto, &db).unwrap();
    assert_eq!(autosaved.scene.steps.len(), played.len());

    // Undo everything, then load: the saved table comes back.
    for _ in 0..3 {
        press(&mut app, CTRL, KeyCode::KeyZ);
    }
    assert!(history(&app).is_empty());
    press(&mut app, CTRL, KeyCode::KeyO);
    assert_eq!(history(&app), played, "{}", app.world().resource::<StatusLine>().text);
    assert_eq!(face(&app, "smith"), Side::Back);

    // Bad files: a clear error with file:line:col, and the table as it was.
    let bad = dir.join("bad.ron");
    for (text, expect) in [
        ("Scene(title: \"x\", players: [\"A\"], steps: [Do(Tap(\"a\"))", "bad.ron:1:"),
        (
            "Scene(\n  format: 99,\n  title: \"x\",\n  players: [\"A\"],\n  wizardry: true,\n)",
            "bad.ron:2:11: format 99",
        ),
        (
            "Scene(title: \"x\", players: [\"A\"], setup: [Card(id: \"a\", name: \"Grizly Bears\", owner: \"A\", zone: Hand)])",
            "Grizzly Bears",
        ),
    ] {
        std::fs::write(&bad, text).unwrap();
        app.world_mut().write_message(TableCommand::Load(bad.clone()));
        app.update();
        let line = app.world().resource::<StatusLine>().clone();
        assert!(line.error && line.text.to_string().contains(expect), "{text:?} gave {line:?}");
        assert_eq!(history(&app), played, "a bad file leaves the table alone");
    }
    // And every scene of the bad-input corpus: the window shows the error at its place.
    let corpus = crate::bad_input::corpus_dir();
    for (file, place, _) in crate::bad_input::CORPUS.iter().filter(|c| c.0.starts_with("scene-")) {
        app.world_mut().write_message(TableCommand::Load(corpus.join(file)));
        app.update();
        let line = app.world().resource::<StatusLine>().clone();
        assert!(line.error && line.text.to_string().contains(&format!("{file}:{place}")), "{file} gave {line:?}");
        assert_eq!(history(&app), played, "{file} leaves the table alone");
    }

    // Export writes a scene that passes as a regression test.
    press(&mut app, CTRL, KeyCode::KeyE);
    let export = app.world().resource::<Session>().export_path.clone();
    let report = bifronte::cli::check(bifronte::i18n::Lang::En, &[export], &db);
    assert_eq!(report.status, 0, "{}", report.out);
    std::fs::remove_dir_all(dir).ok();
}

/// The autosave's writer, run as its own process by
/// `the_autosave_survives_its_writer_killed_mid_save`: the window's session on the demo,
/// tapping and untapping a card as fast as it can, so that the autosave is rewritten after
/// every action. After each action is on disk it prints how many actions the table holds.
#[test]
#[ignore = "a helper process, started by the_autosave_survives_its_writer_killed_mid_save"]
fn autosave_writer_process() {
    use std::io::Write as _;
    let dir = PathBuf::from(std::env::var("BIFRONTE_WRITER_DIR").expect("BIFRONTE_WRITER_DIR"));
    let mut app = session_app(&dir);
    let mut out = std::io::stdout();
    for i in 0.. {
        let a = if i % 2 == 0 { r#"Tap("smith")"# } else { r#"Untap("smith")"# };
        let action = bifronte::format::ron_options().from_str(a).unwrap();
        app.world_mut().write_message(bifronte::rules::ActionRequest(action));
        app.update();
        // The autosave's thread writes it; wait for it, so the line says what is on disk.
        let writer = app.world().resource::<bifronte::session::autosave::AutosaveWriter>();
        writer.flush();
        assert_eq!(writer.written_steps(), Some(history(&app).len()));
        writeln!(out, "saved {}", history(&app).len()).unwrap();
        out.flush().unwrap();
    }
}

#[test]
fn the_autosave_survives_its_writer_killed_mid_save() {
    use std::io::BufRead as _;
    use std::process::{Command, Stdio};
    let dir = temp_dir("killed");
    let auto = Session::in_dir(&dir).autosave.unwrap();
    let (db, _) = CardDb::load_default();
    let mut rng_state = 0x2545_f491_4f6c_dd1du64;
    let (rounds, mut mid_save) = (40, 0);
    for round in 0..rounds {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "session::autosave_writer_process", "--ignored", "--nocapture", "--test-threads=1"])
            .env("BIFRONTE_WRITER_DIR", &dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let lines = std::io::BufReader::new(child.stdout.take().unwrap());
        // Let the writer get going, then kill it after a pseudo-random number of saves.
        rng_state ^= rng_state << 13;
        rng_state ^= rng_state >> 7;
        rng_state ^= rng_state << 17;
        let kill_after = 5 + (rng_state % 60) as usize;
        let mut last_saved = 0usize;
        let mut seen = 0;
        for line in lines.lines() {
            let Ok(line) = line else { break };
            if let Some(n) = line.strip_prefix("saved ") {
                last_saved = n.trim().parse().unwrap();
                seen += 1;
                if seen == kill_after {
                    // Somewhere in a later action or its save. The lines the writer printed
                    // before it died are still read, up to the end of the pipe.
                    std::thread::sleep(std::time::Duration::from_micros(rng_state % 1500));
                    child.kill().unwrap();
                }
            }
        }
        let pid = child.id();
        child.wait().unwrap();
        // A temporary file left behind means the kill came in the middle of a save.
        // (each write's temporary file is named by the process and the write).
        let prefix = format!(".autosave.ron.tmp{pid}-");
        let left: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
            .map(|e| e.path())
            .collect();
        if !left.is_empty() {
            mid_save += 1;
        }
        for tmp in left {
            std::fs::remove_file(tmp).ok();
        }
        assert!(seen >= kill_after, "round {round}: the writer stopped after {seen} saves");
        // The file on disk is a whole table: the last save the writer reported, or the one it
        // finished but was killed before reporting. At most the action in flight is lost.
        let loaded = load_scene(&auto, &db)
            .unwrap_or_else(|e| panic!("round {round}: the autosave does not load after a kill: {e}"));
        let steps = loaded.scene.steps.len();
        assert!(
            steps == last_saved || steps == last_saved + 1,
            "round {round}: killed after save {last_saved}, the autosave holds {steps} actions"
        );
    }
    println!("{mid_save} of {rounds} kills came in the middle of a save");
    assert!(mid_save > 0, "no kill came in the middle of a save: the test did not test what it says");
    std::fs::remove_dir_all(dir).ok();
}

/// The session app with the table's visuals too (meshes and textures as assets, nothing drawn),
/// so that pointer events can be sent to the cards' meshes.
fn app_with_visuals(dir: &Path) -> App {
    app_with_visuals_and(dir, |_| {})
}

/// [`app_with_visuals`] with more plugins, added by `more` before the app starts.
fn app_with_visuals_and(dir: &Path, more: impl FnOnce(&mut App)) -> App {
    let mut app = session_app_with(dir, |app| {
        more(app);
        add_visuals(app);
    });
    app.update();
    app
}

/// The table's visuals with their assets, nothing drawn.
fn add_visuals(app: &mut App) {
    app.add_plugins(bevy::asset::AssetPlugin::default())
        .init_asset::<Mesh>()
        .init_asset::<Image>()
        .init_asset::<StandardMaterial>()
        .init_resource::<bifronte::table::state::Seat>()
        .add_plugins(bifronte::table::visuals::VisualsPlugin);
}

/// A mesh of the visual of object `id`: what the mesh picker reports a pointer event on.
fn card_mesh(app: &mut App, id: &str) -> Entity {
    let object = *app.world().resource::<Labels>().0.get(id).unwrap();
    let world = app.world_mut();
    let root = world
        .query::<(Entity, &bifronte::table::visuals::CardVisual)>()
        .iter(world)
        .find(|(_, v)| v.object == object)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("{id} has a visual"));
    let mut meshes = world.query_filtered::<Entity, With<Mesh3d>>();
    let mut children = world.query::<&Children>();
    let mut stack = vec![root];
    while let Some(e) = stack.pop() {
        if meshes.get(world, e).is_ok() && e != root {
            return e;
        }
        if let Ok(c) = children.get(world, e) {
            stack.extend(c.iter());
        }
    }
    panic!("{id}'s visual has no mesh")
}

fn pointer<E: std::fmt::Debug + Clone + Reflect>(at: Vec2, event: E, on: Entity) -> bevy::picking::events::Pointer<E> {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::pointer::{Location, PointerId};
    let location = Location { target: NormalizedRenderTarget::None { width: 1600, height: 900 }, position: at };
    bevy::picking::events::Pointer::new(PointerId::Mouse, location, event, on)
}

#[test]
fn card_sides_kept_with_nothing_drawing_leave_no_pixels_waiting() {
    let dir = temp_dir("side-uploads");
    let mut app = app_with_visuals(&dir);
    app.update();
    let world = app.world_mut();
    let visuals = world.query::<&bifronte::table::visuals::CardVisual>().iter(world).count();
    assert!(visuals > 0, "the table has visuals, so their sides were kept");
    // With a renderer, the render world takes them each frame; with none, they are dropped.
    assert!(world.resource::<bifronte::table::card_material::SideUploads>().0.is_empty());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn pointer_events_on_a_card_select_it_open_its_menu_and_a_drop_attaches() {
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{DragDrop, Press};
    use bevy::picking::pointer::PointerButton;
    use bifronte::table::state::Selection;
    let dir = temp_dir("pointer");
    let mut app = app_with_visuals(&dir);
    let smith = *app.world().resource::<Labels>().0.get("smith").unwrap();
    let (smith_mesh, sword_mesh) = (card_mesh(&mut app, "smith"), card_mesh(&mut app, "sword"));
    let hit = HitData::new(Entity::PLACEHOLDER, 1.0, None, None);
    let click = |button| Press { button, hit: hit.clone(), count: 1 };

    // A left click selects the card (the inspector shows the selection).
    app.world_mut().trigger(pointer(Vec2::new(700.0, 420.0), click(PointerButton::Primary), smith_mesh));
    assert_eq!(app.world().resource::<Selection>().selected, Some(smith));
    // A right click opens its action menu where the pointer is.
    app.world_mut().trigger(pointer(Vec2::new(710.0, 430.0), click(PointerButton::Secondary), smith_mesh));
    assert_eq!(app.world().resource::<Selection>().menu, Some((smith, Vec2::new(710.0, 430.0))));

    // Bonesplitter (on the Grizzly Bears) dropped on Village Ironsmith: an Attach action, which
    // the rules apply (701.3a).
    let drop = DragDrop { button: PointerButton::Primary, dropped: sword_mesh, hit: hit.clone() };
    app.world_mut().trigger(pointer(Vec2::new(700.0, 420.0), drop, smith_mesh));
    app.update();
    assert_eq!(history(&app), [r#"Attach { card: "sword", to: Object("smith") }"#]);
    let sword = *app.world().resource::<Labels>().0.get("sword").unwrap();
    assert_eq!(app.world().get::<bifronte::rules::AttachedTo>(sword).map(|a| a.0), Some(smith));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_right_button_drag_from_a_card_to_a_card_draws_an_arrow_every_player_sees() {
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{Drag, DragDrop, DragStart};
    use bevy::picking::pointer::PointerButton;
    use bifronte::table::state::Selection;
    let dir = temp_dir("arrow-drag");
    let mut app = app_with_visuals(&dir);
    let smith = *app.world().resource::<Labels>().0.get("smith").unwrap();
    let (smith_mesh, sword_mesh) = (card_mesh(&mut app, "smith"), card_mesh(&mut app, "sword"));
    let hit = HitData::new(Entity::PLACEHOLDER, 1.0, None, None);
    let right = PointerButton::Secondary;
    app.world_mut().trigger(pointer(
        Vec2::new(700.0, 420.0),
        DragStart { button: right, hit: hit.clone() },
        smith_mesh,
    ));
    let drag = Drag { button: right, distance: Vec2::new(40.0, -60.0), delta: Vec2::new(40.0, -60.0) };
    app.world_mut().trigger(pointer(Vec2::new(740.0, 360.0), drag, smith_mesh));
    // While it is drawn, the arrow follows the pointer; the card itself stays where it is.
    assert_eq!(app.world().resource::<Selection>().arrow, Some((smith, Vec2::new(740.0, 360.0), false)));
    assert_eq!(app.world().resource::<Selection>().dragging, None);
    let drop = DragDrop { button: right, dropped: smith_mesh, hit: hit.clone() };
    app.world_mut().trigger(pointer(Vec2::new(740.0, 360.0), drop, sword_mesh));
    app.update();
    assert_eq!(history(&app), [r#"Arrow { from: "smith", to: Object("sword"), attack: false }"#]);
    assert_eq!(app.world().resource::<Selection>().arrow, None);
    let arrows = &app.world().resource::<bifronte::rules::game::Arrows>().0;
    assert_eq!((arrows.len(), arrows[0].from.as_str(), arrows[0].to.as_str()), (1, "smith", "sword"));
    // Let go over the card it started from: no arrow.
    app.world_mut().trigger(pointer(
        Vec2::new(700.0, 420.0),
        DragStart { button: right, hit: hit.clone() },
        smith_mesh,
    ));
    let drop = DragDrop { button: right, dropped: smith_mesh, hit };
    app.world_mut().trigger(pointer(Vec2::new(700.0, 420.0), drop, smith_mesh));
    app.update();
    assert_eq!(history(&app).len(), 1);
    std::fs::remove_dir_all(dir).ok();
}

/// A picking backend for tests: the pointer hits `target` left of x = 800, nothing right of it.
#[derive(Resource)]
struct LeftHalfHits(Entity);

fn left_half_hits(
    target: Res<LeftHalfHits>,
    pointers: Query<(&bevy::picking::pointer::PointerId, &bevy::picking::pointer::PointerLocation)>,
    mut out: MessageWriter<bevy::picking::backend::PointerHits>,
) {
    use bevy::picking::backend::{HitData, PointerHits};
    for (id, at) in &pointers {
        let Some(at) = at.location() else { continue };
        let hits = match at.position.x < 800.0 {
            true => vec![(target.0, HitData::new(Entity::PLACEHOLDER, 1.0, None, None))],
            false => Vec::new(),
        };
        out.write(PointerHits::new(*id, hits, 0.0));
    }
}

#[test]
fn a_quick_move_and_click_within_one_slow_frame_reaches_the_card_and_no_click_reaches_it_through_a_panel() {
    use bevy::input::ButtonState;
    use bevy::input::mouse::MouseButtonInput;
    use bevy::picking::{InteractionPlugin, PickingPlugin, PickingSystems, input::PointerInputPlugin};
    use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};
    use bifronte::table::state::Selection;
    let dir = temp_dir("quick-click");
    let mut app = app_with_visuals_and(&dir, |app| {
        app.add_message::<WindowEvent>()
            .add_message::<bevy::input::touch::TouchInput>()
            .add_plugins((PickingPlugin, PointerInputPlugin, InteractionPlugin))
            .insert_resource(LeftHalfHits(Entity::PLACEHOLDER))
            .add_systems(PreUpdate, left_half_hits.in_set(PickingSystems::Backend));
    });
    let smith = *app.world().resource::<Labels>().0.get("smith").unwrap();
    let mesh = card_mesh(&mut app, "smith");
    app.insert_resource(LeftHalfHits(mesh));
    let window = app.world_mut().spawn((Window::default(), PrimaryWindow)).id();
    let send = |app: &mut App, events: Vec<WindowEvent>| {
        for e in events {
            app.world_mut().write_message(e);
        }
        app.update();
    };
    let moved =
        |x: f32, y: f32| WindowEvent::CursorMoved(CursorMoved { window, position: Vec2::new(x, y), delta: None });
    let button = |button, state| WindowEvent::MouseButtonInput(MouseButtonInput { button, state, window });
    // Between two frames, the pointer moves to (x, y) and clicks there (press and release).
    let quick_click = |app: &mut App, x: f32, y: f32, b: MouseButton| {
        send(app, vec![moved(x, y), button(b, ButtonState::Pressed), button(b, ButtonState::Released)]);
    };
    // The pointer rests over the felt; then, between two frames, it moves onto the card and
    // right-clicks: the menu opens on the card, where the press was.
    send(&mut app, vec![moved(1200.0, 400.0)]);
    send(&mut app, vec![]);
    assert_eq!(app.world().resource::<Selection>().menu, None);
    quick_click(&mut app, 300.0, 420.0, MouseButton::Right);
    assert_eq!(app.world().resource::<Selection>().menu, Some((smith, Vec2::new(300.0, 420.0))));
    // The same for a left click from the felt: the card is selected.
    app.world_mut().resource_mut::<Selection>().menu = None;
    send(&mut app, vec![moved(1200.0, 400.0)]);
    send(&mut app, vec![]);
    quick_click(&mut app, 310.0, 400.0, MouseButton::Left);
    assert_eq!(app.world().resource::<Selection>().selected, Some(smith));

    // Where the overlay's panels are (left of x = 250 here), the card under them can't be
    // clicked: the overlay's shield is hit first.
    app.insert_resource(bifronte::table::TableArea(Some(Rect::new(250.0, 0.0, 1280.0, 720.0))));
    app.world_mut().resource_mut::<Selection>().menu = None;
    send(&mut app, vec![moved(1200.0, 400.0)]);
    quick_click(&mut app, 100.0, 420.0, MouseButton::Right);
    assert_eq!(app.world().resource::<Selection>().menu, None, "a click on a panel reached the card under it");
    quick_click(&mut app, 300.0, 420.0, MouseButton::Right);
    assert_eq!(app.world().resource::<Selection>().menu, Some((smith, Vec2::new(300.0, 420.0))));
    std::fs::remove_dir_all(dir).ok();
}

/// A picking backend for tests: the pointer hits each of these meshes, at its depth, wherever it is.
#[derive(Resource)]
struct StackedHits(Vec<(Entity, f32)>);

fn stacked_hits(
    hits: Res<StackedHits>,
    pointers: Query<(&bevy::picking::pointer::PointerId, &bevy::picking::pointer::PointerLocation)>,
    mut out: MessageWriter<bevy::picking::backend::PointerHits>,
) {
    use bevy::picking::backend::{HitData, PointerHits};
    for (id, at) in &pointers {
        if at.location().is_none() {
            continue;
        }
        let list = hits.0.iter().map(|(e, d)| (*e, HitData::new(Entity::PLACEHOLDER, *d, None, None))).collect();
        out.write(PointerHits::new(*id, list, 0.0));
    }
}

/// Through Bevy's own picking (hover, drag, drop): Bonesplitter dragged onto Village Ironsmith
/// attaches. The dragged card rides under the pointer, nearer the camera than the card it is
/// dropped on; unless it stops being pickable while dragged it hides that card, and the drop
/// lands on itself.
#[test]
fn an_equipment_dragged_onto_a_creature_through_real_picking_attaches_to_it() {
    use bevy::input::ButtonState;
    use bevy::input::mouse::MouseButtonInput;
    use bevy::picking::{InteractionPlugin, PickingPlugin, PickingSystems, input::PointerInputPlugin};
    use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};
    let dir = temp_dir("drag-attach");
    let mut app = app_with_visuals_and(&dir, |app| {
        app.add_message::<WindowEvent>()
            .add_message::<bevy::input::touch::TouchInput>()
            .add_plugins((PickingPlugin, PointerInputPlugin, InteractionPlugin))
            .insert_resource(StackedHits(Vec::new()))
            .add_systems(PreUpdate, stacked_hits.in_set(PickingSystems::Backend));
    });
    let (smith_mesh, sword_mesh) = (card_mesh(&mut app, "smith"), card_mesh(&mut app, "sword"));
    app.insert_resource(StackedHits(vec![(sword_mesh, 0.5), (smith_mesh, 1.0)]));
    let window = app.world_mut().spawn((Window::default(), PrimaryWindow)).id();
    let send = |app: &mut App, events: Vec<WindowEvent>| {
        for e in events {
            app.world_mut().write_message(e);
        }
        app.update();
    };
    let moved =
        |x: f32, y: f32| WindowEvent::CursorMoved(CursorMoved { window, position: Vec2::new(x, y), delta: None });
    let button = |state| WindowEvent::MouseButtonInput(MouseButtonInput { button: MouseButton::Left, state, window });
    send(&mut app, vec![moved(300.0, 420.0)]);
    send(&mut app, vec![button(ButtonState::Pressed)]);
    for k in 1..=6 {
        send(&mut app, vec![moved(300.0 + 12.0 * k as f32, 420.0)]);
    }
    send(&mut app, vec![button(ButtonState::Released)]);
    app.update();
    assert_eq!(history(&app), [r#"Attach { card: "sword", to: Object("smith") }"#]);
    let (sword, smith) = {
        let labels = &app.world().resource::<Labels>().0;
        (labels["sword"], labels["smith"])
    };
    assert_eq!(app.world().get::<bifronte::rules::AttachedTo>(sword).map(|a| a.0), Some(smith));
    assert!(app.world().get::<Pickable>(sword_mesh).is_none(), "the dropped card is pickable again");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn n_on_a_table_changed_by_hand_asks_before_playing_the_step() {
    use bifronte::rules::{Action, ActionRequest};
    let dir = temp_dir("explored");
    let mut app = session_app(&dir);
    press(&mut app, &[], KeyCode::KeyN);
    assert_eq!(history(&app).len(), 1);
    // The player explores: taps Delver of Secrets by hand.
    app.world_mut().write_message(ActionRequest(Action::Tap("delver".into())));
    app.update();
    // N asks instead of playing on top of the change.
    press(&mut app, &[], KeyCode::KeyN);
    let pb = app.world().resource::<Playback>();
    assert!(pb.asked, "N asks");
    assert_eq!((pb.next, history(&app).len()), (1, 2), "nothing was played");
    assert!(app.world().resource::<StatusLine>().text.to_string().contains("1 change made by hand"));
    // Keep exploring closes the question; N asks again.
    app.world_mut().write_message(TableCommand::KeepExploring);
    app.update();
    assert!(!app.world().resource::<Playback>().asked);
    press(&mut app, &[], KeyCode::KeyN);
    assert!(app.world().resource::<Playback>().asked);
    // Play it on this table: the step plays, and N no longer asks for the same change.
    app.world_mut().write_message(TableCommand::NextOnChangedTable);
    app.update();
    assert_eq!(face(&app, "smith"), Side::Back, "step 2 transforms Village Ironsmith");
    assert!(app.world().get::<Tapped>(*app.world().resource::<Labels>().0.get("delver").unwrap()).unwrap().0);
    press(&mut app, &[], KeyCode::KeyN);
    assert!(!app.world().resource::<Playback>().asked);
    assert_eq!(app.world().resource::<Playback>().next, 4);
    // Restart answers it too: back to the starting table with nothing changed.
    app.world_mut().write_message(ActionRequest(Action::Untap("delver".into())));
    app.update();
    press(&mut app, &[], KeyCode::KeyN);
    assert!(app.world().resource::<Playback>().asked);
    press(&mut app, &[], KeyCode::KeyR);
    assert!(!app.world().resource::<Playback>().asked);
    assert!(history(&app).is_empty());
    press(&mut app, &[], KeyCode::KeyN);
    assert_eq!(history(&app).len(), 1, "a fresh table plays without asking");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_card_dragged_from_the_hand_onto_the_battlefield_is_played_with_the_rules_applied() {
    use bifronte::rules::{Action, ActionRequest, InZone, Zone};
    use bifronte::table::input::drop_on_zone;
    use bifronte::view::{Viewer, table_view_unexplained};
    let dir = temp_dir("hand-drop");
    let mut app = session_app(&dir);
    // What Alice's window shows of the card: its characteristics and zone, as her seat sees them.
    let dropped = |app: &mut App, id: &str, to: Zone, mine: bool| {
        let e = *app.world().resource::<Labels>().0.get(id).unwrap();
        let alice = app.world().resource::<bifronte::rules::Players>().0[0];
        let view = table_view_unexplained(app.world_mut(), Viewer::Player(alice));
        let o = view.objects.iter().find(|o| o.entity == e).expect("Alice sees it");
        drop_on_zone((id, &o.shown, o.zone), to, mine, if mine { "Alice" } else { "Bob" })
    };
    let zone = |app: &App, id: &str| {
        let e = *app.world().resource::<Labels>().0.get(id).unwrap();
        app.world().get::<InZone>(e).unwrap().zone
    };
    // Moonmist is an instant: dropped on the battlefield, it is cast (304.4: it can't be put
    // onto the battlefield), and goes to the stack.
    let moonmist = dropped(&mut app, "moonmist", Zone::Battlefield, true).unwrap();
    assert!(matches!(moonmist, Action::Cast { .. }), "{moonmist:?}");
    app.world_mut().write_message(ActionRequest(moonmist));
    app.update();
    assert_eq!(zone(&app, "moonmist"), Zone::Stack);
    // Jace, Vryn's Prodigy (a double-faced creature) enters front face up (712.14).
    let jace = dropped(&mut app, "jace", Zone::Battlefield, true).unwrap();
    assert!(matches!(jace, Action::PutOntoBattlefield { transformed: false, controller: None, .. }), "{jace:?}");
    app.world_mut().write_message(ActionRequest(jace));
    app.update();
    assert_eq!((zone(&app, "jace"), face(&app, "jace")), (Zone::Battlefield, Side::Front));
    // Onto Bob's side, it enters under Bob's control; to a pile, a move; onto its own zone, nothing.
    let to_bob = dropped(&mut app, "island", Zone::Battlefield, false);
    assert!(to_bob.is_none(), "a permanent already on the battlefield stays: {to_bob:?}");
    let gy = dropped(&mut app, "island", Zone::Graveyard, true).unwrap();
    assert_eq!(gy, Action::move_to("island", Zone::Graveyard));
    app.world_mut().write_message(ActionRequest(gy));
    app.update();
    let back = dropped(&mut app, "island", Zone::Battlefield, false).unwrap();
    assert!(matches!(&back, Action::PutOntoBattlefield { controller: Some(c), .. } if c == "Bob"), "{back:?}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn file_new_game_replaces_the_table_with_a_started_game_and_bad_decks_leave_it_alone() {
    use bifronte::rules::{InZone, Zone};
    let dir = temp_dir("new-game");
    let mut app = session_app(&dir);
    let before = app.world().resource::<Labels>().0.len();
    // A decklist with a misspelt card: nothing changes, and the status line says where.
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "60 Forrest\n").unwrap();
    let good = Path::new(env!("CARGO_MANIFEST_DIR")).join("decks/face-down.txt");
    app.world_mut().write_message(TableCommand::NewGame(vec![good.clone(), bad.clone()]));
    app.update();
    let status = app.world().resource::<StatusLine>().clone();
    assert!(status.error && status.text.to_string().contains("bad.txt:1:1: unknown card \"Forrest\""), "{status:?}");
    assert_eq!(app.world().resource::<Labels>().0.len(), before, "the table is as it was");
    // Two good decklists: each player has seven cards in hand and 53 in the library.
    app.world_mut().write_message(TableCommand::NewGame(vec![good.clone(), good]));
    app.update();
    let world = app.world_mut();
    let mut q = world.query::<&InZone>();
    let hand = q.iter(world).filter(|z| z.zone == Zone::Hand).count();
    let library = q.iter(world).filter(|z| z.zone == Zone::Library).count();
    assert_eq!((hand, library), (14, 106));
    assert!(app.world().resource::<Playback>().scene.scene.title.starts_with("A game: Alice (face-down) vs Bob"));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn presentation_mode_plays_on_its_own_space_pauses_m_is_slow_motion_and_the_inspector_follows() {
    use bifronte::table::present::{PresentPlugin, SLOW, start as present};
    use bifronte::table::state::Selection;
    let dir = temp_dir("present");
    let mut app = app_with_visuals_and(&dir, |app| {
        app.init_resource::<bifronte::table::state::CurrentLayout>()
            .init_resource::<bifronte::table::CameraRig>()
            .add_plugins(PresentPlugin);
    });
    present(app.world_mut());
    // The demo's first step plays without a key (after the pause between steps).
    for _ in 0..200 {
        app.update();
        if !history(&app).is_empty() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(history(&app).len(), 1, "the scene plays on its own");
    // Step 1 is ModifyPT on Village Ironsmith: the inspector shows it.
    app.update();
    let smith = *app.world().resource::<Labels>().0.get("smith").unwrap();
    assert_eq!(app.world().resource::<Selection>().selected, Some(smith));
    // Space pauses (it doesn't move the turn on), M slows the motions down.
    press(&mut app, &[], KeyCode::Space);
    assert!(!app.world().resource::<Playback>().playing, "Space paused the scene");
    assert!(!history(&app).iter().any(|a| a.contains("NextStep")), "{:?}", history(&app));
    press(&mut app, &[], KeyCode::KeyM);
    assert_eq!(app.world().resource::<Time<Virtual>>().relative_speed(), SLOW);
    press(&mut app, &[], KeyCode::Space);
    assert!(app.world().resource::<Playback>().playing, "Space resumed it");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn rule_712_4a_on_the_table_the_second_card_of_a_meld_pair_travels_onto_the_first_and_is_gone() {
    use bifronte::table::visuals::{Anim, CardVisual};
    let dir = temp_dir("meld-visuals");
    let scene = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/meld/meld-and-split.ron");
    let mut app = session_app_on(&dir, &scene, add_visuals);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(50)));
    app.update();
    let labels = app.world().resource::<Labels>().0.clone();
    let (gisela, bruna) = (labels["gisela"], labels["bruna"]);
    let visual_of = |app: &mut App, object: Entity| {
        let world = app.world_mut();
        let mut q = world.query::<(Entity, &CardVisual, &Transform)>();
        q.iter(world).find(|(_, v, _)| v.object == object).map(|(e, _, t)| (e, t.translation))
    };
    let (_, gisela_at) = visual_of(&mut app, gisela).expect("Gisela is drawn");
    let (bruna_visual, bruna_at) = visual_of(&mut app, bruna).expect("Bruna is drawn");
    assert!(gisela_at.distance(bruna_at) > 0.5, "two cards side by side");
    app.world_mut().write_message(bifronte::rules::ActionRequest(Action::Meld("gisela".into())));
    app.update();
    app.update();
    let anim = app.world().get::<Anim>(bruna_visual).expect("Bruna's visual is still there, travelling");
    assert!(anim.joining() && anim.dissolve.is_none(), "it joins its partner rather than dissolving");
    let start = app.world().get::<Transform>(bruna_visual).unwrap().translation;
    app.update();
    app.update();
    let (_, gisela_now) = visual_of(&mut app, gisela).unwrap();
    let later = app.world().get::<Transform>(bruna_visual).unwrap().translation;
    assert!(later.xz().distance(gisela_now.xz()) < start.xz().distance(gisela_now.xz()), "it moves onto Gisela");
    for _ in 0..20 {
        app.update();
    }
    assert!(app.world().get_entity(bruna_visual).is_err(), "once there it is gone: one permanent is drawn");
    assert!(visual_of(&mut app, gisela).is_some());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_window_names_only_what_its_seat_sees_and_a_library_back_dropped_on_the_hand_is_a_draw() {
    use bifronte::rules::{Action, Zone};
    use bifronte::table::input::drop_back;
    use bifronte::table::viewed::Viewed;
    use bifronte::table::{SeatRequest, ViewedTable};
    let dir = temp_dir("seat-requests");
    let scene = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/face-down/manifest.ron");
    let mut app = session_app_on(&dir, &scene, add_visuals);
    app.update();
    // Alice's library is three backs to her window: no card of it has an id she knows.
    let viewed = app.world().resource::<ViewedTable>().clone();
    assert_eq!(viewed.seat, "Alice");
    let air = *app.world().resource::<Labels>().0.get("air").unwrap();
    match viewed.get(air) {
        Some(Viewed::Back(pile)) => {
            assert_eq!((pile.owner.as_str(), pile.zone, pile.count), ("Alice", Zone::Library, 3))
        }
        other => panic!("the top of the library is drawn as {other:?}"),
    }
    assert!(viewed.view.objects.iter().all(|o| o.id != "air"));
    // A request naming it by the table's label is refused, as a client's would be.
    app.world_mut().write_message(SeatRequest(Action::Tap("air".into())));
    app.update();
    assert!(history(&app).is_empty());
    let log = app.world().resource::<bifronte::rules::RulesLog>();
    assert!(
        log.entries.last().is_some_and(|e| e.text.words().contains("refused: no object \"air\"")),
        "{:?}",
        log.entries.last()
    );
    // The top back dropped on her hand draws it; on her graveyard, mills it; another
    // player's library can't be taken from.
    assert_eq!(
        drop_back(("Alice", Zone::Library), Zone::Hand, true),
        Some(Action::Draw { player: "Alice".into(), n: None })
    );
    assert_eq!(
        drop_back(("Alice", Zone::Library), Zone::Graveyard, true),
        Some(Action::Mill { player: "Alice".into(), n: 1 })
    );
    assert_eq!(drop_back(("Bob", Zone::Library), Zone::Hand, false), None);
    assert_eq!(drop_back(("Alice", Zone::Library), Zone::Battlefield, true), None);
    app.world_mut().write_message(SeatRequest(drop_back(("Alice", Zone::Library), Zone::Hand, true).unwrap()));
    app.update();
    app.update();
    // Drawn, it is a card she knows by her own id, and the table draws it as that card.
    let viewed = app.world().resource::<ViewedTable>().clone();
    let drawn = viewed.object(air).expect("the drawn card is an object of Alice's view");
    assert_eq!((drawn.zone, drawn.shown.name.as_str()), (Zone::Hand, "Air Elemental"));
    assert_ne!(drawn.id, "air", "the window never sees the table's labels");
    assert_eq!(viewed.entity_of(&drawn.id), Some(air));
    std::fs::remove_dir_all(dir).ok();
}

/// The history of the table now starts with `game`, or one of Ctrl+Shift+Z and Ctrl+Z brings
/// it back; then the table is taken back to exactly `game` (what a key added is undone).
fn back_to(app: &mut App, game: &[String], what: &str) {
    let starts = |app: &App| history(app).starts_with(game);
    if !starts(app) {
        press(app, &[KeyCode::ControlLeft, KeyCode::ShiftLeft], KeyCode::KeyZ);
    }
    if !starts(app) {
        press(app, &[KeyCode::ControlLeft], KeyCode::KeyZ);
    }
    assert!(starts(app), "after {what} the game can't be brought back: {:?}", history(app));
    while history(app).len() > game.len() {
        press(app, &[KeyCode::ControlLeft], KeyCode::KeyZ);
    }
    assert_eq!(history(app), game, "after {what}");
    assert!(app.world().resource::<Playback>().game, "after {what}, still a game");
}

#[test]
fn in_a_game_every_key_and_every_session_command_leaves_a_way_back_to_the_game() {
    use bifronte::table::keymap::KEYMAP;
    let dir = temp_dir("game-keys");
    let mut app = session_app(&dir);
    // A new game from the sample decks, and a few actions of its players.
    app.world_mut().write_message(TableCommand::NewGame(Vec::new()));
    app.update();
    assert!(app.world().resource::<Playback>().game, "a new game is a game");
    let opening = history(&app).len();
    for a in [
        Action::Draw { player: "Alice".into(), n: None },
        Action::ChangeLife { player: "Bob".into(), by: -3 },
        Action::Draw { player: "Bob".into(), n: Some(2) },
    ] {
        app.world_mut().write_message(bifronte::rules::ActionRequest(a));
        app.update();
    }
    let game = history(&app);
    assert_eq!(game.len(), opening + 3);
    // Ctrl+O would load a scene over the game.
    let save_path = app.world().resource::<Session>().save_path.clone();
    std::fs::copy(demo(), &save_path).unwrap();
    // Every key of the keymap, over a card in Alice's hand.
    let hand_card = {
        let world = app.world_mut();
        let mut q = world.query::<(Entity, &bifronte::rules::InZone)>();
        q.iter(world).find(|(_, z)| z.zone == bifronte::rules::Zone::Hand).map(|(e, _)| e).unwrap()
    };
    for binding in KEYMAP {
        for chord in binding.keys {
            app.world_mut().resource_mut::<bifronte::table::Hovered>().0 = Some(hand_card);
            let mut mods = Vec::new();
            if chord.ctrl {
                mods.push(KeyCode::ControlLeft);
            }
            if chord.shift == Some(true) {
                mods.push(KeyCode::ShiftLeft);
            }
            press(&mut app, &mods, chord.key);
            back_to(&mut app, &game, &chord.label());
        }
    }
    // R, B and Left say how a game is taken back instead of wiping it.
    press(&mut app, &[], KeyCode::KeyR);
    assert_eq!(history(&app), game);
    let status = app.world().resource::<StatusLine>().clone();
    assert!(status.text.to_string().contains("Ctrl+Z"), "{status:?}");
    // Every command the window's buttons and menus send.
    std::fs::copy(demo(), &save_path).unwrap();
    for command in [
        TableCommand::Restart,
        TableCommand::Back,
        TableCommand::Next,
        TableCommand::NextOnChangedTable,
        TableCommand::KeepExploring,
        TableCommand::TogglePlay,
        TableCommand::RestartGame,
        TableCommand::Load(save_path.clone()),
        TableCommand::Load(app.world().resource::<Session>().autosave.clone().unwrap()),
        TableCommand::NewGame(Vec::new()),
        TableCommand::Undo,
        TableCommand::Redo,
    ] {
        app.world_mut().write_message(command.clone());
        app.update();
        back_to(&mut app, &game, &format!("{command:?}"));
    }
    // Restarting the game keeps its opening and undoes the rest; Ctrl+Z brings the rest back.
    app.world_mut().write_message(TableCommand::RestartGame);
    app.update();
    assert_eq!(history(&app), game[..opening]);
    press(&mut app, &[KeyCode::ControlLeft], KeyCode::KeyZ);
    assert_eq!(history(&app), game);
    std::fs::remove_dir_all(dir).ok();
}

/// 605.3a: at an assisted table the tap key over a land activates its mana ability, as Arena
/// does and as the text client's `tap ID` does: both ask `view::commands` what the words mean.
#[test]
fn rule_605_3a_t_over_a_land_at_an_assisted_table_taps_it_for_mana_as_the_text_client_s_tap_does() {
    use bifronte::view::{Viewer, seat::SeatModel, table_view};
    let dir = temp_dir("tap-for-mana");
    let scene = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/priority/rule-601-2h-paying-from-the-mana-pool.ron");
    let mut app = session_app_on(&dir, &scene, |_| {});
    let m1 = *app.world().resource::<Labels>().0.get("m1").unwrap();
    app.insert_resource(bifronte::table::state::Hovered(Some(m1)));
    press(&mut app, &[], KeyCode::KeyT);
    assert_eq!(history(&app).last().unwrap(), r#"TapForMana { card: "m1", mana: None }"#);
    let view = table_view(app.world_mut(), Viewer::Omniscient);
    assert_eq!(view.players.iter().find(|p| p.name == "Alice").unwrap().mana_pool, "{R}");
    // The text client's words for the same thing, on Alice's view of the table.
    let alice = app.world().resource::<bifronte::rules::Players>().0[0];
    let model = SeatModel {
        seat: "Alice".into(),
        players: vec!["Alice".into(), "Bob".into()],
        table: table_view(app.world_mut(), Viewer::Player(alice)),
        ..Default::default()
    };
    let m2 = model.table.objects.iter().find(|o| o.entity == *app.world().resource::<Labels>().0.get("m2").unwrap());
    let m2 = m2.expect("Alice sees her Mountain").id.clone();
    let said = bifronte::cli::turn_shorthand(bifronte::i18n::Lang::En, &format!("tap {m2}"), &model).unwrap().unwrap();
    assert_eq!(said, Action::TapForMana { card: m2.as_str().into(), mana: None });
    press(&mut app, &[], KeyCode::KeyT);
    assert_eq!(history(&app).last().unwrap(), r#"Untap("m1")"#, "T over a tapped land untaps it");
    std::fs::remove_dir_all(dir).ok();
}

/// An assisted table for attacking and blocking by clicks and keys: Alice's two Grizzly Bears
/// and, from her hand, a Raging Goblin (haste) and a Hill Giant (summoning sick once it enters,
/// 302.6); Bob's Forest and Grizzly Bears.
const CLICK_COMBAT: &str = r#"#![enable(implicit_some)]
Scene(
    title: "Attacking and blocking by clicks",
    players: ["Alice", "Bob"],
    mode: Assisted,
    cards: [
        CardDef(faces: [Face(name: "Raging Goblin", mana_cost: "{R}", types: [Creature], subtypes: ["Goblin", "Berserker"], power: 1, toughness: 1,
            text: "Haste (This creature can attack and {T} as soon as it comes under your control.)")]),
    ],
    setup: [
        Card(id: "b1", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
        Card(id: "b2", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
        Card(id: "goblin", name: "Raging Goblin", owner: "Alice", zone: Hand),
        Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Hand),
        Card(id: "forest", name: "Forest", owner: "Bob", zone: Battlefield),
        Card(id: "bear", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
    ],
)
"#;

/// The click-combat table in a window with its visuals (seat: Alice), in Alice's declare
/// attackers step: the Goblin and the Giant entered in her first main phase, and Space passed
/// priority four times (Alice, Bob, Alice, Bob).
fn in_declare_attackers(dir: &Path) -> App {
    use bifronte::rules::{ActionRequest, Turn, TurnStep};
    let scene = dir.join("click-combat.ron");
    std::fs::write(&scene, CLICK_COMBAT).unwrap();
    let mut app = session_app_on(dir, &scene, add_visuals);
    app.update();
    for card in ["goblin", "giant"] {
        app.world_mut().write_message(ActionRequest(Action::put_onto_battlefield(card)));
        app.update();
    }
    for _ in 0..4 {
        press(&mut app, &[], KeyCode::Space);
    }
    assert_eq!(app.world().resource::<Turn>().step, TurnStep::DeclareAttackers, "{:?}", history(&app));
    app
}

/// A left click on the card of `id`, as a player makes it (a press on one of its meshes), and
/// the frame that sends what it asks for.
fn left_click(app: &mut App, id: &str) {
    use bevy::picking::backend::HitData;
    use bevy::picking::events::Press;
    use bevy::picking::pointer::PointerButton;
    let mesh = card_mesh(app, id);
    let hit = HitData::new(Entity::PLACEHOLDER, 1.0, None, None);
    let press = Press { button: PointerButton::Primary, hit, count: 1 };
    app.world_mut().trigger(pointer(Vec2::new(700.0, 420.0), press, mesh));
    app.update();
}

/// The creatures attacking, by label, with what each attacks (a player's name or a label).
fn attacking(app: &App) -> Vec<(String, String)> {
    let labels = &app.world().resource::<Labels>().0;
    let name = |e: Entity| match app.world().get::<bifronte::rules::Player>(e) {
        Some(p) => p.name.clone(),
        None => labels.iter().find(|(_, x)| **x == e).map(|(l, _)| l.clone()).unwrap_or_default(),
    };
    let combat = app.world().get_resource::<bifronte::rules::ops::combat::Combat>().cloned().unwrap_or_default();
    combat.attackers.iter().map(|a| (name(a.creature), name(a.attacks))).collect()
}

/// The attack arrows on the table: (from, to) by label or player's name.
fn attack_arrows(app: &App) -> Vec<(String, String)> {
    let arrows = &app.world().resource::<bifronte::rules::game::Arrows>().0;
    arrows.iter().filter(|a| a.attack).map(|a| (a.from.clone(), a.to.clone())).collect()
}

fn pair(a: &str, b: &str) -> (String, String) {
    (a.to_string(), b.to_string())
}

/// 508.1a: in the declare attackers step a left click on a creature that may attack draws its
/// attack at the only opponent, a second click takes it back, and the Attack key declares what
/// is drawn: the rules then have it attacking Bob. A click on a summoning-sick creature draws
/// nothing; Attack with nothing drawn declares nothing.
#[test]
fn rule_508_1a_a_click_toggles_an_attacker_and_the_attack_key_declares_it() {
    let dir = temp_dir("click-attack");
    let mut app = in_declare_attackers(&dir);
    let select = |app: &App| app.world().resource::<bifronte::table::state::Selection>().selected;
    left_click(&mut app, "b1");
    assert_eq!(attack_arrows(&app), [pair("b1", "Bob")]);
    let b1 = *app.world().resource::<Labels>().0.get("b1").unwrap();
    assert_eq!(select(&app), Some(b1), "the click still selects the card");
    left_click(&mut app, "b1");
    assert!(attack_arrows(&app).is_empty(), "a second click takes the attack back");
    left_click(&mut app, "giant");
    assert!(attack_arrows(&app).is_empty(), "302.6: a summoning-sick creature draws no attack");
    press(&mut app, &[], KeyCode::KeyA);
    assert!(!app.world().get_resource::<bifronte::rules::ops::combat::Combat>().is_some_and(|c| c.declared));
    left_click(&mut app, "b1");
    press(&mut app, &[], KeyCode::KeyA);
    assert_eq!(attacking(&app), [pair("b1", "Bob")], "{:?}", history(&app));
    std::fs::remove_dir_all(dir).ok();
}

/// 603.3d, 601.2c: while Flametongue Kavu's ability waits for Alice's one target, a left click
/// on a card the rules allow chooses it (Bob's Hill Giant), and one on a card they don't (Bob's
/// Forest) chooses nothing; at a networked window a player chooses only their own seat's
/// targets.
#[test]
fn rule_603_3d_a_click_on_a_lit_card_chooses_a_trigger_s_one_target() {
    use bifronte::rules::ActionRequest;
    let dir = temp_dir("click-target");
    let scene = dir.join("click-target.ron");
    std::fs::write(
        &scene,
        r#"Scene(title: "A target by a click", players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "kavu", name: "Flametongue Kavu", owner: "Alice", zone: Hand),
            Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),
            Card(id: "forest", name: "Forest", owner: "Bob", zone: Battlefield),
        ])"#,
    )
    .unwrap();
    let mut app = session_app_on(&dir, &scene, add_visuals);
    app.update();
    app.world_mut().write_message(ActionRequest(Action::Move {
        card: "kavu".into(),
        to: bifronte::rules::Zone::Battlefield,
        position: None,
    }));
    app.update();
    app.update();
    let waiting = |app: &mut App| {
        let alice = app.world().resource::<bifronte::rules::Players>().0[0];
        let view = bifronte::view::table_view(app.world_mut(), bifronte::view::Viewer::Player(alice));
        view.targeting.is_some()
    };
    assert!(waiting(&mut app), "the Kavu's ability waits for its target");
    left_click(&mut app, "forest");
    assert!(waiting(&mut app), "a land isn't a target of it: {:?}", history(&app));
    // A networked window sits at Bob's seat: Alice's choice isn't its to make.
    app.insert_resource(bifronte::table::state::FixedSeat);
    app.insert_resource(bifronte::table::state::Seat(1));
    app.update();
    left_click(&mut app, "giant");
    assert!(waiting(&mut app), "Bob's window chose Alice's target: {:?}", history(&app));
    app.world_mut().remove_resource::<bifronte::table::state::FixedSeat>();
    app.insert_resource(bifronte::table::state::Seat(0));
    app.update();
    left_click(&mut app, "giant");
    assert!(!waiting(&mut app), "{:?}", history(&app));
    let last = history(&app).into_iter().rev().find(|a| a.starts_with("ChooseTargets")).expect("a choice");
    assert!(last.contains("Alice") && last.contains("giant"), "{last}");
    std::fs::remove_dir_all(dir).ok();
}

/// 508.1a, 302.6: Attack with all (Ctrl+A) draws an attack from every creature that may attack:
/// both Bears and the Goblin with haste, not the Hill Giant that entered this turn; A declares
/// them.
#[test]
fn rule_302_6_attack_with_all_declares_every_creature_that_may_attack_and_not_the_summoning_sick_one() {
    let dir = temp_dir("attack-all");
    let mut app = in_declare_attackers(&dir);
    press(&mut app, CTRL, KeyCode::KeyA);
    let mut drawn = attack_arrows(&app);
    drawn.sort();
    assert_eq!(drawn, [pair("b1", "Bob"), pair("b2", "Bob"), pair("goblin", "Bob")]);
    press(&mut app, CTRL, KeyCode::KeyA);
    assert_eq!(attack_arrows(&app).len(), 3, "again: no second arrow");
    press(&mut app, &[], KeyCode::KeyA);
    let mut declared = attacking(&app);
    declared.sort();
    assert_eq!(declared, [pair("b1", "Bob"), pair("b2", "Bob"), pair("goblin", "Bob")], "{:?}", history(&app));
    std::fs::remove_dir_all(dir).ok();
}

/// 508.1: X declares no attackers; the step is over with nobody attacking.
#[test]
fn rule_508_1_the_no_attacks_key_declares_no_attackers() {
    let dir = temp_dir("no-attacks");
    let mut app = in_declare_attackers(&dir);
    left_click(&mut app, "b1");
    press(&mut app, &[], KeyCode::KeyX);
    let combat = app.world().get_resource::<bifronte::rules::ops::combat::Combat>().cloned().unwrap_or_default();
    assert!(combat.declared && combat.attackers.is_empty(), "{:?}", history(&app));
    std::fs::remove_dir_all(dir).ok();
}

/// 509.1a: in the declare blockers step Bob clicks his untapped creature, then the attacker:
/// the block arrow is drawn; a click on his blocking creature takes it back; drawn again, K
/// (Blocks done) declares it, and the rules have his Bears blocking.
#[test]
fn rule_509_1a_a_two_click_block_is_drawn_and_the_blocks_done_key_declares_it() {
    let dir = temp_dir("click-block");
    let mut app = in_declare_attackers(&dir);
    left_click(&mut app, "b1");
    press(&mut app, &[], KeyCode::KeyA);
    press(&mut app, &[], KeyCode::Space);
    press(&mut app, &[], KeyCode::Space);
    let step = app.world().resource::<bifronte::rules::Turn>().step;
    assert_eq!(step, bifronte::rules::TurnStep::DeclareBlockers, "{:?}", history(&app));
    let blocks = |app: &App| -> Vec<(String, String)> {
        let arrows = &app.world().resource::<bifronte::rules::game::Arrows>().0;
        arrows.iter().filter(|a| !a.attack).map(|a| (a.from.clone(), a.to.clone())).collect()
    };
    left_click(&mut app, "b1");
    assert!(blocks(&app).is_empty(), "an attacker clicked with no blocker chosen: nothing");
    left_click(&mut app, "bear");
    assert!(blocks(&app).is_empty(), "the first click only chooses the blocker");
    left_click(&mut app, "b1");
    assert_eq!(blocks(&app), [pair("bear", "b1")]);
    left_click(&mut app, "bear");
    assert!(blocks(&app).is_empty(), "a click on a blocking creature takes its block back");
    left_click(&mut app, "bear");
    left_click(&mut app, "b1");
    press(&mut app, &[], KeyCode::KeyK);
    let bear = *app.world().resource::<Labels>().0.get("bear").unwrap();
    assert!(bifronte::rules::ops::combat::is_blocking(app.world(), bear), "{:?}", history(&app));
    std::fs::remove_dir_all(dir).ok();
}

/// 508.1b: an attack arrow (Shift+right-drag) dropped on Bob's Forest, which can't be attacked,
/// is an attack on Bob; declared, the Bears attack Bob.
#[test]
fn rule_508_1b_an_attack_dropped_on_an_opponent_s_land_attacks_that_player() {
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{DragDrop, DragStart};
    use bevy::picking::pointer::PointerButton;
    let dir = temp_dir("drop-on-land");
    let mut app = in_declare_attackers(&dir);
    let (b1, forest) = (card_mesh(&mut app, "b1"), card_mesh(&mut app, "forest"));
    let hit = HitData::new(Entity::PLACEHOLDER, 1.0, None, None);
    let right = PointerButton::Secondary;
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ShiftLeft);
    app.world_mut().trigger(pointer(Vec2::new(700.0, 420.0), DragStart { button: right, hit: hit.clone() }, b1));
    let drop = DragDrop { button: right, dropped: b1, hit };
    app.world_mut().trigger(pointer(Vec2::new(700.0, 200.0), drop, forest));
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().release_all();
    app.update();
    assert_eq!(attack_arrows(&app), [pair("b1", "Bob")], "{:?}", history(&app));
    press(&mut app, &[], KeyCode::KeyA);
    assert_eq!(attacking(&app), [pair("b1", "Bob")], "{:?}", history(&app));
    std::fs::remove_dir_all(dir).ok();
}
