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
use super::lobby::{Lobby, refuse, to};
use super::protocol::ToClient;
use crate::i18n::Said;
use crate::rules::Action;
use crate::rules::query::find_player;
use crate::view::Viewer;

/// Who asked: a connection, or the host's own window (its seat has no connection).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Asker {
    /// A seat's connection.
    Client(Entity),
    /// The host's own window.
    Window,
}

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
    let Some((name, _)) = world.get_resource::<Lobby>().and_then(|l| l.options.local.clone()) else { return };
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

/// Applies a seat's request (authorized, its ids the table's labels), said to be the seat's
/// (the log names who acted: "Bob: Draw a card"), and tells the seat.
pub(super) fn apply(world: &mut World, asker: Asker, seq: u64, mut action: Action) {
    // A seat names what it creates by its own ids, which may be labels here already.
    crate::rules::query::settle_new_id(world, &mut action);
    let lobby = world.resource::<Lobby>();
    let name = match asker {
        Asker::Client(client) => lobby.seats.iter().find(|s| s.client == Some(client)).map(|s| s.name.clone()),
        Asker::Window => lobby.options.local.as_ref().map(|(n, _)| n.clone()),
    };
    if let Some(name) = name {
        action = action.by(&name);
    }
    world.write_message(crate::rules::ActionRequest(action));
    world.resource_mut::<Lobby>().applied += 1;
    if let Asker::Client(client) = asker {
        world.write_message(to(client, ToClient::Applied { seq }));
    }
}

/// Tells the seat its request was refused, and why: a connection in a message, the host's
/// window on its status line.
pub(super) fn told(world: &mut World, asker: Asker, seq: u64, reason: Said) {
    match asker {
        Asker::Client(client) => refuse(world, client, seq, reason),
        Asker::Window => {
            info!("refused a request from the host's window: {reason}");
            world.resource_mut::<Lobby>().refused += 1;
            world.insert_resource(crate::session::StatusLine { text: reason.into(), error: true, action: None });
        }
    }
}

/// Tells the seat its request waits on `on`'s answer.
pub(super) fn waiting(world: &mut World, asker: Asker, seq: u64, on: &str) {
    match asker {
        Asker::Client(client) => _ = world.write_message(to(client, ToClient::Waiting { seq, on: on.to_string() })),
        Asker::Window => {
            let seat = world.resource::<Lobby>().options.local.as_ref().map_or_else(String::new, |(n, _)| n.clone());
            let text = Said::new("status-waiting-consent", &[("seat", &seat), ("on", on)]);
            world.insert_resource(crate::session::StatusLine { text: text.into(), error: false, action: None });
        }
    }
}
