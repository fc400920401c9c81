//! How much of a card the table carries out by itself: each ability line's level, and a card's
//! (its lowest line's), computed here and only here, from the typed abilities. The inspector,
//! `bifronte cards` and its `--automation` report read it.
//!
//! - automatic: the rules apply all of it (a typed static ability, a keyword the kernel
//!   enforces, a triggered ability whose effect the table carries out, a line of a spell's
//!   text whose every step the rules carry out as it resolves, `cards::effects`; morph and
//!   megamorph for mana);
//! - assisted: the table offers it as an action and checks it, leaving part to the players (a
//!   disguise cost, whose ward {2} isn't enforced; a disturb cost, a transform ability);
//! - reminded: a triggered ability the table detects and puts on the stack with its text, for
//!   the players to carry out;
//! - by hand: the players read it and apply it.

use super::abilities::{Ability, AbilityLine};
use super::triggers::{Condition, Trigger, is_trigger_text};

/// What the table does with an ability line, from least to most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    /// The players read it and apply it.
    ByHand,
    /// Detected and put on the stack with its text; the players carry it out.
    Reminded,
    /// Offered as an action the table checks.
    Assisted,
    /// The rules apply all of it.
    Automatic,
}

impl Level {
    /// Every level, from most to least.
    pub const ALL: [Level; 4] = [Level::Automatic, Level::Assisted, Level::Reminded, Level::ByHand];

    /// The level's message id in the interface's words.
    pub fn message(self) -> &'static str {
        match self {
            Level::Automatic => "level-automatic",
            Level::Assisted => "level-assisted",
            Level::Reminded => "level-reminded",
            Level::ByHand => "level-by-hand",
        }
    }
}

/// The keyword costs the window offers as an action ("Disguise {R/W}{R/W}"); morph and
/// megamorph for mana, and disturb, are automatic (`other_level`).
const OFFERED: [&str; 3] = ["Morph ", "Megamorph ", "Disguise "];

/// One ability line's level.
pub fn line_level(line: &AbilityLine) -> Level {
    match &line.ability {
        Ability::Triggered(t) => trigger_level(t),
        Ability::Other => other_level(&line.text),
        // 700.2: a modal line is the rules' only when every mode is.
        Ability::Modal(m) if !m.typed() => Level::ByHand,
        Ability::Mode(None) => Level::ByHand,
        // A mana ability whose line says more than the mana: the players do the rest.
        Ability::TapForMana(m) if m.more => Level::ByHand,
        // 613.1f: a granted ability (a keyword, a quoted ability) is as automatic as it would be
        // printed on the permanents that have it.
        Ability::Anthem(a) => granted_level(&a.grants),
        Ability::AttachedBonus(b) => granted_level(&b.grants),
        _ => Level::Automatic,
    }
}

/// The level of the abilities a line grants: the lowest of theirs, each read as its own line.
fn granted_level(grants: &[String]) -> Level {
    grants.iter().map(|g| line_level(&AbilityLine::parse(g))).min().unwrap_or(Level::Automatic)
}

/// A triggered ability's level: automatic where the table carries out its effect, judges its
/// condition (a "may" is asked of its controller as it resolves, 603.5) and a scene plays each
/// kind of event it watches (`EventKind::scene`), else reminded.
pub fn trigger_level(t: &Trigger) -> Level {
    let judged = !matches!(t.condition, Some(Condition::Text(_)));
    let proven = t.kinds().iter().all(|k| k.scene().is_some());
    if t.effect.is_some() && judged && proven { Level::Automatic } else { Level::Reminded }
}

fn other_level(text: &str) -> Level {
    // 207.2a: reminder text on a line of its own ("({2/W} can be paid with any two mana or with
    // {W}. ...)") has no game function: nothing for the table or the players to do, where the
    // rule it recalls is one the table enforces (not a legendary sorcery's condition, 205.4e,
    // nor paying {S} with snow mana only, 107.4h: the players see to those).
    let text = text.trim();
    let unenforced = ["legendary sorcery", "snow"].iter().any(|w| text.contains(w));
    if text.starts_with('(') && text.ends_with(')') && !text[1..].contains('(') && !unenforced {
        return Level::Automatic;
    }
    if is_trigger_text(text) {
        return Level::ByHand;
    }
    // 702.37: morph and megamorph for mana are the rules' all through: cast face down for {3}
    // (702.37c), turned face up for the cost as a special action while holding priority
    // (702.37e, 116.2b), megamorph's counter (702.37b); scenes/face-down/rule-702-37c-....
    if let Some(cost) = text.strip_prefix("Morph ").or_else(|| text.strip_prefix("Megamorph ")) {
        let cost = cost.split(" (").next().unwrap_or(cost).trim();
        if super::ManaCost::parse(cost).is_ok_and(|c| !c.symbols.is_empty()) {
            return Level::Automatic;
        }
    }
    // 702.146a: disturb for mana, cast from a graveyard at an assisted table for its cost;
    // scenes/dfc/rule-702-146a-....
    if let Some(cost) = text.strip_prefix("Disturb ") {
        let cost = cost.split(" (").next().unwrap_or(cost).trim();
        if super::ManaCost::parse(cost).is_ok_and(|c| !c.symbols.is_empty()) {
            return Level::Automatic;
        }
    }
    if OFFERED.iter().any(|k| text.starts_with(k)) || text.contains(": Transform this ") {
        return Level::Assisted;
    }
    let words = super::protection::one_keyword(text.split(" (").next().unwrap_or(text).trim().trim_end_matches('.'));
    // "Flying, vigilance"; "First strike; reach (...)": Oracle text puts a semicolon before a
    // keyword with reminder text, as the kernel reads it (`keyword_line_has`).
    let keywords = words.split([',', ';']).map(|k| k.trim().to_lowercase());
    let mut any = false;
    for k in keywords {
        // 702.16a: protection from any quality the rules read ("from artifacts", "from
        // Goblins", "from red and from blue").
        let protection = k.starts_with("protection from ") && super::protection::Quality::parse_keyword(&k).is_some();
        if !super::ENFORCED_KEYWORDS.contains(&k.as_str()) && !protection {
            return Level::ByHand;
        }
        any = true;
    }
    if any { Level::Automatic } else { Level::ByHand }
}

