//! `bifronte serve`: a server anyone can run and everyone connects out to. It keeps a lobby
//! (rooms, their tables and players, a chat per room) on one TCP port, runs each table as a
//! process of its own on a port of its range (`tables.rs`), and keeps rooms, tables, seats'
//! rejoin tokens and finished games in SQLite (`store.rs`). Players open no port: their lobby
//! connection and their table's UDP both go out to the server.
//!
//! - `protocol.rs`: the lobby's messages and limits, and the decoder every player byte goes
//!   through.
//! - `wire.rs`: the encrypted frames (SPAKE2, then ChaCha20-Poly1305 per frame).
//! - `secret.rs`: a locked table's password, stretched by the player (Argon2id).
//! - `store.rs`: the database. `tables.rs`: the tables' processes; `report.rs`: what each
//!   reports.
//! - `lobby.rs`: each player's connection: the exchange, the hello, every message answered.
//! - `client.rs`: the player's side (the command line, the window's Play online, tests);
//!   `dialog.rs`: File → Play online, the window's dialog on it.
//!
//! Threads, not an async runtime: a connection is a reader and a writer thread (a lobby is
//! chat-sized traffic), a table's reports come in on a thread each, and one supervisor thread
//! restarts and ends tables. All of them share one [`State`] under a mutex; nothing blocks on
//! the network while holding it (a connection's messages go out through a bounded queue, and a
//! connection that lets it fill is dropped).

pub mod client;
pub mod identity;
mod lobby;
mod pods;
pub mod protocol;
pub mod report;
pub mod secret;
pub mod store;
pub mod tables;
pub mod wire;

use crate::rate::Budget;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::mpsc::{SyncSender, TrySendError};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use protocol::{FromServer, RoomInfo};
use store::Store;
use tables::Table;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// The lobby's TCP port.
    pub port: u16,
    /// The data folder: the database and every table's files.
    pub data: PathBuf,
    /// Tables at most, open and running together.
    pub max_tables: usize,
    /// The ports tables get (inclusive): UDP and TCP, to open on the server's firewall.
    pub table_ports: (u16, u16),
    /// The program each table runs (`bifronte` itself).
    pub exe: PathBuf,
    /// How long a table may stay with nobody connected before it ends.
    pub idle_end: Duration,
    /// How long a table stays once its game is over (players look at the end, chat).
    pub finished_end: Duration,
    /// A table's memory cap, in bytes: a table over it is ended, its autosave kept.
    pub table_memory: u64,
    /// Lobby connections at most, all addresses together (counted from accept, key exchange
    /// included). An address may hold any number of them while there is room; at the budget, a
    /// newcomer from an address holding fewer pushes out the oldest connection of the address
    /// holding the most, so every address keeps a fair share.
    pub max_connections: usize,
    /// Environment variables every table's process gets besides the server's own.
    pub table_env: Vec<(String, String)>,
    /// Tables one address may have open at once when no other address has any (`None`: half
    /// of [`ServeOptions::max_tables`]). As others open theirs, an address's share shrinks to
    /// what is left divided among the addresses holding tables, one at least; and at the
    /// budget, a newcomer holding fewer reclaims the busiest address's table that has been
    /// empty longest (at least [`RECLAIM_EMPTY_AFTER`]).
    pub tables_per_address: Option<usize>,
    /// How long a lobby connection may send nothing once it has said hello (a player pings
    /// every [`client::PING_EVERY`]); a frame begun must be whole within [`FRAME_WITHIN`].
    pub lobby_idle: Duration,
    /// The imported card database draft pods open their sets' boosters from (read when the
    /// first pod is opened), and the tables' processes play with (`BIFRONTE_DB`).
    pub cards: PathBuf,
    /// The language of the server's console lines and of the bots' names at its draft pods
    /// (the command line's: `bifronte serve` sets it).
    pub lang: crate::i18n::Lang,
}

impl ServeOptions {
    /// The defaults for a server on `port` keeping its files in `data`.
    pub fn new(port: u16, data: PathBuf) -> ServeOptions {
        ServeOptions {
            port,
            data,
            max_tables: 50,
            table_ports: (port.saturating_add(1), port.saturating_add(100)),
            exe: std::env::current_exe().unwrap_or_else(|_| PathBuf::from("bifronte")),
            idle_end: Duration::from_secs(600),
            finished_end: Duration::from_secs(120),
            table_memory: 512 * 1024 * 1024,
            max_connections: 600,
            table_env: Vec::new(),
            tables_per_address: None,
            lobby_idle: Duration::from_secs(90),
            cards: crate::cards::store::CardStore::default_path(),
            lang: crate::i18n::Lang::En,
        }
    }
}

