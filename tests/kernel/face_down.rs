//! Face-down spells and permanents (708), manifest (701.40), cloak (701.58), manifest dread
//! (701.62), morph and megamorph (702.37), disguise (702.168), double-faced cards face down
//! (712.15, 712.16).

use bifronte::cards::CardType;
use bifronte::rules::*;

use crate::harness::*;

#[test]
fn rule_708_2_face_down_has_only_the_listed_characteristics() {
    let t = with(r#"Card(id: "a", name: "Exalted Angel", owner: "Alice", zone: Battlefield, face_down: Morph),"#);
    let c = t.c("a");
    assert_eq!((c.name.as_str(), c.power, c.toughness, c.mana_value), ("", Some(2), Some(2), 0));
    assert!(c.subtypes.is_empty() && c.text().is_empty() && c.mana_cost.is_none() && c.colors.is_empty());
    assert_eq!(c.types, vec![CardType::Creature]);
    assert!(c.supertypes.is_empty());
}

#[test]
fn rule_708_2a_turned_face_down_becomes_a_nameless_2_2() {
    let mut t = with(&bf("giant", "Hill Giant", "Alice"));
    t.act(r#"TurnFaceDown(card: "giant", kind: Plain)"#);
    assert_eq!((t.name("giant"), t.pt("giant")), (String::new(), (2, 2)));
    assert_eq!(t.face_down("giant"), Some(FaceDownKind::Plain));
    assert_eq!(t.c("giant").copiable.face.name, "", "708.2a: these are the copiable values");
}

#[test]
fn rule_708_2b_a_face_down_permanent_cant_be_turned_face_down() {
    let mut t = with(r#"Card(id: "c", name: "Dog Walker", owner: "Alice", zone: Battlefield, face_down: Disguise),"#);
    t.act(r#"TurnFaceDown(card: "c", kind: Plain)"#);
    assert_eq!(t.face_down("c"), Some(FaceDownKind::Disguise), "its face-down kind and ward {{2}} stay");
    assert!(t.c("c").has_ability("Ward {2}"));
    t.assert_logged("708.2b", "already face down; nothing happens");
}

#[test]
fn rule_708_3_a_permanent_put_onto_the_battlefield_face_down_gets_no_enters_effects() {
    let mut t = with(r#"Card(id: "garruk", name: "Garruk Wildspeaker", owner: "Alice", zone: Library),"#);
    t.act(r#"Manifest(player: "Alice")"#);
    assert_eq!(t.counters("garruk", "loyalty"), 0, "no loyalty counters: it entered as a face-down 2/2");
    assert_eq!(t.pt("garruk"), (2, 2));
    // Turned face up, it didn't enter the battlefield (708.8): loyalty 0, so it dies (704.5i).
    t.act(r#"TurnFaceUp("garruk")"#);
    assert_eq!(t.zone("garruk"), Zone::Graveyard);
    t.assert_logged("704.5i", "loyalty 0");
}

#[test]
fn rule_708_3_a_daybound_card_manifested_at_night_enters_face_down_front_up() {
    let mut t = with(
        r#"Card(id: "cathar", name: "Brutal Cathar", owner: "Alice", zone: Library),
           Card(id: "brute", name: "Brutal Cathar", owner: "Alice", zone: Hand),"#,
    );
    t.act("SetDayNight(Night)");
    t.act(r#"Manifest(player: "Alice")"#);
    assert_eq!((t.face("cathar"), t.face_down("cathar")), (Side::Front, Some(FaceDownKind::Manifest)));
    // The same card entering face up at night enters transformed (702.145b).
    t.act(r#"PutOntoBattlefield(card: "brute")"#);
    assert_eq!(t.name("brute"), "Moonrage Brute");
}

#[test]
fn rule_708_8_turned_face_up_keeps_the_effects_that_applied() {
    let mut t = with(r#"Card(id: "a", name: "Hill Giant", owner: "Alice", zone: Battlefield, face_down: Morph),"#);
    t.act(r#"ModifyPT(card: "a", power: 1, toughness: 1)"#).act(r#"AddCounters(card: "a", kind: "+1/+1", n: 1)"#);
    assert_eq!(t.pt("a"), (4, 4));
    let id = t.object_id("a");
    t.act(r#"TurnFaceUp("a")"#);
    assert_eq!((t.name("a"), t.pt("a")), ("Hill Giant".into(), (5, 5)));
    assert_eq!(t.object_id("a"), id, "still the same object");
}

#[test]
fn rule_708_9_a_face_down_permanent_leaving_is_revealed() {
    let mut t = with(r#"Card(id: "a", name: "Exalted Angel", owner: "Alice", zone: Battlefield, face_down: Morph),"#);
    t.act(r#"Move(card: "a", to: Graveyard)"#);
    assert_eq!((t.face_down("a"), t.name("a")), (None, "Exalted Angel".into()));
    t.assert_logged("708.9", "is revealed: it is Exalted Angel");
}

#[test]
fn rule_708_10_a_face_down_copy_keeps_its_face_down_values_until_turned_up() {
    let mut t = with(&format!(
        "{}{}",
        r#"Card(id: "m", name: "Hystrodon", owner: "Alice", zone: Battlefield, face_down: Morph),"#,
        bf("giant", "Serra Angel", "Bob")
    ));
    t.act(r#"BecomeCopy(card: "m", of: "giant")"#);
    assert_eq!((t.name("m"), t.pt("m")), (String::new(), (2, 2)));
    t.act(r#"TurnFaceUp("m")"#);
    assert_eq!((t.name("m"), t.pt("m")), ("Serra Angel".into(), (4, 4)));
}

#[test]
fn rule_701_40a_manifest_puts_the_top_card_face_down() {
    let mut t = with(
        r#"Card(id: "top", name: "Grizzly Bears", owner: "Alice", zone: Library),
           Card(id: "second", name: "Forest", owner: "Alice", zone: Library),"#,
    );
    t.act(r#"Manifest(player: "Alice")"#);
    assert_eq!((t.zone("top"), t.zone("second")), (Zone::Battlefield, Zone::Library));
    assert_eq!(t.face_down("top"), Some(FaceDownKind::Manifest));
    assert_eq!((t.name("top"), t.pt("top")), (String::new(), (2, 2)));
}

#[test]
fn rule_701_40b_a_manifested_creature_card_turns_face_up() {
    let mut t = with(r#"Card(id: "top", name: "Serra Angel", owner: "Alice", zone: Library),"#);
    t.act(r#"Manifest(player: "Alice")"#).act(r#"TurnFaceUp("top")"#);
    assert_eq!((t.face_down("top"), t.name("top")), (None, "Serra Angel".into()));
}

#[test]
fn rule_701_40g_a_manifested_instant_stays_face_down() {
    let mut t = with(r#"Card(id: "top", name: "Moonmist", owner: "Alice", zone: Library),"#);
    t.act(r#"Manifest(player: "Alice")"#).act(r#"TurnFaceUp("top")"#);
    assert_eq!(t.face_down("top"), Some(FaceDownKind::Manifest));
    t.assert_logged("701.40g", "stays face down");
}

#[test]
fn rule_701_58_cloak_is_a_2_2_with_ward_2() {
    let mut t = with(r#"Card(id: "top", name: "Serra Angel", owner: "Alice", zone: Library),"#);
    t.act(r#"Cloak(player: "Alice")"#);
    assert_eq!(t.face_down("top"), Some(FaceDownKind::Cloak));
    assert_eq!(t.c("top").ability_texts(), vec!["Ward {2}"]);
    t.act(r#"TurnFaceUp("top")"#);
    assert_eq!(t.name("top"), "Serra Angel");
    assert!(!t.c("top").has_ability("Ward {2}"));
}

#[test]
fn rule_701_62_manifest_dread_manifests_one_and_bins_the_other() {
    let mut t = with(
        r#"Card(id: "a", name: "Grizzly Bears", owner: "Alice", zone: Library),
           Card(id: "b", name: "Serra Angel", owner: "Alice", zone: Library),"#,
    );
    t.act(r#"ManifestDread(player: "Alice", pick: 1)"#);
    assert_eq!((t.zone("a"), t.zone("b")), (Zone::Graveyard, Zone::Battlefield));
    assert_eq!(t.face_down("b"), Some(FaceDownKind::ManifestDread));
}

#[test]
fn rule_702_37b_a_megamorph_gets_its_counter_only_when_turned_up_for_its_megamorph_cost() {
    let mut t = with(
        r#"Card(id: "m", name: "Exalted Angel", owner: "Alice", zone: Battlefield, face_down: Morph),
           Card(id: "mm", name: "Den Protector", owner: "Alice", zone: Battlefield, face_down: Megamorph),
           Card(id: "by-effect", name: "Den Protector", owner: "Alice", zone: Battlefield, face_down: Megamorph),"#,
    );
    t.act(r#"TurnFaceUpForCost("m")"#).act(r#"TurnFaceUpForCost("mm")"#).act(r#"TurnFaceUp("by-effect")"#);
    assert_eq!((t.counters("m", "+1/+1"), t.counters("mm", "+1/+1")), (0, 1));
    assert_eq!(t.pt("mm"), (3, 2), "Den Protector 2/1 with a +1/+1 counter");
    t.assert_logged("702.37b", "megamorph");
    t.assert_logged("702.37e", "megamorph cost {1}{G}");
    assert_eq!(t.face_down("by-effect"), None);
    assert_eq!(t.counters("by-effect", "+1/+1"), 0, "an effect turned it up: no megamorph cost was paid");
}

#[test]
fn rule_116_2b_only_a_card_with_a_face_up_cost_is_turned_up_by_the_special_action() {
    let mut t = with(
        r#"Card(id: "plain", name: "Hill Giant", owner: "Alice", zone: Battlefield, face_down: Plain),
           Card(id: "manifested", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, face_down: Manifest),
           Card(id: "land", name: "Forest", owner: "Alice", zone: Battlefield, face_down: Manifest),
           Card(id: "morph", name: "Exalted Angel", owner: "Alice", zone: Battlefield, face_down: Plain),"#,
    );
    t.act(r#"TurnFaceUpForCost("plain")"#).act(r#"TurnFaceUpForCost("land")"#);
    assert_eq!(t.face_down("plain"), Some(FaceDownKind::Plain), "Hill Giant has no morph (702.37e)");
    assert_eq!(t.face_down("land"), Some(FaceDownKind::Manifest), "Forest isn't a creature card (701.40b)");
    t.assert_logged("702.37e", "stays face down");
    t.assert_logged("701.40b", "stays face down");
    t.act(r#"TurnFaceUpForCost("manifested")"#).act(r#"TurnFaceUpForCost("morph")"#);
    assert_eq!((t.face_down("manifested"), t.face_down("morph")), (None, None));
    t.assert_logged("701.40b", "its mana cost {1}{G}");
    t.assert_logged("702.37e", "its morph cost {2}{W}{W}");
    t.act(r#"TurnFaceUp("plain")"#).act(r#"TurnFaceUp("land")"#);
    assert_eq!((t.face_down("plain"), t.face_down("land")), (None, None), "an effect turns either up (708.8)");
}

#[test]
fn rule_702_37c_a_morph_spell_is_cast_face_down() {
    let mut t = with(r#"Card(id: "m", name: "Exalted Angel", owner: "Alice", zone: Hand),"#);
    t.act(r#"Cast(card: "m", face_down: Morph)"#);
    assert_eq!((t.zone("m"), t.name("m"), t.pt("m")), (Zone::Stack, String::new(), (2, 2)));
    t.act("Resolve");
    assert_eq!((t.zone("m"), t.face_down("m")), (Zone::Battlefield, Some(FaceDownKind::Morph)));
}

#[test]
fn rule_702_168_disguise_is_a_2_2_with_ward_2() {
    let mut t = with(r#"Card(id: "d", name: "Dog Walker", owner: "Alice", zone: Battlefield, face_down: Disguise),"#);
    assert_eq!((t.name("d"), t.pt("d")), (String::new(), (2, 2)));
    assert!(t.c("d").has_ability("Ward {2}"));
    t.act(r#"TurnFaceUp("d")"#);
    assert_eq!(t.name("d"), "Dog Walker");
}

#[test]
fn rule_712_15_a_manifested_dfc_is_a_face_down_2_2() {
    let t =
        with(r#"Card(id: "d", name: "Delver of Secrets", owner: "Alice", zone: Battlefield, face_down: Manifest),"#);
    assert_eq!((t.name("d"), t.pt("d")), (String::new(), (2, 2)));
}

#[test]
fn rule_712_15a_a_face_down_dfc_cant_transform_and_turns_up_front() {
    let mut t = with(r#"Card(id: "d", name: "Delver of Secrets", owner: "Alice", zone: Library),"#);
    t.act(r#"Manifest(player: "Alice")"#).act(r#"Transform("d")"#);
    assert_eq!((t.face("d"), t.name("d")), (Side::Front, String::new()));
    t.assert_logged("712.15a", "face down and can't transform");
    t.act(r#"TurnFaceUp("d")"#);
    assert_eq!(t.name("d"), "Delver of Secrets");
}

#[test]
fn rule_712_16_a_double_faced_permanent_cant_be_turned_face_down() {
    let mut t = with(&bf("d", "Delver of Secrets", "Alice"));
    t.act(r#"TurnFaceDown(card: "d", kind: Plain)"#);
    assert_eq!((t.face_down("d"), t.name("d")), (None, "Delver of Secrets".into()));
    t.assert_logged("712.16", "can't be turned face down");
}

#[test]
fn rule_708_5_the_unexplained_view_is_the_view_without_derivations() {
    use bifronte::view::{Viewer, table_view, table_view_unexplained};
    let mut t = with(&format!("{}{}", bf("smith", "Village Ironsmith", "Alice"), bf("bears", "Grizzly Bears", "Bob")));
    t.act(r#"TurnFaceDown(card: "bears", kind: Morph)"#);
    t.act(r#"Transform("smith")"#);
    let alice = t.app.world().resource::<Players>().0[0];
    let mut explained = table_view(t.app.world_mut(), Viewer::Player(alice));
    let unexplained = table_view_unexplained(t.app.world_mut(), Viewer::Player(alice));
    assert!(unexplained.objects.iter().all(|o| o.derivation.is_empty()));
    let smith = explained.objects.iter().find(|o| o.entity == t.e("smith")).unwrap();
    assert!(
        smith.derivation.iter().any(|d| d.layer == Layer::Printed && d.change.to_string().starts_with("Back face"))
    );
    // Alice may not see what Bob's face-down card is (708.5): no printed step for it.
    let bears = explained.objects.iter().find(|o| o.entity == t.e("bears")).unwrap();
    assert!(!bears.derivation.is_empty() && bears.derivation.iter().all(|d| !d.layer.reveals_identity()));
    explained.objects.iter_mut().for_each(|o| o.derivation.clear());
    assert_eq!(explained, unexplained);
}

/// What the table draws for a face-down flip card that flipped (710.2, 708.2a: its card back
/// looks the same either way round) and for a phased-out permanent (702.26b), as each seat sees
/// them: the back says so on lines of their own, and the face is drawn dimmed.
#[test]
fn rule_710_2_and_702_26b_a_flipped_face_down_card_and_a_phased_out_permanent_say_so_on_the_table() {
    use bifronte::table::face_art::CardArt;
    use bifronte::table::sides::arts_of;
    let mut t = with(
        r#"Card(id: "akki", name: "Akki Lavarunner", owner: "Alice", zone: Battlefield, face_down: Morph),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),"#,
    );
    t.act(r#"Flip("akki")"#);
    t.act(r#"PhaseOut("akki")"#);
    t.act(r#"PhaseOut("bears")"#);
    for seat in [0, 1] {
        let akki = seen_by(&mut t.app, seat, "akki").expect("a face-down permanent is seen as one");
        assert!(akki.flipped && akki.phased_out);
        match arts_of(bifronte::i18n::Lang::En, &akki).1 {
            CardArt::Back(Some(caption)) => assert_eq!(caption, "face-down 2/2\nmorph\nflipped\nphased out"),
            other => panic!("seat {seat}: the back side should carry the caption, not {other:?}"),
        }
        let bears = seen_by(&mut t.app, seat, "bears").expect("a phased-out permanent is on the battlefield");
        match arts_of(bifronte::i18n::Lang::En, &bears).0 {
            CardArt::Face(f) => assert!(f.phased_out && f.name == "Grizzly Bears"),
            other => panic!("seat {seat}: the Bears' face should be drawn, not {other:?}"),
        }
    }
    // The preview under the pointer says it too.
    let akki = seen_by(&mut t.app, 1, "akki").expect("seen");
    let marks = bifronte::overlay::ui::preview::marks_of(bifronte::i18n::Lang::En, &akki, false);
    assert_eq!(marks, ["FACE DOWN (Morph)", "FLIPPED (710.2)", "PHASED OUT (702.26b)"]);
    t.act(r#"PhaseIn("bears")"#);
    let bears = seen_by(&mut t.app, 0, "bears").expect("back in");
    assert!(
        matches!(arts_of(bifronte::i18n::Lang::En, &bears).0, CardArt::Face(f) if !f.phased_out),
        "phased in, drawn as usual"
    );
}

/// What the window offers to turn a face-down permanent up for is the kernel's own answer
/// (`ops::faces::face_up_cost`), seen only by its controller: a morph cost whatever turned it
/// face down (702.37e), a manifested creature card's mana cost (701.40b), and nothing for a
/// land turned face down, which only an effect turns up.
#[test]
fn rule_702_37e_the_cost_a_face_down_permanent_turns_up_for_is_shown_only_to_its_controller() {
    let mut t = with(
        r#"Card(id: "angel", name: "Exalted Angel", owner: "Alice", zone: Battlefield, face_down: Plain),
           Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, face_down: Manifest),
           Card(id: "forest", name: "Forest", owner: "Alice", zone: Battlefield, face_down: Plain),"#,
    );
    let cost = |t: &mut crate::harness::Table, seat: usize, id: &str| {
        seen_by(&mut t.app, seat, id).expect("seen").face_up_cost
    };
    assert_eq!(cost(&mut t, 0, "angel").as_deref(), Some("its morph cost {2}{W}{W}"));
    assert_eq!(cost(&mut t, 0, "bears").as_deref(), Some("its mana cost {1}{G}"));
    assert_eq!(cost(&mut t, 0, "forest"), None);
    assert_eq!(cost(&mut t, 1, "angel"), None, "Bob doesn't see what it is");
}
