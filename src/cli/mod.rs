//! The command line, parsed once into a typed [`Cli`] (clap), with `--help` for each command.
//! Each headless command returns its output and exit status ([`Report`]), so tests run them
//! without a process.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::cards::CardDb;
use crate::cards::store::CardStore;
use crate::i18n::Lang;
use crate::rules::headless_app;
use crate::rules::{RulesLog, find_player};
use crate::scene::{Outcome, SceneRunner, load_scene, record, run_step, scene_files, start, to_ron};
use crate::view::{Viewer, table_view};

mod arena;
mod args;
mod cards;
mod command;
pub mod draft;
pub mod draft_served;
pub mod help;
mod match_words;
mod net;
pub mod replay;
mod seat_files;
pub mod serve;
mod shorthand;
mod text_client;
mod words;

pub use args::{Cli, Cmd, DeckCmd, ShotArgs};
pub use cards::{cards, deck_check, deck_stats, import, with_imported};
pub use command::{command, help_ids};
pub use net::{HostArgs, JoinArgs};
pub use replay::ReplayArgs;
pub use shorthand::turn_shorthand;

/// What a command printed and its exit status.
pub struct Report {
    /// What it printed.
    pub out: String,
    /// Its exit status.
    pub status: i32,
}

/// The word an error's line of a report starts with ("ERROR"), in the language in force:
/// [`print_report`] sends those lines to standard error.
pub fn error_word(lang: Lang) -> String {
    lang.tr("cli-error")
}

/// A report's line for an error: the word, then what, both in `lang`.
pub fn error_line(lang: Lang, what: impl crate::i18n::SaidIn) -> String {
    format!("{} {}\n", error_word(lang), what.said_in(lang))
}

/// A command that can't start, in a line: "error: what".
pub(crate) fn fail(lang: Lang, what: impl crate::i18n::SaidIn) {
    eprintln!("{}", lang.t("cli-fail", &[("what", &what.said_in(lang))]));
}

/// The shipped card database, with its load errors printed.
pub fn db_with_errors(lang: Lang, out: &mut String) -> CardDb {
    let (db, errors) = CardDb::load_default();
    for e in errors {
        out.push_str(&error_line(lang, e));
    }
    db
}

/// `bifronte check PATH...`.
pub fn check(lang: Lang, paths: &[PathBuf], db: &CardDb) -> Report {
    let mut out = String::new();
    let files = scene_files(paths);
    let (mut failed, mut errors) = (0, 0);
    let mut runner = SceneRunner::new(db.clone());
    for p in paths.iter().filter(|p| !p.exists()) {
        out.push_str(&error_line(lang, lang.t("cli-no-such-file", &[("path", &p.display().to_string())])));
        errors += 1;
    }
    for f in &files {
        let outcome = match load_scene(f, db) {
            Ok(l) => runner.run(&l),
            Err(e) => Outcome::Error(e),
        };
        match outcome {
            Outcome::Pass => {
                let _ = writeln!(out, "{}", lang.t("cli-check-pass", &[("file", &f.display().to_string())]));
            }
            Outcome::Fail(fails) => {
                failed += 1;
                let _ = writeln!(out, "{}", lang.t("cli-check-fail", &[("file", &f.display().to_string())]));
                for s in fails {
                    let (step, line) = (s.step.to_string(), s.line.to_string());
                    for m in s.mismatches {
                        let words = lang.t("cli-check-mismatch", &[("step", &step), ("line", &line), ("what", &m)]);
                        let _ = writeln!(out, "  {words}");
                    }
                }
            }
            Outcome::Error(e) => {
                errors += 1;
                out.push_str(&error_line(lang, e));
            }
        }
    }
    let total = files.len();
    let passed = total.saturating_sub(failed + errors).min(total).to_string();
    let (failed_n, errors_n) = (failed.to_string(), errors.to_string());
    let summary = lang.t("cli-check-summary", &[("passed", &passed), ("failed", &failed_n), ("errors", &errors_n)]);
    let _ = writeln!(out, "{summary}");
    Report {
        out,
        status: if errors > 0 {
            2
        } else if failed > 0 {
            1
        } else {
            0
        },
    }
}

/// Loads a scene and builds its starting table in a headless rules app.
fn started(lang: Lang, path: &Path, db: &CardDb) -> Result<(crate::scene::LoadedScene, bevy::app::App), Report> {
    let error = |e: crate::format::LoadError| Report { out: error_line(lang, e), status: 2 };
    let l = load_scene(path, db).map_err(error)?;
    let mut app = headless_app(db.clone());
    start(&l, &mut app).map_err(error)?;
    Ok((l, app))
}

