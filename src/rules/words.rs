//! Actions in a player's words, for the log and the status line: "Transform Delver of Secrets",
//! not `Transform("delver")`. Objects are named through a lookup the caller gives, so the
//! overlay names each object as its viewer may see it (a face-down permanent, a hidden card),
//! and the scene panel keeps the ids the scene file uses.

use super::action::ObjectId;
use super::action::{
    Action, DayNight, FaceDownKind, Filter, Position, Side, Target, TokenKind, TokenSpec, Until, Zone,
};

/// The most places of an `OrderTriggers`, or targets of a `ChooseTargets`, its sentence names.
const MAX_ORDER_SAID: usize = 20;

impl Action {
    /// The action as a sentence, with objects named by `name` (which gets an id).
    pub fn describe(&self, name: &dyn Fn(&str) -> String) -> String {
        use Action::*;
        let target = |t: &Target| match t {
            Target::Object(id) => name(id),
            Target::Player(p) => p.to_string(),
        };
        match self {
            Transform(c) => format!("Transform {}", name(c)),
            TransformAll(f) => format!("Transform every permanent that {}", filter(f)),
            Convert(c) => format!("Convert {}", name(c)),
            TurnFaceDown { card, kind } => format!("Turn {} face down ({})", name(card), face_down(*kind)),
            TurnFaceUp(c) => format!("Turn {} face up", name(c)),
            TurnFaceUpForCost(c) => format!("Turn {} face up for its cost", name(c)),
            Manifest { player } => format!("{player} manifests the top card of their library"),
            Cloak { player } => format!("{player} cloaks the top card of their library"),
            ManifestDread { player, .. } => format!("{player} manifests dread"),
            Move { card, to, position } => {
                let where_ = match (to, position) {
                    (Zone::Library, Some(Position::Bottom)) => "the bottom of its owner's library".into(),
                    (Zone::Library, Some(Position::FromTop(n))) => {
                        format!("its owner's library, {} from the top", ordinal((*n).max(1)))
                    }
                    (Zone::Library, _) => "the top of its owner's library".into(),
                    (z, _) => zone(*z),
                };
                format!("Move {} to {where_}", name(card))
            }
            PutOntoBattlefield { card, transformed, face_down: fd, controller, copy_of, except, attached_to } => {
                let mut s = format!("Put {} onto the battlefield", name(card));
                if *transformed {
                    s.push_str(" transformed");
                }
                if let Some(k) = fd {
                    s.push_str(&format!(" face down ({})", face_down(*k)));
                }
                if let Some(p) = controller {
                    s.push_str(&format!(" under {p}'s control"));
                }
                if let Some(o) = copy_of {
                    s.push_str(&format!(" as a copy of {}", name(o)));
                    if let Some(ex) = except {
                        s.push_str(&format!(", except {}", exceptions(ex)));
                    }
                }
                if let Some(h) = attached_to {
                    s.push_str(&format!(" attached to {}", target(h)));
                }
                s
            }
            Cast { card, face, face_down: fd, targets, fused, prototyped, x } => {
                let mut s = match (face, fd) {
                    _ if *fused => format!("Cast {} fused", name(card)),
                    _ if *prototyped => format!("Cast {} prototyped", name(card)),
                    (_, Some(k)) => format!("Cast {} face down ({})", name(card), face_down(*k)),
                    (Some(Side::Back), None) => format!("Cast {} with its back face up", name(card)),
                    _ => format!("Cast {}", name(card)),
                };
                if let Some(x) = x {
                    s.push_str(&format!(" with X = {x}"));
                }
                if !targets.is_empty() {
                    let t: Vec<String> = targets.iter().map(target).collect();
                    s.push_str(&format!(" targeting {}", t.join(" and ")));
                }
                s
            }
            Resolve => "Resolve the top of the stack".into(),
            PlayLand(c) => format!("Play {}", name(c)),
            Scry { player, top, bottom } => {
                let n = top.len() + bottom.len();
                format!("{player} scries {n}: {} on top, {} on the bottom", names(top, name), names(bottom, name))
            }
            Surveil { player, top, graveyard } => {
                let n = top.len() + graveyard.len();
                format!(
                    "{player} surveils {n}: {} on top, {} into the graveyard",
                    names(top, name),
                    names(graveyard, name)
                )
            }
            AddCard { id, name: card, owner, zone: z } => {
                // Named as the viewer sees the card brought in, once it is there: a card put into
                // another player's hand or a library is "a hidden card" to them.
                let shown = name(id);
                let card = if *id == shown { card.clone() } else { shown };
                format!("Bring {card} into the game from outside it: to {}, {owner}'s", zone(*z))
            }
            DamagePlayer { source, player, n, combat } => {
                let kind = if *combat { "combat damage" } else { "damage" };
                format!("{} deals {n} {kind} to {player}", name(source))
            }
            CommanderChoice { card, command_zone: true } => {
                format!("{}'s owner puts it into the command zone when it would leave for elsewhere", name(card))
            }
            CommanderChoice { card, command_zone: false } => {
                format!("{}'s owner lets it go where it goes, not to the command zone", name(card))
            }
            CreateToken { token: kind, controller, count, tapped, transformed, attached_to, .. } => {
                let n = count.unwrap_or(1);
                let what = token(kind, name);
                let mut s = match n {
                    1 => format!("{controller} creates {what}"),
                    n => format!("{controller} creates {n} × {what}"),
                };
                if *tapped {
                    s.push_str(", tapped");
                }
                if *transformed {
                    s.push_str(", transformed");
                }
                if let Some(to) = attached_to {
                    s.push_str(&format!(", attached to {}", target(to)));
                }
                s
            }
            Incubate { player, n, .. } => format!("{player} incubates {n}"),
            AddCounters { card, kind, n } => format!("Put {} on {}", counters(*n, &kind.name()), name(card)),
            RemoveCounters { card, kind, n } => format!("Remove {} from {}", counters(*n, &kind.name()), name(card)),
            Attach { card, to } => format!("Attach {} to {}", name(card), target(to)),
            Unattach(c) => format!("Unattach {}", name(c)),
            Tap(c) => format!("Tap {}", name(c)),
            Untap(c) => format!("Untap {}", name(c)),
            Destroy(c) => format!("Destroy {}", name(c)),
            Sacrifice(c) => format!("Sacrifice {}", name(c)),
            KeepLegend(c) => format!("Keep {} (the legend rule)", name(c)),
            CopySpell { spell, controller, .. } => match controller {
                Some(p) => format!("Copy {} for {p}", name(spell)),
                None => format!("Copy {}", name(spell)),
            },
            ChangeText { card, from, to, .. } => format!("\"{from}\" becomes \"{to}\" in the text of {}", name(card)),
            BecomeColors { card, colors, .. } => format!("{} becomes {colors:?}", name(card)),
            PhaseOut(c) => format!("{} phases out", name(c)),
            Meld(c) => format!("Meld {}", name(c)),
            Flip(c) => format!("Flip {}", name(c)),
            OrderTriggers { player, order } => {
                // A list no table needs (a hostile seat's) is said in a line of bounded length.
                let mut said: Vec<String> = order.iter().take(MAX_ORDER_SAID).map(|i| (i + 1).to_string()).collect();
                if order.len() > MAX_ORDER_SAID {
                    said.push(format!("... ({} in all)", order.len()));
                }
                format!("{player} orders their triggered abilities: {}", said.join(", "))
            }
            ChooseTargets { player, ability, targets } => {
                let mut said: Vec<String> = targets.iter().take(MAX_ORDER_SAID).map(target).collect();
                if targets.len() > MAX_ORDER_SAID {
                    said.push(format!("... ({} in all)", targets.len()));
                }
                format!("{player} chooses the targets of {}: {}", name(ability), said.join(" and "))
            }
            ChooseMay { player, ability, yes } => match yes {
                true => format!("{player} chooses to do what {} says", name(ability)),
                false => format!("{player} chooses not to do what {} says", name(ability)),
            },
            ChooseChapter { card, chapter } => {
                format!("{} starts at chapter {}", name(card), crate::cards::roman(*chapter))
            }
            PhaseIn(c) => format!("{} phases in", name(c)),
            ChooseProtector { card, player } => format!("{player} protects {}", name(card)),
            GainControl { card, player } => format!("{player} gains control of {}", name(card)),
            Damage { card, n, source: None } => format!("Deal {n} damage to {}", name(card)),
            Damage { card, n, source: Some(s) } => format!("{} deals {n} damage to {}", name(s), name(card)),
            ModifyPT { card, power, toughness, until: u } => {
                format!("{} gets {power:+}/{toughness:+}{}", name(card), until(*u))
            }
            SetPT { card, power, toughness, until: u } => {
                format!("{} has base power and toughness {power}/{toughness}{}", name(card), until(*u))
            }
            SwitchPT { card, until: u } => format!("Switch {}'s power and toughness{}", name(card), until(*u)),
            AddTypes { card, subtypes, types, all_creature_types, until: u } => {
                let mut what: Vec<String> = types.iter().flatten().map(|t| format!("{t:?}")).collect();
                what.extend(subtypes.iter().flatten().cloned());
                if *all_creature_types {
                    what.push("every creature type".into());
                }
                format!("{} becomes {} in addition to its other types{}", name(card), what.join(" "), until(*u))
            }
            GainAbility { card, ability, until: u } => format!("{} gains {ability}{}", name(card), until(*u)),
            LoseAllAbilities { card, until: u } => format!("{} loses all abilities{}", name(card), until(*u)),
            BecomeCopy { card, of, until: u, except } => {
                let but = except.as_ref().map(|ex| format!(", except {}", exceptions(ex))).unwrap_or_default();
                format!("{} becomes a copy of {}{but}{}", name(card), name(of), until(*u))
            }
            Stack { source, trigger, effect, .. } => {
                let kind = match trigger.unwrap_or_default() {
                    super::action::AbilityKind::Activated => "an activated ability",
                    super::action::AbilityKind::Triggered => "a triggered ability",
                    super::action::AbilityKind::Delayed => "a delayed triggered ability",
                };
                format!("{} puts {kind} on the stack: {}", name(source), lower_first(&effect.describe(name)))
            }
            ResolveAbility(id) => format!("Resolve the ability {id}"),
            ExileAndReturn { card, transformed, under } => format!(
                "Exile {}, then return it to the battlefield{}{}",
                name(card),
                if transformed.unwrap_or(false) { " transformed" } else { "" },
                under.as_ref().map(|p| format!(" under {p}'s control")).unwrap_or_default()
            ),
            PassTurn => "Pass the turn".into(),
            NextStep => "Go to the next step".into(),
            Draw { player, n } => match n.unwrap_or(1) {
                1 => format!("{player} draws a card"),
                n => format!("{player} draws {n} cards"),
            },
            Mill { player, n } => format!("{player} mills {n}"),
            Mulligan { player } => format!("{player} mulligans"),
            Reveal { card, to: None } => format!("Reveal {}", name(card)),
            Reveal { card, to: Some(p) } => format!("{p} looks at {}", name(card)),
            RevealHand { player, to: None } => format!("{player} reveals their hand"),
            RevealHand { player, to: Some(p) } => format!("{player} reveals their hand to {p}"),
            LookAtTop { player, n } => format!("{player} looks at the top {n} of their library"),
            Conceal(card) => format!("Hide {} again", name(card)),
            Search { player } => format!("{player} searches their library"),
            TopRevealed { player, on: true } => format!("{player} plays with the top card of their library revealed"),
            TopRevealed { player, on: false } => format!("{player} stops revealing the top card of their library"),
            Arrow { from, to, attack: true } => format!("{} attacks {}", name(from), target(to)),
            Arrow { from, to, .. } => format!("An arrow from {} to {}", name(from), target(to)),
            ClearArrows => "Remove every arrow".into(),
            DiscardAtRandom { player, n } => format!("{player} discards {} at random", n.unwrap_or(1)),
            Note { card, text } if text.trim().is_empty() => format!("Remove the note on {}", name(card)),
            Note { card, text } => format!("Note on {}: {}", name(card), text.trim()),
            SetDayNight(DayNight::Day) => "It becomes day".into(),
            SetDayNight(DayNight::Night) => "It becomes night".into(),
            SetDayNight(DayNight::Neither) => "It becomes neither day nor night".into(),
            Shuffle { player } => format!("{player} shuffles their library"),
            Roll { player, sides, count } => match count.unwrap_or(1) {
                1 => format!("{player} rolls a d{sides}"),
                n => format!("{player} rolls {n}d{sides}"),
            },
            FlipCoin { player } => format!("{player} flips a coin"),
            ChangeLife { player, by } if *by >= 0 => format!("{player} gains {by} life"),
            ChangeLife { player, by } => format!("{player} loses {} life", -(*by as i64)),
            SetLife { player, life } => format!("{player}'s life total becomes {life}"),
            Concede { player } => format!("{player} concedes"),
            PlayerCounters { player, kind, by } if *by >= 0 => {
                format!("{player} gets {}", counters(*by as u32, &kind.name()))
            }
            PlayerCounters { player, kind, by } => {
                format!("Remove {} from {player}", counters(by.unsigned_abs(), &kind.name()))
            }
            TimeRanOut { player } => format!("{player}'s time runs out"),
            SetMode(super::action::RulesMode::Assisted) => "Let the rules run the turn".into(),
            SetMode(super::action::RulesMode::Free) => "Run the turn by hand (free table)".into(),
            PassPriority { player, until: None } => format!("{player} passes priority"),
            PassPriority { player, until: Some(u) } => format!(
                "{player} passes priority {}",
                match u {
                    super::action::PassUntil::SomethingHappens => "until something happens",
                    super::action::PassUntil::EndOfTurn => "until the end of the turn",
                    super::action::PassUntil::MyTurn => "until their next turn",
                }
            ),
            SetStops { player, own, others } => {
                let steps = |v: &[crate::rules::game::TurnStep]| match v.is_empty() {
                    true => "nowhere".to_string(),
                    false => v.iter().map(|s| s.words()).collect::<Vec<_>>().join(", "),
                };
                format!("{player} stops in their turns at: {}; in the others' turns at: {}", steps(own), steps(others))
            }
            DeclareAttackers { player, attackers } if attackers.is_empty() => format!("{player} attacks with nothing"),
            DeclareAttackers { player, attackers } => {
                let each: Vec<String> =
                    attackers.iter().map(|(a, t)| format!("{} at {}", name(a), target(t))).collect();
                format!("{player} attacks: {}", each.join(", "))
            }
            DeclareBlockers { player, blockers } if blockers.is_empty() => format!("{player} blocks with nothing"),
            DeclareBlockers { player, blockers } => {
                let each: Vec<String> =
                    blockers.iter().map(|(b, a)| format!("{} blocks {}", name(b), name(a))).collect();
                format!("{player} blocks: {}", each.join(", "))
            }
            AssignCombatDamage { card, to } => {
                let each: Vec<String> = to.iter().map(|(t, n)| format!("{n} to {}", target(t))).collect();
                format!("Divide {}'s combat damage: {}", name(card), each.join(", "))
            }
            AddMana { player, mana } => format!("Add {mana} to {player}'s mana pool"),
            TapForMana { card, mana: Some(m) } => format!("Tap {} for {m}", name(card)),
            TapForMana { card, mana: None } => format!("Tap {} for mana", name(card)),
            PayCost { player, cost } => format!("{player} pays {cost}"),
            // "Alice draws a card" already says who; "Bob: Tap Grizzly Bears".
            By { player, action } => match action.describe(name) {
                said if said.starts_with(&format!("{player} ")) => said,
                said => format!("{player}: {said}"),
            },
        }
    }
}

