//! Triggered abilities (603) beyond what the scenes of `scenes/triggers/` show: a condition
//! false as the event happens, the controller when it triggered, once each turn, replays and
//! undo, what each seat sees of an ability on the stack, and a seat choosing the order of its
//! triggers over the network.

use bevy::prelude::*;
use bifronte::rules::object::StackedAbility;
use bifronte::rules::replay::replay;
use bifronte::rules::setup::TableSetup;
use bifronte::rules::*;
use bifronte::view::{Viewer, table_view};

use crate::harness::table;

/// The abilities on the stack, top first: (source label, controller name, automatic).
fn stack(t: &crate::harness::Table) -> Vec<(String, String, bool)> {
    let world = t.app.world();
    let mut on: Vec<(i64, Entity)> = world
        .iter_entities()
        .filter(|e| e.get::<StackedAbility>().is_some())
        .filter_map(|e| Some((e.get::<InZone>()?.order, e.id())))
        .collect();
    on.sort();
    on.into_iter()
        .map(|(_, e)| {
            let a = world.get::<StackedAbility>(e).unwrap();
            let source = world.get::<Label>(a.source).map(|l| l.0.clone()).unwrap_or_default();
            let controller = world.get::<Controller>(e).map(|c| world.get::<Player>(c.0).unwrap().name.clone());
            (source, controller.unwrap_or_default(), a.automatic())
        })
        .collect()
}

fn advance(t: &mut crate::harness::Table) {
    t.advance();
}

const FAIR: &str = r#"CardDef(faces: [Face(name: "Inventors' Fair", supertypes: [Legendary], types: [Land],
    text: "At the beginning of your upkeep, if you control three or more artifacts, you gain 1 life.")])"#;

#[test]
fn rule_603_4_an_intervening_if_false_as_the_event_happens_triggers_nothing() {
    let mut t = table(&format!(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [{FAIR}], setup: [
            Card(id: "fair", name: "Inventors' Fair", owner: "Alice", zone: Battlefield),
            Card(id: "m1", name: "Memnite", owner: "Alice", zone: Battlefield),
            Card(id: "m2", name: "Memnite", owner: "Alice", zone: Battlefield),
            Card(id: "bfair", name: "Inventors' Fair", owner: "Bob", zone: Battlefield),
            Card(id: "b1", name: "Memnite", owner: "Bob", zone: Battlefield),
            Card(id: "b2", name: "Memnite", owner: "Bob", zone: Battlefield),
            Card(id: "b3", name: "Memnite", owner: "Bob", zone: Battlefield),
            Card(id: "al1", name: "Forest", owner: "Alice", zone: Library),
            Card(id: "al2", name: "Forest", owner: "Alice", zone: Library),
            Card(id: "bl1", name: "Forest", owner: "Bob", zone: Library),
            Card(id: "bl2", name: "Forest", owner: "Bob", zone: Library),
        ])"#
    ));
    // To Bob's upkeep: his Fair (three artifacts) triggers, Alice's (two, and not her upkeep) doesn't.
    for _ in 0..60 {
        if t.app.world().resource::<Turn>().number == 2 {
            break;
        }
        advance(&mut t);
    }
    assert_eq!(t.app.world().resource::<Turn>().step, TurnStep::Upkeep, "{}", t.log());
    assert_eq!(stack(&t), vec![("bfair".into(), "Bob".into(), true)], "{}", t.log());
    advance(&mut t);
    advance(&mut t);
    let bob = find_player(t.app.world(), "Bob").unwrap();
    assert_eq!(t.app.world().get::<Life>(bob).unwrap().0, 21, "{}", t.log());
    // Alice's upkeep, with two artifacts: nothing triggers.
    let mut seen_alice_upkeep = false;
    for _ in 0..40 {
        let turn = t.app.world().resource::<Turn>().clone();
        if turn.number == 3 && turn.step == TurnStep::Upkeep {
            seen_alice_upkeep = true;
            assert!(stack(&t).is_empty(), "{:?}\n{}", stack(&t), t.log());
            break;
        }
        advance(&mut t);
    }
    assert!(seen_alice_upkeep, "{}", t.log());
}

#[test]
fn rule_603_3a_a_triggered_ability_is_controlled_by_its_source_s_controller_when_it_triggered() {
    // Highland Game, Alice's card under Bob's control, dies: Bob controls the ability, and "you
    // gain 2 life" is Bob's gain.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [
            CardDef(faces: [Face(name: "Highland Game", mana_cost: "{1}{G}", types: [Creature], subtypes: ["Elk"], power: 2, toughness: 1,
                text: "When Highland Game dies, you gain 2 life.")])],
        setup: [Card(id: "game", name: "Highland Game", owner: "Alice", controller: "Bob", zone: Battlefield)])"#,
    );
    t.act(r#"Destroy("game")"#);
    assert_eq!(stack(&t), vec![("game".into(), "Bob".into(), true)], "{}", t.log());
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let life = |t: &crate::harness::Table, who: &str| {
        let p = find_player(t.app.world(), who).unwrap();
        t.app.world().get::<Life>(p).unwrap().0
    };
    assert_eq!((life(&t, "Alice"), life(&t, "Bob")), (20, 22), "{}", t.log());
}

