//! File → Import cards: `bifronte import` from the window. The import runs on its own thread
//! (a bulk file takes a second or two) while the dialog shows its progress; once it is done the
//! new database is opened and the table's card database gains the imported cards.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bevy::prelude::*;

use crate::cards::CardDb;
use crate::cards::import::ImportSummary;
use crate::cards::store::CardStore;

/// Where the window's imports write the database (the user's, unless a test says otherwise).
#[derive(Resource, Clone, Debug)]
pub struct ImportTarget(pub PathBuf);

impl Default for ImportTarget {
    fn default() -> Self {
        ImportTarget(CardStore::default_path())
    }
}

/// An import under way.
#[derive(Resource)]
pub struct ImportJob {
    /// Bytes read so far, and in all.
    progress: Arc<[AtomicUsize; 2]>,
    thread: std::thread::JoinHandle<Result<ImportSummary, String>>,
    db: PathBuf,
}

impl ImportJob {
    /// Starts importing `file` into the database at `db`.
    pub fn start(file: &Path, db: &Path) -> ImportJob {
        let progress = Arc::new([AtomicUsize::new(0), AtomicUsize::new(0)]);
        let (file, target, p) = (file.to_path_buf(), db.to_path_buf(), progress.clone());
        let thread = std::thread::spawn(move || {
            crate::cards::import::import(&file, &target, &mut |done, total| {
                p[0].store(done, Ordering::Relaxed);
                p[1].store(total, Ordering::Relaxed);
            })
        });
        ImportJob { progress, thread, db: db.to_path_buf() }
    }

    /// Bytes read so far, and in all (0 before the file is read).
    pub fn progress(&self) -> (usize, usize) {
        (self.progress[0].load(Ordering::Relaxed), self.progress[1].load(Ordering::Relaxed))
    }
}

/// If the import under way is done: the table's card database gains the imported cards, and
/// the summary (or the error) is returned. The old database stays when the import failed.
pub fn poll_import(world: &mut World) -> Option<Result<ImportSummary, String>> {
    if !world.get_resource::<ImportJob>()?.thread.is_finished() {
        return None;
    }
    let job = world.remove_resource::<ImportJob>()?;
    let result = job.thread.join().unwrap_or_else(|_| Err("the import stopped unexpectedly".into()));
    if result.is_ok() {
        match CardStore::open(&job.db) {
            Ok(store) => {
                let db = world.resource::<CardDb>().clone().with_imported(Arc::new(store));
                world.insert_resource(db);
            }
            Err(e) => return Some(Err(format!("{}: the new database can't be opened: {e:?}", job.db.display()))),
        }
    }
    Some(result)
}
