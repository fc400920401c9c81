//! "If a card would be put into an opponent's graveyard from anywhere, exile it instead."
//! (Leyline of the Void) and its kin: a replacement effect on the cards bound for a graveyard
//! (614.1a), carried out by `rules::ops::zones`.

use super::Ability;
use crate::cards::CardType;

/// The replacement effects of a graveyard's cards and of cards bound for one, read from a line:
/// dredge (702.52a), Leyline of the Void's exile, a card shuffled into its library instead
/// (614.1a, 614.15), a disturb card's back face exiled instead (702.146).
pub fn replacement(line: &str) -> Option<Ability> {
    if let Some(n) = dredge(line) {
        return Some(Ability::Dredge(n));
    }
    if let Some(g) = GraveyardsExiled::parse(line) {
        return Some(Ability::GraveyardsExiled(g));
    }
    if let Some((this, rest)) = line.strip_prefix("If ").and_then(|l| {
        l.strip_suffix(" and shuffle it into its owner's library instead.")?
            .split_once(" would be put into a graveyard from anywhere, reveal ")
    }) && crate::cards::filter::is_this(this)
        && crate::cards::filter::is_this(rest)
    {
        return Some(Ability::ShuffledInsteadOfGraveyard);
    }
    let exile =
        line.starts_with("If this ") && line.contains(" would be put into a graveyard from anywhere, exile it instead");
    exile.then_some(Ability::ExileInsteadOfGraveyard)
}

/// "Dredge 3 (If you would draw a card, ...)": its number, 1 or more.
fn dredge(line: &str) -> Option<u32> {
    let n = line.split(" (").next()?.trim().strip_prefix("Dredge ")?.parse::<u32>().ok()?;
    (n > 0).then_some(n)
}

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
    fn rule_702_52a_dredge_is_read_with_its_number() {
        // Life from the Loam, Golgari Thug, Stinkweed Imp (2019 Scryfall dump).
        let dredge = |line: &str| match replacement(line) {
            Some(Ability::Dredge(n)) => Some(n),
            _ => None,
        };
        let three = "Dredge 3 (If you would draw a card, instead you may put exactly three cards from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand. Otherwise, draw a card.)";
        assert_eq!(dredge(three), Some(3));
        assert_eq!(dredge("Dredge 5"), Some(5));
        assert_eq!(dredge("Dredge X"), None);
        assert_eq!(dredge("Dredge 0"), None);
        assert_eq!(
            crate::cards::level::line_level(&super::super::AbilityLine::parse(three)),
            crate::cards::level::Level::Automatic
        );
    }

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
