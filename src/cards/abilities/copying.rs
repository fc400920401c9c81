//! "You may have [this] enter (the battlefield) as a copy of any creature on the battlefield."
//! (Clone, Phyrexian Metamorph's "except it's an artifact in addition to its other types"): a
//! replacement effect whose choice is made as the permanent would enter (614.1c, 614.12a,
//! 707.5). The rules ask it as the spell resolves (`rules::ops::hand_choice`, `HandTo::CopiedBy`),
//! and the permanent enters already a copy (its copiable values the chosen object's, 707.2), or
//! as itself where nothing is chosen.

use std::sync::Arc;

use super::Ability;
use crate::cards::CardType;
use crate::cards::effects::{CopyExcept, Wanted};

/// What a permanent may enter as a copy of, and the copy's exceptions (707.9b).
#[derive(Clone, Debug, PartialEq)]
pub struct EntersAsCopy {
    /// What on the battlefield it may copy ("artifact or creature"); "you" is its controller.
    pub of: Wanted,
    /// What the copy has other than the copied values.
    pub except: CopyExcept,
}

/// Reads "You may have [this] enter (the battlefield) as a copy of any [kind] on the
/// battlefield[, except it's an artifact in addition to its other types]."; None for any other
/// exception, which stays the players'.
pub(super) fn enters_as_copy(line: &str) -> Option<Ability> {
    let rest = line.strip_prefix("You may have ")?.strip_suffix('.')?;
    let (this, rest) = rest.split_once(" enter ")?;
    if this.contains(['.', ',']) || !crate::cards::filter::is_this(this) {
        return None;
    }
    let rest = rest.strip_prefix("the battlefield ").unwrap_or(rest);
    let (kind, except) = rest.strip_prefix("as a copy of any ")?.split_once(" on the battlefield")?;
    let except = match except {
        "" => CopyExcept::default(),
        ", except it's an artifact in addition to its other types" => {
            CopyExcept { more_types: vec![CardType::Artifact], ..CopyExcept::default() }
        }
        _ => return None,
    };
    let of = crate::cards::effects::wanted(kind)?;
    Some(Ability::EntersAsCopy(Arc::new(EntersAsCopy { of, except })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(line: &str) -> Option<EntersAsCopy> {
        match Ability::parse(line) {
            Ability::EntersAsCopy(c) => Some((*c).clone()),
            _ => None,
        }
    }

    #[test]
    fn rule_707_5_a_permanent_entering_as_a_copy_is_read_with_what_it_may_copy() {
        // Clone, Phyrexian Metamorph, Phantasmal Image's plain kin (2019 Scryfall dump).
        let clone =
            read("You may have Clone enter the battlefield as a copy of any creature on the battlefield.").unwrap();
        assert_eq!(clone.of.filter.types, vec![CardType::Creature]);
        assert_eq!(clone.except, CopyExcept::default());
        let this = read("You may have this creature enter as a copy of any creature on the battlefield.").unwrap();
        assert_eq!(this, clone);
        let metamorph = read("You may have Phyrexian Metamorph enter the battlefield as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.").unwrap();
        assert_eq!(metamorph.of.filter.types, vec![CardType::Artifact, CardType::Creature]);
        assert_eq!(metamorph.except.more_types, vec![CardType::Artifact]);
        let sculptor =
            read("You may have Sculpting Steel enter the battlefield as a copy of any artifact on the battlefield.");
        assert_eq!(sculptor.unwrap().of.filter.types, vec![CardType::Artifact]);
        // 707.9b: an exception the rules don't carry out leaves the line to the players.
        assert!(read("You may have Phantasmal Image enter the battlefield as a copy of any creature on the battlefield, except it's an Illusion in addition to its other types and it has \"When this creature becomes the target of a spell or ability, sacrifice it.\"").is_none());
        assert!(
            read(
                "You may have Spark Double enter the battlefield as a copy of a creature or planeswalker you control."
            )
            .is_none()
        );
    }
}
