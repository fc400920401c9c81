//! A condition the rules judge from the game as it is: an intervening "if" clause of a
//! triggered ability (603.4), checked as it triggers and again as it resolves, and the "as long
//! as" of a static ability (611.3a), checked continuously. Judged by `rules::conditions::holds`.

use super::{Count, Whose, counted, for_each};
use crate::cards::filter::{ObjectFilter, is_this, number};

/// A condition.
#[derive(Clone, Debug, PartialEq)]
pub enum Condition {
    /// A count at least a number: "you control two or more Plains", "you control an
    /// artifact", "seven or more cards are in your graveyard" (threshold), "there are four or
    /// more card types among cards in your graveyard" (delirium), "[this] has a +1/+1 counter
    /// on it".
    AtLeast(u32, Count),
    /// A count at most a number: "you have no cards in hand" (hellbent), "you have one or fewer
    /// cards in hand", "you control no Islands".
    AtMost(u32, Count),
    /// "If X is 10 or more" (Finale of Devastation): the X its spell was cast with (107.3a),
    /// judged as the spell resolves.
    XAtLeast(u32),
    /// Dethrone's "attacks the player with the most life or tied for most life" (702.105a):
    /// the player its event names, judged as the ability triggers only (part of its event, not
    /// an intervening "if").
    ThatPlayerHasMostLife,
    /// "if you have N or more life".
    YouHaveAtLeastLife(u32),
    /// "you have 5 or less life".
    YouHaveAtMostLife(u32),
    /// "an opponent has N or less life".
    AnOpponentHasAtMostLife(u32),
    /// "if [this] is untapped" / "is tapped".
    ThisIsTapped(bool),
    /// "it's your turn" (true) / "it's not your turn" (false).
    YourTurn(bool),
    /// "[this] is attacking", "it's attacking".
    ThisIsAttacking,
    /// "[this] is equipped" (an Equipment is attached to it), "[this] is enchanted" (an Aura).
    ThisHasAttached(Attachment),
    /// "[this] is in your graveyard": the ability functions there (113.6b).
    ThisIsInGraveyard,
    /// "if an opponent controls more lands than you", "... at least four more creatures than
    /// you" (Avatar of Might): an opponent's permanents of the kind at least `by` more than its
    /// controller's.
    OpponentControlsMore {
        /// How many more at least.
        by: u32,
        /// Of what kind (counted of each player as "you").
        what: Count,
    },
    /// "if no spells were cast last turn" (the werewolves of Innistrad).
    NoSpellsLastTurn,
    /// "if a player cast two or more spells last turn".
    TwoSpellsByAPlayerLastTurn,
    /// "if this permanent came under your control since the beginning of your last upkeep"
    /// (echo, 702.30a).
    CameUnderYourControlSinceYourLastUpkeep,
    /// "if it was kicked" (702.33d): the permanent's spell was cast with its kicker paid.
    WasKicked,
    /// "if it had no -1/-1 counters on it" (persist, 702.79a; undying, 702.93a): as the permanent
    /// last existed on the battlefield (603.10a), a fact of the past that rechecking as the
    /// ability resolves (603.4) can't change.
    HadNoCounters(String),
    /// "if that creature has greater power or toughness than this creature" (evolve,
    /// 702.100a): the creature the event names against the ability's source.
    ItIsGreater,
    /// "an opponent controls seven or more lands", "an opponent has seven or more cards in
    /// their graveyard": the count, each opponent being "you" in turn, at least a number for
    /// one of them.
    AnOpponentAtLeast(u32, Count),
    /// "it isn't renowned" (702.112a), "[this] is renowned": whether its source is (702.112b);
    /// "[this] is monstrous" (701.37b).
    ThisIs(Designation, bool),
    /// "you're the monarch" (724); `false`: "an opponent is the monarch" (there is one, and it
    /// isn't you).
    YouAreMonarch(bool),
    /// "you have the city's blessing" (702.131c).
    YouHaveCitysBlessing,
    /// The condition doesn't hold: what a step replaced "instead" does where it doesn't
    /// ("You gain 4 life. If a creature died this turn, you gain 8 life instead.").
    Not(Box<Condition>),
    /// "an opponent searched their library this turn" (701.23).
    AnOpponentSearchedThisTurn,
    /// "an opponent cast three or more spells this turn" (601.2i).
    AnOpponentCastSpellsThisTurn(u32),
    /// "an opponent had three or more cards put into their graveyard from anywhere this turn".
    AnOpponentCardsToGraveyardThisTurn(u32),
    /// Both of two: "an opponent controls an Island and you control a Mountain".
    Both(Box<Condition>, Box<Condition>),
    /// "a creature died this turn" (morbid).
    CreatureDiedThisTurn,
    /// "you attacked with a creature this turn", "you attacked this turn" (raid); `false`: "you
    /// didn't attack with a creature this turn".
    YouAttackedThisTurn(bool),
    /// "a permanent you controlled left the battlefield this turn" (revolt).
    YourPermanentLeftThisTurn,
    /// "an opponent lost life this turn" (spectacle).
    AnOpponentLostLifeThisTurn,
    /// "you gained life this turn".
    YouGainedLifeThisTurn,
    /// "you haven't added mana with this ability this turn" (`false`): the ability's source, as
    /// the object it is, added mana this turn.
    AddedManaWithThisThisTurn(bool),
    /// "at least three white mana was spent to cast this spell", "at least three mana of the
    /// same color ..." (adamant), "{G} was spent to cast [this]": the mana paid for the spell its source is or was (601.2h), a permanent
    /// asking as it enters the battlefield from the stack.
    ManaSpent {
        /// Of this colour; none: "of the same color", any one colour.
        color: Option<crate::cards::Color>,
        /// At least this much.
        at_least: u32,
    },
    /// "you cast it from your hand" (601.2a): the spell its source is or was, cast from its
    /// caster's hand (not put onto the battlefield, nor cast from elsewhere).
    CastFromHand,
    /// "you've cast another white spell this turn" (Patrician's Scorn): one of that colour cast
    /// before, judged as a spell is being cast (which isn't counted yet, 601.2i).
    CastColorThisTurn(crate::cards::Color),
    /// "this spell is the first spell you've cast this game" (Once Upon a Time): none cast
    /// before it.
    FirstSpellThisGame,
    /// "it's the second creature spell you cast this turn" (Vengevine): the spell that
    /// triggered it is a creature spell, and its caster's `n`th this turn.
    NthCreatureSpellThisTurn(u32),
    /// "Flip a coin. If you win the flip, ..." (`true`), "... If you lose the flip, ..." (705.1):
    /// a coin its controller flips as the effect is worked out, the table's seeded source
    /// deciding (`spells::steps`).
    CoinFlip(bool),
    /// Anything else: the players judge it.
    Text(String),
}

