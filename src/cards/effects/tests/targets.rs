//! Reading what an effect targets: of a kind, with a characteristic or a colour, cards in a
//! graveyard, several targets for one word, "up to" (601.2c, 115.3), and control of what is
//! targeted (613.1b).

use super::*;

#[test]
fn rule_115_1_a_card_in_your_graveyard_is_a_target_where_the_text_says_so() {
    // Raise Dead and Zombify (2019 Scryfall dump).
    let card = |types: &str| {
        TargetKind::CardInYourGraveyard(Wanted { filter: object_filter(types).unwrap(), ..Wanted::default() })
    };
    assert_eq!(
        steps("Return target creature card from your graveyard to your hand."),
        [EffectStep::ReturnToHand(Aim::Target(card("creature")))]
    );
    assert_eq!(
        steps("Return target creature card from your graveyard to the battlefield."),
        [EffectStep::ReturnToBattlefield { aim: Aim::Target(card("creature")), yours: false, counter: None }]
    );
    assert_eq!(
        steps("Return target card from your graveyard to your hand."),
        [EffectStep::ReturnToHand(Aim::Target(card("")))]
    );
    // 601.2c: "up to two" (Morbid Plunder).
    assert_eq!(
        steps("Return up to two target creature cards from your graveyard to your hand."),
        [EffectStep::ReturnToHand(Aim::Targets { kind: card("creature"), n: 2, up_to: true })]
    );
    // Another player's graveyard: not read.
    assert!(
        SpellEffect::parse("Return target creature card from a graveyard to the battlefield under your control.")
            .is_none()
    );
}

#[test]
fn rule_601_2c_and_115_3_up_to_n_and_n_targets_for_one_word_are_read() {
    let up_to = |n| Aim::Targets { kind: creature(), n, up_to: true };
    // Lead Astray, Into the Void, Dual Shot, Gird for Battle.
    assert_eq!(steps("Tap up to two target creatures."), [EffectStep::Tap(up_to(2))]);
    assert_eq!(
        steps("Return up to two target creatures to their owners' hands."),
        [EffectStep::ReturnToHand(up_to(2))]
    );
    assert_eq!(
        steps("Dual Shot deals 1 damage to each of up to two target creatures."),
        [EffectStep::Damage { n: Amount::Fixed(1), to: up_to(2) }]
    );
    assert!(matches!(
        steps("Put a +1/+1 counter on each of up to two target creatures.")[..],
        [EffectStep::PlusOneCounters { aim: Aim::Targets { n: 2, up_to: true, .. }, .. }]
    ));
    // Wicked Pact: exactly two, then a step of its own.
    let pact = steps("Destroy two target nonblack creatures. You lose 5 life.");
    assert!(matches!(&pact[0], EffectStep::Destroy(Aim::Targets { n: 2, up_to: false, .. })), "{pact:?}");
    assert_eq!(pact.len(), 2);
    // Dauntless Onslaught, Coordinated Assault: each of them, every step.
    let onslaught = steps("Up to two target creatures each get +2/+2 until end of turn.");
    assert!(matches!(onslaught[..], [EffectStep::Pump { aim: Aim::Targets { n: 2, .. }, power: 2, toughness: 2, .. }]));
    let assault = steps("Up to two target creatures each get +1/+0 and gain first strike until end of turn.");
    assert!(
        matches!(
            &assault[..],
            [EffectStep::Pump { aim: Aim::Targets { .. }, .. }, EffectStep::GainKeyword { aim: Aim::It, .. }]
        ),
        "{assault:?}"
    );
    // Synchronized Strike: "They" are the targets before.
    let strike = steps("Untap up to two target creatures. They each get +2/+2 until end of turn.");
    assert!(
        matches!(&strike[..], [EffectStep::Untap(Aim::Targets { .. }), EffectStep::Pump { aim: Aim::It, .. }]),
        "{strike:?}"
    );
    // "up to one target" and "up to two targets" (any target).
    assert!(matches!(
        steps("Destroy up to one target artifact.")[..],
        [EffectStep::Destroy(Aim::Targets { n: 1, up_to: true, .. })]
    ));
    assert!(matches!(
        steps("Shock deals 1 damage to each of up to two targets.")[..],
        [EffectStep::Damage { to: Aim::Targets { kind: TargetKind::Any, n: 2, up_to: true }, .. }]
    ));
    // 509.1b: Ghostform, Panic Attack.
    assert!(matches!(
        steps("Up to three target creatures can't block this turn.")[..],
        [EffectStep::CantBlock(Aim::Targets { n: 3, up_to: true, .. })]
    ));
    // The slots: two, neither needed.
    let e = SpellEffect::parse("Tap up to two target creatures.").unwrap();
    assert_eq!((e.slots().len(), e.slots().fewest()), (2, 0));
    // "a target" is one; "one target" without "up to" isn't a count.
    assert!(SpellEffect::parse("Tap one target creature.").is_none());
    // Two "up to" words in one effect: which were left would be unclear.
    assert!(SpellEffect::parse("Tap up to two target creatures. Untap up to one target land.").is_none());
}

