//! Static prevention effects (615.1a): "Prevent all combat damage that would be dealt to [this].",
//! "Prevent all damage that would be dealt by enchanted creature.", "... to and dealt by [this]",
//! "... to [this] by creatures.". For as long as the permanent is on the battlefield, damage
//! that fits is prevented (`rules::ops::prevention`): it isn't dealt, so nothing it would do
//! happens (615.6: no life lost, no deathtouch, no lifelink).

use crate::cards::filter::is_this;

/// What one such ability prevents: damage that fits every side it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prevention {
    /// Only combat damage ("Prevent all combat damage ...").
    pub combat_only: bool,
    /// Each way damage fits ("to and dealt by" is two), any one enough.
    pub ways: Vec<Fits>,
    /// "..., prevent that damage. Remove a +1/+1 counter from [this]." (the Phantoms): a +1/+1
    /// counter comes off as it prevents, one for damage dealt at the same time.
    pub remove_counter: bool,
}

/// One way damage fits: dealt to whom, and by what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fits {
    /// Dealt to it (`None`: to anything).
    pub to: Option<Whom>,
    /// Dealt by it (`None`: by any source).
    pub by: Option<Whom>,
}

/// Who a side of a prevention names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whom {
    /// The permanent itself.
    This,
    /// The permanent it is attached to: "enchanted creature", "equipped creature".
    Host,
    /// Any creature ("by creatures").
    Creatures,
}

impl Prevention {
    /// Reads one line, or `None`.
    pub fn parse(line: &str) -> Option<Prevention> {
        // The Phantoms: "If damage would be dealt to Phantom Centaur, prevent that damage. Remove
        // a +1/+1 counter from Phantom Centaur."
        if let Some(rest) = line.strip_prefix("If damage would be dealt to ")
            && let Some((this, again)) = rest.split_once(", prevent that damage. Remove a +1/+1 counter from ")
        {
            let same = again.strip_suffix('.') == Some(this) && is_this(this) && !this.contains([',', '.']);
            let ways = vec![Fits { to: Some(Whom::This), by: None }];
            return same.then_some(Prevention { combat_only: false, ways, remove_counter: true });
        }
        let rest = line.strip_prefix("Prevent all ")?.strip_suffix('.')?;
        let (combat_only, rest) = match rest.strip_prefix("combat ") {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let rest = rest.strip_prefix("damage that would be dealt ")?;
        let whom = |w: &str| match w {
            "enchanted creature" | "equipped creature" => Some(Whom::Host),
            w if is_this(w) && !w.contains([',', '.']) => Some(Whom::This),
            _ => None,
        };
        let ways = if let Some(w) = rest.strip_prefix("to and dealt by ") {
            let w = whom(w)?;
            vec![Fits { to: Some(w), by: None }, Fits { to: None, by: Some(w) }]
        } else if let Some(w) = rest.strip_prefix("by ") {
            vec![Fits { to: None, by: Some(whom(w)?) }]
        } else if let Some(w) = rest.strip_prefix("to ") {
            match w.strip_suffix(" by creatures") {
                Some(w) => vec![Fits { to: Some(whom(w)?), by: Some(Whom::Creatures) }],
                None => vec![Fits { to: Some(whom(w)?), by: None }],
            }
        } else {
            return None;
        };
        Some(Prevention { combat_only, ways, remove_counter: false })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_615_1a_static_prevention_is_read_with_whom_it_protects_and_from_what() {
        let fog_bank = Prevention::parse("Prevent all combat damage that would be dealt to and dealt by Fog Bank.");
        let both = vec![Fits { to: Some(Whom::This), by: None }, Fits { to: None, by: Some(Whom::This) }];
        assert_eq!(fog_bank, Some(Prevention { combat_only: true, ways: both, remove_counter: false }));
        let muzzle = Prevention::parse("Prevent all damage that would be dealt by enchanted creature.");
        assert_eq!(
            muzzle,
            Some(Prevention {
                combat_only: false,
                ways: vec![Fits { to: None, by: Some(Whom::Host) }],
                remove_counter: false
            })
        );
        let istvan = Prevention::parse("Prevent all damage that would be dealt to Uncle Istvan by creatures.");
        let ways = vec![Fits { to: Some(Whom::This), by: Some(Whom::Creatures) }];
        assert_eq!(istvan, Some(Prevention { combat_only: false, ways, remove_counter: false }));
        let kabuto = Prevention::parse("Prevent all combat damage that would be dealt to equipped creature.");
        assert_eq!(
            kabuto,
            Some(Prevention {
                combat_only: true,
                ways: vec![Fits { to: Some(Whom::Host), by: None }],
                remove_counter: false
            })
        );
        let phantom = Prevention::parse(
            "If damage would be dealt to Phantom Centaur, prevent that damage. Remove a +1/+1 counter from Phantom Centaur.",
        );
        let ways = vec![Fits { to: Some(Whom::This), by: None }];
        assert_eq!(phantom, Some(Prevention { combat_only: false, ways, remove_counter: true }));
        // What it doesn't read whole stays the players'.
        for line in [
            "Prevent all combat damage that would be dealt this turn.",
            "Prevent all damage that would be dealt to creatures.",
            "Prevent all damage that would be dealt to target creature this turn.",
            "Prevent all damage that would be dealt to you this turn by a source of your choice.",
        ] {
            assert_eq!(Prevention::parse(line), None, "{line}");
        }
    }
}
