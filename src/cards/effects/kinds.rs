//! The kinds of step an effect is made of, for the ledger (`cards --automation`), and the scene
//! that plays a real card with each kind at an assisted table (a test holds each to it).

use super::{EffectStep, Moment, PlayerCounter, condition::Designation};

/// Each kind of step, for the ledger and the scenes that prove each one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs, reason = "each kind is the step of the same name")]
pub enum StepKind {
    Damage,
    Destroy,
    Exile,
    ReturnToHand,
    Tap,
    Untap,
    TapOrUntap,
    BecomeColors,
    Pump,
    GainKeyword,
    CreateTokens,
    PlusOneCounters,
    CounterSpell,
    /// "If that spell is countered this way, exile it instead" (614.1a).
    CounterInstead,
    /// "You may put a land card from your hand onto the battlefield".
    PutFromHand,
    /// Imprint's "you may exile a [kind] card from your hand", linked to its source.
    ExileFromHand,
    /// "Target player exiles a card from their graveyard": cards the player chooses (406.2).
    ExileFromGraveyard,
    /// "You may play an additional land this turn" (305.2).
    AdditionalLands,
    /// "Return a creature you control to its owner's hand".
    ReturnChosen,
    Draw,
    GainLife,
    LoseLife,
    Mill,
    AttachThis,
    CastThis,
    AtNextUpkeep,
    /// 701.19a.
    Regenerate,
    /// 701.21a.
    Sacrifice,
    ReturnToBattlefield,
    /// 603.7a, 603.7c.
    AtNextEndStep,
    /// "... at end of combat" (511.2, 603.7).
    AtEndOfCombat,
    /// 603.12.
    WhenYouDo,
    /// 615.1.
    PreventCombatDamage,
    /// 608.2h.
    GainLifeEqual,
    /// "You gain life equal to the life lost this way" (119.3).
    GainLifeLost,
    /// 610.3a, 607.2a.
    ExileUntilThisLeaves,
    /// 701.23a.
    Search,
    /// 701.23a: a search for up to a number of cards ("up to two basic land cards"), each
    /// going where the text says (Cultivate's first onto the battlefield, the other to hand).
    SearchSeveral,
    /// 701.20e: a look at the top cards of a library, some taken ("Put one of them into your
    /// hand"), the rest put where the text says (401.4).
    LookAtTop,
    /// 701.20a: the top cards of a library revealed to every player, some taken ("You may put
    /// a land card from among them into your hand", "Put all land cards revealed this way into
    /// your hand"), the rest put where the text says.
    RevealTop,
    /// 608.2n: the spell shuffled into its owner's library instead of going to the graveyard.
    ShuffleIntoLibrary,
    /// 701.19c.
    NoRegeneration,
    /// 701.22a.
    Scry,
    /// 701.25a.
    Surveil,
    /// 107.14, 122.1: energy counters a player gets.
    GetEnergy,
    /// "That player gets a poison counter" (122.1f).
    GetPoison,
    /// "Remove a +1/+1 counter from [this]" (122.1).
    RemoveCounters,
    /// 401.4: the top cards of a library looked at and put back in the order their player
    /// chooses (or shuffled, where the text allows it).
    ArrangeTop,
    /// 105.1: "the color of your choice", chosen as the effect resolves, and the mana or
    /// protection of that colour.
    ChooseColor,
    /// "Choose a nonland card name. Target player reveals their hand and discards all cards
    /// with that name."
    ChooseName,
    /// 701.9a, 701.9b: the player's choice.
    Discard,
    /// 701.9b: at random.
    DiscardAtRandom,
    /// 701.9b, 701.20a: another player's choice from the hand revealed.
    DiscardChosen,
    /// Cards put from a hand on top of the library (Brainstorm).
    PutBackFromHand,
    /// 106.4.
    AddMana,
    /// 118.12a.
    Unless,
    /// 107.3a: an amount that is the X its spell was cast with.
    AmountX,
    /// 608.2h: an amount counted as the step happens ("for each", "equal to", "where X is").
    AmountCounted,
    /// 601.2c: a target chosen for a later step to name.
    ChooseTarget,
    /// 701.12a.
    Fight,
    /// 614.1a: exiled instead if it would die this turn.
    ExileIfItDies,
    /// 502.3: it doesn't untap during its controller's next untap step.
    SkipNextUntap,
    /// 702.35a: a card discarded into exile may be cast for its madness cost.
    Madness,
    /// 702.112b: a permanent becomes renowned.
    Renowned,
    /// "Monstrosity N" (701.37a).
    Monstrosity,
    /// "Bolster 2" (701.39a).
    Bolster,
    /// "Proliferate" (701.34a).
    Proliferate,
    /// "Untap up to four lands" (701.26b).
    UntapLands,
    /// "you may return a creature card from your graveyard to your hand".
    ReturnFromGraveyard,
    /// Sylvan Library's "pay 4 life or put the card on top of your library" (119.4).
    PayLifeOrPutBack,
    /// Cataclysm's "chooses ... an artifact, a creature, an enchantment, and a land, then
    /// sacrifices the rest" (701.21a).
    KeepOneOfEach,
    /// "You win the game", "you lose the game" (104.2b, 104.3e).
    WinOrLose,
    /// "You become the monarch" (724).
    BecomeMonarch,
    /// 500.7: extra turns.
    ExtraTurns,
    /// 701.24a: a graveyard shuffled into its library.
    ShuffleGraveyard,
    /// 701.20e: a hand looked at.
    LookAtHand,
    /// "Switch ... power and toughness until end of turn" (613.4d).
    SwitchPT,
    /// "[It] becomes a 2/2 Bird artifact creature until end of turn" (205.1b, 613.4b), crew's
    /// effect (702.122a).
    BecomeCreature,
    /// "Create a token that's a copy of ..." (111.12, 707.9b), embalm (702.128a), eternalize
    /// (702.129a).
    CreateTokenCopy,
    /// 701.44a: a permanent explores.
    Explore,
    /// 702.85a: cascade.
    Cascade,
    /// 702.40a: storm.
    Storm,
    /// 114.1: its controller gets an emblem.
    Emblem,
    /// 701.53a: incubate.
    Incubate,
    /// 701.27a: its source transforms.
    Transform,
    /// 701.23a: a library and a graveyard searched together.
    SearchGraveyardToo,
    /// 608.2c: "If you do, ..." after a step on what the ability names.
    IfDone,
    /// 700.3: permanents separated into piles, one sacrificed.
    Piles,
    /// 707.10: a spell copied.
    CopySpell,
    /// 118.12: "sacrifice it unless you return a [kind] you control to its owner's hand".
    ReturnOrSacrifice,
    /// 601.2d: damage divided among targets as the spell is cast.
    DividedDamage,
    /// 608.2c: steps done only where a condition holds.
    IfHolds,
    /// 608.2c, 608.2h: steps done only where the target named before was of a kind.
    IfItWas,
    /// 120.3: damage a creature deals equal to its power.
    DamageByPower,
    /// 509.1b.
    CantBlock,
    /// 509.1b.
    CantBeBlocked,
    /// 508.1c, 509.1b.
    CantAttackOrBlock,
    /// 508.1d, 509.1c.
    CombatDemand,
    /// 506.4.
    RemoveFromCombat,
    /// 400.3.
    PutInLibrary,
    /// 701.21a: the player's choice.
    SacrificeChosen,
    /// 608.2c: a step only for an object of a colour or mana value.
    IfItIs,
    /// 608.2c: a step on the target replaced by another where a condition holds.
    InsteadIf,
    /// 608.2h: a mana value asked of what a step names, counted as it happens.
    ManaValueCounted,
    /// 118.12, 603.5: steps its controller pays for.
    IfYouPay,
    /// 702.33d.
    IfKicked,
    /// 603.5: what an optional ability does where its controller chose not to.
    IfYouDont,
    /// 613.1b, 514.2.
    GainControl,
    /// 122.1: counters of another kind than +1/+1.
    AddCounters,
    /// 406.2: a player's whole graveyard exiled.
    ExileGraveyard,
    /// 701.20a: the top card of a library revealed and put into a hand.
    TopToHand,
    /// 406.3, 702.115a: a player's top cards exiled.
    ExileTop,
    /// 615.7: a shield against the next N damage.
    PreventNext,
    /// 615.1a: all damage to or by an object prevented for the turn.
    PreventAll,
    /// 611.2a: a keyword for as long as the permanent stays that object.
    GainKeywordForever,
    /// 614.1a: exiled instead if it would leave the battlefield.
    ExileIfItLeaves,
    /// 701.47a.
    Amass,
}

