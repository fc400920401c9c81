//! The words actions are made of: object ids, zones, faces, face-down kinds, positions,
//! durations, filters and token definitions.

use serde::{Deserialize, Serialize};

use crate::cards::{CardType, Color, Supertype};

/// What an id written as text has: its text (`as_str`, `Deref`, `Display`), made from text
/// and back, and compared with text.
/// The text of an id, owned: `String` or a shared `Arc<str>`.
trait IntoString {
    fn into_string(self) -> String;
}

impl IntoString for String {
    fn into_string(self) -> String {
        self
    }
}

impl IntoString for std::sync::Arc<str> {
    fn into_string(self) -> String {
        String::from(&*self)
    }
}

macro_rules! text_newtype {
    ($t:ident) => {
        impl $t {
            /// The text as written.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl std::ops::Deref for $t {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl std::borrow::Borrow<str> for $t {
            fn borrow(&self) -> &str {
                &self.0
            }
        }

        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<&str> for $t {
            fn from(text: &str) -> $t {
                $t(text.into())
            }
        }

        impl From<String> for $t {
            fn from(text: String) -> $t {
                $t(text.into())
            }
        }

        impl From<&String> for $t {
            fn from(text: &String) -> $t {
                $t(text.as_str().into())
            }
        }

        impl From<$t> for String {
            fn from(id: $t) -> String {
                id.0.into_string()
            }
        }

        impl PartialEq<str> for $t {
            fn eq(&self, other: &str) -> bool {
                *self.0 == *other
            }
        }

        impl PartialEq<&str> for $t {
            fn eq(&self, other: &&str) -> bool {
                *self.0 == **other
            }
        }

        impl PartialEq<String> for $t {
            fn eq(&self, other: &String) -> bool {
                *self.0 == *other.as_str()
            }
        }
    };
}

/// An object's id as a scene, a save or a seat writes it ("delver"). A card keeps its id across
/// zone changes. Its own type, so an action's field says that it names an object, and what an
/// action names is read from its fields' types ([`super::Names`]). Written as the plain id.
#[derive(Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ObjectId(pub std::sync::Arc<str>);

impl std::fmt::Debug for ObjectId {
    /// As the id's text is: a message quoting an id reads `"bears"`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.0, f)
    }
}

text_newtype!(ObjectId);

/// A player, by name as the scene's `players` list writes it ("Alice"; any case). Its own type,
/// so an action's field says whether it names a player or an object, and a scene's check and
/// the network's authorization see every player an action names ([`super::Action::players`]).
/// Written in a scene or a save as the plain name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub String);

text_newtype!(PlayerId);

/// What a spell, an ability, an Aura or an arrow points at (115.1, 303.4): an object, by id, or
/// a player, by name.
///
/// In a scene or a save it is written as the plain id or name (`targets: ["bears", "Bob"]`),
/// which reads as an object until [`super::Action::settle_targets`] turns the names of the table's
/// players into [`Target::Player`]: a scene does that as it is read, the kernel for every request
/// it is given. Over the network (postcard) the kind travels with it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// An object, by id.
    Object(ObjectId),
    /// A player, by name.
    Player(PlayerId),
}

impl Target {
    /// The object's id, if it is one.
    pub fn object(&self) -> Option<&ObjectId> {
        match self {
            Target::Object(id) => Some(id),
            Target::Player(_) => None,
        }
    }
    /// The object's id, if it is one, to rewrite.
    pub fn object_mut(&mut self) -> Option<&mut ObjectId> {
        match self {
            Target::Object(id) => Some(id),
            Target::Player(_) => None,
        }
    }
    /// The player, if it is one.
    pub fn player(&self) -> Option<&PlayerId> {
        match self {
            Target::Object(_) => None,
            Target::Player(p) => Some(p),
        }
    }
    /// The id or the name, as a scene writes it.
    pub fn as_str(&self) -> &str {
        match self {
            Target::Object(id) => id,
            Target::Player(p) => p,
        }
    }
}

