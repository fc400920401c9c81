//! Choices a permanent's controller makes as it enters (614.1c, 614.12a): unleash (702.98a),
//! riot (702.136a), "As [this] enters, choose a color." (105.4), "... a creature type."
//! (205.3m) or "... a [nonland] card name." (201.4). A permanent with such an
//! ability is marked as awaiting its controller's answer the moment it enters
//! ([`AwaitingEntryChoice`]); the table waits for that player (`waiting`), every seat's view
//! offers the answers, and `ChooseAsEnters` gives one: the +1/+1 counter goes on, riot's haste
//! is had for as long as it is that object, and the colour, type or name is kept with the
//! permanent ([`Chosen`]) for the lines that read it ("has protection from the chosen color",
//! "one mana of the chosen color", "is the chosen type", the anthems "of the chosen color /
//! type", what the chosen name stops: `query::abilities_stopped`, `stack::can_cast`). Nothing
//! else happens on the table until it is answered: the rules treat the answer as made as it
//! entered.

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::cards::{Ability, EntryAnswer, EntryChoice};
use crate::rules::counters::CounterKind;
use crate::rules::game::mark;
use crate::rules::log::{Arg, log, refer, refer_lazily};
use crate::rules::object::{AwaitingEntryChoice, Chosen, Controller};
use crate::rules::query::chars;
use crate::says;

/// Whether priority was being given (at an assisted table) when the first of the choices now
/// awaited was asked: nobody holds it meanwhile, and the active player receives it once every
/// permanent's choices are made or gone (117.3b).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct HeldForEntry(pub Option<bool>);

/// The permanents that entered the battlefield face up since the last look (`Dirty::entered`,
/// before the Sagas take them): the choices each one's text makes as it enters are asked of its
/// controller, and nobody holds priority until they are made.
pub fn entered(world: &mut World) {
    let entered = world.resource::<crate::rules::game::Dirty>().entered.clone();
    for e in entered {
        if world.get_entity(e).is_ok() && crate::rules::query::on_battlefield(world, e) {
            ask(world, e);
        }
    }
    settle(world);
}

/// The choices `e`'s text makes as it enters, asked of its controller.
fn ask(world: &mut World, e: Entity) {
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
        let choice = Arg::text(c.key());
        log(
            world,
            c.rule(),
            says!("log-entry-choice-asked", card = card.clone(), player = player.clone(), choice = choice),
        );
    }
    // Nobody holds priority until it is answered.
    if world.get_resource::<HeldForEntry>().is_none_or(|h| h.0.is_none()) {
        let priority = super::priority::hold_for_choice(world);
        world.insert_resource(HeldForEntry(Some(priority)));
    }
    world.entity_mut(e).insert(AwaitingEntryChoice(choices));
    mark(world, e);
}

/// 117.3b: with every permanent's choices made (or the permanents gone, 400.7), the active
/// player receives priority where it was being given.
pub fn settle(world: &mut World) {
    let Some(priority) = world.get_resource::<HeldForEntry>().and_then(|h| h.0) else { return };
    if world.query_filtered::<(), With<AwaitingEntryChoice>>().iter(world).next().is_none() {
        world.insert_resource(HeldForEntry(None));
        super::priority::give_back(world, priority);
    }
}

/// The choice a permanent waits on now (the first its text lists), if any.
pub fn awaited(world: &World, e: Entity) -> Option<EntryChoice> {
    world.get::<AwaitingEntryChoice>(e).and_then(|a| a.0.first().copied())
}

/// Whether `answer` answers the choice `e` waits on now: one of its answers, or for a card
/// name, the name of a card of the reference (201.4), a nonland card where so asked (201.4a).
pub fn can_choose(world: &World, e: Entity, answer: &EntryAnswer) -> Legal {
    let card = refer_lazily(world, e);
    let Some(choice) = awaited(world, e) else {
        return Err(Refusal::new("614.12a", says!("log-no-entry-choice", card = &card)));
    };
    if let (EntryChoice::CardName { nonland }, EntryAnswer::Name(name)) = (choice, answer) {
        return can_name(world, name, nonland);
    }
    if !choice.answers().contains(answer) {
        let text = says!("log-entry-answer-not-offered", card = &card, answer = Arg::text(answer.key()));
        return Err(Refusal::new(choice.rule(), text));
    }
    Ok(())
}

