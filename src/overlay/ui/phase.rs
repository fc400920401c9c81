//! The phase bar of an assisted table: the turn's steps with the current one lit, whose turn it
//! is, who holds priority, and the buttons the step asks for: Pass (Space), Attack / No attacks
//! in the declare attackers step, Block / No blocks in the declare blockers step. Attacks and
//! blocks are drawn first as arrows (a click on a creature, Attack with all, or Shift+right-drag
//! a creature onto a player, planeswalker or battle; a click on a blocker then on an attacker,
//! or right-drag a creature onto an attacker, `view::combat`), and the button declares them.

use bevy_egui::egui;
use fluent_bundle::FluentValue;

use super::UiAction;
use crate::rules::action::{Action, PassUntil};
use crate::rules::game::TurnStep;
use crate::table::keymap::{Command, hint};
use crate::table::language::Words;
use crate::view::ObjectView;
use crate::view::seat::SeatModel;

/// The bar's steps, as players abbreviate them (the message of each: "Untap", "Main 1", "End
/// combat"), with the step each stands for.
const STEPS: [(&str, TurnStep); 12] = [
    ("panels-step-untap", TurnStep::Untap),
    ("panels-step-upkeep", TurnStep::Upkeep),
    ("panels-step-draw", TurnStep::Draw),
    ("panels-step-main-1", TurnStep::PrecombatMain),
    ("panels-step-combat", TurnStep::BeginningOfCombat),
    ("panels-step-attack", TurnStep::DeclareAttackers),
    ("panels-step-block", TurnStep::DeclareBlockers),
    ("panels-step-damage", TurnStep::CombatDamage),
    ("panels-step-end-combat", TurnStep::EndOfCombat),
    ("panels-step-main-2", TurnStep::PostcombatMain),
    ("panels-step-end", TurnStep::End),
    ("panels-step-cleanup", TurnStep::Cleanup),
];

pub use crate::view::combat::{drawn_attacks, drawn_blocks};

/// Draws the bar (only at an assisted table); `seat` is the window's player ("" when it may act
/// for every player, as a local table does).
pub fn phase_bar(ui: &mut egui::Ui, model: &SeatModel, seat: &str) -> Vec<UiAction> {
    let mut out = Vec::new();
    // One line at 1600 px: the steps close together, the longer words in their hover texts.
    ui.horizontal_wrapped(|ui| {
        step_labels(ui, model, &mut out);
        ui.separator();
        priority_buttons(ui, model, seat, &mut out);
        declarations(ui, model, seat, &mut out);
    });
    out
}

