//! A replay's timeline, for the window's viewer: where each turn and step begins and where a
//! life total changes, computed once by playing the scene's actions on a scratch table. The
//! overlay draws it as a strip of marks under the table; a click jumps there
//! ([`super::TableCommand::GoTo`]).

use bevy::prelude::*;

use crate::cards::CardDb;
use crate::i18n::Said;
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

    /// The turn and step the table is in once the first `next` steps are played, in words
    /// ("turn 6, declare attackers"; before any action, the starting table).
    pub fn here(&self, next: usize) -> String {
        let at = self.moments.iter().take_while(|x| x.step < next).last();
        at.map_or_else(|| "the starting table".to_string(), |x| format!("turn {}, {}", x.turn, x.phase))
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

/// The viewer's position in words, the one count its strip and the status line both say:
/// the actions played of the replay's (its steps are its actions), and where that is
/// ("action 78 of 91 · turn 6, declare attackers").
pub fn position_said(next: usize, len: usize, here: &str) -> Said {
    let (next, len) = (next.to_string(), len.to_string());
    Said::new("dialogs-replay-action", &[("n", &next), ("len", &len), ("here", here)])
}

/// Where the replay viewer stands ([`position_said`]); `None` when the table isn't a replay
/// being watched (a game, a scene without its timeline).
pub fn position_words(world: &World) -> Option<Said> {
    let pb = world.get_resource::<super::Playback>()?;
    let t = world.get_resource::<Timeline>().filter(|t| !pb.game && t.is_of(&pb.scene))?;
    Some(position_said(pb.next, pb.scene.scene.steps.len(), &t.here(pb.next)))
}
