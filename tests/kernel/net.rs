//! Hidden information across the network: per-viewer ids that can't follow an object through
//! a hidden zone or state (400.7), a seat's requests naming only what it sees, and a host with
//! clients (replicon's in-process test transport; `net_udp_*` on loopback UDP) whose every model
//! equals the host's `seat_model` for that seat and whose bytes carry nothing hidden.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_replicon::prelude::*;
use bevy_replicon::test_app::{ServerTestAppExt, TestClientEntity};
use bifronte::app::HeadlessPlugins;
use bifronte::cards::CardDb;
use bifronte::net::client::{Connection, JoinOptions, NetClientPlugin, request};
use bifronte::net::host::{HostOptions, Lobby, NetHostPlugin};
use bifronte::net::protocol::{MAX_CLIENT_MESSAGE, ToHost, decode_to_host, encode};
use bifronte::rules::{Action, Labels, Players, Zone};
use bifronte::scene::{Step, load_scene, scene_files};
use bifronte::view::seat::{SeatModel, seat_model};
use bifronte::view::{Viewer, resolve, table_view, translate, view_id};

use crate::harness::with;
use crate::overlay::Watched;

pub(crate) fn player(app: &App, name: &str) -> Entity {
    bifronte::rules::find_player(app.world(), name).expect("player")
}

fn id_as(app: &mut App, viewer: Entity, label: &str) -> String {
    let e = app.world().resource::<Labels>().0[label];
    view_id(app.world_mut(), Viewer::Player(viewer), e)
}

