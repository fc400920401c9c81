//! `RulesSystems::Apply`: every `Action` becomes a change of game state here, and only here.
//! Each outcome the rules decide is logged with its rule number.

use std::sync::Arc;

use bevy::prelude::*;
use rand::seq::SliceRandom;

use super::action::*;
use super::components::*;
use super::layers::{Characteristics, derive_dirty};
use super::log::RulesLog;
use super::tokens::{apply_exceptions, find_predefined, spec_card};
use crate::cards::{CardDef, CardType, Keyword, Layout};

/// Applies every action requested this frame, in order.
pub fn apply_requested_actions(world: &mut World) {
    let requests: Vec<ActionRequest> = world.resource_mut::<Messages<ActionRequest>>().drain().collect();
    for ActionRequest(action) in requests {
        apply_action(world, action);
    }
}

/// Applies one action: records it in the history, logs it, and changes the table.
pub fn apply_action(world: &mut World, action: Action) {
    // Filters and checks read characteristics: make them current first.
    derive_dirty(world);
    let index = {
        let mut history = world.resource_mut::<ActionHistory>();
        history.0.push(action.clone());
        history.0.len() - 1
    };
    let turn = world.resource::<Turn>().number;
    {
        let mut log = world.resource_mut::<RulesLog>();
        log.current_action = Some(index);
        log.current_turn = turn;
        log.note(format!("> {}", crate::cards::db::compact_ron(&action)));
    }
    world.resource_mut::<Dirty>().changed = true;
    run(world, action);
}

