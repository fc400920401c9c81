//! Revealing and looking at cards (701.20): a revealed card is shown to every player, or to
//! one (701.20e, "look at"), until it is hidden again, changes zone (400.7) or is shuffled
//! (701.20d). Scry and surveil (701.22a, 701.25a) are a look at the top of the library followed
//! by moves to the top, the bottom or the graveyard: `Scry` and `Surveil` do the whole of it in
//! one action, with the order the player chose. Who may see what is decided in `view.rs`.

use bevy::prelude::*;

use super::zones::{Enter, move_object, place_in_library};
use crate::rules::action::{Position, Zone};
use crate::rules::game::mark;
use crate::rules::log::{Arg, LogText, log, refer};
use crate::rules::object::*;
use crate::rules::query::{hand_of, library_of};
use crate::says;

pub use super::shown::reveal;

/// A player reveals their hand, to every player or to one.
pub fn reveal_hand(world: &mut World, p: Entity, to: Option<Entity>) {
    let hand = hand_of(world, p);
    let who = refer(world, p);
    let text = match to {
        None => says!("log-reveals-hand-to-every-player", player = who, n = hand.len()),
        Some(t) => says!("log-reveals-hand-to-player", player = who, n = hand.len(), to = refer(world, t)),
    };
    log(world, "701.20a", text);
    for e in hand {
        reveal(world, e, to);
    }
}

/// 701.20e: a player looks at the top `n` cards of their library (the first step of scry and
/// surveil, 701.22a, 701.25a).
pub fn look_at_top(world: &mut World, p: Entity, n: u32) {
    let top: Vec<Entity> = library_of(world, p).into_iter().take(n as usize).map(|(e, _)| e).collect();
    log(world, "701.20e", says!("log-looks-at-top-of-library", player = refer(world, p), n = top.len()));
    for e in top {
        reveal(world, e, Some(p));
    }
}

/// 701.20a: a player reveals the top `n` cards of their library to every player.
pub fn reveal_top(world: &mut World, p: Entity, n: u32) {
    let top: Vec<Entity> = library_of(world, p).into_iter().take(n as usize).map(|(e, _)| e).collect();
    log(world, "701.20a", says!("log-reveals-top-of-library", player = refer(world, p), n = top.len()));
    for e in top {
        reveal(world, e, None);
    }
}

/// The card is hidden again: no longer revealed to anyone.
pub fn conceal(world: &mut World, e: Entity) {
    if world.entity_mut(e).take::<Revealed>().is_some() {
        mark(world, e);
        let zone = world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone);
        log(world, "701.20a", says!("log-card-no-longer-revealed", zone = Arg::key(zone)));
    }
}

/// 701.23a: a player searches their library: they look at all of it.
pub fn search(world: &mut World, p: Entity) {
    let lib: Vec<Entity> = library_of(world, p).into_iter().map(|(e, _)| e).collect();
    log(world, "701.23a", says!("log-searches-library", player = refer(world, p), n = lib.len()));
    for e in lib {
        let mut r = world.get::<Revealed>(e).cloned().unwrap_or_default();
        if !r.to.contains(&p) {
            r.to.push(p);
        }
        world.entity_mut(e).insert(r);
        mark(world, e);
    }
}

/// 701.23a: a player's search is over: the cards of their library no longer show to them
/// (those revealed to every player, or to others, stay so; a shuffle would hide them all,
/// 701.20d).
pub fn end_search(world: &mut World, p: Entity) {
    log(world, "701.23a", says!("log-ends-search", player = refer(world, p)));
    for (e, _) in library_of(world, p) {
        let Some(mut r) = world.get::<Revealed>(e).cloned() else { continue };
        r.to.retain(|x| *x != p);
        match r.all || !r.to.is_empty() {
            true => _ = world.entity_mut(e).insert(r),
            false => _ = world.entity_mut(e).remove::<Revealed>(),
        }
        mark(world, e);
    }
}

/// A player plays with the top card of their library revealed, or stops: every player sees
/// that card, whichever it is as the library changes.
pub fn top_revealed(world: &mut World, p: Entity, on: bool) {
    let who = refer(world, p);
    if on {
        world.entity_mut(p).insert(TopRevealed);
        log(world, "701.20a", says!("log-plays-with-top-revealed", player = who));
    } else {
        world.entity_mut(p).remove::<TopRevealed>();
        log(world, "701.20a", says!("log-stops-playing-with-top-revealed", player = who));
    }
    let top: Vec<Entity> = library_of(world, p).into_iter().take(1).map(|(e, _)| e).collect();
    for e in top {
        mark(world, e);
    }
}

