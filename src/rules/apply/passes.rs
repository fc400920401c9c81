//! The chains of passes (117.3d, 117.4, 117.5): a player's pass and those that follow by
//! themselves where players have no stop, the top of the stack resolving or the step ending as
//! they go, and state-based actions checked whenever a player would receive priority.

use bevy::prelude::*;

use super::run;
use crate::rules::action::{Action, PassUntil};
use crate::rules::game::{Dirty, Turn};
use crate::rules::ops::{priority, turn};

/// 117.3d, 117.4: a player passes priority, and what follows follows: the top of the stack
/// resolves (608) and the active player receives priority (117.3b), or the step ends (500.2).
/// Then each player who receives priority where they have no stop passes by themselves, until
/// one has a stop there; a chain of passes never runs past the start of the turn after next.
pub(super) fn pass_priority(world: &mut World, player: Entity, until: Option<PassUntil>) {
    passes_from(world, player, false, until);
}

/// 508.2, 509.2: the step's last declaration gives the active player priority; where they have
/// no stop, they pass by themselves, and the passes follow as after any pass.
pub(super) fn after_declaration(world: &mut World) {
    if !crate::rules::ops::declaring::declarations_done(world) {
        return;
    }
    priority::begin_step(world);
    pass_where_no_stop(world);
}

/// The player who just received priority as a step began passes by themselves where they have
/// no stop, and the passes follow as after any pass (state-based actions checked first).
pub(super) fn pass_where_no_stop(world: &mut World) {
    crate::rules::sba::check_state_based_actions(world);
    if let Some(holder) = priority::holder(world)
        && !priority::stops_here(world, holder)
    {
        passes_from(world, holder, true, None);
    }
}

/// The chain of passes that begins with `player`'s ([`pass_priority`]).
fn passes_from(world: &mut World, player: Entity, by_itself: bool, until: Option<PassUntil>) {
    let first_turn = world.resource::<Turn>().number;
    let mut who = player;
    let mut by_itself = by_itself;
    for _ in 0..priority::MAX_PASSES_IN_A_ROW {
        match priority::pass(world, who, by_itself, until.filter(|_| !by_itself)) {
            // The top resolves, and the active player receives priority (117.3b).
            priority::AfterPass::Resolve => run(world, Action::Resolve),
            priority::AfterPass::EndStep => turn::next_step(world),
            priority::AfterPass::Next => {}
            priority::AfterPass::Refused => return,
        }
        // 704.3, 117.5: state-based actions are checked whenever a player would receive
        // priority, inside a chain of passes too (a creature dealt lethal combat damage dies in
        // the combat damage step, not when the chain stops). The frame's own check follows.
        crate::rules::sba::check_state_based_actions(world);
        world.resource_mut::<Dirty>().changed = true;
        let Some(next) = priority::holder(world) else { return };
        if world.resource::<Turn>().number > first_turn + 1 || priority::stops_here(world, next) {
            return;
        }
        who = next;
        by_itself = true;
    }
}
