//! Reading the triggered abilities that watch spells being cast (601.2i), of what kind, and what
//! the words of an ability's effect name; those that watch an opponent's spell or ability target
//! (115.1).

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

#[test]
fn rule_701_20e_a_card_revealed_from_among_those_looked_at_is_it() {
    // Augur of Bolas (2019 dump): "put it into your hand" is the card revealed, not the Augur.
    let t = Trigger::parse(
        "When Augur of Bolas enters the battlefield, look at the top three cards of your library. You may reveal an \
         instant or sorcery card from among them and put it into your hand. Put the rest on the bottom of your library \
         in any order.",
    )
    .unwrap();
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    let [crate::cards::effects::EffectStep::Search(s)] = e.steps.as_slice() else { panic!("{e:?}") };
    assert_eq!(s.filter.types, [CardType::Instant, CardType::Sorcery]);
    // Elsewhere "it" is still the source: "When [this] enters, put a +1/+1 counter on it."
    assert_eq!(
        super::super::wording::it_is_this("put a +1/+1 counter on it."),
        "put a +1/+1 counter on this permanent."
    );
}

#[test]
fn rule_603_6c_dies_or_when_you_discard_it_is_one_ability_with_two_events() {
    // Bartered Cow (2019 dump).
    let t = Trigger::parse("When Bartered Cow dies or when you discard it, create a Food token.").unwrap();
    let TriggerEvent::Either(dies, discards) = &t.event else { panic!("{t:?}") };
    assert_eq!(**dies, TriggerEvent::Dies(Subject::This));
    assert_eq!(**discards, TriggerEvent::Discards(Whose::You, Subject::This));
    assert!(t.effect.is_some());
}

#[test]
fn rule_115_1_becomes_the_target_of_an_opponent_s_spell_or_ability_is_read() {
    // Mossdog, Ashenmoor Liege (2019 dump).
    let dog = Trigger::parse("Whenever Mossdog becomes the target of a spell or ability an opponent controls, put a +1/+1 counter on Mossdog.").expect("read");
    assert_eq!(dog.event, TriggerEvent::BecomesTarget(Subject::This, true));
    let liege = Trigger::parse("Whenever Ashenmoor Liege becomes the target of a spell or ability an opponent controls, that player loses 4 life.").expect("read");
    assert!(liege.event.names_a_player());
    // Anyone's spell: no player named.
    let walker =
        Trigger::parse("When Frost Walker becomes the target of a spell or ability, sacrifice it.").expect("read");
    assert_eq!(walker.event, TriggerEvent::BecomesTarget(Subject::This, false));
    assert!(!walker.event.names_a_player());
}

#[test]
fn rule_603_6d_put_into_a_graveyard_from_anywhere_or_from_a_library() {
    let emrakul = "When Emrakul, the Aeons Torn is put into a graveyard from anywhere, its owner shuffles their graveyard into their library.";
    let t = Trigger::parse(emrakul).unwrap();
    assert_eq!(t.event, TriggerEvent::PutIntoGraveyardFrom(FromZone::Anywhere));
    let narco = "When Narcomoeba is put into your graveyard from your library, you may put it onto the battlefield.";
    let t = Trigger::parse(narco).unwrap();
    assert_eq!(t.event, TriggerEvent::PutIntoGraveyardFrom(FromZone::Library));
    assert!(t.may && t.effect.is_some(), "{t:?}");
    // Only its own card's.
    assert!(
        Trigger::parse("Whenever a creature card is put into a graveyard from anywhere, you gain 1 life.")
            .is_none_or(|t| !matches!(t.event, TriggerEvent::PutIntoGraveyardFrom(_)))
    );
}
