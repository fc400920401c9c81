//! The legend rule (704.5j), which waits for its player's choice, and the world rule (704.5k).
//! Both are state-based actions, checked in [`crate::rules::sba`]'s loop.

use std::collections::HashMap;

use bevy::prelude::*;

use super::Refusal;
use super::zones::{Enter, move_object};
use crate::cards::Supertype;
use crate::rules::action::Zone;
use crate::rules::characteristics::Characteristics;
use crate::rules::game::mark;
use crate::rules::log::log;
use crate::rules::log::{LogRef, refer};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

/// On a legendary permanent the legend rule applies to, until its controller chooses which one
/// of the same name to keep (704.5j): the window asks them, a scene says `KeepLegend(id)`.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AwaitingLegendChoice;

/// The legendary permanents with this permanent's name that its controller controls, itself
/// included, oldest first; empty when it is not a legendary permanent with a name.
fn same_legend(world: &mut World, e: Entity) -> Vec<Entity> {
    let key = |c: &Characteristics, ctl: &Controller| (c.name.clone(), ctl.0);
    let Some(mine) = world
        .get::<Characteristics>(e)
        .zip(world.get::<Controller>(e))
        .filter(|(c, _)| c.supertypes.contains(&Supertype::Legendary) && !c.name.is_empty())
        .map(|(c, ctl)| key(c, ctl))
    else {
        return Vec::new();
    };
    if !on_battlefield(world, e) {
        return Vec::new();
    }
    // A phased-out legend is treated as though it doesn't exist (702.26b): not among "the rest".
    let mut q = world.query_filtered::<(Entity, &Characteristics, &Controller, &InZone, &Timestamp), Present>();
    let mut group: Vec<(u64, Entity)> = q
        .iter(world)
        .filter(|(_, c, ctl, z, _)| {
            z.zone == Zone::Battlefield && c.supertypes.contains(&Supertype::Legendary) && key(c, ctl) == mine
        })
        .map(|(e, .., ts)| (ts.0, e))
        .collect();
    group.sort();
    group.into_iter().map(|(_, e)| e).collect()
}

/// 704.5j, checked for the objects that changed and those already waiting: a player who
/// controls two or more legendary permanents with the same name is asked to choose one; the
/// marks of a choice nobody needs any more (one of them left) go. Returns nothing to perform:
/// the rest go when the player chooses.
pub fn check_legend_rule(world: &mut World, changed: &[Entity]) {
    let mut waiting: Vec<Entity> = world.query_filtered::<Entity, With<AwaitingLegendChoice>>().iter(world).collect();
    waiting.extend(
        changed.iter().filter(|e| {
            world.get::<Characteristics>(**e).is_some_and(|c| c.supertypes.contains(&Supertype::Legendary))
        }),
    );
    waiting.sort();
    waiting.dedup();
    if waiting.is_empty() {
        return;
    }
    // Every legendary permanent, grouped by name and controller in one pass (not one pass per
    // changed legend), oldest first.
    let mut groups: HashMap<(crate::cards::CardName, Entity), Vec<(u64, Entity)>> = HashMap::new();
    let mut q = world.query_filtered::<(Entity, &Characteristics, &Controller, &InZone, &Timestamp), Present>();
    for (e, c, ctl, z, ts) in q.iter(world) {
        if z.zone == Zone::Battlefield && c.supertypes.contains(&Supertype::Legendary) && !c.name.is_empty() {
            groups.entry((c.name.clone(), ctl.0)).or_default().push((ts.0, e));
        }
    }
    for g in groups.values_mut() {
        g.sort();
    }
    for e in waiting {
        let key =
            world.get::<Characteristics>(e).zip(world.get::<Controller>(e)).map(|(c, ctl)| (c.name.clone(), ctl.0));
        let group: Vec<Entity> = key
            .and_then(|k| groups.get(&k))
            .filter(|g| g.iter().any(|(_, x)| *x == e))
            .map(|g| g.iter().map(|(_, x)| *x).collect())
            .unwrap_or_default();
        if group.len() < 2 {
            if world.get_entity(e).is_ok() && world.entity_mut(e).take::<AwaitingLegendChoice>().is_some() {
                mark(world, e);
            }
            continue;
        }
        let new: Vec<Entity> =
            group.iter().copied().filter(|m| world.get::<AwaitingLegendChoice>(*m).is_none()).collect();
        if new.is_empty() {
            continue;
        }
        for m in &group {
            world.entity_mut(*m).insert(AwaitingLegendChoice);
            mark(world, *m);
        }
        let name = refer(world, e);
        let player = controller(world, e);
        log(world, "704.5j", says!("log-legend-rule", player = player, n = group.len(), card = name));
    }
}

