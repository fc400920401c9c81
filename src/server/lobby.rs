//! The lobby's side of each player's connection: the key exchange, the hello, then every
//! message checked, rate-limited and answered (rooms, chat, new tables, where a table is).

use crate::i18n::Said;
use std::net::TcpStream;
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::protocol::{
    self, FromServer, LOBBY_VERSION, MAX_CHAT_PER_SECOND, MAX_CREATES_PER_MINUTE, MAX_MESSAGES_PER_SECOND,
    MAX_REPLAYS_PER_MINUTE, MAX_STRIKES, NewTable, ROOM_CHAT_KEPT, ToServer,
};
use super::tables::Table;
use super::{
    Conn, FRAME_WITHIN, HELLO_WITHIN, OUTBOX, STRIKE_FORGIVEN_AFTER, State, launch, lock, now_secs, store, wire,
};
use crate::rate::Budget;

/// One lobby connection: the key exchange, a hello, then messages until it ends.
pub(super) fn connection(
    shared: &Arc<Mutex<State>>,
    mut stream: TcpStream,
    ip: std::net::IpAddr,
) -> std::io::Result<()> {
    let hello_by = Instant::now() + HELLO_WITHIN;
    stream.set_read_timeout(Some(wire::EXCHANGE_TIMEOUT))?;
    stream.set_write_timeout(Some(wire::EXCHANGE_TIMEOUT))?;
    stream.set_nodelay(true).ok();
    let key = lock(shared).key.clone();
    let (mut seal_out, mut seal_in) = wire::server_exchange(&mut stream, &key)?;
    let (tx, rx) = std::sync::mpsc::sync_channel::<FromServer>(OUTBOX);
    let id = {
        let mut s = lock(shared);
        let id = s.next_conn;
        s.next_conn += 1;
        let conn = Conn {
            ip,
            name: String::new(),
            key: String::new(),
            room: None,
            out: tx,
            rate: Budget::per_second(MAX_MESSAGES_PER_SECOND),
            chat: Budget::per_second(MAX_CHAT_PER_SECOND),
            creates: Budget::per_minute(MAX_CREATES_PER_MINUTE),
            replays: Budget::per_minute(MAX_REPLAYS_PER_MINUTE),
            strikes: Budget::new(f64::from(MAX_STRIKES), STRIKE_FORGIVEN_AFTER),
            hello: false,
        };
        s.conns.insert(id, conn);
        id
    };
    let mut writer = stream.try_clone()?;
    std::thread::Builder::new().name("bifronte lobby writer".into()).spawn(move || {
        write_loop(&rx, &mut seal_out, &mut writer);
    })?;
    let result = read_loop(shared, id, &mut seal_in, &mut stream, hello_by);
    // Forgetting the connection drops its queue's sender: the writer sends what is queued (a
    // goodbye), then shuts its side. Whatever the player still sends meanwhile is read and
    // dropped for a moment, so the close doesn't reset the connection before the goodbye is read.
    lock(shared).leave(id);
    stream.set_read_timeout(Some(Duration::from_millis(200))).ok();
    let until = Instant::now() + Duration::from_secs(2);
    let mut sink = [0u8; 4096];
    while Instant::now() < until && matches!(std::io::Read::read(&mut stream, &mut sink), Ok(n) if n > 0) {}
    result
}

fn write_loop(rx: &Receiver<FromServer>, seal: &mut wire::Seal, s: &mut TcpStream) {
    for m in rx {
        let bye = matches!(m, FromServer::Bye { .. });
        if seal.write(s, &protocol::encode(&m)).is_err() || bye {
            break;
        }
    }
    s.shutdown(std::net::Shutdown::Write).ok();
}

fn read_loop(
    shared: &Arc<Mutex<State>>,
    id: u64,
    seal: &mut wire::Seal,
    stream: &mut TcpStream,
    hello_by: Instant,
) -> std::io::Result<()> {
    let mut idle = hello_by.saturating_duration_since(Instant::now());
    loop {
        // Nothing for `idle`, or a frame begun and not whole within FRAME_WITHIN: closed.
        let bytes = seal.read_within(stream, idle, FRAME_WITHIN)?;
        let mut s = lock(shared);
        if !s.conns.contains_key(&id) {
            return Ok(());
        }
        let m = protocol::decode_to_server(&bytes);
        let said_hello = s.conns.get(&id).is_some_and(|c| c.hello);
        idle = if said_hello { s.options.lobby_idle } else { hello_by.saturating_duration_since(Instant::now()) };
        match m {
            Ok(m) => handle(shared, &mut s, id, m),
            Err(why) => refuse(&mut s, id, why),
        }
        if !s.conns.contains_key(&id) {
            return Ok(());
        }
    }
}

