//! When a spell may be cast at an assisted table: with priority, at sorcery speed unless it is
//! an instant, has flash or a permanent grants it (117.1a, 307.1, 702.8a), and, 601.3, only when
//! its own text says ("Cast this spell only during combat", "... only if you've been attacked
//! this step"; `cards::abilities::CastOnly`).

use bevy::prelude::*;

use super::super::{Legal, Refusal};
use super::Casting;
use crate::cards::Ability;
use crate::cards::abilities::CastOnly;
use crate::rules::action::Zone;
use crate::rules::game::{Turn, TurnStep};
use crate::rules::log::refer;
use crate::rules::object::{Controller, InZone, Owner, Players};
use crate::rules::query::{chars, printed, stack_top};
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
    // 101.2: "Noncreature spells with converted mana cost 4 or greater can't be cast."
    let stopper = crate::rules::query::permanents_saying(world, |_, a| match a {
        Ability::SpellsCantBeCast(w) => crate::rules::wanted::fits(world, w, e, caster),
        _ => false,
    });
    if let Some(&stopper) = stopper.first() {
        let text = says!("log-spells-cant-be-cast", card = refer(world, e), permanent = refer(world, stopper));
        return Err(Refusal::new("101.2", text));
    }
    // 101.2: "Each player can't cast more than one [noncreature] spell each turn."
    if let Some(stopper) =
        crate::rules::query::one_spell_each_turn(world, caster, f.types.contains(&crate::cards::CardType::Creature))
    {
        let text = says!("log-one-spell-each-turn", card = refer(world, e), permanent = refer(world, stopper));
        return Err(Refusal::new("101.2", text));
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

/// 117.1a, 307.1: at an assisted table a player casts a spell only while they hold priority,
/// and a spell that isn't an instant and has no flash only in a main phase of their own turn
/// with the stack empty. A free table leaves timing to the players.
pub(super) fn can_cast_now(world: &mut World, e: Entity, how: Casting) -> Legal {
    if !crate::rules::query::assisted(world) {
        return Ok(());
    }
    let Some(caster) = world.get::<Owner>(e).map(|o| o.0) else { return Ok(()) };
    let who = refer(world, caster);
    match crate::rules::query::priority_holder(world) {
        Some(h) if h == caster => {}
        Some(h) => {
            let text = says!("log-cant-cast-without-priority", player = who, holder = refer(world, h));
            return Err(Refusal::new("117.1a", text));
        }
        None => {
            return Err(Refusal::new("117.1a", says!("log-cant-cast-nobody-has-priority", player = who)));
        }
    }
    // 712.11a: a transforming card's back face is cast only where its card says so: with
    // disturb, from its owner's graveyard (702.146a).
    let transforming = printed(world, e).is_some_and(|d| d.layout == crate::cards::Layout::Transform);
    let back = how.face == crate::rules::action::Side::Back && how.face_down.is_none();
    if transforming && back && super::costs::disturb(world, e, how).is_none() {
        return Err(Refusal::new("712.11a", says!("log-cant-cast-transformed", card = refer(world, e))));
    }
    if let Some(spell) = crate::rules::query::split_second(world) {
        return Err(Refusal::new("702.61a", says!("log-split-second", spell = refer(world, spell))));
    }
    if how.face_down.is_none() {
        allows(world, e, how.face.index(), caster)?;
    }
    let instant = how.face_down.is_none()
        && printed(world, e).is_some_and(|d| {
            d.faces.get(how.face.index()).is_some_and(|f| {
                f.types.contains(&crate::cards::CardType::Instant)
                    || crate::rules::characteristics::keyword_line_has_any(f.text.as_str(), "flash")
            })
        });
    if instant || flash_granted(world, e, how, caster) {
        return Ok(());
    }
    let turn = world.resource::<Turn>().clone();
    let active = world.resource::<Players>().0.get(turn.active).copied();
    let main =
        matches!(turn.step, crate::rules::game::TurnStep::PrecombatMain | crate::rules::game::TurnStep::PostcombatMain);
    let empty = stack_top(world).is_none();
    if active != Some(caster) || !main || !empty {
        let text = says!("log-cast-only-main-phase-empty-stack", card = refer(world, e), player = who);
        return Err(Refusal::new("307.1", text));
    }
    Ok(())
}

/// 702.8a: a permanent on the battlefield whose static ability lets `caster` cast `e` (cast as
/// `how`) as though it had flash ("You may cast Spirit spells as though they had flash."; "Any
/// player may cast ..." for every player).
fn flash_granted(world: &World, e: Entity, how: Casting, caster: Entity) -> bool {
    let Some(face) = printed(world, e).and_then(|d| d.faces.get(how.face.index()).cloned()) else { return false };
    let (types, subtypes, colors) = match how.face_down {
        Some(_) => (vec![crate::cards::CardType::Creature], Vec::new(), crate::cards::ColorSet::default()),
        None => (face.types.clone(), face.subtypes.to_vec(), face.colors()),
    };
    // 702.73a: a changeling spell is every creature type ("Spirit spells").
    let changeling = how.face_down.is_none() && chars(world, e).all_creature_types;
    let Some(mut q) = world.try_query::<(&InZone, &crate::rules::characteristics::Characteristics, &Controller)>()
    else {
        return false;
    };
    q.iter(world).filter(|(z, ..)| z.zone == Zone::Battlefield).any(|(_, c, ctl)| {
        c.abilities.iter().any(|l| match &l.ability {
            crate::cards::Ability::FlashFor(f) => {
                (f.anyone || ctl.0 == caster) && f.applies(&types, (&subtypes, changeling), colors)
            }
            _ => false,
        })
    })
}
