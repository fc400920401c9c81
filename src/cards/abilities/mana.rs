//! Mana abilities (605.1a) as a line of text types them: "{T}: Add {G}.", "{1}, {T}: Add
//! {W}{U}.", "{T}, Sacrifice this artifact: Add one mana of any color.": the mana each way adds
//! and what it costs besides tapping.

/// A "{T}: Add ..." mana ability (605.1a): each way it can be used, as the mana it adds, and
/// what it costs besides tapping.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ManaAbility {
    /// The choices ("{R} or {G}": two), each the mana it adds.
    pub options: Vec<Vec<crate::cards::ManaSymbol>>,
    /// Mana paid as well ("{1}, {T}: Add {W}{U}."), from its controller's pool.
    pub cost: Vec<crate::cards::ManaSymbol>,
    /// "Sacrifice [this]" as well (701.21a).
    pub sacrifice: bool,
    /// "{T}" is part of the cost; "Sacrifice [this]: Add {B}." and "{2}: Add one mana of any
    /// color." are mana abilities without it (605.1a), which a tapped permanent may use.
    pub tap: bool,
    /// "Pay N life" as well (119.4, 118.3b).
    pub life: u32,
    /// "Pay {E}" as well (107.14): energy counters its controller removes.
    pub energy: u32,
    /// What the ability does besides adding mana, carried out as it resolves, at once (605.3b):
    /// a painland's or a Talisman's damage, an Egg's draw.
    pub then: Vec<ManaThen>,
    /// The line says more than the mana (a painland's damage, "Draw a card."): the players
    /// carry out the rest.
    pub more: bool,
    /// "Add one mana of the chosen color.": the colour chosen as the permanent entered
    /// (`EntryChoice::Color`); no mana while none is chosen (`options` is empty).
    pub chosen: bool,
    /// "Add one mana of any of the exiled card's colors." (Chrome Mox; 607.2a): the colours of
    /// the cards its permanent's ability exiled; none while none is (a colourless card adds
    /// nothing, 106.7).
    pub exiled: bool,
    /// "Add one mana of any color in your commander's color identity." (903.4f): the colours of
    /// its controller's commanders' identity; none without a commander.
    pub identity: bool,
    /// "Activate only if you control three or more artifacts." (602.5b, metalcraft): it can't
    /// be activated while the condition is false.
    pub only_if: Option<crate::cards::condition::Condition>,
    /// "one mana of any color that a land an opponent controls could produce", "... among
    /// legendary creatures and planeswalkers you control": colours found on the table as it is
    /// activated (none: no mana, 106.7).
    pub among: Option<ManaAmong>,
}

/// Where a mana ability finds the colours it may add (106.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ManaAmong {
    /// "any color that a land an opponent controls could produce" (Fellwar Stone): the colours
    /// of the mana its controller's opponents' lands could add.
    OpponentsLands,
    /// "any color among legendary creatures and planeswalkers you control" (Mox Amber): their
    /// colours.
    LegendaryCreaturesAndPlaneswalkers,
}

/// An instruction of a mana ability after its mana (605.3b: all of it resolves at once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManaThen {
    /// "[This] deals N damage to you."
    DamageToYou(u32),
    /// "Draw a card." / "Draw two cards."
    Draw(u32),
    /// "You gain N life."
    GainLife(u32),
}

impl ManaThen {
    /// One sentence after the mana ("Battlefield Forge deals 1 damage to you.").
    fn parse(sentence: &str) -> Option<ManaThen> {
        use crate::cards::filter::{is_this, number};
        let sentence = sentence.trim().strip_suffix('.')?;
        if let Some((who, n)) = sentence.strip_suffix(" damage to you").and_then(|s| s.rsplit_once(" deals "))
            && is_this(who)
        {
            return number(n).map(ManaThen::DamageToYou);
        }
        if sentence == "Draw a card" {
            return Some(ManaThen::Draw(1));
        }
        if let Some(n) = sentence.strip_prefix("Draw ").and_then(|s| s.strip_suffix(" cards")) {
            return number(n).map(ManaThen::Draw);
        }
        let n = sentence.strip_prefix("You gain ").and_then(|s| s.strip_suffix(" life"))?;
        number(n).map(ManaThen::GainLife)
    }
}

