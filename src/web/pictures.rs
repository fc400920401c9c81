//! Card pictures fetched on demand: a face drawn without a local picture asks for its Scryfall
//! picture (the imported card data's address, `normal` size), one thread fetches them in turn,
//! at most [`PER_SECOND`] a second, checks each decodes, and keeps it in the disk cache
//! (`$XDG_CACHE_HOME/bifronte/images/<scryfall id>/<face>.jpg`, the layout `table::images`
//! already reads) with a size limit: past it, the least recently used pictures go first. The
//! table draws the generated frame until the picture arrives, and when offline.
//!
//! The choice to download is the player's (`--offline`, and a setting remembered in
//! `$XDG_CONFIG_HOME/bifronte/pictures.ron`). No connection, or a busy server, pauses the
//! downloads for a while (the Retry-After asked, else [`PAUSE`]) rather than asking for every
//! card in turn; a picture that isn't there (404) or doesn't decode is given up for the session.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use image::RgbaImage;
use serde::{Deserialize, Serialize};

use super::Failure;

/// Pictures asked for a second, at most.
pub const PER_SECOND: u32 = 4;
/// How long downloads pause after no connection.
pub const PAUSE: Duration = Duration::from_secs(30);
/// The disk cache's size limit when none is set: 500 MiB, about 6,000 pictures.
pub const DEFAULT_LIMIT: u64 = 500 * 1024 * 1024;
/// The largest picture taken, in bytes.
pub const MAX_PICTURE: u64 = 8 * 1024 * 1024;

/// The player's choice about pictures, remembered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PictureSettings {
    /// Fetch missing pictures from Scryfall.
    pub download: bool,
    /// The disk cache's limit, in MiB.
    pub cache_mib: u64,
}

impl Default for PictureSettings {
    fn default() -> Self {
        PictureSettings { download: true, cache_mib: DEFAULT_LIMIT / 1024 / 1024 }
    }
}

impl PictureSettings {
    /// Where the settings are kept.
    pub fn path() -> PathBuf {
        crate::format::user_config_dir().join("pictures.ron")
    }

    /// The settings kept (the defaults when there are none, or they don't read: said on
    /// standard error with where).
    pub fn load() -> PictureSettings {
        let path = PictureSettings::path();
        let Ok(text) = std::fs::read_to_string(&path) else { return PictureSettings::default() };
        match crate::format::ron_options().from_str(&text) {
            Ok(s) => s,
            Err(e) => {
                let at = e.span.start;
                eprintln!("{}:{}:{}: {}; using the default picture settings", path.display(), at.line, at.col, e.code);
                PictureSettings::default()
            }
        }
    }

    /// Keeps the settings.
    pub fn save(&self) -> Result<(), crate::format::Unwritten> {
        crate::format::write_file(&PictureSettings::path(), self.to_text().as_bytes())
    }

    /// The settings as written: every field, `download: false` too (a compact form would drop it
    /// and read back the default).
    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }
}

/// The disk cache's folder.
pub fn default_cache() -> PathBuf {
    crate::format::user_cache_dir().join("images")
}

/// A picture to fetch: the face's key (as `table::images` names it), where from, where to.
#[derive(Clone, Debug)]
pub struct Wanted {
    /// The face's key.
    pub key: String,
    /// The picture's address.
    pub url: String,
    /// Its file in the cache.
    pub file: PathBuf,
}

/// A picture that came, decoded at the card texture's size (`size`), or why not.
pub type Fetched = (String, Result<(PathBuf, RgbaImage), Failure>);

/// The downloader: a thread fetching what it is asked for, in turn.
pub struct Downloader {
    ask: Sender<Wanted>,
    /// What came back, in turn.
    pub came: Mutex<Receiver<Fetched>>,
    /// Set while downloads are paused (no connection): until when, and why.
    pub paused: Arc<Mutex<Option<(Instant, String)>>>,
}

impl Downloader {
    /// Starts the thread: pictures kept in `cache` (at most `limit` bytes), decoded to `size`.
    pub fn start(cache: PathBuf, limit: u64, size: (u32, u32)) -> Downloader {
        let (ask, asked) = channel::<Wanted>();
        let (send, came) = channel::<Fetched>();
        let paused = Arc::new(Mutex::new(None));
        let pause = paused.clone();
        std::thread::Builder::new()
            .name("bifronte pictures".into())
            .spawn(move || run(&asked, &send, &cache, limit, size, &pause))
            .ok();
        Downloader { ask, came: Mutex::new(came), paused }
    }

    /// Asks for a picture.
    pub fn ask(&self, wanted: Wanted) {
        let _ = self.ask.send(wanted);
    }

    /// What came back since the last call.
    pub fn came(&self) -> Vec<Fetched> {
        self.came.lock().map(|r| r.try_iter().collect()).unwrap_or_default()
    }
}

fn run(
    asked: &Receiver<Wanted>,
    send: &Sender<Fetched>,
    cache: &Path,
    limit: u64,
    size: (u32, u32),
    paused: &Mutex<Option<(Instant, String)>>,
) {
    let agent = super::agent(Some(Duration::from_secs(30)));
    let gap = Duration::from_secs(1) / PER_SECOND;
    let mut last = Instant::now() - gap;
    for wanted in asked {
        // Paused: what is asked meanwhile is answered at once, as passing.
        let pause = paused.lock().ok().and_then(|p| p.clone());
        if let Some((until, why)) = pause {
            if Instant::now() < until {
                let failure = Failure::Offline { url: wanted.url.clone(), why };
                if send.send((wanted.key, Err(failure))).is_err() {
                    return;
                }
                continue;
            }
            if let Ok(mut p) = paused.lock() {
                *p = None;
            }
        }
        let wait = gap.saturating_sub(last.elapsed());
        std::thread::sleep(wait);
        last = Instant::now();
        let result = fetch(&agent, &wanted, size);
        match &result {
            Ok(_) => _ = evict(cache, limit),
            Err(f) if f.passing() => {
                let retry = match f {
                    Failure::Status { retry_after: Some(s), .. } => Duration::from_secs(*s),
                    _ => PAUSE,
                };
                let why = match f {
                    Failure::Offline { why, .. } => why.clone(),
                    other => other.to_string(),
                };
                if let Ok(mut p) = paused.lock() {
                    *p = Some((Instant::now() + retry, why));
                }
            }
            Err(_) => {}
        }
        if send.send((wanted.key, result)).is_err() {
            return;
        }
    }
}

