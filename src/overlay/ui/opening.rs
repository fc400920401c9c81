//! The opening hand (103.5): at the start of a game each player is asked "Keep or mulligan?";
//! after a London mulligan they keep seven and put one card on the bottom of their library for
//! each mulligan taken, picked here in one go.

use bevy_egui::egui;

use crate::table::language::Words;
use crate::view::ObjectView;

/// A player's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum OpeningAnswer {
    /// Take a mulligan: the hand is shuffled back and seven drawn (103.5).
    Mulligan,
    /// Keep, putting these cards (by id) on the bottom of the library, one per mulligan.
    Keep(Vec<String>),
}

/// The question for `player` holding `hand` after `mulligans` mulligans; `picked` are the cards
/// ticked to go to the bottom.
pub fn opening_hand(
    ui: &mut egui::Ui,
    player: &str,
    hand: &[&ObjectView],
    mulligans: u32,
    picked: &mut Vec<String>,
) -> Option<OpeningAnswer> {
    let lang = ui.lang();
    let mut answer = None;
    let n = mulligans as usize;
    let (count, taken) = (hand.len().to_string(), mulligans.to_string());
    match mulligans {
        0 => ui.label(lang.t("opening-ask", &[("player", player), ("n", &count)])),
        _ => ui.label(lang.t("opening-bottom", &[("player", player), ("mulligans", &taken)])),
    };
    ui.separator();
    for o in hand {
        let unknown = lang.t("opening-a-card", &[]);
        let name = if o.shown.name.is_empty() { unknown.as_str() } else { o.shown.name.as_str() };
        if mulligans == 0 {
            ui.label(format!("{name} — {}", o.shown.type_line));
            continue;
        }
        let mut on = picked.contains(&o.id);
        if ui.checkbox(&mut on, format!("{name} — {}", o.shown.type_line)).changed() {
            picked.retain(|x| *x != o.id);
            if on {
                picked.push(o.id.clone());
            }
        }
    }
    ui.separator();
    ui.horizontal(|ui| {
        let ready = picked.len() == n;
        let keep = match n {
            0 => lang.t("opening-keep", &[]),
            _ => lang.t("opening-keep-bottom", &[("n", &picked.len().to_string())]),
        };
        if ui.add_enabled(ready, egui::Button::new(keep)).clicked() {
            answer = Some(OpeningAnswer::Keep(picked.clone()));
        }
        let key = crate::table::keymap::hint(lang, crate::table::keymap::Command::Mulligan);
        let mulligan = lang.t("opening-mulligan", &[("key", &key)]);
        if hand.len() > n && ui.button(mulligan).clicked() {
            answer = Some(OpeningAnswer::Mulligan);
        }
    });
    answer
}
