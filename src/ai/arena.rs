//! Games between two computer players, headless (`bifronte arena`, the rules bench's `ai`
//! section, the tests): each game a new game from two decklists as `bifronte game` starts it,
//! every decision asked of [`super::act`] and applied as a window's request is, until one
//! player is left (104.2a) or a turn limit makes it a draw. A match-up swaps seats every game
//! and decks every two, so each player plays each deck from each seat; its result is counted
//! with a 95 % confidence interval.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::Level;
use crate::cards::CardDb;
use crate::rules::action::ActionRequest;
use crate::rules::log::{LogKind, RulesLog};

/// Why a game between computer players can't be played: its decks, or its table.
#[derive(Debug)]
pub enum Unplayable {
    /// The decks don't make a game.
    Game(crate::scene::game::GameError),
    /// The table doesn't set up.
    Setup(crate::format::LoadError),
}

impl Unplayable {
    /// Why, in `lang`.
    pub fn text_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            Unplayable::Game(e) => e.said_line().text_in(lang),
            Unplayable::Setup(e) => e.text_in(lang),
        }
    }
}

impl crate::i18n::SaidIn for Unplayable {
    fn said_in(&self, lang: crate::i18n::Lang) -> String {
        self.text_in(lang)
    }
}

crate::i18n::display_in_english!(Unplayable);

impl std::error::Error for Unplayable {}

/// The most decisions one game takes before it is called a draw: a random player may activate
/// an ability that costs nothing for ever.
pub const MOST_DECISIONS: u32 = 5_000;

/// How one game ended.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// The seat that won (0 or 1), or none: a draw, the turn limit, or the decision limit.
    pub winner: Option<usize>,
    /// The turn the game ended in.
    pub turns: u32,
    /// Decisions made by the computer players.
    pub decisions: u32,
    /// The time they took, all together.
    pub thinking: Duration,
    /// The slowest decision.
    pub slowest: Duration,
    /// The lines the rules refused a computer player's action with (the first line the action
    /// wrote, a refusal): none, if the seat's choices are what the rules allow.
    pub refused: Vec<String>,
    /// Why a game stopped without a winner, in words (empty for a won game).
    pub stopped: String,
    /// How often the computer players chose each kind of action (its variant's name; a
    /// declaration with attackers or blockers as "attacks" or "blocks").
    pub chosen: std::collections::BTreeMap<&'static str, u32>,
}

/// Plays one game between `levels[0]` (seat 0, the first deck) and `levels[1]` from the
/// decklists' texts (name, path, text), with `seed` for the shuffles and the players' choices,
/// for at most `most_turns` turns.
pub fn play(
    db: &CardDb,
    decks: &[(String, PathBuf, String)],
    seed: u64,
    levels: [Level; 2],
    most_turns: u32,
) -> Result<Outcome, Unplayable> {
    play_watching(db, decks, seed, levels, most_turns, &mut |_, _, _| {})
}

/// [`play`], showing `watch` the world before and after each action the players choose:
/// `watch(world, Some(action), first)` just before it is applied, then `watch(world, None,
/// first)` once it has been, `first` being the index of the first log entry it may write.
pub fn play_watching(
    db: &CardDb,
    decks: &[(String, PathBuf, String)],
    seed: u64,
    levels: [Level; 2],
    most_turns: u32,
    watch: &mut dyn FnMut(&mut World, Option<&crate::rules::Action>, usize),
) -> Result<Outcome, Unplayable> {
    let game = crate::scene::game::game_from_texts(crate::i18n::Lang::En, decks, Some(seed), None, db)
        .map_err(Unplayable::Game)?;
    let mut app = crate::rules::headless_app(db.clone());
    crate::scene::run::start(&game, &mut app).map_err(Unplayable::Setup)?;
    for step in &game.scene.steps {
        crate::scene::run::run_step(&mut app, step);
    }
    Ok(play_on(&mut app, seed, levels, most_turns, watch))
}

