//! Reading spells' and abilities' effects: tests of the typed forms, on Oracle lines.

use super::*;

fn steps(text: &str) -> Vec<EffectStep> {
    SpellEffect::parse(text).unwrap_or_else(|| panic!("{text:?} not read")).steps
}

fn creature() -> TargetKind {
    TargetKind::Permanent(Wanted { filter: object_filter("creature").unwrap(), ..Wanted::default() })
}

#[test]
fn rule_603_7a_a_delayed_draw_at_the_next_turn_s_upkeep_is_read_with_its_words() {
    // Flare (from the 2019 Scryfall dump): its second line.
    let read = steps("Draw a card at the beginning of the next turn's upkeep.");
    let [EffectStep::Delayed { at: Moment::NextUpkeep, effect, text }] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(text, "Draw a card.");
    assert!(matches!(effect.steps[0], EffectStep::Draw { who: Aim::You, n: Amount::Fixed(1) }));
    // Pyknite's trigger: "When ~ enters the battlefield, draw a card at the beginning ...".
    let t = crate::cards::triggers::Trigger::parse(
        "When Pyknite enters the battlefield, draw a card at the beginning of the next turn's upkeep.",
    );
    let Some(crate::cards::triggers::TriggerEffect::Steps(e)) = t.and_then(|t| t.effect) else { panic!() };
    assert!(matches!(e.steps[0], EffectStep::Delayed { at: Moment::NextUpkeep, .. }));
    // A delayed step with a target isn't read (its target would be chosen as it is created).
    assert!(SpellEffect::parse("Destroy target creature at the beginning of the next turn's upkeep.").is_none());
}

#[test]
fn rule_603_7c_a_delayed_ability_at_the_next_end_step_acts_on_what_the_step_before_named() {
    // Oracle text from the 2019 Scryfall dump.
    let mist = steps(
        "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
    );
    let [EffectStep::Exile(Aim::Target(_)), EffectStep::Delayed { at: Moment::NextEndStep, effect, text }] =
        mist.as_slice()
    else {
        panic!("{mist:?}")
    };
    assert_eq!(text, "Return that card to the battlefield under its owner's control.");
    assert_eq!(effect.steps, [EffectStep::ReturnToBattlefield { aim: Aim::It, yours: false, counter: None }]);
    let revolt = steps(
        "Create three 1/1 red Human creature tokens with haste. Sacrifice those tokens at the beginning of the next end step.",
    );
    let [EffectStep::CreateTokens { n: Amount::Fixed(3), .. }, EffectStep::Delayed { effect, .. }] = revolt.as_slice()
    else {
        panic!("{revolt:?}")
    };
    assert_eq!(effect.steps, [EffectStep::Sacrifice(Aim::It)]);
    // The words first: "At the beginning of the next end step, return that card ...".
    let journey = steps(
        "Exile target creature you control. At the beginning of your next end step, return it to the battlefield under your control.",
    );
    assert!(matches!(&journey[1], EffectStep::Delayed { at: Moment::YourNextEndStep, effect, .. }
        if effect.steps == [EffectStep::ReturnToBattlefield { aim: Aim::It, yours: true, counter: None }]));
    // "It" with nothing named before it, and a delayed target, aren't read.
    assert!(SpellEffect::parse("Sacrifice it at the beginning of the next end step.").is_none());
    assert!(SpellEffect::parse("Draw a card. Exile them at the beginning of the next end step.").is_none());
    assert!(SpellEffect::parse("Destroy target creature at the beginning of the next end step.").is_none());
    // A trigger's: Rukh Egg's token, made later, names nothing before it.
    let t = crate::cards::triggers::Trigger::parse(
        "When Rukh Egg dies, create a 4/4 red Bird creature token with flying at the beginning of the next end step.",
    );
    let Some(crate::cards::triggers::TriggerEffect::Steps(e)) = t.and_then(|t| t.effect) else { panic!() };
    assert!(matches!(&e.steps[0], EffectStep::Delayed { at: Moment::NextEndStep, effect, .. }
        if matches!(effect.steps[0], EffectStep::CreateTokens { n: Amount::Fixed(1), .. })));
    assert_eq!(e.steps[0].kinds(), [StepKind::AtNextEndStep, StepKind::CreateTokens]);
}

