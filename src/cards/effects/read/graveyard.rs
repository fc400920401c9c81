//! Cards in graveyards a step names: exiled ("Exile target card from a graveyard", "Exile up
//! to two target cards from graveyards") or put on top of their owner's library ("Put target
//! creature card from your graveyard on top of your library") or onto the battlefield ("Put
//! target creature card from a graveyard onto the battlefield under your control"), or
//! returned from one ("Return target creature card from your graveyard to your hand").

use super::super::*;
use super::aims::{graveyard_aim, how_many, wanted};

/// One of those steps, or `None`.
pub(super) fn step(s: &str) -> Option<EffectStep> {
    // "Return target creature card from your graveyard to your hand / to the battlefield."
    if let Some(rest) = s.strip_prefix("Return ")
        && let Some((what, to)) = rest.split_once(" from your graveyard to ")
    {
        // "Return [this] from your graveyard ...": an ability of the card there (113.6m).
        let aim = if is_this(what) { Aim::This } else { graveyard_aim(what)? };
        return match to {
            "your hand" => Some(EffectStep::ReturnToHand(aim)),
            "the battlefield" => Some(EffectStep::ReturnToBattlefield { aim, yours: false, counter: None }),
            _ => None,
        };
    }
    // "Put it onto the battlefield" (Narcomoeba's card from its graveyard): under the control
    // of the player who puts it there (110.2).
    if s == "Put it onto the battlefield" {
        return Some(EffectStep::ReturnToBattlefield { aim: Aim::It, yours: true, counter: None });
    }
    // "Exile up to two target cards from graveyards" (Faerie Macabre): from any graveyards.
    if let Some(what) = s.strip_prefix("Exile ").and_then(|r| r.strip_suffix(" from graveyards")) {
        let (n, up_to, one) = how_many(what)?;
        let one = one.strip_suffix(" card").or_else(|| (one == "card").then_some(""))?;
        return Some(EffectStep::Exile(Aim::Targets { kind: TargetKind::CardInAGraveyard(wanted(one)?), n, up_to }));
    }
    // "Exile up to three target cards from a single graveyard" (Decompose, Rapid Decay): from
    // one graveyard, whichever.
    if let Some(what) = s.strip_prefix("Exile ").and_then(|r| r.strip_suffix(" from a single graveyard")) {
        let (n, up_to, one) = how_many(what)?;
        let one = one.strip_suffix(" card").or_else(|| (one == "card").then_some(""))?;
        let mut wanted = wanted(one)?;
        wanted.with.push(With::OneGraveyard);
        return Some(EffectStep::Exile(Aim::Targets { kind: TargetKind::CardInAGraveyard(wanted), n, up_to }));
    }
    // "Exile target card from a graveyard", "Exile target creature card from a graveyard".
    if let Some(what) = s.strip_prefix("Exile target ").and_then(|r| r.strip_suffix(" from a graveyard")) {
        let what = what.strip_suffix(" card").or_else(|| (what == "card").then_some(""))?;
        return Some(EffectStep::Exile(Aim::Target(TargetKind::CardInAGraveyard(wanted(what)?))));
    }
    // "Put target creature card from a graveyard onto the battlefield under your control"
    // (Reanimate, Beacon of Unrest's kin): a card of any graveyard, under its controller's
    // control (110.2a).
    if let Some(what) = s
        .strip_prefix("Put target ")
        .and_then(|r| r.strip_suffix(" from a graveyard onto the battlefield under your control"))
    {
        let what = what.strip_suffix(" card").or_else(|| (what == "card").then_some(""))?;
        let aim = Aim::Target(TargetKind::CardInAGraveyard(wanted(what)?));
        return Some(EffectStep::ReturnToBattlefield { aim, yours: true, counter: None });
    }
    // 400.3: "Put target creature card from your graveyard on top of your library" (Reclaim,
    // Golgari Thug); "any number of target creature cards" (Bone Harvest): two or more put at
    // once are ordered by their owner (401.4), who is the one who chose them as targets: one
    // after another in the order chosen, the last on top.
    let what = s
        .strip_prefix("Put ")
        .and_then(|r| r.strip_suffix(" from your graveyard on top of your library"))
        .filter(|w| ["target ", "another target ", "any number of target "].iter().any(|t| w.starts_with(t)))?;
    Some(EffectStep::PutInLibrary { aim: graveyard_aim(what)?, top: true })
}
