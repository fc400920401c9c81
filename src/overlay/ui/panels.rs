//! The overlay's panels: the inspector with the derivation, the log, the scene panel, a
//! rule's text and the help.

use bevy_egui::egui::{self, RichText};
use fluent_bundle::FluentValue;

use super::{FAILED, MODIFIED, PASSED, UiAction, rule_links};
use crate::i18n::Lang;
use crate::overlay::model::{LogLine, SceneModel, StepState};
use crate::overlay::rules_text::RulesText;
use crate::rules::Action;
use crate::session::TableCommand;
use crate::table::keymap::{Command, Keymap, Table, hint, pointer_help};
use crate::table::language::Words;
use crate::view::words::{colour_words, zone_name};
use crate::view::{ObjectView, Shown, TableView};

/// `n` as an ordinal: a message's forms of it follow the language's ordinals (1st, 2nd, 3rd…).
fn ordinal(n: usize) -> fluent_bundle::types::FluentNumber {
    use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberType};
    FluentNumber::new(n as f64, FluentNumberOptions { r#type: FluentNumberType::Ordinal, ..Default::default() })
}

/// A message with a count `n` (which its plural forms follow) and text placeholders.
fn counted(lang: Lang, id: &str, n: impl Into<FluentValue<'static>>, args: &[(&str, &str)]) -> String {
    let mut all: Vec<(&str, FluentValue<'_>)> = vec![("n", n.into())];
    all.extend(args.iter().map(|(k, v)| (*k, FluentValue::from(*v))));
    lang.tr_with(id, &all)
}

fn characteristics(ui: &mut egui::Ui, s: &Shown, pt_modified: bool) {
    let lang = ui.lang();
    egui::Grid::new(("chars", s.name.as_str())).num_columns(2).striped(true).show(ui, |ui| {
        let row = |ui: &mut egui::Ui, k: &str, v: RichText| {
            ui.label(RichText::new(k).weak());
            ui.add(egui::Label::new(v).wrap());
            ui.end_row();
        };
        let name = if s.name.is_empty() { lang.t("panels-no-name", &[]) } else { s.name.clone() };
        row(ui, &lang.t("panels-name", &[]), RichText::new(name).strong());
        let cost = if s.mana_cost.is_empty() { "—".to_string() } else { s.mana_cost.clone() };
        let value = s.mana_value.to_string();
        row(
            ui,
            &lang.t("panels-mana-cost", &[]),
            RichText::new(lang.t("panels-mana-cost-value", &[("cost", &cost), ("value", &value)])),
        );
        row(ui, &lang.t("panels-colours", &[]), RichText::new(colour_words(lang, s.colors)));
        row(ui, &lang.t("panels-type", &[]), RichText::new(s.type_line.clone()));
        if let (Some(p), Some(toughness)) = (s.power, s.toughness) {
            let pt = RichText::new(format!("{p}/{toughness}")).strong();
            row(ui, &lang.t("panels-pt", &[]), if pt_modified { pt.color(MODIFIED) } else { pt });
        }
        if let Some(l) = s.loyalty {
            row(ui, &lang.t("panels-loyalty", &[]), RichText::new(l.to_string()));
        }
        if let Some(d) = s.defense {
            row(ui, &lang.t("panels-defense", &[]), RichText::new(d.to_string()));
        }
    });
    if !s.text.is_empty() {
        let lines: Vec<&str> = s.text.lines().filter(|l| !l.trim().is_empty()).collect();
        // Each line with what the table does with it, where the lines are the ones the levels
        // were read from (a card's words in another language may be laid out otherwise).
        if lines.len() == s.levels.len() {
            for (line, level) in lines.iter().zip(&s.levels) {
                ui.horizontal_wrapped(|ui| {
                    ui.add(egui::Label::new(RichText::new(*line).italics()).wrap());
                    ui.label(
                        RichText::new(format!("[{}]", lang.t(level.message(), &[])))
                            .small()
                            .color(super::stack::level_colour(*level)),
                    );
                });
            }
        } else {
            ui.add(egui::Label::new(RichText::new(s.text.clone()).italics()).wrap());
            if let Some(lowest) = s.levels.iter().min() {
                let level = lang.t(lowest.message(), &[]);
                ui.label(
                    RichText::new(lang.t("panels-card-level", &[("level", &level)]))
                        .small()
                        .color(super::stack::level_colour(*lowest)),
                );
            }
        }
    }
}

/// The inspector: the face up's characteristics, status, counters, attachments, where each
/// value came from, and the other face on demand. Other objects are named as `table`'s viewer
/// knows them.
pub fn inspector(ui: &mut egui::Ui, o: &ObjectView, table: &TableView, peek_other: bool) -> Vec<UiAction> {
    let lang = ui.lang();
    let mut out = Vec::new();
    let title = if o.shown.name.is_empty() { lang.t("panels-face-down", &[]) } else { o.shown.name.clone() };
    ui.heading(title);
    let key = hint(lang, Command::PeekOther);
    match (&o.other_face, peek_other) {
        (Some(other), true) => {
            ui.label(RichText::new(lang.t("panels-other-face", &[])).color(MODIFIED));
            characteristics(ui, other, false);
            if ui.button(lang.t("panels-back-to-face-up", &[("key", &key)])).clicked() {
                out.push(UiAction::PeekOther);
            }
            return out;
        }
        (Some(_), false) => {
            if ui.button(lang.t("panels-show-other-face", &[("key", &key)])).clicked() {
                out.push(UiAction::PeekOther);
            }
        }
        (None, _) => {}
    }
    characteristics(ui, &o.shown, o.pt_modified);
    ui.separator();
    let mut status = vec![zone_name(lang, o.zone)];
    status.extend(o.status_naming(lang, &|id: &str| table.known_name(id)));
    ui.label(status.join(" · "));
    ui.label(lang.t("panels-owner-controller", &[("owner", &o.owner), ("controller", &o.controller)]));
    if !o.counters.is_empty() {
        let c: Vec<String> =
            o.counters.iter().map(|(k, n)| format!("{n} × {}", crate::view::words::counter_words(lang, k))).collect();
        ui.label(lang.t("panels-counters", &[("counters", &c.join(", "))]));
    }
    if let Some(h) = &o.attached_to {
        ui.label(lang.t("panels-attached-to", &[("name", &table.known_name(h))]));
    }
    if !o.attachments.is_empty() {
        let names: Vec<String> = o.attachments.iter().map(|a| table.known_name(a)).collect();
        ui.label(lang.t("panels-attached-to-it", &[("names", &names.join(", "))]));
    }
    if let Some(n) = &o.note {
        ui.label(RichText::new(lang.t("panels-note", &[("note", n)])).italics());
    }
    if let Some(tax) = o.commander_tax {
        ui.label(lang.t("panels-commander", &[("owner", &o.owner), ("tax", &format!("{{{tax}}}"))]));
    }
    if let Some(i) = &o.identity {
        ui.separator();
        ui.label(RichText::new(lang.t("panels-its-face", &[])).weak());
        characteristics(ui, i, false);
    }
    if !o.derivation.is_empty() {
        ui.separator();
        ui.label(RichText::new(lang.t("panels-derivation", &[])).strong());
        for d in &o.derivation {
            ui.horizontal_wrapped(|ui| {
                let layer = RichText::new(crate::view::words::layer_words(lang, d.layer)).strong();
                let what = lang.t("panels-layer", &[("layer", d.layer.label()), ("rule", d.layer.rule())]);
                ui.add_sized([112.0, 14.0], egui::Label::new(layer)).on_hover_text(what);
                ui.label(format!("{}: {}", d.source.text_in(lang), d.change.text_in(lang)));
                rule_links(ui, &d.rule, &mut out);
            });
        }
    }
    out
}

/// The log, newest at the bottom, with what was said at a networked table where it came; a rule
/// number shows its text.
pub fn log_panel(ui: &mut egui::Ui, log: &[LogLine], chat: &[super::ChatLine], detail: bool) -> Vec<UiAction> {
    let mut out = Vec::new();
    let said = |ui: &mut egui::Ui, c: &super::ChatLine| {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{}:", c.from)).strong().color(egui::Color32::from_rgb(120, 190, 240)));
            ui.label(&c.text);
        });
    };
    let shown = egui::ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, false]).show(ui, |ui| {
        let mut chat = chat.iter().peekable();
        for (i, line) in log.iter().enumerate() {
            while let Some(c) = chat.next_if(|c| c.after <= i) {
                said(ui, c);
            }
            if !detail && bookkeeping(line) {
                continue;
            }
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("T{}", line.turn)).weak().monospace());
                if let Some(r) = line.rule.as_ref().filter(|_| detail) {
                    rule_links(ui, r, &mut out);
                }
                let text = RichText::new(&line.text);
                ui.label(if line.text.starts_with('>') { text.strong() } else { text });
            });
        }
        for c in chat {
            said(ui, c);
        }
    });
    // egui keeps a log scrolled to its bottom there by moving it after the frame that grew it
    // has been laid out: a window that rests until the next event would show the new lines
    // only then. A log that grew is drawn again at once, its newest line in sight.
    let height = ui.id().with("log height");
    let before: Option<f32> = ui.data(|d| d.get_temp(height));
    ui.data_mut(|d| d.insert_temp(height, shown.content_size.y));
    if before != Some(shown.content_size.y) {
        ui.ctx().request_repaint();
    }
    out
}

