//! Oracle text parsed once, when a face is read or built, into the abilities the rules kernel
//! acts on. The rest stays text for the players to read and apply. Nothing matches Oracle
//! substrings at run time: the kernel reads these types.

use std::sync::Arc;

pub use super::pt_bonus;
use super::{CardType, capitalized, card_type};

mod anthem;
mod attach;
mod bonus;
mod chapter;
mod combat;
mod copying;
mod cost_change;
mod defined;
mod doubling;
mod entering;
mod flash;
mod graveyards;
mod keywords;
mod lines;
pub(crate) mod mana;
mod meld;
mod modal_triggers;
mod oracle_text;
mod player;
mod prevention;
mod prototype;
mod timing;

pub use anthem::Anthem;
pub use attach::{AddedTypes, Attached, AttachedBonus, ControlledBy, EnchantRestriction, EnchantTarget};
pub use chapter::{Chapter, ChapterEffect, roman};
pub use copying::EntersAsCopy;
pub use cost_change::{CostChange, Whose};
pub use defined::DefinedPT;
pub use entering::{ChosenUse, EntersIf, EntryAnswer, EntryChoice};
pub use flash::FlashFor;
pub use graveyards::GraveyardsExiled;
pub use lines::Lines;
pub use mana::{ManaAbility, ManaAmong, ManaThen};
pub use oracle_text::{OracleText, overloaded};
pub use player::PlayerRule;
pub use prevention::{Fits, Prevention, Whom};
pub use prototype::Prototype;
pub use timing::CastOnly;
pub use {bonus::Bonus, combat::AttackTax};

/// One ability: its text and what the kernel makes of it.
#[derive(Debug, PartialEq)]
pub struct AbilityLine {
    /// The ability as written.
    pub text: String,
    /// What it is, for the kernel.
    pub ability: Ability,
}

impl Clone for AbilityLine {
    fn clone(&self) -> Self {
        AbilityLine { text: self.text.clone(), ability: self.ability.clone() }
    }
    /// Reuses the text's buffer: characteristics are derived again into the same lines.
    fn clone_from(&mut self, source: &Self) {
        self.text.clone_from(&source.text);
        self.ability.clone_from(&source.ability);
    }
}

impl AbilityLine {
    /// Parses one line of rules text.
    pub fn parse(line: &str) -> AbilityLine {
        AbilityLine { text: line.to_string(), ability: Ability::parse(line) }
    }
    /// A line the kernel doesn't act on (a granted keyword shown to players).
    pub fn text_only(text: impl Into<String>) -> AbilityLine {
        AbilityLine { text: text.into(), ability: Ability::Other }
    }
}

