//! How a seat hears of its request, wherever it asked from: applied (as the seat's, the log
//! naming who acted), refused with the reason, or waiting on another player's answer. A
//! connection is sent a message; the host's own window reads it on its status line.

use bevy::prelude::*;

use super::lobby::{Lobby, refuse, to};
use super::protocol::ToClient;
use crate::i18n::Said;
use crate::rules::Action;

/// Who asked: a connection, or the host's own window (its seat has no connection).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Asker {
    /// A seat's connection.
    Client(Entity),
    /// The host's own window.
    Window,
}

/// Applies a seat's request (authorized, its ids the table's labels), said to be the seat's
/// (the log names who acted: "Bob: Draw a card"), and tells the seat.
pub(super) fn apply(world: &mut World, asker: Asker, seq: u64, mut action: Action) {
    // A seat names what it creates by its own ids, which may be labels here already.
    crate::rules::query::settle_new_id(world, &mut action);
    let lobby = world.resource::<Lobby>();
    let name = match asker {
        Asker::Client(client) => lobby.seats.iter().find(|s| s.client == Some(client)).map(|s| s.name.clone()),
        Asker::Window => lobby.local_name().map(String::from),
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
            let seat = world.resource::<Lobby>().local_name().unwrap_or_default().to_string();
            let text = Said::new("status-waiting-consent", &[("seat", &seat), ("on", on)]);
            world.insert_resource(crate::session::StatusLine { text: text.into(), error: false, action: None });
        }
    }
}
