//! Prototype (718): a card's alternative mana cost, power and toughness.

/// A prototype card's alternative characteristics (718.2).
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    /// Its alternative mana cost.
    pub mana_cost: crate::cards::ManaCost,
    /// Its alternative power.
    pub power: i32,
    /// Its alternative toughness.
    pub toughness: i32,
}

impl Prototype {
    /// Parses "Prototype {1}{B}{B} — 3/3 (reminder text)".
    pub fn parse(line: &str) -> Option<Prototype> {
        let rest = line.strip_prefix("Prototype ")?;
        let rest = rest.split(" (").next()?;
        let (cost, pt) = rest.split_once('—')?;
        let (p, t) = pt.trim().split_once('/')?;
        let mana_cost = crate::cards::ManaCost::parse(cost.trim()).ok()?;
        Some(Prototype { mana_cost, power: p.trim().parse().ok()?, toughness: t.trim().parse().ok()? })
    }
}
