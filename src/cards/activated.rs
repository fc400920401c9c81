//! Activated abilities beyond mana abilities (602): "[Cost]: [Effect]." read into a typed cost
//! and the typed steps of `effects.rs` ("this" its source), and the keyword that is one
//! ("Cycling {2}", 702.29a: "{2}, Discard this card: Draw a card.", activated from a hand).
//! The rules activate one with `Action::Activate` (`rules::ops::activate`).

use std::sync::Arc;

use super::ManaCost;
use super::effects::{Aim, EffectStep, SpellEffect};
use super::filter::without_reminder;

/// An activated ability the rules carry out: what it costs, what it does, where and when it may
/// be activated.
#[derive(Clone, Debug, PartialEq)]
pub struct Activated {
    /// Its cost (602.2b, 601.2g-h).
    pub cost: Cost,
    /// What it does as it resolves, "this" being its source (608.2c).
    pub effect: Arc<SpellEffect>,
    /// Where it is activated from: the battlefield, its owner's hand (cycling, 702.29a), or its
    /// owner's graveyard ("Return [this] from your graveyard to your hand", 113.6m).
    pub from: ActivatedFrom,
    /// "Activate only as a sorcery." (602.5d, 307.1).
    pub sorcery: bool,
    /// "Activate only once each turn.", "Activate this ability no more than twice each turn."
    /// (602.5b): the most times this object activates it in a turn.
    pub each_turn: Option<u32>,
    /// "Activate only during your turn", "... during your upkeep" (602.5b).
    pub during: Option<During>,
    /// "Activate only if you control three or more artifacts" (602.5b): judged as it is
    /// activated.
    pub only_if: Option<OnlyIf>,
}

/// "Activate only if [condition]." (602.5b): the condition and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlyIf {
    /// What must be true (judged by `rules::conditions::holds`).
    pub condition: super::condition::Condition,
    /// Its words on the card, for a refusal to quote.
    pub words: String,
}

/// Where an activated ability functions (113.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActivatedFrom {
    /// A permanent's, on the battlefield, by its controller (113.6).
    Battlefield,
    /// A card's in its owner's hand (cycling, 702.29a; 113.6j).
    Hand,
    /// A card's in its owner's graveyard, whose ability says so (113.6m).
    Graveyard,
}

/// When an ability may be activated, by its own words (602.5b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum During {
    /// "Activate only during your turn."
    YourTurn,
    /// "Activate only during your upkeep."
    YourUpkeep,
    /// "Activate only during your turn, before attackers are declared." (before the declare
    /// attackers step of the turn, 508).
    YourTurnBeforeAttackers,
}

/// "Sacrifice a creature", "Sacrifice another creature", "Sacrifice two artifacts" in a cost
/// (602.2b, 701.21a): permanents its controller chooses as they activate it.
#[derive(Clone, Debug, PartialEq)]
pub struct SacrificeCost {
    /// How many.
    pub n: u32,
    /// Of what kind ("creature", "artifact or creature", "Goblin", "Food").
    pub what: super::filter::ObjectFilter,
    /// "another": not the ability's source.
    pub another: bool,
    /// "Return a land you control to its owner's hand": returned rather than sacrificed.
    pub returned: bool,
}

/// What an activated ability costs: mana, tapping its permanent ({T}, 107.5), discarding the
/// card itself or another card, sacrificing the permanent itself or others (701.21a), paying
/// life (119.4).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Cost {
    /// "Sacrifice a creature": chosen as it is activated.
    pub sacrifice: Option<SacrificeCost>,
    /// "Discard a card": a card of its controller's hand, chosen as it is activated.
    pub discard: bool,
    /// "Discard a creature card" (Fauna Shaman): the discarded card's types, any of them.
    pub discard_kind: Option<super::filter::ObjectFilter>,
    /// The mana in its cost.
    pub mana: Option<ManaCost>,
    /// {T}: tap this permanent.
    pub tap: bool,
    /// "Discard this card", "Discard [its name]" (channel, bloodrush): activated from its
    /// owner's hand.
    pub discard_this: bool,
    /// The discard is cycling's (702.29a): the card is cycled as it is discarded.
    pub cycle: bool,
    /// "Discard a card at random" (701.9b): the table's seeded source chooses as it is paid.
    pub discard_random: bool,
    /// "Sacrifice [this permanent]": by its name, or "this artifact".
    pub sacrifice_this: bool,
    /// "Pay N life".
    pub life: u32,
    /// "Pay {E}{E}" (107.14): energy counters its controller removes.
    pub energy: u32,
    /// A loyalty ability's cost (606.4): loyalty counters put on its planeswalker ("+1"),
    /// removed from it ("−2"), or none ("0").
    pub loyalty: Option<i32>,
    /// "Remove three spore counters from Thallid", "Remove a +1/+1 counter from this
    /// creature" (122.8, 602.2b): how many counters of which kind come off the permanent itself.
    pub remove: Option<(u32, String)>,
    /// "Exile this card from your graveyard" (embalm, 702.128a): paid before it goes on the
    /// stack, so that "this card" is the card in exile.
    pub exile_this: bool,
    /// Crew N (702.122a): other untapped creatures its controller controls, with total power N
    /// or greater, tapped; chosen as it is activated.
    pub crew: Option<u32>,
}

