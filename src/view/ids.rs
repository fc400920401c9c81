//! A viewer's opaque ids: each player knows an object by an id of their own, a keyed hash that
//! says nothing about what the object is and is new whenever it comes back from a zone or state
//! hidden from them (400.7); a seat's requests name objects by those ids only.

use std::hash::BuildHasher;

use bevy::prelude::*;

use super::{Viewer, player_name, seen};
use crate::rules::action::Action;
use crate::rules::object::{Card, Label, Labels};
use crate::rules::query::label;
use crate::rules::sight::{OutOfSight, Seen, revealed_tops};

/// The secret that a viewer's ids are made with, drawn once per process: ids can't be told
/// from labels, nor one viewer's from another's. (A copy of a table keeps its ids: a test that
/// compares what one seat sees of two tables clones it.)
#[derive(Resource, Clone)]
pub struct ViewKey(std::hash::RandomState);

impl Default for ViewKey {
    fn default() -> Self {
        ViewKey(std::hash::RandomState::new())
    }
}

/// The id under which `viewer` knows object `e` now: its label for the omniscient viewer; for a
/// player, a keyed hash of their name, the label and how often the object went out of their
/// sight, so the id is new each time it comes back from a hidden zone or state (400.7) and
/// says nothing about what the object is.
pub fn view_id(world: &mut World, viewer: Viewer, e: Entity) -> String {
    world.get_resource_or_init::<ViewKey>();
    id_for(world, viewer, e)
}

pub(super) fn id_for(world: &World, viewer: Viewer, e: Entity) -> String {
    let label = world.get::<Label>(e).map(|l| l.0.as_str()).unwrap_or_default();
    match viewer.sight() {
        None => label.to_string(),
        Some(p) => {
            let lost = world.get::<OutOfSight>(e).map_or(0, |o| o.of(p));
            let name = player_name(world, p);
            let h = world.resource::<ViewKey>().0.hash_one((name.as_str(), label, lost));
            format!("c{:010x}", h & 0xff_ffff_ffff)
        }
    }
}

/// The object `viewer` knows by `id` now, among those it sees (a hidden card can't be named),
/// or an ability on the stack.
pub fn resolve(world: &mut World, viewer: Viewer, id: &str) -> Option<Entity> {
    world.get_resource_or_init::<ViewKey>();
    if viewer == Viewer::Omniscient {
        return world.resource::<Labels>().0.get(id).copied().filter(|e| world.get_entity(*e).is_ok());
    }
    let tops = revealed_tops(world);
    let mut q = world.query_filtered::<Entity, With<Card>>();
    let objects: Vec<Entity> = q.iter(world).collect();
    let card =
        objects.into_iter().find(|e| seen(viewer, world, *e, &tops) != Seen::Hidden && id_for(world, viewer, *e) == id);
    // An ability on the stack: the stack is public (405.1), every viewer names it.
    card.or_else(|| {
        let mut q = world.query_filtered::<Entity, With<crate::rules::object::StackedAbility>>();
        let abilities: Vec<Entity> = q.iter(world).collect();
        abilities.into_iter().find(|e| id_for(world, viewer, *e) == id)
    })
}

/// Why a seat's request was refused: it names an id the seat doesn't see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unknown {
    /// The id, as the seat wrote it.
    pub id: String,
}

impl Unknown {
    /// In words, for whoever reads them (`net-no-object-in-view`).
    pub fn said(&self) -> crate::i18n::Said {
        crate::i18n::Said::new("net-no-object-in-view", &[("id", &format!("{:?}", self.id))])
    }
}

/// A seat's request, its ids turned into the table's labels: every id must be one `viewer`
/// sees now. A player is named by name, which every viewer knows.
pub fn translate(world: &mut World, viewer: Viewer, mut action: Action) -> Result<Action, Unknown> {
    // A target written as a plain name is a player when the table has one by that name.
    action.settle_targets(|name| crate::rules::find_player(world, name).is_some());
    let ids: Vec<String> = action.ids().into_iter().map(|id| id.to_string()).collect();
    let mut labels = Vec::with_capacity(ids.len());
    for id in &ids {
        match resolve(world, viewer, id) {
            Some(e) => labels.push(label(world, e)),
            // A player where objects or players may be chosen (proliferate, 701.34a): by name.
            None if crate::rules::find_player(world, id).is_some() => labels.push(id.clone()),
            None => return Err(Unknown { id: id.clone() }),
        }
    }
    for (slot, l) in action.ids_mut().into_iter().zip(labels) {
        *slot = l.into();
    }
    Ok(action)
}
