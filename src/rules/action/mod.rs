//! `Action`: everything a player, a scene or the window can do to the table. Serializable, so a
//! session is a list of actions that can be saved, replayed, undone by replay and exported.
//!
//! - this file: the [`Action`] enum, one variant per thing a player can do, in families as
//!   `rules/ops/` has them (faces, zones and the stack, tokens and counters, attachments and
//!   status, effects, the turn, players and what they look at), and [`ActionRequest`];
//! - [`terms`]: the words actions are made of ([`Zone`], [`Side`], [`Filter`], [`TokenSpec`]...);
//! - [`names`]: what an action names (its variant, the players and the object ids in it, the
//!   ids it introduces), every list an exhaustive match, so a new variant doesn't compile until
//!   someone says what it names; `words.rs` puts an action into words.

mod names;
mod nested;
mod terms;

use bevy::prelude::Message;
use bifronte_macros::{Names, Variants};
use serde::{Deserialize, Serialize};

pub use names::{Found, FoundMut, Names, Part};
pub use terms::*;

use super::counters::CounterKind;
use crate::cards::CardType;

/// Everything that can be done to the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Names, Variants)]
#[serde(deny_unknown_fields)]
pub enum Action {
    // Faces: transform and convert, face down and face up, manifest (701.27, 701.28, 708, 701.40).
    /// 701.27: an effect with no tracked source instructs a transform.
    Transform(ObjectId),
    /// Transform every matching permanent (Moonmist).
    TransformAll(Filter),
    /// 701.28.
    Convert(ObjectId),
    /// 708, 712.16.
    TurnFaceDown {
        /// The permanent.
        card: ObjectId,
        /// Why it is face down (its face-down characteristics and how it turns up).
        kind: FaceDownKind,
    },
    /// An effect turns a face-down permanent face up (708.8): no cost, no megamorph counter.
    TurnFaceUp(ObjectId),
    /// Its controller turns a face-down permanent face up by the special action, paying its
    /// morph, megamorph or disguise cost, or a manifested creature card's mana cost (116.2b,
    /// 702.37e, 702.168d, 701.40b); a megamorph gets its +1/+1 counter (702.37b).
    TurnFaceUpForCost(ObjectId),
    /// 701.40a: the top card of that player's library.
    Manifest {
        /// Whose library.
        player: PlayerId,
    },
    /// 701.58a.
    Cloak {
        /// Whose library.
        player: PlayerId,
    },
    /// 701.62a: look at the top two cards, manifest one (`pick` 0 = top, 1 = second), the other
    /// goes to the graveyard.
    ManifestDread {
        /// Whose library.
        player: PlayerId,
        #[serde(default)]
        /// Which of the top two to manifest: 0 the top, 1 the second.
        pick: Option<u32>,
    },
    // Zones and the stack: moving, entering the battlefield, casting and resolving (400.7, 601, 608).
    /// Any zone change.
    Move {
        /// The object.
        card: ObjectId,
        /// The zone it moves to.
        to: Zone,
        #[serde(default)]
        /// Top or bottom of an ordered zone.
        position: Option<Position>,
    },
    /// Put a card onto the battlefield (712.14, 712.14a).
    PutOntoBattlefield {
        /// The card.
        card: ObjectId,
        #[serde(default)]
        /// With its back face up (712.14a).
        transformed: bool,
        #[serde(default)]
        /// Face down, and why.
        face_down: Option<FaceDownKind>,
        #[serde(default)]
        /// Under this player's control (default: its owner).
        controller: Option<PlayerId>,
        /// Enters as a copy of that object (707.5, Clone).
        #[serde(default)]
        copy_of: Option<ObjectId>,
        /// The copy effect's exceptions ("except it's a 1/1", 707.9b), with `copy_of`.
        #[serde(default)]
        except: Option<Box<TokenSpec>>,
        /// An Aura: the object or player it enchants as it enters (303.4f); an Equipment or
        /// Fortification enters attached to it if it can (303.4h).
        #[serde(default)]
        attached_to: Option<Target>,
        /// The counters it enters with ("return it to the battlefield with a -1/-1 counter on
        /// it", 614.1c, 122.6): put on as it enters, not after.
        #[serde(default)]
        counters: Vec<(CounterKind, u32)>,
    },
    /// Its owner plays a land card from their hand (305.1, a special action, 116.2a): it enters
    /// the battlefield. At an assisted table, only in a main phase of their turn, with the
    /// stack empty, while they hold priority, and once a turn (305.2).
    PlayLand(ObjectId),
    /// Cast a card: it moves to the stack as a spell (601, 712.11).
    Cast {
        /// The card.
        card: ObjectId,
        #[serde(default)]
        /// The face it is cast with (712.11).
        face: Option<Side>,
        #[serde(default)]
        /// Cast face down, and why (708.4).
        face_down: Option<FaceDownKind>,
        /// Its targets, objects or players (601.2c); an Aura spell needs one it can enchant
        /// (303.4a) and enters attached to it (608.3c).
        #[serde(default)]
        targets: Vec<Target>,
        /// A split card with fuse cast from a hand with both halves (702.102a).
        #[serde(default)]
        fused: bool,
        /// Cast prototyped: its alternative mana cost, power and toughness (702.160a, 718.3).
        #[serde(default)]
        prototyped: bool,
        /// The value its caster chooses for {X} in its cost (601.2b, 107.3a); left out: 0.
        #[serde(default)]
        x: Option<u32>,
        /// A modal spell's chosen modes, from 0 in printed order (700.2, 601.2b).
        #[serde(default)]
        modes: Option<Vec<u32>>,
        /// How its caster divides its damage among its targets, in their order, each at least 1
        /// (601.2d); left out: as evenly as it goes, the first targets dealt the rest.
        #[serde(default)]
        divided: Option<Vec<u32>>,
        /// How its caster pays its mana (601.2h); left out: the rules find a way.
        #[serde(default)]
        pay: Option<Payment>,
        /// Cast with its kicker cost paid too (702.33a).
        #[serde(default)]
        kicked: bool,
        /// Cast with its buyback cost paid too (702.27a).
        #[serde(default)]
        buyback: bool,
        /// Cast for an alternative cost its card's keyword gives rather than its mana cost
        /// (118.9: evoke, dash, surge).
        #[serde(default)]
        alternative: Option<crate::cards::costs::Alternative>,
        /// The objects its text's additional costs take, chosen as it is cast (601.2b): the
        /// permanents it sacrifices, the card it discards.
        #[serde(default)]
        additional: Option<Vec<ObjectId>>,
        /// The objects that pay part of its mana cost (601.2h): creatures tapped for convoke
        /// (702.51a), artifacts tapped for improvise (702.126a), cards exiled from its caster's
        /// graveyard for delve (702.66a).
        #[serde(default)]
        helpers: Option<Vec<ObjectId>>,
    },
    /// Activate an ability of a card that the rules carry out (602): "[Cost]: [Effect]." on a
    /// permanent its controller controls, or cycling from its owner's hand (702.29a). Its cost
    /// is paid as it is activated; it goes on the stack with its targets.
    Activate {
        /// The card.
        card: ObjectId,
        /// Which of its ability lines, from 0.
        ability: u32,
        /// Its targets, objects or players (602.2b, 601.2c).
        #[serde(default)]
        targets: Vec<Target>,
        /// How its controller pays its mana (602.2b, 601.2h); left out: the rules find a way.
        #[serde(default)]
        pay: Option<Payment>,
        /// The object its cost takes, chosen as it is activated (602.2b): the permanent "Sacrifice
        /// a creature" sacrifices, the card "Discard a card" discards.
        #[serde(default)]
        additional: Option<Vec<ObjectId>>,
    },
    /// Resolve the top object of the stack (608).
    Resolve,
    // Tokens and counters (111, 122).
    /// 111: create tokens; with `count > 1` the ids are `id#1`, `id#2`, ...
    CreateToken {
        /// The token's id.
        #[names(new)]
        id: ObjectId,
        /// What token.
        token: TokenKind,
        /// Who creates it: its owner and controller (111.2).
        controller: PlayerId,
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
        attached_to: Option<Target>,
    },
    /// 701.53a: create an Incubator token with N +1/+1 counters.
    Incubate {
        /// The Incubator's id.
        #[names(new)]
        id: ObjectId,
        /// Who incubates.
        player: PlayerId,
        /// Its +1/+1 counters.
        n: u32,
    },
    /// 122.
    AddCounters {
        /// The object.
        card: ObjectId,
        /// The kind of counter.
        kind: CounterKind,
        /// How many.
        n: u32,
    },
    /// 122.
    RemoveCounters {
        /// The object.
        card: ObjectId,
        /// The kind of counter.
        kind: CounterKind,
        /// How many.
        n: u32,
    },
    // Attachments, status and the choices the rules give a controller (701.3, 110.5, 701.8, 704.5j).
    /// 701.3.
    Attach {
        /// The Aura or Equipment.
        card: ObjectId,
        /// What it becomes attached to (an Aura may enchant a player, 303.4b).
        to: Target,
    },
    /// 701.3d.
    Unattach(ObjectId),
    /// Tap a permanent (701.26a).
    Tap(ObjectId),
    /// Untap a permanent (701.26a); a stun counter is removed instead (122.1d).
    Untap(ObjectId),
    /// Remove a creature from combat (506.4): it stops attacking or blocking.
    RemoveFromCombat(ObjectId),
    /// Destroy a permanent (701.8a): indestructible (702.12b) and shield counters (122.1c)
    /// stop it.
    Destroy(ObjectId),
    /// Its controller sacrifices a permanent (701.21a): not destruction.
    Sacrifice(ObjectId),
    /// The legend rule's choice (704.5j): the controller keeps this legendary permanent, and
    /// the others with its name they control go to their owners' graveyards.
    KeepLegend(ObjectId),
    /// A battle's controller chooses its protector (310.8a, 310.11a: for a Siege, one of their
    /// opponents), as it enters or when it needs a new one (704.5w, 704.5x).
    ChooseProtector {
        /// The battle.
        card: ObjectId,
        /// The player who protects it.
        player: PlayerId,
    },
    /// "Exile them, then meld them" (701.42a, 712.4a): this permanent and the other card of its
    /// meld pair, both owned and controlled by one player, become one melded permanent.
    Meld(ObjectId),
    /// 603.3b: a player puts the triggered abilities they control that triggered at once on the
    /// stack in the order they choose: `order` lists them, as the table shows them, in the
    /// order they are to resolve (the first goes on the stack last).
    OrderTriggers {
        /// Who orders them.
        player: PlayerId,
        /// Each ability's place in the table's list, first to resolve first.
        order: Vec<u32>,
    },
    /// 603.3d: a player chooses the targets of a triggered ability of theirs that went on the
    /// stack and names targets: one for each "target" its text names, in order.
    ChooseTargets {
        /// Who chooses: the ability's controller.
        player: PlayerId,
        /// The ability on the stack.
        ability: ObjectId,
        /// Its targets.
        targets: Vec<Target>,
    },
    /// 603.3c: a player chooses the mode of a modal triggered ability of theirs that went on
    /// the stack ("When [this] enters, choose one —"); its targets are chosen next.
    ChooseMode {
        /// Who chooses: the ability's controller.
        player: PlayerId,
        /// The ability on the stack.
        ability: ObjectId,
        /// The mode, from 0 in printed order.
        mode: u32,
    },
    /// 603.5: the controller of an optional triggered ability ("you may ...") about to resolve
    /// chooses whether it does what it says; then it resolves.
    ChooseMay {
        /// Who chooses: the ability's controller.
        player: PlayerId,
        /// The ability on top of the stack.
        ability: ObjectId,
        /// To do it (written only when true).
        #[serde(default)]
        yes: bool,
        /// What they sacrifice, where it asks ("you may sacrifice a creature. When you do, ...",
        /// 603.12): one of their own permanents it allows.
        #[serde(default)]
        sacrifice: Option<ObjectId>,
    },
    /// 608.2g: a resolving effect lets a player cast a card as part of its resolution ("then
    /// you may cast it transformed without paying its mana cost", 310.11b): nobody holds
    /// priority until they cast it (`Cast`, with no timing permission needed and, `free`,
    /// without its mana cost) or decline (`DeclineCast`); then the active player receives
    /// priority (117.3b), not the caster.
    OfferCast {
        /// Who may cast it.
        player: PlayerId,
        /// The card, where it is now.
        card: ObjectId,
        /// The face it is cast with (712.11a: `Back`, transformed).
        #[serde(default)]
        face: Option<Side>,
        /// Without paying its mana cost.
        #[serde(default)]
        free: bool,
    },
    /// 608.2g: the player a resolving effect let cast a card doesn't.
    DeclineCast {
        /// Who declines.
        player: PlayerId,
    },
    /// 701.23a: the player an effect asked to search their library says what they find: one
    /// card of what it is for, or none (`cards` empty: 701.23b); it goes where the effect says,
    /// the library is shuffled, and the active player receives priority (117.3b).
    Find {
        /// Who searched.
        player: PlayerId,
        /// What they find.
        #[serde(default)]
        cards: Vec<ObjectId>,
    },
    /// 701.9b: the player an effect asks to choose cards from a hand (theirs to discard, another
    /// player's revealed hand, cards to put back on their library, the first named on top)
    /// names them; the rest of the effect is carried out (608.2c).
    ChooseCards {
        /// Who chooses.
        player: PlayerId,
        /// The cards chosen.
        #[serde(default)]
        cards: Vec<ObjectId>,
    },
    /// 700.3: the player an effect asks to separate permanents into two piles names the first
    /// pile; the second is the rest (either may be empty).
    SeparatePiles {
        /// Who separates.
        player: PlayerId,
        /// The permanents of the first pile.
        #[serde(default)]
        pile: Vec<ObjectId>,
    },
    /// 700.3: the player whose permanents were separated chooses a pile (`first`, else the
    /// second), and the effect does what it says to it (sacrificed, Liliana of the Veil's).
    ChoosePile {
        /// Who chooses.
        player: PlayerId,
        /// The first pile, else the second.
        #[serde(default)]
        first: bool,
    },
    /// 118.12a: the player an effect's "unless [they pay]" asks says whether they pay (checked
    /// and paid as any cost, 601.2g-h); if they don't, the step happens; then the rest of the
    /// effect (608.2c). The same answer to a triggered ability's "you may pay {1}. If you do,
    /// draw a card." (118.12): if they pay, the steps happen.
    PayUnless {
        /// Who may pay.
        player: PlayerId,
        /// Whether they pay (written only when true).
        #[serde(default)]
        pay: bool,
    },
    /// 105.1, 608.2c: the player a resolving effect asks for "the color of your choice" names it;
    /// the rest of the effect is carried out with it.
    ChooseColor {
        /// Who chooses.
        player: PlayerId,
        /// The colour.
        color: crate::cards::Color,
    },
    /// 201.4, 608.2c: the player a resolving effect asks for a card name ("Choose a nonland card
    /// name.") names it; the rest of the effect is carried out with it.
    ChooseName {
        /// Who chooses.
        player: PlayerId,
        /// The name, as any case ("lightning bolt"); kept as its card spells it.
        name: String,
    },
    /// 701.20a, 701.9a: a player reveals their hand and discards every card with the name
    /// (Cabal Therapy's "discards all cards with that name").
    DiscardNamed {
        /// Who discards.
        player: PlayerId,
        /// The name.
        name: String,
    },
    /// A Saga with read ahead: its controller chooses the chapter it enters with, from one to
    /// its final chapter number (702.155b).
    ChooseChapter {
        /// The Saga.
        card: ObjectId,
        /// How many lore counters it enters with.
        chapter: u32,
    },
    /// A permanent's controller answers a choice it makes as it enters (614.12a): unleash's or
    /// riot's +1/+1 counter, riot's haste, a colour (702.98a, 702.136a, 105.4).
    ChooseAsEnters {
        /// The permanent.
        card: ObjectId,
        /// The answer.
        answer: crate::cards::EntryAnswer,
    },
    /// A flip card permanent flips (710.2): its alternative characteristics apply; one-way (710.4).
    Flip(ObjectId),
    /// Phase a permanent out (702.26b), with what is attached to it (702.26g).
    PhaseOut(ObjectId),
    /// Phase a permanent in (702.26c), with what phased out indirectly with it.
    PhaseIn(ObjectId),
    /// A control-changing effect (613.1b): `player` controls the permanent from now on, or until
    /// end of turn (Threaten: control returns in the cleanup step, 514.2).
    GainControl {
        /// The permanent.
        card: ObjectId,
        /// Its new controller.
        player: PlayerId,
        /// How long (`None`: for good).
        #[serde(default)]
        until: Option<Until>,
    },
    /// 120.3: marked damage, or loyalty/defense counters removed.
    Damage {
        /// The permanent.
        card: ObjectId,
        /// How much damage.
        n: u32,
        /// What dealt it, where a spell or permanent did (deathtouch, lifelink and
        /// protection look at it: 702.2b, 702.15b, 702.16e).
        #[serde(default)]
        source: Option<ObjectId>,
    },
    // Continuous and copy effects (611, 613, 707).
    /// Layer 7c.
    ModifyPT {
        /// The object.
        card: ObjectId,
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
        card: ObjectId,
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
        card: ObjectId,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 3: a text-changing effect (612.1): a word of its rules text becomes another.
    ChangeText {
        /// The object.
        card: ObjectId,
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
        card: ObjectId,
        /// Its new colours.
        colors: Vec<crate::cards::Color>,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 4.
    AddTypes {
        /// The object.
        card: ObjectId,
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
        /// Its other creature types go: "becomes a Bird artifact creature" (205.1b).
        creature_types_replaced: bool,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 6: it gains an ability ("flying", "first strike"), as written (611.2, 613.1f).
    GainAbility {
        /// The object.
        card: ObjectId,
        /// The ability's text.
        ability: String,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// "Target creature blocks [this] this turn if able" (509.1c): `card` must block `attacker`
    /// this turn if able, each as the object it is now.
    MustBlock {
        /// The creature that must block.
        card: ObjectId,
        /// The creature it must block.
        attacker: ObjectId,
    },
    /// Layer 6.
    LoseAllAbilities {
        /// The object.
        card: ObjectId,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
    },
    /// Layer 1 copy effect (707).
    BecomeCopy {
        /// The object that becomes a copy.
        card: ObjectId,
        /// What it copies.
        of: ObjectId,
        #[serde(default)]
        /// How long (default: as long as it stays the same object).
        until: Option<Until>,
        /// The copy effect's exceptions ("except it's a 1/1", 707.9b).
        #[serde(default)]
        except: Option<Box<TokenSpec>>,
    },
    // Abilities and copies on the stack (405, 707.10), and exile-and-return.
    /// Put an ability on the stack; it remembers the object it came from (400.7, 701.27f).
    Stack {
        /// The ability's id.
        #[names(new)]
        id: ObjectId,
        /// The object it comes from.
        source: ObjectId,
        #[serde(default)]
        /// Activated (default), triggered or delayed.
        trigger: Option<AbilityKind>,
        /// What it does when it resolves (at most [`MAX_NESTING`] actions deep).
        #[serde(deserialize_with = "nested::guarded")]
        effect: Box<Action>,
        /// Its targets, objects or players (601.2c, 603.3d), checked as it resolves (608.2b).
        #[serde(default)]
        targets: Vec<Target>,
    },
    /// Resolve that ability now.
    ResolveAbility(ObjectId),
    /// Copy a spell or ability on the stack (707.10): the copy, with this id, goes on top with
    /// the original's characteristics and targets, controlled and (a spell) owned by
    /// `controller` (default: the original's controller); it isn't cast.
    CopySpell {
        /// The copy's id.
        #[names(new)]
        id: ObjectId,
        /// The spell or ability copied.
        spell: ObjectId,
        #[serde(default)]
        /// Who controls the copy.
        controller: Option<PlayerId>,
        /// Its controller may choose new targets for it (707.10c: storm's copies): the table
        /// waits for them as for a triggered ability's (603.3d, `ChooseTargets`).
        #[serde(default)]
        new_targets: bool,
    },
    /// "Exile it, then return it to the battlefield [transformed] under its owner's control"
    /// (or "under your control", `under`): a new object each time (400.7), its back face up if
    /// `transformed` (712.14a). The last chapter of the Sagas that transform does this, under
    /// the chapter ability's controller.
    ExileAndReturn {
        /// The permanent.
        card: ObjectId,
        #[serde(default)]
        /// Returned with its back face up.
        transformed: Option<bool>,
        #[serde(default)]
        /// Returned under this player's control (default: its owner's).
        under: Option<PlayerId>,
    },
    // The turn (500).
    /// Cleanup, next player's turn, untap step with the day/night check (730.2).
    PassTurn,
    /// The turn's next step or phase (500.1), with its turn-based actions: the draw (504.1),
    /// cleanup (514.2); after cleanup, the next turn.
    NextStep,
    // Libraries and hands, and what players look at (121, 701.20).
    /// A player draws cards from the top of their library (121.1); from an empty library they
    /// lose the game at the next state-based check (704.5b).
    Draw {
        /// Who draws.
        player: PlayerId,
        /// How many (default 1).
        #[serde(default)]
        n: Option<u32>,
    },
    /// 103.5, the London mulligan: the hand is shuffled back and seven are drawn; then one card
    /// per mulligan goes to the bottom (with `Move`).
    Mulligan {
        /// Who mulligans.
        player: PlayerId,
    },
    /// 103.5: a player keeps their opening hand, putting one card from it on the bottom of
    /// their library for each mulligan taken (`bottom`, in that order). Once every player has
    /// kept, turn 1 begins.
    Keep {
        /// Who keeps.
        player: PlayerId,
        /// The cards put on the bottom, one per mulligan.
        #[serde(default)]
        bottom: Option<Vec<ObjectId>>,
    },
    /// 701.20: reveal a card where it is, to every player or (`to`) one player, until it is
    /// hidden again or changes zone.
    Reveal {
        /// The card.
        card: ObjectId,
        /// Only to this player (701.20e: they look at it); default every player.
        #[serde(default)]
        to: Option<PlayerId>,
    },
    /// 701.20: a player reveals their hand, to every player or one.
    RevealHand {
        /// Whose hand.
        player: PlayerId,
        /// Only to this player; default every player.
        #[serde(default)]
        to: Option<PlayerId>,
    },
    /// 701.20e: a player looks at the top N cards of their library (then scry, 701.22a, or
    /// surveil, 701.25a, with `Move`s to the top, bottom or graveyard).
    LookAtTop {
        /// Whose library, and who looks.
        player: PlayerId,
        /// How many.
        n: u32,
    },
    /// 701.22a: a player scries: the cards named are the top of their library (as many as
    /// are named); `top` goes back on top in that order (first on top), `bottom` goes to the
    /// bottom in that order (the last named ends at the very bottom).
    Scry {
        /// Who scries.
        player: PlayerId,
        /// Back on top, first on top.
        #[serde(default)]
        top: Vec<ObjectId>,
        /// To the bottom.
        #[serde(default)]
        bottom: Vec<ObjectId>,
    },
    /// 701.25a: a player surveils: the cards named are the top of their library; `graveyard`
    /// goes to their graveyard, `top` back on top in that order (first on top).
    Surveil {
        /// Who surveils.
        player: PlayerId,
        /// Back on top, first on top.
        #[serde(default)]
        top: Vec<ObjectId>,
        /// Into the graveyard.
        #[serde(default)]
        graveyard: Vec<ObjectId>,
    },
    /// A revealed card is hidden again.
    Conceal(ObjectId),
    /// A player plays with the top card of their library revealed (`on`), or stops.
    TopRevealed {
        /// Whose library.
        player: PlayerId,
        /// Revealed, or not any more.
        #[serde(default)]
        on: bool,
    },
    /// 701.23a: a player searches their library: they see all of it (then take cards with
    /// `Move`, and `Shuffle`).
    Search {
        /// Whose library, and who searches.
        player: PlayerId,
    },
    /// 701.23a: a search is over: the player no longer sees their library's cards (those
    /// revealed to every player stay so).
    EndSearch {
        /// Whose library, and who searched.
        player: PlayerId,
    },
    // The table's marks: arrows, not game state.
    /// Draw an arrow from an object to an object or a player, seen by every player (a target,
    /// or with `attack` an attacking creature's arrow); arrows clear in the cleanup step.
    Arrow {
        /// The object it starts from.
        from: ObjectId,
        /// The object (by id) or player (by name) it points at.
        to: Target,
        /// An attack arrow.
        #[serde(default)]
        attack: bool,
    },
    /// Remove the arrows drawn from an object to an object or a player, of this kind: an
    /// attack or a block taken back before it is declared.
    RemoveArrow {
        /// The object it starts from.
        from: ObjectId,
        /// The object (by id) or player (by name) it points at.
        to: Target,
        /// An attack arrow.
        #[serde(default)]
        attack: bool,
    },
    /// Remove every arrow.
    ClearArrows,
    // Players: cards from outside, damage and life, counters, notes, day and night, the game.
    /// 701.9b: a player discards cards at random (the table's seeded source).
    DiscardAtRandom {
        /// Who discards.
        player: PlayerId,
        /// How many (default 1).
        #[serde(default)]
        n: Option<u32>,
    },
    /// A card brought into the game from outside it (400.11b: a tester building a table by hand,
    /// or an effect that does): a new object in `zone`, owned and controlled by `owner`; on top
    /// of a library or the stack.
    AddCard {
        /// Its id (new).
        #[names(new)]
        id: ObjectId,
        /// The card's name (any face's name finds the card).
        name: String,
        /// Its owner.
        owner: PlayerId,
        /// Where it goes.
        zone: Zone,
    },
    /// Damage to a player (120.3a: they lose that much life). Combat damage from a commander
    /// is also counted against that commander (903.10a, 704.6c).
    DamagePlayer {
        /// Its source.
        source: ObjectId,
        /// The player dealt damage.
        player: PlayerId,
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
        card: ObjectId,
        /// To the command zone (left out: not).
        #[serde(default)]
        command_zone: bool,
    },
    /// A note on a permanent or card, shown to every player (an empty text removes it).
    Note {
        /// The object.
        card: ObjectId,
        /// The note.
        text: String,
    },
    /// A player mills cards: the top of their library to their graveyard (701.17a).
    Mill {
        /// Who mills.
        player: PlayerId,
        /// How many.
        n: u32,
    },
    /// 730.
    SetDayNight(DayNight),
    /// Shuffle a player's library (seeded, so replays are identical).
    Shuffle {
        /// Whose library.
        player: PlayerId,
    },
    /// 706: a player rolls dice: `count` (default 1) dice of `sides` sides (d6, d20, any N).
    Roll {
        /// Who rolls.
        player: PlayerId,
        /// The sides of each die (a d20: 20).
        sides: u32,
        /// How many dice (default 1).
        #[serde(default)]
        count: Option<u32>,
    },
    /// 705: a player flips a coin.
    FlipCoin {
        /// Who flips.
        player: PlayerId,
    },
    /// 119.3: a player gains (`by` > 0) or loses (`by` < 0) life.
    ChangeLife {
        /// Who.
        player: PlayerId,
        /// How much life is gained (negative: lost).
        by: i32,
    },
    /// 119.5: a player's life total becomes a number.
    SetLife {
        /// Who.
        player: PlayerId,
        /// The new life total.
        life: i32,
    },
    /// 104.3a: a player concedes: they lose the game, and in a multiplayer game leave it with
    /// what they own (800.4a).
    Concede {
        /// Who.
        player: PlayerId,
    },
    /// A chess clock (a game option): the player's time ran out, and they lose the game (104.3);
    /// in a multiplayer game they leave it (800.4a).
    TimeRanOut {
        /// Whose time.
        player: PlayerId,
    },
    /// 122.1: put (`by` > 0) or remove (`by` < 0) counters on a player ("poison", "energy",
    /// "experience", "rad", "ticket", or any name).
    PlayerCounters {
        /// Who.
        player: PlayerId,
        /// The kind of counter.
        kind: CounterKind,
        /// How many are put (negative: removed).
        by: i32,
    },
    // The turn run by the rules: priority, combat and mana (117, 506–511, 106).
    /// The table's rules mode from now on: `Assisted` runs the turn's flow, `Free` leaves every
    /// step to the players.
    SetMode(RulesMode),
    /// 117.3d: a player who has priority passes it. When every player in the game has passed in
    /// succession, the top of the stack resolves (117.4, 608) or, with an empty stack, the step
    /// ends (500.2).
    PassPriority {
        /// Who passes.
        player: PlayerId,
        /// And goes on passing by themselves until then (where they have no stop anyway, they
        /// pass by themselves: [`Action::SetStops`]).
        #[serde(default)]
        until: Option<PassUntil>,
    },
    /// Where a player stops when they would receive priority at an assisted table: the steps
    /// of their own turns and of the other players' turns. Elsewhere they pass by themselves
    /// ("no stop"), except that a player always stops when an opponent's spell or ability is
    /// on top of the stack, when they are attacked, and to discard in the cleanup step. A
    /// player who never set stops stops everywhere.
    SetStops {
        /// Whose stops.
        player: PlayerId,
        /// Steps of their own turns.
        #[serde(default)]
        own: Vec<TurnStep>,
        /// Steps of the other players' turns.
        #[serde(default)]
        others: Vec<TurnStep>,
    },
    /// 508.1: the active player declares attackers: each creature, and the player,
    /// planeswalker or battle it attacks. Attacking taps it unless it has vigilance (508.1f).
    DeclareAttackers {
        /// The active player.
        player: PlayerId,
        /// (creature, what it attacks); empty: no attack.
        #[serde(default)]
        attackers: Vec<(ObjectId, Target)>,
    },
    /// 509.1: a defending player declares blockers: each creature and the attacker it blocks.
    DeclareBlockers {
        /// The defending player.
        player: PlayerId,
        /// (blocker, attacker), one pair a block: a creature that may block more than one
        /// attacker (509.1a) appears once for each; empty: no blocks.
        #[serde(default)]
        blockers: Vec<(ObjectId, ObjectId)>,
    },
    /// 510.1c–d: how an attacking or blocking creature's controller divides its combat damage
    /// among the creatures in combat with it (and, with trample, what it attacks, 702.19b).
    /// Made before the combat damage step; without it, the rules assign lethal damage in
    /// declaration order.
    AssignCombatDamage {
        /// The attacking or blocking creature.
        card: ObjectId,
        /// (recipient, damage).
        to: Vec<(Target, u32)>,
    },
    /// 106.4: mana is added to a player's mana pool (`"{G}{G}"`, `"{C}"`).
    AddMana {
        /// Whose pool.
        player: PlayerId,
        /// The mana, in mana symbols.
        mana: String,
    },
    /// 106.1, 605: a permanent's controller taps it for mana: a basic land type's intrinsic
    /// ability (305.6) or a "{T}: Add ..." ability; `mana` chooses among several.
    TapForMana {
        /// The permanent.
        card: ObjectId,
        /// Which mana, when it can make more than one kind (`"{R}"`).
        #[serde(default)]
        mana: Option<String>,
    },
    /// 605.3a, 106.1: a player taps each untapped land they control that can add `mana` (one
    /// kind, `"{G}"`) for it, each its own mana ability, as one action ("tap all lands for…").
    TapLandsForMana {
        /// Whose lands.
        player: PlayerId,
        /// The mana each adds.
        mana: String,
    },
    /// 601.2g–h, 602.2b: a player pays a cost from their mana pool (an ability's cost, paid by
    /// hand); Phyrexian mana they can't pay costs 2 life.
    PayCost {
        /// Who pays.
        player: PlayerId,
        /// The cost, in mana symbols.
        cost: String,
        /// How they pay it (601.2h); left out: the rules find a way.
        #[serde(default)]
        pay: Option<Payment>,
    },
    /// Who asked for an action: a networked table's seat, so the log reads "Bob: Draw a card".
    /// It changes nothing in what the action does; a seat may only speak for itself.
    By {
        /// The player who acts.
        player: PlayerId,
        /// What they do (at most [`MAX_NESTING`] actions deep).
        #[serde(deserialize_with = "nested::guarded")]
        #[names(same)]
        action: Box<Action>,
    },
}

/// How deep an action may stand inside another (an ability whose effect stacks an ability...),
/// a filter inside a filter, or a token's back face inside its front: more than any card needs,
/// and few enough that no decoder, check or rule that walks them recurses off its thread's
/// stack. A file or a client's message nested deeper is refused as it is read (a client nesting
/// `Stack` in `Stack` ten thousand deep crashed the host's decoder).
pub const MAX_NESTING: usize = 8;

impl Action {
    /// The action itself, whoever asked for it ([`Action::By`]'s inner action).
    pub fn acted(&self) -> &Action {
        match self {
            Action::By { action, .. } => action.acted(),
            a => a,
        }
    }

    /// Cast a card as it is printed: its front face, no targets, nothing chosen.
    pub fn cast(card: impl Into<ObjectId>) -> Action {
        Action::cast_targeting(card, Vec::new())
    }

    /// Cast a card as it is printed with these targets, in the order its text names them
    /// (601.2c).
    pub fn cast_targeting(card: impl Into<ObjectId>, targets: Vec<Target>) -> Action {
        Action::Cast {
            card: card.into(),
            face: None,
            face_down: None,
            targets,
            fused: false,
            prototyped: false,
            x: None,
            modes: None,
            divided: None,
            pay: None,
            kicked: false,
            buyback: false,
            alternative: None,
            additional: None,
            helpers: None,
        }
    }

    /// Cast a card face down as its morph or disguise lets it be (702.37c, 702.168a).
    pub fn cast_face_down(card: impl Into<ObjectId>, kind: FaceDownKind) -> Action {
        let mut cast = Action::cast(card);
        if let Action::Cast { face_down, .. } = &mut cast {
            *face_down = Some(kind);
        }
        cast
    }

    /// Move an object to a zone (on top of an ordered one).
    pub fn move_to(card: impl Into<ObjectId>, to: Zone) -> Action {
        Action::Move { card: card.into(), to, position: None }
    }

    /// Put a card onto the battlefield as it is printed: front face up, under its owner's
    /// control, attached to nothing.
    pub fn put_onto_battlefield(card: impl Into<ObjectId>) -> Action {
        Action::PutOntoBattlefield {
            card: card.into(),
            transformed: false,
            face_down: None,
            controller: None,
            copy_of: None,
            except: None,
            attached_to: None,
            counters: Vec::new(),
        }
    }

    /// Whether the action, said to be a player's ([`Action::by`]), still reads back from a save,
    /// an autosave or a replay: [`Action::By`] is a level of [`MAX_NESTING`] itself, so an action
    /// nested to the bound has no room for it. Checked by writing it and reading it back, the
    /// way every file and message reads it.
    pub fn has_room_for_by(&self) -> bool {
        let said = self.clone().by("a player");
        postcard::to_stdvec(&said).is_ok_and(|bytes| postcard::from_bytes::<Action>(&bytes).is_ok())
    }

    /// The action said to be asked for by `player`, unless it already says who asks.
    pub fn by(self, player: &str) -> Action {
        match self {
            a @ Action::By { .. } => a,
            a => Action::By { player: PlayerId(player.to_string()), action: Box::new(a) },
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
        assert_eq!(actions[7].ids().to_vec(), vec!["x", "x"]);
    }

    #[test]
    fn a_target_is_written_as_a_plain_name_and_a_player_s_name_settles_into_the_player() {
        let src = r#"Stack(id: "ab", source: "x", effect: Cast(card: "aura", targets: ["bears", "bob"]), targets: ["Bob", "x"])"#;
        let mut a: Action = crate::format::ron_options().from_str(src).unwrap();
        // Read, every target is an object until the table's players are known.
        assert_eq!(a.ids().to_vec(), vec!["x", "aura", "bears", "bob", "Bob", "x"]);
        a.settle_targets(|n| n.eq_ignore_ascii_case("Bob"));
        let Action::Stack { effect, targets, .. } = &a else { unreachable!() };
        assert_eq!(targets, &vec![Target::Player("Bob".into()), Target::Object("x".into())]);
        let Action::Cast { targets: inner, .. } = effect.as_ref() else { unreachable!() };
        assert_eq!(inner, &vec![Target::Object("bears".into()), Target::Player("bob".into())]);
        // Settled, players aren't object ids: they are players the action names.
        assert_eq!(a.ids().to_vec(), vec!["x", "aura", "bears", "x"]);
        assert_eq!(a.players(), vec!["bob", "Bob"]);
        // A scene writes it back as it was written.
        let ron = crate::format::compact_ron(&a);
        assert!(ron.contains(r#"targets:["Bob","x"]"#), "{ron}");
        // Over the network the kind travels with it: a player stays a player, an object whose id
        // is a name stays an object.
        let arrow = Action::Arrow { from: "x".into(), to: Target::Object("Bob".into()), attack: true };
        for sent in [a, arrow] {
            let bytes = postcard::to_stdvec(&sent).unwrap();
            assert_eq!(postcard::from_bytes::<Action>(&bytes).unwrap(), sent);
        }
    }
}
