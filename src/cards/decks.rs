//! The player's decks, kept in the app: `$XDG_DATA_HOME/bifronte/decks/`, one decklist a file in
//! any format `decklist.rs` reads. Listed (with the shipped sample decks after them) wherever a
//! deck is chosen: File → New game, File → Play online, `bifronte game NAME NAME`. A deck comes
//! in from pasted text (File → New game → My decks, `bifronte deck save NAME < FILE`) only once
//! it reads with no problem: the text is kept as written, under the name given.

use std::path::{Path, PathBuf};

use super::CardDb;
use super::decklist::check_deck_file;
use crate::format::LoadError;
use crate::i18n::Said;

/// The decks folder.
pub fn decks_dir() -> PathBuf {
    crate::format::user_data_dir().join("decks")
}

/// The extensions of the decklists kept (plain text, Forge, MTGO, Cockatrice).
pub const DECK_EXTENSIONS: [&str; 4] = ["txt", "dck", "dek", "cod"];

/// The longest deck name, in characters.
pub const MAX_DECK_NAME: usize = 60;

/// A deck that can be chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckFile {
    /// Its name (the file's, without the extension).
    pub name: String,
    /// Its file.
    pub path: PathBuf,
    /// A sample deck shipped with Bifronte.
    pub shipped: bool,
}

fn decks_in(dir: &Path, shipped: bool) -> Vec<DeckFile> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<DeckFile> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.extension()
                    .and_then(|e| e.to_str())
                    .is_some_and(|e| DECK_EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
        })
        .filter_map(|path| Some(DeckFile { name: path.file_stem()?.to_str()?.to_string(), path, shipped }))
        .collect();
    out.sort_by_key(|d| d.name.to_lowercase());
    out
}

/// The decks of `dir`, by name, then the shipped sample decks.
pub fn list(dir: &Path) -> Vec<DeckFile> {
    let mut all = decks_in(dir, false);
    all.extend(decks_in(&crate::format::shipped_dir().join("decks"), true));
    all
}

/// A deck given as an argument: a file that exists is itself; else a deck of that name in
/// `dir` (case aside), else the argument as given (so the error names it).
pub fn resolve(arg: &Path, dir: &Path) -> PathBuf {
    if arg.exists() || arg.components().count() > 1 {
        return arg.to_path_buf();
    }
    let wanted = arg.to_string_lossy().to_lowercase();
    decks_in(dir, false)
        .into_iter()
        .find(|d| {
            d.name.to_lowercase() == wanted
                || d.path.file_name().is_some_and(|f| f.to_string_lossy().to_lowercase() == wanted)
        })
        .map_or_else(|| arg.to_path_buf(), |d| d.path)
}

/// Whether `name` may name a deck: a file's name in the decks folder on any system.
pub fn check_name(name: &str) -> Result<(), Refused> {
    let bad = name.is_empty()
        || name.chars().count() > MAX_DECK_NAME
        || name.starts_with('.')
        || name.chars().any(|c| c.is_control() || matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|'));
    match bad {
        true => Err(Refused::BadName(name.to_string())),
        false => Ok(()),
    }
}

/// Why a deck isn't kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The name can't name a file in the decks folder on every system.
    BadName(String),
    /// The list doesn't read: its first problems, each at its place, and how many more.
    Problems(Vec<LoadError>, usize),
    /// A deck of that name is kept already.
    Taken {
        /// The name.
        name: String,
        /// The decks folder.
        dir: PathBuf,
    },
    /// The folder or the file couldn't be written.
    Unwritable {
        /// What couldn't be written.
        path: PathBuf,
        /// The system's words.
        why: String,
    },
}

impl Refused {
    /// Each line of the refusal in `lang`: a problem a line.
    pub fn lines(&self, lang: crate::i18n::Lang) -> Vec<String> {
        use crate::i18n::SaidIn;
        match self {
            Refused::BadName(name) => {
                let (most, name) = (MAX_DECK_NAME.to_string(), format!("{name:?}"));
                vec![Said::new("decks-bad-name", &[("most", &most), ("name", &name)]).text_in(lang)]
            }
            Refused::Problems(list, more) => {
                let more =
                    (*more > 0).then(|| Said::new("cli-more-problems", &[("n", &more.to_string())]).text_in(lang));
                list.iter().map(|p| p.said_in(lang)).chain(more).collect()
            }
            Refused::Taken { name, dir } => {
                let dir = dir.display().to_string();
                vec![Said::new("decks-name-taken", &[("name", name), ("dir", &dir)]).text_in(lang)]
            }
            Refused::Unwritable { path, why } => vec![format!("{}: {why}", path.display())],
        }
    }
}

