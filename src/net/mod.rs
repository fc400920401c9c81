//! Network play. The host runs the rules kernel exactly as a local table does and is the only
//! writer of game state; a client shows the model the host computed for its seat and sends
//! requests. The engine is bevy_replicon (messages on its ordered channel) over renet's netcode
//! (UDP); no entity is replicated, so no server entity id ever reaches a client: a seat knows
//! objects only by its own opaque ids (`view::view_id`), new whenever an object comes back from
//! a zone or state hidden from that seat.
//!
//! - `protocol.rs`: the messages, their limits and the decoder every client byte goes through.
//! - `host.rs`: `NetHostPlugin`: lobby, seats and rejoin tokens, request checks, models out.
//! - `client.rs`: `NetClientPlugin`: joins, numbers requests, keeps the latest model.
//! - `lobby.rs`: the lobby's state: options, seats, tokens, what each connection was sent.
//! - `undo.rs`: undo as a vote of every seat.
//! - `transport.rs`: the UDP sockets (renet netcode, encrypted) for `bifronte host` and
//!   `bifronte join`, and the client's link that reconnects.
//! - `noise.rs`: the network layer's log lines, rate-limited (a junk flood writes no flood).
//! - `desk.rs`: the key exchange on TCP that proves the password and hands out connect tokens.
//! - `seat_replay.rs`: "my replay": every model a client was sent, kept as it plays (its file);
//!   `replay_window.rs`: its viewer.
//! - `served.rs`: a headless host run as a table of `bifronte serve`: reports out, commands in.
//! - `window.rs`: a client's window: stand-ins for what the model shows, under the table and
//!   the overlay; the host's window is a local table with the host plugin beside it.

pub mod admit;
pub mod authorize;
pub mod client;
mod consent;
pub mod desk;
pub mod host;
mod lobby;
pub mod noise;
pub mod protocol;
mod reply;
pub mod seat_replay;
pub mod served;
pub mod transport;
mod undo;
pub mod whole_replay;

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use crate::cards::CardDb;
use crate::i18n::Lang;
use protocol::{ToClient, ToHost};

/// How often a networked window wakes to read the network when nothing else wakes it: a move
/// reaches a window at most this late.
pub const WINDOW_POLL: std::time::Duration = std::time::Duration::from_millis(50);

/// Registers the messages, in the same order on the host and on clients (replicon checks a hash
/// of the protocol at the handshake).
pub fn register_protocol(app: &mut App) {
    app.add_client_message_with::<ToHost>(Channel::Ordered, protocol::serialize_to_host, protocol::deserialize_to_host)
        .add_server_message_with::<ToClient>(
            Channel::Ordered,
            protocol::serialize_to_client,
            protocol::deserialize_to_client,
        )
        .make_message_independent::<ToClient>();
}

/// The game for these seats: each player's decklist text (a shipped sample deck for a player
/// who brought none), shuffled with `seed`.
pub fn game_for(
    lang: Lang,
    decks: &[(String, Option<String>)],
    seed: u64,
    db: &CardDb,
) -> Result<crate::scene::LoadedScene, crate::scene::game::GameError> {
    crate::scene::game::game_from_texts(lang, &deck_texts(decks)?, Some(seed), None, db)
}

/// A match of best of `best_of` games between the seated players' decks, before its first game
/// ([`crate::scene::game::match_scene`]).
pub fn match_for(
    lang: Lang,
    decks: &[(String, Option<String>)],
    seed: u64,
    mode: crate::rules::RulesMode,
    best_of: u32,
    db: &CardDb,
) -> Result<crate::scene::LoadedScene, crate::scene::game::GameError> {
    let mut game = crate::scene::game::read_game(lang, &deck_texts(decks)?, Some(seed), None, db)?;
    game.mode = mode;
    crate::scene::game::match_scene(&game, best_of, db)
}

/// Each seat's name, its deck's name for errors, and its decklist's text (a sample deck for a
/// seat that sent none).
fn deck_texts(
    decks: &[(String, Option<String>)],
) -> Result<Vec<(String, PathBuf, String)>, crate::scene::game::GameError> {
    let samples = crate::scene::game::SAMPLE_DECKS;
    let mut texts = Vec::new();
    for (i, (name, deck)) in decks.iter().enumerate() {
        let (path, text) = match deck {
            Some(t) => (PathBuf::from(format!("{name}'s deck")), t.clone()),
            None => {
                let path = crate::format::shipped_dir().join("decks").join(samples[i % samples.len()]);
                let text = std::fs::read_to_string(&path).map_err(|e| {
                    let said = crate::i18n::Said::new("files-cannot-read", &[("why", &e.to_string())]);
                    crate::scene::game::GameError {
                        problems: vec![crate::format::LoadError::of_file(&path, said)],
                        bad_decks: Vec::new(),
                    }
                })?;
                (path, text)
            }
        };
        texts.push((name.clone(), path, text));
    }
    Ok(texts)
}
