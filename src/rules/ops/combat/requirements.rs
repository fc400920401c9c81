//! 509.1c: what the defending player's blocks must obey. Each requirement on a block ("blocks
//! each combat if able", "must be blocked if able", "All creatures able to block [this] do
//! so", "target creature blocks [this] this turn if able", provoke) is a [`Demand`]; a
//! declaration that restrictions allow (509.1b) must obey as many demands as any declaration
//! they allow. Not paying a cost to block is never a reason a demand is obeyed (509.1d).
//!
//! How many could be obeyed is found by changing the declaration: one creature's blocks (with a
//! second creature beside it, where a restriction such as menace or "can't block alone" asks for
//! one), or two such changes in a row (one creature moving to what a demand asks, another taking
//! its place). A declaration that no such change makes obey more demands is accepted.

use bevy::prelude::*;

use super::*;
use crate::cards::Ability;
use crate::rules::ops::Refusal;

/// One requirement on the defending player's blocks (509.1c).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Demand {
    /// This creature blocks this attacker if able.
    Blocks(Entity, Entity),
    /// This creature blocks if able (any attacker).
    Any(Entity),
    /// This attacker is blocked if able (by any creature).
    Blocked(Entity),
}

impl Demand {
    fn obeyed(self, blocks: &[(Entity, Entity)]) -> bool {
        match self {
            Demand::Blocks(b, a) => blocks.contains(&(b, a)),
            Demand::Any(b) => blocks.iter().any(|(x, _)| *x == b),
            Demand::Blocked(a) => blocks.iter().any(|(_, x)| *x == a),
        }
    }

    /// The refusal naming what it asks.
    fn refusal(self, world: &World) -> Refusal {
        let text = match self {
            Demand::Blocks(b, a) => says!("log-must-block-it", card = refer(world, b), attacker = refer(world, a)),
            Demand::Any(b) => says!("log-must-block", card = refer(world, b)),
            Demand::Blocked(a) => says!("log-must-be-blocked", attacker = refer(world, a)),
        };
        Refusal::new("509.1c", text)
    }
}

/// Whether `e` has this line of rules text now (an Aura's or Equipment's given it among them).
fn has_line(world: &World, e: Entity, ability: &Ability) -> bool {
    chars(world, e).abilities.iter().any(|l| l.ability == *ability)
}

/// The demands on `player`'s blocks now: from the attacking creatures attacking them, from
/// their own creatures, and from this turn's effects (`ThisTurn::must_block`).
fn demands(world: &World, player: Entity) -> Vec<Demand> {
    let attackers = attacking(world, player);
    if attackers.is_empty() {
        return Vec::new();
    }
    let mine = creatures_of(world, player);
    let mut out = Vec::new();
    for a in &attackers {
        if has_line(world, *a, &Ability::AllAbleBlockIt) {
            out.extend(mine.iter().map(|b| Demand::Blocks(*b, *a)));
        }
        if has_line(world, *a, &Ability::MustBeBlocked) {
            out.push(Demand::Blocked(*a));
        }
    }
    for b in &mine {
        if has_line(world, *b, &Ability::BlocksEachCombat) {
            out.push(Demand::Any(*b));
        }
    }
    let turn = world.resource::<crate::rules::game::Turn>();
    for (b, bn, a, an) in &turn.happened.must_block {
        let same = crate::rules::object::same_objects(world, &[(*b, *bn), (*a, *an)]).len() == 2;
        if same && mine.contains(b) && attackers.contains(a) {
            out.push(Demand::Blocks(*b, *a));
        }
    }
    out.dedup();
    out
}

/// The creatures attacking `player` (or their planeswalkers and battles they protect).
fn attacking(world: &World, player: Entity) -> Vec<Entity> {
    let combat = world.get_resource::<Combat>().cloned().unwrap_or_default();
    let attacking = combat.attacking(world).into_iter();
    attacking.filter(|a| defending_player(world, a.attacks) == Some(player)).map(|a| a.creature).collect()
}

/// The creatures `player` controls on the battlefield.
fn creatures_of(world: &World, player: Entity) -> Vec<Entity> {
    let Some(mut q) = world.try_query::<(Entity, &Controller, &InZone)>() else { return Vec::new() };
    q.iter(world)
        .filter(|(e, c, z)| {
            c.0 == player && z.zone == Zone::Battlefield && chars(world, *e).has_type(CardType::Creature)
        })
        .map(|(e, ..)| e)
        .collect()
}

fn obeyed(demands: &[Demand], blocks: &[(Entity, Entity)]) -> usize {
    demands.iter().filter(|d| d.obeyed(blocks)).count()
}

