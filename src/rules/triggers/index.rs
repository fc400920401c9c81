//! Which permanents wait for which kind of event: an event looks only at the objects whose
//! triggered abilities could trigger on it. A thousand transforms on a table of 3,000
//! werewolves that trigger at upkeep look at none of them.

use bevy::prelude::*;

use super::{Event, Triggers};
use crate::cards::Ability;
use crate::cards::triggers::TriggerEvent;
use crate::rules::characteristics::Characteristics;

/// The kinds of event an object's triggered abilities wait for, one bit each ([`kind`]), kept
/// by the layers as they derive the object (`now`), and the kinds whose lists of the [`Index`]
/// hold it already (`indexed`): an object whose abilities come and go (a double-faced card
/// turning over) is added once and looked at only while it has them.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Watches {
    /// What its triggered abilities wait for now.
    pub now: u32,
    /// The lists it is in.
    pub indexed: u32,
}

/// The kinds of [`Event`], and the state triggers (603.8), which no event sets off: [`STATE`].
const KINDS: usize = 24;

/// The list of the objects with state triggers (603.8), looked at with the state-based actions.
const STATE: usize = 23;

/// The objects that have had triggered abilities waiting for each kind of event (whether they
/// still have them is their [`Watches`]' `now`). Lists only grow; an object that no longer
/// exists is skipped.
#[derive(Debug, Default)]
pub struct Index {
    by_kind: [Vec<Entity>; KINDS],
}

impl Index {
    /// The objects that may wait for `event` (in any zone; the caller looks at where they are
    /// and at what they wait for now, [`waits_for`]).
    pub fn waiting_for(&self, event: Event) -> &[Entity] {
        &self.by_kind[kind(event)]
    }

    /// The objects that may have state triggers (603.8), in any zone.
    pub fn with_state_triggers(&self) -> &[Entity] {
        &self.by_kind[STATE]
    }
}

/// Whether an object has state triggers now.
pub fn has_state_triggers(world: &World, e: Entity) -> bool {
    world.get::<Watches>(e).is_some_and(|w| w.now & (1 << STATE) != 0)
}

/// Whether an object's abilities wait for `event` now.
pub fn waits_for(world: &World, e: Entity, event: Event) -> bool {
    world.get::<Watches>(e).is_some_and(|w| w.now & (1 << kind(event)) != 0)
}

/// The kind of an event, an index below [`KINDS`].
fn kind(event: Event) -> usize {
    match event {
        Event::Entered(_) => 0,
        Event::Leaving { .. } => 1,
        Event::Attacked(..) | Event::AttackedAlone(..) => 2,
        Event::Blocked(_) => 3,
        // Watched by the attacker, as its becoming blocked is.
        Event::BecameBlocked(..) | Event::BlockedBy { .. } => 4,
        Event::CombatDamageToPlayer { .. } => 5,
        Event::TurnedFaceUp(_) => 6,
        Event::Transformed(_) => 7,
        Event::StepBegan(_) => 8,
        Event::Cast { .. } => 9,
        Event::GainedLife(..) => 10,
        Event::LostLife(..) => 11,
        Event::Drew(_) => 12,
        Event::BecameTapped(_) => 13,
        Event::Unblocked(_) => 14,
        Event::Damaged { .. } => 15,
        Event::BecameTarget(..) => 16,
        Event::Discarded { .. } => 17,
        Event::Cycled { .. } => 18,
        Event::BecameUntapped(_) => 19,
        Event::BecameMonstrous(_) => 20,
        Event::Sacrificed { .. } => 21,
        Event::PutIntoGraveyardFrom { .. } => 22,
    }
}

