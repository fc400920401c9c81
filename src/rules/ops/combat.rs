//! Combat (506–511): declaring attackers (508.1) and blockers (509.1) with the keywords and
//! restrictions that decide who may (haste and summoning sickness, 302.6; defender, 702.3b;
//! flying and reach, 702.9b, 702.17b; menace, 702.111b; vigilance, 702.20b; blocking more than
//! one attacker, 509.1a), the combat damage step (510) with first and double strike (510.4),
//! a blocker dividing its damage among the attackers it blocks (510.1d), trample (702.19b–d),
//! deathtouch (702.2b–c) and lifelink (702.15b), and the end of combat (511.3).
//!
//! Who is in combat is remembered as the object each creature was when it was declared: a
//! creature that leaves the battlefield, changes controller or stops being a creature is
//! removed from combat (506.4) without anyone having to say so.

use bevy::prelude::*;

use super::{Legal, Refusal, allowed};
use crate::cards::CardType;
use crate::rules::action::Zone;
use crate::rules::game::{Arrow, Arrows, Turn, TurnStep};
use crate::rules::log::{Arg, LogText, log, refer};
use crate::rules::object::*;
use crate::rules::query::{chars, label, zone_of};
use crate::rules::triggers::Event;
use crate::says;

use crate::rules::combat_state::same_object;
pub use crate::rules::combat_state::{Attacker, Blocker, Combat, blocked_by, is_attacking, is_blocking};

mod legal;
mod requirements;
mod tax;
pub use legal::{
    attack_arrow_target, blocks_allowed, blocks_at_most, can_declare_attackers, can_declare_blockers, may_attack,
    required_attacker,
};
pub use requirements::{must_block, required_blocks};
pub use tax::{attack_cost, can_pay_to_attack};

/// Whether the object is a creature with this keyword ability now ("Flying", "First strike").
pub fn has(world: &World, e: Entity, keyword: &str) -> bool {
    world.get::<crate::rules::Characteristics>(e).is_some_and(|c| c.has_keyword_named(keyword))
}

/// The creatures in combat with this one, in the order the blocks were declared: for an attacker
/// the creatures blocking it, for a blocker the attackers it blocks (510.1c–d: what each may
/// assign its combat damage to). Empty for a creature in no block.
pub fn in_combat_with(world: &World, e: Entity) -> Vec<Entity> {
    let Some(c) = world.get_resource::<Combat>() else { return Vec::new() };
    if !is_attacking(world, e) {
        return blocked_by(world, e);
    }
    c.blockers
        .iter()
        .filter(|b| b.blocks == e && same_object(world, b.creature, b.object, b.controller))
        .map(|b| b.creature)
        .collect()
}

pub use crate::rules::combat_state::{defending_player, defending_player_of};

fn in_game(world: &World, p: Entity) -> bool {
    world.get::<Lost>(p).is_none() && world.get::<Left>(p).is_none()
}

/// 508.1: the active player declares attackers; each becomes tapped unless it has vigilance
/// (508.1f, 702.20b), and its attack is drawn as an arrow.
pub fn declare_attackers(world: &mut World, player: Entity, attackers: Vec<(Entity, Entity)>) {
    back_in_combat(world);
    if !allowed(world, can_declare_attackers(world, player, &attackers)) {
        return;
    }
    // 508.1h, 508.1i: what attacking costs (Propaganda), paid before anything is declared.
    let pays = can_pay_to_attack(world, player, &attackers);
    if !allowed(world, pays) || !tax::pay_to_attack(world, player, &attackers) {
        return;
    }
    world.init_resource::<Combat>();
    world.resource_mut::<Combat>().declared = true;
    if attackers.is_empty() {
        log(world, "508.1", says!("log-declares-no-attackers", player = refer(world, player)));
        return;
    }
    // 702.83b: the only creature declared as an attacker in the step attacks alone.
    let alone = match attackers.as_slice() {
        [(e, _)] if world.resource::<Combat>().attackers.is_empty() => Some(*e),
        _ => None,
    };
    let mut attacked = Vec::new();
    for (e, target) in attackers {
        let object = world.get::<ObjectNumber>(e).copied().unwrap_or(ObjectNumber(0));
        let vigilance = has(world, e, "vigilance");
        let (name, at) = (refer(world, e), refer(world, target));
        log(world, "508.1a", says!("log-attacks", card = name, target = at));
        if !vigilance {
            world.entity_mut(e).insert(Tapped(true));
            crate::rules::game::mark(world, e);
            crate::rules::triggers::happened(world, Event::BecameTapped(e));
        }
        world.resource_mut::<Combat>().attackers.push(Attacker {
            creature: e,
            object,
            controller: player,
            attacks: target,
            blocked: false,
        });
        let (from, to) = (label(world, e), label(world, target));
        push_arrow(world, Arrow { from, to, attack: true });
        attacked.push((e, defending_player(world, target)));
    }
    // 508.3a: the attack triggers once every attacker is declared (battalion counts them).
    for (e, defender) in attacked {
        crate::rules::triggers::happened(world, Event::Attacked(e, defender));
    }
    if let Some(e) = alone {
        let attacks = world.resource::<Combat>().attackers.iter().find(|a| a.creature == e).map(|a| a.attacks);
        let defender = attacks.and_then(|t| defending_player(world, t));
        crate::rules::triggers::happened(world, Event::AttackedAlone(e, defender));
    }
}

