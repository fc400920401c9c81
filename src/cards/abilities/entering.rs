//! How a permanent enters (614.1c): the counters its text says it enters with (122.6), and the
//! choices its controller makes as it enters (614.12a): unleash's +1/+1
//! counter (702.98a), riot's counter or haste (702.136a), "As [this] enters, choose a color."
//! (105.4), a creature type (205.3m) or a card name (201.4), and the lines that read what was
//! chosen ("[This] has protection from the chosen color.", "[This] is the chosen color.",
//! "Spells with the chosen name can't be cast."; a mana ability's "one mana of the chosen
//! color" is the mana ability's, `mana.rs`). The rules ask them in `rules::ops::entry_choice`.

use serde::{Deserialize, Serialize};

use super::Ability;
use crate::cards::Color;

/// A choice made as a permanent enters (614.12a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EntryChoice {
    /// Unleash (702.98a): with an additional +1/+1 counter or not; it can't block as long as it
    /// has a +1/+1 counter on it.
    Unleash,
    /// Riot (702.136a): with an additional +1/+1 counter, or else it gains haste.
    Riot,
    /// "As [this] enters, choose a color." (105.4).
    Color,
    /// "As [this] enters, choose a creature type." (205.3m).
    CreatureType,
    /// "As [this] enters, choose a card name." (201.4): any card's, or a nonland card's
    /// (201.4a). Its answers aren't a list: any name in the card reference that fits, which the
    /// rules check (`rules::ops::entry_choice::can_choose`).
    CardName {
        /// "a nonland card name": a card that isn't a land.
        nonland: bool,
    },
}

/// What a player answers to an [`EntryChoice`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EntryAnswer {
    /// With the additional +1/+1 counter (unleash, riot).
    Counter,
    /// Without it (unleash).
    NoCounter,
    /// Without the counter, and with haste (riot).
    Haste,
    /// This colour.
    Color(Color),
    /// This creature type, as the rules spell it ("Goblin", 205.3m).
    Type(String),
    /// This card name (201.4), as a card of the reference spells it ("Lightning Bolt").
    Name(String),
}

impl EntryChoice {
    /// The answers its controller may give, in the order offered; none for a card name,
    /// whose answers are every name that fits (`rules::ops::entry_choice::can_choose`).
    pub fn answers(self) -> Vec<EntryAnswer> {
        match self {
            EntryChoice::Unleash => vec![EntryAnswer::Counter, EntryAnswer::NoCounter],
            EntryChoice::Riot => vec![EntryAnswer::Counter, EntryAnswer::Haste],
            EntryChoice::Color => Color::ALL.into_iter().map(EntryAnswer::Color).collect(),
            EntryChoice::CreatureType => {
                crate::cards::creature_types::CREATURE_TYPES.iter().map(|t| EntryAnswer::Type(t.to_string())).collect()
            }
            EntryChoice::CardName { .. } => Vec::new(),
        }
    }

    /// The key its messages choose their words by.
    pub fn key(self) -> &'static str {
        match self {
            EntryChoice::Unleash => "Unleash",
            EntryChoice::Riot => "Riot",
            EntryChoice::Color => "Color",
            EntryChoice::CreatureType => "CreatureType",
            EntryChoice::CardName { nonland: false } => "CardName",
            EntryChoice::CardName { nonland: true } => "NonlandCardName",
        }
    }

    /// The rule that makes the choice.
    pub fn rule(self) -> &'static str {
        match self {
            EntryChoice::Unleash => "702.98a",
            EntryChoice::Riot => "702.136a",
            EntryChoice::Color => "105.4",
            EntryChoice::CreatureType => "205.3m",
            EntryChoice::CardName { nonland: false } => "201.4",
            EntryChoice::CardName { nonland: true } => "201.4a",
        }
    }
}