#[test]
fn rule_400_7_a_card_turned_face_down_as_it_enters_reaches_the_opponent_under_a_new_id() {
    let mut t = with(
        r#"Card(id: "willbender", name: "Willbender", owner: "Alice", zone: Graveyard),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Graveyard)"#,
    );
    let (alice, bob) = (player(&t.app, "Alice"), player(&t.app, "Bob"));
    let seen_by_bob = id_as(&mut t.app, bob, "willbender");
    let seen_by_alice = id_as(&mut t.app, alice, "willbender");
    let bears_for_bob = id_as(&mut t.app, bob, "bears");
    assert_ne!(seen_by_bob, "willbender", "a player's id is not the label");
    assert_ne!(seen_by_bob, seen_by_alice, "each viewer has ids of their own");
    t.act(r#"PutOntoBattlefield(card: "willbender", face_down: Morph)"#);
    t.act(r#"Move(card: "bears", to: Battlefield)"#);
    let view = table_view(t.app.world_mut(), Viewer::Player(bob));
    let face_down = view.objects.iter().find(|o| o.face_down.is_some()).expect("Bob sees a face-down permanent");
    assert_ne!(face_down.id, seen_by_bob, "Bob can't tell which card it was");
    assert!(view.object(&seen_by_bob).is_none());
    assert_eq!(resolve(t.app.world_mut(), Viewer::Player(bob), &seen_by_bob), None, "the old id names nothing");
    // A move every player watched keeps the id; the controller still knows their card (708.5).
    assert_eq!(id_as(&mut t.app, bob, "bears"), bears_for_bob);
    assert_eq!(id_as(&mut t.app, alice, "willbender"), seen_by_alice);
    let printed = view.text_in(bifronte::i18n::Lang::En);
    assert!(!printed.contains("willbender") && !printed.contains("Willbender"), "{printed}");
    // Turned face up, it is the same object and every player watched: Bob may keep its id.
    t.act(r#"TurnFaceUp("willbender")"#);
    assert_eq!(id_as(&mut t.app, bob, "willbender"), face_down.id);
}

#[test]
fn rule_400_7_a_card_that_went_through_a_hand_comes_back_under_a_new_id_for_the_other_player() {
    let mut t = with(r#"Card(id: "bolt", name: "Hill Giant", owner: "Alice", zone: Graveyard)"#);
    let (alice, bob) = (player(&t.app, "Alice"), player(&t.app, "Bob"));
    let before = (id_as(&mut t.app, alice, "bolt"), id_as(&mut t.app, bob, "bolt"));
    t.act(r#"Move(card: "bolt", to: Hand)"#);
    t.act(r#"Move(card: "bolt", to: Graveyard)"#);
    assert_eq!(id_as(&mut t.app, alice, "bolt"), before.0, "Alice saw it all along");
    assert_ne!(id_as(&mut t.app, bob, "bolt"), before.1, "Bob lost sight of it in Alice's hand");
}

/// The top card of a library played with its top revealed is seen by everyone, though it may
/// become the top without moving (the card above it left): played from there, every player
/// watched it and keeps its id; put back out of sight (to the bottom), it is a new object to
/// them.
#[test]
fn rule_400_7_a_revealed_top_card_keeps_its_id_when_played_and_loses_it_out_of_sight() {
    let mut t = with(
        r#"Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Library, position: Bottom),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Library, position: Bottom),
           Card(id: "forest", name: "Forest", owner: "Alice", zone: Library, position: Bottom)"#,
    );
    let bob = player(&t.app, "Bob");
    let sees = |t: &mut crate::harness::Table, label: &str| {
        let e = t.e(label);
        table_view(t.app.world_mut(), Viewer::Player(bob)).objects.iter().any(|o| o.entity == e)
    };
    t.act(r#"TopRevealed(player: "Alice", on: true)"#);
    assert!(sees(&mut t, "giant") && !sees(&mut t, "bears"), "Bob sees the top card only");
    let giant = id_as(&mut t.app, bob, "giant");
    t.act(r#"Move(card: "giant", to: Battlefield)"#);
    assert_eq!(id_as(&mut t.app, bob, "giant"), giant, "Bob watched the revealed top card go onto the battlefield");
    assert!(sees(&mut t, "bears"), "the card under it is the revealed top now");
    let on_top = id_as(&mut t.app, bob, "bears");
    t.act(r#"Move(card: "bears", to: Library, position: Bottom)"#);
    assert!(!sees(&mut t, "bears") && sees(&mut t, "forest"));
    t.act(r#"Move(card: "bears", to: Battlefield)"#);
    assert!(sees(&mut t, "bears"));
    assert_ne!(id_as(&mut t.app, bob, "bears"), on_top, "Bob lost sight of it at the bottom of the library");
}

#[test]
fn a_seat_names_only_objects_it_sees() {
    let mut t = with(
        r#"Card(id: "secret", name: "Hill Giant", owner: "Alice", zone: Hand),
           Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield)"#,
    );
    let (alice, bob) = (player(&t.app, "Alice"), player(&t.app, "Bob"));
    let alices_id = id_as(&mut t.app, alice, "secret");
    for guess in ["secret", alices_id.as_str()] {
        let a = Action::move_to(guess, Zone::Graveyard);
        assert!(translate(t.app.world_mut(), Viewer::Player(bob), a).is_err(), "Bob named {guess}");
    }
    let bears = id_as(&mut t.app, bob, "bears");
    let a = translate(t.app.world_mut(), Viewer::Player(bob), Action::Tap(bears.into())).expect("Bob sees his Bears");
    assert_eq!(a, Action::Tap("bears".into()));
    let arrow = Action::Arrow { from: id_as(&mut t.app, alice, "bears").into(), to: "Bob".into(), attack: false };
    assert!(
        matches!(translate(t.app.world_mut(), Viewer::Player(alice), arrow), Ok(Action::Arrow { from, .. }) if from == "bears")
    );
}

/// Over every shipped scene, for every seat: an object that comes back into a seat's sight
/// from a hidden zone, or whose identity the seat loses (turned or entering face down), never
/// carries an id that seat knew it by before.
#[test]
fn no_seat_can_follow_an_object_through_a_hidden_zone_or_face_down_in_any_scene() {
    let (db, _) = CardDb::load_default();
    let files = scene_files(&[crate::overlay::scenes_dir()]);
    let mut fresh = 0;
    for f in files {
        let l = load_scene(&f, &db).unwrap_or_else(|e| panic!("{e}"));
        let mut app = bifronte::app::headless_app(db.clone());
        bifronte::scene::start(&l, &mut app).unwrap();
        let players = app.world().resource::<Players>().0.clone();
        // Per seat: every id it knew each label by, and how it saw the label last.
        let mut known: Vec<HashMap<String, HashSet<String>>> = vec![HashMap::new(); players.len()];
        let mut last: Vec<HashMap<String, bool>> = vec![HashMap::new(); players.len()];
        for i in 0..=l.scene.steps.len() {
            if i > 0 {
                let Step::Do(_) = &l.scene.steps[i - 1] else { continue };
                bifronte::scene::run_step(&mut app, &l.scene.steps[i - 1]);
            }
            for (s, p) in players.iter().enumerate() {
                let view = table_view(app.world_mut(), Viewer::Player(*p));
                let mut now = HashMap::new();
                for o in &view.objects {
                    let label = bifronte::rules::query::label(app.world(), o.entity);
                    assert_ne!(o.id, label, "{}: step {i}: a seat sees a label", f.display());
                    let identity = o.face_down.is_none() || o.identity.is_some();
                    let came_back = match last[s].get(&label) {
                        None => true,
                        Some(&had_identity) => had_identity && !identity,
                    };
                    let ids = known[s].entry(label.clone()).or_default();
                    if came_back && !ids.is_empty() {
                        assert!(
                            !ids.contains(&o.id),
                            "{}: step {i}: seat {s} follows {label} by {}",
                            f.display(),
                            o.id
                        );
                        fresh += 1;
                    }
                    ids.insert(o.id.clone());
                    now.insert(label, identity);
                }
                last[s] = now;
            }
        }
    }
    assert!(fresh > 10, "only {fresh} objects came back into sight: the walk has no teeth");
}

// ---- host and clients -------------------------------------------------------------------

pub(crate) fn host_app(options: HostOptions) -> App {
    let mut app = unfinished_host_app(options);
    app.finish();
    app
}

/// [`host_app`] before its plugins are finished, to add to it.
pub(crate) fn unfinished_host_app(options: HostOptions) -> App {
    let (db, _) = CardDb::load_default();
    let mut app = App::new();
    let mut session = bifronte::session::Session::in_dir(&std::env::temp_dir());
    session.autosave = None;
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(db)
        .insert_resource(session)
        .add_plugins(HeadlessPlugins)
        .add_plugins(RepliconPlugins.set(ServerPlugin::new(PostUpdate)))
        .add_plugins(NetHostPlugin(options));
    app
}

pub(crate) fn client_app(name: &str, spectate: bool) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(RepliconPlugins.set(ServerPlugin::new(PostUpdate)))
        .add_plugins(NetClientPlugin(JoinOptions { name: name.into(), spectate, ..default() }));
    app.finish();
    app
}

/// Moves the messages between the host and a client, as replicon's test transport does, and
/// returns the bytes the host sent that client.
pub(crate) fn exchange(host: &mut App, client: &mut App) -> Vec<u8> {
    let entity = **client.world().resource::<TestClientEntity>();
    let mut from_client: Vec<(usize, bevy_replicon::bytes::Bytes)> = Vec::new();
    from_client.extend(client.world_mut().resource_mut::<ClientMessages>().drain_sent());
    let mut server = host.world_mut().resource_mut::<ServerMessages>();
    for (channel, m) in from_client {
        server.insert_received(entity, channel, m);
    }
    let mut sent = Vec::new();
    let mut to_client = Vec::new();
    server.retain_sent(|(e, channel, m)| {
        if *e == entity {
            sent.extend_from_slice(m);
            to_client.push((*channel, m.clone()));
            false
        } else {
            true
        }
    });
    let mut messages = client.world_mut().resource_mut::<ClientMessages>();
    for (channel, m) in to_client {
        messages.insert_received(channel, m);
    }
    sent
}

/// One round: clients send, the host runs a frame, clients receive. Returns each client's bytes.
pub(crate) fn round(host: &mut App, clients: &mut [&mut App]) -> Vec<Vec<u8>> {
    for c in clients.iter_mut() {
        c.update();
    }
    let mut out = vec![Vec::new(); clients.len()];
    for (i, c) in clients.iter_mut().enumerate() {
        out[i].extend(exchange(host, c));
    }
    host.update();
    for (i, c) in clients.iter_mut().enumerate() {
        out[i].extend(exchange(host, c));
        c.update();
    }
    out
}

/// The channel a client's `ToHost` travels on and the header replicon puts before its bytes:
/// what a test needs to put bytes where the host's real decoder reads them.
pub(crate) fn to_host_wire(client: &mut App) -> (usize, Vec<u8>) {
    let probe = ToHost::Chat("probe".into());
    client.world_mut().write_message(probe.clone());
    client.update();
    let sent: Vec<(usize, bevy_replicon::bytes::Bytes)> =
        client.world_mut().resource_mut::<ClientMessages>().drain_sent().collect();
    let payload = encode(&probe);
    let (channel, bytes) = sent.into_iter().find(|(_, b)| b.ends_with(&payload)).expect("the message's bytes");
    (channel, bytes[..bytes.len() - payload.len()].to_vec())
}

/// Puts `body` where the host's decoder reads a message from `client`.
pub(crate) fn send_raw(host: &mut App, client: &mut App, body: &[u8]) {
    let (channel, mut bytes) = to_host_wire(client);
    bytes.extend_from_slice(body);
    let entity = **client.world().resource::<TestClientEntity>();
    host.world_mut().resource_mut::<ServerMessages>().insert_received(entity, channel, bytes);
}

pub(crate) fn model(c: &App) -> SeatModel {
    c.world().resource::<Connection>().model.clone().expect("a model")
}

/// The host's model for a seat as it travels (the host's own handles are never serialized).
pub(crate) fn host_model(host: &mut App, name: &str) -> SeatModel {
    let p = player(host, name);
    wire(seat_model(host.world_mut(), Viewer::Player(p)))
}

pub(crate) fn wire(m: SeatModel) -> SeatModel {
    postcard::from_bytes(&encode(&m)).expect("a model decodes")
}

pub(crate) fn settle(host: &mut App, clients: &mut [&mut App]) {
    for _ in 0..3 {
        round(host, clients);
    }
}

/// A two-seat game with a fixed seed: host, Alice and Bob connected and seated, at a free
/// table (the scripts act out of turn, as players do at a free table).
pub(crate) fn game() -> (App, App, App) {
    let host = host_app(HostOptions { seats: 2, seed: Some(7), mode: bifronte::rules::RulesMode::Free, ..default() });
    seated(host, client_app("Alice", false), client_app("Bob", false))
}

/// Alice and Bob (clients of any kind) connect to the host and take their seats.
pub(crate) fn seated(mut host: App, mut alice: App, mut bob: App) -> (App, App, App) {
    host.connect_client(&mut alice);
    host.connect_client(&mut bob);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    (host, alice, bob)
}

/// [`seated`], then each keeps the opening hand (103.5): the game's first turn has begun.
pub(crate) fn seated_and_kept(host: App, alice: App, bob: App) -> (App, App, App) {
    let (mut host, mut alice, mut bob) = seated(host, alice, bob);
    ask(&mut host, &mut alice, &mut bob, Action::Keep { player: "Alice".into(), bottom: None });
    ask(&mut host, &mut bob, &mut alice, Action::Keep { player: "Bob".into(), bottom: None });
    (host, alice, bob)
}

pub(crate) fn ask(host: &mut App, who: &mut App, other: &mut App, action: Action) -> u64 {
    let seq = request(who.world_mut(), action);
    settle(host, &mut [who, other]);
    seq
}

/// A card of the seat's hand cast face down as a morph (708.4).
fn cast_face_down(card: String) -> Action {
    Action::Cast {
        card: card.into(),
        face: None,
        face_down: Some(bifronte::rules::FaceDownKind::Morph),
        targets: Vec::new(),
        fused: false,
        prototyped: false,
        x: None,
        modes: None,
        divided: None,
        pay: None,
        kicked: false,
        buyback: false,
        alternative: None,
        additional: None,
        helpers: None,
    }
}

pub(crate) fn hand_card(
    m: &SeatModel,
    owner: &str,
    pick: impl Fn(&bifronte::view::ObjectView) -> bool,
) -> Option<String> {
    m.table.objects.iter().find(|o| o.zone == Zone::Hand && o.owner == owner && pick(o)).map(|o| o.id.clone())
}

#[test]
fn net_a_scripted_game_gives_each_client_exactly_the_hosts_model_for_its_seat() {
    let (mut host, mut alice, mut bob) = game();
    assert!(host.world().resource::<Lobby>().started, "two seats taken: the game started");
    let check = |host: &mut App, alice: &App, bob: &App, what: &str| {
        assert_eq!(model(alice), host_model(host, "Alice"), "Alice after {what}");
        assert_eq!(model(bob), host_model(host, "Bob"), "Bob after {what}");
    };
    check(&mut host, &alice, &bob, "the start");
    assert_eq!(model(&alice).table.objects.iter().filter(|o| o.zone == Zone::Hand).count(), 7);
    ask(&mut host, &mut bob, &mut alice, Action::Mulligan { player: "Bob".into() });
    check(&mut host, &alice, &bob, "a mulligan");
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    check(&mut host, &alice, &bob, "a draw");
    // Bob casts a card face down (708.4); Alice sees a face-down spell and nothing of it.
    let card = hand_card(&model(&bob), "Bob", |_| true).expect("Bob has cards");
    let seq = ask(&mut host, &mut bob, &mut alice, cast_face_down(card.clone()));
    assert_eq!(bob.world().resource::<Connection>().applied, seq);
    check(&mut host, &alice, &bob, "a face-down cast");
    ask(&mut host, &mut bob, &mut alice, Action::Resolve);
    check(&mut host, &alice, &bob, "its resolving");
    let on_table = model(&alice).table.objects.iter().filter(|o| o.face_down.is_some()).count();
    assert_eq!(on_table, 1, "Alice sees Bob's face-down permanent");
    // Alice puts a double-faced card onto the battlefield and transforms it.
    let dfc = hand_card(&model(&alice), "Alice", |o| o.other_face.is_some()).expect("a werewolf in hand (seed 7)");
    ask(&mut host, &mut alice, &mut bob, Action::put_onto_battlefield(dfc.clone()));
    ask(&mut host, &mut alice, &mut bob, Action::Transform(dfc.clone().into()));
    assert!(model(&alice).table.object(&dfc).is_some_and(|o| o.transformed));
    check(&mut host, &alice, &bob, "a transform");
    ask(
        &mut host,
        &mut alice,
        &mut bob,
        Action::CreateToken {
            id: "treasure".into(),
            token: bifronte::rules::TokenKind::Predefined("Treasure".into()),
            controller: "Alice".into(),
            count: None,
            tapped: false,
            transformed: false,
            attached_to: None,
        },
    );
    check(&mut host, &alice, &bob, "a token");
    // Alice reveals a card of her hand to Bob only (701.20e).
    let shown = hand_card(&model(&alice), "Alice", |_| true).expect("a card");
    let name = model(&alice).table.object(&shown).map(|o| o.shown.name.clone()).unwrap_or_default();
    let bob_cards_before =
        model(&bob).table.objects.iter().filter(|o| o.owner == "Alice" && o.zone == Zone::Hand).count();
    ask(&mut host, &mut alice, &mut bob, Action::Reveal { card: shown.into(), to: Some("Bob".into()) });
    check(&mut host, &alice, &bob, "a reveal to Bob");
    let bob_sees: Vec<String> = model(&bob)
        .table
        .objects
        .iter()
        .filter(|o| o.owner == "Alice" && o.zone == Zone::Hand)
        .map(|o| o.shown.name.clone())
        .collect();
    assert_eq!(bob_sees.len(), bob_cards_before + 1);
    assert!(bob_sees.contains(&name));
    assert!(
        alice.world().resource::<Connection>().refusals.is_empty(),
        "{:?}",
        alice.world().resource::<Connection>().refusals
    );
    assert!(
        bob.world().resource::<Connection>().refusals.is_empty(),
        "{:?}",
        bob.world().resource::<Connection>().refusals
    );
}

#[test]
fn net_a_client_that_acts_for_another_seat_or_sends_garbage_is_refused_and_the_host_stays_up() {
    let (mut host, mut alice, mut bob) = game();
    let history = |host: &App| host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    let before = history(&host);
    let alices_card = hand_card(&model(&alice), "Alice", |_| true).expect("a card");
    let asks = [
        Action::Draw { player: "Alice".into(), n: Some(1) },
        Action::Shuffle { player: "Alice".into() },
        Action::RevealHand { player: "Alice".into(), to: Some("Bob".into()) },
        Action::LookAtTop { player: "Alice".into(), n: 3 },
        Action::move_to(alices_card.clone(), Zone::Graveyard),
        Action::move_to("alice-1", Zone::Hand),
        Action::PassTurn,
    ];
    let n = asks.len() as u64;
    for a in asks {
        ask(&mut host, &mut bob, &mut alice, a);
    }
    let refused = bob.world().resource::<Connection>().refusals.clone();
    assert_eq!(refused.len() as u64, n, "{refused:?}");
    assert_eq!(history(&host), before, "nothing changed the table");
    // A number past the last is taken (the ones between were lost on the way), once; a number
    // already used is never applied again.
    bob.world_mut()
        .write_message(ToHost::Request { seq: 100, action: Action::Draw { player: "Bob".into(), n: Some(1) } });
    settle(&mut host, &mut [&mut bob, &mut alice]);
    assert_eq!(history(&host), before + 1);
    for seq in [n, 100] {
        bob.world_mut()
            .write_message(ToHost::Request { seq, action: Action::Draw { player: "Bob".into(), n: Some(1) } });
    }
    settle(&mut host, &mut [&mut bob, &mut alice]);
    assert_eq!(history(&host), before + 1, "a number already used is not applied again");
    let before = before + 1;
    // Garbage and an oversized message, where the host's decoder reads Bob's messages.
    let garbage: Vec<Vec<u8>> = vec![vec![0xff; 40], vec![7], Vec::new(), vec![1; MAX_CLIENT_MESSAGE + 1]];
    let dropped = bifronte::net::protocol::dropped_messages();
    for g in garbage {
        send_raw(&mut host, &mut bob, &g);
    }
    settle(&mut host, &mut [&mut bob, &mut alice]);
    assert!(bifronte::net::protocol::dropped_messages() >= dropped + 3, "the decoder dropped them");
    assert_eq!(history(&host), before);
    // Bob can still play (his client's numbers go on past the one written by hand above).
    bob.world_mut().resource_mut::<Connection>().last_seq = 100;
    ask(&mut host, &mut bob, &mut alice, Action::Draw { player: "Bob".into(), n: Some(1) });
    assert_eq!(history(&host), before + 1);
    assert_eq!(model(&bob), host_model(&mut host, "Bob"));
}

#[test]
fn net_no_refusal_wedges_a_seat_an_early_request_a_burst_over_the_rate_or_a_dropped_message() {
    use bifronte::net::protocol::MAX_REQUESTS_PER_SECOND;
    let mut host = host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut alice, mut bob) = (client_app("Alice", false), client_app("Bob", false));
    let history = |host: &App| host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    let refused =
        |c: &App, why: &str| c.world().resource::<Connection>().refusals.iter().filter(|r| r.1.contains(why)).count();
    let life =
        |alice: &mut App, by: i32| _ = request(alice.world_mut(), Action::ChangeLife { player: "Alice".into(), by });
    // Alice asks before the game starts: refused, and her next numbers still count.
    host.connect_client(&mut alice);
    settle(&mut host, &mut [&mut alice]);
    life(&mut alice, 1);
    settle(&mut host, &mut [&mut alice]);
    assert_eq!(refused(&alice, "hasn't started"), 1);
    host.connect_client(&mut bob);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert!(host.world().resource::<Lobby>().started);
    let start = history(&host);
    life(&mut alice, 1);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), start + 1, "the first request after the start is applied");
    // A burst over the rate: what is over it is refused with the reason, the rest applied.
    let burst = 2 * MAX_REQUESTS_PER_SECOND as usize + 10;
    for _ in 0..burst {
        life(&mut alice, 1);
    }
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let over = refused(&alice, "requests a second");
    assert!(over >= 10, "{over} refused");
    assert_eq!(history(&host), start + 1 + burst - over, "every request applied once or refused with a reason");
    // A message the decoder drops (over 64 KiB) took a number with it.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let dropped = bifronte::net::protocol::dropped_messages();
    send_raw(&mut host, &mut alice, &vec![1; MAX_CLIENT_MESSAGE + 1]);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert!(bifronte::net::protocol::dropped_messages() > dropped, "the decoder dropped it");
    alice.world_mut().resource_mut::<Connection>().last_seq += 1;
    let now = history(&host);
    life(&mut alice, -1);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), now + 1, "Alice still plays after every kind of refusal");
    assert_eq!(refused(&alice, "out of order"), 0);
    assert_eq!(model(&alice), host_model(&mut host, "Alice"));
}

#[test]
fn net_the_message_decoder_survives_random_bytes() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(18);
    let good = encode(&ToHost::Request { seq: 3, action: Action::Draw { player: "Bob".into(), n: Some(2) } });
    assert!(decode_to_host(&good).is_ok());
    let mut decoded = 0;
    for i in 0..20_000 {
        let bytes: Vec<u8> = if i % 2 == 0 {
            (0..rng.random_range(0..200)).map(|_| rng.random()).collect()
        } else {
            // A valid message with bytes flipped, cut or added.
            let mut b = good.clone();
            let k = rng.random_range(0..b.len());
            b[k] = rng.random();
            b.truncate(rng.random_range(0..=b.len()));
            b
        };
        decoded += usize::from(decode_to_host(&bytes).is_ok());
    }
    assert!(decoded < 20_000);
    assert!(decode_to_host(&vec![0u8; MAX_CLIENT_MESSAGE + 1]).is_err());
    let mut trailing = good.clone();
    trailing.push(0);
    assert!(decode_to_host(&trailing).is_err(), "trailing bytes are refused");
}

/// Every action a shipped scene takes reaches the host as it was sent: the wire format
/// (postcard, not self-describing) must not skip a field that the decoder then expects.
#[test]
fn net_every_scene_action_survives_the_wire() {
    let (db, _) = CardDb::load_default();
    let mut checked = 0;
    for f in scene_files(&[crate::overlay::scenes_dir()]) {
        let l = load_scene(&f, &db).unwrap_or_else(|e| panic!("{e}"));
        for step in &l.scene.steps {
            let Step::Do(action) = step else { continue };
            let sent = ToHost::Request { seq: 1, action: action.clone() };
            let got = decode_to_host(&encode(&sent));
            assert_eq!(got.as_ref().ok(), Some(&sent), "{}: {action:?} came back as {got:?}", f.display());
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} actions in the shipped scenes");
}

#[test]
fn net_a_dropped_client_rejoins_with_its_token_and_converges() {
    let (mut host, mut alice, mut bob) = game();
    ask(&mut host, &mut bob, &mut alice, Action::Draw { player: "Bob".into(), n: Some(1) });
    let token = bob.world().resource::<Connection>().token.expect("a token");
    host.disconnect_client(&mut bob);
    // While Bob is away the game goes on.
    request(alice.world_mut(), Action::Draw { player: "Alice".into(), n: Some(1) });
    settle(&mut host, &mut [&mut alice]);
    // Someone else can't take Bob's seat by name.
    let mut impostor = client_app("Bob", false);
    host.connect_client(&mut impostor);
    settle(&mut host, &mut [&mut impostor, &mut alice]);
    assert!(impostor.world().resource::<Connection>().refusals.iter().any(|r| r.1.contains("already seated")));
    let mut back = client_app("Bob", false);
    back.world_mut().resource_mut::<Connection>().token = Some(token);
    host.connect_client(&mut back);
    settle(&mut host, &mut [&mut back, &mut alice]);
    let c = back.world().resource::<Connection>();
    assert_eq!(c.seat.as_deref(), Some("Bob"));
    assert_eq!(c.last_seq, 1, "the host says which requests it has applied");
    assert_eq!(model(&back), host_model(&mut host, "Bob"));
    ask(&mut host, &mut back, &mut alice, Action::Draw { player: "Bob".into(), n: Some(1) });
    assert_eq!(model(&back), host_model(&mut host, "Bob"));
    assert!(back.world().resource::<Connection>().refusals.is_empty());
}

/// Every byte sent to each seat's (and a spectator's) connection over a run of every shipped
/// scene is scanned for the names and texts of objects hidden from it.
#[test]
fn net_no_byte_sent_to_a_seat_names_what_is_hidden_from_it_in_any_scene() {
    let (db, _) = CardDb::load_default();
    let files = scene_files(&[crate::overlay::scenes_dir()]);
    let (mut scanned, mut with_secrets) = (0usize, 0usize);
    for f in files {
        let l = load_scene(&f, &db).unwrap_or_else(|e| panic!("{e}"));
        let names = l.scene.players.clone();
        let mut host = host_app(HostOptions { seats: names.len(), ..default() });
        bifronte::rules::setup::build_table(host.world_mut(), &l.table()).unwrap();
        host.world_mut().resource_mut::<Lobby>().seat_table(&names);
        let mut clients: Vec<App> = names.iter().map(|n| client_app(n, false)).collect();
        clients.push(client_app("watcher", true));
        for c in clients.iter_mut() {
            host.connect_client(c);
        }
        let players = host.world().resource::<Players>().0.clone();
        let viewers: Vec<_> =
            (0..clients.len()).map(|s| players.get(s).copied().unwrap_or(bifronte::rules::sight::SPECTATOR)).collect();
        let mut watched: Vec<Watched> = viewers.iter().map(|_| Watched::default()).collect();
        for i in 0..=l.scene.steps.len() {
            if i > 0 {
                let Step::Do(a) = &l.scene.steps[i - 1] else { continue };
                watched.iter_mut().for_each(|w| w.asked(host.world(), a));
                host.world_mut().write_message(bifronte::rules::ActionRequest(a.clone()));
            }
            let mut refs: Vec<&mut App> = clients.iter_mut().collect();
            let bytes = round(&mut host, &mut refs);
            for (s, sent) in bytes.iter().enumerate() {
                let viewer = viewers[s];
                // The bytes hold the log, which tells each seat what it watched then (400.2): a
                // name the seat once saw may be in it. The model the bytes carry is searched for
                // everything hidden now by the overlay's sweep.
                watched[s].look(host.world_mut(), viewer);
                let (hidden, texts) = crate::overlay::hidden_from(host.world_mut(), viewer);
                for word in watched[s].never(hidden.iter().chain(texts.iter())) {
                    let needle = word.as_bytes();
                    let found = sent.windows(needle.len().max(1)).any(|w| w == needle);
                    assert!(!found, "{}: step {i}: seat {s} was sent {word:?}", f.display());
                }
                with_secrets += usize::from(!hidden.is_empty());
                scanned += sent.len();
            }
        }
    }
    assert!(scanned > 1_000_000, "only {scanned} bytes were sent");
    assert!(with_secrets > 100, "only {with_secrets} rounds hid anything");
}

#[test]
fn net_a_spectator_sees_no_hand_and_cant_act() {
    let (mut host, mut alice, mut bob) = game();
    let mut watcher = client_app("Eve", true);
    host.connect_client(&mut watcher);
    settle(&mut host, &mut [&mut watcher, &mut alice, &mut bob]);
    let m = model(&watcher);
    assert_eq!(m, wire(seat_model(host.world_mut(), Viewer::Spectator)));
    assert!(m.table.objects.iter().all(|o| o.zone != Zone::Hand && o.zone != Zone::Library));
    request(watcher.world_mut(), Action::Draw { player: "Alice".into(), n: Some(1) });
    settle(&mut host, &mut [&mut watcher, &mut alice, &mut bob]);
    assert!(watcher.world().resource::<Connection>().refusals.iter().any(|r| r.1.contains("no seat")));
}

/// A client on renet's netcode over UDP, as `bifronte join` runs one; it tries again every 2 s
/// while the host isn't listening yet.
pub(crate) fn udp_client(name: &str, host: std::net::SocketAddr) -> App {
    use bifronte::net::transport;
    let mut c = App::new();
    c.add_plugins((MinimalPlugins, StatesPlugin));
    transport::add_network_plugins(&mut c);
    c.add_plugins(NetClientPlugin(JoinOptions { name: name.to_string(), ..default() }));
    c.add_plugins(transport::LinkPlugin);
    c.finish();
    c.cleanup();
    transport::connect(c.world_mut(), host);
    c
}

/// A host on real sockets (UDP and the desk's TCP) on `port` (0: any), as `bifronte host`
/// runs one; its address on loopback.
pub(crate) fn udp_host(
    options: HostOptions,
    port: u16,
    autosave: Option<std::path::PathBuf>,
) -> (App, std::net::SocketAddr) {
    let (db, _) = CardDb::load_default();
    let mut host = App::new();
    let mut session = bifronte::session::Session::in_dir(&std::env::temp_dir());
    session.autosave = autosave;
    host.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(db)
        .insert_resource(session)
        .add_plugins(HeadlessPlugins);
    bifronte::net::transport::add_network_plugins(&mut host);
    host.add_plugins(NetHostPlugin(options));
    host.finish();
    let password = host.world().resource::<Lobby>().options.password.clone();
    let addr = bifronte::net::transport::serve(host.world_mut(), port, 10, password).expect("a port on loopback");
    (host, std::net::SocketAddr::from(([127, 0, 0, 1], addr.port())))
}

/// The real transport: renet's netcode over UDP on loopback, as `bifronte host` and
/// `bifronte join` use it.
#[test]
fn net_udp_two_clients_take_their_seats_and_get_their_models_on_loopback() {
    let (mut host, addr) = udp_host(HostOptions { seats: 2, seed: Some(5), ..default() }, 0, None);
    let mut clients: Vec<App> = ["Alice", "Bob"].iter().map(|name| udp_client(name, addr)).collect();
    let ready = |clients: &[App]| clients.iter().all(|c| c.world().resource::<Connection>().model.is_some());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while !ready(&clients) && std::time::Instant::now() < deadline {
        host.update();
        for c in clients.iter_mut() {
            c.update();
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(ready(&clients), "both clients got a model over UDP");
    assert!(host.world().resource::<Lobby>().started);
    for (c, name) in clients.iter().zip(["Alice", "Bob"]) {
        assert_eq!(c.world().resource::<Connection>().model.clone().map(|m| m.seat), Some(name.to_string()));
    }
    // A request goes over the wire and comes back applied, and both models follow.
    let seq = request(clients[1].world_mut(), Action::Draw { player: "Bob".into(), n: Some(1) });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let synced = |host: &mut App, clients: &[App]| {
        ["Alice", "Bob"]
            .iter()
            .zip(clients)
            .all(|(n, c)| c.world().resource::<Connection>().model.clone() == Some(host_model(host, n)))
    };
    while !(clients[1].world().resource::<Connection>().applied == seq && synced(&mut host, &clients))
        && std::time::Instant::now() < deadline
    {
        host.update();
        for c in clients.iter_mut() {
            c.update();
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(clients[1].world().resource::<Connection>().applied, seq);
    assert!(synced(&mut host, &clients), "each client's model is the host's for its seat");
}

/// A client's window world (`net::window::MirrorPlugin`, without rendering) for a seat.
/// The real `bifronte host --headless` process: its own loop (a frame when a packet comes, on
/// one thread) seats two clients, applies a request, and its autosave's thread writes it.
#[test]
fn net_the_headless_host_process_seats_its_players_applies_a_request_and_autosaves_it() {
    let port = std::net::UdpSocket::bind("127.0.0.1:0").and_then(|s| s.local_addr()).expect("a free port").port();
    let data = std::env::temp_dir().join(format!("bifronte-headless-host-{}", std::process::id()));
    std::fs::create_dir_all(&data).unwrap();
    struct Kill(std::process::Child);
    impl Drop for Kill {
        fn drop(&mut self) {
            self.0.kill().ok();
            self.0.wait().ok();
        }
    }
    let _host = Kill(
        crate::harness::bifronte()
            .args(["host", "--headless", "--players", "2", "--seed", "5", "--port", &port.to_string()])
            .env("XDG_DATA_HOME", &data)
            .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("bifronte host"),
    );
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let mut clients: Vec<App> = ["Alice", "Bob"].iter().map(|name| udp_client(name, addr)).collect();
    let pump_until = |clients: &mut Vec<App>, done: &dyn Fn(&[App]) -> bool| {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while !done(clients) && std::time::Instant::now() < deadline {
            for c in clients.iter_mut() {
                c.update();
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        done(clients)
    };
    let ready = |cs: &[App]| cs.iter().all(|c| c.world().resource::<Connection>().model.is_some());
    assert!(pump_until(&mut clients, &ready), "both players got their seats from the host process");
    let cards_in_hand = |c: &App, who: &str| {
        let m = c.world().resource::<Connection>().model.clone().unwrap();
        m.table.objects.iter().filter(|o| o.zone == Zone::Hand && o.owner == who).count()
    };
    let before = cards_in_hand(&clients[1], "Bob");
    let seq = request(clients[1].world_mut(), Action::Draw { player: "Bob".into(), n: Some(1) });
    let applied = |cs: &[App]| {
        cs[1].world().resource::<Connection>().applied == seq && cards_in_hand(&cs[1], "Bob") == before + 1
    };
    assert!(pump_until(&mut clients, &applied), "{:?}", clients[1].world().resource::<Connection>().refusals);
    // The autosave holds Bob's draw, as Bob's, once the writer's gap has passed.
    let save = data.join("bifronte").join("host").join("autosave.ron");
    let (db, _) = CardDb::load_default();
    let draws = |db: &CardDb| {
        load_scene(&save, db).map_or(0, |l| {
            l.scene
                .steps
                .iter()
                .filter_map(|s| match s {
                    Step::Do(Action::By { player, action }) if player == "Bob" => Some(action.as_ref()),
                    _ => None,
                })
                .filter(|a| matches!(a, Action::Draw { player, n: Some(1) } if player == "Bob"))
                .count()
        })
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while draws(&db) == 0 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert_eq!(draws(&db), 1, "the host's autosave at {} holds Bob's draw", save.display());
    drop(_host);
    std::fs::remove_dir_all(&data).ok();
}

pub(crate) fn window_client_app(name: &str) -> App {
    use bifronte::table::{Hovered, Selection};
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(RepliconPlugins.set(ServerPlugin::new(PostUpdate)))
        .add_plugins(NetClientPlugin(JoinOptions { name: name.into(), ..default() }))
        .add_plugins(bifronte::app::window::MirrorPlugin)
        // What the table's plugin builds from the model, without rendering.
        .init_resource::<Hovered>()
        .init_resource::<Selection>()
        .add_plugins(bifronte::table::viewed::ViewedPlugin);
    app.finish();
    app
}

/// Every name a world's entities carry (their `Name`s).
fn names_in(world: &mut World) -> HashSet<String> {
    let mut q = world.query::<&Name>();
    q.iter(world).map(|n| n.as_str().to_string()).collect()
}

#[test]
fn net_a_client_window_draws_exactly_its_seat_s_model_forges_nothing_of_the_kernel_and_sends_its_requests_to_the_host()
{
    use bifronte::table::viewed::{Viewed, back_key};
    use bifronte::table::{SeatRequest, ViewedTable};
    let host = host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) = seated(host, client_app("Alice", false), window_client_app("Bob"));
    let shown = model(&bob);
    // The table reads the seat's model: the players and the seat.
    let viewed = bob.world().resource::<ViewedTable>().clone();
    assert_eq!(viewed.players, ["Alice", "Bob"]);
    assert_eq!(viewed.seat, "Bob");
    // An entity per object shown, under the seat's id, and one per hidden card, kept by its pile.
    let stand_ins = bob.world().resource::<bifronte::app::window::StandIns>();
    let mut expected: HashSet<String> = shown.table.objects.iter().map(|o| o.id.clone()).collect();
    for h in &shown.table.hidden {
        expected.extend((0..h.count).map(|n| back_key(&h.owner, h.zone, n)));
    }
    for key in &expected {
        let e = stand_ins.get(key).unwrap_or_else(|| panic!("no entity for {key}"));
        assert_eq!(viewed.key(e).as_deref(), Some(key.as_str()), "the table draws {key} for its entity");
    }
    assert!(stand_ins.get(&back_key("Alice", Zone::Hand, 6)).is_some());
    assert!(stand_ins.get(&back_key("Alice", Zone::Hand, 7)).is_none());
    let alices_back = stand_ins.get(&back_key("Alice", Zone::Hand, 0)).unwrap();
    assert!(matches!(viewed.get(alices_back), Some(Viewed::Back(h)) if h.owner == "Alice" && h.zone == Zone::Hand));
    // Nothing of the kernel is forged: no labels, characteristics, zones or players.
    let world = bob.world_mut();
    assert_eq!(world.query::<&bifronte::rules::Label>().iter(world).count(), 0);
    assert_eq!(world.query::<&bifronte::rules::Characteristics>().iter(world).count(), 0);
    assert_eq!(world.query::<&bifronte::rules::InZone>().iter(world).count(), 0);
    assert_eq!(world.query::<&bifronte::rules::Player>().iter(world).count(), 0);
    // Nothing of Alice's hand is in Bob's world: not a label, not a name.
    let alices_hand: HashSet<String> =
        model(&alice).table.objects.iter().filter(|o| o.zone == Zone::Hand).map(|o| o.shown.name.clone()).collect();
    let bobs_own: HashSet<String> = shown.table.objects.iter().map(|o| o.shown.name.clone()).collect();
    let in_world = names_in(bob.world_mut());
    for name in in_world.iter() {
        for hidden in alices_hand.difference(&bobs_own) {
            assert!(!name.contains(hidden.as_str()), "Bob's world holds {hidden:?} in {name:?}");
        }
        for label in host.world().resource::<Labels>().0.keys() {
            assert!(!name.ends_with(&format!(" {label}")), "Bob's world holds the host's label {label:?}");
        }
    }
    // What the window asks for goes to the host in the seat's ids; the next model shows it.
    let land = hand_card(&shown, "Bob", |o| o.shown.is_land()).expect("a land in Bob's hand (seed 7)");
    bob.world_mut().write_message(SeatRequest(Action::put_onto_battlefield(land.clone())));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert!(bob.world().resource::<Connection>().refusals.is_empty());
    let e = bob.world().resource::<bifronte::app::window::StandIns>().get(&land).unwrap();
    assert_eq!(bob.world().resource::<ViewedTable>().zone(e), Some(Zone::Battlefield));
    assert_eq!(model(&bob), host_model(&mut host, "Bob"));
    // Alice draws: one more back in her hand, on Bob's side.
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    assert!(bob.world().resource::<bifronte::app::window::StandIns>().get(&back_key("Alice", Zone::Hand, 7)).is_some());
    // The window draws the model as it came, with its own entities for the host's handles.
    let drawn = bob.world().resource::<bifronte::table::RemoteModel>().model.clone();
    assert_eq!(wire(drawn), host_model(&mut host, "Bob"));
}

#[test]
fn net_chat_reaches_every_connection_and_the_window_s_log_and_a_flood_is_cut() {
    let host = host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) = seated(host, client_app("Alice", false), window_client_app("Bob"));
    bob.world_mut().write_message(bifronte::overlay::Say("good luck".into()));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let heard = alice.world().resource::<Connection>().chat.clone();
    assert_eq!(heard, [("Bob".to_string(), "good luck".to_string())]);
    let lines = bob.world().resource::<bifronte::overlay::Chat>().lines.clone();
    assert_eq!(lines.len(), 1);
    assert_eq!((lines[0].from.as_str(), lines[0].text.as_str()), ("Bob", "good luck"));
    assert_eq!(lines[0].after, model(&bob).log.len(), "said after every line of the log so far");
    // Ten lines at once: at most three a second get through (six if a second ends among them).
    for i in 0..10 {
        alice.world_mut().write_message(ToHost::Chat(format!("spam {i}")));
    }
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let spam = bob.world().resource::<Connection>().chat.iter().filter(|(_, t)| t.starts_with("spam")).count();
    assert!((3..=6).contains(&spam), "{spam} lines of a flood got through");
    // Chat is not the rules log: nobody's log has it.
    assert!(model(&alice).log.iter().all(|l| !l.text.contains("good luck")));
}

#[test]
fn net_what_a_seat_creates_gets_an_id_of_the_host_s_own() {
    let (mut host, mut alice, mut bob) = game();
    let token = |id: &str| Action::CreateToken {
        id: id.into(),
        token: bifronte::rules::TokenKind::Predefined("Treasure".into()),
        controller: "Alice".into(),
        count: None,
        tapped: false,
        transformed: false,
        attached_to: None,
    };
    // The same id twice, and a label that is already a card of Bob's library on the host.
    let taken = host
        .world()
        .resource::<Labels>()
        .0
        .keys()
        .find(|l| l.starts_with("bob"))
        .cloned()
        .expect("Bob's cards have labels");
    for id in ["token", "token", taken.as_str()] {
        ask(&mut host, &mut alice, &mut bob, token(id));
    }
    assert!(alice.world().resource::<Connection>().refusals.is_empty());
    let treasures = model(&alice).table.objects.iter().filter(|o| o.token && o.zone == Zone::Battlefield).count();
    assert_eq!(treasures, 3, "three tokens, none lost to a clash of ids");
    let e = host.world().resource::<Labels>().0[&taken];
    assert!(host.world().get::<bifronte::rules::object::Token>(e).is_none(), "Bob's card is still a card");
}

#[test]
fn net_a_host_restarted_on_its_autosave_gets_its_players_back_where_they_were() {
    let dir = std::env::temp_dir().join(format!("bifronte-resume-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("autosave.ron");
    let free = bifronte::rules::RulesMode::Free;
    let mut host = host_app(HostOptions { seats: 2, seed: Some(7), mode: free, ..default() });
    host.world_mut().resource_mut::<bifronte::session::Session>().autosave = Some(save.clone());
    let (mut host, mut alice, mut bob) = seated(host, client_app("Alice", false), client_app("Bob", false));
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(2) });
    let card = hand_card(&model(&bob), "Bob", |_| true).expect("Bob has cards");
    let cast = cast_face_down(card);
    ask(&mut host, &mut bob, &mut alice, cast);
    ask(&mut host, &mut bob, &mut alice, Action::Resolve);
    let hand = |m: &SeatModel, who: &str| {
        let mut v: Vec<String> = m
            .table
            .objects
            .iter()
            .filter(|o| o.zone == Zone::Hand && o.owner == who)
            .map(|o| o.shown.name.clone())
            .collect();
        v.sort();
        v
    };
    let before = (hand(&model(&alice), "Alice"), hand(&model(&bob), "Bob"));
    let log_before = model(&alice).log.len();
    drop(host);
    // A new host process on the autosave; the players come back under their names.
    let mut host = host_app(HostOptions { seats: 2, ..default() });
    let names = bifronte::net::host::resume(host.world_mut(), &save).expect("the autosave resumes");
    assert_eq!(names, ["Alice", "Bob"]);
    let (mut host, mut alice, mut bob) = seated(host, client_app("Alice", false), client_app("Bob", false));
    assert_eq!(model(&alice), host_model(&mut host, "Alice"));
    assert_eq!(model(&bob), host_model(&mut host, "Bob"));
    assert_eq!((hand(&model(&alice), "Alice"), hand(&model(&bob), "Bob")), before, "the same cards in hand");
    assert_eq!(model(&alice).table.objects.iter().filter(|o| o.face_down.is_some()).count(), 1);
    assert!(model(&alice).log.len() >= log_before, "the log goes on");
    ask(&mut host, &mut bob, &mut alice, Action::Draw { player: "Bob".into(), n: Some(1) });
    assert!(
        bob.world().resource::<Connection>().refusals.is_empty(),
        "{:?}",
        bob.world().resource::<Connection>().refusals
    );
    assert_eq!(model(&bob), host_model(&mut host, "Bob"));
    // A save that isn't one leaves the new host as it was, with the reason.
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(not a save").unwrap();
    let mut empty = host_app(HostOptions { seats: 2, ..default() });
    let e = bifronte::net::host::resume(empty.world_mut(), &bad).expect_err("a broken save").to_string();
    assert!(e.contains("bad.ron"), "{e}");
    assert!(!empty.world().resource::<Lobby>().started);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn net_undo_at_a_networked_table_waits_for_every_player_to_accept() {
    use bifronte::net::protocol::UndoVote;
    let (mut host, mut alice, mut bob) = game();
    let history = |host: &App| host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    let hand = |c: &App| model(c).table.objects.iter().filter(|o| o.zone == Zone::Hand).count();
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    let before = history(&host);
    assert_eq!(hand(&alice), 8);
    // Bob asks; Alice declines: nothing is undone, and both are told.
    bob.world_mut().write_message(ToHost::Undo(UndoVote::Ask));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    // Each is told what would be undone.
    let (by, what) = alice.world().resource::<Connection>().undo_asked.clone().expect("asked");
    assert_eq!((by.as_str(), what.text_in(bifronte::i18n::Lang::En).as_str()), ("Bob", "Alice draws a card"));
    // A message, which each window says in its own language (an Italian client of this host).
    let in_italian = what.text_in(bifronte::i18n::Lang::It);
    assert!(in_italian.contains("Alice") && in_italian != "Alice draws a card", "{in_italian}");
    alice.world_mut().write_message(ToHost::Undo(UndoVote::Decline));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), before);
    let told = bob
        .world()
        .resource::<Connection>()
        .undo_settled
        .clone()
        .map(|(undone, why)| (undone, why.text_in(bifronte::i18n::Lang::En)));
    assert_eq!(told, Some((false, "Alice declined to undo".into())));
    let told_it =
        bob.world().resource::<Connection>().undo_settled.clone().map(|(_, why)| why.text_in(bifronte::i18n::Lang::It));
    assert_eq!(told_it.as_deref(), Some("Alice ha rifiutato di annullare"), "said in the client's language");
    // Asked again, and an action comes first: the question is void.
    bob.world_mut().write_message(ToHost::Undo(UndoVote::Ask));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    ask(&mut host, &mut bob, &mut alice, Action::Draw { player: "Bob".into(), n: Some(1) });
    alice.world_mut().write_message(ToHost::Undo(UndoVote::Accept));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), before + 1, "Bob's draw stands");
    // Alice asks, Bob accepts: Bob's draw is taken back, and both models follow.
    alice.world_mut().write_message(ToHost::Undo(UndoVote::Ask));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), before + 1, "not before every player accepts");
    bob.world_mut().write_message(ToHost::Undo(UndoVote::Accept));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), before);
    assert_eq!(hand(&bob), 7);
    assert_eq!(model(&alice), host_model(&mut host, "Alice"));
    assert_eq!(model(&bob), host_model(&mut host, "Bob"));
    assert!(matches!(bob.world().resource::<Connection>().undo_settled, Some((true, _))));
    // A spectator can't ask.
    let mut eve = client_app("Eve", true);
    host.connect_client(&mut eve);
    settle(&mut host, &mut [&mut eve, &mut alice, &mut bob]);
    eve.world_mut().write_message(ToHost::Undo(UndoVote::Ask));
    settle(&mut host, &mut [&mut eve, &mut alice, &mut bob]);
    assert!(eve.world().resource::<Connection>().refusals.iter().any(|r| r.1.contains("spectators")));
    assert_eq!(history(&host), before);
}

#[test]
fn net_every_log_line_names_who_acted_and_an_undo_question_names_the_action_as_each_seat_may_see_it() {
    use bifronte::net::protocol::UndoVote;
    let (mut host, mut alice, mut bob) = game();
    let lines = |c: &App| model(c).log.iter().map(|l| l.text.clone()).collect::<Vec<_>>();
    // Alice puts a card of her hand on the bottom of her library: she knows which, Bob doesn't.
    let bottom = hand_card(&model(&alice), "Alice", |_| true).expect("a card");
    let bottom_name = model(&alice).table.object(&bottom).map(|o| o.shown.name.clone()).unwrap_or_default();
    let position = Some(bifronte::rules::action::Position::Bottom);
    ask(&mut host, &mut alice, &mut bob, Action::Move { card: bottom.into(), to: Zone::Library, position });
    let said = |who: &str| format!("> Alice: Move {who} to the bottom of its owner's library");
    assert!(lines(&alice).contains(&said(&bottom_name)), "{:?}", lines(&alice));
    assert!(lines(&bob).contains(&said("a hidden card")), "{:?}", lines(&bob));
    // Alice casts a card of her hand face down (708.4): Bob never learns what it is.
    let card = hand_card(&model(&alice), "Alice", |_| true).expect("a card");
    let name = model(&alice).table.object(&card).map(|o| o.shown.name.clone()).unwrap_or_default();
    let cast = cast_face_down(card);
    ask(&mut host, &mut alice, &mut bob, cast);
    ask(&mut host, &mut bob, &mut alice, Action::Draw { player: "Bob".into(), n: None });
    let by_alice = |c: &App| lines(c).into_iter().find(|l| l.starts_with("> Alice: Cast"));
    let to_alice = by_alice(&alice).expect("Alice's cast, named as hers");
    assert!(to_alice.contains(&name), "{to_alice}");
    let to_bob = by_alice(&bob).expect("Alice's cast, named as hers");
    assert!(!to_bob.contains(&name) && to_bob.contains("face-down"), "{to_bob}");
    for c in [&alice, &bob] {
        assert!(lines(c).contains(&"> Bob draws a card".to_string()), "{:?}", lines(c));
    }
    // Bob's draw undone first; then Alice's cast: each seat is told what it may see of it.
    bob.world_mut().write_message(ToHost::Undo(UndoVote::Ask));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let asked = |c: &App| {
        let (by, what) = c.world().resource::<Connection>().undo_asked.clone().expect("asked");
        (by, what.text_in(bifronte::i18n::Lang::En))
    };
    assert_eq!(asked(&alice), ("Bob".into(), "Bob draws a card".into()));
    alice.world_mut().write_message(ToHost::Undo(UndoVote::Accept));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    bob.world_mut().write_message(ToHost::Undo(UndoVote::Ask));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let (alice_asked, bob_asked) = (asked(&alice).1, asked(&bob).1);
    assert!(alice_asked.starts_with("Cast") && alice_asked.contains(&name), "{alice_asked}");
    assert!(bob_asked.starts_with("Cast") && !bob_asked.contains(&name), "{bob_asked}");
    // Undone and replayed, the log still says who acted.
    alice.world_mut().write_message(ToHost::Undo(UndoVote::Decline));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(by_alice(&alice), Some(to_alice));
}

/// A host with its own window seated as Alice (`host_window`'s seat and admission, without the
/// drawing), and Bob joined from another machine.
fn host_window_and_bob() -> (App, App) {
    let local = Some(("Alice".to_string(), None));
    let mut host = unfinished_host_app(HostOptions { seats: 2, seed: Some(7), local, ..default() });
    host.init_resource::<bifronte::table::Hovered>()
        .init_resource::<bifronte::table::Selection>()
        .add_plugins(bifronte::table::viewed::ViewedPlugin)
        .add_plugins(bifronte::app::window::HostWindowPlugin);
    host.finish();
    let mut bob = client_app("Bob", false);
    host.connect_client(&mut bob);
    settle(&mut host, &mut [&mut bob]);
    (host, bob)
}

#[test]
fn net_the_host_window_s_own_seat_is_named_in_the_log_too() {
    use bifronte::table::viewed::SeatRequest;
    let (mut host, mut bob) = host_window_and_bob();
    let alice = player(&host, "Alice");
    let mine = seat_model(host.world_mut(), Viewer::Player(alice));
    let card = mine.table.objects.iter().find(|o| o.zone == Zone::Hand && o.owner == "Alice").expect("a card");
    let (id, name) = (card.id.clone(), card.shown.name.clone());
    host.world_mut().write_message(SeatRequest(Action::move_to(id, Zone::Graveyard)));
    settle(&mut host, &mut [&mut bob]);
    let said = format!("> Alice: Move {name} to its owner's graveyard");
    let lines: Vec<String> = model(&bob).log.iter().map(|l| l.text.clone()).collect();
    assert!(lines.contains(&said), "{lines:?}");
}

#[test]
fn net_the_host_s_own_window_asks_a_guest_before_touching_their_permanent_as_a_guest_must() {
    use bifronte::table::viewed::SeatRequest;
    let (mut host, mut bob) = host_window_and_bob();
    let history = |host: &App| host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    let status = |host: &App| {
        let s = host.world().resource::<bifronte::session::StatusLine>();
        (s.text.text_in(bifronte::i18n::Lang::En), s.error)
    };
    // Bob puts a permanent of his onto the battlefield: his to do.
    let permanent = |o: &bifronte::view::ObjectView| {
        use bifronte::cards::CardType;
        o.shown.types.iter().any(|t| matches!(t, CardType::Creature | CardType::Land | CardType::Artifact))
    };
    let card = hand_card(&model(&bob), "Bob", permanent).expect("a permanent card");
    request(bob.world_mut(), Action::move_to(card, Zone::Battlefield));
    settle(&mut host, &mut [&mut bob]);
    // The host's window, as Alice sees the table, taps it.
    let alice = player(&host, "Alice");
    let seen = bifronte::view::published::published(host.world_mut(), Viewer::Player(alice)).clone();
    let bobs = seen.table.objects.iter().find(|o| o.zone == Zone::Battlefield && o.owner == "Bob").expect("Bob's");
    let (target, name) = (bobs.id.clone(), bobs.shown.name.clone());
    let before = history(&host);
    host.world_mut().write_message(SeatRequest(Action::Tap(target.into())));
    settle(&mut host, &mut [&mut bob]);
    // Nothing yet: Bob is asked, in his window, and the host's status line says Alice waits.
    assert_eq!(history(&host), before, "not applied before Bob answers");
    let asked = bob.world().resource::<Connection>().consent_asked.clone().expect("Bob is asked");
    assert_eq!(asked.1, "Alice");
    assert_eq!(asked.2.text_in(bifronte::i18n::Lang::En), format!("Tap {name}"));
    assert_eq!(status(&host), ("Alice: waiting for Bob to allow your request".to_string(), false));
    // Bob allows it: done, and the log says Alice did it.
    bifronte::net::client::answer_consent(bob.world_mut(), asked.0, true);
    settle(&mut host, &mut [&mut bob]);
    assert_eq!(history(&host), before + 1);
    let m = model(&bob);
    assert!(m.table.objects.iter().any(|o| o.zone == Zone::Battlefield && o.owner == "Bob" && o.tapped));
    let said = format!("> Alice: Tap {name}");
    assert!(m.log.iter().any(|l| l.text == said), "{:?}", m.log.iter().map(|l| &l.text).collect::<Vec<_>>());
    // What no one may allow, acting for Bob, is refused on the host's status line, and not done.
    host.world_mut().write_message(SeatRequest(Action::Draw { player: "Bob".into(), n: Some(1) }));
    settle(&mut host, &mut [&mut bob]);
    assert_eq!(history(&host), before + 1);
    assert_eq!(status(&host), ("Alice can't act for Bob".to_string(), true));
    // The window and the connection read one model of Bob's seat: the one Bob was sent.
    let bob_entity = player(&host, "Bob");
    let published = bifronte::view::published::published(host.world_mut(), Viewer::Player(bob_entity)).clone();
    assert_eq!(wire(published), model(&bob));
}

#[test]
fn net_a_client_window_s_undo_key_asks_and_its_question_answers() {
    use bifronte::session::talk::UndoAsk;
    let host = host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) = seated(host, window_client_app("Alice"), window_client_app("Bob"));
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    let before = host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    alice.world_mut().write_message(bifronte::session::TableCommand::Undo);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let q = |c: &App| {
        let q: Option<UndoAsk> = c.world().resource::<bifronte::overlay::UndoQuestion>().0.clone();
        q.map(|a| (a.by, a.what.text_in(bifronte::i18n::Lang::En), a.mine))
    };
    let asked = |mine| Some(("Alice".to_string(), "Alice draws a card".to_string(), mine));
    assert_eq!(q(&alice), asked(true), "Alice waits");
    assert_eq!(q(&bob), asked(false), "Bob is asked");
    bob.world_mut().write_message(bifronte::overlay::AnswerUndo(true));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(host.world().resource::<bifronte::rules::ActionHistory>().0.len(), before - 1);
    assert_eq!((q(&alice), q(&bob)), (None, None));
    let status = alice.world().resource::<bifronte::session::StatusLine>().text.to_string();
    assert!(status.contains("undone"), "{status}");
}

#[test]
fn net_a_host_that_allows_judges_shows_its_spectators_everything() {
    let mut host = host_app(HostOptions { seats: 2, seed: Some(7), judges: true, ..default() });
    let (mut alice, mut bob, mut judge) = (client_app("Alice", false), client_app("Bob", false), client_app("J", true));
    for c in [&mut alice, &mut bob, &mut judge] {
        host.connect_client(c);
    }
    settle(&mut host, &mut [&mut alice, &mut bob, &mut judge]);
    let m = model(&judge);
    assert_eq!(m, wire(seat_model(host.world_mut(), Viewer::Omniscient)));
    let hands = m.table.objects.iter().filter(|o| o.zone == Zone::Hand).count();
    let libraries = m.table.objects.iter().filter(|o| o.zone == Zone::Library).count();
    assert_eq!((hands, libraries), (14, 106), "both hands and both libraries");
    request(judge.world_mut(), Action::Draw { player: "Alice".into(), n: Some(1) });
    settle(&mut host, &mut [&mut alice, &mut bob, &mut judge]);
    assert!(judge.world().resource::<Connection>().refusals.iter().any(|r| r.1.contains("no seat")), "a judge watches");
}

#[test]
fn net_an_action_on_another_players_permanent_waits_for_that_player_to_allow_it() {
    let (mut host, mut alice, mut bob) = game();
    let history = |host: &App| host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    // Alice puts a card from her hand onto the battlefield: hers to do.
    let permanent = |o: &bifronte::view::ObjectView| {
        use bifronte::cards::CardType;
        o.shown.types.iter().any(|t| matches!(t, CardType::Creature | CardType::Land | CardType::Artifact))
    };
    let card = hand_card(&model(&alice), "Alice", permanent).expect("a permanent card");
    ask(&mut host, &mut alice, &mut bob, Action::move_to(card, Zone::Battlefield));
    let theirs = |m: &SeatModel| {
        m.table
            .objects
            .iter()
            .find(|o| o.zone == Zone::Battlefield && o.owner == "Alice")
            .map(|o| (o.id.clone(), o.tapped))
    };
    let (target, tapped) = theirs(&model(&bob)).expect("Alice's permanent, as Bob sees it");
    assert!(!tapped);
    let before = history(&host);
    // Bob taps it: nothing happens yet; Bob waits, Alice is asked in her own words.
    let seq = ask(&mut host, &mut bob, &mut alice, Action::Tap(target.clone().into()));
    assert_eq!(history(&host), before, "not applied before Alice answers");
    assert_eq!(bob.world().resource::<Connection>().waiting, vec![(seq, "Alice".to_string())]);
    let asked = alice.world().resource::<Connection>().consent_asked.clone().expect("Alice is asked");
    assert_eq!(asked.1, "Bob");
    assert!(asked.2.text_in(bifronte::i18n::Lang::En).starts_with("Tap "), "{asked:?}");
    // Only Alice answers it: Bob's own answer is not taken.
    bob.world_mut().write_message(ToHost::Consent { id: asked.0, accept: true });
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), before);
    // Alice declines: Bob is refused, saying so, and nothing changed.
    bifronte::net::client::answer_consent(alice.world_mut(), asked.0, false);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), before);
    let c = bob.world().resource::<Connection>();
    assert!(c.waiting.is_empty());
    assert_eq!(c.refusals.last(), Some(&(seq, "Alice declined".to_string())));
    assert!(alice.world().resource::<Connection>().consent_asked.is_none());
    // Asked twice, the first question gives way to the second; Alice allows it and it is done.
    let first = ask(&mut host, &mut bob, &mut alice, Action::Tap(target.clone().into()));
    let second = ask(
        &mut host,
        &mut bob,
        &mut alice,
        Action::AddCounters { card: target.clone().into(), kind: bifronte::rules::CounterKind::PlusOne, n: 1 },
    );
    let c = bob.world().resource::<Connection>();
    assert!(c.refusals.iter().any(|(s, why)| *s == first && why.contains("something else instead")), "{c:?}");
    let asked = alice.world().resource::<Connection>().consent_asked.clone().expect("asked again");
    assert!(asked.2.text_in(bifronte::i18n::Lang::En).contains("+1/+1"), "{asked:?}");
    bifronte::net::client::answer_consent(alice.world_mut(), asked.0, true);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(history(&host), before + 1);
    assert!(bob.world().resource::<Connection>().applied >= second);
    let on_table = model(&alice);
    let counters = on_table
        .table
        .objects
        .iter()
        .find(|o| o.zone == Zone::Battlefield && o.owner == "Alice")
        .map(|o| o.counters.clone());
    assert_eq!(counters, Some(vec![(bifronte::rules::CounterKind::PlusOne, 1)]));
    assert_eq!(model(&bob), host_model(&mut host, "Bob"));
}

