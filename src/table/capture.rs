//! `bifronte gif`: a scene's steps and animations captured frame by frame on a fixed time step,
//! independent of the wall clock. Each update advances the table's time by exactly one frame
//! (`TimeUpdateStrategy::ManualDuration`), and the table's virtual time stands still while a
//! frame's screenshot is on its way back from the renderer: a slow software renderer gives the
//! same frames, only later. Before each screenshot, time stands still for [`SETTLE_UPDATES`]
//! updates too, so what takes a few updates to show (the seat's model published, a card face
//! drawn again, the marks layer painted) shows in the frame whatever the renderer's speed. The frames are written as an animated GIF (the `gif` crate) or, for a
//! `.png` file, an APNG (the `png` crate).

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::time::TimeUpdateStrategy;

use super::OffscreenTarget;
use crate::session::{Playback, TableMotion};

/// The card a capture follows (`--focus`): the camera frames it and its neighbourhood.
#[derive(Resource, Clone, Debug, Default)]
pub struct Focus(pub Option<String>);

/// While capturing, the camera frames the cards in play (the battlefield, the stack, graveyards
/// and exile), not the empty table around them; before any card is in play, the hands. What
/// is framed in play only grows during a capture, so the camera never jumps in.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Framing(pub Option<Rect>);

/// The part of the felt to show: the cards in play joined with those framed before (`in_play`,
/// updated), else the cards in the hands; `None` when there is no card to show.
pub fn framed_view(
    laid: &super::layout::TableLayout,
    viewed: &super::ViewedTable,
    in_play: &mut Option<Rect>,
    focus: Option<Entity>,
) -> Option<Rect> {
    use crate::rules::Zone;
    let half = super::layout::CARD.max_element() * 0.5;
    // A followed card: it, with room for its neighbours, wherever it goes.
    if let Some(slot) = focus.and_then(|e| laid.slot(e)) {
        return Some(Rect::from_center_half_size(
            Vec2::new(slot.pos.x, slot.pos.z),
            Vec2::splat(half * 1.4 * slot.scale),
        ));
    }
    let around = |wanted: &dyn Fn(Zone) -> bool| {
        laid.slots
            .iter()
            .filter(|(e, _)| viewed.zone(*e).is_some_and(wanted))
            .map(|(_, s)| Rect::from_center_half_size(Vec2::new(s.pos.x, s.pos.z), Vec2::splat(half * s.scale)))
            .reduce(|a, b| a.union(b))
            .map(|r| r.inflate(0.25))
    };
    if let Some(now) = around(&|z| !matches!(z, Zone::Library | Zone::Hand)) {
        *in_play = Some(in_play.map_or(now, |before| before.union(now)));
    }
    in_play.or_else(|| around(&|z| z == Zone::Hand))
}

/// Updates with the table's time standing still before each screenshot: more than what takes
/// longest to show a change (the marks layer's two frames after the model's one).
pub const SETTLE_UPDATES: u32 = 4;

/// Seconds the last frame is held once everything has settled.
pub const HOLD_SECS: f32 = 0.8;

/// The most frames one capture may take (at 30 fps, two minutes).
pub const MAX_FRAMES: usize = 3600;

/// A capture under way.
#[derive(Resource)]
pub struct Capture {
    /// The file to write (.gif, or .png for an APNG).
    pub out: PathBuf,
    /// Frames a second.
    pub fps: u32,
    /// Play from this step (the steps before it are played at once).
    pub from: usize,
    /// Up to this step (inclusive).
    pub to: usize,
    /// The frames so far, shared with the screenshot observer.
    pub frames: Arc<Mutex<Vec<image::RgbaImage>>>,
    /// Screenshots asked for (each comes back as one frame).
    asked: usize,
    /// Frames taken once the scene has settled for good.
    held: u32,
    phase: Phase,
    /// Called with the number of frames taken, as they come.
    pub progress: Option<Box<dyn Fn(usize) + Send + Sync>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Playing the steps before `from` at once.
    Preparing,
    /// Time moves on one frame in the next update.
    Advance,
    /// Time stands still for so many more updates, then the screenshot is asked.
    Settling(u32),
    /// A screenshot is on its way; time stands still.
    InFlight,
    /// The file is written.
    Done,
}

