//! The card browser: every card Bifronte knows (the shipped ones, then the imported ones),
//! searched by name, type and text; the chosen card's faces; and buttons that bring it into the
//! game for any player, onto the battlefield, into a hand, onto the stack or elsewhere, so a
//! tester can build any table by hand.

use bevy_egui::egui::{self, RichText};

use super::UiAction;
use crate::cards::CardDb;
use crate::rules::Zone;
use crate::table::language::Words;
use crate::view::words::zone_name;

/// The most cards a search lists.
pub const SHOWN: usize = 60;

/// What the browser is showing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CardSearch {
    /// Whether it is open.
    pub open: bool,
    /// The words searched for.
    pub query: String,
    /// The query the results are for (`None`: not searched yet).
    pub searched: Option<String>,
    /// The cards found, by name.
    pub results: Vec<String>,
    /// The card chosen.
    pub chosen: Option<String>,
    /// For which player (an index).
    pub owner: usize,
}

/// Draws the browser; returns the cards asked for.
pub fn card_browser(ui: &mut egui::Ui, db: &CardDb, search: &mut CardSearch, players: &[String]) -> Vec<UiAction> {
    let lang = ui.lang();
    let mut out = Vec::new();
    ui.horizontal(|ui| {
        ui.label(lang.t("dialogs-cards-search", &[]));
        let hint = lang.t("dialogs-cards-search-hint", &[]);
        ui.add(egui::TextEdit::singleline(&mut search.query).hint_text(hint).desired_width(260.0));
    });
    if search.searched.as_deref() != Some(search.query.as_str()) {
        search.results = db.search(&search.query, SHOWN);
        search.searched = Some(search.query.clone());
    }
    let imported = db.imported().map_or(0, |s| s.len());
    ui.label(
        RichText::new(match imported {
            0 => lang.t("dialogs-cards-shipped", &[]),
            n => lang.tr_with("dialogs-cards-imported", &[("n", n.into())]),
        })
        .weak(),
    );
    ui.columns(2, |cols| {
        egui::ScrollArea::vertical().id_salt("card list").max_height(360.0).show(&mut cols[0], |ui| {
            for name in &search.results {
                let chosen = search.chosen.as_deref() == Some(name.as_str());
                if ui.selectable_label(chosen, name).clicked() {
                    search.chosen = Some(name.clone());
                }
            }
            if search.results.len() == SHOWN {
                let first = lang.t("dialogs-cards-first", &[("n", &SHOWN.to_string())]);
                ui.label(RichText::new(first).weak());
            }
        });
        let ui = &mut cols[1];
        let Some(card) = search.chosen.as_deref().and_then(|n| db.get(n)) else {
            ui.label(RichText::new(lang.t("dialogs-cards-choose", &[])).weak());
            return;
        };
        egui::ScrollArea::vertical().id_salt("card faces").max_height(260.0).show(ui, |ui| {
            for (i, f) in card.faces.iter().enumerate() {
                if i > 0 {
                    ui.separator();
                }
                let cost = f.mana_cost.as_ref().map(|m| m.to_string()).unwrap_or_default();
                ui.label(RichText::new(format!("{} {cost}", f.name)).strong());
                ui.label(f.type_line());
                ui.label(f.text.as_str());
                let stats = [
                    f.power.zip(f.toughness).map(|(p, t)| format!("{p}/{t}")),
                    f.loyalty.map(|l| lang.t("dialogs-cards-loyalty", &[("n", &l.to_string())])),
                    f.defense.map(|d| lang.t("dialogs-cards-defense", &[("n", &d.to_string())])),
                ];
                for s in stats.into_iter().flatten() {
                    ui.label(s);
                }
            }
        });
        ui.separator();
        let owner = players.get(search.owner).cloned().unwrap_or_default();
        egui::ComboBox::from_label(lang.t("dialogs-cards-for", &[])).selected_text(&owner).show_ui(ui, |ui| {
            for (i, p) in players.iter().enumerate() {
                ui.selectable_value(&mut search.owner, i, p);
            }
        });
        let name = card.front().name.to_string();
        ui.horizontal_wrapped(|ui| {
            for zone in
                [Zone::Battlefield, Zone::Hand, Zone::Stack, Zone::Library, Zone::Graveyard, Zone::Exile, Zone::Command]
            {
                let label = match zone {
                    Zone::Library => lang.t("dialogs-cards-library-top", &[]),
                    _ => zone_name(lang, zone),
                };
                if ui.button(label).clicked() {
                    out.push(UiAction::AddCard { name: name.clone(), owner: owner.clone(), zone });
                }
            }
        });
    });
    out
}
