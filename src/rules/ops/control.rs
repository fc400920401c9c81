//! Control-changing static abilities (613.1b): an Aura's "You control enchanted creature."
//! (Control Magic, Confiscate). For as long as the Aura is attached, its controller controls the
//! permanent it enchants; the effect is applied at each state-based check, as soon as it begins
//! or ends, and the permanent has been under its new controller since this turn (302.6). When
//! the Aura stops enchanting it, control returns to the player who had it, unless a later
//! control-changing effect took it since (613.7). One-shot control changes (Threaten, "gain
//! control of target creature") are `status::gain_control`'s.

use bevy::prelude::*;

use super::status::hand_over;
use crate::cards::Ability;
use crate::rules::action::Zone;
use crate::rules::characteristics::Characteristics;
use crate::rules::game::{Dirty, mark};
use crate::rules::log::{log, refer};
use crate::rules::object::{
    AttachedTo, ControlByAura, ControlUntilEndOfTurn, Controller, InZone, Left, Present, Timestamp, is_present,
};
use crate::rules::query::on_battlefield;
use crate::says;

/// Applies the Auras' control-changing abilities: gives each enchanted permanent to its Aura's
/// controller (the latest Aura's, 613.7, where two enchant it) and gives back those no Aura
/// holds any more. Returns whether any permanent changed controllers.
pub fn by_auras(world: &mut World) -> bool {
    let mut q =
        world.query_filtered::<(Entity, &AttachedTo, &Characteristics, &InZone, &Controller, &Timestamp), Present>();
    let mut held: Vec<(Entity, u64, Entity, Entity)> = q
        .iter(world)
        .filter(|(_, _, c, z, ..)| {
            z.zone == Zone::Battlefield && c.abilities.iter().any(|l| l.ability == Ability::ControlsHost)
        })
        .map(|(aura, host, _, _, controller, ts)| (host.0, ts.0, aura, controller.0))
        .collect();
    let had: Vec<(Entity, ControlByAura)> =
        world.query::<(Entity, &ControlByAura)>().iter(world).map(|(e, c)| (e, *c)).collect();
    if held.is_empty() && had.is_empty() {
        return false;
    }
    // The latest Aura on each permanent (613.7): sorted by permanent, then timestamp.
    held.sort();
    held.reverse();
    held.dedup_by_key(|(host, ..)| *host);
    let mut acted = false;
    for &(host, _, aura, to) in &held {
        acted |= take(world, host, aura, to);
    }
    // Those no Aura holds any more, as they were before this look.
    for (host, by) in had.into_iter().filter(|(e, _)| !held.iter().any(|h| h.0 == *e)) {
        acted |= give_back(world, host, by);
    }
    acted
}

/// `aura`'s controller `to` takes `host`, unless it already holds it by this Aura.
fn take(world: &mut World, host: Entity, aura: Entity, to: Entity) -> bool {
    if !on_battlefield(world, host) || !is_present(world, host) {
        return false;
    }
    let had = world.get::<ControlByAura>(host).copied();
    // Already given, or outlasted by a later effect for good, which the Aura's controller
    // changing doesn't make older (613.7e).
    if had.is_some_and(|h| h.aura == aura && (h.to == to || h.outlasted)) {
        return false;
    }
    let Some(now) = world.get::<Controller>(host).map(|c| c.0) else { return false };
    let before = had.map_or(now, |h| h.before);
    world.entity_mut(host).insert(ControlByAura { aura, to, before, outlasted: false });
    if now == to {
        return false;
    }
    hand_over(world, host, to);
    mark(world, host);
    world.resource_mut::<Dirty>().changed = true;
    let said = says!(
        "log-controls-enchanted",
        player = refer(world, to),
        card = refer(world, host),
        source = refer(world, aura)
    );
    log(world, "613.1b", said);
    true
}

/// The Aura no longer enchants `host` (it left, fell off, or lost the ability): control returns
/// to the player who had it, where no later effect took it since.
fn give_back(world: &mut World, host: Entity, by: ControlByAura) -> bool {
    world.entity_mut(host).remove::<ControlByAura>();
    // 800.4a: a player who left the game gets nothing back (`leaving` sees to what they had).
    if by.outlasted || !on_battlefield(world, host) || world.get::<Left>(by.before).is_some() {
        return false;
    }
    // A later "until end of turn" effect (Threaten) holds it: it returns to the first player
    // at cleanup instead (514.2).
    if let Some(mut until) = world.get_mut::<ControlUntilEndOfTurn>(host)
        && until.0 == by.to
    {
        until.0 = by.before;
        return false;
    }
    let now = world.get::<Controller>(host).map(|c| c.0);
    if now != Some(by.to) || by.to == by.before {
        return false;
    }
    hand_over(world, host, by.before);
    mark(world, host);
    world.resource_mut::<Dirty>().changed = true;
    let said = says!("log-control-returns", card = refer(world, host), player = refer(world, by.before));
    log(world, "611.3a", said);
    true
}
