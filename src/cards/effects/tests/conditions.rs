//! Steps done where a condition holds, the kinds a permanent must not be, and a duration said
//! first.

use super::*;

#[test]
fn rule_608_2c_and_205_3_steps_under_a_condition_and_a_subtype_it_must_not_have_are_read() {
    // 608.2c: steps done only where a condition the rules judge holds; an ability word aside.
    assert!(matches!(
        steps("Return target creature card from your graveyard to your hand. If you control an artifact, draw a card.")
            .as_slice(),
        [EffectStep::ReturnToHand(_), EffectStep::IfHolds { .. }]
    ));
    let revolt =
        SpellEffect::parse("Revolt — If a permanent you controlled left the battlefield this turn, you gain 3 life.");
    assert!(matches!(revolt.as_ref().map(|e| e.steps.as_slice()), Some([EffectStep::IfHolds { .. }])), "{revolt:?}");
    // "If ..., [this] deals 3 damage to that creature's controller": the target's controller,
    // only where the condition holds.
    let disintegration = steps(
        "Destroy target creature. If you control an artifact, Unlicensed Disintegration deals 3 damage to that creature's controller.",
    );
    let [_, EffectStep::IfHolds { effect, .. }] = disintegration.as_slice() else { panic!("{disintegration:?}") };
    assert!(matches!(effect.steps.as_slice(), [EffectStep::Damage { to: Aim::ItsController, .. }]), "{effect:?}");
    // "non-Pirate": a subtype it must not have (205.3).
    let cannonade = steps("Fiery Cannonade deals 2 damage to each non-Pirate creature.");
    let [EffectStep::Damage { to: Aim::All(w), .. }] = cannonade.as_slice() else { panic!("non-Pirate") };
    assert_eq!(
        (w.filter.types.as_slice(), w.filter.not_subtypes.as_slice()),
        ([CardType::Creature].as_slice(), ["Pirate".to_string()].as_slice())
    );
}

#[test]
fn rule_608_2c_a_step_replaced_instead_where_a_condition_holds() {
    use crate::cards::condition::Condition;
    // Secrets of the Golden City's second line (2019 dump): two cards, or three instead.
    let read =
        SpellEffect::parse("Draw two cards. If you have the city's blessing, draw three cards instead.").unwrap();
    let [EffectStep::IfHolds { condition: not, effect: two }, EffectStep::IfHolds { condition, effect: three }] =
        read.steps.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(**not, Condition::Not(Box::new(Condition::YouHaveCitysBlessing)));
    assert_eq!(**condition, Condition::YouHaveCitysBlessing);
    assert!(matches!(two.steps.as_slice(), [EffectStep::Draw { n: Amount::Fixed(2), .. }]));
    assert!(matches!(three.steps.as_slice(), [EffectStep::Draw { n: Amount::Fixed(3), .. }]));
    // A step with a target is replaced by one on the same target (`InsteadIf`).
    let read = steps("Destroy target creature. If you have the city's blessing, exile it instead.");
    assert!(matches!(read.as_slice(), [EffectStep::InsteadIf { .. }]), "{read:?}");
    // Steps that name what the step before did aren't read this way.
    assert!(SpellEffect::parse("Draw a card. If you have the city's blessing, exile it instead.").is_none());
}

#[test]
fn rule_608_2c_a_step_done_unless_a_condition_holds() {
    use crate::cards::condition::Condition;
    // Chart a Course (2019 dump): the discard only where its controller didn't attack.
    let read = SpellEffect::parse("Draw two cards. Then discard a card unless you attacked with a creature this turn.")
        .unwrap();
    let [EffectStep::Draw { n: Amount::Fixed(2), .. }, EffectStep::IfHolds { condition, effect }] =
        read.steps.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(**condition, Condition::Not(Box::new(Condition::YouAttackedThisTurn(true))));
    assert!(effect.steps.iter().all(EffectStep::waits) && effect.steps.len() == 1, "{effect:?}");
    // A choice under a condition only as the last step.
    assert!(
        SpellEffect::parse("Discard a card unless you attacked with a creature this turn. Draw two cards.").is_none()
    );
    // A condition the rules don't judge, or a cost ("unless its controller pays"), isn't read so.
    assert!(SpellEffect::parse("Draw a card unless the moon is full.").is_none());
    let mana_leak = steps("Counter target spell unless its controller pays {3}.");
    assert!(matches!(mana_leak.as_slice(), [EffectStep::Unless { .. }]), "{mana_leak:?}");
}

