//! The objects of the game (109) and the players: the ECS components the rules kernel alone
//! writes. A card or token is an entity with the [`Card`] marker, which brings every component
//! an object always has (`#[require]`); [`object`] is the one bundle that spawns one.

use std::sync::Arc;

use bevy::prelude::*;

use super::action::{AbilityKind, Action, FaceDownKind, Side, Zone};
use super::continuous::Effects;
use super::counters::Counters;
use crate::cards::CardDef;

/// Marks a card or token: an object of the game. Every object has these components, so the
/// kernel never has to ask whether one is missing.
#[derive(Component, Clone, Copy, Debug, Default)]
#[require(ObjectNumber, Timestamp, FaceUp, FaceDown, Tapped, Damage, Counters, Effects, TransformCount)]
pub struct Card;

/// The components that tell what a new object is and where: everything else starts at its
/// default (untapped, face up, no counters, no effects) through [`Card`]'s requirements.
pub fn object(label: &str, def: Arc<CardDef>, owner: Entity, controller: Entity, zone: InZone) -> impl Bundle {
    (
        Card,
        Name::new(label.to_string()),
        Label(label.to_string()),
        Printed(def),
        zone,
        Owner(owner),
        Controller(controller),
    )
}

/// A player (seat order is `Players`).
#[derive(Component, Clone, Debug)]
pub struct Player {
    /// The player's name, as scenes and actions write it.
    pub name: String,
}

/// A player's life total (119).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Life(pub i32);

/// Counters on a player (122.1): poison, energy, experience, rad, ticket, or any named kind
/// (named in lower case).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerCounters(pub std::collections::BTreeMap<super::counters::CounterKind, u32>);

impl PlayerCounters {
    /// How many of a kind.
    pub fn get(&self, kind: &super::counters::CounterKind) -> u32 {
        self.0.get(kind).copied().unwrap_or(0)
    }
}

/// A player who lost the game, and the rule that says so (704.5a, 704.5c). The table goes on
/// for the others.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lost(pub &'static str);

/// A player attempted to draw from an empty library since the last state-based check
/// (121.4, 704.5b).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrewFromEmpty;

/// A player who has left a multiplayer game (800.4a), after losing it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Left;

/// Who may see a card beyond what its zone allows (701.20): every player, or some. It ends when
/// the card becomes a new object (400.7) or its library is shuffled (701.20d).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
#[component(on_insert = sight_changed, on_remove = sight_changed)]
pub struct Revealed {
    /// Revealed to every player.
    pub all: bool,
    /// The players who looked at it (701.20e).
    pub to: Vec<Entity>,
}

impl Revealed {
    /// Whether this player may see it.
    pub fn shows(&self, player: Entity) -> bool {
        self.all || self.to.contains(&player)
    }
}

/// A note players wrote on an object ("attacked this turn"), seen by everyone. Not a rules
/// characteristic; it goes when the object becomes a new one (400.7).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Note(pub String);

/// A player plays with the top card of their library revealed (an effect such as Future
/// Sight's): every player sees it, whichever card it is.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[component(on_insert = sight_changed, on_remove = sight_changed)]
pub struct TopRevealed;

/// A card designated as its owner's commander (903.3): an attribute of the card, kept through
/// every zone change.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Commander {
    /// Times its owner has cast it from the command zone this game (903.8: each adds {2}).
    pub casts: u32,
    /// Its owner's choice: to the command zone instead of a hand or library (903.9b), and from
    /// a graveyard or exile (903.9a).
    pub to_command_zone: bool,
}

impl Default for Commander {
    fn default() -> Self {
        Commander { casts: 0, to_command_zone: true }
    }
}

impl Commander {
    /// 903.8: the commander tax on its next cast from the command zone, in generic mana.
    pub fn tax(&self) -> u32 {
        2 * self.casts
    }
}

/// Combat damage each commander has dealt this player over the game (903.10a), by the
/// commander's card.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct CommanderDamage(pub Vec<(Entity, u32)>);

impl CommanderDamage {
    /// Combat damage dealt by that commander.
    pub fn from(&self, commander: Entity) -> u32 {
        self.0.iter().find(|(c, _)| *c == commander).map_or(0, |(_, n)| *n)
    }
}

