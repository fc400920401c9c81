//! The computer opponent (`bifronte::ai`) and the list of what a seat may do
//! (`view::choices`): every action offered is one the rules accept, a computer player decides
//! only from what its seat may see, and the easy player beats the random one.

use std::path::PathBuf;

use bevy::prelude::*;
use bifronte::ai::{Level, arena};
use bifronte::cards::CardDb;
use bifronte::rules::action::ActionRequest;
use bifronte::rules::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

fn db() -> CardDb {
    CardDb::load_default().0
}

fn deck(file: &str) -> (String, PathBuf, String) {
    let path = bifronte::format::shipped_dir().join("decks").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    ("".into(), path, text)
}

fn seated(name: &str, d: &(String, PathBuf, String)) -> (String, PathBuf, String) {
    (name.into(), d.1.clone(), d.2.clone())
}

fn samples() -> Vec<(String, PathBuf, String)> {
    vec![seated("Alice", &deck("werewolves.txt")), seated("Bob", &deck("face-down.txt"))]
}

/// 117, 508.1, 509.1, 601.2, 602.2, 103.5: two random players choose among every action the
/// seat's list offers, over whole games of the sample decks, and the rules refuse none of them;
/// between them the games use every kind the list holds for a turn (an opening hand kept,
/// lands, spells, attacks, blocks, passes).
#[test]
fn rule_117_every_action_a_seat_is_offered_is_one_the_rules_accept() {
    let db = db();
    let mut chosen = std::collections::BTreeMap::new();
    for seed in 0..4 {
        let out = arena::play(&db, &samples(), seed, [Level::Random, Level::Random], 25).unwrap();
        assert!(out.refused.is_empty(), "seed {seed}: refused {:#?}", out.refused);
        assert!(out.turns >= 4, "seed {seed}: the game went on: {out:?}");
        for (k, n) in out.chosen {
            *chosen.entry(k).or_insert(0) += n;
        }
        let out = arena::play(&db, &samples(), seed, [Level::Easy, Level::Medium], 25).unwrap();
        assert!(out.refused.is_empty(), "seed {seed}: refused {:#?}", out.refused);
        for (k, n) in out.chosen {
            *chosen.entry(k).or_insert(0) += n;
        }
    }
    for kind in ["Keep", "PlayLand", "Cast", "attacks", "blocks", "PassPriority", "DeclareAttackers"] {
        assert!(chosen.get(kind).is_some_and(|n| *n > 0), "{kind} never chosen: {chosen:?}");
    }
}

/// 701.23a, 701.22a: the computer players cast spells that search a library (Rampant Growth,
/// Path to Exile) or scry (Magma Jet) and answer from the seat's choices: the card they find or
/// nothing, the cards to the bottom; the rules refuse none of their answers.
#[test]
fn rule_701_23a_computer_players_answer_the_searches_and_scries_their_spells_ask_for() {
    let db = db();
    let text = "7 Forest\n6 Plains\n5 Mountain\n4 Rampant Growth\n4 Path to Exile\n4 Swords to Plowshares\n\
                4 Grizzly Bears\n4 Serra Angel\n4 Hill Giant\n4 Llanowar Elves\n4 Magma Jet\n";
    let ramp = |name: &str| (name.to_string(), PathBuf::from("ramp.txt"), text.to_string());
    let decks = vec![ramp("Alice"), ramp("Bob")];
    let (mut found, mut scried) = (0, 0);
    for seed in 0..3 {
        for levels in [[Level::Random, Level::Random], [Level::Easy, Level::Medium]] {
            let out = arena::play(&db, &decks, seed, levels, 20).unwrap();
            assert!(out.refused.is_empty(), "seed {seed} {levels:?}: refused {:#?}", out.refused);
            found += out.chosen.get("Find").copied().unwrap_or(0);
            scried += out.chosen.get("Scry").copied().unwrap_or(0);
        }
    }
    assert!(found > 0 && scried > 0, "searches answered {found}, scries {scried}");
}

/// A game of two easy players ends with a winner, as a game between people does (104.2a).
#[test]
fn rule_104_2a_a_game_between_two_easy_players_ends_with_one_left() {
    let db = db();
    let out = arena::play(&db, &samples(), 7, [Level::Easy, Level::Easy], 40).unwrap();
    assert!(out.winner.is_some(), "no winner: {out:?}");
    assert!(out.refused.is_empty(), "{:?}", out.refused);
}

/// Each level wins more games than it loses against the one below it, each player taking each
/// deck from each seat (fixed seeds: the bench prints the figures over 200 games): on the decks
/// made for the computer, easy and medium win nearly every game against random; on the sample
/// decks, medium and hard win more than they lose against easy.
#[test]
fn each_computer_level_beats_the_one_below_it() {
    let db = db();
    let automatic = [deck("red-green-automatic.txt"), deck("white-black-automatic.txt")];
    let samples = [deck("werewolves.txt"), deck("face-down.txt")];
    for (players, decks, games, most) in [
        ([Level::Easy, Level::Random], &automatic, 24, 20),
        ([Level::Medium, Level::Random], &automatic, 24, 20),
        ([Level::Medium, Level::Easy], &samples, 40, 0),
        ([Level::Hard, Level::Easy], &samples, 20, 0),
    ] {
        let tally = arena::match_up(&db, decks, players, games, 100, 30, |_, _| {}).unwrap();
        assert!(tally.refused.is_empty(), "{:?}", tally.refused);
        assert!(tally.wins[0] >= most && tally.wins[0] > tally.wins[1], "{players:?}: {tally:?}");
    }
}

