//! Activating an ability the rules carry out (602): "[Cost]: [Effect]." on a permanent, or
//! cycling from a hand (702.29a). Its controller announces it and its targets, pays its cost
//! (mana from their pool, tapping the permanent, discarding the card; once it is on the stack,
//! paying life and sacrificing the permanent), and it goes on the stack
//! with its typed steps; it resolves as a triggered ability's steps do
//! (`spells::resolve_ability`), "this" being its source while that is the same object.

use bevy::prelude::*;

use super::Refusal;
use crate::cards::activated::Activated;
use crate::cards::activated::ActivatedFrom;
use crate::cards::{Ability, CardType};
use crate::rules::action::AbilityKind;
use crate::rules::action::Zone;
use crate::rules::game::{Turn, TurnStep};
use crate::rules::log::{Arg, LogText, log, refer};
use crate::rules::object::{Controller, InZone, Owner, Players, Tapped};
use crate::rules::query::{assisted, chars, fresh_id, label, priority_holder, zone_of};
use crate::says;

/// The activated ability `index` (a line of its text) of `e`, where it is one the rules carry
/// out.
pub fn ability_of(world: &World, e: Entity, index: u32) -> Option<std::sync::Arc<Activated>> {
    match chars(world, e).abilities.get(index as usize).map(|l| &l.ability) {
        Some(Ability::Activated(a)) => Some(a.clone()),
        _ => None,
    }
}

/// Whether `player` may activate ability `index` of `e` now with these targets (602.2, 602.5):
/// theirs to activate where it is, with priority and in its time at an assisted table, its
/// {T} payable, and a target of the right kind for each its text names.
pub fn can_activate(
    world: &World,
    player: Entity,
    e: Entity,
    index: u32,
    targets: &[Entity],
    chosen: &[Entity],
) -> Result<(), Refusal> {
    can_activate_now(world, player, e, index)?;
    let Some(a) = ability_of(world, e, index) else { return Ok(()) };
    check_chosen(world, player, e, &a, chosen)?;
    let slots = a.effect.slots();
    if assisted(world) || !targets.is_empty() {
        super::spells::check_targets(world, e, &slots, targets, player, true)
            .map_err(|(text, rule)| Refusal::new(rule, text))?;
    }
    Ok(())
}

/// What the object a cost takes may be (602.2b): a permanent `player` controls of the kind
/// its "Sacrifice a creature" names (not the source where it says "another"), another card of
/// their hand for "Discard a card".
pub fn may_take(world: &World, e: Entity, player: Entity, cost: &crate::cards::activated::Cost, x: Entity) -> bool {
    if let Some(s) = &cost.sacrifice {
        // What {T} taps isn't there to tap again (Springleaf Drum's other creature).
        let other = !(s.another || s.tapped && cost.tap)
            || x != e
            || s.self_as.is_some_and(|t| !s.tapped && chars(world, x).has_type(t));
        let untapped = !s.tapped || world.get::<Tapped>(x).is_none_or(|t| !t.0);
        return other
            && untapped
            && zone_of(world, x) == Zone::Battlefield
            && world.get::<Controller>(x).map(|c| c.0) == Some(player)
            && crate::rules::wanted::filter_matches(&s.what, chars(world, x), Some(player), false, player);
    }
    let kind = |f: &crate::cards::filter::ObjectFilter| {
        crate::rules::wanted::filter_matches(f, chars(world, x), Some(player), false, player)
    };
    cost.discard
        && x != e
        && zone_of(world, x) == Zone::Hand
        && world.get::<Owner>(x).map(|o| o.0) == Some(player)
        && cost.discard_kind.as_ref().is_none_or(kind)
}

/// The objects the cost of `a` on `e` may take for `player` now, oldest first (none where it
/// takes none).
pub fn cost_candidates(world: &World, e: Entity, player: Entity, a: &Activated) -> Vec<Entity> {
    if a.cost.sacrifice.is_none() && !a.cost.discard {
        return Vec::new();
    }
    let Some(mut q) = world.try_query::<(Entity, &InZone)>() else { return Vec::new() };
    let mut out: Vec<Entity> =
        q.iter(world).map(|(x, _)| x).filter(|x| may_take(world, e, player, &a.cost, *x)).collect();
    out.sort_by_key(|x| world.get::<crate::rules::object::ObjectNumber>(*x).copied());
    out
}

