//! Choosing several targets (601.2c, 603.3d) in a dialog: a list of what each slot may be, a
//! click choosing one ("up to" ones left or clicked again to leave them), then Done. It serves
//! a triggered ability waiting for its targets (`stack::trigger_targets`) and a spell or
//! ability with more than one target cast or activated from a card's menu
//! ([`PendingTargets`]).

use bevy_egui::egui::{self, RichText};

use super::UiAction;
use crate::i18n::Lang;
use crate::rules::Action;
use crate::table::language::Words;

/// The slots a dialog offers, each with what may be chosen for it and whether it may be left.
pub(super) struct SlotList<'a> {
    /// For each slot, the viewer's ids (players by name) that may be chosen.
    pub slots: &'a [Vec<String>],
    /// For each slot, whether it may be left unchosen ("up to").
    pub optional: &'a [bool],
}

impl SlotList<'_> {
    /// Whether slot `i` may be left unchosen.
    fn optional(&self, i: usize) -> bool {
        self.optional.get(i) == Some(&true)
    }

    /// Draws each slot's choices, `picked` holding what is chosen; the slot a click chose in,
    /// if one did.
    pub fn show(
        &self,
        ui: &mut egui::Ui,
        picked: &mut Vec<Option<String>>,
        name: &dyn Fn(&str) -> String,
    ) -> Option<usize> {
        let lang = ui.lang();
        picked.resize(self.slots.len(), None);
        let mut clicked = None;
        for (i, slot) in self.slots.iter().enumerate() {
            let which = if self.optional(i) { "panels-targets-which-optional" } else { "panels-targets-which" };
            ui.label(RichText::new(lang.t(which, &[("n", &(i + 1).to_string())])).strong());
            // One name a line (a row of names ran past the dialog's edge at a larger size).
            egui::ScrollArea::vertical().id_salt(("target slot", i)).max_height(180.0).show(ui, |ui| {
                for x in slot {
                    let on = picked[i].as_deref() == Some(x.as_str());
                    if ui.selectable_label(on, name(x)).clicked() {
                        // 601.2c: an "up to" target clicked again is left unchosen.
                        picked[i] = if on && self.optional(i) { None } else { Some(x.clone()) };
                        clicked = Some(i);
                    }
                }
            });
        }
        clicked
    }

    /// Whether every slot that must be chosen is.
    pub fn whole(&self, picked: &[Option<String>]) -> bool {
        (0..self.slots.len()).all(|i| picked.get(i).is_some_and(Option::is_some) || self.optional(i))
    }
}

/// What a player is choosing the targets of, from a card's menu: the action (a cast or an
/// activation) with no targets yet, its label, and its slots.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingTargets {
    /// The action, its targets to be set.
    pub action: Action,
    /// How the menu named it ("Into the Void").
    pub label: String,
    /// For each slot, what may be chosen.
    pub slots: Vec<Vec<String>>,
    /// For each slot, whether it may be left.
    pub optional: Vec<bool>,
    /// The damage divided among the targets as the spell is cast (601.2d); 0: none.
    pub divide: u32,
}

fn pending_id() -> egui::Id {
    egui::Id::new("targets chosen from a menu")
}

impl PendingTargets {
    /// Opens the dialog for it (a menu's item does, then closes).
    pub fn open(self, ctx: &egui::Context) {
        ctx.data_mut(|d| {
            d.insert_temp(pending_id(), Some(self));
            d.remove::<Vec<Option<String>>>(pending_id().with("picked"));
            d.remove::<Vec<u32>>(pending_id().with("shares"));
        });
    }
}