/// Refuses a message with one line; a connection refused too often is let go.
fn refuse(s: &mut State, id: u64, reason: impl Into<Said>) {
    let reason = reason.into();
    s.refused += 1;
    let Some(c) = s.conns.get_mut(&id) else { return };
    // Strikes decay: one is forgiven every STRIKE_FORGIVEN_AFTER.
    if !c.strikes.take(Instant::now()) {
        s.dropped += 1;
        let name = c.name.clone();
        s.send(id, FromServer::Bye { reason: Said::new("net-lobby-goodbye", &[("n", &MAX_STRIKES.to_string())]) });
        // The writer sends the goodbye, then closes; the connection is forgotten now.
        if let Some(c) = s.conns.remove(&id)
            && let Some(room) = c.room
        {
            s.show_room(&room);
        }
        let (name, strikes) = (name.to_string(), MAX_STRIKES.to_string());
        eprintln!("{}", s.options.lang.t("cli-lobby-let-go", &[("name", &name), ("n", &strikes)]));
        return;
    }
    s.send(id, FromServer::Refused { reason });
}

/// Takes one from a connection's budget of a kind; whether it was over it.
fn over(budget: &mut Budget, now: Instant) -> bool {
    !budget.take(now)
}

fn handle(shared: &Arc<Mutex<State>>, s: &mut State, id: u64, m: ToServer) {
    let now = Instant::now();
    let Some(c) = s.conns.get_mut(&id) else { return };
    if over(&mut c.rate, now) {
        return refuse(s, id, Said::new("net-lobby-too-many", &[("n", &MAX_MESSAGES_PER_SECOND.to_string())]));
    }
    let hello = c.hello;
    let room = c.room.clone();
    if !hello && !matches!(m, ToServer::Hello { .. }) {
        return refuse(s, id, Said::new("net-lobby-hello-first", &[]));
    }
    match m {
        ToServer::Hello { version, name } => {
            if hello {
                return refuse(s, id, Said::new("net-lobby-hello-twice", &[]));
            }
            if version != LOBBY_VERSION {
                let (ours, theirs) = (LOBBY_VERSION.to_string(), version.to_string());
                let reason = Said::new("net-lobby-version", &[("ours", &ours), ("theirs", &theirs)]);
                return s.send(id, FromServer::Bye { reason });
            }
            let name = name.trim().to_string();
            let key = crate::format::name_key(&name);
            if let Some(other) = s.conns.values().find(|o| o.hello && o.key == key) {
                let reason = if other.name == name {
                    Said::new("net-lobby-connected", &[("name", &name)])
                } else {
                    Said::new("net-lobby-looks-like", &[("name", &name), ("other", &other.name)])
                };
                return refuse(s, id, reason);
            }
            let Some(c) = s.conns.get_mut(&id) else { return };
            c.hello = true;
            c.name = name.clone();
            c.key = key;
            let rooms = s.room_list();
            s.send(id, FromServer::Welcome { name, rooms });
        }
        ToServer::Rooms => {
            let rooms = s.room_list();
            s.send(id, FromServer::Rooms(rooms));
        }
        ToServer::Enter { room: wanted } => {
            let Some(entered) =
                s.rooms.iter().find(|r| r.name.eq_ignore_ascii_case(wanted.trim())).map(|r| r.name.clone())
            else {
                return refuse(s, id, Said::new("net-lobby-no-room", &[("name", &format!("{wanted:?}"))]));
            };
            if let Some(c) = s.conns.get_mut(&id) {
                c.room = Some(entered.clone());
            }
            if let Some(old) = room.filter(|o| *o != entered) {
                s.show_room(&old);
            }
            s.show_room(&entered);
            let chat: Vec<(String, String)> = s
                .rooms
                .iter()
                .find(|r| r.name == entered)
                .map(|r| r.chat.iter().cloned().collect())
                .unwrap_or_default();
            for (from, text) in chat {
                s.send(id, FromServer::Chat { from, text });
            }
        }
        ToServer::Say { text } => {
            let Some(room) = room else { return refuse(s, id, Said::new("net-lobby-room-first", &[])) };
            let Some(c) = s.conns.get_mut(&id) else { return };
            if over(&mut c.chat, now) {
                return refuse(s, id, Said::new("net-lobby-chat-rate", &[("n", &MAX_CHAT_PER_SECOND.to_string())]));
            }
            let from = c.name.clone();
            if let Some(r) = s.rooms.iter_mut().find(|r| r.name == room) {
                r.chat.push_back((from.clone(), text.clone()));
                while r.chat.len() > ROOM_CHAT_KEPT {
                    r.chat.pop_front();
                }
            }
            let ids: Vec<u64> =
                s.conns.iter().filter(|(_, c)| c.room.as_deref() == Some(&room)).map(|(i, _)| *i).collect();
            for to in ids {
                s.send(to, FromServer::Chat { from: from.clone(), text: text.clone() });
            }
        }
        ToServer::Create(spec) => create(shared, s, id, spec, now_secs()),
        ToServer::Where { table } => match s.tables.get(&table) {
            Some(t) => {
                let m =
                    FromServer::TableAt { table, port: t.row.port, salt: t.row.spec.secret.as_ref().map(|x| x.salt) };
                s.send(id, m);
            }
            None => refuse(s, id, Said::new("net-lobby-no-table", &[("table", &table.to_string())])),
        },
        ToServer::Replay { table, seat, token } => replay(s, id, table, &seat, token),
        ToServer::Ping => s.send(id, FromServer::Pong),
        ToServer::CreatePod(spec) => {
            let Some(room) = room else { return refuse(s, id, Said::new("net-lobby-room-first", &[])) };
            let Some(c) = s.conns.get_mut(&id) else { return };
            if over(&mut c.creates, now) {
                return refuse(
                    s,
                    id,
                    Said::new("net-lobby-create-rate", &[("n", &MAX_CREATES_PER_MINUTE.to_string())]),
                );
            }
            let who = (c.name.clone(), c.key.clone());
            let done = s.pods.create(id, (&who.0, &who.1), &room, spec);
            pod_answer(s, id, done, &room);
        }
        ToServer::SitPod { pod, token } => {
            let Some(c) = s.conns.get(&id) else { return };
            let who = (c.name.clone(), c.key.clone());
            let done = s.pods.sit(id, (&who.0, &who.1), pod, token);
            pod_answer(s, id, done, &room.unwrap_or_default());
        }
        ToServer::StartPod { pod } => {
            let Some(key) = s.conns.get(&id).map(|c| c.key.clone()) else { return };
            let done = s.pods.start(&key, pod);
            pod_answer(s, id, done, &room.unwrap_or_default());
        }
        ToServer::Pick { pod, card } => {
            let done = s.pods.pick(id, pod, card);
            pod_answer(s, id, done, "");
            build_pod_decks(shared, s);
        }
    }
}

