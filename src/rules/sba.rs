//! `RulesSystems::StateBased`: state-based actions (704) and the immediate day/night actions
//! (702.145c–g), checked until none apply. The checks read a snapshot of every object; the
//! actions are performed by the same rules families as actions ([`super::ops`]).

use std::collections::HashMap;

use bevy::prelude::*;

use super::action::{AbilityKind, DayNight, Side, Zone};
use super::characteristics::Characteristics;
use super::counters::{CounterKind, Counters};
use super::game::{DayNightState, Dirty, mark};
use super::layers::derive_dirty;
use super::log::log;
use super::object::*;
use super::ops::attach::{attachment_is_legal, fall_off};
use super::ops::faces::{Cause, TurnOver, transform};
use super::ops::status::{annihilate, sacrifice};
use super::ops::zones::{Enter, move_object};
use crate::cards::{CardType, Keyword};
use crate::rules::log::{LogText, refer};
use crate::says;

/// Checks state-based actions until none apply, when anything changed since the last check.
pub fn check_state_based_actions(world: &mut World) {
    if !world.resource::<Dirty>().changed {
        return;
    }
    super::triggers::next_event(world);
    for _ in 0..1000 {
        derive_dirty(world);
        super::ops::saga::entered(world);
        let acted = day_night(world)
            | state_based_actions(world)
            | super::ops::players::losers(world)
            | super::ops::leaving::players_leave(world)
            | super::ops::commander::return_home(world);
        // 603.3b: with no state-based action left, the triggered abilities go on the stack;
        // then the checks run again.
        if !acted && !super::triggers::stacking::put_on_stack(world) {
            break;
        }
        super::triggers::next_event(world);
    }
    // 704.5h counts deathtouch damage dealt since the last check only.
    let touched: Vec<Entity> = world.query_filtered::<Entity, With<DeathtouchDamage>>().iter(world).collect();
    for e in touched {
        world.entity_mut(e).remove::<DeathtouchDamage>();
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
    /// An Equipment or a Fortification (704.5n).
    equipment: bool,
    role: bool,
    /// A Saga with chapter abilities: (lore counters, final chapter number).
    saga: Option<(u32, u32)>,
    damage: u32,
    indestructible: bool,
    plus: u32,
    minus: u32,
    attached_to: Option<Entity>,
    controller: Entity,
    timestamp: u64,
}

type Row<'a> = (
    Entity,
    &'a Characteristics,
    &'a InZone,
    Option<&'a Token>,
    &'a Damage,
    &'a Counters,
    Option<&'a AttachedTo>,
    &'a Controller,
    &'a Timestamp,
);

fn view((e, c, z, t, d, n, a, ctl, ts): Row) -> View {
    View {
        e,
        zone: z.zone,
        token: t.is_some(),
        creature: c.has_type(CardType::Creature),
        toughness: c.toughness.unwrap_or(0),
        planeswalker: c.has_type(CardType::Planeswalker),
        loyalty: c.loyalty.unwrap_or(0),
        battle: c.has_type(CardType::Battle),
        defense: c.defense.unwrap_or(0),
        aura: c.is_aura(),
        equipment: c.is_equipment() || c.is_fortification(),
        role: a.is_some() && c.has_subtype("Role"),
        saga: c.is_saga_with_chapters().then(|| (n.get(&CounterKind::Lore), c.final_chapter())),
        damage: d.0,
        indestructible: c.is_indestructible(),
        plus: n.get(&CounterKind::PlusOne),
        minus: n.get(&CounterKind::MinusOne),
        attached_to: a.map(|a| a.0),
        controller: ctl.0,
        timestamp: ts.0,
    }
}

/// The objects to check: those derived since the last check, what they are attached to, and
/// what is attached to them (an attachment's legality depends on its host).
fn candidates(world: &mut World) -> Vec<Entity> {
    let mut found = std::mem::take(&mut world.resource_mut::<Dirty>().to_check);
    let hosts: Vec<Entity> = found.iter().filter_map(|e| world.get::<AttachedTo>(*e).map(|a| a.0)).collect();
    found.extend(hosts);
    let attached: Vec<Entity> =
        found.iter().filter_map(|e| world.get::<Attachments>(*e)).flat_map(|a| a.entities().iter().copied()).collect();
    found.extend(attached);
    found.sort();
    found.dedup();
    // A phased-out permanent is treated as though it doesn't exist (702.26b).
    found.retain(|e| is_present(world, *e));
    found
}

