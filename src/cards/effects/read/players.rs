//! A player's steps: drawing, milling, discarding, sacrificing, gaining and losing life, said
//! of "you", "target player", "each opponent" and the like.

use super::super::*;
use super::*;

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
            Aim::You => "You",
            Aim::EachOpponent => "Each opponent",
            Aim::EachPlayer => "Each player",
            Aim::ThatPlayer => "That player",
            Aim::ItsController => "Its controller",
            // An object (`Aim::names_objects`).
            _ => "It",
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
    } else if let Some(r) = s.strip_prefix("Take ") {
        return extra_turns(Aim::You, r);
    } else if let Some(r) = s.strip_prefix("Shuffle ") {
        return shuffle_graveyard(Aim::You, r);
    } else if let Some(r) = s.strip_prefix("Each player ") {
        (Aim::EachPlayer, r)
    } else if let Some(r) = [
        "That player or that planeswalker's controller ",
        "That permanent's controller ",
        "That creature's controller ",
    ]
    .iter()
    .find_map(|p| s.strip_prefix(p))
    {
        (Aim::ItsController, r)
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
        "exile" => exile_top(who, rest),
        "sacrifice" => sacrifice_step(who, rest),
        "take" => extra_turns(who, rest),
        "shuffle" => shuffle_graveyard(who, rest),
        "discard" => discard_step(who, rest),
        "gain" if rest.starts_with("life equal to its ") => {
            let toughness = match rest.strip_prefix("life equal to its ")? {
                "power" => false,
                "toughness" => true,
                _ => return None,
            };
            Some(EffectStep::GainLifeEqual { who, toughness })
        }
        // 119.3: "the life lost this way", by the step before (checked where steps are read).
        "gain"
            if rest == "life equal to the life lost this way"
                || rest == "life equal to the total life lost this way" =>
        {
            Some(EffectStep::GainLifeLost { who })
        }
        // 111.2: "Its controller creates a 3/3 green Beast creature token", "Each player
        // creates ...": that player creates and controls them.
        "create" if who != Aim::You => {
            let EffectStep::CreateTokens { n, token, .. } = super::create_step(rest)? else { return None };
            Some(EffectStep::CreateTokens { n, token, who })
        }
        // 107.14: "you get {E}{E}" (the reminder gone), "... {E} for each creature you control".
        "get" if rest.starts_with("{E}") => {
            let (symbols, each) = match rest.split_once(" for each ") {
                Some((s, each)) => (s, Some(each)),
                None => (rest, None),
            };
            let n = crate::cards::filter::energy_symbols(symbols)?;
            let n = match each {
                None => Amount::Fixed(n),
                Some(each) => Amount::Count { times: n, what: Box::new(crate::cards::effects::for_each_now(each)?) },
            };
            Some(EffectStep::GetCounters { who, kind: PlayerCounter::Energy, n })
        }
        // 122.1f: "That player gets a poison counter", "Target player gets two poison counters".
        "get" if rest.ends_with(" poison counter") || rest.ends_with(" poison counters") => {
            let n = rest.split(' ').next()?;
            let n = if n == "a" { 1 } else { crate::cards::filter::number(n)? };
            Some(EffectStep::GetCounters { who, kind: PlayerCounter::Poison, n: Amount::Fixed(n) })
        }
        // 106.4: "That player adds {G}{G}." (Magus of the Vineyard): mana for their pool.
        "add" if who != Aim::You => {
            let mana = crate::cards::ManaCost::parse(rest).ok()?.symbols;
            let plain = mana
                .iter()
                .all(|m| matches!(m, crate::cards::ManaSymbol::Colored(_) | crate::cards::ManaSymbol::Colorless));
            (plain && !mana.is_empty()).then_some(EffectStep::AddMana { mana, who })
        }
        // 724.1: "you become the monarch".
        "become" if rest == "the monarch" => Some(EffectStep::BecomeMonarch(who)),
        // 104.2b, 104.3e: "you win the game", "that player loses the game".
        "win" | "lose" if rest == "the game" => Some(EffectStep::WinOrLose { who, win: verb == "win" }),
        // 107.1a: "You lose half your life, rounded up.", "that player loses half their life,
        // rounded up": counted of that player as the step happens.
        "lose" if matches!(rest, "half your life, rounded up" | "half their life, rounded up") => {
            let whose = if rest.starts_with("half your") { Whose::You } else { Whose::Theirs };
            let n = Amount::Count { times: 1, what: Box::new(Count::HalfLifeRoundedUp(whose)) };
            Some(EffectStep::LoseLife { who, n })
        }
        "gain" | "lose" => {
            let n = super::aims::amount(rest.strip_suffix(" life")?)?;
            Some(if verb == "gain" { EffectStep::GainLife { who, n } } else { EffectStep::LoseLife { who, n } })
        }
        _ => None,
    }
}

