//! The replay viewer's strip under the table: play, pause, step, speed, a jump to a turn, and
//! the timeline itself, a mark where each turn and each of its steps begins and where a life
//! total changes; a click on it goes there.

use bevy_egui::egui::{self, Color32, RichText, Sense, Stroke};

use super::UiAction;
use crate::overlay::model::TimelineModel;
use crate::session::TableCommand;
use crate::table::language::Words;

/// The speeds offered.
pub const SPEEDS: [f32; 6] = [0.25, 0.5, 1.0, 2.0, 4.0, 8.0];

/// The strip; what the player asked for.
pub fn timeline_strip(ui: &mut egui::Ui, t: &TimelineModel, playing: bool, turn_typed: &mut u32) -> Vec<UiAction> {
    let lang = ui.lang();
    let mut out = Vec::new();
    // The turn field starts at the turn shown.
    if *turn_typed == 0 {
        *turn_typed = t.turns.iter().take_while(|(s, _)| *s <= t.next).last().map_or(1, |x| x.1);
    }
    let go = |out: &mut Vec<UiAction>, c: TableCommand| out.push(UiAction::Table(c));
    ui.horizontal(|ui| {
        ui.label(RichText::new(lang.t("dialogs-replay", &[])).strong());
        if ui.button("⏮").on_hover_text(lang.t("dialogs-replay-start", &[])).clicked() {
            go(&mut out, TableCommand::GoTo(0));
        }
        if ui.button("◀").on_hover_text(lang.t("dialogs-replay-back", &[])).clicked() {
            go(&mut out, TableCommand::Back);
        }
        let play = if playing { lang.t("dialogs-replay-pause", &[]) } else { lang.t("dialogs-replay-play", &[]) };
        if ui.button(play).clicked() {
            go(&mut out, TableCommand::TogglePlay);
        }
        if ui.button("▶").on_hover_text(lang.t("dialogs-replay-next", &[])).clicked() {
            go(&mut out, TableCommand::Next);
        }
        if ui.button("⏭").on_hover_text(lang.t("dialogs-replay-end", &[])).clicked() {
            go(&mut out, TableCommand::GoTo(t.len));
        }
        egui::ComboBox::new("replay speed", lang.t("dialogs-replay-speed", &[]))
            .selected_text(format!("×{}", t.speed as f32 / 100.0))
            .show_ui(ui, |ui| {
                for s in SPEEDS {
                    if ui.selectable_label(t.speed == (s * 100.0) as u32, format!("×{s}")).clicked() {
                        go(&mut out, TableCommand::SetSpeed(s));
                    }
                }
            });
        ui.separator();
        let last = t.turns.last().map_or(1, |x| x.1);
        ui.label(lang.t("dialogs-replay-turn", &[]));
        ui.add(egui::DragValue::new(turn_typed).range(1..=last.max(1)));
        if ui.button(lang.t("dialogs-replay-go", &[])).clicked() {
            let step = t.turns.iter().find(|(_, n)| *n >= *turn_typed).map_or(t.len, |(s, _)| *s);
            go(&mut out, TableCommand::GoTo(step));
        }
        ui.separator();
        // The status line says the position in the same words (`session::timeline`).
        ui.label(crate::session::timeline::position_said(t.next, t.len, &t.here).text_in(lang));
    });
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, 30.0), Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, Color32::from_gray(28));
    let len = t.len.max(1) as f32;
    let x = |step: usize| rect.left() + rect.width() * step as f32 / len;
    for (step, _) in &t.phases {
        painter.line_segment(
            [egui::pos2(x(*step), rect.bottom() - 6.0), egui::pos2(x(*step), rect.bottom())],
            Stroke::new(1.0, Color32::from_gray(110)),
        );
    }
    for (step, turn) in &t.turns {
        painter.line_segment(
            [egui::pos2(x(*step), rect.top()), egui::pos2(x(*step), rect.bottom())],
            Stroke::new(1.0, Color32::from_gray(170)),
        );
        painter.text(
            egui::pos2(x(*step) + 2.0, rect.top() + 1.0),
            egui::Align2::LEFT_TOP,
            lang.t("dialogs-replay-turn-mark", &[("n", &turn.to_string())]),
            egui::FontId::proportional(11.0),
            Color32::from_gray(200),
        );
    }
    // A life change: a triangle, down and red for a loss, up and green for a gain, on its
    // player's row (the shape says which way, not the colour alone).
    let rows = t.players.len().max(1) as f32;
    for (step, player, change) in &t.lives {
        let y = rect.top() + 14.0 + (rect.height() - 18.0) * (*player as f32 + 0.5) / rows;
        let cx = x(*step);
        let (points, colour) = match *change < 0 {
            true => (
                vec![egui::pos2(cx - 3.5, y - 3.0), egui::pos2(cx + 3.5, y - 3.0), egui::pos2(cx, y + 3.0)],
                Color32::from_rgb(225, 85, 75),
            ),
            false => (
                vec![egui::pos2(cx - 3.5, y + 3.0), egui::pos2(cx + 3.5, y + 3.0), egui::pos2(cx, y - 3.0)],
                Color32::from_rgb(95, 200, 110),
            ),
        };
        painter.add(egui::Shape::convex_polygon(points, colour, Stroke::NONE));
    }
    let here = x(t.next);
    painter.line_segment(
        [egui::pos2(here, rect.top()), egui::pos2(here, rect.bottom())],
        Stroke::new(2.5, Color32::from_rgb(250, 210, 80)),
    );
    let at = |pos: egui::Pos2| (((pos.x - rect.left()) / rect.width()).clamp(0.0, 1.0) * len).round() as usize;
    if let Some(pos) = response.hover_pos() {
        let step = at(pos);
        let turn = t.turns.iter().take_while(|(s, _)| *s <= step).last().map_or(0, |x| x.1);
        let changes: Vec<String> = t
            .lives
            .iter()
            .filter(|(s, ..)| *s == step)
            .map(|(_, p, c)| format!("{} {c:+}", t.players.get(*p).map_or("?", String::as_str)))
            .collect();
        let (step, turn) = (step.to_string(), turn.to_string());
        let text = match changes.is_empty() {
            true => lang.t("dialogs-replay-goto", &[("step", &step), ("turn", &turn)]),
            false => {
                let changes = changes.join(", ");
                lang.t("dialogs-replay-goto-changes", &[("step", &step), ("turn", &turn), ("changes", &changes)])
            }
        };
        response.clone().on_hover_text(text);
    }
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        go(&mut out, TableCommand::GoTo(at(pos)));
    }
    out
}
