//! The monarch (724): a designation one player at a time may have (724.1, 724.3), given by an
//! effect ("you become the monarch"). Its two inherent triggered abilities have no source and
//! are controlled by the player who was the monarch as they triggered (724.2): "At the
//! beginning of the monarch's end step, that player draws a card" and "Whenever a creature
//! deals combat damage to the monarch, its controller becomes the monarch" (its controller as
//! the ability triggers). A monarch who leaves the game passes it to the active player (724.4).

use std::sync::Arc;

use bevy::prelude::*;

use crate::cards::effects::{Aim, Amount, EffectStep, SpellEffect};
use crate::cards::triggers::{Trigger, TriggerEvent};
use crate::rules::action::TurnStep;
use crate::rules::log::{log, refer};
use crate::rules::object::{Controller, ObjectNumber};
use crate::rules::triggers::{Event, Pending};
use crate::says;

/// The monarch (724.1): on the one player who is.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Monarch;

/// The player who is the monarch, if any.
pub fn monarch(world: &World) -> Option<Entity> {
    let players = &world.resource::<crate::rules::object::Players>().0;
    players.iter().copied().find(|p| world.get::<Monarch>(*p).is_some())
}

/// 724.3: `p` becomes the monarch; whoever was ceases to be.
pub fn become_monarch(world: &mut World, p: Entity) {
    let was = monarch(world);
    if was == Some(p) {
        return;
    }
    if let Some(w) = was {
        world.entity_mut(w).remove::<Monarch>();
    }
    world.entity_mut(p).insert(Monarch);
    log(world, "724.3", says!("log-becomes-the-monarch", player = refer(world, p)));
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
}

/// 724.4: the monarch leaves the game: the active player becomes the monarch, or the next
/// player in turn order still in it.
pub fn leaves(world: &mut World, p: Entity) {
    if world.get::<Monarch>(p).is_none() {
        return;
    }
    world.entity_mut(p).remove::<Monarch>();
    let next = crate::rules::query::in_game_from_active(world).into_iter().find(|o| *o != p);
    if let Some(next) = next {
        become_monarch(world, next);
    }
}

/// 724.2: the monarch's inherent abilities that `event` triggers.
pub fn triggered(world: &World, event: Event) -> Vec<Pending> {
    let Some(m) = monarch(world) else { return Vec::new() };
    let (steps, player, text) = match event {
        Event::StepBegan(TurnStep::End) if crate::rules::query::active_player(world) == Some(m) => (
            vec![EffectStep::Draw { who: Aim::You, n: Amount::Fixed(1) }],
            None,
            "At the beginning of the monarch's end step, that player draws a card.",
        ),
        Event::CombatDamageToPlayer { source, player } if player == m => {
            // Its controller as the ability triggers.
            let Some(c) = world.get::<Controller>(source).map(|c| c.0) else { return Vec::new() };
            (
                vec![EffectStep::BecomeMonarch(Aim::ThatPlayer)],
                Some(c),
                "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.",
            )
        }
        _ => return Vec::new(),
    };
    let steps = Arc::new(SpellEffect { steps });
    vec![Pending {
        source: m,
        timestamp: 0,
        controller: m,
        trigger: Trigger::created(TriggerEvent::Delayed, steps, text),
        text: text.to_string(),
        line: 0,
        object: ObjectNumber::default(),
        delayed: false,
        it: Vec::new(),
        player,
        amount: 0,
    }]
}
