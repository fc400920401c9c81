//! Damage divided as a spell is cast (601.2d) beyond the scene of `scenes/spells/`: the
//! divisions the rules refuse, the seat's ways to cast offering the damage to divide, and the
//! division said in the log.

use bifronte::rules::*;

fn table() -> crate::harness::Table {
    crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "bolt", name: "Forked Bolt", owner: "Alice", zone: Hand),
            Card(id: "arc", name: "Arc Lightning", owner: "Alice", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),
        ])"#,
    )
}

#[test]
fn rule_601_2d_a_division_that_leaves_damage_out_gives_a_target_none_or_has_no_target_is_refused() {
    let mut t = table();
    t.act(r#"AddMana(player: "Alice", mana: "{R}{R}{C}{C}")"#);
    for (cast, rule, words) in [
        (r#"Cast(card: "arc", targets: ["Bob", "bears"], divided: [1, 1])"#, "601.2d", "divides 3 damage among its 2"),
        (r#"Cast(card: "arc", targets: ["Bob", "bears"], divided: [3, 0])"#, "601.2d", "divides 3 damage among its 2"),
        (r#"Cast(card: "arc", targets: ["Bob", "bears"], divided: [3])"#, "601.2d", "divides 3 damage among its 2"),
        (r#"Cast(card: "bolt", targets: [])"#, "601.2c", "needs one at least"),
        (r#"Cast(card: "bolt", targets: ["Bob", "bears", "giant"])"#, "601.2c", ""),
    ] {
        let before = t.log().lines().count();
        t.act(cast);
        let said: String = t.log().lines().skip(before).collect::<Vec<_>>().join("\n");
        assert!(said.contains(rule) && said.contains(words), "{cast}: {said}");
        assert_eq!(t.zone("arc"), Zone::Hand, "{cast}: {said}");
        assert_eq!(t.zone("bolt"), Zone::Hand, "{cast}: {said}");
    }
    // Divided as the text allows: cast, and the log says the shares.
    t.act(r#"Cast(card: "arc", targets: ["Bob", "bears", "giant"], divided: [1, 1, 1])"#);
    assert_eq!(t.zone("arc"), Zone::Stack, "{}", t.log());
    assert!(
        t.log().contains("divides its 3 damage: 1 to Bob and 1 to Grizzly Bears and 1 to Hill Giant"),
        "{}",
        t.log()
    );
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let bob = t.app.world().resource::<Players>().0[1];
    assert_eq!(t.app.world().get::<bifronte::rules::object::Life>(bob).unwrap().0, 19);
}

#[test]
fn rule_601_2d_the_seat_is_offered_the_damage_to_divide_and_the_computer_casts_it_evenly() {
    let mut t = table();
    t.act(r#"AddMana(player: "Alice", mana: "{R}{C}{C}")"#);
    let view = bifronte::overlay::model::overlay_model(t.app.world_mut(), 0).seat_model;
    let arc = view.table.objects.iter().find(|o| o.shown.name == "Arc Lightning").expect("Alice sees her card");
    let way = arc.casts.first().expect("a way to cast it");
    assert_eq!((way.divide, way.targets.len(), way.optional.clone()), (3, 3, vec![true, true, true]));
    // The seat's list offers casts the rules accept, the damage divided evenly.
    let casts: Vec<Action> = view
        .choices
        .actions
        .iter()
        .filter(|a| matches!(a, Action::Cast { card, .. } if card.as_str() == arc.id))
        .cloned()
        .collect();
    assert!(casts.iter().any(|a| matches!(a, Action::Cast { targets, .. } if targets.len() == 3)), "{casts:?}");
    let alice = t.app.world().resource::<Players>().0[0];
    let mut rng = rand::SeedableRng::seed_from_u64(1);
    let action = bifronte::ai::act(t.app.world_mut(), alice, bifronte::ai::Level::Easy, &mut rng).unwrap();
    assert!(matches!(&action, Action::Cast { .. }), "{action:?}");
    t.app.world_mut().write_message(ActionRequest(action));
    t.app.update();
    assert_eq!(t.zone("arc"), Zone::Stack, "{}", t.log());
}

/// 601.2d in the window: the targets dialog of a spell that divides its damage asks each
/// target's share, starting even, and Done sends the division with the targets.
#[test]
fn rule_601_2d_the_targets_dialog_asks_each_share_and_sends_the_division() {
    use bifronte::overlay::ui::UiAction;
    use egui_kittest::kittest::Queryable;
    let mut t = table();
    t.act(r#"AddMana(player: "Alice", mana: "{R}{C}{C}")"#);
    let alice = t.app.world().resource::<Players>().0[0];
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let arc = crate::harness::seen_by(&mut t.app, 0, "arc").unwrap();
    let bears = crate::harness::seen_by(&mut t.app, 0, "bears").unwrap();
    let others = vec![(bears.id.clone(), "Grizzly Bears".to_string())];
    let mut h = crate::overlay::targets_dialog(&arc, &others, &model);
    // No target yet: nothing to divide, Done waits.
    h.get_by_label("Done").click();
    h.run();
    assert!(h.state().is_empty(), "one target at least");
    // Bob in the first slot, the Bears in the second: 3 divided 2 and 1.
    h.query_all_by_label("Bob").next().unwrap().click();
    h.run();
    h.query_all_by_label("Grizzly Bears (Bob)").nth(1).unwrap().click();
    h.run();
    assert!(h.query_by_label_contains("Divide 3 damage among the targets").is_some());
    h.get_by_label("Done").click();
    h.run();
    let [UiAction::Do(Action::Cast { targets, divided, .. })] = h.state().as_slice() else { panic!("{:?}", h.state()) };
    assert_eq!(targets.len(), 2);
    assert_eq!(divided.as_deref(), Some(&[2, 1][..]));
}
