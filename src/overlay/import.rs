//! File → Import cards: `bifronte import` from the window, its dialog and the job behind it. The import runs on its own thread
//! (a bulk file takes a second or two) while the dialog shows its progress; once it is done the
//! new database is opened and the table's card database gains the imported cards.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::prelude::*;
use bevy_egui::egui;

use crate::cards::CardDb;
use crate::cards::import::ImportSummary;
use crate::cards::store::CardStore;
use crate::i18n::Lang;
use crate::table::language::Words;

/// Where the window's imports write the database (the user's, unless a test says otherwise).
#[derive(Resource, Clone, Debug)]
pub struct ImportTarget(pub PathBuf);

impl Default for ImportTarget {
    fn default() -> Self {
        ImportTarget(CardStore::default_path())
    }
}

/// Why an import from the window didn't happen; said by the window in its language.
#[derive(Debug)]
pub enum NotImported {
    /// The player cancelled it.
    Cancelled,
    /// Its thread stopped before it was done.
    Stopped,
    /// The download failed.
    Download(crate::web::Failure),
    /// The file didn't import.
    Import(crate::cards::import::ImportError),
    /// The database imported into doesn't open: where, and why.
    Unopened(PathBuf, crate::cards::store::OpenError),
}

impl NotImported {
    /// Why, in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            NotImported::Cancelled => lang.t("decks-import-cancelled", &[]),
            NotImported::Stopped => lang.t("decks-import-stopped", &[]),
            NotImported::Download(f) => f.to_string(),
            NotImported::Import(e) => e.said().text_in(lang),
            NotImported::Unopened(path, error) => {
                let error = crate::i18n::SaidIn::said_in(error, lang);
                lang.t("decks-import-cant-open", &[("path", &path.display().to_string()), ("error", &error)])
            }
        }
    }
}

/// An import under way.
#[derive(Resource)]
pub struct ImportJob {
    /// Bytes read so far, and in all; and 1 while the bulk file is being downloaded.
    progress: Arc<[AtomicUsize; 3]>,
    thread: std::thread::JoinHandle<Result<ImportSummary, NotImported>>,
    db: PathBuf,
    /// Set to cancel: the download stops, and nothing is written into the database.
    cancel: Arc<AtomicBool>,
}

impl ImportJob {
    /// Starts importing `file` into the database at `db`.
    pub fn start(file: &Path, db: &Path) -> ImportJob {
        let progress = Arc::new([AtomicUsize::new(0), AtomicUsize::new(0), AtomicUsize::new(0)]);
        let (file, target, p) = (file.to_path_buf(), db.to_path_buf(), progress.clone());
        let thread = std::thread::spawn(move || {
            crate::cards::import::import(&file, &target, &mut |done, total| {
                p[0].store(done, Ordering::Relaxed);
                p[1].store(total, Ordering::Relaxed);
            })
            .map_err(NotImported::Import)
        });
        ImportJob { progress, thread, db: db.to_path_buf(), cancel: Arc::default() }
    }

    /// Downloads Scryfall's current Oracle Cards file (unless it is here already), then imports
    /// it into the database at `db`, as `bifronte import --download` does.
    pub fn start_download(db: &Path) -> ImportJob {
        ImportJob::start_download_into(db, &crate::web::bulk::default_dir())
    }

    /// [`ImportJob::start_download`] keeping the downloaded file in `dir`, from the API this
    /// thread asks ([`crate::web::api_base`]). A cancel ([`ImportJob::cancel`]) stops the
    /// download in its read loop, or drops the cards read before they are written: the database
    /// stays as it was.
    pub fn start_download_into(db: &Path, dir: &Path) -> ImportJob {
        use crate::web::bulk::{BulkKind, STALL, download_cancellable, mark_imported};
        let progress = Arc::new([AtomicUsize::new(0), AtomicUsize::new(0), AtomicUsize::new(1)]);
        let cancel = Arc::new(AtomicBool::new(false));
        let (target, dir, p, stop) = (db.to_path_buf(), dir.to_path_buf(), progress.clone(), cancel.clone());
        let api = crate::web::api_base();
        let thread = std::thread::spawn(move || {
            let got = crate::web::with_api(&api, || {
                download_cancellable(
                    BulkKind::Oracle,
                    &dir,
                    &mut |done, total| {
                        p[0].store(done as usize, Ordering::Relaxed);
                        p[1].store(total.unwrap_or(0) as usize, Ordering::Relaxed);
                    },
                    STALL,
                    &stop,
                )
            })
            .map_err(|e| match e {
                crate::web::Failure::Cancelled { .. } => NotImported::Cancelled,
                e => NotImported::Download(e),
            })?;
            p[2].store(0, Ordering::Relaxed);
            let (cards, summary) = crate::cards::import::cards_of_file(&got.file, &mut |done, total| {
                p[0].store(done, Ordering::Relaxed);
                p[1].store(total, Ordering::Relaxed);
            })
            .map_err(NotImported::Import)?;
            if stop.load(Ordering::Relaxed) {
                return Err(NotImported::Cancelled);
            }
            crate::cards::import::save(cards, &got.file, &target).map_err(NotImported::Import)?;
            if let Err(e) = mark_imported(&dir, BulkKind::Oracle, &got.updated_at, &target) {
                warn!("{e}");
            }
            Ok(summary)
        });
        ImportJob { progress, thread, db: db.to_path_buf(), cancel }
    }

