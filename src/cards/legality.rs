//! Whether a deck may be played in a format: each card's legality as Scryfall's data gives it
//! (`legalities`: legal, restricted, banned or not legal, per format), and the format's deck
//! construction rules (100.2a, 100.4a: constructed; 903.3-903.5: Commander and its kin). Every
//! problem names its card and says why, with the rule.
//!
//! The legalities are kept in the card database as two bits per format in one number
//! ([`pack`]): the format list below only grows at its end, so an index stays its format.

use std::collections::{BTreeMap, HashMap};

use super::decklist::Decklist;
use super::{CardDb, CardDef, CardType, Color, ColorSet, ManaCost, Supertype};
use crate::i18n::Said;

/// Scryfall's formats (its key, the name players use), in the order their bits are kept. New
/// ones go at the end.
pub const FORMATS: [(&str, &str); 24] = [
    ("standard", "Standard"),
    ("future", "Future Standard"),
    ("historic", "Historic"),
    ("timeless", "Timeless"),
    ("gladiator", "Gladiator"),
    ("pioneer", "Pioneer"),
    ("explorer", "Explorer"),
    ("modern", "Modern"),
    ("legacy", "Legacy"),
    ("pauper", "Pauper"),
    ("vintage", "Vintage"),
    ("penny", "Penny Dreadful"),
    ("commander", "Commander"),
    ("oathbreaker", "Oathbreaker"),
    ("standardbrawl", "Standard Brawl"),
    ("brawl", "Brawl"),
    ("historicbrawl", "Historic Brawl"),
    ("alchemy", "Alchemy"),
    ("paupercommander", "Pauper Commander"),
    ("duel", "Duel Commander"),
    ("oldschool", "Old School"),
    ("premodern", "Premodern"),
    ("predh", "PreDH"),
    ("canlander", "Canadian Highlander"),
];

/// A card's standing in a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Legality {
    /// Not allowed (outside the format's sets).
    NotLegal,
    /// Allowed.
    Legal,
    /// At most one copy (Vintage).
    Restricted,
    /// Banned.
    Banned,
}

/// A format's index in [`FORMATS`], by its key or its name, any case.
pub fn format_index(format: &str) -> Option<usize> {
    let f = format.trim().to_lowercase().replace([' ', '-', '_'], "");
    // The names players use besides Scryfall's.
    let f = match f.as_str() {
        "edh" | "cedh" | "elderdragonhighlander" => "commander",
        "pdh" | "pauperedh" => "paupercommander",
        "t2" | "std" => "standard",
        "pd" | "pennydreadful" => "penny",
        "highlander" | "canadianhighlander" => "canlander",
        "duelcommander" | "frenchcommander" => "duel",
        "pre-edh" | "predh" => "predh",
        other => other,
    };
    FORMATS.iter().position(|(key, name)| *key == f || name.to_lowercase().replace(' ', "") == f)
}

/// Scryfall's `legalities` object as two bits per known format (unknown formats are dropped).
pub fn pack(legalities: &HashMap<String, String>) -> u64 {
    let mut packed = 0u64;
    for (format, status) in legalities {
        let Some(i) = format_index(format) else { continue };
        let bits = match status.as_str() {
            "legal" => 1,
            "restricted" => 2,
            "banned" => 3,
            _ => 0,
        };
        packed |= bits << (2 * i);
    }
    packed
}

/// The standing kept in `packed` for the format at `index`.
pub fn unpack(packed: u64, index: usize) -> Legality {
    match (packed >> (2 * index)) & 3 {
        1 => Legality::Legal,
        2 => Legality::Restricted,
        3 => Legality::Banned,
        _ => Legality::NotLegal,
    }
}

/// How a format builds its decks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Construction {
    /// 100.2a, 100.4a: sixty or more, four of a card, a sideboard of fifteen.
    Constructed,
    /// Exactly `size` cards, one of each (Gladiator, Canadian Highlander: at least).
    Singleton { size: u32, exact: bool },
    /// 903.5: a commander, exactly `size` cards with it, one of each, in its colour identity.
    Commander { size: u32 },
}

