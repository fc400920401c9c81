//! The Commander variant (903): the commander designation kept through zone changes (903.3),
//! commander tax (903.8), the way back to the command zone from a graveyard or exile (903.9a,
//! the state-based action 704.6d) and commander damage (903.10a). Damage to players (120.3a)
//! lives here too, since commander damage is its one rules-bearing kind on a table. The
//! replacement of 903.9b is a zone change's (`zones::replaced_destination`, which also
//! remembers a commander put into a graveyard or exile for 704.6d), and 704.6c is checked with
//! the other ways to lose (`players::losers`).

use bevy::prelude::*;

use super::players::{change_life, players_changed};
use super::zones::{Enter, move_object};
use crate::rules::action::Zone;
use crate::rules::game::Dirty;
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::*;
use crate::rules::query::zone_of;
use crate::says;

/// The starting life total in a Commander game (103.4c, 903.7).
pub const COMMANDER_LIFE: i32 = 40;

/// 704.6d (903.9a): each commander put into a graveyard or exile since the last check goes to
/// the command zone, if its owner so chooses. Returns whether any moved.
pub fn return_home(world: &mut World) -> bool {
    let pending = std::mem::take(&mut world.resource_mut::<Dirty>().commanders);
    let mut acted = false;
    for e in pending {
        let home = world.get::<Commander>(e).is_some_and(|c| c.to_command_zone);
        let from = zone_of(world, e);
        if !home || !matches!(from, Zone::Graveyard | Zone::Exile) {
            continue;
        }
        let name = refer(world, e);
        let text = says!("log-commander-goes-to-command-zone", card = name, zone = Arg::key(from));
        log(world, "704.6d", text);
        acted |= move_object(world, e, Zone::Command, None, Enter { quiet: true, ..Enter::default() });
    }
    acted
}

/// 903.8: a commander cast from the command zone costs {2} more for each previous time; the
/// log says the tax, and the cast is counted for the next.
pub fn cast_from_command_zone(world: &mut World, e: Entity) {
    let Some(mut c) = world.get_mut::<Commander>(e) else { return };
    let tax = c.tax();
    c.casts += 1;
    let casts = c.casts;
    let name = refer(world, e);
    let text = match tax {
        0 => says!("log-commander-cast-first-time", card = name),
        t => says!("log-commander-tax", card = name, n = casts, tax = t),
    };
    log(world, "903.8", text);
}

/// 903.9: the owner's choice for a commander, to the command zone or not.
pub fn choose(world: &mut World, e: Entity, command_zone: bool) {
    let name = refer(world, e);
    let Some(mut c) = world.get_mut::<Commander>(e) else {
        log(world, "903.3", says!("log-not-a-commander", card = name));
        return;
    };
    c.to_command_zone = command_zone;
    let text = match command_zone {
        true => says!("log-commander-will-go-to-command-zone", card = name),
        false => says!("log-commander-will-go-where-it-goes", card = name),
    };
    log(world, "903.9", text);
}

/// 120.3a: damage to a player makes them lose that much life. Combat damage from a commander is
/// counted against that commander for the rest of the game (903.10a); 704.6c checks it.
pub fn damage_player(world: &mut World, source: Entity, p: Entity, n: u32, combat: bool) {
    // 615.1a, 615.7: prevention applies before damage is dealt.
    let n = match super::prevention::prevent(world, Some(source), p, n, combat) {
        0 if n > 0 => return,
        left => left,
    };
    let (src, who) = (refer(world, source), refer(world, p));
    let text = match combat {
        true => says!("log-deals-combat-damage", source = src, n = n, target = &who),
        false => says!("log-deals-damage", source = src, n = n, target = &who),
    };
    // 702.90b: damage from a source with infect gives that many poison counters instead.
    match crate::rules::query::chars(world, source).has_keyword_named("infect") {
        true => {
            log(world, "702.90b", text);
            let poison = crate::rules::counters::CounterKind::Poison;
            super::players::change_counters(world, p, &poison, n.min(i32::MAX as u32) as i32);
        }
        false => {
            log(world, "120.3a", text);
            change_life(world, p, -(n.min(i32::MAX as u32) as i32));
        }
    }
    if n > 0 {
        let mut turn = world.resource_mut::<crate::rules::game::Turn>();
        if !turn.damaged_players.contains(&p) {
            turn.damaged_players.push(p);
        }
        crate::rules::triggers::happened(
            world,
            crate::rules::triggers::Event::Damaged { source: Some(source), to: p, combat, amount: n },
        );
    }
    // A melded permanent one of whose cards is a commander is that commander (903.3b): its
    // combat damage counts against the commander card, whichever of the two it is.
    let commander = std::iter::once(source)
        .chain(world.get::<MeldedWith>(source).map(|m| m.0))
        .find(|c| world.get::<Commander>(*c).is_some());
    let Some(source) = commander.filter(|_| combat && n > 0) else { return };
    let mut taken = world.get::<CommanderDamage>(p).cloned().unwrap_or_default();
    let total = match taken.0.iter_mut().find(|(c, _)| *c == source) {
        Some((_, t)) => {
            *t = t.saturating_add(n);
            *t
        }
        None => {
            taken.0.push((source, n));
            n
        }
    };
    world.entity_mut(p).insert(taken);
    let src = refer(world, source);
    log(world, "903.10a", says!("log-commander-damage-dealt", player = who, n = total, commander = src));
    players_changed(world);
}
