//! The permanents or cards a player chooses for a step, of a kind: "Return a creature you
//! control to its owner's hand", "You may put a creature card from your hand onto the
//! battlefield", "you may exile a nonartifact, nonland card from your hand" (608.2c;
//! `rules::ops::hand_choice` asks for them).

use super::super::*;
use super::aims::wanted;

/// One of those steps, or `None`.
pub(super) fn chosen(s: &str) -> Option<EffectStep> {
    // "Return a creature you control to its owner's hand": one of the kind, its controller's
    // choice.
    if let Some(kind) = s
        .strip_prefix("Return a ")
        .or_else(|| s.strip_prefix("Return an "))
        .and_then(|r| r.strip_suffix(" you control to its owner's hand"))
    {
        let what = match kind {
            "permanent" => Wanted::default(),
            // "a creature", "a red or green creature", "a green creature".
            _ => wanted(kind).filter(|w| !w.another && w.status.is_none() && w.with.is_empty())?,
        };
        return Some(EffectStep::ReturnChosen { who: Aim::You, what });
    }
    // 118.12: "Sacrifice it unless you return an artifact you control to its owner's hand"
    // (Glint Hawk), "... an untapped Plains ..." (Karoo).
    if let Some((this, rest)) = s.strip_prefix("Sacrifice ").and_then(|r| r.split_once(" unless you return "))
        && (this == "it" || crate::cards::filter::is_this(this))
        && let Some(kind) = rest.strip_suffix(" you control to its owner's hand")
    {
        let kind = kind.strip_prefix("a ").or_else(|| kind.strip_prefix("an "))?;
        let w = wanted(kind).filter(|w| !w.another)?;
        return Some(EffectStep::ReturnOrSacrifice(w));
    }
    // "You may put a creature card from your hand onto the battlefield": up to one; "a creature
    // card with converted mana cost equal to the number of charge counters on [this]" (Aether
    // Vial): counted as the step happens (608.2h).
    if let Some(card) =
        s.strip_prefix("You may put ").and_then(|r| r.strip_suffix(" from your hand onto the battlefield"))
    {
        return Some(EffectStep::PutFromHand { who: Aim::You, wanted: card_of_hand(card)? });
    }
    // "[you may] exile a nonartifact, nonland card from your hand" (Chrome Mox's imprint, its
    // "may" the triggered ability's, 603.5): one, linked to the source (607.2a).
    if let Some(card) =
        s.strip_prefix("Exile ").or_else(|| s.strip_prefix("exile ")).and_then(|r| r.strip_suffix(" from your hand"))
    {
        return Some(EffectStep::ExileFromHand { who: Aim::You, wanted: card_of_hand(card)? });
    }
    // 406.2: "Target player exiles a card from their graveyard." (Relic of Progenitus), "that
    // player exiles two cards from their graveyard", "Exile a card from your graveyard.": the
    // player chooses which.
    let players = [
        ("Target player exiles ", Aim::Target(TargetKind::Player { opponent: false })),
        ("Target opponent exiles ", Aim::Target(TargetKind::Player { opponent: true })),
        ("That player exiles ", Aim::ThatPlayer),
        ("Exile ", Aim::You),
    ];
    for (words, who) in players {
        let Some(cards) = s.strip_prefix(words).and_then(|r| {
            r.strip_suffix(" from their graveyard")
                .filter(|_| who != Aim::You)
                .or_else(|| r.strip_suffix(" from your graveyard").filter(|_| who == Aim::You))
        }) else {
            continue;
        };
        let n = match cards {
            "a card" => 1,
            n => crate::cards::filter::number(n.strip_suffix(" cards")?).filter(|n| (2..=3).contains(n))?,
        };
        return Some(EffectStep::ExileFromGraveyard { who, n });
    }
    None
}

/// "a creature card", "an instant card with converted mana cost 2 or less": one card of a hand
/// of the kind.
fn card_of_hand(card: &str) -> Option<Wanted> {
    let card = card.strip_prefix("a ").or_else(|| card.strip_prefix("an "))?;
    let (what, with) = match card.split_once(" card with ") {
        Some((what, with)) => (what, super::aims::with_words(with, true)?),
        None => (card.strip_suffix(" card")?, Vec::new()),
    };
    let mut wanted = wanted(what).filter(|w| w.status.is_none() && !w.another)?;
    wanted.with.extend(with);
    Some(wanted)
}

