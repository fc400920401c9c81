//! Reading a line of a spell's or an ability's text into typed steps: the sentence, then each
//! clause ("deals N damage to ...", "draw N cards", "create ... tokens"), then who or what it
//! aims at.

use super::*;

/// The predefined tokens (111.10) an effect may create by name alone.
pub(super) const PREDEFINED_TOKENS: [&str; 9] =
    ["Treasure", "Food", "Gold", "Clue", "Blood", "Powerstone", "Map", "Junk", "Shard"];

/// "a 1/1 white Soldier creature token", "two Treasure tokens", after "Create ".
pub(super) fn create_step(rest: &str) -> Option<EffectStep> {
    let (n, rest) = rest.split_once(' ')?;
    let n = number(n)?;
    let (words, keywords) = match rest.split_once(" with ") {
        Some((w, k)) => (w, Some(k)),
        None => (rest, None),
    };
    let words = words.strip_suffix(" tokens").or_else(|| words.strip_suffix(" token"))?;
    if PREDEFINED_TOKENS.contains(&words) && keywords.is_none() {
        return Some(EffectStep::CreateTokens { n, token: TokenWords::Predefined(words.to_string()) });
    }
    let (pt, words) = words.split_once(' ')?;
    let pt = pt.split_once('/').and_then(|(p, t)| Some((p.parse().ok()?, t.parse().ok()?)))?;
    let mut colors = Vec::new();
    let mut subtypes = Vec::new();
    let mut types = Vec::new();
    for w in words.split(' ').filter(|w| *w != "and") {
        match w {
            "white" => colors.push(Color::White),
            "blue" => colors.push(Color::Blue),
            "black" => colors.push(Color::Black),
            "red" => colors.push(Color::Red),
            "green" => colors.push(Color::Green),
            "colorless" => {}
            "creature" => types.push(CardType::Creature),
            "artifact" => types.push(CardType::Artifact),
            "enchantment" => types.push(CardType::Enchantment),
            w if w.starts_with(char::is_uppercase) && w.chars().all(|c| c.is_alphabetic() || c == '-') => {
                subtypes.push(w.to_string())
            }
            _ => return None,
        }
    }
    if !types.contains(&CardType::Creature) || subtypes.is_empty() {
        return None;
    }
    let kws = match keywords {
        Some(k) => enforced_keywords(k)?,
        None => Vec::new(),
    };
    Some(EffectStep::CreateTokens { n, token: TokenWords::Made { pt, colors, subtypes, types, keywords: kws } })
}

