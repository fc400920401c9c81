//! The game's whole replay, handed to every player once the game is over (replays open for
//! everyone who played, once it is over). The host's replay (`session::replay`) holds every
//! hand and library's order, so it goes out only when the game has ended (104.2a / 104.3a, as
//! `rules::query::game_result` says), and from then on the game is final at this table: no
//! request, and no undo, is taken (or a player who had read the libraries could play on).
//! It goes in parts ([`crate::session::replay_parts`]) to each seat connected when the game
//! ends and to each that comes back later; the client keeps it beside its own seat replays.
//!
//! In a match, a game's whole replay holds both decks in library order, which the players
//! still play against: each game is final at its end, but its replay is withheld
//! ([`Withheld`]) until the match is over, and then every game's goes out.

/// The replays of a match's games that are over, withheld until the match is.
#[derive(Resource, Debug, Default)]
pub struct Withheld(pub Vec<PathBuf>);

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::lobby::Lobby;
use super::protocol::ToClient;
use crate::session::replay::ReplayWriter;
use crate::session::replay_parts::pack;

/// The replay handed out: its file, and the connections that have it (a seat's program that
/// comes back is a new connection, and gets it again). While the table's replay is this file,
/// the game is final.
#[derive(Resource, Debug, Default)]
pub struct HandedOut {
    /// The replay's file.
    pub path: PathBuf,
    /// The connections it was sent to.
    pub sent: Vec<Entity>,
}

/// Whether this table's game is over and its replay out: nothing more is played at it.
pub fn is_final(world: &World) -> bool {
    let (Some(h), Some(w)) = (world.get_resource::<HandedOut>(), world.get_resource::<ReplayWriter>()) else {
        return false;
    };
    w.path() == Some(h.path.as_path())
}

/// Sends the whole replay to each connected seat that hasn't had it, once the game is over and
/// its replay says so (its last line written). Looked at only when the table or the seats
/// changed since the last look (`seen`), not every frame.
pub fn hand_out(world: &mut World, mut seen: Local<Option<(u64, u64, bool)>>) {
    let lobby = world.resource::<Lobby>();
    let match_on = world.get_resource::<crate::scene::matches::Match>().is_some_and(|m| !m.is_over());
    let key = (world.resource::<crate::rules::TableRevision>().0, lobby.version, match_on);
    if !lobby.started || *seen == Some(key) {
        return;
    }
    *seen = Some(key);
    let Some(path) = world.get_resource::<ReplayWriter>().and_then(|w| w.path().map(Path::to_path_buf)) else {
        return;
    };
    let kept = world.get_resource::<HandedOut>().filter(|h| h.path == path).map(|h| h.sent.clone());
    let waiting: Vec<Entity> = world
        .resource::<Lobby>()
        .seats
        .iter()
        .filter_map(|s| s.client)
        .filter(|client| kept.as_ref().is_none_or(|k| !k.contains(client)))
        .collect();
    let Some(result) = crate::rules::query::game_result(world) else { return };
    if match_on {
        // The game is over and final; its replay waits for the match's end.
        if kept.is_none() {
            let mut withheld = world.get_resource_or_insert_with(Withheld::default);
            if !withheld.0.contains(&path) {
                withheld.0.push(path.clone());
            }
            world.insert_resource(HandedOut { path, sent: Vec::new() });
        }
        return;
    }
    if waiting.is_empty() {
        return;
    }
    // The match is over: the games before this one go out first.
    let earlier: Vec<PathBuf> = world
        .get_resource_mut::<Withheld>()
        .map(|mut w| std::mem::take(&mut w.0))
        .unwrap_or_default()
        .into_iter()
        .filter(|p| *p != path)
        .collect();
    for game in earlier {
        match read_whole(&game) {
            Ok(Some(parts)) => send(world, &waiting, &parts),
            Ok(None) => warn!("{}: a match's game replay that doesn't say how the game ended", game.display()),
            Err(e) => warn!("a match's game replay can't be handed out: {e}"),
        }
    }
    let parts = match read_whole(&path) {
        Ok(Some(parts)) => parts,
        // The end isn't in the file yet (written this frame): look again next frame.
        Ok(None) => {
            *seen = None;
            return;
        }
        Err(e) => {
            warn!("the whole replay can't be handed out: {e}");
            world.insert_resource(HandedOut { path, sent: waiting });
            return;
        }
    };
    let total = parts.len() as u32;
    send(world, &waiting, &parts);
    info!("the game is over: its whole replay ({total} part(s)) went to {}", waiting.len());
    if kept.is_none() && world.contains_resource::<crate::session::StatusLine>() {
        let text = format!("The game is over: {result}. Every player has its whole replay");
        world.insert_resource(crate::session::StatusLine { text: text.into(), error: false, action: None });
    }
    let mut sent = kept.unwrap_or_default();
    sent.extend(waiting);
    world.insert_resource(HandedOut { path, sent });
}

/// Sends a whole replay's parts to each of `clients`.
fn send(world: &mut World, clients: &[Entity], parts: &[Vec<u8>]) {
    let total = parts.len() as u32;
    for client in clients {
        for (i, bytes) in parts.iter().enumerate() {
            let message = ToClient::WholeReplay { part: i as u32, parts: total, bytes: bytes.clone() };
            world.write_message(ToClients { targets: SendTargets::Single(ClientId::Client(*client)), message });
        }
    }
}

/// The replay file in parts; `None` while its last line doesn't yet say the game ended.
fn read_whole(path: &Path) -> Result<Option<Vec<Vec<u8>>>, crate::i18n::Said> {
    let replay = crate::scene::replay::read_replay(path).map_err(|e| crate::i18n::Said::words(e.to_string()))?;
    if replay.outcome().is_none() {
        return Ok(None);
    }
    let text = std::fs::read(path).map_err(|e| crate::i18n::Said::words(format!("{}: {e}", path.display())))?;
    pack(&text).map(Some)
}
