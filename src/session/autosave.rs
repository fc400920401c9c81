//! The autosave. After every action the table is taken as a [`Scene`] on the main thread (a
//! copy of the setup and the actions, no formatting), and a thread of its own writes it as RON,
//! atomically and synced to disk, at most every [`AUTOSAVE_GAP`]. The frame never waits for the
//! disk, and a busy table (a host with many players) costs at most that many writes a second:
//! the writer skips to the newest table. A crash loses at most the actions of the last
//! [`AUTOSAVE_GAP`] and the write under way; a save on disk is always whole
//! ([`crate::format::write_atomic`]).
//!
//! Dropping the writer (closing the window, stopping the host) finishes the last write first.
//!
//! Each write is read back as a scene before it replaces the autosave, so the autosave is
//! always one the loader reads. Each write is also kept as a version beside it
//! (`autosave-versions/`, [`versions`]): the last [`KEEP_LATEST`], and the last of every turn, so
//! a table replaced by mistake (a restart, a load) is still on disk.

use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::scene::{Scene, to_ron};

/// The least time between two writes (the whole history is written each time).
pub const AUTOSAVE_GAP: Duration = Duration::from_millis(100);

/// How many of the latest versions are kept (besides the last of each turn).
pub const KEEP_LATEST: usize = 10;

/// One autosave kept: when it was written, the turn and how many actions it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version {
    /// The file.
    pub path: PathBuf,
    /// When it was written.
    pub written: std::time::SystemTime,
    /// The turn it was written in.
    pub turn: u32,
    /// The actions it holds.
    pub actions: usize,
}

/// The folder an autosave's versions are kept in: `autosave-versions/` beside `autosave.ron`.
pub fn versions_dir(autosave: &std::path::Path) -> PathBuf {
    let stem = autosave.file_stem().map_or_else(|| "autosave".into(), |s| s.to_string_lossy().into_owned());
    autosave.with_file_name(format!("{stem}-versions"))
}

/// The versions kept of an autosave, newest first (none if there are none, or the folder
/// can't be read).
pub fn versions(autosave: &std::path::Path) -> Vec<Version> {
    let Ok(dir) = std::fs::read_dir(versions_dir(autosave)) else { return Vec::new() };
    let mut out: Vec<Version> = dir.filter_map(|e| parse_version(&e.ok()?.path())).collect();
    out.sort_by(|a, b| b.written.cmp(&a.written).then(b.actions.cmp(&a.actions)));
    out
}

/// A version's name says all of it: `MILLIS-turnT-N.ron`.
fn version_name(written: std::time::SystemTime, turn: u32, actions: usize) -> String {
    let ms = written.duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_millis();
    format!("{ms:014}-turn{turn}-{actions}.ron")
}

fn parse_version(path: &std::path::Path) -> Option<Version> {
    let name = path.file_name()?.to_str()?.strip_suffix(".ron")?;
    let mut parts = name.split('-');
    let ms: u64 = parts.next()?.parse().ok()?;
    let turn: u32 = parts.next()?.strip_prefix("turn")?.parse().ok()?;
    let actions: usize = parts.next()?.parse().ok()?;
    let written = std::time::UNIX_EPOCH + Duration::from_millis(ms);
    parts.next().is_none().then(|| Version { path: path.to_owned(), written, turn, actions })
}

/// Keeps the latest [`KEEP_LATEST`] versions and the last of every turn; removes the rest.
fn prune(autosave: &std::path::Path) {
    let all = versions(autosave);
    let mut turns_seen = std::collections::HashSet::new();
    for (i, v) in all.iter().enumerate() {
        let last_of_its_turn = turns_seen.insert(v.turn);
        if i >= KEEP_LATEST && !last_of_its_turn {
            std::fs::remove_file(&v.path).ok();
        }
    }
}

/// The writer thread and what it was given.
#[derive(Resource)]
pub struct AutosaveWriter {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    /// Signalled when a table is queued, when one is written, and when closing.
    changed: Condvar,
}

