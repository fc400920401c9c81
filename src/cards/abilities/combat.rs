//! A creature's own lines about its attacks and blocks: "can't block", "can't attack unless
//! ...", "can block an additional creature each combat", who can't block it and whom it can't
//! block (508.1c, 509.1a, 509.1b); and what a permanent asks of every attack against its
//! controller: Ensnaring Bridge's limit (508.1c), Propaganda's cost (508.1d, 508.1h).

use std::sync::Arc;

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
    // 509.1c: block requirements of its own.
    if own(" blocks each combat if able.") || own(" blocks each turn if able.") {
        return Some(Ability::BlocksEachCombat);
    }
    if own(" must be blocked if able.") {
        return Some(Ability::MustBeBlocked);
    }
    if line
        .strip_prefix("All creatures able to block ")
        .and_then(|r| r.strip_suffix(" do so."))
        .is_some_and(|s| !s.contains(['.', ',']) && crate::cards::filter::is_this(s))
    {
        return Some(Ability::AllAbleBlockIt);
    }
    if own(" can't block and can't be blocked.") {
        return Some(Ability::CantBlockNorBeBlocked);
    }
    if own(" can't be blocked.") {
        return Some(Ability::CantBeBlocked);
    }
    // 510.1b-c: Thorn Elemental's "You may have Thorn Elemental assign its combat damage as
    // though it weren't blocked."
    if let Some(subject) = line
        .strip_prefix("You may have ")
        .and_then(|r| r.strip_suffix(" assign its combat damage as though it weren't blocked."))
        && crate::cards::filter::is_this(subject)
    {
        return Some(Ability::AssignsAsThoughUnblocked);
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

/// A restriction or requirement an Aura, an Equipment or a bonus gives its host's attacks and
/// blocks, as the host's own line ("can't block": "This creature can't block.").
pub(super) fn granted_restriction(words: &str) -> Option<&'static str> {
    Some(match words {
        "can't attack or block" => "This creature can't attack or block.",
        "can't attack" => "This creature can't attack.",
        "can't block" => "This creature can't block.",
        "can't be blocked" => "This creature can't be blocked.",
        "attacks each combat if able" => "This creature attacks each combat if able.",
        "blocks each combat if able" => "This creature blocks each combat if able.",
        "must be blocked if able" => "This creature must be blocked if able.",
        "all creatures able to block it do so" => LURED,
        "can block only creatures with flying" => "This creature can block only creatures with flying.",
        _ => return None,
    })
}

/// The line a Lure gives its host (509.1c).
pub(super) const LURED: &str = "All creatures able to block this creature do so.";

/// "[Name] can't be blocked by Walls.", "... except by creatures with flying.", "... by more
/// than one creature.", "Creatures with power less than [Name]'s power can't block it.",
/// "[Name] can't block creatures with power 2 or greater.", "[Name] can't attack unless
/// defending player controls an Island.": a creature's own restrictions on who blocks it and
/// whom it blocks (509.1b), and where it attacks (508.1c).
pub(super) fn blocking(line: &str) -> Option<Ability> {
    if line
        .strip_prefix("Creatures with power less than ")
        .and_then(|r| r.strip_suffix("'s power can't block it."))
        .is_some_and(|s| !s.contains(['.', ',']) && crate::cards::filter::is_this(s))
    {
        return Some(Ability::CantBeBlockedByLesserPower);
    }
    if let Some((subject, rest)) = line.split_once(" can't block creatures with power ")
        && !subject.contains(['.', ','])
        && crate::cards::filter::is_this(subject)
    {
        let said = [(" or greater.", true), (" or less.", false)]
            .into_iter()
            .find_map(|(end, at_least)| Some((rest.strip_suffix(end)?.parse().ok()?, at_least)));
        if let Some((n, at_least)) = said {
            return Some(Ability::CantBlockPower { n, at_least });
        }
    }
    // 509.1b: "[Name] can't be blocked by more than one creature.", "... by creatures with
    // power 2 or less."
    if let Some((subject, rest)) = line.split_once(" can't be blocked by ")
        && !subject.contains(['.', ','])
        && crate::cards::filter::is_this(subject)
    {
        if rest == "more than one creature." {
            return Some(Ability::BlockedByOneAtMost);
        }
        if let Some(n) = rest
            .strip_prefix("creatures with power ")
            .and_then(|r| r.strip_suffix(" or less."))
            .and_then(|n| n.parse().ok())
        {
            return Some(Ability::CantBeBlockedByPowerAtMost(n));
        }
        if let Some(by) = blockers_named(rest) {
            return Some(Ability::CantBeBlockedBy { by: Arc::new(by), except: false });
        }
    }
    if let Some((subject, rest)) = line.split_once(" can't be blocked except by ")
        && !subject.contains(['.', ','])
        && crate::cards::filter::is_this(subject)
        && let Some(by) = blockers_named(rest)
    {
        return Some(Ability::CantBeBlockedBy { by: Arc::new(by), except: true });
    }
    // 508.1c: "[Name] can't attack unless defending player controls an Island."
    if let Some((subject, land)) = line.split_once(" can't attack unless defending player controls an ")
        && let Some(land) = land.strip_suffix('.')
        && ["Plains", "Island", "Swamp", "Mountain", "Forest"].contains(&land)
        && !subject.contains(['.', ','])
        && crate::cards::filter::is_this(subject)
    {
        return Some(Ability::AttacksOnlyIfDefenderControls(land.to_string()));
    }
    // 508.1c: "[Name] can't attack unless defending player has seven or more cards in their
    // graveyard.": the condition as that player would say it of themselves.
    if let Some((subject, words)) = line.split_once(" can't attack unless defending player ")
        && let Some(words) = words.strip_suffix('.')
        && !subject.contains(['.', ','])
        && crate::cards::filter::is_this(subject)
    {
        let theirs = words.replacen("has ", "you have ", 1).replacen("controls ", "you control ", 1);
        let condition = crate::cards::condition::Condition::parse(&theirs.replace(" their ", " your "));
        let words = format!("defending player {words}");
        return condition.judged().then(|| Ability::AttacksOnlyIfDefender(Arc::new(condition), words));
    }
    None
}

