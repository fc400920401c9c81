//! A table as a file: a save (the starting table and every action), or a recorded scene with
//! an expectation for each object, so a session becomes a regression test.

use bevy::prelude::*;

use super::{AttachCheck, Expect, FaceDownCheck, SCENE_FORMAT, Scene, StartingTable, Step};
use crate::rules::characteristics::Characteristics;
use crate::rules::layers::derive_dirty;
use crate::rules::*;

/// A table as a file: its starting table and every action applied, which replay to the table as
/// it stands. This is the save format; it is a scene with only `Do` steps.
pub fn save(world: &World, title: &str) -> Scene {
    let table = world.get_resource::<StartingTable>().map(|s| s.0.clone()).unwrap_or_default();
    Scene {
        format: Some(SCENE_FORMAT),
        title: title.to_string(),
        rules: Vec::new(),
        notes: "Saved from a table.".into(),
        players: table.players,
        cards: table.cards,
        setup: table.setup,
        steps: world.resource::<ActionHistory>().0.iter().cloned().map(Step::Do).collect(),
        seed: table.seed,
        opening: None,
        mode: table.mode,
        series: None,
        triggers_by_hand: table.triggers_by_hand,
        spells_by_hand: table.spells_by_hand,
        first_turn: table.first_turn,
        opening_hands: table.opening_hands,
    }
}

/// Records a table as a scene: the starting table, every action applied, and an `Expect` of
/// the final state of each object, so a session becomes a regression test.
pub fn record(world: &mut World, title: &str) -> Scene {
    derive_dirty(world);
    let mut scene = save(world, title);
    scene.notes = "Recorded from a table.".into();
    let steps = &mut scene.steps;
    let mut labels: Vec<(String, Entity)> = world.resource::<Labels>().0.iter().map(|(k, v)| (k.clone(), *v)).collect();
    labels.sort();
    for (id, e) in labels {
        if world.get::<StackedAbility>(e).is_some() {
            continue;
        }
        if world.get_entity(e).is_err() {
            steps.push(Step::Expect(Box::new(Expect { card: id.into(), exists: Some(false), ..Default::default() })));
            continue;
        }
        let c = world.get::<Characteristics>(e).cloned().unwrap_or_default();
        let host = world.get::<AttachedTo>(e).map(|a| crate::rules::query::label(world, a.0));
        let counters = world
            .get::<Counters>(e)
            .map(|c| c.0.iter().map(|(k, n)| (k.clone(), *n)).collect::<Vec<_>>())
            .unwrap_or_default();
        steps.push(Step::Expect(Box::new(Expect {
            card: id.into(),
            exists: Some(true),
            zone: world.get::<InZone>(e).map(|z| z.zone),
            name: Some(c.name.to_string()),
            power: c.power,
            toughness: c.toughness,
            face: world.get::<FaceUp>(e).map(|f| f.0),
            face_down: Some(match world.get::<FaceDown>(e).and_then(|f| f.0) {
                Some(k) => FaceDownCheck::Kind(k),
                None => FaceDownCheck::Is(false),
            }),
            tapped: world.get::<Tapped>(e).map(|t| t.0),
            counters: (!counters.is_empty()).then_some(counters),
            attached_to: host.map_or(AttachCheck::Nothing, |h| AttachCheck::To(h.into())),
            ..Default::default()
        })));
    }
    let dn = world.resource::<DayNightState>().0;
    steps.push(Step::ExpectDayNight(dn));
    // Every player's life, counters and standing.
    let players = world.resource::<crate::rules::Players>().0.clone();
    for p in players {
        let Some(name) = world.get::<crate::rules::Player>(p).map(|x| x.name.clone()) else { continue };
        steps.push(Step::ExpectPlayer(super::ExpectPlayer {
            player: name,
            life: world.get::<crate::rules::Life>(p).map(|l| l.0),
            counters: world
                .get::<crate::rules::PlayerCounters>(p)
                .map(|c| c.0.iter().map(|(k, n)| (k.name(), *n)).collect()),
            lost: Some(world.get::<crate::rules::Lost>(p).is_some()),
            mana_pool: Some(crate::rules::ops::mana::pool(world, p).words()).filter(|w| !w.is_empty()),
        }));
    }
    scene
}

/// Writes a scene as RON (implicit_some on, so it reads back as written).
pub fn to_ron(scene: &Scene) -> String {
    let cfg = ron::ser::PrettyConfig::new()
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME | ron::extensions::Extensions::UNWRAP_VARIANT_NEWTYPES)
        .struct_names(true);
    ron::ser::to_string_pretty(scene, cfg).unwrap_or_else(|e| format!("// could not serialize: {e}"))
}
