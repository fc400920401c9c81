//! Choosing a triggered ability's target with a click (603.3d, 601.2c): while the table waits
//! for a player to choose the one target of an ability of theirs, a left click on a card the
//! rules allow chooses it (`view::stack::target_click`); the overlay lights those cards, dims
//! the rest, and its dialog still lists them (players too, and abilities of several targets).

use bevy::picking::events::{Pointer, Press};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::state::FixedSeat;
use super::viewed::{SeatRequest, ViewedTable};
use super::visuals::CardVisual;

/// The cards this window may click to choose a waiting ability's target now (the window's
/// entities; the overlay sets it from the seat model): lit, the rest dimmed.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Choosable(pub Vec<Entity>);

/// Adds the click to the input plugin.
pub fn build(app: &mut App) {
    app.init_resource::<Choosable>().add_observer(target_press);
}

/// A left press on a card while a triggered ability waits for its target: the choice, where the
/// window may choose for that player (every player at a local table, its own seat's at a
/// networked one) and the card is one the rules allow.
fn target_press(
    ev: On<Pointer<Press>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    viewed: Res<ViewedTable>,
    fixed: Option<Res<FixedSeat>>,
    mut requests: MessageWriter<SeatRequest>,
) {
    if ev.event.button != PointerButton::Primary {
        return;
    }
    let Some(o) = super::visuals::visual_object(&visuals, &parents, ev.entity).and_then(|e| viewed.object(e)) else {
        return;
    };
    let chooser = viewed.view.targeting.as_ref().map(|c| c.player.as_str());
    if chooser.is_none_or(|p| fixed.is_some() && viewed.seat != p) {
        return;
    }
    if let Some(a) = crate::view::stack::target_click(&viewed.view, o) {
        requests.write(SeatRequest(a));
    }
}
