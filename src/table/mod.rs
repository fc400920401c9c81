//! The table window: a 3D card table drawn from the viewer-filtered view of the rules kernel.
//! It never changes game state: input becomes `ActionRequest`s.
//!
//! - [`state`]: the window's state the overlay shares (seat, hovered, selection);
//! - [`language`]: the window's language, which its panels read from their egui context;
//! - [`keymap`]: every key, for the input handlers and the help screen;
//! - [`input`]: pointer and keys become actions and session commands;
//! - [`layout`]: where each object lies (pure, tested headlessly);
//! - [`face_art`]: card faces and backs drawn into textures;
//! - [`card_material`]: the material a card side is drawn with (its texture, unlit);
//! - [`power`]: the low-power path on a software renderer, and drawing only on change;
//! - [`images`]: face pictures from `assets/images/` or `--images DIR`, drawn instead of the frame;
//! - [`visuals`]: one visual per object, its textures, and its eased, interruptible animations
//!   (transform flips about the long axis with a lift and a shadow, face-down flips over the
//!   short axis, taps rotate, zone changes travel, tokens that cease to exist dissolve).

pub mod capture;
pub mod card_material;
pub mod combat;
pub mod face_art;
pub mod flat_material;
pub mod focus;
pub mod images;
pub mod input;
pub mod keymap;
pub mod language;
pub mod layout;
pub mod power;
pub mod present;
pub mod shot_keys;
pub mod sides;
pub mod state;
pub mod targets;
pub mod viewed;
pub mod visuals;

use std::path::PathBuf;

use bevy::app::PluginGroupBuilder;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::pipelined_rendering::PipelinedRenderingPlugin;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::window::WindowResolution;

use crate::session::{Playback, SessionSystems};
use keymap::{Command, KeyCommand};
pub use state::{CurrentLayout, Dialog, Hovered, KeyboardTaken, PointerTaken, RemoteModel, Seat, Selection, seated};
pub use viewed::{SeatRequest, ViewedTable};

/// What `bifronte shot` asked for: play to a step, let animations settle, save, exit.
#[derive(Resource, Clone, Debug)]
pub struct ShotRequest {
    /// The PNG to write.
    pub out: PathBuf,
    /// Play the scene up to this step.
    pub step: usize,
    /// Frames left to wait once everything has settled.
    pub settle: u32,
    /// The screenshot has been asked for.
    pub taken: bool,
    /// Window size in pixels.
    pub size: Option<(u32, u32)>,
    /// Whose seat to shoot from.
    pub seat: Option<String>,
    /// Without the overlay's panels.
    pub bare: bool,
    /// The object to select (the inspector shows it), by id.
    pub select: Option<String>,
    /// A dialog to open.
    pub open: Option<Dialog>,
    /// In a real window rather than offscreen.
    pub window: bool,
    /// With presentation mode's caption.
    pub present: bool,
    /// Keys to press once the scene has played, before the shot ("Right Enter Ctrl+S").
    pub keys: Option<String>,
}

/// Where the table is drawn when there is no window (`bifronte shot`): an image the cameras
/// render to and the screenshot reads.
#[derive(Resource, Clone, Debug)]
pub struct OffscreenTarget(pub Handle<Image>);

impl OffscreenTarget {
    /// The render target cameras use: the image, or the primary window when there is none.
    pub fn render_target(offscreen: Option<&OffscreenTarget>) -> bevy::camera::RenderTarget {
        match offscreen {
            Some(t) => bevy::camera::RenderTarget::Image(t.0.clone().into()),
            None => bevy::camera::RenderTarget::default(),
        }
    }
}

/// The felt's colour. The felt is the clear colour, not a mesh: a software renderer shades
/// every pixel a mesh covers, and a felt mesh under the whole view cost it 180 ms a frame at
/// 1600×900.
pub const FELT: Color = Color::srgb(0.07, 0.30, 0.17);

/// The table: camera, felt, card visuals, input. The overlay is a plugin of its own
/// (`crate::overlay::OverlayPlugin`); the table never depends on it.
pub struct TablePlugin;

