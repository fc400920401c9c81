//! The first start: a window that opens with no imported card database knows only the cards
//! Bifronte ships, so it offers to download every card (Scryfall's Oracle Cards file, pictures
//! as the cards are shown) in one step, saying the size the bulk-data listing gives. Download
//! starts File → Import cards' download with its progress bar (and its Cancel); Not now asks
//! again next time; Don't ask again is kept in `$XDG_CONFIG_HOME/bifronte/first_start.ron`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use bevy_egui::egui;
use serde::{Deserialize, Serialize};

use super::ui::UiAction;
use crate::cards::CardDb;
use crate::table::language::Words;

/// What the player said about the first start's offer, remembered.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FirstStartSettings {
    /// "Don't ask again": the offer is never shown.
    pub dont_ask: bool,
}

impl FirstStartSettings {
    /// Where the settings are kept.
    pub fn path() -> PathBuf {
        crate::format::user_config_dir().join("first_start.ron")
    }

    /// The settings kept at `path` (the defaults when there are none or they don't read).
    pub fn load(path: &Path) -> FirstStartSettings {
        std::fs::read_to_string(path)
            .ok()
            .and_then(|text| crate::format::ron_options().from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Keeps the settings at `path`.
    pub fn save(&self, path: &Path) -> Result<(), crate::format::Unwritten> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default();
        crate::format::write_file(path, text.as_bytes())
    }
}

/// Whether the window opens with the offer: no card database is imported and the player
/// hasn't said "don't ask again".
pub fn offers(db: &CardDb, settings: &FirstStartSettings) -> bool {
    db.imported().is_none() && !settings.dont_ask
}

/// The size of the file to download, as the listing says: not asked yet or still coming
/// (`None`), or its bytes (`Ok(None)`: the listing doesn't say), or why it can't be known.
pub type ListedSize = Arc<Mutex<Option<Result<Option<u64>, String>>>>;

/// The first start's offer, as the window shows it.
#[derive(Clone, Debug, Default)]
pub struct FirstStartOffer {
    /// The offer is shown.
    pub open: bool,
    /// The download's size, asked of the listing on a thread of its own.
    pub size: ListedSize,
    /// The cards the window knows without it (those Bifronte ships).
    pub shipped: usize,
}

impl FirstStartOffer {
    /// The offer, open, asking the API this thread asks ([`crate::web::api_base`]) for the size.
    pub fn asking(shipped: usize) -> FirstStartOffer {
        let size = ListedSize::default();
        let (api, put) = (crate::web::api_base(), size.clone());
        std::thread::spawn(move || {
            let got = crate::web::with_api(&api, || crate::web::bulk::listed_size(crate::web::bulk::BulkKind::Oracle));
            *put.lock().unwrap_or_else(|e| e.into_inner()) = Some(got.map_err(|e| e.to_string()));
        });
        FirstStartOffer { open: true, size, shipped }
    }
}

pub use super::ui::FirstStartAnswer;

/// The offer's window: what it downloads and its size, and the three answers.
pub fn first_start_dialog(ctx: &egui::Context, offer: &FirstStartOffer, out: &mut Vec<UiAction>) {
    let lang = ctx.lang();
    let size = offer.size.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let size = match size {
        None => {
            ctx.request_repaint_after(std::time::Duration::from_millis(200));
            lang.t("first-start-size-asking", &[])
        }
        Some(Ok(Some(bytes))) => lang.t("first-start-size", &[("mb", &format!("{:.0}", bytes as f64 / 1e6))]),
        Some(Ok(None)) => lang.t("first-start-size-unknown", &[]),
        Some(Err(e)) => lang.t("first-start-size-failed", &[("error", &e)]),
    };
    let shipped = offer.shipped.to_string();
    egui::Window::new(lang.t("first-start-title", &[]))
        .collapsible(false)
        .default_width(480.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(lang.t("first-start-intro", &[("shipped", &shipped)]));
            ui.label(size);
            ui.horizontal(|ui| {
                let answers = [
                    ("first-start-download", FirstStartAnswer::Download),
                    ("first-start-not-now", FirstStartAnswer::NotNow),
                    ("first-start-dont-ask", FirstStartAnswer::DontAsk),
                ];
                for (id, answer) in answers {
                    if ui.button(lang.t(id, &[])).clicked() {
                        out.push(UiAction::FirstStart(answer));
                    }
                }
            });
        });
}
