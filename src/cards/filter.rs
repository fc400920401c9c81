//! The words the card readers share: what an object filter names ("a creature you control",
//! "nontoken Goblin"), numbers written as words, "this" naming the object itself, and reminder
//! text set aside. Triggers (`triggers`) and effects (`effects`) both read with them.

use super::{CardType, capitalized, card_type};

/// Who must control an object a trigger watches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Controlled {
    /// Anyone.
    #[default]
    Anyone,
    /// "you control", "under your control".
    You,
    /// "an opponent controls", "under an opponent's control".
    Opponent,
}

/// The objects a trigger watches, by their characteristics then.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ObjectFilter {
    /// Any of these card types (none: any object).
    pub types: Vec<CardType>,
    /// Any of these subtypes, where the filter names subtypes ("Ally", "Goblin").
    pub subtypes: Vec<String>,
    /// None of these card types ("noncreature").
    pub not_types: Vec<CardType>,
    /// None of these subtypes ("non-Pirate creature", "non-Wall creature").
    pub not_subtypes: Vec<String>,
    /// Every one of these card types as well ("artifact creature": a creature that is also an
    /// artifact).
    pub also: Vec<CardType>,
    /// "nontoken".
    pub nontoken: bool,
    /// Who controls it.
    pub controller: Controlled,
}

