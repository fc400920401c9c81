//! Reading amounts that aren't printed numbers: X (107.3a), counts made as the step happens
//! ("for each", "equal to", "where X is"; 608.2h), and damage divided among targets (601.2d).

use super::*;

fn counted(read: &[EffectStep]) -> Vec<(u32, Count)> {
    read.iter()
        .filter_map(|s| match s.amount() {
            Some(Amount::Count { times, what }) => Some((*times, (**what).clone())),
            _ => None,
        })
        .collect()
}

fn yours(types: &str) -> Count {
    Count::Permanents(Wanted { filter: object_filter(types).unwrap(), ..Wanted::default() })
}

#[test]
fn rule_107_3a_x_in_a_spell_s_text_is_the_value_it_was_cast_with() {
    // Blaze, Mind Spring, Stream of Life, Feral Hydra's kin (2019 dump).
    assert!(matches!(steps("Blaze deals X damage to any target.")[..], [EffectStep::Damage { n: Amount::X, .. }]));
    assert!(matches!(steps("Draw X cards.")[..], [EffectStep::Draw { who: Aim::You, n: Amount::X }]));
    assert!(matches!(steps("Target player gains X life.")[..], [EffectStep::GainLife { n: Amount::X, .. }]));
    assert!(matches!(
        steps("Target creature gets +X/+0 until end of turn.")[..],
        [EffectStep::Pump { power: 1, toughness: 0, times: Amount::X, .. }]
    ));
    // An ability has no X of its own to choose here: not read.
    assert!(SpellEffect::parse_ability("draw X cards.").is_none());
    // Nor a delayed ability's, which doesn't know the spell's X.
    assert!(SpellEffect::parse("Draw X cards at the beginning of the next turn's upkeep.").is_none());
}

#[test]
fn rule_608_2h_for_each_counts_as_the_step_happens() {
    // Collective Unconscious, Might of the Masses (2019 dump).
    let read = steps("Draw a card for each creature you control.");
    assert_eq!(counted(&read), [(1, yours("creature you control"))]);
    let read = steps("Target creature gets +1/+1 until end of turn for each creature you control.");
    assert!(matches!(read[..], [EffectStep::Pump { power: 1, toughness: 1, .. }]));
    assert_eq!(counted(&read), [(1, yours("creature you control"))]);
    // The clause before "until end of turn", two for each, cards in a hand.
    let read = steps("You gain 2 life for each card in your hand.");
    assert_eq!(counted(&read), [(2, Count::CardsInHand(Whose::You))]);
    let read = steps("Target creature gets +1/+0 for each Mountain you control until end of turn.");
    assert_eq!(counted(&read), [(1, yours("Mountain you control"))]);
    // Counters on the source, in an ability.
    let read = SpellEffect::parse_ability(
        "This creature gets +1/+1 until end of turn for each charge counter on this creature.",
    );
    assert_eq!(counted(&read.unwrap().steps), [(1, Count::CountersOnThis("charge".into()))]);
    // A count after a step that changes what it counts isn't read: the actions are made
    // together, before any happens.
    assert!(SpellEffect::parse("Draw two cards. You gain 1 life for each card in your hand.").is_none());
}

#[test]
fn rule_608_2h_equal_to_and_where_x_is_count_as_the_step_happens() {
    // Spitting Earth, Mind Bomb-like, Psychic Drain (2019 dump).
    let read = steps("Spitting Earth deals damage to target creature equal to the number of Mountains you control.");
    assert!(matches!(read[..], [EffectStep::Damage { to: Aim::Target(_), .. }]));
    assert_eq!(counted(&read), [(1, yours("Mountain you control"))]);
    let read = steps("Target player draws cards equal to the number of cards in your hand.");
    assert_eq!(counted(&read), [(1, Count::CardsInHand(Whose::You))]);
    let read = steps("Target creature gets +X/+X until end of turn, where X is the number of creatures you control.");
    assert!(matches!(read[..], [EffectStep::Pump { power: 1, toughness: 1, .. }]));
    assert_eq!(counted(&read), [(1, yours("creature you control"))]);
    // "that player's hand": the player the step is done to.
    let read = steps("Sudden Impact deals damage to target player equal to the number of cards in that player's hand.");
    assert_eq!(counted(&read), [(1, Count::CardsInHand(Whose::Theirs))]);
    // What isn't counted here stays the players'.
    assert!(SpellEffect::parse("Draw cards equal to the greatest power among creatures you control.").is_none());
}

