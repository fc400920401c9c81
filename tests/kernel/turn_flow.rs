//! The turn run by the rules at an assisted table: a whole game of six turns from the sample
//! decks, played by two simple autopilots through priority (117), combat (506–511) and mana
//! (106), with a fixed seed.

use bevy::prelude::*;
use bifronte::cards::{CardDb, CardType};
use bifronte::cli::game_scene;
use bifronte::rules::ops::{combat, mana, priority, stack};
use bifronte::rules::replay::apply_as_frame;
use bifronte::rules::*;
use bifronte::scene::{run_step, start};

/// The ids of what `owner` has in `zone`, in zone order.
fn zone_of(world: &mut World, owner: Entity, zone: Zone) -> Vec<(String, Entity)> {
    let mut q = world.query::<(Entity, &Label, &InZone, &Owner)>();
    let mut v: Vec<(i64, String, Entity)> = q
        .iter(world)
        .filter(|(_, _, z, o)| z.zone == zone && o.0 == owner)
        .map(|(e, l, z, _)| (z.order, l.0.clone(), e))
        .collect();
    v.sort();
    v.into_iter().map(|(_, id, e)| (id, e)).collect()
}

fn chars(world: &World, e: Entity) -> &Characteristics {
    world.get::<Characteristics>(e).expect("characteristics")
}

/// Plays the active player's first main phase: a land, then every creature the lands pay for.
fn main_phase(world: &mut World, me: Entity) {
    let hand = zone_of(world, me, Zone::Hand);
    if let Some((land, _)) = hand.iter().find(|(_, e)| chars(world, *e).has_type(CardType::Land)) {
        apply_as_frame(world, Action::PlayLand(land.clone().into()));
        // 305.2: one a turn.
        let second = hand.iter().filter(|(id, _)| id != land).find(|(_, e)| chars(world, *e).has_type(CardType::Land));
        if let Some((second, e)) = second {
            apply_as_frame(world, Action::PlayLand(second.clone().into()));
            assert_eq!(world.get::<InZone>(*e).unwrap().zone, Zone::Hand, "a second land in a turn");
        }
    }
    for (id, e) in zone_of(world, me, Zone::Battlefield) {
        let untapped = !world.get::<Tapped>(e).is_some_and(|t| t.0);
        let options = mana::mana_options(world, e);
        if untapped && chars(world, e).has_type(CardType::Land) && !options.is_empty() {
            let choice = (options.len() > 1).then(|| options[0].iter().map(|s| s.to_string()).collect());
            apply_as_frame(world, Action::TapForMana { card: id.into(), mana: choice });
        }
    }
    for (id, e) in zone_of(world, me, Zone::Hand) {
        if !chars(world, e).has_type(CardType::Creature) {
            continue;
        }
        let cost = stack::spell_cost(world, e, stack::Casting::default());
        if mana::pay(mana::pool(world, me), &cost, 0, 20).is_err() {
            continue;
        }
        let cast = Action::cast(id);
        apply_as_frame(world, cast);
        // Both pass: it resolves, and its caster has priority again (117.3b).
        pass_until_empty_stack(world);
    }
}

fn pass_until_empty_stack(world: &mut World) {
    for _ in 0..10 {
        if bifronte::rules::query::stack_top(world).is_none() {
            return;
        }
        pass(world);
    }
    panic!("the stack never emptied");
}

fn pass(world: &mut World) {
    let holder = priority::holder(world).expect("someone holds priority");
    let name = world.get::<Player>(holder).unwrap().name.clone();
    apply_as_frame(world, Action::PassPriority { player: name.into(), until: None });
}

/// Every creature of `me` that may attack now attacks `them`.
fn attack(world: &mut World, me: Entity, them: Entity) {
    let mut attackers = Vec::new();
    for (id, e) in zone_of(world, me, Zone::Battlefield) {
        if combat::can_declare_attackers(world, me, &[(e, them)]).is_ok() {
            attackers.push((id.into(), Target::Player(world.get::<Player>(them).unwrap().name.clone().into())));
        }
    }
    let name = world.get::<Player>(me).unwrap().name.clone();
    apply_as_frame(world, Action::DeclareAttackers { player: name.into(), attackers });
}