impl ShotRequest {
    /// A screenshot of the window to `out` once the table is there and has settled for
    /// `settle` frames.
    pub fn of_window(out: PathBuf, settle: u32) -> ShotRequest {
        ShotRequest {
            out,
            step: 0,
            settle,
            taken: false,
            size: None,
            seat: None,
            bare: false,
            select: None,
            open: None,
            window: true,
            present: false,
            keys: None,
        }
    }
}

impl Plugin for TablePlugin {
    fn build(&self, app: &mut App) {
        // The player's keys (Settings → Keys), unless the app brought its own.
        if !app.world().contains_resource::<keymap::Keymap>() {
            let (keys, said) = keymap::Keymap::load(&keymap::keys_file());
            keys.put_in_force();
            app.insert_resource(keys);
            if let Some(text) = said {
                warn!("{}", text.text_in(crate::i18n::Lang::En));
                app.insert_resource(crate::session::StatusLine { text, error: true, action: None });
            }
        }
        app.init_resource::<Seat>()
            .init_resource::<language::Language>()
            .init_resource::<CardSize>()
            .init_resource::<CurrentLayout>()
            .init_resource::<state::Settling>()
            .insert_resource(ClearColor(FELT))
            .add_plugins((visuals::VisualsPlugin, input::InputPlugin, power::PowerPlugin))
            .add_systems(Startup, setup_table)
            .add_systems(
                Update,
                (shot_playback, switch_seat, keep_seat_with_its_player, follow_whoever_acts)
                    .chain()
                    .after(input::keyboard)
                    .before(SessionSystems::Commands),
            )
            .init_resource::<CameraRig>()
            .init_resource::<TableArea>()
            .add_systems(Update, camera_controls.after(input::keyboard).after(visuals::VisualSystems::Sync))
            .add_systems(Update, shoot.after(visuals::VisualSystems::Animate))
            .add_systems(
                Update,
                (shot_keys::press_shot_keys, shot_keys::give_egui_the_keys)
                    .run_if(resource_exists::<shot_keys::ShotKeys>)
                    .after(shoot),
            );
    }
}

/// The window's plugins: Bevy's defaults set up for a 1600×900 table, with the settings that
/// software Vulkan (lavapipe under Xvfb) needs: synchronous pipeline compilation and no
/// pipelined rendering.
pub fn window_plugins(title: &str, size: (u32, u32)) -> PluginGroupBuilder {
    render_plugins(title, size, bevy::window::PresentMode::default())
        .add(bevy::picking::mesh_picking::MeshPickingPlugin)
}

/// Bevy's defaults for one window with the software-Vulkan settings, and no picking: what the
/// table and the rendering benchmark's bare-quads baseline have in common.
pub fn render_plugins(title: &str, size: (u32, u32), present_mode: bevy::window::PresentMode) -> PluginGroupBuilder {
    DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: title.to_string(),
                resolution: WindowResolution::new(size.0, size.1),
                present_mode,
                ..default()
            }),
            ..default()
        })
        .set(RenderPlugin { synchronous_pipeline_compilation: true, ..default() })
        .set(crate::net::noise::log_plugin())
        .disable::<PipelinedRenderingPlugin>()
}

/// Bevy's defaults without a window or winit, for drawing into an image: what `bifronte shot`
/// uses, so it needs a Vulkan driver but no display. The app runs its own loop until it exits.
pub fn offscreen_plugins() -> PluginGroupBuilder {
    DefaultPlugins
        .set(WindowPlugin {
            primary_window: None,
            exit_condition: bevy::window::ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        })
        .disable::<bevy::winit::WinitPlugin>()
        .set(RenderPlugin { synchronous_pipeline_compilation: true, ..default() })
        .disable::<PipelinedRenderingPlugin>()
        .add(bevy::app::ScheduleRunnerPlugin::run_loop(std::time::Duration::ZERO))
}

/// Frames a window's shot (`--shot` of `game`, `host`, `join`) waits once the table has
/// settled: a networked window's first requests and the pictures have time to come in.
pub const WINDOW_SHOT_SETTLE: u32 = 40;

/// Where the table shows in its window, in logical pixels: the part the overlay's panels
/// leave (`None`: the whole window). The table's camera draws the whole window, the overlay
/// included, and frames the layout's view into this area: one pass over the window, where a
/// second camera for the overlay cost a software renderer a third of its frame.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct TableArea(pub Option<Rect>);

