//! Blocking more than one attacker (509.1a): the declaration, the damage a blocker divides among
//! the attackers it blocks (510.1d), a trampler's lethal damage when another attacker's damage
//! counts (702.19b), and the window's and view's part. Card texts are Oracle text from
//! Scryfall's 2019 dump.

use bevy::prelude::*;
use bifronte::rules::ops::combat;
use bifronte::rules::*;
use bifronte::view::Viewer;

use crate::harness::Table;

const CARDS: &str = r#"
    CardDef(faces: [Face(name: "Trueheart Duelist", mana_cost: "{1}{W}", types: [Creature], subtypes: ["Human", "Warrior"], power: 2, toughness: 2,
        text: "Trueheart Duelist can block an additional creature each combat.")]),
    CardDef(faces: [Face(name: "Palace Guard", mana_cost: "{2}{W}", types: [Creature], subtypes: ["Human", "Soldier"], power: 1, toughness: 4,
        text: "Palace Guard can block any number of creatures.")]),
    CardDef(faces: [Face(name: "Guardian of the Gateless", mana_cost: "{4}{W}", types: [Creature], subtypes: ["Angel"], power: 3, toughness: 3,
        text: "Flying\nGuardian of the Gateless can block any number of creatures.\nWhenever Guardian of the Gateless blocks, it gets +1/+1 until end of turn for each creature it's blocking.")]),
    CardDef(faces: [Face(name: "War Mammoth", mana_cost: "{3}{G}", types: [Creature], subtypes: ["Elephant"], power: 3, toughness: 3,
        text: "Trample")]),
"#;

/// An assisted table in Alice's declare blockers step: Alice's `attackers` attack Bob.
fn blocking(setup: &str, attackers: &[&str]) -> Table {
    let mut t = crate::harness::table(&format!(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [{CARDS}], setup: [{setup}])"#
    ));
    for who in ["Alice", "Bob", "Alice", "Bob"] {
        t.act(&format!("PassPriority(player: {who:?})"));
    }
    let list: Vec<String> = attackers.iter().map(|a| format!("({a:?}, \"Bob\")")).collect();
    t.act(&format!(r#"DeclareAttackers(player: "Alice", attackers: [{}])"#, list.join(", ")));
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.app.world().resource::<Turn>().step, TurnStep::DeclareBlockers, "{}", t.log());
    t
}

fn is_blocking(t: &Table, id: &str) -> bool {
    combat::is_blocking(t.app.world(), t.e(id))
}

fn to_combat_damage(t: &mut Table) {
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.app.world().resource::<Turn>().step, TurnStep::CombatDamage, "{}", t.log());
}

fn bf(id: &str, name: &str, owner: &str) -> String {
    crate::harness::bf(id, name, owner)
}