#[test]
fn rule_603_12_an_optional_sacrifice_and_its_reflexive_ability_are_read() {
    // Cavalier of Night (2019 Scryfall dump), its enters ability after "you may".
    let t = crate::cards::triggers::Trigger::parse(
        "When Cavalier of Night enters the battlefield, you may sacrifice another creature. When you do, destroy target creature an opponent controls.",
    )
    .unwrap();
    assert!(t.may);
    let Some(crate::cards::triggers::TriggerEffect::Steps(e)) = t.effect else { panic!() };
    let [EffectStep::WhenYouDo { sacrifice, effect, text }] = e.steps.as_slice() else { panic!("{e:?}") };
    assert!(sacrifice.another);
    assert_eq!(sacrifice.filter.types, [CardType::Creature]);
    assert_eq!(text, "Destroy target creature an opponent controls.");
    assert!(matches!(effect.steps[0], EffectStep::Destroy(Aim::Target(_))));
    // The outer ability names no target: the reflexive one's is chosen as it goes on the stack.
    assert_eq!(e.slots().len(), 0);
    assert_eq!(e.steps[0].kinds(), [StepKind::WhenYouDo, StepKind::Destroy]);
    // "a Vampire": a subtype.
    let vampire = SpellEffect::parse_when_you_do("sacrifice a Vampire. When you do, you gain 3 life.").unwrap();
    assert!(matches!(&vampire.steps[0], EffectStep::WhenYouDo { sacrifice, .. }
        if sacrifice.filter.subtypes == ["Vampire"] && !sacrifice.another));
    // Not a sacrifice, or no "When you do": not read.
    assert!(SpellEffect::parse_when_you_do("pay {2}{R}. When you do, it deals 3 damage to any target.").is_none());
    assert!(SpellEffect::parse_when_you_do("sacrifice a creature.").is_none());
    assert_eq!(
        crate::cards::level::trigger_level(
            &crate::cards::triggers::Trigger::parse(
                "At the beginning of your upkeep, you may sacrifice a creature. When you do, you gain 2 life.",
            )
            .unwrap()
        ),
        crate::cards::level::Level::Automatic
    );
}

#[test]
fn rule_701_8a_and_615_1_all_of_a_kind_and_a_turn_s_combat_damage_are_read() {
    // Day of Judgment, Fog and others (2019 Scryfall dump).
    let all = |types: &str| Aim::All(Wanted { filter: object_filter(types).unwrap(), ..Wanted::default() });
    assert_eq!(steps("Destroy all creatures."), [EffectStep::Destroy(all("creature"))]);
    assert_eq!(steps("Destroy all artifacts and enchantments."), [EffectStep::Destroy(all("artifact or enchantment"))]);
    assert_eq!(steps("Untap all creatures you control."), [EffectStep::Untap(all("creature you control"))]);
    assert_eq!(steps("Prevent all combat damage that would be dealt this turn."), [EffectStep::PreventCombatDamage]);
    // A subtype in the plural is the noun itself (Boil, Flashfires).
    assert_eq!(steps("Destroy all Islands."), [EffectStep::Destroy(all("Island"))]);
    assert!(SpellEffect::parse("Destroy all creatures of the chosen type.").is_none());
}

