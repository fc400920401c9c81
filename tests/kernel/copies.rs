//! Copying objects (707).

use bifronte::cards::Color;
use bifronte::rules::*;

use crate::harness::*;

#[test]
fn rule_707_2_a_copy_takes_the_copiable_values() {
    let mut t = with(&format!(
        "{}{}",
        r#"Card(id: "clone", name: "Clone", owner: "Alice", zone: Hand),"#,
        bf("angel", "Serra Angel", "Bob")
    ));
    t.act(r#"ModifyPT(card: "angel", power: 3, toughness: 3)"#);
    t.act(r#"PutOntoBattlefield(card: "clone", copy_of: "angel")"#);
    let c = t.c("clone");
    assert_eq!((c.name.as_str(), c.power, c.toughness, c.mana_value), ("Serra Angel", Some(4), Some(4), 5));
    assert_eq!(c.colors.to_vec(), vec![Color::White]);
    assert!(c.text().contains("Flying"));
}

#[test]
fn rule_707_2b_changing_the_original_later_doesnt_change_the_copy() {
    let mut t = with(&format!("{}{}", bf("clone", "Hill Giant", "Alice"), bf("d", "Delver of Secrets", "Bob")));
    t.act(r#"BecomeCopy(card: "clone", of: "d")"#);
    t.act(r#"Transform("d")"#);
    assert_eq!((t.name("d"), t.name("clone")), ("Insectile Aberration".into(), "Delver of Secrets".into()));
}

#[test]
fn rule_707_8_copying_a_dfc_uses_the_face_that_is_up() {
    let t = with(&format!(
        "{}{}",
        r#"Card(id: "d", name: "Delver of Secrets", owner: "Bob", zone: Battlefield, face: Back),"#,
        r#"Card(id: "clone", name: "Clone", owner: "Alice", zone: Battlefield, copy_of: "d"),"#
    ));
    assert_eq!(t.zone("clone"), Zone::Battlefield);
    assert_eq!((t.name("clone"), t.pt("clone")), ("Insectile Aberration".into(), (3, 2)));
}

#[test]
fn rule_707_8a_a_token_copy_of_a_dfc_is_double_faced() {
    let mut t = with(r#"Card(id: "d", name: "Delver of Secrets", owner: "Bob", zone: Battlefield, face: Back),"#);
    t.act(r#"CreateToken(id: "tok", token: CopyOf("d"), controller: "Alice")"#);
    assert_eq!((t.name("tok"), t.face("tok")), ("Insectile Aberration".into(), Side::Back));
    t.act(r#"Transform("tok")"#);
    assert_eq!(t.name("tok"), "Delver of Secrets", "a double-faced token can transform");
}

#[test]
fn rule_707_9b_copy_exceptions_modify_the_copy() {
    let mut t = with(&bf("bears", "Grizzly Bears", "Alice"));
    t.act(r#"CreateToken(id: "tok", token: CopyOfExcept(card: "bears", except: (colors: [Black], power: 4, toughness: 4)), controller: "Alice")"#);
    let c = t.c("tok");
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Grizzly Bears", Some(4), Some(4)));
    assert_eq!(c.colors.to_vec(), vec![Color::Black]);
    assert_eq!(c.mana_value, 2, "the copy keeps the mana cost");
}

#[test]
fn rule_707_9d_an_exception_setting_power_and_toughness_drops_the_copied_defining_ability() {
    let mut t = with(
        r#"Card(id: "goyf", name: "Tarmogoyf", owner: "Alice", zone: Battlefield),
           Card(id: "forest", name: "Forest", owner: "Alice", zone: Battlefield),
           Card(id: "clone", name: "Clone", owner: "Bob", zone: Hand),
           Card(id: "plain", name: "Clone", owner: "Bob", zone: Hand),"#,
    );
    t.act(r#"PutOntoBattlefield(card: "clone", copy_of: "goyf", except: (power: 7, toughness: 7))"#);
    t.act(r#"PutOntoBattlefield(card: "plain", copy_of: "goyf")"#);
    t.assert_logged("613.2a", "copy of Tarmogoyf, except it's 7/7 (707.9b)");
    t.act(r#"Move(card: "forest", to: Graveyard)"#);
    assert_eq!(t.pt("goyf"), (1, 2));
    assert_eq!(t.pt("plain"), (1, 2), "a plain copy keeps the characteristic-defining ability");
    assert_eq!(t.pt("clone"), (7, 7), "707.9d: not with an exception that sets power and toughness");
    assert_eq!(t.name("clone"), "Tarmogoyf");
}
