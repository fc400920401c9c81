//! What a spell's own text adds to the cost of casting it (601.2b, 601.2f): an additional cost
//! ("As an additional cost to cast this spell, sacrifice a creature."), kicker (702.33a) and
//! buyback (702.27a, optional additional costs), alternative costs (118.9: flashback, evoke,
//! dash, surge, overload, spectacle, madness), and a cost increase ("This spell costs {1} more to cast for each
//! target beyond the first."). The rules add them to the total cost as the spell is cast
//! (`rules::ops::stack::cast`).

use super::ManaCost;
use super::condition::Condition;
use super::effects::{Count, counted, for_each_now};
use super::filter::{ObjectFilter, number, type_filter, without_ability_word, without_reminder};

/// A cost a spell's text adds to casting it.
#[derive(Clone, Debug, PartialEq)]
pub enum SpellCost {
    /// "As an additional cost to cast this spell, sacrifice a creature." (601.2b, 701.21a): its
    /// caster chooses that many permanents they control of the kind as it is cast, and
    /// sacrifices them as the cost is paid.
    Sacrifice {
        /// How many.
        n: u32,
        /// Of what kind ("creature", "artifact or creature", "Goblin").
        what: ObjectFilter,
    },
    /// "As an additional cost to cast this spell, discard a card.", "... discard two cards."
    /// (701.9a): that many other cards from its caster's hand, chosen as it is cast.
    Discard(u32),
    /// "As an additional cost to cast this spell, discard a card at random." (701.9b): a card
    /// of its caster's hand, chosen by the table's seeded source as the cost is paid; one must
    /// be there to pay it.
    DiscardAtRandom,
    /// "As an additional cost to cast this spell, exile a creature card from your graveyard."
    /// (601.2b, 406.1): a card of the kind in its caster's graveyard, chosen as it is cast, and
    /// exiled as the cost is paid.
    ExileFromGraveyard(ObjectFilter),
    /// "As an additional cost to cast this spell, pay 4 life." (119.4, 118.3).
    PayLife(u32),
    /// "As an additional cost to cast this spell, pay X life." (Toxic Deluge; 119.4, 107.3a):
    /// as much life as the X it is cast with.
    PayLifeX,
    /// "exile a blue card from your hand" (part of a cost paid instead of a mana cost, 118.9):
    /// another card of its caster's hand, of that colour where one is named, chosen as it is
    /// cast and exiled as the cost is paid.
    ExileFromHand(Option<super::Color>),
    /// "return an Island you control to its owner's hand", "... a basic land ..." (part of a
    /// cost paid instead of a mana cost, 118.9): a permanent its caster controls of the kind,
    /// chosen as it is cast and returned as the cost is paid.
    ReturnToHand {
        /// Of what kind.
        what: ObjectFilter,
        /// A basic one (205.4c).
        basic: bool,
    },
    /// "tap an untapped creature you control" (part of a cost paid instead of a mana cost,
    /// 118.9): an untapped permanent its caster controls of the kind, tapped as the cost is
    /// paid.
    TapUntapped(ObjectFilter),
    /// "You may pay 1 life and exile a blue card from your hand rather than pay this spell's
    /// mana cost.", "If you control a Swamp, you may pay 4 life rather than ..." (118.9): an
    /// alternative cost its text gives ([`Alternative::Instead`]): the mana (none where it names
    /// none) and the other costs it is made of, paid only where the spell is cast for it; only
    /// while the condition holds, where there is one.
    Instead {
        /// Its mana.
        mana: ManaCost,
        /// The rest, each an additional cost's kind (life, a sacrifice, a card exiled from the
        /// hand, a permanent returned or tapped), one object each.
        parts: Vec<SpellCost>,
        /// "If you control a Plains, ...", "If it's not your turn, ...".
        condition: Option<Condition>,
    },
    /// "Kicker {2}{G}" (702.33a): an optional additional cost; a spell cast with it paid is
    /// kicked (702.33d).
    Kicker(ManaCost),
    /// "Buyback {3}" (702.27a): an optional additional cost; a spell cast with it paid is put
    /// into its owner's hand rather than the graveyard as it resolves.
    Buyback(ManaCost),
    /// "This spell costs {1} more to cast for each target beyond the first." (601.2f).
    MorePerExtraTarget(ManaCost),
    /// "Flashback {2}{R}" (702.34a): the card may be cast from its owner's graveyard for this
    /// cost rather than its mana cost (118.9), and is exiled as it leaves the stack.
    Flashback(ManaCost),
    /// "Flashback—Sacrifice a creature." (702.34a): a flashback cost with more than mana, its
    /// other parts (one object each, or life) paid as additional costs are, only as the card is
    /// cast from its owner's graveyard.
    FlashbackPaying {
        /// Its mana (none where it names none).
        mana: ManaCost,
        /// The rest.
        parts: Vec<SpellCost>,
    },
    /// "Retrace" (702.81a): the card may be cast from its owner's graveyard by discarding a land
    /// card as an additional cost.
    Retrace,
    /// "Jump-start" (702.133a): the card may be cast from its owner's graveyard by discarding a
    /// card as an additional cost, and is exiled as it leaves the stack.
    JumpStart,
    /// "Aftermath" (702.127a), on a split card's half: that half is cast only from its owner's
    /// graveyard, and exiled as it leaves the stack; the other half isn't cast from there.
    Aftermath,
    /// "Evoke {2}{U}", "Dash {2}{R}", "Surge {1}{U}": the card may be cast for this cost rather
    /// than its mana cost (118.9), with what the keyword says follows.
    Alternative(Alternative, ManaCost),
    /// "This spell costs {1} less to cast for each artifact you control.", "Affinity for
    /// artifacts" (702.41a), "for each creature card in your graveyard", undaunted's "for each
    /// opponent" (702.125a): generic mana off its total cost (601.2f) for each one its caster
    /// counts as the cost is determined.
    LessForEach {
        /// Generic mana off for each.
        by: u32,
        /// What is counted, "you" being its caster.
        what: Count,
    },
    /// "This spell costs {3} less to cast if a creature died this turn.", "If an opponent
    /// controls seven or more lands, this spell costs {6} less to cast." (601.2f): generic mana
    /// off its total cost while the condition holds for its caster.
    LessIf {
        /// Generic mana off.
        by: u32,
        /// What must be true.
        condition: Condition,
    },
    /// "This spell costs {2} less to cast if it targets a blue spell." (601.2f): generic mana
    /// off its total cost where one of the targets chosen for it (601.2c, before the cost is
    /// determined) is what the words ask, its caster being "you".
    LessIfTargets {
        /// Generic mana off.
        by: u32,
        /// What a target must be.
        wanted: super::effects::Wanted,
    },
    /// "Convoke", "Improvise", "Delve": objects may pay for part of its mana cost as it is
    /// cast (601.2h; `rules::ops::stack::helpers`).
    Helped(Helper),
}

