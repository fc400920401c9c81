//! The computer opponent: a seat the program plays. It decides from exactly what a remote player
//! at that seat gets, the seat's view of the table ([`crate::view::TableView`]) and what the
//! rules allow the seat now ([`crate::view::choices`]), both by the seat's own ids, so it can't
//! peek at a hand, a library's order or a face-down card, and it never sends an action the
//! rules would refuse. [`act`] is the one door: the table's side (the world, the seat's
//! player) in, the chosen action out in the table's labels, ready to be applied.
//!
//! Levels: `random` picks uniformly among the legal actions (the baseline every other level is
//! measured against); `easy` plays by rules of thumb read off the visible board (`easy.rs`);
//! `medium` works its combats out one step ahead by the damage rules (`medium.rs`); `hard`
//! plays its candidate moves out on copies of the table made from its seat's view, hidden
//! cards drawn from what is possible (`hard.rs`, `lookahead.rs`). `arena.rs` plays games
//! between two levels headless and counts the results.

pub mod arena;
mod easy;
mod hard;
pub mod lookahead;
mod medium;
pub mod puzzles;
mod random;
pub mod seat;

use bevy::prelude::*;
use rand::rngs::StdRng;

use crate::rules::action::{Action, Target};
use crate::view::choices::{Choices, choices, declaration_fits};
use crate::view::{ObjectView, TableView, Viewer};

/// How the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// Any legal action, each as likely: the baseline.
    Random,
    /// Rules of thumb: lands, then the largest spells it can pay for, attacks that don't lose
    /// creatures for nothing, blocks that save life or trade up.
    Easy,
    /// The easy player's rules of thumb, with combat worked out one step ahead: every way of
    /// blocking played out by the damage rules, every set of attackers against the defender's
    /// best blocks.
    #[default]
    Medium,
    /// The medium player's choice and a few others played out on copies of the table made
    /// from its seat's view (hidden cards drawn from what is possible), the best taken.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Its name, a message its reader says (`ai-level-…`).
    pub fn said(self) -> crate::i18n::Said {
        let id = match self {
            Level::Random => "ai-level-random",
            Level::Easy => "ai-level-easy",
            Level::Medium => "ai-level-medium",
            Level::Hard => "ai-level-hard",
        };
        crate::i18n::Said::new(id, &[])
    }

    /// The level a word names.
    pub fn parse(word: &str) -> Result<Level, crate::i18n::Said> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(word.trim()))
            .ok_or_else(|| crate::i18n::Said::new("ai-not-a-level", &[("word", &format!("{word:?}"))]))
    }
}

/// What the seat sees and may do, as the deciding side gets it.
pub struct Seat<'a> {
    /// The seat's view of the table.
    pub table: &'a TableView,
    /// What the rules allow the seat now.
    pub choices: &'a Choices,
    /// Whose turn it is (public: 102.1).
    pub active: String,
    /// The turn's step (public: 500.1).
    pub step: crate::rules::game::TurnStep,
    /// Whether a declaration composed of [`Choices::attacks`] or [`Choices::blocks`] is one the
    /// rules accept (`view::choices::declaration_fits`).
    pub fits: &'a mut dyn FnMut(&Action) -> bool,
    /// What a level's search made of its choice: the ways it weighed and the best one's worth
    /// (medium's combat), for its reasoning line.
    pub weighed: Option<(u64, i64)>,
    /// When the decision must be made by ([`BUDGET`] after it was asked): a search stops
    /// there with the best it found.
    pub deadline: Option<std::time::Instant>,
    /// The hard level's look ahead: plays candidate moves (by the seat's ids) out on copies of
    /// the table made from the seat's view, with a seed, until a deadline (`lookahead.rs`);
    /// `None` for the other levels, and where the table can't be copied.
    pub look: Option<&'a mut Look<'a>>,
    /// What the look ahead made of the choice: the candidates, the playouts, the best score.
    pub looked: Option<(usize, u64, i64)>,
}

/// The look ahead a seat is given: candidates, a seed and a deadline in, each one's worth out.
pub type Look<'a> = dyn FnMut(&[Action], u64, Option<std::time::Instant>) -> lookahead::Weighed + 'a;

/// The most time a decision takes (on the two cores the bench runs on): a search past it stops
/// with the best it found.
pub const BUDGET: std::time::Duration = std::time::Duration::from_millis(1500);

