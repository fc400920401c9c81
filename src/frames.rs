//! `bifronte frames`: the measuring side of the rendering benchmark (`benches/render.rs`).
//! It draws offscreen, into an image of the window's size (no display needed), either a
//! generated table of N cards (the real table app, overlay included unless `--bare`) or the
//! baseline, a bare Bevy app drawing N textured quads where the table puts its cards, as fast
//! as it can, and prints one `key value` line per figure:
//!
//! - `first_frame_ms`: from the start of the command until the first frame that shows the whole
//!   table is captured (the first frames are shot; see `frame_captured`);
//! - `frame_ms_median`, `frame_ms_p90`, `frame_ms_mean`: the time between frames after a warm-up;
//! - `cpu_ms_per_frame`: the CPU time all the process's threads (a software renderer's too) spent
//!   on the measured frames, per frame (Linux);
//! - `objects`: the cards (or quads) on the table;
//! - `peak_rss_mib`: the process's peak resident memory (Linux), read at exit.
//!
//! A `started` line is printed, and flushed, when the clock starts (after the card database
//! has loaded), so that a parent process can add the time from its spawn to that line.

use std::io::Write as _;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use crate::app::table_app;
use crate::cards::CardDb;
use crate::overlay::load::OverlayLoad;
use crate::rules::Zone;
use crate::rules::headless_app;
use crate::rules::setup::SetupEntry;
use crate::scene::{LoadedScene, Scene};
use crate::session::Session;
use crate::table::face_art::CardArt;
use crate::table::images::FaceImages;
use crate::table::layout::CARD;
use crate::table::{CameraRig, OffscreenTarget, offscreen_plugins};

/// What to draw and how long to measure.
#[derive(Clone, Debug)]
pub struct FramesArgs {
    /// Cards on the table (or quads for the baseline).
    pub objects: usize,
    /// The baseline: a bare Bevy app drawing `objects` textured quads.
    pub quads: bool,
    /// The table without the overlay's panels.
    pub bare: bool,
    /// How much of the overlay is drawn, and whether over the whole 3D view (the view `bare`
    /// draws), to measure the overlay's parts.
    pub measure: crate::overlay::Measure,
    /// The marks over the table painted by egui every frame rather than through the marks layer.
    pub marks_in_egui: bool,
    /// The panels painted by egui every frame rather than copied from the panel cache.
    pub panels_in_egui: bool,
    /// Also time each render pass (Bevy's render diagnostics).
    pub passes: bool,
    /// Take the overlay away every other [`PHASE`] frames, so that the same run measures the
    /// frame with it and without it (`--bare`) side by side.
    pub against_bare: bool,
    /// Frames before measuring.
    pub warmup: u32,
    /// Frames measured.
    pub frames: u32,
    /// Window size in pixels.
    pub size: (u32, u32),
    /// A scene's starting table to draw instead of a generated one.
    pub scene: Option<LoadedScene>,
    /// A folder of face pictures (`--images`): the frames while they are decoded and drawn are
    /// timed apart (`pictures_arriving_*`).
    pub images: Option<std::path::PathBuf>,
    /// Download the imported cards' missing pictures (into the user's cache), and measure until
    /// they are in.
    pub download: bool,
}

impl Default for FramesArgs {
    fn default() -> Self {
        FramesArgs {
            objects: 500,
            quads: false,
            bare: false,
            measure: crate::overlay::Measure::Beside,
            marks_in_egui: false,
            panels_in_egui: false,
            passes: false,
            against_bare: false,
            warmup: 20,
            frames: 200,
            size: (1600, 900),
            scene: None,
            images: None,
            download: false,
        }
    }
}

