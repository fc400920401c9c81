//! Attachments (701.3): Auras (303.4), Equipment (301.5) and Fortifications (301.6), what they
//! can legally be attached to, attaching and unattaching. State-based actions use the same legality (704.5m/n/p).

use bevy::prelude::*;

use super::{Legal, Refusal, allowed};
use crate::cards::abilities::{ControlledBy, EnchantRestriction, EnchantTarget};
use crate::cards::{Ability, CardType, Face};
use crate::rules::characteristics::Characteristics;
use crate::rules::game::{RulesClock, mark};
use crate::rules::log::log;
use crate::rules::log::{LogText, refer};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

/// The Enchant restriction of a face, parsed when the face was read (702.5a).
pub fn enchant_restriction(face: &Face) -> Option<&EnchantRestriction> {
    face.text.abilities().iter().find_map(|a| match &a.ability {
        Ability::Enchant(r) => Some(r),
        _ => None,
    })
}

/// Whether an Aura with this face, controlled by `aura_controller`, can enchant `host`
/// (702.5a, 303.4a, 303.4d: an Aura can't enchant itself).
pub fn can_enchant(
    world: &World,
    aura: &Face,
    host: Entity,
    aura_controller: Entity,
    aura_entity: Option<Entity>,
) -> bool {
    if Some(host) == aura_entity {
        return false; // 303.4d
    }
    // 303.4b: an Aura can enchant a player if its enchant ability says so ("Enchant player",
    // "Enchant opponent").
    if world.get::<Player>(host).is_some() {
        return enchant_restriction(aura).is_some_and(|r| {
            let controlled = match r.controller {
                ControlledBy::Anyone => true,
                ControlledBy::You => host == aura_controller,
                ControlledBy::Opponent => host != aura_controller,
            };
            controlled && r.targets.contains(&EnchantTarget::Player)
        });
    }
    let Some(r) = enchant_restriction(aura) else { return true };
    if !on_battlefield(world, host) && !r.card {
        return false;
    }
    let host_controller = world.get::<Controller>(host).map(|c| c.0);
    let controlled = match r.controller {
        ControlledBy::Anyone => true,
        ControlledBy::You => host_controller == Some(aura_controller),
        ControlledBy::Opponent => host_controller.is_some_and(|c| c != aura_controller),
    };
    let hc = chars(world, host);
    controlled && r.targets.iter().any(|t| enchants(world, t, host, hc, aura_controller))
}

fn enchants(world: &World, target: &EnchantTarget, host: Entity, hc: &Characteristics, you: Entity) -> bool {
    match target {
        EnchantTarget::Described(w) => crate::rules::wanted::fits(world, w, host, you),
        EnchantTarget::Permanent => true,
        EnchantTarget::Type(t) => hc.has_type(*t),
        EnchantTarget::NotType(t) => !hc.has_type(*t),
        EnchantTarget::Subtype(s) => hc.has_subtype(s),
        // 303.4i: an Aura that enchants a player is never attached to an object.
        EnchantTarget::Player => false,
    }
}

/// Whether `a` may legally be attached to `host` right now (303.4, 301.5c, 704.5p); the error
/// is the rule that forbids it.
pub fn attachment_is_legal(world: &World, a: Entity, host: Entity) -> Result<(), &'static str> {
    let ac = chars(world, a);
    let player = world.get::<Player>(host).is_some();
    if world.get_entity(host).is_err() || !(player || on_battlefield(world, host)) {
        return Err("303.4c");
    }
    // 800.4a: a player who left a multiplayer game is no player in it to be enchanted.
    if player && world.get::<crate::rules::object::Left>(host).is_some() {
        return Err("800.4a");
    }
    // 704.5n: an Equipment or Fortification attached to a player; 704.5p: anything else.
    if player && !ac.is_aura() {
        return Err(if ac.is_equipment() {
            "301.5c"
        } else if ac.is_fortification() {
            "301.6"
        } else {
            "704.5p"
        });
    }
    // 702.16c-d: not enchanted, equipped or fortified by what it has protection from.
    if !player && crate::rules::query::protection_from(world, host, a).is_some() {
        return Err(if ac.is_aura() { "702.16c" } else { "702.16d" });
    }
    if ac.is_aura() {
        if ac.has_type(CardType::Creature) {
            return Err("303.4d");
        }
        let ctl = world.get::<Controller>(a).map_or(Entity::PLACEHOLDER, |c| c.0);
        return if can_enchant(world, &ac.copiable.face, host, ctl, Some(a)) { Ok(()) } else { Err("303.4c") };
    }
    if ac.is_equipment() {
        if a == host || ac.has_type(CardType::Creature) || !chars(world, host).has_type(CardType::Creature) {
            return Err("301.5c");
        }
        return Ok(());
    }
    // 301.6: Rules 301.5a–f apply to a Fortification and lands; one that's also a creature can't
    // fortify a land.
    if ac.is_fortification() {
        if a == host || ac.has_type(CardType::Creature) || !chars(world, host).has_type(CardType::Land) {
            return Err("301.6");
        }
        return Ok(());
    }
    Err("704.5p")
}

