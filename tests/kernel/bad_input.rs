//! Bad input: unknown cards, players and ids give clear errors or a logged "nothing happens";
//! never a panic.

use bevy::prelude::*;
use bifronte::cards::ron_options;
use bifronte::rules::*;

use crate::harness::*;

fn try_table(src: &str) -> Result<(), SetupError> {
    let setup: TableSetup = ron_options().from_str(src).unwrap();
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(RulesPlugin);
    bifronte::rules::setup::build_table(app.world_mut(), &setup)
}

#[test]
fn an_unknown_card_is_an_error_with_suggestions() {
    let e =
        try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Grizly Bears", owner: "Alice", zone: Hand)])"#)
            .unwrap_err();
    assert_eq!(e.entry, Some(0));
    assert!(e.message.contains("unknown card \"Grizly Bears\"") && e.message.contains("Grizzly Bears"), "{e}");
}

#[test]
fn unknown_players_ids_and_predefined_tokens_are_errors() {
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Forest", owner: "Carol", zone: Hand)])"#)
        .unwrap_err();
    assert!(e.message.contains("unknown player \"Carol\""), "{e}");
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Pacifism", owner: "Alice", zone: Battlefield, attached_to: "nope")])"#).unwrap_err();
    assert!(e.message.contains("unknown id \"nope\""), "{e}");
    let e =
        try_table(r#"(players: ["Alice"], setup: [Token(id: "x", token: Predefined("Dragon"), controller: "Alice")])"#)
            .unwrap_err();
    assert!(e.message.contains("isn't a predefined token"), "{e}");
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Forest", owner: "Alice", zone: Hand), Card(id: "x", name: "Forest", owner: "Alice", zone: Hand)])"#).unwrap_err();
    assert!(e.message.contains("used twice"), "{e}");
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, face: Back)])"#).unwrap_err();
    assert!(e.message.contains("isn't double-faced"), "{e}");
}

#[test]
fn actions_on_missing_objects_and_players_log_nothing_happens() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    for a in [
        r#"Transform("ghost")"#,
        r#"Tap("ghost")"#,
        r#"Manifest(player: "Carol")"#,
        r#"CreateToken(id: "t", token: Predefined("Dragon"), controller: "Alice")"#,
        r#"ResolveAbility("b")"#,
        "Resolve",
        r#"Attach(card: "b", to: "ghost")"#,
    ] {
        t.act(a);
    }
    let log = t.log();
    assert!(log.contains("no object with id \"ghost\"; nothing happens"), "{log}");
    assert!(log.contains("no player named \"Carol\""), "{log}");
    assert!(log.contains("isn't a predefined token; nothing is created"), "{log}");
    assert!(log.contains("the stack is empty"), "{log}");
    assert_eq!(t.zone("b"), Zone::Battlefield);
}

#[test]
fn rule_712_8b_and_712_4c_scene_local_meld_card() {
    let mut t = table(
        r#"(
        players: ["Alice"],
        cards: [CardDef(layout: Meld, faces: [
            Face(name: "Graf Rats", mana_cost: "{2}{B}", types: [Creature], subtypes: ["Rat"], power: 2, toughness: 1),
            Face(name: "Chittering Host", types: [Creature], subtypes: ["Eldrazi", "Horror"], power: 5, toughness: 6),
        ])],
        setup: [Card(id: "rats", name: "Graf Rats", owner: "Alice", zone: Hand)],
    )"#,
    );
    t.act(r#"Cast(card: "rats")"#);
    assert_eq!((t.zone("rats"), t.name("rats")), (Zone::Stack, "Graf Rats".into()));
    t.act("Resolve").act(r#"Transform("rats")"#);
    assert_eq!(t.name("rats"), "Graf Rats");
    t.assert_logged("712.4c", "meld card");
}
