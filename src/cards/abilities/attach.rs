//! The abilities that say what an Aura may enchant (303.4a, 702.5) and what an attached Aura or
//! Equipment gives its host ("Equipped creature gets +2/+0 and has flying").

use super::*;

/// Who must control what an Aura enchants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ControlledBy {
    /// Anyone.
    #[default]
    Anyone,
    /// "... you control": the Aura's controller.
    You,
    /// "... an opponent controls": an opponent of the Aura's controller.
    Opponent,
}

/// One kind of object an Enchant ability allows.
#[derive(Clone, Debug, PartialEq)]
pub enum EnchantTarget {
    /// "permanent".
    Permanent,
    /// A card type ("creature", "land").
    Type(CardType),
    /// Not of a card type ("nonland permanent").
    NotType(CardType),
    /// A subtype ("Forest", "Vehicle").
    Subtype(String),
    /// "player" (303.4i: not an object on the battlefield).
    Player,
    /// A permanent described further ("red or green creature", "tapped creature", "creature
    /// without flying", "creature with power 3 or less"), judged as a target is (115.1).
    Described(std::sync::Arc<crate::cards::effects::Wanted>),
}

/// What an Aura's Enchant ability allows (702.5a): any of `targets`, controlled as `controller`
/// says; `card` when it speaks of cards (in a graveyard, say) rather than permanents.
#[derive(Clone, Debug, PartialEq)]
pub struct EnchantRestriction {
    /// Any of these.
    pub targets: Vec<EnchantTarget>,
    /// Who must control it.
    pub controller: ControlledBy,
    /// It names a card, not a permanent ("Enchant creature card in a graveyard").
    pub card: bool,
}

impl EnchantRestriction {
    /// Parses what follows "Enchant " ("creature an opponent controls", "artifact or creature").
    pub fn parse(what: &str) -> Option<EnchantRestriction> {
        // Reminder text ("(Target a permanent as you cast this. ...)") says nothing more.
        let what = what.split(" (").next().unwrap_or(what);
        let mut rest = what.trim().trim_end_matches('.').to_lowercase();
        let mut controller = ControlledBy::Anyone;
        for (suffix, c) in [(" you control", ControlledBy::You), (" an opponent controls", ControlledBy::Opponent)] {
            if let Some(r) = rest.strip_suffix(suffix) {
                rest = r.to_string();
                controller = c;
            }
        }
        let card = rest.contains(" card");
        let rest = rest.split(" card").next().unwrap_or_default().to_string();
        let targets: Vec<EnchantTarget> = rest
            .split(" or ")
            .flat_map(|p| p.split(", "))
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(target)
            .collect::<Option<_>>()
            .or_else(|| {
                // The words describe one permanent further: read as a target's are.
                let w = crate::cards::effects::wanted(&what.trim().trim_end_matches('.').to_lowercase());
                w.filter(|_| !card).map(|w| vec![EnchantTarget::Described(std::sync::Arc::new(w))])
            })?;
        let controller = match targets.as_slice() {
            [EnchantTarget::Described(_)] => ControlledBy::Anyone,
            _ => controller,
        };
        (!targets.is_empty()).then_some(EnchantRestriction { targets, controller, card })
    }
}

/// One kind of object an Aura may enchant; none for words that say more than a type or
/// subtype ("creature with converted mana cost 2 or less", a restriction not read).
fn target(word: &str) -> Option<EnchantTarget> {
    let word = word.trim_end_matches(" permanent").trim();
    if word == "permanent" {
        return Some(EnchantTarget::Permanent);
    }
    if word == "player" {
        return Some(EnchantTarget::Player);
    }
    if let Some(t) = word.strip_prefix("non").map(|w| w.trim_start_matches('-')).and_then(card_type) {
        return Some(EnchantTarget::NotType(t));
    }
    match card_type(word) {
        Some(t) => Some(EnchantTarget::Type(t)),
        None if word.chars().all(|c| c.is_alphabetic() || c == '-' || c == '\'') => {
            Some(EnchantTarget::Subtype(capitalized(word)))
        }
        None => None,
    }
}