#[test]
fn rule_608_2c_fatal_push_and_galvanic_blast_a_line_replacing_the_step_above_it() {
    use crate::cards::OracleText;
    use crate::cards::abilities::Ability;
    use crate::cards::condition::Condition;
    // Fatal Push, Galvanic Blast (2019 dump): the second line is read into the first's effect.
    let push = OracleText::new(
        "Destroy target creature if it has converted mana cost 2 or less.\nRevolt — Destroy that creature if it has converted mana cost 4 or less instead if a permanent you controlled left the battlefield this turn.",
    );
    let [first, second] = push.abilities() else { panic!() };
    assert!(matches!(second.ability, Ability::InsteadOfAbove));
    let Ability::Effect(e) = &first.ability else { panic!("{first:?}") };
    let [EffectStep::InsteadIf { step, instead, condition }] = e.steps.as_slice() else { panic!("{e:?}") };
    assert_eq!(**condition, Condition::YourPermanentLeftThisTurn);
    let EffectStep::IfItIs { step: destroy, is } = &**step else { panic!("{step:?}") };
    assert!(matches!(**destroy, EffectStep::Destroy(Aim::Target(_))));
    assert_eq!(is.with, [With::ManaValue { n: 2, at_least: false }]);
    let EffectStep::IfItIs { step: again, is } = &**instead else { panic!("{instead:?}") };
    assert!(matches!(**again, EffectStep::Destroy(Aim::It)));
    assert_eq!(is.with, [With::ManaValue { n: 4, at_least: false }]);
    // One target: the creature both lines speak of (601.2c).
    assert_eq!(e.slots().len(), 1);
    let blast = OracleText::new(
        "Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 damage to that permanent or player instead if you control three or more artifacts.",
    );
    let Ability::Effect(e) = &blast.abilities()[0].ability else { panic!() };
    let [EffectStep::InsteadIf { step, instead, .. }] = e.steps.as_slice() else { panic!("{e:?}") };
    assert!(matches!(**step, EffectStep::Damage { n: Amount::Fixed(2), to: Aim::Target(TargetKind::Any) }));
    assert!(matches!(**instead, EffectStep::Damage { n: Amount::Fixed(4), to: Aim::It }));
    // A line that isn't read with the one above stays the players'.
    let slip = OracleText::new("Draw a card.\nMorbid — Destroy that creature instead if a creature died this turn.");
    assert!(!matches!(slip.abilities()[1].ability, Ability::InsteadOfAbove));
}

#[test]
fn rule_608_2c_searing_barrage_an_if_line_naming_the_target_above() {
    use crate::cards::OracleText;
    use crate::cards::abilities::Ability;
    use crate::cards::condition::Condition;
    // Searing Barrage (2019 dump): "that creature" is the first line's target.
    let barrage = OracleText::new(
        "Searing Barrage deals 5 damage to target creature.\nAdamant — If at least three red mana was spent to cast this spell, Searing Barrage deals 3 damage to that creature's controller.",
    );
    let [first, second] = barrage.abilities() else { panic!() };
    assert!(matches!(second.ability, Ability::InsteadOfAbove));
    let Ability::Effect(e) = &first.ability else { panic!("{first:?}") };
    let [EffectStep::Damage { .. }, EffectStep::IfHolds { condition, effect }] = e.steps.as_slice() else {
        panic!("{e:?}")
    };
    assert_eq!(**condition, Condition::ManaSpent { color: Some(crate::cards::Color::Red), at_least: 3 });
    assert!(matches!(effect.steps.as_slice(), [EffectStep::Damage { to: Aim::ItsController, .. }]));
    assert_eq!(e.slots().len(), 1);
    // An "If" line that reads alone stays a line of its own.
    let alone = OracleText::new("Draw a card.\nIf you have 5 or less life, draw a card.");
    assert!(matches!(alone.abilities()[1].ability, Ability::Effect(_)));
}

#[test]
fn rule_611_2a_until_end_of_turn_said_first_lasts_for_each_clause() {
    // Zealous Persecution, Swift Justice (2019 Scryfall dump).
    let pumps = |text: &str| -> Vec<(i32, i32, bool)> {
        steps(text)
            .into_iter()
            .map(|s| match s {
                EffectStep::Pump { power, toughness, aim, .. } => (power, toughness, matches!(aim, Aim::All(_))),
                other => panic!("{other:?}"),
            })
            .collect()
    };
    assert_eq!(
        pumps("Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1."),
        [(1, 1, true), (-1, -1, true)]
    );
    assert_eq!(
        steps("Until end of turn, target creature gets +1/+0 and gains first strike and lifelink."),
        steps("Target creature gets +1/+0 and gains first strike and lifelink until end of turn.")
    );
    // Only the sentence that says it first is said again.
    assert_eq!(
        crate::cards::effects::read::until_end_of_turn_last(
            "Draw a card. Until end of turn, target creature gets +2/+2."
        ),
        "Draw a card. Target creature gets +2/+2 until end of turn."
    );
}

#[test]
fn rule_603_4_a_trigger_s_that_player_has_cards_in_hand() {
    use crate::cards::triggers::Condition;
    // Paupers' Cage, Misers' Cage, Asylum Visitor (2019 dump).
    let theirs = Count::CardsInHand(Whose::Theirs);
    assert_eq!(
        Condition::parse_triggered("that player has two or fewer cards in hand"),
        Condition::AtMost(2, theirs.clone())
    );
    assert_eq!(
        Condition::parse_triggered("that player has five or more cards in hand"),
        Condition::AtLeast(5, theirs.clone())
    );
    assert_eq!(Condition::parse_triggered("that player has no cards in hand"), Condition::AtMost(0, theirs));
    // A spell's condition has no event's player to name: not read there.
    assert!(matches!(Condition::parse("that player has no cards in hand"), Condition::Text(_)));
}

