//! When and what is derived again: the objects marked dirty, the hosts of what is attached to
//! them, the objects whose power depends on others ("*/*"), and every creature when an anthem
//! comes, goes or changes. Each object is run through the layers ([`super::PIPELINE`]) and its
//! `Characteristics` written only where they changed.

use bevy::prelude::*;

use super::{AnthemSource, Anthems, Trace, derive_into};
use crate::cards::{Ability, AbilityLine, CardType, Keyword};
use crate::rules::action::Zone;
use crate::rules::characteristics::Characteristics;
use crate::rules::game::Dirty;
use crate::rules::object::*;
use crate::rules::predefined::RoleEffect;

/// What one pass of [`derive_dirty`] carries from object to object and writes back to [`Dirty`]
/// once at its end (a resource read is some 60 to 120 instructions; a pass read and wrote
/// `Dirty` once per object and step before).
struct Pass {
    /// The buffer objects are derived into: a changed object's old characteristics become the
    /// buffer the next one is derived into.
    next: Box<Characteristics>,
    /// The objects derived, for the next state-based check.
    derived: Vec<Entity>,
    /// Whether an object with daybound or nightbound was derived.
    day_night: bool,
    /// The objects derived with a static ability other objects look for (an anthem, "enter
    /// tapped"), seen as they were derived, so the pass doesn't read every object again for it.
    statics: Vec<Entity>,
    /// The objects derived with a characteristic-defining ability or a counted or conditional
    /// bonus of their own ([`depends_on_the_game`]).
    own_dependent: Vec<Entity>,
}

/// `RulesSystems::Derive`: derive again every object marked dirty.
pub fn derive_dirty(world: &mut World) {
    derive_with(world, None);
}

/// Marks `e` to be derived (`game::mark`) and derives every object marked dirty at once, with
/// one read of [`Dirty`]: for a change whose own line names the object as it became (a
/// transformed permanent's new face).
pub fn derive_now(world: &mut World, e: Entity) {
    derive_with(world, Some(e));
}

fn derive_with(world: &mut World, also: Option<Entity>) {
    let (mut dirty, roles, next, derived, dependent) = {
        let mut d = world.resource_mut::<Dirty>();
        if let Some(e) = also {
            d.mark(e);
        }
        if d.objects.is_empty() {
            return;
        }
        let next = d.spare.take().unwrap_or_default();
        // The objects derived join those the next state-based check looks at, in its buffer.
        let derived = std::mem::take(&mut d.to_check);
        (std::mem::take(&mut d.objects), d.roles, next, derived, std::mem::take(&mut d.dependent))
    };
    let mut pass = Pass { next, derived, day_night: false, statics: Vec::new(), own_dependent: Vec::new() };
    // Virtuous Roles count enchantments: their hosts depend on every other object.
    let virtuous_hosts: Vec<Entity> = match roles {
        true => world
            .try_query_filtered::<(&RoleEffect, &AttachedTo), ()>()
            .map(|mut q| q.iter(world).filter(|(r, _)| **r == RoleEffect::Virtuous).map(|(_, a)| a.0).collect())
            .unwrap_or_default(),
        false => Vec::new(),
    };
    dirty.extend(virtuous_hosts.iter().copied());
    dirty.sort();
    dirty.dedup();
    write_derived(world, &dirty, &mut pass);
    // What is attached affects its host ("Equipped creature gets +2/+0"): derive the hosts of
    // the objects just derived again, after them, whether or not the host was derived before
    // its attachments (a table set up or rebuilt derives both at once).
    let mut hosts: Vec<Entity> = dirty.iter().filter_map(|e| world.get::<AttachedTo>(*e).map(|a| a.0)).collect();
    hosts.sort();
    hosts.dedup();
    if !hosts.is_empty() {
        write_derived(world, &hosts, &mut pass);
    }
    if !virtuous_hosts.is_empty() {
        write_derived(world, &virtuous_hosts, &mut pass);
    }
    // A host is derived again when what is attached to it is: it may have come to depend on
    // the game through it ("Enchanted creature gets +1/+1 for each card in your hand").
    hosts.retain(|h| !dirty.contains(h));
    dirty.extend(hosts);
    let dependent = refresh_dependent(world, &dirty, dependent, &mut pass);
    if refresh_anthems(world, &dirty, &pass.statics) {
        // An anthem came, went or changed: every creature (and land: "Lands you control have
        // ...") on the battlefield may have other P/T or abilities.
        let creatures: Vec<Entity> = world
            .query::<(Entity, &InZone, &Characteristics)>()
            .iter(world)
            .filter(|(_, z, c)| {
                z.zone == Zone::Battlefield && (c.has_type(CardType::Creature) || c.has_type(CardType::Land))
            })
            .map(|(e, ..)| e)
            .collect();
        write_derived(world, &creatures, &mut pass);
    }
    let mut d = world.resource_mut::<Dirty>();
    d.dependent = dependent;
    match d.to_check.is_empty() {
        true => d.to_check = std::mem::take(&mut pass.derived),
        false => d.to_check.append(&mut pass.derived),
    }
    d.day_night |= pass.day_night;
    d.spare = Some(pass.next);
    // The list handed back empty, so the next mark doesn't allocate it again.
    if d.objects.is_empty() {
        dirty.clear();
        d.objects = dirty;
    }
}

