//! Who or what a step aims at: "any target", "target creature an opponent controls", "up to
//! two target creatures", "each creature", "all artifacts", "it", and the characteristics a
//! target must have; and the amounts it counts: "X", "for each [one]", "the number of [them]",
//! "[this]'s power" (`Amount`, `Count`). One file: what is counted ("the number of Faeries you
//! control") is described as a target is, and a target may ask a mana value counted ("with
//! converted mana cost X or less, where X is ...").

use super::super::*;
use crate::cards::filter::type_filter;

pub(in crate::cards::effects) use super::several::divided;
pub(super) use super::several::{graveyard_aim, how_many, several};

/// What "deals N damage to ..." aims at.
pub(in crate::cards::effects) fn aim(words: &str) -> Option<Aim> {
    if let Some(several) = several(words) {
        return Some(several);
    }
    // "each creature", "each creature with flying", "each creature without flying", "each
    // nonblack creature", "each non-Pirate creature": every one, no target (Pyroclasm).
    if let Some(rest) = words
        .strip_prefix("each ")
        .filter(|r| r.starts_with("creature") || (r.starts_with("non") && r.split(' ').nth(1) == Some("creature")))
    {
        return Some(Aim::All(wanted(rest)?));
    }
    // "each attacking creature", "each tapped creature": what can be dealt damage, as it is.
    if let Some(w) = words.strip_prefix("each ").and_then(wanted).filter(|w| w.status.is_some())
        && w.filter.types.iter().all(|t| matches!(t, CardType::Creature | CardType::Planeswalker))
        && !w.filter.types.is_empty()
    {
        return Some(Aim::All(w));
    }
    match words {
        "any target" => return Some(Aim::Target(TargetKind::Any)),
        "each opponent" => return Some(Aim::EachOpponent),
        "each player" => return Some(Aim::EachPlayer),
        "that player" | "that opponent" | "defending player" => return Some(Aim::ThatPlayer),
        "you" => return Some(Aim::You),
        "target player" => return Some(Aim::Target(TargetKind::Player { opponent: false })),
        "target opponent" => return Some(Aim::Target(TargetKind::Player { opponent: true })),
        // The controller of the object a step before or the event named (608.2h).
        "that creature's controller"
        | "that permanent's controller"
        | "that land's controller"
        | "that artifact's controller"
        | "that enchantment's controller"
        // A player targeted "or planeswalker": that player, or the planeswalker's controller.
        | "that player or that planeswalker's controller" => return Some(Aim::ItsController),
        _ => {}
    }
    // Radiance's "each other creature that shares a color with it", "each other creature with
    // the same name as that creature".
    if words.starts_with("each other ")
        && (words.ends_with(" that shares a color with it") || super::reworded::same_name_as_it(words).is_some())
    {
        return permanent_aim(words);
    }
    // "that creature", "it", "enchanted creature": what a step before or the event named, what
    // its source is attached to.
    let Some(rest) = words.strip_prefix("target ") else {
        return permanent_aim(words).filter(|a| matches!(a, Aim::It | Aim::Attached));
    };
    // "target opponent or planeswalker": an opponent, or any planeswalker (115.4).
    if rest == "opponent or planeswalker" {
        return Some(Aim::Target(TargetKind::PermanentOrOpponent(wanted("planeswalker")?)));
    }
    for ending in [" or player", " or planeswalker"] {
        if let Some(w) = rest.strip_suffix(ending).filter(|w| *w == "creature" || *w == "player") {
            // "target creature or player" (older wording), "target player or planeswalker".
            let other = if ending == " or player" { w } else { "planeswalker" };
            return Some(Aim::Target(TargetKind::PermanentOrPlayer(wanted(other)?)));
        }
    }
    permanent_aim(words)
}