impl EntryAnswer {
    /// Its message id in the interface's words (a colour's and a creature type's are their
    /// own words).
    pub fn message(&self) -> &'static str {
        match self {
            EntryAnswer::Counter => "entry-answer-counter",
            EntryAnswer::NoCounter => "entry-answer-no-counter",
            EntryAnswer::Haste => "entry-answer-haste",
            EntryAnswer::Color(_) => "entry-answer-color",
            EntryAnswer::Type(_) => "entry-answer-type",
            EntryAnswer::Name(_) => "entry-answer-name",
        }
    }

    /// The key its messages choose their words by (`Counter`, `NoCounter`, `Haste`, a colour's
    /// `Red`), or a creature type's or a card name's own words (`Goblin`, `Lightning Bolt`).
    pub fn key(&self) -> String {
        match self {
            EntryAnswer::Color(c) => format!("{c:?}"),
            EntryAnswer::Type(t) | EntryAnswer::Name(t) => t.clone(),
            other => format!("{other:?}"),
        }
    }

    /// The word the text client takes for it ("counter", "none", "haste", "red", "Goblin",
    /// "Lightning Bolt").
    pub fn word(&self) -> &str {
        match self {
            EntryAnswer::Counter => "counter",
            EntryAnswer::NoCounter => "none",
            EntryAnswer::Haste => "haste",
            EntryAnswer::Color(c) => c.word(),
            EntryAnswer::Type(t) | EntryAnswer::Name(t) => t,
        }
    }
}

/// What a permanent's own line does with the colour or creature type chosen as it entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChosenUse {
    /// "[This] has protection from the chosen color." (702.16a).
    Protection,
    /// "[This] is the chosen color." (105.3).
    Is,
    /// "[This] is the chosen type in addition to its other types." (205.3m).
    IsType,
    /// "Activated abilities of sources with the chosen name can't be activated [unless they're
    /// mana abilities]." (602.5, Pithing Needle, Phyrexian Revoker): wherever the source is.
    AbilitiesStopped {
        /// Its mana abilities may still be activated.
        mana: bool,
    },
    /// "Spells with the chosen name can't be cast." (101.2, Meddling Mage).
    SpellsStopped,
}

/// Reads "Unleash", "Riot" (with their reminder text) and "As [this] enters (the
/// battlefield), choose a color.", "... choose a creature type." or "... choose a [nonland]
/// card name.".
pub(super) fn entry_choice(line: &str) -> Option<Ability> {
    let words = line.split(" (").next().unwrap_or(line).trim();
    if words.eq_ignore_ascii_case("unleash") {
        return Some(Ability::AsEnters(EntryChoice::Unleash));
    }
    if words.eq_ignore_ascii_case("riot") {
        return Some(Ability::AsEnters(EntryChoice::Riot));
    }
    let (subject, what) = line.strip_prefix("As ")?.strip_suffix('.')?.split_once(" enters")?;
    let choice = match what.strip_prefix(" the battlefield").unwrap_or(what) {
        ", choose a color" => EntryChoice::Color,
        ", choose a creature type" => EntryChoice::CreatureType,
        ", choose a card name" => EntryChoice::CardName { nonland: false },
        ", choose a nonland card name" => EntryChoice::CardName { nonland: true },
        _ => return None,
    };
    (!subject.contains(['.', ',']) && crate::cards::filter::is_this(subject)).then_some(Ability::AsEnters(choice))
}

/// Reads "If [this] would enter the battlefield, you may discard a [land] card instead. If you
/// do, put [this] onto the battlefield. If you don't, put it into its owner's graveyard." (Mox
/// Diamond; 614.1a): the card the discard may take.
pub(super) fn enters_if_discards(line: &str) -> Option<Ability> {
    let (this, rest) = line.strip_prefix("If ")?.split_once(" would enter the battlefield, you may discard ")?;
    let (what, rest) = rest.split_once(" card instead. If you do, put ")?;
    let (again, rest) = rest.split_once(" onto the battlefield. ")?;
    let plain = !this.contains(['.', ',']) && crate::cards::filter::is_this(this) && again == this;
    if !plain || rest != "If you don't, put it into its owner's graveyard." {
        return None;
    }
    let what = what.strip_prefix("a ").or_else(|| what.strip_prefix("an "))?;
    Some(Ability::EntersIfDiscards(std::sync::Arc::new(crate::cards::effects::wanted(what)?)))
}

/// Reads "If [this] is in your opening hand, you may begin the game with it on the
/// battlefield." (103.6a, the Leylines).
pub(super) fn begins_on_battlefield(line: &str) -> bool {
    line.strip_prefix("If ")
        .and_then(|l| l.strip_suffix(" is in your opening hand, you may begin the game with it on the battlefield."))
        .is_some_and(|this| !this.contains(['.', ',']) && crate::cards::filter::is_this(this))
}

