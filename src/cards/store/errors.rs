//! What goes wrong opening, reading or writing the card database, each said as a message its
//! reader says in their own language.

use std::path::PathBuf;

use crate::i18n::Said;

/// Why the database can't be opened.
#[derive(Debug)]
pub enum OpenError {
    /// There is none yet.
    Missing,
    /// It can't be read, or isn't a card database of this version: the file and why.
    Bad(PathBuf, StoreError),
}

/// "path: why".
impl crate::i18n::SaidIn for OpenError {
    fn said_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            OpenError::Missing => Said::new("files-db-missing", &[]).text_in(lang),
            OpenError::Bad(path, StoreError::Io { why, .. }) => format!("{}: {why}", path.display()),
            OpenError::Bad(path, why) => format!("{}: {}", path.display(), why.said().text_in(lang)),
        }
    }
}

crate::i18n::display_in_english!(OpenError);

/// What goes wrong reading or writing the card database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// A file or folder that can't be read or written, and the system's words.
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The system's words.
        why: String,
    },
    /// Bytes that don't read as cards (or cards that don't write as bytes): the encoder's words.
    Damaged(String),
    /// The printings don't match the cards.
    PrintsMismatch,
    /// A card without faces.
    FacelessCard,
    /// Not a card database of this version.
    NotThisVersion,
}

impl StoreError {
    /// What is wrong, as a message its reader says.
    pub fn said(&self) -> Said {
        match self {
            StoreError::Io { path, why } => Said::words(format!("{}: {why}", path.display())),
            StoreError::Damaged(why) => Said::new("files-db-damaged", &[("why", why)]),
            StoreError::PrintsMismatch => Said::new("files-db-prints-mismatch", &[]),
            StoreError::FacelessCard => Said::new("files-db-faceless-card", &[]),
            StoreError::NotThisVersion => Said::new("files-db-not-this-version", &[]),
        }
    }
}

crate::i18n::said_by_said!(StoreError);
