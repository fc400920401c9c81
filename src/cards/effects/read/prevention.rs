//! Reading what a spell or ability prevents for the rest of the turn: "Prevent all combat
//! damage that would be dealt this turn." (615.1), "Prevent all [combat] damage that would be
//! dealt to / by / to and dealt by [target creature, that creature, it] this turn", "Prevent all
//! damage [target creature] would deal this turn" (615.1a), "Prevent the next 3 damage that would
//! be dealt to any target this turn" (615.7).

use super::super::{Aim, EffectStep};
use super::aim;
use crate::cards::filter::number;

/// The step a sentence (without its period) is, if it prevents damage this turn.
pub(super) fn prevention(s: &str) -> Option<EffectStep> {
    if s == "Prevent all combat damage that would be dealt this turn" {
        return Some(EffectStep::PreventCombatDamage);
    }
    if let Some(rest) = s.strip_prefix("Prevent the next ")
        && let Some((n, to)) = rest.split_once(" damage that would be dealt to ")
        && let Some(to) = to.strip_suffix(" this turn")
    {
        return Some(EffectStep::PreventNext { n: number(n).filter(|n| *n > 0)?, to: aim(to)? });
    }
    prevent_all(s)
}

/// "Prevent all [combat] damage that would be dealt (to | by | to and dealt by) [target creature,
/// that creature, it] this turn", "Prevent all [combat] damage [target creature] would deal
/// this turn" (615.1a).
fn prevent_all(s: &str) -> Option<EffectStep> {
    let rest = s.strip_prefix("Prevent all ")?.strip_suffix(" this turn")?;
    let (combat_only, rest) = match rest.strip_prefix("combat ") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let rest = rest.strip_prefix("damage ")?;
    let (to, by, who) = if let Some(who) = rest.strip_suffix(" would deal") {
        (false, true, who)
    } else if let Some(who) = rest.strip_prefix("that would be dealt to and dealt by ") {
        (true, true, who)
    } else if let Some(who) = rest.strip_prefix("that would be dealt by ") {
        (false, true, who)
    } else {
        (true, false, rest.strip_prefix("that would be dealt to ")?)
    };
    let aim = match who {
        "it" | "that creature" => Aim::It,
        who if who.starts_with("target ") => aim(who)?,
        _ => return None,
    };
    Some(EffectStep::PreventAll { aim, to, by, combat_only })
}
