//! Where Bifronte's shipped data lives, found at run time so an installed or moved binary still
//! finds its cards, rules text and scenes: `$BIFRONTE_DATA` (a folder holding `assets/` and
//! `scenes/`), else beside the executable (or up to three folders above it, which covers
//! `target/release/`), else the crate it was built from.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The environment variable that names the data folder.
pub const DATA_ENV: &str = "BIFRONTE_DATA";

/// The folder that holds `assets/` and `scenes/`.
pub fn shipped_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let env = std::env::var_os(DATA_ENV).map(PathBuf::from);
        let exe = std::env::current_exe().ok();
        find_data_dir(env.as_deref(), exe.as_deref())
    })
}

/// The search behind [`shipped_dir`]: the named folder if it holds `assets/`, then the
/// executable's folder and its parents, then the crate's folder.
pub fn find_data_dir(env: Option<&Path>, exe: Option<&Path>) -> PathBuf {
    let holds_assets = |d: &Path| d.join("assets").is_dir();
    if let Some(dir) = env.filter(|d| holds_assets(d)) {
        return dir.to_owned();
    }
    if let Some(found) = exe.and_then(Path::parent).and_then(|d| d.ancestors().take(4).find(|d| holds_assets(d))) {
        return found.to_owned();
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The shipped assets: `cards/`, `rules/`, `images/`.
pub fn assets_dir() -> PathBuf {
    shipped_dir().join("assets")
}

/// The shipped scenes.
pub fn scenes_dir() -> PathBuf {
    shipped_dir().join("scenes")
}

/// The built-in demo scene.
pub fn default_scene() -> PathBuf {
    scenes_dir().join("demo.ron")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_folder_is_found_from_the_env_then_beside_the_executable() {
        let root = std::env::temp_dir().join(format!("bifronte-paths-{}", std::process::id()));
        let installed = root.join("opt/bifronte");
        std::fs::create_dir_all(installed.join("assets")).unwrap();
        std::fs::create_dir_all(installed.join("bin")).unwrap();
        let exe = installed.join("bin/bifronte");
        // Beside the executable (one folder up here).
        assert_eq!(find_data_dir(None, Some(&exe)), installed);
        // The environment wins when it names a data folder, and is ignored when it doesn't.
        let other = root.join("elsewhere");
        std::fs::create_dir_all(other.join("assets")).unwrap();
        assert_eq!(find_data_dir(Some(&other), Some(&exe)), other);
        assert_eq!(find_data_dir(Some(&root.join("missing")), Some(&exe)), installed);
        // Nothing found: the crate.
        assert_eq!(
            find_data_dir(None, Some(&root.join("x/y/z/w/v/bifronte"))),
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        );
        std::fs::remove_dir_all(root).ok();
    }
}
