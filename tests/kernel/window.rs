//! The window, looked at the way a person would: the demo is shot offscreen (no display: the
//! test removes `DISPLAY`) with Mesa's software Vulkan (lavapipe) through `bifronte shot`, and
//! the PNG is checked: not blank, cards
//! where the layout puts them, a transformed card's pixels different from its front. The layout
//! checks shoot the table alone (`--bare`); one shot checks the overlay is drawn beside it.
//! `bifronte shot` and `bifronte frames` draw offscreen (the tests remove `DISPLAY`), so they need
//! a Vulkan driver and nothing else; one test also shoots through a real window under Xvfb
//! (`shot --window`) and needs `xvfb-run`. Where it is missing the test is skipped, with one line on the
//! terminal saying why; with `BIFRONTE_REQUIRE_GPU=1` (which
//! `.ci/run` sets after installing Mesa's software Vulkan) they fail instead.

use std::path::{Path, PathBuf};
use std::process::Command;

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use bevy::prelude::*;
use bifronte::app::headless_app as rules_app;
use bifronte::cards::CardDb;
use bifronte::probe::Machine;
use bifronte::scene::{load_scene, run_step, start};
use bifronte::table::layout::{CARD, TableLayout, layout};
use bifronte::view::{Viewer, table_view};

/// What to do with a test that needs a window.
#[derive(Debug, PartialEq, Eq)]
pub enum GpuTest {
    /// Everything it needs is here.
    Run,
    /// Something is missing: skip, saying why.
    Skip(String),
    /// Something is missing but `BIFRONTE_REQUIRE_GPU=1` asks for the test: fail, saying why.
    Fail(String),
}

/// Whether a test that draws can run on `m`: it needs a Vulkan driver, and `xvfb-run` too when
/// it opens a window (`needs_x`); `require` is `BIFRONTE_REQUIRE_GPU=1`.
pub fn gpu_test(m: &Machine, needs_x: bool, require: bool) -> GpuTest {
    let missing = match m.xvfb_run || !needs_x {
        true => m.no_gpu(),
        false => Some("xvfb-run not found (on Debian: apt-get install xvfb xauth)".into()),
    };
    match (missing, require) {
        (None, _) => GpuTest::Run,
        (Some(why), true) => GpuTest::Fail(format!("BIFRONTE_REQUIRE_GPU=1, but {why}")),
        (Some(why), false) => GpuTest::Skip(why),
    }
}

static SKIPPED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Whether the window test `name` can run here; if not, it is skipped with a line on the
/// terminal (written past the test harness's capture, so it shows), or fails when the
/// environment requires a GPU.
pub(crate) fn gpu_available(name: &str, needs_x: bool) -> bool {
    let require = std::env::var("BIFRONTE_REQUIRE_GPU").is_ok_and(|v| v == "1");
    match gpu_test(&Machine::here(), needs_x, require) {
        GpuTest::Run => true,
        GpuTest::Fail(why) => panic!("{name}: {why}"),
        GpuTest::Skip(why) => {
            let n = SKIPPED.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
            let line = format!("skipped window::{name} ({n} window test(s) skipped so far): {why}\n");
            let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
            false
        }
    }
}

#[test]
fn window_tests_skip_or_fail_by_what_the_machine_has() {
    let all = Machine { display: false, xvfb_run: true, vulkan_loader: true, vulkan_driver: true };
    assert_eq!(gpu_test(&all, true, false), GpuTest::Run);
    assert_eq!(gpu_test(&all, true, true), GpuTest::Run);
    let no_xvfb = Machine { xvfb_run: false, ..all.clone() };
    assert!(matches!(gpu_test(&no_xvfb, true, false), GpuTest::Skip(w) if w.starts_with("xvfb-run not found")));
    assert_eq!(gpu_test(&no_xvfb, false, false), GpuTest::Run, "an offscreen shot needs no X server");
    let no_driver = Machine { vulkan_driver: false, ..all };
    assert!(matches!(gpu_test(&no_driver, false, false), GpuTest::Skip(w) if w.contains("no Vulkan driver")));
    let fail = gpu_test(&no_driver, false, true);
    assert!(matches!(fail, GpuTest::Fail(w) if w.starts_with("BIFRONTE_REQUIRE_GPU=1, but no Vulkan driver")));
}

fn demo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/demo.ron")
}

fn shoot(step: usize, out: &Path) -> Image {
    shoot_with(step, out, &["--bare"])
}

fn shoot_with(step: usize, out: &Path, extra: &[&str]) -> Image {
    shoot_scene(&demo(), step, out, extra)
}

fn shoot_scene(scene: &Path, step: usize, out: &Path, extra: &[&str]) -> Image {
    shoot_reporting(scene, step, out, extra).0
}

/// A shot, and what `bifronte shot` said on its standard error.
fn shoot_reporting(scene: &Path, step: usize, out: &Path, extra: &[&str]) -> (Image, String) {
    let run = crate::harness::bifronte()
        .arg("shot")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .arg(scene)
        .args(extra)
        .args(["--step", &step.to_string(), "--out"])
        .arg(out)
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("bifronte runs");
    let err = String::from_utf8_lossy(&run.stderr).into_owned();
    assert!(run.status.success(), "bifronte shot failed: {}: {err}", run.status);
    (read_png(out), err)
}

fn read_png(path: &Path) -> Image {
    let bytes = std::fs::read(path).expect("the shot was written");
    Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::MAIN_WORLD,
    )
    .expect("the shot is a PNG")
}

#[test]
fn the_window_under_x11_draws_what_the_offscreen_shot_draws() {
    if !gpu_available("the_window_under_x11_draws_what_the_offscreen_shot_draws", true) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-x11-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let offscreen = shoot_with(0, &dir.join("offscreen.png"), &["--bare"]);
    let windowed = dir.join("window.png");
    let status = crate::harness::english(Command::new("xvfb-run"))
        .args(["-a", "-s", "-screen 0 1600x900x24", env!("CARGO_BIN_EXE_bifronte"), "shot"])
        .arg(demo())
        .args(["--bare", "--window", "--step", "0", "--out"])
        .arg(&windowed)
        .env("WGPU_BACKEND", "vulkan")
        .status()
        .expect("xvfb-run runs");
    assert!(status.success(), "bifronte shot --window failed: {status}");
    let windowed = read_png(&windowed);
    assert_eq!((windowed.width(), windowed.height()), (offscreen.width(), offscreen.height()));
    let laid = laid_out(0);
    for id in ["smith", "bears", "delver"] {
        let at = laid.px(laid.pos(id) - Vec3::Z * CARD.y * 0.2);
        let (a, b) = (pixel(&offscreen, at), pixel(&windowed, at));
        let close = a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 24);
        assert!(close, "{id}: the window shows {b:?} where the offscreen shot shows {a:?}");
    }
    std::fs::remove_dir_all(dir).ok();
}

/// A pixel's red, green and blue, widened so that sums of them can't overflow.
fn pixel(img: &Image, p: Vec2) -> [i32; 3] {
    let w = img.width() as usize;
    let data = img.data.as_ref().expect("pixels");
    let bpp = data.len() / (w * img.height() as usize);
    let i = (p.y as usize * w + p.x as usize) * bpp;
    [data[i] as i32, data[i + 1] as i32, data[i + 2] as i32]
}

