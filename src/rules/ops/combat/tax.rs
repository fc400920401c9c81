//! 508.1d, 508.1h, 508.1i: what attacking costs. A permanent with "Creatures can't attack you
//! unless their controller pays {2} for each creature they control that's attacking you."
//! (Propaganda, Ghostly Prison) asks that much for each creature declared attacking its
//! controller (or, where it says so, their planeswalkers); the costs of every such permanent
//! add up, and the attacking player pays them as the declaration is made (activating mana
//! abilities then, 508.1g), or can't make it.

use bevy::prelude::*;

use crate::cards::{Ability, CardType, ManaSymbol};
use crate::rules::action::Zone;
use crate::rules::characteristics::Characteristics;
use crate::rules::object::{Controller, InZone, Present};
use crate::rules::ops::mana;
use crate::rules::ops::{Legal, Refusal};
use crate::says;

/// The total cost of declaring `attackers` ((creature, what it attacks) pairs): for each
/// permanent that taxes attacks on its controller, its cost once for each creature attacking
/// that player (or one of their planeswalkers, where it says so). Empty: attacking is free.
pub fn attack_cost(world: &World, attackers: &[(Entity, Entity)]) -> Vec<ManaSymbol> {
    let Some(mut q) = world.try_query_filtered::<(&Characteristics, &InZone, &Controller), Present>() else {
        return Vec::new();
    };
    let (mut generic, mut cost) = (0u32, Vec::new());
    for (c, _, ctl) in q.iter(world).filter(|(_, z, _)| z.zone == Zone::Battlefield) {
        for line in &c.abilities {
            let Ability::AttackTax(tax) = &line.ability else { continue };
            let attacking = |target: Entity| {
                target == ctl.0
                    || (tax.planeswalkers
                        && world.get::<Controller>(target).is_some_and(|t| t.0 == ctl.0)
                        && world.get::<Characteristics>(target).is_some_and(|t| t.has_type(CardType::Planeswalker)))
            };
            let taxed = |creature: Entity| {
                tax.of.as_ref().is_none_or(|w| crate::rules::wanted::fits(world, w, creature, ctl.0))
            };
            let n = attackers.iter().filter(|(creature, target)| attacking(*target) && taxed(*creature)).count();
            for _ in 0..n {
                for symbol in &tax.per.symbols {
                    match symbol {
                        ManaSymbol::Generic(g) => generic += g,
                        s => cost.push(s.clone()),
                    }
                }
            }
        }
    }
    // One generic symbol for the lot: "{4}", not "{2}{2}".
    if generic > 0 {
        cost.insert(0, ManaSymbol::Generic(generic));
    }
    cost
}

/// 508.1h: whether `player` can pay what declaring `attackers` costs, at an assisted table: from
/// their pool and the mana sources the rules would tap.
pub fn can_pay_to_attack(world: &mut World, player: Entity, attackers: &[(Entity, Entity)]) -> Legal {
    let cost = attack_cost(world, attackers);
    // A free table leaves a cost it can't pay from the pool to the players (`pay_from_pool`).
    let free = !crate::rules::query::assisted(world);
    if cost.is_empty() || free || asked_for_mana(world, player, |w| mana::can_pay(w, player, &cost, 0, &[])) {
        return Ok(());
    }
    let who = crate::rules::log::refer(world, player);
    let cost = crate::rules::log::Arg::text(cost.iter().map(|s| s.to_string()).collect::<String>());
    Err(Refusal::new("508.1h", says!("log-cant-pay-to-attack", player = who, cost = cost)))
}

/// 508.1i: `player` pays what declaring `attackers` costs. False where it isn't paid (the
/// declaration is then not made).
pub fn pay_to_attack(world: &mut World, player: Entity, attackers: &[(Entity, Entity)]) -> bool {
    let cost = attack_cost(world, attackers);
    if cost.is_empty() {
        return true;
    }
    asked_for_mana(world, player, |w| {
        mana::pay_from_pool(w, player, &cost, 0, says!("log-paying-to-attack"), None, &[]).is_some()
    })
}

/// 508.1g: while the costs of attacking are paid, the attacking player may activate mana
/// abilities (nobody holds priority in the declare attackers step).
fn asked_for_mana<T>(world: &mut World, player: Entity, f: impl FnOnce(&mut World) -> T) -> T {
    let before = world.resource_mut::<crate::rules::game::Priority>().asked_for_mana.replace(player);
    let out = f(world);
    world.resource_mut::<crate::rules::game::Priority>().asked_for_mana = before;
    out
}