/// Two tables that differ only in what Alice may not see (Bob's deck: his library and hand
/// hold other cards, in the same numbers): the easy player at Alice's seat sees the same table
/// and makes the same choices at both, while Bob keeps three cards after four mulligans and
/// passes, for the nine turns before he must discard (514.1) and show one. A player that
/// peeked would play differently against different cards.
///
/// The hard player too: its copies of the table are made from Alice's view (Bob's hidden cards
/// drawn from what she has seen), so it plays its moves out on the same copies at both tables.
#[test]
fn the_computer_decides_the_same_on_two_tables_that_differ_only_in_what_its_seat_cannot_see() {
    for level in [Level::Easy, Level::Hard] {
        decides_the_same_at_both_tables(level);
    }
}

fn decides_the_same_at_both_tables(level: Level) {
    let db = db();
    let bob = deck("face-down.txt");
    // The same sixty cards in number, other names: Bob's hand and library differ.
    let other = bob.2.replace("8 Plains", "8 Mountain").replace("4 Exalted Angel", "4 Grizzly Bears");
    assert_ne!(other, bob.2);
    let tables = [bob.2.clone(), other].map(|text| {
        let decks = vec![seated("Alice", &deck("werewolves.txt")), ("Bob".into(), bob.1.clone(), text)];
        let game =
            bifronte::scene::game::game_from_texts(bifronte::i18n::Lang::En, &decks, Some(11), None, &db).unwrap();
        let mut app = bifronte::app::headless_app(db.clone());
        bifronte::scene::start(&game, &mut app).unwrap();
        for s in &game.scene.steps {
            bifronte::scene::run_step(&mut app, s);
        }
        app
    });
    let [mut one, mut two] = tables;
    let key = one.world_mut().get_resource_or_init::<bifronte::view::ViewKey>().clone();
    two.insert_resource(key);
    let alice = |app: &App| app.world().resource::<Players>().0[0];
    let (mut rng1, mut rng2) = (StdRng::seed_from_u64(3), StdRng::seed_from_u64(3));
    let (mut decided, mut looked_ahead) = (0, 0);
    while one.world().resource::<Turn>().number <= 9 && bifronte::rules::query::game_over(one.world_mut()).is_none() {
        let waiting = bifronte::rules::ops::waiting::waiting_for(one.world());
        let Some(p) = waiting.first().copied() else {
            eprintln!(
                "nobody waited on in turn {} step {:?}",
                one.world().resource::<Turn>().number,
                one.world().resource::<Turn>().step
            );
            break;
        };
        if p == alice(&one) {
            let seen = |app: &mut App| {
                let a = alice(app);
                serde_json::to_string(&bifronte::view::table_view_unexplained(
                    app.world_mut(),
                    bifronte::view::Viewer::Player(a),
                ))
                .unwrap()
            };
            assert_eq!(seen(&mut one), seen(&mut two), "Alice sees the same table");
            let (a1, a2) = (alice(&one), alice(&two));
            let (first, why) =
                bifronte::ai::act_saying_why(one.world_mut(), a1, level, &mut rng1).unwrap_or_else(|| {
                    let w = one.world_mut();
                    let t = bifronte::view::table_view_unexplained(w, bifronte::view::Viewer::Player(a1));
                    let c = bifronte::view::choices::choices(w, a1, &t);
                    panic!("Alice has no choice: {c:?} in {:?}", w.resource::<Turn>())
                });
            looked_ahead += u32::from(why.id() == "ai-why-looked-ahead");
            let (second, why2) =
                bifronte::ai::act_saying_why(two.world_mut(), a2, level, &mut rng2).expect("Alice has a choice");
            assert_eq!(first, second, "{level:?}: the same choice at both tables");
            // The reasoning line says what the look ahead scored: the same, to the point.
            assert_eq!(why, why2, "{level:?}: the same reasons at both tables");
            for (app, a) in [(&mut one, first), (&mut two, second)] {
                app.world_mut().write_message(ActionRequest(a));
                app.update();
            }
            decided += 1;
        } else {
            // Bob keeps his hand, never blocks and passes whatever he holds.
            let bob_action = |app: &App| {
                let bob = app.world().resource::<Players>().0[1];
                let name: PlayerId = app.world().get::<Player>(bob).unwrap().name.as_str().into();
                if bifronte::rules::ops::opening::deciding(app.world(), bob) {
                    // Four mulligans: three cards, so that he draws for five turns before a
                    // discard to his hand size would show one of them.
                    let taken = app.world().get::<Mulligans>(bob).map_or(0, |m| m.0);
                    if taken < 4 {
                        return Action::Mulligan { player: name };
                    }
                    let mut hand: Vec<String> = app
                        .world()
                        .iter_entities()
                        .filter(|e| {
                            e.get::<InZone>().is_some_and(|z| z.zone == Zone::Hand)
                                && e.get::<Owner>().is_some_and(|o| o.0 == bob)
                        })
                        .filter_map(|e| e.get::<Label>().map(|l| l.0.clone()))
                        .collect();
                    hand.sort();
                    Action::Keep { player: name, bottom: Some(hand.into_iter().take(4).map(Into::into).collect()) }
                } else if bifronte::rules::ops::declaring::still_to_declare(app.world()).contains(&bob) {
                    Action::DeclareBlockers { player: name, blockers: Vec::new() }
                } else {
                    Action::PassPriority { player: name, until: None }
                }
            };
            for app in [&mut one, &mut two] {
                let a = bob_action(app);
                app.world_mut().write_message(ActionRequest(a));
                app.update();
            }
        }
        let turn = |app: &App| app.world().resource::<Turn>().number;
        assert_eq!(turn(&one), turn(&two));
    }
    assert!(decided >= 20, "{level:?}: Alice decided {decided} times");
    assert!(level != Level::Hard || looked_ahead >= 3, "the hard player looked ahead {looked_ahead} times");
}

