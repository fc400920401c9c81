//! The baseline: every legal action as likely as another; in a declaration, each creature that
//! may attack or block does so on a coin flip, at something it may attack or block.

use rand::RngExt;
use rand::rngs::StdRng;

use super::{Seat, attack_with, block_with};
use crate::rules::action::Action;

pub(super) fn decide(seat: &mut Seat, rng: &mut StdRng) -> Action {
    let c = seat.choices;
    if !c.attacks.is_empty() {
        let plan = c
            .attacks
            .iter()
            .filter_map(|(id, what)| {
                let i = rng.random_range(0..what.len());
                rng.random_bool(0.5).then(|| (id.clone(), what[i].clone()))
            })
            .collect();
        return attack_with(seat, plan);
    }
    if !c.blocks.is_empty() {
        let plan = c
            .blocks
            .iter()
            .filter_map(|(id, which)| {
                let i = rng.random_range(0..which.len());
                rng.random_bool(0.5).then(|| (id.clone(), which[i].clone()))
            })
            .collect();
        return block_with(seat, plan);
    }
    c.actions[rng.random_range(0..c.actions.len())].clone()
}
