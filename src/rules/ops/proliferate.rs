//! Proliferate (701.34a): "choose any number of permanents and/or players, then give each
//! another counter of each kind already there." As the effect reaches the step, nobody holds
//! priority until its controller ticks those they want among the permanents and players that
//! have counters (choosing one with none would do nothing), with `ChooseCards`, a player named
//! by name (`hand_choice`'s `HandTo::Proliferate`).

use bevy::prelude::*;

use crate::rules::counters::Counters;
use crate::rules::log::{log, refer};
use crate::rules::object::{PlayerCounters, Players};
use crate::says;

/// The permanents on the battlefield with a counter on them, each player's in turn, then the
/// players with one.
pub fn candidates(world: &World) -> Vec<Entity> {
    let players = world.get_resource::<Players>().map(|p| p.0.clone()).unwrap_or_default();
    let has = |e: &Entity| world.get::<Counters>(*e).is_some_and(|c| c.0.values().any(|n| *n > 0));
    let permanents = players.iter().flat_map(|p| crate::rules::query::permanents_controlled_by(world, *p)).filter(has);
    let with = |p: &Entity| world.get::<PlayerCounters>(*p).is_some_and(|c| c.0.values().any(|n| *n > 0));
    permanents.chain(players.iter().copied().filter(with)).collect()
}

/// 701.34a: each of `chosen` gets another counter of each kind already on it.
pub fn proliferate(world: &mut World, player: Entity, chosen: &[Entity]) {
    log(world, "701.34a", says!("log-proliferates", player = refer(world, player), n = chosen.len()));
    for &e in chosen {
        if let Some(kinds) = world
            .get::<PlayerCounters>(e)
            .map(|c| c.0.iter().filter(|(_, n)| **n > 0).map(|(k, _)| k.clone()).collect::<Vec<_>>())
        {
            for kind in kinds {
                super::players::change_counters(world, e, &kind, 1);
            }
            continue;
        }
        let kinds: Vec<_> = world
            .get::<Counters>(e)
            .map(|c| c.0.iter().filter(|(_, n)| **n > 0).map(|(k, _)| k.clone()).collect())
            .unwrap_or_default();
        for kind in kinds {
            super::status::add_counters(world, e, &kind, 1);
        }
    }
}
