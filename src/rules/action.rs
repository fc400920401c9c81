//! `Action`: everything a player, a scene or the window can do to the table. Serializable, so a
//! session is a list of actions that can be saved, replayed, undone by replay and exported.

use bevy::prelude::Message;
use serde::{Deserialize, Serialize};

use super::counters::CounterKind;
use crate::cards::{CardType, Color, Supertype};

/// A scene-local object id ("delver"). A card keeps its id across zone changes.
pub type Id = String;

/// Zones (400.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Zone {
    Library,
    Hand,
    Battlefield,
    Graveyard,
    Stack,
    Exile,
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
    Front,
    Back,
}

impl Side {
    /// The other face.
    pub fn flipped(self) -> Side {
        match self {
            Side::Front => Side::Back,
            Side::Back => Side::Front,
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

/// Top or bottom of an ordered zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Position {
    Top,
    Bottom,
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
    Neither,
    Day,
    Night,
}

/// The kind of ability put on the stack by `Action::Stack` (701.27f cares).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AbilityKind {
    #[default]
    Activated,
    Triggered,
    Delayed,
}

/// Matches objects by their current characteristics.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Filter {
    Name(String),
    Subtype(String),
    Type(CardType),
    Controller(String),
    Token,
    NonToken,
    All(Vec<Filter>),
    Any(Vec<Filter>),
    Not(Box<Filter>),
}

/// A token's characteristics as an effect defines them (111.3, 111.4), or the exceptions of a
/// copy effect (707.9). Every field is optional.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colors: Option<Vec<Color>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supertypes: Option<Vec<Supertype>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub types: Option<Vec<CardType>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtypes: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// A back face makes a double-faced token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back: Option<Box<TokenSpec>>,
}

/// What token to create.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum TokenKind {
    /// A predefined token of 111.10 ("Treasure", "Monster Role", ...).
    Predefined(String),
    /// A token defined by the effect.
    Spec(TokenSpec),
    /// A token copy of an object (707, 111.12).
    CopyOf(Id),
    /// A token copy with exceptions (707.9b).
    CopyOfExcept { card: Id, except: TokenSpec },
}

/// Everything that can be done to the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Action {
    /// 701.27: an effect with no tracked source instructs a transform.
    Transform(Id),
    /// Transform every matching permanent (Moonmist).
    TransformAll(Filter),
    /// 701.28.
    Convert(Id),
    /// 708, 712.16.
    TurnFaceDown {
        card: Id,
        kind: FaceDownKind,
    },
    /// 708.8, 701.40b, 702.37e, 702.168d.
    TurnFaceUp(Id),
    /// 701.40a: the top card of that player's library.
    Manifest {
        player: String,
    },
    /// 701.58a.
    Cloak {
        player: String,
    },
    /// 701.62a: look at the top two cards, manifest one (`pick` 0 = top, 1 = second), the other
    /// goes to the graveyard.
    ManifestDread {
        player: String,
        #[serde(default)]
        pick: Option<u32>,
    },
    /// Any zone change.
    Move {
        card: Id,
        to: Zone,
        #[serde(default)]
        position: Option<Position>,
    },
    /// Put a card onto the battlefield (712.14, 712.14a).
    PutOntoBattlefield {
        card: Id,
        #[serde(default)]
        transformed: bool,
        #[serde(default)]
        face_down: Option<FaceDownKind>,
        #[serde(default)]
        controller: Option<String>,
        /// Enters as a copy of that object (707.5, Clone).
        #[serde(default)]
        copy_of: Option<Id>,
    },
    /// Cast a card: it moves to the stack as a spell (601, 712.11).
    Cast {
        card: Id,
        #[serde(default)]
        face: Option<Side>,
        #[serde(default)]
        face_down: Option<FaceDownKind>,
    },
    /// Resolve the top object of the stack (608).
    Resolve,
    /// 111: create tokens; with `count > 1` the ids are `id#1`, `id#2`, ...
    CreateToken {
        id: Id,
        token: TokenKind,
        controller: String,
        #[serde(default)]
        count: Option<u32>,
        #[serde(default)]
        tapped: bool,
        #[serde(default)]
        transformed: bool,
        #[serde(default)]
        attached_to: Option<Id>,
    },
    /// 701.53a: create an Incubator token with N +1/+1 counters.
    Incubate {
        id: Id,
        player: String,
        n: u32,
    },
    /// 122.
    AddCounters {
        card: Id,
        kind: CounterKind,
        n: u32,
    },
    /// 122.
    RemoveCounters {
        card: Id,
        kind: CounterKind,
        n: u32,
    },
    /// 701.3.
    Attach {
        card: Id,
        to: Id,
    },
    /// 701.3d.
    Unattach(Id),
    Tap(Id),
    Untap(Id),
    /// 120.3: marked damage, or loyalty/defense counters removed.
    Damage {
        card: Id,
        n: u32,
    },
    /// Layer 7c.
    ModifyPT {
        card: Id,
        power: i32,
        toughness: i32,
        #[serde(default)]
        until: Option<Until>,
    },
    /// Layer 7b.
    SetPT {
        card: Id,
        power: i32,
        toughness: i32,
        #[serde(default)]
        until: Option<Until>,
    },
    /// Layer 7d: switch power and toughness.
    SwitchPT {
        card: Id,
        #[serde(default)]
        until: Option<Until>,
    },
    /// Layer 4.
    AddTypes {
        card: Id,
        #[serde(default)]
        subtypes: Option<Vec<String>>,
        #[serde(default)]
        types: Option<Vec<CardType>>,
        #[serde(default)]
        all_creature_types: bool,
        #[serde(default)]
        until: Option<Until>,
    },
    /// Layer 6.
    LoseAllAbilities {
        card: Id,
        #[serde(default)]
        until: Option<Until>,
    },
    /// Layer 1 copy effect (707).
    BecomeCopy {
        card: Id,
        of: Id,
        #[serde(default)]
        until: Option<Until>,
    },
    /// Put an ability on the stack; it remembers the object it came from (400.7, 701.27f).
    Stack {
        id: Id,
        source: Id,
        #[serde(default)]
        trigger: Option<AbilityKind>,
        effect: Box<Action>,
    },
    /// Resolve that ability now.
    ResolveAbility(Id),
    /// Cleanup, next player's turn, untap step with the day/night check (730.2).
    PassTurn,
    /// 730.
    SetDayNight(DayNight),
    /// Shuffle a player's library (seeded, so replays are identical).
    Shuffle {
        player: String,
    },
}

