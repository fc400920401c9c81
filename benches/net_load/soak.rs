//! `cargo bench --bench net -- soak`: the real `bifronte serve` with 10 tables of honest players
//! (2 seats and a spectator each, every seat asking every 2 s, as `-- serve` does) while hostile
//! parties do everything a hostile review tried, all at once, for `BIFRONTE_SOAK_SECS` (60 by
//! default):
//! - connections that trickle a byte every 2 s into the lobby (from 20 addresses) and into every
//!   table's desk (6 a table, from 6 addresses), reconnecting as soon as they are cut;
//! - junk: frames that announce 4 GiB, random bytes, to the lobby and the desks, 20 a second;
//!   random UDP packets at every table's game port, 500 a second;
//! - a lobby flood: players that say a chat line and ask for a table as fast as they can;
//! - password guessing at a locked table, from 10 addresses at once;
//! - a hostile spectator at every table asking for what it may not do (its seat's life, a draw
//!   for another player), 30 requests a second each.
//!
//! Meanwhile honest newcomers knock: every 3 s a player opens the lobby and lists the room, and
//! another gets a ticket at a table's desk. Printed: every honest request answered and shown
//! exactly once (asserted), the request-to-every-client time beside the same run without the
//! attack, every newcomer let in (asserted) and the slowest, what the attackers sent and how
//! often they were cut, and the server's and tables' memory.

use std::io::Write;
use std::net::{SocketAddr, TcpStream, UdpSocket};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bifronte::net::client::request;
use bifronte::rules::Action;
use bifronte::server::client::LobbyClient;
use bifronte::server::identity::KnownServers;
use bifronte::server::protocol::{FromServer, NewTable, ToServer};

use super::serve::{Room, children, free_table, open, play, seat, usage};
use super::{client, ms, percentile};

const TABLES: usize = 10;

/// What the attackers did, counted as they go.
#[derive(Default)]
struct Tally {
    /// TCP connections opened (trickling, junk, flooding).
    opened: AtomicU64,
    /// Of those, how many the server or a desk closed.
    cut: AtomicU64,
    bytes: AtomicU64,
    packets: AtomicU64,
    /// Lobby messages sent by the flood.
    flooded: AtomicU64,
    /// Password guesses answered (refused or told to come later).
    guesses: AtomicU64,
    /// Guesses that got a ticket: must stay 0.
    guessed: AtomicU64,
}

/// A TCP connection from 127.0.0.`n`.
fn from(n: u8, to: SocketAddr) -> Option<TcpStream> {
    let s = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).ok()?;
    s.bind(&SocketAddr::from(([127, 0, 0, n], 0)).into()).ok()?;
    s.connect_timeout(&to.into(), Duration::from_secs(2)).ok()?;
    Some(s.into())
}

/// A connection from 127.0.0.`n` to `to` that sends one byte every 2 s; once cut, another.
fn trickle(n: u8, to: SocketAddr, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            let Some(mut s) = from(n, to) else {
                std::thread::sleep(Duration::from_millis(200));
                continue;
            };
            tally.opened.fetch_add(1, Ordering::Relaxed);
            loop {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                if s.write_all(&[0]).is_err() {
                    tally.cut.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                tally.bytes.fetch_add(1, Ordering::Relaxed);
                std::thread::sleep(Duration::from_secs(2));
            }
        }
    });
}