/// 500.7: "an extra turn after this one", "two extra turns after this one".
fn extra_turns(who: Aim, rest: &str) -> Option<EffectStep> {
    let n = match rest.strip_suffix(" after this one")? {
        "an extra turn" => 1,
        more => crate::cards::filter::number(more.strip_suffix(" extra turns")?)?,
    };
    Some(EffectStep::ExtraTurns { who, n })
}

/// 701.24a: "[their / your] graveyard into [their / your] library".
fn shuffle_graveyard(who: Aim, rest: &str) -> Option<EffectStep> {
    let own = match who {
        Aim::You => "your graveyard into your library",
        _ => "their graveyard into their library",
    };
    (rest == own).then_some(EffectStep::ShuffleGraveyard { who })
}

/// 701.20e: "Look at target player's hand", "look at target opponent's hand".
pub(super) fn look_at_hand(s: &str) -> Option<EffectStep> {
    let whose = match s.strip_prefix("Look at ").or_else(|| s.strip_prefix("look at "))? {
        "target player's hand" => Aim::Target(TargetKind::Player { opponent: false }),
        "target opponent's hand" => Aim::Target(TargetKind::Player { opponent: true }),
        _ => return None,
    };
    Some(EffectStep::LookAtHand { whose })
}

/// "Exile all cards from target player's graveyard", "Exile target player's graveyard",
/// "Exile each opponent's graveyard" (406.2).
pub(super) fn exile_graveyard(s: &str) -> Option<EffectStep> {
    let rest = s.strip_prefix("Exile ")?;
    // "Exile all cards from all graveyards.", "Exile all graveyards." (Rest in Peace, Bojuka
    // Bog's kin): each player's.
    if matches!(rest, "all cards from all graveyards" | "all graveyards" | "each player's graveyard") {
        return Some(EffectStep::ExileGraveyard { who: Aim::EachPlayer });
    }
    let whose = rest.strip_prefix("all cards from ").unwrap_or(rest).strip_suffix(" graveyard")?;
    let who = match whose {
        "target player's" => Aim::Target(TargetKind::Player { opponent: false }),
        "target opponent's" => Aim::Target(TargetKind::Player { opponent: true }),
        "each opponent's" => Aim::EachOpponent,
        "your" => Aim::You,
        _ => return None,
    };
    Some(EffectStep::ExileGraveyard { who })
}

/// 701.20a: "Reveal the top card of your library and put that card into your hand" (Dark
/// Confidant).
pub(super) fn top_to_hand(s: &str) -> Option<EffectStep> {
    matches!(
        s,
        "Reveal the top card of your library and put that card into your hand"
            | "Reveal the top card of your library and put it into your hand"
    )
    .then_some(EffectStep::TopToHand { who: Aim::You })
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
    let (n, into) = top_cards(rest)?;
    matches!(
        into,
        "your library into your graveyard"
            | "their library into their graveyard"
            | "his or her library into his or her graveyard"
    )
    .then_some(EffectStep::Mill { who, n: Amount::Fixed(n) })
}

/// "the top card of their library", "the top two cards of their library" after "exiles"
/// (406.3; ingest, 702.115a).
fn exile_top(who: Aim, rest: &str) -> Option<EffectStep> {
    let (n, of) = top_cards(rest)?;
    matches!(of, "their library" | "his or her library").then_some(EffectStep::ExileTop { who, n })
}

/// "the top card of ...", "the top two cards of ...": how many, and the words after "of".
fn top_cards(rest: &str) -> Option<(u32, &str)> {
    let rest = rest.strip_prefix("the top ")?;
    match rest.strip_prefix("card of ") {
        Some(of) => Some((1, of)),
        None => {
            let (n, of) = rest.split_once(" cards of ")?;
            Some((number(n).filter(|_| n != "a")?, of))
        }
    }
}

/// "a card", "two cards" after "draw" or "mill".
fn cards_step(who: Aim, verb: &str, rest: &str) -> Option<EffectStep> {
    let n = match rest {
        "a card" => Amount::Fixed(1),
        r => super::aims::amount(r.strip_suffix(" cards")?)?,
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
