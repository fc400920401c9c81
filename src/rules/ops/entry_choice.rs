//! Choices a permanent's controller makes as it enters (614.1c, 614.12a): unleash (702.98a),
//! riot (702.136a), "As [this] enters, choose a color." (105.4) or "... a creature type."
//! (205.3m). A permanent with such an
//! ability is marked as awaiting its controller's answer the moment it enters
//! ([`AwaitingEntryChoice`]); the table waits for that player (`waiting`), every seat's view
//! offers the answers, and `ChooseAsEnters` gives one: the +1/+1 counter goes on, riot's haste
//! is had for as long as it is that object, and the colour is kept with the permanent
//! ([`Chosen`]) for the lines that read it ("has protection from the chosen color", "one mana
//! of the chosen color", "is the chosen type", the anthems "of the chosen color / type"). Nothing else happens on the table until it is answered: the rules
//! treat the answer as made as it entered.

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::cards::{Ability, EntryAnswer, EntryChoice};
use crate::rules::counters::CounterKind;
use crate::rules::game::mark;
use crate::rules::log::{Arg, log, refer, refer_lazily};
use crate::rules::object::{AwaitingEntryChoice, Chosen, Controller};
use crate::rules::query::chars;
use crate::says;

/// A permanent entered the battlefield face up: the choices its text makes as it enters are
/// asked of its controller.
pub fn entered(world: &mut World, e: Entity) {
    let choices: Vec<EntryChoice> = chars(world, e)
        .abilities
        .iter()
        .filter_map(|a| match a.ability {
            Ability::AsEnters(c) => Some(c),
            _ => None,
        })
        .collect();
    world.entity_mut(e).remove::<Chosen>();
    if choices.is_empty() {
        world.entity_mut(e).remove::<AwaitingEntryChoice>();
        return;
    }
    let Some(controller) = world.get::<Controller>(e).map(|c| c.0) else { return };
    let (card, player) = (refer(world, e), refer(world, controller));
    for c in &choices {
        let choice = Arg::key(c);
        log(
            world,
            c.rule(),
            says!("log-entry-choice-asked", card = card.clone(), player = player.clone(), choice = choice),
        );
    }
    // Nobody holds priority until it is answered.
    let priority = super::priority::hold_for_choice(world);
    world.entity_mut(e).insert(AwaitingEntryChoice { choices, priority });
    mark(world, e);
}

/// An answer as a key its messages choose their words by (`Counter`, `Haste`, `Red`), or a
/// creature type's own word (`Goblin`).
pub fn answer_key(answer: &EntryAnswer) -> Arg {
    match answer {
        EntryAnswer::Color(c) => Arg::key(c),
        EntryAnswer::Type(t) => Arg::text(t.clone()),
        other => Arg::key(other),
    }
}

/// The choice a permanent waits on now (the first its text lists), if any.
pub fn awaited(world: &World, e: Entity) -> Option<EntryChoice> {
    world.get::<AwaitingEntryChoice>(e).and_then(|a| a.choices.first().copied())
}

/// Whether `answer` answers the choice `e` waits on now.
pub fn can_choose(world: &World, e: Entity, answer: &EntryAnswer) -> Legal {
    let card = refer_lazily(world, e);
    let Some(choice) = awaited(world, e) else {
        return Err(Refusal::new("614.12a", says!("log-no-entry-choice", card = &card)));
    };
    if !choice.answers().contains(answer) {
        let text = says!("log-entry-answer-not-offered", card = &card, answer = answer_key(answer));
        return Err(Refusal::new(choice.rule(), text));
    }
    Ok(())
}

/// `ChooseAsEnters`: its controller's answer to the choice `e` waits on now.
pub fn choose(world: &mut World, e: Entity, answer: EntryAnswer) {
    if !super::allowed(world, can_choose(world, e, &answer)) {
        return;
    }
    let Some(choice) = awaited(world, e) else { return };
    let mut done = None;
    if let Some(mut a) = world.get_mut::<AwaitingEntryChoice>(e) {
        a.choices.remove(0);
        if a.choices.is_empty() {
            done = Some(a.priority);
            world.entity_mut(e).remove::<AwaitingEntryChoice>();
        }
    }
    let card = refer(world, e);
    let player = refer(world, world.get::<Controller>(e).map_or(Entity::PLACEHOLDER, |c| c.0));
    let said = says!("log-chooses-as-enters", player = player, card = card, answer = answer_key(&answer));
    log(world, choice.rule(), said);
    let mut chosen = world.get::<Chosen>(e).cloned().unwrap_or_default();
    match answer {
        // 702.98a, 702.136a: the additional +1/+1 counter, put on as it enters.
        EntryAnswer::Counter => super::status::add_counters(world, e, &CounterKind::PlusOne, 1),
        EntryAnswer::NoCounter => {}
        EntryAnswer::Haste => chosen.haste = true,
        EntryAnswer::Color(c) => chosen.color = Some(c),
        EntryAnswer::Type(t) => chosen.creature_type = Some(t),
    }
    world.entity_mut(e).insert(chosen);
    mark(world, e);
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
    if let Some(priority) = done {
        all_made(world, priority);
    }
}

/// 117.3b: with every permanent's choices made, the active player receives priority where it
/// was being given.
fn all_made(world: &mut World, priority: bool) {
    let others = world.query_filtered::<(), With<AwaitingEntryChoice>>().iter(world).next().is_some();
    if !others {
        super::priority::give_back(world, priority);
    }
}

/// A permanent leaves the battlefield (or moves anywhere) with its choices unmade: they aren't
/// awaited any more (400.7).
pub fn forget(world: &mut World, e: Entity) {
    if let Some(a) = world.entity_mut(e).take::<AwaitingEntryChoice>() {
        all_made(world, a.priority);
    }
}

/// 702.98a: an unleashed permanent can't block as long as it has a +1/+1 counter on it.
pub fn unleashed_cant_block(world: &World, e: Entity) -> bool {
    let counters = world.get::<crate::rules::counters::Counters>(e).map_or(0, |c| c.get(&CounterKind::PlusOne));
    counters > 0 && chars(world, e).abilities.iter().any(|a| a.ability == Ability::AsEnters(EntryChoice::Unleash))
}