/// 602.2b: the object chosen for a cost that takes one is one it may take; at an assisted
/// table one must be chosen (at a free table, none chosen is the players' to pay).
fn check_chosen(world: &World, player: Entity, e: Entity, a: &Activated, chosen: &[Entity]) -> Result<(), Refusal> {
    if let Some(n) = a.cost.crew {
        return check_crew(world, player, e, n, chosen);
    }
    let takes = a.cost.sacrifice.is_some() || a.cost.discard;
    let name = refer(world, e);
    match chosen {
        [] if takes && assisted(world) => {
            Err(Refusal::new("602.2b", says!("log-activate-cost-choice-missing", card = name)))
        }
        [] => Ok(()),
        [x] if takes && may_take(world, e, player, &a.cost, *x) => Ok(()),
        [x, ..] => {
            let text = says!("log-activate-cost-doesnt-take", card = name, object = refer(world, *x));
            Err(Refusal::new("602.2b", text))
        }
    }
}

/// Whether `x` may crew `e` for `player` (702.122a): another untapped creature they control.
fn may_crew(world: &World, e: Entity, player: Entity, x: Entity) -> bool {
    x != e
        && zone_of(world, x) == Zone::Battlefield
        && world.get::<Controller>(x).map(|c| c.0) == Some(player)
        && !world.get::<Tapped>(x).is_some_and(|t| t.0)
        && chars(world, x).has_type(CardType::Creature)
}

/// A creature's power as it counts toward a crew cost (702.122a: "total power").
fn crew_power(world: &World, x: Entity) -> i64 {
    i64::from(chars(world, x).power.unwrap_or(0))
}

/// 702.122a: the creatures chosen to crew `e` are each another untapped creature `player`
/// controls, none twice, with total power `n` or greater; at an assisted table some must be
/// chosen (at a free table, none chosen is the players' to tap).
fn check_crew(world: &World, player: Entity, e: Entity, n: u32, chosen: &[Entity]) -> Result<(), Refusal> {
    if chosen.is_empty() && !assisted(world) {
        return Ok(());
    }
    let name = refer(world, e);
    for (i, x) in chosen.iter().enumerate() {
        if !may_crew(world, e, player, *x) || chosen[..i].contains(x) {
            let text = says!("log-activate-cost-doesnt-take", card = name, object = refer(world, *x));
            return Err(Refusal::new("702.122a", text));
        }
    }
    let total: i64 = chosen.iter().map(|x| crew_power(world, *x)).sum();
    if total < i64::from(n) {
        return Err(Refusal::new("702.122a", says!("log-crew-too-weak", card = name, n = n, power = total)));
    }
    Ok(())
}

/// The creatures that may crew `e` for `player` and add power to it, oldest first.
fn crew_candidates(world: &World, e: Entity, player: Entity) -> Vec<Entity> {
    let Some(mut q) = world.try_query::<(Entity, &InZone)>() else { return Vec::new() };
    let mut can: Vec<Entity> =
        q.iter(world).map(|(x, _)| x).filter(|x| may_crew(world, e, player, *x) && crew_power(world, *x) > 0).collect();
    can.sort_by_key(|x| world.get::<crate::rules::object::ObjectNumber>(*x).copied());
    can
}

/// The most creatures [`crew_ways`] looks among, and the most ways it offers.
const CREW_CANDIDATES: usize = 12;
const CREW_WAYS: usize = 12;

/// The ways `player` may crew `e` with total power `n` now (702.122a): each a set of their
/// other untapped creatures with enough power, none of which could be left out, fewest
/// creatures first (what a menu offers; any other set is still theirs to name).
pub fn crew_ways(world: &World, e: Entity, player: Entity, n: u32) -> Vec<Vec<Entity>> {
    let mut can = crew_candidates(world, e, player);
    can.truncate(CREW_CANDIDATES);
    let power: Vec<i64> = can.iter().map(|x| crew_power(world, *x)).collect();
    let mut ways: Vec<(u32, i64, u32)> = Vec::new();
    for set in 1u32..(1 << can.len()) {
        let members = (0..can.len()).filter(|i| set & (1 << i) != 0);
        let total: i64 = members.clone().map(|i| power[i]).sum();
        let least = members.map(|i| power[i]).min().unwrap_or(0);
        // Enough, and not with one left out.
        if total >= i64::from(n) && total - least < i64::from(n) {
            ways.push((set.count_ones(), total, set));
        }
    }
    ways.sort();
    ways.truncate(CREW_WAYS);
    ways.into_iter()
        .map(|(_, _, set)| (0..can.len()).filter(|i| set & (1 << i) != 0).map(|i| can[i]).collect())
        .collect()
}

