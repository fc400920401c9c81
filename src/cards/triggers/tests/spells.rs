//! Reading the triggered abilities that watch spells being cast (601.2i): of what kind.

use super::*;

#[test]
fn rule_715_1_a_creature_spell_that_has_an_adventure() {
    // Edgewall Innkeeper, Garenbrig Squire (2019 dump): the reminder text aside.
    let t = Trigger::parse(
        "Whenever you cast a creature spell that has an Adventure, draw a card. (It doesn't need to have gone on the adventure first.)",
    )
    .unwrap();
    let TriggerEvent::Cast(Whose::You, filter, Hue::HasAdventure) = &t.event else { panic!("{t:?}") };
    assert_eq!(filter.types, [CardType::Creature]);
    assert!(t.effect.is_some());
    // Without the words, any creature spell.
    let t = Trigger::parse("Whenever you cast a creature spell, draw a card.").unwrap();
    assert!(matches!(t.event, TriggerEvent::Cast(Whose::You, _, Hue::Any)));
}
