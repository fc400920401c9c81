//! Where a move really goes (614.1a, 903.9b, 122.1h): the replacement effects that send an object
//! elsewhere than the zone it was bound for.

use bevy::prelude::*;

use crate::cards::Ability;
use crate::rules::action::Zone;
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::log::log;
use crate::rules::log::{Arg, LogRef, refer};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

/// Where a move really goes: a commander's owner may send it to the command zone instead of a
/// hand or library (903.9b); a permanent with a finality counter is exiled instead of going to
/// a graveyard (122.1h); "If this would be put into a graveyard from anywhere, exile it
/// instead", the ability on the back faces of disturb cards (702.146), is an ability of the
/// object now, so a copy has it and an object that lost its abilities doesn't (614.1a).
pub(super) fn replaced_destination(world: &mut World, e: Entity, from: Zone, to: Zone, name: &LogRef) -> Zone {
    // 903.9b: a commander its owner sends home.
    if matches!(to, Zone::Hand | Zone::Library) && world.get::<Commander>(e).is_some_and(|c| c.to_command_zone) {
        let text = says!("log-commander-to-command-zone-instead", card = name, zone = Arg::key(to));
        log(world, "903.9b", text);
        return Zone::Command;
    }
    // 122.1h: a finality counter.
    let finality = world.get::<Counters>(e).is_some_and(|c| c.get(&CounterKind::Finality) > 0);
    if to == Zone::Graveyard && from == Zone::Battlefield && finality {
        let text = says!("log-finality-counter-exiled-instead", card = name);
        log(world, "122.1h", text);
        return Zone::Exile;
    }
    // 702.34a: a spell cast with flashback is exiled whenever it would leave the stack.
    if from == Zone::Stack && to != Zone::Exile && world.get::<crate::rules::object::Flashbacked>(e).is_some() {
        log(world, "702.34a", says!("log-flashback-exiled-instead", card = name));
        return Zone::Exile;
    }
    // 702.127a: and one cast from a graveyard with aftermath.
    if from == Zone::Stack && to != Zone::Exile && world.get::<crate::rules::object::CastByAftermath>(e).is_some() {
        log(world, "702.127a", says!("log-aftermath-exiled-instead", card = name));
        return Zone::Exile;
    }
    // 702.133a: so is one cast with jump-start.
    if from == Zone::Stack && to != Zone::Exile && world.get::<crate::rules::object::JumpStarted>(e).is_some() {
        log(world, "702.133a", says!("log-jump-start-exiled-instead", card = name));
        return Zone::Exile;
    }
    // "If that creature would die this turn, exile it instead" (a resolved effect's, this turn).
    let turn = world.resource::<crate::rules::game::Turn>().number;
    let dies_to_exile = world.get::<crate::rules::object::ExiledIfItDies>(e).is_some_and(|x| x.0 == turn);
    if to == Zone::Graveyard && from == Zone::Battlefield && dies_to_exile {
        log(world, "614.1a", says!("log-exiled-instead-of-dying", card = name));
        return Zone::Exile;
    }
    // "If it would leave the battlefield, exile it instead of putting it anywhere else."
    if from == Zone::Battlefield
        && to != Zone::Exile
        && world.get::<crate::rules::object::ExiledIfItLeaves>(e).is_some()
    {
        log(world, "614.1a", says!("log-exiled-instead-of-leaving", card = name));
        return Zone::Exile;
    }
    // 614.15: its own replacement first ("reveal [this] and shuffle it into its owner's library
    // instead"; the move shuffles the library, `zones::move_object`).
    let shuffled = chars(world, e).abilities.iter().any(|a| a.ability == Ability::ShuffledInsteadOfGraveyard);
    if to == Zone::Graveyard && shuffled {
        log(world, "614.1a", says!("log-shuffled-into-library-instead", card = name));
        crate::rules::ops::shown::reveal(world, e, None);
        return Zone::Library;
    }
    let exile_instead = chars(world, e).abilities.iter().any(|a| a.ability == Ability::ExileInsteadOfGraveyard);
    if to == Zone::Graveyard && matches!(from, Zone::Battlefield | Zone::Stack) && exile_instead {
        log(world, "614.1a", says!("log-exiled-instead-of-graveyard", card = name));
        return Zone::Exile;
    }
    if to == Zone::Graveyard
        && let Some(source) = graveyard_exiled_by(world, e)
    {
        let text = says!("log-exiled-instead-of-graveyard-by", card = name, source = refer(world, source));
        log(world, "614.1a", text);
        return Zone::Exile;
    }
    to
}

/// The permanent whose "If a card would be put into an opponent's graveyard from anywhere,
/// exile it instead." (or "a card or token ... a graveyard") exiles `e` on its way to its
/// owner's graveyard, if any (614.1a; the first by timestamp).
fn graveyard_exiled_by(world: &mut World, e: Entity) -> Option<Entity> {
    let owner = world.get::<Owner>(e)?.0;
    let token = world.get::<crate::rules::object::Token>(e).is_some();
    let types = chars(world, e).types.clone();
    let mut sources: Vec<(u64, Entity)> = world
        .query::<(Entity, &InZone, &crate::rules::characteristics::Characteristics)>()
        .iter(world)
        .filter(|(s, z, c)| {
            z.zone == Zone::Battlefield
                && *s != e
                && c.abilities.iter().any(|a| match &a.ability {
                    Ability::GraveyardsExiled(g) => {
                        (g.tokens || !token)
                            && (g.types.is_empty() || g.types.iter().any(|t| types.contains(t)))
                            && (!g.opponents || world.get::<Controller>(*s).is_some_and(|c| c.0 != owner))
                    }
                    _ => false,
                })
        })
        .map(|(s, ..)| (world.get::<crate::rules::object::Timestamp>(s).map_or(0, |t| t.0), s))
        .collect();
    sources.retain(|(_, s)| is_present(world, *s));
    sources.sort();
    sources.first().map(|(_, s)| *s)
}

/// A card (or token) put into a graveyard, counted for its owner this turn (the Traps'
/// "had three or more cards put into their graveyard from anywhere this turn").
pub(super) fn counted(world: &mut World, e: Entity, to: Zone) {
    if to == Zone::Graveyard
        && let Some(owner) = world.get::<Owner>(e).map(|o| o.0)
        && let Some(mut turn) = world.get_resource_mut::<crate::rules::game::Turn>()
    {
        turn.happened.to_graveyard(owner);
    }
}

/// "... shuffle it into its owner's library instead" (614.1a): a card bound for a graveyard
/// and put into its library instead is shuffled in.
pub(super) fn shuffled(world: &mut World, e: Entity, wanted: Zone, to: Zone) {
    if wanted == Zone::Graveyard
        && to == Zone::Library
        && let Some(owner) = world.get::<Owner>(e).map(|o| o.0)
    {
        let owner = player_name(world, owner);
        super::super::shuffling::shuffle(world, &owner);
    }
}
