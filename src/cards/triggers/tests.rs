//! Reading triggered abilities: tests of the typed forms, on Oracle lines.

use super::*;
use crate::cards::CardType;
use crate::cards::effects::{Aim, Amount, EffectStep};

fn steps(steps: Vec<EffectStep>) -> Option<TriggerEffect> {
    Some(TriggerEffect::Steps(std::sync::Arc::new(SpellEffect { steps })))
}

fn creature(controller: Controlled) -> ObjectFilter {
    ObjectFilter { types: vec![CardType::Creature], controller, ..Default::default() }
}

#[test]
fn rule_603_6a_enters_triggers_read_with_their_subject() {
    let t = Trigger::parse("When Elvish Visionary enters the battlefield, draw a card.").unwrap();
    assert_eq!(t.event, TriggerEvent::Enters(Subject::This));
    assert_eq!(t.effect, steps(vec![EffectStep::Draw { who: Aim::You, n: crate::cards::effects::Amount::Fixed(1) }]));
    let t = Trigger::parse("Whenever another creature enters the battlefield under your control, you gain 1 life.")
        .unwrap();
    assert_eq!(
        t.event,
        TriggerEvent::Enters(Subject::Matching { filter: creature(Controlled::You), another: true, with: Vec::new() })
    );
    assert_eq!(
        t.effect,
        steps(vec![EffectStep::GainLife { who: Aim::You, n: crate::cards::effects::Amount::Fixed(1) }])
    );
    let t = Trigger::parse("Whenever Ondu Cleric or another Ally enters, you may gain life.").unwrap();
    let ally = ObjectFilter { subtypes: vec!["Ally".into()], ..Default::default() };
    assert_eq!(t.event, TriggerEvent::Enters(Subject::ThisOrAnother(ally)));
    assert!(t.may);
    assert_eq!(t.effect, None);
}

#[test]
fn rule_603_10a_leaves_the_battlefield_triggers_read() {
    let t = Trigger::parse("Whenever a nontoken creature you control dies, create a 1/1 token.").unwrap();
    let mut filter = creature(Controlled::You);
    filter.nontoken = true;
    assert_eq!(t.event, TriggerEvent::Dies(Subject::Matching { filter, another: false, with: Vec::new() }));
    let t = Trigger::parse("When this creature leaves the battlefield, return it.").unwrap();
    assert_eq!(t.event, TriggerEvent::LeavesBattlefield(Subject::This));
    let t = Trigger::parse("When enchanted creature dies, return that card to the battlefield.").unwrap();
    assert_eq!(t.event, TriggerEvent::Dies(Subject::Attached));
    let t =
        Trigger::parse("When this Aura is put into a graveyard from the battlefield, return it to its owner's hand.")
            .unwrap();
    assert_eq!(t.event, TriggerEvent::PutIntoGraveyard(Subject::This));
    let t =
        Trigger::parse("Whenever this creature enters or attacks, create two 2/2 green Wolf creature tokens.").unwrap();
    let (enters, attacks) = (TriggerEvent::Enters(Subject::This), TriggerEvent::Attacks(Subject::This));
    assert_eq!(t.event, TriggerEvent::Either(Box::new(enters), Box::new(attacks)));
    let on = |s: &str| Trigger::parse(s).unwrap().event;
    assert_eq!(
        on("Whenever Hystrodon deals combat damage to a player, draw a card."),
        TriggerEvent::CombatDamageToPlayer(Subject::This)
    );
    assert_eq!(
        on("Whenever this creature deals damage to an opponent, that player discards a card at random."),
        TriggerEvent::DealsDamage(Subject::This, DamageTo::Opponent, false)
    );
    assert_eq!(
        on("Whenever this creature is dealt damage, it deals that much damage to any target."),
        TriggerEvent::IsDealtDamage(Subject::This)
    );
    assert_eq!(
        on("Whenever Emmara, Soul of the Accord becomes tapped, create a 1/1 white Soldier creature token."),
        TriggerEvent::BecomesTapped(Subject::This)
    );
    assert_eq!(
        on("Whenever Ophidian attacks and isn't blocked, you may draw a card."),
        TriggerEvent::AttacksUnblocked(Subject::This)
    );
}

#[test]
fn rule_603_2b_beginning_of_step_triggers_read_with_whose_step() {
    let at = |s: &str| Trigger::parse(s).unwrap().event;
    assert_eq!(
        at("At the beginning of your upkeep, you lose 1 life."),
        TriggerEvent::StepBegins(Step::Upkeep, Whose::You)
    );
    assert_eq!(
        at("At the beginning of each end step, sacrifice it."),
        TriggerEvent::StepBegins(Step::End, Whose::Each)
    );
    assert_eq!(
        at("At the beginning of each opponent's upkeep, it deals 1 damage to that player."),
        TriggerEvent::StepBegins(Step::Upkeep, Whose::Opponent)
    );
    assert_eq!(
        at("At the beginning of combat on your turn, scry 1."),
        TriggerEvent::StepBegins(Step::Combat, Whose::You)
    );
    assert_eq!(at("At end of combat, sacrifice it."), TriggerEvent::StepBegins(Step::EndOfCombat, Whose::Each));
}