#[test]
fn net_a_request_nested_thousands_deep_is_refused_without_overflowing_the_host_stack() {
    // An ability's effect is an action, which may be an ability: a hostile client nests
    // `Stack` in `Stack` as deep as 64 KiB allows. Found by the `net` fuzz target (a crash of
    // the host's process: the decoder recursed off the end of the stack).
    let inner = Action::PassTurn;
    let level = Action::Stack {
        id: String::new().into(),
        source: String::new().into(),
        trigger: None,
        effect: Box::new(inner.clone()),
        targets: Vec::new(),
    };
    let (one, core) = (encode(&level), encode(&inner));
    let at = one.windows(core.len()).position(|w| w == core.as_slice()).expect("the effect inside");
    let (open, close) = (&one[..at], &one[at + core.len()..]);
    let request = encode(&ToHost::Request { seq: 1, action: Action::PassTurn });
    let head = &request[..request.len() - core.len()];
    let depth = (MAX_CLIENT_MESSAGE - head.len() - core.len()) / (open.len() + close.len());
    let mut bytes = head.to_vec();
    (0..depth).for_each(|_| bytes.extend_from_slice(open));
    bytes.extend_from_slice(&core);
    (0..depth).for_each(|_| bytes.extend_from_slice(close));
    assert!(bytes.len() <= MAX_CLIENT_MESSAGE && depth > 10_000, "{depth} levels in {} bytes", bytes.len());
    let refused = decode_to_host(&bytes).expect_err("too deep to be a request");
    assert!(matches!(refused, bifronte::net::protocol::DecodeError::Malformed(_)), "{refused}");
    // A request nested as a real ability's effect is (an ability that stacks an ability) is fine.
    let two =
        Action::Stack { id: "a".into(), source: "b".into(), trigger: None, effect: Box::new(level), targets: vec![] };
    let ok = encode(&ToHost::Request { seq: 1, action: two.clone() });
    assert_eq!(decode_to_host(&ok), Ok(ToHost::Request { seq: 1, action: two }));
}