/// The kinds of event a trigger event is one of, as bits.
fn bits(on: &TriggerEvent) -> u32 {
    let bit = |k: usize| 1u32 << k;
    match on {
        TriggerEvent::Enters(_) => bit(0),
        TriggerEvent::Dies(_)
        | TriggerEvent::DiesDealtDamageByThis
        | TriggerEvent::PutIntoGraveyard(_)
        | TriggerEvent::LeavesBattlefield(_) => bit(1),
        // Attacking alone is attacking: watched with it.
        TriggerEvent::Attacks(_) | TriggerEvent::AttacksAlone(_) | TriggerEvent::AttacksWithOthers(..) => bit(2),
        TriggerEvent::Blocks(_) => bit(3),
        TriggerEvent::BecomesBlocked(_)
        | TriggerEvent::BlockedByWithout(..)
        | TriggerEvent::BlocksCreatureWith(..)
        | TriggerEvent::CombatPair { .. } => bit(4),
        TriggerEvent::CombatDamageToPlayer(_) => bit(5),
        TriggerEvent::TurnedFaceUp(_) => bit(6),
        TriggerEvent::Transforms(_) => bit(7),
        TriggerEvent::StepBegins(..) => bit(8),
        TriggerEvent::Cast(..)
        | TriggerEvent::CastTargetingThis(_)
        | TriggerEvent::CastTargetingPermanents(_)
        | TriggerEvent::CastThis => bit(9),
        TriggerEvent::GainsLife(_) => bit(10),
        TriggerEvent::LosesLife(_) => bit(11),
        TriggerEvent::Draws(_) | TriggerEvent::DrawsNth(..) => bit(12),
        TriggerEvent::Sacrifices(..) => bit(21),
        TriggerEvent::BecomesTapped(_) => bit(13),
        TriggerEvent::AttacksUnblocked(_) => bit(14),
        TriggerEvent::DealsDamage(..) | TriggerEvent::IsDealtDamage(_) => bit(15),
        TriggerEvent::BecomesTarget(..) => bit(16),
        TriggerEvent::Discards(..) => bit(17),
        TriggerEvent::Cycled(..) => bit(18),
        TriggerEvent::BecomesUntapped(_) => bit(19),
        TriggerEvent::BecomesMonstrous(_) => bit(20),
        // From the battlefield, looked back at as it leaves (603.10a).
        TriggerEvent::PutIntoGraveyardFrom(_) => bit(1) | bit(22),
        TriggerEvent::ControlsNone { .. } => bit(STATE),
        TriggerEvent::Either(a, b) => bits(a) | bits(b),
        // Created by a resolving ability, never watched for.
        TriggerEvent::WhenYouDo | TriggerEvent::Delayed | TriggerEvent::LastTimeCounterRemoved => 0,
    }
}

/// The kinds of event characteristics' triggered abilities wait for (0: none).
pub fn watches(c: &Characteristics) -> u32 {
    c.abilities
        .iter()
        .filter_map(|a| match &a.ability {
            Ability::Triggered(t) => Some(bits(&t.event)),
            // 702.131b: ascend is looked at with the state triggers.
            Ability::Ascend => Some(1u32 << STATE),
            _ => None,
        })
        .fold(0, |a, b| a | b)
}

/// An object was derived into `c`: its [`Watches`] follow, and it joins the lists of the kinds
/// of event it waits for that it isn't in yet.
pub fn derived(world: &mut World, e: Entity, c: &Characteristics) {
    let now = watches(c);
    let was = world.get::<Watches>(e).copied();
    if was.map_or(0, |w| w.now) == now {
        return;
    }
    let indexed = was.map_or(0, |w| w.indexed);
    let new = now & !indexed;
    let watches = Watches { now, indexed: indexed | now };
    match world.get_mut::<Watches>(e) {
        Some(mut w) => *w = watches,
        None => _ = world.entity_mut(e).insert(watches),
    }
    if new != 0
        && let Some(mut t) = world.get_resource_mut::<Triggers>()
    {
        for (k, list) in t.index.by_kind.iter_mut().enumerate() {
            if new & (1 << k) != 0 {
                list.push(e);
            }
        }
    }
}
