//! Priority (117) at an assisted table: who may act, passing in turn order, and what happens
//! when every player in the game has passed in succession: the top of the stack resolves
//! (117.4, 608) or the step ends (500.2). At a free table nobody holds priority: the players
//! move the turn on by hand.

use bevy::prelude::*;

use super::Refusal;
use crate::rules::action::PassUntil;
use crate::rules::game::{Turn, TurnStep};
use crate::rules::log::{Arg, log, note, refer};
use crate::rules::object::*;
use crate::says;

/// Where a player stops at an assisted table ([`crate::rules::Action::SetStops`]), and how
/// long they go on passing by themselves. A player without it stops everywhere.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Stops {
    /// Steps of their own turns where they stop.
    pub own: Vec<TurnStep>,
    /// Steps of the other players' turns where they stop.
    pub others: Vec<TurnStep>,
    /// Passing by themselves until then, and the turn it was asked in.
    pub until: Option<(PassUntil, u32)>,
}

impl Stops {
    /// The stops a new game gives each player, as MTGO's and Arena's defaults do: their own
    /// main phases and declare attackers step; in the others' turns only the stops every
    /// player always has (an opponent's spell or ability, an attack on them).
    pub fn game_defaults() -> (Vec<TurnStep>, Vec<TurnStep>) {
        (vec![TurnStep::PrecombatMain, TurnStep::DeclareAttackers, TurnStep::PostcombatMain], Vec::new())
    }
}

/// At most this many passes follow from one: more than any turn has points where priority is
/// given, so a table where nobody stops anywhere still comes to rest.
pub const MAX_PASSES_IN_A_ROW: usize = 200;

/// `SetStops`: a player's stops from now on.
pub fn set_stops(world: &mut World, player: Entity, own: Vec<TurnStep>, others: Vec<TurnStep>) {
    // The action's own line says where (`words.rs`): nothing more to log. Kept as a set of the
    // steps with priority, in order, however long the list a client sent.
    let set = |v: Vec<TurnStep>| STEPS.iter().copied().filter(|s| v.contains(s)).collect::<Vec<_>>();
    let until = world.get::<Stops>(player).and_then(|s| s.until);
    world.entity_mut(player).insert(Stops { own: set(own), others: set(others), until });
}

/// Whether `player`, receiving priority now, stops (they act or pass themselves) rather than
/// passing by themselves: always when an opponent's spell or ability is on top of the stack, or
/// an ability of theirs whose text the players carry out (a "reminded" trigger), and in the
/// cleanup step; unless they asked to pass until later, in the declare blockers step when
/// a creature of theirs blocks or is blocked, never in a declare attackers step with no attackers
/// ([`super::declaring::stops_for_combat`]), otherwise where their stops say. Something an
/// opponent does ends such a "pass until". (Blockers are declared before anyone receives
/// priority, so being attacked asks for a declaration, not a stop.)
pub fn stops_here(world: &mut World, player: Entity) -> bool {
    let Some(stops) = world.get::<Stops>(player).cloned() else { return true };
    let turn = world.resource::<Turn>().clone();
    let mine = world.resource::<Players>().0.get(turn.active) == Some(&player);
    let top = crate::rules::query::stack_top(world);
    let opponents_top = top.is_some_and(|t| controller_of(world, t).is_some_and(|c| c != player));
    if opponents_top {
        if stops.until.is_some() {
            world.entity_mut(player).insert(Stops { until: None, ..stops });
        }
        return true;
    }
    // Their own ability whose text the players carry out: they stop, to carry it out when it
    // resolves.
    let reminded = top.and_then(|t| world.get::<StackedAbility>(t)).is_some_and(|a| !a.automatic());
    if reminded {
        return true;
    }
    if turn.step == TurnStep::Cleanup || top.is_some() {
        // A discard to make; or their own spell or ability on top: they pass, and an
        // opponent gets the chance to respond.
        return turn.step == TurnStep::Cleanup;
    }
    if passing(&stops, turn.number, mine) {
        return false;
    }
    if stops.until.is_some() {
        world.entity_mut(player).insert(Stops { until: None, ..stops.clone() });
    }
    if let Some(combat) = super::declaring::stops_for_combat(world, player) {
        return combat;
    }
    if mine { stops.own.contains(&turn.step) } else { stops.others.contains(&turn.step) }
}