/// 700.3: "Separate all permanents target player controls into two piles, that player
/// sacrifices all permanents in the pile of their choice" (its two sentences joined).
pub(super) fn piles(s: &str) -> Option<EffectStep> {
    if let Some(step) =
        pay_or_put_back(s).or_else(|| keep_one_of_each(s)).or_else(|| put_card_back(s)).or_else(|| graveyard_to_hand(s))
    {
        return Some(step);
    }
    let who = s
        .strip_prefix("Separate all permanents ")?
        .strip_suffix(" controls into two piles, that player sacrifices all permanents in the pile of their choice")?;
    match who {
        "target player" => Some(EffectStep::Piles(Aim::Target(TargetKind::Player { opponent: false }))),
        "target opponent" => Some(EffectStep::Piles(Aim::Target(TargetKind::Player { opponent: true }))),
        _ => None,
    }
}

/// 201.4: "Choose a [nonland] card name." and what reads it, "Target player reveals their hand
/// and discards all cards with that name."
pub(super) fn named(s: &str) -> Option<EffectStep> {
    match s {
        "Choose a card name" => return Some(EffectStep::ChooseName { nonland: false }),
        "Choose a nonland card name" => return Some(EffectStep::ChooseName { nonland: true }),
        _ => {}
    }
    let who = match s.strip_suffix(" reveals their hand and discards all cards with that name")? {
        "Target player" => Aim::Target(TargetKind::Player { opponent: false }),
        "Target opponent" => Aim::Target(TargetKind::Player { opponent: true }),
        _ => return None,
    };
    Some(EffectStep::DiscardNamed { who })
}

/// "choose two cards in your hand drawn this turn, and for each of those cards, pay 4 life or
/// put the card on top of your library" (Sylvan Library; its two sentences joined): one
/// choice of the cards put back, each card of the two not put back paid for with life (119.4).
fn pay_or_put_back(s: &str) -> Option<EffectStep> {
    let rest = s.strip_prefix("choose ").or_else(|| s.strip_prefix("Choose "))?;
    let (n, rest) = rest.split_once(" cards in your hand drawn this turn, and for each of those cards, pay ")?;
    let life = rest.strip_suffix(" life or put the card on top of your library")?;
    let number = crate::cards::filter::number;
    Some(EffectStep::PayLifeOrPutBack(number(n)?, number(life)?))
}

/// "Each player chooses from among the permanents they control an artifact, a creature, an
/// enchantment, and a land, then sacrifices the rest." (Cataclysm; 701.21a).
fn keep_one_of_each(s: &str) -> Option<EffectStep> {
    let rest = s.strip_prefix("Each player chooses from among the permanents they control ")?;
    let kinds = rest.strip_suffix(", then sacrifices the rest")?;
    let mut types = Vec::new();
    for kind in kinds.split(", ").map(|k| k.strip_prefix("and ").unwrap_or(k)) {
        let word = kind.strip_prefix("an ").or_else(|| kind.strip_prefix("a "))?;
        let t = crate::cards::card_type(&crate::cards::capitalized(word))?;
        if !t.is_permanent_type() || types.contains(&t) {
            return None;
        }
        types.push(t);
    }
    (types.len() >= 2).then_some(EffectStep::KeepOneOfEach(Aim::EachPlayer, types))
}

/// "Target opponent puts a card from their hand on top of their library." (Chittering Rats),
/// "Put a card from your hand on top of your library.": that player chooses it (401.4).
fn put_card_back(s: &str) -> Option<EffectStep> {
    if s == "Put a card from your hand on top of your library" {
        return Some(EffectStep::PutBackFromHand(1, Aim::You));
    }
    let who = s.strip_suffix(" puts a card from their hand on top of their library")?;
    let opponent = match who {
        "Target opponent" => true,
        "Target player" => false,
        _ => return None,
    };
    Some(EffectStep::PutBackFromHand(1, Aim::Target(TargetKind::Player { opponent })))
}

/// "you may return a creature card from your graveyard to your hand" (Corpse Churn, after its
/// mill): up to one card of the kind, its controller's choice.
fn graveyard_to_hand(s: &str) -> Option<EffectStep> {
    let rest = s.strip_prefix("You may return a ").or_else(|| s.strip_prefix("you may return a "))?;
    let kind = rest.strip_suffix(" card from your graveyard to your hand")?;
    Some(EffectStep::ReturnFromGraveyard(wanted(kind)?))
}
