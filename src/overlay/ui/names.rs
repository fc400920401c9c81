//! A card name a player gives (201.4): as a permanent enters (`entering`) or as a spell
//! resolves (`stack::color_offer`).

use bevy_egui::egui;

use crate::table::language::Words;

/// A card name for `player` to give (201.4), a nonland card's where `nonland` (201.4a): a text
/// field (Enter gives what it holds), the names of the card database its words find, and the
/// names of the other players' cards seen at the table, a button each; the rules judge the name
/// given. What is typed is kept under `id` between frames.
pub fn name_picker(
    ui: &mut egui::Ui,
    model: &crate::view::seat::SeatModel,
    db: &crate::cards::CardDb,
    (nonland, player): (bool, &str),
    id: (&str, &str),
) -> Option<String> {
    let lang = ui.ctx().lang();
    let fits = |name: &str| db.nameable(name, nonland);
    let id = egui::Id::new(id);
    let mut typed: String = ui.ctx().data_mut(|d| d.get_temp::<String>(id)).unwrap_or_default();
    let mut seen: Vec<String> = Vec::new();
    for x in model.table.objects.iter().filter(|x| x.owner != player) {
        for n in x.shown.name.split(" // ").filter(|n| !n.is_empty()) {
            if let Some(f) = fits(n).filter(|f| !seen.iter().any(|s| f.name == *s)) {
                seen.push(f.name.to_string());
            }
        }
    }
    let mut picked = None;
    let field = ui.add(egui::TextEdit::singleline(&mut typed).hint_text(lang.t("panels-entry-name-hint", &[])));
    if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) && !typed.trim().is_empty() {
        picked = Some(typed.trim().to_string());
    }
    if typed.trim().len() >= 2 {
        let found = db.search(typed.trim(), 24);
        let names = found.iter().flat_map(|n| n.split(" // ")).filter_map(fits).take(8);
        ui.horizontal_wrapped(|ui| {
            for f in names {
                if ui.button(f.name.as_str()).clicked() {
                    picked = Some(f.name.to_string());
                }
            }
        });
    }
    if !seen.is_empty() {
        ui.label(lang.t("panels-entry-name-seen", &[]));
        ui.horizontal_wrapped(|ui| {
            for n in &seen {
                if ui.button(n.as_str()).clicked() {
                    picked = Some(n.clone());
                }
            }
        });
    }
    ui.ctx().data_mut(|d| d.insert_temp(id, typed));
    picked
}
