//! Counters (122), damage and the state-based actions that read them (704.5f/g/q/v), battles
//! (310.4, 310.7).

use bifronte::rules::*;

use crate::harness::*;

#[test]
fn rule_122_1a_pt_counters_modify_power_and_toughness() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    t.act(r#"AddCounters(card: "b", kind: "+1/+1", n: 2)"#).act(r#"AddCounters(card: "b", kind: "+1/+0", n: 1)"#);
    assert_eq!(t.pt("b"), (5, 4));
    assert!(t.why("b").iter().any(|s| s.layer == Layer::L7c && s.source.to_string().contains("+1/+1")));
}

/// Issue 49: the inspector's derivation (613) is said in the reader's language: each step's
/// source and change travel as messages, not as the host's words.
#[test]
fn rule_613_the_derivation_of_a_creature_with_counters_reads_in_italian_and_french() {
    use bifronte::i18n::Lang;
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    t.act(r#"AddCounters(card: "b", kind: "+1/+1", n: 2)"#);
    let why = t.why("b");
    let printed = why.iter().find(|s| s.layer == Layer::Printed).expect("the printed face");
    let counters = why.iter().find(|s| s.layer == Layer::L7c).expect("the counters' step");
    assert_eq!(printed.change.text_in(Lang::En), "Front face: Grizzly Bears, Creature — Bear, 2/2, mana value 2");
    assert_eq!(
        printed.change.text_in(Lang::It),
        "Faccia anteriore: Grizzly Bears, Creature — Bear, 2/2, valore di mana 2"
    );
    assert_eq!(counters.source.text_in(Lang::En), "2 +1/+1 counters");
    assert_eq!(counters.source.text_in(Lang::It), "2 segnalini +1/+1");
    assert_eq!(counters.source.text_in(Lang::Fr), "2 marqueurs +1/+1");
    assert_eq!(counters.change.text_in(Lang::Fr), "+2/+2", "numbers stay as they are");
}

#[test]
fn rule_122_1_counters_of_any_named_kind() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    t.act(r#"AddCounters(card: "b", kind: "charge", n: 2)"#).act(r#"RemoveCounters(card: "b", kind: "charge", n: 5)"#);
    assert_eq!(t.counters("b", "charge"), 0);
    t.act(r#"AddCounters(card: "b", kind: "oil", n: 1)"#);
    assert_eq!((t.counters("b", "oil"), t.pt("b")), (1, (2, 2)));
}

#[test]
fn rule_122_1b_and_613_7c_a_keyword_counter_applies_in_layer_6_from_the_time_it_was_put_on() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    let flying = |t: &Table| t.c("b").abilities.iter().any(|a| a.text == "Flying");
    t.act(r#"AddCounters(card: "b", kind: "flying", n: 1)"#);
    assert!(flying(&t));
    assert!(
        t.why("b")
            .iter()
            .any(|s| s.layer == Layer::L6 && s.rule == "122.1b" && s.source.to_string().contains("flying"))
    );
    // Losing all abilities after the counter: no flying, though the counter stays (613.1f).
    t.act(r#"LoseAllAbilities(card: "b")"#);
    assert_eq!((flying(&t), t.counters("b", "flying")), (false, 1));
    // Another flying counter gives every flying counter a new timestamp (613.7c): it flies again.
    t.act(r#"AddCounters(card: "b", kind: "flying", n: 1)"#);
    assert!(flying(&t));
}

#[test]
fn rule_122_1d_stun_replaces_only_an_untap_that_would_happen() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    t.act(r#"AddCounters(card: "b", kind: "stun", n: 1)"#).act(r#"Untap("b")"#);
    assert_eq!((t.tapped("b"), t.counters("b", "stun")), (false, 1), "it wasn't tapped: nothing to replace");
    t.act(r#"Tap("b")"#).act(r#"Untap("b")"#);
    assert_eq!((t.tapped("b"), t.counters("b", "stun")), (true, 0));
    t.assert_logged("122.1d", "one is removed instead of untapping it");
}

#[test]
fn rule_702_12b_an_indestructible_creature_ignores_lethal_damage_until_it_loses_indestructible() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    t.act(r#"Damage(card: "b", n: 1)"#).act(r#"AddCounters(card: "b", kind: "Indestructible", n: 1)"#);
    t.act(r#"Damage(card: "b", n: 5)"#);
    assert_eq!(t.zone("b"), Zone::Battlefield);
    t.act(r#"RemoveCounters(card: "b", kind: "indestructible", n: 1)"#);
    assert_eq!(t.zone("b"), Zone::Graveyard, "704.5g applies again once it has no indestructible");
}

#[test]
fn rule_122_2_counters_dont_survive_a_zone_change() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    t.act(r#"AddCounters(card: "b", kind: "+1/+1", n: 2)"#);
    t.act(r#"Move(card: "b", to: Hand)"#).act(r#"Move(card: "b", to: Battlefield)"#);
    assert_eq!((t.counters("b", "+1/+1"), t.pt("b")), (0, (2, 2)));
}

#[test]
fn rule_704_5q_plus_and_minus_counters_annihilate() {
    let mut t = with(&bf("b", "Hill Giant", "Alice"));
    t.act(r#"AddCounters(card: "b", kind: "+1/+1", n: 3)"#).act(r#"AddCounters(card: "b", kind: "-1/-1", n: 2)"#);
    assert_eq!((t.counters("b", "+1/+1"), t.counters("b", "-1/-1"), t.pt("b")), (1, 0, (4, 4)));
    t.assert_logged("704.5q", "2 of each are removed");
}

#[test]
fn rule_704_5f_toughness_zero_goes_to_the_graveyard() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    t.act(r#"AddCounters(card: "b", kind: "-1/-1", n: 2)"#);
    assert_eq!(t.zone("b"), Zone::Graveyard);
    t.assert_logged("704.5f", "Grizzly Bears has toughness 0 or less");
}

#[test]
fn rule_704_5g_lethal_damage_destroys_and_wears_off_in_cleanup() {
    let mut t = with(&format!("{}{}", bf("b", "Grizzly Bears", "Alice"), bf("g", "Hill Giant", "Alice")));
    t.act(r#"Damage(card: "g", n: 2)"#);
    assert_eq!(t.zone("g"), Zone::Battlefield);
    t.act("PassTurn");
    t.act(r#"Damage(card: "g", n: 2)"#);
    assert_eq!(t.zone("g"), Zone::Battlefield, "514.2: damage wore off");
    t.act(r#"Damage(card: "b", n: 2)"#);
    assert_eq!(t.zone("b"), Zone::Graveyard);
    t.assert_logged("704.5g", "lethal damage");
}

#[test]
fn rule_704_5v_and_310_7_a_battle_with_defense_zero_goes_to_the_graveyard() {
    // A battle of no battle type (a scene-local card): nothing triggers, 704.5v applies.
    let mut t = table(
        r#"(players: ["Alice", "Bob"],
            cards: [CardDef(faces: [Face(name: "Test Battle", mana_cost: "{2}", types: [Battle], defense: 3)])],
            setup: [Card(id: "b", name: "Test Battle", owner: "Alice", zone: Battlefield)])"#,
    );
    // 310.4b/c: it enters with defense counters equal to its printed defense.
    assert_eq!((t.counters("b", "defense"), t.c("b").defense), (3, Some(3)));
    t.act(r#"Damage(card: "b", n: 2)"#);
    assert_eq!(t.c("b").defense, Some(1));
    t.act(r#"Damage(card: "b", n: 1)"#);
    assert_eq!(t.zone("b"), Zone::Graveyard);
    t.assert_logged("704.5v", "defense 0");
    // 310.4a: off the battlefield its defense is the printed number.
    assert_eq!(t.c("b").defense, Some(3));
}

#[test]
fn rule_310_11b_a_defeated_siege_triggers_and_stays_until_it_resolves() {
    let mut t = with(&bf("inv", "Invasion of Zendikar", "Alice"));
    t.act(r#"Damage(card: "inv", n: 3)"#);
    assert_eq!(
        (t.zone("inv"), t.c("inv").defense),
        (Zone::Battlefield, Some(0)),
        "704.5v: the source of a trigger stays"
    );
    t.assert_logged("310.11b", "inv/defeated");
    t.act(r#"ResolveAbility("inv/defeated")"#);
    assert_eq!(t.zone("inv"), Zone::Exile);
    t.act(r#"Cast(card: "inv", face: Back)"#).act("Resolve");
    assert_eq!((t.zone("inv"), t.name("inv")), (Zone::Battlefield, "Awakened Skyclave".into()));
}

#[test]
fn rule_310_4b_a_battle_put_onto_the_battlefield_gets_defense_counters() {
    let mut t = with(r#"Card(id: "inv", name: "Invasion of Zendikar", owner: "Alice", zone: Hand),"#);
    t.act(r#"Cast(card: "inv")"#).act("Resolve");
    assert_eq!((t.zone("inv"), t.counters("inv", "defense")), (Zone::Battlefield, 3));
}

#[test]
fn rule_306_5b_a_planeswalker_enters_with_loyalty_and_damage_removes_it() {
    let mut t = with(r#"Card(id: "g", name: "Garruk Wildspeaker", owner: "Alice", zone: Hand),"#);
    t.act(r#"PutOntoBattlefield(card: "g")"#);
    assert_eq!(t.c("g").loyalty, Some(3));
    t.act(r#"Damage(card: "g", n: 3)"#);
    assert_eq!(t.zone("g"), Zone::Graveyard);
}

#[test]
fn rule_701_27a_a_flipwalker_entering_transformed_gets_its_back_face_loyalty() {
    let mut t = with(r#"Card(id: "j", name: "Jace, Vryn's Prodigy", owner: "Alice", zone: Exile),"#);
    t.act(r#"PutOntoBattlefield(card: "j", transformed: true)"#);
    let c = t.c("j");
    assert_eq!(c.name, "Jace, Telepath Unbound");
    assert_eq!(c.loyalty, Some(5));
}

#[test]
fn rule_613_4_power_and_toughness_apply_in_sublayer_order() {
    let mut t = with(&bf("g", "Hill Giant", "Alice"));
    // Timestamps in the "wrong" order: switch first, then set, then counters and +N/+M.
    t.act(r#"SwitchPT(card: "g", until: EndOfTurn)"#);
    t.act(r#"AddCounters(card: "g", kind: "+1/+1", n: 1)"#);
    t.act(r#"ModifyPT(card: "g", power: 3, toughness: 0)"#);
    t.act(r#"SetPT(card: "g", power: 0, toughness: 4)"#);
    // 7b sets 0/4, 7c gives +1/+1 and +3/+0 (4/5), 7d switches: 5/4.
    assert_eq!(t.pt("g"), (5, 4));
    let layers: Vec<&str> = t.why("g").iter().map(|s| s.layer.label()).collect();
    assert_eq!(layers, vec!["printed", "7b", "7c", "7c", "7d"]);
    t.act("PassTurn");
    assert_eq!(t.pt("g"), (4, 5));
}

#[test]
fn rule_704_5j_the_legend_rule_waits_for_its_controllers_choice_and_forgets_it_when_one_leaves() {
    let minsc = "Minsc, Beloved Ranger";
    let mut t = with(&format!("{}{}", bf("a", minsc, "Alice"), bf("b", minsc, "Alice")));
    let waiting = |t: &mut Table, id: &str| seen_by(&mut t.app, 1, id).is_some_and(|o| o.legend_choice);
    // Set up together: both wait, and Bob's window sees that Alice has a choice to make.
    assert!(waiting(&mut t, "a") && waiting(&mut t, "b"));
    t.act(r#"Move(card: "a", to: Hand)"#);
    assert!(!waiting(&mut t, "b"), "one left: nothing to choose any more");
    t.act(r#"Move(card: "a", to: Battlefield)"#).act(r#"KeepLegend("a")"#);
    assert_eq!((t.zone("a"), t.zone("b")), (Zone::Battlefield, Zone::Graveyard));
    assert!(!waiting(&mut t, "a"));
    t.assert_logged("704.5j", "Alice keeps Minsc, Beloved Ranger");
}

fn protector(t: &Table, id: &str) -> Option<String> {
    let w = t.app.world();
    w.get::<bifronte::rules::ops::battles::Protector>(t.e(id)).map(|p| bifronte::rules::query::player_name(w, p.0))
}

#[test]
fn rule_310_11a_a_sieges_only_opponent_protects_it_at_once_and_several_wait_for_its_controller() {
    let mut t = with(r#"Card(id: "z", name: "Invasion of Zendikar", owner: "Alice", zone: Hand),"#);
    t.act(r#"PutOntoBattlefield(card: "z")"#);
    assert_eq!(protector(&t, "z").as_deref(), Some("Bob"));
    t.assert_logged("310.11a", "Bob is Invasion of Zendikar's protector");
    let mut t = table(
        r#"(players: ["Alice", "Bob", "Carol"],
            setup: [Card(id: "z", name: "Invasion of Zendikar", owner: "Alice", zone: Hand)])"#,
    );
    t.act(r#"PutOntoBattlefield(card: "z")"#);
    assert_eq!(protector(&t, "z"), None, "Alice must choose between Bob and Carol");
    t.act(r#"ChooseProtector(card: "z", player: "Alice")"#);
    assert_eq!(protector(&t, "z"), None, "not herself (310.11a)");
    t.act(r#"ChooseProtector(card: "z", player: "Carol")"#);
    assert_eq!(protector(&t, "z").as_deref(), Some("Carol"));
    assert_eq!(t.zone("z"), Zone::Battlefield);
}

#[test]
fn rule_704_5x_a_siege_its_controller_protects_gets_an_opponent_of_that_controller() {
    let mut t = with(r#"Card(id: "z", name: "Invasion of Zendikar", owner: "Alice", zone: Battlefield),"#);
    assert_eq!(protector(&t, "z").as_deref(), Some("Bob"), "704.5w: none was designated at setup");
    t.act(r#"GainControl(card: "z", player: "Bob")"#);
    assert_eq!(protector(&t, "z").as_deref(), Some("Alice"));
    t.assert_logged("704.5x", "Alice is Invasion of Zendikar's protector");
}

#[test]
fn rule_702_26g_what_is_attached_phases_out_indirectly_and_only_in_with_its_host() {
    let mut t = with(
        r#"Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
           Card(id: "rancor", name: "Rancor", owner: "Alice", zone: Battlefield, attached_to: "bears"),"#,
    );
    let phased = |t: &Table, id: &str| t.app.world().get::<Phased>(t.e(id)).copied();
    t.act(r#"PhaseOut("bears")"#);
    assert_eq!(phased(&t, "bears"), Some(Phased { indirectly: false }));
    assert_eq!(phased(&t, "rancor"), Some(Phased { indirectly: true }));
    t.act(r#"PhaseIn("rancor")"#).act(r#"Tap("bears")"#);
    assert_eq!(phased(&t, "rancor"), Some(Phased { indirectly: true }), "702.26g");
    assert!(!t.tapped("bears"), "702.26b: a phased-out permanent can't be affected");
    t.act(r#"PhaseIn("bears")"#);
    assert_eq!((phased(&t, "bears"), phased(&t, "rancor")), (None, None));
    assert_eq!(t.attached_to("rancor"), Some(t.e("bears")));
    assert_eq!(t.pt("bears"), (4, 2));
}

#[test]
fn rule_702_155_read_ahead_enters_with_the_chosen_chapter_and_skips_the_others() {
    let mut t = with(
        r#"Card(id: "war", name: "The Elder Dragon War", owner: "Alice", zone: Hand),
           Card(id: "eldest", name: "The Eldest Reborn", owner: "Alice", zone: Hand),"#,
    );
    t.act(r#"Cast(card: "war")"#).act("Resolve");
    assert_eq!(t.counters("war", "lore"), 0, "it waits for its controller's choice");
    t.assert_logged("702.155b", "Alice chooses the chapter it enters with, I to III");
    t.act(r#"ChooseChapter(card: "war", chapter: 0)"#);
    t.assert_logged("702.155b", "must be from I to III");
    t.act(r#"ChooseChapter(card: "war", chapter: 2)"#);
    assert_eq!(t.counters("war", "lore"), 2);
    t.assert_logged("702.155a", "chapter I doesn't trigger");
    t.assert_logged("714.2b", "chapter II triggers");
    assert!(!t.log().contains("chapter I triggers"), "{}", t.log());
    // A Saga without read ahead enters with one lore counter, at once (714.3a).
    t.act(r#"Cast(card: "eldest")"#).act("Resolve");
    assert_eq!(t.counters("eldest", "lore"), 1);
}

#[test]
fn rule_704_5j_over_the_network_only_the_controller_of_the_legends_chooses_not_their_owner() {
    use bifronte::net::authorize::authorize;
    let minsc = "Minsc, Beloved Ranger";
    let mut t = with(&format!("{}{}", bf("a", minsc, "Alice"), bf("b", minsc, "Bob")));
    // Bob gains control of Alice's Minsc: he controls both, and only he chooses (704.5j).
    t.act(r#"GainControl(card: "a", player: "Bob")"#);
    let w = t.app.world_mut();
    let (alice, bob) = (
        bifronte::rules::query::player(w, "Alice").expect("Alice"),
        bifronte::rules::query::player(w, "Bob").expect("Bob"),
    );
    let keep = bifronte::rules::Action::KeepLegend("a".into());
    let refused = authorize(w, alice, &keep).expect_err("Alice owns that Minsc but doesn't control it");
    assert_eq!(refused.owners, ["Bob"], "{refused}");
    assert_eq!(authorize(w, bob, &keep), Ok(()));
    assert_eq!(authorize(w, bob, &bifronte::rules::Action::KeepLegend("b".into())), Ok(()));
}

/// 701.34a: proliferate's choice, as a seat sees and answers it: the permanents and players
/// with counters are offered (a player by name), a seat's ids and a player's name are taken
/// together, and each chosen gets another counter of each kind already there.
#[test]
fn rule_701_34a_a_seat_proliferates_its_permanent_and_an_opponent_by_name() {
    use bifronte::view::{Viewer, translate};
    let mut t = crate::harness::table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "gambit", name: "Tezzeret's Gambit", owner: "Alice", zone: Hand),
            Card(id: "centaur", name: "Phantom Centaur", owner: "Alice", zone: Battlefield, counters: [("+1/+1", 1)]),
            Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),
            Card(id: "d1", name: "Island", owner: "Alice", zone: Library),
            Card(id: "d2", name: "Island", owner: "Alice", zone: Library),
        ])"#,
    );
    t.act(r#"PlayerCounters(player: "Bob", kind: "poison", by: 2)"#)
        .act(r#"AddMana(player: "Alice", mana: "{C}{C}{C}{U}")"#);
    t.act(r#"Cast(card: "gambit")"#).act(r#"PassPriority(player: "Alice")"#).act(r#"PassPriority(player: "Bob")"#);
    let model = bifronte::overlay::model::overlay_model(t.app.world_mut(), 0).seat_model;
    let Some(choice) = model.table.hand_choice.as_ref() else { panic!("{}", t.log()) };
    assert!(choice.proliferate && choice.up_to, "{choice:?}");
    let names: Vec<&str> = choice.cards.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(names, ["Phantom Centaur", "Bob"], "the bears have no counters");
    let centaur = choice.cards[0].0.clone();
    assert_ne!(centaur, "centaur", "a seat names the permanent by its own id");
    let alice = t.app.world().resource::<Players>().0[0];
    let chosen = Action::ChooseCards { player: "Alice".into(), cards: vec![centaur.as_str().into(), "Bob".into()] };
    let chosen = translate(t.app.world_mut(), Viewer::Player(alice), chosen).expect("ids and a name");
    t.app.world_mut().write_message(ActionRequest(chosen));
    t.app.update();
    assert_eq!(t.pt("centaur"), (4, 2), "{}", t.log());
    let bob = t.app.world().resource::<Players>().0[1];
    let poison = t.app.world().get::<PlayerCounters>(bob).map(|c| c.0.values().sum::<u32>());
    assert_eq!(poison, Some(3));
}