/// One sentence, without its full stop: its steps.
pub(super) fn step(s: &str) -> Option<Vec<EffectStep>> {
    // 509.1b: "Target creature can't block this turn", "Creatures without flying can't block this
    // turn", "That creature can't block this turn".
    for (suffix, make) in [
        (" can't block this turn", EffectStep::CantBlock as fn(Aim) -> EffectStep),
        (" can't be blocked this turn", EffectStep::CantBeBlocked),
        (" can't attack or block this turn", EffectStep::CantAttackOrBlock),
    ] {
        let Some(who) = s.strip_suffix(suffix) else { continue };
        let lower = crate::cards::lowercased;
        let aim = match who {
            "It" | "That creature" | "Those creatures" | "They" => Aim::It,
            w if w.starts_with("Creatures ") || w.starts_with("All creatures ") => {
                all_aim(lower(w).trim_start_matches("all "))?
            }
            w if w.starts_with("Target ") => permanent_aim(&lower(w))?,
            // "Up to two target creatures can't block this turn" (Markov Warlord).
            w if w.starts_with("Up to ") || w.split(' ').nth(1) == Some("target") => several(&lower(w))?,
            w => permanent_aim(w).filter(|a| *a == Aim::This || *a == Aim::Attached)?,
        };
        return Some(vec![make(aim)]);
    }
    // 603.7a: "Draw a card at the beginning of the next turn's upkeep.", "Sacrifice those
    // tokens at the beginning of the next end step.", "At the beginning of the next end step,
    // return that card ...": a delayed triggered ability, whose steps name no target.
    for (suffix, at) in [
        (" at the beginning of the next turn's upkeep", Moment::NextUpkeep),
        (" at the beginning of the next end step", Moment::NextEndStep),
        (" at the beginning of your next end step", Moment::YourNextEndStep),
    ] {
        if let Some(now) = s.strip_suffix(suffix) {
            return delayed(now, at);
        }
    }
    for (prefix, at) in [
        ("At the beginning of the next end step, ", Moment::NextEndStep),
        ("At the beginning of your next end step, ", Moment::YourNextEndStep),
    ] {
        if let Some(now) = s.strip_prefix(prefix) {
            return delayed(&crate::cards::capitalized(now), at);
        }
    }
    // 701.19c: what the step before destroys (`SpellEffect::read` names it).
    if matches!(s, "It can't be regenerated" | "They can't be regenerated") {
        return Some(vec![EffectStep::NoRegeneration(Aim::It)]);
    }
    if let Some(rest) = s.strip_prefix("It ").or_else(|| s.strip_prefix("That creature ")) {
        return until_end_of_turn(Aim::It, rest);
    }
    // "They each get +2/+2 until end of turn", "Those creatures gain flying until end of turn".
    for who in ["They each ", "They ", "Those creatures each ", "Those creatures "] {
        let Some(rest) = s.strip_prefix(who) else { continue };
        let said = match (rest.strip_prefix("get "), rest.strip_prefix("gain ")) {
            (Some(r), _) => format!("gets {}", r.replace(" and gain ", " and gains ")),
            (None, Some(r)) => format!("gains {r}"),
            (None, None) => break,
        };
        return until_end_of_turn(Aim::It, &said);
    }
    // "Enchanted creature gets +1/+0 until end of turn" (Firebreathing).
    if let Some(rest) = s.strip_prefix("Enchanted creature ").or_else(|| s.strip_prefix("Equipped creature ")) {
        return until_end_of_turn(Aim::Attached, rest);
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
        return until_end_of_turn(all_aim(all)?, &said);
    }
    // "Target creature gets +3/+3 and gains trample until end of turn."
    if let Some(rest) = s.strip_prefix("Target ")
        && let Some(at) = rest.find(" gets ").or_else(|| rest.find(" gains "))
    {
        let aim = permanent_aim(&format!("target {}", &rest[..at]))?;
        return until_end_of_turn(aim, &rest[at + 1..]);
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
            return until_end_of_turn(aim, &said.replace(" and gain ", " and gains "));
        }
    }
    // Equip's effect (702.6a): "Attach this Equipment to target creature you control."
    if let Some(rest) = s.strip_prefix("Attach this Equipment to ") {
        return Some(vec![EffectStep::AttachThis(permanent_aim(rest)?)]);
    }
    // "Shivan Dragon gets +1/+0 until end of turn.": the object itself (an ability's source).
    if let Some(at) = s.find(" gets ").or_else(|| s.find(" gains "))
        && let Some(Aim::This) = permanent_aim(&s[..at]).filter(|_| !s[..at].contains(" and "))
    {
        return until_end_of_turn(Aim::This, &s[at + 1..]);
    }
    // 701.22a: "Scry 2" (its controller's; the last step, `SpellEffect::read`).
    if let Some(n) = s.strip_prefix("Scry ").and_then(number).filter(|n| *n > 0) {
        return Some(vec![EffectStep::Scry(n)]);
    }
    // 106.4: "Add {B}{B}{B}" (a spell's; what a permanent adds is a mana ability, 605.1a).
    if let Some(mana) = s.strip_prefix("Add ")
        && let Ok(cost) = crate::cards::ManaCost::parse(mana)
        && !cost.symbols.is_empty()
        && cost
            .symbols
            .iter()
            .all(|m| matches!(m, crate::cards::ManaSymbol::Colored(_) | crate::cards::ManaSymbol::Colorless))
    {
        return Some(vec![EffectStep::AddMana(cost.symbols)]);
    }
    if s == "Prevent all combat damage that would be dealt this turn" {
        return Some(vec![EffectStep::PreventCombatDamage]);
    }
    // 118.12a: "Counter target spell unless its controller pays {3}", "Sacrifice this unless
    // you pay {2}": one step, and who may pay how much to stop it.
    for (words, payer) in [(" unless its controller pays ", Payer::ItsController), (" unless you pay ", Payer::You)] {
        if let Some((first, cost)) = s.split_once(words) {
            let cost = crate::cards::ManaCost::parse(cost).ok().filter(|c| !c.symbols.is_empty())?;
            let plain = cost.symbols.iter().all(|m| !matches!(m, crate::cards::ManaSymbol::Variable(_)));
            let step = single(first).filter(|_| plain)?;
            if payer == Payer::ItsController && !matches!(step.aim(), Aim::Target(_)) {
                return None;
            }
            return Some(vec![EffectStep::Unless { step: Box::new(step), payer, cost: cost.symbols }]);
        }
    }
    if let Some(one) = single(s) {
        return Some(vec![one]);
    }
    // "Create a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink" (Wurmcoil
    // Engine): two kinds of token, each its own step.
    if let Some(rest) = s.strip_prefix("Create ") {
        for (at, _) in rest.match_indices(" token and ").chain(rest.match_indices(" token with ")) {
            let Some(after) = rest[at..].find(" and ").map(|i| at + i) else { continue };
            let (first, second) = (&rest[..after], &rest[after + " and ".len()..]);
            if let (Some(a), Some(b)) = (create_step(first), create_step(second)) {
                return Some(vec![a, b]);
            }
        }
    }
    // Threaten: "Untap target creature and gain control of it until end of turn".
    if let Some(first) = s.strip_suffix(" and gain control of it until end of turn")
        && let Some(one) = single(first).filter(|x| x.aim().is_target())
    {
        return Some(vec![one, EffectStep::GainControl { aim: Aim::It, until_end_of_turn: true }]);
    }
    // "Counter target spell if it's blue" (Pyroblast): the step, for an object of that colour.
    if let Some((first, color)) = s.rsplit_once(" if it's ")
        && let Some(color) = Color::from_word(color)
        && let Some(one) = single(first).filter(|x| matches!(x.aim(), Aim::Target(_)))
    {
        return Some(vec![EffectStep::IfItIs { step: Box::new(one), colors: vec![color] }]);
    }
    // "Pestilence deals 1 damage to each creature and each player": both, each dealt the same.
    if let Some(first) = s.strip_suffix(" and each player")
        && let Some(EffectStep::Damage { n, to: to @ Aim::All(_) }) = single(first)
    {
        return Some(vec![EffectStep::Damage { n, to }, EffectStep::Damage { n, to: Aim::EachPlayer }]);
    }
    // "Lightning Helix deals 3 damage to any target and you gain 3 life": a step, then a
    // player's step naming its own player.
    for (and, who) in [(" and you ", "You "), (" and each opponent ", "Each opponent ")] {
        if let Some((first, second)) = s.split_once(and)
            && let Some(one) = single(first)
            && let Some(two) = player_step(&format!("{who}{second}"))
        {
            return Some(vec![one, two]);
        }
    }
    if let Some(search) = search(s) {
        return Some(vec![EffectStep::Search(std::sync::Arc::new(search))]);
    }
    if let Some(chosen) = discard_chosen(s) {
        return Some(vec![chosen]);
    }
    // "Scry 2, then draw a card", "Draw three cards, then put two cards from your hand on top
    // of your library in any order": two steps in order; "Target player draws two cards, then
    // discards a card": the second's player is the first's (`player_steps`).
    if let Some((first, then)) = s.split_once(", then ")
        && let Some(mut out) = step(first)
    {
        if let Some(n) = then.strip_prefix("put ").and_then(put_back) {
            out.push(EffectStep::PutBackFromHand(n));
            return Some(out);
        }
        if let Some(more) = step(&crate::cards::capitalized(then)) {
            out.extend(more);
            return Some(out);
        }
    }
    player_steps(s)
}