/// `bifronte inspect SCENE [--step N] [--as PLAYER]` (and the default headless play).
pub fn inspect(
    lang: Lang,
    path: &Path,
    step: Option<usize>,
    viewer: Option<&str>,
    with_log: bool,
    db: &CardDb,
) -> Report {
    let mut out = String::new();
    let (l, mut app) = match started(lang, path, db) {
        Ok(x) => x,
        Err(r) => return r,
    };
    let n = step.unwrap_or(l.scene.steps.len()).min(l.scene.steps.len());
    for s in &l.scene.steps[..n] {
        for m in run_step(&mut app, s) {
            let _ = writeln!(out, "! {m}");
        }
    }
    let viewer = match viewer {
        None => Viewer::Omniscient,
        Some(name) => match find_player(app.world(), name) {
            Some(p) => Viewer::Player(p),
            None => {
                let words =
                    lang.t("cli-no-player", &[("name", &format!("{name:?}")), ("file", &path.display().to_string())]);
                return Report { out: error_line(lang, words), status: 2 };
            }
        },
    };
    let (step, steps) = (n.to_string(), l.scene.steps.len().to_string());
    let _ =
        writeln!(out, "{}", lang.t("cli-after-step", &[("title", &l.scene.title), ("n", &step), ("total", &steps)]));
    let view = table_view(app.world_mut(), viewer);
    let _ = write!(out, "{}", view.text_in(lang));
    if with_log {
        let _ = writeln!(out, "\n{}", lang.tr("cli-log"));
        for e in &app.world().resource::<RulesLog>().entries {
            let _ = writeln!(out, "  {e}");
        }
    }
    Report { out, status: 0 }
}

/// `bifronte record SCENE`: play it and write the table as a scene.
pub fn record_scene(lang: Lang, path: &Path, db: &CardDb) -> Report {
    let (l, mut app) = match started(lang, path, db) {
        Ok(x) => x,
        Err(r) => return r,
    };
    for s in &l.scene.steps {
        if let crate::scene::Step::Do(_) = s {
            run_step(&mut app, s);
        }
    }
    let scene = record(app.world_mut(), &format!("Recorded: {}", l.scene.title));
    Report { out: to_ron(&scene), status: 0 }
}

/// The command line's language, as the window's: the one chosen in Settings (`display.ron`),
/// else the system's. It is passed down to whatever prints; nothing keeps it.
pub fn choose_language() -> crate::i18n::Lang {
    use crate::overlay::display::DisplaySettings;
    let (settings, _) = DisplaySettings::load(&DisplaySettings::path());
    settings.language.unwrap_or_else(crate::i18n::Lang::of_system)
}

/// Runs the command line (its words in the player's language); returns the exit status.
pub fn main_with_args<T: Into<std::ffi::OsString> + Clone>(args: impl IntoIterator<Item = T>) -> i32 {
    let lang = choose_language();
    let argv = std::iter::once(std::ffi::OsString::from("bifronte")).chain(args.into_iter().map(Into::into));
    match command::parse_from(lang, argv) {
        Ok(cli) => run(lang, cli),
        Err(e) => {
            let _ = e.print();
            e.exit_code()
        }
    }
}