/// Mulligans a player has taken (103.5).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mulligans(pub u32);

/// The players in seat order; the first is the active player of turn 1.
#[derive(Resource, Clone, Debug, Default)]
pub struct Players(pub Vec<Entity>);

/// The scene-local id of an object ("delver"); kept across zone changes.
#[derive(Component, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Label(pub String);

/// Id → entity, for every object ever labelled (a token that ceased to exist keeps its entry,
/// pointing at a despawned entity, so "it has ceased to exist" can be told from "unknown").
#[derive(Resource, Clone, Debug, Default)]
pub struct Labels(pub bevy::platform::collections::HashMap<String, Entity>);

/// What is printed on the card (or defined for the token): layout and faces.
#[derive(Component, Clone, Debug)]
pub struct Printed(pub Arc<CardDef>);

/// A token (111.1). Tokens cease to exist outside the battlefield (704.5d).
#[derive(Component, Clone, Debug, Default)]
pub struct Token {
    /// A token created as a copy (707.8a, 202.3b); where it came from, for display.
    pub copy_of: Option<String>,
}

/// An emblem (114): an object in the command zone with abilities only, which work from there
/// (114.4).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Emblem;

/// A modal spell's chosen modes, from 0 in printed order (700.2), set as it is cast (601.2b)
/// and copied with it (707.10).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct ChosenModes(pub Vec<u32>);

/// How a spell's caster divided its damage among its targets, in their order (601.2d), set as
/// it is cast and copied with it (707.10).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Divided(pub Vec<u32>);

/// 400.7: an object identity that changes on every zone change. The physical card keeps its
/// entity and `Label`; the rules object it is changes.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectNumber(pub u64);

/// Which face of the physical card is up (712.8). Independent of face-down status: a
/// manifested double-faced card is face down with its front face up underneath.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaceUp(pub Side);

/// Face-down status and why (708). `None`: face up.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[component(on_insert = sight_changed, on_remove = sight_changed)]
pub struct FaceDown(pub Option<FaceDownKind>);

/// The zone an object is in and its place there (ordered zones: smaller `order` is nearer the
/// top of a library and nearer the top of the stack).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(on_insert = sight_changed, on_remove = sight_changed)]
pub struct InZone {
    /// The zone.
    pub zone: Zone,
    /// Its place in an ordered zone (library, stack): smaller is nearer the top.
    pub order: i64,
}

/// The owner (108.3, 111.2).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(on_insert = sight_changed, on_remove = sight_changed)]
pub struct Owner(pub Entity);

/// The controller (108.4).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(on_insert = sight_changed, on_remove = sight_changed)]
pub struct Controller(pub Entity);

/// Tapped status (110.5).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tapped(pub bool);

/// Damage marked on a creature (120.3e).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Damage(pub u32);

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

/// What a spell or ability on the stack targets (115.1, 601.2c): each the object it was when
/// it was targeted (400.7) or a player. Checked again as it resolves (608.2b).
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct Targets(pub Vec<Target>);

/// One target: an object as it was then, or a player (`object: None`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Target {
    /// The object or player.
    pub entity: Entity,
    /// The object it was when targeted; `None` for a player.
    pub object: Option<ObjectNumber>,
}

/// A phased-out permanent (702.26b): on the battlefield, treated as though it doesn't exist.
/// `indirectly`: it phased out because what it is attached to did (702.26g).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phased {
    /// It phased out with what it is attached to.
    pub indirectly: bool,
}

/// A flipped permanent (110.5, 710.2): the alternative characteristics of the flip card it is
/// (or copies, 707.3) apply. One-way (710.4), and forgotten when it leaves the battlefield.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flipped;

/// A split card cast with both its halves (fuse, 702.102a): on the stack it has their combined
/// characteristics (702.102b).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fused;

/// The value chosen for {X} as a spell was cast (601.2b): on the stack each {X} of its mana
/// cost counts as that much in its mana value (202.3e); in any other zone, as 0.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChosenX(pub u32);

/// "If that creature would die this turn, exile it instead" (614.1a): the turn it applies in.
/// It goes with the object (400.7: a new object has no such effect).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExiledIfItDies(pub u32);