/// 103.5, 117, 305.1: at a table where the computer plays Bob (`game --vs-computer`), Bob
/// answers whatever the rules ask of him with no one at his seat: he keeps his opening hand,
/// plays his lands and passes, each as a request of his own that the log names, while Alice
/// only keeps and passes. The hard player the same, its every answer made on a thread of its
/// own at a copy of the table while the frames go on (so a window keeps drawing).
#[test]
fn rule_117_the_computer_answers_for_its_seat_at_a_table() {
    for level in [Level::Easy, Level::Hard] {
        answers_for_its_seat(level);
    }
}

fn answers_for_its_seat(level: Level) {
    use bifronte::ai::seat::{ComputerPlugin, ComputerSeats};
    let db = db();
    let game =
        bifronte::scene::game::game_from_texts(bifronte::i18n::Lang::En, &samples(), Some(5), None, &db).unwrap();
    let mut app = bifronte::app::headless_app_with(db.clone(), |app| {
        app.add_plugins(ComputerPlugin).insert_resource(ComputerSeats::new(
            vec![("Bob".into(), level)],
            std::time::Duration::ZERO,
            1,
        ));
    });
    let mut reasons: Vec<String> = Vec::new();
    let mut frames_waiting_on_bob = 0;
    bifronte::scene::start(&game, &mut app).unwrap();
    for s in &game.scene.steps {
        bifronte::scene::run_step(&mut app, s);
    }
    let (alice, bob) = {
        let p = &app.world().resource::<Players>().0;
        (p[0], p[1])
    };
    for _ in 0..100_000 {
        if app.world().resource::<Turn>().number > 6 || bifronte::rules::query::game_over(app.world_mut()).is_some() {
            break;
        }
        let waiting = bifronte::rules::ops::waiting::waiting_for(app.world());
        if !waiting.contains(&alice) {
            frames_waiting_on_bob += 1;
            // The hard player thinks on a thread: the frames go on meanwhile.
            if level == Level::Hard {
                std::thread::sleep(std::time::Duration::from_micros(200));
            }
        }
        if waiting.contains(&alice) {
            let w = app.world_mut();
            let a = if bifronte::rules::ops::opening::deciding(w, alice) {
                Action::Keep { player: "Alice".into(), bottom: None }
            } else if bifronte::rules::ops::declaring::still_to_declare(w).contains(&alice) {
                match w.resource::<Turn>().step {
                    TurnStep::DeclareAttackers => {
                        Action::DeclareAttackers { player: "Alice".into(), attackers: Vec::new() }
                    }
                    _ => Action::DeclareBlockers { player: "Alice".into(), blockers: Vec::new() },
                }
            } else if w.resource::<Turn>().step == TurnStep::Cleanup && bifronte::rules::query::hand_size(w, alice) > 7
            {
                let card = w
                    .iter_entities()
                    .find(|e| {
                        e.get::<InZone>().is_some_and(|z| z.zone == Zone::Hand)
                            && e.get::<Owner>().is_some_and(|o| o.0 == alice)
                    })
                    .and_then(|e| e.get::<Label>().map(|l| l.0.clone()))
                    .unwrap();
                Action::Move { card: card.into(), to: Zone::Graveyard, position: None }
            } else {
                Action::PassPriority { player: "Alice".into(), until: None }
            };
            app.world_mut().write_message(ActionRequest(a));
        }
        app.update();
        reasons.extend(
            app.world_mut()
                .resource_mut::<Messages<bifronte::ai::seat::Reasoned>>()
                .drain()
                .map(|r| r.0.text_in(bifronte::i18n::Lang::En)),
        );
    }
    let w = app.world_mut();
    // Each answer came with its reasoning line, naming the level's rule that chose it.
    let who = format!("Bob ({}): ", level.name());
    assert!(reasons.iter().all(|r| r.starts_with(&who)), "{reasons:#?}");
    if level == Level::Hard {
        // Bob's decisions took frames (a frame here takes microseconds, a decision more).
        assert!(frames_waiting_on_bob > reasons.len(), "{frames_waiting_on_bob} frames, {} answers", reasons.len());
    }
    assert!(reasons.iter().any(|r| r.contains("a land first")), "{reasons:#?}");
    assert!(reasons.iter().any(|r| r.contains("passes; nothing of the")), "{reasons:#?}");
    assert!(w.resource::<Turn>().number > 6, "the game went on to turn {}", w.resource::<Turn>().number);
    assert!(!bifronte::rules::ops::opening::deciding(w, bob), "Bob kept his hand by himself");
    let bob_lands = w
        .iter_entities()
        .filter(|e| {
            e.get::<InZone>().is_some_and(|z| z.zone == Zone::Battlefield)
                && e.get::<Controller>().is_some_and(|c| c.0 == bob)
                && e.get::<Characteristics>().is_some_and(|c| c.has_type(bifronte::cards::CardType::Land))
        })
        .count();
    assert!(bob_lands >= 2, "Bob played his lands: {bob_lands}");
    let by_bob = w
        .resource::<ActionHistory>()
        .0
        .iter()
        .filter(|a| matches!(a, Action::By { player, .. } if player.as_str() == "Bob"))
        .count();
    assert!(by_bob >= 5, "Bob's answers are his own requests: {by_bob}");
}

