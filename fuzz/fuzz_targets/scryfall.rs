//! Fuzz target for Scryfall's bulk files (`cards::scryfall::read_array`, each card through
//! `map_card`, as `bifronte cards import` reads them).
//!
//! Checks: nothing panics; each card's end offset is inside the input and after the last one;
//! the count returned is the number of cards handed over; an error's byte offset and its
//! line:col are inside the input and name the same place.

#![no_main]

mod common;

use bifronte::cards::scryfall::{map_card, read_array};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut seen = 0usize;
    let mut last_end = 0usize;
    let result = read_array(data, |card, end| {
        assert!(end > last_end && end <= data.len(), "card {} ends at {end} (last {last_end}, len {})", seen + 1, data.len());
        last_end = end;
        seen += 1;
        let stored = map_card(card);
        assert!(!stored.faces.is_empty(), "a card mapped to no faces");
    });
    match result {
        Ok(n) => assert_eq!(n, seen, "the count returned is not the number of cards read"),
        Err(e) => common::assert_inside_bytes(data, e.offset, e.line, e.col, &e),
    }
});
