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
    /// Each mode's steps, in printed order (`None`: a mode the reader didn't understand).
    pub modes: Vec<Option<Arc<SpellEffect>>>,
}

impl Modal {
    /// "Choose one —", "Choose one or both —", "Choose two —", "Choose one or more —" (its modes
    /// are added by `OracleText`).
    pub fn parse(line: &str) -> Option<Modal> {
        let how = line.strip_prefix("Choose ")?.strip_suffix(" —")?;
        let (min, max) = match how {
            "one" => (1, 1),
            "two" => (2, 2),
            "three" => (3, 3),
            "one or both" => (1, 2),
            "one or more" => (1, u32::MAX),
            _ => return None,
        };
        Some(Modal { min, max, modes: Vec::new() })
    }

    /// Whether the rules carry out every mode.
    pub fn typed(&self) -> bool {
        !self.modes.is_empty() && self.modes.iter().all(Option::is_some)
    }

    /// Whether `chosen` is a choice of its modes: how many its text allows, each once and each
    /// one it has (700.2, 601.2b).
    pub fn allows(&self, chosen: &[u32]) -> bool {
        let n = chosen.len() as u32;
        let distinct = chosen.iter().enumerate().all(|(i, m)| !chosen[..i].contains(m));
        n >= self.min
            && n <= self.max.min(self.modes.len() as u32)
            && distinct
            && chosen.iter().all(|m| (*m as usize) < self.modes.len())
    }

    /// The chosen modes' steps, in printed order.
    pub fn chosen(&self, chosen: &[u32]) -> Vec<Arc<SpellEffect>> {
        let mut order: Vec<u32> = chosen.to_vec();
        order.sort_unstable();
        order.iter().filter_map(|m| self.modes.get(*m as usize).cloned().flatten()).collect()
    }

    /// The choices a caster may make: each single mode, then (where more than one may be
    /// chosen) each pair, as many as the text allows, up to two.
    pub fn choices(&self) -> Vec<Vec<u32>> {
        let n = self.modes.len() as u32;
        let mut out: Vec<Vec<u32>> = Vec::new();
        if self.min <= 1 {
            out.extend((0..n).map(|m| vec![m]));
        }
        if self.min <= 2 && self.max >= 2 {
            for a in 0..n {
                out.extend((a + 1..n).map(|b| vec![a, b]));
            }
        }
        out
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
        let odd = OracleText::new("Choose one —\n• Draw a card.\n• Do something no reader knows.");
        let Ability::Modal(m) = &odd.abilities()[0].ability else { panic!() };
        assert!(!m.typed());
    }
}
