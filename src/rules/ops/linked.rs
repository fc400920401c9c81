//! The cards a permanent's abilities exiled (607.2a: an ability that exiles and one that refers
//! to "the exiled card" are linked): Oblivion Ring's enters ability exiles, its leaves ability
//! returns the card it exiled; and a card exiled "until [this] leaves the battlefield" returns
//! the moment it does (610.3a), or isn't exiled at all if it already has (610.3c).
//!
//! A resolving effect names what it exiles as it makes its actions ([`exiling`]); once they are
//! carried out, each card found in exile is remembered on the permanent as the object it is now
//! ([`pin`]). A permanent that enters the battlefield is a new object with nothing exiled
//! (400.7).

use bevy::prelude::*;

use crate::rules::action::Zone;
use crate::rules::log::{log, refer};
use crate::rules::object::{ObjectNumber, Owner};
use crate::rules::query::{label, zone_of};
use crate::says;

/// The cards this permanent's abilities exiled, as the objects they became in exile.
#[derive(Component, Clone, Debug, Default)]
pub struct ExiledWith {
    /// Each card, the object it is in exile, and whether it returns when this permanent leaves
    /// the battlefield (610.3a).
    pub cards: Vec<(Entity, ObjectNumber, bool)>,
}

/// What the effect resolving now exiles for a permanent's ability: its source, the card by
/// label, and whether until the source leaves the battlefield.
#[derive(Resource, Clone, Debug, Default)]
pub struct Exiling(pub Vec<(Entity, String, bool)>);

/// A resolving ability of `source` (a permanent, still the object it was) exiles `card`: it is
/// remembered once the effect is done.
pub fn exiling(world: &mut World, source: Entity, card: Entity, until_leaves: bool) {
    let card = label(world, card);
    world.get_resource_or_insert_with(Exiling::default).0.push((source, card, until_leaves));
}

/// The effect is done: each card it exiled for a permanent's ability that is in exile now is
/// remembered on that permanent (one whose exile was replaced isn't, 614).
pub fn pin(world: &mut World) {
    let Some(mut exiling) = world.get_resource_mut::<Exiling>() else { return };
    let done = std::mem::take(&mut exiling.0);
    for (source, card, until_leaves) in done {
        let Some(e) = world.resource::<crate::rules::Labels>().0.get(card.as_str()).copied() else { continue };
        let Some(number) = world.get::<ObjectNumber>(e).copied().filter(|_| zone_of(world, e) == Zone::Exile) else {
            continue;
        };
        if world.get_entity(source).is_err() {
            continue;
        }
        let mut linked = world.get::<ExiledWith>(source).cloned().unwrap_or_default();
        linked.cards.push((e, number, until_leaves));
        world.entity_mut(source).insert(linked);
    }
}

/// The cards `source`'s abilities exiled that are still those objects in exile (607.2a), taken
/// from it: what "return the exiled card" returns.
pub fn take_exiled(world: &mut World, source: Entity) -> Vec<Entity> {
    let Some(linked) = world.get::<ExiledWith>(source).cloned() else { return Vec::new() };
    world.entity_mut(source).remove::<ExiledWith>();
    linked.cards.into_iter().filter(|(e, was, _)| still_exiled(world, *e, *was)).map(|(e, ..)| e).collect()
}

fn still_exiled(world: &World, e: Entity, was: ObjectNumber) -> bool {
    world.get::<ObjectNumber>(e) == Some(&was) && zone_of(world, e) == Zone::Exile
}

/// A permanent moved from `from` to `to`: entering the battlefield it is a new object that
/// exiled nothing (400.7); leaving it, the cards exiled until it left return to the battlefield
/// under their owners' control at once (610.3a): those cards, with their owners, for the move
/// to put there (`zones::move_object`).
pub fn moved(world: &mut World, e: Entity, from: Zone, to: Zone) -> Vec<(Entity, Option<Entity>)> {
    if to == Zone::Battlefield && from != Zone::Battlefield {
        world.entity_mut(e).remove::<ExiledWith>();
        return Vec::new();
    }
    if from != Zone::Battlefield || to == Zone::Battlefield {
        return Vec::new();
    }
    let Some(mut linked) = world.get::<ExiledWith>(e).cloned() else { return Vec::new() };
    let back: Vec<(Entity, ObjectNumber)> =
        linked.cards.iter().filter(|(.., until)| *until).map(|(c, n, _)| (*c, *n)).collect();
    linked.cards.retain(|(.., until)| !until);
    world.entity_mut(e).insert(linked);
    let mut out = Vec::new();
    for (card, was) in back {
        if !still_exiled(world, card, was) {
            continue;
        }
        let (what, source) = (refer(world, card), refer(world, e));
        log(world, "610.3a", says!("log-returns-as-exiler-leaves", card = what, source = source));
        out.push((card, world.get::<Owner>(card).map(|o| o.0)));
    }
    out
}
