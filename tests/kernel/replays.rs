//! Replays (`session::replay`): every game kept as it is played, a line an action, read back
//! by `bifronte replay` to any turn, as any seat saw it, or as a scene.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bifronte::app::{HeadlessPlugins, run_on_one_thread};
use bifronte::cards::CardDb;
use bifronte::cli::ReplayArgs;
use bifronte::cli::replay::replay;
use bifronte::rules::{Action, ActionHistory, ActionRequest};
use bifronte::scene::{Step, load_scene, run_step, scene_files, start};
use bifronte::session::Session;
use bifronte::session::replay::{KeepReplays, ReplayWriter, read_replay};
use bifronte::view::{Viewer, table_view};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bifronte-replays-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A headless table whose session keeps replays in `dir`.
fn keeping(db: &CardDb, dir: &std::path::Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(db.clone())
        .insert_resource(Session::in_dir(dir))
        .insert_resource(KeepReplays)
        .add_plugins(HeadlessPlugins);
    app.finish();
    app.cleanup();
    run_on_one_thread(&mut app);
    app
}

/// A game of the sample decks (seed 3) opened on a table that keeps its replay in `dir`.
fn sample_game(db: &CardDb, dir: &std::path::Path) -> (App, bifronte::scene::LoadedScene) {
    let mut app = keeping(db, dir);
    let l = bifronte::cli::game_scene(bifronte::i18n::Lang::En, &[], Some(3), None, &[], db).unwrap();
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps {
        run_step(&mut app, s);
    }
    (app, l)
}

/// One action asked for and applied, as a frame does.
fn act(app: &mut App, a: Action) {
    app.world_mut().write_message(ActionRequest(a));
    app.update();
}

/// The table's text as `bifronte replay` prints it (after its first line).
fn table_text(app: &mut App) -> String {
    table_view(app.world_mut(), Viewer::Omniscient).text_in(bifronte::i18n::Lang::En)
}

