//! The overlay's panels, driven with egui_kittest over the view model, and the view model's
//! promise: for every scene, at every step, for every player, it holds no name or rules text of
//! an object that player may not see.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bifronte::app::headless_app as rules_app;
use bifronte::cards::CardDb;
use bifronte::overlay::model::{OverlayModel, StepState, overlay_model};
use bifronte::overlay::ui::{self, TokenForm, TokenMode, UiAction};
use bifronte::rules::{Action, Controller, FaceDown, InZone, Owner, Players, Printed, TokenKind, Zone};
use bifronte::scene::{Step, load_scene, run_step, scene_files, start};
use bifronte::session::{Playback, TableCommand};
use bifronte::view::ObjectView;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

pub(crate) fn scenes_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes")
}

/// The demo played to `steps` steps, and Alice's overlay model.
/// The demo's overlay model for seat 0 after `steps`, and each label's id for that seat.
pub(crate) fn demo_model(steps: usize) -> (OverlayModel, std::collections::HashMap<String, String>) {
    let (db, _) = CardDb::load_default();
    let l = load_scene(&scenes_dir().join("demo.ron"), &db).unwrap();
    let mut app = rules_app(db);
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps[..steps] {
        run_step(&mut app, s);
    }
    let mut pb = Playback::new(l);
    pb.next = steps;
    app.insert_resource(pb);
    let seat = app.world().resource::<Players>().0[0];
    let labels: Vec<(String, Entity)> =
        app.world().resource::<bifronte::rules::Labels>().0.iter().map(|(l, e)| (l.clone(), *e)).collect();
    let live: Vec<(String, Entity)> = labels.into_iter().filter(|(_, e)| app.world().get_entity(*e).is_ok()).collect();
    let ids = live
        .into_iter()
        .map(|(l, e)| (l, bifronte::view::view_id(app.world_mut(), bifronte::view::Viewer::Player(seat), e)))
        .collect();
    (overlay_model(app.world_mut(), 0), ids)
}

fn object<'a>(m: &'a OverlayModel, id: &str) -> &'a ObjectView {
    m.table.objects.iter().find(|o| o.id == id).unwrap_or_else(|| panic!("{id} is not in the model"))
}

#[test]
fn inspector_shows_ironfang_5_3_with_its_plus_2_line_after_village_ironsmith_transforms() {
    let (m, ids) = demo_model(2);
    let smith = object(&m, &ids["smith"]).clone();
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::inspector(ui, &smith, &m.table, false)),
        Vec::new(),
    );
    h.run();
    assert!(h.query_all_by_label("Ironfang").count() >= 1);
    h.get_by_label("5/3");
    h.get_by_label_contains("transformed");
    // The derivation: the printed back face, then +2/+2 in layer 7c, each with its rule.
    h.get_by_label_contains("Back face: Ironfang");
    h.get_by_label_contains("+2/+2");
    h.get_by_label("7c: P/T changes");
    h.get_by_label("613.4c").click();
    h.run();
    assert_eq!(h.state(), &vec![UiAction::ShowRule("613.4c".into())]);
}

#[test]
fn the_other_face_is_shown_without_transforming() {
    let (m, ids) = demo_model(2);
    let smith = object(&m, &ids["smith"]).clone();
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::inspector(ui, &smith, &m.table, true)),
        Vec::new(),
    );
    h.run();
    h.get_by_label_contains("not transformed");
    assert!(h.query_all_by_label("Village Ironsmith").count() >= 1, "the front face is shown");
    assert!(h.query_by_label("5/3").is_none(), "the face up's values are not");
    h.get_by_label("Back to the face up (O)").click();
    h.run();
    assert_eq!(h.state(), &vec![UiAction::PeekOther]);
}

#[test]
fn the_action_menu_offers_every_action_on_a_permanent() {
    let (m, ids) = demo_model(0);
    let smith = object(&m, &ids["smith"]).clone();
    let others = vec![("bears".to_string(), "Grizzly Bears".to_string())];
    let players = m.players.clone();
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, &smith, &others, &[], &players, Some("Alice"), None))
        },
        Vec::new(),
    );
    h.run();
    for label in ["Tap (T)", "Transform (F)", "Turn face down", "Move to", "Counters"] {
        h.get_by_label(label);
    }
    // A werewolf's card never converts (701.28a: only where its card says so).
    assert!(h.query_by_label("Convert").is_none());
    // A creature attaches to nothing (701.3a): no "Attach to" to offer.
    assert!(h.query_by_label("Attach to").is_none());
    h.get_by_label("Transform (F)").click();
    h.run();
    assert_eq!(h.state(), &vec![UiAction::Do(Action::Transform(ids["smith"].clone().into()))]);
}

/// The labels of a card menu's items, submenus opened (each in turn) where `open` names them.
/// What the rules accept from the player at `seat` now (the seat model's choices), by that
/// seat's ids: what the card menu offers at an assisted table.
fn choices_of(t: &mut crate::harness::Table, seat: usize) -> bifronte::view::choices::Choices {
    bifronte::overlay::model::overlay_model(t.app.world_mut(), seat).seat_model.choices
}

fn menu_labels(
    o: &ObjectView,
    others: &[(String, String)],
    attackable: &[String],
    open: &[&str],
    rules: &bifronte::view::choices::Choices,
) -> Vec<String> {
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut all = Vec::new();
    for sub in std::iter::once(None).chain(open.iter().map(Some)) {
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| {
                out.extend(ui::object_menu(ui, o, others, attackable, &players, Some("Alice"), Some(rules)))
            },
            Vec::new(),
        );
        h.run();
        if let Some(sub) = sub {
            h.get_by_label(sub).click();
            h.run();
        }
        use egui_kittest::kittest::NodeT;
        all.extend(h.query_all_by_label_contains("").filter_map(|n| n.accesskit_node().label()));
    }
    all
}

/// 304.4, 305.9, 508.1a-b, 701.28a, 702.37c, 712.15a: the card menu offers only what the rules
/// allow (`rules::legal`): no Cast on a land, no "Put onto the battlefield" on an instant, face
/// down only by the morph a card has, Convert only on a card that converts, Attack only from a
/// creature and only at another player or a planeswalker, never at a land.
#[test]
fn rule_305_9_and_304_4_the_card_menu_offers_only_what_the_rules_allow() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [
            CardDef(layout: Transform, faces: [
                Face(name: "Test Convertible", mana_cost: "{3}", types: [Artifact], text: "More Than Meets the Eye {2}\nWhenever this artifact attacks, convert it."),
                Face(name: "Test Robot Mode", types: [Artifact, Creature], power: 3, toughness: 3, text: "Living metal")]),
            CardDef(faces: [Face(name: "Test Walker", mana_cost: "{3}", types: [Planeswalker], loyalty: 3)]),
        ], setup: [
            Card(id: "bot", name: "Test Convertible", owner: "Alice", zone: Battlefield),
            Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
            Card(id: "mine", name: "Forest", owner: "Alice", zone: Battlefield),
            Card(id: "m1", name: "Mountain", owner: "Alice", zone: Battlefield),
            Card(id: "m2", name: "Mountain", owner: "Alice", zone: Battlefield),
            Card(id: "forest", name: "Forest", owner: "Bob", zone: Battlefield),
            Card(id: "walker", name: "Test Walker", owner: "Bob", zone: Battlefield),
            Card(id: "bolt", name: "Lightning Bolt", owner: "Alice", zone: Hand),
            Card(id: "land", name: "Forest", owner: "Alice", zone: Hand),
            Card(id: "angel", name: "Exalted Angel", owner: "Alice", zone: Hand),
        ])"#,
    );
    let seen = |t: &mut crate::harness::Table, id: &str| crate::harness::seen_by(&mut t.app, 0, id).unwrap();
    let (bot, bears, mine, forest, walker) = (
        seen(&mut t, "bot"),
        seen(&mut t, "bears"),
        seen(&mut t, "mine"),
        seen(&mut t, "forest"),
        seen(&mut t, "walker"),
    );
    let (bolt, land, angel) = (seen(&mut t, "bolt"), seen(&mut t, "land"), seen(&mut t, "angel"));
    let others = vec![(forest.id.clone(), "Forest".to_string()), (walker.id.clone(), "Test Walker".to_string())];
    let attackable: Vec<String> =
        [&forest, &walker].iter().filter(|o| o.offers.attacked).map(|o| o.id.clone()).collect();
    assert_eq!(attackable, vec![walker.id.clone()], "a planeswalker can be attacked, a land can't (508.1b)");

    let rules = choices_of(&mut t, 0);
    let labels = menu_labels(&bot, &[], &[], &[], &rules);
    assert!(labels.iter().any(|l| l == "Convert"), "{labels:?}");
    let labels = menu_labels(&bears, &others, &attackable, &["Attack (arrow)", "Turn face down"], &rules);
    assert!(!labels.iter().any(|l| l == "Convert" || l.starts_with("Transform")), "{labels:?}");
    assert!(labels.iter().any(|l| l == "Test Walker") && labels.iter().any(|l| l == "Bob"), "{labels:?}");
    assert!(!labels.iter().any(|l| l == "Forest"), "a land isn't attacked: {labels:?}");
    let face_down_kinds = ["as a morph", "as a megamorph", "with disguise"];
    assert!(!labels.iter().any(|l| face_down_kinds.contains(&l.as_str())), "no morph on Grizzly Bears: {labels:?}");
    assert!(labels.iter().any(|l| l.starts_with("as a face-down 2/2")), "{labels:?}");
    let labels = menu_labels(&mine, &others, &attackable, &[], &rules);
    assert!(!labels.iter().any(|l| l.starts_with("Attack")), "a land doesn't attack (508.1a): {labels:?}");

    let labels = menu_labels(&bolt, &[], &[], &["Cast"], &rules);
    assert!(!labels.iter().any(|l| l.starts_with("Put onto the battlefield")), "304.4: {labels:?}");
    assert!(!labels.iter().any(|l| l.to_lowercase().contains("face down")), "{labels:?}");
    let labels = menu_labels(&land, &[], &[], &[], &rules);
    assert!(!labels.iter().any(|l| l == "Cast"), "305.9: {labels:?}");
    assert!(labels.iter().any(|l| l.starts_with("Play")), "{labels:?}");
    let labels = menu_labels(&angel, &[], &[], &["Cast"], &rules);
    assert!(labels.iter().any(|l| l.contains("orph")), "its morph: {labels:?}");
    assert!(!labels.iter().any(|l| l.contains("isguise")), "no disguise: {labels:?}");
}

/// 117.1a, 305.2, 601.2g: at an assisted table the card menu plays, casts and activates only
/// what the rules accept from the seat now (its `choices`, the list the text client's help and
/// the computer read): Lightning Bolt with a Mountain to pay it, not Hill Giant ({3}{R}); with
/// the land played no second land (305.2); nothing once priority has passed to Bob. A land's
/// menu taps every land of its controller's for its mana (605.3a). The same
/// list lights the cards (`table::focus::MayActWith`) and starts the keyboard's ring.
#[test]
fn rule_117_1a_the_card_menu_offers_only_what_the_seat_may_do_now() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "bolt", name: "Lightning Bolt", owner: "Alice", zone: Hand),
            Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Hand),
            Card(id: "land", name: "Mountain", owner: "Alice", zone: Hand),
            Card(id: "land2", name: "Forest", owner: "Alice", zone: Hand),
            Card(id: "m1", name: "Mountain", owner: "Alice", zone: Battlefield),
        ])"#,
    );
    let seen = |t: &mut crate::harness::Table, id: &str| crate::harness::seen_by(&mut t.app, 0, id).unwrap();
    let (bolt, giant, land) = (seen(&mut t, "bolt"), seen(&mut t, "giant"), seen(&mut t, "land"));
    let rules = choices_of(&mut t, 0);
    let labels = menu_labels(&bolt, &[], &[], &["Cast"], &rules);
    assert!(labels.iter().any(|l| l.starts_with("Lightning Bolt")), "{labels:?}");
    let labels = menu_labels(&giant, &[], &[], &[], &rules);
    assert!(!labels.iter().any(|l| l == "Cast"), "{{3}}{{R}} with one Mountain: {labels:?}");
    assert!(menu_labels(&land, &[], &[], &[], &rules).iter().any(|l| l.starts_with("Play")));
    // A land on the battlefield: tapped for its mana, or every land of Alice's that adds it.
    let m1 = seen(&mut t, "m1");
    let labels = menu_labels(&m1, &[], &[], &[], &rules);
    assert!(labels.iter().any(|l| l == "Tap all lands for {R}"), "{labels:?}");
    let land2 = seen(&mut t, "land2").id;
    let mut acted = rules.acted_with();
    acted.sort();
    let mut expected = vec![bolt.id.as_str(), land.id.as_str(), land2.as_str()];
    expected.sort();
    assert_eq!(acted, expected, "the cards lit");
    // The land played: no second one this turn (305.2).
    t.act(r#"PlayLand("land")"#);
    let rules = choices_of(&mut t, 0);
    let land2 = seen(&mut t, "land2");
    assert!(!menu_labels(&land2, &[], &[], &[], &rules).iter().any(|l| l.starts_with("Play")));
    // Priority passed to Bob: Alice casts nothing, and nothing of hers is lit.
    t.act(r#"PassPriority(player: "Alice")"#);
    let rules = choices_of(&mut t, 0);
    let bolt = seen(&mut t, "bolt");
    assert!(!menu_labels(&bolt, &[], &[], &[], &rules).iter().any(|l| l == "Cast"));
    assert!(rules.acted_with().is_empty(), "{:?}", rules.acted_with());
    // A free table offers every way: the players run the turn.
    let labels: Vec<String> = {
        let players = vec!["Alice".to_string(), "Bob".to_string()];
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| {
                out.extend(ui::object_menu(ui, &bolt, &[], &[], &players, Some("Alice"), None))
            },
            Vec::new(),
        );
        h.run();
        use egui_kittest::kittest::NodeT;
        h.query_all_by_label_contains("").filter_map(|n| n.accesskit_node().label()).collect()
    };
    assert!(labels.iter().any(|l| l == "Cast"), "{labels:?}");
}

/// 603.3d: a triggered ability of one target is chosen with one click: the dialog's name of a
/// target the rules allow (no "Done" to press), or a lit card on the table, which the seat
/// model names (`view::stack::targetable`: Bob's creatures, not his land).
#[test]
fn rule_603_3d_a_trigger_s_one_target_is_chosen_with_one_click_and_its_candidates_lit() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "kavu", name: "Flametongue Kavu", owner: "Alice", zone: Hand),
            Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            Card(id: "forest", name: "Forest", owner: "Bob", zone: Battlefield),
        ])"#,
    );
    t.act(r#"Move(card: "kavu", to: Battlefield)"#);
    let model = bifronte::overlay::model::overlay_model(t.app.world_mut(), 0).seat_model;
    let targeting = model.table.targeting.clone().expect("the Kavu's ability waits for its target");
    let mut id = |label: &str| crate::harness::id_for(&mut t.app, 0, label);
    let mut lit: Vec<String> = bifronte::view::stack::targetable(&model.table).iter().map(|s| s.to_string()).collect();
    lit.sort();
    let mut creatures = vec![id("giant"), id("bears"), id("kavu")];
    creatures.sort();
    assert_eq!(lit, creatures, "every creature lit, the land not");
    let mut h = Harness::builder().with_size(bevy_egui::egui::vec2(1200.0, 700.0)).build_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::trigger_targets(&ui.ctx().clone(), &model, false)),
        Vec::new(),
    );
    h.run();
    h.get_by_label("Click a lit card, or a name below.");
    assert!(h.query_by_label("Put it on the stack with these targets").is_none(), "one target: no button to press");
    h.get_by_label("Hill Giant (Bob)").click();
    h.run();
    let [UiAction::Do(Action::ChooseTargets { player, ability, targets })] = h.state().as_slice() else {
        panic!("{:?}", h.state())
    };
    assert_eq!((player.as_str(), ability.as_str()), ("Alice", targeting.ability.as_str()));
    assert_eq!(targets, &vec![bifronte::rules::Target::Object(id("giant").into())]);
}

