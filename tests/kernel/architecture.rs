//! The app's shape holds: no two systems that touch the same data run in an undefined order,
//! and the same actions always make the same table.

use bevy::ecs::schedule::{LogLevel, ScheduleBuildSettings, ScheduleLabel};
use bevy::prelude::*;
use bifronte::app::{HeadlessPlugins, headless_app_with};
use bifronte::cards::CardDb;
use bifronte::rules::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::properties::{random_action, random_table, replay, snapshot};

#[test]
fn the_schedule_has_no_ambiguous_system_order() {
    let (db, _) = CardDb::load_default();
    let mut app = headless_app_with(db, |app| {
        // The session, the window's input and the table's visuals: everything that runs
        // without a window.
        app.add_plugins(HeadlessPlugins.build().disable::<RulesPlugin>())
            .init_resource::<ButtonInput<KeyCode>>()
            .insert_resource(bifronte::session::Session::in_dir(&std::env::temp_dir().join("bifronte-ambiguity")))
            .add_plugins(bifronte::table::input::InputPlugin)
            // The table's visuals, with meshes and textures as assets and nothing drawn.
            .add_plugins(bevy::asset::AssetPlugin::default())
            .init_asset::<Mesh>()
            .init_asset::<Image>()
            .init_asset::<StandardMaterial>()
            .init_resource::<bifronte::table::state::Seat>()
            .add_plugins(bifronte::table::visuals::VisualsPlugin);
        for label in [First.intern(), PreUpdate.intern(), Update.intern(), PostUpdate.intern(), Last.intern()] {
            app.edit_schedule(label, |s| {
                s.set_build_settings(ScheduleBuildSettings {
                    ambiguity_detection: LogLevel::Error,
                    ..Default::default()
                });
            });
        }
    });
    // Building a schedule with an ambiguity is an error, and running it panics.
    app.update();
    app.update();
}

/// Plays `actions` on a new table built from `setup`; returns the table and the log as text.
fn play(db: &CardDb, setup: &TableSetup, actions: &[Action]) -> (Vec<String>, Vec<String>) {
    let mut app = replay(db, setup, actions);
    let log = app.world().resource::<RulesLog>().entries.iter().map(|e| e.to_string()).collect();
    (snapshot(app.world_mut()), log)
}

#[test]
fn determinism_the_same_random_actions_make_the_same_table_every_time() {
    let (db, _) = CardDb::load_default();
    for seed in [3u64, 17, 42, 99, 512] {
        let mut rng = StdRng::seed_from_u64(seed);
        let setup = random_table(&mut rng);
        let mut ids: Vec<String> = setup.setup.iter().map(|e| e.id().to_string()).collect();
        let mut actions = Vec::new();
        for step in 0..30 {
            // Shuffles draw on the table's seeded random source: replays must agree on them too.
            let a = match step % 7 {
                3 => Action::Shuffle { player: ["Alice", "Bob"][step % 2].into() },
                _ => random_action(&mut rng, &ids, step),
            };
            ids.extend(a.new_ids().into_iter().map(String::from));
            actions.push(a);
        }
        let first = play(&db, &setup, &actions);
        assert!(first.1.len() > 30, "seed {seed}: the log records the actions");
        for run in 0..20 {
            assert_eq!(play(&db, &setup, &actions), first, "seed {seed}: run {run} differs");
        }
    }
}
