//! Older or roundabout Oracle words said as the reader reads them elsewhere, before the
//! sentences are read: a predefined token spelled out, a payment asked before what it stops.

/// "That player may pay {2}. If the player doesn't, you create a Treasure token." said as the
/// same choice is elsewhere: "You create a Treasure token unless that player pays {2}."
pub(in crate::cards::effects) fn unless_said_first(text: &str) -> String {
    let said = text.strip_prefix("That player may pay ").and_then(|r| r.split_once(". If the player doesn't, "));
    match said {
        Some((cost, then)) if !then.trim_end_matches('.').contains(". ") => {
            let then = then.trim_end_matches('.');
            let then = then.strip_prefix("you create ").map_or(then.to_string(), |r| format!("create {r}"));
            format!("{} unless that player pays {cost}.", crate::cards::capitalized(&then))
        }
        _ => text.to_string(),
    }
}

/// Predefined tokens as older Oracle text spells them out (111.10a, 111.10f): the kind, and its
/// ability quoted.
const SPELLED_OUT: [(&str, &str); 2] = [
    ("Treasure", "{T}, Sacrifice this artifact: Add one mana of any color."),
    ("Clue", "{2}, Sacrifice this artifact: Draw a card."),
];

/// "a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of
/// any color."" said as what it is, "a Treasure token.".
pub(in crate::cards::effects) fn predefined_by_name(text: &str) -> String {
    let mut text = text.to_string();
    if !text.contains(" artifact token") {
        return text;
    }
    for (kind, ability) in SPELLED_OUT {
        for token in ["token", "tokens"] {
            let long = format!("colorless {kind} artifact {token} with \"{ability}\"");
            text = text.replace(&long, &format!("{kind} {token}."));
        }
    }
    text
}

/// The subjects a second clause of "Until end of turn, A and B." may start with ("creatures
/// your opponents control get -1/-1"), where it is a sentence of its own.
const SECOND_SUBJECTS: [&str; 6] =
    ["creatures ", "other creatures ", "target creature", "each other creature", "each creature", "all creatures"];

/// "Until end of turn, creatures you control get +1/+1 and creatures your opponents control
/// get -1/-1." (Zealous Persecution) said as the reader reads durations elsewhere, last and
/// for each subject: "Creatures you control get +1/+1 until end of turn. Creatures your
/// opponents control get -1/-1 until end of turn." (611.2a: the same duration).
pub(in crate::cards::effects) fn until_end_of_turn_last(text: &str) -> String {
    let said: Vec<String> = text
        .split_inclusive(". ")
        .map(|sentence| {
            let trimmed = sentence.trim_end();
            let Some(rest) = trimmed.strip_prefix("Until end of turn, ").and_then(|r| r.strip_suffix('.')) else {
                return sentence.to_string();
            };
            let split = rest.match_indices(" and ").map(|(i, _)| i).find(|i| {
                let next = &rest[i + " and ".len()..];
                SECOND_SUBJECTS.iter().any(|s| next.starts_with(s))
            });
            let clauses = match split {
                Some(i) => vec![&rest[..i], &rest[i + " and ".len()..]],
                None => vec![rest],
            };
            let said: Vec<String> =
                clauses.into_iter().map(|c| format!("{} until end of turn.", crate::cards::capitalized(c))).collect();
            let end = &sentence[trimmed.len()..];
            format!("{}{end}", said.join(" "))
        })
        .collect();
    said.concat()
}

/// "Choose two target creatures controlled by different players. Return those creatures to
/// their owners' hands." (Run Away Together): the targets chosen, then what is done to them,
/// said as one sentence ("Return two target creatures ... to their owners' hands.").
pub(in crate::cards::effects) fn chosen_then_done(text: &str) -> String {
    let Some((targets, after)) = text.strip_prefix("Choose ").and_then(|r| r.split_once(". ")) else {
        return text.to_string();
    };
    if !targets.contains(" target ") {
        return text.to_string();
    }
    for verb in ["Return", "Destroy", "Exile", "Tap", "Untap"] {
        for those in ["those creatures", "those permanents"] {
            if let Some(tail) = after.strip_prefix(&format!("{verb} {those}")) {
                return format!("{verb} {targets}{tail}");
            }
        }
    }
    text.to_string()
}

