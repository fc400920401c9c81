//! Putting triggered abilities on the stack (603.3): the next time a player would receive
//! priority, after the state-based actions (117.5, 704.3), each player in APNAP order puts the
//! abilities they control on the stack, theirs in their sources' timestamp order (603.3b); the
//! active player's go first, so the last player's resolve first. A triggered ability is
//! controlled by its source's controller when it triggered (603.3a). Where a player's
//! simultaneous abilities say different things, the table waits for them to choose their order
//! (`OrderTriggers`) and nobody holds priority meanwhile. The table carries out the
//! effects [`crate::cards::triggers::TriggerEffect`] types; any other is put on the stack with
//! its text, for the players to carry out ("reminded"). At a free table the triggers are
//! offered in the log, not put on the stack.

use bevy::prelude::*;

use super::{Ordering, Pending, Triggers};
use crate::cards::effects::Slots;
use crate::cards::modal::Modal;
use crate::cards::triggers::TriggerEffect;
use crate::rules::action::{AbilityKind, Action};
use crate::rules::game::Dirty;
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::{Controller, StackedAbility};
use crate::rules::ops::spells::{candidates, check_targets};
use crate::rules::ops::stack::{push_ability, set_targets};
use crate::rules::ops::{Legal, Refusal};
use crate::rules::query::{assisted, fresh_id, in_game_from_active, label};
use crate::says;

/// 603.3b: puts the waiting triggered abilities on the stack, in APNAP order. Returns whether
/// any went on (the state-based actions are checked again, and what triggers meanwhile goes on
/// next).
pub fn put_on_stack(world: &mut World) -> bool {
    let t = world.resource::<Triggers>();
    if t.ordering.is_some() || !t.choosing.is_empty() {
        return false;
    }
    let pending = std::mem::take(&mut world.resource_mut::<Triggers>().pending);
    if pending.is_empty() {
        return false;
    }
    if !assisted(world) || world.resource::<Triggers>().by_hand {
        for p in pending {
            offer(world, &p);
        }
        return false;
    }
    let mut rest = pending;
    for player in in_game_from_active(world) {
        let (mut mine, others): (Vec<Pending>, Vec<Pending>) = rest.into_iter().partition(|p| p.controller == player);
        rest = others;
        mine.sort_by_key(|p| (p.timestamp, p.line));
        // Abilities that all say the same go on in any order alike; others are the player's
        // to order.
        if mine.iter().any(|p| p.text != mine[0].text) {
            let then = world.resource_mut::<crate::rules::game::Priority>().holder.take();
            let text = says!("log-chooses-trigger-order", player = refer(world, player), n = mine.len());
            log(world, "603.3b", text);
            let mut t = world.resource_mut::<Triggers>();
            t.pending.extend(rest);
            t.ordering = Some(Ordering { player, abilities: mine, then });
            return true;
        }
        if mine.len() > 1 {
            let text = says!("log-puts-triggers-in-source-order", player = refer(world, player), n = mine.len());
            log(world, "603.3b", text);
        }
        for p in mine {
            push(world, p);
        }
    }
    // 800.4d: what a player who has left would control isn't put on the stack.
    for p in rest {
        push(world, p);
    }
    wait_for_targets(world);
    true
}

/// While an ability's targets are still to be chosen (603.3d), nobody holds priority: whoever
/// was to receive it does once they are chosen.
fn wait_for_targets(world: &mut World) {
    if world.resource::<Triggers>().choosing.is_empty() {
        return;
    }
    if let Some(h) = world.resource_mut::<crate::rules::game::Priority>().holder.take() {
        world.resource_mut::<Triggers>().choosing_then = Some(h);
    }
}

/// Whether `player` may give the ability `ab` these targets now (603.3d): it is waiting for
/// them, it is theirs, and they are one of each kind its text names, in order.
pub fn can_choose_targets(world: &World, player: Entity, ab: Entity, targets: &[Entity]) -> Legal {
    let name = refer(world, ab);
    if !world.resource::<Triggers>().choosing.contains(&ab) {
        return Err(Refusal::new("603.3d", says!("log-trigger-targets-not-being-chosen", ability = name)));
    }
    if world.get::<StackedAbility>(ab).is_some_and(|a| a.modes.is_some()) {
        return Err(Refusal::new("603.3c", says!("log-trigger-mode-first", ability = name)));
    }
    let controller = world.get::<Controller>(ab).map(|c| c.0);
    if controller != Some(player) {
        let text = says!("log-doesnt-control-trigger-targets", player = refer(world, player), ability = name);
        return Err(Refusal::new("603.3d", text));
    }
    let slots = kinds_of(world, ab);
    check_targets(world, ab, &slots, targets, player, false).map_err(|(text, rule)| Refusal::new(rule, text))
}

