//! Fuzz target for loading a save file (File → Load, a host resuming from its autosave):
//! what `session::history::open_save` does with the file's text, without the file and the
//! window. The text is parsed as a scene (`parse_scene`, a save is a scene with only `Do`
//! steps), its starting table built (`rules::setup::build_table`, an error pointing at its
//! setup entry), replayed, and every step played to the end as `play_to_end` does. Then the
//! table is saved again (`scene::save` + `to_ron`, as the autosave writes it), and that text
//! must load back as the same scene.
//!
//! Checks: nothing panics; every error's line:col lies inside the text; a save written from a
//! loaded table reads back unchanged.

#![no_main]

mod common;

use std::cell::RefCell;
use std::path::Path;

use bevy::prelude::*;
use bifronte::rules::replay::{clear_table, replay};
use bifronte::rules::setup::build_table;
use bifronte::scene::{StartingTable, parse_scene, save, setup_error, to_ron};
use bifronte::session::Playback;
use bifronte::session::history::play_to_end;
use libfuzzer_sys::fuzz_target;

thread_local! {
    /// One headless rules app for the whole run: each input starts on a cleared table, as
    /// `SceneRunner` does (building a Bevy app per input would be most of the time).
    static APP: RefCell<App> = RefCell::new(bifronte::app::headless_app(common::db().clone()));
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let path = Path::new("fuzz-save.ron");
    let loaded = match parse_scene(path, text, common::db()) {
        Ok(l) => l,
        Err(e) => return common::assert_inside(text, e.line, e.col, &e),
    };
    APP.with_borrow_mut(|app| {
        let world = app.world_mut();
        world.remove_resource::<Playback>();
        world.remove_resource::<StartingTable>();
        // open_scene: the table is built aside first; a table that doesn't build is an error
        // at its setup entry.
        clear_table(world);
        if let Err(e) = build_table(world, &loaded.table()) {
            let e = setup_error(&loaded, e);
            return common::assert_inside(text, e.line, e.col, &e);
        }
        replay(world, &loaded.table(), &[]).expect("a table that built once builds again");
        world.insert_resource(StartingTable(loaded.table()));
        world.insert_resource(Playback::new(loaded));
        play_to_end(world);
        // The autosave of this table must load back as itself.
        let saved = save(world, "fuzz");
        let written = to_ron(&saved);
        match parse_scene(path, &written, common::db()) {
            Ok(again) => assert!(again.scene == saved, "a save reads back changed:\n{written}"),
            Err(e) => panic!("a save written from a loaded table does not load: {e}\n{written}"),
        }
    });
});
