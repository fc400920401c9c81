//! The opening hands (103.5) and the game's first turn (103.8): a game set up with opening
//! hands (`TableSetup::opening_hands`) waits in turn 1's untap step, nobody holding priority,
//! while each player keeps their hand or takes a London mulligan; a player who keeps after
//! mulligans puts that many cards from their hand on the bottom of their library as they keep.
//! Once every player has kept, each in turn order may begin the game with the cards that allow
//! it on the battlefield (103.6a, the Leylines: a choice of cards from their hand); then turn 1
//! begins (502.4: nobody receives priority in its untap step; 103.8a: in a two-player game the
//! first player skips its draw).

use bevy::prelude::*;

use super::hand_choice::{HandPick, HandTo};
use super::zones::{Enter, move_object};
use super::{Legal, Refusal};
use crate::rules::action::{Position, Zone};
use crate::rules::game::{Turn, TurnStep};
use crate::rules::log::{log, refer};
use crate::rules::object::{Mulligans, Owner, Players};
use crate::rules::query::zone_of;
use crate::says;

/// The players still deciding on their opening hands, in turn order (none once the game's
/// first turn has begun, or at a table set up without opening hands).
#[derive(Resource, Clone, Debug, Default)]
pub struct OpeningHands {
    /// Who hasn't kept yet.
    pub deciding: Vec<Entity>,
    /// The table began with opening hands (a game): one who has kept takes no mulligan.
    pub began: bool,
}

/// A game begins with its opening hands: turn 1's untap step, nobody holding priority, every
/// player deciding.
pub fn begin(world: &mut World) {
    let players = world.resource::<Players>().0.clone();
    {
        let mut turn = world.resource_mut::<Turn>();
        turn.number = 1;
        turn.step = TurnStep::Untap;
    }
    world.resource_mut::<crate::rules::game::Priority>().holder = None;
    world.insert_resource(OpeningHands { deciding: players, began: true });
    log(world, "103.5", says!("log-opening-hands-begin"));
}

/// Whether `player` is still deciding on their opening hand.
pub fn deciding(world: &World, player: Entity) -> bool {
    world.get_resource::<OpeningHands>().is_some_and(|o| o.deciding.contains(&player))
}

/// 103.5: in a game that began with opening hands, a player who has kept their hand takes no
/// more mulligans (a table set up otherwise leaves mulligans to the players).
pub fn can_mulligan(world: &World, player: Entity) -> Legal {
    match world.get_resource::<OpeningHands>() {
        Some(o) if o.began && !o.deciding.contains(&player) => {
            Err(Refusal::new("103.5", says!("log-mulligan-after-keeping", player = refer(world, player))))
        }
        _ => Ok(()),
    }
}

/// Whether `player` may keep now, putting `bottom` on the bottom of their library: still
/// deciding, and one card of their own hand for each mulligan taken (103.5).
pub fn can_keep(world: &World, player: Entity, bottom: &[Entity]) -> Legal {
    let who = refer(world, player);
    if !deciding(world, player) {
        return Err(Refusal::new("103.5", says!("log-not-deciding-opening-hand", player = who)));
    }
    let mulligans = world.get::<Mulligans>(player).map_or(0, |m| m.0);
    let own = |e: &Entity| zone_of(world, *e) == Zone::Hand && world.get::<Owner>(*e).map(|o| o.0) == Some(player);
    let mut distinct = bottom.to_vec();
    distinct.sort();
    distinct.dedup();
    if bottom.len() as u32 != mulligans || distinct.len() != bottom.len() || !bottom.iter().all(own) {
        return Err(Refusal::new("103.5", says!("log-keep-puts-cards-on-bottom", player = who, n = mulligans)));
    }
    Ok(())
}

/// `Keep`: `player` keeps their hand, putting `bottom` on the bottom of their library in that
/// order. Answers whether the game's first turn began with it.
pub fn keep(world: &mut World, player: Entity, bottom: &[Entity]) -> bool {
    if let Err(r) = can_keep(world, player, bottom) {
        r.log(world);
        return false;
    }
    for e in bottom {
        move_object(world, *e, Zone::Library, Some(Position::Bottom), Enter::default());
    }
    let hand = world
        .try_query::<(&crate::rules::object::InZone, &Owner)>()
        .map_or(0, |mut q| q.iter(world).filter(|(z, o)| z.zone == Zone::Hand && o.0 == player).count());
    log(world, "103.5", says!("log-keeps-opening-hand", player = refer(world, player), n = hand));
    let mut o = world.resource_mut::<OpeningHands>();
    o.deciding.retain(|p| *p != player);
    if !o.deciding.is_empty() {
        return false;
    }
    // 103.6, 103.6a: the starting player, then each other player in turn order, may begin the
    // game with the cards that allow it on the battlefield; then the first turn begins.
    let asked: Vec<Entity> = crate::rules::query::in_game_from_active(world)
        .into_iter()
        .filter(|p| !super::hand_choice::may_begin_on_battlefield(world, *p).is_empty())
        .collect();
    if asked.is_empty() {
        super::turn::begin_first_turn(world);
        return true;
    }
    for p in asked {
        let n = super::hand_choice::may_begin_on_battlefield(world, p).len() as u32;
        let pick = HandPick { chooser: p, owner: p, n, to: HandTo::OpeningBattlefield, wanted: None };
        super::hand_choice::queue(world, pick);
    }
    super::hand_choice::begin(world);
    false
}

/// 103.6: once the last player has taken their opening hand actions (a hand choice of the
/// cards that may begin the game on the battlefield), the game's first turn begins. Nothing
/// while a player is still choosing, or once turn 1 has begun.
pub fn actions_taken(world: &mut World) {
    let opening = world.get_resource::<OpeningHands>().is_some_and(|o| o.began && o.deciding.is_empty());
    let turn = world.resource::<Turn>();
    let before_turn_1 = turn.number == 1 && turn.step == TurnStep::Untap;
    let choosing = world
        .get_resource::<super::hand_choice::HandChoices>()
        .is_some_and(|c| c.pending.is_some() || !c.queued.is_empty());
    let begun = crate::rules::query::active_player(world)
        .is_some_and(|p| world.get::<crate::rules::object::TurnBegan>(p).is_some());
    if opening && before_turn_1 && !choosing && !begun {
        super::turn::begin_first_turn(world);
    }
}
