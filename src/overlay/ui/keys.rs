//! Settings → Keys: every command with its keys; Change waits for the next key pressed (with
//! Ctrl and Shift as held) and binds the command to it, Clear leaves it without a key, Defaults
//! puts every key back. A key already doing something else is said at once, and Save refuses
//! while one key asks for two commands. Saved, the keys are in force at once and kept in
//! `keys.ron` (`table::keymap`).

use bevy::prelude::KeyCode;
use bevy_egui::egui::{self, RichText};

use super::UiAction;
use crate::table::keymap::{Chord, Command, Keymap};
use crate::table::language::Words;

/// The window's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeysDialog {
    /// The window is open.
    pub open: bool,
    /// The keys as being changed (`None`: not yet taken from those in force).
    pub draft: Option<Keymap>,
    /// The command waiting for its new key.
    pub capturing: Option<Command>,
    /// What the last Save said.
    pub said: Option<Result<String, String>>,
}

/// The key an egui key is, for the keys `keys.ron` can name.
pub fn key_code_of(key: egui::Key) -> Option<KeyCode> {
    use egui::Key as E;
    let letters = [
        (E::A, KeyCode::KeyA),
        (E::B, KeyCode::KeyB),
        (E::C, KeyCode::KeyC),
        (E::D, KeyCode::KeyD),
        (E::E, KeyCode::KeyE),
        (E::F, KeyCode::KeyF),
        (E::G, KeyCode::KeyG),
        (E::H, KeyCode::KeyH),
        (E::I, KeyCode::KeyI),
        (E::J, KeyCode::KeyJ),
        (E::K, KeyCode::KeyK),
        (E::L, KeyCode::KeyL),
        (E::M, KeyCode::KeyM),
        (E::N, KeyCode::KeyN),
        (E::O, KeyCode::KeyO),
        (E::P, KeyCode::KeyP),
        (E::Q, KeyCode::KeyQ),
        (E::R, KeyCode::KeyR),
        (E::S, KeyCode::KeyS),
        (E::T, KeyCode::KeyT),
        (E::U, KeyCode::KeyU),
        (E::V, KeyCode::KeyV),
        (E::W, KeyCode::KeyW),
        (E::X, KeyCode::KeyX),
        (E::Y, KeyCode::KeyY),
        (E::Z, KeyCode::KeyZ),
        (E::Num0, KeyCode::Digit0),
        (E::Num1, KeyCode::Digit1),
        (E::Num2, KeyCode::Digit2),
        (E::Num3, KeyCode::Digit3),
        (E::Num4, KeyCode::Digit4),
        (E::Num5, KeyCode::Digit5),
        (E::Num6, KeyCode::Digit6),
        (E::Num7, KeyCode::Digit7),
        (E::Num8, KeyCode::Digit8),
        (E::Num9, KeyCode::Digit9),
        (E::F1, KeyCode::F1),
        (E::F2, KeyCode::F2),
        (E::F3, KeyCode::F3),
        (E::F4, KeyCode::F4),
        (E::F5, KeyCode::F5),
        (E::F6, KeyCode::F6),
        (E::F7, KeyCode::F7),
        (E::F8, KeyCode::F8),
        (E::F9, KeyCode::F9),
        (E::F10, KeyCode::F10),
        (E::F11, KeyCode::F11),
        (E::F12, KeyCode::F12),
        (E::Equals, KeyCode::Equal),
        (E::Plus, KeyCode::Equal),
        (E::Minus, KeyCode::Minus),
        (E::ArrowRight, KeyCode::ArrowRight),
        (E::ArrowLeft, KeyCode::ArrowLeft),
        (E::ArrowUp, KeyCode::ArrowUp),
        (E::ArrowDown, KeyCode::ArrowDown),
        (E::Space, KeyCode::Space),
        (E::Enter, KeyCode::Enter),
        (E::Tab, KeyCode::Tab),
        (E::Home, KeyCode::Home),
        (E::End, KeyCode::End),
    ];
    letters.into_iter().find(|(e, _)| *e == key).map(|(_, k)| k)
}