/// Which host an attached bonus speaks of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attached {
    /// "Equipped creature" (301.5).
    Equipped,
    /// "Enchanted creature", "Enchanted land", "Enchanted permanent" (303.4).
    Enchanted,
    /// "Fortified land" (301.6).
    Fortified,
}

/// "Equipped creature gets +2/+0 and has trample.", "Equipped creature has haste and shroud.",
/// "Fortified land has indestructible.": a fixed bonus on the host, of any sign.
#[derive(Clone, Debug, PartialEq)]
pub struct AttachedBonus {
    /// Equipped, enchanted or fortified.
    pub host: Attached,
    /// The power bonus (any sign).
    pub power: i32,
    /// The toughness bonus.
    pub toughness: i32,
    /// The abilities it grants ("Trample"), as the host shows them.
    pub grants: Vec<String>,
    /// "for each [one]": the P/T change is this many times over, counted continuously for the
    /// Aura's or Equipment's controller ("for each card in your hand").
    pub per: Option<crate::cards::effects::Count>,
    /// "as long as [condition]" of its controller's: only while this is true (611.3a).
    pub only_if: Option<crate::cards::condition::Condition>,
    /// "and is a Knight in addition to its other types" (205.1b, 613.1d): types the host gains.
    pub types: AddedTypes,
}

/// Card types and subtypes a host gains "in addition to its other types" (205.1b).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AddedTypes {
    /// Card types ("an artifact").
    pub types: Vec<CardType>,
    /// Subtypes ("a Knight", "an Angel").
    pub subtypes: Vec<String>,
}

impl AddedTypes {
    /// "a Knight", "an artifact", "an Angel Warrior": what "is ..." names.
    fn parse(words: &str) -> Option<AddedTypes> {
        let rest = words.strip_prefix("a ").or_else(|| words.strip_prefix("an "))?;
        let mut added = AddedTypes::default();
        for w in rest.split(' ') {
            match card_type(w) {
                Some(t @ (CardType::Artifact | CardType::Enchantment | CardType::Creature)) => added.types.push(t),
                Some(_) => return None,
                None => added.subtypes.push(crate::cards::creature_types::creature_type(w)?.to_string()),
            }
        }
        Some(added)
    }
}

impl AttachedBonus {
    /// A fixed bonus: no count, no condition, no type.
    fn fixed(host: Attached, power: i32, toughness: i32, grants: Vec<String>) -> AttachedBonus {
        AttachedBonus { host, power, toughness, grants, per: None, only_if: None, types: AddedTypes::default() }
    }

