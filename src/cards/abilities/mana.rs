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
    /// The line says more than the mana (a painland's damage, "Draw a card."): the players
    /// carry out the rest.
    pub more: bool,
    /// "Activate only if you control three or more artifacts." (602.5b, metalcraft): it can't
    /// be activated while the condition is false.
    pub only_if: Option<crate::cards::condition::Condition>,
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
        let mut tap = false;
        for part in costs.split(", ") {
            match part {
                "{T}" if !tap => tap = true,
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
        if !tap {
            return None;
        }
        let (what, more) = rest.split_once('.')?;
        let more = crate::cards::filter::without_reminder(more);
        let more = more.trim().replace("Activate this ability only if ", "Activate only if ");
        // 602.5b: a condition the rules judge as it is activated.
        let only_if = more
            .strip_prefix("Activate only if ")
            .and_then(|c| c.strip_suffix('.'))
            .map(crate::cards::condition::Condition::parse)
            .filter(crate::cards::condition::Condition::judged);
        ability.more = !more.is_empty() && only_if.is_none();
        ability.only_if = only_if;
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

    /// Whether tapping is all it costs.
    pub fn free(&self) -> bool {
        self.cost.is_empty() && !self.sacrifice
    }
}