/// The window, while open; `live` is the keymap in force.
pub fn keys_window(ctx: &egui::Context, dialog: &mut KeysDialog, live: &Keymap, out: &mut Vec<UiAction>) {
    let lang = ctx.lang();
    let mut open = dialog.open;
    egui::Window::new(lang.t("keys-title", &[]))
        .id(egui::Id::new("keys"))
        .open(&mut open)
        .default_width(560.0)
        .show(ctx, |ui| keys_ui(ui, dialog, live, out));
    dialog.open = open;
    if !open {
        dialog.capturing = None;
        dialog.draft = None;
    }
}

/// What the window holds: a row a command, then Save, Defaults and what Save said.
pub fn keys_ui(ui: &mut egui::Ui, dialog: &mut KeysDialog, live: &Keymap, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    let draft = dialog.draft.get_or_insert_with(|| live.clone());
    // The key pressed while a command waits for one (Esc: leave it as it was).
    if let Some(command) = dialog.capturing {
        // The modifiers as the event says, or as held now (a window's event may leave them out).
        let pressed = ui.input(|i| {
            i.events.iter().find_map(|e| match e {
                egui::Event::Key { key, pressed: true, modifiers, .. } => Some((
                    *key,
                    modifiers.ctrl || modifiers.command || i.modifiers.ctrl || i.modifiers.command,
                    modifiers.shift || i.modifiers.shift,
                )),
                _ => None,
            })
        });
        if let Some((key, ctrl, shift)) = pressed {
            if key != egui::Key::Escape
                && let Some(code) = key_code_of(key)
            {
                let shift = match (ctrl, shift) {
                    (_, true) => Some(true),
                    (true, false) => Some(false),
                    (false, false) => None,
                };
                draft.set(command, vec![Chord { key: code, ctrl, shift }]);
            }
            dialog.capturing = None;
        }
    }
    ui.label(lang.t("keys-intro", &[]));
    let clash = draft.clash();
    egui::ScrollArea::vertical().max_height(420.0).show(ui, |ui| {
        egui::Grid::new("keys").num_columns(3).striped(true).show(ui, |ui| {
            for (command, keys) in draft.0.clone() {
                // The buttons first: a long description mustn't push them out of sight.
                ui.horizontal(|ui| {
                    if ui.small_button(lang.t("keys-change", &[])).on_hover_text(command.name()).clicked() {
                        dialog.capturing = Some(command);
                    }
                    if ui.small_button(lang.t("keys-clear", &[])).clicked() {
                        draft.set(command, Vec::new());
                    }
                });
                let labels: Vec<String> = keys.iter().map(|c| c.words(lang)).collect();
                let text = match (dialog.capturing == Some(command), labels.is_empty()) {
                    (true, _) => RichText::new(lang.t("keys-press", &[])).strong(),
                    (false, true) => RichText::new(lang.t("keys-none", &[])).weak(),
                    (false, false) => RichText::new(labels.join(&format!(" {} ", lang.t("panels-or", &[])))).strong(),
                };
                let clashing = clash.is_some_and(|(_, a, b)| a == command || b == command);
                ui.label(if clashing { text.color(super::FAILED) } else { text });
                ui.label(command.help_words(lang));
                ui.end_row();
            }
        });
    });
    if let Some((key, a, b)) = clash {
        let why = lang.t(
            "keys-clash",
            &[("key", &key.words(lang)), ("first", &a.help_words(lang)), ("second", &b.help_words(lang))],
        );
        ui.label(RichText::new(why).color(super::FAILED));
    }
    ui.separator();
    ui.horizontal(|ui| {
        if ui.add_enabled(clash.is_none(), egui::Button::new(lang.t("keys-save", &[]))).clicked() {
            out.push(UiAction::SetKeys(draft.clone()));
        }
        if ui.button(lang.t("keys-defaults", &[])).clicked() {
            *draft = Keymap::default();
        }
        if ui.add_enabled(draft != live, egui::Button::new(lang.t("keys-undo", &[]))).clicked() {
            *draft = live.clone();
        }
    });
    match &dialog.said {
        Some(Ok(s)) => _ = ui.label(s),
        Some(Err(e)) => _ = ui.label(RichText::new(e).color(super::FAILED)),
        None => {}
    }
}