fn zone(z: Zone) -> String {
    match z {
        Zone::Library => "the library",
        Zone::Hand => "its owner's hand",
        Zone::Battlefield => "the battlefield",
        Zone::Graveyard => "its owner's graveyard",
        Zone::Stack => "the stack",
        Zone::Exile => "exile",
        Zone::Command => "the command zone",
    }
    .into()
}

fn face_down(k: FaceDownKind) -> &'static str {
    match k {
        FaceDownKind::Plain => "a 2/2",
        FaceDownKind::Morph => "morph",
        FaceDownKind::Megamorph => "megamorph",
        FaceDownKind::Disguise => "disguise",
        FaceDownKind::Manifest => "manifest",
        FaceDownKind::Cloak => "cloak",
        FaceDownKind::ManifestDread => "manifest dread",
    }
}

fn counters(n: u32, kind: &str) -> String {
    match n {
        1 => format!("a {kind} counter"),
        n => format!("{n} {kind} counters"),
    }
}

fn until(u: Option<Until>) -> &'static str {
    match u {
        Some(Until::EndOfTurn) => " until end of turn",
        _ => "",
    }
}

fn token(kind: &TokenKind, name: &dyn Fn(&str) -> String) -> String {
    match kind {
        TokenKind::Predefined(n) => format!("a {n} token"),
        TokenKind::Spec(s) => match (&s.name, s.power, s.toughness) {
            (Some(n), Some(p), Some(t)) => format!("a {p}/{t} {n} token"),
            (Some(n), _, _) => format!("a {n} token"),
            (None, Some(p), Some(t)) => {
                format!("a {p}/{t} {} token", s.subtypes.iter().flatten().cloned().collect::<Vec<_>>().join(" "))
            }
            _ => "a token".into(),
        },
        TokenKind::CopyOf(c) => format!("a token copy of {}", name(c)),
        TokenKind::CopyOfExcept { card, except } => {
            format!("a token copy of {}, except {}", name(card), exceptions(except))
        }
    }
}

