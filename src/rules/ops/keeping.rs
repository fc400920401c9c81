//! Cataclysm's "Each player chooses from among the permanents they control an artifact, a
//! creature, an enchantment, and a land, then sacrifices the rest." (701.21a): each player in
//! turn order names the permanents they keep (`hand_choice`'s `HandTo::KeepOneOfEach`), one of
//! each type named where they have one, a permanent of two of the types counting for either; once
//! the last player has chosen, every player sacrifices the rest at once.

use bevy::prelude::*;

use crate::cards::CardType;
use crate::rules::query::{chars, permanents_controlled_by};

/// The permanents kept so far by the players who have chosen, until the last one has.
#[derive(Resource, Clone, Debug, Default)]
pub struct Kept(pub Vec<(Entity, Vec<Entity>)>);

/// The permanents `player` controls that are of one of `types`.
pub fn candidates(world: &World, player: Entity, types: &[CardType]) -> Vec<Entity> {
    let of_one = |e: &Entity| types.iter().any(|t| chars(world, *e).has_type(*t));
    permanents_controlled_by(world, player).into_iter().filter(of_one).collect()
}

/// How many of `types` `permanents` can stand for at once, each for a type it has, each type
/// once (a matching found by augmenting paths).
pub fn most_matched(world: &World, permanents: &[Entity], types: &[CardType]) -> usize {
    let has: Vec<Vec<bool>> =
        permanents.iter().map(|e| types.iter().map(|t| chars(world, *e).has_type(*t)).collect()).collect();
    let mut type_of_slot: Vec<Option<usize>> = vec![None; types.len()];
    fn augment(p: usize, has: &[Vec<bool>], seen: &mut [bool], slot: &mut [Option<usize>]) -> bool {
        for t in 0..slot.len() {
            if has[p][t] && !seen[t] {
                seen[t] = true;
                if slot[t].is_none_or(|q| augment(q, has, seen, slot)) {
                    slot[t] = Some(p);
                    return true;
                }
            }
        }
        false
    }
    (0..permanents.len()).filter(|p| augment(*p, &has, &mut vec![false; types.len()], &mut type_of_slot)).count()
}

/// Whether `player` may keep `chosen`: permanents they control of the types, each standing for
/// a type of its own, as many as their permanents allow (701.21a: one of each where they can).
pub fn may_keep(world: &World, player: Entity, chosen: &[Entity], types: &[CardType]) -> bool {
    let pool = candidates(world, player, types);
    chosen.iter().all(|e| pool.contains(e))
        && most_matched(world, chosen, types) == chosen.len()
        && chosen.len() == most_matched(world, &pool, types)
}

/// `player` keeps `chosen`; after the last player's choice (`last`), each player sacrifices the
/// permanents they control that they didn't keep, all at once.
pub fn keep(world: &mut World, player: Entity, chosen: &[Entity], last: bool) {
    world.get_resource_or_insert_with(Kept::default).0.push((player, chosen.to_vec()));
    if !last {
        return;
    }
    let kept = std::mem::take(&mut world.resource_mut::<Kept>().0);
    let rest: Vec<Entity> = kept
        .iter()
        .flat_map(|(p, keep)| permanents_controlled_by(world, *p).into_iter().filter(move |e| !keep.contains(e)))
        .collect();
    for e in rest {
        super::zones::sacrifice(world, e);
    }
}

/// Up to `most` ways `player` may keep permanents of `types` among `among` (each a set
/// [`may_keep`] allows), for the legal actions a seat is offered.
pub fn ways(world: &World, player: Entity, types: &[CardType], among: &[Entity], most: usize) -> Vec<Vec<Entity>> {
    let pool: Vec<Entity> = candidates(world, player, types).into_iter().filter(|e| among.contains(e)).collect();
    let want = most_matched(world, &pool, types);
    let mut out: Vec<Vec<Entity>> = Vec::new();
    let mut chosen = Vec::new();
    fn walk(
        world: &World,
        pool: &[Entity],
        types: &[CardType],
        t: usize,
        chosen: &mut Vec<Entity>,
        out: &mut Vec<Vec<Entity>>,
        (want, most): (usize, usize),
    ) {
        if out.len() >= most {
            return;
        }
        if t == types.len() {
            let mut set = chosen.clone();
            set.sort();
            if set.len() == want && !out.contains(&set) && most_matched(world, &set, types) == set.len() {
                out.push(set);
            }
            return;
        }
        let fits: Vec<Entity> =
            pool.iter().copied().filter(|e| !chosen.contains(e) && chars(world, *e).has_type(types[t])).collect();
        for e in &fits {
            chosen.push(*e);
            walk(world, pool, types, t + 1, chosen, out, (want, most));
            chosen.pop();
        }
        walk(world, pool, types, t + 1, chosen, out, (want, most));
    }
    walk(world, &pool, types, 0, &mut chosen, &mut out, (want, most));
    out
}
