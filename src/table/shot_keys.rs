//! `bifronte shot --keys "Right Right Enter Ctrl+S"`: key presses played into the window once
//! its scene has played, one every few frames, before the picture is taken. They go in as the
//! window's own keyboard events (`KeyboardInput`), so they reach the table's keys and egui's
//! dialogs the way a player's keys do: how a test plays a game by keyboard alone.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use super::keymap::Chord;

/// Frames between two presses: the table, then the overlay, see each.
const FRAMES_APART: u32 = 6;

/// The keys still to press, and the frames to wait before the next.
#[derive(Resource, Clone, Debug, Default)]
pub struct ShotKeys {
    /// The chords, first first.
    pub left: std::collections::VecDeque<Chord>,
    /// Frames to wait.
    wait: u32,
    /// A chord held down, released next.
    held: Option<Chord>,
    /// The scene has played: the keys may go.
    pub go: bool,
}

impl ShotKeys {
    /// Keys as the help writes them, space-separated ("Right Enter Ctrl+S").
    pub fn parse(text: &str) -> Result<ShotKeys, crate::i18n::Said> {
        let left = text.split_whitespace().map(Chord::parse).collect::<Result<_, _>>()?;
        Ok(ShotKeys { left, wait: FRAMES_APART, held: None, go: false })
    }

    /// Whether every key has been pressed and let go.
    pub fn done(&self) -> bool {
        self.left.is_empty() && self.held.is_none()
    }
}

/// The key's meaning on the keyboard, for egui (which reads the logical key).
fn logical(key: KeyCode) -> Key {
    match key {
        KeyCode::Enter | KeyCode::NumpadEnter => Key::Enter,
        KeyCode::Space => Key::Space,
        KeyCode::Tab => Key::Tab,
        KeyCode::Escape => Key::Escape,
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::ArrowUp => Key::ArrowUp,
        KeyCode::ArrowDown => Key::ArrowDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::ControlLeft => Key::Control,
        KeyCode::ShiftLeft => Key::Shift,
        KeyCode::F1 => Key::F1,
        KeyCode::F2 => Key::F2,
        KeyCode::F3 => Key::F3,
        KeyCode::F4 => Key::F4,
        other => {
            let name = super::keymap::key_name(other).to_ascii_lowercase();
            Key::Character(name.into())
        }
    }
}

/// The events of pressing (or letting go of) a chord: its modifiers around its key.
fn events(chord: Chord, state: ButtonState, window: Entity) -> Vec<KeyboardInput> {
    let event = |key_code: KeyCode| KeyboardInput {
        key_code,
        logical_key: logical(key_code),
        state,
        text: None,
        repeat: false,
        window,
    };
    let mut keys = Vec::new();
    if chord.ctrl {
        keys.push(KeyCode::ControlLeft);
    }
    if chord.shift == Some(true) {
        keys.push(KeyCode::ShiftLeft);
    }
    keys.push(chord.key);
    if state == ButtonState::Released {
        keys.reverse();
    }
    keys.into_iter().map(event).collect()
}

/// Presses the next key once the scene has played and nothing moves.
pub fn press_shot_keys(
    mut keys: ResMut<ShotKeys>,
    mut out: MessageWriter<KeyboardInput>,
    window: Query<Entity, With<bevy::window::PrimaryWindow>>,
    moving: Query<(), With<super::visuals::Animating>>,
) {
    if !keys.go {
        return;
    }
    if keys.wait > 0 {
        keys.wait -= 1;
        return;
    }
    let window = window.single().unwrap_or(Entity::PLACEHOLDER);
    if let Some(held) = keys.held.take() {
        out.write_batch(events(held, ButtonState::Released, window));
        keys.wait = FRAMES_APART;
        return;
    }
    if !moving.is_empty() {
        return;
    }
    if let Some(next) = keys.left.pop_front() {
        out.write_batch(events(next, ButtonState::Pressed, window));
        keys.held = Some(next);
    }
}

/// Offscreen there is no window to have the keyboard: egui's context on the table's camera
/// gets the keys.
pub fn give_egui_the_keys(
    mut commands: Commands,
    contexts: Query<Entity, With<bevy_egui::PrimaryEguiContext>>,
    window: Query<(), With<bevy::window::PrimaryWindow>>,
    given: Option<Res<bevy_egui::input::FocusedNonWindowEguiContext>>,
) {
    if window.is_empty()
        && given.is_none()
        && let Ok(context) = contexts.single()
    {
        commands.insert_resource(bevy_egui::input::FocusedNonWindowEguiContext(context));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chord_is_pressed_with_its_modifiers_first_and_let_go_of_last() {
        let keys = ShotKeys::parse("Right  Ctrl+S").unwrap();
        assert_eq!(keys.left.len(), 2);
        let down = events(keys.left[1], ButtonState::Pressed, Entity::PLACEHOLDER);
        let codes: Vec<KeyCode> = down.iter().map(|e| e.key_code).collect();
        assert_eq!(codes, [KeyCode::ControlLeft, KeyCode::KeyS]);
        assert_eq!(down[1].logical_key, Key::Character("s".into()));
        let up = events(keys.left[1], ButtonState::Released, Entity::PLACEHOLDER);
        assert_eq!(up.iter().map(|e| e.key_code).collect::<Vec<_>>(), [KeyCode::KeyS, KeyCode::ControlLeft]);
        assert!(ShotKeys::parse("Right Sideways").unwrap_err().text_in(crate::i18n::Lang::En).contains("Sideways"));
    }
}
