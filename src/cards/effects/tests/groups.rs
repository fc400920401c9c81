//! Reading what an effect does to every object of a kind ("Destroy all creatures with ...",
//! "each creature with modular you control") and the characteristics those objects must have;
//! what goes with a target ("each other enchantment that shares a color with it").

use super::*;

fn all_with(text: &str) -> Vec<With> {
    match steps(text).first() {
        Some(
            EffectStep::Destroy(Aim::All(w))
            | EffectStep::Exile(Aim::All(w))
            | EffectStep::PlusOneCounters { aim: Aim::All(w), .. },
        ) => w.with.clone(),
        other => panic!("{text:?}: {other:?}"),
    }
}

#[test]
fn rule_202_3_all_creatures_with_a_mana_value_or_a_power_bound() {
    // Austere Command's modes, Culling Sun's kin (2019 dump): "or less" is no plural noun.
    assert_eq!(
        all_with("Destroy all creatures with converted mana cost 3 or less."),
        [With::ManaValue { n: 3, at_least: false }]
    );
    assert_eq!(
        all_with("Destroy all creatures with converted mana cost 4 or greater."),
        [With::ManaValue { n: 4, at_least: true }]
    );
    assert_eq!(all_with("Destroy all creatures with power 3 or less."), [With::Power { n: 3, at_least: false }]);
    // A bound that isn't one stays unread.
    assert!(SpellEffect::parse("Destroy all creatures with power many or less.").is_none());
}

#[test]
fn rule_700_2_a_target_with_power_or_toughness_within_a_bound() {
    // Warping Wail's first mode (2019 dump).
    let read = steps("Exile target creature with power or toughness 1 or less.");
    let [EffectStep::Exile(Aim::Target(TargetKind::Permanent(w)))] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(w.with, [With::PowerOrToughness { n: 1, at_least: false }]);
}

#[test]
fn rule_702_43a_each_creature_with_modular_whatever_its_number() {
    // Arcbound Overseer (2019 dump).
    assert_eq!(
        all_with("Put a +1/+1 counter on each creature with modular you control."),
        [With::Keyword { keyword: "modular".into(), has: true }]
    );
}

#[test]
fn rule_205_4g_snow_permanents_are_counted_by_their_supertype() {
    // Ice-Fang Coatl (2019 dump).
    let line = "Ice-Fang Coatl has deathtouch as long as you control at least three other snow permanents.";
    let crate::cards::Ability::OwnBonus(b) = crate::cards::AbilityLine::parse(line).ability else { panic!("{line}") };
    let Some(crate::cards::condition::Condition::AtLeast(3, Count::Permanents(w))) = &b.only_if else {
        panic!("{:?}", b.only_if)
    };
    assert!(w.another && w.with == [With::Snow(true)] && w.filter.types.is_empty());
    assert_eq!(all_with("Destroy all nonsnow creatures."), [With::Snow(false)]);
}

#[test]
fn rule_702_16a_protection_from_two_colors_said_once() {
    // Akroma's Memorial (2019 dump).
    let read = crate::cards::effects::read::enforced_keywords("flying, haste, and protection from black and from red");
    assert_eq!(
        read,
        Some(vec!["Flying".into(), "Haste".into(), "Protection from black".into(), "Protection from red".into()])
    );
    // A "from" that names no colour isn't a protection the table knows.
    assert_eq!(crate::cards::effects::read::enforced_keywords("protection from black and from Goblins"), None);
}

#[test]
fn rule_601_2c_two_targets_controlled_by_different_players() {
    // Run Away Together (2019 dump): the targets chosen, then "those creatures".
    let read = steps(
        "Choose two target creatures controlled by different players. Return those creatures to their owners' hands.",
    );
    let [EffectStep::ReturnToHand(Aim::Targets { kind: TargetKind::Permanent(w), n: 2, up_to: false })] =
        read.as_slice()
    else {
        panic!("{read:?}")
    };
    assert_eq!(w.with, [With::DifferentControllers]);
    // One target can't be controlled by different players.
    assert!(
        SpellEffect::parse("Return target creature controlled by different players to its owner's hand.").is_none()
    );
}

#[test]
fn rule_608_2h_radiance_and_equipment_attached_to_the_target_are_read_as_a_second_step() {
    // Leave No Trace, Turn to Slag, Soul Nova (2019 dump).
    let trace = steps("Radiance — Destroy target enchantment and each other enchantment that shares a color with it.");
    let [EffectStep::Destroy(Aim::Target(_)), EffectStep::Destroy(Aim::All(w))] = trace.as_slice() else {
        panic!("{trace:?}")
    };
    assert_eq!(
        (w.filter.types.as_slice(), w.with.as_slice()),
        (&[CardType::Enchantment][..], &[With::SharesColorWithIt][..])
    );
    let slag =
        steps("Turn to Slag deals 5 damage to target creature. Destroy all Equipment attached to that creature.");
    let [EffectStep::Damage { .. }, EffectStep::Destroy(Aim::All(w))] = slag.as_slice() else { panic!("{slag:?}") };
    assert_eq!(
        (w.filter.subtypes.as_slice(), w.with.as_slice()),
        (&["Equipment".to_string()][..], &[With::AttachedToIt][..])
    );
    let nova = steps("Exile target attacking creature and all Equipment attached to it.");
    assert!(matches!(nova.as_slice(), [EffectStep::Exile(Aim::Target(_)), EffectStep::Exile(Aim::All(_))]), "{nova:?}");
    // Echoing Truth: every other permanent with the target's name, returned too.
    let truth = steps(
        "Return target nonland permanent and all other permanents with the same name as that permanent to their owners' hands.",
    );
    let [EffectStep::ReturnToHand(Aim::Target(_)), EffectStep::ReturnToHand(Aim::All(w))] = truth.as_slice() else {
        panic!("{truth:?}")
    };
    assert_eq!((w.another, w.with.as_slice()), (false, &[With::SameNameAsIt][..]));
    // "Those creatures" after it would name the target only: not read so.
    assert!(SpellEffect::parse("Radiance — Untap target creature and each other creature that shares a color with it. Those creatures get +2/+0 until end of turn.").is_none());
}
