//! What is attached to an object and changes it in the layers: Role tokens (111.10) and the
//! fixed "Equipped creature gets +N/+M [and has X]" abilities of Equipment and Auras.

use bevy::prelude::*;

use super::AttachedStatic;
use crate::cards::{Ability, CardType};
use crate::rules::action::Zone;
use crate::rules::characteristics::Characteristics;
use crate::rules::continuous::Effects;
use crate::rules::object::*;
use crate::rules::predefined::RoleEffect;

/// The Role tokens among what is attached to an object (`attached`) on the battlefield:
/// (timestamp, role, role's controller).
pub(super) fn attached_roles(world: &World, attached: Option<&Attachments>) -> Vec<(u64, RoleEffect, Entity)> {
    let Some(att) = attached else { return Vec::new() };
    let mut out: Vec<(u64, RoleEffect, Entity)> = att
        .entities()
        .iter()
        .filter_map(|a| {
            let role = *world.get::<RoleEffect>(*a)?;
            if world.get::<InZone>(*a)?.zone != Zone::Battlefield {
                return None;
            }
            // A Role that lost its abilities has no effect (613.1f).
            if world.get::<Effects>(*a).is_some_and(Effects::lost_abilities) {
                return None;
            }
            let ts = world.get::<Timestamp>(*a).map_or(0, |t| t.0);
            Some((ts, role, world.get::<Controller>(*a)?.0))
        })
        .collect();
    out.sort_by_key(|x| x.0);
    out
}

/// The typed "Equipped/Enchanted creature gets +N/+M [for each ...] [and has X] [as long as
/// ...]" abilities of what is attached to an object (`attached`) that apply now (not Roles,
/// whose effects are their own).
pub(super) fn attached_statics(world: &World, attached: Option<&Attachments>) -> Vec<AttachedStatic> {
    let Some(att) = attached else { return Vec::new() };
    let mut out = Vec::new();
    for a in att.entities() {
        if world.get::<RoleEffect>(*a).is_some() || world.get::<InZone>(*a).is_none_or(|z| z.zone != Zone::Battlefield)
        {
            continue;
        }
        let Some(c) = world.get::<Characteristics>(*a) else { continue };
        let timestamp = world.get::<Timestamp>(*a).map_or(0, |t| t.0);
        let controller = world.get::<Controller>(*a).map_or(Entity::PLACEHOLDER, |c| c.0);
        for line in &c.abilities {
            if let Ability::AttachedBonus(b) = &line.ability {
                // 611.3a: counted or conditional for the Aura's or Equipment's controller, now.
                let Some(n) = super::bonus_now(world, b.per.as_ref(), b.only_if.as_ref(), *a, controller) else {
                    continue;
                };
                let (power, toughness, grants, types) =
                    (b.power * n, b.toughness * n, b.grants.clone(), b.types.clone());
                out.push(AttachedStatic { timestamp, power, toughness, grants, types, source: c.name.to_string() });
            }
        }
    }
    out
}

pub(super) fn role_grant(r: RoleEffect) -> Option<&'static str> {
    match r {
        RoleEffect::Monster => Some("Trample"),
        RoleEffect::Royal => Some("Ward {1}"),
        RoleEffect::Sorcerer => Some("Whenever this creature attacks, scry 1."),
        RoleEffect::YoungHero => {
            Some("Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.")
        }
        _ => None,
    }
}

/// The rule that defines a Role.
pub fn role_rule(r: RoleEffect) -> &'static str {
    match r {
        RoleEffect::Cursed => "111.10j",
        RoleEffect::Monster => "111.10k",
        RoleEffect::Royal => "111.10m",
        RoleEffect::Sorcerer => "111.10n",
        RoleEffect::Virtuous => "111.10p",
        RoleEffect::Wicked => "111.10q",
        RoleEffect::YoungHero => "111.10r",
    }
}

pub(super) fn enchantments_controlled_by(world: &World, player: Entity) -> i32 {
    let Some(mut q) = world.try_query::<(&Characteristics, &InZone, &Controller)>() else { return 0 };
    q.iter(world)
        .filter(|(c, z, ctl)| z.zone == Zone::Battlefield && ctl.0 == player && c.has_type(CardType::Enchantment))
        .count() as i32
}
