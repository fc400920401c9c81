//! A computer player at a table with a window (`bifronte game --vs-computer`, File → New game
//! "against the computer"): when the rules wait for a seat the computer plays, it answers after
//! a short pause (so a player sees each move land), as a request by that seat, which the log
//! names. The window sits at the other seat and can't move to the computer's (its hand is as
//! hidden as a remote player's).

use std::time::Duration;

use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::Level;
use crate::rules::action::ActionRequest;

/// The seats the computer plays at this table, by player's name, and how.
#[derive(Resource)]
pub struct ComputerSeats {
    /// Each computer player's name and level.
    pub seats: Vec<(String, Level)>,
    /// How long it waits before each answer (none headless).
    pub pace: Duration,
    rng: StdRng,
    /// When the present wait for a computer seat began, on the app's real clock.
    since: Option<Duration>,
    /// The table's revision last found waiting for no computer seat: until it changes, nothing
    /// is asked again.
    idle_at: Option<u64>,
}

impl ComputerSeats {
    /// The computer plays `seats`, pausing `pace` before each answer; `seed` for its choices.
    pub fn new(seats: Vec<(String, Level)>, pace: Duration, seed: u64) -> ComputerSeats {
        ComputerSeats { seats, pace, rng: StdRng::seed_from_u64(seed), since: None, idle_at: None }
    }

    /// Whether the computer plays this player.
    pub fn plays(&self, name: &str) -> bool {
        self.seats.iter().any(|(n, _)| n == name)
    }
}

/// Answers for the computer's seats (`ComputerSeats`), before the rules apply the frame's
/// requests.
pub struct ComputerPlugin;

impl Plugin for ComputerPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<Reasoned>()
            .add_systems(Update, play_computer_seats.before(crate::rules::RulesSystems::Apply));
    }
}

/// The reasoning line of a computer's answer, as it is given (`ai::act_saying_why`): the window
/// shows it on its status line where Settings say so.
#[derive(Message, Clone, Debug)]
pub struct Reasoned(pub crate::i18n::Said);

/// One answer a frame, for the first computer seat the table waits for, once its pause is over.
pub fn play_computer_seats(world: &mut World) {
    let kernel = world.contains_resource::<crate::rules::Turn>();
    let Some(idle_at) = world.get_resource::<ComputerSeats>().filter(|_| kernel).map(|s| s.idle_at) else {
        return;
    };
    // Whom the table waits for changes only with the table.
    let revision = world.get_resource::<crate::rules::TableRevision>().map(|r| r.0);
    if idle_at.is_some() && idle_at == revision {
        return;
    }
    let now = world.get_resource::<Time<Real>>().map_or(Duration::ZERO, |t| t.elapsed());
    let waiting = crate::rules::ops::waiting::waiting_for(world);
    let seat = waiting.iter().find_map(|p| {
        let name = crate::rules::query::player_name(world, *p);
        let seats = world.resource::<ComputerSeats>();
        seats.seats.iter().find(|(n, _)| *n == name).map(|(_, level)| (*p, name.clone(), *level))
    });
    let over = seat.is_some() && crate::rules::query::game_over(world).is_some();
    let Some((player, name, level)) = seat.filter(|_| !over) else {
        let mut seats = world.resource_mut::<ComputerSeats>();
        seats.since = None;
        seats.idle_at = revision;
        return;
    };
    let (pace, since) = {
        let mut seats = world.resource_mut::<ComputerSeats>();
        let since = *seats.since.get_or_insert(now);
        (seats.pace, since)
    };
    if now.saturating_sub(since) < pace {
        return;
    }
    let mut rng = std::mem::replace(&mut world.resource_mut::<ComputerSeats>().rng, StdRng::seed_from_u64(0));
    let answer = super::act_saying_why(world, player, level, &mut rng);
    let mut seats = world.resource_mut::<ComputerSeats>();
    seats.rng = rng;
    seats.since = None;
    if let Some((a, why)) = answer {
        world.write_message(ActionRequest(a.by(&name)));
        world.write_message(Reasoned(why));
    }
}