/// A log line only a rules tester needs: a card becoming a new object as it changes zones
/// (400.7), said of every move; a player receiving priority (117.3) and a pass the table made
/// for a player with no stop there (117.3d), said of every step, about half of a game's lines.
/// Folded away with the log's rules detail off.
pub fn bookkeeping(line: &LogLine) -> bool {
    let said = line.said.as_ref().and_then(|s| s.parts.last());
    let by_itself = |p: &crate::i18n::SaidPart| {
        p.args.iter().any(|(k, v)| k == "auto" && *v == crate::i18n::SaidArg::Words("yes".into()))
    };
    let priority = said.is_some_and(|p| match p.id.as_str() {
        "log-receives-priority" => true,
        "log-passes-priority" | "log-passes-priority-with-mana" => by_itself(p),
        _ => false,
    });
    priority || line.rule.as_deref() == Some("400.7") || line.text.contains("it is a new object")
}

/// At a networked table: another player asks to undo the last action (Accept, Decline), or
/// this window's asking waits for the others.
pub fn undo_question(ctx: &egui::Context, asked: &crate::session::talk::UndoAsk) -> Vec<UiAction> {
    let lang = ctx.lang();
    let (by, what) = (&asked.by, &asked.what.text_in(lang));
    let mut out = Vec::new();
    egui::Window::new(lang.t("panels-undo-title", &[]))
        .id(egui::Id::new("undo question"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .show(ctx, |ui| {
            if asked.mine {
                ui.label(lang.t("panels-undo-mine", &[("what", what)]));
                return;
            }
            ui.label(lang.t("panels-undo-asks", &[("player", by), ("what", what)]));
            ui.horizontal(|ui| {
                if ui.button(lang.t("panels-accept", &[])).clicked() {
                    out.push(UiAction::AnswerUndo(true));
                }
                if ui.button(lang.t("panels-decline", &[])).clicked() {
                    out.push(UiAction::AnswerUndo(false));
                }
            });
        });
    out
}

/// At a networked table: another player asks to do something to what is this seat's (tap its
/// permanent, deal damage to it, change its life): Allow, Decline.
pub fn consent_question(ctx: &egui::Context, id: u64, by: &str, what: &str) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    egui::Window::new(lang.t("panels-allow-title", &[]))
        .id(egui::Id::new("consent question"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 140.0])
        .show(ctx, |ui| {
            ui.label(lang.t("panels-allow-asks", &[("player", by), ("what", what)]));
            ui.horizontal(|ui| {
                if ui.button(lang.t("panels-allow", &[])).clicked() {
                    out.push(UiAction::AnswerConsent(id, true));
                }
                if ui.button(lang.t("panels-decline", &[])).clicked() {
                    out.push(UiAction::AnswerConsent(id, false));
                }
            });
        });
    out
}

/// The legend rule's choice (704.5j) for the seat's player (every player's, at a table without
/// a seat): which of their legendary permanents with the same name to keep.
pub fn legend_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let waiting: Vec<&ObjectView> = model
        .table
        .objects
        .iter()
        .filter(|o| o.legend_choice && (model.seat.is_empty() || o.controller == model.seat))
        .collect();
    if waiting.is_empty() {
        return out;
    }
    let mut groups: Vec<(&str, &str)> =
        waiting.iter().map(|o| (o.controller.as_str(), o.shown.name.as_str())).collect();
    groups.dedup();
    egui::Window::new(lang.t("panels-legend-title", &[]))
        .id(egui::Id::new("legend rule"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .show(ctx, |ui| {
            for (player, name) in groups {
                ui.label(lang.t("panels-legend-question", &[("player", player), ("name", name)]));
                let same: Vec<&&ObjectView> =
                    waiting.iter().filter(|o| o.controller == player && o.shown.name == name).collect();
                for (i, o) in same.iter().enumerate() {
                    // What tells them apart on the table (ids are the window's own business).
                    let mut what = vec![lang.t(if o.tapped { "panels-tapped" } else { "panels-untapped" }, &[])];
                    what.extend(
                        o.counters.iter().map(|(k, n)| format!("{n} {}", crate::view::words::counter_words(lang, k))),
                    );
                    if o.damage > 0 {
                        what.push(counted(lang, "panels-damage", o.damage, &[]));
                    }
                    let what = what.join(", ");
                    let button = ui.button(match i {
                        0 => lang.t("panels-keep-oldest", &[("what", &what)]),
                        i if i + 1 == same.len() => lang.t("panels-keep-newest", &[("what", &what)]),
                        i => counted(lang, "panels-keep-nth-oldest", ordinal(i + 1), &[("what", &what)]),
                    });
                    if button.clicked() {
                        out.push(UiAction::Do(Action::KeepLegend(o.id.clone().into())));
                    }
                }
            }
        });
    out
}

/// A battle's protector (310.8a, 310.11a, 704.5w) for the seat's player (every player's, at a
/// table without a seat): one button per player who may protect it.
pub fn protector_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
    let lang = ctx.lang();
    choice_window(ctx, model, "panels-protector-title", 160.0, |o| {
        let buttons: Vec<(String, Action)> = o
            .protector_choice
            .iter()
            .map(|p| (p.clone(), Action::ChooseProtector { card: o.id.clone().into(), player: p.clone().into() }))
            .collect();
        let ask = || lang.t("panels-protector-question", &[("player", &o.controller), ("card", &o.known_name())]);
        (!buttons.is_empty()).then(|| (ask(), buttons))
    })
}

/// A Saga with read ahead (702.155b) for the seat's player (every player's, at a table without
/// a seat): one button per chapter it may enter with.
pub fn chapter_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
    let lang = ctx.lang();
    choice_window(ctx, model, "panels-read-ahead-title", 220.0, |o| {
        let buttons: Vec<(String, Action)> = (1..=o.chapter_choice)
            .map(|n| (crate::cards::roman(n), Action::ChooseChapter { card: o.id.clone().into(), chapter: n }))
            .collect();
        let ask = || lang.t("panels-read-ahead-question", &[("player", &o.controller), ("card", &o.known_name())]);
        (!buttons.is_empty()).then(|| (ask(), buttons))
    })
}