#[test]
fn rule_613_1b_control_for_the_turn_or_for_good_is_read() {
    // Act of Treason, Threaten, Traitorous Blood (2019 Scryfall dump).
    let act = steps(
        "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
    );
    assert!(
        matches!(
            &act[..],
            [
                EffectStep::GainControl { aim: Aim::Target(_), until_end_of_turn: true },
                EffectStep::Untap(Aim::It),
                EffectStep::GainKeyword { aim: Aim::It, .. }
            ]
        ),
        "{act:?}"
    );
    let threaten = steps(
        "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn. (It can attack and {T} this turn.)",
    );
    assert!(
        matches!(
            &threaten[..],
            [
                EffectStep::Untap(Aim::Target(_)),
                EffectStep::GainControl { aim: Aim::It, until_end_of_turn: true },
                EffectStep::GainKeyword { aim: Aim::It, .. }
            ]
        ),
        "{threaten:?}"
    );
    assert!(matches!(
        steps("Gain control of target artifact.")[..],
        [EffectStep::GainControl { aim: Aim::Target(_), until_end_of_turn: false }]
    ));
    // For as long as something else lasts: not read.
    assert!(
        SpellEffect::parse("Gain control of target creature for as long as you control Old Man of the Sea.").is_none()
    );
}

#[test]
fn rule_115_1_a_target_named_with_a_characteristic_is_read_with_it() {
    // Smite the Monstrous, Cruel Cut, Plummet, Smother, Air Servant's ability (2019 dump).
    let with = |text: &str| match steps(text).first() {
        Some(
            EffectStep::Destroy(Aim::Target(TargetKind::Permanent(w)))
            | EffectStep::Tap(Aim::Target(TargetKind::Permanent(w))),
        ) => w.with.clone(),
        other => panic!("{text:?}: {other:?}"),
    };
    assert_eq!(with("Destroy target creature with power 4 or greater."), vec![With::Power { n: 4, at_least: true }]);
    assert_eq!(with("Destroy target creature with power 2 or less."), vec![With::Power { n: 2, at_least: false }]);
    assert_eq!(
        with("Destroy target creature with flying."),
        vec![With::Keyword { keyword: "flying".into(), has: true }]
    );
    assert_eq!(
        with("Tap target creature without flying."),
        vec![With::Keyword { keyword: "flying".into(), has: false }]
    );
    assert_eq!(
        with("Destroy target creature with converted mana cost 3 or less."),
        vec![With::ManaValue { n: 3, at_least: false }]
    );
    // 205.4d: Eyeblight's Ending's kin (2019 dump).
    assert_eq!(with("Destroy target nonlegendary creature."), vec![With::Legendary(false)]);
    assert_eq!(
        with("Destroy target nonlegendary creature with flying."),
        vec![With::Legendary(false), With::Keyword { keyword: "flying".into(), has: true }]
    );
    // 205.4c: Dwarven Miner, Tectonic Edge (2019 dump).
    assert_eq!(with("Destroy target nonbasic land."), vec![With::Basic(false)]);
    // Drown in the Loch's second mode (2019 dump): counted against the table as it is chosen.
    assert_eq!(
        with(
            "Destroy target creature with converted mana cost less than or equal to the number of cards in its controller's graveyard."
        ),
        vec![With::ManaValueAtMostItsControllersGraveyard]
    );
    // Not read: a characteristic the reader doesn't know, a bound it can't hold, X.
    for text in [
        "Destroy target creature with a +1/+1 counter on it.",
        "Destroy target creature with power X or less.",
        "Exile target creature with power greater than or equal to your life total.",
        "Destroy target creature with banding.",
    ] {
        assert!(SpellEffect::parse(text).is_none(), "{text}");
    }
}