/// 603.3d, 115.1: a player a waiting ability may target is chosen by a click on their panel
/// (`view::stack::player_target_click`): Viashino Pyromancer's "target player or planeswalker",
/// Bob chosen, dealt 2 once it resolves; a player it may not target isn't chosen by a click.
#[test]
fn rule_603_3d_a_click_on_a_player_s_panel_chooses_them_as_the_target() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "pyro", name: "Viashino Pyromancer", owner: "Alice", zone: Hand),
        ])"#,
    );
    t.act(r#"Move(card: "pyro", to: Battlefield)"#);
    let model = bifronte::overlay::model::overlay_model(t.app.world_mut(), 0).seat_model;
    assert!(bifronte::view::stack::player_target_click(&model.table, "Carol").is_none());
    let chosen = bifronte::view::stack::player_target_click(&model.table, "Bob").expect("Bob may be targeted");
    assert!(
        matches!(&chosen, Action::ChooseTargets { targets, .. } if targets == &vec![bifronte::rules::Target::Player("Bob".into())])
    );
    // Named by Alice's ids, as the window sends it (`table::viewed::send_requests`).
    let alice = t.app.world().resource::<Players>().0[0];
    let chosen = bifronte::view::translate(t.app.world_mut(), bifronte::view::Viewer::Player(alice), chosen).unwrap();
    t.app.world_mut().write_message(bifronte::rules::ActionRequest(chosen));
    t.app.update();
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let bob = t.app.world().resource::<Players>().0[1];
    assert_eq!(t.app.world().get::<bifronte::rules::Life>(bob).unwrap().0, 18, "{}", t.log());
}

/// 107.3a, 601.2b: a spell with {X} in its cost is cast from the card menu with the X chosen
/// beside its Cast items (the window had no way to choose it: X was always 0).
#[test]
fn rule_107_3a_the_card_menu_casts_a_spell_with_the_x_chosen() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "ball", name: "Fireball", owner: "Alice", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Hand),
            Card(id: "m1", name: "Mountain", owner: "Alice", zone: Battlefield),
            Card(id: "m2", name: "Mountain", owner: "Alice", zone: Battlefield),
            Card(id: "m3", name: "Mountain", owner: "Alice", zone: Battlefield),
            Card(id: "m4", name: "Mountain", owner: "Alice", zone: Battlefield),
        ])"#,
    );
    let ball = crate::harness::seen_by(&mut t.app, 0, "ball").unwrap();
    let bears = crate::harness::seen_by(&mut t.app, 0, "bears").unwrap();
    let rules = choices_of(&mut t, 0);
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, &ball, &[], &[], &players, Some("Alice"), Some(&rules)))
        },
        Vec::new(),
    );
    h.run();
    for _ in 0..4 {
        h.get_by_label("+").click();
        h.run();
    }
    h.get_by_label("−").click();
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    match h.query_by_label("Fireball, targeting") {
        Some(sub) => {
            sub.click();
            h.run();
            h.get_by_label("Bob").click();
        }
        None => h.get_by_label("Fireball").click(),
    }
    h.run();
    let [UiAction::Do(Action::Cast { card, x, .. })] = h.state().as_slice() else { panic!("{:?}", h.state()) };
    assert_eq!((card.as_str(), *x), (ball.id.as_str(), Some(3)));
    // A spell without {X} has no X to choose.
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, &bears, &[], &[], &players, Some("Alice"), Some(&rules)))
        },
        Vec::new(),
    );
    h.run();
    assert!(h.query_by_label("X =").is_none());
}

/// 602.2, 702.6a: the card menu offers an ability the rules carry out as its words, with the
/// targets the kernel allows (equip: a creature its controller controls, not Bob's), and
/// activates it.
#[test]
fn rule_602_2_the_card_menu_activates_an_ability_with_a_target_the_rules_allow() {
    let mut t = crate::harness::with(
        r#"Card(id: "bs", name: "Bonesplitter", owner: "Alice", zone: Battlefield),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
           Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),"#,
    );
    let card = crate::harness::seen_by(&mut t.app, 0, "bs").expect("Alice sees her Equipment");
    let bears = crate::harness::seen_by(&mut t.app, 0, "bears").unwrap();
    let giant = crate::harness::seen_by(&mut t.app, 0, "giant").unwrap();
    assert_eq!(card.activations.len(), 1, "{:?}", card.activations);
    assert_eq!(card.activations[0].targets, vec![vec![bears.id.clone()]], "not {}", giant.id);
    let others = vec![(bears.id.clone(), "Grizzly Bears".to_string()), (giant.id.clone(), "Hill Giant".to_string())];
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, &card, &others, &[], &players, Some("Alice"), None))
        },
        Vec::new(),
    );
    h.run();
    h.get_by_label("Activate: Equip {1}").click();
    h.run();
    assert!(h.query_by_label("Hill Giant").is_none(), "Bob's creature isn't offered");
    h.get_by_label("Grizzly Bears").click();
    h.run();
    let activate = Action::Activate {
        card: card.id.clone().into(),
        ability: 1,
        targets: vec![bifronte::rules::Target::Object(bears.id.clone().into())],
        pay: None,
        additional: None,
    };
    assert_eq!(h.state(), &vec![UiAction::Do(activate)]);
}

#[test]
fn rule_601_2h_the_cast_menu_offers_each_way_of_paying_only_when_there_is_more_than_one() {
    let mut t = crate::harness::with(
        r#"Card(id: "shot", name: "Gut Shot", owner: "Alice", zone: Hand),
           Card(id: "finks", name: "Kitchen Finks", owner: "Alice", zone: Hand),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{G}{G}{R}")"#);
    let shot = crate::harness::seen_by(&mut t.app, 0, "shot").expect("Alice sees her hand");
    let finks = crate::harness::seen_by(&mut t.app, 0, "finks").unwrap();
    // {R/P}: her red or 2 life. {1}{G/W}{G/W} from {G}{G}{R}: one way only, nothing to ask.
    let ways: Vec<(String, u32)> = shot.casts[0].payments.iter().map(|p| (p.mana.clone(), p.life)).collect();
    assert_eq!(ways, [("{R}".to_string(), 0), (String::new(), 2)]);
    assert!(finks.casts[0].payments.is_empty(), "{:?}", finks.casts[0].payments);
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::object_menu(ui, &shot, &[], &[], &players, Some("Alice"), None)),
        Vec::new(),
    );
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    h.get_by_label("Gut Shot, paying… ⏵").click();
    h.run();
    h.get_by_label("2 life ⏵").click();
    h.run();
    h.get_by_label("Bob").click();
    h.run();
    let UiAction::Do(Action::Cast { pay, targets, .. }) = &h.state()[0] else { panic!("{:?}", h.state()) };
    assert_eq!(pay.as_ref().map(|p| (p.mana.as_str(), p.life)), Some(("", 2)));
    assert_eq!(targets, &vec![bifronte::rules::Target::Player("Bob".into())]);
}

#[test]
fn rule_702_51a_the_cast_menu_offers_convoke_with_the_creatures_the_rules_choose() {
    let mut t = crate::harness::with(
        r#"Card(id: "stoke", name: "Stoke the Flames", owner: "Alice", zone: Hand),
           Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Battlefield),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
           Card(id: "memnite", name: "Memnite", owner: "Alice", zone: Battlefield),
           Card(id: "mountain", name: "Mountain", owner: "Alice", zone: Battlefield),
           Card(id: "elves", name: "Llanowar Elves", owner: "Bob", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)");
    let stoke = crate::harness::seen_by(&mut t.app, 0, "stoke").expect("Alice sees her hand");
    // Cast as printed (her one Mountain can't pay {2}{R}{R}: the menu leaves it out), and with
    // convoke: her three creatures, not Bob's, each paying one mana.
    let helped: Vec<Vec<&str>> =
        stoke.casts.iter().map(|c| c.helpers.iter().map(|(_, n)| n.as_str()).collect()).collect();
    assert_eq!(helped, [vec![], vec!["Hill Giant", "Grizzly Bears", "Memnite"]]);
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::object_menu(ui, &stoke, &[], &[], &players, Some("Alice"), None)),
        Vec::new(),
    );
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    h.get_by_label("Stoke the Flames — convoke: tap Hill Giant, Grizzly Bears, Memnite (702.51a), targeting ⏵").click();
    h.run();
    h.get_by_label("Bob").click();
    h.run();
    let UiAction::Do(Action::Cast { helpers, targets, .. }) = &h.state()[0] else { panic!("{:?}", h.state()) };
    let ids: Vec<String> = ["giant", "bears", "memnite"]
        .into_iter()
        .map(|id| crate::harness::seen_by(&mut t.app, 0, id).unwrap().id)
        .collect();
    assert_eq!(helpers, &Some(ids.into_iter().map(Into::into).collect()));
    assert_eq!(targets, &vec![bifronte::rules::Target::Player("Bob".into())]);
}

#[test]
fn rule_601_2b_and_702_33a_the_cast_menu_offers_what_an_additional_cost_takes_and_kicker() {
    let mut t = crate::harness::with(
        r#"Card(id: "splinters", name: "Bone Splinters", owner: "Alice", zone: Hand),
           Card(id: "roil", name: "Into the Roil", owner: "Alice", zone: Hand),
           Card(id: "elves", name: "Llanowar Elves", owner: "Alice", zone: Battlefield),
           Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)");
    let splinters = crate::harness::seen_by(&mut t.app, 0, "splinters").expect("Alice sees her hand");
    let roil = crate::harness::seen_by(&mut t.app, 0, "roil").unwrap();
    let elves = crate::harness::seen_by(&mut t.app, 0, "elves").unwrap();
    let giant = crate::harness::seen_by(&mut t.app, 0, "giant").unwrap();
    // Only a creature Alice controls is offered for the sacrifice, and no way without one.
    let offered: Vec<&[(String, String)]> = splinters.casts.iter().map(|c| c.additional.as_slice()).collect();
    assert_eq!(offered, [&[(elves.id.clone(), "Llanowar Elves".to_string())][..]]);
    assert_eq!(roil.casts.iter().map(|c| c.kicked).collect::<Vec<_>>(), [false, true]);
    let others = vec![(elves.id.clone(), "Llanowar Elves".to_string()), (giant.id.clone(), "Hill Giant".to_string())];
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, &splinters, &others, &[], &players, Some("Alice"), None))
        },
        Vec::new(),
    );
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    h.get_by_label("Bone Splinters, paying with Llanowar Elves, targeting ⏵").click();
    h.run();
    h.get_by_label("Hill Giant").click();
    h.run();
    let UiAction::Do(Action::Cast { additional, targets, kicked, .. }) = &h.state()[0] else {
        panic!("{:?}", h.state())
    };
    assert_eq!(additional, &Some(vec![elves.id.clone().into()]));
    assert_eq!(targets, &vec![bifronte::rules::Target::Object(giant.id.clone().into())]);
    assert!(!kicked);
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, &roil, &others, &[], &players, Some("Alice"), None))
        },
        Vec::new(),
    );
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    // Its "if this spell was kicked" is read (702.33d): cast kicked, with its target.
    h.get_by_label("Into the Roil, kicked, targeting ⏵").click();
    h.run();
    h.get_by_label("Hill Giant").click();
    h.run();
    let UiAction::Do(Action::Cast { kicked, targets, .. }) = &h.state()[0] else { panic!("{:?}", h.state()) };
    assert!(kicked);
    assert_eq!(targets, &vec![bifronte::rules::Target::Object(giant.id.clone().into())]);
}

#[test]
fn rule_601_2b_the_cast_menu_offers_each_pair_for_discard_two_cards() {
    let mut t = crate::harness::with(
        r#"Card(id: "reunion", name: "Cathartic Reunion", owner: "Alice", zone: Hand),
           Card(id: "shot", name: "Gut Shot", owner: "Alice", zone: Hand),
           Card(id: "shock", name: "Shock", owner: "Alice", zone: Hand),
           Card(id: "bolt", name: "Lightning Bolt", owner: "Alice", zone: Hand),
           Card(id: "deluge", name: "Toxic Deluge", owner: "Alice", zone: Hand),"#,
    );
    t.act("SetMode(Assisted)");
    let reunion = crate::harness::seen_by(&mut t.app, 0, "reunion").expect("Alice sees her hand");
    let mut offered: Vec<Vec<String>> =
        reunion.casts.iter().map(|c| c.additional.iter().map(|(_, n)| n.clone()).collect()).collect();
    offered.iter_mut().for_each(|o| o.sort());
    offered.sort();
    // Each two of her four other cards: six ways, none with the Reunion itself, none with one
    // card only.
    assert_eq!(offered.len(), 6, "{offered:?}");
    assert!(offered.iter().all(|o| o.len() == 2 && !o.contains(&"Cathartic Reunion".to_string())));
    assert!(offered.contains(&vec!["Gut Shot".to_string(), "Shock".to_string()]));
    // "pay X life" asks an X as it is cast (107.3a), though its mana cost has none.
    let deluge = crate::harness::seen_by(&mut t.app, 0, "deluge").unwrap();
    assert!(deluge.shown.asks_x() && !reunion.shown.asks_x());
    // An alternative cost of two Mountains (Fireblast): each pair of them.
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted,
            cards: [CardDef(faces: [Face(name: "Fireblast", mana_cost: "{4}{R}{R}", types: [Instant],
                text: "You may sacrifice two Mountains rather than pay this spell's mana cost.\nFireblast deals 4 damage to any target.")])],
            setup: [
                Card(id: "fireblast", name: "Fireblast", owner: "Alice", zone: Hand),
                Card(id: "m1", name: "Mountain", owner: "Alice", zone: Battlefield),
                Card(id: "m2", name: "Mountain", owner: "Alice", zone: Battlefield),
                Card(id: "m3", name: "Mountain", owner: "Alice", zone: Battlefield),
            ])"#,
    );
    let fireblast = crate::harness::seen_by(&mut t.app, 0, "fireblast").unwrap();
    let instead: Vec<usize> =
        fireblast.casts.iter().filter(|c| c.alternative.is_some()).map(|c| c.additional.len()).collect();
    assert_eq!(instead, [2, 2, 2]);
}