/// The triggered mana abilities of lands tapped for mana (605.1b): an Aura's "Whenever
/// enchanted land is tapped for mana, its controller adds an additional {G}." and Mana Flare's
/// "Whenever a player taps a land for mana, that player adds one mana of any type that land
/// produced."
pub(super) fn triggered_mana(line: &str) -> Option<super::Ability> {
    if line == "Whenever a player taps a land for mana, that player adds one mana of any type that land produced." {
        return Some(super::Ability::LandsAddMana);
    }
    let mana = line
        .strip_prefix("Whenever enchanted land is tapped for mana, its controller adds an additional ")
        .and_then(|m| m.strip_suffix('.'))
        .and_then(|m| crate::cards::ManaCost::parse(m).ok())
        .map(|m| m.symbols)
        .filter(|m| !m.is_empty() && m.iter().all(|s| matches!(s, crate::cards::ManaSymbol::Colored(_))))?;
    Some(super::Ability::HostAddsMana(mana))
}

impl ManaAbility {
    /// Parses "{T}: Add {G}.", "{T}: Add {C}{C}.", "{T}: Add {W}, {U}, or {B}.", "{T}: Add one
    /// mana of any color.", "{1}, {T}: Add {W}{U}.", "{T}, Sacrifice this artifact: Add one
    /// mana of any color.", "{T}: Add three mana of any one color." (what follows the first
    /// sentence, a painland's damage, is the players' to apply: `more`).
    pub fn parse(line: &str) -> Option<ManaAbility> {
        use crate::cards::{Color, ManaCost, ManaSymbol};
        let line = crate::cards::filter::without_ability_word(line.trim());
        let (costs, rest) = line.split_once(": Add ")?;
        let mut ability = ManaAbility::default();
        for part in costs.split(", ") {
            match part {
                "{T}" if !ability.tap => ability.tap = true,
                p if p.starts_with("Pay ") && p.ends_with(" life") && ability.life == 0 => {
                    ability.life = crate::cards::filter::number(&p[4..p.len() - 5]).filter(|n| *n > 0)?;
                }
                // 107.14: "Pay {E}" (Aether Hub).
                p if ability.energy == 0
                    && let Some(n) = p.strip_prefix("Pay ").and_then(crate::cards::filter::energy_symbols) =>
                {
                    ability.energy = n;
                }
                p if p.strip_prefix("Sacrifice ").is_some_and(crate::cards::filter::is_this) && !ability.sacrifice => {
                    ability.sacrifice = true
                }
                p if p.starts_with('{') && !p.contains("{T}") && ability.cost.is_empty() => {
                    let m = ManaCost::parse(p).ok()?.symbols;
                    if m.is_empty() || !m.iter().all(|s| matches!(s, ManaSymbol::Generic(_) | ManaSymbol::Colored(_))) {
                        return None;
                    }
                    ability.cost = m;
                }
                _ => return None,
            }
        }
        // A cost of some kind (605.1a): "Add {G}." alone isn't an ability.
        if !ability.tap && !ability.sacrifice && ability.cost.is_empty() && ability.life == 0 && ability.energy == 0 {
            return None;
        }
        let (what, more) = rest.split_once('.')?;
        let more = crate::cards::filter::without_reminder(more);
        let more = more.trim().replace("Activate this ability only if ", "Activate only if ");
        // What it does besides the mana, one sentence at a time, until one isn't read.
        let mut more = more.as_str();
        while let Some((sentence, rest)) = more.split_once('.')
            && let Some(then) = ManaThen::parse(&format!("{sentence}."))
        {
            ability.then.push(then);
            more = rest.trim();
        }
        // 602.5b: a condition the rules judge as it is activated.
        let only_if = more
            .strip_prefix("Activate only if ")
            .and_then(|c| c.strip_suffix('.'))
            .map(crate::cards::condition::Condition::parse)
            .filter(crate::cards::condition::Condition::judged);
        ability.more = !more.is_empty() && only_if.is_none();
        ability.only_if = only_if;
        if what.eq_ignore_ascii_case("one mana of any color in your commander's color identity") {
            ability.identity = true;
            return Some(ability);
        }
        for (words, among) in [
            ("one mana of any color that a land an opponent controls could produce", ManaAmong::OpponentsLands),
            (
                "one mana of any color among legendary creatures and planeswalkers you control",
                ManaAmong::LegendaryCreaturesAndPlaneswalkers,
            ),
        ] {
            if what.eq_ignore_ascii_case(words) {
                ability.among = Some(among);
                return Some(ability);
            }
        }
        if what.eq_ignore_ascii_case("one mana of the chosen color") {
            ability.chosen = true;
            return Some(ability);
        }
        if what.eq_ignore_ascii_case("one mana of any of the exiled card's colors") {
            ability.exiled = true;
            return Some(ability);
        }
        if what.eq_ignore_ascii_case("one mana of any color") {
            ability.options = Color::ALL.iter().map(|c| vec![ManaSymbol::Colored(*c)]).collect();
            return Some(ability);
        }
        // "Add three mana of any one color" (Gilded Lotus): each colour, that many times (106.1).
        if let Some(n) = what.strip_suffix(" mana of any one color").and_then(crate::cards::filter::number)
            && (2..=5).contains(&n)
        {
            ability.options = Color::ALL.iter().map(|c| vec![ManaSymbol::Colored(*c); n as usize]).collect();
            return Some(ability);
        }
        let mut options = Vec::new();
        for part in what.replace(", or ", ",").replace(" or ", ",").split(',') {
            let symbols = ManaCost::parse(part.trim()).ok()?.symbols;
            let plain = symbols.iter().all(|s| matches!(s, ManaSymbol::Colored(_) | ManaSymbol::Colorless));
            if symbols.is_empty() || !plain {
                return None;
            }
            options.push(symbols);
        }
        ability.options = options;
        Some(ability)
    }

