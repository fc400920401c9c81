//! "You may have [this] enter as a copy of any creature on the battlefield." (Clone, Phyrexian
//! Metamorph; 707.5, 614.1c): as the permanent spell resolves at an assisted table, its
//! controller chooses an object of that kind on the battlefield, or none
//! (`hand_choice`'s `HandTo::CopiedBy`, nobody holding priority meanwhile, 614.12a); then it
//! enters the battlefield already a copy of the chosen object, with the copy's exceptions
//! (707.9b), or as itself. What it enters as is what the rules see as it enters: its
//! enters-the-battlefield abilities, the counters it enters with (707.5, 614.12).

use bevy::prelude::*;

use super::hand_choice::{HandPick, HandTo};
use super::zones::Enter;
use crate::cards::Ability;
use crate::cards::abilities::EntersAsCopy;
use crate::rules::object::{Controller, FaceUp};
use crate::rules::query::chars;

/// What the permanent spell `e` may enter as a copy of, where its text says so.
pub fn ability(world: &World, e: Entity) -> Option<EntersAsCopy> {
    chars(world, e).abilities.iter().find_map(|a| match &a.ability {
        Ability::EntersAsCopy(c) => Some((**c).clone()),
        _ => None,
    })
}

/// Whether the resolving permanent spell `spell` asks its controller what it enters as a copy
/// of: its text says it may, at a table whose rules carry out what cards say. The choice is
/// queued (the resolution goes on once it is made, [`enter`]).
pub fn asks(world: &mut World, spell: Entity) -> bool {
    let by_hand = world.get_resource::<super::spells::SpellsByHand>().is_some_and(|b| b.0);
    if !crate::rules::query::assisted(world) || by_hand {
        return false;
    }
    let (Some(copy), Some(controller)) = (ability(world, spell), world.get::<Controller>(spell).map(|c| c.0)) else {
        return false;
    };
    let to = HandTo::CopiedBy(spell);
    super::hand_choice::queue(
        world,
        HandPick { chooser: controller, owner: controller, n: 1, to, wanted: Some(copy.of) },
    );
    true
}

/// The objects `spell` may enter as a copy of: the permanents on the battlefield of the kind
/// its text names.
pub fn candidates(world: &World) -> Vec<Entity> {
    let players = world.get_resource::<crate::rules::object::Players>().map(|p| p.0.clone()).unwrap_or_default();
    players.into_iter().flat_map(|p| crate::rules::query::permanents_controlled_by(world, p)).collect()
}

/// The choice is made: `spell`, still the top of the stack, enters the battlefield as a copy
/// of `chosen` with its text's exceptions, or, with none chosen, as itself (608.3, 707.5).
pub fn enter(world: &mut World, spell: Entity, chosen: Option<Entity>) {
    if crate::rules::query::stack_top(world) != Some(spell) {
        return;
    }
    let face = world.get::<FaceUp>(spell).map(|f| f.0).unwrap_or_default();
    let except = chosen.and_then(|c| {
        let copy = ability(world, spell)?;
        super::spells::exceptions(&chars(world, c).copiable.face, &copy.except)
    });
    let enter = Enter { face, copy_of: chosen, except, ..Enter::default() };
    super::stack::enter_resolved(world, spell, None, enter);
}
