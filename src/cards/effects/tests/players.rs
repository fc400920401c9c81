//! A player's steps that act on the game around them: extra turns (500.7), a graveyard
//! shuffled into its library (701.24a), a hand looked at (701.20e), a card of their graveyard
//! put on top of their library (400.3).

use super::*;

fn player() -> Aim {
    Aim::Target(TargetKind::Player { opponent: false })
}

#[test]
fn rule_500_7_extra_turns_for_you_or_a_target_player() {
    // Time Walk, Time Warp, Time Stretch (2019 dump).
    assert_eq!(steps("Take an extra turn after this one."), [EffectStep::ExtraTurns { who: Aim::You, n: 1 }]);
    assert_eq!(
        steps("Target player takes an extra turn after this one."),
        [EffectStep::ExtraTurns { who: player(), n: 1 }]
    );
    assert_eq!(
        steps("Target player takes two extra turns after this one."),
        [EffectStep::ExtraTurns { who: player(), n: 2 }]
    );
    // A turn that isn't "after this one" is another rule (Final Fortune's, Ugin's Nexus's).
    assert!(SpellEffect::parse("Take an extra turn after the next one.").is_none());
}

#[test]
fn rule_701_24a_a_graveyard_shuffled_into_its_library() {
    // Reminisce (2019 dump); the player's own words agree with the subject.
    assert_eq!(
        steps("Target player shuffles their graveyard into their library."),
        [EffectStep::ShuffleGraveyard { who: player() }]
    );
    assert_eq!(steps("Shuffle your graveyard into your library."), [EffectStep::ShuffleGraveyard { who: Aim::You }]);
    assert!(SpellEffect::parse("Target player shuffles your graveyard into their library.").is_none());
}

#[test]
fn rule_701_20e_a_hand_looked_at_by_the_controller() {
    // Peek, Gitaxian Probe (2019 dump): the look, then the draw.
    assert_eq!(
        steps("Look at target player's hand. Draw a card."),
        [EffectStep::LookAtHand { whose: player() }, EffectStep::Draw { who: Aim::You, n: Amount::Fixed(1) }]
    );
    assert_eq!(
        steps("Look at target opponent's hand."),
        [EffectStep::LookAtHand { whose: Aim::Target(TargetKind::Player { opponent: true }) }]
    );
    // Looking at a library is another step (701.20e's other uses), not this one.
    assert!(!matches!(
        SpellEffect::parse("Look at target player's library.").map(|e| e.steps),
        Some(s) if matches!(s.first(), Some(EffectStep::LookAtHand { .. }))
    ));
}

#[test]
fn rule_400_3_a_card_from_your_graveyard_put_on_top_of_your_library() {
    // Reclaim, Golgari Thug's trigger (2019 dump).
    let read = steps("Put target creature card from your graveyard on top of your library.");
    let [EffectStep::PutInLibrary { aim: Aim::Target(TargetKind::CardInYourGraveyard(w)), top: true }] =
        read.as_slice()
    else {
        panic!("not read as one card put on top");
    };
    assert_eq!(w.filter, object_filter("creature").unwrap());
    assert!(matches!(
        steps("Put target card from your graveyard on top of your library.").as_slice(),
        [EffectStep::PutInLibrary { aim: Aim::Target(TargetKind::CardInYourGraveyard(_)), top: true }]
    ));
    // 401.4: two or more put there at once are ordered by their owner, a choice not read.
    assert!(
        SpellEffect::parse("Put up to three target creature cards from your graveyard on top of your library.")
            .is_none()
    );
}

#[test]
fn rule_406_2_cards_from_any_graveyards_exiled() {
    // Faerie Macabre (2019 dump): up to two cards, from one graveyard or two.
    let read = steps("Exile up to two target cards from graveyards.");
    let [EffectStep::Exile(Aim::Targets { kind: TargetKind::CardInAGraveyard(w), n: 2, up_to: true })] =
        read.as_slice()
    else {
        panic!("{read:?}");
    };
    assert_eq!(*w, Wanted::default());
}

#[test]
fn rule_608_2h_a_card_put_from_a_hand_with_a_mana_value_counted_then() {
    // Aether Vial (2019 dump): its charge counters counted as the ability resolves.
    let read = steps(
        "You may put a creature card with converted mana cost equal to the number of charge counters on this artifact from your hand onto the battlefield.",
    );
    let [EffectStep::PutFromHand { who: Aim::You, wanted }] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(wanted.filter, object_filter("creature").unwrap());
    assert!(matches!(wanted.with.as_slice(), [With::ManaValueCounted { exactly: true, .. }]), "{wanted:?}");
    // Elvish Piper's, without a mana value.
    let piper = steps("You may put a creature card from your hand onto the battlefield.");
    assert!(matches!(piper.as_slice(), [EffectStep::PutFromHand { wanted, .. }] if wanted.with.is_empty()));
}

