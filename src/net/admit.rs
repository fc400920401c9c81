//! One admission step for every seat's request: what a connection asks for and what the host's
//! own window asks for take the same way. Named by the seat's ids, a request is translated to
//! the table's labels (one naming what the seat doesn't see is refused), authorized
//! ([`super::authorize`]), put to the players who may allow it where it is theirs
//! ([`super::consent`]), given ids of the table's own for what it creates and applied as the
//! seat's (the log names who acted). Before it, a connection's request is checked for its
//! number and its rate (`host::request`); the host's window, on the machine that runs the game,
//! sends no numbers and is held to no rate.

use bevy::prelude::*;

use super::authorize::authorize;
use super::lobby::Lobby;
use super::reply::{Asker, apply, told};
use crate::i18n::Said;
use crate::rules::Action;
use crate::rules::query::find_player;
use crate::view::Viewer;

/// Why a request wasn't applied at once.
enum Refused {
    /// It names something the seat doesn't see.
    Unknown(Said),
    /// It isn't the seat's to do, and the action it would have been.
    Denied(super::authorize::Denied, Box<Action>),
}

/// What the host's own window asks for, in its seat's ids: admitted as a connection's request
/// is, as the host's seated player.
pub fn from_window(world: &mut World, action: Action) {
    let Some(name) = world.get_resource::<Lobby>().and_then(|l| l.local_name()).map(String::from) else { return };
    if !world.resource::<Lobby>().started {
        return told(world, Asker::Window, 0, Said::new("net-not-started", &[]));
    }
    admit(world, Asker::Window, 0, &name, action);
}

/// A request from the seat `name` (checked for its number and rate where it came over the network).
pub(super) fn admit(world: &mut World, asker: Asker, seq: u64, name: &str, action: Action) {
    if super::whole_replay::is_final(world) {
        return told(world, asker, seq, Said::new("net-game-over", &[]));
    }
    let Some(player) = find_player(world, name) else {
        return told(world, asker, seq, Said::new("net-no-such-player", &[]));
    };
    // Kept as the seat's (`Action::By`), it must still read back from the autosave and replay.
    if !action.has_room_for_by() {
        let most = crate::rules::action::MAX_NESTING.to_string();
        return told(world, asker, seq, Said::new("net-nested-too-deep", &[("most", &most)]));
    }
    let checked = crate::view::translate(world, Viewer::Player(player), action)
        .map_err(|e| Refused::Unknown(e.said()))
        .and_then(|a| match authorize(world, player, &a) {
            Ok(()) => Ok(a),
            Err(d) => Err(Refused::Denied(d, Box::new(a))),
        });
    match checked {
        Ok(action) => apply(world, asker, seq, action),
        // What other seated players could allow is put to them, each in turn.
        Err(Refused::Denied(d, action))
            if !d.owners.is_empty()
                && d.owners.iter().all(|o| !o.eq_ignore_ascii_case(name) && super::consent::can_ask(world, o)) =>
        {
            if let Asker::Client(client) = asker {
                let mut lobby = world.resource_mut::<Lobby>();
                if super::lobby::over_rate(&mut lobby.question_rate, client) {
                    let n = super::protocol::MAX_QUESTIONS_PER_SECOND.to_string();
                    return told(world, asker, seq, Said::new("net-too-many-questions", &[("n", &n)]));
                }
            }
            super::consent::ask(world, (asker, name, seq), &d.owners[0], *action, Vec::new());
        }
        Err(Refused::Denied(d, _)) => {
            match d.owners.iter().find(|o| !o.eq_ignore_ascii_case(name) && !super::consent::can_ask(world, o)) {
                // Theirs to allow, but they aren't at the table now.
                Some(owner) => told(world, asker, seq, Said::new("net-not-connected-to-allow", &[("owner", owner)])),
                None => told(world, asker, seq, d.why),
            }
        }
        Err(Refused::Unknown(reason)) => told(world, asker, seq, reason),
    }
}
