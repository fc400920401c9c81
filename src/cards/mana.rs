//! Mana costs in Oracle notation (`{2}{W/U}{G/P}{X}{C}`): mana value (202.3) and colours (202.2).

use std::fmt;

use super::{Color, ColorSet};

/// One mana symbol of a mana cost (107.4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManaSymbol {
    /// `{N}`: N generic mana.
    Generic(u32),
    /// `{W}`, `{U}`, `{B}`, `{R}`, `{G}`.
    Colored(Color),
    /// `{C}`: one colorless mana.
    Colorless,
    /// `{X}` (and `{Y}`, `{Z}`): 0 except on the stack (202.3e).
    Variable(char),
    /// `{W/U}`: hybrid of two colours.
    Hybrid(Color, Color),
    /// `{2/W}`: monocoloured hybrid.
    TwoHybrid(Color),
    /// `{C/W}`: colorless-coloured hybrid.
    ColorlessHybrid(Color),
    /// `{W/P}` or `{W/U/P}`: Phyrexian mana (one or two colours).
    Phyrexian(Vec<Color>),
    /// `{S}`: snow mana.
    Snow,
}

impl ManaSymbol {
    /// The symbol with {X} as the number chosen for it (107.3a): "{X}" is `x` generic mana.
    pub fn with_x(&self, x: u32) -> ManaSymbol {
        match self {
            ManaSymbol::Variable(_) => ManaSymbol::Generic(x),
            m => m.clone(),
        }
    }

    /// This symbol's share of the mana value: 202.3e (X is 0), 202.3f (largest hybrid
    /// component), 202.3g (Phyrexian is 1).
    pub fn mana_value(&self) -> u32 {
        match self {
            ManaSymbol::Generic(n) => *n,
            ManaSymbol::Variable(_) => 0,
            ManaSymbol::TwoHybrid(_) => 2,
            _ => 1,
        }
    }

    /// The colours this symbol contributes (202.2).
    pub fn colors(&self) -> ColorSet {
        let mut set = ColorSet::default();
        match self {
            ManaSymbol::Colored(c) | ManaSymbol::TwoHybrid(c) | ManaSymbol::ColorlessHybrid(c) => set.insert(*c),
            ManaSymbol::Hybrid(a, b) => {
                set.insert(*a);
                set.insert(*b);
            }
            ManaSymbol::Phyrexian(cs) => cs.iter().for_each(|c| set.insert(*c)),
            _ => {}
        }
        set
    }
}

impl fmt::Display for ManaSymbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManaSymbol::Generic(n) => write!(f, "{{{n}}}"),
            ManaSymbol::Colored(c) => write!(f, "{{{}}}", c.letter()),
            ManaSymbol::Colorless => write!(f, "{{C}}"),
            ManaSymbol::Variable(v) => write!(f, "{{{v}}}"),
            ManaSymbol::Hybrid(a, b) => write!(f, "{{{}/{}}}", a.letter(), b.letter()),
            ManaSymbol::TwoHybrid(c) => write!(f, "{{2/{}}}", c.letter()),
            ManaSymbol::ColorlessHybrid(c) => write!(f, "{{C/{}}}", c.letter()),
            ManaSymbol::Phyrexian(cs) => {
                f.write_str("{")?;
                for c in cs {
                    write!(f, "{}/", c.letter())?;
                }
                f.write_str("P}")
            }
            ManaSymbol::Snow => write!(f, "{{S}}"),
        }
    }
}

/// A parsed mana cost. An empty cost (`{0}` is not empty: it is one generic symbol) differs from
/// no mana cost at all, which is `Option::None` where it is held.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ManaCost {
    /// The symbols in printed order.
    pub symbols: Vec<ManaSymbol>,
}

impl Clone for ManaCost {
    fn clone(&self) -> Self {
        ManaCost { symbols: self.symbols.clone() }
    }
    /// Reuses the buffer: characteristics are derived again into the same cost.
    fn clone_from(&mut self, source: &Self) {
        self.symbols.clone_from(&source.symbols);
    }
}

impl ManaCost {
    /// Parses Oracle notation, e.g. `"{2}{W/U}{G/P}"`.
    pub fn parse(text: &str) -> Result<ManaCost, ManaCostError> {
        let mut symbols = Vec::new();
        let mut rest = text.trim();
        let error = |kind| ManaCostError { cost: text.to_string(), kind };
        while !rest.is_empty() {
            let Some(stripped) = rest.strip_prefix('{') else {
                return Err(error(ManaCostProblem::ExpectedBrace(rest.to_string())));
            };
            let Some(end) = stripped.find('}') else {
                return Err(error(ManaCostProblem::Unclosed));
            };
            let symbol = &stripped[..end];
            let unknown = || error(ManaCostProblem::UnknownSymbol(format!("{{{symbol}}}")));
            symbols.push(parse_symbol(symbol).ok_or_else(unknown)?);
            rest = stripped[end + 1..].trim_start();
        }
        Ok(ManaCost { symbols })
    }

