//! Players: life totals (119), counters on players (122.1: poison, energy, experience, rad,
//! ticket, or any named kind), dice and coins (706, 705), and losing the game (704.5a,
//! 704.5b, 704.5c; 704.6c in a Commander game). A player who lost is
//! marked and the log says why; the table goes on for the others. In a multiplayer game the
//! player leaves it, and what they own with them (800.4a).

use bevy::prelude::*;

use super::super::counters::CounterKind;
use super::super::game::Dirty;
use super::super::log::log;
use super::super::object::{DrewFromEmpty, Life, Lost, Player, PlayerCounters, Players};

/// Each player's starting life total (119.1).
pub const STARTING_LIFE: i32 = 20;

/// Poison counters that make a player lose the game (122.1f, 704.5c).
pub const LETHAL_POISON: u32 = 10;

fn name(world: &World, p: Entity) -> String {
    world.get::<Player>(p).map(|p| p.name.clone()).unwrap_or_default()
}

/// A life total, a player's counters or a draw changed: the players' state-based actions
/// (704.5a-c) are checked again.
pub fn players_changed(world: &mut World) {
    let mut dirty = world.resource_mut::<Dirty>();
    dirty.changed = true;
    dirty.players = true;
}

/// 119.3: a player gains (`by` > 0) or loses (`by` < 0) life.
pub fn change_life(world: &mut World, p: Entity, by: i32) {
    if by == 0 {
        return;
    }
    let Some(mut life) = world.get_mut::<Life>(p) else { return };
    life.0 = life.0.saturating_add(by);
    let now = life.0;
    let who = name(world, p);
    let what = if by > 0 { format!("gains {by} life") } else { format!("loses {} life", -by) };
    log(world, "119.3", format!("{who} {what}: {now} life"));
    players_changed(world);
}

/// 119.5: a player's life total becomes `to`: they gain or lose the difference.
pub fn set_life(world: &mut World, p: Entity, to: i32) {
    let Some(now) = world.get::<Life>(p).map(|l| l.0) else { return };
    let who = name(world, p);
    if now == to {
        log(world, "119.5", format!("{who} already has {to} life; nothing changes"));
        return;
    }
    log(world, "119.5", format!("{who}'s life total becomes {to}: they {} the difference", gain_or_lose(to - now)));
    change_life(world, p, to - now);
}

fn gain_or_lose(by: i32) -> &'static str {
    if by > 0 { "gain" } else { "lose" }
}

/// 122.1: puts (`by` > 0) or removes (`by` < 0) counters of a kind on a player; a player can't
/// have fewer than none.
pub fn change_counters(world: &mut World, p: Entity, kind: &CounterKind, by: i32) {
    let kind = match kind {
        CounterKind::Named(n) => CounterKind::Named(n.to_lowercase()),
        typed => typed.clone(),
    };
    let who = name(world, p);
    let Some(mut counters) = world.get_mut::<PlayerCounters>(p) else { return };
    let had = counters.0.get(&kind).copied().unwrap_or(0);
    let now = (had as i64 + by as i64).clamp(0, u32::MAX as i64) as u32;
    if now == had {
        log(world, "122.1", format!("{who} has {had} {kind} counter(s); nothing changes"));
        return;
    }
    if now == 0 {
        counters.0.remove(&kind);
    } else {
        counters.0.insert(kind.clone(), now);
    }
    let what = if now > had {
        format!("gets {} {kind} counter(s)", now - had)
    } else {
        format!("loses {} {kind} counter(s)", had - now)
    };
    log(world, "122.1", format!("{who} {what}: {now}"));
    players_changed(world);
}