#[test]
fn rule_603_4_intervening_if_and_once_each_turn_are_read() {
    let t =
        Trigger::parse("At the beginning of your upkeep, if you control two or more Plains, you gain 2 life.").unwrap();
    let plains = ObjectFilter { subtypes: vec!["Plains".into()], controller: Controlled::You, ..Default::default() };
    let plains = crate::cards::effects::Count::Permanents(crate::cards::effects::Wanted {
        filter: plains,
        ..Default::default()
    });
    assert_eq!(t.condition, Some(Condition::AtLeast(2, plains)));
    assert_eq!(
        t.effect,
        steps(vec![EffectStep::GainLife { who: Aim::You, n: crate::cards::effects::Amount::Fixed(2) }])
    );
    let t = Trigger::parse("Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.").unwrap();
    assert_eq!(t.event, TriggerEvent::GainsLife(Whose::You));
    assert_eq!(
        t.effect,
        steps(vec![EffectStep::PlusOneCounters { aim: Aim::This, n: crate::cards::effects::Amount::Fixed(1) }])
    );
    let t = Trigger::parse(
        "Whenever you cast a noncreature spell, draw a card. This ability triggers only once each turn.",
    )
    .unwrap();
    assert!(t.once_each_turn);
    assert_eq!(
        t.event,
        TriggerEvent::Cast(
            Whose::You,
            ObjectFilter { not_types: vec![CardType::Creature], ..Default::default() },
            Hue::Any
        )
    );
    assert_eq!(t.effect, steps(vec![EffectStep::Draw { who: Aim::You, n: crate::cards::effects::Amount::Fixed(1) }]));
    let t = Trigger::parse(
        "At the beginning of each upkeep, if no spells were cast last turn, transform Village Ironsmith.",
    )
    .unwrap();
    assert_eq!(t.condition, Some(Condition::NoSpellsLastTurn));
    assert_eq!(t.effect, Some(TriggerEffect::TransformThis));
}

#[test]
fn rule_603_3d_a_trigger_s_effect_is_read_as_typed_steps_with_its_targets() {
    use crate::cards::effects::{TargetKind, Wanted};
    use crate::cards::filter::object_filter;
    let effect = |s: &str| Trigger::parse(s).unwrap().effect;
    let creature = || TargetKind::Permanent(Wanted { filter: object_filter("creature").unwrap(), ..Wanted::default() });
    assert_eq!(
        effect("When Flametongue Kavu enters the battlefield, it deals 4 damage to target creature."),
        steps(vec![EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(4), to: Aim::Target(creature()) }])
    );
    assert_eq!(
        effect("When Man-o'-War enters the battlefield, return target creature to its owner's hand."),
        steps(vec![EffectStep::ReturnToHand(Aim::Target(creature()))])
    );
    assert_eq!(
        effect("When this creature enters, each opponent loses 3 life and you gain 3 life."),
        steps(vec![
            EffectStep::LoseLife { who: Aim::EachOpponent, n: crate::cards::effects::Amount::Fixed(3) },
            EffectStep::GainLife { who: Aim::You, n: crate::cards::effects::Amount::Fixed(3) }
        ])
    );
    assert_eq!(
        effect("Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life."),
        steps(vec![
            EffectStep::LoseLife {
                who: Aim::Target(TargetKind::Player { opponent: false }),
                n: crate::cards::effects::Amount::Fixed(1)
            },
            EffectStep::GainLife { who: Aim::You, n: crate::cards::effects::Amount::Fixed(1) }
        ])
    );
    let t = Trigger::parse("When this creature enters, it deals 2 damage to target player or planeswalker.").unwrap();
    assert!(matches!(&t.effect, Some(TriggerEffect::Steps(e)) if e.slots().len() == 1));
    // 400.7e: its own death's "it" is the card it became in the graveyard; another creature's
    // isn't found (a "whenever a creature dies" ability doesn't know where it went).
    assert_eq!(
        effect("When this creature dies, return it to its owner's hand."),
        steps(vec![EffectStep::ReturnToHand(Aim::It)])
    );
    assert_eq!(effect("Whenever another creature dies, return it to its owner's hand."), None);
    // "it deals" is its source's damage, as it last existed.
    let t = Trigger::parse("When Bogardan Firefiend dies, it deals 2 damage to target creature.").unwrap();
    assert!(
        matches!(&t.effect, Some(TriggerEffect::Steps(e)) if matches!(e.steps[..], [EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(2), .. }]))
    );
    // 603.5: "you may" is the controller's choice as it resolves; what it does is typed.
    let t =
        Trigger::parse("When Reclamation Sage enters the battlefield, you may destroy target artifact or enchantment.")
            .unwrap();
    assert!(t.may);
    assert!(matches!(&t.effect, Some(TriggerEffect::Steps(e)) if e.slots().len() == 1));
    assert_eq!(
        effect("Whenever another creature dies, you may gain 1 life."),
        steps(vec![EffectStep::GainLife { who: Aim::You, n: crate::cards::effects::Amount::Fixed(1) }])
    );
    // 118.12: "you may pay {2}. If you do, draw a card." is read (the payment is the choice);
    // one whose payment isn't mana isn't.
    assert!(effect("When this creature enters, you may pay {2}. If you do, draw a card.").is_some());
    assert_eq!(effect("When this creature enters, you may pay 2 life. If you do, draw a card."), None);
    assert!(effect("When this creature enters, return a permanent you control to its owner's hand.").is_some());
    assert_eq!(effect("When this creature enters, return two permanents you control to their owners' hands."), None);
}