impl Action {
    /// The object ids this action names (for load-time checks).
    pub fn ids(&self) -> Vec<&Id> {
        use Action::*;
        match self {
            Transform(c) | Convert(c) | TurnFaceUp(c) | Unattach(c) | Tap(c) | Untap(c) | ResolveAbility(c) => {
                vec![c]
            }
            TurnFaceDown { card, .. }
            | Move { card, .. }
            | Cast { card, .. }
            | AddCounters { card, .. }
            | RemoveCounters { card, .. }
            | Damage { card, .. }
            | ModifyPT { card, .. }
            | SetPT { card, .. }
            | SwitchPT { card, .. }
            | AddTypes { card, .. }
            | LoseAllAbilities { card, .. } => vec![card],
            Attach { card, to } => vec![card, to],
            PutOntoBattlefield { card, copy_of, .. } => std::iter::once(card).chain(copy_of.iter()).collect(),
            BecomeCopy { card, of, .. } => vec![card, of],
            CreateToken { token, attached_to, .. } => {
                let mut v: Vec<&Id> = attached_to.iter().collect();
                if let TokenKind::CopyOf(c) | TokenKind::CopyOfExcept { card: c, .. } = token {
                    v.push(c);
                }
                v
            }
            Stack { source, effect, .. } => {
                let mut v = vec![source];
                v.extend(effect.ids());
                v
            }
            TransformAll(_)
            | Manifest { .. }
            | Cloak { .. }
            | ManifestDread { .. }
            | Resolve
            | Incubate { .. }
            | PassTurn
            | SetDayNight(_)
            | Shuffle { .. } => Vec::new(),
        }
    }

    /// The ids this action introduces (tokens and stacked abilities).
    pub fn new_ids(&self) -> Vec<Id> {
        match self {
            Action::CreateToken { id, count, .. } => match count {
                Some(n) if *n > 1 => (1..=*n).map(|i| format!("{id}#{i}")).collect(),
                _ => vec![id.clone()],
            },
            Action::Incubate { id, .. } | Action::Stack { id, .. } => vec![id.clone()],
            _ => Vec::new(),
        }
    }
}

/// A request to apply an action, read by the rules kernel in `RulesSystems::Apply`.
#[derive(Message, Clone, Debug)]
pub struct ActionRequest(pub Action);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_parse_in_scenes_md_syntax() {
        let src = r#"[
            Transform("delver"),
            TransformAll(Subtype("Human")),
            Move(card: "delver", to: Exile),
            PutOntoBattlefield(card: "bears", transformed: true),
            CreateToken(id: "t", token: Predefined("Treasure"), controller: "Alice", count: 2),
            CreateToken(id: "c", token: CopyOfExcept(card: "x", except: (colors: [Black], power: 4, toughness: 4)), controller: "Alice"),
            ModifyPT(card: "x", power: 2, toughness: 2, until: EndOfTurn),
            Stack(id: "ab1", source: "x", trigger: Triggered, effect: Transform("x")),
            TurnFaceDown(card: "x", kind: Morph),
            SetDayNight(Night),
            Resolve,
            PassTurn,
        ]"#;
        let actions: Vec<Action> = crate::format::ron_options().from_str(src).unwrap();
        assert_eq!(actions.len(), 12);
        assert_eq!(actions[4].new_ids(), vec!["t#1".to_string(), "t#2".to_string()]);
        assert_eq!(actions[7].ids(), vec!["x", "x"]);
    }
}