/// 704.5a, 704.5b and 704.5c: a player with 0 or less life, who drew from an empty library
/// since the last check, or with ten or more poison counters, loses the game (each player
/// once). Returns whether anyone lost.
pub fn losers(world: &mut World) -> bool {
    if !std::mem::take(&mut world.resource_mut::<Dirty>().players) {
        return false;
    }
    let players = world.resource::<Players>().0.clone();
    let mut acted = false;
    for p in players {
        let drew = world.entity_mut(p).take::<DrewFromEmpty>().is_some();
        if world.get::<Lost>(p).is_some() {
            continue;
        }
        let life = world.get::<Life>(p).map_or(STARTING_LIFE, |l| l.0);
        let poison = world.get::<PlayerCounters>(p).map_or(0, |c| c.get(&CounterKind::Poison));
        let why = if life <= 0 {
            Some(("704.5a", format!("has {life} life")))
        } else if drew {
            Some(("704.5b", "drew from an empty library".to_string()))
        } else if poison >= LETHAL_POISON {
            Some(("704.5c", format!("has {poison} poison counters")))
        } else if let Some((c, n)) = lethal_commander_damage(world, p) {
            let by = crate::rules::query::name_of(world, c);
            Some(("704.6c", format!("has been dealt {n} combat damage by the commander {by}")))
        } else {
            None
        };
        if let Some((rule, what)) = why {
            let who = name(world, p);
            world.entity_mut(p).insert(Lost(rule));
            log(world, rule, format!("{who} {what} and loses the game; the others play on"));
            if world.resource::<Players>().0.len() > 2 {
                leave_game(world, p);
            }
            acted = true;
        }
    }
    acted
}

/// 104.3a: a player concedes and loses the game; in a multiplayer game they leave it (800.4a).
pub fn concede(world: &mut World, p: Entity) {
    let who = name(world, p);
    if world.get::<Lost>(p).is_some() {
        log(world, "104.3a", format!("{who} has already lost the game; nothing happens"));
        return;
    }
    world.entity_mut(p).insert(Lost("104.3a"));
    log(world, "104.3a", format!("{who} concedes and loses the game; the others play on"));
    if world.resource::<Players>().0.len() > 2 {
        leave_game(world, p);
    }
    players_changed(world);
}

/// 800.4a: a player leaves a multiplayer game (100.1b: one that began with more than two
/// players). Every object they own, in every zone, leaves the game; the control-changing
/// effects that gave them objects end (613.1b: the table's control changes are such effects),
/// so those return to their owners; abilities they controlled on the stack cease to exist;
/// then what they still control (a spell of another player's card they cast) is exiled. Not a
/// state-based action: it happens as they leave.
pub fn leave_game(world: &mut World, p: Entity) {
    use super::super::action::Zone;
    use super::super::object::{AttachedTo, Controller, InZone, Owner, StackedAbility};
    use super::super::query::name_of;
    let who = name(world, p);
    let mut owned: Vec<Entity> = world
        .query::<(Entity, &Owner)>()
        .iter(world)
        .filter(|(_, o)| o.0 == p)
        .map(|(e, _)| e)
        .collect();
    owned.sort();
    let on_table = |world: &World, e: Entity| {
        world.get::<InZone>(e).is_some_and(|z| matches!(z.zone, Zone::Battlefield | Zone::Stack | Zone::Graveyard | Zone::Exile))
    };
    let shown: Vec<String> = owned.iter().filter(|e| on_table(world, **e)).map(|e| name_of(world, *e)).collect();
    let hidden = owned.len() - shown.len();
    // What was attached to them, or to the player, is checked again (704.5m, 704.5n).
    let mut recheck: Vec<Entity> = world
        .query::<(Entity, &AttachedTo)>()
        .iter(world)
        .filter(|(_, a)| a.0 == p || owned.binary_search(&a.0).is_ok())
        .map(|(e, _)| e)
        .collect();
    for &e in &owned {
        recheck.extend(world.get::<AttachedTo>(e).map(|a| a.0));
        world.entity_mut(e).despawn();
    }
    for e in recheck {
        if world.get_entity(e).is_ok() {
            super::super::game::mark(world, e);
        }
    }
    let mut text = format!("{who} leaves the game, and so does every object they own");
    if !shown.is_empty() {
        text.push_str(&format!(": {}", shown.join(", ")));
    }
    if hidden > 0 {
        text.push_str(&format!("{} {hidden} card(s) of their hand and library", if shown.is_empty() { ":" } else { ", and" }));
    }
    log(world, "800.4a", text);
    // Abilities on the stack they controlled (the controller of the source) cease to exist.
    let abilities: Vec<Entity> = world
        .query::<(Entity, &StackedAbility)>()
        .iter(world)
        .filter(|(_, a)| world.get_entity(a.source).is_err() || world.get::<Controller>(a.source).is_some_and(|c| c.0 == p))
        .map(|(e, _)| e)
        .collect();
    for e in abilities {
        world.entity_mut(e).despawn();
        log(world, "800.4a", format!("an ability {who} controlled on the stack ceases to exist"));
    }
    let controlled: Vec<(Entity, Entity, Zone)> = world
        .query::<(Entity, &Controller, &Owner, &InZone)>()
        .iter(world)
        .filter(|(_, c, _, _)| c.0 == p)
        .map(|(e, _, o, z)| (e, o.0, z.zone))
        .collect();
    for (e, owner, zone) in controlled {
        let name = name_of(world, e);
        if zone == Zone::Battlefield && world.get::<Lost>(owner).is_none() {
            let back = self::name(world, owner);
            world.entity_mut(e).insert(Controller(owner));
            super::super::game::mark(world, e);
            log(world, "800.4a", format!("the effect giving {who} control of {name} ends: {back} controls it again"));
        } else if matches!(zone, Zone::Battlefield | Zone::Stack) {
            log(world, "800.4a", format!("{who} still controls {name}: it is exiled"));
            super::zones::move_object(world, e, Zone::Exile, None, super::zones::Enter::default());
        }
    }
}

