//! Discarding (701.9a): a card goes from its owner's hand to their graveyard, and the abilities
//! that trigger on a discard see it. Cycling (702.29a) is discarding the card to pay its cost:
//! the abilities that trigger on cycling see that too, and a "cycle or discard" one sees the
//! discard alone, so it triggers once (702.29d). A card with madness is discarded into exile
//! (702.35a, `alternative`).

use bevy::prelude::*;

use crate::rules::action::Zone;
use crate::rules::log::{log, refer};
use crate::rules::object::Owner;
use crate::rules::triggers::{Event, happened};
use crate::says;

/// `card` is discarded from its owner's hand (whoever makes them, 701.9a): it goes to their
/// graveyard. Returns whether it did.
pub fn discard(world: &mut World, card: Entity) -> bool {
    let Some(player) = world.get::<Owner>(card).map(|o| o.0) else { return false };
    // 702.35a: a card with madness is discarded into exile, and its madness ability triggers.
    let madness =
        crate::rules::query::zone_of(world, card) == Zone::Hand && super::alternative::has_madness(world, card);
    if madness {
        log(world, "702.35a", says!("log-discarded-into-exile", card = refer(world, card).shown_to_all()));
    }
    let to = if madness { Zone::Exile } else { Zone::Graveyard };
    if !super::zones::move_object(world, card, to, None, super::zones::Enter::default()) {
        return false;
    }
    happened(world, Event::Discarded { card, player });
    if madness {
        super::alternative::discarded_into_exile(world, card);
    }
    true
}

/// "... discards all cards with that name" (701.9a; the hand revealed before, 701.20a): each
/// card of `player`'s hand with the name (a split card by either half's, 709.4), discarded.
pub fn discard_named(world: &mut World, player: Entity, name: &str) {
    let named: Vec<Entity> = crate::rules::query::hand_of(world, player)
        .into_iter()
        .filter(|c| crate::rules::query::chars(world, *c).name.split(" // ").any(|n| n.eq_ignore_ascii_case(name)))
        .collect();
    if named.is_empty() {
        let who = refer(world, player);
        log(world, "701.9a", says!("log-discards-none-named", player = who, name = crate::rules::log::Arg::text(name)));
    }
    for card in named {
        log(
            world,
            "701.9a",
            says!("log-discards-named", player = refer(world, player), card = refer(world, card).shown_to_all()),
        );
        discard(world, card);
    }
}

/// 514.1: whether putting `card` into its owner's graveyard now is the active player's discard
/// to their maximum hand size: the cleanup step, a card of their hand.
pub fn to_hand_size(world: &World, card: Entity) -> bool {
    let turn = world.resource::<crate::rules::game::Turn>();
    let active = world.resource::<crate::rules::object::Players>().0.get(turn.active).copied();
    turn.step == crate::rules::action::TurnStep::Cleanup
        && crate::rules::query::zone_of(world, card) == Zone::Hand
        && world.get::<Owner>(card).map(|o| o.0) == active
}

/// 514.1: the active player discards `card` to their maximum hand size.
pub fn discard_to_hand_size(world: &mut World, card: Entity) {
    let who = world.get::<Owner>(card).map(|o| refer(world, o.0));
    if let Some(who) = who {
        log(world, "514.1", says!("log-discards", player = who, card = refer(world, card).shown_to_all()));
    }
    discard(world, card);
}

/// `card` is discarded to pay its cycling cost (702.29a): a discard, then the card is cycled
/// (702.29c).
pub fn cycle(world: &mut World, card: Entity) {
    let Some(player) = world.get::<Owner>(card).map(|o| o.0) else { return };
    if discard(world, card) {
        happened(world, Event::Cycled { card, player });
    }
}
