//! What a step is, for the readers and the rules that carry it out: whether it waits for a
//! choice, is done as it is worked out, stands alone, and what it aims at.

use super::*;

impl EffectStep {
    /// Whether it is a choice a player makes as the effect resolves, which its later steps wait
    /// for (a search, a scry, a discard of their choice, cards put back from a hand).
    pub fn waits(&self) -> bool {
        matches!(
            self,
            EffectStep::Search(_)
                | EffectStep::Scry(_)
                | EffectStep::Surveil(_)
                | EffectStep::ArrangeTop { .. }
                | EffectStep::Discard { random: false, .. }
                | EffectStep::DiscardChosen { .. }
                | EffectStep::PutBackFromHand(..)
                | EffectStep::PutFromHand { .. }
                | EffectStep::ExileFromHand { .. }
                | EffectStep::ExileFromGraveyard { .. }
                | EffectStep::Unless { .. }
                | EffectStep::SacrificeChosen { .. }
                | EffectStep::ReturnChosen { .. }
                | EffectStep::Bolster(_)
                | EffectStep::Proliferate
                | EffectStep::UntapLands(_)
                | EffectStep::ReturnFromGraveyard(_)
                | EffectStep::PayLifeOrPutBack(..)
                | EffectStep::KeepOneOfEach(..)
                | EffectStep::IfYouPay { .. }
                | EffectStep::ChooseColor
                | EffectStep::ChooseName { .. }
                | EffectStep::Piles(_)
                | EffectStep::ReturnOrSacrifice(_)
        )
    }

    /// Whether working out what it does already does it (a regeneration or prevention shield,
    /// "exile it if it would die": nothing to carry out later), so it can't wait for a payment.
    pub fn done_as_worked_out(&self) -> bool {
        matches!(
            self,
            EffectStep::Regenerate(_)
                | EffectStep::ExileIfItDies(_)
                | EffectStep::ExileIfItLeaves(_)
                | EffectStep::SkipNextUntap(_)
                | EffectStep::Become(..)
                | EffectStep::NoRegeneration(_)
                | EffectStep::PreventNext { .. }
                | EffectStep::PreventAll { .. }
                | EffectStep::PreventCombatDamage
                | EffectStep::AdditionalLands(_)
        )
    }

    /// Whether it can be done on its own as the part of an effect a condition or a payment
    /// buys ("If you do, draw a card", "If this spell was kicked, ..."): no choice the rest
    /// would wait for, no target (chosen before), nothing named by a step before, no delayed
    /// or reflexive ability.
    pub fn stands_alone(&self) -> bool {
        !self.waits()
            && !self.aim().is_target()
            && !matches!(self.aim(), Aim::It | Aim::ItsController)
            && !matches!(self, EffectStep::Delayed { .. } | EffectStep::WhenYouDo { .. })
    }

    /// Whether it acts on objects a later "it" may name (603.7c): a target, the object named
    /// before, the source, or the tokens it creates.
    pub fn names_objects(&self) -> bool {
        matches!(self, EffectStep::CreateTokens { .. }) || self.aim().names_objects()
    }

