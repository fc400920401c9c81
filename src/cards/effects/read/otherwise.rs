//! "You gain 4 life. If a creature died this turn, you gain 8 life instead." (608.2c): a step
//! replaced where a condition holds; and "Galvanic Blast deals 2 damage to any target. ...
//! Galvanic Blast deals 4 damage to that permanent or player instead if you control three or
//! more artifacts.": a step on a target replaced by another on the same one; and "Counter target
//! spell unless its controller pays {3}" (118.12a), the step a payment stops; and "If that land
//! was nonbasic, ..." (608.2h), steps for a target of a kind.

use super::super::{Aim, Amount, EffectStep, Payer, SpellEffect, Wanted, With};
use super::players::player_step;
use super::{aims, single, step};

/// "Counter target spell if it's blue" (Pyroblast): the step, for an object of that colour;
/// "Destroy target creature if it has converted mana cost 2 or less" (Fatal Push), and "that
/// creature" where a line after it replaces the first ([`instead`]).
pub(in crate::cards::effects) fn if_it_is(s: &str) -> Option<EffectStep> {
    let is = s.rsplit_once(" if it's ").and_then(|(first, color)| {
        Some((first, Wanted { colors: vec![crate::cards::Color::from_word(color)?], ..Wanted::default() }))
    });
    let (first, is) = is.or_else(|| {
        let (first, with) = s.rsplit_once(" if it has ")?;
        Some((first, Wanted { with: super::aims::with_words(with, true)?, ..Wanted::default() }))
    })?;
    let one = single(first).filter(|x| matches!(x.aim(), Aim::Target(_) | Aim::It))?;
    Some(EffectStep::IfItIs { step: Box::new(one), is: Box::new(is) })
}

/// "If it was a creature card, put a +1/+1 counter on [this] and you gain 1 life.", "If that
/// land was nonbasic, [this] deals 2 damage to the land's controller." after a step on one
/// target (`before`): the steps, done where the target was of that kind (608.2h); none of
/// them with a target or a choice.
pub(in crate::cards::effects) fn if_it_was(sentence: &str, before: Option<&EffectStep>) -> Option<EffectStep> {
    let (object, rest) = sentence.strip_prefix("If ")?.split_once(" was ")?;
    if !matches!(object, "it" | "that land" | "that creature" | "that permanent") {
        return None;
    }
    let (kind, then) = rest.split_once(", ")?;
    let one_target = before.is_some_and(|s| matches!(s.aim(), Aim::Target(_)));
    if !one_target || kind.contains(" this way") || kind == "kicked" {
        return None;
    }
    let kind = kind.strip_prefix("a ").or_else(|| kind.strip_prefix("an ")).unwrap_or(kind);
    let kind = kind.strip_suffix(" card").unwrap_or(kind);
    let is = match kind {
        "nonbasic" => Wanted { with: vec![With::Basic(false)], ..Wanted::default() },
        kind => super::aims::wanted(kind).filter(|w| w.status.is_none())?,
    };
    let then = then.replace("the land's controller", "that land's controller");
    let steps = super::step(&crate::cards::capitalized(&then))?;
    // "it" and "its controller" name that target (`rules::ops::spells::was`).
    let fits = |s: &EffectStep| s.stands_alone() || matches!(s.aim(), Aim::It | Aim::ItsController) && !s.waits();
    if !steps.iter().all(fits) {
        return None;
    }
    Some(EffectStep::IfItWas { is: Box::new(is), effect: SpellEffect { steps }.into() })
}

/// "[Steps] instead if [condition]" said the other way round, "If [condition], [steps]
/// instead", with "that permanent or player" (what the step before targeted) as "it".
pub(in crate::cards::effects) fn instead_if_first(sentence: &str) -> Option<String> {
    let (then, condition) = sentence.rsplit_once(" instead if ")?;
    let then = ["that permanent or player", "that creature or player", "that player or planeswalker"]
        .iter()
        .fold(then.to_string(), |t, w| t.replace(w, "it"));
    Some(format!("If {condition}, {then} instead"))
}