/// A connection's messages out, at most this many waiting.
const OUTBOX: usize = 256;
/// How long a connection has to say hello, from its accept.
const HELLO_WITHIN: Duration = Duration::from_secs(10);
/// How long a frame may take once its first byte has come: a connection that sends only part
/// of one is closed then.
pub const FRAME_WITHIN: Duration = Duration::from_secs(10);
/// A refusal counted against a connection is forgiven after this long (strikes decay, so a
/// player who slips now and then is never let go; a flood is).
pub const STRIKE_FORGIVEN_AFTER: Duration = Duration::from_secs(2);
/// How long a table must have been empty before a newcomer may reclaim it at a full server.
pub const RECLAIM_EMPTY_AFTER: Duration = Duration::from_secs(15);
/// How often the supervisor looks at the tables.
const SUPERVISE_EVERY: Duration = Duration::from_millis(200);

struct Room {
    name: String,
    description: String,
    chat: VecDeque<(String, String)>,
}

struct Conn {
    ip: std::net::IpAddr,
    name: String,
    key: String,
    room: Option<String>,
    out: SyncSender<FromServer>,
    /// What it may still send: messages, chat lines, new tables, replays asked for.
    rate: Budget,
    chat: Budget,
    creates: Budget,
    replays: Budget,
    /// The refusals it may still earn before it is let go, one forgiven every
    /// [`STRIKE_FORGIVEN_AFTER`].
    strikes: Budget,
    hello: bool,
}

/// An accepted connection, counted against the budget until its thread ends.
struct Slot {
    ip: std::net::IpAddr,
    since: Instant,
    /// Its socket, to cut it off when a newcomer needs its place.
    stream: std::net::TcpStream,
}

/// Everything the server knows, under one lock.
pub struct State {
    options: ServeOptions,
    store: Store,
    rooms: Vec<Room>,
    conns: HashMap<u64, Conn>,
    tables: BTreeMap<u64, Table>,
    next_conn: u64,
    next_generation: u64,
    /// Connections accepted and not yet ended (key exchange included).
    slots: HashMap<u64, Slot>,
    next_slot: u64,
    /// The server's long-term key, which signs each lobby key exchange.
    key: Arc<identity::KeyPair>,
    /// Who opened each table still running (since this start of the server).
    openers: HashMap<u64, std::net::IpAddr>,
    /// The tables a draft pod's matches are played at: the pod and the match.
    pod_tables: HashMap<u64, (u64, usize)>,
    /// Bots' matches being played now (`lobby::play_bot_matches`).
    bot_matches_running: Arc<std::sync::atomic::AtomicUsize>,
    /// The draft pods.
    pods: pods::Pods,
    /// Lobby messages refused so far (malformed, over a limit), and connections dropped for it.
    pub refused: u64,
    /// Connections dropped for abuse.
    pub dropped: u64,
    /// Connections pushed out to make room for an address holding fewer.
    pub pushed_out: u64,
    /// Empty tables reclaimed for an address holding fewer.
    pub reclaimed: u64,
    /// Tables restarted after their process died.
    pub restarted: u64,
}

/// A running server: its address, and its state for tests and the benchmark.
#[derive(Clone)]
pub struct Server {
    /// The state.
    pub shared: Arc<Mutex<State>>,
    /// The lobby's address.
    pub addr: SocketAddr,
}

fn now_secs() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

fn lock(shared: &Mutex<State>) -> MutexGuard<'_, State> {
    shared.lock().unwrap_or_else(|p| p.into_inner())
}

