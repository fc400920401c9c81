//! Prevention shields (615.7): "Prevent the next 3 damage that would be dealt to any target this
//! turn." Each shield stands for the rest of the turn (its effect's duration, 514.2) and
//! prevents damage to its player or permanent until it has prevented that much, the shields of
//! one recipient used in the order they were made (616.1's choice, made by the table).

use bevy::prelude::*;

use crate::rules::game::Turn;
use crate::rules::log::{log, refer};
use crate::says;

/// 615.7: the next `n` damage that would be dealt to `to` this turn is prevented.
pub fn shield(world: &mut World, to: Entity, n: u32) {
    if n == 0 {
        return;
    }
    world.resource_mut::<Turn>().shields.push((to, n));
    log(world, "615.7", says!("log-prevention-shield", n = n, target = refer(world, to)));
}

/// Damage about to be dealt to `to`: what its shields prevent of `n` is used up from them (and
/// said), and what is left is returned (0: all of it prevented, so none is dealt, 615.6).
pub fn prevent(world: &mut World, to: Entity, n: u32) -> u32 {
    let mut left = n;
    let mut prevented = 0;
    {
        let mut turn = world.resource_mut::<Turn>();
        for (_, shield) in turn.shields.iter_mut().filter(|(e, _)| *e == to) {
            let used = (*shield).min(left);
            *shield -= used;
            left -= used;
            prevented += used;
        }
        turn.shields.retain(|(_, s)| *s > 0);
    }
    if prevented > 0 {
        log(world, "615.7", says!("log-damage-prevented-by-shield", n = prevented, target = refer(world, to)));
    }
    left
}