#[test]
fn rule_702_27a_the_cast_menu_offers_buyback() {
    let mut t = crate::harness::with(
        r#"Card(id: "capsize", name: "Capsize", owner: "Alice", zone: Hand),
           Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)");
    let capsize = crate::harness::seen_by(&mut t.app, 0, "capsize").expect("Alice sees her hand");
    let giant = crate::harness::seen_by(&mut t.app, 0, "giant").unwrap();
    assert_eq!(capsize.casts.iter().map(|c| c.buyback).collect::<Vec<_>>(), [false, true]);
    let others = vec![(giant.id.clone(), "Hill Giant".to_string())];
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, &capsize, &others, &[], &players, Some("Alice"), None))
        },
        Vec::new(),
    );
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    h.get_by_label("Capsize, with buyback, targeting ⏵").click();
    h.run();
    h.get_by_label("Hill Giant").click();
    h.run();
    let UiAction::Do(Action::Cast { buyback, kicked, targets, .. }) = &h.state()[0] else { panic!("{:?}", h.state()) };
    assert!(*buyback && !*kicked);
    assert_eq!(targets, &vec![bifronte::rules::Target::Object(giant.id.clone().into())]);
}

#[test]
fn rule_118_9_the_cast_menu_offers_evoke_as_an_alternative_cost() {
    let mut t = crate::harness::with(r#"Card(id: "drifter", name: "Mulldrifter", owner: "Alice", zone: Hand),"#);
    t.act("SetMode(Assisted)");
    let drifter = crate::harness::seen_by(&mut t.app, 0, "drifter").expect("Alice sees her hand");
    let ways: Vec<_> = drifter.casts.iter().map(|c| c.alternative).collect();
    assert_eq!(ways, [None, Some(bifronte::cards::costs::Alternative::Evoke)]);
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, &drifter, &[], &[], &players, Some("Alice"), None))
        },
        Vec::new(),
    );
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    h.get_by_label("Mulldrifter, for its evoke cost (702.74a)").click();
    h.run();
    let UiAction::Do(Action::Cast { alternative, .. }) = &h.state()[0] else { panic!("{:?}", h.state()) };
    assert_eq!(*alternative, Some(bifronte::cards::costs::Alternative::Evoke));
}

#[test]
fn rule_608_2g_only_the_seat_a_resolution_lets_cast_is_asked_and_its_answer_casts_the_back_face() {
    let mut t =
        crate::harness::with(r#"Card(id: "zendikar", name: "Invasion of Zendikar", owner: "Bob", zone: Battlefield),"#);
    t.act("SetMode(Assisted)").act(r#"Damage(card: "zendikar", n: 3)"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.zone("zendikar"), Zone::Exile);
    let find = |name| bifronte::rules::query::find_player(t.app.world(), name).unwrap();
    let (alice, bob) = (find("Alice"), find("Bob"));
    let mut asked = |viewer| {
        let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(viewer));
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::cast_offer(ui.ctx(), &model, true)),
            Vec::new(),
        );
        h.run();
        let button = h.query_by_label("Cast it").map(|b| b.click()).is_some();
        h.run();
        (model.table.casting.clone(), button, h.state().clone())
    };
    let (offer, button, _) = asked(alice);
    assert!(!button, "Alice isn't asked");
    assert_eq!(
        offer.map(|o| (o.player, o.name, o.free)),
        Some(("Bob".to_string(), "Awakened Skyclave".to_string(), true))
    );
    let (offer, button, actions) = asked(bob);
    assert!(button, "Bob is asked");
    let card = offer.unwrap().card;
    let [UiAction::Do(cast)] = actions.as_slice() else { panic!("{actions:?}") };
    let Action::Cast { card: c, face, .. } = cast else { panic!("{cast:?}") };
    assert_eq!((c.as_str(), face), (card.as_str(), &Some(bifronte::rules::Side::Back)));
}

#[test]
fn rule_701_23a_only_the_searching_seat_sees_its_library_s_cards_and_its_answer_finds_one() {
    let mut t = crate::harness::with(
        r#"Card(id: "path", name: "Path to Exile", owner: "Alice", zone: Hand),
        Card(id: "p1", name: "Plains", owner: "Alice", zone: Battlefield),
        Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
        Card(id: "bb", name: "Grizzly Bears", owner: "Bob", zone: Library),
        Card(id: "bf1", name: "Forest", owner: "Bob", zone: Library),
        Card(id: "bf2", name: "Forest", owner: "Bob", zone: Library),"#,
    );
    t.act("SetMode(Assisted)").act(r#"Cast(card: "path", targets: ["bears"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(t.zone("bears"), Zone::Exile, "{}", t.log());
    let find = |name| bifronte::rules::query::find_player(t.app.world(), name).unwrap();
    let (alice, bob) = (find("Alice"), find("Bob"));
    let mut asked = |viewer| {
        let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(viewer));
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::search_offer(ui.ctx(), &model, true)),
            Vec::new(),
        );
        h.run();
        let button = h.query_by_label("Forest (2 in the library)").map(|b| b.click()).is_some();
        h.run();
        (model.table.searching.clone(), button, h.state().clone())
    };
    // Alice sees that Bob searches, not his library's cards, and isn't asked.
    let (search, button, _) = asked(alice);
    assert!(!button);
    let search = search.expect("Alice sees the search");
    assert_eq!((search.player.as_str(), search.cards.len()), ("Bob", 0));
    // Bob sees the two Forests (not the Bears: not a basic land card), one button for both.
    let (search, button, actions) = asked(bob);
    assert!(button, "Bob is asked");
    let cards = search.expect("Bob searches").cards;
    assert_eq!(cards.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>(), ["Forest", "Forest"]);
    let [UiAction::Do(Action::Find { player, cards: found })] = actions.as_slice() else { panic!("{actions:?}") };
    assert_eq!((player.as_str(), found.len()), ("Bob", 1));
    assert!(cards.iter().any(|(id, _)| id == found[0].as_str()));
}

/// 701.20e: Dark Bargain's look at the top three cards shows them to Alice only; her window
/// takes two ("Put two of them into your hand": **Take these** once two are taken), and the ways
/// her seat is offered (what a computer player chooses among) are the pairs only.
#[test]
fn rule_701_20e_only_the_looking_seat_sees_the_top_cards_and_takes_as_many_as_the_text_says() {
    let mut t = crate::harness::with(
        r#"Card(id: "bargain", name: "Dark Bargain", owner: "Alice", zone: Hand),
        Card(id: "l1", name: "Grizzly Bears", owner: "Alice", zone: Library),
        Card(id: "l2", name: "Hill Giant", owner: "Alice", zone: Library),
        Card(id: "l3", name: "Memnite", owner: "Alice", zone: Library),
        Card(id: "l4", name: "Island", owner: "Alice", zone: Library),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{B}{B}{B}{B}")"#);
    t.act(r#"Cast(card: "bargain")"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let find = |name| bifronte::rules::query::find_player(t.app.world(), name).unwrap();
    let (alice, bob) = (find("Alice"), find("Bob"));
    let mut asked = |viewer, clicks: &[&str]| {
        let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(viewer));
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::search_offer(ui.ctx(), &model, true)),
            Vec::new(),
        );
        h.run();
        let mut clicked = 0;
        for label in clicks {
            if let Some(b) = h.query_by_label(label) {
                b.click();
                clicked += 1;
            }
            h.run();
        }
        (model.table.searching.clone(), clicked, h.state().clone())
    };
    // Bob sees that Alice looks, not the cards.
    let (look, clicked, actions) = asked(bob, &["Grizzly Bears (1 among them)"]);
    let look = look.expect("Bob sees the look");
    assert_eq!((look.player.as_str(), look.cards.len(), look.top, clicked), ("Alice", 0, 3, 0));
    assert!(actions.is_empty());
    // Alice sees the top three (not the Island under them); one card taken isn't enough.
    let (look, _, actions) = asked(alice, &["Grizzly Bears (1 among them)", "Take these"]);
    let look = look.expect("Alice looks");
    let names: Vec<&str> = look.cards.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!((names, look.exactly), (vec!["Grizzly Bears", "Hill Giant", "Memnite"], 2));
    assert!(actions.is_empty(), "one card of two: {actions:?}");
    let (_, clicked, actions) = asked(alice, &["Grizzly Bears (1 among them)", "Memnite (1 among them)", "Take these"]);
    assert_eq!(clicked, 3);
    let [UiAction::Do(Action::Find { player, cards })] = actions.as_slice() else { panic!("{actions:?}") };
    assert_eq!((player.as_str(), cards.len()), ("Alice", 2));
    let view = bifronte::view::table_view_unexplained(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let ways = bifronte::view::choices::choices(t.app.world_mut(), alice, &view).actions;
    assert_eq!(ways.len(), 3, "the three pairs: {ways:?}");
    assert!(ways.iter().all(|a| matches!(a, Action::Find { cards, .. } if cards.len() == 2)), "{ways:?}");
    let named =
        |id: &bifronte::rules::ObjectId| look.cards.iter().find(|(c, _)| c == id.as_str()).map(|(_, n)| n.clone());
    let taken: Vec<Option<String>> = cards.iter().map(named).collect();
    assert_eq!(taken, [Some("Grizzly Bears".to_string()), Some("Memnite".to_string())]);
    t.act(r#"Find(player: "Alice", cards: ["l1", "l3"])"#);
    assert_eq!(
        (t.zone("l1"), t.zone("l3"), t.zone("l2"), t.zone("l4")),
        (Zone::Hand, Zone::Hand, Zone::Graveyard, Zone::Library)
    );
}

#[test]
fn rule_701_22a_only_the_scrying_seat_sees_the_cards_and_its_boxes_say_which_go_to_the_bottom() {
    let mut t = crate::harness::with(
        r#"Card(id: "jet", name: "Magma Jet", owner: "Alice", zone: Hand),
        Card(id: "top", name: "Mountain", owner: "Alice", zone: Library),
        Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Library),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{C}{R}")"#);
    t.act(r#"Cast(card: "jet", targets: ["Bob"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let find = |name| bifronte::rules::query::find_player(t.app.world(), name).unwrap();
    let (alice, bob) = (find("Alice"), find("Bob"));
    let mut asked = |viewer| {
        let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(viewer));
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::scry_offer(ui.ctx(), &model, true)),
            Vec::new(),
        );
        h.run();
        if let Some(b) = h.query_by_label("Mountain: to the bottom") {
            b.click();
        }
        h.run();
        let done = h.query_by_label("Done").map(|b| b.click()).is_some();
        h.run();
        (model.table.scrying.clone(), done, h.state().clone())
    };
    let (scry, done, _) = asked(bob);
    assert!(!done, "Bob isn't asked");
    assert_eq!(scry.map(|s| (s.player, s.n, s.cards.len())), Some(("Alice".to_string(), 2, 0)));
    let (scry, done, actions) = asked(alice);
    assert!(done, "Alice is asked");
    let cards = scry.unwrap().cards;
    let id = |name: &str| cards.iter().find(|(_, n)| n == name).map(|(id, _)| id.clone()).unwrap();
    let [UiAction::Do(Action::Scry { player, top, bottom })] = actions.as_slice() else { panic!("{actions:?}") };
    assert_eq!(player.as_str(), "Alice");
    assert_eq!(top.iter().map(|x| x.as_str().to_string()).collect::<Vec<_>>(), [id("Hill Giant")]);
    assert_eq!(bottom.iter().map(|x| x.as_str().to_string()).collect::<Vec<_>>(), [id("Mountain")]);
}

/// 701.25a: Deadly Visit's surveil asks Alice alone; her boxes say which cards go into the
/// graveyard, and **Done** surveils (not a scry).
#[test]
fn rule_701_25a_the_surveilling_seat_s_boxes_say_which_cards_go_into_the_graveyard() {
    let mut t = crate::harness::with(
        r#"Card(id: "visit", name: "Deadly Visit", owner: "Alice", zone: Hand),
        Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
        Card(id: "top", name: "Mountain", owner: "Alice", zone: Library),
        Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Library),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{C}{C}{C}{B}{B}")"#);
    t.act(r#"Cast(card: "visit", targets: ["bears"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let alice = bifronte::rules::query::find_player(t.app.world(), "Alice").unwrap();
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::scry_offer(ui.ctx(), &model, true)),
        Vec::new(),
    );
    h.run();
    assert!(h.query_by_label("Mountain: to the bottom").is_none(), "a surveil's cards go into the graveyard");
    h.query_by_label("Mountain: into the graveyard").expect("Alice's box").click();
    h.run();
    h.query_by_label("Done").expect("Alice is asked").click();
    h.run();
    let cards = model.table.scrying.clone().expect("Alice surveils").cards;
    let id = |name: &str| cards.iter().find(|(_, n)| n == name).map(|(id, _)| id.clone()).unwrap();
    let actions = h.state().clone();
    let [UiAction::Do(Action::Surveil { player, top, graveyard })] = actions.as_slice() else { panic!("{actions:?}") };
    assert_eq!(player.as_str(), "Alice");
    assert_eq!(top.iter().map(|x| x.as_str().to_string()).collect::<Vec<_>>(), [id("Hill Giant")]);
    assert_eq!(graveyard.iter().map(|x| x.as_str().to_string()).collect::<Vec<_>>(), [id("Mountain")]);
}

/// 105.1: Feat of Resistance's "the color of your choice" asks Alice alone: her window has the
/// five colours, Bob's none; her seat's ways are the five.
#[test]
fn rule_105_1_only_the_choosing_seat_is_offered_the_five_colors() {
    let mut t = crate::harness::with(
        r#"Card(id: "feat", name: "Feat of Resistance", owner: "Alice", zone: Hand),
        Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{C}{W}")"#);
    t.act(r#"Cast(card: "feat", targets: ["bears"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let find = |name| bifronte::rules::query::find_player(t.app.world(), name).unwrap();
    let (alice, bob) = (find("Alice"), find("Bob"));
    let db = bifronte::cards::CardDb::load_default().0;
    let mut asked = |viewer| {
        let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(viewer));
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::color_offer(ui.ctx(), &model, true, &db)),
            Vec::new(),
        );
        h.run();
        let clicked = h.query_by_label("Red").map(|b| b.click()).is_some();
        h.run();
        (model.table.choosing_color.clone(), clicked, h.state().clone())
    };
    let (choosing, clicked, _) = asked(bob);
    let choosing = choosing.map(|c| (c.player, c.text.contains("the color of your choice")));
    assert_eq!(
        (choosing, clicked),
        (Some(("Alice".to_string(), true)), false),
        "Bob sees who chooses, and isn't asked"
    );
    let (_, clicked, actions) = asked(alice);
    assert!(clicked, "Alice is asked");
    let [UiAction::Do(Action::ChooseColor { player, color })] = actions.as_slice() else { panic!("{actions:?}") };
    assert_eq!((player.as_str(), *color), ("Alice", bifronte::cards::Color::Red));
    let view = bifronte::view::table_view_unexplained(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let ways = bifronte::view::choices::choices(t.app.world_mut(), alice, &view).actions;
    assert_eq!(ways.len(), 5, "{ways:?}");
    t.act(r#"ChooseColor(player: "Alice", color: Red)"#);
    let text = t.log();
    assert!(text.contains("Protection from red"), "{text}");
}

#[test]
fn the_cast_menu_names_a_split_card_s_halves_and_casts_it_fused() {
    let mut t = crate::harness::with(r#"Card(id: "tb", name: "Turn // Burn", owner: "Alice", zone: Hand),"#);
    let card = crate::harness::seen_by(&mut t.app, 0, "tb").expect("Alice sees her hand");
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::object_menu(ui, &card, &[], &[], &players, Some("Alice"), None)),
        Vec::new(),
    );
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    for label in ["Turn (709.3)", "Burn (709.3)"] {
        h.get_by_label(label);
    }
    assert!(h.query_by_label("Face down (Morph)").is_none(), "Turn // Burn has no morph (702.37c)");
    assert!(h.query_by_label("Back face").is_none(), "a split card has halves, not faces");
    h.get_by_label("Fused: both halves (702.102a)").click();
    h.run();
    let fused = Action::Cast {
        card: card.id.clone().into(),
        face: None,
        face_down: None,
        targets: Vec::new(),
        fused: true,
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
    };
    assert_eq!(h.state(), &vec![UiAction::Do(fused)]);
}