/// "two cards from your hand on top of your library in any order", after "put": how many.
fn put_back(words: &str) -> Option<u32> {
    let n = words.strip_suffix(" from your hand on top of your library in any order")?;
    match n {
        "a card" => Some(1),
        n => number(n.strip_suffix(" cards")?),
    }
}

/// "Target player reveals their hand, you choose a nonland card from it, that player discards
/// that card" (the three sentences `SpellEffect::read` joins): 701.9b, another player's choice.
fn discard_chosen(s: &str) -> Option<EffectStep> {
    let (who, rest) = if let Some(r) = s.strip_prefix("Target player reveals their hand, you choose ") {
        (Aim::Target(TargetKind::Player { opponent: false }), r)
    } else if let Some(r) = s.strip_prefix("Target opponent reveals their hand, you choose ") {
        (Aim::Target(TargetKind::Player { opponent: true }), r)
    } else if let Some(r) = s.strip_prefix("Each opponent reveals their hand, you choose ") {
        (Aim::EachOpponent, r)
    } else {
        return None;
    };
    let rest = rest.strip_suffix(", that player discards that card")?;
    let (what, with) = match rest.split_once(" card from it") {
        Some((w, "")) => (w, None),
        Some((w, with)) => (w, Some(with.strip_prefix(" with ")?)),
        None => return None,
    };
    let what = what.strip_prefix("a ").or_else(|| what.strip_prefix("an ")).or((what == "a").then_some(""))?;
    let mut wanted = match what {
        "" => Wanted::default(),
        w => wanted(w)?,
    };
    if !wanted.filter.subtypes.is_empty() || wanted.filter.controller != Controlled::Anyone || wanted.status.is_some() {
        return None;
    }
    if let Some(with) = with {
        wanted.with = with_words(with, true)?;
    }
    Some(EffectStep::DiscardChosen { who, wanted })
}

