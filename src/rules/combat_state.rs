//! The combat in progress, as state the layers and the conditions read too: who attacks what
//! and who blocks whom (506.4: each creature while it is the object it was when declared).
//! Declaring and dealing damage are `ops::combat`'s.

use bevy::prelude::*;

use crate::cards::CardType;
use crate::rules::action::Zone;
use crate::rules::object::*;
use crate::rules::query::{chars, zone_of};

/// The combat in progress this turn: who attacks what, who blocks whom, the damage divisions
/// players chose, and how far the combat damage steps have gone.
#[derive(Resource, Clone, Debug, Default)]
pub struct Combat {
    /// The attacking creatures, in the order declared.
    pub attackers: Vec<Attacker>,
    /// The blocks, in the order declared: one for each creature and attacker it blocks (a
    /// creature blocking two attackers has two, 509.1a).
    pub blockers: Vec<Blocker>,
    /// Whether attackers have been declared this combat (508.1).
    pub declared: bool,
    /// The defending players who have declared blockers (509.1).
    pub defenders_declared: Vec<Entity>,
    /// Damage divisions chosen ahead of the damage step (510.1c–d): (creature, [(recipient, n)]).
    pub assigned: Vec<(Entity, Vec<(Entity, u32)>)>,
    /// Set when the first combat damage step deals damage: the creatures that had first or
    /// double strike as it began (empty: there is no second step, 510.4).
    pub first_strikers: Option<Vec<Entity>>,
    /// Combat damage steps dealt so far.
    pub damage_steps: u8,
}

/// An attacking creature (508.1a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attacker {
    /// The creature.
    pub creature: Entity,
    /// The object it was when declared (400.7, 506.4).
    pub object: ObjectNumber,
    /// Its controller then (506.4).
    pub controller: Entity,
    /// The player, planeswalker or battle it attacks.
    pub attacks: Entity,
    /// Whether it became blocked (509.1h): it stays blocked even if its blockers leave.
    pub blocked: bool,
}

/// One block (509.1a): a blocking creature and one attacking creature it blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blocker {
    /// The creature.
    pub creature: Entity,
    /// The object it was when declared.
    pub object: ObjectNumber,
    /// Its controller then.
    pub controller: Entity,
    /// The attacking creature it blocks.
    pub blocks: Entity,
}

pub(crate) fn same_object(world: &World, e: Entity, object: ObjectNumber, controller: Entity) -> bool {
    world.get::<ObjectNumber>(e) == Some(&object)
        && world.get::<Controller>(e).is_some_and(|c| c.0 == controller)
        && zone_of(world, e) == Zone::Battlefield
        && is_present(world, e)
        && chars(world, e).has_type(CardType::Creature)
        // 506.4: removed from combat (a regenerated creature, 701.19a); an attacker it
        // blocked stays blocked (509.1h).
        && world.get::<crate::rules::object::RemovedFromCombat>(e).is_none()
}

impl Combat {
    /// The attackers still in combat (506.4).
    pub fn attacking(&self, world: &World) -> Vec<Attacker> {
        self.attackers.iter().filter(|a| same_object(world, a.creature, a.object, a.controller)).copied().collect()
    }
    /// The blockers still in combat, blocking an attacker still in combat.
    pub fn blocking(&self, world: &World) -> Vec<Blocker> {
        let attacking = self.attacking(world);
        self.blockers
            .iter()
            .filter(|b| same_object(world, b.creature, b.object, b.controller))
            .filter(|b| attacking.iter().any(|a| a.creature == b.blocks))
            .copied()
            .collect()
    }
}

/// Whether a creature is attacking now.
pub fn is_attacking(world: &World, e: Entity) -> bool {
    let Some(c) = world.get_resource::<Combat>() else { return false };
    c.attackers.iter().any(|a| a.creature == e && same_object(world, e, a.object, a.controller))
}

/// Whether a creature is blocking now (an attacker it blocks is still attacking).
pub fn is_blocking(world: &World, e: Entity) -> bool {
    !blocked_by(world, e).is_empty()
}

/// The attacking creatures a creature blocks now, in the order the blocks were declared (509.1g:
/// more than one where its abilities let it; 506.4: those still in combat).
pub fn blocked_by(world: &World, e: Entity) -> Vec<Entity> {
    let Some(c) = world.get_resource::<Combat>() else { return Vec::new() };
    c.blockers
        .iter()
        .filter(|b| b.creature == e && same_object(world, e, b.object, b.controller) && is_attacking(world, b.blocks))
        .map(|b| b.blocks)
        .collect()
}

/// The player who defends against an attack on this player, planeswalker or battle: the
/// player, the planeswalker's controller, the battle's protector (506.2).
pub fn defending_player(world: &World, attacked: Entity) -> Option<Entity> {
    if world.get::<Player>(attacked).is_some() {
        return Some(attacked);
    }
    let c = chars(world, attacked);
    if c.has_type(CardType::Battle) {
        return world.get::<Protector>(attacked).map(|p| p.0);
    }
    world.get::<Controller>(attacked).map(|c| c.0)
}

/// The defending player an ability of `source` means (506.2, 508.5): the one `source` was
/// declared attacking (as it attacked, even if it has left combat since); for a source that
/// isn't attacking, the one every attacking creature attacks, if they all attack the same
/// player (always so with two players); else none.
pub fn defending_player_of(world: &World, source: Entity) -> Option<Entity> {
    let combat = world.get_resource::<Combat>()?;
    let same = |a: &&Attacker| a.creature == source && world.get::<ObjectNumber>(source) == Some(&a.object);
    if let Some(a) = combat.attackers.iter().find(same) {
        return defending_player(world, a.attacks);
    }
    let mut defenders = combat.attacking(world).into_iter().filter_map(|a| defending_player(world, a.attacks));
    let first = defenders.next()?;
    defenders.all(|d| d == first).then_some(first)
}