/// A copy effect's exceptions (707.9b) as words: "it's black and 4/4".
pub fn exceptions(ex: &TokenSpec) -> String {
    let list = |v: &[String]| if v.is_empty() { "none".to_string() } else { v.join(" ") };
    let mut parts = Vec::new();
    if let Some(n) = &ex.name {
        parts.push(format!("it's named {n}"));
    }
    if let Some(c) = &ex.colors {
        let c: Vec<String> = c.iter().map(|c| lower_first(&format!("{c:?}"))).collect();
        parts.push(if c.is_empty() { "it's colorless".into() } else { format!("it's {}", c.join(" and ")) });
    }
    if let Some(v) = &ex.supertypes {
        parts.push(format!("its supertypes are {}", list(&v.iter().map(|t| format!("{t:?}")).collect::<Vec<_>>())));
    }
    if let Some(v) = &ex.types {
        parts.push(format!("its card types are {}", list(&v.iter().map(|t| format!("{t:?}")).collect::<Vec<_>>())));
    }
    if let Some(v) = &ex.subtypes {
        parts.push(format!("its subtypes are {}", list(v)));
    }
    match (ex.power, ex.toughness) {
        (Some(p), Some(t)) => parts.push(format!("it's {p}/{t}")),
        (Some(p), None) => parts.push(format!("its power is {p}")),
        (None, Some(t)) => parts.push(format!("its toughness is {t}")),
        (None, None) => {}
    }
    if ex.text.is_some() {
        parts.push("its rules text is replaced".into());
    }
    if parts.is_empty() { "nothing".into() } else { parts.join(" and ") }
}

