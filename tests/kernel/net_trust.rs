//! Network play that no listener can read and no one player can break: the desk's key exchange
//! and netcode's encryption (a relay on the path records every byte), seats that come back only
//! with their tokens, connections that hold nothing once refused or idle, the rates, the real
//! decoder's path under fuzzing, and a real host process killed, frozen and resumed under live
//! clients.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_replicon::prelude::*;
use bevy_replicon::test_app::{ServerTestAppExt, TestClientEntity};
use bifronte::net::client::{Connection, JoinOptions, NetClientPlugin, TokenStore, request};
use bifronte::net::host::{HostOptions, Lobby};
use bifronte::net::protocol::{ToClient, ToHost, UndoVote, dropped_messages, encode};
use bifronte::net::{desk, transport};
use bifronte::rules::{Action, Zone};
use bifronte::view::seat::SeatModel;

use crate::net::{ask, client_app, game, hand_card, host_app, host_model, model, seated, settle, udp_host};

// ---- helpers ---------------------------------------------------------------------------

/// A client as `bifronte join` runs one, with these options, dialing `to`.
pub(crate) fn udp_client(options: JoinOptions, to: SocketAddr) -> App {
    let mut c = App::new();
    c.add_plugins((MinimalPlugins, StatesPlugin));
    transport::add_network_plugins(&mut c);
    c.add_plugins((NetClientPlugin(options), transport::LinkPlugin));
    c.finish();
    c.cleanup();
    transport::connect(c.world_mut(), to);
    c
}

fn named(name: &str) -> JoinOptions {
    JoinOptions { name: name.into(), ..default() }
}

/// Runs the host (if any) and the clients until `done`, for at most `secs`; whether it got done.
pub(crate) fn pump(host: Option<&mut App>, clients: &mut [App], secs: u64, done: impl Fn(&[App]) -> bool) -> bool {
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut host = host;
    while !done(clients) && Instant::now() < deadline {
        if let Some(h) = host.as_deref_mut() {
            h.update();
        }
        for c in clients.iter_mut() {
            c.update();
        }
        std::thread::sleep(Duration::from_millis(3));
    }
    done(clients)
}

pub(crate) fn conn(c: &App) -> &Connection {
    c.world().resource::<Connection>()
}

fn has_model(cs: &[App]) -> bool {
    cs.iter().all(|c| conn(c).model.is_some())
}

fn hand_names(m: &SeatModel, who: &str) -> Vec<String> {
    let mut v: Vec<String> = m
        .table
        .objects
        .iter()
        .filter(|o| o.zone == Zone::Hand && o.owner == who)
        .map(|o| o.shown.name.clone())
        .collect();
    v.sort();
    v
}

