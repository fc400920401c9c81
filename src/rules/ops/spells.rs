//! What an instant or sorcery does, carried out by the rules at an assisted table: its typed
//! effect ([`crate::cards::effects`]) checked against its targets as it is cast (601.2c) and
//! turned, as it resolves, into the actions its steps come to, in the order written (608.2c),
//! each target checked again first (608.2b: an illegal target is not affected). A spell whose
//! text isn't all understood resolves as before, for the players to carry out.

use std::sync::Arc;

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::cards::abilities::{Ability, AbilityLine};
use crate::cards::effects::{EffectStep, Slots, SpellEffect, TargetKind, Wanted, With};
use crate::rules::action::{Action, Side, Zone};
use crate::rules::log::{LogText, log, refer};
use crate::rules::object::{Controller, Lost, Owner, Player, StackedAbility, Targets, is_present};
use crate::rules::ops::stack::Casting;
use crate::rules::query::*;
use crate::says;

mod action;
mod after;
mod amounts;
mod cast_steps;
pub mod divided;
mod entering;
mod keyword_actions;
mod steps;
mod was;
mod words;

use action::Doer;
use steps::step_actions;
use words::{kind_words, kinds_in_order};

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

/// The typed effect of the face of `e` being cast (its lines as read when the card loaded; with
/// its text changed by overload, 702.96a).
fn effect_of_face(
    world: &World,
    e: Entity,
    face: Side,
    modes: &[u32],
    overload: bool,
) -> Option<Vec<Arc<SpellEffect>>> {
    let def = printed(world, e)?;
    let f = def.faces.get(face.index())?;
    if !is_spell_card(&f.types) {
        return None;
    }
    match overload {
        true => crate::cards::abilities::overloaded(f.text.abilities()),
        false => effect_lines(f.text.abilities(), modes),
    }
}

