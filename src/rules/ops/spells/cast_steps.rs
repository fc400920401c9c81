//! The steps of the keywords that cast or copy the spell they are on: cascade (702.85a) and
//! storm (702.40a).

use bevy::prelude::*;

use super::action::Doer;
use crate::rules::action::{Action, Zone};
use crate::rules::log::{log, refer};
use crate::rules::query::*;
use crate::says;

/// 702.85a: the cascading spell's controller exiles cards from the top of their library until
/// a nonland card with a lesser mana value than the spell's (as it last existed), and may cast
/// it without paying its mana cost; the cards not cast go to the bottom in a random order, at
/// once where none was found.
pub(super) fn cascade(world: &mut World, doer: &Doer) -> Vec<Action> {
    use rand::seq::SliceRandom;
    let player = doer.controller;
    let Some(most) = doer.this.map(|e| chars(world, e).mana_value) else { return Vec::new() };
    let mut exiled = Vec::new();
    let mut hit = None;
    for (card, _) in library_of(world, player) {
        exiled.push(card);
        let c = chars(world, card);
        if !c.has_type(crate::cards::CardType::Land) && c.mana_value < most {
            hit = Some(card);
            break;
        }
    }
    log(world, "702.85a", says!("log-cascades", player = refer(world, player), n = most));
    let mut out: Vec<Action> = exiled
        .iter()
        .map(|e| Action::Move { card: label(world, *e).into(), to: Zone::Exile, position: None })
        .collect();
    match hit {
        Some(card) => {
            let (who, card) = (player_name(world, player).into(), label(world, card).into());
            out.push(Action::OfferCast { player: who, card, face: None, free: true });
            crate::rules::ops::offer::cascade_rest(world, exiled);
        }
        None => {
            exiled.shuffle(&mut world.resource_mut::<crate::rules::game::RulesRng>().0);
            let bottom = Some(crate::rules::action::Position::Bottom);
            out.extend(exiled.iter().map(|e| Action::Move {
                card: label(world, *e).into(),
                to: Zone::Library,
                position: bottom,
            }));
        }
    }
    out
}

/// 702.40a: storm's ability copies its spell once for each other spell cast before it this
/// turn (counted as it was cast, `SpellsCastBefore`); the copies' controller may choose new
/// targets for each (707.10c, `CopySpell`'s `new_targets`). A spell no longer on the stack is
/// not copied.
pub(super) fn storm(world: &mut World, doer: &Doer) -> Vec<Action> {
    let Some(spell) = doer.this.filter(|e| zone_of(world, *e) == Zone::Stack) else {
        log(world, "702.40a", says!("log-storm-spell-gone"));
        return Vec::new();
    };
    let n = world.get::<crate::rules::object::SpellsCastBefore>(spell).map_or(0, |b| b.0);
    log(world, "702.40a", says!("log-storm-copies", spell = refer(world, spell), n = n));
    let original = label(world, spell);
    let mut ids: Vec<String> = Vec::new();
    for _ in 0..n {
        let labels = &world.resource::<crate::rules::Labels>().0;
        let base = format!("{original}/copy");
        let id = (1..)
            .map(|k| if k == 1 { base.clone() } else { format!("{base}-{k}") })
            .find(|id| !labels.contains_key(id.as_str()) && !ids.contains(id))
            .expect("ids");
        ids.push(id);
    }
    ids.into_iter()
        .map(|id| Action::CopySpell {
            id: id.into(),
            spell: original.clone().into(),
            controller: None,
            new_targets: true,
        })
        .collect()
}
