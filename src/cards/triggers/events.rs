//! What a triggered ability waits for, read from the words of its trigger condition ("When
//! [this] enters", "Whenever a creature you control dies", "At the beginning of your upkeep"):
//! a [`TriggerEvent`], or `None` where the reader doesn't understand it.

use super::*;

/// The trigger event of "When ...", "Whenever ...", "At ...".
pub(super) fn event(head: &str) -> Option<TriggerEvent> {
    if let Some(at) = head.strip_prefix("At ") {
        return step_event(at);
    }
    let what = head.strip_prefix("Whenever ").or_else(|| head.strip_prefix("When "))?;
    // 601.2i: "When you cast this spell" (Oracle text never names the card here).
    if what == "you cast this spell" {
        return Some(TriggerEvent::CastThis);
    }
    // 603.8: "When you control no Islands", "no other artifacts", "no lands".
    if let Some(kind) = what.strip_prefix("you control no ") {
        let (kind, another) = match kind.strip_prefix("other ") {
            Some(k) => (k, true),
            None => (kind, false),
        };
        let one = kind.strip_suffix('s')?;
        let filter = object_filter(one).filter(|f| f.controller == super::super::filter::Controlled::Anyone)?;
        let known = !filter.types.is_empty() || !filter.subtypes.is_empty();
        let plain = filter.not_types.is_empty() && filter.not_subtypes.is_empty() && filter.also.is_empty();
        return (known && plain && !filter.nontoken).then_some(TriggerEvent::ControlsNone { filter, another });
    }
    // "When [this] is put into a graveyard from anywhere", "... into your graveyard from your
    // library": its own card only.
    for (ending, from) in [
        (" is put into a graveyard from anywhere", FromZone::Anywhere),
        (" is put into your graveyard from your library", FromZone::Library),
    ] {
        if let Some(who) = what.strip_suffix(ending) {
            return (subject(who)? == Subject::This).then_some(TriggerEvent::PutIntoGraveyardFrom(from));
        }
    }
    if let Some(e) = player_event(what) {
        return Some(e);
    }
    // "Whenever a creature dealt damage by [this] this turn dies" (Sengir Vampire).
    if let Some(who) = what.strip_prefix("a creature dealt damage by ").and_then(|r| r.strip_suffix(" this turn dies"))
    {
        return (subject(who)? == Subject::This).then_some(TriggerEvent::DiesDealtDamageByThis);
    }
    // "Whenever [this] blocks or becomes blocked by a non-Wall creature": only a creature of
    // that kind counts.
    for (verb, blocks, blocked) in [
        (" blocks or becomes blocked by a ", true, true),
        (" becomes blocked by a ", false, true),
        (" blocks a ", true, false),
    ] {
        if let Some((who, kind)) = what.split_once(verb)
            && kind != "creature"
            && let Some(noun) = kind.strip_suffix(" creature")
            && !noun.contains(' ')
            && let Some(w) = crate::cards::effects::wanted(&format!("{noun} creature"))
            && w != crate::cards::effects::Wanted::default()
        {
            let other = Some(std::sync::Arc::new(w));
            return Some(TriggerEvent::CombatPair { subject: subject(who)?, blocks, blocked, other });
        }
    }
    // "Whenever [this] blocks a creature with flying": a keyword the rules know.
    if let Some((who, keyword)) = what.split_once(" blocks a creature with ")
        && super::super::ENFORCED_KEYWORDS.contains(&keyword)
    {
        return Some(TriggerEvent::BlocksCreatureWith(subject(who)?, keyword.to_string()));
    }
    // Battalion: "Whenever [this] and at least two other creatures attack".
    if let Some((who, n)) = what
        .strip_suffix(" other creatures attack")
        .and_then(|r| r.split_once(" and at least "))
        .and_then(|(who, n)| Some((who, super::super::filter::number(n)?)))
        && subject(who)? == Subject::This
    {
        return Some(TriggerEvent::AttacksWithOthers(Subject::This, n));
    }
    type Make = fn(Subject) -> TriggerEvent;
    // The longer of two verbs that begin alike first.
    let verbs: [(&str, Make); 30] = [
        (" deals combat damage to a player", TriggerEvent::CombatDamageToPlayer),
        (" deals combat damage to a creature", |s| TriggerEvent::DealsDamage(s, DamageTo::Creature, true)),
        (" deals combat damage", |s| TriggerEvent::DealsDamage(s, DamageTo::Any, true)),
        (" deals damage to a player", |s| TriggerEvent::DealsDamage(s, DamageTo::Player, false)),
        (" deals damage to an opponent", |s| TriggerEvent::DealsDamage(s, DamageTo::Opponent, false)),
        (" deals damage", |s| TriggerEvent::DealsDamage(s, DamageTo::Any, false)),
        (" is dealt damage", TriggerEvent::IsDealtDamage),
        (" becomes tapped", TriggerEvent::BecomesTapped),
        (" becomes untapped", TriggerEvent::BecomesUntapped),
        (" becomes monstrous", TriggerEvent::BecomesMonstrous),
        (" attacks and isn't blocked", TriggerEvent::AttacksUnblocked),
        (" attacks alone", TriggerEvent::AttacksAlone),
        (" enters the battlefield", TriggerEvent::Enters),
        (" enters", TriggerEvent::Enters),
        (" dies", TriggerEvent::Dies),
        (" die", TriggerEvent::Dies),
        (" is put into a graveyard from the battlefield", TriggerEvent::PutIntoGraveyard),
        (" are put into a graveyard from the battlefield", TriggerEvent::PutIntoGraveyard),
        (" leaves the battlefield", TriggerEvent::LeavesBattlefield),
        (" attacks", TriggerEvent::Attacks),
        (" blocks or becomes blocked by a creature", |subject| TriggerEvent::CombatPair {
            subject,
            blocks: true,
            blocked: true,
            other: None,
        }),
        (" blocks a creature", |subject| TriggerEvent::CombatPair {
            subject,
            blocks: true,
            blocked: false,
            other: None,
        }),
        (" becomes blocked by a creature", |subject| TriggerEvent::CombatPair {
            subject,
            blocks: false,
            blocked: true,
            other: None,
        }),
        (" blocks", TriggerEvent::Blocks),
        (" becomes blocked", TriggerEvent::BecomesBlocked),
        (" becomes the target of a spell or ability an opponent controls", |s| TriggerEvent::BecomesTarget(s, true)),
        (" becomes the target of a spell or ability", |s| TriggerEvent::BecomesTarget(s, false)),
        (" is turned face up", TriggerEvent::TurnedFaceUp),
        (" transforms", TriggerEvent::Transforms),
        (" transforms into", TriggerEvent::Transforms),
    ];
    for (verb, make) in verbs {
        let Some(at) = what.find(verb) else { continue };
        let subject_words = &what[..at];
        let tail = what[at + verb.len()..].trim();
        // "enters or attacks", "enters or transforms into ...": the same subject, either verb.
        // "dies or when you discard it" (Bartered Cow): another player event of the same card.
        if let Some(other) = tail.strip_prefix("or when ") {
            let first = event(&format!("When {subject_words}{verb}"))?;
            let other = other.strip_suffix(" it").map(|o| format!("{o} {}", subject_words.trim()))?;
            let second = event(&format!("When {other}"))?;
            return Some(TriggerEvent::Either(Box::new(first), Box::new(second)));
        }
        if let Some(other) = tail.strip_prefix("or ") {
            let first = event(&format!("When {subject_words}{verb}"))?;
            let second = event(&format!("When {subject_words} {other}"))?;
            return Some(TriggerEvent::Either(Box::new(first), Box::new(second)));
        }
        // "enters [the battlefield] under your control" narrows who controls it.
        let (controller, tail) = if let Some(t) = tail.strip_prefix("under your control") {
            (Some(Controlled::You), t.trim())
        } else if let Some(t) = tail.strip_prefix("under an opponent's control") {
            (Some(Controlled::Opponent), t.trim())
        } else {
            (None, tail)
        };
        // "transforms into [a name]" names what it becomes; anything else after the verb
        // ("attacks and isn't blocked", "attacks a planeswalker") is another event.
        let tail_ok = tail.is_empty() || (verb.starts_with(" transforms") && !tail.contains(','));
        if !tail_ok {
            return None;
        }
        // "Whenever a permanent becomes untapped" (Mesmeric Orb): any permanent, only permanents
        // being tapped or untapped.
        let any_permanent =
            subject_words.trim() == "a permanent" && verb.starts_with(" becomes ") && verb.ends_with("tapped");
        let mut subject = match any_permanent {
            true => Subject::Matching { filter: ObjectFilter::default(), another: false, with: Vec::new() },
            false => subject(subject_words)?,
        };
        if let Some(c) = controller {
            match &mut subject {
                Subject::Matching { filter, .. } | Subject::ThisOrAnother(filter) => filter.controller = c,
                Subject::This | Subject::Attached => {}
            }
        }
        return Some(make(subject));
    }
    None
}

