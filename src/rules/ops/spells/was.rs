//! "If that land was nonbasic, ...", "If it was a creature card, ..." (608.2c, 608.2h): the
//! steps after a step on a target, done where that target was of a kind.

use bevy::prelude::*;

use super::action::Doer;
use crate::cards::effects::Wanted;

/// Whether the target the step before named (`named`, still legal) is what `is` asks: judged
/// now, before any action of the effect is carried out, so as the object was as it was
/// destroyed or exiled (608.2h); where the target is gone (illegal, 608.2b), it isn't.
pub(super) fn was(world: &World, is: &Wanted, named: &[Entity], controller: Entity) -> bool {
    named.first().is_some_and(|it| crate::rules::wanted::fits(world, is, *it, controller))
}

/// The doer of steps under a condition, whose "it" and "its controller" name the target the
/// step before named (`named`, still legal), as the objects they are; with none named, what
/// the doer's "it" names (a trigger's event object).
pub(super) fn naming(world: &World, doer: &Doer, named: &[Entity]) -> Doer {
    let number = |e: &Entity| world.get::<crate::rules::object::ObjectNumber>(*e).map(|n| (*e, *n));
    let it: Vec<_> = named.iter().filter_map(number).collect();
    match it.is_empty() {
        true => doer.clone(),
        false => Doer { it, ..doer.clone() },
    }
}
