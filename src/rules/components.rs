//! The game state: ECS components and resources written only by the rules kernel.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::action::{AbilityKind, Action, DayNight, FaceDownKind, Side, Until, Zone};
use super::layers::Copiable;
use crate::cards::{CardDef, CardType};

/// A player (seat order is `Players`).
#[derive(Component, Clone, Debug)]
pub struct Player {
    /// The player's name, as scenes and actions write it.
    pub name: String,
}

/// The players in seat order; the first is the active player of turn 1.
#[derive(Resource, Clone, Debug, Default)]
pub struct Players(pub Vec<Entity>);

/// The scene-local id of an object ("delver"); kept across zone changes.
#[derive(Component, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Label(pub String);

/// Id → entity, for every object ever labelled (a token that ceased to exist keeps its entry,
/// pointing at a despawned entity, so "it has ceased to exist" can be told from "unknown").
#[derive(Resource, Clone, Debug, Default)]
pub struct Labels(pub HashMap<String, Entity>);

/// What is printed on the card (or defined for the token): layout and faces.
#[derive(Component, Clone, Debug)]
pub struct Printed(pub Arc<CardDef>);

/// A token (111.1). Tokens cease to exist outside the battlefield (704.5d).
#[derive(Component, Clone, Debug, Default)]
pub struct Token {
    /// A token created as a copy (707.8a, 202.3b); where it came from, for display.
    pub copy_of: Option<String>,
}

/// 400.7: an object identity that changes on every zone change. The physical card keeps its
/// entity and `Label`; the rules object it is changes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectId(pub u64);

/// Which face of the physical card is up (712.8). Independent of face-down status: a
/// manifested double-faced card is face down with its front face up underneath.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaceUp(pub Side);

/// Face-down status and why (708). `None`: face up.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaceDown(pub Option<FaceDownKind>);

/// The zone an object is in and its place there (ordered zones: smaller `order` is nearer the
/// top of a library and nearer the top of the stack).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct InZone {
    pub zone: Zone,
    pub order: i64,
}

/// The owner (108.3, 111.2).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Owner(pub Entity);

/// The controller (108.4).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Controller(pub Entity);

/// Tapped status (110.5).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tapped(pub bool);

/// Damage marked on a creature (120.3e).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Damage(pub u32);

/// Counters by name ("+1/+1", "-1/-1", "loyalty", "defense", ...) (122).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters(pub BTreeMap<String, u32>);

impl Counters {
    /// How many of a kind.
    pub fn get(&self, kind: &str) -> u32 {
        self.0.get(kind).copied().unwrap_or(0)
    }
    /// Adds n of a kind.
    pub fn add(&mut self, kind: &str, n: u32) {
        if n > 0 {
            *self.0.entry(kind.to_string()).or_default() += n;
        }
    }
    /// Removes up to n of a kind; returns how many were removed.
    pub fn remove(&mut self, kind: &str, n: u32) -> u32 {
        let have = self.get(kind);
        let removed = have.min(n);
        if have - removed == 0 {
            self.0.remove(kind);
        } else {
            self.0.insert(kind.to_string(), have - removed);
        }
        removed
    }
}

/// 613.7: when the object got its timestamp (entering the battlefield, or for an Aura or
/// Equipment, becoming attached: 613.7e).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Timestamp(pub u64);

/// 701.27f: how many times this object has transformed or converted.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TransformCount(pub u32);

/// The object this one is attached to (701.3). A relationship: the host's `Attachments` lists
/// what is attached to it. This is the rules relation, not the visual parent/child tree.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[relationship(relationship_target = Attachments)]
pub struct AttachedTo(pub Entity);

/// What is attached to this object.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
#[relationship_target(relationship = AttachedTo)]
pub struct Attachments(Vec<Entity>);

impl Attachments {
    /// The attached objects.
    pub fn entities(&self) -> &[Entity] {
        &self.0
    }
}

/// A Role token's own effect (111.10j–r), applied to the creature it enchants.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[component(on_add = note_role)]
pub enum RoleEffect {
    /// Base P/T 1/1 (layer 7b).
    Cursed,
    /// +1/+1 and trample.
    Monster,
    /// +1/+1 and ward {1}.
    Royal,
    /// +1/+1 and "Whenever this creature attacks, scry 1."
    Sorcerer,
    /// +1/+1 for each enchantment you control.
    Virtuous,
    /// +1/+1.
    Wicked,
    /// "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it."
    YoungHero,
}

