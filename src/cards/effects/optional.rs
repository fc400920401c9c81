//! What a triggered ability's "you may" buys: an optional sacrifice and the reflexive ability it
//! triggers (603.12), a payment and the steps it buys (118.12, 603.5); and who may pay to stop an
//! "unless" step (118.12a).

use super::{EffectStep, Sacrificed, SpellEffect};
use crate::cards::filter::without_reminder;

impl SpellEffect {
    /// Reads an optional sacrifice and the reflexive ability it triggers (603.12), after "you
    /// may": "sacrifice another creature. When you do, destroy target creature an opponent
    /// controls."
    pub fn parse_when_you_do(text: &str) -> Option<SpellEffect> {
        let text = without_reminder(text);
        let (cost, then) = text.trim().split_once(". When you do, ")?;
        let what = cost.strip_prefix("sacrifice ")?;
        let (what, another) = match what.strip_prefix("another ") {
            Some(w) => (w, true),
            None => (what.strip_prefix("a ").or_else(|| what.strip_prefix("an "))?, false),
        };
        let filter = crate::cards::filter::type_filter(what)?;
        let effect = SpellEffect::parse_ability(then)?;
        // One reflexive ability, whose "it" is its source: not a delayed one within.
        if effect.steps.iter().any(|s| matches!(s, EffectStep::Delayed { .. } | EffectStep::WhenYouDo { .. })) {
            return None;
        }
        let text = crate::cards::capitalized(then);
        let step = EffectStep::WhenYouDo { sacrifice: Sacrificed { filter, another }, effect: effect.into(), text };
        Some(SpellEffect { steps: vec![step] })
    }

    /// Reads "pay {1}. If you do, draw a card." after a triggered ability's "you may" (118.12,
    /// 603.5): the payment, and the steps it buys (with targets, none a choice).
    pub fn parse_if_you_pay(text: &str) -> Option<SpellEffect> {
        let text = without_reminder(text);
        let (cost, then) = text.trim().strip_prefix("pay ")?.split_once(". If you do, ")?;
        // 107.14: "pay {E}{E}", energy alone.
        let energy = crate::cards::filter::energy_symbols(cost).unwrap_or(0);
        let cost = if energy > 0 { Vec::new() } else { crate::cards::ManaCost::parse(cost).ok()?.symbols };
        let plain = energy > 0
            || (!cost.is_empty() && cost.iter().all(|m| !matches!(m, crate::cards::ManaSymbol::Variable(_))));
        let effect = SpellEffect::parse_ability(then).filter(|_| plain)?;
        // Its targets are chosen as the ability goes on the stack (603.3d).
        let simple = effect
            .steps
            .iter()
            .all(|s| !s.waits() && !s.done_as_worked_out() && (s.aim().is_target() || s.stands_alone()));
        let text = crate::cards::capitalized(then);
        simple.then(|| SpellEffect { steps: vec![EffectStep::IfYouPay { cost, energy, effect: effect.into(), text }] })
    }
}

/// Who may pay to stop an "unless" step (118.12a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Payer {
    /// "unless its controller pays": the controller of the object the step acts on.
    ItsController,
    /// "unless you pay": the effect's controller.
    You,
    /// "unless that player pays": the player a triggered ability's event named (Rhystic
    /// Study's caster).
    ThatPlayer,
}
