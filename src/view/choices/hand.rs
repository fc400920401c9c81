//! The ways a seat may answer a choice of cards an effect asks of it (701.9b: a hand's, a
//! sacrifice's, the cards put back, Cataclysm's permanents kept, 701.21a), each set of as many
//! as asked, up to `MOST_HAND_CHOICES` of them.

use bevy::prelude::*;

use super::{MOST_HAND_CHOICES, Seat, subsets};
use crate::rules::action::{Action, PlayerId};

impl Seat<'_> {
    /// The seat's answers to the card choice asked of it now, if one is.
    pub(super) fn hand_choice_ways(&self, world: &mut World, player: &PlayerId) -> Option<Vec<Action>> {
        let t = self.table;
        let player = player.clone();
        // 701.21a: each way to keep one permanent of each type, as many as the player can.
        if let Some(c) = t.hand_choice.as_ref().filter(|c| c.player == self.name && c.keep) {
            let seen: Vec<(&str, Entity)> =
                c.cards.iter().filter_map(|(id, _)| Some((id.as_str(), self.entity(id)?))).collect();
            let entities: Vec<Entity> = seen.iter().map(|(_, e)| *e).collect();
            let types = crate::rules::ops::hand_choice::pending(world)
                .and_then(|p| p.pick.wanted.as_ref())
                .map(|w| w.filter.types.clone())
                .unwrap_or_default();
            let ways = crate::rules::ops::keeping::ways(world, self.player, &types, &entities, MOST_HAND_CHOICES);
            let id_of = |e: Entity| seen.iter().find(|(_, x)| *x == e).map(|(id, _)| (*id).into());
            let out = ways.into_iter().map(|set| {
                let cards = set.into_iter().filter_map(id_of).collect();
                Action::ChooseCards { player: player.clone(), cards }
            });
            return Some(out.collect());
        }
        // 701.9b: each set of as many cards as asked (in the order listed: the first ends on top
        // of a library), up to `MOST_HAND_CHOICES` of them; "you may put": fewer too, or none.
        if let Some(c) = t.hand_choice.as_ref().filter(|c| c.player == self.name) {
            let ids: Vec<crate::rules::ObjectId> = c.cards.iter().map(|(id, _)| id.as_str().into()).collect();
            let sizes = if c.up_to { 0..=c.n as usize } else { c.n as usize..=c.n as usize };
            let sets = sizes.flat_map(|k| subsets(ids.len(), k, MOST_HAND_CHOICES));
            let out = sets.take(MOST_HAND_CHOICES).map(|set| {
                let cards = set.into_iter().map(|i| ids[i].clone()).collect();
                Action::ChooseCards { player: player.clone(), cards }
            });
            return Some(out.collect());
        }
        None
    }
}
