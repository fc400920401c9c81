//! Counters a sentence puts on or removes from a permanent (122.1), and the keyword actions
//! made of them: monstrosity (701.37a), bolster (701.39a) and adapt (701.46a).

use super::super::*;
use super::*;

/// "Remove a fade counter from [this]. If you can't, sacrifice [this]." (fading, 702.32a): the
/// steps after "If you can't, " done where [this] has no such counter to remove, judged before
/// the removal, and the removal only where it has one (not from what the steps sacrificed);
/// `before`, the sentence before's one step.
pub(in crate::cards::effects) fn if_you_cant(before: &[EffectStep], then: &str) -> Option<Vec<EffectStep>> {
    let [remove @ EffectStep::RemoveCounters { aim: Aim::This, n: 1, kind }] = before else { return None };
    let then = step(&crate::cards::capitalized(then))?;
    if !then.iter().all(|s| s.stands_alone()) {
        return None;
    }
    let has = condition::Condition::AtLeast(1, Count::CountersOnThis(kind.clone()));
    let hasnt = Box::new(condition::Condition::Not(Box::new(has.clone())));
    let removed = SpellEffect { steps: vec![remove.clone()] }.into();
    Some(vec![
        EffectStep::IfHolds { condition: hasnt, effect: SpellEffect { steps: then }.into() },
        EffectStep::IfHolds { condition: Box::new(has), effect: removed },
    ])
}

/// "Monstrosity 3", "Bolster 2", "Adapt 1", "Support 2".
pub(super) fn keyword_action(s: &str) -> Option<Vec<EffectStep>> {
    // 701.37a: "Monstrosity 3": "If this permanent isn't monstrous, put three +1/+1 counters on
    // it and it becomes monstrous." 701.46a: "Adapt 2": "If this permanent has no +1/+1
    // counters on it, put two +1/+1 counters on it."
    let keyword_action = |name: &str| s.strip_prefix(name).and_then(number).filter(|n| *n > 0);
    if let Some(n) = keyword_action("Monstrosity ") {
        let condition = Box::new(condition::Condition::ThisIs(Designation::Monstrous, false));
        let steps = vec![
            EffectStep::PlusOneCounters { aim: Aim::This, n: Amount::Fixed(n) },
            EffectStep::Become(Aim::This, Designation::Monstrous),
        ];
        return Some(vec![EffectStep::IfHolds { condition, effect: SpellEffect { steps }.into() }]);
    }
    // 701.26b: "Untap up to four lands": its controller chooses which.
    if let Some(n) = s
        .strip_prefix("Untap up to ")
        .or_else(|| s.strip_prefix("untap up to "))
        .and_then(|r| r.strip_suffix(" lands"))
        .and_then(number)
    {
        return Some(vec![EffectStep::UntapLands(n)]);
    }
    // 701.34a: "Proliferate" (its reminder text gone).
    if s.eq_ignore_ascii_case("proliferate") {
        return Some(vec![EffectStep::Proliferate]);
    }
    if let Some(n) = keyword_action("Bolster ") {
        return Some(vec![EffectStep::Bolster(n)]);
    }
    // 701.41a: "Support N": "Put a +1/+1 counter on each of up to N [other] target creatures"
    // ("other" a permanent's: a spell is no creature to leave out).
    if let Some(n) = keyword_action("Support ") {
        let creature = Wanted { another: true, ..wanted("creature")? };
        let aim = Aim::Targets { kind: TargetKind::Permanent(creature), n, up_to: true };
        return Some(vec![EffectStep::PlusOneCounters { aim, n: Amount::Fixed(1) }]);
    }
    if let Some(n) = keyword_action("Adapt ") {
        let condition = Box::new(condition::Condition::AtMost(0, Count::CountersOnThis("+1/+1".into())));
        let steps = vec![EffectStep::PlusOneCounters { aim: Aim::This, n: Amount::Fixed(n) }];
        return Some(vec![EffectStep::IfHolds { condition, effect: SpellEffect { steps }.into() }]);
    }
    None
}

/// "Put an age counter on this permanent", "Put two +1/+1 counters on target creature",
/// "Remove a +1/+1 counter from [this]".
pub(super) fn put_or_remove(s: &str) -> Option<EffectStep> {
    // 122.1: "Put an age counter on this permanent", "Put two -1/-1 counters on target creature".
    if let Some(rest) = s.strip_prefix("Put ")
        && let Some((what, on)) = rest.split_once(" counters on ").or_else(|| rest.split_once(" counter on "))
        && let Some((n, kind)) = what.split_once(' ')
        && kind != "+1/+1"
        && !kind.contains(' ')
    {
        let n = if matches!(n, "a" | "an") { 1 } else { number(n)? };
        return Some(EffectStep::AddCounters { aim: permanent_aim(on)?, n, kind: kind.to_string() });
    }
    // 122.1: "Remove a +1/+1 counter from [this]", "Remove two time counters from it".
    if let Some(rest) = s.strip_prefix("Remove ")
        && let Some((what, from)) = rest.split_once(" counters from ").or_else(|| rest.split_once(" counter from "))
        && let Some((n, kind)) = what.split_once(' ')
        && !kind.contains(' ')
    {
        let n = if matches!(n, "a" | "an") { 1 } else { number(n)? };
        return Some(EffectStep::RemoveCounters { aim: permanent_aim(from)?, n, kind: kind.to_string() });
    }
    if let Some(rest) = s.strip_prefix("Put ")
        && let Some((n, on)) = rest.split_once(" +1/+1 counter")
    {
        let on = on.strip_prefix('s').unwrap_or(on).strip_prefix(" on ")?;
        return Some(EffectStep::PlusOneCounters { aim: permanent_aim(on)?, n: aims::amount(n)? });
    }
    None
}