#[test]
fn a_trigger_the_reader_does_not_understand_stays_text() {
    assert!(Trigger::parse("Whenever you crank Contraption, draw a card.").is_none());
    assert!(Trigger::parse("Whenever you attack with three or more creatures, draw a card.").is_none());
    assert!(is_trigger_text("Whenever you crank Contraption, draw a card."));
    assert!(Trigger::parse("Flying").is_none());
    let t = Trigger::parse("Landfall — Whenever a land enters the battlefield under your control, you gain 2 life.");
    assert_eq!(
        t.map(|t| t.effect),
        Some(steps(vec![EffectStep::GainLife { who: Aim::You, n: crate::cards::effects::Amount::Fixed(2) }]))
    );
    assert!(!is_trigger_text("Flying"));
}
#[test]
fn it_in_a_trigger_s_effect_is_its_source_or_the_object_its_event_happened_to() {
    let effect = |s: &str| Trigger::parse(s).unwrap().effect;
    // Its own event: "it" is the source (Stromkirk Patrol, 2019 Scryfall dump).
    assert_eq!(
        effect("Whenever Stromkirk Patrol deals combat damage to a player, put a +1/+1 counter on it."),
        steps(vec![EffectStep::PlusOneCounters { aim: Aim::This, n: crate::cards::effects::Amount::Fixed(1) }])
    );
    assert_eq!(
        effect("Whenever Vicious Kavu attacks, it gets +2/+0 until end of turn."),
        steps(vec![EffectStep::Pump {
            aim: Aim::This,
            power: 2,
            toughness: 0,
            times: crate::cards::effects::Amount::Fixed(1)
        }])
    );
    // Another object's event that leaves it where it was: "it", "that creature" name it.
    assert_eq!(
        effect("Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."),
        steps(vec![EffectStep::Pump {
            aim: Aim::It,
            power: 1,
            toughness: 1,
            times: crate::cards::effects::Amount::Fixed(1)
        }])
    );
    assert_eq!(
        effect("Whenever a creature you control attacks, put a +1/+1 counter on it."),
        steps(vec![EffectStep::PlusOneCounters { aim: Aim::It, n: crate::cards::effects::Amount::Fixed(1) }])
    );
    assert_eq!(
        Trigger::parse("Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.")
            .map(|t| t.event),
        Some(TriggerEvent::AttacksAlone(Subject::Matching {
            filter: ObjectFilter { types: vec![CardType::Creature], controller: Controlled::You, ..Default::default() },
            another: false,
            with: Vec::new(),
        }))
    );
    // The creature dealt damage isn't the one dealing it: "that creature" is the one dealt it.
    assert!(matches!(
        effect("Whenever a creature you control deals combat damage to a creature, destroy that creature."),
        Some(TriggerEffect::Steps(e)) if matches!(e.steps[..], [EffectStep::Destroy(Aim::It)])
    ));
    // Orochi Ranger (2019 dump), 502.3.
    assert!(matches!(
        effect("Whenever Orochi Ranger deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step."),
        Some(TriggerEffect::Steps(e)) if matches!(e.steps[..], [EffectStep::Tap(Aim::It), EffectStep::SkipNextUntap(Aim::It)])
    ));
    // One that leaves the battlefield is a new object (400.7): its "it" isn't read.
    assert_eq!(effect("Whenever another creature dies, return it to its owner's hand."), None);
    // "it deals" is its source's damage, as it last existed.
    let t = Trigger::parse("When Bogardan Firefiend dies, it deals 2 damage to target creature.").unwrap();
    assert!(
        matches!(&t.effect, Some(TriggerEffect::Steps(e)) if matches!(e.steps[..], [EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(2), .. }]))
    );
    // A name is a name: "untap [this] and remove it from combat" is both steps, not "untap [this]".
    assert!(matches!(
        effect(
            "Whenever Gustcloak Cavalier becomes blocked, you may untap Gustcloak Cavalier and remove it from combat."
        ),
        Some(TriggerEffect::Steps(e)) if e.steps[..] == [EffectStep::Untap(Aim::This), EffectStep::RemoveFromCombat(Aim::This)]
    ));
    assert!(is_this("Sword of Fire and Ice"));
    // A name that starts as "Enchanted creature" does (Enchanted Carriage), but not a host.
    assert!(is_this("Enchanted Carriage"));
    assert!(!is_this("Enchanted Forest") && !is_this("Enchanted Goblin") && !is_this("Enchanted creature"));
    assert!(!is_this("Equipped creature") && !is_this("Equipped Vehicle"));
    assert!(!is_this("Gustcloak Cavalier and remove this permanent from combat"));
}

