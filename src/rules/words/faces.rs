//! Faces (transform, convert, face down and up, manifest) and zones (moving, entering the
//! battlefield, casting, resolving, a card brought in from outside the game).

use super::say::{Say, Sep, list, maybe, named};
use super::terms::{counters, except, face_down, filter, paying, place, zone};
use crate::rules::action::{Action, Side};
use crate::rules::log::{Arg, LogText};
use crate::says;

/// A face's action as a sentence.
pub(super) fn said(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    match a {
        Transform(c) => says!("log-action-transform", case = case, card = s.object(c)),
        TransformAll(f) => says!("log-action-transform-all", case = case, filter = filter(f)),
        Convert(c) => says!("log-action-convert", case = case, card = s.object(c)),
        TurnFaceDown { card, kind } => {
            says!("log-action-turn-face-down", case = case, card = s.object(card), kind = face_down(*kind))
        }
        TurnFaceUp(c) => says!("log-action-turn-face-up", case = case, card = s.object(c)),
        TurnFaceUpForCost(c) => says!("log-action-turn-face-up-for-cost", case = case, card = s.object(c)),
        Manifest { player } => says!("log-action-manifest", player = s.first_player(player)),
        Cloak { player } => says!("log-action-cloak", player = s.first_player(player)),
        ManifestDread { player, .. } => says!("log-action-manifest-dread", player = s.first_player(player)),
        _ => zones(a, s),
    }
}

/// Moving, entering the battlefield, casting, resolving, bringing a card in.
fn zones(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    match a {
        Move { card, to, position } => {
            says!("log-action-move", case = case, card = s.object(card), place = place(*to, *position))
        }
        PutOntoBattlefield {
            card,
            transformed,
            face_down: fd,
            controller,
            copy_of,
            except: ex,
            attached_to,
            counters: with,
        } => {
            let with = (!with.is_empty()).then(|| {
                let each = with.iter().map(|(k, n)| Arg::from(counters(*n, &k.name())));
                says!("log-action-with-counters", counters = list(each, Sep::And))
            });
            let copy = copy_of
                .as_ref()
                .map(|o| says!("log-action-as-copy", card = s.object(o), except = except(ex.as_deref())));
            says!(
                "log-action-put-onto-battlefield",
                case = case,
                card = s.object(card),
                transformed = maybe(transformed.then(|| says!("log-action-transformed"))),
                face = maybe(fd.map(|k| says!("log-action-face-down", kind = face_down(k)))),
                control = maybe(controller.as_ref().map(|p| says!("log-action-under-control", player = s.player(p)))),
                copy = maybe(copy),
                attached = maybe(attached_to.as_ref().map(|t| says!("log-action-attached", target = s.target(t)))),
                counters = maybe(with),
            )
        }
        Cast {
            card,
            face,
            face_down: fd,
            targets,
            fused,
            prototyped,
            x,
            modes,
            divided,
            pay,
            kicked,
            buyback,
            alternative,
            additional,
            helpers,
        } => {
            let how = match (face, fd) {
                _ if *fused => Some(says!("log-action-fused")),
                _ if alternative.is_some() => {
                    let keyword = alternative.map_or(String::new(), |a| a.word());
                    Some(says!("log-action-for-alternative-cost", keyword = Arg::text(keyword)))
                }
                _ if *kicked && *buyback => Some(says!("log-action-kicked-with-buyback")),
                _ if *kicked => Some(says!("log-action-kicked")),
                _ if *buyback => Some(says!("log-action-with-buyback")),
                _ if *prototyped => Some(says!("log-action-prototyped")),
                (_, Some(k)) => Some(says!("log-action-face-down", kind = face_down(*k))),
                (Some(Side::Back), None) => Some(says!("log-action-back-face-up")),
                _ => None,
            };
            let targeting = (!targets.is_empty()).then(|| {
                let targets = list(targets.iter().map(|t| s.target(t)), Sep::And);
                match divided {
                    // 601.2d: the damage as its caster divides it.
                    Some(d) => {
                        // A list no table needs (a hostile seat's) is said in bounded length.
                        let said = d.iter().take(super::MAX_ORDER_SAID).map(|n| n.to_string());
                        let more = (d.len() > super::MAX_ORDER_SAID).then(|| "…".to_string());
                        let shares = said.chain(more).collect::<Vec<_>>().join(", ");
                        says!("log-action-targeting-divided", targets = targets, shares = Arg::text(shares))
                    }
                    None => says!("log-action-targeting", targets = targets),
                }
            });
            says!(
                "log-action-cast",
                case = case,
                card = s.object(card),
                how = maybe(how),
                x = maybe(x.map(|x| says!("log-action-with-x", x = x))),
                modes = maybe(modes.as_ref().filter(|m| !m.is_empty()).map(|m| {
                    let each = m.iter().map(|n| Arg::from(n.saturating_add(1)));
                    says!("log-action-modes", n = m.len(), modes = list(each, Sep::And))
                })),
                targets = maybe(targeting),
                pay = maybe(paying(pay.as_ref())),
                additional = maybe(additional.as_ref().filter(|a| !a.is_empty()).map(|a| {
                    says!("log-action-additional", objects = list(a.iter().map(|o| s.object(o)), Sep::And))
                })),
                helpers = maybe(helpers.as_ref().filter(|h| !h.is_empty()).map(|h| {
                    says!("log-action-with-helpers", helpers = list(h.iter().map(|o| s.object(o)), Sep::And))
                })),
            )
        }
        Activate { card, ability, targets, pay, additional } => {
            let targeting = (!targets.is_empty())
                .then(|| says!("log-action-targeting", targets = list(targets.iter().map(|t| s.target(t)), Sep::And)));
            says!(
                "log-action-activate",
                case = case,
                card = s.object(card),
                n = ability.saturating_add(1),
                targets = maybe(targeting),
                pay = maybe(paying(pay.as_ref())),
                additional = maybe(additional.as_ref().filter(|a| !a.is_empty()).map(|a| {
                    says!("log-action-additional", objects = list(a.iter().map(|o| s.object(o)), Sep::And))
                })),
            )
        }
        Resolve => says!("log-action-resolve", case = case),
        PlayLand(c) => says!("log-action-play-land", case = case, card = s.object(c)),
        AddCard { id, name: card, owner, zone: z } => {
            // Named as the viewer sees the card brought in, once it is there: a card put into
            // another player's hand or a library is "a hidden card" to them.
            let shown = (s.name)(id);
            let card = if *id == shown { Arg::text(card.clone()) } else { named(shown) };
            says!("log-action-bring", case = case, card = card, zone = zone(*z), owner = s.player(owner))
        }
        _ => LogText::default(),
    }
}
