//! State triggers (603.8): "When you control no Islands, sacrifice [this]." triggers as soon as
//! the game state matches, looked at with the state-based actions (704.3), and doesn't trigger
//! again until the ability has left the stack: not while it waits to go on, nor while it is
//! there.

use bevy::prelude::*;

use super::{Pending, Triggers};
use crate::cards::Ability;
use crate::cards::triggers::TriggerEvent;
use crate::rules::action::Zone;
use crate::rules::object::*;
use crate::rules::query::{chars, permanents_controlled_by, zone_of};

/// The state triggers of the permanents on the battlefield whose state holds, and that aren't
/// already waiting or on the stack, join the waiting abilities.
pub fn check(world: &mut World) {
    let candidates = world.resource::<Triggers>().index.with_state_triggers().to_vec();
    let mut found = Vec::new();
    for e in candidates {
        let here = zone_of(world, e) == Zone::Battlefield && is_present(world, e);
        if !here || !super::index::has_state_triggers(world, e) {
            continue;
        }
        let Some(controller) = world.get::<Controller>(e).map(|c| c.0) else { continue };
        let object = world.get::<ObjectNumber>(e).copied().unwrap_or_default();
        for (line, a) in chars(world, e).abilities.iter().enumerate() {
            let Ability::Triggered(t) = &a.ability else { continue };
            let TriggerEvent::ControlsNone { filter, another } = &t.event else { continue };
            let any = permanents_controlled_by(world, controller).into_iter().any(|p| {
                !(*another && p == e)
                    && crate::rules::wanted::filter_matches(
                        filter,
                        chars(world, p),
                        Some(controller),
                        false,
                        controller,
                    )
            });
            if any || waiting(world, e, object, line, &a.text) {
                continue;
            }
            let timestamp = world.get::<Timestamp>(e).map_or(0, |t| t.0);
            found.push(Pending {
                source: e,
                timestamp,
                controller,
                trigger: (**t).clone(),
                text: a.text.clone(),
                line,
                object,
                delayed: false,
                it: Vec::new(),
                player: None,
                amount: 0,
            });
        }
    }
    world.resource_mut::<Triggers>().pending.extend(found);
}

/// Whether ability `line` of `source` (that object) waits to go on the stack, or is on it.
fn waiting(world: &World, source: Entity, object: ObjectNumber, line: usize, text: &str) -> bool {
    let t = world.resource::<Triggers>();
    let pending = t.pending.iter().chain(t.ordering.iter().flat_map(|o| o.abilities.iter()));
    if pending.into_iter().any(|p| p.source == source && p.object == object && p.line == line) {
        return true;
    }
    let Some(mut q) = world.try_query::<&StackedAbility>() else { return false };
    q.iter(world).any(|a| a.source == source && a.source_object == object && a.text.as_deref() == Some(text))
}