/// "at least three black mana was spent to cast this spell" (adamant), "{R} was spent to cast
/// [this]".
fn mana_spent(text: &str) -> Option<Condition> {
    let (amount, whose) = text.split_once(" was spent to cast ")?;
    if whose != "this spell" && whose != "it" && !is_this(whose) {
        return None;
    }
    // "at least three mana of the same color" (adamant): of any one colour.
    if let Some(n) = amount.strip_prefix("at least ").and_then(|r| r.strip_suffix(" mana of the same color")) {
        return Some(Condition::ManaSpent { color: None, at_least: number(n).filter(|n| *n > 0)? });
    }
    if let Some((n, color)) = amount.strip_prefix("at least ").and_then(|r| r.strip_suffix(" mana")?.split_once(' ')) {
        let color = crate::cards::Color::ALL.into_iter().find(|c| c.word() == color)?;
        return Some(Condition::ManaSpent { color: Some(color), at_least: number(n).filter(|n| *n > 0)? });
    }
    let color = match amount {
        "{W}" => crate::cards::Color::White,
        "{U}" => crate::cards::Color::Blue,
        "{B}" => crate::cards::Color::Black,
        "{R}" => crate::cards::Color::Red,
        "{G}" => crate::cards::Color::Green,
        _ => return None,
    };
    Some(Condition::ManaSpent { color: Some(color), at_least: 1 })
}

/// What is attached to a permanent, for "is equipped" and "is enchanted".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attachment {
    /// An Equipment (301.5).
    Equipment,
    /// An Aura (303.4).
    Aura,
}

