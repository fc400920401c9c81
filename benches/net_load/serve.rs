//! `cargo bench --bench net -- serve`: the real `bifronte serve` (a child process, each table a
//! process of its own) with 10, 25 and 50 tables of 2 seats and a spectator each, on loopback.
//! Every seat asks for an action every 2 s (its player gains 1 life, so each client can tell
//! exactly which of them its model shows); printed for each size: the time from a request to
//! every client at its table showing it (median, p99, max; target p99 < 50 ms at 50 tables),
//! whether any action was lost or applied twice, the memory of a table's process and of the
//! server, and the CPU of the server and of all its tables together.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bifronte::net::client::request;
use bifronte::rules::Action;
use bifronte::server::client::LobbyClient;
use bifronte::server::identity::KnownServers;
use bifronte::server::protocol::{FromServer, NewTable, ToServer};

use super::{START_LIFE, client, conn, ms, percentile};

/// How often each seat asks. The clients run at `BIFRONTE_BENCH_CLIENT_HZ` frames a second
/// (60 by default, as a window draws), all of them on the benchmark's one thread.
const EVERY: Duration = Duration::from_secs(2);
/// How long each size is measured.
const RUN: Duration = Duration::from_secs(20);

/// `who`'s life as a client's model shows it.
fn life(c: &App, who: &str) -> i32 {
    conn(c).model.as_ref().and_then(|m| m.table.players.iter().find(|p| p.name == who)).map_or(START_LIFE, |p| p.life)
}

/// The server's process, killed when dropped.
pub struct Served(pub Child);

impl Drop for Served {
    fn drop(&mut self) {
        self.0.kill().ok();
        self.0.wait().ok();
    }
}

/// (user + system CPU seconds, resident MiB) of a process.
pub fn usage(pid: u32) -> (f64, f64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<f64> = rest.split_whitespace().map(|x| x.parse().unwrap_or(0.0)).collect();
    let cpu = (f.get(11).copied().unwrap_or(0.0) + f.get(12).copied().unwrap_or(0.0)) / 100.0;
    let rss = f.get(21).copied().unwrap_or(0.0) * 4096.0 / (1024.0 * 1024.0);
    (cpu, rss)
}

/// The processes whose parent is `pid`.
pub fn children(pid: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for e in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(p) = e.file_name().to_string_lossy().parse::<u32>() else { continue };
        let stat = std::fs::read_to_string(format!("/proc/{p}/stat")).unwrap_or_default();
        let ppid = stat.rsplit_once(')').and_then(|(_, r)| r.split_whitespace().nth(1)?.parse::<u32>().ok());
        if ppid == Some(pid) {
            out.push(p);
        }
    }
    out
}

/// A running `bifronte serve` with its tables open.
pub struct Room {
    pub server: Served,
    pub dir: PathBuf,
    pub addr: SocketAddr,
    pub known: KnownServers,
    /// A lobby connection that stays in the room "Main".
    pub lobby: LobbyClient,
    pub ids: Vec<u64>,
}