fn run(world: &mut World, action: Action) {
    match action {
        Action::Transform(id) => {
            if let Some(e) = object(world, &id) {
                transform(world, e, Cause::Effect, TurnOver::Transform);
            }
        }
        Action::Convert(id) => {
            if let Some(e) = object(world, &id) {
                transform(world, e, Cause::Effect, TurnOver::Convert);
            }
        }
        Action::TransformAll(filter) => {
            let targets = matching_permanents(world, &filter);
            if targets.is_empty() {
                log(world, "701.27a", "no permanent matches; nothing transforms");
            }
            for e in targets {
                transform(world, e, Cause::Effect, TurnOver::Transform);
            }
        }
        Action::TurnFaceDown { card, kind } => {
            if let Some(e) = object(world, &card) {
                turn_face_down(world, e, kind);
            }
        }
        Action::TurnFaceUp(id) => {
            if let Some(e) = object(world, &id) {
                turn_face_up(world, e);
            }
        }
        Action::Manifest { player } => manifest_top(world, &player, FaceDownKind::Manifest, 0),
        Action::Cloak { player } => manifest_top(world, &player, FaceDownKind::Cloak, 0),
        Action::ManifestDread { player, pick } => {
            manifest_top(world, &player, FaceDownKind::ManifestDread, pick.unwrap_or(0).min(1) as usize)
        }
        Action::Move { card, to, position } => {
            if let Some(e) = object(world, &card) {
                let enter = Enter::default();
                move_object(world, e, to, position, enter);
            }
        }
        Action::PutOntoBattlefield { card, transformed, face_down, controller, copy_of } => {
            if let Some(e) = object(world, &card) {
                let copy = match copy_of {
                    Some(of) => match object(world, &of) {
                        Some(src) => Some(src),
                        None => return,
                    },
                    None => None,
                };
                let controller = match controller {
                    Some(name) => match player(world, &name) {
                        Some(p) => Some(p),
                        None => return,
                    },
                    None => None,
                };
                if put_onto_battlefield(world, e, transformed, face_down, controller) {
                    if let Some(src) = copy {
                        become_copy(world, e, src, Until::Forever);
                    }
                }
            }
        }
        Action::Cast { card, face, face_down } => {
            if let Some(e) = object(world, &card) {
                cast(world, e, face.unwrap_or(Side::Front), face_down);
            }
        }
        Action::Resolve => resolve_top(world),
        Action::CreateToken { id, token, controller, count, tapped, transformed, attached_to } => {
            let Some(ctl) = player(world, &controller) else { return };
            let host = match &attached_to {
                Some(h) => match object(world, h) {
                    Some(h) => Some(h),
                    None => return,
                },
                None => None,
            };
            let Some((def, origin, role, face)) = token_card(world, &token) else { return };
            let n = count.unwrap_or(1);
            for i in 1..=n {
                let label = if n > 1 { format!("{id}#{i}") } else { id.clone() };
                let face = if transformed { Side::Back } else { face };
                create_token(world, &label, def.clone(), origin.clone(), role, ctl, face, tapped, host);
            }
        }
        Action::Incubate { id, player: name, n } => {
            let Some(ctl) = player(world, &name) else { return };
            let p = find_predefined("Incubator").expect("Incubator is predefined");
            if let Some(e) = create_token(world, &id, Arc::new(p.card()), None, None, ctl, Side::Front, false, None) {
                world.get_mut::<Counters>(e).expect("tokens have counters").add("+1/+1", n);
                log(world, "701.53a", format!("incubate {n}: the Incubator enters with {n} +1/+1 counter(s)"));
            }
        }
        Action::AddCounters { card, kind, n } => {
            if let Some(e) = object(world, &card) {
                world.get_mut::<Counters>(e).expect("objects have counters").add(&kind, n);
                let name = name_of(world, e);
                log(world, "122.1", format!("{n} {kind} counter(s) put on {name}"));
                mark(world, e);
            }
        }
        Action::RemoveCounters { card, kind, n } if kind == "defense" => {
            if let Some(e) = object(world, &card) {
                remove_defense(world, e, n, "122.1g", "an effect");
                mark(world, e);
            }
        }
        Action::RemoveCounters { card, kind, n } => {
            if let Some(e) = object(world, &card) {
                let removed = world.get_mut::<Counters>(e).expect("objects have counters").remove(&kind, n);
                let name = name_of(world, e);
                log(world, "122.1", format!("{removed} {kind} counter(s) removed from {name}"));
                mark(world, e);
            }
        }
        Action::Attach { card, to } => {
            if let (Some(a), Some(h)) = (object(world, &card), object(world, &to)) {
                attach(world, a, h);
            }
        }
        Action::Unattach(id) => {
            if let Some(e) = object(world, &id) {
                match world.get::<AttachedTo>(e).map(|a| a.0) {
                    Some(host) => {
                        world.entity_mut(e).remove::<AttachedTo>();
                        mark(world, host);
                        mark(world, e);
                        let name = name_of(world, e);
                        log(world, "701.3d", format!("{name} becomes unattached"));
                    }
                    None => {
                        let name = name_of(world, e);
                        log(world, "701.3d", format!("{name} isn't attached to anything; nothing happens"));
                    }
                }
            }
        }
        Action::Tap(id) => set_tapped(world, &id, true),
        Action::Untap(id) => set_tapped(world, &id, false),
        Action::Damage { card, n } => {
            if let Some(e) = object(world, &card) {
                damage(world, e, n);
            }
        }
        Action::ModifyPT { card, power, toughness, until } => {
            add_effect(world, &card, EffectKind::ModifyPT(power, toughness), until, format!("{power:+}/{toughness:+}"))
        }
        Action::SetPT { card, power, toughness, until } => add_effect(
            world,
            &card,
            EffectKind::SetPT(power, toughness),
            until,
            format!("base P/T {power}/{toughness}"),
        ),
        Action::SwitchPT { card, until } => {
            add_effect(world, &card, EffectKind::SwitchPT, until, "switches power and toughness".into())
        }
        Action::AddTypes { card, subtypes, types, all_creature_types, until } => {
            let kind = EffectKind::AddTypes {
                types: types.unwrap_or_default(),
                subtypes: subtypes.unwrap_or_default(),
                all_creature_types,
            };
            add_effect(world, &card, kind, until, "type-changing effect".into())
        }
        Action::LoseAllAbilities { card, until } => {
            add_effect(world, &card, EffectKind::LoseAllAbilities, until, "loses all abilities".into())
        }
        Action::BecomeCopy { card, of, until } => {
            if let (Some(e), Some(src)) = (object(world, &card), object(world, &of)) {
                become_copy(world, e, src, until.unwrap_or_default());
            }
        }
        Action::Stack { id, source, trigger, effect } => {
            let Some(src) = object(world, &source) else { return };
            push_ability(world, id, src, trigger.unwrap_or_default(), *effect);
            let name = name_of(world, src);
            log(world, "405.1", format!("an ability of {name} is put on the stack"));
        }
        Action::ResolveAbility(id) => {
            let found =
                world.resource::<Labels>().0.get(&id).copied().filter(|e| world.get::<StackedAbility>(*e).is_some());
            match found {
                Some(e) => resolve_ability(world, e),
                None => world
                    .resource_mut::<RulesLog>()
                    .note(format!("{id} isn't an ability on the stack; nothing happens")),
            }
        }
        Action::PassTurn => pass_turn(world),
        Action::SetDayNight(dn) => set_day_night(world, dn),
        Action::Shuffle { player: name } => {
            let Some(p) = player(world, &name) else { return };
            let mut lib = library_of(world, p);
            let mut orders: Vec<i64> = lib.iter().map(|(_, o)| *o).collect();
            lib.shuffle(&mut world.resource_mut::<RulesRng>().0);
            orders.sort();
            for ((e, _), o) in lib.into_iter().zip(orders) {
                world.get_mut::<InZone>(e).expect("library cards have a zone").order = o;
                let id = world.resource_mut::<RulesClock>().next_object();
                world.entity_mut(e).insert(id);
            }
            log(world, "701.24a", format!("{name} shuffles their library"));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Lookups

/// Writes a log line with its rule.
pub(crate) fn log(world: &mut World, rule: &str, text: impl Into<String>) {
    world.resource_mut::<RulesLog>().rule(rule, text);
}

pub(crate) fn mark(world: &mut World, e: Entity) {
    world.resource_mut::<Dirty>().mark(e);
}

/// Resolves an id to a live card or token, logging why not.
fn object(world: &mut World, id: &str) -> Option<Entity> {
    let found = world.resource::<Labels>().0.get(id).copied();
    match found {
        Some(e) if world.get::<Printed>(e).is_some() => Some(e),
        Some(e) if world.get::<StackedAbility>(e).is_some() => {
            world
                .resource_mut::<RulesLog>()
                .note(format!("{id} is an ability on the stack, not a card or token; nothing happens"));
            None
        }
        Some(_) => {
            log(world, "111.8", format!("{id} has ceased to exist; nothing happens"));
            None
        }
        None => {
            world.resource_mut::<RulesLog>().note(format!("no object with id {id:?}; nothing happens"));
            None
        }
    }
}

/// Finds a player by name (case-insensitive), logging an unknown one.
pub(crate) fn player(world: &mut World, name: &str) -> Option<Entity> {
    let found = find_player(world, name);
    if found.is_none() {
        world.resource_mut::<RulesLog>().note(format!("no player named {name:?}; nothing happens"));
    }
    found
}

/// Finds a player by name (case-insensitive).
pub fn find_player(world: &World, name: &str) -> Option<Entity> {
    let players = world.resource::<Players>().0.clone();
    players.into_iter().find(|p| world.get::<Player>(*p).is_some_and(|pl| pl.name.eq_ignore_ascii_case(name)))
}

/// An object's name for the log: its current name, or what it is if it has none.
pub fn name_of(world: &World, e: Entity) -> String {
    let face_down = world.get::<FaceDown>(e).and_then(|f| f.0);
    let label = world.get::<Label>(e).map(|l| l.0.clone()).unwrap_or_default();
    match (world.get::<Characteristics>(e), face_down) {
        (_, Some(kind)) => format!("face-down {kind:?} permanent ({label})"),
        (Some(c), None) if !c.name.is_empty() => c.name.clone(),
        _ => label,
    }
}

fn zone_of(world: &World, e: Entity) -> Zone {
    world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone)
}

fn chars(world: &World, e: Entity) -> Characteristics {
    world.get::<Characteristics>(e).cloned().unwrap_or_default()
}

fn printed(world: &World, e: Entity) -> Option<Arc<CardDef>> {
    world.get::<Printed>(e).map(|p| p.0.clone())
}

/// Permanents on the battlefield matching a filter, by their current characteristics.
pub fn matching_permanents(world: &mut World, filter: &Filter) -> Vec<Entity> {
    let mut q = world.query::<(Entity, &InZone, &Characteristics, &Controller, Option<&Token>)>();
    let candidates: Vec<(Entity, i64, Characteristics, Entity, bool)> = q
        .iter(world)
        .filter(|(_, z, ..)| z.zone == Zone::Battlefield)
        .map(|(e, z, c, ctl, t)| (e, z.order, c.clone(), ctl.0, t.is_some()))
        .collect();
    let mut out: Vec<(i64, Entity)> = candidates
        .into_iter()
        .filter(|(_, _, c, ctl, token)| matches(world, filter, c, *ctl, *token))
        .map(|(e, o, ..)| (o, e))
        .collect();
    out.sort();
    out.into_iter().map(|(_, e)| e).collect()
}

/// Whether an object with these characteristics matches a filter.
pub fn matches(world: &World, f: &Filter, c: &Characteristics, controller: Entity, token: bool) -> bool {
    match f {
        Filter::Name(n) => c.name.eq_ignore_ascii_case(n),
        Filter::Subtype(s) => c.has_subtype(s),
        Filter::Type(t) => c.has_type(*t),
        Filter::Controller(p) => world.get::<Player>(controller).is_some_and(|pl| pl.name.eq_ignore_ascii_case(p)),
        Filter::Token => token,
        Filter::NonToken => !token,
        Filter::All(fs) => fs.iter().all(|f| matches(world, f, c, controller, token)),
        Filter::Any(fs) => fs.iter().any(|f| matches(world, f, c, controller, token)),
        Filter::Not(f) => !matches(world, f, c, controller, token),
    }
}

fn library_of(world: &mut World, p: Entity) -> Vec<(Entity, i64)> {
    let mut q = world.query::<(Entity, &InZone, &Owner)>();
    let mut lib: Vec<(Entity, i64)> =
        q.iter(world).filter(|(_, z, o)| z.zone == Zone::Library && o.0 == p).map(|(e, z, _)| (e, z.order)).collect();
    lib.sort_by_key(|(_, o)| *o);
    lib
}

// ---------------------------------------------------------------------------------------------
// Transform and convert (701.27, 701.28, 712)

/// What instructs a transform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cause {
    /// A spell or effect.
    Effect,
    /// The daybound/nightbound abilities themselves (702.145c, 702.145f).
    DayNight,
}

/// Transform or convert.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TurnOver {
    Transform,
    Convert,
}