    /// 202.3: the total amount of mana in the cost, X counting as 0.
    pub fn mana_value(&self) -> u32 {
        self.symbols.iter().map(ManaSymbol::mana_value).sum()
    }

    /// 202.2: the colours of the coloured symbols.
    pub fn colors(&self) -> ColorSet {
        self.symbols.iter().fold(ColorSet::default(), |set, s| set.union(s.colors()))
    }
}

impl fmt::Display for ManaCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.symbols {
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

/// What is wrong with a mana cost's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManaCostError {
    /// The cost as written.
    pub cost: String,
    /// What is wrong.
    pub kind: ManaCostProblem,
}

/// What is wrong with a mana cost's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManaCostProblem {
    /// Something other than a symbol where one should start: the rest of the text.
    ExpectedBrace(String),
    /// A symbol that doesn't close.
    Unclosed,
    /// A symbol no card has ("{Q}"): it, in braces.
    UnknownSymbol(String),
}

impl ManaCostError {
    /// The message of the files' translations and its arguments.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        let cost = ("cost", format!("{:?}", self.cost));
        match &self.kind {
            ManaCostProblem::ExpectedBrace(at) => ("files-mana-expected-brace", vec![cost, ("at", format!("{at:?}"))]),
            ManaCostProblem::Unclosed => ("files-mana-unclosed", vec![cost]),
            ManaCostProblem::UnknownSymbol(symbol) => {
                ("files-mana-unknown-symbol", vec![cost, ("symbol", symbol.clone())])
            }
        }
    }
}

impl ManaCostError {
    /// What is wrong, as a message its reader says.
    pub fn said(&self) -> crate::i18n::Said {
        let (id, args) = self.message();
        crate::i18n::Said::of(id, &args)
    }
}

crate::i18n::said_by_said!(ManaCostError);

/// A symbol from its text without its braces; `None` when no card has it.
fn parse_symbol(s: &str) -> Option<ManaSymbol> {
    if let Ok(n) = s.parse::<u32>() {
        return Some(ManaSymbol::Generic(n));
    }
    let parts: Vec<&str> = s.split('/').collect();
    let color = Color::from_letter;
    match parts.as_slice() {
        ["C"] => Some(ManaSymbol::Colorless),
        ["S"] => Some(ManaSymbol::Snow),
        [v @ ("X" | "Y" | "Z")] => Some(ManaSymbol::Variable(v.chars().next().unwrap_or('X'))),
        [c] => Some(ManaSymbol::Colored(color(c)?)),
        ["2", c] => Some(ManaSymbol::TwoHybrid(color(c)?)),
        ["C", c] => Some(ManaSymbol::ColorlessHybrid(color(c)?)),
        [c, "P"] => Some(ManaSymbol::Phyrexian(vec![color(c)?])),
        [a, b, "P"] => Some(ManaSymbol::Phyrexian(vec![color(a)?, color(b)?])),
        [a, b] => Some(ManaSymbol::Hybrid(color(a)?, color(b)?)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> u32 {
        ManaCost::parse(s).unwrap().mana_value()
    }

    #[test]
    fn rule_202_3_mana_value_counts_every_symbol() {
        assert_eq!(mv("{3}{G}{G}"), 5);
        assert_eq!(mv("{C}{C}{1}"), 3);
        assert_eq!(mv(""), 0);
    }

    #[test]
    fn rule_202_3e_x_is_zero() {
        assert_eq!(mv("{X}{R}"), 1);
        assert_eq!(mv("{X}{X}{U}"), 1);
    }

    #[test]
    fn rule_202_3f_hybrid_uses_largest_component() {
        assert_eq!(mv("{R/W}{R/W}"), 2);
        assert_eq!(mv("{2/W}{2/W}{2/W}"), 6);
        assert_eq!(mv("{C/G}"), 1);
    }

    #[test]
    fn rule_202_3g_phyrexian_counts_one() {
        assert_eq!(mv("{2}{G/P}"), 3);
        assert_eq!(mv("{G/U/P}"), 1);
    }

    #[test]
    fn rule_202_2_colors_come_from_colored_symbols() {
        let c = ManaCost::parse("{1}{R/W}{G/P}").unwrap().colors();
        assert_eq!(c.to_vec(), vec![Color::White, Color::Red, Color::Green]);
        assert!(ManaCost::parse("{4}{C}").unwrap().colors().is_empty());
    }

    #[test]
    fn bad_symbols_are_errors_not_panics() {
        assert!(ManaCost::parse("{Q}").is_err());
        assert!(ManaCost::parse("{2").is_err());
        assert!(ManaCost::parse("2}").is_err());
    }

    #[test]
    fn display_round_trips() {
        for s in ["{2}{W/U}{G/P}", "{X}{C}{S}", "{2/B}{C/R}{G/U/P}"] {
            assert_eq!(ManaCost::parse(s).unwrap().to_string(), s);
        }
    }
}
