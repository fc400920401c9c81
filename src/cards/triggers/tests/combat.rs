//! Reading combat's triggered abilities: a blocking pair (509.3c-d), of a kind, a creature removed
//! from combat (506.4), and an Aura's host returned as it dies (603.10a).

use super::*;

#[test]
fn rule_509_3d_blocks_a_creature_and_becomes_blocked_by_a_creature_name_that_creature() {
    // Ashmouth Hound, Rabid Wolverines, and a "blocks a creature" line (2019 dump).
    let t = Trigger::parse(
        "Whenever Ashmouth Hound blocks or becomes blocked by a creature, Ashmouth Hound deals 1 damage to that creature.",
    )
    .unwrap();
    assert_eq!(t.event, TriggerEvent::CombatPair { subject: Subject::This, blocks: true, blocked: true, other: None });
    let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{:?}", t.effect) };
    assert!(matches!(e.steps[..], [EffectStep::Damage { to: Aim::It, .. }]), "{e:?}");
    let t = Trigger::parse(
        "Whenever Rabid Wolverines becomes blocked by a creature, Rabid Wolverines gets +1/+1 until end of turn.",
    )
    .unwrap();
    assert_eq!(t.event, TriggerEvent::CombatPair { subject: Subject::This, blocks: false, blocked: true, other: None });
    let t = Trigger::parse("Whenever Kami blocks a creature, destroy that creature.").unwrap();
    assert_eq!(t.event, TriggerEvent::CombatPair { subject: Subject::This, blocks: true, blocked: false, other: None });
    assert_eq!(t.event.kinds(), [EventKind::CombatPair]);
}

#[test]
fn rule_509_3c_a_combat_pair_of_a_kind_names_the_other_creature_s_kind() {
    // Thicket Basilisk, Infernal Medusa's second line, Cockatrice's kin (2019 dump).
    let t = Trigger::parse(
        "Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.",
    )
    .unwrap();
    let TriggerEvent::CombatPair { blocks: true, blocked: true, other: Some(w), .. } = &t.event else {
        panic!("{:?}", t.event)
    };
    assert_eq!(w.filter.not_subtypes, ["Wall"], "{w:?}");
    let t = Trigger::parse("Whenever Kami becomes blocked by a nonblack creature, destroy that creature.").unwrap();
    let TriggerEvent::CombatPair { blocks: false, blocked: true, other: Some(w), .. } = &t.event else {
        panic!("{:?}", t.event)
    };
    assert!(!w.not_colors.is_empty(), "{w:?}");
    // A kind the reading doesn't know stays unread.
    assert!(
        Trigger::parse("Whenever Kami blocks a frobnicating creature, destroy that creature.")
            .is_none_or(|t| t.effect.is_none() || !matches!(t.event, TriggerEvent::CombatPair { .. }))
    );
}

#[test]
fn rule_506_4_and_603_10a_removed_from_combat_and_an_aura_s_host_returned_are_read() {
    // Gustcloak Cavalier, Gustcloak Runner, Fool's Demise (2019 dump).
    let steps = |text: &str| match Trigger::parse(text).and_then(|t| t.effect) {
        Some(TriggerEffect::Steps(s)) => s.steps.clone(),
        other => panic!("{text}: {other:?}"),
    };
    let cavalier = steps(
        "Whenever Gustcloak Cavalier becomes blocked, you may untap Gustcloak Cavalier and remove it from combat.",
    );
    assert_eq!(cavalier, [EffectStep::Untap(Aim::This), EffectStep::RemoveFromCombat(Aim::This)]);
    let runner = steps("Whenever Gustcloak Runner becomes blocked, you may untap it and remove it from combat.");
    assert_eq!(runner, cavalier);
    let t = Trigger::parse("When enchanted creature dies, return that card to the battlefield under your control.")
        .unwrap();
    assert!(t.event.finds_new_object());
    let Some(TriggerEffect::Steps(s)) = &t.effect else { panic!("{:?}", t.effect) };
    assert_eq!(s.steps, [EffectStep::ReturnToBattlefield { aim: Aim::It, yours: true, counter: None }]);
}