/// A two-player table of `n` cards drawn from the whole card database in name order: for
/// each player 7 in hand, about 40% on the battlefield, 30% in the library and the rest in the
/// graveyard and exile.
pub fn generated_table(db: &CardDb, n: usize) -> LoadedScene {
    let mut names: Vec<&str> = db.cards().map(|c| c.front().name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    let players = ["Alice", "Bob"];
    // No cards to draw from: an empty table.
    let n = if names.is_empty() { 0 } else { n };
    let mut setup = Vec::with_capacity(n);
    for (p, owner) in players.iter().enumerate() {
        let mine = n / 2 + if p == 0 { n % 2 } else { 0 };
        for i in 0..mine {
            let zone = match i * 100 / mine.max(1) {
                _ if i < 7.min(mine) => Zone::Hand,
                0..40 => Zone::Battlefield,
                40..70 => Zone::Library,
                70..95 => Zone::Graveyard,
                _ => Zone::Exile,
            };
            let name = names[(setup.len() * 7) % names.len()];
            setup.push(SetupEntry::card(format!("c{}", setup.len()), name, *owner, zone));
        }
    }
    let scene = Scene {
        format: None,
        title: format!("{n} cards"),
        rules: Vec::new(),
        notes: String::new(),
        players: players.iter().map(|s| s.to_string()).collect(),
        cards: Vec::new(),
        setup,
        steps: Vec::new(),
        seed: None,
        mode: Default::default(),
        series: None,
        opening: None,
        triggers_by_hand: false,
        spells_by_hand: false,
        first_turn: false,
        opening_hands: false,
    };
    LoadedScene { path: "generated".into(), setup_pos: vec![(1, 1); n], step_pos: Vec::new(), scene }
}

/// The clock the figures come from.
#[derive(Resource)]
struct FrameClock {
    start: Instant,
    args: FramesArgs,
    stamps: Vec<Instant>,
    /// Screenshots asked for so far, and (time, share of pixels drawn) of those captured.
    requested: u32,
    shots: Vec<(Duration, f64)>,
    first_frame: Option<Duration>,
    /// The triangles egui was given to draw in the last frame, and the pixels they cover.
    overlay: OverlayLoad,
    /// The process's threads' time on a CPU when the measured frames began (nanoseconds).
    cpu_at_warm: Option<u64>,
    /// The last frame's time, and the frames' times (ms) while pictures were being decoded
    /// and drawn (from the very first frame).
    last: Option<Instant>,
    arriving: Vec<f64>,
    /// When the last picture arrived, from the start; whether any was being decoded yet.
    pictures_done: Option<Duration>,
    seen_loading: bool,
}

/// Keeps the load of the frame egui has just drawn.
fn count_overlay(
    outputs: Query<&bevy_egui::EguiRenderOutput>,
    clock: Option<ResMut<FrameClock>>,
    overlay: Option<Res<crate::overlay::OverlayState>>,
) {
    let Some(mut clock) = clock else { return };
    // `--against-bare`: the frames with the overlay.
    if clock.args.against_bare && overlay.is_some_and(|o| o.hidden) {
        return;
    }
    clock.overlay = OverlayLoad::of(outputs.iter().flat_map(|o| &o.paint_jobs));
}

/// A quad of the baseline.
#[derive(Component)]
struct Quad;

/// Runs the command: opens the window, measures, prints, exits.
pub fn run(args: FramesArgs, db: CardDb) -> AppExit {
    let start = Instant::now();
    // A parent timing from the spawn adds the time to this line to `first_frame_ms`.
    println!("started");
    std::io::stdout().flush().ok();
    // Both sides draw offscreen, into an image of the window's size: no display needed.
    let plugins = offscreen_plugins();
    let (w, h) = args.size;
    let mut app = if args.quads {
        let mut app = App::new();
        // The baseline draws the way the table does on this renderer (no multisampling on a
        // software one), so the comparison is the table's own cost.
        app.add_plugins((plugins, crate::table::power::PowerPlugin, crate::table::card_material::CardMaterialPlugin));
        let laid = generated_layout(&db, args.objects, w as f32 / h.max(1) as f32);
        let spawn = move |c: Commands,
                          m: ResMut<Assets<Mesh>>,
                          i: ResMut<Assets<Image>>,
                          s: ResMut<Assets<crate::table::card_material::CardMaterial>>,
                          u: ResMut<crate::table::card_material::SideUploads>,
                          t: Res<OffscreenTarget>| {
            spawn_quads(laid.clone(), Vec2::new(w as f32, h as f32), c, m, i, (s, u), t)
        };
        app.add_systems(Startup, spawn);
        app
    } else {
        let scene = args.scene.clone().unwrap_or_else(|| generated_table(&db, args.objects));
        let mut session = Session::default();
        session.autosave = None;
        let pictures = match args.download {
            true => FaceImages::for_table(
                args.images.as_deref(),
                db.imported(),
                &crate::web::pictures::default_cache(),
                true,
            ),
            false => FaceImages::for_window(args.images.as_deref()),
        };
        match table_app(plugins, scene, db, pictures, session) {
            Ok(app) => app,
            Err(e) => {
                eprintln!("ERROR {e}");
                return AppExit::error();
            }
        }
    };
    let image = Image::new_target_texture(w, h, TextureFormat::Rgba8UnormSrgb, None);
    let target = app.world_mut().resource_mut::<Assets<Image>>().add(image);
    app.insert_resource(OffscreenTarget(target));
    if !args.quads {
        app.world_mut().resource_mut::<crate::overlay::OverlayState>().hidden = args.bare;
        app.insert_resource(crate::overlay::Measuring {
            measure: args.measure,
            marks_in_egui: args.marks_in_egui,
            panels_in_egui: args.panels_in_egui,
        });
    }
    if args.passes {
        app.add_plugins(bevy::render::diagnostic::RenderDiagnosticsPlugin);
    }
    app.insert_resource(FrameClock {
        start,
        args,
        stamps: Vec::new(),
        last: None,
        arriving: Vec::new(),
        pictures_done: None,
        seen_loading: false,
        requested: 0,
        shots: Vec::new(),
        first_frame: None,
        overlay: OverlayLoad::default(),
        cpu_at_warm: None,
    })
    .add_systems(First, tick)
    .add_systems(Last, count_overlay);
    app.run()
}

/// How the table lays out a generated table of `n` cards, seen from Alice's seat in a view of
/// this aspect ratio.
pub fn generated_layout(db: &CardDb, n: usize, aspect: f32) -> crate::table::layout::TableLayout {
    let l = generated_table(db, n);
    let mut app = headless_app(db.clone());
    if crate::scene::start(&l, &mut app).is_err() {
        return Default::default();
    }
    let Some(&alice) = app.world().resource::<crate::rules::Players>().0.first() else { return Default::default() };
    let view = crate::view::table_view_unexplained(app.world_mut(), crate::view::Viewer::Player(alice));
    let names = l.scene.players.clone();
    crate::table::layout::layout(&view, &names, "Alice", aspect)
}

/// The baseline's scene: the table's camera looking at card-sized quads where the table puts
/// its cards, all with one card-sized texture (a card back), on the clear colour.
fn spawn_quads(
    laid: crate::table::layout::TableLayout,
    window: Vec2,
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut images: ResMut<Assets<Image>>,
    (mut materials, mut uploads): (
        ResMut<Assets<crate::table::card_material::CardMaterial>>,
        ResMut<crate::table::card_material::SideUploads>,
    ),
    target: Res<OffscreenTarget>,
) {
    let camera =
        crate::table::table_camera(laid.view, &CameraRig::default(), window, Rect::from_corners(Vec2::ZERO, window));
    commands.spawn((camera, OffscreenTarget::render_target(Some(&target))));
    let page = images.add(crate::table::card_material::new_page());
    let back = crate::table::face_art::pixels(&CardArt::Back(None));
    uploads.0.push((page.id(), 0, crate::table::card_material::with_mips(back)));
    let material = materials.add(crate::table::card_material::CardMaterial { page });
    let mesh = meshes.add(Plane3d::new(Vec3::Y, CARD / 2.0));
    for (_, slot) in laid.slots {
        commands.spawn((
            Quad,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(slot.pos)
                .with_rotation(Quat::from_rotation_y(slot.yaw()))
                .with_scale(Vec3::splat(slot.scale)),
        ));
    }
}

/// Frames shot at the start to find the first frame that shows the whole table.
const SHOTS: u32 = 12;

/// The first frame is timed by screenshots of the first frames: a frame's pixels exist once it
/// is captured. The first frame counted is the first to draw (nearly) as much as the most any
/// of them drew, so a frame with the window still empty, or only part of the table, does not count.
fn frame_captured(shot: On<ScreenshotCaptured>, mut clock: ResMut<FrameClock>) {
    let at = clock.start.elapsed();
    let drawn = shot.image.data.as_deref().map_or(0.0, |px| {
        let n = px.len() / 4;
        let clear = &px[..4];
        px.chunks_exact(4).filter(|p| p[..3] != clear[..3]).count() as f64 / n.max(1) as f64
    });
    clock.shots.push((at, drawn));
    if clock.shots.len() as u32 == SHOTS {
        let most = clock.shots.iter().map(|s| s.1).fold(0.0, f64::max);
        let (first, drawn) = clock.shots.iter().copied().find(|s| s.1 >= most * 0.98).unwrap_or((at, drawn));
        clock.first_frame = Some(first);
        let index = clock.shots.iter().position(|s| s.0 == first).unwrap_or(0) + 1;
        println!("first_frame {:.1} drawn {:.0}% frame {index}", first.as_secs_f64() * 1e3, drawn * 100.0);
        std::io::stdout().flush().ok();
    }
}

fn tick(world: &mut World) {
    let now = Instant::now();
    let loading = world.get_resource::<FaceImages>().is_some_and(FaceImages::loading);
    let mut clock = world.resource_mut::<FrameClock>();
    // The frames while pictures come in: none of them may wait for a picture.
    let timed = clock.args.images.is_some() || clock.args.download;
    if timed && clock.pictures_done.is_none() {
        // From the first whole frame on: the start's frames build every texture anyway.
        if let Some(last) = clock.last
            && (loading || clock.seen_loading)
            && clock.first_frame.is_some()
        {
            clock.arriving.push((now - last).as_secs_f64() * 1e3);
        }
        if loading {
            clock.seen_loading = true;
        } else if clock.seen_loading {
            clock.pictures_done = Some(clock.start.elapsed());
        }
    }
    clock.last = Some(now);
    if clock.requested < SHOTS {
        clock.requested += 1;
        let target = world.resource::<OffscreenTarget>().0.clone();
        world.spawn(Screenshot::image(target)).observe(frame_captured);
        return;
    }
    if clock.first_frame.is_none() {
        return;
    }
    clock.stamps.push(now);
    if clock.stamps.len() == clock.args.warmup as usize + 1 {
        clock.cpu_at_warm = process_cpu_ns();
    }
    let needed = (clock.args.warmup + clock.args.frames + 1) as usize;
    // Downloading: on until every picture is in, for a minute at most.
    let downloads = clock.args.download && clock.pictures_done.is_none() && clock.start.elapsed().as_secs() < 60;
    if clock.stamps.len() < needed || downloads {
        // Every other phase of the measured frames without the overlay.
        let measured = clock.stamps.len().saturating_sub(clock.args.warmup as usize + 1);
        if clock.args.against_bare && measured.is_multiple_of(PHASE) {
            let bare = (measured / PHASE) % 2 == 1;
            world.resource_mut::<crate::overlay::OverlayState>().hidden = bare;
        }
        return;
    }
    let cpu = clock.cpu_at_warm.zip(process_cpu_ns()).map(|(a, b)| b.saturating_sub(a) as f64 / 1e6);
    let warm = clock.args.warmup as usize;
    // Over every measured frame (with `--against-bare`, those without the overlay too).
    let cpu_per_frame = cpu.map(|cpu| cpu / (clock.stamps.len() - warm - 1).max(1) as f64);
    let mut times: Vec<f64> = clock.stamps[warm..].windows(2).map(|w| (w[1] - w[0]).as_secs_f64() * 1e3).collect();
    let against_bare = clock.args.against_bare.then(|| AgainstBare::of(&times));
    if let Some(a) = &against_bare {
        times = a.with.clone();
    }
    let first = clock.first_frame.unwrap_or_default();
    let quads = clock.args.quads;
    let overlay = clock.overlay;
    let mut q = world.query_filtered::<(), With<Quad>>();
    let mut v = world.query::<&crate::table::visuals::CardVisual>();
    let objects = if quads { q.iter(world).count() } else { v.iter(world).count() };
    let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
    times.sort_by(f64::total_cmp);
    let at = |f: f64| times.get(((times.len() as f64 - 1.0) * f).round() as usize).copied().unwrap_or(0.0);
    println!("mode {}", if quads { "quads" } else { "table" });
    println!("objects {objects}");
    println!("first_frame_ms {:.1}", first.as_secs_f64() * 1e3);
    println!("frames {}", times.len());
    println!("frame_ms_median {:.3}", at(0.5));
    println!("frame_ms_p90 {:.3}", at(0.9));
    println!("frame_ms_mean {:.3}", mean);
    if let Some(cpu) = cpu_per_frame {
        println!("cpu_ms_per_frame {cpu:.3}");
    }
    if let Some(a) = against_bare {
        println!("bare_frame_ms_median {:.3}", median(a.without));
        println!("overlay_share_median {:.4}", median(a.shares));
    }
    println!("frame_ms_max {:.3}", at(1.0));
    let clock = world.resource::<FrameClock>();
    if clock.args.images.is_some() || clock.args.download {
        let pictures = world.get_resource::<FaceImages>().map_or(0, FaceImages::kept);
        println!("pictures_kept {pictures}");
        println!("pictures_arriving_frames {}", clock.arriving.len());
        println!("pictures_arriving_worst_ms {:.3}", clock.arriving.iter().copied().fold(0.0, f64::max));
        println!("pictures_done_ms {:.1}", clock.pictures_done.map_or(f64::NAN, |d| d.as_secs_f64() * 1e3));
    }
    println!("overlay_triangles {}", overlay.triangles);
    println!("overlay_pixels {:.0}", overlay.pixels);
    // How many frames egui painted the marks layer in (they are copied in the others).
    let paints = world.get_resource::<crate::overlay::layer::MarksLayer>().map_or(0, |l| l.paints);
    println!("marks_layer_paints {paints}");
    // How many frames had the panels copied from the panel cache, and how many captures.
    let cache = world.get_resource::<crate::overlay::panel_cache::PanelCache>();
    println!("panel_cache_restores {}", cache.map_or(0, |c| c.restores));
    println!("panel_cache_captures {}", cache.map_or(0, |c| c.captures));
    if let Some(kib) = peak_rss_kib() {
        println!("peak_rss_mib {:.1}", kib as f64 / 1024.0);
    }
    // With `--passes`: each render pass's time on the GPU (on a software renderer, the time
    // the CPU took to run it), the median over the frames Bevy's diagnostics keep.
    if let Some(store) = world.get_resource::<bevy::diagnostic::DiagnosticsStore>() {
        // And the fragments each shaded, where the renderer counts them.
        for (suffix, key) in [("/elapsed_gpu", "pass_ms"), ("/fragment_shader_invocations", "pass_fragments")] {
            let mut passes: Vec<(String, f64)> = store
                .iter()
                .filter_map(|d| {
                    let name = d.path().as_str().strip_prefix("render/")?.strip_suffix(suffix)?;
                    Some((name.to_string(), median(d.values().copied().collect())))
                })
                .collect();
            passes.sort_by(|a, b| a.0.cmp(&b.0));
            for (name, value) in passes {
                println!("{key} {name} {value:.3}");
            }
        }
    }
    std::io::stdout().flush().ok();
    world.write_message(AppExit::Success);
}

/// The frames of a phase of `frames --against-bare`: the overlay is shown for one phase, taken
/// away for the next, and so on.
pub const PHASE: usize = 16;

/// The frames at the start of each phase left out: the frame or two still drawn in the mode
/// before, and the overlay finding its feet again (its layout, the marks layer, the panel cache).
pub const SETTLE: usize = 6;

/// A run of `frames --against-bare`, split by phase.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AgainstBare {
    /// The frame times with the overlay, settled.
    pub with: Vec<f64>,
    /// The frame times without it, settled.
    pub without: Vec<f64>,
    /// For each phase with the overlay and the phase after it, without: the difference of
    /// their medians, as a share of the first's.
    pub shares: Vec<f64>,
}