/// How the table is laid out after `step` steps, as the window's seat (Alice) sees it in the
/// whole 1600×900 window (`--bare`), and where each object is.
struct Laid {
    layout: TableLayout,
    ids: std::collections::HashMap<String, Entity>,
    view: bifronte::view::TableView,
}

impl Laid {
    fn pos(&self, id: &str) -> Vec3 {
        self.layout.slot(self.ids[id]).expect("laid out").pos
    }
    /// Where a point of the table is on a 1600×900 shot.
    fn px(&self, p: Vec3) -> Vec2 {
        self.layout.project(p, Vec2::new(1600.0, 900.0))
    }
}

fn laid_out(step: usize) -> Laid {
    laid_out_in(&demo(), step, 16.0 / 9.0)
}

/// How the table is laid out after `step` steps of `scene`, from Alice's seat, in a view of
/// this aspect ratio.
fn laid_out_in(scene: &Path, step: usize, aspect: f32) -> Laid {
    let (db, _) = CardDb::load_default();
    let l = load_scene(scene, &db).unwrap();
    let mut app = rules_app(db);
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps[..step] {
        run_step(&mut app, s);
    }
    let alice = app.world().resource::<bifronte::rules::Players>().0[0];
    let ids = app.world().resource::<bifronte::rules::Labels>().0.clone().into_iter().collect();
    let view = table_view(app.world_mut(), Viewer::Player(alice));
    Laid { layout: layout(&view, &l.scene.players, "Alice", aspect), ids, view }
}

fn crowded() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/table/crowded-board.ron")
}

#[test]
fn a_crowded_board_keeps_every_battlefield_card_at_least_110_px_tall_at_1600x900() {
    let area = bifronte::overlay::table_area(Vec2::new(1600.0, 900.0));
    let laid = laid_out_in(&crowded(), 4, area.width() / area.height());
    let on_field: Vec<&bifronte::view::ObjectView> =
        laid.view.objects.iter().filter(|o| o.zone == bifronte::rules::Zone::Battlefield).collect();
    assert_eq!(on_field.len(), 40, "twenty permanents a side");
    let px = laid.layout.pixels_per_unit(area.size());
    let card = CARD.y * px;
    assert!(card >= 110.0, "battlefield cards are {card:.0} px tall");
    let hand = CARD.y * bifronte::table::layout::HAND_SCALE * px;
    assert!(hand >= 120.0, "hand cards are {hand:.0} px tall (all of each in view)");
    // Everything on the battlefield is in view, and two cards overlap only when one is attached
    // to the other or both lie in one stack of identical permanents.
    let rect = |o: &bifronte::view::ObjectView| {
        let s = laid.layout.slot(o.entity).expect("laid out");
        let size = if s.tapped { Vec2::new(CARD.y, CARD.x) } else { CARD };
        Rect::from_center_size(Vec2::new(s.pos.x, s.pos.z), size)
    };
    for (i, a) in on_field.iter().enumerate() {
        let r = rect(a);
        assert!(laid.layout.view.contains(r.min) && laid.layout.view.contains(r.max), "{} is out of view", a.id);
        for b in &on_field[i + 1..] {
            let overlap = !r.intersect(rect(b)).is_empty();
            let attached = a.attached_to.as_deref() == Some(&b.id) || b.attached_to.as_deref() == Some(&a.id);
            let stacked = a.shown.name == b.shown.name && a.tapped == b.tapped;
            assert!(!overlap || attached || stacked, "{} overlaps {}", a.id, b.id);
        }
    }
    // Piles and hands are in view too.
    for z in &laid.layout.zones {
        let seen = match z.zone {
            bifronte::rules::Zone::Hand => !laid.layout.view.intersect(z.rect).is_empty(),
            _ => laid.layout.view.contains(z.rect.center()),
        };
        assert!(seen, "{z:?}");
    }
}

