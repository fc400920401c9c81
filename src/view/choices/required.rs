//! 509.1c: where blocking with none disobeys a requirement on a player's blocks (Lure's kin,
//! "must be blocked if able", provoke), the declaration the requirements ask, as far as they can
//! be obeyed: the seat's choice in place of blocking with none.

use bevy::prelude::*;

use crate::rules::action::{Action, ObjectId, PlayerId};
use crate::view::TableView;

/// The blocks the requirements on `player`'s blocks ask, said by the seat's ids; `None` where
/// there are none, or one of them can't be said.
pub(super) fn blocks(world: &World, player: Entity, name: PlayerId, table: &TableView) -> Option<Action> {
    let id = |e: Entity| table.objects.iter().find(|o| o.entity == e).map(|o| ObjectId::from(o.id.as_str()));
    let found = crate::rules::ops::combat::required_blocks(world, player);
    let blockers: Vec<(ObjectId, ObjectId)> = found
        .iter()
        .map(|(b, a)| Some((id(*b)?, id(*a)?)))
        .collect::<Option<_>>()
        .filter(|r: &Vec<_>| !r.is_empty())?;
    crate::rules::ops::combat::can_declare_blockers(world, player, &found).ok()?;
    Some(Action::DeclareBlockers { player: name, blockers })
}
