//! The rest of an effect that waits on a player's choice (608.2c: its steps in the order
//! written): Opt's "Scry 1. Draw a card.", Thoughtseize's "You lose 2 life." after the discard.
//! As the effect resolves, the actions of the steps after the choice are kept here; once the
//! choice is made they are released, and `apply` carries them out.

use bevy::prelude::*;

use crate::rules::action::Action;

/// The actions an effect's later steps come to.
#[derive(Resource, Clone, Debug, Default)]
pub struct Continuation {
    /// Waiting for the choice being made.
    pub waiting: Vec<Action>,
    /// The choice is made: to be carried out now.
    pub ready: Vec<Action>,
}

/// The resolving effect's steps after its choice come to `actions`.
pub fn keep(world: &mut World, actions: Vec<Action>) {
    if !actions.is_empty() {
        world.get_resource_or_insert_with(Continuation::default).waiting.extend(actions);
    }
}

/// What a step the choice decided comes to (a payment not made, 118.12a): carried out before
/// the steps after it.
pub fn keep_first(world: &mut World, actions: Vec<Action>) {
    if !actions.is_empty() {
        let mut c = world.get_resource_or_insert_with(Continuation::default);
        c.waiting.splice(0..0, actions);
    }
}

/// The choice is made: what waited for it is carried out next.
pub fn release(world: &mut World) {
    if let Some(mut c) = world.get_resource_mut::<Continuation>()
        && !c.waiting.is_empty()
    {
        let waiting = std::mem::take(&mut c.waiting);
        c.ready.extend(waiting);
    }
}

/// What is to be carried out now, taken.
pub fn take_ready(world: &mut World) -> Vec<Action> {
    world.get_resource_mut::<Continuation>().map(|mut c| std::mem::take(&mut c.ready)).unwrap_or_default()
}