/// What may pay for part of a spell's mana cost, one mana each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Helper {
    /// 702.51a: its caster's untapped creatures, tapped: {1} or one mana of the creature's colour.
    Convoke,
    /// 702.126a: its caster's untapped artifacts, tapped: {1}.
    Improvise,
    /// 702.66a: cards exiled from its caster's graveyard: {1}.
    Delve,
}

/// An alternative cost (118.9) a keyword gives a card: its caster may pay it rather than the
/// card's mana cost, and only one alternative cost for one spell (118.9a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Alternative {
    /// 702.74a: the permanent it becomes is sacrificed as it enters ("When this permanent
    /// enters, if its evoke cost was paid, its controller sacrifices it.").
    Evoke,
    /// 702.109a: the permanent has haste and returns to its owner's hand at the beginning of the
    /// next end step.
    Dash,
    /// 702.117a: only if its caster has cast another spell this turn.
    Surge,
    /// 702.137a: only if an opponent of its caster lost life this turn.
    Spectacle,
    /// 702.35a: only as its madness ability resolves, after it was discarded into exile.
    Madness,
    /// 702.96a: its text changed, "target" to "each" (`abilities::overloaded`): it has no
    /// targets (702.96b).
    Overload,
    /// 118.9: a line of the card's own text, not a keyword, "[cost] rather than pay this
    /// spell's mana cost" ([`SpellCost::Instead`]).
    Instead,
}