/// The computer players at `levels` play the table `app` holds, from where it stands, until
/// one player is left or `most_turns` turns have begun (see [`play_watching`]).
pub fn play_on(
    app: &mut App,
    seed: u64,
    levels: [Level; 2],
    most_turns: u32,
    watch: &mut dyn FnMut(&mut World, Option<&crate::rules::Action>, usize),
) -> Outcome {
    let mut rng = StdRng::seed_from_u64(seed ^ 0xA1A1_5EED);
    let mut out = Outcome::default();
    let players = app.world().resource::<crate::rules::Players>().0.clone();
    loop {
        let world = app.world_mut();
        out.turns = world.resource::<crate::rules::Turn>().number;
        if let Some(won) = crate::rules::query::game_over(world) {
            out.winner = won.and_then(|w| players.iter().position(|p| *p == w));
            if out.winner.is_none() {
                out.stopped = "every player lost at once (104.4a)".into();
            }
            return out;
        }
        if out.turns > most_turns {
            out.stopped = format!("{most_turns} turns played");
            return out;
        }
        if out.decisions >= MOST_DECISIONS {
            out.stopped = format!("{MOST_DECISIONS} decisions made");
            return out;
        }
        let waiting = crate::rules::ops::waiting::waiting_for(world);
        let Some(player) = waiting.first().copied() else {
            out.stopped = "the table waits for nobody".into();
            return out;
        };
        let seat = players.iter().position(|p| *p == player).unwrap_or(0);
        let started = Instant::now();
        let action = super::act(world, player, levels[seat.min(1)], &mut rng);
        let took = started.elapsed();
        out.thinking += took;
        out.slowest = out.slowest.max(took);
        out.decisions += 1;
        let Some(action) = action else {
            out.stopped = "a computer player had nothing to choose".into();
            return out;
        };
        let kind = match &action {
            crate::rules::Action::DeclareAttackers { attackers, .. } if !attackers.is_empty() => "attacks",
            crate::rules::Action::DeclareBlockers { blockers, .. } if !blockers.is_empty() => "blocks",
            crate::rules::Action::Cast { alternative: Some(_), .. } => "cast for an alternative cost",
            crate::rules::Action::ChooseCards { cards, .. } if !cards.is_empty() && dredging(world) => "dredges",
            other => other.variant(),
        };
        *out.chosen.entry(kind).or_default() += 1;
        let logged = world.resource::<RulesLog>().entries.len();
        watch(world, Some(&action), logged);
        app.world_mut().write_message(ActionRequest(action.clone()));
        app.update();
        watch(app.world_mut(), None, logged);
        // Refused: the action's own first line says so (a refusal later in what it set going,
        // an ability that finds its source gone as it resolves, is the rules' outcome).
        let log = &app.world().resource::<RulesLog>().entries;
        let first = log.from(logged).find(|e| e.requested.is_none());
        for e in first.into_iter().filter(|e| e.kind == LogKind::Refusal) {
            let words = crate::view::log::entry_words(e, crate::view::Viewer::Omniscient, &|id| id.to_string());
            out.refused.push(format!("{action:?}: {} ({})", words, e.rule.unwrap_or("")));
        }
    }
}

/// The result of a match-up: games won by each player, drawn, and how long they thought.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Games won by the first player and by the second.
    pub wins: [u32; 2],
    /// Games drawn (no winner, or the turn limit).
    pub draws: u32,
    /// Decisions made, their time together, the slowest.
    pub decisions: u64,
    /// Their time together.
    pub thinking: Duration,
    /// The slowest decision.
    pub slowest: Duration,
    /// Every refusal a computer player's action met (should be none).
    pub refused: Vec<String>,
    /// The turns the games lasted, together.
    pub turns: u64,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins[0] + self.wins[1] + self.draws
    }

    /// The first player's share of the games (a draw counts half), with its 95 % Wilson score
    /// interval.
    pub fn share(&self) -> (f64, f64, f64) {
        let n = f64::from(self.games());
        if n == 0.0 {
            return (0.0, 0.0, 1.0);
        }
        let p = (f64::from(self.wins[0]) + f64::from(self.draws) / 2.0) / n;
        let z = 1.96f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        (p, (centre - half).max(0.0), (centre + half).min(1.0))
    }
}

/// Plays `games` games between `players[0]` and `players[1]` with the two decks (name, path,
/// text of each, in any order), seeds `seed`, `seed + 1`, …: the players swap seats every game
/// and decks every two. `each` hears of every game as it ends.
pub fn match_up(
    db: &CardDb,
    decks: &[(String, PathBuf, String); 2],
    players: [Level; 2],
    games: u32,
    seed: u64,
    most_turns: u32,
    mut each: impl FnMut(u32, &Outcome),
) -> Result<Tally, Unplayable> {
    let mut tally = Tally::default();
    for g in 0..games {
        // Seat 0 goes first; player A sits there in even games; A has deck 0 in games 0-1, 4-5...
        let a_first = g % 2 == 0;
        let a_deck = (g / 2) % 2;
        let (deck_a, deck_b) = (&decks[a_deck as usize], &decks[1 - a_deck as usize]);
        let names = ["Alice", "Bob"];
        let seated = |d: &(String, PathBuf, String), name: &str| (name.to_string(), d.1.clone(), d.2.clone());
        let (levels, table) = match a_first {
            true => ([players[0], players[1]], vec![seated(deck_a, names[0]), seated(deck_b, names[1])]),
            false => ([players[1], players[0]], vec![seated(deck_b, names[0]), seated(deck_a, names[1])]),
        };
        let out = play(db, &table, seed.wrapping_add(u64::from(g)), levels, most_turns)?;
        match out.winner {
            Some(s) if (s == 0) == a_first => tally.wins[0] += 1,
            Some(_) => tally.wins[1] += 1,
            None => tally.draws += 1,
        }
        tally.decisions += u64::from(out.decisions);
        tally.thinking += out.thinking;
        tally.slowest = tally.slowest.max(out.slowest);
        tally.turns += u64::from(out.turns);
        tally.refused.extend(out.refused.iter().cloned());
        each(g, &out);
    }
    Ok(tally)
}

/// Whether the card choice asked is a dredge's (702.52a).
fn dredging(world: &World) -> bool {
    use crate::rules::ops::hand_choice::{HandTo, pending};
    pending(world).is_some_and(|c| matches!(c.pick.to, HandTo::Dredge(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_share_of_the_games_comes_with_its_wilson_interval() {
        let t = Tally { wins: [180, 20], ..Tally::default() };
        let (p, lo, hi) = t.share();
        assert!((p - 0.9).abs() < 1e-9);
        // Wilson's interval for 180 of 200: about 0.851 to 0.934.
        assert!((lo - 0.851).abs() < 0.002 && (hi - 0.934).abs() < 0.002, "{lo} {hi}");
        let even = Tally { wins: [5, 5], draws: 2, ..Tally::default() };
        assert!((even.share().0 - 0.5).abs() < 1e-9, "a draw counts half");
    }
}