/// `me` blocks each attacker it can block safely (a blocker whose toughness beats the
/// attacker's power), one blocker each.
fn block(world: &mut World, me: Entity) {
    let attackers: Vec<Entity> =
        world.resource::<combat::Combat>().attacking(world).iter().map(|a| a.creature).collect();
    let mut blocks: Vec<(Entity, Entity)> = Vec::new();
    for (_, b) in zone_of(world, me, Zone::Battlefield) {
        let toughness = chars(world, b).toughness.unwrap_or(0);
        let target = attackers.iter().copied().find(|a| {
            !blocks.iter().any(|(_, x)| x == a)
                && chars(world, *a).power.unwrap_or(0) < toughness
                && combat::can_declare_blockers(world, me, &[(b, *a)]).is_ok()
        });
        if let Some(a) = target {
            blocks.push((b, a));
        }
    }
    if combat::can_declare_blockers(world, me, &blocks).is_err() {
        blocks.clear();
    }
    let label = |e: Entity| world.get::<Label>(e).unwrap().0.clone();
    let blockers = blocks.iter().map(|(b, a)| (label(*b).into(), label(*a).into())).collect();
    let name = world.get::<Player>(me).unwrap().name.clone();
    apply_as_frame(world, Action::DeclareBlockers { player: name.into(), blockers });
}

/// The game played by the autopilots until turn `last` is over; the app.
fn autopilot_game(seed: u64, last: u32) -> App {
    let db = CardDb::load_default().0;
    let l = game_scene(bifronte::i18n::Lang::En, &[], Some(seed), None, &[], &db).unwrap();
    assert_eq!(l.scene.mode, RulesMode::Assisted, "a new game is assisted");
    let mut app = bifronte::app::headless_app(db.clone());
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps {
        assert!(run_step(&mut app, s).is_empty());
    }
    let world = app.world_mut();
    let players = world.resource::<Players>().0.clone();
    // 103.5: each keeps the opening hand; then turn 1 begins.
    for p in &players {
        let name = world.get::<Player>(*p).unwrap().name.clone();
        apply_as_frame(world, Action::Keep { player: name.into(), bottom: None });
    }
    let mut played_main: Option<u32> = None;
    for _ in 0..5000 {
        let turn = world.resource::<Turn>().clone();
        if turn.number > last {
            return app;
        }
        let (me, them) = (players[turn.active], players[1 - turn.active]);
        let declared = world.resource::<combat::Combat>().declared;
        let defended = world.resource::<combat::Combat>().defenders_declared.contains(&them);
        match turn.step {
            TurnStep::PrecombatMain if played_main != Some(turn.number) => {
                played_main = Some(turn.number);
                main_phase(world, me);
            }
            TurnStep::DeclareAttackers if !declared => attack(world, me, them),
            TurnStep::DeclareBlockers if !defended => block(world, them),
            TurnStep::Cleanup => {
                // 514.1: discard down to seven, then the step ends.
                let hand = zone_of(world, me, Zone::Hand);
                for (id, _) in hand.iter().skip(7) {
                    apply_as_frame(world, Action::move_to(id.clone(), Zone::Graveyard));
                }
                pass(world);
            }
            _ => pass(world),
        }
    }
    panic!("six turns took more than 5000 moves");
}

fn total_combat_damage_to(app: &App, who: &str) -> i32 {
    let log = app.world().resource::<RulesLog>();
    let to = format!(" combat damage to {who}");
    log.entries
        .iter()
        .filter(|e| e.rule == Some("120.3a") && e.text.contains(&to))
        .map(|e| {
            let words = e.text.words();
            let before = words.split(&to).next().unwrap_or("");
            before.rsplit(" deals ").next().and_then(|n| n.trim().parse::<i32>().ok()).unwrap_or(0)
        })
        .sum()
}

