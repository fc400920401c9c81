//! Continuous and copy effects, abilities and copies on the stack, and exile-and-return.

use super::say::{Say, Sep, list, maybe};
use super::terms::{except, until};
use crate::rules::action::Action;
use crate::rules::log::{Arg, LogText};
use crate::says;

/// An effect's action as a sentence.
pub(super) fn said(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    match a {
        ModifyPT { card, power, toughness, until: u } => says!(
            "log-action-modify-pt",
            card = s.first_object(card),
            power = signed(*power),
            toughness = signed(*toughness),
            until = until(*u),
        ),
        SetPT { card, power, toughness, until: u } => says!(
            "log-action-set-pt",
            card = s.first_object(card),
            power = *power,
            toughness = *toughness,
            until = until(*u),
        ),
        SwitchPT { card, until: u } => {
            says!("log-action-switch-pt", case = case, card = s.object(card), until = until(*u))
        }
        ChangeText { card, from, to, .. } => {
            says!("log-action-change-text", from = Arg::text(from), to = Arg::text(to), card = s.object(card))
        }
        BecomeColors { card, colors, .. } => {
            let each = colors.iter().map(|c| says!("log-action-color", color = Arg::key(c)).into());
            says!("log-action-become-colors", card = s.first_object(card), colors = list(each, Sep::Comma))
        }
        AddTypes { card, subtypes, types, all_creature_types, until: u, .. } => {
            let mut what = type_words(types.as_deref().unwrap_or_default(), subtypes.as_deref().unwrap_or_default());
            if *all_creature_types {
                what.push(says!("log-action-every-creature-type").into());
            }
            says!(
                "log-action-add-types",
                card = s.first_object(card),
                types = list(what, Sep::Space),
                until = until(*u),
            )
        }
        GainAbility { card, ability, until: u } => says!(
            "log-action-gain-ability",
            card = s.first_object(card),
            ability = Arg::text(ability),
            until = until(*u),
        ),
        MustBlock { card, attacker } => {
            says!("log-action-must-block", card = s.first_object(card), attacker = s.object(attacker))
        }
        LoseAllAbilities { card, until: u } => {
            says!("log-action-lose-all-abilities", card = s.first_object(card), until = until(*u))
        }
        BecomeCopy { card, of, until: u, except: ex } => says!(
            "log-action-become-copy",
            card = s.first_object(card),
            original = s.object(of),
            except = except(ex.as_deref()),
            until = until(*u),
        ),
        _ => stack(a, s),
    }
}

/// Abilities and copies on the stack, and exile-and-return.
fn stack(a: &Action, s: Say<'_>) -> LogText {
    use Action::*;
    let case = s.case();
    match a {
        Stack { source, trigger, effect, .. } => says!(
            "log-action-stack",
            source = s.first_object(source),
            kind = Arg::key(trigger.unwrap_or_default()),
            effect = effect.said_as(s.lowered()),
        ),
        ResolveAbility(id) => says!("log-action-resolve-ability", case = case, id = Arg::text(id.as_str())),
        CopySpell { spell, controller: Some(p), .. } => {
            says!("log-action-copy-spell-for", case = case, spell = s.object(spell), player = s.player(p))
        }
        CopySpell { spell, controller: None, .. } => {
            says!("log-action-copy-spell", case = case, spell = s.object(spell))
        }
        ExileAndReturn { card, transformed, under } => says!(
            "log-action-exile-and-return",
            case = case,
            card = s.object(card),
            transformed = maybe(transformed.unwrap_or(false).then(|| says!("log-action-transformed"))),
            control = maybe(under.as_ref().map(|p| says!("log-action-under-control", player = s.player(p)))),
        ),
        _ => LogText::default(),
    }
}

/// A number with its sign ("+1", "-1", "+0").
fn signed(n: i32) -> LogText {
    let sign = Arg::text(if n < 0 { "minus" } else { "plus" });
    says!("log-action-signed", sign = sign, n = n.unsigned_abs())
}

/// Card types and subtypes, each as the log says it ("Artifact Creature Bird").
fn type_words(types: &[crate::cards::CardType], subtypes: &[String]) -> Vec<Arg> {
    let mut what: Vec<Arg> =
        types.iter().map(|t| says!("log-action-card-type", cardtype = Arg::key(t)).into()).collect();
    what.extend(subtypes.iter().map(Arg::text));
    what
}

/// A type-changing effect as the log and the inspector name it (613.1d): the types it gives,
/// "type-changing effect" where it gives none.
pub(crate) fn types_gained(types: &[crate::cards::CardType], subtypes: &[String]) -> LogText {
    match type_words(types, subtypes) {
        what if what.is_empty() => says!("log-effect-changes-types"),
        what => says!("log-effect-gains-types", types = list(what, Sep::Space)),
    }
}

/// The colours an effect makes an object (`log-effect-color`): "colourless", or each one, "red
/// and green".
pub(crate) fn colors_said(colors: &[crate::cards::Color]) -> LogText {
    match colors {
        [] => says!("log-effect-colorless"),
        [one] => says!("log-effect-color", color = Arg::key(one)),
        [one, rest @ ..] => {
            let first = says!("log-effect-color", color = Arg::key(one));
            says!("log-effect-colors-and", first = first, rest = colors_said(rest))
        }
    }
}
