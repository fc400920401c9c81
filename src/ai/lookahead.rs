//! The hard player's look ahead: its candidate moves played out on copies of the table, each
//! copy made from what its seat may see. A copy is the table rebuilt by the rules from its
//! starting setup and every action taken since (`rules::replay`, what undo is made of), then
//! *determinized*: every card the seat can't see gets an identity drawn from what is possible
//! by what the seat knows. Its own library is shuffled (the seat knows what its deck holds, not
//! the order); another player's hidden cards (hand, library, face-down permanents) become cards
//! that player has shown this game (or, before they have shown any, cards of the seat's own
//! deck); the rules' random source is seeded anew. So a copy, and every score made on it,
//! depends on the seat's view alone: two tables that differ only in what the seat can't see
//! give the same copies (`tests/ai.rs`). On each copy the candidate is applied, then both
//! seats play on as the easy player does, blocking as the medium player does, until the turn
//! after next begins (or the game ends), and the position is scored for the seat.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use super::Level;
use crate::cards::{CardDb, CardDef};
use crate::rules::Action;
use crate::rules::action::Zone;
use crate::rules::object::{Card, Label, Owner, Printed, Token};
use crate::rules::replay::{apply_as_frame, replay};
use crate::rules::setup::TableSetup;
use crate::rules::sight::{Seen, revealed_tops, seen_by};
use crate::view::{TableView, Viewer};

/// The most decisions one playout makes before it is scored where it stands.
const MOST_PLAYOUT_DECISIONS: u32 = 400;

/// Playouts made in this process, and the time they took (the bench's rollouts a second).
static PLAYOUTS: AtomicU64 = AtomicU64::new(0);
static PLAYOUT_NANOS: AtomicU64 = AtomicU64::new(0);

/// Playouts made in this process so far and the time they took together.
pub fn playouts() -> (u64, Duration) {
    (PLAYOUTS.load(Ordering::Relaxed), Duration::from_nanos(PLAYOUT_NANOS.load(Ordering::Relaxed)))
}

/// What a seat's look ahead needs of the table, taken when it is asked to decide: the starting
/// setup and the actions since (to rebuild the table), the seat's player, and a table of its own
/// to play on.
pub struct Lookahead {
    setup: TableSetup,
    history: Vec<Action>,
    me: String,
    scratch: App,
}

/// How candidates came out: each one's mean score (`None`: not played out before the
/// deadline), and how many playouts were made.
#[derive(Clone, Debug, Default)]
pub struct Weighed {
    /// Each candidate's mean score for the seat, in the order given.
    pub scores: Vec<Option<f64>>,
    /// Playouts made.
    pub playouts: u64,
}

impl Lookahead {
    /// The look ahead of `player`'s seat at this table, or `None` where the table can't be
    /// rebuilt (no starting setup kept).
    pub fn of(world: &World, player: Entity) -> Option<Lookahead> {
        let setup = world.get_resource::<crate::scene::run::StartingTable>()?.0.clone();
        let history = world.get_resource::<crate::rules::game::ActionHistory>()?.0.to_vec();
        let db = world.get_resource::<CardDb>()?.clone();
        let me = crate::rules::query::player_name(world, player);
        let scratch = crate::rules::headless_app(db);
        Some(Lookahead { setup, history, me, scratch })
    }