#[test]
fn the_token_dialog_makes_predefined_custom_and_copy_tokens() {
    let (m, ids) = demo_model(0);
    let players = m.players.clone();
    let bears = object(&m, &ids["bears"]).clone();
    let mut form = TokenForm::default();
    let mut h = Harness::new_ui_state(
        |ui, (form, out): &mut (TokenForm, Vec<UiAction>)| {
            out.extend(ui::token_dialog(ui, form, Some(&bears), &players))
        },
        (form.clone(), Vec::new()),
    );
    h.run();
    h.get_by_label("Food").click();
    h.run();
    h.get_by_label("Create").click();
    h.run();
    let want = UiAction::Token { token: TokenKind::Predefined("Food".into()), count: 1, controller: "Alice".into() };
    assert_eq!(h.state().1, vec![want]);

    // A custom token with a bad power says what is wrong and creates nothing.
    form.mode = TokenMode::Custom;
    form.power = "lots".into();
    let mut h = Harness::new_ui_state(
        |ui, (form, out): &mut (TokenForm, Vec<UiAction>)| out.extend(ui::token_dialog(ui, form, None, &players)),
        (form.clone(), Vec::new()),
    );
    h.run();
    h.get_by_label("Create").click();
    h.run();
    assert!(h.state().1.is_empty());
    h.get_by_label_contains("power must be a whole number");

    // A copy of the selected object.
    form.mode = TokenMode::CopyOfSelected;
    let mut h = Harness::new_ui_state(
        |ui, (form, out): &mut (TokenForm, Vec<UiAction>)| {
            out.extend(ui::token_dialog(ui, form, Some(&bears), &players))
        },
        (form, Vec::new()),
    );
    h.run();
    h.get_by_label("Create").click();
    h.run();
    assert!(matches!(&h.state().1[..], [UiAction::Token { token: TokenKind::CopyOf(id), .. }] if *id == ids["bears"]));
}

#[test]
fn the_scene_panel_shows_each_step_and_failed_expectations() {
    let (mut m, _) = demo_model(3);
    assert_eq!(m.scene.steps[2].state, StepState::Passed, "{:?}", m.scene.steps[2]);
    assert_eq!(m.scene.steps[3].state, StepState::Next);
    m.scene.steps[2].state = StepState::Failed;
    m.scene.steps[2].failures = vec!["power: expected 6, found 5".into()];
    let scene = m.scene.clone();
    let mut h =
        Harness::new_ui_state(|ui, out: &mut Vec<UiAction>| out.extend(ui::scene_panel(ui, &scene)), Vec::new());
    h.run();
    h.get_by_label_contains("0 expectations passed, 1 failed");
    h.get_by_label_contains("power: expected 6, found 5");
    h.get_by_label_contains("✘  3. Expect");
    h.get_by_label("Next ▶").click();
    h.run();
    assert_eq!(h.state(), &vec![UiAction::Table(TableCommand::Next)]);
}

#[test]
fn the_log_shows_rule_numbers_that_open_the_rules_text() {
    let (m, _) = demo_model(2);
    let log = m.log.clone();
    let mut h =
        Harness::new_ui_state(|ui, out: &mut Vec<UiAction>| out.extend(ui::log_panel(ui, &log, &[], true)), Vec::new());
    h.run();
    h.get_by_label_contains("Village Ironsmith transforms into Ironfang");
    h.get_all_by_label("701.27a").next().unwrap().click();
    h.run();
    assert_eq!(h.state(), &vec![UiAction::ShowRule("701.27a".into())]);
    // And the shipped text has it.
    let rules = bifronte::overlay::rules_text::RulesText::load_default().unwrap();
    let mut h = Harness::new_ui(|ui| ui::rule_window(ui, &rules, "701.27a"));
    h.run();
    h.get_by_label_contains("To transform a permanent, turn it over");
}

/// With the rules detail off (a game's default), the log keeps what happened and folds away
/// the rule numbers and the new-object bookkeeping (400.7).
#[test]
fn a_game_s_log_folds_rule_numbers_and_new_object_lines_until_rules_detail_is_on() {
    let (m, _) = demo_model(26);
    let log = m.log.clone();
    assert!(log.iter().any(ui::panels::bookkeeping), "the demo's log has 400.7 lines to fold");
    let shown = |detail: bool| {
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::log_panel(ui, &log, &[], detail)),
            Vec::new(),
        );
        h.run();
        let rules = h.query_all_by_label("701.27a").count();
        let new_objects = h.query_all_by_label_contains("it is a new object").count();
        let transforms = h.query_all_by_label_contains("Village Ironsmith transforms into Ironfang").count();
        (rules, new_objects, transforms)
    };
    let (rules, new_objects, transforms) = shown(true);
    assert!(rules >= 1 && new_objects >= 1 && transforms == 1);
    assert_eq!(shown(false), (0, 0, 1), "folded: no rule numbers, no 400.7 lines, the transform stays");
}

/// A game's log says each time a player receives priority and each pass the table made for a
/// player with no stop there (117.3): about half its lines. With the rules detail off they
/// fold away as the 400.7 lines do; the player's own passes and what happened stay.
#[test]
fn rule_117_3_a_game_s_log_folds_priority_lines_until_rules_detail_is_on() {
    use bifronte::rules::replay::apply_as_frame;
    let db = CardDb::load_default().0;
    let l = bifronte::cli::game_scene(bifronte::i18n::Lang::En, &[], Some(7), None, &[], &db).unwrap();
    let mut app = rules_app(db.clone());
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps {
        assert!(run_step(&mut app, s).is_empty());
    }
    for p in ["Alice", "Bob"] {
        apply_as_frame(app.world_mut(), Action::Keep { player: p.into(), bottom: None });
    }
    for p in ["Alice", "Bob", "Alice", "Bob"] {
        apply_as_frame(app.world_mut(), Action::PassPriority { player: p.into(), until: None });
    }
    let log = overlay_model(app.world_mut(), 0).log.clone();
    let receives = log.iter().filter(|l| l.text.ends_with("receives priority")).count();
    let by_itself = log.iter().filter(|l| l.text.contains("(no stop here)")).count();
    assert!(receives >= 2 && by_itself >= 1, "{:#?}", log.iter().map(|l| &l.text).collect::<Vec<_>>());
    let shown = |detail: bool| {
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::log_panel(ui, &log, &[], detail)),
            Vec::new(),
        );
        h.run();
        let receives = h.query_all_by_label_contains("receives priority").count();
        let by_itself = h.query_all_by_label_contains("(no stop here)").count();
        let own = h.query_all_by_label_contains("> Alice passes priority").count();
        (receives, by_itself, own)
    };
    let (r, b, own) = shown(true);
    assert!(r >= 2 && b >= 1 && own >= 1, "with the detail: {r} {b} {own}");
    let (r, b, own_folded) = shown(false);
    assert_eq!((r, b, own_folded), (0, 0, own), "folded: no priority lines, the player's own passes stay");
}

/// The log follows its newest line (egui's stick to bottom) until the player scrolls up to
/// read; scrolled back to the bottom, it follows again.
#[test]
fn the_log_follows_new_lines_unless_scrolled_up_and_again_back_at_the_bottom() {
    use bevy_egui::egui;
    use bifronte::overlay::model::LogLine;
    let line = |i: usize| LogLine { turn: 1, rule: None, text: format!("line number {i}"), said: None };
    let mut h = Harness::builder().with_size(egui::vec2(400.0, 200.0)).build_ui_state(
        |ui, log: &mut Vec<LogLine>| _ = ui::log_panel(ui, log, &[], true),
        (0..40).map(line).collect(),
    );
    h.run();
    let seen = |h: &Harness<'_, Vec<LogLine>>, i: usize| {
        let r = h.get_by_label(&format!("line number {i}")).rect();
        r.min.y >= 0.0 && r.max.y <= 200.5
    };
    assert!(seen(&h, 39), "the newest line shows");
    h.state_mut().extend((40..45).map(line));
    h.run();
    assert!(seen(&h, 44), "a new line is followed");
    // Scrolled up to read: new lines don't take the log away.
    h.get_by_label("line number 40").hover();
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, 400.0),
        modifiers: egui::Modifiers::default(),
        phase: egui::TouchPhase::Move,
    });
    // egui eases a scroll over some frames.
    h.run_steps(120);
    let reading = (0..45).find(|i| seen(&h, *i)).unwrap();
    h.state_mut().extend((45..50).map(line));
    h.run();
    assert!(seen(&h, reading) && !seen(&h, 49), "scrolled up, the log stays where the player reads");
    // Back at the bottom, it follows again.
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, -5000.0),
        modifiers: egui::Modifiers::default(),
        phase: egui::TouchPhase::Move,
    });
    h.run_steps(120);
    h.state_mut().extend((50..55).map(line));
    h.run();
    assert!(seen(&h, 54), "back at the bottom, new lines are followed");
}

#[test]
fn the_log_and_the_inspector_name_cards_in_words_not_ids_or_ron() {
    // Alice's model after the whole demo: every action line is a sentence with card names.
    let (db, _) = CardDb::load_default();
    let l = load_scene(&scenes_dir().join("demo.ron"), &db).unwrap();
    let n = l.scene.steps.len();
    let (m, ids) = demo_model(n);
    let actions: Vec<&str> = m.log.iter().map(|l| l.text.as_str()).filter(|t| t.starts_with('>')).collect();
    assert!(actions.len() >= 8, "{actions:?}");
    for line in &actions {
        assert!(!line.contains('"') && !line.contains("card:"), "RON in the log: {line}");
    }
    // A double-faced card is named by its front face, though its back is up now (712.8a).
    assert!(actions.contains(&"> Transform Village Ironsmith"), "{actions:?}");
    assert!(actions.contains(&"> Village Ironsmith gets +2/+2 until end of turn"), "{actions:?}");
    assert!(actions.iter().any(|a| a.starts_with("> Bob manifests")), "{actions:?}");
    // The inspector names what is attached, not its id.
    let bears = object(&m, &ids["bears"]).clone();
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::inspector(ui, &bears, &m.table, false)),
        Vec::new(),
    );
    h.run();
    h.get_by_label_contains("Attached to it: Bonesplitter");
    assert!(h.query_by_label_contains("sword").is_none(), "an id in the inspector");
}

#[test]
fn a_face_down_permanent_is_named_in_the_log_without_its_id_for_its_opponents() {
    // The demo's Bob has Exalted Angel face down (morph) under the id "angel", which says what
    // it is. Bob taps it.
    let (db, _) = CardDb::load_default();
    let l = load_scene(&scenes_dir().join("demo.ron"), &db).unwrap();
    let mut app = rules_app(db);
    start(&l, &mut app).unwrap();
    app.world_mut().write_message(bifronte::rules::ActionRequest(Action::Tap("angel".into())));
    app.update();
    let alice = overlay_model(app.world_mut(), 0);
    let line = alice.log.iter().rev().find(|l| l.text.starts_with('>')).unwrap().text.clone();
    assert_eq!(line, "> Tap a face-down permanent");
    assert!(alice.log.iter().all(|l| !l.text.contains("angel")), "{:?}", alice.log);
    let bob = overlay_model(app.world_mut(), 1);
    let line = bob.log.iter().rev().find(|l| l.text.starts_with('>')).unwrap().text.clone();
    assert_eq!(line, "> Tap face-down Exalted Angel", "its controller may look at it (708.5)");
}

/// The menu bar in a kittest harness on `model`, its File menu opened: what it asks for lands in
/// the state's list.
pub(crate) fn file_menu_open<'a>(
    model: &'a OverlayModel,
    session: &'a bifronte::session::Session,
    state: bifronte::overlay::OverlayState,
) -> Harness<'a, (bifronte::overlay::OverlayState, Vec<UiAction>)> {
    use bifronte::overlay::{OverlayState, menu_bar};
    let mut h = Harness::new_ui_state(
        move |ui, (state, out): &mut (OverlayState, Vec<UiAction>)| menu_bar(ui, model, state, (session, false), out),
        (state, Vec::new()),
    );
    h.run();
    h.get_by_label("File").click();
    h.run();
    h
}

#[test]
fn the_file_menus_path_field_takes_clicks_and_typing_without_closing_the_menu() {
    use bifronte::overlay::OverlayState;
    let dir = std::env::temp_dir().join(format!("bifronte-file-menu-{}", std::process::id()));
    let session = bifronte::session::Session::in_dir(&dir);
    let (model, _) = demo_model(0);
    let mut state = OverlayState::default();
    state.path = "saves/".into();
    let mut h = file_menu_open(&model, &session, state);
    h.get_all_by_value("saves/").next().unwrap().click();
    h.run();
    assert!(h.query_by_label("Save (Ctrl+S)").is_some(), "a click in the path field closed the File menu");
    h.get_all_by_value("saves/").next().unwrap().type_text("game.ron");
    h.run();
    assert_eq!(h.state().0.path, "saves/game.ron");
    h.get_by_label("Save (Ctrl+S)").click();
    h.run();
    assert_eq!(h.state().1, vec![UiAction::Table(TableCommand::Save("saves/game.ron".into()))]);
    assert!(h.query_by_label("Save (Ctrl+S)").is_none(), "a button closes the menu");
}

/// 69: File → New game against the computer offers its levels (medium unless chosen); the
/// game started is against the level chosen, which the window then seats at the second seat;
/// a window opened on a game against the computer has the menu say so, at its level.
#[test]
fn the_file_menu_starts_a_game_against_the_computer_at_the_level_chosen() {
    use bifronte::overlay::OverlayState;
    let dir = std::env::temp_dir().join(format!("bifronte-file-level-{}", std::process::id()));
    let session = bifronte::session::Session::in_dir(&dir);
    let (model, _) = demo_model(0);
    let mut h = file_menu_open(&model, &session, OverlayState::default());
    assert!(h.query_by_label("hard (looks ahead)").is_none(), "the levels show once the computer is chosen");
    h.get_by_label("Against the computer (it plays every seat but the first)").click();
    h.run();
    assert_eq!(h.state().0.computer_level, bifronte::ai::Level::Medium);
    h.get_by_label("hard (looks ahead)").click();
    h.run();
    assert_eq!(h.state().0.computer_level, bifronte::ai::Level::Hard);
    h.get_by_label("Start the new game").click();
    h.run();
    let asked = &h.state().1;
    assert!(matches!(&asked[0], UiAction::Computer(Some(names)) if names.len() == 2), "{asked:?}");
    // The window's side: the computer plays Bob at the level chosen.
    let mut app = App::new();
    app.insert_resource(bifronte::rules::Labels::default());
    let mut state = OverlayState::default();
    state.computer_level = h.state().0.computer_level;
    app.insert_resource(state);
    bifronte::overlay::carry_out(app.world_mut(), asked[0].clone());
    let seats = app.world().resource::<bifronte::ai::seat::ComputerSeats>();
    assert_eq!(seats.seats, vec![("Bob".to_string(), bifronte::ai::Level::Hard)]);
    // A window opened on `game --vs-computer --level hard` offers the same in File → New game.
    let mut app = App::new();
    app.insert_resource(bifronte::rules::Labels::default());
    app.insert_resource(OverlayState::default());
    bifronte::app::against_the_computer(&mut app, bifronte::ai::Level::Hard);
    let state = app.world().resource::<OverlayState>();
    assert!(state.vs_computer && state.computer_level == bifronte::ai::Level::Hard);
}