#[test]
fn rule_702_30a_echo_is_read_as_its_upkeep_trigger_with_its_condition_and_cost() {
    use crate::cards::abilities::{Ability, AbilityLine};
    // Goblin War Buggy (2019 dump).
    let line = AbilityLine::parse(
        "Echo {1}{R} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)",
    );
    let Ability::Triggered(t) = &line.ability else { panic!("{:?}", line.ability) };
    assert_eq!(t.condition, Some(Condition::CameUnderYourControlSinceYourLastUpkeep));
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{:?}", t.effect) };
    let [EffectStep::Unless { step, cost, .. }] = e.steps.as_slice() else { panic!("{e:?}") };
    assert!(matches!(**step, EffectStep::Sacrifice(Aim::This)) && cost.len() == 2);
    // An echo cost that isn't mana is the players'.
    assert!(!matches!(AbilityLine::parse("Echo—Discard a card.").ability, Ability::Triggered(_)));
}

#[test]
fn rule_603_2_that_player_is_read_only_where_the_event_names_a_player() {
    // Abyssal Specter, Blazing Specter, Underworld Dreams (2019 dump).
    for line in [
        "Whenever Abyssal Specter deals damage to a player, that player discards a card.",
        "Whenever Blazing Specter deals combat damage to a player, that player discards a card.",
        "Whenever an opponent draws a card, Underworld Dreams deals 1 damage to that player.",
    ] {
        let t = Trigger::parse(line).unwrap_or_else(|| panic!("{line}"));
        let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{line}: {:?}", t.effect) };
        assert!(e.names_that_player(), "{line}");
    }
    // An event that names no player: "that player" isn't anyone.
    let t = Trigger::parse("When this creature enters, that player discards a card.").unwrap();
    assert!(t.effect.is_none());
    // Nor a spell or an activated ability.
    assert!(SpellEffect::parse("That player discards a card.").is_none());
    assert!(crate::cards::activated::Activated::parse("{T}: That player discards a card.").is_none());
}

#[test]
fn rule_121_1_an_additional_card_drawn_at_the_beginning_of_a_draw_step_is_a_draw() {
    // Howling Mine, Kami of the Crescent Moon, Sylvan Library's first words (2019 dump).
    let draws = |line: &str| {
        let t = Trigger::parse(line).unwrap_or_else(|| panic!("{line}"));
        match &t.effect {
            Some(TriggerEffect::Steps(e)) => e.steps.clone(),
            other => panic!("{line}: {other:?}"),
        }
    };
    assert_eq!(
        draws("At the beginning of your draw step, draw an additional card."),
        [EffectStep::Draw { who: Aim::You, n: Amount::Fixed(1) }]
    );
    assert_eq!(
        draws("At the beginning of each player's draw step, that player draws an additional card."),
        [EffectStep::Draw { who: Aim::ThatPlayer, n: Amount::Fixed(1) }]
    );
    assert_eq!(
        draws("At the beginning of your draw step, draw two additional cards."),
        [EffectStep::Draw { who: Aim::You, n: Amount::Fixed(2) }]
    );
}