/// Whose turn, and the steps: the one now marked, the seat's stops underlined (a click sets or
/// clears one).
fn step_labels(ui: &mut egui::Ui, model: &SeatModel, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    let turn = lang.t("panels-turn", &[("n", &model.turn.to_string()), ("player", &model.active)]);
    ui.label(egui::RichText::new(turn).strong());
    ui.separator();
    // The seat's stops in this turn's steps: underlined; a click on a step sets or clears one.
    let my_turn = model.active == model.seat;
    let stops = model.stops.as_ref().map(|(own, others)| if my_turn { own } else { others });
    let spacing = std::mem::replace(&mut ui.spacing_mut().item_spacing.x, 1.0);
    for (id, step) in STEPS {
        let label = lang.t(id, &[]);
        let now = step == model.turn_step;
        let stop = stops.is_some_and(|s| s.contains(&step));
        let text = egui::RichText::new(if now { format!("▶ {label}") } else { label });
        let text = if stop { text.underline() } else { text };
        let text = match (now, stop) {
            (true, _) => text.strong().color(ui.visuals().strong_text_color()),
            (false, true) => text,
            (false, false) => text.weak(),
        };
        let shown = egui::Frame::new().inner_margin(egui::Margin::symmetric(3, 1)).corner_radius(3.0);
        let shown = if now { shown.fill(ui.visuals().selection.bg_fill) } else { shown };
        let clicked = shown
            .show(ui, |ui| ui.add(egui::Label::new(text).sense(egui::Sense::click())))
            .inner
            .on_hover_text(lang.t(
                match (my_turn, stop) {
                    (true, true) => "panels-stop-mine-set",
                    (true, false) => "panels-stop-mine-unset",
                    (false, true) => "panels-stop-others-set",
                    (false, false) => "panels-stop-others-unset",
                },
                &[],
            ))
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
    ui.spacing_mut().item_spacing.x = spacing;
}

/// Who holds priority, and the holder's pass buttons where the window acts for them.
fn priority_buttons(ui: &mut egui::Ui, model: &SeatModel, seat: &str, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    let view = &model.table;
    let holder = view.priority_holder();
    let acts_for = |p: &str| seat.is_empty() || seat == p;
    match holder {
        Some(h) if acts_for(h) => {
            let prompt = match (seat.is_empty(), model.turn_step) {
                // 514.1: the cleanup step waits only for the active player's discard.
                (true, TurnStep::Cleanup) => lang.t("panels-discard-player", &[("player", h)]),
                (false, TurnStep::Cleanup) => lang.t("panels-discard", &[]),
                (true, _) => lang.t("panels-priority", &[("player", h)]),
                (false, _) => lang.t("panels-your-priority", &[]),
            };
            ui.label(egui::RichText::new(prompt).strong());
            let key = hint(lang, Command::NextStep);
            let pass =
                ui.button(lang.t("panels-pass", &[("key", &key)])).on_hover_text(lang.t("panels-pass-hover", &[]));
            if pass.clicked() {
                out.push(UiAction::Do(Action::PassPriority { player: h.to_string().into(), until: None }));
            }
            for (command, until, hover) in [
                (Command::PassUntilSomething, PassUntil::SomethingHappens, "panels-pass-until-something"),
                (Command::PassUntilEndOfTurn, PassUntil::EndOfTurn, "panels-pass-until-end-of-turn"),
                (Command::PassUntilMyTurn, PassUntil::MyTurn, "panels-pass-until-my-turn"),
            ] {
                if ui.small_button(hint(lang, command)).on_hover_text(lang.t(hover, &[])).clicked() {
                    out.push(UiAction::Do(Action::PassPriority { player: h.to_string().into(), until: Some(until) }));
                }
            }
        }
        Some(h) => _ = ui.label(lang.t("panels-has-priority", &[("player", h)])),
        None if !view.declaring.is_empty() => {
            let players = view.declaring.join(", ");
            let hover = lang.t("panels-declaring-first", &[("players", &players)]);
            _ = ui.label(lang.t("panels-declaring", &[("players", &players)])).on_hover_text(hover)
        }
        None => _ = ui.label(lang.t("panels-nobody-has-priority", &[])),
    }
}

/// The attack and block buttons, in the declare attackers and declare blockers steps.
fn declarations(ui: &mut egui::Ui, model: &SeatModel, seat: &str, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    let view = &model.table;
    let acts_for = |p: &str| seat.is_empty() || seat == p;
    let active = model.active.as_str();
    if model.turn_step == TurnStep::DeclareAttackers && !view.declared.0 && acts_for(active) {
        ui.separator();
        let drawn = drawn_attacks(view, active);
        let label = lang.t("panels-attack", &[("n", &drawn.len().to_string())]);
        let attack = ui
            .add_enabled(!drawn.is_empty(), egui::Button::new(label))
            .on_hover_text(lang.t("panels-attack-hover", &[]));
        if attack.clicked() {
            out.push(UiAction::Do(Action::DeclareAttackers { player: active.to_string().into(), attackers: drawn }));
        }
        // An attack arrow from every creature that may attack (the kernel's word), at the
        // player a click attacks.
        let all = crate::view::combat::attack_with_all(view, active);
        let label = lang.t("panels-attack-all", &[("key", &hint(lang, Command::AttackWithAll))]);
        let hover = lang.t("panels-attack-all-hover", &[]);
        if ui.add_enabled(!all.is_empty(), egui::Button::new(label)).on_hover_text(hover).clicked() {
            out.extend(all.into_iter().map(UiAction::Do));
        }
        if ui.button(lang.t("panels-no-attacks", &[])).clicked() {
            out.push(UiAction::Do(Action::DeclareAttackers {
                player: active.to_string().into(),
                attackers: Vec::new(),
            }));
        }
    }
    if model.turn_step == TurnStep::DeclareBlockers {
        // At an assisted table the kernel says who must still declare; at a free one, any
        // player but the active one who hasn't yet.
        let attacked = view.objects.iter().any(|o| o.combat.as_deref() == Some("attacking"));
        let to_declare = |p: &&String| match view.assisted {
            true => view.declaring.contains(p) && acts_for(p),
            false => *p != active && acts_for(p) && !view.declared.1.contains(p),
        };
        for p in model.players.iter().filter(to_declare).filter(|_| attacked) {
            ui.separator();
            let drawn = drawn_blocks(view, p);
            // At a table without a seat, the button names whose blocks it declares.
            let whose = |what: String| match seat.is_empty() {
                true => lang.t("panels-for-player", &[("player", p), ("what", &what)]),
                false => what,
            };
            let label = whose(lang.t("panels-block", &[("n", &drawn.len().to_string())]));
            let block = ui
                .add_enabled(!drawn.is_empty(), egui::Button::new(label))
                .on_hover_text(lang.t("panels-block-hover", &[]));
            if block.clicked() {
                out.push(UiAction::Do(Action::DeclareBlockers { player: p.clone().into(), blockers: drawn }));
            }
            // 509.1c: where blocking with none isn't allowed, the blocks the requirements ask
            // (the rules' own, among the seat's choices) in one click.
            let required = model.choices.actions.iter().find_map(|a| match a {
                Action::DeclareBlockers { player, blockers } if player.as_str() == p && !blockers.is_empty() => {
                    Some(blockers.clone())
                }
                _ => None,
            });
            if let Some(blockers) = required {
                let label = whose(lang.t("panels-block-required", &[("n", &blockers.len().to_string())]));
                let hover = lang.t("panels-block-required-hover", &[]);
                if ui.button(label).on_hover_text(hover).clicked() {
                    out.push(UiAction::Do(Action::DeclareBlockers { player: p.clone().into(), blockers }));
                }
            } else if ui.button(whose(lang.t("panels-no-blocks", &[]))).clicked() {
                out.push(UiAction::Do(Action::DeclareBlockers { player: p.clone().into(), blockers: Vec::new() }));
            }
        }
    }
}

/// One creature whose controller may divide its combat damage: an attacker blocked by two or
/// more creatures, or by one with trample (510.1c, 702.19b); a creature blocking two or more
/// attackers (510.1d).
#[derive(Clone, Debug, PartialEq)]
pub struct Division {
    /// The creature's id and name.
    pub creature: (String, String),
    /// Its power: the damage to divide.
    pub power: u32,
    /// The creatures it may assign damage to (id, name, toughness less damage marked), in the
    /// order the blocks were declared: those blocking it, or those it blocks.
    pub among: Vec<(String, String, u32)>,
    /// What it attacks, when it has trample (a player's name or an object's id, and its name),
    /// or may assign its damage as though it weren't blocked (510.1b: all of it there, or none).
    pub trample_to: Option<(crate::rules::action::Target, String)>,
    /// It has trample: damage beyond lethal may go to what it attacks (702.19b).
    pub tramples: bool,
    /// A blocker dividing its damage among the attackers it blocks (510.1d).
    pub blocker: bool,
}

/// The divisions `player` may choose now: in the declare blockers step, once blocks are
/// declared, for each of their attackers and blockers that has a choice to make. Who blocks
/// whom is the kernel's (`ObjectView::fighting`), not the arrows players drew.
pub fn divisions(model: &SeatModel, player: &str) -> Vec<Division> {
    if model.turn_step != TurnStep::DeclareBlockers {
        return Vec::new();
    }
    let view = &model.table;
    let find = |id: &str| view.objects.iter().find(|o| o.id == id);
    let left = |o: &ObjectView| (o.shown.toughness.unwrap_or(0) - o.damage as i32).max(0) as u32;
    let row = |o: &ObjectView| (o.id.clone(), o.shown.name.clone(), left(o));
    let mut out = Vec::new();
    let power = |o: &ObjectView| o.shown.power.unwrap_or(0).max(0) as u32;
    let mine = |o: &&ObjectView| o.controller == player && o.combat.is_some() && power(o) > 0;
    for o in view.objects.iter().filter(mine) {
        let power = power(o);
        let (among, trample_to, tramples) = match o.combat.as_deref() {
            Some("attacking") => {
                let among: Vec<_> = o.fighting.iter().filter_map(|id| find(id)).map(row).collect();
                let trample = crate::rules::characteristics::keyword_line_has_any(&o.shown.text, "trample");
                let attacked = view.arrows.iter().find(|r| r.attack && r.from_id == o.id).and_then(|r| {
                    match (&r.to_player, &r.to_id) {
                        (Some(p), _) => Some((crate::rules::action::Target::Player(p.clone().into()), p.clone())),
                        (None, Some(id)) => find(id)
                            .map(|x| (crate::rules::action::Target::Object(id.clone().into()), x.shown.name.clone())),
                        (None, None) => None,
                    }
                });
                // 510.1b: as though it weren't blocked, all of it to what it attacks.
                let to = attacked.filter(|_| (trample || o.as_though_unblocked) && !among.is_empty());
                (among, to, trample)
            }
            _ => (o.fighting.iter().filter_map(|id| find(id)).map(row).collect(), None, false),
        };
        if among.len() >= 2 || trample_to.is_some() {
            let (creature, blocker) = ((o.id.clone(), o.shown.name.clone()), o.combat.as_deref() == Some("blocking"));
            out.push(Division { creature, power, among, trample_to, tramples, blocker });
        }
    }
    out
}

/// The damage-division window: one row per recipient with the damage it gets (lethal damage
/// first by default), and Assign. `drafts` keeps what the player has typed, by the dividing
/// creature's id; `divided` the creatures whose division was sent this step.
pub fn division_window(
    ctx: &egui::Context,
    model: &SeatModel,
    player: &str,
    (drafts, divided): (&mut std::collections::HashMap<String, Vec<u32>>, &mut Vec<String>),
) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let all = divisions(model, player);
    drafts.retain(|id, _| all.iter().any(|d| d.creature.0 == *id));
    divided.retain(|id| all.iter().any(|d| d.creature.0 == *id));
    let open: Vec<Division> = all.into_iter().filter(|d| !divided.contains(&d.creature.0)).collect();
    for d in open {
        let rows = d.among.len() + usize::from(d.trample_to.is_some());
        let draft = drafts.entry(d.creature.0.clone()).or_insert_with(|| {
            // Lethal damage to each creature in turn, the rest to what it attacks (trample) or
            // to the last one.
            let mut left = d.power;
            let mut v: Vec<u32> = d
                .among
                .iter()
                .map(|(_, _, need)| {
                    let n = (*need).max(1).min(left);
                    left -= n;
                    n
                })
                .collect();
            match (&d.trample_to, v.last_mut()) {
                (Some(_), _) if d.tramples => v.push(left),
                // As though it weren't blocked (510.1b): none there unless all is.
                (Some(_), Some(last)) => {
                    *last += left;
                    v.push(0);
                }
                (_, Some(last)) => *last += left,
                (_, None) => {}
            }
            v
        });
        draft.resize(rows, 0);
        let title = [("n", FluentValue::from(d.power)), ("creature", FluentValue::from(d.creature.1.as_str()))];
        egui::Window::new(lang.tr_with("panels-divide-title", &title))
            .id(egui::Id::new(("division", d.creature.0.clone())))
            .collapsible(false)
            .resizable(false)
            // Over the piles, right of the battlefield and left of the inspector (330 px),
            // clear of the creatures in combat.
            .default_pos(egui::pos2(ctx.content_rect().right() - 330.0 - 380.0, ctx.content_rect().center().y + 20.0))
            .default_width(360.0)
            .show(ctx, |ui| {
                ui.label(lang.t(if d.blocker { "panels-divide-how-blocker" } else { "panels-divide-how" }, &[]));
                let lethal = |(_, n, need): &(String, String, u32)| {
                    lang.t("panels-divide-lethal", &[("name", n), ("lethal", &need.to_string())])
                };
                let mut names: Vec<String> = d.among.iter().map(lethal).collect();
                if let Some((_, to)) = &d.trample_to {
                    let key = if d.tramples { "panels-divide-trample" } else { "panels-divide-unblocked" };
                    names.push(lang.t(key, &[("name", to)]));
                }
                for (name, n) in names.iter().zip(draft.iter_mut()) {
                    ui.horizontal(|ui| {
                        ui.add(egui::DragValue::new(n).range(0..=d.power));
                        ui.label(name);
                    });
                }
                let total: u32 = draft.iter().sum();
                if total != d.power {
                    let (total, power) = (total.to_string(), d.power.to_string());
                    let said = lang.t("panels-divide-assigned", &[("total", &total), ("n", &power)]);
                    ui.colored_label(ui.visuals().warn_fg_color, said);
                }
                if ui.add_enabled(total == d.power, egui::Button::new(lang.t("panels-divide-assign", &[]))).clicked() {
                    let mut to: Vec<(crate::rules::action::Target, u32)> = d
                        .among
                        .iter()
                        .zip(draft.iter())
                        .map(|((id, _, _), n)| (crate::rules::action::Target::Object(id.clone().into()), *n))
                        .collect();
                    if let (Some((t, _)), Some(n)) = (&d.trample_to, draft.last()) {
                        to.push((t.clone(), *n));
                    }
                    to.retain(|(_, n)| *n > 0);
                    out.push(UiAction::Do(Action::AssignCombatDamage { card: d.creature.0.clone().into(), to }));
                    divided.push(d.creature.0.clone());
                }
            });
    }
    out
}
