//! The game's own state, beside its objects: turn, day/night, clocks for timestamps and object
//! ids, what must be derived again, the seeded random source and the history of actions.

use std::collections::HashMap;

use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

pub use super::action::TurnStep;
use super::action::{Action, DayNight};
use super::characteristics::Characteristics;
use super::object::ObjectNumber;

/// What happened this turn that conditions ask about ("if a creature died this turn", "if you
/// attacked with a creature this turn"), kept as the events happen and
/// forgotten as the next turn begins (`triggers::happened` tells it each event).
#[derive(Clone, Debug, Default)]
pub struct ThisTurn {
    /// How many creatures died (700.4: put into a graveyard from the battlefield).
    pub creatures_died: u32,
    /// The players who attacked with a creature (508.1).
    pub attacked: Vec<Entity>,
    /// The players a permanent they controlled left the battlefield of.
    pub left_battlefield: Vec<Entity>,
    /// The players who gained life (119.9).
    pub gained_life: Vec<Entity>,
    /// The players who lost life (119.3).
    pub lost_life: Vec<Entity>,
    /// The creatures dealt damage (120.3), each as the object it was then, and by what source:
    /// "a creature dealt damage by [this] this turn" (one entry for each pair).
    pub dealt_damage: Vec<(Entity, ObjectNumber, Entity)>,
    /// The players who searched their library (701.23).
    pub searched: Vec<Entity>,
    /// How many cards were put into each player's graveyard from anywhere (a token too, 111.7).
    pub to_graveyard: HashMap<Entity, u32>,
    /// "Target creature blocks [this] this turn if able" (509.1c): each creature that must
    /// block an attacker, and that attacker, each as the object it was then.
    pub must_block: Vec<(Entity, ObjectNumber, Entity, ObjectNumber)>,
    /// How many cards each player drew (121.2): "your second card each turn".
    pub drew: HashMap<Entity, u32>,
    /// The spells each player cast, in order (601.2i), each's colours and whether it was a
    /// creature spell: "if you've cast another white spell this turn", "can't cast more than
    /// one noncreature spell each turn".
    pub cast: HashMap<Entity, Vec<(crate::cards::ColorSet, bool)>>,
    /// The permanents, as the objects they are, whose ability added mana this turn ("if you
    /// haven't added mana with this ability this turn", Carpet of Flowers).
    pub added_mana: Vec<(Entity, ObjectNumber)>,
}

impl ThisTurn {
    /// A permanent `controller` controlled left the battlefield; `died`: a creature put into a
    /// graveyard (700.4).
    pub fn left(&mut self, controller: Option<Entity>, died: bool) {
        if let Some(p) = controller {
            note(&mut self.left_battlefield, p);
        }
        if died {
            self.creatures_died += 1;
        }
    }

    /// The creature `to`, the object `object`, was dealt damage by `source`.
    pub fn dealt_damage(&mut self, to: Entity, object: ObjectNumber, source: Entity) {
        if !self.was_dealt_damage_by(to, object, source) {
            self.dealt_damage.push((to, object, source));
        }
    }

    /// Whether the creature `to`, as the object `object`, was dealt damage by `source` this turn.
    pub fn was_dealt_damage_by(&self, to: Entity, object: ObjectNumber, source: Entity) -> bool {
        self.dealt_damage.contains(&(to, object, source))
    }

    /// `player` searched their library.
    pub fn searched(&mut self, player: Entity) {
        note(&mut self.searched, player);
    }

    /// A card (or token) `owner` owns was put into their graveyard.
    pub fn to_graveyard(&mut self, owner: Entity) {
        *self.to_graveyard.entry(owner).or_default() += 1;
    }

    /// `player` attacked with a creature.
    pub fn attacked(&mut self, player: Entity) {
        note(&mut self.attacked, player);
    }

    /// `player` gained (`gained`) or lost life.
    pub fn life(&mut self, player: Entity, gained: bool) {
        note(if gained { &mut self.gained_life } else { &mut self.lost_life }, player);
    }
}

/// `p` in the list, once.
fn note(list: &mut Vec<Entity>, p: Entity) {
    if !list.contains(&p) {
        list.push(p);
    }
}

