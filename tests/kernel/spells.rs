//! Spells that do what they say (608.2c): each kind of typed step proved by a scene that casts a
//! real card with it, targets checked as a spell is cast (601.2c) and again as it resolves
//! (608.2b), what a free table and an old save leave to the players, and the targets the
//! kernel offers a seat.

use std::path::PathBuf;

use bifronte::cards::CardDb;
use bifronte::cards::abilities::Ability;
use bifronte::cards::effects::StepKind;
use bifronte::rules::{Action, RulesMode, Zone};
use bifronte::scene::{Outcome, Step, load_scene, run_scene};

use crate::harness::{Table, table};

fn life(t: &Table, name: &str) -> i32 {
    let p = bifronte::rules::query::find_player(t.app.world(), name).unwrap_or_else(|| panic!("no player {name}"));
    t.app.world().get::<bifronte::rules::Life>(p).unwrap().0
}

/// The kinds of step a card's face uses, read from its printed text, its triggered abilities'
/// too (and a Siege's intrinsic
/// ability, 310.11b: "exile it, then you may cast it transformed without paying its mana cost";
/// madness's, 702.35a: "its owner may cast it by paying [cost] rather than paying its mana cost").
fn kinds_of(db: &CardDb, name: &str) -> Vec<StepKind> {
    let Some(def) = db.get(name) else { return Vec::new() };
    let mut out = Vec::new();
    if def.front().subtypes.iter().any(|s| s == "Siege") {
        out.extend([StepKind::Exile, StepKind::CastThis]);
    }
    // Its lines as the table reads them together (a line "... instead if ..." is read into the
    // one above it, 608.2c).
    for line in def.front().text.abilities() {
        match &line.ability {
            // With the steps a delayed ability holds (603.7a).
            Ability::Effect(e) => out.extend(e.steps.iter().flat_map(|s| s.kinds())),
            // An activated ability's steps (602): a scene activates it.
            Ability::Activated(a) => out.extend(a.effect.steps.iter().flat_map(|s| s.kinds())),
            // 702.35a: the triggered ability a madness cost stands for.
            Ability::SpellCost(c)
                if matches!(
                    **c,
                    bifronte::cards::costs::SpellCost::Alternative(bifronte::cards::costs::Alternative::Madness, _)
                ) =>
            {
                out.push(StepKind::Madness)
            }
            // A modal spell's modes (700.2).
            Ability::Mode(Some(e)) => out.extend(e.steps.iter().flat_map(|s| s.kinds())),
            // A triggered ability's, of a permanent the scene casts (a reflexive one, 603.12).
            Ability::Triggered(t) => {
                if let Some(bifronte::cards::triggers::TriggerEffect::Steps(e)) = &t.effect {
                    out.extend(e.steps.iter().flat_map(|s| s.kinds()));
                }
            }
            _ => {}
        }
    }
    out
}

#[test]
fn every_kind_of_spell_step_has_a_scene_that_casts_a_real_card_using_it_at_an_assisted_table() {
    // (Or activates one: equip's step is only an activated ability's.)
    let (db, _) = CardDb::load_default();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenes/spells");
    for kind in StepKind::ALL {
        let path = dir.join(kind.scene());
        let l = load_scene(&path, &db).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        assert_eq!(l.scene.mode, RulesMode::Assisted, "{kind:?}: {}", path.display());
        assert!(matches!(run_scene(&l, &db), Outcome::Pass), "{kind:?}: {} fails", path.display());
        let cast: Vec<bifronte::rules::ObjectId> = l
            .scene
            .steps
            .iter()
            .filter_map(|s| match s {
                Step::Do(Action::Cast { card, .. } | Action::Activate { card, .. }) => Some(card.clone()),
                _ => None,
            })
            .collect();
        let names: Vec<String> = l
            .scene
            .setup
            .iter()
            .filter_map(|e| match e {
                bifronte::rules::setup::SetupEntry::Card { id, name, .. } if cast.contains(id) => Some(name.clone()),
                _ => None,
            })
            .collect();
        assert!(
            names.iter().any(|n| kinds_of(&db, n).contains(&kind)),
            "{kind:?}: {} casts no card with this kind of step ({names:?})",
            path.display()
        );
    }
}

