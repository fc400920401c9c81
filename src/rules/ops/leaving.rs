//! Leaving a multiplayer game (800.4a) and conceding (104.3a). A player who lost a game that
//! began with more than two players (100.1b) leaves it at once, and what they own with them;
//! in a two-player game the table stays as it was, for the players to look at.

use bevy::prelude::*;

use super::players::players_changed;
use super::zones::{Enter, move_object};
use crate::rules::action::Zone;
use crate::rules::game::mark;
use crate::rules::log::log;
use crate::rules::log::{Arg, LogRef, LogText, refer};
use crate::rules::object::{
    AttachedTo, ControlChanged, Controller, InZone, Left, Lost, Owner, Players, StackedAbility,
};
use crate::says;

/// Whether the game began with more than two players (100.1b).
pub fn multiplayer(world: &World) -> bool {
    world.resource::<Players>().0.len() > 2
}

/// Every player who lost a multiplayer game and hasn't left it yet leaves it now (800.4a: not
/// a state-based action, but it happens as soon as they lose, so the state-based loop asks
/// after each check). Returns whether anyone left.
pub fn players_leave(world: &mut World) -> bool {
    if !multiplayer(world) {
        return false;
    }
    let leaving: Vec<Entity> = world
        .resource::<Players>()
        .0
        .iter()
        .copied()
        .filter(|p| world.get::<Lost>(*p).is_some() && world.get::<Left>(*p).is_none())
        .collect();
    for &p in &leaving {
        leave_game(world, p);
    }
    !leaving.is_empty()
}

/// 104.3a: a player concedes and loses the game; in a multiplayer game they leave it (800.4a).
pub fn concede(world: &mut World, p: Entity) {
    let line = says!("log-concedes", player = refer(world, p));
    lose_and_leave(world, p, "104.3a", line);
}

/// A player loses the game by `rule` (`line` says so), and in a multiplayer game leaves it;
/// one who has lost already changes nothing.
fn lose_and_leave(world: &mut World, p: Entity, rule: &'static str, line: LogText) {
    if world.get::<Lost>(p).is_some() {
        log(world, rule, says!("log-already-lost-the-game", player = refer(world, p)));
        return;
    }
    let was_over = crate::rules::query::game_result(world).is_some();
    world.entity_mut(p).insert(Lost(rule));
    log(world, rule, line);
    players_changed(world);
    players_leave(world);
    super::players::say_if_over(world, was_over);
}

/// 104.3e: an effect says `p` loses the game; 104.2b: that `p` wins it, and so every
/// opponent of theirs still in it loses (104.1: the game ends; 104.3f: a player who would both
/// win and lose loses, and one who has lost already wins nothing).
pub fn effect_decides(world: &mut World, p: Entity, win: bool) {
    if !win {
        lose_and_leave(world, p, "104.3e", says!("log-loses-game-by-effect", player = refer(world, p)));
        return;
    }
    if world.get::<Lost>(p).is_some() {
        log(world, "104.3f", says!("log-already-lost-the-game", player = refer(world, p)));
        return;
    }
    log(world, "104.2b", says!("log-wins-game-by-effect", player = refer(world, p)));
    let opponents: Vec<Entity> =
        crate::rules::query::in_game_from_active(world).into_iter().filter(|o| *o != p).collect();
    for o in opponents {
        lose_and_leave(
            world,
            o,
            "104.2b",
            says!("log-loses-game-as-another-wins", player = refer(world, o), winner = refer(world, p)),
        );
    }
}

/// A chess clock's flag (a game option): the player whose time ran out loses the game (104.3),
/// and in a multiplayer game leaves it.
pub fn time_ran_out(world: &mut World, p: Entity) {
    let line = says!("log-runs-out-of-time", player = refer(world, p));
    lose_and_leave(world, p, "104.3", line);
}