/// The cards named are exactly the top of the player's library (701.22a and 701.25a act on the
/// top N, N being how many are named). Otherwise the reason, said without naming any card;
/// `what` is the key of what they do ("scry", "surveil").
fn top_of_library(world: &mut World, p: Entity, named: &[Entity], what: &'static str) -> Result<(), LogText> {
    let n = named.len();
    let top: Vec<Entity> = library_of(world, p).into_iter().take(n).map(|(e, _)| e).collect();
    let distinct = named.iter().collect::<std::collections::HashSet<_>>().len() == n;
    if top.len() == n && distinct && named.iter().all(|e| top.contains(e)) {
        return Ok(());
    }
    Err(says!("log-can-only-act-on-top-of-library", player = refer(world, p), action = Arg::text(what), n = n))
}

/// 701.22a: a player scries: of the top cards of their library (as many as are named), `top`
/// goes back on top in that order and `bottom` to the bottom in that order. The player keeps
/// seeing the cards they put back on top.
pub fn scry(world: &mut World, p: Entity, top: &[Entity], bottom: &[Entity]) {
    let named: Vec<Entity> = top.iter().chain(bottom).copied().collect();
    if let Err(why) = top_of_library(world, p, &named, "scry") {
        log(world, "701.22a", why);
        return;
    }
    let text = says!("log-scries", player = refer(world, p), n = named.len(), top = top.len(), bottom = bottom.len());
    log(world, "701.22a", text);
    arrange(world, p, top, bottom);
}

/// 401.4: a player puts the top cards of their library they looked at back on top, in the
/// order they chose (`top`, first on top).
pub fn put_back(world: &mut World, p: Entity, top: &[Entity]) {
    if let Err(why) = top_of_library(world, p, top, "arrange") {
        log(world, "401.4", why);
        return;
    }
    log(world, "401.4", says!("log-puts-back-in-any-order", player = refer(world, p), n = top.len()));
    arrange(world, p, top, &[]);
}

/// 701.25a: a player surveils: of the top cards of their library, `graveyard` goes to their
/// graveyard and `top` back on top in that order.
pub fn surveil(world: &mut World, p: Entity, top: &[Entity], graveyard: &[Entity]) {
    let named: Vec<Entity> = top.iter().chain(graveyard).copied().collect();
    if let Err(why) = top_of_library(world, p, &named, "surveil") {
        log(world, "701.25a", why);
        return;
    }
    let (who, n) = (refer(world, p), named.len());
    let text = says!("log-surveils", player = who, n = n, top = top.len(), graveyard = graveyard.len());
    log(world, "701.25a", text);
    for &e in graveyard {
        move_object(world, e, Zone::Graveyard, None, Enter::default());
    }
    arrange(world, p, top, &[]);
}

/// 701.44a: the card an exploration revealed goes into its player's graveyard (`away`), or
/// stays on top of their library.
pub fn explored(world: &mut World, p: Entity, away: &[Entity]) {
    let who = refer(world, p);
    match away.first() {
        Some(&e) => {
            log(world, "701.44a", says!("log-explore-to-graveyard", player = who, card = refer(world, e)));
            move_object(world, e, Zone::Graveyard, None, Enter::default());
        }
        None => log(world, "701.44a", says!("log-explore-keeps-on-top", player = who)),
    }
}

/// The looked-at cards go back: `top` on top, first on top; `bottom` to the bottom, the last at
/// the very bottom. The player keeps seeing what they put on top (they know it).
fn arrange(world: &mut World, p: Entity, top: &[Entity], bottom: &[Entity]) {
    for &e in bottom {
        place_in_library(world, e, Position::Bottom);
    }
    for &e in top.iter().rev() {
        place_in_library(world, e, Position::Top);
    }
    for &e in top {
        let mut r = world.get::<Revealed>(e).cloned().unwrap_or_default();
        if !r.to.contains(&p) {
            r.to.push(p);
        }
        world.entity_mut(e).insert(r);
        mark(world, e);
    }
}