#[test]
fn the_most_common_spell_sentences_are_read_as_typed_steps() {
    assert_eq!(
        steps("Lightning Bolt deals 3 damage to any target."),
        [EffectStep::Damage { n: Amount::Fixed(3), to: Aim::Target(TargetKind::Any) }]
    );
    assert_eq!(steps("Destroy target creature."), [EffectStep::Destroy(Aim::Target(creature()))]);
    assert_eq!(steps("Draw two cards."), [EffectStep::Draw { who: Aim::You, n: Amount::Fixed(2) }]);
    assert_eq!(
        steps("Target creature gets +3/+3 until end of turn."),
        [EffectStep::Pump { aim: Aim::Target(creature()), power: 3, toughness: 3, times: Amount::Fixed(1) }]
    );
    assert_eq!(
        steps("Destroy target nonblack creature."),
        [EffectStep::Destroy(Aim::Target(TargetKind::Permanent(Wanted {
            filter: object_filter("creature").unwrap(),
            not_colors: vec![Color::Black],
            status: None,
            another: false,
            with: Vec::new(),
            colors: Vec::new(),
        })))]
    );
    assert_eq!(
        steps("Counter target spell."),
        [EffectStep::CounterSpell(Aim::Target(TargetKind::Spell(Wanted::default())))]
    );
    assert_eq!(
        steps("Target player mills three cards. You gain 2 life."),
        [
            EffectStep::Mill { who: Aim::Target(TargetKind::Player { opponent: false }), n: Amount::Fixed(3) },
            EffectStep::GainLife { who: Aim::You, n: Amount::Fixed(2) }
        ]
    );
    assert_eq!(
        steps("Return target nonland permanent to its owner's hand."),
        [EffectStep::ReturnToHand(Aim::Target(TargetKind::Permanent(Wanted {
            filter: object_filter("nonland").unwrap(),
            ..Wanted::default()
        })))]
    );
    // Soothing Balm: a target player's life, not a creature's "gains" (2019 dump).
    assert_eq!(
        steps("Target player gains 5 life."),
        [EffectStep::GainLife { who: Aim::Target(TargetKind::Player { opponent: false }), n: Amount::Fixed(5) }]
    );
    assert_eq!(
        steps("Target player draws two cards and loses 2 life."),
        [
            EffectStep::Draw { who: Aim::Target(TargetKind::Player { opponent: false }), n: Amount::Fixed(2) },
            EffectStep::LoseLife { who: Aim::It, n: Amount::Fixed(2) }
        ]
    );
    assert_eq!(
        steps("Untap target creature. It gets +3/+3 until end of turn."),
        [
            EffectStep::Untap(Aim::Target(creature())),
            EffectStep::Pump { aim: Aim::It, power: 3, toughness: 3, times: Amount::Fixed(1) }
        ]
    );
    assert_eq!(
        steps("Gideon's Reproach deals 4 damage to target attacking or blocking creature."),
        [EffectStep::Damage {
            n: Amount::Fixed(4),
            to: Aim::Target(TargetKind::Permanent(Wanted {
                filter: object_filter("creature").unwrap(),
                not_colors: Vec::new(),
                status: Some(Status::AttackingOrBlocking),
                another: false,
                with: Vec::new(),
                colors: Vec::new(),
            }))
        }]
    );
    // A spell that acts on itself is left to the players (608.2n would move it again).
    assert_eq!(SpellEffect::parse("Exile Lightning Bolt."), None);
    assert_eq!(
        SpellEffect::parse_ability("put a +1/+1 counter on this creature."),
        Some(SpellEffect { steps: vec![EffectStep::PlusOneCounters { aim: Aim::This, n: Amount::Fixed(1) }] })
    );
    // A sentence not understood leaves the whole line to the players.
    assert_eq!(SpellEffect::parse("Tap target creature. It doesn't untap for as long as you control a Wizard."), None);
    // 502.3: what the step before tapped misses its controller's next untap step.
    assert!(matches!(
        steps("Tap target creature. It doesn't untap during its controller's next untap step.").as_slice(),
        [EffectStep::Tap(Aim::Target(_)), EffectStep::SkipNextUntap(Aim::It)]
    ));
    assert!(matches!(
        steps("Lands you control don't untap during your next untap step.").as_slice(),
        [EffectStep::SkipNextUntap(Aim::All(_))]
    ));
    assert_eq!(
        steps("Target attacking creature gets +3/+3 and gains trample until end of turn."),
        [
            EffectStep::Pump {
                aim: Aim::Target(TargetKind::Permanent(Wanted {
                    filter: object_filter("creature").unwrap(),
                    status: Some(Status::Attacking),
                    ..Wanted::default()
                })),
                power: 3,
                toughness: 3,
                times: Amount::Fixed(1)
            },
            EffectStep::GainKeyword { aim: Aim::It, keyword: "Trample".into() }
        ]
    );
    assert_eq!(
        steps("Target creature gains flying and first strike until end of turn."),
        [
            EffectStep::GainKeyword { aim: Aim::Target(creature()), keyword: "Flying".into() },
            EffectStep::GainKeyword { aim: Aim::It, keyword: "First strike".into() }
        ]
    );
    assert_eq!(
        steps("Create two 1/1 white Soldier creature tokens."),
        [EffectStep::CreateTokens {
            n: Amount::Fixed(2),
            token: TokenWords::Made {
                pt: (1, 1),
                colors: vec![Color::White],
                subtypes: vec!["Soldier".into()],
                types: vec![CardType::Creature],
                keywords: Vec::new(),
                lines: Vec::new()
            },
            who: Aim::You,
        }]
    );
    assert_eq!(
        steps("Create a Treasure token."),
        [EffectStep::CreateTokens {
            n: Amount::Fixed(1),
            token: TokenWords::Predefined("Treasure".into()),
            who: Aim::You
        }]
    );
    // 611.2c: "Creatures you control get ..." is every creature its controller controls.
    let yours = Aim::All(Wanted { filter: object_filter("creature you control").unwrap(), ..Wanted::default() });
    assert_eq!(
        steps("Creatures you control get +2/+0 until end of turn."),
        [EffectStep::Pump { aim: yours.clone(), power: 2, toughness: 0, times: Amount::Fixed(1) }]
    );
    assert_eq!(
        steps("Creatures you control get +1/+1 and gain trample until end of turn."),
        [
            EffectStep::Pump { aim: yours.clone(), power: 1, toughness: 1, times: Amount::Fixed(1) },
            EffectStep::GainKeyword { aim: yours.clone(), keyword: "Trample".into() }
        ]
    );
    assert_eq!(
        steps("Creatures you control gain flying until end of turn."),
        [EffectStep::GainKeyword { aim: yours.clone(), keyword: "Flying".into() }]
    );
    // "Other creatures you control" (Chittering Host, Soltari Champion): but the source.
    let others = Aim::All(Wanted { another: true, ..yours.wanted().unwrap().clone() });
    assert_eq!(
        steps("Other creatures you control get +1/+0 and gain menace until end of turn."),
        [
            EffectStep::Pump { aim: others.clone(), power: 1, toughness: 0, times: Amount::Fixed(1) },
            EffectStep::GainKeyword { aim: others, keyword: "Menace".into() }
        ]
    );
    let every = Aim::All(Wanted { filter: object_filter("creature").unwrap(), ..Wanted::default() });
    assert_eq!(
        steps("All creatures get -1/-1 until end of turn."),
        [EffectStep::Pump { aim: every, power: -1, toughness: -1, times: Amount::Fixed(1) }]
    );
    let theirs =
        Aim::All(Wanted { filter: object_filter("creature your opponents control").unwrap(), ..Wanted::default() });
    assert_eq!(
        steps("Creatures your opponents control get -1/-0 until end of turn."),
        [EffectStep::Pump { aim: theirs, power: -1, toughness: 0, times: Amount::Fixed(1) }]
    );
    // 701.16a: to investigate is to create a Clue token.
    assert_eq!(
        steps("Investigate."),
        [EffectStep::CreateTokens { n: Amount::Fixed(1), token: TokenWords::Predefined("Clue".into()), who: Aim::You }]
    );
    assert_eq!(
        steps("Investigate twice."),
        [EffectStep::CreateTokens { n: Amount::Fixed(2), token: TokenWords::Predefined("Clue".into()), who: Aim::You }]
    );
    assert_eq!(
        steps("Create a 1/1 colorless Thopter artifact creature token with flying."),
        [EffectStep::CreateTokens {
            n: Amount::Fixed(1),
            token: TokenWords::Made {
                pt: (1, 1),
                colors: Vec::new(),
                subtypes: vec!["Thopter".into()],
                types: vec![CardType::Artifact, CardType::Creature],
                keywords: vec!["Flying".into()],
                lines: Vec::new()
            },
            who: Aim::You,
        }]
    );
    // A token with rules text the table doesn't carry out, or a copy, is left to the players
    // (one it does: `tests/tokens.rs`).
    assert_eq!(
        SpellEffect::parse(
            "Create a 1/1 white Soldier creature token with \"You may choose not to untap this creature during your untap step.\""
        ),
        None
    );
    assert_eq!(SpellEffect::parse("Create a token that's a copy of target creature, except it's an Angel."), None);
    // A keyword the rules don't enforce leaves the line to the players.
    assert_eq!(SpellEffect::parse("Target creature gets +2/+2 and gains banding until end of turn."), None);
    assert_eq!(SpellEffect::parse("Choose one — Draw a card; or Destroy target creature."), None);
}

