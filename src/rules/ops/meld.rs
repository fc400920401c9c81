//! Meld (701.42, 712.4): the two cards of a meld pair, owned and controlled by one player, are
//! exiled and return as one melded permanent with their combined back face up; it is one object
//! represented by two cards. The card that melds represents the permanent (`MeldedWith`); the
//! other (`MeldedInto`) is part of it and no object of its own. When the melded permanent
//! leaves the battlefield, both cards go, each a new object ([`super::zones::move_object`]).

use bevy::prelude::*;

use super::Refusal;
use super::zones::{Enter, move_object};
use crate::cards::{Ability, Layout};
use crate::rules::action::{Side, Zone};
use crate::rules::game::mark;
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

/// The name of the other card of `e`'s meld pair, from its printed front face.
fn partner_name(world: &World, e: Entity) -> Option<String> {
    let def = printed(world, e)?;
    def.front().text.abilities().iter().find_map(|l| match &l.ability {
        Ability::MeldsWith(p) => Some(p.clone()),
        _ => None,
    })
}

/// Whether an object can be melded (701.42b): a meld card, not a token, not a copy, not face
/// down, not already melded.
fn meldable(world: &World, e: Entity) -> bool {
    printed(world, e).is_some_and(|d| d.layout == Layout::Meld)
        && !is_token(world, e)
        && world.get::<crate::rules::continuous::Effects>(e).is_none_or(|x| !x.has_copy())
        && world.get::<FaceDown>(e).is_none_or(|f| f.0.is_none())
        && world.get::<MeldedWith>(e).is_none()
        && world.get::<MeldedInto>(e).is_none()
}

/// "If you both own and control this and a creature named X, exile them, then meld them"
/// (712.4a): the other permanent, if there is one.
fn partner(world: &mut World, e: Entity) -> Result<Entity, Refusal> {
    let name = refer(world, e);
    if !on_battlefield(world, e) || !is_present(world, e) {
        return Err(Refusal::new("712.4a", says!("log-meld-not-on-battlefield", card = name)));
    }
    let Some(wanted) = partner_name(world, e) else {
        return Err(Refusal::new("701.42b", says!("log-no-meld-ability", card = name)));
    };
    let (owner, controller) = (world.get::<Owner>(e).map(|o| o.0), world.get::<Controller>(e).map(|c| c.0));
    if owner != controller {
        let text = says!("log-meld-controller-doesnt-own-it", card = name);
        return Err(Refusal::new("712.4a", text));
    }
    let mut q =
        world.query_filtered::<(Entity, &InZone, &Owner, &Controller, &crate::rules::Characteristics), Present>();
    q.iter(world)
        .find(|(x, z, o, c, ch)| {
            *x != e
                && z.zone == Zone::Battlefield
                && Some(o.0) == owner
                && Some(c.0) == controller
                && ch.has_name(&wanted)
        })
        .map(|(x, ..)| x)
        .ok_or_else(|| {
            let text = says!("log-meld-partner-missing", card = name, partner = Arg::text(wanted));
            Refusal::new("712.4a", text)
        })
}

/// Meld (701.42a): exile `e` and its partner, then put them onto the battlefield melded. If
/// one of them can't be melded (a token, a copy, 701.42b), they stay in exile (701.42c).
pub fn meld(world: &mut World, e: Entity) {
    let other = match partner(world, e) {
        Ok(o) => o,
        Err(r) => return r.log(world),
    };
    let (a, b) = (refer(world, e), refer(world, other));
    let can = meldable(world, e) && meldable(world, other);
    log(world, "701.42a", says!("log-meld-pair-exiled", first = &a, second = &b));
    let ctl = world.get::<Controller>(e).map(|c| c.0);
    move_object(world, e, Zone::Exile, None, Enter { quiet: true, ..Enter::default() });
    move_object(world, other, Zone::Exile, None, Enter { quiet: true, ..Enter::default() });
    if !can {
        let text = says!("log-cant-be-melded-stay-in-exile", first = a, second = b);
        return log(world, "701.42c", text);
    }
    let enter = Enter { face: Side::Back, controller: ctl, quiet: true, ..Enter::default() };
    move_object(world, other, Zone::Battlefield, None, enter.clone());
    world.entity_mut(other).insert(MeldedInto(e));
    move_object(world, e, Zone::Battlefield, None, enter);
    world.entity_mut(e).insert(MeldedWith(other));
    mark(world, e);
    mark(world, other);
    crate::rules::layers::derive_dirty(world);
    let melded = refer(world, e);
    log(world, "712.4a", says!("log-melds-into", first = a, second = b, melded = melded));
}
