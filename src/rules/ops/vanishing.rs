//! Vanishing's third ability (702.63a): "When the last time counter is removed from this
//! permanent, sacrifice it." It triggers however the counter goes (its own upkeep ability, a
//! cost, an effect), the permanent's controller controlling it; the other two abilities are
//! read from the keyword (`cards::abilities::keywords`).

use std::sync::Arc;

use bevy::prelude::*;

use crate::cards::Ability;
use crate::cards::effects::{Aim, EffectStep, SpellEffect};
use crate::cards::triggers::{Trigger, TriggerEvent};
use crate::rules::object::Controller;
use crate::rules::triggers::Pending;

/// The words of vanishing's third ability (702.63a).
const VANISHING_TRIGGER: &str = "When the last time counter is removed from this permanent, sacrifice it.";

/// Whether a permanent's abilities include vanishing.
fn has_vanishing(world: &World, e: Entity) -> bool {
    let chars = crate::rules::query::chars(world, e);
    chars.abilities.iter().any(|l| matches!(&l.ability, Ability::Triggered(t) if t.vanishing))
}

/// `e`'s time counters went from `before` to `after`: where that removed the last one from a
/// permanent with vanishing, its sacrifice triggers.
pub fn time_counters_removed(world: &mut World, e: Entity, before: u32, after: u32) {
    if before == 0 || after > 0 || !crate::rules::query::on_battlefield(world, e) || !has_vanishing(world, e) {
        return;
    }
    let Some(controller) = world.get::<Controller>(e).map(|c| c.0) else { return };
    let steps = Arc::new(SpellEffect { steps: vec![EffectStep::Sacrifice(Aim::This)] });
    let event = TriggerEvent::LastTimeCounterRemoved;
    let trigger = Trigger::created(event, steps, VANISHING_TRIGGER);
    let pending = Pending::of_source(world, e, controller, trigger, VANISHING_TRIGGER);
    crate::rules::triggers::triggered(world, vec![pending]);
}