impl Seat<'_> {
    /// The seat's player's name.
    pub fn me(&self) -> &str {
        &self.choices.player
    }

    /// An object of the view by its id.
    pub fn object(&self, id: &str) -> Option<&ObjectView> {
        self.table.object(id)
    }

    /// The life total of a player by name.
    pub fn life(&self, name: &str) -> i32 {
        self.table.players.iter().find(|p| p.name == name).map_or(0, |p| p.life)
    }

    /// The players still in the game other than the seat's.
    pub fn opponents(&self) -> Vec<&str> {
        self.table.players.iter().filter(|p| p.name != self.me() && p.lost.is_none()).map(|p| p.name.as_str()).collect()
    }

    /// Whether the seat's player holds a card in their hand (which the seat sees).
    pub fn holds_a_card(&self) -> bool {
        self.table.objects.iter().any(|o| o.zone == crate::rules::Zone::Hand && o.owner == self.me())
    }

    /// Whether a target is the seat's own (itself, or an object it controls).
    pub fn is_mine(&self, t: &Target) -> bool {
        match t {
            Target::Player(p) => p.as_str() == self.me(),
            Target::Object(id) => self.object(id.as_str()).is_some_and(|o| o.controller == self.me()),
        }
    }
}

/// The seat's decision, by its own ids: whoever plays at `level`.
pub fn decide(level: Level, seat: &mut Seat, rng: &mut StdRng) -> Option<Action> {
    if seat.choices.is_empty() {
        return None;
    }
    Some(match level {
        Level::Random => random::decide(seat, rng),
        Level::Easy => easy::decide(seat, rng),
        Level::Medium => medium::decide(seat, rng),
        Level::Hard => hard::decide(seat, rng),
    })
}

/// The computer's action for `player` at `level` now, in the table's labels (ready for
/// `ActionRequest`), or `None` when the table doesn't wait for them. It reads the world only
/// through the seat's view and the seat's choices.
pub fn act(world: &mut World, player: Entity, level: Level, rng: &mut StdRng) -> Option<Action> {
    act_saying_why(world, player, level, rng).map(|(a, _)| a)
}

/// [`act`], with the computer's reasoning line: what it chose, and why, in words (Settings →
/// "Show the computer's reasoning").
pub fn act_saying_why(
    world: &mut World,
    player: Entity,
    level: Level,
    rng: &mut StdRng,
) -> Option<(Action, crate::i18n::SaidLine)> {
    let viewer = Viewer::Player(player);
    let table = crate::view::table_view_unexplained(world, viewer);
    let choices = choices(world, player, &table);
    if choices.is_empty() {
        return None;
    }
    let (active, step) = {
        let turn = world.resource::<crate::rules::Turn>();
        let active = world.resource::<crate::rules::Players>().0.get(turn.active).copied();
        (active.map(|p| crate::rules::query::player_name(world, p)).unwrap_or_default(), turn.step)
    };
    let deadline = Some(std::time::Instant::now() + BUDGET);
    let mut ahead = (level == Level::Hard).then(|| lookahead::Lookahead::of(world, player)).flatten();
    let hard = ahead.is_some();
    // The deciding side's two services share the world: whether a declaration fits, and (the
    // hard level's) playing candidates out, named by the table's labels as a request is.
    let world = std::cell::RefCell::new(world);
    let (action, why) = {
        let mut fits = |a: &Action| declaration_fits(&mut world.borrow_mut(), player, &table, &choices, a);
        let mut weigh = |c: &[Action], seed: u64, by: Option<std::time::Instant>| {
            let labelled: Result<Vec<Action>, _> =
                c.iter().map(|a| crate::view::translate(&mut world.borrow_mut(), viewer, a.clone())).collect();
            match (ahead.as_mut(), labelled) {
                (Some(ahead), Ok(labelled)) => ahead.weigh(&labelled, hard::SAMPLES, seed, by),
                _ => lookahead::Weighed::default(),
            }
        };
        let look: Option<&mut Look> = hard.then_some(&mut weigh);
        let mut seat = Seat {
            table: &table,
            choices: &choices,
            active,
            step,
            fits: &mut fits,
            weighed: None,
            deadline,
            look,
            looked: None,
        };
        let action = decide(level, &mut seat, rng)?;
        let why = reasoning(level, &seat, &action);
        (action, why)
    };
    crate::view::translate(world.into_inner(), viewer, action).ok().map(|a| (a, why))
}

