//! Showing one card (701.20a, 701.20e): a room of its own below the zone moves, which a
//! replacement that reveals the card it moves calls (`zones/replaced.rs`).

use bevy::prelude::*;

use crate::rules::action::Zone;
use crate::rules::game::mark;
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::*;
use crate::says;

/// Shows a card to every player (`to` `None`) or to one player, where it is.
pub fn reveal(world: &mut World, e: Entity, to: Option<Entity>) {
    let mut r = world.get::<Revealed>(e).cloned().unwrap_or_default();
    match to {
        None => r.all = true,
        Some(p) if !r.to.contains(&p) => r.to.push(p),
        Some(_) => {}
    }
    world.entity_mut(e).insert(r);
    mark(world, e);
    let zone = world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone);
    let name = refer(world, e);
    match to {
        None => log(world, "701.20a", says!("log-revealed-to-every-player", card = name, zone = Arg::key(zone))),
        Some(p) => {
            let who = refer(world, p);
            log(world, "701.20e", says!("log-looks-at-card", player = who, card = name, zone = Arg::key(zone)));
        }
    }
}
