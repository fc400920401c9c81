//! Rendering benchmark: the table with 500 cards against a bare Bevy app drawing 500 textured
//! quads where the table puts its cards, side by side in one run; time to first frame from
//! launch; peak resident memory. Run with `cargo bench --bench render`.
//!
//! Each measurement is a `bifronte frames` process (winit allows one event loop per process),
//! run in turn, round after round, so that both sides see the same machine. Both sides draw
//! offscreen, into an image of the window's size: no display is needed, only a Vulkan driver.
//! Targets (DESIGN bars): frame time ≤ 1.0× the bare app's; the overlay's own cost ≤ 10% of
//! the frame, measured with the same 3D view (`--panels-over-view` against `--bare`, in the
//! same run: `--against-bare` takes the overlay away every other 16 frames, so the machine's
//! drift cancels out); first frame < 1 s after launch; a game with 60-card libraries and 40
//! permanents within 1.2× the demo's frame time. For reference, the overlay's cost in three
//! parts that add up to it: the panels' backdrops alone, with only a bare table's marks
//! (`--flat-panels`); what is written on the panels (`--panels-only` less that); the marks over
//! the table, the piles' outlines and counts and the players' panels (`--panels-over-view` less
//! `--panels-only`); and what the marks layer and the panel cache save (`--marks-in-egui`,
//! `--panels-in-egui`).
//!
//! Environment: `BIFRONTE_BENCH_ROUNDS` (default 3), `BIFRONTE_BENCH_FRAMES` (default 40),
//! `BIFRONTE_BENCH_CARDS` (default 500).

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod common;

/// What one `bifronte frames` run printed, and when its first frame line came.
struct Run {
    figures: HashMap<String, f64>,
    first_frame_from_launch: Duration,
}

