//! Players: life totals (119), counters on players (122.1: poison, energy, experience, rad,
//! ticket, or any named kind), dice and coins (706, 705), and losing the game (704.5a,
//! 704.5b, 704.5c; 704.6c in a Commander game). A player who lost is
//! marked and the log says why; the table goes on for the others (leaving a multiplayer game,
//! 800.4a, is [`super::leaving`]).

use bevy::prelude::*;

use super::super::counters::CounterKind;
use super::super::game::Dirty;
use super::super::log::log;
use super::super::object::{DrewFromEmpty, Life, Lost, PlayerCounters, Players};
use crate::rules::log::{Arg, refer, refer_lazily};
use crate::rules::triggers::Event;
use crate::says;

/// Each player's starting life total (119.1).
pub const STARTING_LIFE: i32 = 20;

/// Poison counters that make a player lose the game (122.1f, 704.5c).
pub const LETHAL_POISON: u32 = 10;

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
    // 119.7: "Players can't gain life.", "Your opponents can't gain life.".
    if by > 0
        && let Some(stopping) = crate::rules::query::stops_life_gain(world, p)
    {
        let text = says!("log-cant-gain-life", player = refer(world, p), permanent = refer(world, stopping));
        log(world, "119.7", text);
        return;
    }
    let Some(mut life) = world.get_mut::<Life>(p) else { return };
    life.0 = life.0.saturating_add(by);
    let now = life.0;
    let who = refer(world, p);
    let line = match by > 0 {
        true => says!("log-gains-life", player = who, n = by, now = now),
        false => says!("log-loses-life", player = who, n = -by, now = now),
    };
    log(world, "119.3", line);
    players_changed(world);
    let event = if by > 0 { Event::GainedLife(p, by.unsigned_abs()) } else { Event::LostLife(p, by.unsigned_abs()) };
    crate::rules::triggers::happened(world, event);
}

/// 119.5: a player's life total becomes `to`: they gain or lose the difference.
pub fn set_life(world: &mut World, p: Entity, to: i32) {
    let Some(now) = world.get::<Life>(p).map(|l| l.0) else { return };
    let who = refer(world, p);
    if now == to {
        log(world, "119.5", says!("log-already-has-life", player = who, n = to));
        return;
    }
    let change = if to > now { "gain" } else { "lose" };
    log(world, "119.5", says!("log-life-total-becomes", player = who, n = to, change = change));
    change_life(world, p, to - now);
}

/// 107.14: the energy counters player `p` has.
pub fn energy(world: &World, p: Entity) -> u32 {
    world.get::<PlayerCounters>(p).map_or(0, |c| c.get(&CounterKind::Energy))
}

/// 107.14: player `p` can pay `n` {E}: `Ok`, or the refusal saying what they have.
pub fn can_pay_energy(world: &World, p: Entity, n: u32) -> Result<(), crate::rules::log::LogText> {
    let has = energy(world, p);
    match n > has {
        true => Err(crate::says!("log-energy-missing", player = crate::rules::log::refer(world, p), n = n, has = has)),
        false => Ok(()),
    }
}

/// 107.14: player `p` pays `n` {E}, removing that many energy counters.
pub fn pay_energy(world: &mut World, p: Entity, n: u32) {
    if n > 0 {
        change_counters(world, p, &CounterKind::Energy, -(n.min(i32::MAX as u32) as i32));
    }
}

/// 122.1: puts (`by` > 0) or removes (`by` < 0) counters of a kind on a player; a player can't
/// have fewer than none.
pub fn change_counters(world: &mut World, p: Entity, kind: &CounterKind, by: i32) {
    let kind = match kind {
        CounterKind::Named(n) => CounterKind::Named(n.to_lowercase()),
        typed => typed.clone(),
    };
    let who = refer(world, p);
    let Some(mut counters) = world.get_mut::<PlayerCounters>(p) else { return };
    let had = counters.0.get(&kind).copied().unwrap_or(0);
    let now = (had as i64 + by as i64).clamp(0, u32::MAX as i64) as u32;
    if now == had {
        log(
            world,
            "122.1",
            says!(
                "log-player-counters-unchanged",
                player = who,
                n = had,
                kind = crate::rules::log::counter_kind(&kind)
            ),
        );
        return;
    }
    if now == 0 {
        counters.0.remove(&kind);
    } else {
        counters.0.insert(kind.clone(), now);
    }
    let line = if now > had {
        says!(
            "log-player-gets-counters",
            player = who,
            n = now - had,
            kind = crate::rules::log::counter_kind(&kind),
            now = now
        )
    } else {
        says!(
            "log-player-loses-counters",
            player = who,
            n = had - now,
            kind = crate::rules::log::counter_kind(&kind),
            now = now
        )
    };
    log(world, "122.1", line);
    players_changed(world);
}

