//! Keyword actions a resolving effect carries out with more than one action: explore (701.44),
//! amass (701.47), fights and bites (701.12, a creature's damage by its power), and the fresh
//! ids of the tokens an effect creates.

use bevy::prelude::*;

use super::action::Doer;
use crate::rules::action::{Action, Zone};
use crate::rules::counters::CounterKind;
use crate::rules::log::{log, refer};
use crate::rules::object::{Controller, Player};
use crate::rules::query::*;
use crate::says;

/// 701.44a: `explorer` (gone: `None`) explores: the top card of its controller's library is
/// revealed; a land goes to their hand; anything else stays on top, a +1/+1 counter goes on the
/// explorer, and once the effect is done they say whether the card goes to their graveyard
/// (`scrying`, a look at one card that may go there).
pub(super) fn explore(world: &mut World, doer: &Doer, explorer: Option<Entity>) -> Vec<Action> {
    let here = explorer.filter(|e| zone_of(world, *e) == Zone::Battlefield);
    let player = here.and_then(|e| world.get::<Controller>(e)).map_or(doer.controller, |c| c.0);
    let who = refer(world, player);
    let text = match explorer {
        Some(e) => says!("log-explores", card = refer(world, e), player = who.clone()),
        None => says!("log-explores-gone", player = who.clone()),
    };
    log(world, "701.44a", text);
    // 701.44b: with an empty library it explores all the same.
    let Some((top, _)) = library_of(world, player).first().copied() else { return Vec::new() };
    let card = label(world, top);
    let mut out = vec![Action::Reveal { card: card.as_str().into(), to: None }];
    if chars(world, top).has_type(crate::cards::CardType::Land) {
        out.push(Action::Move { card: card.into(), to: Zone::Hand, position: None });
        return out;
    }
    if let Some(e) = here {
        out.push(Action::AddCounters { card: label(world, e).into(), kind: CounterKind::PlusOne, n: 1 });
    }
    crate::rules::ops::scrying::queue_explore(world, player);
    out
}

/// 701.47a: "amass N" (Zombies, 701.47d): a 0/0 black Zombie Army creature token where its
/// controller controls no Army (then the counters go on it), else the Army they control that
/// became an object first; N +1/+1 counters on it; a Zombie too where it isn't one.
pub(super) fn amass(world: &mut World, doer: &Doer, n: u32, before: &[Action]) -> Vec<Action> {
    use crate::rules::action::{TokenKind, TokenSpec};
    let mut armies: Vec<Entity> = crate::rules::query::permanents_controlled_by(world, doer.controller)
        .into_iter()
        .filter(|e| {
            let c = chars(world, *e);
            c.has_type(crate::cards::CardType::Creature) && c.has_subtype("Army")
        })
        .collect();
    armies.sort_by_key(|e| (world.get::<crate::rules::object::ObjectNumber>(*e).copied(), *e));
    let mut out = Vec::new();
    let army: String = match armies.first() {
        Some(e) => {
            if !chars(world, *e).has_subtype("Zombie") {
                let card = label(world, *e).into();
                out.push(Action::AddTypes {
                    card,
                    subtypes: Some(vec!["Zombie".into()]),
                    types: None,
                    all_creature_types: false,
                    creature_types_replaced: false,
                    until: None,
                });
            }
            label(world, *e)
        }
        None => {
            let base = format!("{}-token", doer.source.as_deref().unwrap_or("effect"));
            let mut token = Action::CreateToken {
                id: fresh_id(world, &base).into(),
                token: TokenKind::Spec(Box::new(TokenSpec {
                    colors: Some(vec![crate::cards::Color::Black]),
                    types: Some(vec![crate::cards::CardType::Creature]),
                    subtypes: Some(vec!["Zombie".into(), "Army".into()]),
                    power: Some(0),
                    toughness: Some(0),
                    ..TokenSpec::default()
                })),
                controller: player_name(world, doer.controller).into(),
                count: Some(1),
                tapped: false,
                transformed: false,
                attached_to: None,
            };
            unique_token_id(world, &mut token, before);
            let Action::CreateToken { id, .. } = &token else { return out };
            let id = id.to_string();
            out.push(token);
            id
        }
    };
    out.push(Action::AddCounters { card: army.into(), kind: CounterKind::PlusOne, n });
    out
}

/// A token the effect creates gets an id no earlier step of the same effect gave its own tokens
/// (two kinds of token in one sentence, Wurmcoil Engine's): the ids are made before any token
/// exists, and a seat must never see one object's id on another.
pub(super) fn unique_token_id(world: &World, a: &mut Action, before: &[Action]) {
    let Action::CreateToken { id, .. } = a else { return };
    let taken = |x: &str| {
        before.iter().any(|b| matches!(b, Action::CreateToken { id: other, .. } if *other == x))
            || world.resource::<crate::rules::Labels>().0.keys().any(|k| k == x || k.starts_with(&format!("{x}#")))
    };
    if !before.iter().any(|b| matches!(b, Action::CreateToken { id: other, .. } if *other == *id)) {
        return;
    }
    let base = id.0.clone();
    if let Some(free) = (2..).map(|n| format!("{base}-{n}")).find(|x| !taken(x)) {
        *id = free.into();
    }
}

/// `source` deals damage equal to its power, as it is now, to `to` (120.3; none at 0 or less).
fn by_power(world: &World, source: Entity, to: Entity) -> Option<Action> {
    let n = chars(world, source).power.filter(|p| *p > 0)? as u32;
    Some(damage_by(world, source, to, n))
}

/// A creature's damage by its power to each of `aimed` (120.3): `first` deals it, and in a fight
/// (701.12a) each of them deals theirs back; none if `first` has left the battlefield or isn't
/// a creature (701.12b), except that a source gone from the battlefield whose own ability says
/// "it deals damage equal to its power" (`this`, not a fight: "When [this] dies, ...") deals it
/// as it last existed there (608.2h).
pub(super) fn by_power_step(
    world: &World,
    (first, fight, this): (Option<Entity>, bool, bool),
    aimed: &[Entity],
) -> Vec<Action> {
    let on_battlefield = first.filter(|e| {
        zone_of(world, *e) == Zone::Battlefield && chars(world, *e).has_type(crate::cards::CardType::Creature)
    });
    if let Some(first) = on_battlefield {
        let mut out = Vec::new();
        for &t in aimed {
            out.extend(by_power(world, first, t));
            if fight {
                out.extend(by_power(world, t, first));
            }
        }
        return out;
    }
    let gone = first.filter(|_| this && !fight).and_then(|e| {
        let last = world.get::<crate::rules::counters::LastOnBattlefield>(e)?;
        Some((e, last.power.filter(|p| *p > 0)? as u32))
    });
    gone.map_or_else(Vec::new, |(source, n)| aimed.iter().map(|t| damage_by(world, source, *t, n)).collect())
}

/// `n` damage from `source` to a player or permanent.
fn damage_by(world: &World, source: Entity, to: Entity, n: u32) -> Action {
    let by = label(world, source);
    match world.get::<Player>(to) {
        Some(_) => Action::DamagePlayer { source: by.into(), player: player_name(world, to).into(), n, combat: false },
        None => Action::Damage { card: label(world, to).into(), n, source: Some(by.into()) },
    }
}
