//! Phasing (702.26): a phased-out permanent stays on the battlefield under its controller
//! (702.26d) but is treated as though it doesn't exist (702.26b) until it phases in; what is
//! attached to it phases out and in with it, indirectly (702.26g).

use bevy::prelude::*;

use crate::rules::action::Zone;
use crate::rules::game::mark;
use crate::rules::log::log;
use crate::rules::log::refer;
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

/// What is attached to `e`, and what is attached to those, and so on.
fn attached_tree(world: &World, e: Entity) -> Vec<Entity> {
    let mut out = Vec::new();
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        for a in world.get::<Attachments>(x).map(|a| a.entities().to_vec()).unwrap_or_default() {
            if !out.contains(&a) {
                out.push(a);
                todo.push(a);
            }
        }
    }
    out
}

/// Whether a permanent is phased out (treated as though it doesn't exist, 702.26b).
pub fn is_phased_out(world: &World, e: Entity) -> bool {
    world.get::<Phased>(e).is_some()
}

/// Phases a permanent out (702.26b), with what is attached to it, indirectly (702.26g, 702.26h).
pub fn phase_out(world: &mut World, e: Entity) {
    let name = refer(world, e);
    if !on_battlefield(world, e) || is_phased_out(world, e) {
        let text = match is_phased_out(world, e) {
            true => says!("log-already-phased-out", card = name),
            false => says!("log-cant-phase-out-not-on-battlefield", card = name),
        };
        return log(world, "702.26b", text);
    }
    let attached = attached_tree(world, e);
    world.entity_mut(e).insert(Phased { indirectly: false });
    mark(world, e);
    for a in &attached {
        world.entity_mut(*a).insert(Phased { indirectly: true });
        mark(world, *a);
    }
    let text = match attached.len() {
        0 => says!("log-phases-out", card = name),
        n => says!("log-phases-out-with-attached", card = name, n = n),
    };
    log(world, "702.26b", text);
}

/// Phases a permanent in (702.26c), with what phased out indirectly with it; one that phased out
/// indirectly doesn't phase in by itself (702.26g).
pub fn phase_in(world: &mut World, e: Entity) {
    let name = refer(world, e);
    match world.get::<Phased>(e).copied() {
        None => log(world, "702.26c", says!("log-isnt-phased-out", card = name)),
        Some(Phased { indirectly: true }) => log(world, "702.26g", says!("log-phased-out-indirectly", card = name)),
        Some(Phased { indirectly: false }) => {
            let with: Vec<Entity> = attached_tree(world, e)
                .into_iter()
                .filter(|a| world.get::<Phased>(*a).is_some_and(|p| p.indirectly))
                .collect();
            for x in std::iter::once(e).chain(with.iter().copied()) {
                world.entity_mut(x).remove::<Phased>();
                mark(world, x);
            }
            log(world, "702.26c", says!("log-phases-in", card = name));
        }
    }
}

/// 702.26a: as the active player's untap step begins, their phased-in permanents with phasing
/// phase out and, at the same time, the permanents that phased out directly under their control
/// phase in.
pub fn untap_step(world: &mut World, active: Entity) {
    let mut q = world.query::<(Entity, &InZone, &Controller, &crate::rules::Characteristics, Option<&Phased>)>();
    let mine: Vec<(Entity, bool, Option<Phased>)> = q
        .iter(world)
        .filter(|(_, z, c, ..)| z.zone == Zone::Battlefield && c.0 == active)
        .map(|(e, _, _, ch, p)| {
            (e, ch.abilities.iter().any(|a| a.ability == crate::cards::Ability::Phasing), p.copied())
        })
        .collect();
    for (e, phasing, p) in &mine {
        if p.is_none() && *phasing {
            phase_out(world, *e);
        }
    }
    for (e, _, p) in mine {
        if p == Some(Phased { indirectly: false }) {
            phase_in(world, e);
        }
    }
}