#[test]
fn rule_118_12a_a_payment_of_so_much_for_each_is_counted_as_it_is_asked() {
    use crate::cards::effects::{Amount, Count, Payer, Whose};
    // Circular Logic, Megatherium's upkeep (2019 dump).
    let read = steps("Counter target spell unless its controller pays {1} for each card in your graveyard.");
    let [EffectStep::Unless { payer: Payer::ItsController, cost, per_counter: None, x: Some(x), .. }] = read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(cost, &[crate::cards::ManaSymbol::Variable('X')]);
    let Amount::Count { times: 1, what } = x else { panic!("{x:?}") };
    assert!(matches!(**what, Count::CardsInGraveyard(Whose::You, _)), "{what:?}");
    let read =
        SpellEffect::parse_ability("sacrifice this creature unless you pay {2} for each card in your hand.").unwrap();
    assert!(matches!(&read.steps[..], [EffectStep::Unless { x: Some(Amount::Count { times: 2, .. }), .. }]));
    // Cumulative upkeep's counters stay counters (702.24a).
    let read = SpellEffect::parse_ability(
        "sacrifice this permanent unless you pay {1} for each age counter on this permanent.",
    )
    .unwrap();
    assert!(matches!(&read.steps[..], [EffectStep::Unless { per_counter: Some(_), x: None, .. }]));
}

#[test]
fn rule_601_2f_an_opponent_controls_more_than_you_and_a_green_permanent() {
    use crate::cards::condition::Condition;
    // Gift of Estates' "more lands", Avatar of Might's "at least four more creatures" (2019 dump).
    let Condition::OpponentControlsMore { by: 1, what: Count::Permanents(lands) } =
        Condition::parse("an opponent controls more lands than you")
    else {
        panic!()
    };
    assert_eq!(lands.filter.types, [crate::cards::CardType::Land]);
    let avatar = Condition::parse("an opponent controls at least four more creatures than you");
    assert!(matches!(avatar, Condition::OpponentControlsMore { by: 4, .. }), "{avatar:?}");
    // Oakhame Adversary: a two-player card's "your opponent", a permanent of a colour.
    let green = Condition::parse("your opponent controls a green permanent");
    let Condition::AnOpponentAtLeast(1, Count::Permanents(w)) = &green else { panic!("{green:?}") };
    assert_eq!(w.colors, [crate::cards::Color::Green]);
    // A count that isn't one isn't judged.
    assert!(!Condition::parse("an opponent controls at least many more creatures than you").judged());
}

#[test]
fn rule_601_2i_the_spells_cast_before_this_one_this_turn_and_this_game() {
    use crate::cards::condition::Condition;
    // Patrician's Scorn, Once Upon a Time (2019 dump).
    assert_eq!(
        Condition::parse("you've cast another white spell this turn"),
        Condition::CastColorThisTurn(crate::cards::Color::White)
    );
    assert_eq!(Condition::parse("this spell is the first spell you've cast this game"), Condition::FirstSpellThisGame);
    assert!(!Condition::parse("you've cast another Elf spell this turn").judged());
    // "cast it" as well as "cast this spell" (118.9).
    let once = crate::cards::costs::SpellCost::parse(
        "If this spell is the first spell you've cast this game, you may cast it without paying its mana cost.",
    );
    assert!(matches!(
        once,
        Some(crate::cards::costs::SpellCost::Instead { condition: Some(Condition::FirstSpellThisGame), .. })
    ));
}

#[test]
fn rule_603_4_the_second_creature_spell_cast_this_turn() {
    use crate::cards::condition::Condition;
    // Vengevine (2019 dump).
    let c = Condition::parse("it's the second creature spell you cast this turn");
    assert_eq!(c, Condition::NthCreatureSpellThisTurn(2));
    assert!(!Condition::parse("it's the tenth creature spell you cast this turn").judged());
}

#[test]
fn rule_705_1_a_coin_flip_is_the_condition_of_the_sentence_after_it() {
    // Mana Crypt, Boompile (2019 dump).
    let crypt = steps("Flip a coin. If you lose the flip, draw a card.");
    let [EffectStep::IfHolds { condition, .. }] = crypt.as_slice() else { panic!("{crypt:?}") };
    assert_eq!(**condition, crate::cards::condition::Condition::CoinFlip(false));
    let boompile = steps("Flip a coin. If you win the flip, destroy all nonland permanents.");
    assert!(
        matches!(boompile.as_slice(), [EffectStep::IfHolds { condition, .. }] if **condition == crate::cards::condition::Condition::CoinFlip(true))
    );
    // Win and lose of one flip: two sentences would flip twice, not read so.
    assert!(
        SpellEffect::parse("Flip a coin. If you win the flip, draw a card. If you lose the flip, discard a card.")
            .is_none()
    );
}
