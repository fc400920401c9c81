//! A pile seen as a list: the cards of one player's library, graveyard or exile that the seated
//! player may see (a graveyard or exile whole; of a library, the cards looked at, or all of it
//! while searching), top first, each with where it can go. This is how scry, surveil and a
//! search are done by hand.

use bevy_egui::egui::{self, RichText};

use super::UiAction;
use crate::rules::Action;
use crate::rules::action::{Position, Zone};
use crate::view::TableView;

/// The pile of `owner`'s `zone`, as `table`'s viewer sees it.
pub fn pile_browser(ui: &mut egui::Ui, table: &TableView, owner: &str, zone: Zone) -> Vec<UiAction> {
    let mut out = Vec::new();
    let seen: Vec<_> = table.objects.iter().filter(|o| o.zone == zone && o.owner == owner).collect();
    let unseen: usize = table.hidden.iter().filter(|h| h.zone == zone && h.owner == owner).map(|h| h.count).sum();
    if seen.is_empty() {
        ui.label(match zone {
            Zone::Library => "You see none of it: look at the top cards or search it (Table menu).",
            _ => "Empty.",
        });
    }
    let go = |card: &str, to: Zone, position: Option<Position>| {
        UiAction::Do(Action::Move { card: card.to_string(), to, position })
    };
    egui::ScrollArea::vertical().max_height(420.0).show(ui, |ui| {
        egui::Grid::new(("pile", owner, format!("{zone:?}"))).striped(true).show(ui, |ui| {
            let library = seen.len() + unseen;
            for o in &seen {
                let place = o.place.map_or_else(String::new, |n| format!("{n}."));
                ui.label(RichText::new(place).weak());
                ui.label(RichText::new(o.known_name()).strong());
                ui.horizontal(|ui| {
                    // Ordering within the library (scry, surveil): one place up or down.
                    if let Some(n) = o.place {
                        let up = (n > 1).then(|| ("↑", Position::FromTop(n - 1)));
                        let down = ((n as usize) < library).then(|| ("↓", Position::FromTop(n + 1)));
                        for (label, position) in up.into_iter().chain(down) {
                            if ui.small_button(label).on_hover_text("One place up or down").clicked() {
                                out.push(go(&o.id, Zone::Library, Some(position)));
                            }
                        }
                    }
                    let moves = [
                        ("Top", Zone::Library, Some(Position::Top)),
                        ("Bottom", Zone::Library, Some(Position::Bottom)),
                        ("Graveyard", Zone::Graveyard, None),
                        ("Hand", Zone::Hand, None),
                        ("Battlefield", Zone::Battlefield, None),
                        ("Exile", Zone::Exile, None),
                    ];
                    for (label, to, position) in moves {
                        let same = to == zone && to != Zone::Library;
                        if !same && ui.small_button(label).clicked() {
                            out.push(go(&o.id, to, position));
                        }
                    }
                });
                ui.end_row();
            }
        });
    });
    if unseen > 0 {
        ui.label(RichText::new(format!("and {unseen} card(s) you don't see")).weak());
    }
    if zone == Zone::Library {
        ui.horizontal(|ui| {
            if ui.button("Search it").clicked() {
                out.push(UiAction::Do(Action::Search { player: owner.to_string().into() }));
            }
            if ui.button("Shuffle it").clicked() {
                out.push(UiAction::Do(Action::Shuffle { player: owner.to_string().into() }));
            }
        });
    }
    out
}