#[test]
fn rule_119_3_the_life_lost_this_way_is_the_step_before_s() {
    // Blood Tithe, Exsanguinate (2019 dump).
    let read = steps("Each opponent loses X life. You gain life equal to the life lost this way.");
    assert!(matches!(
        read.as_slice(),
        [EffectStep::LoseLife { who: Aim::EachOpponent, n: Amount::X }, EffectStep::GainLifeLost { who: Aim::You }]
    ));
    // Nothing lost just before: not read.
    assert!(SpellEffect::parse("You gain life equal to the life lost this way.").is_none());
    assert!(SpellEffect::parse("Draw a card. You gain life equal to the life lost this way.").is_none());
}

#[test]
fn rule_305_2_additional_land_plays_this_turn_are_read() {
    // Explore, Summer Bloom (2019 dump).
    assert_eq!(steps("You may play an additional land this turn."), [EffectStep::AdditionalLands(1)]);
    assert_eq!(steps("You may play up to three additional lands this turn."), [EffectStep::AdditionalLands(3)]);
    assert!(SpellEffect::parse("You may play an additional land on each of your turns.").is_none());
    assert!(SpellEffect::parse("You may play up to X additional lands this turn.").is_none());
}

#[test]
fn rule_120_3_a_creature_dealing_damage_to_itself_by_its_power_is_read() {
    // Justice Strike (2019 dump): the one target, source and recipient.
    let read = steps("Target creature deals damage to itself equal to its power.");
    assert!(matches!(
        read.as_slice(),
        [EffectStep::ChooseTarget(Aim::Target(_)), EffectStep::DamageByPower { aim: Aim::It, by: Aim::It }]
    ));
}

#[test]
fn rule_107_14_energy_is_got_and_paid_as_energy_counters() {
    // Energy, "you get {E}{E}" and "you may pay {E}{E}" (Attune with Aether, Thriving
    // Rhino, 2019 dump).
    assert_eq!(
        steps("You get {E}{E} (two energy counters)."),
        [EffectStep::GetCounters { who: Aim::You, kind: PlayerCounter::Energy, n: Amount::Fixed(2) }]
    );
    let energy = SpellEffect::parse_if_you_pay("pay {E}{E}. If you do, draw a card.").unwrap();
    assert!(matches!(energy.steps.as_slice(), [EffectStep::IfYouPay { energy: 2, cost, .. }] if cost.is_empty()));
    assert!(SpellEffect::parse_if_you_pay("pay {E}{1}. If you do, draw a card.").is_none());
}

#[test]
fn rule_702_23a_the_creatures_blocking_it_beyond_the_first_are_counted() {
    // Berserk Murlodont's ability, rampage's (2019 Scryfall dump).
    let count = |beyond_first| Amount::Count { times: 1, what: Box::new(Count::BlockingIt { beyond_first }) };
    let steps = |text: &str| SpellEffect::parse_ability_naming(text, true).map(|e| e.steps).unwrap_or_default();
    assert_eq!(
        steps("it gets +1/+1 until end of turn for each creature blocking it."),
        [EffectStep::Pump { aim: Aim::It, power: 1, toughness: 1, times: count(false) }]
    );
    assert_eq!(
        steps("it gets +2/+2 until end of turn for each creature blocking it beyond the first."),
        [EffectStep::Pump { aim: Aim::It, power: 2, toughness: 2, times: count(true) }]
    );
    // Another object's blockers aren't read.
    assert!(steps("it gets +1/+1 until end of turn for each creature blocking that creature.").is_empty());
}

#[test]
fn rule_701_20a_the_top_card_revealed_into_a_hand_and_its_mana_value_are_read() {
    // Dark Confidant (2019 Scryfall dump).
    let read = SpellEffect::parse_ability(
        "reveal the top card of your library and put that card into your hand. You lose life equal to its converted mana cost.",
    )
    .map(|e| e.steps)
    .unwrap_or_default();
    assert_eq!(
        read,
        [
            EffectStep::TopToHand { who: Aim::You },
            EffectStep::LoseLife {
                who: Aim::You,
                n: Amount::Count { times: 1, what: Box::new(Count::ManaValue(Aim::It)) }
            },
        ]
    );
    // "its converted mana cost" with no card put into a hand before it: not read.
    assert!(SpellEffect::parse_ability("you lose life equal to its converted mana cost.").is_none());
}