/// "target creature", "target nonland permanent", "target attacking creature"; or the object
/// itself, by its name or "this creature".
pub(in crate::cards::effects) fn permanent_aim(words: &str) -> Option<Aim> {
    // "all other permanents with the same name as that permanent" (Maelstrom Pulse), "each
    // other creature with the same name as that creature": every one named as what the step
    // before named, that one aside ("other" isn't the source here).
    if let Some(what) = super::reworded::same_name_as_it(words) {
        let mut w = match what.strip_prefix("all other ") {
            Some(rest) => match all_aim(rest)? {
                Aim::All(w) => w,
                _ => return None,
            },
            None => wanted(what.strip_prefix("each other ")?)?,
        };
        w.with.push(With::SameNameAsIt);
        return Some(Aim::All(w));
    }
    // "all other creatures": every one but the source.
    if let Some(rest) = words.strip_prefix("all other ") {
        let Some(Aim::All(w)) = all_aim(rest) else { return None };
        return Some(Aim::All(Wanted { another: true, ..w }));
    }
    // "all Equipment attached to that creature" (Turn to Slag), "all Auras attached to it":
    // those attached to what the step before named, as the effect is worked out.
    if let Some(rest) = words
        .strip_prefix("all ")
        .and_then(|r| r.strip_suffix(" attached to that creature").or_else(|| r.strip_suffix(" attached to it")))
    {
        let Some(Aim::All(mut w)) = all_aim(rest) else { return None };
        w.with.push(With::AttachedToIt);
        return Some(Aim::All(w));
    }
    // "all creatures", "all artifacts and enchantments", "all nonland permanents".
    if let Some(rest) = words.strip_prefix("all ") {
        return all_aim(rest);
    }
    // Radiance: "each other creature that shares a color with it": every one sharing a colour
    // with what the step before named, that one aside ("other" isn't the source here).
    if let Some(mut w) =
        words.strip_prefix("each other ").and_then(|r| r.strip_suffix(" that shares a color with it")).and_then(wanted)
    {
        w.with.push(With::SharesColorWithIt);
        return Some(Aim::All(w));
    }
    // "each other creature you control", "each artifact creature you control": every one as
    // it resolves, no target ("other": not the source).
    // ("each of up to two target creatures" is several targets, below.)
    if let Some(w) = words.strip_prefix("each other ").and_then(wanted) {
        return Some(Aim::All(Wanted { another: true, ..w }));
    }
    if let Some(w) = words.strip_prefix("each ").filter(|r| !r.starts_with("of ")).and_then(wanted) {
        return Some(Aim::All(w));
    }
    // What a step before named, or a delayed ability remembers (603.7c).
    if matches!(
        words,
        "it" | "them"
            | "that card"
            | "that creature"
            | "that permanent"
            | "that token"
            | "those cards"
            | "those creatures"
            | "those permanents"
            | "those tokens"
            | "the exiled card"
    ) {
        return Some(Aim::It);
    }
    if !words.starts_with("target ") && is_this(words) {
        return Some(Aim::This);
    }
    // 303.4, 301.5: what the Aura or Equipment whose ability it is is attached to.
    if matches!(
        words,
        "enchanted creature" | "enchanted permanent" | "enchanted land" | "enchanted artifact" | "equipped creature"
    ) {
        return Some(Aim::Attached);
    }
    if let Some(rest) = words.strip_prefix("another target ") {
        return Some(Aim::Target(TargetKind::Permanent(Wanted { another: true, ..wanted(rest)? })));
    }
    if let Some(several) = several(words) {
        return Some(several);
    }
    let rest = words.strip_prefix("target ")?;
    // "target creature defending player controls" (506.2): one permanent, judged against the
    // ability's source as its target is chosen and as it resolves (`wanted::fits_from`).
    if let Some(rest) = rest.strip_suffix(" defending player controls") {
        let mut w = wanted(rest)?;
        w.with.push(With::DefendingPlayerControls);
        return Some(Aim::Target(TargetKind::Permanent(w)));
    }
    Some(Aim::Target(TargetKind::Permanent(wanted(rest)?)))
}