/// Starts a server: opens the database, restarts every table that hadn't ended, and listens.
/// Returns once the lobby's port is bound; the server runs on its threads until the process
/// ends.
pub fn start(options: ServeOptions) -> Result<Server, String> {
    let store = Store::open(&options.data).map_err(|e| e.to_string())?;
    let key = Arc::new(identity::server_key(&options.data).map_err(|e| e.said().text_in(options.lang))?);
    let listener =
        TcpListener::bind(("0.0.0.0", options.port)).map_err(|e| format!("TCP port {}: {e}", options.port))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let rooms = store
        .rooms()
        .map_err(|e| e.to_string())?
        .into_iter()
        .map(|(name, description)| Room { name, description, chat: VecDeque::new() })
        .collect();
    let live = store.live_tables().map_err(|e| e.to_string())?;
    let pods = pods::Pods::new(options.cards.clone(), options.data.clone(), options.lang);
    let state = State {
        pods,
        options,
        store,
        rooms,
        conns: HashMap::new(),
        tables: BTreeMap::new(),
        next_conn: 1,
        next_generation: 1,
        slots: HashMap::new(),
        next_slot: 1,
        key,
        openers: HashMap::new(),
        pod_tables: HashMap::new(),
        bot_matches_running: Arc::default(),
        refused: 0,
        dropped: 0,
        pushed_out: 0,
        reclaimed: 0,
        restarted: 0,
    };
    let shared = Arc::new(Mutex::new(state));
    {
        let mut s = lock(&shared);
        for row in live {
            let id = row.id;
            s.tables.insert(id, Table::new(row));
            if let Err(e) = launch(&shared, &mut s, id) {
                eprintln!(
                    "{}",
                    s.options.lang.t("cli-table-cannot-restart", &[("id", &id.to_string()), ("why", &e.to_string())])
                );
            } else {
                eprintln!("{}", s.options.lang.t("cli-table-back", &[("id", &id.to_string())]));
            }
        }
    }
    let server = Server { shared: shared.clone(), addr };
    let sup = shared.clone();
    std::thread::Builder::new()
        .name("bifronte supervisor".into())
        .spawn(move || supervise(&sup))
        .map_err(|e| e.to_string())?;
    std::thread::Builder::new()
        .name("bifronte lobby".into())
        .spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let Ok(ip) = stream.peer_addr().map(|a| a.ip()) else { continue };
                let shared = shared.clone();
                // Every accepted connection is counted until its thread ends, so a flood of
                // half-open ones can't make threads without end.
                let Some(slot) = lock(&shared).admit(&stream, ip) else { continue };
                let spawned = std::thread::Builder::new().name("bifronte lobby connection".into()).spawn({
                    let shared = shared.clone();
                    move || {
                        if let Err(e) = lobby::connection(&shared, stream, ip) {
                            bevy::log::debug!("a lobby connection ended: {e}");
                        }
                        lock(&shared).left(slot);
                    }
                });
                if spawned.is_err() {
                    lock(&shared).left(slot);
                }
            }
        })
        .map_err(|e| e.to_string())?;
    Ok(server)
}

/// Starts (or restarts) a table's process.
fn launch(shared: &Arc<Mutex<State>>, s: &mut State, id: u64) -> Result<(), String> {
    let generation = s.next_generation;
    s.next_generation += 1;
    let (exe, data, mut env) = (s.options.exe.clone(), s.options.data.clone(), s.options.table_env.clone());
    // A table reads the server's cards, not its own folder's (where it has none): a pod's
    // decks are of them.
    if s.options.cards.is_file() {
        env.push(("BIFRONTE_DB".into(), s.options.cards.display().to_string()));
    }
    let table = s.tables.get_mut(&id).ok_or("no such table")?;
    let weak = Arc::downgrade(shared);
    let process = tables::start((&exe, &env), &data, &table.row, generation, move |id, generation, report| {
        let Some(shared) = weak.upgrade() else { return };
        let mut s = lock(&shared);
        s.take_report(id, generation, report);
    })?;
    table.process = Some(process);
    table.reported = false;
    Ok(())
}

impl State {
    fn take_report(&mut self, id: u64, generation: u64, report: report::TableReport) {
        let Some(table) = self.tables.get_mut(&id) else { return };
        if table.process.as_ref().is_none_or(|p| p.generation != generation) {
            return;
        }
        let tokens_changed = table.report.tokens != report.tokens;
        let tokens = report.tokens.clone();
        // A pod's match over: counted in its Swiss rounds.
        let played = (report.over.is_some() && !report.match_wins.is_empty()).then(|| report.match_wins.clone());
        let shown = table.take_report(report);
        let room = table.row.room.clone();
        if tokens_changed && let Err(e) = self.store.set_tokens(id, &tokens) {
            eprintln!(
                "{}",
                self.options.lang.t("cli-table-error", &[("id", &id.to_string()), ("why", &e.to_string())])
            );
        }
        if shown {
            self.show_room(&room);
        }
        if let (Some(wins), Some((pod, pairing))) = (played, self.pod_tables.get(&id).copied()) {
            let out = self.pods.match_played(pod, pairing, &wins);
            self.deliver(out);
        }
    }