/// [`can_activate`] but for its targets: what the window and the text client offer.
pub fn can_activate_now(world: &World, player: Entity, e: Entity, index: u32) -> Result<(), Refusal> {
    let name = refer(world, e);
    let who = refer(world, player);
    let Some(a) = ability_of(world, e, index) else {
        return Err(Refusal::new("602.1", says!("log-not-an-activated-ability", card = name, n = index + 1)));
    };
    let (zone, owner) = (zone_of(world, e), world.get::<Owner>(e).map(|o| o.0));
    let controller = world.get::<Controller>(e).map(|c| c.0);
    let whose = match a.from {
        ActivatedFrom::Hand => zone == Zone::Hand && owner == Some(player),
        ActivatedFrom::Graveyard => zone == Zone::Graveyard && owner == Some(player),
        ActivatedFrom::Battlefield => zone == Zone::Battlefield && controller == Some(player),
    };
    if !whose {
        let text = match a.from {
            ActivatedFrom::Hand => says!("log-activate-from-own-hand", card = name, player = who),
            ActivatedFrom::Graveyard => says!("log-activate-from-own-graveyard", card = name, player = who),
            ActivatedFrom::Battlefield => says!("log-activate-own-permanent", card = name, player = who),
        };
        return Err(Refusal::new("602.2", text));
    }
    if let Some(stopped) = crate::rules::query::abilities_stopped(world, e, false) {
        return Err(Refusal::new("602.5", super::stopped_words(world, stopped, name)));
    }
    if assisted(world) {
        if priority_holder(world) != Some(player) {
            return Err(Refusal::new("117.1b", says!("log-activate-without-priority", player = who, card = name)));
        }
        if let Some(spell) = crate::rules::query::split_second(world) {
            return Err(Refusal::new("702.61a", says!("log-split-second", spell = refer(world, spell))));
        }
        let turn = world.resource::<Turn>();
        let active = world.resource::<Players>().0.get(turn.active).copied() == Some(player);
        let main = matches!(turn.step, TurnStep::PrecombatMain | TurnStep::PostcombatMain);
        let empty = world.try_query::<&InZone>().is_none_or(|mut q| !q.iter(world).any(|z| z.zone == Zone::Stack));
        if a.sorcery && !(active && main && empty) {
            return Err(Refusal::new("602.5d", says!("log-activate-only-as-sorcery", card = name)));
        }
        // 602.5b: only during its controller's turn, upkeep, or turn before attackers.
        use crate::cards::activated::During;
        let before_attackers = matches!(
            turn.step,
            TurnStep::Untap | TurnStep::Upkeep | TurnStep::Draw | TurnStep::PrecombatMain | TurnStep::BeginningOfCombat
        );
        let refused = match a.during {
            None => None,
            Some(During::YourTurn) => (!active).then(|| says!("log-activate-only-your-turn", card = name.clone())),
            Some(During::YourUpkeep) => (!(active && turn.step == TurnStep::Upkeep))
                .then(|| says!("log-activate-only-your-upkeep", card = name.clone())),
            Some(During::YourTurnBeforeAttackers) => (!(active && before_attackers))
                .then(|| says!("log-activate-only-before-attackers", card = name.clone())),
        };
        if let Some(text) = refused {
            return Err(Refusal::new("602.5b", text));
        }
        // 602.5b: "Activate only if ...", judged now.
        if let Some(only) = &a.only_if
            && crate::rules::conditions::holds(world, &only.condition, e, player, &[]) == Some(false)
        {
            let text = says!("log-activate-only-if", card = name, condition = only.words.clone());
            return Err(Refusal::new("602.5b", text));
        }
    }
    // 602.5b: once (twice) each turn, counted for this object (a new object, 400.7, starts
    // again).
    let turn = world.resource::<Turn>().number;
    if let Some(most) = a.each_turn
        && world
            .get::<crate::rules::object::ActivatedThisTurn>(e)
            .is_some_and(|u| u.turn == turn && u.abilities.iter().filter(|i| **i == index).count() as u32 >= most)
    {
        let text = match most {
            1 => says!("log-activate-once-each-turn", card = name),
            _ => says!("log-activate-twice-each-turn", card = name),
        };
        return Err(Refusal::new("602.5b", text));
    }
    // 606.3: one loyalty ability of a permanent a turn; 606.6: no more loyalty removed than
    // it has.
    if let Some(n) = a.cost.loyalty {
        let used = world.get::<crate::rules::object::ActivatedThisTurn>(e).filter(|u| u.turn == turn);
        if used.is_some_and(|u| {
            u.abilities.iter().any(|i| ability_of(world, e, *i).is_some_and(|x| x.cost.loyalty.is_some()))
        }) {
            return Err(Refusal::new("606.3", says!("log-loyalty-once-each-turn", card = name)));
        }
        let loyalty = crate::rules::counters::CounterKind::Loyalty;
        let has = world.get::<crate::rules::counters::Counters>(e).map_or(0, |c| c.get(&loyalty));
        if n < 0 && has < n.unsigned_abs() {
            return Err(Refusal::new(
                "606.6",
                says!("log-loyalty-not-enough", card = name, n = n.unsigned_abs(), has = has),
            ));
        }
    }
    // 602.2b, 122.8: counters that aren't there can't be removed.
    if let Some((n, kind)) = &a.cost.remove {
        let kind = crate::rules::counters::CounterKind::parse(kind);
        let has = world.get::<crate::rules::counters::Counters>(e).map_or(0, |c| c.get(&kind));
        if has < *n {
            let kind = crate::rules::log::counter_kind(&kind);
            let text = says!("log-activate-counters-missing", card = name, n = *n, kind = kind, has = has);
            return Err(Refusal::new("602.2b", text));
        }
    }
    if a.cost.tap {
        if world.get::<Tapped>(e).is_some_and(|t| t.0) {
            return Err(Refusal::new("602.2b", says!("log-activate-tap-tapped", card = name)));
        }
        if chars(world, e).has_type(CardType::Creature) && super::mana::summoning_sick(world, e) {
            return Err(Refusal::new("302.6", says!("log-activate-tap-summoning-sick", card = name)));
        }
    }
    // 602.2b: a cost that takes an object can't be paid without one (at a free table the
    // players may pay it by hand).
    if (a.cost.sacrifice.is_some() || a.cost.discard)
        && assisted(world)
        && cost_candidates(world, e, player, &a).is_empty()
    {
        return Err(Refusal::new("602.2b", says!("log-activate-cost-nothing-to-take", card = name)));
    }
    // 702.122a: creatures enough to crew it, all of them together.
    if let Some(n) = a.cost.crew
        && assisted(world)
        && crew_candidates(world, e, player).iter().map(|x| crew_power(world, *x)).sum::<i64>() < i64::from(n)
    {
        return Err(Refusal::new("702.122a", says!("log-crew-not-enough", card = name, n = n)));
    }
    // 602.2b, 701.9b: a card discarded at random needs a card in hand.
    if a.cost.discard_random && crate::rules::query::hand_of(world, player).is_empty() {
        return Err(Refusal::new("602.2b", says!("log-activate-cost-empty-hand", card = name)));
    }
    // 107.14: energy counters enough to pay its {E}.
    super::players::can_pay_energy(world, player, a.cost.energy).map_err(|text| Refusal::new("107.14", text))?;
    // 119.4: no more life than the player's life total.
    let life = super::mana::life_to_pay(world, player);
    if i64::from(a.cost.life) > life {
        let text = says!("log-activate-life-missing", card = name, n = a.cost.life, life = life);
        return Err(Refusal::new("119.4", text));
    }
    Ok(())
}