/// Turn structure the table tracks: whose turn, and spells cast (730.2).
#[derive(Resource, Clone, Debug, Default)]
pub struct Turn {
    /// The turn number (1 is the first).
    pub number: u32,
    /// Index into `Players`.
    pub active: usize,
    /// Spells cast this turn, by player.
    pub spells_cast: HashMap<Entity, u32>,
    /// Spells cast in the turn before this one, by player.
    pub spells_last_turn: HashMap<Entity, u32>,
    /// Spells cast since the game began, by player: "the first spell you've cast this game".
    pub spells_this_game: HashMap<Entity, u32>,
    /// Lands played this turn, by player (305.2).
    pub lands_played: HashMap<Entity, u32>,
    /// More lands a player may play this turn, by effects that said so (305.2: "You may play
    /// an additional land this turn").
    pub extra_lands: HashMap<Entity, u32>,
    /// "Prevent all combat damage that would be dealt this turn" resolved this turn (615.1).
    pub combat_damage_prevented: bool,
    /// Prevention shields made this turn (615.7): the player or permanent, and how much more
    /// damage to it each prevents (`ops::prevention`).
    pub shields: Vec<(Entity, u32)>,
    /// "Prevent all damage that would be dealt to and dealt by target creature this turn"
    /// (615.1a): the object, whether damage to it and by it is prevented, and whether only
    /// combat damage (`ops::prevention`).
    pub prevented: Vec<TurnPrevention>,
    /// The players dealt damage this turn (bloodthirst, 702.54a).
    pub damaged_players: Vec<Entity>,
    /// What happened this turn that abilities ask about (morbid, raid, revolt, spectacle).
    pub happened: ThisTurn,
    /// The step (or main phase) the turn is in (500.1).
    pub step: TurnStep,
    /// Extra turns to be taken after this one (500.7), the player of each: the most recently
    /// created last, and taken first.
    pub extra_turns: Vec<Entity>,
    /// In an extra turn: the index into `Players` of the player whose turn came before the
    /// extra turns began, after whom the normal turn order goes on (500.7).
    pub resume_after: Option<usize>,
}

/// Who holds priority, and who has passed since anyone last acted (117.4: "in succession").
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Priority {
    /// The player who holds it; `None` at a free table, in steps with no priority (the untap
    /// step, 502.4; the cleanup step, 514.3) and once the game is over.
    pub holder: Option<Entity>,
    /// The players who passed in succession, in order.
    pub passed: Vec<Entity>,
    /// The player an effect is asking for mana while nobody holds priority (an "unless [they
    /// pay]", 118.12a): they may activate mana abilities meanwhile (605.3a).
    pub asked_for_mana: Option<Entity>,
}

/// 402.2: a player's maximum hand size, checked in the cleanup step (514.1).
pub const MAX_HAND_SIZE: usize = 7;

/// The arrows players drew on the table, seen by every player who sees both ends: targeting
/// arrows and attack arrows. Not rules state; cleared in the cleanup step (514) or by hand.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Arrows(pub Vec<Arrow>);

/// One arrow, between objects (by id) or from an object to a player (by name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Where it starts: an object's id.
    pub from: String,
    /// Where it points: an object's id or a player's name.
    pub to: String,
    /// An attack (a creature at a player, planeswalker or battle) or any other arrow.
    pub attack: bool,
}

/// The game's day/night designation (730).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DayNightState(pub DayNight);

/// Monotonic counters for timestamps, object ids and zone order.
#[derive(Resource, Clone, Debug)]
pub struct RulesClock {
    /// The last timestamp given.
    pub timestamp: u64,
    /// The last object id given.
    pub object: u64,
    /// The last place on top of an ordered zone.
    pub top: i64,
    /// The last place at the bottom of an ordered zone.
    pub bottom: i64,
}

impl Default for RulesClock {
    fn default() -> Self {
        RulesClock { timestamp: 0, object: 0, top: 0, bottom: 1 }
    }
}