/// A question about some of the objects of the seat's player (every player's, at a table
/// without a seat), in a window titled by the message `title` `y` pixels from the top: for each
/// object `ask` gives a question for, the question and a row of buttons, each an answer.
pub(super) fn choice_window(
    ctx: &egui::Context,
    model: &crate::view::seat::SeatModel,
    title: &str,
    y: f32,
    ask: impl Fn(&ObjectView) -> Option<(String, Vec<(String, Action)>)>,
) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let questions: Vec<(String, Vec<(String, Action)>)> = model
        .table
        .objects
        .iter()
        .filter(|o| model.seat.is_empty() || o.controller == model.seat)
        .filter_map(&ask)
        .collect();
    if questions.is_empty() {
        return out;
    }
    egui::Window::new(lang.t(title, &[]))
        .id(egui::Id::new(title))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, y])
        .show(ctx, |ui| {
            for (question, answers) in questions {
                ui.label(question);
                ui.horizontal(|ui| {
                    for (label, action) in answers {
                        if ui.button(label).clicked() {
                            out.push(UiAction::Do(action));
                        }
                    }
                });
            }
        });
    out
}

/// The line a player types chat into: Enter (or Say) sends it.
pub fn chat_line(ui: &mut egui::Ui, draft: &mut String) -> Vec<UiAction> {
    let lang = ui.lang();
    let field =
        ui.add(egui::TextEdit::singleline(draft).hint_text(lang.t("panels-chat-hint", &[])).desired_width(360.0));
    let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    if (ui.button(lang.t("panels-chat-say", &[])).clicked() || enter) && !draft.trim().is_empty() {
        return vec![UiAction::Say(std::mem::take(draft).trim().to_string())];
    }
    Vec::new()
}