impl StepKind {
    /// Every kind.
    pub const ALL: [StepKind; 117] = [
        StepKind::Damage,
        StepKind::Destroy,
        StepKind::Exile,
        StepKind::ReturnToHand,
        StepKind::Tap,
        StepKind::Untap,
        StepKind::TapOrUntap,
        StepKind::BecomeColors,
        StepKind::Pump,
        StepKind::GainKeyword,
        StepKind::CreateTokens,
        StepKind::PlusOneCounters,
        StepKind::CounterSpell,
        StepKind::CounterInstead,
        StepKind::PutFromHand,
        StepKind::ExileFromHand,
        StepKind::ExileFromGraveyard,
        StepKind::AdditionalLands,
        StepKind::ReturnChosen,
        StepKind::Draw,
        StepKind::GainLife,
        StepKind::LoseLife,
        StepKind::Mill,
        StepKind::AttachThis,
        StepKind::CastThis,
        StepKind::AtNextUpkeep,
        StepKind::Regenerate,
        StepKind::Sacrifice,
        StepKind::ReturnToBattlefield,
        StepKind::AtNextEndStep,
        StepKind::AtEndOfCombat,
        StepKind::WhenYouDo,
        StepKind::PreventCombatDamage,
        StepKind::GainLifeEqual,
        StepKind::GainLifeLost,
        StepKind::ExileUntilThisLeaves,
        StepKind::Search,
        StepKind::SearchSeveral,
        StepKind::LookAtTop,
        StepKind::RevealTop,
        StepKind::ShuffleIntoLibrary,
        StepKind::NoRegeneration,
        StepKind::Scry,
        StepKind::Surveil,
        StepKind::ArrangeTop,
        StepKind::GetEnergy,
        StepKind::GetPoison,
        StepKind::RemoveCounters,
        StepKind::ChooseColor,
        StepKind::ChooseName,
        StepKind::Discard,
        StepKind::DiscardAtRandom,
        StepKind::DiscardChosen,
        StepKind::PutBackFromHand,
        StepKind::AddMana,
        StepKind::Unless,
        StepKind::CantBlock,
        StepKind::CantBeBlocked,
        StepKind::CantAttackOrBlock,
        StepKind::CombatDemand,
        StepKind::RemoveFromCombat,
        StepKind::PutInLibrary,
        StepKind::SacrificeChosen,
        StepKind::IfItIs,
        StepKind::InsteadIf,
        StepKind::ManaValueCounted,
        StepKind::IfYouPay,
        StepKind::IfKicked,
        StepKind::IfYouDont,
        StepKind::GainControl,
        StepKind::AddCounters,
        StepKind::ExileGraveyard,
        StepKind::TopToHand,
        StepKind::ExileTop,
        StepKind::PreventNext,
        StepKind::PreventAll,
        StepKind::AmountX,
        StepKind::AmountCounted,
        StepKind::ChooseTarget,
        StepKind::Fight,
        StepKind::DamageByPower,
        StepKind::ExileIfItDies,
        StepKind::GainKeywordForever,
        StepKind::ExileIfItLeaves,
        StepKind::Amass,
        StepKind::SkipNextUntap,
        StepKind::Madness,
        StepKind::Renowned,
        StepKind::Monstrosity,
        StepKind::Bolster,
        StepKind::Proliferate,
        StepKind::UntapLands,
        StepKind::ReturnFromGraveyard,
        StepKind::PayLifeOrPutBack,
        StepKind::KeepOneOfEach,
        StepKind::WinOrLose,
        StepKind::BecomeMonarch,
        StepKind::ExtraTurns,
        StepKind::ShuffleGraveyard,
        StepKind::LookAtHand,
        StepKind::SwitchPT,
        StepKind::BecomeCreature,
        StepKind::CreateTokenCopy,
        StepKind::Explore,
        StepKind::Cascade,
        StepKind::Storm,
        StepKind::Emblem,
        StepKind::Incubate,
        StepKind::Transform,
        StepKind::SearchGraveyardToo,
        StepKind::IfDone,
        StepKind::Piles,
        StepKind::CopySpell,
        StepKind::ReturnOrSacrifice,
        StepKind::DividedDamage,
        StepKind::IfHolds,
        StepKind::IfItWas,
    ];