/// Draws a declared attack or block, unless a player drew it before declaring.
fn push_arrow(world: &mut World, arrow: Arrow) {
    let mut arrows = world.resource_mut::<Arrows>();
    if !arrows.0.contains(&arrow) {
        arrows.0.push(arrow);
    }
}

/// 509.1: a defending player declares blockers; each attacker blocked becomes a blocked
/// creature (509.1h), each blocker blocks the attackers chosen for it (509.1g: more than one
/// where its abilities allow, [`blocks_at_most`]), and each block is drawn as an arrow.
pub fn declare_blockers(world: &mut World, player: Entity, blockers: Vec<(Entity, Entity)>) {
    if !allowed(world, can_declare_blockers(world, player, &blockers)) {
        return;
    }
    world.resource_mut::<Combat>().defenders_declared.push(player);
    if blockers.is_empty() {
        log(world, "509.1", says!("log-declares-no-blockers", player = refer(world, player)));
    }
    let was_blocked: Vec<Entity> =
        world.resource::<Combat>().attackers.iter().filter(|x| x.blocked).map(|x| x.creature).collect();
    let pairs = blockers.clone();
    let (mut became_blocked, mut blocking): (Vec<Entity>, Vec<Entity>) = (Vec::new(), Vec::new());
    for &(b, a) in &blockers {
        if !was_blocked.contains(&a) && !became_blocked.contains(&a) {
            became_blocked.push(a);
        }
        if !blocking.contains(&b) {
            blocking.push(b);
        }
    }
    for (b, a) in blockers {
        let object = world.get::<ObjectNumber>(b).copied().unwrap_or(ObjectNumber(0));
        let (name, them) = (refer(world, b), refer(world, a));
        log(world, "509.1a", says!("log-blocks", card = name, attacker = them));
        let (from, to) = (label(world, b), label(world, a));
        let mut combat = world.resource_mut::<Combat>();
        combat.blockers.push(Blocker { creature: b, object, controller: player, blocks: a });
        if let Some(x) = combat.attackers.iter_mut().find(|x| x.creature == a) {
            x.blocked = true;
        }
        push_arrow(world, Arrow { from, to, attack: false });
    }
    // 509.3a: a creature blocks once, however many attackers it blocks.
    for b in blocking {
        crate::rules::triggers::happened(world, Event::Blocked(b));
    }
    // 509.3c: an attacking creature becomes blocked once, however many creatures block it.
    for a in became_blocked {
        let attacked = world.resource::<Combat>().attackers.iter().find(|x| x.creature == a).map(|x| x.attacks);
        let defender = attacked.and_then(|t| defending_player(world, t));
        crate::rules::triggers::happened(world, Event::BecameBlocked(a, defender));
    }
    // 509.3d: and "whenever [a creature] blocks [this creature]" once for each creature blocking it.
    for (b, a) in pairs {
        crate::rules::triggers::happened(world, Event::BlockedBy { attacker: a, blocker: b });
    }
    // 509.3g: each creature attacking this player (or their planeswalker or battle) that no
    // creature blocks "attacks and isn't blocked".
    let unblocked: Vec<Entity> = world
        .resource::<Combat>()
        .attackers
        .clone()
        .into_iter()
        .filter(|x| !x.blocked && defending_player(world, x.attacks) == Some(player))
        .map(|x| x.creature)
        .collect();
    for a in unblocked {
        crate::rules::triggers::happened(world, Event::Unblocked(a));
    }
}

