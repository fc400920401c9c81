//! Reading triggered abilities at the beginning of steps and phases whose effects ask more of
//! the table: each of your main phases (505.1), the cards drawn this turn (119.4).

use super::*;

#[test]
fn rule_505_1_carpet_of_flowers_watches_each_main_phase_until_its_mana_is_added() {
    use crate::cards::effects::Count;
    // Carpet of Flowers (2019 dump).
    let t = Trigger::parse("At the beginning of each of your main phases, if you haven't added mana with this ability this turn, you may add X mana of any one color, where X is the number of Islands target opponent controls.").unwrap();
    assert_eq!(t.event, TriggerEvent::StepBegins(Step::Main, Whose::You));
    assert_eq!(t.condition, Some(Condition::AddedManaWithThisThisTurn(false)));
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{:?}", t.effect) };
    let [
        EffectStep::ChooseTarget(target),
        EffectStep::ChooseColor,
        EffectStep::AddChosenMana(Amount::Count { what, .. }),
    ] = e.steps.as_slice()
    else {
        panic!("{:?}", e.steps)
    };
    assert!(target.is_target());
    let Count::ControlledByIt(w) = &**what else { panic!("{what:?}") };
    assert_eq!(w.filter.subtypes, ["Island"]);
    // "your precombat main phase" stays the first one only.
    let first = Trigger::parse("At the beginning of your precombat main phase, add {G}.").unwrap();
    assert_eq!(first.event, TriggerEvent::StepBegins(Step::PrecombatMain, Whose::You));
}

#[test]
fn rule_119_4_sylvan_library_draws_two_more_then_puts_back_or_pays_for_two() {
    // Sylvan Library (2019 dump): the draw is the choice, then one choice of the cards put back.
    let t = Trigger::parse("At the beginning of your draw step, you may draw two additional cards. If you do, choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the card on top of your library.").unwrap();
    assert!(t.may);
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{:?}", t.effect) };
    let [EffectStep::Draw { n: Amount::Fixed(2), .. }, EffectStep::PayLifeOrPutBack(2, 4)] = e.steps.as_slice() else {
        panic!("{:?}", e.steps)
    };
    // Another way to keep them isn't read.
    let other = "At the beginning of your draw step, you may draw two additional cards. If you do, choose two cards in your hand drawn this turn. For each of those cards, discard it or put the card on top of your library.";
    assert!(Trigger::parse(other).unwrap().effect.is_none());
}
