//! Creatures dealing damage by their power: "fights" (701.12a) and "deals damage equal to its
//! power to" (120.3), one creature the source or a target, the other a target.

use super::super::*;
use super::aims::{aim, permanent_aim};

/// "Target creature you control fights target creature you don't control", "[This] fights
/// target creature", "Target creature you control deals damage equal to its power to target
/// creature you don't control", "[This] deals damage equal to its power to any target".
pub(super) fn fight(s: &str) -> Option<Vec<EffectStep>> {
    // "You may have it fight target creature" (after a trigger's "you may": "have it fight").
    let had = s.strip_prefix("Have ").or_else(|| s.strip_prefix("have ")).and_then(|r| r.split_once(" fight "));
    let (left, right, fights) = if let Some((l, r)) = had {
        (l, r, true)
    } else if let Some((l, r)) = s.split_once(" fights ") {
        (l, r, true)
    } else if let Some((l, r)) = s.split_once(" deals damage equal to its power to ") {
        (l, r, false)
    } else if let Some(l) = s.strip_suffix(" deals damage to itself equal to its power") {
        // "Target creature deals damage to itself equal to its power" (Justice Strike): the
        // one target, both source and recipient.
        let a = permanent_aim(&crate::cards::lowercased(l)).filter(|a| matches!(a, Aim::Target(_)))?;
        return Some(vec![EffectStep::ChooseTarget(a), EffectStep::DamageByPower { aim: Aim::It, by: Aim::It }]);
    } else {
        return None;
    };
    let lower = crate::cards::lowercased;
    let mut out = Vec::new();
    let left = left.strip_prefix("Then ").unwrap_or(left);
    let first = if is_this(left) {
        Aim::This
    } else if matches!(left, "It" | "it" | "That creature" | "that creature") {
        // The target named before, or what the ability's event names (`SpellEffect::read`).
        Aim::It
    } else {
        let a = permanent_aim(&lower(left)).filter(|a| matches!(a, Aim::Target(_)))?;
        out.push(EffectStep::ChooseTarget(a));
        Aim::It
    };
    // "another target creature": a target other than the first, which this reader doesn't ask.
    if right.contains("another") {
        return None;
    }
    let second = if fights { permanent_aim(right) } else { aim(right) };
    let second = second.filter(|a| matches!(a, Aim::Target(_)))?;
    out.push(match fights {
        true => EffectStep::Fight { aim: second, with: first },
        false => EffectStep::DamageByPower { aim: second, by: first },
    });
    Some(out)
}