/// A game of the sample decks against the computer at `level` (Bob, answering at once), with
/// the session (undo, redo) keeping its files in `dir`, before anyone has kept.
fn against_the_computer(dir: &std::path::Path, level: Level) -> App {
    use bifronte::ai::seat::{ComputerPlugin, ComputerSeats};
    use bifronte::session::{Playback, Session, SessionPlugin};
    let db = db();
    let l = bifronte::scene::game::game_from_texts(bifronte::i18n::Lang::En, &samples(), Some(9), None, &db).unwrap();
    let mut app = bifronte::app::headless_app_with(db.clone(), |app| {
        app.insert_resource(Session::in_dir(dir)).add_plugins((SessionPlugin, ComputerPlugin));
    });
    bifronte::scene::start(&l, &mut app).unwrap();
    app.insert_resource(Playback::new(l));
    bifronte::session::history::play_to_end(app.world_mut());
    app.insert_resource(ComputerSeats::new(vec![("Bob".into(), level)], std::time::Duration::ZERO, 2));
    app.insert_resource(bifronte::session::history::Unattended(vec!["Bob".into()]));
    app
}

/// At a game against the computer an undo takes back the computer's answers with the player's
/// action before them (undone alone, an answer would be given again at once): Alice keeps, the
/// computer keeps for Bob and the first turn begins; one undo and Alice decides on her opening
/// hand again (103.5), her keep gone from the history, while a redo gives it back.
#[test]
fn an_undo_against_the_computer_takes_back_its_answers_with_the_players_action() {
    use bifronte::session::TableCommand;
    let dir = std::env::temp_dir().join(format!("bifronte-vs-computer-{}", std::process::id()));
    let mut app = against_the_computer(&dir, Level::Easy);
    let kept = |app: &App| {
        app.world()
            .resource::<ActionHistory>()
            .0
            .iter()
            .any(|a| matches!(a.acted(), Action::Keep { player, .. } if player.as_str() == "Alice"))
    };
    app.world_mut().write_message(ActionRequest(Action::Keep { player: "Alice".into(), bottom: None }));
    for _ in 0..4 {
        app.update();
    }
    assert!(kept(&app) && app.world().resource::<Turn>().step != TurnStep::Untap, "the game began");
    let last = app.world().resource::<ActionHistory>().0.last().cloned().unwrap();
    assert!(
        matches!(&last, Action::By { player, .. } if player.as_str() == "Bob"),
        "the computer answered last: {last:?}"
    );
    app.world_mut().write_message(TableCommand::Undo);
    for _ in 0..3 {
        app.update();
    }
    assert!(!kept(&app), "Alice's keep is undone with the computer's answers");
    // An undo rebuilds the table: Alice is a new entity.
    let alice = app.world().resource::<Players>().0[0];
    assert!(bifronte::rules::ops::opening::deciding(app.world(), alice), "Alice decides again");
    app.world_mut().write_message(TableCommand::Redo);
    for _ in 0..4 {
        app.update();
    }
    assert!(kept(&app), "a redo gives Alice's keep back");
    std::fs::remove_dir_all(dir).ok();
}