impl Activated {
    /// Reads one line of rules text: "{1}{R}, {T}: This creature deals 1 damage to any
    /// target.", "{R}: Shivan Dragon gets +1/+0 until end of turn.", "Cycling {2} (...)"; `None`
    /// for anything else (a mana ability is `ManaAbility`'s), or a cost or effect not understood.
    pub fn parse(line: &str) -> Option<Activated> {
        // "Metalcraft — {T}: Tap target artifact ...": an ability word has no rules meaning
        // (207.2c).
        let line = super::filter::without_ability_word(line.trim());
        // The keywords that are activated abilities, as the rules spell them out: "Equip [cost]"
        // is "[Cost]: Attach this permanent to target creature you control. Activate only as a
        // sorcery." (702.6a); "Cycling [cost]" is "[Cost], Discard this card: Draw a card.", from
        // a hand (702.29a).
        let typecycling = typecycling(line);
        let keywords = [
            ("Equip ", "Attach this Equipment to target creature you control.", false),
            ("Cycling ", "Draw a card.", true),
        ]
        .map(|(k, e, c)| (line.strip_prefix(k), e.to_string(), c));
        let typecycling = typecycling.map(|(rest, effect)| (Some(rest), effect, true));
        for (rest, effect, cycling) in keywords.into_iter().chain(typecycling) {
            let Some(rest) = rest else { continue };
            let mana = ManaCost::parse(without_reminder(rest).trim()).ok().filter(|m| !m.symbols.is_empty())?;
            let effect = Arc::new(SpellEffect::parse_ability(&effect)?);
            let cost = Cost { mana: Some(mana), discard_this: cycling, cycle: cycling, ..Cost::default() };
            let from = if cycling { ActivatedFrom::Hand } else { ActivatedFrom::Battlefield };
            let (sorcery, each_turn, during) = (!cycling, None, None);
            return Some(Activated { cost, effect, from, sorcery, each_turn, during, only_if: None });
        }
        if let Some(rest) = line.strip_prefix("Unearth ") {
            return unearth(rest);
        }
        // 702.53a: "Transmute [cost]" is "[Cost], Discard this card: Search your library for a
        // card with the same mana value as the discarded card, reveal that card, and put it into
        // your hand. Then shuffle. Activate only as a sorcery."
        if let Some(rest) = line.strip_prefix("Transmute ") {
            let mana = ManaCost::parse(without_reminder(rest).trim()).ok().filter(|m| !m.symbols.is_empty())?;
            let effect = SpellEffect::parse_ability(
                "Search your library for a card with converted mana cost equal to this card's converted mana cost, \
                 reveal it, put it into your hand, then shuffle.",
            )?;
            let cost = Cost { mana: Some(mana), discard_this: true, ..Cost::default() };
            let (from, sorcery, each_turn, during) = (ActivatedFrom::Hand, true, None, None);
            return Some(Activated { cost, effect: Arc::new(effect), from, sorcery, each_turn, during, only_if: None });
        }
        // 702.128a, 702.129a: "Embalm [cost]" is "[Cost], Exile this card from your graveyard:
        // Create a token that's a copy of this card, except it's white, it has no mana cost, and
        // it's a Zombie in addition to its other types. Activate only as a sorcery."; eternalize's
        // copy is a 4/4 black Zombie.
        for (keyword, eternalize) in [("Embalm ", false), ("Eternalize ", true)] {
            let Some(rest) = line.strip_prefix(keyword) else { continue };
            let mana = ManaCost::parse(without_reminder(rest).trim()).ok().filter(|m| !m.symbols.is_empty())?;
            let effect = SpellEffect { steps: vec![EffectStep::zombie_copy(eternalize)] };
            let cost = Cost { mana: Some(mana), exile_this: true, ..Cost::default() };
            let (from, sorcery, each_turn, during) = (ActivatedFrom::Graveyard, true, None, None);
            return Some(Activated { cost, effect: Arc::new(effect), from, sorcery, each_turn, during, only_if: None });
        }
        // 702.122a: "Crew N" is "Tap any number of other untapped creatures you control with
        // total power N or greater: This permanent becomes an artifact creature until end of
        // turn."
        if let Some(n) = line.strip_prefix("Crew ").and_then(|r| super::filter::number(without_reminder(r).trim())) {
            let effect = SpellEffect::parse_ability("This permanent becomes an artifact creature until end of turn.")?;
            let cost = Cost { crew: Some(n), ..Cost::default() };
            let (from, sorcery, each_turn, during) = (ActivatedFrom::Battlefield, false, None, None);
            return Some(Activated { cost, effect: Arc::new(effect), from, sorcery, each_turn, during, only_if: None });
        }
        let (cost, effect) = line.split_once(": ")?;
        // 606: "+1: ...", "−2: ...", "0: ...": a loyalty ability, activated only as a sorcery and
        // only if none of its permanent's loyalty abilities was this turn (606.3).
        if let Some(n) = loyalty_cost(cost) {
            let effect = SpellEffect::parse_ability(without_reminder(effect).trim())?;
            let cost = Cost { loyalty: Some(n), ..Cost::default() };
            return Some(Activated {
                cost,
                effect: Arc::new(effect),
                from: ActivatedFrom::Battlefield,
                sorcery: true,
                each_turn: None,
                during: None,
                only_if: None,
            });
        }
        // 602.5b, 602.5d: when it may be activated ("Activate this ability only ..." in older
        // wording).
        let effect = effect
            .replace("Activate this ability only any time you could cast a sorcery.", "Activate only as a sorcery.")
            .replace("Activate this ability only ", "Activate only ");
        let mut during = None;
        let mut effect = effect;
        for (words, when) in [
            (" Activate only during your turn, before attackers are declared.", During::YourTurnBeforeAttackers),
            (" Activate only during your upkeep.", During::YourUpkeep),
            (" Activate only during your turn.", During::YourTurn),
        ] {
            if let Some(e) = effect.strip_suffix(words) {
                (effect, during) = (e.to_string(), Some(when));
                break;
            }
        }
        // "Activate only if you control three or more artifacts.": a condition the rules judge,
        // or the line isn't theirs.
        let mut only_if = None;
        if let Some((e, words)) = effect.rsplit_once(" Activate only if ")
            && let Some(words) = words.strip_suffix('.')
            && !words.contains(" only ")
        {
            let condition = super::condition::Condition::parse(words);
            if !condition.judged() {
                return None;
            }
            only_if = Some(OnlyIf { condition, words: words.to_string() });
            effect = e.to_string();
        }
        let (effect, each_turn) = match effect.strip_suffix(" Activate only once each turn.") {
            Some(e) => (e.to_string(), Some(1)),
            None => match effect.strip_suffix(" Activate this ability no more than twice each turn.") {
                Some(e) => (e.to_string(), Some(2)),
                None => (effect.clone(), None),
            },
        };
        let (effect, sorcery) = match effect.strip_suffix(" Activate only as a sorcery.") {
            Some(e) => (e, true),
            None => (effect.as_str(), false),
        };
        let cost = Cost::parse(cost)?;
        let effect = without_reminder(effect);
        // A mana ability adds mana (605.1a): not this.
        if effect.contains("Add {") || effect.starts_with("Add ") {
            return None;
        }
        // "Sacrifice Mogg Fanatic: It deals 1 damage to any target.": "it" is its source.
        let effect = effect.trim();
        let from_graveyard = effect.contains(" from your graveyard to ");
        let effect = match effect.strip_prefix("It deals ") {
            Some(rest) => SpellEffect::parse_ability(&format!("it deals {rest}"))?,
            None => SpellEffect::parse_ability(effect)?,
        };
        // 113.6m: "Return [this] from your graveyard to ...": it functions in the graveyard;
        // "Discard [this]" (channel, bloodrush): in its owner's hand (113.6j).
        let from = match effect.steps.as_slice() {
            _ if cost.discard_this => ActivatedFrom::Hand,
            [EffectStep::ReturnToHand(Aim::This) | EffectStep::ReturnToBattlefield { aim: Aim::This, .. }, ..]
                if from_graveyard =>
            {
                ActivatedFrom::Graveyard
            }
            _ => ActivatedFrom::Battlefield,
        };
        Some(Activated { cost, effect: Arc::new(effect), from, sorcery, each_turn, during, only_if })
    }
}

