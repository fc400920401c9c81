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
use super::ops::status::annihilate;
use super::ops::zones::sacrifice;
use super::ops::zones::{Enter, move_object};
use crate::cards::{CardType, Keyword, Supertype};
use crate::rules::log::{Arg, LogText, refer};
use crate::says;

/// Checks state-based actions until none apply, when anything changed since the last check.
pub fn check_state_based_actions(world: &mut World) {
    if !world.resource::<Dirty>().changed {
        return;
    }
    super::triggers::next_event(world);
    super::layers::mark_dependents(world);
    for _ in 0..1000 {
        derive_dirty(world);
        // 614.12a: what entered asks its entering choices before anything else happens.
        super::ops::entry_choice::entered(world);
        super::ops::saga::entered(world);
        let acted = day_night(world)
            | super::ops::control::by_auras(world)
            | state_based_actions(world)
            | super::ops::players::losers(world)
            | super::ops::leaving::players_leave(world)
            | super::ops::commander::return_home(world)
            | super::ops::ascend::permanents_ascend(world);
        // 603.8: the state triggers whose state holds; 603.3b: with no state-based action left,
        // the triggered abilities go on the stack; then the checks run again.
        if !acted {
            super::triggers::state::check(world);
        }
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
    legendary: bool,
    /// Has the world supertype (704.5k).
    world: bool,
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
        legendary: c.supertypes.contains(&Supertype::Legendary),
        world: c.supertypes.contains(&Supertype::World),
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
    found
}

/// What the checks read of the candidates, oldest first (by timestamp, so simultaneous
/// actions are logged in the same order whatever set of objects was checked).
fn snapshot(world: &mut World) -> Vec<View> {
    let candidates = candidates(world);
    if candidates.is_empty() {
        return Vec::new();
    }
    // A phased-out permanent is treated as though it doesn't exist (702.26b): `Present` leaves
    // it out, as it does the second card of a melded permanent.
    let mut q = world.query_filtered::<(
        Entity,
        &Characteristics,
        &InZone,
        Option<&Token>,
        &Damage,
        &Counters,
        Option<&AttachedTo>,
        &Controller,
        &Timestamp,
    ), Present>();
    let mut views: Vec<View> = candidates.iter().filter_map(|e| q.get(world, *e).ok()).map(view).collect();
    views.sort_by_key(|v| (v.timestamp, v.e));
    // The list handed back empty, so the next derivation doesn't grow it again.
    let mut d = world.resource_mut::<Dirty>();
    if d.to_check.is_empty() {
        let mut spare = candidates;
        spare.clear();
        d.to_check = spare;
    }
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
            log(world, "702.145d", says!("log-daybound-it-becomes-day"));
        } else {
            world.resource_mut::<DayNightState>().0 = DayNight::Night;
            log(world, "702.145g", says!("log-nightbound-it-becomes-night"));
        }
        return true;
    }
    let mut acted = false;
    for (e, day, night, face) in on_bf {
        if dn == DayNight::Night && day && face == Side::Front {
            log(world, "702.145c", says!("log-night-transforms", card = refer(world, e)));
            acted |= transform(world, e, Cause::DayNight, TurnOver::Transform);
        } else if dn == DayNight::Day && night && face == Side::Back {
            log(world, "702.145f", says!("log-day-transforms", card = refer(world, e)));
            acted |= transform(world, e, Cause::DayNight, TurnOver::Transform);
        }
    }
    acted
}

/// One state-based action to perform.
enum Sba {
    CeaseToExist(Entity, &'static str),
    ToGraveyard(Entity, &'static str, LogText),
    Unattach(Entity, &'static str, LogText),
    Annihilate(Entity, u32),
    Sacrifice(Entity, &'static str, LogText),
}

/// One check of every state-based action; all that apply are performed at once (704.3).
fn state_based_actions(world: &mut World) -> bool {
    let views = snapshot(world);
    // The legend rule and the world rule look only at what changed of their supertypes.
    let legends: Vec<Entity> = views.iter().filter(|v| v.legendary).map(|v| v.e).collect();
    super::ops::legends::check_legend_rule(world, &legends);
    let worlds: Vec<Entity> = views.iter().filter(|v| v.world).map(|v| v.e).collect();
    let worlds = super::ops::legends::world_rule(world, &worlds);
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
                let why = says!("log-why-saga-final-chapter", n = lore, last = last);
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
        todo.push(Sba::ToGraveyard(e, "704.5k", says!("log-why-world-rule")));
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
        todo.push(Sba::ToGraveyard(v.e, "704.5f", says!("log-why-toughness-0")));
    } else if v.creature && v.damage > 0 && v.damage as i32 >= v.toughness && !v.indestructible {
        // 702.12b: an indestructible permanent ignores lethal damage.
        let why = says!("log-why-lethal-damage", damage = v.damage, toughness = v.toughness);
        todo.push(Sba::ToGraveyard(v.e, "704.5g", why));
    } else if v.creature && v.damage > 0 && !v.indestructible && world.get::<DeathtouchDamage>(v.e).is_some() {
        todo.push(Sba::ToGraveyard(v.e, "704.5h", says!("log-why-deathtouch")));
    }
    if v.planeswalker && v.loyalty <= 0 {
        todo.push(Sba::ToGraveyard(v.e, "704.5i", says!("log-why-loyalty-0")));
    }
    if v.battle && v.defense <= 0 && !sources_of_triggers.contains(&v.e) {
        todo.push(Sba::ToGraveyard(v.e, "704.5v", says!("log-why-defense-0")));
    }
    match v.attached_to {
        None if v.aura => todo.push(Sba::ToGraveyard(v.e, "704.5m", says!("log-why-aura-attached-to-nothing"))),
        None => {}
        Some(host) => match attachment_is_legal(world, v.e, host) {
            Ok(()) => {}
            Err(_) if v.creature || v.battle || (!v.aura && !v.equipment) => {
                todo.push(Sba::Unattach(v.e, "704.5p", says!("log-why-cant-be-attached")))
            }
            Err(_) if v.aura => todo.push(Sba::ToGraveyard(v.e, "704.5m", says!("log-why-aura-attached-illegally"))),
            Err(_) => todo.push(Sba::Unattach(v.e, "704.5n", says!("log-why-equipment-attached-illegally"))),
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
                todo.push(Sba::ToGraveyard(e, "704.5y", says!("log-why-newer-role")));
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
            let zone = Arg::key(zone);
            let line = match rule == "704.5e" {
                true => says!("log-spell-copy-ceases-to-exist", card = name, zone = zone),
                false => says!("log-token-ceases-to-exist", card = name, zone = zone),
            };
            log(world, rule, line);
        }
        Sba::ToGraveyard(e, rule, why) => {
            // 704.5g-h destroy the creature: a shield counter (122.1c) or a regeneration shield
            // (701.19a) replaces that.
            let destroyed = matches!(rule, "704.5g" | "704.5h");
            if destroyed && crate::rules::ops::status::not_destroyed_instead(world, e) {
                return;
            }
            if world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield) {
                let name = refer(world, e);
                log(world, rule, says!("log-sba-put-into-graveyard", card = name, why = why));
                move_object(world, e, Zone::Graveyard, None, Enter::default());
            }
        }
        Sba::Unattach(e, rule, why) => fall_off(world, e, rule, why),
        Sba::Annihilate(e, n) => annihilate(world, e, n),
        Sba::Sacrifice(e, rule, why) => {
            if world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield) {
                let name = refer(world, e);
                log(world, rule, says!("log-sba-sacrificed", card = name, why = why));
                sacrifice(world, e);
            }
        }
    }
}