/// The hard computer thinks on a thread at a copy of the table. Once both have kept, Alice
/// passes priority and Bob (hard) starts thinking; before his answer can arrive Alice undoes
/// her pass: the table waits for her again, and nothing of Bob's lands however long the frames
/// go on; once she passes again he answers, once. (That an answer made at another revision of
/// the table is dropped and asked again rather than applied is `ai::seat`'s unit test.)
#[test]
fn the_hard_computer_s_answer_made_before_an_undo_is_thrown_away() {
    use bifronte::session::TableCommand;
    let dir = std::env::temp_dir().join(format!("bifronte-vs-hard-{}", std::process::id()));
    let mut app = against_the_computer(&dir, Level::Hard);
    let by_bob = |app: &App| {
        let history = &app.world().resource::<ActionHistory>().0;
        history.iter().filter(|a| matches!(a, Action::By { player, .. } if player.as_str() == "Bob")).count()
    };
    let waiting = |app: &App| {
        let players = app.world().resource::<Players>().0.clone();
        let w = bifronte::rules::ops::waiting::waiting_for(app.world());
        (w.contains(&players[0]), w.contains(&players[1]))
    };
    app.world_mut().write_message(ActionRequest(Action::Keep { player: "Alice".into(), bottom: None }));
    // Until Alice's pass hands priority to Bob, who then thinks.
    let mut thinking = None;
    for _ in 0..5000 {
        app.update();
        if waiting(&app) == (true, false) {
            let before = by_bob(&app);
            app.world_mut().write_message(ActionRequest(Action::PassPriority { player: "Alice".into(), until: None }));
            // One frame applies the pass, the next sets Bob thinking on his thread.
            app.update();
            app.update();
            if waiting(&app) == (false, true) && by_bob(&app) == before {
                thinking = Some(before);
                break;
            }
        }
        std::thread::sleep(std::time::Duration::from_micros(500));
    }
    let before = thinking.expect("Bob came to hold priority after a pass of Alice's");
    app.world_mut().write_message(TableCommand::Undo);
    for _ in 0..100 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert_eq!(waiting(&app), (true, false), "the table waits for Alice again");
    assert_eq!(by_bob(&app), before, "Bob's answer made before the undo never landed");
    // Asked again, he answers the table as it is.
    app.world_mut().write_message(ActionRequest(Action::PassPriority { player: "Alice".into(), until: None }));
    for _ in 0..2000 {
        app.update();
        if by_bob(&app) > before {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert_eq!(by_bob(&app), before + 1, "Bob answered once the table waited for him again");
    std::fs::remove_dir_all(dir).ok();
}

/// A hosted game with a seat the host's computer plays (`host --computer Bob`): the game starts
/// once Alice joins (the computer's seat is taken from the start), a connection that asks for
/// Bob's seat is refused, and the computer answers for Bob on the host, as Bob's own requests,
/// while Alice's client is sent only her seat's model.
#[test]
fn net_a_computer_seat_at_a_hosted_table_plays_for_its_player_and_no_connection_takes_it() {
    // The hard player thinks on a thread of the host's at a copy of its table.
    for level in [Level::Medium, Level::Hard] {
        plays_at_a_hosted_table(level);
    }
}

fn plays_at_a_hosted_table(level: Level) {
    use bevy_replicon::test_app::ServerTestAppExt;
    use bifronte::ai::seat::ComputerSeats;
    use bifronte::net::client::{Connection, request};
    use bifronte::net::host::HostOptions;
    let computer = vec![("Bob".to_string(), level)];
    let options = HostOptions { seats: 2, seed: Some(7), computer: computer.clone(), ..Default::default() };
    let mut host = crate::net::host_app(options);
    // No pause between its answers, for the test.
    host.insert_resource(ComputerSeats::new(computer, std::time::Duration::ZERO, 1));
    let (mut alice, mut impostor) = (crate::net::client_app("Alice", false), crate::net::client_app("Bob", false));
    host.connect_client(&mut alice);
    host.connect_client(&mut impostor);
    crate::net::settle(&mut host, &mut [&mut alice, &mut impostor]);
    let refused = impostor.world().resource::<Connection>().refusals.clone();
    assert!(refused.iter().any(|r| r.1.contains("already seated")), "Bob's seat is the computer's: {refused:?}");
    assert_eq!(crate::net::model(&alice).seat, "Alice");
    request(alice.world_mut(), Action::Keep { player: "Alice".into(), bottom: None });
    // Alice answers each new model with the first thing its choices say the rules accept
    // (passing, declaring no attackers or blockers, a discard).
    let mut answered = 0;
    for _ in 0..4000 {
        crate::net::round(&mut host, &mut [&mut alice]);
        let m = crate::net::model(&alice);
        if m.turn >= 3 {
            break;
        }
        if level == Level::Hard {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        if m.log.len() != answered
            && let Some(a) = m.choices.actions.first()
        {
            answered = m.log.len();
            request(alice.world_mut(), a.clone());
        }
    }
    let by_bob = host
        .world()
        .resource::<ActionHistory>()
        .0
        .iter()
        .filter(|a| matches!(a, Action::By { player, .. } if player.as_str() == "Bob"))
        .count();
    assert!(by_bob >= 2, "{level:?}: the computer answered for Bob: {by_bob}");
    let m = crate::net::model(&alice);
    assert!(m.turn >= 3, "{level:?}: the game went on to Bob's turn and back: turn {}", m.turn);
    assert!(m.table.objects.iter().all(|o| o.zone != Zone::Hand || o.owner == "Alice"), "no card of Bob's hand");
}

/// The decks made for the computer players (`decks/*-automatic.txt`): every nonland card's every
/// line is one the rules carry out, as `cards --automation` counts them (`cards::level`), so what the computer casts does what it
/// says; random and medium players play them with no action refused, and a game ends with a
/// winner.
#[test]
fn the_decks_for_the_computer_are_automatic_card_by_card_and_played_without_a_refusal() {
    use bifronte::cards::level::{Level as Carried, line_level};
    let db = db();
    let decks = [deck("red-green-automatic.txt"), deck("white-black-automatic.txt")];
    for d in &decks {
        let list = bifronte::cards::decklist::parse_deck_file(&d.1, &d.2, &db).unwrap();
        assert_eq!(list.main.iter().map(|e| e.count).sum::<u32>(), 60, "{}", d.1.display());
        for e in &list.main {
            let def = db.get(&e.name).unwrap_or_else(|| panic!("{} is a card", e.name));
            // A land's mana is the table's to make (605): the ledger counts nonland cards.
            if def.front().types.contains(&bifronte::cards::CardType::Land) {
                continue;
            }
            for f in &def.faces {
                for l in f.text.abilities() {
                    assert_eq!(line_level(l), Carried::Automatic, "{}: {:?}", e.name, l.text);
                }
            }
        }
    }
    let seated = vec![seated("Alice", &decks[0]), seated("Bob", &decks[1])];
    for seed in 0..3 {
        for levels in [[Level::Random, Level::Random], [Level::Medium, Level::Medium]] {
            let out = arena::play(&db, &seated, seed, levels, 40).unwrap();
            assert!(out.refused.is_empty(), "{levels:?} seed {seed}: {:?}", out.refused);
            assert!(out.winner.is_some() || levels[0] == Level::Random, "{levels:?} seed {seed}: {out:?}");
        }
    }
}

/// 104.3a: the computer concedes a game it has lost: Bob at 2 life with a Memnite and no card
/// in hand, against Alice's Hill Giant and Grizzly Bears attacking: whichever the Memnite
/// blocks, the other is lethal, and he concedes rather than declare (the game is over, Alice
/// won). Holding a card (which could be an answer) he declares his blocks instead; with a life
/// the attack doesn't take, he blocks as ever.
#[test]
fn rule_104_3a_the_computer_concedes_a_game_lost_this_combat_holding_no_card() {
    let at_blocks = |bob_hand: bool, life: i32| {
        let hand = if bob_hand { r#"Card(id: "h", name: "Forest", owner: "Bob", zone: Hand),"# } else { "" };
        let mut t = crate::harness::table(&format!(
            r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
                Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Battlefield),
                Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
                Card(id: "memnite", name: "Memnite", owner: "Bob", zone: Battlefield),
                {hand}
            ])"#
        ));
        t.act(&format!(r#"SetLife(player: "Bob", life: {life})"#));
        for _ in 0..2 {
            t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        }
        t.act(r#"DeclareAttackers(player: "Alice", attackers: [("giant", "Bob"), ("bears", "Bob")])"#);
        t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        assert_eq!(t.app.world().resource::<Turn>().step, TurnStep::DeclareBlockers, "{}", t.log());
        let bob = t.app.world().resource::<Players>().0[1];
        let mut rng = rand::SeedableRng::seed_from_u64(1);
        let (action, why) = bifronte::ai::act_saying_why(t.app.world_mut(), bob, Level::Medium, &mut rng).unwrap();
        (t, action, why)
    };
    let (mut t, action, why) = at_blocks(false, 2);
    assert_eq!(action, Action::Concede { player: "Bob".into() });
    assert_eq!(why.id(), "ai-why-concede");
    t.app.world_mut().write_message(ActionRequest(action));
    t.app.update();
    let alice = t.app.world().resource::<Players>().0[0];
    assert_eq!(bifronte::rules::query::game_over(t.app.world_mut()), Some(Some(alice)));
    let (_, action, _) = at_blocks(true, 2);
    assert!(matches!(action, Action::DeclareBlockers { .. }), "{action:?}");
    let (_, action, _) = at_blocks(false, 6);
    assert!(matches!(action, Action::DeclareBlockers { .. }), "{action:?}");
}

/// 508.1d, 508.1h: facing Bob's Propaganda ({2} for each creature attacking him) with two Forests,
/// each computer level declares an attack it can pay for (one creature, not both), and the
/// rules accept it: both Forests pay for it.
#[test]
fn rule_508_1h_the_computer_attacks_only_with_what_it_can_pay_for() {
    for level in [Level::Medium, Level::Hard] {
        let mut t = crate::harness::table(
            r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
                Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Battlefield),
                Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
                Card(id: "f1", name: "Forest", owner: "Alice", zone: Battlefield),
                Card(id: "f2", name: "Forest", owner: "Alice", zone: Battlefield),
                Card(id: "propaganda", name: "Propaganda", owner: "Bob", zone: Battlefield),
            ])"#,
        );
        for _ in 0..2 {
            t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        }
        assert_eq!(t.app.world().resource::<Turn>().step, TurnStep::DeclareAttackers, "{}", t.log());
        let alice = t.app.world().resource::<Players>().0[0];
        let mut rng = rand::SeedableRng::seed_from_u64(1);
        let action = bifronte::ai::act(t.app.world_mut(), alice, level, &mut rng).unwrap();
        let Action::DeclareAttackers { attackers, .. } = &action else { panic!("{level:?}: {action:?}") };
        assert_eq!(attackers.len(), 1, "{level:?}: {action:?}");
        t.app.world_mut().write_message(ActionRequest(action));
        t.app.update();
        assert!(t.tapped("f1") && t.tapped("f2"), "{level:?}: {}", t.log());
        assert!(t.log().contains("pays {2} for attacking"), "{level:?}: {}", t.log());
    }
}

/// 69: rules scenes as puzzles ("win this turn", `scenes/puzzles/`), played by the computer from
/// the position they set up: the medium and hard players solve each (every creature attacking, Lightning
/// Bolt at the player rather than his creature, the flyer over the blocker, Giant Growth on the
/// attacker), and a puzzle not played right isn't counted solved (the random player's).
#[test]
fn the_computer_solves_the_win_this_turn_puzzles() {
    use bifronte::ai::puzzles::solve_all;
    let db = db();
    let dir = bifronte::format::shipped_dir().join("scenes").join("puzzles");
    for level in [Level::Medium, Level::Hard] {
        let played = solve_all(&db, &dir, level).unwrap();
        assert!(played.len() >= 4, "{played:?}");
        let unsolved: Vec<_> = played.iter().filter(|p| !p.solved).map(|p| p.path.display().to_string()).collect();
        assert!(unsolved.is_empty(), "{level:?} left unsolved: {unsolved:?}");
    }
    let random = solve_all(&db, &dir, Level::Random).unwrap();
    assert!(random.iter().any(|p| !p.solved), "a random player solved every puzzle: {random:?}");
}

/// 69, 608.2, 702.9b: the hard player plays its moves out. Alice, at 4 life with two Swamps and
/// two Mountains, holds Hill Giant and Doom Blade; Bob's Serra Angel (4/4 flying) would kill her
/// in his turn, and nothing of hers can block it. The medium player casts the largest spell it
/// can pay for, the Giant, and has no mana left for the Angel; the hard player, having played
/// each move out to the end of Bob's turn, destroys the Angel now, and says so.
#[test]
fn rule_608_2_the_hard_player_plays_its_moves_out_and_destroys_the_flyer_that_would_win() {
    let setup = r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
        Card(id: "s1", name: "Swamp", owner: "Alice", zone: Battlefield),
        Card(id: "s2", name: "Swamp", owner: "Alice", zone: Battlefield),
        Card(id: "m1", name: "Mountain", owner: "Alice", zone: Battlefield),
        Card(id: "m2", name: "Mountain", owner: "Alice", zone: Battlefield),
        Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Hand),
        Card(id: "blade", name: "Doom Blade", owner: "Alice", zone: Hand),
        Card(id: "a-lib1", name: "Swamp", owner: "Alice", zone: Library),
        Card(id: "a-lib2", name: "Mountain", owner: "Alice", zone: Library),
        Card(id: "angel", name: "Serra Angel", owner: "Bob", zone: Battlefield),
        Card(id: "b-lib1", name: "Plains", owner: "Bob", zone: Library),
        Card(id: "b-lib2", name: "Plains", owner: "Bob", zone: Library),
    ])"#;
    let decide = |level: Level| {
        let setup: TableSetup = bifronte::format::ron_options().from_str(setup).unwrap();
        let mut app = bifronte::app::headless_app(db());
        bifronte::rules::setup::build_table(app.world_mut(), &setup).unwrap();
        app.world_mut().insert_resource(bifronte::scene::StartingTable(setup));
        app.update();
        app.world_mut().write_message(ActionRequest(Action::SetLife { player: "Alice".into(), life: 4 }));
        app.update();
        let alice = app.world().resource::<Players>().0[0];
        let mut rng = StdRng::seed_from_u64(1);
        let (action, why) = bifronte::ai::act_saying_why(app.world_mut(), alice, level, &mut rng).unwrap();
        (action, why.id().to_string())
    };
    let (medium, _) = decide(Level::Medium);
    assert!(matches!(&medium, Action::Cast { card, .. } if card.as_str() == "giant"), "medium: {medium:?}");
    let (hard, why) = decide(Level::Hard);
    match &hard {
        Action::Cast { card, targets, .. } => {
            assert_eq!(card.as_str(), "blade", "hard: {hard:?}");
            assert_eq!(targets, &vec![bifronte::rules::action::Target::Object("angel".into())]);
        }
        other => panic!("hard: {other:?}"),
    }
    assert_eq!(why, "ai-why-looked-ahead");
}

