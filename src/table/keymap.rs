//! Every key the window knows, in one table: the input handlers look keys up here and the help
//! screen is drawn from it, so the two can't disagree.

use bevy::prelude::*;

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Tap or untap the card under the pointer.
    Tap,
    /// Transform it (a flip card: flip it, 710.2).
    Transform,
    /// Turn it face down, or face up.
    FaceDown,
    /// Put a +1/+1 counter on it.
    AddCounter,
    /// Remove a +1/+1 counter from it.
    RemoveCounter,
    /// Show its other face in the inspector (no transform).
    PeekOther,
    /// Play the scene's next step.
    Next,
    /// Go back a scene step.
    Back,
    /// Restart the scene.
    Restart,
    /// Play or pause the scene.
    TogglePlay,
    /// Undo by replay.
    Undo,
    /// Redo.
    Redo,
    /// Save the table.
    Save,
    /// Load a table.
    Load,
    /// Export the table as a scene.
    Export,
    /// The token dialog.
    Tokens,
    /// Sit at the next player's seat.
    NextSeat,
    /// The turn's next step (an action).
    NextStep,
    /// Reset zoom and pan.
    ResetView,
    /// Slow motion on or off (presentation mode).
    SlowMotion,
    /// The help.
    Help,
    /// Close dialogs.
    Close,
    /// Resolve the top of the stack (608).
    Resolve,
    /// The seat draws a card (121.1).
    Draw,
    /// Untap every permanent the seat controls.
    UntapAll,
    /// The seat shuffles its library (701.24a).
    Shuffle,
    /// The seat takes a mulligan (103.5).
    Mulligan,
    /// Pass priority, and go on passing until something happens (an assisted table).
    PassUntilSomething,
    /// Pass priority until the end of the turn.
    PassUntilEndOfTurn,
    /// Pass priority until the passing player's next turn.
    PassUntilMyTurn,
}

/// A key with the modifiers it needs: `ctrl` must match; `shift` must match when given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chord {
    /// The key.
    pub key: KeyCode,
    /// Ctrl held.
    pub ctrl: bool,
    /// Shift held, or either.
    pub shift: Option<bool>,
}

const fn key(key: KeyCode) -> Chord {
    Chord { key, ctrl: false, shift: None }
}

const fn ctrl(key: KeyCode) -> Chord {
    Chord { key, ctrl: true, shift: Some(false) }
}

const fn ctrl_shift(key: KeyCode) -> Chord {
    Chord { key, ctrl: true, shift: Some(true) }
}

/// One command, its keys, and what the help says of it.
pub struct Binding {
    /// The command.
    pub command: Command,
    /// The keys that ask for it.
    pub keys: &'static [Chord],
    /// The help's words.
    pub help: &'static str,
}