#[test]
fn rule_608_2h_its_controller_and_life_equal_to_its_power_name_the_target_before() {
    // Swords to Plowshares, Last Breath, Condemn's second sentence (2019 dump).
    let read = steps("Exile target creature. Its controller gains life equal to its power.");
    assert!(matches!(
        read.as_slice(),
        [EffectStep::Exile(Aim::Target(_)), EffectStep::GainLifeEqual { who: Aim::ItsController, toughness: false }]
    ));
    let read = steps("Exile target creature with power 2 or less. Its controller gains 4 life.");
    assert!(matches!(read[1], EffectStep::GainLife { who: Aim::ItsController, n: Amount::Fixed(4) }), "{read:?}");
    assert!(matches!(
        steps("Destroy target creature. Its controller gains life equal to its toughness.")[1],
        EffectStep::GainLifeEqual { toughness: true, .. }
    ));
    // "Its controller" with no target before it names nobody: not read.
    assert!(SpellEffect::parse("Its controller gains 4 life.").is_none());
    assert!(SpellEffect::parse("Exile target creature. Its controller gains life equal to its mana value.").is_none());
}

#[test]
fn rule_610_3a_and_607_2a_exiled_until_this_leaves_and_the_exiled_card_are_read() {
    // Banishing Light's and Oblivion Ring's abilities (2019 dump), after their trigger words.
    let read = SpellEffect::parse_ability(
        "exile target nonland permanent an opponent controls until Banishing Light leaves the battlefield. (That permanent returns under its owner's control.)",
    );
    let read = read.map(|e| e.steps);
    let Some([EffectStep::ExileUntilThisLeaves(Aim::Target(TargetKind::Permanent(w)))]) = read.as_deref() else {
        panic!("{read:?}")
    };
    assert_eq!(
        (w.filter.not_types.as_slice(), w.filter.controller),
        ([CardType::Land].as_slice(), Controlled::Opponent)
    );
    // 607.2a: with nothing before it, "the exiled card" is what the source's abilities exiled.
    let back = SpellEffect::parse_ability("return the exiled card to the battlefield under its owner's control.");
    assert!(matches!(
        back.map(|e| e.steps).as_deref(),
        Some([EffectStep::ReturnToBattlefield { aim: Aim::ExiledWithThis, yours: false, counter: None }])
    ));
    // After a target, it is that target; in a delayed ability, what the step before exiled.
    let read = steps(
        "Exile target creature you control. Return the exiled card to the battlefield under its owner's control.",
    );
    assert!(matches!(read[1], EffectStep::ReturnToBattlefield { aim: Aim::It, .. }), "{read:?}");
    let read = steps(
        "Exile target creature. At the beginning of the next end step, return the exiled card to the battlefield under its owner's control.",
    );
    let EffectStep::Delayed { effect, .. } = &read[1] else { panic!("{read:?}") };
    assert!(matches!(effect.steps[0], EffectStep::ReturnToBattlefield { aim: Aim::It, .. }));
    // "until" anything else isn't read.
    assert!(SpellEffect::parse("Exile target creature until end of turn.").is_none());
}