    /// The scene under `scenes/spells/` that plays a real card with this kind of step at an
    /// assisted table and checks what it did (a test holds each one to it).
    pub fn scene(self) -> &'static str {
        match self {
            StepKind::Damage => "rule-120-3-lightning-bolt-deals-damage-to-a-creature-and-a-player.ron",
            StepKind::Destroy => "rule-701-8a-doom-blade-destroys-a-nonblack-creature.ron",
            StepKind::Exile => "rule-701-13a-final-reward-exiles-a-creature.ron",
            StepKind::ReturnToHand => "rule-400-6-unsummon-returns-a-creature-to-its-owner-s-hand.ron",
            StepKind::Tap | StepKind::Untap => "rule-701-26-tap-and-untap-target-creature.ron",
            StepKind::TapOrUntap => "rule-701-26-pestermite-taps-or-untaps-a-permanent.ron",
            StepKind::BecomeColors => {
                "rule-105-3-metathran-transport-and-ancient-kavu-change-colors-until-end-of-turn.ron"
            }
            StepKind::Pump => "rule-611-2a-giant-growth-until-end-of-turn.ron",
            StepKind::GainKeyword => "rule-611-2a-and-514-2-run-amok-grants-trample-until-end-of-turn.ron",
            StepKind::CreateTokens => "rule-111-2-raise-the-alarm-and-thragtusk-create-tokens.ron",
            StepKind::PlusOneCounters => "rule-122-1a-counters-put-by-a-spell.ron",
            StepKind::CounterSpell => "rule-701-6a-cancel-counters-a-spell.ron",
            StepKind::ReturnChosen => {
                "rule-608-2c-whitemane-lion-and-kor-skyfisher-return-a-permanent-their-controller-chooses.ron"
            }
            StepKind::AdditionalLands => "rule-305-2-explore-and-summer-bloom-play-additional-lands.ron",
            StepKind::PutFromHand => {
                "rule-110-2-elvish-piper-and-broken-bond-put-a-card-from-a-hand-onto-the-battlefield.ron"
            }
            StepKind::ExileFromHand => "rule-607-2a-chrome-mox-imprints-a-card-and-adds-its-colors.ron",
            StepKind::ExileFromGraveyard => {
                "rule-406-2-relic-of-progenitus-has-a-player-exile-a-card-from-their-graveyard.ron"
            }
            StepKind::CounterInstead => {
                "rule-614-1a-dissipate-memory-lapse-and-remand-put-what-they-counter-elsewhere.ron"
            }
            StepKind::Draw => "rule-121-1-divination-draws-two.ron",
            StepKind::GainLife | StepKind::LoseLife => "rule-119-3-life-gained-and-lost-by-a-spell.ron",
            StepKind::Mill => "rule-701-17a-a-player-mills.ron",
            StepKind::AttachThis => "rule-702-6a-equip.ron",
            StepKind::CastThis => "rule-608-2g-a-defeated-siege-is-cast-as-its-trigger-resolves.ron",
            StepKind::AtNextUpkeep => "rule-603-7-a-delayed-trigger-draws-at-the-next-turn-s-upkeep.ron",
            StepKind::Regenerate => "rule-701-19a-a-regenerated-creature-survives-being-destroyed.ron",
            StepKind::Sacrifice => "rule-603-7c-thatcher-revolt-s-tokens-are-sacrificed-at-the-next-end-step.ron",
            StepKind::WhenYouDo => "rule-603-12-cavalier-of-night-s-reflexive-trigger-after-a-sacrifice.ron",
            StepKind::PreventCombatDamage => {
                "rule-615-1-and-701-8a-fog-prevents-combat-damage-and-day-of-judgment-destroys-all-creatures.ron"
            }
            StepKind::Scry => "rule-701-22a-magma-jet-and-a-scry-after-it.ron",
            StepKind::ChooseColor => "rule-105-1-mother-of-runes-and-lotus-cobra-choose-a-color.ron",
            StepKind::ChooseName => "rule-201-4-cabal-therapy-names-a-card-and-its-copies-are-discarded.ron",
            StepKind::GetEnergy => {
                "rule-107-14-attune-with-aether-aether-hub-thriving-rhino-and-longtusk-cub-get-and-pay-energy.ron"
            }
            StepKind::GetPoison => "rule-122-1f-poisonous-and-a-poison-counter-from-a-spell.ron",
            StepKind::RemoveCounters => "rule-122-1-karstoderm-loses-a-counter-as-an-artifact-enters.ron",
            StepKind::ArrangeTop => {
                "rule-401-4-ponder-and-sensei-s-divining-top-put-the-top-cards-back-in-any-order.ron"
            }
            StepKind::Surveil => "rule-701-25a-notion-rain-deadly-visit-and-dimir-informant-surveil.ron",
            StepKind::Discard | StepKind::DiscardAtRandom | StepKind::DiscardChosen => {
                "rule-701-9b-mind-rot-hymn-to-tourach-and-thoughtseize-make-a-player-discard.ron"
            }
            StepKind::Unless => "rule-118-12a-mana-leak-and-an-upkeep-cost-unless-a-player-pays.ron",
            StepKind::CantBlock => "rule-509-1b-goblin-shortcutter-and-falter-say-who-can-t-block-this-turn.ron",
            StepKind::CantBeBlocked | StepKind::CantAttackOrBlock => {
                "rule-509-1b-a-creature-that-can-t-be-blocked-or-can-t-attack-or-block-this-turn.ron"
            }
            StepKind::CombatDemand => "rule-509-1c-lures-and-provocations-ask-for-blocks-this-turn.ron",
            StepKind::RemoveFromCombat => {
                "rule-506-4-gustcloak-runner-is-removed-from-combat-as-it-becomes-blocked.ron"
            }
            StepKind::IfItIs => "rule-608-2c-pyroblast-counters-a-spell-only-if-it-s-blue.ron",
            StepKind::IfItWas => "rule-608-2h-molten-rain-and-scavenging-ooze-ask-what-the-target-was.ron",
            StepKind::InsteadIf => "rule-608-2c-fatal-push-destroys-mana-value-four-after-revolt.ron",
            StepKind::ManaValueCounted => {
                "rule-608-2h-meltdown-ratchet-bomb-and-spellstutter-sprite-count-mana-values-as-they-resolve.ron"
            }
            StepKind::IfYouPay => "rule-603-5-mind-s-eye-draws-a-card-if-its-controller-pays.ron",
            StepKind::IfKicked => "rule-702-33d-into-the-roil-and-gatekeeper-of-malakir-kicked.ron",
            StepKind::IfYouDont => "rule-702-123a-fabricate-puts-counters-or-makes-servos.ron",
            StepKind::AddCounters => "rule-702-24a-arctic-wolves-cumulative-upkeep.ron",
            StepKind::PreventNext => "rule-615-7-samite-healer-and-healing-salve-prevent-the-next-damage.ron",
            StepKind::PreventAll => {
                "rule-615-1a-maze-of-ith-warning-and-indestructible-aura-prevent-damage-this-turn.ron"
            }
            StepKind::AmountX => "rule-107-3a-blaze-and-stream-of-life-use-the-x-they-were-cast-with.ron",
            StepKind::AmountCounted => "rule-608-2h-amounts-counted-as-the-spell-resolves.ron",
            StepKind::ExileIfItDies => "rule-614-1a-magma-spray-exiles-what-would-die.ron",
            StepKind::ChooseTarget | StepKind::Fight | StepKind::DamageByPower => {
                "rule-701-12a-prey-upon-and-rabid-bite-creatures-fight-and-bite.ron"
            }
            StepKind::ExileGraveyard => "rule-406-2-tormod-s-crypt-and-bojuka-bog-exile-a-graveyard.ron",
            StepKind::TopToHand => "rule-701-20a-dark-confidant-reveals-its-top-card-and-pays-its-mana-value.ron",
            StepKind::ExileTop => "rule-702-115a-benthic-infiltrator-ingests-the-top-card-of-a-library.ron",
            StepKind::GainControl => {
                "rule-613-1b-and-514-2-act-of-treason-and-threaten-take-a-creature-for-the-turn.ron"
            }
            StepKind::SacrificeChosen => "rule-701-21a-diabolic-edict-and-innocent-blood-make-players-sacrifice.ron",
            StepKind::PutInLibrary => "rule-400-3-a-creature-put-on-top-or-at-the-bottom-of-its-owner-s-library.ron",
            StepKind::AddMana => "rule-106-4-dark-ritual-adds-mana-that-pays-for-the-next-spell.ron",
            StepKind::PutBackFromHand => "rule-608-2c-opt-and-brainstorm-go-on-after-the-choice.ron",
            StepKind::NoRegeneration => "rule-701-19c-terror-and-wrath-of-god-destroy-what-can-t-be-regenerated.ron",
            StepKind::Search => "rule-701-23a-path-to-exile-and-rampant-growth-search-a-library.ron",
            StepKind::ShuffleIntoLibrary => {
                "rule-608-2n-green-sun-s-zenith-and-beacon-of-destruction-shuffle-themselves-away.ron"
            }
            StepKind::LookAtTop => "rule-701-20e-impulse-and-collected-company-look-at-the-top-of-a-library.ron",
            StepKind::RevealTop => "rule-701-20a-grisly-salvage-and-mulch-reveal-the-top-of-a-library.ron",
            StepKind::SearchSeveral => {
                "rule-701-23a-cultivate-explosive-vegetation-and-squadron-hawk-find-up-to-n-cards.ron"
            }
            StepKind::ExileUntilThisLeaves => {
                "rule-610-3a-banishing-light-and-oblivion-ring-return-what-they-exiled.ron"
            }
            StepKind::GainLifeEqual => {
                "rule-608-2h-swords-to-plowshares-gives-life-equal-to-the-exiled-creature-s-power.ron"
            }
            StepKind::GainLifeLost => "rule-119-3-and-702-101a-blood-tithe-and-extort-gain-the-life-lost-this-way.ron",
            StepKind::ReturnToBattlefield | StepKind::AtNextEndStep => {
                "rule-603-7c-turn-to-mist-returns-the-card-at-the-next-end-step.ron"
            }
            StepKind::IfHolds => "rule-608-2c-resourceful-return-and-decommission-ask-a-condition-as-they-resolve.ron",
            StepKind::Renowned => "rule-702-112a-topan-freeblade-becomes-renowned-once.ron",
            StepKind::Monstrosity => "rule-701-37a-monstrosity-and-701-46a-adapt.ron",
            StepKind::Bolster => "rule-701-39a-bolster-chooses-among-the-least-toughness.ron",
            StepKind::Proliferate => "rule-701-34a-tezzerets-gambit-and-thrummingbird-proliferate.ron",
            StepKind::UntapLands => "rule-701-26b-snap-and-peregrine-drake-untap-up-to-n-lands.ron",
            StepKind::ReturnFromGraveyard => "rule-701-17a-corpse-churn-mills-then-returns-a-creature-card.ron",
            StepKind::PayLifeOrPutBack => "rule-119-4-sylvan-library-keeps-cards-drawn-for-4-life-each.ron",
            StepKind::KeepOneOfEach => "rule-701-21a-cataclysm-keeps-one-permanent-of-each-type.ron",
            StepKind::AtEndOfCombat => "rule-511-2-fog-elemental-and-kaijin-act-at-end-of-combat.ron",
            StepKind::BecomeMonarch => "rule-724-palace-sentinels-makes-alice-the-monarch-and-bob-takes-it.ron",
            StepKind::ExtraTurns => "rule-500-7-time-walk-and-time-warp-add-extra-turns.ron",
            StepKind::ShuffleGraveyard => "rule-701-24a-reminisce-shuffles-a-graveyard-into-its-library.ron",
            StepKind::LookAtHand => "rule-701-20e-peek-looks-at-a-hand-only-its-caster-sees.ron",
            StepKind::SwitchPT => "rule-613-4d-twisted-image-switches-power-and-toughness.ron",
            StepKind::BecomeCreature => "rule-702-122a-crew-and-205-1b-artifacts-become-creatures.ron",
            StepKind::CreateTokenCopy => "rule-707-9b-kiki-jiki-copies-and-702-128a-embalm.ron",
            StepKind::WinOrLose => "rule-104-2b-and-104-3e-felidar-sovereign-wins-and-lich-s-mastery-loses.ron",
            StepKind::Explore => "rule-701-44a-merfolk-branchwalker-and-seekers-squire-explore.ron",
            StepKind::Cascade => "rule-702-85a-bloodbraid-elf-and-violent-outburst-cascade.ron",
            StepKind::Storm => "rule-702-40a-grapeshot-and-empty-the-warrens-storm.ron",
            StepKind::Emblem => "rule-114-4-dack-fayden-s-emblem-steals-what-its-spells-target.ron",
            StepKind::Incubate => "rule-701-53a-sunfall-incubates-the-creatures-exiled-this-way.ron",
            StepKind::Transform => "rule-701-27a-ulvenwald-captive-and-an-incubator-transform-by-their-abilities.ron",
            StepKind::SearchGraveyardToo => "rule-701-23a-finale-of-devastation-searches-a-library-and-a-graveyard.ron",
            StepKind::IfDone => "rule-608-2c-creeping-chill-milled-exiled-for-its-damage.ron",
            StepKind::Piles => "rule-700-3-liliana-of-the-veil-separates-permanents-into-piles.ron",
            StepKind::CopySpell => "rule-707-10c-twincast-copies-a-spell-with-new-targets.ron",
            StepKind::ReturnOrSacrifice => "rule-118-12-glint-hawk-returns-an-artifact-or-is-sacrificed.ron",
            StepKind::DividedDamage => "rule-601-2d-forked-bolt-and-arc-lightning-divide-their-damage.ron",
            StepKind::Madness => "rule-702-35a-fiery-temper-cast-for-its-madness-cost-basking-rootwalla-not.ron",
            StepKind::SkipNextUntap => "rule-502-3-frost-lynx-and-frost-breath-keep-creatures-tapped.ron",
            StepKind::Amass => "rule-701-47a-lazotep-reaver-and-callous-dismissal-amass.ron",
            StepKind::GainKeywordForever | StepKind::ExileIfItLeaves => {
                "rule-702-84a-hellspark-elemental-unearths-and-whip-of-erebos-returns-a-creature.ron"
            }
        }
    }
}

