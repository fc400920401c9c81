//! What a spell does, as typed data: each line of a spell's text the table understands is a list
//! of steps, carried out in the order written (608.2c), each aimed at the spell's targets by
//! their place (601.2c: chosen in the order the text names them) or at players the text names
//! ("you", "each opponent"). A line not understood stays text, and the card says so (`level`).

use super::filter::{Controlled, ObjectFilter, is_this, number, object_filter, without_reminder};
use super::{CardType, Color};

mod aim;
mod amount;
mod becoming;
pub mod condition;
mod demand;
mod instead;
mod kinds;
mod moment;
mod optional;
mod parts;
mod read;
mod search;
mod sentences;
mod step_facts;
mod token_words;

pub use aim::{Aim, Slots, Status, TargetKind, Wanted, With};
pub use amount::{Amount, Count, Whose};
pub use becoming::{Animation, CopyExcept};
pub use condition::Designation;
pub use demand::CombatDemand;
pub use instead::Instead;
pub use kinds::StepKind;
pub use moment::Moment;
pub use optional::Payer;
pub use parts::{PlayerCounter, Sacrificed, SpellEffect};
pub(crate) use read::enforced_keywords;
pub(in crate::cards) use read::{all_aim, counted, for_each, for_each_now, spell_wanted, wanted, with_words};
pub use search::{Among, Found, Rest, Search};
pub use token_words::TokenWords;

use read::step;