#[test]
fn net_a_filter_or_a_token_nested_thousands_deep_is_refused_too() {
    use bifronte::rules::{Filter, TokenKind, TokenSpec};
    // The same attack through the other recursive parts of a request: Not(Not(...)) in a
    // filter, a token whose back face has a back face...
    let deep = |open: &[u8], core: &[u8], close: &[u8], head: &[u8], tail: &[u8]| {
        let depth = (MAX_CLIENT_MESSAGE - head.len() - core.len() - tail.len()) / (open.len() + close.len());
        let mut bytes = head.to_vec();
        (0..depth).for_each(|_| bytes.extend_from_slice(open));
        bytes.extend_from_slice(core);
        (0..depth).for_each(|_| bytes.extend_from_slice(close));
        bytes.extend_from_slice(tail);
        (bytes, depth)
    };
    // Filters: TransformAll(Not(x)), one level a byte or two.
    let core = encode(&Filter::Token);
    let one = encode(&Filter::Not(Box::new(Filter::Token)));
    let at = one.windows(core.len()).position(|w| w == core.as_slice()).unwrap();
    let whole = encode(&ToHost::Request { seq: 1, action: Action::TransformAll(Filter::Token) });
    let head = &whole[..whole.len() - core.len()];
    let (bytes, depth) = deep(&one[..at], &core, &one[at + core.len()..], head, &[]);
    assert!(depth > 10_000, "{depth}");
    assert!(decode_to_host(&bytes).is_err(), "a filter {depth} deep");
    // Token specs: a back face's back face...
    let spec = |back: Option<TokenSpec>| TokenSpec { back: back.map(Box::new), ..Default::default() };
    let core = encode(&spec(None));
    let one = encode(&spec(Some(spec(None))));
    let at = one.windows(core.len()).rposition(|w| w == core.as_slice()).unwrap();
    let token = |s: TokenSpec| Action::CreateToken {
        id: "t".into(),
        token: TokenKind::Spec(Box::new(s)),
        controller: "Bob".into(),
        count: None,
        tapped: false,
        transformed: false,
        attached_to: None,
    };
    let whole = encode(&ToHost::Request { seq: 1, action: token(spec(None)) });
    let start = whole.windows(core.len()).position(|w| w == core.as_slice()).unwrap();
    let (head, tail) = (&whole[..start], &whole[start + core.len()..]);
    let (bytes, depth) = deep(&one[..at], &core, &one[at + core.len()..], head, tail);
    assert!(depth > 1_000, "{depth}");
    assert!(decode_to_host(&bytes).is_err(), "a token {depth} faces deep");
    // Shallow ones are fine.
    let fine = ToHost::Request { seq: 1, action: token(spec(Some(spec(None)))) };
    assert_eq!(decode_to_host(&encode(&fine)), Ok(fine));
}

