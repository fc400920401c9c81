//! The kinds of trigger event the ledger counts, and the scene that proves each.

/// Each kind of trigger event, for the ledger and the scenes that prove each one: a card's
/// triggered ability is automatic only where every kind of event it watches is played by a
/// scene ([`EventKind::scene`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs, reason = "each kind is the event of the same name; the steps are 603.2b's")]
pub enum EventKind {
    Enters,
    Dies,
    PutIntoGraveyard,
    LeavesBattlefield,
    Attacks,
    Blocks,
    BecomesBlocked,
    BecomesTarget,
    BlockedBy,
    CombatDamageToPlayer,
    DealsDamage,
    IsDealtDamage,
    BecomesTapped,
    AttacksUnblocked,
    AttacksAlone,
    /// "Whenever [this] and at least two other creatures attack" (battalion).
    AttacksWithOthers,
    TurnedFaceUp,
    Transforms,
    Upkeep,
    DrawStep,
    PrecombatMain,
    /// "At the beginning of each of your main phases" (505.1).
    MainPhase,
    BeginningOfCombat,
    EndOfCombat,
    EndStep,
    Cast,
    GainsLife,
    LosesLife,
    Draws,
    /// "Whenever you draw your second card each turn" (121.2).
    DrawsNth,
    /// "Whenever a player sacrifices a permanent" (701.21a).
    Sacrifices,
    CombatPair,
    Cycled,
    Discards,
    BecomesUntapped,
    /// "When [this] becomes monstrous" (701.37b).
    BecomesMonstrous,
    /// "When the last time counter is removed from this permanent" (vanishing, 702.63a).
    LastTimeCounterRemoved,
    /// "When [this] is put into a graveyard from anywhere", "... into your graveyard from your
    /// library" (603.6d, 603.10a).
    PutIntoGraveyardFrom,
    /// "When you cast this spell": the spell's own cast, its ability triggering on the stack.
    CastThis,
    /// "When you control no Islands": a state trigger (603.8).
    ControlsNone,
    /// Not an event: an ability that functions in its card's graveyard (113.6b, 113.6m),
    /// whatever it waits for.
    InGraveyard,
}

impl EventKind {
    /// Every kind.
    pub const ALL: [EventKind; 41] = [
        EventKind::Enters,
        EventKind::Dies,
        EventKind::PutIntoGraveyard,
        EventKind::LeavesBattlefield,
        EventKind::Attacks,
        EventKind::Blocks,
        EventKind::BecomesBlocked,
        EventKind::BecomesTarget,
        EventKind::BlockedBy,
        EventKind::CombatDamageToPlayer,
        EventKind::DealsDamage,
        EventKind::IsDealtDamage,
        EventKind::BecomesTapped,
        EventKind::AttacksUnblocked,
        EventKind::AttacksAlone,
        EventKind::AttacksWithOthers,
        EventKind::TurnedFaceUp,
        EventKind::Transforms,
        EventKind::Upkeep,
        EventKind::DrawStep,
        EventKind::PrecombatMain,
        EventKind::MainPhase,
        EventKind::BeginningOfCombat,
        EventKind::EndOfCombat,
        EventKind::EndStep,
        EventKind::Cast,
        EventKind::GainsLife,
        EventKind::LosesLife,
        EventKind::Draws,
        EventKind::DrawsNth,
        EventKind::Sacrifices,
        EventKind::CombatPair,
        EventKind::Cycled,
        EventKind::Discards,
        EventKind::BecomesUntapped,
        EventKind::BecomesMonstrous,
        EventKind::LastTimeCounterRemoved,
        EventKind::PutIntoGraveyardFrom,
        EventKind::CastThis,
        EventKind::ControlsNone,
        EventKind::InGraveyard,
    ];