/// A face's level: its lowest line's (a face with no rules text is automatic).
pub fn face_level(lines: &[AbilityLine]) -> Level {
    lines.iter().map(line_level).min().unwrap_or(Level::Automatic)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(text: &str) -> Level {
        line_level(&AbilityLine::parse(text))
    }

    #[test]
    fn each_line_s_level_says_what_the_table_does_with_it() {
        assert_eq!(level("Whenever you gain life, put a +1/+1 counter on this creature."), Level::Automatic);
        assert_eq!(level("When this creature enters, you may draw a card."), Level::Automatic);
        assert_eq!(
            level("When this creature enters, you may discard a card. If you do, draw a card."),
            Level::Reminded
        );
        assert_eq!(level("When this creature dies, create a 2/2 black Zombie creature token."), Level::Automatic);
        assert_eq!(level("When this creature dies, create a token that's a copy of it."), Level::Automatic);
        assert_eq!(
            level("When this creature dies, create a token that's a copy of it, except it's an Angel."),
            Level::Reminded
        );
        assert_eq!(level("Whenever you crank this Contraption, draw a card."), Level::ByHand);
        assert_eq!(level("Flying, lifelink"), Level::Automatic);
        assert_eq!(level("Trample (This creature can deal excess combat damage.)"), Level::Automatic);
        assert_eq!(level("Banding"), Level::ByHand);
        assert_eq!(level("Defender; reach (This creature can block creatures with flying.)"), Level::Automatic);
        assert_eq!(level("Flying; banding (Any creatures with banding ...)"), Level::ByHand);
        assert_eq!(level("Horsemanship"), Level::Automatic);
        assert_eq!(level("Hexproof"), Level::Automatic);
        assert_eq!(level("Morph {1}{G}{G}"), Level::Automatic);
        assert_eq!(level("Megamorph {1}{G} (You may cast this card face down ...)"), Level::Automatic);
        // A cost that isn't mana, and disguise (its ward {2} isn't enforced): the players confirm.
        assert_eq!(level("Morph—Reveal a white card you own."), Level::ByHand);
        assert_eq!(level("Disguise {R/W}{R/W}"), Level::Assisted);
        // 702.146a: disturb for mana, cast from a graveyard for it at an assisted table.
        assert_eq!(
            level("Disturb {1}{W} (You may cast this card from your graveyard transformed ...)"),
            Level::Automatic
        );
        assert_eq!(level("{T}: Add {G}."), Level::Automatic);
        assert_eq!(level("Draw two cards."), Level::Automatic);
        assert_eq!(level("This land enters tapped."), Level::Automatic);
        assert_eq!(level("As this land enters, you may pay 3 life. If you don't, it enters tapped."), Level::ByHand);
        assert_eq!(level("Draw two cards, then discard a card."), Level::Automatic);
        assert_eq!(level("Draw two cards, then discard a creature card."), Level::ByHand);
        // 207.2a: a line of reminder text alone has no game function.
        let reminder = "({2/W} can be paid with any two mana or with {W}. This card's mana value is 6.)";
        assert_eq!(level(reminder), Level::Automatic);
        // Unless it recalls a rule the table leaves to the players (205.4e).
        let legendary = "(You may cast a legendary sorcery only if you control a legendary creature or planeswalker.)";
        assert_eq!(level(legendary), Level::ByHand);
        assert_eq!(level("Banding (Any creatures with banding can attack in a band.)"), Level::ByHand);
        let lines = [AbilityLine::parse("Flying"), AbilityLine::parse("Populate.")];
        assert_eq!(face_level(&lines), Level::ByHand);
        assert_eq!(face_level(&[]), Level::Automatic);
        // 613.1f: a granted ability is as automatic as it would be printed: a mana ability is,
        // a trigger the table can't carry out isn't (Gemhide Sliver; Angelic Blessing-like Aura
        // text from the 2019 Scryfall dump).
        assert_eq!(level("All Slivers have \"{T}: Add one mana of any color.\""), Level::Automatic);
        let aura = "Enchanted creature has \"Whenever this creature attacks, create a 4/4 white Angel creature token with flying that's tapped and attacking. Exile that token at end of combat.\"";
        assert_eq!(level(aura), Level::Reminded);
        assert_eq!(level("Enchanted creature gets +1/+1 and has banding."), Level::ByHand);
    }
}
