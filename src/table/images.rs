//! Face pictures: a PNG or JPEG under `assets/images/` (or a folder given by `--images DIR`,
//! searched with its subfolders) is drawn instead of the generated frame. A file is found by the
//! face's name, loosely (case, spaces, punctuation and the extension's case are ignored, so
//! `Delver of Secrets.png`, `delver-of-secrets.PNG` and `delver_of_secrets.jpg` are all Delver
//! of Secrets), in the layouts other table programs leave on disk:
//! - Forge: `<SET>/<Name>.full.jpg` (an art index after the name, `Island1.full.jpg`, too);
//! - Cockatrice: `<SET>/<Name>.jpg`, `<Name>_<set>_<number>.jpg`, `<set>_<number>_<Name>.jpg`,
//!   `<Name>_<provider id>.png`; a split card as both names run together (`FireIce.jpg`);
//! - Scryfall's ids: `<scryfall id>/<face number>.jpg` (0 the front), for imported cards.
//!
//! A picture that cannot be read is reported once and the generated frame is drawn instead.
//!
//! An imported card's face with no local picture is fetched from Scryfall when downloads are on
//! (`web::pictures`): the generated frame is drawn until it arrives, and it is kept in the disk
//! cache (searched after the folders above), so it is a local picture from then on.
use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, channel};

use crate::i18n::Said;
use bevy::prelude::*;
use image::RgbaImage;

/// The shipped picture folder.
pub fn default_dir() -> PathBuf {
    crate::format::assets_dir().join("images")
}

/// The key a face name or a file stem is matched by: lowercase letters and digits only.
pub fn key(name: &str) -> String {
    name.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect()
}

/// Decoded pictures kept for faces drawn again (each is a card texture's size, 350 KB): the
/// oldest goes first. The textures made from them are the table's to keep or drop.
pub const KEPT: usize = 64;

/// A decoded picture, or why it couldn't be.
type Decoded = (String, Result<RgbaImage, Unreadable>);

/// A picture that can't be drawn: its file, and why (it can't be read, or isn't a picture).
#[derive(Debug)]
pub struct Unreadable {
    /// The file.
    pub path: PathBuf,
    /// Why.
    pub why: image::ImageError,
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.why)
    }
}

/// The pictures found in the picture folders. A picture is decoded in the background the first
/// time its face is drawn (the generated frame is drawn until it arrives), at the size of a
/// card's texture; at most [`KEPT`] decoded pictures are kept.
#[derive(Resource)]
pub struct FaceImages {
    files: HashMap<String, PathBuf>,
    decoded: HashMap<String, Option<RgbaImage>>,
    oldest: VecDeque<String>,
    pending: HashSet<String>,
    send: Sender<Decoded>,
    arrived: Mutex<Receiver<Decoded>>,
    /// Pictures that could not be read, with why ("path: reason").
    pub errors: Vec<String>,
    /// Faces (by key) an imported card's data has a Scryfall picture for.
    remote: HashMap<String, crate::web::pictures::Wanted>,
    /// The downloader, while downloads are on.
    downloader: Option<crate::web::pictures::Downloader>,
    /// Faces being fetched.
    fetching: HashSet<String>,
    /// Faces whose download failed for now (no connection, a busy server): asked again after.
    failed_at: HashMap<String, std::time::Instant>,
    /// Faces given up for the session (not found, not a picture).
    given_up: HashSet<String>,
    /// The disk cache: a picture read from it is marked as used.
    cache: Option<PathBuf>,
    /// The latest download failure, in one line (the window's status line says it once).
    pub download_failure: Option<crate::i18n::Said>,
}

/// Decodes a picture on the task pool; it comes back through `send`.
fn spawn_decode(pool: &bevy::tasks::AsyncComputeTaskPool, send: Sender<Decoded>, key: String, path: PathBuf) {
    pool.spawn(async move {
        let result = decode(&path);
        let _ = send.send((key, result));
    })
    .detach();
}