fn construction(key: &str) -> Construction {
    match key {
        "commander" | "duel" | "paupercommander" | "predh" | "historicbrawl" => Construction::Commander { size: 100 },
        "brawl" | "standardbrawl" | "oathbreaker" => Construction::Commander { size: 60 },
        "gladiator" => Construction::Singleton { size: 100, exact: true },
        "canlander" => Construction::Singleton { size: 100, exact: false },
        _ => Construction::Constructed,
    }
}

/// One reason a deck isn't legal in a format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The card it is about, if one.
    pub card: Option<String>,
    /// Why, with the rule, as a message its reader says.
    pub why: Said,
}

/// "card: why", or why alone.
impl crate::i18n::SaidIn for Problem {
    fn said_in(&self, lang: crate::i18n::Lang) -> String {
        match &self.card {
            Some(card) => format!("{card}: {}", self.why.text_in(lang)),
            None => self.why.text_in(lang),
        }
    }
}

crate::i18n::display_in_english!(Problem);

/// A card's colour identity (903.4): the colours of the mana symbols in its faces' costs and
/// rules text (reminder text aside, 903.4c; back faces too, 903.4d), its colour indicators, and
/// the colours its basic land types make (903.5d asks the same of a deck).
pub fn color_identity(def: &CardDef) -> ColorSet {
    let mut set = ColorSet::default();
    for face in &def.faces {
        if let Some(cost) = &face.mana_cost {
            set = set.union(cost.colors());
        }
        face.color_indicator.iter().flatten().for_each(|c| set.insert(*c));
        for (land, color) in
            [("Plains", Color::White), ("Island", Color::Blue), ("Swamp", Color::Black), ("Mountain", Color::Red)]
                .into_iter()
                .chain([("Forest", Color::Green)])
        {
            if face.types.contains(&CardType::Land) && face.subtypes.iter().any(|s| s == land) {
                set.insert(color);
            }
        }
        let mut depth = 0u32;
        let mut rest = face.text.as_str();
        while let Some(at) = rest.find(['(', ')', '{']) {
            let c = rest.as_bytes()[at];
            rest = &rest[at + 1..];
            match c {
                b'(' => depth += 1,
                b')' => depth = depth.saturating_sub(1),
                _ if depth == 0 => {
                    let Some(end) = rest.find('}') else { break };
                    if let Ok(cost) = ManaCost::parse(&format!("{{{}}}", &rest[..end])) {
                        set = set.union(cost.colors());
                    }
                }
                _ => {}
            }
        }
    }
    set
}

/// How many copies of a card a deck may hold beyond the format's limit: a basic land or a card
/// that says "A deck can have any number of cards named ..." any number (100.2a), "up to seven"
/// that many.
fn own_limit(def: &CardDef) -> Option<u32> {
    let front = def.front();
    if front.supertypes.contains(&Supertype::Basic) {
        return Some(u32::MAX);
    }
    let text = front.text.as_str();
    if text.contains("A deck can have any number of cards named") {
        return Some(u32::MAX);
    }
    let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    let rest = text.split("A deck can have up to ").nth(1)?;
    let word = rest.split_whitespace().next()?;
    words.iter().position(|w| *w == word).map(|i| i as u32 + 1)
}

/// Whether a card may be a commander (903.3, 903.3a).
fn may_command(def: &CardDef) -> bool {
    let front = def.front();
    let legendary = front.supertypes.contains(&Supertype::Legendary);
    let body = front.types.contains(&CardType::Creature)
        || front.subtypes.iter().any(|s| s == "Vehicle" || s == "Spacecraft")
        || front.types.contains(&CardType::Planeswalker);
    (legendary && body) || front.text.as_str().contains("can be your commander")
}