impl Capture {
    /// A capture of steps `from..=to` at `fps`, into `out`.
    pub fn new(out: PathBuf, fps: u32, from: usize, to: usize) -> Capture {
        Capture {
            out,
            fps: fps.clamp(1, 50),
            from,
            to,
            frames: Arc::default(),
            asked: 0,
            held: 0,
            phase: Phase::Preparing,
            progress: None,
        }
    }
}

/// The capture's systems (added by `bifronte gif` only).
pub struct CapturePlugin;

impl Plugin for CapturePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Framing>().add_systems(Last, capture_frame);
    }
}

/// Sets the fixed time step; call before the app runs.
pub fn fixed_time_step(app: &mut App, fps: u32) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(1.0 / fps.clamp(1, 50) as f64)));
}

fn capture_frame(world: &mut World) {
    let Some(phase) = world.get_resource::<Capture>().map(|c| c.phase) else { return };
    stop_after_the_last_step(world);
    match phase {
        Phase::Preparing => prepare(world),
        Phase::Advance => {
            // This update's state is one frame on from the last frame taken: stop the table's
            // time, let what follows from it show, then take it.
            world.resource_mut::<Time<Virtual>>().pause();
            world.resource_mut::<Capture>().phase = Phase::Settling(SETTLE_UPDATES);
        }
        Phase::Settling(left) if left > 0 => world.resource_mut::<Capture>().phase = Phase::Settling(left - 1),
        Phase::Settling(_) => {
            shoot(world);
            world.resource_mut::<Capture>().phase = Phase::InFlight;
        }
        Phase::InFlight => {
            let taken = world.resource::<Capture>().frames.lock().map_or(0, |f| f.len());
            if taken < world.resource::<Capture>().asked {
                return;
            }
            if let Some(p) = &world.resource::<Capture>().progress {
                p(taken);
            }
            if finished(world) || taken >= MAX_FRAMES {
                write(world);
                return;
            }
            world.resource_mut::<Time<Virtual>>().unpause();
            world.resource_mut::<Capture>().phase = Phase::Advance;
        }
        Phase::Done => {}
    }
}

fn shoot(world: &mut World) {
    let target = world.get_resource::<OffscreenTarget>().map(|t| t.0.clone());
    let frames = world.resource::<Capture>().frames.clone();
    let screenshot = target.map_or_else(Screenshot::primary_window, Screenshot::image);
    world.spawn(screenshot).observe(move |shot: On<ScreenshotCaptured>| {
        if let Ok(img) = shot.image.clone().try_into_dynamic()
            && let Ok(mut f) = frames.lock()
        {
            f.push(img.to_rgba8());
        }
    });
    world.resource_mut::<Capture>().asked += 1;
}

/// Whether step `to` (1-based) has been played: playing stops there.
fn played_to(world: &World) -> bool {
    let to = world.resource::<Capture>().to;
    world.get_resource::<Playback>().is_none_or(|p| p.next >= to.min(p.scene.scene.steps.len()))
}

fn stop_after_the_last_step(world: &mut World) {
    if played_to(world)
        && let Some(mut pb) = world.get_resource_mut::<Playback>()
        && pb.playing
    {
        pb.playing = false;
    }
}

/// The steps before `from` are played at once; once the table has settled the recording starts
/// with the scene playing.
fn prepare(world: &mut World) {
    let from = world.resource::<Capture>().from;
    // A step played is a `Do` with the expectations before it: behind while the next `Do` comes
    // before `from`.
    let behind = world.get_resource::<Playback>().is_some_and(|p| {
        let steps = &p.scene.scene.steps;
        let next_do = (p.next..steps.len()).find(|&i| matches!(steps[i], crate::scene::Step::Do(_)));
        next_do.is_some_and(|i| i + 1 < from)
    });
    if behind {
        crate::session::history::step_once(world);
        return;
    }
    if world.get_resource::<TableMotion>().is_some_and(|m| m.0) {
        world.resource_mut::<Capture>().held = 0;
        return;
    }
    // A few frames at rest first: textures uploaded, the layout and the camera settled.
    let mut c = world.resource_mut::<Capture>();
    c.held += 1;
    if c.held < 4 {
        return;
    }
    c.held = 0;
    if let Some(mut pb) = world.get_resource_mut::<Playback>() {
        pb.playing = true;
        pb.since_step = crate::session::PLAY_PAUSE_SECS;
    }
    world.resource_mut::<Capture>().phase = Phase::Advance;
}