/// Whether `a` can become attached to `host` (701.3a, 701.3b, 303.4j, 301.5c).
pub fn can_attach(world: &World, a: Entity, host: Entity) -> Legal {
    let name = refer(world, a);
    let host_name = refer(world, host);
    if !on_battlefield(world, a) {
        return Err(Refusal::new("701.3a", says!("log-attach-not-on-battlefield", card = name)));
    }
    if world.get::<AttachedTo>(a).map(|x| x.0) == Some(host) {
        return Err(Refusal::new("701.3b", says!("log-already-attached", card = name, host = host_name)));
    }
    attachment_is_legal(world, a, host).map_err(|rule| {
        let rule = match rule {
            "704.5p" => "701.3b",
            "301.5c" => "301.5c",
            "301.6" => "301.6",
            _ => "303.4j",
        };
        Refusal::new(rule, says!("log-cant-be-attached", card = name, host = host_name))
    })
}

/// Attaches `a` to `host`, with a new timestamp (701.3c, 613.7e).
pub fn attach(world: &mut World, a: Entity, host: Entity) {
    if !allowed(world, can_attach(world, a, host)) {
        return;
    }
    let name = refer(world, a);
    let host_name = refer(world, host);
    if let Some(old) = world.get::<AttachedTo>(a).map(|x| x.0) {
        mark(world, old);
    }
    let ts = world.resource_mut::<RulesClock>().next_timestamp();
    world.entity_mut(a).insert((AttachedTo(host), Timestamp(ts)));
    mark(world, host);
    mark(world, a);
    log(world, "701.3a", says!("log-attached", card = name, host = host_name));
}

/// An Aura, Equipment or Fortification entering attached (303.4f, 303.4h, 608.3c): it enters
/// attached to `host` without becoming attached afterwards (no new timestamp, 701.3c doesn't
/// apply). Anything else, or one that can't legally be attached to `host`, enters unattached.
pub fn enter_attached(world: &mut World, e: Entity, host: Entity, rule: &'static str) {
    let name = refer(world, e);
    let host_name = refer(world, host);
    if attachment_is_legal(world, e, host).is_err() {
        log(world, "303.4h", says!("log-enters-unattached", card = name, host = host_name));
        return;
    }
    world.entity_mut(e).insert(AttachedTo(host));
    mark(world, host);
    mark(world, e);
    log(world, rule, says!("log-enters-attached", card = name, host = host_name));
}

/// Unattaches an object (701.3d).
pub fn unattach(world: &mut World, e: Entity) {
    let name = refer(world, e);
    let Some(host) = world.get::<AttachedTo>(e).map(|a| a.0) else {
        log(world, "701.3d", says!("log-not-attached", card = name));
        return;
    };
    world.entity_mut(e).remove::<AttachedTo>();
    mark(world, host);
    mark(world, e);
    log(world, "701.3d", says!("log-becomes-unattached", card = name));
}

/// Unattaches an object as a state-based action (704.5n, 704.5p): it stays on the battlefield.
pub fn fall_off(world: &mut World, e: Entity, rule: &'static str, why: LogText) {
    if let Some(host) = world.get::<AttachedTo>(e).map(|a| a.0) {
        let name = refer(world, e);
        world.entity_mut(e).remove::<AttachedTo>();
        mark(world, host);
        mark(world, e);
        log(world, rule, says!("log-falls-off", card = name, why = why));
    }
}
