//! Scene files (SCENES.md): the test vocabulary. A scene sets up a table, plays a script of
//! actions and states what must hold after each step.
//!
//! - this module: the file's types ([`Scene`], [`Step`], [`Expect`], [`ExpectCount`]);
//! - [`load`]: parsing with positioned errors and load-time checks (unknown cards, ids,
//!   players, predefined tokens);
//! - [`run`]: running a scene headless through the same `RulesPlugin` the window uses, and
//!   checking expectations;
//! - [`record`]: a table as a save file, or as a scene with an expectation per object;
//! - [`game`]: a new game from decklists, as a scene.

pub mod game;
pub mod load;
pub mod matches;
pub mod record;
pub mod replay;
pub mod run;

use std::fmt;

use serde::{Deserialize, Serialize};

pub use load::{LoadedScene, load_scene, parse_scene, scene_files, setup_error};
pub use record::{record, save, to_ron};
pub use run::{Outcome, SceneRunner, StartingTable, StepFailure, check_step, run_scene, run_step, start};

use crate::cards::{CardDef, CardType, Color, Supertype};
use crate::rules::action::{Action, DayNight, FaceDownKind, Filter, ObjectId, RulesMode, Side, Zone};
use crate::rules::counters::CounterKind;
use crate::rules::setup::SetupEntry;

/// The newest scene/save format this build reads and writes.
/// 2: triggered abilities go on the stack by themselves at an assisted table; a save of
/// format 1 is played back with them said in the log only (`triggers_by_hand`), as it was
/// played. 3: an instant's or sorcery's typed effect happens as it resolves at an assisted
/// table; a save of format 2 or older plays its spells back for the players to carry out
/// (`spells_by_hand`).
pub const SCENE_FORMAT: u32 = 3;

/// Only the format version of a file, read before anything else so that a file from a newer
/// Bifronte is reported as such rather than as a list of unknown fields.
#[derive(Deserialize)]
#[serde(rename = "Scene")]
struct FormatOnly {
    #[serde(default)]
    format: Option<u32>,
}

/// A scene file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    /// The file format version (`SCENE_FORMAT`); saves write it, scenes may leave it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<u32>,
    /// What it shows.
    pub title: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    /// The rules it exercises (Nov 14, 2025 numbering).
    pub rules: Vec<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    /// What to watch for.
    pub notes: String,
    /// The players in seat order; the first is the active player of turn 1.
    pub players: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    /// Cards defined for this scene only.
    pub cards: Vec<CardDef>,
    /// The starting table.
    #[serde(default)]
    pub setup: Vec<SetupEntry>,
    #[serde(default)]
    /// The script.
    pub steps: Vec<Step>,
    /// The seed of the table's random source (a game's shuffles and dice), so a save replays
    /// exactly. Never shown to a player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// In a saved game: how many of its first steps are the game's opening (its shuffles and
    /// draws), which restarting the game keeps. Without it, a loaded save restarts to itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<usize>,
    /// Whether the rules run the table's turns (`Assisted`: priority, combat and mana) or the
    /// players do (`Free`, the default).
    #[serde(default, skip_serializing_if = "RulesMode::is_free")]
    pub mode: RulesMode,
    /// A game kept before triggered abilities went on the stack by themselves: they are said in
    /// the log only, so it plays back as it was played (a save of format 1 reads as this too).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub triggers_by_hand: bool,
    /// A game kept before spells did what they say: they resolve for the players to carry out,
    /// so it plays back as it was played (a save of format 2 or older reads as this too).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spells_by_hand: bool,
    /// The game begins in turn 1's untap step rather than its precombat main phase (502.4,
    /// 103.8a).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub first_turn: bool,
    /// A game: it begins with the players' opening hands, turn 1 once each has kept (103.5,
    /// `Keep`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opening_hands: bool,
    /// In a saved game of a match (`game --match bo3`): the match, its score, decks as
    /// sideboarded and where it stands, so the match resumes with the game.
    #[serde(default, rename = "match", skip_serializing_if = "Option::is_none")]
    pub series: Option<matches::Match>,
}

/// One step of a scene.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    /// Apply an action, then check state-based actions.
    Do(Action),
    /// Check one object (boxed: an expectation names many optional values, and a scene's
    /// steps are mostly actions).
    Expect(Box<Expect>),
    /// Count objects.
    ExpectCount(ExpectCount),
    /// Check day or night.
    ExpectDayNight(DayNight),
    /// Check a player: life, counters, whether they lost.
    ExpectPlayer(ExpectPlayer),
    /// Check the whole stack, from the top down: spells, copies of spells, and activated,
    /// triggered and delayed triggered abilities (`ExpectStack([])`: the stack is empty).
    ExpectStack(Vec<ExpectStackObject>),
    /// Check the turn: its number, the active player, the step, who holds priority.
    ExpectTurn(ExpectTurn),
}

/// One object on the stack in `ExpectStack`, checked by the fields it names:
/// `(kind: Triggered, source: "saga", chapter: 1)`, `(kind: Spell, id: "bolt")`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectStackObject {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// What it is.
    pub kind: Option<StackKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its id: a spell's card, a copy's or an ability's own id (as the log names it).
    pub id: Option<ObjectId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// An ability's source (the object it came from).
    pub source: Option<ObjectId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// A Saga's chapter ability: its chapter number (714.2b).
    pub chapter: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its controller.
    pub controller: Option<String>,
}

