//! The command-line interface: `check`, `inspect`, `record`, `cards`. Each command returns its
//! output and exit status, so tests run them without a process.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::cards::CardDb;
use crate::rules::RulesLog;
use crate::rules::apply::find_player;
use crate::scene::{Outcome, load_scene, record, rules_app, run_scene, run_step, scene_files, start, to_ron};
use crate::view::{Viewer, table_view};

/// What a command printed and its exit status.
pub struct Report {
    pub out: String,
    pub status: i32,
}

/// The usage text.
pub const USAGE: &str = "\
bifronte: a rules-aware virtual card table for Magic: The Gathering

USAGE:
    bifronte [SCENE] [--images DIR]        open the table window on a scene, paused before step 1
                                           (default: the built-in demo, scenes/demo.ron); N plays the next step;
                                           --images: a folder of face pictures (NAME.png) drawn instead of
                                           the generated frames, before those in assets/images
    bifronte shot SCENE [--step N] [--out FILE.png] [--size WxH] [--as PLAYER] [--bare]
               [--select ID] [--open tokens|help] [--images DIR]
                                           render one frame after step N, once animations have settled, and exit
                                           (--bare: the table alone, without the overlay; --select: the object
                                           the inspector shows; --open: a dialog to show)
    bifronte frames [--cards N] [--quads] [--bare] [--frames N] [--size WxH]
                                           the rendering benchmark's measurement (benches/render.rs): open a
                                           window on N generated cards (default 500), or N bare textured
                                           quads with --quads, and print time to first frame, frame times
                                           and peak memory
    bifronte play SCENE                    play a scene headless; print the table and the rules log
    bifronte check PATH...                 check scenes (files or folders): PASS / FAIL / ERROR; exit 0 / 1 / 2
    bifronte inspect SCENE [--step N] [--as PLAYER]
                                           print the table after step N as PLAYER may see it
    bifronte record SCENE [--out FILE]     play a scene and write the table as a new scene (a regression test)
    bifronte cards [NAME]                  list the card database, or show one card's faces
