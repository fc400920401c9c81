//! Every key the window knows, in one table: the input handlers look keys up here and the help
//! screen is drawn from it, so the two can't disagree. [`KEYMAP`] is the default; the keys in
//! force are the [`Keymap`] resource, read from `$XDG_CONFIG_HOME/bifronte/keys.ron` where the
//! player chose others (Settings → Keys writes it): a map of a command's name to its keys,
//! `{"Tap": ["T"], "Redo": ["Ctrl+Shift+Z", "Ctrl+Y"]}`, commands left out keeping theirs. The
//! file is strict like every other: an unknown command or key, or one key for two commands, is
//! an error at its line and column, and the default keys stay in force.

use crate::i18n::Lang;
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
    /// Declare the attacks drawn (508.1, an assisted table's Attack button).
    Attack,
    /// Declare no attackers (508.1).
    NoAttacks,
    /// Draw an attack from every creature that may attack (an assisted table).
    AttackWithAll,
    /// Declare the blocks drawn, or none (509.1, the Block or No blocks button).
    BlocksDone,
    /// Move the focus ring to the card or pile on the left (`super::focus`).
    FocusLeft,
    /// ... on the right.
    FocusRight,
    /// ... in the row above.
    FocusUp,
    /// ... in the row below.
    FocusDown,
    /// Open the focused card's menu, or the focused pile's list.
    Menu,
    /// Put the keyboard's focus on the menu bar.
    MenuBar,
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
    /// The help's words in English; the help shows its message ([`Command::help_id`]) in the
    /// language in force.
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
        command: Command::FocusLeft,
        keys: &[key(KeyCode::ArrowLeft)],
        help: "focus ring: the card or pile on the left",
    },
    Binding {
        command: Command::FocusRight,
        keys: &[key(KeyCode::ArrowRight)],
        help: "focus ring: the card or pile on the right",
    },
    Binding { command: Command::FocusUp, keys: &[key(KeyCode::ArrowUp)], help: "focus ring: the row above" },
    Binding { command: Command::FocusDown, keys: &[key(KeyCode::ArrowDown)], help: "focus ring: the row below" },
    Binding {
        command: Command::Menu,
        keys: &[key(KeyCode::Enter), key(KeyCode::NumpadEnter)],
        help: "the focused card's menu (every action on it, Move to...), or the focused pile's list",
    },
    Binding {
        command: Command::Resolve,
        keys: &[ctrl(KeyCode::Enter), ctrl(KeyCode::NumpadEnter)],
        help: "resolve the top of the stack",
    },
    Binding { command: Command::Draw, keys: &[ctrl(KeyCode::KeyD)], help: "draw a card" },
    Binding { command: Command::UntapAll, keys: &[ctrl(KeyCode::KeyU)], help: "untap every permanent you control" },
    Binding { command: Command::Shuffle, keys: &[ctrl_shift(KeyCode::KeyS)], help: "shuffle your library" },
    Binding { command: Command::Mulligan, keys: &[ctrl(KeyCode::KeyM)], help: "mulligan (London, 103.5)" },
    Binding { command: Command::Tokens, keys: &[ctrl(KeyCode::KeyT)], help: "create tokens" },
    Binding { command: Command::Undo, keys: &[ctrl(KeyCode::KeyZ)], help: "undo (by replaying the log)" },
    Binding { command: Command::Redo, keys: &[ctrl_shift(KeyCode::KeyZ), ctrl(KeyCode::KeyY)], help: "redo" },
    Binding { command: Command::Next, keys: &[key(KeyCode::KeyN)], help: "play the scene's next step" },
    Binding { command: Command::Back, keys: &[key(KeyCode::KeyB)], help: "go back a step" },
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
    Binding {
        command: Command::Attack,
        keys: &[key(KeyCode::KeyA)],
        help: "declare the attacks drawn (a click on a creature draws one; an assisted table)",
    },
    Binding {
        command: Command::AttackWithAll,
        keys: &[ctrl(KeyCode::KeyA)],
        help: "draw an attack from every creature that may attack (an assisted table)",
    },
    Binding {
        command: Command::NoAttacks,
        keys: &[key(KeyCode::KeyX)],
        help: "declare no attackers (an assisted table)",
    },
    Binding {
        command: Command::BlocksDone,
        keys: &[key(KeyCode::KeyK)],
        help: "declare the blocks drawn, or no blocks (click your creature, then the attacker; an assisted table)",
    },
    Binding {
        command: Command::MenuBar,
        keys: &[key(KeyCode::F10)],
        help: "the menu bar: the arrows go along it and Enter opens a menu",
    },
    Binding { command: Command::Close, keys: &[key(KeyCode::Escape)], help: "close dialogs" },
];

