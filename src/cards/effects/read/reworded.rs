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
    for (kind, ability) in SPELLED_OUT {
        for token in ["token", "tokens"] {
            let long = format!("colorless {kind} artifact {token} with \"{ability}\"");
            text = text.replace(&long, &format!("{kind} {token}."));
        }
    }
    text
}