    /// Parses "Equipped creature gets +2/+0.", "Enchanted creature gets +1/+1 and has trample.",
    /// "Fortified land has indestructible.", "Enchanted creature gets +1/+1 for each card in
    /// your hand." or "Equipped creature gets +2/+2 as long as you control a Swamp.". A
    /// condition that speaks of "it" (the host, or the Aura?) isn't read.
    pub fn parse(line: &str) -> Option<AttachedBonus> {
        // "(Whenever it deals combat damage to a player, ...)": the reminder isn't granted.
        let line = crate::cards::filter::without_reminder(line);
        let line = line.trim();
        // "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its
        // other types." (Dub): the rest read as without the type.
        if let Some(rest) = line.strip_suffix(" in addition to its other types.")
            && let Some((bonus, is)) = rest.rsplit_once(", and is ").or_else(|| rest.rsplit_once(" and is "))
        {
            let types = AddedTypes::parse(is)?;
            let bonus = AttachedBonus::parse(&format!("{}.", bonus.replace(", has ", " and has ")))?;
            return (bonus.types == AddedTypes::default() && bonus.per.is_none())
                .then_some(AttachedBonus { types, ..bonus });
        }
        if let Some((Some(only_if), rest)) = super::bonus::condition_and_rest(line) {
            let (subject, verb, body) = super::bonus::subject_and_body(rest)?;
            let host = host_of(subject)?;
            if only_if.about_this() {
                return None;
            }
            let b = super::bonus::Bonus::body(verb, body, Some(only_if))?;
            let (power, toughness, grants, per, only_if) = (b.power, b.toughness, b.grants, b.per, b.only_if);
            return Some(AttachedBonus { host, power, toughness, grants, per, only_if, types: AddedTypes::default() });
        }
        const HOSTS: [(&str, Attached); 6] = [
            ("Equipped creature ", Attached::Equipped),
            ("Enchanted creature ", Attached::Enchanted),
            ("Enchanted land ", Attached::Enchanted),
            ("Enchanted permanent ", Attached::Enchanted),
            ("Enchanted artifact ", Attached::Enchanted),
            ("Fortified land ", Attached::Fortified),
        ];
        // 509.1c: "All creatures able to block enchanted creature do so." (Lure), "... equipped
        // creature ..." (Nemesis Mask).
        for (host, words) in [(Attached::Enchanted, "enchanted creature"), (Attached::Equipped, "equipped creature")] {
            if line == format!("All creatures able to block {words} do so.") {
                return Some(AttachedBonus::fixed(host, 0, 0, vec![super::combat::LURED.to_string()]));
            }
        }
        // "Enchanted creature's activated abilities can't be activated." (Stupefying Touch).
        let stopped = line.strip_suffix("'s activated abilities can't be activated.");
        if matches!(stopped, Some("Enchanted creature" | "Enchanted permanent")) {
            let grants = vec![OWN_ABILITIES_STOPPED.to_string()];
            return Some(AttachedBonus::fixed(Attached::Enchanted, 0, 0, grants));
        }
        let (host, rest) = HOSTS.iter().find_map(|(p, h)| line.strip_prefix(p).map(|r| (*h, r)))?;
        // "for each Aura attached to it": not counted here.
        if rest.contains(" for each ") && (rest.contains(" it.") || rest.contains(" it ")) {
            return None;
        }
        // 508.1c, 509.1b, 508.1d: "Enchanted creature can't attack or block." (Pacifism): the
        // host has the restriction or requirement as its own line; 602.5: "..., and its
        // activated abilities can't be activated" (Arrest) another.
        if let Some(grants) = rest.strip_suffix('.').and_then(restrictions) {
            return Some(AttachedBonus::fixed(host, 0, 0, grants.into_iter().map(str::to_string).collect()));
        }
        let (power, toughness, has, per) = match rest.strip_prefix("gets ") {
            Some(r) => {
                let (pt, tail) = r.split_once([' ', '.']).unwrap_or((r, ""));
                let (power, toughness) = pt_bonus(pt)?;
                let tail = tail.trim().trim_end_matches('.');
                // "for each card in your hand [and has ...]".
                let (per, tail) = match tail.strip_prefix("for each ") {
                    Some(t) => {
                        let (each, has) = t.split_once(" and ").map_or((t, ""), |(e, h)| (e, h));
                        (Some(crate::cards::effects::for_each(each)?), has)
                    }
                    None => (None, tail.strip_prefix("and ").unwrap_or(tail)),
                };
                // "gets +2/+2 and can't block" (508.1c, 509.1b, 508.1d): the host has the
                // restriction or requirement as its own line.
                if per.is_none()
                    && let Some(grant) = super::combat::granted_restriction(tail)
                {
                    return Some(AttachedBonus::fixed(host, power, toughness, vec![grant.to_string()]));
                }
                match tail.strip_prefix("has ") {
                    Some(k) => (power, toughness, k, per),
                    None if tail.is_empty() => (power, toughness, "", per),
                    None => return None,
                }
            }
            None => (0, 0, rest.strip_prefix("has ")?.trim_end_matches('.'), None),
        };
        // A counted bonus grants only what the rules enforce.
        let grants = match per {
            Some(_) if !has.is_empty() => crate::cards::effects::enforced_keywords(has)?,
            _ => granted(has)?,
        };
        Some(AttachedBonus { host, power, toughness, grants, per, only_if: None, types: AddedTypes::default() })
    }
}