impl TableArea {
    /// The area within a window of `size` logical pixels.
    pub fn within(&self, size: Vec2) -> Rect {
        self.0.unwrap_or(Rect::from_corners(Vec2::ZERO, size))
    }
}

/// The table's 3D camera, looking straight down at `view` (the part of the felt the layout
/// asks for) through an orthographic projection, without tonemapping (unlit card faces and
/// pictures show their own colours), framing it into `area` of a window of `window` logical
/// pixels.
pub fn table_camera(view: Rect, rig: &CameraRig, window: Vec2, area: Rect) -> impl Bundle {
    let (transform, projection) = camera_placement(view, rig, window, area, (0.0, None));
    (TableCamera, Camera3d::default(), projection, bevy::core_pipeline::tonemapping::Tonemapping::None, transform)
}

/// The table's camera, which the overlay draws on too.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct TableCamera;

/// The cards' least height on the screen, in logical pixels, while the panels and text are
/// larger than 100 % (Settings): [`LEAST_CARD_PX`] times the size, where the view's whole height
/// still shows (both seats' rows stay in sight); 0 for none.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct CardSize(pub f32);

/// A battlefield card's height on a crowded board at 1600×900 and 100 % (the crowded-board
/// test's bar): at a larger size the cards grow with the text.
pub const LEAST_CARD_PX: f32 = 110.0;

impl CardSize {
    /// For panels and text at `scale` %.
    pub fn at(scale: u32) -> CardSize {
        CardSize(if scale > 100 { LEAST_CARD_PX * scale as f32 / 100.0 } else { 0.0 })
    }
}

/// Where the camera sits and how it projects, to frame `view` with the rig's zoom and pan into
/// `area` (logical pixels, y down) of a window of `window` logical pixels: above the middle of
/// the view, +Z (the seated player) at the bottom of the screen. The rest of the window shows
/// the felt around it (under the overlay's panels). With `least_card_px` (see [`CardSize`]), a
/// card is never drawn shorter than that while the view's whole height still shows: where the
/// whole view would make it so, the camera shows the part of it around the seat's hand, every
/// row of both seats, and the sides are a pan away.
pub fn camera_placement(
    view: Rect,
    rig: &CameraRig,
    window: Vec2,
    area: Rect,
    (least_card_px, hand_x): (f32, Option<f32>),
) -> (Transform, Projection) {
    let window = window.max(Vec2::ONE);
    let (shown, per_px) = shown_part(view, rig, area, (least_card_px, hand_x));
    let centre = shown.center();
    let eye = Vec3::new(centre.x, 40.0, centre.y);
    let transform = Transform::from_translation(eye).looking_at(Vec3::new(centre.x, 0.0, centre.y), Vec3::NEG_Z);
    let projection = Projection::Orthographic(OrthographicProjection {
        scaling_mode: bevy::camera::ScalingMode::WindowSize,
        scale: per_px * rig.zoom,
        // The eye's point shows at the area's centre (0, 0 is the window's bottom left).
        viewport_origin: Vec2::new(area.center().x / window.x, 1.0 - area.center().y / window.y),
        near: 0.0,
        far: 100.0,
        ..OrthographicProjection::default_3d()
    });
    (transform, projection)
}

/// The part of the felt (x, z) the camera shows, before the rig's zoom, and table units per
/// logical pixel; see [`camera_placement`]. Where the cards are drawn larger than the whole
/// view fits, the part shown is the view's whole height and across it the seat's hand (its
/// middle at `hand_x`) in the middle.
pub fn shown_part(view: Rect, rig: &CameraRig, area: Rect, (least_card_px, hand_x): (f32, Option<f32>)) -> (Rect, f32) {
    let size = area.size().max(Vec2::ONE);
    // Table units per logical pixel: the whole view fits the area...
    let fit = (view.width() / size.x).max(view.height() / size.y).max(1e-6);
    // ... unless that makes the cards smaller than they may be; but both seats' rows stay in
    // sight: the least height gives way to the view's whole height (what is cut off is at the
    // sides, a pan away).
    let per_px = match least_card_px > 0.0 {
        true => fit.min((layout::CARD.y / least_card_px).max(view.height() / size.y)),
        false => fit,
    };
    let shown = size * per_px;
    // The whole height shows; across, the seat's hand in the middle.
    let mut centre = view.center();
    if let Some(x) = hand_x.filter(|_| shown.x < view.width()) {
        centre.x = x.clamp(view.min.x + shown.x / 2.0, view.max.x - shown.x / 2.0);
    }
    (Rect::from_center_size(centre + rig.pan, shown), per_px)
}

