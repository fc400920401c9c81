//! Revealing and looking at cards (701.20): a revealed card is shown to every player, or to
//! one (701.20e, "look at"), until it is hidden again, changes zone (400.7) or is shuffled
//! (701.20d). Scry and surveil (701.22a, 701.25a) are a look at the top of the library followed
//! by moves to the top, the bottom or the graveyard. Who may see what is decided in `view.rs`.

use bevy::prelude::*;

use crate::rules::action::Zone;
use crate::rules::game::mark;
use crate::rules::log::log;
use crate::rules::object::*;
use crate::rules::query::{hand_of, library_of, name_of, player_name};

/// Shows a card to every player (`to` `None`) or to one player, where it is.
pub fn reveal(world: &mut World, e: Entity, to: Option<Entity>) {
    let mut r = world.get::<Revealed>(e).cloned().unwrap_or_default();
    match to {
        None => r.all = true,
        Some(p) if !r.to.contains(&p) => r.to.push(p),
        Some(_) => {}
    }
    world.entity_mut(e).insert(r);
    mark(world, e);
    let zone = world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone);
    let name = name_of(world, e);
    match to {
        None => log(world, "701.20a", format!("{name} is revealed to every player (it stays in the {zone:?})")),
        Some(p) => {
            let who = player_name(world, p);
            log(world, "701.20e", format!("{who} looks at {name} (only they see it; it stays in the {zone:?})"));
        }
    }
}

/// A player reveals their hand, to every player or to one.
pub fn reveal_hand(world: &mut World, p: Entity, to: Option<Entity>) {
    let hand = hand_of(world, p);
    let (who, whom) = (player_name(world, p), to.map_or_else(|| "every player".to_string(), |t| player_name(world, t)));
    log(world, "701.20a", format!("{who} reveals their hand ({} card(s)) to {whom}", hand.len()));
    for e in hand {
        reveal(world, e, to);
    }
}

/// 701.20e: a player looks at the top `n` cards of their library (the first step of scry and
/// surveil, 701.22a, 701.25a).
pub fn look_at_top(world: &mut World, p: Entity, n: u32) {
    let top: Vec<Entity> = library_of(world, p).into_iter().take(n as usize).map(|(e, _)| e).collect();
    let who = player_name(world, p);
    log(world, "701.20e", format!("{who} looks at the top {} card(s) of their library", top.len()));
    for e in top {
        reveal(world, e, Some(p));
    }
}

/// The card is hidden again: no longer revealed to anyone.
pub fn conceal(world: &mut World, e: Entity) {
    if world.entity_mut(e).take::<Revealed>().is_some() {
        mark(world, e);
        let zone = world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone);
        log(world, "701.20a", format!("a card in the {zone:?} is no longer revealed"));
    }
}

/// 701.23a: a player searches their library: they look at all of it.
pub fn search(world: &mut World, p: Entity) {
    let lib: Vec<Entity> = library_of(world, p).into_iter().map(|(e, _)| e).collect();
    let who = player_name(world, p);
    log(world, "701.23a", format!("{who} searches their library ({} card(s)); only they see it", lib.len()));
    for e in lib {
        let mut r = world.get::<Revealed>(e).cloned().unwrap_or_default();
        if !r.to.contains(&p) {
            r.to.push(p);
        }
        world.entity_mut(e).insert(r);
        mark(world, e);
    }
}

/// A player plays with the top card of their library revealed, or stops: every player sees
/// that card, whichever it is as the library changes.
pub fn top_revealed(world: &mut World, p: Entity, on: bool) {
    let who = player_name(world, p);
    if on {
        world.entity_mut(p).insert(TopRevealed);
        log(world, "701.20a", format!("{who} plays with the top card of their library revealed"));
    } else {
        world.entity_mut(p).remove::<TopRevealed>();
        log(world, "701.20a", format!("{who} no longer plays with the top card of their library revealed"));
    }
    let top: Vec<Entity> = library_of(world, p).into_iter().take(1).map(|(e, _)| e).collect();
    for e in top {
        mark(world, e);
    }
}
