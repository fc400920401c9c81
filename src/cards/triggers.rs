//! Triggered abilities (603.1) read from Oracle text into typed data, once, when a face's text
//! is parsed: the trigger event and what it watches, the intervening "if" clause (603.4), "may"
//! (603.5), "This ability triggers only once each turn", and the few effects the table carries
//! out itself. A line the reader doesn't understand isn't a [`Trigger`]: it stays text for the
//! players, and [`is_trigger_text`] says it looked like one, so the card's level says so.

pub use super::condition::Condition;
use super::effects::{Aim, EffectStep, SpellEffect};
pub use super::filter::{Controlled, ObjectFilter};
use super::filter::{is_this, object_filter, type_filter, without_ability_word, without_reminder};

mod events;
mod kinds;
mod players;
mod subject;
mod wording;

use events::event;
pub use kinds::EventKind;
pub use players::Hue;
use players::player_event;
use subject::subject;
use wording::{from_your_graveyard, had, it_is_this};

/// A triggered ability: "When/Whenever/At [event], [if condition,] [effect]" (603.1, 603.4).
#[derive(Clone, Debug, PartialEq)]
pub struct Trigger {
    /// What it waits for.
    pub event: TriggerEvent,
    /// Its intervening "if" clause, checked as it triggers and as it resolves (603.4).
    pub condition: Option<Condition>,
    /// Its effect is optional ("you may ..."): the choice is made as it resolves (603.5).
    pub may: bool,
    /// "This ability triggers only once each turn."
    pub once_each_turn: bool,
    /// What it does, as printed (after the trigger condition and any "if" clause).
    pub effect_text: String,
    /// What the table does itself when it resolves; `None`: the players carry out its text.
    pub effect: Option<TriggerEffect>,
    /// It functions while its card is in its owner's graveyard, not on the battlefield: it
    /// returns the card from there ("you may return [this] from your graveyard to your hand",
    /// 113.6m), or triggers only "if [this] is in your graveyard" (113.6b).
    pub from_graveyard: bool,
    /// A keyword that stands for this trigger and a replacement effect (614.1c) besides: the
    /// counters its permanent enters with (modular, 702.43a: "This enters with N +1/+1
    /// counters on it").
    pub enters_with: Option<(u32, String)>,
    /// Vanishing (702.63a): its permanent has a third ability, "When the last time counter is
    /// removed from this permanent, sacrifice it" (`rules::ops::vanishing`).
    pub vanishing: bool,
}

/// Where a card is put into a graveyard from, for [`TriggerEvent::PutIntoGraveyardFrom`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FromZone {
    /// "from anywhere": the battlefield, or any other zone.
    Anywhere,
    /// "from your library" (milled, 701.17a; or put there by any effect).
    Library,
}

