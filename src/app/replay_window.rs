//! The seat replay viewer (`bifronte replay FILE.seat.ron`): a client's window with no
//! connection, drawn from a seat replay's models one after another, with the replay strip
//! (`overlay::ui::timeline`) driving it.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::i18n::Lang;
use crate::net::client::Connection;
use crate::net::seat_replay::SeatReplay;

/// The viewer's position in a seat replay: `next` models shown (the last of them on the
/// table), at least one.
#[derive(Resource)]
pub struct SeatPlayback {
    /// The replay.
    pub replay: SeatReplay,
    timeline: crate::session::timeline::Timeline,
    /// How many models are shown (the table shows the last of them).
    pub next: usize,
    /// Playing on its own.
    pub playing: bool,
    /// How fast (0.25 to 8).
    pub speed: f32,
    since: f32,
}

impl SeatPlayback {
    /// At the first model, or the first of turn `turn`.
    pub fn new(replay: SeatReplay, turn: Option<u32>) -> SeatPlayback {
        let timeline = replay.timeline();
        let len = replay.seen.len();
        let next = turn.map_or(1, |t| timeline.moments.iter().position(|m| m.turn >= t).map_or(len, |k| k + 1));
        SeatPlayback { replay, timeline, next: next.clamp(1, len.max(1)), playing: false, speed: 1.0, since: 0.0 }
    }
}

/// The seat replay viewer's systems, in a client's window with no connection.
pub struct SeatReplayPlugin;

impl Plugin for SeatReplayPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<crate::net::protocol::ToHost>()
            .add_systems(Startup, show)
            .add_systems(Update, seat_auto_play)
            .add_systems(Last, seat_commands.before(crate::app::window::forward));
    }
}

/// Puts the model at the position on the table, and the strip's model in the overlay.
fn show(world: &mut World) {
    let Some(pb) = world.get_resource::<SeatPlayback>() else { return };
    let len = pb.replay.seen.len();
    let Some((_, model)) = pb.replay.seen.get(pb.next.saturating_sub(1)).cloned() else { return };
    let strip = crate::overlay::model::TimelineModel::new(&pb.timeline, len, pb.next, pb.speed);
    let playing = pb.playing;
    let mut c = world.resource_mut::<Connection>();
    c.seat = Some(model.seat.clone());
    c.model = Some(model);
    // The window's mirror takes a model whose number is new.
    c.models += 1;
    world.insert_resource(crate::overlay::model::ShownTimeline { timeline: Some(strip), playing });
    world.resource_mut::<crate::rules::TableRevision>().bump();
}

fn seat_commands(world: &mut World) {
    let commands: Vec<crate::session::TableCommand> =
        world.resource_mut::<Messages<crate::session::TableCommand>>().drain().collect();
    if commands.is_empty() {
        return;
    }
    let Some(mut pb) = world.get_resource_mut::<SeatPlayback>() else { return };
    let len = pb.replay.seen.len().max(1);
    use crate::session::TableCommand as C;
    for c in commands {
        match c {
            C::Next => pb.next = (pb.next + 1).min(len),
            C::Back => pb.next = pb.next.saturating_sub(1).max(1),
            C::Restart => pb.next = 1,
            C::GoTo(n) => pb.next = n.clamp(1, len),
            C::TogglePlay => {
                pb.playing = !pb.playing;
                pb.since = 0.0;
            }
            C::SetSpeed(s) => pb.speed = s.clamp(0.25, 8.0),
            _ => {}
        }
    }
    show(world);
}

fn seat_auto_play(
    time: Res<Time>,
    pb: Option<ResMut<SeatPlayback>>,
    mut out: MessageWriter<crate::session::TableCommand>,
) {
    let Some(mut pb) = pb else { return };
    if !pb.playing {
        return;
    }
    if pb.next >= pb.replay.seen.len() {
        pb.playing = false;
        out.write(crate::session::TableCommand::GoTo(pb.next));
        return;
    }
    pb.since += time.delta_secs();
    if pb.since >= crate::session::PLAY_PAUSE_SECS / pb.speed {
        pb.since = 0.0;
        out.write(crate::session::TableCommand::Next);
    }
}

/// `bifronte replay FILE.seat.ron`: the viewer on a seat replay, at the start of `turn` (the
/// first model without); with `shot`, a screenshot once the table has settled, then exit.
pub fn seat_replay_window(
    lang: Lang,
    replay: SeatReplay,
    (db, pictures): (crate::cards::CardDb, crate::table::images::FaceImages),
    turn: Option<u32>,
    shot: Option<PathBuf>,
) -> AppExit {
    let title = match replay.seat.is_empty() {
        true => lang.t("title-replay-spectator", &[("host", &replay.host)]),
        false => lang.t("title-replay-seat", &[("seat", &replay.seat), ("host", &replay.host)]),
    };
    let mut app = App::new();
    let mut session = crate::session::Session::default();
    session.autosave = None;
    let options =
        crate::net::client::JoinOptions { name: replay.seat.clone(), spectate: replay.seat.is_empty(), ..default() };
    app.add_plugins(crate::table::window_plugins(&title, (1600, 900)))
        .insert_resource(db)
        .insert_resource(pictures)
        .insert_resource(session)
        // Woken as a networked window is, so playing goes on with no input.
        .insert_resource(crate::table::power::networked_window_settings(crate::net::WINDOW_POLL))
        .insert_resource(Connection::new(options))
        .insert_resource(SeatPlayback::new(replay, turn))
        .add_plugins((crate::app::window::MirrorPlugin, crate::table::TablePlugin, crate::overlay::OverlayPlugin))
        .add_plugins(SeatReplayPlugin);
    if let Some(out) = shot {
        std::fs::remove_file(&out).ok();
        app.insert_resource(crate::table::ShotRequest::of_window(out, crate::table::WINDOW_SHOT_SETTLE));
    }
    app.run()
}
