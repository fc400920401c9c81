//! How many a step does (damage dealt, cards drawn, life gained, counters put, tokens made, a
//! creature's bonus): a number printed, the X its spell was cast with (107.3a), or a number
//! counted as the step happens ("for each creature you control", "equal to the number of cards
//! in your hand", "where X is ...", 608.2h). Read by `read::aims`.

use super::{Aim, EffectStep, SpellEffect, Wanted};

/// How many.
#[derive(Clone, Debug, PartialEq)]
pub enum Amount {
    /// A number printed.
    Fixed(u32),
    /// X: the value its caster chose for {X} as the spell was cast (107.3a, 601.2b); a spell
    /// cast without choosing one has 0 (107.3b).
    X,
    /// "that much": what a triggered ability's event counted (the damage dealt: "Whenever
    /// [this] deals damage, you gain that much life"); 0 for a spell.
    ThatMuch,
    /// `times` for each one counted as the step happens (608.2h): "a card for each",
    /// "2 damage for each", "equal to", "where X is".
    Count {
        /// How many for each.
        times: u32,
        /// What is counted (boxed: the filters it may hold are larger than a number).
        what: Box<Count>,
    },
}

/// What a step's amount counts, as the step happens.
#[derive(Clone, Debug, PartialEq)]
pub enum Count {
    /// "half your life, rounded up", "half their life, rounded up" (107.1a): of each player
    /// counted, half their life total rounded up (none of a life total below 1).
    HalfLifeRoundedUp(Whose),
    /// "each opponent you attacked with a creature this combat" (melee, 702.121a): the
    /// opponents who defended against the creatures "you" declared as attackers this combat.
    OpponentsAttackedThisCombat,
    /// The permanents on the battlefield that fit: "creatures you control", "Forests you
    /// control", "other Elves you control".
    Permanents(Wanted),
    /// The permanents of a kind the player named before controls ("the number of Islands
    /// target opponent controls": the target the step before chose).
    ControlledByIt(Wanted),
    /// The cards in a hand.
    CardsInHand(Whose),
    /// The cards of a kind in a graveyard ("creature cards in your graveyard").
    CardsInGraveyard(Whose, crate::cards::filter::ObjectFilter),
    /// The power of an object: the ability's source (`Aim::This`) or the target named before
    /// (`Aim::It`), as it is now or as it last existed (608.2h).
    Power(Aim),
    /// The toughness of an object, as `Power`.
    Toughness(Aim),
    /// "the sacrificed creature's power" (`power`) or toughness: the permanent sacrificed to
    /// pay for the spell or ability (601.2h, 602.2b), as it last existed on the battlefield
    /// (608.2h).
    Sacrificed {
        /// Its power, else its toughness.
        power: bool,
    },
    /// The mana value of the card the step before named ("You lose life equal to its
    /// converted mana cost", 202.3), where it is now.
    ManaValue(Aim),
    /// The counters of a kind on the ability's source ("for each charge counter on [this]").
    CountersOnThis(String),
    /// "the number of creatures exiled this way" (Sunfall), "the number of creatures you
    /// controlled that were destroyed this way" (Kaya's Wrath): the permanents the step before
    /// destroyed or exiled (not one indestructible or regenerated), only those "you" controlled
    /// where it says so (608.2c, 608.2h).
    ThisWay {
        /// Only the permanents its controller controlled.
        yours: bool,
    },
    /// The card types among the cards in a graveyard, or in all of them (Tarmogoyf; delirium,
    /// 207.2c).
    CardTypesInGraveyard(Whose),
    /// The opponents its controller has in the game (102.2; undaunted, 702.125a).
    Opponents,
    /// "each spell you've cast this turn" (Aetherflux Reservoir): the spells its controller
    /// cast this turn, this one among them.
    SpellsCastThisTurn,
    /// "your devotion to black" (700.5): the mana symbols of that colour among the mana costs
    /// of the permanents its controller controls (a hybrid symbol counts for each colour).
    Devotion(crate::cards::Color),
    /// The colours of mana spent to cast the spell its source is or was (601.2h; converge,
    /// sunburst, 702.44a): "for each color of mana spent to cast it".
    ColorsSpent,
    /// The creatures blocking the creature the step is done to ("it gets +1/+1 until end of
    /// turn for each creature blocking it", 509.1h); `beyond_first`: all but one of them
    /// (rampage, 702.23a).
    BlockingIt {
        /// "beyond the first".
        beyond_first: bool,
    },
    /// The Auras or Equipment attached to the object counted for ("[This] gets +2/+2 for each
    /// Aura attached to it", 303.4, 301.5): the object whose ability it is, or the one an
    /// attached bonus is for.
    AttachedToIt {
        /// Auras count.
        auras: bool,
        /// Equipment counts.
        equipment: bool,
    },
}

