//! What paying an alternative cost (118.9) does once the spell has become a permanent: an evoked
//! permanent's sacrifice trigger (702.74a), a dashed one's haste and its return to its owner's
//! hand (702.109a). The cost itself is chosen and paid as the spell is cast (`stack::costs`).

use std::sync::Arc;

use bevy::prelude::*;

use crate::cards::costs::Alternative;
use crate::cards::effects::{Aim, EffectStep, Moment, SpellEffect};
use crate::cards::triggers::{Subject, Trigger, TriggerEvent};
use crate::rules::action::Until;
use crate::rules::continuous::EffectKind;
use crate::rules::object::{Controller, ObjectNumber, PaidAlternative};
use crate::rules::triggers::{Delayed, Pending};
use crate::says;

/// The words of evoke's triggered ability (702.74a).
const EVOKE_TRIGGER: &str = "When this permanent enters, if its evoke cost was paid, its controller sacrifices it.";

/// The words of the delayed ability dash creates (702.109a).
const DASH_RETURN: &str = "Return it to its owner's hand.";

/// The words of madness's triggered ability (702.35a).
const MADNESS_TRIGGER: &str = "When this card is exiled this way, its owner may cast it by paying its madness cost \
     rather than paying its mana cost. If that player doesn't, they put this card into their graveyard.";

/// Whether `card` has madness (702.35a): "If a player would discard this card, that player
/// discards it, but exiles it instead of putting it into their graveyard".
pub fn has_madness(world: &World, card: Entity) -> bool {
    crate::rules::query::chars(world, card).abilities.iter().any(|l| {
        matches!(l.ability.spell_cost(), Some(crate::cards::costs::SpellCost::Alternative(Alternative::Madness, _)))
    })
}

/// A card with madness was discarded into exile (702.35a): its second ability triggers, its
/// owner controlling it.
pub fn discarded_into_exile(world: &mut World, card: Entity) {
    let Some(owner) = world.get::<crate::rules::object::Owner>(card).map(|o| o.0) else { return };
    let steps = Arc::new(SpellEffect { steps: vec![EffectStep::CastForMadness] });
    let event = TriggerEvent::Discards(crate::cards::triggers::Whose::You, Subject::This);
    let trigger = Trigger::created(event, steps, MADNESS_TRIGGER);
    let pending = Pending::of_source(world, card, owner, trigger, MADNESS_TRIGGER);
    crate::rules::triggers::triggered(world, vec![pending]);
}

/// A permanent entered the battlefield: one whose spell was evoked triggers its sacrifice
/// (702.74a); one dashed has haste for as long as it is that object and returns to its owner's
/// hand at the beginning of the next end step (702.109a).
pub fn entered(world: &mut World, e: Entity) {
    let Some(PaidAlternative(a)) = world.get::<PaidAlternative>(e).copied() else { return };
    let Some(controller) = world.get::<Controller>(e).map(|c| c.0) else { return };
    let object = world.get::<ObjectNumber>(e).copied().unwrap_or_default();
    match a {
        Alternative::Evoke => {
            let steps = Arc::new(SpellEffect { steps: vec![EffectStep::Sacrifice(Aim::This)] });
            let trigger = Trigger::created(TriggerEvent::Enters(Subject::This), steps, EVOKE_TRIGGER);
            let pending = Pending::of_source(world, e, controller, trigger, EVOKE_TRIGGER);
            crate::rules::triggers::triggered(world, vec![pending]);
        }
        Alternative::Dash => {
            let what = says!("log-effect-gains-ability", ability = crate::rules::log::Arg::text("Haste"));
            super::effects::push_effect(world, e, EffectKind::AddAbility("Haste".into()), Some(Until::Forever), what);
            let turn = world.resource::<crate::rules::game::Turn>().number;
            let steps = Arc::new(SpellEffect { steps: vec![EffectStep::ReturnToHand(Aim::It)] });
            let delayed = Delayed {
                controller,
                source: e,
                source_object: object,
                at: Moment::NextEndStep,
                steps,
                text: DASH_RETURN.to_string(),
                turn,
                naming: Vec::new(),
                it: vec![(e, object)],
            };
            crate::rules::triggers::delay(world, delayed);
        }
        Alternative::Surge
        | Alternative::Overload
        | Alternative::Spectacle
        | Alternative::Madness
        | Alternative::Instead => {}
    }
}
