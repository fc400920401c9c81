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
use crate::rules::log::{Arg, LogText, log, refer};
use crate::rules::object::{Controller, Lost, Player, StackedAbility, Tapped, Targets, is_present};
use crate::rules::query::*;
use crate::says;

/// Every line of a face's text typed as a spell's effect, beside the lines the rules apply on
/// their own, or `None` (a face with no text has no effect to carry out either).
pub fn effect_lines(lines: &[AbilityLine], modes: &[u32]) -> Option<Vec<Arc<SpellEffect>>> {
    let mut out = Vec::new();
    // A line that is only reminder text ("({R/P} can be paid with either {R} or 2 life.)") says
    // nothing the rules do.
    for l in lines.iter().filter(|l| !crate::cards::filter::without_reminder(&l.text).is_empty()) {
        match &l.ability {
            Ability::Effect(e) => out.push(e.clone()),
            // 700.2: the modes chosen, in printed order; with none chosen as its text allows (or a
            // mode the reader doesn't understand), the players carry it out.
            Ability::Modal(m) if m.typed() && m.allows(modes) => out.extend(m.chosen(modes)),
            Ability::Modal(_) => return None,
            Ability::Mode(_) => {}
            // What the spell is rather than what it does, which the rules apply on their own:
            // "This spell can't be countered." (101.1), devoid (702.114a), a keyword such as
            // flash, a triggered ability the table puts on the stack.
            _ if crate::cards::level::line_level(l) == crate::cards::level::Level::Automatic => {}
            _ => return None,
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Whether a face is an instant or a sorcery: the spells whose text is their effect.
fn is_spell_card(types: &[crate::cards::CardType]) -> bool {
    types.iter().any(|t| matches!(t, crate::cards::CardType::Instant | crate::cards::CardType::Sorcery))
}

/// The typed effect of the face of `e` being cast (its lines as read when the card loaded).
fn effect_of_face(world: &World, e: Entity, face: Side, modes: &[u32]) -> Option<Vec<Arc<SpellEffect>>> {
    let def = printed(world, e)?;
    let f = def.faces.get(face.index())?;
    if !is_spell_card(&f.types) {
        return None;
    }
    effect_lines(f.text.abilities(), modes)
}

/// The typed effect of what of `e` is cast: a face, or both halves of a fused split card, the
/// left half's instructions then the right half's (702.102d).
fn effect_cast(world: &World, e: Entity, face: Side, fused: bool, modes: &[u32]) -> Option<Vec<Arc<SpellEffect>>> {
    if !fused {
        return effect_of_face(world, e, face, modes);
    }
    let mut out = effect_of_face(world, e, Side::Front, &[])?;
    out.extend(effect_of_face(world, e, Side::Back, &[])?);
    Some(out)
}

/// The modes chosen for `e` as it was cast (700.2, 601.2b): none for a spell that isn't modal.
pub fn chosen_modes(world: &World, e: Entity) -> &[u32] {
    world.get::<crate::rules::object::ChosenModes>(e).map_or(&[], |m| &m.0)
}

/// 601.2b: at an assisted table, a modal spell whose modes the rules carry out is cast with a
/// choice of them its text allows.
pub fn can_choose_modes(world: &World, e: Entity, face: Side, modes: &[u32]) -> Legal {
    if !assisted(world) {
        return Ok(());
    }
    let Some(f) = printed(world, e).and_then(|d| d.faces.get(face.index()).cloned()) else { return Ok(()) };
    let modal = f.text.abilities().iter().find_map(|l| match &l.ability {
        Ability::Modal(m) if m.typed() => Some(m.clone()),
        _ => None,
    });
    match modal {
        Some(m) if !m.allows(modes) => {
            let text =
                says!("log-choose-modes", spell = refer(world, e), min = m.min, max = m.max.min(m.modes.len() as u32));
            Err(Refusal::new("601.2b", text))
        }
        _ => Ok(()),
    }
}

/// The targets a typed effect needs, in the order they are chosen.
fn kinds(effect: &[Arc<SpellEffect>]) -> Vec<TargetKind> {
    effect.iter().flat_map(|e| e.targets().cloned().collect::<Vec<_>>()).collect()
}

/// 601.2c, at an assisted table: a spell whose text the rules carry out is cast with one target
/// of the right kind for each "target" its text names, in order (a fused split card's: the left
/// half's, then the right half's, 702.102c).
pub fn can_target_as_written(world: &World, e: Entity, face: Side, fused: bool, targets: &[Entity]) -> Legal {
    if !assisted(world) {
        return Ok(());
    }
    can_choose_modes(world, e, face, chosen_modes(world, e))?;
    let Some(effect) = effect_cast(world, e, face, fused, chosen_modes(world, e)) else { return Ok(()) };
    let caster = world.get::<crate::rules::object::Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    check_targets(world, e, &kinds(&effect), targets, caster).map_err(|(text, rule)| Refusal::new(rule, text))
}

/// Whether `targets` are one of each kind, in order, for the spell or ability `e` controlled by
/// `controller` (601.2c, 603.3d). Err: what is wrong, and the rule, as the caller says it.
pub fn check_targets(
    world: &World,
    e: Entity,
    kinds: &[TargetKind],
    targets: &[Entity],
    controller: Entity,
) -> Result<(), (LogText, &'static str)> {
    let name = refer(world, e);
    let ability = world.get::<StackedAbility>(e).is_some();
    let rule = if ability { "603.3d" } else { "601.2c" };
    if kinds.len() != targets.len() {
        let text = match (kinds, ability) {
            ([], _) => says!("log-spell-has-no-targets", spell = name),
            ([k], false) => says!("log-needs-one-target-not-cast", spell = name, kind = kind_words(k)),
            ([k], true) => says!("log-needs-one-target-nothing-happens", spell = name, kind = kind_words(k)),
            (_, false) => {
                says!("log-needs-targets-not-cast", spell = name, n = kinds.len(), kinds = kinds_in_order(kinds))
            }
            (_, true) => {
                says!("log-needs-targets-nothing-happens", spell = name, n = kinds.len(), kinds = kinds_in_order(kinds))
            }
        };
        return Err((text, rule));
    }
    for (k, t) in kinds.iter().zip(targets) {
        if !fits(world, k, *t, controller, e) {
            let source = world.get::<StackedAbility>(e).map_or(e, |a| a.source);
            if let Some(color) = crate::rules::ops::status::protection_from(world, *t, source)
                .filter(|_| zone_of(world, *t) == Zone::Battlefield)
            {
                let text = says!(
                    "log-target-has-protection",
                    target = refer(world, *t),
                    spell = name,
                    color = Arg::key(color)
                );
                return Err((text, "702.16b"));
            }
            let (target, kind) = (refer(world, *t), kind_words(k));
            let text = match ability {
                false => says!("log-not-legal-target-not-cast", target = target, kind = kind, spell = name),
                true => says!("log-not-legal-target-nothing-happens", target = target, kind = kind, spell = name),
            };
            return Err((text, rule));
        }
    }
    Ok(())
}

/// What a target must be, in words ("a creature", "any target").
fn kind_words(k: &TargetKind) -> LogText {
    match k {
        TargetKind::Any => says!("log-target-kind-any"),
        TargetKind::Player { opponent: true } => says!("log-target-kind-opponent"),
        TargetKind::Player { opponent: false } => says!("log-target-kind-player"),
        TargetKind::Permanent(w) if w.another => match wanted_words(w) {
            Some(what) => says!("log-target-kind-another-permanent", what = what),
            None => says!("log-target-kind-another-any-permanent"),
        },
        TargetKind::Permanent(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-permanent", what = what),
            None => says!("log-target-kind-any-permanent"),
        },
        TargetKind::PermanentOrPlayer(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-player-or-permanent", what = what),
            None => says!("log-target-kind-player-or-any-permanent"),
        },
        TargetKind::CardInYourGraveyard(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-card-in-graveyard", what = what),
            None => says!("log-target-kind-any-card-in-graveyard"),
        },
        TargetKind::Spell(w) => match wanted_words(w) {
            Some(what) => says!("log-target-kind-spell", what = what),
            None => says!("log-target-kind-any-spell"),
        },
    }
}

/// The kinds of target, in order: "a creature permanent, then a player".
fn kinds_in_order(kinds: &[TargetKind]) -> LogText {
    let mut words = kinds.iter().rev().map(kind_words);
    let last = words.next().unwrap_or_default();
    words.fold(last, |rest, first| says!("log-target-kinds-then", first = first, rest = rest))
}

/// What a targeted object must be ("tapped nonblack creature or planeswalker"), each word
/// before the rest; `None` where it may be any.
fn wanted_words(w: &Wanted) -> Option<LogText> {
    let mut types = w.filter.types.iter().rev().map(|t| says!("log-wanted-type", cardtype = Arg::key(*t)));
    let last = types.next();
    let mut rest = last.map(|last| types.fold(last, |rest, first| says!("log-wanted-or", first = first, rest = rest)));
    let nots = w.not_colors.iter().map(|c| says!("log-wanted-color", color = Arg::key(*c)));
    let nots: Vec<LogText> =
        nots.chain(w.filter.not_types.iter().map(|t| says!("log-wanted-type", cardtype = Arg::key(*t)))).collect();
    for what in nots.into_iter().rev() {
        rest = Some(match rest {
            Some(rest) => says!("log-wanted-non", what = what, rest = rest),
            None => says!("log-wanted-non-alone", what = what),
        });
    }
    if let Some(s) = w.status {
        let status = says!("log-wanted-status", status = Arg::key(s));
        rest = Some(match rest {
            Some(rest) => says!("log-wanted-status-of", status = status, rest = rest),
            None => status,
        });
    }
    rest
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
    let source = world.get::<StackedAbility>(spell).map_or(spell, |a| a.source);
    // 702.18a shroud: no spell or ability targets it; 702.11b hexproof: none its controller's
    // opponents control.
    if !is_player && zone_of(world, t) == Zone::Battlefield {
        let c = chars(world, t);
        let theirs = world.get::<Controller>(t).is_some_and(|x| x.0 != caster);
        if c.has_keyword_named("shroud") || (theirs && c.has_keyword_named("hexproof")) {
            return false;
        }
    }
    // 702.16b: not a permanent with protection from a colour of the spell or the ability's source.
    if !is_player
        && zone_of(world, t) == Zone::Battlefield
        && crate::rules::ops::status::protection_from(world, t, source).is_some()
    {
        return false;
    }
    let object_fits = |w: &Wanted| {
        // "another target": an ability's source isn't one.
        if w.another && t == source {
            return false;
        }
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
        // Its controller's own graveyard (a card there has no controller: its owner, 110.2).
        TargetKind::CardInYourGraveyard(w) => {
            on(Zone::Graveyard)
                && world.get::<crate::rules::object::Owner>(t).is_some_and(|o| o.0 == caster)
                && w.matches(&chars(world, t).types, chars(world, t).colors, true)
        }
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
    effect_lines(&c.abilities, chosen_modes(world, spell))
}

/// Resolves the top of the stack where the rules carry out its text: an instant or sorcery
/// (not face down), what its effect comes to, the spell's move to the graveyard last (608.2c,
/// 608.2n), or, with all its targets illegal, it doesn't resolve (608.2b); or a triggered
/// ability with typed steps ([`resolve_ability`]). `None`: neither (`stack::resolve_top`
/// resolves it).
pub fn resolve(world: &mut World) -> Option<Vec<Action>> {
    let top = stack_top(world)?;
    if world.get::<StackedAbility>(top).is_some() {
        return resolve_ability(world, top);
    }
    let face_down = world.get::<crate::rules::FaceDown>(top).and_then(|f| f.0).is_some();
    if face_down {
        return None;
    }
    let effect = carried_out(world, top)?;
    if let Some(actions) = resolution(world, top, &effect) {
        return Some(actions);
    }
    log(world, "608.2b", says!("log-spell-doesnt-resolve-targets-illegal", spell = refer(world, top)));
    super::zones::move_object(world, top, Zone::Graveyard, None, super::zones::Enter::default());
    Some(Vec::new())
}

/// A game kept before spells did what they say (`TableSetup::spells_by_hand`): spells resolve
/// for the players to carry out, as they were played.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct SpellsByHand(pub bool);

/// Each target of `e` checked again as it resolves (608.2b): still the same object and still of
/// its kind; `None` where the targets aren't the ones its text names.
fn checked_targets(
    world: &mut World,
    e: Entity,
    kinds: &[TargetKind],
    controller: Entity,
) -> Option<Vec<Option<Entity>>> {
    let targets: Vec<Entity> =
        world.get::<Targets>(e).map(|t| t.0.iter().map(|x| x.entity).collect()).unwrap_or_default();
    if kinds.len() != targets.len() {
        return None;
    }
    let still = super::stack::still_legal(world, e);
    let mut legal: Vec<Option<Entity>> = Vec::new();
    for ((k, t), ok) in kinds.iter().zip(&targets).zip(&still) {
        if *ok && fits(world, k, *t, controller, e) {
            legal.push(Some(*t));
        } else {
            if *ok {
                let text = says!("log-target-no-longer-kind", target = refer(world, *t), kind = kind_words(k));
                log(world, "608.2b", text);
            }
            legal.push(None);
        }
    }
    Some(legal)
}

/// The actions a resolving spell's effect comes to (608.2c), each target checked again
/// (608.2b: a target that is illegal now is not affected, and a step aimed only at it does
/// nothing); `None` when it had targets and all are illegal (it doesn't resolve). Logs the line
/// that says it resolves.
pub fn resolution(world: &mut World, spell: Entity, effect: &[Arc<SpellEffect>]) -> Option<Vec<Action>> {
    let kinds = kinds(effect);
    let name = refer(world, spell);
    let caster = world.get::<Controller>(spell).map_or(Entity::PLACEHOLDER, |c| c.0);
    let Some(legal) = checked_targets(world, spell, &kinds, caster) else {
        log(world, "608.2", says!("log-spell-resolves-players-carry-out", spell = name));
        return Some(Vec::new());
    };
    if !legal.is_empty() && legal.iter().all(Option::is_none) {
        return None;
    }
    log(world, "608.2c", says!("log-spell-effect-happens", spell = name));
    let source = label(world, spell);
    let doer =
        Doer { controller: caster, source: Some(source.clone()), this: Some(spell), it: Vec::new(), sacrifice: None };
    let mut out = step_actions(world, effect.iter().flat_map(|e| e.steps.iter()), &legal, &doer);
    // 608.2n: last, the spell is put into its owner's graveyard.
    out.push(Action::move_to(source, Zone::Graveyard));
    Some(out)
}

/// A triggered ability whose text the rules carry out (typed steps, `cards::triggers`)
/// resolving: its targets checked again (608.2b; with all illegal it is removed from the
/// stack), its intervening "if" (603.4) and its source (400.7) as every ability's are
/// (`stack::resolving_ability`), then what its steps come to, "this" being its source while it
/// is still the same object. `None`: not such an ability.
pub fn resolve_ability(world: &mut World, ab: Entity) -> Option<Vec<Action>> {
    let effect = world.get::<StackedAbility>(ab)?.steps.clone()?;
    let controller = world.get::<Controller>(ab).map_or(Entity::PLACEHOLDER, |c| c.0);
    let kinds: Vec<TargetKind> = effect.targets().cloned().collect();
    let legal = checked_targets(world, ab, &kinds, controller).unwrap_or_else(|| vec![None; kinds.len()]);
    let still: Vec<bool> = legal.iter().map(Option::is_some).collect();
    // Gone from the stack without resolving (608.2b, 603.4, 400.7): nothing more to do.
    let Some(stacked) = super::stack::resolving_ability(world, ab, Some(&still)) else { return Some(Vec::new()) };
    // Declined (603.5): it resolves doing nothing.
    let Some(effect) = stacked.steps.clone() else { return Some(Vec::new()) };
    let src = stacked.source;
    let same = world.get_entity(src).is_ok()
        && world.get::<crate::rules::object::ObjectNumber>(src) == Some(&stacked.source_object);
    let source = world.get_entity(src).is_ok().then(|| label(world, src)).filter(|l| !l.is_empty());
    let doer =
        Doer { controller, source, this: same.then_some(src), it: stacked.it.clone(), sacrifice: stacked.sacrifice };
    Some(step_actions(world, effect.steps.iter(), &legal, &doer))
}

/// Who a resolving effect's steps are done by.
struct Doer {
    /// Its controller: "you".
    controller: Entity,
    /// What deals its damage (a spell, an ability's source), by id, while it exists.
    source: Option<String>,
    /// What "this" is: the spell, or the ability's source while it is the same object (400.7).
    this: Option<Entity>,
    /// What a delayed ability's or a trigger's "it" names, as the objects they were (603.7c).
    it: Vec<(Entity, crate::rules::object::ObjectNumber)>,
    /// What its controller chose to sacrifice (603.12), as the object it was.
    sacrifice: Option<(Entity, crate::rules::object::ObjectNumber)>,
}

/// The actions a resolving effect's steps come to, in order (608.2c): each step on the targets
/// still legal (`legal`, by place), on "you", each opponent, or "this".
fn step_actions<'a>(
    world: &mut World,
    steps: impl Iterator<Item = &'a EffectStep>,
    legal: &[Option<Entity>],
    doer: &Doer,
) -> Vec<Action> {
    let mut slot = 0usize;
    let mut out = Vec::new();
    // What the step before acted on, by id, and where it put them: a delayed ability's "it".
    let mut named: Vec<(String, Zone)> = Vec::new();
    for step in steps {
        // Who or what this step acts on: players by name, objects by id.
        let aimed: Vec<Entity> = match step.aim() {
            Aim::Target(_) => {
                slot += 1;
                legal.get(slot - 1).copied().flatten().into_iter().collect()
            }
            // 603.7c: a delayed ability's "it", or the object a trigger's event happened to, is
            // each object it names still where it was.
            Aim::It if slot == 0 => still_there(world, &doer.it),
            Aim::It => slot.checked_sub(1).and_then(|i| legal.get(i).copied().flatten()).into_iter().collect(),
            Aim::You => vec![doer.controller],
            Aim::All(w) => all_of(world, w, doer.controller),
            Aim::EachOpponent => in_game_from_active(world).into_iter().filter(|p| *p != doer.controller).collect(),
            Aim::This => match doer.this {
                Some(e) => vec![e],
                None => {
                    log(world, "400.7", says!("log-ability-source-changed-zones-part"));
                    Vec::new()
                }
            },
        };
        if let EffectStep::Delayed { at, effect, text } = step {
            delay(world, doer, (*at, effect, text), std::mem::take(&mut named));
            continue;
        }
        if let EffectStep::WhenYouDo { effect, text, .. } = step {
            out.extend(when_you_do(world, doer, effect, text));
            named.clear();
            continue;
        }
        let mut made = Vec::new();
        for t in aimed {
            if let Some(a) = step_action(world, step, t, doer) {
                made.push(t);
                out.push(a);
            }
        }
        named = match step {
            EffectStep::CreateTokens { n, .. } => match out.last() {
                Some(Action::CreateToken { id, .. }) if *n > 1 => {
                    (1..=*n).map(|i| (format!("{}#{i}", id.0), Zone::Battlefield)).collect()
                }
                Some(Action::CreateToken { id, .. }) => vec![(id.0.clone(), Zone::Battlefield)],
                _ => Vec::new(),
            },
            _ => made
                .into_iter()
                .filter(|t| world.get::<Player>(*t).is_none())
                .map(|t| (label(world, t), step_zone(world, step, t)))
                .collect(),
        };
    }
    out
}

/// Every permanent that fits "all ...", in the order they became objects (400.7).
fn all_of(world: &World, w: &Wanted, controller: Entity) -> Vec<Entity> {
    let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::InZone)>() else { return Vec::new() };
    let mut out: Vec<Entity> = q
        .iter(world)
        .filter(|(e, z)| z.zone == Zone::Battlefield && is_present(world, *e))
        .map(|(e, _)| e)
        .filter(|e| {
            let c = chars(world, *e);
            let yours = world.get::<Controller>(*e).is_some_and(|x| x.0 == controller);
            w.matches(&c.types, c.colors, yours)
                && match w.status {
                    None => true,
                    Some(Status::Tapped) => world.get::<Tapped>(*e).is_some_and(|t| t.0),
                    Some(Status::Attacking) => super::combat::is_attacking(world, *e),
                    Some(Status::Blocking) => super::combat::is_blocking(world, *e),
                    Some(Status::AttackingOrBlocking) => {
                        super::combat::is_attacking(world, *e) || super::combat::is_blocking(world, *e)
                    }
                }
        })
        .collect();
    out.sort_by_key(|e| (world.get::<crate::rules::object::ObjectNumber>(*e).copied(), *e));
    out
}

/// Where a step leaves an object it acts on: what a delayed ability's "it" looks for.
fn step_zone(world: &World, step: &EffectStep, t: Entity) -> Zone {
    match step {
        EffectStep::Exile(_) => Zone::Exile,
        EffectStep::ReturnToHand(_) => Zone::Hand,
        EffectStep::Destroy(_) | EffectStep::Sacrifice(_) | EffectStep::CounterSpell(_) => Zone::Graveyard,
        EffectStep::ReturnToBattlefield { .. } => Zone::Battlefield,
        _ => zone_of(world, t),
    }
}

/// The objects a delayed ability (603.7c) or a trigger's "it" names that are still the objects
/// they were; each other is a new object (400.7), said to be left alone.
fn still_there(world: &mut World, it: &[(Entity, crate::rules::object::ObjectNumber)]) -> Vec<Entity> {
    let mut out = Vec::new();
    for (e, was) in it {
        if world.get::<crate::rules::object::ObjectNumber>(*e) == Some(was) {
            out.push(*e);
        } else if world.get_entity(*e).is_ok() {
            log(world, "400.7", says!("log-ability-object-moved", object = refer(world, *e)));
        }
    }
    out
}

/// 603.12: what its controller chose to sacrifice as it resolved (`ChooseMay`), if it is still
/// that object, on the battlefield under their control, is sacrificed; the reflexive ability
/// triggers once the sacrifice has happened (`triggers::effect_done`).
fn when_you_do(world: &mut World, doer: &Doer, effect: &Arc<SpellEffect>, text: &str) -> Option<Action> {
    let (e, was) = doer.sacrifice?;
    let same = world.get::<crate::rules::object::ObjectNumber>(e) == Some(&was)
        && zone_of(world, e) == Zone::Battlefield
        && world.get::<Controller>(e).is_some_and(|c| c.0 == doer.controller);
    if !same {
        log(world, "603.12", says!("log-reflexive-sacrifice-gone", object = refer(world, e)));
        return None;
    }
    let labels = &world.resource::<crate::rules::Labels>().0;
    let source = doer.this.or_else(|| doer.source.as_deref().and_then(|s| labels.get(s).copied()));
    let source = source.unwrap_or(doer.controller);
    let pending = crate::rules::triggers::Pending {
        source,
        timestamp: 0,
        controller: doer.controller,
        trigger: crate::rules::triggers::Trigger::created(
            crate::cards::triggers::TriggerEvent::WhenYouDo,
            effect.clone(),
            text,
        ),
        text: text.to_string(),
        line: 0,
        object: world.get::<crate::rules::object::ObjectNumber>(source).copied().unwrap_or_default(),
        delayed: false,
        it: Vec::new(),
    };
    crate::rules::triggers::when_done(world, pending, (e, was));
    Some(Action::Sacrifice(label(world, e).into()))
}

/// 603.7a: its controller gets a delayed triggered ability; nothing happens now. Its source is
/// the spell or the ability's source (603.7d, 603.7e); what its "it" names is remembered once
/// the effect is done (`triggers::pin_delayed`).
fn delay(
    world: &mut World,
    doer: &Doer,
    (at, effect, text): (crate::cards::effects::Moment, &Arc<SpellEffect>, &str),
    naming: Vec<(String, Zone)>,
) {
    let labels = &world.resource::<crate::rules::Labels>().0;
    let source = doer.this.or_else(|| doer.source.as_deref().and_then(|s| labels.get(s).copied()));
    let source = source.unwrap_or(doer.controller);
    let d = crate::rules::triggers::Delayed {
        controller: doer.controller,
        source,
        source_object: world.get::<crate::rules::object::ObjectNumber>(source).copied().unwrap_or_default(),
        at,
        steps: effect.clone(),
        text: text.to_string(),
        turn: world.resource::<crate::rules::game::Turn>().number,
        naming,
        it: Vec::new(),
    };
    crate::rules::triggers::delay(world, d);
}

/// One step's action on one object or player.
fn step_action(world: &mut World, step: &EffectStep, t: Entity, doer: &Doer) -> Option<Action> {
    let player = world.get::<Player>(t).is_some();
    let (id, who) = (label(world, t), player_name(world, t));
    Some(match (step, player) {
        (EffectStep::Damage { n, .. }, true) => match &doer.source {
            Some(source) => {
                Action::DamagePlayer { source: source.clone().into(), player: who.into(), n: *n, combat: false }
            }
            // A source that no longer exists (a token gone from the graveyard): the damage
            // is still dealt, and a player dealt damage loses that much life (120.3a).
            None => Action::ChangeLife { player: who.into(), by: -life(*n) },
        },
        (EffectStep::Damage { n, .. }, false) => {
            Action::Damage { card: id.into(), n: *n, source: doer.source.clone().map(Into::into) }
        }
        (EffectStep::Destroy(_), _) => Action::Destroy(id.into()),
        (EffectStep::Exile(_), _) => Action::move_to(id, Zone::Exile),
        (EffectStep::ReturnToHand(_), _) => Action::move_to(id, Zone::Hand),
        (EffectStep::Tap(_), _) => Action::Tap(id.into()),
        (EffectStep::Untap(_), _) => Action::Untap(id.into()),
        // 701.19a: a shield for this turn; nothing happens now.
        (EffectStep::Regenerate(_), _) => {
            super::status::regenerate(world, t);
            return None;
        }
        (EffectStep::Pump { power, toughness, .. }, _) => {
            Action::ModifyPT { card: id.into(), power: *power, toughness: *toughness, until: Some(Until::EndOfTurn) }
        }
        (EffectStep::CreateTokens { n, token }, _) => {
            let base = format!("{}-token", doer.source.as_deref().unwrap_or("effect"));
            let id = fresh_id(world, &base);
            Action::CreateToken {
                id: id.into(),
                token: token_kind(token),
                controller: who.into(),
                count: Some(*n),
                tapped: false,
                transformed: false,
                attached_to: None,
            }
        }
        (EffectStep::GainKeyword { keyword, .. }, _) => {
            Action::GainAbility { card: id.into(), ability: keyword.clone(), until: Some(Until::EndOfTurn) }
        }
        (EffectStep::PlusOneCounters { n, .. }, _) => {
            Action::AddCounters { card: id.into(), kind: CounterKind::PlusOne, n: *n }
        }
        (EffectStep::CounterSpell(_), _)
            if chars(world, t).abilities.iter().any(|l| l.ability == crate::cards::Ability::CantBeCountered) =>
        {
            // A spell that says it can't be countered stays (101.1: the card's own words win).
            log(world, "101.1", says!("log-cant-be-countered", spell = refer(world, t)));
            return None;
        }
        (EffectStep::CounterSpell(_), _) => {
            log(world, "701.6a", says!("log-is-countered", spell = refer(world, t)));
            Action::move_to(id, Zone::Graveyard)
        }
        (EffectStep::Draw { n, .. }, _) => Action::Draw { player: who.into(), n: Some(*n) },
        (EffectStep::GainLife { n, .. }, _) => Action::ChangeLife { player: who.into(), by: life(*n) },
        (EffectStep::LoseLife { n, .. }, _) => Action::ChangeLife { player: who.into(), by: -life(*n) },
        (EffectStep::Mill { n, .. }, _) => Action::Mill { player: who.into(), n: *n },
        // 702.6a: the Equipment, while it is still the same object (400.7), to the target.
        (EffectStep::AttachThis(_), _) => {
            let this = doer.this.map(|e| label(world, e))?;
            Action::Attach { card: this.into(), to: crate::rules::Target::Object(id.into()) }
        }
        // 615.1: for the rest of the turn.
        (EffectStep::PreventCombatDamage, _) => {
            world.resource_mut::<crate::rules::game::Turn>().combat_damage_prevented = true;
            log(world, "615.1", says!("log-combat-damage-prevented-this-turn"));
            return None;
        }
        // Made by `step_actions` (`delay`, `when_you_do`).
        (EffectStep::Delayed { .. } | EffectStep::WhenYouDo { .. }, _) => return None,
        // 701.21a.
        (EffectStep::Sacrifice(_), _) => Action::Sacrifice(id.into()),
        (EffectStep::ReturnToBattlefield { yours, .. }, _) => match yours {
            true => Action::PutOntoBattlefield {
                card: id.into(),
                transformed: false,
                face_down: None,
                controller: Some(player_name(world, doer.controller).into()),
                copy_of: None,
                except: None,
                attached_to: None,
            },
            false => Action::put_onto_battlefield(id),
        },
        // 608.2g: its controller may cast the card now, where the steps before put it.
        (EffectStep::CastThis { transformed, free }, _) => Action::OfferCast {
            player: player_name(world, doer.controller).into(),
            card: id.into(),
            face: transformed.then_some(Side::Back),
            free: *free,
        },
    })
}

/// A token as an effect's words describe it, as `CreateToken` makes it (111.4, 111.10).
fn token_kind(token: &crate::cards::effects::TokenWords) -> crate::rules::action::TokenKind {
    use crate::cards::effects::TokenWords;
    use crate::rules::action::{TokenKind, TokenSpec};
    match token {
        TokenWords::Predefined(kind) => TokenKind::Predefined(kind.clone()),
        TokenWords::Made { pt, colors, subtypes, types, keywords } => TokenKind::Spec(TokenSpec {
            colors: Some(colors.clone()),
            types: Some(types.clone()),
            subtypes: Some(subtypes.clone()),
            power: Some(pt.0),
            toughness: Some(pt.1),
            text: (!keywords.is_empty()).then(|| keywords.join(", ")),
            ..TokenSpec::default()
        }),
    }
}

fn life(n: u32) -> i32 {
    n.min(i32::MAX as u32) as i32
}

/// The targets a player may choose for the spell `e` cast as `face`: for each target its text
/// names, in order, the objects and players that fit (what the window and the text client
/// offer; `None` where the rules don't carry the spell out).
pub fn target_choices(world: &World, e: Entity, face: Side, fused: bool, modes: &[u32]) -> Option<Vec<Vec<Entity>>> {
    if !assisted(world) {
        return None;
    }
    let effect = effect_cast(world, e, face, fused, modes)?;
    let caster = world.get::<crate::rules::object::Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    Some(candidates(world, &kinds(&effect), caster, e))
}

/// For each kind of target, in order, the players and objects (on the battlefield or the stack)
/// that fit it for `e` controlled by `controller`.
pub fn candidates(world: &World, kinds: &[TargetKind], controller: Entity, e: Entity) -> Vec<Vec<Entity>> {
    let mut all: Vec<Entity> = in_game_from_active(world);
    if let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::InZone)>() {
        // Graveyards where a target may be a card there.
        let graveyard = kinds.iter().any(|k| matches!(k, TargetKind::CardInYourGraveyard(_)));
        let mut objects: Vec<Entity> = q
            .iter(world)
            .filter(|(_, z)| {
                matches!(z.zone, Zone::Battlefield | Zone::Stack) || (graveyard && z.zone == Zone::Graveyard)
            })
            .map(|(x, _)| x)
            .collect();
        // In the order they became objects (400.7): the same however the table was rebuilt (a
        // replay, an undo), where entities' own order isn't.
        objects.sort_by_key(|x| (world.get::<crate::rules::object::ObjectNumber>(*x).copied(), *x));
        all.extend(objects);
    }
    kinds.iter().map(|k| all.iter().copied().filter(|t| fits(world, k, *t, controller, e)).collect()).collect()
}