/// Whether a player with these stops goes on passing by themselves now, in turn `number`
/// (their own turn or not), because they asked to pass until later.
pub fn passing(stops: &Stops, number: u32, mine: bool) -> bool {
    match stops.until {
        Some((PassUntil::SomethingHappens, _)) => true,
        Some((PassUntil::EndOfTurn, asked)) => asked == number,
        Some((PassUntil::MyTurn, asked)) => !mine || asked == number,
        None => false,
    }
}

fn controller_of(world: &World, e: Entity) -> Option<Entity> {
    crate::rules::query::controller_of(world, e)
}

/// What the last pass leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterPass {
    /// The next player in turn order gets priority.
    Next,
    /// Every player passed with objects on the stack: the top one resolves (117.4).
    Resolve,
    /// Every player passed with the stack empty: the step or phase ends (500.2).
    EndStep,
    /// The pass was refused.
    Refused,
}

pub use crate::rules::game::Priority;
pub use crate::rules::query::{assisted, in_game_from_active, priority_holder as holder};

fn set(world: &mut World, holder: Option<Entity>) {
    let mut p = world.resource_mut::<Priority>();
    p.holder = holder;
    p.passed.clear();
}

/// Every step and phase in which players get priority, in order.
pub const STEPS: [TurnStep; 10] = [
    TurnStep::Upkeep,
    TurnStep::Draw,
    TurnStep::PrecombatMain,
    TurnStep::BeginningOfCombat,
    TurnStep::DeclareAttackers,
    TurnStep::DeclareBlockers,
    TurnStep::CombatDamage,
    TurnStep::EndOfCombat,
    TurnStep::PostcombatMain,
    TurnStep::End,
];

/// Whether the players get priority in this step (117.3a, 502.4, 514.3).
pub fn step_has_priority(step: TurnStep) -> bool {
    !matches!(step, TurnStep::Untap | TurnStep::Cleanup)
}

/// 117.3a: at an assisted table, the active player receives priority as a step begins, after
/// its turn-based actions; nobody does in the untap and cleanup steps, or once fewer than two
/// players are left in the game, or while attackers or blockers are still to be declared
/// (508.2, 509.2: [`super::declaring`]).
pub fn begin_step(world: &mut World) {
    if !assisted(world) {
        return set(world, None);
    }
    let step = world.resource::<Turn>().step;
    let players = in_game_from_active(world);
    let many = world.resource::<Players>().0.len();
    let over = many > 1 && players.len() < 2;
    let declaring = !super::declaring::still_to_declare(world).is_empty();
    let holder = match players.first() {
        Some(a) if step_has_priority(step) && !over && !declaring => Some(*a),
        _ => None,
    };
    set(world, holder);
    if let Some(h) = holder {
        log(world, "117.3a", says!("log-receives-priority", player = refer(world, h)));
    }
}

/// 117.3b–c: after a spell or ability resolves the active player receives priority; after a
/// player casts a spell or activates an ability they receive it again. Either way nobody has
/// passed since.
pub fn acted(world: &mut World, who: Option<Entity>) {
    if !assisted(world) || holder(world).is_none() {
        return;
    }
    let holder = who.or_else(|| in_game_from_active(world).first().copied());
    set(world, holder);
}

/// A choice a resolution asks of a player begins (a search, 701.23a; a scry, 701.22a): nobody
/// holds priority until it is made. Answers whether priority was being given (at an assisted
/// table), for [`after_choice`].
pub fn hold_for_choice(world: &mut World) -> bool {
    let holder = world.resource_mut::<Priority>().holder.take();
    holder.is_some() || assisted(world)
}

/// The choice is made: where priority was being given, the active player receives it (117.3b).
pub fn after_choice(world: &mut World, priority: bool) {
    give_back(world, priority);
    // 608.2c: the effect's steps after the choice are carried out now.
    super::continuing::release(world);
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
}

/// Where priority was being given before a choice, the active player receives it (117.3b).
pub fn give_back(world: &mut World, priority: bool) {
    if priority && assisted(world) {
        let active = in_game_from_active(world).first().copied();
        let mut p = world.resource_mut::<Priority>();
        p.holder = active;
        p.passed.clear();
    }
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
}