#[test]
fn rule_506_2_and_702_86a_defending_player_and_annihilator_are_read() {
    // Silent Skimmer, Shrieking Specter (2019 dump); annihilator's reminder.
    for line in [
        "Whenever Silent Skimmer attacks, defending player loses 2 life.",
        "Whenever Shrieking Specter attacks, defending player discards a card.",
    ] {
        let t = Trigger::parse(line).unwrap_or_else(|| panic!("{line}"));
        let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{line}: {:?}", t.effect) };
        assert!(e.names_that_player(), "{line}");
    }
    use crate::cards::Ability;
    let Ability::Triggered(t) =
        Ability::parse("Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents.)")
    else {
        panic!()
    };
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{:?}", t.effect) };
    assert!(matches!(e.steps.as_slice(), [EffectStep::SacrificeChosen { who: Aim::ThatPlayer, n: 2, .. }]), "{e:?}");
    // "Defending player" where the event names no attack isn't read.
    assert!(Trigger::parse("When this creature enters, defending player loses 2 life.").unwrap().effect.is_none());
}

#[test]
fn rule_702_29c_and_702_29d_cycling_and_discard_triggers_read_who_and_which_card() {
    let t = Trigger::parse("When you cycle Renewed Faith, you may gain 2 life.").unwrap();
    assert_eq!(t.event, TriggerEvent::Cycled(Whose::You, Subject::This));
    assert!(t.may && t.effect.is_some());
    let any = Subject::Matching { filter: ObjectFilter::default(), another: false, with: Vec::new() };
    let t = Trigger::parse("Whenever a player cycles a card, you gain 1 life.").unwrap();
    assert_eq!(t.event, TriggerEvent::Cycled(Whose::Each, any.clone()));
    // 702.29d: "cycle or discard" is one discard event.
    let t = Trigger::parse("Whenever you cycle or discard a card, you gain 1 life.").unwrap();
    assert_eq!(t.event, TriggerEvent::Discards(Whose::You, any));
    let t = Trigger::parse("Whenever you cycle or discard another card, you gain 1 life.").unwrap();
    let another = Subject::Matching { filter: ObjectFilter::default(), another: true, with: Vec::new() };
    assert_eq!(t.event, TriggerEvent::Discards(Whose::You, another));
    // "that player" is who discarded.
    let t = Trigger::parse("Whenever an opponent discards a card, Megrim deals 2 damage to that player.").unwrap();
    assert!(matches!(t.event, TriggerEvent::Discards(Whose::Opponent, _)));
    assert!(t.effect.is_some());
    let t = Trigger::parse("Whenever you discard a creature card, you gain 1 life.").unwrap();
    let creature = ObjectFilter { types: vec![CardType::Creature], ..Default::default() };
    assert_eq!(
        t.event,
        TriggerEvent::Discards(Whose::You, Subject::Matching { filter: creature, another: false, with: Vec::new() })
    );
    let t = Trigger::parse("When you cycle Sacred Cat or it dies, you gain 1 life.").unwrap();
    assert_eq!(t.event.kinds(), vec![EventKind::Cycled, EventKind::Dies]);
    // What causes the discard isn't read: the players judge it.
    assert!(
        Trigger::parse("When a spell or ability an opponent controls causes you to discard Obstinate Baloth, put it onto the battlefield.")
            .is_none()
    );
}

#[test]
fn rule_603_2_a_trigger_s_subject_may_ask_with_power_n_or_greater() {
    let t = Trigger::parse(
        "Whenever a creature with power 4 or greater enters the battlefield under your control, draw a card.",
    )
    .unwrap();
    let TriggerEvent::Enters(Subject::Matching { filter, another: false, with }) = &t.event else { panic!("{t:?}") };
    assert_eq!(filter.controller, Controlled::You);
    assert_eq!(with, &[crate::cards::effects::With::Power { n: 4, at_least: true }]);
    assert!(t.effect.is_some());
    // What the reader can't ask stays unread.
    assert!(Trigger::parse("Whenever a creature with a +1/+1 counter on it dies, draw a card.").is_none());
}

#[test]
fn rule_105_2_a_cast_trigger_may_ask_the_spell_s_colour() {
    let t = Trigger::parse("Whenever a player casts a blue spell, Glade Gnarr gets +2/+2 until end of turn.").unwrap();
    assert_eq!(t.event, TriggerEvent::Cast(Whose::Each, ObjectFilter::default(), Hue::Is(crate::cards::Color::Blue)));
    // 614.12a: of what was chosen as the source entered (Diamond Mare, Vanquisher's Banner).
    let t = Trigger::parse("Whenever you cast a spell of the chosen color, you gain 1 life.").unwrap();
    assert_eq!(t.event, TriggerEvent::Cast(Whose::You, ObjectFilter::default(), Hue::ChosenColor));
    let t = Trigger::parse("Whenever you cast a creature spell of the chosen type, draw a card.").unwrap();
    let TriggerEvent::Cast(Whose::You, filter, Hue::ChosenType) = &t.event else { panic!("{t:?}") };
    assert_eq!(filter.types, vec![crate::cards::CardType::Creature]);
    let t = Trigger::parse("Whenever you cast a multicolored instant or sorcery spell, draw a card.").unwrap();
    let TriggerEvent::Cast(Whose::You, filter, Hue::Multicolored) = &t.event else { panic!("{t:?}") };
    assert_eq!(filter.types, [CardType::Instant, CardType::Sorcery]);
    let t = Trigger::parse("Whenever an opponent casts a red spell, you gain 2 life.").unwrap();
    assert!(matches!(t.event, TriggerEvent::Cast(Whose::Opponent, _, Hue::Is(crate::cards::Color::Red))));
}

