//! Day and night (730, 702.145), disturb (702.146).

use bifronte::rules::*;

use crate::harness::*;

#[test]
fn rule_702_145d_a_daybound_permanent_makes_it_day() {
    let t = with(&bf("c", "Brutal Cathar", "Alice"));
    assert_eq!(t.day_night(), DayNight::Day);
    t.assert_logged("702.145d", "it becomes day");
}

#[test]
fn rule_702_145g_a_nightbound_permanent_alone_makes_it_night() {
    let t = with(r#"Card(id: "c", name: "Brutal Cathar", owner: "Alice", zone: Battlefield, face: Back),"#);
    assert_eq!(t.day_night(), DayNight::Night);
}

#[test]
fn rule_730_2a_day_becomes_night_when_the_active_player_cast_no_spells() {
    let mut t = with(&bf("c", "Brutal Cathar", "Alice"));
    t.act("PassTurn");
    assert_eq!(t.day_night(), DayNight::Night);
    assert_eq!(t.name("c"), "Moonrage Brute", "702.145c: front face up with daybound at night transforms");
    t.assert_logged("730.2a", "it becomes night");
}

#[test]
fn rule_730_2b_night_becomes_day_after_two_spells() {
    let mut t = with(&format!(
        "{}{}{}",
        r#"Card(id: "c", name: "Brutal Cathar", owner: "Alice", zone: Battlefield, face: Back),"#,
        r#"Card(id: "s1", name: "Grizzly Bears", owner: "Bob", zone: Hand),"#,
        r#"Card(id: "s2", name: "Hill Giant", owner: "Bob", zone: Hand),"#
    ));
    t.act("PassTurn"); // Bob's turn
    t.act(r#"Cast(card: "s1")"#).act("Resolve");
    assert_eq!(t.day_night(), DayNight::Night);
    t.act("PassTurn");
    assert_eq!(t.day_night(), DayNight::Night, "one spell isn't enough");
    t.act("PassTurn"); // Bob again
    t.act(r#"Cast(card: "s2")"#).act("Resolve");
    t.act(r#"Move(card: "s1", to: Hand)"#).act(r#"Cast(card: "s1")"#).act("Resolve");
    t.act("PassTurn");
    assert_eq!(t.day_night(), DayNight::Day);
    assert_eq!(t.name("c"), "Brutal Cathar", "702.145f: nightbound back face up at day transforms");
}

#[test]
fn rule_730_2c_neither_day_nor_night_no_check() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    t.act("PassTurn");
    assert_eq!(t.day_night(), DayNight::Neither);
    t.act("SetDayNight(Neither)");
    t.act("SetDayNight(Day)").act("SetDayNight(Neither)");
    assert_eq!(t.day_night(), DayNight::Day, "730.1: once day or night, always one of them");
}

#[test]
fn rule_702_145b_daybound_cant_transform_except_by_daybound() {
    let mut t = with(&bf("c", "Brutal Cathar", "Alice"));
    t.act(r#"Transform("c")"#);
    assert_eq!(t.name("c"), "Brutal Cathar");
    t.assert_logged("702.145b", "can't transform except due to its daybound ability");
    // It enters transformed at night.
    t.act(r#"Move(card: "c", to: Hand)"#).act("SetDayNight(Night)").act(r#"PutOntoBattlefield(card: "c")"#);
    assert_eq!(t.name("c"), "Moonrage Brute");
}

#[test]
fn rule_702_145c_when_it_becomes_night_daybound_permanents_transform() {
    let mut t = with(&format!("{}{}", bf("c", "Brutal Cathar", "Alice"), bf("h", "Tovolar's Huntmaster", "Bob")));
    t.act("SetDayNight(Night)");
    assert_eq!((t.name("c"), t.name("h")), ("Moonrage Brute".into(), "Tovolar's Packleader".into()));
    t.act("SetDayNight(Day)");
    assert_eq!((t.name("c"), t.name("h")), ("Brutal Cathar".into(), "Tovolar's Huntmaster".into()));
}

#[test]
fn rule_702_145_a_daybound_permanent_that_lost_its_abilities_doesnt_transform() {
    let mut t = with(&bf("c", "Brutal Cathar", "Alice"));
    t.act(r#"LoseAllAbilities(card: "c")"#).act("SetDayNight(Night)");
    assert_eq!(t.name("c"), "Brutal Cathar");
    // Without daybound it can be transformed by an effect.
    t.act(r#"Transform("c")"#);
    assert_eq!(t.name("c"), "Moonrage Brute");
}

#[test]
fn rule_702_146_disturb_casts_the_back_face_which_is_exiled_instead_of_dying() {
    let mut t = with(r#"Card(id: "b", name: "Beloved Beggar", owner: "Alice", zone: Graveyard),"#);
    t.act(r#"Cast(card: "b", face: Back)"#).act("Resolve");
    assert_eq!((t.zone("b"), t.name("b"), t.face("b")), (Zone::Battlefield, "Generous Soul".into(), Side::Back));
    t.act(r#"Move(card: "b", to: Graveyard)"#);
    assert_eq!(t.zone("b"), Zone::Exile);
    t.assert_logged("614.1a", "it is exiled instead");
}
