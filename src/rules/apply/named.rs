//! What an action names, found before its rules family is called: players by name, objects by
//! id, targets of either kind, a payment's mana read; each one missing is logged and the action
//! does nothing.

use bevy::prelude::*;

use crate::rules::action::{ObjectId, Payment, PlayerId, Target};
use crate::rules::ops::mana;
use crate::rules::query::{object, player};
use crate::says;

/// Runs `f` on the player with this name, if there is one (logged if not).
pub(super) fn for_player(world: &mut World, name: &str, f: impl FnOnce(&mut World, Entity)) {
    if let Some(p) = player(world, name) {
        f(world, p);
    }
}

/// An optional player named in an action: `Some(None)` when none is named, `Some(Some(p))` for
/// a known one, `None` (logged) for an unknown name.
pub(super) fn optional_player(world: &mut World, name: Option<PlayerId>) -> Option<Option<Entity>> {
    match name {
        Some(name) => player(world, &name).map(Some),
        None => Some(None),
    }
}

/// Every object named, if each is a live card or token (each unknown one logged).
pub(super) fn objects(world: &mut World, ids: &[ObjectId]) -> Option<Vec<Entity>> {
    ids.iter().map(|id| object(world, id)).collect::<Vec<_>>().into_iter().collect()
}

/// Every object or player named (proliferate's choice, 701.34a: a player by name), if each is
/// one (each unknown one logged).
pub(super) fn objects_or_players(world: &mut World, ids: &[ObjectId]) -> Option<Vec<Entity>> {
    let one = |world: &mut World, id: &ObjectId| {
        let labelled = world.resource::<crate::rules::object::Labels>().0.contains_key(id.as_str());
        match crate::rules::query::find_player(world, id) {
            Some(p) if !labelled => Some(p),
            _ => object(world, id),
        }
    };
    ids.iter().map(|id| one(world, id)).collect::<Vec<_>>().into_iter().collect()
}

/// Runs `f` on the object with this id, if it is a live card or token (logged if not).
pub(super) fn on(world: &mut World, id: &str, f: impl FnOnce(&mut World, Entity)) {
    if let Some(e) = object(world, id) {
        f(world, e);
    }
}

/// [`on`] for an action that names one object: the card or token found already (`named`, what
/// the action names that is on the table), else looked up (and logged where it isn't one).
pub(super) fn on_one(world: &mut World, named: &[Entity], id: &str, f: impl FnOnce(&mut World, Entity)) {
    match named {
        [e] if world.get::<crate::rules::object::Printed>(*e).is_some() => f(world, *e),
        _ => on(world, id, f),
    }
}

/// An object or a player, by id or name (an Aura can enchant a player, 303.4b).
/// The object or player a target names (each unknown one logged).
pub(super) fn object_or_player(world: &mut World, target: &Target) -> Option<Entity> {
    match target {
        Target::Player(p) => player(world, p),
        Target::Object(id) => object(world, id),
    }
}

/// Targets: objects or players (115.1). None if one isn't there.
pub(super) fn targets_of(world: &mut World, targets: &[Target]) -> Option<Vec<Entity>> {
    targets.iter().map(|t| object_or_player(world, t)).collect()
}

/// A payment as the player chose it (601.2h), read: `Some(None)` where they left it to the
/// rules, `None` (refused and logged) where its mana doesn't read.
pub(super) fn spend_of(world: &mut World, pay: Option<Payment>) -> Option<Option<mana::Spend>> {
    match pay.as_ref().map(mana::Spend::of).transpose() {
        Ok(spend) => Some(spend),
        Err(why) => {
            crate::rules::ops::Refusal::new("601.2h", says!("log-payment-unreadable", why = why)).log(world);
            None
        }
    }
}