#[test]
fn rule_603_7c_a_cast_trigger_counters_that_spell_of_a_mana_value_counted_on_its_source() {
    // Chalice of the Void (2019 dump).
    let t = Trigger::parse("Whenever a player casts a spell with converted mana cost equal to the number of charge counters on this artifact, counter that spell.").unwrap();
    assert_eq!(t.event, TriggerEvent::Cast(Whose::Each, ObjectFilter::default(), Hue::ManaValueOfChargeCounters));
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    assert_eq!(e.steps, [EffectStep::CounterSpell(Aim::It)]);
    // A plain "it" in a cast trigger isn't the spell: the ability isn't carried out as though it
    // were (Blistercoil Weird's "Untap it" is its own).
    let weird = Trigger::parse(
        "Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. Untap it.",
    )
    .unwrap();
    assert!(weird.effect.is_none(), "{weird:?}");
    // A spell alone can't say "that spell": nothing named it.
    assert!(SpellEffect::parse("Counter that spell.").is_none());
}

#[test]
fn rule_701_26b_inspired_becomes_untapped_is_read_and_names_its_source() {
    let t =
        Trigger::parse("Inspired — Whenever Pheres-Band Tromper becomes untapped, put a +1/+1 counter on it.").unwrap();
    assert_eq!(t.event, TriggerEvent::BecomesUntapped(Subject::This));
    assert_eq!(t.event.kinds(), vec![EventKind::BecomesUntapped]);
    assert!(t.effect.is_some());
}

#[test]
fn rule_603_5_you_may_have_target_creature_get_is_read_as_what_it_has_happen() {
    let t = Trigger::parse(
        "When Fourth Bridge Prowler enters the battlefield, you may have target creature get -1/-1 until end of turn.",
    )
    .unwrap();
    assert!(t.may);
    assert!(matches!(
        &t.effect,
        Some(TriggerEffect::Steps(s)) if matches!(s.steps[..], [EffectStep::Pump { power: -1, toughness: -1, .. }])
    ));
    let t = Trigger::parse("Whenever Jund Sojourners attacks, you may have it deal 1 damage to any target.").unwrap();
    assert!(t.may && t.effect.is_some());
    // "have target creature block it this turn if able" (509.1c): it blocks the Beetle.
    let t = Trigger::parse(
        "When Giant Ambush Beetle enters the battlefield, you may have target creature block it this turn if able.",
    )
    .unwrap();
    assert!(t.may);
    assert!(matches!(
        &t.effect,
        Some(TriggerEffect::Steps(s)) if matches!(s.steps[..], [EffectStep::CombatDemand { demand: crate::cards::effects::CombatDemand::BlocksIt, .. }])
    ));
}

#[test]
fn rule_113_6m_and_113_6b_abilities_that_function_in_a_graveyard_are_read_so() {
    let t = Trigger::parse(
        "Landfall — Whenever a land enters the battlefield under your control, you may return Bloodghast from your graveyard to the battlefield.",
    )
    .unwrap();
    assert!(t.from_graveyard && t.may);
    assert_eq!(t.kinds(), vec![EventKind::Enters, EventKind::InGraveyard]);
    assert!(matches!(
        &t.effect,
        Some(TriggerEffect::Steps(s)) if matches!(s.steps[..], [EffectStep::ReturnToBattlefield { aim: Aim::This, .. }])
    ));
    // 113.6b: "if [this] is in your graveyard ... return [this] to your hand", paid for.
    let t = Trigger::parse("At the beginning of your upkeep, if Pyre Zombie is in your graveyard, you may pay {1}{B}{B}. If you do, return Pyre Zombie to your hand.").unwrap();
    assert!(t.from_graveyard);
    assert_eq!(t.condition, Some(Condition::ThisIsInGraveyard));
    let Some(TriggerEffect::Steps(s)) = &t.effect else { panic!("{t:?}") };
    let [EffectStep::IfYouPay { effect, .. }] = &s.steps[..] else { panic!("{s:?}") };
    assert_eq!(effect.steps, [EffectStep::ReturnToHand(Aim::This)]);
    // A battlefield ability's own: "return [this] to its owner's hand" doesn't function there.
    let t = Trigger::parse("At the beginning of the end step, return Kraken of the Straits to its owner's hand.");
    assert!(t.is_none_or(|t| !t.from_graveyard));
    // An Aura's ability about its host's death functions on the battlefield (113.6m's exception):
    // it triggers there, and the card it looks for is a new object, left to the players.
    let t = Trigger::parse(
        "When enchanted creature dies, return Screams from Within from your graveyard to the battlefield.",
    )
    .unwrap();
    assert!(!t.from_graveyard && t.effect.is_none());
}