/// What one creature may assign its combat damage to now, and its power.
struct Dealer {
    creature: Entity,
    power: u32,
    /// The creatures in combat with it, in declaration order.
    fighting: Vec<Entity>,
    /// An attacker that is blocked, or a blocker.
    blocked: bool,
    /// The rule its division follows: 510.1c for an attacker, 510.1d for a blocker.
    rule: &'static str,
    /// What an attacker attacks, if it is still there to be dealt damage.
    attacked: Option<Entity>,
    trample: bool,
    deathtouch: bool,
    /// "You may have [this] assign its combat damage as though it weren't blocked" (an
    /// attacker's).
    as_though_unblocked: bool,
}

fn attacked_is_there(world: &World, e: Entity) -> bool {
    if world.get::<Player>(e).is_some() {
        // 800.4e: no combat damage is assigned to a player who has left the game.
        return world.get::<Left>(e).is_none();
    }
    let c = chars(world, e);
    zone_of(world, e) == Zone::Battlefield
        && is_present(world, e)
        && (c.has_type(CardType::Planeswalker) || c.has_type(CardType::Battle))
}

/// Who is in combat now: the attackers and the blockers still in it (506.4), read once.
struct InCombat {
    attacking: Vec<Attacker>,
    blocking: Vec<Blocker>,
}

impl InCombat {
    fn now(world: &World, combat: &Combat) -> InCombat {
        InCombat { attacking: combat.attacking(world), blocking: combat.blocking(world) }
    }
}

fn dealer(world: &World, now: &InCombat, e: Entity) -> Option<Dealer> {
    let power = chars(world, e).power.unwrap_or(0).max(0) as u32;
    let (trample, deathtouch) = (has(world, e, "trample"), has(world, e, "deathtouch"));
    if let Some(a) = now.attacking.iter().find(|a| a.creature == e) {
        let fighting = now.blocking.iter().filter(|b| b.blocks == e).map(|b| b.creature).collect();
        let attacked = attacked_is_there(world, a.attacks).then_some(a.attacks);
        let blocked = a.blocked;
        let as_though_unblocked =
            chars(world, e).abilities.iter().any(|l| l.ability == crate::cards::Ability::AssignsAsThoughUnblocked);
        let rule = "510.1c";
        return Some(Dealer {
            creature: e,
            power,
            fighting,
            blocked,
            rule,
            attacked,
            trample,
            deathtouch,
            as_though_unblocked,
        });
    }
    // 510.1d: a blocker assigns its damage among every attacker it blocks that is still in
    // combat, in the order the blocks were declared.
    let fighting: Vec<Entity> = now.blocking.iter().filter(|b| b.creature == e).map(|b| b.blocks).collect();
    if fighting.is_empty() {
        return None;
    }
    let as_though_unblocked = false;
    let rule = "510.1d";
    Some(Dealer {
        creature: e,
        power,
        fighting,
        blocked: true,
        rule,
        attacked: None,
        trample,
        deathtouch,
        as_though_unblocked,
    })
}

/// Lethal damage for a creature (120.6, 702.2c): what it still needs, counting damage already
/// marked and assigned this step; 1 from a source with deathtouch.
fn lethal(world: &World, e: Entity, pending: &[(Entity, Entity, u32)], deathtouch: bool) -> u32 {
    let toughness = chars(world, e).toughness.unwrap_or(0);
    let marked = world.get::<Damage>(e).map_or(0, |d| d.0) as i32;
    let coming: u32 = pending.iter().filter(|(_, r, _)| *r == e).map(|(_, _, n)| *n).sum();
    let need = (toughness - marked - coming as i32).max(0) as u32;
    if deathtouch && need > 0 { 1 } else { need }
}

