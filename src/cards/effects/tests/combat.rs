//! Reading what combat's words name in an effect: a target the defending player controls
//! (506.2), judged against the ability's source.

use super::*;

#[test]
fn rule_506_2_a_target_creature_defending_player_controls_is_judged_against_the_source() {
    // Master of Diversion, Star-Crowned Stag (2019 dump).
    let e = SpellEffect::parse_ability("tap target creature defending player controls.").unwrap();
    let [EffectStep::Tap(Aim::Target(TargetKind::Permanent(w)))] = &e.steps[..] else { panic!("{e:?}") };
    assert_eq!(w.with, [With::DefendingPlayerControls]);
    assert_eq!(w.filter.types, [crate::cards::CardType::Creature]);
    // Only a target says it: "each creature defending player controls" isn't read this way.
    assert!(SpellEffect::parse_ability("tap each creature defending player controls.").is_none_or(|e| {
        !e.steps.iter().any(|s| s.aim().wanted().is_some_and(|w| w.with.contains(&With::DefendingPlayerControls)))
    }));
}