#[test]
fn every_scene_s_replay_reproduces_its_final_table_exactly() {
    let db = CardDb::load_default().0;
    let dir = temp("scenes");
    let mut app = keeping(&db, &dir);
    let files = scene_files(&[bifronte::format::scenes_dir()]);
    assert!(files.len() > 100, "{} scenes", files.len());
    let mut checked = 0;
    for file in files {
        let l = load_scene(&file, &db).unwrap_or_else(|e| panic!("{e}"));
        // One app for every scene: the last scene's table is cleared first.
        bifronte::rules::replay::clear_table(app.world_mut());
        start(&l, &mut app).unwrap();
        for s in l.scene.steps.iter().filter(|s| matches!(s, Step::Do(_))) {
            run_step(&mut app, s);
        }
        app.update();
        let history = app.world().resource::<ActionHistory>().0.to_vec();
        if history.is_empty() {
            continue;
        }
        let path = app.world().resource::<ReplayWriter>().path().expect("a replay").to_path_buf();
        let kept: Vec<Action> = read_replay(&path).unwrap().actions().into_iter().map(|(_, a)| a).collect();
        assert_eq!(kept, history, "{}: the replay holds the game's actions", file.display());
        let printed = replay(bifronte::i18n::Lang::En, &path, ReplayArgs::default(), &db);
        assert_eq!(printed.status, 0, "{}: {}", file.display(), printed.out);
        let table = printed.out.split_once('\n').map(|x| x.1).unwrap_or_default().to_string();
        assert_eq!(table, table_text(&mut app), "{}", file.display());
        checked += 1;
    }
    assert!(checked > 100, "{checked} scenes replayed");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_game_s_replay_keeps_undos_and_opens_at_a_turn_as_a_seat_saw_it_or_as_a_scene() {
    let db = CardDb::load_default().0;
    let dir = temp("game");
    let (mut app, _) = sample_game(&db, &dir);
    act(&mut app, Action::Draw { player: "Alice".into(), n: None });
    // Undone: the replay says so, and the game's actions don't hold it.
    app.world_mut().write_message(bifronte::session::TableCommand::Undo);
    app.update();
    for _ in 0..12 {
        act(&mut app, Action::NextStep);
    }
    act(&mut app, Action::Draw { player: "Bob".into(), n: Some(2) });
    let path = app.world().resource::<ReplayWriter>().path().unwrap().to_path_buf();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.lines().any(|l| l.starts_with("Undone(")), "{text}");
    let r = read_replay(&path).unwrap();
    let kept: Vec<Action> = r.actions().into_iter().map(|(_, a)| a).collect();
    assert_eq!(kept, app.world().resource::<ActionHistory>().0.to_vec());
    // At the start of turn 2, as Alice saw it: her hand by name, Bob's as a count.
    let at_two =
        replay(bifronte::i18n::Lang::En, &path, ReplayArgs { seat: Some("Alice"), turn: Some(2), ..default() }, &db);
    assert_eq!(at_two.status, 0, "{}", at_two.out);
    assert!(at_two.out.lines().next().unwrap().contains("turn 2, as Alice saw it"), "{}", at_two.out);
    assert!(at_two.out.contains("Bob's Hand: 7 cards"), "{}", at_two.out);
    // The game's end as a scene that checks and ends as the game did.
    let scene = dir.join("moment.ron");
    let wrote = replay(bifronte::i18n::Lang::En, &path, ReplayArgs { to_scene: Some(&scene), ..default() }, &db);
    assert_eq!(wrote.status, 0, "{}", wrote.out);
    let loaded = load_scene(&scene, &db).unwrap();
    let mut again = bifronte::app::headless_app(db.clone());
    start(&loaded, &mut again).unwrap();
    for s in &loaded.scene.steps {
        run_step(&mut again, s);
    }
    assert_eq!(table_text(&mut again), table_text(&mut app));
    // File → Replays opens one on the table at its end, as a game.
    let mut table = keeping(&db, &dir.join("window"));
    table.update();
    table.world_mut().write_message(bifronte::session::TableCommand::Load(path.clone()));
    table.update();
    let said = table.world().resource::<bifronte::session::StatusLine>().text.clone();
    assert_eq!(table.world().resource::<ActionHistory>().0.to_vec(), kept, "{said}");
    assert_eq!(table_text(&mut table), table_text(&mut app));
    // As any load, Undo right after brings back the table it replaced.
    table.world_mut().write_message(bifronte::session::TableCommand::Undo);
    table.update();
    assert!(table.world().resource::<ActionHistory>().0.is_empty());
    assert_eq!(bifronte::session::replay::replays_in(&dir.join("replays")), std::slice::from_ref(&path));
    // Every reader of scenes takes a replay as the game it holds: `check`, and `gif` by turns.
    let checked = bifronte::cli::check(bifronte::i18n::Lang::En, std::slice::from_ref(&path), &db);
    assert_eq!(checked.status, 0, "{}", checked.out);
    let loaded = load_scene(&path, &db).unwrap();
    let first = bifronte::cli::replay::first_step_of_turn(&loaded, &db, 2);
    let turn_of = |n: usize| {
        let mut at = bifronte::app::headless_app(db.clone());
        start(&loaded, &mut at).unwrap();
        for s in &loaded.scene.steps[..n] {
            run_step(&mut at, s);
        }
        at.world().resource::<bifronte::rules::Turn>().number
    };
    // Before step `first` (1-based) turn 2 has begun; one step earlier it hadn't.
    assert_eq!((turn_of(first - 2), turn_of(first - 1)), (1, 2), "step {first} is the first played in turn 2");
    // Cut short mid-line (a crash while writing): it opens up to the last whole line.
    let cut = dir.join("cut.replay.ron");
    std::fs::write(&cut, &text[..text.len() - 5]).unwrap();
    let short = replay(bifronte::i18n::Lang::En, &cut, ReplayArgs::default(), &db);
    assert_eq!(short.status, 0, "{}", short.out);
    assert!(short.out.starts_with("note: ") && short.out.contains("cut short at line"), "{}", short.out);
    std::fs::remove_dir_all(dir).ok();
}

