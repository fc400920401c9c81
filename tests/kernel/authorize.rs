//! Who may ask for what at a networked table (`net::authorize`): deny by default. Every action
//! variant, asked by a seat that controls none of the objects it names, for a player it isn't,
//! on a turn that isn't its own, is refused; the same actions asked by the player whose objects,
//! life and turn they are, are allowed.

use bifronte::format::ron_options;
use bifronte::net::authorize::authorize;
use bifronte::rules::Action;

use crate::harness::*;

/// A table where everything is Alice's, and it is her turn: cards on the battlefield, one in
/// each of her hand, library and graveyard, a spell and an ability of hers on the stack.
pub fn alices_table() -> Table {
    let mut t = with(
        r#"Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
           Card(id: "delver", name: "Delver of Secrets", owner: "Alice", zone: Battlefield),
           Card(id: "rancor", name: "Rancor", owner: "Alice", zone: Battlefield, attached_to: "bears"),
           Card(id: "hand", name: "Grizzly Bears", owner: "Alice", zone: Hand),
           Card(id: "lib", name: "Grizzly Bears", owner: "Alice", zone: Library),
           Card(id: "yard", name: "Grizzly Bears", owner: "Alice", zone: Graveyard),
           Card(id: "spell", name: "Pacifism", owner: "Alice", zone: Hand),
           Card(id: "bobs", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),"#,
    );
    t.act(r#"Cast(card: "spell", targets: ["bobs"])"#);
    t.act(r#"Stack(id: "ability", source: "bears", effect: Tap("bears"))"#);
    t
}

/// One action of every variant, naming Alice's objects and Alice.
pub fn every_variant() -> Vec<Action> {
    let texts = [
        r#"Transform("delver")"#,
        r#"TransformAll(Name("Delver of Secrets"))"#,
        r#"Convert("delver")"#,
        r#"TurnFaceDown(card: "bears", kind: Morph)"#,
        r#"TurnFaceUp("bears")"#,
        r#"TurnFaceUpForCost("bears")"#,
        r#"Manifest(player: "Alice")"#,
        r#"Cloak(player: "Alice")"#,
        r#"ManifestDread(player: "Alice")"#,
        r#"Move(card: "yard", to: Exile)"#,
        r#"PutOntoBattlefield(card: "yard")"#,
        r#"Cast(card: "yard")"#,
        r#"Activate(card: "bears", ability: 0)"#,
        "Resolve",
        r#"CreateToken(id: "t", token: Predefined("Treasure"), controller: "Alice")"#,
        r#"Incubate(id: "inc", player: "Alice", n: 2)"#,
        r#"AddCounters(card: "bears", kind: "+1/+1", n: 1)"#,
        r#"RemoveCounters(card: "bears", kind: "+1/+1", n: 1)"#,
        r#"Attach(card: "rancor", to: "bobs")"#,
        r#"Unattach("rancor")"#,
        r#"Tap("bears")"#,
        r#"Untap("bears")"#,
        r#"RemoveFromCombat("bears")"#,
        r#"Destroy("bears")"#,
        r#"Sacrifice("bears")"#,
        r#"KeepLegend("bears")"#,
        r#"ChooseProtector(card: "bears", player: "Bob")"#,
        r#"Meld("bears")"#,
        r#"OrderTriggers(player: "Alice", order: [0])"#,
        r#"ChooseTargets(player: "Alice", ability: "ability", targets: ["bears"])"#,
        r#"ChooseMode(player: "Alice", ability: "ability", mode: 1)"#,
        r#"ChooseMay(player: "Alice", ability: "ability", yes: true)"#,
        r#"OfferCast(player: "Alice", card: "bears", face: Some(Back), free: true)"#,
        r#"DeclineCast(player: "Alice")"#,
        r#"Find(player: "Alice", cards: ["lib"])"#,
        r#"ChooseCards(player: "Alice", cards: ["bears"])"#,
        r#"SeparatePiles(player: "Alice", pile: ["bears"])"#,
        r#"ChoosePile(player: "Alice", first: true)"#,
        r#"PayUnless(player: "Alice", pay: true)"#,
        r#"ChooseColor(player: "Alice", color: Red)"#,
        r#"ChooseName(player: "Alice", name: "Lightning Bolt")"#,
        r#"Keep(player: "Alice", bottom: Some(["bears"]))"#,
        r#"ChooseChapter(card: "bears", chapter: 1)"#,
        r#"ChooseAsEnters(card: "bears", answer: Counter)"#,
        r#"Flip("bears")"#,
        r#"PhaseOut("bears")"#,
        r#"PhaseIn("bears")"#,
        r#"GainControl(card: "bears", player: "Bob")"#,
        r#"Damage(card: "bears", n: 2)"#,
        r#"ModifyPT(card: "bears", power: 1, toughness: 1)"#,
        r#"SetPT(card: "bears", power: 1, toughness: 1)"#,
        r#"SwitchPT(card: "bears")"#,
        r#"ChangeText(card: "bears", from: "Forest", to: "Island")"#,
        r#"BecomeColors(card: "bears", colors: [Blue])"#,
        r#"AddTypes(card: "bears", subtypes: Some(["Elf"]))"#,
        r#"GainAbility(card: "bears", ability: "Flying", until: EndOfTurn)"#,
        r#"MustBlock(card: "delver", attacker: "bears")"#,
        r#"LoseAllAbilities(card: "bears")"#,
        r#"BecomeCopy(card: "bears", of: "bobs")"#,
        r#"Stack(id: "ab2", source: "bears", effect: Untap("bears"))"#,
        r#"ResolveAbility("ability")"#,
        r#"CopySpell(id: "copy", spell: "spell")"#,
        r#"ExileAndReturn(card: "bears")"#,
        "PassTurn",
        "NextStep",
        r#"Draw(player: "Alice")"#,
        r#"Mulligan(player: "Alice")"#,
        r#"Reveal(card: "bears")"#,
        r#"RevealHand(player: "Alice")"#,
        r#"LookAtTop(player: "Alice", n: 1)"#,
        r#"Scry(player: "Alice", top: ["lib"])"#,
        r#"Surveil(player: "Alice", graveyard: ["lib"])"#,
        r#"Conceal("bears")"#,
        r#"TopRevealed(player: "Alice", on: true)"#,
        r#"Search(player: "Alice")"#,
        r#"EndSearch(player: "Alice")"#,
        r#"Arrow(from: "bears", to: "Bob")"#,
        r#"RemoveArrow(from: "bears", to: "Bob")"#,
        "ClearArrows",
        r#"DiscardAtRandom(player: "Alice")"#,
        r#"DiscardNamed(player: "Alice", name: "Grizzly Bears")"#,
        r#"AddCard(id: "new", name: "Grizzly Bears", owner: "Alice", zone: Hand)"#,
        r#"DamagePlayer(source: "bears", player: "Bob", n: 2)"#,
        r#"CommanderChoice(card: "yard", command_zone: true)"#,
        r#"Note(card: "bears", text: "attacked")"#,
        r#"Mill(player: "Alice", n: 1)"#,
        "SetDayNight(Night)",
        r#"Shuffle(player: "Alice")"#,
        r#"Roll(player: "Alice", sides: 6)"#,
        r#"FlipCoin(player: "Alice")"#,
        r#"ChangeLife(player: "Alice", by: -1)"#,
        r#"SetLife(player: "Alice", life: 10)"#,
        r#"Concede(player: "Alice")"#,
        r#"PlayerCounters(player: "Alice", kind: "poison", by: 1)"#,
        "SetMode(Assisted)",
        r#"PassPriority(player: "Alice")"#,
        r#"SetStops(player: "Alice", own: [PrecombatMain], others: [End])"#,
        r#"PlayLand("hand")"#,
        r#"TimeRanOut(player: "Alice")"#,
        r#"DeclareAttackers(player: "Alice", attackers: [("bears", "Bob")])"#,
        r#"DeclareBlockers(player: "Alice", blockers: [("bears", "bobs")])"#,
        r#"AssignCombatDamage(card: "bears", to: [("Bob", 2)])"#,
        r#"AddMana(player: "Alice", mana: "{G}")"#,
        r#"TapForMana(card: "bears", mana: "{G}")"#,
        r#"TapLandsForMana(player: "Alice", mana: "{G}")"#,
        r#"PayCost(player: "Alice", cost: "{G}")"#,
        r#"By(player: "Alice", action: Tap("bears"))"#,
    ];
    texts.iter().map(|t| ron_options().from_str(t).unwrap_or_else(|e| panic!("{t}: {e}"))).collect()
}

/// What anyone may do whoever's table it is: arrows are marks, not game state.
const ANYONE_MAY: &[&str] = &["ClearArrows"];

/// What no seat may ask for, not even on its own things: how the table is run is the host's.
const HOST_ONLY: &[&str] = &["SetMode", "TimeRanOut"];

#[test]
fn every_action_variant_is_covered_by_the_authorization_test() {
    let mut missing: Vec<&str> = Action::VARIANTS.to_vec();
    for a in every_variant() {
        missing.retain(|v| *v != a.variant());
    }
    assert!(missing.is_empty(), "no sample of {missing:?}: add one to every_variant()");
}

#[test]
fn every_action_variant_written_in_one_line_of_ron_reads_back_the_same() {
    // The form a replay's lines, the log's console lines and saved scenes use: a field left
    // out at its default must read back as that default.
    let at_defaults =
        [r#"TopRevealed(player: "Alice", on: false)"#, r#"CommanderChoice(card: "yard", command_zone: false)"#];
    let defaults = at_defaults.iter().map(|t| ron_options().from_str::<Action>(t).unwrap());
    for a in every_variant().into_iter().chain(defaults) {
        let line = bifronte::format::compact_ron(&a);
        let back: Action = ron_options().from_str(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(back, a, "{line}");
    }
}

#[test]
fn a_seat_speaks_only_for_itself() {
    let mut t = alices_table();
    let w = t.app.world_mut();
    let bob = player(w, "Bob");
    let as_alice: Action = ron_options().from_str(r#"By(player: "Alice", action: Draw(player: "Bob"))"#).unwrap();
    let as_bob: Action = ron_options().from_str(r#"By(player: "Bob", action: Draw(player: "Bob"))"#).unwrap();
    let err = authorize(w, bob, &as_alice).expect_err("Bob may not say Alice asked");
    assert!(err.why.to_string().contains("Alice"), "{}", err.why);
    assert!(authorize(w, bob, &as_bob).is_ok());
}

#[test]
fn a_seat_is_refused_every_action_on_another_players_objects_life_and_turn() {
    let mut t = alices_table();
    let w = t.app.world_mut();
    let (alice, bob) = (player(w, "Alice"), player(w, "Bob"));
    let mut allowed_to_bob = Vec::new();
    let mut refused_to_alice = Vec::new();
    for a in every_variant() {
        match authorize(w, bob, &a) {
            Ok(()) if !ANYONE_MAY.contains(&a.variant()) => allowed_to_bob.push(a.variant()),
            Ok(()) => {}
            Err(d) => assert!(!d.why.to_string().is_empty(), "{a:?} refused without a reason"),
        }
        if let Err(d) = authorize(w, alice, &a)
            && !HOST_ONLY.contains(&a.variant())
        {
            refused_to_alice.push(format!("{}: {}", a.variant(), d.why));
        }
    }
    assert!(allowed_to_bob.is_empty(), "Bob may do to Alice's things: {allowed_to_bob:?}");
    assert!(refused_to_alice.is_empty(), "Alice may not do to her own things: {refused_to_alice:?}");
}

#[test]
fn a_refusal_on_another_players_permanent_names_whose_it_is() {
    let mut t = alices_table();
    let w = t.app.world_mut();
    let bob = player(w, "Bob");
    let denied = authorize(w, bob, &Action::Tap("bears".into())).expect_err("Alice's Bears");
    assert_eq!(denied.owners, ["Alice"], "{denied:?}");
    // Another player's hand is no one's to ask about.
    let denied =
        authorize(w, bob, &Action::move_to("hand", bifronte::rules::Zone::Graveyard)).expect_err("Alice's hand");
    assert!(denied.owners.is_empty(), "{denied:?}");
}

/// 509.1c: a requirement that another player's creature block yours changes their blocks: they
/// must allow it.
#[test]
fn a_block_requirement_on_another_player_s_creature_is_theirs_to_allow() {
    let mut t = alices_table();
    let w = t.app.world_mut();
    let alice = player(w, "Alice");
    let ask: Action = ron_options().from_str(r#"MustBlock(card: "bobs", attacker: "bears")"#).unwrap();
    let denied = authorize(w, alice, &ask).expect_err("Bob's Bears");
    assert_eq!(denied.owners, ["Bob"], "{denied:?}");
}

#[test]
fn a_seat_acts_on_what_it_controls_even_if_another_player_owns_it() {
    let mut t = alices_table();
    t.act(r#"GainControl(card: "bears", player: "Bob")"#);
    let w = t.app.world_mut();
    let (alice, bob) = (player(w, "Alice"), player(w, "Bob"));
    assert_eq!(authorize(w, bob, &Action::Tap("bears".into())), Ok(()));
    assert!(authorize(w, alice, &Action::Tap("bears".into())).is_err(), "Alice owns it but Bob controls it");
}

#[test]
fn rule_117_4_at_an_assisted_table_only_priority_moves_the_turn_on_and_each_seat_passes_for_itself() {
    let mut t = alices_table();
    t.act("SetMode(Assisted)");
    let w = t.app.world_mut();
    let (alice, bob) = (player(w, "Alice"), player(w, "Bob"));
    for a in [Action::NextStep, Action::PassTurn, Action::Resolve] {
        let denied = authorize(w, alice, &a).expect_err("the active player can't skip priority");
        assert!(denied.why.to_string().contains("passes priority"), "{a:?}: {}", denied.why);
    }
    let pass = |who: &str| Action::PassPriority { player: who.into(), until: None };
    assert_eq!(authorize(w, alice, &pass("Alice")), Ok(()));
    assert!(authorize(w, bob, &pass("Alice")).is_err(), "Bob can't pass for Alice");
    assert!(authorize(w, alice, &Action::SetMode(bifronte::rules::RulesMode::Free)).is_err(), "the host's to say");
}

fn player(w: &mut bevy::prelude::World, name: &str) -> bevy::prelude::Entity {
    bifronte::rules::query::player(w, name).unwrap_or_else(|| panic!("{name}"))
}

/// 608.2g at a free table: a seat may offer a cast during a resolution only to itself and only of
/// a card it controls; and the offer names the card only as each reader may know it.
#[test]
fn rule_608_2g_a_seat_offers_a_cast_only_of_its_own_card_and_the_offer_reveals_nothing() {
    let mut t = with(
        r#"Card(id: "mine", name: "Grizzly Bears", owner: "Alice", zone: Hand),
           Card(id: "morph", name: "Exalted Angel", owner: "Bob", zone: Battlefield, face_down: Morph),"#,
    );
    let w = t.app.world_mut();
    let alice = player(w, "Alice");
    let offer = |card: &str| {
        ron_options().from_str::<Action>(&format!(r#"OfferCast(player: "Alice", card: "{card}")"#)).unwrap()
    };
    assert!(authorize(w, alice, &offer("mine")).is_ok());
    assert!(authorize(w, alice, &offer("morph")).is_err(), "Bob's face-down card isn't Alice's to offer");
    // Applied anyway (a scene may): Alice's log doesn't name Bob's face-down card.
    t.act(r#"OfferCast(player: "Bob", card: "morph")"#);
    let alice = player(t.app.world_mut(), "Alice");
    let m = bifronte::view::seat::seat_model(t.app.world_mut(), bifronte::view::Viewer::Player(alice));
    let said: Vec<String> = m.log.iter().map(|l| l.text.clone()).collect();
    assert!(said.iter().any(|l| l.contains("608.2g") || l.contains("may cast")), "{said:?}");
    assert!(!said.iter().any(|l| l.contains("Exalted Angel")), "{said:?}");
}
