//! What the fuzz targets share: the shipped card database (loaded once) and the check that an
//! error's position lies inside the text it was found in. Each target includes this file with
//! `mod common;` (cargo only builds `fuzz_targets/*.rs` as targets, not this folder).

#![allow(dead_code, reason = "each target uses part of it")]

use std::sync::OnceLock;

use bifronte::cards::CardDb;

/// The shipped cards (assets/cards), loaded once per process. Empty would make every name
/// unknown and hide the decoders' success paths, so it must not be.
pub fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| {
        let (db, errors) = CardDb::load_default();
        assert!(errors.is_empty(), "the shipped cards do not load: {errors:?}");
        assert!(!db.is_empty(), "no shipped cards found (set BIFRONTE_DATA to the project's root)");
        db
    })
}

/// Panics unless the 1-based `line`:`col` lies in `text`: `line` is one of its lines (the last,
/// possibly empty, one after a final '\n' included) and `col` at most one past that line's end,
/// in bytes (a column counted in characters is never more than one counted in bytes).
pub fn assert_inside(text: &str, line: usize, col: usize, what: &dyn std::fmt::Display) {
    let lines: Vec<&str> = text.split('\n').collect();
    assert!(line >= 1 && line <= lines.len(), "{what}: line {line} is outside a {}-line text", lines.len());
    let len = lines[line - 1].len();
    assert!(col >= 1 && col <= len + 1, "{what}: column {col} is outside line {line} ({len} bytes)");
}

/// The same for byte input, where `offset` is a byte offset as well (at most the input's length).
pub fn assert_inside_bytes(bytes: &[u8], offset: usize, line: usize, col: usize, what: &dyn std::fmt::Display) {
    assert!(offset <= bytes.len(), "{what}: byte offset {offset} is past the input's {} bytes", bytes.len());
    let lines: Vec<&[u8]> = bytes.split(|b| *b == b'\n').collect();
    assert!(line >= 1 && line <= lines.len(), "{what}: line {line} is outside a {}-line input", lines.len());
    let len = lines[line - 1].len();
    assert!(col >= 1 && col <= len + 1, "{what}: column {col} is outside line {line} ({len} bytes)");
    // The offset and the line:col must name the same place.
    let start: usize = lines[..line - 1].iter().map(|l| l.len() + 1).sum();
    assert_eq!(start + col - 1, offset, "{what}: byte offset {offset} is not line {line} col {col}");
}
