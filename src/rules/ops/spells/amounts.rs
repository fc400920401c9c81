//! How many a step does as it happens (608.2h): the number printed, the X its spell was cast
//! with (107.3a), or what its words count now.

use bevy::prelude::*;

use crate::cards::effects::{Amount, Count};

/// Whose step it is, for what its amount counts: its controller ("you"), its source ("this"),
/// and the X its spell was cast with.
pub(super) struct Counting {
    /// Its controller.
    pub(super) controller: Entity,
    /// Its source, while the same object (400.7).
    pub(super) this: Option<Entity>,
    /// The value chosen for {X} (107.3a).
    pub(super) x: u32,
    /// How much a triggered ability's event counted ("that much").
    pub(super) that_much: u32,
    /// What was sacrificed to pay for it ("the sacrificed creature").
    pub(super) sacrificed: Vec<Entity>,
}

/// The amount for a step done to `to` (a player or an object), `before` being the objects the
/// target named before holds ("that creature's power").
pub(super) fn amount(world: &World, a: &Amount, doer: &Counting, to: Entity, before: &[Entity]) -> u32 {
    match a {
        Amount::Fixed(n) => *n,
        Amount::X => doer.x,
        Amount::ThatMuch => doer.that_much,
        Amount::Count { times, what } => times.saturating_mul(count(world, what, doer, to, before)),
    }
}

fn count(world: &World, what: &Count, doer: &Counting, to: Entity, before: &[Entity]) -> u32 {
    // "the sacrificed creature's power": what paid for it, not what was named before.
    let before = if matches!(what, Count::Sacrificed { .. }) { &doer.sacrificed[..] } else { before };
    crate::rules::conditions::count(world, what, doer.controller, doer.this, to, before)
}

/// What `w` asks with its counted mana values ("converted mana cost X or less", "equal to the
/// number of charge counters on [this]") counted now, as `doer`'s amounts are (608.2h); `None`
/// where it counts nothing.
pub(super) fn counted(
    world: &World,
    w: &crate::cards::effects::Wanted,
    doer: &Counting,
) -> Option<crate::cards::effects::Wanted> {
    use crate::cards::effects::With;
    if !w.with.iter().any(|x| matches!(x, With::ManaValueCounted { .. } | With::OfChosenType)) {
        return None;
    }
    let mut out = w.clone();
    out.with = Vec::new();
    for with in &w.with {
        // "a creature card of the chosen type" (Herald's Horn): the type chosen as its source
        // entered (205.3m); while none is, nothing is of it.
        if *with == With::OfChosenType {
            let chosen = doer.this.and_then(|e| world.get::<crate::rules::object::Chosen>(e));
            match chosen.and_then(|c| c.creature_type.clone()) {
                Some(t) => out.with.push(With::CreatureType(t)),
                None => out.with.push(With::OfChosenType),
            }
            continue;
        }
        let With::ManaValueCounted { amount: a, exactly } = with else {
            out.with.push(with.clone());
            continue;
        };
        let n = amount(world, a, doer, doer.controller, &[]);
        out.with.push(With::ManaValue { n, at_least: false });
        if *exactly {
            out.with.push(With::ManaValue { n, at_least: true });
        }
    }
    Some(out)
}