/// The creature (or creatures) a sentence's subject names, where the verb acts on it for the
/// turn ("Target creature can't block this turn", "It attacks this turn if able", "Creatures
/// without flying can't block this turn", "Up to two target creatures ..."): a target, "it" (the
/// target named before, or what a trigger's event named), a group, this, or its host.
pub(super) fn subject_aim(who: &str) -> Option<Aim> {
    let lower = crate::cards::lowercased(who);
    match who {
        "It" | "it" | "That creature" | "that creature" | "Those creatures" | "They" | "That land"
        | "That permanent" | "Those lands" => Some(Aim::It),
        w if w.starts_with("Creatures ") || w.starts_with("All creatures ") => {
            all_aim(lower.trim_start_matches("all "))
        }
        // "Each creature attacks this turn if able".
        w if w.starts_with("Each ") => permanent_aim(&lower).filter(|a| matches!(a, Aim::All(_))),
        // "another target attacking non-Human creature" (Mistford River Turtle): not the source.
        w if w.starts_with("Target ")
            || w.starts_with("target ")
            || w.starts_with("Another target ")
            || w.starts_with("another target ") =>
        {
            permanent_aim(&lower)
        }
        // "Up to two target creatures can't block this turn" (Markov Warlord).
        w if w.starts_with("Up to ") || w.starts_with("up to ") || w.split(' ').nth(1) == Some("target") => {
            several(&lower)
        }
        w => permanent_aim(w).filter(|a| *a == Aim::This || *a == Aim::Attached),
    }
}

/// What "all ..." names, in the plural ("creatures you control", "artifacts and enchantments"):
/// every permanent of those types.
pub(in crate::cards) fn all_aim(words: &str) -> Option<Aim> {
    let words = words.replace(", and ", " or ").replace(", ", " or ").replace(" and ", " or ");
    let singular: Vec<String> = words
        .split(' ')
        .map(|w| match w {
            "creatures" | "artifacts" | "enchantments" | "lands" | "permanents" | "planeswalkers" => {
                w.trim_end_matches('s').to_string()
            }
            // A subtype in the plural ("Islands", "Elves"), where it is the noun itself.
            _ => crate::cards::filter::creature_type_of_plural(&crate::cards::capitalized(w))
                .filter(|_| w.starts_with(char::is_uppercase))
                .unwrap_or_else(|| w.to_string()),
        })
        .collect();
    let words = singular.join(" ");
    // Plural words this reader doesn't know ("Spellshapers and Gods") aren't read.
    // (What follows "with" is no noun: "with power 3 or less".)
    let nouns = words.split(" with").next().unwrap_or_default();
    if nouns.split(' ').any(|w| w.ends_with('s') && w != "controls" && w != "opponents") {
        return None;
    }
    Some(Aim::All(wanted(&words)?))
}

/// "creature spell", "noncreature spell", "instant or sorcery spell", "spell", "spell with
/// converted mana cost 2 or less".
pub(in crate::cards) fn spell_wanted(words: &str) -> Option<Wanted> {
    // "spell that targets you", "spell that targets a permanent you control" (115.1).
    for (clause, permanent) in [(" that targets you", false), (" that targets a permanent you control", true)] {
        if let Some(noun) = words.strip_suffix(clause) {
            let mut w = spell_wanted(noun)?;
            w.with.push(With::TargetsYou { permanent });
            return Some(w);
        }
    }
    let (noun, with) = match words.split_once(" with ") {
        Some((noun, with)) => (noun, with_words(with, true)?),
        None => (words, Vec::new()),
    };
    let w = noun.strip_suffix("spell")?.trim();
    let mut w = wanted(w)?;
    w.with.extend(with);
    Some(w)
}

