//! The table's rules mode (117): assisted, the rules running the turn, or free.

use bevy::prelude::*;

use crate::rules::action::RulesMode;
use crate::rules::log::Arg;
use crate::says;

/// The table's rules mode changes: at an assisted table the active player holds priority from
/// now on; at a free one nobody does.
pub(super) fn set_mode(world: &mut World, mode: RulesMode) {
    if *world.resource::<RulesMode>() == mode {
        return crate::rules::log::note(world, says!("log-table-mode-already", mode = Arg::text(mode_words(mode))));
    }
    world.insert_resource(mode);
    let text = match mode {
        RulesMode::Assisted => says!("log-rules-run-the-turn-from-now-on"),
        RulesMode::Free => says!("log-table-free-from-now-on"),
    };
    crate::rules::log::log(world, "117", text);
    crate::rules::ops::priority::begin_step(world);
}

fn mode_words(mode: RulesMode) -> &'static str {
    match mode {
        RulesMode::Assisted => "assisted",
        RulesMode::Free => "free",
    }
}