/// `blocks` with `b`'s own blocks taken out and `(b, a)` in; or, `keep`, added to them.
fn moved(blocks: &[(Entity, Entity)], b: Entity, a: Entity, keep: bool) -> Vec<(Entity, Entity)> {
    let mut out: Vec<(Entity, Entity)> = blocks.iter().copied().filter(|(x, _)| keep || *x != b).collect();
    if !out.contains(&(b, a)) {
        out.push((b, a));
    }
    out
}

/// The declarations restrictions allow one change from `blocks` toward a demand it doesn't
/// obey: a creature blocking what the demand asks instead of what it blocks, or besides it;
/// where that alone isn't allowed (menace, "can't block alone"), with a second creature.
fn moves(world: &World, player: Entity, demands: &[Demand], blocks: &[(Entity, Entity)]) -> Vec<Vec<(Entity, Entity)>> {
    let attackers = attacking(world, player);
    let mine = creatures_of(world, player);
    let mut out = Vec::new();
    for d in demands.iter().filter(|d| !d.obeyed(blocks)) {
        let pairs: Vec<(Entity, Entity)> = match *d {
            Demand::Blocks(b, a) => vec![(b, a)],
            Demand::Any(b) => attackers.iter().map(|a| (b, *a)).collect(),
            Demand::Blocked(a) => mine.iter().map(|b| (*b, a)).collect(),
        };
        for (b, a) in pairs {
            for keep in [false, true] {
                let tried = moved(blocks, b, a, keep);
                if out.contains(&tried) {
                    continue;
                }
                if legal::blocks_allowed(world, player, &tried).is_ok() {
                    out.push(tried);
                    continue;
                }
                let beside = mine
                    .iter()
                    .filter(|c| **c != b && !tried.iter().any(|(x, _)| x == *c))
                    .flat_map(|c| attackers.iter().map(move |x| (*c, *x)))
                    .map(|(c, x)| moved(&tried, c, x, true))
                    .find(|t| legal::blocks_allowed(world, player, t).is_ok());
                out.extend(beside);
            }
        }
    }
    out
}

/// 509.1c: a declaration restrictions allow that obeys more of `demands` than `blocks` does, one
/// change away or two (the second where the first obeys as many: one creature moving to what a
/// demand asks and another taking its place), with a demand it obeys that `blocks` doesn't.
fn better(
    world: &World,
    player: Entity,
    demands: &[Demand],
    blocks: &[(Entity, Entity)],
) -> Option<(Vec<(Entity, Entity)>, Demand)> {
    let now = obeyed(demands, blocks);
    let newly = |t: &[(Entity, Entity)]| demands.iter().copied().find(|d| d.obeyed(t) && !d.obeyed(blocks));
    let first = moves(world, player, demands, blocks);
    if let Some(t) = first.iter().find(|t| obeyed(demands, t) > now) {
        return Some((t.clone(), newly(t)?));
    }
    for m in first.iter().filter(|t| obeyed(demands, t) == now) {
        if let Some(t) = moves(world, player, demands, m).into_iter().find(|t| obeyed(demands, t) > now) {
            let d = newly(&t)?;
            return Some((t, d));
        }
    }
    None
}

/// 509.1c: `blocks`, which restrictions allow, obeys as many requirements as it could; else the
/// refusal naming one it could obey more of.
pub fn obeys_requirements(world: &World, player: Entity, blocks: &[(Entity, Entity)]) -> Result<(), Refusal> {
    let demands = demands(world, player);
    if demands.is_empty() {
        return Ok(());
    }
    match better(world, player, &demands, blocks) {
        Some((_, d)) => Err(d.refusal(world)),
        None => Ok(()),
    }
}

/// A declaration of `player`'s that obeys the requirements on their blocks as far as they can
/// be obeyed, with no block beyond what they ask (empty where none): what "Block as required"
/// declares and where the computer players start.
pub fn required_blocks(world: &World, player: Entity) -> Vec<(Entity, Entity)> {
    let demands = demands(world, player);
    let mut blocks = Vec::new();
    // Each change obeys one more demand at least: as many changes as demands at most.
    for _ in 0..=demands.len() {
        match better(world, player, &demands, &blocks) {
            Some((t, _)) => blocks = t,
            None => break,
        }
    }
    blocks
}

/// 509.1c: `blocker` must block `attacker` this turn if able ("target creature blocks [this]
/// this turn if able", provoke), each as the object it is now.
pub fn must_block(world: &mut World, blocker: Entity, attacker: Entity) {
    let (Some(bn), Some(an)) =
        (world.get::<ObjectNumber>(blocker).copied(), world.get::<ObjectNumber>(attacker).copied())
    else {
        return;
    };
    let text = says!("log-must-block-this-turn", card = refer(world, blocker), attacker = refer(world, attacker));
    let mut turn = world.resource_mut::<crate::rules::game::Turn>();
    let entry = (blocker, bn, attacker, an);
    if !turn.happened.must_block.contains(&entry) {
        turn.happened.must_block.push(entry);
    }
    log(world, "509.1c", text);
}