/// 701.27 / 701.28: turn a permanent over so its other face is up. Returns whether it did.
pub(crate) fn transform(world: &mut World, e: Entity, cause: Cause, how: TurnOver) -> bool {
    let (verb, a, c, d) = match how {
        TurnOver::Transform => ("transform", "701.27a", "701.27c", "701.27d"),
        TurnOver::Convert => ("convert", "701.28a", "701.28c", "701.28d"),
    };
    let name = name_of(world, e);
    if zone_of(world, e) != Zone::Battlefield {
        log(world, a, format!("{name} isn't a permanent; only permanents {verb}; nothing happens"));
        return false;
    }
    let Some(def) = printed(world, e) else { return false };
    if def.layout == Layout::Meld {
        log(world, "712.4c", format!("{name} is a meld card; it can't {verb}; nothing happens"));
        return false;
    }
    if !def.is_double_faced() {
        let rule = if world.get::<Token>(e).is_some() { "712.9" } else { c };
        let what = if world.get::<Token>(e).is_some() { "a double-faced token" } else { "double-faced" };
        log(world, rule, format!("{name} isn't {what}; nothing happens"));
        return false;
    }
    if world.get::<FaceDown>(e).is_some_and(|f| f.0.is_some()) {
        log(world, "712.15a", format!("{name} is face down and can't {verb}; nothing happens"));
        return false;
    }
    let up = world.get::<FaceUp>(e).map_or(Side::Front, |f| f.0);
    let (daybound, nightbound) = world
        .get::<Characteristics>(e)
        .map_or((false, false), |c| (c.has_keyword(&Keyword::Daybound), c.has_keyword(&Keyword::Nightbound)));
    if cause == Cause::Effect {
        if daybound {
            log(
                world,
                "702.145b",
                format!("{name} has daybound and can't {verb} except due to its daybound ability; nothing happens"),
            );
            return false;
        }
        if nightbound {
            log(
                world,
                "702.145e",
                format!("{name} has nightbound and can't {verb} except due to its nightbound ability; nothing happens"),
            );
            return false;
        }
    }
    let target = &def.faces[up.flipped().index()];
    if target.is_instant_or_sorcery() {
        let rule = if world.get::<Token>(e).is_some() { "712.10" } else { d };
        log(
            world,
            rule,
            format!("{name} would {verb} into {}, an instant or sorcery face; nothing happens", target.name),
        );
        return false;
    }
    world.entity_mut(e).insert(FaceUp(up.flipped()));
    world.get_mut::<TransformCount>(e).expect("permanents count transforms").0 += 1;
    mark(world, e);
    derive_dirty(world);
    let new_name = name_of(world, e);
    world.write_message(TransformedInto {
        entity: e,
        name: new_name.clone(),
        face: up.flipped(),
        converted: how == TurnOver::Convert,
    });
    let copy = world.get::<Effects>(e).is_some_and(|fx| fx.0.iter().any(|x| matches!(x.kind, EffectKind::Copy { .. })));
    let note = if copy { " (its copy effect still applies, 712.9)" } else { "" };
    log(
        world,
        a,
        format!(
            "{name} {verb}s into {new_name}: its {:?} face is up; it is the same object (712.18){note}",
            up.flipped()
        ),
    );
    true
}

// ---------------------------------------------------------------------------------------------
// Face down and face up (708)

fn turn_face_down(world: &mut World, e: Entity, kind: FaceDownKind) {
    let name = name_of(world, e);
    if zone_of(world, e) != Zone::Battlefield {
        log(world, "708.1", format!("{name} isn't a permanent; nothing happens"));
        return;
    }
    if world.get::<FaceDown>(e).is_some_and(|f| f.0.is_some()) {
        log(world, "708.2b", format!("{name} is already face down; nothing happens"));
        return;
    }
    if printed(world, e).is_some_and(|d| d.is_double_faced()) {
        log(
            world,
            "712.16",
            format!("{name} is a double-faced permanent and can't be turned face down; nothing happens"),
        );
        return;
    }
    world.entity_mut(e).insert(FaceDown(Some(kind)));
    mark(world, e);
    log(
        world,
        "708.2a",
        format!("{name} is turned face down ({kind:?}): a 2/2 creature with no name, text, subtypes or mana cost"),
    );
}

