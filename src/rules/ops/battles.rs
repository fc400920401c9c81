//! Battles' protectors (310.8, 310.11a): chosen as a battle enters, and again by the
//! state-based actions when it has none (704.5w) or when a Siege's controller protects it
//! (704.5x). A choice between several players waits for the battle's controller, as the legend
//! rule does.

use bevy::prelude::*;

use super::Refusal;
use crate::rules::game::mark;
use crate::rules::log::{Arg, LogText, log, refer, refer_lazily};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

pub use crate::rules::object::Protector;

/// On a battle whose controller must choose its protector among several players.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AwaitingProtectorChoice;

fn is_battle(world: &World, e: Entity) -> bool {
    on_battlefield(world, e)
        && is_present(world, e)
        && world.get::<FaceDown>(e).is_none_or(|f| f.0.is_none())
        && chars(world, e).has_type(crate::cards::CardType::Battle)
}

fn is_siege(world: &World, e: Entity) -> bool {
    chars(world, e).has_subtype("Siege")
}

/// Who may protect a battle now: a Siege's controller's opponents still in the game (310.11a);
/// a battle with no battle type, its controller (310.8a).
pub fn candidates(world: &World, e: Entity) -> Vec<Entity> {
    let Some(ctl) = world.get::<Controller>(e).map(|c| c.0) else { return Vec::new() };
    if !is_siege(world, e) {
        return vec![ctl];
    }
    let players = &world.resource::<Players>().0;
    players.iter().copied().filter(|p| *p != ctl && world.get::<Lost>(*p).is_none()).collect()
}

/// Whether a battle's protector is one it may keep: a player still in the game, and for a
/// Siege not its controller (704.5w, 704.5x).
fn keeps_its_protector(world: &World, e: Entity) -> Result<(), &'static str> {
    let Some(p) = world.get::<Protector>(e).map(|p| p.0) else { return Err("704.5w") };
    if world.get::<Lost>(p).is_some() {
        return Err("704.5w");
    }
    if is_siege(world, e) && world.get::<Controller>(e).is_some_and(|c| c.0 == p) {
        return Err("704.5x");
    }
    Ok(())
}

/// How a battle's protector was chosen, a key its line chooses its words by: `"choice"` (its
/// controller's), `"controller"` (its controller), `"only-opponent"` (its controller's only
/// opponent).
fn set_protector(world: &mut World, e: Entity, p: Entity, rule: &'static str, how: &'static str) {
    world.entity_mut(e).insert(Protector(p)).remove::<AwaitingProtectorChoice>();
    mark(world, e);
    let (battle, player) = (refer(world, e), refer(world, p));
    log(world, rule, says!("log-protects-battle", player = player, battle = battle, how = Arg::text(how)));
}

/// Designates a protector for a battle that needs one: the only possible player at once,
/// otherwise its controller's choice, awaited. Returns false when nobody can be chosen.
fn designate(world: &mut World, e: Entity, rule: &'static str) -> bool {
    let who = candidates(world, e);
    match who.as_slice() {
        [] => false,
        [only] => {
            let how = if is_siege(world, e) { "only-opponent" } else { "controller" };
            set_protector(world, e, *only, rule, how);
            true
        }
        _ => {
            if world.get::<AwaitingProtectorChoice>(e).is_none() {
                world.entity_mut(e).insert(AwaitingProtectorChoice);
                mark(world, e);
                let battle = refer(world, e);
                if let Some(ctl) = world.get::<Controller>(e).map(|c| refer(world, c.0)) {
                    log(world, rule, says!("log-chooses-protector", player = ctl, battle = battle));
                }
            }
            true
        }
    }
}

/// As a battle enters the battlefield its controller chooses its protector (310.8a, 310.11a).
pub fn entered(world: &mut World, e: Entity) {
    if is_battle(world, e) {
        world.entity_mut(e).remove::<(Protector, AwaitingProtectorChoice)>();
        let rule = if is_siege(world, e) { "310.11a" } else { "310.8a" };
        designate(world, e, rule);
    }
}

/// 704.5w, 704.5x for the battles among `changed` and every battle that has a protector (whose
/// protector may have left the game). Returns the battles that go to their owners'
/// graveyards, nobody being able to protect them, with the rule and why.
pub fn check_protectors(world: &mut World, changed: &[Entity]) -> Vec<(Entity, &'static str, LogText)> {
    let mut battles: Vec<Entity> = changed.to_vec();
    if let Some(mut q) = world.try_query::<(Entity, &Protector)>() {
        battles.extend(q.iter(world).map(|(e, _)| e));
    }
    battles.sort();
    battles.dedup();
    let mut out = Vec::new();
    for e in battles {
        if world.get_entity(e).is_err() || !is_battle(world, e) {
            if world.get_entity(e).is_ok() && world.get::<Protector>(e).is_some() && !on_battlefield(world, e) {
                world.entity_mut(e).remove::<(Protector, AwaitingProtectorChoice)>();
            }
            continue;
        }
        let Err(rule) = keeps_its_protector(world, e) else { continue };
        if rule == "704.5w" && world.get::<AwaitingProtectorChoice>(e).is_some() {
            continue; // its controller is choosing
        }
        if world.get::<Protector>(e).is_some() {
            world.entity_mut(e).remove::<Protector>();
        }
        if !designate(world, e, rule) {
            let why = match rule == "704.5x" {
                true => says!("log-why-siege-no-opponent"),
                false => says!("log-why-no-protector"),
            };
            out.push((e, rule, why));
        }
    }
    out
}

/// Whether `player` can be chosen to protect `e` now (310.8a, 310.11a).
pub fn can_choose_protector(world: &World, e: Entity, player: Entity) -> Result<(), Refusal> {
    let name = refer_lazily(world, e);
    if !is_battle(world, e) {
        return Err(Refusal::new("310.8a", says!("log-not-a-battle", card = &name)));
    }
    if !candidates(world, e).contains(&player) {
        let rule = if is_siege(world, e) { "310.11a" } else { "310.8a" };
        let text = says!("log-cant-protect-battle", player = refer(world, player), battle = &name);
        return Err(Refusal::new(rule, text));
    }
    Ok(())
}

/// Its controller's choice of protector (310.8a, 704.5w, 704.5x).
pub fn choose_protector(world: &mut World, e: Entity, player: Entity) {
    if !super::allowed(world, can_choose_protector(world, e, player)) {
        return;
    }
    set_protector(world, e, player, "310.8a", "choice");
}
