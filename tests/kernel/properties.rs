//! Property tests: seeded random tables and Action sequences, with invariants checked after
//! every step. Reproducible: a failure prints its seed; `BIFRONTE_SEED=N` reruns that one.

use std::collections::HashMap;

use bevy::prelude::*;
use bifronte::app::headless_app as rules_app;
use bifronte::cards::{CardDb, CardType};
use bifronte::rules::ops::attach::attachment_is_legal;
use bifronte::rules::setup::{SetupEntry, TableSetup, build_table};
use bifronte::rules::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

const POOL: &[&str] = &[
    "Delver of Secrets",
    "Village Ironsmith",
    "Kruin Outlaw",
    "Instigator Gang",
    "Grizzly Bears",
    "Clone",
    "Brutal Cathar",
    "Exalted Angel",
    "Den Protector",
    "Dog Walker",
    "Pacifism",
    "Bonesplitter",
    "Rancor",
    "Moonmist",
    "Emeria's Call",
    "Turn // Burn",
    "Gisela, the Broken Blade",
    "Bruna, the Fading Light",
    "Phyrexian Fleshgorger",
    "Bonecrusher Giant",
    "Mayor of Avabruck",
    "Tarmogoyf",
    "Invasion of Zendikar",
    "Kazandu Mammoth",
    "Invasion of Zendikar",
    "Garruk Wildspeaker",
    "Jace, Vryn's Prodigy",
    "Beloved Beggar",
    "Forest",
    "Hill Giant",
    "Serra Angel",
    "Wild Growth",
    "Akki Lavarunner",
    "The Elder Dragon War",
];
const ZONES: &[Zone] = &[Zone::Library, Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Exile];
const KINDS: &[FaceDownKind] = &[
    FaceDownKind::Plain,
    FaceDownKind::Morph,
    FaceDownKind::Megamorph,
    FaceDownKind::Disguise,
    FaceDownKind::Manifest,
    FaceDownKind::Cloak,
];
const TOKENS: &[&str] = &["Treasure", "Incubator", "Monster Role", "Cursed Role", "Virtuous Role", "Walker", "Food"];
const PLAYERS: &[&str] = &["Alice", "Bob"];

fn pick<'a, T>(rng: &mut StdRng, v: &'a [T]) -> &'a T {
    &v[rng.random_range(0..v.len())]
}

pub fn random_table(rng: &mut StdRng) -> TableSetup {
    let n = rng.random_range(4..14);
    let setup = (0..n)
        .map(|i| {
            let mut entry = SetupEntry::card(format!("c{i}"), *pick(rng, POOL), *pick(rng, PLAYERS), *pick(rng, ZONES));
            if let SetupEntry::Card { tapped, .. } = &mut entry {
                *tapped = rng.random_bool(0.2);
            }
            entry
        })
        .collect();
    TableSetup {
        players: PLAYERS.iter().map(|s| s.to_string()).collect(),
        cards: Vec::new(),
        setup,
        seed: None,
        mode: Default::default(),
        triggers_by_hand: false,
        spells_by_hand: false,
        first_turn: false,
        opening_hands: false,
    }
}

