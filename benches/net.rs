//! Network play under load: the real `bifronte host --headless` (a child process that runs a
//! frame as soon as a packet comes, autosaving after every action) and 8 clients on loopback
//! UDP: 6 seats and 2 spectators. Each seat first plays 10 permanents (60 on the table), then asks for 500 actions,
//! one at a time (each gains its player 1 life, so every client can tell exactly which of them
//! its model shows); each spectator asks for 500 too, all of which must be refused. Prints the
//! round trip from a request to each client's model showing it (median, p99, max), whether any
//! action was lost or applied twice, and the host's CPU and memory while idle and under load.
//! Target (issue 18): p99 under 50 ms. Then 4 seats send 200 requests each, all at once: every
//! one must be applied once or refused with the rate as its reason, and no seat stuck after.
//!
//! `cargo bench --bench net`; `BIFRONTE_BENCH_ACTIONS=N` for another count. `cargo bench --bench
//! net -- serve`: `bifronte serve` with 10, 25 and 50 tables instead (`net_load/serve.rs`);
//! `-- soak`: 10 served tables of honest players under every hostile script at once
//! (`net_load/soak.rs`); `-- pods`: 10 draft pods drafting at once on a server
//! (`net_load/pods.rs`).

#[path = "net_load/pods.rs"]
mod pods;
#[path = "net_load/serve.rs"]
mod serve;
#[path = "net_load/soak.rs"]
mod soak;

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bifronte::cards::CardType;
use bifronte::net::client::{Connection, JoinOptions, NetClientPlugin, request};
use bifronte::net::transport;
use bifronte::rules::{Action, Zone};

const SEATS: usize = 6;
const WATCHERS: usize = 2;
/// Permanents each seat plays before the measured run.
const PERMANENTS: usize = 10;
/// Requests a seat sends a second at most (the host refuses more than 50).
const PACE: Duration = Duration::from_millis(25);
const START_LIFE: i32 = 20;
/// Requests each of 4 seats sends at once, after the measured run.
const BURST: usize = 200;

struct Host {
    child: Child,
}

impl Drop for Host {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

impl Host {
    /// CPU seconds used so far (user + system).
    fn cpu(&self) -> f64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap_or_default();
        // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
        let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
        let f: Vec<f64> = rest.split_whitespace().map(|x| x.parse().unwrap_or(0.0)).collect();
        (f.get(11).copied().unwrap_or(0.0) + f.get(12).copied().unwrap_or(0.0)) / 100.0
    }
    /// Resident memory now and at its peak, in MiB.
    fn memory(&self) -> (f64, f64) {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        let kib = |key: &str| {
            status
                .lines()
                .find(|l| l.starts_with(key))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse::<f64>().ok())
                .unwrap_or(0.0)
        };
        (kib("VmRSS:") / 1024.0, kib("VmHWM:") / 1024.0)
    }
}

fn free_port() -> u16 {
    UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).and_then(|s| s.local_addr()).map(|a| a.port()).expect("a free port")
}

fn client(name: &str, spectate: bool, host: SocketAddr) -> App {
    let mut c = App::new();
    c.add_plugins((MinimalPlugins, StatesPlugin));
    transport::add_network_plugins(&mut c);
    c.add_plugins((NetClientPlugin(JoinOptions { name: name.into(), spectate, ..default() }), transport::LinkPlugin));
    c.finish();
    c.cleanup();
    bifronte::app::run_on_one_thread(&mut c);
    transport::connect(c.world_mut(), host);
    c
}

fn pump(clients: &mut [App]) {
    for c in clients.iter_mut() {
        c.update();
    }
    std::thread::sleep(Duration::from_micros(300));
}

fn conn(c: &App) -> &Connection {
    c.world().resource::<Connection>()
}

/// Each player's life, in seat order, as a client's model shows it.
fn lives(c: &App) -> Vec<i32> {
    conn(c).model.as_ref().map(|m| m.table.players.iter().map(|p| p.life).collect()).unwrap_or_default()
}

