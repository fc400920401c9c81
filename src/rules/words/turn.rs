//! The turn, and the turn run by the rules: priority, stops, combat and mana; and an action
//! said as one player's.

use super::say::{Say, Sep, english, list, maybe};
use crate::rules::action::{Action, RulesMode, TurnStep};
use crate::rules::log::{Arg, LogText};
use crate::says;

/// A turn's action as a sentence.
pub(super) fn said(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    match a {
        PassTurn => says!("log-action-pass-turn", case = case),
        NextStep => says!("log-action-next-step", case = case),
        SetMode(RulesMode::Assisted) => says!("log-action-assisted", case = case),
        SetMode(RulesMode::Free) => says!("log-action-free", case = case),
        PassPriority { player, until } => {
            let until = until.map_or_else(|| Arg::text("none"), Arg::key);
            says!("log-action-pass-priority", player = s.first_player(player), until = until)
        }
        SetStops { player, own, others } => {
            says!("log-action-set-stops", player = s.first_player(player), own = steps(own), others = steps(others),)
        }
        DeclareAttackers { player, attackers } if attackers.is_empty() => {
            says!("log-action-attacks-with-nothing", player = s.first_player(player))
        }
        DeclareAttackers { player, attackers } => {
            let each = attackers
                .iter()
                .map(|(a, t)| says!("log-action-attacker", attacker = s.object(a), target = s.target(t)).into());
            says!("log-action-attacks", player = s.first_player(player), attackers = list(each, Sep::Comma))
        }
        DeclareBlockers { player, blockers } if blockers.is_empty() => {
            says!("log-action-blocks-with-nothing", player = s.first_player(player))
        }
        DeclareBlockers { player, blockers } => {
            let each = blockers
                .iter()
                .map(|(b, a)| says!("log-action-blocker", blocker = s.object(b), attacker = s.object(a)).into());
            says!("log-action-blocks", player = s.first_player(player), blockers = list(each, Sep::Comma))
        }
        _ => mana(a, s),
    }
}

/// Combat damage divided, mana, costs, and an action said as one player's.
fn mana(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    match a {
        AssignCombatDamage { card, to } => {
            let each = to.iter().map(|(t, n)| says!("log-action-damage-to", n = *n, target = s.target(t)).into());
            says!("log-action-divide-damage", case = case, card = s.object(card), assignments = list(each, Sep::Comma))
        }
        AddMana { player, mana } => {
            says!("log-action-add-mana", case = case, mana = Arg::text(mana), player = s.player(player))
        }
        TapForMana { card, mana: Some(m) } => {
            says!("log-action-tap-for", case = case, card = s.object(card), mana = Arg::text(m))
        }
        TapForMana { card, mana: None } => says!("log-action-tap-for-mana", case = case, card = s.object(card)),
        TapLandsForMana { player, mana } => {
            says!("log-action-tap-lands-for", case = case, player = s.player(player), mana = Arg::text(mana))
        }
        PayCost { player, cost, pay } => says!(
            "log-action-pay",
            player = s.first_player(player),
            cost = Arg::text(cost),
            pay = maybe(super::terms::paying(pay.as_ref()))
        ),
        // "Alice draws a card" already says who; "Bob: Tap Grizzly Bears".
        By { player, action } => {
            let plain = action.said_as(s.rest());
            match english(&plain).starts_with(&format!("{player} ")) {
                true if s.lower => action.said_as(s),
                true => plain,
                false => says!("log-action-by", player = s.first_player(player), action = plain),
            }
        }
        _ => LogText::default(),
    }
}

/// A player's stops: the steps, or "nowhere".
fn steps(v: &[TurnStep]) -> Arg {
    match v.is_empty() {
        true => says!("log-action-nowhere").into(),
        false => list(v.iter().map(|t| says!("log-turn-step", step = Arg::key(t)).into()), Sep::Comma),
    }
}