impl AgainstBare {
    /// Splits the measured frame times, phase by phase (the first phase with the overlay).
    pub fn of(times: &[f64]) -> AgainstBare {
        let mut split = AgainstBare::default();
        let phases: Vec<Vec<f64>> = times.chunks(PHASE).map(|p| p.iter().skip(SETTLE).copied().collect()).collect();
        for (i, phase) in phases.iter().enumerate() {
            match i % 2 {
                0 => split.with.extend(phase),
                _ => split.without.extend(phase),
            }
        }
        for pair in phases.chunks_exact(2) {
            let (with, without) = (median(pair[0].clone()), median(pair[1].clone()));
            if with > 0.0 && !pair[0].is_empty() && !pair[1].is_empty() {
                split.shares.push((with - without) / with);
            }
        }
        split
    }
}

/// The median of `v` (0 for none).
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

/// The time every thread of this process has spent on a CPU (Linux's scheduler statistics, in
/// nanoseconds): the renderer's threads too, so on a software renderer the work a frame asks of
/// the machine, whatever else the machine is doing.
pub fn process_cpu_ns() -> Option<u64> {
    let mut total = 0;
    for task in std::fs::read_dir("/proc/self/task").ok()?.flatten() {
        let stat = std::fs::read_to_string(task.path().join("schedstat")).ok()?;
        total += stat.split_whitespace().next()?.parse::<u64>().ok()?;
    }
    Some(total)
}