fn turn_face_up(world: &mut World, e: Entity) {
    let name = name_of(world, e);
    let Some(kind) = world.get::<FaceDown>(e).and_then(|f| f.0) else {
        log(world, "708.7", format!("{name} isn't face down; nothing happens"));
        return;
    };
    let Some(def) = printed(world, e) else { return };
    let front = def.front();
    if kind.is_manifest_like() && front.is_instant_or_sorcery() {
        let rule = if kind == FaceDownKind::Cloak { "701.58b" } else { "701.40g" };
        log(
            world,
            rule,
            format!("{name} is {}, an instant or sorcery card: it is revealed and stays face down", front.name),
        );
        return;
    }
    world.entity_mut(e).insert((FaceDown(None), FaceUp(Side::Front)));
    mark(world, e);
    derive_dirty(world);
    let new_name = name_of(world, e);
    log(
        world,
        "708.8",
        format!(
            "{name} is turned face up: it is {new_name} (front face up, 712.15a); effects on it still apply and it didn't enter the battlefield"
        ),
    );
    if kind == FaceDownKind::Megamorph {
        world.get_mut::<Counters>(e).expect("permanents have counters").add("+1/+1", 1);
        mark(world, e);
        log(world, "702.37b", format!("{new_name} was turned face up for its megamorph cost: it gets a +1/+1 counter"));
    }
}

fn manifest_top(world: &mut World, name: &str, kind: FaceDownKind, pick: usize) {
    let Some(p) = player(world, name) else { return };
    let lib = library_of(world, p);
    let (rule, verb) = match kind {
        FaceDownKind::Cloak => ("701.58a", "cloaks"),
        FaceDownKind::ManifestDread => ("701.62a", "manifests dread"),
        _ => ("701.40a", "manifests"),
    };
    let looked: Vec<Entity> =
        lib.iter().take(if kind == FaceDownKind::ManifestDread { 2 } else { 1 }).map(|(e, _)| *e).collect();
    let Some(&chosen) = looked.get(pick).or(looked.first()) else {
        log(world, rule, format!("{name}'s library is empty; nothing is {}", verb.trim_end_matches('s')));
        return;
    };
    log(world, rule, format!("{name} {verb}: the top card is put onto the battlefield face down"));
    move_object(world, chosen, Zone::Battlefield, None, Enter { face_down: Some(kind), ..Default::default() });
    for other in looked.into_iter().filter(|e| *e != chosen) {
        move_object(world, other, Zone::Graveyard, None, Enter::default());
    }
}

// ---------------------------------------------------------------------------------------------
// Zone changes (400.7)

/// How an object enters its new zone.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Enter {
    pub face: Side,
    pub face_down: Option<FaceDownKind>,
    pub controller: Option<Entity>,
    pub tapped: bool,
}

/// Moves an object to a zone: it becomes a new object (400.7). Returns whether it moved.
pub(crate) fn move_object(world: &mut World, e: Entity, to: Zone, position: Option<Position>, enter: Enter) -> bool {
    let from = zone_of(world, e);
    let name = name_of(world, e);
    let is_token = world.get::<Token>(e).is_some();
    if is_token && from != Zone::Battlefield {
        log(
            world,
            "111.8",
            format!("{name} is a token that has left the battlefield; it can't move; it stays in the {from:?}"),
        );
        return false;
    }
    if from == to && to == Zone::Battlefield {
        log(world, "400.7", format!("{name} is already on the battlefield; nothing happens"));
        return false;
    }
    let def = printed(world, e);
    let mut to = to;
    // "If this would be put into a graveyard from anywhere, exile it instead": the ability on the
    // back faces of disturb cards (702.146). It is an ability of the object now, so a copy has it
    // and an object that lost its abilities doesn't (614.1a).
    let face_down = world.get::<FaceDown>(e).and_then(|f| f.0);
    let exile_instead = world.get::<Characteristics>(e).is_some_and(|c| {
        c.abilities.iter().any(|a| a.contains("would be put into a graveyard from anywhere, exile it instead"))
    });
    if to == Zone::Graveyard && matches!(from, Zone::Battlefield | Zone::Stack) && exile_instead {
        log(
            world,
            "614.1a",
            format!(
                "{name} has \"If this would be put into a graveyard from anywhere, exile it instead\" (702.146): it is exiled instead"
            ),
        );
        to = Zone::Exile;
    }
    if from == Zone::Battlefield && face_down.is_some() {
        let card = def.as_ref().map(|d| d.front().name.clone()).unwrap_or_default();
        log(world, "708.9", format!("{name} leaves the battlefield face down and is revealed: it is {card}"));
    }
    // What it was attached to, and what was attached to it, must be looked at again.
    if let Some(host) = world.get::<AttachedTo>(e).map(|a| a.0) {
        mark(world, host);
    }
    let attached: Vec<Entity> = world.get::<Attachments>(e).map(|a| a.entities().to_vec()).unwrap_or_default();
    for a in attached {
        mark(world, a);
    }
    let owner = world.get::<Owner>(e).map(|o| o.0);
    let (id, ts, order) = {
        let mut clock = world.resource_mut::<RulesClock>();
        let order = match (to, position) {
            (_, Some(Position::Top)) => clock.next_top(),
            (_, Some(Position::Bottom)) => clock.next_bottom(),
            (Zone::Library | Zone::Stack, None) => clock.next_top(),
            _ => clock.next_bottom(),
        };
        (clock.next_object(), clock.next_timestamp(), order)
    };
    let mut face = enter.face;
    let mut entity = world.entity_mut(e);
    entity.remove::<AttachedTo>();
    entity.insert((
        id,
        Timestamp(ts),
        InZone { zone: to, order },
        FaceUp(Side::Front),
        FaceDown(None),
        Tapped(false),
        Damage(0),
        Counters::default(),
        Effects::default(),
        TransformCount(0),
    ));
    if let Some(o) = owner {
        entity.insert(Controller(o));
    }
    let mut rule = "400.7";
    if matches!(to, Zone::Battlefield | Zone::Stack) {
        let is_dfc = def.as_ref().is_some_and(|d| d.is_double_faced());
        if !is_dfc {
            face = Side::Front;
        }
        // 702.145b: "If it is night and this permanent is represented by a double-faced card,
        // it enters transformed." Not when it enters face down (708.3).
        let night = world.resource::<DayNightState>().0 == DayNight::Night;
        if to == Zone::Battlefield
            && enter.face_down.is_none()
            && face == Side::Front
            && night
            && is_dfc
            && def.as_ref().is_some_and(|d| d.front().keywords.contains(&Keyword::Daybound))
        {
            face = Side::Back;
            rule = "702.145b";
        }
        let mut entity = world.entity_mut(e);
        entity.insert((FaceUp(face), FaceDown(enter.face_down), Tapped(enter.tapped)));
        if let Some(c) = enter.controller {
            entity.insert(Controller(c));
        }
        // 306.5b and 310.4b: planeswalkers and battles enter with loyalty and defense counters;
        // not when they enter face down (708.3).
        if to == Zone::Battlefield && enter.face_down.is_none() {
            if let Some(f) = def.as_ref().and_then(|d| d.faces.get(face.index())) {
                let mut counters = Counters::default();
                if let (true, Some(l)) = (f.has_type(CardType::Planeswalker), f.loyalty) {
                    counters.add("loyalty", l.max(0) as u32);
                }
                if let (true, Some(d)) = (f.has_type(CardType::Battle), f.defense) {
                    counters.add("defense", d.max(0) as u32);
                }
                world.entity_mut(e).insert(counters);
            }
        }
    }
    mark(world, e);
    derive_dirty(world);
    let new_name = name_of(world, e);
    let how = match (to, enter.face_down, face) {
        (Zone::Battlefield, Some(k), _) => {
            format!(" face down ({k:?}; 708.3: it was turned face down before it entered)")
        }
        (Zone::Battlefield | Zone::Stack, None, Side::Back) => format!(" with its back face up ({new_name})"),
        _ => String::new(),
    };
    log(world, rule, format!("{name} moves from the {from:?} to the {to:?}{how}; it is a new object"));
    true
}

