//! Scryfall's bulk card data, downloaded (`bifronte import --download`, File → Import cards):
//! the API's bulk-data listing says which file is current (its `download_uri` and
//! `updated_at`); a file already downloaded at that `updated_at` isn't fetched again, a broken
//! download goes on from where it stopped (an HTTP range) or starts over when the server won't,
//! and the file is renamed into place only once every byte announced is in. Kept under
//! `$XDG_CACHE_HOME/bifronte/bulk/`, with a small RON file beside each saying what it is.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Serialize};

use super::Failure;

/// Which of Scryfall's bulk files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BulkKind {
    /// One object per card (Oracle id): the smallest, and all a table needs.
    Oracle,
    /// Every printing, in English (or its one printed language).
    Default,
    /// Every printing in every language (printed names for Italian and French).
    All,
}

impl BulkKind {
    /// Its `type` in the listing.
    pub fn api_type(self) -> &'static str {
        match self {
            BulkKind::Oracle => "oracle_cards",
            BulkKind::Default => "default_cards",
            BulkKind::All => "all_cards",
        }
    }
}

/// One file of the listing.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct BulkEntry {
    /// "oracle_cards", "default_cards", ...
    #[serde(rename = "type")]
    pub kind: String,
    /// Where to download it.
    pub download_uri: String,
    /// When Scryfall made it (its version).
    pub updated_at: String,
    /// Its size, uncompressed.
    #[serde(default)]
    pub size: Option<u64>,
}

#[derive(Deserialize)]
struct Listing {
    data: Vec<BulkEntry>,
}

/// What is kept beside a downloaded file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Kept {
    /// The listing's `updated_at` of the file downloaded (or being downloaded).
    pub updated_at: String,
    /// Where it came from.
    pub url: String,
    /// Every byte is in, and the file renamed into place.
    pub complete: bool,
    /// The `updated_at` last imported, and the card database it went into.
    pub imported: Option<(String, PathBuf)>,
}

/// A download's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Downloaded {
    /// The file.
    pub file: PathBuf,
    /// Its `updated_at`.
    pub updated_at: String,
    /// Bytes fetched this time (0: it was already here).
    pub fetched: u64,
    /// Bytes that were already in a broken download, gone on from.
    pub resumed_from: u64,
    /// The card database this version was imported into already, if it was.
    pub imported: Option<PathBuf>,
}

/// The folder bulk files are kept in.
pub fn default_dir() -> PathBuf {
    crate::format::user_cache_dir().join("bulk")
}

fn kept_path(dir: &Path, kind: BulkKind) -> PathBuf {
    dir.join(format!("{}.ron", kind.api_type()))
}

fn read_kept(dir: &Path, kind: BulkKind) -> Kept {
    std::fs::read_to_string(kept_path(dir, kind))
        .ok()
        .and_then(|t| crate::format::ron_options().from_str(&t).ok())
        .unwrap_or_default()
}

fn write_kept(dir: &Path, kind: BulkKind, kept: &Kept) -> Result<(), Failure> {
    let path = kept_path(dir, kind);
    crate::format::write_atomic(&path, crate::format::compact_ron(kept).as_bytes()).map_err(|e| Failure::disk(&path, e))
}

/// Notes that the file of `updated_at` is now in the card database `db`.
pub fn mark_imported(dir: &Path, kind: BulkKind, updated_at: &str, db: &Path) -> Result<(), Failure> {
    let mut kept = read_kept(dir, kind);
    kept.imported = Some((updated_at.to_string(), db.to_path_buf()));
    write_kept(dir, kind, &kept)
}

/// Forgets a downloaded file that didn't import (a server that closed early without saying
/// the length sent a file cut short): it is fetched whole again the next time, never "already
/// downloaded".
pub fn forget(dir: &Path, kind: BulkKind) -> Result<(), Failure> {
    let mut kept = read_kept(dir, kind);
    kept.complete = false;
    let file = dir.join(format!("{}.download", kind.api_type()));
    std::fs::remove_file(&file).ok();
    std::fs::remove_file(dir.join(format!("{}.part", kind.api_type()))).ok();
    write_kept(dir, kind, &kept)
}