/// The scene has played to `to`, everything has settled, and the last frame was held.
fn finished(world: &mut World) -> bool {
    let played = played_to(world);
    let moving = world.get_resource::<TableMotion>().is_some_and(|m| m.0);
    let mut c = world.resource_mut::<Capture>();
    if !played || moving {
        c.held = 0;
        return false;
    }
    c.held += 1;
    c.held as f32 >= HOLD_SECS * c.fps as f32
}

fn write(world: &mut World) {
    let (out, fps, frames) = {
        let c = world.resource::<Capture>();
        (c.out.clone(), c.fps, c.frames.lock().map(|f| f.clone()).unwrap_or_default())
    };
    world.resource_mut::<Capture>().phase = Phase::Done;
    let result = encode(&out, fps, &frames);
    match result {
        Ok(bytes) => {
            let secs = frames.len() as f32 / fps as f32;
            let (w, h) = frames.first().map_or((0, 0), |f| f.dimensions());
            println!(
                "wrote {}: {} frames at {fps} fps ({secs:.1} s), {w}x{h}, {:.2} MB",
                out.display(),
                frames.len(),
                bytes as f64 / 1e6
            );
            world.write_message(AppExit::Success);
        }
        Err(e) => {
            error!("{}: {e}", out.display());
            world.write_message(AppExit::error());
        }
    }
}

/// Why captured frames weren't written: none were captured, a GIF can't be that large, or
/// the encoder or the file failed (its words).
#[derive(Debug)]
pub enum Unencoded {
    /// No frame was captured.
    NoFrames,
    /// Too large for a GIF (width, height).
    TooLarge(u32, u32),
    /// The encoder's or the system's words.
    Failed(String),
}

impl Unencoded {
    fn of(e: impl std::fmt::Display) -> Unencoded {
        Unencoded::Failed(e.to_string())
    }
}

impl std::fmt::Display for Unencoded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unencoded::NoFrames => f.write_str("no frame was captured"),
            Unencoded::TooLarge(w, h) => write!(f, "{w}×{h} is too large for a GIF"),
            Unencoded::Failed(why) => f.write_str(why),
        }
    }
}

/// Writes the frames as a GIF, or an APNG when the file ends in `.png`; returns its size.
pub fn encode(out: &std::path::Path, fps: u32, frames: &[image::RgbaImage]) -> Result<u64, Unencoded> {
    let first = frames.first().ok_or(Unencoded::NoFrames)?;
    let (w, h) = first.dimensions();
    let apng = out.extension().and_then(|e| e.to_str()).is_some_and(|e| e.eq_ignore_ascii_case("png"));
    let mut bytes = Vec::new();
    if apng {
        let mut enc = png::Encoder::new(&mut bytes, w, h);
        enc.set_color(png::ColorType::Rgba);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_animated(frames.len() as u32, 0).map_err(Unencoded::of)?;
        let mut writer = enc.write_header().map_err(Unencoded::of)?;
        for f in frames {
            writer.set_frame_delay(1, fps as u16).map_err(Unencoded::of)?;
            writer.write_image_data(f.as_raw()).map_err(Unencoded::of)?;
        }
        writer.finish().map_err(Unencoded::of)?;
    } else {
        let (gw, gh) = (
            u16::try_from(w).map_err(|_| Unencoded::TooLarge(w, h))?,
            u16::try_from(h).map_err(|_| Unencoded::TooLarge(w, h))?,
        );
        let mut enc = gif::Encoder::new(&mut bytes, gw, gh, &[]).map_err(Unencoded::of)?;
        enc.set_repeat(gif::Repeat::Infinite).map_err(Unencoded::of)?;
        // Delays are in hundredths of a second; browsers slow 1 or less to 10, so at least 2.
        let delay = ((100.0 / fps as f32).round() as u16).max(2);
        for f in frames {
            let mut rgba = f.as_raw().clone();
            let mut frame = gif::Frame::from_rgba_speed(gw, gh, &mut rgba, 10);
            frame.delay = delay;
            enc.write_frame(&frame).map_err(Unencoded::of)?;
        }
    }
    crate::format::write_atomic(out, &bytes).map_err(Unencoded::of)?;
    Ok(bytes.len() as u64)
}