impl Alternative {
    /// The keyword that gives it, as printed.
    pub fn keyword(self) -> &'static str {
        match self {
            Alternative::Evoke => "Evoke",
            Alternative::Dash => "Dash",
            Alternative::Surge => "Surge",
            Alternative::Overload => "Overload",
            Alternative::Spectacle => "Spectacle",
            Alternative::Madness => "Madness",
            Alternative::Instead => "Instead",
        }
    }

    /// The word the log and the menus call it by: its keyword in lower case ("evoke"), and
    /// "alternative" for a cost the card's own text gives.
    pub fn word(self) -> String {
        match self {
            Alternative::Instead => "alternative".into(),
            a => a.keyword().to_lowercase(),
        }
    }

    /// The rule that says what it is.
    pub fn rule(self) -> &'static str {
        match self {
            Alternative::Evoke => "702.74a",
            Alternative::Dash => "702.109a",
            Alternative::Surge => "702.117a",
            Alternative::Overload => "702.96a",
            Alternative::Spectacle => "702.137a",
            Alternative::Madness => "702.35a",
            Alternative::Instead => "118.9",
        }
    }

    /// Every one, in the order a menu offers them.
    pub const ALL: [Alternative; 7] = [
        Alternative::Evoke,
        Alternative::Dash,
        Alternative::Surge,
        Alternative::Overload,
        Alternative::Spectacle,
        Alternative::Madness,
        Alternative::Instead,
    ];
}

impl Helper {
    /// The rule that says what it is.
    pub fn rule(self) -> &'static str {
        match self {
            Helper::Convoke => "702.51a",
            Helper::Improvise => "702.126a",
            Helper::Delve => "702.66a",
        }
    }
}