/// "Destroy target creature and target land." (Spiteful Blow), "Exile target creature and target
/// land.": one verb for two targets of different kinds, each its own word "target" (115.1),
/// said as two sentences.
pub(in crate::cards::effects) fn one_verb_two_targets(text: &str) -> String {
    let Some(sentence) = text.strip_suffix('.').filter(|t| !t.contains(". ")) else { return text.to_string() };
    for verb in ["Destroy", "Exile", "Tap", "Untap"] {
        if let Some((first, second)) =
            sentence.strip_prefix(&format!("{verb} target ")).and_then(|r| r.split_once(" and target "))
            && !first.contains(' ')
            && !second.contains(' ')
        {
            return format!("{verb} target {first}. {verb} target {second}.");
        }
    }
    text.to_string()
}

/// Radiance's "Destroy target enchantment and each other enchantment that shares a color with
/// it." (Leave No Trace), "[This] deals 2 damage to target creature and each other creature that
/// shares a color with it." (Cleansing Beam), "Exile target attacking creature and all Equipment
/// attached to it." (Soul Nova): the target, then what goes with it, said as two sentences with
/// one verb (each judged as the effect is worked out, before anything is done, 608.2h).
pub(in crate::cards::effects) fn and_what_goes_with_it(text: &str) -> String {
    let with_it = [" that shares a color with it", " attached to it", " attached to that creature"];
    // "Those creatures get +2/+0" after it would name the target only (`Aim::It`): left whole.
    if text.contains("Those ") || text.contains("They ") || text.contains(" them") {
        return text.to_string();
    }
    let reworded = |sentence: &str| -> Option<String> {
        // "Return target nonland permanent and all other permanents with the same name as that
        // permanent to their owners' hands." (Echoing Truth).
        if let Some(both) = sentence.strip_prefix("Return ").and_then(|r| r.strip_suffix(" to their owners' hands")) {
            let (first, second) = both.split_once(" and ")?;
            if !first.starts_with("target ") || same_name_as_it(second).is_none() {
                return None;
            }
            return Some(format!("Return {first} to its owner's hand. Return {second} to their owners' hands"));
        }
        let (first, second) = sentence.split_once(" and ")?;
        let goes_with = with_it.iter().any(|w| second.ends_with(w)) || same_name_as_it(second).is_some();
        if !goes_with || !second.starts_with("each other ") && !second.starts_with("all ") {
            return None;
        }
        // "Destroy target enchantment", "Cleansing Beam deals 2 damage to target creature".
        let (verb, target) = first.split_once(" target ")?;
        let verb = match verb {
            "Destroy" | "Exile" | "Tap" | "Untap" => verb.to_string(),
            _ if verb.contains(" deals ") && verb.ends_with(" damage to") => verb.to_string(),
            _ => return None,
        };
        Some(format!("{verb} target {target}. {verb} {second}"))
    };
    let mut out: Vec<String> = Vec::new();
    for sentence in text.split_inclusive(". ") {
        let trimmed = sentence.trim_end().trim_end_matches('.');
        match reworded(trimmed) {
            Some(two) => out.push(format!("{two}{}", &sentence[trimmed.len()..])),
            None => out.push(sentence.to_string()),
        }
    }
    out.concat()
}

/// "all other permanents with the same name as that permanent" (Maelstrom Pulse), "each other
/// creature with the same name as that creature": the words before "with the same name".
pub(in crate::cards::effects) fn same_name_as_it(words: &str) -> Option<&str> {
    let (what, that) = words.split_once(" with the same name as that ")?;
    ["permanent", "creature", "artifact", "enchantment", "land"].contains(&that).then_some(what)
}