/// Reads "[This] has protection from the chosen color.", "[This] is the chosen color." (its
/// reminder text aside), and what the chosen name stops: "Activated abilities of sources with
/// the chosen name can't be activated [unless they're mana abilities]." and "Spells with the
/// chosen name can't be cast.".
pub(super) fn chosen_use(line: &str) -> Option<Ability> {
    let line = line.split(" (").next().unwrap_or(line).trim();
    let named = [
        (
            "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
            ChosenUse::AbilitiesStopped { mana: true },
        ),
        (
            "Activated abilities of sources with the chosen name can't be activated.",
            ChosenUse::AbilitiesStopped { mana: false },
        ),
        ("Spells with the chosen name can't be cast.", ChosenUse::SpellsStopped),
    ];
    if let Some((_, used)) = named.into_iter().find(|(l, _)| *l == line) {
        return Some(Ability::Chosen(used));
    }
    let uses = [
        (" has protection from the chosen color.", ChosenUse::Protection),
        (" is the chosen color.", ChosenUse::Is),
        (" is the chosen type in addition to its other types.", ChosenUse::IsType),
    ];
    uses.into_iter().find_map(|(suffix, used)| {
        let subject = line.strip_suffix(suffix)?;
        (!subject.contains(['.', ',']) && crate::cards::filter::is_this(subject)).then_some(Ability::Chosen(used))
    })
}

/// "[This] enters (the battlefield) with N / X / a [kind] counter(s) on it." (614.1c).
/// What must be true for a permanent to enter with counters its text gives only then.
#[derive(Clone, Debug, PartialEq)]
pub enum EntersIf {
    /// "If [this] was kicked" (702.33d): its spell was cast with its kicker paid.
    Kicked,
    /// Bloodthirst (702.54a): "If an opponent was dealt damage this turn".
    OpponentDamagedThisTurn,
    /// "... if a creature died this turn" (morbid), "... if you attacked with a creature this
    /// turn" (raid): a condition the rules judge as it enters.
    Holds(Box<crate::cards::condition::Condition>),
}

/// "Creatures your opponents control enter the battlefield tapped.", "Permanents enter tapped."
/// (614.1d): the permanents named, every one of them (not "this turn", a spell's effect).
pub(super) fn others_enter_tapped(line: &str) -> Option<Ability> {
    let subject =
        line.strip_suffix(" enter the battlefield tapped.").or_else(|| line.strip_suffix(" enter tapped."))?;
    if subject.contains(['.', ';']) || subject.contains(" played ") {
        return None;
    }
    let subject = subject.replace(" your opponents control", " an opponent controls");
    match crate::cards::effects::all_aim(&crate::cards::lowercased(&subject))? {
        crate::cards::effects::Aim::All(w) => Some(Ability::OthersEnterTapped(std::sync::Arc::new(w))),
        _ => None,
    }
}