/// One step of a spell's effect.
#[derive(Clone, Debug, PartialEq)]
pub enum EffectStep {
    /// "[This] deals N damage to [aim]" (120.3).
    Damage {
        /// How much.
        n: Amount,
        /// To what or whom.
        to: Aim,
    },
    /// "Destroy [aim]" (701.8a).
    Destroy(Aim),
    /// "Exile [aim]" (701.13a).
    Exile(Aim),
    /// "Exile [aim] until [this] leaves the battlefield" (610.3a): it returns to the battlefield
    /// the moment its source leaves; not exiled at all if it already has (610.3c).
    ExileUntilThisLeaves(Aim),
    /// "Return [aim] to its owner's hand" (400.6).
    ReturnToHand(Aim),
    /// "Tap [aim]" (701.26a).
    Tap(Aim),
    /// "Untap [aim]" (701.26b).
    Untap(Aim),
    /// "Tap or untap [aim]" (Pestermite's, after "you may"): only an untapped permanent can be
    /// tapped and only a tapped one untapped (701.26a, 701.26b), so the one choice that does
    /// anything turns it the other way; one who wants neither declines the "may".
    TapOrUntap(Aim),
    /// "Target creature becomes blue until end of turn", "[This] becomes colorless until end of
    /// turn" (105.3, 613.1e): its colours set in layer 5 until the turn ends (none: colourless).
    BecomeColors {
        /// What changes colour.
        aim: Aim,
        /// Its colours from then on.
        colors: Vec<Color>,
    },
    /// "Regenerate [aim]" (701.19a): the next time the permanent would be destroyed this turn,
    /// instead its damage is removed, it is tapped and removed from combat.
    Regenerate(Aim),
    /// "If that creature would die this turn, exile it instead" (614.1a): a replacement for the
    /// rest of the turn on what the step before named.
    ExileIfItDies(Aim),
    /// "If it would leave the battlefield, exile it instead of putting it anywhere else"
    /// (614.1a, unearth 702.84a): a replacement on what the step before named for as long as it
    /// stays that object on the battlefield.
    ExileIfItLeaves(Aim),
    /// "It doesn't untap during its controller's next untap step", "Those creatures don't untap
    /// during their controller's next untap step" (502.3): the next untap step of the
    /// permanent's controller passes it by, for as long as it is that object.
    SkipNextUntap(Aim),
    /// "It can't be regenerated", "They can't be regenerated" after a destroy step (701.19c):
    /// what it destroys, regeneration shields don't save this turn.
    NoRegeneration(Aim),
    /// "[aim] gets +N/+M until end of turn" (611.2a, 613.4c).
    Pump {
        /// The creature.
        aim: Aim,
        /// Power added.
        power: i32,
        /// Toughness added.
        toughness: i32,
        /// How many times ("+X/+X", "+1/+1 for each Forest you control"; once where printed).
        times: Amount,
    },
    /// "[aim] gains flying until end of turn" (611.2a, 613.1f): a keyword ability the rules
    /// enforce, as its text ("Flying", "First strike").
    GainKeyword {
        /// The permanent.
        aim: Aim,
        /// The keyword, as an ability line says it.
        keyword: String,
    },
    /// "It gains haste." with no duration (611.2a, 613.1f): the keyword for as long as the
    /// permanent stays that object (unearth, 702.84a; Sneak Attack).
    GainKeywordForever {
        /// The permanent.
        aim: Aim,
        /// The keyword, as an ability line says it.
        keyword: String,
    },
    /// "Amass N" (701.47a, "amass Zombies N" by 701.47d): its controller creates a 0/0 black
    /// Zombie Army creature token if they control no Army, then puts N +1/+1 counters on an Army
    /// they control, which becomes a Zombie too if it isn't one.
    Amass(u32),
    /// "Create N [token] tokens" (111.2): its controller creates them; "Its controller creates
    /// a 3/3 green Beast creature token" (Beast Within), "Each player creates ...": that player.
    CreateTokens {
        /// How many.
        n: Amount,
        /// What each is.
        token: TokenWords,
        /// Who creates them (and controls them, 111.2).
        who: Aim,
    },
    /// "Put N +1/+1 counters on [aim]" (122.1a).
    PlusOneCounters {
        /// The permanent.
        aim: Aim,
        /// How many.
        n: Amount,
    },
    /// "Put an age counter on [aim]", "Put a -1/-1 counter on target creature" (122.1): counters
    /// of any kind but +1/+1 (`PlusOneCounters`).
    AddCounters {
        /// The permanent.
        aim: Aim,
        /// How many.
        n: u32,
        /// Their kind, as the text names it ("age", "-1/-1", "charge").
        kind: String,
    },
    /// "You may put a land card from your hand onto the battlefield": up to one card of the
    /// kind, chosen by the player as the step is reached.
    PutFromHand {
        /// The player.
        who: Aim,
        /// What the card may be.
        wanted: Wanted,
    },
    /// "[you may] exile a nonartifact, nonland card from your hand" (Chrome Mox's imprint;
    /// 607.2a): one card of the kind, chosen as it is reached, linked to the ability's source.
    ExileFromHand {
        /// The player.
        who: Aim,
        /// What the card may be.
        wanted: Wanted,
    },
    /// "Target player exiles a card from their graveyard." (Relic of Progenitus), "that player
    /// exiles two cards from their graveyard" (406.2): the player chooses which as it is reached.
    ExileFromGraveyard {
        /// The player.
        who: Aim,
        /// How many (fewer where there are fewer).
        n: u32,
    },
    /// "You may play an additional land this turn", "... up to three additional lands this
    /// turn" (305.2): more land plays for its controller this turn.
    AdditionalLands(u32),
    /// "Counter [target spell]" (701.6a).
    CounterSpell(Aim),
    /// "Counter target spell. If that spell is countered this way, exile it instead of putting
    /// it into its owner's graveyard." (701.6a, 614.1a): countered, and put elsewhere.
    CounterInstead {
        /// The spell.
        aim: Aim,
        /// Where it goes rather than its owner's graveyard.
        to: Instead,
    },
    /// "Draw N cards", "[player] draws N cards" (121.1).
    Draw {
        /// The player.
        who: Aim,
        /// How many.
        n: Amount,
    },
    /// "You gain N life", "[player] gains N life" (119.3).
    GainLife {
        /// The player.
        who: Aim,
        /// How many.
        n: Amount,
    },
    /// "Its controller gains life equal to its power" (Swords to Plowshares; 119.3): as much
    /// as the object the step before acted on had, as it last existed (608.2h).
    GainLifeEqual {
        /// The player.
        who: Aim,
        /// Its toughness rather than its power.
        toughness: bool,
    },
    /// "You gain life equal to the life lost this way" (119.3, 608.2h): as much as the players
    /// the step before made lose, together (Blood Tithe, extort).
    GainLifeLost {
        /// The player.
        who: Aim,
    },
    /// "[player] loses N life" (119.3).
    LoseLife {
        /// The player.
        who: Aim,
        /// How many.
        n: Amount,
    },
    /// "Reveal the top card of your library and put that card into your hand" (Dark Confidant,
    /// 701.20a): revealed to every player, then put into its owner's hand (not a draw, 121.1);
    /// the next step's "it" is that card ("You lose life equal to its converted mana cost").
    TopToHand {
        /// Whose library.
        who: Aim,
    },
    /// "That player exiles the top card of their library" (ingest, 702.115a): the top cards
    /// go to exile face up (406.3).
    ExileTop {
        /// Whose library.
        who: Aim,
        /// How many cards.
        n: u32,
    },
    /// "Exile all cards from target player's graveyard", "Exile each opponent's graveyard"
    /// (406.2): every card in that player's graveyard, to exile.
    ExileGraveyard {
        /// The player.
        who: Aim,
    },
    /// "Prevent the next N damage that would be dealt to any target this turn" (615.7): a
    /// shield on the player or permanent for the rest of the turn (`ops::prevention`).
    PreventNext {
        /// How much damage.
        n: u32,
        /// The player or permanent.
        to: Aim,
    },
    /// "Prevent all combat damage that would be dealt by target creature this turn.", "...
    /// dealt to and dealt by that creature this turn", "Prevent all damage target creature would
    /// deal this turn." (615.1a): for the rest of the turn, damage to or by the object.
    PreventAll {
        /// The object (a permanent, or a spell as the source).
        aim: Aim,
        /// Damage dealt to it.
        to: bool,
        /// Damage it deals.
        by: bool,
        /// Combat damage only.
        combat_only: bool,
    },
    /// "[player] mills N cards" (701.17a).
    Mill {
        /// The player.
        who: Aim,
        /// How many.
        n: Amount,
    },
    /// "Attach this Equipment to target creature you control" (equip, 702.6a; 701.3a): the
    /// ability's source becomes attached to the target.
    AttachThis(Aim),
    /// "then you may cast it [transformed] without paying its mana cost" (608.2g; a Siege's
    /// intrinsic ability, 310.11b): its controller may cast the card, where it now is, as part
    /// of the resolution.
    CastThis {
        /// With its back face up (712.11a).
        transformed: bool,
        /// Without paying its mana cost (601.2f).
        free: bool,
    },
    /// "Switch target creature's power and toughness until end of turn" (613.4d, 611.2a).
    SwitchPT(Aim),
    /// "Create a token that's a copy of target creature you control, except it has haste"
    /// (111.12, 707.9b): its controller creates it.
    CreateTokenCopy {
        /// What it copies.
        of: Aim,
        /// What it has besides the copied values.
        except: CopyExcept,
    },
    /// "This Vehicle becomes an artifact creature until end of turn" (702.122a), "Azorius
    /// Keyrune becomes a 2/2 white and blue Bird artifact creature with flying until end of
    /// turn", "Target land becomes a 3/3 creature until end of turn. It's still a land."
    /// (205.1b, 613.1d-f, 613.4b).
    BecomeCreature(Box<Animation>),
    /// "You become the monarch" (724.1, 724.3).
    BecomeMonarch(Aim),
    /// "You win the game" (104.2b), "you lose the game" (104.3e).
    WinOrLose {
        /// The player.
        who: Aim,
        /// Wins (else loses).
        win: bool,
    },
    /// "Take an extra turn after this one", "Target player takes two extra turns after this
    /// one" (500.7): the turns added after this one, one at a time.
    ExtraTurns {
        /// The player.
        who: Aim,
        /// How many.
        n: u32,
    },
    /// "Target player shuffles their graveyard into their library" (701.24a, 701.24d): every
    /// card of that graveyard put into that library, then the library shuffled (even with no
    /// card in the graveyard).
    ShuffleGraveyard {
        /// The player.
        who: Aim,
    },
    /// "Look at target player's hand" (701.20e): the hand shown to the spell's or ability's
    /// controller only.
    LookAtHand {
        /// Whose hand.
        whose: Aim,
    },
    /// "Bolster 2" (701.39a): its controller chooses a creature with the least toughness among
    /// those they control and puts N +1/+1 counters on it; a choice where several tie.
    Bolster(u32),
    /// Sylvan Library's "choose two cards in your hand drawn this turn. For each of those cards,
    /// pay 4 life or put the card on top of your library." (119.4): how many, life for each.
    PayLifeOrPutBack(u32, u32),
    /// "Untap up to four lands" (701.26b): its controller chooses which tapped lands.
    UntapLands(u32),
    /// "you may return a creature card from your graveyard to your hand" (Corpse Churn): up to
    /// one card of the kind, chosen by its controller as the step is reached.
    ReturnFromGraveyard(Wanted),
    /// Cataclysm's "Each player chooses from among the permanents they control an artifact, a
    /// creature, an enchantment, and a land, then sacrifices the rest." (701.21a): who, the types.
    KeepOneOfEach(Aim, Vec<CardType>),
    /// "Proliferate" (701.34a): chosen permanents and players get a counter of each kind there.
    Proliferate,
    /// "it becomes renowned" (702.112a), "it becomes monstrous" (701.37a): the permanent gets
    /// that designation (702.112b, 701.37b).
    Become(Aim, Designation),
    /// Cascade's triggered ability (702.85a): cards are exiled from the top of its controller's
    /// library until a nonland card with a lesser mana value than the spell's; they may cast it
    /// without paying its mana cost; the rest go to the bottom in a random order.
    Cascade,
    /// "If you do, ..." (608.2c, Creeping Chill): only where the step before found its object.
    IfDone(std::sync::Arc<SpellEffect>),
    /// "Transform [this]" (701.27a): its source, not if it transformed since (701.27f).
    Transform(Aim),
    /// "Incubate 2", "Incubate X, where X is ..." (701.53a): an Incubator with that many counters.
    Incubate(Amount),
    /// "You get an emblem with "..."" (114.1): one in its controller's command zone, its line.
    Emblem(String),
    /// Storm's triggered ability (702.40a): the spell is copied once for each other spell cast
    /// before it this turn; its controller may choose new targets for each copy (707.10c).
    Storm,
    /// "Separate all permanents target player controls into two piles. That player sacrifices
    /// all permanents in the pile of their choice." (700.3): the effect's controller separates,
    /// the player aimed at chooses and sacrifices (`rules::ops::piles`).
    Piles(Aim),
    /// "Copy target instant or sorcery spell." (707.10): a copy of the spell aimed at, put on
    /// the stack under the effect's controller; `new_targets`: "You may choose new targets for
    /// the copy." (707.10c).
    CopySpell {
        /// The spell copied.
        aim: Aim,
        /// Its controller may choose new targets for the copy.
        new_targets: bool,
    },
    /// "It explores." (701.44a): its controller reveals the top card of their library; a land
    /// goes to their hand, else the permanent gets a +1/+1 counter and they may put the card
    /// into their graveyard. The effect's last step.
    Explore(Aim),
    /// Madness's triggered ability (702.35a): "its owner may cast it by paying [cost] rather
    /// than paying its mana cost. If that player doesn't, they put this card into their
    /// graveyard."
    CastForMadness,
    /// "Sacrifice it", "Its controller sacrifices it" (701.21a): the permanent goes to its
    /// owner's graveyard.
    Sacrifice(Aim),
    /// "Return that card to the battlefield under its owner's control" (or "under your
    /// control"): the card is put onto the battlefield.
    ReturnToBattlefield {
        /// The card.
        aim: Aim,
        /// Under the effect's controller's control rather than its owner's.
        yours: bool,
        /// "with a -1/-1 counter on it" (persist, 702.79a; 614.1c): how many of which kind it
        /// enters with.
        counter: Option<(u32, String)>,
    },
    /// "you may sacrifice a creature. When you do, [steps]" (603.12): as the ability resolves its
    /// controller chose whether to sacrifice, and what (`ChooseMay`); if they did, a reflexive
    /// triggered ability triggers, its targets chosen as it goes on the stack.
    WhenYouDo {
        /// What may be sacrificed.
        sacrifice: Sacrificed,
        /// What the reflexive ability does.
        effect: std::sync::Arc<SpellEffect>,
        /// Its words ("Destroy target creature an opponent controls.").
        text: String,
    },
    /// "Prevent all combat damage that would be dealt this turn." (615.1).
    PreventCombatDamage,
    /// "Shuffle Green Sun's Zenith into its owner's library.": the spell's last step; it goes
    /// to its owner's library, which is shuffled, instead of their graveyard (608.2n).
    ShuffleThisIntoLibrary,
    /// "Choose target creature.": the target is chosen (601.2c) and nothing happens to it; a
    /// later step names it ("that creature", a fight's first creature).
    ChooseTarget(Aim),
    /// "[with] fights [aim]" (701.12a): each deals damage equal to its power to the other;
    /// `with` is the source (`Aim::This`) or the target named before (`Aim::It`). If either
    /// isn't on the battlefield or a legal target as it resolves, no damage is dealt (701.12b).
    Fight {
        /// The creature fought.
        aim: Aim,
        /// The creature that fights it.
        with: Aim,
    },
    /// "[by] deals damage equal to its power to [aim]" (120.3): the creature is the source of
    /// the damage; `by` is the source (`Aim::This`) or the target named before (`Aim::It`).
    DamageByPower {
        /// What is dealt the damage.
        aim: Aim,
        /// The creature that deals it.
        by: Aim,
    },
    /// "Search your library for a basic land card, put it onto the battlefield tapped, then
    /// shuffle" (701.23a): the player looks through their library and finds a card that fits,
    /// or none (701.23b), as the effect's last step.
    Search(std::sync::Arc<Search>),
    /// "Scry 2" (701.22a): its controller looks at the top N cards of their library and puts
    /// any number on the bottom and the rest on top in any order; the effect's later steps wait
    /// for it (`SpellEffect::read`: one such choice an effect).
    Scry(u32),
    /// "You get {E}{E} (two energy counters)" (107.14, 122.1), "That player gets two poison
    /// counters" (122.1f): the player gets that many counters of the kind.
    GetCounters {
        /// Who gets them.
        who: Aim,
        /// Their kind.
        kind: PlayerCounter,
        /// How many.
        n: Amount,
    },
    /// "Remove a +1/+1 counter from [this]", "Remove two time counters from target permanent"
    /// (122.1): as many as it has, up to N.
    RemoveCounters {
        /// The permanent.
        aim: Aim,
        /// How many.
        n: u32,
        /// Their kind, as the text names it ("+1/+1", "-1/-1", "time").
        kind: String,
    },
    /// "Surveil 2" (701.25a): the same look, the cards put into the graveyard rather than on
    /// the bottom.
    Surveil(u32),
    /// "Look at the top three cards of your library, then put them back in any order" (401.4):
    /// its controller looks and puts them all back on top in the order they choose; with "You
    /// may shuffle your library." after it (`may_shuffle`), they may shuffle instead (the order
    /// they would have chosen is lost in the shuffle). A choice the later steps wait for.
    ArrangeTop {
        /// How many cards.
        n: u32,
        /// "You may shuffle your library."
        may_shuffle: bool,
    },
    /// "Target player discards two cards", "Draw a card, then discard a card" (701.9a): the
    /// player chooses which (701.9b), a choice the later steps wait for; "at random", the
    /// table's seeded source chooses.
    Discard {
        /// The player.
        who: Aim,
        /// How many.
        n: u32,
        /// "at random".
        random: bool,
    },
    /// "Target opponent reveals their hand. You choose a nonland card from it. That player
    /// discards that card." (701.20a, 701.9b): the hand is revealed, the effect's controller
    /// chooses one card of it that fits (none where none does), and its owner discards it.
    DiscardChosen {
        /// Whose hand.
        who: Aim,
        /// What the card may be ("nonland", "noncreature, nonland").
        wanted: Wanted,
    },
    /// "Counter target spell unless its controller pays {3}", "sacrifice this unless you pay
    /// {2}" (118.12a: "[a player] may pay; if they don't, [step]"): the payer chooses as it
    /// resolves, a choice the later steps wait for.
    Unless {
        /// What happens if they don't pay.
        step: Box<EffectStep>,
        /// Who may pay.
        payer: Payer,
        /// The mana they may pay.
        cost: Vec<crate::cards::ManaSymbol>,
        /// "for each age counter on it" (cumulative upkeep, 702.24a): the cost is paid once for
        /// each counter of this kind on the object the step acts on, counted as it is asked.
        per_counter: Option<String>,
        /// "{X}, where X is Mausoleum Wanderer's power": the X of the cost counted as the step
        /// happens (608.2h; its source as it last existed where it is gone); none: the spell's X.
        x: Option<Amount>,
    },
    /// "Target creature can't block this turn", "Creatures without flying can't block this turn"
    /// (509.1b): each gains "This creature can't block." until end of turn.
    CantBlock(Aim),
    /// "If this spell was kicked, draw a card." (702.33d): steps done only if the spell was cast
    /// with its kicker paid (none with a target, none a choice; a kicked effect "instead" of
    /// another isn't read).
    IfKicked(std::sync::Arc<SpellEffect>),
    /// "you may put a +1/+1 counter on it. If you don't, create a 1/1 colorless Servo artifact
    /// creature token." (702.123a): an optional triggered ability's last step, what it does
    /// instead where its controller chose not to (603.5; none with a target, none a choice).
    IfYouDont(std::sync::Arc<SpellEffect>),
    /// "If you control an artifact, draw a card.", "Revolt — If a permanent you controlled left
    /// the battlefield this turn, you gain 3 life." (608.2c): the steps, done only where the
    /// condition holds as the effect is worked out.
    IfHolds {
        /// What must be true, "you" being its controller.
        condition: Box<super::condition::Condition>,
        /// What it then does.
        effect: std::sync::Arc<SpellEffect>,
    },
    /// "you may pay {1}. If you do, draw a card." (a triggered ability's; 118.12, 603.5): its
    /// controller chooses as it resolves whether to pay; if they do, the steps happen (none
    /// with a target, none a choice). A choice the later steps wait for.
    IfYouPay {
        /// The mana.
        cost: Vec<crate::cards::ManaSymbol>,
        /// The energy ("you may pay {E}{E}", 107.14): energy counters its controller removes.
        energy: u32,
        /// What paying does.
        effect: std::sync::Arc<SpellEffect>,
        /// Its words ("Draw a card.").
        text: String,
    },
    /// "Destroy target land. If that land was nonbasic, [this] deals 2 damage to the land's
    /// controller.", "Exile target card from a graveyard. If it was a creature card, put a +1/+1
    /// counter on [this] and you gain 1 life." (608.2c, 608.2h): steps done only where the
    /// target the step before named is what `is` asks, as it is (or last existed) now; "it"
    /// and "its controller" in them name that target.
    IfItWas {
        /// What it must have been.
        is: Box<Wanted>,
        /// What is then done.
        effect: std::sync::Arc<SpellEffect>,
    },
    /// "Counter target spell if it's blue", "Destroy target permanent if it's red" (Pyroblast,
    /// Hydroblast), "Destroy target creature if it has converted mana cost 2 or less" (Fatal
    /// Push; 608.2b doesn't apply: the target is legal whatever it is): as it resolves, the
    /// step happens only to an object that is what `is` asks (its colours, its mana value).
    IfItIs {
        /// What happens if it is.
        step: Box<EffectStep>,
        /// What it must be (its colours: any of them).
        is: Box<Wanted>,
    },
    /// "[Step on target]. [Ability word —] [step on that object] instead if [condition]."
    /// (Fatal Push's revolt, Galvanic Blast's metalcraft, Brimstone Volley's morbid; 608.2c):
    /// one target, and as it resolves, `instead` is done to it where the condition holds for
    /// its controller, else `step`.
    InsteadIf {
        /// What happens where the condition doesn't hold; its aim names the target.
        step: Box<EffectStep>,
        /// What happens where it does, to the same object or player.
        instead: Box<EffectStep>,
        /// The condition, judged as it resolves.
        condition: Box<crate::cards::condition::Condition>,
    },
    /// "Remove it from combat", "untap [this] and remove it from combat" (506.4).
    RemoveFromCombat(Aim),
    /// 508.1d, 509.1c: a requirement on this turn's attacks or blocks ("Target creature attacks
    /// this turn if able", "... blocks [this] this turn if able", provoke; `read::blocks`).
    CombatDemand {
        /// The creature the requirement is on.
        aim: Aim,
        /// What it asks.
        demand: CombatDemand,
    },
    /// "Target creature can't be blocked this turn", "[This] can't be blocked this turn" (509.1b):
    /// each gains "This creature can't be blocked." until end of turn; "... this turn except by
    /// creatures with haste": the words after "blocked", which its line says ("This creature
    /// can't be blocked except by creatures with haste.").
    CantBeBlocked(Aim, Option<String>),
    /// "Target creature can't attack or block this turn" (508.1c, 509.1b): each gains "This
    /// creature can't attack or block." until end of turn.
    CantAttackOrBlock(Aim),
    /// "Gain control of target creature until end of turn" (Threaten, Act of Treason; 613.1b,
    /// 514.2), "Gain control of target artifact": the spell's controller controls it, for good
    /// or until the cleanup step.
    GainControl {
        /// What.
        aim: Aim,
        /// "until end of turn".
        until_end_of_turn: bool,
    },
    /// "Target player sacrifices a creature", "Each player sacrifices two creatures",
    /// "sacrifice a land" (701.21a): each player named chooses that many permanents they control
    /// of the kind, a choice the later steps wait for.
    SacrificeChosen {
        /// Who sacrifices.
        who: Aim,
        /// How many.
        n: u32,
        /// Of what kind ("creature", "land", "artifact or creature", "Goblin").
        what: ObjectFilter,
    },
    /// "Return a creature you control to its owner's hand" (Whitemane Lion), "... a red or green
    /// creature ..." (Stampeding Wildebeests' kin): one permanent of the kind its controller
    /// controls, chosen as the step is reached.
    ReturnChosen {
        /// Who chooses, among the permanents they control.
        who: Aim,
        /// Of what kind.
        what: Wanted,
    },
    /// "[This] deals 3 damage divided as you choose among one, two, or three targets" (601.2d):
    /// `to` is "up to" so many targets of a kind (`Aim::Targets`), at least one chosen; its
    /// caster divides the damage as they cast it, each target dealt at least 1
    /// (`Action::Cast`'s `divided`).
    DividedDamage {
        /// How much, in all.
        n: u32,
        /// Among what.
        to: Aim,
    },
    /// "Sacrifice it unless you return an artifact you control to its owner's hand" (Glint Hawk;
    /// 118.12): its controller returns one permanent of the kind they control, or else "this" is
    /// sacrificed (`rules::ops::hand_choice`, `HandTo::ReturnOrSacrifice`).
    ReturnOrSacrifice(Wanted),
    /// "Put target creature on top of its owner's library", "... on the bottom of its owner's
    /// library" (400.3: a card goes to its owner's library; a token there ceases to exist, 111.7).
    PutInLibrary {
        /// What is put there.
        aim: Aim,
        /// On top rather than at the bottom.
        top: bool,
    },
    /// "Add {B}{B}{B}." (Dark Ritual; 106.4): the mana goes into its controller's pool. A spell
    /// that adds mana isn't a mana ability (605.1a): it is cast and resolves as any spell.
    /// "That player adds {G}{G}." (Magus of the Vineyard): another player's pool.
    AddMana {
        /// The mana.
        mana: Vec<crate::cards::ManaSymbol>,
        /// Whose pool.
        who: Aim,
    },
    /// "Choose a [nonland] card name." (201.4): its controller names a card of the card
    /// reference as the effect reaches this step, a choice the later steps wait for and use.
    ChooseName {
        /// "a nonland card name" (201.4a).
        nonland: bool,
    },
    /// "Target player reveals their hand and discards all cards with that name." (701.20a,
    /// 701.9a): the name chosen by the `ChooseName` before it.
    DiscardNamed {
        /// The player.
        who: Aim,
    },
    /// "the color of your choice" (105.1): its controller chooses a colour as the effect reaches
    /// this step, a choice the later steps wait for and use ("gains protection from the color
    /// of your choice", "Add one mana of any color").
    ChooseColor,
    /// "Add one mana of any color", "Add three mana of any one color": N mana of the colour
    /// chosen by the `ChooseColor` before it.
    AddChosenMana(Amount),
    /// "then put two cards from your hand on top of your library in any order" (Brainstorm), "target
    /// opponent puts a card from their hand on top of their library": that player chooses them.
    PutBackFromHand(u32, Aim),
    /// "[Steps] at the beginning of the next turn's upkeep", "... of the next end step"
    /// (603.7a): a delayed triggered ability its controller gets as this resolves, which
    /// triggers once, at that moment, and does these steps (none with a target). "It", "that
    /// card", "those tokens" in them are what the step before acted on (603.7c).
    Delayed {
        /// When it triggers.
        at: Moment,
        /// What it does.
        effect: std::sync::Arc<SpellEffect>,
        /// Its words ("Draw a card.").
        text: String,
    },
}

/// What the actions of the steps after a colour choice (`EffectStep::ChooseColor`) say where
/// the colour chosen goes, until it is chosen: "protection from the chosen color", mana
/// "{chosen}" (`rules::ops::color_choice`).
pub const CHOSEN: &str = "chosen";

#[cfg(test)]
mod tests;