/// A pod's answer: what each seat is sent now, and the room's list again; or a refusal.
fn pod_answer(s: &mut State, id: u64, done: Result<super::pods::Out, Said>, room: &str) {
    match done {
        Ok(out) => {
            s.deliver(out);
            if !room.is_empty() {
                s.show_room(room);
            }
        }
        Err(why) => refuse(s, id, why),
    }
}

/// A finished game's whole replay, for a player who shows its seat's token: sent in parts by a
/// thread of its own, which waits on the connection's queue as the writer drains it (a long
/// replay is many frames, more than the queue holds). Any mismatch gets the same refusal, so
/// the answer doesn't say which of table, seat or token was wrong.
fn replay(s: &mut State, id: u64, table: u64, seat: &str, token: u64) {
    let Some(c) = s.conns.get_mut(&id) else { return };
    if over(&mut c.replays, Instant::now()) {
        return refuse(s, id, Said::new("net-lobby-replay-rate", &[("n", &MAX_REPLAYS_PER_MINUTE.to_string())]));
    }
    let out = c.out.clone();
    let text = match s.store.replay_for(table, seat, token) {
        Ok(Some(text)) => text,
        Ok(None) => return refuse(s, id, Said::new("net-lobby-no-replay", &[("table", &table.to_string())])),
        Err(e) => return refuse(s, id, e),
    };
    let parts = match crate::session::replay_parts::pack(text.as_bytes()) {
        Ok(p) => p,
        Err(e) => return refuse(s, id, replay_unsent(table, &e.to_string())),
    };
    let spawned = std::thread::Builder::new().name("bifronte lobby replay".into()).spawn(move || {
        let count = parts.len() as u32;
        for (part, bytes) in parts.into_iter().enumerate() {
            // The connection ended: its queue is gone, and so is the rest.
            if out.send(FromServer::ReplayPart { table, part: part as u32, parts: count, bytes }).is_err() {
                return;
            }
        }
    });
    if let Err(e) = spawned {
        refuse(s, id, replay_unsent(table, &e.to_string()));
    }
}