/// Says the game is over once it is (104.2a: the last player in it wins; everyone out at once,
/// a draw, 104.4a), unless it already was.
pub fn say_if_over(world: &mut World, was_over: bool) {
    if was_over {
        return;
    }
    match crate::rules::query::game_over(world) {
        Some(Some(winner)) => log(world, "104.2a", says!("log-game-over-won", player = refer(world, winner))),
        Some(None) => log(world, "104.4a", says!("log-game-over-draw")),
        None => {}
    }
}

/// 704.5a, 704.5b and 704.5c: a player with 0 or less life, who drew from an empty library
/// since the last check, or with ten or more poison counters, loses the game (each player
/// once). Returns whether anyone lost.
pub fn losers(world: &mut World) -> bool {
    if !std::mem::take(&mut world.resource_mut::<Dirty>().players) {
        return false;
    }
    let players = world.resource::<Players>().0.clone();
    let was_over = crate::rules::query::game_result(world).is_some();
    let mut acted = false;
    for p in players {
        let drew = world.entity_mut(p).take::<DrewFromEmpty>().is_some();
        if world.get::<Lost>(p).is_some() {
            continue;
        }
        let life = world.get::<Life>(p).map_or(STARTING_LIFE, |l| l.0);
        let poison = world.get::<PlayerCounters>(p).map_or(0, |c| c.get(&CounterKind::Poison));
        let who = refer_lazily(world, p);
        let why = if life <= 0 {
            Some(("704.5a", says!("log-loses-game-life", player = &who, n = life)))
        } else if drew {
            Some(("704.5b", says!("log-loses-game-empty-library", player = &who)))
        } else if poison >= LETHAL_POISON {
            Some(("704.5c", says!("log-loses-game-poison", player = &who, n = poison)))
        } else if let Some((c, n)) = lethal_commander_damage(world, p) {
            let by = refer(world, c);
            Some(("704.6c", says!("log-loses-game-commander-damage", player = &who, n = n, commander = by)))
        } else {
            None
        };
        if let Some((rule, line)) = why {
            world.entity_mut(p).insert(Lost(rule));
            log(world, rule, line);
            acted = true;
        }
    }
    if acted {
        say_if_over(world, was_over);
    }
    acted
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
    let who = refer(world, p);
    if sides == 0 || count == 0 || sides > MAX_SIDES || count > MAX_DICE {
        let line = says!(
            "log-cant-roll",
            player = who,
            dice = count,
            sides = sides,
            max_dice = MAX_DICE,
            max_sides = MAX_SIDES
        );
        log(world, "706.1a", line);
        return;
    }
    let results: Vec<u32> = {
        let mut rng = world.resource_mut::<super::super::game::RulesRng>();
        (0..count).map(|_| rng.0.random_range(1..=sides)).collect()
    };
    let line = match (count, results.as_slice()) {
        (1, [result]) => says!("log-rolls-die", player = who, sides = sides, result = *result),
        (n, _) => {
            let list = results.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
            let total = results.iter().map(|r| *r as u64).sum::<u64>();
            says!("log-rolls-dice", player = who, dice = n, sides = sides, results = Arg::text(list), total = total)
        }
    };
    log(world, "706.2", line);
}

/// 705.1: a player flips a coin, with the table's seeded random source.
pub fn flip_coin(world: &mut World, p: Entity) {
    use rand::RngExt;
    let who = refer(world, p);
    let heads = world.resource_mut::<super::super::game::RulesRng>().0.random_bool(0.5);
    let side = Arg::text(if heads { "heads" } else { "tails" });
    log(world, "705.1", says!("log-flips-coin", player = who, side = side));
}

/// 705.1, 705.2: `player` flips a coin an effect calls to win or lose, the table's seeded source
/// deciding (the same on every replay); whether they won, logged.
pub fn flip_to_win(world: &mut World, player: Entity) -> bool {
    use rand::RngExt;
    let won = world.resource_mut::<crate::rules::game::RulesRng>().0.random_bool(0.5);
    let who = refer(world, player);
    let text = if won { says!("log-coin-flip-won", player = who) } else { says!("log-coin-flip-lost", player = who) };
    log(world, "705.1", text);
    won
}