/// "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle
/// your library", "Its controller may search their library for ...", "You may search ...": one
/// card, of the types or subtypes named, and where it goes (701.23a).
fn search(s: &str) -> Option<Search> {
    let (who, may, rest) = if let Some(r) = s.strip_prefix("Search your library for ") {
        (Aim::You, false, r)
    } else if let Some(r) = s.strip_prefix("You may search your library for ") {
        (Aim::You, true, r)
    } else if let Some(r) = s.strip_prefix("Its controller may search their library for ") {
        (Aim::ItsController, true, r)
    } else {
        return None;
    };
    // The older wordings: "reveal it, and put it into your hand", "reveal that card".
    let rest = rest
        .replace("their library", "your library")
        .replace("that card", "it")
        .replace("the card", "it")
        .replace("reveal it, and put it ", "reveal it, put it ");
    let at = [" card, ", " card and ", " card with "].iter().filter_map(|w| rest.find(w)).min()?;
    let (what, then) = (&rest[..at], &rest[at + " card".len()..]);
    // "a creature card with converted mana cost 3 or less and put it onto the battlefield".
    let (with, then) = match then.strip_prefix(" with ") {
        Some(t) => {
            let end = [", ", " and put ", " and reveal "].iter().filter_map(|w| t.find(w)).min()?;
            (with_words(&t[..end], true)?, &t[end..])
        }
        None => (Vec::new(), then),
    };
    let then = then.strip_prefix(", ").or_else(|| then.strip_prefix(" and "))?;
    let (reveal, then) = match then.strip_prefix("reveal it, ") {
        Some(t) => (true, t),
        None => (false, then),
    };
    let to = match then {
        "put it onto the battlefield tapped, then shuffle your library"
        | "put it onto the battlefield tapped, then shuffle" => Found::Battlefield { tapped: true },
        "put it onto the battlefield, then shuffle your library" | "put it onto the battlefield, then shuffle" => {
            Found::Battlefield { tapped: false }
        }
        "put it into your hand, then shuffle your library" | "put it into your hand, then shuffle" => Found::Hand,
        "then shuffle your library and put it on top of it" | "then shuffle and put it on top" => Found::Top,
        _ => return None,
    };
    let what = what.strip_prefix("an ").or_else(|| what.strip_prefix("a ")).or((what == "a").then_some(""))?;
    let (basic, what) = match what.strip_prefix("basic ") {
        Some(w) => (true, w),
        None => (false, what),
    };
    let filter = super::super::filter::type_filter(what)?;
    Some(Search { who, may, filter, basic, with, reveal, to })
}

/// A delayed triggered ability doing `now`'s steps at a moment (603.7a): none may have a target
/// (it would be chosen as the ability is created, which this reader doesn't ask).
fn delayed(now: &str, at: Moment) -> Option<Vec<EffectStep>> {
    let mut steps = step(now)?;
    // "the exiled card" in a delayed ability is what the step before exiled (603.7c).
    for s in &mut steps {
        if let EffectStep::ReturnToBattlefield { aim, .. } = s
            && *aim == Aim::ExiledWithThis
        {
            *aim = Aim::It;
        }
    }
    if steps.iter().any(|x| x.aim().is_target() || matches!(x, EffectStep::Delayed { .. })) {
        return None;
    }
    let effect = std::sync::Arc::new(super::SpellEffect { steps });
    Some(vec![EffectStep::Delayed { at, effect, text: format!("{now}.") }])
}

