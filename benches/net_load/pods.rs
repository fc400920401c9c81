//! `cargo bench --bench net -- pods`: the real `bifronte serve` (a child process) with 10 draft
//! pods drafting at once, each of two people (lobby connections on loopback) and six bots.
//! Each person picks the first card of each pack the moment it is in front of them; printed:
//! the time from a pick to the seat's next view (median, p99, max; target p99 < 50 ms), the
//! picks, and the server's CPU and memory. The server's cards are those at `BIFRONTE_DB`, which
//! must hold a set with booster data (the 2019 dump of the fixtures: M20 or ELD); without one
//! the section says so and measures nothing.

use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bifronte::server::client::LobbyClient;
use bifronte::server::identity::KnownServers;
use bifronte::server::protocol::{FromServer, NewPod, PodSeen, ToServer};

use super::serve::{Served, usage};
use super::{ms, percentile};

/// A person's picks come at most this often (the lobby takes 20 messages a second from a
/// connection; no person picks faster than this).
const PACE: Duration = Duration::from_millis(150);

/// Pods drafting together.
const PODS: usize = 10;

/// The seat's latest view among what came in.
fn latest(l: &LobbyClient) -> Option<PodSeen> {
    let mut last = None;
    while let Ok(Some(m)) = l.try_recv() {
        match m {
            FromServer::Pod(s) => last = Some(*s),
            FromServer::Refused { reason } | FromServer::Bye { reason } => eprintln!("pods: {}: {reason}", l.name),
            _ => {}
        }
    }
    last
}

pub fn run() {
    let Some(db) = std::env::var_os("BIFRONTE_DB") else {
        println!("pods: no BIFRONTE_DB (an imported database with a set's booster data): nothing measured");
        return;
    };
    let Ok(store) = bifronte::cards::store::CardStore::open(std::path::Path::new(&db)) else {
        println!("pods: {} doesn't open: nothing measured", db.to_string_lossy());
        return;
    };
    let Some(set) = bifronte::draft::booster::sets_with_boosters(&store).into_iter().next() else {
        println!("pods: no set with booster data in {}: nothing measured", db.to_string_lossy());
        return;
    };
    let dir = std::env::temp_dir().join(format!("bifronte-pods-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let port = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a port").port();
    let server = Served(
        Command::new(env!("CARGO_BIN_EXE_bifronte"))
            .args(["serve", "--port", &port.to_string(), "--data"])
            .arg(&dir)
            .env("BIFRONTE_DB", &db)
            .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
            .stderr(Stdio::null())
            .spawn()
            .expect("bifronte serve"),
    );
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let known = KnownServers::at(dir.join("known_servers"));
    let connect = |name: &str| {
        for _ in 0..100 {
            if let Ok(l) = LobbyClient::connect(addr, name, &known) {
                l.enter("Main").expect("Main");
                return l;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("the server's lobby");
    };
    let mut people: Vec<LobbyClient> = Vec::new();
    for k in 0..PODS {
        let (a, b) = (connect(&format!("A{k}")), connect(&format!("B{k}")));
        let spec = NewPod { name: format!("Pod {k}"), seats: 8, set: set.clone(), timer: false };
        a.send(&ToServer::CreatePod(spec)).expect("sent");
        let pod = a
            .wait_for(Duration::from_secs(30), |m| match m {
                FromServer::Pod(s) => Some(s.pod),
                _ => None,
            })
            .expect("a pod");
        b.send(&ToServer::SitPod { pod, token: None }).expect("sent");
        b.wait_for(Duration::from_secs(30), |m| matches!(m, FromServer::Pod(_)).then_some(())).expect("seated");
        a.send(&ToServer::StartPod { pod }).expect("sent");
        people.push(a);
        people.push(b);
    }
    // Each person: the view last seen, and when their last pick went.
    let mut seen: Vec<Option<PodSeen>> = vec![None; people.len()];
    let mut asked: Vec<Option<(Instant, usize)>> = vec![None; people.len()];
    let mut last_pick: Vec<Option<Instant>> = vec![None; people.len()];
    let mut trips: Vec<Duration> = Vec::new();
    let start = Instant::now();
    let (cpu_before, _) = usage(server.0.id());
    while seen.iter().any(|s| !s.as_ref().is_some_and(|s| s.over)) {
        if start.elapsed() > Duration::from_secs(120) {
            let state: Vec<String> = seen
                .iter()
                .map(|s| s.as_ref().map_or("-".into(), |s| format!("{}:{}:{}", s.pool.len(), s.pack.len(), s.over)))
                .collect();
            panic!("the pods didn't finish within 2 minutes: {state:?}");
        }
        for (i, l) in people.iter().enumerate() {
            if let Some(v) = latest(l) {
                if let Some((at, _)) = asked[i].filter(|(_, picks)| v.pool.len() > *picks) {
                    trips.push(at.elapsed());
                    asked[i] = None;
                }
                seen[i] = Some(v);
            }
            let Some(v) = seen[i].as_ref() else { continue };
            let rested = last_pick[i].is_none_or(|t| t.elapsed() >= PACE);
            if asked[i].is_none() && rested && !v.over && !v.pack.is_empty() {
                asked[i] = Some((Instant::now(), v.pool.len()));
                last_pick[i] = Some(Instant::now());
                l.send(&ToServer::Pick { pod: v.pod, card: 0 }).expect("sent");
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let took = start.elapsed();
    let (cpu_after, rss) = usage(server.0.id());
    trips.sort();
    println!(
        "pods: {PODS} pods of {set} (2 people, 6 bots each; a person picks at most every {} ms), {} people's picks in {:.1} s: pick to the seat's next view median {}, p99 {}, max {} (target p99 < 50 ms); server {:.0} % of a core, {rss:.0} MiB",
        PACE.as_millis(),
        trips.len(),
        took.as_secs_f64(),
        ms(percentile(&trips, 0.5)),
        ms(percentile(&trips, 0.99)),
        ms(*trips.last().unwrap_or(&Duration::ZERO)),
        100.0 * (cpu_after - cpu_before) / took.as_secs_f64(),
    );
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}