/// The characteristics named before the noun: colours, status, types, controller.
pub(in crate::cards) fn wanted(words: &str) -> Option<Wanted> {
    let mut w = Wanted::default();
    let mut words = words.trim().to_string();
    for (prefix, status) in [
        ("attacking or blocking ", Status::AttackingOrBlocking),
        ("attacking ", Status::Attacking),
        ("blocking ", Status::Blocking),
        ("tapped ", Status::Tapped),
    ] {
        if let Some(r) = words.strip_prefix(prefix) {
            w.status = Some(status);
            words = r.to_string();
            break;
        }
    }
    // "a 1/1 creature": that power and that toughness, each at least and at most.
    if let Some((pt, rest)) = words.split_once(' ')
        && let Some((p, t)) = pt.split_once('/')
        && let (Ok(p), Ok(t)) = (p.parse::<i32>(), t.parse::<i32>())
        && names_a_type(rest)
    {
        for at_least in [true, false] {
            w.with.push(With::Power { n: p, at_least });
            w.with.push(With::Toughness { n: t, at_least });
        }
        words = rest.to_string();
    }
    // "nonlegendary creature", "legendary creature" (205.4d); "nonbasic land" (205.4c).
    for (prefix, with) in [
        ("nonlegendary ", With::Legendary(false)),
        ("legendary ", With::Legendary(true)),
        ("nonbasic ", With::Basic(false)),
        ("basic ", With::Basic(true)),
        ("nonsnow ", With::Snow(false)),
        ("snow ", With::Snow(true)),
    ] {
        // "snow permanents you control": a supertype needs no card type (205.4g).
        let snow_permanent = |r: &str| matches!(with, With::Snow(_)) && r.starts_with("permanent");
        if let Some(r) = words.strip_prefix(prefix).filter(|r| names_a_type(r) || snow_permanent(r)) {
            w.with.push(with);
            words = r.to_string();
            break;
        }
    }
    // "nonblack", "nonartifact, nonblack creature": colours and types it must not have.
    let mut not_types = Vec::new();
    let mut not_subtypes = Vec::new();
    while let Some((first, rest)) = words.split_once(' ') {
        // "non-Pirate creature": a subtype it must not have.
        if let Some(sub) = first.trim_end_matches(',').strip_prefix("non-")
            && sub.starts_with(char::is_uppercase)
            && sub.chars().all(|c| c.is_alphabetic() || c == '-')
        {
            not_subtypes.push(sub.to_string());
            words = rest.to_string();
            continue;
        }
        let Some(non) = first.trim_end_matches(',').strip_prefix("non") else { break };
        match (Color::from_word(non), crate::cards::card_type(non)) {
            (Some(c), _) => w.not_colors.push(c),
            // The last adjective stays with its noun ("noncreature spell", "nonland permanent"),
            // unless the noun is a card type itself ("nonartifact creature").
            (None, Some(t)) if rest.starts_with("non") || names_a_type(rest) => not_types.push(t),
            _ => break,
        }
        words = rest.to_string();
    }
    // "green creature", "red or green creature", "white or blue spell": one of those colours.
    loop {
        let (first, rest) = words.split_once(' ').unwrap_or((words.as_str(), ""));
        let Some(c) = Color::from_word(first) else { break };
        w.colors.push(c);
        words = rest.strip_prefix("or ").unwrap_or(rest).to_string();
        if words.starts_with(|ch: char| ch.is_uppercase()) {
            return None;
        }
    }
    // "creature with power 4 or greater", "creature with flying", "creature without flying".
    if let Some((noun, with)) = words.split_once(" with ").or_else(|| words.split_once(" without ")) {
        let has = !words.contains(" without ");
        // "creature with flying an opponent controls": who controls it goes with the noun.
        let (with, noun) = match [" you control", " an opponent controls", " you don't control"]
            .into_iter()
            .find_map(|c| with.strip_suffix(c).map(|w| (w, c)))
        {
            Some((w, controller)) => (w, format!("{noun}{controller}")),
            None => (with, noun.to_string()),
        };
        // Mentor's target (702.134a): judged against the ability's source.
        w.with.extend(match (with, has) {
            ("lesser power", true) => vec![With::LesserPowerThanSource],
            _ => with_words(with, has)?,
        });
        words = noun.to_string();
    }
    // "nonland permanent an opponent controls": a permanent is any (on the battlefield).
    let words = words
        .replace(" you don't control", " an opponent controls")
        .replace("permanent you control", "you control")
        .replace("permanent an opponent controls", "an opponent controls");
    let words = words.strip_suffix(" permanent").map_or(words.clone(), str::to_string);
    let words = if words == "permanent" { String::new() } else { words };
    w.filter = object_filter(&words)?;
    w.filter.not_types.extend(not_types);
    w.filter.not_subtypes.extend(not_subtypes);
    // "nontoken" isn't asked of a target here.
    if w.filter.nontoken {
        return None;
    }
    Some(w)
}

