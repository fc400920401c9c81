//! Reading what combat's words name in an effect: a target the defending player controls
//! (506.2), judged against the ability's source; who can't block (509.1b), what must attack or
//! block this turn (508.1d, 509.1c).

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

#[test]
fn rule_509_1c_requirements_on_this_turn_s_blocks_are_read() {
    use crate::cards::effects::CombatDemand;
    let demand = |text: &str| match steps(text).as_slice() {
        [EffectStep::CombatDemand { aim, demand }] => Some((aim.clone(), *demand)),
        _ => None,
    };
    // Roar of Challenge, Irresistible Prey, Culling Mark, Trumpeting Armodon, Avalanche Tusker
    // (2019 dump).
    let (aim, d) = demand("All creatures able to block target creature this turn do so.").unwrap();
    assert!(matches!(aim, Aim::Target(_)) && d == CombatDemand::Lured);
    assert_eq!(
        demand("Target creature must be blocked this turn if able.").map(|x| x.1),
        Some(CombatDemand::MustBeBlocked)
    );
    assert_eq!(demand("Target creature blocks this turn if able.").map(|x| x.1), Some(CombatDemand::Blocks));
    assert_eq!(
        demand("Target creature blocks Trumpeting Armodon this turn if able.").map(|x| x.1),
        Some(CombatDemand::BlocksThis)
    );
    assert_eq!(
        demand("Target creature defending player controls blocks it this combat if able.").map(|x| x.1),
        Some(CombatDemand::BlocksIt)
    );
    // "Declare Dominance": "it" is the target before.
    let read = steps("Target creature gets +3/+3 until end of turn. All creatures able to block it this turn do so.");
    assert!(
        matches!(
            read.as_slice(),
            [EffectStep::Pump { .. }, EffectStep::CombatDemand { aim: Aim::It, demand: CombatDemand::Lured }]
        ),
        "{read:?}"
    );
    // Provoke (702.39a): untap it, then it blocks this creature.
    let read = steps("Target creature defending player controls untaps and blocks it if able.");
    assert!(
        matches!(
            read.as_slice(),
            [
                EffectStep::Untap(Aim::Target(_)),
                EffectStep::CombatDemand { aim: Aim::It, demand: CombatDemand::BlocksIt }
            ]
        ),
        "{read:?}"
    );
    // 508.1d: Rage Nimbus, Goblin Diplomats.
    assert_eq!(demand("Target creature attacks this turn if able.").map(|x| x.1), Some(CombatDemand::Attacks));
    let (aim, d) = demand("Each creature attacks this turn if able.").unwrap();
    assert!(matches!(aim, Aim::All(_)) && d == CombatDemand::Attacks, "{aim:?}");
    // "blocks target creature" (two targets) isn't read.
    assert!(SpellEffect::parse("Target creature blocks target creature this turn if able.").is_none());
}

#[test]
fn rule_509_1b_who_can_t_block_this_turn_is_read() {
    // Falter, Goblin Shortcutter's trigger (2019 dump).
    let read = steps("Creatures without flying can't block this turn.");
    let [EffectStep::CantBlock(Aim::All(w))] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(w.with, vec![With::Keyword { keyword: "flying".into(), has: false }]);
    let read = SpellEffect::parse_ability("target creature can't block this turn.").expect("read").steps;
    assert!(matches!(read.as_slice(), [EffectStep::CantBlock(Aim::Target(TargetKind::Permanent(_)))]), "{read:?}");
    let read = steps("Tap target creature. It can't block this turn.");
    assert!(matches!(read.as_slice(), [EffectStep::Tap(_), EffectStep::CantBlock(Aim::It)]), "{read:?}");
    // 601.2c: "Up to three target creatures" (Panic Attack).
    let read = steps("Up to three target creatures can't block this turn.");
    assert!(matches!(read.as_slice(), [EffectStep::CantBlock(Aim::Targets { n: 3, up_to: true, .. })]), "{read:?}");
}

#[test]
fn rule_611_2c_each_creature_of_a_group_is_the_subject_of_a_turn_s_restriction_or_requirement() {
    // Predatory Rampage, Tangle (2019 dump): one reading of the subject for both.
    let read = steps("Each creature your opponents control blocks this turn if able.");
    assert!(
        matches!(&read[..], [EffectStep::CombatDemand { aim: Aim::All(_), demand: CombatDemand::Blocks }]),
        "{read:?}"
    );
    let read = steps("Each attacking creature doesn't untap during its controller's next untap step.");
    let [EffectStep::SkipNextUntap(Aim::All(w))] = &read[..] else { panic!("{read:?}") };
    assert_eq!(w.status, Some(Status::Attacking));
    // A group the reader can't name stays unread.
    assert!(SpellEffect::parse("Each creature dealt damage this way attacks this turn if able.").is_none());
}

#[test]
fn rule_509_1b_another_target_attacking_creature_can_t_be_blocked() {
    // Mistford River Turtle (2019 dump): not the source, not a Human.
    let read = SpellEffect::parse_ability("another target attacking non-Human creature can't be blocked this turn.")
        .map(|e| e.steps)
        .unwrap_or_default();
    let [EffectStep::CantBeBlocked(Aim::Target(TargetKind::Permanent(w)), None)] = read.as_slice() else {
        panic!("{read:?}")
    };
    assert!(w.another && w.filter.not_subtypes == ["Human"]);
}
