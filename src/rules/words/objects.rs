//! Tokens and counters, attachments and status, and the choices the rules give a controller.

use super::MAX_ORDER_SAID;
use super::say::{Say, Sep, list, maybe};
use super::terms::{counters, token};
use crate::rules::action::{Action, Until};
use crate::rules::log::{Arg, LogText};
use crate::says;

/// A token's, counter's, attachment's or status's action as a sentence.
pub(super) fn said(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    match a {
        CreateToken { token: kind, controller, count, tapped, transformed, attached_to, .. } => says!(
            "log-action-create-token",
            player = s.first_player(controller),
            n = count.unwrap_or(1),
            token = token(kind, s),
            tapped = maybe(tapped.then(|| says!("log-action-token-tapped"))),
            transformed = maybe(transformed.then(|| says!("log-action-token-transformed"))),
            attached = maybe(attached_to.as_ref().map(|t| says!("log-action-token-attached", target = s.target(t)))),
        ),
        Incubate { player, n, .. } => says!("log-action-incubate", player = s.first_player(player), n = *n),
        AddCounters { card, kind, n } => {
            says!("log-action-add-counters", case = case, counters = counters(*n, &kind.name()), card = s.object(card))
        }
        RemoveCounters { card, kind, n } => says!(
            "log-action-remove-counters",
            case = case,
            counters = counters(*n, &kind.name()),
            card = s.object(card)
        ),
        Attach { card, to } => says!("log-action-attach", case = case, card = s.object(card), target = s.target(to)),
        Unattach(c) => says!("log-action-unattach", case = case, card = s.object(c)),
        Tap(c) => says!("log-action-tap", case = case, card = s.object(c)),
        Untap(c) => says!("log-action-untap", case = case, card = s.object(c)),
        RemoveFromCombat(c) => says!("log-action-remove-from-combat", case = case, card = s.object(c)),
        Destroy(c) => says!("log-action-destroy", case = case, card = s.object(c)),
        Sacrifice(c) => says!("log-action-sacrifice", case = case, card = s.object(c)),
        KeepLegend(c) => says!("log-action-keep-legend", case = case, card = s.object(c)),
        Meld(c) => says!("log-action-meld", case = case, card = s.object(c)),
        Flip(c) => says!("log-action-flip", case = case, card = s.object(c)),
        PhaseOut(c) => says!("log-action-phase-out", card = s.first_object(c)),
        PhaseIn(c) => says!("log-action-phase-in", card = s.first_object(c)),
        _ => choices(a, s),
    }
}

/// The choices a controller makes, control, and damage to a permanent.
fn choices(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    match a {
        OrderTriggers { player, order } => {
            // A list no table needs (a hostile seat's) is said in a line of bounded length.
            let said = order.iter().take(MAX_ORDER_SAID).map(|i| Arg::text(i.wrapping_add(1).to_string()));
            let more = (order.len() > MAX_ORDER_SAID).then(|| says!("log-action-in-all", n = order.len()).into());
            let order = list(said.chain(more), Sep::Comma);
            says!("log-action-order-triggers", player = s.first_player(player), order = order)
        }
        ChooseTargets { player, ability, targets } => {
            let said = targets.iter().take(MAX_ORDER_SAID).map(|t| s.target(t));
            let more = (targets.len() > MAX_ORDER_SAID).then(|| says!("log-action-in-all", n = targets.len()).into());
            says!(
                "log-action-choose-targets",
                player = s.first_player(player),
                ability = s.object(ability),
                targets = list(said.chain(more), Sep::And),
            )
        }
        ChooseMode { player, ability, mode } => says!(
            "log-action-choose-mode",
            player = s.first_player(player),
            ability = s.object(ability),
            n = u64::from(*mode) + 1,
        ),
        ChooseMay { player, ability, yes: true, sacrifice: Some(card) } => says!(
            "log-action-choose-yes-sacrificing",
            player = s.first_player(player),
            ability = s.object(ability),
            card = s.object(card),
        ),
        ChooseMay { player, ability, yes: true, sacrifice: None } => {
            says!("log-action-choose-yes", player = s.first_player(player), ability = s.object(ability))
        }
        ChooseMay { player, ability, yes: false, .. } => {
            says!("log-action-choose-no", player = s.first_player(player), ability = s.object(ability))
        }
        OfferCast { player, card, face, free } => says!(
            "log-action-offer-cast",
            player = s.first_player(player),
            card = s.object(card),
            transformed =
                maybe((*face == Some(crate::rules::action::Side::Back)).then(|| says!("log-action-transformed"))),
            free = maybe(free.then(|| says!("log-action-without-mana-cost"))),
        ),
        DeclineCast { player } => says!("log-action-decline-cast", player = s.first_player(player)),
        Find { player, cards } if cards.is_empty() => says!("log-action-find-nothing", player = s.first_player(player)),
        Find { player, cards } => {
            says!("log-action-find", player = s.first_player(player), cards = super::players::names(cards, s))
        }
        ChooseName { player, name } => {
            says!("log-action-choose-name", player = s.first_player(player), name = Arg::text(name))
        }
        ChooseColor { player, color } => {
            says!("log-action-choose-color", player = s.first_player(player), color = Arg::text(color.word()))
        }
        PayUnless { player, pay: true } => says!("log-action-pay-unless", player = s.first_player(player)),
        PayUnless { player, pay: false } => says!("log-action-dont-pay-unless", player = s.first_player(player)),
        ChooseCards { player, cards } => {
            says!("log-action-choose-cards", player = s.first_player(player), cards = super::players::names(cards, s))
        }
        SeparatePiles { player, pile } => {
            says!("log-action-separate-piles", player = s.first_player(player), cards = super::players::names(pile, s))
        }
        ChoosePile { player, first } => {
            says!("log-action-choose-pile", player = s.first_player(player), n = if *first { 1 } else { 2 })
        }
        ChooseChapter { card, chapter } => {
            says!("log-action-choose-chapter", card = s.first_object(card), chapter = crate::cards::roman(*chapter))
        }
        ChooseAsEnters { card, answer } => {
            says!("log-action-choose-as-enters", card = s.first_object(card), answer = Arg::text(answer.key()))
        }
        ChooseProtector { card, player } => {
            says!("log-action-protector", player = s.first_player(player), card = s.object(card))
        }
        GainControl { card, player, until: Some(Until::EndOfTurn) } => {
            says!("log-action-gain-control-until-eot", player = s.first_player(player), card = s.object(card))
        }
        GainControl { card, player, .. } => {
            says!("log-action-gain-control", player = s.first_player(player), card = s.object(card))
        }
        Damage { card, n, source: None } => {
            says!("log-action-deal-damage", case = s.case(), n = *n, card = s.object(card))
        }
        Damage { card, n, source: Some(src) } => {
            says!("log-action-source-deals-damage", source = s.first_object(src), n = *n, card = s.object(card))
        }
        _ => LogText::default(),
    }
}
