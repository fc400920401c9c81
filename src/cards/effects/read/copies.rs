//! "Create a token that's a copy of target creature you control, except it has haste"
//! (111.12, 707.9b), and the copies embalm and eternalize make (702.128a, 702.129a).

use super::super::{Aim, CopyExcept, EffectStep};
use super::aims::permanent_aim;
use crate::cards::{Color, lowercased};

/// The step of "Create a token that's a copy of [what][, except it has haste]", or None.
pub(super) fn token_copy(s: &str) -> Option<Vec<EffectStep>> {
    let rest = s.strip_prefix("Create a token that's a copy of ")?;
    let (what, except) = match rest.split_once(", except it has ") {
        Some((what, keywords)) => {
            let keywords = super::grants::enforced_keywords(keywords)?;
            (what, CopyExcept { keywords, ..CopyExcept::default() })
        }
        None => (rest, CopyExcept::default()),
    };
    let of = match what {
        "it" | "that creature" => Aim::It,
        w if w.starts_with("target ") || w.starts_with("another target ") => {
            permanent_aim(&lowercased(w)).filter(|a| a.is_target())?
        }
        w => permanent_aim(w).filter(|a| *a == Aim::This)?,
    };
    Some(vec![EffectStep::CreateTokenCopy { of, except }])
}

/// Embalm's or eternalize's copy of the card itself (702.128a, 702.129a): white, or a 4/4 black,
/// a Zombie in addition to its other types, with no mana cost.
impl EffectStep {
    pub(in crate::cards) fn zombie_copy(eternalize: bool) -> EffectStep {
        let except = CopyExcept {
            colors: Some(vec![if eternalize { Color::Black } else { Color::White }]),
            more_subtypes: vec!["Zombie".to_string()],
            pt: eternalize.then_some((4, 4)),
            no_mana_cost: true,
            keywords: Vec::new(),
        };
        EffectStep::CreateTokenCopy { of: Aim::This, except }
    }
}
