//! A characteristic-defining ability that sets power and toughness, or power alone (604.3,
//! 613.4a), read from its line; `rules::layers` applies it in layer 7a.

/// "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and
/// its toughness is equal to that number plus 1.", "Nightmare's power and toughness are each
/// equal to the number of Swamps you control.", "... each equal to 1 plus the number of ...",
/// "... each equal to twice the number of ...", "Ironroot Warlord's power is equal to the number
/// of creatures you control." (its toughness printed): a characteristic-defining ability (604.3,
/// 613.4a), counted continuously: power = `times` × the count + `plus_power`, toughness =
/// `times` × the count + `plus_toughness` where it defines toughness too.
#[derive(Clone, Debug, PartialEq)]
pub struct DefinedPT {
    /// What is counted.
    pub count: crate::cards::effects::Count,
    /// How many for each one counted.
    pub times: i32,
    /// Power is that number plus this.
    pub plus_power: i32,
    /// Toughness is that number plus this.
    pub plus_toughness: i32,
    /// Whether it defines toughness too (else the printed toughness stands).
    pub toughness: bool,
}

impl DefinedPT {
    /// Parses the forms above.
    pub fn parse(line: &str) -> Option<DefinedPT> {
        let line = line.trim().trim_end_matches('.');
        // Its own line: not a quoted ability a token is given ("... with \"This creature's power
        // and toughness are each equal to ...\"").
        let (subject, rest) = line.split_once("'s power ")?;
        if line.contains('"') || subject.contains(':') {
            return None;
        }
        let (what, both, plus_toughness, toughness) =
            if let Some(r) = rest.strip_prefix("and toughness are each equal to ") {
                (r, 0, 0, true)
            } else {
                let r = rest.strip_prefix("is equal to ")?;
                match r.split_once(" and its toughness is equal to that number") {
                    Some((what, tough)) => {
                        let plus = match tough.trim() {
                            "" => 0,
                            t => t.strip_prefix("plus ")?.parse().ok()?,
                        };
                        (what, 0, plus, true)
                    }
                    // Power alone: the toughness is printed ("*/5").
                    None if !r.contains("toughness") => (r, 0, 0, false),
                    None => return None,
                }
            };
        // "1 plus the number of ...", "twice the number of ...".
        let (what, plus) = match what.split_once(" plus ") {
            Some((n, w)) => (w, crate::cards::filter::number(n)? as i32),
            None => (what, both),
        };
        let (what, times) = match what.strip_prefix("twice ") {
            Some(w) => (w, 2),
            None => (what, 1),
        };
        if !what.starts_with("the number of ") {
            return None;
        }
        let count = crate::cards::effects::counted(what)?;
        Some(DefinedPT { count, times, plus_power: plus, plus_toughness: plus + plus_toughness, toughness })
    }
}