pub fn random_action(rng: &mut StdRng, ids: &[String], step: usize) -> Action {
    let any = |rng: &mut StdRng| pick(rng, ids).clone();
    let player = |rng: &mut StdRng| pick(rng, PLAYERS).to_string();
    // An object, now and then a player (an Aura may enchant one, a spell target one).
    let target = |rng: &mut StdRng| match rng.random_bool(0.1) {
        true => bifronte::rules::Target::Player(pick(rng, PLAYERS).to_string().into()),
        false => bifronte::rules::Target::Object(pick(rng, ids).into()),
    };
    match rng.random_range(0..29) {
        0 | 1 => Action::Transform(any(rng).into()),
        2 => Action::Convert(any(rng).into()),
        3 => Action::TransformAll(Filter::Subtype("Human".into())),
        4 => Action::TurnFaceDown { card: any(rng).into(), kind: *pick(rng, KINDS) },
        5 if rng.random_bool(0.5) => Action::TurnFaceUp(any(rng).into()),
        5 => Action::TurnFaceUpForCost(any(rng).into()),
        6 => Action::Manifest { player: player(rng).into() },
        7 => Action::Cloak { player: player(rng).into() },
        8 => Action::Move {
            card: any(rng).into(),
            to: *pick(rng, &[Zone::Battlefield, Zone::Graveyard, Zone::Hand, Zone::Exile, Zone::Library]),
            position: None,
        },
        9 => Action::PutOntoBattlefield {
            card: any(rng).into(),
            transformed: rng.random_bool(0.5),
            face_down: None,
            controller: None,
            copy_of: if rng.random_bool(0.2) { Some(any(rng).into()) } else { None },
            except: rng
                .random_bool(0.3)
                .then(|| Box::new(TokenSpec { power: Some(1), toughness: Some(1), ..Default::default() })),
            attached_to: if rng.random_bool(0.2) { Some(target(rng)) } else { None },
            counters: if rng.random_bool(0.2) { vec![(CounterKind::MinusOne, 1)] } else { Vec::new() },
        },
        10 => Action::Cast {
            card: any(rng).into(),
            face: Some(if rng.random_bool(0.3) { Side::Back } else { Side::Front }),
            face_down: None,
            targets: if rng.random_bool(0.3) { vec![target(rng)] } else { Vec::new() },
            fused: rng.random_bool(0.1),
            prototyped: rng.random_bool(0.1),
            x: None,
            modes: if rng.random_bool(0.2) { Some(vec![rng.random_range(0..3)]) } else { None },
            divided: if rng.random_bool(0.1) { Some(vec![rng.random_range(0..3)]) } else { None },
            pay: if rng.random_bool(0.1) {
                Some(bifronte::rules::action::Payment {
                    mana: ["{R}", "{G}{G}", "{W}{U}"][rng.random_range(0..3)].into(),
                    life: 2 * rng.random_range(0..2),
                })
            } else {
                None
            },
            kicked: false,
            buyback: false,
            alternative: None,
            additional: None,
            helpers: if rng.random_bool(0.1) { Some(vec![any(rng).into()]) } else { None },
        },
        11 => Action::Resolve,
        12 => Action::CreateToken {
            id: format!("t{step}").into(),
            token: if rng.random_bool(0.2) {
                TokenKind::CopyOf(any(rng).into())
            } else {
                TokenKind::Predefined(pick(rng, TOKENS).to_string())
            },
            controller: player(rng).into(),
            count: None,
            tapped: false,
            transformed: rng.random_bool(0.1),
            attached_to: if rng.random_bool(0.4) { Some(target(rng)) } else { None },
        },
        13 => Action::AddCounters {
            card: any(rng).into(),
            kind: CounterKind::parse(pick::<&str>(rng, &["+1/+1", "-1/-1", "loyalty", "defense"])),
            n: rng.random_range(1..3),
        },
        14 => Action::RemoveCounters {
            card: any(rng).into(),
            kind: CounterKind::parse(pick::<&str>(rng, &["+1/+1", "-1/-1"])),
            n: 1,
        },
        15 => Action::Attach { card: any(rng).into(), to: target(rng) },
        16 => Action::Unattach(any(rng).into()),
        17 => {
            if rng.random_bool(0.5) {
                Action::Tap(any(rng).into())
            } else {
                Action::Untap(any(rng).into())
            }
        }
        18 => Action::Damage { card: any(rng).into(), n: rng.random_range(1..4), source: None },
        19 => Action::ModifyPT {
            card: any(rng).into(),
            power: rng.random_range(-2..3),
            toughness: rng.random_range(-2..3),
            until: Some(Until::EndOfTurn),
        },
        20 => Action::BecomeCopy {
            card: any(rng).into(),
            of: any(rng).into(),
            until: Some(if rng.random_bool(0.5) { Until::EndOfTurn } else { Until::Forever }),
            except: rng
                .random_bool(0.3)
                .then(|| Box::new(TokenSpec { supertypes: Some(Vec::new()), ..Default::default() })),
        },
        21 => Action::PassTurn,
        25 => Action::Meld(any(rng).into()),
        26 => Action::Flip(any(rng).into()),
        27 => Action::ChooseChapter { card: any(rng).into(), chapter: rng.random_range(0..5) },
        24 if rng.random_bool(0.5) => Action::PhaseOut(any(rng).into()),
        24 => Action::PhaseIn(any(rng).into()),
        23 => Action::CopySpell {
            id: format!("s-copy{step}").into(),
            spell: any(rng).into(),
            controller: Some(player(rng).into()),
            new_targets: rng.random_bool(0.5),
        },
        22 => Action::SetDayNight(if rng.random_bool(0.5) { DayNight::Day } else { DayNight::Night }),
        _ => Action::Stack {
            id: format!("ab{step}").into(),
            source: any(rng).into(),
            trigger: Some(AbilityKind::Triggered),
            effect: Box::new(Action::Transform(any(rng).into())),
            targets: if rng.random_bool(0.3) { vec![target(rng)] } else { Vec::new() },
        },
    }
}