fn put_onto_battlefield(
    world: &mut World,
    e: Entity,
    transformed: bool,
    face_down: Option<FaceDownKind>,
    controller: Option<Entity>,
) -> bool {
    let name = name_of(world, e);
    let Some(def) = printed(world, e) else { return false };
    if world.get::<Token>(e).is_some() {
        log(world, "111.8", format!("{name} is a token; it can't be put onto the battlefield again"));
        return false;
    }
    if face_down.is_none() {
        if transformed && !def.is_double_faced() {
            log(
                world,
                "712.14a",
                format!(
                    "{name} isn't a double-faced card: put onto the battlefield transformed, it stays in the {:?}",
                    zone_of(world, e)
                ),
            );
            return false;
        }
        let face = if transformed { def.back() } else { Some(def.front()) };
        if let Some(f) = face.filter(|f| !f.is_permanent()) {
            let rule = if def.layout == Layout::ModalDfc && !transformed {
                "712.14b"
            } else if transformed {
                "701.27d"
            } else {
                "400.4a"
            };
            log(world, rule, format!("{} isn't a permanent face; {name} stays in the {:?}", f.name, zone_of(world, e)));
            return false;
        }
    }
    let face = if transformed && face_down.is_none() { Side::Back } else { Side::Front };
    let rule = if transformed { "712.14a" } else { "712.14" };
    if face_down.is_none() {
        log(world, rule, format!("{name} is put onto the battlefield with its {face:?} face up"));
    }
    move_object(world, e, Zone::Battlefield, None, Enter { face, face_down, controller, tapped: false })
}

fn cast(world: &mut World, e: Entity, face: Side, face_down: Option<FaceDownKind>) {
    let name = name_of(world, e);
    let Some(def) = printed(world, e) else { return };
    let from = zone_of(world, e);
    if matches!(from, Zone::Stack | Zone::Battlefield) || world.get::<Token>(e).is_some() {
        log(world, "601.2a", format!("{name} can't be cast from the {from:?}; nothing happens"));
        return;
    }
    if face == Side::Back && face_down.is_none() && !def.is_double_faced() {
        log(
            world,
            "712.11a",
            format!("{name} isn't double-faced; it can't be cast with a back face up; nothing happens"),
        );
        return;
    }
    let caster = world.get::<Owner>(e).map(|o| o.0);
    let rule = match (face_down, face, def.layout) {
        (Some(_), ..) => "708.4",
        (None, Side::Back, Layout::ModalDfc) => "712.11b",
        (None, Side::Back, _) => "712.11a",
        _ => "601.2a",
    };
    log(world, rule, format!("{name} is cast{}", if face_down.is_some() { " face down" } else { "" }));
    if move_object(world, e, Zone::Stack, Some(Position::Top), Enter { face, face_down, ..Default::default() }) {
        if let Some(p) = caster {
            *world.resource_mut::<Turn>().spells_cast.entry(p).or_default() += 1;
        }
    }
}

/// The top object of the stack: a spell or an ability.
fn stack_top(world: &mut World) -> Option<Entity> {
    let mut q = world.query::<(Entity, &InZone)>();
    q.iter(world).filter(|(_, z)| z.zone == Zone::Stack).min_by_key(|(_, z)| z.order).map(|(e, _)| e)
}

fn resolve_top(world: &mut World) {
    let Some(top) = stack_top(world) else {
        world.resource_mut::<RulesLog>().note("the stack is empty; nothing resolves");
        return;
    };
    if world.get::<StackedAbility>(top).is_some() {
        resolve_ability(world, top);
        return;
    }
    let name = name_of(world, top);
    let face = world.get::<FaceUp>(top).map_or(Side::Front, |f| f.0);
    let face_down = world.get::<FaceDown>(top).and_then(|f| f.0);
    let c = chars(world, top);
    if c.types.iter().any(|t| t.is_permanent_type()) {
        log(world, "608.3", format!("{name} resolves and enters the battlefield with the same face up (712.13)"));
        move_object(world, top, Zone::Battlefield, None, Enter { face, face_down, ..Default::default() });
    } else {
        log(world, "608.2n", format!("{name} resolves and is put into its owner's graveyard"));
        move_object(world, top, Zone::Graveyard, None, Enter::default());
    }
}

