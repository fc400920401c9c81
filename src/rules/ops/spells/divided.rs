//! Damage divided as a spell's caster chooses (601.2d): "[This] deals 3 damage divided as you
//! choose among one, two, or three targets." The division is announced with the targets, each
//! target dealt at least 1; left unsaid, the rules divide it as evenly as it goes, the first
//! targets dealt the rest. As the spell resolves, each target still legal is dealt its share
//! (`steps`), an illegal one's share dealt to nobody (608.2b).

use std::sync::Arc;

use bevy::prelude::*;

use crate::cards::effects::{EffectStep, SpellEffect};
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::{Divided, Targets};
use crate::rules::ops::{Legal, Refusal};
use crate::says;

/// The damage an effect divides among its targets, if it does.
pub fn damage_to_divide(effect: &[Arc<SpellEffect>]) -> Option<u32> {
    effect.iter().flat_map(|e| e.steps.iter()).find_map(|s| match s {
        EffectStep::DividedDamage { n, .. } => Some(*n),
        _ => None,
    })
}

/// `n` divided among `k` as evenly as it goes, the first dealt the rest.
pub fn evenly(n: u32, k: usize) -> Vec<u32> {
    let k = k as u32;
    (0..k).map(|i| n / k.max(1) + u32::from(i < n % k.max(1))).collect()
}

/// 601.2c-d: a spell that divides its damage has at least one target and at most one for each
/// point of damage, and a division of all of it among them, each at least 1.
pub fn can_divide(world: &World, e: Entity, effect: &[Arc<SpellEffect>], targets: usize) -> Legal {
    let Some(n) = damage_to_divide(effect) else { return Ok(()) };
    let spell = refer(world, e);
    if targets == 0 {
        return Err(Refusal::new("601.2c", says!("log-divided-needs-a-target", spell = spell)));
    }
    let shares = world.get::<Divided>(e).map_or_else(|| evenly(n, targets), |d| d.0.clone());
    let dealt: u64 = shares.iter().map(|s| u64::from(*s)).sum();
    let whole = shares.len() == targets && shares.iter().all(|s| *s >= 1) && dealt == u64::from(n);
    if !whole {
        return Err(Refusal::new("601.2d", says!("log-divided-wrongly", spell = spell, n = n, k = targets)));
    }
    Ok(())
}

/// How the resolving spell `spell` divides its damage: as its caster announced it, or evenly
/// among the targets it was cast with.
pub fn division(world: &World, spell: Entity, effect: &[Arc<SpellEffect>]) -> Vec<u32> {
    let Some(n) = damage_to_divide(effect) else { return Vec::new() };
    match world.get::<Divided>(spell) {
        Some(d) => d.0.clone(),
        None => evenly(n, world.get::<Targets>(spell).map_or(0, |t| t.0.len())),
    }
}

/// 601.2d: says how the spell just cast divides its damage, each target's share named.
pub fn announce(world: &mut World, spell: Entity) {
    let Some(effect) = super::carried_out(world, spell) else { return };
    let shares = division(world, spell, &effect);
    let Some(n) = damage_to_divide(&effect).filter(|_| !shares.is_empty()) else { return };
    let targets: Vec<Entity> =
        world.get::<Targets>(spell).map(|t| t.0.iter().map(|x| x.entity).collect()).unwrap_or_default();
    // "1 to Bob and 2 to Hill Giant".
    let each: Vec<Arg> = targets
        .iter()
        .zip(&shares)
        .map(|(t, s)| Arg::from(says!("log-divided-share", n = *s, target = refer(world, *t))))
        .collect();
    let Some(each) = crate::rules::ops::stack::and_list(each.into_iter()) else { return };
    log(world, "601.2d", says!("log-damage-divided", spell = refer(world, spell), n = n, shares = each));
}

#[cfg(test)]
mod tests {
    #[test]
    fn rule_601_2d_an_even_division_deals_the_rest_to_the_first_targets() {
        assert_eq!(super::evenly(3, 2), vec![2, 1]);
        assert_eq!(super::evenly(3, 3), vec![1, 1, 1]);
        assert_eq!(super::evenly(5, 3), vec![2, 2, 1]);
        assert_eq!(super::evenly(2, 1), vec![2]);
        assert!(super::evenly(2, 0).is_empty());
    }
}