fn filter(f: &Filter) -> String {
    match f {
        Filter::Name(n) => format!("is named {n}"),
        Filter::Subtype(s) => format!("is a {s}"),
        Filter::Type(t) => format!("is a {t:?}"),
        Filter::Controller(p) => format!("{p} controls"),
        Filter::Token => "is a token".into(),
        Filter::NonToken => "isn't a token".into(),
        Filter::All(fs) => fs.iter().map(filter).collect::<Vec<_>>().join(" and "),
        Filter::Any(fs) => fs.iter().map(filter).collect::<Vec<_>>().join(" or "),
        Filter::Not(f) => format!("not ({})", filter(f)),
    }
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_lowercase().chain(c).collect()).unwrap_or_default()
}

/// "1st", "2nd", "3rd", "4th", ... "11th", "21st".
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Cards named in a list, in order, or "none".
fn names(ids: &[ObjectId], name: &dyn Fn(&str) -> String) -> String {
    match ids.len() {
        0 => "none".into(),
        _ => ids.iter().map(|i| name(i)).collect::<Vec<_>>().join(", "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::CounterKind;

    fn names(id: &str) -> String {
        match id {
            "sword" => "Bonesplitter".into(),
            "mine" => "Grizzly Bears".into(),
            "curse" => "Curse of Leeches".into(),
            other => format!("?{other}"),
        }
    }

    #[test]
    fn actions_read_as_sentences_with_names_not_ids() {
        let cases = [
            (Action::Attach { card: "curse".into(), to: "mine".into() }, "Attach Curse of Leeches to Grizzly Bears"),
            (Action::Transform("mine".into()), "Transform Grizzly Bears"),
            (
                Action::AddCounters { card: "mine".into(), kind: CounterKind::PlusOne, n: 2 },
                "Put 2 +1/+1 counters on Grizzly Bears",
            ),
            (
                Action::Move { card: "sword".into(), to: Zone::Library, position: Some(Position::Bottom) },
                "Move Bonesplitter to the bottom of its owner's library",
            ),
            (
                Action::ModifyPT { card: "mine".into(), power: -1, toughness: -1, until: Some(Until::EndOfTurn) },
                "Grizzly Bears gets -1/-1 until end of turn",
            ),
            (
                Action::Stack {
                    id: "ab".into(),
                    source: "curse".into(),
                    trigger: None,
                    effect: Box::new(Action::Tap("mine".into())),
                    targets: Vec::new(),
                },
                "Curse of Leeches puts an activated ability on the stack: tap Grizzly Bears",
            ),
            (Action::Tap("mine".into()).by("Bob"), "Bob: Tap Grizzly Bears"),
            // The action already says who.
            (Action::Draw { player: "Bob".into(), n: None }.by("Bob"), "Bob draws a card"),
            (Action::Draw { player: "Alice".into(), n: None }.by("Bob"), "Bob: Alice draws a card"),
        ];
        for (a, want) in cases {
            let got = a.describe(&names);
            assert_eq!(got, want);
            assert!(!got.contains('(') && !got.contains('"'), "no RON in {got}");
        }
    }
}