    /// The scene (under `scenes/`) that plays a real card whose triggered ability
    /// watches this kind of event at an assisted table and checks what it did (a test holds
    /// each one to it); `None` where no scene does yet, and a card watching it is reminded
    /// (its ability put on the stack for the players to carry out), not automatic.
    pub fn scene(self) -> Option<&'static str> {
        Some(match self {
            EventKind::Enters => "triggers/rule-603-6a-enters-the-battlefield-triggers.ron",
            EventKind::Dies => "triggers/rule-603-10a-dies-triggers-look-back-in-time.ron",
            EventKind::LeavesBattlefield => "spells/rule-111-2-raise-the-alarm-and-thragtusk-create-tokens.ron",
            EventKind::Attacks | EventKind::CombatDamageToPlayer => {
                "triggers/rule-508-3a-and-510-3a-attack-and-combat-damage-triggers.ron"
            }
            EventKind::BecomesTapped
            | EventKind::AttacksUnblocked
            | EventKind::DealsDamage
            | EventKind::IsDealtDamage => "triggers/rule-603-2e-and-509-3g-tapped-unblocked-and-damage-triggers.ron",
            EventKind::Transforms => "triggers/rule-603-2b-a-werewolf-transforms-and-its-back-face-triggers.ron",
            EventKind::AttacksAlone => "triggers/rule-702-83a-exalted-a-creature-attacking-alone.ron",
            EventKind::AttacksWithOthers => {
                "triggers/rule-508-3a-battalion-it-and-at-least-two-other-creatures-attack.ron"
            }
            EventKind::BlockedBy => "triggers/rule-702-25a-flanking-each-blocker-without-it-gets-minus-1.ron",
            EventKind::CombatPair => {
                "triggers/rule-509-3c-and-509-3d-a-trigger-for-each-creature-blocked-or-blocking.ron"
            }
            EventKind::Upkeep | EventKind::EndStep => {
                "triggers/rule-603-4-an-untapped-condition-and-upkeep-life-loss.ron"
            }
            EventKind::DrawStep => "triggers/rule-504-1-and-603-2b-draw-step-triggers-draw-additional-cards.ron",
            EventKind::PrecombatMain => {
                "triggers/rule-505-4-magus-of-the-vineyard-gives-each-player-mana-in-their-first-main-phase.ron"
            }
            EventKind::GainsLife => "triggers/rule-702-15e-two-lifelink-sources-trigger-twice.ron",
            EventKind::MainPhase => "triggers/rule-505-1-carpet-of-flowers-adds-mana-in-a-main-phase-once-a-turn.ron",
            EventKind::LosesLife => {
                "triggers/rule-119-3-exquisite-blood-and-sanguine-bond-gain-and-lose-that-much-life.ron"
            }
            EventKind::Cast => "triggers/rule-702-108a-prowess.ron",
            EventKind::BeginningOfCombat => "triggers/rule-603-2b-at-the-beginning-of-combat-on-your-turn.ron",
            EventKind::TurnedFaceUp => "triggers/rule-708-8-turned-face-up-triggers.ron",
            EventKind::Blocks | EventKind::BecomesBlocked => {
                "triggers/rule-509-3a-and-509-3c-blocks-and-becomes-blocked-triggers.ron"
            }
            EventKind::PutIntoGraveyard => "triggers/rule-603-6c-put-into-a-graveyard-from-the-battlefield.ron",
            EventKind::PutIntoGraveyardFrom => {
                "triggers/rule-603-6d-narcomoeba-and-kozilek-put-into-a-graveyard-from-elsewhere.ron"
            }
            EventKind::Draws => "triggers/rule-121-2-whenever-you-draw-a-card.ron",
            EventKind::DrawsNth => "triggers/rule-121-2-whenever-you-draw-your-second-card-each-turn.ron",
            EventKind::Sacrifices => "triggers/rule-701-21a-mayhem-devil-and-tireless-tracker-watch-sacrifices.ron",
            EventKind::BecomesTarget => "triggers/rule-115-1-becomes-the-target-of-a-spell-or-ability.ron",
            EventKind::BecomesUntapped => "triggers/rule-502-3-and-701-26b-inspired-whenever-it-becomes-untapped.ron",
            EventKind::BecomesMonstrous => "spells/rule-701-37a-monstrosity-and-701-46a-adapt.ron",
            EventKind::LastTimeCounterRemoved => "counters/rule-702-63a-vanishing-keldon-marauders.ron",
            EventKind::Cycled | EventKind::Discards => {
                "triggers/rule-702-29c-and-702-29d-cycling-and-discard-triggers.ron"
            }
            EventKind::InGraveyard => "triggers/rule-113-6m-abilities-that-function-in-a-graveyard.ron",
            EventKind::CastThis => "spells/rule-702-85a-bloodbraid-elf-and-violent-outburst-cascade.ron",
            EventKind::ControlsNone => {
                "triggers/rule-603-8-dandan-is-sacrificed-when-its-controller-controls-no-islands.ron"
            }
            _ => return None,
        })
    }
}