/// The API's listing of bulk files.
pub fn listing(agent: &ureq::Agent) -> Result<Vec<BulkEntry>, Failure> {
    listing_within(agent, STALL)
}

/// The most a listing may hold: Scryfall's is a few kilobytes.
pub const MAX_LISTING: usize = 4 * 1024 * 1024;

/// [`listing`], giving up when nothing comes for `stall`.
fn listing_within(agent: &ureq::Agent, stall: std::time::Duration) -> Result<Vec<BulkEntry>, Failure> {
    let url = format!("{}/bulk-data", super::api_base());
    let response = super::get(agent, &url, "application/json", &[], &[])?;
    let mut body = Vec::new();
    read_body(response.into_body(), &url, 0, (stall, &NEVER), &mut |chunk| {
        if body.len() + chunk.len() > MAX_LISTING {
            let why = format!("more than {MAX_LISTING} bytes: not the bulk-data listing (a few kilobytes)");
            return Err(Failure::Corrupt { url: url.clone(), why });
        }
        body.extend_from_slice(chunk);
        Ok(())
    })?;
    let listing: Listing = serde_json::from_slice(&body).map_err(|e| Failure::Corrupt {
        url: url.clone(),
        why: format!("not the bulk-data listing (byte {}: {e})", byte_of(&body, e.line(), e.column())),
    })?;
    Ok(listing.data)
}

/// A cancel flag never set: a download nobody can cancel.
static NEVER: AtomicBool = AtomicBool::new(false);

/// How often a download waiting for bytes looks at its cancel flag.
const CANCEL_LOOK: std::time::Duration = std::time::Duration::from_millis(100);

/// Reads a body on a thread of its own, handing each chunk to `each` as it comes, so a server
/// that stops sending is noticed after `stall` without a byte, whatever the connection's own
/// timeouts say (the thread ends with the connection's bound), and a `cancel` set while it waits
/// or reads ends it within a tenth of a second. `from`: bytes counted before (a download gone on
/// from there), for the failures' words. The bytes read, `from` included.
fn read_body(
    body: ureq::Body,
    url: &str,
    from: u64,
    (stall, cancel): (std::time::Duration, &AtomicBool),
    each: &mut dyn FnMut(&[u8]) -> Result<(), Failure>,
) -> Result<u64, Failure> {
    let mut body = body.into_reader();
    let (tx, rx) = std::sync::mpsc::sync_channel::<Option<Vec<u8>>>(4);
    std::thread::spawn(move || {
        let mut buf = vec![0u8; 256 * 1024];
        loop {
            let chunk = match body.read(&mut buf) {
                Ok(0) => Some(Vec::new()),
                Ok(n) => Some(buf[..n].to_vec()),
                Err(_) => None,
            };
            let end = chunk.as_ref().is_none_or(Vec::is_empty);
            if tx.send(chunk).is_err() || end {
                return;
            }
        }
    });
    let mut got = from;
    let mut last = std::time::Instant::now();
    loop {
        if cancel.load(Ordering::Relaxed) {
            return Err(Failure::Cancelled { url: url.to_string() });
        }
        match rx.recv_timeout(CANCEL_LOOK.min(stall)) {
            Ok(Some(chunk)) if chunk.is_empty() => return Ok(got),
            Ok(Some(chunk)) => {
                each(&chunk)?;
                got += chunk.len() as u64;
                last = std::time::Instant::now();
            }
            Ok(None) | Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                return Err(Failure::Truncated { url: url.to_string(), got, expected: None });
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) if last.elapsed() < stall => {}
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                return Err(Failure::Stalled { url: url.to_string(), got, secs: stall.as_secs() });
            }
        }
    }
}