#[test]
fn rule_701_19c_it_can_t_be_regenerated_names_what_the_destroy_step_before_destroys() {
    // Terror, Wrath of God (2019 dump).
    let read = steps("Destroy target nonartifact, nonblack creature. It can't be regenerated.");
    let [EffectStep::Destroy(Aim::Target(TargetKind::Permanent(w))), EffectStep::NoRegeneration(Aim::It)] =
        read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(
        (w.filter.not_types.as_slice(), w.not_colors.as_slice()),
        ([CardType::Artifact].as_slice(), [Color::Black].as_slice())
    );
    let read = steps("Destroy all creatures. They can't be regenerated.");
    assert!(matches!(read.as_slice(), [EffectStep::Destroy(Aim::All(_)), EffectStep::NoRegeneration(Aim::All(_))]));
    // Not after anything but a destroy step.
    assert!(SpellEffect::parse("Tap target creature. It can't be regenerated.").is_none());
    assert!(SpellEffect::parse("It can't be regenerated.").is_none());
}

#[test]
fn rule_701_9b_discards_chosen_by_the_player_by_another_or_at_random_are_read() {
    // Mind Rot, Hymn to Tourach, Careful Study, Thoughtseize, Duress, Inquisition of Kozilek,
    // Brainstorm (2019 dump).
    let read = steps("Target player discards two cards.");
    assert!(matches!(read.as_slice(), [EffectStep::Discard { who: Aim::Target(_), n: 2, random: false }]));
    let read = steps("Target player discards two cards at random.");
    assert!(matches!(read.as_slice(), [EffectStep::Discard { n: 2, random: true, .. }]));
    let read = steps("Draw two cards, then discard two cards.");
    let [
        EffectStep::Draw { who: Aim::You, n: Amount::Fixed(2) },
        EffectStep::Discard { who: Aim::You, n: 2, random: false },
    ] = read.as_slice()
    else {
        panic!("{read:?}")
    };
    let read = steps("Target player draws two cards, then discards a card.");
    assert!(matches!(read.as_slice(), [EffectStep::Draw { .. }, EffectStep::Discard { who: Aim::It, n: 1, .. }]));
    let read = steps(
        "Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.",
    );
    let [
        EffectStep::DiscardChosen { who: Aim::Target(_), wanted },
        EffectStep::LoseLife { who: Aim::You, n: Amount::Fixed(2) },
    ] = read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(wanted.filter.not_types, [CardType::Land]);
    let read = steps(
        "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.",
    );
    let [EffectStep::DiscardChosen { wanted, .. }] = read.as_slice() else { panic!("{read:?}") };
    let not = &wanted.filter.not_types;
    assert!(not.len() == 2 && not.contains(&CardType::Creature) && not.contains(&CardType::Land), "{not:?}");
    let read = steps(
        "Target player reveals their hand. You choose a nonland card from it with converted mana cost 3 or less. That player discards that card.",
    );
    let [EffectStep::DiscardChosen { wanted, .. }] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(wanted.with, [With::ManaValue { n: 3, at_least: false }]);
    let read = steps("Draw three cards, then put two cards from your hand on top of your library in any order.");
    assert!(matches!(
        read.as_slice(),
        [EffectStep::Draw { n: Amount::Fixed(3), .. }, EffectStep::PutBackFromHand(2, Aim::You)]
    ));
    // A discard of a kind of card ("discard a creature card") isn't read (yet).
    assert!(SpellEffect::parse("Target player discards a creature card.").is_none());
}

