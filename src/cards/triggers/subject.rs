//! The objects a trigger watches: "a creature you control", "another nontoken creature",
//! "[this]", "[this] or another Ally", "enchanted creature", "a creature with power 4 or
//! greater".

use super::{Subject, is_this, object_filter};

/// The object words of a trigger: "a creature you control", "another nontoken creature",
/// "[this]", "[this] or another Ally", "enchanted creature".
pub(super) fn subject(words: &str) -> Option<Subject> {
    let words = words.trim();
    if words.is_empty() {
        return None;
    }
    if matches!(words, "enchanted creature" | "equipped creature" | "enchanted permanent" | "enchanted land") {
        return Some(Subject::Attached);
    }
    if let Some((this, other)) = words.split_once(" or another ") {
        return if is_this(this) { object_filter(other).map(Subject::ThisOrAnother) } else { None };
    }
    if is_this(words) {
        return Some(Subject::This);
    }
    if let Some(rest) = words.strip_prefix("another ") {
        let (rest, with) = with_part(rest)?;
        return Some(Subject::Matching { filter: object_filter(&rest)?, another: true, with });
    }
    let rest = ["a ", "an ", "one or more "].iter().find_map(|p| words.strip_prefix(p))?;
    let (rest, with) = with_part(rest)?;
    Some(Subject::Matching { filter: object_filter(&rest)?, another: false, with })
}

/// "creature with power 4 or greater you control", "creature with flying": the words before
/// "with" and what it asks ("under your control" comes after the verb, not here).
fn with_part(words: &str) -> Option<(String, Vec<crate::cards::effects::With>)> {
    let Some((what, with)) = words.split_once(" with ") else { return Some((words.to_string(), Vec::new())) };
    // "with power 4 or greater you control": the controller after it.
    let (with, controller) =
        match [" you control", " an opponent controls"].iter().find_map(|c| with.strip_suffix(c).map(|w| (w, *c))) {
            Some((w, c)) => (w, c),
            None => (with, ""),
        };
    Some((format!("{what}{controller}"), crate::cards::effects::with_words(with, true)?))
}
