//! A player's life and counters, edited in one small window: opened by a click on the player's
//! panel on the table. ±1 and ±5 buttons, the mouse wheel over the life total, a total typed in;
//! each kind of counter the player has, or may well get, with − and +, and any other kind by
//! name.

use bevy_egui::egui;

use super::UiAction;
use super::menus::{a_counter, counted, counter_name};
use crate::rules::{Action, CounterKind};
use crate::table::language::Words;
use crate::view::PlayerView;

/// The counter kinds a player is offered even before having one (122.1: poison, energy,
/// experience, rad, ticket).
pub const PLAYER_COUNTERS: [&str; 5] = ["poison", "energy", "experience", "rad", "ticket"];

/// What is being typed in the editor.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LifeDraft {
    /// A life total to set.
    pub total: String,
    /// Another kind of counter, by name.
    pub kind: String,
}

/// The editor's body for `p`.
pub fn life_editor(ui: &mut egui::Ui, p: &PlayerView, draft: &mut LifeDraft) -> Vec<UiAction> {
    let lang = ui.lang();
    let mut out = Vec::new();
    let player = || p.name.clone().into();
    let life = |by: i32| UiAction::Do(Action::ChangeLife { player: player(), by });
    ui.horizontal(|ui| {
        for by in [-5, -1] {
            if ui.button(format!("{by}")).clicked() {
                out.push(life(by));
            }
        }
        let total = ui
            .add(
                egui::Label::new(egui::RichText::new(counted(lang, "menus-life-total", i64::from(p.life))).heading())
                    .sense(egui::Sense::hover()),
            )
            .on_hover_text(lang.t("menus-life-wheel", &[]));
        if total.hovered() {
            // One step of the wheel, one life: each wheel event counts once.
            let steps: Vec<f32> = ui.input(|i| {
                i.raw
                    .events
                    .iter()
                    .filter_map(|e| match e {
                        egui::Event::MouseWheel { delta, .. } if delta.y != 0.0 => Some(delta.y),
                        _ => None,
                    })
                    .collect()
            });
            out.extend(steps.into_iter().map(|y| life(if y > 0.0 { 1 } else { -1 })));
        }
        for by in [1, 5] {
            if ui.button(format!("+{by}")).clicked() {
                out.push(life(by));
            }
        }
    });
    ui.horizontal(|ui| {
        ui.label(lang.t("menus-life-set-to", &[]));
        let field = ui.add(egui::TextEdit::singleline(&mut draft.total).desired_width(60.0));
        let typed = draft.total.trim().parse::<i32>();
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.add_enabled(typed.is_ok(), egui::Button::new(lang.t("menus-life-set", &[]))).clicked()
            || (enter && typed.is_ok())
        {
            if let Ok(total) = typed {
                out.push(UiAction::Do(Action::SetLife { player: player(), life: total }));
            }
            draft.total.clear();
        }
    });
    ui.separator();
    let mut kinds: Vec<String> = p.counters.iter().map(|(k, _)| k.clone()).collect();
    for k in PLAYER_COUNTERS {
        if !kinds.iter().any(|x| x == k) {
            kinds.push(k.to_string());
        }
    }
    egui::Grid::new(("player counters", p.name.as_str())).num_columns(3).show(ui, |ui| {
        for kind in kinds {
            let n = p.counters.iter().find(|(k, _)| *k == kind).map_or(0, |(_, n)| *n);
            ui.label(lang.t("menus-counter-count", &[("kind", &counter_name(lang, &kind)), ("n", &n.to_string())]));
            let counters = |by: i32| {
                UiAction::Do(Action::PlayerCounters { player: player(), kind: CounterKind::parse(&kind), by })
            };
            if ui
                .add_enabled(n > 0, egui::Button::new("−"))
                .on_hover_text(lang.t("menus-remove-hint", &[("counter", &a_counter(lang, &kind))]))
                .clicked()
            {
                out.push(counters(-1));
            }
            if ui.button("+").on_hover_text(lang.t("menus-put-hint", &[("counter", &a_counter(lang, &kind))])).clicked()
            {
                out.push(counters(1));
            }
            ui.end_row();
        }
    });
    ui.horizontal(|ui| {
        ui.label(lang.t("menus-another-kind", &[]));
        // A kind as scenes write it: the name the rules read, in any language.
        let example = lang.t("menus-for-example", &[("kind", "charge")]);
        ui.add(egui::TextEdit::singleline(&mut draft.kind).desired_width(90.0).hint_text(example));
        let kind = draft.kind.trim().to_string();
        if ui.add_enabled(!kind.is_empty(), egui::Button::new(lang.t("menus-life-put-one", &[]))).clicked() {
            out.push(UiAction::Do(Action::PlayerCounters { player: player(), kind: CounterKind::parse(&kind), by: 1 }));
            draft.kind.clear();
        }
    });
    out
}