#[derive(Default)]
struct State {
    /// The newest table not yet taken by the writer; a newer one replaces it.
    pending: Option<Job>,
    /// Tables queued so far, and the number of the last one written (or that failed).
    queued: u64,
    done: u64,
    /// The actions in the last table written, and how many were written.
    written_steps: Option<usize>,
    writes: u64,
    /// The errors not yet reported on the status line.
    errors: Vec<String>,
    /// Write without waiting out the gap ([`AutosaveWriter::flush`]).
    hurry: bool,
    closing: bool,
}

struct Job {
    number: u64,
    path: PathBuf,
    scene: Scene,
    turn: u32,
}

impl AutosaveWriter {
    /// Starts the writer thread.
    pub fn start() -> AutosaveWriter {
        let shared = Arc::new(Shared::default());
        let theirs = shared.clone();
        let thread = std::thread::Builder::new()
            .name("bifronte autosave".into())
            .spawn(move || write_loop(&theirs))
            .expect("a thread for the autosave");
        AutosaveWriter { shared, thread: Some(thread) }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.shared.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Hands a table (in its `turn`) to the writer, replacing any it has not started on.
    pub fn queue(&self, path: PathBuf, scene: Scene, turn: u32) {
        let mut s = self.lock();
        s.queued += 1;
        let number = s.queued;
        s.pending = Some(Job { number, path, scene, turn });
        self.shared.changed.notify_all();
    }

    /// Waits until everything queued so far is on disk (or failed).
    pub fn flush(&self) {
        let mut s = self.lock();
        s.hurry = true;
        self.shared.changed.notify_all();
        while s.done < s.queued {
            s = self.shared.changed.wait(s).unwrap_or_else(|p| p.into_inner());
        }
    }

    /// How many actions the newest table on disk holds (`None` before the first write).
    pub fn written_steps(&self) -> Option<usize> {
        self.lock().written_steps
    }

    /// How many tables it wrote.
    pub fn writes(&self) -> u64 {
        self.lock().writes
    }

    /// The writes that failed since the last call, each saying which file and why.
    pub fn take_errors(&self) -> Vec<String> {
        std::mem::take(&mut self.lock().errors)
    }
}

impl Drop for AutosaveWriter {
    fn drop(&mut self) {
        self.lock().closing = true;
        self.shared.changed.notify_all();
        if let Some(t) = self.thread.take() {
            t.join().ok();
        }
    }
}

/// Writes the autosave, once it reads back as the scene it is, and keeps it as a version.
fn write_checked(job: &Job) -> std::io::Result<()> {
    let text = to_ron(&job.scene);
    if let Err(e) = crate::format::ron_options().from_str::<Scene>(&text) {
        let why = format!("the table wouldn't read back ({e}); the autosave before it is kept");
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, why));
    }
    super::write_file(&job.path, &text)?;
    let version =
        versions_dir(&job.path).join(version_name(std::time::SystemTime::now(), job.turn, job.scene.steps.len()));
    super::write_file(&version, &text)?;
    prune(&job.path);
    Ok(())
}