/// A relay between players and a host, as a router on the path sees them: every TCP byte and
/// UDP datagram in both directions is recorded.
struct Relay {
    port: u16,
    seen: Arc<Mutex<Vec<u8>>>,
    /// The datagrams players sent, each whole.
    datagrams: Arc<Mutex<Vec<Vec<u8>>>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

fn relay(to: u16) -> Relay {
    let (udp, tcp) = loop {
        let udp = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
        let port = udp.local_addr().unwrap().port();
        if let Ok(tcp) = TcpListener::bind((Ipv4Addr::LOCALHOST, port)) {
            break (udp, tcp);
        }
    };
    let port = udp.local_addr().unwrap().port();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let datagrams = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let host = SocketAddr::from(([127, 0, 0, 1], to));
    {
        let (seen, stop, datagrams) = (seen.clone(), stop.clone(), datagrams.clone());
        std::thread::spawn(move || {
            udp.set_nonblocking(true).unwrap();
            let mut upstream: Vec<(SocketAddr, UdpSocket)> = Vec::new();
            let mut buf = [0u8; 2048];
            while !stop.load(Ordering::Relaxed) {
                let mut idle = true;
                while let Ok((n, from)) = udp.recv_from(&mut buf) {
                    idle = false;
                    seen.lock().unwrap().extend_from_slice(&buf[..n]);
                    datagrams.lock().unwrap().push(buf[..n].to_vec());
                    if !upstream.iter().any(|(c, _)| *c == from) {
                        let s = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
                        s.set_nonblocking(true).unwrap();
                        upstream.push((from, s));
                    }
                    let s = &upstream.iter().find(|(c, _)| *c == from).unwrap().1;
                    s.send_to(&buf[..n], host).ok();
                }
                for (client, s) in &upstream {
                    while let Ok((n, _)) = s.recv_from(&mut buf) {
                        idle = false;
                        seen.lock().unwrap().extend_from_slice(&buf[..n]);
                        udp.send_to(&buf[..n], client).ok();
                    }
                }
                if idle {
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
        });
    }
    {
        let (seen, stop) = (seen.clone(), stop.clone());
        std::thread::spawn(move || {
            tcp.set_nonblocking(true).unwrap();
            while !stop.load(Ordering::Relaxed) {
                let Ok((player, _)) = tcp.accept() else {
                    std::thread::sleep(Duration::from_millis(5));
                    continue;
                };
                player.set_nonblocking(false).unwrap();
                let Ok(up) = TcpStream::connect(host) else { continue };
                for (mut from, mut to) in [(player.try_clone().unwrap(), up.try_clone().unwrap()), (up, player)] {
                    let seen = seen.clone();
                    std::thread::spawn(move || {
                        let mut buf = [0u8; 4096];
                        while let Ok(n) = from.read(&mut buf) {
                            if n == 0 || to.write_all(&buf[..n]).is_err() {
                                break;
                            }
                            seen.lock().unwrap().extend_from_slice(&buf[..n]);
                        }
                        to.shutdown(std::net::Shutdown::Both).ok();
                    });
                }
            }
        });
    }
    Relay { port, seen, datagrams, stop }
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && hay.windows(needle.len()).any(|w| w == needle)
}

// ---- secrecy ---------------------------------------------------------------------------

/// A listener on the path (a relay that records every byte, both ways, TCP and UDP) sees
/// neither hand, nor the password, nor a rejoin token, though the whole game went through it;
/// and the players reached the host through an address the host never bound, as behind a
/// forwarded port.
#[test]
fn net_a_listener_on_the_path_reads_no_hand_no_password_and_no_token() {
    let password = "swordfish-4711";
    let options = HostOptions { seats: 2, seed: Some(5), password: Some(password.into()), ..default() };
    let (mut host, addr) = udp_host(options, 0, None);
    let relay = relay(addr.port());
    let via = SocketAddr::from(([127, 0, 0, 1], relay.port));
    let with_password = |n: &str| JoinOptions { password: Some(password.into()), ..named(n) };
    let mut clients = vec![udp_client(with_password("Alice"), via), udp_client(with_password("Bob"), via)];
    assert!(pump(Some(&mut host), &mut clients, 30, has_model), "both seated through the relay");
    let seq = request(clients[1].world_mut(), Action::Draw { player: "Bob".into(), n: Some(2) });
    assert!(pump(Some(&mut host), &mut clients, 30, |cs| conn(&cs[1]).applied == seq
        && hand_names(conn(&cs[1]).model.as_ref().unwrap(), "Bob").len() == 9));
    pump(Some(&mut host), &mut clients, 1, |_| false);
    let seen = relay.seen.lock().unwrap().clone();
    let (alice, bob) = (conn(&clients[0]).model.clone().unwrap(), conn(&clients[1]).model.clone().unwrap());
    let mut secrets: Vec<Vec<u8>> = vec![password.as_bytes().to_vec()];
    for (m, who) in [(&alice, "Alice"), (&bob, "Bob")] {
        secrets.extend(hand_names(m, who).into_iter().filter(|n| n.len() >= 5).map(String::into_bytes));
    }
    for c in &clients {
        secrets.push(encode(&conn(c).token.expect("a token")));
    }
    assert!(secrets.len() >= 10, "{} secrets to look for", secrets.len());
    // What the listener would read in clear: every secret is in the models the clients got.
    let clear = [encode(&alice), encode(&bob)].concat();
    let in_clear = secrets.iter().filter(|s| contains(&clear, s)).count();
    assert!(in_clear >= secrets.len() - 3, "the models carry the hands ({in_clear} of {})", secrets.len());
    assert!(seen.len() > clear.len(), "the game went through the relay ({} bytes seen)", seen.len());
    let leaked: Vec<String> =
        secrets.iter().filter(|s| contains(&seen, s)).map(|s| String::from_utf8_lossy(s).into_owned()).collect();
    assert!(leaked.is_empty(), "the listener read {leaked:?}");
    // The attack on netcode's insecure mode: a connection request's private token sealed with
    // the all-zero key gives the listener both session keys. Here no request opens.
    let requests: Vec<Vec<u8>> =
        relay.datagrams.lock().unwrap().iter().filter(|d| d.len() == 1078 && d[0] == 0).cloned().collect();
    assert!(!requests.is_empty(), "the listener saw the connection requests");
    let opened = requests.iter().filter(|d| opens_with_the_zero_key(d)).count();
    assert_eq!(opened, 0, "{opened} connect tokens opened with the all-zero key");
    // The attack works where it should: on a request as netcode's insecure mode makes it.
    let request = |key: &[u8; 32]| {
        let t = bevy_replicon_renet::netcode::ConnectToken::generate(desk::now(), 1, 30, 7, 6, vec![via], None, key)
            .unwrap();
        let mut d = vec![0u8];
        d.extend_from_slice(&t.version_info);
        d.extend_from_slice(&t.protocol_id.to_le_bytes());
        d.extend_from_slice(&t.expire_timestamp.to_le_bytes());
        d.extend_from_slice(&t.xnonce);
        d.extend_from_slice(&t.private_data);
        d
    };
    assert!(opens_with_the_zero_key(&request(&[0; 32])), "an insecure request opens");
    assert!(!opens_with_the_zero_key(&request(&[9; 32])));
}

/// Whether a netcode connection request's private connect token opens with the all-zero key:
/// prefix (1), version (13), protocol id (8), expiry (8), nonce (24), the sealed token (1024),
/// its additional data the version, protocol id and expiry.
fn opens_with_the_zero_key(request: &[u8]) -> bool {
    use chacha20poly1305::aead::{AeadInPlace, KeyInit};
    use chacha20poly1305::{Key, Tag, XChaCha20Poly1305, XNonce};
    let (aad, xnonce, sealed) = (&request[1..30], &request[30..54], &request[54..1078]);
    let (body, tag) = sealed.split_at(sealed.len() - 16);
    let mut body = body.to_vec();
    let cipher = XChaCha20Poly1305::new(Key::from_slice(&[0u8; 32]));
    cipher.decrypt_in_place_detached(XNonce::from_slice(xnonce), aad, &mut body, Tag::from_slice(tag)).is_ok()
}

/// The desk hands a token only to a player who proves the password, and the password itself
/// never crosses; a wrong one is refused with the reason, and the client stops asking.
#[test]
fn net_the_desk_proves_the_password_without_sending_it_and_a_wrong_one_ends_the_client() {
    let options = HostOptions { seats: 2, password: Some("open sesame".into()), ..default() };
    let (mut host, addr) = udp_host(options, 0, None);
    let got = std::thread::scope(|s| {
        let wrong = s.spawn(|| desk::ticket(addr, Some("open sesame!")));
        let none = s.spawn(|| desk::ticket(addr, None));
        let right = s.spawn(|| desk::ticket(addr, Some("open sesame")));
        (wrong.join().unwrap(), none.join().unwrap(), right.join().unwrap())
    });
    assert_eq!(got.0.as_ref().err(), Some(&desk::DeskError::Refused("wrong password".into())));
    assert_eq!(got.1.as_ref().err(), Some(&desk::DeskError::Refused("wrong password".into())));
    let token = got.2.expect("a token for the right password");
    assert_eq!(token.server_addresses[0], Some(addr), "packets go where the player dialed");
    // Something that isn't a player gets a refusal, not a token.
    let mut raw = TcpStream::connect(addr).unwrap();
    raw.write_all(&[0, 0, 0, 5, b'h', b'e', b'l', b'l', b'o']).unwrap();
    let mut reply = Vec::new();
    raw.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    raw.read_to_end(&mut reply).ok();
    assert!(contains(&reply, b"REFUSED not a Bifronte player"), "{:?}", String::from_utf8_lossy(&reply));
    // A client with the wrong password is told, and stops: no connection, no retries.
    let mut wrong = vec![udp_client(JoinOptions { password: Some("sesame".into()), ..named("Eve") }, addr)];
    let refused = |cs: &[App]| cs[0].world().resource::<transport::Link>().refused.is_some();
    assert!(pump(Some(&mut host), &mut wrong, 20, refused));
    assert_eq!(wrong[0].world().resource::<transport::Link>().refused.as_deref(), Some("wrong password"));
    let counts = &host.world().resource::<transport::HostDesk>().0.counts;
    let asked = counts.tokens.load(Ordering::Relaxed) + counts.refused.load(Ordering::Relaxed);
    pump(Some(&mut host), &mut wrong, 5, |_| false);
    let counts = &host.world().resource::<transport::HostDesk>().0.counts;
    assert_eq!(counts.tokens.load(Ordering::Relaxed) + counts.refused.load(Ordering::Relaxed), asked, "no retry");
    assert!(conn(&wrong[0]).model.is_none());
}

// ---- seats -----------------------------------------------------------------------------

/// A host restarted on its port and its autosave (its tokens kept beside it) gets every client
/// back at its seat by itself, with the same hands, and a newcomer under a seated player's name
/// gets nothing: a seat comes back only with its token.
#[test]
fn net_clients_come_back_to_their_seats_after_the_host_restarts_and_an_impostor_is_refused() {
    let dir = std::env::temp_dir().join(format!("bifronte-restart-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (save, seats_file) = (dir.join("autosave.ron"), dir.join("seats.ron"));
    let options = |seed| HostOptions { seats: 2, seed, seats_file: Some(seats_file.clone()), ..default() };
    let (mut host, addr) = udp_host(options(Some(9)), 0, Some(save.clone()));
    let mut clients = vec![udp_client(named("Alice"), addr), udp_client(named("Bob"), addr)];
    assert!(pump(Some(&mut host), &mut clients, 30, has_model));
    let seq = request(clients[0].world_mut(), Action::Draw { player: "Alice".into(), n: Some(1) });
    assert!(pump(Some(&mut host), &mut clients, 30, |cs| conn(&cs[0]).applied == seq));
    pump(Some(&mut host), &mut clients, 1, |_| false);
    host.world().resource::<bifronte::session::autosave::AutosaveWriter>().flush();
    let before: Vec<Vec<String>> =
        clients.iter().zip(["Alice", "Bob"]).map(|(c, n)| hand_names(conn(c).model.as_ref().unwrap(), n)).collect();
    let models_before: Vec<u64> = clients.iter().map(|c| conn(c).models).collect();
    drop(host);
    // The new host: same port, the autosave, the seats' tokens.
    let (mut host, _) = udp_host(options(None), addr.port(), None);
    let mut names = bifronte::net::host::resume(host.world_mut(), &save).expect("the autosave resumes");
    // Seats are taken in the order players arrive: whoever's handshake ended first sits first.
    names.sort();
    assert_eq!(names, ["Alice", "Bob"]);
    assert!(host.world().resource::<Lobby>().seats.iter().all(|s| s.token != 0), "the tokens came back");
    // An impostor, quicker than Bob.
    let mut impostor = vec![udp_client(named("bob"), addr)];
    assert!(pump(Some(&mut host), &mut impostor, 20, |cs| conn(&cs[0]).ended.is_some()));
    assert!(conn(&impostor[0]).ended.as_deref().is_some_and(|e| e.contains("already seated")));
    let start = Instant::now();
    let back =
        |cs: &[App]| cs.iter().enumerate().all(|(i, c)| conn(c).models > models_before[i] && conn(c).seat.is_some());
    assert!(pump(Some(&mut host), &mut clients, 20, back), "both back within 20 s");
    let took = start.elapsed();
    eprintln!("both clients back {took:?} after the new host started");
    assert!(took < Duration::from_secs(12), "back after {took:?}");
    pump(Some(&mut host), &mut clients, 1, |_| false);
    let after: Vec<Vec<String>> =
        clients.iter().zip(["Alice", "Bob"]).map(|(c, n)| hand_names(conn(c).model.as_ref().unwrap(), n)).collect();
    assert_eq!(after, before, "the same hands");
    for (c, n) in clients.iter().zip(["Alice", "Bob"]) {
        assert_eq!(conn(c).model.clone(), Some(host_model(&mut host, n)));
    }
    drop(impostor);
    std::fs::remove_dir_all(&dir).ok();
}

/// A player's program that restarts (its old connection not yet timed out) takes its seat
/// back with the token it kept on disk; the old connection is told and dropped.
#[test]
fn net_a_restarted_player_program_takes_its_seat_back_with_the_token_it_kept() {
    let file = std::env::temp_dir().join(format!("bifronte-tokens-{}.ron", std::process::id()));
    std::fs::remove_file(&file).ok();
    let keep = |n: &str| JoinOptions { keep: Some((file.clone(), "table:5017".into())), ..named(n) };
    let client = |o: JoinOptions| {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .add_plugins(RepliconPlugins.set(ServerPlugin::new(PostUpdate)))
            .add_plugins(NetClientPlugin(o));
        app.finish();
        app
    };
    let host = host_app(HostOptions { seats: 2, seed: Some(3), ..default() });
    let (mut host, mut alice, mut bob) = seated(host, client_app("Alice", false), client(keep("Bob")));
    let token = conn(&bob).token.expect("a token");
    assert_eq!(TokenStore::get(&file, "table:5017", "Bob"), Some(token), "kept on disk");
    assert_eq!(TokenStore::get(&file, "other:5017", "Bob"), None, "per host");
    // Bob's program restarts: a new one, with what it kept.
    let mut again = client(keep("Bob"));
    assert_eq!(conn(&again).token, Some(token));
    host.connect_client(&mut again);
    settle(&mut host, &mut [&mut again, &mut bob, &mut alice]);
    assert_eq!(conn(&again).seat.as_deref(), Some("Bob"));
    assert!(conn(&bob).ended.as_deref().is_some_and(|e| e.contains("taken back")), "{:?}", conn(&bob).ended);
    ask(&mut host, &mut again, &mut alice, Action::Draw { player: "Bob".into(), n: Some(1) });
    assert_eq!(model(&again), host_model(&mut host, "Bob"));
    // Without the token, the name alone gets nothing.
    let mut stranger = client_app("Bob", false);
    host.connect_client(&mut stranger);
    settle(&mut host, &mut [&mut stranger, &mut again, &mut alice]);
    assert!(conn(&stranger).ended.is_some() && conn(&stranger).seat.is_none());
    std::fs::remove_file(&file).ok();
}

/// Names that only look alike are one name (a Cyrillic А, a different case); a spectator
/// speaks under its name.
#[test]
fn net_names_that_look_alike_are_one_name_and_spectators_are_named_in_chat() {
    let mut host = host_app(HostOptions { seats: 3, ..default() });
    let mut alice = client_app("Alice", false);
    host.connect_client(&mut alice);
    settle(&mut host, &mut [&mut alice]);
    // Round three, 10: Cyrillic capitals and a right-to-left override that displays as "Alice"
    // passed the check.
    for lookalike in
        ["\u{410}lice", "ALICE", " Alice ", "A\u{200b}lice", "\u{410}LICE", "AIice", "\u{202E}ecilA", "Al\u{00AD}ice"]
    {
        let mut c = client_app(lookalike, false);
        host.connect_client(&mut c);
        settle(&mut host, &mut [&mut c, &mut alice]);
        assert!(conn(&c).seat.is_none(), "{lookalike:?} was seated beside Alice");
        assert!(conn(&c).ended.is_some(), "{lookalike:?}: {:?}", conn(&c).refusals);
        host.disconnect_client(&mut c);
    }
    let mut eve = client_app("Eve", true);
    host.connect_client(&mut eve);
    settle(&mut host, &mut [&mut eve, &mut alice]);
    eve.world_mut().write_message(ToHost::Chat("hello".into()));
    settle(&mut host, &mut [&mut eve, &mut alice]);
    assert!(conn(&alice).chat.contains(&("Eve (spectator)".into(), "hello".into())), "{:?}", conn(&alice).chat);
}

/// Refused connections (a name taken) and idle ones (connected, never joining) are dropped and
/// free their slot: after more refusals than the host has slots, a spectator still gets in.
#[test]
fn net_refused_and_idle_connections_are_dropped_and_free_their_slot() {
    let (mut host, addr) = udp_host(HostOptions { seats: 2, seed: Some(1), ..default() }, 0, None);
    let mut clients = vec![udp_client(named("Alice"), addr), udp_client(named("Bob"), addr)];
    assert!(pump(Some(&mut host), &mut clients, 30, has_model));
    // A connection that never joins: it already said goodbye to itself, so it never asks.
    let mut idle = udp_client(named("Idle"), addr);
    idle.world_mut().resource_mut::<Connection>().ended = Some("(never joins)".into());
    // Twelve impostors, more than the host's ten slots.
    for i in 0..12 {
        let mut c = vec![udp_client(named(if i % 2 == 0 { "Alice" } else { "bob" }), addr)];
        assert!(pump(Some(&mut host), &mut c, 20, |cs| conn(&cs[0]).ended.is_some()), "impostor {i} refused");
        let dropped = |cs: &[App]| cs[0].world().resource::<bevy_replicon_renet::RenetClient>().is_disconnected();
        assert!(pump(Some(&mut host), &mut c, 10, dropped), "impostor {i} dropped");
        idle.update();
    }
    let mut eve = vec![udp_client(JoinOptions { spectate: true, ..named("Eve") }, addr)];
    assert!(pump(Some(&mut host), &mut eve, 20, has_model), "a spectator still gets in");
    // The idle connection goes once its time to join is up.
    let idle_dropped = |idle: &App| idle.world().resource::<bevy_replicon_renet::RenetClient>().is_disconnected();
    let deadline = Instant::now() + bifronte::net::protocol::JOIN_WITHIN + Duration::from_secs(8);
    while !idle_dropped(&idle) && Instant::now() < deadline {
        host.update();
        idle.update();
        for c in clients.iter_mut() {
            c.update();
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(idle_dropped(&idle), "an idle connection is dropped");
    assert!(clients.iter().all(|c| conn(c).ended.is_none()), "the players stay");
}

/// Undo votes past the rate are dropped: a burst of 600 makes a handful of broadcasts.
#[test]
fn net_a_burst_of_undo_votes_makes_no_burst_of_messages() {
    let (mut host, mut alice, mut bob) = game();
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    let before = bob.world().resource::<Messages<ToClient>>().len();
    let _ = before;
    let mut undo_asked = 0;
    for i in 0..600 {
        alice.world_mut().write_message(ToHost::Undo(if i % 2 == 0 { UndoVote::Ask } else { UndoVote::Decline }));
    }
    for _ in 0..3 {
        crate::net::round(&mut host, &mut [&mut alice, &mut bob]);
        let read: Vec<ToClient> = bob.world_mut().resource_mut::<Messages<ToClient>>().drain().collect();
        undo_asked += read.iter().filter(|m| matches!(m, ToClient::UndoAsked { .. })).count();
    }
    assert!(undo_asked <= bifronte::net::protocol::MAX_UNDO_VOTES_PER_SECOND as usize * 2, "{undo_asked} broadcasts");
    assert!(undo_asked >= 1, "an undo can still be asked");
}

// ---- the decoder -----------------------------------------------------------------------

/// Mutated client messages go in where the host reads them (the channel and the header a real
/// client's request travels with), so every one reaches the real decoder: the host stays up,
/// what doesn't decode is dropped and counted, and the players go on.
#[test]
fn net_fuzzing_the_host_s_real_decoder_path_leaves_the_game_playable() {
    use rand::{RngExt, SeedableRng};
    let (mut host, mut alice, mut bob) = game();
    // A real request, as Bob's client puts it on the wire.
    let sent = ToHost::Request { seq: 1000, action: Action::Draw { player: "Bob".into(), n: Some(1) } };
    bob.world_mut().write_message(sent.clone());
    bob.update();
    let out: Vec<(usize, bevy_replicon::bytes::Bytes)> =
        bob.world_mut().resource_mut::<ClientMessages>().drain_sent().collect();
    let payload = encode(&sent);
    let (channel, real) = out.into_iter().find(|(_, b)| b.ends_with(&payload)).expect("the request's bytes");
    let header = real.len() - payload.len();
    let entity = **bob.world().resource::<TestClientEntity>();
    let mut rng = rand::rngs::StdRng::seed_from_u64(41);
    let dropped_before = dropped_messages();
    let n = 3000;
    for i in 0..n {
        let mut body = payload.clone();
        match i % 4 {
            0 => body = (0..rng.random_range(0..300)).map(|_| rng.random()).collect(),
            1 => {
                let k = rng.random_range(0..body.len());
                body[k] = rng.random();
            }
            2 => body.truncate(rng.random_range(0..body.len())),
            _ => body.extend((0..rng.random_range(1..20)).map(|_| rng.random::<u8>())),
        }
        let mut bytes = real[..header].to_vec();
        bytes.extend(body);
        host.world_mut().resource_mut::<ServerMessages>().insert_received(entity, channel, bytes);
        if i % 100 == 99 {
            host.update();
        }
    }
    host.update();
    let dropped = dropped_messages() - dropped_before;
    assert!(dropped as usize >= n / 2, "only {dropped} of {n} reached the decoder and were dropped there");
    // The game goes on: Bob's next request (past every number the fuzz used) is applied.
    bob.world_mut().resource_mut::<Connection>().last_seq = u64::MAX / 2;
    let history = host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    ask(&mut host, &mut bob, &mut alice, Action::Draw { player: "Bob".into(), n: Some(1) });
    assert_eq!(host.world().resource::<bifronte::rules::ActionHistory>().0.len(), history + 1);
    assert_eq!(model(&alice), host_model(&mut host, "Alice"));
    assert!(hand_card(&model(&bob), "Bob", |_| true).is_some());
}

// ---- a real host process ---------------------------------------------------------------

struct Process(std::process::Child);

impl Drop for Process {
    fn drop(&mut self) {
        self.0.kill().ok();
        self.0.wait().ok();
    }
}

fn host_process(port: u16, data: &std::path::Path, resume: bool, stderr: std::process::Stdio) -> Process {
    let port = port.to_string();
    let mut args = vec!["host", "--headless", "--players", "2", "--seed", "5", "--port", &port];
    if resume {
        args.push("--resume");
    }
    Process(
        crate::harness::bifronte()
            .args(args)
            .env("XDG_DATA_HOME", data)
            .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
            .stderr(stderr)
            .spawn()
            .expect("bifronte host"),
    )
}

fn free_port() -> u16 {
    loop {
        let udp = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
        let port = udp.local_addr().unwrap().port();
        if TcpListener::bind((Ipv4Addr::LOCALHOST, port)).is_ok() {
            return port;
        }
    }
}

/// The fault test: a real `bifronte host --headless` with two live clients is killed (-9) and
/// resumed on its autosave, then frozen (SIGSTOP) for 20 s and let go: each time every client is
/// back at its seat by itself within 10 s, with the same table.
#[cfg(unix)]
#[test]
fn net_a_real_host_killed_and_resumed_or_frozen_gets_every_client_back_with_the_same_table() {
    let port = free_port();
    let data = std::env::temp_dir().join(format!("bifronte-fault-{}", std::process::id()));
    std::fs::create_dir_all(&data).unwrap();
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let host = host_process(port, &data, false, std::process::Stdio::null());
    let mut clients = vec![udp_client(named("Alice"), addr), udp_client(named("Bob"), addr)];
    assert!(pump(None, &mut clients, 40, has_model), "seated");
    let seq = request(clients[1].world_mut(), Action::Draw { player: "Bob".into(), n: Some(1) });
    assert!(pump(None, &mut clients, 30, |cs| conn(&cs[1]).applied == seq
        && hand_names(conn(&cs[1]).model.as_ref().unwrap(), "Bob").len() == 8));
    let table = |cs: &[App]| -> Vec<Vec<String>> {
        cs.iter().zip(["Alice", "Bob"]).map(|(c, n)| hand_names(conn(c).model.as_ref().unwrap(), n)).collect()
    };
    let before = table(&clients);
    // The autosave's writer waits a moment between writes: give it time to hold the draw.
    pump(None, &mut clients, 3, |_| false);
    drop(host);
    let models: Vec<u64> = clients.iter().map(|c| conn(c).models).collect();
    let host = host_process(port, &data, true, std::process::Stdio::null());
    let start = Instant::now();
    let back = |models: Vec<u64>| {
        move |cs: &[App]| cs.iter().enumerate().all(|(i, c)| conn(c).models > models[i] && conn(c).seat.is_some())
    };
    assert!(pump(None, &mut clients, 30, back(models)), "back after the kill");
    let took = start.elapsed();
    eprintln!("every client back at its seat {took:?} after the resumed host started");
    assert_eq!(table(&clients), before, "the same hands after the kill");
    assert!(took < Duration::from_secs(10), "back {took:?} after the resumed host started");
    // Frozen for 20 s, then let go.
    let pid = host.0.id() as i32;
    // SAFETY: signals to a child process of this test.
    unsafe { libc::kill(pid, libc::SIGSTOP) };
    pump(None, &mut clients, 20, |_| false);
    let models: Vec<u64> = clients.iter().map(|c| conn(c).models).collect();
    // SAFETY: as above.
    unsafe { libc::kill(pid, libc::SIGCONT) };
    let start = Instant::now();
    assert!(pump(None, &mut clients, 30, back(models)), "back after the freeze");
    let took = start.elapsed();
    eprintln!("every client back at its seat {took:?} after the frozen host was let go");
    assert_eq!(table(&clients), before, "the same hands after the freeze");
    assert!(took < Duration::from_secs(10), "back {took:?} after the host was let go");
    let seq = request(clients[0].world_mut(), Action::Draw { player: "Alice".into(), n: Some(1) });
    assert!(pump(None, &mut clients, 20, |cs| conn(&cs[0]).applied >= seq), "{:?}", conn(&clients[0]).refusals);
    drop(host);
    std::fs::remove_dir_all(&data).ok();
}

/// A flood of junk datagrams on a real host's port writes a few lines, not one per datagram.
#[test]
fn net_a_flood_of_junk_datagrams_writes_a_few_log_lines_not_a_flood() {
    let data = std::env::temp_dir().join(format!("bifronte-junk-{}", std::process::id()));
    std::fs::create_dir_all(&data).unwrap();
    let log = data.join("stderr.txt");
    // The host is up once its desk answers. A port another test took between `free_port` and
    // the host binding it is tried again with another.
    let (host, addr) = 'up: {
        for _ in 0..5 {
            let port = free_port();
            let host = host_process(port, &data, false, std::fs::File::create(&log).unwrap().into());
            let addr = SocketAddr::from(([127, 0, 0, 1], port));
            let deadline = Instant::now() + Duration::from_secs(30);
            while Instant::now() < deadline {
                if TcpStream::connect(addr).is_ok() {
                    break 'up (host, addr);
                }
                if std::fs::read_to_string(&log).unwrap_or_default().contains("Address already in use") {
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        panic!("no host came up:\n{}", std::fs::read_to_string(&log).unwrap_or_default());
    };
    let junk = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    let mut sent = 0;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(3) {
        for i in 0..200u32 {
            let mut packet = vec![0u8; 40 + (i as usize % 60)];
            packet[0] = (i % 7) as u8;
            packet[1..5].copy_from_slice(&i.to_le_bytes());
            if junk.send_to(&packet, addr).is_ok() {
                sent += 1;
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    std::thread::sleep(Duration::from_millis(500));
    drop(host);
    let written = std::fs::read_to_string(&log).unwrap_or_default();
    let network_lines = written.lines().filter(|l| l.contains("renetcode")).count();
    assert!(sent > 20_000, "only {sent} datagrams sent");
    assert!(network_lines >= 1, "the flood is logged at all:\n{written}");
    assert!(
        network_lines <= 2 * bifronte::net::noise::NOISE_LINES as usize,
        "{network_lines} lines for {sent} datagrams"
    );
    assert!(written.len() < 16 * 1024, "{} bytes of log", written.len());
    std::fs::remove_dir_all(&data).ok();
}

/// The text client stops, with the host's reason and exit code 3, once refused: at the desk (a
/// wrong password) or at the table (a name taken).
#[test]
fn net_the_text_client_stops_with_the_reason_once_refused() {
    let port = free_port();
    let data = std::env::temp_dir().join(format!("bifronte-text-refused-{}", std::process::id()));
    std::fs::create_dir_all(&data).unwrap();
    let port_s = port.to_string();
    let _host = Process(
        crate::harness::bifronte()
            .args(["host", "--headless", "--players", "2", "--port", &port_s, "--password", "pw"])
            .env("XDG_DATA_HOME", &data)
            .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("bifronte host"),
    );
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(addr).is_err() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let mut alice = vec![udp_client(JoinOptions { password: Some("pw".into()), ..named("Alice") }, addr)];
    assert!(pump(None, &mut alice, 30, |cs| conn(&cs[0]).seat.is_some()), "Alice is seated");
    let mut text_client = |password: &str, name: &str| {
        let mut child = crate::harness::bifronte()
            .args(["join", &format!("127.0.0.1:{port}"), "--text", "--name", name, "--password", password])
            .env("XDG_DATA_HOME", &data)
            .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("bifronte join --text");
        let start = Instant::now();
        let status = loop {
            if let Some(s) = child.try_wait().unwrap() {
                break Some(s);
            }
            if start.elapsed() > Duration::from_secs(30) {
                child.kill().ok();
                break None;
            }
            alice[0].update();
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut err = String::new();
        child.stderr.take().unwrap().read_to_string(&mut err).ok();
        (status.and_then(|s| s.code()), err)
    };
    let (code, err) = text_client("wrong", "Bob");
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("wrong password"), "{err}");
    let (code, err) = text_client("pw", "alice");
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("already seated"), "{err}");
    std::fs::remove_dir_all(&data).ok();
}

/// Before the game, the host's window says who is seated, how many more it waits for, and the
/// command players join with; once every seat is taken the waiting room goes.
#[test]
fn net_the_host_s_waiting_room_says_who_is_seated_and_how_to_join() {
    use bifronte::session::talk::{Waiting, WaitingRoom};
    let mut host = host_app(HostOptions { seats: 2, seed: Some(3), ..default() });
    host.insert_resource(bifronte::session::StatusLine::default());
    let mut alice = client_app("Alice", false);
    host.connect_client(&mut alice);
    settle(&mut host, &mut [&mut alice]);
    let room: WaitingRoom = host.world().resource::<Waiting>().0.clone().expect("a waiting room");
    assert_eq!((room.seated.clone(), room.seats), (vec!["Alice".to_string()], 2));
    assert!(
        room.join.as_deref().is_some_and(|j| j.starts_with("bifronte join ") && j.ends_with("--name NAME")),
        "{room:?}"
    );
    let mut bob = client_app("Bob", false);
    host.connect_client(&mut bob);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert!(host.world().resource::<Lobby>().started);
    assert_eq!(host.world().resource::<Waiting>().0, None, "the game is on");
    // The client knows the seats too, for its own waiting window.
    assert_eq!(conn(&alice).seats, 2);
}
