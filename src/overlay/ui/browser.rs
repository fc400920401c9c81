//! A pile seen as a list: the cards of one player's library, graveyard or exile that the seated
//! player may see (a graveyard or exile whole; of a library, the cards looked at, or all of it
//! while searching), top first, each with where it can go; library cards are dragged into
//! order. This is how scry, surveil and a search are done by hand.

use bevy_egui::egui::{self, RichText};

use super::UiAction;
use crate::rules::Action;
use crate::rules::action::{Position, Zone};
use crate::view::TableView;

use crate::table::language::Words;
use crate::view::words::zone_name;

/// What is dragged in a library's list: the card's id.
struct Reordered(String);

/// The pile of `owner`'s `zone`, as `table`'s viewer sees it. In a library, a card is dragged
/// by its name onto another card's row to take its place.
pub fn pile_browser(ui: &mut egui::Ui, table: &TableView, owner: &str, zone: Zone) -> Vec<UiAction> {
    let lang = ui.lang();
    let mut out = Vec::new();
    let seen: Vec<_> = table.objects.iter().filter(|o| o.zone == zone && o.owner == owner).collect();
    let unseen: usize = table.hidden.iter().filter(|h| h.zone == zone && h.owner == owner).map(|h| h.count).sum();
    if seen.is_empty() {
        ui.label(match zone {
            Zone::Library => lang.t("dialogs-pile-unseen", &[]),
            _ => lang.t("dialogs-pile-empty", &[]),
        });
    }
    let go = |card: &str, to: Zone, position: Option<Position>| {
        UiAction::Do(Action::Move { card: card.to_string().into(), to, position })
    };
    // A filter, for a searched library of sixty: by name or type line, any case.
    let key = egui::Id::new(("pile filter", owner, format!("{zone:?}")));
    let mut filter = ui.data_mut(|d| d.get_temp::<String>(key)).unwrap_or_default();
    if seen.len() > 8 {
        ui.horizontal(|ui| {
            ui.label(lang.t("dialogs-pile-find", &[]));
            let hint = lang.t("dialogs-pile-find-hint", &[]);
            ui.add(egui::TextEdit::singleline(&mut filter).desired_width(200.0).hint_text(hint));
        });
        ui.data_mut(|d| d.insert_temp(key, filter.clone()));
    }
    let wanted = filter.trim().to_lowercase();
    let shown = |o: &&&crate::view::ObjectView| {
        wanted.is_empty()
            || o.known_name().to_lowercase().contains(&wanted)
            || o.shown.type_line.to_lowercase().contains(&wanted)
    };
    egui::ScrollArea::vertical().max_height(420.0).show(ui, |ui| {
        egui::Grid::new(("pile", owner, format!("{zone:?}"))).striped(true).show(ui, |ui| {
            let library = seen.len() + unseen;
            for o in seen.iter().filter(shown) {
                let place = o.place.map_or_else(String::new, |n| format!("{n}."));
                ui.label(RichText::new(place).weak());
                let name = RichText::new(o.known_name()).strong();
                match o.place.filter(|_| zone == Zone::Library) {
                    // A library card seen in its place is dragged onto another's place to go there.
                    Some(n) => {
                        let key = egui::Id::new(("pile card", &o.id));
                        let row = ui.dnd_drag_source(key, Reordered(o.id.clone()), |ui| ui.label(name)).response;
                        if row.dnd_hover_payload::<Reordered>().is_some_and(|p| p.0 != o.id) {
                            let r = row.rect;
                            ui.painter().hline(r.x_range(), r.top(), ui.visuals().selection.stroke);
                        }
                        if let Some(dragged) = row.dnd_release_payload::<Reordered>()
                            && dragged.0 != o.id
                        {
                            out.push(go(&dragged.0, Zone::Library, Some(Position::FromTop(n))));
                        }
                    }
                    None => _ = ui.label(name),
                }
                ui.label(RichText::new(&o.shown.type_line).weak());
                // One menu per card: where it goes, and within the library one place up or down
                // (scry, surveil).
                ui.menu_button(lang.t("dialogs-pile-move", &[]), |ui| {
                    let mut moves: Vec<(String, Zone, Option<Position>)> = Vec::new();
                    if let Some(n) = o.place {
                        if n > 1 {
                            moves.push((lang.t("dialogs-pile-up", &[]), Zone::Library, Some(Position::FromTop(n - 1))));
                        }
                        if (n as usize) < library {
                            moves.push((
                                lang.t("dialogs-pile-down", &[]),
                                Zone::Library,
                                Some(Position::FromTop(n + 1)),
                            ));
                        }
                    }
                    moves.extend([
                        (lang.t("dialogs-pile-top", &[]), Zone::Library, Some(Position::Top)),
                        (lang.t("dialogs-pile-bottom", &[]), Zone::Library, Some(Position::Bottom)),
                        (zone_name(lang, Zone::Graveyard), Zone::Graveyard, None),
                        (zone_name(lang, Zone::Hand), Zone::Hand, None),
                        (zone_name(lang, Zone::Battlefield), Zone::Battlefield, None),
                        (zone_name(lang, Zone::Exile), Zone::Exile, None),
                    ]);
                    for (label, to, position) in moves {
                        let same = to == zone && to != Zone::Library;
                        if !same && ui.button(label).clicked() {
                            out.push(go(&o.id, to, position));
                            ui.close();
                        }
                    }
                });
                ui.end_row();
            }
        });
    });
    if unseen > 0 {
        ui.label(RichText::new(lang.tr_with("dialogs-pile-unseen-count", &[("n", unseen.into())])).weak());
    }
    if zone == Zone::Library {
        ui.horizontal(|ui| {
            if ui.button(lang.t("dialogs-pile-search", &[])).clicked() {
                out.push(UiAction::Do(Action::Search { player: owner.to_string().into() }));
            }
            if ui.button(lang.t("dialogs-pile-shuffle", &[])).clicked() {
                out.push(UiAction::Do(Action::Shuffle { player: owner.to_string().into() }));
            }
        });
    }
    out
}