/// What the checks read of the candidates, oldest first (by timestamp, so simultaneous
/// actions are logged in the same order whatever set of objects was checked).
fn snapshot(world: &mut World) -> Vec<View> {
    let candidates = candidates(world);
    if candidates.is_empty() {
        return Vec::new();
    }
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
    let mut views: Vec<View> = candidates.iter().filter_map(|e| q.get(world, *e).ok()).map(view).collect();
    views.sort_by_key(|v| (v.timestamp, v.e));
    views
}

/// 702.145c/d/f/g: performed immediately, not as state-based actions, but checked in the same
/// loop. Returns whether anything happened.
fn day_night(world: &mut World) -> bool {
    if !world.resource::<Dirty>().day_night {
        return false;
    }
    // A phased-out permanent is treated as though it doesn't exist (702.26b).
    let mut q = world.query_filtered::<(Entity, &Characteristics, &InZone, &FaceUp), Present>();
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
            log(world, "702.145c", LogText::fill("it is night: {} transforms", [refer(world, e)]));
            acted |= transform(world, e, Cause::DayNight, TurnOver::Transform);
        } else if dn == DayNight::Day && night && face == Side::Back {
            log(world, "702.145f", LogText::fill("it is day: {} transforms", [refer(world, e)]));
            acted |= transform(world, e, Cause::DayNight, TurnOver::Transform);
        }
    }
    acted
}

