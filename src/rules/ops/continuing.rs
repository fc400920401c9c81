//! The rest of an effect that waits on a player's choice (608.2c: its steps in the order
//! written): Opt's "Scry 1. Draw a card.", Thoughtseize's "You lose 2 life." after the discard.
//! As the effect resolves, the actions of the steps after the choice are kept here; once the
//! choice is made they are released, and `apply` carries them out.

use bevy::prelude::*;

use crate::rules::action::Action;

/// Steps after the choice whose actions are made only once it is made, after those waiting:
/// what they act on is the table the choice left ("creatures you control get +X/+X" after a
/// search counts the creature found, 608.2c).
pub type Later = Box<dyn FnOnce(&mut World) -> Vec<Action> + Send + Sync>;

/// The actions an effect's later steps come to.
#[derive(Resource, Default)]
pub struct Continuation {
    /// Waiting for the choice being made.
    pub waiting: Vec<Action>,
    /// The choice is made: to be carried out now.
    pub ready: Vec<Action>,
    /// The steps made into actions once the choice is made (`keep_later`).
    later: Vec<Later>,
    /// The choice is made: those steps, made into actions once `ready` is carried out.
    due: Vec<Later>,
}

/// The resolving effect's last steps, after its choice, made into actions once it is made.
pub fn keep_later(world: &mut World, later: Later) {
    world.get_resource_or_insert_with(Continuation::default).later.push(later);
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
    if let Some(mut c) = world.get_resource_mut::<Continuation>() {
        let later = std::mem::take(&mut c.later);
        c.due.extend(later);
    }
}

/// What is to be carried out now, taken: the actions released, else the later steps released
/// made into actions now (what came before them carried out).
pub fn take_ready(world: &mut World) -> Vec<Action> {
    let Some(mut c) = world.get_resource_mut::<Continuation>() else { return Vec::new() };
    let ready = std::mem::take(&mut c.ready);
    if !ready.is_empty() {
        return ready;
    }
    let due = std::mem::take(&mut c.due);
    due.into_iter().flat_map(|l| l(world)).collect()
}
