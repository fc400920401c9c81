//! 700.3: the dialog where a player separates permanents into two piles (ticking the first
//! pile, the rest the second) and the one where the other player chooses the pile their
//! effect takes (Liliana of the Veil's sacrifice).

use bevy_egui::egui;

use super::UiAction;
use super::stack::{choice_window, chooses_here};
use crate::rules::Action;
use crate::table::language::Words;

/// The piles dialog for the player the separation waits on ([`chooses_here`]); to any other
/// seat it says who is deciding.
pub fn piles_offer(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(p) = model.table.piles.as_ref() else { return out };
    let deciding = if p.first.is_none() { &p.separator } else { &p.chooser };
    // As the seat sees each (a face-down permanent as one, `targets::object_name`).
    let named = |id: &str| super::targets::object_name(lang, model, id);
    let names = |ids: &[String]| {
        let names: Vec<String> = p.cards.iter().filter(|(id, _)| ids.contains(id)).map(|(id, _)| named(id)).collect();
        if names.is_empty() { "—".to_string() } else { names.join(", ") }
    };
    let id = egui::Id::new(("piles", p.separator.as_str(), p.chooser.as_str(), p.cards.len()));
    let mut ticked: Vec<String> = ctx.data_mut(|d| d.get_temp::<Vec<String>>(id)).unwrap_or_default();
    choice_window(ctx, "panels-piles-title", |ui| {
        if !chooses_here(model, deciding, networked) {
            ui.add(egui::Label::new(lang.t("panels-piles-waiting", &[("player", deciding)])).wrap());
            return;
        }
        match &p.first {
            None => {
                let args = [("player", p.separator.as_str()), ("owner", p.chooser.as_str())];
                ui.add(egui::Label::new(lang.t("panels-piles-separate", &args)).wrap());
                for (card, _) in &p.cards {
                    let mut on = ticked.contains(card);
                    if ui.checkbox(&mut on, named(card)).changed() {
                        ticked.retain(|x| x != card);
                        if on {
                            ticked.push(card.clone());
                        }
                    }
                }
                if ui.button(lang.t("panels-scry-done", &[])).clicked() {
                    let pile = ticked.iter().map(|x| x.as_str().into()).collect();
                    out.push(UiAction::Do(Action::SeparatePiles { player: p.separator.clone().into(), pile }));
                    ticked.clear();
                }
            }
            Some(first) => {
                ui.add(egui::Label::new(lang.t("panels-piles-choose", &[("player", p.chooser.as_str())])).wrap());
                let second: Vec<String> =
                    p.cards.iter().map(|(id, _)| id.clone()).filter(|id| !first.contains(id)).collect();
                for (n, pile, key) in [(true, first, "panels-piles-first"), (false, &second, "panels-piles-second")] {
                    if ui.button(lang.t(key, &[("cards", &names(pile))])).clicked() {
                        out.push(UiAction::Do(Action::ChoosePile { player: p.chooser.clone().into(), first: n }));
                    }
                }
            }
        }
    });
    ctx.data_mut(|d| d.insert_temp(id, ticked));
    out
}
