//! Continuous effects (611) on an object, by the layer they apply in (613).

use bevy::prelude::*;

use super::action::Until;
use super::characteristics::{Copiable, Layer};
use crate::cards::{CardType, ColorSet};

/// What a continuous effect does, by layer (613.1).
#[derive(Clone, Debug, PartialEq)]
pub enum EffectKind {
    /// Layer 1a: a copy effect, with the copiable values taken when it began (707.2b).
    Copy {
        /// The copiable values.
        values: Box<Copiable>,
        /// What was copied, for the derivation.
        of: String,
    },
    /// Layer 3: a text-changing effect (612.1) replaces a word of its rules text with another
    /// ("Human" with "Bear", "green" with "blue").
    ChangeText {
        /// The word replaced.
        from: String,
        /// The word it becomes.
        to: String,
    },
    /// Layer 4.
    AddTypes {
        /// Card types added.
        types: Vec<CardType>,
        /// Subtypes added.
        subtypes: Vec<String>,
        /// Every creature type (205.3m).
        all_creature_types: bool,
        /// Its other creature types go ("becomes a Bird artifact creature", 205.1b).
        creature_types_replaced: bool,
    },
    /// Layer 5: it becomes these colours (105.3, 613.1e).
    SetColors(ColorSet),
    /// Layer 6: it gains this ability, by its text (611.2, 613.1f).
    AddAbility(String),
    /// Layer 6.
    LoseAllAbilities,
    /// Layer 7b.
    SetPT(i32, i32),
    /// Layer 7c.
    ModifyPT(i32, i32),
    /// Layer 7d.
    SwitchPT,
}

/// A continuous effect on one object (611), with its timestamp and duration.
#[derive(Clone, Debug, PartialEq)]
pub struct ContinuousEffect {
    /// What it does.
    pub kind: EffectKind,
    /// When it began (613.7).
    pub timestamp: u64,
    /// How long it lasts.
    pub until: Until,
    /// What created it, for the derivation display.
    pub source: String,
}

/// The continuous effects applying to an object. They end when it changes zones (400.7), and
/// survive a transform (712.18) or turning face up (708.8).
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct Effects(pub Vec<ContinuousEffect>);

impl EffectKind {
    /// The layer it applies in (613.1, 613.2, 613.4).
    pub fn layer(&self) -> Layer {
        match self {
            EffectKind::Copy { .. } => Layer::L1a,
            EffectKind::ChangeText { .. } => Layer::L3,
            EffectKind::AddTypes { .. } => Layer::L4,
            EffectKind::SetColors(_) => Layer::L5,
            EffectKind::AddAbility(_) | EffectKind::LoseAllAbilities => Layer::L6,
            EffectKind::SetPT(..) => Layer::L7b,
            EffectKind::ModifyPT(..) => Layer::L7c,
            EffectKind::SwitchPT => Layer::L7d,
        }
    }

    /// The rule of the layer it applies in: the layer's own ([`Layer::rule`]), so the log and
    /// the inspector cite the same rule for the same effect.
    pub fn layer_rule(&self) -> &'static str {
        self.layer().rule()
    }
}

impl Effects {
    /// Whether a copy effect applies (707).
    pub fn has_copy(&self) -> bool {
        self.0.iter().any(|x| matches!(x.kind, EffectKind::Copy { .. }))
    }
    /// Whether it has lost all its abilities (613.1f).
    pub fn lost_abilities(&self) -> bool {
        self.0.iter().any(|x| x.kind == EffectKind::LoseAllAbilities)
    }
}
