//! Arrows on the table: one player points an object at an object or a player, or draws an
//! attack or a block before declaring it (508.1b), and takes it back.

use bevy::prelude::*;

use super::named::object_or_player;
use crate::rules::action::Target;
use crate::rules::game::{Arrow, Arrows};
use crate::rules::log::refer;
use crate::rules::query::object;
use crate::says;

/// An arrow from an object to an object or a player (both must exist).
pub(super) fn arrow(world: &mut World, from: &str, to: &Target, attack: bool) {
    let Some(src) = object(world, from) else { return };
    let Some(pointed) = object_or_player(world, to) else { return };
    // 508.1b: an attack pointed at an opponent's land or creature is an attack on that player.
    let target = match attack {
        true => crate::rules::ops::combat::attack_arrow_target(world, src, pointed),
        false => pointed,
    };
    let to = match world.get::<crate::rules::object::Player>(target) {
        Some(p) if target != pointed => p.name.clone(),
        _ => to.as_str().to_string(),
    };
    let (name, target) = (refer(world, src), refer(world, target));
    let line = match attack {
        true => says!("log-arrow-attacks", source = name, target = target),
        false => says!("log-arrow-points-at", source = name, target = target),
    };
    crate::rules::log::note(world, line);
    world.resource_mut::<Arrows>().0.push(Arrow { from: from.to_string(), to, attack });
}

/// Removes the arrows from `from` to `to` of this kind (an attack or a block the player drew and
/// takes back before declaring it).
pub(super) fn remove_arrow(world: &mut World, from: &str, to: &Target, attack: bool) {
    let Some(src) = object(world, from) else { return };
    let Some(target) = object_or_player(world, to) else { return };
    let before = world.resource::<Arrows>().0.len();
    world.resource_mut::<Arrows>().0.retain(|a| !(a.from == from && a.to == to.as_str() && a.attack == attack));
    if world.resource::<Arrows>().0.len() != before {
        let (source, target) = (refer(world, src), refer(world, target));
        crate::rules::log::note(world, says!("log-arrow-removed", source = source, target = target));
    }
}