#[test]
fn tab_goes_to_egui_only_while_a_text_field_has_the_keyboard() {
    use bevy_egui::egui;
    use bifronte::overlay::for_egui;
    let tab = egui::Event::Key {
        key: egui::Key::Tab,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::default(),
    };
    let mut last = None;
    assert!(!for_egui(&tab, false, &mut last), "Tab sits at the next seat; egui must not move its focus");
    assert!(for_egui(&tab, true, &mut last), "in a text field, Tab is the field's");
    let mods = egui::Event::ModifiersChanged(egui::Modifiers::default());
    assert!(for_egui(&mods, false, &mut last));
    assert!(!for_egui(&mods, false, &mut last), "unchanged modifiers don't wake egui");
    assert!(for_egui(&egui::Event::ModifiersChanged(egui::Modifiers::CTRL), false, &mut last));
}

/// Names and texts of objects `viewer` may not see (708.5, 400.2, 401.2, 402.3; unless
/// revealed to them, 701.20), less those that are part of a name, text or type line it sees
/// anyway.
pub(crate) fn hidden_from(world: &mut World, viewer: Entity) -> (BTreeSet<String>, BTreeSet<String>) {
    let (hidden, texts, seen) = sight(world, viewer);
    let names = hidden.into_iter().filter(|n| !n.is_empty() && !seen.iter().any(|s| s.contains(n.as_str()))).collect();
    // A hidden text that is part of a text the viewer sees ("Flying, vigilance") reveals nothing.
    let texts = texts.into_iter().filter(|t| !seen.iter().any(|s| s.contains(t.as_str()))).collect();
    (names, texts)
}

/// What a viewer has watched over a run of steps: the names, texts and type lines of every
/// object it could see at some moment, and of every face-down permanent or spell that has since
/// left the battlefield or the stack or turned face up (its owner reveals it as it goes, 708.9).
/// A log line tells each reader what they watched then (a card seen on the battlefield and put
/// into a library was seen by everyone, 400.2), so the log is searched for what the viewer
/// never saw; the table, for everything hidden from it now.
#[derive(Default)]
pub(crate) struct Watched {
    seen: BTreeSet<String>,
    /// The face-down permanents and spells at the last look, with their faces' names and texts.
    face_down: Vec<(Entity, Vec<String>)>,
    /// How many of the log's entries were read for cards revealed to every player.
    log_read: usize,
}

impl Watched {
    /// Adds what `viewer` sees now, and what was revealed since the last look.
    pub(crate) fn look(&mut self, world: &mut World, viewer: Entity) {
        self.seen.extend(sight(world, viewer).2);
        // A card revealed to every player since the last look (701.20a), though it went on to a
        // hidden zone in the same step (an exploring permanent's land, 701.44a).
        let log = world.resource::<bifronte::rules::RulesLog>();
        let start = self.log_read.min(log.entries.len());
        let shown: Vec<Entity> = log
            .entries
            .from(start)
            .filter(|e| e.text.said().id == "log-revealed-to-every-player")
            .flat_map(|e| e.text.refs().into_iter().map(|r| r.entity))
            .collect();
        self.log_read = log.entries.len();
        for e in shown {
            if let Some(p) = world.get::<Printed>(e) {
                self.seen.extend(p.0.faces.iter().flat_map(|f| [f.name.to_string(), f.text.to_string()]));
            }
        }
        let still = |w: &World, e: Entity| {
            w.get::<FaceDown>(e).is_some_and(|f| f.0.is_some())
                && w.get::<InZone>(e).is_some_and(|z| matches!(z.zone, Zone::Battlefield | Zone::Stack))
        };
        for (e, words) in std::mem::take(&mut self.face_down) {
            if !still(world, e) {
                self.seen.extend(words);
            }
        }
        let mut q = world.query::<(Entity, &Printed)>();
        let now: Vec<(Entity, Vec<String>)> = q
            .iter(world)
            .map(|(e, p)| (e, p.0.faces.iter().flat_map(|f| [f.name.to_string(), f.text.to_string()]).collect()))
            .collect();
        self.face_down = now.into_iter().filter(|(e, _)| still(world, *e)).collect();
    }

    /// Before `action` is carried out: an instant or sorcery card that is a face-down permanent
    /// and is asked to turn face up is revealed and stays face down (701.40g, 701.58b).
    /// A card a search or a look finds and reveals ("You may reveal a creature card from among
    /// them and put it into your hand") is shown to every player (701.20a) as it is found (a
    /// refused answer reveals nothing).
    pub(crate) fn asked(&mut self, world: &World, action: &Action) {
        let label = |id: &str| world.get_resource::<bifronte::rules::Labels>().and_then(|l| l.0.get(id).copied());
        // 201.4: a card name a player chooses is said to every player (it tells nothing of any
        // card but the name itself), as its card spells it; a refused one says nothing.
        let named = match action {
            Action::ChooseAsEnters { card, answer: bifronte::cards::EntryAnswer::Name(n) } => label(card.as_str())
                .filter(|e| {
                    let answer = bifronte::cards::EntryAnswer::Name(n.clone());
                    bifronte::rules::ops::entry_choice::can_choose(world, *e, &answer).is_ok()
                })
                .map(|_| n),
            Action::ChooseName { player, name } => bifronte::rules::query::find_player(world, player.as_str())
                .filter(|p| bifronte::rules::ops::color_choice::can_choose(world, *p, Some(name)).is_ok())
                .map(|_| name),
            _ => None,
        };
        if let Some(n) = named {
            self.seen.insert(bifronte::rules::ops::entry_choice::spelled(world, n));
        }
        if let Action::Find { cards, .. } = action
            && let Some(o) = bifronte::rules::ops::search::pending(world).filter(|o| o.search.reveal)
        {
            let found: Vec<Entity> = cards.iter().filter_map(|c| label(c.as_str())).collect();
            if bifronte::rules::ops::search::can_find(world, o.player, &found).is_err() {
                return;
            }
            for e in found {
                if let Some(p) = world.get::<Printed>(e) {
                    self.seen.extend(p.0.faces.iter().flat_map(|f| [f.name.to_string(), f.text.to_string()]));
                }
            }
        }
        let (Action::TurnFaceUp(id) | Action::TurnFaceUpForCost(id)) = action else { return };
        let Some(e) = label(id.as_str()) else {
            return;
        };
        let Some(p) = world.get::<Printed>(e) else { return };
        let front = p.0.front();
        let spell = front
            .types
            .iter()
            .any(|t| matches!(t, bifronte::cards::CardType::Instant | bifronte::cards::CardType::Sorcery));
        if spell && world.get::<FaceDown>(e).is_some_and(|f| f.0.is_some()) {
            self.seen.extend([front.name.to_string(), front.text.to_string()]);
        }
    }

    /// Those of `hidden` (names or texts hidden now) the viewer has never seen.
    pub(crate) fn never<'a>(&self, hidden: impl IntoIterator<Item = &'a String>) -> Vec<&'a String> {
        hidden.into_iter().filter(|n| !self.seen.iter().any(|s| s.contains(n.as_str()))).collect()
    }
}

/// The names and long texts of the faces `viewer` may not see, and every name, text and type
/// line it may see.
fn sight(world: &mut World, viewer: Entity) -> (BTreeSet<String>, BTreeSet<String>, BTreeSet<String>) {
    // The top card of a library played with its top card revealed is seen by everyone.
    let mut tops: Vec<(Entity, i64)> = Vec::new();
    let mut libraries = world.query::<(Entity, &InZone, &Owner)>();
    for (e, z, o) in libraries.iter(world) {
        if z.zone != Zone::Library || world.get::<bifronte::rules::TopRevealed>(o.0).is_none() {
            continue;
        }
        let top_of = |t: &(Entity, i64)| world.get::<Owner>(t.0).is_some_and(|x| x.0 == o.0);
        match tops.iter_mut().find(|t| top_of(t)) {
            Some(t) if z.order < t.1 => *t = (e, z.order),
            Some(_) => {}
            None => tops.push((e, z.order)),
        }
    }
    let (mut hidden, mut seen) = (BTreeSet::new(), BTreeSet::new());
    let mut texts = BTreeSet::new();
    let mut q = world.query::<(
        Entity,
        &Printed,
        &InZone,
        &Owner,
        &Controller,
        &FaceDown,
        &bifronte::rules::Characteristics,
        Option<&bifronte::rules::Revealed>,
    )>();
    for (e, p, z, o, c, fd, ch, shown) in q.iter(world) {
        let revealed = shown.is_some_and(|r| r.all || r.to.contains(&viewer)) || tops.iter().any(|t| t.0 == e);
        let may_see = match z.zone {
            _ if revealed && fd.0.is_none() => true,
            Zone::Library => false,
            Zone::Hand => o.0 == viewer,
            _ if fd.0.is_some() => c.0 == viewer,
            _ => true,
        };
        for f in &p.0.faces {
            if may_see {
                seen.insert(f.name.to_string());
                seen.insert(f.text.to_string());
            } else {
                hidden.insert(f.name.to_string());
                if f.text.len() >= 12 {
                    texts.insert(f.text.to_string());
                }
            }
        }
        if may_see || fd.0.is_some() {
            seen.insert(ch.name.to_string());
            seen.insert(ch.type_line());
        }
        // What it is now: a copy shows the text of what it copies (707.2), which is then no
        // secret even while the original is in a hidden zone.
        if may_see {
            seen.insert(ch.text());
        }
    }
    (hidden, texts, seen)
}

#[test]
fn the_overlay_model_holds_nothing_a_player_may_not_see_in_any_scene() {
    let (db, _) = CardDb::load_default();
    let files = scene_files(&[scenes_dir()]);
    assert!(files.len() > 100, "{} scenes", files.len());
    let (mut checked, mut with_secrets) = (0, 0);
    for f in files {
        let l = load_scene(&f, &db).unwrap_or_else(|e| panic!("{e}"));
        let mut app = rules_app(db.clone());
        start(&l, &mut app).unwrap();
        app.insert_resource(Playback::new(l.clone()));
        let players = app.world().resource::<Players>().0.clone();
        let mut watched: Vec<Watched> = players.iter().map(|_| Watched::default()).collect();
        for i in 0..=l.scene.steps.len() {
            if i > 0 {
                let step = &l.scene.steps[i - 1];
                if let Step::Do(a) = step {
                    watched.iter_mut().for_each(|w| w.asked(app.world(), a));
                }
                let failures = run_step(&mut app, step);
                let mut pb = app.world_mut().resource_mut::<Playback>();
                pb.next = i;
                pb.failures.extend(failures.into_iter().map(|m| (i, m)));
            }
            for (seat, p) in players.iter().enumerate() {
                watched[seat].look(app.world_mut(), *p);
            }
            if i > 0 && !matches!(l.scene.steps[i - 1], Step::Do(_)) {
                continue;
            }
            for (seat, p) in players.iter().enumerate() {
                let (names, texts) = hidden_from(app.world_mut(), *p);
                let mut model = overlay_model(app.world_mut(), seat);
                // What the seat is shown: the table, the turn and the status line, searched for
                // all that is hidden from it now; the log and the scene's actions in words, for
                // what it never saw. A scene's title, notes and expectations are the scene file's
                // own words, shown as written to whoever opened it (a file they can read anyway),
                // not information of the table's: they aren't searched. Nor is a card name a
                // step has a player choose (201.4): the player's own words, not a card's.
                let naming = |a: &Action| {
                    matches!(
                        a,
                        Action::ChooseName { .. }
                            | Action::ChooseAsEnters { answer: bifronte::cards::EntryAnswer::Name(_), .. }
                    )
                };
                let actions: Vec<&str> = model
                    .scene
                    .steps
                    .iter()
                    .zip(&l.scene.steps)
                    .filter(|(_, s)| matches!(s, Step::Do(a) if !naming(a)))
                    .map(|(line, _)| line.text.as_str())
                    .collect();
                let log = std::mem::take(&mut model.seat_model.log);
                let table = format!("{:?} {:?}", model.seat_model, model.status);
                let said = format!("{log:?} {actions:?}");
                for (dump, names, texts) in [
                    (&table, names.iter().collect::<Vec<_>>(), texts.iter().collect::<Vec<_>>()),
                    (&said, watched[seat].never(&names), watched[seat].never(&texts)),
                ] {
                    for n in names {
                        assert!(!dump.contains(n.as_str()), "{}: step {i}: seat {seat} can read {n:?}", f.display());
                    }
                    for t in texts {
                        // As Debug writes it.
                        let t = &t.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n");
                        let at = dump
                            .find(t.as_str())
                            .map(|k| &dump[k.saturating_sub(300)..(k + t.len() + 50).min(dump.len())]);
                        assert!(at.is_none(), "{}: step {i}: seat {seat} can read {t:?} in {at:?}", f.display());
                    }
                }
                checked += 1;
                with_secrets += usize::from(!names.is_empty());
            }
        }
    }
    // The check has teeth: most of the library hides something from someone.
    assert!(with_secrets > 100, "only {with_secrets} of {checked} views hid anything");
}

#[test]
fn the_panels_flat_rectangles_and_the_table_area_tile_the_window() {
    use bevy_egui::egui;
    // `frames --flat-panels` puts the panels' backdrops on these: they must cover what the panels
    // cover, no more (the 3D view is left alone) and no less (the whole cost of the area is paid).
    for (w, h) in [(1600.0, 900.0), (1280.0, 720.0)] {
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
        let area = bifronte::overlay::table_area(Vec2::new(w, h));
        let area = egui::Rect::from_min_max(egui::pos2(area.min.x, area.min.y), egui::pos2(area.max.x, area.max.y));
        let rects = bifronte::overlay::panel_rects(window);
        let covered: f32 = rects.iter().map(|r| r.area()).sum::<f32>() + area.area();
        assert_eq!(covered, window.area(), "{w}x{h}: {rects:?} and {area:?}");
        let mut all = rects.to_vec();
        all.push(area);
        for (i, a) in all.iter().enumerate() {
            assert!(window.contains_rect(*a), "{a:?} leaves the window");
            for b in &all[i + 1..] {
                let overlap = a.intersect(*b);
                assert!(overlap.width() <= 0.0 || overlap.height() <= 0.0, "{a:?} overlaps {b:?}");
            }
        }
        // The inspector is as wide as the preview, the scene panel as its constant.
        assert_eq!(rects[2].width(), bifronte::overlay::PREVIEW_PANEL);
        assert_eq!(rects[1].width(), bifronte::overlay::SCENE_PANEL);
    }
}

