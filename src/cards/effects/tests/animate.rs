//! Permanents that become creatures (205.1b, 613.1d-f, 613.4b) and crew (702.122a), and objects
//! whose colours an effect sets (105.3, 613.1e).

use super::*;
use crate::cards::activated::Activated;

fn ability(text: &str) -> Vec<EffectStep> {
    SpellEffect::parse_ability(text).unwrap_or_else(|| panic!("{text:?} not read")).steps
}

fn animation(steps: &[EffectStep]) -> &Animation {
    match steps {
        [EffectStep::BecomeCreature(a)] => a,
        other => panic!("{other:?}"),
    }
}

#[test]
fn rule_205_1b_an_artifact_becomes_a_creature_with_its_colors_keywords_and_base_pt() {
    // Azorius Keyrune (2019 dump).
    let read =
        ability("Azorius Keyrune becomes a 2/2 white and blue Bird artifact creature with flying until end of turn.");
    let a = animation(&read);
    assert_eq!(a.aim, Aim::This);
    assert_eq!(a.types, [CardType::Artifact, CardType::Creature]);
    assert_eq!(a.creature_types, ["Bird"]);
    assert!(a.creature_types_replaced, "a Bird artifact creature replaces its creature types (205.1b)");
    assert_eq!(a.colors, [Color::White, Color::Blue]);
    assert_eq!((a.pt, a.keywords.as_slice(), a.until_end_of_turn), (Some((2, 2)), &["Flying".to_string()][..], true));
    // Guardian Idol: no colour given, its colours stay.
    let read = ability("Guardian Idol becomes a 2/2 Golem artifact creature until end of turn.");
    assert!(animation(&read).colors.is_empty());
}

#[test]
fn rule_205_1b_a_land_that_becomes_a_creature_is_still_a_land() {
    // "Target land becomes a 3/3 creature until end of turn. It's still a land." (a spell's
    // line: the second sentence adds no step).
    let read = SpellEffect::parse("Until end of turn, target land becomes a 3/3 creature. It's still a land.").unwrap();
    let a = animation(&read.steps);
    assert!(a.aim.is_target());
    assert_eq!((a.types.as_slice(), a.pt, a.creature_types_replaced), (&[CardType::Creature][..], Some((3, 3)), false));
    // "in addition to its other types" keeps its creature types.
    let read = ability(
        "Mirror-Sigil Sergeant becomes a 4/4 Demon creature with flying in addition to its other types until end of turn.",
    );
    assert!(!animation(&read).creature_types_replaced);
}

#[test]
fn rule_205_1b_what_isnt_read_stays_with_the_players() {
    // An X/X, a keyword the rules don't enforce, a copy: not animations they carry out.
    for text in [
        "Chimeric Staff becomes an X/X Construct artifact creature until end of turn.",
        "Tooth of Ramos becomes a 2/2 Golem artifact creature with banding until end of turn.",
        "Shapesharer becomes a copy of target Shapeshifter until your next turn.",
    ] {
        assert!(SpellEffect::parse_ability(text).is_none(), "{text}");
    }
}

#[test]
fn rule_702_122a_crew_n_taps_creatures_with_total_power_n_and_makes_it_an_artifact_creature() {
    // Renegade Freighter (2019 dump).
    let crew = Activated::parse(
        "Crew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)",
    )
    .expect("crew is read");
    assert_eq!(crew.cost.crew, Some(2));
    assert!(crew.cost.mana.is_none() && !crew.cost.tap && !crew.sorcery);
    let a = animation(&crew.effect.steps);
    assert_eq!(
        (a.aim.clone(), a.types.as_slice(), a.pt),
        (Aim::This, &[CardType::Artifact, CardType::Creature][..], None)
    );
    assert!(a.until_end_of_turn && a.creature_types.is_empty() && a.colors.is_empty());
    assert!(Activated::parse("Crew X").is_none());
}

#[test]
fn rule_105_3_an_object_becomes_a_colour_or_colourless_until_end_of_turn() {
    // Metathran Transport, Ancient Kavu, Cerulean Wisps (2019 dump).
    let blue = steps("Target creature becomes blue until end of turn.");
    let [EffectStep::BecomeColors { aim: Aim::Target(_), colors }] = blue.as_slice() else { panic!("{blue:?}") };
    assert_eq!(colors, &[Color::Blue]);
    // An ability's source, itself (a spell's own text can't act on it so, 608.2n).
    let kavu = SpellEffect::parse_ability("Ancient Kavu becomes colorless until end of turn.").expect("read");
    assert!(
        matches!(kavu.steps.as_slice(), [EffectStep::BecomeColors { aim: Aim::This, colors }] if colors.is_empty())
    );
    let wisps = steps("Target creature becomes blue until end of turn. Untap that creature.");
    assert!(matches!(wisps.as_slice(), [EffectStep::BecomeColors { .. }, EffectStep::Untap(Aim::It)]), "{wisps:?}");
    // Not a colour, or for good: not this reading.
    assert!(SpellEffect::parse("Target creature becomes blue.").is_none());
    assert!(SpellEffect::parse("Target creature becomes the color of your choice until end of turn.").is_none());
}
