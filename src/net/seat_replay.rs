//! "My replay": a networked game as one seat saw it. A client keeps, as it plays, every model
//! the host sent its seat (`NAME.seat.ron` in `join/replays/` of its data folder): a header
//! line, then a line for each model with when it came and the log's new lines only. It holds
//! nothing the seat was not sent, so it is safe to hand to anyone; it is not the game's actions
//! (the host's replay holds those, and every hidden card). Each line is flushed as it is
//! written, and a file cut short reads up to its last whole line.
//!
//! `bifronte replay FILE.seat.ron` opens it in the viewer (`SeatReplayPlugin`): the window of a
//! client, drawn from the kept models one after another, with the replay strip.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::client::Connection;
use crate::view::seat::SeatModel;

/// The format written; a newer one is refused with a clear message.
pub const SEAT_REPLAY_FORMAT: u32 = 1;

/// The first line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatReplayHeader {
    /// [`SEAT_REPLAY_FORMAT`].
    pub format: u32,
    /// Whose eyes ("" for a spectator).
    pub seat: String,
    /// The host it was played at.
    pub host: String,
    /// When it began, in milliseconds since the Unix epoch.
    pub started: u64,
}

/// A line after the header: a model, milliseconds after the start, with the log's lines from
/// the given index on (the earlier ones are the previous model's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SeatLine {
    /// (ms, log_from, the model).
    Seen(u64, usize, Box<SeatModel>),
}

/// A seat replay read back: each model whole (its log too).
#[derive(Clone, Debug, Default)]
pub struct SeatReplay {
    /// Whose, where, when.
    pub seat: String,
    /// The host.
    pub host: String,
    /// (ms after the start, the model).
    pub seen: Vec<(u64, SeatModel)>,
    /// The 1-based line it was cut short at, if it was.
    pub cut_at: Option<usize>,
}

/// A value as one line of RON, every field written (a model's fields have no defaults to
/// leave out, unlike an action's).
fn one_line<T: Serialize>(value: &T) -> String {
    use ron::extensions::Extensions;
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .to_string(value)
        .unwrap_or_default()
}

/// Whether a file is a seat replay: `NAME.seat.ron`.
pub fn is_seat_replay(path: &Path) -> bool {
    path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.ends_with(".seat.ron"))
}

/// Reads a seat replay: an error names the line and column; a last line cut short ends it.
pub fn read_seat_replay(path: &Path) -> Result<SeatReplay, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let lines: Vec<&str> = text.lines().collect();
    let whole = if text.ends_with('\n') { lines.len() } else { lines.len().saturating_sub(1) };
    let at =
        |n: usize, e: &ron::error::SpannedError| format!("{}:{}:{}: {}", path.display(), n, e.span.start.col, e.code);
    let Some(first) = lines.first() else { return Err(format!("{}: an empty seat replay", path.display())) };
    let header: SeatReplayHeader = crate::format::ron_options().from_str(first).map_err(|e| at(1, &e))?;
    if header.format > SEAT_REPLAY_FORMAT {
        return Err(format!(
            "{}:1:1: a seat replay of format {} (written by a newer Bifronte); this one reads format {SEAT_REPLAY_FORMAT}",
            path.display(),
            header.format
        ));
    }
    let mut out = SeatReplay { seat: header.seat, host: header.host, ..default() };
    let mut log: Vec<crate::view::seat::LogLine> = Vec::new();
    for (i, line) in lines.iter().enumerate().skip(1) {
        let n = i + 1;
        if line.trim().is_empty() {
            continue;
        }
        match crate::format::ron_options().from_str::<SeatLine>(line) {
            Ok(SeatLine::Seen(ms, from, model)) => {
                let mut model = *model;
                log.truncate(from);
                log.append(&mut model.log);
                model.log = log.clone();
                out.seen.push((ms, model));
            }
            Err(_) if i >= whole => {
                out.cut_at = Some(n);
                break;
            }
            Err(e) => return Err(at(n, &e)),
        }
    }
    Ok(out)
}

/// Where a client keeps its seat replays: beside its rejoin tokens.
pub fn seat_replays_dir(tokens: &Path) -> PathBuf {
    tokens.with_file_name("replays")
}

/// The client's writer: the file of this connection, once it has a seat and a model.
#[derive(Resource, Default)]
pub struct SeatReplayWriter {
    file: Option<(PathBuf, std::fs::File, std::time::Instant)>,
    /// Models written so far.
    pub written: u64,
}