impl Condition {
    /// Parses what follows "if " in an intervening "if" clause, or "as long as " in a static
    /// ability.
    pub fn parse(text: &str) -> Condition {
        let text = text.trim().trim_end_matches('.');
        if let Some(c) = counted_condition(text) {
            return c;
        }
        if let Some(n) = text.strip_prefix("you have ").and_then(|r| r.strip_suffix(" or more life")).and_then(number) {
            return Condition::YouHaveAtLeastLife(n);
        }
        if let Some(n) = text.strip_prefix("X is ").and_then(|r| r.strip_suffix(" or more")).and_then(number) {
            return Condition::XAtLeast(n);
        }
        if let Some(n) = text.strip_prefix("you have ").and_then(|r| r.strip_suffix(" or less life")).and_then(number) {
            return Condition::YouHaveAtMostLife(n);
        }
        if let Some(n) =
            text.strip_prefix("an opponent has ").and_then(|r| r.strip_suffix(" or less life")).and_then(number)
        {
            return Condition::AnOpponentHasAtMostLife(n);
        }
        // "an opponent controls more lands than you", "... at least four more creatures than you".
        if let Some(rest) = text.strip_prefix("an opponent controls ").and_then(|r| r.strip_suffix(" than you")) {
            let (by, what) = match rest.strip_prefix("more ") {
                Some(what) => (Some(1), what),
                None => match rest.strip_prefix("at least ").and_then(|r| r.split_once(" more ")) {
                    Some((n, what)) => (number(n), what),
                    None => (None, ""),
                },
            };
            if let Some(by) = by.filter(|n| *n > 0)
                && let Some(what) = counted(&format!("the number of {what} you control"))
            {
                return Condition::OpponentControlsMore { by, what };
            }
        }
        if let Some(color) = text
            .strip_prefix("you've cast another ")
            .and_then(|r| r.strip_suffix(" spell this turn"))
            .and_then(crate::cards::Color::from_word)
        {
            return Condition::CastColorThisTurn(color);
        }
        if let Some(n) = text
            .strip_prefix("it's the ")
            .and_then(|r| r.strip_suffix(" creature spell you cast this turn"))
            .and_then(|n| match n {
                "second" => Some(2),
                "third" => Some(3),
                _ => None,
            })
        {
            return Condition::NthCreatureSpellThisTurn(n);
        }
        match text {
            "this spell is the first spell you've cast this game" => return Condition::FirstSpellThisGame,
            "no spells were cast last turn" => return Condition::NoSpellsLastTurn,
            "a player cast two or more spells last turn" => return Condition::TwoSpellsByAPlayerLastTurn,
            "this permanent came under your control since the beginning of your last upkeep" => {
                return Condition::CameUnderYourControlSinceYourLastUpkeep;
            }
            "it was kicked" | "this permanent was kicked" => return Condition::WasKicked,
            "that creature has greater power or toughness than this creature" => return Condition::ItIsGreater,
            "a creature died this turn" => return Condition::CreatureDiedThisTurn,
            "it isn't renowned" | "this permanent isn't renowned" => {
                return Condition::ThisIs(Designation::Renowned, false);
            }
            "this permanent isn't monstrous" => return Condition::ThisIs(Designation::Monstrous, false),
            "you attacked with a creature this turn" | "you attacked this turn" => {
                return Condition::YouAttackedThisTurn(true);
            }
            "you didn't attack with a creature this turn" | "you didn't attack this turn" => {
                return Condition::YouAttackedThisTurn(false);
            }
            "a permanent you controlled left the battlefield this turn" => {
                return Condition::YourPermanentLeftThisTurn;
            }
            "an opponent lost life this turn" => return Condition::AnOpponentLostLifeThisTurn,
            "an opponent searched their library this turn" => return Condition::AnOpponentSearchedThisTurn,
            "you gained life this turn" => return Condition::YouGainedLifeThisTurn,
            "you haven't added mana with this ability this turn" => return Condition::AddedManaWithThisThisTurn(false),
            "you win a coin flip" => return Condition::CoinFlip(true),
            "you lose a coin flip" => return Condition::CoinFlip(false),
            "it's your turn" => return Condition::YourTurn(true),
            "you're the monarch" | "you are the monarch" => return Condition::YouAreMonarch(true),
            "an opponent is the monarch" => return Condition::YouAreMonarch(false),
            "you have the city's blessing" => return Condition::YouHaveCitysBlessing,
            "it's not your turn" => return Condition::YourTurn(false),
            "you cast it from your hand" => return Condition::CastFromHand,
            _ => {}
        }
        if let Some(spent) = mana_spent(text) {
            return spent;
        }
        if let Some(n) = text
            .strip_prefix("an opponent cast ")
            .and_then(|r| r.strip_suffix(" or more spells this turn"))
            .and_then(number)
        {
            return Condition::AnOpponentCastSpellsThisTurn(n);
        }
        if let Some(n) = text
            .strip_prefix("an opponent had ")
            .and_then(|r| r.strip_suffix(" or more cards put into their graveyard from anywhere this turn"))
            .and_then(number)
        {
            return Condition::AnOpponentCardsToGraveyardThisTurn(n);
        }
        // "an opponent controls an Island and you control a Mountain": each part judged.
        if let Some((a, b)) = text.split_once(" and you ")
            && let (a, b) = (Condition::parse(a), Condition::parse(&format!("you {b}")))
            && a.judged()
            && b.judged()
        {
            return Condition::Both(Box::new(a), Box::new(b));
        }
        if let Some(kind) = text.strip_prefix("it had no ").and_then(|r| r.strip_suffix(" counters on it"))
            && !kind.contains(' ')
        {
            return Condition::HadNoCounters(kind.to_string());
        }
        // "[this] is untapped", "it's attacking", "[this] is equipped".
        let state = match text.strip_prefix("it's ") {
            Some(s) => Some(s),
            None => text.split_once(" is ").filter(|(subject, _)| is_this(subject)).map(|(_, s)| s),
        };
        match state {
            Some("untapped") => return Condition::ThisIsTapped(false),
            Some("renowned") => return Condition::ThisIs(Designation::Renowned, true),
            Some("monstrous") => return Condition::ThisIs(Designation::Monstrous, true),
            Some("tapped") => return Condition::ThisIsTapped(true),
            Some("attacking") => return Condition::ThisIsAttacking,
            Some("equipped") => return Condition::ThisHasAttached(Attachment::Equipment),
            Some("enchanted") => return Condition::ThisHasAttached(Attachment::Aura),
            Some("in your graveyard") => return Condition::ThisIsInGraveyard,
            _ => {}
        }
        Condition::Text(text.to_string())
    }