#[test]
fn another_players_request_is_put_to_the_seat_in_words_with_allow_and_decline() {
    for (button, accept) in [("Allow", true), ("Decline", false)] {
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::consent_question(ui.ctx(), 7, "Bob", "Tap Island")),
            Vec::new(),
        );
        h.run();
        h.get_by_label("Bob asks: Tap Island");
        h.get_by_label(button).click();
        h.run();
        assert_eq!(h.state(), &vec![UiAction::AnswerConsent(7, accept)]);
    }
}

/// Bob at 20 life with these counters.
fn bob_at_20(counters: Vec<(String, u32)>) -> bifronte::view::PlayerView {
    bifronte::view::PlayerView {
        name: "Bob".into(),
        life: 20,
        counters,
        lost: None,
        commander_damage: Vec::new(),
        mulligans: 0,
        opening: false,
        mana_pool: String::new(),
        priority: false,
        monarch: false,
        citys_blessing: false,
    }
}

/// The life editor of `player`, drawn alone; its state is the draft and what it asked for.
fn life_editor_of(player: &bifronte::view::PlayerView) -> Harness<'_, (ui::LifeDraft, Vec<UiAction>)> {
    Harness::new_ui_state(
        move |ui, (draft, out): &mut (ui::LifeDraft, Vec<UiAction>)| out.extend(ui::life_editor(ui, player, draft)),
        (ui::LifeDraft::default(), Vec::new()),
    )
}

/// A click on a player's panel opens this editor: ±1 and ±5, a total typed in, each counter
/// kind with − and +, and any other kind by name, one click each.
#[test]
fn the_life_editor_changes_life_and_counters_in_one_click_each() {
    let bob = bob_at_20(vec![("poison".into(), 2)]);
    let mut h = life_editor_of(&bob);
    h.run();
    h.get_by_label("20 life");
    h.get_by_label("+5").click();
    h.run();
    h.get_by_label("-1").click();
    h.run();
    h.get_by_label("poison: 2");
    h.get_by_label("energy: 0");
    h.get_all_by_label("+").next().expect("a + for poison").click();
    h.run();
    h.get_all_by_role(bevy_egui::egui::accesskit::Role::TextInput).next().expect("the total's field").click();
    h.run();
    h.get_all_by_role(bevy_egui::egui::accesskit::Role::TextInput).next().unwrap().type_text("7");
    h.run();
    h.get_by_label("Set").click();
    h.run();
    h.get_all_by_role(bevy_egui::egui::accesskit::Role::TextInput).nth(1).expect("the kind's field").click();
    h.run();
    h.get_all_by_role(bevy_egui::egui::accesskit::Role::TextInput).nth(1).unwrap().type_text("charge");
    h.run();
    h.get_by_label("Put one").click();
    h.run();
    let p = || "Bob".to_string().into();
    assert_eq!(
        h.state().1,
        vec![
            UiAction::Do(Action::ChangeLife { player: p(), by: 5 }),
            UiAction::Do(Action::ChangeLife { player: p(), by: -1 }),
            UiAction::Do(Action::PlayerCounters {
                player: p(),
                kind: bifronte::rules::CounterKind::parse("poison"),
                by: 1
            }),
            UiAction::Do(Action::SetLife { player: p(), life: 7 }),
            UiAction::Do(Action::PlayerCounters {
                player: p(),
                kind: bifronte::rules::CounterKind::parse("charge"),
                by: 1
            }),
        ]
    );
}

/// The menus offer what the rules allow for that card and seat: a Forest doesn't transform or
/// convert (701.27c), a werewolf transforms but its card never converts (701.28a), another player's permanent isn't the seat's to sacrifice (701.21a), and
/// a transforming card's back face is cast only with disturb (712.11a, 702.146a).
#[test]
fn the_menus_offer_only_what_the_rules_allow_for_that_card_and_seat() {
    let (m, ids) = demo_model(0);
    let players = m.players.clone();
    let labels = |o: ObjectView| {
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::object_menu(ui, &o, &[], &[], &players, Some("Alice"), None)),
            Vec::new(),
        );
        h.run();
        ["Transform (F)", "Convert", "Sacrifice", "Tap (T)"].map(|l| h.query_by_label(l).is_some())
    };
    assert_eq!(labels(object(&m, &ids["forest"]).clone()), [false, false, true, false], "a tapped Forest");
    assert_eq!(labels(object(&m, &ids["smith"]).clone()), [true, false, true, true], "a double-faced creature");
    assert_eq!(labels(object(&m, &ids["garruk"]).clone()), [false, false, false, true], "Bob's Garruk");
    let casts =
        |id: &str| object(&m, &ids[id]).casts.iter().map(|c| c.said(bifronte::i18n::Lang::En)).collect::<Vec<_>>();
    assert_eq!(casts("jace"), ["Jace, Vryn's Prodigy"], "no casting Jace's back face");
    assert!(casts("b-hand").iter().any(|c| c.starts_with("With disturb: Generous Soul")), "{:?}", casts("b-hand"));
}

/// The opening hand (103.5): keep or mulligan; after a mulligan, tick one card per mulligan and
/// keep, and they go to the bottom of the library.
#[test]
fn rule_103_5_the_opening_hand_asks_keep_or_mulligan_and_picks_the_cards_for_the_bottom() {
    let (m, ids) = demo_model(0);
    let hand: Vec<ObjectView> =
        m.table.objects.iter().filter(|o| o.zone == Zone::Hand && o.owner == "Alice").cloned().collect();
    assert_eq!(hand.len(), 2, "Jace and Moonmist");
    let run = |mulligans: u32, clicks: &[&str]| {
        let refs: Vec<&ObjectView> = hand.iter().collect();
        let mut h = Harness::new_ui_state(
            |ui, (picked, out): &mut (Vec<String>, Vec<ui::OpeningAnswer>)| {
                out.extend(ui::opening_hand(ui, "Alice", &refs, mulligans, picked))
            },
            (Vec::new(), Vec::new()),
        );
        h.run();
        for c in clicks {
            h.get_by_label_contains(c).click();
            h.run();
        }
        h.state().1.clone()
    };
    assert_eq!(run(0, &["Keep"]), vec![ui::OpeningAnswer::Keep(Vec::new())]);
    assert_eq!(run(0, &["Mulligan"]), vec![ui::OpeningAnswer::Mulligan]);
    // After one mulligan, Keep waits for one card ticked; Moonmist goes to the bottom.
    assert!(run(1, &["Keep, with these 0"]).is_empty(), "nothing ticked: Keep does nothing");
    let bottom = ids["moonmist"].clone();
    assert_eq!(run(1, &["Moonmist", "Keep, with these 1"]), vec![ui::OpeningAnswer::Keep(vec![bottom])]);
}

/// Ctrl+A in a text field selects all of it: typing then replaces it. The window passes every
/// key but Tab to egui while a field has the keyboard (`for_egui`).
#[test]
fn ctrl_a_in_a_text_field_selects_all_of_it() {
    use bevy_egui::egui;
    let bob = bob_at_20(Vec::new());
    let mut h = life_editor_of(&bob);
    h.run();
    h.get_all_by_role(egui::accesskit::Role::TextInput).next().unwrap().click();
    h.run();
    h.get_all_by_role(egui::accesskit::Role::TextInput).next().unwrap().type_text("123");
    h.run();
    assert_eq!(h.state().0.total, "123");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_all_by_role(egui::accesskit::Role::TextInput).next().unwrap().type_text("7");
    h.run();
    assert_eq!(h.state().0.total, "7", "Ctrl+A selected the whole field");
    let mut last = None;
    let ctrl_a = egui::Event::Key {
        key: egui::Key::A,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::COMMAND,
    };
    assert!(bifronte::overlay::for_egui(&ctrl_a, true, &mut last), "the window lets Ctrl+A through to egui");
}

/// The replay viewer's strip: a click on the timeline asks to go there, the speed list sets
/// the speed, "turn N Go" goes to the turn's first action.
#[test]
fn the_replay_strip_jumps_where_it_is_clicked_and_sets_the_speed() {
    use bifronte::overlay::model::TimelineModel;
    use bifronte::session::TableCommand;
    let t = TimelineModel {
        len: 100,
        next: 10,
        speed: 100,
        players: vec!["Alice".into(), "Bob".into()],
        turns: vec![(0, 1), (40, 2), (80, 3)],
        phases: vec![(0, "first main phase".into()), (40, "untap step".into())],
        lives: vec![(50, 1, -3)],
        here: "turn 1, first main phase".into(),
    };
    let mut h = Harness::new_ui_state(
        |ui, (out, turn): &mut (Vec<UiAction>, u32)| out.extend(ui::timeline::timeline_strip(ui, &t, false, turn)),
        (Vec::new(), 3),
    );
    h.run();
    h.get_by_label_contains("action 10 of 100");
    h.get_by_label("Go").click();
    h.run();
    assert_eq!(h.state().0, vec![UiAction::Table(TableCommand::GoTo(80))]);
    h.state_mut().0.clear();
    h.get_by_label("⏭").click();
    h.run();
    assert_eq!(h.state().0, vec![UiAction::Table(TableCommand::GoTo(100))]);
    h.state_mut().0.clear();
    h.get_by_label("speed").click();
    h.run();
    h.get_by_label("×4").click();
    h.run();
    assert_eq!(h.state().0, vec![UiAction::Table(TableCommand::SetSpeed(4.0))]);
}

/// The Seat menu's "Everything": the window's model shows every hand by name, as a judge sees
/// it, from the seat's side; back at a seat, only that seat's own hand is named again.
#[test]
fn seeing_everything_names_every_hand_and_a_seat_sees_its_own_again() {
    let (db, _) = CardDb::load_default();
    let l = bifronte::cli::game_scene(bifronte::i18n::Lang::En, &[], Some(3), None, &[], &db).unwrap();
    let mut app = rules_app(db);
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps {
        run_step(&mut app, s);
    }
    let named_in_hand = |m: &OverlayModel, who: &str| {
        m.table.objects.iter().filter(|o| o.zone == Zone::Hand && o.owner == who && !o.shown.name.is_empty()).count()
    };
    let alice = overlay_model(app.world_mut(), 0);
    assert_eq!((named_in_hand(&alice, "Alice"), named_in_hand(&alice, "Bob")), (7, 0));
    app.insert_resource(bifronte::table::state::SeeEverything(true));
    let judge = overlay_model(app.world_mut(), 0);
    assert_eq!((named_in_hand(&judge, "Alice"), named_in_hand(&judge, "Bob")), (7, 7));
    app.insert_resource(bifronte::table::state::SeeEverything(false));
    assert_eq!(overlay_model(app.world_mut(), 0), alice);
}

/// The strip's turn field starts at the turn shown.
#[test]
fn the_replay_strip_s_turn_field_starts_at_the_turn_shown() {
    use bifronte::overlay::model::TimelineModel;
    let t = TimelineModel { len: 100, next: 50, speed: 100, turns: vec![(0, 1), (40, 2), (80, 3)], ..default() };
    let mut h = Harness::new_ui_state(
        |ui, (out, turn): &mut (Vec<UiAction>, u32)| out.extend(ui::timeline::timeline_strip(ui, &t, false, turn)),
        (Vec::new(), 0),
    );
    h.run();
    assert_eq!(h.state().1, 2);
}

/// File → New game → Paste a decklist, driven as a player would: the name and the list typed in,
/// Keep it asks for them to be kept, exactly as typed; what came back (a problem at its line)
/// is shown.
#[test]
fn the_paste_a_decklist_window_asks_to_keep_what_was_typed_and_shows_each_problem() {
    use bevy_egui::egui::accesskit::Role;
    use bifronte::overlay::ui::UiAction;
    use bifronte::overlay::ui::decks::{PasteDeck, paste_deck_ui};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    type State = (PasteDeck, Vec<UiAction>);
    let mut h =
        Harness::new_ui_state(|ui, (p, out): &mut State| paste_deck_ui(ui, p, out), (PasteDeck::default(), Vec::new()));
    h.run();
    h.get_by_role(Role::TextInput).click();
    h.run();
    h.get_by_role(Role::TextInput).type_text("Bears");
    h.run();
    h.get_by_role(Role::MultilineTextInput).click();
    h.run();
    h.get_by_role(Role::MultilineTextInput).type_text("40 Grizzly Bears\n20 Forset");
    h.run();
    h.get_by_label("Keep it").click();
    h.run();
    assert_eq!(
        h.state().1,
        vec![UiAction::SaveDeck { name: "Bears".into(), text: "40 Grizzly Bears\n20 Forset".into() }]
    );
    // The answer the table gives (cards::decks::save) is shown, each problem on its own line.
    h.state_mut().0.said = Some(Err(vec!["Bears.txt:2:1: unknown card \"Forset\"; did you mean Forest?".into()]));
    h.run();
    h.get_by_label_contains("Bears.txt:2:1");
}

/// The deck editor (File → Deck editor): a card found by its words is added with its button,
/// the deck's figures and its legality follow, and Undo takes the change back. New asks before
/// it throws a deck that wasn't kept away (a 44-card deck was lost to two keys), and Undo
/// brings a deck thrown away back.
#[test]
fn the_deck_editor_adds_a_found_card_shows_the_figures_and_undoes() {
    use bevy_egui::egui::accesskit::Role;
    use bifronte::cards::deck_edit::Part;
    use bifronte::overlay::ui::deck_editor::{DeckEditor, deck_editor_ui};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let db = bifronte::cards::CardDb::load_default().0;
    let mut editor = DeckEditor::default();
    editor.open = true;
    let mut h = Harness::builder().with_size(bevy_egui::egui::vec2(1100.0, 700.0)).build_ui_state(
        move |ui, e: &mut DeckEditor| {
            deck_editor_ui(ui, e, &db);
        },
        editor,
    );
    h.run();
    // The name, then the search's words.
    let search = h.get_all_by_role(Role::TextInput).nth(1).unwrap();
    search.click();
    h.run();
    h.get_all_by_role(Role::TextInput).nth(1).unwrap().type_text("grizzly");
    h.run();
    h.get_by_label("Grizzly Bears");
    h.get_by_label("+").click();
    h.run();
    h.get_all_by_label("+").next().unwrap().click();
    h.run();
    assert_eq!(h.state().edit.count(Part::Main, "Grizzly Bears"), 2);
    h.get_by_label_contains("Main deck (2)");
    h.get_by_label_contains("Main 2 · sideboard 0 · lands 0");
    h.get_by_label_contains("2 cards in the main deck; a constructed deck has at least 60 (100.2a)");
    h.get_by_label_contains("no card's legality is known: import Scryfall's cards");
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(h.state().edit.count(Part::Main, "Grizzly Bears"), 1);
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(h.state().edit.count(Part::Main, "Grizzly Bears"), 2);
    assert!(h.state().edit.unsaved());
    // New on a deck that wasn't kept asks first; Keep changes nothing.
    h.get_by_label("New").click();
    h.run();
    h.get_by_label_contains("Throw away the 2 cards of");
    h.get_by_label("Keep them").click();
    h.run();
    assert_eq!(h.state().edit.count(Part::Main, "Grizzly Bears"), 2);
    // Thrown away, the cards come back with Undo.
    h.get_by_label("New").click();
    h.run();
    h.get_by_label("Throw away").click();
    h.run();
    assert_eq!(h.state().edit.count(Part::Main, "Grizzly Bears"), 0);
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(h.state().edit.count(Part::Main, "Grizzly Bears"), 2, "a deck thrown away comes back");
}