/// Whether the file downloaded is the one the listing gives `size` bytes for: a plain file of
/// that length, or a gzip file whose own trailer gives that length unpacked (RFC 1952's ISIZE,
/// the length modulo 2^32; a file cut short ends in other bytes). A server that closed early
/// without saying the length, or said a short one, sent less.
fn check_size(file: &Path, size: u64, url: &str) -> Result<(), Failure> {
    use std::io::{Seek, SeekFrom};
    let mut f = std::fs::File::open(file).map_err(|e| Failure::disk(file, e))?;
    let len = f.metadata().map_err(|e| Failure::disk(file, e))?.len();
    let mut magic = [0u8; 2];
    let gzip = len >= 18 && f.read_exact(&mut magic).is_ok() && magic == [0x1f, 0x8b];
    if !gzip {
        return match len == size {
            true => Ok(()),
            false => Err(Failure::Truncated { url: url.to_string(), got: len, expected: Some(size) }),
        };
    }
    let mut trailer = [0u8; 4];
    f.seek(SeekFrom::End(-4)).and_then(|_| f.read_exact(&mut trailer)).map_err(|e| Failure::disk(file, e))?;
    let unpacked = u32::from_le_bytes(trailer);
    match u64::from(unpacked) == size % (1 << 32) {
        true => Ok(()),
        false => Err(Failure::Corrupt {
            url: url.to_string(),
            why: format!(
                "cut short: {len} bytes of gzip whose end doesn't say the {size} bytes unpacked the listing gives"
            ),
        }),
    }
}

/// The byte offset of a 1-based line and column in `text`.
fn byte_of(text: &[u8], line: usize, column: usize) -> usize {
    let start: usize = text.split(|b| *b == b'\n').take(line.saturating_sub(1)).map(|l| l.len() + 1).sum();
    start + column.saturating_sub(1)
}

/// Downloads the current file of `kind` into `dir` (unless it is already there), reporting the
/// bytes in and the bytes in all as they come.
pub fn download(kind: BulkKind, dir: &Path, progress: &mut dyn FnMut(u64, Option<u64>)) -> Result<Downloaded, Failure> {
    download_within(kind, dir, progress, STALL)
}

/// How long a download waits for its next bytes before it says the server stopped sending
/// (what came is kept, and the next try goes on from there).
pub const STALL: std::time::Duration = std::time::Duration::from_secs(60);

/// [`download`], giving up when nothing comes for `stall`.
pub fn download_within(
    kind: BulkKind,
    dir: &Path,
    progress: &mut dyn FnMut(u64, Option<u64>),
    stall: std::time::Duration,
) -> Result<Downloaded, Failure> {
    download_cancellable(kind, dir, progress, stall, &NEVER)
}

/// The size of the current file of `kind` as the API's listing gives it (uncompressed), for
/// the first start's offer to say what it downloads.
pub fn listed_size(kind: BulkKind) -> Result<Option<u64>, Failure> {
    let agent = super::agent(Some(std::time::Duration::from_secs(60)));
    let entry = listing_within(&agent, STALL)?.into_iter().find(|e| e.kind == kind.api_type());
    Ok(entry.and_then(|e| e.size))
}