impl SeatReplayWriter {
    /// The file being written.
    pub fn path(&self) -> Option<&Path> {
        self.file.as_ref().map(|f| f.0.as_path())
    }
}

/// Writes the models a client was sent since the last frame (a client that keeps its tokens
/// keeps its replay too).
pub fn keep_seat_replay(mut c: ResMut<Connection>, mut w: ResMut<SeatReplayWriter>) {
    if c.seen.is_empty() {
        return;
    }
    let seen = std::mem::take(&mut c.seen);
    let Some((tokens, host)) = c.options.keep.clone() else { return };
    let seat = c.seat.clone().unwrap_or_default();
    if w.file.is_none() {
        let started = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis());
        let dir = seat_replays_dir(&tokens);
        let who: String = if seat.is_empty() { "spectator".into() } else { seat.clone() };
        let safe: String = who.chars().map(|ch| if ch.is_alphanumeric() { ch } else { '-' }).collect();
        let path = dir.join(format!("{started:014}-{safe}.seat.ron"));
        let header = SeatReplayHeader { format: SEAT_REPLAY_FORMAT, seat, host, started: started as u64 };
        let opened = std::fs::create_dir_all(&dir).and_then(|()| {
            let mut f = std::fs::File::create(&path)?;
            writeln!(f, "{}", one_line(&header))?;
            Ok(f)
        });
        match opened {
            Ok(f) => w.file = Some((path, f, std::time::Instant::now())),
            Err(e) => {
                warn!("can't keep this seat's replay in {}: {e}", dir.display());
                c.options.keep = None;
                return;
            }
        }
    }
    let w = w.into_inner();
    let Some((path, f, t0)) = w.file.as_mut() else { return };
    for (from, model) in seen {
        let line = SeatLine::Seen(t0.elapsed().as_millis() as u64, from, Box::new(model));
        if let Err(e) = writeln!(f, "{}", one_line(&line)).and_then(|()| f.flush()) {
            warn!("{}: {e}", path.display());
            return;
        }
        w.written += 1;
    }
}

impl SeatReplay {
    /// Its timeline, for the strip: a moment a model (its step is the model's index).
    pub fn timeline(&self) -> crate::session::timeline::Timeline {
        let players = self.seen.first().map(|(_, m)| m.players.clone()).unwrap_or_default();
        let moments = self
            .seen
            .iter()
            .enumerate()
            .map(|(i, (_, m))| crate::session::timeline::Moment {
                step: i,
                turn: m.turn,
                phase: m.step.clone(),
                lives: players
                    .iter()
                    .map(|name| m.table.players.iter().find(|p| p.name == *name).map_or(0, |p| p.life))
                    .collect(),
            })
            .collect();
        crate::session::timeline::Timeline { of: (self.seat.clone(), self.seen.len()), players, moments }
    }
}

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
        app.add_message::<super::protocol::ToHost>()
            .add_systems(Startup, show)
            .add_systems(Update, seat_auto_play)
            .add_systems(Last, seat_commands.before(super::window::forward));
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
    replay: SeatReplay,
    (db, pictures): (crate::cards::CardDb, crate::table::images::FaceImages),
    turn: Option<u32>,
    shot: Option<PathBuf>,
) -> AppExit {
    let who = if replay.seat.is_empty() { "a spectator".to_string() } else { replay.seat.clone() };
    let title = format!("Bifronte — the game as {who} saw it at {}", replay.host);
    let mut app = App::new();
    let mut session = crate::session::Session::default();
    session.autosave = None;
    let options =
        super::client::JoinOptions { name: replay.seat.clone(), spectate: replay.seat.is_empty(), ..default() };
    app.add_plugins(crate::table::window_plugins(&title, (1600, 900)))
        .insert_resource(db)
        .insert_resource(pictures)
        .insert_resource(session)
        // Woken as a networked window is, so playing goes on with no input.
        .insert_resource(crate::table::power::networked_window_settings(super::WINDOW_POLL))
        .insert_resource(Connection::new(options))
        .insert_resource(SeatPlayback::new(replay, turn))
        .add_plugins((super::window::MirrorPlugin, crate::table::TablePlugin, crate::overlay::OverlayPlugin))
        .add_plugins(SeatReplayPlugin);
    if let Some(out) = shot {
        std::fs::remove_file(&out).ok();
        app.insert_resource(crate::table::ShotRequest::of_window(out, crate::table::WINDOW_SHOT_SETTLE));
    }
    app.run()
}
