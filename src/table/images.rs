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
use std::collections::HashMap;
use std::path::{Path, PathBuf};

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

/// The pictures found in the picture folders, decoded on first use.
#[derive(Resource, Default)]
pub struct FaceImages {
    files: HashMap<String, PathBuf>,
    decoded: HashMap<String, Option<RgbaImage>>,
    /// Pictures that could not be read, with why ("path: reason").
    pub errors: Vec<String>,
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

    /// How many pictures were found.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether no picture was found.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The picture of the face named `name`, if there is one that can be read.
    pub fn picture(&mut self, name: &str) -> Option<&RgbaImage> {
        let k = key(name);
        if !self.decoded.contains_key(&k) {
            let path = self.files.get(&k)?;
            let decoded = match std::fs::read(path).map_err(|e| e.to_string()).and_then(|bytes| {
                // By its content: a file's extension may lie (Cockatrice ignores it too).
                image::load_from_memory(&bytes).map_err(|e| e.to_string())
            }) {
                Ok(img) => Some(img.to_rgba8()),
                Err(e) => {
                    let msg = format!("{}: cannot read the picture: {e}; drawing the generated frame", path.display());
                    warn!("{msg}");
                    self.errors.push(msg);
                    None
                }
            };
            self.decoded.insert(k.clone(), decoded);
        }
        self.decoded.get(&k).and_then(Option::as_ref)
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

    #[test]
    fn forge_cockatrice_and_scryfall_folders_with_png_and_jpeg_pictures_are_found() {
        let root = std::env::temp_dir().join(format!("bifronte-pictures-{}", std::process::id()));
        let id = "0f5b6a2e-6e0f-4c1f-8f3b-2f8f0f7b7a11";
        let files = [
            ("forge/MID/Delver of Secrets.full.jpg", image::ImageFormat::Jpeg, 20),
            ("cockatrice/MID/Insectile Aberration_MID_47.png", image::ImageFormat::Png, 30),
            ("cockatrice/MH2/FireIce.jpg", image::ImageFormat::Jpeg, 40),
            (&format!("scryfall/{id}/1.jpg"), image::ImageFormat::Jpeg, 50),
            ("broken/Grizzly Bears.png", image::ImageFormat::Png, 0),
        ];
        for (path, format, width) in &files {
            let p = root.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            if *width == 0 {
                std::fs::write(&p, b"not a picture").unwrap();
            } else {
                image::RgbImage::new(*width, 10).save_with_format(&p, *format).unwrap();
            }
        }
        let mut pictures = FaceImages::from_dirs(&[root.clone()]);
        assert_eq!(pictures.picture("Delver of Secrets").map(|p| p.width()), Some(20), "Forge's .full.jpg");
        assert_eq!(
            pictures.picture("Insectile Aberration").map(|p| p.width()),
            Some(30),
            "Cockatrice's name_set_number"
        );
        assert_eq!(pictures.picture("Fire // Ice").map(|p| p.width()), Some(40), "a split card's names run together");
        assert!(pictures.picture("Grizzly Bears").is_none(), "an unreadable file: the generated frame");
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
        };
        card.faces[0].name = "Tovolar, Dire Overlord".into();
        card.faces[1].name = "Tovolar, the Midnight Scourge".into();
        let store = crate::cards::store::CardStore::new(vec![card]);
        let mut pictures = FaceImages::from_dirs(&[root.clone()]).with_scryfall_ids(&store);
        assert_eq!(pictures.picture("Tovolar, the Midnight Scourge").map(|p| p.width()), Some(50));
        assert!(pictures.picture("Tovolar, Dire Overlord").is_none());
        std::fs::remove_dir_all(root).ok();
    }
}