/// The replay viewer: a kept game opened as its steps, its timeline (each turn where its first
/// action lands, the life changes), jumps back and forth that rebuild the same tables as
/// playing does, and the speeds.
#[test]
fn the_replay_viewer_s_timeline_marks_turns_and_life_and_jumps_to_any_moment() {
    use bifronte::overlay::model::TimelineModel;
    use bifronte::session::timeline::Timeline;
    use bifronte::session::{Playback, TableCommand};
    let db = CardDb::load_default().0;
    let dir = temp("viewer");
    let (mut app, _) = sample_game(&db, &dir);
    for turn in 0..3 {
        for _ in 0..12 {
            act(&mut app, Action::NextStep);
        }
        let who = if turn % 2 == 0 { "Bob" } else { "Alice" };
        act(&mut app, Action::ChangeLife { player: who.into(), by: -3 });
    }
    let path = app.world().resource::<ReplayWriter>().path().unwrap().to_path_buf();
    let end = table_text(&mut app);
    // Opened as a scene: every action a step; the timeline plays it on a scratch table.
    let scene = load_scene(&path, &db).unwrap();
    let len = scene.scene.steps.len();
    let t = Timeline::of(&scene, &db);
    assert_eq!(t.moments.len(), len, "a moment an action");
    let model = TimelineModel::new(&t, len, 0, 1.0);
    let turns: Vec<u32> = model.turns.iter().map(|(_, n)| *n).collect();
    assert!(turns.len() >= 4 && turns == (1..=turns.len() as u32).collect::<Vec<_>>(), "{:?}", model.turns);
    assert!(model.turns.windows(2).all(|w| w[0].0 < w[1].0), "in order: {:?}", model.turns);
    let losses: Vec<(usize, i32)> = model.lives.iter().map(|(_, p, c)| (*p, *c)).collect();
    let seat = |name: &str| t.players.iter().position(|p| p == name).unwrap();
    assert_eq!(losses, [(seat("Bob"), -3), (seat("Alice"), -3), (seat("Bob"), -3)]);
    // The window's table on the replay: jump to turn 3, back to turn 2, to the end.
    let mut viewer = keeping(&db, &dir.join("viewer"));
    start(&scene, &mut viewer).unwrap();
    viewer.insert_resource(Playback::new(scene.clone()));
    viewer.update();
    let go = |app: &mut App, c: TableCommand| {
        app.world_mut().write_message(c);
        app.update();
    };
    let turn = |app: &App| app.world().resource::<bifronte::rules::Turn>().number;
    go(&mut viewer, TableCommand::GoTo(t.start_of_turn(3, len)));
    assert_eq!(turn(&viewer), 3);
    let at_three = table_text(&mut viewer);
    go(&mut viewer, TableCommand::GoTo(t.start_of_turn(2, len)));
    assert_eq!(turn(&viewer), 2);
    assert_eq!(viewer.world().resource::<Playback>().next, t.start_of_turn(2, len));
    // Stepping on from turn 2 by hand reaches the same turn-3 table the jump made.
    while viewer.world().resource::<Playback>().next < t.start_of_turn(3, len) {
        go(&mut viewer, TableCommand::Next);
    }
    assert_eq!(table_text(&mut viewer), at_three);
    go(&mut viewer, TableCommand::GoTo(len));
    assert_eq!(table_text(&mut viewer), end, "the end of the replay is the game's end");
    go(&mut viewer, TableCommand::GoTo(0));
    assert_eq!(turn(&viewer), 1);
    assert_eq!(t.start_of_turn(1, len), 0);
    assert_eq!(t.start_of_turn(99, len), len, "a turn the game never reached: its end");
    // Speeds are kept between ×0.25 and ×8.
    go(&mut viewer, TableCommand::SetSpeed(100.0));
    assert_eq!(viewer.world().resource::<Playback>().speed, 8.0);
    go(&mut viewer, TableCommand::SetSpeed(0.01));
    assert_eq!(viewer.world().resource::<Playback>().speed, 0.25);
    std::fs::remove_dir_all(dir).ok();
}

/// File → Replays' line for a kept game: its title, its actions less those undone, its rules,
/// and how it ended (104.3a: a player who concedes loses; 104.2a: the last one in wins), which
/// an undo takes back.
#[test]
fn a_kept_game_s_summary_counts_its_actions_less_the_undone_ones_and_says_who_won() {
    let db = CardDb::load_default().0;
    let dir = temp("summary");
    let (mut app, l) = sample_game(&db, &dir);
    for _ in 0..3 {
        act(&mut app, Action::ChangeLife { player: "Bob".into(), by: -1 });
    }
    app.world_mut().write_message(bifronte::session::TableCommand::Undo);
    app.update();
    let path = app.world().resource::<ReplayWriter>().path().unwrap().to_path_buf();
    let s = bifronte::session::replay::summary(&path).expect("a summary");
    assert_eq!(s.actions, app.world().resource::<ActionHistory>().0.len());
    assert_eq!(s.players, ["Alice", "Bob"]);
    assert_eq!(s.assisted, l.scene.mode == bifronte::rules::RulesMode::Assisted);
    assert_eq!(s.outcome, None, "a game going on");
    assert!(!s.commander, "the sample decks name no commander");
    act(&mut app, Action::Concede { player: "Bob".into() });
    let s = bifronte::session::replay::summary(&path).expect("a summary");
    assert_eq!(s.outcome.as_deref(), Some("Alice won"));
    assert_eq!(bifronte::scene::replay::read_replay(&path).unwrap().outcome(), Some("Alice won"));
    app.world_mut().write_message(bifronte::session::TableCommand::Undo);
    app.update();
    assert_eq!(bifronte::session::replay::summary(&path).unwrap().outcome, None, "the concession undone");
    // A game of two commander decks is listed as Commander (903.3).
    let decks = ["commander-akroma.txt", "commander-chandra.txt"]
        .map(|d| bifronte::format::shipped_dir().join("decks").join(d))
        .to_vec();
    let cmd = bifronte::cli::game_scene(bifronte::i18n::Lang::En, &decks, Some(3), None, &[], &db).unwrap();
    let mut app = keeping(&db, &dir.join("commander"));
    start(&cmd, &mut app).unwrap();
    app.update();
    let path = app.world().resource::<ReplayWriter>().path().unwrap().to_path_buf();
    assert!(bifronte::session::replay::summary(&path).unwrap().commander);
    std::fs::write(dir.join("junk.replay.ron"), "not a replay").unwrap();
    assert_eq!(bifronte::session::replay::summary(&dir.join("junk.replay.ron")), None);
    std::fs::remove_dir_all(dir).ok();
}

