//! A spell's or ability's targets (115, 601.2c, 603.3d): checked as they are chosen, set with
//! what each object was then, and checked again as it resolves (608.2b).

use super::*;
use crate::rules::log::LogText;

/// An Aura spell needs exactly one target, one it can enchant (303.4a, 601.2c).
pub(super) fn can_target(world: &World, e: Entity, face: Side, face_down: bool, targets: &[Entity]) -> Legal {
    let Some(aura) = aura_face(world, e, face, face_down) else { return Ok(()) };
    let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    // 702.11d, 702.18d: a player with hexproof or shroud isn't an Aura's target either.
    if let [t] = targets
        && let Some(rule) = crate::rules::query::player_untargetable(world, *t, caster)
    {
        let (target, card) = (refer(world, *t), refer(world, e).named(aura.name.clone()));
        return Err(Refusal::new(rule, says!("log-aura-cant-enchant-target", card = card, target = target)));
    }
    match targets {
        [t] if crate::rules::ops::attach::can_enchant(world, &aura, *t, caster, Some(e)) => Ok(()),
        [t] => {
            let (target, card) = (refer(world, *t), refer(world, e).named(aura.name.clone()));
            Err(Refusal::new("601.2c", says!("log-aura-cant-enchant-target", card = card, target = target)))
        }
        _ => {
            let card = refer(world, e).named(aura.name.clone());
            Err(Refusal::new("303.4a", says!("log-aura-needs-one-target", card = card)))
        }
    }
}

/// Each target as the object it is now (400.7), or a player.
pub fn targets_now(world: &World, targets: &[Entity]) -> Targets {
    Targets(
        targets
            .iter()
            .map(|t| Target {
                entity: *t,
                object: if world.get::<Player>(*t).is_some() { None } else { world.get::<ObjectNumber>(*t).copied() },
            })
            .collect(),
    )
}

/// "A and B and C" in the log: each item, then the rest; `None` for none.
pub fn and_list(items: impl DoubleEndedIterator<Item = Arg>) -> Option<Arg> {
    let mut list: Option<Arg> = None;
    for item in items.rev() {
        list = Some(match list {
            None => item,
            Some(rest) => Arg::from(says!("log-targets-and", first = item, rest = rest)),
        });
    }
    list
}

/// Gives a spell or ability on the stack its targets (601.2c, 603.3d); none where it has none
/// (a card cast again, a split card's other half, keeps no target of its last cast).
pub fn set_targets(world: &mut World, e: Entity, targets: &[Entity]) {
    if targets.is_empty() {
        world.entity_mut(e).remove::<Targets>();
        return;
    }
    let t = targets_now(world, targets);
    let refs: Vec<LogRef> = targets.iter().map(|t| refer(world, *t)).collect();
    world.entity_mut(e).insert(t);
    let name = refer(world, e);
    let list = and_list(refs.into_iter().map(Arg::from));
    let rule = if world.get::<StackedAbility>(e).is_some() { "603.3d" } else { "601.2c" };
    let Some(list) = list else { return };
    log(world, rule, says!("log-targets", spell = name, targets = list));
    // 115.1: each object becomes its target (once, however many times it is chosen).
    let mut objects: Vec<Entity> = Vec::new();
    for t in targets.iter().copied().filter(|t| world.get::<crate::rules::object::Player>(*t).is_none()) {
        if !objects.contains(&t) {
            objects.push(t);
        }
    }
    let by = crate::rules::query::controller_of(world, e);
    for t in objects {
        crate::rules::triggers::happened(world, crate::rules::triggers::Event::BecameTarget(t, by));
    }
}

/// Whether a target is still legal as its spell or ability resolves (608.2b): the same object
/// (a target that changed zones is a new object, 400.7), not phased out (702.26b), a player still
/// in the game, and for an
/// Aura spell something it can enchant (303.4a). Err: why not, for the log.
fn target_is_legal(
    world: &World,
    t: &Target,
    aura: Option<(&crate::cards::Face, Entity, Entity)>,
) -> Result<(), LogText> {
    if world.get_entity(t.entity).is_err() {
        return Err(says!("log-target-no-longer-exists"));
    }
    let name = refer(world, t.entity);
    if let Some(o) = t.object
        && world.get::<ObjectNumber>(t.entity) != Some(&o)
    {
        return Err(says!("log-target-changed-zones", target = name));
    }
    if world.get::<Lost>(t.entity).is_some() {
        return Err(says!("log-target-left-game", target = name));
    }
    // A phased-out permanent is treated as though it doesn't exist (702.26b).
    if !is_present(world, t.entity) {
        return Err(says!("log-target-phased-out", target = name));
    }
    if let Some((face, spell, controller)) = aura
        && !crate::rules::ops::attach::can_enchant(world, face, t.entity, controller, Some(spell))
    {
        let aura = refer(world, spell).named(face.name.clone());
        return Err(says!("log-target-cant-be-enchanted-now", aura = aura, target = name));
    }
    Ok(())
}

/// Each of a spell's targets checked again as it resolves (608.2b), in order; each illegal one
/// logged.
pub fn still_legal(world: &mut World, e: Entity) -> Vec<bool> {
    let Some(Targets(targets)) = world.get::<Targets>(e).cloned() else { return Vec::new() };
    let mut out = Vec::with_capacity(targets.len());
    for t in &targets {
        match target_is_legal(world, t, None) {
            Ok(()) => out.push(true),
            Err(why) => {
                log(world, "608.2b", says!("log-illegal-target", why = why));
                out.push(false);
            }
        }
    }
    out
}

/// The targets of a spell or ability that are still legal, each illegal one logged (608.2b);
/// `None` if it has targets and all of them are illegal: it doesn't resolve.
pub(super) fn legal_targets(
    world: &mut World,
    e: Entity,
    aura: Option<(&crate::cards::Face, Entity, Entity)>,
) -> Option<Vec<Entity>> {
    let Some(Targets(targets)) = world.get::<Targets>(e).cloned() else { return Some(Vec::new()) };
    let mut legal = Vec::new();
    for t in &targets {
        match target_is_legal(world, t, aura) {
            Ok(()) => legal.push(t.entity),
            Err(why) => log(world, "608.2b", says!("log-illegal-target", why = why)),
        }
    }
    (targets.is_empty() || !legal.is_empty()).then_some(legal)
}