pub(super) fn enters_with_counters(line: &str) -> Option<Ability> {
    // 702.44a: "Sunburst" means "If this object is entering the battlefield from the stack as a
    // creature, it enters with a +1/+1 counter on it for each color of mana spent to cast it. If
    // not, it enters with a charge counter on it for each color of mana spent to cast it."
    if line.split(" (").next().is_some_and(|l| l.trim() == "Sunburst") {
        return Some(Ability::EntersWithCountersPerColor(None));
    }
    // Converge: "[This] enters with a +1/+1 counter on it for each color of mana spent to cast
    // it."
    if let Some(head) =
        crate::cards::filter::without_ability_word(line).strip_suffix(" on it for each color of mana spent to cast it.")
        && let Some(Ability::EntersWithCounters { n: Some(1), kind, only_if: None }) =
            enters_with_counters(&format!("{head} on it."))
    {
        return Some(Ability::EntersWithCountersPerColor(Some(kind)));
    }
    // "[This] enters with a +1/+1 counter on it for each creature card in your graveyard.", "...
    // with X +1/+1 counters on it, where X is the number of other creatures on the battlefield."
    if let Some((head, each)) = line.strip_suffix('.').and_then(|l| l.split_once(" on it for each "))
        && !each.contains("color of mana")
        && let Some(Ability::EntersWithCounters { n: Some(1), kind, only_if: None }) =
            enters_with_counters(&format!("{head} on it."))
    {
        return Some(Ability::EntersWithCountersCounted { kind, count: crate::cards::effects::for_each(each)? });
    }
    if let Some((head, x)) = line.strip_suffix('.').and_then(|l| l.split_once(" on it, where X is "))
        && let Some(Ability::EntersWithCounters { n: None, kind, only_if: None }) =
            enters_with_counters(&format!("{head} on it."))
    {
        return Some(Ability::EntersWithCountersCounted { kind, count: crate::cards::effects::counted(x)? });
    }
    // 702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this
    // permanent enters with N +1/+1 counters on it."
    if let Some(n) = line.split(" (").next().and_then(|l| l.trim().strip_prefix("Bloodthirst ")) {
        let n = crate::cards::filter::number(n).filter(|n| *n > 0)?;
        let only_if = Some(EntersIf::OpponentDamagedThisTurn);
        return Some(Ability::EntersWithCounters { n: Some(n), kind: "+1/+1".into(), only_if });
    }
    // "If Kavu Titan was kicked, it enters the battlefield with three +1/+1 counters on it."
    if let Some((subject, rest)) = line.strip_prefix("If ").and_then(|r| r.split_once(" was kicked, it enters "))
        && crate::cards::filter::is_this(subject)
        && let Some(Ability::EntersWithCounters { n, kind, .. }) =
            enters_with_counters(&format!("{subject} enters {rest}"))
    {
        return Some(Ability::EntersWithCounters { n, kind, only_if: Some(EntersIf::Kicked) });
    }
    // "Adamant — If at least three white mana was spent to cast this spell, Ardenvale Paladin
    // enters the battlefield with a +1/+1 counter on it." (an ability word has no rules
    // meaning, 207.2c).
    if let Some((condition, rest)) =
        crate::cards::filter::without_ability_word(line).strip_prefix("If ").and_then(|r| r.split_once(", "))
        && let condition = crate::cards::condition::Condition::parse(condition)
        && condition.judged()
        && let Some(Ability::EntersWithCounters { n, kind, only_if: None }) = enters_with_counters(rest)
    {
        return Some(Ability::EntersWithCounters { n, kind, only_if: Some(EntersIf::Holds(Box::new(condition))) });
    }
    // "Lupine Prototype enters the battlefield with two +1/+1 counters on it if a creature died
    // this turn." (morbid, raid, revolt).
    if let Some((head, condition)) = line.split_once(" on it if ")
        && let condition = crate::cards::condition::Condition::parse(condition)
        && condition.judged()
        && let Some(Ability::EntersWithCounters { n, kind, only_if: None }) =
            enters_with_counters(&format!("{head} on it."))
    {
        return Some(Ability::EntersWithCounters { n, kind, only_if: Some(EntersIf::Holds(Box::new(condition))) });
    }
    // "enters with an additional +1/+1 counter on it" (Vantress Paladin): one more than it
    // would have, where it would have none otherwise, one.
    let line = line.replace(" with an additional ", " with a ");
    let rest = line.strip_suffix(" on it.")?;
    let (subject, counted) =
        rest.split_once(" enters the battlefield with ").or_else(|| rest.split_once(" enters with "))?;
    if !crate::cards::filter::is_this(subject) || subject.contains(['.', ',']) || subject.starts_with("As ") {
        return None;
    }
    let (n, kind) = counted.split_once(' ')?;
    let n = match n {
        "X" => None,
        w => Some(crate::cards::filter::number(w)?),
    };
    let kind = kind.strip_suffix(" counters").or_else(|| kind.strip_suffix(" counter"))?;
    let known = kind == "+1/+1" || kind == "-1/-1" || kind.chars().all(|c| c.is_ascii_lowercase());
    (known && !kind.is_empty()).then(|| Ability::EntersWithCounters { n, kind: kind.to_string(), only_if: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_614_1a_mox_diamond_s_discard_to_enter_is_read_with_the_card_it_takes() {
        use crate::cards::CardType;
        let mox = "If Mox Diamond would enter the battlefield, you may discard a land card instead. If you do, put Mox Diamond onto the battlefield. If you don't, put it into its owner's graveyard.";
        let Ability::EntersIfDiscards(w) = Ability::parse(mox) else { panic!("{:?}", Ability::parse(mox)) };
        assert_eq!(w.filter.types, vec![CardType::Land]);
        // Another card's name in the second sentence isn't this one.
        let other = mox.replacen("put Mox Diamond onto", "put Chrome Mox onto", 1);
        assert!(!matches!(Ability::parse(&other), Ability::EntersIfDiscards(_)));
    }

    #[test]
    fn rule_614_1d_objects_enter_tapped_names_the_permanents() {
        use crate::cards::CardType;
        use crate::cards::effects::Wanted;
        let read = |line: &str| match Ability::parse(line) {
            Ability::OthersEnterTapped(w) => Some(Wanted::clone(&w)),
            _ => None,
        };
        // Kismet, Root Maze, Urabrask the Hidden, Orb of Dreams (2019 Scryfall dump).
        let kismet =
            read("Artifacts, creatures, and lands your opponents control enter the battlefield tapped.").unwrap();
        assert_eq!(kismet.filter.types, vec![CardType::Artifact, CardType::Creature, CardType::Land]);
        assert_ne!(kismet, read("Artifacts, creatures, and lands enter the battlefield tapped.").unwrap());
        assert_eq!(read("Artifacts and lands enter the battlefield tapped.").unwrap().filter.types.len(), 2);
        assert!(read("Creatures your opponents control enter the battlefield tapped.").is_some());
        assert!(read("Permanents enter the battlefield tapped.").is_some());
        // A spell's "this turn", and "played by", aren't this static ability.
        assert_eq!(read("Permanents enter the battlefield tapped this turn."), None);
        assert_eq!(read("Creatures played by your opponents enter the battlefield tapped."), None);
    }

    #[test]
    fn rule_614_12a_the_choices_made_as_a_permanent_enters_are_read() {
        let unleash = "Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)";
        assert_eq!(Ability::parse(unleash), Ability::AsEnters(EntryChoice::Unleash));
        let riot = "Riot (This creature enters the battlefield with your choice of a +1/+1 counter or haste.)";
        assert_eq!(Ability::parse(riot), Ability::AsEnters(EntryChoice::Riot));
        let color = "As Voice of All enters the battlefield, choose a color.";
        assert_eq!(Ability::parse(color), Ability::AsEnters(EntryChoice::Color));
        assert_eq!(Ability::parse("As this creature enters, choose a color."), Ability::AsEnters(EntryChoice::Color));
        // Another's choice, or more than a colour, isn't this.
        assert!(!matches!(
            Ability::parse("As Jihad enters the battlefield, choose a color and an opponent."),
            Ability::AsEnters(_)
        ));
        assert_eq!(
            Ability::parse("Voice of All has protection from the chosen color."),
            Ability::Chosen(ChosenUse::Protection)
        );
        assert_eq!(
            Ability::parse("Alloy Golem is the chosen color. (It's still an artifact.)"),
            Ability::Chosen(ChosenUse::Is)
        );
        assert!(!matches!(
            Ability::parse("Enchanted creature has protection from the chosen color."),
            Ability::Chosen(_)
        ));
        assert_eq!(
            Ability::parse("As Metallic Mimic enters the battlefield, choose a creature type."),
            Ability::AsEnters(EntryChoice::CreatureType)
        );
        assert_eq!(
            Ability::parse("Metallic Mimic is the chosen type in addition to its other types."),
            Ability::Chosen(ChosenUse::IsType)
        );
        let leyline =
            "If Leyline of Vitality is in your opening hand, you may begin the game with it on the battlefield.";
        assert_eq!(Ability::parse(leyline), Ability::BeginsOnBattlefield);
        assert_eq!(EntryChoice::Riot.answers(), vec![EntryAnswer::Counter, EntryAnswer::Haste]);
        assert!(EntryChoice::CreatureType.answers().contains(&EntryAnswer::Type("Goblin".into())));
        assert_eq!(EntryChoice::Color.answers().len(), 5);
    }

    #[test]
    fn rule_201_4_a_card_name_chosen_as_a_permanent_enters_and_what_it_stops_are_read() {
        // Pithing Needle, Phyrexian Revoker, Meddling Mage (2019 Scryfall dump; the Needle's
        // newer wording too).
        let needle = "As Pithing Needle enters the battlefield, choose a card name.";
        assert_eq!(Ability::parse(needle), Ability::AsEnters(EntryChoice::CardName { nonland: false }));
        assert_eq!(
            Ability::parse("As this artifact enters, choose a card name."),
            Ability::AsEnters(EntryChoice::CardName { nonland: false })
        );
        let revoker = "As Phyrexian Revoker enters the battlefield, choose a nonland card name.";
        assert_eq!(Ability::parse(revoker), Ability::AsEnters(EntryChoice::CardName { nonland: true }));
        assert_eq!(EntryChoice::CardName { nonland: true }.rule(), "201.4a");
        // Its answers aren't a list: the rules check the name given.
        assert!(EntryChoice::CardName { nonland: false }.answers().is_empty());
        let stops =
            "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.";
        assert_eq!(Ability::parse(stops), Ability::Chosen(ChosenUse::AbilitiesStopped { mana: true }));
        assert_eq!(
            Ability::parse("Activated abilities of sources with the chosen name can't be activated."),
            Ability::Chosen(ChosenUse::AbilitiesStopped { mana: false })
        );
        assert_eq!(
            Ability::parse("Spells with the chosen name can't be cast."),
            Ability::Chosen(ChosenUse::SpellsStopped)
        );
        // Sorcerous Spyglass looks at a hand first, and a choice of something else isn't this.
        let spyglass =
            "As Sorcerous Spyglass enters the battlefield, look at an opponent's hand, then choose any card name.";
        assert!(!matches!(Ability::parse(spyglass), Ability::AsEnters(_)));
        assert!(!matches!(Ability::parse("Spells with the chosen name cost {2} more to cast."), Ability::Chosen(_)));
    }

    #[test]
    fn rule_614_1c_counters_counted_as_it_enters_are_read() {
        // Golgari Grave-Troll, and "where X is" (2019 Scryfall dump).
        let counted = |line: &str| match Ability::parse(line) {
            Ability::EntersWithCountersCounted { kind, .. } => Some(kind),
            _ => None,
        };
        let troll = "Golgari Grave-Troll enters the battlefield with a +1/+1 counter on it for each creature card in your graveyard.";
        assert_eq!(counted(troll).as_deref(), Some("+1/+1"));
        let x = "Golgari Grave-Troll enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.";
        assert_eq!(counted(x).as_deref(), Some("+1/+1"));
        assert_eq!(
            counted(
                "Golgari Grave-Troll enters the battlefield with a +1/+1 counter on it for each time it was kicked."
            ),
            None
        );
        assert_eq!(counted("Golgari Grave-Troll enters the battlefield with X +1/+1 counters on it."), None);
    }

    #[test]
    fn rule_601_2h_and_702_44a_counters_for_the_mana_spent_to_cast_it() {
        // Adamant: a condition the rules judge as it enters, the mana paid for its spell (601.2h).
        let adamant = "Adamant — If at least three white mana was spent to cast this spell, Ardenvale Paladin enters the battlefield with a +1/+1 counter on it.";
        let spent =
            crate::cards::condition::Condition::ManaSpent { color: Some(crate::cards::Color::White), at_least: 3 };
        assert_eq!(
            Ability::parse(adamant),
            Ability::EntersWithCounters {
                n: Some(1),
                kind: "+1/+1".into(),
                only_if: Some(EntersIf::Holds(Box::new(spent)))
            }
        );
        // 702.44a sunburst and converge: a counter for each colour of mana paid for it.
        assert_eq!(
            Ability::parse(
                "Sunburst (This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.)"
            ),
            Ability::EntersWithCountersPerColor(None)
        );
        assert_eq!(
            Ability::parse(
                "Converge — Crystalline Crawler enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it."
            ),
            Ability::EntersWithCountersPerColor(Some("+1/+1".into()))
        );
        let flames = "Converge — Radiant Flames deals X damage to each creature, where X is the number of colors of mana spent to cast this spell.";
        let Ability::Effect(e) = Ability::parse(flames) else { panic!("{:?}", Ability::parse(flames)) };
        assert!(format!("{e:?}").contains("ColorsSpent"), "{e:?}");
        // One the players judge is theirs: the line is.
        let unjudged = "If you drew two or more cards this turn, Ardenvale Paladin enters the battlefield with a +1/+1 counter on it.";
        assert!(!matches!(Ability::parse(unjudged), Ability::EntersWithCounters { .. }));
    }
}