/// "If it would leave the battlefield, exile it instead of putting it anywhere else" (614.1a,
/// unearth 702.84a): on the permanent for as long as it is that object.
#[derive(Component, Clone, Copy, Debug)]
pub struct ExiledIfItLeaves;

/// "It doesn't untap during its controller's next untap step" (502.3): the next untap step of
/// its controller passes it by, and the effect ends with that step. It goes with the object
/// (400.7).
#[derive(Component, Clone, Copy, Debug)]
pub struct MissesNextUntap;

/// Renowned (702.112b): a designation a permanent keeps for as long as it is that object.
#[derive(Component, Clone, Copy, Debug)]
pub struct Renowned;

/// The city's blessing (702.131c): on each player who has it, for the rest of the game
/// (`ops::ascend`).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CitysBlessing;

/// The monarch (724.1): on the one player who is (`ops::monarch`).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Monarch;

/// Monstrous (701.37b): a designation a permanent keeps for as long as it is that object.
#[derive(Component, Clone, Copy, Debug)]
pub struct Monstrous;

/// A creature removed from combat (506.4: a regenerated one, 701.19a): it stops attacking and
/// blocking until the combat ends (`ops::combat` reads it, and clears it as combat ends).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RemovedFromCombat;

/// Regeneration shields on a permanent (701.19a): how many, and the turn they were made in
/// (they last that turn only).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RegenerationShields {
    /// How many times it is still regenerated this turn.
    pub n: u32,
    /// The turn they were made in.
    pub turn: u32,
}

/// "It can't be regenerated" (701.19c): no regeneration shield replaces its destruction this
/// turn (the turn it was said in).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CantBeRegenerated {
    /// The turn it was said in.
    pub turn: u32,
}

/// The turn a card was drawn in, and the object it was then (400.7): "cards in your hand drawn
/// this turn" (Sylvan Library) are those still the object they were drawn as, this turn.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawnOnTurn {
    /// The turn's number.
    pub turn: u32,
    /// The object it became as it was drawn.
    pub object: ObjectNumber,
}

/// The activated abilities (by index) an object activated in a turn (602.5b: "Activate only
/// once each turn"); a new object (400.7) has none.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct ActivatedThisTurn {
    /// The turn.
    pub turn: u32,
    /// Its abilities activated then.
    pub abilities: Vec<u32>,
}

/// A spell cast from a graveyard for its flashback cost (702.34a): exiled as it leaves the
/// stack.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flashbacked;

/// A spell cast from a graveyard with jump-start (702.133a): exiled as it leaves the stack.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct JumpStarted;

/// The permanents sacrificed to pay for a spell or an activated ability (601.2h, 602.2b): what
/// "the sacrificed creature's power" counts, as they last existed on the battlefield (608.2h).
#[derive(Component, Clone, Debug, Default)]
pub struct SacrificedForCost(pub Vec<Entity>);

/// How many spells were cast this turn before this one (702.40a: storm's count), as it was cast.
#[derive(Component, Clone, Copy, Debug)]
pub struct SpellsCastBefore(pub u32);

/// 702.127a: a spell cast from a graveyard by its half with aftermath: exiled whenever it would
/// leave the stack.
#[derive(Component, Clone, Copy, Debug)]
pub struct CastByAftermath;

/// A spell with rebound cast from its owner's hand (702.88a): exiled as it resolves, and cast
/// again at their next upkeep if they choose (`ops::rebound`).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rebounding {
    /// It is resolving: it goes to exile as the last of its resolution (not when an effect
    /// exiles it or counters it).
    pub resolving: bool,
}

/// A spell cast with its buyback cost paid (702.27a): put into its owner's hand as it resolves.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoughtBack;

/// A spell cast for an alternative cost its keyword gives (118.9), and the permanent it becomes:
/// evoked (702.74a), dashed (702.109a).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PaidAlternative(pub crate::cards::costs::Alternative);

/// A spell cast with its kicker cost paid (702.33d): "kicked" while it is on the stack.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kicked;

/// A spell cast prototyped, and the permanent it becomes: it has its card's alternative mana
/// cost, power and toughness, and the colours of that cost (718.3b).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prototyped;

/// A Saga with read ahead whose controller is choosing the number of lore counters it enters
/// with, from one to its final chapter number (702.155b, 714.3a).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AwaitingChapterChoice;