/// The typed effect of what of `e` is cast: a face, or both halves of a fused split card, the
/// left half's instructions then the right half's (702.102d).
fn effect_cast(world: &World, e: Entity, how: Casting, modes: &[u32]) -> Option<Vec<Arc<SpellEffect>>> {
    let overload = how.alternative == Some(crate::cards::costs::Alternative::Overload);
    if !how.fused {
        return effect_of_face(world, e, how.face, modes, overload);
    }
    let mut out = effect_of_face(world, e, Side::Front, &[], false)?;
    out.extend(effect_of_face(world, e, Side::Back, &[], false)?);
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
fn kinds(effect: &[Arc<SpellEffect>]) -> Slots {
    Slots::of(effect.iter().flat_map(|e| e.steps.iter().map(EffectStep::aim)))
}

/// The targets a spell on the stack whose text the rules carry out names (a copy's new ones,
/// 707.10c), in order.
pub fn slots_of(world: &World, spell: Entity) -> Slots {
    carried_out(world, spell).map_or_else(Slots::default, |e| kinds(&e))
}

/// 601.2c, at an assisted table: a spell whose text the rules carry out is cast with one target
/// of the right kind for each "target" its text names, in order (a fused split card's: the left
/// half's, then the right half's, 702.102c).
pub fn can_target_as_written(world: &World, e: Entity, how: Casting, targets: &[Entity]) -> Legal {
    if !assisted(world) {
        return Ok(());
    }
    can_choose_modes(world, e, how.face, chosen_modes(world, e))?;
    let Some(effect) = effect_cast(world, e, how, chosen_modes(world, e)) else { return Ok(()) };
    let caster = world.get::<crate::rules::object::Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    check_targets(world, e, &kinds(&effect), targets, caster, false)
        .map_err(|(text, rule)| Refusal::new(rule, text))?;
    divided::can_divide(world, e, &effect, targets.len())
}

/// Whether `targets` are one of each kind, in order, for the spell or ability `e` controlled by
/// `controller` (601.2c, 603.3d; "up to" slots may be left, `Slots::place`; one word's targets
/// different, 115.3); `activating`: for an ability of `e` being activated (602.2b), which,
/// refused, isn't activated rather than "isn't cast". Err: what is wrong, and the rule, as the
/// caller says it.
pub fn check_targets(
    world: &World,
    e: Entity,
    slots: &Slots,
    targets: &[Entity],
    controller: Entity,
    activating: bool,
) -> Result<(), (LogText, &'static str)> {
    let name = refer(world, e);
    let triggered = world.get::<StackedAbility>(e).is_some();
    let ability = triggered || activating;
    let rule = if triggered { "603.3d" } else { "601.2c" };
    let kinds = slots.kinds.as_slice();
    let Some(placed) = slots.placed(targets) else {
        if slots.fewest() < slots.len() {
            let (fewest, most) = (slots.fewest(), slots.len());
            let text = match ability {
                false => says!("log-needs-up-to-targets-not-cast", spell = name, fewest = fewest, most = most),
                true => says!("log-needs-up-to-targets-nothing-happens", spell = name, fewest = fewest, most = most),
            };
            return Err((text, rule));
        }
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
    };
    // 115.3: one word "target" names different objects and players.
    if let Some(t) = slots.repeated(targets) {
        return Err((says!("log-target-chosen-twice", target = refer(world, t), spell = name), "115.3"));
    }
    // "Another target creature" (Consume Strength): not one its text targeted before.
    let chosen: Vec<(usize, Entity)> = placed.iter().filter_map(|(slot, t)| Some((*slot, (*t)?))).collect();
    let again = chosen.iter().enumerate().find(|(i, (slot, t))| {
        matches!(&kinds[*slot], TargetKind::Permanent(w) if w.another) && chosen[..*i].iter().any(|(_, u)| u == t)
    });
    if let Some((_, (_, t))) = again {
        return Err((says!("log-target-chosen-twice", target = refer(world, *t), spell = name), "115.3"));
    }
    // "from a single graveyard": the cards of such a word all have one owner (404.1).
    let one = |slot: &usize| kinds[*slot].wanted().is_some_and(|w| w.with.contains(&With::OneGraveyard));
    let owners: Vec<Option<Entity>> =
        chosen.iter().filter(|(slot, _)| one(slot)).map(|(_, t)| world.get::<Owner>(*t).map(|o| o.0)).collect();
    if owners.windows(2).any(|w| w[0] != w[1]) {
        return Err((says!("log-targets-from-one-graveyard", spell = name), "601.2c"));
    }
    // "controlled by different players": no two of such a word's permanents have one controller.
    let apart = |slot: &usize| kinds[*slot].wanted().is_some_and(|w| w.with.contains(&With::DifferentControllers));
    let controllers: Vec<Option<Entity>> =
        chosen.iter().filter(|(slot, _)| apart(slot)).map(|(_, t)| world.get::<Controller>(*t).map(|c| c.0)).collect();
    if controllers.iter().enumerate().any(|(i, c)| controllers[..i].contains(c)) {
        return Err((says!("log-targets-different-controllers", spell = name), "601.2c"));
    }
    for (k, t) in placed.iter().filter_map(|(slot, t)| Some((&kinds[*slot], t.as_ref()?))) {
        if !fits(world, k, *t, controller, e) {
            let source = world.get::<StackedAbility>(e).map_or(e, |a| a.source);
            if let Some(q) = crate::rules::query::protection_from(world, *t, source)
                .filter(|_| zone_of(world, *t) == Zone::Battlefield)
            {
                let quality = crate::rules::query::quality_words(&q);
                let text =
                    says!("log-target-has-protection", target = refer(world, *t), spell = name, quality = quality);
                return Err((text, "702.16b"));
            }
            // 702.18d, 702.11d: a player's shroud or hexproof, the reason, not the kind.
            if let Some(rule) = crate::rules::query::player_untargetable(world, *t, controller) {
                let (target, rule) = (refer(world, *t), rule);
                let text = match rule {
                    "702.18d" => says!("log-player-has-shroud", target = target, spell = name),
                    _ => says!("log-player-has-hexproof", target = target, spell = name),
                };
                return Err((text, rule));
            }
            // 702.18a shroud, 702.11b hexproof: the reason, not the kind.
            if zone_of(world, *t) == Zone::Battlefield && world.get::<Player>(*t).is_none() {
                let c = chars(world, *t);
                let theirs = world.get::<Controller>(*t).is_some_and(|x| x.0 != controller);
                if c.has_keyword_named("shroud") {
                    return Err((says!("log-target-has-shroud", target = refer(world, *t), spell = name), "702.18a"));
                }
                if theirs && c.has_keyword_named("hexproof") {
                    return Err((says!("log-target-has-hexproof", target = refer(world, *t), spell = name), "702.11b"));
                }
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
    // 702.18d, 702.11d: a player with shroud, or with hexproof and the caster an opponent.
    if is_player && crate::rules::query::player_untargetable(world, t, caster).is_some() {
        return false;
    }
    // 702.16b: not a permanent with protection from a colour of the spell or the ability's source.
    if !is_player
        && zone_of(world, t) == Zone::Battlefield
        && crate::rules::query::protection_from(world, t, source).is_some()
    {
        return false;
    }
    // "another target": an ability's source isn't one.
    // "with converted mana cost X or less, where X is the number of Faeries you control":
    // counted now (608.2h).
    let object_fits = |w: &Wanted| {
        let counting =
            amounts::Counting { controller: caster, this: Some(source), x: 0, that_much: 0, sacrificed: Vec::new() };
        let counted = amounts::counted(world, w, &counting);
        let w = counted.as_ref().unwrap_or(w);
        !(w.another && t == source) && super::wanted::fits_from(world, w, t, caster, source)
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
        TargetKind::PermanentOrOpponent(w) => {
            (is_player && t != caster) || (!is_player && on(Zone::Battlefield) && object_fits(w))
        }
        TargetKind::Spell(w) => on(Zone::Stack) && object_fits(w),
        // Its controller's own graveyard (a card there has no controller: its owner, 110.2).
        TargetKind::CardInYourGraveyard(w) => {
            on(Zone::Graveyard)
                && !(w.another && t == source)
                && world.get::<crate::rules::object::Owner>(t).is_some_and(|o| o.0 == caster)
                && super::wanted::is(chars(world, t), w, true)
        }
        // Any graveyard.
        TargetKind::CardInAGraveyard(w) => on(Zone::Graveyard) && super::wanted::is(chars(world, t), w, true),
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
    // 702.96a: its text changed by overload.
    let paid = world.get::<crate::rules::object::PaidAlternative>(spell).map(|p| p.0);
    if paid == Some(crate::cards::costs::Alternative::Overload) {
        return crate::cards::abilities::overloaded(&c.abilities);
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
    // 614.12a: a choice its own text asks before the permanent enters.
    if entering::asks(world, top) {
        return Some(Vec::new());
    }
    let effect = carried_out(world, top)?;
    // 702.131a: a spell's ascend, as it resolves.
    if chars(world, top).abilities.iter().any(|a| a.ability == crate::cards::Ability::Ascend)
        && let Some(controller) = world.get::<Controller>(top).map(|c| c.0)
    {
        super::ascend::check(world, controller);
    }
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
/// its kind. For each slot, the target still legal (`None`: illegal now, or left unchosen), and
/// for each target chosen whether it is; `None` where the targets aren't the ones its text names.
fn checked_targets(
    world: &mut World,
    e: Entity,
    slots: &Slots,
    controller: Entity,
) -> Option<(Vec<Option<Entity>>, Vec<bool>)> {
    let targets: Vec<Entity> =
        world.get::<Targets>(e).map(|t| t.0.iter().map(|x| x.entity).collect()).unwrap_or_default();
    let placed = slots.placed(&targets)?;
    let still = super::stack::still_legal(world, e);
    let mut legal: Vec<Option<Entity>> = Vec::new();
    let mut chosen: Vec<bool> = Vec::new();
    for (slot, t) in placed {
        let Some(t) = t else {
            legal.push(None);
            continue;
        };
        let ok = still.get(chosen.len()).copied().unwrap_or(false);
        let k = &slots.kinds[slot];
        if ok && fits(world, k, t, controller, e) {
            legal.push(Some(t));
            chosen.push(true);
        } else {
            if ok {
                let text = says!("log-target-no-longer-kind", target = refer(world, t), kind = kind_words(k));
                log(world, "608.2b", text);
            }
            legal.push(None);
            chosen.push(false);
        }
    }
    Some((legal, chosen))
}

/// The actions a resolving spell's effect comes to (608.2c), each target checked again
/// (608.2b: a target that is illegal now is not affected, and a step aimed only at it does
/// nothing); `None` when it had targets and all are illegal (it doesn't resolve). Logs the line
/// that says it resolves.
pub fn resolution(world: &mut World, spell: Entity, effect: &[Arc<SpellEffect>]) -> Option<Vec<Action>> {
    let kinds = kinds(effect);
    let name = refer(world, spell);
    let caster = world.get::<Controller>(spell).map_or(Entity::PLACEHOLDER, |c| c.0);
    let Some((legal, chosen)) = checked_targets(world, spell, &kinds, caster) else {
        log(world, "608.2", says!("log-spell-resolves-players-carry-out", spell = name));
        return Some(Vec::new());
    };
    // With targets, all illegal: it doesn't resolve (none chosen for "up to": it does).
    if !chosen.is_empty() && !chosen.contains(&true) {
        return None;
    }
    log(world, "608.2c", says!("log-spell-effect-happens", spell = name));
    let source = label(world, spell);
    let text = chars(world, spell).abilities.iter().map(|l| l.text.as_str()).collect::<Vec<_>>().join(" ");
    let doer = Doer {
        controller: caster,
        source: Some(source.clone()),
        this: Some(spell),
        gone: None,
        it: Vec::new(),
        sacrifice: None,
        player: None,
        text,
        x: world.get::<crate::rules::object::ChosenX>(spell).map_or(0, |x| x.0),
        that_much: 0,
        sacrificed: sacrificed_for(world, spell),
        divided: divided::division(world, spell, effect),
    };
    let mut out = step_actions(world, effect.iter().flat_map(|e| e.steps.iter()), &legal, &doer);
    // 608.2n: last, the spell is put into its owner's graveyard (702.88a: a rebounding one is
    // exiled), unless its own text shuffles it into its owner's library (its last step does).
    if effect.iter().flat_map(|e| e.steps.iter()).any(|s| matches!(s, EffectStep::ShuffleThisIntoLibrary)) {
        return Some(out);
    }
    // 715.4: an adventurer card cast as its Adventure is exiled; 720.3d: an Omen is shuffled
    // into its owner's library.
    let half = face_up(world, spell) == Side::Back;
    if let Some(def) = printed(world, spell).filter(|d| half && d.layout == crate::cards::Layout::Adventure) {
        if def.faces.get(1).is_some_and(|f| f.is_omen()) {
            let owner = world.get::<Owner>(spell).map(|o| player_name(world, o.0)).unwrap_or_default();
            out.extend([Action::move_to(source, Zone::Library), Action::Shuffle { player: owner.into() }]);
        } else {
            out.push(Action::move_to(source, Zone::Exile));
        }
        return Some(out);
    }
    // 702.27a: one cast with its buyback cost paid, into its owner's hand.
    let to = if super::rebound::resolving(world, spell) {
        Zone::Exile
    } else if world.get::<crate::rules::object::BoughtBack>(spell).is_some() {
        Zone::Hand
    } else {
        Zone::Graveyard
    };
    out.push(Action::move_to(source, to));
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
    // Read before the ability leaves the stack.
    let sacrificed = sacrificed_for(world, ab);
    let slots = effect.slots();
    let (legal, still) = checked_targets(world, ab, &slots, controller)
        .unwrap_or_else(|| (vec![None; slots.len()], vec![false; slots.len()]));
    // Gone from the stack without resolving (608.2b, 603.4, 400.7): nothing more to do.
    let Some(stacked) = super::stack::resolving_ability(world, ab, Some(&still)) else { return Some(Vec::new()) };
    // Declined (603.5): it resolves doing nothing.
    let Some(effect) = stacked.steps.clone() else { return Some(Vec::new()) };
    let src = stacked.source;
    let same = world.get_entity(src).is_ok()
        && world.get::<crate::rules::object::ObjectNumber>(src) == Some(&stacked.source_object);
    let source = world.get_entity(src).is_ok().then(|| label(world, src)).filter(|l| !l.is_empty());
    let doer = Doer {
        controller,
        source,
        this: same.then_some(src),
        // Sacrificed to pay for it, say: counted as it last existed on the battlefield.
        gone: (!same && world.get_entity(src).is_ok() && zone_of(world, src) != Zone::Battlefield).then_some(src),
        it: stacked.it.clone(),
        sacrifice: stacked.sacrifice,
        player: stacked.player,
        text: stacked.text.clone().unwrap_or_default(),
        x: 0,
        that_much: stacked.amount,
        sacrificed,
        divided: Vec::new(),
    };
    // 701.27f: its source transformed since it was put on the stack isn't transformed again.
    let turned = world.get::<crate::rules::object::TransformCount>(src).map_or(0, |t| t.0) != stacked.source_transforms;
    let kept = |s: &&EffectStep| !(turned && matches!(s, EffectStep::Transform(crate::cards::effects::Aim::This)));
    if turned && effect.steps.iter().any(|s| !kept(&s)) {
        let text = says!(
            "log-ability-source-transformed",
            source = refer(world, src),
            since = crate::rules::log::Arg::text("stack")
        );
        log(world, "701.27f", text);
    }
    Some(step_actions(world, effect.steps.iter().filter(kept), &legal, &doer))
}

/// What was sacrificed to pay for the spell or ability `e` (601.2h, 602.2b).
fn sacrificed_for(world: &World, e: Entity) -> Vec<Entity> {
    world.get::<crate::rules::object::SacrificedForCost>(e).map(|s| s.0.clone()).unwrap_or_default()
}

/// The targets a player may choose for the spell `e` cast as `face`: for each target its text
/// names, in order, the objects and players that fit (what the window and the text client
/// offer; `None` where the rules don't carry the spell out).
/// With them, for each slot, whether it may be left unchosen ("up to", 601.2c).
pub fn target_choices(world: &World, e: Entity, how: Casting, modes: &[u32]) -> Option<(Vec<Vec<Entity>>, Vec<bool>)> {
    if !assisted(world) {
        return None;
    }
    let effect = effect_cast(world, e, how, modes)?;
    let caster = world.get::<crate::rules::object::Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let slots = kinds(&effect);
    let mut choices = candidates(world, &slots.kinds, caster, e);
    let mut optional = slots.optional;
    // One word's slots are alike (115.3: each a different object): those beyond the objects
    // that fit ("any number of target spells") can't be chosen, and aren't offered.
    let mut dropped = vec![false; choices.len()];
    for word in 0..slots.word.last().map_or(0, |w| w + 1) {
        let of_word: Vec<usize> = (0..choices.len()).filter(|i| slots.word[*i] == word).collect();
        let fit = of_word.first().map_or(0, |i| choices[*i].len());
        let mut extra = of_word.len().saturating_sub(fit);
        for i in of_word.into_iter().rev().filter(|i| optional[*i]) {
            if extra == 0 {
                break;
            }
            (dropped[i], extra) = (true, extra - 1);
        }
    }
    let (mut a, mut b) = (dropped.iter(), dropped.iter());
    choices.retain(|_| !a.next().copied().unwrap_or(false));
    optional.retain(|_| !b.next().copied().unwrap_or(false));
    Some((choices, optional))
}

/// The damage a spell cast as `how` divides among its targets as it is cast (601.2d), if it
/// does.
pub fn damage_to_divide(world: &World, e: Entity, how: Casting, modes: &[u32]) -> Option<u32> {
    divided::damage_to_divide(&effect_cast(world, e, how, modes)?)
}

/// For each kind of target, in order, the players and objects (on the battlefield or the stack)
/// that fit it for `e` controlled by `controller`.
pub fn candidates(world: &World, kinds: &[TargetKind], controller: Entity, e: Entity) -> Vec<Vec<Entity>> {
    let mut all: Vec<Entity> = in_game_from_active(world);
    if let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::InZone)>() {
        // Graveyards where a target may be a card there.
        let graveyard =
            kinds.iter().any(|k| matches!(k, TargetKind::CardInYourGraveyard(_) | TargetKind::CardInAGraveyard(_)));
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