    /// Whether the rules judge it (not left to the players).
    pub fn judged(&self) -> bool {
        match self {
            Condition::Not(c) => c.judged(),
            Condition::Both(a, b) => a.judged() && b.judged(),
            c => !matches!(c, Condition::Text(_)),
        }
    }

    /// Whether it speaks of the object whose ability it is ("[this] is tapped", "it has a
    /// counter on it"): on an Aura's or Equipment's line "it" could be either.
    pub fn about_this(&self) -> bool {
        match self {
            Condition::AtLeast(_, c) | Condition::AtMost(_, c) => matches!(c, Count::CountersOnThis(_)),
            Condition::ThisIsTapped(_)
            | Condition::ThisIs(..)
            | Condition::ThisIsAttacking
            | Condition::ThisHasAttached(_)
            | Condition::ThisIsInGraveyard => true,
            Condition::Not(c) => c.about_this(),
            Condition::Both(a, b) => a.about_this() || b.about_this(),
            _ => false,
        }
    }
}

/// A designation a permanent keeps for as long as it is that object (400.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Designation {
    /// Renowned (702.112b).
    Renowned,
    /// Monstrous (701.37b).
    Monstrous,
}

/// The conditions that compare a count with a number (see [`Condition::AtLeast`]).
/// "no cards", "two or fewer cards", "seven or more cards" in a hand.
fn in_hand(rest: &str, whose: Whose) -> Option<Condition> {
    let hand = Count::CardsInHand(whose);
    if rest == "no cards" {
        return Some(Condition::AtMost(0, hand));
    }
    if let Some(n) = rest.strip_suffix(" or fewer cards").or_else(|| rest.strip_suffix(" or fewer card")) {
        return Some(Condition::AtMost(number(n)?, hand));
    }
    let n = rest.strip_suffix(" or more cards")?;
    Some(Condition::AtLeast(number(n)?, hand))
}

impl Condition {
    /// A triggered ability's intervening "if" (603.4): "that player has two or fewer cards in
    /// hand" speaks of the player its event names ("At the beginning of each opponent's
    /// upkeep"); anything else as [`Condition::parse`] reads it.
    pub fn parse_triggered(text: &str) -> Condition {
        let text = text.trim().trim_end_matches('.');
        if text == "that player has the most life or is tied for most life" {
            return Condition::ThatPlayerHasMostLife;
        }
        // "defending player has two or fewer cards in hand": the player an attack trigger's
        // event names (506.2).
        let theirs = text
            .strip_prefix("that player has ")
            .or_else(|| text.strip_prefix("defending player has "))
            .and_then(|r| r.strip_suffix(" in hand"));
        theirs.and_then(|rest| in_hand(rest, Whose::Theirs)).unwrap_or_else(|| Condition::parse(text))
    }
}

