//! The command line, parsed once into a typed [`Cli`] (clap), with `--help` for each command.
//! Each headless command returns its output and exit status ([`Report`]), so tests run them
//! without a process.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::{Parser, Subcommand};

use crate::cards::CardDb;
use crate::cards::store::CardStore;
use crate::rules::headless_app;
use crate::rules::{RulesLog, find_player};
use crate::scene::{Outcome, SceneRunner, load_scene, record, run_step, scene_files, start, to_ron};
use crate::table::state::Dialog;
use crate::view::{Viewer, table_view};

mod cards;
mod net;
pub mod replay;
pub use cards::{cards, deck_check, deck_stats, import, with_imported};
pub use net::{HostArgs, JoinArgs};
pub use replay::ReplayArgs;

/// A rules-aware virtual card table for Magic: The Gathering.
#[derive(Parser, Debug, PartialEq)]
#[command(
    name = "bifronte",
    version,
    about,
    after_help = "Without a command, opens the table window on SCENE (default: the built-in demo, scenes/demo.ron), paused before step 1; N plays the next step."
)]
pub struct Cli {
    /// The scene to open in the window.
    pub scene: Option<PathBuf>,
    /// A folder of face pictures (NAME.png) drawn instead of the generated frames, before those in assets/images.
    #[arg(long, value_name = "DIR", global = true)]
    pub images: Option<PathBuf>,
    /// Presentation mode: the scene plays on its own (Space pauses, M is slow motion), the
    /// camera eases to the card that acts, captions say each step and its rules.
    #[arg(long)]
    pub present: bool,
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

/// The commands.
#[derive(Subcommand, Debug, PartialEq)]
pub enum Cmd {
    /// Render one frame after step N, once animations have settled, and exit.
    Shot(ShotArgs),
    /// The rendering benchmark's measurement (benches/render.rs): frame times of N generated cards or bare quads.
    /// A measuring tool, not a player's command: left out of `bifronte --help` (`bifronte frames
    /// --help` still lists its switches).
    #[command(hide = true)]
    Frames {
        /// Cards on the table.
        #[arg(long, default_value_t = 500)]
        cards: usize,
        /// Draw N bare textured quads instead (the baseline).
        #[arg(long)]
        quads: bool,
        /// The table without the overlay.
        #[arg(long)]
        bare: bool,
        /// The overlay's panels drawn over the whole 3D view instead of beside it: the same 3D
        /// view as `--bare`, so the difference is the overlay's own cost.
        #[arg(long, conflicts_with_all = ["bare", "quads"])]
        panels_over_view: bool,
        /// The panels' backdrops alone (their flat fill, copied into the picture) over the whole
        /// 3D view, with only the marks `--bare` keeps: the part of the overlay's cost that is
        /// covering the panels' area at all (against `--bare`).
        #[arg(long, conflicts_with_all = ["bare", "quads", "panels_over_view"])]
        flat_panels: bool,
        /// The panels over the whole 3D view without the marks over the table (the piles'
        /// outlines and counts, the players' panels), the cards keeping what `--bare` draws on
        /// them: against `--panels-over-view`, the marks' cost; against `--flat-panels`, the
        /// panels' contents'.
        #[arg(long, conflicts_with_all = ["bare", "quads", "panels_over_view", "flat_panels"])]
        panels_only: bool,
        /// Paint the marks over the table with egui every frame instead of through the marks
        /// layer: against the same run without it, what the layer saves.
        #[arg(long, conflicts_with_all = ["bare", "quads"])]
        marks_in_egui: bool,
        /// Paint the panels with egui every frame instead of copying them from the panel cache
        /// while they stay the same: against the same run without it, what the cache saves.
        #[arg(long, conflicts_with_all = ["bare", "quads"])]
        panels_in_egui: bool,
        /// Also time each render pass (Bevy's render diagnostics: the 3D passes, egui's pass,
        /// the panels' copies, the upscaling to the picture) and print their medians
        /// (`pass_ms NAME MS`).
        #[arg(long)]
        passes: bool,
        /// With `--panels-over-view` (or `--flat-panels`, `--panels-only`): take the overlay
        /// away every other 16 frames of the same run, and print the frame without it
        /// (`bare_frame_ms_median`) and the overlay's share of the frame, phase by phase
        /// (`overlay_share_median`): side by side, the machine's drift cancels out.
        #[arg(long, conflicts_with_all = ["bare", "quads", "scene"])]
        against_bare: bool,
        /// Frames to measure.
        #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
        frames: u32,
        /// Window size.
        #[arg(long, value_name = "WxH", value_parser = parse_size, default_value = "1600x900")]
        size: (u32, u32),
        /// Draw this scene's starting table instead of a generated one (`--cards` is ignored).
        #[arg(long, conflicts_with = "quads")]
        scene: Option<PathBuf>,
    },
    /// Play a scene headless; print the table and the rules log.
    Play {
        /// The scene (default: the demo).
        scene: Option<PathBuf>,
    },
    /// Check scenes (files or folders): PASS / FAIL / ERROR; exit 0 / 1 / 2.
    Check {
        /// Scene files or folders (default: scenes).
        paths: Vec<PathBuf>,
    },
    /// Print the table after step N as PLAYER may see it.
    Inspect {
        /// The scene.
        scene: PathBuf,
        /// Stop after this step (default: the last).
        #[arg(long)]
        step: Option<usize>,
        /// The player whose view to print (default: everything).
        #[arg(long = "as", value_name = "PLAYER")]
        viewer: Option<String>,
    },
    /// Play a kept game back (a replay from `replays/` beside the autosave) to its end or to
    /// the start of a turn, and print the table as a seat saw it, or write it as a scene.
    Replay {
        /// The replay file.
        file: PathBuf,
        /// Whose eyes to look through (default: everything).
        #[arg(long = "as")]
        seat: Option<String>,
        /// Stop at the start of this turn.
        #[arg(long)]
        turn: Option<u32>,
        /// Write the table reached as a scene file instead.
        #[arg(long)]
        to_scene: Option<PathBuf>,
    },
    /// Play a scene and write the table as a new scene (a regression test).
    Record {
        /// The scene.
        scene: PathBuf,
        /// Where to write it (default: standard output).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Start a game: each player's library from a decklist, shuffled, seven cards drawn, in the
    /// window (default decks: the shipped werewolves and face-down decks).
    Game {
        /// The players' decklists, in seat order (plain text; MTG Arena and MTGO lines too).
        decks: Vec<PathBuf>,
        /// The seed of the shuffles and dice (default: a random one), kept in saves.
        #[arg(long)]
        seed: Option<u64>,
        /// The starting life total (default 20, 103.4; 40 when a decklist names a commander,
        /// 103.4c).
        #[arg(long, value_parser = clap::value_parser!(i32).range(1..=1_000_000))]
        life: Option<i32>,
        /// The players' names, comma-separated (default: Alice, Bob, Carol, Dave).
        #[arg(long, value_delimiter = ',')]
        players: Vec<String>,
        /// Write the started game as a scene to FILE instead of opening the window.
        #[arg(long, value_name = "FILE")]
        export: Option<PathBuf>,
        /// Save a screenshot of the window to this PNG once the table has settled, then exit.
        #[arg(long, value_name = "PNG", conflicts_with = "export")]
        shot: Option<PathBuf>,
    },
    /// List the card database, or show one card's faces.
    Cards {
        /// A card's name ("Front // Back", any face's name; case and accents don't matter).
        name: Option<String>,
    },
    /// Capture a scene's steps and animations as an animated GIF (or an APNG for a .png file),
    /// frame by frame on a fixed time step, offscreen.
    Gif {
        /// The scene.
        scene: PathBuf,
        /// The file to write (.gif, or .png for an APNG).
        #[arg(long, default_value = "capture.gif")]
        out: PathBuf,
        /// The first step to show played (the steps before it are played at once).
        #[arg(long, default_value_t = 1)]
        from: usize,
        /// The last step to play (default: the last).
        #[arg(long)]
        to: Option<usize>,
        /// The first turn to show played (a replay, or any scene with turns): instead of --from.
        #[arg(long, conflicts_with = "from")]
        from_turn: Option<u32>,
        /// The last turn to play: instead of --to.
        #[arg(long, conflicts_with = "to")]
        to_turn: Option<u32>,
        /// Frames a second (1 to 50).
        #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=50))]
        fps: u32,
        /// The picture's size.
        #[arg(long, value_name = "WxH", value_parser = parse_size, default_value = "640x360")]
        size: (u32, u32),
        /// The seat to watch from.
        #[arg(long = "as", value_name = "PLAYER")]
        seat: Option<String>,
        /// With the overlay's panels (they need a large size); the inspector follows the card
        /// that acts.
        #[arg(long)]
        overlay: bool,
        /// Follow this object (by id): the camera frames it wherever it goes.
        #[arg(long, value_name = "ID")]
        focus: Option<String>,
    },
    /// Host a game over the network (UDP): a window seated at the host's own seat (or, with
    /// `--headless`, a server with no seat); players take the other seats with `bifronte join`,
    /// and the game starts when every seat is taken.
    Host(HostArgs),
    /// Join a hosted game: a window seated at your seat, showing only what your seat may see
    /// (with `--text`, the table printed as text, and actions read from standard input).
    Join(JoinArgs),
    /// Decklists.
    Deck {
        /// What to do with one.
        #[command(subcommand)]
        command: DeckCmd,
    },
    /// Import Scryfall's bulk card data ("Oracle Cards", "Default Cards" or "All Cards", the
    /// JSON file as downloaded, plain or .gz) into the card database used beside the shipped
    /// cards ($XDG_DATA_HOME/bifronte/cards.db).
    Import {
        /// The bulk file.
        file: PathBuf,
        /// Write the database here instead.
        #[arg(long, value_name = "PATH")]
        db: Option<PathBuf>,
    },
}

/// `bifronte deck ...`.
#[derive(Subcommand, Debug, PartialEq)]
pub enum DeckCmd {
    /// Read a decklist (plain text, MTG Arena, Forge .dck, MTGO .dek, Cockatrice .cod) and print
    /// it with each card resolved, or every problem at its line.
    Check {
        /// The decklist.
        file: PathBuf,
    },
    /// A decklist's figures: the mana curve, colours by pips, card types, lands and the
    /// opening hand's odds; with --card, the odds of drawing that card by a turn.
    Stats {
        /// The decklist.
        file: PathBuf,
        /// A card of the main deck: the chance of having drawn one by --turn.
        #[arg(long)]
        card: Option<String>,
        /// The turn for --card (default 3).
        #[arg(long, default_value_t = 3)]
        turn: u32,
    },
}

/// `bifronte shot`.
#[derive(clap::Args, Debug, PartialEq)]
pub struct ShotArgs {
    /// The scene.
    pub scene: PathBuf,
    /// Play up to this step (default: all).
    #[arg(long)]
    pub step: Option<usize>,
    /// The PNG to write.
    #[arg(long, default_value = "shot.png")]
    pub out: PathBuf,
    /// Window size.
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub size: Option<(u32, u32)>,
    /// The seat to shoot from.
    #[arg(long = "as", value_name = "PLAYER")]
    pub seat: Option<String>,
    /// The table alone, without the overlay.
    #[arg(long)]
    pub bare: bool,
    /// The object the inspector shows, by id.
    #[arg(long, value_name = "ID")]
    pub select: Option<String>,
    /// A dialog to open.
    #[arg(long, value_enum)]
    pub open: Option<Dialog>,
    /// Draw in a real window (needs a display) instead of offscreen.
    #[arg(long)]
    pub window: bool,
    /// With presentation mode's caption (what the last step did, with its rules).
    #[arg(long)]
    pub present: bool,
    /// Paint the marks over the table (badges, stack counts, the piles' outlines and counts,
    /// the players' panels) with egui, as the overlay did before its marks layer: the same
    /// picture, to compare (a measuring switch: not in `--help`).
    #[arg(long, conflicts_with = "bare", hide = true)]
    pub marks_in_egui: bool,
    /// Paint the panels with egui, as the overlay does before its panel cache holds them: the
    /// same picture, to compare (a measuring switch: not in `--help`).
    #[arg(long, conflicts_with = "bare", hide = true)]
    pub panels_in_egui: bool,
}

/// What a command printed and its exit status.
pub struct Report {
    /// What it printed.
    pub out: String,
    /// Its exit status.
    pub status: i32,
}

/// The shipped card database, with its load errors printed.
pub fn db_with_errors(out: &mut String) -> CardDb {
    let (db, errors) = CardDb::load_default();
    for e in errors {
        let _ = writeln!(out, "ERROR {e}");
    }
    db
}

/// `bifronte check PATH...`.
pub fn check(paths: &[PathBuf], db: &CardDb) -> Report {
    let mut out = String::new();
    let files = scene_files(paths);
    let (mut failed, mut errors) = (0, 0);
    let mut runner = SceneRunner::new(db.clone());
    for p in paths.iter().filter(|p| !p.exists()) {
        let _ = writeln!(out, "ERROR {}:1:1: no such file or folder", p.display());
        errors += 1;
    }
    for f in &files {
        let outcome = match load_scene(f, db) {
            Ok(l) => runner.run(&l),
            Err(e) => Outcome::Error(e),
        };
        match outcome {
            Outcome::Pass => {
                let _ = writeln!(out, "PASS {}", f.display());
            }
            Outcome::Fail(fails) => {
                failed += 1;
                let _ = writeln!(out, "FAIL {}", f.display());
                for s in fails {
                    for m in s.mismatches {
                        let _ = writeln!(out, "  step {} (line {}): {m}", s.step, s.line);
                    }
                }
            }
            Outcome::Error(e) => {
                errors += 1;
                let _ = writeln!(out, "ERROR {e}");
            }
        }
    }
    let total = files.len();
    let _ =
        writeln!(out, "{} passed, {failed} failed, {errors} errors", total.saturating_sub(failed + errors).min(total));
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
fn started(path: &Path, db: &CardDb) -> Result<(crate::scene::LoadedScene, bevy::app::App), Report> {
    let error = |e: crate::format::LoadError| Report { out: format!("ERROR {e}\n"), status: 2 };
    let l = load_scene(path, db).map_err(error)?;
    let mut app = headless_app(db.clone());
    start(&l, &mut app).map_err(error)?;
    Ok((l, app))
}

/// `bifronte inspect SCENE [--step N] [--as PLAYER]` (and the default headless play).
pub fn inspect(path: &Path, step: Option<usize>, viewer: Option<&str>, with_log: bool, db: &CardDb) -> Report {
    let mut out = String::new();
    let (l, mut app) = match started(path, db) {
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
                return Report { out: format!("ERROR no player named {name:?} in {}\n", path.display()), status: 2 };
            }
        },
    };
    let _ = writeln!(out, "{} — after step {n} of {}", l.scene.title, l.scene.steps.len());
    let view = table_view(app.world_mut(), viewer);
    let _ = write!(out, "{view}");
    if with_log {
        let _ = writeln!(out, "\nLog:");
        for e in &app.world().resource::<RulesLog>().entries {
            let _ = writeln!(out, "  {e}");
        }
    }
    Report { out, status: 0 }
}

/// `bifronte record SCENE`: play it and write the table as a scene.
pub fn record_scene(path: &Path, db: &CardDb) -> Report {
    let (l, mut app) = match started(path, db) {
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

/// Runs the command line; returns the exit status.
pub fn main_with_args(args: &[String]) -> i32 {
    let argv = std::iter::once("bifronte".to_string()).chain(args.iter().cloned());
    match Cli::try_parse_from(argv) {
        Ok(cli) => run(cli),
        Err(e) => {
            let _ = e.print();
            e.exit_code()
        }
    }
}

/// Runs a parsed command line; returns the exit status.
pub fn run(cli: Cli) -> i32 {
    let mut out = String::new();
    let db = with_imported(db_with_errors(&mut out), &CardStore::default_path(), &mut out);
    eprint!("{out}");
    if let Some(dir) = cli.images.as_ref().filter(|d| !d.is_dir()) {
        eprintln!("error: --images: {} is not a folder", dir.display());
        return 2;
    }
    let pictures = || {
        let found = crate::table::images::FaceImages::for_window(cli.images.as_deref());
        match db.imported() {
            Some(store) => found.with_scryfall_ids(store),
            None => found,
        }
    };
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
        Some(Cmd::Shot(ref s)) if s.window => machine.no_window(),
        Some(Cmd::Host(ref h)) if !h.headless => machine.no_window(),
        Some(Cmd::Join(ref j)) if !j.text => machine.no_window(),
        Some(Cmd::Shot(_) | Cmd::Frames { .. } | Cmd::Gif { .. }) => machine.no_gpu(),
        _ => None,
    };
    // Installed is not enough: the driver must offer an adapter, or Bevy panics finding none.
    let draws = match cli.command {
        None | Some(Cmd::Game { export: None, .. } | Cmd::Shot(_) | Cmd::Frames { .. } | Cmd::Gif { .. }) => true,
        Some(Cmd::Host(ref h)) => !h.headless,
        Some(Cmd::Join(ref j)) => !j.text,
        _ => false,
    };
    let missing = missing.or_else(|| if draws { crate::probe::no_adapter() } else { None });
    if let Some(why) = missing {
        eprintln!("error: can't draw the table: {why}");
        return 2;
    }
    let report = match cli.command {
        Some(Cmd::Host(h)) => return net::host(h, db.clone(), pictures()),
        Some(Cmd::Join(j)) => return net::join(j, db.clone(), pictures()),
        None if cli.present => {
            let path = cli.scene.unwrap_or_else(crate::format::default_scene);
            let scene = load_scene(&path, &db).map_err(|e| e.to_string());
            return match crate::plugins::run_presentation(scene, db.clone(), pictures()) {
                bevy::app::AppExit::Success => 0,
                bevy::app::AppExit::Error(_) => 1,
            };
        }
        None => return window(&cli.scene.unwrap_or_else(crate::format::default_scene), &db, pictures(), None),
        Some(Cmd::Shot(s)) => {
            let path = s.scene.clone();
            return window(&path, &db, pictures(), Some(s));
        }
        Some(Cmd::Gif { scene, out, from, to, from_turn, to_turn, fps, size, seat, overlay, focus }) => {
            let loaded = match load_scene(&scene, &db) {
                Ok(l) => l,
                Err(e) => {
                    eprintln!("ERROR {e}");
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
                indicatif::ProgressStyle::with_template("{spinner} {pos} frames captured ({per_sec})")
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
            );
            let counter = bar.clone();
            capture.progress = Some(Box::new(move |n| counter.set_position(n as u64)));
            let exit = crate::plugins::run_capture(
                loaded,
                db.clone(),
                pictures(),
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
                    eprintln!("ERROR {e}");
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
            check(&paths, &db)
        }
        Some(Cmd::Inspect { scene, step, viewer }) => inspect(&scene, step, viewer.as_deref(), false, &db),
        Some(Cmd::Play { scene }) => {
            inspect(&scene.unwrap_or_else(crate::format::default_scene), None, None, true, &db)
        }
        Some(Cmd::Record { scene, out }) => record_to(&scene, out.as_deref(), &db),
        Some(Cmd::Replay { file, seat, turn, to_scene }) => {
            let args = ReplayArgs { seat: seat.as_deref(), turn, to_scene: to_scene.as_deref() };
            replay::replay(&file, args, &db)
        }
        Some(Cmd::Cards { name }) => cards(name.as_deref(), &db),
        Some(Cmd::Deck { command: DeckCmd::Check { file } }) => deck_check(&file, &db),
        Some(Cmd::Deck { command: DeckCmd::Stats { file, card, turn } }) => {
            deck_stats(&file, card.as_deref(), turn, &db)
        }
        Some(Cmd::Import { file, db }) => return import(&file, &db.unwrap_or_else(CardStore::default_path)),
        Some(Cmd::Game { decks, seed, life, players, export, shot }) => {
            let scene = match game_scene(&decks, seed, life, &players, &db) {
                Ok(s) => s,
                Err(e) => {
                    eprint!("{e}");
                    return 2;
                }
            };
            match export {
                Some(file) => match crate::format::write_atomic(&file, to_ron(&scene.scene).as_bytes()) {
                    Ok(()) => Report { out: format!("wrote {}\n", file.display()), status: 0 },
                    Err(e) => Report { out: format!("ERROR {}: {e}\n", file.display()), status: 2 },
                },
                None => {
                    return match crate::plugins::run_game_window(scene, db.clone(), pictures(), shot) {
                        bevy::app::AppExit::Success => 0,
                        bevy::app::AppExit::Error(_) => 1,
                    };
                }
            }
        }
    };
    print_report(&report.out);
    report.status
}

/// Prints a command's report: its "ERROR" lines to standard error, the rest to standard output.
/// A reader that stops early (`| head -1`) ends the printing, not the program with a panic.
pub(crate) fn print_report(text: &str) {
    use std::io::Write as _;
    let (mut out, mut err) = (std::io::stdout().lock(), std::io::stderr().lock());
    for line in text.lines() {
        let written = match line.starts_with("ERROR ") {
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
fn record_to(scene: &Path, out: Option<&Path>, db: &CardDb) -> Report {
    let r = record_scene(scene, db);
    match (r.status, out) {
        (0, Some(file)) => match crate::format::write_atomic(file, r.out.as_bytes()) {
            Ok(()) => Report { out: format!("wrote {}\n", file.display()), status: 0 },
            Err(e) => Report { out: format!("ERROR {}: {e}\n", file.display()), status: 2 },
        },
        _ => r,
    }
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("{s:?} isn't WIDTHxHEIGHT, e.g. 1600x900");
    let (w, h) = s.split_once('x').ok_or_else(bad)?;
    Ok((w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?))
}

/// Opens the table window on a scene; with `shot`, renders one frame to a PNG and exits.
fn window(path: &Path, db: &CardDb, pictures: crate::table::images::FaceImages, shot: Option<ShotArgs>) -> i32 {
    // A shot of a file that can't be read fails; the window opens on the demo instead, with
    // the error on its status line, so nothing a player typed ends in no window at all.
    let scene = match (load_scene(path, db), &shot) {
        (Ok(l), _) => Ok(l),
        (Err(e), Some(_)) => {
            eprintln!("ERROR {e}");
            return 2;
        }
        (Err(e), None) => {
            eprintln!("ERROR {e}\nopening the demo instead");
            Err(e.to_string())
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
    });
    // The comparison switches are the benchmark's, not the shot's: they go to the overlay's
    // measuring options.
    let measuring = crate::overlay::Measuring {
        marks_in_egui: shot_args.is_some_and(|s| s.0),
        panels_in_egui: shot_args.is_some_and(|s| s.1),
        ..Default::default()
    };
    match crate::plugins::run_window(scene, db.clone(), pictures, request, measuring) {
        bevy::app::AppExit::Success => 0,
        bevy::app::AppExit::Error(_) => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("bifronte").chain(args.iter().copied()))
    }

    #[test]
    fn the_command_line_parses_into_typed_commands() {
        let none = parse(&[]).unwrap();
        assert_eq!((none.scene, none.command), (None, None));
        let scene = parse(&["scenes/demo.ron", "--images", "pics"]).unwrap();
        assert_eq!((scene.scene, scene.images), (Some("scenes/demo.ron".into()), Some("pics".into())));
        let check = parse(&["check", "a.ron", "dir"]).unwrap();
        assert_eq!(check.command, Some(Cmd::Check { paths: vec!["a.ron".into(), "dir".into()] }));
        let inspect = parse(&["inspect", "x.ron", "--step", "3", "--as", "Bob"]).unwrap();
        assert_eq!(
            inspect.command,
            Some(Cmd::Inspect { scene: "x.ron".into(), step: Some(3), viewer: Some("Bob".into()) })
        );
        let Some(Cmd::Shot(shot)) =
            parse(&["shot", "x.ron", "--size", "800x450", "--open", "tokens", "--bare"]).unwrap().command
        else {
            panic!("not a shot");
        };
        assert_eq!(
            (shot.size, shot.open, shot.bare, shot.out),
            (Some((800, 450)), Some(Dialog::Tokens), true, "shot.png".into())
        );
        let Some(Cmd::Frames { cards, frames, size, .. }) = parse(&["frames", "--cards", "10"]).unwrap().command else {
            panic!("not frames");
        };
        assert_eq!((cards, frames, size), (10, 200, (1600, 900)));
        let Some(Cmd::Frames { marks_in_egui, panels_over_view, .. }) =
            parse(&["frames", "--panels-over-view", "--marks-in-egui"]).unwrap().command
        else {
            panic!("not frames");
        };
        assert!(marks_in_egui && panels_over_view);
        let Some(Cmd::Frames { panels_in_egui, against_bare, passes, .. }) =
            parse(&["frames", "--panels-over-view", "--panels-in-egui", "--against-bare", "--passes"]).unwrap().command
        else {
            panic!("not frames");
        };
        assert!(panels_in_egui && against_bare && passes);
        let Some(Cmd::Shot(shot)) = parse(&["shot", "x.ron", "--panels-in-egui"]).unwrap().command else {
            panic!("not shot");
        };
        assert!(shot.panels_in_egui);
    }

    #[test]
    fn bad_command_lines_are_errors_that_say_what() {
        for (args, words) in [
            (&["shot", "x.ron", "--size", "big"][..], "WIDTHxHEIGHT"),
            (&["inspect", "x.ron", "--step", "three"][..], "three"),
            (&["frames", "--frames", "0"][..], "0"),
            (&["frames", "--bare", "--panels-over-view"][..], "--panels-over-view"),
            (&["frames", "--bare", "--against-bare"][..], "--against-bare"),
            (&["frames", "--quads", "--panels-in-egui"][..], "--panels-in-egui"),
            (&["frames", "--flat-panels", "--panels-over-view"][..], "--flat-panels"),
            (&["frames", "--panels-only", "--flat-panels"][..], "--panels-only"),
            (&["frames", "--bare", "--marks-in-egui"][..], "--marks-in-egui"),
            (&["shot", "x.ron", "--bare", "--marks-in-egui"][..], "--marks-in-egui"),
            (&["shot", "x.ron", "--open", "nothing"][..], "nothing"),
            (&["a.ron", "b.ron"][..], "b.ron"),
        ] {
            let e = parse(args).unwrap_err().to_string();
            assert!(e.contains(words), "{args:?}: {e}");
        }
        assert!(parse(&["inspect", "--help"]).unwrap_err().to_string().contains("--as <PLAYER>"));
    }
}