/// The abilities the kernel acts on.
#[derive(Clone, Debug, PartialEq)]
pub enum Ability {
    /// "Enchant ..." (702.5a, 303.4a): what an Aura can legally enchant.
    Enchant(EnchantRestriction),
    /// "Equipped creature gets +N/+M [and has X]." or "Enchanted creature gets ...": a fixed
    /// bonus on the host (613.4c, 613.1f).
    AttachedBonus(Arc<AttachedBonus>),
    /// "If this ... would be put into a graveyard from anywhere, exile it instead." (the back
    /// faces of disturb cards, 702.146; a replacement effect, 614.1a).
    ExileInsteadOfGraveyard,
    /// "If [this] would be put into a graveyard from anywhere, reveal [this] and shuffle it
    /// into its owner's library instead." (Progenitus, Darksteel Colossus; a self-replacement
    /// effect, 614.1a, 614.15).
    ShuffledInsteadOfGraveyard,
    /// "Dredge N" (702.52a): if its owner would draw a card while it is in their graveyard,
    /// they may instead mill N cards and return it to their hand (702.52b: not with fewer than
    /// N cards in their library).
    Dredge(u32),
    /// "If a card would be put into an opponent's graveyard from anywhere, exile it instead."
    /// (Leyline of the Void), "If a card or token would be put into a graveyard from anywhere,
    /// exile it instead." (Rest in Peace): a replacement effect on every card (and token) bound
    /// for a graveyard it names, for as long as its source is on the battlefield (614.1a).
    GraveyardsExiled(GraveyardsExiled),
    /// A Saga's chapter ability, "I, II — [Effect]" (714.2).
    Chapter(Chapter),
    /// "Other Human creatures you control get +1/+1.": a static ability that modifies the P/T
    /// of other creatures (613.4c, 611.3a), for as long as its source has it.
    Anthem(Anthem),
    /// "Its power is equal to ...": a characteristic-defining ability setting power and
    /// toughness, applied in layer 7a in every zone (604.3, 613.4a).
    DefinedPT(Arc<DefinedPT>),
    /// "[This] gets +1/+2 as long as you control a Forest.", "[This] gets +1/+0 for each
    /// artifact you control.": a bonus a permanent gives itself, counted or conditional, checked
    /// each time the layers apply it (613.4c, 613.1f, 611.3a).
    OwnBonus(Arc<Bonus>),
    /// A keyword line that includes indestructible ("Indestructible", "Flying, indestructible"):
    /// the permanent can't be destroyed (702.12b).
    Indestructible,
    /// "Prototype {1}{B}{B} — 3/3" (702.160a): the alternative mana cost, power and toughness
    /// a spell cast prototyped has (718.3b).
    Prototype(Prototype),
    /// "(Melds with X.)" or "... a creature named X, exile them, then meld them into Y.": the
    /// other card of its meld pair (712.4a).
    MeldsWith(String),
    /// A keyword line that includes phasing (702.26a).
    Phasing,
    /// "Read ahead" (702.155a): a Saga that enters with the chapter its controller chooses.
    ReadAhead,
    /// "{T}: Add {G}." / "{T}: Add {R} or {G}." / "{T}: Add one mana of any color.": a mana
    /// ability (605.1a) whose only cost is tapping: the kinds of mana it can add.
    TapForMana(Arc<ManaAbility>),
    /// "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
    /// (Wild Growth): an Aura's triggered mana ability (605.1b), which doesn't use the stack and
    /// adds its mana as the land is tapped (605.3b, 605.4a).
    HostAddsMana(Vec<super::ManaSymbol>),
    /// "Whenever a player taps a land for mana, that player adds one mana of any type that land
    /// produced." (Mana Flare, Heartbeat of Spring; 605.1b, 605.4a): a triggered mana ability,
    /// its mana added at once.
    LandsAddMana,
    /// "If an effect would create one or more tokens under your control, it creates twice that
    /// many of those tokens instead." (614.1a; `abilities::doubling`).
    TokensDoubled,
    /// A triggered ability the reader understood (603.1): the rules detect its event and put
    /// it on the stack ([`crate::rules::triggers`]).
    Triggered(Arc<super::triggers::Trigger>),
    /// A line of an instant's or sorcery's text the reader understood: the steps the rules
    /// carry out as the spell resolves (608.2c, [`crate::rules::effects`]).
    Effect(Arc<super::effects::SpellEffect>),
    /// Unleash, riot, "As [this] enters, choose a color.": a choice its controller makes as it
    /// enters (614.1c, 614.12a; `rules::ops::entry_choice`).
    AsEnters(EntryChoice),
    /// "You may have [this] enter as a copy of any creature on the battlefield." (707.5,
    /// 614.1c; `abilities::copying`).
    EntersAsCopy(Arc<EntersAsCopy>),
    /// "If [this] would enter, you may discard a land card instead. If you do, put [this] onto
    /// the battlefield. If you don't, put it into its owner's graveyard." (614.1a, Mox Diamond).
    EntersIfDiscards(Arc<super::effects::Wanted>),
    /// "[This] has protection from the chosen color.", "[This] is the chosen color.", "[This] is
    /// the chosen type in addition to its other types.": what was chosen as it entered does.
    Chosen(ChosenUse),
    /// "If [this] is in your opening hand, you may begin the game with it on the battlefield."
    /// (103.6a): its owner may put it onto the battlefield once every player has kept.
    BeginsOnBattlefield,
    /// "This land enters tapped.", "[Name] enters the battlefield tapped.": it enters the
    /// battlefield tapped (a replacement effect, 614.1c).
    EntersTapped,
    /// "Creatures your opponents control enter the battlefield tapped.", "Artifacts and lands
    /// enter tapped.": the permanents it names enter tapped while it is on the battlefield
    /// (614.1d, 614.12), judged as they would exist there.
    OthersEnterTapped(Arc<super::effects::Wanted>),
    /// "[This] enters (the battlefield) with N / X [kind] counters on it." (614.1c, 122.6): it
    /// enters with them; X is the X its spell was cast with (107.3m), 0 otherwise.
    EntersWithCounters {
        /// How many; `None`: X.
        n: Option<u32>,
        /// Of what kind ("+1/+1", "charge").
        kind: String,
        /// Only if this is true as it enters ("If [this] was kicked, it enters ...", 702.33d;
        /// bloodthirst, 702.54a).
        only_if: Option<EntersIf>,
    },
    /// "[This] enters with a +1/+1 counter on it for each creature card in your graveyard.",
    /// "... with X +1/+1 counters on it, where X is the number of other creatures on the
    /// battlefield." (614.1c): the count made as it enters, "you" its controller.
    EntersWithCountersCounted {
        /// Of what kind ("+1/+1").
        kind: String,
        /// How many.
        count: crate::cards::effects::Count,
    },
    /// "[This] enters with a +1/+1 counter on it for each color of mana spent to cast it."
    /// (converge), sunburst (702.44a): a counter for each colour of mana paid for its spell
    /// (601.2h), of the kind named, or for sunburst (`None`) +1/+1 counters on a creature and
    /// charge counters on anything else (702.44a).
    EntersWithCountersPerColor(Option<String>),
    /// "Prevent all combat damage that would be dealt to [this].", "Prevent all damage that
    /// would be dealt by enchanted creature.": a static prevention effect (615.1a), for as long
    /// as its permanent is on the battlefield.
    PreventsDamage(Arc<Prevention>),
    /// "This creature can't block.", "[Name] can't attack.", "[Name] can't attack or block."
    /// (508.1c, 509.1b): a restriction on its own attacks or blocks, which the declarations
    /// check.
    CantAttackOrBlock {
        /// It can't attack.
        attack: bool,
        /// It can't block.
        block: bool,
        /// "... unless you control another Zombie": a condition that lifts it, judged as the
        /// creature would attack or block.
        unless: Option<Arc<super::condition::Condition>>,
    },
    /// "[Name] can't attack alone.", "[Name] can't attack or block alone." (508.1c, 509.1b): it
    /// attacks only beside another attacker, blocks only beside another blocker.
    CantAttackOrBlockAlone {
        /// It can't attack alone.
        attack: bool,
        /// It can't block alone.
        block: bool,
    },
    /// "This spell can't be countered." (101.1): a spell or ability that would counter it
    /// doesn't.
    CantBeCountered,
    /// "Cast this spell only during combat" (601.3): when its own text lets it be cast.
    CastOnly(CastOnly),
    /// Ascend (702.131): its controller gets the city's blessing with ten permanents.
    Ascend,
    /// "Activated abilities of artifacts can't be activated." (Null Rod, Stony Silence; 602.5):
    /// while its permanent is on the battlefield, no artifact's activated ability, mana
    /// abilities among them, may be activated.
    ArtifactAbilitiesStopped,
    /// "Creatures entering the battlefield [or dying] don't cause abilities to trigger." (Torpor
    /// Orb, Hushbringer; 603.2): while its permanent is on the battlefield, no ability triggers
    /// on a creature's entering (or dying).
    TriggersStopped {
        /// Dying too.
        dying: bool,
    },
    /// "This permanent's activated abilities can't be activated [unless they're mana
    /// abilities]." (602.5), the line an Aura gives its host (Arrest, Faith's Fetters): none of
    /// its own activated abilities may be activated, mana abilities among them unless `mana`.
    OwnAbilitiesStopped {
        /// Its mana abilities may still be activated.
        mana: bool,
    },
    /// "You control enchanted creature." (Control Magic; 613.1b): while attached, its controller
    /// controls its host (`rules::ops::control`).
    ControlsHost,
    /// "You have no maximum hand size.": a rule changed for its controller (`abilities::player`).
    PlayerRule(PlayerRule),
    /// "Noncreature spells cost {1} more to cast." (601.2f): a change to the total cost of the
    /// spells it names while its permanent is on the battlefield.
    CostChange(Arc<CostChange>),
    /// "You may cast Spirit spells as though they had flash." (702.8a): the spells it names may
    /// be cast any time their caster could cast an instant while its permanent is on the
    /// battlefield.
    FlashFor(Arc<FlashFor>),
    /// "Creatures with power greater than the number of cards in your hand can't attack."
    /// (Ensnaring Bridge; 508.1c): counted as attackers are declared.
    AttackersPowerAtMostHand,
    /// Propaganda's cost for each creature attacking its controller (508.1d, 508.1h).
    AttackTax(Arc<AttackTax>),
    /// "Black creatures can't attack you." (Elephant Grass; 508.1c): creatures of the kind
    /// can't attack its controller.
    CantAttackYou(Arc<crate::cards::effects::Wanted>),
    /// "Noncreature spells with converted mana cost 4 or greater can't be cast." (Gaddock
    /// Teeg; 101.2): no player casts a spell of the kind while its permanent is on the
    /// battlefield.
    SpellsCantBeCast(Arc<crate::cards::effects::Wanted>),
    /// "Creature spells you control can't be countered." (Prowling Serpopard; 101.1): its
    /// controller's spells of the kind aren't countered while it is on the battlefield.
    YourSpellsCantBeCountered(Arc<crate::cards::effects::Wanted>),
    /// "You may spend mana as though it were mana of any color to cast planeswalker spells."
    /// (Oath of Nissa; 609.4b): its controller pays the coloured symbols of such spells with
    /// any mana.
    SpendAsAnyColor(Arc<crate::cards::filter::ObjectFilter>),
    /// "[Name] can't be blocked." (509.1b): no creature may block it.
    CantBeBlocked,
    /// "[Name] can't block and can't be blocked." (509.1b): both restrictions in one line.
    CantBlockNorBeBlocked,
    /// "You may have [this] assign its combat damage as though it weren't blocked." (510.1b-c).
    AssignsAsThoughUnblocked,
    /// "[Name] can block only creatures with flying." (509.1b).
    BlocksOnlyFlyers,
    /// "[Name] can't be blocked by more than one creature." (509.1b).
    BlockedByOneAtMost,
    /// "[Name] can't be blocked by creatures with power N or less." (509.1b).
    CantBeBlockedByPowerAtMost(i32),
    /// "Creatures with power less than [Name]'s power can't block it." (509.1b).
    CantBeBlockedByLesserPower,
    /// "[Name] can't block creatures with power N or greater." (509.1b): `at_least` false for
    /// "... N or less" (Sunweb).
    CantBlockPower {
        /// The power named.
        n: i32,
        /// "or greater" (else "or less").
        at_least: bool,
    },
    /// "[Name] can't be blocked by Walls.", "... by artifact creatures.", "... except by
    /// creatures with flying." (509.1b): the creatures that can't block it (`except`: the only
    /// ones that can).
    CantBeBlockedBy {
        /// The creatures named.
        by: Arc<super::effects::Wanted>,
        /// "except by": only these may block it.
        except: bool,
    },
    /// "[Name] can't attack unless defending player controls an Island." (508.1c): a land of
    /// this subtype.
    AttacksOnlyIfDefenderControls(String),
    /// "[Name] can't attack unless defending player has seven or more cards in their
    /// graveyard." (508.1c): a condition judged of each player it would attack, "you" being
    /// that player; the words after "unless".
    AttacksOnlyIfDefender(Arc<super::condition::Condition>, String),
    /// "[Name] attacks each combat if able." (508.1d): a requirement on its controller's
    /// declaration.
    AttacksEachCombat,
    /// "[Name] blocks each combat if able." (509.1c, `rules::ops::combat::requirements`).
    BlocksEachCombat,
    /// "[Name] must be blocked if able." (509.1c): one creature at least blocks it.
    MustBeBlocked,
    /// "All creatures able to block [Name] do so." (509.1c, Lure's kin): each blocks it.
    AllAbleBlockIt,
    /// "[Name] can block any number of creatures." (509.1a): it may block every attacking
    /// creature it could block alone.
    BlocksAnyNumber,
    /// "[Name] can block an additional creature each combat.", "... an additional seven
    /// creatures each combat." (509.1a): it may block this many attackers more than one.
    BlocksAdditional(u32),
    /// "[This] doesn't untap during your untap step." (`host: false`), "Enchanted creature
    /// doesn't untap during its controller's untap step." (`host: true`, an Aura's or
    /// Equipment's): the untap step passes it by (502.3).
    DoesntUntap {
        /// It is the permanent it is attached to that doesn't untap.
        host: bool,
    },
    /// "Islands don't untap during their controllers' untap steps.", "Creatures with flying
    /// don't untap during their controllers' untap steps." (502.3): every permanent of that kind,
    /// whoever controls it.
    NoneUntap(Arc<super::effects::Wanted>),
    /// "Choose one —", "Choose one or both —", "Choose two —" (700.2): a modal spell's choice
    /// and its modes, the "•" lines after it (`cards::modal`).
    Modal(Arc<super::modal::Modal>),
    /// "• [Effect]": one mode of the modal line above it, its steps where the reader
    /// understood them.
    Mode(Option<Arc<super::effects::SpellEffect>>),
    /// "[Ability word —] [Step] instead if [condition]." on a line of its own (Fatal Push's
    /// revolt, Galvanic Blast's metalcraft), or "If [condition], [step naming what the line above
    /// targeted]" (Searing Barrage's adamant): read into the effect of the line above it
    /// (608.2c); nothing of its own.
    InsteadOfAbove,
    /// "[Cost]: [Effect]." or cycling (602, 702.29a): an activated ability the rules carry out
    /// (`Action::Activate`).
    Activated(Arc<super::activated::Activated>),
    /// "Devoid (This card has no color.)" (702.114a): a characteristic-defining ability, the
    /// object is colourless in every zone (604.3).
    Devoid,
    /// "Changeling (This card is every creature type.)" (702.73a): a characteristic-defining
    /// ability, in every zone (604.3).
    Changeling,
    /// What the spell's own text adds to the cost of casting it: an additional cost, kicker, a
    /// cost increase (601.2b, 601.2f, 702.33a; `cards::costs`).
    SpellCost(Arc<super::costs::SpellCost>),
    /// Anything else: players read it and apply it.
    Other,
}

