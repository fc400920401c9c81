//! `bifronte serve`: the lobby's protocol over its encrypted wire, tables run as processes of
//! their own (the real `bifronte` binary), a table's crash and restart under live players, the
//! server itself killed (SIGKILL) and restarted with a running table and a finished game, a
//! table over its memory cap, and hostile lobby traffic.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bifronte::i18n::Lang;
use bifronte::net::client::{JoinOptions, request};
use bifronte::rules::{Action, Zone};
use bifronte::server::client::LobbyClient;
use bifronte::server::identity::KnownServers;
use bifronte::server::protocol::{FromServer, NewTable, TableState, ToServer};
use bifronte::server::store::Store;
use bifronte::server::{ServeOptions, Server};

use crate::net_trust::{conn, pump, udp_client};

/// The dialog and the windows it asked for, as the test drives them.
type Dialog = (bifronte::app::online::OnlineDialog, Vec<bifronte::app::online::OnlineAction>);

/// A folder of the test's own.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bifronte-serve-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Ports for a server's tables: a block of ten that nothing binds now, per test.
fn table_ports(slot: u16) -> (u16, u16) {
    // Ten ports a slot, twenty apart: a server's tables never race another test's for a port
    // (a table whose port another took first would leave its players at the other's table).
    let base = 30_000 + (std::process::id() % 2000) as u16 * 10 + slot * 20;
    (base, base + 9)
}

/// A server in this process, its tables the real binary.
pub fn server(dir: &Path, slot: u16, tune: impl FnOnce(&mut ServeOptions)) -> Server {
    let mut o = ServeOptions::new(0, dir.join("data"));
    o.exe = PathBuf::from(env!("CARGO_BIN_EXE_bifronte"));
    o.table_ports = table_ports(slot);
    o.table_env = vec![("BIFRONTE_DATA".into(), env!("CARGO_MANIFEST_DIR").into())];
    tune(&mut o);
    bifronte::server::start(o).expect("a server")
}

/// The servers' keys as the tests' players remember them: a file of this test's own (its
/// thread's name), so a port another test's server used before, with another key, is news to
/// nobody.
pub fn known() -> KnownServers {
    let me = std::thread::current();
    let test = me.name().map_or_else(|| format!("{:?}", me.id()), str::to_string);
    let test = test.replace(|c: char| !c.is_ascii_alphanumeric(), "-");
    KnownServers::at(std::env::temp_dir().join(format!("bifronte-serve-known-{}-{test}", std::process::id())))
}

pub fn lobby(addr: SocketAddr, name: &str) -> LobbyClient {
    let addr = SocketAddr::from(([127, 0, 0, 1], addr.port()));
    LobbyClient::connect(addr, name, &known()).unwrap_or_else(|e| panic!("{name}: {e}"))
}

pub fn table(name: &str, password: Option<&str>) -> NewTable {
    NewTable {
        name: name.into(),
        seats: 2,
        format: "casual".into(),
        secret: password.map(bifronte::server::secret::new_secret),
        spectators: true,
        judges: false,
        free: true,
        best_of: 1,
        computer: false,
    }
}

pub fn create(l: &LobbyClient, spec: NewTable) -> u64 {
    l.send(&ToServer::Create(spec)).unwrap();
    l.wait_for(Duration::from_secs(20), |m| match m {
        FromServer::Created { table } => Some(*table),
        _ => None,
    })
    .expect("the table opens")
}

/// Two players seated at a served table, each with its model.
pub fn seat_two(l: &LobbyClient, table: u64, names: [&str; 2], password: Option<&str>) -> Vec<App> {
    let (at, key) = l.locate(table, password).expect("the table's address");
    let mut players: Vec<App> = names
        .iter()
        .map(|n| udp_client(JoinOptions { name: n.to_string(), password: key.clone(), ..default() }, at))
        .collect();
    let seated = pump(None, &mut players, 60, |cs| cs.iter().all(|c| conn(c).model.is_some()));
    assert!(
        seated,
        "both players got their models: {:?}",
        players.iter().map(|c| conn(c).ended.clone()).collect::<Vec<_>>()
    );
    players
}

pub fn hand(c: &App, who: &str) -> usize {
    conn(c)
        .model
        .as_ref()
        .map_or(0, |m| m.table.objects.iter().filter(|o| o.zone == Zone::Hand && o.owner == who).count())
}