    /// Plays each of `candidates` (by the table's labels: `view::translate`) out `samples` times,
    /// sample by sample on the same copies (so the candidates meet the same draws), until the
    /// deadline: a round of samples the deadline cuts short is left out.
    pub fn weigh(&mut self, candidates: &[Action], samples: u32, seed: u64, deadline: Option<Instant>) -> Weighed {
        let mut sums = vec![0.0; candidates.len()];
        let mut rounds = 0u32;
        let mut playouts = 0u64;
        'samples: for s in 0..samples {
            let mut round = Vec::with_capacity(candidates.len());
            for action in candidates {
                if rounds > 0 && deadline.is_some_and(|d| Instant::now() >= d) {
                    break 'samples;
                }
                let sample_seed = seed ^ (u64::from(s) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let Some(score) = self.play_out(action, sample_seed) else { break 'samples };
                playouts += 1;
                round.push(score);
            }
            for (sum, score) in sums.iter_mut().zip(round) {
                *sum += score;
            }
            rounds += 1;
        }
        let scores = sums.iter().map(|s| (rounds > 0).then(|| s / f64::from(rounds))).collect();
        Weighed { scores, playouts }
    }

    /// One playout: a determinized copy, `action` by the seat, then the easy player at every
    /// seat (its blocks the medium player's) until the turn after next begins; the position's
    /// score for the seat. `None` when the table can't be rebuilt.
    fn play_out(&mut self, action: &Action, seed: u64) -> Option<f64> {
        let started = Instant::now();
        let world = self.scratch.world_mut();
        replay(world, &self.setup, &self.history).ok()?;
        let me = crate::rules::find_player(world, &self.me)?;
        let mut rng = StdRng::seed_from_u64(seed);
        determinize(world, me, &mut rng);
        let horizon = world.resource::<crate::rules::Turn>().number + 2;
        apply_as_frame(world, action.clone());
        let mut decisions = 0;
        while crate::rules::query::game_over(world).is_none()
            && world.resource::<crate::rules::Turn>().number < horizon
            && decisions < MOST_PLAYOUT_DECISIONS
        {
            let Some(player) = crate::rules::ops::waiting::waiting_for(world).first().copied() else { break };
            // Blocks as the medium player makes them (every way weighed by the damage rules), so
            // that an attack is judged against the blocks it would meet; the rest as easy.
            let blocking = world.resource::<crate::rules::Turn>().step == crate::rules::game::TurnStep::DeclareBlockers
                && crate::rules::ops::declaring::still_to_declare(world).contains(&player);
            let level = if blocking { Level::Medium } else { Level::Easy };
            let Some(next) = super::act(world, player, level, &mut rng) else { break };
            apply_as_frame(world, next);
            decisions += 1;
        }
        let score = score(world, me);
        PLAYOUTS.fetch_add(1, Ordering::Relaxed);
        PLAYOUT_NANOS.fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
        Some(score)
    }
}

/// Gives every card `me` can't see an identity drawn from what `me` knows (see the module's
/// words), and the rules' random source a new seed. Cards are taken in the order of their
/// labels, so the result depends on `rng` and what `me` sees alone.
pub fn determinize(world: &mut World, me: Entity, rng: &mut StdRng) {
    let tops = revealed_tops(world);
    let mut q = world.query_filtered::<(Entity, &Label, &Owner, &Printed), (With<Card>, Without<Token>)>();
    let mut cards: Vec<(Entity, String, Entity, Arc<CardDef>)> =
        q.iter(world).map(|(e, l, o, p)| (e, l.0.clone(), o.0, p.0.clone())).collect();
    cards.sort_by(|a, b| a.1.cmp(&b.1));
    let mut own_hidden = Vec::new();
    let mut others_hidden: Vec<(Entity, Entity)> = Vec::new();
    let mut shown: HashMap<Entity, Vec<Arc<CardDef>>> = HashMap::new();
    let mut own_deck = Vec::new();
    for (e, _, owner, def) in &cards {
        let seen = seen_by(world, me, *e, &tops);
        if *owner == me {
            own_deck.push(def.clone());
            if seen == Seen::Hidden {
                own_hidden.push(*e);
            }
        } else if seen == Seen::Identity {
            shown.entry(*owner).or_default().push(def.clone());
        } else {
            others_hidden.push((*e, *owner));
        }
    }
    // The seat's hidden cards are its own deck's, in an order it doesn't know.
    let mut defs: Vec<Arc<CardDef>> =
        own_hidden.iter().filter_map(|e| world.get::<Printed>(*e).map(|p| p.0.clone())).collect();
    defs.shuffle(rng);
    let mut changed = Vec::new();
    for (e, def) in own_hidden.iter().zip(defs) {
        world.entity_mut(*e).insert(Printed(def));
        changed.push(*e);
    }
    for (e, owner) in others_hidden {
        let pool = shown.get(&owner).filter(|p| !p.is_empty()).unwrap_or(&own_deck);
        if pool.is_empty() {
            continue;
        }
        let def = pool[rng.random_range(0..pool.len())].clone();
        world.entity_mut(e).insert(Printed(def));
        changed.push(e);
    }
    let seed = rng.random::<u64>();
    world.insert_resource(crate::rules::game::RulesRng::seeded(seed));
    let mut dirty = world.resource_mut::<crate::rules::game::Dirty>();
    dirty.objects.extend(changed);
    dirty.changed = true;
    crate::rules::layers::derive_dirty(world);
}

/// How good the position is for `me`: a won game best, a lost one worst; otherwise life (each
/// point worth more as it runs low), the creatures' power and toughness, the other permanents'
/// mana values, lands and cards in hand, the seat's less its opponents'.
pub fn score(world: &mut World, me: Entity) -> f64 {
    match crate::rules::query::game_over(world) {
        Some(Some(w)) if w == me => return 1_000.0,
        Some(Some(_)) => return -1_000.0,
        Some(None) => return 0.0,
        None => {}
    }
    let name = crate::rules::query::player_name(world, me);
    let table = crate::view::table_view_unexplained(world, Viewer::Omniscient);
    worth(&table, &name)
}

/// [`score`] of a table that goes on: the seat's worth less its opponents'.
fn worth(table: &TableView, me: &str) -> f64 {
    let life = |l: i32| -> f64 {
        let l = f64::from(l.max(0));
        if l <= 10.0 { 2.0 * l } else { 20.0 + (l - 10.0) }
    };
    let mut total = 0.0;
    for p in &table.players {
        let sign = if p.name == me { 1.0 } else { -1.0 };
        let mut own = life(p.life);
        for o in table.objects.iter().filter(|o| o.controller == p.name || (o.zone == Zone::Hand && o.owner == p.name))
        {
            own += match o.zone {
                Zone::Battlefield if o.shown.is_creature() => {
                    let toughness = o.shown.toughness.unwrap_or(0) - o.damage as i32;
                    1.5 * f64::from(o.shown.power.unwrap_or(0).max(0) + toughness.max(0)) + 1.0
                }
                Zone::Battlefield if o.shown.is_land() => 1.0,
                Zone::Battlefield => 1.0 + f64::from(o.shown.mana_value),
                Zone::Hand => 1.0,
                _ => 0.0,
            };
        }
        total += sign * own;
    }
    total
}
