//! Where a countered spell goes instead of its owner's graveyard (614.1a): "If that spell is
//! countered this way, exile it instead ..." (Dissipate, Remand, Memory Lapse).

/// Where a countered spell goes instead of its owner's graveyard (614.1a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instead {
    /// "exile it instead" (Dissipate).
    Exile,
    /// "put it into its owner's hand instead" (Remand).
    Hand,
    /// "put it on top of its owner's library instead" (Memory Lapse).
    TopOfLibrary,
}

impl Instead {
    /// Reads what follows "If that spell is countered this way, ".
    pub fn parse(words: &str) -> Option<Instead> {
        match words.trim_end_matches('.') {
            "exile it instead of putting it into its owner's graveyard" => Some(Instead::Exile),
            "put it into its owner's hand instead of into that player's graveyard" => Some(Instead::Hand),
            "put it on top of its owner's library instead of into that player's graveyard" => {
                Some(Instead::TopOfLibrary)
            }
            _ => None,
        }
    }
}