impl From<&str> for Target {
    /// An object's id (a player is settled later: see [`Target`]).
    fn from(id: &str) -> Target {
        Target::Object(id.to_string().into())
    }
}

impl From<PlayerId> for Target {
    fn from(p: PlayerId) -> Target {
        Target::Player(p)
    }
}

/// The two forms a [`Target`] travels in: tagged where the format can't tell them apart.
#[derive(Serialize, Deserialize)]
enum TaggedTarget {
    Object(ObjectId),
    Player(PlayerId),
}

impl Serialize for Target {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            return s.serialize_str(self.as_str());
        }
        match self {
            Target::Object(id) => TaggedTarget::Object(id.clone()),
            Target::Player(p) => TaggedTarget::Player(p.clone()),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Target, D::Error> {
        if d.is_human_readable() {
            return Ok(Target::Object(String::deserialize(d)?.into()));
        }
        Ok(match TaggedTarget::deserialize(d)? {
            TaggedTarget::Object(id) => Target::Object(id),
            TaggedTarget::Player(p) => Target::Player(p),
        })
    }
}

/// Zones (400.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Zone {
    /// The library (401): hidden, ordered.
    Library,
    /// The hand (402): hidden from the other players.
    Hand,
    /// The battlefield (403).
    Battlefield,
    /// The graveyard (404).
    Graveyard,
    /// The stack (405): ordered.
    Stack,
    /// Exile (406).
    Exile,
    /// The command zone (408).
    Command,
}

impl Zone {
    /// 400.2: library and hand are hidden zones.
    pub fn is_hidden(self) -> bool {
        matches!(self, Zone::Library | Zone::Hand)
    }
}

/// A face of a double-faced card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    #[default]
    /// The front face.
    Front,
    /// The back face.
    Back,
}

impl Side {
    /// Its variant's name, the key a message chooses its words by (as [`crate::rules::log::Arg::key`]
    /// writes it, without formatting).
    pub fn key(self) -> &'static str {
        match self {
            Side::Front => "Front",
            Side::Back => "Back",
        }
    }

    /// The other face.
    pub fn flipped(self) -> Side {
        match self {
            Side::Front => Side::Back,
            Side::Back => Side::Front,
        }
    }
    /// "Front" or "Back", as the log writes it.
    pub fn word(self) -> &'static str {
        match self {
            Side::Front => "Front",
            Side::Back => "Back",
        }
    }
    /// Index into `CardDef::faces`.
    pub fn index(self) -> usize {
        match self {
            Side::Front => 0,
            Side::Back => 1,
        }
    }
}

/// Why a permanent is face down: it decides its face-down characteristics and how it turns up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FaceDownKind {
    /// Turned face down by an effect that lists no characteristics (708.2a).
    Plain,
    /// 702.37a.
    Morph,
    /// 702.37b.
    Megamorph,
    /// 702.168a: also has ward {2}.
    Disguise,
    /// 701.40a.
    Manifest,
    /// 701.58a: also has ward {2}.
    Cloak,
    /// 701.62a.
    ManifestDread,
}

impl FaceDownKind {
    /// Manifested kinds turn face up only if a creature card (701.40b, 701.40g, 701.58b).
    pub fn is_manifest_like(self) -> bool {
        matches!(self, FaceDownKind::Manifest | FaceDownKind::ManifestDread | FaceDownKind::Cloak)
    }
    /// 702.168a and 701.58a give ward {2}.
    pub fn has_ward_2(self) -> bool {
        matches!(self, FaceDownKind::Disguise | FaceDownKind::Cloak)
    }
}

/// Where in an ordered zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Position {
    /// The top.
    Top,
    /// The bottom.
    Bottom,
    /// Nth from the top of a library (1 is the top; past the bottom is the bottom): "put it
    /// third from the top".
    FromTop(u32),
}

