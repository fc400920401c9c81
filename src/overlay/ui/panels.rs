//! The overlay's panels: the inspector with the derivation, the log, the scene panel, a
//! rule's text and the help.

use bevy_egui::egui::{self, RichText};

use super::{FAILED, MODIFIED, PASSED, UiAction, rule_links};
use crate::overlay::model::{LogLine, SceneModel, StepState};
use crate::overlay::rules_text::RulesText;
use crate::rules::Action;
use crate::session::TableCommand;
use crate::table::keymap::{Keymap, POINTER_HELP, Table};
use crate::view::{ObjectView, Shown, TableView};

fn characteristics(ui: &mut egui::Ui, s: &Shown, pt_modified: bool) {
    egui::Grid::new(("chars", s.name.as_str())).num_columns(2).striped(true).show(ui, |ui| {
        let row = |ui: &mut egui::Ui, k: &str, v: RichText| {
            ui.label(RichText::new(k).weak());
            ui.add(egui::Label::new(v).wrap());
            ui.end_row();
        };
        let name = if s.name.is_empty() { "(no name)".to_string() } else { s.name.clone() };
        row(ui, "Name", RichText::new(name).strong());
        let cost = if s.mana_cost.is_empty() { "—".to_string() } else { s.mana_cost.clone() };
        row(ui, "Mana cost", RichText::new(format!("{cost}  (mana value {})", s.mana_value)));
        row(ui, "Colours", RichText::new(s.colors.to_string()));
        row(ui, "Type", RichText::new(s.type_line.clone()));
        if let (Some(p), Some(t)) = (s.power, s.toughness) {
            let pt = RichText::new(format!("{p}/{t}")).strong();
            row(ui, "P/T", if pt_modified { pt.color(MODIFIED) } else { pt });
        }
        if let Some(l) = s.loyalty {
            row(ui, "Loyalty", RichText::new(l.to_string()));
        }
        if let Some(d) = s.defense {
            row(ui, "Defense", RichText::new(d.to_string()));
        }
    });
    if !s.text.is_empty() {
        ui.add(egui::Label::new(RichText::new(s.text.clone()).italics()).wrap());
    }
}

