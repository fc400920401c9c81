//! Rebound (702.88a): "If this spell was cast from your hand, instead of putting it into your
//! graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
//! this card from exile without paying its mana cost." The spell is marked as it is cast from a
//! hand (`Rebounding`), exiled as the last of its resolution, and a delayed triggered ability
//! (603.7) offers its owner the cast (608.2g) at their next upkeep.

use std::sync::Arc;

use bevy::prelude::*;

use crate::cards::effects::{EffectStep, Moment, SpellEffect};
use crate::rules::action::Zone;
use crate::rules::log::{log, refer};
use crate::rules::object::{Controller, ObjectNumber, Rebounding};
use crate::rules::query::*;
use crate::rules::triggers::Delayed;
use crate::says;

/// Whether `e`, cast from where it is now with `face` up (face down: `None`), rebounds: cast
/// from its owner's hand, with rebound on the face cast.
pub fn has_rebound(world: &World, e: Entity, face: Option<crate::rules::action::Side>) -> bool {
    zone_of(world, e) == Zone::Hand
        && face.is_some_and(|face| {
            printed(world, e).is_some_and(|d| d.faces.get(face.index()).is_some_and(|f| rebound_line(f).is_some()))
        })
}

/// The face's rebound line, as printed (its reminder text says what the delayed ability does).
fn rebound_line(face: &crate::cards::Face) -> Option<&str> {
    face.text.as_str().lines().find(|l| crate::rules::characteristics::keyword_line_has(l, "rebound"))
}

/// A resolving spell that rebounds: it is exiled rather than put into a graveyard, and marked
/// so its exile creates the delayed ability ([`exiled`]).
pub fn resolving(world: &mut World, spell: Entity) -> bool {
    let Some(mut r) = world.get_mut::<Rebounding>(spell) else { return false };
    r.resolving = true;
    true
}

/// The spell is in exile: at the beginning of its owner's next upkeep, they may cast it without
/// paying its mana cost.
pub fn exiled(world: &mut World, e: Entity) {
    let (Some(controller), Some(number)) =
        (world.get::<Controller>(e).map(|c| c.0), world.get::<ObjectNumber>(e).copied())
    else {
        return;
    };
    log(world, "702.88a", says!("log-rebound-exiled", card = refer(world, e)));
    let steps = Arc::new(SpellEffect { steps: vec![EffectStep::CastThis { transformed: false, free: true }] });
    let turn = world.resource::<crate::rules::game::Turn>().number;
    let face = face_up(world, e);
    let text = printed(world, e)
        .and_then(|d| d.faces.get(face.index()).and_then(|f| rebound_line(f).map(str::to_string)))
        .unwrap_or_else(|| "Rebound".to_string());
    crate::rules::triggers::delay(
        world,
        Delayed {
            controller,
            source: e,
            source_object: number,
            at: Moment::YourNextUpkeep,
            steps,
            text,
            turn,
            naming: Vec::new(),
            it: Vec::new(),
        },
    );
}