/// "gets +N/+M until end of turn", "gains flying until end of turn", "gets +2/+2 and gains
/// first strike and trample until end of turn", after whoever gets them (611.2a): a step for
/// the bonus, one for each keyword the rules enforce (any other keeps the line to the players).
pub(super) fn until_end_of_turn(aim: Aim, rest: &str) -> Option<Vec<EffectStep>> {
    let rest = rest.strip_suffix(" until end of turn")?;
    let (pt, keywords) = match (rest.strip_prefix("gets "), rest.strip_prefix("gains ")) {
        (Some(r), _) => match r.split_once(" and gains ") {
            Some((pt, k)) => (Some(pt), Some(k)),
            None => (Some(r), None),
        },
        (None, Some(k)) => (None, Some(k)),
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
        let (power, toughness) = crate::cards::pt_bonus(pt)?;
        out.push(EffectStep::Pump { aim: aims.next()?, power, toughness });
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
    words
        .split(", ")
        .map(|k| crate::cards::ENFORCED_KEYWORDS.contains(&k).then(|| crate::cards::capitalized(k)))
        .collect()
}

/// A sentence that is one step.
pub(super) fn single(s: &str) -> Option<EffectStep> {
    if let Some((source, rest)) = s.split_once(" deals ") {
        let first = source.split(' ').next().unwrap_or_default();
        let names_itself = source.starts_with(char::is_uppercase)
            && !matches!(first, "Target" | "Each" | "It" | "That" | "You" | "Enchanted" | "Equipped" | "Another");
        let (n, to) = rest.split_once(" damage to ")?;
        if !names_itself {
            return None;
        }
        return Some(EffectStep::Damage { n: number(n)?, to: aim(to)? });
    }
    // "Exile target card from a graveyard", "Exile target creature card from a graveyard".
    if let Some(what) = s.strip_prefix("Exile target ").and_then(|r| r.strip_suffix(" from a graveyard")) {
        let what = what.strip_suffix(" card").or_else(|| (what == "card").then_some(""))?;
        return Some(EffectStep::Exile(Aim::Target(TargetKind::CardInAGraveyard(wanted(what)?))));
    }
    // 610.3a: "Exile target nonland permanent an opponent controls until Banishing Light leaves
    // the battlefield."
    if let Some(rest) = s.strip_prefix("Exile ")
        && let Some((what, until)) = rest.split_once(" until ")
        && let Some(source) = until.strip_suffix(" leaves the battlefield")
        && is_this(source)
    {
        return Some(EffectStep::ExileUntilThisLeaves(permanent_aim(what)?));
    }
    for (verb, make) in [
        ("Destroy ", EffectStep::Destroy as fn(Aim) -> EffectStep),
        ("Exile ", EffectStep::Exile),
        ("Tap ", EffectStep::Tap),
        ("Untap ", EffectStep::Untap),
        ("Regenerate ", EffectStep::Regenerate),
    ] {
        if let Some(rest) = s.strip_prefix(verb) {
            return Some(make(permanent_aim(rest)?));
        }
    }
    // "Return target creature card from your graveyard to your hand / to the battlefield."
    if let Some(rest) = s.strip_prefix("Return ")
        && let Some((what, to)) = rest.split_once(" from your graveyard to ")
    {
        let aim = graveyard_aim(what)?;
        return match to {
            "your hand" => Some(EffectStep::ReturnToHand(aim)),
            "the battlefield" => Some(EffectStep::ReturnToBattlefield { aim, yours: false }),
            _ => None,
        };
    }
    if let Some(rest) = s.strip_prefix("Return ").and_then(|r| r.strip_suffix(" to its owner's hand")) {
        return Some(EffectStep::ReturnToHand(permanent_aim(rest)?));
    }
    // "Return up to two target creatures to their owners' hands."
    if let Some(rest) = s.strip_prefix("Return ").and_then(|r| r.strip_suffix(" to their owners' hands")) {
        return Some(EffectStep::ReturnToHand(several(rest)?));
    }
    // 701.21a: "Sacrifice it", "Its controller sacrifices it".
    let sacrificed = if s == "Its controller sacrifices it" { Some("it") } else { s.strip_prefix("Sacrifice ") };
    if let Some(rest) = sacrificed
        && let Some(aim) = permanent_aim(rest).filter(|a| !a.is_target())
    {
        // What is named; "Sacrifice a creature" is the player's choice (`player_step`).
        return Some(EffectStep::Sacrifice(aim));
    }
    if let Some(rest) = s.strip_prefix("Return ") {
        for (ending, yours) in [
            (" to the battlefield under its owner's control", false),
            (" to the battlefield under their owner's control", false),
            (" to the battlefield under their owners' control", false),
            (" to the battlefield under your control", true),
        ] {
            if let Some(what) = rest.strip_suffix(ending) {
                let aim = match what {
                    "the exiled card" | "the exiled cards" => Aim::ExiledWithThis,
                    _ => permanent_aim(what)?,
                };
                return Some(EffectStep::ReturnToBattlefield { aim, yours });
            }
        }
    }
    if let Some(rest) = s.strip_prefix("Create ") {
        return create_step(rest);
    }
    // 613.1b: "Gain control of target creature until end of turn", "Gain control of target
    // artifact" (not "for as long as ...").
    if let Some(rest) = s.strip_prefix("Gain control of ") {
        let (what, until_end_of_turn) = match rest.strip_suffix(" until end of turn") {
            Some(w) => (w, true),
            None => (rest, false),
        };
        let aim = permanent_aim(what).filter(|a| a.is_target() || *a == Aim::It)?;
        return Some(EffectStep::GainControl { aim, until_end_of_turn });
    }
    // 701.16a: "Investigate" means "Create a Clue token."
    let investigations = match s {
        "Investigate" => Some(1),
        "Investigate twice" => Some(2),
        _ => None,
    };
    if let Some(n) = investigations {
        return Some(EffectStep::CreateTokens { n, token: TokenWords::Predefined("Clue".into()) });
    }
    if let Some(rest) = s.strip_prefix("Counter ") {
        let wanted = rest.strip_prefix("target ").and_then(spell_wanted)?;
        return Some(EffectStep::CounterSpell(Aim::Target(TargetKind::Spell(wanted))));
    }
    // 400.3: "Put target creature on top of its owner's library", "Put Mistral Charger on the
    // bottom of its owner's library".
    for (ending, top) in [(" on top of its owner's library", true), (" on the bottom of its owner's library", false)] {
        if let Some(what) = s.strip_prefix("Put ").and_then(|r| r.strip_suffix(ending)) {
            // "target card from a graveyard", "target creature card from a graveyard".
            if let Some(card) = what.strip_prefix("target ").and_then(|w| w.strip_suffix(" from a graveyard")) {
                let card = card.strip_suffix(" card").or_else(|| (card == "card").then_some(""))?;
                let aim = Aim::Target(TargetKind::CardInAGraveyard(wanted(card)?));
                return Some(EffectStep::PutInLibrary { aim, top });
            }
            return Some(EffectStep::PutInLibrary { aim: permanent_aim(what)?, top });
        }
    }
    if let Some(rest) = s.strip_prefix("Put ")
        && let Some((n, on)) = rest.split_once(" +1/+1 counter")
    {
        let on = on.strip_prefix('s').unwrap_or(on).strip_prefix(" on ")?;
        return Some(EffectStep::PlusOneCounters { aim: permanent_aim(on)?, n: number(n)? });
    }
    None
}

/// "Target player draws two cards and loses 2 life": a player's steps, the same player for each.
pub(super) fn player_steps(s: &str) -> Option<Vec<EffectStep>> {
    let (first, second) = match s.split_once(" and ").or_else(|| s.split_once(", then ")) {
        Some((a, b)) => (a, Some(b)),
        None => (s, None),
    };
    let one = player_step(first)?;
    let mut out = vec![one];
    // "Each opponent loses 1 life and you gain 1 life": the second names its own player.
    if let Some(b) = second.filter(|b| b.starts_with("you ") || b.starts_with("each opponent ")) {
        out.push(player_step(&crate::cards::capitalized(b))?);
        return Some(out);
    }
    if let Some(b) = second {
        let who = match out[0].aim() {
            Aim::Target(_)
            | Aim::Targets { .. }
            | Aim::It
            | Aim::This
            | Aim::All(_)
            | Aim::ExiledWithThis
            | Aim::Attached => "It",
            Aim::You => "You",
            Aim::EachOpponent => "Each opponent",
            Aim::EachPlayer => "Each player",
            Aim::ThatPlayer => "That player",
            Aim::ItsController => "Its controller",
        };
        // The second verb agrees with the subject as written ("draws ... and loses").
        let again = player_step(&format!("{who} {b}"))?;
        out.push(again);
    }
    Some(out)
}

/// "Draw two cards", "You gain 3 life", "Target player draws a card", "Each opponent loses 2
/// life", "Target player mills three cards".
pub(super) fn player_step(s: &str) -> Option<EffectStep> {
    let (who, verb_rest) = if let Some(r) = s.strip_prefix("Draw ") {
        return cards_step(Aim::You, "draw", r);
    } else if let Some(r) = s.strip_prefix("Mill ") {
        return cards_step(Aim::You, "mill", r);
    } else if let Some(r) = s.strip_prefix("Discard ") {
        return discard_step(Aim::You, r);
    } else if let Some(r) = s.strip_prefix("Put ") {
        return old_mill(Aim::You, r);
    } else if let Some(r) = s.strip_prefix("Sacrifice ") {
        return sacrifice_step(Aim::You, r);
    } else if let Some(r) = s.strip_prefix("Each player ") {
        (Aim::EachPlayer, r)
    } else if let Some(r) = s
        .strip_prefix("That player ")
        .or_else(|| s.strip_prefix("That opponent "))
        .or_else(|| s.strip_prefix("Defending player "))
    {
        (Aim::ThatPlayer, r)
    } else if let Some(r) = s.strip_prefix("You ") {
        (Aim::You, r)
    } else if let Some(r) = s.strip_prefix("Each opponent ") {
        (Aim::EachOpponent, r)
    } else if let Some(r) = s.strip_prefix("Target player ") {
        (Aim::Target(TargetKind::Player { opponent: false }), r)
    } else if let Some(r) = s.strip_prefix("Target opponent ") {
        (Aim::Target(TargetKind::Player { opponent: true }), r)
    } else if let Some(r) = s.strip_prefix("It ") {
        (Aim::It, r)
    } else if let Some(r) = s.strip_prefix("Its controller ") {
        (Aim::ItsController, r)
    } else {
        return None;
    };
    let (verb, rest) = verb_rest.split_once(' ')?;
    let verb = verb.strip_suffix('s').filter(|_| who != Aim::You).unwrap_or(verb);
    match verb {
        "draw" | "mill" => cards_step(who, verb, rest),
        "put" => old_mill(who, rest),
        "sacrifice" => sacrifice_step(who, rest),
        "discard" => discard_step(who, rest),
        "gain" if rest.starts_with("life equal to its ") => {
            let toughness = match rest.strip_prefix("life equal to its ")? {
                "power" => false,
                "toughness" => true,
                _ => return None,
            };
            Some(EffectStep::GainLifeEqual { who, toughness })
        }
        "gain" | "lose" => {
            let n = number(rest.strip_suffix(" life")?)?;
            Some(if verb == "gain" { EffectStep::GainLife { who, n } } else { EffectStep::LoseLife { who, n } })
        }
        _ => None,
    }
}

/// "a creature", "two creatures", "a land", "an artifact or creature" after "sacrifice"
/// (701.21a): the player chooses which of theirs.
fn sacrifice_step(who: Aim, rest: &str) -> Option<EffectStep> {
    let (count, kind) = rest.split_once(' ')?;
    let n = number(count).filter(|n| *n >= 1)?;
    // "a nontoken creature", "a creature with power 2 or less", "another creature": not read.
    if kind.starts_with("non") || kind.contains(" with") || count == "another" || kind.contains(" an ") {
        return None;
    }
    // "a permanent", "two permanents": any of theirs.
    if matches!(kind, "permanent" | "permanents") {
        return Some(EffectStep::SacrificeChosen { who, n, what: Default::default() });
    }
    let what = crate::cards::filter::type_filter(kind)?;
    (!what.types.is_empty() || !what.subtypes.is_empty()).then_some(EffectStep::SacrificeChosen { who, n, what })
}

/// "the top two cards of their library into their graveyard" after "put": to mill, in the
/// words used before the keyword action (701.17a; the Oracle text of older cards).
fn old_mill(who: Aim, rest: &str) -> Option<EffectStep> {
    let rest = rest.strip_prefix("the top ")?;
    let (n, into) = match rest.strip_prefix("card of ") {
        Some(into) => (1, into),
        None => {
            let (n, into) = rest.split_once(" cards of ")?;
            (number(n).filter(|_| n != "a")?, into)
        }
    };
    matches!(
        into,
        "your library into your graveyard"
            | "their library into their graveyard"
            | "his or her library into his or her graveyard"
    )
    .then_some(EffectStep::Mill { who, n })
}

/// "a card", "two cards" after "draw" or "mill".
pub(super) fn cards_step(who: Aim, verb: &str, rest: &str) -> Option<EffectStep> {
    let n = match rest {
        "a card" => 1,
        r => number(r.strip_suffix(" cards")?)?,
    };
    Some(if verb == "draw" { EffectStep::Draw { who, n } } else { EffectStep::Mill { who, n } })
}

/// "a card", "two cards", "two cards at random" after "discard" (701.9).
fn discard_step(who: Aim, rest: &str) -> Option<EffectStep> {
    let (rest, random) = match rest.strip_suffix(" at random") {
        Some(r) => (r, true),
        None => (rest, false),
    };
    let n = match rest {
        "a card" => 1,
        r => number(r.strip_suffix(" cards")?)?,
    };
    Some(EffectStep::Discard { who, n, random })
}

/// What "deals N damage to ..." aims at.
pub(super) fn aim(words: &str) -> Option<Aim> {
    if let Some(several) = several(words) {
        return Some(several);
    }
    // "each creature", "each creature with flying", "each creature without flying": every one,
    // no target (Pyroclasm).
    if let Some(rest) = words.strip_prefix("each ").filter(|r| r.starts_with("creature")) {
        return Some(Aim::All(wanted(rest)?));
    }
    match words {
        "any target" => return Some(Aim::Target(TargetKind::Any)),
        "each opponent" => return Some(Aim::EachOpponent),
        "each player" => return Some(Aim::EachPlayer),
        "that player" | "that opponent" | "defending player" => return Some(Aim::ThatPlayer),
        "you" => return Some(Aim::You),
        "target player" => return Some(Aim::Target(TargetKind::Player { opponent: false })),
        "target opponent" => return Some(Aim::Target(TargetKind::Player { opponent: true })),
        _ => {}
    }
    let rest = words.strip_prefix("target ")?;
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
pub(super) fn permanent_aim(words: &str) -> Option<Aim> {
    // "all creatures", "all artifacts and enchantments", "all nonland permanents".
    if let Some(rest) = words.strip_prefix("all ") {
        return all_aim(rest);
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
            | "those tokens"
            | "the exiled card"
    ) {
        return Some(Aim::It);
    }
    if !words.starts_with("target ") && is_this(words) && !words.contains(',') {
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
    Some(Aim::Target(TargetKind::Permanent(wanted(rest)?)))
}

/// "up to two target creatures", "two target creatures", "up to one target artifact", "each of
/// up to three target creatures", "up to two targets": several targets for one word "target"
/// (115.3), or as many as that (601.2c).
fn several(words: &str) -> Option<Aim> {
    let (n, up_to, one) = counted(words)?;
    let one = if one.is_empty() { "any target".to_string() } else { format!("target {one}") };
    let kind = match aim(&one)? {
        Aim::Target(k) => k,
        _ => return None,
    };
    Some(Aim::Targets { kind, n, up_to })
}

/// "up to two target creatures", "two target creatures", "each of up to one target artifact":
/// how many, whether "up to", and the noun in the singular ("creature"; "" for "up to two
/// targets"). A single "target ..." isn't counted.
fn counted(words: &str) -> Option<(u32, bool, String)> {
    let words = words.strip_prefix("each of ").unwrap_or(words);
    let (up_to, rest) = match words.strip_prefix("up to ") {
        Some(r) => (true, r),
        None => (false, words),
    };
    let (count, noun) = match rest.split_once(" target ") {
        Some((count, noun)) => (count, noun.to_string()),
        // "up to two targets", "up to one target": any target (115.4).
        None => (rest.strip_suffix(" targets").or_else(|| rest.strip_suffix(" target"))?, String::new()),
    };
    let n = number(count).filter(|n| (1..=10).contains(n) && count != "a" && count != "an")?;
    if !up_to && n < 2 {
        return None;
    }
    let one = if n == 1 { noun } else { singular(&noun)? };
    Some((n, up_to, one))
}

/// "target creature card", "up to two target creature cards" before "from your graveyard".
fn graveyard_aim(what: &str) -> Option<Aim> {
    let card = |w: &str| {
        let w = w.strip_suffix(" card").or_else(|| (w == "card").then_some(""))?;
        Some(TargetKind::CardInYourGraveyard(wanted(w)?))
    };
    if let Some(one) = what.strip_prefix("target ") {
        return Some(Aim::Target(card(one)?));
    }
    let (n, up_to, one) = counted(what)?;
    Some(Aim::Targets { kind: card(&one)?, n, up_to })
}

/// "creatures", "nonland permanents", "creatures you control", "artifacts and/or enchantments"
/// in the singular; `None` where no known noun is plural.
fn singular(noun: &str) -> Option<String> {
    if noun.is_empty() {
        return Some(String::new());
    }
    let plural = [
        "creatures",
        "permanents",
        "artifacts",
        "enchantments",
        "lands",
        "planeswalkers",
        "players",
        "opponents",
        "cards",
    ];
    let mut found = false;
    let words: Vec<&str> = noun
        .split(' ')
        .map(|w| match plural.iter().find(|p| **p == w) {
            Some(p) if !found || w != "opponents" => {
                found = true;
                p.strip_suffix('s').unwrap_or(p)
            }
            _ => w,
        })
        .collect();
    found.then(|| {
        words.join(" ").replace(" and/or ", " or ").replace(" your opponents control", " an opponent controls")
    })
}

/// What "all ..." names, in the plural ("creatures you control", "artifacts and enchantments"):
/// every permanent of those types.
fn all_aim(words: &str) -> Option<Aim> {
    let words = words.replace(", and ", " or ").replace(", ", " or ").replace(" and ", " or ");
    let singular: Vec<String> = words
        .split(' ')
        .map(|w| match w {
            "creatures" | "artifacts" | "enchantments" | "lands" | "permanents" | "planeswalkers" => {
                w.trim_end_matches('s').to_string()
            }
            _ => w.to_string(),
        })
        .collect();
    let words = singular.join(" ");
    // Plural words this reader doesn't know ("Islands", "green creatures") aren't read.
    if words.split(' ').any(|w| w.ends_with('s') && w != "controls" && w != "opponents") {
        return None;
    }
    Some(Aim::All(wanted(&words)?))
}

/// "creature spell", "noncreature spell", "instant or sorcery spell", "spell".
pub(super) fn spell_wanted(words: &str) -> Option<Wanted> {
    let w = words.strip_suffix("spell")?.trim();
    wanted(w)
}

/// The characteristics named before the noun: colours, status, types, controller.
pub(super) fn wanted(words: &str) -> Option<Wanted> {
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
    // "nonblack", "nonartifact, nonblack creature": colours and types it must not have.
    let mut not_types = Vec::new();
    while let Some((first, rest)) = words.split_once(' ') {
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
        w.with = with_words(with, has)?;
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
    // A filter must name card types, not only subtypes (this reader keeps to types).
    if !w.filter.subtypes.is_empty() || w.filter.nontoken {
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
fn with_words(words: &str, has: bool) -> Option<Vec<With>> {
    for (name, at_least) in [(" or greater", true), (" or less", false)] {
        let Some(rest) = words.strip_suffix(name) else { continue };
        let (what, n) = rest.rsplit_once(' ')?;
        let n: i32 = n.parse().ok()?;
        return has.then_some(vec![match what {
            "power" => With::Power { n, at_least },
            "toughness" => With::Toughness { n, at_least },
            "converted mana cost" | "mana value" => With::ManaValue { n: u32::try_from(n).ok()?, at_least },
            _ => return None,
        }]);
    }
    let keyword = crate::cards::ENFORCED_KEYWORDS.contains(&words).then(|| words.to_string())?;
    Some(vec![With::Keyword { keyword, has }])
}
