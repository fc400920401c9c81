//! The counters a permanent enters with (614.1c, 122.6): what its own text says, what the effect
//! that puts it there says, and a planeswalker's loyalty or a battle's defense (306.5b, 310.4b).

use bevy::prelude::*;

use crate::cards::{Ability, CardType};
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::mark;
use crate::rules::layers::derive_now;
use crate::rules::log::{Arg, log, refer};
use crate::rules::query::*;
use crate::says;

/// 614.1c, 122.6: "[This] enters with N [kind] counters on it" as its text says as it enters
/// (614.12), X being the X of the spell it was (107.3m).
pub(super) fn enters_with_counters(world: &mut World, e: Entity, x: u32) {
    let controller = world.get::<crate::rules::object::Controller>(e).map(|c| c.0);
    let holds = |only_if: &Option<crate::cards::EntersIf>| match only_if {
        None => true,
        // 702.33d: the spell it was, cast kicked (the mark stays with the permanent).
        Some(crate::cards::EntersIf::Kicked) => world.get::<crate::rules::object::Kicked>(e).is_some(),
        // 702.54a: a player other than its controller was dealt damage this turn.
        Some(crate::cards::EntersIf::OpponentDamagedThisTurn) => {
            world.resource::<crate::rules::game::Turn>().damaged_players.iter().any(|p| Some(*p) != controller)
        }
        Some(crate::cards::EntersIf::Holds(c)) => {
            controller.is_some_and(|you| crate::rules::conditions::holds(world, c, e, you, &[]) == Some(true))
        }
    };
    let with: Vec<(u32, String)> = chars(world, e)
        .abilities
        .iter()
        .filter_map(|a| match &a.ability {
            Ability::EntersWithCounters { n, kind, only_if } if holds(only_if) => Some((n.unwrap_or(x), kind.clone())),
            // Counted as it enters, "you" its controller (614.1c).
            Ability::EntersWithCountersCounted { kind, count } => {
                let you = controller.unwrap_or(Entity::PLACEHOLDER);
                Some((crate::rules::conditions::count(world, count, you, Some(e), you, &[]), kind.clone()))
            }
            // A keyword that is a trigger and this replacement both (modular, 702.43a).
            Ability::Triggered(t) => t.enters_with.clone(),
            // Converge, sunburst (702.44a): one for each colour of mana paid for its spell.
            Ability::EntersWithCountersPerColor(kind) => {
                let colors = world
                    .get::<crate::rules::object::SpentToCast>(e)
                    .map_or(0, crate::rules::object::SpentToCast::colors);
                let kind = kind.clone().unwrap_or_else(|| {
                    let creature = chars(world, e).has_type(CardType::Creature);
                    if creature { "+1/+1".into() } else { "charge".into() }
                });
                Some((colors, kind))
            }
            _ => None,
        })
        .collect();
    for (n, kind) in with.into_iter().filter(|(n, _)| *n > 0) {
        if let Some(mut have) = world.get_mut::<Counters>(e) {
            have.add(CounterKind::parse(&kind), n);
        }
        mark(world, e);
        let card = refer(world, e);
        log(world, "614.1c", says!("log-enters-with-counters", card = card, n = n, kind = Arg::text(kind)));
    }
}

/// 614.1c: the counters an effect says a permanent enters with ("return it to the battlefield
/// with a -1/-1 counter on it", persist, 702.79a).
pub(super) fn enters_with_effects_counters(world: &mut World, e: Entity, counters: &[(CounterKind, u32)]) {
    for (kind, n) in counters.iter().filter(|(_, n)| *n > 0) {
        if let Some(mut have) = world.get_mut::<Counters>(e) {
            have.add(kind.clone(), *n);
        }
        mark(world, e);
        let card = refer(world, e);
        log(
            world,
            "614.1c",
            says!("log-enters-with-counters", card = card, n = *n, kind = Arg::text(kind.to_string())),
        );
    }
}

/// 306.5b, 310.4b: a permanent that has just entered face up gets the loyalty or defense
/// counters of its copiable values (707.2): its own face, or the face it copies as it enters.
/// Not when it enters face down (708.3).
pub fn add_entering_counters(world: &mut World, e: Entity) {
    derive_now(world, e);
    let Some(c) = world.get::<crate::rules::characteristics::Characteristics>(e) else { return };
    let counters = entering_counters(&c.copiable.face);
    if counters.0.is_empty() {
        return;
    }
    if let Some(mut have) = world.get_mut::<Counters>(e) {
        for (k, n) in counters.0 {
            have.add(k, n);
        }
    }
    mark(world, e);
}

/// 306.5b, 310.4b: the loyalty or defense counters a planeswalker or battle face enters with.
pub fn entering_counters(face: &crate::cards::Face) -> Counters {
    let mut counters = Counters::default();
    if let (true, Some(l)) = (face.has_type(CardType::Planeswalker), face.loyalty) {
        counters.add(CounterKind::Loyalty, l.max(0) as u32);
    }
    if let (true, Some(d)) = (face.has_type(CardType::Battle), face.defense) {
        counters.add(CounterKind::Defense, d.max(0) as u32);
    }
    counters
}