/// A Saga with read ahead, and the turn it entered: that turn a chapter ability triggers only
/// if the Saga has exactly the number of lore counters in its chapter symbol (702.155a).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadAheadTurn(pub u32);

/// A melded permanent (701.42a): the card that represents it, with the other card of its pair.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MeldedWith(pub Entity);

/// The other card of a melded permanent: on the battlefield only as part of that permanent, so
/// treated as no object of its own.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MeldedInto(pub Entity);

/// The query filter for objects the game treats as objects of their own: not phased out
/// (702.26b), not the second card of a melded permanent (712.4a).
pub type Present = (Without<Phased>, Without<MeldedInto>);

/// 400.7: the entities of `it` that are still the objects they were (each other is a new
/// object): what a delayed ability, a trigger or a turn's record remembers.
pub fn same_objects(world: &World, it: &[(Entity, ObjectNumber)]) -> Vec<Entity> {
    it.iter().filter(|(e, was)| world.get::<ObjectNumber>(*e) == Some(was)).map(|(e, _)| *e).collect()
}

/// Whether an object is one the game treats as an object of its own now ([`Present`]).
pub fn is_present(world: &World, e: Entity) -> bool {
    world.get::<Phased>(e).is_none() && world.get::<MeldedInto>(e).is_none()
}

/// Its controller is who a control-changing effect gave it to (613.1b), not who it entered the
/// battlefield under: when that player leaves the game, the effect ends and it goes back
/// (800.4a); without one it is exiled. A new object (400.7) has none.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlChanged;

/// The turn since which its controller has controlled it continuously: set as it becomes a
/// new object and when control changes. A creature can't attack or use a {T} ability unless its
/// controller has controlled it since their most recent turn began (302.6). An object the table
/// was set up with has none: it has been there since before the first turn.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlledSince(pub u32);

/// Control gained "until end of turn" (Threaten): the player it returns to in the cleanup step
/// (514.2).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlUntilEndOfTurn(pub Entity);

/// Control an Aura's "You control enchanted creature." gives (613.1b, `ops::control`): when
/// the Aura stops enchanting the permanent, control returns to the player who had it before,
/// unless a later control-changing effect took it since (613.7).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlByAura {
    /// The Aura.
    pub aura: Entity,
    /// The player it gave control to: the Aura's controller then.
    pub to: Entity,
    /// The player who controlled the permanent before.
    pub before: Entity,
    /// A later effect gave control for good (613.7): the Aura's ending changes nothing.
    pub outlasted: bool,
}

/// On a player: the number of their most recent turn, set as it begins.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnBegan(pub u32);

/// On a player: the number of their turn before their most recent one (echo's "since the
/// beginning of your last upkeep", 702.30a).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnBeganBefore(pub u32);

/// A creature dealt damage by a source with deathtouch since state-based actions were last
/// checked (702.2b, 704.5h).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeathtouchDamage;

/// A player's mana pool (106.4): unspent mana by kind, white, blue, black, red, green and
/// colourless, in that order.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ManaPool(pub [u32; 6]);

/// How a spell was cast (601.2): the mana paid for it (601.2h), by kind as a pool counts it,
/// what "if at least three white mana was spent to cast this spell" (adamant) asks; and
/// whether from its caster's hand ("if you cast it from your hand"). Kept by the permanent the
/// spell becomes (`zones`), gone once the object moves anywhere else.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpentToCast(pub ManaPool, pub CastFrom);

/// Where a spell was cast from, as "if you cast it from your hand" asks (601.2a).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CastFrom {
    /// Its caster's hand.
    Hand,
    /// Anywhere else (a graveyard, exile, the command zone, a library's top).
    #[default]
    Elsewhere,
}

impl SpentToCast {
    /// How many colours of mana were among it (converge, sunburst; colourless is none, 105.1).
    pub fn colors(&self) -> u32 {
        self.0.0[..5].iter().filter(|n| **n > 0).count() as u32
    }
}

/// A copy of a spell (707.10): it ceases to exist anywhere but the stack (704.5e), and a copy
/// of a permanent spell becomes a token as it resolves (608.3f).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpellCopy;