/// The slots of the targets a triggered ability on the stack names, in order (a spell's copy's,
/// 707.10c).
pub fn kinds_of(world: &World, ab: Entity) -> Slots {
    match world.get::<StackedAbility>(ab) {
        Some(a) => a.steps.as_ref().map_or_else(Slots::default, |s| s.slots()),
        None => crate::rules::ops::spells::slots_of(world, ab),
    }
}

/// 707.10c: a copy of a spell whose controller may choose new targets for it (storm's): where
/// there is another legal choice, the table waits for them (`ChooseTargets`, its original's
/// targets one of the choices) and nobody holds priority; the active player receives it once
/// they are chosen (117.3b, the copy made as an ability resolved).
pub fn ask_new_targets(world: &mut World, copy: Entity) {
    let slots = kinds_of(world, copy);
    let Some(controller) = world.get::<Controller>(copy).map(|c| c.0).filter(|_| !slots.is_empty()) else { return };
    let options = candidates(world, &slots.kinds, controller, copy);
    if slots.fewest() == slots.len() && options.iter().all(|o| o.len() <= 1) {
        return;
    }
    let text = says!("log-chooses-copy-targets", player = refer(world, controller), spell = refer(world, copy));
    log(world, "707.10c", text);
    world.resource_mut::<Triggers>().choosing.push(copy);
    // 117.3b: as after the resolution it is part of, nobody has passed since.
    if world.resource_mut::<crate::rules::game::Priority>().holder.take().is_some() {
        crate::rules::ops::priority::reset_passes(world);
        let active = in_game_from_active(world).first().copied();
        world.resource_mut::<Triggers>().choosing_then = active;
    }
}

/// `ChooseTargets` (603.3d): the ability has its targets; once none is waiting any more, whoever
/// was to receive priority receives it.
pub fn choose_targets(world: &mut World, player: Entity, ab: Entity, targets: &[Entity]) {
    if !crate::rules::ops::allowed(world, can_choose_targets(world, player, ab, targets)) {
        return;
    }
    set_targets(world, ab, targets);
    chosen(world, ab);
    world.resource_mut::<Dirty>().changed = true;
}

/// 603.5: the ability on top of the stack is about to resolve and is optional: its controller
/// chooses first whether to do it, and nobody holds priority until they have (`ChooseMay`).
/// Answers whether the table now waits for that choice.
pub fn asks_may(world: &mut World) -> bool {
    let Some(top) = crate::rules::query::stack_top(world) else { return false };
    let Some(a) = world.get::<StackedAbility>(top) else { return false };
    if !a.may || a.answer.is_some() || !assisted(world) {
        return false;
    }
    let Some(controller) = world.get::<Controller>(top).map(|c| c.0) else { return false };
    let then = world.resource_mut::<crate::rules::game::Priority>().holder.take();
    world.resource_mut::<Triggers>().deciding = Some((top, then));
    let (who, name) = (refer(world, controller), refer(world, top));
    log(world, "603.5", says!("log-chooses-whether-may", player = who, ability = name));
    world.resource_mut::<Dirty>().changed = true;
    true
}

/// Whether `player` may make the choice of an optional ability `ab` now (603.5): to do it or
/// not, and, where doing it is sacrificing a permanent (603.12), which (`sacrifice`, one of
/// [`sacrifice_candidates`]).
pub fn can_choose_may(world: &World, player: Entity, ab: Entity, (yes, sacrifice): (bool, Option<Entity>)) -> Legal {
    let name = refer(world, ab);
    if world.resource::<Triggers>().deciding.map(|d| d.0) != Some(ab) {
        return Err(Refusal::new("603.5", says!("log-nobody-choosing-may", ability = name)));
    }
    if world.get::<Controller>(ab).map(|c| c.0) != Some(player) {
        let text = says!("log-doesnt-control-may", player = refer(world, player), ability = name);
        return Err(Refusal::new("603.5", text));
    }
    match (yes, sacrifice, sacrifice_candidates(world, ab)) {
        (true, None, Some(_)) => Err(Refusal::new("603.12", says!("log-may-sacrifice-which", ability = name))),
        (true, Some(e), Some(may)) if !may.contains(&e) => {
            let text = says!("log-may-sacrifice-not-allowed", object = refer(world, e), ability = name);
            Err(Refusal::new("603.12", text))
        }
        (false, Some(_), _) | (_, Some(_), None) => {
            Err(Refusal::new("603.5", says!("log-may-sacrifice-not-asked", ability = name)))
        }
        _ => Ok(()),
    }
}