impl Default for FaceImages {
    fn default() -> Self {
        let (send, arrived) = channel();
        FaceImages {
            files: HashMap::new(),
            decoded: HashMap::new(),
            oldest: VecDeque::new(),
            pending: HashSet::new(),
            send,
            arrived: Mutex::new(arrived),
            errors: Vec::new(),
            remote: HashMap::new(),
            downloader: None,
            fetching: HashSet::new(),
            failed_at: HashMap::new(),
            given_up: HashSet::new(),
            cache: None,
            download_failure: None,
        }
    }
}

/// Reads a picture (by its content: a file's extension may lie, and Cockatrice ignores it too)
/// and scales it to a card texture's size.
fn decode(path: &Path) -> Result<RgbaImage, Unreadable> {
    let unreadable = |why| Unreadable { path: path.to_path_buf(), why };
    let bytes = std::fs::read(path).map_err(|e| unreadable(image::ImageError::IoError(e)))?;
    let img = image::load_from_memory(&bytes).map_err(unreadable)?.to_rgba8();
    let (w, h) = (super::face_art::WIDTH, super::face_art::HEIGHT);
    // The disk cache keeps pictures at this size already.
    if img.dimensions() == (w, h) {
        return Ok(img);
    }
    Ok(image::imageops::resize(&img, w, h, image::imageops::FilterType::Triangle))
}

/// Whether a file is a picture Bifronte reads (by its extension).
fn is_picture(p: &Path) -> bool {
    p.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| ["png", "jpg", "jpeg"].iter().any(|x| e.eq_ignore_ascii_case(x)))
}

fn collect(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() && depth < 4 {
            collect(&p, depth + 1, out);
        } else if is_picture(&p) && p.is_file() {
            out.push(p);
        }
    }
}

/// The keys a picture file is found by: its name as written (exact), or its looser readings:
/// Forge's `.full` and art index, Cockatrice's `_`-separated set, number and id, and a Scryfall
/// id folder with a face number.
fn keys_of(p: &Path, loose: bool) -> Vec<String> {
    let Some(stem) = p.file_stem().and_then(|s| s.to_str()) else { return Vec::new() };
    if !loose {
        return vec![key(stem)];
    }
    let mut keys = Vec::new();
    let forge = stem.strip_suffix(".full").unwrap_or(stem);
    keys.push(key(forge));
    keys.push(key(forge.trim_end_matches(|c: char| c.is_ascii_digit())));
    let parts: Vec<&str> = stem.split('_').filter(|s| !s.is_empty()).collect();
    if parts.len() > 1 {
        keys.push(key(parts[0]));
        keys.push(key(parts[parts.len() - 1]));
    }
    let parent = p.parent().and_then(|d| d.file_name()).and_then(|d| d.to_str()).unwrap_or_default();
    if parent.len() == 36 && parent.matches('-').count() == 4 && stem.chars().all(|c| c.is_ascii_digit()) {
        keys.push(format!("scryfall:{}:{stem}", parent.to_lowercase()));
    }
    keys.retain(|k| !k.is_empty());
    keys
}

impl FaceImages {
    /// Indexes the pictures of `dirs` and their subfolders (four deep). An earlier folder wins
    /// over a later one for the same face, an exact name over a looser one; a folder that does
    /// not exist is skipped.
    pub fn from_dirs(dirs: &[PathBuf]) -> FaceImages {
        let mut images = FaceImages::default();
        for dir in dirs {
            let mut files = Vec::new();
            collect(dir, 0, &mut files);
            files.sort();
            // Exact names first, then the looser readings of each file name.
            for loose in [false, true] {
                for p in &files {
                    for k in keys_of(p, loose) {
                        images.files.entry(k).or_insert_with(|| p.clone());
                    }
                }
            }
        }
        images
    }

    /// Adds the imported cards' Scryfall ids: a face is also found as `<id>/<face number>`.
    pub fn with_scryfall_ids(mut self, store: &crate::cards::store::CardStore) -> FaceImages {
        for c in store.cards() {
            for (i, f) in c.faces.iter().enumerate() {
                let by_id = format!("scryfall:{}:{i}", c.scryfall_id.to_lowercase());
                if let Some(p) = self.files.get(&by_id).cloned() {
                    self.files.entry(key(&f.name)).or_insert(p);
                }
            }
        }
        self
    }