impl RulesClock {
    /// A new timestamp (613.7).
    pub fn next_timestamp(&mut self) -> u64 {
        self.timestamp += 1;
        self.timestamp
    }
    /// A new object identity (400.7).
    pub fn next_object(&mut self) -> ObjectNumber {
        self.object += 1;
        ObjectNumber(self.object)
    }
    /// A place on top of an ordered zone.
    pub fn next_top(&mut self) -> i64 {
        self.top -= 1;
        self.top
    }
    /// A place at the bottom of an ordered zone.
    pub fn next_bottom(&mut self) -> i64 {
        self.bottom += 1;
        self.bottom
    }
}

/// Objects whose characteristics must be derived again, and whether anything changed since the
/// last state-based check.
#[derive(Resource, Clone, Debug, Default)]
pub struct Dirty {
    /// Objects to derive again.
    pub objects: Vec<Entity>,
    /// Whether anything changed since the last state-based check.
    pub changed: bool,
    /// Whether a life total or a player's counters changed since the last check (704.5a, 704.5c).
    pub players: bool,
    /// Commanders put into a graveyard or exile since the last state-based check (704.6d).
    pub commanders: Vec<Entity>,
    /// Objects that entered the battlefield face up since the last state-based check: a Saga
    /// among them gets its lore counter (714.3a) before the checks.
    pub entered: Vec<Entity>,
    /// Whether a Role token has ever existed on this table.
    pub roles: bool,
    /// Whether an object with daybound or nightbound has ever been derived on this table:
    /// until then there is no day or night to check (702.145).
    pub day_night: bool,
    /// Whether a permanent that makes others enter tapped ("Creatures your opponents control
    /// enter tapped.", 614.1d) has ever been derived on the battlefield of this table: until
    /// then no entering permanent looks for one.
    pub others_enter_tapped: bool,
    /// Objects derived since the last state-based check: only they (and what they are attached
    /// to, and what is attached to them) can have come to need a state-based action.
    pub to_check: Vec<Entity>,
    /// The objects whose characteristics depend on the rest of the game: a characteristic-
    /// defining ability that counts (layer 7a), a bonus of their own or of what is attached to
    /// them that is counted or holds "as long as" (611.3a). They are derived again after
    /// anything else was, and at each state-based check.
    pub dependent: Vec<Entity>,
    /// The buffer objects are derived into: the characteristics an object had before a
    /// change, kept so the next derivation reuses their allocations.
    pub spare: Option<Box<Characteristics>>,
}

impl Dirty {
    /// Marks an object for derivation.
    pub fn mark(&mut self, e: Entity) {
        self.objects.push(e);
        self.changed = true;
    }
}

/// The seeded random source for shuffles, so a replay is identical.
#[derive(Resource, Debug)]
pub struct RulesRng(pub StdRng);

impl RulesRng {
    /// A random source from a seed: the same seed gives the same shuffles and rolls.
    pub fn seeded(seed: u64) -> RulesRng {
        RulesRng(StdRng::seed_from_u64(seed))
    }
}

impl Default for RulesRng {
    fn default() -> Self {
        RulesRng(StdRng::seed_from_u64(0xB1F0))
    }
}

/// Every action applied, in order: the table's history for replay, undo and export.
#[derive(Resource, Clone, Debug, Default)]
pub struct ActionHistory(pub super::chunked::Chunked<Action>);

/// Marks an object for derivation (and the table as changed).
pub fn mark(world: &mut World, e: Entity) {
    world.resource_mut::<Dirty>().mark(e);
}

/// A prevention effect that lasts the turn (615.1a): damage to or by one object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnPrevention {
    /// The permanent, player or spell.
    pub object: Entity,
    /// Damage dealt to it.
    pub to: bool,
    /// Damage it deals.
    pub by: bool,
    /// Combat damage only.
    pub combat_only: bool,
}

/// What the table looks like has changed when this has: bumped once a frame when the rules log
/// has new lines (every action and every outcome writes one) and whenever the table is cleared
/// to be rebuilt (undo, load, restart). The one "what changed" every reader compares against:
/// the table's visuals, the overlay's model, the network host's models. It only grows, whatever
/// is rebuilt. A client's window keeps it too, bumped with each model the host sends.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TableRevision(pub u64);

impl TableRevision {
    /// The next revision.
    pub fn bump(&mut self) {
        self.0 += 1;
    }
}
