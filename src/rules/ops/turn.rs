//! Turns (500): the cleanup step (514.2), the next player's turn, the day/night check (730.2)
//! and the untap step (502.3); setting day or night (730.1).

use bevy::prelude::*;

use crate::rules::action::{DayNight, Until, Zone};
use crate::rules::continuous::Effects;
use crate::rules::game::{DayNightState, Turn, TurnStep, mark};
use crate::rules::log::{RulesLog, log, refer, step_name};
use crate::rules::object::*;
use crate::rules::query::player_name;
use crate::says;

/// Moves the turn on to its next step or phase (500.1) and performs its turn-based actions:
/// the draw step's draw (504.1), combat damage (510.1, with a second step after a first-strike
/// one, 510.4) and cleanup (514.2). Unspent mana empties as a step ends (500.5). After the
/// cleanup step, the next player's turn begins. At an assisted table the active player then
/// receives priority (117.3a; after the declarations in the declare attackers and blockers
/// steps, 508.2, 509.2), a combat with no attackers skips to its end (508.8), and the
/// cleanup step passes by itself (514.3) once the active player holds no more than their maximum
/// hand size (402.2).
/// (A table is set up in turn 1's first main phase, the first player's skipped draw, 103.8a,
/// behind it, unless it begins in turn 1's untap step, [`begin_first_turn`].)
pub fn next_step(world: &mut World) {
    let current = world.resource::<Turn>().step;
    super::mana::empty_pools(world);
    let players = world.resource::<Players>().0.clone();
    let active = world.resource::<Turn>().active;
    let Some(&p) = players.get(active % players.len().max(1)) else { return };
    if current == TurnStep::CombatDamage && super::combat::needs_second_damage_step(world) {
        log(world, "510.4", says!("log-second-combat-damage-step-begins", player = refer(world, p)));
        super::combat::combat_damage(world);
        super::priority::begin_step(world);
        return;
    }
    let Some(mut next) = current.next() else {
        pass_turn(world);
        return;
    };
    if current == TurnStep::DeclareAttackers
        && crate::rules::query::assisted(world)
        && super::combat::no_attackers(world)
    {
        log(world, "508.8", says!("log-no-attackers-steps-skipped"));
        next = TurnStep::EndOfCombat;
    }
    if current == TurnStep::EndOfCombat {
        super::combat::end_combat(world);
    }
    world.resource_mut::<Turn>().step = next;
    log(world, next.rule(), says!("log-step-begins", player = refer(world, p), step = step_name(next)));
    match next {
        // 103.8a: in a two-player game the player who plays first skips their first draw (a
        // table set up in turn 1's main phase never comes to it).
        TurnStep::Draw if world.resource::<Turn>().number == 1 && players.len() == 2 => {
            log(world, "103.8a", says!("log-plays-first-skips-draw", player = refer(world, p)));
        }
        TurnStep::Draw => {
            let name = player_name(world, p);
            super::dredge::draw(world, &name, 1)
        }
        TurnStep::PrecombatMain => {
            super::saga::precombat_main(world, p);
            super::library::radiation(world, p);
        }
        TurnStep::DeclareAttackers | TurnStep::DeclareBlockers => {
            super::declaring::begin(world, super::priority::passing_until_later)
        }
        TurnStep::CombatDamage => super::combat::combat_damage(world),
        TurnStep::Cleanup => cleanup(world),
        _ => {}
    }
    // 603.2b: "at the beginning of" abilities trigger as the step begins, after its turn-based
    // actions.
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::StepBegan(next));
    // A choice its turn-based action began (a dredge for the draw, 702.52a) gives priority to
    // the active player once it is made (`priority::after_choice`).
    match super::hand_choice::pending(world) {
        Some(_) => {
            super::priority::hold_for_choice(world);
        }
        None => super::priority::begin_step(world),
    }
    if next == TurnStep::Cleanup && crate::rules::query::assisted(world) {
        let hand = crate::rules::query::hand_size(world, p);
        if let Some(max) = crate::rules::query::max_hand_size(world, p).filter(|max| hand > *max) {
            let text = says!("log-discard-down-then-pass", player = refer(world, p), n = hand, max = max);
            log(world, "514.1", text);
            world.resource_mut::<super::priority::Priority>().holder = Some(p);
        } else {
            pass_turn(world);
        }
    }
}