    /// The rooms as the list shows them.
    fn room_list(&self) -> Vec<RoomInfo> {
        self.rooms
            .iter()
            .map(|r| RoomInfo {
                name: r.name.clone(),
                description: r.description.clone(),
                tables: self.tables.values().filter(|t| t.row.room == r.name).count() as u32,
                players: self.conns.values().filter(|c| c.room.as_deref() == Some(&r.name)).count() as u32,
            })
            .collect()
    }

    fn room_view(&self, room: &str) -> FromServer {
        let mut players: Vec<String> =
            self.conns.values().filter(|c| c.room.as_deref() == Some(room)).map(|c| c.name.clone()).collect();
        players.sort();
        FromServer::Room {
            room: room.to_string(),
            tables: self.tables.values().filter(|t| t.row.room == room).map(Table::info).collect(),
            players,
        }
    }

    /// Sends a room's view to everyone in it, and the rooms' counts to everyone.
    fn show_room(&mut self, room: &str) {
        let view = self.room_view(room);
        let list = FromServer::Rooms(self.room_list());
        let ids: Vec<(u64, bool)> =
            self.conns.iter().filter(|(_, c)| c.hello).map(|(i, c)| (*i, c.room.as_deref() == Some(room))).collect();
        let pods = FromServer::Pods { room: room.to_string(), pods: self.pods.infos(room) };
        for (id, inside) in ids {
            self.send(id, list.clone());
            if inside {
                self.send(id, view.clone());
                self.send(id, pods.clone());
            }
        }
    }

    /// Queues a message for a connection; one whose queue is full is let go.
    /// Sends each message to its connection.
    fn deliver(&mut self, out: pods::Out) {
        for (id, m) in out {
            self.send(id, m);
        }
    }

    fn send(&mut self, id: u64, m: FromServer) {
        let Some(c) = self.conns.get(&id) else { return };
        if let Err(TrySendError::Full(_)) = c.out.try_send(m) {
            eprintln!("{}", self.options.lang.t("cli-lobby-not-reading", &[("name", &c.name)]));
            self.leave(id);
        }
    }

    /// Counts in a connection from `ip`, making room if the budget is spent: the address
    /// holding the most, if it holds at least two more than `ip`, gives up its oldest
    /// connection. `None`: no room (the newcomer's address already holds its share).
    fn admit(&mut self, stream: &std::net::TcpStream, ip: std::net::IpAddr) -> Option<u64> {
        if self.slots.len() >= self.options.max_connections {
            let mut held: HashMap<std::net::IpAddr, usize> = HashMap::new();
            for s in self.slots.values() {
                *held.entry(s.ip).or_default() += 1;
            }
            let mine = held.get(&ip).copied().unwrap_or(0);
            let victim = self
                .slots
                .iter()
                .filter(|(_, s)| held[&s.ip] > mine + 1)
                .max_by_key(|(_, s)| (held[&s.ip], std::cmp::Reverse(s.since)))
                .map(|(id, _)| *id)?;
            if let Some(out) = self.slots.remove(&victim) {
                out.stream.shutdown(std::net::Shutdown::Both).ok();
                self.pushed_out += 1;
            }
        }
        let stream = stream.try_clone().ok()?;
        let id = self.next_slot;
        self.next_slot += 1;
        self.slots.insert(id, Slot { ip, since: Instant::now(), stream });
        Some(id)
    }

    /// A connection's thread ended (or it was pushed out).
    fn left(&mut self, slot: u64) {
        self.slots.remove(&slot);
    }

    /// How many tables `ip` may hold now, and how many it holds: its fair share of the table
    /// budget (see [`ServeOptions::tables_per_address`]).
    fn table_share(&self, ip: std::net::IpAddr) -> (usize, usize) {
        let by_address = self.tables_by_address();
        let mine = by_address.get(&ip).map_or(0, Vec::len);
        let others: usize = by_address.iter().filter(|(a, _)| **a != ip).map(|(_, t)| t.len()).sum();
        let addresses = by_address.keys().filter(|a| **a != ip).count() + 1;
        let max = self.options.max_tables;
        let ceiling = self.options.tables_per_address.unwrap_or(max / 2).max(1);
        let share = ceiling.min((max.saturating_sub(others) / addresses).max(1));
        (share, mine)
    }