impl EffectStep {
    /// Its kind.
    pub fn kind(&self) -> StepKind {
        match self {
            EffectStep::Damage { .. } => StepKind::Damage,
            EffectStep::Destroy(_) => StepKind::Destroy,
            EffectStep::Exile(_) => StepKind::Exile,
            EffectStep::ExileUntilThisLeaves(_) => StepKind::ExileUntilThisLeaves,
            EffectStep::ReturnToHand(_) => StepKind::ReturnToHand,
            EffectStep::Tap(_) => StepKind::Tap,
            EffectStep::Untap(_) => StepKind::Untap,
            EffectStep::TapOrUntap(_) => StepKind::TapOrUntap,
            EffectStep::BecomeColors { .. } => StepKind::BecomeColors,
            EffectStep::Pump { .. } => StepKind::Pump,
            EffectStep::GainKeyword { .. } => StepKind::GainKeyword,
            EffectStep::GainKeywordForever { .. } => StepKind::GainKeywordForever,
            EffectStep::ExileIfItLeaves(_) => StepKind::ExileIfItLeaves,
            EffectStep::Amass(_) => StepKind::Amass,
            EffectStep::SkipNextUntap(_) => StepKind::SkipNextUntap,
            EffectStep::CastForMadness => StepKind::Madness,
            EffectStep::Become(_, Designation::Renowned) => StepKind::Renowned,
            EffectStep::Become(_, Designation::Monstrous) => StepKind::Monstrosity,
            EffectStep::Bolster(_) => StepKind::Bolster,
            EffectStep::Proliferate => StepKind::Proliferate,
            EffectStep::UntapLands(_) => StepKind::UntapLands,
            EffectStep::ReturnFromGraveyard(_) => StepKind::ReturnFromGraveyard,
            EffectStep::PayLifeOrPutBack(..) => StepKind::PayLifeOrPutBack,
            EffectStep::KeepOneOfEach(..) => StepKind::KeepOneOfEach,
            EffectStep::WinOrLose { .. } => StepKind::WinOrLose,
            EffectStep::BecomeMonarch(_) => StepKind::BecomeMonarch,
            EffectStep::ExtraTurns { .. } => StepKind::ExtraTurns,
            EffectStep::ShuffleGraveyard { .. } => StepKind::ShuffleGraveyard,
            EffectStep::LookAtHand { .. } => StepKind::LookAtHand,
            EffectStep::SwitchPT(_) => StepKind::SwitchPT,
            EffectStep::BecomeCreature(_) => StepKind::BecomeCreature,
            EffectStep::CreateTokenCopy { .. } => StepKind::CreateTokenCopy,
            EffectStep::Explore(_) => StepKind::Explore,
            EffectStep::Cascade => StepKind::Cascade,
            EffectStep::Storm => StepKind::Storm,
            EffectStep::Emblem(_) => StepKind::Emblem,
            EffectStep::Incubate(_) => StepKind::Incubate,
            EffectStep::Transform(_) => StepKind::Transform,
            EffectStep::IfDone(_) => StepKind::IfDone,
            EffectStep::Piles(_) => StepKind::Piles,
            EffectStep::CopySpell { .. } => StepKind::CopySpell,
            EffectStep::ReturnOrSacrifice(_) => StepKind::ReturnOrSacrifice,
            EffectStep::DividedDamage { .. } => StepKind::DividedDamage,
            EffectStep::CreateTokens { .. } => StepKind::CreateTokens,
            EffectStep::PlusOneCounters { .. } => StepKind::PlusOneCounters,
            EffectStep::AddCounters { .. } => StepKind::AddCounters,
            EffectStep::CounterSpell(_) => StepKind::CounterSpell,
            EffectStep::CounterInstead { .. } => StepKind::CounterInstead,
            EffectStep::PutFromHand { .. } => StepKind::PutFromHand,
            EffectStep::ExileFromHand { .. } => StepKind::ExileFromHand,
            EffectStep::ExileFromGraveyard { .. } => StepKind::ExileFromGraveyard,
            EffectStep::AdditionalLands(_) => StepKind::AdditionalLands,
            EffectStep::ReturnChosen { .. } => StepKind::ReturnChosen,
            EffectStep::Draw { .. } => StepKind::Draw,
            EffectStep::GainLife { .. } => StepKind::GainLife,
            EffectStep::LoseLife { .. } => StepKind::LoseLife,
            EffectStep::GainLifeEqual { .. } => StepKind::GainLifeEqual,
            EffectStep::GainLifeLost { .. } => StepKind::GainLifeLost,
            EffectStep::Mill { .. } => StepKind::Mill,
            EffectStep::ExileGraveyard { .. } => StepKind::ExileGraveyard,
            EffectStep::TopToHand { .. } => StepKind::TopToHand,
            EffectStep::ExileTop { .. } => StepKind::ExileTop,
            EffectStep::PreventNext { .. } => StepKind::PreventNext,
            EffectStep::PreventAll { .. } => StepKind::PreventAll,
            EffectStep::AttachThis(_) => StepKind::AttachThis,
            EffectStep::CastThis { .. } => StepKind::CastThis,
            EffectStep::Delayed { at: Moment::NextUpkeep | Moment::YourNextUpkeep, .. } => StepKind::AtNextUpkeep,
            EffectStep::Delayed { at: Moment::EndOfCombat, .. } => StepKind::AtEndOfCombat,
            EffectStep::Delayed { .. } => StepKind::AtNextEndStep,
            EffectStep::Regenerate(_) => StepKind::Regenerate,
            EffectStep::NoRegeneration(_) => StepKind::NoRegeneration,
            EffectStep::Sacrifice(_) => StepKind::Sacrifice,
            EffectStep::ReturnToBattlefield { .. } => StepKind::ReturnToBattlefield,
            EffectStep::WhenYouDo { .. } => StepKind::WhenYouDo,
            EffectStep::PreventCombatDamage => StepKind::PreventCombatDamage,
            EffectStep::ChooseTarget(_) => StepKind::ChooseTarget,
            EffectStep::Fight { .. } => StepKind::Fight,
            EffectStep::ExileIfItDies(_) => StepKind::ExileIfItDies,
            EffectStep::DamageByPower { .. } => StepKind::DamageByPower,
            EffectStep::Search(s) if matches!(s.among, super::Among::Top { revealed: true, .. }) => StepKind::RevealTop,
            EffectStep::Search(s) if s.among == super::Among::LibraryAndGraveyard => StepKind::SearchGraveyardToo,
            EffectStep::Search(s) if s.among != super::Among::Library => StepKind::LookAtTop,
            EffectStep::Search(s) if s.most > 1 => StepKind::SearchSeveral,
            EffectStep::ShuffleThisIntoLibrary => StepKind::ShuffleIntoLibrary,
            EffectStep::Search(_) => StepKind::Search,
            EffectStep::Scry(_) => StepKind::Scry,
            EffectStep::Surveil(_) => StepKind::Surveil,
            EffectStep::ArrangeTop { .. } => StepKind::ArrangeTop,
            EffectStep::GetCounters { kind: PlayerCounter::Energy, .. } => StepKind::GetEnergy,
            EffectStep::GetCounters { kind: PlayerCounter::Poison, .. } => StepKind::GetPoison,
            EffectStep::RemoveCounters { .. } => StepKind::RemoveCounters,
            EffectStep::ChooseColor | EffectStep::AddChosenMana(_) => StepKind::ChooseColor,
            EffectStep::ChooseName { .. } | EffectStep::DiscardNamed { .. } => StepKind::ChooseName,
            EffectStep::Discard { random: false, .. } => StepKind::Discard,
            EffectStep::Discard { random: true, .. } => StepKind::DiscardAtRandom,
            EffectStep::DiscardChosen { .. } => StepKind::DiscardChosen,
            EffectStep::PutBackFromHand(..) => StepKind::PutBackFromHand,
            EffectStep::AddMana { .. } => StepKind::AddMana,
            EffectStep::Unless { .. } => StepKind::Unless,
            EffectStep::CantBlock(_) => StepKind::CantBlock,
            EffectStep::CantBeBlocked(..) => StepKind::CantBeBlocked,
            EffectStep::CantAttackOrBlock(_) => StepKind::CantAttackOrBlock,
            EffectStep::CombatDemand { .. } => StepKind::CombatDemand,
            EffectStep::RemoveFromCombat(_) => StepKind::RemoveFromCombat,
            EffectStep::GainControl { .. } => StepKind::GainControl,
            EffectStep::PutInLibrary { .. } => StepKind::PutInLibrary,
            EffectStep::SacrificeChosen { .. } => StepKind::SacrificeChosen,
            EffectStep::IfItIs { .. } => StepKind::IfItIs,
            EffectStep::IfItWas { .. } => StepKind::IfItWas,
            EffectStep::InsteadIf { .. } => StepKind::InsteadIf,
            EffectStep::IfYouPay { .. } => StepKind::IfYouPay,
            EffectStep::IfKicked(_) => StepKind::IfKicked,
            EffectStep::IfYouDont(_) => StepKind::IfYouDont,
            EffectStep::IfHolds { .. } => StepKind::IfHolds,
        }
    }

