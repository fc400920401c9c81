//! Crash-safe writes: write a temporary file beside the target, flush it, then rename.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The temporary file beside `path`: this process's and this write's own, so two threads
/// writing one file at once never share one (the second's rename found the first's gone).
fn temporary(path: &Path) -> PathBuf {
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let n = WRITES.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{name}.tmp{}-{n}", std::process::id()))
}

/// Writes `bytes` to `path` atomically: a reader sees the old file or the new one, never half.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = temporary(path);
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)
}

/// [`write_atomic`] for a file that holds secrets (seat tokens): on Unix only its owner may read
/// it (mode 0600), from the moment it is created.
pub fn write_secret(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = temporary(path);
    {
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut f = options.open(&tmp)?;
        // A temporary file left by an earlier run keeps its mode: set it again.
        #[cfg(unix)]
        f.set_permissions(std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)
}

/// A file (or the folder made for it) that couldn't be written: where, and the system's words.
/// It names no words of the program's, so it reads the same in every language.
#[derive(Debug)]
pub struct Unwritten {
    /// The file or folder.
    pub path: PathBuf,
    /// What the system said.
    pub why: std::io::Error,
}

impl std::fmt::Display for Unwritten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.why)
    }
}

impl std::error::Error for Unwritten {}

/// The path and the system's words: no words of the program's.
impl crate::i18n::SaidIn for Unwritten {
    fn said_in(&self, _: crate::i18n::Lang) -> String {
        self.to_string()
    }
}

/// Writes `bytes` to `path` atomically ([`write_atomic`]), making its folder first.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), Unwritten> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|why| Unwritten { path: dir.to_path_buf(), why })?;
    }
    write_atomic(path, bytes).map_err(|why| Unwritten { path: path.to_path_buf(), why })
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn threads_writing_one_file_at_once_each_write_it_whole() {
        let dir = std::env::temp_dir().join(format!("bifronte-atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("known.ron");
        let writers: Vec<_> = (0..8)
            .map(|k| {
                let path = path.clone();
                std::thread::spawn(move || {
                    (0..50).map(|i| super::write_atomic(&path, format!("{k}:{i}").as_bytes())).collect::<Vec<_>>()
                })
            })
            .collect();
        for w in writers {
            assert!(w.join().unwrap().iter().all(|r| r.is_ok()), "every write lands");
        }
        assert!(std::fs::read_to_string(&path).unwrap().contains(':'));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_secret_file_is_its_owner_s_alone() {
        let dir = std::env::temp_dir().join(format!("bifronte-secret-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tokens.ron");
        std::fs::write(&path, "old").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        super::write_secret(&path, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        std::fs::remove_dir_all(&dir).ok();
    }
}
