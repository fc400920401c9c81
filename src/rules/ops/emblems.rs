//! Emblems (114): an object in the command zone with the abilities the effect that created it
//! gave it, and nothing else; no effect removes one, and its abilities work from there (114.4).

use std::sync::Arc;

use bevy::prelude::*;

use crate::cards::{CardDef, Face};
use crate::rules::action::Zone;
use crate::rules::game::{RulesClock, mark};
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::{Emblem, InZone, Labels, Timestamp, object};
use crate::says;

/// 114.1: `player` gets an emblem with `ability` (a line as a card would print it), from an
/// effect of `from` (for display: "Dack Fayden Emblem", as its card's name reads; its id is
/// `SOURCE-emblem`, then `SOURCE-emblem-2`, ...). Returns it, or `None` if the table has no
/// room for another object.
pub fn create(world: &mut World, player: Entity, from: Option<Entity>, ability: &str) -> Option<Entity> {
    if !super::tokens::room_for_one_more(world) {
        return None;
    }
    let (name, base) = match from {
        Some(e) => {
            let name = crate::rules::query::chars(world, e).name.to_string();
            (format!("{name} Emblem"), format!("{}-emblem", crate::rules::query::label(world, e)))
        }
        None => ("Emblem".to_string(), "emblem".to_string()),
    };
    let face = Face { name: name.as_str().into(), text: ability.into(), ..Face::default() };
    let label = crate::rules::query::fresh_id(world, &base);
    let (id, ts, order) = {
        let mut clock = world.resource_mut::<RulesClock>();
        (clock.next_object(), clock.next_timestamp(), clock.next_bottom())
    };
    let zone = InZone { zone: Zone::Command, order };
    let def = Arc::new(CardDef::single(face));
    let e = world.spawn((object(&label, def, player, player, zone), Emblem, (id, Timestamp(ts)))).id();
    world.resource_mut::<Labels>().0.insert(label, e);
    mark(world, e);
    crate::rules::layers::derive_dirty(world);
    let who = refer(world, player);
    log(world, "114.1", says!("log-emblem-created", player = who, ability = Arg::text(ability)));
    Some(e)
}
