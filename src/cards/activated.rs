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
    /// "an artifact or another creature" (Malevolent Noble): the source may be taken only as
    /// this type ("another" is said of the creature only).
    pub self_as: Option<crate::cards::CardType>,
    /// "Return a land you control to its owner's hand": returned rather than sacrificed.
    pub returned: bool,
    /// "Tap an untapped creature you control" (Springleaf Drum): tapped rather than sacrificed.
    pub tapped: bool,
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
    /// "Exile this card from your graveyard" (embalm, 702.128a), "Exile Relic of Progenitus":
    /// paid before it goes on the stack, so that "this card" is the card in exile.
    pub exile_this: bool,
    /// "Exile Simian Spirit Guide from your hand": the exile of itself is from its owner's hand,
    /// where the ability is activated.
    pub exile_from_hand: bool,
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
        // "Exile Simian Spirit Guide from your hand" (the one exile of itself a cost line says):
        // activated from its owner's hand.
        let from_hand = cost.exile_from_hand;
        let effect = without_reminder(effect);
        // 605.1a: one that adds mana is a mana ability; the ones `ManaAbility` doesn't read
        // (a cost that takes another object, "Sacrifice a creature: Add {C}{C}.") are read here
        // where all they do is add it.
        let adds = effect.contains("Add {") || effect.starts_with("Add ");
        // "Sacrifice Mogg Fanatic: It deals 1 damage to any target.": "it" is its source.
        let effect = effect.trim();
        let from_graveyard = effect.contains(" from your graveyard to ");
        let effect = match effect.strip_prefix("It deals ") {
            Some(rest) => SpellEffect::parse_ability(&format!("it deals {rest}"))?,
            None => SpellEffect::parse_ability(effect)?,
        };
        let takes_one = cost.sacrifice.is_some() || from_hand;
        if adds && !(takes_one && effect.adds_mana_only()) {
            return None;
        }
        // 113.6m: "Return [this] from your graveyard to ...": it functions in the graveyard;
        // "Discard [this]" (channel, bloodrush): in its owner's hand (113.6j).
        let from = match effect.steps.as_slice() {
            _ if cost.discard_this || from_hand => ActivatedFrom::Hand,
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
                // "Exile Simian Spirit Guide from your hand" (its ability's `from`).
                p if p
                    .strip_prefix("Exile ")
                    .and_then(|r| r.strip_suffix(" from your hand"))
                    .is_some_and(super::filter::is_this)
                    && !cost.exile_this =>
                {
                    (cost.exile_this, cost.exile_from_hand) = (true, true)
                }
                // "Exile Relic of Progenitus" (602.2b): the permanent itself, from the battlefield.
                p if p.strip_prefix("Exile ").is_some_and(super::filter::is_this) && !cost.exile_this => {
                    cost.exile_this = true
                }
                p if p.starts_with("Remove ") && cost.remove.is_none() => cost.remove = Some(remove_cost(p)?),
                p if p.starts_with("Sacrifice ") && cost.sacrifice.is_none() => {
                    cost.sacrifice = Some(sacrifice_cost(p.strip_prefix("Sacrifice ")?)?)
                }
                // "Tap an untapped creature you control" (602.2b): chosen the same way.
                p if p.starts_with("Tap an untapped ") && cost.sacrifice.is_none() => {
                    let what = p.strip_prefix("Tap an untapped ")?.strip_suffix(" you control")?;
                    cost.sacrifice = Some(SacrificeCost { tapped: true, ..sacrifice_cost(&format!("a {what}"))? })
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
            || cost.discard_this
            || cost.exile_this;
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
    // "an artifact or another creature": either kind, the source only as an artifact.
    if let Some(first) = words.strip_suffix(" or another creature")
        && let Some(kind) = first.strip_prefix("an ").or_else(|| first.strip_prefix("a "))
        && !kind.contains(' ')
    {
        let what = super::filter::type_filter(&format!("{kind} or creature"))?;
        let self_as = super::filter::type_filter(kind)?.types.first().copied();
        return (what.types.len() == 2 && self_as.is_some()).then_some(SacrificeCost {
            n: 1,
            what,
            another: true,
            self_as,
            returned: false,
            tapped: false,
        });
    }
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
    (!what.types.is_empty() || !what.subtypes.is_empty()).then_some(SacrificeCost {
        n,
        what,
        another,
        self_as: None,
        returned: false,
        tapped: false,
    })
}

#[cfg(test)]
mod tests;