/// Runs a parsed command line; returns the exit status.
pub fn run(lang: Lang, cli: Cli) -> i32 {
    // A server reads no cards: its tables do.
    if let Some(Cmd::Serve(s)) = &cli.command {
        return serve::serve(lang, s);
    }
    let mut out = String::new();
    let db = with_imported(lang, db_with_errors(lang, &mut out), &CardStore::default_path(), &mut out);
    eprint!("{out}");
    if let Some(dir) = cli.images.as_ref().filter(|d| !d.is_dir()) {
        fail(lang, lang.t("cli-images-not-folder", &[("dir", &dir.display().to_string())]));
        return 2;
    }
    // A window fetches the imported cards' missing pictures unless told not to (the setting,
    // or --offline); a shot, a clip or a capture draws what is on disk, the same every time.
    let settings = crate::web::pictures::PictureSettings::load();
    let cache = crate::web::pictures::default_cache();
    let download = settings.download && !cli.offline;
    let pictures_for = |fetch: bool| {
        crate::table::images::FaceImages::for_table(cli.images.as_deref(), db.imported(), &cache, fetch && download)
    };
    let pictures = || pictures_for(true);
    if let Some(Cmd::Frames { scene: None, .. }) = cli.command
        && db.cards().next().is_none()
    {
        eprintln!(
            "error: frames: no cards in the database ({}): no table to generate; give a --scene",
            crate::format::assets_dir().join("cards").display()
        );
        return 2;
    }
    // Arguments that can't go together are said before anything looks for a GPU.
    if let Some(Cmd::Frames {
        against_bare: true,
        panels_over_view: false,
        panels_only: false,
        flat_panels: false,
        ..
    }) = cli.command
    {
        // Beside the view, the overlay changes the 3D view's size: not the same frame.
        eprintln!("error: frames --against-bare needs --panels-over-view, --flat-panels or --panels-only");
        return 2;
    }
    // The window needs a display and a GPU; `shot` and `frames` draw offscreen: a GPU is enough.
    let machine = crate::probe::Machine::here();
    let missing = match cli.command {
        None => machine.no_window(),
        Some(Cmd::Game { export: None, .. }) => machine.no_window(),
        Some(Cmd::Draft { window: true, .. }) => machine.no_window(),
        Some(Cmd::Shot(ref s)) if s.window => machine.no_window(),
        Some(Cmd::Host(ref h)) if !h.headless => machine.no_window(),
        Some(Cmd::Join(ref j)) if !j.text && j.replay.is_none() => machine.no_window(),
        Some(Cmd::Replay { print: false, to_scene: None, .. }) => machine.no_window(),
        Some(Cmd::Shot(_) | Cmd::Frames { .. } | Cmd::Gif { .. }) => machine.no_gpu(),
        _ => None,
    };
    // Installed is not enough: the driver must offer an adapter, or Bevy panics finding none.
    let draws = match cli.command {
        None | Some(Cmd::Game { export: None, .. } | Cmd::Shot(_) | Cmd::Frames { .. } | Cmd::Gif { .. }) => true,
        Some(Cmd::Host(ref h)) => !h.headless,
        Some(Cmd::Draft { window, .. }) => window,
        Some(Cmd::Join(ref j)) => !j.text && j.replay.is_none(),
        Some(Cmd::Replay { print, ref to_scene, .. }) => !print && to_scene.is_none(),
        _ => false,
    };
    let missing = missing.or_else(|| if draws { crate::probe::no_adapter() } else { None });
    if let Some(why) = missing {
        fail(lang, lang.t("cli-cannot-draw", &[("why", &why.to_string())]));
        return 2;
    }
    let report = match cli.command {
        Some(Cmd::Host(h)) => return net::host(lang, h, db.clone(), pictures()),
        Some(Cmd::Join(j)) => return net::join(lang, j, db.clone(), pictures()),
        Some(Cmd::Serve(s)) => return serve::serve(lang, &s),
        None if cli.present => {
            let path = cli.scene.unwrap_or_else(crate::format::default_scene);
            let scene = load_scene(&path, &db).map_err(|e| e.text_in(lang));
            return match crate::app::run_presentation(lang, scene, db.clone(), pictures()) {
                bevy::app::AppExit::Success => 0,
                bevy::app::AppExit::Error(_) => 1,
            };
        }
        None => return window(lang, &cli.scene.unwrap_or_else(crate::format::default_scene), &db, pictures(), None),
        Some(Cmd::Shot(s)) => {
            let path = s.scene.clone();
            return window(lang, &path, &db, pictures_for(false), Some(s));
        }
        Some(Cmd::Gif { scene, out, from, to, from_turn, to_turn, fps, size, seat, overlay, focus }) => {
            let loaded = match load_scene(&scene, &db) {
                Ok(l) => l,
                Err(e) => {
                    eprint!("{}", error_line(lang, &e));
                    return 2;
                }
            };
            // Turns as steps: the first step played in the turn, the last before the next.
            let from = from_turn.map_or(from, |t| replay::first_step_of_turn(&loaded, &db, t));
            let to = match to_turn {
                Some(t) => Some(replay::first_step_of_turn(&loaded, &db, t + 1).saturating_sub(1)),
                None => to,
            };
            let mut capture = crate::table::capture::Capture::new(out, fps, from.max(1), to.unwrap_or(usize::MAX));
            let bar = indicatif::ProgressBar::new_spinner().with_style(
                indicatif::ProgressStyle::with_template(&format!(
                    "{{spinner}} {{pos}} {} ({{per_sec}})",
                    lang.tr("cli-frames-captured")
                ))
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
            );
            let counter = bar.clone();
            capture.progress = Some(Box::new(move |n| counter.set_position(n as u64)));
            let exit = crate::app::run_capture(
                loaded,
                db.clone(),
                pictures_for(false),
                capture,
                size,
                seat.as_deref(),
                (overlay, focus.as_deref()),
            );
            bar.finish_and_clear();
            return match exit {
                bevy::app::AppExit::Success => 0,
                bevy::app::AppExit::Error(_) => 1,
            };
        }
        Some(Cmd::Frames {
            cards,
            quads,
            bare,
            panels_over_view,
            flat_panels,
            panels_only,
            marks_in_egui,
            panels_in_egui,
            passes,
            against_bare,
            frames,
            size,
            scene,
            download_pictures,
        }) => {
            use crate::overlay::Measure;
            let measure = match (panels_over_view, panels_only, flat_panels) {
                (true, _, _) => Measure::OverView,
                (_, true, _) => Measure::PanelsOnly,
                (_, _, true) => Measure::Backdrops,
                _ => Measure::Beside,
            };
            let scene = match scene.map(|p| load_scene(&p, &db)).transpose() {
                Ok(s) => s,
                Err(e) => {
                    eprint!("{}", error_line(lang, &e));
                    return 2;
                }
            };
            let mut a = crate::frames::FramesArgs {
                scene,
                objects: cards,
                quads,
                bare,
                measure,
                marks_in_egui,
                panels_in_egui,
                passes,
                against_bare,
                frames,
                size,
                images: cli.images.clone(),
                download: download_pictures,
                ..Default::default()
            };
            a.warmup = a.warmup.min(a.frames / 4);
            return match crate::frames::run(a, db) {
                bevy::app::AppExit::Success => 0,
                bevy::app::AppExit::Error(_) => 1,
            };
        }
        Some(Cmd::Check { paths }) => {
            let paths = if paths.is_empty() { vec![PathBuf::from("scenes")] } else { paths };
            check(lang, &paths, &db)
        }
        Some(Cmd::Inspect { scene, step, viewer }) => inspect(lang, &scene, step, viewer.as_deref(), false, &db),
        Some(Cmd::Play { scene }) => {
            inspect(lang, &scene.unwrap_or_else(crate::format::default_scene), None, None, true, &db)
        }
        Some(Cmd::Record { scene, out }) => record_to(lang, &scene, out.as_deref(), &db),
        Some(Cmd::Arena { args, games, seed, turns }) => arena::arena(lang, &args, games, seed, turns, &db),
        Some(Cmd::Draft { watch: Some(file), seat, .. }) => draft::watch(lang, &file, seat.as_deref()),
        Some(Cmd::Draft { server: Some(server), room, pod, name, set, seats, timer, out, .. }) => {
            draft_served::served(lang, &server, &room, (pod, set, seats, timer), name, out.as_deref(), &db)
        }
        Some(Cmd::Draft { set, cube, seats, timer, seed, ratings, out, window: true, shot, keys, .. }) => {
            let a = draft::DraftArgs {
                source: draft::PackSource { set: set.as_deref(), cube: cube.as_deref() },
                seats: usize::from(seats),
                bots_only: false,
                timer,
                seed: seed.unwrap_or_else(rand::random),
                ratings: ratings.as_deref(),
                out: out.as_deref(),
            };
            return draft::in_window(lang, a, shot.map(|s| (s, keys)), &db, pictures_for(false));
        }
        Some(Cmd::Draft { set, cube, seats, bots, timer, seed, ratings, out, play, .. }) => {
            let (report, dir) = draft::draft(
                lang,
                draft::DraftArgs {
                    source: draft::PackSource { set: set.as_deref(), cube: cube.as_deref() },
                    seats: usize::from(seats),
                    bots_only: bots,
                    timer,
                    seed: seed.unwrap_or_else(rand::random),
                    ratings: ratings.as_deref(),
                    out: out.as_deref(),
                },
                &db,
            );
            // From the pool to a match: the window opens on it.
            match (play, report.status, dir) {
                (true, 0, Some((dir, seats))) => {
                    print_report(lang, &report.out);
                    let argv = std::iter::once("bifronte".to_string()).chain(draft::match_argv(&dir, &seats));
                    return match command::parse_from(lang, argv) {
                        Ok(cli) => run(lang, cli),
                        Err(e) => {
                            let _ = e.print();
                            2
                        }
                    };
                }
                _ => report,
            }
        }
        Some(Cmd::Sealed { set, cube, packs, seed, ratings, out }) => draft::sealed(
            lang,
            draft::PackSource { set: set.as_deref(), cube: cube.as_deref() },
            usize::from(packs),
            seed.unwrap_or_else(rand::random),
            ratings.as_deref(),
            out.as_deref(),
            &db,
        ),
        Some(Cmd::Replay { file, seat: _, turn, to_scene, print, shot })
            if crate::net::seat_replay::is_seat_replay(&file) =>
        {
            let r = match crate::net::seat_replay::read_seat_replay(&file) {
                Ok(r) => r,
                Err(e) => {
                    eprint!("{}", error_line(lang, e.text_in(lang)));
                    return 2;
                }
            };
            if to_scene.is_some() {
                eprint!(
                    "{}",
                    error_line(lang, lang.t("cli-seat-replay-no-scene", &[("file", &file.display().to_string())]))
                );
                return 2;
            }
            if print {
                let at = crate::app::replay_window::SeatPlayback::new(r, turn);
                let Some((_, m)) = at.replay.seen.get(at.next - 1) else {
                    eprint!("{}", error_line(lang, lang.t("cli-no-model", &[("file", &file.display().to_string())])));
                    return 2;
                };
                let who = if m.seat.is_empty() { lang.tr("cli-a-spectator") } else { m.seat.clone() };
                let turn = m.turn.to_string();
                let seen = lang.t("cli-as-seen", &[("turn", &turn), ("step", &m.step), ("who", &who)]);
                Report { out: format!("{seen}\n{}", m.table.text_in(lang)), status: 0 }
            } else {
                return match crate::app::replay_window::seat_replay_window(
                    lang,
                    r,
                    (db.clone(), pictures()),
                    turn,
                    shot,
                ) {
                    bevy::app::AppExit::Success => 0,
                    bevy::app::AppExit::Error(_) => 1,
                };
            }
        }
        Some(Cmd::Replay { file, seat, turn, to_scene, print, shot }) => {
            if print || to_scene.is_some() {
                let args = ReplayArgs { seat: seat.as_deref(), turn, to_scene: to_scene.as_deref() };
                replay::replay(lang, &file, args, &db)
            } else {
                return match load_scene(&file, &db) {
                    Ok(scene) => {
                        match crate::app::run_replay_window(lang, scene, db.clone(), pictures(), (seat, turn, shot)) {
                            bevy::app::AppExit::Success => 0,
                            bevy::app::AppExit::Error(_) => 1,
                        }
                    }
                    Err(e) => {
                        eprint!("{}", error_line(lang, &e));
                        2
                    }
                };
            }
        }
        Some(Cmd::Cards { automation: true, name: decks, top }) => {
            let decks: Vec<PathBuf> = decks.iter().map(PathBuf::from).collect();
            cards::automation(lang, &db, &decks, top)
        }
        Some(Cmd::Cards { name, .. }) => {
            let name = name.join(" ");
            cards(lang, (!name.is_empty()).then_some(name.as_str()), &db)
        }
        Some(Cmd::Deck { command: DeckCmd::Check { file } }) => deck_check(lang, &file, &db),
        Some(Cmd::Deck { command: DeckCmd::Save { name, file } }) => {
            cards::deck_save(lang, &name, file.as_deref(), &db)
        }
        Some(Cmd::Deck { command: DeckCmd::Stats { file, card, turn, format } }) => {
            deck_stats(lang, &file, card.as_deref(), turn, format.as_deref(), &db)
        }
        Some(Cmd::Import { file, download, db }) => {
            let db = db.unwrap_or_else(CardStore::default_path);
            return match (file, download) {
                (Some(file), _) => import(lang, &file, &db),
                (None, Some(kind)) => cards::import_download(lang, kind, &crate::web::bulk::default_dir(), &db),
                (None, None) => 2,
            };
        }
        Some(Cmd::Game { decks, seed, life, players, export, shot, keys, free, clock, series, vs_computer, level }) => {
            let scene = match series {
                None => game_scene(lang, &decks, seed, life, &players, &db),
                Some(best_of) => crate::scene::game::read_decks(&decks, &players)
                    .and_then(|texts| crate::scene::game::read_game(lang, &texts, seed, life, &db))
                    .and_then(|mut g| {
                        if free {
                            g.mode = crate::rules::RulesMode::Free;
                        }
                        crate::scene::game::match_scene(&g, best_of, &db)
                    }),
            };
            let scene = match scene {
                Ok(mut s) if free => {
                    s.scene.mode = crate::rules::RulesMode::Free;
                    s
                }
                Ok(s) => s,
                Err(e) => {
                    e.problems.iter().for_each(|p| eprint!("{}", error_line(lang, p)));
                    return 2;
                }
            };
            match export {
                Some(file) => match crate::format::write_atomic(&file, to_ron(&scene.scene).as_bytes()) {
                    Ok(()) => Report { out: wrote(lang, &file), status: 0 },
                    Err(e) => Report { out: error_line(lang, format!("{}: {e}", file.display())), status: 2 },
                },
                None => {
                    let clock = clock.map(|(base, inc)| crate::session::clock::ChessClock::new(base, inc));
                    return match crate::app::run_game_window(
                        lang,
                        scene,
                        db.clone(),
                        pictures(),
                        (shot.map(|s| (s, keys)), clock, vs_computer.then_some(level)),
                    ) {
                        bevy::app::AppExit::Success => 0,
                        bevy::app::AppExit::Error(_) => 1,
                    };
                }
            }
        }
    };
    print_report(lang, &report.out);
    report.status
}