/// Fetches one picture, checks it decodes, and keeps it at the card texture's size (a quarter
/// of the pixels to decode the next time it is drawn): written whole under a temporary name,
/// then renamed.
pub fn fetch(agent: &ureq::Agent, w: &Wanted, size: (u32, u32)) -> Result<(PathBuf, RgbaImage), Failure> {
    let response = super::get(agent, &w.url, "image/jpeg, image/png, image/*", &[], &[])?;
    let expected = response.headers().get("content-length").and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    let mut body = Vec::new();
    let read = std::io::Read::read_to_end(
        &mut std::io::Read::take(response.into_body().into_reader(), MAX_PICTURE + 1),
        &mut body,
    );
    if read.is_err() || expected.is_some_and(|e| e != body.len() as u64) {
        return Err(Failure::Truncated { url: w.url.clone(), got: body.len() as u64, expected });
    }
    if body.len() as u64 > MAX_PICTURE {
        return Err(Failure::Corrupt { url: w.url.clone(), why: format!("a picture over {MAX_PICTURE} bytes") });
    }
    let img = image::load_from_memory(&body)
        .map_err(|e| Failure::Corrupt { url: w.url.clone(), why: format!("not a picture that reads ({e})") })?;
    let scaled = image::imageops::resize(&img.to_rgba8(), size.0, size.1, image::imageops::FilterType::Triangle);
    let mut kept = Vec::new();
    let rgb = image::DynamicImage::ImageRgba8(scaled.clone()).to_rgb8();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut kept, 92)
        .encode_image(&rgb)
        .map_err(|e| Failure::Corrupt { url: w.url.clone(), why: format!("can't be kept ({e})") })?;
    if let Some(dir) = w.file.parent() {
        std::fs::create_dir_all(dir).map_err(|e| Failure::disk(dir, e))?;
    }
    crate::format::write_atomic(&w.file, &kept).map_err(|e| Failure::disk(&w.file, e))?;
    Ok((w.file.clone(), scaled))
}

/// Marks a cached picture as just used (the least recently used go first).
pub fn touch(file: &Path) {
    if let Ok(f) = std::fs::File::options().append(true).open(file) {
        let _ = f.set_modified(SystemTime::now());
    }
}

/// Removes the least recently used pictures of `cache` until it holds at most `limit` bytes.
/// Returns how many went.
pub fn evict(cache: &Path, limit: u64) -> usize {
    let mut files: Vec<(SystemTime, u64, PathBuf)> = Vec::new();
    for dir in std::fs::read_dir(cache).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(dir.path()).into_iter().flatten().flatten() {
            if let Ok(m) = f.metadata()
                && m.is_file()
            {
                files.push((m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len(), f.path()));
            }
        }
    }
    let mut total: u64 = files.iter().map(|f| f.1).sum();
    if total <= limit {
        return 0;
    }
    files.sort();
    let mut gone = 0;
    for (_, len, path) in files {
        if total <= limit {
            break;
        }
        if std::fs::remove_file(&path).is_ok() {
            total -= len;
            gone += 1;
            if let Some(dir) = path.parent() {
                let _ = std::fs::remove_dir(dir);
            }
        }
    }
    gone
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_settings_read_back_as_written_and_a_bad_file_is_said_with_where() {
        for s in [PictureSettings::default(), PictureSettings { download: false, cache_mib: 64 }] {
            let text = s.to_text();
            assert_eq!(crate::format::ron_options().from_str::<PictureSettings>(&text).unwrap(), s, "{text}");
        }
        let e = crate::format::ron_options().from_str::<PictureSettings>("(download: maybe)").unwrap_err();
        assert_eq!((e.span.start.line, e.span.start.col), (1, 11), "{e}");
    }

    #[test]
    fn the_least_recently_used_pictures_leave_the_cache_first() {
        let cache = std::env::temp_dir().join(format!("bifronte-picture-cache-{}", std::process::id()));
        std::fs::remove_dir_all(&cache).ok();
        let t0 = SystemTime::now() - Duration::from_secs(1000);
        for (i, id) in ["a", "b", "c", "d"].iter().enumerate() {
            let dir = cache.join(id);
            std::fs::create_dir_all(&dir).unwrap();
            let f = dir.join("0.jpg");
            std::fs::write(&f, vec![0u8; 100]).unwrap();
            let file = std::fs::File::options().append(true).open(&f).unwrap();
            file.set_modified(t0 + Duration::from_secs(10 * i as u64)).unwrap();
        }
        // "a" is the oldest written, but used just now: "b" and "c" go.
        touch(&cache.join("a/0.jpg"));
        assert_eq!(evict(&cache, 250), 2);
        let left: Vec<bool> = ["a", "b", "c", "d"].iter().map(|id| cache.join(id).join("0.jpg").exists()).collect();
        assert_eq!(left, [true, false, false, true]);
        assert!(!cache.join("b").exists(), "an emptied folder goes too");
        assert_eq!(evict(&cache, 250), 0, "under the limit, nothing goes");
        std::fs::remove_dir_all(&cache).ok();
    }
}
