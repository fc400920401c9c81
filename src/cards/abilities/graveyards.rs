//! "If a card would be put into an opponent's graveyard from anywhere, exile it instead."
//! (Leyline of the Void) and its kin: a replacement effect on the cards bound for a graveyard
//! (614.1a), carried out by `rules::ops::zones`.

use crate::cards::CardType;

/// Which cards going to a graveyard an [`Ability::GraveyardsExiled`] exiles instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraveyardsExiled {
    /// Only those bound for an opponent's graveyard (a card goes to its owner's, 404.2).
    pub opponents: bool,
    /// Tokens too ("a card or token").
    pub tokens: bool,
    /// Only cards of one of these types (none: any card).
    pub types: Vec<CardType>,
}

impl GraveyardsExiled {
    /// "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
    /// "If a card or token would be put into a graveyard ...", "If an instant or sorcery card
    /// would be put into a graveyard ...".
    pub fn parse(line: &str) -> Option<GraveyardsExiled> {
        let what = line.strip_prefix("If ")?.strip_suffix(" from anywhere, exile it instead.")?;
        let (what, opponents) = match what.strip_suffix(" would be put into an opponent's graveyard") {
            Some(w) => (w, true),
            None => (what.strip_suffix(" would be put into a graveyard")?, false),
        };
        let what = what.strip_prefix("a ").or_else(|| what.strip_prefix("an "))?;
        let (what, tokens) = match what.strip_suffix(" or token") {
            Some(w) => (w, true),
            None => (what, false),
        };
        let types = what.strip_suffix("card")?.trim();
        let types: Vec<CardType> = match types {
            "" => Vec::new(),
            t => t.split(" or ").map(crate::cards::card_type).collect::<Option<Vec<_>>>()?,
        };
        Some(GraveyardsExiled { opponents, tokens, types })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_614_1a_cards_bound_for_a_graveyard_exiled_instead_are_read() {
        // Leyline of the Void, Rest in Peace (2019 Scryfall dump).
        let p = GraveyardsExiled::parse;
        assert_eq!(
            p("If a card would be put into an opponent's graveyard from anywhere, exile it instead."),
            Some(GraveyardsExiled { opponents: true, tokens: false, types: Vec::new() })
        );
        assert_eq!(
            p("If a card or token would be put into a graveyard from anywhere, exile it instead."),
            Some(GraveyardsExiled { opponents: false, tokens: true, types: Vec::new() })
        );
        assert_eq!(
            p("If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead."),
            Some(GraveyardsExiled {
                opponents: false,
                tokens: false,
                types: vec![CardType::Instant, CardType::Sorcery]
            })
        );
        assert_eq!(p("If a nontoken creature would die, exile it instead."), None);
        assert_eq!(p("If this card would be put into a graveyard from anywhere, exile it instead."), None);
    }

    #[test]
    fn rule_614_1a_a_card_shuffled_into_its_owner_s_library_instead_is_read() {
        use crate::cards::Ability;
        // Progenitus, Nexus of Fate (2019 Scryfall dump).
        let line = "If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and shuffle it into its owner's library instead.";
        assert_eq!(Ability::parse(line), Ability::ShuffledInsteadOfGraveyard);
        // Another object's ("If a card would be ...") isn't this.
        let other = "If a card would be put into a graveyard from anywhere, reveal it and shuffle it into its owner's library instead.";
        assert_ne!(Ability::parse(other), Ability::ShuffledInsteadOfGraveyard);
    }
}