impl SpellCost {
    /// Reads one line of a spell's text; `None` for anything else.
    pub fn parse(line: &str) -> Option<SpellCost> {
        let line = without_reminder(line);
        let line = without_ability_word(&line).to_string();
        match line.trim() {
            "Convoke" => return Some(SpellCost::Helped(Helper::Convoke)),
            "Improvise" => return Some(SpellCost::Helped(Helper::Improvise)),
            "Delve" => return Some(SpellCost::Helped(Helper::Delve)),
            "Retrace" => return Some(SpellCost::Retrace),
            "Jump-start" => return Some(SpellCost::JumpStart),
            "Aftermath" => return Some(SpellCost::Aftermath),
            // 702.125a: "This spell costs {1} less to cast for each opponent you have."
            "Undaunted" => return Some(SpellCost::LessForEach { by: 1, what: Count::Opponents }),
            _ => {}
        }
        if let Some(cost) = line.strip_prefix("Kicker ") {
            let mana = ManaCost::parse(cost.trim()).ok().filter(|m| !m.symbols.is_empty())?;
            return Some(SpellCost::Kicker(mana));
        }
        // A buyback cost of mana only ("Buyback—Sacrifice a land" isn't read).
        if let Some(cost) = line.strip_prefix("Buyback ") {
            let mana = ManaCost::parse(cost.trim()).ok().filter(|m| !m.symbols.is_empty())?;
            return Some(SpellCost::Buyback(mana));
        }
        // "Flashback—Sacrifice a creature.", "Flashback—{1}{U}, Pay 3 life.": mana, and parts
        // the rules pay.
        if let Some(cost) = line.trim().strip_prefix("Flashback—").and_then(|c| c.strip_suffix('.')) {
            let mut mana = ManaCost::default();
            let mut parts = Vec::new();
            for part in cost.split(", ") {
                if part.starts_with('{') {
                    mana.symbols.extend(ManaCost::parse(part).ok().filter(|m| !m.symbols.is_empty())?.symbols);
                    continue;
                }
                let lower = format!("{}{}", part.get(..1)?.to_lowercase(), part.get(1..)?);
                parts.push(instead_part(&lower)?);
            }
            return (!parts.is_empty()).then_some(SpellCost::FlashbackPaying { mana, parts });
        }
        // A flashback cost of mana only ("Flashback—Pay 3 life" is read above).
        if let Some(cost) = line.strip_prefix("Flashback ") {
            let mana = ManaCost::parse(cost.trim()).ok().filter(|m| !m.symbols.is_empty())?;
            return Some(SpellCost::Flashback(mana));
        }
        // "Evoke {2}{U}" and its kin: a cost of mana only.
        for a in Alternative::ALL.into_iter().filter(|a| *a != Alternative::Instead) {
            if let Some(cost) = line.strip_prefix(a.keyword()).and_then(|r| r.strip_prefix(' ')) {
                let mana = ManaCost::parse(cost.trim()).ok().filter(|m| !m.symbols.is_empty())?;
                return Some(SpellCost::Alternative(a, mana));
            }
        }
        if let Some(cost) = line
            .strip_prefix("This spell costs ")
            .and_then(|r| r.strip_suffix(" more to cast for each target beyond the first."))
        {
            let mana = ManaCost::parse(cost.trim()).ok().filter(|m| !m.symbols.is_empty())?;
            return Some(SpellCost::MorePerExtraTarget(mana));
        }
        // 702.41a: "Affinity for [text]" means "This spell costs {1} less to cast for each
        // [text] you control."
        if let Some(what) = line.strip_prefix("Affinity for ") {
            let what = what.trim().trim_end_matches('.');
            let what = counted(&format!("the number of {what} you control"))?;
            return Some(SpellCost::LessForEach { by: 1, what });
        }
        if let Some((by, rest)) = line.strip_prefix("This spell costs {").and_then(|r| r.split_once("} less to cast "))
        {
            let by = by.parse().ok().filter(|n| *n >= 1)?;
            let rest = rest.strip_suffix('.')?;
            // 702.125a: undaunted's "for each opponent".
            if let Some(what) = rest.strip_prefix("for each ") {
                let what = match what {
                    "opponent" | "opponent you have" => Count::Opponents,
                    w => for_each_now(w)?,
                };
                return Some(SpellCost::LessForEach { by, what });
            }
            if let Some(what) = rest.strip_prefix("if it targets ") {
                let what = what.strip_prefix("a ").or_else(|| what.strip_prefix("an "))?;
                let wanted = match what.strip_suffix(" spell") {
                    Some(_) => super::effects::spell_wanted(what)?,
                    None => super::effects::wanted(what)?,
                };
                return Some(SpellCost::LessIfTargets { by, wanted });
            }
            return less_if(by, rest.strip_prefix("if ")?);
        }
        // "If an opponent controls seven or more lands, this spell costs {6} less to cast."
        if let Some((condition, by)) = line
            .strip_prefix("If ")
            .and_then(|r| r.strip_suffix("} less to cast."))
            .and_then(|r| r.split_once(", this spell costs {"))
        {
            return less_if(by.parse().ok().filter(|n| *n >= 1)?, condition);
        }
        if let Some(instead) = instead(&line) {
            return Some(instead);
        }
        let cost = line.strip_prefix("As an additional cost to cast this spell, ")?.strip_suffix('.')?;
        match cost {
            "discard a card" => return Some(SpellCost::Discard(1)),
            "pay X life" => return Some(SpellCost::PayLifeX),
            "discard a card at random" => return Some(SpellCost::DiscardAtRandom),
            _ => {}
        }
        // "exile a creature card from your graveyard": one card of a kind (two or more, or X,
        // asks a choice of several cards the casting menus don't offer).
        if let Some(kind) = cost
            .strip_prefix("exile a ")
            .or_else(|| cost.strip_prefix("exile an "))
            .and_then(|r| r.strip_suffix(" card from your graveyard"))
        {
            let what = type_filter(kind)?;
            return (!what.types.is_empty() || !what.subtypes.is_empty())
                .then_some(SpellCost::ExileFromGraveyard(what));
        }
        if let Some(life) = cost.strip_prefix("pay ").and_then(|r| r.strip_suffix(" life")) {
            return Some(SpellCost::PayLife(life.parse().ok()?));
        }
        // "discard two cards" (Cathartic Reunion).
        if let Some(n) = cost.strip_prefix("discard ").and_then(|r| r.strip_suffix(" cards")) {
            return Some(SpellCost::Discard(number(n).filter(|n| (2..=3).contains(n))?));
        }
        let what = cost.strip_prefix("sacrifice ")?;
        let (count, kind) = what.split_once(' ')?;
        let n = number(count).filter(|n| *n >= 1)?;
        // "sacrifice a creature or pay 3 life": a choice of costs, not read yet.
        if kind.contains(" pay ") || kind.contains(" discard ") {
            return None;
        }
        let what = type_filter(kind)?;
        (!what.types.is_empty() || !what.subtypes.is_empty()).then_some(SpellCost::Sacrifice { n, what })
    }
}

