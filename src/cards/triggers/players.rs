//! The trigger events a player makes happen: "you gain life", "an opponent casts a spell",
//! "you draw a card", "you cycle [this]", "an opponent discards a card".

use super::{Subject, TriggerEvent, Whose, is_this, type_filter};
use crate::cards::filter::ObjectFilter;

/// What a cast trigger asks of the spell besides its types: a colour (105.2), "a blue spell", "a
/// multicolored spell" (two or more colours, 105.2c), or what was chosen as the trigger's source
/// entered (614.12a): "a spell of the chosen color", "a creature spell of the chosen type"; or
/// a mana value counted on the source as the spell is cast ("a spell with converted mana cost
/// equal to the number of charge counters on [this]", Chalice of the Void).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Hue {
    /// Any colour, or none.
    #[default]
    Any,
    /// Of this colour (among others).
    Is(crate::cards::Color),
    /// Of two or more colours.
    Multicolored,
    /// Of the colour chosen as the source entered (none while none is).
    ChosenColor,
    /// Of the creature type chosen as the source entered (none while none is).
    ChosenType,
    /// With a mana value equal to the number of charge counters on the source (202.3).
    ManaValueOfChargeCounters,
    /// "a creature spell that has an Adventure" (715.1): its card is an adventurer card.
    HasAdventure,
}

/// "you gain life", "an opponent casts a spell", "you draw a card", "you cycle [this]",
/// "a player cycles a card", "you cycle or discard a card", "an opponent discards a card".
pub(super) fn player_event(what: &str) -> Option<TriggerEvent> {
    let (who, rest) = whose_player(what)?;
    // 701.21a: "a player sacrifices a permanent", "you sacrifice a Clue".
    if let Some(what) = rest.strip_prefix("sacrifices ").or_else(|| rest.strip_prefix("sacrifice ")) {
        let any = |another| Subject::Matching { filter: ObjectFilter::default(), another, with: Vec::new() };
        let subject = match what {
            "a permanent" => any(false),
            "another permanent" => any(true),
            w => super::subject(w)?,
        };
        return Some(TriggerEvent::Sacrifices(who, subject));
    }
    match rest {
        "gain life" | "gains life" => Some(TriggerEvent::GainsLife(who)),
        "lose life" | "loses life" => Some(TriggerEvent::LosesLife(who)),
        "draw a card" | "draws a card" => Some(TriggerEvent::Draws(who)),
        // "Whenever you draw your second card each turn" (the card drawn second, 121.2).
        "draw your second card each turn" | "draws their second card each turn" => Some(TriggerEvent::DrawsNth(who, 2)),
        _ => {
            if let Some(e) = cycle_or_discard(who, rest) {
                return Some(e);
            }
            let spell = rest.strip_prefix("cast ").or_else(|| rest.strip_prefix("casts "))?;
            let spell = spell.strip_prefix("a ").or_else(|| spell.strip_prefix("an "))?;
            if spell.strip_prefix("spell that targets ").is_some_and(is_this) {
                return Some(TriggerEvent::CastTargetingThis(who));
            }
            if spell == "spell that targets one or more permanents" {
                return Some(TriggerEvent::CastTargetingPermanents(who));
            }
            if spell
                .strip_prefix("spell with converted mana cost equal to the number of charge counters on ")
                .or_else(|| spell.strip_prefix("spell with mana value equal to the number of charge counters on "))
                .is_some_and(is_this)
            {
                return Some(TriggerEvent::Cast(who, ObjectFilter::default(), Hue::ManaValueOfChargeCounters));
            }
            // 614.12a: "a spell of the chosen color", "a creature spell of the chosen type".
            let (spell, chosen) =
                match (spell.strip_suffix(" of the chosen color"), spell.strip_suffix(" of the chosen type")) {
                    (Some(s), _) => (s, Some(Hue::ChosenColor)),
                    (_, Some(s)) => (s, Some(Hue::ChosenType)),
                    _ => match spell.strip_suffix(" that has an Adventure") {
                        Some(s) => (s, Some(Hue::HasAdventure)),
                        None => (spell, None),
                    },
                };
            let words = spell.strip_suffix("spell")?.trim();
            if let Some(hue) = chosen {
                return Some(TriggerEvent::Cast(who, type_filter(words)?, hue));
            }
            // "a blue spell", "a multicolored instant or sorcery spell" (105.2).
            let (hue, words) = match words.split_once(' ').map_or((words, ""), |(c, w)| (c, w)) {
                ("multicolored", w) => (Hue::Multicolored, w),
                (c, w) => match crate::cards::Color::from_word(c) {
                    Some(c) => (Hue::Is(c), w),
                    None => (Hue::Any, words),
                },
            };
            Some(TriggerEvent::Cast(who, type_filter(words)?, hue))
        }
    }
}

fn whose_player(what: &str) -> Option<(Whose, &str)> {
    for (prefix, who) in [("you ", Whose::You), ("an opponent ", Whose::Opponent), ("a player ", Whose::Each)] {
        if let Some(rest) = what.strip_prefix(prefix) {
            return Some((who, rest.trim()));
        }
    }
    None
}

/// "cycle [this]" (702.29c), "cycle [this] or it dies", "cycles a card" (702.29d), "cycle or
/// discard a card" (702.29d: cycling is discarding, one event), "discards a creature card"
/// (701.9a), after whose.
fn cycle_or_discard(who: Whose, rest: &str) -> Option<TriggerEvent> {
    if let Some(card) = rest.strip_prefix("cycle ").or_else(|| rest.strip_prefix("cycles ")) {
        if let Some(this) = card.strip_suffix(" or it dies")
            && is_this(this)
        {
            let cycled = TriggerEvent::Cycled(who, Subject::This);
            return Some(TriggerEvent::Either(Box::new(cycled), Box::new(TriggerEvent::Dies(Subject::This))));
        }
        if let Some(card) = card.strip_prefix("or discard ") {
            return Some(TriggerEvent::Discards(who, card_subject(card)?));
        }
        if is_this(card) {
            return Some(TriggerEvent::Cycled(who, Subject::This));
        }
        return Some(TriggerEvent::Cycled(who, card_subject(card)?));
    }
    let card = rest.strip_prefix("discard ").or_else(|| rest.strip_prefix("discards "))?;
    // "when you discard [this]" (after "dies or", Bartered Cow): the card itself.
    if is_this(card) {
        return Some(TriggerEvent::Discards(who, Subject::This));
    }
    Some(TriggerEvent::Discards(who, card_subject(card)?))
}

/// "a card", "another card", "a creature card", "a noncreature, nonland card": which card.
fn card_subject(words: &str) -> Option<Subject> {
    let (words, another) = match words.strip_prefix("another ") {
        Some(w) => (w, true),
        None => (words.strip_prefix("a ").or_else(|| words.strip_prefix("an "))?, false),
    };
    let filter = match words.strip_suffix(" card") {
        Some(w) => type_filter(w)?,
        None if words == "card" => ObjectFilter::default(),
        None => return None,
    };
    Some(Subject::Matching { filter, another, with: Vec::new() })
}
