//! The phase bar of an assisted table: the turn's steps with the current one lit, whose turn it
//! is, who holds priority, and the buttons the step asks for: Pass (Space), Attack / No attacks
//! in the declare attackers step, Block / No blocks in the declare blockers step. Attacks and
//! blocks are drawn first as arrows (Shift+right-drag a creature onto a player, planeswalker or
//! battle; right-drag a creature onto an attacker), and the button declares them.

use bevy_egui::egui;

use super::UiAction;
use crate::rules::action::{Action, PassUntil, Target};
use crate::rules::game::TurnStep;
use crate::view::TableView;
use crate::view::seat::SeatModel;

/// The bar's steps, as players abbreviate them, with the step each stands for.
const STEPS: [(&str, TurnStep); 12] = [
    ("Untap", TurnStep::Untap),
    ("Upkeep", TurnStep::Upkeep),
    ("Draw", TurnStep::Draw),
    ("Main 1", TurnStep::PrecombatMain),
    ("Combat", TurnStep::BeginningOfCombat),
    ("Attack", TurnStep::DeclareAttackers),
    ("Block", TurnStep::DeclareBlockers),
    ("Damage", TurnStep::CombatDamage),
    ("End combat", TurnStep::EndOfCombat),
    ("Main 2", TurnStep::PostcombatMain),
    ("End", TurnStep::End),
    ("Cleanup", TurnStep::Cleanup),
];

/// Who holds priority, by name.
pub fn priority_holder(view: &TableView) -> Option<&str> {
    view.players.iter().find(|p| p.priority).map(|p| p.name.as_str())
}

/// The attack arrows `player` has drawn from creatures they control that aren't attacking yet:
/// the declaration the Attack button makes.
pub fn drawn_attacks(view: &TableView, player: &str) -> Vec<(String, Target)> {
    let mine = |id: &str| view.objects.iter().any(|o| o.id == id && o.controller == player && o.combat.is_none());
    let mut out: Vec<(String, Target)> = Vec::new();
    for a in view.arrows.iter().filter(|a| a.attack && mine(&a.from_id)) {
        let to = match (&a.to_player, &a.to_id) {
            (Some(p), _) => Target::Player(p.clone().into()),
            (None, Some(id)) => Target::Object(id.clone()),
            (None, None) => continue,
        };
        if !out.iter().any(|(f, _)| *f == a.from_id) {
            out.push((a.from_id.clone(), to));
        }
    }
    out
}

/// The arrows `player` has drawn from creatures they control onto attacking creatures: the
/// declaration the Block button makes.
pub fn drawn_blocks(view: &TableView, player: &str) -> Vec<(String, String)> {
    let mine = |id: &str| view.objects.iter().any(|o| o.id == id && o.controller == player && o.combat.is_none());
    let attacking = |id: &str| view.objects.iter().any(|o| o.id == id && o.combat.as_deref() == Some("attacking"));
    let mut out: Vec<(String, String)> = Vec::new();
    for a in view.arrows.iter().filter(|a| !a.attack && mine(&a.from_id)) {
        if let Some(to) = a.to_id.as_ref().filter(|t| attacking(t))
            && !out.iter().any(|(b, _)| *b == a.from_id)
        {
            out.push((a.from_id.clone(), to.clone()));
        }
    }
    out
}