/// A trigger event (603.2, 603.6, 603.10).
#[derive(Clone, Debug, PartialEq)]
pub enum TriggerEvent {
    /// "When [this] enters", "Whenever a creature enters [under your control]" (603.6a).
    Enters(Subject),
    /// "When [this] dies", "Whenever another creature dies": put into a graveyard from the
    /// battlefield (700.4); it looks back in time (603.10a).
    Dies(Subject),
    /// "When [this] is put into a graveyard from the battlefield": any permanent, not only a
    /// creature (603.6c); it looks back in time (603.10a).
    PutIntoGraveyard(Subject),
    /// "When [this] leaves the battlefield" (603.6c); it looks back in time (603.10a).
    LeavesBattlefield(Subject),
    /// "Whenever a creature dealt damage by [this] this turn dies" (700.4, 120.3): a creature
    /// the source dealt damage to this turn, as the object it still is, put into a graveyard
    /// from the battlefield; it looks back in time (603.10a).
    DiesDealtDamageByThis,
    /// "Whenever [this] enters or attacks": either event.
    Either(Box<TriggerEvent>, Box<TriggerEvent>),
    /// "Whenever [this] attacks" (508.3a).
    Attacks(Subject),
    /// "Whenever [this] blocks" (509.3a).
    Blocks(Subject),
    /// "Whenever [this] becomes blocked" (509.3c, 603.2e).
    BecomesBlocked(Subject),
    /// "When [this] becomes the target of a spell or ability" (115.1); `true`: "... a spell or
    /// ability an opponent controls".
    BecomesTarget(Subject, bool),
    /// "Whenever a creature without flanking blocks [this]" (509.3d, 702.25a): once for each
    /// creature blocking it that hasn't the keyword; "the blocking creature" is that one.
    BlockedByWithout(Subject, String),
    /// "Whenever [this] blocks a creature with flying" (509.3d): once for each creature with the
    /// keyword it blocks; "that creature" is that one.
    BlocksCreatureWith(Subject, String),
    /// "Whenever [this] blocks a creature" (`blocks`), "... becomes blocked by a creature"
    /// (`blocked`), "... blocks or becomes blocked by a creature" (both): once for each creature
    /// it blocks or is blocked by (509.3d, 509.3c); "that creature" is that other creature.
    CombatPair {
        /// The creature.
        subject: Subject,
        /// As it blocks.
        blocks: bool,
        /// As it is blocked.
        blocked: bool,
        /// "... by a non-Wall creature", "... by a nonblack creature": only an other creature
        /// of this kind counts (none: any creature).
        other: Option<std::sync::Arc<crate::cards::effects::Wanted>>,
    },
    /// "Whenever [this] deals combat damage to a player" (510.3a).
    CombatDamageToPlayer(Subject),
    /// "Whenever [this] deals damage", "... deals damage to a player / an opponent", "... deals
    /// combat damage to a creature" (120.3): to what, and whether only combat damage counts.
    DealsDamage(Subject, DamageTo, bool),
    /// "Whenever [this] is dealt damage" (120.3).
    IsDealtDamage(Subject),
    /// "Whenever [this] becomes tapped" (603.2e: not as it enters tapped).
    BecomesTapped(Subject),
    /// "Whenever [this] attacks and isn't blocked" (509.3g).
    AttacksUnblocked(Subject),
    /// "Whenever a creature you control attacks alone" (702.83b: the only creature declared
    /// as an attacker in the declare attackers step).
    AttacksAlone(Subject),
    /// "Whenever [this] and at least two other creatures attack" (battalion, 508.3a): it
    /// attacks, and at least that many other creatures its controller controls attack with it.
    AttacksWithOthers(Subject, u32),
    /// "When [this] is turned face up" (708.8).
    TurnedFaceUp(Subject),
    /// "When [this] transforms into ..." / "Whenever [this] transforms" (701.27).
    Transforms(Subject),
    /// "At the beginning of [whose] [step]" (603.2b).
    StepBegins(Step, Whose),
    /// "Whenever you cast a spell that targets [this]" (heroic, 601.2c, 601.2i).
    CastTargetingThis(Whose),
    /// "When [this] is put into a graveyard from anywhere" (Emrakul, the Aeons Torn),
    /// "When [this] is put into your graveyard from your library" (Narcomoeba): from the
    /// battlefield it looks back (603.10a); from elsewhere the card's ability triggers where it
    /// went (603.6d). Its "that player" is the card's owner, its "it" the card there.
    PutIntoGraveyardFrom(FromZone),
    /// "Whenever you cast a spell that targets one or more permanents" (Dack Fayden's emblem,
    /// 601.2c, 601.2i): its "those permanents" are the permanents the spell targets.
    CastTargetingPermanents(Whose),
    /// "Whenever [this] becomes untapped" (inspired, 702 ability word; 701.26b).
    BecomesUntapped(Subject),
    /// "When [this] becomes monstrous" (701.37b).
    BecomesMonstrous(Subject),
    /// "When you cast this spell" (601.2i): the spell's own ability, which triggers as it is
    /// cast, on the stack (cascade, 702.85a).
    CastThis,
    /// "When you control no Islands" (603.8): a state trigger, which triggers whenever its
    /// controller controls no permanent of the kind (`another`: but its source), and not again
    /// while it is waiting or on the stack.
    ControlsNone {
        /// The kind of permanent.
        filter: ObjectFilter,
        /// "no other artifacts": its source isn't counted.
        another: bool,
    },
    /// "Whenever [whose] casts [a spell]" (601.2i): of the types and the colour named ("a blue
    /// spell", "a multicolored instant or sorcery spell").
    Cast(Whose, ObjectFilter, Hue),
    /// "Whenever [whose] gains life" (119.9: once for each life gain event).
    GainsLife(Whose),
    /// "Whenever [whose] loses life" (119.3).
    LosesLife(Whose),
    /// "Whenever [whose] draws a card" (121.2).
    Draws(Whose),
    /// "Whenever a player sacrifices a permanent", "Whenever you sacrifice a Clue" (701.21a):
    /// who sacrifices, and what; it looks back in time (603.10a).
    Sacrifices(Whose, Subject),
    /// "Whenever you draw your second card each turn" (121.2): the player's draw of that many
    /// cards this turn, counted since the turn began (`game::ThisTurn::drew`).
    DrawsNth(Whose, u32),
    /// "When you cycle [this]", "Whenever a player cycles a card" (702.29c-d): a card discarded
    /// to pay a cycling cost, by whom.
    Cycled(Whose, Subject),
    /// "Whenever an opponent discards a card", "Whenever you cycle or discard a card" (701.9a,
    /// 702.29d: cycling is discarding, so it triggers once), by whom.
    Discards(Whose, Subject),
    /// "When you do" (603.12): a reflexive ability a resolving ability creates, triggered by
    /// what its controller did during that resolution; no card's ability watches for it.
    WhenYouDo,
    /// "At the beginning of the next end step" and the like (603.7): a delayed ability a
    /// resolving spell or ability creates, triggered once; no card's ability watches for it.
    Delayed,
    /// "When the last time counter is removed from this permanent" (vanishing, 702.63a): raised
    /// by the rules where the counter goes (`rules::ops::vanishing`); no card's line watches.
    LastTimeCounterRemoved,
}

