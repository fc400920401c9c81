//! "Target creature gets +3/+3 and gains trample until end of turn", "Creatures you control get
//! +1/+1 until end of turn", "It gains haste.": a bonus and the keywords the rules enforce, for
//! the turn (611.2a) or, with no duration, for as long as the permanent is that object.

use super::*;

/// A sentence that gives a bonus or keywords: `Some` with its reading (`None` inside where it
/// isn't understood); `None` for any other sentence.
pub(super) fn grant(s: &str) -> Option<Option<Vec<EffectStep>>> {
    // "It gains haste.", "Those tokens gain haste.": with no duration, for as long as it is that
    // object (611.2a).
    for who in ["It gains ", "That creature gains ", "That token gains ", "They gain ", "Those tokens gain "] {
        let Some(rest) = s.strip_prefix(who).filter(|r| !r.contains(" until ") && !r.contains(" for as long as "))
        else {
            continue;
        };
        let forever = |keyword| EffectStep::GainKeywordForever { aim: Aim::It, keyword };
        return Some(enforced_keywords(rest).map(|k| k.into_iter().map(forever).collect()));
    }
    if let Some(rest) = s.strip_prefix("It ").or_else(|| s.strip_prefix("That creature ")) {
        return Some(until_end_of_turn(Aim::It, rest));
    }
    // "They each get +2/+2 until end of turn", "Those creatures gain flying until end of turn".
    for who in ["They each ", "They ", "Those creatures each ", "Those creatures "] {
        let Some(rest) = s.strip_prefix(who) else { continue };
        let said = match (rest.strip_prefix("get "), rest.strip_prefix("gain ")) {
            (Some(r), _) => format!("gets {}", r.replace(" and gain ", " and gains ")),
            (None, Some(r)) => format!("gains {r}"),
            (None, None) => break,
        };
        return Some(until_end_of_turn(Aim::It, &said));
    }
    // "Enchanted creature gets +1/+0 until end of turn" (Firebreathing).
    if let Some(rest) = s.strip_prefix("Enchanted creature ").or_else(|| s.strip_prefix("Equipped creature ")) {
        return Some(until_end_of_turn(Aim::Attached, rest));
    }
    // "Other creatures you control get +1/+0 and gain menace until end of turn" (Goblin
    // Wardriver's kin): the group as it resolves, but the source.
    if let Some(rest) = s.strip_prefix("Other ").filter(|r| r.starts_with("creatures ")) {
        let read = grant(&crate::cards::capitalized(rest))?;
        return Some(read.map(|steps| steps.into_iter().map(other_than_this).collect()));
    }
    // "Creatures you control get +2/+2 [and gain trample] until end of turn", "All creatures
    // get -1/-1 until end of turn": every creature of the group as it resolves, and only those
    // (611.2c).
    for (group, all) in [
        ("Creatures you control ", "creatures you control"),
        ("Creatures your opponents control ", "creatures your opponents control"),
        ("All creatures ", "creatures"),
        ("Permanents you control ", "permanents you control"),
    ] {
        let Some(rest) = s.strip_prefix(group) else { continue };
        let said = match (rest.strip_prefix("get "), rest.strip_prefix("gain ")) {
            (Some(r), _) => format!("gets {}", r.replace(" and gain ", " and gains ")),
            (None, Some(r)) => format!("gains {r}"),
            (None, None) => break,
        };
        return Some(all_aim(all).and_then(|a| until_end_of_turn(a, &said)));
    }
    // "Attacking creatures get +2/+0 until end of turn", "Blocking creatures you control gain
    // first strike until end of turn", "Green creatures you control get +1/+1 ...": any other
    // group the reader knows in the plural.
    // The verb said first ("gain trample and get +X/+X").
    let verb = [" get ", " gain "].into_iter().filter_map(|v| s.find(v).map(|at| (at, v))).min();
    if let Some((group, said)) = verb.map(|(at, v)| (&s[..at], format!("{}s {}", v.trim(), &s[at + v.len()..])))
        && let said = said.replace(" and gain ", " and gains ").replace(" and get ", " and gets ")
        && group.starts_with(char::is_uppercase)
        && !group.contains(['.', ','])
        && !group.starts_with("Target")
        && group.split(' ').any(|w| w.eq_ignore_ascii_case("creatures"))
        && let Some(aim @ Aim::All(_)) = all_aim(&crate::cards::lowercased(group))
    {
        return Some(until_end_of_turn(aim, &said));
    }
    // "Each creature you control gets +1/+0 until end of turn" (an overloaded text, 702.96a):
    // every creature of the group as it resolves.
    for (each, all) in [
        ("Each creature you control ", "creatures you control"),
        ("Each creature you don't control ", "creatures you don't control"),
    ] {
        if let Some(rest) = s.strip_prefix(each) {
            return Some(all_aim(all).and_then(|a| until_end_of_turn(a, rest)));
        }
    }
    // "Each other attacking creature gets +1/+0 until end of turn" (battle cry, 702.91a): every
    // one but the source, as it resolves; "Each attacking non-Human creature gains trample
    // until end of turn": every one.
    for (each, another) in [("Each other ", true), ("Each ", false)] {
        if let Some(rest) = s.strip_prefix(each)
            && let Some(at) = first_verb(rest)
            && let Some(w) = wanted(&rest[..at])
        {
            return Some(until_end_of_turn(Aim::All(Wanted { another, ..w }), &rest[at + 1..]));
        }
    }
    // "Target creature gets +3/+3 and gains trample until end of turn."
    // ("Target player gains 3 life" is a player's step, below.)
    // "Another target creature gets -2/-2 until end of turn" (Consume Strength): one its text
    // didn't target before.
    if let Some((another, rest)) = s
        .strip_prefix("Target ")
        .map(|r| ("", r))
        .or_else(|| s.strip_prefix("Another target ").map(|r| ("another ", r)))
        && let Some(at) = first_verb(rest)
        && let Some(aim) = permanent_aim(&format!("{another}target {}", &rest[..at]))
    {
        return Some(until_end_of_turn(aim, &rest[at + 1..]));
    }
    // "Up to two target creatures each get +2/+0 until end of turn", "Two target creatures
    // gain flying until end of turn": each of them.
    if s.starts_with("Up to ") || s.split(' ').nth(1) == Some("target") {
        let lower = crate::cards::lowercased(s);
        for verb in [" each get ", " each gain ", " get ", " gain "] {
            let Some(at) = lower.find(verb) else { continue };
            let Some(aim) = several(&lower[..at]) else { break };
            let rest = &lower[at + verb.len()..];
            let said = if verb.ends_with("get ") { format!("gets {rest}") } else { format!("gains {rest}") };
            return Some(until_end_of_turn(aim, &said.replace(" and gain ", " and gains ")));
        }
    }
    None
}

