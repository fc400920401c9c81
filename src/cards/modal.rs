//! Modal spells (700.2): "Choose one —" and the modes written after it, each a "•" line. Its
//! caster chooses the modes as they cast it (601.2b), the rules carry out the chosen ones in the
//! order printed (608.2c), and the targets are those the chosen modes name.

use std::sync::Arc;

use super::effects::SpellEffect;

/// A modal line and its modes.
#[derive(Clone, Debug, PartialEq)]
pub struct Modal {
    /// The fewest modes chosen.
    pub min: u32,
    /// The most modes chosen.
    pub max: u32,
    /// "You may choose the same mode more than once." (700.2d): a mode may be chosen again,
    /// each time carried out (with its own targets, 601.2c).
    pub repeat: bool,
    /// Each mode's steps, in printed order (`None`: a mode the reader didn't understand).
    pub modes: Vec<Option<Arc<SpellEffect>>>,
    /// Each mode as printed, its "•" left out.
    pub words: Vec<String>,
}

impl Modal {
    /// "Choose one —", "Choose one or both —", "Choose two —", "Choose one or more —" (its modes
    /// are added by `OracleText`).
    pub fn parse(line: &str) -> Option<Modal> {
        // 700.2d: "Choose three. You may choose the same mode more than once."
        let (how, repeat) = match line.strip_suffix(". You may choose the same mode more than once.") {
            Some(how) => (how.strip_prefix("Choose ")?, true),
            None => (line.strip_prefix("Choose ")?.strip_suffix(" —")?, false),
        };
        let (min, max) = match how {
            "one" => (1, 1),
            "two" => (2, 2),
            "three" => (3, 3),
            "one or both" => (1, 2),
            "one or more" => (1, u32::MAX),
            _ => return None,
        };
        Some(Modal { min, max, repeat, modes: Vec::new(), words: Vec::new() })
    }

    /// Whether the rules carry out every mode.
    pub fn typed(&self) -> bool {
        !self.modes.is_empty() && self.modes.iter().all(Option::is_some)
    }

    /// Whether `chosen` is a choice of its modes: how many its text allows, each one it has,
    /// each once unless the text lets a mode be chosen again (700.2, 700.2d, 601.2b).
    pub fn allows(&self, chosen: &[u32]) -> bool {
        let n = chosen.len() as u32;
        let distinct = self.repeat || chosen.iter().enumerate().all(|(i, m)| !chosen[..i].contains(m));
        let most = if self.repeat { self.max } else { self.max.min(self.modes.len() as u32) };
        n >= self.min && n <= most && distinct && chosen.iter().all(|m| (*m as usize) < self.modes.len())
    }

    /// The chosen modes' steps, in printed order.
    pub fn chosen(&self, chosen: &[u32]) -> Vec<Arc<SpellEffect>> {
        let mut order: Vec<u32> = chosen.to_vec();
        order.sort_unstable();
        order.iter().filter_map(|m| self.modes.get(*m as usize).cloned().flatten()).collect()
    }

    /// The choices a caster may make: each single mode, then (where more than one may be
    /// chosen) each pair, as many as the text allows, up to two, or as many as it asks
    /// ("Choose three"); each in printed order, a mode again where the text allows it.
    pub fn choices(&self) -> Vec<Vec<u32>> {
        let n = self.modes.len() as u32;
        let most = self.max.min(self.min.max(2));
        let mut out: Vec<Vec<u32>> = Vec::new();
        for k in self.min.max(1)..=most {
            self.extend_choices(&mut Vec::new(), k, 0, n, &mut out);
        }
        out
    }