/// Whether a division a player chose is legal (510.1c–e, 702.19b).
fn legal_division(world: &World, d: &Dealer, to: &[(Entity, u32)], pending: &[(Entity, Entity, u32)]) -> Legal {
    // Summed wide: the numbers a player writes can't wrap to the power.
    let total: u64 = to.iter().map(|(_, n)| u64::from(*n)).sum();
    let name = refer(world, d.creature);
    if total != u64::from(d.power) {
        return Err(Refusal::new(
            "510.1a",
            says!("log-damage-must-equal-power", card = name, power = d.power, n = total),
        ));
    }
    let to_attacked: u64 = to.iter().filter(|(r, _)| Some(*r) == d.attacked).map(|(_, n)| u64::from(*n)).sum();
    // 510.1b: blocked, it may assign all of it as though it weren't blocked, to what it attacks.
    if d.as_though_unblocked && to_attacked == u64::from(d.power) {
        return Ok(());
    }
    for (r, _) in to {
        let ok = d.fighting.contains(r) || (d.trample && Some(*r) == d.attacked);
        if !ok {
            let it = refer(world, *r);
            return Err(Refusal::new(d.rule, says!("log-cant-assign-damage-to", card = name, target = it)));
        }
    }
    if to_attacked > 0 {
        let short = d.fighting.iter().find(|b| {
            let given: u64 = to.iter().filter(|(r, _)| r == *b).map(|(_, n)| u64::from(*n)).sum();
            given < u64::from(lethal(world, **b, pending, d.deathtouch))
        });
        if let Some(b) = short {
            let it = refer(world, *b);
            return Err(Refusal::new(
                "702.19b",
                says!("log-must-assign-lethal-damage-first", card = name, target = it),
            ));
        }
    }
    Ok(())
}

/// The rules' own division: lethal damage to each creature in turn (702.2c with deathtouch),
/// the rest to what it attacks with trample (702.19b), or else to the last creature.
fn default_division(world: &World, d: &Dealer, pending: &[(Entity, Entity, u32)]) -> Vec<(Entity, u32)> {
    if !d.blocked {
        return d.attacked.map(|t| vec![(t, d.power)]).unwrap_or_default();
    }
    if d.fighting.is_empty() {
        // 702.19d: a blocked trampler with no blockers left assigns all its damage to what it
        // attacks; any other assigns none (510.1c).
        return match (d.trample, d.attacked) {
            (true, Some(t)) => vec![(t, d.power)],
            _ => Vec::new(),
        };
    }
    let mut left = d.power;
    let mut out: Vec<(Entity, u32)> = Vec::new();
    for b in &d.fighting {
        let n = lethal(world, *b, pending, d.deathtouch).min(left);
        out.push((*b, n));
        left -= n;
    }
    if left > 0 {
        match (d.trample, d.attacked) {
            (true, Some(t)) => out.push((t, left)),
            _ => {
                if let Some(last) = out.last_mut() {
                    last.1 += left;
                }
            }
        }
    }
    out.retain(|(_, n)| *n > 0);
    out
}

/// 510.1c–d: a player divides a creature's combat damage ahead of the damage step. Checked
/// now against the creatures in combat, and again as damage is dealt.
pub fn assign(world: &mut World, e: Entity, to: Vec<(Entity, u32)>) {
    let combat = world.get_resource::<Combat>().cloned().unwrap_or_default();
    let now = InCombat::now(world, &combat);
    let Some(d) = dealer(world, &now, e) else {
        let name = refer(world, e);
        return Refusal::new("510.1", says!("log-not-attacking-or-blocking", card = name)).log(world);
    };
    // 702.19b: a trampler's lethal damage counts what the others dealing damage in the same
    // step assign.
    let dealers = next_dealers(world, &combat, &now);
    let pending = match d.trample && dealers.contains(&e) {
        true => plan(world, &combat, &now, &dealers.into_iter().filter(|x| *x != e).collect::<Vec<_>>()).0,
        false => Vec::new(),
    };
    if !allowed(world, legal_division(world, &d, &to, &pending)) {
        return;
    }
    let card = refer(world, e);
    let shares = to.iter().rev().fold(None, |rest: Option<LogText>, (r, n)| {
        let share = says!("log-damage-share", n = *n, target = refer(world, *r));
        Some(match rest {
            Some(rest) => says!("log-damage-shares", first = share, rest = rest),
            None => share,
        })
    });
    let text = match shares {
        Some(shares) => says!("log-damage-will-be-divided", card = card, shares = shares),
        None => says!("log-damage-will-be-divided-nowhere", card = card),
    };
    log(world, d.rule, text);
    let mut combat = world.resource_mut::<Combat>();
    combat.assigned.retain(|(x, _)| *x != e);
    combat.assigned.push((e, to));
}

