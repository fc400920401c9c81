//! `RulesSystems::StateBased`: state-based actions (704) and the immediate day/night actions
//! (702.145c–g), checked until none apply.

use std::collections::HashMap;

use bevy::prelude::*;

use super::action::{DayNight, Side, Zone};
use super::apply::{Cause, Enter, TurnOver, attachment_is_legal, log, mark, move_object, name_of, transform};
use super::components::*;
use super::layers::{Characteristics, derive_dirty};
use crate::cards::{CardType, Keyword};

/// Checks state-based actions until none apply, when anything changed since the last check.
pub fn check_state_based_actions(world: &mut World) {
    if !world.resource::<Dirty>().changed {
        return;
    }
    for _ in 0..1000 {
        derive_dirty(world);
        let acted = day_night(world) | state_based_actions(world);
        if !acted {
            break;
        }
    }
    world.resource_mut::<Dirty>().changed = false;
}

/// What the state-based checks read of one object, taken without cloning its characteristics.
struct View {
    e: Entity,
    zone: Zone,
    token: bool,
    creature: bool,
    toughness: i32,
    planeswalker: bool,
    loyalty: i32,
    battle: bool,
    defense: i32,
    aura: bool,
    equipment: bool,
    role: bool,
    damage: u32,
    plus: u32,
    minus: u32,
    attached_to: Option<Entity>,
    controller: Entity,
    timestamp: u64,
}

fn snapshot(world: &mut World) -> Vec<View> {
    let mut q = world.query::<(
        Entity,
        &Characteristics,
        &InZone,
        Option<&Token>,
        &Damage,
        &Counters,
        Option<&AttachedTo>,
        &Controller,
        &Timestamp,
    )>();
    q.iter(world)
        .map(|(e, c, z, t, d, n, a, ctl, ts)| View {
            e,
            zone: z.zone,
            token: t.is_some(),
            creature: c.has_type(CardType::Creature),
            toughness: c.toughness.unwrap_or(0),
            planeswalker: c.has_type(CardType::Planeswalker),
            loyalty: c.loyalty.unwrap_or(0),
            battle: c.has_type(CardType::Battle),
            defense: c.defense.unwrap_or(0),
            aura: c.has_type(CardType::Enchantment) && c.has_subtype("Aura"),
            equipment: c.has_type(CardType::Artifact) && c.has_subtype("Equipment"),
            role: a.is_some() && c.has_subtype("Role"),
            damage: d.0,
            plus: n.get("+1/+1"),
            minus: n.get("-1/-1"),
            attached_to: a.map(|a| a.0),
            controller: ctl.0,
            timestamp: ts.0,
        })
        .collect()
}

/// 702.145c/d/f/g: performed immediately, not as state-based actions, but checked in the same
/// loop. Returns whether anything happened.
fn day_night(world: &mut World) -> bool {
    let mut q = world.query::<(Entity, &Characteristics, &InZone, &FaceUp)>();
    let on_bf: Vec<(Entity, bool, bool, Side)> = q
        .iter(world)
        .filter(|(_, _, z, _)| z.zone == Zone::Battlefield)
        .map(|(e, c, _, f)| (e, c.has_keyword(&Keyword::Daybound), c.has_keyword(&Keyword::Nightbound), f.0))
        .filter(|(_, d, n, _)| *d || *n)
        .collect();
    if on_bf.is_empty() {
        return false;
    }
    let dn = world.resource::<DayNightState>().0;
    if dn == DayNight::Neither {
        if on_bf.iter().any(|x| x.1) {
            world.resource_mut::<DayNightState>().0 = DayNight::Day;
            log(
                world,
                "702.145d",
                "a permanent with daybound is on the battlefield and it was neither day nor night: it becomes day",
            );
        } else {
            world.resource_mut::<DayNightState>().0 = DayNight::Night;
            log(world, "702.145g", "a permanent with nightbound and none with daybound: it becomes night");
        }
        return true;
    }
    let mut acted = false;
    for (e, day, night, face) in on_bf {
        if dn == DayNight::Night && day && face == Side::Front {
            log(world, "702.145c", format!("it is night: {} transforms", name_of(world, e)));
            acted |= transform(world, e, Cause::DayNight, TurnOver::Transform);
        } else if dn == DayNight::Day && night && face == Side::Back {
            log(world, "702.145f", format!("it is day: {} transforms", name_of(world, e)));
            acted |= transform(world, e, Cause::DayNight, TurnOver::Transform);
        }
    }
    acted
}