#[test]
fn rule_117_and_rule_506_a_six_turn_game_runs_through_priority_combat_and_mana() {
    let mut app = autopilot_game(3, 6);
    let world = app.world_mut();
    // Turn 7 has begun: each player has stops only in their own main phases and declare
    // attackers step (the game's defaults), so Bob's last pass ran on by itself through Alice's
    // upkeep and draw step to her first main phase, where she holds priority (117.3a).
    let turn = world.resource::<Turn>().clone();
    assert_eq!((turn.number, turn.step), (7, TurnStep::PrecombatMain));
    let (alice, bob) = (find_player(world, "Alice").unwrap(), find_player(world, "Bob").unwrap());
    assert_eq!(priority::holder(world), Some(alice));
    let log = world.resource::<RulesLog>();
    assert!(log.entries.iter().any(|e| e.text.words().contains("passes priority (no stop here)")));
    // 103.8a: the first player skipped the first draw: Alice drew on turns 3, 5 and 7, Bob on
    // 2, 4 and 6, from 53-card libraries.
    assert_eq!(zone_of(world, alice, Zone::Library).len(), 50);
    assert_eq!(zone_of(world, bob, Zone::Library).len(), 50);
    // Each played a land a turn: three each, all on the battlefield.
    for p in [alice, bob] {
        let lands = zone_of(world, p, Zone::Battlefield)
            .iter()
            .filter(|(_, e)| world.get::<Characteristics>(*e).unwrap().has_type(CardType::Land))
            .count();
        assert_eq!(lands, 3);
    }
    // Creatures were cast and paid for from the pools, and combat happened: every life lost is
    // combat damage the log names (no other damage in this game), and some was dealt.
    let log = world.resource::<RulesLog>();
    assert!(log.entries.iter().any(|e| e.rule == Some("601.2h") && e.text.contains(" pays ")));
    // Seed 3: creatures attack on both sides, one blocks and a creature dies of its damage
    // (704.5g).
    for rule in ["508.1a", "509.1a", "510.2", "704.5g"] {
        assert!(log.entries.iter().any(|e| e.rule == Some(rule)), "no {rule} line in six turns");
    }
    let life = |w: &World, p: Entity| w.get::<Life>(p).unwrap().0;
    let (a, b) = (life(world, alice), life(world, bob));
    assert_eq!(20 - a, total_combat_damage_to(&app, "Alice"));
    assert_eq!(20 - b, total_combat_damage_to(&app, "Bob"));
    assert!(a < 20 || b < 20, "nobody was dealt combat damage in six turns");
    // Nothing is left in combat or in a pool; the stack is empty.
    let world = app.world_mut();
    assert!(world.resource::<combat::Combat>().attackers.is_empty());
    assert!(mana::pool(world, alice).is_empty() && mana::pool(world, bob).is_empty());
    assert!(bifronte::rules::query::stack_top(world).is_none());
    // The same seed plays the same game; its history replays to the same table.
    let again = autopilot_game(3, 6);
    let life_again = |app: &App, who: &str| {
        let p = find_player(app.world(), who).unwrap();
        app.world().get::<Life>(p).unwrap().0
    };
    assert_eq!((life_again(&again, "Alice"), life_again(&again, "Bob")), (a, b));
    let history = app.world().resource::<ActionHistory>().0.to_vec();
    let table = app.world().resource::<bifronte::scene::StartingTable>().0.clone();
    let mut replayed = bifronte::app::headless_app(CardDb::load_default().0);
    bifronte::rules::replay::replay(replayed.world_mut(), &table, &history).unwrap();
    assert_eq!((life_again(&replayed, "Alice"), life_again(&replayed, "Bob")), (a, b));
    let t = replayed.world().resource::<Turn>().clone();
    assert_eq!((t.number, t.step), (7, TurnStep::PrecombatMain));
}

/// The table of a scene played up to (and with) its step number `through` (1-based), and Alice's
/// model of it.
fn scene_at(path: &str, through: usize) -> bifronte::view::seat::SeatModel {
    let db = CardDb::load_default().0;
    let l = bifronte::scene::load_scene(std::path::Path::new(path), &db).unwrap();
    let mut app = bifronte::app::headless_app(db);
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps[..through] {
        run_step(&mut app, s);
    }
    let alice = find_player(app.world(), "Alice").unwrap();
    bifronte::view::seat::seat_model(app.world_mut(), bifronte::view::Viewer::Player(alice))
}

