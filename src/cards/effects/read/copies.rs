//! "Create a token that's a copy of target creature you control, except it has haste"
//! (111.12, 707.9b), the copies embalm and eternalize make (702.128a, 702.129a), and "Copy
//! target instant or sorcery spell. You may choose new targets for the copy." (707.10).

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
            more_types: Vec::new(),
        };
        EffectStep::CreateTokenCopy { of: Aim::This, except }
    }
}

/// "Copy target instant or sorcery spell[, you may choose new targets for the copy]" (707.10,
/// 707.10c; its two sentences joined), or None.
pub(super) fn spell_copy(s: &str) -> Option<Vec<EffectStep>> {
    let rest = s.strip_prefix("Copy target ")?;
    let (what, new_targets) = match rest.strip_suffix(", you may choose new targets for the copy") {
        Some(what) => (what, true),
        None => (rest, false),
    };
    let wanted = super::aims::spell_wanted(what)?;
    let aim = Aim::Target(crate::cards::effects::TargetKind::Spell(wanted));
    Some(vec![EffectStep::CopySpell { aim, new_targets }])
}

#[cfg(test)]
mod tests {
    use crate::cards::effects::{Aim, EffectStep, SpellEffect, TargetKind};

    #[test]
    fn rule_707_10c_a_spell_copied_with_or_without_new_targets_is_read() {
        // Twincast (2019 Scryfall dump); the same without its second sentence.
        let twincast =
            SpellEffect::parse("Copy target instant or sorcery spell. You may choose new targets for the copy.");
        let Some([EffectStep::CopySpell { aim: Aim::Target(TargetKind::Spell(w)), new_targets: true }]) =
            twincast.as_ref().map(|e| &e.steps[..])
        else {
            panic!("{twincast:?}")
        };
        assert_eq!(w.filter.types.len(), 2);
        let plain = SpellEffect::parse("Copy target instant or sorcery spell.").expect("read");
        assert!(matches!(&plain.steps[..], [EffectStep::CopySpell { new_targets: false, .. }]));
        assert!(SpellEffect::parse("Copy target creature spell, you may choose new targets for the copy.").is_some());
        assert!(SpellEffect::parse("Copy target instant or sorcery spell three times.").is_none());
    }
}
