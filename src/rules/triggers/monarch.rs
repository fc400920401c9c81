//! The monarch's two inherent triggered abilities (724.2): no source, controlled by the player
//! who was the monarch as they triggered; the player stands as their source on the stack.

use std::sync::Arc;

use bevy::prelude::*;

use super::{Event, Pending};
use crate::cards::effects::{Aim, Amount, EffectStep, SpellEffect};
use crate::cards::triggers::{Trigger, TriggerEvent};
use crate::rules::action::TurnStep;
use crate::rules::object::{Controller, ObjectNumber};
use crate::rules::query::monarch;

/// 724.2: the monarch's inherent abilities that `event` triggers.
pub(super) fn triggered(world: &World, event: Event) -> Option<Pending> {
    // Only these two events: the others look up no player.
    if !matches!(event, Event::StepBegan(TurnStep::End) | Event::CombatDamageToPlayer { .. }) {
        return None;
    }
    let m = monarch(world)?;
    let (steps, player, text) = match event {
        Event::StepBegan(TurnStep::End) if crate::rules::query::active_player(world) == Some(m) => (
            vec![EffectStep::Draw { who: Aim::You, n: Amount::Fixed(1) }],
            None,
            "At the beginning of the monarch's end step, that player draws a card.",
        ),
        Event::CombatDamageToPlayer { source, player } if player == m => {
            // Its controller as the ability triggers.
            let c = world.get::<Controller>(source).map(|c| c.0)?;
            (
                vec![EffectStep::BecomeMonarch(Aim::ThatPlayer)],
                Some(c),
                "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.",
            )
        }
        _ => return None,
    };
    let steps = Arc::new(SpellEffect { steps });
    Some(Pending {
        source: m,
        timestamp: 0,
        controller: m,
        // An event no card's ability watches for: these are made here, never detected.
        trigger: Trigger::created(TriggerEvent::Delayed, steps, text),
        text: text.to_string(),
        line: 0,
        object: ObjectNumber::default(),
        delayed: false,
        it: Vec::new(),
        player,
        amount: 0,
    })
}
