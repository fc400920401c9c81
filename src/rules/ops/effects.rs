//! Continuous effects (611) from actions, by layer (613), and copy effects (707).

use bevy::prelude::*;

use super::{Legal, Refusal, allowed};
use crate::cards::ManaCost;
use crate::rules::action::{TokenSpec, Until, Zone};
use crate::rules::characteristics::Characteristics;
use crate::rules::continuous::{ContinuousEffect, EffectKind, Effects};
use crate::rules::game::{RulesClock, mark};
use crate::rules::layers::derive_dirty;
use crate::rules::log::log;
use crate::rules::log::{LogText, refer};
use crate::rules::predefined::apply_exceptions;
use crate::rules::query::*;
use crate::says;

/// Effects from actions apply to permanents and spells (611.2c).
pub fn can_have_effect(world: &World, e: Entity) -> Legal {
    if matches!(zone_of(world, e), Zone::Battlefield | Zone::Stack) {
        return Ok(());
    }
    Err(Refusal::new("611.2c", says!("log-effect-not-permanent-or-spell", object = refer(world, e))))
}

/// Starts a continuous effect on an object, with a new timestamp (613.7a).
pub fn push_effect(world: &mut World, e: Entity, kind: EffectKind, until: Option<Until>, what: impl Into<LogText>) {
    let what: LogText = what.into();
    if !allowed(world, can_have_effect(world, e)) {
        return;
    }
    let name = refer(world, e);
    let timestamp = world.resource_mut::<RulesClock>().next_timestamp();
    let until = until.unwrap_or_default();
    let layer = kind.layer_rule();
    if let Some(mut fx) = world.get_mut::<Effects>(e) {
        fx.0.push(ContinuousEffect { kind, timestamp, until, source: what.words() });
    }
    mark(world, e);
    let text = match until == Until::EndOfTurn {
        true => says!("log-effect-starts-until-end-of-turn", object = name, effect = what),
        false => says!("log-effect-starts", object = name, effect = what),
    };
    log(world, layer, text);
}

/// Layer 1a: `e` becomes a copy of `src`, with the copiable values `src` has now (707.2), as
/// modified by the copy effect's exceptions, which become copiable values too (707.9b).
pub fn become_copy(world: &mut World, e: Entity, src: Entity, until: Until, except: Option<&TokenSpec>) {
    derive_dirty(world);
    let Some(mut values) = world.get::<Characteristics>(src).map(|c| c.copiable.clone()) else { return };
    if let Some(ex) = except {
        apply_exceptions(std::sync::Arc::make_mut(&mut values.face), ex);
    }
    // 202.3b: the copy's mana value is that of the copied mana cost; a copy of a back face,
    // which has none, has mana value 0.
    values.mana_value = values.face.mana_cost.as_ref().map_or(0, ManaCost::mana_value);
    let of = refer(world, src);
    let what = match except {
        Some(ex) => says!("log-copy-of-except", original = of, except = crate::rules::words::exceptions_said(ex)),
        None => says!("log-copy-of", original = of),
    };
    let kind = EffectKind::Copy { values: Box::new(values), of: crate::rules::query::name_of(world, src) };
    push_effect(world, e, kind, Some(until), what);
}