/// How long a continuous effect lasts (611.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Until {
    /// Ends in the cleanup step (514.2).
    EndOfTurn,
    /// Lasts while the object stays the same object (400.7).
    #[default]
    Forever,
}

/// The game's day/night designation (730.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DayNight {
    #[default]
    /// Neither day nor night (730.1): the game starts so.
    Neither,
    /// Day.
    Day,
    /// Night.
    Night,
}

/// How much of the game the rules run at a table. `Free`: players do every step by hand, as at a
/// real table with no judge (scenes and the sandbox start so). `Assisted`: the rules run the
/// turn's flow: priority (117) moves the turn on, combat is declared and dealt (506–511), and a
/// spell's cost is paid from its caster's mana pool (106, 601.2g–h); `game` starts so.
#[derive(bevy::prelude::Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RulesMode {
    /// Everything by hand.
    #[default]
    Free,
    /// The rules run the turn.
    Assisted,
}

impl RulesMode {
    /// Whether it is the free table (the default, left out of files).
    pub fn is_free(&self) -> bool {
        *self == RulesMode::Free
    }
}

/// The steps of a turn, and its two main phases, in order (500.1). A table is set up in the
/// first main phase of turn 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TurnStep {
    /// 502.
    Untap,
    /// 503.
    Upkeep,
    /// 504.
    Draw,
    /// 505: the precombat main phase.
    #[default]
    PrecombatMain,
    /// 507.
    BeginningOfCombat,
    /// 508.
    DeclareAttackers,
    /// 509.
    DeclareBlockers,
    /// 510.
    CombatDamage,
    /// 511.
    EndOfCombat,
    /// 505: the postcombat main phase.
    PostcombatMain,
    /// 513.
    End,
    /// 514.
    Cleanup,
}

impl TurnStep {
    /// Every step and phase, in the turn's order (500.1).
    pub const ALL: [TurnStep; 12] = [
        TurnStep::Untap,
        TurnStep::Upkeep,
        TurnStep::Draw,
        TurnStep::PrecombatMain,
        TurnStep::BeginningOfCombat,
        TurnStep::DeclareAttackers,
        TurnStep::DeclareBlockers,
        TurnStep::CombatDamage,
        TurnStep::EndOfCombat,
        TurnStep::PostcombatMain,
        TurnStep::End,
        TurnStep::Cleanup,
    ];

    /// The step after this one; `None` after cleanup (the next turn begins).
    pub fn next(self) -> Option<TurnStep> {
        use TurnStep::*;
        Some(match self {
            Untap => Upkeep,
            Upkeep => Draw,
            Draw => PrecombatMain,
            PrecombatMain => BeginningOfCombat,
            BeginningOfCombat => DeclareAttackers,
            DeclareAttackers => DeclareBlockers,
            DeclareBlockers => CombatDamage,
            CombatDamage => EndOfCombat,
            EndOfCombat => PostcombatMain,
            PostcombatMain => End,
            End => Cleanup,
            Cleanup => return None,
        })
    }

    /// The rule that defines it.
    pub fn rule(self) -> &'static str {
        use TurnStep::*;
        match self {
            Untap => "502.1",
            Upkeep => "503.1",
            Draw => "504.1",
            PrecombatMain | PostcombatMain => "505.1",
            BeginningOfCombat => "507.1",
            DeclareAttackers => "508.1",
            DeclareBlockers => "509.1",
            CombatDamage => "510.1",
            EndOfCombat => "511.1",
            End => "513.1",
            Cleanup => "514.1",
        }
    }

    /// Its name, as players say it.
    pub fn words(self) -> &'static str {
        use TurnStep::*;
        match self {
            Untap => "untap step",
            Upkeep => "upkeep",
            Draw => "draw step",
            PrecombatMain => "first main phase",
            BeginningOfCombat => "beginning of combat",
            DeclareAttackers => "declare attackers step",
            DeclareBlockers => "declare blockers step",
            CombatDamage => "combat damage step",
            EndOfCombat => "end of combat step",
            PostcombatMain => "second main phase",
            End => "end step",
            Cleanup => "cleanup step",
        }
    }
}