/// The kinds of objects on the stack (405.1, 113.1b, 707.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StackKind {
    /// A spell cast from a card.
    Spell,
    /// A copy of a spell (707.10).
    Copy,
    /// An activated ability (602).
    Activated,
    /// A triggered ability (603).
    Triggered,
    /// A delayed triggered ability (603.7).
    Delayed,
}

/// `face_down:` in an expectation: a bool, or the kind of face-down.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FaceDownCheck {
    /// Face down or not.
    Is(bool),
    /// Face down for this reason.
    Kind(FaceDownKind),
}

/// `attached_to:` in an expectation: not checked, attached to nothing (`None`), or to an id.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum AttachCheck {
    #[default]
    /// Not checked.
    Unchecked,
    /// Attached to nothing.
    Nothing,
    /// Attached to the object with this id.
    To(ObjectId),
}

impl AttachCheck {
    fn is_unchecked(&self) -> bool {
        *self == AttachCheck::Unchecked
    }
}

impl Serialize for AttachCheck {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            AttachCheck::To(id) => s.serialize_str(id),
            _ => s.serialize_none(),
        }
    }
}

impl<'de> Deserialize<'de> for AttachCheck {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = AttachCheck;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an id string or None")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<AttachCheck, E> {
                Ok(AttachCheck::To(v.to_string().into()))
            }
            fn visit_none<E: serde::de::Error>(self) -> Result<AttachCheck, E> {
                Ok(AttachCheck::Nothing)
            }
            fn visit_unit<E: serde::de::Error>(self) -> Result<AttachCheck, E> {
                Ok(AttachCheck::Nothing)
            }
            fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<AttachCheck, D::Error> {
                ObjectId::deserialize(d).map(AttachCheck::To)
            }
        }
        d.deserialize_any(V)
    }
}

/// `Expect(card: "id", ..)`: checks only the fields it names.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The object's id.
    pub card: ObjectId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Whether it exists (a token that left the battlefield doesn't).
    pub exists: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its zone.
    pub zone: Option<Zone>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its owner.
    pub owner: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its controller.
    pub controller: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its name ("" for a face-down permanent).
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its mana value.
    pub mana_value: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its colours, as a set.
    pub colors: Option<Vec<Color>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its card types, as a set.
    pub types: Option<Vec<CardType>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its subtypes, as a set.
    pub subtypes: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its supertypes, as a set.
    pub supertypes: Option<Vec<Supertype>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its power.
    pub power: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its toughness.
    pub toughness: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its loyalty.
    pub loyalty: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its defense.
    pub defense: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The face up.
    pub face: Option<Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Whether it is a transformed permanent (701.27g).
    pub transformed: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Face down, or face down for this reason.
    pub face_down: Option<FaceDownCheck>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Whether it is a token.
    pub is_token: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Tapped.
    pub tapped: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Marked damage.
    pub damage: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Each listed kind has exactly that many counters (0: none).
    pub counters: Option<Vec<(CounterKind, u32)>>,
    #[serde(default, skip_serializing_if = "AttachCheck::is_unchecked")]
    /// What it is attached to (`None`: nothing).
    pub attached_to: AttachCheck,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// What is attached to it, as a set.
    pub attachments: Option<Vec<ObjectId>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its rules text has this.
    pub text_contains: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// None of its abilities now has this (a keyword granted only for a while, gone).
    pub text_lacks: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// A battle's protector, by name (`"nobody"`: none designated).
    pub protector: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Phased out (702.26b).
    pub phased_out: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Flipped (710.2).
    pub flipped: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// An attacking creature (508.1, 506.4).
    pub attacking: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// A blocking creature (509.1, 506.4).
    pub blocking: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The players who see what it is, as a set (a card in a hand: its owner, and whoever it
    /// was revealed to or looked at it, 701.20a, 701.20e).
    pub seen_by: Option<Vec<String>>,
}

/// `ExpectPlayer(player: "Bob", life?: 17, counters?: [("poison", 3)], lost?: true)`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectPlayer {
    /// The player.
    pub player: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Their life total.
    pub life: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Their counters, as a set of (kind, count); kinds not listed must be absent.
    pub counters: Option<Vec<(String, u32)>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Whether they lost the game.
    pub lost: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Their mana pool, in mana symbols (`"{G}{G}"`; `""`: empty), in WUBRGC order (106.4).
    pub mana_pool: Option<String>,
}

/// `ExpectTurn(number?: 3, active?: "Bob", step?: DeclareBlockers, priority?: "Alice")`: where
/// the turn is, and who holds priority (`"nobody"`: no one does).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectTurn {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The turn's number.
    pub number: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The active player.
    pub active: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The step or phase (500.1).
    pub step: Option<crate::rules::game::TurnStep>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Who holds priority (117).
    pub priority: Option<String>,
}

/// `ExpectCount(zone: Battlefield, filter?, controller?, count: 3)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectCount {
    /// The zone to count in.
    pub zone: Zone,
    #[serde(default)]
    /// Which objects count.
    pub filter: Option<Filter>,
    #[serde(default)]
    /// Only objects this player controls.
    pub controller: Option<String>,
    /// How many there must be.
    pub count: usize,
}