#[test]
fn a_trigger_that_triggers_only_once_each_turn_triggers_once() {
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [
            CardDef(faces: [Face(name: "Once Watcher", types: [Enchantment],
                text: "Whenever a creature enters the battlefield, you gain 1 life. This ability triggers only once each turn.")])],
        setup: [
            Card(id: "w", name: "Once Watcher", owner: "Alice", zone: Battlefield),
            Card(id: "a", name: "Memnite", owner: "Alice", zone: Hand),
            Card(id: "b", name: "Memnite", owner: "Alice", zone: Hand),
        ])"#,
    );
    t.act(r#"Move(card: "a", to: Battlefield)"#);
    t.act(r#"Move(card: "b", to: Battlefield)"#);
    assert_eq!(stack(&t).len(), 1, "{}", t.log());
}

#[test]
fn a_replay_and_an_undo_put_the_same_triggers_on_the_stack() {
    let setup = r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
        Card(id: "vet", name: "Lunarch Veteran", owner: "Alice", zone: Battlefield),
        Card(id: "pride", name: "Ajani's Pridemate", owner: "Alice", zone: Battlefield),
        Card(id: "finks", name: "Kitchen Finks", owner: "Alice", zone: Hand),
    ])"#;
    let mut t = table(setup);
    t.act(r#"Move(card: "finks", to: Battlefield)"#);
    t.act(r#"OrderTriggers(player: "Alice", order: [1, 0])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let played = stack(&t);
    assert_eq!(played.len(), 2, "the Pridemate's trigger over the Veteran's: {}", t.log());
    // Rebuilt from the setup and the actions, as a replay and an undo do.
    let actions = t.app.world().resource::<ActionHistory>().0.to_vec();
    let parsed: TableSetup = bifronte::format::ron_options().from_str(setup).unwrap();
    replay(t.app.world_mut(), &parsed, &actions).unwrap();
    t.app.update();
    assert_eq!(stack(&t), played);
    // Undo the last pass: the Finks' trigger is back on top, the Pridemate's not yet triggered.
    replay(t.app.world_mut(), &parsed, &actions[..actions.len() - 1]).unwrap();
    t.app.update();
    assert_eq!(stack(&t).iter().map(|s| s.0.as_str()).collect::<Vec<_>>(), ["finks", "vet"]);
}

#[test]
fn each_seat_reads_an_ability_on_the_stack_and_its_source_only_where_it_may_see_it() {
    // Thought-Knot Seer leaves the battlefield for Alice's hand: its ability goes on the stack;
    // both seats read its text, and only Alice, who sees her hand, its source.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "seer", name: "Thought-Knot Seer", owner: "Alice", zone: Battlefield),
        ])"#,
    );
    t.act(r#"Move(card: "seer", to: Hand)"#);
    assert_eq!(stack(&t).len(), 1, "{}", t.log());
    let world = t.app.world_mut();
    let (alice, bob) = (find_player(world, "Alice").unwrap(), find_player(world, "Bob").unwrap());
    let mine = table_view(world, Viewer::Player(alice));
    let theirs = table_view(world, Viewer::Player(bob));
    let (a, b) = (&mine.abilities[0], &theirs.abilities[0]);
    assert!(a.text.starts_with("When this creature leaves the battlefield"), "{a:?}");
    assert_eq!((a.text.as_str(), a.controller.as_str()), (b.text.as_str(), "Alice"));
    assert_eq!(a.source, "Thought-Knot Seer");
    assert!(a.source_id.is_some());
    assert_eq!((b.source.as_str(), b.source_id.as_deref()), ("", None), "Bob doesn't see Alice's hand");
    assert!(a.automatic, "its one legal target (Bob, the only opponent) chosen, the table carries it out");
}

#[test]
fn net_rule_603_3b_only_the_seat_whose_triggers_they_are_orders_them_and_every_seat_reads_them() {
    use bifronte::net::client::Connection;
    use bifronte::net::host::HostOptions;

    use crate::net::{ask, client_app, host_app, model, seated_and_kept, settle};
    let host = host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) = seated_and_kept(host, client_app("Alice", false), client_app("Bob", false));
    for (id, name, zone) in [("vet", "Lunarch Veteran", Zone::Battlefield), ("finks", "Kitchen Finks", Zone::Hand)] {
        let add = Action::AddCard { id: id.into(), name: name.into(), owner: "Alice".into(), zone };
        bifronte::rules::replay::apply_as_frame(host.world_mut(), add);
    }
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let finks = crate::harness::id_for(&mut host, 0, "finks");
    ask(&mut host, &mut alice, &mut bob, Action::move_to(finks, Zone::Battlefield));
    // Both seats read what is being ordered and by whom; nobody holds priority meanwhile.
    for c in [&alice, &bob] {
        let o = model(c).table.ordering.expect("Alice is choosing an order");
        assert_eq!(o.player, "Alice");
        let texts: Vec<&str> = o.abilities.iter().map(|(_, t)| t.as_str()).collect();
        assert_eq!(
            texts,
            [
                "Whenever another creature you control enters, you gain 1 life.",
                "When this creature enters, you gain 2 life."
            ]
        );
        assert!(model(c).table.players.iter().all(|p| !p.priority));
    }
    let refusals = |c: &App| c.world().resource::<Connection>().refusals.len();
    let order = |who: &str| Action::OrderTriggers { player: who.into(), order: vec![1, 0] };
    ask(&mut host, &mut bob, &mut alice, order("Alice"));
    assert_eq!(refusals(&bob), 1, "Bob can't order Alice's triggers");
    assert!(model(&bob).table.ordering.is_some());
    ask(&mut host, &mut alice, &mut bob, order("Alice"));
    for c in [&alice, &bob] {
        let m = model(c);
        assert!(m.table.ordering.is_none());
        let on: Vec<(&str, &str)> =
            m.table.abilities.iter().map(|a| (a.source.as_str(), a.controller.as_str())).collect();
        assert_eq!(
            on,
            [("Kitchen Finks", "Alice"), ("Lunarch Veteran", "Alice")],
            "the Finks' first to resolve, on top"
        );
        assert_eq!(m.table.players.iter().find(|p| p.priority).map(|p| p.name.as_str()), Some("Alice"));
    }
}

