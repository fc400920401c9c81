//! Static abilities that change a game rule for their controller: "You have no maximum hand
//! size." (402.2, 514.1), "You may play an additional land on each of your turns." (305.2),
//! "You have hexproof." (702.11d), "You have shroud." (702.18d), "Each player can't draw more
//! than one card each turn." (121.2).

/// A rule changed for the player who controls the permanent with this ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerRule {
    /// "You have no maximum hand size." (402.2): the cleanup step asks no discard of them.
    NoMaximumHandSize,
    /// "You may play an additional land on each of your turns.", "... two additional lands
    /// ..." (305.2): that many more lands a turn.
    AdditionalLands(u32),
    /// "You have hexproof." (702.11d): no spell or ability an opponent controls targets them.
    Hexproof,
    /// "You have shroud." (702.18d): no spell or ability targets them.
    Shroud,
    /// "You may play land cards from your graveyard." (Crucible of Worlds): a land card in
    /// their graveyard is played as one in their hand is (305.1, 305.2).
    PlayLandsFromGraveyard,
    /// "Each player may play an additional land on each of their turns." (305.2): that many
    /// more lands a turn for every player, whoever controls the permanent.
    EachPlayerAdditionalLands(u32),
    /// "Your maximum hand size is increased by one.", "... reduced by three." (402.2).
    HandSize(i32),
    /// "Each opponent's maximum hand size is reduced by two." (402.2): for each opponent of its
    /// controller.
    OpponentsHandSize(i32),
    /// "Players have no maximum hand size." (402.2): for every player.
    NoPlayerMaximumHandSize,
    /// "Untap all permanents you control during each other player's untap step." (Seedborn
    /// Muse; 502.3): its controller's permanents untap in every untap step.
    UntapDuringOthers,
    /// "Each player can't draw more than one card each turn." (Spirit of the Labyrinth),
    /// "Each opponent can't draw more than one card each turn." (Narset, Parter of Veils;
    /// `opponents`): a draw of the second card or more in a turn doesn't happen (121.2), the
    /// cards drawn before the permanent arrived counted too.
    OneDrawEachTurn {
        /// Only its controller's opponents.
        opponents: bool,
    },
    /// "Players can't gain life." (Leyline of Punishment), "Your opponents can't gain life."
    /// (Erebos; `opponents`): a life gain for such a player doesn't happen (119.7).
    CantGainLife {
        /// Only its controller's opponents.
        opponents: bool,
    },
    /// "Each player can't cast more than one spell each turn." (Rule of Law), "... one
    /// noncreature spell each turn." (Deafening Silence): a player who cast one (of the kind)
    /// this turn can't cast another of it (101.2).
    OneSpellEachTurn {
        /// Only noncreature spells count and are stopped.
        noncreature: bool,
    },
}

/// "You may spend mana as though it were mana of any color to cast planeswalker spells." (609.4b),
/// "Noncreature spells with converted mana cost 4 or greater can't be cast." (101.2): rules
/// about casting spells, read as their abilities.
pub(super) fn spell_rule(line: &str) -> Option<super::Ability> {
    use std::sync::Arc;
    if let Some(f) = line
        .strip_prefix("You may spend mana as though it were mana of any color to cast ")
        .and_then(|r| r.strip_suffix(" spells."))
        .and_then(crate::cards::filter::type_filter)
        .filter(|f| !f.types.is_empty())
    {
        return Some(super::Ability::SpendAsAnyColor(Arc::new(f)));
    }
    // "Creature spells you control can't be countered." (101.1).
    if let Some(kind) = line.strip_suffix(" spells you control can't be countered.") {
        let kind = crate::cards::lowercased(kind).replace(" and ", " or ");
        let w = crate::cards::effects::spell_wanted(&format!("{kind} spell"))?;
        return Some(super::Ability::YourSpellsCantBeCountered(Arc::new(w)));
    }
    let spells = line
        .strip_suffix(" can't be cast.")?
        .replace("spells with {X} in their mana costs", "spell with {X} in its mana cost")
        .replace("spells", "spell");
    let w = crate::cards::effects::spell_wanted(&crate::cards::lowercased(&spells))?;
    Some(super::Ability::SpellsCantBeCast(Arc::new(w)))
}

