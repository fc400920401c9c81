//! The choices a permanent of the seat's player makes as it enters (614.12a): unleash's and
//! riot's counter, riot's haste, a colour (a button each), a creature type (the types of the
//! seat's own cards first, a button each, then every creature type in a list, 205.3m), and a
//! card name (201.4: a text field whose words find the card database's names, and the names of
//! the opponents' cards seen at the table, a button each; the rules judge the name given).

use bevy_egui::egui;

use super::UiAction;
use crate::cards::{EntryAnswer, EntryChoice};
use crate::i18n::Lang;
use crate::rules::Action;
use crate::table::language::Words;
use crate::view::ObjectView;

/// Unleash, riot, a colour: one button per answer (every player's, at a table without a seat).
pub fn entry_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
    super::panels::choice_window(ctx, model, "panels-entry-title", 280.0, |o| {
        let choice =
            o.entry_choice.filter(|c| !matches!(c, EntryChoice::CreatureType | EntryChoice::CardName { .. }))?;
        let buttons: Vec<(String, Action)> =
            choice.answers().into_iter().map(|answer| (words(ctx.lang(), &answer), choose(o, answer))).collect();
        Some((question(ctx.lang(), o, choice), buttons))
    })
}

/// A creature type: the types of the seat's own cards it can see, most common first, a button
/// each, then every creature type in a list.
pub fn entry_type_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let asking: Vec<&ObjectView> = model
        .table
        .objects
        .iter()
        .filter(|o| model.seat.is_empty() || o.controller == model.seat)
        .filter(|o| o.entry_choice == Some(EntryChoice::CreatureType))
        .collect();
    let Some(o) = asking.first() else { return out };
    let common = common_types(model, &o.controller);
    egui::Window::new(lang.t("panels-entry-title", &[]))
        .id(egui::Id::new("panels-entry-type"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 280.0])
        .show(ctx, |ui| {
            ui.label(question(lang, o, EntryChoice::CreatureType));
            ui.horizontal_wrapped(|ui| {
                for kind in &common {
                    if ui.button(kind.as_str()).clicked() {
                        out.push(UiAction::Do(choose(o, EntryAnswer::Type(kind.clone()))));
                    }
                }
            });
            egui::ComboBox::from_id_salt("entry-type-list")
                .selected_text(lang.t("panels-entry-every-type", &[]))
                .show_ui(ui, |ui| {
                    for kind in crate::cards::creature_types::CREATURE_TYPES {
                        if ui.selectable_label(false, kind).clicked() {
                            out.push(UiAction::Do(choose(o, EntryAnswer::Type(kind.to_string()))));
                        }
                    }
                });
        });
    out
}

/// A card name (201.4) as a permanent enters: `names::name_picker` in a window of its own.
pub fn entry_name_choice(
    ctx: &egui::Context,
    model: &crate::view::seat::SeatModel,
    db: &crate::cards::CardDb,
) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let asking = model
        .table
        .objects
        .iter()
        .filter(|o| model.seat.is_empty() || o.controller == model.seat)
        .find(|o| matches!(o.entry_choice, Some(EntryChoice::CardName { .. })));
    let Some(o) = asking else { return out };
    let Some(EntryChoice::CardName { nonland }) = o.entry_choice else { return out };
    egui::Window::new(lang.t("panels-entry-title", &[]))
        .id(egui::Id::new("panels-entry-name"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 280.0])
        .show(ctx, |ui| {
            ui.label(question(lang, o, EntryChoice::CardName { nonland }));
            let picked = super::names::name_picker(
                ui,
                model,
                db,
                (nonland, &o.controller),
                ("panels-entry-name", o.id.as_str()),
            );
            out.extend(picked.map(|n| UiAction::Do(choose(o, EntryAnswer::Name(n)))));
        });
    out
}

/// The creature types of `player`'s cards the seat can see (on the battlefield, in a hand, in
/// a graveyard), most common first, at most eight.
fn common_types(model: &crate::view::seat::SeatModel, player: &str) -> Vec<String> {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for o in model.table.objects.iter().filter(|o| o.owner == player || o.controller == player) {
        for s in o.shown.subtypes.iter().filter(|s| crate::cards::creature_types::creature_type(s).is_some()) {
            match counts.iter_mut().find(|(k, _)| k == s) {
                Some((_, n)) => *n += 1,
                None => counts.push((s.clone(), 1)),
            }
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    counts.into_iter().take(8).map(|(k, _)| k).collect()
}

fn choose(o: &ObjectView, answer: EntryAnswer) -> Action {
    Action::ChooseAsEnters { card: o.id.clone().into(), answer }
}

fn question(lang: Lang, o: &ObjectView, choice: EntryChoice) -> String {
    lang.t("panels-entry-question", &[("player", &o.controller), ("card", &o.known_name()), ("choice", choice.key())])
}

/// An answer in the interface's words (a colour's as the colour dialog says it).
fn words(lang: Lang, answer: &EntryAnswer) -> String {
    match answer {
        EntryAnswer::Color(c) => lang.t("panels-color-choice", &[("color", c.word())]),
        EntryAnswer::Type(kind) | EntryAnswer::Name(kind) => kind.clone(),
        other => lang.t(other.message(), &[]),
    }
}