/// Whose hand or graveyard is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// Its controller's ("your hand").
    You,
    /// The player the step is done to ("that player's hand", "their hand" after "target
    /// player").
    Theirs,
    /// Every player's ("all graveyards").
    All,
}

impl Amount {
    /// The number printed, or `None` where it is X or a count.
    pub fn fixed(&self) -> Option<u32> {
        match self {
            Amount::Fixed(n) => Some(*n),
            _ => None,
        }
    }

    /// Whether it is counted as the step happens.
    pub fn counts(&self) -> bool {
        matches!(self, Amount::Count { .. })
    }
}

impl From<u32> for Amount {
    fn from(n: u32) -> Amount {
        Amount::Fixed(n)
    }
}

impl EffectStep {
    /// How many it does, where it says ("deals 3 damage", "draw X cards", "+1/+1 for each").
    pub fn amount(&self) -> Option<&Amount> {
        match self {
            EffectStep::Damage { n, .. }
            | EffectStep::Draw { n, .. }
            | EffectStep::GainLife { n, .. }
            | EffectStep::GetCounters { n, .. }
            | EffectStep::LoseLife { n, .. }
            | EffectStep::Mill { n, .. }
            | EffectStep::PlusOneCounters { n, .. }
            | EffectStep::CreateTokens { n, .. }
            | EffectStep::Pump { times: n, .. }
            | EffectStep::AddChosenMana(n)
            | EffectStep::Incubate(n) => Some(n),
            EffectStep::Search(s) => s.mana_value_at_most.as_ref(),
            _ => None,
        }
    }

    /// [`EffectStep::amount`], to change.
    pub fn amount_mut(&mut self) -> Option<&mut Amount> {
        match self {
            EffectStep::Damage { n, .. }
            | EffectStep::Draw { n, .. }
            | EffectStep::GainLife { n, .. }
            | EffectStep::GetCounters { n, .. }
            | EffectStep::LoseLife { n, .. }
            | EffectStep::Mill { n, .. }
            | EffectStep::PlusOneCounters { n, .. }
            | EffectStep::CreateTokens { n, .. }
            | EffectStep::Pump { times: n, .. }
            | EffectStep::Incubate(n) => Some(n),
            EffectStep::Search(s) => std::sync::Arc::make_mut(s).mana_value_at_most.as_mut(),
            _ => None,
        }
    }
}

impl SpellEffect {
    /// Whether a step says X: any step (`anywhere`), or one a delayed or reflexive ability, a
    /// payment or a kicker holds (they don't know the spell's X).
    pub(super) fn uses_x(&self, anywhere: bool) -> bool {
        self.steps.iter().any(|s| {
            let inner = match s {
                EffectStep::Delayed { effect, .. }
                | EffectStep::WhenYouDo { effect, .. }
                | EffectStep::IfYouPay { effect, .. }
                | EffectStep::IfKicked(effect)
                | EffectStep::IfDone(effect)
                | EffectStep::IfItWas { effect, .. } => effect.uses_x(true),
                // A condition's steps are the spell's, with its X ("If X is 10 or more, ...").
                EffectStep::IfHolds { effect, .. } => effect.uses_x(anywhere),
                // "unless its controller pays {X}": the spell's own X, which an ability hasn't.
                EffectStep::Unless { step, cost, x, .. } => {
                    step.amount() == Some(&Amount::X)
                        || (anywhere
                            && x.is_none()
                            && cost.iter().any(|m| matches!(m, crate::cards::ManaSymbol::Variable(_))))
                }
                EffectStep::IfItIs { step, .. } => step.amount() == Some(&Amount::X),
                EffectStep::InsteadIf { step, instead, .. } => {
                    [step, instead].iter().any(|s| s.amount() == Some(&Amount::X))
                }
                _ => false,
            };
            let x_in_aim = s.aim().wanted().is_some_and(super::Wanted::says_x);
            inner || (anywhere && (s.amount() == Some(&Amount::X) || x_in_aim))
        })
    }
}