/// An ability on the stack (`Action::Stack`): what it remembers of its source.
#[derive(Component, Clone, Debug)]
pub struct StackedAbility {
    /// The physical card or token it came from.
    pub source: Entity,
    /// 400.7: the source object when the ability was put on the stack.
    pub source_object: ObjectNumber,
    /// 701.27f: the source's transform count then.
    pub source_transforms: u32,
    /// Activated, triggered or delayed.
    pub kind: AbilityKind,
    /// What the table does when it resolves; `None`: the players carry out its text.
    pub effect: Option<Action>,
    /// Each object its effect names, as the object it was when the ability was put on the stack
    /// (400.7): one that has changed zones since is a new object the ability can't find.
    pub remembered: Vec<(Entity, ObjectNumber)>,
    /// What a delayed ability's "it" names (603.7c), or a trigger's (the object its event
    /// happened to), as the objects they were: one that has changed zones since is not
    /// affected, the others are.
    pub it: Vec<(Entity, ObjectNumber)>,
    /// The player a triggered ability's event named ("that player").
    pub player: Option<Entity>,
    /// How much a triggered ability's event counted ("that much": the damage dealt).
    pub amount: u32,
    /// What its controller chose to sacrifice as it resolves (603.12), as the object it was.
    pub sacrifice: Option<(Entity, ObjectNumber)>,
    /// A Saga's chapter ability: its chapter number (714.2b; 704.5s waits for it).
    pub chapter: Option<u32>,
    /// What it says, where the table doesn't do it all itself.
    pub text: Option<String>,
    /// A triggered ability's intervening "if" clause, checked again as it resolves (603.4).
    pub condition: Option<crate::cards::triggers::Condition>,
    /// What a triggered ability does where the rules carry out its text as typed steps, with
    /// its targets (`ops::spells::resolve_ability`); `effect` is then `None`.
    pub steps: Option<std::sync::Arc<crate::cards::effects::SpellEffect>>,
    /// Optional ("you may ...", 603.5): its controller chooses as it resolves.
    pub may: bool,
    /// That choice, once made: to do it or not.
    pub answer: Option<bool>,
    /// A modal triggered ability's modes, while its controller is still to choose one (603.3c):
    /// the chosen one's steps become `steps`.
    pub modes: Option<std::sync::Arc<crate::cards::modal::Modal>>,
}

impl StackedAbility {
    /// Whether the table carries out what it does as it resolves (an action, or typed steps);
    /// else the players carry out its text ("reminded").
    pub fn automatic(&self) -> bool {
        self.effect.is_some() || self.steps.is_some() || self.modes.is_some()
    }
}

/// What [`super::sight`] must look at again at its next look: the objects whose zone, owner,
/// controller, face-down status or reveals changed since the last (and players who started or
/// stopped playing with their library's top revealed), written by hooks on those components
/// once sight has looked at all; and whether anything else asks for a look. A look with nothing
/// to see reads this resource alone.
#[derive(Resource, Default)]
pub struct SightChanged {
    /// The objects changed since the last look.
    pub changed: Vec<Entity>,
    /// The last look found a library's top revealed: a top changes without its card changing.
    pub tops: bool,
    /// The last look saw the table's players as they are (false until the first look, and
    /// once the players change, `sight::players_changed`).
    pub players_seen: bool,
}

fn sight_changed(mut world: bevy::ecs::world::DeferredWorld, context: bevy::ecs::lifecycle::HookContext) {
    if let Some(mut changed) = world.get_resource_mut::<SightChanged>() {
        changed.bypass_change_detection().changed.push(context.entity);
    }
}

/// The choices a permanent that just entered still waits on, in the order its text lists them
/// (`rules::ops::entry_choice`).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct AwaitingEntryChoice(pub Vec<crate::cards::EntryChoice>);

/// What was chosen as the permanent entered, for as long as it is that object (400.7).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    /// The colour (105.4).
    pub color: Option<crate::cards::Color>,
    /// Riot: haste instead of the counter (702.136a).
    pub haste: bool,
    /// The creature type (205.3m).
    pub creature_type: Option<String>,
    /// The card name (201.4), as the card spells it.
    pub name: Option<String>,
}

/// The player who protects a battle (310.8a); absent while none is designated.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Protector(pub Entity);
