//! A creature's own lines about its attacks and blocks: "can't block", "can't attack unless
//! ...", "can block an additional creature each combat" (508.1c, 509.1a, 509.1b).

use super::Ability;

/// "This creature can't block.", "[Name] can't attack or block.": a permanent's restriction on
/// its own attacks or blocks (not "Enchanted creature ...", not one with a condition).
pub(super) fn restriction(line: &str) -> Option<Ability> {
    let own = |suffix: &str| {
        line.strip_suffix(suffix).is_some_and(|s| !s.contains(['.', ',']) && crate::cards::filter::is_this(s))
    };
    if own(" attacks each combat if able.") || own(" attacks each turn if able.") {
        return Some(Ability::AttacksEachCombat);
    }
    if own(" can't be blocked.") {
        return Some(Ability::CantBeBlocked);
    }
    let alone = [(" can't attack or block alone.", true, true), (" can't attack alone.", true, false)];
    if let Some(a) = alone.into_iter().find_map(|(suffix, attack, block)| {
        let subject = line.strip_suffix(suffix)?;
        let own = !subject.contains(['.', ',']) && crate::cards::filter::is_this(subject);
        own.then_some(Ability::CantAttackOrBlockAlone { attack, block })
    }) {
        return Some(a);
    }
    let forms =
        [(" can't attack or block.", true, true), (" can't attack.", true, false), (" can't block.", false, true)];
    let plain = forms.into_iter().find_map(|(suffix, attack, block)| {
        let subject = line.strip_suffix(suffix)?;
        let own = !subject.contains(['.', ',']) && crate::cards::filter::is_this(subject);
        own.then_some(Ability::CantAttackOrBlock { attack, block, unless: None })
    });
    // "Oketra the True can't attack or block unless you control at least three other
    // creatures.", "River Serpent can't attack unless there are five or more cards in your
    // graveyard.": a condition the rules judge.
    let unless = [
        (" can't attack or block unless ", true, true),
        (" can't attack unless ", true, false),
        (" can't block unless ", false, true),
    ];
    plain.or_else(|| {
        unless.into_iter().find_map(|(words, attack, block)| {
            let (subject, condition) = line.strip_suffix('.')?.split_once(words)?;
            let condition = crate::cards::condition::Condition::parse(condition);
            let own = !subject.contains(['.', ',']) && crate::cards::filter::is_this(subject) && condition.judged();
            own.then_some(Ability::CantAttackOrBlock { attack, block, unless: Some(std::sync::Arc::new(condition)) })
        })
    })
}

/// "[This] can block any number of creatures.", "[This] can block an additional creature
/// each combat.", "[This] can block an additional seven creatures each combat.": a creature's
/// own static ability letting it block more than one attacker (509.1a); not another's
/// ("Enchanted creature ..."), nor one for a turn or with a condition.
pub(super) fn blocks_more(line: &str) -> Option<Ability> {
    let (subject, what) = line.split_once(" can block ")?;
    if subject.contains(['.', ',']) || !crate::cards::filter::is_this(subject) {
        return None;
    }
    if what == "any number of creatures." {
        return Some(Ability::BlocksAnyNumber);
    }
    if what == "only creatures with flying." {
        return Some(Ability::BlocksOnlyFlyers);
    }
    let more = what.strip_prefix("an additional ")?.strip_suffix(" each combat.")?;
    if more == "creature" {
        return Some(Ability::BlocksAdditional(1));
    }
    let n = crate::cards::filter::number(more.strip_suffix(" creatures")?)?;
    Some(Ability::BlocksAdditional(n))
}

#[cfg(test)]
mod tests {
    use super::Ability;

    #[test]
    fn rule_509_1b_blocks_restricted_by_power_are_read() {
        // Wandering Wolf, Ironclaw Orcs, Sunweb (2019 Scryfall dump).
        assert_eq!(
            Ability::parse("Creatures with power less than Wandering Wolf's power can't block it."),
            Ability::CantBeBlockedByLesserPower
        );
        assert_eq!(
            Ability::parse("Ironclaw Orcs can't block creatures with power 2 or greater."),
            Ability::CantBlockPower { n: 2, at_least: true }
        );
        assert_eq!(
            Ability::parse("Sunweb can't block creatures with power 2 or less."),
            Ability::CantBlockPower { n: 2, at_least: false }
        );
        // Another creature's restriction (Champion of Lambholt's "creatures you control") isn't this one.
        assert_ne!(
            Ability::parse(
                "Creatures with power less than Champion of Lambholt's power can't block creatures you control."
            ),
            Ability::CantBeBlockedByLesserPower
        );
    }
}