const ASSISTED: &str = r#"(players: ["Alice", "Bob"], mode: Assisted, setup: ["#;

#[test]
fn rule_608_2b_a_target_that_no_longer_fits_the_text_is_illegal_and_the_spell_does_not_resolve() {
    let mut t = table(&format!(
        r#"{ASSISTED}
        Card(id: "blade", name: "Doom Blade", owner: "Alice", zone: Hand),
        Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
    ])"#
    ));
    t.act(r#"AddMana(player: "Alice", mana: "{C}{B}")"#);
    t.act(r#"Cast(card: "blade", targets: ["bears"])"#);
    assert_eq!(t.zone("blade"), Zone::Stack);
    // The Bears turn black while Doom Blade waits: "target nonblack creature" no longer fits.
    t.act(r#"BecomeColors(card: "bears", colors: [Black], until: EndOfTurn)"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.zone("bears"), Zone::Battlefield, "{}", t.log());
    assert_eq!(t.zone("blade"), Zone::Graveyard);
    t.assert_logged("608.2b", "doesn't resolve");
}

#[test]
fn rule_608_2b_with_its_only_target_gone_a_spell_does_none_of_its_steps() {
    // Dark Nourishment: 3 damage to any target, then "you gain 3 life": with the target gone,
    // it doesn't resolve at all, and nobody gains life.
    let mut t = table(&format!(
        r#"{ASSISTED}
        Card(id: "food", name: "Dark Nourishment", owner: "Alice", zone: Hand),
        Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
    ])"#
    ));
    t.act(r#"AddMana(player: "Alice", mana: "{C}{C}{C}{C}{B}")"#);
    t.act(r#"Cast(card: "food", targets: ["bears"])"#);
    t.act(r#"PassPriority(player: "Alice")"#);
    t.act(r#"Move(card: "bears", to: Hand)"#);
    t.act(r#"PassPriority(player: "Bob")"#).act(r#"PassPriority(player: "Alice")"#);
    assert_eq!(t.zone("food"), Zone::Graveyard, "{}", t.log());
    assert_eq!(life(&t, "Alice"), 20);
}

#[test]
fn rule_608_2c_steps_happen_in_the_order_written_damage_then_life() {
    let mut t = table(&format!(
        r#"{ASSISTED}
        Card(id: "food", name: "Dark Nourishment", owner: "Alice", zone: Hand),
    ])"#
    ));
    t.act(r#"AddMana(player: "Alice", mana: "{C}{C}{C}{C}{B}")"#);
    t.act(r#"Cast(card: "food", targets: ["Bob"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!((life(&t, "Alice"), life(&t, "Bob")), (23, 17));
    let log = t.log();
    let log: Vec<&str> = log.lines().collect();
    let damage = log.iter().position(|l| l.contains("deals 3 damage to Bob")).expect("the damage");
    let life = log.iter().position(|l| l.contains("Alice gains 3 life")).expect("the life");
    let graveyard = log.iter().rposition(|l| l.contains("Dark Nourishment moves from the stack")).expect("the move");
    assert!(damage < life && life < graveyard, "{log:?}");
}

#[test]
fn at_a_free_table_and_in_a_game_kept_before_spells_did_what_they_say_the_players_carry_it_out() {
    for (mode, by_hand) in [("Free", false), ("Assisted", true)] {
        let mut t = table(&format!(
            r#"(players: ["Alice", "Bob"], mode: {mode}, spells_by_hand: {by_hand}, setup: [
            Card(id: "bolt", name: "Lightning Bolt", owner: "Alice", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
        ])"#
        ));
        t.act(r#"AddMana(player: "Alice", mana: "{R}")"#);
        t.act(r#"Cast(card: "bolt", targets: ["bears"])"#);
        if mode == "Free" {
            t.act("Resolve");
        } else {
            t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        }
        assert_eq!(t.zone("bolt"), Zone::Graveyard, "{mode}: {}", t.log());
        assert_eq!(t.zone("bears"), Zone::Battlefield, "{mode}, by hand {by_hand}: {}", t.log());
    }
    // A save of format 2 (before spells did what they say) reads as by hand.
    let (db, _) = CardDb::load_default();
    let dir = std::env::temp_dir().join(format!("bifronte-spells-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("old.ron");
    std::fs::write(
        &path,
        r#"Scene(format: 2, title: "", players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "bolt", name: "Lightning Bolt", owner: "Alice", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
        ], steps: [
            Do(AddMana(player: "Alice", mana: "{R}")),
            Do(Cast(card: "bolt", targets: ["bears"])),
            Do(PassPriority(player: "Alice")), Do(PassPriority(player: "Bob")),
            Expect(card: "bears", zone: Battlefield),
            Expect(card: "bolt", zone: Graveyard),
        ])"#,
    )
    .unwrap();
    let l = load_scene(&path, &db).unwrap();
    assert!(l.table().spells_by_hand);
    assert!(matches!(run_scene(&l, &db), Outcome::Pass), "{:?}", run_scene(&l, &db));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_targets_a_seat_is_offered_are_the_kernel_s_legal_ones() {
    let mut t = table(&format!(
        r#"{ASSISTED}
        Card(id: "blade", name: "Doom Blade", owner: "Alice", zone: Hand),
        Card(id: "bolt", name: "Lightning Bolt", owner: "Alice", zone: Hand),
        Card(id: "sculpt", name: "Mind Sculpt", owner: "Alice", zone: Hand),
        Card(id: "specter", name: "Hypnotic Specter", owner: "Bob", zone: Battlefield),
        Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
        Card(id: "forest", name: "Forest", owner: "Bob", zone: Battlefield),
    ])"#
    ));
    let world = t.app.world_mut();
    let alice = bifronte::rules::query::find_player(world, "Alice").unwrap();
    let view = bifronte::view::table_view(world, bifronte::view::Viewer::Player(alice));
    let players = ["Alice".to_string(), "Bob".to_string()];
    let named = |x: &String| if players.contains(x) { x.clone() } else { view.known_name(x) };
    let card = |name: &str| view.objects.iter().find(|o| o.known_name() == name).unwrap_or_else(|| panic!("no {name}"));
    let offered = |name: &str| -> Vec<String> {
        let o = card(name);
        let mut names: Vec<String> = o.casts[0].targets[0].iter().map(named).collect();
        names.sort();
        names
    };
    assert_eq!(offered("Doom Blade"), ["Grizzly Bears"]);
    assert_eq!(offered("Lightning Bolt"), ["Alice", "Bob", "Grizzly Bears", "Hypnotic Specter"]);
    assert_eq!(offered("Mind Sculpt"), ["Bob"]);
    assert!(card("Forest").casts.is_empty(), "a permanent on the battlefield isn't cast");
    // The text client prints them on the card's line, for `cast ID TARGET`.
    let bears = card("Grizzly Bears").id.clone();
    assert!(
        card("Doom Blade").line(bifronte::i18n::Lang::En).contains(&format!("[cast targeting {bears}]")),
        "{}",
        card("Doom Blade").line(bifronte::i18n::Lang::En)
    );
}

#[test]
fn the_ledger_counts_nonland_card_copies_at_their_lowest_level_and_ends_with_the_sum() {
    let dir = std::env::temp_dir().join(format!("bifronte-ledger-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let deck = dir.join("deck.txt");
    // Lightning Bolt is carried out whole; Grizzly Bears has no text; Thought-Knot Seer's
    // "reveals their hand. You choose a nonland card from it" trigger is put on the stack for
    // the players (reminded); lands aren't counted.
    std::fs::write(&deck, "4 Lightning Bolt\n4 Grizzly Bears\n2 Thought-Knot Seer\n20 Mountain\n").unwrap();
    let out = crate::harness::bifronte()
        .args(["cards", "--automation"])
        .arg(&deck)
        .env("BIFRONTE_DB", dir.join("none.db"))
        .output()
        .expect("bifronte runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        text.lines().last(),
        Some("automatic 8 of 10 cards (80.0 %), assisted 0, reminded 2, by hand 0"),
        "{text}"
    );
    assert!(text.contains("2  When this creature enters, target opponent reveals their hand."), "{text}");
    // Thought-Knot Seer's first trigger is the one line that keeps it from being automatic: it
    // heads the second list too.
    let (_, alone) = text.split_once("alone keep a card from being automatic").expect("the second list");
    assert!(
        alone.lines().nth(1).is_some_and(|l| l.contains("2  When this creature enters, target opponent")),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn rule_101_1_a_spell_that_says_it_can_t_be_countered_stays_on_the_stack() {
    // Abrupt Decay (Oracle text as Scryfall gives it); Cancel at it does nothing.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted,
        cards: [CardDef(faces: [Face(name: "Abrupt Decay", mana_cost: "{B}{G}", types: [Instant],
            text: "This spell can't be countered.\nDestroy target nonland permanent with mana value 3 or less.")])],
        setup: [
            Card(id: "decay", name: "Abrupt Decay", owner: "Alice", zone: Hand),
            Card(id: "cancel", name: "Cancel", owner: "Bob", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
        ])"#,
    );
    t.act(r#"AddMana(player: "Alice", mana: "{B}{G}")"#);
    t.act(r#"Cast(card: "decay", targets: ["bears"])"#);
    t.act(r#"PassPriority(player: "Alice")"#);
    t.act(r#"AddMana(player: "Bob", mana: "{C}{U}{U}")"#);
    t.act(r#"Cast(card: "cancel", targets: ["decay"])"#);
    assert_eq!(t.zone("cancel"), Zone::Stack, "{}", t.log());
    t.act(r#"PassPriority(player: "Bob")"#).act(r#"PassPriority(player: "Alice")"#);
    assert_eq!(t.zone("cancel"), Zone::Graveyard, "{}", t.log());
    assert_eq!(t.zone("decay"), Zone::Stack, "{}", t.log());
    t.assert_logged("101.1", "can't be countered");
}

#[test]
fn rule_702_102c_a_fused_spell_s_targets_are_the_left_half_s_then_the_right_half_s() {
    let t = table(&format!(
        r#"{ASSISTED}
        Card(id: "weartear", name: "Wear // Tear", owner: "Alice", zone: Hand),
        Card(id: "memnite", name: "Memnite", owner: "Bob", zone: Battlefield),
        Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
        Card(id: "pacifism", name: "Pacifism", owner: "Bob", zone: Battlefield, attached_to: "bears"),
    ])"#
    ));
    let world = t.app.world();
    let id = |s: &str| world.resource::<bifronte::rules::Labels>().0[s];
    let choices = |fused| {
        let how = bifronte::rules::ops::stack::Casting { fused, ..Default::default() };
        bifronte::rules::ops::spells::target_choices(world, id("weartear"), how, &[]).map(|(slots, _optional)| slots)
    };
    assert_eq!(choices(false), Some(vec![vec![id("memnite")]]), "Wear alone: an artifact");
    assert_eq!(choices(true), Some(vec![vec![id("memnite")], vec![id("pacifism")]]), "fused: then an enchantment");
}

#[test]
fn rule_115_1_a_target_without_the_characteristic_its_text_names_is_refused_in_those_words() {
    // Smite the Monstrous (Oracle text from the 2019 dump) at a 2/2.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted,
        cards: [CardDef(faces: [Face(name: "Smite the Monstrous", mana_cost: "{3}{W}", types: [Instant],
            text: "Destroy target creature with power 4 or greater.")])],
        setup: [
            Card(id: "smite", name: "Smite the Monstrous", owner: "Alice", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
        ])"#,
    );
    t.act(r#"AddMana(player: "Alice", mana: "{C}{C}{C}{W}")"#);
    t.act(r#"Cast(card: "smite", targets: ["bears"])"#);
    assert_eq!(t.zone("smite"), Zone::Hand, "{}", t.log());
    t.assert_logged("601.2c", "isn't a creature permanent with power 4 or greater");
}

#[test]
fn rule_702_11b_a_spell_can_t_target_an_opponent_s_hexproof_creature_and_says_why() {
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted,
        cards: [CardDef(faces: [Face(name: "Gladecover Scout", mana_cost: "{G}", types: [Creature], subtypes: ["Elf", "Scout"],
            power: 1, toughness: 1, text: "Hexproof")])],
        setup: [
            Card(id: "blade", name: "Doom Blade", owner: "Alice", zone: Hand),
            Card(id: "scout", name: "Gladecover Scout", owner: "Bob", zone: Battlefield),
        ])"#,
    );
    t.act(r#"AddMana(player: "Alice", mana: "{C}{B}")"#);
    t.act(r#"Cast(card: "blade", targets: ["scout"])"#);
    assert_eq!(t.zone("blade"), Zone::Hand, "{}", t.log());
    t.assert_logged("702.11b", "hexproof");
}

#[test]
fn rule_702_88a_a_countered_or_graveyard_cast_rebound_spell_goes_to_the_graveyard() {
    // Countered, it doesn't resolve: nothing is exiled and nothing waits for the next upkeep.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted,
        setup: [
            Card(id: "shock", name: "Staggershock", owner: "Alice", zone: Hand),
            Card(id: "cancel", name: "Cancel", owner: "Bob", zone: Hand),
        ])"#,
    );
    t.act(r#"AddMana(player: "Alice", mana: "{C}{C}{R}")"#);
    t.act(r#"Cast(card: "shock", targets: ["Bob"])"#);
    t.act(r#"PassPriority(player: "Alice")"#);
    t.act(r#"AddMana(player: "Bob", mana: "{C}{U}{U}")"#);
    t.act(r#"Cast(card: "cancel", targets: ["shock"])"#);
    t.act(r#"PassPriority(player: "Bob")"#).act(r#"PassPriority(player: "Alice")"#);
    assert_eq!(t.zone("shock"), Zone::Graveyard, "{}", t.log());
    assert!(!t.log().contains("702.88a"), "{}", t.log());
    // Cast from anywhere but a hand (here a graveyard, at a free table), it is put into the
    // graveyard as it resolves.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Free,
        setup: [Card(id: "shock", name: "Staggershock", owner: "Alice", zone: Graveyard)])"#,
    );
    t.act(r#"Cast(card: "shock", targets: ["Bob"])"#);
    t.act("Resolve");
    assert_eq!(t.zone("shock"), Zone::Graveyard, "{}", t.log());
    assert!(!t.log().contains("702.88a"), "{}", t.log());
}

#[test]
fn rule_115_1_a_target_named_by_its_subtype_must_have_it() {
    // Human Frailty (Oracle text as Scryfall's 2019 dump gives it): the Bears aren't Human, Elite
    // Vanguard is.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted,
        cards: [CardDef(faces: [Face(name: "Human Frailty", mana_cost: "{B}", types: [Instant],
            text: "Destroy target Human creature.")])],
        setup: [
            Card(id: "frailty", name: "Human Frailty", owner: "Alice", zone: Hand),
            Card(id: "s", name: "Swamp", owner: "Alice", zone: Battlefield),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            Card(id: "vanguard", name: "Elite Vanguard", owner: "Bob", zone: Battlefield),
        ])"#,
    );
    t.act(r#"Cast(card: "frailty", targets: ["bears"])"#);
    assert_eq!(t.zone("frailty"), Zone::Hand, "{}", t.log());
    t.act(r#"Cast(card: "frailty", targets: ["vanguard"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.zone("vanguard"), Zone::Graveyard, "{}", t.log());
    assert_eq!(t.zone("bears"), Zone::Battlefield);
}

/// 113.6m, 602.2: an ability that returns its card from its owner's graveyard is offered to that
/// player, as the seat's legal actions (what the window's menu, the text client and the
/// computer players read), only where it can be activated: its owner's, with the mana for it.
#[test]
fn rule_113_6m_a_graveyard_ability_is_offered_to_its_owner_only() {
    let mut t = crate::harness::with(
        r#"Card(id: "skeleton", name: "Sanitarium Skeleton", owner: "Alice", zone: Graveyard),
           Card(id: "bones", name: "Sanitarium Skeleton", owner: "Bob", zone: Graveyard),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{B}{B}{B}")"#);
    // Whether the seat is offered to activate the card, as the seat names it.
    let activates = |t: &mut Table, seat: usize, card: &str| {
        let id = crate::harness::id_for(&mut t.app, seat, card);
        let player = t.app.world().resource::<bifronte::rules::object::Players>().0[seat];
        let view = bifronte::view::table_view_unexplained(t.app.world_mut(), bifronte::view::Viewer::Player(player));
        let ways = bifronte::view::choices::choices(t.app.world_mut(), player, &view).actions;
        ways.iter().any(|a| matches!(a, Action::Activate { card: c, .. } if c.as_str() == id))
    };
    assert!(activates(&mut t, 0, "skeleton"), "Alice's own Skeleton");
    assert!(!activates(&mut t, 0, "bones"), "not Bob's, from Alice's seat");
    // Bob doesn't hold priority, nor the mana: nothing of his is offered now.
    assert!(!activates(&mut t, 1, "bones"));
    t.act(r#"Activate(card: "skeleton", ability: 0)"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.zone("skeleton"), Zone::Hand, "{}", t.log());
}

/// 602.2b: an activation whose target isn't legal isn't made, and its line says so as for an
/// ability ("nothing happens"), not as for a spell ("it isn't cast"); a cast says the latter.
#[test]
fn rule_602_2b_a_refused_activation_isn_t_said_to_be_a_cast() {
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "miner", name: "Dwarven Miner", owner: "Alice", zone: Battlefield),
            Card(id: "m1", name: "Mountain", owner: "Alice", zone: Battlefield),
            Card(id: "m2", name: "Mountain", owner: "Alice", zone: Battlefield),
            Card(id: "m3", name: "Mountain", owner: "Alice", zone: Battlefield),
            Card(id: "bolt", name: "Lightning Bolt", owner: "Alice", zone: Hand),
            Card(id: "forest", name: "Forest", owner: "Bob", zone: Battlefield),
        ])"#,
    );
    t.act(r#"Activate(card: "miner", ability: 0, targets: ["forest"])"#);
    t.assert_logged("601.2c", "not a legal target for Dwarven Miner; nothing happens");
    assert!(!t.log().contains("Dwarven Miner; it isn't cast"), "{}", t.log());
    t.act(r#"Cast(card: "bolt", targets: ["forest"])"#);
    t.assert_logged("601.2c", "not a legal target for Lightning Bolt; it isn't cast");
}

#[test]
fn rule_601_2c_any_number_of_targets_offers_a_slot_for_each_spell_there_is() {
    // Mindbreak Trap (Scryfall's 2019 Oracle text): "any number of target spells" names as
    // many as its caster chooses; the menus offer one optional slot for each spell on the
    // stack, no more.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted,
            cards: [CardDef(faces: [Face(name: "Mindbreak Trap", mana_cost: "{2}{U}{U}", types: [Instant], subtypes: ["Trap"],
                text: "If an opponent cast three or more spells this turn, you may pay {0} rather than pay this spell's mana cost.\nExile any number of target spells.")])],
            setup: [
                Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Hand),
                Card(id: "bolt", name: "Lightning Bolt", owner: "Alice", zone: Hand),
                Card(id: "trap", name: "Mindbreak Trap", owner: "Bob", zone: Hand),
            ])"#,
    );
    t.advance_to(Some(1), bifronte::rules::TurnStep::PrecombatMain);
    let slots = |t: &mut Table| {
        let trap = crate::harness::seen_by(&mut t.app, 1, "trap").expect("Bob sees his hand");
        let cast = trap.casts.iter().find(|c| c.alternative.is_none()).cloned().expect("cast for its mana cost");
        (cast.targets.iter().map(Vec::len).collect::<Vec<_>>(), cast.optional)
    };
    assert_eq!(slots(&mut t), (vec![], vec![]));
    t.act(r#"AddMana(player: "Alice", mana: "{G}{C}{R}")"#);
    t.act(r#"Cast(card: "bears")"#);
    assert_eq!(slots(&mut t), (vec![1], vec![true]));
    t.act(r#"Cast(card: "bolt", targets: ["Bob"])"#);
    assert_eq!(slots(&mut t), (vec![2, 2], vec![true, true]));
    // Both chosen, the Trap resolves and exiles both (406.2).
    t.act(r#"PassPriority(player: "Alice")"#);
    t.act(r#"AddMana(player: "Bob", mana: "{U}{U}{C}{C}")"#);
    t.act(r#"Cast(card: "trap", targets: ["bolt", "bears"])"#);
    t.act(r#"PassPriority(player: "Bob")"#).act(r#"PassPriority(player: "Alice")"#);
    assert_eq!(t.zone("bolt"), Zone::Exile);
    assert_eq!(t.zone("bears"), Zone::Exile);
    assert_eq!(life(&t, "Bob"), 20);
}

/// 701.21a: Cataclysm's choice as a seat is offered it: every way listed keeps one permanent of
/// each type the player can (an artifact creature for one of the two), and the computer
/// opponent's choice is one of them, accepted by the rules.
#[test]
fn rule_701_21a_a_seat_is_offered_only_ways_to_keep_one_of_each_type() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "cataclysm", name: "Cataclysm", owner: "Alice", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
            Card(id: "myr", name: "Myr Adapter", owner: "Alice", zone: Battlefield),
            Card(id: "ape", name: "Kird Ape", owner: "Alice", zone: Battlefield),
            Card(id: "f1", name: "Forest", owner: "Alice", zone: Battlefield),
            Card(id: "f2", name: "Forest", owner: "Alice", zone: Battlefield),
        ])"#,
    );
    t.act(r#"AddMana(player: "Alice", mana: "{W}{W}{C}{C}")"#).act(r#"Cast(card: "cataclysm")"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let alice = t.app.world().resource::<bifronte::rules::Players>().0[0];
    let view = bifronte::view::table_view_unexplained(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let choices = bifronte::view::choices::choices(t.app.world_mut(), alice, &view);
    let ways: Vec<Vec<String>> = choices
        .actions
        .iter()
        .filter_map(|a| match a {
            Action::ChooseCards { cards, .. } => Some(cards.iter().map(|c| c.to_string()).collect()),
            _ => None,
        })
        .collect();
    // The Myr as the artifact with a creature and a land (2 x 2 ways), or as the creature with
    // a land and no artifact left: only sets of three.
    assert_eq!(ways.len(), 4, "{ways:?}");
    assert!(ways.iter().all(|w| w.len() == 3), "{ways:?}");
    let mut rng: rand::rngs::StdRng = rand::SeedableRng::seed_from_u64(7);
    let (action, _) = bifronte::ai::act_saying_why(t.app.world_mut(), alice, bifronte::ai::Level::Easy, &mut rng)
        .expect("the computer opponent chooses");
    assert!(matches!(&action, Action::ChooseCards { cards, .. } if cards.len() == 3), "{action:?}");
    t.app.world_mut().write_message(bifronte::rules::ActionRequest(action));
    t.app.update();
    let on_battlefield = ["bears", "myr", "ape", "f1", "f2"].iter().filter(|c| t.zone(c) == Zone::Battlefield).count();
    assert_eq!(on_battlefield, 3, "{}", t.log());
}