/// The creatures "can't be blocked by [creatures]." names: "Walls", "artifact creatures",
/// "blue creatures", "creatures with flying", "creatures with power 3 or greater"; what a
/// status or a number of blockers says ("two or more creatures") isn't read.
fn blockers_named(rest: &str) -> Option<crate::cards::effects::Wanted> {
    let words = rest.strip_suffix('.')?;
    if words.contains(" or more ") || words.contains("/or") {
        return None;
    }
    let (noun, with) = match words.split_once(" with ") {
        Some((n, w)) => (n, format!(" with {w}")),
        None => (words, String::new()),
    };
    let singular = match noun.rsplit_once(' ') {
        Some((before, "creatures")) => format!("{before} creature"),
        None if noun == "creatures" => "creature".to_string(),
        None => crate::cards::filter::creature_type_of_plural(noun)?,
        Some(_) => return None,
    };
    let by = crate::cards::effects::wanted(&format!("{singular}{with}"))?;
    by.status.is_none().then_some(by)
}

/// "Creatures can't attack you unless their controller pays {2} for each creature they control
/// that's attacking you." (Propaganda, Ghostly Prison, Windborn Muse): a cost for each creature
/// that attacks the permanent's controller (and, with "you or a planeswalker you control ...
/// for each of those creatures", their planeswalkers), paid as attackers are declared (508.1d,
/// 508.1h).
#[derive(Clone, Debug, PartialEq)]
pub struct AttackTax {
    /// What each attacking creature costs.
    pub per: crate::cards::ManaCost,
    /// Attacks on the controller's planeswalkers cost it too.
    pub planeswalkers: bool,
    /// "Nonblack creatures can't attack you unless ..." (Elephant Grass): only the creatures of
    /// this kind are taxed (none: every creature).
    pub of: Option<crate::cards::effects::Wanted>,
}

/// The attack limits and costs a permanent puts on every attack against its controller:
/// Ensnaring Bridge's (508.1c) and Propaganda's (508.1d).
pub(super) fn against_attacks(line: &str) -> Option<Ability> {
    if line == "Creatures with power greater than the number of cards in your hand can't attack." {
        return Some(Ability::AttackersPowerAtMostHand);
    }
    // "Black creatures can't attack you." (Elephant Grass): those creatures, at its controller.
    if let Some(group) = line.strip_suffix(" can't attack you.")
        && let Some(crate::cards::effects::Aim::All(w)) =
            crate::cards::effects::all_aim(&crate::cards::lowercased(group))
        && w.status.is_none()
    {
        return Some(Ability::CantAttackYou(Arc::new(w)));
    }
    // "Nonblack creatures can't attack you unless their controller pays {2} for each creature
    // they control that's attacking you.": the taxed creatures of a kind.
    if let Some((group, rest)) = line.split_once(" creatures can't attack you unless ")
        && !group.contains(' ')
        && group != "Creatures"
        && let Some(crate::cards::effects::Aim::All(w)) =
            crate::cards::effects::all_aim(&format!("{} creatures", crate::cards::lowercased(group)))
        && let Some(Ability::AttackTax(t)) = against_attacks(&format!("Creatures can't attack you unless {rest}"))
    {
        return Some(Ability::AttackTax(Arc::new(AttackTax { of: Some(w), ..(*t).clone() })));
    }
    let forms = [
        (
            "Creatures can't attack you unless their controller pays ",
            " for each creature they control that's attacking you.",
            false,
        ),
        (
            "Creatures can't attack you or a planeswalker you control unless their controller pays ",
            " for each of those creatures.",
            true,
        ),
        (
            "Creatures can't attack you or planeswalkers you control unless their controller pays ",
            " for each creature they control that's attacking you or a planeswalker you control.",
            true,
        ),
    ];
    forms.into_iter().find_map(|(prefix, suffix, planeswalkers)| {
        let cost = line.strip_prefix(prefix)?.strip_suffix(suffix)?;
        let per = crate::cards::ManaCost::parse(cost).ok().filter(|c| !c.symbols.is_empty())?;
        // Mana the rules pay with: generic and coloured symbols (not X, not Phyrexian).
        let paid = per
            .symbols
            .iter()
            .all(|s| matches!(s, crate::cards::ManaSymbol::Generic(_) | crate::cards::ManaSymbol::Colored(_)));
        paid.then(|| Ability::AttackTax(Arc::new(AttackTax { per, planeswalkers, of: None })))
    })
}

