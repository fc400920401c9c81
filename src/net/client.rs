//! A client: it joins, keeps the latest model the host sent for its seat, and numbers its
//! requests. It never runs the rules kernel: everything it shows came from the host.

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::protocol::{MAX_KEPT, MAX_LOG_LINES, MAX_WHOLE_REPLAYS, ToClient, ToHost};
use super::seat_replay::{SeatReplayFile, SeatReplayWriter, seat_replays_dir};
use crate::rules::Action;
use crate::view::seat::SeatModel;

/// Who this client is and what it asked for.
#[derive(Clone, Debug, Default)]
pub struct JoinOptions {
    /// The name to play under.
    pub name: String,
    /// The decklist's text.
    pub deck: Option<String>,
    /// The game's password.
    pub password: Option<String>,
    /// Watch instead of playing.
    pub spectate: bool,
    /// Where this player's rejoin tokens are kept, and the host they are for ("HOST:PORT"): a
    /// restarted program gets its seat back with the token it kept ([`TokenStore`]).
    pub keep: Option<(std::path::PathBuf, String)>,
}

/// Where a player keeps its rejoin tokens, one per host and name (a served pod's seat's too,
/// under the server and the pod).
pub fn tokens_file() -> std::path::PathBuf {
    crate::session::data_dir().join("join").join("tokens.ron")
}

/// The rejoin tokens a player kept, one per host and name, in a RON file of its own
/// (`bifronte join` keeps it in its data folder), readable by its owner alone. Each host has
/// room for [`TokenStore::PER_HOST`] of them, and what a host says fills only its own room: a
/// host that welcomes its player under seventy names pushes out its own tokens, never another
/// table's. Hosts are kept for the [`TokenStore::HOSTS`] most recently played at.
pub struct TokenStore;

impl TokenStore {
    /// The most tokens kept for one host; its oldest go first.
    pub const PER_HOST: usize = 8;
    /// The most hosts tokens are kept for; the one played at longest ago goes first.
    pub const HOSTS: usize = 64;

    fn read(path: &std::path::Path) -> Vec<(String, String, u64)> {
        std::fs::read_to_string(path).ok().and_then(|t| ron::from_str(&t).ok()).unwrap_or_default()
    }

    /// The token kept for `name` at `host`.
    pub fn get(path: &std::path::Path, host: &str, name: &str) -> Option<u64> {
        let key = super::lobby::name_key(name);
        Self::read(path).into_iter().find(|(h, n, _)| h == host && super::lobby::name_key(n) == key).map(|t| t.2)
    }

    /// Keeps `token` for `name` at `host` (written whole, then renamed), as the newest.
    pub fn put(path: &std::path::Path, host: &str, name: &str, token: u64) -> std::io::Result<()> {
        let key = super::lobby::name_key(name);
        let mut all = Self::read(path);
        all.retain(|(h, n, _)| !(h == host && super::lobby::name_key(n) == key));
        all.push((host.to_string(), name.to_string(), token));
        // This host's oldest past its room.
        let mine = all.iter().filter(|(h, ..)| h == host).count();
        let mut extra = mine.saturating_sub(Self::PER_HOST);
        all.retain(|(h, ..)| {
            let drop = extra > 0 && h == host;
            extra -= usize::from(drop);
            !drop
        });
        // The hosts played at longest ago, past the most kept (the list is oldest first).
        let mut hosts: Vec<&str> = Vec::new();
        for (h, ..) in all.iter().rev() {
            if !hosts.contains(&h.as_str()) {
                hosts.push(h);
            }
        }
        let kept: Vec<String> = hosts.into_iter().take(Self::HOSTS).map(str::to_string).collect();
        all.retain(|(h, ..)| kept.contains(h));
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = ron::ser::to_string_pretty(&all, Default::default()).map_err(std::io::Error::other)?;
        crate::format::write_secret(path, text.as_bytes())
    }
}