/// A canonical description of the table, for comparing replays.
pub fn snapshot(world: &mut World) -> Vec<String> {
    let mut q = world.query::<(
        &Label,
        &InZone,
        &FaceUp,
        &FaceDown,
        &Characteristics,
        &Counters,
        &Tapped,
        &Damage,
        Option<&AttachedTo>,
        &ObjectNumber,
    )>();
    let labels: HashMap<Entity, String> =
        world.query::<(Entity, &Label)>().iter(world).map(|(e, l)| (e, l.0.clone())).collect();
    let mut out: Vec<String> = q
        .iter(world)
        .map(|(l, z, f, fd, c, n, t, d, a, id)| {
            format!(
                "{} {:?}@{} {:?} {:?} {} {:?}/{:?} mv{} {:?} {} {} {:?} #{}",
                l.0,
                z.zone,
                z.order,
                f.0,
                fd.0,
                c.name,
                c.power,
                c.toughness,
                c.mana_value,
                n.0,
                t.0,
                d.0,
                a.map(|a| labels.get(&a.0).cloned()),
                id.0
            )
        })
        .collect();
    out.sort();
    out.push(format!("{:?}", world.resource::<DayNightState>().0));
    out
}

fn check_invariants(
    world: &mut World,
    seed: u64,
    step: usize,
    action: &Action,
    face_down_transforms: &mut HashMap<Entity, (ObjectNumber, u32)>,
) {
    let ctx = || format!("seed {seed}, step {step}, after {action:?}");
    // After state-based actions, none applies any more (704.3): no creature with toughness 0 or
    // lethal damage, no planeswalker with loyalty 0, no Aura attached to nothing, and no battle
    // with defense 0 unless its own trigger is waiting on the stack (704.5v).
    let waiting: Vec<Entity> = world.query::<&StackedAbility>().iter(world).map(|a| a.source).collect();
    // A phased-out permanent is treated as though it doesn't exist (702.26b): it is checked when
    // it phases in.
    let mut q =
        world.query_filtered::<(Entity, &InZone, &Characteristics, &Damage, Option<&AttachedTo>), Without<Phased>>();
    for (e, z, c, d, a) in q.iter(world) {
        if z.zone != Zone::Battlefield {
            continue;
        }
        let (toughness, name) = (c.toughness.unwrap_or(0), &c.name);
        if c.has_type(CardType::Creature) {
            assert!(toughness > 0, "{}: {name} stays with toughness {toughness} (704.5f)", ctx());
            assert!(d.0 == 0 || (d.0 as i32) < toughness, "{}: {name} stays with lethal damage (704.5g)", ctx());
        }
        if c.has_type(CardType::Planeswalker) {
            assert!(c.loyalty.unwrap_or(0) > 0, "{}: {name} stays with loyalty 0 (704.5i)", ctx());
        }
        if c.has_type(CardType::Battle) && !waiting.contains(&e) {
            assert!(c.defense.unwrap_or(0) > 0, "{}: {name} stays with defense 0 (704.5v)", ctx());
        }
        if c.is_aura() {
            assert!(a.is_some(), "{}: the Aura {name} stays attached to nothing (704.5m)", ctx());
        }
    }
    // Every card is in exactly one zone: a card never disappears, and has one InZone.
    let labels: Vec<(String, Entity)> = world.resource::<Labels>().0.iter().map(|(k, v)| (k.clone(), *v)).collect();
    for (id, e) in &labels {
        // Cards are c0, c1...; "c1/defeated" is an ability of c1, "c1#2" a token.
        if id.starts_with('c') && !id.contains(['#', '/']) {
            assert!(world.get::<InZone>(*e).is_some(), "{}: card {id} has no zone", ctx());
        }
    }
    let mut q = world.query::<(
        Entity,
        &InZone,
        Option<&Token>,
        Option<&AttachedTo>,
        &Counters,
        &FaceDown,
        &Characteristics,
        &Effects,
        &TransformCount,
        &ObjectNumber,
        Option<&Attachments>,
    )>();
    let rows: Vec<_> = q
        .iter(world)
        .map(|(e, z, t, a, n, fd, c, fx, tc, id, att)| {
            (
                e,
                z.zone,
                t.is_some(),
                a.map(|a| a.0),
                n.clone(),
                fd.0,
                c.clone(),
                fx.0.is_empty(),
                tc.0,
                *id,
                att.is_some_and(|a| !a.entities().is_empty()),
            )
        })
        .collect();
    for (e, zone, token, attached, counters, fd, c, no_effects, tc, id, has_att) in rows {
        // No token exists off the battlefield after state-based actions.
        assert!(!(token && zone != Zone::Battlefield), "{}: token off the battlefield", ctx());
        // Nothing is attached to a missing or illegal object.
        if let Some(h) = attached {
            assert!(world.get_entity(h).is_ok(), "{}: attached to a missing object", ctx());
            assert!(attachment_is_legal(world, e, h).is_ok(), "{}: {} illegally attached", ctx(), c.name);
            assert_eq!(zone, Zone::Battlefield, "{}: an attached object off the battlefield", ctx());
        }
        // No permanent has both +1/+1 and -1/-1 counters.
        assert!(
            !(zone == Zone::Battlefield
                && counters.get(&CounterKind::PlusOne) > 0
                && counters.get(&CounterKind::MinusOne) > 0),
            "{}: both counters",
            ctx()
        );
        // A face-down permanent with no other effects is a nameless 2/2, and never transforms.
        if zone == Zone::Battlefield && fd.is_some() {
            if no_effects && counters.0.is_empty() && !has_att {
                assert_eq!(
                    (c.name.as_str(), c.power, c.toughness),
                    ("", Some(2), Some(2)),
                    "{}: face-down values",
                    ctx()
                );
                assert!(c.has_type(CardType::Creature));
            }
            if let Some((old_id, old_tc)) = face_down_transforms.get(&e)
                && *old_id == id
            {
                assert_eq!(*old_tc, tc, "{}: a face-down permanent transformed", ctx());
            }
            face_down_transforms.insert(e, (id, tc));
        } else {
            face_down_transforms.remove(&e);
        }
    }
}