    /// Whether tapping is all it costs (what it does besides, a painland's damage, aside).
    pub fn free(&self) -> bool {
        self.tap && self.cost.is_empty() && !self.sacrifice && self.life == 0 && self.energy == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_106_7_colours_found_on_the_table() {
        // Fellwar Stone, Mox Amber (2019 dump).
        let stone =
            ManaAbility::parse("{T}: Add one mana of any color that a land an opponent controls could produce.");
        assert!(stone.is_some_and(|m| m.among == Some(ManaAmong::OpponentsLands) && m.options.is_empty() && m.free()));
        let mox = ManaAbility::parse(
            "{T}: Add one mana of any color among legendary creatures and planeswalkers you control.",
        );
        assert!(mox.is_some_and(|m| m.among == Some(ManaAmong::LegendaryCreaturesAndPlaneswalkers)));
        // Another place to find them isn't read.
        assert!(ManaAbility::parse("{T}: Add one mana of any color among permanents you control.").is_none());
    }

    #[test]
    fn rule_605_1b_a_land_tapped_for_mana_makes_one_more() {
        // Mana Flare, Heartbeat of Spring; Wild Growth (2019 dump).
        let flare = "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.";
        assert_eq!(triggered_mana(flare), Some(super::super::Ability::LandsAddMana));
        let growth = "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.";
        assert!(matches!(triggered_mana(growth), Some(super::super::Ability::HostAddsMana(m)) if m.len() == 1));
        assert_eq!(triggered_mana("Whenever a player taps a land for mana, that player adds {C}."), None);
    }
}