/// The client's state: what the host said, and what this client asked.
#[derive(Resource, Debug, Default)]
pub struct Connection {
    /// How this client joins.
    pub options: JoinOptions,
    /// The seat the host gave ("" for a spectator; `None` before the welcome).
    pub seat: Option<String>,
    /// The rejoin token the host gave.
    pub token: Option<u64>,
    /// The last request number used.
    pub last_seq: u64,
    /// The latest model.
    pub model: Option<SeatModel>,
    /// Models received so far.
    pub models: u64,
    /// Who is seated, before the game.
    pub lobby: Vec<String>,
    /// How many seats the game has (from the lobby).
    pub seats: usize,
    /// Requests the host applied, by number (the latest).
    pub applied: u64,
    /// How many requests the host applied for this connection so far.
    pub applied_count: u64,
    /// Refusals, with their request numbers (the last [`MAX_KEPT`]).
    pub refusals: Vec<(u64, String)>,
    /// Refusals so far, kept or not.
    pub refused: u64,
    /// Chat lines: who, what (the last [`MAX_KEPT`]).
    pub chat: Vec<(String, String)>,
    /// Chat lines heard so far, kept or not.
    pub heard: u64,
    /// A chess clock's times as the host last sent them (player, seconds left).
    pub clock: Option<Vec<(String, u32)>>,
    /// Who asks to undo the last action, while the question is open.
    pub undo_asked: Option<(String, crate::i18n::SaidLine)>,
    /// How the last undo asked for ended, in words.
    pub undo_settled: Option<(bool, crate::i18n::Said)>,
    /// Requests waiting for another player's answer: the request's number and whom it waits on.
    pub waiting: Vec<(u64, String)>,
    /// Another player asks this seat to allow a request: its number, who asks, and what.
    pub consent_asked: Option<(u64, String, crate::i18n::SaidLine)>,
    /// The host dropped this connection, and why: the client doesn't connect again.
    pub ended: Option<String>,
    /// Models received and not yet written to this seat's replay, as they came (the log's
    /// index they start at, the model with its new lines): kept only by a client that keeps
    /// its tokens ([`JoinOptions::keep`]); `keep_seat_replay` writes them.
    pub seen: Vec<(usize, SeatModel)>,
    /// The game's whole replay, once the game is over: where it was kept, or why it wasn't
    /// (in a match, the last one's, once the match is over).
    pub whole_replay: Option<Result<std::path::PathBuf, crate::i18n::Said>>,
    /// Whole replays taken so far (at most [`MAX_WHOLE_REPLAYS`]).
    pub whole_replays: u32,
    whole_parts: crate::session::replay_parts::Incoming,
    joined: bool,
}

impl Connection {
    /// A connection that will join with these options (and the token kept for them, if any).
    pub fn new(options: JoinOptions) -> Connection {
        let token = options.keep.as_ref().and_then(|(path, host)| TokenStore::get(path, host, &options.name));
        Connection { options, token, ..default() }
    }

    /// The chat lines heard after the first `seen` of them, as many as are kept.
    pub fn chat_after(&self, seen: u64) -> &[(String, String)] {
        newest(&self.chat, self.heard, seen)
    }

    /// The refusals after the first `seen` of them, as many as are kept.
    pub fn refusals_after(&self, seen: u64) -> &[(u64, String)] {
        newest(&self.refusals, self.refused, seen)
    }
}

/// The items of `list` (the last kept of `total`) after the first `seen`.
fn newest<T>(list: &[T], total: u64, seen: u64) -> &[T] {
    let new = usize::try_from(total.saturating_sub(seen)).unwrap_or(usize::MAX).min(list.len());
    &list[list.len() - new..]
}

/// The client's side: add it to an app with replicon and a backend.
pub struct NetClientPlugin(pub JoinOptions);

