//! Prevention (615): the static abilities that prevent all damage that fits them (615.1a: "Prevent
//! all combat damage that would be dealt to and dealt by Fog Bank.", Muzzle's "... dealt by
//! enchanted creature"), for as long as their permanents are on the battlefield, and the shields
//! of "Prevent the next 3 damage that would be dealt to any target this turn" (615.7). Each
//! shield stands for the rest of the turn (its effect's duration, 514.2) and prevents damage to
//! its player or permanent until it has prevented that much, the shields of one recipient used
//! in the order they were made (616.1's choice, made by the table). Damage all of which a static
//! ability prevents doesn't reach a shield.

use std::sync::Arc;

use bevy::prelude::*;

use crate::cards::abilities::{Prevention, Whom};
use crate::cards::{Ability, CardType};
use crate::rules::action::Zone;
use crate::rules::characteristics::Characteristics;
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::Turn;
use crate::rules::log::{log, refer};
use crate::rules::object::{AttachedTo, InZone};
use crate::rules::query::chars;
use crate::says;

/// 615.7: the next `n` damage that would be dealt to `to` this turn is prevented.
pub fn shield(world: &mut World, to: Entity, n: u32) {
    if n == 0 {
        return;
    }
    world.resource_mut::<Turn>().shields.push((to, n));
    log(world, "615.7", says!("log-prevention-shield", n = n, target = refer(world, to)));
}

/// The permanents on the battlefield with a static prevention ability, and each such ability.
pub fn preventers(world: &mut World) -> Vec<(Entity, Arc<Prevention>)> {
    let mut q = world.query::<(Entity, &InZone, &Characteristics)>();
    let mut found = Vec::new();
    for (e, z, c) in q.iter(world) {
        if z.zone != Zone::Battlefield {
            continue;
        }
        for a in c.abilities.iter() {
            if let Ability::PreventsDamage(p) = &a.ability {
                found.push((e, p.clone()));
            }
        }
    }
    found
}

/// Which of `preventers` prevents all of the damage `source` would deal to `to` (615.1a).
fn preventing(
    world: &World,
    preventers: &[(Entity, Arc<Prevention>)],
    source: Option<Entity>,
    to: Entity,
    combat: bool,
) -> Option<Entity> {
    let named = |w: Whom, holder: Entity, e: Option<Entity>| match w {
        Whom::This => e == Some(holder),
        Whom::Host => e.is_some() && world.get::<AttachedTo>(holder).map(|a| a.0) == e,
        Whom::Creatures => e.is_some_and(|e| chars(world, e).has_type(CardType::Creature)),
    };
    preventers.iter().find_map(|(holder, p)| {
        let fits = (!p.combat_only || combat)
            && p.ways.iter().any(|f| {
                f.to.is_none_or(|w| named(w, *holder, Some(to))) && f.by.is_none_or(|w| named(w, *holder, source))
            });
        fits.then_some(*holder)
    })
}

/// Damage `source` would deal to `to` (`combat`: combat damage): all of it prevented where a
/// static ability says so (615.1a), else what its shields prevent of `n` is used up from them;
/// either is said, and what is left is returned (0: all of it prevented, so none is dealt,
/// 615.6).
pub fn prevent(world: &mut World, source: Option<Entity>, to: Entity, n: u32, combat: bool) -> u32 {
    let all = preventers(world);
    prevent_with(world, &all, source, to, n, combat, &mut Vec::new())
}

/// [`prevent`], with the static prevention abilities found once for a batch of damage (combat
/// damage, dealt all at once, 510.2); `countered` holds the Phantoms that already lost their
/// +1/+1 counter for this batch (one for damage dealt at the same time).
pub fn prevent_with(
    world: &mut World,
    preventers: &[(Entity, Arc<Prevention>)],
    source: Option<Entity>,
    to: Entity,
    n: u32,
    combat: bool,
    countered: &mut Vec<Entity>,
) -> u32 {
    if n > 0
        && let Some(holder) = preventing(world, preventers, source, to, combat)
    {
        let (by, target) = (refer(world, holder), refer(world, to));
        log(world, "615.1a", says!("log-damage-prevented-by-ability", n = n, target = target, by = by.clone()));
        let removes = preventers.iter().any(|(h, p)| *h == holder && p.remove_counter);
        if removes && !countered.contains(&holder) {
            countered.push(holder);
            let had = world.get_mut::<Counters>(holder).is_some_and(|mut c| c.remove(&CounterKind::PlusOne, 1) > 0);
            if had {
                crate::rules::game::mark(world, holder);
                log(world, "615.1a", says!("log-prevention-removes-counter", card = by));
            }
        }
        return 0;
    }
    // 615.1a: an effect for the rest of the turn, to or by one object.
    let this_turn = world
        .resource::<Turn>()
        .prevented
        .iter()
        .any(|p| (!p.combat_only || combat) && ((p.to && p.object == to) || (p.by && source == Some(p.object))));
    if n > 0 && this_turn {
        log(world, "615.1a", says!("log-damage-prevented-by-shield", n = n, target = refer(world, to)));
        return 0;
    }
    let mut left = n;
    let mut prevented = 0;
    {
        let mut turn = world.resource_mut::<Turn>();
        for (_, shield) in turn.shields.iter_mut().filter(|(e, _)| *e == to) {
            let used = (*shield).min(left);
            *shield -= used;
            left -= used;
            prevented += used;
        }
        turn.shields.retain(|(_, s)| *s > 0);
    }
    if prevented > 0 {
        log(world, "615.7", says!("log-damage-prevented-by-shield", n = prevented, target = refer(world, to)));
    }
    left
}
