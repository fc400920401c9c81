//! What a permanent has protection from (702.16a): "Protection from black", "protection from
//! artifacts", "protection from Goblins", "protection from everything", "protection from red
//! and from blue", read from its keyword lines. The rules ask `rules::query::protection_from`.

use super::{CardType, Color, card_type};

/// A quality protection is from (702.16a).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Quality {
    /// A colour ("protection from black").
    Color(Color),
    /// Every colour ("protection from all colors", 702.16a).
    AllColors,
    /// A card type ("protection from artifacts", "from creatures", "from instants").
    Type(CardType),
    /// A subtype, as the plural names it ("protection from Goblins": "Goblin").
    Subtype(String),
    /// "protection from multicolored": two or more colours (105.2c).
    Multicolored,
    /// "protection from monocolored": exactly one colour (105.2b).
    Monocolored,
    /// "protection from everything" (702.16j).
    Everything,
}

impl Quality {
    /// The qualities one keyword names ("protection from red and from blue", "protection from
    /// blue, from black, and from red"), or None where a word isn't one the rules know
    /// ("protection from the chosen color").
    pub fn parse_keyword(keyword: &str) -> Option<Vec<Quality>> {
        let rest = keyword.trim().trim_end_matches('.');
        let rest = rest.strip_prefix("protection from ").or_else(|| rest.strip_prefix("Protection from "))?;
        one_keyword(rest).split(" and from ").map(one).collect()
    }
}

/// "protection from blue, from black, and from red" said without its commas ("... from blue and
/// from black and from red"), so that a line's keywords split at its commas keep it whole.
pub fn one_keyword(line: &str) -> String {
    line.replace(", and from ", " and from ").replace(", from ", " and from ")
}

fn one(word: &str) -> Option<Quality> {
    let word = word.trim();
    if let Some(c) = Color::from_word(word) {
        return Some(Quality::Color(c));
    }
    match word {
        "all colors" => return Some(Quality::AllColors),
        "multicolored" => return Some(Quality::Multicolored),
        "monocolored" => return Some(Quality::Monocolored),
        "everything" => return Some(Quality::Everything),
        "sorceries" => return Some(Quality::Type(CardType::Sorcery)),
        _ => {}
    }
    if let Some(t) = word.strip_suffix('s').and_then(card_type).filter(|t| *t != CardType::Kindred) {
        return Some(Quality::Type(t));
    }
    super::filter::creature_type_of_plural(word).map(Quality::Subtype)
}

/// Every quality the protection keywords of a keyword line name ("Flying, protection from
/// artifacts"); empty where it names none, None where one isn't read.
pub fn qualities_of_line(line: &str) -> Option<Vec<Quality>> {
    let line = one_keyword(line.split(" (").next().unwrap_or(line));
    let mut out = Vec::new();
    for k in line.split([',', ';']).map(str::trim) {
        if k.to_lowercase().starts_with("protection from ") {
            out.extend(Quality::parse_keyword(k)?);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_702_16a_the_qualities_protection_is_from_are_read() {
        let p = Quality::parse_keyword;
        assert_eq!(p("Protection from black"), Some(vec![Quality::Color(Color::Black)]));
        assert_eq!(p("protection from artifacts"), Some(vec![Quality::Type(CardType::Artifact)]));
        assert_eq!(p("Protection from creatures"), Some(vec![Quality::Type(CardType::Creature)]));
        assert_eq!(p("Protection from instants"), Some(vec![Quality::Type(CardType::Instant)]));
        assert_eq!(p("Protection from Goblins"), Some(vec![Quality::Subtype("Goblin".into())]));
        assert_eq!(p("Protection from everything"), Some(vec![Quality::Everything]));
        assert_eq!(
            p("Protection from red and from blue"),
            Some(vec![Quality::Color(Color::Red), Quality::Color(Color::Blue)])
        );
        // Oversoul of Dusk (2019 dump): three colours in a list.
        assert_eq!(
            p("Protection from blue, from black, and from red"),
            Some(vec![Quality::Color(Color::Blue), Quality::Color(Color::Black), Quality::Color(Color::Red)])
        );
        assert_eq!(p("Protection from the chosen color"), None);
        assert_eq!(p("Protection from converted mana cost 3"), None);
        assert_eq!(
            qualities_of_line("Flying, protection from artifacts (This creature can't be blocked ...)"),
            Some(vec![Quality::Type(CardType::Artifact)])
        );
        assert_eq!(qualities_of_line("Flying, vigilance"), Some(vec![]));
    }
}
