//! 601.3: a spell whose own text says when it may be cast ("Cast this spell only during
//! combat", "... only if you've been attacked this step") is cast only then, at an assisted
//! table (`cards::abilities::CastOnly`).

use bevy::prelude::*;

use super::super::{Legal, Refusal};
use crate::cards::Ability;
use crate::cards::abilities::CastOnly;
use crate::rules::game::{Turn, TurnStep};
use crate::rules::log::refer;
use crate::rules::object::{Controller, Players};
use crate::rules::query::printed;
use crate::says;

/// Whether its text lets `caster` cast the face `face` of `e` now.
pub(super) fn allows(world: &World, e: Entity, face: usize, caster: Entity) -> Legal {
    let Some(def) = printed(world, e) else { return Ok(()) };
    let Some(f) = def.faces.get(face) else { return Ok(()) };
    for line in f.text.abilities().iter() {
        let Ability::CastOnly(only) = &line.ability else { continue };
        if !holds(world, only, e, caster) {
            let text = says!("log-cast-only-when", card = refer(world, e), when = line.text.clone());
            return Err(Refusal::new("601.3", text));
        }
    }
    Ok(())
}

/// Whether the time its text names is now.
fn holds(world: &World, only: &CastOnly, e: Entity, caster: Entity) -> bool {
    use TurnStep::*;
    let turn = world.resource::<Turn>();
    let step = turn.step;
    let yours = world.resource::<Players>().0.get(turn.active).copied() == Some(caster);
    match only {
        CastOnly::Combat => {
            matches!(step, BeginningOfCombat | DeclareAttackers | DeclareBlockers | CombatDamage | EndOfCombat)
        }
        CastOnly::CombatBeforeBlockers => matches!(step, BeginningOfCombat | DeclareAttackers),
        CastOnly::CombatAfterBlockers => matches!(step, DeclareBlockers | CombatDamage | EndOfCombat),
        CastOnly::DeclareAttackers => step == DeclareAttackers,
        CastOnly::Attacked => step == DeclareAttackers && attacked(world, caster),
        CastOnly::DeclareBlockers => step == DeclareBlockers,
        CastOnly::BeforeCombatDamage => {
            matches!(
                step,
                Untap | Upkeep | Draw | PrecombatMain | BeginningOfCombat | DeclareAttackers | DeclareBlockers
            )
        }
        CastOnly::AfterCombat => matches!(step, PostcombatMain | End | Cleanup),
        CastOnly::YourTurn => yours,
        CastOnly::CreatureAttackingYou => attacked(world, caster),
        CastOnly::AnotherSpellThisTurn => turn.spells_cast.get(&caster).is_some_and(|n| *n > 0),
        CastOnly::If(c) => crate::rules::conditions::holds(world, c, e, caster, &[]) == Some(true),
    }
}

/// Whether a creature attacks `player` or a permanent they control now (508.1).
fn attacked(world: &World, player: Entity) -> bool {
    let Some(combat) = world.get_resource::<crate::rules::combat_state::Combat>() else { return false };
    combat
        .attacking(world)
        .iter()
        .any(|a| a.attacks == player || world.get::<Controller>(a.attacks).is_some_and(|c| c.0 == player))
}
