//! Libraries and hands and what players look at, the table's arrows, and players: cards from
//! outside, damage and life, counters, notes, day and night, the game.

use super::say::{Say, Sep, list};
use super::terms::counters;
use crate::rules::action::{Action, DayNight, ObjectId};
use crate::rules::log::{Arg, LogText};
use crate::says;

/// A player's action (or one on what they look at) as a sentence.
pub(super) fn said(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    match a {
        Draw { player, n } => says!("log-action-draw", player = s.first_player(player), n = n.unwrap_or(1)),
        Mill { player, n } => says!("log-action-mill", player = s.first_player(player), n = *n),
        Mulligan { player } => says!("log-action-mulligan", player = s.first_player(player)),
        Keep { player, bottom } => {
            says!("log-action-keep", player = s.first_player(player), n = bottom.as_ref().map_or(0, Vec::len))
        }
        Reveal { card, to: None } => says!("log-action-reveal", case = case, card = s.object(card)),
        Reveal { card, to: Some(p) } => says!("log-action-look-at", player = s.first_player(p), card = s.object(card)),
        RevealHand { player, to: None } => says!("log-action-reveal-hand", player = s.first_player(player)),
        RevealHand { player, to: Some(p) } => {
            says!("log-action-reveal-hand-to", player = s.first_player(player), to = s.player(p))
        }
        LookAtTop { player, n } => says!("log-action-look-at-top", player = s.first_player(player), n = *n),
        Scry { player, top, bottom } => says!(
            "log-action-scry",
            player = s.first_player(player),
            n = top.len() + bottom.len(),
            top = names(top, s),
            bottom = names(bottom, s),
        ),
        Surveil { player, top, graveyard } => says!(
            "log-action-surveil",
            player = s.first_player(player),
            n = top.len() + graveyard.len(),
            top = names(top, s),
            graveyard = names(graveyard, s),
        ),
        Conceal(card) => says!("log-action-conceal", case = case, card = s.object(card)),
        Search { player } => says!("log-action-search", player = s.first_player(player)),
        EndSearch { player } => says!("log-action-end-search", player = s.first_player(player)),
        TopRevealed { player, on: true } => says!("log-action-top-revealed", player = s.first_player(player)),
        TopRevealed { player, on: false } => says!("log-action-top-hidden", player = s.first_player(player)),
        Arrow { from, to, attack: true } => {
            says!("log-action-arrow-attacks", card = s.first_object(from), target = s.target(to))
        }
        Arrow { from, to, .. } => says!("log-action-arrow", case = case, card = s.object(from), target = s.target(to)),
        RemoveArrow { from, to, .. } => {
            says!("log-action-remove-arrow", case = case, card = s.object(from), target = s.target(to))
        }
        ClearArrows => says!("log-action-clear-arrows", case = case),
        DiscardNamed { player, name } => {
            says!("log-action-discard-named", player = s.first_player(player), name = Arg::text(name))
        }
        DiscardAtRandom { player, n } => {
            says!("log-action-discard-at-random", player = s.first_player(player), n = n.unwrap_or(1))
        }
        _ => table(a, s),
    }
}

/// Damage to a player, commanders, notes, day and night, dice and coins, life and counters.
fn table(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    let yes = |b: bool| Arg::text(if b { "yes" } else { "no" });
    match a {
        DamagePlayer { source, player, n, combat } => says!(
            "log-action-damage-player",
            source = s.first_object(source),
            n = *n,
            combat = yes(*combat),
            player = s.player(player),
        ),
        CommanderChoice { card, command_zone: true } => {
            says!("log-action-commander-to-command-zone", card = s.first_object(card))
        }
        CommanderChoice { card, command_zone: false } => {
            says!("log-action-commander-goes-elsewhere", card = s.first_object(card))
        }
        Note { card, text } if text.trim().is_empty() => {
            says!("log-action-remove-note", case = case, card = s.object(card))
        }
        Note { card, text } => says!("log-action-note", case = case, card = s.object(card), text = text.trim()),
        SetDayNight(DayNight::Day) => says!("log-action-day", case = case),
        SetDayNight(DayNight::Night) => says!("log-action-night", case = case),
        SetDayNight(DayNight::Neither) => says!("log-action-neither-day-nor-night", case = case),
        Shuffle { player } => says!("log-action-shuffle", player = s.first_player(player)),
        Roll { player, sides, count } => {
            says!("log-action-roll", player = s.first_player(player), n = count.unwrap_or(1), sides = *sides)
        }
        FlipCoin { player } => says!("log-action-flip-coin", player = s.first_player(player)),
        ChangeLife { player, by } if *by >= 0 => {
            says!("log-action-gain-life", player = s.first_player(player), n = *by)
        }
        ChangeLife { player, by } => {
            says!("log-action-lose-life", player = s.first_player(player), n = -i64::from(*by))
        }
        SetLife { player, life } => says!("log-action-set-life", player = s.first_player(player), n = *life),
        Concede { player } => says!("log-action-concede", player = s.first_player(player)),
        TimeRanOut { player } => says!("log-action-time-ran-out", player = s.first_player(player)),
        PlayerCounters { player, kind, by } if *by >= 0 => says!(
            "log-action-player-gets-counters",
            player = s.first_player(player),
            counters = counters(*by as u32, &kind.name()),
        ),
        PlayerCounters { player, kind, by } => says!(
            "log-action-remove-player-counters",
            case = case,
            counters = counters(by.unsigned_abs(), &kind.name()),
            player = s.player(player),
        ),
        _ => LogText::default(),
    }
}

/// Cards named in a list, in order, or "none".
pub(super) fn names(ids: &[ObjectId], s: Say<'_>) -> Arg {
    match ids.is_empty() {
        true => says!("log-action-no-cards").into(),
        false => list(ids.iter().map(|i| s.object(i)), Sep::Comma),
    }
}