#[test]
fn rule_601_2i_when_you_cast_this_spell_triggers_from_the_spell() {
    // Kozilek, Butcher of Truth (2019 dump): its own cast.
    let t = Trigger::parse("When you cast this spell, draw four cards.").unwrap();
    assert_eq!(t.event, TriggerEvent::CastThis);
    assert!(t.event.about_this_or_its_host());
    let draw = EffectStep::Draw { who: Aim::You, n: crate::cards::effects::Amount::Fixed(4) };
    assert_eq!(t.effect, steps(vec![draw]));
    // Another player's spell isn't its own.
    assert_ne!(
        Trigger::parse("Whenever you cast a spell, draw a card.").map(|t| t.event),
        Some(TriggerEvent::CastThis)
    );
}

#[test]
fn rule_603_8_when_you_control_no_islands_is_a_state_trigger() {
    // Dandân, Vodalian Knights, Phyrexian Vault... (2019 dump).
    let t = Trigger::parse("When you control no Islands, sacrifice Dandân.").unwrap();
    let TriggerEvent::ControlsNone { filter, another } = &t.event else { panic!("{t:?}") };
    assert_eq!((filter.subtypes.clone(), *another), (vec!["Island".to_string()], false));
    assert_eq!(t.event.kinds(), vec![EventKind::ControlsNone]);
    let t = Trigger::parse("When you control no other artifacts, sacrifice Tower of Champions.").unwrap();
    assert!(
        matches!(&t.event, TriggerEvent::ControlsNone { filter, another: true } if filter.types == [CardType::Artifact])
    );
    // What isn't a kind of permanent read plainly isn't one.
    let chosen = Trigger::parse("When you control no permanents of the chosen color, sacrifice Tsabo's Web.");
    assert!(chosen.is_none_or(|t| !matches!(t.event, TriggerEvent::ControlsNone { .. })));
}

#[test]
fn rule_608_2h_that_much_is_read_only_where_the_event_counts_an_amount() {
    use crate::cards::effects::Amount;
    let steps = |line: &str| match Trigger::parse(line).and_then(|t| t.effect) {
        Some(TriggerEffect::Steps(s)) => s.steps.clone(),
        other => panic!("{line}: {other:?}"),
    };
    let gain = steps("Whenever Horned Cheetah deals damage, you gain that much life.");
    assert!(matches!(&gain[..], [EffectStep::GainLife { n: Amount::ThatMuch, .. }]), "{gain:?}");
    let bond = steps("Whenever you gain life, target opponent loses that much life.");
    assert!(matches!(&bond[..], [EffectStep::LoseLife { n: Amount::ThatMuch, .. }]), "{bond:?}");
    let reckoner = steps("Whenever Boros Reckoner is dealt damage, it deals that much damage to any target.");
    assert!(matches!(&reckoner[..], [EffectStep::Damage { n: Amount::ThatMuch, .. }]), "{reckoner:?}");
    // An event that counts nothing: no amount to name, the effect isn't read.
    let t = Trigger::parse("Whenever Horned Cheetah attacks, you gain that much life.").unwrap();
    assert!(t.effect.is_none(), "{t:?}");
    // Nor by a spell, which has no event.
    assert!(!matches!(crate::cards::Ability::parse("You gain that much life."), crate::cards::Ability::Effect(_)));
}

#[test]
fn rule_603_5_you_may_draw_a_card_if_you_do_discard_a_card_is_one_choice_then_both() {
    // Looter il-Kor, Wharf Infiltrator (2019 dump).
    let t = Trigger::parse(
        "Whenever this creature deals combat damage to a player, you may draw a card. If you do, discard a card.",
    )
    .unwrap();
    assert!(t.may);
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{:?}", t.effect) };
    assert!(matches!(e.steps.as_slice(), [EffectStep::Draw { .. }, EffectStep::Discard { .. }]), "{:?}", e.steps);
    // A discard first may not be done (an empty hand): not read so.
    let t =
        Trigger::parse("When this creature enters the battlefield, you may discard a card. If you do, draw a card.")
            .unwrap();
    assert!(t.effect.is_none(), "{:?}", t.effect);
}