fn resolve_ability(world: &mut World, ab: Entity) {
    let Some(stacked) = world.get::<StackedAbility>(ab).cloned() else {
        let name = name_of(world, ab);
        world.resource_mut::<RulesLog>().note(format!("{name} isn't an ability on the stack; nothing happens"));
        return;
    };
    world.entity_mut(ab).despawn();
    let src = stacked.source;
    let src_name = if world.get_entity(src).is_ok() { name_of(world, src) } else { "its source".into() };
    let same_object = world.get_entity(src).is_ok() && world.get::<ObjectId>(src) == Some(&stacked.source_object);
    let refers_to_source = |id: &String, world: &World| world.resource::<Labels>().0.get(id) == Some(&src);
    let effect_ids: Vec<String> = stacked.effect.ids().into_iter().cloned().collect();
    if effect_ids.iter().any(|id| refers_to_source(id, world)) {
        if !same_object {
            log(
                world,
                "400.7",
                format!(
                    "the ability's source changed zones; {src_name} is a new object the ability can't find; nothing happens"
                ),
            );
            return;
        }
        if matches!(stacked.effect, Action::Transform(_) | Action::Convert(_)) {
            let now = world.get::<TransformCount>(src).map_or(0, |t| t.0);
            if now != stacked.source_transforms {
                let since = if stacked.kind == AbilityKind::Delayed {
                    "that delayed ability was created"
                } else {
                    "the ability was put on the stack"
                };
                log(world, "701.27f", format!("{src_name} has transformed since {since}; the instruction is ignored"));
                return;
            }
        }
    }
    log(world, "608.2", format!("an ability of {src_name} resolves"));
    run(world, stacked.effect);
}

// ---------------------------------------------------------------------------------------------
// Tokens (111)

pub(crate) type TokenCard = (Arc<CardDef>, Option<String>, Option<RoleEffect>, Side);

/// The card a token is created from, or `None` (logged) if no token is created.
fn token_card(world: &mut World, kind: &TokenKind) -> Option<TokenCard> {
    match kind {
        TokenKind::Predefined(k) => match find_predefined(k) {
            Some(p) => Some((Arc::new(p.card()), None, p.role, Side::Front)),
            None => {
                log(world, "111.10", format!("{k:?} isn't a predefined token; nothing is created"));
                None
            }
        },
        TokenKind::Spec(spec) => Some((Arc::new(spec_card(spec)), None, None, Side::Front)),
        TokenKind::CopyOf(id) => copy_token_card(world, id, None),
        TokenKind::CopyOfExcept { card, except } => copy_token_card(world, card, Some(except)),
    }
}

/// 707.8a, 111.5, 111.12: the card of a token that's a copy of an object.
pub(crate) fn copy_token_card(world: &mut World, id: &str, except: Option<&TokenSpec>) -> Option<TokenCard> {
    let found = world.resource::<Labels>().0.get(id).copied().filter(|e| world.get_entity(*e).is_ok());
    let Some(src) = found else {
        log(world, "111.12", format!("{id} doesn't exist; no copy of a nonexistent object is created"));
        return None;
    };
    let c = chars(world, src);
    let name = name_of(world, src);
    if c.copiable.face.is_instant_or_sorcery() {
        log(world, "111.5", format!("{name} is an instant or sorcery card; no token copy of it is created"));
        return None;
    }
    let def = printed(world, src)?;
    let has_copy_effect =
        world.get::<Effects>(src).is_some_and(|fx| fx.0.iter().any(|x| matches!(x.kind, EffectKind::Copy { .. })));
    let face_down = world.get::<FaceDown>(src).is_some_and(|f| f.0.is_some());
    let on_battlefield = zone_of(world, src) == Zone::Battlefield;
    let (mut card, face) = if def.is_double_faced() && !face_down && def.layout != Layout::Meld {
        // 707.8a: a copy of a double-faced object is a double-faced token with the same face up;
        // each face takes the copiable values of the same face, as modified by copy effects.
        let up = if on_battlefield { world.get::<FaceUp>(src).map_or(Side::Front, |f| f.0) } else { Side::Front };
        let faces = if has_copy_effect { vec![c.copiable.face.clone(); 2] } else { def.faces.clone() };
        (CardDef { layout: def.layout, faces }, up)
    } else {
        (CardDef::single(c.copiable.face.clone()), Side::Front)
    };
    if let Some(ex) = except {
        for f in &mut card.faces {
            apply_exceptions(f, ex);
        }
    }
    let rule = if card.is_double_faced() { "707.8a" } else { "707.2" };
    log(world, rule, format!("a token copy of {name} is created with {}'s copiable values", name));
    Some((Arc::new(card), Some(name), None, face))
}

/// Creates one token on the battlefield (111.2). Returns it, or `None` if not created.
#[allow(clippy::too_many_arguments)]
pub(crate) fn create_token(
    world: &mut World,
    label: &str,
    def: Arc<CardDef>,
    copy_of: Option<String>,
    role: Option<RoleEffect>,
    controller: Entity,
    face: Side,
    tapped: bool,
    host: Option<Entity>,
) -> Option<Entity> {
    let face = if def.is_double_faced() { face } else { Side::Front };
    let up = &def.faces[face.index()];
    let is_aura = up.subtypes.iter().any(|s| s == "Aura");
    if let Some(h) = host {
        if is_aura && !can_enchant(world, up, h, controller, None) {
            let host_name = name_of(world, h);
            log(world, "303.4i", format!("{} can't enchant {host_name}; the token isn't created", up.name));
            return None;
        }
    }
    let (id, ts, order) = {
        let mut clock = world.resource_mut::<RulesClock>();
        (clock.next_object(), clock.next_timestamp(), clock.next_bottom())
    };
    let mut entity = world.spawn((
        Name::new(label.to_string()),
        Label(label.to_string()),
        Printed(def.clone()),
        Token { copy_of },
        id,
        Timestamp(ts),
        InZone { zone: Zone::Battlefield, order },
        Owner(controller),
        Controller(controller),
        FaceUp(face),
        FaceDown(None),
        Tapped(tapped),
        Damage(0),
        Counters::default(),
        (Effects::default(), TransformCount(0)),
    ));
    if let Some(r) = role {
        entity.insert(r);
    }
    let e = entity.id();
    world.resource_mut::<Labels>().0.insert(label.to_string(), e);
    mark(world, e);
    derive_dirty(world);
    let name = name_of(world, e);
    log(world, "111.2", format!("{name} token is created ({label})"));
    if let Some(h) = host {
        let is_equipment = up.subtypes.iter().any(|s| s == "Equipment");
        if is_aura || is_equipment {
            attach(world, e, h);
        } else {
            log(world, "303.4h", format!("{name} isn't an Aura or Equipment; it enters unattached"));
        }
    }
    Some(e)
}

// ---------------------------------------------------------------------------------------------
// Attachments (701.3, 301.5, 303.4)