impl Ability {
    /// The spell's cost it is, if it is one (flashback, kicker, an alternative cost...).
    pub fn spell_cost(&self) -> Option<&super::costs::SpellCost> {
        match self {
            Ability::SpellCost(c) => Some(c),
            _ => None,
        }
    }

    /// Parses one line of rules text; a sentence whose final period the card data lost
    /// ("Rimrock Knight can't block", "Draw a card" in Scryfall's 2019 dump) as the sentence it
    /// is.
    pub fn parse(line: &str) -> Ability {
        let line = line.trim();
        let read = Ability::parse_sentence(line);
        let unended = !line.is_empty() && !line.ends_with(['.', ')', '"', '”', '—', ':']);
        match read {
            Ability::Other if unended && line.contains(' ') => Ability::parse_sentence(&format!("{line}.")),
            read => read,
        }
    }

    fn parse_sentence(line: &str) -> Ability {
        if let Some(what) = line.strip_prefix("Enchant ")
            && let Some(r) = EnchantRestriction::parse(what)
        {
            return Ability::Enchant(r);
        }
        if let Some(b) = AttachedBonus::parse(line) {
            return Ability::AttachedBonus(Arc::new(b));
        }
        if let Some(c) = Chapter::parse(line) {
            return Ability::Chapter(c);
        }
        if let Some(a) = Anthem::parse(line) {
            return Ability::Anthem(a);
        }
        if let Some(d) = DefinedPT::parse(line) {
            return Ability::DefinedPT(Arc::new(d));
        }
        if let Some(b) = Bonus::parse_own(line) {
            return Ability::OwnBonus(Arc::new(b));
        }
        if let Some(p) = Prototype::parse(line) {
            return Ability::Prototype(p);
        }
        if let Some(partner) = meld::partner(line) {
            return Ability::MeldsWith(partner);
        }
        if let Some(k) = keywords::own_ability(line) {
            return k;
        }
        if entering::begins_on_battlefield(line) {
            return Ability::BeginsOnBattlefield;
        }
        if let Some(copy) = copying::enters_as_copy(line).or_else(|| entering::enters_if_discards(line)) {
            return copy;
        }
        if let Some(choice) = entering::entry_choice(line).or_else(|| entering::chosen_use(line)) {
            return choice;
        }
        if let Some(m) = ManaAbility::parse(line) {
            return Ability::TapForMana(Arc::new(m));
        }
        if let Some(rule) = player::spell_rule(line) {
            return rule;
        }
        if let Some(m) = super::modal::Modal::parse(line) {
            return Ability::Modal(Arc::new(m));
        }
        if let Some(mode) = line.strip_prefix("• ") {
            return Ability::Mode(super::effects::SpellEffect::parse(mode).map(Arc::new));
        }
        if let Some(c) = CostChange::parse(line) {
            return Ability::CostChange(Arc::new(c));
        }
        if let Some(f) = FlashFor::parse(line) {
            return Ability::FlashFor(Arc::new(f));
        }
        if let Some(a) = super::activated::Activated::parse(line) {
            return Ability::Activated(Arc::new(a));
        }
        if let Some(subject) =
            line.strip_suffix(" enters tapped.").or_else(|| line.strip_suffix(" enters the battlefield tapped."))
            && !subject.contains(['.', ','])
            && !subject.starts_with("As ")
            && super::filter::is_this(subject)
        {
            return Ability::EntersTapped;
        }
        if let Some(others) = entering::others_enter_tapped(line) {
            return others;
        }
        if let Some(with) = entering::enters_with_counters(line) {
            return with;
        }
        if let Some(p) = Prevention::parse(line) {
            return Ability::PreventsDamage(Arc::new(p));
        }
        if let Some(restriction) = combat::restriction(line) {
            return restriction;
        }
        if let Some(rule) = timing::spell_rule(line) {
            return rule;
        }
        if let Some(rule) = PlayerRule::parse(line) {
            return Ability::PlayerRule(rule);
        }
        if let Some(ability) = combat::against_attacks(line) {
            return ability;
        }
        if line == "Activated abilities of artifacts can't be activated." {
            return Ability::ArtifactAbilitiesStopped;
        }
        match line {
            "Creatures entering the battlefield don't cause abilities to trigger."
            | "Creatures entering don't cause abilities to trigger." => {
                return Ability::TriggersStopped { dying: false };
            }
            "Creatures entering the battlefield or dying don't cause abilities to trigger."
            | "Creatures entering or dying don't cause abilities to trigger." => {
                return Ability::TriggersStopped { dying: true };
            }
            _ => {}
        }
        match line {
            attach::OWN_ABILITIES_STOPPED => return Ability::OwnAbilitiesStopped { mana: false },
            attach::OWN_ABILITIES_BUT_MANA_STOPPED => return Ability::OwnAbilitiesStopped { mana: true },
            _ => {}
        }
        if attach::controls_host(line) {
            return Ability::ControlsHost;
        }
        if let Some(subject) = line
            .strip_suffix(" doesn't untap during its controller's untap step.")
            .or_else(|| line.strip_suffix(" doesn't untap during your untap step."))
            .filter(|s| !s.contains(['.', ',']))
        {
            if matches!(
                subject,
                "Enchanted creature" | "Enchanted permanent" | "Enchanted artifact" | "Equipped creature"
            ) {
                return Ability::DoesntUntap { host: true };
            }
            if super::filter::is_this(subject) {
                return Ability::DoesntUntap { host: false };
            }
        }
        if let Some(subject) = line.strip_suffix(" don't untap during their controllers' untap steps.")
            && let Some(super::effects::Aim::All(w)) =
                super::effects::all_aim(&match super::filter::creature_type_of_plural(subject) {
                    Some(_) => subject.to_string(),
                    None => super::lowercased(subject),
                })
        {
            return Ability::NoneUntap(Arc::new(w));
        }
        if let Some(more) = combat::blocks_more(line) {
            return more;
        }
        if let Some(restriction) = combat::blocking(line) {
            return restriction;
        }
        if let Some(k) = keywords::characteristic(line) {
            return k;
        }
        if let Some(c) = super::costs::SpellCost::parse(line) {
            return Ability::SpellCost(Arc::new(c));
        }
        if let Some(t) = keywords::keyword_trigger(line) {
            return Ability::Triggered(Arc::new(t));
        }
        if let Some(more) = mana::triggered_mana(line) {
            return more;
        }
        if let Some(t) = super::triggers::Trigger::parse(line) {
            return Ability::Triggered(Arc::new(t));
        }
        // "that much" is a triggered ability's word (its event's amount).
        if let Some(e) = super::effects::SpellEffect::parse(line).filter(|e| !e.uses_that_much()) {
            return Ability::Effect(Arc::new(e));
        }
        graveyards::replacement(line).or_else(|| doubling::replacement(line)).unwrap_or(Ability::Other)
    }
}

#[cfg(test)]
mod tests;