/// Whether `name` is a card name a player may choose (201.4): a card's of the reference, a
/// nonland card's where `nonland` (201.4a).
pub fn can_name(world: &World, name: &str, nonland: bool) -> Legal {
    match named_face(world, name) {
        None => Err(Refusal::new("201.4", says!("log-not-a-card-name", name = Arg::text(name.trim())))),
        Some(face) if nonland && face.has_type(crate::cards::CardType::Land) => {
            Err(Refusal::new("201.4a", says!("log-not-a-nonland-card-name", name = Arg::text(&face.name))))
        }
        Some(_) => Ok(()),
    }
}

/// A card name as the card of the reference spells it ("lightning bolt": "Lightning Bolt").
pub fn spelled(world: &World, name: &str) -> String {
    named_face(world, name).map_or_else(|| name.trim().to_string(), |f| f.name.to_string())
}

/// The face of the reference's card a name names (201.4), as the card spells it.
fn named_face(world: &World, name: &str) -> Option<std::sync::Arc<crate::cards::Face>> {
    world.get_resource::<crate::cards::CardDb>()?.card_face(name)
}

/// The names a seat's list offers for a card name (its answers are every name that fits,
/// 201.4): of those given (the cards the seat sees, its opponents' first), each that fits,
/// once, as its card spells it.
pub fn names_offered<'a>(world: &World, nonland: bool, seen: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let Some(db) = world.get_resource::<crate::cards::CardDb>() else { return Vec::new() };
    let mut out: Vec<String> = Vec::new();
    for face in seen.into_iter().filter_map(|name| db.nameable(name, nonland)) {
        if !out.iter().any(|n| face.name == *n) {
            out.push(face.name.to_string());
        }
    }
    out
}

/// `ChooseAsEnters`: its controller's answer to the choice `e` waits on now.
pub fn choose(world: &mut World, e: Entity, answer: EntryAnswer) {
    if !super::allowed(world, can_choose(world, e, &answer)) {
        return;
    }
    let Some(choice) = awaited(world, e) else { return };
    if let Some(mut a) = world.get_mut::<AwaitingEntryChoice>(e) {
        a.0.remove(0);
        if a.0.is_empty() {
            world.entity_mut(e).remove::<AwaitingEntryChoice>();
        }
    }
    // A card name as its card spells it (201.4).
    let answer = match answer {
        EntryAnswer::Name(n) => EntryAnswer::Name(spelled(world, &n)),
        other => other,
    };
    let card = refer(world, e);
    let player = refer(world, world.get::<Controller>(e).map_or(Entity::PLACEHOLDER, |c| c.0));
    let said = says!("log-chooses-as-enters", player = player, card = card, answer = Arg::text(answer.key()));
    log(world, choice.rule(), said);
    let mut chosen = world.get::<Chosen>(e).cloned().unwrap_or_default();
    match answer {
        // 702.98a, 702.136a: the additional +1/+1 counter, put on as it enters (614.1c).
        EntryAnswer::Counter => {
            if let Some(mut have) = world.get_mut::<crate::rules::counters::Counters>(e) {
                have.add(CounterKind::PlusOne, 1);
            }
            let said = says!("log-enters-with-counters", card = refer(world, e), n = 1, kind = Arg::text("+1/+1"));
            log(world, "614.1c", said);
        }
        EntryAnswer::NoCounter => {}
        EntryAnswer::Haste => chosen.haste = true,
        EntryAnswer::Color(c) => chosen.color = Some(c),
        EntryAnswer::Type(t) => chosen.creature_type = Some(t),
        EntryAnswer::Name(n) => chosen.name = Some(n),
    }
    world.entity_mut(e).insert(chosen);
    mark(world, e);
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
    settle(world);
}
