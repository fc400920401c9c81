//! Ascend (702.131), and "Cast this spell only during combat", "... only during the declare attackers step and only
//! if you've been attacked this step" (601.3, 307.1 does the rest): when a spell's own text lets
//! it be cast, judged by the rules as it is cast (`rules::ops::stack::timing`).

use crate::cards::condition::Condition;

/// When a spell may be cast, by its own words (601.3).
#[derive(Clone, Debug, PartialEq)]
pub enum CastOnly {
    /// "during combat" (506.1: from the beginning of combat step to the end of combat step).
    Combat,
    /// "during combat before blockers are declared": the beginning of combat or declare
    /// attackers step.
    CombatBeforeBlockers,
    /// "during combat after blockers are declared": the declare blockers, combat damage or end
    /// of combat step.
    CombatAfterBlockers,
    /// "during the declare attackers step".
    DeclareAttackers,
    /// "during the declare attackers step and only if you've been attacked this step": a
    /// creature attacks its caster or a permanent they control.
    Attacked,
    /// "during the declare blockers step".
    DeclareBlockers,
    /// "before the combat damage step": in the turn's steps before it.
    BeforeCombatDamage,
    /// "after combat": the postcombat main phase or the end phase.
    AfterCombat,
    /// "during your turn".
    YourTurn,
    /// "if a creature is attacking you".
    CreatureAttackingYou,
    /// "if you've cast another spell this turn": its caster has cast a spell this turn before
    /// they begin to cast it (601.3; the spell itself isn't counted yet).
    AnotherSpellThisTurn,
    /// "if [a condition the rules judge]" ("if you control a snow land").
    If(Box<Condition>),
}

/// "This spell can't be countered." (101.1), "Cast this spell only ..." (601.3): what a spell's
/// text says of itself.
pub(super) fn spell_rule(line: &str) -> Option<super::Ability> {
    if line == "This spell can't be countered." {
        return Some(super::Ability::CantBeCountered);
    }
    // 702.131a-b: ascend, on a spell or a permanent.
    if crate::cards::filter::without_reminder(line) == "Ascend" {
        return Some(super::Ability::Ascend);
    }
    CastOnly::parse(line).map(super::Ability::CastOnly)
}

impl CastOnly {
    /// Reads "Cast this spell only ...", or None.
    pub fn parse(line: &str) -> Option<CastOnly> {
        let rest = line.trim().strip_prefix("Cast this spell only ")?.strip_suffix('.')?;
        Some(match rest {
            "during combat" => CastOnly::Combat,
            "during combat before blockers are declared" => CastOnly::CombatBeforeBlockers,
            "during combat after blockers are declared" => CastOnly::CombatAfterBlockers,
            "during the declare attackers step" => CastOnly::DeclareAttackers,
            "during the declare attackers step and only if you've been attacked this step" => CastOnly::Attacked,
            "during the declare blockers step" => CastOnly::DeclareBlockers,
            "before the combat damage step" => CastOnly::BeforeCombatDamage,
            "after combat" => CastOnly::AfterCombat,
            "during your turn" => CastOnly::YourTurn,
            "if a creature is attacking you" => CastOnly::CreatureAttackingYou,
            "if you've cast another spell this turn" => CastOnly::AnotherSpellThisTurn,
            r => {
                let condition = Condition::parse(r.strip_prefix("if ")?);
                if !condition.judged() {
                    return None;
                }
                CastOnly::If(Box::new(condition))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_601_3_a_spell_s_own_timing_is_read() {
        // Ambush Party's kin, Gorilla War Cry, Confront the Assault (2019 dump).
        let read = |t: &str| CastOnly::parse(t);
        assert_eq!(
            read("Cast this spell only during combat before blockers are declared."),
            Some(CastOnly::CombatBeforeBlockers)
        );
        assert_eq!(
            read("Cast this spell only during the declare attackers step and only if you've been attacked this step."),
            Some(CastOnly::Attacked)
        );
        assert_eq!(read("Cast this spell only after combat."), Some(CastOnly::AfterCombat));
        // Illusory Angel, Skyshroud Condor (2019 dump).
        assert_eq!(
            read("Cast this spell only if you've cast another spell this turn."),
            Some(CastOnly::AnotherSpellThisTurn)
        );
        assert!(matches!(read("Cast this spell only if you control two or more Vampires."), Some(CastOnly::If(_))));
        // A condition the rules don't judge stays with the players.
        assert_eq!(
            read("Cast this spell only if you were dealt damage this turn by a red instant or sorcery spell."),
            None
        );
        assert_eq!(read("Cast this spell only during an opponent's upkeep."), None);
    }

    #[test]
    fn rule_702_131_ascend_and_the_city_s_blessing_are_read() {
        // Dusk Charger (2019 dump): the keyword with its reminder text, and the condition.
        let ascend =
            "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)";
        assert_eq!(spell_rule(ascend), Some(super::super::Ability::Ascend));
        assert_eq!(Condition::parse("you have the city's blessing"), Condition::YouHaveCitysBlessing);
        assert_eq!(spell_rule("Ascend to the heavens."), None);
    }
}