#[test]
fn net_rule_603_3d_only_the_controller_s_seat_chooses_a_trigger_s_targets_each_seat_reading_them_by_its_ids() {
    use bifronte::net::client::Connection;
    use bifronte::net::host::HostOptions;

    use crate::net::{ask, client_app, host_app, model, seated_and_kept, settle};
    let host = host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) = seated_and_kept(host, client_app("Alice", false), client_app("Bob", false));
    for (id, name, owner, zone) in
        [("manowar", "Man-o'-War", "Alice", Zone::Hand), ("bears", "Grizzly Bears", "Bob", Zone::Battlefield)]
    {
        let add = Action::AddCard { id: id.into(), name: name.into(), owner: owner.into(), zone };
        bifronte::rules::replay::apply_as_frame(host.world_mut(), add);
    }
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let manowar = crate::harness::id_for(&mut host, 0, "manowar");
    ask(&mut host, &mut alice, &mut bob, Action::move_to(manowar.clone(), Zone::Battlefield));
    // Each seat reads who chooses and from what, by its own ids; nobody holds priority.
    let bears = [crate::harness::id_for(&mut host, 0, "bears"), crate::harness::id_for(&mut host, 1, "bears")];
    let mut abilities = Vec::new();
    for (seat, c) in [&alice, &bob].into_iter().enumerate() {
        let m = model(c);
        let asked = m.table.targeting.clone().expect("Alice is choosing a target");
        assert_eq!((asked.player.as_str(), asked.source.as_str()), ("Alice", "Man-o'-War"));
        assert_eq!(asked.targets.len(), 1);
        let mut fits = asked.targets[0].clone();
        fits.sort();
        let mut want = vec![bears[seat].clone(), crate::harness::id_for(&mut host, seat, "manowar")];
        want.sort();
        assert_eq!(fits, want, "both creatures, by seat {seat}'s ids");
        assert!(m.table.players.iter().all(|p| !p.priority));
        abilities.push(asked.ability);
    }
    assert_ne!(abilities[0], abilities[1], "each seat names the ability by its own id");
    let refusals = |c: &App| c.world().resource::<Connection>().refusals.len();
    let choose = |ability: &str, target: &str| Action::ChooseTargets {
        player: "Alice".into(),
        ability: ability.into(),
        targets: vec![Target::Object(target.into())],
    };
    ask(&mut host, &mut bob, &mut alice, choose(&abilities[1], &bears[1]));
    assert_eq!(refusals(&bob), 1, "Bob can't choose the targets of Alice's ability");
    assert!(model(&bob).table.targeting.is_some());
    ask(&mut host, &mut alice, &mut bob, choose(&abilities[0], &bears[0]));
    for c in [&alice, &bob] {
        let m = model(c);
        assert!(m.table.targeting.is_none());
        assert!(m.table.abilities[0].automatic, "the table returns the Bears as it resolves");
        assert_eq!(m.table.players.iter().find(|p| p.priority).map(|p| p.name.as_str()), Some("Alice"));
    }
    let hand = |c: &App| {
        model(c)
            .table
            .hidden
            .iter()
            .filter(|h| h.owner == "Bob" && h.zone == Zone::Hand)
            .map(|h| h.count)
            .sum::<usize>()
    };
    let before = hand(&alice);
    ask(&mut host, &mut alice, &mut bob, Action::PassPriority { player: "Alice".into(), until: None });
    ask(&mut host, &mut bob, &mut alice, Action::PassPriority { player: "Bob".into(), until: None });
    assert_eq!(hand(&alice), before + 1, "the Bears are back in Bob's hand");
    assert!(model(&alice).table.objects.iter().all(|o| o.shown.name != "Grizzly Bears"));
}

#[test]
fn a_game_saved_before_triggers_went_on_the_stack_plays_back_as_it_was_played() {
    use bifronte::scene::{parse_scene, run_step, start};
    let db = bifronte::cards::CardDb::load_default().0;
    let saved = |format: u32| {
        format!(
            r#"Scene(format: {format}, title: "a save", players: ["Alice", "Bob"], mode: Assisted,
            setup: [Card(id: "finks", name: "Kitchen Finks", owner: "Alice", zone: Hand)],
            steps: [Do(Move(card: "finks", to: Battlefield)), Do(PassPriority(player: "Alice"))])"#
        )
    };
    let played = |format: u32| {
        let l = parse_scene(std::path::Path::new("save.ron"), &saved(format), &db).unwrap();
        let mut app = bifronte::app::headless_app(db.clone());
        start(&l, &mut app).unwrap();
        for s in &l.scene.steps {
            run_step(&mut app, s);
        }
        let world = app.world_mut();
        let on_stack = world.query::<&StackedAbility>().iter(world).count();
        let holder =
            bifronte::rules::query::priority_holder(world).map(|p| world.get::<Player>(p).unwrap().name.clone());
        (on_stack, holder)
    };
    // Format 1: the trigger is said in the log; Alice's pass gives Bob priority, as it did.
    assert_eq!(played(1), (0, Some("Bob".into())));
    // Today's saves: the trigger went on the stack and Alice's pass gave Bob priority over it.
    assert_eq!(played(bifronte::scene::SCENE_FORMAT), (1, Some("Bob".into())));
}

