//! Fuzz target for the scene and card parsers: any bytes give a scene, a card list or an error
//! that points inside the text; nothing panics. Every input goes through both parsers, so the
//! project's scenes and card files seed it as they are. (This is the `scene` and the `cards`
//! target at once: `parse_scene` and `parse_card_file`.)

#![no_main]

mod common;

use std::path::Path;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let path = Path::new("fuzz.ron");
    let scene = bifronte::scene::parse_scene(path, text, common::db()).map(|_| ());
    let cards = bifronte::cards::db::parse_card_file(path, text).map(|_| ());
    for e in [scene.err(), cards.err()].into_iter().flatten() {
        common::assert_inside(text, e.line, e.col, &e);
    }
});
