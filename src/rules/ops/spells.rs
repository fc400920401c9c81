//! What an instant or sorcery does, carried out by the rules at an assisted table: its typed
//! effect ([`crate::cards::effects`]) checked against its targets as it is cast (601.2c) and
//! turned, as it resolves, into the actions its steps come to, in the order written (608.2c),
//! each target checked again first (608.2b: an illegal target is not affected). A spell whose
//! text isn't all understood resolves as before, for the players to carry out.

use std::sync::Arc;

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::cards::abilities::{Ability, AbilityLine};
use crate::cards::effects::{Aim, EffectStep, SpellEffect, Status, TargetKind, Wanted};
use crate::rules::action::{Action, Side, Until, Zone};
use crate::rules::counters::CounterKind;
use crate::rules::log::{log, refer};
use crate::rules::object::{Controller, Lost, Player, StackedAbility, Tapped, Targets, is_present};
use crate::rules::query::*;
use crate::says;

/// Every line of a face's text typed as a spell's effect, or `None` (a face with no text has no
/// effect to carry out either).
pub fn effect_lines(lines: &[AbilityLine]) -> Option<Vec<Arc<SpellEffect>>> {
    let mut out = Vec::new();
    // A line that is only reminder text ("({R/P} can be paid with either {R} or 2 life.)") says
    // nothing the rules do.
    for l in lines.iter().filter(|l| !crate::cards::triggers::without_reminder(&l.text).is_empty()) {
        let Ability::Effect(e) = &l.ability else { return None };
        out.push(e.clone());
    }
    (!out.is_empty()).then_some(out)
}

/// Whether a face is an instant or a sorcery: the spells whose text is their effect.
fn is_spell_card(types: &[crate::cards::CardType]) -> bool {
    types.iter().any(|t| matches!(t, crate::cards::CardType::Instant | crate::cards::CardType::Sorcery))
}

/// The typed effect of the face of `e` being cast (its lines as read when the card loaded).
fn effect_of_face(world: &World, e: Entity, face: Side) -> Option<Vec<Arc<SpellEffect>>> {
    let def = printed(world, e)?;
    let f = def.faces.get(face.index())?;
    if !is_spell_card(&f.types) {
        return None;
    }
    effect_lines(f.text.abilities())
}

/// The targets a typed effect needs, in the order they are chosen.
fn kinds(effect: &[Arc<SpellEffect>]) -> Vec<TargetKind> {
    effect.iter().flat_map(|e| e.targets().cloned().collect::<Vec<_>>()).collect()
}

/// 601.2c, at an assisted table: a spell whose text the rules carry out is cast with one target
/// of the right kind for each "target" its text names, in order.
pub fn can_target_as_written(world: &World, e: Entity, face: Side, targets: &[Entity]) -> Legal {
    if !assisted(world) {
        return Ok(());
    }
    let Some(effect) = effect_of_face(world, e, face) else { return Ok(()) };
    let kinds = kinds(&effect);
    let caster = world.get::<crate::rules::object::Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let name = refer(world, e);
    if kinds.len() != targets.len() {
        let wanted: Vec<String> = kinds.iter().map(kind_words).collect();
        let text = match wanted.len() {
            0 => says!("{name} has no targets; it is cast without any"; name),
            1 => says!("{name} needs one target, {}; it isn't cast", wanted[0]; name),
            n => says!("{name} needs {n} targets, in this order: {}; it isn't cast", wanted.join(", then "); name),
        };
        return Err(Refusal::new("601.2c", text));
    }
    for (k, t) in kinds.iter().zip(targets) {
        if !fits(world, k, *t, caster, e) {
            let target = refer(world, *t);
            let text =
                says!("{target} isn't {}: not a legal target for {name}; it isn't cast", kind_words(k); target, name);
            return Err(Refusal::new("601.2c", text));
        }
    }
    Ok(())
}

/// What a target must be, in words ("a creature", "any target").
fn kind_words(k: &TargetKind) -> String {
    match k {
        TargetKind::Any => "any target (a creature, player, planeswalker or battle)".into(),
        TargetKind::Player { opponent: true } => "an opponent".into(),
        TargetKind::Player { opponent: false } => "a player".into(),
        TargetKind::Permanent(w) => format!("a {} permanent", wanted_words(w)).replace("  ", " "),
        TargetKind::PermanentOrPlayer(w) => format!("a player or a {} permanent", wanted_words(w)),
        TargetKind::Spell(w) => format!("a {} spell", wanted_words(w)).replace("  ", " "),
    }
}

fn wanted_words(w: &Wanted) -> String {
    let mut words: Vec<String> = Vec::new();
    if let Some(s) = w.status {
        words.push(format!("{s:?}").to_lowercase());
    }
    words.extend(w.not_colors.iter().map(|c| format!("non{}", format!("{c:?}").to_lowercase())));
    words.extend(w.filter.not_types.iter().map(|t| format!("non{}", format!("{t:?}").to_lowercase())));
    let types: Vec<String> = w.filter.types.iter().map(|t| format!("{t:?}").to_lowercase()).collect();
    if !types.is_empty() {
        words.push(types.join(" or "));
    }
    words.join(" ")
}

