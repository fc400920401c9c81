//! The stack (405): casting a spell (601, 712.11), resolving the top object (608, 712.13), and
//! abilities that remember what they came from (400.7, 701.27f).

use bevy::prelude::*;

use super::zones::{Enter, move_object};
use super::{Legal, Refusal, allowed};
use crate::cards::Layout;
use crate::rules::action::{AbilityKind, Action, FaceDownKind, Id, Position, Side, Zone};
use crate::rules::game::{RulesClock, Turn};
use crate::rules::log::{log, note};
use crate::rules::object::*;
use crate::rules::query::*;

/// Whether a card can be cast from where it is with that face up (601.2a, 712.11a).
pub fn can_cast(world: &World, e: Entity, face: Side, face_down: bool) -> Legal {
    let name = name_of(world, e);
    let from = zone_of(world, e);
    if matches!(from, Zone::Stack | Zone::Battlefield) || is_token(world, e) {
        return Err(Refusal::new("601.2a", format!("{name} can't be cast from the {from:?}; nothing happens")));
    }
    let double_faced = printed(world, e).is_some_and(|d| d.is_double_faced());
    if face == Side::Back && !face_down && !double_faced {
        let text = format!("{name} isn't double-faced; it can't be cast with a back face up; nothing happens");
        return Err(Refusal::new("712.11a", text));
    }
    Ok(())
}

/// Casts a card: it moves to the top of the stack with the chosen face up, or face down (708.4),
/// and counts as a spell its caster cast this turn (730.2).
pub fn cast(world: &mut World, e: Entity, face: Side, face_down: Option<FaceDownKind>) {
    if !allowed(world, can_cast(world, e, face, face_down.is_some())) {
        return;
    }
    let name = name_of(world, e);
    let layout = printed(world, e).map_or(Layout::Normal, |d| d.layout);
    let caster = world.get::<Owner>(e).map(|o| o.0);
    let rule = match (face_down, face, layout) {
        (Some(_), ..) => "708.4",
        (None, Side::Back, Layout::ModalDfc) => "712.11b",
        (None, Side::Back, _) => "712.11a",
        _ => "601.2a",
    };
    log(world, rule, format!("{name} is cast{}", if face_down.is_some() { " face down" } else { "" }));
    if zone_of(world, e) == Zone::Command && world.get::<Commander>(e).is_some() {
        super::commander::cast_from_command_zone(world, e);
    }
    if move_object(world, e, Zone::Stack, Some(Position::Top), Enter { face, face_down, ..Default::default() })
        && let Some(p) = caster
    {
        *world.resource_mut::<Turn>().spells_cast.entry(p).or_default() += 1;
    }
}

/// The top object of the stack: a spell or an ability.
pub fn stack_top(world: &mut World) -> Option<Entity> {
    let mut q = world.query::<(Entity, &InZone)>();
    q.iter(world).filter(|(_, z)| z.zone == Zone::Stack).min_by_key(|(_, z)| z.order).map(|(e, _)| e)
}

/// Resolves the top object of the stack: a permanent spell enters the battlefield with the same
/// face up (608.3, 712.13), any other goes to the graveyard (608.2n). For an ability, returns
/// the effect the caller applies.
pub fn resolve_top(world: &mut World) -> Option<Action> {
    let Some(top) = stack_top(world) else {
        note(world, "the stack is empty; nothing resolves");
        return None;
    };
    if world.get::<StackedAbility>(top).is_some() {
        return resolve_ability(world, top);
    }
    let name = name_of(world, top);
    let face = face_up(world, top);
    let face_down = world.get::<FaceDown>(top).and_then(|f| f.0);
    if chars(world, top).types.iter().any(|t| t.is_permanent_type()) {
        log(world, "608.3", format!("{name} resolves and enters the battlefield with the same face up (712.13)"));
        move_object(world, top, Zone::Battlefield, None, Enter { face, face_down, ..Default::default() });
    } else {
        log(world, "608.2n", format!("{name} resolves and is put into its owner's graveyard"));
        move_object(world, top, Zone::Graveyard, None, Enter::default());
    }
    None
}

