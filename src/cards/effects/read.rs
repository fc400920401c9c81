//! Reading a line of a spell's or an ability's text into typed steps: the sentence, then each
//! clause ("deals N damage to ...", "draw N cards", "create ... tokens"), then who or what it
//! aims at.

use super::*;

mod aims;
mod animate;
mod blocks;
mod chosen;
mod color;
mod copies;
mod counters;
mod fight;
mod grants;
mod graveyard;
pub(super) mod otherwise;
mod quoted;
pub(super) use quoted::{emblem_line, quoted_line, take_quoted_lines};
mod players;
mod prevention;
mod reworded;
pub(super) mod search;
mod several;

pub(in crate::cards) use aims::all_aim;
use aims::several;
pub(in crate::cards) use aims::spell_wanted;
pub(in crate::cards) use aims::wanted;
pub(in crate::cards) use aims::with_words;
pub(super) use aims::{aim, permanent_aim};
pub(in crate::cards) use aims::{counted, for_each, for_each_now};
pub(super) use counters::if_you_cant;
pub(crate) use grants::enforced_keywords;
use grants::until_end_of_turn;
pub(super) use otherwise::{instead, instead_if_first};
use players::{player_step, player_steps};
pub(super) use reworded::{
    and_what_goes_with_it, chosen_then_done, one_verb_two_targets, predefined_by_name, unless_said_first,
    until_end_of_turn_last,
};

/// The predefined tokens (111.10) an effect may create by name alone.
pub(super) const PREDEFINED_TOKENS: [&str; 9] =
    ["Treasure", "Food", "Gold", "Clue", "Blood", "Powerstone", "Map", "Junk", "Shard"];

/// "a 1/1 white Soldier creature token", "two Treasure tokens", after "Create ".
pub(super) fn create_step(rest: &str) -> Option<EffectStep> {
    // "a number of 1/1 red Goblin creature tokens equal to Krenko's power": counted as it
    // happens (608.2h).
    if let Some((tokens, what)) = rest.strip_prefix("a number of ").and_then(|r| r.rsplit_once(" equal to ")) {
        let EffectStep::CreateTokens { token, who, .. } = create_step(&format!("two {tokens}"))? else { return None };
        let n = Amount::Count { times: 1, what: Box::new(aims::counted(what)?) };
        return Some(EffectStep::CreateTokens { n, token, who });
    }
    let (n, rest) = rest.split_once(' ')?;
    let n = aims::amount(n)?;
    let (words, keywords) = match rest.split_once(" with ") {
        Some((w, k)) => (w, Some(k)),
        None => (rest, None),
    };
    let words = words.strip_suffix(" tokens").or_else(|| words.strip_suffix(" token"))?;
    if PREDEFINED_TOKENS.contains(&words) && keywords.is_none() {
        let token = TokenWords::Predefined(words.to_string());
        return Some(EffectStep::CreateTokens { n, token, who: Aim::You });
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
        // 702.108a: a token with prowess alone has it as its one line, read as its trigger.
        Some("prowess") => vec!["Prowess".to_string()],
        Some(k) => enforced_keywords(k)?,
        None => Vec::new(),
    };
    let token = TokenWords::Made { pt, colors, subtypes, types, keywords: kws, lines: Vec::new() };
    Some(EffectStep::CreateTokens { n, token, who: Aim::You })
}