/// Whether `t` may be this kind of target of a spell `spell` controlled by `caster` (115.1,
/// 115.4; a spell can't target itself, 115.5).
fn fits(world: &World, k: &TargetKind, t: Entity, caster: Entity, spell: Entity) -> bool {
    if t == spell || !is_present(world, t) {
        return false;
    }
    let is_player = world.get::<Player>(t).is_some();
    if is_player && world.get::<Lost>(t).is_some() {
        return false;
    }
    let on = |zone: Zone| !is_player && zone_of(world, t) == zone && world.get::<StackedAbility>(t).is_none();
    let object_fits = |w: &Wanted| {
        let c = chars(world, t);
        let yours = world.get::<Controller>(t).is_some_and(|x| x.0 == caster);
        w.matches(&c.types, c.colors, yours)
            && match w.status {
                None => true,
                Some(Status::Attacking) => super::combat::is_attacking(world, t),
                Some(Status::Blocking) => super::combat::is_blocking(world, t),
                Some(Status::AttackingOrBlocking) => {
                    super::combat::is_attacking(world, t) || super::combat::is_blocking(world, t)
                }
                Some(Status::Tapped) => world.get::<Tapped>(t).is_some_and(|x| x.0),
            }
    };
    match k {
        TargetKind::Any => {
            is_player || {
                use crate::cards::CardType::*;
                on(Zone::Battlefield)
                    && chars(world, t).types.iter().any(|x| matches!(x, Creature | Planeswalker | Battle))
            }
        }
        TargetKind::Player { opponent } => is_player && (!opponent || t != caster),
        TargetKind::Permanent(w) => on(Zone::Battlefield) && object_fits(w),
        TargetKind::PermanentOrPlayer(w) => is_player || (on(Zone::Battlefield) && object_fits(w)),
        TargetKind::Spell(w) => on(Zone::Stack) && object_fits(w),
    }
}

/// Whether the rules carry out this spell as it resolves: an assisted table, a game not kept
/// from before they did, and every line of its face typed.
pub fn carried_out(world: &World, spell: Entity) -> Option<Vec<Arc<SpellEffect>>> {
    if !assisted(world) || world.get_resource::<SpellsByHand>().is_some_and(|b| b.0) {
        return None;
    }
    let c = chars(world, spell);
    if !is_spell_card(&c.types) {
        return None;
    }
    effect_lines(&c.abilities)
}

/// Resolves the top of the stack where it is an instant or sorcery the rules carry out (not face
/// down): what its effect comes to, the spell's move to the graveyard last (608.2c, 608.2n); or,
/// with all its targets illegal, it doesn't resolve (608.2b). `None`: not such a spell
/// (`stack::resolve_top` resolves it).
pub fn resolve(world: &mut World) -> Option<Vec<Action>> {
    let top = stack_top(world)?;
    let face_down = world.get::<crate::rules::FaceDown>(top).and_then(|f| f.0).is_some();
    if world.get::<StackedAbility>(top).is_some() || face_down {
        return None;
    }
    let effect = carried_out(world, top)?;
    if let Some(actions) = resolution(world, top, &effect) {
        return Some(actions);
    }
    let name = refer(world, top);
    let text = says!("{name} doesn't resolve: all its targets are illegal; it is put into its owner's graveyard"; name);
    log(world, "608.2b", text);
    super::zones::move_object(world, top, Zone::Graveyard, None, super::zones::Enter::default());
    Some(Vec::new())
}

/// A game kept before spells did what they say (`TableSetup::spells_by_hand`): spells resolve
/// for the players to carry out, as they were played.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct SpellsByHand(pub bool);