/// "table N's replay can't be sent: why".
fn replay_unsent(table: u64, why: &str) -> Said {
    Said::new("net-lobby-replay-unsent", &[("table", &table.to_string()), ("why", why)])
}

fn create(shared: &Arc<Mutex<State>>, s: &mut State, id: u64, spec: NewTable, now: u64) {
    let Some(c) = s.conns.get_mut(&id) else { return };
    let Some(room) = c.room.clone() else { return refuse(s, id, Said::new("net-lobby-room-first", &[])) };
    if over(&mut c.creates, Instant::now()) {
        return refuse(s, id, Said::new("net-lobby-create-rate", &[("n", &MAX_CREATES_PER_MINUTE.to_string())]));
    }
    let ip = c.ip;
    // An address's share of the table budget: more while the server is idle, less as others
    // open theirs.
    let (share, mine) = s.table_share(ip);
    if mine >= share {
        let (mine, most) = (mine.to_string(), share.to_string());
        return refuse(s, id, Said::new("net-lobby-address-tables", &[("n", &mine), ("most", &most)]));
    }
    // Tables being ended don't count; at the budget, an empty table of the busiest address
    // makes room for one holding fewer.
    let running = s.tables.values().filter(|t| t.ending.is_none()).count();
    if running >= s.options.max_tables && !s.reclaim_for(ip) {
        let most = s.options.max_tables.to_string();
        return refuse(s, id, Said::new("net-lobby-server-full", &[("n", &most)]));
    }
    match open_table(shared, s, (&room, spec, None), Some(ip), now) {
        Ok(table) => {
            s.send(id, FromServer::Created { table });
            s.show_room(&room);
        }
        Err(why) => refuse(s, id, why),
    }
}

/// Opens a table in `room` on a free port and starts its process: `computer_deck` is the deck
/// its computer plays (a draft pod's bot's). Its number, or why it couldn't be.
pub(super) fn open_table(
    shared: &Arc<Mutex<State>>,
    s: &mut State,
    (room, spec, computer_deck): (&str, NewTable, Option<String>),
    opener: Option<std::net::IpAddr>,
    now: u64,
) -> Result<u64, Said> {
    let Some(port) = s.pick_port() else { return Err(Said::new("net-lobby-no-port", &[])) };
    let table = s.store.add_table(room, &spec, port, now).map_err(Said::from)?;
    if let Some(deck) = computer_deck {
        let dir = super::tables::table_dir(&s.options.data, table);
        let written = super::store::private_dir(&dir).map_err(|e| e.to_string()).and_then(|()| {
            let file = dir.join(super::tables::COMPUTER_DECK);
            crate::format::write_atomic(&file, deck.as_bytes()).map_err(|e| format!("{}: {e}", file.display()))
        });
        if let Err(e) = written {
            s.store.end_table(table, &format!("it didn't start: {e}"), None, now).ok();
            return Err(Said::new("net-lobby-table-didnt-start", &[("why", &e)]));
        }
    }
    let row = store::TableRow { id: table, room: room.to_string(), spec, port };
    s.tables.insert(table, Table::new(row));
    if let Some(ip) = opener {
        s.openers.insert(table, ip);
    }
    if let Err(e) = launch(shared, s, table) {
        s.tables.remove(&table);
        s.store.end_table(table, &format!("it didn't start: {e}"), None, now).ok();
        return Err(Said::new("net-lobby-table-didnt-start", &[("why", &e.to_string())]));
    }
    Ok(table)
}

/// The decks of pods just over, built by a thread each (eight decks take a few milliseconds,
/// more with the tables starting beside them: not under the lock every pick waits on); each
/// seat is sent its own once they are.
pub(super) fn build_pod_decks(shared: &Arc<Mutex<State>>, s: &mut State) {
    let Some((db, ratings)) = s.pods.bots() else { return };
    for job in s.pods.deck_jobs() {
        let (weak, db, ratings) = (Arc::downgrade(shared), db.clone(), ratings.clone());
        let built = std::thread::Builder::new().name(format!("pod {} decks", job.pod)).spawn(move || {
            let decks: Vec<String> =
                job.pools.iter().map(|pool| crate::draft::bot::build(pool, &db, &ratings).decklist()).collect();
            let Some(shared) = weak.upgrade() else { return };
            let mut s = super::lock(&shared);
            let out = s.pods.decks_built(job.pod, decks);
            s.deliver(out);
        });
        if let Err(e) = built {
            eprintln!("pod {}: its decks: {e}", job.pod);
        }
    }
}