pub fn replay(db: &CardDb, setup: &TableSetup, actions: &[Action]) -> App {
    let mut app = rules_app(db.clone());
    build_table(app.world_mut(), setup).unwrap();
    app.update();
    for a in actions {
        app.world_mut().write_message(ActionRequest(a.clone()));
        app.update();
    }
    app
}

#[test]
fn random_action_sequences_keep_the_invariants_and_replay_identically() {
    let (db, errors) = CardDb::load_default();
    assert!(errors.is_empty());
    let seeds: Vec<u64> = match std::env::var("BIFRONTE_SEED") {
        Ok(s) => vec![s.parse().expect("BIFRONTE_SEED is a number")],
        Err(_) => (0..1000).collect(),
    };
    let mut total_actions = 0;
    for seed in seeds {
        let mut rng = StdRng::seed_from_u64(seed);
        let setup = random_table(&mut rng);
        let mut app = rules_app(db.clone());
        build_table(app.world_mut(), &setup).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        app.update();
        let mut ids: Vec<String> = setup.setup.iter().map(|e| e.id().to_string()).collect();
        let mut fd = HashMap::new();
        let mut snapshots = vec![snapshot(app.world_mut())];
        if std::env::var("BIFRONTE_SEED").is_ok() {
            eprintln!("{:#?}", snapshots[0]);
        }
        let steps = 20;
        for step in 0..steps {
            let action = random_action(&mut rng, &ids, step);
            ids.extend(action.new_ids().into_iter().map(String::from));
            if std::env::var("BIFRONTE_SEED").is_ok() {
                eprintln!("step {step}: {action:?}");
            }
            app.world_mut().write_message(ActionRequest(action.clone()));
            app.update();
            total_actions += 1;
            check_invariants(app.world_mut(), seed, step, &action, &mut fd);
            snapshots.push(snapshot(app.world_mut()));
        }
        // Replaying the log gives an identical table, both in a new app and in the live one
        // (what the window's undo does); undo (replay all but the last) gives the table before
        // the last action, and redo the table after it.
        if seed % 10 == 0 {
            let history = app.world().resource::<ActionHistory>().0.to_vec();
            let mut again = replay(&db, &setup, &history);
            assert_eq!(snapshot(again.world_mut()), snapshots[steps], "seed {seed}: replay differs");
            bifronte::rules::replay::replay(app.world_mut(), &setup, &history).unwrap();
            assert_eq!(snapshot(app.world_mut()), snapshots[steps], "seed {seed}: in-place replay differs");
            bifronte::rules::replay::replay(app.world_mut(), &setup, &history[..history.len() - 1]).unwrap();
            assert_eq!(snapshot(app.world_mut()), snapshots[steps - 1], "seed {seed}: undo differs");
            app.world_mut().write_message(ActionRequest(history[history.len() - 1].clone()));
            app.update();
            assert_eq!(snapshot(app.world_mut()), snapshots[steps], "seed {seed}: redo differs");
        }
    }
    assert!(total_actions >= 20, "ran {total_actions} actions");
}