fn counted_condition(text: &str) -> Option<Condition> {
    // "you control two or more Plains", "you control at least three other creatures", "you
    // control an artifact", "you control another Vampire", "you control no Islands".
    // "no creatures are on the battlefield", "your opponents control no creatures".
    if let Some(what) = text.strip_prefix("no ").and_then(|r| r.strip_suffix(" are on the battlefield")) {
        return Some(Condition::AtMost(0, counted(&format!("the number of {what} on the battlefield"))?));
    }
    if let Some(what) = text.strip_prefix("your opponents control no ") {
        return Some(Condition::AtMost(0, counted(&format!("the number of {what} your opponents control"))?));
    }
    if let Some(rest) = text.strip_prefix("you control ") {
        // "a creature with power 4 or greater": a characteristic of the moment, judged as the
        // condition is (a count of the permanents that fit now).
        let yours = |what: &str| {
            counted(&format!("the number of {what} you control")).or_else(|| {
                // "another creature with power 4 or greater": not the source itself.
                let (one, another) = what.strip_prefix("other ").map_or((what, false), |w| (w, true));
                let w = crate::cards::effects::wanted(&format!("{one} you control"))?;
                w.status.is_none().then_some(Count::Permanents(super::Wanted { another, ..w }))
            })
        };
        if let Some(what) = rest.strip_prefix("no ") {
            return Some(Condition::AtMost(0, yours(what)?));
        }
        if let Some((n, what)) = rest.split_once(" or more ").or_else(|| {
            let r = rest.strip_prefix("at least ")?;
            r.split_once(' ')
        }) && let Some(n) = number(n).filter(|n| *n > 1)
        {
            return Some(Condition::AtLeast(n, yours(what)?));
        }
        let (article, what) = rest.split_once(' ')?;
        // "a Knight or a Soldier": either kind.
        let what = what.replace(" or a ", " or ").replace(" or an ", " or ");
        let what = match article {
            "a" | "an" => what.to_string(),
            "another" => format!("other {what}"),
            _ => return None,
        };
        return Some(Condition::AtLeast(1, for_each(&format!("{what} you control")).or_else(|| yours(&what))?));
    }
    // "an opponent controls seven or more lands", "an opponent has seven or more cards in
    // their graveyard".
    if let Some(rest) = text.strip_prefix("an opponent controls ")
        && let Some((n, what)) = rest.split_once(" or more ")
    {
        return Some(Condition::AnOpponentAtLeast(number(n)?, counted(&format!("the number of {what} you control"))?));
    }
    // "an opponent controls an Island", "your opponent controls a green permanent" (a
    // two-player card's wording, 102.3): one of theirs.
    let one_colored = |w: &&str| w.split_once(' ').is_some_and(|(c, _)| crate::cards::Color::from_word(c).is_some());
    if let Some(what) = text
        .strip_prefix("an opponent controls a ")
        .or_else(|| text.strip_prefix("an opponent controls an "))
        .or_else(|| text.strip_prefix("your opponent controls a "))
        .filter(|w| !w.contains(' ') || one_colored(w))
    {
        return Some(Condition::AnOpponentAtLeast(1, counted(&format!("the number of {what} you control"))?));
    }
    if let Some(n) = text
        .strip_prefix("an opponent has ")
        .and_then(|r| r.strip_suffix(" or more cards in their graveyard"))
        .and_then(number)
    {
        let cards = Count::CardsInGraveyard(Whose::You, ObjectFilter::default());
        return Some(Condition::AnOpponentAtLeast(n, cards));
    }
    // "seven or more cards are in your graveyard", "there are seven or more cards in your
    // graveyard".
    let graveyard = text
        .strip_suffix(" cards are in your graveyard")
        .or_else(|| text.strip_prefix("there are ").and_then(|r| r.strip_suffix(" cards in your graveyard")))
        .or_else(|| text.strip_prefix("you have ").and_then(|r| r.strip_suffix(" cards in your graveyard")));
    if let Some(n) = graveyard.and_then(|n| n.strip_suffix(" or more")).and_then(number) {
        return Some(Condition::AtLeast(n, Count::CardsInGraveyard(Whose::You, ObjectFilter::default())));
    }
    // 207.2c delirium: "there are four or more card types among cards in your graveyard".
    if let Some(n) = text
        .strip_prefix("there are ")
        .and_then(|r| r.strip_suffix(" or more card types among cards in your graveyard"))
        .and_then(number)
    {
        return Some(Condition::AtLeast(n, Count::CardTypesInGraveyard(Whose::You)));
    }
    // "you have no cards in hand", "you have one or fewer cards in hand", "you have seven or
    // more cards in hand".
    if let Some(rest) = text.strip_prefix("you have ").and_then(|r| r.strip_suffix(" in hand")) {
        return in_hand(rest, Whose::You);
    }
    // "the sacrificed creature's toughness was 4 or greater": the permanent sacrificed to pay
    // for it, as it last existed on the battlefield (608.2h).
    if let Some((what, n)) = text.strip_prefix("the sacrificed creature's ").and_then(|r| r.split_once(" was "))
        && let Some(n) = n.strip_suffix(" or greater").and_then(number)
    {
        let count = match what {
            "power" => Count::Sacrificed { power: true },
            "toughness" => Count::Sacrificed { power: false },
            _ => return None,
        };
        return Some(Condition::AtLeast(n, count));
    }
    // "[this] has a +1/+1 counter on it", "there are three or more brick counters on [this]".
    if let Some((subject, rest)) = text.split_once(" has ")
        && (subject == "it" || is_this(subject))
        && let Some((n, kind)) = rest.strip_suffix(" counter on it").and_then(|r| r.split_once(' '))
        && matches!(n, "a" | "an")
        && !kind.contains(' ')
    {
        return Some(Condition::AtLeast(1, Count::CountersOnThis(kind.to_string())));
    }
    if let Some(rest) = text.strip_prefix("there are ")
        && let Some((n, rest)) = rest.split_once(" or more ")
        && let Some((kind, on)) = rest.split_once(" counters on ")
        && (on == "it" || is_this(on))
        && !kind.contains(' ')
    {
        return Some(Condition::AtLeast(number(n)?, Count::CountersOnThis(kind.to_string())));
    }
    None
}