/// Every key binding, in the order the help lists them.
pub const KEYMAP: &[Binding] = &[
    Binding { command: Command::Tap, keys: &[key(KeyCode::KeyT)], help: "tap / untap" },
    Binding { command: Command::Transform, keys: &[key(KeyCode::KeyF)], help: "transform (a flip card: flip)" },
    Binding { command: Command::FaceDown, keys: &[key(KeyCode::KeyD)], help: "turn face down / face up" },
    Binding {
        command: Command::AddCounter,
        keys: &[key(KeyCode::Equal), key(KeyCode::NumpadAdd)],
        help: "put a +1/+1 counter",
    },
    Binding {
        command: Command::RemoveCounter,
        keys: &[key(KeyCode::Minus), key(KeyCode::NumpadSubtract)],
        help: "remove a +1/+1 counter",
    },
    Binding {
        command: Command::PeekOther,
        keys: &[key(KeyCode::KeyO)],
        help: "show the other face (does not transform)",
    },
    Binding {
        command: Command::Resolve,
        keys: &[key(KeyCode::Enter), key(KeyCode::NumpadEnter)],
        help: "resolve the top of the stack",
    },
    Binding { command: Command::Draw, keys: &[ctrl(KeyCode::KeyD)], help: "draw a card" },
    Binding { command: Command::UntapAll, keys: &[ctrl(KeyCode::KeyU)], help: "untap every permanent you control" },
    Binding { command: Command::Shuffle, keys: &[ctrl_shift(KeyCode::KeyS)], help: "shuffle your library" },
    Binding { command: Command::Mulligan, keys: &[ctrl(KeyCode::KeyM)], help: "mulligan (London, 103.5)" },
    Binding { command: Command::Tokens, keys: &[ctrl(KeyCode::KeyT)], help: "create tokens" },
    Binding { command: Command::Undo, keys: &[ctrl(KeyCode::KeyZ)], help: "undo (by replaying the log)" },
    Binding { command: Command::Redo, keys: &[ctrl_shift(KeyCode::KeyZ), ctrl(KeyCode::KeyY)], help: "redo" },
    Binding {
        command: Command::Next,
        keys: &[key(KeyCode::KeyN), key(KeyCode::ArrowRight)],
        help: "play the scene's next step",
    },
    Binding { command: Command::Back, keys: &[key(KeyCode::KeyB), key(KeyCode::ArrowLeft)], help: "go back a step" },
    Binding { command: Command::Restart, keys: &[key(KeyCode::KeyR)], help: "restart the scene" },
    Binding { command: Command::TogglePlay, keys: &[key(KeyCode::KeyP)], help: "play / pause the scene" },
    Binding { command: Command::Save, keys: &[ctrl(KeyCode::KeyS)], help: "save the table" },
    Binding { command: Command::Load, keys: &[ctrl(KeyCode::KeyO)], help: "load a table" },
    Binding { command: Command::Export, keys: &[ctrl(KeyCode::KeyE)], help: "export the table as a scene" },
    Binding { command: Command::NextSeat, keys: &[key(KeyCode::Tab)], help: "sit at the next player's seat" },
    Binding {
        command: Command::NextStep,
        keys: &[key(KeyCode::Space)],
        help: "pass priority at an assisted table; else the turn's next step (the draw step draws, cleanup ends the turn)",
    },
    Binding { command: Command::ResetView, keys: &[key(KeyCode::Home)], help: "reset zoom and pan" },
    Binding { command: Command::SlowMotion, keys: &[key(KeyCode::KeyM)], help: "slow motion (presentation mode)" },
    Binding { command: Command::Help, keys: &[key(KeyCode::F1), key(KeyCode::KeyH)], help: "this help" },
    Binding {
        command: Command::PassUntilSomething,
        keys: &[key(KeyCode::F2)],
        help: "pass priority until an opponent casts, activates or attacks you (an assisted table)",
    },
    Binding {
        command: Command::PassUntilEndOfTurn,
        keys: &[key(KeyCode::F3)],
        help: "pass priority until the end of the turn, unless an opponent acts (an assisted table)",
    },
    Binding {
        command: Command::PassUntilMyTurn,
        keys: &[key(KeyCode::F4)],
        help: "pass priority until your next turn, unless an opponent acts (an assisted table)",
    },
    Binding { command: Command::Close, keys: &[key(KeyCode::Escape)], help: "close dialogs" },
];

/// What the pointer does, for the help (these are not keys).
pub const POINTER_HELP: &[(&str, &str)] = &[
    ("Mouse over a card", "inspect it (right panel)"),
    ("Left click", "select it (the inspector keeps it)"),
    ("Right click", "every action on it"),
    ("Drag a card", "onto a zone to move it; an Aura or Equipment onto a permanent to attach it"),
    ("Wheel / middle drag", "zoom / pan"),
];

impl Chord {
    /// Whether this chord is pressed: `key` with these modifiers held.
    pub fn matches(&self, key: KeyCode, ctrl: bool, shift: bool) -> bool {
        self.key == key && self.ctrl == ctrl && self.shift.is_none_or(|s| s == shift)
    }

    /// How the help writes it ("Ctrl+Shift+Z").
    pub fn label(&self) -> String {
        let mut s = String::new();
        if self.ctrl {
            s.push_str("Ctrl+");
        }
        if self.shift == Some(true) {
            s.push_str("Shift+");
        }
        s.push_str(&key_name(self.key));
        s
    }
}

/// A key's name as printed on it.
pub fn key_name(key: KeyCode) -> String {
    match key {
        KeyCode::Equal | KeyCode::NumpadAdd => "+".into(),
        KeyCode::Minus | KeyCode::NumpadSubtract => "-".into(),
        KeyCode::ArrowRight => "Right".into(),
        KeyCode::ArrowLeft => "Left".into(),
        KeyCode::Escape => "Esc".into(),
        other => {
            let name = format!("{other:?}");
            name.strip_prefix("Key").unwrap_or(&name).to_string()
        }
    }
}

