//! Static bonuses that are counted or hold only for a while: "[This] gets +1/+2 as long as you
//! control a Forest.", "As long as it's your turn, [this] has first strike.", "[This] gets +1/+0
//! for each artifact you control.", "Enchanted creature gets +1/+1 for each card in your hand."
//! (613.4c, 613.1f, 611.3a). The layers count and check them each time they apply.

use crate::cards::condition::Condition;
use crate::cards::effects::{Count, enforced_keywords, for_each};
use crate::cards::filter::{is_this, without_ability_word, without_reminder};

/// A P/T change and keyword abilities, counted ("for each ...") or conditional ("as long as
/// ...").
#[derive(Clone, Debug, PartialEq)]
pub struct Bonus {
    /// The power change (any sign), for each one counted where `per` says.
    pub power: i32,
    /// The toughness change.
    pub toughness: i32,
    /// "for each [one]": the change is this many times over, counted continuously.
    pub per: Option<Count>,
    /// The keyword abilities it has ("Flying"), as an ability line says them.
    pub grants: Vec<String>,
    /// "as long as [condition]": it applies only while this is true (611.3a).
    pub only_if: Option<Condition>,
}

impl Bonus {
    /// Reads a permanent's bonus to itself: "[This] gets +2/+2 as long as ...", "As long as
    /// ..., [this] gets +1/+1 and has flying", "[This] gets +1/+0 for each ...". A bonus that is
    /// neither counted nor conditional isn't one (a creature's fixed P/T is printed).
    pub fn parse_own(line: &str) -> Option<Bonus> {
        let line = without_reminder(line);
        let line = without_ability_word(&line);
        let (condition, rest) = condition_and_rest(line)?;
        let (subject, verb, body) = subject_and_body(rest)?;
        // "As long as Kor Duelist is equipped, it has double strike.": "it" after the condition.
        if !(is_this(subject) || subject == "it" && line.starts_with("As long as ")) {
            return None;
        }
        let bonus = Bonus::body(verb, body, condition)?;
        (bonus.per.is_some() || bonus.only_if.is_some()).then_some(bonus)
    }

    /// Reads what follows a host's words ("gets +1/+1 for each ..."), with the condition read
    /// around the whole line; None unless every word is understood.
    pub(super) fn body(verb: &str, body: &str, only_if: Option<Condition>) -> Option<Bonus> {
        if only_if.as_ref().is_some_and(|c| !c.judged()) {
            return None;
        }
        let (power, toughness, per, has) = match verb {
            "gets" => {
                // "gets +2/+2 and can't block" (Frightcrawler's threshold, 509.1b): the
                // restriction as its own line, as an Aura's is (`combat::granted_restriction`).
                if let Some((pt, words)) = body.split_once(" and ")
                    && let Some(grant) = super::combat::granted_restriction(words)
                {
                    let (power, toughness) = super::pt_bonus(pt)?;
                    return Some(Bonus { power, toughness, per: None, grants: vec![grant.to_string()], only_if });
                }
                let (pt, tail) = body.split_once(' ').unwrap_or((body, ""));
                let (power, toughness) = super::pt_bonus(pt)?;
                let (each, has) = match tail.strip_prefix("and has ") {
                    Some(k) => ("", k),
                    None => tail.split_once(" and has ").unwrap_or((tail, "")),
                };
                let per = match each.strip_prefix("for each ") {
                    Some(w) => Some(for_each(w)?),
                    None if each.is_empty() => None,
                    None => return None,
                };
                (power, toughness, per, has)
            }
            "has" => (0, 0, None, body),
            _ => return None,
        };
        let grants = if has.is_empty() { Vec::new() } else { enforced_keywords(has)? };
        Some(Bonus { power, toughness, per, grants, only_if })
    }
}

/// "As long as [c], [rest]" or "[rest] as long as [c]": the condition, read, and the rest.
pub(super) fn condition_and_rest(line: &str) -> Option<(Option<Condition>, &str)> {
    let line = line.trim().trim_end_matches('.');
    if let Some(r) = line.strip_prefix("As long as ") {
        let (c, rest) = r.split_once(", ")?;
        return Some((Some(Condition::parse(c)), rest));
    }
    Some(match line.rsplit_once(" as long as ") {
        Some((rest, c)) => (Some(Condition::parse(c)), rest),
        None => (None, line),
    })
}