/// 701.9b, 608.2c, 118.12a: the computer players cast spells that make a player discard (Mind
/// Rot, Thoughtseize, Careful Study), put cards back (Brainstorm) or pay (Mana Leak) and answer
/// from the seat's choices, their own or the other player's; the rules refuse none of their
/// answers.
#[test]
fn rule_701_9b_computer_players_answer_the_discards_and_put_backs_their_spells_ask_for() {
    let db = db();
    let text = "9 Swamp\n9 Island\n4 Mind Rot\n4 Thoughtseize\n4 Careful Study\n4 Brainstorm\n4 Opt\n\
                4 Mana Leak\n4 Grizzly Bears\n4 Hill Giant\n";
    let deck = |name: &str| (name.to_string(), PathBuf::from("discard.txt"), text.to_string());
    let decks = vec![deck("Alice"), deck("Bob")];
    let (mut chosen, mut paid) = (0, 0);
    for seed in 0..3 {
        for levels in [[Level::Random, Level::Random], [Level::Easy, Level::Medium]] {
            let out = arena::play(&db, &decks, seed, levels, 20).unwrap();
            assert!(out.refused.is_empty(), "seed {seed} {levels:?}: refused {:#?}", out.refused);
            chosen += out.chosen.get("ChooseCards").copied().unwrap_or(0);
            paid += out.chosen.get("PayUnless").copied().unwrap_or(0);
        }
    }
    assert!(chosen > 0 && paid > 0, "choices answered {chosen}, payments {paid}");
}