/// The process's peak resident set size in KiB (Linux's VmHWM), if known.
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generated_table_has_every_card_it_was_asked_for_in_every_zone() {
        let (db, _) = CardDb::load_default();
        let l = generated_table(&db, 500);
        assert_eq!(l.scene.setup.len(), 500);
        let mut app = headless_app(db);
        crate::scene::start(&l, &mut app).unwrap();
        let view = crate::view::table_view(app.world_mut(), crate::view::Viewer::Omniscient);
        assert_eq!(view.objects.len(), 500);
        for zone in [Zone::Hand, Zone::Battlefield, Zone::Library, Zone::Graveyard, Zone::Exile] {
            assert!(view.objects.iter().any(|o| o.zone == zone), "nothing in {zone:?}");
        }
    }

    #[test]
    fn a_run_against_the_bare_table_is_split_by_phase_the_first_frames_of_each_left_out() {
        // Two pairs of phases: 20 ms with the overlay, 18 without, then 30 and 24 (the machine
        // slowed down); the first frames of each phase are still the mode before's.
        let mut times = Vec::new();
        for (with, without) in [(20.0, 18.0), (30.0, 24.0)] {
            times.extend((0..PHASE).map(|i| if i < 2 { without } else { with }));
            times.extend((0..PHASE).map(|i| if i < 2 { with } else { without }));
        }
        let split = AgainstBare::of(&times);
        assert_eq!(split.with.len(), 2 * (PHASE - SETTLE));
        assert!(split.with.iter().all(|&t| t == 20.0 || t == 30.0), "{split:?}");
        assert!(split.without.iter().all(|&t| t == 18.0 || t == 24.0), "{split:?}");
        // Each pair's own share: 10 % and 20 %, whatever the machine did in between.
        assert_eq!(split.shares, vec![0.1, 0.2]);
        // A phase with the overlay and none after it is no pair.
        assert_eq!(AgainstBare::of(&times[..3 * PHASE]).shares, vec![0.1]);
    }

    #[test]
    fn a_table_generated_from_no_cards_is_empty() {
        let l = generated_table(&CardDb::default(), 40);
        assert!(l.scene.setup.is_empty() && l.setup_pos.is_empty());
    }
}