/// The inspector: the face up's characteristics, status, counters, attachments, where each
/// value came from, and the other face on demand. Other objects are named as `table`'s viewer
/// knows them.
pub fn inspector(ui: &mut egui::Ui, o: &ObjectView, table: &TableView, peek_other: bool) -> Vec<UiAction> {
    let mut out = Vec::new();
    let title = if o.shown.name.is_empty() { "Face-down permanent".to_string() } else { o.shown.name.clone() };
    ui.heading(title);
    match (&o.other_face, peek_other) {
        (Some(other), true) => {
            ui.label(RichText::new("Other face (shown, not transformed)").color(MODIFIED));
            characteristics(ui, other, false);
            if ui.button("Back to the face up (O)").clicked() {
                out.push(UiAction::PeekOther);
            }
            return out;
        }
        (Some(_), false) => {
            if ui.button("Show the other face (O)").clicked() {
                out.push(UiAction::PeekOther);
            }
        }
        (None, _) => {}
    }
    characteristics(ui, &o.shown, o.pt_modified);
    ui.separator();
    let mut status = vec![format!("{:?}", o.zone)];
    status.extend(o.status_naming(&|id: &str| table.known_name(id)));
    ui.label(status.join(" · "));
    ui.label(format!("Owner {} · controller {}", o.owner, o.controller));
    if !o.counters.is_empty() {
        let c: Vec<String> = o.counters.iter().map(|(k, n)| format!("{n} × {k}")).collect();
        ui.label(format!("Counters: {}", c.join(", ")));
    }
    if let Some(h) = &o.attached_to {
        ui.label(format!("Attached to {}", table.known_name(h)));
    }
    if !o.attachments.is_empty() {
        let names: Vec<String> = o.attachments.iter().map(|a| table.known_name(a)).collect();
        ui.label(format!("Attached to it: {}", names.join(", ")));
    }
    if let Some(n) = &o.note {
        ui.label(RichText::new(format!("Note: {n}")).italics());
    }
    if let Some(tax) = o.commander_tax {
        ui.label(format!("{}'s commander · commander tax {{{tax}}} (903.8)", o.owner));
    }
    if let Some(i) = &o.identity {
        ui.separator();
        ui.label(RichText::new("Its face (you may look at it, 708.5)").weak());
        characteristics(ui, i, false);
    }
    if !o.derivation.is_empty() {
        ui.separator();
        ui.label(RichText::new("How it got these values (613)").strong());
        for d in &o.derivation {
            ui.horizontal_wrapped(|ui| {
                let layer = RichText::new(d.layer.words()).strong();
                ui.add_sized([112.0, 14.0], egui::Label::new(layer)).on_hover_text(format!(
                    "Layer {} (rule {})",
                    d.layer.label(),
                    d.layer.rule()
                ));
                ui.label(format!("{}: {}", d.source, d.change));
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
    egui::ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, false]).show(ui, |ui| {
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
    out
}

/// A log line only a rules tester needs: a card becoming a new object as it changes zones
/// (400.7), said of every move. Folded away with the log's rules detail off.
pub fn bookkeeping(line: &LogLine) -> bool {
    line.rule.as_deref() == Some("400.7") || line.text.contains("it is a new object")
}

/// At a networked table: another player asks to undo the last action (Accept, Decline), or
/// this window's asking waits for the others.
pub fn undo_question(ctx: &egui::Context, asked: &crate::session::talk::UndoAsk) -> Vec<UiAction> {
    let (by, what) = (&asked.by, &asked.what);
    let mut out = Vec::new();
    egui::Window::new("Undo?").collapsible(false).resizable(false).anchor(egui::Align2::CENTER_TOP, [0.0, 60.0]).show(
        ctx,
        |ui| {
            if asked.mine {
                ui.label(format!("You asked to undo \"{what}\": waiting for every other player to accept."));
                return;
            }
            ui.label(format!("{by} asks to undo the last action: {what}"));
            ui.horizontal(|ui| {
                if ui.button("Accept").clicked() {
                    out.push(UiAction::AnswerUndo(true));
                }
                if ui.button("Decline").clicked() {
                    out.push(UiAction::AnswerUndo(false));
                }
            });
        },
    );
    out
}

/// At a networked table: another player asks to do something to what is this seat's (tap its
/// permanent, deal damage to it, change its life): Allow, Decline.
pub fn consent_question(ctx: &egui::Context, id: u64, by: &str, what: &str) -> Vec<UiAction> {
    let mut out = Vec::new();
    egui::Window::new("Allow?")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 140.0])
        .show(ctx, |ui| {
            ui.label(format!("{by} asks: {what}"));
            ui.horizontal(|ui| {
                if ui.button("Allow").clicked() {
                    out.push(UiAction::AnswerConsent(id, true));
                }
                if ui.button("Decline").clicked() {
                    out.push(UiAction::AnswerConsent(id, false));
                }
            });
        });
    out
}

/// The legend rule's choice (704.5j) for the seat's player (every player's, at a table without
/// a seat): which of their legendary permanents with the same name to keep.
pub fn legend_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
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
    egui::Window::new("Legend rule (704.5j)")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .show(ctx, |ui| {
            for (player, name) in groups {
                ui.label(format!(
                    "{player} controls more than one legendary {name}: keep which? The rest go to the graveyard."
                ));
                let same: Vec<&&ObjectView> =
                    waiting.iter().filter(|o| o.controller == player && o.shown.name == name).collect();
                for (i, o) in same.iter().enumerate() {
                    // What tells them apart on the table (ids are the window's own business).
                    let mut what = vec![if o.tapped { "tapped".to_string() } else { "untapped".to_string() }];
                    what.extend(o.counters.iter().map(|(k, n)| format!("{n} {k}")));
                    if o.damage > 0 {
                        what.push(format!("{} damage", o.damage));
                    }
                    let order = match i {
                        0 => "the oldest".to_string(),
                        i if i + 1 == same.len() => "the newest".to_string(),
                        i => format!("the {} oldest", crate::rules::words::ordinal(i as u32 + 1)),
                    };
                    let button = ui.button(format!("Keep {order}: {}", what.join(", ")));
                    if button.clicked() {
                        out.push(UiAction::Do(Action::KeepLegend(o.id.clone())));
                    }
                }
            }
        });
    out
}

/// A battle's protector (310.8a, 310.11a, 704.5w) for the seat's player (every player's, at a
/// table without a seat): one button per player who may protect it.
pub fn protector_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
    choice_window(ctx, model, "Battle protector (310.8a)", 160.0, |o| {
        let buttons = o
            .protector_choice
            .iter()
            .map(|p| (p.clone(), Action::ChooseProtector { card: o.id.clone(), player: p.clone().into() }));
        Some((format!("{}: who protects {}?", o.controller, o.known_name()), buttons.collect()))
            .filter(|(_, b): &(String, Vec<_>)| !b.is_empty())
    })
}