/// The line an Aura gives its host for "its activated abilities can't be activated" (602.5).
pub(super) const OWN_ABILITIES_STOPPED: &str = "This permanent's activated abilities can't be activated.";
/// ... "unless they're mana abilities" (Faith's Fetters).
pub(super) const OWN_ABILITIES_BUT_MANA_STOPPED: &str =
    "This permanent's activated abilities can't be activated unless they're mana abilities.";

/// "can't attack or block, and its activated abilities can't be activated" (Arrest): the
/// host's restrictions, each as its own line; one restriction alone as
/// [`super::combat::granted_restriction`] reads it.
fn restrictions(words: &str) -> Option<Vec<&'static str>> {
    for (ending, line) in [
        (" its activated abilities can't be activated unless they're mana abilities", OWN_ABILITIES_BUT_MANA_STOPPED),
        (" its activated abilities can't be activated", OWN_ABILITIES_STOPPED),
    ] {
        if let Some(first) = words.strip_suffix(ending) {
            let first = first.strip_suffix(", and").or_else(|| first.strip_suffix(" and"))?;
            return Some(vec![super::combat::granted_restriction(first)?, line]);
        }
    }
    super::combat::granted_restriction(words).map(|r| vec![r])
}

/// "You control enchanted creature." and its siblings for other permanents (613.1b): the Aura's
/// enchant ability says which permanents it may enchant.
pub(super) fn controls_host(line: &str) -> bool {
    const HOSTS: [&str; 8] =
        ["creature", "permanent", "artifact", "land", "enchantment", "artifact creature", "Equipment", "planeswalker"];
    line.strip_prefix("You control enchanted ").and_then(|h| h.strip_suffix('.')).is_some_and(|h| HOSTS.contains(&h))
}

/// The host "Equipped creature", "Enchanted creature" speaks of.
fn host_of(subject: &str) -> Option<Attached> {
    // "As long as ..., equipped creature has first strike."
    match capitalized(subject).as_str() {
        "Equipped creature" => Some(Attached::Equipped),
        "Enchanted creature" | "Enchanted land" | "Enchanted permanent" => Some(Attached::Enchanted),
        "Fortified land" => Some(Attached::Fortified),
        _ => None,
    }
}

