//! A whole replay sent in parts: by a table's host to its players once the game is over
//! (`net::whole_replay`), and by the server's lobby to a player who asks with their seat's token
//! (`server::lobby`). A replay is gzipped and cut in parts of [`PART_BYTES`]; the receiver checks
//! the parts' count and size, unpacks at most [`MAX_WHOLE_REPLAY`] bytes, reads the result as a
//! replay (strictly, as any replay file is read) and only then keeps it, written whole under a
//! temporary name and renamed, so a file named `.replay.ron` is always a whole one.

use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};

use crate::i18n::Said;

/// The largest part, in bytes (compressed).
pub const PART_BYTES: usize = 32 * 1024;
/// The most parts a whole replay may come in (16 MiB compressed).
pub const MAX_PARTS: u32 = 512;
/// The largest whole replay a receiver unpacks, in bytes.
pub const MAX_WHOLE_REPLAY: u64 = 8 * 1024 * 1024;

/// A replay's text gzipped, in parts; an error past [`MAX_PARTS`].
pub fn pack(text: &[u8]) -> Result<Vec<Vec<u8>>, Said> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(text).map_err(|e| Said::words(e.to_string()))?;
    let packed = gz.finish().map_err(|e| Said::words(e.to_string()))?;
    let parts: Vec<Vec<u8>> = packed.chunks(PART_BYTES).map(<[u8]>::to_vec).collect();
    if parts.len() > MAX_PARTS as usize {
        let (bytes, most) = (packed.len().to_string(), MAX_PARTS.to_string());
        return Err(Said::new("net-replay-too-big", &[("bytes", &bytes), ("most", &most)]));
    }
    Ok(parts)
}

/// A whole replay as its parts come.
#[derive(Debug, Default)]
pub struct Incoming {
    parts: Vec<Option<Vec<u8>>>,
}

impl Incoming {
    /// Takes a part; the whole packed file once every part is in. A part that doesn't fit
    /// (a count over [`MAX_PARTS`] or unlike the first part's, an index past it, a part over
    /// [`PART_BYTES`]) is an error and starts over.
    pub fn take(&mut self, part: u32, parts: u32, bytes: Vec<u8>) -> Result<Option<Vec<u8>>, Said> {
        if parts == 0 || parts > MAX_PARTS || part >= parts || bytes.len() > PART_BYTES {
            self.parts.clear();
            let (part, parts, bytes) = (part.to_string(), parts.to_string(), bytes.len().to_string());
            return Err(Said::new("net-replay-part-misfit", &[("part", &part), ("parts", &parts), ("bytes", &bytes)]));
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
/// its path; why not, a file's problem said in `lang`.
pub fn keep(lang: crate::i18n::Lang, dir: &Path, packed: &[u8]) -> Result<PathBuf, Said> {
    let io = |path: &Path, e: std::io::Error| Said::words(format!("{}: {e}", path.display()));
    let mut text = Vec::new();
    flate2::read::GzDecoder::new(packed)
        .take(MAX_WHOLE_REPLAY + 1)
        .read_to_end(&mut text)
        .map_err(|e| Said::new("net-replay-no-unpack", &[("why", &e.to_string())]))?;
    if text.len() as u64 > MAX_WHOLE_REPLAY {
        return Err(Said::new("net-replay-over", &[("most", &MAX_WHOLE_REPLAY.to_string())]));
    }
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let temp = dir.join(format!(".whole-{}.part", std::process::id()));
    std::fs::write(&temp, &text).map_err(|e| io(&temp, e))?;
    let replay = match crate::scene::replay::read_replay(&temp) {
        Ok(r) if r.cut_at.is_none() => r,
        Ok(_) => {
            std::fs::remove_file(&temp).ok();
            return Err(Said::new("net-replay-cut-short", &[]));
        }
        Err(e) => {
            std::fs::remove_file(&temp).ok();
            return Err(Said::new("net-replay-unread", &[("why", &e.text_in(lang))]));
        }
    };
    // Named by this program (when the game began, who played), never by what the host said.
    let stem = format!("{}-whole", super::replay::file_stem(replay.header.started, &replay.header.table.players));
    let path = dir.join(format!("{stem}.replay.ron"));
    std::fs::rename(&temp, &path).map_err(|e| io(&path, e))?;
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
    fn a_packed_replay_comes_back_whole_and_junk_or_a_bomb_is_not_kept() {
        let dir = std::env::temp_dir().join(format!("bifronte-replay-parts-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        // A replay far over one part (its lines differ, so it packs to several) comes back whole.
        let header = crate::format::compact_ron(&crate::scene::replay::ReplayHeader {
            format: crate::scene::replay::REPLAY_FORMAT,
            started: 42,
            title: "t".into(),
            table: crate::rules::setup::TableSetup {
                players: vec!["Al ice".into(), "Bob".into()],
                ..Default::default()
            },
        });
        let mut text = format!("{header}\n");
        let mut n = 0u64;
        while text.len() < 3 * PART_BYTES * 8 {
            n = n.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            text.push_str(&format!("At({},ChangeLife(player:\"Bob\",by:{}))\n", n >> 40, (n >> 50) as i64 - 8000));
        }
        let parts = pack(text.as_bytes()).unwrap();
        assert!(parts.len() > 1, "{} part(s)", parts.len());
        let mut incoming = Incoming::default();
        let count = parts.len() as u32;
        let mut whole = None;
        for (i, p) in parts.into_iter().enumerate().rev() {
            whole = incoming.take(i as u32, count, p).unwrap();
        }
        let path = keep(crate::i18n::Lang::En, &dir, &whole.expect("every part in")).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        assert_eq!(path.file_name().unwrap(), "00000000000042-Alice-vs-Bob-whole.replay.ron");
        std::fs::remove_file(&path).unwrap();
        assert!(keep(crate::i18n::Lang::En, &dir, b"not gzip").unwrap_err().to_string().contains("unpack"));
        assert!(
            keep(crate::i18n::Lang::En, &dir, &pack(b"(format: 2").unwrap().concat())
                .unwrap_err()
                .to_string()
                .contains("doesn't read")
        );
        let bomb = pack(&vec![b' '; MAX_WHOLE_REPLAY as usize + 10]).unwrap().concat();
        assert!(bomb.len() < 100_000, "a small packet");
        assert!(keep(crate::i18n::Lang::En, &dir, &bomb).unwrap_err().to_string().contains("over"));
        let left: Vec<_> = std::fs::read_dir(&dir).map(|d| d.flatten().collect()).unwrap_or_default();
        assert!(left.is_empty(), "nothing is left behind: {left:?}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