/// What the controller of an optional ability that asks for a sacrifice ("you may sacrifice
/// another creature. When you do, ...", 603.12) may sacrifice for it: their own permanents it
/// allows, in the order they became objects; `None` where it asks for none.
pub fn sacrifice_candidates(world: &World, ab: Entity) -> Option<Vec<Entity>> {
    let a = world.get::<StackedAbility>(ab)?;
    let Some(crate::cards::effects::EffectStep::WhenYouDo { sacrifice, .. }) = a.steps.as_ref()?.steps.first() else {
        return None;
    };
    let controller = world.get::<Controller>(ab)?.0;
    let mut q = world.try_query::<(Entity, &crate::rules::object::InZone)>()?;
    let mut out: Vec<Entity> = q
        .iter(world)
        .filter(|(e, z)| {
            z.zone == crate::rules::action::Zone::Battlefield && crate::rules::object::is_present(world, *e)
        })
        .map(|(e, _)| e)
        .filter(|e| world.get::<Controller>(*e).is_some_and(|c| c.0 == controller))
        .filter(|e| !(sacrifice.another && *e == a.source))
        .filter(|e| {
            let c = crate::rules::query::chars(world, *e);
            let token = crate::rules::query::is_token(world, *e);
            crate::rules::wanted::filter_matches(&sacrifice.filter, c, Some(controller), token, controller)
        })
        .collect();
    out.sort_by_key(|e| (world.get::<crate::rules::object::ObjectNumber>(*e).copied(), *e));
    Some(out)
}

/// `ChooseMay` (603.5): the choice is made, and whoever held priority holds it again for the
/// ability to resolve; what is to be sacrificed is remembered, as the object it is (603.12).
/// Answers whether it was made.
pub fn choose_may(world: &mut World, player: Entity, ab: Entity, (yes, sacrifice): (bool, Option<Entity>)) -> bool {
    if !crate::rules::ops::allowed(world, can_choose_may(world, player, ab, (yes, sacrifice))) {
        return false;
    }
    let Some((_, then)) = world.resource_mut::<Triggers>().deciding.take() else { return false };
    let chosen = sacrifice.and_then(|e| Some((e, *world.get::<crate::rules::object::ObjectNumber>(e)?)));
    if let Some(mut a) = world.get_mut::<StackedAbility>(ab) {
        a.answer = Some(yes);
        a.sacrifice = chosen;
    }
    world.resource_mut::<crate::rules::game::Priority>().holder = then;
    let (who, name) = (refer(world, player), refer(world, ab));
    let text = match (yes, sacrifice) {
        (true, Some(e)) => says!("log-chooses-to-sacrificing", player = who, ability = name, object = refer(world, e)),
        (true, None) => says!("log-chooses-to", player = who, ability = name),
        (false, _) => says!("log-chooses-not-to", player = who, ability = name),
    };
    log(world, "603.5", text);
    true
}

/// 603.3d: as a triggered ability that names targets goes on the stack, its controller chooses
/// them. With no legal choice for one of them it is removed from the stack; with one legal
/// choice for each, that is the choice; otherwise answers that the table waits for
/// `ChooseTargets`.
fn ask_targets(world: &mut World, ab: Entity, controller: Entity) -> bool {
    let slots = kinds_of(world, ab);
    if slots.is_empty() {
        return false;
    }
    let options = candidates(world, &slots.kinds, controller, ab);
    let name = refer(world, ab);
    if !has_its_targets(&options, &slots) {
        log(world, "603.3d", says!("log-trigger-no-legal-target", ability = name));
        world.entity_mut(ab).despawn();
        return false;
    }
    // Nothing to choose: with an "up to" slot, choosing none is a choice too.
    if slots.fewest() == slots.len() && options.iter().all(|o| o.len() == 1) {
        let only: Vec<Entity> = options.iter().map(|o| o[0]).collect();
        set_targets(world, ab, &only);
        return false;
    }
    log(world, "603.3d", says!("log-chooses-trigger-targets", player = refer(world, controller), ability = name));
    true
}