#[test]
fn rule_613_4c_a_static_bonus_counts_the_auras_or_equipment_attached_to_it() {
    // Rabid Wombat, Myr Adapter, Champion of the Flame (2019 dump).
    assert_eq!(for_each("Aura attached to it"), Some(Count::AttachedToIt { auras: true, equipment: false }));
    assert_eq!(for_each("Equipment attached to it"), Some(Count::AttachedToIt { auras: false, equipment: true }));
    assert_eq!(
        for_each("Aura and Equipment attached to it"),
        Some(Count::AttachedToIt { auras: true, equipment: true })
    );
    // A spell's or ability's "it" names another object: not this count.
    assert_eq!(for_each_now("Aura attached to it"), None);
}

#[test]
fn rule_118_12a_unless_its_controller_pays_x_is_the_spell_s_x() {
    // Syncopate, Overrule (2019 dump): the X the spell was cast with, as it resolves.
    let x = vec![crate::cards::ManaSymbol::Variable('X')];
    assert!(
        matches!(&steps("Counter target spell unless its controller pays {X}.")[..], [EffectStep::Unless { cost, .. }] if *cost == x)
    );
    // An ability has no X of its own.
    assert!(SpellEffect::parse_ability("counter target spell unless its controller pays {X}.").is_none());
}

#[test]
fn rule_608_2h_an_unless_cost_s_x_counted_where_the_words_say() {
    use crate::cards::effects::{Count, Payer};
    // Mausoleum Wanderer (2019 dump): X is the source's power, counted as it resolves.
    let read = SpellEffect::parse_ability(
        "counter target instant or sorcery spell unless its controller pays {X}, where X is this creature's power.",
    )
    .expect("read")
    .steps;
    let [EffectStep::Unless { payer: Payer::ItsController, cost, x: Some(Amount::Count { what, .. }), .. }] =
        read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(cost, &[crate::cards::ManaSymbol::Variable('X')]);
    assert_eq!(**what, Count::Power(Aim::This));
    // Counted, it isn't the spell's X: an ability may say it.
    assert!(!SpellEffect { steps: read.clone() }.uses_x(true));
}

#[test]
fn rule_601_2d_damage_divided_among_up_to_so_many_targets_is_read() {
    // Forked Bolt, Pyrokinesis (2019 dump): "up to" so many targets, one at least
    // (`rules::ops::spells::divided`).
    assert!(matches!(
        steps("Forked Bolt deals 2 damage divided as you choose among one or two targets.")[..],
        [EffectStep::DividedDamage { n: 2, to: Aim::Targets { kind: TargetKind::Any, n: 2, up_to: true } }]
    ));
    assert!(matches!(
        steps("Pyrokinesis deals 4 damage divided as you choose among any number of target creatures.")[..],
        [EffectStep::DividedDamage { n: 4, to: Aim::Targets { kind: TargetKind::Permanent(_), n: 4, up_to: true } }]
    ));
    // An ability's division is the players' yet; so is a line targeting besides its division.
    assert!(
        SpellEffect::parse_ability("This deals 3 damage divided as you choose among one, two, or three targets.")
            .is_none()
    );
    assert!(
        SpellEffect::parse(
            "Fireball deals 5 damage divided as you choose among any number of targets. Target opponent gains 5 life."
        )
        .is_none()
    );
}

#[test]
fn rule_700_5_devotion_and_the_spells_cast_this_turn_are_counted_as_the_step_happens() {
    // Gray Merchant of Asphodel, Aetherflux Reservoir (2019 dump).
    let read = steps(
        "Each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way.",
    );
    assert_eq!(counted(&read), [(1, Count::Devotion(crate::cards::Color::Black))]);
    assert!(matches!(read[1], EffectStep::GainLifeLost { who: Aim::You }));
    let read = steps("You gain 1 life for each spell you've cast this turn.");
    assert_eq!(counted(&read), [(1, Count::SpellsCastThisTurn)]);
    // Devotion to a colour that isn't one isn't read.
    assert!(SpellEffect::parse("Each opponent loses X life, where X is your devotion to colorless.").is_none());
}

#[test]
fn rule_608_2c_a_counted_step_then_another() {
    // Archangel's Light (2019 dump): the life counted before the graveyard is shuffled away.
    let read = steps("You gain 2 life for each card in your graveyard, then shuffle your graveyard into your library.");
    assert!(matches!(
        read.as_slice(),
        [
            EffectStep::GainLife { n: Amount::Count { times: 2, .. }, .. },
            EffectStep::ShuffleGraveyard { who: Aim::You }
        ]
    ));
}