#[test]
fn rule_115_1_a_card_in_a_graveyard_and_each_creature_are_read() {
    // Return to Nature's third mode, Pyroclasm, Hurricane's kin (2019 dump).
    let read = steps("Exile target card from a graveyard.");
    assert!(matches!(read.as_slice(), [EffectStep::Exile(Aim::Target(TargetKind::CardInAGraveyard(_)))]));
    let read = steps("Exile target creature card from a graveyard.");
    let [EffectStep::Exile(Aim::Target(TargetKind::CardInAGraveyard(w)))] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(w.filter.types, [CardType::Creature]);
    let read = steps("Pyroclasm deals 2 damage to each creature.");
    assert!(matches!(read.as_slice(), [EffectStep::Damage { n: Amount::Fixed(2), to: Aim::All(_) }]), "{read:?}");
    let read = steps("Whirlwind deals 2 damage to each creature without flying.");
    let [EffectStep::Damage { to: Aim::All(w), .. }] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(w.with, vec![With::Keyword { keyword: "flying".into(), has: false }]);
    // "each creature and each player": both (Volcanic Fallout).
    let read = steps("Volcanic Fallout deals 2 damage to each creature and each player.");
    assert!(matches!(
        read.as_slice(),
        [EffectStep::Damage { to: Aim::All(_), .. }, EffectStep::Damage { to: Aim::EachPlayer, .. }]
    ));
    // X: the value its spell was cast with (107.3a), for both.
    let read = steps("Earthquake deals X damage to each creature without flying and each player.");
    assert!(matches!(
        read.as_slice(),
        [
            EffectStep::Damage { n: Amount::X, to: Aim::All(_) },
            EffectStep::Damage { n: Amount::X, to: Aim::EachPlayer }
        ]
    ));
}

#[test]
fn rule_115_1_a_target_of_a_type_but_not_another_and_a_damage_with_life_gained_are_read() {
    // Doom Blade's kin "Destroy target nonartifact creature." (Snuff Out, Dark Banishing's
    // "nonblack").
    let read = steps("Destroy target nonartifact creature.");
    let [EffectStep::Destroy(Aim::Target(TargetKind::Permanent(w)))] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(
        (w.filter.types.as_slice(), w.filter.not_types.as_slice()),
        ([CardType::Creature].as_slice(), [CardType::Artifact].as_slice())
    );
    let read = steps("Destroy target nonartifact, nonblack creature.");
    let [EffectStep::Destroy(Aim::Target(TargetKind::Permanent(w)))] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(
        (w.filter.not_types.as_slice(), w.not_colors.as_slice()),
        ([CardType::Artifact].as_slice(), [Color::Black].as_slice())
    );
    // "nonland permanent" keeps its noun.
    let read = steps("Exile target nonland permanent.");
    let [EffectStep::Exile(Aim::Target(TargetKind::Permanent(w)))] = read.as_slice() else { panic!("{read:?}") };
    assert!(w.filter.types.is_empty() && w.filter.not_types == [CardType::Land]);
    // Lightning Helix: a damage step, then its controller's life.
    let read = steps("Lightning Helix deals 3 damage to any target and you gain 3 life.");
    assert!(
        matches!(
            read.as_slice(),
            [
                EffectStep::Damage { n: Amount::Fixed(3), to: Aim::Target(TargetKind::Any) },
                EffectStep::GainLife { who: Aim::You, n: Amount::Fixed(3) }
            ]
        ),
        "{read:?}"
    );
}

#[test]
fn rule_115_1_a_target_of_a_colour_is_read_with_it() {
    // Hunting Drake's trigger, Pyroblast's kin, Deathgrip's kin (2019 dump).
    let read =
        SpellEffect::parse_ability("put target red or green creature on top of its owner's library.").unwrap().steps;
    let [EffectStep::PutInLibrary { aim: Aim::Target(TargetKind::Permanent(w)), top: true }] = read.as_slice() else {
        panic!("{read:?}")
    };
    assert_eq!(
        (w.colors.as_slice(), w.filter.types.as_slice()),
        ([Color::Red, Color::Green].as_slice(), [CardType::Creature].as_slice())
    );
    let set = |c: Color| {
        let mut s = crate::cards::ColorSet::default();
        s.insert(c);
        s
    };
    assert!(w.matches(&[CardType::Creature], set(Color::Green), false));
    assert!(!w.matches(&[CardType::Creature], set(Color::Blue), false));
    let read = steps("Counter target green spell.");
    let [EffectStep::CounterSpell(Aim::Target(TargetKind::Spell(w)))] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(w.colors, [Color::Green]);
    let read = steps("Destroy all green creatures.");
    let [EffectStep::Destroy(Aim::All(w))] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(w.colors, [Color::Green]);
}