#[test]
fn an_order_of_ten_thousand_places_is_refused_and_read_in_lines_of_bounded_length() {
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "vet", name: "Lunarch Veteran", owner: "Alice", zone: Battlefield),
            Card(id: "finks", name: "Kitchen Finks", owner: "Alice", zone: Hand),
        ])"#,
    );
    t.act(r#"Move(card: "finks", to: Battlefield)"#);
    let order: Vec<u32> = (0..10_000).collect();
    let action = Action::OrderTriggers { player: "Alice".into(), order };
    t.app.world_mut().write_message(ActionRequest(action));
    t.app.update();
    let world = t.app.world();
    assert!(
        world.resource::<bifronte::rules::triggers::Triggers>().ordering.is_some(),
        "still waiting for a real order"
    );
    // What each seat reads of the log: the action's sentence, not its data.
    let said = |e: &LogEntry| bifronte::view::log::entry_words(e, Viewer::Omniscient, &|id| id.to_string());
    let longest = world.resource::<RulesLog>().entries.iter().map(|e| said(e).len()).max().unwrap();
    assert!(longest < 400, "a log line of {longest} bytes");
}

/// The kinds of trigger event a card watches, by its name: a card the scene defines (its
/// Oracle text) or a shipped one.
fn event_kinds_of(
    db: &bifronte::cards::CardDb,
    scene: &bifronte::scene::Scene,
    name: &str,
) -> Vec<bifronte::cards::triggers::EventKind> {
    use bifronte::cards::Ability;
    let def =
        scene.cards.iter().find(|d| d.faces.iter().any(|f| f.name == name)).or_else(|| db.get(name).map(|d| &**d));
    let Some(def) = def else { return Vec::new() };
    let mut out = Vec::new();
    for f in &def.faces {
        for line in f.text.abilities() {
            if let Ability::Triggered(t) = &line.ability {
                out.extend(t.kinds());
            }
        }
    }
    out
}

