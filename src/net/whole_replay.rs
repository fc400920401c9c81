//! The game's whole replay, handed to every player once the game is over (issue: replays open
//! for everyone who played, once it is over). The host's replay (`session::replay`) holds every
//! hand and library's order, so it goes out only when the game has ended (104.2a / 104.3a, as
//! `rules::query::game_result` says), and from then on the game is final at this table: no
//! request, and no undo, is taken (or a player who had read the libraries could play on).
//!
//! The file goes gzipped in parts of [`PART_BYTES`] (a long game's replay is well over one
//! message), to each seat connected when the game ends and to each that comes back later. The
//! client checks the parts' count and size, unpacks at most [`MAX_WHOLE_REPLAY`] bytes, reads the
//! result as a replay (strictly, as any replay file is read) and only then keeps it, written whole
//! and renamed, beside its own seat replays.

use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::lobby::Lobby;
use super::protocol::ToClient;
use crate::session::replay::ReplayWriter;

/// The largest part, in bytes (compressed).
pub const PART_BYTES: usize = 32 * 1024;
/// The most parts a whole replay may come in (16 MiB compressed).
pub const MAX_PARTS: u32 = 512;
/// The largest whole replay a client unpacks, in bytes.
pub const MAX_WHOLE_REPLAY: u64 = 64 * 1024 * 1024;

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

/// Why a request or an undo is refused at a final table.
pub const FINAL: &str = "the game is over and everyone has its whole replay: nothing more is played at this table";

/// Sends the whole replay to each connected seat that hasn't had it, once the game is over and
/// its replay says so (its last line written).
pub fn hand_out(world: &mut World) {
    if !world.resource::<Lobby>().started {
        return;
    }
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
    if waiting.is_empty() || crate::rules::query::game_result(world).is_none() {
        return;
    }
    let parts = match read_whole(&path) {
        Ok(Some(parts)) => parts,
        // The end isn't in the file yet (written this frame): next frame.
        Ok(None) => return,
        Err(e) => {
            warn!("the whole replay can't be handed out: {e}");
            world.insert_resource(HandedOut { path, sent: waiting });
            return;
        }
    };
    let total = parts.len() as u32;
    for client in &waiting {
        for (i, bytes) in parts.iter().enumerate() {
            let message = ToClient::WholeReplay { part: i as u32, parts: total, bytes: bytes.clone() };
            world.write_message(ToClients { targets: SendTargets::Single(ClientId::Client(*client)), message });
        }
    }
    info!("the game is over: its whole replay ({total} part(s)) went to {}", waiting.len());
    let mut sent = kept.unwrap_or_default();
    sent.extend(waiting);
    world.insert_resource(HandedOut { path, sent });
}

/// The replay file gzipped, in parts; `None` while its last line doesn't yet say the game ended.
fn read_whole(path: &Path) -> Result<Option<Vec<Vec<u8>>>, String> {
    let replay = crate::scene::replay::read_replay(path).map_err(|e| e.to_string())?;
    if replay.outcome().is_none() {
        return Ok(None);
    }
    let text = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(&text).map_err(|e| e.to_string())?;
    let packed = gz.finish().map_err(|e| e.to_string())?;
    let parts: Vec<Vec<u8>> = packed.chunks(PART_BYTES).map(<[u8]>::to_vec).collect();
    if parts.len() > MAX_PARTS as usize {
        return Err(format!("{} bytes packed, over {} parts", packed.len(), MAX_PARTS));
    }
    Ok(Some(parts))
}

/// A client's whole replay as its parts come.
#[derive(Debug, Default)]
pub struct Incoming {
    parts: Vec<Option<Vec<u8>>>,
}

