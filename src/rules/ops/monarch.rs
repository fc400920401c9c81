//! The monarch (724): a designation one player at a time may have (724.1, 724.3), given by an
//! effect ("you become the monarch"). Its two inherent triggered abilities have no source and
//! are controlled by the player who was the monarch as they triggered (724.2): "At the
//! beginning of the monarch's end step, that player draws a card" and "Whenever a creature
//! deals combat damage to the monarch, its controller becomes the monarch" (its controller as
//! the ability triggers; made in `triggers::monarch`). A monarch who leaves the game passes it to
//! the active player (724.4).

use bevy::prelude::*;

use crate::rules::log::{log, refer};
use crate::rules::object::Monarch;
use crate::rules::query::monarch;
use crate::says;

/// 724.3: `p` becomes the monarch; whoever was ceases to be.
pub fn become_monarch(world: &mut World, p: Entity) {
    let was = monarch(world);
    if was == Some(p) {
        return;
    }
    if let Some(w) = was {
        world.entity_mut(w).remove::<Monarch>();
    }
    world.entity_mut(p).insert(Monarch);
    log(world, "724.3", says!("log-becomes-the-monarch", player = refer(world, p)));
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
}

/// 724.4: the monarch leaves the game: the active player becomes the monarch, or the next
/// player in turn order still in it.
pub fn leaves(world: &mut World, p: Entity) {
    if world.get::<Monarch>(p).is_none() {
        return;
    }
    world.entity_mut(p).remove::<Monarch>();
    let next = crate::rules::query::in_game_from_active(world).into_iter().find(|o| *o != p);
    if let Some(next) = next {
        become_monarch(world, next);
    }
}
