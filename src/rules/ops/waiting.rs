//! Whom the table waits for now: the players whose choice or action the game cannot go on
//! without. A hot-seat window sits at their seat ([`crate::table`]'s following), and every
//! seat's view names them.

use bevy::prelude::*;

use crate::rules::object::Controller;

/// The players the table waits for, in turn order where several may answer in any order:
/// those still deciding on their opening hands (103.5); else the one choosing the order of
/// their triggered abilities (603.3b), the targets of one (603.3d), whether an optional one
/// does what it says (603.5), whether to cast a card an effect offers (608.2g), what a search finds (701.23), how a scry puts its cards back (701.22), which cards
/// of a hand an effect has them choose (701.9b), how permanents are separated into piles and which
/// pile (700.3), whether they pay an "unless" cost (118.12a), which legend
/// to keep (704.5j), a battle's protector (310.11a) or what a permanent enters with (614.12a); else those who must still declare
/// attackers or blockers (508.1, 509.1); else whoever holds priority (117). Empty at a free
/// table with no such choice, and once the game is over.
pub fn waiting_for(world: &World) -> Vec<Entity> {
    if let Some(o) = world.get_resource::<super::opening::OpeningHands>().filter(|o| !o.deciding.is_empty()) {
        return o.deciding.clone();
    }
    let controller = |e: Entity| world.get::<Controller>(e).map(|c| c.0);
    if let Some(t) = world.get_resource::<crate::rules::triggers::Triggers>() {
        let choosing = t.choosing.first().and_then(|e| controller(*e));
        let deciding = t.deciding.and_then(|(e, _)| controller(e));
        if let Some(p) = t.ordering.as_ref().map(|o| o.player).or(choosing).or(deciding) {
            return vec![p];
        }
    }
    if let Some(offer) = super::offer::pending(world) {
        return vec![offer.player];
    }
    if let Some(search) = super::search::pending(world) {
        return vec![search.player];
    }
    if let Some(scry) = super::scrying::pending(world) {
        return vec![scry.player];
    }
    if let Some(choice) = super::hand_choice::pending(world) {
        return vec![choice.pick.chooser];
    }
    if let Some(p) = super::piles::waiting(world) {
        return vec![p];
    }
    if let Some(payment) = super::unless::pending(world) {
        return vec![payment.ask.payer];
    }
    if let Some(ask) = super::color_choice::pending(world) {
        return vec![ask.player];
    }
    if let Some(p) = awaiting::<super::legends::AwaitingLegendChoice>(world)
        .or_else(|| awaiting::<super::battles::AwaitingProtectorChoice>(world))
        .or_else(|| awaiting::<crate::rules::object::AwaitingEntryChoice>(world))
    {
        return vec![p];
    }
    let declaring = super::declaring::still_to_declare(world);
    if !declaring.is_empty() {
        return declaring;
    }
    world.get_resource::<crate::rules::game::Priority>().and_then(|p| p.holder).into_iter().collect()
}

/// The controller of a permanent marked as waiting for its controller's choice, if any.
fn awaiting<C: Component>(world: &World) -> Option<Entity> {
    let mut q = world.try_query_filtered::<&Controller, With<C>>()?;
    q.iter(world).next().map(|c| c.0)
}
