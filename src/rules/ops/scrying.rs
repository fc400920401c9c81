//! Scrying or surveilling for an effect (701.22a, 701.25a): "Scry 2." or "Surveil 2." as the
//! last words of a spell or ability. As the effect ends the player looks at the top N cards of
//! their library (they alone see them) and nobody holds priority until they say with `Scry`
//! which go back on top, in what order, and which go to the bottom (with `Surveil`, which go
//! into their graveyard); then the active player receives priority (117.3b). "Look at the top
//! three cards of your library, then put them back in any order" (401.4) is the same look with
//! every card back on top (`Scry` naming none for the bottom), or, where the text lets them
//! shuffle (Ponder), a `Shuffle` of their library instead.

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::rules::log::{Arg, refer};
use crate::says;

/// A scry (or surveil) an effect asks a player to make, while they haven't.
#[derive(Clone, Debug)]
pub struct ScryOffer {
    /// Who scries.
    pub player: Entity,
    /// How many cards.
    pub n: u32,
    /// Whether priority was being given when it began (at an assisted table).
    pub priority: bool,
    /// What kind of look it is.
    pub look: Look,
}

/// What a look at the top of a library an effect asks for is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// A surveil (701.25a): the cards not kept on top go into the graveyard.
    pub surveil: bool,
    /// An exploration's choice (701.44a, with `surveil`): the revealed nonland card may go into
    /// the graveyard.
    pub explore: bool,
    /// The cards go back on top in any order, none to the bottom (401.4).
    pub arrange: bool,
    /// With `arrange`: "You may shuffle your library." instead.
    pub may_shuffle: bool,
}

/// The scry waiting for its player, and those the effect resolving now asks for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Scries {
    /// Asked for by the effect resolving now (player, how many, what kind); begun once it is
    /// done.
    pub queued: Vec<(Entity, u32, Look)>,
    /// The scry its player is making.
    pub pending: Option<ScryOffer>,
}

/// The scry waiting for its player, if any.
pub fn pending(world: &World) -> Option<&ScryOffer> {
    world.get_resource::<Scries>().and_then(|s| s.pending.as_ref())
}

/// The resolving effect's last step asks `player` to scry (or surveil) `n`.
pub fn queue(world: &mut World, player: Entity, n: u32, surveil: bool) {
    let look = Look { surveil, ..Look::default() };
    world.get_resource_or_insert_with(Scries::default).queued.push((player, n, look));
}

/// 401.4: the resolving effect has `player` look at the top `n` cards of their library and put
/// them back in any order (`may_shuffle`: or shuffle their library).
pub fn queue_arrange(world: &mut World, player: Entity, n: u32, may_shuffle: bool) {
    let look = Look { arrange: true, may_shuffle, ..Look::default() };
    world.get_resource_or_insert_with(Scries::default).queued.push((player, n, look));
}

/// 701.44a: the resolving effect's exploration asks `player` whether the revealed card on top
/// of their library goes into their graveyard.
pub fn queue_explore(world: &mut World, player: Entity) {
    let look = Look { surveil: true, explore: true, ..Look::default() };
    world.get_resource_or_insert_with(Scries::default).queued.push((player, 1, look));
}

/// The effect is done: the scry it asked for begins (its player looks at the top cards, 701.20e)
/// and nobody holds priority until they have put them back.
pub fn begin(world: &mut World) {
    let Some(mut scries) = world.get_resource_mut::<Scries>() else { return };
    if scries.pending.is_some() || scries.queued.is_empty() {
        return;
    }
    let (player, n, look) = scries.queued.remove(0);
    scries.queued.clear();
    let priority = super::priority::hold_for_choice(world);
    world.resource_mut::<Scries>().pending = Some(ScryOffer { player, n, priority, look });
    // An exploration's card is revealed already.
    if !look.explore {
        super::reveal::look_at_top(world, player, n);
    }
}

/// The cards the pending scry is of: the top N of its player's library, top first.
pub fn cards(world: &World) -> Vec<Entity> {
    let Some(o) = pending(world) else { return Vec::new() };
    crate::rules::query::library_of(world, o.player).into_iter().take(o.n as usize).map(|(e, _)| e).collect()
}

/// Whether `player` may end the pending scry (`surveil`: surveil) so: theirs, the kind asked
/// for, and every card it is of named once.
pub fn can_answer(world: &World, player: Entity, top: &[Entity], away: &[Entity], surveil: bool) -> Legal {
    let Some(o) = pending(world) else { return Ok(()) };
    let look = o.look;
    let who = refer(world, player);
    let rule = match (look.explore, look.surveil) {
        _ if look.arrange => "401.4",
        (true, _) => "701.44a",
        (false, true) => "701.25a",
        (false, false) => "701.22a",
    };
    let what = Arg::text(if look.surveil { "surveil" } else { "scry" });
    if o.player != player {
        let text = says!("log-scry-is-anothers", player = who, scrier = refer(world, o.player), action = what);
        return Err(Refusal::new(rule, text));
    }
    if look.surveil != surveil {
        return Err(Refusal::new(rule, says!("log-scry-asked-is-other", player = who, action = what)));
    }
    if look.arrange && !away.is_empty() {
        return Err(Refusal::new(rule, says!("log-arrange-puts-all-back", player = who, n = o.n)));
    }
    let mut named: Vec<Entity> = top.iter().chain(away).copied().collect();
    let mut all = cards(world);
    named.sort();
    all.sort();
    if named != all {
        let text = says!("log-scry-names-each", player = who, n = all.len(), action = what);
        return Err(Refusal::new(rule, text));
    }
    Ok(())
}

/// `Scry` (or `Surveil`, `surveil`) while one is pending: checked, carried out
/// (`reveal::scry`, `reveal::surveil`), and the active player receives priority where it was
/// being given. Answers whether one was pending.
pub fn answer(world: &mut World, player: Entity, top: &[Entity], away: &[Entity], surveil: bool) -> bool {
    if pending(world).is_none() {
        return false;
    }
    if !super::allowed(world, can_answer(world, player, top, away, surveil)) {
        return true;
    }
    let Some(o) = world.resource_mut::<Scries>().pending.take() else { return true };
    match (o.look.explore, o.look.surveil) {
        _ if o.look.arrange => super::reveal::put_back(world, player, top),
        (true, _) => super::reveal::explored(world, player, away),
        (false, true) => super::reveal::surveil(world, player, top, away),
        (false, false) => super::reveal::scry(world, player, top, away),
    }
    super::priority::after_choice(world, o.priority);
    true
}

/// `Shuffle`: `player` shuffles their library (701.24a); where it answers their pending "put
/// them back in any order" that lets them shuffle instead (Ponder), the effect goes on.
pub fn shuffle(world: &mut World, player: Entity) {
    let answers = pending(world).is_some_and(|o| o.look.arrange && o.look.may_shuffle && o.player == player);
    super::library::shuffle_player(world, player);
    if answers && let Some(o) = world.resource_mut::<Scries>().pending.take() {
        super::priority::after_choice(world, o.priority);
    }
}