/// 602.2: `player` activates ability `index` of `e` with these targets: its cost is paid (mana
/// first: a pool that can't pay it refuses it and nothing else is paid), and it goes on the
/// stack with its steps and targets. Returns whether it did.
pub fn activate(
    world: &mut World,
    player: Entity,
    e: Entity,
    index: u32,
    targets: &[Entity],
    chosen: &[Entity],
    pay: Option<super::mana::Spend>,
) -> bool {
    if let Err(r) = can_activate(world, player, e, index, targets, chosen) {
        r.log(world);
        return false;
    }
    let Some(a) = ability_of(world, e, index) else { return false };
    let text = chars(world, e).abilities[index as usize].text.clone();
    if let Some(mana) = &a.cost.mana {
        let what = says!("log-paying-for-ability", card = refer(world, e));
        let keep: &[Entity] = if a.cost.tap { &[e] } else { &[] };
        if super::mana::pay_from_pool(world, player, &mana.symbols, 0, what, pay, keep).is_none() {
            return false;
        }
    }
    if a.cost.tap {
        super::status::set_tapped(world, e, true);
    }
    let source = refer(world, e);
    if a.cost.discard_this {
        log(world, "701.9a", says!("log-discards-as-cost", player = refer(world, player), card = source.clone()));
        // Cycling's (702.29a): the card is cycled as it is discarded.
        if a.cost.cycle {
            super::discarding::cycle(world, e);
        } else {
            super::discarding::discard(world, e);
        }
    }
    // 702.128a: the card exiled from its owner's graveyard before the ability goes on the
    // stack, so that "this card" is the card in exile.
    if a.cost.exile_this {
        let (who, card) = (refer(world, player), refer(world, e));
        let text = match a.from {
            ActivatedFrom::Hand => says!("log-exiles-from-hand-as-cost", player = who, card = card),
            _ => says!("log-exiles-as-cost", player = who, card = card),
        };
        log(world, "602.2b", text);
        super::zones::move_object(world, e, Zone::Exile, None, Default::default());
    }
    let base = match label(world, e) {
        l if l.is_empty() => "ability".to_string(),
        l => format!("{l}/ability"),
    };
    let id = fresh_id(world, &base);
    let Some(ab) = super::stack::push_ability(world, id.clone().into(), e, AbilityKind::Activated, None) else {
        return false;
    };
    world.entity_mut(ab).insert(Controller(player));
    // 602.5b: what this object activated this turn.
    let turn = world.resource::<Turn>().number;
    let mut used =
        world.get::<crate::rules::object::ActivatedThisTurn>(e).cloned().filter(|u| u.turn == turn).unwrap_or_default();
    used.turn = turn;
    used.abilities.push(index);
    world.entity_mut(e).insert(used);
    if let Some(mut s) = world.get_mut::<crate::rules::object::StackedAbility>(ab) {
        s.text = Some(text.clone());
        s.steps = Some(a.effect.clone());
    }
    let line: LogText = says!(
        "log-activates",
        player = refer(world, player),
        source = source,
        id = Arg::text(id),
        text = Arg::text(text)
    );
    log(world, "602.2", line);
    super::stack::set_targets(world, ab, targets);
    // 602.2b (601.2h): the costs that aren't mana, paid once it is on the stack, so that "this"
    // in its effect is no longer the permanent it was (400.7).
    if a.cost.life > 0 {
        let text =
            says!("log-pays-life-as-cost", player = refer(world, player), n = a.cost.life, spell = refer(world, e));
        log(world, "119.4", text);
        super::players::change_life(world, player, -(a.cost.life.min(i32::MAX as u32) as i32));
    }
    // 107.14: its {E}, energy counters removed from its controller.
    super::players::pay_energy(world, player, a.cost.energy);
    // 606.4: a loyalty ability's cost, loyalty counters put on or removed.
    match a.cost.loyalty {
        Some(n) if n > 0 => {
            super::status::add_counters(world, e, &crate::rules::counters::CounterKind::Loyalty, n as u32)
        }
        Some(n) if n < 0 => {
            super::status::remove_counters(world, e, &crate::rules::counters::CounterKind::Loyalty, n.unsigned_abs())
        }
        _ => {}
    }
    if let Some((n, kind)) = &a.cost.remove {
        super::status::remove_counters(world, e, &crate::rules::counters::CounterKind::parse(kind), *n);
    }
    if a.cost.sacrifice_this {
        super::zones::sacrifice(world, e);
    }
    // 701.9b: a card at random, chosen by the table's seeded source.
    if a.cost.discard_random
        && let Some(name) = world.get::<crate::rules::object::Player>(player).map(|p| p.name.clone())
    {
        super::library::discard_at_random(world, &name, 1);
    }
    // 702.122b: the creatures chosen crew it, tapped.
    if a.cost.crew.is_some() {
        for &x in chosen {
            let (who, card) = (refer(world, player), refer(world, x));
            log(world, "702.122b", says!("log-crews", player = who, creature = card, vehicle = refer(world, e)));
            super::status::set_tapped(world, x, true);
        }
        return true;
    }
    // 602.2b: the permanent chosen is sacrificed (701.21a) or returned to its owner's hand,
    // the card chosen discarded (701.9a).
    for &x in chosen {
        if a.cost.sacrifice.as_ref().is_some_and(|s| s.tapped) {
            let (who, card) = (refer(world, player), refer(world, x));
            log(world, "602.2b", says!("log-taps-as-cost", player = who, card = card));
            super::status::set_tapped(world, x, true);
        } else if a.cost.sacrifice.as_ref().is_some_and(|s| s.returned) {
            let (who, card) = (refer(world, player), refer(world, x));
            log(world, "602.2b", says!("log-returns-as-cost", player = who, card = card));
            super::zones::move_object(world, x, Zone::Hand, None, Default::default());
        } else if a.cost.sacrifice.is_some() {
            super::zones::sacrifice(world, x);
            super::stack::sacrificed_for(world, ab, x);
        } else {
            let (who, card) = (refer(world, player), refer(world, x).shown_to_all());
            log(world, "701.9a", says!("log-discards-as-cost", player = who, card = card));
            super::discarding::discard(world, x);
        }
    }
    true
}