fn env_num(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn run(extra: &[&str], frames: usize) -> Result<Run, String> {
    let exe = env!("CARGO_BIN_EXE_bifronte");
    let launched = Instant::now();
    let mut child = Command::new(exe)
        .args(["frames", "--frames", &frames.to_string()])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {exe}: {e}"))?;
    let mut figures = HashMap::new();
    let mut started = None;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    for line in BufReader::new(stdout).lines() {
        let line = line.map_err(|e| e.to_string())?;
        if line == "started" {
            started.get_or_insert(launched.elapsed());
        }
        let mut parts = line.split_whitespace();
        if let (Some(k), Some(v)) = (parts.next(), parts.next())
            && let Ok(v) = v.parse::<f64>()
        {
            figures.insert(k.to_string(), v);
        }
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("bifronte frames {} exited with {status}", extra.join(" ")));
    }
    // The child times its first frame from its `started` line; the time to that line is the
    // launch (exec, loading the card database).
    let first_frame = figures.get("first_frame_ms").ok_or("no first_frame_ms line")?;
    let first_frame_from_launch = started.ok_or("no started line")? + Duration::from_secs_f64(first_frame / 1e3);
    Ok(Run { figures, first_frame_from_launch })
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    if v.is_empty() { f64::NAN } else { v[v.len() / 2] }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if !args.iter().any(|a| a == "--bench") {
        // `cargo test` builds and runs bench targets without `--bench`: nothing to measure then.
        println!("render benchmark built; run it with `cargo bench --bench render`");
        return;
    }
    let rounds = env_num("BIFRONTE_BENCH_ROUNDS", 3);
    let frames = env_num("BIFRONTE_BENCH_FRAMES", 40);
    let cards = env_num("BIFRONTE_BENCH_CARDS", 500);
    let n = cards.to_string();
    let db = bifronte::cards::CardDb::load_default().0;
    let game = std::env::temp_dir().join(format!("bifronte-bench-game-{}.ron", std::process::id()));
    std::fs::write(&game, bifronte::scene::to_ron(&common::game_in_progress(&db))).expect("write the game scene");
    let demo = bifronte::format::shipped_dir().join("scenes/demo.ron");
    let (game, demo) = (game.to_string_lossy().into_owned(), demo.to_string_lossy().into_owned());
    let against = ["--against-bare"];
    let modes: [(&str, Vec<&str>); 10] = [
        ("table (with the overlay)", vec!["--cards", &n]),
        ("table (--bare, no overlay)", vec!["--cards", &n, "--bare"]),
        ("bare quads", vec!["--cards", &n, "--quads"]),
        ("table (panels over the view)", [&["--cards", &n, "--panels-over-view"][..], &against].concat()),
        ("table (the panels' backdrops)", [&["--cards", &n, "--flat-panels"][..], &against].concat()),
        ("table (panels, no marks)", [&["--cards", &n, "--panels-only"][..], &against].concat()),
        ("the demo", vec!["--scene", &demo]),
        ("game, 60-card libraries", vec!["--scene", &game]),
        (
            "table (over the view, marks by egui)",
            [&["--cards", &n, "--panels-over-view", "--marks-in-egui"][..], &against].concat(),
        ),
        (
            "table (over the view, panels by egui)",
            [&["--cards", &n, "--panels-over-view", "--panels-in-egui"][..], &against].concat(),
        ),
    ];
    println!("{rounds} rounds of {frames} frames, {cards} cards, drawn offscreen at 1600x900");
    let mut results: Vec<Vec<Run>> = modes.iter().map(|_| Vec::new()).collect();
    for round in 1..=rounds {
        for (i, (name, extra)) in modes.iter().enumerate() {
            // Against the bare table, at least ten pairs of 16-frame phases.
            let frames = if extra.contains(&"--against-bare") { frames.max(320) } else { frames };
            match run(extra, frames) {
                Ok(r) => {
                    println!(
                        "round {round} {name:28} frame median {:8.2} ms  p90 {:8.2} ms  first frame {:6.0} ms  peak {:6.1} MiB",
                        r.figures.get("frame_ms_median").copied().unwrap_or(f64::NAN),
                        r.figures.get("frame_ms_p90").copied().unwrap_or(f64::NAN),
                        r.first_frame_from_launch.as_secs_f64() * 1e3,
                        r.figures.get("peak_rss_mib").copied().unwrap_or(f64::NAN),
                    );
                    results[i].push(r);
                }
                Err(e) => {
                    eprintln!("round {round} {name}: {e}");
                    std::process::exit(1);
                }
            }
        }
    }
    std::fs::remove_file(&game).ok();
    let fig = |i: usize, k: &str| median(results[i].iter().filter_map(|r| r.figures.get(k).copied()).collect());
    let first = |i: usize| median(results[i].iter().map(|r| r.first_frame_from_launch.as_secs_f64() * 1e3).collect());
    println!();
    println!(
        "{:28} {:>12} {:>12} {:>16} {:>10} {:>8} {:>16}",
        "median of rounds", "frame ms", "p90 ms", "first frame ms", "peak MiB", "objects", "egui triangles"
    );
    for (i, (name, _)) in modes.iter().enumerate() {
        println!(
            "{name:28} {:12.2} {:12.2} {:16.0} {:10.1} {:8.0} {:16.0}",
            fig(i, "frame_ms_median"),
            fig(i, "frame_ms_p90"),
            first(i),
            fig(i, "peak_rss_mib"),
            fig(i, "objects"),
            fig(i, "overlay_triangles"),
        );
    }
    // The bar is the table's own drawing (--bare); the overlay's cost is measured below with the
    // same 3D view. With the panels beside it the table's 3D view is smaller: shown, not judged.
    let quads = fig(2, "frame_ms_median");
    let ratio = fig(0, "frame_ms_median") / quads;
    println!("{}: {ratio:.2}x the bare quads' frame time (for reference, no target)", modes[0].0);
    let ratio = fig(1, "frame_ms_median") / quads;
    println!("{}: {ratio:.3}x the bare quads' frame time (target <= 1.0x): {}", modes[1].0, verdict(ratio <= 1.0));
    // The overlay's own cost: the same 3D view as --bare, with the panels drawn over it. Each
    // such run shows the overlay for 16 frames, takes it away for the next 16 and so on
    // (`--against-bare`), so the machine's drift cancels out: its share is the median over the
    // run's pairs of phases, and below, the median of the rounds.
    let share = |i: usize| {
        let per_round: Vec<f64> =
            results[i].iter().filter_map(|r| r.figures.get("overlay_share_median").copied()).collect();
        let text: Vec<String> = per_round.iter().map(|s| format!("{:+.0}%", s * 100.0)).collect();
        (median(per_round), text.join(", "))
    };
    let (overlay, rounds_text) = share(3);
    println!(
        "the overlay's own cost, same 3D view: {:+.0}% of the frame, median of the rounds ({rounds_text}) (target <= 10%): {}",
        overlay * 100.0,
        verdict(overlay <= 0.10)
    );
    // Of that, three parts: the panels' backdrops (their flat fill, copied into the picture,
    // with only what --bare draws besides), what egui writes on the panels, and the marks over
    // the table.
    let (backdrops, text) = share(4);
    println!("  of which the panels' backdrops alone (their flat fill): {:+.0}% ({text})", backdrops * 100.0);
    let (panels, _) = share(5);
    println!(
        "  of which what is written on the panels, copied from the panel cache: {:+.0}% (for reference, no target)",
        (panels - backdrops) * 100.0
    );
    println!(
        "  of which the marks over the table that go with the panels (piles' outlines and counts, players' panels), copied from the marks layer: {:+.0}% (for reference, no target)",
        (overlay - panels) * 100.0
    );
    // The marks layer and the panel cache against egui painting the same every frame.
    for (what, i) in [("the marks layer", 8), ("the panel cache", 9)] {
        let (without, text) = share(i);
        println!(
            "  {what} saves {:+.0}% of the frame: the overlay is {:+.0}% without it ({text}) (for reference, no target)",
            (without - overlay) * 100.0,
            without * 100.0
        );
    }
    let ratio = fig(7, "frame_ms_median") / fig(6, "frame_ms_median");
    println!(
        "a game with 60-card libraries and 40 permanents: {ratio:.2}x the demo's frame time (target <= 1.2x): {}",
        verdict(ratio <= 1.2)
    );
    let ff = first(0);
    println!("time to first frame, table with the overlay: {ff:.0} ms (target < 1000 ms): {}", verdict(ff < 1000.0));
}

fn verdict(met: bool) -> &'static str {
    if met { "met" } else { "MISSED" }
}