/// Whether `player` can put their waiting abilities on the stack in this order (603.3b): each
/// once, by its place in the table's list.
pub fn can_order(world: &World, player: Entity, order: &[u32]) -> crate::rules::ops::Legal {
    let who = refer(world, player);
    let Some(o) = world.resource::<Triggers>().ordering.as_ref().filter(|o| o.player == player) else {
        return Err(crate::rules::ops::Refusal::new("603.3b", says!("log-no-triggers-to-order", player = who)));
    };
    let mut seen = vec![false; o.abilities.len()];
    let whole = order.len() == seen.len()
        && order.iter().all(|i| seen.get_mut(*i as usize).is_some_and(|s| !std::mem::replace(s, true)));
    if !whole {
        let text = says!("log-trigger-order-must-name-each", player = who, n = seen.len());
        return Err(crate::rules::ops::Refusal::new("603.3b", text));
    }
    Ok(())
}

/// 603.3b: the player's waiting abilities go on the stack, `order` first to resolve first (so
/// it goes on last), and whoever was to receive priority receives it.
pub fn order(world: &mut World, player: Entity, order: &[u32]) {
    if !crate::rules::ops::allowed(world, can_order(world, player, order)) {
        return;
    }
    let Some(o) = world.resource_mut::<Triggers>().ordering.take() else { return };
    // The places as the player gave them, counted from 1: "2, 1, 3".
    let list: Vec<String> = order.iter().map(|i| (u64::from(*i) + 1).to_string()).collect();
    let text = says!("log-puts-triggers-in-order", player = refer(world, player), order = Arg::text(list.join(", ")));
    log(world, "603.3b", text);
    for i in order.iter().rev() {
        push(world, o.abilities[*i as usize].clone());
    }
    world.resource_mut::<crate::rules::game::Priority>().holder = o.then;
    wait_for_targets(world);
    world.resource_mut::<Dirty>().changed = true;
}

/// A free table: the trigger is said, and the players put it on the stack if they play it.
fn offer(world: &mut World, p: &Pending) {
    let text = says!("log-trigger-offered", source = refer(world, p.source), text = Arg::text(&p.text));
    log(world, "603.2", text);
}

/// Puts one triggered ability on the stack, controlled by its controller then (603.3a), with its
/// targets chosen or to be chosen (603.3d).
fn push(world: &mut World, p: Pending) {
    let source_label = label(world, p.source);
    let base = if source_label.is_empty() { "trigger".to_string() } else { format!("{source_label}/trigger") };
    let id = fresh_id(world, &base);
    let (effect, steps, modes) = match &p.trigger.effect {
        Some(TriggerEffect::TransformThis) => (Some(Action::Transform(source_label.clone().into())), None, None),
        Some(TriggerEffect::Steps(s)) => (None, Some(s.clone()), None),
        Some(TriggerEffect::Modal(m)) => (None, None, Some(m.clone())),
        None => (None, None, None),
    };
    let automatic = effect.is_some() || steps.is_some() || modes.is_some();
    let kind = if p.delayed { AbilityKind::Delayed } else { AbilityKind::Triggered };
    let Some(ability) = push_ability(world, id.clone().into(), p.source, kind, effect) else {
        return;
    };
    world.entity_mut(ability).insert(Controller(p.controller));
    if let Some(mut a) = world.get_mut::<StackedAbility>(ability) {
        a.text = Some(p.text.clone());
        a.condition = p.trigger.condition.clone();
        a.steps = steps;
        a.modes = modes.clone();
        a.may = p.trigger.may && automatic;
        a.it = p.it.clone();
        a.player = p.player;
        a.amount = p.amount;
        // 603.7c: a delayed ability's "[this]" is its source as the object it was when created.
        if p.delayed {
            a.source_object = p.object;
        }
    }
    let (source, id, words) = (refer(world, p.source), Arg::text(&id), Arg::text(&p.text));
    let by = Arg::text(if automatic { "table" } else { "players" });
    let text = says!("log-trigger-goes-on-stack", source = source, id = id, text = words, by = by);
    log(world, "603.3", text);
    let waits = match modes {
        Some(m) => ask_mode(world, ability, p.controller, &m),
        None => ask_targets(world, ability, p.controller),
    };
    if waits {
        world.resource_mut::<Triggers>().choosing.push(ability);
    }
}

/// Whether each target it must have has a legal choice among `options` (an "up to" one may be
/// left, 601.2c).
fn has_its_targets(options: &[Vec<Entity>], slots: &Slots) -> bool {
    options.iter().zip(&slots.optional).all(|(o, optional)| !o.is_empty() || *optional)
}