fn write_loop(shared: &Shared) {
    let lock = || shared.state.lock().unwrap_or_else(|p| p.into_inner());
    let mut last: Option<Instant> = None;
    loop {
        let job = {
            let mut s = lock();
            // The gap since the last write, unless hurried or closing.
            while let Some(left) = last.map(|t| AUTOSAVE_GAP.saturating_sub(t.elapsed())).filter(|d| !d.is_zero())
                && !s.hurry
                && !s.closing
            {
                s = shared.changed.wait_timeout(s, left).unwrap_or_else(|p| p.into_inner()).0;
            }
            loop {
                if let Some(job) = s.pending.take() {
                    break job;
                }
                if s.closing {
                    return;
                }
                s = shared.changed.wait(s).unwrap_or_else(|p| p.into_inner());
            }
        };
        let steps = job.scene.steps.len();
        last = Some(Instant::now());
        let result = write_checked(&job);
        let mut s = lock();
        if s.done.max(job.number) >= s.queued {
            s.hurry = false;
        }
        match result {
            Ok(()) => {
                s.written_steps = Some(steps);
                s.writes += 1;
            }
            Err(e) => s.errors.push(format!("could not autosave to {}: {e}", job.path.display())),
        }
        s.done = s.done.max(job.number);
        shared.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Action;
    use crate::scene::Step;

    fn scene(steps: usize) -> Scene {
        Scene {
            title: "t".into(),
            players: vec!["A".into()],
            steps: (0..steps).map(|_| Step::Do(Action::ChangeLife { player: "A".into(), by: 1 })).collect(),
            ..Scene::default()
        }
    }

    fn steps_on_disk(path: &std::path::Path) -> usize {
        let text = std::fs::read_to_string(path).expect("the autosave");
        let scene: Scene = crate::format::ron_options().from_str(&text).expect("a whole scene");
        scene.steps.len()
    }

    #[test]
    fn the_newest_table_queued_is_the_one_on_disk_after_a_flush_and_after_a_drop() {
        let dir = std::env::temp_dir().join(format!("bifronte-autosave-unit-{}", std::process::id()));
        let path = dir.join("autosave.ron");
        let writer = AutosaveWriter::start();
        for n in 1..=50 {
            writer.queue(path.clone(), scene(n), 1);
        }
        writer.flush();
        assert_eq!(steps_on_disk(&path), 50);
        assert_eq!(writer.written_steps(), Some(50));
        // Queued, then the writer dropped at once (the window closed): the last one is written.
        writer.queue(path.clone(), scene(51), 1);
        drop(writer);
        assert_eq!(steps_on_disk(&path), 51);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_busy_table_is_written_at_most_once_a_gap_and_its_newest_state_last() {
        let dir = std::env::temp_dir().join(format!("bifronte-autosave-busy-{}", std::process::id()));
        let path = dir.join("autosave.ron");
        let writer = AutosaveWriter::start();
        let start = Instant::now();
        let mut n = 0;
        // An action every 2 ms for half a second.
        while start.elapsed() < Duration::from_millis(500) {
            n += 1;
            writer.queue(path.clone(), scene(n), 1);
            std::thread::sleep(Duration::from_millis(2));
        }
        let most = start.elapsed().as_millis() / AUTOSAVE_GAP.as_millis() + 1;
        assert!(writer.writes() as u128 <= most, "{} writes in {:?}", writer.writes(), start.elapsed());
        assert!(writer.writes() >= 1, "nothing was written while the table was busy");
        writer.flush();
        assert_eq!(steps_on_disk(&path), n, "the newest table is the one on disk");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_write_that_fails_is_reported_with_its_file_and_play_goes_on() {
        // A folder can't be created where a file already is.
        let dir = std::env::temp_dir().join(format!("bifronte-autosave-bad-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        let blocker = dir.join("not-a-folder");
        std::fs::write(&blocker, "x").expect("a file");
        let writer = AutosaveWriter::start();
        writer.queue(blocker.join("autosave.ron"), scene(1), 1);
        writer.flush();
        let errors = writer.take_errors();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("not-a-folder/autosave.ron"), "{}", errors[0]);
        assert!(writer.take_errors().is_empty(), "an error is reported once");
        assert_eq!(writer.written_steps(), None);
        // The writer still works afterwards.
        let good = dir.join("autosave.ron");
        writer.queue(good.clone(), scene(2), 1);
        writer.flush();
        assert_eq!(steps_on_disk(&good), 2);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn every_write_is_kept_as_a_version_the_latest_ten_and_the_last_of_every_turn() {
        let dir = std::env::temp_dir().join(format!("bifronte-autosave-versions-{}", std::process::id()));
        let path = dir.join("autosave.ron");
        let writer = AutosaveWriter::start();
        // Turn 1: tables of 1 to 12 actions; turn 2: 13 to 30.
        for n in 1..=30 {
            writer.queue(path.clone(), scene(n), if n <= 12 { 1 } else { 2 });
            writer.flush();
        }
        drop(writer);
        let kept = versions(&path);
        let counts: Vec<(u32, usize)> = kept.iter().map(|v| (v.turn, v.actions)).collect();
        // Newest first: the latest ten (21..=30), then turn 1's last (12).
        let mut expected: Vec<(u32, usize)> = (21..=30).rev().map(|n| (2, n)).collect();
        expected.push((1, 12));
        assert_eq!(counts, expected);
        for v in &kept {
            assert_eq!(steps_on_disk(&v.path), v.actions, "{}", v.path.display());
        }
        assert_eq!(steps_on_disk(&path), 30);
        std::fs::remove_dir_all(&dir).ok();
    }
}