/// The table laid out for a view of `aspect` in an area of `size` logical pixels, its cards at
/// least `least` px tall ([`CardSize`]; 0 for none) with the width that shows of the table at
/// that height, `hand`: where the cards are drawn larger than the whole table fits, the seat's
/// hand is fanned into the width that shows, which is wider than `hand` where the least height
/// gave way to the view's whole height ([`shown_part`]).
pub fn lay_out(
    view: &crate::view::TableView,
    players: &[String],
    seat: &str,
    (aspect, size): (f32, Vec2),
    (least, hand): (f32, Option<f32>),
) -> layout::TableLayout {
    let laid = layout::layout_within(view, players, seat, aspect, hand);
    let Some(hand) = hand else { return laid };
    let area = Rect::from_corners(Vec2::ZERO, size);
    let (shown, _) = shown_part(laid.view, &CameraRig::default(), area, (least, None));
    match shown.width() > hand * 1.01 {
        true => layout::layout_within(view, players, seat, aspect, Some(shown.width())),
        false => laid,
    }
}

/// Zoom and pan: the wheel zooms, a middle-button drag pans, Home resets.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct CameraRig {
    /// The view's size as a share of what the layout asks for (0.35 close up … 1.6 far).
    pub zoom: f32,
    /// How far (x, z) the view is moved from where the layout puts it.
    pub pan: Vec2,
}

impl Default for CameraRig {
    fn default() -> Self {
        CameraRig { zoom: 1.0, pan: Vec2::ZERO }
    }
}

#[allow(clippy::too_many_arguments, reason = "a system takes its world access as parameters")]
fn camera_controls(
    scroll: Res<bevy::input::mouse::AccumulatedMouseScroll>,
    motion: Res<bevy::input::mouse::AccumulatedMouseMotion>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut keys: MessageReader<KeyCommand>,
    taken: Res<PointerTaken>,
    laid: Res<CurrentLayout>,
    mut rig: ResMut<CameraRig>,
    mut camera: Query<(&Camera, &mut Transform, &mut Projection), With<TableCamera>>,
    area: Res<TableArea>,
    framing: Option<ResMut<capture::Framing>>,
    focus: Option<Res<capture::Focus>>,
    labels: Option<Res<crate::rules::Labels>>,
    viewed: Res<ViewedTable>,
    mut framed: Local<Option<(Vec2, Rect)>>,
    (least, ring): (Res<CardSize>, Res<focus::KeyFocus>),
) {
    let before = *rig;
    let window = camera.iter().next().and_then(|(c, ..)| c.logical_target_size()).unwrap_or(Vec2::new(1600.0, 900.0));
    let area = area.within(window);
    if keys.read().any(|k| k.0 == Command::ResetView) {
        *rig = CameraRig::default();
    }
    let view = match framing {
        Some(mut f) => {
            let mut in_play = f.0;
            // A capture follows a card of its scene, by the scene's id (a local table only).
            let followed = focus.and_then(|f| f.0.as_ref().and_then(|id| labels?.0.get(id).copied()));
            let framed = capture::framed_view(&laid.0, &viewed, &mut in_play, followed);
            if f.0 != in_play {
                f.0 = in_play;
            }
            framed.unwrap_or(laid.0.view)
        }
        None => laid.0.view,
    };
    if !taken.0 || *rig != before {
        if scroll.delta.y != 0.0 {
            rig.zoom = (rig.zoom * (1.0 - 0.1 * scroll.delta.y.signum())).clamp(0.35, 1.6);
        }
        if buttons.pressed(MouseButton::Middle) && motion.delta != Vec2::ZERO {
            let per_px = rig.zoom / laid.0.pixels_per_unit(area.size()).max(1e-3);
            rig.pan = (rig.pan - motion.delta * per_px).clamp(-view.size() / 2.0, view.size() / 2.0);
        }
    }
    // The seat's hand, which the camera keeps in sight when it can't show the whole table.
    let hand_x = laid.0.areas.iter().find(|a| a.seat).and_then(|a| {
        laid.0
            .zones
            .iter()
            .find(|z| z.player == a.player && z.zone == crate::rules::Zone::Hand)
            .map(|z| z.rect.center().x)
    });
    // The keyboard's focus ring out of sight (the cards drawn larger than the table fits): the
    // view pans to it.
    if ring.is_changed()
        && let Some(at) = ring.on.as_ref().map(|_| ring.at)
    {
        let (shown, _) = shown_part(view, &rig, area, (least.0, hand_x));
        let half = layout::CARD.y * 0.6;
        let inner =
            Rect::from_center_size(shown.center(), (shown.size() * rig.zoom - Vec2::splat(2.0 * half)).max(Vec2::ZERO));
        let clamped = at.clamp(inner.min, inner.max);
        if clamped != at {
            rig.pan += at - clamped;
        }
    }
    if *rig == before
        && !rig.is_changed()
        && !laid.is_changed()
        && !least.is_changed()
        && !ring.is_changed()
        && *framed == Some((window, area))
    {
        return;
    }
    *framed = Some((window, area));
    for (_, mut t, mut p) in &mut camera {
        let (transform, projection) = camera_placement(view, &rig, window, area, (least.0, hand_x));
        *t = transform;
        *p = projection;
    }
}