/// "gets +N/+M until end of turn", "gains flying until end of turn", "gets +2/+2 and gains
/// first strike and trample until end of turn", after whoever gets them (611.2a): a step for
/// the bonus, one for each keyword the rules enforce (any other keeps the line to the players).
/// Where the first of " gets " and " gains " is ("gains trample and gets +1/+1": the gain).
fn first_verb(s: &str) -> Option<usize> {
    [" gets ", " gains "].iter().filter_map(|v| s.find(v)).min()
}

/// A group's step made to leave out the source ("other creatures you control").
fn other_than_this(mut step: EffectStep) -> EffectStep {
    if let EffectStep::Pump { aim: Aim::All(w), .. } | EffectStep::GainKeyword { aim: Aim::All(w), .. } = &mut step {
        w.another = true;
    }
    step
}

pub(super) fn until_end_of_turn(aim: Aim, rest: &str) -> Option<Vec<EffectStep>> {
    let rest = rest.strip_suffix(" until end of turn")?;
    let (pt, keywords) = match (rest.strip_prefix("gets "), rest.strip_prefix("gains ")) {
        (Some(r), _) => match r.split_once(" and gains ") {
            Some((pt, k)) => (Some(pt), Some(k)),
            None => (Some(r), None),
        },
        // "gain trample and get +X/+X" (Craterhoof Behemoth): the same, said the other way.
        (None, Some(k)) => match k.split_once(" and gets ").or_else(|| k.split_once(" and get ")) {
            Some((k, pt)) => (Some(pt), Some(k)),
            None => (None, Some(k)),
        },
        (None, None) => return None,
    };
    // The same object for each step: a target is chosen once ("It" after it).
    let again = match &aim {
        a if a.is_target() => Aim::It,
        a => a.clone(),
    };
    let mut aims = std::iter::once(aim).chain(std::iter::repeat(again));
    let mut out = Vec::new();
    if let Some(pt) = pt {
        let ((power, toughness), times) = match crate::cards::pt_bonus(pt) {
            Some(pt) => (pt, Amount::Fixed(1)),
            // "+X/+X", "+X/+0", "-X/-X": once for each (107.3a).
            None => (crate::cards::pt_bonus(&pt.replace('X', "1")).filter(|_| pt.contains('X'))?, Amount::X),
        };
        // "+X/+2": not one bonus counted X times.
        if times == Amount::X && [power, toughness].iter().any(|v| v.abs() > 1) {
            return None;
        }
        out.push(EffectStep::Pump { aim: aims.next()?, power, toughness, times });
    }
    for keyword in keywords.map(enforced_keywords).unwrap_or(Some(Vec::new()))? {
        out.push(EffectStep::GainKeyword { aim: aims.next()?, keyword });
    }
    Some(out)
}

/// "flying", "first strike and trample", "flying, vigilance, and lifelink": each keyword as an
/// ability line says it ("First strike"), if the rules enforce every one.
pub(crate) fn enforced_keywords(words: &str) -> Option<Vec<String>> {
    let words = words.replace(", and ", ", ").replace(" and ", ", ");
    // "protection from black and from red" (702.16a): a protection for each.
    let words = words.replace(", from ", ", protection from ");
    words
        .split(", ")
        .map(|k| crate::cards::ENFORCED_KEYWORDS.contains(&k).then(|| crate::cards::capitalized(k)))
        .collect()
}