/// Prints a command's report: its "ERROR" lines to standard error, the rest to standard output.
/// A reader that stops early (`| head -1`) ends the printing, not the program with a panic.
pub(crate) fn print_report(lang: Lang, text: &str) {
    use std::io::Write as _;
    let (mut out, mut err) = (std::io::stdout().lock(), std::io::stderr().lock());
    let error_word = error_word(lang);
    for line in text.lines() {
        let written = match line.strip_prefix(error_word.as_str()).is_some_and(|rest| rest.starts_with(' ')) {
            true => writeln!(err, "{line}"),
            false => writeln!(out, "{line}"),
        };
        if written.is_err() {
            return;
        }
    }
    let _ = out.flush();
}

pub use crate::scene::game::{SAMPLE_DECKS, game_scene};

/// `bifronte record SCENE [--out FILE]`.
fn record_to(lang: Lang, scene: &Path, out: Option<&Path>, db: &CardDb) -> Report {
    let r = record_scene(lang, scene, db);
    match (r.status, out) {
        (0, Some(file)) => match crate::format::write_atomic(file, r.out.as_bytes()) {
            Ok(()) => Report { out: wrote(lang, file), status: 0 },
            Err(e) => Report { out: error_line(lang, format!("{}: {e}", file.display())), status: 2 },
        },
        _ => r,
    }
}