/// The actions a resolving spell's effect comes to (608.2c), each target checked again
/// (608.2b: a target that is illegal now is not affected, and a step aimed only at it does
/// nothing); `None` when it had targets and all are illegal (it doesn't resolve). Logs the line
/// that says it resolves.
pub fn resolution(world: &mut World, spell: Entity, effect: &[Arc<SpellEffect>]) -> Option<Vec<Action>> {
    let kinds = kinds(effect);
    let targets: Vec<Entity> =
        world.get::<Targets>(spell).map(|t| t.0.iter().map(|x| x.entity).collect()).unwrap_or_default();
    let name = refer(world, spell);
    if kinds.len() != targets.len() {
        let text = says!("{name} resolves; its targets aren't the ones its text names: the players carry it out"; name);
        log(world, "608.2", text);
        return Some(Vec::new());
    }
    let caster = world.get::<Controller>(spell).map_or(Entity::PLACEHOLDER, |c| c.0);
    let still = super::stack::still_legal(world, spell);
    let mut legal: Vec<Option<Entity>> = Vec::new();
    for ((k, t), ok) in kinds.iter().zip(&targets).zip(&still) {
        if *ok && fits(world, k, *t, caster, spell) {
            legal.push(Some(*t));
        } else {
            if *ok {
                let target = refer(world, *t);
                log(world, "608.2b", says!("{target} is no longer {}: an illegal target", kind_words(k); target));
            }
            legal.push(None);
        }
    }
    if !targets.is_empty() && legal.iter().all(Option::is_none) {
        return None;
    }
    log(world, "608.2c", says!("{name} resolves: its effect happens, in the order written"; name));
    let source = label(world, spell);
    let mut slot = 0usize;
    let mut out = Vec::new();
    for step in effect.iter().flat_map(|e| e.steps.iter()) {
        // Who or what this step acts on: players by name, objects by id.
        let aimed: Vec<Entity> = match step.aim() {
            Aim::Target(_) => {
                slot += 1;
                legal[slot - 1].into_iter().collect()
            }
            Aim::It => slot.checked_sub(1).and_then(|i| legal[i]).into_iter().collect(),
            Aim::You => vec![caster],
            Aim::EachOpponent => in_game_from_active(world).into_iter().filter(|p| *p != caster).collect(),
        };
        for t in aimed {
            let player = world.get::<Player>(t).is_some();
            let (id, who) = (label(world, t), player_name(world, t));
            let a = match (step, player) {
                (EffectStep::Damage { n, .. }, true) => {
                    Action::DamagePlayer { source: source.clone(), player: who.into(), n: *n, combat: false }
                }
                (EffectStep::Damage { n, .. }, false) => {
                    Action::Damage { card: id, n: *n, source: Some(source.clone()) }
                }
                (EffectStep::Destroy(_), _) => Action::Destroy(id),
                (EffectStep::Exile(_), _) => Action::Move { card: id, to: Zone::Exile, position: None },
                (EffectStep::ReturnToHand(_), _) => Action::Move { card: id, to: Zone::Hand, position: None },
                (EffectStep::Tap(_), _) => Action::Tap(id),
                (EffectStep::Untap(_), _) => Action::Untap(id),
                (EffectStep::Pump { power, toughness, .. }, _) => {
                    Action::ModifyPT { card: id, power: *power, toughness: *toughness, until: Some(Until::EndOfTurn) }
                }
                (EffectStep::PlusOneCounters { n, .. }, _) => {
                    Action::AddCounters { card: id, kind: CounterKind::PlusOne, n: *n }
                }
                (EffectStep::CounterSpell(_), _)
                    if chars(world, t).abilities.iter().any(|l| l.text.contains("can't be countered")) =>
                {
                    // A spell that says it can't be countered stays (101.1: the card's own words).
                    let spell = refer(world, t);
                    log(world, "101.1", says!("{spell} can't be countered: it stays on the stack"; spell));
                    continue;
                }
                (EffectStep::CounterSpell(_), _) => {
                    let countered = refer(world, t);
                    log(
                        world,
                        "701.6a",
                        says!("{countered} is countered: it is put into its owner's graveyard"; countered),
                    );
                    Action::Move { card: id, to: Zone::Graveyard, position: None }
                }
                (EffectStep::Draw { n, .. }, _) => Action::Draw { player: who.into(), n: Some(*n) },
                (EffectStep::GainLife { n, .. }, _) => Action::ChangeLife { player: who.into(), by: life(*n) },
                (EffectStep::LoseLife { n, .. }, _) => Action::ChangeLife { player: who.into(), by: -life(*n) },
                (EffectStep::Mill { n, .. }, _) => Action::Mill { player: who.into(), n: *n },
            };
            out.push(a);
        }
    }
    // 608.2n: last, the spell is put into its owner's graveyard.
    out.push(Action::Move { card: source, to: Zone::Graveyard, position: None });
    Some(out)
}

fn life(n: u32) -> i32 {
    n.min(i32::MAX as u32) as i32
}

/// The targets a player may choose for the spell `e` cast as `face`: for each target its text
/// names, in order, the objects and players that fit (what the window and the text client
/// offer; `None` where the rules don't carry the spell out).
pub fn target_choices(world: &World, e: Entity, face: Side) -> Option<Vec<Vec<Entity>>> {
    if !assisted(world) {
        return None;
    }
    let effect = effect_of_face(world, e, face)?;
    let caster = world.get::<crate::rules::object::Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let kinds = kinds(&effect);
    let mut candidates: Vec<Entity> = in_game_from_active(world);
    if let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::InZone)>() {
        let mut objects: Vec<Entity> =
            q.iter(world).filter(|(_, z)| matches!(z.zone, Zone::Battlefield | Zone::Stack)).map(|(x, _)| x).collect();
        objects.sort();
        candidates.extend(objects);
    }
    Some(kinds.iter().map(|k| candidates.iter().copied().filter(|t| fits(world, k, *t, caster, e)).collect()).collect())
}