/// Puts an ability of `source` on top of the stack, remembering the object it came from (400.7)
/// and how often it had transformed (701.27f). `effect` is what the table does when it
/// resolves (`None`: the players carry out its text).
pub fn push_ability(world: &mut World, id: Id, source: Entity, kind: AbilityKind, effect: Option<Action>) -> Entity {
    let ability = StackedAbility {
        source,
        source_object: world.get::<ObjectId>(source).copied().unwrap_or_default(),
        source_transforms: world.get::<TransformCount>(source).map_or(0, |t| t.0),
        kind,
        effect,
        chapter: None,
        text: None,
    };
    let order = world.resource_mut::<RulesClock>().next_top();
    let e = world.spawn((Label(id.clone()), Name::new(id.clone()), InZone { zone: Zone::Stack, order }, ability)).id();
    world.resource_mut::<Labels>().0.insert(id, e);
    e
}

/// An id for an automatic ability that no other object of the table has: `base`, or `base#2`,
/// `base#3`...
pub fn fresh_id(world: &World, base: String) -> Id {
    let labels = &world.resource::<Labels>().0;
    if !labels.contains_key(&base) {
        return base;
    }
    (2..).map(|n| format!("{base}#{n}")).find(|id| !labels.contains_key(id)).unwrap_or(base)
}

/// Whether a stacked ability can still do what it says to its source: the source must be the
/// same object (400.7) and, for a transform, must not have transformed since (701.27f).
pub fn can_resolve(world: &World, stacked: &StackedAbility) -> Legal {
    let src = stacked.source;
    let alive = world.get_entity(src).is_ok();
    let src_name = if alive { name_of(world, src) } else { "its source".into() };
    let refers_to_source =
        stacked.effect.iter().flat_map(Action::ids).any(|id| world.resource::<Labels>().0.get(id) == Some(&src));
    if !refers_to_source {
        return Ok(());
    }
    if !alive || world.get::<ObjectId>(src) != Some(&stacked.source_object) {
        let text = format!(
            "the ability's source changed zones; {src_name} is a new object the ability can't find; nothing happens"
        );
        return Err(Refusal::new("400.7", text));
    }
    let turns_over = matches!(stacked.effect, Some(Action::Transform(_) | Action::Convert(_)));
    if turns_over && world.get::<TransformCount>(src).map_or(0, |t| t.0) != stacked.source_transforms {
        let since = match stacked.kind {
            AbilityKind::Delayed => "that delayed ability was created",
            _ => "the ability was put on the stack",
        };
        let text = format!("{src_name} has transformed since {since}; the instruction is ignored");
        return Err(Refusal::new("701.27f", text));
    }
    Ok(())
}

/// Resolves an ability on the stack: it leaves the stack and, if it can still do what it says,
/// returns its effect for the caller to apply (608.2).
pub fn resolve_ability(world: &mut World, ab: Entity) -> Option<Action> {
    let Some(stacked) = world.get::<StackedAbility>(ab).cloned() else {
        let name = name_of(world, ab);
        note(world, format!("{name} isn't an ability on the stack; nothing happens"));
        return None;
    };
    world.entity_mut(ab).despawn();
    // Its source may have waited for it (704.5v): look at the source again.
    if world.get_entity(stacked.source).is_ok() {
        crate::rules::game::mark(world, stacked.source);
    }
    if !allowed(world, can_resolve(world, &stacked)) {
        return None;
    }
    let src_name =
        if world.get_entity(stacked.source).is_ok() { name_of(world, stacked.source) } else { "its source".into() };
    match (&stacked.chapter, &stacked.text) {
        (Some(n), Some(text)) => {
            let chapter = crate::cards::roman(*n);
            let text =
                if stacked.effect.is_some() { text.clone() } else { format!("{text} (the players carry it out)") };
            log(world, "608.2", format!("chapter {chapter} of {src_name} resolves: {text}"));
        }
        _ => log(world, "608.2", format!("an ability of {src_name} resolves")),
    }
    stacked.effect
}

/// The ability with this id, if it is on the stack.
pub fn ability_on_stack(world: &mut World, id: &str) -> Option<Entity> {
    let found = world.resource::<Labels>().0.get(id).copied().filter(|e| world.get::<StackedAbility>(*e).is_some());
    if found.is_none() {
        note(world, format!("{id} isn't an ability on the stack; nothing happens"));
    }
    found
}
