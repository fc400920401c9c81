//! The declare attackers and declare blockers steps at an assisted table: each begins with its
//! turn-based action, the declaration (508.1, 509.1), and only then does the active player
//! receive priority (508.2, 509.2, 117.3a). Until every player who must declare has declared,
//! nobody holds priority.
//!
//! The table declares for a player only what is the one declaration they could make: no
//! attackers when none of their creatures can attack anything (or they asked to pass until
//! later), no blockers when none of their creatures can block an attacker.

use bevy::prelude::*;

use super::combat::{Combat, blocks_allowed, can_declare_attackers, defending_player};
use crate::cards::CardType;
use crate::rules::action::Zone;
use crate::rules::game::{Turn, TurnStep};
use crate::rules::log::{log, refer};
use crate::rules::object::*;
use crate::rules::query::{assisted, chars, in_game_from_active, zone_of};
use crate::says;

/// The players who must still declare before anyone receives priority in this step, in turn
/// order from the active player: the active player in the declare attackers step until they
/// have declared; each defending player in the declare blockers step until they have.
pub fn still_to_declare(world: &World) -> Vec<Entity> {
    if !assisted(world) {
        return Vec::new();
    }
    let step = world.resource::<Turn>().step;
    if !matches!(step, TurnStep::DeclareAttackers | TurnStep::DeclareBlockers) {
        return Vec::new();
    }
    let no_combat = Combat::default();
    let combat = world.get_resource::<Combat>().unwrap_or(&no_combat);
    let order = in_game_from_active(world);
    match step {
        TurnStep::DeclareAttackers if !combat.declared => order.into_iter().take(1).collect(),
        TurnStep::DeclareBlockers => {
            let defending: Vec<Entity> =
                combat.attacking(world).iter().filter_map(|a| defending_player(world, a.attacks)).collect();
            order.into_iter().filter(|p| defending.contains(p) && !combat.defenders_declared.contains(p)).collect()
        }
        _ => Vec::new(),
    }
}

/// As the step begins (before priority): the declarations the table makes for players who
/// have only one to make. `passing_until_later`: whether a player asked to go on passing until a
/// later point of the game (`priority::passing_until_later`), who attacks with nothing.
pub fn begin(world: &mut World, passing_until_later: impl Fn(&World, Entity) -> bool) {
    for player in still_to_declare(world) {
        let step = world.resource::<Turn>().step;
        match step {
            TurnStep::DeclareAttackers if !could_attack(world, player) => {
                log(world, "508.1", says!("log-no-creature-can-attack", player = refer(world, player)));
                super::combat::declare_attackers(world, player, Vec::new());
            }
            // 508.1d: a creature that must attack waits for its controller's declaration.
            TurnStep::DeclareAttackers
                if passing_until_later(world, player)
                    && super::combat::required_attacker(world, player, &[]).is_none() =>
            {
                let text = says!("log-passes-until-later-attacks-with-nothing", player = refer(world, player));
                log(world, "508.1", text);
                super::combat::declare_attackers(world, player, Vec::new());
            }
            TurnStep::DeclareBlockers if !could_block(world, player) => {
                log(world, "509.1", says!("log-no-creature-can-block", player = refer(world, player)));
                super::combat::declare_blockers(world, player, Vec::new());
            }
            _ => {}
        }
    }
}

/// Whether a declaration was the step's last, with nobody holding priority yet: then the active
/// player receives priority (508.2, 509.2), which the caller gives.
pub fn declarations_done(world: &World) -> bool {
    let step = world.resource::<Turn>().step;
    let declaring = matches!(step, TurnStep::DeclareAttackers | TurnStep::DeclareBlockers);
    assisted(world)
        && declaring
        && still_to_declare(world).is_empty()
        && world.resource::<crate::rules::game::Priority>().holder.is_none()
}

/// Whether a player receiving priority now stops there because of the combat: in the declare
/// attackers step, the active player who declared at least one attacker and stops in that
/// step; in the declare blockers step, a player one of whose creatures blocks or is blocked.
pub fn stops_for_combat(world: &World, player: Entity) -> Option<bool> {
    let combat = world.get_resource::<Combat>()?;
    match world.resource::<Turn>().step {
        TurnStep::DeclareAttackers if combat.attacking(world).is_empty() => Some(false),
        TurnStep::DeclareBlockers => {
            let blocking = combat.blocking(world);
            let involved = blocking.iter().any(|b| {
                b.controller == player
                    || combat.attackers.iter().any(|a| a.creature == b.blocks && a.controller == player)
            });
            involved.then_some(true)
        }
        _ => None,
    }
}

/// Whether any creature `player` controls could attack something now.
fn could_attack(world: &mut World, player: Entity) -> bool {
    let targets: Vec<Entity> = {
        let mut out: Vec<Entity> = world.resource::<Players>().0.iter().copied().filter(|p| *p != player).collect();
        let mut q = world.query_filtered::<Entity, (With<ObjectNumber>, Present)>();
        let all: Vec<Entity> = q.iter(world).collect();
        out.extend(all.into_iter().filter(|e| {
            zone_of(world, *e) == Zone::Battlefield && {
                let c = chars(world, *e);
                c.has_type(CardType::Planeswalker) || c.has_type(CardType::Battle)
            }
        }));
        out
    };
    let mine = controlled_creatures(world, player);
    let world = &*world;
    mine.iter().any(|e| targets.iter().any(|t| can_declare_attackers(world, player, &[(*e, *t)]).is_ok()))
}

/// Whether any creature `player` controls could block an attacker now (one that needs a
/// second blocker, 702.111b, counts: the player may have it).
fn could_block(world: &mut World, player: Entity) -> bool {
    let attackers: Vec<Entity> = world
        .get_resource::<Combat>()
        .map(|c| c.attacking(world).iter().map(|a| a.creature).collect())
        .unwrap_or_default();
    let mine = controlled_creatures(world, player);
    let world = &*world;
    mine.iter().any(|b| {
        // The requirements (509.1c) are the declaration's to settle, not one block's.
        attackers.iter().any(|a| match blocks_allowed(world, player, &[(*b, *a)]) {
            Ok(()) => true,
            Err(r) => r.rule == "702.111b",
        })
    })
}

fn controlled_creatures(world: &mut World, player: Entity) -> Vec<Entity> {
    let mut q = world.query_filtered::<(Entity, &Controller, &InZone), Present>();
    let on: Vec<Entity> =
        q.iter(world).filter(|(_, c, z)| c.0 == player && z.zone == Zone::Battlefield).map(|(e, ..)| e).collect();
    on.into_iter().filter(|e| chars(world, *e).has_type(CardType::Creature)).collect()
}
