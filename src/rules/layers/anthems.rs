//! The anthems on the battlefield (613.4c, 613.1f): where each comes from, kept by the
//! derivation (`derive`), and which of them describe a permanent.

use bevy::prelude::*;

use super::Ctx;
use crate::cards::CardType;
use crate::rules::action::Zone;
use crate::rules::characteristics::Characteristics;
use crate::rules::object::Controller;

/// A permanent's "Other Human creatures you control get +1/+1": where it comes from, as its
/// source's characteristics have it now (a source that transformed or lost its abilities has
/// other anthems or none, 611.3a).
#[derive(Clone, Debug, PartialEq)]
pub struct AnthemSource {
    pub(super) source: Entity,
    pub(super) controller: Entity,
    pub(super) timestamp: u64,
    pub(super) name: String,
    pub(super) anthem: crate::cards::Anthem,
}

/// Every anthem on the battlefield, kept up to date by [`derive_dirty`] from the sources it
/// derives; when they change, every creature is derived again.
#[derive(Resource, Default)]
pub struct Anthems(pub(super) Vec<AnthemSource>);

pub(super) static NO_ANTHEMS: Vec<AnthemSource> = Vec::new();

/// The anthems on the battlefield that describe a creature (its types and subtypes are final
/// after layer 4, its controller after layer 2).
pub(super) fn anthems_of<'a>(ctx: &'a Ctx, c: &Characteristics) -> Vec<&'a AnthemSource> {
    if ctx.anthems.is_empty() || ctx.zone != Zone::Battlefield {
        return Vec::new();
    }
    let (creature, land, artifact) =
        (c.has_type(CardType::Creature), c.has_type(CardType::Land), c.has_type(CardType::Artifact));
    if !creature && !land && !artifact {
        return Vec::new();
    }
    let controller = ctx.world.get::<Controller>(ctx.e).map(|c| c.0);
    ctx.anthems
        .iter()
        .filter(|a| {
            let x = &a.anthem;
            (if x.lands {
                land
            } else if x.artifacts {
                artifact
            } else {
                creature
            }) && !(x.others && a.source == ctx.e)
                && (!x.yours || controller == Some(a.controller))
                && (!x.opponents || controller.is_some_and(|c| c != a.controller))
                && (x.colors.is_empty() || x.colors.iter().any(|col| c.colors.contains(*col)))
                && (x.subtypes.is_empty() || x.subtypes.iter().any(|s| c.has_subtype(s)))
                && (!x.attacking || crate::rules::combat_state::is_attacking(ctx.world, ctx.e))
                && x.with_keyword.as_ref().is_none_or(|k| c.has_keyword_named(k))
        })
        .collect()
}