impl Plugin for NetClientPlugin {
    fn build(&self, app: &mut App) {
        super::register_protocol(app);
        app.insert_resource(Connection::new(self.0.clone()))
            .add_systems(OnEnter(ClientState::Connected), |mut c: ResMut<Connection>| c.joined = false)
            .init_resource::<SeatReplayWriter>()
            .add_systems(Update, (join, receive, show_clock, keep_seat_replay).chain().in_set(ClientSet));
    }
}

/// The client's systems: join, then take in what the host sent.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClientSet;

/// Joins once connected (again after a reconnect, with the token).
fn join(mut c: ResMut<Connection>, state: Res<State<ClientState>>, mut out: MessageWriter<ToHost>) {
    if *state.get() != ClientState::Connected || c.joined || c.ended.is_some() {
        return;
    }
    c.joined = true;
    let o = c.options.clone();
    // A served seat's password key proved itself at the desk; it never goes to the table.
    let password = o.password.filter(|p| !crate::server::secret::is_seat_key(p));
    out.write(ToHost::Join { name: o.name, deck: o.deck, password, token: c.token, spectate: o.spectate });
}

/// What the host says (a refusal, a goodbye) is kept in the seat's language: its window's, or
/// the one the text client speaks (English where there is none).
fn receive(
    mut c: ResMut<Connection>,
    mut messages: MessageReader<ToClient>,
    lang: Option<Res<crate::session::Language>>,
) {
    let lang = lang.map_or_else(crate::i18n::Lang::default, |l| l.0);
    for m in messages.read() {
        match m.clone() {
            ToClient::Welcome { seat, token, last_seq } => {
                if token != 0
                    && c.token != Some(token)
                    && let Some((path, host)) = &c.options.keep
                    && let Err(e) = TokenStore::put(path, host, &seat, token)
                {
                    warn!("can't keep the rejoin token in {}: {e}", path.display());
                }
                c.seat = Some(seat);
                c.token = Some(token);
                c.last_seq = c.last_seq.max(last_seq);
            }
            ToClient::Lobby { seated, seats } => {
                c.lobby = seated;
                c.seats = seats;
            }
            ToClient::Model { log_from, model } => {
                // The log comes as the lines this client doesn't have yet; a host that would
                // make it longer than a client keeps is not followed.
                let kept = c.model.as_ref().map_or(0, |m| m.log.len());
                if log_from.min(kept).saturating_add(model.log.len()) > MAX_LOG_LINES {
                    warn!("dropped a model whose log would pass {MAX_LOG_LINES} lines");
                    continue;
                }
                if c.options.keep.is_some() {
                    c.seen.push((log_from, (*model).clone()));
                }
                let mut model = *model;
                if log_from > 0
                    && let Some(old) = c.model.take()
                {
                    let mut log = old.log;
                    log.truncate(log_from);
                    log.append(&mut model.log);
                    model.log = log;
                }
                c.model = Some(model);
                c.models += 1;
            }
            ToClient::Applied { seq } => {
                c.applied = c.applied.max(seq);
                c.applied_count += 1;
                c.waiting.retain(|(s, _)| *s != seq);
            }
            ToClient::Refused { seq, reason } => {
                c.waiting.retain(|(s, _)| *s != seq);
                keep_last(&mut c.refusals, (seq, reason.text_in(lang)));
                c.refused += 1;
            }
            ToClient::Waiting { seq, on } => keep_last(&mut c.waiting, (seq, on)),
            ToClient::ConsentAsked { id, by, what } => c.consent_asked = Some((id, by, what)),
            ToClient::ConsentSettled { id } => {
                if c.consent_asked.as_ref().is_some_and(|(asked, ..)| *asked == id) {
                    c.consent_asked = None;
                }
            }
            ToClient::Goodbye { reason } => {
                let reason = reason.text_in(lang);
                keep_last(&mut c.refusals, (0, reason.clone()));
                c.refused += 1;
                c.ended = Some(reason);
            }
            ToClient::Chat { from, text } => {
                keep_last(&mut c.chat, (from, text));
                c.heard += 1;
            }
            ToClient::Clock { times } => c.clock = Some(times),
            // One whole replay a game of a match at most: a host that sends more is not
            // followed.
            ToClient::WholeReplay { .. } if c.whole_replays >= MAX_WHOLE_REPLAYS => {}
            ToClient::WholeReplay { part, parts, bytes } => {
                let dir = c.options.keep.as_ref().map(|(tokens, _)| seat_replays_dir(tokens));
                match (c.whole_parts.take(part, parts, bytes), dir) {
                    (Ok(Some(packed)), Some(dir)) => {
                        c.whole_replays += 1;
                        c.whole_replay = Some(crate::session::replay_parts::keep(lang, &dir, &packed));
                    }
                    (Ok(Some(_)), None) => {
                        c.whole_replays += 1;
                        c.whole_replay = Some(Err("this client keeps no files".into()));
                    }
                    (Ok(None), _) => {}
                    (Err(e), _) => {
                        c.whole_replays += 1;
                        c.whole_replay = Some(Err(e));
                    }
                }
            }
            ToClient::UndoAsked { by, what } => c.undo_asked = Some((by, what)),
            ToClient::UndoSettled { undone, why } => {
                c.undo_asked = None;
                c.undo_settled = Some((undone, why));
            }
        }
    }
}