#[cfg(test)]
mod tests {
    use super::Ability;

    #[test]
    fn rule_508_1c_ensnaring_bridge_restricts_every_attacker_by_its_controller_s_hand() {
        let bridge = "Creatures with power greater than the number of cards in your hand can't attack.";
        assert_eq!(Ability::parse(bridge), Ability::AttackersPowerAtMostHand);
        assert_ne!(
            Ability::parse("Creatures with power greater than 2 can't attack."),
            Ability::AttackersPowerAtMostHand
        );
    }

    #[test]
    fn rule_508_1d_a_cost_to_attack_its_controller_is_read() {
        // Propaganda, Baird, Steward of Argive, Norn's Annex, Sphere of Safety (2019 dump).
        let tax = |line: &str| match Ability::parse(line) {
            Ability::AttackTax(t) => Some((t.per.to_string(), t.planeswalkers)),
            _ => None,
        };
        assert_eq!(
            tax(
                "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."
            ),
            Some(("{2}".to_string(), false))
        );
        assert_eq!(
            tax(
                "Creatures can't attack you or a planeswalker you control unless their controller pays {1} for each of those creatures."
            ),
            Some(("{1}".to_string(), true))
        );
        // A Phyrexian symbol, an X counted elsewhere: not read.
        assert_eq!(
            tax(
                "Creatures can't attack you or a planeswalker you control unless their controller pays {W/P} for each of those creatures."
            ),
            None
        );
        assert_eq!(
            tax(
                "Creatures can't attack you or a planeswalker you control unless their controller pays {X} for each of those creatures, where X is the number of enchantments you control."
            ),
            None
        );
    }

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
    #[test]
    fn rule_510_1b_a_creature_that_may_assign_its_damage_as_though_it_weren_t_blocked_is_read() {
        // Thorn Elemental, Rhox (2019 dump).
        for line in [
            "You may have Thorn Elemental assign its combat damage as though it weren't blocked.",
            "You may have Rhox assign its combat damage as though it weren't blocked.",
        ] {
            assert_eq!(Ability::parse(line), Ability::AssignsAsThoughUnblocked, "{line}");
        }
        // Another creature's (Siege Behemoth's, a condition) isn't.
        let other = "As long as Siege Behemoth is attacking, for each creature you control, you may have that creature assign its combat damage as though it weren't blocked.";
        assert_ne!(Ability::parse(other), Ability::AssignsAsThoughUnblocked);
    }

    #[test]
    fn rule_508_1c_creatures_of_a_kind_can_t_attack_you_or_pay_to() {
        // Elephant Grass (2019 dump).
        let Ability::CantAttackYou(black) = Ability::parse("Black creatures can't attack you.") else { panic!() };
        assert_eq!(black.colors, [crate::cards::Color::Black]);
        let line = "Nonblack creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.";
        let Ability::AttackTax(t) = Ability::parse(line) else { panic!("{line}") };
        assert!(t.of.as_ref().is_some_and(|w| w.not_colors == [crate::cards::Color::Black]));
        assert_eq!(t.per.to_string(), "{2}");
        // A status isn't a kind: not read.
        assert!(!matches!(Ability::parse("Tapped creatures can't attack you."), Ability::CantAttackYou(_)));
    }

    #[test]
    fn rule_101_2_spells_of_a_kind_can_t_be_cast() {
        use crate::cards::effects::With;
        // Gaddock Teeg (2019 dump).
        let Ability::SpellsCantBeCast(big) =
            Ability::parse("Noncreature spells with converted mana cost 4 or greater can't be cast.")
        else {
            panic!()
        };
        assert_eq!(big.filter.not_types, [crate::cards::CardType::Creature]);
        assert_eq!(big.with, [With::ManaValue { n: 4, at_least: true }]);
        let Ability::SpellsCantBeCast(x) =
            Ability::parse("Noncreature spells with {X} in their mana costs can't be cast.")
        else {
            panic!()
        };
        assert_eq!(x.with, [With::XInManaCost]);
        assert!(matches!(Ability::parse("Creature spells can't be cast."), Ability::SpellsCantBeCast(_)));
    }
}
