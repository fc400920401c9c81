//! "You may have [this] enter as a copy of any creature on the battlefield." (Clone, Phyrexian
//! Metamorph; 707.5, 614.1c): as the permanent spell resolves at an assisted table, its
//! controller chooses an object of that kind on the battlefield, or none (asked by
//! `spells::entering`, answered through `hand_choice`'s `HandTo::CopiedBy`, nobody holding
//! priority meanwhile, 614.12a); then it
//! enters the battlefield already a copy of the chosen object, with the copy's exceptions
//! (707.9b), or as itself. What it enters as is what the rules see as it enters: its
//! enters-the-battlefield abilities, the counters it enters with (707.5, 614.12).
//!
//! Mox Diamond's "If [this] would enter the battlefield, you may discard a land card instead. If
//! you do, put [this] onto the battlefield. If you don't, put it into its owner's graveyard."
//! (614.1a) is asked the same way (`HandTo::DiscardToEnter`): a land card of its controller's
//! hand, or none.

use bevy::prelude::*;

use super::zones::Enter;
use crate::cards::Ability;
use crate::cards::abilities::EntersAsCopy;
use crate::rules::action::Zone;
use crate::rules::log::{log, refer};
use crate::rules::object::{Controller, FaceUp};
use crate::rules::query::chars;
use crate::says;

/// What the permanent spell `e` may enter as a copy of, where its text says so.
pub fn ability(world: &World, e: Entity) -> Option<EntersAsCopy> {
    chars(world, e).abilities.iter().find_map(|a| match &a.ability {
        Ability::EntersAsCopy(c) => Some((**c).clone()),
        _ => None,
    })
}

/// The choice is made: with `discarded` discarded, `spell` enters the battlefield; with none,
/// it is put into its owner's graveyard instead (614.1a).
pub fn enter_or_not(world: &mut World, spell: Entity, discarded: Option<Entity>) {
    if crate::rules::query::stack_top(world) != Some(spell) {
        return;
    }
    let Some(card) = discarded else {
        let said = says!("log-doesnt-enter-without-discard", card = refer(world, spell));
        log(world, "614.1a", said);
        super::zones::move_object(world, spell, Zone::Graveyard, None, Enter::default());
        return;
    };
    let player = world.get::<Controller>(spell).map_or(Entity::PLACEHOLDER, |c| c.0);
    log(world, "701.9a", says!("log-discards", player = refer(world, player), card = refer(world, card)));
    super::discarding::discard(world, card);
    let face = world.get::<FaceUp>(spell).map(|f| f.0).unwrap_or_default();
    super::stack::enter_resolved(world, spell, None, Enter { face, ..Enter::default() });
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
        super::tokens::copy_exceptions(&chars(world, c).copiable.face, &copy.except)
    });
    let enter = Enter { face, copy_of: chosen, except, ..Enter::default() };
    super::stack::enter_resolved(world, spell, None, enter);
}