enum Sba {
    CeaseToExist(Entity, &'static str),
    ToGraveyard(Entity, &'static str, String),
    Unattach(Entity, &'static str, String),
    Annihilate(Entity, u32),
}

/// One check of every state-based action; all that apply are performed at once (704.3).
fn state_based_actions(world: &mut World) -> bool {
    let views = snapshot(world);
    // 704.5v: a battle that is the source of a triggered ability still on the stack stays.
    let sources_of_triggers: Vec<Entity> = world
        .query::<&StackedAbility>()
        .iter(world)
        .filter(|a| a.kind != super::action::AbilityKind::Activated)
        .map(|a| a.source)
        .collect();
    let mut todo = Vec::new();
    let mut roles: HashMap<(Entity, Entity), Vec<(u64, Entity)>> = HashMap::new();
    for v in &views {
        if v.token && v.zone != Zone::Battlefield {
            todo.push(Sba::CeaseToExist(v.e, "704.5d"));
            continue;
        }
        if v.zone != Zone::Battlefield {
            continue;
        }
        let creature = v.creature;
        if creature && v.toughness <= 0 {
            todo.push(Sba::ToGraveyard(v.e, "704.5f", "has toughness 0 or less".into()));
        } else if creature && v.damage > 0 && v.damage as i32 >= v.toughness {
            todo.push(Sba::ToGraveyard(
                v.e,
                "704.5g",
                format!("has lethal damage ({} marked, toughness {})", v.damage, v.toughness),
            ));
        }
        if v.planeswalker && v.loyalty <= 0 {
            todo.push(Sba::ToGraveyard(v.e, "704.5i", "is a planeswalker with loyalty 0".into()));
        }
        if v.battle && v.defense <= 0 && !sources_of_triggers.contains(&v.e) {
            todo.push(Sba::ToGraveyard(v.e, "704.5v", "is a battle with defense 0".into()));
        }
        let is_aura = v.aura;
        let is_equipment = v.equipment;
        match v.attached_to {
            None if is_aura => todo.push(Sba::ToGraveyard(v.e, "704.5m", "is an Aura attached to nothing".into())),
            None => {}
            Some(host) => match attachment_is_legal(world, v.e, host) {
                Ok(()) => {
                    if v.role {
                        roles.entry((host, v.controller)).or_default().push((v.timestamp, v.e));
                    }
                }
                Err(_) if creature || v.battle || (!is_aura && !is_equipment) => {
                    todo.push(Sba::Unattach(v.e, "704.5p", "can't be attached to anything".into()))
                }
                Err(_) if is_aura => todo.push(Sba::ToGraveyard(
                    v.e,
                    "704.5m",
                    "is an Aura attached to an illegal or missing object".into(),
                )),
                Err(_) => {
                    todo.push(Sba::Unattach(v.e, "704.5n", "is an Equipment attached to an illegal permanent".into()))
                }
            },
        }
        if v.plus > 0 && v.minus > 0 {
            todo.push(Sba::Annihilate(v.e, v.plus.min(v.minus)));
        }
    }
    for ((_, _), mut list) in roles {
        if list.len() > 1 {
            list.sort();
            list.pop(); // the most recent stays
            for (_, e) in list {
                todo.push(Sba::ToGraveyard(
                    e,
                    "704.5y",
                    "is a Role with a newer Role of its controller on the same permanent".into(),
                ));
            }
        }
    }
    if todo.is_empty() {
        return false;
    }
    for action in todo {
        match action {
            Sba::CeaseToExist(e, rule) => {
                let name = name_of(world, e);
                let zone = world.get::<InZone>(e).map(|z| z.zone);
                if let Some(host) = world.get::<AttachedTo>(e).map(|a| a.0) {
                    mark(world, host);
                }
                world.entity_mut(e).despawn();
                log(
                    world,
                    rule,
                    format!("{name} is a token in the {:?}: it ceases to exist", zone.unwrap_or(Zone::Battlefield)),
                );
            }
            Sba::ToGraveyard(e, rule, why) => {
                if world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield) {
                    let name = name_of(world, e);
                    log(world, rule, format!("{name} {why}: it is put into its owner's graveyard"));
                    move_object(world, e, Zone::Graveyard, None, Enter::default());
                }
            }
            Sba::Unattach(e, rule, why) => {
                if let Some(host) = world.get::<AttachedTo>(e).map(|a| a.0) {
                    let name = name_of(world, e);
                    world.entity_mut(e).remove::<AttachedTo>();
                    mark(world, host);
                    mark(world, e);
                    log(world, rule, format!("{name} {why}: it becomes unattached and stays on the battlefield"));
                }
            }
            Sba::Annihilate(e, n) => {
                let mut counters = world.get_mut::<Counters>(e).expect("permanents have counters");
                counters.remove("+1/+1", n);
                counters.remove("-1/-1", n);
                mark(world, e);
                let name = name_of(world, e);
                log(world, "704.5q", format!("{name} had both +1/+1 and -1/-1 counters: {n} of each are removed"));
            }
        }
    }
    true
}