/// A space typed in the deck editor's "Find cards" box is the box's, whether the player came
/// to the window by keyboard or by mouse: the keyboard's navigation (`overlay::keyboard`) keeps
/// the focus in the field, so no space presses New (a 44-card deck was lost to two of them),
/// and Ctrl+A selects the field's words to be typed over.
#[test]
fn a_space_typed_in_the_deck_editor_s_search_stays_in_it_and_presses_no_button() {
    use bevy_egui::egui::{self, accesskit::Role};
    use bifronte::cards::deck_edit::Part;
    use bifronte::overlay::keyboard::{Navigation, navigate};
    use bifronte::overlay::ui::deck_editor::{DeckEditor, deck_editor_window};
    let db = bifronte::cards::CardDb::load_default().0;
    let mut editor = DeckEditor::default();
    editor.open = true;
    editor.edit.add(Part::Main, "Forest", 44, &db);
    // A frame as the window draws it: the editor, then the keyboard's navigation over it.
    let frame = move |ui: &mut egui::Ui, (editor, nav): &mut (DeckEditor, Navigation)| {
        deck_editor_window(ui.ctx(), editor, &db);
        let (keys, clicked) = ui.input(|i| {
            let navigates = [egui::Key::Space, egui::Key::Tab, egui::Key::Enter, egui::Key::ArrowDown];
            let keys = i
                .events
                .iter()
                .any(|e| matches!(e, egui::Event::Key { key, pressed: true, .. } if navigates.contains(key)));
            (keys, i.pointer.any_pressed())
        });
        navigate(ui.ctx(), nav, &[], (keys, clicked));
    };
    let mut h =
        Harness::builder().with_size(egui::vec2(1100.0, 700.0)).build_ui_state(frame, (editor, Navigation::default()));
    h.run();
    assert!(h.get_by_label("New").is_focused(), "by keyboard, the window's first button has the focus");
    let space = |h: &mut Harness<'_, (DeckEditor, Navigation)>| {
        h.key_down(egui::Key::Space);
        h.event(egui::Event::Text(" ".into()));
        h.key_up(egui::Key::Space);
        h.run();
    };
    let find =
        |h: &Harness<'_, (DeckEditor, Navigation)>| h.get_all_by_role(Role::TextInput).nth(1).unwrap().is_focused();
    h.get_all_by_role(Role::TextInput).nth(1).unwrap().click();
    h.run();
    h.get_all_by_role(Role::TextInput).nth(1).unwrap().type_text("llanowar");
    h.run();
    space(&mut h);
    assert!(find(&h), "a space typed in the search moved the focus out of it");
    space(&mut h);
    h.get_all_by_role(Role::TextInput).nth(1).unwrap().type_text("elves");
    h.run();
    let (editor, _) = h.state();
    assert_eq!(editor.filter.words, "llanowar  elves");
    assert!(!editor.asking_new, "no space pressed New");
    assert_eq!(editor.edit.count(Part::Main, "Forest"), 44);
    // Ctrl+A selects the field's words: what is typed next replaces them, no "a" among them.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_all_by_role(Role::TextInput).nth(1).unwrap().type_text("forest");
    h.run();
    assert_eq!(h.state().0.filter.words, "forest");
    assert!(find(&h));
}

/// Settings → Keys: Change takes the next key pressed (Ctrl as held), a key already doing
/// something else is shown as a clash naming both and Save waits, Clear frees it, and Save
/// hands the keys over to be kept and put in force.
#[test]
fn settings_keys_rebinds_a_command_by_the_key_pressed_and_refuses_a_clash() {
    use bevy::prelude::KeyCode;
    use bevy_egui::egui;
    use bifronte::overlay::ui::UiAction;
    use bifronte::overlay::ui::keys::{KeysDialog, keys_ui};
    use bifronte::table::keymap::{Command, Keymap};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    type State = (KeysDialog, Vec<UiAction>);
    let live = Keymap::default();
    let mut h = Harness::builder().with_size(egui::vec2(700.0, 900.0)).build_ui_state(
        move |ui, (d, out): &mut State| keys_ui(ui, d, &live, out),
        (KeysDialog::default(), Vec::new()),
    );
    h.run();
    let rows: Vec<Command> = Keymap::default().0.iter().map(|(c, _)| *c).collect();
    let row = |c: Command| rows.iter().position(|x| *x == c).unwrap();
    // Tap: Ctrl+K.
    h.get_all_by_label("Change").nth(row(Command::Tap)).unwrap().click();
    h.run();
    assert_eq!(h.state().0.capturing, Some(Command::Tap));
    h.get_by_label("press a key…");
    h.key_press_modifiers(egui::Modifiers::CTRL, egui::Key::K);
    h.run();
    let draft = h.state().0.draft.clone().unwrap();
    let tap = draft.keys_of(Command::Tap)[0];
    assert_eq!((tap.key, tap.ctrl), (KeyCode::KeyK, true));
    // Draw: F, which transforms: a clash, named, and Save waits.
    h.get_all_by_label("Change").nth(row(Command::Draw)).unwrap().click();
    h.run();
    assert_eq!(h.state().0.capturing, Some(Command::Draw));
    h.key_press(egui::Key::F);
    h.run();
    assert_eq!(h.state().0.draft.as_ref().unwrap().keys_of(Command::Draw)[0].key, KeyCode::KeyF);
    h.get_by_label_contains("F asks for both transform (a flip card: flip) and draw a card");
    h.get_by_label("Save").click();
    h.run();
    assert!(h.state().1.is_empty(), "no Save while a key asks for two commands");
    h.get_all_by_label("Clear").nth(row(Command::Transform)).unwrap().click();
    h.run();
    h.get_by_label("Save").click();
    h.run();
    let [UiAction::SetKeys(saved)] = h.state().1.as_slice() else { panic!("{:?}", h.state().1) };
    assert_eq!(saved.command_for(KeyCode::KeyF, false, false), Some(Command::Draw));
    assert_eq!(saved.command_for(KeyCode::KeyK, true, false), Some(Command::Tap));
    assert!(saved.keys_of(Command::Transform).is_empty());
    assert_eq!(saved.clash(), None);
    // What Save handed over is a file that reads back the same.
    let back = Keymap::parse(std::path::Path::new("keys.ron"), &saved.to_file()).unwrap();
    assert_eq!(&back, saved);
}

/// 508.1a, 302.6: the phase bar's "Attack with all", beside Attack, draws an attack at Bob from
/// every creature of Alice's that may attack: the Bears, not the Hill Giant that entered this
/// turn.
#[test]
fn rule_302_6_the_phase_bar_s_attack_with_all_draws_an_attack_from_each_creature_that_may_attack() {
    use bifronte::rules::Target;
    use bifronte::view::{Viewer, view_id};
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "b1", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
            Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Hand)])"#,
    );
    t.act(r#"PutOntoBattlefield(card: "giant")"#);
    for who in ["Alice", "Bob", "Alice", "Bob"] {
        t.act(&format!("PassPriority(player: {who:?})"));
    }
    let alice = t.app.world().resource::<Players>().0[0];
    let b1 = t.e("b1");
    let b1 = view_id(t.app.world_mut(), Viewer::Player(alice), b1);
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), Viewer::Player(alice));
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::phase::phase_bar(ui, &model, "")),
        Vec::new(),
    );
    h.run();
    h.get_by_label_contains("Attack with all").click();
    h.run();
    let arrow = Action::Arrow { from: b1.as_str().into(), to: Target::Player("Bob".into()), attack: true };
    assert_eq!(h.state(), &vec![UiAction::Do(arrow)]);
}

/// 509.1c: facing Prized Unicorn ("All creatures able to block Prized Unicorn do so"), Bob's
/// phase bar offers "Block as required" in place of "No blocks", and it declares his Bears on
/// the Unicorn, which the rules accept.
#[test]
fn rule_509_1c_the_phase_bar_offers_the_blocks_a_requirement_asks() {
    use bifronte::view::Viewer;
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [
            CardDef(faces: [Face(name: "Prized Unicorn", mana_cost: "{3}{G}", types: [Creature], subtypes: ["Unicorn"], power: 2, toughness: 2,
                text: "All creatures able to block Prized Unicorn do so.")])],
            setup: [
            Card(id: "unicorn", name: "Prized Unicorn", owner: "Alice", zone: Battlefield),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield)])"#,
    );
    for who in ["Alice", "Bob", "Alice", "Bob"] {
        t.act(&format!("PassPriority(player: {who:?})"));
    }
    t.act(r#"DeclareAttackers(player: "Alice", attackers: [("unicorn", "Bob")])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let bob = t.app.world().resource::<Players>().0[1];
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), Viewer::Player(bob));
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::phase::phase_bar(ui, &model, "Bob")),
        Vec::new(),
    );
    h.run();
    assert!(h.query_by_label_contains("No blocks").is_none(), "blocking with none isn't allowed");
    h.get_by_label_contains("Block as required").click();
    h.run();
    let [UiAction::Do(action)] = h.state().as_slice() else { panic!("{:?}", h.state()) };
    let Action::DeclareBlockers { blockers, .. } = action else { panic!("{action:?}") };
    assert_eq!(blockers.len(), 1, "{action:?}");
    let action = bifronte::view::translate(t.app.world_mut(), Viewer::Player(bob), action.clone()).unwrap();
    t.app.world_mut().write_message(bifronte::rules::ActionRequest(action));
    t.app.update();
    assert!(bifronte::rules::ops::combat::is_blocking(t.app.world(), t.e("bears")), "{}", t.log());
}

/// 508.1a with two opponents: a click's attack goes to the next opponent in turn order (Bob);
/// once Alice has drawn an attack at Carol, the next click's attack goes to Carol, the last one
/// chosen. A second click takes the attack back.
#[test]
fn rule_508_1a_with_two_opponents_a_click_attacks_the_next_opponent_then_the_last_one_chosen() {
    use bifronte::rules::Target;
    use bifronte::view::combat::attack_click;
    use bifronte::view::{Viewer, seat::seat_model};
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob", "Carol"], mode: Assisted, setup: [
            Card(id: "b1", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
            Card(id: "b2", name: "Grizzly Bears", owner: "Alice", zone: Battlefield)])"#,
    );
    for who in ["Alice", "Bob", "Carol", "Alice", "Bob", "Carol"] {
        t.act(&format!("PassPriority(player: {who:?})"));
    }
    let alice = t.app.world().resource::<Players>().0[0];
    let click = |t: &mut crate::harness::Table, label: &str| {
        let m = seat_model(t.app.world_mut(), Viewer::Player(alice));
        let e = t.e(label);
        let o = m.table.objects.iter().find(|o| o.entity == e).unwrap().clone();
        (o.id.clone(), attack_click(&m.table, "Alice", &o))
    };
    let (b1, said) = click(&mut t, "b1");
    let at = |id: &str, p: &str| Action::Arrow { from: id.into(), to: Target::Player(p.into()), attack: true };
    assert_eq!(said, [at(&b1, "Bob")]);
    t.act(r#"Arrow(from: "b1", to: "Carol", attack: true)"#);
    let (b2, said) = click(&mut t, "b2");
    assert_eq!(said, [at(&b2, "Carol")]);
    let (_, said) = click(&mut t, "b1");
    let back = Action::RemoveArrow { from: b1.as_str().into(), to: Target::Player("Carol".into()), attack: true };
    assert_eq!(said, [back]);
}

#[test]
fn rule_701_9b_only_the_discarding_seat_sees_its_cards_and_done_waits_for_as_many_as_asked() {
    let mut t = crate::harness::with(
        r#"Card(id: "rot", name: "Mind Rot", owner: "Alice", zone: Hand),
        Card(id: "f1", name: "Forest", owner: "Bob", zone: Hand),
        Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Hand),
        Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Hand),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{C}{C}{B}")"#);
    t.act(r#"Cast(card: "rot", targets: ["Bob"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let find = |name| bifronte::rules::query::find_player(t.app.world(), name).unwrap();
    let (alice, bob) = (find("Alice"), find("Bob"));
    let mut asked = |viewer, ticks: &[&str]| {
        let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(viewer));
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::hand_choice_offer(ui.ctx(), &model, true)),
            Vec::new(),
        );
        h.run();
        for label in ticks {
            if let Some(b) = h.query_by_label(label) {
                b.click();
            }
            h.run();
        }
        if let Some(b) = h.query_by_label("Done") {
            b.click();
        }
        h.run();
        (model.table.hand_choice.clone(), h.state().clone())
    };
    // Alice sees that Bob chooses two, not his cards, and has no dialog.
    let (choice, actions) = asked(alice, &["Forest"]);
    let choice = choice.expect("Alice sees the choice");
    assert_eq!((choice.player.as_str(), choice.n, choice.cards.len()), ("Bob", 2, 0));
    assert!(actions.is_empty());
    // One card ticked: Done does nothing yet.
    let (_, actions) = asked(bob, &["Forest"]);
    assert!(actions.is_empty(), "{actions:?}");
    let (choice, actions) = asked(bob, &["Forest", "Hill Giant"]);
    let cards = choice.unwrap().cards;
    assert_eq!(cards.len(), 3, "Bob sees his hand");
    let id = |name: &str| cards.iter().find(|(_, n)| n == name).map(|(id, _)| id.clone()).unwrap();
    let [UiAction::Do(Action::ChooseCards { player, cards: chosen })] = actions.as_slice() else {
        panic!("{actions:?}")
    };
    assert_eq!(player.as_str(), "Bob");
    assert_eq!(chosen.iter().map(|x| x.as_str().to_string()).collect::<Vec<_>>(), [id("Forest"), id("Hill Giant")]);
}

#[test]
fn rule_608_2c_a_card_put_from_a_hand_onto_the_battlefield_may_be_none() {
    let mut t = crate::harness::with(
        r#"Card(id: "piper", name: "Elvish Piper", owner: "Alice", zone: Battlefield),
        Card(id: "f1", name: "Forest", owner: "Alice", zone: Hand),
        Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Hand),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{G}")"#);
    t.act(r#"Activate(card: "piper", ability: 0)"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let alice = bifronte::rules::query::find_player(t.app.world(), "Alice").unwrap();
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let choice = model.table.hand_choice.clone().expect("Alice is asked");
    // Only the creature card is offered, and none may be put.
    assert!(choice.to_battlefield && choice.up_to);
    assert_eq!(choice.cards.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>(), ["Hill Giant"]);
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::hand_choice_offer(ui.ctx(), &model, true)),
        Vec::new(),
    );
    h.run();
    h.get_by_label("Done").click();
    h.run();
    let [UiAction::Do(Action::ChooseCards { player, cards })] = h.state().as_slice() else { panic!("{:?}", h.state()) };
    assert_eq!((player.as_str(), cards.len()), ("Alice", 0));
    // The seat's legal choices hold none and the giant.
    let rules = choices_of(&mut t, 0);
    let sizes: Vec<usize> = rules
        .actions
        .iter()
        .filter_map(|a| match a {
            Action::ChooseCards { cards, .. } => Some(cards.len()),
            _ => None,
        })
        .collect();
    assert_eq!(sizes, [0, 1]);
}