/// Starts `bifronte serve` (its data in a fresh folder named after `tag`) and opens `tables`
/// free tables of 2 seats with spectators in its room "Main".
pub fn open(tables: usize, tag: &str) -> Room {
    let dir = std::env::temp_dir().join(format!("bifronte-{tag}-{}-{tables}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let port = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a port").port();
    let first = 20_000 + (std::process::id() % 500) as u16 * 60;
    let server = Served(
        Command::new(env!("CARGO_BIN_EXE_bifronte"))
            .args(["serve", "--port", &port.to_string(), "--max-tables", "60", "--tables-per-address", "60"])
            .args(["--table-ports", &format!("{first}-{}", first + 59)])
            .arg("--data")
            .arg(&dir)
            .stderr(Stdio::null())
            .spawn()
            .expect("bifronte serve"),
    );
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let known = KnownServers::at(dir.join("known_servers"));
    let mut lobby = None;
    for _ in 0..100 {
        if let Ok(l) = LobbyClient::connect(addr, "Watcher", &known) {
            lobby = Some(l);
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let lobby = lobby.expect("the server's lobby");
    lobby.enter("Main").expect("Main");
    // Tables opened three at a time per connection (the lobby's limit a minute).
    let mut ids = Vec::new();
    let mut openers = Vec::new();
    for k in 0..tables {
        if k % 3 == 0 {
            let o = LobbyClient::connect(addr, &format!("Opener {k}"), &known).expect("a lobby connection");
            o.enter("Main").expect("Main");
            openers.push(o);
        }
        let o = openers.last().expect("an opener");
        o.send(&ToServer::Create(free_table(&format!("Table {k}")))).expect("sent");
        let id = o
            .wait_for(Duration::from_secs(30), |m| match m {
                FromServer::Created { table } => Some(*table),
                _ => None,
            })
            .expect("a table");
        ids.push(id);
    }
    Room { server, dir, addr, known, lobby, ids }
}

/// A free table of two seats, open to spectators, without a password.
pub fn free_table(name: &str) -> NewTable {
    NewTable {
        name: name.into(),
        seats: 2,
        format: "casual".into(),
        secret: None,
        spectators: true,
        judges: false,
        free: true,
        best_of: 1,
        computer: false,
    }
}

/// Two players and a spectator at each table of a room, every one of them seated.
pub struct Seated {
    /// Table k's clients are `3k` (its first seat), `3k + 1` (its second), `3k + 2` (a spectator).
    pub clients: Vec<App>,
    pub names: Vec<[String; 2]>,
    /// Each table's address.
    pub at: Vec<SocketAddr>,
    pub seated_in: Duration,
}

/// Seats two players and a spectator at each of the room's tables.
pub fn seat(room: &Room) -> Seated {
    let (mut clients, mut names, mut at) = (Vec::new(), Vec::new(), Vec::new());
    for (k, id) in room.ids.iter().enumerate() {
        // Within the lobby's rate (20 messages a second).
        std::thread::sleep(Duration::from_millis(60));
        let (a, _) = room.lobby.locate(*id, None).expect("the table's address");
        let n = [format!("A{k}"), format!("B{k}")];
        clients.push(client(&n[0], false, a));
        clients.push(client(&n[1], false, a));
        clients.push(client(&format!("W{k}"), true, a));
        names.push(n);
        at.push(a);
    }
    let start = Instant::now();
    while !clients.iter().all(|c| conn(c).model.is_some()) {
        assert!(start.elapsed() < Duration::from_secs(180), "every client seated within 3 minutes");
        for c in clients.iter_mut() {
            c.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    Seated { clients, names, at, seated_in: start.elapsed() }
}

/// What an honest run came to.
pub struct Outcome {
    pub requests: usize,
    /// From each request to the last of its table's 3 clients showing it, sorted.
    pub trips: Vec<Duration>,
    /// Every client shows every seat's life as exactly the requests it sent: none lost, none
    /// applied twice.
    pub exact: bool,
    pub elapsed: f64,
    pub loops: u64,
}

/// The honest run: seat s of table k asks at its own phase of every 2 s for `run`, every client
/// ticking as a window does; `each_round` runs once a round, on the clients' thread.
pub fn play(seated: &mut Seated, run: Duration, each_round: &mut dyn FnMut()) -> Outcome {
    let Seated { clients, names, .. } = seated;
    let seats = names.len() * 2;
    let mut sent: Vec<Vec<Instant>> = vec![Vec::new(); seats];
    // For each seat's requests, how many of its table's 3 clients show each.
    let mut seen: Vec<Vec<usize>> = vec![Vec::new(); seats];
    let mut trips: Vec<Duration> = Vec::new();
    let mut shown = vec![[0usize; 2]; clients.len()];
    // Each seat's life as each client shows it before this run: the requests count from there.
    let base: Vec<[i32; 2]> =
        clients.iter().enumerate().map(|(j, c)| [life(c, &names[j / 3][0]), life(c, &names[j / 3][1])]).collect();
    let mut loops = 0u64;
    let hz: f64 = std::env::var("BIFRONTE_BENCH_CLIENT_HZ").ok().and_then(|v| v.parse().ok()).unwrap_or(60.0);
    let tick = Duration::from_secs_f64(1.0 / hz);
    let t0 = Instant::now();
    while t0.elapsed() < run + Duration::from_secs(3) {
        let now = t0.elapsed();
        for s in 0..seats {
            let phase = EVERY.mul_f64(s as f64 / seats as f64);
            let due = now < run && now >= phase + EVERY * sent[s].len() as u32;
            if due {
                let (k, i) = (s / 2, s % 2);
                let who = names[k][i].clone();
                request(clients[k * 3 + i].world_mut(), Action::ChangeLife { player: who.into(), by: 1 });
                // Timed from the moment it leaves: the asking client's frame sends it now.
                sent[s].push(Instant::now());
                clients[k * 3 + i].update();
                seen[s].push(0);
            }
        }
        let round = Instant::now();
        // Each client's frame, and what it shows right after it (the moment its window would).
        for (j, c) in clients.iter_mut().enumerate() {
            c.update();
            let now = Instant::now();
            let k = j / 3;
            for i in 0..2 {
                let s = k * 2 + i;
                let n = ((life(c, &names[k][i]) - base[j][i]).max(0) as usize).min(sent[s].len());
                while shown[j][i] < n {
                    let r = shown[j][i];
                    seen[s][r] += 1;
                    if seen[s][r] == 3 {
                        trips.push(now.duration_since(sent[s][r]));
                    }
                    shown[j][i] += 1;
                }
            }
        }
        each_round();
        loops += 1;
        // The clients tick as a window does (60 a second by default): a model waits for its
        // client's next frame, as a player's window would.
        std::thread::sleep(tick.saturating_sub(round.elapsed()));
    }
    let elapsed = t0.elapsed().as_secs_f64();
    let exact = clients.iter().enumerate().all(|(j, c)| {
        let k = j / 3;
        (0..2).all(|i| life(c, &names[k][i]) == base[j][i] + sent[k * 2 + i].len() as i32)
    });
    trips.sort();
    Outcome { requests: sent.iter().map(Vec::len).sum(), trips, exact, elapsed, loops }
}

fn one_size(tables: usize) {
    let room = open(tables, "serve-bench");
    let mut seated = seat(&room);
    let table_pids = children(room.server.0.id());
    let before: Vec<(f64, f64)> = table_pids.iter().map(|p| usage(*p)).collect();
    let server_before = usage(room.server.0.id());
    let o = play(&mut seated, RUN, &mut || {});
    let after: Vec<(f64, f64)> = table_pids.iter().map(|p| usage(*p)).collect();
    let server_after = usage(room.server.0.id());
    let (requests, trips, elapsed) = (o.requests, &o.trips, o.elapsed);
    let table_cpu: f64 = after.iter().zip(&before).map(|(a, b)| a.0 - b.0).sum::<f64>() / elapsed;
    let table_rss: Vec<f64> = after.iter().map(|a| a.1).collect();
    let mean_rss = table_rss.iter().sum::<f64>() / table_rss.len().max(1) as f64;
    let max_rss = table_rss.iter().copied().fold(0.0, f64::max);
    let clients = &seated.clients;
    println!(
        "bifronte serve: {tables} tables × (2 seats + 1 spectator) = {} clients, every seat asking every 2 s",
        clients.len()
    );
    println!(
        "  all seated in {:.1} s; {requests} requests in {elapsed:.1} s, {} fully delivered",
        seated.seated_in.as_secs_f64(),
        trips.len()
    );
    println!(
        "  request → every client at the table updated: median {}, p99 {}, max {} (target at 50 tables: p99 < 50 ms)",
        ms(percentile(trips, 0.5)),
        ms(percentile(trips, 0.99)),
        ms(*trips.last().unwrap_or(&Duration::ZERO))
    );
    println!(
        "  the clients' own loop (all {} in one thread): {:.1} ms a round",
        clients.len(),
        elapsed * 1000.0 / o.loops as f64
    );
    println!("  none lost, none applied twice: {}", if o.exact { "yes" } else { "NO" });
    println!(
        "  a table's process: {mean_rss:.0} MiB on average (largest {max_rss:.0} MiB); the tables together: {:.1}% of a core",
        table_cpu * 100.0
    );
    println!(
        "  the server (lobby and supervisor): {:.0} MiB, {:.2}% of a core",
        server_after.1,
        (server_after.0 - server_before.0) / elapsed * 100.0
    );
    assert!(o.exact, "an action was lost or applied twice");
    assert_eq!(trips.len(), requests, "every request reached every client at its table");
    drop(seated);
    let dir = room.dir.clone();
    drop(room);
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs every size.
pub fn run() {
    let sizes: Vec<usize> = std::env::var("SIZES")
        .map(|v| v.split(',').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or(vec![10, 25, 50]);
    for tables in sizes {
        one_size(tables);
    }
}