#[test]
fn rule_702_46a_a_card_in_a_graveyard_with_a_mana_value_bound() {
    // Soulshift's return (Harbinger of Spring, 2019 dump) and "with converted mana cost".
    let read =
        SpellEffect::parse("Return target Spirit card with mana value 4 or less from your graveyard to your hand.");
    let read = read.expect("read");
    let EffectStep::ReturnToHand(Aim::Target(TargetKind::CardInYourGraveyard(w))) = &read.steps[0] else {
        panic!("{read:?}")
    };
    assert_eq!(w.filter.subtypes, ["Spirit"]);
    assert_eq!(w.with, [With::ManaValue { n: 4, at_least: false }]);
    let cmc = "Return target creature card with converted mana cost 2 or less from your graveyard to the battlefield.";
    assert!(SpellEffect::parse(cmc).is_some());
}

#[test]
fn rule_701_12a_a_fight_and_a_bite_name_their_two_creatures_in_order() {
    // Prey Upon, Rabid Bite, Epic Confrontation (2019 dump).
    let yours = |s: &str| super::super::read::permanent_aim(s).unwrap();
    let read = steps("Target creature you control fights target creature you don't control.");
    assert_eq!(
        read,
        [
            EffectStep::ChooseTarget(yours("target creature you control")),
            EffectStep::Fight { aim: yours("target creature you don't control"), with: Aim::It }
        ]
    );
    let read = steps("Target creature you control deals damage equal to its power to target creature.");
    assert!(matches!(read[..], [EffectStep::ChooseTarget(_), EffectStep::DamageByPower { by: Aim::It, .. }]));
    // "It fights" after a step with a target: that target fights.
    let read =
        steps("Target creature you control gets +1/+2 until end of turn. It fights target creature you don't control.");
    assert!(matches!(read[..], [EffectStep::Pump { .. }, EffectStep::Fight { with: Aim::It, .. }]), "{read:?}");
    // An ability's source fights ("you may have it fight", its "it" before any target).
    let t = crate::cards::triggers::Trigger::parse(
        "When Foe-Razer Regent enters the battlefield, you may have it fight target creature you don't control.",
    )
    .unwrap();
    let Some(crate::cards::triggers::TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    assert!(matches!(e.steps[..], [EffectStep::Fight { with: Aim::This, .. }]), "{e:?}");
    // "another target creature" asks for a target other than the first: not read.
    assert!(SpellEffect::parse("Target creature fights another target creature.").is_none());
    // Nothing names "it" before it: not read.
    assert!(SpellEffect::parse("It fights target creature you don't control.").is_none());
}

#[test]
fn rule_614_1a_exile_instead_names_the_creature_the_step_before_targeted() {
    // Magma Spray, Scorching Dragonfire (2019 dump).
    let read =
        steps("Magma Spray deals 2 damage to target creature. If that creature would die this turn, exile it instead.");
    assert!(matches!(read[..], [EffectStep::Damage { .. }, EffectStep::ExileIfItDies(Aim::It)]), "{read:?}");
    let read = steps(
        "Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that creature or planeswalker would die this turn, exile it instead.",
    );
    assert!(matches!(read[..], [EffectStep::Damage { .. }, EffectStep::ExileIfItDies(Aim::It)]), "{read:?}");
    // Nothing named before it: not read.
    assert!(SpellEffect::parse("If that creature would die this turn, exile it instead.").is_none());
}

#[test]
fn rule_120_3_one_source_dealing_damage_twice_is_two_steps_each_with_its_target() {
    // Hungry Flames, Orcish Artillery (2019 dump).
    let read = steps("Hungry Flames deals 3 damage to target creature and 2 damage to target player or planeswalker.");
    let [EffectStep::Damage { n: Amount::Fixed(3), to: a }, EffectStep::Damage { n: Amount::Fixed(2), to: b }] =
        read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert!(a.is_target() && b.is_target());
    assert_eq!(
        SpellEffect::parse(
            "Hungry Flames deals 3 damage to target creature and 2 damage to target player or planeswalker."
        )
        .map(|e| e.slots().len()),
        Some(2)
    );
    let read =
        SpellEffect::parse_ability("Orcish Artillery deals 2 damage to any target and 3 damage to you.").unwrap();
    assert!(matches!(read.steps[1], EffectStep::Damage { n: Amount::Fixed(3), to: Aim::You }), "{read:?}");
    // 608.2h: "and 2 damage to that creature's controller": the controller of the target named
    // before, no target of its own.
    let outrage = SpellEffect::parse(
        "Chandra's Outrage deals 4 damage to target creature and 2 damage to that creature's controller.",
    )
    .unwrap();
    assert!(matches!(outrage.steps[1], EffectStep::Damage { n: Amount::Fixed(2), to: Aim::ItsController }));
    assert_eq!(outrage.slots().len(), 1);
    // With nothing named before, there is no "that creature" to speak of.
    assert!(SpellEffect::parse("Chandra's Outrage deals 2 damage to that creature's controller.").is_none());
}

#[test]
fn rule_614_1a_a_countered_spell_put_elsewhere_instead_is_read() {
    // Dissipate, Remand, Memory Lapse, Spell Shrivel (2019 dump).
    for (text, to) in [
        (
            "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
            Instead::Exile,
        ),
        (
            "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.",
            Instead::Hand,
        ),
        (
            "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.",
            Instead::TopOfLibrary,
        ),
    ] {
        let read = SpellEffect::parse(text).unwrap_or_else(|| panic!("{text}"));
        assert!(matches!(read.steps.as_slice(), [EffectStep::CounterInstead { to: t, .. }] if *t == to), "{read:?}");
    }
    let shrivel = "Counter target spell unless its controller pays {4}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.";
    let read = SpellEffect::parse(shrivel).unwrap();
    let [EffectStep::Unless { step, .. }] = read.steps.as_slice() else { panic!("{read:?}") };
    assert!(matches!(**step, EffectStep::CounterInstead { to: Instead::Exile, .. }));
    // Nothing countered just before: not read.
    assert!(SpellEffect::parse("Draw a card. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.").is_none());
}

#[test]
fn rule_202_3_a_spell_target_with_a_mana_value_is_read() {
    // Spell Snare, Thoughtbind, Disdainful Stroke (2019 dump).
    let with = |text: &str| match SpellEffect::parse(text).map(|e| e.steps) {
        Some(steps) => match steps.as_slice() {
            [EffectStep::CounterSpell(Aim::Target(TargetKind::Spell(w)))] => w.with.clone(),
            other => panic!("{other:?}"),
        },
        None => panic!("{text}"),
    };
    assert_eq!(
        with("Counter target spell with converted mana cost 2."),
        [With::ManaValue { n: 2, at_least: true }, With::ManaValue { n: 2, at_least: false }]
    );
    assert_eq!(
        with("Counter target spell with converted mana cost 4 or less."),
        [With::ManaValue { n: 4, at_least: false }]
    );
    assert_eq!(
        with("Counter target spell with converted mana cost 4 or greater."),
        [With::ManaValue { n: 4, at_least: true }]
    );
    assert!(SpellEffect::parse("Counter target spell with converted mana cost X.").is_none());
}

#[test]
fn rule_115_3_another_target_creature_is_a_second_target_other_than_the_first() {
    // Consume Strength (2019 Scryfall dump).
    let another = TargetKind::Permanent(Wanted {
        another: true,
        filter: object_filter("creature").unwrap(),
        ..Wanted::default()
    });
    assert_eq!(
        steps("Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn."),
        [
            EffectStep::Pump { aim: Aim::Target(creature()), power: 2, toughness: 2, times: Amount::Fixed(1) },
            EffectStep::Pump { aim: Aim::Target(another), power: -2, toughness: -2, times: Amount::Fixed(1) },
        ]
    );
    assert_eq!(steps("Target creature gets +2/+2 until end of turn.").len(), 1);
}

#[test]
fn rule_611_2c_a_group_named_by_its_status_or_colour_gets_a_bonus_for_the_turn() {
    // Trumpet Blast, Charge (2019 Scryfall dump).
    let group = |words: &str| Aim::All(crate::cards::effects::wanted(words).unwrap());
    assert_eq!(
        steps("Attacking creatures get +2/+0 until end of turn."),
        [EffectStep::Pump { aim: group("attacking creature"), power: 2, toughness: 0, times: Amount::Fixed(1) }]
    );
    assert_eq!(
        steps("Blocking creatures you control gain first strike until end of turn."),
        [EffectStep::GainKeyword { aim: group("blocking creature you control"), keyword: "First strike".into() }]
    );
    assert_eq!(
        steps("White creatures you control get +1/+1 until end of turn."),
        [EffectStep::Pump {
            aim: group("white creature you control"),
            power: 1,
            toughness: 1,
            times: Amount::Fixed(1)
        }]
    );
    // A group the reader doesn't know stays the players'.
    assert!(SpellEffect::parse("Creatures blocking it get -1/-1 until end of turn.").is_none());
    for unread in [
        "Colorless creatures you control also get +1/+1 until end of turn.",
        "Enchanted creature and other creatures that share a creature type with it get +2/+2 until end of turn.",
    ] {
        assert!(SpellEffect::parse(unread).is_none(), "{unread}");
    }
}

#[test]
fn rule_406_2_a_player_s_graveyard_and_all_graveyards_exiled_are_read() {
    // Tormod's Crypt, Rest in Peace (2019 Scryfall dump).
    assert_eq!(
        steps("Exile all cards from target player's graveyard."),
        [EffectStep::ExileGraveyard { who: Aim::Target(TargetKind::Player { opponent: false }) }]
    );
    assert_eq!(steps("Exile all cards from all graveyards."), [EffectStep::ExileGraveyard { who: Aim::EachPlayer }]);
    assert_eq!(steps("Exile all graveyards."), [EffectStep::ExileGraveyard { who: Aim::EachPlayer }]);
}

#[test]
fn rule_615_1a_all_damage_to_or_by_one_object_prevented_this_turn_is_read() {
    // Warning, Indestructible Aura, Maze of Ith, Azorius Ploy (2019 Scryfall dump).
    let prevent = |s: &str| match &steps(s)[..] {
        [EffectStep::PreventAll { to, by, combat_only, .. }] => (*to, *by, *combat_only),
        other => panic!("{s}: {other:?}"),
    };
    assert_eq!(
        prevent("Prevent all combat damage that would be dealt by target attacking creature this turn."),
        (false, true, true)
    );
    assert_eq!(prevent("Prevent all damage that would be dealt to target creature this turn."), (true, false, false));
    assert_eq!(prevent("Prevent all combat damage target creature would deal this turn."), (false, true, true));
    let maze = steps(
        "Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.",
    );
    assert!(
        matches!(&maze[1], EffectStep::PreventAll { aim: Aim::It, to: true, by: true, combat_only: true }),
        "{maze:?}"
    );
    // A source chosen as it resolves stays the players'.
    assert!(SpellEffect::parse("Prevent all damage a source of your choice would deal this turn.").is_none());
}

#[test]
fn rule_115_4_target_opponent_or_planeswalker_is_an_opponent_or_any_planeswalker() {
    // Kiss of Death (2019 Scryfall dump).
    let planeswalker = Wanted { filter: object_filter("planeswalker").unwrap(), ..Wanted::default() };
    assert_eq!(
        steps("Kiss of Death deals 4 damage to target opponent or planeswalker. You gain 4 life."),
        [
            EffectStep::Damage { n: Amount::Fixed(4), to: Aim::Target(TargetKind::PermanentOrOpponent(planeswalker)) },
            EffectStep::GainLife { who: Aim::You, n: Amount::Fixed(4) },
        ]
    );
}

#[test]
fn rule_608_2h_that_player_after_a_targeted_player_is_that_player_or_the_planeswalker_s_controller() {
    // Blightning (2019 Scryfall dump): the player targeted, or the planeswalker's controller.
    let read = steps(
        "Blightning deals 3 damage to target player or planeswalker. That player or that planeswalker's controller discards two cards.",
    );
    assert!(
        matches!(
            read.as_slice(),
            [
                EffectStep::Damage { to: Aim::Target(TargetKind::PermanentOrPlayer(_)), .. },
                EffectStep::Discard { who: Aim::ItsController, n: 2, random: false },
            ]
        ),
        "{read:?}"
    );
    // "That player" after "target player" is that target.
    let read = steps("Target player loses 2 life. That player discards a card.");
    assert!(matches!(
        read.as_slice(),
        [EffectStep::LoseLife { .. }, EffectStep::Discard { who: Aim::ItsController, .. }]
    ));
    // With no player targeted before, a spell has no "that player" to speak of.
    assert_eq!(SpellEffect::parse("That player discards a card."), None);
}

#[test]
fn rule_506_4_each_attacking_creature_is_judged_as_the_spell_resolves() {
    // Sandstorm, Keep Watch (2019 Scryfall dump).
    let sandstorm = steps("Sandstorm deals 1 damage to each attacking creature.");
    let [EffectStep::Damage { n: Amount::Fixed(1), to: Aim::All(w) }] = sandstorm.as_slice() else { panic!() };
    assert_eq!(w.status, Some(Status::Attacking));
    let keep_watch = steps("Draw a card for each attacking creature.");
    let [EffectStep::Draw { who: Aim::You, n: Amount::Count { times: 1, what } }] = keep_watch.as_slice() else {
        panic!()
    };
    assert!(matches!(&**what, Count::Permanents(w) if w.status == Some(Status::Attacking)));
    // A static ability's count is read by the layers, which don't look again as creatures
    // attack: there it isn't read (Rabid Wombat's kin).
    assert!(for_each_now("attacking creature").is_some());
    assert_eq!(for_each("attacking creature"), None);
    // Each artifact can't be dealt damage: not read.
    assert_eq!(SpellEffect::parse("Sandstorm deals 1 damage to each tapped artifact."), None);
}

#[test]
fn rule_115_10_another_target_card_in_your_graveyard_is_not_the_source() {
    // Myr Retriever (2019 Scryfall dump).
    let read = steps("Return another target artifact card from your graveyard to your hand.");
    let [EffectStep::ReturnToHand(Aim::Target(TargetKind::CardInYourGraveyard(w)))] = read.as_slice() else {
        panic!("{read:?}")
    };
    assert!(w.another);
    assert_eq!(w.filter.types, [crate::cards::CardType::Artifact]);
}

#[test]
fn rule_603_2_all_other_creatures_are_every_one_but_the_source() {
    // Thundermare, Myojin of Cleansing Fire (2019 Scryfall dump).
    for (text, tap) in [("Tap all other creatures.", true), ("Destroy all other creatures.", false)] {
        let read = steps(text);
        let w = match (read.as_slice(), tap) {
            ([EffectStep::Tap(Aim::All(w))], true) | ([EffectStep::Destroy(Aim::All(w))], false) => w,
            _ => panic!("{read:?}"),
        };
        assert!(w.another && w.filter.types == [crate::cards::CardType::Creature], "{text}");
    }
}

#[test]
fn rule_208_1_a_creature_named_by_its_power_and_toughness() {
    // Lovestruck Beast's "a 1/1 creature" (2019 dump): power and toughness each exactly so.
    let w = wanted("1/1 creature").unwrap();
    assert_eq!(w.filter.types, vec![CardType::Creature]);
    for at_least in [true, false] {
        assert!(w.with.contains(&With::Power { n: 1, at_least }));
        assert!(w.with.contains(&With::Toughness { n: 1, at_least }));
    }
    assert!(wanted("1/1 banana").is_none());
}

#[test]
fn rule_509_1b_with_one_keyword_or_another() {
    // Orchard Spirit, Signal Pest (2019 dump): "creatures with flying or reach".
    let w = wanted("creature with flying or reach").unwrap();
    assert_eq!(w.with, vec![With::AnyKeyword(vec!["flying".into(), "reach".into()])]);
    assert!(wanted("creature with flying or bananas").is_none());
}

#[test]
fn rule_608_2h_a_mana_value_counted_as_the_step_happens_is_read() {
    // Meltdown, Ratchet Bomb, Spellstutter Sprite, Spell Blast (2019 dump).
    let counted = |steps: &[EffectStep]| -> Vec<With> { steps[0].aim().wanted().unwrap().with.clone() };
    let meltdown = steps("Destroy each artifact with converted mana cost X or less.");
    assert!(matches!(meltdown.as_slice(), [EffectStep::Destroy(Aim::All(_))]), "{meltdown:?}");
    assert_eq!(counted(&meltdown), [With::ManaValueCounted { amount: Box::new(Amount::X), exactly: false }]);
    let bomb = steps(
        "Destroy each nonland permanent with converted mana cost equal to the number of charge counters on Ratchet Bomb.",
    );
    let charge = Amount::Count { times: 1, what: Box::new(Count::CountersOnThis("charge".into())) };
    assert_eq!(counted(&bomb), [With::ManaValueCounted { amount: Box::new(charge), exactly: true }]);
    let sprite =
        steps("Counter target spell with converted mana cost X or less, where X is the number of Faeries you control.");
    assert!(matches!(sprite.as_slice(), [EffectStep::CounterSpell(Aim::Target(TargetKind::Spell(_)))]), "{sprite:?}");
    let asked = counted(&sprite);
    let [With::ManaValueCounted { amount, exactly: false }] = asked.as_slice() else { panic!("{sprite:?}") };
    assert!(matches!(&**amount, Amount::Count { what, .. } if matches!(**what, Count::Permanents(_))));
    // A target asked with the spell's X: chosen before the rules here know X (601.2b-c).
    assert!(SpellEffect::parse("Counter target spell with converted mana cost X.").is_none());
    // A number printed stays a number.
    assert_eq!(
        counted(&steps("Destroy target creature with converted mana cost 3 or less.")),
        [With::ManaValue { n: 3, at_least: false }]
    );
}

#[test]
fn rule_701_26_tap_or_untap_target_permanent_is_read_as_one_step() {
    use crate::cards::triggers::Trigger;
    // Pestermite, Bounding Krasis (2019 dump): after "you may", one step on the target.
    let read = steps("Tap or untap target permanent.");
    assert!(matches!(read.as_slice(), [EffectStep::TapOrUntap(Aim::Target(_))]), "{read:?}");
    let krasis = Trigger::parse("When Bounding Krasis enters the battlefield, you may tap or untap target creature.")
        .expect("a trigger");
    let Some(crate::cards::triggers::TriggerEffect::Steps(effect)) = krasis.effect else { panic!("{krasis:?}") };
    assert!(matches!(effect.steps.as_slice(), [EffectStep::TapOrUntap(Aim::Target(_))]), "{effect:?}");
    assert!(krasis.may, "the \"may\" is asked as it resolves");
    // "Tap target creature" stays a tap.
    assert!(matches!(steps("Tap target creature.").as_slice(), [EffectStep::Tap(_)]));
}

#[test]
fn rule_601_2c_cards_from_a_single_graveyard_are_read_as_one_word_target() {
    // Decompose, Rapid Decay (2019 dump): up to three, all in one graveyard.
    let read = steps("Exile up to three target cards from a single graveyard.");
    let [EffectStep::Exile(Aim::Targets { kind: TargetKind::CardInAGraveyard(w), n: 3, up_to: true })] =
        read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(w.with, [With::OneGraveyard]);
    // "from graveyards" (Faerie Macabre) has no such check.
    let any = steps("Exile up to two target cards from graveyards.");
    let [EffectStep::Exile(Aim::Targets { kind: TargetKind::CardInAGraveyard(w), .. })] = any.as_slice() else {
        panic!("{any:?}")
    };
    assert!(w.with.is_empty());
}

#[test]
fn rule_115_1_one_verb_with_two_targets_of_different_kinds_is_two_steps() {
    // Spiteful Blow, Grip of Desolation, Stomp and Howl (2019 dump).
    let read = steps("Destroy target creature and target land.");
    let [
        EffectStep::Destroy(Aim::Target(TargetKind::Permanent(a))),
        EffectStep::Destroy(Aim::Target(TargetKind::Permanent(b))),
    ] = read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(
        (a.filter.types.as_slice(), b.filter.types.as_slice()),
        (&[CardType::Creature][..], &[CardType::Land][..])
    );
    assert_eq!(steps("Exile target creature and target land.").len(), 2);
    // Not where more than a noun follows "target".
    assert!(
        SpellEffect::parse("Destroy target creature and target land you control with flying.")
            .is_none_or(|e| e.steps.len() != 2)
    );
}
