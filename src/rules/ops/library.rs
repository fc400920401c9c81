//! What is done to a player's library and hand as a whole: shuffling (701.24), drawing (121),
//! milling (701.17), radiation (725), a mulligan (103.5) and discarding at random (701.9).

use bevy::prelude::*;

use super::zones::{Enter, move_object};
use crate::cards::CardType;
use crate::rules::action::{Position, Zone};
use crate::rules::counters::CounterKind;
use crate::rules::game::RulesRng;
use crate::rules::log::{log, refer};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

pub use super::shuffling::{shuffle, shuffle_player};

/// 121.1: a player draws `n` cards, one at a time, from the top of their library into their
/// hand (each a new object, 400.7). Drawing from an empty library is remembered for the
/// state-based check (704.5b).
pub fn draw(world: &mut World, name: &str, n: u32) {
    let Some(p) = player(world, name) else { return };
    draw_cards(world, p, n);
}

/// `p` draws `n` cards (121.1); answers how many they drew before their library ran out.
pub fn draw_cards(world: &mut World, p: Entity, n: u32) -> u32 {
    for drawn in 0..n {
        // 121.2: "Each player can't draw more than one card each turn.": the rest don't happen.
        if let Some(source) = crate::rules::query::one_draw_each_turn(world, p) {
            if drawn > 0 {
                log(world, "121.1", says!("log-draws-cards", player = refer(world, p), n = drawn));
            }
            log(world, "121.2", says!("log-cant-draw-more", player = refer(world, p), source = refer(world, source)));
            return drawn;
        }
        if !draw_one(world, p) {
            log(world, "121.4", says!("log-draws-from-empty-library", player = refer(world, p), drawn = drawn, n = n));
            return drawn;
        }
    }
    log(world, "121.1", says!("log-draws-cards", player = refer(world, p), n = n));
    n
}

/// `p` draws the top card of their library, unsaid; `false` with none there (remembered for
/// 704.5b).
fn draw_one(world: &mut World, p: Entity) -> bool {
    let Some(&(top, _)) = library_of(world, p).first() else {
        world.entity_mut(p).insert(DrewFromEmpty);
        super::players::players_changed(world);
        return false;
    };
    if move_object(world, top, Zone::Hand, None, Enter { quiet: true, ..Enter::default() }) {
        let turn = world.get_resource::<crate::rules::game::Turn>().map_or(0, |t| t.number);
        let number = world.get::<crate::rules::object::ObjectNumber>(top).copied().unwrap_or_default();
        world.entity_mut(top).insert(crate::rules::object::DrawnOnTurn { turn, object: number });
        crate::rules::triggers::happened(world, crate::rules::triggers::Event::Drew(p));
    }
    true
}

/// 702.52a: a card's dredge number, if it has dredge.
pub fn dredge_number(world: &World, e: Entity) -> Option<u32> {
    chars(world, e).abilities.iter().find_map(|a| match a.ability {
        crate::cards::Ability::Dredge(n) => Some(n),
        _ => None,
    })
}

/// 702.52a-b: the cards of `p`'s graveyard they may return to their hand instead of drawing: those
/// with dredge whose number of cards their library holds.
pub fn dredgers(world: &World, p: Entity) -> Vec<Entity> {
    let cards = library_of(world, p).len() as u32;
    graveyard_of(world, p).into_iter().filter(|e| dredge_number(world, *e).is_some_and(|n| n <= cards)).collect()
}

/// 701.17a: a player mills `n` cards: the top `n` of their library go to their graveyard
/// (fewer if the library has fewer).
pub fn mill(world: &mut World, name: &str, n: u32) {
    if let Some(p) = player(world, name) {
        mill_cards(world, p, n);
    }
}

/// A player mills `n` cards (701.17a); returns the cards milled.
pub fn mill_cards(world: &mut World, p: Entity, n: u32) -> Vec<Entity> {
    let top: Vec<Entity> = library_of(world, p).into_iter().take(n as usize).map(|(e, _)| e).collect();
    log(world, "701.17a", says!("log-mills-cards", player = refer(world, p), n = top.len()));
    for e in &top {
        move_object(world, *e, Zone::Graveyard, None, Enter::default());
    }
    top
}

/// 727.1: "At the beginning of each player's precombat main phase, if that player has one or
/// more rad counters, that player mills a number of cards equal to the number of rad counters
/// they have. For each nonland card milled this way, that player loses 1 life and removes one
/// rad counter from themselves." The table resolves it as it triggers (nobody holds priority
/// at a table without a stack of decisions).
pub fn radiation(world: &mut World, p: Entity) {
    let rad = world.get::<PlayerCounters>(p).map_or(0, |c| c.get(&CounterKind::Rad));
    if rad == 0 {
        return;
    }
    log(world, "727.1", says!("log-rad-counters-mill", player = refer(world, p), n = rad));
    let milled = mill_cards(world, p, rad);
    let nonland = milled.iter().filter(|e| !chars(world, **e).has_type(CardType::Land)).count() as i32;
    log(world, "727.1", says!("log-rad-milled-nonland", player = refer(world, p), n = nonland));
    if nonland > 0 {
        super::players::change_life(world, p, -nonland);
        super::players::change_counters(world, p, &CounterKind::Rad, -nonland);
    }
}

/// 103.5, the London mulligan: a player shuffles their hand into their library and draws seven
/// again; once they keep, they put one card on the bottom of their library for each mulligan
/// taken (`Move(card, to: Library, position: Bottom)`).
pub fn mulligan(world: &mut World, name: &str) {
    let Some(p) = player(world, name) else { return };
    let hand = hand_of(world, p);
    let taken = {
        let mut m = world.entity_mut(p);
        let n = m.get::<Mulligans>().map_or(0, |m| m.0) + 1;
        m.insert(Mulligans(n));
        n
    };
    log(world, "103.5", says!("log-takes-mulligan", player = refer(world, p), n = taken));
    for e in hand {
        move_object(world, e, Zone::Library, Some(Position::Top), Enter::default());
    }
    shuffle(world, name);
    draw(world, name, 7);
}

/// 701.9b: a player discards `n` cards at random, chosen by the table's seeded source.
pub fn discard_at_random(world: &mut World, name: &str, n: u32) {
    use rand::seq::IndexedRandom;
    let Some(p) = player(world, name) else { return };
    // In a fixed order, so the seeded choice is the same on every replay.
    let hand = hand_of(world, p);
    let chosen: Vec<Entity> = {
        let mut rng = world.resource_mut::<RulesRng>();
        hand.sample(&mut rng.0, n as usize).copied().collect()
    };
    log(world, "701.9b", says!("log-discards-at-random", player = refer(world, p), n = chosen.len()));
    for e in chosen {
        super::discarding::discard(world, e);
    }
}
