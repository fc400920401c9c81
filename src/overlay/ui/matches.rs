//! A match's dialogs (`game --match bo3`): who takes the first turn (103.1), asked of the
//! player who chooses, and sideboarding between games, shown to each seat for its own deck
//! only. The score is on the players' panels and at the top of the left panel.

use bevy_egui::egui::{self, RichText};

use super::UiAction;
use crate::scene::matches::{DeckParts, MatchView, Stage};
use crate::session::TableCommand;

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
    ui.label(RichText::new(format!("Match: {}", view.score)).strong());
    let line = match &view.stage {
        Some(Stage::Choosing { chooser }) => format!("Game {}: {chooser} chooses who takes the first turn", view.game),
        Some(Stage::Playing { first, .. }) => format!("Game {} · {first} took the first turn", view.game),
        Some(Stage::Sideboarding { ready }) if ready.is_empty() => format!("Sideboarding for game {}", view.game),
        Some(Stage::Sideboarding { ready }) => {
            format!("Sideboarding for game {} · ready: {}", view.game, ready.join(", "))
        }
        Some(Stage::Over { winner }) => format!("{winner} wins the match"),
        None => String::new(),
    };
    ui.label(line);
    ui.add_space(6.0);
}

/// The dialog the match asks of the seated player now, if any.
pub fn match_dialog(ctx: &egui::Context, view: &MatchView, seat: &str, draft: &mut SideboardDraft) -> Vec<UiAction> {
    let mut out = Vec::new();
    match &view.stage {
        Some(Stage::Choosing { chooser }) => {
            window(ctx, format!("Game {}: who takes the first turn?", view.game))
                .show(ctx, |ui| choose_first(ui, view, chooser, seat, &mut out));
        }
        Some(Stage::Sideboarding { ready }) => {
            window(ctx, format!("Sideboarding for game {}", view.game))
                .show(ctx, |ui| sideboarding(ui, view, seat, ready, draft, &mut out));
        }
        _ => {}
    }
    out
}

fn window(_ctx: &egui::Context, title: String) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new("match dialog"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
}

/// 103.1: the chooser picks the first player; anyone else is told to wait.
pub fn choose_first(ui: &mut egui::Ui, view: &MatchView, chooser: &str, seat: &str, out: &mut Vec<UiAction>) {
    ui.label(format!("Score: {}", view.score));
    ui.label(format!("{chooser} chooses who takes the first turn (103.1: {}).", view.why));
    if seat != chooser {
        ui.label(RichText::new(format!("Waiting for {chooser}: sit as {chooser} (Seat menu) to choose.")).weak());
        return;
    }
    ui.horizontal(|ui| {
        for (name, _) in &view.wins {
            let label =
                if name == seat { "I take the first turn".to_string() } else { format!("{name} takes the first turn") };
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
    let (Some(mine), Some(registered)) = (&view.mine, &view.registered) else {
        ui.label("The players are sideboarding.");
        return;
    };
    if ready.iter().any(|r| r == seat) {
        let waiting: Vec<&str> =
            view.wins.iter().map(|w| w.0.as_str()).filter(|p| !ready.iter().any(|r| r == p)).collect();
        ui.label(format!("{seat} is ready. Waiting for {} (Seat menu).", waiting.join(", ")));
        return;
    }
    let key = Some((seat.to_string(), view.game));
    if draft.for_game != key {
        *draft = SideboardDraft { for_game: key, deck: mine.clone() };
    }
    ui.label(format!("{seat}: swap cards between your deck and your sideboard. Your opponent sees none of this."));
    let (was, now) = (registered.main_size(), draft.deck.main_size());
    let side: u32 = draft.deck.sideboard.iter().map(|e| e.0).sum();
    ui.label(format!("Main deck {now} (registered {was}) · sideboard {side}"));
    ui.columns(2, |cols| {
        cols[0].label(RichText::new("Main deck").strong());
        let mut moved = None;
        egui::ScrollArea::vertical().id_salt("sb main").max_height(320.0).show(&mut cols[0], |ui| {
            for (n, name) in &draft.deck.main {
                ui.horizontal(|ui| {
                    if ui.small_button("to SB").clicked() {
                        moved = Some((name.clone(), true));
                    }
                    ui.label(format!("{n} {name}"));
                });
            }
        });
        cols[1].label(RichText::new("Sideboard").strong());
        egui::ScrollArea::vertical().id_salt("sb side").max_height(320.0).show(&mut cols[1], |ui| {
            for (n, name) in &draft.deck.sideboard {
                ui.horizontal(|ui| {
                    if ui.small_button("to main").clicked() {
                        moved = Some((name.clone(), false));
                    }
                    ui.label(format!("{n} {name}"));
                });
            }
        });
        if let Some((name, to_side)) = moved {
            draft.deck.swap_one(&name, to_side);
        }
    });
    ui.separator();
    ui.horizontal(|ui| {
        let ok = now == was || (was >= 60 && now >= 60);
        let label = format!("Ready for game {}", view.game);
        if ui.add_enabled(ok, egui::Button::new(label)).clicked() {
            out.push(UiAction::Table(TableCommand::Sideboard { player: seat.to_string(), deck: draft.deck.clone() }));
        }
        if ui.button("As in the last game").clicked() {
            draft.deck = mine.clone();
        }
        if !ok {
            ui.label(RichText::new(format!("the main deck keeps its {was} cards")).color(super::FAILED));
        }
    });
}