/// Whether the first combat damage step was a first-strike step, so a second one follows
/// (510.4).
pub fn needs_second_damage_step(world: &World) -> bool {
    world
        .get_resource::<Combat>()
        .is_some_and(|c| c.damage_steps == 1 && c.first_strikers.as_ref().is_some_and(|f| !f.is_empty()))
}

/// The creatures in combat now, each once: the attackers, then the blockers (a creature
/// blocking two attackers is one dealer, 510.1d).
fn in_combat(now: &InCombat) -> Vec<Entity> {
    let mut out: Vec<Entity> = now.attacking.iter().map(|a| a.creature).collect();
    for b in &now.blocking {
        if !out.contains(&b.creature) {
            out.push(b.creature);
        }
    }
    out
}

fn strikes_first(world: &World, e: Entity) -> bool {
    has(world, e, "first strike") || has(world, e, "double strike")
}

/// Who deals damage in the next combat damage step (510.4): in the first, those with first or
/// double strike if any has either, else everyone; in the second, those that had neither as the
/// first began, and those with double strike.
fn next_dealers(world: &World, combat: &Combat, now: &InCombat) -> Vec<Entity> {
    let all = in_combat(now);
    match &combat.first_strikers {
        None => {
            let first: Vec<Entity> = all.iter().copied().filter(|e| strikes_first(world, *e)).collect();
            if first.is_empty() { all } else { first }
        }
        Some(first) => all.into_iter().filter(|e| !first.contains(e) || has(world, *e, "double strike")).collect(),
    }
}

/// What these dealers assign in one combat damage step (510.1): each one's division as its
/// controller chose it where that is still legal, else the rules' own. Those that could trample
/// over come last, so the lethal damage a trampler must assign counts what the others assign
/// in the same step (702.19b). With the refusals of the choices no longer legal.
fn plan(
    world: &World,
    combat: &Combat,
    now: &InCombat,
    dealers: &[Entity],
) -> (Vec<(Entity, Entity, u32)>, Vec<Refusal>) {
    let mut order: Vec<Dealer> =
        dealers.iter().filter_map(|e| dealer(world, now, *e)).filter(|d| d.power > 0).collect();
    order.sort_by_key(|d| d.trample && d.attacked.is_some());
    let (mut pending, mut refused): (Vec<(Entity, Entity, u32)>, Vec<Refusal>) = (Vec::new(), Vec::new());
    for d in order {
        let chosen = combat.assigned.iter().find(|(x, _)| *x == d.creature).map(|(_, to)| to.clone());
        let division = match chosen {
            Some(to) => match legal_division(world, &d, &to, &pending) {
                Ok(()) => to,
                Err(r) => {
                    refused.push(r);
                    default_division(world, &d, &pending)
                }
            },
            None => default_division(world, &d, &pending),
        };
        pending.extend(division.into_iter().filter(|(_, n)| *n > 0).map(|(r, n)| (d.creature, r, n)));
    }
    (pending, refused)
}

/// 510.1–2, 510.4: the combat damage step's turn-based action. In a first-strike step only
/// creatures with first strike or double strike deal damage; in the second, those that had
/// neither, and those with double strike. Every assignment is made, then all of it is dealt
/// at once.
pub fn combat_damage(world: &mut World) {
    let Some(mut combat) = world.get_resource::<Combat>().cloned() else { return };
    if combat.attackers.is_empty() || combat.damage_steps >= 2 {
        return;
    }
    let now = InCombat::now(world, &combat);
    let dealers = next_dealers(world, &combat, &now);
    match &combat.first_strikers {
        None => {
            let first: Vec<Entity> = in_combat(&now).into_iter().filter(|e| strikes_first(world, *e)).collect();
            if first.is_empty() {
                combat.damage_steps = 1;
            } else {
                log(world, "510.4", says!("log-first-strikers-deal-damage-first"));
            }
            combat.first_strikers = Some(first);
        }
        Some(_) => log(world, "510.4", says!("log-second-combat-damage-step-dealers")),
    }
    combat.damage_steps += 1;
    let (pending, refused) = plan(world, &combat, &now, &dealers);
    for r in refused {
        r.log(world);
    }
    world.insert_resource(combat);
    deal(world, &pending);
}