    /// The folders a window reads pictures from: `extra` (from `--images DIR`) before the shipped one.
    pub fn for_window(extra: Option<&Path>) -> FaceImages {
        let mut dirs: Vec<PathBuf> = extra.map(Path::to_path_buf).into_iter().collect();
        dirs.push(default_dir());
        FaceImages::from_dirs(&dirs)
    }

    /// The window's pictures: `extra`, the shipped folder, then the disk cache of downloaded
    /// pictures; with the imported cards' Scryfall ids, and downloads when `download` is on.
    pub fn for_table(
        extra: Option<&Path>,
        store: Option<&crate::cards::store::CardStore>,
        cache: &Path,
        download: bool,
    ) -> FaceImages {
        let mut dirs: Vec<PathBuf> = extra.map(Path::to_path_buf).into_iter().collect();
        dirs.push(default_dir());
        dirs.push(cache.to_path_buf());
        let mut images = FaceImages::from_dirs(&dirs);
        images.cache = Some(cache.to_path_buf());
        if let Some(store) = store {
            images.learn(store);
        }
        images.set_downloading(download);
        images
    }

    /// Takes in imported cards (at start, and after File → Import cards): their pictures in the
    /// cache by Scryfall id, and each face's picture to download.
    pub fn learn(&mut self, store: &crate::cards::store::CardStore) {
        let Some(cache) = self.cache.clone() else { return };
        *self = std::mem::take(self).with_scryfall_ids(store);
        for c in store.cards() {
            for (i, f) in c.faces.iter().enumerate() {
                let (Some(url), false) = (&f.image, c.scryfall_id.is_empty()) else { continue };
                // An id is a folder name here: only Scryfall's own shape is taken.
                if !c.scryfall_id.chars().all(|ch| ch.is_ascii_hexdigit() || ch == '-') {
                    continue;
                }
                let k = key(&f.name);
                let file = cache.join(c.scryfall_id.to_lowercase()).join(format!("{i}.jpg"));
                self.remote.entry(k.clone()).or_insert(crate::web::pictures::Wanted { key: k, url: url.clone(), file });
            }
        }
    }

    /// Turns downloading missing pictures on or off (the thread starts the first time).
    pub fn set_downloading(&mut self, on: bool) {
        match (on, &self.downloader, &self.cache) {
            (true, None, Some(cache)) => {
                let limit = crate::web::pictures::PictureSettings::load().cache_mib * 1024 * 1024;
                let size = (super::face_art::WIDTH, super::face_art::HEIGHT);
                self.downloader = Some(crate::web::pictures::Downloader::start(cache.clone(), limit, size));
                self.failed_at.clear();
            }
            (false, Some(_), _) => {
                self.downloader = None;
                self.fetching.clear();
            }
            _ => {}
        }
    }

    /// Whether missing pictures are downloaded.
    pub fn downloading(&self) -> bool {
        self.downloader.is_some()
    }

    /// How many faces have a picture to download.
    pub fn downloadable(&self) -> usize {
        self.remote.len()
    }

    /// Asks for a face's picture, if it has one to fetch and isn't being fetched or given up.
    fn ask_download(&mut self, k: &str) {
        let Some(d) = &self.downloader else { return };
        if self.fetching.contains(k) || self.given_up.contains(k) {
            return;
        }
        if self.failed_at.get(k).is_some_and(|t| t.elapsed() < crate::web::pictures::PAUSE) {
            return;
        }
        let Some(wanted) = self.remote.get(k) else { return };
        d.ask(wanted.clone());
        self.fetching.insert(k.to_string());
    }

    /// How many pictures were found.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether no picture was found.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// Whether a picture was found for the face named `name` (decoded or not).
    pub fn has_picture(&self, name: &str) -> bool {
        self.files.contains_key(&key(name))
    }

    /// Whether the face named `name` has a picture, or may get one by downloading it.
    pub fn may_have_picture(&self, name: &str) -> bool {
        let k = key(name);
        self.files.contains_key(&k)
            || (self.downloader.is_some() && self.remote.contains_key(&k) && !self.given_up.contains(&k))
    }

