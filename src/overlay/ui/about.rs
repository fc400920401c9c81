//! Where the cards' pictures and data come from: File → Card pictures (download missing
//! pictures or not) and the About window, which credits Scryfall, Wizards and the artists.

use bevy_egui::egui;

use super::UiAction;

/// File → Card pictures: download the imported cards' missing pictures or not, and what came of it.
pub fn picture_items(ui: &mut egui::Ui, shown: &crate::overlay::PicturesShown, out: &mut Vec<UiAction>) {
    let mut on = shown.downloading;
    if ui.checkbox(&mut on, "Download missing pictures from Scryfall").changed() {
        out.push(UiAction::DownloadPictures(on));
    }
    ui.label(match shown.downloadable {
        0 => "No imported card has a picture to download (File, Import cards).".to_string(),
        n => format!(
            "{n} imported faces have a picture on Scryfall; kept in {}",
            crate::web::pictures::default_cache().display()
        ),
    });
    if let Some(f) = &shown.failure {
        ui.label(egui::RichText::new(f).color(super::FAILED));
    }
}

/// Help → About: the version, and whose the card data and pictures are (Scryfall asks that
/// it and the artists be credited; the pictures and card text are Wizards of the Coast's).
pub fn about_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("About Bifronte").open(open).collapsible(false).default_width(460.0).show(ctx, |ui| {
        ui.heading(format!("Bifronte {}", env!("CARGO_PKG_VERSION")));
        ui.label("A rules-aware virtual card table for Magic: The Gathering.");
        ui.add_space(6.0);
        ui.label(
            "Card data and card pictures come from Scryfall (scryfall.com), downloaded by this program \
             when you ask it to; Bifronte isn't made or endorsed by Scryfall.",
        );
        ui.label(
            "Card pictures, names and rules text are copyright Wizards of the Coast. Each picture's \
             art is by the artist named on the card.",
        );
        ui.label(
            "Bifronte is unofficial Fan Content permitted under the Wizards of the Coast Fan Content \
             Policy, not approved or endorsed by Wizards.",
        );
    });
}