/// A Saga with read ahead (702.155b) for the seat's player (every player's, at a table without
/// a seat): one button per chapter it may enter with.
pub fn chapter_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
    choice_window(ctx, model, "Read ahead (702.155b)", 220.0, |o| {
        let buttons = (1..=o.chapter_choice)
            .map(|n| (crate::cards::roman(n), Action::ChooseChapter { card: o.id.clone(), chapter: n }));
        Some((format!("{}: which chapter does {} start at?", o.controller, o.known_name()), buttons.collect()))
            .filter(|(_, b): &(String, Vec<_>)| !b.is_empty())
    })
}

/// A question about some of the objects of the seat's player (every player's, at a table
/// without a seat), in a window `y` pixels from the top: for each object `ask` gives a
/// question for, the question and a row of buttons, each an answer.
fn choice_window(
    ctx: &egui::Context,
    model: &crate::view::seat::SeatModel,
    title: &str,
    y: f32,
    ask: impl Fn(&ObjectView) -> Option<(String, Vec<(String, Action)>)>,
) -> Vec<UiAction> {
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
    egui::Window::new(title).collapsible(false).resizable(false).anchor(egui::Align2::CENTER_TOP, [0.0, y]).show(
        ctx,
        |ui| {
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
        },
    );
    out
}

/// The line a player types chat into: Enter (or Say) sends it.
pub fn chat_line(ui: &mut egui::Ui, draft: &mut String) -> Vec<UiAction> {
    let field = ui.add(egui::TextEdit::singleline(draft).hint_text("say something…").desired_width(360.0));
    let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    if (ui.button("Say").clicked() || enter) && !draft.trim().is_empty() {
        return vec![UiAction::Say(std::mem::take(draft).trim().to_string())];
    }
    Vec::new()
}