    /// The running tables (not being ended) each address opened.
    fn tables_by_address(&self) -> HashMap<std::net::IpAddr, Vec<u64>> {
        let mut by: HashMap<std::net::IpAddr, Vec<u64>> = HashMap::new();
        for (id, ip) in &self.openers {
            if self.tables.get(id).is_some_and(|t| t.ending.is_none()) {
                by.entry(*ip).or_default().push(*id);
            }
        }
        by
    }

    /// At a full server, ends the table that has been empty longest (at least
    /// [`RECLAIM_EMPTY_AFTER`]) of the address holding the most, if it holds at least two more
    /// than `ip`: whether one was.
    fn reclaim_for(&mut self, ip: std::net::IpAddr) -> bool {
        let by_address = self.tables_by_address();
        let mine = by_address.get(&ip).map_or(0, Vec::len);
        let victim = by_address
            .iter()
            .filter(|(a, t)| **a != ip && t.len() > mine + 1)
            .flat_map(|(_, t)| t.iter().map(move |id| (t.len(), *id)))
            .filter_map(|(held, id)| {
                let empty = self.tables.get(&id)?.empty_since?.elapsed();
                (empty >= RECLAIM_EMPTY_AFTER).then_some((held, empty, id))
            })
            .max()
            .map(|(_, _, id)| id);
        let Some(id) = victim else { return false };
        let Some(t) = self.tables.get_mut(&id) else { return false };
        let reason = "nobody was there and another player needed the room".to_string();
        if let Some(p) = t.process.as_mut() {
            p.end(&reason);
        }
        t.ending = Some(reason);
        self.reclaimed += 1;
        true
    }

    fn leave(&mut self, id: u64) {
        let out = self.pods.left(id);
        self.deliver(out);
        let mut rooms = self.pods.forget_empty();
        if let Some(c) = self.conns.remove(&id)
            && let Some(room) = c.room
        {
            rooms.push(room);
        }
        rooms.sort();
        rooms.dedup();
        for room in rooms {
            self.show_room(&room);
        }
    }

    fn pick_port(&self) -> Option<u16> {
        let (lo, hi) = self.options.table_ports;
        let taken: Vec<u16> = self.tables.values().map(|t| t.row.port).collect();
        (lo..=hi).find(|p| !taken.contains(p) && tables::port_free(*p))
    }

    /// Ends a table whose process has exited: keeps its finished game and forgets its files, or
    /// keeps its autosave (a table ended for its memory or its crashes).
    fn finish(&mut self, id: u64, reason: &str, keep_files: bool) {
        let Some(table) = self.tables.remove(&id) else { return };
        let dir = tables::table_dir(&self.options.data, id);
        let game = table.finished_game(&dir, now_secs());
        match self.store.end_table(id, reason, game.as_ref(), now_secs()) {
            Ok(()) => {
                self.openers.remove(&id);
                if !keep_files {
                    std::fs::remove_dir_all(&dir).ok();
                }
                eprintln!("{}", self.options.lang.t("cli-table-ended", &[("id", &id.to_string()), ("why", reason)]));
            }
            Err(e) => {
                // Not recorded: the table stays, to be ended again.
                eprintln!(
                    "{}",
                    self.options.lang.t("cli-table-error", &[("id", &id.to_string()), ("why", &e.to_string())])
                );
                self.tables.insert(id, table);
                return;
            }
        }
        self.show_room(&table.row.room.clone());
    }
}

