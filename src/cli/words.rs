//! The words a text client's line may begin with, and what it says of a word it doesn't know:
//! the close ones, not the action parser's list of every action.

use crate::i18n::Lang;

/// The words a text client's line may begin with (an action written out begins with its name
/// in capitals, `Tap("forest")`).
pub const WORDS: [&str; 20] = [
    "pass", "attack", "block", "tap", "play", "order", "cast", "activate", "target", "yes", "no", "keep", "mulligan",
    "decline", "allow", "say", "undo", "ready", "first", "help",
];

/// A line that begins with a word in lower case, not a written-out action: what is wrong
/// with it in a line, instead of the action parser's list of every action. A word the client
/// knows but not as written (`pass now`, `keep` before the table is seen) says so; another
/// names the close words (`kep`: keep), or the words there are.
pub fn unknown_word(lang: Lang, line: &str) -> Option<String> {
    let word = line.split_whitespace().next()?;
    if line.contains('(') || !word.starts_with(|c: char| c.is_ascii_lowercase()) {
        return None;
    }
    if WORDS.contains(&word) {
        return Some(lang.t("cli-word-unread", &[("line", line), ("word", word)]));
    }
    let close: Vec<&str> = WORDS
        .into_iter()
        .filter(|w| edits(word, w) <= 2 || (word.len() >= 2 && (w.starts_with(word) || word.starts_with(w))))
        .collect();
    Some(match close.is_empty() {
        true => lang.t("cli-unknown-word", &[("word", word), ("words", &WORDS.join(", "))]),
        false => lang.t("cli-unknown-word-close", &[("word", word), ("close", &close.join(", "))]),
    })
}

/// How many letters must be put in, taken out or changed to make `a` into `b` (Levenshtein).
fn edits(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let next = (row[j + 1] + 1).min(row[j] + 1).min(diagonal + usize::from(ca != *cb));
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}
