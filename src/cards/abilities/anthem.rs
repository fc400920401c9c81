//! Anthems (613.4c, 613.1f): a fixed P/T change, and keywords or a quoted ability, for the
//! creatures (or lands, or artifacts) a line describes.

use super::pt_bonus;

/// "Other Human creatures you control get +1/+1.", "Each other creature you control that's a
/// Werewolf or a Wolf gets +1/+1.", "Creatures you control get +1/+0.": a fixed P/T change for
/// the creatures it describes (613.4c).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Anthem {
    /// "Other": not its own source.
    pub others: bool,
    /// Only creatures with one of these subtypes (none: every creature).
    pub subtypes: Vec<String>,
    /// Only creatures its controller controls.
    pub yours: bool,
    /// Only creatures its controller's opponents control ("Creatures your opponents control").
    pub opponents: bool,
    /// Only creatures of one of these colours ("Other white creatures you control"; none: any).
    pub colors: Vec<crate::cards::Color>,
    /// Only creatures of the colour chosen as its source entered ("Creatures you control of the
    /// chosen color get +1/+1.", 614.12a); none while none is chosen.
    pub chosen_color: bool,
    /// Only creatures of the creature type chosen as its source entered ("Creatures of the
    /// chosen type get -1/-1.", 614.12a); none while none is chosen.
    pub chosen_type: bool,
    /// The power change (any sign).
    pub power: i32,
    /// The toughness change.
    pub toughness: i32,
    /// The keyword abilities they have ("Creatures you control have haste", 613.1f), each as an
    /// ability line says it ("Haste"), or the quoted ability they have ("Lands you control
    /// have "{T}: Add one mana of any color."", "All Slivers have "{2}: Regenerate this
    /// permanent.""), its text as its own line.
    pub grants: Vec<String>,
    /// Lands rather than creatures ("Lands you control have ...").
    pub lands: bool,
    /// Artifacts rather than creatures ("All artifacts have "At the beginning of your upkeep,
    /// sacrifice this artifact unless you pay {1}."").
    pub artifacts: bool,
    /// Only attacking creatures ("Attacking creatures you control get +1/+0.", 506.4).
    pub attacking: bool,
    /// Only creatures with this keyword, in lower case ("Other creatures you control with
    /// flying get +1/+1."), as they have it after layer 6 (613.4c).
    pub with_keyword: Option<String>,
}

