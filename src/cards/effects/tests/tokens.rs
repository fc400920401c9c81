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
    // "... token with "[ability]"": the same, said in one sentence.
    let spawn = SpellEffect::parse(
        "Create a 0/1 colorless Eldrazi Spawn creature token with \"Sacrifice this creature: Add {C}.\"",
    );
    let lines = spawn.as_ref().and_then(|e| match e.steps.as_slice() {
        [EffectStep::CreateTokens { token: TokenWords::Made { lines, .. }, .. }] => Some(lines.clone()),
        _ => None,
    });
    assert_eq!(lines, Some(vec!["Sacrifice this creature: Add {C}.".to_string()]), "{spawn:?}");
    // A quoted ability the rules don't carry out leaves the whole sentence unread, and so does
    // one that follows no token; one they do (a death trigger) is the tokens' own.
    assert!(
        SpellEffect::parse(
            "Create two 1/1 red Goblin creature tokens. They have \"You may choose not to untap this creature during your untap step.\""
        )
        .is_none()
    );
    let goblins = SpellEffect::parse(
        "Create two 1/1 red Goblin creature tokens. They have \"When this creature dies, it deals 1 damage to any target.\"",
    );
    assert!(
        matches!(goblins.as_ref().map(|e| e.steps.as_slice()), Some([EffectStep::CreateTokens { token: TokenWords::Made { lines, .. }, .. }]) if lines.len() == 1),
        "{goblins:?}"
    );
    assert!(SpellEffect::parse("Draw a card. It has \"Sacrifice this creature: Add {C}.\"").is_none());
}

#[test]
fn rule_707_9b_a_token_copy_of_a_target_is_read_with_its_exception() {
    // Kiki-Jiki, Mirror Breaker (2019 dump): the copy, then its delayed sacrifice.
    let read = SpellEffect::parse_ability(
        "Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
    )
    .unwrap()
    .steps;
    let [EffectStep::CreateTokenCopy { of, except }, EffectStep::Delayed { .. }] = read.as_slice() else {
        panic!("{read:?}")
    };
    assert!(of.is_target());
    assert_eq!(except, &CopyExcept { keywords: vec!["Haste".into()], ..CopyExcept::default() });
    // Cackling Counterpart: no exception.
    let read = SpellEffect::parse("Create a token that's a copy of target creature you control.").unwrap().steps;
    assert!(
        matches!(read.as_slice(), [EffectStep::CreateTokenCopy { except, .. }] if *except == CopyExcept::default())
    );
    // An exception the rules don't carry out stays with the players.
    assert!(SpellEffect::parse("Create a token that's a copy of target creature, except it's an Angel.").is_none());
}

#[test]
fn rule_702_128a_embalm_and_702_129a_eternalize_exile_the_card_for_a_zombie_copy() {
    use crate::cards::activated::{Activated, ActivatedFrom};
    let embalm = Activated::parse("Embalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Cat with no mana cost. Embalm only as a sorcery.)").unwrap();
    assert!(embalm.cost.exile_this && embalm.sorcery && embalm.from == ActivatedFrom::Graveyard);
    let [EffectStep::CreateTokenCopy { of: Aim::This, except }] = embalm.effect.steps.as_slice() else { panic!() };
    assert_eq!((except.colors.clone(), except.pt, except.no_mana_cost), (Some(vec![Color::White]), None, true));
    assert_eq!(except.more_subtypes, ["Zombie"]);
    let eternalize = Activated::parse("Eternalize {4}{U}{U} ({4}{U}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Human Warrior with no mana cost. Eternalize only as a sorcery.)").unwrap();
    let [EffectStep::CreateTokenCopy { except, .. }] = eternalize.effect.steps.as_slice() else { panic!() };
    assert_eq!((except.colors.clone(), except.pt), (Some(vec![Color::Black]), Some((4, 4))));
}

#[test]
fn rule_114_1_an_emblem_with_a_quoted_ability_the_rules_carry_out() {
    use crate::cards::activated::Activated;
    let dack = "−6: You get an emblem with \"Whenever you cast a spell that targets one or more permanents, gain control of those permanents.\"";
    let steps = Activated::parse(dack).unwrap().effect.steps.clone();
    let [EffectStep::Emblem(line)] = steps.as_slice() else { panic!("{steps:?}") };
    assert!(line.starts_with("Whenever you cast a spell that targets one or more permanents"), "{line}");
    let crate::cards::Ability::Triggered(t) = crate::cards::AbilityLine::parse(line).ability else { panic!() };
    assert_eq!(
        t.event,
        crate::cards::triggers::TriggerEvent::CastTargetingPermanents(crate::cards::triggers::Whose::You)
    );
    assert!(matches!(
        t.effect,
        Some(crate::cards::triggers::TriggerEffect::Steps(ref e))
            if matches!(e.steps.as_slice(), [EffectStep::GainControl { aim: Aim::It, until_end_of_turn: false }])
    ));
    // An emblem whose ability the rules don't carry out stays with the players.
    assert!(
        SpellEffect::parse(
            "You get an emblem with \"Creatures you control get +1/+1 for each card named Goblin Cannon.\""
        )
        .is_none()
    );
}
