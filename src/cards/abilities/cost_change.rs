//! "Noncreature spells cost {1} more to cast.", "Instant and sorcery spells you cast cost {1}
//! less to cast.": a static ability that changes the total cost of the spells it names while
//! its permanent is on the battlefield (601.2f).

use crate::cards::filter::{ObjectFilter, type_filter};
use crate::cards::{CardType, Color};

/// Whose spells a cost change applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// Every player's ("Noncreature spells cost {1} more").
    Anyone,
    /// Its controller's ("spells you cast").
    You,
    /// Its controller's opponents' ("spells your opponents cast").
    Opponents,
}

/// A static ability changing spells' total cost (601.2f).
#[derive(Clone, Debug, PartialEq)]
pub struct CostChange {
    /// The spells' types, any of them, or types they must not have (none: every spell).
    pub filter: ObjectFilter,
    /// Their colours, any of them (none: any colour).
    pub colors: Vec<Color>,
    /// Whose spells.
    pub whose: Whose,
    /// Generic mana added (more) or taken off (less, negative).
    pub by: i32,
    /// Only spells of the creature type chosen as its permanent entered ("Creature spells of
    /// the chosen type cost {2} less to cast.", 614.12a); none while none is chosen.
    pub chosen_type: bool,
    /// "... except during its controller's turn" (Defense Grid): only spells cast while their
    /// caster isn't the active player.
    pub off_turn: bool,
}

impl CostChange {
    /// Reads "[Noncreature / Creature / Instant and sorcery / White / ...] spells [you cast /
    /// your opponents cast] cost {N} more / less to cast."; `None` for any other line (a spell
    /// that targets it, a chosen name, "for each", an exception).
    pub fn parse(line: &str) -> Option<CostChange> {
        let chosen_type = line.contains(" of the chosen type ");
        let line = line.replace(" of the chosen type ", " ");
        // "Each spell costs {3} more to cast except during its controller's turn."
        let off_turn = line.ends_with(" to cast except during its controller's turn.");
        let line = line.replace(" to cast except during its controller's turn.", " to cast.");
        let line = line.replace("Each spell costs ", "Spells cost ");
        // "Goblin spells and Rogue spells", "Blue spells and red spells": either.
        let line = line.replace(" spells and ", " and ");
        let line = line.trim().strip_suffix(" to cast.")?;
        let (subject, rest) = match line.strip_prefix("Spells ") {
            Some(rest) => ("", rest),
            None => line.split_once(" spells ")?,
        };
        let (whose, rest) = if let Some(r) = rest.strip_prefix("you cast ") {
            (Whose::You, r)
        } else if let Some(r) = rest.strip_prefix("your opponents cast ") {
            (Whose::Opponents, r)
        } else {
            (Whose::Anyone, rest)
        };
        let (n, more) = rest.strip_prefix("cost {")?.split_once("} ")?;
        let n: i32 = n.parse().ok().filter(|n| *n > 0)?;
        let by = match more {
            "more" => n,
            "less" => -n,
            _ => return None,
        };
        let (colors, filter) = spells_named(subject)?;
        if filter.types.iter().chain(&filter.not_types).any(|t| *t == CardType::Land) {
            return None;
        }
        Some(CostChange { filter, colors, whose, by, chosen_type, off_turn })
    }

    /// Whether it applies to a spell of these types, subtypes and colours.
    /// `every_creature_type`: a changeling spell (702.73a).
    pub fn applies(
        &self,
        types: &[CardType],
        (subtypes, every_creature_type): (&[String], bool),
        colors: crate::cards::ColorSet,
    ) -> bool {
        spell_fits((&self.filter, &self.colors), types, (subtypes, every_creature_type), colors)
    }
}

/// The colours and types "[...] spells" names: "White and black", "Noncreature", "Instant and
/// sorcery", "Green creature" (a colour, then the types), "Dinosaur" (a subtype, capitalized as
/// written).
fn spells_named(subject: &str) -> Option<(Vec<Color>, ObjectFilter)> {
    let lower = subject.to_lowercase();
    let parts: Vec<&str> = lower.split(" and ").collect();
    if parts.iter().all(|p| Color::from_word(p).is_some()) && !subject.is_empty() {
        return Some((parts.iter().filter_map(|p| Color::from_word(p)).collect(), ObjectFilter::default()));
    }
    let (colors, kind) = match subject.split_once(' ') {
        Some((c, rest)) if !rest.contains(" and ") => match Color::from_word(&c.to_lowercase()) {
            Some(c) => (vec![c], rest.to_string()),
            None => (Vec::new(), subject.to_string()),
        },
        _ => (Vec::new(), subject.to_string()),
    };
    // A card type or "non..." said first with a capital ("Creature spells", "Noncreature
    // spells"); a subtype keeps its own ("Goblin spells").
    let first = kind.split(' ').next().unwrap_or_default().to_lowercase();
    let typed = crate::cards::card_type(&first).is_some() || first.starts_with("non");
    let kind = match typed {
        true => kind.to_lowercase(),
        false => kind,
    };
    let filter = type_filter(&kind.replace(" and ", " or "))?;
    // A creature type, or a subtype spells have ("Aura", "Arcane", "Equipment"); not "Face-down".
    let known = |s: &String| {
        crate::cards::creature_types::creature_type(s).is_some()
            || ["Aura", "Arcane", "Equipment"].contains(&s.as_str())
    };
    filter.subtypes.iter().all(known).then_some((colors, filter))
}