/// Looks at every table a few times a second: restarts one whose process died, ends one that
/// is empty, finished or over its memory cap.
fn supervise(shared: &Arc<Mutex<State>>) {
    loop {
        std::thread::sleep(SUPERVISE_EVERY);
        let mut s = lock(shared);
        let (out, mut rooms) = s.pods.tick();
        s.deliver(out);
        lobby::build_pod_decks(shared, &mut s);
        lobby::open_pod_tables(shared, &mut s);
        lobby::play_bot_matches(shared, &mut s);
        rooms.extend(s.pods.forget_empty());
        for room in rooms {
            s.show_room(&room);
        }
        let ids: Vec<u64> = s.tables.keys().copied().collect();
        for id in ids {
            let o = s.options.clone();
            let Some(t) = s.tables.get_mut(&id) else { continue };
            let exited = t.process.as_mut().and_then(|p| p.child.try_wait().ok().flatten());
            if let Some(status) = exited {
                t.process = None;
                match t.ending.clone() {
                    Some(reason) => {
                        let keep = reason.contains("memory") || reason.contains("crash");
                        s.finish(id, &reason, keep);
                    }
                    None => {
                        t.restarts.retain(|at| at.elapsed() < tables::RESTART_WINDOW);
                        if t.restarts.len() >= tables::MAX_RESTARTS {
                            let reason = format!("it crashed {} times in a row ({status})", tables::MAX_RESTARTS + 1);
                            t.ending = Some(reason.clone());
                            s.finish(id, &reason, true);
                            continue;
                        }
                        t.restarts.push(Instant::now());
                        eprintln!(
                            "{}",
                            s.options
                                .lang
                                .t("cli-table-stopped", &[("id", &id.to_string()), ("status", &status.to_string())])
                        );
                        s.restarted += 1;
                        if let Err(e) = launch(shared, &mut s, id) {
                            eprintln!(
                                "{}",
                                s.options
                                    .lang
                                    .t("cli-table-error", &[("id", &id.to_string()), ("why", &e.to_string())])
                            );
                        }
                        let room = s.tables.get(&id).map(|t| t.row.room.clone()).unwrap_or_default();
                        s.show_room(&room);
                    }
                }
                continue;
            }
            if t.ending.is_some() {
                continue;
            }
            let Some(p) = t.process.as_mut() else { continue };
            let why = if p.memory().is_some_and(|m| m > o.table_memory) {
                Some(format!("it went over its memory cap ({} MiB)", o.table_memory / (1024 * 1024)))
            } else if t.over_since.is_some_and(|at| at.elapsed() >= o.finished_end)
                || t.over_since.is_some() && t.empty_since.is_some_and(|at| at.elapsed() >= Duration::from_secs(10))
            {
                Some("the game is over".to_string())
            } else if t.empty_since.is_some_and(|at| at.elapsed() >= o.idle_end) {
                Some(format!("nobody was there for {} s", o.idle_end.as_secs()))
            } else {
                None
            };
            if let Some(reason) = why {
                p.end(&reason);
                t.ending = Some(reason);
            }
        }
    }
}

impl Server {
    /// How many tables run now.
    pub fn tables(&self) -> usize {
        lock(&self.shared).tables.len()
    }

    /// The memory each table's process holds now, in bytes.
    pub fn table_memory(&self) -> Vec<u64> {
        lock(&self.shared).tables.values().filter_map(|t| t.process.as_ref()?.memory()).collect()
    }

    /// The finished games the database keeps.
    pub fn games(&self) -> Result<Vec<store::GameRow>, store::StoreError> {
        lock(&self.shared).store.games()
    }

    /// (messages refused, connections dropped for abuse, tables restarted).
    pub fn counts(&self) -> (u64, u64, u64) {
        let s = lock(&self.shared);
        (s.refused, s.dropped, s.restarted)
    }

    /// (lobby connections counted now, connections pushed out for a fairer share, empty tables
    /// reclaimed for one).
    pub fn shares(&self) -> (usize, u64, u64) {
        let s = lock(&self.shared);
        (s.slots.len(), s.pushed_out, s.reclaimed)
    }

    /// The fingerprint of the server's key, as players are shown it.
    pub fn fingerprint(&self) -> String {
        identity::fingerprint(&lock(&self.shared).key.public)
    }

    /// The process id of a table, for tests that crash one.
    pub fn table_pid(&self, table: u64) -> Option<u32> {
        lock(&self.shared).tables.get(&table)?.process.as_ref().map(|p| p.child.id())
    }

    /// Changes the tables' memory cap, in bytes (it is checked a few times a second).
    pub fn set_table_memory(&self, bytes: u64) {
        lock(&self.shared).options.table_memory = bytes;
    }

    /// Why a table ended, as the database keeps it.
    pub fn end_reason(&self, table: u64) -> Option<String> {
        lock(&self.shared).store.end_reason(table).ok().flatten()
    }

    /// Ends every table (their autosaves whole), as the server stops.
    pub fn stop_tables(&self) {
        let mut s = lock(&self.shared);
        for t in s.tables.values_mut() {
            if let Some(p) = t.process.as_mut() {
                p.child.kill().ok();
                p.child.wait().ok();
            }
            t.process = None;
        }
    }
}