#[test]
fn net_rule_117_a_hosted_game_is_assisted_each_seat_passes_its_own_priority_and_the_host_moves_the_turn() {
    use bifronte::rules::game::TurnStep;
    let host = host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) = seated_and_kept(host, client_app("Alice", false), client_app("Bob", false));
    let holder = |c: &App| model(c).table.players.iter().find(|p| p.priority).map(|p| p.name.clone());
    assert!(model(&alice).table.assisted, "a hosted game is assisted");
    assert_eq!(holder(&alice).as_deref(), Some("Alice"));
    assert_eq!(holder(&bob).as_deref(), Some("Alice"), "every seat sees who holds priority");
    let refusals = |c: &App| c.world().resource::<Connection>().refusals.len();
    // Bob can't pass for Alice, nor move the turn on himself; Alice can't skip priority.
    ask(&mut host, &mut bob, &mut alice, Action::PassPriority { player: "Alice".into(), until: None });
    ask(&mut host, &mut bob, &mut alice, Action::NextStep);
    assert_eq!(refusals(&bob), 2);
    ask(&mut host, &mut alice, &mut bob, Action::NextStep);
    assert_eq!(refusals(&alice), 1);
    assert_eq!(model(&alice).turn_step, TurnStep::PrecombatMain);
    // Alice passes. Bob has no stop in her main phase, nor Alice in her beginning of combat
    // (the game's stops, which each seat sets with SetStops): the host passes for them. Alice
    // has no creature that could attack: the table declares no attackers for her (508.1), with
    // no attackers nobody stops in the step, and Alice holds priority in her second main phase.
    ask(&mut host, &mut alice, &mut bob, Action::PassPriority { player: "Alice".into(), until: None });
    for c in [&alice, &bob] {
        assert_eq!(model(c).turn_step, TurnStep::PostcombatMain);
        assert_eq!(holder(c).as_deref(), Some("Alice"));
    }
    assert!(model(&bob).log.iter().any(|l| l.text == "Bob passes priority (no stop here)"));
    assert!(model(&bob).log.iter().any(|l| l.text == "Alice declares no attackers"));
    // Bob stops in Alice's end step from now on (his own choice: the host takes it from him, not
    // from Alice); Alice passes until the end of the turn and the turn runs to it.
    let (own, _) = bifronte::rules::ops::priority::Stops::game_defaults();
    let stops = Action::SetStops { player: "Bob".into(), own: own.clone(), others: vec![TurnStep::End] };
    ask(&mut host, &mut alice, &mut bob, stops.clone());
    assert_eq!(refusals(&alice), 2, "Alice can't set Bob's stops");
    ask(&mut host, &mut bob, &mut alice, stops);
    assert_eq!(model(&bob).stops, Some((own, vec![TurnStep::End])));
    let until = Some(bifronte::rules::action::PassUntil::EndOfTurn);
    ask(&mut host, &mut alice, &mut bob, Action::PassPriority { player: "Alice".into(), until });
    for c in [&alice, &bob] {
        assert_eq!(model(c).turn_step, TurnStep::End);
        assert_eq!(holder(c).as_deref(), Some("Bob"));
    }
    assert_eq!(model(&alice), host_model(&mut host, "Alice"));
    assert_eq!(model(&bob), host_model(&mut host, "Bob"));
}