/// What an Aura's enchant ability allows (702.5), read from its "Enchant ..." line.
pub(crate) fn can_enchant(
    world: &World,
    aura: &crate::cards::Face,
    host: Entity,
    aura_controller: Entity,
    aura_entity: Option<Entity>,
) -> bool {
    if Some(host) == aura_entity {
        return false; // 303.4d
    }
    let Some(line) = aura.text.lines().find(|l| l.trim_start().starts_with("Enchant ")) else { return true };
    let what = line.trim_start().trim_start_matches("Enchant ").trim().to_lowercase();
    let hc = chars(world, host);
    if zone_of(world, host) != Zone::Battlefield && !what.contains("card") {
        return false;
    }
    let you_control = what.contains("you control");
    if you_control && world.get::<Controller>(host).map(|c| c.0) != Some(aura_controller) {
        return false;
    }
    let word = what.trim_end_matches(" you control").trim_end_matches(" an opponent controls");
    match word {
        "creature" => hc.has_type(CardType::Creature),
        "land" => hc.has_type(CardType::Land),
        "artifact" => hc.has_type(CardType::Artifact),
        "enchantment" => hc.has_type(CardType::Enchantment),
        "planeswalker" => hc.has_type(CardType::Planeswalker),
        "battle" => hc.has_type(CardType::Battle),
        "permanent" => true,
        "artifact or creature" => hc.has_type(CardType::Artifact) || hc.has_type(CardType::Creature),
        "creature or planeswalker" => hc.has_type(CardType::Creature) || hc.has_type(CardType::Planeswalker),
        other => hc.subtypes.iter().any(|s| s.eq_ignore_ascii_case(other)) || hc.has_subtype(other),
    }
}

/// Whether `a` may legally be attached to `host` right now (303.4, 301.5c, 704.5p).
pub fn attachment_is_legal(world: &World, a: Entity, host: Entity) -> Result<(), &'static str> {
    let ac = chars(world, a);
    let hc = chars(world, host);
    if world.get_entity(host).is_err() || zone_of(world, host) != Zone::Battlefield {
        return Err("303.4c");
    }
    if ac.has_subtype("Aura") && ac.has_type(CardType::Enchantment) {
        if ac.has_type(CardType::Creature) {
            return Err("303.4d");
        }
        let ctl = world.get::<Controller>(a).map(|c| c.0).unwrap_or(Entity::PLACEHOLDER);
        return if can_enchant(world, &ac.copiable.face, host, ctl, Some(a)) { Ok(()) } else { Err("303.4c") };
    }
    if ac.has_subtype("Equipment") && ac.has_type(CardType::Artifact) {
        if a == host || ac.has_type(CardType::Creature) || !hc.has_type(CardType::Creature) {
            return Err("301.5c");
        }
        return Ok(());
    }
    Err("704.5p")
}

fn attach(world: &mut World, a: Entity, host: Entity) {
    let name = name_of(world, a);
    let host_name = name_of(world, host);
    if zone_of(world, a) != Zone::Battlefield {
        log(world, "701.3a", format!("{name} isn't on the battlefield; nothing happens"));
        return;
    }
    if world.get::<AttachedTo>(a).map(|x| x.0) == Some(host) {
        log(world, "701.3b", format!("{name} is already attached to {host_name}; the effect does nothing"));
        return;
    }
    if let Err(rule) = attachment_is_legal(world, a, host) {
        let rule = match rule {
            "704.5p" => "701.3b",
            "301.5c" => "301.5c",
            _ => "303.4j",
        };
        log(world, rule, format!("{name} can't be attached to {host_name}; it doesn't move"));
        return;
    }
    if let Some(old) = world.get::<AttachedTo>(a).map(|x| x.0) {
        mark(world, old);
    }
    let ts = world.resource_mut::<RulesClock>().next_timestamp();
    world.entity_mut(a).insert((AttachedTo(host), Timestamp(ts)));
    mark(world, host);
    mark(world, a);
    log(world, "701.3a", format!("{name} is attached to {host_name} (new timestamp, 701.3c, 613.7e)"));
}

// ---------------------------------------------------------------------------------------------
// Status, damage, effects

fn set_tapped(world: &mut World, id: &str, tapped: bool) {
    let Some(e) = object(world, id) else { return };
    let name = name_of(world, e);
    if zone_of(world, e) != Zone::Battlefield {
        log(world, "110.5", format!("{name} isn't a permanent; only permanents tap and untap; nothing happens"));
        return;
    }
    world.entity_mut(e).insert(Tapped(tapped));
    mark(world, e);
    log(world, "701.26a", format!("{name} becomes {}", if tapped { "tapped" } else { "untapped" }));
}

fn damage(world: &mut World, e: Entity, n: u32) {
    let name = name_of(world, e);
    if zone_of(world, e) != Zone::Battlefield {
        log(world, "120.1", format!("{name} isn't a permanent; nothing happens"));
        return;
    }
    let c = chars(world, e);
    if c.has_type(CardType::Planeswalker) {
        world.get_mut::<Counters>(e).expect("permanents have counters").remove("loyalty", n);
        log(world, "120.3c", format!("{n} damage to {name} removes {n} loyalty counter(s)"));
    }
    if c.has_type(CardType::Battle) {
        remove_defense(world, e, n, "120.3h", &format!("{n} damage to {name}"));
    }
    if c.has_type(CardType::Creature) {
        world.get_mut::<Damage>(e).expect("permanents have damage").0 += n;
        log(world, "120.3e", format!("{n} damage is marked on {name}"));
    }
    mark(world, e);
}

/// Layer 1a: `e` becomes a copy of `src`, with the copiable values `src` has now (707.2).
pub(crate) fn become_copy(world: &mut World, e: Entity, src: Entity, until: Until) {
    derive_dirty(world);
    let Some(mut values) = world.get::<Characteristics>(src).map(|c| c.copiable.clone()) else { return };
    // 202.3b: the copy's mana value is that of the copied mana cost; a copy of a back face,
    // which has none, has mana value 0.
    values.mana_value = values.face.mana_cost.as_ref().map_or(0, crate::cards::ManaCost::mana_value);
    let of = name_of(world, src);
    let kind = EffectKind::Copy { values: Box::new(values), of: of.clone() };
    push_effect(world, e, kind, Some(until), format!("copy of {of}"));
}

