//! Fuzz target for decklists (`cards::decklist::parse_deck_file`): plain text, MTG Arena's
//! export, MTGO's `.dek` and Cockatrice's `.cod` (XML). The first byte picks the file's name
//! (`deck.txt`, `deck.dek`, `deck.cod`, `arena.txt`), the rest is the text. The parser tells
//! the formats apart by their content (XML when it starts with '<'), so the name only shows in
//! errors; the seeds of each format carry their own first byte.
//!
//! Checks: nothing panics; every error's line:col lies inside the text; a list that reads has
//! only known cards, with counts from 1 to 1000 at lines of the text.

#![no_main]

mod common;

use std::path::Path;

use bifronte::cards::decklist::parse_deck_file;
use libfuzzer_sys::fuzz_target;

const NAMES: [&str; 4] = ["deck.txt", "deck.dek", "deck.cod", "arena.txt"];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let path = Path::new(NAMES[usize::from(which) % NAMES.len()]);
    match parse_deck_file(path, text, common::db()) {
        Ok(deck) => {
            let lines = text.split('\n').count();
            for e in deck.main.iter().chain(&deck.sideboard).chain(&deck.commander) {
                assert!((1..=1000).contains(&e.count), "{e:?}: a count out of range");
                assert!(e.line >= 1 && e.line <= lines, "{e:?}: line outside a {lines}-line text");
                assert!(common::db().get(&e.name).is_some(), "{e:?}: not a card of the database");
            }
        }
        Err(errors) => {
            assert!(!errors.is_empty(), "an error without any message");
            for e in &errors {
                assert_eq!(e.path, path);
                common::assert_inside(text, e.line, e.col, e);
            }
        }
    }
});