fn setup_table(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<flat_material::FlatMaterial>>,
    offscreen: Option<Res<OffscreenTarget>>,
) {
    let target = OffscreenTarget::render_target(offscreen.as_deref());
    let view = Rect::from_center_size(Vec2::ZERO, Vec2::new(16.0, 9.0));
    let window = Vec2::new(1600.0, 900.0);
    let camera = table_camera(view, &CameraRig::default(), window, Rect::from_corners(Vec2::ZERO, window));
    commands.spawn((Name::new("Camera"), camera, target));
    // The middle line between the two players' areas.
    commands.spawn((
        Name::new("Middle line"),
        Mesh3d(meshes.add(Plane3d::new(Vec3::Y, Vec2::new(60.0, 0.015)))),
        MeshMaterial3d(materials.add(flat_material::FlatMaterial::new(Color::srgb(0.12, 0.40, 0.24)))),
        Transform::from_xyz(0.0, -0.005, 0.0),
    ));
}

/// `bifronte shot` plays the scene to its step without keys.
fn shot_playback(world: &mut World) {
    let behind =
        world.get_resource::<ShotRequest>().zip(world.get_resource::<Playback>()).is_some_and(|(s, p)| p.next < s.step);
    if behind {
        crate::session::history::step_once(world);
    }
}

fn switch_seat(
    mut keys: MessageReader<KeyCommand>,
    viewed: Res<ViewedTable>,
    fixed: Option<Res<state::FixedSeat>>,
    mut seat: ResMut<Seat>,
) {
    for _ in keys.read().filter(|k| k.0 == Command::NextSeat) {
        if !viewed.players.is_empty() && fixed.is_none() {
            seat.0 = (seat.0 + 1) % viewed.players.len();
        }
    }
}

/// At a hot-seat game, with Settings' "the seat follows whoever must act" on ([`state::FollowActing`]):
/// when the players the table waits for change ([`crate::view::TableView::waiting`], which the
/// rules kernel says), the window sits at the first of them, unless its seat is one of them.
/// So each player is asked their opening hand in turn (103.5), then sits down as they receive
/// priority (117) or must make a choice. A Tab to another seat stays until the next change.
/// A window that sits at one seat (networked), a scene stepped through or a replay watched
/// doesn't move.
pub fn follow_whoever_acts(
    viewed: Res<ViewedTable>,
    fixed: Option<Res<state::FixedSeat>>,
    follow: Option<Res<state::FollowActing>>,
    playback: Option<Res<Playback>>,
    mut seat: ResMut<Seat>,
    mut last: Local<Vec<String>>,
) {
    if !viewed.is_changed() || viewed.view.waiting == *last {
        return;
    }
    last.clone_from(&viewed.view.waiting);
    let on = follow.is_none_or(|f| f.0) && fixed.is_none() && playback.is_some_and(|p| p.game);
    if !on || last.contains(&viewed.seat) {
        return;
    }
    if let Some(i) = last.first().and_then(|name| viewed.players.iter().position(|p| p == name)) {
        seat.0 = i;
    }
}