impl TriggerEvent {
    /// Whether the event counts an amount, "that much" in the effect: the damage dealt
    /// ("Whenever [this] deals damage", "... is dealt damage"), the life gained or lost
    /// (`triggers::detect`).
    pub fn counts_an_amount(&self) -> bool {
        matches!(
            self,
            TriggerEvent::DealsDamage(..)
                | TriggerEvent::IsDealtDamage(_)
                | TriggerEvent::GainsLife(_)
                | TriggerEvent::LosesLife(_)
        )
    }

    /// Whether the event names a player, "that player" in the effect (the rules find which,
    /// `triggers::detect`): the player dealt damage, who cast, gained or lost life or drew,
    /// whose step began, who defends against the attack of a creature that attacks or becomes
    /// blocked.
    pub fn names_a_player(&self) -> bool {
        match self {
            TriggerEvent::CombatDamageToPlayer(_)
            | TriggerEvent::Attacks(_)
            | TriggerEvent::AttacksAlone(_)
            | TriggerEvent::AttacksWithOthers(..) => true,
            // The defending player (afflict, 702.130a), of an attacker that wasn't blocked.
            TriggerEvent::BecomesBlocked(Subject::This) | TriggerEvent::AttacksUnblocked(Subject::This) => true,
            TriggerEvent::DealsDamage(_, to, _) => matches!(to, DamageTo::Player | DamageTo::Opponent),
            TriggerEvent::Cast(..)
            | TriggerEvent::CastThis
            | TriggerEvent::CastTargetingThis(_)
            | TriggerEvent::CastTargetingPermanents(_)
            | TriggerEvent::PutIntoGraveyardFrom(_)
            | TriggerEvent::GainsLife(_)
            | TriggerEvent::LosesLife(_)
            | TriggerEvent::Draws(_)
            | TriggerEvent::DrawsNth(..)
            | TriggerEvent::Sacrifices(..)
            | TriggerEvent::Cycled(..)
            | TriggerEvent::Discards(..)
            | TriggerEvent::StepBegins(..) => true,
            // The opponent whose spell or ability targets it.
            TriggerEvent::BecomesTarget(_, true) => true,
            TriggerEvent::Either(a, b) => a.names_a_player() && b.names_a_player(),
            // "Whenever a creature enters the battlefield under an opponent's control": that
            // opponent, its controller.
            TriggerEvent::Enters(Subject::Matching { filter, .. }) => filter.controller == Controlled::Opponent,
            _ => false,
        }
    }