/// Draws the bar (only at an assisted table); `seat` is the window's player ("" when it may act
/// for every player, as a local table does).
pub fn phase_bar(ui: &mut egui::Ui, model: &SeatModel, seat: &str) -> Vec<UiAction> {
    let mut out = Vec::new();
    let view = &model.table;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(format!("Turn {} · {}", model.turn, model.active)).strong());
        ui.separator();
        // The seat's stops in this turn's steps: a dot; a click on a step sets or clears one.
        let my_turn = model.active == model.seat;
        let stops = model.stops.as_ref().map(|(own, others)| if my_turn { own } else { others });
        for (label, step) in STEPS {
            let now = step == model.turn_step;
            let stop = stops.is_some_and(|s| s.contains(&step));
            let mark = match (now, stop) {
                (true, _) => "▶ ",
                (false, true) => "● ",
                (false, false) => "",
            };
            let text = egui::RichText::new(format!("{mark}{label}"));
            let text = match (now, stop) {
                (true, _) => text.strong().color(ui.visuals().strong_text_color()),
                (false, true) => text,
                (false, false) => text.weak(),
            };
            let shown = egui::Frame::new().inner_margin(egui::Margin::symmetric(4, 1)).corner_radius(3.0);
            let shown = if now { shown.fill(ui.visuals().selection.bg_fill) } else { shown };
            let clicked = shown
                .show(ui, |ui| ui.add(egui::Label::new(text).sense(egui::Sense::click())))
                .inner
                .on_hover_text(match (my_turn, stop) {
                    (true, true) => "you stop here in your turns: click to pass by yourself here",
                    (true, false) => "click to stop here in your turns",
                    (false, true) => "you stop here in the others' turns: click to pass by yourself here",
                    (false, false) => "click to stop here in the others' turns",
                })
                .clicked();
            if clicked
                && !model.seat.is_empty()
                && let Some((own, others)) = model.stops.clone()
                && crate::rules::ops::priority::step_has_priority(step)
            {
                let toggle = |mut v: Vec<TurnStep>| {
                    match v.iter().position(|s| *s == step) {
                        Some(i) => _ = v.remove(i),
                        None => v.push(step),
                    }
                    v
                };
                let (own, others) = if my_turn { (toggle(own), others) } else { (own, toggle(others)) };
                out.push(UiAction::Do(Action::SetStops { player: model.seat.clone().into(), own, others }));
            }
        }
        ui.separator();
        let holder = priority_holder(view);
        let acts_for = |p: &str| seat.is_empty() || seat == p;
        match holder {
            Some(h) if acts_for(h) => {
                let prompt = match (seat.is_empty(), model.turn_step) {
                    // 514.1: the cleanup step waits only for the active player's discard.
                    (true, TurnStep::Cleanup) => format!("{h}: discard down to 7 cards, then"),
                    (false, TurnStep::Cleanup) => "Discard down to 7 cards, then".to_string(),
                    (true, _) => format!("{h}'s priority:"),
                    (false, _) => "Your priority:".to_string(),
                };
                ui.label(egui::RichText::new(prompt).strong());
                let pass = ui.button("Pass (Space)").on_hover_text("117.3d: pass priority to the next player");
                if pass.clicked() {
                    out.push(UiAction::Do(Action::PassPriority { player: h.to_string().into(), until: None }));
                }
                for (label, until, hover) in [
                    ("F2", PassUntil::SomethingHappens, "pass until an opponent casts, activates or attacks you"),
                    ("F3", PassUntil::EndOfTurn, "pass until the end of the turn, unless an opponent acts"),
                    ("F4", PassUntil::MyTurn, "pass until your next turn, unless an opponent acts"),
                ] {
                    if ui.small_button(label).on_hover_text(hover).clicked() {
                        out.push(UiAction::Do(Action::PassPriority { player: h.to_string().into(), until: Some(until) }));
                    }
                }
            }
            Some(h) => _ = ui.label(format!("{h} has priority")),
            None => _ = ui.label("nobody has priority"),
        }
        let active = model.active.as_str();
        let attacked = view.objects.iter().any(|o| o.combat.is_some());
        if model.turn_step == TurnStep::DeclareAttackers && !attacked && acts_for(active) {
            ui.separator();
            let drawn = drawn_attacks(view, active);
            let attack = ui
                .add_enabled(!drawn.is_empty(), egui::Button::new(format!("Attack ({})", drawn.len())))
                .on_hover_text("508.1: declare the attacks drawn (Shift+right-drag a creature onto a player, planeswalker or battle)");
            if attack.clicked() {
                out.push(UiAction::Do(Action::DeclareAttackers { player: active.to_string().into(), attackers: drawn }));
            }
            if ui.button("No attacks").clicked() {
                out.push(UiAction::Do(Action::DeclareAttackers {
                    player: active.to_string().into(),
                    attackers: Vec::new(),
                }));
            }
        }
        if model.turn_step == TurnStep::DeclareBlockers {
            for p in model.players.iter().filter(|p| *p != active && acts_for(p)) {
                ui.separator();
                let drawn = drawn_blocks(view, p);
                let who = if seat.is_empty() { format!("{p}: ") } else { String::new() };
                let block = ui
                    .add_enabled(!drawn.is_empty(), egui::Button::new(format!("{who}Block ({})", drawn.len())))
                    .on_hover_text("509.1: declare the blocks drawn (right-drag a creature onto an attacker)");
                if block.clicked() {
                    out.push(UiAction::Do(Action::DeclareBlockers { player: p.clone().into(), blockers: drawn }));
                }
                if ui.button(format!("{who}No blocks")).clicked() {
                    out.push(UiAction::Do(Action::DeclareBlockers { player: p.clone().into(), blockers: Vec::new() }));
                }
            }
        }
    });
    out
}