#[test]
fn rule_118_12a_a_step_unless_a_player_pays_is_read_with_its_payer_and_cost() {
    // Mana Leak, Spell Pierce, Drifting Djinn's upkeep (2019 dump).
    let read = steps("Counter target spell unless its controller pays {3}.");
    let [EffectStep::Unless { step, payer: Payer::ItsController, cost, per_counter: None, x: None }] = read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert!(matches!(**step, EffectStep::CounterSpell(Aim::Target(TargetKind::Spell(_)))));
    assert_eq!(cost, &[crate::cards::ManaSymbol::Generic(3)]);
    let read = steps("Counter target noncreature spell unless its controller pays {2}.");
    assert!(matches!(read.as_slice(), [EffectStep::Unless { .. }]), "{read:?}");
    let read = SpellEffect::parse_ability("sacrifice this creature unless you pay {1}{U}.").expect("read").steps;
    let [EffectStep::Unless { step, payer: Payer::You, cost, per_counter: None, x: None }] = read.as_slice() else {
        panic!("{read:?}")
    };
    assert!(matches!(**step, EffectStep::Sacrifice(Aim::This)) && cost.len() == 2, "{read:?}");
    // A spell's X is known as it resolves (Syncopate, `tests/amounts.rs`); an ability has none;
    // "its controller" names a target's.
    assert!(SpellEffect::parse_ability("counter target spell unless its controller pays {X}.").is_none());
    assert!(SpellEffect::parse("Draw a card unless its controller pays {1}.").is_none());
}

#[test]
fn rule_303_4_enchanted_and_equipped_creature_name_what_the_source_is_attached_to() {
    // Claustrophobia's trigger, Firebreathing's ability (2019 dump).
    let read = SpellEffect::parse_ability("tap enchanted creature.").expect("read").steps;
    assert_eq!(read, vec![EffectStep::Tap(Aim::Attached)]);
    let read = SpellEffect::parse_ability("Enchanted creature gets +1/+0 until end of turn.").expect("read").steps;
    assert!(matches!(
        read.as_slice(),
        [EffectStep::Pump { aim: Aim::Attached, power: 1, toughness: 0, times: Amount::Fixed(1) }]
    ));
    let read =
        SpellEffect::parse_ability("Equipped creature gains first strike until end of turn.").expect("read").steps;
    assert!(matches!(read.as_slice(), [EffectStep::GainKeyword { aim: Aim::Attached, .. }]), "{read:?}");
}

#[test]
fn rule_120_3_and_701_17a_each_player_and_the_older_words_for_milling_are_read() {
    // Flame Rift, Pestilence, Thought Scour, Hero's Reward's trigger (2019 dump).
    let read = steps("Flame Rift deals 4 damage to each player.");
    assert!(matches!(read.as_slice(), [EffectStep::Damage { n: Amount::Fixed(4), to: Aim::EachPlayer }]), "{read:?}");
    let read = SpellEffect::parse_ability("Pestilence deals 1 damage to each creature and each player.").unwrap().steps;
    assert!(
        matches!(
            read.as_slice(),
            [
                EffectStep::Damage { n: Amount::Fixed(1), to: Aim::All(_) },
                EffectStep::Damage { n: Amount::Fixed(1), to: Aim::EachPlayer }
            ]
        ),
        "{read:?}"
    );
    let read = steps("Target player puts the top two cards of their library into their graveyard.");
    assert!(matches!(read.as_slice(), [EffectStep::Mill { who: Aim::Target(_), n: Amount::Fixed(2) }]), "{read:?}");
    let read = steps("Put the top card of your library into your graveyard.");
    assert!(matches!(read.as_slice(), [EffectStep::Mill { who: Aim::You, n: Amount::Fixed(1) }]), "{read:?}");
    let read = steps("Each player draws a card.");
    assert!(matches!(read.as_slice(), [EffectStep::Draw { who: Aim::EachPlayer, n: Amount::Fixed(1) }]), "{read:?}");
    let read = steps("Each player discards a card and loses 2 life.");
    assert!(
        matches!(
            read.as_slice(),
            [
                EffectStep::Discard { who: Aim::EachPlayer, .. },
                EffectStep::LoseLife { who: Aim::EachPlayer, n: Amount::Fixed(2) }
            ]
        ),
        "{read:?}"
    );
    // A library other than the player's own, or a place other than a graveyard, isn't milling.
    assert!(SpellEffect::parse("Put the top two cards of your library into your hand.").is_none());
}

