//! A replay's timeline, for the window's viewer: where each turn and step begins and where a
//! life total changes, computed once by playing the scene's actions on a scratch table. The
//! overlay draws it as a strip of marks under the table; a click jumps there
//! ([`super::TableCommand::GoTo`]).

use bevy::prelude::*;

use crate::cards::CardDb;
use crate::rules::game::Turn;
use crate::rules::object::{Life, Player, Players};
use crate::rules::replay::{apply_as_frame, replay};
use crate::scene::{LoadedScene, Step};

/// Where the table stands after one of the scene's steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The step's index in the scene.
    pub step: usize,
    /// The turn after it.
    pub turn: u32,
    /// The turn's step or phase after it, in words ("declare attackers").
    pub phase: String,
    /// Each player's life after it, in seat order.
    pub lives: Vec<i32>,
}

/// The scene's actions, each with where the table stood after it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Timeline {
    /// Which scene it is of (its title and number of steps).
    pub of: (String, usize),
    /// The players, in seat order.
    pub players: Vec<String>,
    /// One a scene action.
    pub moments: Vec<Moment>,
}

impl Timeline {
    /// Plays `scene` on a scratch table and notes each action's moment. A scene whose table
    /// can't be built has an empty timeline.
    pub fn of(scene: &LoadedScene, db: &CardDb) -> Timeline {
        let mut app = crate::rules::headless_app(db.clone());
        let world = app.world_mut();
        let of = (scene.scene.title.clone(), scene.scene.steps.len());
        if replay(world, &scene.table(), &[]).is_err() {
            return Timeline { of, ..default() };
        }
        let players: Vec<Entity> = world.resource::<Players>().0.clone();
        let names =
            players.iter().map(|p| world.get::<Player>(*p).map(|p| p.name.clone()).unwrap_or_default()).collect();
        let mut moments = Vec::new();
        for (i, s) in scene.scene.steps.iter().enumerate() {
            if let Step::Do(a) = s {
                apply_as_frame(world, a.clone());
                let turn = world.resource::<Turn>();
                let lives = players.iter().map(|p| world.get::<Life>(*p).map_or(0, |l| l.0)).collect();
                moments.push(Moment { step: i, turn: turn.number, phase: turn.step.words().to_string(), lives });
            }
        }
        Timeline { of, players: names, moments }
    }

    /// Whether it is the timeline of `scene`.
    pub fn is_of(&self, scene: &LoadedScene) -> bool {
        self.of.0 == scene.scene.title && self.of.1 == scene.scene.steps.len()
    }

    /// Where "jump to turn" goes: just after the action that began turn `turn` (the table in
    /// its first moment), or before the first action when the table starts in it; the scene's
    /// length when the game never gets there. A position is the index of the next step.
    pub fn start_of_turn(&self, turn: u32, len: usize) -> usize {
        match self.moments.iter().position(|m| m.turn >= turn) {
            // Already in that turn after the first action: the starting table is.
            Some(0) => 0,
            Some(k) => self.moments[k].step + 1,
            None => len,
        }
    }
}