impl Incoming {
    /// Takes a part; the whole packed file once every part is in. A part that doesn't fit
    /// (a count over [`MAX_PARTS`] or unlike the first part's, an index past it, a part over
    /// [`PART_BYTES`]) is an error and starts over.
    pub fn take(&mut self, part: u32, parts: u32, bytes: Vec<u8>) -> Result<Option<Vec<u8>>, String> {
        if parts == 0 || parts > MAX_PARTS || part >= parts || bytes.len() > PART_BYTES {
            self.parts.clear();
            return Err(format!("a replay part {part} of {parts} ({} bytes) that doesn't fit", bytes.len()));
        }
        if self.parts.len() != parts as usize {
            self.parts = vec![None; parts as usize];
        }
        self.parts[part as usize] = Some(bytes);
        if self.parts.iter().any(Option::is_none) {
            return Ok(None);
        }
        let whole = std::mem::take(&mut self.parts).into_iter().flatten().flatten().collect();
        Ok(Some(whole))
    }
}

/// Unpacks a whole replay and keeps it in `dir` once it reads as a replay: written whole under a
/// temporary name, then renamed, so a file named `.replay.ron` is always a whole one. Returns
/// its path.
pub fn keep(dir: &Path, packed: &[u8]) -> Result<PathBuf, String> {
    let mut text = Vec::new();
    flate2::read::GzDecoder::new(packed)
        .take(MAX_WHOLE_REPLAY + 1)
        .read_to_end(&mut text)
        .map_err(|e| format!("the whole replay doesn't unpack: {e}"))?;
    if text.len() as u64 > MAX_WHOLE_REPLAY {
        return Err(format!("the whole replay is over {MAX_WHOLE_REPLAY} bytes"));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let temp = dir.join(format!(".whole-{}.part", std::process::id()));
    std::fs::write(&temp, &text).map_err(|e| format!("{}: {e}", temp.display()))?;
    let replay = match crate::scene::replay::read_replay(&temp) {
        Ok(r) if r.cut_at.is_none() => r,
        Ok(_) => {
            std::fs::remove_file(&temp).ok();
            return Err("the whole replay came cut short".into());
        }
        Err(e) => {
            std::fs::remove_file(&temp).ok();
            return Err(format!("the whole replay doesn't read: {e}"));
        }
    };
    // Named by this program (when the game began, who played), never by what the host said.
    let players: Vec<String> = replay
        .header
        .table
        .players
        .iter()
        .map(|p| p.chars().filter(|c| c.is_alphanumeric()).take(16).collect::<String>())
        .collect();
    let stem = format!("{:014}-{}-whole", replay.header.started, players.join("-vs-"));
    let path = dir.join(format!("{stem}.replay.ron"));
    std::fs::rename(&temp, &path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_out_of_bounds_are_refused_and_a_whole_set_in_any_order_comes_back_whole() {
        let mut incoming = Incoming::default();
        assert!(incoming.take(0, MAX_PARTS + 1, vec![1]).is_err());
        assert!(incoming.take(3, 3, vec![1]).is_err());
        assert!(incoming.take(0, 2, vec![0; PART_BYTES + 1]).is_err());
        assert_eq!(incoming.take(1, 3, vec![4, 5]), Ok(None));
        assert_eq!(incoming.take(0, 3, vec![1, 2, 3]), Ok(None));
        assert_eq!(incoming.take(2, 3, vec![6]), Ok(Some(vec![1, 2, 3, 4, 5, 6])));
        // A set of another size starts over.
        assert_eq!(incoming.take(0, 2, vec![1]), Ok(None));
        assert_eq!(incoming.take(0, 1, vec![9]), Ok(Some(vec![9])));
    }

    #[test]
    fn junk_or_a_bomb_is_not_kept() {
        let dir = std::env::temp_dir().join(format!("bifronte-whole-{}", std::process::id()));
        assert!(keep(&dir, b"not gzip").unwrap_err().contains("unpack"));
        let pack = |bytes: &[u8]| {
            let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            gz.write_all(bytes).unwrap();
            gz.finish().unwrap()
        };
        assert!(keep(&dir, &pack(b"(format: 2")).unwrap_err().contains("doesn't read"));
        let bomb = pack(&vec![b' '; MAX_WHOLE_REPLAY as usize + 10]);
        assert!(bomb.len() < 100_000, "a small packet");
        assert!(keep(&dir, &bomb).unwrap_err().contains("over"));
        let left: Vec<_> = std::fs::read_dir(&dir).map(|d| d.flatten().collect()).unwrap_or_default();
        assert!(left.is_empty(), "nothing is left behind: {left:?}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