/// Whether two commanders may go together (702.124 partner and its kin, 702.124i backgrounds).
fn partners(a: &CardDef, b: &CardDef) -> bool {
    let says = |d: &CardDef, w: &str| d.front().text.as_str().contains(w);
    let background = |d: &CardDef| d.front().subtypes.iter().any(|s| s == "Background");
    (says(a, "Partner") && says(b, "Partner"))
        || (says(a, "Friends forever") && says(b, "Friends forever"))
        || (says(a, "Choose a Background") && background(b))
        || (says(b, "Choose a Background") && background(a))
        || (says(a, "Doctor's companion") || says(b, "Doctor's companion"))
}

/// Every reason `deck` may not be played in `format` (its key or name); empty when it may.
/// A card the imported data doesn't know (a shipped card only) is reported as such: its
/// legality can't be told.
pub fn check(deck: &Decklist, format: &str, db: &CardDb) -> Result<Vec<Problem>, Said> {
    let index = format_index(format).ok_or_else(|| {
        let known: Vec<&str> = FORMATS.iter().map(|(k, _)| *k).collect();
        Said::new("decks-legality-unknown-format", &[("format", &format!("{format:?}")), ("known", &known.join(", "))])
    })?;
    let (key, name) = FORMATS[index];
    let rules = construction(key);
    let mut problems = Vec::new();
    let mut say = |card: Option<&str>, why: Said| problems.push(Problem { card: card.map(String::from), why });
    // Without imported cards no card's standing is known: said once, not card by card.
    let imported = db.imported();
    if imported.is_none() {
        say(None, Said::new("decks-legality-unknown", &[]));
    }
    // Data imported before a format existed has no standing for it in any card: the format is
    // unknown to it, said once, not "not legal" card by card.
    let knows_format =
        imported.is_some_and(|s| s.cards().iter().any(|c| unpack(c.legalities, index) != Legality::NotLegal));
    if imported.is_some() && !knows_format {
        say(None, Said::new("decks-legality-format-not-in-data", &[("format", name)]));
    }
    let mut copies: BTreeMap<&str, u32> = BTreeMap::new();
    for e in deck.main.iter().chain(&deck.sideboard).chain(&deck.commander).chain(&deck.companion) {
        *copies.entry(e.name.as_str()).or_default() += e.count;
    }
    let main: u32 = deck.main.iter().chain(&deck.commander).map(|e| e.count).sum();
    let side: u32 = deck.sideboard.iter().map(|e| e.count).sum();
    size_problems(rules, (main, side), !deck.commander.is_empty(), name, &mut say);
    let singleton = !matches!(rules, Construction::Constructed);
    // 903.3, 903.5c: the commander(s) and their colour identity.
    let identity = match rules {
        Construction::Commander { .. } => commanders(deck, db, name, &mut say),
        _ => None,
    };
    for (card, n) in copies {
        let Some(def) = db.get(card) else { continue };
        let limit = own_limit(def).unwrap_or(if singleton { 1 } else { 4 });
        let stored = imported.and_then(|s| s.find(card));
        match stored.map(|s| unpack(s.legalities, index)) {
            None if imported.is_none() => {}
            _ if !knows_format => {}
            None => say(Some(card), Said::new("decks-legality-no-data", &[])),
            Some(Legality::Legal) => {}
            Some(Legality::NotLegal) => say(Some(card), Said::new("decks-legality-not-legal", &[("format", name)])),
            Some(Legality::Banned) => say(Some(card), Said::new("decks-legality-banned", &[("format", name)])),
            Some(Legality::Restricted) if n > 1 => {
                say(Some(card), Said::new("decks-legality-restricted", &[("n", &n.to_string()), ("format", name)]))
            }
            Some(Legality::Restricted) => {}
        }
        if n > limit {
            let rule = if singleton { "903.5b" } else { "100.2a" };
            let words = [("n", n.to_string()), ("limit", limit.to_string()), ("rule", rule.to_string())];
            say(Some(card), Said::of("decks-legality-too-many-copies", &words));
        }
        if let Some(identity) = identity {
            let outside: Vec<char> = color_identity(def)
                .to_vec()
                .into_iter()
                .filter(|c| !identity.contains(*c))
                .map(Color::letter)
                .collect();
            if !outside.is_empty() {
                let colours: String = outside.into_iter().collect();
                say(Some(card), Said::new("decks-legality-outside-identity", &[("colours", &colours)]));
            }
        }
    }
    Ok(problems)
}

