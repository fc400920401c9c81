//! "If an effect would create one or more tokens under your control, it creates twice that many
//! of those tokens instead." (Anointed Procession, Parallel Lives, Doubling Season's first
//! line): a replacement effect on the tokens an effect creates (614.1a), carried out where the
//! rules make the tokens of an effect (`rules::ops::tokens::doubled`).

use super::Ability;

/// Reads a token doubler's line.
pub fn replacement(line: &str) -> Option<Ability> {
    let line = crate::cards::filter::without_reminder(line);
    (line == "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.")
        .then_some(Ability::TokensDoubled)
}

#[cfg(test)]
mod tests {
    #[test]
    fn rule_614_1a_a_token_doubler_is_read() {
        let procession = "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.";
        assert_eq!(super::replacement(procession), Some(super::Ability::TokensDoubled));
        // Another player's tokens, or one more rather than twice, aren't this.
        assert_eq!(
            super::replacement(
                "If an effect would create one or more tokens under an opponent's control, it creates twice that many of those tokens instead."
            ),
            None
        );
        assert_eq!(
            super::replacement(
                "If one or more tokens would be created under your control, those tokens plus an additional Food token are created instead."
            ),
            None
        );
    }
}