/// Whether a spell of these types, subtypes and colours is of the kind a static ability names
/// (its types or subtypes, any of them; its colours, any of them; none: every spell). A spell
/// with every creature type (changeling, 702.73a) has each creature type named.
pub(super) fn spell_fits(
    (f, wanted): (&ObjectFilter, &[Color]),
    types: &[CardType],
    (subtypes, every_creature_type): (&[String], bool),
    colors: crate::cards::ColorSet,
) -> bool {
    let has = |s: &String| {
        subtypes.iter().any(|x| x.eq_ignore_ascii_case(s))
            || (every_creature_type && crate::cards::creature_types::creature_type(s).is_some())
    };
    let typed = (f.types.is_empty() && f.subtypes.is_empty())
        || f.types.iter().any(|t| types.contains(t))
        || f.subtypes.iter().any(has);
    typed
        && f.also.iter().all(|t| types.contains(t))
        && !f.not_types.iter().any(|t| types.contains(t))
        && (wanted.is_empty() || wanted.iter().any(|c| colors.contains(*c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_601_2f_a_static_ability_that_changes_spells_costs_is_read() {
        // Thalia, Guardian of Thraben; Goblin Electromancer; Grand Arbiter Augustin IV; Cloud Key's
        // kin (2019 dump).
        let thalia = CostChange::parse("Noncreature spells cost {1} more to cast.").unwrap();
        assert_eq!(
            (thalia.whose, thalia.by, thalia.filter.not_types.as_slice()),
            (Whose::Anyone, 1, [CardType::Creature].as_slice())
        );
        assert!(thalia.applies(&[CardType::Instant], (&[], false), crate::cards::ColorSet::default()));
        assert!(!thalia.applies(
            &[CardType::Artifact, CardType::Creature],
            (&[], false),
            crate::cards::ColorSet::default()
        ));
        let cheaper = CostChange::parse("Instant and sorcery spells you cast cost {1} less to cast.").unwrap();
        assert_eq!((cheaper.whose, cheaper.by, cheaper.filter.types.len()), (Whose::You, -1, 2));
        let taxed = CostChange::parse("Spells your opponents cast cost {1} more to cast.").unwrap();
        assert_eq!((taxed.whose, taxed.filter), (Whose::Opponents, ObjectFilter::default()));
        let white = CostChange::parse("White spells you cast cost {1} less to cast.").unwrap();
        assert_eq!(white.colors, [Color::White]);
        // Defense Grid: every spell, only off its caster's turn.
        let grid = CostChange::parse("Each spell costs {3} more to cast except during its controller's turn.").unwrap();
        assert_eq!(
            (grid.whose, grid.by, grid.off_turn, grid.filter),
            (Whose::Anyone, 3, true, ObjectFilter::default())
        );
        assert!(!thalia.off_turn);
        // Urza's Incubator, Herald's Horn: of the creature type chosen as it entered (614.12a).
        let incubator = CostChange::parse("Creature spells of the chosen type cost {2} less to cast.").unwrap();
        assert_eq!(
            (incubator.by, incubator.chosen_type, incubator.filter.types.as_slice()),
            (-2, true, [CardType::Creature].as_slice())
        );
        let horn = CostChange::parse("Creature spells you cast of the chosen type cost {1} less to cast.").unwrap();
        assert_eq!((horn.whose, horn.chosen_type), (Whose::You, true));
        for other in [
            "Spells your opponents cast that target Kopala cost {2} more to cast.",
            "Spells with the chosen name you cast cost {1} less to cast.",
            "Creature spells you cast cost {1} less to cast for each +1/+1 counter on Animar.",
            "Face-down creature spells you cast cost {1} less to cast.",
        ] {
            assert_eq!(CostChange::parse(other), None, "{other}");
        }
    }

    #[test]
    fn rule_601_2f_spells_of_a_creature_type_or_a_colour_and_a_type_cost_less() {
        // Kinjalli's Caller, Frogtosser Banneret, Bloodlord of Vaasgoth's kin (2019 dump).
        let none = crate::cards::ColorSet::default();
        let caller = CostChange::parse("Dinosaur spells you cast cost {1} less to cast.").unwrap();
        assert_eq!((caller.whose, caller.by), (Whose::You, -1));
        assert!(caller.applies(&[CardType::Creature], (&["Dinosaur".into()], false), none));
        assert!(!caller.applies(&[CardType::Creature], (&["Bear".into()], false), none));
        // 702.73a: a changeling spell is a Dinosaur too.
        assert!(caller.applies(&[CardType::Creature], (&["Shapeshifter".into()], true), none));
        let banneret = CostChange::parse("Goblin spells and Rogue spells you cast cost {1} less to cast.").unwrap();
        assert_eq!(banneret.filter.subtypes, ["Goblin", "Rogue"]);
        let green = CostChange::parse("Green creature spells you cast cost {1} less to cast.").unwrap();
        assert_eq!(
            (green.colors.as_slice(), green.filter.types.as_slice()),
            ([Color::Green].as_slice(), [CardType::Creature].as_slice())
        );
        assert!(!green.applies(&[CardType::Instant], (&[], false), [Color::Green].into_iter().collect()));
    }
}