/// Remembers that Roles exist, so derivation looks for Virtuous Roles only when there may be one.
fn note_role(mut world: bevy::ecs::world::DeferredWorld, _: bevy::ecs::lifecycle::HookContext) {
    if let Some(mut dirty) = world.get_resource_mut::<Dirty>() {
        dirty.roles = true;
    }
}

/// What a continuous effect does, by layer (613.1).
#[derive(Clone, Debug, PartialEq)]
pub enum EffectKind {
    /// Layer 1a: a copy effect, with the copiable values taken when it began (707.2b).
    Copy { values: Box<Copiable>, of: String },
    /// Layer 4.
    AddTypes { types: Vec<CardType>, subtypes: Vec<String>, all_creature_types: bool },
    /// Layer 6.
    LoseAllAbilities,
    /// Layer 7b.
    SetPT(i32, i32),
    /// Layer 7c.
    ModifyPT(i32, i32),
    /// Layer 7d.
    SwitchPT,
}

/// A continuous effect on one object (611), with its timestamp and duration.
#[derive(Clone, Debug, PartialEq)]
pub struct ContinuousEffect {
    pub kind: EffectKind,
    pub timestamp: u64,
    pub until: Until,
    /// What created it, for the derivation display.
    pub source: String,
}

/// The continuous effects applying to an object. They end when it changes zones (400.7), and
/// survive a transform (712.18) or turning face up (708.8).
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct Effects(pub Vec<ContinuousEffect>);

/// An ability on the stack (`Action::Stack`): what it remembers of its source.
#[derive(Component, Clone, Debug)]
pub struct StackedAbility {
    pub source: Entity,
    /// 400.7: the source object when the ability was put on the stack.
    pub source_object: ObjectId,
    /// 701.27f: the source's transform count then.
    pub source_transforms: u32,
    pub kind: AbilityKind,
    pub effect: Action,
}

/// Turn structure the table tracks: whose turn, and spells cast (730.2).
#[derive(Resource, Clone, Debug, Default)]
pub struct Turn {
    pub number: u32,
    /// Index into `Players`.
    pub active: usize,
    /// Spells cast this turn, by player.
    pub spells_cast: HashMap<Entity, u32>,
}

/// The game's day/night designation (730).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DayNightState(pub DayNight);

/// Monotonic counters for timestamps, object ids and zone order.
#[derive(Resource, Clone, Debug)]
pub struct RulesClock {
    pub timestamp: u64,
    pub object: u64,
    pub top: i64,
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
    pub fn next_object(&mut self) -> ObjectId {
        self.object += 1;
        ObjectId(self.object)
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
    pub objects: Vec<Entity>,
    pub changed: bool,
    /// Whether a Role token has ever existed on this table.
    pub roles: bool,
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

impl Default for RulesRng {
    fn default() -> Self {
        RulesRng(StdRng::seed_from_u64(0xB1F0))
    }
}

/// Every action applied, in order: the table's history for replay, undo and export.
#[derive(Resource, Clone, Debug, Default)]
pub struct ActionHistory(pub Vec<Action>);

/// 701.27e: sent whenever a permanent transforms or converts, with the name of the face it
/// transformed into, so "transforms into" abilities can check it right after.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TransformedInto {
    pub entity: Entity,
    /// The name it has immediately after.
    pub name: String,
    /// The face now up.
    pub face: Side,
    /// Whether it converted (701.28) rather than transformed.
    pub converted: bool,
}

/// 701.27g: a "transformed permanent" is a double-faced permanent on the battlefield with its
/// back face up (never a melded one).
pub fn is_transformed(world: &World, e: Entity) -> bool {
    let on_battlefield = world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield);
    let dfc =
        world.get::<Printed>(e).is_some_and(|p| p.0.is_double_faced() && p.0.layout != crate::cards::Layout::Meld);
    on_battlefield && dfc && world.get::<FaceUp>(e).is_some_and(|f| f.0 == Side::Back)
}
