//! A Saga's chapter abilities (714.2): the numbers a line prints and what the table does when
//! one resolves.

/// A chapter ability: "{rN1}, {rN2}—[Effect]" means "When one or more lore counters are put
/// onto this Saga, if the number of lore counters on it was less than N and became at least
/// N, [effect]" for each N (714.2b, 714.2c).
#[derive(Clone, Debug, PartialEq)]
pub struct Chapter {
    /// Its chapter numbers.
    pub numbers: Vec<u32>,
    /// What it does, as printed.
    pub text: String,
    /// What the table does itself when it resolves.
    pub effect: ChapterEffect,
}

/// What the table does when a chapter ability resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChapterEffect {
    /// "Exile this Saga, then return it to the battlefield transformed under your control."
    /// (the Sagas of Kamigawa: Neon Dynasty, 712.14a).
    ExileAndReturnTransformed,
    /// Nothing: the players carry out its text.
    Text,
}

impl Chapter {
    /// Reads "I — ...", "II, III — ..." (an em dash, or a hyphen as some sources write it).
    pub fn parse(line: &str) -> Option<Chapter> {
        let (head, text) = line.split_once(" — ").or_else(|| line.split_once(" - "))?;
        let numbers: Vec<u32> = head.split(',').map(|r| from_roman(r.trim())).collect::<Option<_>>()?;
        let text = text.trim().to_string();
        let effect = if text.starts_with("Exile this Saga, then return it to the battlefield transformed") {
            ChapterEffect::ExileAndReturnTransformed
        } else {
            ChapterEffect::Text
        };
        Some(Chapter { numbers, text, effect })
    }
}

/// A Roman numeral from I to XX (714.2a), as chapter symbols print them.
pub(super) fn from_roman(s: &str) -> Option<u32> {
    if s.is_empty() || s.len() > 6 {
        return None;
    }
    (1..=20).find(|n| roman(*n) == s)
}

/// A number as a chapter symbol prints it: 1 is "I", 4 is "IV" (714.2a).
pub fn roman(n: u32) -> String {
    let mut out = String::new();
    let mut n = n;
    for (value, digits) in [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")] {
        while n >= value {
            out.push_str(digits);
            n -= value;
        }
    }
    out
}