    /// Its kind and those of the steps it holds (a delayed ability's).
    pub fn kinds(&self) -> Vec<StepKind> {
        let mut out = vec![self.kind()];
        match self.amount() {
            Some(super::Amount::X) => out.push(StepKind::AmountX),
            Some(super::Amount::Count { .. }) => out.push(StepKind::AmountCounted),
            _ => {}
        }
        if let EffectStep::Delayed { effect, .. }
        | EffectStep::WhenYouDo { effect, .. }
        | EffectStep::IfYouPay { effect, .. }
        | EffectStep::IfKicked(effect)
        | EffectStep::IfYouDont(effect)
        | EffectStep::IfDone(effect)
        | EffectStep::IfHolds { effect, .. }
        | EffectStep::IfItWas { effect, .. } = self
        {
            out.extend(effect.steps.iter().flat_map(EffectStep::kinds));
        }
        if let EffectStep::Unless { step, .. } | EffectStep::IfItIs { step, .. } = self {
            out.extend(step.kinds());
        }
        if let EffectStep::Unless { x: Some(super::Amount::Count { .. }), .. } = self {
            out.push(StepKind::AmountCounted);
        }
        let counted = |w: &super::With| matches!(w, super::With::ManaValueCounted { .. });
        let searched = match self {
            EffectStep::Search(s) => s.with.iter().any(counted),
            _ => false,
        };
        if searched || self.aim().wanted().is_some_and(|w| w.with.iter().any(counted)) {
            out.push(StepKind::ManaValueCounted);
        }
        if let EffectStep::InsteadIf { step, instead, .. } = self {
            out.extend(step.kinds().into_iter().chain(instead.kinds()));
        }
        out
    }
}