/// 510.2: all combat damage is dealt at once; lifelink (702.15b) and deathtouch (702.2b) as it is.
/// Each lifelink source's damage is a life gain of its own (702.15e: two lifelinkers are two
/// gains, however many creatures or players one of them deals damage to).
fn deal(world: &mut World, pending: &[(Entity, Entity, u32)]) {
    // 615.1: "Prevent all combat damage that would be dealt this turn."
    if world.resource::<Turn>().combat_damage_prevented {
        if !pending.is_empty() {
            log(world, "615.1", says!("log-all-combat-damage-prevented"));
        }
        return;
    }
    let mut gained: Vec<(Entity, Entity, u32)> = Vec::new();
    let preventers = super::prevention::preventers(world);
    let mut countered = Vec::new();
    for &(src, to, n) in pending {
        // 615.1a, 615.7: prevented damage isn't dealt: no deathtouch, no life gained for it.
        let n = match super::prevention::prevent_with(world, &preventers, Some(src), to, n, true, &mut countered) {
            0 if n > 0 => continue,
            left => left,
        };
        let (deathtouch, lifelink) = (has(world, src, "deathtouch"), has(world, src, "lifelink"));
        if world.get::<Player>(to).is_some() {
            super::commander::damage_player(world, src, to, n, true);
            if n > 0 {
                crate::rules::triggers::happened(world, Event::CombatDamageToPlayer { source: src, player: to });
            }
        } else if super::status::prevented_by_protection(world, to, src, n) {
            // 702.16e: prevented, so not dealt: no deathtouch, no life gained.
            continue;
        } else {
            let (name, it) = (refer(world, src), refer(world, to));
            log(world, "510.2", says!("log-deals-combat-damage", source = name, n = n, target = it));
            let creature = chars(world, to).has_type(CardType::Creature);
            super::status::damage(world, to, n, Some(src), true);
            if deathtouch && creature {
                world.entity_mut(to).insert(DeathtouchDamage);
            }
        }
        if lifelink && let Some(c) = world.get::<Controller>(src).map(|c| c.0) {
            match gained.iter_mut().find(|(p, s, _)| (*p, *s) == (c, src)) {
                Some((.., total)) => *total += n,
                None => gained.push((c, src, n)),
            }
        }
    }
    for (p, _, n) in gained {
        log(world, "702.15b", says!("log-lifelink-gains-life", player = refer(world, p), n = n));
        super::players::change_life(world, p, n as i32);
    }
}

/// 506.4: a creature removed from combat stops attacking or blocking ("untap it and remove it
/// from combat", Gustcloak Cavalier); one not in combat is left as it is.
pub fn remove_from_combat(world: &mut World, e: Entity) {
    if !is_attacking(world, e) && !is_blocking(world, e) {
        return;
    }
    world.entity_mut(e).insert(crate::rules::object::RemovedFromCombat);
    crate::rules::game::mark(world, e);
    log(world, "506.4", says!("log-removed-from-combat", card = refer(world, e)));
}

/// Creatures removed from combat (506.4) may be in the next one: the marks go as a combat
/// ends and as attackers are declared (a creature regenerated before combat isn't out of it).
fn back_in_combat(world: &mut World) {
    let removed: Vec<Entity> =
        world.query_filtered::<Entity, With<crate::rules::object::RemovedFromCombat>>().iter(world).collect();
    for e in removed {
        world.entity_mut(e).remove::<crate::rules::object::RemovedFromCombat>();
    }
}

/// 511.3: as the combat phase ends, creatures stop attacking and blocking.
pub fn end_combat(world: &mut World) {
    back_in_combat(world);
    if world.get_resource::<Combat>().is_some_and(|c| c.declared || !c.attackers.is_empty()) {
        world.insert_resource(Combat::default());
        log(world, "511.3", says!("log-combat-ends"));
    }
}

/// 508.8: with no attackers declared, the declare blockers and combat damage steps are skipped.
pub fn no_attackers(world: &World) -> bool {
    world.get_resource::<Combat>().is_none_or(|c| c.attackers.is_empty())
}