/// The modes of a modal triggered ability its controller may choose (700.2b): each whose
/// targets it could have, every one it must.
pub fn legal_modes(world: &World, ab: Entity, controller: Entity, m: &Modal) -> Vec<u32> {
    let legal = |s: &crate::cards::effects::SpellEffect| {
        let slots = s.slots();
        has_its_targets(&candidates(world, &slots.kinds, controller, ab), &slots)
    };
    (0..m.modes.len() as u32).filter(|i| m.modes[*i as usize].as_deref().is_some_and(legal)).collect()
}

/// 603.3c: a modal triggered ability's controller chooses its mode as it goes on the stack, a
/// mode it couldn't have legal targets for not among the choices (700.2b). With none left it
/// is removed from the stack; with one, that is the choice (and its targets are asked);
/// otherwise answers that the table waits for `ChooseMode`.
fn ask_mode(world: &mut World, ab: Entity, controller: Entity, m: &Modal) -> bool {
    match legal_modes(world, ab, controller, m).as_slice() {
        [] => {
            log(world, "603.3c", says!("log-trigger-no-legal-mode", ability = refer(world, ab)));
            world.entity_mut(ab).despawn();
            false
        }
        [only] => {
            set_mode(world, ab, *only);
            ask_targets(world, ab, controller)
        }
        _ => {
            let text = says!("log-chooses-trigger-mode", player = refer(world, controller), ability = refer(world, ab));
            log(world, "603.3c", text);
            true
        }
    }
}

/// The ability's mode is `mode`: its steps are that mode's, and what it says on the stack
/// names the mode.
fn set_mode(world: &mut World, ab: Entity, mode: u32) {
    let Some(mut a) = world.get_mut::<StackedAbility>(ab) else { return };
    let Some(m) = a.modes.take() else { return };
    a.steps = m.modes.get(mode as usize).cloned().flatten();
    if let (Some(text), Some(words)) = (a.text.as_mut(), m.words.get(mode as usize)) {
        text.push_str(&format!(" • {words}"));
    }
}

/// Whether `player` may choose mode `mode` (from 0) of the ability `ab` now (603.3c): it waits
/// for its mode, it is theirs, and it is a mode they may choose (700.2b).
pub fn can_choose_mode(world: &World, player: Entity, ab: Entity, mode: u32) -> Legal {
    let name = refer(world, ab);
    let modes = world.get::<StackedAbility>(ab).and_then(|a| a.modes.clone());
    let Some(m) = modes.filter(|_| world.resource::<Triggers>().choosing.contains(&ab)) else {
        return Err(Refusal::new("603.3c", says!("log-trigger-mode-not-being-chosen", ability = name)));
    };
    if world.get::<Controller>(ab).map(|c| c.0) != Some(player) {
        let text = says!("log-doesnt-control-trigger-mode", player = refer(world, player), ability = name);
        return Err(Refusal::new("603.3c", text));
    }
    if !legal_modes(world, ab, player, &m).contains(&mode) {
        let n = u64::from(mode) + 1;
        return Err(Refusal::new("700.2b", says!("log-mode-cant-be-chosen", ability = name, n = n)));
    }
    Ok(())
}

/// `ChooseMode` (603.3c): the ability has its mode; its targets are asked next, where it names
/// any; once none is waiting any more, whoever was to receive priority receives it.
pub fn choose_mode(world: &mut World, player: Entity, ab: Entity, mode: u32) {
    if !crate::rules::ops::allowed(world, can_choose_mode(world, player, ab, mode)) {
        return;
    }
    let words = world.get::<StackedAbility>(ab).and_then(|a| a.modes.as_ref()?.words.get(mode as usize).cloned());
    let (who, name) = (refer(world, player), refer(world, ab));
    let text = says!(
        "log-chooses-mode",
        player = who,
        ability = name,
        n = u64::from(mode) + 1,
        mode = Arg::text(words.unwrap_or_default())
    );
    log(world, "603.3c", text);
    set_mode(world, ab, mode);
    if !ask_targets(world, ab, player) {
        chosen(world, ab);
    }
    world.resource_mut::<Dirty>().changed = true;
}

/// `ab` no longer waits for a choice: once none does, whoever was to receive priority does.
fn chosen(world: &mut World, ab: Entity) {
    let mut t = world.resource_mut::<Triggers>();
    t.choosing.retain(|x| *x != ab);
    if t.choosing.is_empty() && t.ordering.is_none() {
        let then = t.choosing_then.take();
        world.resource_mut::<crate::rules::game::Priority>().holder = then;
    }
}