impl Anthem {
    /// Parses the line, or None if it isn't one of these fixed forms.
    pub fn parse(line: &str) -> Option<Anthem> {
        let line = crate::cards::filter::without_reminder(line);
        // 613.1f: "... have "[an ability]"": the quoted ability, a line of each of theirs.
        if let Some((head, quoted)) = line.trim().split_once(" have \"").or_else(|| line.trim().split_once(" has \""))
            && let Some(quoted) = quoted.strip_suffix('"').filter(|q| !q.contains('"') && !q.is_empty())
        {
            let head = format!("{head} have haste");
            let anthem = Anthem::parse(&head).filter(|a| a.power == 0 && a.toughness == 0)?;
            return Some(Anthem { grants: vec![quoted.to_string()], ..anthem });
        }
        let line = line.trim().trim_end_matches('.');
        // "... get +1/+1", "... have haste", "... get +1/+0 and have trample".
        let (head, pt, grants) = match line.rsplit_once(" gets ").or_else(|| line.rsplit_once(" get ")) {
            Some((head, rest)) => match rest.split_once(" and have ").or_else(|| rest.split_once(" and has ")) {
                Some((pt, k)) => (head, Some(pt), Some(k)),
                None => (head, Some(rest), None),
            },
            None => {
                let (head, k) = line.rsplit_once(" have ").or_else(|| line.rsplit_once(" has "))?;
                (head, None, Some(k))
            }
        };
        let (power, toughness) = match pt {
            Some(pt) => pt_bonus(pt)?,
            None => (0, 0),
        };
        let grants = match grants {
            Some(k) => crate::cards::effects::enforced_keywords(k)?,
            None => Vec::new(),
        };
        // "Creatures you control of the chosen color", "Creatures of the chosen type your
        // opponents control".
        let (chosen_color, chosen_type) = (head.contains(" of the chosen color"), head.contains(" of the chosen type"));
        let unchosen = head.replace(" of the chosen color", "").replace(" of the chosen type", "");
        let head = unchosen.as_str();
        // "All Slivers": every one, whoever controls it.
        let head = head.strip_prefix("All ").unwrap_or(head);
        let (head, others) = match head.strip_prefix("Other ").or_else(|| head.strip_prefix("Each other ")) {
            Some(h) => (h, true),
            None => (head, false),
        };
        let (head, attacking) = match head.strip_prefix("Attacking ").or_else(|| head.strip_prefix("attacking ")) {
            Some(h) => (h, true),
            None => (head, false),
        };
        // "Other creatures you control with flying": a keyword they have, for a bonus only (a
        // grant that depends on an ability would depend on itself, 613.8).
        let (head, with_keyword) = match head.rsplit_once(" with ") {
            Some((h, k)) if crate::cards::ENFORCED_KEYWORDS.contains(&k) && grants.is_empty() => {
                (h, Some(k.to_string()))
            }
            Some(_) => return None,
            None => (head, None),
        };
        // "creature you control that's a Werewolf or a Wolf"
        let (head, mut subtypes) = match head.split_once(" that's a ") {
            Some((h, kinds)) => (h, kinds.split(" or a ").map(|k| k.trim().to_string()).collect::<Vec<_>>()),
            None => (head, Vec::new()),
        };
        let (head, yours) = match head.strip_suffix(" you control") {
            Some(h) => (h, true),
            None => (head, false),
        };
        let (head, opponents) = match head.strip_suffix(" your opponents control") {
            Some(h) => (h, true),
            None => (head, false),
        };
        let base = Anthem {
            others,
            subtypes: Vec::new(),
            yours,
            opponents,
            colors: Vec::new(),
            chosen_color,
            chosen_type,
            power,
            toughness,
            grants,
            lands: false,
            artifacts: false,
            attacking,
            with_keyword,
        };
        if head == "Lands" && !attacking && base.with_keyword.is_none() {
            return (power == 0 && toughness == 0).then_some(Anthem { subtypes, lands: true, ..base });
        }
        if head == "artifacts" && !attacking && base.with_keyword.is_none() && subtypes.is_empty() {
            return (power == 0 && toughness == 0).then_some(Anthem { artifacts: true, ..base });
        }
        let mut words: Vec<&str> = head.split(' ').collect();
        // "Other white creatures you control", "Black creatures": of that colour.
        let mut colors = Vec::new();
        while let Some(c) = words.first().and_then(|w| crate::cards::Color::from_word(&w.to_lowercase())) {
            colors.push(c);
            words.remove(0);
        }
        // "Other Spirits you control", "Merfolk you control": one creature type, in the plural.
        if let [one] = words.as_slice()
            && let Some(kind) = crate::cards::filter::creature_type_of_plural(one)
        {
            subtypes.push(kind);
            return Some(Anthem { subtypes, colors, ..base });
        }
        if !matches!(words.pop()?, "creatures" | "Creatures" | "creature") {
            return None;
        }
        // "Human creatures", "Elf Warrior creatures": capitalized creature types, not the
        // words that name one creature ("Equipped creature", "Target creature") nor the
        // conditions this form doesn't model ("Tapped creatures", "White creatures").
        const NOT_TYPES: [&str; 22] = [
            "Equipped",
            "Enchanted",
            "Fortified",
            "Target",
            "Another",
            "That",
            "This",
            "Tapped",
            "Untapped",
            "Attacking",
            "Blocking",
            "Legendary",
            "Nonlegendary",
            "Token",
            "Nontoken",
            "White",
            "Blue",
            "Black",
            "Red",
            "Green",
            "Colorless",
            "Multicolored",
        ];
        // "Nonblack creatures": not a creature type either.
        let kind = |w: &&str| {
            w.chars().next().is_some_and(char::is_uppercase) && !NOT_TYPES.contains(w) && !w.starts_with("Non")
        };
        if !words.iter().all(kind) {
            return None;
        }
        subtypes.extend(words.into_iter().map(String::from));
        Some(Anthem { subtypes, colors, ..base })
    }
}