/// 702.84a: "Unearth [cost]" is "[Cost]: Return this card from your graveyard to the
/// battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
/// leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
/// sorcery."
fn unearth(rest: &str) -> Option<Activated> {
    let mana = ManaCost::parse(without_reminder(rest).trim()).ok().filter(|m| !m.symbols.is_empty())?;
    let effect = SpellEffect::parse_ability(
        "Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the \
         next end step. If it would leave the battlefield, exile it instead of putting it anywhere else.",
    )?;
    Some(Activated {
        cost: Cost { mana: Some(mana), ..Cost::default() },
        effect: Arc::new(effect),
        from: ActivatedFrom::Graveyard,
        sorcery: true,
        each_turn: None,
        during: None,
        only_if: None,
    })
}

/// "+1", "−2" (a minus sign, or a hyphen), "0": a loyalty cost (606.4); not "+X" or "−X".
fn loyalty_cost(cost: &str) -> Option<i32> {
    let (sign, digits) = match cost.chars().next()? {
        '+' => (1, &cost[1..]),
        '−' => (-1, &cost['−'.len_utf8()..]),
        '-' => (-1, &cost[1..]),
        '0' if cost == "0" => (1, cost),
        _ => return None,
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(sign * digits.parse::<i32>().ok()?)
}

/// 702.29e: "Swampcycling {2}", "Basic landcycling {1}{R}", "Wizardcycling {3}" is "[Cost],
/// Discard this card: Search your library for a [type] card, reveal it, put it into your hand,
/// then shuffle." From the line, its cost's words and that effect.
fn typecycling(line: &str) -> Option<(&str, String)> {
    let (kind, rest) = line.split_once("cycling ")?;
    let what = match kind {
        "Basic land" => "basic land".to_string(),
        "Land" => "land".to_string(),
        k if !k.is_empty() && k.chars().all(char::is_alphabetic) && k.starts_with(char::is_uppercase) => k.to_string(),
        _ => return None,
    };
    Some((rest, format!("Search your library for a {what} card, reveal it, put it into your hand, then shuffle.")))
}

impl Cost {
    /// "{2}{R}", "{T}", "{1}, {T}, Sacrifice Chromatic Sphere", "Pay 2 life": mana symbols,
    /// tapping, sacrificing the permanent itself and paying life, nothing else.
    fn parse(text: &str) -> Option<Cost> {
        let mut cost = Cost::default();
        for part in text.split(", ") {
            let part = part.trim();
            let life = part.strip_prefix("Pay ").and_then(|r| r.strip_suffix(" life")).and_then(super::filter::number);
            // 107.14: "Pay {E}{E}".
            let energy = part.strip_prefix("Pay ").and_then(super::filter::energy_symbols);
            match part {
                "{T}" => cost.tap = true,
                _ if energy.is_some() && cost.energy == 0 => cost.energy = energy.unwrap_or_default(),
                _ if life.is_some() && cost.life == 0 => cost.life = life.unwrap_or_default(),
                p if p.strip_prefix("Sacrifice ").is_some_and(super::filter::is_this) && !cost.sacrifice_this => {
                    cost.sacrifice_this = true
                }
                "Discard a card" if !cost.discard && !cost.discard_this => cost.discard = true,
                // "Discard a creature card", "Discard a land card": of that kind.
                p if !cost.discard
                    && !cost.discard_this
                    && let Some(kind) = p
                        .strip_prefix("Discard a ")
                        .or_else(|| p.strip_prefix("Discard an "))
                        .and_then(|r| r.strip_suffix(" card"))
                        .and_then(super::filter::type_filter)
                        .filter(|f| !f.types.is_empty() || !f.subtypes.is_empty()) =>
                {
                    cost.discard = true;
                    cost.discard_kind = Some(kind);
                }
                // "Discard Ghost-Lit Raider" (channel, bloodrush): from its owner's hand.
                p if p.strip_prefix("Discard ").is_some_and(super::filter::is_this) && !cost.discard_this => {
                    cost.discard_this = true
                }
                "Discard a card at random" if !cost.discard_random => cost.discard_random = true,
                p if p.starts_with("Remove ") && cost.remove.is_none() => cost.remove = Some(remove_cost(p)?),
                p if p.starts_with("Sacrifice ") && cost.sacrifice.is_none() => {
                    cost.sacrifice = Some(sacrifice_cost(p.strip_prefix("Sacrifice ")?)?)
                }
                // "Return a land you control to its owner's hand" (602.2b): chosen the same way.
                p if p.starts_with("Return ") && cost.sacrifice.is_none() => {
                    let what = p.strip_prefix("Return ")?.strip_suffix(" you control to its owner's hand")?;
                    cost.sacrifice = Some(SacrificeCost { returned: true, ..sacrifice_cost(what)? })
                }
                mana if mana.starts_with('{') && cost.mana.is_none() => {
                    let m = ManaCost::parse(mana).ok()?;
                    if m.symbols.is_empty() || mana.contains("{T}") || mana.contains("{Q}") {
                        return None;
                    }
                    cost.mana = Some(m);
                }
                _ => return None,
            }
        }
        // One chosen object a cost (`Action::Activate`'s `additional`).
        if cost.sacrifice.is_some() && cost.discard {
            return None;
        }
        let any = cost.tap
            || cost.mana.is_some()
            || cost.sacrifice_this
            || cost.life > 0
            || cost.energy > 0
            || cost.remove.is_some()
            || cost.discard_random
            || cost.discard_this;
        (any || cost.sacrifice.is_some() || cost.discard).then_some(cost)
    }
}

/// "Remove a +1/+1 counter from Walking Ballista", "Remove three spore counters from this
/// creature": a number ("a", "an", "two"; not X) of one kind, from the permanent itself.
fn remove_cost(part: &str) -> Option<(u32, String)> {
    let (what, from) = part.strip_prefix("Remove ")?.split_once(" from ")?;
    if !super::filter::is_this(from) {
        return None;
    }
    let what = what.strip_suffix(" counters").or_else(|| what.strip_suffix(" counter"))?;
    let (n, kind) = what.split_once(' ')?;
    let n = if matches!(n, "a" | "an") { 1 } else { super::filter::number(n)? };
    (n > 0 && !kind.contains(' ') && !kind.is_empty()).then(|| (n, kind.to_string()))
}

/// "a creature", "another creature", "two artifacts", "an artifact or creature", "a Goblin"
/// after "Sacrifice " in a cost.
fn sacrifice_cost(words: &str) -> Option<SacrificeCost> {
    let (count, kind) = words.split_once(' ')?;
    // One object: the window offers each way of activating it with one (more would be a
    // choice of several at once, not offered yet).
    let (n, another) = match count {
        "another" => (1, true),
        c => (super::filter::number(c).filter(|n| *n == 1)?, false),
    };
    // "another creature or an artifact", "a nontoken creature", "a creature with defender":
    // not read.
    if kind.contains(" an ") || kind.contains(" a ") || kind.contains(" with") || kind.starts_with("non") {
        return None;
    }
    let what = super::filter::type_filter(kind)?;
    (!what.types.is_empty() || !what.subtypes.is_empty()).then_some(SacrificeCost { n, what, another, returned: false })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::effects::{Aim, EffectStep};

    #[test]
    fn rule_606_4_a_loyalty_ability_costs_loyalty_and_is_activated_as_a_sorcery() {
        // Garruk Wildspeaker's three (2019 Scryfall dump).
        let plus = Activated::parse("+1: Untap two target lands.").unwrap();
        assert_eq!(plus.cost.loyalty, Some(1));
        assert!(plus.sorcery && plus.from == ActivatedFrom::Battlefield && plus.cost.mana.is_none() && !plus.cost.tap);
        assert!(matches!(plus.effect.steps[0], EffectStep::Untap(Aim::Targets { n: 2, up_to: false, .. })));
        let minus = Activated::parse("−1: Create a 3/3 green Beast creature token.").unwrap();
        assert_eq!(minus.cost.loyalty, Some(-1));
        let ultimate =
            Activated::parse("−4: Creatures you control get +3/+3 and gain trample until end of turn.").unwrap();
        assert_eq!(ultimate.cost.loyalty, Some(-4));
        assert_eq!(Activated::parse("0: Draw a card.").map(|a| a.cost.loyalty), Some(Some(0)));
        // "−X" and an effect not read: not typed.
        assert!(
            Activated::parse(
                "−X: Return target nonlegendary creature card with mana value X from your graveyard to the battlefield."
            )
            .is_none()
        );
        assert!(Activated::parse("−8: You get an emblem with \"Whenever a creature dies, return it.\"").is_none());
    }

    #[test]
    fn rule_602_5b_an_ability_says_when_it_may_be_activated() {
        // Scepter of Fugue, Emberwilde Augur, Hell's Caretaker's kin, Nezumi Bone-Reader (2019 dump).
        let at = |line: &str| Activated::parse(line).map(|a| (a.during, a.sorcery));
        let turn = "{1}{B}, {T}: Target player discards a card. Activate this ability only during your turn.";
        assert_eq!(at(turn), Some((Some(During::YourTurn), false)));
        let upkeep = "Sacrifice Emberwilde Augur: It deals 3 damage to target player or planeswalker. Activate this ability only during your upkeep.";
        assert_eq!(at(upkeep), Some((Some(During::YourUpkeep), false)));
        let before = "{T}: Draw a card. Activate this ability only during your turn, before attackers are declared.";
        assert_eq!(at(before), Some((Some(During::YourTurnBeforeAttackers), false)));
        // The older words for "Activate only as a sorcery." (602.5d).
        let sorcery = "{B}, Sacrifice a creature: Target player discards a card. Activate this ability only any time you could cast a sorcery.";
        assert_eq!(at(sorcery), Some((None, true)));
        // A time it doesn't know: not typed.
        assert!(Activated::parse("{T}: Draw a card. Activate this ability only during combat.").is_none());
    }

    #[test]
    fn rule_122_8_removing_counters_from_the_permanent_itself_is_a_cost() {
        // Walking Ballista, Thallid, Spike Feeder (2019 Scryfall dump).
        let ballista =
            Activated::parse("Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.");
        let ballista = ballista.unwrap();
        assert_eq!(ballista.cost.remove, Some((1, "+1/+1".to_string())));
        assert!(ballista.cost.mana.is_none() && !ballista.cost.tap);
        assert!(matches!(
            ballista.effect.steps[0],
            EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(1), .. }
        ));
        let thallid = "Remove three spore counters from Thallid: Create a 1/1 green Saproling creature token.";
        assert_eq!(Activated::parse(thallid).unwrap().cost.remove, Some((3, "spore".to_string())));
        let feeder = "{2}, Remove a +1/+1 counter from Spike Feeder: Put a +1/+1 counter on target creature.";
        let feeder = Activated::parse(feeder).unwrap();
        assert!(feeder.cost.mana.is_some() && feeder.cost.remove.is_some());
        // X counters, and counters from another permanent, aren't read.
        assert!(Activated::parse("Remove X +1/+1 counters from Hangarback Walker: Draw a card.").is_none());
        assert!(Activated::parse("Remove a +1/+1 counter from a creature you control: Draw a card.").is_none());
    }

    #[test]
    fn rule_701_9b_a_card_discarded_at_random_is_a_cost() {
        let a = Activated::parse("{2}, Discard a card at random: Ogre Shaman deals 2 damage to any target.").unwrap();
        assert!(a.cost.discard_random && !a.cost.discard && a.cost.mana.is_some());
        let alone = Activated::parse("Discard a card at random: Pardic Lancer gets +1/+0 until end of turn.").unwrap();
        assert!(alone.cost.discard_random);
    }

    #[test]
    fn rule_602_5b_activate_only_if_a_condition_the_rules_judge() {
        let a = Activated::parse("{2}, {T}: Draw a card. Activate this ability only if you have no cards in hand.")
            .unwrap();
        let only = a.only_if.unwrap();
        assert!(matches!(only.condition, crate::cards::condition::Condition::AtMost(0, _)));
        assert_eq!(only.words, "you have no cards in hand");
        assert_eq!(a.effect.steps.len(), 1);
        // After an ability word (207.2c): metalcraft's condition is the ability's own.
        let certarch = Activated::parse(
            "Metalcraft — {T}: Tap target artifact, creature, or land. Activate this ability only if you control three or more artifacts.",
        );
        assert!(certarch.is_some_and(|a| a.cost.tap && a.only_if.is_some()));
        // A condition the table doesn't judge leaves the line to the players.
        assert!(Activated::parse("{T}: Draw a card. Activate only if you control a snow land.").is_none());
    }

    #[test]
    fn rule_113_6m_an_ability_that_returns_its_card_from_the_graveyard_is_activated_there() {
        let skeleton =
            Activated::parse("{2}{B}: Return Sanitarium Skeleton from your graveyard to your hand.").unwrap();
        assert_eq!(skeleton.from, ActivatedFrom::Graveyard);
        assert_eq!(skeleton.effect.steps, [EffectStep::ReturnToHand(Aim::This)]);
        let savant = Activated::parse("{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to the battlefield. Activate this ability only during your upkeep.").unwrap();
        assert_eq!((savant.from, savant.during), (ActivatedFrom::Graveyard, Some(During::YourUpkeep)));
        // Another card from the graveyard: a battlefield ability; more than the return: not read.
        let raise = Activated::parse(
            "{T}, Sacrifice Bone Shaman: Return target creature card from your graveyard to your hand.",
        );
        assert!(raise.is_none_or(|a| a.from == ActivatedFrom::Battlefield));
        assert!(
            Activated::parse(
                "{1}{W}: Return Chronosavant from your graveyard to the battlefield tapped. You skip your next turn."
            )
            .is_none()
        );
        // Its return to its owner's hand from the battlefield is the battlefield's.
        let bounce = Activated::parse("{U}: Return Mistform Wall to its owner's hand.");
        assert!(bounce.is_none_or(|a| a.from == ActivatedFrom::Battlefield));
    }

    #[test]
    fn rule_702_84a_unearth_is_an_ability_of_the_card_in_a_graveyard() {
        let unearth = Activated::parse(
            "Unearth {1}{R} ({1}{R}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
        )
        .unwrap();
        assert_eq!((unearth.from, unearth.sorcery), (ActivatedFrom::Graveyard, true));
        assert_eq!(unearth.cost.mana.map(|m| m.symbols.len()), Some(2));
        let [
            EffectStep::ReturnToBattlefield { aim: Aim::This, .. },
            EffectStep::GainKeywordForever { aim: Aim::It, keyword },
            EffectStep::Delayed { .. },
            EffectStep::ExileIfItLeaves(Aim::It),
        ] = unearth.effect.steps.as_slice()
        else {
            panic!("{:?}", unearth.effect.steps)
        };
        assert_eq!(keyword, "Haste");
        assert!(Activated::parse("Unearth—Sacrifice a creature.").is_none());
        // Whip of Erebos: the same steps for a target returned.
        let whip = Activated::parse("{2}{B}{B}, {T}: Return target creature card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate this ability only any time you could cast a sorcery.").unwrap();
        assert_eq!(whip.from, ActivatedFrom::Battlefield);
        assert!(matches!(whip.effect.steps.last(), Some(EffectStep::ExileIfItLeaves(Aim::It))));
        // "It gains haste until end of turn" is for the turn; with no duration, for good.
        let turn = Activated::parse("{B}: Return target creature card from your graveyard to the battlefield. It gains haste until end of turn.").unwrap();
        assert!(matches!(turn.effect.steps.last(), Some(EffectStep::GainKeyword { .. })));
    }

    #[test]
    fn rule_602_1_an_activated_ability_is_its_cost_and_its_effect() {
        let a = Activated::parse("{R}: Shivan Dragon gets +1/+0 until end of turn.").unwrap();
        assert_eq!(a.cost.mana.as_ref().map(|m| m.symbols.len()), Some(1));
        assert!(!a.cost.tap && a.from == ActivatedFrom::Battlefield && !a.sorcery);
        assert!(matches!(a.effect.steps[0], EffectStep::Pump { .. }), "{:?}", a.effect);
        let ping = Activated::parse("{T}: Prodigal Pyromancer deals 1 damage to any target.").unwrap();
        assert!(ping.cost.tap && ping.cost.mana.is_none());
        assert!(matches!(
            ping.effect.steps[0],
            EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(1), to: Aim::Target(_) }
        ));
        let sorcery = Activated::parse("{2}, {T}: Draw a card. Activate only as a sorcery.").unwrap();
        assert!(sorcery.sorcery && sorcery.cost.tap);
        // 602.5b, in the older wording too (Putrid Leech, 2019 dump).
        let once = "Pay 2 life: Putrid Leech gets +2/+2 until end of turn. Activate this ability only once each turn.";
        let once = Activated::parse(once).unwrap();
        assert!(once.each_turn == Some(1) && !once.sorcery && once.cost.life == 2);
        assert_eq!(sorcery.each_turn, None);
        let twice =
            "{B}: Vampire Bats gets +1/+0 until end of turn. Activate this ability no more than twice each turn.";
        assert_eq!(Activated::parse(twice).unwrap().each_turn, Some(2));
        // 702.53a: transmute, from a hand as a sorcery, a search for the card's mana value.
        let transmute = Activated::parse("Transmute {1}{B}{B} ({1}{B}{B}, Discard this card: Search your library for a card with the same converted mana cost as this card, reveal it, and put it into your hand. Then shuffle your library. Transmute only as a sorcery.)").unwrap();
        assert!(transmute.from == ActivatedFrom::Hand && transmute.cost.discard_this && !transmute.cost.cycle);
        assert!(transmute.sorcery);
        let [EffectStep::Search(s)] = &transmute.effect.steps[..] else { panic!("{:?}", transmute.effect) };
        assert!(
            matches!(s.with.as_slice(), [crate::cards::effects::With::ManaValueCounted { exactly: true, .. }]),
            "{s:?}"
        );
        // 702.29a: cycling is "[cost], Discard this card: Draw a card." from a hand.
        let cycling = Activated::parse("Cycling {2} ({2}, Discard this card: Draw a card.)").unwrap();
        assert!(cycling.from == ActivatedFrom::Hand && cycling.cost.discard_this);
        assert!(matches!(cycling.effect.steps[0], EffectStep::Draw { .. }));
        // 702.29e: typecycling is cycling whose effect is a search for a card of that type.
        let swamp = Activated::parse("Swampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle your library.)").unwrap();
        assert!(swamp.from == ActivatedFrom::Hand && swamp.cost.discard_this && !swamp.sorcery);
        let [EffectStep::Search(search)] = swamp.effect.steps.as_slice() else { panic!("{:?}", swamp.effect) };
        assert_eq!(search.filter.subtypes, ["Swamp"]);
        assert!(search.reveal && !search.basic);
        let basic = Activated::parse("Basic landcycling {1}{R} ({1}{R}, Discard this card: ...)").unwrap();
        let [EffectStep::Search(search)] = basic.effect.steps.as_slice() else { panic!("{:?}", basic.effect) };
        assert!(search.basic && search.filter.types == [crate::cards::CardType::Land]);
        assert!(Activated::parse("Mountaincycling").is_none());
        // 702.6a: equip, only as a sorcery, at a creature its controller controls.
        let equip =
            Activated::parse("Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)");
        let equip = equip.unwrap();
        assert!(equip.sorcery && equip.from == ActivatedFrom::Battlefield);
        assert!(matches!(equip.effect.steps[0], EffectStep::AttachThis(Aim::Target(_))));
        // 701.19a: regenerating itself.
        let regenerate = Activated::parse("{1}{G}: Regenerate Blight Mamba.").unwrap();
        assert!(matches!(regenerate.effect.steps[0], EffectStep::Regenerate(Aim::This)));
        // 701.21a, 119.4: sacrificing the permanent itself, by its name or as "this", and paying
        // life are costs.
        let sphere = Activated::parse("{1}, {T}, Sacrifice Chromatic Sphere: Draw a card.").unwrap();
        assert!(sphere.cost.sacrifice_this && sphere.cost.tap && sphere.cost.life == 0);
        let clue = Activated::parse("{2}, Sacrifice this artifact: Draw a card.").unwrap();
        assert!(clue.cost.sacrifice_this && !clue.cost.tap);
        // 107.14: "Pay {E}{E}" (Longtusk Cub, 2019 Scryfall dump).
        let cub = Activated::parse("Pay {E}{E}: Put a +1/+1 counter on Longtusk Cub.").unwrap();
        assert!(cub.cost.energy == 2 && cub.cost.mana.is_none() && !cub.cost.tap);
        let life = Activated::parse("{B}, Pay 2 life: Target player loses 2 life.").unwrap();
        assert!(life.cost.life == 2 && !life.cost.sacrifice_this);
        let fanatic = Activated::parse("Sacrifice Mogg Fanatic: It deals 1 damage to any target.").unwrap();
        assert!(fanatic.cost.sacrifice_this && fanatic.cost.mana.is_none());
        assert!(matches!(
            fanatic.effect.steps[0],
            EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(1), to: Aim::Target(_) }
        ));
        // 602.2b: a cost that sacrifices or discards an object its controller chooses.
        let outlet =
            Activated::parse("Sacrifice a creature: Goblin Bombardment deals 1 damage to any target.").unwrap();
        let sacrifice = outlet.cost.sacrifice.as_ref().unwrap();
        assert_eq!(
            (sacrifice.n, sacrifice.another, sacrifice.what.types.as_slice()),
            (1, false, [crate::cards::CardType::Creature].as_slice())
        );
        let other = Activated::parse("{1}, Sacrifice another Goblin: Draw a card.").unwrap();
        assert!(other.cost.sacrifice.as_ref().is_some_and(|s| s.another && s.what.subtypes == ["Goblin"]));
        // "Return a land you control to its owner's hand" is chosen the same way (Meloku).
        let meloku = Activated::parse(
            "{1}, Return a land you control to its owner's hand: Create a 1/1 blue Illusion creature token with flying.",
        )
        .unwrap();
        assert!(meloku.cost.sacrifice.as_ref().is_some_and(|s| s.returned && !s.another && s.n == 1));
        assert!(Activated::parse("Return two lands you control to their owner's hand: Draw a card.").is_none());
        let rummage = Activated::parse("{T}, Discard a card: Draw a card.").unwrap();
        assert!(rummage.cost.discard && rummage.cost.tap && rummage.cost.sacrifice.is_none());
        // Not this: a mana ability, a cost or an effect not understood, a triggered ability.
        for other in [
            "{T}: Add {G}.",
            "{T}, Sacrifice two creatures: Draw a card.",
            "Sacrifice another creature or an artifact: Draw a card.",
            "{T}, Sacrifice a creature, Discard a card: Draw a card.",
            "{1}, Pay X life: Draw a card.",
            "{1}{G}: Proliferate.",
            "When this creature enters, draw a card.",
            "Equip—Pay 3 life.",
        ] {
            assert_eq!(Activated::parse(other), None, "{other}");
        }
    }

    #[test]
    fn rule_113_6j_an_ability_that_discards_its_card_works_from_a_hand() {
        // Ghost-Lit Raider's channel, Rubblebelt Maaka's bloodrush, Faerie Macabre (2019 dump):
        // the discard is a plain discard (701.9a), not cycling (702.29a).
        let channel =
            Activated::parse("Channel — {3}{R}, Discard Ghost-Lit Raider: It deals 4 damage to target creature.")
                .unwrap();
        assert!(channel.from == ActivatedFrom::Hand && channel.cost.discard_this && !channel.cost.cycle);
        assert!(channel.cost.mana.is_some() && !channel.sorcery);
        let macabre =
            Activated::parse("Discard Faerie Macabre: Exile up to two target cards from graveyards.").unwrap();
        assert!(macabre.from == ActivatedFrom::Hand && macabre.cost.mana.is_none() && !macabre.cost.cycle);
        let cycling = Activated::parse("Cycling {2} ({2}, Discard this card: Draw a card.)").unwrap();
        assert!(cycling.cost.cycle);
        // "Discard a card" is another card, chosen as it is activated; the ability stays on the
        // battlefield.
        let other = Activated::parse("{1}, Discard a card: Draw a card.").unwrap();
        assert!(other.from == ActivatedFrom::Battlefield && other.cost.discard && !other.cost.discard_this);
    }
}