impl PlayerRule {
    /// Reads one line of rules text.
    pub fn parse(line: &str) -> Option<PlayerRule> {
        let line = crate::cards::filter::without_reminder(line);
        match line.trim() {
            "You have no maximum hand size." => return Some(PlayerRule::NoMaximumHandSize),
            "You have hexproof." => return Some(PlayerRule::Hexproof),
            "You have shroud." => return Some(PlayerRule::Shroud),
            "You may play land cards from your graveyard." | "You may play lands from your graveyard." => {
                return Some(PlayerRule::PlayLandsFromGraveyard);
            }
            "Players have no maximum hand size." => return Some(PlayerRule::NoPlayerMaximumHandSize),
            "Untap all permanents you control during each other player's untap step." => {
                return Some(PlayerRule::UntapDuringOthers);
            }
            "Players can't gain life." => return Some(PlayerRule::CantGainLife { opponents: false }),
            "Your opponents can't gain life." => return Some(PlayerRule::CantGainLife { opponents: true }),
            "Each player can't draw more than one card each turn." => {
                return Some(PlayerRule::OneDrawEachTurn { opponents: false });
            }
            "Each opponent can't draw more than one card each turn." => {
                return Some(PlayerRule::OneDrawEachTurn { opponents: true });
            }
            "Each player can't cast more than one spell each turn." => {
                return Some(PlayerRule::OneSpellEachTurn { noncreature: false });
            }
            "Each player can't cast more than one noncreature spell each turn." => {
                return Some(PlayerRule::OneSpellEachTurn { noncreature: true });
            }
            _ => {}
        }
        let line = line.trim();
        for (prefix, opponents) in
            [("Your maximum hand size is ", false), ("Each opponent's maximum hand size is ", true)]
        {
            let Some(change) = line.strip_prefix(prefix).and_then(|r| r.strip_suffix('.')) else { continue };
            let n = match change.split_once(" by ") {
                Some(("increased", n)) => super::super::filter::number(n)? as i32,
                Some(("reduced", n)) => -(super::super::filter::number(n)? as i32),
                _ => return None,
            };
            return Some(if opponents { PlayerRule::OpponentsHandSize(n) } else { PlayerRule::HandSize(n) });
        }
        let (each, rest) = match line.strip_prefix("Each player may play ") {
            Some(rest) => (true, rest.strip_suffix(" on each of their turns.")?),
            None => (false, line.strip_prefix("You may play ")?.strip_suffix(" on each of your turns.")?),
        };
        let n = match rest {
            "an additional land" => 1,
            more => super::super::filter::number(more.strip_suffix(" additional lands")?)?,
        };
        Some(if each { PlayerRule::EachPlayerAdditionalLands(n) } else { PlayerRule::AdditionalLands(n) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_402_2_a_maximum_hand_size_changed_by_permanents() {
        // Thought Eater, Minamo Scrollkeeper, Gnat Miser, Jin-Gitaxias, Anvil of Bogardan (2019 dump).
        let p = PlayerRule::parse;
        assert_eq!(p("Your maximum hand size is reduced by three."), Some(PlayerRule::HandSize(-3)));
        assert_eq!(p("Your maximum hand size is increased by one."), Some(PlayerRule::HandSize(1)));
        assert_eq!(p("Each opponent's maximum hand size is reduced by one."), Some(PlayerRule::OpponentsHandSize(-1)));
        assert_eq!(
            p("Each opponent's maximum hand size is reduced by seven."),
            Some(PlayerRule::OpponentsHandSize(-7))
        );
        assert_eq!(p("Players have no maximum hand size."), Some(PlayerRule::NoPlayerMaximumHandSize));
        // Seedborn Muse (502.3).
        let seedborn = "Untap all permanents you control during each other player's untap step.";
        assert_eq!(p(seedborn), Some(PlayerRule::UntapDuringOthers));
        // Set to a number, or counted: not these.
        assert_eq!(p("Your maximum hand size is two."), None);
        assert_eq!(p("Your maximum hand size is equal to the number of hour counters on Midnight Oil."), None);
    }

    #[test]
    fn rule_305_2_and_402_2_rules_a_permanent_changes_for_its_controller() {
        // Reliquary Tower, Exploration, Azusa, Lost but Seeking (2019 Scryfall dump).
        assert_eq!(PlayerRule::parse("You have no maximum hand size."), Some(PlayerRule::NoMaximumHandSize));
        // 101.1: Prowling Serpopard, Sphinx of the Final Word (2019 dump).
        let Some(super::super::Ability::YourSpellsCantBeCountered(w)) =
            super::spell_rule("Creature spells you control can't be countered.")
        else {
            panic!()
        };
        assert_eq!(w.filter.types, [crate::cards::CardType::Creature]);
        let Some(super::super::Ability::YourSpellsCantBeCountered(w)) =
            super::spell_rule("Instant and sorcery spells you control can't be countered.")
        else {
            panic!()
        };
        assert_eq!(w.filter.types, [crate::cards::CardType::Instant, crate::cards::CardType::Sorcery]);
        // 119.7: Leyline of Punishment, Erebos (2019 dump).
        assert_eq!(PlayerRule::parse("Players can't gain life."), Some(PlayerRule::CantGainLife { opponents: false }));
        let erebos = PlayerRule::parse("Your opponents can't gain life.");
        assert_eq!(erebos, Some(PlayerRule::CantGainLife { opponents: true }));
        assert_eq!(PlayerRule::parse("Your opponents can't gain life this turn."), None);
        let one = PlayerRule::parse("You may play an additional land on each of your turns.");
        assert_eq!(one, Some(PlayerRule::AdditionalLands(1)));
        let two = PlayerRule::parse("You may play two additional lands on each of your turns.");
        assert_eq!(two, Some(PlayerRule::AdditionalLands(2)));
        assert_eq!(PlayerRule::parse("You may play an additional land this turn."), None);
        // The Vanquisher's other line isn't a maximum hand size (103.5).
        assert_eq!(PlayerRule::parse("Your starting hand size is increased by one."), None);
        // Leyline of Sanctity, True Believer (2019 Scryfall dump): 702.11d, 702.18d.
        let hexproof = "You have hexproof. (You can't be the target of spells or abilities your opponents control.)";
        assert_eq!(PlayerRule::parse(hexproof), Some(PlayerRule::Hexproof));
        assert_eq!(PlayerRule::parse("You have shroud."), Some(PlayerRule::Shroud));
        assert_eq!(PlayerRule::parse("Creatures you control have hexproof."), None);
        // Crucible of Worlds (2019 Scryfall dump).
        let crucible = PlayerRule::parse("You may play land cards from your graveyard.");
        assert_eq!(crucible, Some(PlayerRule::PlayLandsFromGraveyard));
        // Rites of Flourishing (2019 Scryfall dump): every player's lands.
        let each = PlayerRule::parse("Each player may play an additional land on each of their turns.");
        assert_eq!(each, Some(PlayerRule::EachPlayerAdditionalLands(1)));
        assert_eq!(PlayerRule::parse("Each player may play an additional land on each of your turns."), None);
    }

    #[test]
    fn rule_101_2_each_player_can_t_cast_more_than_one_spell_each_turn() {
        // Rule of Law, Deafening Silence (2019 dump).
        let p = PlayerRule::parse;
        assert_eq!(
            p("Each player can't cast more than one spell each turn."),
            Some(PlayerRule::OneSpellEachTurn { noncreature: false })
        );
        assert_eq!(
            p("Each player can't cast more than one noncreature spell each turn."),
            Some(PlayerRule::OneSpellEachTurn { noncreature: true })
        );
        assert_eq!(p("Each player can't cast more than two spells each turn."), None);
    }

    #[test]
    fn rule_609_4b_mana_spent_as_though_it_were_any_color_for_a_kind_of_spell() {
        // Oath of Nissa (2019 dump).
        let line = "You may spend mana as though it were mana of any color to cast planeswalker spells.";
        let crate::cards::Ability::SpendAsAnyColor(f) = crate::cards::Ability::parse(line) else { panic!("{line}") };
        assert_eq!(f.types, [crate::cards::CardType::Planeswalker]);
        let other =
            crate::cards::Ability::parse("You may spend mana as though it were mana of any color to cast spells.");
        assert!(!matches!(other, crate::cards::Ability::SpendAsAnyColor(_)));
    }
}
