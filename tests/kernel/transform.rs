//! Transform and convert (701.27, 701.28) and double-faced cards (712), mana value (202.3).

use bevy::prelude::Entity;
use bifronte::cards::{CardType, Color};
use bifronte::rules::*;

use crate::harness::*;

#[test]
fn rule_701_27a_transform_turns_the_other_face_up() {
    let mut t = with(&bf("delver", "Delver of Secrets", "Alice"));
    t.act(r#"Transform("delver")"#);
    assert_eq!(t.name("delver"), "Insectile Aberration");
    assert_eq!(t.pt("delver"), (3, 2));
    assert_eq!(t.face("delver"), Side::Back);
    assert_eq!(t.c("delver").colors.to_vec(), vec![Color::Blue]); // 204: colour indicator
    t.act(r#"Transform("delver")"#);
    assert_eq!((t.name("delver"), t.pt("delver")), ("Delver of Secrets".into(), (1, 1)));
}

#[test]
fn rule_701_27b_turning_face_up_is_not_transforming() {
    let mut t = with("Card(id: \"smith\", name: \"Village Ironsmith\", owner: \"Alice\", zone: Library),");
    t.act(r#"Manifest(player: "Alice")"#).act(r#"TurnFaceUp("smith")"#);
    let count = t.app.world().get::<TransformCount>(t.e("smith")).unwrap().0;
    assert_eq!(count, 0, "turning face up must not count as a transform");
    assert_eq!(t.name("smith"), "Village Ironsmith");
    // And transforming doesn't turn anything face down or up.
    t.act(r#"Transform("smith")"#);
    assert_eq!((t.face_down("smith"), t.name("smith").as_str()), (None, "Ironfang"));
}

#[test]
fn rule_701_27c_a_card_that_isnt_double_faced_does_not_transform() {
    let mut t = with(&bf("bears", "Grizzly Bears", "Bob"));
    t.act(r#"Transform("bears")"#);
    assert_eq!(
        (t.name("bears"), t.face("bears"), t.transformed("bears")),
        ("Grizzly Bears".into(), Side::Front, false)
    );
    t.assert_logged("701.27c", "Grizzly Bears isn't double-faced; nothing happens");
}

#[test]
fn rule_701_27d_no_transform_into_an_instant_or_sorcery_face() {
    // Emeria, Shattered Skyclave is the land back face of a sorcery.
    let mut t = with(r#"Card(id: "em", name: "Emeria's Call", owner: "Alice", zone: Battlefield, face: Back),"#);
    assert_eq!(t.name("em"), "Emeria, Shattered Skyclave");
    t.act(r#"Transform("em")"#);
    assert_eq!(t.name("em"), "Emeria, Shattered Skyclave");
    t.assert_logged("701.27d", "instant or sorcery face; nothing happens");
}

#[test]
fn rule_701_27e_transforms_into_triggers_on_the_face_it_has_right_after() {
    // Huntmaster of the Fells: "Whenever this creature enters or transforms into Huntmaster of
    // the Fells, create a 2/2 green Wolf creature token and you gain 2 life." A convert counts
    // (701.27e, 701.28): Ravager of the Fells converted back has turned into Huntmaster.
    let mut t = table(
        r#"(players: ["Alice", "Bob"], mode: Assisted, setup: [
            Card(id: "hunt", name: "Huntmaster of the Fells", owner: "Alice", zone: Battlefield, face: Back),
        ])"#,
    );
    assert_eq!(t.name("hunt"), "Ravager of the Fells");
    t.act(r#"Convert("hunt")"#);
    assert_eq!(t.name("hunt"), "Huntmaster of the Fells");
    let world = t.app.world();
    let stacked: Vec<Entity> = world
        .iter_entities()
        .filter_map(|o| o.get::<bifronte::rules::object::StackedAbility>().map(|a| a.source))
        .collect();
    assert_eq!(stacked, vec![t.e("hunt")], "the front face's ability triggered");
    t.assert_logged("701.28a", "converts into Huntmaster of the Fells");
}

#[test]
fn rule_701_27f_an_ability_of_a_permanent_transforms_it_only_once() {
    let mut t = with(&bf("cathar", "Kruin Outlaw", "Alice"));
    t.act(r#"Stack(id: "ab1", source: "cathar", trigger: Triggered, effect: Transform("cathar"))"#);
    t.act(r#"Transform("cathar")"#); // something else transforms it first
    assert_eq!(t.name("cathar"), "Terror of Kruin Pass");
    t.act(r#"ResolveAbility("ab1")"#);
    assert_eq!(t.name("cathar"), "Terror of Kruin Pass", "the instruction must be ignored");
    t.assert_logged("701.27f", "has transformed since the ability was put on the stack");

    // Delayed triggered abilities count from their creation; untouched, they do transform.
    t.act(r#"Stack(id: "ab2", source: "cathar", trigger: Delayed, effect: Transform("cathar"))"#);
    t.act(r#"ResolveAbility("ab2")"#);
    assert_eq!(t.name("cathar"), "Kruin Outlaw");
}

#[test]
fn rule_701_27g_a_transformed_permanent_has_its_back_face_up() {
    let mut t =
        with(&format!("{}{}", bf("delver", "Delver of Secrets", "Alice"), bf("mammoth", "Kazandu Mammoth", "Alice")));
    assert!(!t.transformed("delver"));
    t.act(r#"Transform("delver")"#);
    assert!(t.transformed("delver"));
    t.act(r#"Transform("delver")"#);
    assert!(!t.transformed("delver"), "front face up again is never transformed");
    t.act(r#"Move(card: "delver", to: Graveyard)"#);
    assert!(!t.transformed("delver"), "only permanents are transformed");
}

#[test]
fn rule_701_28_convert_follows_the_transform_rules() {
    let mut t = with(&format!("{}{}", bf("delver", "Delver of Secrets", "Alice"), bf("bears", "Grizzly Bears", "Bob")));
    t.act(r#"Convert("delver")"#);
    assert_eq!(t.name("delver"), "Insectile Aberration");
    t.assert_logged("701.28a", "converts into Insectile Aberration");
    t.act(r#"Convert("bears")"#);
    t.assert_logged("701.28c", "isn't double-faced");
}

#[test]
fn rule_712_8a_outside_battlefield_and_stack_only_the_front_face() {
    let mut t =
        with(r#"Card(id: "delver", name: "Delver of Secrets", owner: "Alice", zone: Battlefield, face: Back),"#);
    assert_eq!(t.name("delver"), "Insectile Aberration");
    t.act(r#"Move(card: "delver", to: Graveyard)"#);
    assert_eq!((t.name("delver"), t.pt("delver")), ("Delver of Secrets".into(), (1, 1)));
    // A card in hand named by its back face still is its front face.
    let t2 = with(r#"Card(id: "x", name: "Insectile Aberration", owner: "Alice", zone: Hand),"#);
    assert_eq!(t2.name("x"), "Delver of Secrets");
}

#[test]
fn rule_712_8c_a_spell_cast_transformed_has_its_back_face_and_front_mana_value() {
    let mut t = with(r#"Card(id: "beggar", name: "Beloved Beggar", owner: "Alice", zone: Graveyard),"#);
    t.act(r#"Cast(card: "beggar", face: Back)"#);
    assert_eq!(t.zone("beggar"), Zone::Stack);
    let c = t.c("beggar");
    assert_eq!(c.name, "Generous Soul");
    assert_eq!(c.mana_value, 2, "Beloved Beggar costs {{1}}{{W}}");
}

#[test]
fn rule_712_8d_front_face_up_has_only_front_characteristics() {
    let t = with(&bf("gang", "Instigator Gang", "Alice"));
    let c = t.c("gang");
    assert_eq!((c.name.as_str(), c.power, c.toughness, c.mana_value), ("Instigator Gang", Some(2), Some(3), 4));
    assert!(!c.text().contains("Trample"), "the back face's abilities must not show");
}

#[test]
fn rule_712_8e_back_face_up_uses_the_front_mana_value() {
    let t = with(r#"Card(id: "gang", name: "Instigator Gang", owner: "Alice", zone: Battlefield, face: Back),"#);
    let c = t.c("gang");
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Wildblood Pack", Some(5), Some(5)));
    assert_eq!(c.mana_value, 4);
    assert!(c.mana_cost.is_none());
    assert_eq!(c.colors.to_vec(), vec![Color::Red]);
}

#[test]
fn rule_712_8f_modal_dfc_has_the_face_that_is_up() {
    let t = with(r#"Card(id: "m", name: "Kazandu Mammoth", owner: "Alice", zone: Battlefield, face: Back),"#);
    let c = t.c("m");
    assert_eq!(c.name, "Kazandu Valley");
    assert!(c.has_type(CardType::Land) && !c.has_type(CardType::Creature));
    assert_eq!(c.mana_value, 0, "a modal DFC's back face uses its own (absent) mana cost");
}

#[test]
fn rule_712_9_clone_copying_wildblood_pack_cannot_transform() {
    let mut t = with(&format!(
        "{}{}",
        r#"Card(id: "gang", name: "Instigator Gang", owner: "Bob", zone: Battlefield, face: Back),"#,
        r#"Card(id: "clone", name: "Clone", owner: "Alice", zone: Hand),"#
    ));
    t.act(r#"PutOntoBattlefield(card: "clone", copy_of: "gang")"#);
    assert_eq!((t.name("clone"), t.pt("clone")), ("Wildblood Pack".into(), (5, 5)));
    assert_eq!(t.c("clone").mana_value, 0, "202.3b: a copy of a back face has mana value 0");
    t.act(r#"Transform("clone")"#);
    assert_eq!(t.name("clone"), "Wildblood Pack");
    t.assert_logged("701.27c", "isn't double-faced");
}

#[test]
fn rule_712_9_cytoshaped_kruin_outlaw_transforms_and_stays_a_copy() {
    let mut t = with(&format!("{}{}", bf("outlaw", "Kruin Outlaw", "Alice"), bf("vanguard", "Elite Vanguard", "Bob")));
    t.act(r#"BecomeCopy(card: "outlaw", of: "vanguard", until: EndOfTurn)"#);
    assert_eq!((t.name("outlaw"), t.pt("outlaw")), ("Elite Vanguard".into(), (2, 1)));
    t.act(r#"TransformAll(Subtype("Human"))"#); // Moonmist
    assert_eq!(t.face("outlaw"), Side::Back, "the card is double-faced, so it transforms");
    assert_eq!((t.name("outlaw"), t.pt("outlaw")), ("Elite Vanguard".into(), (2, 1)), "still a copy this turn");
    assert!(t.transformed("outlaw"));
    t.act("PassTurn");
    assert_eq!((t.name("outlaw"), t.pt("outlaw")), ("Terror of Kruin Pass".into(), (3, 3)));
    // Elite Vanguard itself isn't double-faced.
    assert_eq!(t.name("vanguard"), "Elite Vanguard");
}

#[test]
fn rule_712_10_no_transform_into_an_instant_or_sorcery_face_of_a_token() {
    let mut t = with("");
    t.act(r#"CreateToken(id: "tok", controller: "Alice", token: Spec(name: "Odd", types: [Artifact], back: (name: "Spell", types: [Sorcery])))"#);
    t.act(r#"Transform("tok")"#);
    assert_eq!(t.name("tok"), "Odd");
    t.assert_logged("712.10", "instant or sorcery face");
}

#[test]
fn rule_712_14_put_onto_the_battlefield_front_face_up() {
    let mut t = with(r#"Card(id: "d", name: "Delver of Secrets", owner: "Alice", zone: Hand),"#);
    t.act(r#"PutOntoBattlefield(card: "d")"#);
    assert_eq!((t.zone("d"), t.face("d"), t.name("d")), (Zone::Battlefield, Side::Front, "Delver of Secrets".into()));
}

#[test]
fn rule_712_14a_only_double_faced_cards_enter_transformed() {
    let mut t = with(
        r#"Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Graveyard),
           Card(id: "d", name: "Delver of Secrets", owner: "Alice", zone: Graveyard),"#,
    );
    t.act(r#"PutOntoBattlefield(card: "bears", transformed: true)"#);
    assert_eq!(t.zone("bears"), Zone::Graveyard);
    t.assert_logged("712.14a", "stays in the graveyard");
    t.act(r#"PutOntoBattlefield(card: "d", transformed: true)"#);
    assert_eq!((t.zone("d"), t.name("d")), (Zone::Battlefield, "Insectile Aberration".into()));
}

#[test]
fn rule_712_14b_modal_dfc_with_a_nonpermanent_front_stays() {
    let mut t = with(r#"Card(id: "em", name: "Emeria's Call", owner: "Alice", zone: Hand),"#);
    t.act(r#"PutOntoBattlefield(card: "em")"#);
    assert_eq!(t.zone("em"), Zone::Hand);
    t.assert_logged("712.14b", "stays in the hand");
}

#[test]
fn rule_712_18_effects_survive_a_transform() {
    let mut t = with(&bf("smith", "Village Ironsmith", "Alice"));
    let before = t.object_id("smith");
    t.act(r#"ModifyPT(card: "smith", power: 2, toughness: 2, until: EndOfTurn)"#);
    assert_eq!(t.pt("smith"), (3, 3));
    t.act(r#"Transform("smith")"#);
    assert_eq!((t.name("smith"), t.pt("smith")), ("Ironfang".into(), (5, 3)));
    assert_eq!(t.object_id("smith"), before, "a transform doesn't make a new object");
    assert!(t.why("smith").iter().any(|s| s.layer == Layer::L7c && s.change.to_string() == "+2/+2"));
    t.act("PassTurn");
    assert_eq!(t.pt("smith"), (3, 1));
}

#[test]
fn rule_202_3a_no_mana_cost_is_mana_value_zero() {
    let t = with(&format!("{}{}", bf("land", "Forest", "Alice"), bf("orni", "Ornithopter", "Alice")));
    assert_eq!((t.c("land").mana_value, t.c("orni").mana_value), (0, 0));
    assert!(t.c("land").mana_cost.is_none());
    assert!(t.c("orni").mana_cost.is_some(), "{{0}} is a mana cost");
}

#[test]
fn rule_202_3b_back_face_mana_value_from_front_copy_of_back_is_zero() {
    let mut t = with(&format!(
        "{}{}",
        r#"Card(id: "d", name: "Delver of Secrets", owner: "Alice", zone: Battlefield, face: Back),"#,
        bf("img", "Grizzly Bears", "Alice")
    ));
    assert_eq!(t.c("d").mana_value, 1);
    t.act(r#"CreateToken(id: "tok", token: CopyOf("d"), controller: "Bob")"#);
    assert_eq!((t.name("tok"), t.c("tok").mana_value), ("Insectile Aberration".into(), 0));
    t.act(r#"BecomeCopy(card: "img", of: "d")"#);
    assert_eq!(t.c("img").mana_value, 0);
}

#[test]
fn rule_400_7_a_zone_change_makes_a_new_object() {
    let mut t = with(&bf("cathar", "Kruin Outlaw", "Alice"));
    let first = t.object_id("cathar");
    t.act(r#"AddCounters(card: "cathar", kind: "+1/+1", n: 1)"#).act(r#"Tap("cathar")"#);
    t.act(r#"Stack(id: "ab", source: "cathar", effect: Transform("cathar"))"#);
    t.act(r#"Move(card: "cathar", to: Exile)"#).act(r#"Move(card: "cathar", to: Battlefield)"#);
    assert_ne!(t.object_id("cathar"), first);
    assert_eq!((t.counters("cathar", "+1/+1"), t.tapped("cathar")), (0, false), "no memory of its previous existence");
    t.act(r#"ResolveAbility("ab")"#);
    assert_eq!(t.name("cathar"), "Kruin Outlaw", "the ability can't find the new object");
    t.assert_logged("400.7", "is a new object the ability can't find");
}

#[test]
fn rule_701_27a_transform_all_matches_current_characteristics() {
    let mut t = with(&format!(
        "{}{}{}",
        bf("smith", "Village Ironsmith", "Alice"),
        bf("delver", "Delver of Secrets", "Alice"),
        bf("bears", "Grizzly Bears", "Bob")
    ));
    t.act(r#"TransformAll(Subtype("Human"))"#);
    assert_eq!(
        (t.name("smith"), t.name("delver"), t.name("bears")),
        ("Ironfang".into(), "Insectile Aberration".into(), "Grizzly Bears".into())
    );
    // Insectile Aberration is a Human Insect; Ironfang isn't Human.
    t.act(r#"TransformAll(Subtype("Human"))"#);
    assert_eq!((t.name("smith"), t.name("delver")), ("Ironfang".into(), "Delver of Secrets".into()));
}

#[test]
fn the_log_opens_each_action_with_its_ron_and_names_a_frame_s_new_entries_once() {
    let mut t = with(&bf("smith", "Village Ironsmith", "Alice"));
    let before = t.app.world().resource::<RulesLog>().entries.len();
    t.act(r#"Transform("smith")"#);
    let log = t.app.world().resource::<RulesLog>();
    let new: Vec<_> = log.entries.from(before).collect();
    assert_eq!(new[0].to_string(), r#"> Transform("smith")"#);
    assert_eq!(new[0].action, Some(0));
    assert!(new[1].to_string().starts_with("701.27a: Village Ironsmith transforms into Ironfang"), "{}", new[1]);
    let sent: Vec<RulesLogged> = t
        .app
        .world()
        .resource::<bevy::ecs::message::Messages<RulesLogged>>()
        .iter_current_update_messages()
        .cloned()
        .collect();
    // Messages live two frames: the setup frame's is still there, before this one's.
    assert_eq!(sent.last(), Some(&RulesLogged { epoch: log.epoch, entries: before..log.entries.len() }));
    assert_eq!(sent.iter().filter(|m| m.entries.contains(&before)).count(), 1);
}

#[test]
fn rule_611_3a_a_lord_effect_follows_the_face_up_and_shows_in_the_derivation() {
    let mut t = with(
        r#"Card(id: "mayor", name: "Mayor of Avabruck", owner: "Alice", zone: Battlefield),
           Card(id: "delver", name: "Delver of Secrets", owner: "Alice", zone: Battlefield),
           Card(id: "theirs", name: "Delver of Secrets", owner: "Bob", zone: Battlefield),"#,
    );
    assert_eq!((t.pt("delver"), t.pt("theirs"), t.pt("mayor")), ((2, 2), (1, 1), (1, 1)));
    let step = t.why("delver").into_iter().find(|s| s.layer == Layer::L7c).expect("a layer 7c step");
    assert_eq!(
        (step.rule.as_ref(), step.source.to_string().as_str(), step.change.to_string().as_str()),
        ("613.4c", "Mayor of Avabruck", "+1/+1")
    );
    t.act(r#"Transform("mayor")"#);
    assert_eq!(t.pt("delver"), (1, 1), "Howlpack Alpha's anthem is for Werewolves and Wolves");
    assert!(t.why("delver").iter().all(|s| s.layer != Layer::L7c));
    t.act(r#"Transform("mayor")"#);
    assert_eq!(t.pt("delver"), (2, 2), "the front face's anthem is back");
    t.act(r#"Move(card: "mayor", to: Graveyard)"#);
    assert_eq!(t.pt("delver"), (1, 1), "the source left the battlefield");
}

/// The window's Cast menu offers the ways each card prints (601.2b), and each, applied as the
/// menu applies it, is a cast the kernel accepts, logged with its rule.
#[test]
fn rule_601_2b_the_cast_menu_offers_each_way_a_card_prints_and_each_casts() {
    let cards = [
        ("fi", "Fire // Ice", vec!["Fire (709.3)", "Ice (709.3)"], "709.3"),
        ("tb", "Turn // Burn", vec!["Turn (709.3)", "Burn (709.3)", "Fused: both halves (702.102a)"], "702.102a"),
        ("giant", "Bonecrusher Giant", vec!["Bonecrusher Giant", "Adventure: Stomp (715.3)"], "715.3"),
        ("regent", "Bloomvine Regent", vec!["Bloomvine Regent", "Omen: Claim Territory (720.3)"], "720.3"),
        ("gorger", "Phyrexian Fleshgorger", vec!["Phyrexian Fleshgorger", "Prototyped (718.3)"], "718.3"),
        ("bears", "Grizzly Bears", vec!["Grizzly Bears"], "601.2a"),
    ];
    let setup: String = cards
        .iter()
        .map(|(id, name, ..)| format!(r#"Card(id: "{id}", name: "{name}", owner: "Alice", zone: Hand),"#))
        .collect();
    let mut t = with(&setup);
    for (id, _, labels, rule) in cards {
        let o = seen_by(&mut t.app, 0, id).expect("Alice sees her hand");
        assert_eq!(o.casts.iter().map(|c| c.said(bifronte::i18n::Lang::En)).collect::<Vec<_>>(), labels, "{id}");
        assert!(seen_by(&mut t.app, 1, id).is_none_or(|o| o.casts.is_empty()), "Bob learns nothing of {id}");
        // The last way offered, as the menu sends it (by the seat's id for the card).
        let last = o.casts.last().expect("a way to cast it").clone();
        let seat_id = id_for(&mut t.app, 0, id);
        let alice = seat_viewer(&t, 0);
        let action = bifronte::view::translate(t.app.world_mut(), alice, last.action(seat_id))
            .expect("the seat's id names the card");
        t.app.world_mut().write_message(ActionRequest(action));
        t.app.update();
        assert_eq!(t.zone(id), Zone::Stack, "{id} cast as {}", last.said(bifronte::i18n::Lang::En));
        t.assert_logged(rule, "is cast");
        t.act("Resolve");
    }
    assert!(seen_by(&mut t.app, 0, "bears").is_some_and(|o| o.casts.is_empty()), "nothing to cast on the battlefield");
}

fn seat_viewer(t: &Table, seat: usize) -> bifronte::view::Viewer {
    bifronte::view::Viewer::Player(t.app.world().resource::<Players>().0[seat])
}

#[test]
fn rule_709_4_a_split_card_combines_its_halves_except_the_half_on_the_stack() {
    let mut t = with(r#"Card(id: "fi", name: "Fire // Ice", owner: "Alice", zone: Hand),"#);
    let c = t.c("fi");
    assert_eq!((c.name.as_str(), c.mana_value), ("Fire // Ice", 4));
    assert_eq!(c.colors, [Color::Red, Color::Blue].into_iter().collect());
    t.act(r#"Cast(card: "fi")"#);
    assert_eq!((t.name("fi"), t.c("fi").mana_value), ("Fire".to_string(), 2));
    t.assert_logged("709.3", "its half Fire");
    t.act("Resolve");
    assert_eq!((t.zone("fi"), t.name("fi")), (Zone::Graveyard, "Fire // Ice".to_string()));
}

#[test]
fn rule_710_2_a_flipped_permanent_has_its_alternative_half_and_keeps_its_colour_and_mana_cost() {
    let mut t = with(
        r#"Card(id: "akki", name: "Akki Lavarunner", owner: "Alice", zone: Battlefield),
           Card(id: "clone", name: "Clone", owner: "Bob", zone: Hand),"#,
    );
    assert_eq!((t.name("akki"), t.pt("akki")), ("Akki Lavarunner".to_string(), (1, 1)));
    assert!(t.c("akki").supertypes.is_empty(), "710.2: unflipped, only the normal half");
    t.act(r#"Flip("akki")"#);
    let c = t.c("akki");
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Tok-Tok, Volcano Born", Some(2), Some(2)));
    assert_eq!(c.supertypes, vec![bifronte::cards::Supertype::Legendary]);
    assert_eq!((c.colors.to_vec(), c.mana_value), (vec![Color::Red], 4), "710.1c");
    t.assert_logged("710.2", "flips: it is Tok-Tok, Volcano Born");
    let step = t.why("akki").into_iter().find(|s| s.rule == "710.2").expect("the derivation shows the flip");
    assert!(step.change.to_string().contains("Tok-Tok"), "{step:?}");
    t.act(r#"Flip("akki")"#);
    t.assert_logged("710.4", "one-way");
    // 707.3: a copy of a flipped permanent has the copier's status: unflipped.
    t.act(r#"PutOntoBattlefield(card: "clone", copy_of: "akki")"#);
    assert_eq!((t.name("clone"), t.pt("clone")), ("Akki Lavarunner".to_string(), (1, 1)));
    t.act(r#"Flip("clone")"#);
    assert_eq!(t.name("clone"), "Tok-Tok, Volcano Born");
    // 710.4, 110.5b: a new object, unflipped.
    t.act(r#"Move(card: "akki", to: Hand)"#);
    t.act(r#"PutOntoBattlefield(card: "akki")"#);
    assert_eq!(t.name("akki"), "Akki Lavarunner");
}

#[test]
fn rule_712_8g_a_copy_of_a_melded_permanent_has_mana_value_0() {
    let mut t = with(
        r#"Card(id: "gisela", name: "Gisela, the Broken Blade", owner: "Alice", zone: Battlefield),
           Card(id: "bruna", name: "Bruna, the Fading Light", owner: "Alice", zone: Battlefield),
           Card(id: "clone", name: "Clone", owner: "Bob", zone: Hand),"#,
    );
    t.act(r#"Meld("gisela")"#);
    assert_eq!(t.c("gisela").mana_value, 11);
    t.act(r#"PutOntoBattlefield(card: "clone", copy_of: "gisela")"#);
    let c = t.c("clone");
    assert_eq!(
        (c.name.as_str(), c.power, c.toughness, c.mana_value),
        ("Brisela, Voice of Nightmares", Some(9), Some(10), 0)
    );
}
