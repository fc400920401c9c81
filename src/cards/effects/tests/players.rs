//! A player's steps that act on the game around them: extra turns (500.7), a graveyard
//! shuffled into its library (701.24a), a hand looked at (701.20e).

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
