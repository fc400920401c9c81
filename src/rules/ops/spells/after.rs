//! Steps that depend on what came before them in a resolving effect: "the number of creatures
//! exiled this way" counted from the step before's actions (608.2c), and the last steps on all of
//! a kind after a choice, made into actions once it is made (`continuing::keep_later`).

use bevy::prelude::*;

use super::action::Doer;
use crate::cards::effects::{Aim, Amount, Count, EffectStep};
use crate::rules::action::{Action, Zone};
use crate::rules::object::Controller;

/// A step whose amount is "the number of creatures exiled this way" (`Count::ThisWay`), with
/// that number counted from `before`, the actions of the step before: each permanent it
/// destroys (not one indestructible or with a regeneration shield, 701.8b, 701.19a) or exiles,
/// only those its controller controls where it says so. `None` for any other step.
pub(super) fn this_way(world: &World, doer: &Doer, step: &EffectStep, before: &[Action]) -> Option<EffectStep> {
    let Some(Amount::Count { times, what }) = step.amount() else { return None };
    let Count::ThisWay { yours } = **what else { return None };
    let labels = &world.resource::<crate::rules::Labels>().0;
    let turn = world.resource::<crate::rules::game::Turn>().number;
    let shielded = |e: Entity| {
        world.get::<crate::rules::object::RegenerationShields>(e).is_some_and(|s| s.turn == turn && s.n > 0)
            && world.get::<crate::rules::object::CantBeRegenerated>(e).is_none_or(|c| c.turn != turn)
    };
    let n = before
        .iter()
        .filter_map(|a| match a {
            Action::Destroy(id) => labels
                .get(id.as_str())
                .copied()
                .filter(|e| !crate::rules::query::chars(world, *e).is_indestructible() && !shielded(*e)),
            Action::Move { card, to: Zone::Exile, .. } => labels.get(card.as_str()).copied(),
            _ => None,
        })
        .filter(|e| crate::rules::query::on_battlefield(world, *e))
        .filter(|e| !yours || world.get::<Controller>(*e).is_some_and(|c| c.0 == doer.controller))
        .count() as u32;
    let mut counted = step.clone();
    *counted.amount_mut()? = Amount::Fixed(times.saturating_mul(n));
    Some(counted)
}

/// Whether a step acts on all of a kind (`Aim::All`), itself or under a condition.
pub(super) fn on_all(step: &EffectStep) -> bool {
    match step {
        EffectStep::IfHolds { effect, .. } => effect.steps.iter().any(on_all),
        s => matches!(s.aim(), Aim::All(_)),
    }
}

/// Whether a step may be made into actions after the effect's choice, alone: no choice of its
/// own, no target, nothing the steps before named.
pub(super) fn late_alone(step: &EffectStep) -> bool {
    match step {
        EffectStep::IfHolds { effect, .. } => effect.steps.iter().all(late_alone),
        s => !s.waits() && !s.aim().is_target() && !matches!(s.aim(), Aim::It | Aim::ItsController),
    }
}