/// A game's opening: Alice's seven cards lie whole inside the part of the window the panels
/// leave (none under the log), side by side so each name shows, at 1600×900 and 1280×720;
/// and the piles lie to the side, not in the middle of the empty table.
#[test]
fn an_opening_hand_is_whole_and_side_by_side_above_the_log_at_1600x900_and_1280x720() {
    let (db, _) = CardDb::load_default();
    let decks =
        ["werewolves.txt", "face-down.txt"].map(|d| Path::new(env!("CARGO_MANIFEST_DIR")).join("decks").join(d));
    let game = bifronte::scene::game::game_scene(
        bifronte::i18n::Lang::En,
        &decks,
        Some(7),
        None,
        &["Alice".into(), "Bob".into()],
        &db,
    )
    .expect("a game");
    let dir = std::env::temp_dir().join(format!("bifronte-hand-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.ron");
    std::fs::write(&file, bifronte::scene::to_ron(&game.scene)).unwrap();
    for size in [Vec2::new(1600.0, 900.0), Vec2::new(1280.0, 720.0)] {
        let area = bifronte::overlay::table_area(size);
        let laid = laid_out_in(&file, game.scene.steps.len(), area.width() / area.height());
        let px = laid.layout.pixels_per_unit(area.size());
        let alices = |zone| {
            let zones = &laid.layout.zones;
            zones.iter().find(|z| z.zone == zone && z.player == "Alice").unwrap_or_else(|| panic!("Alice's {zone:?}"))
        };
        let hand: Vec<&bifronte::view::ObjectView> =
            laid.view.objects.iter().filter(|o| o.zone == bifronte::rules::Zone::Hand && o.owner == "Alice").collect();
        assert_eq!(hand.len(), 7);
        let mut rects: Vec<Rect> = hand
            .iter()
            .map(|o| {
                let s = laid.layout.slot(o.entity).expect("laid out");
                Rect::from_center_size(Vec2::new(s.pos.x, s.pos.z), CARD * s.scale)
            })
            .collect();
        rects.sort_by(|a, b| a.min.x.total_cmp(&b.min.x));
        for r in &rects {
            assert!(
                laid.layout.view.contains(r.min) && laid.layout.view.contains(r.max),
                "at {size}: a hand card at {r:?} is cut by the view {:?}",
                laid.layout.view
            );
        }
        for w in rects.windows(2) {
            assert!(w[0].max.x <= w[1].min.x + 1e-3, "at {size}: hand cards overlap, hiding a name");
        }
        let tall = rects[0].height() * px;
        let least = if size.x >= 1600.0 { 120.0 } else { 95.0 };
        assert!(tall >= least, "at {size}: hand cards are {tall:.0} px tall");
        // The piles are towards the side: the library's centre is right of the table's middle
        // by at least a fifth of the view.
        let library = alices(bifronte::rules::Zone::Library);
        let off = library.rect.center().x - laid.layout.view.center().x;
        assert!(off >= laid.layout.view.width() / 5.0, "at {size}: the library lies {off:.2} from the middle");
        // Alice's whole battlefield is a wide place to drop a card on.
        let field = alices(bifronte::rules::Zone::Battlefield);
        assert!(
            field.rect.width() * px >= 350.0,
            "at {size}: the empty battlefield is {:.0} px wide",
            field.rect.width() * px
        );
    }
    std::fs::remove_dir_all(dir).ok();
}

fn region_difference(a: &Image, b: &Image, center: Vec2, half: Vec2) -> f32 {
    let mut diff = 0u64;
    let mut n = 0u64;
    for y in (center.y - half.y) as i32..(center.y + half.y) as i32 {
        for x in (center.x - half.x) as i32..(center.x + half.x) as i32 {
            let (p, q) = (pixel(a, Vec2::new(x as f32, y as f32)), pixel(b, Vec2::new(x as f32, y as f32)));
            diff += (0..3).map(|k| (p[k] - q[k]).unsigned_abs() as u64).sum::<u64>();
            n += 1;
        }
    }
    diff as f32 / n as f32
}

#[test]
fn the_window_draws_the_demo_and_a_transform_changes_the_card() {
    if !gpu_available("the_window_draws_the_demo_and_a_transform_changes_the_card", false) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let before = shoot(0, &dir.join("before.png"));
    let after = shoot(2, &dir.join("after.png"));
    let size = Vec2::new(before.width() as f32, before.height() as f32);
    assert_eq!(size, Vec2::new(1600.0, 900.0));

    // Not blank: many colours, and felt green in the middle of the table between the rows.
    let data = before.data.as_ref().unwrap();
    let mut colours: Vec<[u8; 4]> = data.chunks_exact(4).step_by(97).map(|c| [c[0], c[1], c[2], c[3]]).collect();
    colours.sort();
    colours.dedup();
    assert!(colours.len() > 100, "only {} colours: blank?", colours.len());
    let laid = laid_out(0);
    let felt = pixel(&before, laid.px(Vec3::new(laid.layout.view.min.x + 0.2, 0.0, 0.3)));
    assert!(felt[1] > felt[0] + 30 && felt[1] > felt[2] + 20, "felt should be green, is {felt:?}");

    // Village Ironsmith lies where the layout puts it: its art box is red (a red card), at the
    // projected centre of its slot, slightly towards the top of the card.
    let smith = laid.pos("smith");
    let art = laid.px(smith - Vec3::Z * CARD.y * 0.2);
    let c = pixel(&before, art);
    assert!(c[0] > c[1] + 30 && c[0] > c[2] + 30, "expected Village Ironsmith's red art box at {art}, found {c:?}");

    // After Transform("smith") (step 2) the card shows Ironfang: same place, different pixels.
    let after_laid = laid_out(2);
    assert_eq!(after_laid.pos("smith"), smith);
    let centre = laid.px(smith);
    let half = (laid.px(smith + Vec3::new(CARD.x / 2.0, 0.0, CARD.y / 2.0)) - centre).abs() * 0.9;
    let changed = region_difference(&before, &after, centre, half);
    let untouched = {
        assert_eq!(after_laid.pos("bears"), laid.pos("bears"));
        region_difference(&before, &after, laid.px(laid.pos("bears")), half)
    };
    assert!(changed > 3.0, "the transformed card looks the same (mean difference {changed})");
    assert!(untouched < changed / 4.0, "an untouched card changed too ({untouched} vs {changed})");

    // With the overlay: panels at both sides and below, the felt between them, and the
    // inspector showing the selected card's text (light pixels on the dark panel).
    let with = shoot_with(2, &dir.join("overlay.png"), &["--select", "smith"]);
    let is_panel = |p: [i32; 3]| p[0] < 60 && p[1] < 60 && p[2] < 60 && p[1] <= p[0] + 12;
    for at in [Vec2::new(120.0, 860.0), Vec2::new(1500.0, 860.0), Vec2::new(800.0, 880.0)] {
        assert!(is_panel(pixel(&with, at)), "expected a panel at {at}, found {:?}", pixel(&with, at));
    }
    // Between the two players' areas, at the left of the 3D view.
    let area = bifronte::overlay::table_area(Vec2::new(1600.0, 900.0));
    let laid = laid_out_in(&demo(), 2, area.width() / area.height());
    let middle = area.min + laid.layout.project(Vec3::new(laid.layout.view.min.x + 0.2, 0.0, 0.1), area.size());
    let felt = pixel(&with, middle);
    assert!(felt[1] > felt[0] + 30, "the table sits between the panels: {felt:?} at {middle}");
    let light = (1280..1590)
        .flat_map(|x| (460..900).map(move |y| (x, y)))
        .filter(|(x, y)| pixel(&with, Vec2::new(*x as f32, *y as f32)).iter().all(|c| *c > 150));
    assert!(light.count() > 200, "the inspector shows text");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn hotkeys_on_the_hovered_card_become_actions() {
    use bifronte::rules::{ActionHistory, Side};
    use bifronte::table::input::InputPlugin;
    use bifronte::table::state::Hovered;
    let (db, _) = CardDb::load_default();
    let l = load_scene(&demo(), &db).unwrap();
    // Keys are pressed on the resource directly (Bevy's InputPlugin would clear them each frame).
    let mut app = bifronte::app::headless_app_with(db, |app| {
        app.init_resource::<ButtonInput<KeyCode>>().add_plugins(InputPlugin);
    });
    start(&l, &mut app).unwrap();
    let smith = *app.world().resource::<bifronte::rules::Labels>().0.get("smith").unwrap();
    let press = |app: &mut App, key: KeyCode| {
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
        app.update();
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(key);
        keys.clear();
        app.update();
    };
    // Nothing hovered: keys do nothing.
    press(&mut app, KeyCode::KeyF);
    assert!(app.world().resource::<ActionHistory>().0.is_empty());
    app.world_mut().insert_resource(Hovered(Some(smith)));
    press(&mut app, KeyCode::KeyF);
    assert_eq!(app.world().get::<bifronte::rules::FaceUp>(smith).unwrap().0, Side::Back, "F transforms");
    press(&mut app, KeyCode::KeyT);
    press(&mut app, KeyCode::Equal);
    assert!(app.world().get::<bifronte::rules::Tapped>(smith).unwrap().0, "T taps");
    press(&mut app, KeyCode::KeyT);
    press(&mut app, KeyCode::KeyD);
    let history: Vec<String> = app.world().resource::<ActionHistory>().0.iter().map(|a| format!("{a:?}")).collect();
    assert_eq!(history.len(), 5, "{history:?}");
    assert!(
        history[2].starts_with("AddCounters")
            && history[3].starts_with("Untap")
            && history[4].starts_with("TurnFaceDown")
    );
    // 712.16: a double-faced card can't be turned face down; the kernel said so.
    assert!(app.world().get::<bifronte::rules::FaceDown>(smith).unwrap().0.is_none());
    // Esc closes a card's action menu.
    use bifronte::table::state::Selection;
    app.world_mut().resource_mut::<Selection>().menu = Some((smith, Vec2::new(10.0, 10.0)));
    press(&mut app, KeyCode::Escape);
    assert_eq!(app.world().resource::<Selection>().menu, None, "Esc closes the menu");
}

#[test]
fn a_face_picture_from_images_dir_is_drawn_instead_of_the_frame() {
    if !gpu_available("a_face_picture_from_images_dir_is_drawn_instead_of_the_frame", false) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-pictures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A plain magenta picture for Grizzly Bears, named loosely.
    image::RgbaImage::from_pixel(63, 88, image::Rgba([255, 0, 255, 255])).save(dir.join("grizzly-bears.PNG")).unwrap();
    let dir_arg = dir.to_string_lossy().into_owned();
    let shot = shoot_with(0, &dir.join("pictures.png"), &["--bare", "--images", &dir_arg]);
    let laid = laid_out(0);
    let bears = pixel(&shot, laid.px(laid.pos("bears") - Vec3::Z * CARD.y * 0.2));
    // The table's camera has no tonemapping: the picture's own colour.
    assert!(bears[0] > 240 && bears[1] < 20 && bears[2] > 240, "Grizzly Bears shows its picture: {bears:?}");
    // Cards without a picture keep the generated frame: Village Ironsmith's art box is red.
    let smith = pixel(&shot, laid.px(laid.pos("smith") - Vec3::Z * CARD.y * 0.2));
    assert!(smith[0] > smith[1] + 30 && smith[0] > smith[2] + 30, "Village Ironsmith keeps its frame: {smith:?}");
    std::fs::remove_dir_all(dir).ok();
}

/// What `bifronte frames` printed for `frames` frames of 40 generated cards at 800×450, drawn
/// offscreen, with `extra`.
fn frames_of_40_cards(frames: u32, extra: &[&str]) -> String {
    let out = crate::harness::bifronte()
        .args(["frames", "--cards", "40", "--frames", &frames.to_string(), "--size", "800x450"])
        .args(extra)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("bifronte runs");
    assert!(out.status.success(), "bifronte frames {extra:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The figure `bifronte frames` printed as `key VALUE`.
fn figure(text: &str, key: &str) -> f64 {
    let line = text.lines().find(|l| l.starts_with(&format!("{key} "))).unwrap_or_else(|| panic!("no {key} in {text}"));
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn bifronte_frames_measures_a_generated_table_and_the_bare_quads() {
    if !gpu_available("bifronte_frames_measures_a_generated_table_and_the_bare_quads", false) {
        return;
    }
    let (mut triangles, mut paints) = (std::collections::HashMap::new(), std::collections::HashMap::new());
    for extra in [
        &[][..],
        &["--quads"][..],
        &["--bare"][..],
        &["--panels-over-view"][..],
        &["--flat-panels"][..],
        &["--panels-only"][..],
        &["--panels-over-view", "--marks-in-egui"][..],
    ] {
        // The panels as egui paints them every frame, so each mode's triangles are its own
        // from the first frame (the panel cache is measured below).
        let cache_off: &[&str] = if matches!(extra, ["--quads"] | ["--bare"]) { &[] } else { &["--panels-in-egui"] };
        let text = frames_of_40_cards(3, &[extra, cache_off].concat());
        let figure = |k: &str| figure(&text, k);
        assert_eq!(figure("objects"), 40.0, "{text}");
        assert_eq!(figure("frames"), 3.0, "{text}");
        assert!(figure("first_frame_ms") > 0.0 && figure("frame_ms_median") > 0.0, "{text}");
        let drawn = text.lines().find(|l| l.starts_with("first_frame ")).unwrap();
        assert!(!drawn.contains("drawn 0%"), "the first frame counted shows the table: {drawn}");
        let mode = if extra.is_empty() { "beside".to_string() } else { extra.join(" ") };
        triangles.insert(mode.clone(), figure("overlay_triangles"));
        paints.insert(mode, figure("marks_layer_paints"));
    }
    // The parts of the overlay the modes measure: the backdrops are copies, not egui's
    // triangles, so `--flat-panels` gives egui what `--bare` does; the panels' contents come
    // next, then the marks over the table.
    assert_eq!(triangles["--quads"], 0.0, "{triangles:?}");
    assert_eq!(triangles["--flat-panels"], triangles["--bare"], "{triangles:?}");
    assert!(triangles["--panels-only"] > triangles["--flat-panels"], "{triangles:?}");
    // The marks over the table are egui's only in the frames the marks layer is painted in:
    // on a table that doesn't change, at its start (twice, for the glyphs egui lays out for the
    // first time; again once the panels have made room), and never after.
    assert_eq!(triangles["--panels-over-view"], triangles["--panels-only"], "{triangles:?}");
    assert!(triangles["--panels-over-view --marks-in-egui"] > triangles["--panels-only"], "{triangles:?}");
    for (mode, painted) in &paints {
        match mode.as_str() {
            "beside" | "--panels-over-view" => assert!((2.0..=6.0).contains(painted), "{paints:?}"),
            _ => assert_eq!(*painted, 0.0, "{mode}: {paints:?}"),
        }
    }
}

#[test]
fn the_marks_layer_gives_the_picture_egui_would_paint_over_the_table() {
    if !gpu_available("the_marks_layer_gives_the_picture_egui_would_paint_over_the_table", false) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-layer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let layered = shoot_with(2, &dir.join("layered.png"), &[]);
    let direct = shoot_with(2, &dir.join("direct.png"), &["--marks-in-egui"]);
    let bare = shoot_with(2, &dir.join("bare.png"), &["--bare"]);
    let (w, h) = (layered.width() as usize, layered.height() as usize);
    let at = |img: &Image, i: usize| pixel(img, Vec2::new((i % w) as f32, (i / w) as f32));
    // The piles' tags are painted in their own light grey: the layer reaches the picture.
    let tag = |p: [i32; 3]| (p[0] - 220).abs() <= 2 && (p[1] - 230).abs() <= 2 && (p[2] - 240).abs() <= 2;
    let tags = |img: &Image| (0..w * h).filter(|&i| tag(at(img, i))).count();
    assert!(tags(&layered) > 2000, "the piles' tags are in the picture: {} pixels", tags(&layered));
    assert_eq!(tags(&bare), 0, "a bare shot has no tags");
    // Pixel for pixel what egui paints over the table, but for the rounding of the layer's
    // 8-bit image (one step of a channel): premultiplied, in the picture's colour space, every
    // glyph there, nothing shifted.
    let mut off = 0;
    for i in 0..w * h {
        let (a, b) = (at(&layered, i), at(&direct, i));
        let most = (0..3).map(|k| (a[k] - b[k]).abs()).max().unwrap();
        assert!(most <= 1, "at {},{} the layer gives {a:?}, egui {b:?}", i % w, i / w);
        off += usize::from(most > 0);
    }
    assert!(off < w * h / 100, "{off} pixels differ by one step");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_panel_cache_stands_in_for_egui_on_the_panels_while_they_stay_the_same() {
    if !gpu_available("the_panel_cache_stands_in_for_egui_on_the_panels_while_they_stay_the_same", false) {
        return;
    }
    let run = |extra: &[&str]| {
        let text = frames_of_40_cards(30, extra);
        let figure = |k: &str| figure(&text, k);
        (figure("overlay_triangles"), figure("panel_cache_restores"), figure("panel_cache_captures"))
    };
    for mode in [&[][..], &["--panels-over-view"][..]] {
        let (cached, restores, captures) = run(mode);
        let (painted, none, no_captures) = run(&[mode, &["--panels-in-egui"][..]].concat());
        // A table that doesn't change: the panels are captured once they have stayed the same
        // (again if they change as the view settles), then copied in every frame after.
        assert!((1.0..=3.0).contains(&captures), "{mode:?}: {captures} captures");
        assert!(restores >= 25.0, "{mode:?}: {restores} frames of 30 had the panels from the cache");
        assert_eq!((none, no_captures), (0.0, 0.0), "{mode:?} --panels-in-egui uses no cache");
        // What egui is left to paint is the lines between the panels and the table.
        assert!(cached * 4.0 < painted, "{mode:?}: egui paints {cached} triangles with the cache, {painted} without");
    }
}

#[test]
fn the_panel_cache_gives_the_picture_egui_paints_on_the_panels() {
    if !gpu_available("the_panel_cache_gives_the_picture_egui_paints_on_the_panels", false) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-panel-cache-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shot = |name: &str, extra: &[&str]| {
        shoot_reporting(&demo(), 2, &dir.join(name), &[&["--select", "delver"][..], extra].concat())
    };
    let (cached, err) = shot("cached.png", &[]);
    // The shot waits for the panels to come from the cache, as a window at rest shows them.
    assert!(!err.contains("had not settled"), "{err}");
    let (painted, _) = shot("painted.png", &["--panels-in-egui"]);
    let (w, h) = (cached.width() as usize, cached.height() as usize);
    let at = |img: &Image, i: usize| pixel(img, Vec2::new((i % w) as f32, (i / w) as f32));
    // A copy is exact: pixel for pixel what egui paints, every glyph of the inspector there.
    let off: Vec<usize> = (0..w * h).filter(|&i| at(&cached, i) != at(&painted, i)).collect();
    assert!(off.is_empty(), "{} pixels differ, the first at {},{}", off.len(), off[0] % w, off[0] / w);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn bifronte_frames_against_the_bare_table_needs_the_same_3d_view_and_says_so() {
    // Beside the view the overlay changes the 3D view's size: the two frames aren't comparable.
    let out = crate::harness::bifronte()
        .args(["frames", "--cards", "40", "--frames", "3", "--against-bare"])
        .output()
        .expect("bifronte runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    let line = err.lines().find(|l| l.starts_with("error: frames --against-bare")).unwrap_or_else(|| panic!("{err}"));
    assert!(line.contains("--panels-over-view"), "{line}");
}

#[test]
fn a_vulkan_driver_that_offers_no_adapter_is_said_in_one_line_not_a_panic() {
    // A driver manifest naming a file that isn't there: the loader finds no GPU. Without a
    // loader at all, the static check says so first; either way one line and exit status 2.
    // Needs no GPU: it is about the machine that has none.
    for args in [
        &["shot", "scenes/demo.ron", "--bare", "--out", "never.png"][..],
        &["frames", "--cards", "4", "--frames", "2"][..],
    ] {
        let out = crate::harness::bifronte()
            .args(args)
            .env_remove("DISPLAY")
            .env("VK_ICD_FILENAMES", "/nonexistent/bifronte-no-driver.json")
            .env("VK_DRIVER_FILES", "/nonexistent/bifronte-no-driver.json")
            .output()
            .expect("bifronte runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(!err.contains("panicked") && !err.contains("Unable to find a GPU"), "{args:?}: {err}");
        let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error: can't draw the table: ")).collect();
        assert_eq!(lines.len(), 1, "{args:?}: {err}");
        assert!(!Path::new("never.png").exists());
    }
}

#[test]
fn bifronte_frames_with_no_cards_to_generate_a_table_from_says_so_in_one_line() {
    // A data folder with no cards (a moved binary, a broken install): no panic, one line, exit 2.
    let dir = std::env::temp_dir().join(format!("bifronte-no-cards-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("assets/cards")).unwrap();
    let out = crate::harness::bifronte()
        .args(["frames", "--cards", "40", "--frames", "3"])
        .env("BIFRONTE_DATA", &dir)
        .output()
        .expect("bifronte runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let line = err.lines().find(|l| l.starts_with("error: frames:")).unwrap_or_else(|| panic!("no error line: {err}"));
    assert!(line.contains("no cards") && line.contains("--scene"), "{line}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_rendered_crowded_board_has_110_px_cards_a_420_px_preview_and_the_panels_where_the_layout_expects() {
    if !gpu_available(
        "the_rendered_crowded_board_has_110_px_cards_a_420_px_preview_and_the_panels_where_the_layout_expects",
        false,
    ) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-crowded-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shot = shoot_scene(&crowded(), 4, &dir.join("crowded.png"), &["--select", "a-smith"]);
    assert_eq!((shot.width(), shot.height()), (1600, 900));
    let is_felt = |p: [i32; 3]| p[1] > p[0] + 30 && p[1] > p[2] + 20;
    // The 3D view lies where `table_area` says: felt just inside each edge, panels just outside.
    let area = bifronte::overlay::table_area(Vec2::new(1600.0, 900.0));
    let mid = area.center();
    for (inside, outside) in [
        (Vec2::new(area.min.x + 3.0, mid.y), Vec2::new(area.min.x - 3.0, mid.y)),
        (Vec2::new(area.max.x - 3.0, mid.y), Vec2::new(area.max.x + 3.0, mid.y)),
        (Vec2::new(area.max.x - 100.0, area.min.y + 3.0), Vec2::new(area.max.x - 100.0, area.min.y - 3.0)),
        (Vec2::new(area.max.x - 40.0, area.max.y - 3.0), Vec2::new(area.max.x - 40.0, area.max.y + 3.0)),
    ] {
        assert!(is_felt(pixel(&shot, inside)), "felt expected at {inside}: {:?}", pixel(&shot, inside));
        assert!(!is_felt(pixel(&shot, outside)), "a panel expected at {outside}: {:?}", pixel(&shot, outside));
    }
    // The panels' fill is their backdrops', drawn by the table's camera (`overlay::backdrop`) in
    // egui's own panel colour: here in the panels' margins, where nothing is written.
    let fill = bevy_egui::egui::Visuals::dark().panel_fill;
    let fill = [fill.r(), fill.g(), fill.b()].map(i32::from);
    for at in [Vec2::new(3.0, 450.0), Vec2::new(1597.0, 450.0), Vec2::new(area.min.x + 4.0, 899.0)] {
        assert_eq!(pixel(&shot, at), fill, "the panels' colour at {at}");
    }
    // Brutal Cathar's card, measured on the picture along a line through its middle: from felt to felt.
    let laid = laid_out_in(&crowded(), 4, area.width() / area.height());
    let centre = area.min + laid.layout.project(laid.pos("a-cathar"), area.size());
    let run = |dir: f32| {
        (1..200).take_while(|k| !is_felt(pixel(&shot, centre + Vec2::new(0.0, dir * *k as f32)))).count() as f32
    };
    let height = run(-1.0) + run(1.0) + 1.0;
    assert!(height >= 110.0, "Brutal Cathar is drawn {height} px tall");
    // The preview of Village Ironsmith (a red card) in the inspector: its red frame, measured
    // down a column inside its left edge, is at least 420 px tall less the frame's dark edge.
    let red = |p: [i32; 3]| p[0] > 180 && p[1] < 120 && p[2] < 100;
    let y = 200.0;
    let left = (area.max.x as u32..1600).find(|x| red(pixel(&shot, Vec2::new(*x as f32, y)))).expect("a red frame");
    let x = left as f32 + 3.0;
    let top = (25..y as u32).rev().take_while(|yy| red(pixel(&shot, Vec2::new(x, *yy as f32)))).count() as f32;
    let bottom = (y as u32..900).take_while(|yy| red(pixel(&shot, Vec2::new(x, *yy as f32)))).count() as f32;
    assert!(top + bottom >= 400.0, "the preview's frame is {} px tall", top + bottom);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_gif_capture_on_a_fixed_time_step_gives_the_same_frames_twice() {
    if !gpu_available("a_gif_capture_on_a_fixed_time_step_gives_the_same_frames_twice", false) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-gif-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let scene = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/transform/convert.ron");
    let capture = |name: &str| {
        let out = dir.join(name);
        let run = crate::harness::bifronte()
            .arg("gif")
            .arg(&scene)
            .args(["--from", "3", "--to", "3", "--fps", "10", "--size", "160x90", "--out"])
            .arg(&out)
            .env_remove("DISPLAY")
            .env("WGPU_BACKEND", "vulkan")
            .output()
            .expect("bifronte runs");
        assert!(run.status.success(), "bifronte gif failed: {}", String::from_utf8_lossy(&run.stderr));
        (std::fs::read(&out).unwrap(), String::from_utf8_lossy(&run.stdout).into_owned())
    };
    let (a, said) = capture("a.gif");
    let (b, _) = capture("b.gif");
    // Where they differ, which frames do (the files are kept for a look).
    let frames_of = |bytes: &[u8]| {
        let mut decoder = gif::DecodeOptions::new();
        decoder.set_color_output(gif::ColorOutput::RGBA);
        let mut reader = decoder.read_info(bytes).unwrap();
        let mut out = Vec::new();
        while let Some(f) = reader.read_next_frame().unwrap() {
            out.push(f.buffer.to_vec());
        }
        out
    };
    if a != b {
        let (fa, fb) = (frames_of(&a), frames_of(&b));
        let differ: Vec<usize> = (0..fa.len().min(fb.len())).filter(|i| fa[*i] != fb[*i]).collect();
        panic!(
            "two captures of the same steps differ: {} and {} frames, frames {differ:?} differ ({})",
            fa.len(),
            fb.len(),
            dir.display()
        );
    }
    // A GIF of 160x90 frames: the convert's flip (a third of a second) and the hold after it.
    let mut decoder = gif::DecodeOptions::new();
    decoder.set_color_output(gif::ColorOutput::RGBA);
    let mut reader = decoder.read_info(&a[..]).unwrap();
    assert_eq!((reader.width(), reader.height()), (160, 90));
    let mut frames = Vec::new();
    while let Some(f) = reader.read_next_frame().unwrap() {
        frames.push((f.delay, f.buffer.to_vec()));
    }
    assert!(frames.len() >= 8, "{} frames", frames.len());
    assert!(frames.iter().all(|(d, _)| *d == 10), "a tenth of a second each");
    assert!(frames.windows(2).any(|w| w[0].1 != w[1].1), "the card moves between frames");
    assert!(said.contains(&format!("{} frames at 10 fps", frames.len())) && said.contains("160x90"), "{said}");
    // An APNG when the file ends in .png.
    let (apng, _) = capture("c.png");
    assert!(apng.starts_with(b"\x89PNG") && apng.windows(4).any(|w| w == b"acTL"), "an animated PNG");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn every_gallery_scene_captures_without_error() {
    if !gpu_available("every_gallery_scene_captures_without_error", false) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-gallery-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let gallery = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/gallery");
    let mut scenes: Vec<PathBuf> = std::fs::read_dir(&gallery).unwrap().map(|e| e.unwrap().path()).collect();
    scenes.sort();
    assert!(scenes.len() >= 8, "{scenes:?}");
    for scene in scenes {
        let out = dir.join(scene.file_stem().unwrap()).with_extension("gif");
        let run = crate::harness::bifronte()
            .arg("gif")
            .arg(&scene)
            .args(["--fps", "5", "--size", "96x54", "--out"])
            .arg(&out)
            .env_remove("DISPLAY")
            .env("WGPU_BACKEND", "vulkan")
            .output()
            .expect("bifronte runs");
        assert!(run.status.success(), "{}: {}", scene.display(), String::from_utf8_lossy(&run.stderr));
        let gif = std::fs::read(&out).unwrap();
        assert!(gif.starts_with(b"GIF89a") && gif.len() > 1000, "{}", scene.display());
    }
    // Following one card, and a card that isn't there: an error that says which.
    let follow = |id: &str| {
        crate::harness::bifronte()
            .arg("gif")
            .arg(gallery.join("transform.ron"))
            .args(["--fps", "5", "--size", "96x54", "--focus", id, "--out"])
            .arg(dir.join(format!("focus-{id}.gif")))
            .env_remove("DISPLAY")
            .env("WGPU_BACKEND", "vulkan")
            .output()
            .expect("bifronte runs")
    };
    assert!(follow("delver").status.success());
    let missing = follow("nobody");
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("--focus: no object with id \"nobody\""));
    std::fs::remove_dir_all(dir).ok();
}

/// `bifronte ARGS --shot OUT` in a window of its own under Xvfb (at most 3 minutes), its files
/// in `data`.
fn window_under_xvfb(args: &[&str], out: &Path, data: &Path) -> Command {
    let mut c = crate::harness::english(Command::new("timeout"));
    c.args(["180", "xvfb-run", "-a", "-s", "-screen 0 1600x900x24", env!("CARGO_BIN_EXE_bifronte")])
        .args(args)
        .arg("--shot")
        .arg(out)
        .env("XDG_DATA_HOME", data)
        .env("WGPU_BACKEND", "vulkan");
    c
}

/// `bifronte host` and `bifronte join`, each a window under Xvfb, in one game on loopback: each
/// draws its own hand face up where the other draws its hand, and the same kind of table.
#[test]
fn two_networked_windows_each_draw_their_own_hand_face_up() {
    if !gpu_available("two_networked_windows_each_draw_their_own_hand_face_up", true) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-net-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let port = std::net::UdpSocket::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port().to_string();
    let window = |args: &[&str], out: &Path| window_under_xvfb(args, out, &dir);
    let (alice, bob) = (dir.join("alice.png"), dir.join("bob.png"));
    let mut host = window(&["host", "--name", "Alice", "--seed", "7", "--port", &port], &alice).spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_secs(2));
    let joined = window(&["join", &format!("127.0.0.1:{port}"), "--name", "Bob"], &bob).status().unwrap();
    let hosted = host.wait().unwrap();
    assert!(joined.success() && hosted.success(), "join: {joined}, host: {hosted}");
    let (a, b) = (read_png(&alice), read_png(&bob));
    assert_eq!((a.width(), a.height()), (1600, 900));
    // The hand along the bottom: each player's own cards, so the two differ; the library
    // across the table is a back in both.
    let hand = region_difference(&a, &b, Vec2::new(800.0, 720.0), Vec2::new(260.0, 40.0));
    let library = region_difference(&a, &b, Vec2::new(758.0, 128.0), Vec2::new(30.0, 30.0));
    assert!(hand > 4.0 * library.max(1.0), "hands differ by {hand}, the libraries by {library}");
    std::fs::remove_dir_all(dir).ok();
}

/// Two windows under Xvfb join one table through `bifronte serve`: Alice opens it from the
/// command line (`join SERVER --room Main --create Duel`), Bob finds it by name; each draws
/// its own hand face up where the other draws its hand.
#[test]
fn two_windows_join_one_table_through_a_server() {
    if !gpu_available("two_windows_join_one_table_through_a_server", true) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-served-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let tables = 40_000 + (std::process::id() % 1000) as u16 * 5;
    struct Stop(std::process::Child);
    impl Drop for Stop {
        fn drop(&mut self) {
            self.0.kill().ok();
            self.0.wait().ok();
        }
    }
    let _server = Stop(
        crate::harness::bifronte()
            .args(["serve", "--port", &port.to_string(), "--table-ports", &format!("{tables}-{}", tables + 4)])
            .arg("--data")
            .arg(dir.join("server"))
            .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap(),
    );
    std::thread::sleep(std::time::Duration::from_secs(1));
    let server = format!("127.0.0.1:{port}");
    let window = |args: &[&str], out: &Path| {
        let served: Vec<&str> =
            ["join", server.as_str(), "--room", "Main"].into_iter().chain(args.iter().copied()).collect();
        // The server's key is remembered in this run's own settings: a port another run's
        // server had doesn't read as a changed key.
        let mut c = window_under_xvfb(&served, out, &dir);
        c.env("XDG_CONFIG_HOME", dir.join("config"));
        c
    };
    let (alice, bob) = (dir.join("alice.png"), dir.join("bob.png"));
    let mut first = window(&["--create", "Duel", "--name", "Alice"], &alice).spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_secs(3));
    let joined = window(&["--table", "Duel", "--name", "Bob"], &bob).status().unwrap();
    let opened = first.wait().unwrap();
    assert!(joined.success() && opened.success(), "Bob: {joined}, Alice: {opened}");
    let (a, b) = (read_png(&alice), read_png(&bob));
    let hand = region_difference(&a, &b, Vec2::new(800.0, 720.0), Vec2::new(260.0, 40.0));
    let library = region_difference(&a, &b, Vec2::new(758.0, 128.0), Vec2::new(30.0, 30.0));
    assert!(hand > 4.0 * library.max(1.0), "hands differ by {hand}, the libraries by {library}");
    std::fs::remove_dir_all(dir).ok();
}

/// `bifronte replay FILE --turn 3`: the viewer opens at turn 3's start, with its strip under
/// the table; the position's cursor (yellow) stands two thirds of the way along (turn 3 of a
/// game whose actions are spread evenly over its turns).
#[test]
fn the_replay_viewer_opens_at_a_turn_with_its_strip_under_the_table() {
    if !gpu_available("the_replay_viewer_opens_at_a_turn_with_its_strip_under_the_table", true) {
        return;
    }
    use bifronte::rules::Action;
    use bifronte::session::replay::{REPLAY_FORMAT, ReplayHeader, ReplayLine};
    let dir = std::env::temp_dir().join(format!("bifronte-replay-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (db, _) = CardDb::load_default();
    let mut game = bifronte::cli::game_scene(bifronte::i18n::Lang::En, &[], Some(3), None, &[], &db).unwrap();
    game.scene.mode = bifronte::rules::RulesMode::Free;
    let mut actions: Vec<Action> = game
        .scene
        .steps
        .iter()
        .filter_map(|s| if let bifronte::scene::Step::Do(a) = s { Some(a.clone()) } else { None })
        .collect();
    // Three turns of the same number of actions each: the third turn begins two thirds along.
    let opening = actions.len();
    for _ in 0..3 {
        for k in 0..12 {
            actions.push(Action::ChangeLife { player: "Bob".into(), by: if k % 2 == 0 { -1 } else { 1 } });
        }
        actions.push(Action::PassTurn);
    }
    let header = ReplayHeader { format: REPLAY_FORMAT, started: 0, title: "three turns".into(), table: game.table() };
    let mut text = format!("{}\n", bifronte::format::compact_ron(&header));
    for (i, a) in actions.iter().enumerate() {
        text.push_str(&bifronte::format::compact_ron(&ReplayLine::At(i as u64 * 500, Box::new(a.clone()))));
        text.push('\n');
    }
    let file = dir.join("three.replay.ron");
    std::fs::write(&file, text).unwrap();
    let out = dir.join("viewer.png");
    let file_arg = file.display().to_string();
    let status = window_under_xvfb(&["replay", &file_arg, "--turn", "3"], &out, &dir).status().unwrap();
    assert!(status.success(), "{status}");
    let img = read_png(&out);
    // The cursor: the brightest yellow column of the strip's timeline row.
    let (w, h) = (img.width() as f32, img.height() as f32);
    let yellow = |p: [i32; 3]| p[0] > 200 && p[1] > 170 && p[2] < 130;
    // The strip spans the table's width: between the scene panel and the inspector.
    let (left, right) = (w * 250.0 / 1600.0, w * 1270.0 / 1600.0);
    let in_strip = |x: &f32| *x > left && *x < right;
    let columns = |y: f32| -> Vec<f32> {
        (0..img.width()).map(|x| x as f32).filter(in_strip).filter(|x| yellow(pixel(&img, Vec2::new(*x, y)))).collect()
    };
    // The cursor is a thin vertical line: rows where the yellow is a few pixels wide, under
    // the hand (whose cards have yellow frames) and over the log.
    let row: Vec<f32> = (0..img.height())
        .map(|y| y as f32)
        .filter(|y| *y > h * 0.79 && *y < h * 0.9)
        .filter(|y| (1..=4).contains(&columns(*y).len()))
        .collect();
    assert!(row.len() >= 10, "a yellow cursor in the strip ({} rows)", row.len());
    let xs = columns(row[row.len() / 2]);
    let x = xs[xs.len() / 2];
    let along = (x - left) / (right - left);
    let expected = (opening + 2 * 13 + 1) as f32 / actions.len() as f32;
    assert!((along - expected).abs() < 0.08, "the cursor at {along:.2} of the strip, expected {expected:.2}");
    std::fs::remove_dir_all(dir).ok();
}

/// Issue 49's keyboard alone: a game's opening played with key events only, in a window under
/// Xvfb (`game --shot --keys`, which sends them as the window's own keyboard events). Enter
/// keeps the opening hand (the dialog's first button has the focus, 103.5), Alice's then Bob's
/// (the hot-seat window sits at each deciding seat in turn, then at the first player's); an arrow puts the
/// focus ring on the first card Alice may play (a land, lit: `MayActWith`) and Enter opens its
/// menu, whose first item plays it (305.1); the arrows go down to the hand and along it to its
/// first card, whose menu offers no second land (305.2) and whose *Move to* submenu puts it
/// into the graveyard; Space passes priority (117.3d); Ctrl+S saves.
#[test]
fn the_opening_of_a_game_is_played_with_the_keys_alone() {
    use bifronte::rules::{InZone, Labels, Zone};
    if !gpu_available("the_opening_of_a_game_is_played_with_the_keys_alone", true) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("bifronte-keys-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let keys = [
        "Enter Enter",                              // Alice keeps, then Bob (the seat follows, 103.5)
        "Down Enter Enter",                         // the ring on the hand's first card, its menu, Play
        "Down Down Down",                           // back down to the hand
        "Left Left Left Left Left Left Left Enter", // its first card, its menu
        "Down Enter Down Enter",                    // (the turn's land played: no Play, 305.2) Move to → Graveyard
        "Space Ctrl+S",                             // pass priority, save
    ]
    .join(" ");
    let out = dir.join("keys.png");
    let status = window_under_xvfb(&["game", "--seed", "42", &format!("--keys={keys}")], &out, &dir)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_STATE_HOME", dir.join("state"))
        .status()
        .unwrap();
    assert!(status.success(), "bifronte game --keys failed: {status}");
    let saved = dir.join("bifronte").join("table.ron");
    let text = std::fs::read_to_string(&saved).unwrap_or_else(|e| panic!("Ctrl+S saved nothing at {saved:?}: {e}"));
    let (db, _) = CardDb::load_default();
    let l = load_scene(&saved, &db).unwrap();
    let mut app = rules_app(db);
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps {
        run_step(&mut app, s);
    }
    let done: Vec<String> =
        app.world().resource::<bifronte::rules::ActionHistory>().0.iter().map(|a| format!("{a:?}")).collect();
    let played: Vec<&String> = done.iter().filter(|a| a.starts_with("PlayLand")).collect();
    assert_eq!(played.len(), 1, "one land played by keys: {done:?}");
    let id = |a: &str| a.split('"').nth(1).unwrap().to_string();
    let labels = app.world().resource::<Labels>().0.clone();
    let zone = |id: &str| app.world().get::<InZone>(labels[id]).unwrap().zone;
    let name = |id: &str| app.world().get::<bifronte::rules::Characteristics>(labels[id]).unwrap().name.to_string();
    let land = id(played[0]);
    assert_eq!((name(&land), zone(&land)), ("Forest".to_string(), Zone::Battlefield));
    let moved = done
        .iter()
        .find(|a| a.starts_with("Move") && a.contains("to: Graveyard"))
        .unwrap_or_else(|| panic!("a move to the graveyard in {done:?}"));
    let moved = id(moved);
    assert_ne!(moved, land);
    assert_eq!(zone(&moved), Zone::Graveyard);
    assert!(
        done.iter().any(|a| a.starts_with("PassPriority") && a.contains("Alice")),
        "Space passed Alice's priority: {done:?}"
    );
    assert!(!text.contains("Mulligan"), "Enter kept the hand");
    std::fs::remove_dir_all(dir).ok();
}

/// The three dichromacies of Machado, Oliveira and Fernandes (2009), at severity 1, as matrices
/// over linear RGB: what a protanope, a deuteranope and a tritanope see of a colour.
const DICHROMACIES: [(&str, [[f32; 3]; 3]); 3] = [
    ("protanopia", [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
    ("deuteranopia", [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]]),
    ("tritanopia", [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]]),
];

/// The relative luminance (WCAG) of a pixel as seen through `m`.
fn seen_luminance(p: [i32; 3], m: &[[f32; 3]; 3]) -> f32 {
    let lin = |c: i32| {
        let c = c as f32 / 255.0;
        if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    };
    let rgb = p.map(lin);
    let seen: Vec<f32> =
        m.iter().map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0)).collect();
    0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2]
}

/// Issue 49's "no information by colour alone", checked on a shot through a simulation of each
/// dichromacy: every badge on a card (its counters, its damage, "attacking") is a word whose
/// letters stand out of the badge by luminance alone (a contrast of at least 4.5:1, WCAG's
/// for text), and a tapped creature is told from an untapped one by its shape (701.26a): on
/// the felt, Memnite is wider than tall and Grizzly Bears taller than wide.
#[test]
fn marks_read_in_words_and_shapes_through_a_colour_blindness_simulation() {
    use bifronte::overlay::marks::{badge_lines, card_badges};
    if !gpu_available("marks_read_in_words_and_shapes_through_a_colour_blindness_simulation", false) {
        return;
    }
    let scene = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/table/marks-in-words.ron");
    let dir = std::env::temp_dir().join(format!("bifronte-colour-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let steps = 9;
    let shot = shoot_scene(&scene, steps, &dir.join("marks.png"), &[]);
    let area = bifronte::overlay::table_area(Vec2::new(1600.0, 900.0));
    let laid = laid_out_in(&scene, steps, area.width() / area.height());
    let ppu = laid.layout.pixels_per_unit(area.size());
    let on_screen = |id: &str| area.min + laid.layout.project(laid.pos(id), area.size());
    let object = |id: &str| laid.view.objects.iter().find(|o| o.entity == laid.ids[id]).expect("seen");
    let mut badges = Vec::new();
    for id in ["angel", "memnite"] {
        let o = object(id);
        let size = if o.tapped { Vec2::new(CARD.y, CARD.x) } else { CARD } * ppu;
        let c = on_screen(id);
        let card = bevy_egui::egui::Rect::from_center_size(
            bevy_egui::egui::pos2(c.x, c.y),
            bevy_egui::egui::vec2(size.x, size.y),
        );
        badges.extend(card_badges(card, o.tapped, &badge_lines(bifronte::i18n::Lang::En, o)));
    }
    let words: Vec<&str> = badges.iter().map(|(_, t)| t.as_str()).collect();
    assert_eq!(words, ["1 +1/+1", "attacking", "1 damage", "attacking"], "the marks are words");
    for (name, m) in &DICHROMACIES {
        for (rect, text) in &badges {
            let r = rect.shrink(2.0);
            let mut seen: Vec<f32> = Vec::new();
            for y in r.top() as u32..r.bottom() as u32 {
                for x in r.left() as u32..r.right() as u32 {
                    seen.push(seen_luminance(pixel(&shot, Vec2::new(x as f32, y as f32)), m));
                }
            }
            seen.sort_by(f32::total_cmp);
            let (dark, light) = (seen[seen.len() * 3 / 100], seen[seen.len() * 97 / 100]);
            let contrast = (light + 0.05) / (dark + 0.05);
            assert!(contrast >= 4.5, "{name}: the badge {text:?} reads at {contrast:.1}:1");
        }
        // Tapped or not, by the card's outline against the felt.
        let felt = seen_luminance(pixel(&shot, area.min + Vec2::new(8.0, 8.0)), m);
        let off_felt = |p: Vec2| (seen_luminance(pixel(&shot, p), m) - felt).abs() > 0.02;
        let extent = |id: &str| {
            let c = on_screen(id);
            let run = |d: Vec2| (1..300).take_while(|k| off_felt(c + d * *k as f32)).count() as f32;
            (run(Vec2::X) + run(-Vec2::X), run(Vec2::Y) + run(-Vec2::Y))
        };
        let (w, h) = extent("memnite");
        assert!(w > h * 1.2, "{name}: tapped Memnite is {w}×{h} px");
        let (w, h) = extent("bears");
        assert!(h > w * 1.2, "{name}: untapped Grizzly Bears is {w}×{h} px");
    }
    std::fs::remove_dir_all(dir).ok();
}