/// 201.4, 614.12a: computer players name a card as their Pithing Needles, Phyrexian Revokers
/// and Meddling Mages enter and as their Cabal Therapies resolve, from the names the seat's list
/// offers (the cards it sees that fit, its opponents' first), and the rules refuse none.
#[test]
fn rule_201_4_computer_players_name_cards_as_their_permanents_enter() {
    let db = db();
    let text = "6 Plains\n6 Island\n4 Mountain\n4 Swamp\n4 Pithing Needle\n4 Phyrexian Revoker\n4 Meddling Mage\n\
                4 Prodigal Pyromancer\n4 Shock\n4 Cabal Therapy\n4 Grizzly Bears\n4 Llanowar Elves\n";
    let deck = |name: &str| (name.to_string(), PathBuf::from("names.txt"), text.to_string());
    let decks = vec![deck("Alice"), deck("Bob")];
    let (mut named, mut therapy) = (0, 0);
    for seed in 0..3 {
        for levels in [[Level::Random, Level::Random], [Level::Easy, Level::Medium]] {
            let out = arena::play(&db, &decks, seed, levels, 16).unwrap();
            assert!(out.refused.is_empty(), "seed {seed} {levels:?}: refused {:#?}", out.refused);
            named += out.chosen.get("ChooseAsEnters").copied().unwrap_or(0);
            therapy += out.chosen.get("ChooseName").copied().unwrap_or(0);
        }
    }
    assert!(named > 0 && therapy > 0, "names chosen as permanents entered {named}, as spells resolved {therapy}");
}