/// Whether the words begin with a card type as a noun ("creature", "creature you control",
/// "artifact or enchantment").
fn names_a_type(words: &str) -> bool {
    let first = words.split([' ', ',']).next().unwrap_or_default();
    crate::cards::card_type(first).is_some()
}

/// "power 4 or greater", "converted mana cost 3 or less", "flying" after "with" (`has`) or
/// "without": what a target must have.
pub(in crate::cards) fn with_words(words: &str, has: bool) -> Option<Vec<With>> {
    if has && words == "{X} in its mana cost" {
        return Some(vec![With::XInManaCost]);
    }
    if has && words == "converted mana cost less than or equal to the number of cards in its controller's graveyard" {
        return Some(vec![With::ManaValueAtMostItsControllersGraveyard]);
    }
    // "converted mana cost X or less" (the spell's X), "... X or less, where X is the number
    // of Faeries you control", "converted mana cost equal to the number of charge counters on
    // [this]": counted as the object is looked at.
    if let Some(with) = counted_mana_value(words).filter(|_| has) {
        return Some(vec![with]);
    }
    for (name, at_least) in [(" or greater", true), (" or less", false)] {
        let Some(rest) = words.strip_suffix(name) else { continue };
        let (what, n) = rest.rsplit_once(' ')?;
        let n: i32 = n.parse().ok()?;
        return has.then_some(vec![match what {
            "power" => With::Power { n, at_least },
            "toughness" => With::Toughness { n, at_least },
            "power or toughness" => With::PowerOrToughness { n, at_least },
            "converted mana cost" | "mana value" => With::ManaValue { n: u32::try_from(n).ok()?, at_least },
            _ => return None,
        }]);
    }
    // "converted mana cost 2": exactly (202.3).
    if let Some(n) = words
        .strip_prefix("converted mana cost ")
        .or_else(|| words.strip_prefix("mana value "))
        .and_then(|n| n.parse::<u32>().ok())
    {
        return has.then_some(vec![With::ManaValue { n, at_least: true }, With::ManaValue { n, at_least: false }]);
    }
    // "with flying or reach": either.
    if let Some((a, b)) = words.split_once(" or ")
        && has
        && [a, b].iter().all(|k| crate::cards::ENFORCED_KEYWORDS.contains(k))
    {
        return Some(vec![With::AnyKeyword(vec![a.to_string(), b.to_string()])]);
    }
    // "with modular" (702.43a): the keyword whatever its number.
    let known = crate::cards::ENFORCED_KEYWORDS.contains(&words) || words == "modular";
    let keyword = known.then(|| words.to_string())?;
    Some(vec![With::Keyword { keyword, has }])
}

/// "converted mana cost X or less", "converted mana cost X", "..., where X is [counted]",
/// "converted mana cost equal to [counted]" (`With::ManaValueCounted`).
fn counted_mana_value(words: &str) -> Option<With> {
    use crate::cards::effects::Amount;
    let value = words.strip_prefix("converted mana cost ").or_else(|| words.strip_prefix("mana value "))?;
    let (value, x) = match value.split_once(", where X is ") {
        Some((v, what)) => (v, Amount::Count { times: 1, what: Box::new(counted(what)?) }),
        None => (value, Amount::X),
    };
    let (amount, exactly) = match value {
        "X or less" => (x, false),
        "X" => (x, true),
        v if x == Amount::X => {
            let what = counted(v.strip_prefix("equal to ")?)?;
            (Amount::Count { times: 1, what: Box::new(what) }, true)
        }
        _ => return None,
    };
    Some(With::ManaValueCounted { amount: Box::new(amount), exactly })
}

