//! Tokens an effect makes: predefined ones spelled out, and an amassed Army.

use super::*;

#[test]
fn rule_111_10a_and_111_10f_predefined_tokens_spelled_out_are_those_tokens() {
    let e = SpellEffect::parse(
        "Draw a card, then create two colorless Clue artifact tokens with \"{2}, Sacrifice this artifact: Draw a card.\"",
    )
    .unwrap();
    assert!(
        matches!(&e.steps[1], EffectStep::CreateTokens { n: Amount::Fixed(2), token: TokenWords::Predefined(k) } if k == "Clue")
    );
    // Another ability quoted isn't the predefined token's.
    assert!(
        SpellEffect::parse(
            "Create a colorless Treasure artifact token with \"{T}, Sacrifice this artifact: Draw a card.\""
        )
        .is_none()
    );
}

#[test]
fn rule_701_47a_amass_is_read_as_its_own_step() {
    let dismissal = SpellEffect::parse(
        "Return target nonland permanent to its owner's hand. Amass 1. (Put a +1/+1 counter on an Army you control. If you don't control one, create a 0/0 black Zombie army creature token first.)",
    );
    assert!(
        matches!(
            dismissal.as_ref().map(|e| e.steps.as_slice()),
            Some([EffectStep::ReturnToHand(_), EffectStep::Amass(1)])
        ),
        "{dismissal:?}"
    );
    assert_eq!(SpellEffect::parse_ability("amass 2.").map(|e| e.steps), Some(vec![EffectStep::Amass(2)]));
    // "Amass X, where X is ...", "Amass the Components": not this.
    assert_eq!(SpellEffect::parse("Amass X, where X is the number of cards in your hand."), None);
}
