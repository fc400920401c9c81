//! The actions that put permanents onto the battlefield or turn them over, with what they
//! name found first: tokens created, a card put onto the battlefield, every permanent that fits
//! transformed.

use bevy::prelude::*;

use super::named::{object_or_player, optional_player};
use crate::rules::action::*;
use crate::rules::ops::faces::{self, Cause, TurnOver};
use crate::rules::ops::{tokens, zones};
use crate::rules::query::{matching_permanents, object, player};
use crate::says;

/// `CreateToken`: the controller and a host to attach to found, the tokens made (111.1).
pub(super) fn create_tokens(
    world: &mut World,
    id: &str,
    token: &TokenKind,
    controller: &str,
    count: u32,
    how: (bool, bool, Option<Target>),
) {
    let (tapped, transformed, attached_to) = how;
    let Some(ctl) = player(world, controller) else { return };
    let host = match &attached_to {
        Some(h) => match object_or_player(world, h) {
            Some(h) => Some(h),
            None => return,
        },
        None => None,
    };
    tokens::create_tokens(world, id, token, ctl, count, (tapped, transformed, host));
}

/// `TransformAll`: every permanent that fits transforms (701.27a).
pub(super) fn transform_all(world: &mut World, filter: &Filter) {
    let targets = matching_permanents(world, filter);
    if targets.is_empty() {
        crate::rules::log::log(world, "701.27a", says!("log-no-permanent-matches-nothing-transforms"));
    }
    for e in targets {
        faces::transform(world, e, Cause::Effect, TurnOver::Transform);
    }
}

/// `PutOntoBattlefield`: what it names found, the card put onto the battlefield (110.2).
pub(super) fn put_onto_battlefield(
    world: &mut World,
    card: &str,
    (transformed, face_down, counters): (bool, Option<FaceDownKind>, Vec<(crate::rules::CounterKind, u32)>),
    controller: Option<PlayerId>,
    (copy_of, except): (Option<ObjectId>, Option<TokenSpec>),
    attached_to: Option<Target>,
) {
    let Some(e) = object(world, card) else { return };
    let copy = match copy_of {
        Some(of) => match object(world, &of) {
            Some(src) => Some(src),
            None => return,
        },
        None => None,
    };
    let host = match attached_to {
        Some(h) => match object_or_player(world, &h) {
            Some(h) => Some(h),
            None => return,
        },
        None => None,
    };
    let Some(controller) = optional_player(world, controller) else { return };
    let how =
        zones::Entering { transformed, face_down, controller, copy_of: copy, except, attached_to: host, counters };
    zones::put_onto_battlefield(world, e, how);
}