#[test]
fn rule_608_2c_a_permanent_returned_by_its_controller_s_choice_is_one_of_theirs() {
    let mut t = crate::harness::with(
        r#"Card(id: "lion", name: "Whitemane Lion", owner: "Alice", zone: Hand),
        Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
        Card(id: "p1", name: "Plains", owner: "Alice", zone: Battlefield),
        Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{W}{W}")"#);
    t.act(r#"Cast(card: "lion")"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let alice = bifronte::rules::query::find_player(t.app.world(), "Alice").unwrap();
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let choice = model.table.hand_choice.clone().expect("Alice is asked");
    assert!(choice.to_hand && !choice.up_to);
    let mut names: Vec<&str> = choice.cards.iter().map(|(_, n)| n.as_str()).collect();
    names.sort();
    assert_eq!(names, ["Grizzly Bears", "Whitemane Lion"]);
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::hand_choice_offer(ui.ctx(), &model, true)),
        Vec::new(),
    );
    h.run();
    assert!(h.query_by_label("Return to hand").is_some());
    // Done waits for one.
    h.get_by_label("Done").click();
    h.run();
    assert!(h.state().is_empty(), "{:?}", h.state());
    h.get_by_label("Grizzly Bears").click();
    h.run();
    h.get_by_label("Done").click();
    h.run();
    let [UiAction::Do(Action::ChooseCards { cards, .. })] = h.state().as_slice() else { panic!("{:?}", h.state()) };
    assert_eq!(cards.len(), 1);
}

#[test]
fn rule_702_34a_the_menu_casts_a_card_with_flashback_from_a_graveyard_and_no_other() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
        Card(id: "looting", name: "Faithless Looting", owner: "Alice", zone: Graveyard),
        Card(id: "rot", name: "Mind Rot", owner: "Alice", zone: Graveyard),
        Card(id: "m1", name: "Mountain", owner: "Alice", zone: Battlefield),
        Card(id: "m2", name: "Mountain", owner: "Alice", zone: Battlefield),
        Card(id: "m3", name: "Mountain", owner: "Alice", zone: Battlefield),
        Card(id: "s1", name: "Swamp", owner: "Alice", zone: Battlefield),
        Card(id: "lib", name: "Island", owner: "Alice", zone: Library),
        Card(id: "lib2", name: "Island", owner: "Alice", zone: Library),
        ])"#,
    );
    let seen = |t: &mut crate::harness::Table, id: &str| crate::harness::seen_by(&mut t.app, 0, id).unwrap();
    let (looting, rot) = (seen(&mut t, "looting"), seen(&mut t, "rot"));
    assert!(looting.offers.flashback && !rot.offers.flashback);
    let rules = choices_of(&mut t, 0);
    let labels = menu_labels(&looting, &[], &[], &["Cast"], &rules);
    assert!(labels.iter().any(|l| l == "Flashback: Faithless Looting (702.34a)"), "{labels:?}");
    let labels = menu_labels(&rot, &[], &[], &[], &rules);
    assert!(!labels.iter().any(|l| l == "Cast" || l.contains("Mind Rot")), "no flashback, no cast: {labels:?}");
    // Cast for {2}{R}, then exiled as it leaves the stack.
    t.act(r#"Cast(card: "looting")"#);
    assert_eq!(t.zone("looting"), Zone::Stack, "{}", t.log());
    assert!(t.tapped("m1") && t.tapped("m2") && t.tapped("m3"));
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    t.act(r#"ChooseCards(player: "Alice", cards: ["lib", "lib2"])"#);
    assert_eq!(t.zone("looting"), Zone::Exile, "{}", t.log());
    t.assert_logged("702.34a", "Faithless Looting was cast with flashback: it is exiled instead");
}

#[test]
fn rule_118_12a_only_the_payer_is_asked_whether_to_pay_and_each_button_answers() {
    let mut t = crate::harness::with(
        r#"Card(id: "giant", name: "Hill Giant", owner: "Alice", zone: Hand),
        Card(id: "leak", name: "Mana Leak", owner: "Bob", zone: Hand),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{C}{C}{C}{R}")"#);
    t.act(r#"Cast(card: "giant")"#).act(r#"PassPriority(player: "Alice")"#);
    t.act(r#"AddMana(player: "Bob", mana: "{C}{U}")"#).act(r#"Cast(card: "leak", targets: ["giant"])"#);
    t.act(r#"PassPriority(player: "Bob")"#).act(r#"PassPriority(player: "Alice")"#);
    assert_eq!(t.zone("giant"), Zone::Stack, "{}", t.log());
    let find = |name| bifronte::rules::query::find_player(t.app.world(), name).unwrap();
    let (alice, bob) = (find("Alice"), find("Bob"));
    let mut asked = |viewer, button: &str| {
        let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(viewer));
        let mut h = Harness::new_ui_state(
            |ui, out: &mut Vec<UiAction>| out.extend(ui::pay_offer(ui.ctx(), &model, true)),
            Vec::new(),
        );
        h.run();
        if let Some(b) = h.query_by_label(button) {
            b.click();
        }
        h.run();
        (model.table.paying.clone(), h.state().clone())
    };
    let (paying, actions) = asked(bob, "Pay {3}");
    assert_eq!(paying.map(|p| (p.player, p.cost)), Some(("Alice".to_string(), "{3}".to_string())));
    assert!(actions.is_empty(), "Bob isn't asked: {actions:?}");
    let (_, actions) = asked(alice, "Pay {3}");
    assert!(matches!(actions.as_slice(), [UiAction::Do(Action::PayUnless { pay: true, .. })]), "{actions:?}");
    let (_, actions) = asked(alice, "Don't pay");
    assert!(matches!(actions.as_slice(), [UiAction::Do(Action::PayUnless { pay: false, .. })]), "{actions:?}");
}

/// 602.2b: an ability whose cost sacrifices a creature is offered once for each creature its
/// controller may sacrifice (the source itself among them, not another player's), and the menu
/// activates it with the one chosen.
#[test]
fn rule_602_2b_the_card_menu_offers_an_ability_once_for_each_object_its_cost_may_take() {
    let mut t = crate::harness::with(
        r#"Card(id: "vampire", name: "Bloodthrone Vampire", owner: "Alice", zone: Battlefield),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
           Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),"#,
    );
    let card = crate::harness::seen_by(&mut t.app, 0, "vampire").expect("Alice sees her creature");
    let bears = crate::harness::seen_by(&mut t.app, 0, "bears").unwrap();
    let taken: Vec<&str> = card.activations.iter().flat_map(|a| a.additional.iter().map(|(_, n)| n.as_str())).collect();
    assert_eq!(taken, ["Bloodthrone Vampire", "Grizzly Bears"], "{:?}", card.activations);
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::object_menu(ui, &card, &[], &[], &players, Some("Alice"), None)),
        Vec::new(),
    );
    h.run();
    assert!(h.query_by_label_contains("Hill Giant").is_none());
    h.get_by_label(
        "Activate with Grizzly Bears: Sacrifice a creature: Bloodthrone Vampire gets +2/+2 until end of turn.",
    )
    .click();
    h.run();
    let activate = Action::Activate {
        card: card.id.clone().into(),
        ability: 0,
        targets: Vec::new(),
        pay: None,
        additional: Some(vec![bears.id.clone().into()]),
    };
    assert_eq!(h.state(), &vec![UiAction::Do(activate)]);
}

/// 702.122a: a crew ability is offered once for each set of other untapped creatures its
/// controller controls with total power enough, none of which could be left out (fewest
/// creatures first): not a tapped creature, not another player's; the menu activates it with
/// the set chosen.
#[test]
fn rule_702_122a_the_card_menu_offers_crew_once_for_each_set_of_creatures_enough() {
    let mut t = crate::harness::with(
        r#"Card(id: "freighter", name: "Renegade Freighter", owner: "Alice", zone: Battlefield),
           Card(id: "elves", name: "Llanowar Elves", owner: "Alice", zone: Battlefield),
           Card(id: "elves2", name: "Llanowar Elves", owner: "Alice", zone: Battlefield),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
           Card(id: "tapped", name: "Hill Giant", owner: "Alice", zone: Battlefield, tapped: true),
           Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)");
    let card = crate::harness::seen_by(&mut t.app, 0, "freighter").expect("Alice sees her Vehicle");
    let ways: Vec<Vec<&str>> =
        card.activations.iter().map(|a| a.additional.iter().map(|(_, n)| n.as_str()).collect()).collect();
    assert_eq!(ways, [vec!["Grizzly Bears"], vec!["Llanowar Elves", "Llanowar Elves"]], "{:?}", card.activations);
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::object_menu(ui, &card, &[], &[], &players, Some("Alice"), None)),
        Vec::new(),
    );
    h.run();
    h.get_by_label_contains("Activate with Llanowar Elves, Llanowar Elves: Crew 2").click();
    h.run();
    // The menu names the creatures by the viewer's ids.
    let mut seen = |id: &str| crate::harness::seen_by(&mut t.app, 0, id).unwrap().id.into();
    let (elves, elves2) = (seen("elves"), seen("elves2"));
    let activate = Action::Activate {
        card: card.id.clone().into(),
        ability: 1,
        targets: Vec::new(),
        pay: None,
        additional: Some(vec![elves, elves2]),
    };
    assert_eq!(h.state(), &vec![UiAction::Do(activate)]);
    t.act(r#"Activate(card: "freighter", ability: 1, additional: ["elves", "elves2"])"#);
    let tapped =
        |t: &crate::harness::Table, id: &str| t.app.world().get::<bifronte::rules::object::Tapped>(t.e(id)).unwrap().0;
    assert!(tapped(&t, "elves") && tapped(&t, "elves2") && !tapped(&t, "bears"));
    assert!(!t.c("freighter").has_type(bifronte::cards::CardType::Creature));
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert!(t.c("freighter").has_type(bifronte::cards::CardType::Creature));
    assert_eq!(t.pt("freighter"), (4, 3));
}

/// 701.21a: "Target player sacrifices a creature" asks that player, in a dialog at their seat,
/// for one of the creatures they control (not their lands, not another player's creature).
#[test]
fn rule_701_21a_the_sacrificing_seat_ticks_a_creature_it_controls() {
    let mut t = crate::harness::with(
        r#"Card(id: "edict", name: "Diabolic Edict", owner: "Alice", zone: Hand),
        Card(id: "abears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
        Card(id: "forest", name: "Forest", owner: "Bob", zone: Battlefield),
        Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),
        Card(id: "angel", name: "Serra Angel", owner: "Bob", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)").act(r#"AddMana(player: "Alice", mana: "{C}{B}")"#);
    t.act(r#"Cast(card: "edict", targets: ["Bob"])"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let bob = bifronte::rules::query::find_player(t.app.world(), "Bob").unwrap();
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(bob));
    let choice = model.table.hand_choice.clone().expect("Bob is asked");
    assert!(choice.sacrifice && !choice.to_library);
    let names: Vec<&str> = choice.cards.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(names, ["Hill Giant", "Serra Angel"]);
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(ui::hand_choice_offer(ui.ctx(), &model, true)),
        Vec::new(),
    );
    h.run();
    assert!(h.query_by_label_contains("sacrifice a permanent you control").is_some());
    h.get_by_label("Hill Giant").click();
    h.run();
    h.get_by_label("Done").click();
    h.run();
    let giant = choice.cards.iter().find(|(_, n)| n == "Hill Giant").map(|(id, _)| id.clone()).unwrap();
    let [UiAction::Do(Action::ChooseCards { player, cards })] = h.state().as_slice() else { panic!("{:?}", h.state()) };
    assert_eq!(
        (player.as_str(), cards.iter().map(|c| c.as_str().to_string()).collect::<Vec<_>>()),
        ("Bob", vec![giant])
    );
}

/// Alice's menu of `card` (Cast, then its item that chooses the targets clicked) and the
/// dialog it opens (601.2c), `others` the objects the menu may name.
pub(crate) fn targets_dialog<'a>(
    card: &'a ObjectView,
    others: &'a [(String, String)],
    model: &'a bifronte::view::seat::SeatModel,
) -> Harness<'a, Vec<UiAction>> {
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let mut h = Harness::builder().with_size(bevy_egui::egui::vec2(900.0, 700.0)).build_ui_state(
        move |ui, out: &mut Vec<UiAction>| {
            out.extend(ui::object_menu(ui, card, others, &[], &players, Some("Alice"), None));
            out.extend(ui::menu_targets(ui.ctx(), model));
        },
        Vec::new(),
    );
    h.run();
    h.get_by_label("Cast").click();
    h.run();
    h.get_by_label_contains("choosing targets").click();
    h.run();
    h
}

/// 601.2c, 115.3: a spell of more than one target is cast from the card's menu through the
/// dialog that chooses them: "two target creatures" waits for both, "up to two" may be cast
/// with one, or none ("No target" where it names up to one).
#[test]
fn rule_601_2c_the_cast_menu_chooses_several_targets_and_up_to_targets_in_a_dialog() {
    let mut t = crate::harness::with(
        r#"Card(id: "pact", name: "Wicked Pact", owner: "Alice", zone: Hand),
           Card(id: "astray", name: "Lead Astray", owner: "Alice", zone: Hand),
           Card(id: "s1", name: "Swamp", owner: "Alice", zone: Battlefield),
           Card(id: "s2", name: "Swamp", owner: "Alice", zone: Battlefield),
           Card(id: "s3", name: "Swamp", owner: "Alice", zone: Battlefield),
           Card(id: "p1", name: "Plains", owner: "Alice", zone: Battlefield),
           Card(id: "p2", name: "Plains", owner: "Alice", zone: Battlefield),
           Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
           Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),"#,
    );
    t.act("SetMode(Assisted)");
    let alice = t.app.world().resource::<Players>().0[0];
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let pact = crate::harness::seen_by(&mut t.app, 0, "pact").unwrap();
    let astray = crate::harness::seen_by(&mut t.app, 0, "astray").unwrap();
    let bears = crate::harness::seen_by(&mut t.app, 0, "bears").unwrap();
    let giant = crate::harness::seen_by(&mut t.app, 0, "giant").unwrap();
    assert_eq!(pact.casts[0].targets.len(), 2);
    assert_eq!(pact.casts[0].optional, [false, false]);
    assert_eq!(astray.casts[0].optional, [true, true]);
    let others = vec![(bears.id.clone(), "Grizzly Bears".to_string()), (giant.id.clone(), "Hill Giant".to_string())];
    for (card, picks, done) in [(&pact, 1, false), (&pact, 2, true), (&astray, 1, true)] {
        let mut h = targets_dialog(card, &others, &model);
        // The first slot gets the Bears, the second the Giant.
        let bears_name = "Grizzly Bears (Bob)";
        h.query_all_by_label(bears_name).next().unwrap().click();
        h.run();
        if picks == 2 {
            h.query_all_by_label("Hill Giant (Bob)").nth(1).unwrap().click();
            h.run();
        }
        h.get_by_label("Done").click();
        h.run();
        match done {
            false => assert!(h.state().is_empty(), "two targets needed: Done waits"),
            true => {
                let UiAction::Do(Action::Cast { targets, .. }) = &h.state()[0] else { panic!("{:?}", h.state()) };
                assert_eq!(targets.len(), picks, "{targets:?}");
                assert_eq!(targets[0], bifronte::rules::Target::Object(bears.id.clone().into()));
            }
        }
    }
}
