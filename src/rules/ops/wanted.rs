//! Whether an object has what a target or a choice asks of it ("nonblack creature", "attacking
//! creature", "with power 4 or greater"): its characteristics now (613) and its status, "you"
//! being the effect's controller. Read by targets (`spells`), "all" of a kind
//! (`spells::steps`) and cards chosen from a hand (`hand_choice`).

use bevy::prelude::*;

use crate::cards::effects::{Status, Wanted};
use crate::rules::object::{Controller, Tapped};
use crate::rules::query::chars;

/// Whether object `t` has the characteristics and status `w` asks for, `controller` being "you".
pub fn fits(world: &World, w: &Wanted, t: Entity, controller: Entity) -> bool {
    let c = chars(world, t);
    let yours = world.get::<Controller>(t).is_some_and(|x| x.0 == controller);
    is(c, w, yours)
        && match w.status {
            None => true,
            Some(Status::Attacking) => super::combat::is_attacking(world, t),
            Some(Status::Blocking) => super::combat::is_blocking(world, t),
            Some(Status::AttackingOrBlocking) => {
                super::combat::is_attacking(world, t) || super::combat::is_blocking(world, t)
            }
            Some(Status::Tapped) => world.get::<Tapped>(t).is_some_and(|x| x.0),
        }
}

/// Whether characteristics are what the words ask, whoever's it is (`yours`): types, subtypes
/// ("target Wall", "Spirit card"), colours, controller and "with ...". Not its status.
pub fn is(c: &crate::rules::characteristics::Characteristics, w: &Wanted, yours: bool) -> bool {
    w.matches(&c.types, c.colors, yours)
        && (w.filter.subtypes.is_empty() || w.filter.subtypes.iter().any(|s| c.has_subtype(s)))
        && w.with.iter().all(|with| c.has(with))
}

/// Every permanent that fits "all ...", in the order they became objects (400.7).
pub fn all_of(world: &World, w: &Wanted, controller: Entity) -> Vec<Entity> {
    let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::InZone)>() else { return Vec::new() };
    let mut out: Vec<Entity> = q
        .iter(world)
        .filter(|(e, z)| {
            z.zone == crate::rules::action::Zone::Battlefield && crate::rules::object::is_present(world, *e)
        })
        .map(|(e, _)| e)
        .filter(|e| crate::rules::ops::wanted::fits(world, w, *e, controller))
        .collect();
    out.sort_by_key(|e| (world.get::<crate::rules::object::ObjectNumber>(*e).copied(), *e));
    out
}