/// How long a player who passes priority goes on passing by themselves (an assisted table's
/// auto-pass): each ends early when an opponent puts something on the stack or attacks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PassUntil {
    /// Until something happens: an opponent adds to the stack or attacks them.
    SomethingHappens,
    /// Until the end of this turn.
    EndOfTurn,
    /// Until their next turn begins.
    MyTurn,
}

/// The kind of ability put on the stack by `Action::Stack` (701.27f cares).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AbilityKind {
    #[default]
    /// An activated ability.
    Activated,
    /// A triggered ability.
    Triggered,
    /// A delayed triggered ability (701.27f speaks of them).
    Delayed,
}

/// Matches objects by their current characteristics.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Filter {
    /// Has this name.
    Name(String),
    /// Has this subtype.
    Subtype(String),
    /// Has this card type.
    Type(CardType),
    /// Is controlled by this player.
    Controller(String),
    /// Is a token.
    Token,
    /// Is not a token.
    NonToken,
    /// Matches every one of these.
    All(#[serde(deserialize_with = "super::nested::guarded")] Vec<Filter>),
    /// Matches any of these.
    Any(#[serde(deserialize_with = "super::nested::guarded")] Vec<Filter>),
    /// Does not match this.
    Not(#[serde(deserialize_with = "super::nested::guarded")] Box<Filter>),
}

/// How a player pays a cost's mana, where they choose rather than leave it to the rules
/// (601.2h, 107.4e–f): the mana they spend from their pool ("{W}{U}{U}"), which must pay every
/// symbol with nothing left over, which says which hybrid half and which mana pays the generic
/// part, and the life they pay for Phyrexian symbols (2 each, even where the pool holds the
/// colour).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Payment {
    /// The mana spent, in mana symbols.
    #[serde(default)]
    pub mana: String,
    /// The life paid.
    #[serde(default)]
    pub life: u32,
}

/// A token's characteristics as an effect defines them (111.3, 111.4), or the exceptions of a
/// copy effect (707.9). Every field is optional.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenSpec {
    #[serde(default)]
    /// Its name (default: its subtypes and "Token", 111.4).
    pub name: Option<String>,
    #[serde(default)]
    /// Its colours.
    pub colors: Option<Vec<Color>>,
    #[serde(default)]
    /// Its supertypes.
    pub supertypes: Option<Vec<Supertype>>,
    #[serde(default)]
    /// Its card types.
    pub types: Option<Vec<CardType>>,
    #[serde(default)]
    /// Its subtypes.
    pub subtypes: Option<Vec<String>>,
    #[serde(default)]
    /// Its power.
    pub power: Option<i32>,
    #[serde(default)]
    /// Its toughness.
    pub toughness: Option<i32>,
    #[serde(default)]
    /// Its rules text.
    pub text: Option<String>,
    /// A back face makes a double-faced token.
    #[serde(default, deserialize_with = "super::nested::guarded")]
    pub back: Option<Box<TokenSpec>>,
    /// A copy with no mana cost (embalm, 702.128a; 202.3: its mana value is 0).
    #[serde(default)]
    pub no_mana_cost: bool,
}

/// What token to create.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, bifronte_macros::Names)]
#[serde(deny_unknown_fields)]
pub enum TokenKind {
    /// A predefined token of 111.10 ("Treasure", "Monster Role", ...).
    Predefined(String),
    /// A token defined by the effect.
    Spec(Box<TokenSpec>),
    /// A token copy of an object (707, 111.12).
    CopyOf(ObjectId),
    /// A token copy with exceptions (707.9b).
    CopyOfExcept {
        /// What it copies.
        card: ObjectId,
        /// What the copy effect changes (707.9b).
        except: Box<TokenSpec>,
    },
}