/// The objects that depend on the rest of the game, `list` brought up to date for the objects
/// just `derived` (and each of the others derived again).
fn refresh_dependent(world: &mut World, derived: &[Entity], mut list: Vec<Entity>, pass: &mut Pass) -> Vec<Entity> {
    // Sorted, so a table of thousands of "*/*" creatures set up at once isn't searched pairwise.
    let mut own = std::mem::take(&mut pass.own_dependent);
    own.sort_unstable();
    let new: Vec<Entity> =
        derived.iter().copied().filter(|e| depends_on_the_game(world, *e, own.binary_search(e).is_ok())).collect();
    if list.is_empty() && new.is_empty() {
        return list;
    }
    list.retain(|e| world.get_entity(*e).is_ok() && (!derived.contains(e) || new.contains(e)));
    for e in new {
        if !list.contains(&e) {
            list.push(e);
        }
    }
    let again: Vec<Entity> = list.iter().copied().filter(|e| !derived.contains(e)).collect();
    if !again.is_empty() {
        write_derived(world, &again, pass);
    }
    list
}

/// Whether an object's characteristics depend on more than itself and its own effects: a
/// characteristic-defining ability, or a counted or conditional bonus of its own (looked for
/// only where its derivation saw one, `own`) or of what is attached to it.
fn depends_on_the_game(world: &World, e: Entity, own: bool) -> bool {
    let of = |e: Entity, attached: bool| {
        world.get::<Characteristics>(e).is_some_and(|c| c.abilities.iter().any(|l| depends(l, attached)))
    };
    (own && of(e, false)) || world.get::<Attachments>(e).is_some_and(|a| a.entities().iter().any(|a| of(*a, true)))
}

/// Whether an ability line makes its object (`attached`: the object it is attached to) depend
/// on the rest of the game.
fn depends(line: &AbilityLine, attached: bool) -> bool {
    match &line.ability {
        Ability::DefinedPT(_) | Ability::OwnBonus(_) => !attached,
        Ability::AttachedBonus(b) => attached && (b.per.is_some() || b.only_if.is_some()),
        _ => false,
    }
}

/// Whether an ability line is a static ability other objects look for.
fn looked_for(line: &AbilityLine) -> bool {
    matches!(line.ability, Ability::Anthem(_) | Ability::OthersEnterTapped(_))
}

/// Marks every object that depends on the rest of the game to be derived again: at each
/// state-based check, so that "as long as it's your turn" or a life total is seen as soon as it
/// changes (611.3a).
pub fn mark_dependents(world: &mut World) {
    // "Attacking creatures you control get +1/+0.": while one is on the battlefield, every
    // creature may start or stop attacking (508.1k, 506.4, 511.3).
    let attacking = world.get_resource::<Anthems>().is_some_and(|a| a.0.iter().any(|s| s.anthem.attacking));
    let creatures: Vec<Entity> = match attacking {
        true => world
            .query::<(Entity, &InZone, &Characteristics)>()
            .iter(world)
            .filter(|(_, z, c)| z.zone == Zone::Battlefield && c.has_type(CardType::Creature))
            .map(|(e, ..)| e)
            .collect(),
        false => Vec::new(),
    };
    let mut dirty = world.resource_mut::<Dirty>();
    if !dirty.dependent.is_empty() {
        let again = dirty.dependent.clone();
        dirty.objects.extend(again);
    }
    dirty.objects.extend(creatures);
}

