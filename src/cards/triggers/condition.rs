//! An intervening "if" clause of a triggered ability (603.4), as typed data: what the rules
//! judge as it triggers and again as it resolves (`rules::triggers::detect::holds`).

use super::super::filter::{ObjectFilter, is_this, number, object_filter};

/// An intervening "if" clause (603.4).
#[derive(Clone, Debug, PartialEq)]
pub enum Condition {
    /// "if you control N or more [filter]" ("two or more Plains").
    YouControlAtLeast(u32, ObjectFilter),
    /// "if you have N or more life".
    YouHaveAtLeastLife(u32),
    /// "if [this] is untapped" / "is tapped".
    ThisIsTapped(bool),
    /// "if an opponent controls more lands than you".
    OpponentControlsMoreLands,
    /// "if no spells were cast last turn" (the werewolves of Innistrad).
    NoSpellsLastTurn,
    /// "if a player cast two or more spells last turn".
    TwoSpellsByAPlayerLastTurn,
    /// "if this permanent came under your control since the beginning of your last upkeep"
    /// (echo, 702.30a).
    CameUnderYourControlSinceYourLastUpkeep,
    /// "if it was kicked" (702.33d): the permanent's spell was cast with its kicker paid.
    WasKicked,
    /// "if it had no -1/-1 counters on it" (persist, 702.79a; undying, 702.93a): as the permanent
    /// last existed on the battlefield (603.10a), a fact of the past that rechecking as the
    /// ability resolves (603.4) can't change.
    HadNoCounters(String),
    /// "if that creature has greater power or toughness than this creature" (evolve,
    /// 702.100a): the creature the event names against the ability's source.
    ItIsGreater,
    /// Anything else: the players judge it.
    Text(String),
}

impl Condition {
    /// Parses what follows "if " in an intervening "if" clause.
    pub fn parse(text: &str) -> Condition {
        let text = text.trim();
        if let Some(rest) = text.strip_prefix("you control ")
            && let Some((n, what)) = rest.split_once(" or more ")
            && let Some(n) = number(n)
            && let Some(filter) = object_filter(what)
        {
            return Condition::YouControlAtLeast(n, filter);
        }
        if let Some(n) = text.strip_prefix("you have ").and_then(|r| r.strip_suffix(" or more life")).and_then(number) {
            return Condition::YouHaveAtLeastLife(n);
        }
        match text {
            "an opponent controls more lands than you" => return Condition::OpponentControlsMoreLands,
            "no spells were cast last turn" => return Condition::NoSpellsLastTurn,
            "a player cast two or more spells last turn" => return Condition::TwoSpellsByAPlayerLastTurn,
            "this permanent came under your control since the beginning of your last upkeep" => {
                return Condition::CameUnderYourControlSinceYourLastUpkeep;
            }
            "it was kicked" | "this permanent was kicked" => return Condition::WasKicked,
            "that creature has greater power or toughness than this creature" => return Condition::ItIsGreater,
            _ => {}
        }
        if let Some(kind) = text.strip_prefix("it had no ").and_then(|r| r.strip_suffix(" counters on it"))
            && !kind.contains(' ')
        {
            return Condition::HadNoCounters(kind.to_string());
        }
        for (ending, tapped) in [(" is untapped", false), (" is tapped", true)] {
            if let Some(subject) = text.strip_suffix(ending)
                && is_this(subject)
            {
                return Condition::ThisIsTapped(tapped);
            }
        }
        Condition::Text(text.to_string())
    }
}
