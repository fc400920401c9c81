//! How many a step does as it happens (608.2h): the number printed, the X its spell was cast
//! with (107.3a), or what its words count now.

use bevy::prelude::*;

use crate::cards::effects::{Aim, Amount, Count, Whose};
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::object::{Controller, Player};
use crate::rules::query::*;

/// Whose step it is, for what its amount counts: its controller ("you"), its source ("this"),
/// and the X its spell was cast with.
pub(super) struct Counting {
    /// Its controller.
    pub(super) controller: Entity,
    /// Its source, while the same object (400.7).
    pub(super) this: Option<Entity>,
    /// The value chosen for {X} (107.3a).
    pub(super) x: u32,
}

/// The amount for a step done to `to` (a player or an object), `before` being the objects the
/// target named before holds ("that creature's power").
pub(super) fn amount(world: &World, a: &Amount, doer: &Counting, to: Entity, before: &[Entity]) -> u32 {
    match a {
        Amount::Fixed(n) => *n,
        Amount::X => doer.x,
        Amount::Count { times, what } => times.saturating_mul(count(world, what, doer, to, before)),
    }
}

/// What `what` counts now for a static ability or a condition of `this`, controlled by `you`
/// (611.3a, 603.4): "you" and "[this]" are all its words can name.
pub fn count_now(world: &World, what: &Count, you: Entity, this: Entity) -> u32 {
    count(world, what, &Counting { controller: you, this: Some(this), x: 0 }, you, &[])
}

fn count(world: &World, what: &Count, doer: &Counting, to: Entity, before: &[Entity]) -> u32 {
    // "their hand": the player the step is done to; an object's controller.
    let whose = |w: Whose| match w {
        Whose::You => vec![doer.controller],
        Whose::Theirs if world.get::<Player>(to).is_some() => vec![to],
        Whose::Theirs => world.get::<Controller>(to).map(|c| c.0).into_iter().collect(),
        Whose::All => world.resource::<crate::rules::object::Players>().0.clone(),
    };
    let n = match what {
        Count::Permanents(w) => crate::rules::ops::wanted::all_of(world, w, doer.controller)
            .into_iter()
            .filter(|e| !w.another || doer.this != Some(*e))
            .count(),
        Count::CardsInHand(w) => whose(*w).into_iter().map(|p| hand_of(world, p).len()).sum(),
        Count::CardsInGraveyard(w, filter) => whose(*w)
            .into_iter()
            .map(|p| {
                graveyard_of(world, p)
                    .into_iter()
                    .filter(|c| {
                        crate::rules::triggers::detect::filter_matches(filter, chars(world, *c), None, false, p)
                    })
                    .count()
            })
            .sum(),
        Count::CardTypesInGraveyard(w) => {
            let mut types: Vec<crate::cards::CardType> = whose(*w)
                .into_iter()
                .flat_map(|p| graveyard_of(world, p))
                .flat_map(|c| chars(world, c).types.clone())
                .collect();
            types.sort_by_key(|t| *t as u8);
            types.dedup();
            types.len()
        }
        Count::Power(aim) | Count::Toughness(aim) => {
            let object = match aim {
                Aim::This => doer.this,
                _ => before.first().copied(),
            };
            let c = object.map(|e| chars(world, e));
            let v = c.and_then(|c| if matches!(what, Count::Power(_)) { c.power } else { c.toughness });
            return v.unwrap_or(0).max(0) as u32;
        }
        Count::CountersOnThis(kind) => {
            let kind = CounterKind::parse(kind);
            let on = doer.this.and_then(|e| world.get::<Counters>(e));
            return on.map_or(0, |c| c.get(&kind));
        }
    };
    n as u32
}
