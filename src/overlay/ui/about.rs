//! Where the cards' pictures and data come from: File → Card pictures (download missing
//! pictures or not) and the About window, which credits Scryfall, Wizards and the artists.

use bevy_egui::egui;

use super::UiAction;
use crate::table::language::Words;

/// File → Card pictures: download the imported cards' missing pictures or not, and what came of it.
pub fn picture_items(ui: &mut egui::Ui, shown: &crate::overlay::PicturesShown, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    let mut on = shown.downloading;
    if ui.checkbox(&mut on, lang.t("dialogs-pictures-download", &[])).changed() {
        out.push(UiAction::DownloadPictures(on));
    }
    ui.label(match shown.downloadable {
        0 => lang.t("dialogs-pictures-none", &[]),
        n => {
            let dir = crate::web::pictures::default_cache().display().to_string();
            lang.tr_with("dialogs-pictures-count", &[("n", n.into()), ("dir", dir.into())])
        }
    });
    if let Some(f) = &shown.failure {
        ui.label(egui::RichText::new(f.text_in(lang)).color(super::FAILED));
    }
}

/// Help → About: the version, and whose the card data and pictures are (Scryfall asks that
/// it and the artists be credited; the pictures and card text are Wizards of the Coast's).
pub fn about_window(ctx: &egui::Context, open: &mut bool) {
    let lang = ctx.lang();
    egui::Window::new(lang.t("dialogs-about-title", &[])).open(open).collapsible(false).default_width(460.0).show(
        ctx,
        |ui| {
            ui.heading(format!("Bifronte {}", env!("CARGO_PKG_VERSION")));
            ui.label(lang.t("dialogs-about-what", &[]));
            ui.add_space(6.0);
            ui.label(lang.t("dialogs-about-scryfall", &[]));
            ui.label(lang.t("dialogs-about-wizards", &[]));
            ui.label(lang.t("dialogs-about-fan-content", &[]));
        },
    );
}
