//! Scrying for an effect (701.22a): "Scry 2." as the last words of a spell or ability. As the
//! effect ends the player looks at the top N cards of their library (they alone see them) and
//! nobody holds priority until they say with `Scry` which go back on top, in what order, and
//! which go to the bottom; then the active player receives priority (117.3b).

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::rules::log::refer;
use crate::says;

/// A scry an effect asks a player to make, while they haven't.
#[derive(Clone, Debug)]
pub struct ScryOffer {
    /// Who scries.
    pub player: Entity,
    /// How many cards.
    pub n: u32,
    /// Whether priority was being given when it began (at an assisted table).
    pub priority: bool,
}

/// The scry waiting for its player, and those the effect resolving now asks for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Scries {
    /// Asked for by the effect resolving now; begun once it is done.
    pub queued: Vec<(Entity, u32)>,
    /// The scry its player is making.
    pub pending: Option<ScryOffer>,
}

/// The scry waiting for its player, if any.
pub fn pending(world: &World) -> Option<&ScryOffer> {
    world.get_resource::<Scries>().and_then(|s| s.pending.as_ref())
}

/// The resolving effect's last step asks `player` to scry `n`.
pub fn queue(world: &mut World, player: Entity, n: u32) {
    world.get_resource_or_insert_with(Scries::default).queued.push((player, n));
}

/// The effect is done: the scry it asked for begins (its player looks at the top cards, 701.20e)
/// and nobody holds priority until they have put them back.
pub fn begin(world: &mut World) {
    let Some(mut scries) = world.get_resource_mut::<Scries>() else { return };
    if scries.pending.is_some() || scries.queued.is_empty() {
        return;
    }
    let (player, n) = scries.queued.remove(0);
    scries.queued.clear();
    let priority = super::priority::hold_for_choice(world);
    world.resource_mut::<Scries>().pending = Some(ScryOffer { player, n, priority });
    super::reveal::look_at_top(world, player, n);
}

/// The cards the pending scry is of: the top N of its player's library, top first.
pub fn cards(world: &World) -> Vec<Entity> {
    let Some(o) = pending(world) else { return Vec::new() };
    crate::rules::query::library_of(world, o.player).into_iter().take(o.n as usize).map(|(e, _)| e).collect()
}

/// Whether `player` may end the pending scry so: theirs, and every card it is of named once.
pub fn can_answer(world: &World, player: Entity, top: &[Entity], bottom: &[Entity]) -> Legal {
    let Some(o) = pending(world) else { return Ok(()) };
    let who = refer(world, player);
    if o.player != player {
        let text = says!("log-scry-is-anothers", player = who, scrier = refer(world, o.player));
        return Err(Refusal::new("701.22a", text));
    }
    let mut named: Vec<Entity> = top.iter().chain(bottom).copied().collect();
    let mut all = cards(world);
    named.sort();
    all.sort();
    if named != all {
        return Err(Refusal::new("701.22a", says!("log-scry-names-each", player = who, n = all.len())));
    }
    Ok(())
}

/// `Scry` while a scry is pending: checked, carried out (`reveal::scry`), and the active player
/// receives priority where it was being given. Answers whether it was pending.
pub fn answer(world: &mut World, player: Entity, top: &[Entity], bottom: &[Entity]) -> bool {
    if pending(world).is_none() {
        return false;
    }
    if !super::allowed(world, can_answer(world, player, top, bottom)) {
        return true;
    }
    let Some(o) = world.resource_mut::<Scries>().pending.take() else { return true };
    super::reveal::scry(world, player, top, bottom);
    super::priority::after_choice(world, o.priority);
    true
}