/// "haste and shroud", "flying, first strike, and lifelink" as one ability a line; a quoted
/// ability ("\"{T}: Add {G}.\"") stays whole. None for "has base power and toughness 1/1",
/// which sets P/T rather than granting abilities.
fn granted(list: &str) -> Option<Vec<String>> {
    if list.is_empty() {
        return Some(Vec::new());
    }
    if list.starts_with("base ") {
        return None;
    }
    if let Some(q) = list.strip_prefix('"') {
        return Some(vec![q.trim_end_matches('"').to_string()]);
    }
    if list.contains(" from ") {
        return Some(vec![capitalized(list)]); // "protection from red and from blue"
    }
    let parts = list.split(", and ").flat_map(|p| p.split(", ")).flat_map(|p| p.split(" and "));
    Some(parts.map(|p| capitalized(p.trim())).filter(|p| !p.is_empty()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_303_4a_an_enchant_line_s_reminder_text_and_an_unread_restriction() {
        // Confiscate's reminder text; Threads of Disloyalty's mana value isn't read (2019 dump).
        let r = EnchantRestriction::parse(
            "permanent (Target a permanent as you cast this. This card enters the battlefield attached to that permanent.)",
        );
        assert_eq!(r.map(|r| r.targets), Some(vec![EnchantTarget::Permanent]));
        let described = |words: &str| match EnchantRestriction::parse(words).map(|r| r.targets) {
            Some(t) => matches!(t.as_slice(), [EnchantTarget::Described(_)]),
            None => false,
        };
        assert!(described("creature with converted mana cost 2 or less"));
        assert!(described("red or green creature"));
        assert!(described("tapped creature"));
        assert!(described("creature without flying"));
        // Words no target reader knows stay unread.
        assert_eq!(EnchantRestriction::parse("creature with another Aura attached to it"), None);
        assert_eq!(EnchantRestriction::parse("Forest or Plains").map(|r| r.targets.len()), Some(2));
    }

    #[test]
    fn rule_613_1b_you_control_enchanted_permanent_is_a_control_changing_static_ability() {
        // Control Magic, Confiscate, Steal Artifact, Annex, Domineer (2019 Scryfall dump).
        for line in [
            "You control enchanted creature.",
            "You control enchanted permanent.",
            "You control enchanted artifact.",
            "You control enchanted land.",
            "You control enchanted artifact creature.",
        ] {
            assert_eq!(AbilityLine::parse(line).ability, Ability::ControlsHost, "{line}");
        }
        // Not the host's controller: a condition, or another sentence after it.
        assert_ne!(
            AbilityLine::parse("You control enchanted creature as long as you control a Wizard.").ability,
            Ability::ControlsHost
        );
        assert_ne!(AbilityLine::parse("You control enchanted creature. It has haste.").ability, Ability::ControlsHost);
    }

    #[test]
    fn rule_602_5_its_activated_abilities_can_t_be_activated_is_a_line_the_host_has() {
        // Arrest, Faith's Fetters, Stupefying Touch (2019 Scryfall dump).
        let grants = |line: &str| AttachedBonus::parse(line).map(|b| b.grants);
        assert_eq!(
            grants("Enchanted creature can't attack or block, and its activated abilities can't be activated."),
            Some(vec!["This creature can't attack or block.".to_string(), OWN_ABILITIES_STOPPED.to_string()])
        );
        assert_eq!(
            grants(
                "Enchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities."
            ),
            Some(vec!["This creature can't attack or block.".to_string(), OWN_ABILITIES_BUT_MANA_STOPPED.to_string()])
        );
        assert_eq!(
            grants("Enchanted creature's activated abilities can't be activated."),
            Some(vec![OWN_ABILITIES_STOPPED.to_string()])
        );
        // The lines the host gets are typed abilities of its own.
        assert_eq!(AbilityLine::parse(OWN_ABILITIES_STOPPED).ability, Ability::OwnAbilitiesStopped { mana: false });
        assert_eq!(
            AbilityLine::parse(OWN_ABILITIES_BUT_MANA_STOPPED).ability,
            Ability::OwnAbilitiesStopped { mana: true }
        );
        // A restriction this reader doesn't know keeps the whole line unread.
        assert_eq!(
            grants("Enchanted creature can't attack alone, and its activated abilities can't be activated."),
            None
        );
    }

    #[test]
    fn rule_205_1b_an_attached_bonus_may_add_types_in_addition_to_the_host_s_others() {
        // Dub, Angelic Destiny, Silverskin Armor (2019 Scryfall dump).
        let dub = AttachedBonus::parse(
            "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its other types.",
        )
        .unwrap();
        assert_eq!((dub.power, dub.toughness, dub.grants), (2, 2, vec!["First strike".to_string()]));
        assert_eq!(dub.types, AddedTypes { types: vec![], subtypes: vec!["Knight".to_string()] });
        let destiny = AttachedBonus::parse(
            "Enchanted creature gets +4/+4, has flying and first strike, and is an Angel in addition to its other types.",
        )
        .unwrap();
        assert_eq!(destiny.grants, ["Flying", "First strike"]);
        let armor =
            AttachedBonus::parse("Equipped creature gets +1/+1 and is an artifact in addition to its other types.")
                .unwrap();
        assert_eq!((armor.host, armor.types.types), (Attached::Equipped, vec![CardType::Artifact]));
        // A land or a planeswalker isn't a type an attached bonus is read to give.
        assert_eq!(
            AttachedBonus::parse("Enchanted creature gets +1/+1 and is a land in addition to its other types."),
            None
        );
    }
}