/// A card pool's cards by name and how many of each (a draft's picks, a sealed pool).
pub type Pool = BTreeMap<String, u32>;

/// Every reason `deck` may not be played in limited play from `pool` (100.2b): at least forty
/// cards in the main deck, made of the pool's cards (as many copies of each as the pool holds)
/// and basic lands (any number); the rest of the pool is the sideboard (100.4b), so a deck may
/// leave any of it out. Empty when it may.
pub fn limited(deck: &Decklist, pool: &Pool, db: &CardDb) -> Vec<Problem> {
    let mut problems = Vec::new();
    let main: u32 = deck.main.iter().chain(&deck.commander).map(|e| e.count).sum();
    if main < 40 {
        problems.push(Problem { card: None, why: Said::new("decks-limited-too-small", &[("n", &main.to_string())]) });
    }
    let mut copies: BTreeMap<&str, u32> = BTreeMap::new();
    for e in deck.main.iter().chain(&deck.sideboard).chain(&deck.commander).chain(&deck.companion) {
        *copies.entry(e.name.as_str()).or_default() += e.count;
    }
    for (card, n) in copies {
        let basic = db.get(card).is_some_and(|d| d.front().supertypes.contains(&Supertype::Basic));
        let held = pool.get(card).copied().unwrap_or(0);
        if basic || n <= held {
            continue;
        }
        let why = match held {
            0 => Said::new("decks-limited-not-in-pool", &[]),
            _ => Said::new("decks-limited-beyond-pool", &[("n", &n.to_string()), ("pool", &held.to_string())]),
        };
        problems.push(Problem { card: Some(card.to_string()), why });
    }
    problems
}

/// 100.2a, 903.5a: a deck's and its sideboard's sizes (`main`, `side`) in the format `name`.
fn size_problems(
    rules: Construction,
    (main, side): (u32, u32),
    has_commander: bool,
    name: &str,
    say: &mut impl FnMut(Option<&str>, Said),
) {
    match rules {
        Construction::Constructed => {
            if main < 60 {
                say(None, Said::new("decks-legality-main-too-small", &[("n", &main.to_string())]));
            }
            if side > 15 {
                say(None, Said::new("decks-legality-sideboard-too-big", &[("n", &side.to_string())]));
            }
            if has_commander {
                say(None, Said::new("decks-legality-no-commander-in", &[("format", name)]));
            }
        }
        Construction::Singleton { size, exact } => {
            if main < size || (exact && main > size) {
                let id = if exact { "decks-legality-singleton-exactly" } else { "decks-legality-singleton-at-least" };
                say(None, Said::new(id, &[("n", &main.to_string()), ("format", name), ("size", &size.to_string())]));
            }
        }
        Construction::Commander { size } => {
            if main != size {
                let words = [("n", main.to_string()), ("format", name.to_string()), ("size", size.to_string())];
                say(None, Said::of("decks-legality-commander-size", &words));
            }
            if side > 0 {
                say(None, Said::new("decks-legality-commander-sideboard", &[("n", &side.to_string())]));
            }
        }
    }
}

