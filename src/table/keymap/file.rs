//! The player's keys as a file: where it is kept (`keys.ron`), how it is read (a command's
//! name, then its keys, each a chord the help writes), written, and why it isn't kept.

use super::{Chord, Command, Keymap};
use crate::i18n::Lang;

/// Where the player's keys are kept.
pub fn keys_file() -> std::path::PathBuf {
    crate::format::user_config_dir().join("keys.ron")
}

/// Why keys weren't kept: a key asked for two commands, or the file couldn't be written.
#[derive(Debug)]
pub enum KeysNotKept {
    /// This key asks for both commands.
    Clash(Chord, Command, Command),
    /// The file couldn't be written.
    Unwritten(crate::format::Unwritten),
}

impl KeysNotKept {
    /// Why, in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            KeysNotKept::Clash(key, a, b) => lang.t(
                "keys-clash",
                &[("key", &key.words(lang)), ("first", &a.help_words(lang)), ("second", &b.help_words(lang))],
            ),
            KeysNotKept::Unwritten(e) => e.to_string(),
        }
    }
}

impl Keymap {
    /// The keys as `keys.ron` holds them: every command, by name.
    pub fn to_file(&self) -> String {
        let mut out = String::from(
            "// Bifronte's keys: a command's name, then its keys (Settings → Keys writes this file).\n{\n",
        );
        for (c, keys) in &self.0 {
            let labels: Vec<String> = keys.iter().map(|k| format!("{:?}", k.label())).collect();
            out.push_str(&format!("    {:?}: [{}],\n", c.name(), labels.join(", ")));
        }
        out.push_str("}\n");
        out
    }

    /// Reads a `keys.ron`: the defaults, with the commands it names bound to its keys.
    pub fn parse(path: &std::path::Path, text: &str) -> Result<Keymap, crate::format::LoadError> {
        use crate::format::LoadError;
        use crate::i18n::Said;
        let map: std::collections::BTreeMap<String, Vec<String>> = crate::format::load_ron(path, text)?;
        // Where a name is written in the file, for an error about it.
        let at = |needle: &str| crate::format::offset_position(text, text.find(&format!("{needle:?}")).unwrap_or(0));
        let mut keymap = Keymap::default();
        let names: Vec<String> = keymap.0.iter().map(|(c, _)| c.name()).collect();
        let known: Vec<&str> = names.iter().map(String::as_str).collect();
        for (name, keys) in &map {
            let Some(command) = keymap.0.iter().map(|(c, _)| *c).find(|c| c.name() == *name) else {
                let quoted = format!("{name:?}");
                let message = match crate::format::nearest(name, &known) {
                    Some(n) => Said::new("files-no-command-near", &[("name", &quoted), ("near", &format!("{n:?}"))]),
                    None => Said::new("files-no-command", &[("name", &quoted)]),
                };
                return Err(LoadError::at(path, Some(&at(name)), message));
            };
            let mut chords = Vec::new();
            for k in keys {
                chords.push(Chord::parse(k).map_err(|e| LoadError::at(path, Some(&at(k)), e))?);
            }
            keymap.set(command, chords);
        }
        if let Some((key, a, b)) = keymap.clash() {
            // The clash is where the file names a command of it: the later one it names.
            let place = [b, a].into_iter().find(|c| map.contains_key(&c.name())).map(|c| at(&c.name()));
            let why = format!(
                "{} asks for both {:?} ({}) and {:?} ({}): a key does one thing",
                key.label(),
                a.name(),
                a.help(),
                b.name(),
                b.help()
            );
            return Err(LoadError::at(path, place.as_ref(), why));
        }
        Ok(keymap)
    }

    /// The player's keys: `keys.ron` if there is one; a file that doesn't read leaves the
    /// default keys in force, and says why.
    pub fn load(path: &std::path::Path) -> (Keymap, Option<crate::i18n::SaidLine>) {
        crate::format::load_settings(path, Keymap::parse, "files-keys-defaults")
    }

    /// Writes the keys to `path`, whole or not at all; a clash is refused first.
    pub fn save(&self, path: &std::path::Path) -> Result<(), KeysNotKept> {
        if let Some((key, a, b)) = self.clash() {
            return Err(KeysNotKept::Clash(key, a, b));
        }
        crate::format::write_file(path, self.to_file().as_bytes()).map_err(KeysNotKept::Unwritten)
    }
}