/// One state-based action to perform.
enum Sba {
    CeaseToExist(Entity, &'static str),
    ToGraveyard(Entity, &'static str, String),
    Unattach(Entity, &'static str, String),
    Annihilate(Entity, u32),
    Sacrifice(Entity, &'static str, String),
}

/// One check of every state-based action; all that apply are performed at once (704.3).
fn state_based_actions(world: &mut World) -> bool {
    let views = snapshot(world);
    let changed: Vec<Entity> = views.iter().map(|v| v.e).collect();
    super::ops::legends::check_legend_rule(world, &changed);
    let worlds = super::ops::legends::world_rule(world, &changed);
    // The battles among them (a permanent that stopped being one still has its protector, which
    // check_protectors finds by itself).
    let battles: Vec<Entity> = views.iter().filter(|v| v.battle).map(|v| v.e).collect();
    let unprotected = super::ops::battles::check_protectors(world, &battles);
    // 704.5v: a battle that is the source of a triggered ability still on the stack stays;
    // 704.5s: so does a Saga that is the source of a chapter ability.
    let (sources_of_triggers, sources_of_chapters) = {
        let mut q = world.query::<&StackedAbility>();
        let triggered = q.iter(world).filter(|a| a.kind != AbilityKind::Activated);
        let (chapters, others): (Vec<&StackedAbility>, Vec<&StackedAbility>) =
            triggered.partition(|a| a.chapter.is_some());
        let sources = |v: Vec<&StackedAbility>| v.into_iter().map(|a| a.source).collect::<Vec<Entity>>();
        let chapters = sources(chapters);
        let mut all = sources(others);
        all.extend(&chapters);
        (all, chapters)
    };
    let mut todo = Vec::new();
    let mut roles: HashMap<(Entity, Entity), Vec<(u64, Entity)>> = HashMap::new();
    for v in views.iter() {
        if v.token && v.zone != Zone::Battlefield {
            todo.push(Sba::CeaseToExist(v.e, "704.5d"));
        } else if v.zone == Zone::Battlefield {
            check_permanent(world, v, &sources_of_triggers, &mut todo);
            if let Some((lore, last)) = v.saga
                && lore >= last
                && !sources_of_chapters.contains(&v.e)
            {
                let why = format!(
                    "has {lore} lore counter(s), its final chapter is {last}, and no chapter ability of it is on the stack"
                );
                todo.push(Sba::Sacrifice(v.e, "704.5s", why));
            }
            if v.role && v.attached_to.is_some_and(|h| attachment_is_legal(world, v.e, h).is_ok()) {
                roles.entry((v.attached_to.unwrap_or(v.e), v.controller)).or_default().push((v.timestamp, v.e));
            }
        }
    }
    check_roles(roles, &mut todo);
    // 704.5e: a copy of a spell anywhere but the stack.
    let stray_copies: Vec<Entity> = world
        .query_filtered::<(Entity, &InZone), With<SpellCopy>>()
        .iter(world)
        .filter(|(_, z)| z.zone != Zone::Stack)
        .map(|(e, _)| e)
        .collect();
    todo.extend(stray_copies.into_iter().map(|e| Sba::CeaseToExist(e, "704.5e")));
    for (e, rule, why) in unprotected {
        todo.push(Sba::ToGraveyard(e, rule, why));
    }
    for e in worlds {
        let why = "is a world permanent, and another has had the world supertype for a shorter time (or as short)";
        todo.push(Sba::ToGraveyard(e, "704.5k", why.into()));
    }
    if todo.is_empty() {
        return false;
    }
    let seen = super::sight::snapshot(world);
    for action in todo {
        perform(world, action);
    }
    super::sight::track(world, seen);
    true
}

/// 704.5f/g/i/v/m/n/p/q on one permanent.
fn check_permanent(world: &World, v: &View, sources_of_triggers: &[Entity], todo: &mut Vec<Sba>) {
    if v.creature && v.toughness <= 0 {
        todo.push(Sba::ToGraveyard(v.e, "704.5f", "has toughness 0 or less".into()));
    } else if v.creature && v.damage > 0 && v.damage as i32 >= v.toughness && !v.indestructible {
        // 702.12b: an indestructible permanent ignores lethal damage.
        let why = format!("has lethal damage ({} marked, toughness {})", v.damage, v.toughness);
        todo.push(Sba::ToGraveyard(v.e, "704.5g", why));
    } else if v.creature && v.damage > 0 && !v.indestructible && world.get::<DeathtouchDamage>(v.e).is_some() {
        let why = "was dealt damage by a source with deathtouch (702.2b)".to_string();
        todo.push(Sba::ToGraveyard(v.e, "704.5h", why));
    }
    if v.planeswalker && v.loyalty <= 0 {
        todo.push(Sba::ToGraveyard(v.e, "704.5i", "is a planeswalker with loyalty 0".into()));
    }
    if v.battle && v.defense <= 0 && !sources_of_triggers.contains(&v.e) {
        todo.push(Sba::ToGraveyard(v.e, "704.5v", "is a battle with defense 0".into()));
    }
    match v.attached_to {
        None if v.aura => todo.push(Sba::ToGraveyard(v.e, "704.5m", "is an Aura attached to nothing".into())),
        None => {}
        Some(host) => match attachment_is_legal(world, v.e, host) {
            Ok(()) => {}
            Err(_) if v.creature || v.battle || (!v.aura && !v.equipment) => {
                todo.push(Sba::Unattach(v.e, "704.5p", "can't be attached to anything".into()))
            }
            Err(_) if v.aura => {
                todo.push(Sba::ToGraveyard(v.e, "704.5m", "is an Aura attached to an illegal or missing object".into()))
            }
            Err(_) => {
                let why = "is an Equipment or Fortification attached to an illegal permanent";
                todo.push(Sba::Unattach(v.e, "704.5n", why.into()))
            }
        },
    }
    if v.plus > 0 && v.minus > 0 {
        todo.push(Sba::Annihilate(v.e, v.plus.min(v.minus)));
    }
}

/// 704.5y: of the Roles one player controls on one permanent, all but the newest go.
fn check_roles(roles: HashMap<(Entity, Entity), Vec<(u64, Entity)>>, todo: &mut Vec<Sba>) {
    for (_, mut list) in roles {
        if list.len() > 1 {
            list.sort();
            list.pop(); // the most recent stays
            for (_, e) in list {
                let why = "is a Role with a newer Role of its controller on the same permanent".into();
                todo.push(Sba::ToGraveyard(e, "704.5y", why));
            }
        }
    }
}

fn perform(world: &mut World, action: Sba) {
    match action {
        Sba::CeaseToExist(e, rule) => {
            let name = refer(world, e);
            let zone = world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone);
            if let Some(host) = world.get::<AttachedTo>(e).map(|a| a.0) {
                mark(world, host);
            }
            world.entity_mut(e).despawn();
            let what = if rule == "704.5e" { "a copy of a spell" } else { "a token" };
            log(world, rule, says!("{name} is {what} in the {zone:?}: it ceases to exist"; name));
        }
        Sba::ToGraveyard(e, rule, why) => {
            if world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield) {
                let name = refer(world, e);
                log(world, rule, says!("{name} {why}: it is put into its owner's graveyard"; name));
                move_object(world, e, Zone::Graveyard, None, Enter::default());
            }
        }
        Sba::Unattach(e, rule, why) => fall_off(world, e, rule, &why),
        Sba::Annihilate(e, n) => annihilate(world, e, n),
        Sba::Sacrifice(e, rule, why) => {
            if world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield) {
                let name = refer(world, e);
                log(world, rule, says!("{name} {why}: its controller sacrifices it"; name));
                sacrifice(world, e);
            }
        }
    }
}
