//! What a command said about a card means, for every way of saying it: a window's key over the
//! card and the text client's words go through [`card_command`], so **T** over a land and
//! `tap ID` ask the kernel for the same action.

use super::ObjectView;
use crate::rules::action::{Action, FaceDownKind};
use crate::rules::counters::CounterKind;

/// A command about one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardCommand {
    /// Tap it or untap it: at an assisted table, tapping a permanent with a mana ability
    /// activates it (605.3a: its mana goes into the pool), as Arena does.
    Tap,
    /// Transform it (701.27), or flip an unflipped flip card (710.2).
    Transform,
    /// Turn it face down, or a face-down permanent face up for its cost (702.37e, 116.2b).
    FaceDown,
    /// A +1/+1 counter on it.
    AddCounter,
    /// A +1/+1 counter off it.
    RemoveCounter,
}

/// The action `command` asks for on `o`, as the seat sees it; `assisted` is whether the rules
/// run the turn. A face-down permanent's way face up is the caller's question where it has
/// more than one ([`ObjectView::face_up_cost`]).
pub fn card_command(command: CardCommand, o: &ObjectView, assisted: bool) -> Action {
    let id = || o.id.as_str().into();
    match command {
        CardCommand::Tap if o.tapped => Action::Untap(id()),
        // Tapping it for mana, where an ability of it taps it (not "Sacrifice [this]: Add {B}.").
        CardCommand::Tap if assisted && o.mana.iter().any(|m| !o.mana_without_tapping.contains(m)) => {
            let mut tapping = o.mana.iter().filter(|m| !o.mana_without_tapping.contains(m));
            let only = match o.mana_without_tapping.is_empty() {
                true => None,
                false => tapping.next().filter(|_| tapping.next().is_none()).cloned(),
            };
            Action::TapForMana { card: id(), mana: only }
        }
        CardCommand::Tap => Action::Tap(id()),
        CardCommand::Transform if o.flip_half.is_some() && !o.flipped => Action::Flip(id()),
        CardCommand::Transform => Action::Transform(id()),
        CardCommand::FaceDown if o.face_down.is_some() => Action::TurnFaceUpForCost(id()),
        CardCommand::FaceDown => Action::TurnFaceDown { card: id(), kind: FaceDownKind::Plain },
        CardCommand::AddCounter => Action::AddCounters { card: id(), kind: CounterKind::PlusOne, n: 1 },
        CardCommand::RemoveCounter => Action::RemoveCounters { card: id(), kind: CounterKind::PlusOne, n: 1 },
    }
}
