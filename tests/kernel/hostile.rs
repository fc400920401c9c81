//! Hostile parties, round three: what one player, host or server could still do to a table and
//! to the others, each as the attack was carried out, on loopback, with its figures before.

use std::io::Write;
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bifronte::net::desk;
use bifronte::net::host::HostOptions;

use crate::net::udp_host;

/// A TCP connection to `to` from the loopback address `from` (the whole 127.0.0.0/8 is this
/// machine's: each stands for another player's address).
fn connect_from(from: IpAddr, to: SocketAddr) -> std::io::Result<TcpStream> {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
    socket.bind(&SocketAddr::new(from, 0).into())?;
    socket.connect_timeout(&to.into(), Duration::from_secs(2))?;
    Ok(socket.into())
}

/// Slow connections from `from`: each sends a byte of a desk greeting every `every` and, with
/// `again`, opens again at once when cut off, until `stop`. Counts the connections opened.
fn trickle(
    (from, n, again): (Vec<IpAddr>, usize, bool),
    to: SocketAddr,
    every: Duration,
    stop: Arc<AtomicBool>,
) -> Arc<AtomicUsize> {
    let opened = Arc::new(AtomicUsize::new(0));
    for k in 0..n {
        let (from, stop, opened) = (from[k % from.len()], stop.clone(), opened.clone());
        std::thread::spawn(move || {
            // Bounded: it stops when told, and in any case after a minute.
            let end = Instant::now() + Duration::from_secs(60);
            while !stop.load(Ordering::Relaxed) && Instant::now() < end {
                let Ok(mut s) = connect_from(from, to) else {
                    std::thread::sleep(Duration::from_millis(50));
                    continue;
                };
                opened.fetch_add(1, Ordering::Relaxed);
                let greeting = [&48u32.to_be_bytes()[..], &desk::GREETING[..]].concat();
                for byte in greeting.iter().cycle() {
                    if stop.load(Ordering::Relaxed) || s.write_all(&[*byte]).is_err() {
                        break;
                    }
                    let slept = Instant::now();
                    while slept.elapsed() < every && !stop.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(50));
                    }
                }
                if !again {
                    return;
                }
            }
        });
    }
    opened
}

fn loopback(n: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, n])
}

/// Round three, 1: 16 slow connections, a byte every 4 s, filled the desk's slots, and 0 of 19
/// honest tries got a connect token in 40 s. Now a whole exchange has a deadline, an address
/// holds at most its share of the desk, and a newcomer makes room: under 16 slow connections
/// from the player's own address and 40 from ten others (which open again as soon as they are
/// cut off), every honest try gets its token (asking again, as `join` does, when an exchange
/// breaks off).
#[test]
fn net_slow_connections_can_t_shut_the_desk_s_door() {
    let options = HostOptions { seats: 2, password: Some("open sesame".into()), ..default() };
    let (_host, addr) = udp_host(options, 0, None);
    let stop = Arc::new(AtomicBool::new(false));
    // The attack as it was made: 16 connections from the player's own address...
    let own = trickle((vec![loopback(1)], 16, false), addr, Duration::from_secs(4), stop.clone());
    // ...and 40 from ten other addresses, which come back whenever they are cut off.
    let others = trickle(((2..12).map(loopback).collect(), 40, true), addr, Duration::from_secs(4), stop.clone());
    // The flood in place: every slot of the desk taken.
    std::thread::sleep(Duration::from_secs(2));
    let mut got = 0;
    let tries = 10;
    let mut slowest = Duration::ZERO;
    for _ in 0..tries {
        let t = Instant::now();
        // An honest player asks again when an exchange breaks off, as `join` does.
        let ok = (0..3).any(|_| {
            let ok = desk::ticket(addr, Some("open sesame")).is_ok();
            if !ok {
                std::thread::sleep(Duration::from_millis(500));
            }
            ok
        });
        slowest = slowest.max(t.elapsed());
        got += usize::from(ok);
        std::thread::sleep(Duration::from_millis(300));
    }
    stop.store(true, Ordering::Relaxed);
    let opened = own.load(Ordering::Relaxed) + others.load(Ordering::Relaxed);
    eprintln!("{got} of {tries} honest tries got a token under {opened} slow connections (slowest {slowest:?})");
    assert!(opened >= 56, "the flood was in place ({opened} connections)");
    assert_eq!(got, tries, "every honest try got its token");
}

