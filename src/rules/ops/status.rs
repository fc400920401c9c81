//! Status, damage and counters: tapping (110.5, 701.26), damage (120.3), counters (122),
//! defense counters and the Siege's trigger (310.11b).

use bevy::prelude::*;

use super::stack::push_ability;
use super::{Legal, Refusal, allowed};
use crate::cards::CardType;
use crate::rules::action::{AbilityKind, Action, Zone};
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::mark;
use crate::rules::log::log;
use crate::rules::object::*;
use crate::rules::query::*;

/// Only permanents tap and untap (110.5).
pub fn can_tap(world: &World, e: Entity) -> Legal {
    if on_battlefield(world, e) {
        return Ok(());
    }
    let text = format!("{} isn't a permanent; only permanents tap and untap; nothing happens", name_of(world, e));
    Err(Refusal::new("110.5", text))
}

/// Taps or untaps a permanent (701.26a).
pub fn set_tapped(world: &mut World, e: Entity, tapped: bool) {
    if !allowed(world, can_tap(world, e)) {
        return;
    }
    let name = name_of(world, e);
    world.entity_mut(e).insert(Tapped(tapped));
    mark(world, e);
    log(world, "701.26a", format!("{name} becomes {}", if tapped { "tapped" } else { "untapped" }));
}

/// Damage is dealt to permanents (120.1).
pub fn can_be_damaged(world: &World, e: Entity) -> Legal {
    if on_battlefield(world, e) {
        return Ok(());
    }
    Err(Refusal::new("120.1", format!("{} isn't a permanent; nothing happens", name_of(world, e))))
}

/// Deals damage to a permanent: loyalty counters leave a planeswalker (120.3c), defense counters
/// a battle (120.3h), and a creature has it marked (120.3e).
pub fn damage(world: &mut World, e: Entity, n: u32) {
    if !allowed(world, can_be_damaged(world, e)) {
        return;
    }
    let name = name_of(world, e);
    let c = chars(world, e);
    let (planeswalker, battle, creature) =
        (c.has_type(CardType::Planeswalker), c.has_type(CardType::Battle), c.has_type(CardType::Creature));
    if planeswalker {
        if let Some(mut c) = world.get_mut::<Counters>(e) {
            c.remove(&CounterKind::Loyalty, n);
        }
        log(world, "120.3c", format!("{n} damage to {name} removes {n} loyalty counter(s)"));
    }
    if battle {
        remove_defense(world, e, n, "120.3h", &format!("{n} damage to {name}"));
    }
    if creature {
        if let Some(mut d) = world.get_mut::<Damage>(e) {
            d.0 += n;
        }
        log(world, "120.3e", format!("{n} damage is marked on {name}"));
    }
    mark(world, e);
}

/// Puts counters on an object (122.1).
pub fn add_counters(world: &mut World, e: Entity, kind: &CounterKind, n: u32) {
    if let Some(mut c) = world.get_mut::<Counters>(e) {
        c.add(kind.clone(), n);
    }
    let name = name_of(world, e);
    log(world, "122.1", format!("{n} {kind} counter(s) put on {name}"));
    mark(world, e);
}

/// Removes counters from an object (122.1); defense counters may defeat a Siege (310.11b).
pub fn remove_counters(world: &mut World, e: Entity, kind: &CounterKind, n: u32) {
    if *kind == CounterKind::Defense {
        remove_defense(world, e, n, "122.1g", "an effect");
    } else {
        let removed = world.get_mut::<Counters>(e).map_or(0, |mut c| c.remove(kind, n));
        let name = name_of(world, e);
        log(world, "122.1", format!("{removed} {kind} counter(s) removed from {name}"));
    }
    mark(world, e);
}

/// Removes defense counters; when the last one goes from a Siege on the battlefield, its
/// intrinsic ability triggers (310.11b): "exile it, then you may cast it transformed".
pub fn remove_defense(world: &mut World, e: Entity, n: u32, rule: &'static str, what: &str) {
    let before = world.get::<Counters>(e).map_or(0, |c| c.get(&CounterKind::Defense));
    let removed = world.get_mut::<Counters>(e).map_or(0, |mut c| c.remove(&CounterKind::Defense, n));
    let name = name_of(world, e);
    log(world, rule, format!("{what} removes {removed} defense counter(s) from {name}"));
    let siege = chars(world, e).has_subtype("Siege");
    if before > 0 && before == removed && siege && on_battlefield(world, e) {
        let id = format!("{}/defeated", label(world, e));
        let exile = Action::Move { card: label(world, e), to: Zone::Exile, position: None };
        push_ability(world, id.clone(), e, AbilityKind::Triggered, exile);
        log(
            world,
            "310.11b",
            format!(
                "the last defense counter was removed from {name}: its ability triggers ({id}: exile it, then you may cast it transformed)"
            ),
        );
    }
}

/// 704.5q: n +1/+1 and n -1/-1 counters are removed from a permanent that has both.
pub fn annihilate(world: &mut World, e: Entity, n: u32) {
    if let Some(mut c) = world.get_mut::<Counters>(e) {
        c.remove(&CounterKind::PlusOne, n);
        c.remove(&CounterKind::MinusOne, n);
    }
    mark(world, e);
    let name = name_of(world, e);
    log(world, "704.5q", format!("{name} had both +1/+1 and -1/-1 counters: {n} of each are removed"));
}

/// Writes (or, with an empty text, removes) a note on an object, seen by every player who sees
/// the object. No rule is involved; the log says so.
pub fn note(world: &mut World, e: Entity, text: &str) {
    let text = text.trim();
    let name = name_of(world, e);
    if text.is_empty() {
        world.entity_mut(e).remove::<Note>();
        crate::rules::log::note(world, format!("the note on {name} is removed"));
    } else {
        world.entity_mut(e).insert(Note(text.to_string()));
        crate::rules::log::note(world, format!("note on {name}: {text}"));
    }
    mark(world, e);
}