/// The permanents of a kind "you" control, counted ("artifact", "Forest"): what tests expect
/// conditions and bonuses to read.
#[cfg(test)]
pub(crate) fn yours(words: &str) -> Count {
    let mut filter = crate::cards::filter::object_filter(words).unwrap();
    filter.controller = crate::cards::filter::Controlled::You;
    Count::Permanents(super::Wanted { filter, ..Default::default() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::filter::Controlled;

    #[test]
    fn rule_608_2h_the_sacrificed_creature_is_counted_as_what_paid_for_it() {
        // Witch's Oven, Fling (2019 Scryfall dump).
        let p = Condition::parse;
        let oven = p("the sacrificed creature's toughness was 4 or greater");
        assert_eq!(oven, Condition::AtLeast(4, Count::Sacrificed { power: false }));
        assert!(oven.judged());
        assert_eq!(
            p("the sacrificed creature's power was 2 or greater"),
            Condition::AtLeast(2, Count::Sacrificed { power: true })
        );
        let fling = crate::cards::effects::SpellEffect::parse(
            "Fling deals damage equal to the sacrificed creature's power to any target.",
        )
        .expect("read");
        assert!(
            matches!(&fling.steps[..], [crate::cards::effects::EffectStep::Damage { n: crate::cards::effects::Amount::Count { what, .. }, .. }] if **what == Count::Sacrificed { power: true }),
            "{fling:?}"
        );
    }

    #[test]
    fn rule_611_3a_and_603_4_conditions_that_count_are_read() {
        let p = Condition::parse;
        assert_eq!(p("you control two or more Plains"), Condition::AtLeast(2, yours("Plains")));
        assert_eq!(p("you control three or more artifacts"), Condition::AtLeast(3, yours("artifact")));
        assert_eq!(p("you control a Forest"), Condition::AtLeast(1, yours("Forest")));
        assert_eq!(p("you control an artifact"), Condition::AtLeast(1, yours("artifact")));
        let Condition::AtLeast(1, Count::Permanents(w)) = p("you control another Vampire") else { panic!() };
        assert!(w.another);
        assert_eq!(p("you control no Islands"), Condition::AtMost(0, yours("Island")));
        let graveyard = Count::CardsInGraveyard(Whose::You, ObjectFilter::default());
        assert_eq!(p("seven or more cards are in your graveyard"), Condition::AtLeast(7, graveyard));
        assert_eq!(
            p("there are four or more card types among cards in your graveyard"),
            Condition::AtLeast(4, Count::CardTypesInGraveyard(Whose::You))
        );
        let hand = Count::CardsInHand(Whose::You);
        assert_eq!(p("you have no cards in hand"), Condition::AtMost(0, hand.clone()));
        assert_eq!(p("you have one or fewer cards in hand"), Condition::AtMost(1, hand.clone()));
        assert_eq!(p("you have seven or more cards in hand"), Condition::AtLeast(7, hand));
        assert_eq!(p("it has a +1/+1 counter on it"), Condition::AtLeast(1, Count::CountersOnThis("+1/+1".into())));
        assert_eq!(
            p("there are three or more brick counters on Luxa River Shrine"),
            Condition::AtLeast(3, Count::CountersOnThis("brick".into()))
        );
    }

    #[test]
    fn rule_603_4_conditions_of_power_life_and_an_empty_battlefield_are_read() {
        // Mighty Emergence's kin, Ajani's Pridemate's kin, Phyrexian Unlife's "5 or less",
        // Blizzard Specter's "no creatures" (2019 dump).
        let p = Condition::parse;
        let Condition::AtLeast(1, Count::Permanents(w)) = p("you control a creature with power 4 or greater") else {
            panic!()
        };
        assert_eq!(w.with, [crate::cards::effects::With::Power { n: 4, at_least: true }]);
        assert_eq!(w.filter.controller, Controlled::You);
        assert_eq!(p("you have 5 or less life"), Condition::YouHaveAtMostLife(5));
        let Condition::AtMost(0, Count::Permanents(all)) = p("no creatures are on the battlefield") else { panic!() };
        assert_eq!(all.filter.controller, Controlled::Anyone);
        let Condition::AtMost(0, Count::Permanents(theirs)) = p("your opponents control no creatures") else {
            panic!()
        };
        assert_eq!(theirs.filter.controller, Controlled::Opponent);
    }

    #[test]
    fn rule_611_3a_conditions_of_the_turn_and_of_the_permanent_are_read() {
        let p = Condition::parse;
        assert_eq!(p("it's your turn"), Condition::YourTurn(true));
        assert_eq!(p("it's not your turn"), Condition::YourTurn(false));
        assert_eq!(p("Wei Elite Companions is attacking"), Condition::ThisIsAttacking);
        assert_eq!(p("it's attacking"), Condition::ThisIsAttacking);
        assert_eq!(p("Kor Duelist is equipped"), Condition::ThisHasAttached(Attachment::Equipment));
        assert_eq!(p("this creature is enchanted"), Condition::ThisHasAttached(Attachment::Aura));
        assert_eq!(p("Gaea's Skyfolk is untapped"), Condition::ThisIsTapped(false));
        assert_eq!(p("Pyre Zombie is in your graveyard"), Condition::ThisIsInGraveyard);
        assert_eq!(p("an opponent has 10 or less life"), Condition::AnOpponentHasAtMostLife(10));
        // The Traps (2019 dump): what happened this turn.
        assert_eq!(p("an opponent searched their library this turn"), Condition::AnOpponentSearchedThisTurn);
        assert_eq!(p("an opponent cast three or more spells this turn"), Condition::AnOpponentCastSpellsThisTurn(3));
        assert_eq!(
            p("an opponent had three or more cards put into their graveyard from anywhere this turn"),
            Condition::AnOpponentCardsToGraveyardThisTurn(3)
        );
        // Both of two (the Legates of Mercadian Masques).
        let both = p("an opponent controls a Plains and you control a Mountain");
        let Condition::Both(a, b) = &both else { panic!("{both:?}") };
        assert!(
            matches!(**a, Condition::AnOpponentAtLeast(1, _)) && matches!(**b, Condition::AtLeast(1, _)),
            "{both:?}"
        );
        // What the table doesn't judge stays the players'.
        assert!(!p("you control a blue creature and a red creature").judged());
        assert!(!p("enchanted creature is white").judged());
        assert!(!p("an opponent has more cards in hand than you").judged());
        // 205.4g: a supertype is a kind the table counts.
        assert!(p("you control a snow land").judged());
        // 702.131c: the city's blessing is judged now (ascend).
        assert_eq!(p("you have the city's blessing"), Condition::YouHaveCitysBlessing);
    }
}