fn until(clients: &mut [App], what: &str, done: impl Fn(&[App]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(clients) {
        if Instant::now() > deadline {
            let refused: Vec<&Vec<(u64, String)>> = clients.iter().map(|c| &conn(c).refusals).collect();
            panic!("timed out waiting for {what}; refusals: {refused:?}");
        }
        pump(clients);
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        println!(
            "network benchmark built; run it with `cargo bench --bench net` (or `-- serve`, `-- soak`, `-- pods`)"
        );
        return;
    }
    if std::env::args().any(|a| a == "serve") {
        serve::run();
        return;
    }
    if std::env::args().any(|a| a == "soak") {
        soak::run();
        return;
    }
    if std::env::args().any(|a| a == "pods") {
        pods::run();
        return;
    }
    let actions: usize = std::env::var("BIFRONTE_BENCH_ACTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(500);
    let port = free_port();
    let data = std::env::temp_dir().join(format!("bifronte-net-bench-{}", std::process::id()));
    std::fs::create_dir_all(&data).expect("a temporary folder");
    let host = Host {
        child: Command::new(env!("CARGO_BIN_EXE_bifronte"))
            .args(["host", "--headless", "--players", &SEATS.to_string(), "--port", &port.to_string()])
            .args(["--seed", "11"])
            .env("XDG_DATA_HOME", &data)
            .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
            .env("RUST_LOG", "warn")
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("bifronte host"),
    };
    std::thread::sleep(Duration::from_millis(500));
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let names: Vec<String> = (1..=SEATS).map(|i| format!("P{i}")).collect();
    let mut clients: Vec<App> = names.iter().map(|n| client(n, false, addr)).collect();
    clients.extend((1..=WATCHERS).map(|i| client(&format!("W{i}"), true, addr)));
    until(&mut clients, "every seat's first model", |cs| cs.iter().all(|c| conn(c).model.is_some()));

    // Idle: a started game of 6 players (360 cards), nobody acting, each client a window that
    // wakes every `WINDOW_POLL` (the host wakes for every packet that comes).
    let (cpu0, t0) = (host.cpu(), Instant::now());
    while t0.elapsed() < Duration::from_secs(5) {
        pump(&mut clients);
        std::thread::sleep(bifronte::net::WINDOW_POLL);
    }
    let idle_cpu = (host.cpu() - cpu0) / t0.elapsed().as_secs_f64();
    let (idle_rss, _) = host.memory();

    // 60 permanents: each seat draws 8 and plays 10 permanent cards from its hand (an instant
    // or a sorcery can't be put onto the battlefield, 304.4, 307.4).
    for s in 0..SEATS {
        request(clients[s].world_mut(), Action::Draw { player: names[s].clone().into(), n: Some(8) });
    }
    until(&mut clients, "the draws", |cs| {
        (0..SEATS).all(|s| conn(&cs[s]).model.as_ref().is_some_and(|m| m.table.objects.len() >= 15))
    });
    for s in 0..SEATS {
        let hand: Vec<String> = conn(&clients[s])
            .model
            .as_ref()
            .map(|m| {
                m.table
                    .objects
                    .iter()
                    .filter(|o| o.zone == Zone::Hand)
                    .filter(|o| !o.shown.types.iter().any(|t| matches!(t, CardType::Instant | CardType::Sorcery)))
                    .map(|o| o.id.clone())
                    .collect()
            })
            .unwrap_or_default();
        for card in hand.into_iter().take(PERMANENTS) {
            request(clients[s].world_mut(), Action::put_onto_battlefield(card));
            let t = Instant::now();
            while t.elapsed() < PACE {
                pump(&mut clients);
            }
        }
    }
    let on_table = |c: &App| {
        conn(c).model.as_ref().map_or(0, |m| m.table.objects.iter().filter(|o| o.zone == Zone::Battlefield).count())
    };
    until(&mut clients, "60 permanents", |cs| cs.iter().all(|c| on_table(c) == SEATS * PERMANENTS));

    // The measured run.
    let mut sent_at: Vec<Vec<Instant>> = vec![Vec::new(); SEATS];
    let mut reached = vec![vec![0usize; SEATS]; clients.len()];
    let mut trips: Vec<Duration> = Vec::new();
    let mut watcher_sent = [0usize; WATCHERS];
    let mut watcher_at = [Instant::now(); WATCHERS];
    let refused_before: Vec<usize> = clients.iter().map(|c| conn(c).refusals.len()).collect();
    let (cpu0, t0) = (host.cpu(), Instant::now());
    loop {
        let now = Instant::now();
        for s in 0..SEATS {
            let seen = reached[s][s];
            let waiting = sent_at[s].len() > seen;
            let paced = sent_at[s].last().is_none_or(|t| now.duration_since(*t) >= PACE);
            if !waiting && paced && sent_at[s].len() < actions {
                request(clients[s].world_mut(), Action::ChangeLife { player: names[s].clone().into(), by: 1 });
                sent_at[s].push(Instant::now());
            }
        }
        for w in 0..WATCHERS {
            if watcher_sent[w] < actions && now.duration_since(watcher_at[w]) >= PACE {
                request(clients[SEATS + w].world_mut(), Action::ChangeLife { player: names[w].clone().into(), by: -1 });
                watcher_sent[w] += 1;
                watcher_at[w] = Instant::now();
            }
        }
        pump(&mut clients);
        let now = Instant::now();
        for (j, c) in clients.iter().enumerate() {
            let l = lives(c);
            for s in 0..SEATS {
                let shown = (l.get(s).copied().unwrap_or(START_LIFE) - START_LIFE).max(0) as usize;
                while reached[j][s] < shown.min(sent_at[s].len()) {
                    trips.push(now.duration_since(sent_at[s][reached[j][s]]));
                    reached[j][s] += 1;
                }
            }
        }
        if reached.iter().all(|r| r.iter().all(|n| *n >= actions)) && watcher_sent.iter().all(|n| *n >= actions) {
            break;
        }
        assert!(t0.elapsed() < Duration::from_secs(600), "the run took over 10 minutes");
    }
    let elapsed = t0.elapsed().as_secs_f64();
    let busy_cpu = (host.cpu() - cpu0) / elapsed;
    // Let anything late arrive, then check nothing was lost or applied twice.
    let t = Instant::now();
    while t.elapsed() < Duration::from_millis(500) {
        pump(&mut clients);
    }
    let (busy_rss, peak_rss) = host.memory();
    let exact_run = clients.iter().all(|c| lives(c).iter().all(|l| *l == START_LIFE + actions as i32));
    let seat_refusals: usize = (0..SEATS).map(|s| conn(&clients[s]).refusals.len() - refused_before[s]).sum();

    // The burst: 4 seats send BURST requests each, all at once. Every request is applied once
    // or refused with a reason (the rate), and no seat is stuck after it.
    std::thread::sleep(Duration::from_millis(1100));
    let burst_seats = 4.min(SEATS);
    let life_before: Vec<i32> = (0..burst_seats).map(|s| lives(&clients[s])[s]).collect();
    let counts = |cs: &[App], s: usize| (conn(&cs[s]).applied_count, conn(&cs[s]).refusals.len());
    let before: Vec<(u64, usize)> = (0..burst_seats).map(|s| counts(&clients, s)).collect();
    let burst_start = Instant::now();
    for s in 0..burst_seats {
        for _ in 0..BURST {
            request(clients[s].world_mut(), Action::ChangeLife { player: names[s].clone().into(), by: 1 });
        }
    }
    until(&mut clients, "every burst request answered", |cs| {
        (0..burst_seats).all(|s| {
            let (a, r) = counts(cs, s);
            (a - before[s].0) as usize + (r - before[s].1) == BURST
        })
    });
    let answered_in = burst_start.elapsed();
    let t = Instant::now();
    while t.elapsed() < Duration::from_millis(300) {
        pump(&mut clients);
    }
    let burst: Vec<(usize, usize)> = (0..burst_seats)
        .map(|s| {
            let (a, r) = counts(&clients, s);
            ((a - before[s].0) as usize, r - before[s].1)
        })
        .collect();
    let burst_exact = (0..burst_seats).all(|s| lives(&clients[s])[s] == life_before[s] + burst[s].0 as i32);
    let rate_reasons = (0..burst_seats)
        .all(|s| conn(&clients[s]).refusals[before[s].1..].iter().all(|(_, why)| why.contains("requests a second")));
    // Not stuck: a second later, each seat's next request is applied.
    std::thread::sleep(Duration::from_millis(1100));
    let after: Vec<u64> = (0..burst_seats).map(|s| conn(&clients[s]).applied_count).collect();
    for s in 0..burst_seats {
        request(clients[s].world_mut(), Action::ChangeLife { player: names[s].clone().into(), by: 1 });
    }
    until(&mut clients, "a request after the burst", |cs| {
        (0..burst_seats).all(|s| conn(&cs[s]).applied_count > after[s])
    });
    let model = conn(&clients[0]).model.clone().expect("a model");
    let bytes = bifronte::net::protocol::encode(&model).len();
    let expected = START_LIFE + actions as i32;
    let exact = exact_run;
    let watcher_refusals: Vec<usize> =
        (0..WATCHERS).map(|w| conn(&clients[SEATS + w]).refusals.len() - refused_before[SEATS + w]).collect();
    trips.sort();
    println!("network play: the real host on loopback UDP, {SEATS} seats and {WATCHERS} spectators");
    println!("  table: {} permanents, {} cards in all", SEATS * PERMANENTS, SEATS * 60);
    println!(
        "  {} actions ({actions} a seat) in {elapsed:.1} s; {} model arrivals timed",
        SEATS * actions,
        trips.len()
    );
    println!(
        "  round trip, request to a client's model showing it: median {}, p99 {}, max {} (target: p99 < 50 ms)",
        ms(percentile(&trips, 0.5)),
        ms(percentile(&trips, 0.99)),
        ms(*trips.last().unwrap_or(&Duration::ZERO))
    );
    println!(
        "  every client ends at {expected} life for every player: {} (none lost, none applied twice)",
        if exact { "yes" } else { "NO" }
    );
    println!("  a seat's model at the end: {bytes} bytes, {} log lines", model.log.len());
    println!("  seats' requests refused: {seat_refusals}; spectators' refused: {watcher_refusals:?} of {actions} each");
    println!("  host: idle (clients waking every 50 ms) {:.1}% of a core, {idle_rss:.0} MiB", idle_cpu * 100.0);
    println!("  host: under load {:.1}% of a core, {busy_rss:.0} MiB (peak {peak_rss:.0} MiB)", busy_cpu * 100.0);
    println!(
        "  burst: {burst_seats} seats × {BURST} requests at once, all answered in {}: (applied, refused) per seat {burst:?}",
        ms(answered_in)
    );
    println!(
        "  burst: each applied exactly once: {}; every refusal names the rate: {}; no seat stuck: yes",
        if burst_exact { "yes" } else { "NO" },
        if rate_reasons { "yes" } else { "NO" }
    );
    drop(host);
    std::fs::remove_dir_all(&data).ok();
    assert!(exact, "an action was lost or applied twice");
    assert!(burst_exact && rate_reasons, "a burst request was lost, applied twice or refused without the rate");
    assert_eq!(seat_refusals, 0);
    assert!(watcher_refusals.iter().all(|n| *n == actions), "a spectator's request went unanswered");
}