/// Puts an ability of `source` on top of the stack, remembering the object it came from (400.7)
/// and how often it had transformed (701.27f).
fn push_ability(world: &mut World, id: Id, source: Entity, kind: AbilityKind, effect: Action) {
    let ability = StackedAbility {
        source,
        source_object: *world.get::<ObjectId>(source).expect("objects have ids"),
        source_transforms: world.get::<TransformCount>(source).map_or(0, |t| t.0),
        kind,
        effect,
    };
    let order = world.resource_mut::<RulesClock>().next_top();
    let e = world.spawn((Label(id.clone()), Name::new(id.clone()), InZone { zone: Zone::Stack, order }, ability)).id();
    world.resource_mut::<Labels>().0.insert(id, e);
}

/// Removes defense counters; when the last one goes from a Siege on the battlefield, its
/// intrinsic ability triggers (310.11b): "exile it, then you may cast it transformed".
fn remove_defense(world: &mut World, e: Entity, n: u32, rule: &str, what: &str) {
    let before = world.get::<Counters>(e).map_or(0, |c| c.get("defense"));
    let removed = world.get_mut::<Counters>(e).expect("permanents have counters").remove("defense", n);
    let name = name_of(world, e);
    log(world, rule, format!("{what} removes {removed} defense counter(s) from {name}"));
    let siege = chars(world, e).has_subtype("Siege");
    if before > 0 && before == removed && siege && zone_of(world, e) == Zone::Battlefield {
        let label = world.get::<Label>(e).map(|l| l.0.clone()).unwrap_or_default();
        let id = format!("{label}/defeated");
        let exile = Action::Move { card: label, to: Zone::Exile, position: None };
        push_ability(world, id.clone(), e, AbilityKind::Triggered, exile);
        log(
            world,
            "310.11b",
            format!(
                "the last defense counter was removed from {name}: its ability triggers ({id}: exile it, then you may cast it transformed)"
            ),
        );
    }
}

fn add_effect(world: &mut World, id: &str, kind: EffectKind, until: Option<Until>, what: String) {
    if let Some(e) = object(world, id) {
        push_effect(world, e, kind, until, what);
    }
}

fn push_effect(world: &mut World, e: Entity, kind: EffectKind, until: Option<Until>, what: String) {
    let name = name_of(world, e);
    if !matches!(zone_of(world, e), Zone::Battlefield | Zone::Stack) {
        log(world, "611.2c", format!("{name} isn't a permanent or spell; the effect doesn't apply"));
        return;
    }
    let timestamp = world.resource_mut::<RulesClock>().next_timestamp();
    let until = until.unwrap_or_default();
    let layer = match kind {
        EffectKind::Copy { .. } => "613.1a",
        EffectKind::AddTypes { .. } => "613.1d",
        EffectKind::LoseAllAbilities => "613.1f",
        EffectKind::SetPT(..) => "613.4b",
        EffectKind::ModifyPT(..) => "613.4c",
        EffectKind::SwitchPT => "613.4d",
    };
    world.get_mut::<Effects>(e).expect("objects have effects").0.push(ContinuousEffect {
        kind,
        timestamp,
        until,
        source: what.clone(),
    });
    mark(world, e);
    let how_long = if until == Until::EndOfTurn { " until end of turn" } else { "" };
    log(world, layer, format!("{name}: {what}{how_long}"));
}

// ---------------------------------------------------------------------------------------------
// Turns and day/night (514, 502, 730)

fn pass_turn(world: &mut World) {
    // 514.2: cleanup — damage wears off and "until end of turn" effects end.
    let mut q = world.query::<(Entity, &mut Damage, &mut Effects)>();
    let mut touched = Vec::new();
    for (e, mut dmg, mut fx) in q.iter_mut(world) {
        let before = fx.0.len();
        fx.0.retain(|x| x.until != Until::EndOfTurn);
        if dmg.0 > 0 || fx.0.len() != before {
            dmg.0 = 0;
            touched.push(e);
        }
    }
    for e in touched {
        mark(world, e);
    }
    log(world, "514.2", "cleanup: damage wears off and \"until end of turn\" effects end");
    let players = world.resource::<Players>().0.clone();
    if players.is_empty() {
        return;
    }
    let spells = {
        let turn = world.resource::<Turn>();
        turn.spells_cast.get(&players[turn.active % players.len()]).copied().unwrap_or(0)
    };
    {
        let mut turn = world.resource_mut::<Turn>();
        turn.number += 1;
        turn.active = (turn.active + 1) % players.len();
        turn.spells_cast.clear();
    }
    let active = players[world.resource::<Turn>().active];
    let active_name = world.get::<Player>(active).map(|p| p.name.clone()).unwrap_or_default();
    world.resource_mut::<RulesLog>().current_turn = world.resource::<Turn>().number;
    log(world, "500.1", format!("turn {}: {active_name}'s turn", world.resource::<Turn>().number));
    // 502.2 / 730.2: the day/night check looks at the previous turn.
    let dn = world.resource::<DayNightState>().0;
    match dn {
        DayNight::Day if spells == 0 => {
            log(world, "730.2a", "it was day and the previous turn's active player cast no spells: it becomes night");
            world.resource_mut::<DayNightState>().0 = DayNight::Night;
        }
        DayNight::Night if spells >= 2 => {
            log(
                world,
                "730.2b",
                format!("it was night and the previous turn's active player cast {spells} spells: it becomes day"),
            );
            world.resource_mut::<DayNightState>().0 = DayNight::Day;
        }
        DayNight::Neither => log(world, "730.2c", "it is neither day nor night; no check"),
        _ => {}
    }
    // 502.3: the active player untaps their permanents.
    let mut q = world.query::<(Entity, &InZone, &Controller, &mut Tapped)>();
    let mut untapped = Vec::new();
    for (e, z, c, mut t) in q.iter_mut(world) {
        if z.zone == Zone::Battlefield && c.0 == active && t.0 {
            t.0 = false;
            untapped.push(e);
        }
    }
    if !untapped.is_empty() {
        log(world, "502.3", format!("{active_name} untaps {} permanent(s)", untapped.len()));
    }
    for e in untapped {
        mark(world, e);
    }
}

fn set_day_night(world: &mut World, dn: DayNight) {
    let now = world.resource::<DayNightState>().0;
    if dn == DayNight::Neither {
        log(world, "730.1", "once it has become day or night, the game always has one of them; nothing happens");
        return;
    }
    world.resource_mut::<DayNightState>().0 = dn;
    let text = match (now, dn) {
        (DayNight::Day, DayNight::Night) => "day becomes night",
        (DayNight::Night, DayNight::Day) => "night becomes day",
        (_, DayNight::Day) => "it becomes day",
        _ => "it becomes night",
    };
    log(world, "730.1", text);
}