/// A rule's text, as shipped.
pub fn rule_window(ui: &mut egui::Ui, rules: &RulesText, number: &str) {
    let lang = ui.lang();
    let found = rules.lookup(number);
    if found.is_empty() {
        ui.label(lang.t("panels-rule-missing", &[("rule", number)]));
    }
    egui::ScrollArea::vertical().max_height(320.0).show(ui, |ui| {
        for r in found {
            ui.label(r);
            ui.add_space(4.0);
        }
    });
}

/// Before a networked game starts: who is seated, how many more are awaited, and on the host
/// the command players join with (selectable, to copy).
pub fn waiting_room(ctx: &egui::Context, room: &crate::session::talk::WaitingRoom) {
    let lang = ctx.lang();
    egui::Window::new(lang.t("panels-waiting-title", &[]))
        .id(egui::Id::new("waiting room"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            let more = room.seats.saturating_sub(room.seated.len());
            ui.heading(match more {
                0 => lang.t("panels-waiting-all-seated", &[]),
                n => counted(lang, "panels-waiting-more", n, &[]),
            });
            let (seated, seats) = (room.seated.len().to_string(), room.seats.to_string());
            let names = room.seated.join(", ");
            ui.label(lang.t("panels-waiting-seated", &[("seated", &seated), ("seats", &seats), ("names", &names)]));
            if let Some(join) = &room.join {
                ui.add_space(6.0);
                ui.label(lang.t("panels-waiting-join", &[]));
                ui.add(egui::Label::new(RichText::new(join).monospace()).selectable(true));
            }
        });
}