/// The matches between two bots, each played by a thread of its own: the computer players
/// (`ai::arena`, medium) play games of the two decks until one has won two (at most three, a
/// drawn game played again up to five), and the result counts in the pod's standings.
///
/// At most [`MAX_BOT_MATCHES`] are played at once (the rest wait their turn): a player opening
/// pod after pod of bots can't take the server's cores with their games.
pub(super) fn play_bot_matches(shared: &Arc<Mutex<State>>, s: &mut State) {
    use std::sync::atomic::Ordering;
    let Some((db, _)) = s.pods.bots() else { return };
    let running = s.bot_matches_running.clone();
    let room = MAX_BOT_MATCHES.saturating_sub(running.load(Ordering::Acquire));
    for m in s.pods.bot_matches(room) {
        let (weak, db, running) = (Arc::downgrade(shared), db.clone(), running.clone());
        running.fetch_add(1, Ordering::AcqRel);
        let played = std::thread::Builder::new().name(format!("pod {} bots' match", m.pod)).spawn(move || {
            // Counted out however the thread ends.
            struct Done(Arc<std::sync::atomic::AtomicUsize>);
            impl Drop for Done {
                fn drop(&mut self) {
                    self.0.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
                }
            }
            let _done = Done(running);
            let decks: Vec<(String, std::path::PathBuf, String)> = m
                .decks
                .iter()
                .map(|(name, text)| (name.clone(), format!("{name}'s deck").into(), text.clone()))
                .collect();
            let mut wins = (0u8, 0u8);
            let seed: u64 = rand::random();
            for game in 0..5u64 {
                if wins.0 >= 2 || wins.1 >= 2 || game >= 3 && wins.0 != wins.1 {
                    break;
                }
                // Seats swap each game, as a match's first player changes.
                let swap = game % 2 == 1;
                let order: Vec<_> = if swap { decks.iter().rev().cloned().collect() } else { decks.clone() };
                let levels = [crate::ai::Level::Medium, crate::ai::Level::Medium];
                match crate::ai::arena::play(&db, &order, seed ^ game, levels, BOT_MATCH_TURNS).map(|o| o.winner) {
                    Ok(Some(w)) if (w == 0) != swap => wins.0 += 1,
                    Ok(Some(_)) => wins.1 += 1,
                    _ => {}
                }
            }
            let Some(shared) = weak.upgrade() else { return };
            let mut s = super::lock(&shared);
            let out = s.pods.games_played(m.pod, m.pairing, wins);
            s.deliver(out);
        });
        if let Err(e) = played {
            eprintln!("pod {}: a bots' match: {e}", m.pod);
        }
    }
}

/// The most turns a game between two bots is played (then it is drawn).
const BOT_MATCH_TURNS: u32 = 30;

/// Bots' matches played at once, every pod together.
pub(super) const MAX_BOT_MATCHES: usize = 2;

/// The tables the pods' matches need, opened (within the server's table budget); each match's
/// people are told where theirs is. The supervisor calls it each round, so a pick that ends a
/// draft is answered without waiting on a process being started.
pub(super) fn open_pod_tables(shared: &Arc<Mutex<State>>, s: &mut State) {
    for w in s.pods.tables_wanted() {
        let running = s.tables.values().filter(|t| t.ending.is_none()).count();
        let opened = match running < s.options.max_tables {
            true => open_table(shared, s, (&w.room, w.spec, w.computer_deck), None, now_secs()),
            false => Err(Said::new("net-lobby-server-full", &[("n", &s.options.max_tables.to_string())])),
        };
        // A full server is asked again next round; anything else is worth the log.
        if let Err(why) = &opened
            && running < s.options.max_tables
        {
            eprintln!("pod {}: a match's table: {why}", w.pod);
        }
        if let Ok(table) = &opened {
            s.pod_tables.insert(*table, (w.pod, w.pairing));
        }
        let out = s.pods.table_opened(w.pod, w.pairing, opened.as_ref().ok().copied());
        s.deliver(out);
        if opened.is_ok() {
            s.show_room(&w.room);
        }
    }
}