/// Passes the turn: cleanup (unless the turn is in its cleanup step already), the next
/// player's turn, the day/night check, the untap step, then the upkeep.
pub fn pass_turn(world: &mut World) {
    super::mana::empty_pools(world);
    super::combat::end_combat(world);
    if world.resource::<Turn>().step != TurnStep::Cleanup {
        cleanup(world);
    }
    let players = world.resource::<Players>().0.clone();
    if players.is_empty() {
        return;
    }
    let spells = {
        let turn = world.resource::<Turn>();
        turn.spells_cast.get(&players[turn.active % players.len()]).copied().unwrap_or(0)
    };
    // A player who lost (and, in a multiplayer game, left) takes no more turns (800.4a, 104.2a):
    // the next player in turn order still in the game does; with fewer than two in it, the game
    // is over.
    let in_game: Vec<bool> = players.iter().map(|p| world.get::<Lost>(*p).is_none()).collect();
    if in_game.iter().filter(|x| **x).count() < 2 && players.len() > 1 {
        let winner = players.iter().zip(&in_game).find(|(_, x)| **x).map(|(p, _)| refer(world, *p));
        let text = match winner {
            Some(w) => says!("log-game-over-won-no-more-turns", player = w),
            None => says!("log-game-over-nobody-left"),
        };
        log(world, "104.2a", text);
        super::priority::begin_step(world);
        return;
    }
    let (next, extra) = next_turn(world, &players, &in_game);
    let number = {
        let mut turn = world.resource_mut::<Turn>();
        turn.number += 1;
        turn.active = next;
        turn.spells_last_turn = std::mem::take(&mut turn.spells_cast);
        turn.lands_played.clear();
        turn.extra_lands.clear();
        turn.combat_damage_prevented = false;
        turn.shields.clear();
        turn.prevented.clear();
        turn.damaged_players.clear();
        turn.happened = Default::default();
        turn.step = TurnStep::Untap;
        turn.number
    };
    let active = players[world.resource::<Turn>().active];
    if let Some(before) = world.get::<crate::rules::object::TurnBegan>(active).copied() {
        world.entity_mut(active).insert(crate::rules::object::TurnBeganBefore(before.0));
    }
    world.entity_mut(active).insert(crate::rules::object::TurnBegan(number));
    world.resource_mut::<RulesLog>().current_turn = number;
    log(world, "500.1", says!("log-turn-begins", n = number, player = refer(world, active)));
    if extra {
        log(world, "500.7", says!("log-extra-turn-begins", player = refer(world, active)));
    }
    day_night_check(world, spells);
    untap_and_upkeep(world, active);
}

/// Whose turn comes next (an index into `players`), and whether it is an extra turn (500.7):
/// the most recently created extra turn of a player still in the game, else the next player in
/// turn order still in it after the player whose turn came before the extra turns began.
fn next_turn(world: &mut World, players: &[Entity], in_game: &[bool]) -> (usize, bool) {
    let mut turn = world.resource_mut::<Turn>();
    let active = turn.active;
    while let Some(p) = turn.extra_turns.pop() {
        if let Some(i) = players.iter().position(|q| *q == p).filter(|i| in_game[*i]) {
            turn.resume_after = Some(turn.resume_after.unwrap_or(active));
            return (i, true);
        }
    }
    let from = turn.resume_after.take().unwrap_or(active);
    let next = (1..=players.len()).map(|k| (from + k) % players.len()).find(|i| in_game[*i]).unwrap_or(active);
    (next, false)
}

/// 500.7: `p` will take `n` extra turns after this one, each added one at a time (the last
/// added is taken first).
pub fn extra_turns(world: &mut World, p: Entity, n: u32) {
    world.resource_mut::<Turn>().extra_turns.extend(std::iter::repeat_n(p, n as usize));
    log(world, "500.7", says!("log-takes-extra-turns", player = refer(world, p), n = n));
}