    /// Every choice of `k` modes from `from` on, after those in `so_far`.
    fn extend_choices(&self, so_far: &mut Vec<u32>, k: u32, from: u32, n: u32, out: &mut Vec<Vec<u32>>) {
        if so_far.len() as u32 == k {
            out.push(so_far.clone());
            return;
        }
        for m in from..n {
            so_far.push(m);
            self.extend_choices(so_far, k, if self.repeat { m } else { m + 1 }, n, out);
            so_far.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::OracleText;
    use crate::cards::abilities::Ability;

    #[test]
    fn rule_700_2_a_modal_spell_holds_its_modes_and_what_may_be_chosen() {
        let text = OracleText::new(
            "Choose one —\n• Counter target spell.\n• Return target creature to its owner's hand.\n• Draw a card.",
        );
        let Ability::Modal(m) = &text.abilities()[0].ability else { panic!("{:?}", text.abilities()[0]) };
        assert_eq!((m.min, m.max, m.modes.len()), (1, 1, 3));
        assert!(m.typed());
        assert!(m.allows(&[2]) && !m.allows(&[]) && !m.allows(&[0, 1]) && !m.allows(&[3]));
        assert_eq!(m.choices(), vec![vec![0], vec![1], vec![2]]);
        assert!(matches!(text.abilities()[1].ability, Ability::Mode(Some(_))));
        let both = OracleText::new("Choose one or both —\n• Draw a card.\n• You gain 3 life.");
        let Ability::Modal(m) = &both.abilities()[0].ability else { panic!() };
        assert!(m.allows(&[1, 0]) && !m.allows(&[1, 1]));
        assert_eq!(m.choices(), vec![vec![0], vec![1], vec![0, 1]]);
        // In printed order, whatever order they were named in.
        assert_eq!(m.chosen(&[1, 0]).len(), 2);
        // 700.2d: three, a mode again as often as its caster likes (Fiery Confluence, 2019 dump).
        let again = OracleText::new(
            "Choose three. You may choose the same mode more than once.\n• Draw a card.\n• You gain 3 life.",
        );
        let Ability::Modal(m) = &again.abilities()[0].ability else { panic!("{:?}", again.abilities()[0]) };
        assert!((m.min, m.max, m.repeat) == (3, 3, true) && m.typed());
        assert!(m.allows(&[0, 0, 1]) && m.allows(&[1, 1, 1]) && !m.allows(&[0, 1]) && !m.allows(&[0, 0, 2]));
        assert_eq!(m.choices(), vec![vec![0, 0, 0], vec![0, 0, 1], vec![0, 1, 1], vec![1, 1, 1]]);
        assert_eq!(m.chosen(&[1, 0, 1]).len(), 3);
        // "Choose three —" with three modes: all of them, the one choice there is.
        let three = OracleText::new("Choose three —\n• Draw a card.\n• You gain 3 life.\n• Scry 1.");
        let Ability::Modal(m) = &three.abilities()[0].ability else { panic!() };
        assert_eq!(m.choices(), vec![vec![0, 1, 2]]);
        let odd = OracleText::new("Choose one —\n• Draw a card.\n• Do something no reader knows.");
        let Ability::Modal(m) = &odd.abilities()[0].ability else { panic!() };
        assert!(!m.typed());
    }
    #[test]
    fn rule_700_2b_a_modal_triggered_ability_holds_its_modes_read_as_its_effect() {
        use crate::cards::effects::{Aim, EffectStep};
        use crate::cards::triggers::TriggerEffect;
        // Knight of Autumn (2019 dump): "[this]" in a mode is the ability's source.
        let text = OracleText::new(
            "When Knight of Autumn enters the battlefield, choose one —\n• Put two +1/+1 counters on Knight of Autumn.\n• Destroy target artifact or enchantment.\n• You gain 4 life.",
        );
        let Ability::Triggered(t) = &text.abilities()[0].ability else { panic!("{:?}", text.abilities()[0]) };
        let Some(TriggerEffect::Modal(m)) = &t.effect else { panic!("{t:?}") };
        assert_eq!((m.min, m.max, m.modes.len(), m.words.len()), (1, 1, 3, 3));
        assert_eq!(m.words[2], "You gain 4 life.");
        let first = m.modes[0].as_ref().unwrap();
        assert!(matches!(&first.steps[..], [EffectStep::PlusOneCounters { aim: Aim::This, .. }]), "{first:?}");
        assert_eq!(m.modes[1].as_ref().unwrap().slots().len(), 1);
        assert!(text.abilities()[1..].iter().all(|l| matches!(l.ability, Ability::Mode(Some(_)))));
        // A mode the reader doesn't understand leaves the whole ability to the players (Hooded
        // Assassin's "target creature that was dealt damage this turn").
        let hooded = OracleText::new(
            "When Hooded Assassin enters the battlefield, choose one —\n• Put a +1/+1 counter on Hooded Assassin.\n• Destroy target creature that was dealt damage this turn.",
        );
        let Ability::Triggered(t) = &hooded.abilities()[0].ability else { panic!() };
        assert!(t.effect.is_none(), "{t:?}");
        // "choose one or more" is not read yet (Vindictive Lich): the players'.
        let lich = OracleText::new(
            "When Vindictive Lich dies, choose one or more. Each mode must target a different player.\n• Target opponent sacrifices a creature.\n• Target opponent loses 5 life.",
        );
        let Ability::Triggered(t) = &lich.abilities()[0].ability else { panic!() };
        assert!(t.effect.is_none());
    }
}