/// The left panel at a networked table, instead of a scene's: who plays, and what reaches this
/// window.
pub fn network_panel(ui: &mut egui::Ui, model: &crate::view::seat::SeatModel) {
    let lang = ui.lang();
    ui.heading(lang.t("panels-net-title", &[]));
    ui.label(match model.seat.as_str() {
        "" => lang.t("panels-net-watching", &[]),
        seat => lang.t("panels-net-you-are", &[("seat", seat)]),
    });
    ui.add_space(6.0);
    let over = crate::overlay::marks::game_over(&model.table.players);
    if let Some(result) = &over {
        ui.label(RichText::new(lang.t("panels-net-over", &[("result", result)])).heading().strong());
        let series = model.series.as_ref().and_then(|m| m.stage.as_ref());
        ui.label(match series {
            Some(crate::scene::matches::Stage::Over { .. }) | None => lang.t("panels-net-final", &[]),
            Some(_) => lang.t("panels-net-match-goes-on", &[]),
        });
        ui.add_space(6.0);
    }
    for p in &model.table.players {
        let mut line = format!("{} · {}", p.name, counted(lang, "panels-player-life", p.life, &[]));
        let state = match &p.lost {
            Some(rule) => Some(lang.t("panels-player-lost", &[("rule", rule)])),
            None if over.is_some() => Some(lang.t("panels-net-won", &[])),
            None if p.name == model.active => Some(lang.t("panels-net-their-turn", &[])),
            None => None,
        };
        if let Some(state) = state {
            line.push_str(&format!(" · {state}"));
        }
        ui.label(RichText::new(line).strong());
    }
    ui.add_space(6.0);
    ui.label(RichText::new(lang.t("panels-net-hidden", &[])).weak());
}