/// The command a key asks for, with these modifiers held.
pub fn command_for(key: KeyCode, ctrl: bool, shift: bool) -> Option<Command> {
    KEYMAP.iter().find(|b| b.keys.iter().any(|c| c.matches(key, ctrl, shift))).map(|b| b.command)
}

/// Where the window is, for what its keys do there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Table {
    /// A scene: every key.
    #[default]
    Scene,
    /// A game: no scene steps (they would replay a scene, not the game).
    Game,
    /// A networked game: nor what would rewrite every player's history from one window (redo,
    /// load) or change the window's seat.
    Networked,
}

impl Command {
    /// Whether the key does anything at this kind of table.
    pub fn works_at(self, table: Table) -> bool {
        let scene_only = matches!(self, Self::Next | Self::Back | Self::Restart | Self::TogglePlay | Self::SlowMotion);
        let alone_only = matches!(self, Self::Redo | Self::Load | Self::NextSeat);
        match table {
            Table::Scene => true,
            Table::Game => !scene_only,
            Table::Networked => !scene_only && !alone_only,
        }
    }
}

/// The help's rows: the keys of each binding (numpad twins left out) and what they do.
pub fn help_rows() -> Vec<(String, &'static str)> {
    help_rows_at(Table::Scene)
}

/// The help's rows for the keys that work at this kind of table.
pub fn help_rows_at(table: Table) -> Vec<(String, &'static str)> {
    let mut rows: Vec<(String, &'static str)> = Vec::new();
    for b in KEYMAP.iter().filter(|b| b.command.works_at(table)) {
        let mut labels: Vec<String> = Vec::new();
        for l in b.keys.iter().map(Chord::label) {
            if !labels.contains(&l) {
                labels.push(l);
            }
        }
        rows.push((labels.join(" or "), b.help));
    }
    rows
}

/// A key command, sent once per press for whoever handles it (the table, the session through
/// the input plugin, the overlay).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyCommand(pub Command);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chord_means_one_command() {
        for a in KEYMAP.iter().flat_map(|b| b.keys.iter().map(move |c| (c, b.command))) {
            for b in KEYMAP.iter().flat_map(|b| b.keys.iter().map(move |c| (c, b.command))) {
                let same = a.0.key == b.0.key
                    && a.0.ctrl == b.0.ctrl
                    && (a.0.shift.is_none() || b.0.shift.is_none() || a.0.shift == b.0.shift);
                assert!(!same || a.1 == b.1, "{:?} is bound to {:?} and {:?}", a.0, a.1, b.1);
            }
        }
    }

    #[test]
    fn keys_find_their_commands_and_modifiers_matter() {
        assert_eq!(command_for(KeyCode::KeyT, false, false), Some(Command::Tap));
        assert_eq!(command_for(KeyCode::KeyT, true, false), Some(Command::Tokens));
        assert_eq!(command_for(KeyCode::KeyZ, true, false), Some(Command::Undo));
        assert_eq!(command_for(KeyCode::KeyZ, true, true), Some(Command::Redo));
        assert_eq!(
            command_for(KeyCode::Equal, false, true),
            Some(Command::AddCounter),
            "+ is Shift+= on many keyboards"
        );
        assert_eq!(command_for(KeyCode::KeyQ, false, false), None);
    }

    #[test]
    fn the_help_lists_every_binding() {
        let rows = help_rows();
        assert_eq!(rows.len(), KEYMAP.len());
        assert!(rows.iter().any(|(k, h)| k == "Ctrl+Shift+Z or Ctrl+Y" && *h == "redo"), "{rows:?}");
        assert!(rows.iter().any(|(k, _)| k == "+"), "{rows:?}");
    }

    #[test]
    fn a_game_s_help_lists_no_scene_key_and_a_networked_one_no_key_that_rewrites_the_shared_history() {
        let game = help_rows_at(Table::Game);
        assert!(game.iter().all(|(k, _)| k != "R" && k != "N or Right" && k != "P"), "{game:?}");
        assert!(game.iter().any(|(k, _)| k == "Ctrl+D") && game.iter().any(|(k, _)| k == "Tab"), "{game:?}");
        let net = help_rows_at(Table::Networked);
        assert!(net.iter().all(|(k, _)| k != "Tab" && k != "Ctrl+O" && k != "Ctrl+Shift+Z or Ctrl+Y"), "{net:?}");
        assert!(net.iter().any(|(k, h)| k == "Ctrl+Z" && h.contains("undo")), "{net:?}");
    }
}