    /// The object the event happens to, where it is one that stays where it is (it enters,
    /// attacks, blocks, is dealt damage...): what "it" and "that creature" name in the
    /// ability's effect. Not one that leaves the battlefield (a new object, 400.7), nor a
    /// creature that deals damage to another ("destroy that creature" is the one dealt it,
    /// which `Trigger::parse` names instead).
    pub fn staying_subject(&self) -> Option<&Subject> {
        match self {
            TriggerEvent::Enters(s)
            | TriggerEvent::Attacks(s)
            | TriggerEvent::Blocks(s)
            | TriggerEvent::BecomesBlocked(s)
            | TriggerEvent::BecomesTarget(s, _)
            | TriggerEvent::CombatDamageToPlayer(s)
            | TriggerEvent::IsDealtDamage(s)
            | TriggerEvent::BecomesTapped(s)
            | TriggerEvent::BecomesUntapped(s)
            | TriggerEvent::BecomesMonstrous(s)
            | TriggerEvent::AttacksUnblocked(s)
            | TriggerEvent::AttacksAlone(s)
            | TriggerEvent::AttacksWithOthers(s, _)
            | TriggerEvent::TurnedFaceUp(s)
            | TriggerEvent::Transforms(s) => Some(s),
            TriggerEvent::Either(a, b) => match (a.staying_subject(), b.staying_subject()) {
                (Some(x), Some(y)) if x == y => Some(x),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether the event is its source's own, or its host's (the creature it enchants or
    /// equips): "When [this] dies", "When enchanted creature dies", "Whenever [this] or another
    /// creature enters".
    pub fn about_this_or_its_host(&self) -> bool {
        let own = |s: &Subject| matches!(s, Subject::This | Subject::Attached | Subject::ThisOrAnother(_));
        match self {
            TriggerEvent::Either(a, b) => a.about_this_or_its_host() || b.about_this_or_its_host(),
            TriggerEvent::Dies(s) | TriggerEvent::PutIntoGraveyard(s) | TriggerEvent::LeavesBattlefield(s) => own(s),
            TriggerEvent::BlockedByWithout(s, _)
            | TriggerEvent::BlocksCreatureWith(s, _)
            | TriggerEvent::CombatPair { subject: s, .. } => own(s),
            TriggerEvent::DealsDamage(s, ..) | TriggerEvent::Cycled(_, s) | TriggerEvent::Discards(_, s) => own(s),
            TriggerEvent::CastTargetingThis(_) | TriggerEvent::CastThis => true,
            TriggerEvent::PutIntoGraveyardFrom(_) => true,
            e => e.staying_subject().is_some_and(own),
        }
    }

    /// Whether its "it" is the new object the card became where it went: an ability that
    /// triggers on its own source going to a graveyard finds the card there (400.7e), and so
    /// does an Aura's "When enchanted creature dies, return that card ..." (603.10a, 400.7).
    pub fn finds_new_object(&self) -> bool {
        matches!(
            self,
            TriggerEvent::Dies(Subject::This | Subject::Attached)
                | TriggerEvent::PutIntoGraveyard(Subject::This)
                | TriggerEvent::PutIntoGraveyardFrom(_)
        )
    }

    /// The kinds of event it watches ("enters or attacks": both).
    pub fn kinds(&self) -> Vec<EventKind> {
        match self {
            TriggerEvent::Either(a, b) => a.kinds().into_iter().chain(b.kinds()).collect(),
            TriggerEvent::Enters(_) => vec![EventKind::Enters],
            TriggerEvent::Dies(_) | TriggerEvent::DiesDealtDamageByThis => vec![EventKind::Dies],
            TriggerEvent::PutIntoGraveyard(_) => vec![EventKind::PutIntoGraveyard],
            TriggerEvent::PutIntoGraveyardFrom(_) => vec![EventKind::PutIntoGraveyardFrom],
            TriggerEvent::LeavesBattlefield(_) => vec![EventKind::LeavesBattlefield],
            TriggerEvent::Attacks(_) => vec![EventKind::Attacks],
            TriggerEvent::AttacksWithOthers(..) => vec![EventKind::AttacksWithOthers],
            TriggerEvent::Blocks(_) => vec![EventKind::Blocks],
            TriggerEvent::BecomesBlocked(_) => vec![EventKind::BecomesBlocked],
            TriggerEvent::BecomesTarget(..) => vec![EventKind::BecomesTarget],
            TriggerEvent::BlockedByWithout(..) => vec![EventKind::BlockedBy],
            TriggerEvent::CombatPair { .. } | TriggerEvent::BlocksCreatureWith(..) => vec![EventKind::CombatPair],
            TriggerEvent::CombatDamageToPlayer(_) => vec![EventKind::CombatDamageToPlayer],
            TriggerEvent::DealsDamage(..) => vec![EventKind::DealsDamage],
            TriggerEvent::IsDealtDamage(_) => vec![EventKind::IsDealtDamage],
            TriggerEvent::BecomesTapped(_) => vec![EventKind::BecomesTapped],
            TriggerEvent::BecomesUntapped(_) => vec![EventKind::BecomesUntapped],
            TriggerEvent::BecomesMonstrous(_) => vec![EventKind::BecomesMonstrous],
            TriggerEvent::AttacksUnblocked(_) => vec![EventKind::AttacksUnblocked],
            TriggerEvent::AttacksAlone(_) => vec![EventKind::AttacksAlone],
            TriggerEvent::TurnedFaceUp(_) => vec![EventKind::TurnedFaceUp],
            TriggerEvent::Transforms(_) => vec![EventKind::Transforms],
            TriggerEvent::StepBegins(step, _) => vec![match step {
                Step::Upkeep => EventKind::Upkeep,
                Step::Draw => EventKind::DrawStep,
                Step::PrecombatMain => EventKind::PrecombatMain,
                Step::Main => EventKind::MainPhase,
                Step::Combat => EventKind::BeginningOfCombat,
                Step::EndOfCombat => EventKind::EndOfCombat,
                Step::End => EventKind::EndStep,
            }],
            TriggerEvent::Cast(..) | TriggerEvent::CastTargetingThis(_) | TriggerEvent::CastTargetingPermanents(_) => {
                vec![EventKind::Cast]
            }
            TriggerEvent::CastThis => vec![EventKind::CastThis],
            TriggerEvent::ControlsNone { .. } => vec![EventKind::ControlsNone],
            TriggerEvent::GainsLife(_) => vec![EventKind::GainsLife],
            TriggerEvent::LosesLife(_) => vec![EventKind::LosesLife],
            TriggerEvent::Draws(_) => vec![EventKind::Draws],
            TriggerEvent::DrawsNth(..) => vec![EventKind::DrawsNth],
            TriggerEvent::Sacrifices(..) => vec![EventKind::Sacrifices],
            TriggerEvent::Cycled(..) => vec![EventKind::Cycled],
            TriggerEvent::Discards(..) => vec![EventKind::Discards],
            // Proven by the steps that create them (`effects::StepKind`).
            TriggerEvent::WhenYouDo | TriggerEvent::Delayed => Vec::new(),
            TriggerEvent::LastTimeCounterRemoved => vec![EventKind::LastTimeCounterRemoved],
        }
    }
}

/// What damage a "deals damage" trigger counts by what is dealt it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DamageTo {
    /// Anything.
    Any,
    /// A player.
    Player,
    /// An opponent of the ability's controller.
    Opponent,
    /// A creature.
    Creature,
}

/// The steps and phases "at the beginning of" speaks of (603.2b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// 503.
    Upkeep,
    /// 504.
    Draw,
    /// 505: "your precombat main phase".
    PrecombatMain,
    /// 505.1: "each of your main phases": the precombat and the postcombat one.
    Main,
    /// 507: "combat".
    Combat,
    /// 511: "At end of combat".
    EndOfCombat,
    /// 513: "the end step".
    End,
}

/// Whose turn, or who does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// "your": the ability's controller.
    You,
    /// "each opponent's", "an opponent".
    Opponent,
    /// "each", "each player's", "the", "a player".
    Each,
    /// "the upkeep of enchanted creature's controller": the controller of what the source is
    /// attached to.
    HostController,
}

/// What a trigger about objects watches.
#[derive(Clone, Debug, PartialEq)]
pub enum Subject {
    /// The object with the ability ("When [this card's name] enters", "this creature").
    This,
    /// "enchanted creature", "equipped creature": what the source is attached to.
    Attached,
    /// Any object that matches ("a creature you control"); with `another`, not the source.
    Matching {
        /// What it must be.
        filter: ObjectFilter,
        /// "another": the source itself doesn't count.
        another: bool,
        /// "with power 4 or greater", "with flying": what it must also have, as it is when
        /// the event happens.
        with: Vec<super::effects::With>,
    },
    /// "[this] or another [filter]".
    ThisOrAnother(ObjectFilter),
}

/// What the table does itself when a trigger resolves.
#[derive(Clone, Debug, PartialEq)]
pub enum TriggerEffect {
    /// Steps typed as a spell's are (`cards::effects`: damage, destroy, counters, life, draw,
    /// ...), "this" being the ability's source, with any targets it names (603.3d).
    Steps(std::sync::Arc<SpellEffect>),
    /// "transform [this]" (701.27a).
    TransformThis,
    /// "choose one —" and the modes written after it (700.2b): its controller chooses the mode
    /// as it goes on the stack (603.3c), each mode read as the ability's effect would be.
    Modal(std::sync::Arc<super::modal::Modal>),
}

/// Whether a line of rules text reads as a triggered ability ("When", "Whenever", "At the
/// beginning of", "At end of combat"), understood or not.
pub fn is_trigger_text(line: &str) -> bool {
    let line = without_ability_word(line.trim_start());
    line.starts_with("When ")
        || line.starts_with("Whenever ")
        || line.starts_with("At the beginning of ")
        || line.starts_with("At end of combat")
}

impl Trigger {
    /// Parses one line of rules text; `None` when it isn't a triggered ability or the reader
    /// doesn't understand its event.
    pub fn parse(line: &str) -> Option<Trigger> {
        let line = without_reminder(line);
        let line = without_ability_word(line.trim());
        if !is_trigger_text(line) {
            return None;
        }
        // The trigger condition ends at the first ", " after which it reads as one: a name may
        // hold a comma ("Emmara, Soul of the Accord becomes tapped, ...").
        let (event, rest) =
            line.match_indices(", ").find_map(|(i, _)| event(&line[..i]).map(|e| (e, &line[i + 2..])))?;
        let (condition, effect_text) = match rest.strip_prefix("if ") {
            Some(r) => {
                let (c, e) = r.split_once(", ")?;
                (Some(Condition::parse_triggered(c)), e.trim().to_string())
            }
            None => (None, rest.trim().to_string()),
        };
        let once = " This ability triggers only once each turn.";
        let once_each_turn = effect_text.ends_with(once);
        let effect_text = effect_text.strip_suffix(once).unwrap_or(&effect_text).trim().to_string();
        let may = effect_text.starts_with("you may ") || effect_text.starts_with("You may ");
        // 113.6b: "if [this] is in your graveyard, ... return [this] to your hand": from there.
        let effect_words = match condition {
            Some(Condition::ThisIsInGraveyard) => from_your_graveyard(&effect_text),
            // "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1
            // counter on that creature": the creature it enchants.
            _ if event == TriggerEvent::StepBegins(Step::Upkeep, Whose::HostController) => {
                effect_text.replace("that creature", "enchanted creature")
            }
            // "its owner shuffles their graveyard ...": the card's owner, whom the event names.
            _ if matches!(event, TriggerEvent::PutIntoGraveyardFrom(_)) => {
                effect_text.replace("its owner ", "that player ")
            }
            _ => effect_text.clone(),
        };
        // 603.5: "you may [do it]": what it does if its controller chooses to, as it resolves.
        let optional = effect_words.strip_prefix("you may ").or_else(|| effect_words.strip_prefix("You may "));
        // "you may draw a card" reads as "draw a card"; "you may gain 1 life" as "you gain 1 life".
        // What "it" names: the source itself where the event is its own ("When [this] deals
        // combat damage to a player, put a +1/+1 counter on it"), else the object the event
        // happened to, where it stays where it was ("Whenever a creature you control attacks
        // alone, that creature gets +1/+1").
        let (it, this) = match event.staying_subject() {
            // "that creature": the other creature of the pair (`CombatPair`).
            _ if matches!(event, TriggerEvent::CombatPair { .. } | TriggerEvent::BlocksCreatureWith(..)) => {
                (true, false)
            }
            // "Whenever [this] deals combat damage to a creature, tap that creature ...": the
            // creature dealt the damage (the rules' `it_of`).
            _ if matches!(event, TriggerEvent::DealsDamage(_, DamageTo::Creature, _))
                && effect_words.contains("that creature") =>
            {
                (true, false)
            }
            Some(Subject::This) => (true, true),
            Some(_) => (true, false),
            // "Whenever a player casts a spell ..., counter that spell": the spell (603.7c); a
            // plain "it" there names what the step before did ("... gets +1/+1. Untap it.").
            None if matches!(event, TriggerEvent::Cast(..)) && effect_words.contains("that spell") => (true, false),
            // "..., gain control of those permanents": the permanents the spell targets.
            None if matches!(event, TriggerEvent::CastTargetingPermanents(_)) => (true, false),
            // 400.7e: "When [this] dies, return it to its owner's hand": "it" is the new object
            // the card became in the graveyard.
            None if event.finds_new_object() => (true, false),
            None => (false, false),
        };
        let read = |text: &str| {
            let text = if this { it_is_this(text) } else { text.to_string() };
            // "When [this] dies, it deals 2 damage to ...": the source deals it, as it last
            // existed (the card in the graveyard deals nothing).
            let source_deals = event.finds_new_object() && text.starts_with("it deals ");
            TriggerEffect::parse_naming(&text, it && !this && !source_deals)
        };
        // "you may pay {1}. If you do, draw a card.": the payment is the choice (118.12), asked
        // as it resolves; no other question before it.
        // Its "it" the source, as in the rest of its text ("put a +1/+1 counter on it").
        let paid = optional.and_then(|rest| match this {
            true => SpellEffect::parse_if_you_pay(&it_is_this(rest)),
            false => SpellEffect::parse_if_you_pay(rest),
        });
        let may = may && paid.is_none();
        // 603.5: "you may [do it]. If you don't, [do that].": what it does then, its last step.
        let otherwise = optional.and_then(|rest| {
            let (done, otherwise) = rest.split_once(". If you don't, ")?;
            let TriggerEffect::Steps(done) = read(&format!("{done}."))? else { return None };
            let TriggerEffect::Steps(then) = read(otherwise)? else { return None };
            if !then.steps.iter().all(|s| s.stands_alone() && *s.aim() != Aim::It) {
                return None;
            }
            let mut steps = done.steps.clone();
            steps.push(EffectStep::IfYouDont(then));
            Some(TriggerEffect::Steps(SpellEffect { steps }.into()))
        });
        let effect = match (optional, paid) {
            _ if otherwise.is_some() => otherwise,
            (_, Some(e)) => Some(TriggerEffect::Steps(e.into())),
            (Some(rest), None) => read(rest)
                .or_else(|| read(&format!("you {rest}")))
                // "you may draw a card. If you do, discard a card.", "... draw two additional
                // cards. If you do, ..." (Sylvan Library): one choice, then both.
                .or_else(|| {
                    let (draw, r) = rest.split_once(". If you do, ")?;
                    let cards = draw.strip_prefix("draw ")?;
                    let one = ["a card", "two cards", "two additional cards", "three cards"].contains(&cards);
                    one.then(|| read(&format!("{draw}, then {r}"))).flatten()
                })
                .or_else(|| had(rest).and_then(|r| read(&r)))
                // "you may exile it. If you do, [this] deals 3 damage ...": the rest only where
                // the card was still there to exile (608.2c).
                .or_else(|| {
                    let (done, then) = rest.split_once(". If you do, ")?;
                    let TriggerEffect::Steps(done) = read(&format!("{done}."))? else { return None };
                    let TriggerEffect::Steps(then) = read(then)? else { return None };
                    let [one] = &done.steps[..] else { return None };
                    let alone = then.steps.iter().all(|s| s.stands_alone() || *s.aim() == Aim::This);
                    (matches!(one, EffectStep::Exile(Aim::It)) && alone).then(|| {
                        let steps = vec![one.clone(), EffectStep::IfDone(then)];
                        TriggerEffect::Steps(SpellEffect { steps }.into())
                    })
                })
                .or_else(|| SpellEffect::parse_when_you_do(rest).map(|e| TriggerEffect::Steps(e.into()))),
            (None, None) => read(&effect_words),
        };
        // "that player" only where the event names one; "that much" where it counts one.
        let effect = effect.filter(|e| match e {
            TriggerEffect::Steps(s) => {
                (!s.names_that_player() || event.names_a_player()) && (!s.uses_that_much() || event.counts_an_amount())
            }
            _ => true,
        });
        // 113.6m: returning its card from a graveyard, it functions there, unless its event is
        // the card's own or its host's going there (that ability functions on the battlefield,
        // and finds the card as a new object, 400.7: left to the players).
        let returns_itself = effect_words.contains(" from your graveyard to ")
            && effect.as_ref().is_some_and(TriggerEffect::returns_this);
        let own = event.about_this_or_its_host();
        let from_graveyard = (matches!(condition, Some(Condition::ThisIsInGraveyard)) || returns_itself) && !own;
        let effect = effect.filter(|_| !(returns_itself && own));
        Some(Trigger {
            event,
            condition,
            may,
            once_each_turn,
            effect_text,
            effect,
            from_graveyard,
            enters_with: None,
            vanishing: false,
        })
    }
}

impl Trigger {
    /// The kinds a scene must prove for it to be automatic: those of its event, and where it
    /// functions if not on the battlefield.
    pub fn kinds(&self) -> Vec<EventKind> {
        let mut kinds = self.event.kinds();
        if self.from_graveyard {
            kinds.push(EventKind::InGraveyard);
        }
        if self.vanishing {
            kinds.push(EventKind::LastTimeCounterRemoved);
        }
        kinds
    }

