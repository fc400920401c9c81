//! Requirements on this turn's attacks (508.1d) and blocks (509.1c): "Target creature attacks
//! this turn if able", "All creatures able to block target creature this turn do so", "Target
//! creature must be blocked this turn if able", "Target creature blocks this turn if able",
//! "Target creature blocks [this] this turn if able", provoke's "target creature defending
//! player controls untaps and blocks it if able"; and removing a creature from combat (506.4).

use super::super::*;
use super::aims::subject_aim as on;

/// The steps of a sentence that asks for blocks this turn (509.1c), or removes a creature from
/// combat (506.4), if it is one.
pub(super) fn block_demand(s: &str) -> Option<Vec<EffectStep>> {
    // 506.4: "Remove [it] from combat", "Untap [this] and remove it from combat".
    if let Some(rest) = s.strip_suffix(" from combat") {
        let untap = rest.strip_prefix("Untap ").or_else(|| rest.strip_prefix("untap "));
        if let Some((first, second)) = untap.and_then(|r| r.split_once(" and remove ")) {
            let aim = on(first).filter(|a| !a.is_target())?;
            let again = matches!(second, "it" | "this permanent") || is_this(second);
            return again.then(|| vec![EffectStep::Untap(aim.clone()), EffectStep::RemoveFromCombat(aim)]);
        }
        let who = rest.strip_prefix("Remove ").or_else(|| rest.strip_prefix("remove "))?;
        return Some(vec![EffectStep::RemoveFromCombat(on(who).filter(|a| !a.is_target())?)]);
    }
    let step = |aim: Aim, demand: CombatDemand| EffectStep::CombatDemand { aim, demand };
    // "All creatures able to block target creature this turn do so."
    if let Some(who) = s.strip_prefix("All creatures able to block ").and_then(|r| r.strip_suffix(" this turn do so")) {
        return Some(vec![step(on(who)?, CombatDemand::Lured)]);
    }
    if let Some(who) =
        s.strip_suffix(" must be blocked this turn if able").or_else(|| s.strip_suffix(" must be blocked if able"))
    {
        return Some(vec![step(on(who)?, CombatDemand::MustBeBlocked)]);
    }
    // 508.1d: "Target creature attacks this turn if able", "Each creature attacks this turn if
    // able".
    if let Some(who) =
        s.strip_suffix(" attacks this turn if able").or_else(|| s.strip_suffix(" attack this turn if able"))
    {
        return Some(vec![step(on(who)?, CombatDemand::Attacks)]);
    }
    if let Some(who) = s.strip_suffix(" blocks this turn if able") {
        return Some(vec![step(on(who)?, CombatDemand::Blocks)]);
    }
    // Provoke (702.39a): "untaps and blocks it if able".
    if let Some(who) = s.strip_suffix(" untaps and blocks it if able") {
        let aim = on(who).filter(|a| !matches!(a, Aim::It))?;
        return Some(vec![EffectStep::Untap(aim), step(Aim::It, CombatDemand::BlocksIt)]);
    }
    for end in [" this turn if able", " this combat if able"] {
        let Some((who, whom)) = s.strip_suffix(end).and_then(|r| r.split_once(" blocks ")) else { continue };
        let demand = match whom {
            "it" => CombatDemand::BlocksIt,
            w if is_this(w) => CombatDemand::BlocksThis,
            _ => return None,
        };
        return Some(vec![step(on(who)?, demand)]);
    }
    None
}