#[test]
fn rule_701_21a_a_player_s_sacrifice_of_their_choice_is_read() {
    // Diabolic Edict, Innocent Blood, Barter in Blood, Geth's Verdict (2019 dump).
    let read = steps("Target player sacrifices a creature.");
    let [EffectStep::SacrificeChosen { who: Aim::Target(TargetKind::Player { opponent: false }), n: 1, what }] =
        read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(what.types, [CardType::Creature]);
    let read = steps("Each player sacrifices two creatures.");
    assert!(matches!(read.as_slice(), [EffectStep::SacrificeChosen { who: Aim::EachPlayer, n: 2, .. }]), "{read:?}");
    let read = steps("Target player sacrifices a creature and loses 1 life.");
    assert!(
        matches!(
            read.as_slice(),
            [EffectStep::SacrificeChosen { .. }, EffectStep::LoseLife { who: Aim::It, n: Amount::Fixed(1) }]
        ),
        "{read:?}"
    );
    // A trigger's "sacrifice a land" is its controller's.
    let e = SpellEffect::parse_ability("sacrifice a land.").unwrap();
    assert!(matches!(e.steps.as_slice(), [EffectStep::SacrificeChosen { who: Aim::You, n: 1, .. }]), "{e:?}");
    // A choice with a condition the reader doesn't know stays the players'.
    for text in ["Each player sacrifices a nontoken creature.", "Target opponent sacrifices a creature with flying."] {
        assert!(SpellEffect::parse(text).is_none(), "{text}");
    }
}

#[test]
fn rule_608_2c_a_step_only_for_an_object_of_a_colour_is_read() {
    // Pyroblast's and Hydroblast's modes (2019 dump).
    let read = steps("Counter target spell if it's blue.");
    let [EffectStep::IfItIs { step, is }] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(is.colors, [Color::Blue]);
    // The target is any spell: its colour is checked as it resolves, not as it is chosen.
    let EffectStep::CounterSpell(Aim::Target(TargetKind::Spell(w))) = &**step else { panic!("{step:?}") };
    assert!(w.colors.is_empty());
    let read = steps("Destroy target permanent if it's red.");
    assert!(matches!(read.as_slice(), [EffectStep::IfItIs { is, .. }] if is.colors == [Color::Red]), "{read:?}");
    assert!(SpellEffect::parse("Counter target spell if it's a creature spell.").is_none());
}

#[test]
fn rule_118_12_a_payment_and_what_it_buys_are_read() {
    // Mind's Eye, Urza's Chalice, Brass Man (2019 dump), after "you may".
    let e = SpellEffect::parse_if_you_pay("pay {1}. If you do, draw a card.").unwrap();
    let [EffectStep::IfYouPay { cost, effect, text, .. }] = e.steps.as_slice() else { panic!("{e:?}") };
    assert_eq!((cost.len(), text.as_str()), (1, "Draw a card."));
    assert!(matches!(effect.steps.as_slice(), [EffectStep::Draw { who: Aim::You, n: Amount::Fixed(1) }]));
    assert!(SpellEffect::parse_if_you_pay("pay {1}. If you do, you gain 1 life.").is_some());
    // 603.3d: a target of what it buys is chosen as the ability goes on the stack: its slot is
    // the ability's.
    let e = SpellEffect::parse_if_you_pay("pay {1}. If you do, put a -1/-1 counter on target creature.").unwrap();
    assert_eq!(e.slots().len(), 1);
    // A choice made as it resolves isn't read.
    assert!(SpellEffect::parse_if_you_pay("pay {1}. If you do, target player discards a card.").is_none());
    // Nor a shield, made as the effect is worked out, before the payment.
    assert!(SpellEffect::parse_if_you_pay("pay {B}. If you do, regenerate target creature.").is_none());
    assert!(SpellEffect::parse_if_you_pay("pay {X}. If you do, draw X cards.").is_none());
    // The trigger: its "you may" is the payment, not a question before it.
    let t = crate::cards::triggers::Trigger::parse(
        "Whenever an opponent draws a card, you may pay {1}. If you do, draw a card.",
    )
    .unwrap();
    assert!(!t.may && t.effect.is_some());
}