/// The dialog choosing the targets of a spell or ability from a card's menu: Done asks for the
/// action with them (the kernel judges them, 601.2c), Cancel forgets it.
pub fn menu_targets(ctx: &egui::Context, model: &crate::view::seat::SeatModel) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(p) = ctx.data_mut(|d| d.get_temp::<Option<PendingTargets>>(pending_id())).flatten() else { return out };
    let picked_id = pending_id().with("picked");
    let mut picked: Vec<Option<String>> = ctx.data_mut(|d| d.get_temp(picked_id)).unwrap_or_default();
    let shares_id = pending_id().with("shares");
    let mut shares: Vec<u32> = ctx.data_mut(|d| d.get_temp(shares_id)).unwrap_or_default();
    let mut open = true;
    let list = SlotList { slots: &p.slots, optional: &p.optional };
    egui::Window::new(lang.t("panels-choose-targets-title", &[]))
        .id(pending_id())
        .collapsible(false)
        .resizable(false)
        .default_width(320.0)
        .max_width(340.0)
        .anchor(egui::Align2::LEFT_TOP, [6.0, 100.0])
        .show(ctx, |ui| {
            ui.add(egui::Label::new(lang.t("panels-targets-for", &[("what", &p.label)])).wrap());
            list.show(ui, &mut picked, &|x| object_name(lang, model, x));
            let chosen_names: Vec<&String> = picked.iter().flatten().collect();
            let divided = p.divide > 0;
            if divided {
                dividing(ui, p.divide, &chosen_names, &mut shares, &|x| object_name(lang, model, x));
            }
            // 601.2d: one target at least, each dealt 1 at least, all of it dealt.
            let fair = !divided
                || (!chosen_names.is_empty()
                    && shares.len() == chosen_names.len()
                    && shares.iter().all(|s| *s >= 1)
                    && shares.iter().sum::<u32>() == p.divide);
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        list.whole(&picked) && fair,
                        egui::Button::new(lang.t("panels-choose-targets-done", &[])),
                    )
                    .clicked()
                {
                    let chosen: Vec<crate::rules::Target> =
                        picked.iter().flatten().map(|x| model.target_named(x)).collect();
                    let mut action = p.action.clone();
                    if let Action::Cast { targets, .. } | Action::Activate { targets, .. } = &mut action {
                        *targets = chosen;
                    }
                    if let Action::Cast { divided: d, .. } = &mut action
                        && divided
                    {
                        *d = Some(shares.clone());
                    }
                    out.push(UiAction::Do(action));
                    open = false;
                }
                if ui.button(lang.t("panels-targets-cancel", &[])).clicked() {
                    open = false;
                }
            });
        });
    ctx.data_mut(|d| match open {
        true => {
            d.insert_temp(picked_id, picked);
            d.insert_temp(shares_id, shares);
        }
        false => {
            d.remove::<Option<PendingTargets>>(pending_id());
            d.remove::<Vec<Option<String>>>(picked_id);
            d.remove::<Vec<u32>>(shares_id);
        }
    });
    out
}

/// 601.2d: each chosen target's share of `n` damage, a number from 1 to `n`; the shares start
/// as even as they go whenever the targets change.
fn dividing(ui: &mut egui::Ui, n: u32, chosen: &[&String], shares: &mut Vec<u32>, name: &dyn Fn(&str) -> String) {
    let lang = ui.lang();
    if shares.len() != chosen.len() {
        *shares = crate::rules::ops::spells::divided::evenly(n, chosen.len());
    }
    let left = i64::from(n) - shares.iter().map(|s| i64::from(*s)).sum::<i64>();
    let args = [("n", n.to_string()), ("left", left.to_string())];
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    ui.label(RichText::new(lang.t("panels-divide-damage", &args)).strong());
    for (x, share) in chosen.iter().zip(shares.iter_mut()) {
        ui.horizontal(|ui| {
            ui.add(egui::DragValue::new(share).range(1..=n));
            ui.label(name(x));
        });
    }
}

/// What a choice is called: a player by name, an object by its name and controller.
pub(super) fn object_name(lang: Lang, model: &crate::view::seat::SeatModel, x: &str) -> String {
    match model.table.objects.iter().find(|o| o.id == x) {
        Some(o) if o.shown.name.is_empty() => format!("{} ({})", lang.t("dialogs-face-down-2-2", &[]), o.controller),
        Some(o) => format!("{} ({})", o.shown.name, o.controller),
        None => x.to_string(),
    }
}