/// `who` (player `i`) draws a card, and it is applied: their hand grows by one.
pub fn draw(players: &mut [App], i: usize, who: &str) {
    let before = hand(&players[i], who);
    let seq = request(players[i].world_mut(), Action::Draw { player: who.into(), n: Some(1) });
    let drawn = pump(None, players, 60, |cs| conn(&cs[i]).applied >= seq && hand(&cs[i], who) == before + 1);
    assert!(drawn, "{who}'s draw applied: {:?}", conn(&players[i]).refusals);
}

/// Whether every player took its seat again since it had `models` models: a rejoined seat is
/// sent its whole model at once (a connection to a dead table only times out after seconds).
fn rejoined(cs: &[App], models: &[u64]) -> bool {
    cs.iter().zip(models).all(|(c, before)| conn(c).models > *before && conn(c).seat.is_some())
}

pub(crate) struct Killed(Child);
impl Drop for Killed {
    fn drop(&mut self) {
        self.0.kill().ok();
        self.0.wait().ok();
    }
}

pub fn wait_until(secs: u64, mut done: impl FnMut() -> bool) -> bool {
    let end = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < end {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    done()
}

#[test]
fn serve_the_lobby_lists_rooms_chats_opens_a_locked_table_and_seats_two_players_through_it() {
    let dir = scratch("lobby");
    let s = server(&dir, 0, |_| {});
    let alice = lobby(s.addr, "Alice");
    assert_eq!(alice.rooms.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(), ["Main", "Commander", "Constructed"]);
    // Names are unique while connected, look-alikes included.
    let e = LobbyClient::connect(SocketAddr::from(([127, 0, 0, 1], s.addr.port())), "Alice", &known())
        .err()
        .expect("taken");
    assert!(e.to_string().contains("already connected"), "{e}");
    let e = LobbyClient::connect(SocketAddr::from(([127, 0, 0, 1], s.addr.port())), "\u{410}lice", &known())
        .err()
        .expect("alike");
    assert!(e.to_string().contains("looks too much like Alice"), "{e}");
    let bob = lobby(s.addr, "Bob");
    assert!(alice.enter("main").expect("Main, by any case").is_empty());
    bob.enter("Main").unwrap();
    // Chat reaches everyone in the room.
    alice.send(&ToServer::Say { text: "anyone for a game?".into() }).unwrap();
    let heard = bob.wait_for(Duration::from_secs(10), |m| match m {
        FromServer::Chat { from, text } => Some((from.clone(), text.clone())),
        _ => None,
    });
    assert_eq!(heard, Ok(("Alice".into(), "anyone for a game?".into())));
    // A locked table: its room shows it to everyone, locked, open.
    let id = create(&alice, table("Friday", Some("hunter2")));
    let shown = bob.wait_for(Duration::from_secs(20), |m| match m {
        FromServer::Room { tables, .. } => tables.iter().find(|t| t.id == id && t.state == TableState::Open).cloned(),
        _ => None,
    });
    let shown = shown.expect("Bob's list shows the table once it runs");
    assert!(shown.locked && shown.name == "Friday" && shown.seats == 2);
    // Without the password, a clear refusal; with a wrong one, the table's desk refuses.
    assert!(bob.locate(id, None).unwrap_err().to_string().contains("password"));
    let (at, wrong) = bob.locate(id, Some("hunter3")).unwrap();
    let mut wrong = vec![udp_client(JoinOptions { name: "Bob".into(), password: wrong, ..default() }, at)];
    let refused = pump(None, &mut wrong, 30, |cs| {
        cs[0].world().get_resource::<bifronte::net::transport::Link>().is_some_and(|l| l.refused.is_some())
    });
    assert!(refused, "a wrong password is refused by the table");
    let mut players = seat_two(&alice, id, ["Alice", "Bob"], Some("hunter2"));
    draw(&mut players, 1, "Bob");
    // The room's list follows the table: both seated, the game on.
    let running = alice.wait_for(Duration::from_secs(20), |m| match m {
        FromServer::Room { tables, .. } => {
            tables.iter().find(|t| t.id == id && t.state == TableState::Running && t.seated.len() == 2).cloned()
        }
        _ => None,
    });
    // Seated in the order their handshakes ended.
    let mut seated = running.map(|t| t.seated).unwrap_or_default();
    seated.sort();
    assert_eq!(seated, ["Alice", "Bob"]);
    // Neither the password nor anything a listener could guess it from is in the server's files.
    let mut bytes = Vec::new();
    for entry in walk(&dir.join("data")) {
        bytes.extend(std::fs::read(entry).unwrap_or_default());
    }
    assert!(!bytes.windows(7).any(|w| w == b"hunter2"), "the password is stored nowhere");
    // A table that doesn't exist gets a refusal, and the connection stays.
    bob.send(&ToServer::Where { table: 999 }).unwrap();
    let e = bob.wait_for(Duration::from_secs(5), |_| None::<()>).unwrap_err();
    assert!(e.to_string().contains("no table 999"), "{e}");
    bob.send(&ToServer::Ping).unwrap();
    assert_eq!(bob.wait_for(Duration::from_secs(5), |m| matches!(m, FromServer::Pong).then_some(())), Ok(()));
    s.stop_tables();
    std::fs::remove_dir_all(&dir).ok();
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

#[test]
fn serve_a_table_that_crashes_is_started_again_on_its_autosave_and_its_players_come_back() {
    let dir = scratch("crash");
    let s = server(&dir, 1, |_| {});
    let alice = lobby(s.addr, "Alice");
    alice.enter("Main").unwrap();
    let id = create(&alice, table("Crashy", None));
    let mut players = seat_two(&alice, id, ["Alice", "Bob"], None);
    draw(&mut players, 0, "Alice");
    let hands = (hand(&players[0], "Alice"), hand(&players[1], "Bob"));
    let models: Vec<u64> = players.iter().map(|c| conn(c).models).collect();
    // The table's process dies (SIGKILL: no goodbye, no last save).
    let pid = s.table_pid(id).expect("the table runs");
    assert!(Command::new("kill").args(["-9", &pid.to_string()]).status().unwrap().success());
    assert!(wait_until(30, || s.table_pid(id).is_some_and(|p| p != pid)), "the server started the table again");
    assert_eq!(s.counts().2, 1, "one restart");
    // The players' links find it again; their seats come back with their tokens (the
    // database's), and the game goes on from where it was.
    let back = pump(None, &mut players, 60, |cs| {
        rejoined(cs, &models) && (hand(&cs[0], "Alice"), hand(&cs[1], "Bob")) == hands
    });
    assert!(back, "both players are back at the table as it was");
    draw(&mut players, 1, "Bob");
    assert!(players.iter().all(|c| conn(c).ended.is_none()));
    s.stop_tables();
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn serve_a_table_over_its_memory_cap_is_ended_its_players_told_why_and_its_autosave_kept() {
    let dir = scratch("memory");
    let s = server(&dir, 2, |_| {});
    let alice = lobby(s.addr, "Alice");
    alice.enter("Main").unwrap();
    let id = create(&alice, table("Hungry", None));
    let mut players = seat_two(&alice, id, ["Alice", "Bob"], None);
    draw(&mut players, 0, "Alice");
    s.set_table_memory(1024 * 1024);
    let told = pump(None, &mut players, 30, |cs| cs.iter().all(|c| conn(c).ended.is_some()));
    assert!(told, "both players were told");
    let why = conn(&players[0]).ended.clone().unwrap();
    assert!(why.contains("memory cap (1 MiB)"), "{why}");
    assert!(wait_until(30, || s.tables() == 0), "the table ended");
    assert!(s.end_reason(id).is_some_and(|r| r.contains("memory")), "{:?}", s.end_reason(id));
    let autosave = dir.join("data/tables").join(id.to_string()).join("bifronte/host/autosave.ron");
    assert!(autosave.is_file(), "the autosave is kept at {}", autosave.display());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn serve_a_hostile_lobby_client_gets_refusals_then_is_let_go_and_everyone_else_carries_on() {
    let dir = scratch("hostile");
    let s = server(&dir, 3, |o| o.tables_per_address = Some(1));
    // Not the lobby's protocol at all: one line saying so, and the server stays up.
    let mut raw = std::net::TcpStream::connect(("127.0.0.1", s.addr.port())).unwrap();
    std::io::Write::write_all(&mut raw, &[0, 0, 0, 5, b'h', b'e', b'l', b'l', b'o']).unwrap();
    let mut said = Vec::new();
    raw.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    std::io::Read::read_to_end(&mut raw, &mut said).ok();
    assert!(String::from_utf8_lossy(&said).contains("REFUSED not a Bifronte lobby client"));
    // A length far over the limit: closed before anything is allocated.
    let mut raw = std::net::TcpStream::connect(("127.0.0.1", s.addr.port())).unwrap();
    std::io::Write::write_all(&mut raw, &[0xff, 0xff, 0xff, 0xff]).unwrap();
    let mallory = lobby(s.addr, "Mallory");
    // Junk in a sealed frame: a refusal with the reason, and the connection stays.
    mallory.send_raw(&[0xff; 40]).unwrap();
    let e = mallory.wait_for(Duration::from_secs(5), |_| None::<()>).unwrap_err();
    assert!(e.to_string().contains("doesn't read"), "{e}");
    mallory.send(&ToServer::Ping).unwrap();
    assert_eq!(mallory.wait_for(Duration::from_secs(5), |m| matches!(m, FromServer::Pong).then_some(())), Ok(()));
    // A flood: over the rate, refusals; past the strikes, a goodbye and the connection closed.
    for _ in 0..200 {
        if mallory.send(&ToServer::Say { text: "spam".into() }).is_err() {
            break;
        }
    }
    let mut bye = None;
    let end = Instant::now() + Duration::from_secs(20);
    while bye.is_none() && Instant::now() < end {
        match mallory.recv(Duration::from_millis(200)) {
            Ok(Some(FromServer::Bye { reason })) => bye = Some(reason.to_string()),
            Ok(_) => {}
            Err(_) => break,
        }
    }
    assert!(bye.as_deref().is_some_and(|r| r.contains("refused")), "{bye:?}");
    let (refused, dropped, _) = s.counts();
    assert!(refused > 20 && dropped == 1, "refused {refused}, dropped {dropped}");
    // One address can't take every table: past its share, a refusal that says so.
    let opener = lobby(s.addr, "Opener");
    opener.enter("Main").unwrap();
    create(&opener, table("Mine", None));
    opener.send(&ToServer::Create(table("Another", None))).unwrap();
    let e = opener
        .wait_for(Duration::from_secs(10), |m| matches!(m, FromServer::Created { .. }).then_some(()))
        .unwrap_err();
    assert!(e.to_string().contains("the most one address may"), "{e}");
    // Nor hold a place without end: connections that never finish the key exchange are closed
    // once its time is up.
    let mut many: Vec<std::net::TcpStream> =
        (0..20).filter_map(|_| std::net::TcpStream::connect(("127.0.0.1", s.addr.port())).ok()).collect();
    assert!(wait_until(10, || many.iter_mut().all(closed)), "half-open connections are closed");
    drop(many);
    s.stop_tables();
    // Meanwhile the others: a new player connects (once the dropped ones are counted out),
    // enters a room and chats.
    let alice = connect_when_up(s.addr.port(), "Alice");
    alice.enter("Main").unwrap();
    alice.send(&ToServer::Say { text: "still here".into() }).unwrap();
    let heard = alice.wait_for(Duration::from_secs(5), |m| match m {
        FromServer::Chat { text, .. } if text == "still here" => Some(()),
        _ => None,
    });
    assert_eq!(heard, Ok(()));
    // Mallory's name is free again once Mallory is gone.
    assert!(wait_until(10, || LobbyClient::connect(
        SocketAddr::from(([127, 0, 0, 1], s.addr.port())),
        "Mallory",
        &known()
    )
    .is_ok()));
    std::fs::remove_dir_all(&dir).ok();
}

/// Whether the other side has closed `c` (what it still sends is dropped).
pub fn closed(c: &mut std::net::TcpStream) -> bool {
    c.set_read_timeout(Some(Duration::from_millis(20))).ok();
    let mut buf = [0u8; 256];
    match std::io::Read::read(c, &mut buf) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => !matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut),
    }
}

/// `bifronte serve` itself, as a process.
fn serve_process(dir: &Path, port: u16, slot: u16) -> Killed {
    serve_process_with(dir, port, slot, None)
}

/// `bifronte serve` as a process, with `cards` (an imported card database) as its cards.
pub(crate) fn serve_process_with(dir: &Path, port: u16, slot: u16, cards: Option<&Path>) -> Killed {
    let (lo, hi) = table_ports(slot);
    let log = std::fs::OpenOptions::new().create(true).append(true).open(dir.join("serve.log")).unwrap();
    let mut c = crate::harness::bifronte();
    c.args(["serve", "--port", &port.to_string(), "--finished-end", "1"])
        .arg("--data")
        .arg(dir.join("data"))
        .args(["--table-ports", &format!("{lo}-{hi}")])
        .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
        .stderr(Stdio::from(log));
    if let Some(cards) = cards {
        c.env("BIFRONTE_DB", cards);
    }
    Killed(c.spawn().expect("bifronte serve"))
}

pub(crate) fn connect_when_up(port: u16, name: &str) -> LobbyClient {
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let mut last = String::new();
    // Up to 30 s: a server started again brings its tables back before it listens, and the
    // whole suite shares two cores with it.
    for _ in 0..300 {
        match LobbyClient::connect(addr, name, &known()) {
            Ok(l) => return l,
            Err(e) => last = e.to_string(),
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("the server at {addr}: {last}");
}

#[test]
fn serve_killed_and_started_again_brings_back_its_running_table_and_loses_no_finished_game() {
    let dir = scratch("kill");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let server = serve_process(&dir, port, 4);
    let alice = connect_when_up(port, "Alice");
    alice.enter("Main").unwrap();
    // A game that ends: Bob concedes (104.3a), the server keeps the game and ends the table.
    let done = create(&alice, table("Short", None));
    let mut short = seat_two(&alice, done, ["Alice", "Bob"], None);
    draw(&mut short, 0, "Alice");
    request(short[1].world_mut(), Action::Concede { player: "Bob".into() });
    let games = || Store::open(&dir.join("data")).and_then(|s| s.games()).unwrap_or_default();
    assert!(
        wait_until(60, || {
            short.iter_mut().for_each(App::update);
            !games().is_empty()
        }),
        "the finished game is kept"
    );
    assert!(short.iter().all(|c| conn(c).ended.as_deref().is_some_and(|e| e.contains("the game is over"))));
    let g = &games()[0];
    let mut players = g.players.clone();
    players.sort();
    assert_eq!(
        (g.result.as_str(), players, g.name.as_str()),
        ("Alice won", vec!["Alice".to_string(), "Bob".into()], "Short")
    );
    assert!(g.replay.contains("Concede") && g.replay.contains("Draw"), "its replay holds its actions");
    // The table handed its whole replay to both players before it ended.
    assert!(short.iter().all(|c| conn(c).whole_replay.is_some()), "the table sent its replay");
    // The server gives it to a player of the game who shows the seat's token, and to no one else.
    let tokens: Vec<u64> = short.iter().map(|c| conn(c).token.expect("a token")).collect();
    let mine = dir.join("mine");
    let fetched = alice.fetch_replay((done, "Bob", tokens[1]), &mine, Lang::En).expect("Bob's replay");
    assert_eq!(std::fs::read_to_string(&fetched).unwrap(), g.replay);
    for (seat, token) in [("Bob", tokens[1] ^ 1), ("Bob", tokens[0]), ("Mallory", tokens[1])] {
        let e = alice.fetch_replay((done, seat, token), &mine, Lang::En).unwrap_err();
        assert!(e.to_string().contains("no finished game at table"), "{e}");
    }
    assert!(alice.fetch_replay((done + 99, "Bob", tokens[1]), &mine, Lang::En).is_err());
    // A game that goes on, then the server is killed.
    let on = create(&alice, table("Long", None));
    let mut long = seat_two(&alice, on, ["Carol", "Dave"], None);
    draw(&mut long, 0, "Carol");
    let hands = (hand(&long[0], "Carol"), hand(&long[1], "Dave"));
    let models: Vec<u64> = long.iter().map(|c| conn(c).models).collect();
    drop(alice);
    drop(server);
    let server = serve_process(&dir, port, 4);
    let alice = connect_when_up(port, "Alice");
    let tables = alice.enter("Main").unwrap();
    assert_eq!(
        tables.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
        ["Long"],
        "the running table is back, the ended one isn't"
    );
    let back =
        pump(None, &mut long, 60, |cs| rejoined(cs, &models) && (hand(&cs[0], "Carol"), hand(&cs[1], "Dave")) == hands);
    assert!(back, "Carol and Dave are back at their table as it was");
    draw(&mut long, 1, "Dave");
    assert_eq!(games().len(), 1, "the finished game is still kept, once");
    // After the restart, Alice's program (`join --replay`) fetches her replay with the token
    // it kept for that table of that server.
    let data = dir.join("alice-data");
    let server_addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    bifronte::net::client::TokenStore::put(
        &data.join("bifronte/join/tokens.ron"),
        &bifronte::server::client::served_token_key(server_addr, done),
        "Alice",
        tokens[0],
    )
    .unwrap();
    let fetch = |name: &str| {
        crate::harness::bifronte()
            .args(["join", &server_addr.to_string(), "--replay", &done.to_string(), "--name", name])
            .env("XDG_DATA_HOME", &data)
            .env("XDG_CONFIG_HOME", dir.join("config"))
            .output()
            .unwrap()
    };
    let out = fetch("Alice");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let path = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    assert!(path.starts_with(data.join("bifronte/join/replays")), "{}", path.display());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), g.replay);
    let out = fetch("Carol");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no token kept for Carol"));
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}

/// File → Play online, driven as a player would: connect (the server and name remembered),
/// enter a room, read its chat and tables, join one, and open one.
#[test]
fn serve_the_play_online_dialog_connects_lists_a_room_and_asks_for_the_table_s_window() {
    use bifronte::app::online::{OnlineAction, OnlineDialog, online_ui};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let dir = scratch("dialog");
    let s = server(&dir, 5, |_| {});
    let remember = dir.join("online.ron");
    let address = format!("127.0.0.1:{}", s.addr.port());
    let mut dialog = OnlineDialog::default();
    dialog.server = address.clone();
    dialog.name = "Alice".into();
    dialog.remember_in = Some(remember.clone());
    let mut h = Harness::new_ui_state(
        |ui, (d, asked): &mut Dialog| {
            asked.extend(d.poll(bifronte::i18n::Lang::En));
            asked.extend(online_ui(ui, d));
        },
        (dialog, Vec::new()),
    );
    let run_until = |h: &mut Harness<'_, Dialog>, what: &str, done: &dyn Fn(&Dialog) -> bool| {
        let end = Instant::now() + Duration::from_secs(20);
        while !done(h.state()) && Instant::now() < end {
            h.run();
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(done(h.state()), "{what}: {}", h.state().0.status);
    };
    h.run();
    h.get_by_label("Connect").click();
    run_until(&mut h, "connected", &|(d, _)| d.connected());
    let kept = std::fs::read_to_string(&remember).expect("the server is remembered");
    assert!(kept.contains(&address) && kept.contains("Alice"), "{kept}");
    h.get_by_label_contains("Main — ").click();
    run_until(&mut h, "in Main", &|(d, _)| d.room.as_deref() == Some("Main"));
    // Bob, elsewhere, opens a table and says so: both reach the dialog.
    let bob = lobby(s.addr, "Bob");
    bob.enter("Main").unwrap();
    let duel = create(&bob, table("Duel", None));
    bob.send(&ToServer::Say { text: "come and play".into() }).unwrap();
    run_until(&mut h, "Bob's table and line", &|(d, _)| {
        d.tables.iter().any(|t| t.id == duel && t.state == TableState::Open) && d.chat.iter().any(|(f, _)| f == "Bob")
    });
    h.run();
    h.get_by_label_contains("Duel · casual · open to all");
    h.get_by_label("Bob: come and play");
    h.get_by_label("Join").click();
    h.run();
    let args = |id: u64| -> Vec<String> {
        ["join", &address, "--room", "Main", "--table", &id.to_string(), "--name", "Alice"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    };
    assert_eq!(h.state().1, vec![OnlineAction::Join { args: args(duel), password: None }]);
    // Opening a table: its window is asked for once the server says it is open, with the
    // password beside the arguments, never in them.
    h.state_mut().1.clear();
    h.state_mut().0.new_table.name = "Mine".into();
    h.state_mut().0.password = "hunter2".into();
    h.get_by_label("Open a table").click();
    h.run();
    h.get_by_label("Open it and join").click();
    run_until(&mut h, "the new table's window asked for", &|(_, asked)| !asked.is_empty());
    let OnlineAction::Join { args: got, password } = h.state().1[0].clone();
    let mine = got[5].parse::<u64>().expect("a table number");
    assert_eq!((got, password.as_deref()), (args(mine), Some("hunter2")));
    // A new dialog comes back with the server and the name.
    let mut again = OnlineDialog::default();
    again.remember_in = Some(remember);
    again.load();
    assert_eq!((again.server.as_str(), again.name.as_str()), (address.as_str(), "Alice"));
    s.stop_tables();
    std::fs::remove_dir_all(&dir).ok();
}

/// A table opened as a best-of-three match runs its host as one: both players are shown the
/// match, its first chooser asked (103.1), before any card is dealt.
#[test]
fn serve_a_table_opened_as_a_best_of_three_plays_a_match() {
    use bifronte::scene::matches::Stage;
    let dir = scratch("match");
    let s = server(&dir, 6, |_| {});
    let l = lobby(s.addr, "Alice");
    l.send(&ToServer::Enter { room: "Main".into() }).unwrap();
    let id = create(&l, NewTable { best_of: 3, ..table("Friday match", None) });
    let mut players = seat_two(&l, id, ["Alice", "Bob"], None);
    let asked = pump(None, &mut players, 60, |cs| {
        cs.iter().all(|c| {
            conn(c).model.as_ref().and_then(|m| m.series.as_ref()).is_some_and(|v| {
                // The seats are in the order the two joined, which the network decides.
                matches!(v.stage, Some(Stage::Choosing { .. }))
                    && v.score.to_string().contains("Alice 0")
                    && v.score.to_string().contains("Bob 0")
                    && v.score.to_string().ends_with("(best of 3)")
            })
        })
    });
    assert!(
        asked,
        "{:?}",
        players.iter().map(|c| conn(c).model.as_ref().map(|m| m.series.clone())).collect::<Vec<_>>()
    );
    assert_eq!(hand(&players[0], "Alice"), 0, "no card before the first player is chosen");
    std::fs::remove_dir_all(dir).ok();
}

/// 69: a served table whose last seat is the computer's: Alice alone joins a table of two, the
/// game starts with her and the table's own computer (the host answers for it: no connection
/// can take its seat), and the computer answers its opening hand as Alice keeps hers.
#[test]
fn serve_a_table_with_a_computer_seat_starts_with_one_player_and_the_computer_answers() {
    use bifronte::server::protocol::COMPUTER;
    let dir = scratch("computer");
    let s = server(&dir, 4, |_| {});
    let l = lobby(s.addr, "Alice");
    l.send(&ToServer::Enter { room: "Main".into() }).unwrap();
    let id = create(&l, NewTable { free: false, computer: true, ..table("Versus the computer", None) });
    let (at, key) = l.locate(id, None).expect("the table's address");
    let mut players =
        vec![udp_client(JoinOptions { name: "Alice".into(), password: key, ..JoinOptions::default() }, at)];
    let started = pump(None, &mut players, 60, |cs| {
        conn(&cs[0]).model.as_ref().is_some_and(|m| m.players.iter().any(|p| p == COMPUTER) && m.seat == "Alice")
    });
    assert!(started, "the game started with Alice and the computer: {:?}", conn(&players[0]).ended);
    request(players[0].world_mut(), Action::Keep { player: "Alice".into(), bottom: None });
    let answered = pump(None, &mut players, 60, |cs| {
        conn(&cs[0]).model.as_ref().is_some_and(|m| {
            m.log.iter().any(|l| {
                l.text.contains(&format!("{COMPUTER} keeps")) || l.text.contains(&format!("{COMPUTER} mulligans"))
            })
        })
    });
    let log: Vec<String> =
        conn(&players[0]).model.as_ref().map(|m| m.log.iter().map(|l| l.text.clone()).collect()).unwrap_or_default();
    assert!(answered, "the computer answered its opening: {log:#?}");
    std::fs::remove_dir_all(dir).ok();
}