/// Combat damage from one commander that makes a player lose the game (903.10a, 704.6c).
pub const LETHAL_COMMANDER_DAMAGE: u32 = 21;

/// 704.6c: the commander that has dealt this player 21 or more combat damage, if any, and how
/// much (counted by `commander::damage_player`).
pub fn lethal_commander_damage(world: &World, p: Entity) -> Option<(Entity, u32)> {
    let taken = world.get::<super::super::object::CommanderDamage>(p)?;
    taken.0.iter().copied().find(|(_, n)| *n >= LETHAL_COMMANDER_DAMAGE)
}

/// The most dice one roll may ask for, and the most sides a die may have.
pub const MAX_DICE: u32 = 100;
/// See [`MAX_DICE`].
pub const MAX_SIDES: u32 = 1_000_000;

/// 706.1a, 706.2: a player rolls `count` N-sided dice, with the table's seeded random source
/// (a replay rolls the same); each natural result and the total are logged.
pub fn roll(world: &mut World, p: Entity, sides: u32, count: u32) {
    use rand::RngExt;
    let who = name(world, p);
    if sides == 0 || count == 0 || sides > MAX_SIDES || count > MAX_DICE {
        let text = format!("{who} can't roll {count}d{sides}: from 1 to {MAX_DICE} dice of 1 to {MAX_SIDES} sides");
        log(world, "706.1a", text);
        return;
    }
    let results: Vec<u32> = {
        let mut rng = world.resource_mut::<super::super::game::RulesRng>();
        (0..count).map(|_| rng.0.random_range(1..=sides)).collect()
    };
    let list = results.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    let text = match count {
        1 => format!("{who} rolls a d{sides}: {list}"),
        n => format!("{who} rolls {n}d{sides}: {list} (total {})", results.iter().map(|r| *r as u64).sum::<u64>()),
    };
    log(world, "706.2", text);
}

/// 705.1: a player flips a coin, with the table's seeded random source.
pub fn flip_coin(world: &mut World, p: Entity) {
    use rand::RngExt;
    let who = name(world, p);
    let heads = world.resource_mut::<super::super::game::RulesRng>().0.random_bool(0.5);
    log(world, "705.1", format!("{who} flips a coin: {}", if heads { "heads" } else { "tails" }));
}