    /// A delayed or reflexive triggered ability a resolving spell or ability creates (603.7,
    /// 603.12): what it does, always.
    pub fn created(event: TriggerEvent, steps: std::sync::Arc<SpellEffect>, text: &str) -> Trigger {
        Trigger {
            event,
            condition: None,
            may: false,
            once_each_turn: false,
            effect_text: text.to_string(),
            effect: Some(TriggerEffect::Steps(steps)),
            from_graveyard: false,
            enters_with: None,
            vanishing: false,
        }
    }
}

impl TriggerEffect {
    /// Whether it puts its own source into a hand or onto the battlefield ("return [this] to
    /// your hand", "... to the battlefield"), paid for or not.
    fn returns_this(&self) -> bool {
        use super::effects::{Aim, EffectStep};
        let returns = |s: &EffectStep| {
            matches!(s, EffectStep::ReturnToHand(Aim::This) | EffectStep::ReturnToBattlefield { aim: Aim::This, .. })
        };
        let TriggerEffect::Steps(e) = self else { return false };
        e.steps.iter().any(|s| match s {
            EffectStep::IfYouPay { effect, .. } => effect.steps.iter().any(returns),
            s => returns(s),
        })
    }

    /// The effects the table carries out itself, when they are all of the text.
    pub fn parse(text: &str) -> Option<TriggerEffect> {
        TriggerEffect::parse_naming(text, false)
    }

    /// [`TriggerEffect::parse`], where `it` says the ability knows an object "it" and "that
    /// creature" name before any target does (the object its event happened to).
    pub fn parse_naming(text: &str, it: bool) -> Option<TriggerEffect> {
        if let Some(what) = text.trim().strip_suffix('.').and_then(|t| t.strip_prefix("transform "))
            && is_this(what)
        {
            return Some(TriggerEffect::TransformThis);
        }
        SpellEffect::parse_ability_naming(text, it).map(|e| TriggerEffect::Steps(std::sync::Arc::new(e)))
    }
}

#[cfg(test)]
mod tests;