/// The ledger's honesty for triggers (66.3): every kind of trigger event a card may be counted
/// automatic for is played by its scene: the scene passes at an assisted table and expects on
/// the stack a triggered ability from a real card (Oracle text) watching that kind of event.
/// A kind with no scene leaves its cards reminded.
#[test]
fn every_kind_of_trigger_event_counted_automatic_has_a_scene_that_stacks_a_real_card_s_trigger() {
    use bifronte::cards::CardDb;
    use bifronte::cards::triggers::EventKind;
    use bifronte::rules::setup::SetupEntry;
    use bifronte::scene::{Outcome, Step, load_scene, run_scene};
    let (db, _) = CardDb::load_default();
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenes");
    let mut wrong = Vec::new();
    for kind in EventKind::ALL {
        let Some(file) = kind.scene() else { continue };
        let path = dir.join(file);
        let l = match load_scene(&path, &db) {
            Ok(l) => l,
            Err(e) => {
                wrong.push(format!("{kind:?}: {e}"));
                continue;
            }
        };
        if l.scene.mode != RulesMode::Assisted || !matches!(run_scene(&l, &db), Outcome::Pass) {
            wrong.push(format!("{kind:?}: {file} isn't an assisted scene that passes"));
            continue;
        }
        let name_of = |id: &ObjectId| {
            l.scene.setup.iter().find_map(|e| match e {
                SetupEntry::Card { id: i, name, .. } if i == id => Some(name.clone()),
                _ => None,
            })
        };
        let stacked = l.scene.steps.iter().any(|s| match s {
            Step::ExpectStack(objects) => objects.iter().any(|o| {
                o.kind == Some(bifronte::scene::StackKind::Triggered)
                    && o.source
                        .as_ref()
                        .and_then(name_of)
                        .is_some_and(|n| event_kinds_of(&db, &l.scene, &n).contains(&kind))
            }),
            _ => false,
        });
        if !stacked {
            wrong.push(format!("{kind:?}: {file} expects no trigger of a card watching it on the stack"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// 603.2, 603.3: hot-seat games forget no trigger. The computer's medium level plays both
/// seats of the sample decks and of the decks made for the computer (6 seeds each, up to 16
/// turns); after each action, each permanent that came onto the battlefield with a "When [this]
/// enters" ability, each creature declared as an attacker with "Whenever [this] attacks", each
/// creature put from the battlefield into a graveyard with "When [this] dies", and each
/// permanent of the active player's with "At the beginning of your upkeep" or "... of combat on
/// your turn" as that step began (none with an intervening "if", face up, phased in) is named
/// by a line of 603.3 in that action's log, as what triggered. The oracle reads the cards'
/// typed triggers and the table's zones, combat and steps, not the detector.
#[test]
fn rule_603_3_hot_seat_games_of_the_sample_decks_forget_no_trigger() {
    use bifronte::ai::{Level, arena};
    use bifronte::cards::triggers::{Step, Subject, TriggerEvent, Whose};
    use bifronte::cards::{Ability, CardDb};
    use bifronte::rules::object::{ObjectNumber, Phased};
    use std::collections::HashSet;
    let (db, _) = CardDb::load_default();
    let deck = |who: &str, file: &str| {
        let path = bifronte::format::shipped_dir().join("decks").join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        (who.to_string(), path, text)
    };
    // What a permanent watches, unconditionally: enters, attacks, its controller's upkeep, its
    // controller's beginning of combat, dies.
    let watches = |world: &World, e: Entity| -> [bool; 5] {
        let mut out = [false; 5];
        if world.get::<Phased>(e).is_some() {
            return out;
        }
        let Some(c) = world.get::<Characteristics>(e) else { return out };
        for line in &c.abilities {
            let Ability::Triggered(t) = &line.ability else { continue };
            if t.condition.is_some() {
                continue;
            }
            match &t.event {
                TriggerEvent::Enters(Subject::This) => out[0] = true,
                TriggerEvent::Attacks(Subject::This) => out[1] = true,
                TriggerEvent::StepBegins(Step::Upkeep, Whose::You | Whose::Each) => out[2] = true,
                TriggerEvent::StepBegins(Step::Combat, Whose::You | Whose::Each) => out[3] = true,
                TriggerEvent::Dies(Subject::This) => out[4] = true,
                _ => {}
            }
        }
        out
    };
    let on_battlefield = |world: &mut World| -> HashSet<(Entity, u64)> {
        let mut q = world.query::<(Entity, &InZone, &ObjectNumber)>();
        q.iter(world).filter(|(_, z, _)| z.zone == Zone::Battlefield).map(|(e, _, n)| (e, n.0)).collect()
    };
    let (mut checked, mut forgotten) = (0usize, Vec::new());
    for (a, b) in [("werewolves.txt", "face-down.txt"), ("red-green-automatic.txt", "white-black-automatic.txt")] {
        let decks = [deck("Alice", a), deck("Bob", b)];
        for seed in [3, 11, 19, 27, 35, 43] {
            let mut before: HashSet<(Entity, u64)> = HashSet::new();
            let mut declared_before = false;
            let mut watch = |world: &mut World, action: Option<&Action>, first: usize| {
                let declared =
                    |w: &World| w.get_resource::<bifronte::rules::ops::combat::Combat>().is_some_and(|c| c.declared);
                if action.is_some() {
                    declared_before = declared(world);
                    before = on_battlefield(world);
                    return;
                }
                let mut due: Vec<(Entity, &str)> = Vec::new();
                for (e, n) in on_battlefield(world) {
                    if !before.contains(&(e, n)) && watches(world, e)[0] {
                        due.push((e, "enters"));
                    }
                }
                if !declared_before && declared(world) {
                    let combat = world.resource::<bifronte::rules::ops::combat::Combat>().clone();
                    due.extend(
                        combat
                            .attackers
                            .iter()
                            .filter(|x| watches(world, x.creature)[1])
                            .map(|x| (x.creature, "attacks")),
                    );
                }
                let log: Vec<_> = world.resource::<RulesLog>().entries.from(first).collect();
                let cites = |l: &LogEntry, rule: &str| l.rule == Some(rule);
                let began: Vec<bool> = ["503.1", "507.1"].iter().map(|r| log.iter().any(|l| cites(l, r))).collect();
                for (rule, i, what) in [(0, 2, "upkeep"), (1, 3, "beginning of combat")] {
                    if !began[rule] {
                        continue;
                    }
                    let active = world.resource::<Turn>().active;
                    let active = world.resource::<Players>().0[active];
                    let mut q = world.query::<(Entity, &InZone, &Controller)>();
                    let theirs: Vec<Entity> = q
                        .iter(world)
                        .filter(|(_, z, c)| z.zone == Zone::Battlefield && c.0 == active)
                        .map(|(e, ..)| e)
                        .collect();
                    due.extend(theirs.into_iter().filter(|e| watches(world, *e)[i]).map(|e| (e, what)));
                }
                // A creature that was on the battlefield and is now in a graveyard died (700.4).
                for (e, _) in before.iter() {
                    let now = world.get::<InZone>(*e).map(|z| z.zone);
                    let creature = world
                        .get::<Characteristics>(*e)
                        .is_some_and(|c| c.types.contains(&bifronte::cards::CardType::Creature));
                    if now == Some(Zone::Graveyard) && creature && watches(world, *e)[4] {
                        due.push((*e, "dies"));
                    }
                }
                let log: Vec<_> = world.resource::<RulesLog>().entries.from(first).collect();
                for (e, what) in due {
                    checked += 1;
                    let stacked = log.iter().any(|l| cites(l, "603.3") && l.text.refs().iter().any(|r| r.entity == e));
                    if !stacked {
                        let name = world.get::<Characteristics>(e).map(|c| c.name.clone()).unwrap_or_default();
                        forgotten.push(format!("{a} v {b}, seed {seed}: {name}'s \"{what}\" trigger"));
                    }
                }
            };
            let out = arena::play_watching(&db, &decks, seed, [Level::Medium, Level::Medium], 16, &mut watch).unwrap();
            assert!(out.refused.is_empty(), "{:?}", out.refused);
        }
    }
    assert!(forgotten.is_empty(), "forgotten: {forgotten:#?}");
    assert!(checked >= 20, "only {checked} triggers were due: the games played too little to tell");
}

#[test]
fn net_rule_603_12_only_the_controller_s_seat_chooses_what_to_sacrifice_and_the_reflexive_ability_follows() {
    use bifronte::net::client::Connection;
    use bifronte::net::host::HostOptions;

    use crate::net::{ask, client_app, host_app, model, seated_and_kept, settle};
    let host = host_app(HostOptions { seats: 2, seed: Some(7), ..default() });
    let (mut host, mut alice, mut bob) = seated_and_kept(host, client_app("Alice", false), client_app("Bob", false));
    for (id, name, owner, zone) in [
        ("cavalier", "Cavalier of Night", "Alice", Zone::Hand),
        ("elves", "Llanowar Elves", "Alice", Zone::Battlefield),
        ("bears", "Grizzly Bears", "Alice", Zone::Battlefield),
        ("giant", "Hill Giant", "Bob", Zone::Battlefield),
    ] {
        let add = Action::AddCard { id: id.into(), name: name.into(), owner: owner.into(), zone };
        bifronte::rules::replay::apply_as_frame(host.world_mut(), add);
    }
    settle(&mut host, &mut [&mut alice, &mut bob]);
    let cavalier = crate::harness::id_for(&mut host, 0, "cavalier");
    ask(&mut host, &mut alice, &mut bob, Action::move_to(cavalier.clone(), Zone::Battlefield));
    // Its enters ability on the stack; both pass, and as it resolves Alice chooses (603.5).
    ask(&mut host, &mut alice, &mut bob, Action::PassPriority { player: "Alice".into(), until: None });
    ask(&mut host, &mut bob, &mut alice, Action::PassPriority { player: "Bob".into(), until: None });
    let mut asked = Vec::new();
    for (seat, c) in [&alice, &bob].into_iter().enumerate() {
        let m = model(c);
        let d = m.table.deciding.clone().expect("Alice chooses whether to sacrifice");
        assert_eq!((d.player.as_str(), d.source.as_str()), ("Alice", "Cavalier of Night"));
        let mut may = d.sacrifice.clone().expect("doing it is a sacrifice");
        may.sort();
        let mut want =
            vec![crate::harness::id_for(&mut host, seat, "elves"), crate::harness::id_for(&mut host, seat, "bears")];
        want.sort();
        assert_eq!(may, want, "Alice's other creatures, by seat {seat}'s ids: not the Cavalier, not Bob's Giant");
        asked.push(d.ability);
    }
    // The rules' one list: Alice's seat may sacrifice either creature or say no; Bob's may not answer.
    let choices = model(&alice).choices.actions;
    let answers: Vec<&Action> = choices.iter().filter(|a| matches!(a, Action::ChooseMay { .. })).collect();
    assert_eq!(answers.len(), 3, "{answers:?}");
    assert!(!model(&bob).choices.actions.iter().any(|a| matches!(a, Action::ChooseMay { .. })));
    let elves = crate::harness::id_for(&mut host, 0, "elves");
    let refusals = |c: &App| c.world().resource::<Connection>().refusals.len();
    let sacrifice = |ability: &str, what: &str| Action::ChooseMay {
        player: "Alice".into(),
        ability: ability.into(),
        yes: true,
        sacrifice: Some(what.into()),
    };
    let bobs_elves = crate::harness::id_for(&mut host, 1, "elves");
    ask(&mut host, &mut bob, &mut alice, sacrifice(&asked[1], &bobs_elves));
    assert_eq!(refusals(&bob), 1, "Bob can't choose for Alice's ability");
    ask(&mut host, &mut alice, &mut bob, sacrifice(&asked[0], &elves));
    assert_eq!(refusals(&alice), 0);
    assert_eq!(host_zone(&mut host, "elves"), Zone::Graveyard);
    // The reflexive ability: its only legal target, the Giant, chosen as it goes on the stack.
    for c in [&alice, &bob] {
        let m = model(c);
        assert!(m.table.deciding.is_none());
        assert_eq!(m.table.abilities.len(), 1, "the reflexive ability is on the stack");
        assert!(m.table.abilities[0].automatic);
    }
    ask(&mut host, &mut alice, &mut bob, Action::PassPriority { player: "Alice".into(), until: None });
    ask(&mut host, &mut bob, &mut alice, Action::PassPriority { player: "Bob".into(), until: None });
    assert_eq!(host_zone(&mut host, "giant"), Zone::Graveyard);
    assert_eq!(host_zone(&mut host, "bears"), Zone::Battlefield);
}

/// Where the host's table has an object, by its setup id.
fn host_zone(host: &mut App, id: &str) -> Zone {
    let e = host.world().resource::<Labels>().0[id];
    bifronte::rules::query::zone_of(host.world(), e)
}

#[test]
fn rule_603_7c_a_replay_and_an_undo_remember_what_a_delayed_ability_names() {
    let setup = r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
        Card(id: "mist", name: "Turn to Mist", owner: "Alice", zone: Hand),
        Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
    ])"#;
    let mut t = table(setup);
    t.act(r#"AddMana(player: "Alice", mana: "{W}{U}")"#);
    t.act(r#"Cast(card: "mist", targets: ["bears"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.zone("bears"), Zone::Exile);
    t.advance_to(Some(1), TurnStep::End);
    let waiting = stack(&t);
    assert_eq!(waiting, [("mist".to_string(), "Alice".to_string(), true)], "{}", t.log());
    // Rebuilt from the setup and the actions, as a replay and an undo do: the same ability
    // waits, and it still finds the Bears it exiled.
    let actions = t.app.world().resource::<ActionHistory>().0.to_vec();
    let parsed: TableSetup = bifronte::format::ron_options().from_str(setup).unwrap();
    replay(t.app.world_mut(), &parsed, &actions).unwrap();
    t.app.update();
    assert_eq!(stack(&t), waiting);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.zone("bears"), Zone::Battlefield, "{}", t.log());
    // Undone to before Turn to Mist resolved: nothing waits, and nothing comes back.
    let cast = actions.iter().position(|a| matches!(a, Action::Cast { .. })).unwrap();
    replay(t.app.world_mut(), &parsed, &actions[..=cast]).unwrap();
    t.app.update();
    assert!(t.app.world().resource::<bifronte::rules::triggers::Triggers>().delayed.is_empty());
    assert_eq!(t.zone("bears"), Zone::Battlefield);
}

#[test]
fn rule_702_83b_exalted_triggers_only_for_a_creature_attacking_alone_and_finds_it_only_while_it_stays() {
    let setup = r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
        Card(id: "squire", name: "Akrasan Squire", owner: "Alice", zone: Battlefield),
        Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
        Card(id: "elves", name: "Llanowar Elves", owner: "Alice", zone: Battlefield),
    ])"#;
    // Two attackers: nobody attacks alone.
    let mut t = table(setup);
    t.advance_to(Some(1), TurnStep::DeclareAttackers);
    t.act(r#"DeclareAttackers(player: "Alice", attackers: [("bears", "Bob"), ("elves", "Bob")])"#);
    assert!(stack(&t).is_empty(), "{}", t.log());
    // One: the Squire's exalted triggers, for the Bears; bounced before it resolves, they are a
    // new object in Alice's hand, and the ability does nothing (400.7).
    let mut t = table(setup);
    t.advance_to(Some(1), TurnStep::DeclareAttackers);
    t.act(r#"DeclareAttackers(player: "Alice", attackers: [("bears", "Bob")])"#);
    assert_eq!(stack(&t), [("squire".to_string(), "Alice".to_string(), true)]);
    t.act(r#"Move(card: "bears", to: Hand)"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert!(stack(&t).is_empty());
    assert!(t.log().contains("Grizzly Bears is no longer the object the ability names"), "{}", t.log());
    assert_eq!(t.zone("bears"), Zone::Hand);
    // The Squire itself, not the object its event happened to, is unchanged.
    let squire = t.app.world().resource::<Labels>().0["squire"];
    assert_eq!(t.app.world().get::<bifronte::rules::characteristics::Characteristics>(squire).unwrap().power, Some(1));
}

#[test]
fn rule_702_25a_a_blocker_with_flanking_triggers_no_flanking() {
    let setup = |bob_blocks_with: &str| {
        format!(
            r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "herder", name: "Mtenda Herder", owner: "Alice", zone: Battlefield),
            Card(id: "blocker", name: "{bob_blocks_with}", owner: "Bob", zone: Battlefield),
        ])"#
        )
    };
    let blocked = |name: &str| {
        let mut t = table(&setup(name));
        t.advance_to(Some(1), TurnStep::DeclareAttackers);
        t.act(r#"DeclareAttackers(player: "Alice", attackers: [("herder", "Bob")])"#);
        t.advance_to(Some(1), TurnStep::DeclareBlockers);
        t.act(r#"DeclareBlockers(player: "Bob", blockers: [("blocker", "herder")])"#);
        stack(&t).len()
    };
    assert_eq!(blocked("Mtenda Herder"), 0, "a blocker with flanking");
    assert_eq!(blocked("Grizzly Bears"), 1, "one without");
}

/// 603.3d, 601.2c, 115.3: Markov Warlord's "up to two target creatures" waits for its
/// controller, and the ways the seat is offered (what the computer players choose among) are
/// the ones the rules accept: none, one, or two different creatures, never one twice.
#[test]
fn rule_115_3_a_trigger_s_up_to_two_targets_are_offered_as_the_rules_accept_them() {
    let mut t = crate::harness::with(
        r#"Card(id: "warlord", name: "Markov Warlord", owner: "Alice", zone: Hand),
           Card(id: "angel", name: "Serra Angel", owner: "Bob", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{R}{R}{R}{R}{R}{R}")"#);
    t.act(r#"Cast(card: "warlord")"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let alice = t.app.world().resource::<Players>().0[0];
    let view = bifronte::view::table_view_unexplained(t.app.world_mut(), Viewer::Player(alice));
    let ways = bifronte::view::choices::choices(t.app.world_mut(), alice, &view).actions;
    let chosen: Vec<Vec<Target>> = ways
        .iter()
        .map(|a| match a {
            Action::ChooseTargets { targets, .. } => targets.clone(),
            other => panic!("only targets are asked now: {other:?}"),
        })
        .collect();
    assert!(chosen.iter().any(Vec::is_empty), "none: {chosen:?}");
    assert!(chosen.iter().any(|w| w.len() == 2), "the Angel and the Warlord: {chosen:?}");
    assert!(chosen.iter().all(|w| w.len() < 2 || w[0] != w[1]), "never one creature twice: {chosen:?}");
}

#[test]
fn rule_113_6m_a_graveyard_ability_doesn_t_see_the_event_that_put_its_card_there() {
    // Grave Watcher and Grizzly Bears die to Wrath of God at once: as they die the Watcher was
    // on the battlefield, where its ability doesn't function (603.10a). Later, from Alice's
    // graveyard, it sees Llanowar Elves die, and its owner controls the ability (113.6m).
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [
            CardDef(faces: [Face(name: "Grave Watcher", mana_cost: "{B}{B}", types: [Creature], subtypes: ["Spirit"], power: 1, toughness: 1,
                text: "Whenever another creature dies, you may return Grave Watcher from your graveyard to the battlefield.")])],
        setup: [
            Card(id: "watcher", name: "Grave Watcher", owner: "Alice", zone: Battlefield),
            Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
            Card(id: "elves", name: "Llanowar Elves", owner: "Alice", zone: Hand),
            Card(id: "wrath", name: "Wrath of God", owner: "Alice", zone: Hand),
            Card(id: "p1", name: "Plains", owner: "Alice", zone: Battlefield),
            Card(id: "p2", name: "Plains", owner: "Alice", zone: Battlefield),
            Card(id: "p3", name: "Plains", owner: "Alice", zone: Battlefield),
            Card(id: "p4", name: "Plains", owner: "Alice", zone: Battlefield),
        ])"#,
    );
    for p in ["p1", "p2", "p3", "p4"] {
        t.act(&format!(r#"TapForMana(card: "{p}")"#));
    }
    t.act(r#"Cast(card: "wrath")"#).act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!((t.zone("watcher"), t.zone("bears")), (Zone::Graveyard, Zone::Graveyard), "{}", t.log());
    assert_eq!(stack(&t), vec![], "{}", t.log());
    t.act(r#"Move(card: "elves", to: Battlefield)"#).act(r#"Destroy("elves")"#);
    assert_eq!(stack(&t), vec![("watcher".into(), "Alice".into(), true)], "{}", t.log());
}

/// 114.4: an emblem's ability works from the command zone, for its owner, and the emblem is
/// nothing its owner can cast, play or activate; 601.2c: "a spell that targets one or more
/// permanents" takes each permanent it targets, and one targeting none sets off nothing.
#[test]
fn rule_114_4_an_emblem_works_from_the_command_zone_and_offers_nothing_to_do() {
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "dack", name: "Dack Fayden", owner: "Alice", zone: Battlefield, counters: [("loyalty", 7)]),
            Card(id: "shoulder", name: "Shoulder to Shoulder", owner: "Alice", zone: Hand),
            Card(id: "growth", name: "Giant Growth", owner: "Bob", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            Card(id: "ape", name: "Kird Ape", owner: "Bob", zone: Battlefield),
            Card(id: "lib-a", name: "Forest", owner: "Alice", zone: Library),
            Card(id: "lib-b", name: "Forest", owner: "Bob", zone: Library),
        ])"#,
    );
    t.act(r#"Activate(card: "dack", ability: 2)"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.zone("dack-emblem"), Zone::Command, "{}", t.log());
    assert_eq!(t.zone("dack"), Zone::Battlefield, "one loyalty left");
    // Nothing of the emblem is offered to the seat that owns it.
    let alice = t.app.world().resource::<Players>().0[0];
    let view = bifronte::view::table_view_unexplained(t.app.world_mut(), Viewer::Player(alice));
    let emblem = view.objects.iter().find(|o| o.zone == Zone::Command).expect("Alice sees her emblem");
    let ways = bifronte::view::choices::choices(t.app.world_mut(), alice, &view).actions;
    let named = |a: &Action| a.ids().iter().any(|id| id.as_str() == emblem.id.as_str());
    assert!(!ways.iter().any(named), "{ways:?}");
    // Both of Bob's creatures, targeted by one spell, are Alice's.
    t.act(r#"AddMana(player: "Alice", mana: "{C}{C}{W}")"#);
    t.act(r#"Cast(card: "shoulder", targets: ["bears", "ape"])"#);
    assert_eq!(stack(&t).first().map(|s| s.0.clone()), Some("dack-emblem".into()), "{}", t.log());
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let controller = |t: &crate::harness::Table, id: &str| {
        let c = t.app.world().get::<Controller>(t.e(id)).unwrap().0;
        t.app.world().get::<Player>(c).unwrap().name.clone()
    };
    assert_eq!((controller(&t, "bears"), controller(&t, "ape")), ("Alice".into(), "Alice".into()), "{}", t.log());
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.counters("bears", "+1/+1"), 1);
    // Bob's spell doesn't set off Alice's emblem.
    t.act(r#"AddMana(player: "Bob", mana: "{G}")"#).act(r#"PassPriority(player: "Alice")"#);
    t.act(r#"Cast(card: "growth", targets: ["bears"])"#);
    assert!(stack(&t).is_empty(), "{:?}", stack(&t));
}

/// 603.10a, 603.3a: "When [this] is put into a graveyard from anywhere, its owner shuffles their
/// graveyard into their library": from the battlefield it is looked back at and controlled by
/// whoever controlled the permanent, but its owner shuffles; 603.6d: a card milled triggers from
/// the graveyard, and one put into a library or exile sets off nothing.
#[test]
fn rule_603_6d_put_into_a_graveyard_from_anywhere_shuffles_its_owner_s_graveyard() {
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "kozilek", name: "Kozilek, Butcher of Truth", owner: "Bob", zone: Battlefield),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Graveyard),
            Card(id: "ape", name: "Kird Ape", owner: "Alice", zone: Graveyard),
            Card(id: "narco", name: "Narcomoeba", owner: "Alice", zone: Hand),
            Card(id: "lib-a", name: "Forest", owner: "Alice", zone: Library),
        ])"#,
    );
    t.act(r#"GainControl(card: "kozilek", player: "Alice")"#).act(r#"Destroy("kozilek")"#);
    assert_eq!(stack(&t), vec![("kozilek".to_string(), "Alice".to_string(), true)], "{}", t.log());
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!((t.zone("kozilek"), t.zone("bears")), (Zone::Library, Zone::Library), "{}", t.log());
    assert_eq!(t.zone("ape"), Zone::Graveyard, "Alice's graveyard stays");
    // Narcomoeba put from a hand into a graveyard isn't put there from a library.
    t.act(r#"Move(card: "narco", to: Graveyard)"#);
    assert!(stack(&t).is_empty(), "{:?}", stack(&t));
}
