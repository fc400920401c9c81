//! The Commander variant (903): the game's start (903.6, 103.4c), commander tax (903.8), the
//! way back to the command zone (903.9a as 704.6d, 903.9b) and commander damage (903.10a,
//! 704.6c).

use std::path::Path;

use bevy::prelude::*;
use bifronte::cards::CardDb;
use bifronte::cli::game_scene;
use bifronte::rules::*;
use bifronte::scene::{run_step, start};

use crate::harness::*;

const CHANDRA: &str =
    r#"Card(id: "chandra", name: "Chandra, Fire of Kaladesh", owner: "Alice", zone: Command, commander: true),"#;
const AKROMA: &str = r#"Card(id: "akroma", name: "Akroma, Angel of Fury", owner: "Bob", zone: Battlefield, commander: true),
    Card(id: "angel", name: "Serra Angel", owner: "Bob", zone: Battlefield),"#;

fn player(t: &Table, name: &str) -> Entity {
    find_player(t.app.world(), name).unwrap()
}

fn tax(t: &mut Table, id: &str) -> Option<u32> {
    let view = bifronte::view::table_view(t.app.world_mut(), bifronte::view::Viewer::Omniscient);
    view.object(id).and_then(|o| o.commander_tax)
}

#[test]
fn rule_903_6_and_103_4c_a_commander_game_starts_at_40_life_with_each_commander_in_the_command_zone() {
    let db = CardDb::load_default().0;
    let decks: Vec<_> = ["decks/commander-chandra.txt", "decks/commander-akroma.txt"]
        .iter()
        .map(|d| Path::new(env!("CARGO_MANIFEST_DIR")).join(d))
        .collect();
    let l = game_scene(bifronte::i18n::Lang::En, &decks, Some(5), None, &[], &db).unwrap();
    assert!(l.scene.title.starts_with("A Commander game"), "{}", l.scene.title);
    let mut app = bifronte::app::headless_app(db.clone());
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps {
        assert!(run_step(&mut app, s).is_empty());
    }
    let world = app.world_mut();
    let mut q = world.query::<(&Label, &InZone, &Owner, Option<&Commander>)>();
    let commanders: Vec<(String, Zone)> =
        q.iter(world).filter(|(.., c)| c.is_some()).map(|(l, z, ..)| (l.0.clone(), z.zone)).collect();
    assert_eq!(commanders.len(), 2, "{commanders:?}");
    assert!(commanders.iter().all(|(_, z)| *z == Zone::Command), "903.6: {commanders:?}");
    // Nothing else is in the command zone, and the commander is not in the library.
    assert_eq!(q.iter(world).filter(|(_, z, ..)| z.zone == Zone::Command).count(), 2);
    for name in ["Alice", "Bob"] {
        let p = find_player(world, name).unwrap();
        assert_eq!(world.get::<Life>(p).unwrap().0, 40, "103.4c");
    }
    // An explicit life total wins.
    let l = game_scene(bifronte::i18n::Lang::En, &decks, Some(5), Some(30), &[], &db).unwrap();
    assert!(bifronte::scene::to_ron(&l.scene).contains("life: 30"));
}