/// File → Replays watches a kept game in the replay viewer: its item asks for the viewer, which
/// opens at the game's starting table with the timeline's strip under the table and without
/// the scene panel's Restart, Back, Next and expectations; wherever it goes, the strip and the
/// status line say the same count in the same words.
#[test]
fn file_replays_opens_the_viewer_with_its_strip_without_the_scene_panel_and_one_count() {
    use bifronte::overlay::OverlayState;
    use bifronte::overlay::model::overlay_model;
    use bifronte::overlay::ui::{self, UiAction};
    use bifronte::session::{Playback, StatusLine, TableCommand};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let db = CardDb::load_default().0;
    let dir = temp("watch");
    let (mut app, _) = sample_game(&db, &dir);
    act(&mut app, Action::Keep { player: "Alice".into(), bottom: None });
    act(&mut app, Action::Keep { player: "Bob".into(), bottom: None });
    for _ in 0..14 {
        act(&mut app, Action::NextStep);
    }
    act(&mut app, Action::ChangeLife { player: "Bob".into(), by: -2 });
    let path = app.world().resource::<ReplayWriter>().path().unwrap().to_path_buf();
    // File → Replays → the game: the viewer is asked for, not the game's end as a table.
    let (model, _) = crate::overlay::demo_model(0);
    let session = Session::in_dir(&dir);
    let mut h = crate::overlay::file_menu_open(&model, &session, OverlayState::default());
    h.get_by_label("Replays ⏵").click();
    h.run();
    h.get_by_label_contains("Alice vs Bob").click();
    h.run();
    assert_eq!(h.state().1, vec![UiAction::Table(TableCommand::Watch(path.clone()))]);
    // The window's session carries it out: the starting table, the timeline, not a game.
    let mut window = keeping(&db, &dir.join("window"));
    let command = |app: &mut App, c: TableCommand| {
        app.world_mut().write_message(c);
        app.update();
    };
    command(&mut window, TableCommand::Watch(path));
    let pb = window.world().resource::<Playback>();
    let len = pb.scene.scene.steps.len();
    assert!(!pb.game && pb.next == 0 && len > 16, "the viewer at the starting table: {} of {len}", pb.next);
    let strip_and_status = |app: &mut App| {
        let model = overlay_model(app.world_mut(), 0);
        let strip = model.scene.timeline.clone().expect("the viewer's strip");
        // The scene panel says the title and how to watch: no scene controls, no expectations.
        let mut panel = Harness::new_ui_state(|ui, _: &mut ()| _ = ui::scene_panel(ui, &model.scene), ());
        panel.run();
        for gone in ["Restart", "Back", "Next", "expectation"] {
            assert!(panel.query_by_label_contains(gone).is_none(), "the viewer's scene panel shows {gone:?}");
        }
        let status = app.world().resource::<StatusLine>().text.to_string();
        let draw =
            |ui: &mut bevy_egui::egui::Ui, turn: &mut u32| _ = ui::timeline::timeline_strip(ui, &strip, false, turn);
        let mut h = Harness::new_ui_state(draw, 0u32);
        h.run();
        // The strip says what the status line says, word for word.
        assert!(h.query_by_label(&status).is_some(), "the strip doesn't say the status line's {status:?}");
        (strip.next, status)
    };
    assert_eq!(strip_and_status(&mut window), (0, format!("action 0 of {len} · the starting table")));
    for _ in 0..3 {
        command(&mut window, TableCommand::Next);
    }
    let (next, status) = strip_and_status(&mut window);
    assert_eq!(next, 3);
    assert!(status.starts_with(&format!("action 3 of {len} · turn 1")), "{status}");
    command(&mut window, TableCommand::GoTo(len - 1));
    assert_eq!(strip_and_status(&mut window).0, len - 1);
    command(&mut window, TableCommand::Back);
    let (next, status) = strip_and_status(&mut window);
    assert_eq!(next, len - 2);
    assert!(status.starts_with(&format!("action {} of {len} ·", len - 2)), "{status}");
    std::fs::remove_dir_all(dir).ok();
}