    /// The picture of the face named `name`, if it is decoded. The first time, its decoding
    /// starts in the background (right away where no task pool runs) and `None` is answered:
    /// the generated frame is drawn until [`FaceImages::arrivals`] says it is there.
    pub fn picture(&mut self, name: &str) -> Option<&RgbaImage> {
        let k = key(name);
        if !self.decoded.contains_key(&k) && !self.pending.contains(&k) {
            let Some(path) = self.files.get(&k).cloned() else {
                self.ask_download(&k);
                return None;
            };
            if self.cache.as_ref().is_some_and(|c| path.starts_with(c)) {
                crate::web::pictures::touch(&path);
            }
            match bevy::tasks::AsyncComputeTaskPool::try_get() {
                Some(pool) => {
                    self.pending.insert(k.clone());
                    spawn_decode(pool, self.send.clone(), k.clone(), path);
                }
                None => {
                    let result = decode(&path);
                    self.keep(k.clone(), result);
                }
            }
        }
        self.decoded.get(&k).and_then(Option::as_ref)
    }

    /// Whether pictures are being decoded or downloaded.
    pub fn loading(&self) -> bool {
        !self.pending.is_empty() || !self.fetching.is_empty()
    }

    /// The faces (by key) whose pictures were decoded, or found unreadable, since the last call.
    pub fn arrivals(&mut self) -> Vec<String> {
        let arrived: Vec<Decoded> = match self.arrived.lock() {
            Ok(r) => r.try_iter().collect(),
            Err(_) => Vec::new(),
        };
        let mut keys: Vec<String> = arrived.iter().map(|(k, _)| k.clone()).collect();
        for (k, result) in arrived {
            self.pending.remove(&k);
            self.keep(k, result);
        }
        let fetched = self.downloader.as_ref().map(crate::web::pictures::Downloader::came).unwrap_or_default();
        for (k, result) in fetched {
            self.fetching.remove(&k);
            match result {
                Ok((path, picture)) => {
                    self.files.insert(k.clone(), path);
                    self.keep(k.clone(), Ok(picture));
                    keys.push(k);
                }
                Err(f) => {
                    if f.passing() {
                        self.failed_at.insert(k, std::time::Instant::now());
                    } else {
                        self.given_up.insert(k);
                    }
                    // No connection is said once, not once a card.
                    let line = match &f {
                        crate::web::Failure::Offline { why, .. } => {
                            Said::new("status-pictures-offline", &[("why", &why.to_string())])
                        }
                        other => Said::words(format!("{other}: drawing the generated frame")),
                    };
                    if self.download_failure.as_ref() != Some(&line) {
                        warn!("{}", line.text_in(crate::i18n::Lang::En));
                    }
                    self.download_failure = Some(line);
                }
            }
        }
        keys
    }

    fn keep(&mut self, k: String, result: Result<RgbaImage, Unreadable>) {
        let picture = match result {
            Ok(p) => Some(p),
            Err(e) => {
                let msg = format!("{e}: cannot read the picture; drawing the generated frame");
                warn!("{msg}");
                self.errors.push(msg);
                None
            }
        };
        self.decoded.insert(k.clone(), picture);
        self.oldest.push_back(k);
        while self.oldest.len() > KEPT {
            if let Some(old) = self.oldest.pop_front() {
                // An unreadable picture stays known as such: it isn't read again.
                if self.decoded.get(&old).is_some_and(Option::is_some) {
                    self.decoded.remove(&old);
                }
            }
        }
    }