/// 800.4a: a player leaves a multiplayer game (100.1b: one that began with more than two
/// players). Every object they own, in every zone, leaves the game; the control-changing
/// effects that gave them objects end (613.1b, [`ControlChanged`]), so those return to their
/// owners; abilities they controlled on the stack cease to exist; then what they still control
/// (a spell of another player's card they cast, another player's card that entered under their
/// control) is exiled. Not a state-based action: it happens as they leave.
fn leave_game(world: &mut World, p: Entity) {
    let who = refer(world, p);
    world.entity_mut(p).insert(Left);
    super::monarch::leaves(world, p);
    let mut owned: Vec<Entity> =
        world.query::<(Entity, &Owner)>().iter(world).filter(|(_, o)| o.0 == p).map(|(e, _)| e).collect();
    owned.sort();
    let on_table = |world: &World, e: Entity| {
        world
            .get::<InZone>(e)
            .is_some_and(|z| matches!(z.zone, Zone::Battlefield | Zone::Stack | Zone::Graveyard | Zone::Exile))
    };
    let shown: Vec<LogRef> = owned.iter().filter(|e| on_table(world, **e)).map(|e| refer(world, *e)).collect();
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
            mark(world, e);
        }
    }
    let text = match (object_list(shown), hidden) {
        (None, 0) => says!("log-leaves-game", player = &who),
        (Some(list), 0) => says!("log-leaves-game-with-objects", player = &who, objects = list),
        (None, n) => says!("log-leaves-game-with-hidden-cards", player = &who, n = n),
        (Some(list), n) => says!("log-leaves-game-with-objects-and-hidden-cards", player = &who, objects = list, n = n),
    };
    log(world, "800.4a", text);
    // Abilities on the stack they controlled (the controller of the source) cease to exist.
    let abilities: Vec<Entity> = world
        .query::<(Entity, &StackedAbility)>()
        .iter(world)
        .filter(|(_, a)| {
            world.get_entity(a.source).is_err() || world.get::<Controller>(a.source).is_some_and(|c| c.0 == p)
        })
        .map(|(e, _)| e)
        .collect();
    for e in abilities {
        world.entity_mut(e).despawn();
        log(world, "800.4a", says!("log-left-player-ability-ceases-to-exist", player = &who));
    }
    let controlled: Vec<(Entity, Entity, Zone)> = world
        .query::<(Entity, &Controller, &Owner, &InZone)>()
        .iter(world)
        .filter(|(_, c, _, _)| c.0 == p)
        .map(|(e, _, o, z)| (e, o.0, z.zone))
        .collect();
    for (e, owner, zone) in controlled {
        let card = refer(world, e);
        // Only a control-changing effect ends (613.1b); what entered under their control (a
        // copy, a card put onto the battlefield under them) is still theirs, and is exiled.
        let by_effect = world.get::<ControlChanged>(e).is_some();
        if zone == Zone::Battlefield && by_effect && world.get::<Lost>(owner).is_none() {
            let back = refer(world, owner);
            world.entity_mut(e).insert(Controller(owner));
            world.entity_mut(e).remove::<ControlChanged>();
            mark(world, e);
            log(
                world,
                "800.4a",
                says!("log-left-player-control-effect-ends", player = &who, card = card, owner = back),
            );
        } else if matches!(zone, Zone::Battlefield | Zone::Stack) {
            log(world, "800.4a", says!("log-left-player-still-controls-exiled", player = &who, card = card));
            move_object(world, e, Zone::Exile, None, Enter::default());
        }
    }
}

/// Objects named in a list, in order ("A, B, C"): each a reference, as the reader could see it;
/// `None` for no object. Halves of halves, so a long list nests only as deep as its length's
/// logarithm.
fn object_list(mut objects: Vec<LogRef>) -> Option<Arg> {
    match objects.len() {
        0 => None,
        1 => objects.pop().map(Arg::from),
        n => {
            let second = objects.split_off(n / 2);
            let (first, second) = (object_list(objects)?, object_list(second)?);
            Some(Arg::from(says!("log-object-list", first = first, second = second)))
        }
    }
}
