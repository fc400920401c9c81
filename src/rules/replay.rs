//! Rebuilding a table from its starting setup and a list of actions, inside a live world: what
//! undo, redo, stepping a scene back and loading a saved table are made of. A replay applies
//! each action exactly as a frame would (apply, derive, state-based actions), so its result is
//! the table those actions produced the first time.

use bevy::prelude::*;

use super::game::*;
use super::layers::derive_dirty;
use super::log::RulesLog;
use super::object::{Label, Labels, Player, Players};
use super::sba::check_state_based_actions;
use super::setup::{SetupError, TableSetup, build_table};
use super::{Action, apply::apply_action};

/// Removes every player, object and stacked ability, and resets the kernel's resources. The
/// log keeps counting its epochs, so readers of it can tell a new table from a grown one.
pub fn clear_table(world: &mut World) {
    let mut q = world.query_filtered::<Entity, Or<(With<Player>, With<Label>)>>();
    let doomed: Vec<Entity> = q.iter(world).collect();
    for e in doomed {
        if let Ok(entity) = world.get_entity_mut(e) {
            entity.despawn();
        }
    }
    let epoch = world.resource::<RulesLog>().epoch + 1;
    world.insert_resource(Players::default());
    super::sight::players_changed(world);
    world.insert_resource(Labels::default());
    world.insert_resource(Turn::default());
    world.insert_resource(Arrows::default());
    world.insert_resource(super::action::RulesMode::default());
    world.insert_resource(super::ops::priority::Priority::default());
    world.insert_resource(super::ops::combat::Combat::default());
    world.insert_resource(DayNightState::default());
    world.insert_resource(RulesClock::default());
    world.insert_resource(Dirty::default());
    world.insert_resource(super::triggers::Triggers::default());
    world.insert_resource(super::ops::offer::CastOffers::default());
    world.insert_resource(super::ops::entry_choice::HeldForEntry::default());
    world.insert_resource(super::ops::opening::OpeningHands::default());
    world.insert_resource(RulesRng::default());
    world.insert_resource(ActionHistory::default());
    world.insert_resource(RulesLog { epoch, ..Default::default() });
    world.get_resource_or_init::<super::game::TableRevision>().bump();
}

/// Applies one action the way a frame does: apply, derive, state-based actions.
pub fn apply_as_frame(world: &mut World, action: Action) {
    apply_action(world, action);
    derive_dirty(world);
    check_state_based_actions(world);
}

/// Clears the table, builds `setup` and applies `actions` in order. The log is marked published:
/// a replay is not news.
pub fn replay(world: &mut World, setup: &TableSetup, actions: &[Action]) -> Result<(), SetupError> {
    clear_table(world);
    build_table(world, setup)?;
    derive_dirty(world);
    check_state_based_actions(world);
    for a in actions {
        apply_as_frame(world, a.clone());
    }
    let mut log = world.resource_mut::<RulesLog>();
    log.published = log.entries.len();
    Ok(())
}
