//! Where Bifronte's shipped data lives, found at run time so an installed or moved binary still
//! finds its cards, rules text and scenes: `$BIFRONTE_DATA` (a folder holding `assets/` and
//! `scenes/`), else beside the executable (or up to three folders above it, which covers
//! `target/release/`), else the package Cargo is running (tests, benchmarks and `cargo run`
//! with a target folder elsewhere: the clone being tested, even when another clone sharing that
//! target folder built the crate), else the crate it was built from.

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
        // Cargo tells the programs it runs which package they belong to.
        let cargo = (std::env::var("CARGO_PKG_NAME").as_deref() == Ok(env!("CARGO_PKG_NAME")))
            .then(|| std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from))
            .flatten();
        find_data_dir(env.as_deref(), exe.as_deref(), cargo.as_deref())
    })
}

/// The search behind [`shipped_dir`]: the named folder if it holds `assets/`, then the
/// executable's folder and its parents, then the folder of the package Cargo is running, then
/// the crate's folder as it was when built.
pub fn find_data_dir(env: Option<&Path>, exe: Option<&Path>, cargo: Option<&Path>) -> PathBuf {
    let holds_assets = |d: &Path| d.join("assets").is_dir();
    if let Some(dir) = env.filter(|d| holds_assets(d)) {
        return dir.to_owned();
    }
    if let Some(found) = exe.and_then(Path::parent).and_then(|d| d.ancestors().take(4).find(|d| holds_assets(d))) {
        return found.to_owned();
    }
    if let Some(dir) = cargo.filter(|d| holds_assets(d)) {
        return dir.to_owned();
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

/// `$VAR/bifronte`, else `~/HOME_DIR/bifronte` (the XDG base directories), else `./bifronte`.
fn xdg(var: &str, home_dir: &str) -> PathBuf {
    let base = std::env::var_os(var)
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(home_dir)))
        .unwrap_or_else(|| PathBuf::from("."));
    base.join("bifronte")
}

/// The user's own data (saves, the autosave, the imported card database):
/// `$XDG_DATA_HOME/bifronte`, else `~/.local/share/bifronte`.
pub fn user_data_dir() -> PathBuf {
    xdg("XDG_DATA_HOME", ".local/share")
}

/// The user's settings (a server remembered): `$XDG_CONFIG_HOME/bifronte`, else
/// `~/.config/bifronte`.
pub fn user_config_dir() -> PathBuf {
    xdg("XDG_CONFIG_HOME", ".config")
}

/// What can be fetched again (Scryfall's bulk files, card pictures): `$XDG_CACHE_HOME/bifronte`,
/// else `~/.cache/bifronte`.
pub fn user_cache_dir() -> PathBuf {
    xdg("XDG_CACHE_HOME", ".cache")
}

/// The built-in demo scene.
pub fn default_scene() -> PathBuf {
    scenes_dir().join("demo.ron")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_folder_is_found_from_the_env_then_beside_the_executable_then_from_cargo() {
        let root = std::env::temp_dir().join(format!("bifronte-paths-{}", std::process::id()));
        let installed = root.join("opt/bifronte");
        std::fs::create_dir_all(installed.join("assets")).unwrap();
        std::fs::create_dir_all(installed.join("bin")).unwrap();
        let exe = installed.join("bin/bifronte");
        // Beside the executable (one folder up here).
        assert_eq!(find_data_dir(None, Some(&exe), None), installed);
        // The environment wins when it names a data folder, and is ignored when it doesn't.
        let other = root.join("elsewhere");
        std::fs::create_dir_all(other.join("assets")).unwrap();
        assert_eq!(find_data_dir(Some(&other), Some(&exe), None), other);
        assert_eq!(find_data_dir(Some(&root.join("missing")), Some(&exe), None), installed);
        // A binary in a target folder outside any clone: the clone Cargo is running it for,
        // not the one the crate was built in.
        let far = root.join("x/y/z/w/v/bifronte");
        let clone = root.join("clone");
        std::fs::create_dir_all(clone.join("assets")).unwrap();
        assert_eq!(find_data_dir(None, Some(&far), Some(&clone)), clone);
        assert_eq!(find_data_dir(Some(&other), Some(&far), Some(&clone)), other);
        // Nothing found: the crate.
        assert_eq!(
            find_data_dir(None, Some(&far), Some(&root.join("missing"))),
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        );
        std::fs::remove_dir_all(root).ok();
    }
}