/// What the pointer does, for the help (these are not keys): the rows' message id, then what
/// is done and what it does, in English. The help shows the messages `ID` and `ID-does` in the
/// language in force ([`pointer_help`]).
pub const POINTER_HELP: &[(&str, &str, &str)] = &[
    ("panels-pointer-hover", "Mouse over a card", "inspect it (right panel)"),
    ("panels-pointer-left-click", "Left click", "select it (the inspector keeps it)"),
    (
        "panels-pointer-combat",
        "Left click in combat",
        "your creature attacks (again: it doesn't); blocking: your creature, then the attacker it blocks",
    ),
    ("panels-pointer-right-click", "Right click", "every action on it"),
    (
        "panels-pointer-drag",
        "Drag a card",
        "onto a zone to move it; an Aura or Equipment onto a permanent to attach it",
    ),
    ("panels-pointer-wheel", "Wheel / middle drag", "zoom / pan"),
];

/// What the pointer does, as the help says it in the language in force: what is done, and what
/// it does.
pub fn pointer_help(lang: Lang) -> Vec<(String, String)> {
    POINTER_HELP.iter().map(|(id, _, _)| (lang.t(id, &[]), lang.t(&format!("{id}-does"), &[]))).collect()
}

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

    /// How a button, a menu or the help names it to the player: [`Chord::label`] with the
    /// keys' names in the language in force ("Ctrl+Maj+Z", "Espace").
    pub fn words(&self, lang: Lang) -> String {
        let mut s = String::new();
        if self.ctrl {
            s.push_str("Ctrl+");
        }
        if self.shift == Some(true) {
            s.push_str(&lang.t("panels-key-shift", &[]));
            s.push('+');
        }
        s.push_str(&key_words(lang, self.key));
        s
    }
}

/// A key's name as the player's language says it ("Space", "Spazio", "Espace"): the keys with
/// a word for a name; the others as printed on them ([`key_name`]).
pub fn key_words(lang: Lang, key: KeyCode) -> String {
    let id = match key {
        KeyCode::Space => "panels-key-space",
        KeyCode::Enter => "panels-key-enter",
        KeyCode::Escape => "panels-key-esc",
        KeyCode::Tab => "panels-key-tab",
        KeyCode::ArrowLeft => "panels-key-left",
        KeyCode::ArrowRight => "panels-key-right",
        KeyCode::ArrowUp => "panels-key-up",
        KeyCode::ArrowDown => "panels-key-down",
        KeyCode::Home => "panels-key-home",
        KeyCode::End => "panels-key-end",
        other => return key_name(other),
    };
    lang.t(id, &[])
}

