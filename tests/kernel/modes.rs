//! Modal triggered abilities (603.3c, 700.2b) beyond the scene of `scenes/triggers/`: the one
//! mode that may be chosen taken by itself, none and the ability leaves the stack, the choices
//! out of turn refused, each seat reading the modes, and each computer level choosing one.

use bifronte::ai::Level;
use bifronte::rules::*;

/// "Choose one — Destroy target artifact. / Destroy target enchantment.": no mode without a
/// target.
const SHATTERER: &str = r#"CardDef(faces: [Face(name: "Test Shatterer", mana_cost: "{1}", types: [Creature],
    power: 1, toughness: 1,
    text: "When Test Shatterer enters the battlefield, choose one —\n• Destroy target artifact.\n• Destroy target enchantment.")])"#;

fn waiting(t: &crate::harness::Table) -> usize {
    t.app.world().resource::<bifronte::rules::triggers::Triggers>().choosing.len()
}

#[test]
fn rule_700_2b_the_only_mode_that_may_be_chosen_is_taken_and_with_none_the_ability_leaves_the_stack() {
    let mut t = crate::harness::table(&format!(
        r#"(players: ["Alice", "Bob"], mode: Assisted, cards: [{SHATTERER}], setup: [
            Card(id: "exarch", name: "Deceiver Exarch", owner: "Alice", zone: Hand),
            Card(id: "shatterer", name: "Test Shatterer", owner: "Alice", zone: Hand),
        ])"#
    ));
    // Bob controls no permanent: only "untap target permanent you control", and the Exarch
    // is the only one Alice controls.
    t.act(r#"AddMana(player: "Alice", mana: "{U}{C}{C}")"#).act(r#"Cast(card: "exarch")"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(waiting(&t), 0, "{}", t.log());
    t.assert_logged("603.3", "Deceiver Exarch");
    let ab = t.e("exarch/trigger");
    let a = t.app.world().get::<bifronte::rules::object::StackedAbility>(ab).unwrap();
    assert!(a.modes.is_none() && a.steps.is_some());
    assert!(a.text.as_deref().unwrap().ends_with("• Untap target permanent you control."), "{:?}", a.text);
    let targets = t.app.world().get::<bifronte::rules::object::Targets>(ab).unwrap();
    assert_eq!(targets.0.iter().map(|x| x.entity).collect::<Vec<_>>(), vec![t.e("exarch")]);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    // No artifact, no enchantment: no mode may be chosen.
    t.act(r#"AddMana(player: "Alice", mana: "{C}")"#).act(r#"Cast(card: "shatterer")"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    t.assert_logged("603.3c", "no mode of");
    assert!(!t.exists("shatterer/trigger") || t.zone("shatterer/trigger") != Zone::Stack, "{}", t.log());
    assert_eq!(waiting(&t), 0);
    let holder = t.app.world().resource::<bifronte::rules::ops::priority::Priority>().holder;
    assert_eq!(holder, Some(t.app.world().resource::<Players>().0[0]), "{}", t.log());
}

#[test]
fn rule_603_3c_a_mode_is_chosen_by_the_controller_before_the_targets_and_only_one_that_may_be() {
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "knight", name: "Knight of Autumn", owner: "Alice", zone: Hand),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
        ])"#,
    );
    t.act(r#"AddMana(player: "Alice", mana: "{G}{W}{C}")"#).act(r#"Cast(card: "knight")"#);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    assert_eq!(waiting(&t), 1);
    // Each seat reads the modes, the second not to be chosen (no artifact or enchantment).
    for seat in [0, 1] {
        let view = bifronte::overlay::model::overlay_model(t.app.world_mut(), seat).seat_model;
        let asked = view.table.targeting.clone().expect("Alice chooses a mode");
        let modes: Vec<(&str, bool)> = asked.modes.iter().map(|m| (m.text.as_str(), m.legal)).collect();
        assert_eq!(
            modes,
            vec![
                ("Put two +1/+1 counters on Knight of Autumn.", true),
                ("Destroy target artifact or enchantment.", false),
                ("You gain 4 life.", true)
            ]
        );
        // What the seat may do is what the rules accept: Alice's two modes, nothing of Bob's.
        let offered: Vec<Action> =
            view.choices.actions.into_iter().filter(|a| matches!(a, Action::ChooseMode { .. })).collect();
        let want: Vec<u32> = if seat == 0 { vec![0, 2] } else { Vec::new() };
        let got: Vec<u32> = offered
            .iter()
            .map(|a| match a {
                Action::ChooseMode { mode, .. } => *mode,
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(got, want, "seat {seat}");
    }
    let lines = t.log().lines().count();
    t.act(r#"ChooseTargets(player: "Alice", ability: "knight/trigger", targets: ["bears"])"#);
    t.act(r#"ChooseMode(player: "Bob", ability: "knight/trigger", mode: 0)"#);
    t.act(r#"ChooseMode(player: "Alice", ability: "knight/trigger", mode: 1)"#);
    t.act(r#"ChooseMode(player: "Alice", ability: "knight/trigger", mode: 3)"#);
    let refused: Vec<String> = t.log().lines().skip(lines).map(str::to_string).collect();
    let said = refused.join("\n");
    for (rule, words) in [
        ("603.3c", "is chosen before its targets"),
        ("603.3c", "doesn't control"),
        ("700.2b", "mode 2 of"),
        ("700.2b", "mode 4 of"),
    ] {
        assert!(refused.iter().any(|l| l.contains(rule) && l.contains(words)), "{rule} {words}:\n{said}");
    }
    assert_eq!(waiting(&t), 1, "still waiting:\n{said}");
    t.act(r#"ChooseMode(player: "Alice", ability: "knight/trigger", mode: 2)"#);
    assert_eq!(waiting(&t), 0);
    t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let alice = t.app.world().resource::<Players>().0[0];
    assert_eq!(t.app.world().get::<bifronte::rules::object::Life>(alice).unwrap().0, 24, "{}", t.log());
    assert_eq!(t.counters("knight", "+1/+1"), 0);
}

/// 603.3c: each computer level chooses a mode from the seat's list, and the rules accept it.
#[test]
fn rule_603_3c_computer_players_choose_a_mode() {
    for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
        let mut t = crate::harness::table(
            r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
                Card(id: "exarch", name: "Deceiver Exarch", owner: "Alice", zone: Hand),
                Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            ])"#,
        );
        t.act(r#"AddMana(player: "Alice", mana: "{U}{C}{C}")"#).act(r#"Cast(card: "exarch")"#);
        t.act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
        let alice = t.app.world().resource::<Players>().0[0];
        let mut rng = rand::SeedableRng::seed_from_u64(5);
        let action = bifronte::ai::act(t.app.world_mut(), alice, level, &mut rng).unwrap();
        assert!(matches!(action, Action::ChooseMode { .. }), "{level:?}: {action:?}\n{}", t.log());
        // The easy player taps the opponent's creature rather than untap its own.
        if level == Level::Easy {
            assert!(matches!(action, Action::ChooseMode { mode: 1, .. }), "{action:?}");
        }
        t.app.world_mut().write_message(ActionRequest(action));
        t.app.update();
        assert!(t.log().contains("chooses mode"), "{level:?}: {}", t.log());
        assert!(!t.log().contains("nothing happens"), "{level:?}: {}", t.log());
    }
}
