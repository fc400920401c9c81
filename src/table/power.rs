//! Drawing within the machine's means. On a software renderer (lavapipe or llvmpipe, told by
//! the adapter's device type) the table draws without multisampling, which costs a software
//! rasterizer most of its frame; on a GPU it keeps the full look. Everywhere, the window draws
//! only when something changes: input, an animation, scene play, a shot being taken or the
//! overlay asking for it (see [`window_settings`]), so an idle table costs next to nothing.

use std::time::Duration;

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};

use super::ShotRequest;
use super::visuals::Animating;
use crate::session::Playback;

/// Whether the frames are drawn by a software renderer (a CPU adapter).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SoftwareRenderer(pub bool);

/// Whether an adapter's device type is a CPU (Mesa's lavapipe, llvmpipe).
pub fn is_software(info: &RenderAdapterInfo) -> bool {
    format!("{:?}", info.device_type) == "Cpu"
}

/// The window's update modes: only on input or when asked (an animation, scene play, egui),
/// and every five seconds otherwise, focused or not.
pub fn window_settings() -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(Duration::from_secs(5)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(5)),
    }
}

/// A networked window's update modes: as [`window_settings`], but woken every `poll` as well, to
/// read what came over the network (the host's requests and models; a model that changed the
/// table starts an animation, which draws on).
pub fn networked_window_settings(poll: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(poll),
        unfocused_mode: UpdateMode::reactive_low_power(poll),
    }
}

/// The low-power path and the redraw requests.
pub struct PowerPlugin;

impl Plugin for PowerPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<SoftwareRenderer>().add_systems(Update, (low_power_cameras, keep_drawing, clock_wakes));
    }
}

/// Turns multisampling off on every camera when the renderer is a software one.
fn low_power_cameras(
    info: Option<Res<RenderAdapterInfo>>,
    mut software: ResMut<SoftwareRenderer>,
    mut cameras: Query<&mut Msaa, With<Camera>>,
) {
    let Some(info) = info else { return };
    let cpu = is_software(&info);
    if software.0 != cpu {
        software.0 = cpu;
        info!(
            "renderer: {} ({:?}); low-power drawing: {}",
            info.name,
            info.device_type,
            if cpu { "on" } else { "off" }
        );
    }
    if cpu {
        for mut msaa in &mut cameras {
            if *msaa != Msaa::Off {
                *msaa = Msaa::Off;
            }
        }
    }
}

/// A window with a chess clock wakes twice a second, so the clock shown moves and a player
/// whose time runs out loses on time, without drawing every frame.
fn clock_wakes(
    clock: Option<Res<crate::session::clock::ChessClock>>,
    settings: Option<ResMut<WinitSettings>>,
    mut done: Local<bool>,
) {
    if *done || clock.is_none() {
        return;
    }
    if let Some(mut s) = settings {
        s.focused_mode = UpdateMode::reactive_low_power(Duration::from_millis(500));
        s.unfocused_mode = UpdateMode::reactive_low_power(Duration::from_millis(500));
    }
    *done = true;
}

/// Asks for the next frame while something moves, a scene plays, a shot waits or pictures are
/// being decoded.
fn keep_drawing(
    moving: Query<(), With<Animating>>,
    playback: Option<Res<Playback>>,
    shot: Option<Res<ShotRequest>>,
    pictures: Option<Res<super::images::FaceImages>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let decoding = pictures.is_some_and(|p| p.loading());
    if !moving.is_empty() || playback.is_some_and(|p| p.playing) || shot.is_some() || decoding {
        redraw.write(RequestRedraw);
    }
}
