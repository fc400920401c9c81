//! What each player sees of each object, and how often an object has gone out of a player's
//! sight. A viewer's ids (view.rs) are made from that count, so an object that passed through a
//! zone or state hidden from a player reaches that player as a new, untrackable thing, which is
//! what 400.7 says it is ("a new object with no memory of or relation to its previous
//! existence"), while a move the player watched (a creature dying) keeps its id for them.
//!
//! The count is kept here, in the kernel, because only the kernel sees every change: around each
//! applied action and each state-based action, [`snapshot`] and [`track`] compare what every
//! player saw before with what they see after, looking only at the objects that changed
//! ([`SightCache`], [`SightChanged`]).

use bevy::prelude::*;

use super::action::Zone;
use super::object::*;

/// How much of an object a player sees, least first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Seen {
    /// Not at all: a card in a library or in another player's hand (401.2, 402.3).
    Hidden,
    /// The object, not what it is: another player's face-down permanent or spell (708.5).
    Anonymous,
    /// What it is.
    Identity,
}

/// Times this object went out of each player's sight (by player entity); a player without an
/// entry has never lost sight of it.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct OutOfSight(pub Vec<(Entity, u32)>);

impl OutOfSight {
    /// How often `player` lost sight of it.
    pub fn of(&self, player: Entity) -> u32 {
        self.0.iter().find(|(p, _)| *p == player).map_or(0, |(_, n)| *n)
    }

    fn bump(&mut self, player: Entity) {
        match self.0.iter_mut().find(|(p, _)| *p == player) {
            Some((_, n)) => *n += 1,
            None => self.0.push((player, 1)),
        }
    }
}

/// The top card of each library whose owner plays with it revealed (everyone sees it).
pub fn revealed_tops(world: &mut World) -> Vec<Entity> {
    let players: Vec<Entity> =
        world.resource::<Players>().0.iter().copied().filter(|p| world.get::<TopRevealed>(*p).is_some()).collect();
    if players.is_empty() {
        return Vec::new();
    }
    let mut tops: Vec<(Entity, Entity, i64)> = Vec::new();
    let mut q = world.query::<(Entity, &InZone, &Owner)>();
    for (e, z, o) in q.iter(world) {
        if z.zone != Zone::Library || !players.contains(&o.0) {
            continue;
        }
        match tops.iter_mut().find(|t| t.1 == o.0) {
            Some(t) if z.order < t.2 => *t = (e, o.0, z.order),
            Some(_) => {}
            None => tops.push((e, o.0, z.order)),
        }
    }
    tops.into_iter().map(|t| t.0).collect()
}

/// What `player` sees of an object in `zone` (with `tops` from [`revealed_tops`]).
pub fn seen_by(world: &World, player: Entity, e: Entity, tops: &[Entity]) -> Seen {
    let mut out = Vec::with_capacity(1);
    seen_by_each(world, &[player], e, tops, &mut out);
    out[0]
}

/// [`seen_by`] for each of `viewers` in order, into `out`, looking the object up once.
fn seen_by_each(world: &World, viewers: &[Entity], e: Entity, tops: &[Entity], out: &mut Vec<Seen>) {
    out.clear();
    let Ok(o) = world.get_entity(e) else { return out.resize(viewers.len(), Seen::Hidden) };
    let (Some(z), Some(owner), Some(controller)) = (o.get::<InZone>(), o.get::<Owner>(), o.get::<Controller>()) else {
        return out.resize(viewers.len(), Seen::Hidden);
    };
    // The second card of a melded permanent is no object of its own (712.4a): seen only as
    // part of that permanent, and a new object when it leaves it (400.7).
    if o.contains::<MeldedInto>() {
        return out.resize(viewers.len(), Seen::Hidden);
    }
    let face_down = o.get::<FaceDown>().is_some_and(|f| f.0.is_some());
    let (revealed, top) = (o.get::<Revealed>(), tops.contains(&e));
    out.extend(viewers.iter().map(|p| seen(*p, z.zone, owner.0, controller.0, face_down, revealed, top)));
}

/// The top card of a player's library (the lowest order), read without changing the world.
pub fn library_top(world: &World, p: Entity) -> Option<Entity> {
    let mut q = world.try_query::<(Entity, &InZone, &Owner)>()?;
    q.iter(world)
        .filter(|(_, z, o)| z.zone == Zone::Library && o.0 == p)
        .min_by_key(|(_, z, _)| z.order)
        .map(|(e, ..)| e)
}

/// [`seen_by`] from the facts: the one place that says who sees what.
pub fn seen(
    player: Entity,
    zone: Zone,
    owner: Entity,
    controller: Entity,
    face_down: bool,
    revealed: Option<&Revealed>,
    top_revealed: bool,
) -> Seen {
    // A card revealed to this player, or looked at by them, where it is (701.20); a face-down
    // permanent is turned face up to be revealed, which `Revealed` doesn't do.
    if !face_down && (top_revealed || revealed.is_some_and(|r| r.shows(player))) {
        return Seen::Identity;
    }
    let sees = match zone {
        Zone::Library => return Seen::Hidden,
        Zone::Hand => owner == player,
        _ if face_down => controller == player, // 708.5
        _ => true,
    };
    match (sees, zone) {
        (true, _) => Seen::Identity,
        (false, Zone::Hand) => Seen::Hidden,
        (false, _) => Seen::Anonymous,
    }
}