/// The reasoning line of a choice: the level's rule that chose it, what it weighed.
fn reasoning(level: Level, seat: &Seat, action: &Action) -> crate::i18n::SaidLine {
    use crate::i18n::SaidArg;
    let (who, lvl) = (seat.me().to_string(), level.name());
    let n = seat.choices.actions.len().to_string();
    let name = |id: &str| seat.object(id).map_or_else(|| id.to_string(), |o| o.shown.name.clone());
    // The action's sentence is the line's first part, said with the rest by whoever reads it.
    let said = crate::view::log::action_said(action, &name);
    let base = [("player", who.as_str()), ("level", lvl)];
    // The reasoning `id`, with the action's sentence as its `action` where `named`.
    let said_with = |id: &str, more: &[(&str, &str)], named: bool| {
        let mut line = if named { said.clone() } else { crate::i18n::SaidLine::default() };
        let the_action = SaidArg::Part(line.parts.len().saturating_sub(1) as u32);
        let mut args: Vec<(String, SaidArg)> =
            base.iter().chain(more).map(|(k, v)| (k.to_string(), SaidArg::Words(v.to_string()))).collect();
        if named {
            args.push(("action".to_string(), the_action));
        }
        line.push(id, args);
        line
    };
    let with = |id: &str, more: &[(&str, &str)]| said_with(id, more, false);
    let naming = |id: &str, more: &[(&str, &str)]| said_with(id, more, true);
    if level == Level::Random {
        return naming("ai-why-random", &[("n", &n)]);
    }
    if let Some((moves, playouts, worth)) = seat.looked {
        let args = [("moves", moves.to_string()), ("playouts", playouts.to_string()), ("worth", worth.to_string())];
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        return naming("ai-why-looked-ahead", &args);
    }
    match (action, seat.weighed) {
        (Action::DeclareAttackers { attackers, .. }, Some((ways, worth))) => with(
            "ai-why-attack-weighed",
            &[
                ("n", &attackers.len().to_string()),
                ("of", &seat.choices.attacks.len().to_string()),
                ("ways", &ways.to_string()),
                ("worth", &worth.to_string()),
            ],
        ),
        (Action::DeclareBlockers { blockers, .. }, Some((ways, worth))) => with(
            "ai-why-block-weighed",
            &[
                ("n", &blockers.len().to_string()),
                ("of", &seat.choices.blocks.len().to_string()),
                ("ways", &ways.to_string()),
                ("worth", &worth.to_string()),
            ],
        ),
        (Action::DeclareAttackers { attackers, .. }, None) => with(
            "ai-why-attack",
            &[("n", &attackers.len().to_string()), ("of", &seat.choices.attacks.len().to_string())],
        ),
        (Action::DeclareBlockers { blockers, .. }, None) => {
            with("ai-why-block", &[("n", &blockers.len().to_string()), ("of", &seat.choices.blocks.len().to_string())])
        }
        (Action::Concede { .. }, _) => with("ai-why-concede", &[]),
        (Action::Cast { .. }, _) => naming("ai-why-cast", &[("n", &n)]),
        (Action::PlayLand(_), _) => naming("ai-why-land", &[]),
        (Action::PassPriority { .. }, _) => with("ai-why-pass", &[("n", &n)]),
        _ => naming("ai-why-answer", &[("n", &n)]),
    }
}

/// A declaration of these attackers the rules accept: all of them if they fit, else with the
/// last ones dropped one at a time; else attacking with none where that is allowed; else (a
/// creature must attack, 508.1d) each creature that may, at the first thing it may attack.
fn attack_with(seat: &mut Seat, mut plan: Vec<(String, Target)>) -> Action {
    let me: crate::rules::PlayerId = seat.me().into();
    let declare = |plan: &[(String, Target)]| Action::DeclareAttackers {
        player: me.clone(),
        attackers: plan.iter().map(|(c, t)| (c.as_str().into(), t.clone())).collect(),
    };
    while !plan.is_empty() {
        let whole = declare(&plan);
        if (seat.fits)(&whole) {
            return whole;
        }
        plan.pop();
    }
    let none = declare(&[]);
    if seat.choices.actions.contains(&none) {
        return none;
    }
    let every: Vec<(String, Target)> =
        seat.choices.attacks.iter().filter_map(|(c, what)| Some((c.clone(), what.first()?.clone()))).collect();
    declare(&every)
}

/// A declaration of these blocks the rules accept: all of them if they fit, else with the last
/// ones dropped one at a time, down to blocking with none; where blocking with none isn't
/// allowed (509.1c), the blocks the requirements ask, with each of the plan's other blockers
/// that still fits beside them.
fn block_with(seat: &mut Seat, mut plan: Vec<(String, String)>) -> Action {
    let me: crate::rules::PlayerId = seat.me().into();
    let declare = |plan: &[(String, String)]| Action::DeclareBlockers {
        player: me.clone(),
        blockers: plan.iter().map(|(b, a)| (b.as_str().into(), a.as_str().into())).collect(),
    };
    let wanted = plan.clone();
    while !plan.is_empty() {
        let whole = declare(&plan);
        if (seat.fits)(&whole) {
            return whole;
        }
        plan.pop();
    }
    // The seat's choices hold blocking with none, or else the blocks the requirements ask.
    let required = seat.choices.actions.iter().find_map(|a| match a {
        Action::DeclareBlockers { blockers, .. } if !blockers.is_empty() => {
            Some(blockers.iter().map(|(b, a)| (b.to_string(), a.to_string())).collect::<Vec<_>>())
        }
        _ => None,
    });
    let Some(mut required) = required else { return declare(&[]) };
    for pair in wanted {
        if required.iter().any(|(b, _)| *b == pair.0) {
            continue;
        }
        required.push(pair);
        if !(seat.fits)(&declare(&required)) {
            required.pop();
        }
    }
    declare(&required)
}
