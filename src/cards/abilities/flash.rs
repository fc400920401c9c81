//! "You may cast Spirit spells as though they had flash.", "Any player may cast creature and
//! enchantment spells as though they had flash.": a static ability that lets the spells it
//! names be cast any time their caster could cast an instant while its permanent is on the
//! battlefield (702.8a, 601.3b: a rule allows it).

use crate::cards::Color;
use crate::cards::filter::{ObjectFilter, type_filter};

/// A static ability letting spells of a kind be cast as though they had flash.
#[derive(Clone, Debug, PartialEq)]
pub struct FlashFor {
    /// The spells' types or subtypes, any of them (none: every spell).
    pub filter: ObjectFilter,
    /// Their colours, any of them (none: any colour).
    pub colors: Vec<Color>,
    /// Every player's spells ("Any player may cast"), not only its controller's.
    pub anyone: bool,
}

impl FlashFor {
    /// Reads "You may cast [green] [creature / Spirit / artifact and enchantment] spells as
    /// though they had flash." and "Any player may cast ..."; `None` for any other line (a
    /// condition, "this turn", an extra cost, a mana value).
    pub fn parse(line: &str) -> Option<FlashFor> {
        let line = crate::cards::filter::without_reminder(line);
        let rest = line.trim().strip_suffix(" spells as though they had flash.")?;
        let (anyone, subject) = match (rest.strip_prefix("You may cast"), rest.strip_prefix("Any player may cast")) {
            (Some(s), _) => (false, s),
            (None, Some(s)) => (true, s),
            (None, None) => return None,
        };
        let mut words: Vec<&str> = subject.split_whitespace().collect();
        let mut colors = Vec::new();
        while let Some(c) = words.first().and_then(|w| Color::from_word(&w.to_lowercase())) {
            colors.push(c);
            words.remove(0);
        }
        let filter = type_filter(&words.join(" ").replace(" and ", " or "))?;
        Some(FlashFor { filter, colors, anyone })
    }

    /// Whether it lets a spell of these types, subtypes (and whether it has every creature type,
    /// 702.73a) and colours be cast so.
    pub fn applies(
        &self,
        types: &[crate::cards::CardType],
        subtypes: (&[String], bool),
        colors: crate::cards::ColorSet,
    ) -> bool {
        super::cost_change::spell_fits((&self.filter, &self.colors), types, subtypes, colors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{CardType, ColorSet};

    #[test]
    fn rule_702_8a_a_static_ability_lets_spells_of_a_kind_be_cast_as_though_they_had_flash() {
        // Rattlechains, Vedalken Orrery, Yeva, Vernal Equinox, Shimmer Myr (2019 dump).
        let spirits = FlashFor::parse("You may cast Spirit spells as though they had flash.").unwrap();
        assert_eq!((spirits.filter.subtypes.as_slice(), spirits.anyone), (["Spirit".to_string()].as_slice(), false));
        assert!(spirits.applies(&[CardType::Creature], (&["Spirit".into()], false), ColorSet::default()));
        assert!(!spirits.applies(&[CardType::Creature], (&["Bear".into()], false), ColorSet::default()));
        let all = FlashFor::parse("You may cast spells as though they had flash.").unwrap();
        assert!(all.applies(&[CardType::Sorcery], (&[], false), ColorSet::default()));
        let yeva = FlashFor::parse("You may cast green creature spells as though they had flash.").unwrap();
        assert_eq!(
            (yeva.colors.as_slice(), yeva.filter.types.as_slice()),
            ([Color::Green].as_slice(), [CardType::Creature].as_slice())
        );
        let equinox =
            FlashFor::parse("Any player may cast creature and enchantment spells as though they had flash.").unwrap();
        assert!(equinox.anyone && equinox.applies(&[CardType::Enchantment], (&[], false), ColorSet::default()));
        assert!(!equinox.applies(&[CardType::Sorcery], (&[], false), ColorSet::default()));
        assert!(FlashFor::parse("You may cast artifact spells as though they had flash.").is_some());
        for other in [
            "You may cast Rout as though it had flash if you pay {2} more to cast it.",
            "You may cast historic spells as though they had flash. (Artifacts, legendaries, and Sagas are historic.)",
            "You may cast Aura spells with enchant creature as though they had flash.",
        ] {
            assert_eq!(FlashFor::parse(other), None, "{other}");
        }
    }
}