#[test]
fn rule_111_4_it_after_a_token_is_made_is_the_token() {
    // Eldrazi Skyspawner (2019 dump): the Scion has the quoted ability, not the Skyspawner.
    let line = "When Eldrazi Skyspawner enters the battlefield, create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this creature: Add {C}.\"";
    let t = Trigger::parse(line).unwrap();
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    let [crate::cards::effects::EffectStep::CreateTokens { token, .. }] = &e.steps[..] else { panic!("{e:?}") };
    assert!(format!("{token:?}").contains("Sacrifice this creature: Add {C}."));
}

#[test]
fn rule_509_3d_blocks_a_creature_with_a_keyword() {
    // Netcaster Spider (2019 dump).
    let t = Trigger::parse(
        "Whenever Netcaster Spider blocks a creature with flying, Netcaster Spider gets +2/+0 until end of turn.",
    )
    .unwrap();
    assert_eq!(t.event, TriggerEvent::BlocksCreatureWith(Subject::This, "flying".into()));
    assert!(t.effect.is_some());
    // A quality the rules don't know stays unread.
    assert!(
        Trigger::parse("Whenever Netcaster Spider blocks a creature with power 3, draw a card.")
            .is_none_or(|t| !matches!(t.event, TriggerEvent::BlocksCreatureWith(..)))
    );
}

#[test]
fn rule_603_2_that_player_of_a_creature_entering_under_an_opponent_s_control() {
    // Suture Priest (2019 dump): its controller, the opponent; "you may have that player lose".
    let t = Trigger::parse(
        "Whenever a creature enters the battlefield under an opponent's control, you may have that player lose 1 life.",
    )
    .unwrap();
    assert!(t.may && t.event.names_a_player());
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    assert!(e.names_that_player());
    // Under your control: no opponent to name.
    let mine =
        Trigger::parse("Whenever a creature enters the battlefield under your control, that player loses 1 life.")
            .unwrap();
    assert!(mine.effect.is_none());
}

#[test]
fn rule_503_1a_the_upkeep_of_enchanted_creature_s_controller() {
    // Stab Wound, Wanderlust (2019 dump).
    let t =
        Trigger::parse("At the beginning of the upkeep of enchanted creature's controller, that player loses 2 life.")
            .unwrap();
    assert_eq!(t.event, TriggerEvent::StepBegins(Step::Upkeep, Whose::HostController));
    assert!(t.effect.is_some());
    // Unstable Mutation: "that creature" is the creature it enchants.
    let t = Trigger::parse(
        "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.",
    )
    .unwrap();
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    assert_eq!(*e.steps[0].aim(), Aim::Attached);
}

#[test]
fn rule_120_3_and_700_4_a_creature_dealt_damage_by_this_this_turn_dies() {
    // Sengir Vampire, Sengir Bats (2019 dump).
    let t = Trigger::parse(
        "Whenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire.",
    )
    .unwrap();
    assert_eq!(t.event, TriggerEvent::DiesDealtDamageByThis);
    assert!(
        matches!(&t.effect, Some(TriggerEffect::Steps(e)) if matches!(e.steps[..], [EffectStep::PlusOneCounters { aim: Aim::This, .. }]))
    );
    // Another creature's damage (an Equipment's or an Aura's host) isn't read.
    assert!(
        Trigger::parse("Whenever a creature dealt damage by equipped creature this turn dies, you gain 1 life.")
            .is_none_or(|t| t.event != TriggerEvent::DiesDealtDamageByThis)
    );
}

#[test]
fn rule_118_12_sacrifice_it_unless_you_return_a_permanent_is_read() {
    use crate::cards::effects::EffectStep;
    // Glint Hawk (2019 Scryfall dump); "an untapped Island" (Coral Atoll) and "another
    // creature" (Quickling) aren't read yet.
    let steps = |line: &str| match Trigger::parse(line).and_then(|t| t.effect) {
        Some(TriggerEffect::Steps(e)) => e.steps.clone(),
        _ => Vec::new(),
    };
    let hawk = steps(
        "When Glint Hawk enters the battlefield, sacrifice it unless you return an artifact you control to its owner's hand.",
    );
    let [EffectStep::ReturnOrSacrifice(w)] = &hawk[..] else { panic!("{hawk:?}") };
    assert_eq!(w.filter.types, [crate::cards::CardType::Artifact]);
    let atoll = steps(
        "When Coral Atoll enters the battlefield, sacrifice it unless you return an untapped Island you control to its owner's hand.",
    );
    assert!(atoll.is_empty(), "{atoll:?}");
    let quickling = steps(
        "When Quickling enters the battlefield, sacrifice it unless you return another creature you control to its owner's hand.",
    );
    assert!(quickling.is_empty(), "{quickling:?}");
}

mod combat;
mod spells;
mod steps;