/// Its controller, for a line (every permanent has one; none reads as nothing).
fn controller(world: &World, e: Entity) -> LogRef {
    refer(world, world.get::<Controller>(e).map_or(Entity::PLACEHOLDER, |c| c.0))
}

/// 704.5j: the controller keeps this legendary permanent; the others with its name they control
/// are put into their owners' graveyards.
pub fn keep_legend(world: &mut World, e: Entity) {
    let group = same_legend(world, e);
    let name = refer(world, e);
    if group.len() < 2 {
        return Refusal::new("704.5j", says!("log-legend-rule-nothing-to-choose", card = name)).log(world);
    }
    let player = controller(world, e);
    log(world, "704.5j", says!("log-keeps-legend", player = player, card = name, n = group.len() - 1));
    for m in group {
        world.entity_mut(m).remove::<AwaitingLegendChoice>();
        mark(world, m);
        if m != e {
            move_object(world, m, Zone::Graveyard, None, Enter::default());
        }
    }
}

/// 704.5k, the world rule: of two or more permanents with the world supertype, all but the one
/// that has had it for the shortest time go to their owners' graveyards; with a tie for the
/// shortest, all of them. A permanent has had it since it became the object it is (its
/// timestamp), or, if a copy effect gave it the supertype, since that effect began
/// ([`world_since`]). Phased-out permanents don't exist for the rule (702.26b). Returns the
/// permanents to put into graveyards.
pub fn world_rule(world: &mut World, changed: &[Entity]) -> Vec<Entity> {
    let is_world = |c: &Characteristics| c.supertypes.contains(&Supertype::World);
    if !changed.iter().any(|e| world.get::<Characteristics>(*e).is_some_and(is_world)) {
        return Vec::new();
    }
    let mut q = world.query_filtered::<(Entity, &Characteristics, &InZone), Present>();
    let found: Vec<Entity> =
        q.iter(world).filter(|(_, c, z)| z.zone == Zone::Battlefield && is_world(c)).map(|(e, ..)| e).collect();
    let worlds: Vec<(u64, Entity)> = found.into_iter().map(|e| (world_since(world, e), e)).collect();
    if worlds.len() < 2 {
        return Vec::new();
    }
    let newest = worlds.iter().map(|w| w.0).max().unwrap_or(0);
    // `newest` is the shortest time with the supertype.
    let tie = worlds.iter().filter(|w| w.0 == newest).count() > 1;
    worlds.into_iter().filter(|w| tie || w.0 != newest).map(|w| w.1).collect()
}

/// When a world permanent got the world supertype: the copy effect that gave it (the latest
/// copy effect on it, if its values are a world's, 707.2), else its timestamp as the object it
/// is (400.7).
pub fn world_since(world: &World, e: Entity) -> u64 {
    use crate::rules::continuous::{EffectKind, Effects};
    let since = world.get::<Timestamp>(e).map_or(0, |t| t.0);
    let copy = world
        .get::<Effects>(e)
        .and_then(|fx| fx.0.iter().filter(|x| matches!(x.kind, EffectKind::Copy { .. })).max_by_key(|x| x.timestamp));
    match copy {
        Some(c) if c.timestamp > since && copy_gives_world(&c.kind) => c.timestamp,
        _ => since,
    }
}

fn copy_gives_world(kind: &crate::rules::continuous::EffectKind) -> bool {
    match kind {
        crate::rules::continuous::EffectKind::Copy { values, .. } => values.face.supertypes.contains(&Supertype::World),
        _ => false,
    }
}
