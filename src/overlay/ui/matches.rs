//! A match's dialogs (`game --match bo3`): who takes the first turn (103.1), asked of the
//! player who chooses, and sideboarding between games, shown to each seat for its own deck
//! only. The score is on the players' panels and at the top of the left panel.

use bevy_egui::egui::{self, RichText};

use super::UiAction;
use crate::scene::matches::{DeckParts, MatchView, Stage};
use crate::session::TableCommand;
use crate::table::language::Words;

/// The deck a seat is sideboarding, before it says it is ready: whose, for which game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideboardDraft {
    /// The player and the game it is for.
    pub for_game: Option<(String, usize)>,
    /// The deck as swapped so far.
    pub deck: DeckParts,
}

/// The match's heading for the left panel: the score, and what the match waits for.
pub fn match_heading(ui: &mut egui::Ui, view: &MatchView) {
    let lang = ui.lang();
    ui.label(RichText::new(lang.t("match-score", &[("score", &view.score.text_in(lang))])).strong());
    let n = view.game.to_string();
    let line = match &view.stage {
        Some(Stage::Choosing { chooser }) => lang.t("match-choosing", &[("n", &n), ("chooser", chooser)]),
        Some(Stage::Playing { first, .. }) => lang.t("match-playing", &[("n", &n), ("first", first)]),
        Some(Stage::Sideboarding { ready }) if ready.is_empty() => lang.t("match-sideboarding", &[("n", &n)]),
        Some(Stage::Sideboarding { ready }) => {
            lang.t("match-sideboarding-ready", &[("n", &n), ("ready", &ready.join(", "))])
        }
        Some(Stage::Over { winner }) => lang.t("match-over", &[("winner", winner)]),
        None => String::new(),
    };
    ui.label(line);
    ui.add_space(6.0);
}

/// The dialog the match asks of the seated player now, if any.
pub fn match_dialog(ctx: &egui::Context, view: &MatchView, seat: &str, draft: &mut SideboardDraft) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    match &view.stage {
        Some(Stage::Choosing { chooser }) => {
            window(lang.t("match-first-title", &[("n", &view.game.to_string())]))
                .show(ctx, |ui| choose_first(ui, view, chooser, seat, &mut out));
        }
        Some(Stage::Sideboarding { ready }) => {
            window(lang.t("match-sideboarding", &[("n", &view.game.to_string())]))
                .show(ctx, |ui| sideboarding(ui, view, seat, ready, draft, &mut out));
        }
        _ => {}
    }
    out
}

fn window(title: String) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new("match dialog"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
}

/// 103.1: the chooser picks the first player; anyone else is told to wait.
pub fn choose_first(ui: &mut egui::Ui, view: &MatchView, chooser: &str, seat: &str, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    ui.label(lang.t("match-score-line", &[("score", &view.score.text_in(lang))]));
    ui.label(lang.t("match-chooses", &[("chooser", chooser), ("why", &view.why.text_in(lang))]));
    if seat != chooser {
        ui.label(RichText::new(lang.t("match-wait-chooser", &[("chooser", chooser)])).weak());
        return;
    }
    ui.horizontal(|ui| {
        for (name, _) in &view.wins {
            let label = if name == seat {
                lang.t("match-i-go-first", &[])
            } else {
                lang.t("match-goes-first", &[("name", name)])
            };
            if ui.button(label).clicked() {
                let c = TableCommand::ChooseFirst { chooser: chooser.to_string(), first: name.clone() };
                out.push(UiAction::Table(c));
            }
        }
    });
}

/// The seat's own deck and sideboard, a card at a time across; Ready once the main deck keeps
/// its size.
pub fn sideboarding(
    ui: &mut egui::Ui,
    view: &MatchView,
    seat: &str,
    ready: &[String],
    draft: &mut SideboardDraft,
    out: &mut Vec<UiAction>,
) {
    let lang = ui.lang();
    let (Some(mine), Some(registered)) = (&view.mine, &view.registered) else {
        ui.label(lang.t("match-watching", &[]));
        return;
    };
    if ready.iter().any(|r| r == seat) {
        let waiting: Vec<&str> =
            view.wins.iter().map(|w| w.0.as_str()).filter(|p| !ready.iter().any(|r| r == p)).collect();
        ui.label(lang.t("match-waiting", &[("seat", seat), ("others", &waiting.join(", "))]));
        return;
    }
    let key = Some((seat.to_string(), view.game));
    if draft.for_game != key {
        *draft = SideboardDraft { for_game: key, deck: mine.clone() };
    }
    ui.label(lang.t("match-sideboard-intro", &[("seat", seat)]));
    let (was, now) = (registered.main_size(), draft.deck.main_size());
    let side: u32 = draft.deck.sideboard.iter().map(|e| e.0).sum();
    let sizes = [("main", now.to_string()), ("registered", was.to_string()), ("side", side.to_string())];
    ui.label(lang.t("match-sizes", &sizes.each_ref().map(|(k, v)| (*k, v.as_str()))));
    // The main deck on the left, each card with "to SB"; the sideboard on the right, "to main".
    let mut moved = None;
    ui.columns(2, |cols| {
        let parts = [
            (&draft.deck.main, "match-main", "match-to-sb", true),
            (&draft.deck.sideboard, "match-sideboard", "match-to-main", false),
        ];
        for (col, (list, heading, button, to_side)) in cols.iter_mut().zip(parts) {
            col.label(RichText::new(lang.t(heading, &[])).strong());
            egui::ScrollArea::vertical().id_salt(heading).max_height(320.0).show(col, |ui| {
                for (n, name) in list {
                    ui.horizontal(|ui| {
                        if ui.small_button(lang.t(button, &[])).clicked() {
                            moved = Some((name.clone(), to_side));
                        }
                        ui.label(format!("{n} {name}"));
                    });
                }
            });
        }
    });
    if let Some((name, to_side)) = moved {
        draft.deck.swap_one(&name, to_side);
    }
    ui.separator();
    ui.horizontal(|ui| {
        let ok = now == was || (was >= 60 && now >= 60);
        let label = lang.t("match-ready", &[("n", &view.game.to_string())]);
        if ui.add_enabled(ok, egui::Button::new(label)).clicked() {
            out.push(UiAction::Table(TableCommand::Sideboard { player: seat.to_string(), deck: draft.deck.clone() }));
        }
        if ui.button(lang.t("match-as-before", &[])).clicked() {
            draft.deck = mine.clone();
        }
        if !ok {
            ui.label(RichText::new(lang.t("match-keep-size", &[("n", &was.to_string())])).color(super::FAILED));
        }
    });
}