    /// Cancels the download or import under way: the database stays as it was.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Bytes read so far, and in all (0 before the file is read).
    pub fn progress(&self) -> (usize, usize) {
        (self.progress[0].load(Ordering::Relaxed), self.progress[1].load(Ordering::Relaxed))
    }

    /// Whether the bulk file is still being downloaded.
    pub fn downloading(&self) -> bool {
        self.progress[2].load(Ordering::Relaxed) == 1
    }
}

/// If the import under way is done: the table's card database gains the imported cards, and
/// the summary (or the error) is returned. The old database stays when the import failed.
pub fn poll_import(world: &mut World) -> Option<Result<ImportSummary, NotImported>> {
    if !world.get_resource::<ImportJob>()?.thread.is_finished() {
        return None;
    }
    let job = world.remove_resource::<ImportJob>()?;
    let result = job.thread.join().unwrap_or(Err(NotImported::Stopped));
    if result.is_ok() {
        match CardStore::open(&job.db) {
            Ok(store) => {
                if let Some(mut pictures) = world.get_resource_mut::<crate::table::images::FaceImages>() {
                    pictures.learn(&store);
                }
                let db = world.resource::<CardDb>().clone().with_imported(Arc::new(store));
                world.insert_resource(db);
            }
            Err(e) => return Some(Err(NotImported::Unopened(job.db.clone(), e))),
        }
    }
    Some(result)
}

/// What File → Import cards shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportDialog {
    /// The dialog is open.
    pub open: bool,
    /// The bulk file's path, as typed.
    pub path: String,
    /// The import under way: bytes read, and in all.
    pub progress: Option<(usize, usize)>,
    /// The bulk file is being downloaded (before it is read).
    pub downloading: bool,
    /// What the last import said: its summary, or what went wrong.
    pub said: Option<Result<String, String>>,
}

/// The import under way: its progress for the dialog, and its outcome once done.
pub fn follow_import(world: &mut World) {
    let lang = crate::table::language::Language::of(world);
    let progress = world.get_resource::<ImportJob>().map(|j| (j.progress(), j.downloading()));
    let outcome = poll_import(world);
    let dialog = &mut world.resource_mut::<super::OverlayState>().into_inner().import;
    if let Some((p, downloading)) = progress {
        dialog.progress = Some(p);
        dialog.downloading = downloading;
    }
    if let Some(outcome) = outcome {
        dialog.progress = None;
        dialog.said = Some(match outcome {
            Ok(summary) => Ok(format!(
                "{}{}",
                crate::view::words::import_summary(lang, &summary),
                lang.t("decks-import-done", &[])
            )),
            Err(e) => Err(lang.t("decks-import-error", &[("error", &e.text_in(lang))])),
        });
    }
}

/// The import dialog: the bulk file, then a progress bar, then the summary.
pub fn import_dialog(ctx: &egui::Context, dialog: &mut ImportDialog, out: &mut Vec<super::ui::UiAction>) {
    let lang = ctx.lang();
    let mut open = dialog.open;
    egui::Window::new(lang.t("decks-import-title", &[])).open(&mut open).default_width(520.0).show(ctx, |ui| {
        ui.label(lang.t("decks-import-intro", &[]));
        if dialog.progress.is_none() && ui.button(lang.t("decks-import-download", &[])).clicked() {
            out.push(super::ui::UiAction::DownloadCards);
            dialog.said = None;
        }
        ui.separator();
        ui.label(lang.t("decks-import-file", &[]));
        ui.text_edit_singleline(&mut dialog.path);
        match dialog.progress {
            Some((done, total)) => {
                let part = if total == 0 { 0.0 } else { done as f32 / total as f32 };
                let (done, total) = (format!("{:.0}", done as f64 / 1e6), format!("{:.0}", total as f64 / 1e6));
                let id = if dialog.downloading { "decks-import-downloaded" } else { "decks-import-read" };
                let text = lang.t(id, &[("done", &done), ("total", &total)]);
                ui.add(egui::ProgressBar::new(part).show_percentage().text(text));
                if ui.button(lang.t("decks-import-cancel", &[])).clicked() {
                    out.push(super::ui::UiAction::CancelImport);
                }
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            None => {
                if ui.button(lang.t("decks-import-import", &[])).clicked() && !dialog.path.trim().is_empty() {
                    out.push(super::ui::UiAction::Import(PathBuf::from(dialog.path.trim())));
                    dialog.said = None;
                }
            }
        }
        match &dialog.said {
            Some(Ok(said)) => _ = ui.label(egui::RichText::new(said).monospace()),
            Some(Err(said)) => _ = ui.label(egui::RichText::new(said).monospace().color(super::ui::FAILED)),
            None => {}
        }
    });
    dialog.open = open;
}