/// "If [condition], [steps] instead" after a sentence whose steps are `before` (608.2c): the
/// steps before where the condition doesn't hold, these where it does; each standing alone (no
/// target, nothing a step before named), or one step on a target before and one on "it" after
/// (`EffectStep::InsteadIf`).
pub(in crate::cards::effects) fn instead(sentence: &str, before: &[EffectStep]) -> Option<Vec<EffectStep>> {
    use crate::cards::condition::Condition;
    let (condition, then) = sentence.strip_prefix("If ")?.split_once(", ")?;
    let then = then.strip_suffix(" instead")?;
    let condition = Condition::parse(condition);
    if !condition.judged() {
        return None;
    }
    let alone =
        |steps: &[EffectStep]| !steps.is_empty() && steps.iter().all(|s| s.stands_alone() && *s.aim() != Aim::This);
    let then = step(&crate::cards::capitalized(then))?;
    if let ([first], [again]) = (before, then.as_slice())
        && matches!(first.aim(), Aim::Target(_))
        && *again.aim() == Aim::It
        && [first, again].iter().all(|s| to_one(s))
    {
        let (step, instead) = (Box::new(first.clone()), Box::new(again.clone()));
        return Some(vec![EffectStep::InsteadIf { step, instead, condition: Box::new(condition) }]);
    }
    if !alone(before) || !alone(&then) {
        return None;
    }
    let otherwise = SpellEffect { steps: before.to_vec() }.into();
    let not =
        EffectStep::IfHolds { condition: Box::new(Condition::Not(Box::new(condition.clone()))), effect: otherwise };
    Some(vec![not, EffectStep::IfHolds { condition: Box::new(condition), effect: SpellEffect { steps: then }.into() }])
}

/// Whether a step is done to each object or player it aims at, one action each (what
/// `EffectStep::InsteadIf` chooses between as it resolves).
fn to_one(step: &EffectStep) -> bool {
    match step {
        EffectStep::IfItIs { step, .. } => to_one(step),
        EffectStep::Damage { .. }
        | EffectStep::Destroy(_)
        | EffectStep::Exile(_)
        | EffectStep::ReturnToHand(_)
        | EffectStep::ReturnToBattlefield { .. }
        | EffectStep::Tap(_)
        | EffectStep::Untap(_)
        | EffectStep::TapOrUntap(_)
        | EffectStep::Pump { .. }
        | EffectStep::GainKeyword { .. }
        | EffectStep::PlusOneCounters { .. }
        | EffectStep::AddCounters { .. }
        | EffectStep::GainControl { .. }
        | EffectStep::Sacrifice(_) => true,
        _ => false,
    }
}

/// 118.12a: "Counter target spell unless its controller pays {3}", "Sacrifice this unless you
/// pay {2}": one step, and who may pay how much to stop it.
pub(in crate::cards::effects) fn unless(s: &str) -> Option<EffectStep> {
    let payers = [
        (" unless its controller pays ", Payer::ItsController),
        (" unless you pay ", Payer::You),
        (" unless that player pays ", Payer::ThatPlayer),
    ];
    for (words, payer) in payers {
        if let Some((first, cost)) = s.split_once(words) {
            // 702.24a: "{1} for each age counter on this permanent". "{1} for each card in your
            // graveyard" (Circular Logic): an X of so much for each, counted as it is asked.
            let mut counted = None;
            let (cost, per_counter) = match cost.split_once(" for each ") {
                Some((cost, each)) => {
                    match each.strip_suffix(" counter on this permanent").filter(|k| !k.contains(' ')) {
                        Some(kind) => (cost, Some(kind.to_string())),
                        None => {
                            let times =
                                cost.strip_prefix('{')?.strip_suffix('}')?.parse::<u32>().ok().filter(|n| *n > 0)?;
                            counted = Some(Amount::Count { times, what: Box::new(aims::for_each_now(each)?) });
                            ("{X}", None)
                        }
                    }
                }
                None => (cost, None),
            };
            // "{X}": the spell's X as it resolves (an ability's is refused, `uses_x`); "{X},
            // where X is [this]'s power": counted as it resolves.
            let (cost, x) = match cost.split_once(", where X is ") {
                Some((cost, what)) => (cost, Some(Amount::Count { times: 1, what: Box::new(aims::counted(what)?) })),
                None => (cost, counted),
            };
            let cost = crate::cards::ManaCost::parse(cost).ok().filter(|c| !c.symbols.is_empty())?;
            // A player's step ("draw a card", "create a Treasure token") is "you"'s to stop by
            // paying or another's.
            let step = single(first).or_else(|| player_step(first))?;
            if payer == Payer::ItsController && !matches!(step.aim(), Aim::Target(_)) {
                return None;
            }
            return Some(EffectStep::Unless { step: Box::new(step), payer, cost: cost.symbols, per_counter, x });
        }
    }
    None
}