/// [`download_within`], ended with [`Failure::Cancelled`] once `cancel` is set (checked as the
/// bytes come and while it waits for them). What came is kept for the next try to go on from.
pub fn download_cancellable(
    kind: BulkKind,
    dir: &Path,
    progress: &mut dyn FnMut(u64, Option<u64>),
    stall: std::time::Duration,
    cancel: &AtomicBool,
) -> Result<Downloaded, Failure> {
    // A whole file in at most two hours (All Cards, 500 MB, at 70 KB/s): a server that stops
    // sending mid-file doesn't hold the download for ever.
    let agent = super::agent(Some(std::time::Duration::from_secs(2 * 3600)));
    let entry = listing_within(&agent, stall)?.into_iter().find(|e| e.kind == kind.api_type()).ok_or_else(|| {
        Failure::Corrupt {
            url: format!("{}/bulk-data", super::api_base()),
            why: format!("the listing has no {}", kind.api_type()),
        }
    })?;
    std::fs::create_dir_all(dir).map_err(|e| Failure::disk(dir, e))?;
    let file = dir.join(format!("{}.download", kind.api_type()));
    let part = dir.join(format!("{}.part", kind.api_type()));
    let mut kept = read_kept(dir, kind);
    let same = kept.updated_at == entry.updated_at && kept.url == entry.download_uri;
    if same && kept.complete && file.is_file() {
        let imported = kept.imported.filter(|(at, _)| *at == entry.updated_at).map(|(_, db)| db);
        return Ok(Downloaded { file, updated_at: entry.updated_at, fetched: 0, resumed_from: 0, imported });
    }
    // A broken download of this same version goes on from its end.
    let have = if same { std::fs::metadata(&part).map_or(0, |m| m.len()) } else { 0 };
    kept = Kept {
        updated_at: entry.updated_at.clone(),
        url: entry.download_uri.clone(),
        complete: false,
        imported: kept.imported,
    };
    write_kept(dir, kind, &kept)?;
    let url = entry.download_uri.clone();
    let mut extra = vec![("Accept-Encoding", "gzip".to_string())];
    if have > 0 {
        extra.push(("Range", format!("bytes={have}-")));
    }
    let response = match super::get(&agent, &url, "application/json, application/gzip, */*", &extra, &[206, 416]) {
        // The range is past what the server has (the part is whole, or not this file): start over.
        Ok(r) if r.status().as_u16() == 416 => {
            std::fs::remove_file(&part).map_err(|e| Failure::disk(&part, e))?;
            return download_cancellable(kind, dir, progress, stall, cancel);
        }
        other => other?,
    };
    let resumed = response.status().as_u16() == 206;
    let from = if resumed { have } else { 0 };
    let length = response.headers().get("content-length").and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    let total = length.map(|l| l + from);
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .write(true)
        .append(resumed)
        .truncate(!resumed)
        .open(&part)
        .map_err(|e| Failure::disk(&part, e))?;
    progress(from, total);
    let mut wrote = from;
    let read = read_body(response.into_body(), &url, from, (stall, cancel), &mut |chunk| {
        out.write_all(chunk).map_err(|e| Failure::disk(&part, e))?;
        wrote += chunk.len() as u64;
        progress(wrote, total);
        Ok(())
    });
    // What came is kept, for the next try to go on from.
    out.sync_all().map_err(|e| Failure::disk(&part, e))?;
    drop(out);
    let got = match read {
        Ok(got) => got,
        Err(Failure::Truncated { url, got, .. }) => return Err(Failure::Truncated { url, got, expected: total }),
        Err(e) => return Err(e),
    };
    if total.is_some_and(|t| got != t) {
        return Err(Failure::Truncated { url, got, expected: total });
    }
    // Without a length, or with a short one, only the listing's size says the file is whole.
    if let Some(size) = entry.size {
        check_size(&part, size, &url)?;
    }
    std::fs::rename(&part, &file).map_err(|e| Failure::disk(&file, e))?;
    kept.complete = true;
    write_kept(dir, kind, &kept)?;
    let imported = None;
    Ok(Downloaded { file, updated_at: entry.updated_at, fetched: got - from, resumed_from: from, imported })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_kept_beside_a_download_reads_back() {
        let dir = std::env::temp_dir().join(format!("bifronte-bulk-kept-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).unwrap();
        let kept = Kept {
            updated_at: "2026-11-01T10:00:00.000+00:00".into(),
            url: "http://x/y".into(),
            complete: false,
            imported: None,
        };
        write_kept(&dir, BulkKind::Oracle, &kept).unwrap();
        assert_eq!(
            read_kept(&dir, BulkKind::Oracle),
            kept,
            "{}",
            std::fs::read_to_string(kept_path(&dir, BulkKind::Oracle)).unwrap()
        );
        mark_imported(&dir, BulkKind::Oracle, "2026-11-01T10:00:00.000+00:00", Path::new("/db")).unwrap();
        assert_eq!(
            read_kept(&dir, BulkKind::Oracle).imported,
            Some(("2026-11-01T10:00:00.000+00:00".into(), PathBuf::from("/db")))
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