/// "[If ..., ]you may [cost] rather than pay this spell's mana cost.", "If ..., you may cast
/// this spell without paying its mana cost." (118.9): the cost's
/// parts joined by "and", each one the rules pay (mana, life, one object of a kind sacrificed,
/// exiled from the hand, returned to its owner's hand or tapped); a condition the rules judge.
fn instead(line: &str) -> Option<SpellCost> {
    // "If an opponent controls an Island and you control a Mountain, you may cast this spell
    // without paying its mana cost.": nothing, while the condition holds.
    if let Some(condition) = line.trim().strip_prefix("If ").and_then(|r| {
        r.strip_suffix(", you may cast this spell without paying its mana cost.")
            .or_else(|| r.strip_suffix(", you may cast it without paying its mana cost."))
    }) {
        let condition = Some(Condition::parse(condition)).filter(|c| c.judged())?;
        return Some(SpellCost::Instead { mana: ManaCost::default(), parts: Vec::new(), condition: Some(condition) });
    }
    let head = line.trim().strip_suffix(" rather than pay this spell's mana cost.")?;
    let (condition, cost) = match head.strip_prefix("If ") {
        Some(rest) => {
            let (condition, cost) = rest.split_once(", you may ")?;
            let condition = Some(Condition::parse(condition)).filter(|c| c.judged())?;
            (Some(condition), cost)
        }
        None => (None, head.strip_prefix("You may ")?),
    };
    let mut mana = ManaCost::default();
    let mut parts = Vec::new();
    for part in cost.split(" and ") {
        if let Some(symbols) = part.strip_prefix("pay {") {
            let paid = ManaCost::parse(&format!("{{{symbols}")).ok().filter(|m| !m.symbols.is_empty())?;
            mana.symbols.extend(paid.symbols);
            continue;
        }
        // "sacrifice two Mountains", "exile two red cards from your hand", "return two Islands
        // you control to their owner's hand": the part for one object, twice.
        match two_of(part) {
            Some(one) => parts.extend([instead_part(&one)?, instead_part(&one)?]),
            None => parts.push(instead_part(part)?),
        }
    }
    (!parts.is_empty() || !mana.symbols.is_empty()).then_some(SpellCost::Instead { mana, parts, condition })
}

/// "sacrifice two Mountains" said of one object ("sacrifice a Mountain"); `None` where the part
/// isn't of two.
fn two_of(part: &str) -> Option<String> {
    let (verb, rest) = part.split_once(" two ")?;
    let mut words: Vec<String> = rest.split(' ').map(str::to_string).collect();
    let noun = words.iter().position(|w| w == "cards" || w.starts_with(char::is_uppercase) && w.ends_with('s'))?;
    words[noun].pop();
    let one = words.join(" ").replace(" to their owner's hand", " to its owner's hand");
    let article = if one.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    Some(format!("{verb} {article} {one}"))
}

/// One part of a cost paid instead of a mana cost: "pay 1 life", "exile a blue card from your
/// hand", "return an Island you control to its owner's hand", "tap an untapped creature you
/// control", "sacrifice a Mountain"; one object at most.
fn instead_part(part: &str) -> Option<SpellCost> {
    if let Some(life) = part.strip_prefix("pay ").and_then(|r| r.strip_suffix(" life")) {
        return Some(SpellCost::PayLife(life.parse().ok().filter(|n| *n >= 1)?));
    }
    if let Some(kind) = part.strip_prefix("exile a ").and_then(|r| r.strip_suffix(" from your hand")) {
        return match kind.strip_suffix(" card")? {
            "" => Some(SpellCost::ExileFromHand(None)),
            color => Some(SpellCost::ExileFromHand(Some(super::Color::from_word(color)?))),
        };
    }
    fn one(words: &str) -> Option<&str> {
        words.strip_prefix("a ").or_else(|| words.strip_prefix("an "))
    }
    let kind_of = |words: &str| {
        let (basic, kind) = match words.strip_prefix("basic ") {
            Some(k) => (true, k),
            None => (false, words),
        };
        let what = type_filter(kind)?;
        (!what.types.is_empty() || !what.subtypes.is_empty()).then_some((what, basic))
    };
    if let Some(kind) = part.strip_prefix("return ").and_then(|r| r.strip_suffix(" you control to its owner's hand")) {
        let (what, basic) = kind_of(one(kind)?)?;
        return Some(SpellCost::ReturnToHand { what, basic });
    }
    if let Some(kind) = part.strip_prefix("tap an untapped ").and_then(|r| r.strip_suffix(" you control")) {
        let (what, basic) = kind_of(kind)?;
        return (!basic).then_some(SpellCost::TapUntapped(what));
    }
    let kind = one(part.strip_prefix("sacrifice ")?)?;
    let (what, basic) = kind_of(kind)?;
    (!basic).then_some(SpellCost::Sacrifice { n: 1, what })
}

/// A reduction while a condition the rules judge holds; `None` where the players would judge it.
fn less_if(by: u32, condition: &str) -> Option<SpellCost> {
    let condition = Condition::parse(condition);
    condition.judged().then_some(SpellCost::LessIf { by, condition })
}

#[cfg(test)]
mod tests;