/// 903.3, 903.5c: a Commander deck's commander(s), and the colour identity they give the deck
/// (`None` without one, said once: no identity to hold the cards to).
fn commanders(deck: &Decklist, db: &CardDb, name: &str, say: &mut impl FnMut(Option<&str>, Said)) -> Option<ColorSet> {
    let commanders: Vec<(&str, &CardDef)> =
        deck.commander.iter().filter_map(|e| Some((e.name.as_str(), db.get(&e.name)?.as_ref()))).collect();
    match commanders.as_slice() {
        [] => say(None, Said::new("decks-legality-commander-missing", &[("format", name)])),
        [_] => {}
        [(a, da), (b, db_)] if !partners(da, db_) => {
            say(None, Said::new("decks-legality-not-partners", &[("a", a), ("b", b)]))
        }
        [_, _] => {}
        more => say(None, Said::new("decks-legality-too-many-commanders", &[("n", &more.len().to_string())])),
    }
    for (n, d) in &commanders {
        if !may_command(d) {
            say(Some(n), Said::new("decks-legality-cannot-command", &[]));
        }
    }
    (!commanders.is_empty())
        .then(|| commanders.iter().fold(ColorSet::default(), |s, (_, d)| s.union(color_identity(d))))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::cards::store::CardStore;

    /// A card as Scryfall's data gives it: `legal` in the formats named, banned or restricted
    /// where said, not legal elsewhere.
    fn card(name: &str, cost: &str, types: &str, text: &str, status: &[(&str, &str)]) -> serde_json::Value {
        let mut legalities = serde_json::Map::new();
        for (f, _) in FORMATS {
            legalities.insert(f.into(), "not_legal".into());
        }
        for (f, s) in status {
            legalities.insert((*f).into(), (*s).into());
        }
        serde_json::json!({"id": name, "name": name, "layout": "normal", "mana_cost": cost, "type_line": types,
            "oracle_text": text, "set": "tst", "collector_number": "1", "legalities": legalities})
    }

    fn db(cards: Vec<serde_json::Value>) -> CardDb {
        let stored = cards.into_iter().map(|c| crate::cards::scryfall::map_card(serde_json::from_value(c).unwrap()));
        CardDb::default().with_imported(Arc::new(CardStore::new(stored.collect())))
    }

    fn everywhere() -> Vec<(&'static str, &'static str)> {
        FORMATS.iter().map(|(f, _)| (*f, "legal")).collect()
    }

    fn sample() -> CardDb {
        let all = everywhere();
        let modern: Vec<_> = all.iter().copied().filter(|(f, _)| *f != "standard").collect();
        let mut banned = all.clone();
        banned.retain(|(f, _)| *f != "modern");
        banned.push(("modern", "banned"));
        banned.retain(|(f, _)| *f != "vintage");
        banned.push(("vintage", "restricted"));
        db(vec![
            card("Island", "", "Basic Land — Island", "({T}: Add {U}.)", &all),
            card("Bear", "{1}{G}", "Creature — Bear", "", &all),
            card("Old Bolt", "{R}", "Instant", "Old Bolt deals 3 damage to any target.", &modern),
            card("Ponder", "{U}", "Sorcery", "Look at the top three cards of your library.", &banned),
            card("Rats", "{1}{B}", "Creature — Rat", "A deck can have any number of cards named Rats.", &all),
            card("Lord", "{G}{U}", "Legendary Creature — Elf", "{T}: Add {W}.", &all),
            card("Sage", "{U}", "Legendary Creature — Human", "Flying", &all),
            card("Reminder", "{U}", "Creature — Human", "Ward {2} (Pay {R}, or counter it.)", &all),
        ])
    }

    fn deck(main: &[(u32, &str)], side: &[(u32, &str)], commander: &[&str]) -> Decklist {
        use super::super::decklist::DeckEntry;
        let entry = |(count, name): &(u32, &str)| DeckEntry { count: *count, name: name.to_string(), line: 1 };
        Decklist {
            main: main.iter().map(entry).collect(),
            sideboard: side.iter().map(entry).collect(),
            commander: commander.iter().map(|n| entry(&(1, n))).collect(),
            ..Default::default()
        }
    }

    fn words(deck: &Decklist, format: &str, db: &CardDb) -> Vec<String> {
        check(deck, format, db).unwrap().iter().map(|p| p.to_string()).collect()
    }

    #[test]
    fn a_format_the_data_doesn_t_know_is_unknown_the_common_names_are_taken_and_a_missing_commander_is_said_once() {
        // Data from before Pioneer: no card has any standing in it.
        let old: Vec<(&str, &str)> = everywhere().into_iter().filter(|(f, _)| *f != "pioneer").collect();
        let db = db(vec![
            card("Island", "", "Basic Land — Island", "({T}: Add {U}.)", &old),
            card("Bear", "{1}{G}", "Creature — Bear", "", &old),
        ]);
        let said = words(&deck(&[(4, "Bear"), (56, "Island")], &[], &[]), "pioneer", &db);
        assert_eq!(said.len(), 1, "{said:?}");
        assert!(said[0].contains("know nothing of Pioneer"), "{said:?}");
        // EDH is Commander; PDH is Pauper Commander.
        assert_eq!(format_index("edh"), format_index("commander"));
        assert_eq!(format_index("EDH"), format_index("commander"));
        assert_eq!(format_index("pdh"), format_index("paupercommander"));
        assert_eq!(format_index("Duel Commander"), format_index("duel"));
        // A Commander deck without its commander: said once; its coloured cards aren't flagged.
        let db = sample();
        let said = words(&deck(&[(1, "Bear"), (1, "Lord"), (98, "Island")], &[], &[]), "edh", &db);
        assert!(said.iter().any(|w| w.contains("commander")), "{said:?}");
        assert!(!said.iter().any(|w| w.starts_with("Bear") || w.starts_with("Island")), "{said:?}");
    }

    #[test]
    fn scryfall_legalities_are_kept_two_bits_a_format() {
        let map: HashMap<String, String> =
            [("modern", "banned"), ("vintage", "restricted"), ("legacy", "legal"), ("pauper", "not_legal")]
                .into_iter()
                .chain([("someday", "legal")])
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect();
        let packed = pack(&map);
        let at = |f: &str| unpack(packed, format_index(f).unwrap());
        assert_eq!(at("modern"), Legality::Banned);
        assert_eq!(at("Vintage"), Legality::Restricted);
        assert_eq!(at("legacy"), Legality::Legal);
        assert_eq!(at("pauper"), Legality::NotLegal);
        assert_eq!(at("Duel Commander"), Legality::NotLegal);
        assert_eq!(format_index("someday"), None);
    }

    #[test]
    fn rule_100_2b_a_limited_deck_is_forty_cards_of_its_pool_and_any_basic_lands() {
        let db = sample();
        let pool: Pool = [("Bear".to_string(), 2), ("Old Bolt".to_string(), 1)].into_iter().collect();
        let words = |d: &Decklist| limited(d, &pool, &db).iter().map(|p| p.to_string()).collect::<Vec<_>>();
        // Two Bears of two, one Bolt, 37 Islands: legal, and the Bolt may sit in the sideboard.
        assert!(words(&deck(&[(2, "Bear"), (1, "Old Bolt"), (37, "Island")], &[], &[])).is_empty());
        assert!(words(&deck(&[(2, "Bear"), (38, "Island")], &[(1, "Old Bolt")], &[])).is_empty());
        // 39 cards: too few.
        let said = words(&deck(&[(2, "Bear"), (37, "Island")], &[], &[]));
        assert_eq!(said.len(), 1, "{said:?}");
        assert!(said[0].contains("39") && said[0].contains("100.2b"), "{said:?}");
        // A third Bear, and a card the pool doesn't hold (the sideboard counts too, 100.4b).
        let said = words(&deck(&[(3, "Bear"), (37, "Island")], &[(1, "Ponder")], &[]));
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(said.iter().any(|w| w.starts_with("Bear: 3 copies") && w.contains("pool has 2")), "{said:?}");
        assert!(said.iter().any(|w| w.starts_with("Ponder: not in the pool")), "{said:?}");
    }

    #[test]
    fn rule_100_2a_sixty_cards_four_of_a_name_and_basic_lands_or_any_number_cards_unlimited() {
        let db = sample();
        let ok = deck(&[(4, "Bear"), (36, "Island"), (20, "Rats")], &[], &[]);
        assert_eq!(words(&ok, "legacy", &db), Vec::<String>::new());
        let bad = deck(&[(5, "Bear"), (30, "Island"), (24, "Rats")], &[], &[]);
        assert_eq!(
            words(&bad, "legacy", &db),
            [
                "59 cards in the main deck; a constructed deck has at least 60 (100.2a)",
                "Bear: 5 copies; at most 4 (100.2a)"
            ]
        );
    }

    #[test]
    fn rule_100_4a_fifteen_in_the_sideboard_and_four_copies_counted_with_the_main_deck() {
        let db = sample();
        let d = deck(&[(3, "Bear"), (57, "Island")], &[(2, "Bear"), (14, "Rats")], &[]);
        assert_eq!(
            words(&d, "modern", &db),
            ["16 cards in the sideboard; it holds at most 15 (100.4a)", "Bear: 5 copies; at most 4 (100.2a)"]
        );
    }

    #[test]
    fn each_card_says_banned_restricted_or_not_legal_in_the_format_and_an_unimported_card_has_no_data() {
        let mut db = sample();
        db.insert(CardDef {
            layout: crate::cards::Layout::Normal,
            faces: vec![Arc::new(crate::cards::Face { name: "Homebrew".into(), ..Default::default() })],
        });
        let d = deck(&[(2, "Ponder"), (1, "Old Bolt"), (56, "Island"), (1, "Homebrew")], &[], &[]);
        assert_eq!(
            words(&d, "modern", &db),
            [
                "Homebrew: no legality data (not among the imported cards: bifronte import --download)",
                "Ponder: banned in Modern"
            ]
        );
        assert!(words(&d, "standard", &db).contains(&"Old Bolt: not legal in Standard".to_string()));
        assert!(words(&d, "vintage", &db).contains(&"Ponder: 2 copies, restricted in Vintage to one".to_string()));
        assert!(check(&d, "chess", &db).unwrap_err().to_string().contains("unknown format \"chess\""));
    }

    #[test]
    fn rule_903_5_a_commander_deck_is_a_hundred_singletons_in_the_commanders_colour_identity() {
        let db = sample();
        // Lord: {G}{U} and {W} in its text: identity WUG. Reminder text's {R} doesn't count (903.4c).
        let d = deck(&[(96, "Island"), (1, "Bear"), (1, "Reminder"), (1, "Old Bolt")], &[], &["Lord"]);
        assert_eq!(words(&d, "commander", &db), ["Old Bolt: R is outside the commander's colour identity (903.5c)"]);
        let d = deck(&[(95, "Island"), (2, "Bear"), (1, "Reminder")], &[(1, "Rats")], &["Sage"]);
        assert_eq!(
            words(&d, "commander", &db),
            [
                "99 cards with the commander; a Commander deck has exactly 100 (903.5a)",
                "a sideboard of 1: Commander games use none (903.5e)",
                "Bear: 2 copies; at most 1 (903.5b)",
                "Bear: G is outside the commander's colour identity (903.5c)",
                "Rats: B is outside the commander's colour identity (903.5c)",
            ]
        );
        let d = deck(&[(99, "Island")], &[], &["Bear"]);
        assert_eq!(
            words(&d, "commander", &db),
            [
                "Bear: can't be a commander: not a legendary creature or Vehicle (903.3)",
                "Island: U is outside the commander's colour identity (903.5c)",
            ]
        );
    }

    #[test]
    fn without_imported_cards_the_missing_data_is_said_once_and_the_deck_rules_still_apply() {
        let db = CardDb::load_default().0;
        let d = deck(&[(5, "Grizzly Bears"), (55, "Forest")], &[], &[]);
        assert_eq!(
            words(&d, "modern", &db),
            [
                "no card's legality is known: import Scryfall's cards (bifronte import --download)",
                "Grizzly Bears: 5 copies; at most 4 (100.2a)",
            ]
        );
    }

    #[test]
    fn rule_903_4_colour_identity_counts_costs_text_indicators_and_basic_land_types() {
        let db = sample();
        let id = |n: &str| color_identity(db.get(n).unwrap()).to_vec();
        assert_eq!(id("Lord"), [Color::White, Color::Blue, Color::Green]);
        assert_eq!(id("Island"), [Color::Blue]);
        assert_eq!(id("Reminder"), [Color::Blue]);
    }
}