/// A slow connection is cut off once its exchange has taken [`desk::EXCHANGE_DEADLINE`], however
/// often it sends a byte.
#[test]
fn net_a_desk_exchange_that_trickles_is_cut_off_at_its_deadline() {
    let (_host, addr) = udp_host(HostOptions { seats: 2, ..default() }, 0, None);
    let mut s = TcpStream::connect(addr).unwrap();
    let start = Instant::now();
    let greeting = [&48u32.to_be_bytes()[..], &desk::GREETING[..]].concat();
    let mut cut = None;
    for byte in greeting.iter().cycle() {
        if s.write_all(&[*byte]).is_err() || start.elapsed() > desk::EXCHANGE_DEADLINE * 3 {
            cut = Some(start.elapsed());
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    let cut = cut.expect("cut off");
    assert!(cut < desk::EXCHANGE_DEADLINE + Duration::from_secs(3), "cut off after {cut:?}");
}

/// Round three, 5: the limit on guesses was per address per fixed minute and racy (16 parallel
/// tries got 18 answers; 40 addresses made 400 guesses in 7.6 s), and an honest player at a
/// locked address was refused with the right password and gave up for good. Now the table has
/// one budget of guesses that every address shares, taken before the check; past it, the desk
/// says when to ask again, and the player does, and gets in with the right password.
#[test]
fn net_guesses_of_a_table_s_password_are_bounded_for_the_table_and_a_right_one_gets_in_later() {
    let options = HostOptions { seats: 2, password: Some("open sesame".into()), ..default() };
    let (_host, addr) = udp_host(options, 0, None);
    // 40 addresses, 10 guesses each, four at a time per address.
    let answers: Vec<Result<_, desk::DeskError>> = std::thread::scope(|s| {
        let tries: Vec<_> = (0..40u8)
            .flat_map(|a| (0..4).map(move |_| a))
            .map(|a| {
                s.spawn(move || {
                    let from = loopback(20 + a);
                    (0..10 / 4 + 1).map(|_| guess(from, addr, "open sesame?")).collect::<Vec<_>>()
                })
            })
            .collect();
        tries.into_iter().flat_map(|t| t.join().unwrap()).collect()
    });
    let checked = answers.iter().filter(|a| matches!(a, Err(desk::DeskError::Refused(_)))).count();
    let later = answers.iter().filter(|a| matches!(a, Err(desk::DeskError::Later(..)))).count();
    eprintln!("{} guesses: {checked} checked, {later} told to come back later", answers.len());
    // The budget (20), and what came back while they were made (one every 3 s).
    assert!(checked <= desk::TABLE_GUESSES as usize + 2, "{checked} guesses were checked");
    assert!(answers.iter().all(|a| a.is_err()), "no token for a wrong password");
    // The right password, once the budget is spent: told to come back, with when; and then it
    // gets in. (The budget comes back a guess every 3 s: spent again just before.)
    let mut fresh = (100..200).map(loopback);
    let told = (0..3).find_map(|_| {
        loop {
            let got = guess(fresh.next().expect("an address"), addr, "sesame");
            if matches!(got, Err(desk::DeskError::Later(..))) {
                break;
            }
        }
        match guess(loopback(1), addr, "open sesame") {
            Err(desk::DeskError::Later(after, why)) => Some((after, why)),
            _ => None,
        }
    });
    let (after, why) = told.expect("the right password is told to come back while the budget is spent");
    assert!(why.contains("guesses"), "{why}");
    assert!(after <= Duration::from_secs_f64(desk::TABLE_GUESS_EVERY) + Duration::from_secs(1), "{after:?}");
    std::thread::sleep(after);
    assert!(guess(loopback(1), addr, "open sesame").is_ok(), "the right password gets in once a guess is free");
}

/// One try at the desk from `from`: the token, or why not.
fn guess(from: IpAddr, addr: SocketAddr, password: &str) -> Result<(), desk::DeskError> {
    let s = connect_from(from, addr).map_err(|e| desk::DeskError::Unreachable(e.to_string()))?;
    desk::ticket_over(s, addr, Some(password)).map(|_| ())
}

// ---- a hostile host --------------------------------------------------------------------

/// A client as `bifronte join` runs one, keeping its tokens (and replays) in `keep`'s file.
fn keeping_client(name: &str, keep: Option<(std::path::PathBuf, String)>) -> App {
    use bevy::state::app::StatesPlugin;
    use bevy_replicon::prelude::*;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(RepliconPlugins.set(ServerPlugin::new(PostUpdate)))
        .add_plugins(bifronte::net::client::NetClientPlugin(bifronte::net::client::JoinOptions {
            name: name.into(),
            keep,
            ..default()
        }));
    app.finish();
    app
}

/// What the host at `host` sends `client`, as it is, to that one connection.
fn host_says(host: &mut App, client: &App, message: bifronte::net::protocol::ToClient) {
    use bevy_replicon::prelude::*;
    let entity = **client.world().resource::<bevy_replicon::test_app::TestClientEntity>();
    host.world_mut().write_message(ToClients { targets: SendTargets::Single(ClientId::Client(entity)), message });
}

fn conn(c: &App) -> &bifronte::net::client::Connection {
    c.world().resource::<bifronte::net::client::Connection>()
}

/// Round three, 4: 70 seat welcomes from one host overwrote the player's tokens for every other
/// table (64 kept in all). Now each host has a room of its own in the player's token file,
/// which only its owner may read.
#[test]
fn net_a_host_s_welcomes_never_push_out_another_table_s_tokens() {
    use bifronte::net::client::TokenStore;
    use bifronte::net::protocol::ToClient;
    let dir = std::env::temp_dir().join(format!("bifronte-hostile-tokens-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("tokens.ron");
    std::fs::remove_file(&file).ok();
    for (k, host) in ["club:5017", "friend:5017", "home:6000"].iter().enumerate() {
        TokenStore::put(&file, host, "Bob", 1000 + k as u64).unwrap();
    }
    let host = crate::net::host_app(HostOptions { seats: 2, seed: Some(3), ..default() });
    let (mut host, mut alice, mut bob) = crate::net::seated(
        host,
        crate::net::client_app("Alice", false),
        keeping_client("Bob", Some((file.clone(), "evil:5017".into()))),
    );
    for n in 0..70u64 {
        host_says(&mut host, &bob, ToClient::Welcome { seat: format!("Bob{n}"), token: 5000 + n, last_seq: 0 });
    }
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(conn(&bob).token, Some(5069), "the client took the welcomes");
    for (k, other) in ["club:5017", "friend:5017", "home:6000"].iter().enumerate() {
        assert_eq!(TokenStore::get(&file, other, "Bob"), Some(1000 + k as u64), "{other}'s token kept");
    }
    assert_eq!(TokenStore::get(&file, "evil:5017", "Bob69"), Some(5069));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.matches("evil:5017").count() <= TokenStore::PER_HOST, "the host's own room only");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "the token file is its owner's alone");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Round three, 3: a 65 KB fake "whole replay" message made the client allocate ~3 GB and keep
/// 64 MiB, five of them 3.4 GB; model updates grew without bound (6 × 4 MiB → 1.64 GB). Now a
/// host's message is decoded under a size cap and counted before anything keeps it; the log a
/// client keeps has a bound; a connection takes one whole replay; chat and refusals keep the
/// last few hundred.
#[test]
fn net_a_hostile_host_can_t_fill_its_client_s_memory_or_disk() {
    use bifronte::net::protocol::{
        MAX_HOST_MESSAGE, MAX_KEPT, MAX_LOG_LINES, MAX_SHOWN, ToClient, decode_to_client, encode,
    };
    use bifronte::view::seat::{LogLine, SeatModel};
    let line = |n: usize| LogLine { turn: 1, rule: None, text: format!("line {n}"), said: None };
    // Past the size cap: dropped unread.
    let big = vec![0u8; MAX_HOST_MESSAGE + 1];
    assert!(matches!(decode_to_client(&big), Err(bifronte::net::protocol::DecodeError::TooLarge(_))));
    // A model of more objects, or more hidden cards, than a table holds: dropped.
    let mut crowded = SeatModel::default();
    crowded.table.hidden.push(bifronte::view::HiddenPile {
        owner: "Alice".into(),
        zone: bifronte::rules::Zone::Library,
        count: usize::MAX / 2,
        entities: Vec::new(),
    });
    let bytes = encode(&ToClient::Model { log_from: 0, model: Box::new(crowded.clone()) });
    assert!(bytes.len() < 100, "a few bytes ask for every card back there is");
    assert!(decode_to_client(&bytes).is_err());
    crowded.table.hidden[0].count = MAX_SHOWN;
    assert!(decode_to_client(&encode(&ToClient::Model { log_from: 0, model: Box::new(crowded) })).is_ok());

    // Through a real client: models that grow the log, chat, a flood of refusals, whole replays.
    let dir = std::env::temp_dir().join(format!("bifronte-hostile-host-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let host = crate::net::host_app(HostOptions { seats: 2, seed: Some(3), ..default() });
    let (mut host, mut alice, mut bob) = crate::net::seated(
        host,
        crate::net::client_app("Alice", false),
        keeping_client("Bob", Some((dir.join("tokens.ron"), "evil:5017".into()))),
    );
    let start = conn(&bob).model.as_ref().map_or(0, |m| m.log.len());
    let chunk = MAX_LOG_LINES / 4;
    for k in 0..6 {
        let mut m = conn(&bob).model.clone().unwrap_or_default();
        m.log = (0..chunk).map(line).collect();
        host_says(&mut host, &bob, ToClient::Model { log_from: start + k * chunk, model: Box::new(m) });
        crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    }
    let kept = conn(&bob).model.as_ref().map_or(0, |m| m.log.len());
    assert!(kept <= MAX_LOG_LINES, "{kept} log lines kept");
    assert!(kept >= 3 * chunk, "the models within the bound were taken ({kept} lines)");
    for n in 0..(3 * MAX_KEPT) {
        host_says(&mut host, &bob, ToClient::Chat { from: "Host".into(), text: format!("spam {n}") });
        host_says(
            &mut host,
            &bob,
            ToClient::Refused { seq: n as u64, reason: bifronte::i18n::Said::new("net-game-over", &[]) },
        );
    }
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(conn(&bob).chat.len(), MAX_KEPT);
    assert_eq!(conn(&bob).heard, 3 * MAX_KEPT as u64);
    assert_eq!(conn(&bob).chat_after(3 * MAX_KEPT as u64 - 2).len(), 2, "the newest lines are the ones kept");
    assert!(conn(&bob).refusals.len() <= MAX_KEPT);
    // Twelve fake whole replays, each a gzip bomb in one small part: none is kept, and the
    // connection reads no more than a match's games.
    let bomb = {
        use std::io::Write as _;
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        let spaces = vec![b' '; 1 << 20];
        for _ in 0..(bifronte::session::replay_parts::MAX_WHOLE_REPLAY >> 20) + 2 {
            gz.write_all(&spaces).unwrap();
        }
        gz.finish().unwrap()
    };
    assert!(bomb.len() <= bifronte::session::replay_parts::PART_BYTES, "{} bytes", bomb.len());
    for _ in 0..12 {
        host_says(&mut host, &bob, ToClient::WholeReplay { part: 0, parts: 1, bytes: bomb.clone() });
        crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    }
    let said = conn(&bob).whole_replay.clone().expect("the first was read");
    assert!(said.is_err(), "{said:?}");
    assert_eq!(conn(&bob).whole_replays, bifronte::net::protocol::MAX_WHOLE_REPLAYS);
    let whole = |e: &std::fs::DirEntry| e.file_name().to_string_lossy().contains("whole");
    let kept_files = std::fs::read_dir(dir.join("replays")).map_or(0, |d| d.flatten().filter(whole).count());
    assert_eq!(kept_files, 0, "nothing kept of a bomb");
    std::fs::remove_dir_all(&dir).ok();
}

/// An ability of `source` whose effect is an ability, `levels` deep, ending in a draw.
fn nested(levels: usize, source: &str) -> bifronte::rules::Action {
    use bifronte::rules::Action;
    let mut a = Action::Draw { player: "Bob".into(), n: Some(1) };
    for _ in 0..levels {
        let effect = Box::new(a);
        a = Action::Stack { id: "ability".into(), source: source.into(), trigger: None, effect, targets: vec![] };
    }
    a
}

/// Round three, 10: a request nested exactly as deep as the bound was applied, wrapped one level
/// deeper by the host (who asked), and then froze the autosave and poisoned the replay: neither
/// could be read back. Now the host refuses it, with an answer, and what it keeps reads back.
#[test]
fn net_a_request_nested_to_the_bound_is_refused_with_an_answer_and_what_is_kept_reads_back() {
    use bifronte::rules::action::MAX_NESTING;
    use bifronte::rules::{Action, ActionHistory};
    let (mut host, mut alice, mut bob) = crate::net::game();
    let card = crate::net::hand_card(&crate::net::model(&bob), "Bob", |_| true).expect("a card");
    let stacked = |host: &App| {
        let history = &host.world().resource::<ActionHistory>().0;
        history.iter().rev().find(|a| matches!(a.acted(), Action::Stack { .. })).cloned()
    };
    let seq = crate::net::ask(&mut host, &mut bob, &mut alice, nested(MAX_NESTING, &card));
    let refused = conn(&bob).refusals.iter().find(|(s, _)| *s == seq).cloned();
    assert!(refused.as_ref().is_some_and(|(_, why)| why.contains("too deep")), "{refused:?}");
    assert!(stacked(&host).is_none(), "nothing kept");
    // One level less is kept, said to be Bob's, and reads back from the save's text.
    crate::net::ask(&mut host, &mut bob, &mut alice, nested(MAX_NESTING - 1, &card));
    let kept = stacked(&host).expect("the request one level shallower is kept");
    assert!(matches!(kept, Action::By { .. }));
    let text = ron::ser::to_string(&kept).unwrap();
    assert_eq!(ron::from_str::<Action>(&text).ok(), Some(kept), "it reads back");
}

/// Alice, Bob and Carol at a free table (seed 7), connected and seated, each with a land of
/// their own on the battlefield; the lands by Bob's ids, in seat order.
fn three_seats() -> (App, [App; 3], [String; 3]) {
    use bifronte::rules::{Action, Zone};
    let options = HostOptions { seats: 3, seed: Some(7), mode: bifronte::rules::RulesMode::Free, ..default() };
    let mut host = crate::net::host_app(options);
    let mut cs = ["Alice", "Bob", "Carol"].map(|n| crate::net::client_app(n, false));
    for c in cs.iter_mut() {
        bevy_replicon::test_app::ServerTestAppExt::connect_client(&mut host, c);
    }
    let [a, b, c] = &mut cs;
    crate::net::settle(&mut host, &mut [a, b, c]);
    for (i, name) in ["Alice", "Bob", "Carol"].iter().enumerate() {
        let land = crate::net::hand_card(&crate::net::model(&cs[i]), name, |o| o.shown.is_land()).expect("a land");
        let play = Action::put_onto_battlefield(land);
        bifronte::net::client::request(cs[i].world_mut(), play);
        let [a, b, c] = &mut cs;
        crate::net::settle(&mut host, &mut [a, b, c]);
    }
    let seen = crate::net::model(&cs[1]);
    let land_of = |owner: &str| {
        let mine = |o: &&bifronte::view::ObjectView| o.zone == Zone::Battlefield && o.owner == owner;
        seen.table.objects.iter().find(mine).map(|o| o.id.clone()).expect("a land on the battlefield")
    };
    let lands = [land_of("Alice"), land_of("Bob"), land_of("Carol")];
    (host, cs, lands)
}

/// Bob asks as at the table; returns the request's number once every connection settled.
fn bob_asks(host: &mut App, cs: &mut [App; 3], action: bifronte::rules::Action) -> u64 {
    let seq = bifronte::net::client::request(cs[1].world_mut(), action);
    let [a, b, c] = cs;
    crate::net::settle(host, &mut [a, b, c]);
    seq
}

fn refused(c: &App, seq: u64) -> Option<String> {
    conn(c).refusals.iter().find(|(s, _)| *s == seq).map(|(_, why)| why.clone())
}

/// Round three, 2: Bob put an ability on the stack from Alice's permanent; only Alice was asked,
/// and what the ability did was never checked: with Alice's yes, Bob saw Carol's whole hand and
/// set her life to 1. Now an ability is checked whole, its effect as if Bob asked for it
/// himself: what no one may allow is refused without asking anyone, and what touches several
/// players' things is put to each of them, applied only once all have allowed it.
#[test]
fn net_an_ability_s_effect_is_checked_and_put_to_every_player_it_touches() {
    use bifronte::rules::Action;
    let (mut host, mut cs, [alices, _, carols]) = three_seats();
    let ability = |effect: Action| Action::Stack {
        id: "ability".into(),
        source: alices.clone().into(),
        trigger: None,
        effect: Box::new(effect),
        targets: vec![],
    };
    // Carol's hand, her life total: no one else may allow them; Alice isn't even asked.
    for effect in [
        Action::RevealHand { player: "Carol".into(), to: Some("Bob".into()) },
        Action::SetLife { player: "Carol".into(), life: 1 },
    ] {
        let seq = bob_asks(&mut host, &mut cs, ability(effect.clone()));
        assert!(refused(&cs[1], seq).is_some(), "{effect:?} refused");
        assert!(conn(&cs[0]).consent_asked.is_none(), "Alice wasn't asked to allow {effect:?}");
    }
    let carol_life =
        |cs: &[App; 3]| crate::net::model(&cs[2]).table.players.iter().find(|p| p.name == "Carol").map(|p| p.life);
    assert_eq!(carol_life(&cs), Some(20));
    // An ability of Alice's land that taps Carol's: Alice is asked, then Carol.
    let tap_carols = ability(Action::Tap(carols.clone().into()));
    let seq = bob_asks(&mut host, &mut cs, tap_carols.clone());
    let (id, ..) = conn(&cs[0]).consent_asked.clone().expect("Alice is asked first");
    assert!(conn(&cs[2]).consent_asked.is_none(), "Carol not yet");
    bifronte::net::client::answer_consent(cs[0].world_mut(), id, true);
    let [a, b, c] = &mut cs;
    crate::net::settle(&mut host, &mut [a, b, c]);
    assert!(refused(&cs[1], seq).is_none() && conn(&cs[1]).applied < seq, "not applied on Alice's word alone");
    let (id, ..) = conn(&cs[2]).consent_asked.clone().expect("then Carol is asked");
    // Carol declines: nothing happens.
    bifronte::net::client::answer_consent(cs[2].world_mut(), id, false);
    let [a, b, c] = &mut cs;
    crate::net::settle(&mut host, &mut [a, b, c]);
    assert!(refused(&cs[1], seq).is_some_and(|why| why.contains("Carol")), "{:?}", refused(&cs[1], seq));
    // Asked again, and both allow it: the ability is on the stack.
    let seq = bob_asks(&mut host, &mut cs, tap_carols);
    for who in [0, 2] {
        let (id, ..) = conn(&cs[who]).consent_asked.clone().expect("asked");
        bifronte::net::client::answer_consent(cs[who].world_mut(), id, true);
        let [a, b, c] = &mut cs;
        crate::net::settle(&mut host, &mut [a, b, c]);
    }
    assert_eq!(conn(&cs[1]).applied, seq, "applied once everyone it touches allowed it");
}

/// Round three, 10 and 11: at an assisted table, damage to another player changes their game,
/// and is theirs to allow (`DamagePlayer(n: 20)` ended the opponent's game and the match in one
/// request); and a seat puts at most five questions a second to the others (159 in 4 s).
#[test]
fn net_damage_to_another_player_at_an_assisted_table_is_theirs_to_allow_and_questions_are_rate_limited() {
    use bifronte::rules::Action;
    let host = crate::net::host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) =
        crate::net::seated(host, crate::net::client_app("Alice", false), crate::net::client_app("Bob", false));
    let shown = crate::net::model(&bob);
    assert!(shown.table.assisted);
    let source = crate::net::hand_card(&shown, "Bob", |_| true).expect("a card");
    let damage = Action::DamagePlayer { source: source.into(), player: "Alice".into(), n: 20, combat: false };
    let seq = crate::net::ask(&mut host, &mut bob, &mut alice, damage);
    assert!(conn(&alice).consent_asked.is_some(), "Alice is asked");
    assert_eq!(conn(&bob).waiting.last().map(|w| w.0), Some(seq));
    let life = crate::net::model(&alice).table.players.iter().find(|p| p.name == "Alice").map(|p| p.life);
    assert_eq!(life, Some(20));
    // A burst of questions: five a second are put (each replacing the one before), the rest
    // refused for the rate.
    let for_the_rate = |c: &App| conn(c).refusals.iter().filter(|(_, why)| why.contains("questions a second")).count();
    for _ in 0..10 {
        let source = crate::net::hand_card(&shown, "Bob", |_| true).expect("a card");
        bifronte::net::client::request(
            bob.world_mut(),
            Action::DamagePlayer { source: source.into(), player: "Alice".into(), n: 1, combat: false },
        );
    }
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    let refused_now = for_the_rate(&bob);
    assert!((4..=6).contains(&refused_now), "{refused_now} of 10 refused for the rate");
}

/// Round three, 6: game one's whole replay, sent to both players before sideboarding, held the
/// opponent's 60 cards in library order. Now each game of a match is final at its end, and its
/// replay is withheld until the match is over; then every game's goes out.
#[test]
fn net_a_match_s_whole_replays_wait_for_the_match_s_end() {
    use bifronte::net::protocol::{MatchAnswer, ToHost};
    use bifronte::rules::Action;
    use bifronte::scene::matches::{Match, Stage};
    let options =
        HostOptions { seats: 2, seed: Some(11), mode: bifronte::rules::RulesMode::Free, best_of: Some(3), ..default() };
    let dir = std::env::temp_dir().join(format!("bifronte-match-replays-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let mut host = crate::net::unfinished_host_app(options);
    host.insert_resource(bifronte::session::Session::in_dir(&dir.join("host")));
    host.finish();
    let keeping = |name: &str| keeping_client(name, Some((dir.join(name).join("tokens.ron"), "host".into())));
    let (mut host, mut alice, mut bob) = crate::net::seated(host, keeping("Alice"), keeping("Bob"));
    let stage = |host: &App| host.world().resource::<Match>().stage.clone();
    let choose = |host: &mut App, alice: &mut App, bob: &mut App| {
        let Stage::Choosing { chooser } = stage(host) else { panic!("{:?}", stage(host)) };
        let who = if chooser == "Alice" { &mut *alice } else { &mut *bob };
        who.world_mut().write_message(ToHost::Match(MatchAnswer::FirstTurn(chooser.clone())));
        crate::net::settle(host, &mut [alice, bob]);
    };
    choose(&mut host, &mut alice, &mut bob);
    crate::net::ask(&mut host, &mut bob, &mut alice, Action::Concede { player: "Bob".into() });
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(stage(&host), Stage::Sideboarding { ready: vec![] });
    for c in [&alice, &bob] {
        assert_eq!(conn(c).whole_replays, 0, "no whole replay before the match's end");
    }
    // Game one is final: nothing more is played in it.
    let seq = crate::net::ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    assert!(refused(&alice, seq).is_some(), "game one is over");
    for c in [&mut alice, &mut bob] {
        let deck = crate::net::model(c).series.unwrap().mine.unwrap();
        c.world_mut().write_message(ToHost::Match(MatchAnswer::Sideboard(deck)));
    }
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    choose(&mut host, &mut alice, &mut bob);
    crate::net::ask(&mut host, &mut bob, &mut alice, Action::Concede { player: "Bob".into() });
    for _ in 0..3 {
        crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    }
    assert!(matches!(stage(&host), Stage::Over { .. }), "{:?}", stage(&host));
    for (c, name) in [(&alice, "Alice"), (&bob, "Bob")] {
        assert_eq!(conn(c).whole_replays, 2, "both games' replays, once the match is over");
        let kept = std::fs::read_dir(dir.join(name).join("replays")).unwrap().flatten();
        let whole = kept.filter(|e| e.file_name().to_string_lossy().contains("whole")).count();
        assert!(whole >= 1, "{name} keeps them");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Round three, 10: a connection that never joined heard the table's chat for 10 s (at
/// `--no-spectators` too). Now chat goes only to those who joined, a seat or a watcher.
#[test]
fn net_a_connection_that_hasn_t_joined_hears_no_chat() {
    let host = crate::net::host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) =
        crate::net::seated(host, crate::net::client_app("Alice", false), crate::net::client_app("Bob", false));
    let mut lurker = crate::net::client_app("Lurker", false);
    lurker.world_mut().resource_mut::<bifronte::net::client::Connection>().ended = Some("(never joins)".into());
    bevy_replicon::test_app::ServerTestAppExt::connect_client(&mut host, &mut lurker);
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob, &mut lurker]);
    alice.world_mut().write_message(bifronte::net::protocol::ToHost::Chat("my hand is all lands".into()));
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob, &mut lurker]);
    assert_eq!(conn(&bob).chat.len(), 1, "Bob hears Alice");
    assert!(conn(&lurker).chat.is_empty(), "a connection that hasn't joined hears nothing");
}

/// Round three, 10: on a table without a password, 10 connections renewed without ever joining
/// held every connection slot, and the open seat with it. Now, while the slots are all but full,
/// a connection that hasn't joined within a second gives its slot up: with ten connections
/// that never join, each renewed half a second after it is dropped, Bob takes the open seat.
#[test]
fn net_connections_renewed_without_joining_can_t_hold_the_open_seat() {
    use crate::net_trust::{pump, udp_client};
    use bifronte::net::client::JoinOptions;
    let (mut host, addr) = udp_host(HostOptions { seats: 2, seed: Some(1), ..default() }, 0, None);
    let mut alice = vec![udp_client(JoinOptions { name: "Alice".into(), ..default() }, addr)];
    assert!(pump(Some(&mut host), &mut alice, 20, |cs| conn(&cs[0]).seat.is_some()));
    let lurker = || {
        let mut c = udp_client(JoinOptions { name: "Lurker".into(), ..default() }, addr);
        c.world_mut().resource_mut::<bifronte::net::client::Connection>().ended = Some("(never joins)".into());
        c
    };
    let connected =
        |c: &App| c.world().get_resource::<bevy_replicon_renet::RenetClient>().is_some_and(|r| r.is_connected());
    let dropped =
        |c: &App| c.world().get_resource::<bevy_replicon_renet::RenetClient>().is_some_and(|r| r.is_disconnected());
    // (each with whether it has been connected yet, and when it was dropped)
    let mut lurkers: Vec<(App, bool)> = (0..10).map(|_| (lurker(), false)).collect();
    let mut dropped_at: Vec<Option<Instant>> = vec![None; 10];
    // The lurkers take the slots, and are renewed whenever one is dropped.
    let mut bob: Option<App> = None;
    let start = Instant::now();
    let mut renewed = 0;
    let mut asked = Instant::now();
    while start.elapsed() < Duration::from_secs(40) {
        host.update();
        alice[0].update();
        for (l, was) in lurkers.iter_mut() {
            l.update();
            *was |= connected(l);
        }
        // A dropped lurker comes back half a second later, as a player's program asks again.
        for ((l, was), at) in lurkers.iter_mut().zip(dropped_at.iter_mut()) {
            if *was && dropped(l) && at.is_none() {
                *at = Some(Instant::now());
            }
            if at.is_some_and(|t| t.elapsed() >= Duration::from_millis(500)) {
                (*l, *was, *at) = (lurker(), false, None);
                renewed += 1;
            }
        }
        if bob.is_none() && lurkers.iter().filter(|(l, _)| connected(l)).count() >= 8 {
            asked = Instant::now();
            bob = Some(udp_client(JoinOptions { name: "Bob".into(), ..default() }, addr));
        }
        if let Some(b) = bob.as_mut() {
            b.update();
            if conn(b).seat.is_some() {
                break;
            }
        }
        std::thread::sleep(Duration::from_millis(3));
    }
    let lurking = lurkers.iter().filter(|(l, _)| connected(l)).count();
    eprintln!("{lurking} lurkers connected, {renewed} renewed; Bob seated {:?} after he asked", asked.elapsed());
    let bob = bob.expect("Bob tried");
    assert_eq!(conn(&bob).seat.as_deref(), Some("Bob"), "Bob takes the open seat");
    // Well before the lurkers' time to join runs out (10 s): they don't hold the seat that long.
    assert!(asked.elapsed() < Duration::from_secs(6), "seated {:?} after he asked", asked.elapsed());
}

/// Round three, 11: a request the host's decoder refused got no answer, and its asker waited on
/// it. Now the host answers it by its number, when the bytes still say it.
#[test]
fn net_a_request_that_doesn_t_read_is_answered_by_its_number() {
    let (mut host, mut alice, mut bob) = crate::net::game();
    // A request (variant 1), number 42, then bytes that aren't an action.
    crate::net::send_raw(&mut host, &mut bob, &[1, 42, 0xff, 0xff, 0xff, 0xff, 0x0f]);
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    let answer = conn(&bob).refusals.iter().find(|(s, _)| *s == 42).cloned();
    assert!(answer.as_ref().is_some_and(|(_, why)| why.contains("doesn't read")), "{:?}", conn(&bob).refusals);
    // A flood of them is answered at a few a second, and the game goes on.
    for _ in 0..50 {
        crate::net::send_raw(&mut host, &mut bob, &[1, 43, 0xff]);
    }
    crate::net::settle(&mut host, &mut [&mut alice, &mut bob]);
    let answers = conn(&bob).refusals.iter().filter(|(s, _)| *s == 43).count();
    assert!((1..=6).contains(&answers), "{answers} answers to 50");
    let seq = crate::net::ask(
        &mut host,
        &mut bob,
        &mut alice,
        bifronte::rules::Action::Draw { player: "Bob".into(), n: Some(1) },
    );
    assert_eq!(conn(&bob).applied, seq);
}

/// Round three, 10: about forty requests a second at a table near its 4,000 objects were
/// reported to drop every connection (each model about a megabyte). Over real UDP on loopback,
/// 40 table-changing requests in a second at 3,620 objects keep both players connected and
/// answered, and they end with the host's table. (The drop did not reproduce here even without
/// the host's budget of 2 MiB of models a second a connection, which now bounds it anyway.)
#[test]
fn net_a_busy_table_near_its_object_cap_drops_no_connection() {
    use crate::net_trust::{pump, udp_client};
    use bifronte::net::client::JoinOptions;
    use bifronte::rules::{Action, TokenKind};
    let options = HostOptions { seats: 2, seed: Some(3), mode: bifronte::rules::RulesMode::Free, ..default() };
    let (mut host, addr) = udp_host(options, 0, None);
    let named = |n: &str| JoinOptions { name: n.into(), ..default() };
    let mut cs = vec![udp_client(named("Alice"), addr), udp_client(named("Bob"), addr)];
    assert!(pump(Some(&mut host), &mut cs, 30, |cs| cs.iter().all(|c| conn(c).model.is_some())));
    for k in 0..7 {
        let token = TokenKind::Predefined("Treasure".into());
        let a = Action::CreateToken {
            id: format!("t{k}").into(),
            token,
            controller: "Alice".into(),
            count: Some(500),
            tapped: false,
            transformed: false,
            attached_to: None,
        };
        let seq = bifronte::net::client::request(cs[0].world_mut(), a);
        assert!(pump(Some(&mut host), &mut cs, 30, |cs| conn(&cs[0]).applied >= seq), "tokens {k}");
    }
    let objects = host.world().resource::<bifronte::rules::Labels>().0.len();
    assert!(objects > 3600, "{objects} objects");
    // Forty requests in a second, each changing the table: a token tapped and untapped.
    let token =
        conn(&cs[0]).model.as_ref().and_then(|m| m.table.objects.iter().find(|o| o.token)).map(|o| o.id.clone());
    let token = token.expect("a Treasure");
    let start = Instant::now();
    let mut last = 0;
    for k in 0..40 {
        let a = if k % 2 == 0 { Action::Tap(token.clone().into()) } else { Action::Untap(token.clone().into()) };
        last = bifronte::net::client::request(cs[0].world_mut(), a);
        let _ = pump(Some(&mut host), &mut cs, 0, |_| false);
        std::thread::sleep(Duration::from_millis(20));
    }
    let done =
        |cs: &[App]| conn(&cs[0]).applied + conn(&cs[0]).refused >= last && cs.iter().all(|c| conn(c).ended.is_none());
    assert!(pump(Some(&mut host), &mut cs, 30, done), "answered");
    // Settled: each has the host's model for its seat.
    let settled = |cs: &[App]| {
        cs.iter().all(|c| {
            let m = conn(c).model.as_ref();
            m.is_some_and(|m| m.table.objects.len() == crate::net::model(&cs[0]).table.objects.len())
        })
    };
    assert!(pump(Some(&mut host), &mut cs, 20, settled));
    for c in &cs {
        let connected = c.world().resource::<bevy_replicon_renet::RenetClient>().is_connected();
        assert!(connected && conn(c).ended.is_none(), "still connected");
    }
    let models = conn(&cs[1]).models;
    eprintln!(
        "{objects} objects, 40 requests in {:?}: both players still connected ({models} models)",
        start.elapsed()
    );
    assert!(conn(&cs[0]).refusals.is_empty(), "{:?}", conn(&cs[0]).refusals);
}

/// A log line travels as a message whose arguments may be earlier messages
/// (`i18n::SaidLine`). A hostile host can't make its client recurse (the parts are flat, each
/// naming only earlier ones), nor double a part's words at every step until memory runs out:
/// each part is said in at most `MAX_SAID_CHARS` characters, and a line of more than
/// `MAX_SAID_PARTS` parts, or a part of more than `MAX_SAID_ARGS` arguments, is dropped.
#[test]
fn net_a_hostile_host_s_log_line_that_nests_can_t_blow_up_its_client() {
    use bifronte::i18n::{Lang, MAX_SAID_ARGS, MAX_SAID_CHARS, MAX_SAID_PARTS, SaidArg, SaidLine};
    use bifronte::net::protocol::{ToClient, decode_to_client, encode};
    use bifronte::view::seat::{LogLine, SeatModel};
    // Each part names the one before it twice: 2^63 times the first part's words, unbounded.
    let doubling = |parts: usize| {
        let mut line = SaidLine::default();
        line.push("log-words", vec![("words".into(), SaidArg::Words("x".repeat(100)))]);
        for k in 1..parts as u32 {
            let twice = vec![
                ("player".into(), SaidArg::Part(k - 1)),
                ("n".into(), SaidArg::Words("1".into())),
                ("now".into(), SaidArg::Part(k - 1)),
            ];
            line.push("log-gains-life", twice);
        }
        line
    };
    let said = doubling(MAX_SAID_PARTS).text_in(Lang::En);
    assert!(said.chars().count() <= MAX_SAID_CHARS, "{} characters", said.chars().count());
    assert!(said.contains("gains 1 life"), "the message is still said: {}", &said[..80]);
    // A part naming a later one (or itself) names nothing.
    let mut ahead = SaidLine::default();
    ahead.push("log-words", vec![("words".into(), SaidArg::Part(5))]);
    assert_eq!(ahead.text_in(Lang::En), "");

    let model = |said: SaidLine| {
        let mut m = SeatModel::default();
        m.log.push(LogLine { turn: 1, rule: None, text: "x".into(), said: Some(said) });
        encode(&ToClient::Model { log_from: 0, model: Box::new(m) })
    };
    assert!(decode_to_client(&model(doubling(MAX_SAID_PARTS))).is_ok());
    let refused = decode_to_client(&model(doubling(MAX_SAID_PARTS + 1))).unwrap_err().to_string();
    assert!(refused.contains("parts of a log line"), "{refused}");
    let mut wide = SaidLine::default();
    wide.push("log-words", (0..=MAX_SAID_ARGS).map(|i| (format!("a{i}"), SaidArg::Words("y".into()))).collect());
    assert!(decode_to_client(&model(wide)).is_err());
}

/// A hostile host's match view (the score and why a player chooses, messages a window says),
/// its undo and consent questions and an undo's outcome can't carry more parts or arguments
/// than a log line may, nor a match more players than a table: the client refuses them.
#[test]
fn net_a_hostile_host_s_match_view_and_questions_are_bounded_as_its_log_lines_are() {
    use bifronte::i18n::{MAX_SAID_ARGS, Said};
    use bifronte::net::protocol::{DecodeError, MAX_PLAYERS, ToClient, decode_to_client, encode};
    use bifronte::scene::matches::MatchView;
    use bifronte::view::seat::SeatModel;
    let model = |series: MatchView| {
        let m = SeatModel { series: Some(series), ..SeatModel::default() };
        encode(&ToClient::Model { log_from: 0, model: Box::new(m) })
    };
    let fair = MatchView { wins: vec![("Alice".into(), 1), ("Bob".into(), 0)], ..MatchView::default() };
    assert!(decode_to_client(&model(fair.clone())).is_ok());
    let wide =
        Said { id: "match-score".into(), args: (0..=MAX_SAID_ARGS).map(|i| (format!("a{i}"), "y".into())).collect() };
    for view in [MatchView { score: wide.clone(), ..fair.clone() }, MatchView { why: wide, ..fair.clone() }] {
        let refused = decode_to_client(&model(view)).unwrap_err();
        assert!(matches!(&refused, DecodeError::TooMany(t) if t.what == "arguments of a message"), "{refused}");
    }
    let crowded = MatchView { wins: (0..=MAX_PLAYERS).map(|i| (format!("p{i}"), 0)).collect(), ..fair };
    assert!(matches!(decode_to_client(&model(crowded)), Err(DecodeError::TooMany(_))));
    // So are an undo question's and a consent question's action (lines of messages) and an
    // undo's outcome (a message).
    use bifronte::i18n::{MAX_SAID_PARTS, SaidArg, SaidLine};
    let line = |parts: usize| {
        let mut l = SaidLine::default();
        for _ in 0..parts {
            l.push("log-words", vec![("words".into(), SaidArg::Words("x".into()))]);
        }
        l
    };
    let undo = |what| encode(&ToClient::UndoAsked { by: "Bob".into(), what });
    let consent = |what| encode(&ToClient::ConsentAsked { id: 1, by: "Bob".into(), what });
    assert!(decode_to_client(&undo(line(MAX_SAID_PARTS))).is_ok());
    assert!(decode_to_client(&undo(line(MAX_SAID_PARTS + 1))).is_err());
    assert!(decode_to_client(&consent(line(MAX_SAID_PARTS))).is_ok());
    assert!(decode_to_client(&consent(line(MAX_SAID_PARTS + 1))).is_err());
    let wide =
        Said { id: "net-undo-done".into(), args: (0..=MAX_SAID_ARGS).map(|i| (format!("a{i}"), "y".into())).collect() };
    assert!(decode_to_client(&encode(&ToClient::UndoSettled { undone: true, why: wide })).is_err());
}