/// "two", "a", "an", "X" before a noun.
pub(super) fn amount(word: &str) -> Option<Amount> {
    match word {
        "X" => Some(Amount::X),
        "that much" => Some(Amount::ThatMuch),
        "a" | "an" => Some(Amount::Fixed(1)),
        w => number(w).map(Amount::Fixed),
    }
}

/// What "for each [words]" counts (the noun in the singular): "creature you control", "card in
/// your hand", "Forest you control", "charge counter on [this]", "creature card in your
/// graveyard".
pub(in crate::cards) fn for_each(words: &str) -> Option<Count> {
    for_each_in(words, false)
}

/// [`for_each`] counted once, as a spell or ability resolves or a spell's cost is determined
/// (601.2f): what is attacking or tapped at that moment counts ("for each attacking creature").
pub(in crate::cards) fn for_each_now(words: &str) -> Option<Count> {
    for_each_in(words, true)
}

fn for_each_in(words: &str, moment: bool) -> Option<Count> {
    // "creature blocking it", "... beyond the first" (rampage, 702.23a): of the creature the
    // step is done to.
    if let Some(it) = words.strip_prefix("creature blocking ") {
        let (it, beyond_first) = match it.strip_suffix(" beyond the first") {
            Some(it) => (it, true),
            None => (it, false),
        };
        return (it == "it" || is_this(it)).then_some(Count::BlockingIt { beyond_first });
    }
    if let Some(c) = cards_in(words) {
        return Some(c);
    }
    if words == "opponent you attacked with a creature this combat" {
        return Some(Count::OpponentsAttackedThisCombat);
    }
    if words == "spell you've cast this turn" {
        return Some(Count::SpellsCastThisTurn);
    }
    // A static ability's own count ("[This] gets +2/+2 for each Aura attached to it"); a spell's
    // "it" is another object, not read.
    match words {
        _ if moment => {}
        "Aura attached to it" => return Some(Count::AttachedToIt { auras: true, equipment: false }),
        "Equipment attached to it" => return Some(Count::AttachedToIt { auras: false, equipment: true }),
        "Aura and Equipment attached to it" | "Aura or Equipment attached to it" => {
            return Some(Count::AttachedToIt { auras: true, equipment: true });
        }
        _ => {}
    }
    if let Some(c) = colors_spent(words.strip_prefix("color of mana spent to cast ")) {
        return Some(c);
    }
    if let Some((kind, on)) = words.split_once(" counter on ") {
        return (is_this(on) && !kind.contains(' ')).then(|| Count::CountersOnThis(kind.to_string()));
    }
    permanents(words, false, moment)
}

/// What "the number of [words]" counts (the noun in the plural), or "[this]'s power", "its
/// power", after "equal to" or "where X is".
pub(in crate::cards) fn counted(words: &str) -> Option<Count> {
    if let Some(rest) = words.strip_prefix("the number of ") {
        // "creatures exiled this way", "creatures you controlled that were destroyed this way".
        match rest {
            "creatures exiled this way" | "creatures destroyed this way" => {
                return Some(Count::ThisWay { yours: false });
            }
            "creatures you controlled that were exiled this way"
            | "creatures you controlled that were destroyed this way" => return Some(Count::ThisWay { yours: true }),
            _ => {}
        }
        // 207.2c delirium, Tarmogoyf: "card types among cards in your graveyard".
        if let Some(place) = rest.strip_prefix("card types among cards in ") {
            return match place {
                "your graveyard" => Some(Count::CardTypesInGraveyard(Whose::You)),
                "all graveyards" => Some(Count::CardTypesInGraveyard(Whose::All)),
                _ => None,
            };
        }
        if let Some(c) = cards_in(rest) {
            return Some(c);
        }
        if let Some(c) = colors_spent(rest.strip_prefix("colors of mana spent to cast ")) {
            return Some(c);
        }
        if let Some((kind, on)) = rest.split_once(" counters on ") {
            return (is_this(on) && !kind.contains(' ')).then(|| Count::CountersOnThis(kind.to_string()));
        }
        return permanents(rest, true, false);
    }
    // 700.5: "your devotion to black".
    if let Some(color) = words.strip_prefix("your devotion to ").and_then(crate::cards::Color::from_word) {
        return Some(Count::Devotion(color));
    }
    // "its converted mana cost", "the card's converted mana cost" (202.3): the card the step
    // before named.
    if matches!(
        words,
        "its converted mana cost"
            | "its mana value"
            | "the card's converted mana cost"
            | "that card's converted mana cost"
            | "that spell's converted mana cost"
            | "that spell's mana value"
    ) {
        return Some(Count::ManaValue(Aim::It));
    }
    // Transmute's (702.53a): the card the ability is of, wherever it went to pay for it.
    if words == "this card's converted mana cost" {
        return Some(Count::ManaValue(Aim::This));
    }
    for (ending, power) in [("'s power", true), ("'s toughness", false)] {
        if let Some(who) = words.strip_suffix(ending) {
            let aim = match who {
                "the sacrificed creature" => return Some(Count::Sacrificed { power }),
                "that creature" => Aim::It,
                w if is_this(w) => Aim::This,
                _ => return None,
            };
            return Some(if power { Count::Power(aim) } else { Count::Toughness(aim) });
        }
    }
    None
}