#[test]
fn rule_510_1c_the_window_offers_a_damage_division_where_the_attacker_s_controller_has_a_choice() {
    use bifronte::overlay::ui::phase::divisions;
    // Boggart Brute (3 power, menace) blocked by Memnite and Hill Giant: a choice; Vampire
    // Nighthawk blocked by one creature, no trample: none.
    let m = scene_at("scenes/combat/rule-702-111b-menace-and-flying.ron", 12);
    // Attackers declared, and Bob's blockers: the phase bar offers neither again.
    assert_eq!(m.table.declared, (true, vec!["Bob".to_string()]));
    let d = divisions(&m, "Alice");
    assert_eq!(d.len(), 1, "{d:?}");
    // (The model names objects by the seat's own ids: the names say which.)
    assert_eq!((d[0].creature.1.as_str(), d[0].power), ("Boggart Brute", 3));
    let lethal: Vec<(&str, u32)> = d[0].among.iter().map(|(_, name, n)| (name.as_str(), *n)).collect();
    assert_eq!(lethal, [("Memnite", 1), ("Hill Giant", 3)]);
    assert_eq!(d[0].trample_to, None);
    assert!(divisions(&m, "Bob").is_empty(), "Bob attacks with nothing");
    // A trampler blocked by one creature may send the rest to the player it attacks (702.19b).
    let m = scene_at("scenes/combat/rule-702-19b-trample-and-deathtouch.ron", 8);
    let d = divisions(&m, "Alice");
    assert_eq!(d.len(), 2, "{d:?}");
    assert!(d.iter().all(|x| x.trample_to.as_ref().is_some_and(|(_, to)| to == "Bob")), "{d:?}");
}

#[test]
fn what_a_hostile_seat_could_write_in_the_turn_s_actions_is_bounded_and_refused_in_one_line() {
    use bifronte::rules::ops::priority::Stops;
    let mut t = crate::harness::with(r#"Card(id: "forest", name: "Forest", owner: "Alice", zone: Battlefield),"#);
    t.act("SetMode(Assisted)");
    let w = t.app.world_mut();
    // A cost no pool could pay: refused with what is missing, not counted out mana by mana.
    apply_as_frame(w, Action::PayCost { player: "Alice".into(), cost: "{4294967295}{4294967295}".into(), pay: None });
    let log = w.resource::<RulesLog>();
    assert!(log.entries.iter().any(|e| e.rule == Some("601.2h") && e.text.words().contains("missing {8589934590}")));
    // Stops are a set of the steps with priority, however long the list sent.
    let long = vec![TurnStep::Upkeep; 5000];
    apply_as_frame(w, Action::SetStops { player: "Alice".into(), own: long, others: vec![TurnStep::Untap; 10] });
    let alice = find_player(w, "Alice").unwrap();
    let stops = w.get::<Stops>(alice).unwrap();
    assert_eq!((stops.own.as_slice(), stops.others.as_slice()), ([TurnStep::Upkeep].as_slice(), [].as_slice()));
}

/// 702.15e: damage dealt by a source with lifelink causes that source's controller to gain
/// that much life, each source's a life gain of its own: two lifelinkers unblocked are two
/// gains of 2, not one of 4 (a "whenever you gain life" ability triggers twice).
#[test]
fn rule_702_15e_each_lifelink_source_is_a_life_gain_of_its_own() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "a", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, counters: [("lifelink", 1)]),
            Card(id: "b", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, counters: [("lifelink", 1)]),
        ])"#,
    );
    for who in ["Alice", "Bob", "Alice", "Bob"] {
        t.act(&format!("PassPriority(player: {who:?})"));
    }
    t.act(r#"DeclareAttackers(player: "Alice", attackers: [("a", "Bob"), ("b", "Bob")])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    t.act(r#"DeclareBlockers(player: "Bob", blockers: [])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let world = t.app.world();
    let gains: Vec<String> = world
        .resource::<bifronte::rules::RulesLog>()
        .entries
        .iter()
        .filter(|e| e.rule == Some("702.15b"))
        .map(|e| e.to_string())
        .collect();
    assert_eq!(gains.len(), 2, "{gains:?}\n{}", t.log());
    assert!(gains.iter().all(|g| g.contains("gains 2 life")), "{gains:?}");
}