/// One sentence, without its full stop: its steps.
pub(super) fn step(s: &str) -> Option<Vec<EffectStep>> {
    // The colour of a choice, fights, permanents that become creatures, token copies.
    let families = [color::chosen, fight::fight, animate::animate, copies::token_copy, copies::spell_copy];
    if let Some(steps) = families.iter().find_map(|read| read(s)) {
        return Some(steps);
    }
    // 702.112a: "put two +1/+1 counters on it and it becomes renowned".
    for suffix in [" and it becomes renowned", " and this permanent becomes renowned"] {
        if let Some(first) = s.strip_suffix(suffix) {
            let mut steps = step(first)?;
            steps.push(EffectStep::Become(Aim::This, Designation::Renowned));
            return Some(steps);
        }
    }
    // 613.4d: "Switch target creature's power and toughness until end of turn."
    if let Some(whose) =
        s.strip_prefix("Switch ").and_then(|r| r.strip_suffix(" power and toughness until end of turn"))
    {
        let what = whose.strip_suffix("'s")?;
        let aim = permanent_aim(&crate::cards::lowercased(what)).or_else(|| permanent_aim(what))?;
        return Some(vec![EffectStep::SwitchPT(aim)]);
    }
    // 701.37a, 701.39a, 701.46a, 701.34a, 701.26b: monstrosity, bolster, adapt, proliferate,
    // "untap up to N lands"; 508.1d, 509.1c, 506.4: combat's requirements, leaving combat.
    if let Some(steps) = counters::keyword_action(s).or_else(|| blocks::block_demand(s)) {
        return Some(steps);
    }
    // 701.44a: "It explores.", "Jadelight Ranger explores.", "Target creature you control explores."
    if let Some(who) = s.strip_suffix(" explores") {
        let aim = match who {
            "It" => Aim::It,
            w if w.starts_with("Target ") => permanent_aim(&crate::cards::lowercased(w))?,
            w => permanent_aim(w).filter(|a| *a == Aim::This)?,
        };
        return Some(vec![EffectStep::Explore(aim)]);
    }
    // 502.3: "tap that creature and it doesn't untap during its controller's next untap step".
    if let Some(first) = s.strip_suffix(" and it doesn't untap during its controller's next untap step") {
        let mut steps = step(first)?;
        steps.push(EffectStep::SkipNextUntap(Aim::It));
        return Some(steps);
    }
    // 509.1b: "[This] can't be blocked this turn except by creatures with haste": the line it
    // gains says which creatures may block it.
    if let Some((who, except)) = s.split_once(" can't be blocked this turn except by ")
        && let line = format!("This creature can't be blocked except by {except}.")
        && matches!(crate::cards::Ability::parse(&line), crate::cards::Ability::CantBeBlockedBy { except: true, .. })
    {
        return Some(vec![EffectStep::CantBeBlocked(aims::subject_aim(who)?, Some(format!("except by {except}")))]);
    }
    // 509.1b: "Target creature can't block this turn", "Creatures without flying can't block this
    // turn", "That creature can't block this turn". 502.3: "It doesn't untap during its
    // controller's next untap step", "Lands you control don't untap during your next untap step".
    for (suffix, make) in [
        (" can't block this turn", EffectStep::CantBlock as fn(Aim) -> EffectStep),
        (" can't be blocked this turn", |a| EffectStep::CantBeBlocked(a, None)),
        (" can't attack or block this turn", EffectStep::CantAttackOrBlock),
        (" doesn't untap during its controller's next untap step", EffectStep::SkipNextUntap),
        (" don't untap during their controller's next untap step", EffectStep::SkipNextUntap),
        (" don't untap during their controllers' next untap steps", EffectStep::SkipNextUntap),
        (" doesn't untap during your next untap step", EffectStep::SkipNextUntap),
        (" don't untap during your next untap step", EffectStep::SkipNextUntap),
    ] {
        let Some(who) = s.strip_suffix(suffix) else { continue };
        let aim = match who {
            // "Lands you control don't untap during your next untap step" (Rising Waters).
            w if w.ends_with(" you control") && suffix.contains(" your ") => all_aim(&crate::cards::lowercased(w))?,
            w => aims::subject_aim(w)?,
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
        (" at the beginning of your next upkeep", Moment::YourNextUpkeep),
        (" at end of combat", Moment::EndOfCombat),
    ] {
        if let Some(now) = s.strip_suffix(suffix) {
            return delayed(now, at);
        }
    }
    for (prefix, at) in [
        ("At the beginning of the next end step, ", Moment::NextEndStep),
        ("At the beginning of your next end step, ", Moment::YourNextEndStep),
        ("At the beginning of your next upkeep, ", Moment::YourNextUpkeep),
        ("At end of combat, ", Moment::EndOfCombat),
    ] {
        if let Some(now) = s.strip_prefix(prefix) {
            return delayed(&crate::cards::capitalized(now), at);
        }
    }
    // 614.1a: "If that creature would die this turn, exile it instead", "If a creature dealt
    // damage this way would die this turn, exile it instead": what the step before named.
    let subject = s.strip_prefix("If ").and_then(|r| r.strip_suffix(" would die this turn, exile it instead"));
    if matches!(
        subject,
        Some("that creature" | "that creature or planeswalker" | "a creature dealt damage this way" | "it")
    ) {
        return Some(vec![EffectStep::ExileIfItDies(Aim::It)]);
    }
    // 701.19c: what the step before destroys (`SpellEffect::read` names it).
    if matches!(s, "It can't be regenerated" | "They can't be regenerated") {
        return Some(vec![EffectStep::NoRegeneration(Aim::It)]);
    }
    // 614.1a, 702.84a: "If it would leave the battlefield, exile it instead of putting it
    // anywhere else": what the step before put there, for as long as it stays.
    let leaving = s
        .strip_prefix("If ")
        .and_then(|r| r.strip_suffix(" would leave the battlefield, exile it instead of putting it anywhere else"));
    if matches!(leaving, Some("it" | "that creature" | "that token")) {
        return Some(vec![EffectStep::ExileIfItLeaves(Aim::It)]);
    }
    // "Target creature gets +3/+3 and gains trample until end of turn", "It gains haste.":
    // +N/+M and keywords (`grants`).
    if let Some(read) = grants::grant(s) {
        return read;
    }
    // Equip's effect (702.6a): "Attach this Equipment to target creature you control"; after
    // a token is created, "attach Ancestral Blade to it" (702.92a living weapon).
    if let Some((what, to)) = s.strip_prefix("Attach ").and_then(|r| r.split_once(" to "))
        && (what == "this" || what == "this Equipment" || crate::cards::filter::is_this(what))
    {
        return Some(vec![EffectStep::AttachThis(permanent_aim(to)?)]);
    }
    // 105.3, 613.1e: "Target creature becomes blue until end of turn", "Ancient Kavu becomes
    // colorless until end of turn".
    if let Some((subject, rest)) = s.split_once(" becomes ")
        && let Some(color) = rest.strip_suffix(" until end of turn")
        && let Some(colors) = match color {
            "colorless" => Some(Vec::new()),
            c => Color::from_word(c).map(|c| vec![c]),
        }
        && let Some(aim) = permanent_aim(&crate::cards::lowercased(subject))
            .or_else(|| permanent_aim(subject))
            .filter(|a| !matches!(a, Aim::All(_)))
    {
        return Some(vec![EffectStep::BecomeColors { aim, colors }]);
    }
    // "Shivan Dragon gets +1/+0 until end of turn.": the object itself (an ability's source).
    if let Some(at) = s.find(" gets ").or_else(|| s.find(" gains "))
        && let Some(Aim::This) = permanent_aim(&s[..at]).filter(|_| !s[..at].contains(" and "))
    {
        return until_end_of_turn(Aim::This, &s[at + 1..]);
    }
    // 701.47a: "Amass 2".
    if let Some(n) = s.strip_prefix("Amass ").and_then(number).filter(|n| *n > 0) {
        return Some(vec![EffectStep::Amass(n)]);
    }
    // 701.27a: "Transform this creature", "Transform [this]".
    if let Some(this) = s.strip_prefix("Transform ").filter(|w| is_this(w)) {
        return Some(vec![EffectStep::Transform(permanent_aim(this)?)]);
    }
    // 701.53a: "Incubate 2", "Incubate X, where X is ...".
    if let Some(rest) = s.strip_prefix("Incubate ") {
        let n = match rest.split_once(", where X is ") {
            Some(("X", what)) => Amount::Count { times: 1, what: Box::new(aims::counted(what)?) },
            _ => Amount::Fixed(number(rest)?),
        };
        return Some(vec![EffectStep::Incubate(n)]);
    }
    // 701.22a: "Scry 2" (its controller's; the last step, `SpellEffect::read`).
    if let Some(n) = s.strip_prefix("Scry ").and_then(number).filter(|n| *n > 0) {
        return Some(vec![EffectStep::Scry(n)]);
    }
    // 401.4: "Look at the top three cards of your library, then put them back in any order"
    // (", or shuffle your library": "You may shuffle your library." after it, `SpellEffect::read`).
    if let Some(rest) = s.strip_prefix("Look at the top ")
        && let Some((n, how)) = rest.split_once(" cards of your library, then put them back in any order")
        && let Some(n) = number(n).filter(|n| *n > 1)
    {
        let may_shuffle = match how {
            "" => false,
            ", or shuffle your library" => true,
            _ => return None,
        };
        return Some(vec![EffectStep::ArrangeTop { n, may_shuffle }]);
    }
    // 701.25a: "Surveil 2", the same.
    if let Some(n) = s.strip_prefix("Surveil ").and_then(number).filter(|n| *n > 0) {
        return Some(vec![EffectStep::Surveil(n)]);
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
        return Some(vec![EffectStep::AddMana { mana: cost.symbols, who: Aim::You }]);
    }
    // 305.2: "You may play an additional land this turn", "... up to three additional lands".
    if let Some(more) = s.strip_prefix("You may play ").and_then(|r| r.strip_suffix(" this turn")) {
        let n = match more {
            "an additional land" => 1,
            more => number(more.strip_prefix("up to ")?.strip_suffix(" additional lands")?).filter(|n| *n > 1)?,
        };
        return Some(vec![EffectStep::AdditionalLands(n)]);
    }
    // 615.1a, 615.7: what is prevented this turn.
    if let Some(step) = prevention::prevention(s) {
        return Some(vec![step]);
    }
    // 608.2n: "Shuffle Green Sun's Zenith into its owner's library" (a spell's last step).
    if let Some(this) = s.strip_prefix("Shuffle ").and_then(|r| r.strip_suffix(" into its owner's library"))
        && is_this(this)
    {
        return Some(vec![EffectStep::ShuffleThisIntoLibrary]);
    }
    if let Some(unless) = otherwise::unless(s) {
        return Some(vec![unless]);
    }
    if let Some(one) = single(s) {
        return Some(vec![one]);
    }
    if let Some(two) = two_damages(s) {
        return Some(two);
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
    if let Some(step) = otherwise::if_it_is(s) {
        return Some(vec![step]);
    }
    // "Pestilence deals 1 damage to each creature and each player": both, each dealt the same.
    if let Some(first) = s.strip_suffix(" and each player")
        && let Some(EffectStep::Damage { n, to: to @ Aim::All(_) }) = single(first)
    {
        return Some(vec![EffectStep::Damage { n: n.clone(), to }, EffectStep::Damage { n, to: Aim::EachPlayer }]);
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
    if let Some(search) = search::read(s).or_else(|| search::look(s)) {
        return Some(vec![EffectStep::Search(std::sync::Arc::new(search))]);
    }
    if let Some(chosen) = discard_chosen(s) {
        return Some(vec![chosen]);
    }
    if let Some(named) = chosen::named(s).or_else(|| chosen::piles(s)) {
        return Some(vec![named]);
    }
    // "Scry 2, then draw a card", "Draw three cards, then put two cards from your hand on top
    // of your library in any order": two steps in order; "Target player draws two cards, then
    // discards a card": the second's player is the first's (`player_steps`).
    // (Each half may count: "You gain 2 life for each card in your graveyard, then shuffle
    // your graveyard into your library.")
    if let Some((first, then)) = s.split_once(", then ")
        && let Some(mut out) = counted_step(first)
    {
        if let Some(n) = then.strip_prefix("put ").and_then(put_back) {
            out.push(EffectStep::PutBackFromHand(n, Aim::You));
            return Some(out);
        }
        if let Some(more) = counted_step(&crate::cards::capitalized(then)) {
            out.extend(more);
            return Some(out);
        }
    }
    // "You lose 1 life and create a 1/1 black Faerie Rogue creature token with flying"
    // (Bitterblossom): a player's step, then tokens of theirs.
    if let Some((first, token)) = s.split_once(" and create ")
        && first.starts_with("You ")
        && let (Some(one), Some(two)) = (player_step(first), create_step(token))
    {
        return Some(vec![one, two]);
    }
    player_steps(s)
}

/// "Hungry Flames deals 3 damage to target creature and 2 damage to target player or
/// planeswalker", "Orcish Artillery deals 2 damage to any target and 3 damage to you": two
/// damage steps from the one source, each its own target where it has one (601.2c, in order).
fn two_damages(s: &str) -> Option<Vec<EffectStep>> {
    let (source, rest) = s.split_once(" deals ")?;
    let first_to = rest.find(" damage to ")? + " damage to ".len();
    let (at, _) = rest[first_to..].match_indices(" and ").find(|(i, _)| {
        let after = &rest[first_to + i + " and ".len()..];
        after.split_once(' ').is_some_and(|(n, r)| aims::amount(n).is_some() && r.starts_with("damage to "))
    })?;
    let (first, second) = (&rest[..first_to + at], &rest[first_to + at + " and ".len()..]);
    let one = single(&format!("{source} deals {first}"))?;
    let two = single(&format!("{source} deals {second}"))?;
    Some(vec![one, two])
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

/// A sentence that is one step.
pub(super) fn single(s: &str) -> Option<EffectStep> {
    if let Some((source, rest)) = s.split_once(" deals ") {
        let first = source.split(' ').next().unwrap_or_default();
        // A name, not a clause before one ("If that land was nonbasic, it deals ...").
        let names_itself = source.starts_with(char::is_uppercase)
            && !source.contains(',')
            && !matches!(
                first,
                "Target" | "Each" | "It" | "That" | "You" | "Enchanted" | "Equipped" | "Another" | "If"
            );
        if !names_itself {
            return None;
        }
        // 601.2d: "deals 3 damage divided as you choose among one, two, or three targets".
        if let Some((n, among)) = rest.split_once(" damage divided as you choose among ") {
            let n = number(n).filter(|n| *n > 0)?;
            return Some(EffectStep::DividedDamage { n, to: aims::divided(among, n)? });
        }
        let (n, to) = rest.split_once(" damage to ")?;
        return Some(EffectStep::Damage { n: aims::amount(n)?, to: aim(to)? });
    }
    if let Some(step) =
        players::exile_graveyard(s).or_else(|| players::top_to_hand(s)).or_else(|| players::look_at_hand(s))
    {
        return Some(step);
    }
    if let Some(step) = graveyard::step(s) {
        return Some(step);
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
    if let Some(step) = chosen::chosen(s) {
        return Some(step);
    }
    // 406.2: "Exile target spell.", "Exile any number of target spells." (Mindbreak Trap): a
    // spell is moved from the stack into exile, countered or not (it isn't countered, 701.6a).
    if let Some(rest) = s.strip_prefix("Exile ").filter(|r| r.ends_with(" spell") || r.ends_with(" spells")) {
        if let Some(words) = rest.strip_prefix("target ") {
            return Some(EffectStep::Exile(Aim::Target(TargetKind::Spell(spell_wanted(words)?))));
        }
        let (n, up_to, one) = aims::how_many(rest)?;
        return Some(EffectStep::Exile(Aim::Targets { kind: TargetKind::Spell(spell_wanted(&one)?), n, up_to }));
    }
    for (verb, make) in [
        ("Destroy ", EffectStep::Destroy as fn(Aim) -> EffectStep),
        ("Exile ", EffectStep::Exile),
        ("Tap or untap ", EffectStep::TapOrUntap),
        ("Tap ", EffectStep::Tap),
        ("Untap ", EffectStep::Untap),
        ("Regenerate ", EffectStep::Regenerate),
    ] {
        if let Some(rest) = s.strip_prefix(verb) {
            return Some(make(permanent_aim(rest)?));
        }
    }
    if let Some(rest) = s.strip_prefix("Return ").and_then(|r| r.strip_suffix(" to its owner's hand")) {
        return Some(EffectStep::ReturnToHand(permanent_aim(rest)?));
    }
    // "Return up to two target creatures to their owners' hands."
    if let Some(rest) = s.strip_prefix("Return ").and_then(|r| r.strip_suffix(" to their owners' hands")) {
        let all = || permanent_aim(rest).filter(|a| matches!(a, Aim::All(_)));
        return Some(EffectStep::ReturnToHand(several(rest).or_else(all)?));
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
        // 614.1c: "... with a -1/-1 counter on it" (persist, undying).
        let (rest, counter) = match rest.rsplit_once(" with ").and_then(|(r, w)| Some((r, entering_counter(w)?))) {
            Some((r, c)) => (r, Some(c)),
            None => (rest, None),
        };
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
                return Some(EffectStep::ReturnToBattlefield { aim, yours, counter });
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
        let token = TokenWords::Predefined("Clue".into());
        return Some(EffectStep::CreateTokens { n: Amount::Fixed(n), token, who: Aim::You });
    }
    if let Some(rest) = s.strip_prefix("Counter ") {
        // "Counter that spell": the spell a cast trigger's event named (603.7c).
        if rest == "that spell" {
            return Some(EffectStep::CounterSpell(Aim::It));
        }
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
    // 122.1: counters put on or removed from a permanent.
    if let Some(step) = counters::put_or_remove(s) {
        return Some(step);
    }
    None
}

/// "a -1/-1 counter on it", "two +1/+1 counters on it": what an object enters with (614.1c).
fn entering_counter(words: &str) -> Option<(u32, String)> {
    let rest = words.strip_suffix(" on it")?;
    let (n, rest) = rest.split_once(' ')?;
    let n = match n {
        "a" | "an" => 1,
        n => number(n)?,
    };
    let kind = rest.strip_suffix(" counters").or_else(|| rest.strip_suffix(" counter"))?;
    (!kind.is_empty() && !kind.contains(' ')).then(|| (n, kind.to_string()))
}

/// A sentence whose amount is counted or X: "Draw a card for each creature you control",
/// "Target creature gets +1/+1 until end of turn for each Forest you control", "[This] deals
/// damage to any target equal to the number of cards in your hand", "You gain X life, where X
/// is ..." (608.2h); any other sentence as `step` reads it.
pub(super) fn counted_step(s: &str) -> Option<Vec<EffectStep>> {
    // "... unless you pay {1} for each age counter on it" is its own step's.
    if let Some(steps) = step(s) {
        return Some(steps);
    }
    // "..., where X is the number of creatures you control".
    if let Some((rest, what)) = s.split_once(", where X is ") {
        let what = counted(what)?;
        let mut steps = step(rest)?;
        let mut any = false;
        for a in steps.iter_mut().filter_map(EffectStep::amount_mut).filter(|a| **a == Amount::X) {
            *a = Amount::Count { times: 1, what: Box::new(what.clone()) };
            any = true;
        }
        return any.then_some(steps);
    }
    // "... for each creature you control [until end of turn]".
    if let Some((head, tail)) = s.split_once(" for each ") {
        let (what, rest) = match tail.split_once(" until end of turn") {
            Some((what, "")) => (what, format!("{head} until end of turn")),
            Some(_) => return None,
            None => (tail, head.to_string()),
        };
        let what = for_each_now(what)?;
        let mut steps = step(&rest)?;
        let mut counted = steps.iter_mut().filter_map(EffectStep::amount_mut);
        let (Some(a), None) = (counted.next(), counted.next()) else { return None };
        let Amount::Fixed(times) = *a else { return None };
        *a = Amount::Count { times, what: Box::new(what) };
        return Some(steps);
    }
    // "... deals damage equal to C to [aim]", "... deals damage to [aim] equal to C", "gain
    // life equal to C", "draw cards equal to C": X, counted.
    if let Some((head, tail)) = s.split_once(" equal to ")
        && !s.contains(" X ")
    {
        let (what, rest) = match tail.split_once(" to ") {
            Some((what, to)) if head.ends_with(" damage") => (what, format!("{head} to {to}")),
            _ => (tail, head.to_string()),
        };
        if let Some(what) = counted(what) {
            // The amount the words leave out is X: "deals damage to", "gain life", "draws cards".
            let rest = match (rest.strip_suffix(" life"), rest.strip_suffix(" cards")) {
                (Some(r), _) => format!("{r} X life"),
                (_, Some(r)) => format!("{r} X cards"),
                _ => rest.replacen(" deals damage ", " deals X damage ", 1),
            };
            let mut steps = step(&rest)?;
            let mut counted = steps.iter_mut().filter_map(EffectStep::amount_mut).filter(|a| **a == Amount::X);
            let (Some(a), None) = (counted.next(), counted.next()) else { return None };
            *a = Amount::Count { times: 1, what: Box::new(what) };
            return Some(steps);
        }
    }
    None
}