/// The scene panel: title, rules, notes, the playback buttons, every step and where it stands.
/// A replay being watched has only its title here: the strip under the table plays it.
pub fn scene_panel(ui: &mut egui::Ui, scene: &SceneModel) -> Vec<UiAction> {
    let lang = ui.lang();
    let mut out = Vec::new();
    ui.heading(&scene.title);
    if scene.timeline.is_some() {
        ui.add_space(6.0);
        ui.label(lang.t("panels-scene-replay", &[]));
        return out;
    }
    // A game has no steps to play, go back or restart through: only how to take things back.
    if scene.game {
        ui.add_space(6.0);
        ui.label(lang.t("panels-scene-game", &[("key", &hint(lang, Command::Undo))]));
        return out;
    }
    if !scene.rules.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(lang.t("panels-scene-rules", &[]));
            for r in &scene.rules {
                rule_links(ui, r, &mut out);
            }
        });
    }
    // Wrapped: at a larger size the row is wider than the panel, and a row that overflows
    // widens what every label below wraps to, past the panel's edge.
    ui.horizontal_wrapped(|ui| {
        let buttons = [
            ("panels-scene-restart", TableCommand::Restart),
            ("panels-scene-back", TableCommand::Back),
            ("panels-scene-next", TableCommand::Next),
            (if scene.playing { "panels-scene-pause" } else { "panels-scene-play" }, TableCommand::TogglePlay),
        ];
        for (label, c) in buttons {
            if ui.button(lang.t(label, &[])).clicked() {
                out.push(UiAction::Table(c));
            }
        }
    });
    let failed = scene.steps.iter().filter(|s| s.state == StepState::Failed).count();
    let passed = scene.steps.iter().filter(|s| s.state == StepState::Passed).count();
    let (passed, failed) = (passed.to_string(), failed.to_string());
    ui.label(lang.t("panels-scene-expectations", &[("passed", &passed), ("failed", &failed)]));
    if !scene.notes.is_empty() {
        let notes = egui::CollapsingHeader::new(lang.t("panels-scene-notes", &[])).id_salt("scene notes");
        notes.default_open(true).show(ui, |ui| {
            ui.label(&scene.notes);
        });
    }
    ui.separator();
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        for s in &scene.steps {
            let (mark, color) = match s.state {
                StepState::Played => ("✔", ui.visuals().weak_text_color()),
                StepState::Passed => ("✔", PASSED),
                StepState::Failed => ("✘", FAILED),
                StepState::Next => ("▶", MODIFIED),
                StepState::Pending => ("·", ui.visuals().text_color()),
            };
            let r = ui.label(RichText::new(format!("{mark} {:>2}. {}", s.number, s.text)).color(color).small());
            // Bring the next step into view when it changes.
            let seen = egui::Id::new("scene panel next step");
            if s.state == StepState::Next && ui.data(|d| d.get_temp::<usize>(seen)) != Some(s.number) {
                ui.data_mut(|d| d.insert_temp(seen, s.number));
                r.scroll_to_me(Some(egui::Align::Center));
            }
            for f in &s.failures {
                ui.label(RichText::new(format!("      {f}")).color(FAILED).small());
            }
        }
    });
    out
}

/// The in-window help: what the pointer does, then every key in force (Settings → Keys).
pub fn help(ui: &mut egui::Ui, table: Table, keymap: &Keymap) {
    egui::Grid::new("help").num_columns(2).striped(true).show(ui, |ui| {
        let rows = pointer_help(ui.lang()).into_iter().chain(keymap.help_words_at(ui.lang(), table));
        for (k, v) in rows {
            ui.label(RichText::new(k).strong());
            ui.label(v);
            ui.end_row();
        }
    });
}

/// Asked before a game restarts: `Some(true)` to restart, `Some(false)` to keep playing.
pub fn restart_game_question(ui: &mut egui::Ui) -> Option<bool> {
    let lang = ui.lang();
    ui.label(lang.t("panels-restart-undone", &[]));
    ui.label(lang.t("panels-restart-undo", &[("key", &hint(lang, Command::Undo))]));
    let mut answer = None;
    ui.horizontal(|ui| {
        if ui.button(lang.t("panels-restart-game", &[])).clicked() {
            answer = Some(true);
        }
        if ui.button(lang.t("panels-keep-playing", &[])).clicked() {
            answer = Some(false);
        }
    });
    answer
}