/// A table set up at the start of the game (`TableSetup::first_turn`): turn 1 begins in its
/// untap step, as any turn does after the first.
pub fn begin_first_turn(world: &mut World) {
    let players = world.resource::<Players>().0.clone();
    let Some(&active) = players.get(world.resource::<Turn>().active) else { return };
    world.resource_mut::<Turn>().step = TurnStep::Untap;
    world.entity_mut(active).insert(crate::rules::object::TurnBegan(1));
    log(world, "500.1", says!("log-turn-begins", n = 1, player = refer(world, active)));
    untap_and_upkeep(world, active);
}

/// 502.3, 502.4, 503: the untap step, in which nobody receives priority, then the upkeep.
fn untap_and_upkeep(world: &mut World, active: Entity) {
    untap_step(world, active);
    // No player gets priority in the untap step (502.4): the turn goes on to the upkeep.
    world.resource_mut::<Turn>().step = TurnStep::Upkeep;
    let text = says!("log-step-begins", player = refer(world, active), step = step_name(TurnStep::Upkeep));
    log(world, TurnStep::Upkeep.rule(), text);
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::StepBegan(TurnStep::Upkeep));
    super::priority::begin_step(world);
}

/// 514.2: damage wears off and "until end of turn" effects end.
fn cleanup(world: &mut World) {
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
    log(world, "514.2", says!("log-cleanup-damage-wears-off"));
    super::status::end_control_until_end_of_turn(world);
    let mut arrows = world.resource_mut::<crate::rules::game::Arrows>();
    if !arrows.0.is_empty() {
        arrows.0.clear();
        crate::rules::log::note(world, says!("log-turn-arrows-removed"));
    }
}

/// 502.2 / 730.2: the day/night check looks at how many spells the previous turn's active
/// player cast.
fn day_night_check(world: &mut World, spells: u32) {
    match world.resource::<DayNightState>().0 {
        DayNight::Day if spells == 0 => {
            log(world, "730.2a", says!("log-no-spells-day-becomes-night"));
            world.resource_mut::<DayNightState>().0 = DayNight::Night;
        }
        DayNight::Night if spells >= 2 => {
            log(world, "730.2b", says!("log-spells-night-becomes-day", n = spells));
            world.resource_mut::<DayNightState>().0 = DayNight::Day;
        }
        DayNight::Neither => log(world, "730.2c", says!("log-neither-day-nor-night-no-check")),
        _ => {}
    }
}

/// 502.3: the active player untaps their permanents; one with a stun counter loses a counter
/// instead (122.1d).
fn untap_step(world: &mut World, active: Entity) {
    // 702.26a: phasing happens first; a phased-out permanent doesn't untap (702.26b).
    super::phasing::untap_step(world, active);
    // Seedborn Muse: a player whose permanent says so untaps theirs in every other player's
    // untap step too, where only a stun counter stops one (122.1d): what "doesn't untap during
    // its controller's untap step" speaks of is its controller's own step.
    let players = world.resource::<crate::rules::object::Players>().0.clone();
    let others: Vec<Entity> = players
        .into_iter()
        .filter(|p| *p != active)
        .filter(|p| crate::rules::query::player_rules(world, *p).contains(&crate::cards::PlayerRule::UntapDuringOthers))
        .collect();
    for p in others {
        untap_during_another(world, p);
    }
    let mut q = world.query_filtered::<(Entity, &InZone, &Controller, &Tapped), Present>();
    let tapped: Vec<Entity> =
        q.iter(world).filter(|(_, z, c, t)| z.zone == Zone::Battlefield && c.0 == active && t.0).map(|x| x.0).collect();
    // 502.3: an effect that said it doesn't untap during its controller's next untap step
    // ends with this one, whether it was tapped or not.
    let mut q = world.query_filtered::<(Entity, &InZone, &Controller), (Present, With<MissesNextUntap>)>();
    let missing: Vec<Entity> =
        q.iter(world).filter(|(_, z, c)| z.zone == Zone::Battlefield && c.0 == active).map(|x| x.0).collect();
    for e in &missing {
        world.entity_mut(*e).remove::<MissesNextUntap>();
    }
    let kinds = none_untap(world);
    let mut untapping = Vec::new();
    for e in tapped {
        if missing.contains(&e) {
            log(world, "502.3", says!("log-misses-this-untap", card = refer(world, e)));
            continue;
        }
        if doesnt_untap(world, e, &kinds) {
            log(world, "502.3", says!("log-doesnt-untap", card = refer(world, e)));
            continue;
        }
        untapping.push(e);
    }
    untap(world, active, untapping);
}