/// The text without its reminder text in parentheses.
pub(crate) fn without_reminder(line: &str) -> String {
    // Most lines have no reminder text and single spaces: as they are.
    let plain = !line.contains(['(', '\n', '\t', '\r']) && !line.contains("  ");
    if plain && !line.starts_with(' ') && !line.ends_with(' ') {
        return line.to_string();
    }
    let mut out = String::with_capacity(line.len());
    let mut depth = 0u32;
    for ch in line.chars() {
        match ch {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(ch),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The line without an ability word before it ("Landfall — ", "Threshold — "): an ability
/// word has no rules meaning (207.2c).
pub(crate) fn without_ability_word(line: &str) -> &str {
    match line.split_once(" — ") {
        Some((word, rest)) if !word.contains(['{', ',', '.']) && word.split(' ').count() <= 3 => rest,
        _ => line,
    }
}

/// Whether subject words name the object itself: its name (it starts with a capital letter and
/// isn't a determiner), "this creature", "this permanent", "this enchantment", ....
pub(crate) fn is_this(words: &str) -> bool {
    if let Some(rest) = words.strip_prefix("this ").or_else(|| words.strip_prefix("This ")) {
        return !rest.contains(' ') || rest == "land creature";
    }
    let first = words.split(' ').next().unwrap_or_default();
    // "Enchanted Carriage", "Enchanted Evening": a name, where the word after isn't a subtype
    // that "enchanted ..." or "equipped ..." names ("Enchanted Forest", "Enchanted Goblin").
    const HOST_SUBTYPES: [&str; 9] =
        ["Forest", "Island", "Mountain", "Plains", "Swamp", "Equipment", "Vehicle", "Aura", "Gate"];
    let host = |w: &str| HOST_SUBTYPES.contains(&w) || super::creature_types::creature_type(w).is_some();
    let named = matches!(first, "Enchanted" | "Equipped")
        && words.split(' ').nth(1).is_some_and(|w| w.starts_with(|c: char| c.is_uppercase()) && !host(w));
    let determiner = !named
        && matches!(
            first,
            "A" | "An" | "Another" | "Each" | "One" | "Enchanted" | "Equipped" | "You" | "It" | "Target" | "That"
        );
    // A name's lowercase words are short joining words ("Sword of Fire and Ice"); a phrase with
    // any other ("Gustcloak Cavalier and remove it from combat") is more than a name.
    const JOINING: [&str; 14] =
        ["of", "the", "and", "to", "a", "an", "in", "on", "from", "for", "with", "at", "into", "upon"];
    // A legendary name may hold a comma ("Yahenni, Undying Partisan"): a word of the name ends
    // with it, the next starts with a capital.
    let name_like = words.split(' ').all(|w| {
        let w = w.strip_suffix(',').unwrap_or(w);
        w.starts_with(|c: char| !c.is_lowercase()) || JOINING.contains(&w)
    });
    words.starts_with(|c: char| c.is_uppercase()) && !determiner && name_like
}

/// "creature you control", "nontoken creature", "creature an opponent controls", "Goblin",
/// "artifact or creature", "creatures".
pub(crate) fn object_filter(words: &str) -> Option<ObjectFilter> {
    // With a space before, so that "you control" alone is the controller too.
    let padded = format!(" {}", words.trim());
    let words = padded.as_str();
    let (words, controller) = if let Some(w) = words.strip_suffix(" you control") {
        (w, Controlled::You)
    } else if let Some(w) = words.strip_suffix(" an opponent controls") {
        (w, Controlled::Opponent)
    } else if let Some(w) = words.strip_suffix(" your opponents control") {
        (w, Controlled::Opponent)
    } else {
        (words, Controlled::Anyone)
    };
    let words = words.trim();
    let (words, nontoken) = match words.strip_prefix("nontoken ") {
        Some(w) => (w, true),
        None => (words, false),
    };
    let mut filter = type_filter(words)?;
    filter.nontoken = nontoken;
    filter.controller = controller;
    Some(filter)
}

/// "creature", "noncreature", "instant or sorcery", "artifact or creature", "Goblin", "Ally
/// creature", "" (any): the types and subtypes an object must have.
pub(crate) fn type_filter(words: &str) -> Option<ObjectFilter> {
    let mut filter = ObjectFilter::default();
    let words = words.trim();
    if words.is_empty() {
        return Some(filter);
    }
    let words = words.replace(", or ", " or ").replace(", ", " or ");
    for alternative in words.split(" or ") {
        let mut parts: Vec<&str> = alternative.split(' ').filter(|w| !w.is_empty()).collect();
        // "Ally creature": the subtype and its type; the type is implied by the subtype.
        if parts.len() == 2
            && singular(parts[1]).and_then(card_type).is_some()
            && parts[0].starts_with(char::is_uppercase)
        {
            parts.remove(1);
        }
        // "artifact creature", "enchantment creatures": both types at once.
        if let [first, second] = parts.as_slice()
            && let (Some(also), Some(t)) = (card_type(first), singular(second).and_then(card_type))
            && !words.contains(" or ")
        {
            filter.types.push(t);
            filter.also.push(also);
            continue;
        }
        let [word] = parts.as_slice() else { return None };
        let word = singular(word)?;
        if let Some(t) = word.strip_prefix("non").and_then(card_type) {
            filter.not_types.push(t);
        } else if let Some(t) = card_type(word) {
            filter.types.push(t);
        } else if word.starts_with(char::is_uppercase) && word.chars().all(|c| c.is_alphabetic() || c == '-') {
            filter.subtypes.push(capitalized(word));
        } else {
            return None;
        }
    }
    Some(filter)
}

/// "creatures" → "creature". A subtype stays as written ("Plains"; a plural such as "Elves"
/// isn't read as its singular).
fn singular(word: &str) -> Option<&str> {
    if card_type(word).is_some() || !word.ends_with('s') || word.starts_with(char::is_uppercase) {
        return Some(word);
    }
    let one = &word[..word.len() - 1];
    card_type(one).is_some().then_some(one)
}

/// "{E}{E}" (107.14): how many energy symbols, where the words are those alone.
pub(crate) fn energy_symbols(words: &str) -> Option<u32> {
    let more = words.trim().strip_prefix("{E}")?;
    more.replace("{E}", "").is_empty().then(|| 1 + more.matches("{E}").count() as u32)
}

/// "a", "one", "two", ..., "twenty", or digits.
pub(crate) fn number(word: &str) -> Option<u32> {
    let words = [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
    ];
    match word.trim() {
        "a" | "an" => Some(1),
        w => w.parse().ok().or_else(|| words.iter().position(|x| *x == w).map(|i| i as u32 + 1)),
    }
}

/// The creature type a plural names ("Spirits", "Elves", "Allies", "Merfolk"), where it is
/// capitalized and not a word of the kind an anthem leaves alone ("Creatures", "Lands").
pub(crate) fn creature_type_of_plural(word: &str) -> Option<String> {
    const IRREGULAR: [(&str, &str); 9] = [
        ("Plains", "Plains"),
        ("Elves", "Elf"),
        ("Dwarves", "Dwarf"),
        ("Wolves", "Wolf"),
        ("Allies", "Ally"),
        ("Harpies", "Harpy"),
        ("Merfolk", "Merfolk"),
        ("Sphinxes", "Sphinx"),
        ("Foxes", "Fox"),
    ];
    const NOT: [&str; 9] = [
        "Creatures",
        "Lands",
        "Artifacts",
        "Enchantments",
        "Permanents",
        "Tokens",
        "Vehicles",
        "Planeswalkers",
        "Spells",
    ];
    if !word.starts_with(char::is_uppercase) || !word.chars().all(char::is_alphabetic) || NOT.contains(&word) {
        return None;
    }
    if let Some((_, one)) = IRREGULAR.iter().find(|(many, _)| *many == word) {
        return Some(one.to_string());
    }
    word.strip_suffix('s').filter(|w| w.len() > 1 && !w.ends_with('s')).map(String::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_205_2a_an_object_of_two_card_types_is_asked_by_both() {
        let f = type_filter("artifact creatures").unwrap();
        assert_eq!(
            (f.types.as_slice(), f.also.as_slice()),
            ([CardType::Creature].as_slice(), [CardType::Artifact].as_slice())
        );
        let f = object_filter("artifact creature you control").unwrap();
        assert_eq!((f.also.as_slice(), f.controller), ([CardType::Artifact].as_slice(), Controlled::You));
        // Either type, not both.
        let f = type_filter("artifact or creature").unwrap();
        assert!(f.also.is_empty() && f.types.len() == 2);
        assert_eq!(type_filter("artifact creature or planeswalker"), None);
        // A subtype and its type: one type.
        assert!(type_filter("Ally creature").unwrap().also.is_empty());
    }
}