/// Frames that announce 4 GiB and carry random bytes, to each of `to` in turn, 20 a second.
fn junk(n: u8, to: Vec<SocketAddr>, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    std::thread::spawn(move || {
        let mut k = 0usize;
        let mut noise = 0x9e37_79b9_7f4a_7c15u64;
        while !stop.load(Ordering::Relaxed) {
            k += 1;
            if let Some(mut s) = from(n, to[k % to.len()]) {
                tally.opened.fetch_add(1, Ordering::Relaxed);
                let mut bytes = vec![0xff, 0xff, 0xff, 0xff];
                bytes.extend((0..4096).map(|_| {
                    noise ^= noise << 13;
                    noise ^= noise >> 7;
                    noise ^= noise << 17;
                    noise as u8
                }));
                match s.write_all(&bytes) {
                    Ok(()) => tally.bytes.fetch_add(bytes.len() as u64, Ordering::Relaxed),
                    Err(_) => tally.cut.fetch_add(1, Ordering::Relaxed),
                };
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    });
}

/// Random UDP packets at every table's game port, 500 a second in all.
fn udp_junk(to: Vec<SocketAddr>, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    std::thread::spawn(move || {
        let sock = UdpSocket::bind("127.0.0.1:0").expect("a UDP socket");
        let mut noise = 0x2545_f491_4f6c_dd1du64;
        let mut packet = [0u8; 1200];
        let mut k = 0usize;
        while !stop.load(Ordering::Relaxed) {
            for b in packet.iter_mut() {
                noise ^= noise << 13;
                noise ^= noise >> 7;
                noise ^= noise << 17;
                *b = noise as u8;
            }
            k += 1;
            if sock.send_to(&packet, to[k % to.len()]).is_ok() {
                tally.packets.fetch_add(1, Ordering::Relaxed);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    });
}

/// A player from 127.0.0.`n` who says a chat line and asks for a table as fast as it can,
/// connecting again whenever the lobby lets it go.
fn flood(n: u8, room: &Room, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    let (addr, known) = (room.addr, KnownServers::at(room.dir.join("known_servers")));
    std::thread::spawn(move || {
        let mut k = 0u64;
        while !stop.load(Ordering::Relaxed) {
            k += 1;
            let Some(s) = from(n, addr) else { continue };
            let Ok(c) = LobbyClient::connect_over(s, addr, &format!("Flood {n} {k}"), &known) else {
                std::thread::sleep(Duration::from_millis(100));
                continue;
            };
            tally.opened.fetch_add(1, Ordering::Relaxed);
            c.send(&ToServer::Enter { room: "Main".into() }).ok();
            loop {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                let said = c.send(&ToServer::Say { text: "spam ".repeat(40) }).is_ok()
                    && c.send(&ToServer::Create(free_table("Spam"))).is_ok();
                // Read what comes back, so only the server's limits end it.
                while let Ok(Some(_)) = c.try_recv() {}
                if !said || c.try_recv().is_err() {
                    tally.cut.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                tally.flooded.fetch_add(2, Ordering::Relaxed);
            }
        }
    });
}

/// Opens a locked table and has 10 addresses guess its password at once, again and again.
fn guessers(room: &Room, stop: &Arc<AtomicBool>, tally: &Arc<Tally>) {
    let s = from(99, room.addr).expect("a connection");
    let owner = LobbyClient::connect_over(s, room.addr, "Locksmith", &room.known).expect("a lobby connection");
    owner.enter("Main").expect("Main");
    let secret = bifronte::server::secret::new_secret("correct horse battery staple");
    owner.send(&ToServer::Create(NewTable { secret: Some(secret), ..free_table("Locked") })).expect("sent");
    let table = owner
        .wait_for(Duration::from_secs(30), |m| match m {
            FromServer::Created { table } => Some(*table),
            _ => None,
        })
        .expect("the locked table");
    // A wrong password, stretched once as a guesser would before trying it.
    let (at, wrong) = owner.locate(table, Some("tr0ub4dor&3")).expect("the locked table's address");
    for n in 0..10u8 {
        let (stop, tally, wrong) = (stop.clone(), tally.clone(), wrong.clone());
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                let Some(s) = from(100 + n, at) else { continue };
                match bifronte::net::desk::ticket_over(s, at, wrong.as_deref()) {
                    Ok(_) => tally.guessed.fetch_add(1, Ordering::Relaxed),
                    Err(_) => tally.guesses.fetch_add(1, Ordering::Relaxed),
                };
            }
        });
    }
    // The owner's connection must outlive the guessing, or the empty table closes.
    std::thread::spawn(move || {
        let _keep = owner;
        std::thread::sleep(Duration::from_secs(3600));
    });
}

/// Each honest newcomer's time to get in, `None` where it was refused or failed.
type Knocks = Vec<Option<Duration>>;

/// Honest newcomers: every 3 s one opens the lobby from 127.0.0.1 and lists the room, and one
/// gets a ticket at a table's desk. Returns, when `stop` is set, each kind's times (`None`:
/// refused or failed).
fn newcomers(room: &Room, desks: Vec<SocketAddr>, stop: Arc<AtomicBool>) -> std::thread::JoinHandle<(Knocks, Knocks)> {
    let (addr, known) = (room.addr, KnownServers::at(room.dir.join("known_servers")));
    std::thread::spawn(move || {
        let (mut lobby, mut desk) = (Vec::new(), Vec::new());
        let mut k = 0usize;
        while !stop.load(Ordering::Relaxed) {
            let t = Instant::now();
            let got = LobbyClient::connect(addr, &format!("Newcomer {k}"), &known).and_then(|c| c.enter("Main"));
            lobby.push(got.ok().map(|_| t.elapsed()));
            let t = Instant::now();
            let got = bifronte::net::desk::ticket(desks[k % desks.len()], None);
            desk.push(got.ok().map(|_| t.elapsed()));
            k += 1;
            std::thread::sleep(Duration::from_secs(3));
        }
        (lobby, desk)
    })
}

pub fn run() {
    let secs: u64 = std::env::var("BIFRONTE_SOAK_SECS").ok().and_then(|v| v.parse().ok()).unwrap_or(60);
    let run = Duration::from_secs(secs);
    let room = open(TABLES, "soak");
    let mut seated = seat(&room);
    // The same honest run without the attack first, to compare.
    let calm = play(&mut seated, Duration::from_secs(20), &mut || {});
    let stop = Arc::new(AtomicBool::new(false));
    let tally = Arc::new(Tally::default());
    let desks = seated.at.clone();
    for n in 0..20u8 {
        trickle(10 + n, room.addr, stop.clone(), tally.clone());
    }
    for (k, d) in desks.iter().enumerate() {
        for n in 0..6u8 {
            trickle(40 + n + 6 * (k as u8 % 4), *d, stop.clone(), tally.clone());
        }
    }
    let mut targets = desks.clone();
    targets.push(room.addr);
    for n in 0..2u8 {
        junk(70 + n, targets.clone(), stop.clone(), tally.clone());
    }
    udp_junk(desks.clone(), stop.clone(), tally.clone());
    guessers(&room, &stop, &tally);
    for n in 0..3u8 {
        flood(80 + n, &room, stop.clone(), tally.clone());
    }
    let knocking = newcomers(&room, desks.clone(), stop.clone());
    // A hostile spectator at every table.
    let mut hostile: Vec<App> =
        desks.iter().enumerate().map(|(k, d)| client(&format!("Mallory{k}"), true, *d)).collect();
    let started = Instant::now();
    while !hostile.iter().all(|c| c.world().resource::<bifronte::net::client::Connection>().model.is_some()) {
        assert!(started.elapsed() < Duration::from_secs(60), "the hostile spectators seated");
        for c in hostile.iter_mut() {
            c.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let names = seated.names.clone();
    let mut asked = 0u64;
    let mut last = Instant::now();
    let under = play(&mut seated, run, &mut || {
        // 30 requests a second each, every one of them refused: a seat's life, another's draw.
        if last.elapsed() >= Duration::from_millis(33) {
            last = Instant::now();
            for (k, c) in hostile.iter_mut().enumerate() {
                let a = if asked.is_multiple_of(2) {
                    Action::ChangeLife { player: names[k][0].clone().into(), by: -5 }
                } else {
                    Action::Draw { player: names[k][1].clone().into(), n: Some(7) }
                };
                request(c.world_mut(), a);
                asked += 1;
            }
        }
        for c in hostile.iter_mut() {
            c.update();
        }
    });
    stop.store(true, Ordering::Relaxed);
    let (lobby, desk) = knocking.join().expect("the newcomers");
    let refused: usize =
        hostile.iter().map(|c| c.world().resource::<bifronte::net::client::Connection>().refusals.len()).sum();
    let tables: Vec<(f64, f64)> = children(room.server.0.id()).iter().map(|p| usage(*p)).collect();
    let server = usage(room.server.0.id());
    let t = |o: &AtomicU64| o.load(Ordering::Relaxed);
    let worst = |v: &[Option<Duration>]| v.iter().flatten().max().copied().unwrap_or_default();
    let let_in = |v: &[Option<Duration>]| v.iter().filter(|x| x.is_some()).count();
    println!("bifronte serve under attack: {TABLES} tables of 2 honest seats + 1 spectator, {secs} s");
    println!(
        "  honest requests: {} in {:.0} s, {} shown at every client of their table, none lost or doubled: {}",
        under.requests,
        under.elapsed,
        under.trips.len(),
        if under.exact { "yes" } else { "NO" }
    );
    println!(
        "  request → every client updated: median {}, p99 {}, max {} (the same 20 s before the attack: {} of {} shown, median {}, p99 {}, max {})",
        ms(percentile(&under.trips, 0.5)),
        ms(percentile(&under.trips, 0.99)),
        ms(*under.trips.last().unwrap_or(&Duration::ZERO)),
        calm.trips.len(),
        calm.requests,
        ms(percentile(&calm.trips, 0.5)),
        ms(percentile(&calm.trips, 0.99)),
        ms(*calm.trips.last().unwrap_or(&Duration::ZERO)),
    );
    println!(
        "  honest newcomers: lobby {} of {} in (slowest {}), desk tickets {} of {} (slowest {})",
        let_in(&lobby),
        lobby.len(),
        ms(worst(&lobby)),
        let_in(&desk),
        desk.len(),
        ms(worst(&desk))
    );
    println!(
        "  attackers: {} TCP connections ({} cut), {} bytes trickled or junk, {} UDP packets, {} flood messages queued, {} password guesses answered ({} let in)",
        t(&tally.opened),
        t(&tally.cut),
        t(&tally.bytes),
        t(&tally.packets),
        t(&tally.flooded),
        t(&tally.guesses),
        t(&tally.guessed)
    );
    println!("  hostile spectators: {asked} requests, {refused} refusals kept by their clients (the last 500 each)");
    let mean = tables.iter().map(|x| x.1).sum::<f64>() / tables.len().max(1) as f64;
    println!("  memory: the server {:.0} MiB, a table {mean:.0} MiB on average ({} tables)", server.1, tables.len());
    assert!(under.exact, "an honest action was lost or applied twice");
    assert_eq!(under.trips.len(), under.requests, "every honest request reached every client at its table");
    assert_eq!(let_in(&lobby), lobby.len(), "every honest newcomer got into the lobby");
    assert_eq!(let_in(&desk), desk.len(), "every honest newcomer got a ticket");
    assert_eq!(t(&tally.guessed), 0, "no guess opened the locked table");
    drop(hostile);
    drop(seated);
    let dir = room.dir.clone();
    drop(room);
    std::fs::remove_dir_all(&dir).ok();
}