/// A key's name as printed on it.
pub fn key_name(key: KeyCode) -> String {
    match key {
        KeyCode::Equal => "+".into(),
        KeyCode::Minus => "-".into(),
        KeyCode::NumpadAdd => "Numpad+".into(),
        KeyCode::NumpadSubtract => "Numpad-".into(),
        KeyCode::ArrowRight => "Right".into(),
        KeyCode::ArrowLeft => "Left".into(),
        KeyCode::ArrowUp => "Up".into(),
        KeyCode::ArrowDown => "Down".into(),
        KeyCode::Escape => "Esc".into(),
        other => {
            let name = format!("{other:?}");
            name.strip_prefix("Key").unwrap_or(&name).to_string()
        }
    }
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

/// The keys the file's names may name, in the order a name is looked up ("+" is `=`'s).
const NAMED_KEYS: [KeyCode; 63] = [
    KeyCode::KeyA,
    KeyCode::KeyB,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
    KeyCode::KeyG,
    KeyCode::KeyH,
    KeyCode::KeyI,
    KeyCode::KeyJ,
    KeyCode::KeyK,
    KeyCode::KeyL,
    KeyCode::KeyM,
    KeyCode::KeyN,
    KeyCode::KeyO,
    KeyCode::KeyP,
    KeyCode::KeyQ,
    KeyCode::KeyR,
    KeyCode::KeyS,
    KeyCode::KeyT,
    KeyCode::KeyU,
    KeyCode::KeyV,
    KeyCode::KeyW,
    KeyCode::KeyX,
    KeyCode::KeyY,
    KeyCode::KeyZ,
    KeyCode::Digit0,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
    KeyCode::F1,
    KeyCode::F2,
    KeyCode::F3,
    KeyCode::F4,
    KeyCode::F5,
    KeyCode::F6,
    KeyCode::F7,
    KeyCode::F8,
    KeyCode::F9,
    KeyCode::F10,
    KeyCode::F11,
    KeyCode::F12,
    KeyCode::Equal,
    KeyCode::Minus,
    KeyCode::ArrowRight,
    KeyCode::ArrowLeft,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::Space,
    KeyCode::Enter,
    KeyCode::Tab,
    KeyCode::Escape,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::NumpadAdd,
    KeyCode::NumpadSubtract,
    KeyCode::NumpadEnter,
];

/// The key a name names ("T", "F2", "Space", "+", "Right"), any case.
pub fn key_named(name: &str) -> Option<KeyCode> {
    match name.to_ascii_lowercase().as_str() {
        "=" => return Some(KeyCode::Equal),
        "escape" => return Some(KeyCode::Escape),
        _ => {}
    }
    NAMED_KEYS.into_iter().find(|k| key_name(*k).eq_ignore_ascii_case(name))
}

impl Chord {
    /// A chord as the help writes it: "T", "Ctrl+D", "Ctrl+Shift+Z", "Shift+F2", "+". A key
    /// alone works whether Shift is held or not; with Ctrl, Shift must be as written.
    pub fn parse(text: &str) -> Result<Chord, crate::i18n::Said> {
        let mut rest = text.trim();
        let (mut ctrl, mut shift) = (false, false);
        loop {
            let lower = rest.to_ascii_lowercase();
            if lower.starts_with("ctrl+") && rest.len() > 5 {
                ctrl = true;
                rest = &rest[5..];
            } else if lower.starts_with("shift+") && rest.len() > 6 {
                shift = true;
                rest = &rest[6..];
            } else {
                break;
            }
        }
        let key =
            key_named(rest).ok_or_else(|| crate::i18n::Said::new("files-no-key", &[("name", &format!("{rest:?}"))]))?;
        let shift = match (ctrl, shift) {
            (_, true) => Some(true),
            (true, false) => Some(false),
            (false, false) => None,
        };
        Ok(Chord { key, ctrl, shift })
    }

    /// Whether the two can be pressed at once (one key, the same Ctrl, Shift not told apart).
    pub fn overlaps(&self, other: &Chord) -> bool {
        self.key == other.key
            && self.ctrl == other.ctrl
            && (self.shift.is_none() || other.shift.is_none() || self.shift == other.shift)
    }
}

impl Command {
    /// The command's name in `keys.ron` ("Tap", "PassUntilEndOfTurn").
    pub fn name(self) -> String {
        format!("{self:?}")
    }

    /// What the help says it does, in English.
    pub fn help(self) -> &'static str {
        KEYMAP.iter().find(|b| b.command == self).map_or("", |b| b.help)
    }

    /// The message id of what the help says it does: `panels-key-` and its name in lowercase
    /// words joined by dashes ("panels-key-pass-until-end-of-turn").
    pub fn help_id(self) -> String {
        let mut id = String::from("panels-key");
        for c in self.name().chars() {
            if c.is_ascii_uppercase() {
                id.push('-');
            }
            id.push(c.to_ascii_lowercase());
        }
        id
    }

    /// What the help says it does, in the language in force.
    pub fn help_words(self, lang: Lang) -> String {
        lang.t(&self.help_id(), &[])
    }
}

/// The keys in force: each command's chords, in the help's order.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Keymap(pub Vec<(Command, Vec<Chord>)>);

impl Default for Keymap {
    fn default() -> Self {
        Keymap(KEYMAP.iter().map(|b| (b.command, b.keys.to_vec())).collect())
    }
}

/// The keys in force, for the words of buttons and menus ("Mulligan (Ctrl+M)"), which are drawn
/// far from the `Keymap` resource: set with it ([`Keymap::put_in_force`]).
static IN_FORCE: std::sync::RwLock<Option<Keymap>> = std::sync::RwLock::new(None);