/// A rule's text, as shipped.
pub fn rule_window(ui: &mut egui::Ui, rules: &RulesText, number: &str) {
    let found = rules.lookup(number);
    if found.is_empty() {
        ui.label(format!("Rule {number} is not in the shipped rules text (Nov 14, 2025)."));
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
    egui::Window::new("Waiting for players")
        .id(egui::Id::new("waiting room"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            let more = room.seats.saturating_sub(room.seated.len());
            ui.heading(match more {
                0 => "Every seat is taken: the game starts".to_string(),
                1 => "Waiting for 1 more player".to_string(),
                n => format!("Waiting for {n} more players"),
            });
            ui.label(format!("{} of {} seats taken: {}", room.seated.len(), room.seats, room.seated.join(", ")));
            if let Some(join) = &room.join {
                ui.add_space(6.0);
                ui.label("Players join with (port open for UDP and TCP):");
                ui.add(egui::Label::new(RichText::new(join).monospace()).selectable(true));
            }
        });
}

/// The left panel at a networked table, instead of a scene's: who plays, and what reaches this
/// window.
pub fn network_panel(ui: &mut egui::Ui, model: &crate::view::seat::SeatModel) {
    ui.heading("Network game");
    ui.label(match model.seat.as_str() {
        "" => "You are watching.".to_string(),
        seat => format!("You are {seat}."),
    });
    ui.add_space(6.0);
    let over = crate::overlay::marks::game_over(&model.table.players);
    if let Some(result) = &over {
        ui.label(RichText::new(format!("The game is over: {result} (104.2a)")).heading().strong());
        let series = model.series.as_ref().and_then(|m| m.stage.as_ref());
        ui.label(match series {
            Some(crate::scene::matches::Stage::Over { .. }) | None => {
                "Every player has its whole replay: the table is final."
            }
            Some(_) => "Every player has this game's whole replay; the match goes on once everyone has sideboarded.",
        });
        ui.add_space(6.0);
    }
    for p in &model.table.players {
        let mut line = format!("{} · {} life", p.name, p.life);
        match &p.lost {
            Some(rule) => line.push_str(&format!(" · lost ({rule})")),
            None if over.is_some() => line.push_str(" · won"),
            None if p.name == model.active => line.push_str(" · their turn"),
            None => {}
        }
        ui.label(RichText::new(line).strong());
    }
    ui.add_space(6.0);
    ui.label(
        RichText::new(
            "Only what your seat may see reaches this window: other players' hands, every library's \
             order and the cards others look at stay on the host. Chat under the log.",
        )
        .weak(),
    );
}

/// The scene panel: title, rules, notes, the playback buttons, every step and where it stands.
pub fn scene_panel(ui: &mut egui::Ui, scene: &SceneModel) -> Vec<UiAction> {
    let mut out = Vec::new();
    ui.heading(&scene.title);
    // A game has no steps to play, go back or restart through: only how to take things back.
    if scene.game {
        ui.add_space(6.0);
        ui.label(
            "Ctrl+Z undoes any action, and a restart, a load or a new game too. \
             The Table menu's \"Restart the game…\" goes back to the opening; the File menu's Autosaves keep earlier versions.",
        );
        return out;
    }
    if !scene.rules.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label("Rules:");
            for r in &scene.rules {
                rule_links(ui, r, &mut out);
            }
        });
    }
    ui.horizontal(|ui| {
        let buttons = [
            ("⏮ Restart", TableCommand::Restart),
            ("◀ Back", TableCommand::Back),
            ("Next ▶", TableCommand::Next),
            (if scene.playing { "⏸ Pause" } else { "⏵ Play" }, TableCommand::TogglePlay),
        ];
        for (label, c) in buttons {
            if ui.button(label).clicked() {
                out.push(UiAction::Table(c));
            }
        }
    });
    let failed = scene.steps.iter().filter(|s| s.state == StepState::Failed).count();
    let passed = scene.steps.iter().filter(|s| s.state == StepState::Passed).count();
    ui.label(format!("{passed} expectation(s) passed, {failed} failed"));
    if !scene.notes.is_empty() {
        egui::CollapsingHeader::new("Notes").default_open(true).show(ui, |ui| {
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
        let rows = POINTER_HELP.iter().map(|(k, v)| (k.to_string(), *v)).chain(keymap.help_rows_at(table));
        for (k, v) in rows {
            ui.label(RichText::new(k).strong());
            ui.label(v);
            ui.end_row();
        }
    });
}

/// Asked before a game restarts: `Some(true)` to restart, `Some(false)` to keep playing.
pub fn restart_game_question(ui: &mut egui::Ui) -> Option<bool> {
    ui.label("Every action since the game's opening (its shuffles and draws) is undone.");
    ui.label("Ctrl+Z right after brings the game back as it was.");
    let mut answer = None;
    ui.horizontal(|ui| {
        if ui.button("Restart the game").clicked() {
            answer = Some(true);
        }
        if ui.button("Keep playing").clicked() {
            answer = Some(false);
        }
    });
    answer
}

/// **D** on a face-down permanent that can be turned face up both ways: for its cost (a
/// special action, 702.37e, 701.40b) or by an effect (708.8).
pub fn face_up_question(ctx: &egui::Context, id: &str, cost: &str) -> Vec<UiAction> {
    let mut out = Vec::new();
    egui::Window::new("Turn it face up")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.label("How is it turned face up?");
            ui.horizontal(|ui| {
                if ui.button(format!("For {cost}")).clicked() {
                    out.push(UiAction::AnswerFaceUp(Some(Action::TurnFaceUpForCost(id.to_string()))));
                }
                if ui.button("By an effect").clicked() {
                    out.push(UiAction::AnswerFaceUp(Some(Action::TurnFaceUp(id.to_string()))));
                }
                if ui.button("Neither").clicked() {
                    out.push(UiAction::AnswerFaceUp(None));
                }
            });
        });
    out
}

/// Asked when N is pressed on a table changed by hand since the scene's last step.
pub fn changed_table_question(ui: &mut egui::Ui) -> Vec<UiAction> {
    let mut out = Vec::new();
    ui.label("You changed the table since the scene's last step.");
    ui.label("The next step would play on top of your changes, and the scene's checks may fail.");
    ui.horizontal(|ui| {
        let answers = [
            ("Restart the scene", TableCommand::Restart),
            ("Play the next step on this table", TableCommand::NextOnChangedTable),
            ("Keep exploring", TableCommand::KeepExploring),
        ];
        for (label, c) in answers {
            if ui.button(label).clicked() {
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