/// "the beginning of your upkeep", "the beginning of each end step", "end of combat".
fn step_event(at: &str) -> Option<TriggerEvent> {
    if at == "end of combat" {
        return Some(TriggerEvent::StepBegins(Step::EndOfCombat, Whose::Each));
    }
    let rest = at.strip_prefix("the beginning of ")?;
    let host = rest.strip_prefix("the ").and_then(|r| r.strip_suffix(" of enchanted creature's controller"));
    let (who, step) = if let Some(s) = host {
        (Whose::HostController, s)
    } else if let Some(s) = rest.strip_prefix("your ") {
        (Whose::You, s)
    } else if let Some(s) = rest.strip_prefix("each of your ") {
        (Whose::You, s)
    } else if let Some(s) = rest.strip_prefix("each opponent's ") {
        (Whose::Opponent, s)
    } else if let Some(s) = rest.strip_prefix("each player's ") {
        (Whose::Each, s)
    } else if let Some(s) = rest.strip_prefix("each ") {
        (Whose::Each, s)
    } else if let Some(s) = rest.strip_prefix("the ") {
        (Whose::Each, s)
    } else {
        (Whose::Each, rest)
    };
    let step = match step {
        "upkeep" => Step::Upkeep,
        "draw step" => Step::Draw,
        "precombat main phase" | "first main phase" => Step::PrecombatMain,
        "main phases" if rest.starts_with("each of your ") => Step::Main,
        "combat on your turn" if who == Whose::Each && rest.starts_with("combat") => {
            return Some(TriggerEvent::StepBegins(Step::Combat, Whose::You));
        }
        "combat" => Step::Combat,
        "end step" => Step::End,
        _ => return None,
    };
    Some(TriggerEvent::StepBegins(step, who))
}