#[test]
fn rule_903_8_commander_tax_grows_by_2_for_each_previous_cast_from_the_command_zone() {
    let mut t = with(CHANDRA);
    assert_eq!(tax(&mut t, "chandra"), Some(0));
    t.act(r#"Cast(card: "chandra")"#);
    t.assert_logged("903.8", "cast from the command zone for the first time: no commander tax");
    assert_eq!(tax(&mut t, "chandra"), Some(2), "the next cast costs {{2}} more");
    t.act("Resolve");
    assert_eq!(t.zone("chandra"), Zone::Battlefield);
    // It dies, goes home (704.6d), and is cast again.
    t.act(r#"Move(card: "chandra", to: Graveyard)"#);
    assert_eq!(t.zone("chandra"), Zone::Command);
    t.act(r#"Cast(card: "chandra")"#);
    t.assert_logged("903.8", "(time 2): it costs {2} more (commander tax)");
    assert_eq!(tax(&mut t, "chandra"), Some(4));
    // A cast from anywhere else is not taxed nor counted.
    t.act(r#"Move(card: "chandra", to: Exile)"#);
    t.act(r#"CommanderChoice(card: "chandra", command_zone: false)"#);
    t.act(r#"Move(card: "chandra", to: Hand)"#);
    t.act(r#"Cast(card: "chandra")"#);
    assert_eq!(tax(&mut t, "chandra"), Some(4));
}

#[test]
fn rule_903_9b_a_commander_that_would_go_to_a_hand_or_library_goes_to_the_command_zone_instead() {
    let mut t = with(
        r#"Card(id: "chandra", name: "Chandra, Fire of Kaladesh", owner: "Alice", zone: Battlefield, commander: true),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),"#,
    );
    t.act(r#"Move(card: "chandra", to: Hand)"#);
    assert_eq!(t.zone("chandra"), Zone::Command);
    t.assert_logged("903.9b", "its owner puts it into the command zone instead of the hand");
    t.act(r#"PutOntoBattlefield(card: "chandra")"#);
    t.act(r#"Move(card: "chandra", to: Library, position: Some(Bottom))"#);
    assert_eq!(t.zone("chandra"), Zone::Command);
    // Not a commander: it goes where it goes.
    t.act(r#"Move(card: "bears", to: Hand)"#);
    assert_eq!(t.zone("bears"), Zone::Hand);
    // The owner may choose not to.
    t.act(r#"CommanderChoice(card: "chandra", command_zone: false)"#);
    t.act(r#"Move(card: "chandra", to: Hand)"#);
    assert_eq!(t.zone("chandra"), Zone::Hand);
    t.act(r#"CommanderChoice(card: "bears", command_zone: false)"#);
    t.assert_logged("903.3", "Grizzly Bears isn't a commander; nothing happens");
}

#[test]
fn rule_704_6d_a_commander_put_into_a_graveyard_or_exile_goes_to_the_command_zone_if_its_owner_chooses() {
    let mut t = with(
        r#"Card(id: "chandra", name: "Chandra, Fire of Kaladesh", owner: "Alice", zone: Battlefield, commander: true),"#,
    );
    // Lethal damage: 704.5g puts it into the graveyard, then 704.6d sends it home.
    t.act(r#"Damage(card: "chandra", n: 2)"#);
    assert_eq!(t.zone("chandra"), Zone::Command);
    t.assert_logged("704.6d", "Chandra, Fire of Kaladesh is a commander in the graveyard");
    t.act(r#"PutOntoBattlefield(card: "chandra")"#);
    t.act(r#"Move(card: "chandra", to: Exile)"#);
    assert_eq!(t.zone("chandra"), Zone::Command);
    t.act(r#"CommanderChoice(card: "chandra", command_zone: false)"#);
    t.act(r#"PutOntoBattlefield(card: "chandra")"#);
    t.act(r#"Move(card: "chandra", to: Graveyard)"#);
    assert_eq!(t.zone("chandra"), Zone::Graveyard, "its owner left it there");
    // A choice made later doesn't reach back: 704.6d looks only at what arrived since the last check.
    t.act(r#"CommanderChoice(card: "chandra", command_zone: true)"#);
    assert_eq!(t.zone("chandra"), Zone::Graveyard);
}

#[test]
fn rule_704_6c_21_combat_damage_from_one_commander_loses_the_game_not_from_two_nor_noncombat() {
    let mut t = with(AKROMA);
    let alice = player(&t, "Alice");
    t.act(r#"SetLife(player: "Alice", life: 100)"#);
    t.act(r#"DamagePlayer(source: "akroma", player: "Alice", n: 20, combat: true)"#);
    t.act(r#"DamagePlayer(source: "akroma", player: "Alice", n: 5)"#);
    t.act(r#"DamagePlayer(source: "angel", player: "Alice", n: 30, combat: true)"#);
    assert_eq!(t.app.world().get::<Life>(alice).unwrap().0, 45, "120.3a: damage is life lost");
    assert_eq!(t.app.world().get::<Lost>(alice), None, "20 from the commander, the rest not from it or not combat");
    t.assert_logged("903.10a", "Alice has been dealt 20 combat damage by the commander Akroma, Angel of Fury");
    // The commander leaves and comes back: the same commander still (903.3).
    t.act(r#"Move(card: "akroma", to: Command)"#);
    t.act(r#"PutOntoBattlefield(card: "akroma")"#);
    t.act(r#"DamagePlayer(source: "akroma", player: "Alice", n: 1, combat: true)"#);
    assert_eq!(t.app.world().get::<Lost>(alice).map(|l| l.0), Some("704.6c"));
    t.assert_logged("704.6c", "Alice has been dealt 21 combat damage by the commander Akroma, Angel of Fury and loses");
    let view = bifronte::view::table_view(t.app.world_mut(), bifronte::view::Viewer::Omniscient);
    let panel =
        bifronte::overlay::marks::player_title(bifronte::i18n::Lang::En, "Alice", view.players.first(), false, None);
    assert!(panel.contains("21 from Akroma, Angel of Fury"), "{panel}");
}

#[test]
fn rule_103_2b_a_companion_stays_outside_the_game_and_makes_no_commander_game() {
    let db = CardDb::load_default().0;
    let dir = std::env::temp_dir().join(format!("bifronte-companion-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let deck = dir.join("companion.txt");
    std::fs::write(&deck, "Companion\n1 Serra Angel\n\nDeck\n40 Forest\n20 Grizzly Bears\n").unwrap();
    let decks = [deck, Path::new(env!("CARGO_MANIFEST_DIR")).join("decks/werewolves.txt")];
    let l = game_scene(bifronte::i18n::Lang::En, &decks, Some(5), None, &[], &db).unwrap();
    assert!(l.scene.title.starts_with("A game"), "{}", l.scene.title);
    assert!(l.scene.notes.contains("Alice reveals Serra Angel as their companion"), "{}", l.scene.notes);
    let mut app = bifronte::app::headless_app(db.clone());
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps {
        assert!(run_step(&mut app, s).is_empty());
    }
    let world = app.world_mut();
    let alice = find_player(world, "Alice").unwrap();
    assert_eq!(world.get::<Life>(alice).unwrap().0, 20, "103.4: not a Commander game");
    let mut q = world.query::<(&InZone, &Owner, &bifronte::rules::Characteristics)>();
    let angels = q.iter(world).filter(|(_, o, c)| o.0 == alice && c.name == "Serra Angel").count();
    assert_eq!(angels, 0, "the companion is in no zone of the game");
    assert_eq!(q.iter(world).filter(|(z, ..)| z.zone == Zone::Command).count(), 0);
    std::fs::remove_dir_all(dir).ok();
}