#[test]
fn net_a_chess_clock_kept_by_the_host_is_sent_to_every_seat_and_time_running_out_loses_the_game() {
    use bifronte::session::clock::ChessClock;
    use std::time::Duration;
    let clock = Some((Duration::from_secs(300), Duration::from_secs(5)));
    let host = host_app(HostOptions { seats: 2, seed: Some(7), clock, ..default() });
    let (mut host, mut alice, mut bob) = seated_and_kept(host, client_app("Alice", false), client_app("Bob", false));
    // The host sends the times once a second: make it due now.
    host.world_mut().resource_mut::<ChessClock>().since_sent = Duration::from_secs(1);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    for c in [&alice, &bob] {
        let times = c.world().resource::<Connection>().clock.clone().expect("the host sent the clock");
        let names: Vec<&str> = times.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(names, ["Alice", "Bob"]);
        assert!(times.iter().all(|(_, s)| *s > 290 && *s <= 300), "{times:?}");
    }
    // Alice holds priority and her time runs out: she loses (104.3), and the game is over.
    {
        let mut c = host.world_mut().resource_mut::<ChessClock>();
        c.running = Some("Alice".into());
        c.left[0].1 = Duration::ZERO;
    }
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let lost = |c: &App| model(c).table.players.iter().find(|p| p.name == "Alice").and_then(|p| p.lost.clone());
    assert_eq!(lost(&bob).as_deref(), Some("104.3"));
    assert!(model(&bob).log.iter().any(|l| l.text.contains("Alice runs out of time on the clock")));
}