/// "Kird Ape gets +1/+2": the subject, the verb ("gets" or "has") and what follows it.
pub(super) fn subject_and_body(rest: &str) -> Option<(&str, &str, &str)> {
    let gets = rest.find(" gets ");
    let has = rest.find(" has ");
    let (i, verb) = match (gets, has) {
        (Some(g), Some(h)) if h < g => (h, "has"),
        (Some(g), _) => (g, "gets"),
        (None, Some(h)) => (h, "has"),
        (None, None) => return None,
    };
    let subject = &rest[..i];
    let body = &rest[i + verb.len() + 2..];
    (!subject.contains([',', '.'])).then_some((subject, verb, body))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::condition::{Condition, yours};
    use crate::cards::effects::Whose;
    use crate::cards::filter::ObjectFilter;

    #[test]
    fn rule_611_3a_a_bonus_as_long_as_a_condition_holds_is_read() {
        let ape = Bonus::parse_own("Kird Ape gets +1/+2 as long as you control a Forest.").unwrap();
        assert_eq!((ape.power, ape.toughness, ape.per.clone()), (1, 2, None));
        assert_eq!(ape.only_if, Some(Condition::AtLeast(1, yours("Forest"))));
        let enforcer = Bonus::parse_own(
            "Threshold — As long as seven or more cards are in your graveyard, Mystic Enforcer gets +3/+3 and has flying.",
        )
        .unwrap();
        assert_eq!((enforcer.power, enforcer.toughness, enforcer.grants.clone()), (3, 3, vec!["Flying".to_string()]));
        let graveyard = Count::CardsInGraveyard(Whose::You, ObjectFilter::default());
        assert_eq!(enforcer.only_if, Some(Condition::AtLeast(7, graveyard)));
        let turn = Bonus::parse_own("As long as it's your turn, Skyhunter Cub has first strike.").unwrap();
        assert_eq!(
            (turn.power, turn.grants.clone(), turn.only_if),
            (0, vec!["First strike".into()], Some(Condition::YourTurn(true)))
        );
        // 509.1b: Frightcrawler's threshold (2019 dump).
        let crawler = Bonus::parse_own(
            "Threshold — As long as seven or more cards are in your graveyard, Frightcrawler gets +2/+2 and can't block.",
        )
        .unwrap();
        assert_eq!((crawler.power, crawler.grants.clone()), (2, vec!["This creature can't block.".to_string()]));
        let duelist = Bonus::parse_own("As long as Kor Duelist is equipped, it has double strike. (It deals both first-strike and regular combat damage.)").unwrap();
        assert_eq!(duelist.grants, ["Double strike"]);
        // A condition the table doesn't judge, a grant it doesn't enforce, another subject: not read.
        assert_eq!(
            Bonus::parse_own("Kird Ape gets +1/+2 as long as an opponent has more cards in hand than you."),
            None
        );
        assert_eq!(Bonus::parse_own("As long as it's your turn, Skyhunter Cub has banding."), None);
        assert_eq!(Bonus::parse_own("As long as it's your turn, creatures you control get +1/+0."), None);
        // Neither counted nor conditional: not a bonus this reads.
        assert_eq!(Bonus::parse_own("Kird Ape gets +1/+2."), None);
    }

    #[test]
    fn rule_613_4c_a_bonus_for_each_one_counted_is_read() {
        let b = Bonus::parse_own("Cranial Plating gets +1/+0 for each artifact you control.").unwrap();
        assert_eq!((b.power, b.toughness, b.per), (1, 0, Some(yours("artifact"))));
        let b = Bonus::parse_own("Thresher Lizard gets +1/+2 as long as you have one or fewer cards in hand.").unwrap();
        assert_eq!(b.only_if, Some(Condition::AtMost(1, Count::CardsInHand(Whose::You))));
    }
}