/// Brings [`Anthems`] up to date for the objects just derived (and drops the sources that are
/// gone), `statics` being those of them whose derivation saw an ability other objects look
/// for. Returns whether anything changed.
fn refresh_anthems(world: &mut World, derived: &[Entity], statics: &[Entity]) -> bool {
    let mut found: Vec<AnthemSource> = Vec::new();
    let mut enter_tapped = false;
    let mut statics = statics.to_vec();
    statics.sort_unstable();
    statics.dedup();
    // Only those among `derived` (an object derived again as a dependent keeps its place in
    // `Anthems`): one sorted list checked against the other.
    if !statics.is_empty() {
        let mut among = derived.to_vec();
        among.sort_unstable();
        statics.retain(|e| among.binary_search(e).is_ok());
    }
    for e in statics {
        let Some(c) = world.get::<Characteristics>(e) else { continue };
        // The static abilities of permanents that other objects look for.
        if !c.abilities.iter().any(looked_for)
            || world.get::<InZone>(e).is_none_or(|z| z.zone != Zone::Battlefield)
            || !is_present(world, e)
        {
            continue;
        }
        enter_tapped |= c.abilities.iter().any(|l| matches!(l.ability, Ability::OthersEnterTapped(_)));
        for line in &c.abilities {
            if let Ability::Anthem(a) = &line.ability {
                let mut anthem = a.clone();
                // 614.12a: "of the chosen color / type", what was chosen as it entered; none
                // yet, nothing to apply to.
                let chosen = world.get::<crate::rules::object::Chosen>(e);
                if anthem.chosen_color {
                    let Some(color) = chosen.and_then(|ch| ch.color) else { continue };
                    anthem.colors = vec![color];
                }
                if anthem.chosen_type {
                    let Some(kind) = chosen.and_then(|ch| ch.creature_type.clone()) else { continue };
                    anthem.subtypes = vec![kind];
                }
                found.push(AnthemSource {
                    source: e,
                    controller: world.get::<Controller>(e).map_or(Entity::PLACEHOLDER, |c| c.0),
                    timestamp: world.get::<Timestamp>(e).map_or(0, |t| t.0),
                    name: c.name.to_string(),
                    anthem,
                });
            }
        }
    }
    if enter_tapped {
        world.resource_mut::<Dirty>().others_enter_tapped = true;
    }
    if found.is_empty() && world.get_resource::<Anthems>().is_none_or(|a| a.0.is_empty()) {
        return false;
    }
    let anthems = world.get_resource_or_init::<Anthems>();
    let mut next: Vec<AnthemSource> = anthems.0.iter().filter(|a| !derived.contains(&a.source)).cloned().collect();
    next.retain(|a| world.get_entity(a.source).is_ok());
    next.extend(found);
    next.sort_by_key(|a| a.timestamp);
    let mut anthems = world.resource_mut::<Anthems>();
    if anthems.0 == next {
        return false;
    }
    anthems.0 = next;
    true
}

/// Derives each entity again and writes what changed, into the pass's one buffer.
fn write_derived(world: &mut World, entities: &[Entity], pass: &mut Pass) {
    let next = &mut pass.next;
    for &e in entities {
        if world.get_entity(e).is_err() || !derive_into(world, e, &mut Trace::default(), next) {
            continue;
        }
        pass.day_night |= next.keywords.iter().any(|k| matches!(k, Keyword::Daybound | Keyword::Nightbound));
        if next.abilities.iter().any(looked_for) {
            pass.statics.push(e);
        }
        if next.abilities.iter().any(|l| depends(l, false)) {
            pass.own_dependent.push(e);
        }
        crate::rules::triggers::index::derived(world, e, next);
        match world.get_mut::<Characteristics>(e) {
            Some(mut old) => {
                if *old != **next {
                    std::mem::swap(&mut *old, &mut **next);
                }
            }
            None => {
                world.entity_mut(e).insert(std::mem::take(&mut **next));
            }
        }
    }
    pass.derived.extend_from_slice(entities);
}
