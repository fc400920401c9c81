//! Ascend (702.131): a player who controls ten or more permanents and a permanent with ascend
//! (looked at with the state triggers, `triggers::state`), or whose spell with ascend resolves,
//! gets the city's blessing for the rest of the game (702.131c): the `CitysBlessing` mark.

use bevy::prelude::*;

use crate::rules::action::Zone;
use crate::rules::log::{log, refer};
use crate::rules::object::CitysBlessing;
use crate::rules::query::{chars, permanents_controlled_by, zone_of};
use crate::says;

/// How many permanents ascend asks for (702.131a-b).
const PERMANENTS: usize = 10;

/// 702.131b: the controller of each permanent with ascend gets the city's blessing where they
/// control ten or more permanents (the permanents with ascend are among those the state
/// triggers' index lists). Returns whether anyone got it: what depends on it is derived again.
pub fn permanents_ascend(world: &mut World) -> bool {
    let candidates = world.resource::<crate::rules::triggers::Triggers>().index.with_state_triggers().to_vec();
    let mut given = false;
    for e in candidates {
        let here = zone_of(world, e) == Zone::Battlefield && crate::rules::object::is_present(world, e);
        if !here || !chars(world, e).abilities.iter().any(|a| a.ability == crate::cards::Ability::Ascend) {
            continue;
        }
        if let Some(controller) = world.get::<crate::rules::object::Controller>(e).map(|c| c.0) {
            given |= check(world, controller);
        }
    }
    if given {
        crate::rules::layers::mark_dependents(world);
    }
    given
}

/// 702.131a-b: `player` gets the city's blessing if they control ten or more permanents and
/// don't have it yet.
/// Returns whether they did.
pub fn check(world: &mut World, player: Entity) -> bool {
    if world.get::<CitysBlessing>(player).is_some() || permanents_controlled_by(world, player).len() < PERMANENTS {
        return false;
    }
    world.entity_mut(player).insert(CitysBlessing);
    log(world, "702.131c", says!("log-gets-citys-blessing", player = refer(world, player)));
    true
}