/// Its lines, one under the other.
impl crate::i18n::SaidIn for Refused {
    fn said_in(&self, lang: crate::i18n::Lang) -> String {
        self.lines(lang).join("\n")
    }
}

crate::i18n::display_in_english!(Refused);

/// Keeps a pasted decklist in `dir` as `name`, once it reads with no problem; the problems
/// (each at its line and column) otherwise. An existing deck of that name is left alone.
pub fn save(dir: &Path, name: &str, text: &str, db: &CardDb) -> Result<PathBuf, Refused> {
    save_from(dir, name, text, None, db)
}

/// The most problems a refused deck is told with, one by one; then how many more.
pub const SAVE_PROBLEMS: usize = 50;

/// [`save`] of the text of `from` (a file, standard input): its problems are said there, where
/// they can be mended, not at the file it would have been kept as (pasted text, `None`).
pub fn save_from(dir: &Path, name: &str, text: &str, from: Option<&Path>, db: &CardDb) -> Result<PathBuf, Refused> {
    let name = name.trim();
    check_name(name)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let start = text.trim_start();
    let extension = match () {
        _ if start.starts_with('<') && start.contains("cockatrice_deck") => "cod",
        _ if start.starts_with('<') => "dek",
        _ => "txt",
    };
    let path = dir.join(format!("{name}.{extension}"));
    let (_, errors, more) = check_deck_file(from.unwrap_or(&path), text, db, SAVE_PROBLEMS);
    if !errors.is_empty() {
        return Err(Refused::Problems(errors, more));
    }
    if decks_in(dir, false).iter().any(|d| d.name.eq_ignore_ascii_case(name)) {
        return Err(Refused::Taken { name: name.to_string(), dir: dir.to_path_buf() });
    }
    let unwritable =
        |path: &Path, e: std::io::Error| Refused::Unwritable { path: path.to_path_buf(), why: e.to_string() };
    std::fs::create_dir_all(dir).map_err(|e| unwritable(dir, e))?;
    crate::format::write_atomic(&path, text.as_bytes()).map_err(|e| unwritable(&path, e))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_deck_is_kept_only_once_it_reads_and_is_found_by_its_name() {
        let db = CardDb::load_default().0;
        let dir = std::env::temp_dir().join(format!("bifronte-decks-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        // A name that isn't a file name, and a list with a card that doesn't exist: nothing kept.
        assert_eq!(save(&dir, "../up", "4 Forest", &db), Err(Refused::BadName("../up".into())));
        let e = save(&dir, "Elves", "4 Forest\n2 Grizzly Bearz\n", &db).unwrap_err().lines(crate::i18n::Lang::En);
        assert!(e.iter().any(|l| l.contains("Elves.txt:2:")), "{e:?}");
        assert!(!dir.exists(), "nothing written");
        // Arena's lines read; kept as written; found by its name in any case.
        let arena = "Deck\n20 Forest (M21) 274\n4 Grizzly Bears (M10) 186\n";
        let path = save(&dir, "Green Stompy", arena, &db).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), arena);
        assert_eq!(resolve(Path::new("green stompy"), &dir), path);
        assert_eq!(resolve(Path::new("nothing here"), &dir), PathBuf::from("nothing here"));
        assert!(save(&dir, "GREEN STOMPY", arena, &db).unwrap_err().to_string().contains("already"));
        // Listed first, before the shipped samples.
        let all = list(&dir);
        assert_eq!((all[0].name.as_str(), all[0].shipped), ("Green Stompy", false));
        assert!(all[1..].iter().all(|d| d.shipped) && all.len() > 1);
        std::fs::remove_dir_all(&dir).ok();
    }
}
