//! A computer player at a table with a window (`bifronte game --vs-computer`, File → New game
//! "against the computer"): when the rules wait for a seat the computer plays, it answers after
//! a short pause (so a player sees each move land), as a request by that seat, which the log
//! names. The window sits at the other seat and can't move to the computer's (its hand is as
//! hidden as a remote player's). The hard player thinks off the frame: on a thread of its own,
//! at an exact copy of the table (rebuilt from the starting table and the actions since), so
//! the window keeps drawing while it plays its moves out; an answer the table changed under is
//! thrown away and asked again.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

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
    /// A decision being made off the frame (the hard player's).
    thinking: Option<Thinking>,
}

/// The answer a seat's player gives: its action, and its reasoning line.
type Answer = Option<(crate::rules::Action, crate::i18n::SaidLine)>;

/// An answer made at a copy of the table, or `None` where the table couldn't be copied.
type Copied = Option<Answer>;

/// A decision made on a thread of its own: for whom, at which revision of the table, and where
/// its answer lands.
struct Thinking {
    name: String,
    revision: Option<u64>,
    answer: Arc<Mutex<Option<Copied>>>,
    thread: std::thread::JoinHandle<()>,
}

impl ComputerSeats {
    /// The computer plays `seats`, pausing `pace` before each answer; `seed` for its choices.
    pub fn new(seats: Vec<(String, Level)>, pace: Duration, seed: u64) -> ComputerSeats {
        ComputerSeats { seats, pace, rng: StdRng::seed_from_u64(seed), since: None, idle_at: None, thinking: None }
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
pub struct Reasoned(pub crate::i18n::SaidLine);

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
    let answer = match thought(world, &name, level, revision) {
        Thought::Pending => return,
        Thought::Given(answer) => *answer,
        Thought::HereAndNow => {
            let mut rng = std::mem::replace(&mut world.resource_mut::<ComputerSeats>().rng, StdRng::seed_from_u64(0));
            let answer = super::act_saying_why(world, player, level, &mut rng);
            world.resource_mut::<ComputerSeats>().rng = rng;
            answer
        }
    };
    let mut seats = world.resource_mut::<ComputerSeats>();
    seats.since = None;
    if let Some((a, why)) = answer {
        world.write_message(ActionRequest(a.by(&name)));
        world.write_message(Reasoned(why));
    }
}

/// Where a decision stands.
enum Thought {
    /// Being made off the frame.
    Pending,
    /// Made off the frame, at the table as it still is.
    Given(Box<Answer>),
    /// To be made now, on this frame (every level but hard, a table that can't be copied, or a
    /// thread that failed).
    HereAndNow,
}

/// The hard player's decision for `name`, made on a thread at a copy of the table: started
/// here, looked for each frame after, taken when the table hasn't changed since it began.
fn thought(world: &mut World, name: &str, level: super::Level, revision: Option<u64>) -> Thought {
    if level != super::Level::Hard {
        return Thought::HereAndNow;
    }
    if let Some(t) = world.resource_mut::<ComputerSeats>().thinking.take() {
        let finished = t.thread.is_finished();
        let done = t.answer.lock().ok().and_then(|mut a| a.take());
        match done {
            Some(Some(answer)) if t.revision == revision && t.name == name => return Thought::Given(Box::new(answer)),
            // A table that couldn't be copied: decided here.
            Some(None) => return Thought::HereAndNow,
            // Asked of another table: asked again below.
            Some(Some(_)) => {}
            // A thread that ended without an answer (it failed): decided here instead.
            None if finished => return Thought::HereAndNow,
            None => {
                world.resource_mut::<ComputerSeats>().thinking = Some(t);
                return Thought::Pending;
            }
        }
    }
    let copy = (
        world.get_resource::<crate::cards::CardDb>().cloned(),
        world.get_resource::<crate::scene::run::StartingTable>().map(|s| s.0.clone()),
    );
    let (Some(db), Some(setup)) = copy else { return Thought::HereAndNow };
    let history = world.resource::<crate::rules::game::ActionHistory>().0.to_vec();
    let seed = world.resource_mut::<ComputerSeats>().rng.random::<u64>();
    let answer = Arc::new(Mutex::new(None));
    let slot = answer.clone();
    let who = name.to_string();
    let thread = std::thread::spawn(move || {
        let given = decide_on_a_copy(db, setup, &history, &who, level, seed);
        if let Ok(mut s) = slot.lock() {
            *s = Some(given);
        }
    });
    let name = name.to_string();
    world.resource_mut::<ComputerSeats>().thinking = Some(Thinking { name, revision, answer, thread });
    Thought::Pending
}

/// `name`'s decision at `level`, made at a copy of the table rebuilt from its starting setup and
/// the actions since (the same labels, so the answer applies to the table itself).
fn decide_on_a_copy(
    db: crate::cards::CardDb,
    setup: crate::rules::TableSetup,
    history: &[crate::rules::Action],
    name: &str,
    level: super::Level,
    seed: u64,
) -> Copied {
    let mut app = crate::rules::headless_app(db);
    let world = app.world_mut();
    crate::rules::replay::replay(world, &setup, history).ok()?;
    world.insert_resource(crate::scene::run::StartingTable(setup));
    let player = crate::rules::find_player(world, name)?;
    let mut rng = StdRng::seed_from_u64(seed);
    Some(super::act_saying_why(world, player, level, &mut rng))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    /// An answer made off the frame is taken only for the table it was made for: one made at
    /// another revision (the table changed meanwhile: an undo, a person's action) is dropped and
    /// the decision asked again (here, with no card database to copy the table with, on the
    /// frame); one for another player too.
    #[test]
    fn an_answer_made_at_another_revision_of_the_table_is_asked_again() {
        let thinking = |name: &str, revision: u64| {
            let pass = crate::rules::Action::PassPriority { player: "Bob".into(), until: None };
            let answer = Some(Some((pass, crate::i18n::Said::new("ai-why-pass", &[("n", "1")]).into())));
            Thinking {
                name: name.into(),
                revision: Some(revision),
                answer: Arc::new(Mutex::new(Some(answer))),
                thread: std::thread::spawn(|| {}),
            }
        };
        let asked = |t: Thinking, revision: u64| {
            let mut world = World::new();
            world.insert_resource(ComputerSeats::new(vec![("Bob".into(), Level::Hard)], Duration::ZERO, 1));
            world.resource_mut::<ComputerSeats>().thinking = Some(t);
            thought(&mut world, "Bob", Level::Hard, Some(revision))
        };
        assert!(matches!(asked(thinking("Bob", 7), 7), Thought::Given(_)), "the table as it was asked");
        assert!(matches!(asked(thinking("Bob", 7), 8), Thought::HereAndNow), "the table changed: asked again");
        assert!(matches!(asked(thinking("Alice", 7), 7), Thought::HereAndNow), "asked of another player");
        let mut world = World::new();
        world.insert_resource(ComputerSeats::new(vec![("Bob".into(), Level::Medium)], Duration::ZERO, 1));
        assert!(
            matches!(thought(&mut world, "Bob", Level::Medium, Some(1)), Thought::HereAndNow),
            "medium: on the frame"
        );
    }
}