#[test]
fn rule_702_33d_a_step_only_if_the_spell_was_kicked_is_read() {
    // Into the Roil (2019 dump).
    let read = steps("Return target nonland permanent to its owner's hand. If this spell was kicked, draw a card.");
    let [EffectStep::ReturnToHand(Aim::Target(_)), EffectStep::IfKicked(kicked)] = read.as_slice() else {
        panic!("{read:?}")
    };
    assert!(matches!(kicked.steps.as_slice(), [EffectStep::Draw { who: Aim::You, n: Amount::Fixed(1) }]));
    // "instead", or a kicked step with its own target: not read.
    for text in [
        "Target player discards a card. If this spell was kicked, that player discards three cards instead.",
        "Return target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another target creature.",
    ] {
        assert!(SpellEffect::parse(text).is_none(), "{text}");
    }
    // Gatekeeper of Malakir's intervening "if".
    let t = crate::cards::triggers::Trigger::parse(
        "When Gatekeeper of Malakir enters the battlefield, if it was kicked, target player sacrifices a creature.",
    )
    .unwrap();
    assert_eq!(t.condition, Some(crate::cards::triggers::Condition::WasKicked));
    assert!(t.effect.is_some());
}

#[test]
fn rule_111_2_and_611_2c_two_kinds_of_token_permanents_you_control_and_a_card_put_back_are_read() {
    // Wurmcoil Engine's trigger, Heroic Intervention, Noxious Revival (2019 dump).
    let e = SpellEffect::parse_ability(
        "create a 3/3 colorless Wurm artifact creature token with deathtouch and a 3/3 colorless Wurm artifact creature token with lifelink.",
    )
    .unwrap();
    let [
        EffectStep::CreateTokens { n: Amount::Fixed(1), token: TokenWords::Made { keywords: a, .. }, .. },
        EffectStep::CreateTokens { n: Amount::Fixed(1), token: TokenWords::Made { keywords: b, .. }, .. },
    ] = e.steps.as_slice()
    else {
        panic!("{e:?}")
    };
    assert_eq!(
        (a.as_slice(), b.as_slice()),
        (["Deathtouch".to_string()].as_slice(), ["Lifelink".to_string()].as_slice())
    );
    let read = steps("Permanents you control gain hexproof and indestructible until end of turn.");
    assert!(
        matches!(
            read.as_slice(),
            [EffectStep::GainKeyword { aim: Aim::All(_), .. }, EffectStep::GainKeyword { aim: Aim::All(_), .. }]
        ),
        "{read:?}"
    );
    let read = steps("Put target card from a graveyard on top of its owner's library.");
    assert!(
        matches!(
            read.as_slice(),
            [EffectStep::PutInLibrary { aim: Aim::Target(TargetKind::CardInAGraveyard(_)), top: true }]
        ),
        "{read:?}"
    );
}

mod amounts;
mod animate;
mod combat;
mod conditions;
mod counters;
mod groups;
mod players;
mod search;
mod targets;
mod tokens;

#[test]
fn rule_122_1_counters_of_other_kinds_are_put_on_by_the_rules() {
    // 2019 dump wordings.
    assert_eq!(
        SpellEffect::parse("Put a -1/-1 counter on target creature.").map(|e| e.steps),
        Some(vec![EffectStep::AddCounters { aim: Aim::Target(creature()), n: 1, kind: "-1/-1".into() }])
    );
    assert_eq!(
        SpellEffect::parse("Put two -1/-1 counters on target creature.").map(|e| e.steps),
        Some(vec![EffectStep::AddCounters { aim: Aim::Target(creature()), n: 2, kind: "-1/-1".into() }])
    );
    // +1/+1 counters are their own kind of step.
    assert!(matches!(
        SpellEffect::parse("Put a +1/+1 counter on target creature.").map(|e| e.steps),
        Some(s) if matches!(s[..], [EffectStep::PlusOneCounters { n: Amount::Fixed(1), .. }])
    ));
}
#[test]
fn rule_118_12a_that_player_may_pay_to_stop_a_step() {
    // Rhystic Study, Smothering Tithe (2019 dump): the player the event named pays, or not.
    let e = SpellEffect::parse_ability_naming("draw a card unless that player pays {1}.", false).unwrap();
    assert!(matches!(
        e.steps.as_slice(),
        [EffectStep::Unless { step, payer: Payer::ThatPlayer, .. }] if matches!(**step, EffectStep::Draw { .. })
    ));
    assert!(e.names_that_player(), "only a trigger whose event names a player may say it");
    let tithe = "that player may pay {2}. If the player doesn't, you create a colorless Treasure artifact token with \"{T}, Sacrifice this artifact: Add one mana of any color.\"";
    let e = SpellEffect::parse_ability_naming(tithe, false).unwrap();
    let [EffectStep::Unless { step, payer: Payer::ThatPlayer, cost, .. }] = e.steps.as_slice() else { panic!("{e:?}") };
    assert_eq!(cost.len(), 1);
    assert!(matches!(&**step, EffectStep::CreateTokens { token: TokenWords::Predefined(k), .. } if k == "Treasure"));
}
