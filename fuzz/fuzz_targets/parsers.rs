//! Fuzz target for the scene and card parsers: any bytes give a scene, a card list or an error
//! that points inside the text; nothing panics. Every input goes through both parsers, so the
//! project's scenes and card files seed it as they are.

#![no_main]

use std::path::Path;
use std::sync::OnceLock;

use bifronte::cards::CardDb;
use libfuzzer_sys::fuzz_target;

fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| CardDb::load_default().0)
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let lines = text.split('\n').count();
    let path = Path::new("fuzz.ron");
    let scene = bifronte::scene::parse_scene(path, text, db()).map(|_| ());
    let cards = bifronte::cards::db::parse_card_file(path, text).map(|_| ());
    for e in [scene.err(), cards.err()].into_iter().flatten() {
        assert!(e.line >= 1 && e.line <= lines && e.col >= 1, "{e} points outside a {lines}-line text");
    }
});