/// 615.7, 615.6: a prevention shield prevents combat damage before it is dealt, so the
/// lifelink source gains life only for the damage it did deal; the shield is spent, and a
/// shield left over ends with the turn.
#[test]
fn rule_615_7_a_shield_prevents_combat_damage_and_lifelink_gains_only_what_is_dealt() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "a", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, counters: [("lifelink", 1)]),
            Card(id: "b", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, counters: [("lifelink", 1)]),
            Card(id: "healer", name: "Samite Healer", owner: "Bob", zone: Battlefield),
            Card(id: "salve", name: "Healing Salve", owner: "Alice", zone: Hand),
            Card(id: "p", name: "Plains", owner: "Alice", zone: Battlefield),
        ])"#,
    );
    // A shield on Alice that nothing uses this turn.
    t.act(r#"Cast(card: "salve", targets: ["Alice"], modes: [1])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    for who in ["Alice", "Bob", "Alice", "Bob"] {
        t.act(&format!("PassPriority(player: {who:?})"));
    }
    t.act(r#"DeclareAttackers(player: "Alice", attackers: [("a", "Bob"), ("b", "Bob")])"#);
    t.act(r#"PassPriority(player: "Alice")"#);
    t.act(r#"Activate(card: "healer", ability: 0, targets: ["Bob"])"#);
    for who in ["Bob", "Alice", "Alice", "Bob"] {
        t.act(&format!("PassPriority(player: {who:?})"));
    }
    t.act(r#"DeclareBlockers(player: "Bob", blockers: [])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let world = t.app.world_mut();
    let life = |w: &mut World, name: &str| {
        let p = find_player(w, name).unwrap();
        w.get::<bifronte::rules::object::Life>(p).map(|l| l.0)
    };
    assert_eq!(life(world, "Bob"), Some(17), "{}", t.log());
    let world = t.app.world_mut();
    assert_eq!(life(world, "Alice"), Some(23), "{}", t.log());
    let turn = t.app.world().resource::<bifronte::rules::Turn>();
    assert_eq!(turn.shields.len(), 1, "only Alice's shield is left: {:?}", turn.shields);
    for who in ["Alice", "Bob"] {
        t.act(&format!("PassPriority(player: {who:?}, until: MyTurn)"));
    }
    assert!(t.app.world().resource::<bifronte::rules::Turn>().shields.is_empty(), "{}", t.log());
}

/// 117.3d, 305.1, 305.9, 601.2, 605: the text client's `help` says what the seat may do now and
/// with one card, from the same view the window's menus read: priority's pass, a land in the
/// hand played and never cast, a spell cast, an untapped land tapped for mana; nothing for a
/// seat that doesn't hold priority.
#[test]
fn rule_305_9_the_text_client_s_help_offers_what_the_rules_allow_now() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "f1", name: "Forest", owner: "Alice", zone: Battlefield),
            Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Hand),
            Card(id: "land", name: "Forest", owner: "Alice", zone: Hand),
        ])"#,
    );
    let id = |t: &mut crate::harness::Table, label: &str| crate::harness::id_for(&mut t.app, 0, label);
    let (f1, bears, land) = (id(&mut t, "f1"), id(&mut t, "bears"), id(&mut t, "land"));
    let w = t.app.world_mut();
    let (alice, bob) = (find_player(w, "Alice").unwrap(), find_player(w, "Bob").unwrap());
    let model = |w: &mut World, p| bifronte::view::seat::seat_model(w, bifronte::view::Viewer::Player(p));
    let m = model(w, alice);
    let help = bifronte::cli::help::help(bifronte::i18n::Lang::En, "help", &m).expect("help is a word");
    assert!(help.contains("pass — you hold priority"), "{help}");
    assert!(help.contains(&format!("cast {bears} — Grizzly Bears")), "{help}");
    assert!(help.contains(&format!("play {land} — Forest")), "{help}");
    assert!(help.contains(&format!("tap {f1} — Forest adds {{G}}")), "{help}");
    assert!(!help.contains(&format!("cast {land}")), "a land is never cast (305.9): {help}");
    // What the rules accept now, whole: the land played, priority passed; not the Bears, whose
    // {1}{G} one Forest can't pay (601.2h).
    let accepted = &m.choices.actions;
    assert!(accepted.contains(&Action::PlayLand(land.as_str().into())), "{accepted:?}");
    assert!(accepted.contains(&Action::PassPriority { player: "Alice".into(), until: None }), "{accepted:?}");
    assert!(!accepted.iter().any(|a| matches!(a, Action::Cast { .. })), "{accepted:?}");
    assert!(help.contains("The rules accept now (2):") && help.contains("Forest"), "{help}");
    let one = bifronte::cli::help::help(bifronte::i18n::Lang::En, &format!("help {land}"), &m).unwrap();
    assert!(one.contains(&format!("play {land}")) && !one.contains("cast"), "{one}");
    assert_eq!(bifronte::cli::help::help(bifronte::i18n::Lang::En, "pass", &m), None, "only help is help");
    let theirs = bifronte::cli::help::help(bifronte::i18n::Lang::En, "help", &model(w, bob)).unwrap();
    assert!(theirs.contains("nothing: the other players act"), "{theirs}");
}