    /// What it aims at.
    pub fn aim(&self) -> &Aim {
        match self {
            // Its controller creates the tokens.
            EffectStep::CreateTokens { who, .. } => who,
            EffectStep::Amass(_) | EffectStep::Incubate(_) => &Aim::You,
            EffectStep::BecomeCreature(a) => &a.aim,
            EffectStep::CastThis { .. } | EffectStep::CastForMadness => &Aim::This,
            // Its controller gets the delayed ability, the emblem.
            EffectStep::Delayed { .. } | EffectStep::Emblem(_) => &Aim::You,
            // Its controller sacrifices, and controls the reflexive ability.
            EffectStep::WhenYouDo { .. } => &Aim::You,
            EffectStep::PreventCombatDamage | EffectStep::AdditionalLands(_) => &Aim::You,
            // Its owner shuffles.
            EffectStep::ShuffleThisIntoLibrary => &Aim::You,
            // Its controller pays.
            EffectStep::IfYouPay { .. } => &Aim::You,
            EffectStep::IfKicked(_)
            | EffectStep::IfHolds { .. }
            | EffectStep::IfItWas { .. }
            | EffectStep::IfYouDont(_)
            | EffectStep::IfDone(_)
            | EffectStep::Cascade
            | EffectStep::Storm
            | EffectStep::Bolster(_)
            | EffectStep::Proliferate
            | EffectStep::UntapLands(_)
            | EffectStep::ReturnFromGraveyard(_)
            | EffectStep::PayLifeOrPutBack(..) => &Aim::You,
            EffectStep::Search(s) => &s.who,
            EffectStep::AddMana { who, .. } => who,
            EffectStep::Unless { step, .. } | EffectStep::IfItIs { step, .. } | EffectStep::InsteadIf { step, .. } => {
                step.aim()
            }
            EffectStep::Scry(_)
            | EffectStep::Surveil(_)
            | EffectStep::ArrangeTop { .. }
            | EffectStep::ChooseColor
            | EffectStep::ChooseName { .. }
            | EffectStep::AddChosenMana(_) => &Aim::You,
            EffectStep::DiscardNamed { who } | EffectStep::PutBackFromHand(_, who) => who,
            EffectStep::Piles(who) => who,
            EffectStep::CopySpell { aim, .. } => aim,
            // "this" is what may be sacrificed.
            EffectStep::ReturnOrSacrifice(_) => &Aim::This,
            EffectStep::Damage { to: a, .. }
            | EffectStep::DividedDamage { to: a, .. }
            | EffectStep::Destroy(a)
            | EffectStep::Transform(a)
            | EffectStep::Exile(a)
            | EffectStep::ExileUntilThisLeaves(a)
            | EffectStep::ReturnToHand(a)
            | EffectStep::Tap(a)
            | EffectStep::Untap(a)
            | EffectStep::TapOrUntap(a)
            | EffectStep::BecomeColors { aim: a, .. }
            | EffectStep::Regenerate(a)
            | EffectStep::ExileIfItDies(a)
            | EffectStep::ExileIfItLeaves(a)
            | EffectStep::SkipNextUntap(a)
            | EffectStep::Become(a, _)
            | EffectStep::Explore(a)
            | EffectStep::NoRegeneration(a)
            | EffectStep::CantBlock(a)
            | EffectStep::CantBeBlocked(a, _)
            | EffectStep::CantAttackOrBlock(a)
            | EffectStep::CombatDemand { aim: a, .. }
            | EffectStep::RemoveFromCombat(a)
            | EffectStep::GainControl { aim: a, .. }
            | EffectStep::PutInLibrary { aim: a, .. }
            | EffectStep::Sacrifice(a)
            | EffectStep::ReturnToBattlefield { aim: a, .. }
            | EffectStep::Pump { aim: a, .. }
            | EffectStep::GainKeyword { aim: a, .. }
            | EffectStep::GainKeywordForever { aim: a, .. }
            | EffectStep::PlusOneCounters { aim: a, .. }
            | EffectStep::AddCounters { aim: a, .. }
            | EffectStep::RemoveCounters { aim: a, .. }
            | EffectStep::CounterSpell(a)
            | EffectStep::CounterInstead { aim: a, .. }
            | EffectStep::PutFromHand { who: a, .. }
            | EffectStep::ExileFromHand { who: a, .. }
            | EffectStep::ExileFromGraveyard { who: a, .. }
            | EffectStep::ReturnChosen { who: a, .. }
            | EffectStep::Draw { who: a, .. }
            | EffectStep::GainLife { who: a, .. }
            | EffectStep::GetCounters { who: a, .. }
            | EffectStep::WinOrLose { who: a, .. }
            | EffectStep::BecomeMonarch(a)
            | EffectStep::SwitchPT(a)
            | EffectStep::CreateTokenCopy { of: a, .. }
            | EffectStep::LoseLife { who: a, .. }
            | EffectStep::GainLifeEqual { who: a, .. }
            | EffectStep::GainLifeLost { who: a }
            | EffectStep::Mill { who: a, .. }
            | EffectStep::ExileGraveyard { who: a }
            | EffectStep::ExtraTurns { who: a, .. }
            | EffectStep::ShuffleGraveyard { who: a }
            | EffectStep::LookAtHand { whose: a }
            | EffectStep::TopToHand { who: a }
            | EffectStep::ExileTop { who: a, .. }
            | EffectStep::PreventNext { to: a, .. }
            | EffectStep::PreventAll { aim: a, .. }
            | EffectStep::Discard { who: a, .. }
            | EffectStep::DiscardChosen { who: a, .. }
            | EffectStep::SacrificeChosen { who: a, .. }
            | EffectStep::KeepOneOfEach(a, _)
            | EffectStep::AttachThis(a)
            | EffectStep::ChooseTarget(a)
            | EffectStep::Fight { aim: a, .. }
            | EffectStep::DamageByPower { aim: a, .. } => a,
        }
    }
}

impl SpellEffect {
    /// Whether all it does is add mana to its controller's pool ("Add {C}{C}.", "Add one mana of
    /// any color."), with no target: an activated ability that does so is a mana ability
    /// (605.1a), which doesn't use the stack (605.3a).
    pub fn adds_mana_only(&self) -> bool {
        !self.steps.is_empty()
            && self.steps.iter().any(|s| matches!(s, EffectStep::AddMana { .. } | EffectStep::AddChosenMana(_)))
            && self.steps.iter().all(|s| {
                matches!(
                    s,
                    EffectStep::AddMana { who: Aim::You, .. } | EffectStep::AddChosenMana(_) | EffectStep::ChooseColor
                )
            })
    }
}