";

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
    for p in paths.iter().filter(|p| !p.exists()) {
        let _ = writeln!(out, "ERROR {}:1:1: no such file or folder", p.display());
        errors += 1;
    }
    for f in &files {
        let outcome = match load_scene(f, db) {
            Ok(l) => run_scene(&l, db),
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
    let error = |e: crate::cards::LoadError| Report { out: format!("ERROR {e}\n"), status: 2 };
    let l = load_scene(path, db).map_err(error)?;
    let mut app = rules_app(db.clone());
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

/// `bifronte cards [NAME]`.
pub fn cards(name: Option<&str>, db: &CardDb) -> Report {
    let mut out = String::new();
    match name {
        None => {
            let mut names: Vec<String> = db.cards().map(|c| c.display_name()).collect();
            names.sort();
            names.dedup();
            for n in &names {
                let _ = writeln!(out, "{n}");
            }
            let _ = writeln!(out, "{} cards", names.len());
        }
        Some(n) => match db.get(n) {
            Some(c) => {
                for f in &c.faces {
                    let cost = f.mana_cost.as_ref().map(|m| m.to_string()).unwrap_or_default();
                    let _ = writeln!(out, "{} {cost}\n  {}", f.name, f.type_line());
                    for line in f.text.lines() {
                        let _ = writeln!(out, "  {line}");
                    }
                    if let (Some(p), Some(t)) = (f.power, f.toughness) {
                        let _ = writeln!(out, "  {p}/{t}");
                    }
                }
            }
            None => {
                let hints = db.suggest(n);
                return Report {
                    out: format!("ERROR unknown card {n:?}; did you mean {}?\n", hints.join(", ")),
                    status: 2,
                };
            }
        },
    }
    Report { out, status: 0 }
}

/// Runs the command line; returns the exit status.
pub fn main_with_args(args: &[String]) -> i32 {
    let mut out = String::new();
    let db = db_with_errors(&mut out);
    eprint!("{out}");
    let flag = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let positional: Vec<&String> = {
        let mut v = Vec::new();
        let mut skip = false;
        for a in args.iter().skip(1) {
            if skip {
                skip = false;
                continue;
            }
            if ["--step", "--as", "--out", "--size", "--select", "--open", "--images"].contains(&a.as_str()) {
                skip = true;
                continue;
            }
            if a == "--bare" {
                continue;
            }
            v.push(a);
        }
        v
    };
    let images = flag("--images").map(PathBuf::from);
    if let Some(dir) = &images
        && !dir.is_dir()
    {
        return usage_error(&format!("--images: {} is not a folder", dir.display()));
    }
    let pictures = || crate::table::images::FaceImages::for_window(images.as_deref());
    // The window's own arguments: `[SCENE] [--images DIR]` in any order.
    let window_args: Vec<&String> = {
        let i = args.iter().position(|a| a == "--images");
        args.iter().enumerate().filter(|(j, _)| i.is_none_or(|i| *j != i && *j != i + 1)).map(|(_, a)| a).collect()
    };
    let report = match args.first().map(String::as_str) {
        Some("-h" | "--help" | "help") => Report { out: USAGE.to_string(), status: 0 },
        Some("check") => {
            let paths: Vec<PathBuf> = positional.iter().map(PathBuf::from).collect();
            let paths = if paths.is_empty() { vec![PathBuf::from("scenes")] } else { paths };
            check(&paths, &db)
        }
        Some("inspect") => match positional.first() {
            None => Report { out: USAGE.to_string(), status: 2 },
            Some(p) => {
                let step = match flag("--step").map(|s| s.parse::<usize>()) {
                    Some(Ok(n)) => Some(n),
                    Some(Err(_)) => return usage_error("--step takes a number"),
                    None => None,
                };
                inspect(Path::new(p), step, flag("--as").as_deref(), false, &db)
            }
        },
        Some("record") => match positional.first() {
            None => Report { out: USAGE.to_string(), status: 2 },
            Some(p) => {
                let r = record_scene(Path::new(p), &db);
                match (r.status, flag("--out")) {
                    (0, Some(file)) => match crate::persist::write_atomic(Path::new(&file), r.out.as_bytes()) {
                        Ok(()) => Report { out: format!("wrote {file}\n"), status: 0 },
                        Err(e) => Report { out: format!("ERROR {file}: {e}\n"), status: 2 },
                    },
                    _ => r,
                }
            }
        },
        Some("frames") => {
            let mut a = crate::table::frames::FramesArgs::default();
            match flag("--cards").map(|s| s.parse::<usize>()) {
                Some(Ok(n)) => a.objects = n,
                Some(Err(_)) => return usage_error("--cards takes a number"),
                None => {}
            }
            match flag("--frames").map(|s| s.parse::<u32>()) {
                Some(Ok(n)) if n > 0 => a.frames = n,
                Some(_) => return usage_error("--frames takes a number above 0"),
                None => {}
            }
            match flag("--size").map(|s| parse_size(&s)) {
                Some(Some(wh)) => a.size = wh,
                Some(None) => return usage_error("--size takes WIDTHxHEIGHT, e.g. 1600x900"),
                None => {}
            }
            a.quads = args.iter().any(|x| x == "--quads");
            a.bare = args.iter().any(|x| x == "--bare");
            a.warmup = a.warmup.min(a.frames / 4);
            return match crate::table::frames::run(a, db) {
                bevy::app::AppExit::Success => 0,
                bevy::app::AppExit::Error(_) => 1,
            };
        }
        Some("cards") => cards(positional.first().map(|s| s.as_str()), &db),
        Some("play") => match positional.first() {
            None => inspect(&default_scene(), None, None, true, &db),
            Some(p) => inspect(Path::new(p), None, None, true, &db),
        },
        Some("shot") => {
            let Some(p) = positional.first() else { return usage_error("shot needs a scene") };
            let step = match flag("--step").map(|s| s.parse::<usize>()) {
                Some(Ok(n)) => n,
                Some(Err(_)) => return usage_error("--step takes a number"),
                None => usize::MAX,
            };
            let size = match flag("--size").map(|s| parse_size(&s)) {
                Some(Some(wh)) => Some(wh),
                Some(None) => return usage_error("--size takes WIDTHxHEIGHT, e.g. 1600x900"),
                None => None,
            };
            let out = PathBuf::from(flag("--out").unwrap_or_else(|| "shot.png".into()));
            let bare = args.iter().any(|a| a == "--bare");
            let shot =
                ShotArgs { out, step, size, seat: flag("--as"), bare, select: flag("--select"), open: flag("--open") };
            return window(Path::new(p), &db, pictures(), Some(shot));
        }
        _ => match window_args.as_slice() {
            [] => return window(&default_scene(), &db, pictures(), None),
            [a] if a.starts_with('-') => return usage_error(&format!("unknown option {a}")),
            [scene] => return window(Path::new(scene), &db, pictures(), None),
            [_, extra, ..] => return usage_error(&format!("unexpected argument {extra}")),
        },
    };
    print!("{}", report.out);
    report.status
}

fn parse_size(s: &str) -> Option<(u32, u32)> {
    let (w, h) = s.split_once('x')?;
    Some((w.parse().ok()?, h.parse().ok()?))
}

/// What `bifronte shot` was asked for.
struct ShotArgs {
    out: PathBuf,
    step: usize,
    size: Option<(u32, u32)>,
    seat: Option<String>,
    bare: bool,
    select: Option<String>,
    open: Option<String>,
}

/// Opens the table window on a scene; with `shot`, renders one frame to a PNG and exits.
fn window(path: &Path, db: &CardDb, pictures: crate::table::images::FaceImages, shot: Option<ShotArgs>) -> i32 {
    let scene = match load_scene(path, db) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("ERROR {e}");
            return 2;
        }
    };
    let request = shot.map(|ShotArgs { out, step, size, seat, bare, select, open }| crate::table::ShotRequest {
        out,
        bare,
        select,
        open,
        step,
        settle: 3,
        taken: false,
        size,
        seat,
    });
    match crate::table::run_window(scene, db.clone(), pictures, request) {
        bevy::app::AppExit::Success => 0,
        bevy::app::AppExit::Error(_) => 1,
    }
}

fn usage_error(msg: &str) -> i32 {
    eprintln!("error: {msg}\n\n{USAGE}");
    2
}

/// The built-in demo scene.
pub fn default_scene() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/demo.ron")
}