/// "wrote FILE", a line.
fn wrote(lang: Lang, file: &Path) -> String {
    format!("{}\n", lang.t("cli-wrote", &[("file", &file.display().to_string())]))
}

/// Opens the table window on a scene; with `shot`, renders one frame to a PNG and exits.
fn window(
    lang: Lang,
    path: &Path,
    db: &CardDb,
    pictures: crate::table::images::FaceImages,
    shot: Option<ShotArgs>,
) -> i32 {
    // A shot of a file that can't be read fails; the window opens on the demo instead, with
    // the error on its status line, so nothing a player typed ends in no window at all.
    let scene = match (load_scene(path, db), &shot) {
        (Ok(l), _) => Ok(l),
        (Err(e), Some(_)) => {
            eprint!("{}", error_line(lang, &e));
            return 2;
        }
        (Err(e), None) => {
            eprintln!("{}{}", error_line(lang, &e), lang.tr("cli-opening-demo"));
            Err(e.text_in(lang))
        }
    };
    let shot_args = shot.as_ref().map(|s| (s.marks_in_egui, s.panels_in_egui));
    let request = shot.map(|s| crate::table::ShotRequest {
        out: s.out,
        bare: s.bare,
        select: s.select,
        open: s.open,
        step: s.step.unwrap_or(usize::MAX),
        settle: 3,
        taken: false,
        size: s.size,
        seat: s.seat,
        window: s.window,
        present: s.present,
        keys: s.keys,
    });
    // The comparison switches are the benchmark's, not the shot's: they go to the overlay's
    // measuring options.
    let measuring = crate::overlay::Measuring {
        marks_in_egui: shot_args.is_some_and(|s| s.0),
        panels_in_egui: shot_args.is_some_and(|s| s.1),
        ..Default::default()
    };
    match crate::app::run_window(lang, scene, db.clone(), pictures, request, measuring) {
        bevy::app::AppExit::Success => 0,
        bevy::app::AppExit::Error(_) => 1,
    }
}