/// The seat stays with its player when the table's players come in another order (the next
/// game of a match, whose first player sits first): the window goes on showing the same hand.
fn keep_seat_with_its_player(
    viewed: Res<ViewedTable>,
    mut seat: ResMut<Seat>,
    mut last: Local<(Vec<String>, Option<String>)>,
) {
    if viewed.players != last.0 {
        if let Some(i) = last.1.as_ref().and_then(|n| viewed.players.iter().position(|p| p == n)) {
            seat.0 = i;
        }
        last.0.clone_from(&viewed.players);
    }
    last.1 = viewed.players.get(seat.0).cloned();
}

/// Once the requested step is played and every animation has settled, save a screenshot and exit.
#[expect(clippy::too_many_arguments, reason = "a Bevy system: each parameter is what it reads")]
fn shoot(
    mut commands: Commands,
    mut shot: Option<ResMut<ShotRequest>>,
    playback: Option<Res<Playback>>,
    moving: Query<(), With<visuals::Animating>>,
    mut exit: MessageWriter<AppExit>,
    offscreen: Option<Res<OffscreenTarget>>,
    pictures: Option<Res<images::FaceImages>>,
    viewed: Res<ViewedTable>,
    (settling, mut waited): (Res<state::Settling>, Local<u32>),
    mut keys: Option<ResMut<shot_keys::ShotKeys>>,
) {
    let Some(shot) = shot.as_mut() else { return };
    if shot.taken {
        if std::fs::metadata(&shot.out).is_ok_and(|m| m.len() > 0) {
            exit.write(AppExit::Success);
        }
        return;
    }
    // Without a scene (a networked window), once there is a game: players at the table.
    let played = match playback {
        Some(p) => p.next >= shot.step.min(p.scene.scene.steps.len()),
        None => !viewed.players.is_empty(),
    };
    // A shot shows the pictures: it waits for those still being decoded.
    if !played || !moving.is_empty() || pictures.is_some_and(|p| p.loading()) {
        return;
    }
    // Keys to press first (`--keys`).
    if let Some(keys) = keys.as_mut().filter(|k| !k.done()) {
        keys.go = true;
        return;
    }
    // What the overlay draws over the table, a few frames at most.
    if settling.any() && *waited < 30 {
        *waited += 1;
        return;
    }
    if shot.settle > 0 {
        shot.settle -= 1;
        return;
    }
    if settling.any() {
        // The marks layer never held the marks, or the panels changed every frame.
        warn!("the overlay had not settled after 30 frames ({settling:?}): the shot shows it as egui painted it");
    }
    shot.taken = true;
    let screenshot = offscreen.map_or_else(Screenshot::primary_window, |t| Screenshot::image(t.0.clone()));
    commands.spawn(screenshot).observe(save_to_disk(shot.out.clone()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_a_larger_size_the_cards_are_never_shorter_than_its_share_of_110_px_while_both_seats_rows_show() {
        use bevy::camera::CameraProjection;
        // A view that, fitted whole, draws a card 100 px tall.
        let area = Rect::new(0.0, 0.0, 1000.0, 700.0);
        let view = Rect::from_center_size(Vec2::ZERO, Vec2::new(layout::CARD.y * 10.0, layout::CARD.y * 7.0));
        let window = Vec2::new(1000.0, 700.0);
        // A card's height in pixels, and where the view's far and near edges are on the screen.
        let card_px = |view: Rect, least: f32| {
            let (t, p) = camera_placement(view, &CameraRig::default(), window, area, (least, None));
            let Projection::Orthographic(mut o) = p else { panic!("orthographic") };
            o.update(window.x, window.y);
            let to_px = |w: Vec3| {
                let ndc = o.get_clip_from_view() * (t.to_matrix().inverse() * w.extend(1.0));
                Vec2::new((ndc.x + 1.0) / 2.0 * window.x, (1.0 - ndc.y) / 2.0 * window.y)
            };
            let h = to_px(Vec3::new(0.0, 0.0, layout::CARD.y)).y - to_px(Vec3::ZERO).y;
            (h, to_px(Vec3::new(0.0, 0.0, view.min.y)).y, to_px(Vec3::new(0.0, 0.0, view.max.y)).y)
        };
        let (at_100, top, bottom) = card_px(view, CardSize::at(100).0);
        assert!((at_100 - 100.0).abs() < 0.5 && top.abs() < 0.5 && (bottom - 700.0).abs() < 0.5, "the whole view");
        // A wide, low view, fitted whole, draws a card 50 px tall: at 150 % it is 165 px, the
        // whole height still showing, the sides a pan away.
        let wide = Rect::from_center_size(Vec2::ZERO, Vec2::new(layout::CARD.y * 20.0, layout::CARD.y * 4.0));
        assert!((card_px(wide, 0.0).0 - 50.0).abs() < 0.5);
        let (at_150, top, bottom) = card_px(wide, CardSize::at(150).0);
        assert!((at_150 - 165.0).abs() < 0.5, "at 150 % a card is 110 × 1.5 px, not {at_150}");
        assert!(top >= -0.5 && bottom <= 700.5, "both seats' rows in sight: {top}..{bottom}");
        assert_eq!(CardSize::at(75).0, 0.0, "smaller text leaves the table as it fits");
        // A view taller than 165 px cards leave room for: the least height gives way, the whole
        // height shows (the opponent's rows too) and only the sides are cut.
        let tall = Rect::from_center_size(Vec2::ZERO, Vec2::new(layout::CARD.y * 10.0, layout::CARD.y * 5.0));
        let narrow = Rect::new(0.0, 0.0, 400.0, 700.0);
        let (shown, per_px) = shown_part(tall, &CameraRig::default(), narrow, (CardSize::at(150).0, None));
        assert!((shown.height() - tall.height()).abs() < 1e-3, "the whole height: {shown:?} of {tall:?}");
        assert!(shown.width() < tall.width(), "the sides a pan away: {shown:?}");
        assert!(layout::CARD.y / per_px > 100.0 && layout::CARD.y / per_px < 165.0, "{}", layout::CARD.y / per_px);
    }

    #[test]
    fn the_camera_frames_the_layout_s_view_from_above_into_the_table_area() {
        let view = Rect::new(-6.0, -4.0, 10.0, 5.0);
        let window = Vec2::new(1600.0, 900.0);
        let area = Rect::new(250.0, 23.0, 1270.0, 760.0);
        let (t, p) = camera_placement(view, &CameraRig::default(), window, area, (0.0, None));
        assert_eq!((t.translation.x, t.translation.z), (2.0, 0.5));
        assert!((t.forward().as_vec3() - Vec3::NEG_Y).length() < 1e-5, "straight down");
        assert!((t.up().as_vec3() - Vec3::NEG_Z).length() < 1e-5, "+Z (the seat) at the bottom");
        // The view's corners land inside the area, one pair of its sides on the area's edges.
        let Projection::Orthographic(mut o) = p else { panic!("orthographic") };
        use bevy::camera::CameraProjection;
        o.update(window.x, window.y);
        let to_px = |w: Vec3| {
            let ndc = o.get_clip_from_view() * (t.to_matrix().inverse() * w.extend(1.0));
            Vec2::new((ndc.x + 1.0) / 2.0 * window.x, (1.0 - ndc.y) / 2.0 * window.y)
        };
        let (a, b) = (to_px(Vec3::new(view.min.x, 0.0, view.min.y)), to_px(Vec3::new(view.max.x, 0.0, view.max.y)));
        let shown = Rect::from_corners(a, b);
        assert!((shown.center() - area.center()).length() < 0.5, "{shown:?} in {area:?}");
        assert!(shown.width() <= area.width() + 0.5 && shown.height() <= area.height() + 0.5, "{shown:?}");
        assert!((shown.width() - area.width()).abs() < 0.5 || (shown.height() - area.height()).abs() < 0.5);
        // Zoom shows less of the table, bigger; pan moves the eye.
        let near =
            camera_placement(view, &CameraRig { zoom: 0.5, pan: Vec2::new(1.0, 0.0) }, window, area, (0.0, None));
        assert_eq!(near.0.translation.x, 3.0);
        let Projection::Orthographic(n) = near.1 else { panic!("orthographic") };
        assert!((n.scale - o.scale * 0.5).abs() < 1e-6);
    }
}