/// How a button names its command's key: the first key in force ("Ctrl+M"), or "no key".
pub fn hint(lang: Lang, command: Command) -> String {
    let in_force = IN_FORCE.read().ok().and_then(|k| k.as_ref().map(|k| k.keys_of(command).first().copied()));
    let first = match in_force {
        Some(first) => first,
        None => KEYMAP.iter().find(|b| b.command == command).and_then(|b| b.keys.first().copied()),
    };
    first.map_or_else(|| lang.t("panels-no-key", &[]), |c| c.words(lang))
}

impl Keymap {
    /// Makes these the keys that buttons and menus name ([`hint`]).
    pub fn put_in_force(&self) {
        if let Ok(mut k) = IN_FORCE.write() {
            *k = Some(self.clone());
        }
    }

    /// The command a key asks for, with these modifiers held.
    pub fn command_for(&self, key: KeyCode, ctrl: bool, shift: bool) -> Option<Command> {
        self.0.iter().find(|(_, keys)| keys.iter().any(|c| c.matches(key, ctrl, shift))).map(|(c, _)| *c)
    }

    /// A command's keys.
    pub fn keys_of(&self, command: Command) -> &[Chord] {
        self.0.iter().find(|(c, _)| *c == command).map_or(&[], |(_, k)| k.as_slice())
    }

    /// Binds a command to these keys, in place of its own.
    pub fn set(&mut self, command: Command, keys: Vec<Chord>) {
        if let Some(entry) = self.0.iter_mut().find(|(c, _)| *c == command) {
            entry.1 = keys;
        }
    }

    /// The first two commands that share a key, with the key: "Ctrl+T asks for both tap /
    /// untap and create tokens".
    pub fn clash(&self) -> Option<(Chord, Command, Command)> {
        let all: Vec<(Command, Chord)> =
            self.0.iter().flat_map(|(c, keys)| keys.iter().map(move |k| (*c, *k))).collect();
        for (i, (a, ka)) in all.iter().enumerate() {
            if let Some((b, _)) = all[i + 1..].iter().find(|(b, kb)| b != a && ka.overlaps(kb)) {
                return Some((*ka, *a, *b));
            }
        }
        None
    }

    /// The help's rows for the keys in force that work at this kind of table, in English.
    pub fn help_rows_at(&self, table: Table) -> Vec<(String, &'static str)> {
        self.help_keys_at(Lang::En, table, &Chord::label).into_iter().map(|(keys, c)| (keys, c.help())).collect()
    }

    /// The help's rows in the language in force: the keys, and what they do.
    pub fn help_words_at(&self, lang: Lang, table: Table) -> Vec<(String, String)> {
        self.help_keys_at(lang, table, &|c| c.words(lang))
            .into_iter()
            .map(|(keys, c)| (keys, c.help_words(lang)))
            .collect()
    }

    /// The keys in force of each command that works at this kind of table ("Ctrl+Shift+Z or
    /// Ctrl+Y", "(no key)"), each named by `name`, with the command.
    fn help_keys_at(&self, lang: Lang, table: Table, name: &dyn Fn(&Chord) -> String) -> Vec<(String, Command)> {
        let mut rows = Vec::new();
        for (command, keys) in self.0.iter().filter(|(c, _)| c.works_at(table)) {
            // A numpad twin of a key already listed isn't listed again.
            let numpad = |c: &&Chord| key_name(c.key).starts_with("Numpad");
            let twins = keys.iter().any(|c| !numpad(&c));
            let mut labels: Vec<String> = Vec::new();
            for l in keys.iter().filter(|c| !(twins && numpad(c))).map(name) {
                if !labels.contains(&l) {
                    labels.push(l);
                }
            }
            let keys = match labels.is_empty() {
                true => lang.t("keys-none", &[]),
                false => labels.join(&format!(" {} ", lang.t("panels-or", &[]))),
            };
            rows.push((keys, *command));
        }
        rows
    }
}

/// A key command, sent once per press for whoever handles it (the table, the session through
/// the input plugin, the overlay).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyCommand(pub Command);

mod file;
#[cfg(test)]
mod tests;

pub use file::{KeysNotKept, keys_file};