/// The entity a spectator's sight is kept under: someone with no hand, library or permanents.
pub const SPECTATOR: Entity = Entity::PLACEHOLDER;

/// What every viewer (the players and a spectator) saw of each object at the last look. Only the
/// objects that changed since ([`SightChanged`], kept by hooks on the components sight depends
/// on) are looked at again, so a look costs what changed, not the whole table.
#[derive(Resource, Default)]
pub struct SightCache {
    viewers: Vec<Entity>,
    seen: bevy::platform::collections::HashMap<Entity, Vec<Seen>>,
    /// The revealed top cards of libraries at the last look: a library's top changes without
    /// the card itself changing.
    tops: Vec<Entity>,
}

/// What every player saw before a change: [`snapshot`] takes it, [`track`] compares with it.
#[derive(Debug)]
pub struct Sightings(());

/// The table's players changed (set up, or cleared): the next look compares every viewer
/// again. Whoever changes [`Players`] calls it.
pub fn players_changed(world: &mut World) {
    if let Some(mut changed) = world.get_resource_mut::<SightChanged>() {
        changed.players_seen = false;
    }
}

/// Brings what every player sees up to date before a change, so that [`track`] counts only
/// what the change did (a change made outside the rules, such as setting up a table, costs
/// no one sight of anything).
pub fn snapshot(world: &mut World) -> Sightings {
    look(world, false);
    Sightings(())
}

/// After a change: every player who doesn't still see an object at least as well as before
/// (or who saw it only as a hidden card before or after) loses sight of it, and will know it
/// under a new id. Seeing more of it (a face-down permanent turned face up) keeps its id, since
/// every player watched it happen.
pub fn track(world: &mut World, _before: Sightings) {
    look(world, true);
}

/// Looks again at what changed since the last look (everything, the first time or when the
/// players changed), counting lost sight when `count`.
fn look(world: &mut World, count: bool) {
    // Nothing changed since the last look (a player who starts or stops playing with their
    // library's top revealed is a change too), and no library's top is revealed: nothing to see.
    // (The players are compared only when something is to be looked at: a change of players
    // says so, `players_changed`.) One resource read.
    let quiet = world.get_resource::<SightChanged>().is_some_and(|c| c.changed.is_empty() && !c.tops && c.players_seen);
    if quiet {
        return;
    }
    let mut viewers = world.resource::<Players>().0.clone();
    viewers.push(SPECTATOR);
    let tops = revealed_tops(world);
    // Taken out of the resource for the look (moved, not removed: a resource is an entity).
    let mut cache = std::mem::take(&mut *world.get_resource_or_init::<SightCache>());
    let changed = std::mem::take(&mut world.get_resource_or_init::<SightChanged>().changed);
    let candidates: Vec<Entity> = if cache.viewers != viewers {
        // New players: everything anew, and no one lost anything.
        cache = SightCache { viewers: viewers.clone(), ..default() };
        world.query_filtered::<Entity, With<Card>>().iter(world).collect()
    } else {
        let mut c = changed;
        c.extend(cache.tops.iter().chain(&tops));
        c.sort_unstable();
        c.dedup();
        c
    };
    let mut now: Vec<Seen> = Vec::with_capacity(viewers.len());
    let mut lost: Vec<Entity> = Vec::new();
    for e in candidates {
        if world.get::<Card>(e).is_none() {
            cache.seen.remove(&e);
            continue;
        }
        seen_by_each(world, &viewers, e, &tops, &mut now);
        lost.clear();
        match cache.seen.get_mut(&e) {
            Some(was) => {
                if count {
                    let gone = viewers.iter().zip(was.iter().zip(&now)).filter(|(_, (was, now))| {
                        let kept = **was != Seen::Hidden && **now != Seen::Hidden && now >= was;
                        !(kept || **was == Seen::Hidden && **now == Seen::Hidden)
                    });
                    lost.extend(gone.map(|(p, _)| *p));
                }
                was.clone_from(&now);
            }
            None => _ = cache.seen.insert(e, now.clone()),
        }
        if lost.is_empty() {
            continue;
        }
        let mut out = world.get::<OutOfSight>(e).cloned().unwrap_or_default();
        for p in &lost {
            out.bump(*p);
        }
        world.entity_mut(e).insert(out);
    }
    let mut next = world.resource_mut::<SightChanged>();
    (next.tops, next.players_seen) = (!tops.is_empty(), true);
    cache.tops = tops;
    *world.resource_mut::<SightCache>() = cache;
}
