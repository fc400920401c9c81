//! "You gain 4 life. If a creature died this turn, you gain 8 life instead." (608.2c): a step
//! replaced where a condition holds.

use super::super::{Aim, EffectStep, SpellEffect};
use super::step;

/// "If [condition], [steps] instead" after a sentence whose steps are `before` (608.2c): the
/// steps before where the condition doesn't hold, these where it does; each standing alone (no
/// target, nothing a step before named).
pub(in crate::cards::effects) fn instead(sentence: &str, before: &[EffectStep]) -> Option<(EffectStep, EffectStep)> {
    use crate::cards::condition::Condition;
    let (condition, then) = sentence.strip_prefix("If ")?.split_once(", ")?;
    let then = then.strip_suffix(" instead")?;
    let condition = Condition::parse(condition);
    let alone =
        |steps: &[EffectStep]| !steps.is_empty() && steps.iter().all(|s| s.stands_alone() && *s.aim() != Aim::This);
    if !condition.judged() || !alone(before) {
        return None;
    }
    let then = step(&crate::cards::capitalized(then)).filter(|s| alone(s))?;
    let otherwise = SpellEffect { steps: before.to_vec() }.into();
    let not =
        EffectStep::IfHolds { condition: Box::new(Condition::Not(Box::new(condition.clone()))), effect: otherwise };
    Some((not, EffectStep::IfHolds { condition: Box::new(condition), effect: SpellEffect { steps: then }.into() }))
}
