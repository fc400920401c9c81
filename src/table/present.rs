//! Presentation mode (`bifronte SCENE --present`): the scene plays on its own, a step at a time;
//! Space pauses and resumes it, M plays the motions in slow motion; the camera eases toward
//! the card that acts and back out when the scene rests, and the inspector follows that card.
//! The overlay shows a caption: the step in words and the rules the log cites for it.

use bevy::prelude::*;

use super::CameraRig;
use super::state::Selection;
use crate::rules::{ActionHistory, Labels};
use crate::session::{Playback, TableMotion};

/// How slow slow motion is.
pub const SLOW: f32 = 0.25;
/// How close the camera comes to the acting card (a share of the whole view).
pub const CLOSE_UP: f32 = 0.6;

/// Presentation mode is on.
#[derive(Resource, Clone, Debug, Default)]
pub struct Present {
    /// Motions at a quarter of their speed.
    pub slow: bool,
    /// The actions already followed.
    seen: usize,
    /// Where the camera is going.
    target: CameraRig,
}

/// Presentation mode's systems.
pub struct PresentPlugin;

impl Plugin for PresentPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Present>()
            .add_systems(Update, (slow_motion, inspect_the_acting_card, follow_the_action, ease_camera).chain());
    }
}

/// Starts playing the scene.
pub fn start(world: &mut World) {
    if let Some(mut pb) = world.get_resource_mut::<Playback>() {
        pb.playing = true;
    }
}

/// M switches slow motion (Space pauses and resumes: `input::card_keys` sends it as play/pause
/// while presenting).
fn slow_motion(
    mut keys: MessageReader<super::keymap::KeyCommand>,
    mut present: ResMut<Present>,
    mut time: ResMut<Time<Virtual>>,
) {
    for _ in keys.read().filter(|k| k.0 == super::keymap::Command::SlowMotion) {
        present.slow = !present.slow;
        time.set_relative_speed(if present.slow { SLOW } else { 1.0 });
    }
}

/// The card the latest action names, once per action (`seen` counts the actions followed).
fn acting_card(history: &ActionHistory, labels: &Labels, seen: &mut usize) -> Option<Entity> {
    if history.0.len() <= *seen {
        return None;
    }
    *seen = history.0.len();
    history.0.last().and_then(|a| a.ids().first().and_then(|id| labels.0.get(id.as_str()).copied()))
}

/// The inspector shows the card the latest action names (presenting, and in a capture with the
/// overlay).
pub fn inspect_the_acting_card(
    history: Res<ActionHistory>,
    labels: Res<Labels>,
    mut seen: Local<usize>,
    mut selection: ResMut<Selection>,
) {
    if let Some(e) = acting_card(&history, &labels, &mut seen) {
        selection.selected = Some(e);
    }
}

/// A new action: the camera goes near the card it names; when the scene has played out and the
/// table rests, the camera goes back.
fn follow_the_action(
    history: Res<ActionHistory>,
    labels: Res<Labels>,
    laid: Res<super::CurrentLayout>,
    motion: Res<TableMotion>,
    playback: Option<Res<Playback>>,
    mut present: ResMut<Present>,
) {
    let mut seen = present.seen;
    if let Some(e) = acting_card(&history, &labels, &mut seen)
        && let Some(slot) = laid.0.slot(e)
    {
        let toward = Vec2::new(slot.pos.x, slot.pos.z) - laid.0.view.center();
        present.target = CameraRig { zoom: CLOSE_UP, pan: toward * (1.0 - CLOSE_UP) };
    }
    present.seen = seen;
    let done = playback.is_none_or(|p| !p.playing && p.next >= p.scene.scene.steps.len());
    if done && !motion.0 {
        present.target = CameraRig::default();
    }
}

/// The camera moves a part of the way to its target each frame (on the real clock, so slow
/// motion doesn't slow the camera). While a capture is under way, on the table's clock: it
/// stands still while a frame is on its way back from the renderer, however many updates that
/// takes, so two captures of the same steps give the same frames (`capture`).
fn ease_camera(
    (real, table): (Res<Time<Real>>, Res<Time<Virtual>>),
    capturing: Option<Res<super::capture::Capture>>,
    present: Res<Present>,
    mut rig: ResMut<CameraRig>,
) {
    let target = present.target;
    let delta = if capturing.is_some() { table.delta_secs() } else { real.delta_secs() };
    let t = (delta * 3.0).min(1.0);
    let zoom = rig.zoom + (target.zoom - rig.zoom) * t;
    let pan = rig.pan + (target.pan - rig.pan) * t;
    let close = (zoom - target.zoom).abs() < 1e-3 && pan.distance(target.pan) < 1e-3;
    let next = if close { target } else { CameraRig { zoom, pan } };
    if *rig != next {
        *rig = next;
    }
}
