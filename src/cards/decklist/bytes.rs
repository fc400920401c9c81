//! A decklist file's bytes into text: its size bounded, its encoding found (UTF-8, UTF-16,
//! Windows-1252), and what is no text at all refused.

use std::path::Path;

use crate::format::LoadError;
use crate::i18n::Said;

/// A decklist file's text: UTF-8 as it is; UTF-16 by its byte-order mark, or without one when
/// every other byte is zero (PowerShell's `>` and Notepad's "Unicode" write it); anything else
/// read as Windows-1252 (as older Windows tools wrote: "Lim-Dûl's Vault" with a single byte for
/// û, "Urza’s Mine" with 0x92 for ’), with a note saying so.
pub fn read_deck_text(path: &Path) -> Result<(String, Option<Said>), LoadError> {
    let file = path.display().to_string();
    let refused = |said: Said| LoadError::of_file(path, said);
    // Refused at once past the bound, before a byte is read.
    let size =
        std::fs::metadata(path).map_err(|e| refused(Said::new("files-cannot-read", &[("why", &e.to_string())])))?.len();
    if size > MAX_DECK_BYTES {
        let (size, most) = (size.to_string(), MAX_DECK_BYTES.to_string());
        return Err(refused(Said::new("decks-read-too-large", &[("size", &size), ("most", &most)])));
    }
    let bytes = std::fs::read(path).map_err(|e| refused(Said::new("files-cannot-read", &[("why", &e.to_string())])))?;
    deck_bytes_text(&bytes, &file)
}

/// A decklist's bytes, already read from `file` (standard input: up to [`MAX_DECK_BYTES`] of
/// them and one more, to know it was more), as text: refused past the bound or when they are
/// no text at all; else [`deck_text`].
pub fn deck_bytes_text(bytes: &[u8], file: &str) -> Result<(String, Option<Said>), LoadError> {
    let refused = |said: Said| LoadError::of_file(Path::new(file), said);
    if bytes.len() as u64 > MAX_DECK_BYTES {
        return Err(refused(Said::new("decks-read-too-large-stream", &[("most", &MAX_DECK_BYTES.to_string())])));
    }
    let (text, note) = deck_text(bytes, file);
    // A picture, an archive, a program: bytes no text has.
    let controls = text.chars().take(64 * 1024).filter(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t')).count();
    if text.contains('\0') || controls * 20 > text.chars().take(64 * 1024).count() {
        return Err(refused(Said::new("decks-read-not-text", &[])));
    }
    Ok((text, note))
}

/// The largest decklist file read: a collection of every card ever printed, with set and
/// collector numbers, is about 2 MB.
pub const MAX_DECK_BYTES: u64 = 16 * 1024 * 1024;

/// [`read_deck_text`] of bytes already read, from `file`.
pub fn deck_text(bytes: &[u8], file: &str) -> (String, Option<Said>) {
    use encoding_rs::{UTF_16BE, UTF_16LE, WINDOWS_1252};
    let utf16 = match encoding_rs::Encoding::for_bom(bytes) {
        Some((e, _)) if e == UTF_16LE || e == UTF_16BE => Some(e),
        Some(_) => None,
        // No mark: text of ASCII letters in UTF-16 has a zero in every other byte.
        None => {
            let zeros = |from: usize| bytes.iter().skip(from).step_by(2).take(512).filter(|b| **b == 0).count();
            let pairs = bytes.len().min(1024) / 2;
            match (zeros(0), zeros(1)) {
                (_, odd) if pairs >= 2 && odd * 10 >= pairs * 9 => Some(UTF_16LE),
                (even, _) if pairs >= 2 && even * 10 >= pairs * 9 => Some(UTF_16BE),
                _ => None,
            }
        }
    };
    if let Some(encoding) = utf16 {
        let (text, _, _) = encoding.decode(bytes);
        let note = Said::new("decks-read-utf16", &[("file", file)]);
        return (text.into_owned(), Some(note));
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => (text.to_string(), None),
        Err(e) => {
            let at = e.valid_up_to();
            let (text, _, _) = WINDOWS_1252.decode(bytes);
            let note = Said::new("decks-read-latin1", &[("file", file), ("byte", &at.to_string())]);
            (text.into_owned(), Some(note))
        }
    }
}