#[test]
fn rule_509_1a_a_creature_blocks_as_many_attackers_as_its_abilities_allow_and_no_more() {
    let setup = [
        bf("a1", "Grizzly Bears", "Alice"),
        bf("a2", "Grizzly Bears", "Alice"),
        bf("a3", "Grizzly Bears", "Alice"),
        bf("giant", "Hill Giant", "Bob"),
        bf("duelist", "Trueheart Duelist", "Bob"),
        bf("guard", "Palace Guard", "Bob"),
    ]
    .concat();
    let mut t = blocking(&setup, &["a1", "a2", "a3"]);
    let most = |t: &Table, id: &str| combat::blocks_at_most(t.app.world(), t.e(id));
    assert_eq!((most(&t, "giant"), most(&t, "duelist"), most(&t, "guard")), (1, 2, u32::MAX));
    // An ordinary creature blocks one attacker.
    t.act(r#"DeclareBlockers(player: "Bob", blockers: [("giant", "a1"), ("giant", "a2")])"#);
    t.assert_logged("509.1a", "a creature blocks one attacker");
    // One more for "can block an additional creature", not two more.
    t.act(r#"DeclareBlockers(player: "Bob", blockers: [("duelist", "a1"), ("duelist", "a2"), ("duelist", "a3")])"#);
    t.assert_logged("509.1a", "it can block only 2 attacking creatures");
    // The same attacker twice is one block, not two.
    t.act(r#"DeclareBlockers(player: "Bob", blockers: [("guard", "a1"), ("guard", "a1")])"#);
    t.assert_logged("509.1a", "can't block Grizzly Bears twice");
    assert!(!is_blocking(&t, "giant") && !is_blocking(&t, "duelist") && !is_blocking(&t, "guard"));
    // Any number: the Guard blocks all three, and the Duelist two of them as well.
    t.act(
        r#"DeclareBlockers(player: "Bob", blockers: [("guard", "a1"), ("guard", "a2"), ("guard", "a3"), ("duelist", "a1"), ("duelist", "a3")])"#,
    );
    assert!(is_blocking(&t, "guard") && is_blocking(&t, "duelist"), "{}", t.log());
    let world = t.app.world();
    let blocked = |id: &str| combat::blocked_by(world, t.e(id));
    assert_eq!(blocked("guard"), [t.e("a1"), t.e("a2"), t.e("a3")]);
    assert_eq!(blocked("duelist"), [t.e("a1"), t.e("a3")]);
}

/// 509.3a: "Whenever [this creature] blocks" triggers once, however many attackers it blocks.
#[test]
fn rule_509_3a_a_creature_blocking_three_attackers_blocks_once() {
    let setup = [
        bf("a1", "Grizzly Bears", "Alice"),
        bf("a2", "Grizzly Bears", "Alice"),
        bf("a3", "Grizzly Bears", "Alice"),
        bf("gateless", "Guardian of the Gateless", "Bob"),
    ]
    .concat();
    let mut t = blocking(&setup, &["a1", "a2", "a3"]);
    t.act(r#"DeclareBlockers(player: "Bob", blockers: [("gateless", "a1"), ("gateless", "a2"), ("gateless", "a3")])"#);
    let world = t.app.world_mut();
    let mut q = world.query::<&InZone>();
    let on_stack = q.iter(world).filter(|z| z.zone == Zone::Stack).count();
    assert_eq!(on_stack, 1, "{}", t.log());
}

/// 510.1d: a blocker divides its damage among the attackers it blocks; one that has left combat
/// is dealt none, and a division naming it is no longer legal: the rules divide it again.
#[test]
fn rule_510_1d_a_blocker_divides_its_damage_among_the_attackers_still_in_combat() {
    let setup = [
        bf("memnite", "Memnite", "Alice"),
        bf("bears", "Grizzly Bears", "Alice"),
        bf("duelist", "Trueheart Duelist", "Bob"),
    ]
    .concat();
    let mut t = blocking(&setup, &["memnite", "bears"]);
    t.act(r#"DeclareBlockers(player: "Bob", blockers: [("duelist", "memnite"), ("duelist", "bears")])"#);
    // Its controller's choice: a division among creatures it doesn't block is refused.
    t.act(r#"AssignCombatDamage(card: "duelist", to: [("Alice", 2)])"#);
    t.assert_logged("510.1d", "can't assign combat damage to Alice");
    t.act(r#"AssignCombatDamage(card: "duelist", to: [("memnite", 1), ("bears", 1)])"#);
    t.assert_logged("510.1d", "1 to Memnite, 1 to Grizzly Bears");
    // Memnite leaves the battlefield, so combat (506.4): the Duelist still blocks the Bears.
    t.act(r#"Move(card: "memnite", to: Graveyard)"#);
    assert!(is_blocking(&t, "duelist"));
    to_combat_damage(&mut t);
    assert_eq!(t.zone("bears"), Zone::Graveyard, "all 2 to the Bears:\n{}", t.log());
    assert_eq!(t.zone("duelist"), Zone::Graveyard, "the Bears' 2:\n{}", t.log());
}

/// 702.19b's example: a 2/2 that can block an additional creature blocks a 1/1 and a 3/3 with
/// trample; counting the 1/1's damage, 1 is lethal damage to it, so the trampler may assign 2
/// to the player, whichever attacker was declared first.
#[test]
fn rule_702_19b_a_trampler_s_lethal_damage_counts_the_other_attacker_s_damage_to_their_blocker() {
    let setup = [
        bf("mammoth", "War Mammoth", "Alice"),
        bf("memnite", "Memnite", "Alice"),
        bf("duelist", "Trueheart Duelist", "Bob"),
    ]
    .concat();
    let mut t = blocking(&setup, &["mammoth", "memnite"]);
    t.act(r#"DeclareBlockers(player: "Bob", blockers: [("duelist", "mammoth"), ("duelist", "memnite")])"#);
    t.act(r#"AssignCombatDamage(card: "mammoth", to: [("duelist", 1), ("Bob", 2)])"#);
    t.assert_logged("510.1c", "1 to Trueheart Duelist, 2 to Bob");
    let refused = t.app.world().resource::<RulesLog>().entries.iter().any(|e| e.rule == Some("702.19b"));
    assert!(!refused, "{}", t.log());
    // Bob divides the Duelist's 2: all to the Mammoth.
    t.act(r#"AssignCombatDamage(card: "duelist", to: [("mammoth", 2)])"#);
    to_combat_damage(&mut t);
    let bob = find_player(t.app.world(), "Bob").unwrap();
    assert_eq!(t.app.world().get::<Life>(bob).unwrap().0, 18);
    assert_eq!(t.zone("duelist"), Zone::Graveyard);
    assert_eq!((t.zone("memnite"), t.zone("mammoth")), (Zone::Battlefield, Zone::Battlefield));
    assert_eq!(t.app.world().get::<Damage>(t.e("mammoth")).map_or(0, |d| d.0), 2);
}

/// The window: a second block arrow from a creature that can block an additional creature adds a
/// block, from any other it changes nothing; a blocker of two attackers is offered a division.
#[test]
fn rule_509_1a_the_window_adds_a_second_block_and_offers_the_blocker_a_division() {
    use bifronte::overlay::ui::phase::{divisions, drawn_blocks};
    let setup = [
        bf("a1", "Grizzly Bears", "Alice"),
        bf("a2", "Hill Giant", "Alice"),
        bf("a3", "Memnite", "Alice"),
        bf("giant", "Hill Giant", "Bob"),
        bf("duelist", "Trueheart Duelist", "Bob"),
    ]
    .concat();
    let mut t = blocking(&setup, &["a1", "a2", "a3"]);
    for (from, to) in [("giant", "a1"), ("giant", "a2"), ("duelist", "a2"), ("duelist", "a3"), ("duelist", "a1")] {
        t.act(&format!(r#"Arrow(from: {from:?}, to: {to:?}, attack: false)"#));
    }
    let bob = find_player(t.app.world(), "Bob").unwrap();
    let m = bifronte::view::seat::seat_model(t.app.world_mut(), Viewer::Player(bob));
    let name = |id: &str| m.table.objects.iter().find(|o| o.id == id).map(|o| o.shown.name.clone()).unwrap();
    let drawn: Vec<(String, String)> =
        drawn_blocks(&m.table, "Bob").iter().map(|(b, a)| (name(&b.0), name(&a.0))).collect();
    let pair = |b: &str, a: &str| (b.to_string(), a.to_string());
    assert_eq!(
        drawn,
        [
            pair("Hill Giant", "Grizzly Bears"),
            pair("Trueheart Duelist", "Hill Giant"),
            pair("Trueheart Duelist", "Memnite")
        ]
    );
    // The Block button's declaration is legal, and the Duelist's division is Bob's to choose.
    let blockers = drawn_blocks(&m.table, "Bob");
    let seat = Action::DeclareBlockers { player: "Bob".into(), blockers };
    let action = bifronte::view::translate(t.app.world_mut(), Viewer::Player(bob), seat).unwrap();
    t.app.world_mut().write_message(ActionRequest(action));
    t.app.update();
    assert!(is_blocking(&t, "duelist") && is_blocking(&t, "giant"), "{}", t.log());
    let m = bifronte::view::seat::seat_model(t.app.world_mut(), Viewer::Player(bob));
    let d = divisions(&m, "Bob");
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!((d[0].creature.1.as_str(), d[0].power, d[0].blocker), ("Trueheart Duelist", 2, true));
    let among: Vec<(&str, u32)> = d[0].among.iter().map(|(_, n, lethal)| (n.as_str(), *lethal)).collect();
    assert_eq!(among, [("Hill Giant", 3), ("Memnite", 1)]);
    // Alice's Giant, blocked by the Duelist alone, has no division to choose.
    let alice = find_player(t.app.world(), "Alice").unwrap();
    let m = bifronte::view::seat::seat_model(t.app.world_mut(), Viewer::Player(alice));
    assert!(divisions(&m, "Alice").is_empty());
}

#[test]
fn rule_508_1c_a_creature_that_attacks_only_if_the_defender_controls_an_island_may_once_he_does() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
        Card(id: "monster", name: "Sea Monster", owner: "Alice", zone: Battlefield),
        Card(id: "island", name: "Island", owner: "Bob", zone: Hand),
    ])"#,
    );
    let monster = t.app.world().resource::<bifronte::rules::Labels>().0["monster"];
    assert!(!bifronte::rules::ops::combat::may_attack(t.app.world(), monster));
    t.act(r#"Move(card: "island", to: Battlefield)"#);
    assert!(bifronte::rules::ops::combat::may_attack(t.app.world(), monster));
}

#[test]
fn rule_702_16e_combat_damage_from_a_red_attacker_to_a_blocker_with_protection_from_red_is_prevented() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
        Card(id: "smith", name: "Repentant Blacksmith", owner: "Alice", zone: Battlefield),
        Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),
        Card(id: "a1", name: "Plains", owner: "Alice", zone: Library),
        Card(id: "b1", name: "Mountain", owner: "Bob", zone: Library),
    ])"#,
    );
    t.advance_to(Some(2), TurnStep::DeclareAttackers);
    t.act(r#"DeclareAttackers(player: "Bob", attackers: [("giant", "Alice")])"#);
    t.advance_to(Some(2), TurnStep::DeclareBlockers);
    t.act(r#"DeclareBlockers(player: "Alice", blockers: [("smith", "giant")])"#);
    t.advance_to(Some(2), TurnStep::EndOfCombat);
    let world = t.app.world();
    let (smith, giant) = (world.resource::<Labels>().0["smith"], world.resource::<Labels>().0["giant"]);
    assert_eq!(t.zone("smith"), Zone::Battlefield, "{}", t.log());
    assert_eq!(world.get::<bifronte::rules::object::Damage>(smith).map_or(0, |d| d.0), 0);
    assert_eq!(
        world.get::<bifronte::rules::object::Damage>(giant).map_or(0, |d| d.0),
        1,
        "the Blacksmith's 1 is dealt"
    );
    assert!(t.log().contains("702.16e"), "{}", t.log());
}

#[test]
fn rule_702_16c_a_red_aura_can_t_enchant_a_creature_with_protection_from_red_and_falls_off_one_that_gains_it() {
    // Firebreathing's Oracle text (2019 Scryfall dump).
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [CardDef(faces: [Face(name: "Firebreathing",
            mana_cost: "{R}", types: [Enchantment], subtypes: ["Aura"],
            text: "Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn.")])], setup: [
        Card(id: "smith", name: "Repentant Blacksmith", owner: "Alice", zone: Battlefield),
        Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
        Card(id: "fire", name: "Firebreathing", owner: "Alice", zone: Battlefield, attached_to: "bears"),
    ])"#,
    );
    assert_eq!(t.zone("fire"), Zone::Battlefield);
    t.act(r#"Attach(card: "fire", to: "smith")"#);
    let world = t.app.world();
    let (fire, bears) = (world.resource::<Labels>().0["fire"], world.resource::<Labels>().0["bears"]);
    assert_eq!(world.get::<bifronte::rules::object::AttachedTo>(fire).map(|a| a.0), Some(bears), "{}", t.log());
    // The Bears gain protection from red: the Aura is put into its owner's graveyard (704.5m).
    t.act(r#"GainAbility(card: "bears", ability: "Protection from red", until: EndOfTurn)"#);
    assert_eq!(t.zone("fire"), Zone::Graveyard, "{}", t.log());
}

#[test]
fn rule_613_1f_fervor_gives_haste_to_its_controller_s_creatures_only_while_it_is_there() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
        Card(id: "fervor", name: "Fervor", owner: "Alice", zone: Battlefield),
        Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Hand),
        Card(id: "bobs", name: "Grizzly Bears", owner: "Bob", zone: Hand),
    ])"#,
    );
    t.act(r#"Move(card: "bears", to: Battlefield)"#).act(r#"Move(card: "bobs", to: Battlefield)"#);
    let haste = |t: &crate::harness::Table, id: &str| {
        let e = t.app.world().resource::<Labels>().0[id];
        t.app.world().get::<bifronte::rules::characteristics::Characteristics>(e).unwrap().has_keyword_named("haste")
    };
    assert!(haste(&t, "bears"));
    assert!(!haste(&t, "bobs"), "not Alice's");
    let bears = t.app.world().resource::<Labels>().0["bears"];
    assert!(bifronte::rules::ops::combat::may_attack(t.app.world(), bears), "summoning sick, with haste");
    t.act(r#"Move(card: "fervor", to: Graveyard)"#);
    assert!(!haste(&t, "bears"));
    assert!(!bifronte::rules::ops::combat::may_attack(t.app.world(), bears));
}

const REQUIRING: &str = r#"
    CardDef(faces: [Face(name: "Prized Unicorn", mana_cost: "{3}{G}", types: [Creature], subtypes: ["Unicorn"], power: 2, toughness: 2,
        text: "All creatures able to block Prized Unicorn do so.")]),
    CardDef(faces: [Face(name: "Goblin Fire Fiend", mana_cost: "{3}{R}", types: [Creature], subtypes: ["Goblin", "Berserker"], power: 1, toughness: 1,
        text: "Haste\nGoblin Fire Fiend must be blocked if able.\n{R}: Goblin Fire Fiend gets +1/+0 until end of turn.")]),
    CardDef(faces: [Face(name: "Goblin Heelcutter", mana_cost: "{3}{R}", types: [Creature], subtypes: ["Goblin", "Warrior"], power: 3, toughness: 2,
        text: "Menace")]),
    CardDef(faces: [Face(name: "Lure", mana_cost: "{1}{G}{G}", types: [Enchantment], subtypes: ["Aura"],
        text: "Enchant creature\nAll creatures able to block enchanted creature do so.")]),
"#;

/// 509.1c: with "must be blocked" and Lure's line attacking, blocking with none isn't among the
/// defender's choices; the declaration the requirements ask is, and every computer level
/// declares blocks the rules accept (a menace attacker with Lure takes both of Bob's creatures;
/// without it, nothing is asked).
#[test]
fn rule_509_1c_the_seat_s_choices_and_computer_players_obey_block_requirements() {
    use bifronte::ai::Level;
    use rand::SeedableRng;
    let cards = |setup: &str| {
        format!(r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [{CARDS}{REQUIRING}], setup: [{setup}])"#)
    };
    let lure = r#"Card(id: "lure", name: "Lure", owner: "Alice", zone: Battlefield, attached_to: "heel"),"#;
    for (attackers, extra, least) in [
        (vec![("unicorn", "Prized Unicorn"), ("fiend", "Goblin Fire Fiend")], "", 2),
        (vec![("heel", "Goblin Heelcutter")], lure, 2),
        (vec![("heel", "Goblin Heelcutter")], "", 0),
    ] {
        let mine = ["Grizzly Bears", "Hill Giant"];
        for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
            let mut setup: String = attackers.iter().map(|(id, n)| bf(id, n, "Alice")).collect();
            setup.push_str(extra);
            for (i, n) in mine.iter().enumerate() {
                setup.push_str(&bf(&format!("b{i}"), n, "Bob"));
            }
            let mut t = crate::harness::table(&cards(&setup));
            for who in ["Alice", "Bob", "Alice", "Bob"] {
                t.act(&format!("PassPriority(player: {who:?})"));
            }
            let list: Vec<String> = attackers.iter().map(|(a, _)| format!("({a:?}, \"Bob\")")).collect();
            t.act(&format!(r#"DeclareAttackers(player: "Alice", attackers: [{}])"#, list.join(", ")));
            t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
            let bob = find_player(t.app.world(), "Bob").unwrap();
            let m = bifronte::view::seat::seat_model(t.app.world_mut(), Viewer::Player(bob));
            let none = m
                .choices
                .actions
                .iter()
                .any(|a| matches!(a, Action::DeclareBlockers { blockers, .. } if blockers.is_empty()));
            assert_eq!(none, least == 0, "{:?}", m.choices.actions);
            let mut rng = rand::rngs::StdRng::seed_from_u64(7);
            let action = bifronte::ai::act(t.app.world_mut(), bob, level, &mut rng).expect("an answer");
            let Action::DeclareBlockers { blockers, .. } = &action else { panic!("{action:?}") };
            assert!(blockers.len() >= least, "{level:?}: {action:?}");
            t.app.world_mut().write_message(ActionRequest(action.clone()));
            t.app.update();
            let blocking = (0..mine.len()).filter(|i| is_blocking(&t, &format!("b{i}"))).count();
            assert!(blocking >= least, "{level:?} {action:?}: {}", t.log());
            // Bob declared: the step has gone on.
            let declared =
                t.app.world().resource::<bifronte::rules::ops::combat::Combat>().defenders_declared.contains(&bob);
            assert!(declared, "{level:?} {action:?}: {}", t.log());
        }
    }
}