/// Converge's "[the number of] colors of mana spent to cast [this]" (601.2h), after its words.
fn colors_spent(whose: Option<&str>) -> Option<Count> {
    whose.filter(|w| *w == "it" || *w == "this spell" || is_this(w)).map(|_| Count::ColorsSpent)
}

/// "cards in your hand", "card in that player's hand", "creature cards in your graveyard".
fn cards_in(words: &str) -> Option<Count> {
    let (what, place) = words.split_once(" in ")?;
    let kind = what.strip_suffix(" cards").or_else(|| what.strip_suffix(" card"));
    let kind = kind.or_else(|| matches!(what, "cards" | "card").then_some(""))?;
    let (whose, zone) = place.rsplit_once(' ')?;
    let whose = match whose {
        "your" => Whose::You,
        "their" | "that player's" => Whose::Theirs,
        "all" => Whose::All,
        _ => return None,
    };
    match zone {
        "hand" if kind.is_empty() && whose != Whose::All => Some(Count::CardsInHand(whose)),
        "graveyard" | "graveyards" if (zone == "graveyards") == (whose == Whose::All) => {
            let filter = if kind.is_empty() { Default::default() } else { type_filter(kind)? };
            Some(Count::CardsInGraveyard(whose, filter))
        }
        _ => None,
    }
}

/// Permanents on the battlefield: "creatures you control" (`plural`), "creature you control",
/// "Forest you control", "other Elf you control", "Elves on the battlefield".
/// A status or characteristic of the moment counts only where the count is made at one moment
/// (`moment`); a static ability's count is read by the layers, which don't look again when a
/// creature attacks.
fn permanents(words: &str, plural: bool, moment: bool) -> Option<Count> {
    let (words, another) = match words.strip_prefix("other ") {
        Some(w) => (w, true),
        None => (words, false),
    };
    let words = words.strip_suffix(" on the battlefield").unwrap_or(words);
    let w = if plural {
        // "Mountains you control", "Elves on the battlefield": a subtype in the plural.
        let one = words.split_once(' ').map_or((words, ""), |(a, b)| (a, b));
        let subtype = crate::cards::filter::creature_type_of_plural(one.0);
        match (all_aim(words), subtype) {
            (Some(Aim::All(w)), _) => w,
            (_, Some(s)) => wanted(format!("{s} {}", one.1).trim())?,
            _ => return None,
        }
    } else {
        // "artifact and/or enchantment you control" (All That Glitters): one that is either.
        wanted(&words.replace(" and/or ", " or "))?
    };
    // A status or characteristic of the moment is read by the target check, not counted here
    // (a supertype is no such thing: "snow permanents you control").
    let supertype = |x: &With| matches!(x, With::Snow(_) | With::Legendary(_) | With::Basic(_));
    if !moment && (w.status.is_some() || !w.with.iter().all(supertype)) {
        return None;
    }
    Some(Count::Permanents(Wanted { another, ..w }))
}
