//! Tokens (111), the predefined tokens of 111.10 and the Role rules (303.7a, 704.5y).

use bifronte::cards::{CardType, Color};
use bifronte::rules::*;

use crate::harness::*;

#[test]
fn rule_111_2_the_creator_owns_and_controls_the_token() {
    let mut t = with("");
    t.act(r#"CreateToken(id: "s", token: Predefined("Treasure"), controller: "Bob")"#);
    let w = t.app.world();
    let e = t.e("s");
    assert_eq!(w.get::<Owner>(e).unwrap().0, w.get::<Controller>(e).unwrap().0);
    assert_eq!(w.get::<Player>(w.get::<Owner>(e).unwrap().0).unwrap().name, "Bob");
}

#[test]
fn rule_111_3_jade_mage_saproling_has_only_what_the_effect_defines() {
    let mut t = with("");
    t.act(r#"CreateToken(id: "s", token: Spec(colors: [Green], types: [Creature], subtypes: ["Saproling"], power: 1, toughness: 1), controller: "Alice")"#);
    let c = t.c("s");
    assert_eq!((c.name.as_str(), c.power, c.toughness, c.mana_value), ("Saproling Token", Some(1), Some(1), 0));
    assert!(c.mana_cost.is_none() && c.supertypes.is_empty() && c.text().is_empty() && c.abilities.is_empty());
    assert_eq!(c.colors.to_vec(), vec![Color::Green]);
}

#[test]
fn rule_111_4_token_names_default_to_subtypes_plus_token() {
    let mut t = with("");
    t.act(r#"CreateToken(id: "dw", count: 2, token: Spec(colors: [Red], types: [Creature], subtypes: ["Dwarf", "Berserker"], power: 2, toughness: 1), controller: "Alice")"#);
    assert_eq!((t.name("dw#1"), t.name("dw#2")), ("Dwarf Berserker Token".into(), "Dwarf Berserker Token".into()));
    assert!(t.c("dw#1").has_subtype("Dwarf") && t.c("dw#1").has_subtype("Berserker"));
    // Minsc's Boo: a named legendary token keeps its name, without "Hamster" or "Token".
    t.act(r#"CreateToken(id: "boo", token: Spec(name: "Boo", supertypes: [Legendary], colors: [Red], types: [Creature], subtypes: ["Hamster"], power: 1, toughness: 1, text: "Trample, haste"), controller: "Alice")"#);
    assert_eq!(t.name("boo"), "Boo");
    assert!(t.c("boo").has_subtype("Hamster"));
}

#[test]
fn rule_111_4_spitting_image_copy_of_doomed_dissenter_is_named_doomed_dissenter() {
    let mut t = with(&bf("dd", "Doomed Dissenter", "Bob"));
    t.act(r#"CreateToken(id: "img", token: CopyOf("dd"), controller: "Alice")"#);
    assert_eq!(t.name("img"), "Doomed Dissenter");
    assert!(t.c("img").has_subtype("Human"));
}

#[test]
fn rule_111_5_no_token_copy_of_an_instant_or_sorcery() {
    let mut t = with(r#"Card(id: "mm", name: "Moonmist", owner: "Alice", zone: Exile),"#);
    t.act(r#"CreateToken(id: "tok", token: CopyOf("mm"), controller: "Alice")"#);
    assert!(!t.exists("tok"));
    t.assert_logged("111.5", "no token copy");
}

#[test]
fn rule_111_7_and_704_5d_a_token_off_the_battlefield_ceases_to_exist() {
    let mut t = with("");
    t.act(r#"CreateToken(id: "c", token: Predefined("Clue"), controller: "Alice")"#);
    t.act(r#"Move(card: "c", to: Graveyard)"#);
    assert!(!t.exists("c"));
    t.assert_logged("704.5d", "ceases to exist");
    // A setup token in another zone is gone at the first check.
    let t2 = with(r#"Token(id: "x", token: Predefined("Food"), controller: "Alice", zone: Exile),"#);
    assert!(!t2.exists("x"));
}

#[test]
fn rule_111_8_an_action_on_a_token_that_ceased_to_exist_does_nothing() {
    let mut t = with("");
    t.act(r#"CreateToken(id: "c", token: Predefined("Clue"), controller: "Alice")"#);
    t.act(r#"Move(card: "c", to: Exile)"#).act(r#"Move(card: "c", to: Battlefield)"#);
    assert!(!t.exists("c"));
    t.assert_logged("111.8", "c has ceased to exist; nothing happens");
}

#[test]
fn rule_111_10_every_predefined_token_has_exactly_its_characteristics() {
    use bifronte::rules::predefined::PREDEFINED;
    let mut t = with("");
    for (i, p) in PREDEFINED.iter().enumerate() {
        // Each Role gets a host of its own (one Role per player per host, 303.7a).
        t.act(&format!(r#"CreateToken(id: "host{i}", token: Spec(types: [Creature], subtypes: ["Bear"], power: 2, toughness: 2), controller: "Alice")"#));
        let attach = if p.role.is_some() { format!(r#", attached_to: "host{i}""#) } else { String::new() };
        t.act(&format!(r#"CreateToken(id: "p{i}", token: Predefined({:?}), controller: "Alice"{attach})"#, p.kind));
    }
    type Expected<'a> = (&'a str, &'a str, &'a [CardType], &'a [&'a str], Option<(i32, i32)>);
    let expect: &[Expected] = &[
        ("Treasure", "Treasure Token", &[CardType::Artifact], &["Treasure"], None),
        ("Food", "Food Token", &[CardType::Artifact], &["Food"], None),
        ("Gold", "Gold Token", &[CardType::Artifact], &["Gold"], None),
        ("Walker", "Walker", &[CardType::Creature], &["Zombie"], Some((2, 2))),
        ("Shard", "Shard Token", &[CardType::Enchantment], &["Shard"], None),
        ("Clue", "Clue Token", &[CardType::Artifact], &["Clue"], None),
        ("Blood", "Blood Token", &[CardType::Artifact], &["Blood"], None),
        ("Powerstone", "Powerstone Token", &[CardType::Artifact], &["Powerstone"], None),
        ("Incubator", "Incubator Token", &[CardType::Artifact], &["Incubator"], None),
        ("Map", "Map Token", &[CardType::Artifact], &["Map"], None),
        ("Junk", "Junk Token", &[CardType::Artifact], &["Junk"], None),
        ("Lander", "Lander Token", &[CardType::Artifact], &["Lander"], None),
    ];
    for (i, p) in PREDEFINED.iter().enumerate() {
        let id = format!("p{i}");
        let c = t.c(&id);
        if p.role.is_some() {
            // 111.10j–r: a colorless Aura Role enchantment named after the Role.
            assert_eq!(c.name, p.kind.trim_end_matches(" Role"), "{}", p.kind);
            assert_eq!(c.types, vec![CardType::Enchantment]);
            assert_eq!(c.subtypes.to_vec(), vec!["Aura".to_string(), "Role".to_string()]);
            assert!(c.text().starts_with("Enchant creature"));
        } else {
            let (_, name, types, subtypes, pt) = expect.iter().find(|e| e.0 == p.kind).expect("every kind listed");
            assert_eq!(c.name, *name, "{}", p.kind);
            assert_eq!(&c.types[..], *types, "{}", p.kind);
            assert_eq!(c.subtypes.to_vec(), subtypes.iter().map(|s| s.to_string()).collect::<Vec<_>>());
            assert_eq!(c.power.zip(c.toughness), *pt, "{}", p.kind);
        }
        let colorless = p.kind != "Walker";
        assert_eq!(c.colors.is_empty(), colorless, "{}", p.kind);
        assert_eq!((c.mana_value, c.mana_cost.is_none()), (0, true));
    }
    assert_eq!(t.c("p3").colors.to_vec(), vec![Color::Black], "Walker is black");
    assert!(t.c("p0").text().contains("Add one mana of any color"));
}

#[test]
fn rule_111_10i_incubator_is_a_double_faced_token() {
    let mut t = with("");
    t.act(r#"Incubate(id: "inc", player: "Alice", n: 3)"#);
    assert_eq!((t.name("inc"), t.counters("inc", "+1/+1")), ("Incubator Token".into(), 3));
    assert!(!t.has_type("inc", CardType::Creature));
    t.act(r#"Transform("inc")"#);
    assert_eq!((t.name("inc"), t.pt("inc")), ("Phyrexian Token".into(), (3, 3)));
    assert!(t.has_type("inc", CardType::Artifact) && t.has_type("inc", CardType::Creature));
    // Without counters the Phyrexian is 0/0 and dies (704.5f), then ceases to exist (704.5d).
    t.act(r#"Incubate(id: "inc0", player: "Alice", n: 0)"#).act(r#"Transform("inc0")"#);
    assert!(!t.exists("inc0"));
    t.assert_logged("704.5f", "toughness 0 or less");
}

#[test]
fn rule_111_12_no_copy_of_a_nonexistent_object() {
    let mut t = with(&bf("vat", "Mimic Vat", "Alice"));
    // Mimic Vat with nothing exiled: the token it makes would copy nothing.
    t.act(r#"CreateToken(id: "c", token: CopyOf("gone"), controller: "Alice")"#);
    assert!(!t.exists("c"));
    t.assert_logged("111.12", "no copy of a nonexistent object");
}

#[test]
fn rule_111_10j_to_r_roles_apply_their_own_effects() {
    let mut t = with(&format!(
        "{}{}{}{}",
        bf("a", "Grizzly Bears", "Alice"),
        bf("b", "Serra Angel", "Alice"),
        bf("c", "Hill Giant", "Alice"),
        r#"Card(id: "p", name: "Pacifism", owner: "Alice", zone: Battlefield, attached_to: "a"),"#
    ));
    t.act(r#"CreateToken(id: "mon", token: Predefined("Monster Role"), controller: "Alice", attached_to: "a")"#);
    assert_eq!(t.pt("a"), (3, 3));
    assert!(t.c("a").has_ability("Trample"));
    t.act(r#"CreateToken(id: "cur", token: Predefined("Cursed Role"), controller: "Bob", attached_to: "b")"#);
    assert_eq!(t.pt("b"), (1, 1), "111.10j: base P/T 1/1");
    t.act(r#"CreateToken(id: "roy", token: Predefined("Royal Role"), controller: "Alice", attached_to: "c")"#);
    assert_eq!(t.pt("c"), (4, 4));
    assert!(t.c("c").has_ability("Ward {1}"));
    // Virtuous: +1/+1 for each enchantment its controller controls (Pacifism, the Monster and
    // Royal Roles and itself: 4 — the Cursed Role is Bob's).
    t.act(r#"CreateToken(id: "vir", token: Predefined("Virtuous Role"), controller: "Alice", attached_to: "c")"#);
    // Royal was replaced by Virtuous (303.7a): Alice's enchantments are Pacifism, Monster, Virtuous.
    assert_eq!(t.zone_or_gone("roy"), None);
    assert_eq!(t.pt("c"), (3 + 3, 3 + 3));
}

impl Table {
    /// The zone, or `None` for a token that ceased to exist.
    pub fn zone_or_gone(&self, id: &str) -> Option<Zone> {
        self.exists(id).then(|| self.zone(id))
    }
}

#[test]
fn rule_303_7a_and_704_5y_only_the_newest_role_of_a_player_stays() {
    let mut t = with(&bf("a", "Grizzly Bears", "Alice"));
    t.act(r#"CreateToken(id: "r1", token: Predefined("Wicked Role"), controller: "Alice", attached_to: "a")"#);
    t.act(r#"CreateToken(id: "r2", token: Predefined("Young Hero Role"), controller: "Bob", attached_to: "a")"#);
    assert!(t.exists("r1") && t.exists("r2"), "different controllers keep both");
    t.act(r#"CreateToken(id: "r3", token: Predefined("Sorcerer Role"), controller: "Alice", attached_to: "a")"#);
    assert!(!t.exists("r1"), "the older Role of Alice goes to the graveyard (then ceases to exist)");
    assert!(t.exists("r3"));
    t.assert_logged("704.5y", "newer Role");
    assert_eq!(t.pt("a"), (3, 3), "Sorcerer +1/+1; Young Hero grants only a triggered ability");
}

#[test]
fn rule_111_10u_a_lander_token_is_an_artifact_laid_out_and_framed_as_one() {
    use bifronte::table::layout::{Row, row_of};
    use bifronte::view::{Viewer, table_view};
    let mut t = with(&bf("forest", "Forest", "Alice"));
    t.act(r#"CreateToken(id: "lander", token: Predefined("Lander"), controller: "Alice")"#);
    assert_eq!(t.c("lander").types, vec![CardType::Artifact]);
    assert_eq!(t.c("lander").subtypes.to_vec(), vec!["Lander".to_string()]);
    let view = table_view(t.app.world_mut(), Viewer::Omniscient);
    let shown = |id: &str| view.objects.iter().find(|o| o.id == id).unwrap();
    assert_eq!(row_of(shown("lander")), Row::Others, "an artifact, not in the lands row");
    assert_eq!(row_of(shown("forest")), Row::Lands);
    let art = |id: &str| {
        bifronte::table::sides::face_art_of(&shown(id).shown, true, false, bifronte::table::face_art::FaceMark::None)
    };
    assert!(!art("lander").is_land && art("forest").is_land, "framed as an artifact, the Forest as a land");
}

#[test]
fn tokens_past_what_a_table_holds_are_refused_in_the_log_and_none_is_created() {
    use bifronte::rules::ops::tokens::{MAX_OBJECTS, MAX_TOKENS_AT_ONCE};
    let mut t = with("");
    let objects = |t: &Table| t.app.world().resource::<Labels>().0.len();
    // 20,000 at once: none, and the log says the limit.
    t.act(r#"CreateToken(id: "t", token: Predefined("Treasure"), controller: "Alice", count: 20000)"#);
    assert_eq!(objects(&t), 0);
    assert!(t.log().contains(&format!("at most {MAX_TOKENS_AT_ONCE} at once")), "{}", t.log());
    // As many as one action may make, again and again, up to what a table holds.
    let batches = MAX_OBJECTS / MAX_TOKENS_AT_ONCE as usize;
    for b in 0..=batches {
        t.act(&format!(r#"CreateToken(id: "b{b}", token: Predefined("Treasure"), controller: "Alice", count: {MAX_TOKENS_AT_ONCE})"#));
    }
    assert_eq!(objects(&t), MAX_OBJECTS);
    assert!(t.exists(&format!("b{}#1", batches - 1)) && !t.exists(&format!("b{batches}#1")));
    assert!(t.log().contains(&format!("at most {MAX_OBJECTS} objects on a table ({MAX_OBJECTS} now)")));
    // A full table's model, as a networked seat is sent it, fits what a connection carries (a
    // renet channel holds 5 MiB).
    let alice = t.app.world().resource::<Players>().0[0];
    let model = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let bytes = postcard::to_stdvec(&model).unwrap().len();
    assert!(bytes < 5 * 1024 * 1024, "{bytes} bytes");
}

#[test]
fn rule_111_4_the_token_dialog_s_common_creatures_make_a_black_zombie_and_a_flying_white_spirit() {
    use bifronte::overlay::ui::{self, TokenForm, UiAction};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let made = |label: &str| {
        let mut h = Harness::new_ui_state(
            |ui, (form, out): &mut (TokenForm, Vec<UiAction>)| out.extend(ui::token_dialog(ui, form, None, &players)),
            (TokenForm::default(), Vec::new()),
        );
        h.run();
        h.get_by_label("Common creatures").click();
        h.run();
        h.get_by_label(label).click();
        h.run();
        h.get_by_label("Create").click();
        h.run();
        match &h.state().1[..] {
            [UiAction::Token { token: TokenKind::Spec(spec), count: 1, controller }] if controller == "Alice" => {
                spec.clone()
            }
            other => panic!("{label}: {other:?}"),
        }
    };
    let mut t = with("");
    for (label, id) in [("2/2 Black Zombie", "z"), ("1/1 White Spirit, Flying", "s")] {
        let spec = made(label);
        let action = Action::CreateToken {
            id: id.into(),
            token: TokenKind::Spec(spec),
            controller: "Alice".into(),
            count: None,
            tapped: false,
            transformed: false,
            attached_to: None,
        };
        t.act(&bifronte::format::compact_ron(&action));
    }
    let zombie = t.c("z");
    assert_eq!((zombie.name.as_str(), zombie.power, zombie.toughness), ("Zombie Token", Some(2), Some(2)));
    assert_eq!(zombie.colors.to_vec(), vec![Color::Black]);
    assert!(zombie.types.contains(&CardType::Creature) && zombie.text().is_empty());
    let spirit = t.c("s");
    assert_eq!((spirit.name.as_str(), spirit.power, spirit.toughness), ("Spirit Token", Some(1), Some(1)));
    assert_eq!(spirit.colors.to_vec(), vec![Color::White]);
    assert!(spirit.has_keyword_named("Flying"), "{:?}", spirit.text());
}