    /// How many decoded pictures are kept.
    pub fn kept(&self) -> usize {
        self.decoded.values().filter(|p| p.is_some()).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_files_loosely() {
        assert_eq!(key("Delver of Secrets"), key("delver-of-secrets"));
        assert_eq!(key("Delver of Secrets"), key("DELVER_OF_SECRETS"));
        assert_eq!(key("Jötun Grunt"), "jötungrunt");
        assert_ne!(key("Delver of Secrets"), key("Insectile Aberration"));
    }

    /// Whether the face's picture can be drawn, once whatever decoding it needs is done.
    fn wait(pictures: &mut FaceImages, name: &str) -> bool {
        loop {
            if let Some(p) = pictures.picture(name) {
                assert_eq!((p.width(), p.height()), (super::super::face_art::WIDTH, super::super::face_art::HEIGHT));
                return true;
            }
            if !pictures.loading() {
                return false;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
            pictures.arrivals();
        }
    }

    /// The red of a face's picture's middle (to a JPEG's precision), once decoded.
    fn red(pictures: &mut FaceImages, name: &str) -> Option<u8> {
        wait(pictures, name).then(|| {
            let p = pictures.picture(name).unwrap();
            let r = p.get_pixel(p.width() / 2, p.height() / 2)[0] as u16;
            ((r + 4) / 8 * 8).min(255) as u8
        })
    }

    #[test]
    fn forge_cockatrice_and_scryfall_folders_with_png_and_jpeg_pictures_are_found() {
        let root = std::env::temp_dir().join(format!("bifronte-pictures-{}", std::process::id()));
        let id = "0f5b6a2e-6e0f-4c1f-8f3b-2f8f0f7b7a11";
        // Each picture is filled with its own red, which tells which file a face found.
        let files = [
            ("forge/MID/Delver of Secrets.full.jpg", image::ImageFormat::Jpeg, 40),
            ("cockatrice/MID/Insectile Aberration_MID_47.png", image::ImageFormat::Png, 80),
            ("cockatrice/MH2/FireIce.jpg", image::ImageFormat::Jpeg, 120),
            (&format!("scryfall/{id}/1.jpg"), image::ImageFormat::Jpeg, 160),
            ("broken/Grizzly Bears.png", image::ImageFormat::Png, 0),
        ];
        for (path, format, red) in &files {
            let p = root.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            if *red == 0 {
                std::fs::write(&p, b"not a picture").unwrap();
            } else {
                image::RgbImage::from_pixel(30, 40, image::Rgb([*red, 0, 0])).save_with_format(&p, *format).unwrap();
            }
        }
        let mut pictures = FaceImages::from_dirs(std::slice::from_ref(&root));
        assert_eq!(red(&mut pictures, "Delver of Secrets"), Some(40), "Forge's .full.jpg");
        assert_eq!(red(&mut pictures, "Insectile Aberration"), Some(80), "Cockatrice's name_set_number");
        assert_eq!(red(&mut pictures, "Fire // Ice"), Some(120), "a split card's names run together");
        assert_eq!(red(&mut pictures, "Grizzly Bears"), None, "an unreadable file: the generated frame");
        assert_eq!(pictures.errors.len(), 1, "{:?}", pictures.errors);
        // By Scryfall id and face number, for an imported card.
        let mut card = crate::cards::store::StoredCard {
            scryfall_id: id.into(),
            oracle_id: None,
            set: "mid".into(),
            collector_number: "1".into(),
            scryfall_layout: "transform".into(),
            layout: crate::cards::Layout::Transform,
            modelled: true,
            faces: vec![Default::default(), Default::default()],
            meld_result: None,
            legalities: 0,
            printed: Vec::new(),
            prints: Vec::new(),
        };
        card.faces[0].name = "Tovolar, Dire Overlord".into();
        card.faces[1].name = "Tovolar, the Midnight Scourge".into();
        let store = crate::cards::store::CardStore::new(vec![card]);
        let mut pictures = FaceImages::from_dirs(std::slice::from_ref(&root)).with_scryfall_ids(&store);
        assert_eq!(red(&mut pictures, "Tovolar, the Midnight Scourge"), Some(160));
        assert_eq!(red(&mut pictures, "Tovolar, Dire Overlord"), None);
        std::fs::remove_dir_all(root).ok();
    }

    #[test]
    fn at_most_kept_pictures_stay_decoded_and_a_dropped_one_is_decoded_again() {
        let root = std::env::temp_dir().join(format!("bifronte-many-pictures-{}", std::process::id()));
        std::fs::create_dir_all(&root).unwrap();
        let n = KEPT + 10;
        for i in 0..n {
            image::RgbImage::new(4, 4).save(root.join(format!("Card {i}.png"))).unwrap();
        }
        let mut pictures = FaceImages::from_dirs(std::slice::from_ref(&root));
        for i in 0..n {
            assert!(wait(&mut pictures, &format!("Card {i}")));
        }
        assert_eq!(pictures.kept(), KEPT, "memory stays bounded however many faces are seen");
        assert!(wait(&mut pictures, "Card 0"), "the first, dropped, is read again when drawn again");
        std::fs::remove_dir_all(root).ok();
    }
}