/// 117.4: a player did something other than pass: the passes before it no longer count.
pub fn reset_passes(world: &mut World) {
    if let Some(mut p) = world.get_resource_mut::<Priority>()
        && !p.passed.is_empty()
    {
        p.passed.clear();
    }
}

/// Whether `player` may pass priority now.
pub fn can_pass(world: &World, player: Entity) -> Result<(), Refusal> {
    if !assisted(world) {
        return Err(Refusal::new("117.3d", says!("log-table-free-passes-nothing", player = refer(world, player))));
    }
    match holder(world) {
        Some(h) if h == player => Ok(()),
        Some(h) => {
            let text = says!("log-doesnt-hold-priority", player = refer(world, player), holder = refer(world, h));
            Err(Refusal::new("117.3d", text))
        }
        None => Err(Refusal::new("117.3a", says!("log-nobody-holds-priority", player = refer(world, player)))),
    }
}

/// 117.3d: a player passes priority (announcing any mana in their pool, 106.4b); the next
/// player in turn order gets it. `by_itself`: they pass because they have no stop here; `until`:
/// and they go on passing until then. Answers what the pass leads to.
pub fn pass(world: &mut World, player: Entity, by_itself: bool, until: Option<PassUntil>) -> AfterPass {
    if let Err(r) = can_pass(world, player) {
        r.log(world);
        return AfterPass::Refused;
    }
    let who = refer(world, player);
    // 514.1: the cleanup step waits only for the active player to discard to their maximum
    // hand size; then it ends. (514.3a: with abilities triggered meanwhile on the stack, the
    // players pass priority as in any step, and they resolve first.)
    if world.resource::<Turn>().step == TurnStep::Cleanup && crate::rules::query::stack_top(world).is_none() {
        let hand = crate::rules::query::hand_size(world, player);
        if let Some(max) = crate::rules::query::max_hand_size(world, player).filter(|max| hand > *max) {
            let text = says!("log-discard-down-first", player = who, n = hand, max = max);
            Refusal::new("514.1", text).log(world);
            return AfterPass::Refused;
        }
        log(world, "514.1", says!("log-done-discarding", player = who));
        return AfterPass::EndStep;
    }
    if let Some(u) = until {
        let now = world.resource::<Turn>().number;
        let mut stops = world.get::<Stops>(player).cloned().unwrap_or(Stops {
            own: STEPS.to_vec(),
            others: STEPS.to_vec(),
            until: None,
        });
        stops.until = Some((u, now));
        world.entity_mut(player).insert(stops);
    }
    let pool = super::mana::pool(world, player).words();
    let auto = Arg::text(if by_itself { "yes" } else { "no" });
    let text = match pool.is_empty() {
        true => says!("log-passes-priority", player = who, auto = auto),
        false => says!("log-passes-priority-with-mana", player = who, auto = auto, mana = Arg::text(pool)),
    };
    log(world, "117.3d", text);
    let order = in_game_from_active(world);
    let passed = {
        let mut p = world.resource_mut::<Priority>();
        if !p.passed.contains(&player) {
            p.passed.push(player);
        }
        p.passed.clone()
    };
    if order.iter().all(|p| passed.contains(p)) {
        let stack = crate::rules::query::stack_top(world).is_some();
        return if stack { AfterPass::Resolve } else { AfterPass::EndStep };
    }
    let at = order.iter().position(|p| *p == player).unwrap_or(0);
    let next = (1..=order.len()).map(|k| order[(at + k) % order.len()]).find(|p| !passed.contains(p));
    world.resource_mut::<Priority>().holder = next;
    if let Some(n) = next {
        note(world, says!("log-receives-priority", player = refer(world, n)));
    }
    AfterPass::Next
}

/// Whether the player asked to go on passing until a later point of the game (their stops'
/// "until", in force now).
pub fn passing_until_later(world: &World, player: Entity) -> bool {
    let Some(stops) = world.get::<Stops>(player) else { return false };
    let turn = world.resource::<Turn>();
    let mine = world.resource::<Players>().0.get(turn.active) == Some(&player);
    passing(stops, turn.number, mine)
}
