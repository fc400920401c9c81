//! Tokens an effect makes: predefined ones spelled out, and an amassed Army.

use super::*;

#[test]
fn rule_111_10a_and_111_10f_predefined_tokens_spelled_out_are_those_tokens() {
    let e = SpellEffect::parse(
        "Draw a card, then create two colorless Clue artifact tokens with \"{2}, Sacrifice this artifact: Draw a card.\"",
    )
    .unwrap();
    assert!(
        matches!(&e.steps[1], EffectStep::CreateTokens { n: Amount::Fixed(2), token: TokenWords::Predefined(k), .. } if k == "Clue")
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

#[test]
fn rule_111_4_a_token_has_the_mana_ability_its_effect_quotes() {
    // Growth Spasm (2019 dump): the Spawn have the quoted mana ability, on a line of its own.
    let spasm = steps(
        "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle your library. Create a 0/1 colorless Eldrazi Spawn creature token. It has \"Sacrifice this creature: Add {C}.\"",
    );
    let lines = spasm.iter().find_map(|s| match s {
        EffectStep::CreateTokens { token: TokenWords::Made { lines, subtypes, .. }, .. } => {
            Some((lines.clone(), subtypes.clone()))
        }
        _ => None,
    });
    let (lines, subtypes) = lines.expect("a token made");
    assert_eq!(lines, vec!["Sacrifice this creature: Add {C}.".to_string()]);
    assert_eq!(subtypes, vec!["Eldrazi".to_string(), "Spawn".to_string()]);
    // A quoted ability the rules don't carry out leaves the whole sentence unread (Hordeling
    // Outburst's kin with a death trigger), and so does one that follows no token.
    assert!(
        SpellEffect::parse(
            "Create two 1/1 red Goblin creature tokens. They have \"When this creature dies, it deals 1 damage to any target.\""
        )
        .is_none()
    );
    assert!(SpellEffect::parse("Draw a card. It has \"Sacrifice this creature: Add {C}.\"").is_none());
}