/// 118.9: computer players cast Force of Will, Daze and Snuff Out for the costs their text
/// gives instead of their mana costs, from the ways the seat's list offers (the object each
/// takes chosen), and the rules refuse none of them.
#[test]
fn rule_118_9_computer_players_cast_spells_for_the_costs_their_text_gives() {
    let db = db();
    let text = "9 Island\n9 Swamp\n4 Force of Will\n4 Daze\n4 Snuff Out\n4 Opt\n4 Brainstorm\n\
                4 Hypnotic Specter\n4 Grizzly Bears\n4 Llanowar Elves\n";
    let deck = |name: &str| (name.to_string(), PathBuf::from("pitch.txt"), text.to_string());
    let decks = vec![deck("Alice"), deck("Bob")];
    let mut instead = 0;
    for seed in 0..3 {
        for levels in [[Level::Random, Level::Random], [Level::Easy, Level::Medium]] {
            let out = arena::play(&db, &decks, seed, levels, 16).unwrap();
            assert!(out.refused.is_empty(), "seed {seed} {levels:?}: refused {:#?}", out.refused);
            instead += out.chosen.get("cast for an alternative cost").copied().unwrap_or(0);
        }
    }
    assert!(instead > 0, "no spell cast for the cost its text gives");
}

/// 702.52a: computer players dredge Golgari Thug and Life from the Loam back instead of drawing,
/// in their draw steps and as Faithless Looting and Thought Scour draw, from the choices the
/// seat's list offers, and the rules refuse none of it.
#[test]
fn rule_702_52a_computer_players_dredge_instead_of_drawing() {
    let db = db();
    let text = "10 Swamp\n6 Mountain\n4 Island\n4 Golgari Thug\n4 Life from the Loam\n4 Faithless Looting\n\
                4 Thought Scour\n4 Grizzly Bears\n4 Hill Giant\n";
    let deck = |name: &str| (name.to_string(), PathBuf::from("dredge.txt"), text.to_string());
    let decks = vec![deck("Alice"), deck("Bob")];
    let mut dredged = 0;
    for seed in 0..3 {
        for levels in [[Level::Random, Level::Random], [Level::Easy, Level::Medium]] {
            let out = arena::play(&db, &decks, seed, levels, 16).unwrap();
            assert!(out.refused.is_empty(), "seed {seed} {levels:?}: refused {:#?}", out.refused);
            dredged += out.chosen.get("dredges").copied().unwrap_or(0);
        }
    }
    assert!(dredged > 0, "no card dredged");
}

/// 702.40a, 707.10c: with Grapeshot's storm copies waiting for their new targets, each computer
/// level chooses them from the choices the seat's list offers, and the rules accept each.
#[test]
fn rule_702_40a_computer_players_choose_targets_for_storm_copies() {
    for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
        let mut t = crate::harness::table(
            r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
                Card(id: "ritual", name: "Dark Ritual", owner: "Alice", zone: Hand),
                Card(id: "shock", name: "Shock", owner: "Alice", zone: Hand),
                Card(id: "grapeshot", name: "Grapeshot", owner: "Alice", zone: Hand),
                Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            ])"#,
        );
        t.act(r#"AddMana(player: "Alice", mana: "{B}{R}{R}")"#).act(r#"Cast(card: "ritual")"#);
        t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        t.act(r#"Cast(card: "shock", targets: ["Bob"])"#);
        t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        t.act(r#"Cast(card: "grapeshot", targets: ["bears"])"#);
        t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        let alice = t.app.world().resource::<Players>().0[0];
        let mut rng = rand::SeedableRng::seed_from_u64(7);
        for _ in 0..2 {
            let action = bifronte::ai::act(t.app.world_mut(), alice, level, &mut rng).unwrap();
            assert!(matches!(action, Action::ChooseTargets { .. }), "{level:?}: {action:?}\n{}", t.log());
            t.app.world_mut().write_message(ActionRequest(action));
            t.app.update();
        }
        let holder = t.app.world().resource::<bifronte::rules::ops::priority::Priority>().holder;
        assert_eq!(holder, Some(alice), "{level:?}: {}", t.log());
        assert_eq!(t.log().matches("Grapeshot targets").count(), 3, "{level:?}: {}", t.log());
    }
}

/// 700.3: with Liliana of the Veil's −6 resolving, each computer level separates the permanents
/// and chooses a pile from what the seat's list offers; the rules accept both, and the easy
/// player, choosing, sacrifices the pile worth less.
#[test]
fn rule_700_3_computer_players_separate_piles_and_choose_one() {
    for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
        let mut t = crate::harness::table(
            r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
                Card(id: "liliana", name: "Liliana of the Veil", owner: "Alice", zone: Battlefield, counters: [("loyalty", 6)]),
                Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),
                Card(id: "island", name: "Island", owner: "Bob", zone: Battlefield),
                Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            ])"#,
        );
        t.act(r#"Activate(card: "liliana", ability: 2, targets: ["Bob"])"#);
        t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        let players = t.app.world().resource::<Players>().0.clone();
        let mut rng = rand::SeedableRng::seed_from_u64(3);
        for (seat, kind) in [(0, "SeparatePiles"), (1, "ChoosePile")] {
            let action = bifronte::ai::act(t.app.world_mut(), players[seat], level, &mut rng).unwrap();
            assert_eq!(action.variant(), kind, "{level:?}: {action:?}\n{}", t.log());
            t.app.world_mut().write_message(ActionRequest(action));
            t.app.update();
        }
        assert!(t.log().contains("chooses a pile of"), "{level:?}: {}", t.log());
        assert!(!t.log().contains("not Alice's") && !t.log().contains("not Bob's"), "{level:?}: {}", t.log());
        let holder = t.app.world().resource::<bifronte::rules::ops::priority::Priority>().holder;
        assert_eq!(holder, Some(players[0]), "{level:?}: {}", t.log());
    }
}
