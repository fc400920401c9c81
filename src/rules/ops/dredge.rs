//! Dredge (702.52a): "If you would draw a card, you may mill N cards instead. If you do, return
//! this card from your graveyard to your hand." At an assisted table, each draw of a player with
//! such a card in their graveyard (one whose number of cards their library holds, 702.52b) waits
//! for them to say which of those cards they dredge, or none to draw (`ChooseCards`, up to one:
//! a [`HandTo::Dredge`] choice); then the draws left, each asked again. What the effect that
//! draws does after it waits meanwhile (608.2c, `continuing`), and nobody holds priority.

use bevy::prelude::*;

use super::hand_choice::{HandPick, HandTo};
use super::library::{draw_cards, dredge_number, dredgers, mill_cards};
use crate::rules::action::Zone;
use crate::rules::log::{log, refer};
use crate::rules::query::{assisted, player};
use crate::says;

/// A player draws `n` cards (121.1), dredge asked before each draw it may replace.
pub fn draw(world: &mut World, name: &str, n: u32) {
    let Some(p) = player(world, name) else { return };
    if draws(world, p, n) {
        super::hand_choice::begin(world);
    }
}

/// `p` draws `n` cards until one a dredge may replace; answers whether the choice for that one
/// is now first in line (the draws after it with it).
fn draws(world: &mut World, p: Entity, n: u32) -> bool {
    if n == 0 {
        return false;
    }
    // Drawing makes no card a dredger: with none now, every draw is a draw.
    if !assisted(world) || dredgers(world, p).is_empty() {
        draw_cards(world, p, n);
        return false;
    }
    let pick = HandPick { chooser: p, owner: p, n: 1, to: HandTo::Dredge(n - 1), wanted: None };
    super::hand_choice::queue_first(world, pick);
    true
}

/// `ChooseCards`: the cards a choice of cards asks for, a dredge's among them.
pub fn choose_cards(world: &mut World, player: Entity, cards: &[Entity]) {
    let Some(left) = super::hand_choice::pending(world).and_then(|c| match c.pick.to {
        HandTo::Dredge(left) => Some(left),
        _ => None,
    }) else {
        return super::hand_choice::choose(world, player, cards);
    };
    if !super::allowed(world, super::hand_choice::can_choose(world, player, cards)) {
        return;
    }
    let Some(asked) = super::hand_choice::take_pending(world) else { return };
    match cards.first() {
        Some(&card) => dredge(world, player, card),
        None => {
            draw_cards(world, player, 1);
        }
    }
    draws(world, player, left);
    super::hand_choice::go_on(world, asked.priority);
}

/// 702.52a: `p` mills as many cards as `card`'s dredge number and returns it from their
/// graveyard to their hand, instead of drawing.
fn dredge(world: &mut World, p: Entity, card: Entity) {
    let n = dredge_number(world, card).unwrap_or(0);
    log(world, "702.52a", says!("log-dredges", player = refer(world, p), card = refer(world, card), n = n));
    mill_cards(world, p, n);
    super::zones::move_object(world, card, Zone::Hand, None, Default::default());
}