/// Keeps `item` at the end of `list`, and at most [`MAX_KEPT`] items (the oldest go first).
fn keep_last<T>(list: &mut Vec<T>, item: T) {
    if list.len() >= MAX_KEPT {
        list.drain(..list.len() + 1 - MAX_KEPT);
    }
    list.push(item);
}

/// The host's clock, as the window shows it (the players' panels read [`ChessClock`]).
fn show_clock(c: Res<Connection>, shown: Option<Res<crate::session::clock::ChessClock>>, mut commands: Commands) {
    let Some(times) = &c.clock else { return };
    let left: Vec<(String, std::time::Duration)> =
        times.iter().map(|(p, s)| (p.clone(), std::time::Duration::from_secs(u64::from(*s)))).collect();
    if shown.is_none_or(|s| s.left != left) {
        commands.insert_resource(crate::session::clock::ChessClock { left, ..Default::default() });
    }
}

/// Answers another player's asking ([`Connection::consent_asked`]).
pub fn answer_consent(world: &mut World, id: u64, accept: bool) {
    let mut c = world.resource_mut::<Connection>();
    if c.consent_asked.as_ref().is_some_and(|(asked, ..)| *asked == id) {
        c.consent_asked = None;
    }
    world.write_message(ToHost::Consent { id, accept });
}

/// Asks the host for an action, naming objects by this seat's ids; returns its number.
pub fn request(world: &mut World, action: Action) -> u64 {
    let mut c = world.resource_mut::<Connection>();
    c.last_seq += 1;
    let seq = c.last_seq;
    world.write_message(ToHost::Request { seq, action });
    seq
}

/// Writes the models this client was sent since the last frame into its seat replay (a client
/// that keeps its tokens keeps its replay too).
fn keep_seat_replay(mut c: ResMut<Connection>, w: ResMut<SeatReplayWriter>) {
    if c.seen.is_empty() {
        return;
    }
    let seen = std::mem::take(&mut c.seen);
    let Some((tokens, host)) = c.options.keep.clone() else { return };
    let w = w.into_inner();
    if w.file.is_none() {
        let dir = seat_replays_dir(&tokens);
        match SeatReplayFile::start(&dir, c.seat.as_deref().unwrap_or_default(), &host) {
            Ok(f) => w.file = Some(f),
            Err(e) => {
                warn!("can't keep this seat's replay in {}: {e}", dir.display());
                c.options.keep = None;
                return;
            }
        }
    }
    let Some(f) = w.file.as_mut() else { return };
    for (from, model) in seen {
        if let Err(e) = f.append(from, model) {
            warn!("{}: {e}", f.path().display());
            return;
        }
        w.written += 1;
    }
}
