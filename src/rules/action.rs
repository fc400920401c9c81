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
    All(Vec<Filter>),
    /// Matches any of these.
    Any(Vec<Filter>),
    /// Does not match this.
    Not(Box<Filter>),
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
    #[serde(default)]
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
    CopyOfExcept {
        /// What it copies.
        card: Id,
        /// What the copy effect changes (707.9b).
        except: TokenSpec,
    },
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
        /// The permanent.
        card: Id,
        /// Why it is face down (its face-down characteristics and how it turns up).
        kind: FaceDownKind,
    },
    /// An effect turns a face-down permanent face up (708.8): no cost, no megamorph counter.
    TurnFaceUp(Id),
    /// Its controller turns a face-down permanent face up by the special action, paying its
    /// morph, megamorph or disguise cost, or a manifested creature card's mana cost (116.2b,
    /// 702.37e, 702.168d, 701.40b); a megamorph gets its +1/+1 counter (702.37b).
    TurnFaceUpForCost(Id),
    /// 701.40a: the top card of that player's library.
    Manifest {
        /// Whose library.
        player: String,
    },
    /// 701.58a.
    Cloak {
        /// Whose library.
        player: String,
    },
    /// 701.62a: look at the top two cards, manifest one (`pick` 0 = top, 1 = second), the other
    /// goes to the graveyard.
    ManifestDread {
        /// Whose library.
        player: String,
        #[serde(default)]
        /// Which of the top two to manifest: 0 the top, 1 the second.
        pick: Option<u32>,
    },
    /// Any zone change.
    Move {
        /// The object.
        card: Id,
        /// The zone it moves to.
        to: Zone,
        #[serde(default)]
        /// Top or bottom of an ordered zone.
        position: Option<Position>,
    },
    /// Put a card onto the battlefield (712.14, 712.14a).
    PutOntoBattlefield {
        /// The card.
        card: Id,
        #[serde(default)]
        /// With its back face up (712.14a).
        transformed: bool,
        #[serde(default)]
        /// Face down, and why.
        face_down: Option<FaceDownKind>,
        #[serde(default)]
        /// Under this player's control (default: its owner).
        controller: Option<String>,
        /// Enters as a copy of that object (707.5, Clone).
        #[serde(default)]
        copy_of: Option<Id>,
        /// The copy effect's exceptions ("except it's a 1/1", 707.9b), with `copy_of`.
        #[serde(default)]
        except: Option<TokenSpec>,
        /// An Aura: the object or player it enchants as it enters (303.4f); an Equipment or
        /// Fortification enters attached to it if it can (303.4h).
        #[serde(default)]
        attached_to: Option<Id>,
    },
    /// Cast a card: it moves to the stack as a spell (601, 712.11).
    Cast {
        /// The card.
        card: Id,
        #[serde(default)]
        /// The face it is cast with (712.11).
        face: Option<Side>,
        #[serde(default)]
        /// Cast face down, and why (708.4).
        face_down: Option<FaceDownKind>,
        /// Its targets, objects or players (601.2c); an Aura spell needs one it can enchant
        /// (303.4a) and enters attached to it (608.3c).
        #[serde(default)]
        targets: Vec<Id>,
        /// A split card with fuse cast from a hand with both halves (702.102a).
        #[serde(default)]
        fused: bool,
        /// Cast prototyped: its alternative mana cost, power and toughness (702.160a, 718.3).
        #[serde(default)]
        prototyped: bool,
    },
    /// Resolve the top object of the stack (608).
    Resolve,
    /// 111: create tokens; with `count > 1` the ids are `id#1`, `id#2`, ...
    CreateToken {
        /// The token's id.
        id: Id,
        /// What token.
        token: TokenKind,
        /// Who creates it: its owner and controller (111.2).
        controller: String,
        #[serde(default)]
        /// How many (default 1).
        count: Option<u32>,
        #[serde(default)]
        /// It enters tapped.
        tapped: bool,
        #[serde(default)]
        /// It enters with its back face up.
        transformed: bool,
        #[serde(default)]
        /// An Aura or Equipment token enters attached to this.
        attached_to: Option<Id>,
    },
    /// 701.53a: create an Incubator token with N +1/+1 counters.
    Incubate {
        /// The Incubator's id.
        id: Id,
        /// Who incubates.
        player: String,
        /// Its +1/+1 counters.
        n: u32,
    },
    /// 122.
    AddCounters {
        /// The object.
        card: Id,
        /// The kind of counter.
        kind: CounterKind,
        /// How many.
        n: u32,
    },
    /// 122.
    RemoveCounters {
        /// The object.
        card: Id,
        /// The kind of counter.
        kind: CounterKind,
        /// How many.
        n: u32,
    },
    /// 701.3.
    Attach {
        /// The Aura or Equipment.
        card: Id,
        /// What it becomes attached to.
        to: Id,
    },
    /// 701.3d.
    Unattach(Id),
    /// Tap a permanent (701.26a).
    Tap(Id),
    /// Untap a permanent (701.26a); a stun counter is removed instead (122.1d).
    Untap(Id),
    /// Destroy a permanent (701.8a): indestructible (702.12b) and shield counters (122.1c)
    /// stop it.
    Destroy(Id),
    /// Its controller sacrifices a permanent (701.21a): not destruction.
    Sacrifice(Id),
    /// The legend rule's choice (704.5j): the controller keeps this legendary permanent, and
    /// the others with its name they control go to their owners' graveyards.
    KeepLegend(Id),
    /// A battle's controller chooses its protector (310.8a, 310.11a: for a Siege, one of their
    /// opponents), as it enters or when it needs a new one (704.5w, 704.5x).
    ChooseProtector {
        /// The battle.
        card: Id,
        /// The player who protects it.
        player: String,
    },
    /// "Exile them, then meld them" (701.42a, 712.4a): this permanent and the other card of its
    /// meld pair, both owned and controlled by one player, become one melded permanent.
    Meld(Id),
    /// A Saga with read ahead: its controller chooses the chapter it enters with, from one to
    /// its final chapter number (702.155b).
    ChooseChapter {
        /// The Saga.
        card: Id,
        /// How many lore counters it enters with.
        chapter: u32,
    },
    /// A flip card permanent flips (710.2): its alternative characteristics apply; one-way (710.4).
    Flip(Id),
    /// Phase a permanent out (702.26b), with what is attached to it (702.26g).
    PhaseOut(Id),
    /// Phase a permanent in (702.26c), with what phased out indirectly with it.
    PhaseIn(Id),
    /// A control-changing effect (613.1b): `player` controls the permanent from now on.
    GainControl {
        /// The permanent.
        card: Id,
        /// Its new controller.
        player: String,
    },
    /// 120.3: marked damage, or loyalty/defense counters removed.
    Damage {
        /// The permanent.
        card: Id,
        /// How much damage.
        n: u32,
    },
    /// Layer 7c.
    ModifyPT {
        /// The object.
        card: Id,
        /// Power added.
        power: i32,
        /// Toughness added.
        toughness: i32,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 7b.
    SetPT {
        /// The object.
        card: Id,
        /// The base power it gets.
        power: i32,
        /// The base toughness it gets.
        toughness: i32,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 7d: switch power and toughness.
    SwitchPT {
        /// The object.
        card: Id,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 3: a text-changing effect (612.1): a word of its rules text becomes another.
    ChangeText {
        /// The object.
        card: Id,
        /// The word replaced ("Human", "green", "Forest").
        from: String,
        /// The word it becomes.
        to: String,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 5: it becomes these colours (105.3); `[]` is colourless.
    BecomeColors {
        /// The object.
        card: Id,
        /// Its new colours.
        colors: Vec<crate::cards::Color>,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 4.
    AddTypes {
        /// The object.
        card: Id,
        #[serde(default)]
        /// Subtypes it gains.
        subtypes: Option<Vec<String>>,
        #[serde(default)]
        /// Card types it gains.
        types: Option<Vec<CardType>>,
        #[serde(default)]
        /// It gains every creature type (205.3m).
        all_creature_types: bool,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 6.
    LoseAllAbilities {
        /// The object.
        card: Id,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 1 copy effect (707).
    BecomeCopy {
        /// The object that becomes a copy.
        card: Id,
        /// What it copies.
        of: Id,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
        /// The copy effect's exceptions ("except it's a 1/1", 707.9b).
        #[serde(default)]
        except: Option<TokenSpec>,
    },
    /// Put an ability on the stack; it remembers the object it came from (400.7, 701.27f).
    Stack {
        /// The ability's id.
        id: Id,
        /// The object it comes from.
        source: Id,
        #[serde(default)]
        /// Activated (default), triggered or delayed.
        trigger: Option<AbilityKind>,
        /// What it does when it resolves.
        effect: Box<Action>,
        /// Its targets, objects or players (601.2c, 603.3d), checked as it resolves (608.2b).
        #[serde(default)]
        targets: Vec<Id>,
    },
    /// Resolve that ability now.
    ResolveAbility(Id),
    /// Copy a spell or ability on the stack (707.10): the copy, with this id, goes on top with
    /// the original's characteristics and targets, controlled and (a spell) owned by
    /// `controller` (default: the original's controller); it isn't cast.
    CopySpell {
        /// The copy's id.
        id: Id,
        /// The spell or ability copied.
        spell: Id,
        #[serde(default)]
        /// Who controls the copy.
        controller: Option<String>,
    },
    /// "Exile it, then return it to the battlefield [transformed] under its owner's control": a
    /// new object each time (400.7), its back face up if `transformed` (712.14a). The last
    /// chapter of the Sagas that transform does this.
    ExileAndReturn {
        /// The permanent.
        card: Id,
        #[serde(default)]
        /// Returned with its back face up.
        transformed: Option<bool>,
    },
    /// Cleanup, next player's turn, untap step with the day/night check (730.2).
    PassTurn,
    /// The turn's next step or phase (500.1), with its turn-based actions: the draw (504.1),
    /// cleanup (514.2); after cleanup, the next turn.
    NextStep,
    /// A player draws cards from the top of their library (121.1); from an empty library they
    /// lose the game at the next state-based check (704.5b).
    Draw {
        /// Who draws.
        player: String,
        /// How many (default 1).
        #[serde(default)]
        n: Option<u32>,
    },
    /// 103.5, the London mulligan: the hand is shuffled back and seven are drawn; then one card
    /// per mulligan goes to the bottom (with `Move`).
    Mulligan {
        /// Who mulligans.
        player: String,
    },
    /// 701.20: reveal a card where it is, to every player or (`to`) one player, until it is
    /// hidden again or changes zone.
    Reveal {
        /// The card.
        card: Id,
        /// Only to this player (701.20e: they look at it); default every player.
        #[serde(default)]
        to: Option<String>,
    },
    /// 701.20: a player reveals their hand, to every player or one.
    RevealHand {
        /// Whose hand.
        player: String,
        /// Only to this player; default every player.
        #[serde(default)]
        to: Option<String>,
    },
    /// 701.20e: a player looks at the top N cards of their library (then scry, 701.22a, or
    /// surveil, 701.25a, with `Move`s to the top, bottom or graveyard).
    LookAtTop {
        /// Whose library, and who looks.
        player: String,
        /// How many.
        n: u32,
    },
    /// 701.22a: a player scries: the cards named are the top of their library (as many as
    /// are named); `top` goes back on top in that order (first on top), `bottom` goes to the
    /// bottom in that order (the last named ends at the very bottom).
    Scry {
        /// Who scries.
        player: String,
        /// Back on top, first on top.
        #[serde(default)]
        top: Vec<Id>,
        /// To the bottom.
        #[serde(default)]
        bottom: Vec<Id>,
    },
    /// 701.25a: a player surveils: the cards named are the top of their library; `graveyard`
    /// goes to their graveyard, `top` back on top in that order (first on top).
    Surveil {
        /// Who surveils.
        player: String,
        /// Back on top, first on top.
        #[serde(default)]
        top: Vec<Id>,
        /// Into the graveyard.
        #[serde(default)]
        graveyard: Vec<Id>,
    },
    /// A revealed card is hidden again.
    Conceal(Id),
    /// A player plays with the top card of their library revealed (`on`), or stops.
    TopRevealed {
        /// Whose library.
        player: String,
        /// Revealed, or not any more.
        on: bool,
    },
    /// 701.23a: a player searches their library: they see all of it (then take cards with
    /// `Move`, and `Shuffle`).
    Search {
        /// Whose library, and who searches.
        player: String,
    },
    /// Draw an arrow from an object to an object or a player, seen by every player (a target,
    /// or with `attack` an attacking creature's arrow); arrows clear in the cleanup step.
    Arrow {
        /// The object it starts from.
        from: Id,
        /// The object (by id) or player (by name) it points at.
        to: String,
        /// An attack arrow.
        #[serde(default)]
        attack: bool,
    },
    /// Remove every arrow.
    ClearArrows,
    /// 701.9b: a player discards cards at random (the table's seeded source).
    DiscardAtRandom {
        /// Who discards.
        player: String,
        /// How many (default 1).
        #[serde(default)]
        n: Option<u32>,
    },
    /// A card brought into the game from outside it (400.11b: a tester building a table by hand,
    /// or an effect that does): a new object in `zone`, owned and controlled by `owner`; on top
    /// of a library or the stack.
    AddCard {
        /// Its id (new).
        id: Id,
        /// The card's name (any face's name finds the card).
        name: String,
        /// Its owner.
        owner: String,
        /// Where it goes.
        zone: Zone,
    },
    /// Damage to a player (120.3a: they lose that much life). Combat damage from a commander
    /// is also counted against that commander (903.10a, 704.6c).
    DamagePlayer {
        /// Its source.
        source: Id,
        /// The player dealt damage.
        player: String,
        /// How much.
        n: u32,
        /// Combat damage (510.2).
        #[serde(default)]
        combat: bool,
    },
    /// 903.9: whether a commander's owner puts it into the command zone when it would go to a
    /// hand or library (903.9b) or has gone to a graveyard or exile (903.9a, 704.6d). A
    /// commander starts with `true`.
    CommanderChoice {
        /// The commander.
        card: Id,
        /// To the command zone.
        command_zone: bool,
    },
    /// A note on a permanent or card, shown to every player (an empty text removes it).
    Note {
        /// The object.
        card: Id,
        /// The note.
        text: String,
    },
    /// A player mills cards: the top of their library to their graveyard (701.17a).
    Mill {
        /// Who mills.
        player: String,
        /// How many.
        n: u32,
    },
    /// 730.
    SetDayNight(DayNight),
    /// Shuffle a player's library (seeded, so replays are identical).
    Shuffle {
        /// Whose library.
        player: String,
    },
    /// 706: a player rolls dice: `count` (default 1) dice of `sides` sides (d6, d20, any N).
    Roll {
        /// Who rolls.
        player: String,
        /// The sides of each die (a d20: 20).
        sides: u32,
        /// How many dice (default 1).
        #[serde(default)]
        count: Option<u32>,
    },
    /// 705: a player flips a coin.
    FlipCoin {
        /// Who flips.
        player: String,
    },
    /// 119.3: a player gains (`by` > 0) or loses (`by` < 0) life.
    ChangeLife {
        /// Who.
        player: String,
        /// How much life is gained (negative: lost).
        by: i32,
    },
    /// 119.5: a player's life total becomes a number.
    SetLife {
        /// Who.
        player: String,
        /// The new life total.
        life: i32,
    },
    /// 104.3a: a player concedes: they lose the game, and in a multiplayer game leave it with
    /// what they own (800.4a).
    Concede {
        /// Who.
        player: String,
    },
    /// 122.1: put (`by` > 0) or remove (`by` < 0) counters on a player ("poison", "energy",
    /// "experience", "rad", "ticket", or any name).
    PlayerCounters {
        /// Who.
        player: String,
        /// The kind of counter.
        kind: CounterKind,
        /// How many are put (negative: removed).
        by: i32,
    },
}

impl Action {
    /// Every variant's name, in the order of the enum: what a test that must cover every action
    /// goes through ([`Action::variant`] names one).
    pub const VARIANTS: &[&str] = &["Transform", "TransformAll", "Convert", "TurnFaceDown", "TurnFaceUp", "TurnFaceUpForCost", "Manifest", "Cloak", "ManifestDread", "Move", "PutOntoBattlefield", "Cast", "Resolve", "CreateToken", "Incubate", "AddCounters", "RemoveCounters", "Attach", "Unattach", "Tap", "Untap", "Destroy", "Sacrifice", "KeepLegend", "ChooseProtector", "Meld", "ChooseChapter", "Flip", "PhaseOut", "PhaseIn", "GainControl", "Damage", "ModifyPT", "SetPT", "SwitchPT", "ChangeText", "BecomeColors", "AddTypes", "LoseAllAbilities", "BecomeCopy", "Stack", "ResolveAbility", "CopySpell", "ExileAndReturn", "PassTurn", "NextStep", "Draw", "Mulligan", "Reveal", "RevealHand", "LookAtTop", "Scry", "Surveil", "Conceal", "TopRevealed", "Search", "Arrow", "ClearArrows", "DiscardAtRandom", "AddCard", "DamagePlayer", "CommanderChoice", "Note", "Mill", "SetDayNight", "Shuffle", "Roll", "FlipCoin", "ChangeLife", "SetLife", "Concede", "PlayerCounters"];

    /// This action's variant name. The match has no wildcard: a new variant doesn't compile
    /// until it is named here, and [`Action::VARIANTS`] lists it.
    pub fn variant(&self) -> &'static str {
        use Action::*;
        match self {
            Transform(..) => "Transform",
            TransformAll(..) => "TransformAll",
            Convert(..) => "Convert",
            TurnFaceDown { .. } => "TurnFaceDown",
            TurnFaceUp(..) => "TurnFaceUp",
            TurnFaceUpForCost(..) => "TurnFaceUpForCost",
            Manifest { .. } => "Manifest",
            Cloak { .. } => "Cloak",
            ManifestDread { .. } => "ManifestDread",
            Move { .. } => "Move",
            PutOntoBattlefield { .. } => "PutOntoBattlefield",
            Cast { .. } => "Cast",
            Resolve => "Resolve",
            CreateToken { .. } => "CreateToken",
            Incubate { .. } => "Incubate",
            AddCounters { .. } => "AddCounters",
            RemoveCounters { .. } => "RemoveCounters",
            Attach { .. } => "Attach",
            Unattach(..) => "Unattach",
            Tap(..) => "Tap",
            Untap(..) => "Untap",
            Destroy(..) => "Destroy",
            Sacrifice(..) => "Sacrifice",
            KeepLegend(..) => "KeepLegend",
            ChooseProtector { .. } => "ChooseProtector",
            Meld(..) => "Meld",
            ChooseChapter { .. } => "ChooseChapter",
            Flip(..) => "Flip",
            PhaseOut(..) => "PhaseOut",
            PhaseIn(..) => "PhaseIn",
            GainControl { .. } => "GainControl",
            Damage { .. } => "Damage",
            ModifyPT { .. } => "ModifyPT",
            SetPT { .. } => "SetPT",
            SwitchPT { .. } => "SwitchPT",
            ChangeText { .. } => "ChangeText",
            BecomeColors { .. } => "BecomeColors",
            AddTypes { .. } => "AddTypes",
            LoseAllAbilities { .. } => "LoseAllAbilities",
            BecomeCopy { .. } => "BecomeCopy",
            Stack { .. } => "Stack",
            ResolveAbility(..) => "ResolveAbility",
            CopySpell { .. } => "CopySpell",
            ExileAndReturn { .. } => "ExileAndReturn",
            PassTurn => "PassTurn",
            NextStep => "NextStep",
            Draw { .. } => "Draw",
            Mulligan { .. } => "Mulligan",
            Reveal { .. } => "Reveal",
            RevealHand { .. } => "RevealHand",
            LookAtTop { .. } => "LookAtTop",
            Scry { .. } => "Scry",
            Surveil { .. } => "Surveil",
            Conceal(..) => "Conceal",
            TopRevealed { .. } => "TopRevealed",
            Search { .. } => "Search",
            Arrow { .. } => "Arrow",
            ClearArrows => "ClearArrows",
            DiscardAtRandom { .. } => "DiscardAtRandom",
            AddCard { .. } => "AddCard",
            DamagePlayer { .. } => "DamagePlayer",
            CommanderChoice { .. } => "CommanderChoice",
            Note { .. } => "Note",
            Mill { .. } => "Mill",
            SetDayNight(..) => "SetDayNight",
            Shuffle { .. } => "Shuffle",
            Roll { .. } => "Roll",
            FlipCoin { .. } => "FlipCoin",
            ChangeLife { .. } => "ChangeLife",
            SetLife { .. } => "SetLife",
            Concede { .. } => "Concede",
            PlayerCounters { .. } => "PlayerCounters",
        }
    }
}

impl Action {
    /// The players an action names by name (who acts, who is chosen, who is shown, who controls
    /// what is made). The match has no wildcard: a new variant doesn't compile until it says
    /// which players it names, so a scene's check of them ([`crate::scene`]) misses none.
    pub fn players(&self) -> Vec<&String> {
        use Action::*;
        match self {
            Manifest { player }
            | Cloak { player }
            | ManifestDread { player, .. }
            | Incubate { player, .. }
            | Shuffle { player }
            | Draw { player, .. }
            | Mill { player, .. }
            | Mulligan { player }
            | Roll { player, .. }
            | FlipCoin { player }
            | LookAtTop { player, .. }
            | DiscardAtRandom { player, .. }
            | Search { player }
            | TopRevealed { player, .. }
            | Scry { player, .. }
            | Surveil { player, .. }
            | ChooseProtector { player, .. }
            | GainControl { player, .. }
            | ChangeLife { player, .. }
            | SetLife { player, .. }
            | PlayerCounters { player, .. }
            | Concede { player }
            | DamagePlayer { player, .. } => vec![player],
            Reveal { to, .. } => to.iter().collect(),
            RevealHand { player, to } => std::iter::once(player).chain(to.iter()).collect(),
            CopySpell { controller, .. } | PutOntoBattlefield { controller, .. } => controller.iter().collect(),
            CreateToken { controller, .. } => vec![controller],
            AddCard { owner, .. } => vec![owner],
            Stack { effect, .. } => effect.players(),
            Transform(_)
            | TransformAll(_)
            | Convert(_)
            | TurnFaceDown { .. }
            | TurnFaceUp(_)
            | TurnFaceUpForCost(_)
            | Move { .. }
            | Cast { .. }
            | Resolve
            | AddCounters { .. }
            | RemoveCounters { .. }
            | Attach { .. }
            | Unattach(_)
            | Tap(_)
            | Untap(_)
            | Destroy(_)
            | Sacrifice(_)
            | KeepLegend(_)
            | Meld(_)
            | ChooseChapter { .. }
            | Flip(_)
            | PhaseOut(_)
            | PhaseIn(_)
            | Damage { .. }
            | ModifyPT { .. }
            | SetPT { .. }
            | SwitchPT { .. }
            | ChangeText { .. }
            | BecomeColors { .. }
            | AddTypes { .. }
            | LoseAllAbilities { .. }
            | BecomeCopy { .. }
            | ResolveAbility(_)
            | ExileAndReturn { .. }
            | PassTurn
            | NextStep
            | Conceal(_)
            | Arrow { .. }
            | ClearArrows
            | CommanderChoice { .. }
            | Note { .. }
            | SetDayNight(_) => Vec::new(),
        }
    }
}

/// The object ids an action names, by reference or mutably: one list for both.
macro_rules! action_ids {
    ($self:expr, $iter:ident, $recurse:ident) => {{
        use Action::*;
        match $self {
            Transform(c) | Convert(c) | TurnFaceUp(c) | TurnFaceUpForCost(c) | Unattach(c) | Tap(c) | Untap(c)
            | ResolveAbility(c) | Conceal(c) | Destroy(c) | Sacrifice(c) | KeepLegend(c) | PhaseOut(c) | PhaseIn(c)
            | Meld(c) | Flip(c) => {
                vec![c]
            }
            TurnFaceDown { card, .. }
            | Move { card, .. }
            | Reveal { card, .. }
            | Arrow { from: card, .. }
            | Note { card, .. }
            | DamagePlayer { source: card, .. }
            | CommanderChoice { card, .. }
            | ExileAndReturn { card, .. }
            | ChooseProtector { card, .. }
            | GainControl { card, .. }
            | AddCounters { card, .. }
            | RemoveCounters { card, .. }
            | Damage { card, .. }
            | ModifyPT { card, .. }
            | SetPT { card, .. }
            | SwitchPT { card, .. }
            | AddTypes { card, .. }
            | ChangeText { card, .. }
            | CopySpell { spell: card, .. }
            | BecomeColors { card, .. }
            | LoseAllAbilities { card, .. } => vec![card],
            Attach { card, to } => vec![card, to],
            Cast { card, targets, .. } => std::iter::once(card).chain(targets.$iter()).collect(),
            Scry { top, bottom: rest, .. } | Surveil { top, graveyard: rest, .. } => top.$iter().chain(rest).collect(),
            PutOntoBattlefield { card, copy_of, attached_to, .. } => {
                std::iter::once(card).chain(copy_of.$iter()).chain(attached_to.$iter()).collect()
            }
            BecomeCopy { card, of, .. } => vec![card, of],
            ChooseChapter { card, .. } => vec![card],
            CreateToken { token, attached_to, .. } => {
                let mut v: Vec<_> = attached_to.$iter().collect();
                if let TokenKind::CopyOf(c) | TokenKind::CopyOfExcept { card: c, .. } = token {
                    v.push(c);
                }
                v
            }
            Stack { source, effect, targets, .. } => {
                let mut v = vec![source];
                v.extend(effect.$recurse());
                v.extend(targets.$iter());
                v
            }
            TransformAll(_)
            | Manifest { .. }
            | Cloak { .. }
            | ManifestDread { .. }
            | Resolve
            | Incubate { .. }
            | PassTurn
            | NextStep
            | Draw { .. }
            | Mulligan { .. }
            | RevealHand { .. }
            | Search { .. }
            | TopRevealed { .. }
            | ClearArrows
            | DiscardAtRandom { .. }
            | LookAtTop { .. }
            | Mill { .. }
            | SetDayNight(_)
            | Shuffle { .. }
            | Roll { .. }
            | FlipCoin { .. }
            | ChangeLife { .. }
            | SetLife { .. }
            | Concede { .. }
            | PlayerCounters { .. }
            | AddCard { .. } => Vec::new(),
        }
    }};
}

impl Action {
    /// The object ids this action names (for load-time checks).
    pub fn ids(&self) -> Vec<&Id> {
        action_ids!(self, iter, ids)
    }

    /// The object ids this action names, to rewrite them (a seat's ids into the table's labels).
    pub fn ids_mut(&mut self) -> Vec<&mut Id> {
        action_ids!(self, iter_mut, ids_mut)
    }

    /// The ids this action introduces (tokens and stacked abilities).
    pub fn new_ids(&self) -> Vec<Id> {
        match self {
            Action::CreateToken { id, count, .. } => match count {
                Some(n) if *n > 1 => (1..=*n).map(|i| format!("{id}#{i}")).collect(),
                _ => vec![id.clone()],
            },
            Action::Incubate { id, .. }
            | Action::Stack { id, .. }
            | Action::AddCard { id, .. }
            | Action::CopySpell { id, .. } => vec![id.clone()],
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