/// "My replay": a client that keeps its tokens keeps every model it was sent, a line each, and
/// no line of it names what was hidden from its seat at the time it was written, in any scene;
/// read back, its last model is the one the client shows; cut short, it reads to its last whole
/// line; a newer format is refused.
#[test]
fn net_a_seat_s_own_replay_holds_only_what_the_seat_saw_in_any_scene() {
    use bifronte::net::seat_replay::{SeatReplayWriter, read_seat_replay};
    let (db, _) = CardDb::load_default();
    let dir = std::env::temp_dir().join(format!("bifronte-seat-replays-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let files = scene_files(&[crate::overlay::scenes_dir()]);
    let (mut scanned, mut with_secrets, mut kept) = (0usize, 0usize, 0usize);
    for (k, f) in files.iter().enumerate() {
        let l = load_scene(f, &db).unwrap_or_else(|e| panic!("{e}"));
        let names = l.scene.players.clone();
        let mut host = host_app(HostOptions { seats: names.len(), ..default() });
        bifronte::rules::setup::build_table(host.world_mut(), &l.table()).unwrap();
        host.world_mut().resource_mut::<Lobby>().seat_table(&names);
        // The first player's program keeps its replay (beside its tokens).
        let tokens = dir.join(k.to_string()).join("tokens.ron");
        let mut me = App::new();
        me.add_plugins((MinimalPlugins, StatesPlugin))
            .add_plugins(RepliconPlugins.set(ServerPlugin::new(PostUpdate)))
            .add_plugins(NetClientPlugin(JoinOptions {
                name: names[0].clone(),
                keep: Some((tokens.clone(), "test-host".into())),
                ..default()
            }));
        me.finish();
        let mut others: Vec<App> = names[1..].iter().map(|n| client_app(n, false)).collect();
        host.connect_client(&mut me);
        for c in others.iter_mut() {
            host.connect_client(c);
        }
        let viewer = host.world().resource::<Players>().0[0];
        let mut watched = Watched::default();
        let mut read = 0usize;
        for i in 0..=l.scene.steps.len() {
            if i > 0 {
                let Step::Do(a) = &l.scene.steps[i - 1] else { continue };
                watched.asked(host.world(), a);
                host.world_mut().write_message(bifronte::rules::ActionRequest(a.clone()));
            }
            let mut refs: Vec<&mut App> = std::iter::once(&mut me).chain(others.iter_mut()).collect();
            round(&mut host, &mut refs);
            // The replay holds the log: what the seat watched then may be named in it.
            watched.look(host.world_mut(), viewer);
            let Some(path) = me.world().resource::<SeatReplayWriter>().path().map(|p| p.to_path_buf()) else {
                continue;
            };
            let bytes = std::fs::read(&path).unwrap();
            let new = &bytes[read..];
            read = bytes.len();
            let (hidden, texts) = crate::overlay::hidden_from(host.world_mut(), viewer);
            for word in watched.never(hidden.iter().chain(texts.iter())) {
                let needle = word.as_bytes();
                let found = new.windows(needle.len().max(1)).any(|w| w == needle);
                assert!(!found, "{}: step {i}: the seat replay holds {word:?}", f.display());
            }
            with_secrets += usize::from(!hidden.is_empty());
            scanned += new.len();
        }
        let Some(path) = me.world().resource::<SeatReplayWriter>().path().map(|p| p.to_path_buf()) else { continue };
        let r = read_seat_replay(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.seat, names[0]);
        assert_eq!(r.seen.len() as u64, me.world().resource::<SeatReplayWriter>().written);
        assert_eq!(
            r.seen.last().map(|(_, m)| m.clone()),
            me.world().resource::<Connection>().model.clone(),
            "{}: the replay's last model is the one the seat shows",
            f.display()
        );
        kept += 1;
        if kept == 1 {
            // Cut in the middle of its last line: it reads up to the line before.
            let text = std::fs::read_to_string(&path).unwrap();
            let cut = dir.join("cut.seat.ron");
            std::fs::write(&cut, &text[..text.len() - 20]).unwrap();
            let short = read_seat_replay(&cut).unwrap();
            assert_eq!(short.seen.len(), r.seen.len() - 1);
            assert!(short.cut_at.is_some());
            let newer = dir.join("newer.seat.ron");
            std::fs::write(&newer, text.replacen("format:1", "format:9", 1)).unwrap();
            let e = read_seat_replay(&newer).unwrap_err().to_string();
            assert!(e.contains("format 9") && e.contains("newer"), "{e}");
        }
    }
    assert!(kept > 100, "only {kept} scenes kept a seat replay");
    assert!(scanned > 1_000_000, "only {scanned} bytes were kept");
    assert!(with_secrets > 100, "only {with_secrets} rounds hid anything");
    std::fs::remove_dir_all(&dir).ok();
}

/// 104.3a: a player who concedes leaves the game, and 104.2a: the last one in wins. Once the
/// game is over, every seat gets the host's whole replay (every hand and library in it), a seat
/// that comes back later gets it too, and the table is final: no request and no undo is taken.
#[test]
fn net_rule_104_3a_once_a_game_is_conceded_every_player_gets_its_whole_replay_and_the_table_is_final() {
    use bifronte::net::protocol::UndoVote;
    let dir = std::env::temp_dir().join(format!("bifronte-whole-replay-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let mut host = unfinished_host_app(HostOptions {
        seats: 2,
        seed: Some(7),
        mode: bifronte::rules::RulesMode::Free,
        ..default()
    });
    host.insert_resource(bifronte::session::Session::in_dir(&dir.join("host")));
    host.finish();
    let keeping = |name: &str| {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .add_plugins(RepliconPlugins.set(ServerPlugin::new(PostUpdate)))
            .add_plugins(NetClientPlugin(JoinOptions {
                name: name.into(),
                keep: Some((dir.join(name).join("tokens.ron"), "test-host".into())),
                ..default()
            }));
        app.finish();
        app
    };
    let (mut host, mut alice, mut bob) = seated(host, keeping("Alice"), keeping("Bob"));
    let whole = |c: &App| c.world().resource::<Connection>().whole_replay.clone();
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    assert_eq!(whole(&alice), None, "nothing before the game is over");
    ask(&mut host, &mut bob, &mut alice, Action::Concede { player: "Bob".into() });
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let host_file = host.world().resource::<bifronte::session::replay::ReplayWriter>().path().unwrap().to_path_buf();
    for c in [&alice, &bob] {
        let path = whole(c).expect("the whole replay came").expect("and was kept");
        assert!(path.starts_with(dir.join(c.world().resource::<Connection>().options.name.clone())));
        assert_eq!(std::fs::read(&path).unwrap(), std::fs::read(&host_file).unwrap(), "byte for byte the host's");
        let r = bifronte::scene::replay::read_replay(&path).unwrap();
        assert_eq!(r.outcome(), Some("Alice won"));
    }
    // Final: a request and an undo are refused, and nothing changes.
    let history = host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    bob.world_mut().write_message(ToHost::Undo(UndoVote::Ask));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    assert_eq!(host.world().resource::<bifronte::rules::ActionHistory>().0.len(), history);
    for c in [&alice, &bob] {
        let refusals = &c.world().resource::<Connection>().refusals;
        assert!(refusals.iter().any(|(_, r)| r.contains("game is over")), "{refusals:?}");
    }
    // Bob's program restarts (its token kept): back at the table, it gets the replay again.
    host.disconnect_client(&mut bob);
    settle(&mut host, &mut [&mut alice]);
    std::fs::remove_dir_all(dir.join("Bob").join("replays")).unwrap();
    let mut bob = keeping("Bob");
    host.connect_client(&mut bob);
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let path = whole(&bob).expect("the whole replay came again").expect("and was kept");
    assert_eq!(std::fs::read(&path).unwrap(), std::fs::read(&host_file).unwrap());
    std::fs::remove_dir_all(dir).ok();
}

/// A networked best of three: the host asks the chooser its seed picked (103.1), refuses an
/// answer from anyone else, scores the game a concession ends, takes each seat's sideboarding
/// for its own deck only, lets the loser choose, and plays game two from the decks as
/// sideboarded; no byte sent to a seat names a card of the other's sideboard.
#[test]
fn net_rule_103_1_a_hosted_best_of_three_asks_the_chooser_and_takes_each_seat_s_own_sideboarding() {
    use bifronte::net::protocol::MatchAnswer;
    use bifronte::scene::matches::{Match, Stage};
    let host = host_app(HostOptions {
        seats: 2,
        seed: Some(11),
        mode: bifronte::rules::RulesMode::Free,
        best_of: Some(3),
        ..default()
    });
    let (mut host, mut alice, mut bob) = seated(host, client_app("Alice", false), client_app("Bob", false));
    let mut bytes: HashMap<&str, Vec<u8>> = HashMap::new();
    let step = |host: &mut App, alice: &mut App, bob: &mut App, bytes: &mut HashMap<&str, Vec<u8>>| {
        for _ in 0..3 {
            let sent = round(host, &mut [alice, bob]);
            bytes.entry("Alice").or_default().extend(&sent[0]);
            bytes.entry("Bob").or_default().extend(&sent[1]);
        }
    };
    let stage = |host: &App| host.world().resource::<Match>().stage.clone();
    let Stage::Choosing { chooser } = stage(&host) else { panic!("{:?}", stage(&host)) };
    // Each seat is shown the match, with its own deck only.
    let alice_view = model(&alice).series.expect("the match in Alice's model");
    assert_eq!(alice_view.stage, Some(Stage::Choosing { chooser: chooser.clone() }));
    assert!(alice_view.mine.unwrap().sideboard.iter().any(|(_, n)| n == "Kitchen Finks"));
    assert!(model(&bob).series.unwrap().mine.unwrap().sideboard.iter().any(|(_, n)| n == "Pacifism"));
    let other_app = if chooser == "Alice" { &mut bob } else { &mut alice };
    other_app.world_mut().write_message(ToHost::Match(MatchAnswer::FirstTurn("Bob".into())));
    step(&mut host, &mut alice, &mut bob, &mut bytes);
    assert!(matches!(stage(&host), Stage::Choosing { .. }), "only the chooser chooses");
    let chooser_app = if chooser == "Alice" { &mut alice } else { &mut bob };
    chooser_app.world_mut().write_message(ToHost::Match(MatchAnswer::FirstTurn("Alice".into())));
    step(&mut host, &mut alice, &mut bob, &mut bytes);
    let refused = |c: &App| c.world().resource::<Connection>().refusals.clone();
    let other = if chooser == "Alice" { &bob } else { &alice };
    assert!(refused(other).iter().any(|(_, r)| r.contains("chooses who takes the first turn")), "{:?}", refused(other));
    assert_eq!(stage(&host), Stage::Playing { chooser: chooser.clone(), first: "Alice".into() });
    assert_eq!(host.world().resource::<Players>().0[0], player(&host, "Alice"), "Alice takes the first turn");
    assert_eq!(model(&alice).table.hidden.iter().map(|h| h.count).sum::<usize>(), 53 + 60, "a game is dealt");

    // Bob concedes game one; the match is 1-0 and everyone sideboards.
    ask(&mut host, &mut bob, &mut alice, Action::Concede { player: "Bob".into() });
    step(&mut host, &mut alice, &mut bob, &mut bytes);
    assert_eq!(stage(&host), Stage::Sideboarding { ready: vec![] });
    assert_eq!(model(&bob).series.unwrap().wins, [("Alice".to_string(), 1), ("Bob".to_string(), 0)]);
    // Alice can't slip Bob's card into her deck; Bob swaps a Pacifism in for a Plains.
    let mut stolen = model(&alice).series.unwrap().mine.unwrap();
    stolen.sideboard.push((1, "Pacifism".into()));
    alice.world_mut().write_message(ToHost::Match(MatchAnswer::Sideboard(stolen)));
    step(&mut host, &mut alice, &mut bob, &mut bytes);
    assert!(refused(&alice).iter().any(|(_, r)| r.contains("none added")), "{:?}", refused(&alice));
    let mine = model(&alice).series.unwrap().mine.unwrap();
    alice.world_mut().write_message(ToHost::Match(MatchAnswer::Sideboard(mine)));
    let mut swapped = model(&bob).series.unwrap().mine.unwrap();
    assert!(swapped.swap_one("Plains", true) && swapped.swap_one("Pacifism", false));
    bob.world_mut().write_message(ToHost::Match(MatchAnswer::Sideboard(swapped)));
    step(&mut host, &mut alice, &mut bob, &mut bytes);
    assert_eq!(stage(&host), Stage::Choosing { chooser: "Bob".into() }, "the loser of game one chooses");
    bob.world_mut().write_message(ToHost::Match(MatchAnswer::FirstTurn("Bob".into())));
    step(&mut host, &mut alice, &mut bob, &mut bytes);
    assert_eq!(host.world().resource::<Players>().0[0], player(&host, "Bob"));
    let pacifism = {
        let world = host.world_mut();
        let mut q = world.query::<&bifronte::rules::Printed>();
        q.iter(world).filter(|p| p.0.faces[0].name == "Pacifism").count()
    };
    assert_eq!(pacifism, 1, "game two is dealt from Bob's deck as sideboarded");
    // Game two is played: a request is taken again.
    let before = host.world().resource::<bifronte::rules::ActionHistory>().0.len();
    ask(&mut host, &mut alice, &mut bob, Action::Draw { player: "Alice".into(), n: Some(1) });
    assert_eq!(host.world().resource::<bifronte::rules::ActionHistory>().0.len(), before + 1);
    step(&mut host, &mut alice, &mut bob, &mut bytes);
    let has = |sent: &[u8], s: &str| sent.windows(s.len()).any(|w| w == s.as_bytes());
    // Each seat's bytes carry its own sideboard (its match view), and never the other's.
    assert!(has(&bytes["Alice"], "Kitchen Finks") && has(&bytes["Bob"], "Dismember"), "the walk has teeth");
    for (seat, secrets) in [("Alice", ["Pacifism", "Dismember"]), ("Bob", ["Gut Shot", "Kitchen Finks"])] {
        let sent = &bytes[seat];
        for s in secrets {
            assert!(!sent.windows(s.len()).any(|w| w == s.as_bytes()), "{s} reached {seat}");
        }
    }
}

/// A served table restarts from its game's replay, which holds no match (every player gets it
/// once the game is over, and the sideboards stay out of it): the match comes back from the
/// autosave beside it, written whenever the match changed.
#[test]
fn net_a_match_host_resumed_on_its_game_s_replay_gets_the_match_back_from_its_autosave() {
    use bifronte::net::protocol::MatchAnswer;
    use bifronte::scene::matches::{Match, Stage};
    let dir = std::env::temp_dir().join(format!("bifronte-match-resume-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    let options =
        HostOptions { seats: 2, seed: Some(5), mode: bifronte::rules::RulesMode::Free, best_of: Some(3), ..default() };
    let mut host = unfinished_host_app(options.clone());
    host.insert_resource(bifronte::session::Session::in_dir(&dir));
    host.finish();
    let (mut host, mut alice, mut bob) = seated(host, client_app("Alice", false), client_app("Bob", false));
    let Stage::Choosing { chooser } = host.world().resource::<Match>().stage.clone() else { panic!() };
    let chooser_app = if chooser == "Alice" { &mut alice } else { &mut bob };
    chooser_app.world_mut().write_message(ToHost::Match(MatchAnswer::FirstTurn("Bob".into())));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    ask(&mut host, &mut alice, &mut bob, Action::Concede { player: "Alice".into() });
    let deck = model(&bob).series.unwrap().mine.unwrap();
    bob.world_mut().write_message(ToHost::Match(MatchAnswer::Sideboard(deck)));
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let kept = host.world().resource::<Match>().clone();
    assert_eq!(kept.stage, Stage::Sideboarding { ready: vec!["Bob".into()] });
    host.world().resource::<bifronte::session::autosave::AutosaveWriter>().flush();
    let replay = host.world().resource::<bifronte::session::replay::ReplayWriter>().path().unwrap().to_path_buf();
    let text = std::fs::read_to_string(&replay).unwrap();
    assert!(!text.contains("Pacifism") && !text.contains("Gut Shot"), "no sideboard in the replay");
    let mut again = unfinished_host_app(options);
    again.insert_resource(bifronte::session::Session::in_dir(&dir));
    again.finish();
    bifronte::net::host::resume(again.world_mut(), &replay).unwrap();
    assert_eq!(again.world().resource::<Match>(), &kept);
    std::fs::remove_dir_all(dir).ok();
}
