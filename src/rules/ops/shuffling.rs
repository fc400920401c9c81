//! Shuffling a library (701.24): a room of its own below the zone moves, which a replacement
//! that shuffles a card into its library calls (`zones/replaced.rs`).

use bevy::prelude::*;
use rand::seq::SliceRandom;

use crate::rules::action::Zone;
use crate::rules::game::{RulesClock, RulesRng};
use crate::rules::log::{log, refer};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

/// 701.24a: shuffles a player's library with the table's seeded random source; every card in it
/// becomes a new object.
pub fn shuffle(world: &mut World, name: &str) {
    if let Some(p) = player(world, name) {
        shuffle_player(world, p);
    }
}

/// 701.24a: player `p` shuffles their library.
pub fn shuffle_player(world: &mut World, p: Entity) {
    let mut lib = library_of(world, p);
    let mut orders: Vec<i64> = lib.iter().map(|(_, o)| *o).collect();
    lib.shuffle(&mut world.resource_mut::<RulesRng>().0);
    orders.sort();
    for ((e, _), o) in lib.into_iter().zip(orders) {
        let id = world.resource_mut::<RulesClock>().next_object();
        // 701.20d: a shuffled card stops being revealed.
        world.entity_mut(e).insert((InZone { zone: Zone::Library, order: o }, id)).remove::<Revealed>();
    }
    log(world, "701.24a", says!("log-shuffles-library", player = refer(world, p)));
}
