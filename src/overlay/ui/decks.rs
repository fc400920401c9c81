//! Choosing and keeping decks in the window: the My decks menu (File → New game, File → Play
//! online) and the window that keeps a pasted decklist (`cards::decks`).

use bevy_egui::egui;

use super::UiAction;
use crate::table::language::Words;

/// A menu of the player's decks (then the sample decks): choosing one puts its file in `deck`.
/// A submenu, not a combo box: it opens inside the File menu too.
pub fn deck_choice(ui: &mut egui::Ui, id: egui::Id, decks: &[crate::cards::decks::DeckFile], deck: &mut String) {
    let lang = ui.lang();
    ui.push_id(id, |ui| {
        ui.menu_button(lang.t("decks-my-decks", &[]), |ui| {
            for d in decks {
                let label = if d.shipped { lang.t("decks-sample", &[("name", &d.name)]) } else { d.name.clone() };
                let path = d.path.display().to_string();
                // The menu stays open: the player goes on to the next seat or Start.
                if ui.selectable_label(*deck == path, label).clicked() {
                    *deck = path;
                }
            }
        });
    });
}

/// Keeping a pasted decklist: its name and text, then what came of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PasteDeck {
    /// The window is open.
    pub open: bool,
    /// The deck's name.
    pub name: String,
    /// The decklist, as pasted or typed.
    pub text: String,
    /// What the last try said: where it was kept, or every problem.
    pub said: Option<Result<String, Vec<String>>>,
}

/// The window that keeps a pasted decklist in the decks folder.
pub fn paste_deck_window(ctx: &egui::Context, paste: &mut PasteDeck, out: &mut Vec<UiAction>) {
    let lang = ctx.lang();
    let mut open = paste.open;
    egui::Window::new(lang.t("decks-paste-title", &[]))
        .open(&mut open)
        .default_width(460.0)
        .show(ctx, |ui| paste_deck_ui(ui, paste, out));
    paste.open = open;
}

/// What the window holds: the name, the decklist, Keep it, and what came of it.
pub fn paste_deck_ui(ui: &mut egui::Ui, paste: &mut PasteDeck, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    {
        ui.label(lang.t("decks-paste-intro", &[]));
        ui.label(crate::cards::decks::decks_dir().display().to_string());
        ui.horizontal(|ui| {
            ui.label(lang.t("decks-name", &[]));
            ui.text_edit_singleline(&mut paste.name);
        });
        egui::ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut paste.text).desired_rows(12).hint_text("4 Llanowar Elves\n20 Forest"),
            );
        });
        if ui.button(lang.t("decks-paste-keep", &[])).clicked() {
            out.push(UiAction::SaveDeck { name: paste.name.clone(), text: paste.text.clone() });
        }
        match &paste.said {
            Some(Ok(kept)) => _ = ui.label(kept),
            Some(Err(problems)) => {
                for p in problems.iter().take(12) {
                    ui.label(egui::RichText::new(p).color(super::FAILED));
                }
            }
            None => {}
        }
    }
}