/// **D** on a face-down permanent that can be turned face up both ways: for its cost (a
/// special action, 702.37e, 701.40b) or by an effect (708.8).
pub fn face_up_question(ctx: &egui::Context, id: &str, cost: &str) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    egui::Window::new(lang.t("panels-face-up-title", &[]))
        .id(egui::Id::new("face up question"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.label(lang.t("panels-face-up-how", &[]));
            ui.horizontal(|ui| {
                if ui.button(lang.t("panels-face-up-for-cost", &[("cost", cost)])).clicked() {
                    out.push(UiAction::AnswerFaceUp(Some(Action::TurnFaceUpForCost(id.to_string().into()))));
                }
                if ui.button(lang.t("panels-face-up-by-effect", &[])).clicked() {
                    out.push(UiAction::AnswerFaceUp(Some(Action::TurnFaceUp(id.to_string().into()))));
                }
                if ui.button(lang.t("panels-face-up-neither", &[])).clicked() {
                    out.push(UiAction::AnswerFaceUp(None));
                }
            });
        });
    out
}

/// Asked when N is pressed on a table changed by hand since the scene's last step.
pub fn changed_table_question(ui: &mut egui::Ui) -> Vec<UiAction> {
    let lang = ui.lang();
    let mut out = Vec::new();
    ui.label(lang.t("panels-changed-table", &[]));
    ui.label(lang.t("panels-changed-table-risk", &[]));
    ui.horizontal(|ui| {
        let answers = [
            ("panels-restart-scene", TableCommand::Restart),
            ("panels-next-on-changed-table", TableCommand::NextOnChangedTable),
            ("panels-keep-exploring", TableCommand::KeepExploring),
        ];
        for (label, c) in answers {
            if ui.button(lang.t(label, &[])).clicked() {
                out.push(UiAction::Table(c));
            }
        }
    });
    out
}

/// Presentation mode's caption: the last lines of the log (the step in words, then what the
/// rules made of it, each with its rule), over the bottom of the table.
pub fn caption(ctx: &egui::Context, log: &[crate::overlay::model::LogLine], central: egui::Rect) {
    let start = log.iter().rposition(|l| l.text.starts_with("> ")).unwrap_or(log.len());
    // The step, then the last of what the rules made of it.
    let said = &log[start..];
    let outcome = &said[said.len().saturating_sub(3).max(1.min(said.len()))..];
    let lines: Vec<&crate::overlay::model::LogLine> = said.iter().take(1).chain(outcome).collect();
    if lines.is_empty() {
        return;
    }
    egui::Area::new("caption".into())
        .fixed_pos(egui::pos2(central.center().x, central.bottom() - 12.0))
        .pivot(egui::Align2::CENTER_BOTTOM)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).fill(egui::Color32::from_black_alpha(220)).show(ui, |ui| {
                ui.set_max_width(central.width() * 0.8);
                for l in lines {
                    let text = l.text.trim_start_matches("> ");
                    match &l.rule {
                        Some(r) => ui.label(egui::RichText::new(format!("{r}  {text}")).size(17.0)),
                        None => ui.label(egui::RichText::new(text).size(20.0).strong()),
                    };
                }
            });
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, tr_in};

    #[test]
    fn counts_and_ordinals_take_each_language_s_forms() {
        let n = |v: u32| [("n", FluentValue::from(v))];
        assert_eq!(tr_in(Lang::En, "panels-games-won", &n(1)), "1 game won");
        assert_eq!(tr_in(Lang::En, "panels-games-won", &n(0)), "0 games won");
        assert_eq!(tr_in(Lang::It, "panels-games-won", &n(2)), "2 partite vinte");
        assert_eq!(tr_in(Lang::Fr, "panels-games-won", &n(0)), "0 partie gagnée");
        assert_eq!(tr_in(Lang::It, "panels-player-life", &n(1)), "1 punto vita");
        assert_eq!(tr_in(Lang::Fr, "panels-player-life", &n(20)), "20 points de vie");
        assert_eq!(tr_in(Lang::En, "panels-waiting-more", &n(1)), "Waiting for 1 more player");
        assert_eq!(tr_in(Lang::En, "panels-waiting-more", &n(3)), "Waiting for 3 more players");
        let nth =
            |lang, i| tr_in(lang, "panels-keep-nth-oldest", &[("n", ordinal(i).into()), ("what", "tapped".into())]);
        for i in [2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111] {
            let written = crate::rules::words::ordinal(i as u32);
            assert_eq!(nth(Lang::En, i), format!("Keep the {written} oldest: tapped"), "as English always wrote it");
        }
        assert_eq!(nth(Lang::Fr, 2), "Garder le 2e plus ancien : tapped");
    }
}