/// 502.3, Seedborn Muse: `player`'s tapped permanents untap during another player's untap step.
fn untap_during_another(world: &mut World, player: Entity) {
    let mut q = world.query_filtered::<(Entity, &InZone, &Controller, &Tapped), Present>();
    let tapped: Vec<Entity> =
        q.iter(world).filter(|(_, z, c, t)| z.zone == Zone::Battlefield && c.0 == player && t.0).map(|x| x.0).collect();
    untap(world, player, tapped);
}

/// `player`'s permanents untap, except that one with a stun counter loses a counter instead
/// (122.1d); said once, and each untapping seen by the triggers.
fn untap(world: &mut World, player: Entity, tapped: Vec<Entity>) {
    let untapped: Vec<Entity> = tapped.into_iter().filter(|e| !super::status::stunned_instead(world, *e)).collect();
    for e in &untapped {
        world.entity_mut(*e).insert(Tapped(false));
    }
    if !untapped.is_empty() {
        log(world, "502.3", says!("log-untaps-permanents", player = refer(world, player), n = untapped.len()));
    }
    for e in untapped {
        mark(world, e);
        crate::rules::triggers::happened(world, crate::rules::triggers::Event::BecameUntapped(e));
    }
}

/// "Islands don't untap during their controllers' untap steps.": what each permanent on the
/// battlefield says of a kind of permanent, with its controller ("you").
fn none_untap(world: &mut World) -> Vec<(crate::cards::effects::Wanted, Entity)> {
    let mut q = world.query_filtered::<(Entity, &InZone, &Controller), Present>();
    let on: Vec<(Entity, Entity)> =
        q.iter(world).filter(|(_, z, _)| z.zone == Zone::Battlefield).map(|(x, _, c)| (x, c.0)).collect();
    let mut out = Vec::new();
    for (x, you) in on {
        for l in crate::rules::query::chars(world, x).abilities.iter() {
            if let crate::cards::Ability::NoneUntap(w) = &l.ability {
                out.push(((**w).clone(), you));
            }
        }
    }
    out
}

/// Whether a permanent's own text, or an Aura's or Equipment's attached to it, or a permanent's
/// that says its kind doesn't untap (`kinds`, [`none_untap`]), says it doesn't untap during the
/// untap step.
fn doesnt_untap(world: &World, e: Entity, kinds: &[(crate::cards::effects::Wanted, Entity)]) -> bool {
    if kinds.iter().any(|(w, you)| crate::rules::wanted::fits(world, w, e, *you)) {
        return true;
    }
    let says = |x: Entity, host: bool| {
        crate::rules::query::chars(world, x)
            .abilities
            .iter()
            .any(|l| l.ability == crate::cards::Ability::DoesntUntap { host })
    };
    let attached = world.get::<crate::rules::object::Attachments>(e).map_or(&[][..], |a| a.entities());
    says(e, false) || attached.iter().any(|a| says(*a, true))
}

/// 730.1: it becomes day or night (never neither again).
pub fn set_day_night(world: &mut World, dn: DayNight) {
    let now = world.resource::<DayNightState>().0;
    if dn == DayNight::Neither {
        log(world, "730.1", says!("log-day-or-night-stays"));
        return;
    }
    world.resource_mut::<DayNightState>().0 = dn;
    let text = match (now, dn) {
        (DayNight::Day, DayNight::Night) => says!("log-day-becomes-night"),
        (DayNight::Night, DayNight::Day) => says!("log-night-becomes-day"),
        (_, DayNight::Day) => says!("log-it-becomes-day"),
        _ => says!("log-it-becomes-night"),
    };
    log(world, "730.1", text);
}
