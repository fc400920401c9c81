//! Auras (303.4), Equipment (301.5), attaching (701.3) and 704.5m/n/p.

use bifronte::rules::*;

use crate::harness::*;

fn board() -> Table {
    with(&format!(
        "{}{}{}{}{}",
        bf("bears", "Grizzly Bears", "Alice"),
        bf("giant", "Hill Giant", "Bob"),
        bf("forest", "Forest", "Alice"),
        r#"Card(id: "paci", name: "Pacifism", owner: "Alice", zone: Battlefield, attached_to: "bears"),"#,
        bf("sword", "Bonesplitter", "Alice"),
    ))
}

#[test]
fn rule_303_4_an_aura_attaches_only_to_what_it_can_enchant() {
    let mut t = board();
    t.act(r#"Attach(card: "paci", to: "forest")"#);
    t.assert_logged("303.4j", "can't be attached to Forest; it doesn't move");
    t.act(r#"Attach(card: "paci", to: "giant")"#);
    assert_eq!(t.attached_to("paci"), Some(t.e("giant")));
    let att = t.app.world().get::<Attachments>(t.e("giant")).unwrap().entities().to_vec();
    assert_eq!(att, vec![t.e("paci")]);
}

#[test]
fn rule_704_5m_an_aura_attached_to_nothing_goes_to_the_graveyard() {
    // Pacifism set up on the battlefield, attached to nothing.
    let t = with(&bf("paci", "Pacifism", "Alice"));
    assert_eq!(t.zone("paci"), Zone::Graveyard);
    t.assert_logged("704.5m", "attached to nothing");
}

#[test]
fn rule_303_4c_an_aura_whose_host_leaves_goes_to_the_graveyard() {
    let mut t = with(&format!(
        "{}{}",
        bf("bears", "Grizzly Bears", "Alice"),
        r#"Card(id: "paci", name: "Pacifism", owner: "Bob", zone: Battlefield, attached_to: "bears"),"#
    ));
    assert_eq!(t.zone("paci"), Zone::Battlefield);
    t.act(r#"Move(card: "bears", to: Exile)"#);
    assert_eq!(t.zone("paci"), Zone::Graveyard);
    t.assert_logged("704.5m", "illegal or missing object");
}

#[test]
fn rule_301_5_equipment_equips_only_creatures_and_falls_off() {
    let mut t = board();
    t.act(r#"Attach(card: "sword", to: "forest")"#);
    assert_eq!(t.attached_to("sword"), None);
    t.act(r#"Attach(card: "sword", to: "bears")"#);
    assert_eq!(t.attached_to("sword"), Some(t.e("bears")));
    t.act(r#"Attach(card: "sword", to: "bears")"#);
    t.assert_logged("701.3b", "already attached");
    // The host stops being a creature: the Equipment becomes unattached and stays (704.5n).
    t.act(r#"CreateToken(id: "land", token: Spec(types: [Creature], subtypes: ["Elemental"], power: 1, toughness: 1), controller: "Alice")"#);
    t.act(r#"Attach(card: "sword", to: "land")"#);
    t.act(r#"BecomeCopy(card: "land", of: "forest")"#);
    assert_eq!((t.attached_to("sword"), t.zone("sword")), (None, Zone::Battlefield));
    t.assert_logged("704.5n", "becomes unattached");
}

#[test]
fn rule_704_5p_a_creature_cant_stay_attached() {
    let mut t = with(&format!(
        "{}{}",
        bf("bears", "Grizzly Bears", "Alice"),
        r#"Card(id: "b2", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, attached_to: "bears"),"#
    ));
    assert_eq!(t.attached_to("b2"), None);
    t.assert_logged("704.5p", "becomes unattached");
    t.act(r#"Attach(card: "b2", to: "bears")"#);
    assert_eq!(t.attached_to("b2"), None);
}

#[test]
fn rule_701_3c_attaching_gives_a_new_timestamp() {
    let mut t = board();
    let before = *t.app.world().get::<Timestamp>(t.e("sword")).unwrap();
    t.act(r#"Attach(card: "sword", to: "bears")"#);
    assert!(*t.app.world().get::<Timestamp>(t.e("sword")).unwrap() > before);
}

#[test]
fn rule_613_4c_equipment_and_aura_bonuses_apply_to_their_host() {
    let mut t = board();
    t.act(r#"Attach(card: "sword", to: "bears")"#);
    assert_eq!(t.pt("bears"), (4, 2), "Bonesplitter: equipped creature gets +2/+0");
    t.act(r#"Attach(card: "sword", to: "giant")"#);
    assert_eq!((t.pt("bears"), t.pt("giant")), ((2, 2), (5, 3)));
    t.act(r#"LoseAllAbilities(card: "sword")"#);
    assert_eq!(t.pt("giant"), (3, 3), "an Equipment that lost its abilities gives nothing");
}

/// An Aura that can enchant only a creature an opponent of its controller controls (the Enchant
/// line is parsed once into a typed restriction, 702.5a).
const OPPONENTS_AURA: &str = r#"cards: [CardDef(faces: [Face(name: "Test Hex", mana_cost: "{1}{B}", types: [Enchantment], subtypes: ["Aura"], text: "Enchant creature an opponent controls\nEnchanted creature gets -1/-1.")])],"#;

fn opponents_aura_table(attached_to: &str) -> Table {
    table(&format!(
        r#"(players: ["Alice", "Bob"], {OPPONENTS_AURA} setup: [
            Card(id: "mine", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
            Card(id: "theirs", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            Card(id: "hex", name: "Test Hex", owner: "Alice", zone: Battlefield, attached_to: {attached_to:?}),
        ])"#
    ))
}

#[test]
fn rule_303_4a_an_aura_for_an_opponents_creature_cant_be_attached_to_its_controllers_own() {
    let mut t = opponents_aura_table("theirs");
    assert_eq!(t.attached_to("hex"), Some(t.e("theirs")), "Bob's creature is a legal object to enchant");
    t.act(r#"Attach(card: "hex", to: "mine")"#);
    assert_eq!(t.attached_to("hex"), Some(t.e("theirs")), "Alice's own creature is not");
    t.assert_logged("303.4j", "Test Hex can't be attached to Grizzly Bears; it doesn't move");
}

#[test]
fn rule_704_5m_an_aura_for_an_opponents_creature_on_its_controllers_own_goes_to_the_graveyard() {
    let t = opponents_aura_table("mine");
    assert_eq!(t.zone("hex"), Zone::Graveyard);
    t.assert_logged("704.5m", "Test Hex is an Aura attached to an illegal or missing object");
}

#[test]
fn rule_704_3_simultaneous_state_based_actions_are_logged_oldest_object_first() {
    // Two Equipment on one creature that dies: both become unattached in the same check
    // (704.5n), logged in timestamp order. Attaching gives an Equipment a new timestamp
    // (613.7e), so the one attached first is the older, whatever order they entered in.
    let mut t = with(&format!(
        "{}{}{}",
        bf("bears", "Grizzly Bears", "Alice"),
        bf("sword", "Bonesplitter", "Alice"),
        bf("hammer", "Loxodon Warhammer", "Alice"),
    ));
    t.act(r#"Attach(card: "hammer", to: "bears")"#);
    t.act(r#"Attach(card: "sword", to: "bears")"#);
    t.act(r#"Move(card: "bears", to: Exile)"#);
    let log = t.log();
    let at = |name: &str| log.find(&format!("704.5n: {name} is an Equipment")).unwrap_or_else(|| panic!("{log}"));
    assert!(at("Loxodon Warhammer") < at("Bonesplitter"), "the hammer was attached first:\n{log}");
}

#[test]
fn rule_701_3a_the_attach_menu_lists_only_what_each_aura_or_equipment_can_be_attached_to() {
    use bifronte::view::{Viewer, table_view};
    let mut t = board();
    let alice = t.app.world().resource::<Players>().0[0];
    let view = table_view(t.app.world_mut(), Viewer::Player(alice));
    let id_of = |label: &str| {
        let e = t.e(label);
        view.objects.iter().find(|o| o.entity == e).map(|o| o.id.clone()).expect("seen")
    };
    let hosts = |label: &str| {
        let e = t.e(label);
        let mut v = view.objects.iter().find(|o| o.entity == e).expect("seen").attach_to.clone();
        v.sort();
        v
    };
    // Bonesplitter equips creatures (301.5): both Grizzly Bears and Hill Giant, never the Forest.
    let mut creatures = vec![id_of("bears"), id_of("giant")];
    creatures.sort();
    assert_eq!(hosts("sword"), creatures);
    // Pacifism (Enchant creature) can move to the Hill Giant; it is already on the Bears (701.3b).
    assert_eq!(hosts("paci"), vec![id_of("giant")]);
    // A creature or a land attaches to nothing.
    assert!(hosts("bears").is_empty() && hosts("forest").is_empty());
}
