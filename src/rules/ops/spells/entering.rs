//! The choices a permanent spell's own text asks as it resolves, before the permanent enters
//! (614.12a): "You may have [this] enter as a copy of ..." (707.5) and Mox Diamond's "you may
//! discard a land card instead" (614.1a). Queued as hand choices; what the answer does is
//! `ops::copy_entry`'s.

use bevy::prelude::*;

use crate::cards::Ability;
use crate::rules::object::Controller;
use crate::rules::ops::hand_choice::{HandPick, HandTo};
use crate::rules::query::chars;

/// Whether the resolving permanent spell `spell` asks its controller a choice before it enters,
/// at a table whose rules carry out what cards say (an Aura or a face-down spell asks none):
/// the choice is queued, and the resolution goes on once it is made.
pub(super) fn asks(world: &mut World, spell: Entity) -> bool {
    let by_hand = world.get_resource::<super::SpellsByHand>().is_some_and(|b| b.0);
    let c = chars(world, spell);
    let permanent = c.types.iter().any(|t| t.is_permanent_type()) && !c.is_aura();
    if !crate::rules::query::assisted(world) || by_hand || !permanent {
        return false;
    }
    let Some(controller) = world.get::<Controller>(spell).map(|c| c.0) else { return false };
    let asked = c.abilities.iter().find_map(|a| match &a.ability {
        Ability::EntersAsCopy(copy) => Some((HandTo::CopiedBy(spell), copy.of.clone())),
        Ability::EntersIfDiscards(w) => Some((HandTo::DiscardToEnter(spell), (**w).clone())),
        _ => None,
    });
    let Some((to, wanted)) = asked else { return false };
    let pick = HandPick { chooser: controller, owner: controller, n: 1, to, wanted: Some(wanted) };
    crate::rules::ops::hand_choice::queue(world, pick);
    true
}
