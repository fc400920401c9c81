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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_604_3_characteristic_defining_pt_abilities_parse() {
        let goyf = "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.";
        use crate::cards::effects::{Count, Whose};
        let types = Count::CardTypesInGraveyard(Whose::All);
        let goyf_pt = DefinedPT { count: types, times: 1, plus_power: 0, plus_toughness: 1, toughness: true };
        assert_eq!(DefinedPT::parse(goyf), Some(goyf_pt));
        let yours = DefinedPT::parse(
            "This creature's power and toughness are each equal to the number of creatures you control.",
        )
        .unwrap();
        assert!(matches!(yours.count, Count::Permanents(_)));
        assert_eq!((yours.times, yours.plus_power, yours.plus_toughness), (1, 0, 0));
        let swamps =
            DefinedPT::parse("Nightmare's power and toughness are each equal to the number of Swamps you control.")
                .unwrap();
        let Count::Permanents(w) = &swamps.count else { panic!() };
        assert_eq!(w.filter.subtypes, ["Swamp"]);
        let avenger = DefinedPT::parse(
            "Gaea's Avenger's power and toughness are each equal to 1 plus the number of artifacts your opponents control.",
        )
        .unwrap();
        assert_eq!((avenger.plus_power, avenger.plus_toughness), (1, 1));
        let twice = DefinedPT::parse(
            "Crusader of Odric's power and toughness are each equal to twice the number of creatures you control.",
        )
        .unwrap();
        assert_eq!(twice.times, 2);
        let graveyard = DefinedPT::parse(
            "Boneyard Wurm's power and toughness are each equal to the number of creature cards in your graveyard.",
        )
        .unwrap();
        assert!(matches!(graveyard.count, Count::CardsInGraveyard(Whose::You, _)));
        assert!(yours.toughness && twice.toughness);
        // Power alone, the toughness printed ("*/5"): Ironroot Warlord, Sylvan Yeti.
        let warlord =
            DefinedPT::parse("Ironroot Warlord's power is equal to the number of creatures you control.").unwrap();
        assert!(matches!(warlord.count, Count::Permanents(_)));
        assert_eq!((warlord.times, warlord.plus_power, warlord.toughness), (1, 0, false));
        let yeti = DefinedPT::parse("Sylvan Yeti's power is equal to the number of cards in your hand.").unwrap();
        assert!(!yeti.toughness);
        assert_eq!(DefinedPT::parse("Tarmogoyf's power is equal to the number of lands in play."), None);
        assert_eq!(
            DefinedPT::parse("Yeti's power is equal to the number of cards in your hand and its toughness is 3."),
            None
        );
        // A token's quoted ability, not the card's own.
        let grime = "Whenever a nontoken creature you control dies, put a slime counter on Gutter Grime, then create a green Ooze creature token with \"This creature's power and toughness are each equal to the number of slime counters on Gutter Grime.\"";
        assert_eq!(DefinedPT::parse(grime), None);
    }
}