#[test]
fn rule_107_1a_half_a_life_total_rounded_up_is_counted_of_the_player_who_loses_it() {
    use crate::cards::effects::{Amount, Count, Whose};
    // Infernal Contract, Quietus Spike's trigger (2019 dump).
    assert!(SpellEffect::parse("You lose half your life, rounded up.").is_some(), "alone");
    let read = steps("Draw four cards. You lose half your life, rounded up.");
    let [EffectStep::Draw { .. }, EffectStep::LoseLife { who: Aim::You, n: Amount::Count { times: 1, what } }] =
        read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(**what, Count::HalfLifeRoundedUp(Whose::You));
    // "that player": the one the event names (a trigger's).
    let t = crate::cards::triggers::Trigger::parse(
        "Whenever Scalpelexis deals combat damage to a player, that player loses half their life, rounded up.",
    )
    .unwrap();
    let Some(crate::cards::triggers::TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    assert!(
        matches!(&e.steps[..], [EffectStep::LoseLife { n: Amount::Count { what, .. }, .. }] if **what == Count::HalfLifeRoundedUp(Whose::Theirs))
    );
}

#[test]
fn rule_607_2a_imprint_exiles_a_card_from_a_hand_linked_to_its_source() {
    use crate::cards::Trigger;
    // Chrome Mox, Isochron Scepter (2019 dump): the "may" is the triggered ability's (603.5).
    let mox =
        "Imprint — When Chrome Mox enters the battlefield, you may exile a nonartifact, nonland card from your hand.";
    let t = Trigger::parse(mox).unwrap();
    assert!(t.may, "{t:?}");
    let Some(crate::cards::triggers::TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    let [EffectStep::ExileFromHand { who: Aim::You, wanted }] = e.steps.as_slice() else { panic!("{e:?}") };
    assert_eq!(wanted.filter.not_types, [crate::cards::CardType::Land, crate::cards::CardType::Artifact]);
    let scepter = steps("Exile an instant card with converted mana cost 2 or less from your hand.");
    assert!(matches!(scepter.as_slice(), [EffectStep::ExileFromHand { wanted, .. }] if !wanted.with.is_empty()));
    // The mana ability that reads it.
    let mana = crate::cards::abilities::ManaAbility::parse("{T}: Add one mana of any of the exiled card's colors.");
    assert!(mana.is_some_and(|m| m.exiled && m.options.is_empty() && m.tap));
}

#[test]
fn rule_201_4_a_card_name_chosen_as_a_spell_resolves_and_what_reads_it() {
    // Cabal Therapy (2019 dump).
    let read =
        steps("Choose a nonland card name. Target player reveals their hand and discards all cards with that name.");
    let [EffectStep::ChooseName { nonland: true }, EffectStep::DiscardNamed { who: Aim::Target(_) }] = read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert!(matches!(steps("Choose a card name.").as_slice(), [EffectStep::ChooseName { nonland: false }]));
    // Another player's words for it aren't read.
    assert!(SpellEffect::parse("Each player reveals their hand and discards all cards with that name.").is_none());
}

#[test]
fn rule_701_13a_numbers_in_words_up_to_twenty_are_read() {
    use crate::cards::effects::Amount;
    // Archive Trap (2019 dump).
    let read = steps("Target opponent puts the top thirteen cards of their library into their graveyard.");
    assert!(matches!(read.as_slice(), [EffectStep::Mill { who: Aim::Target(_), n: Amount::Fixed(13) }]), "{read:?}");
}

#[test]
fn rule_106_4_that_player_adds_mana_to_their_own_pool() {
    // Magus of the Vineyard (2019 dump): the player whose phase it is.
    let line = "At the beginning of each player's precombat main phase, that player adds {G}{G}.";
    let crate::cards::Ability::Triggered(t) = crate::cards::AbilityLine::parse(line).ability else { panic!("{line}") };
    let Some(crate::cards::triggers::TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    let green = crate::cards::ManaSymbol::Colored(crate::cards::Color::Green);
    assert_eq!(e.steps, [EffectStep::AddMana { mana: vec![green.clone(), green], who: Aim::ThatPlayer }]);
    // Dark Ritual's is its controller's.
    assert!(matches!(steps("Add {B}{B}{B}.").as_slice(), [EffectStep::AddMana { who: Aim::You, .. }]));
    // Mana with a generic symbol isn't a kind of mana to add.
    let line = "At the beginning of each player's precombat main phase, that player adds {2}.";
    let crate::cards::Ability::Triggered(t) = crate::cards::AbilityLine::parse(line).ability else { panic!("{line}") };
    assert!(t.effect.is_none());
}

#[test]
fn rule_608_2c_a_life_lost_then_a_token_created_in_that_order() {
    // Bitterblossom (2019 dump).
    let read = steps("You lose 1 life and create a 1/1 black Faerie Rogue creature token with flying.");
    assert!(
        matches!(
            read.as_slice(),
            [EffectStep::LoseLife { who: Aim::You, .. }, EffectStep::CreateTokens { who: Aim::You, .. }]
        ),
        "{read:?}"
    );
}

#[test]
fn rule_406_2_a_player_exiles_cards_of_their_graveyard_of_their_choice() {
    // Relic of Progenitus, Curse of Oblivion, Decaying Soil (2019 dump).
    let relic = steps("Target player exiles a card from their graveyard.");
    assert!(matches!(relic.as_slice(), [EffectStep::ExileFromGraveyard { who: Aim::Target(_), n: 1 }]), "{relic:?}");
    assert!(relic[0].waits());
    let soil = steps("Exile a card from your graveyard.");
    assert!(matches!(soil.as_slice(), [EffectStep::ExileFromGraveyard { who: Aim::You, n: 1 }]), "{soil:?}");
    let curse = SpellEffect::parse_ability_naming("That player exiles two cards from their graveyard.", true);
    assert!(matches!(
        curse.map(|e| e.steps).as_deref(),
        Some([EffectStep::ExileFromGraveyard { who: Aim::ThatPlayer, n: 2 }])
    ));
    // "Exile target card from a graveyard" names its card: another step.
    let target = steps("Exile target card from a graveyard.");
    assert!(!matches!(target.as_slice(), [EffectStep::ExileFromGraveyard { .. }]), "{target:?}");
}
