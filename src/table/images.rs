//! Face pictures: a PNG under `assets/images/` (or a folder given by `--images DIR`) named by a
//! face's name is drawn instead of the generated frame. File names match loosely: case, spaces,
//! punctuation and the extension's case are ignored, so `Delver of Secrets.png`,
//! `delver-of-secrets.PNG` and `delver_of_secrets.png` are all Delver of Secrets. A picture that
//! cannot be read is reported once and the generated frame is drawn instead.

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

/// The pictures found in the picture folders, decoded on first use.
#[derive(Resource, Default)]
pub struct FaceImages {
    files: HashMap<String, PathBuf>,
    decoded: HashMap<String, Option<RgbaImage>>,
    /// Pictures that could not be read, with why ("path: reason").
    pub errors: Vec<String>,
}

impl FaceImages {
    /// Indexes the `.png` files of `dirs` (not recursive). An earlier folder wins over a later
    /// one for the same face; a folder that does not exist is skipped.
    pub fn from_dirs(dirs: &[PathBuf]) -> FaceImages {
        let mut images = FaceImages::default();
        for dir in dirs {
            let Ok(entries) = std::fs::read_dir(dir) else { continue };
            let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
            paths.sort();
            for p in paths {
                let png = p.extension().and_then(|e| e.to_str()).is_some_and(|e| e.eq_ignore_ascii_case("png"));
                let Some(stem) = p.file_stem().and_then(|s| s.to_str()) else { continue };
                if png && p.is_file() {
                    images.files.entry(key(stem)).or_insert(p);
                }
            }
        }
        images
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
                image::load_from_memory_with_format(&bytes, image::ImageFormat::Png).map_err(|e| e.to_string())
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
}
