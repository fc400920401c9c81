//! The text client's words for a seat's turn at an assisted table (`pass`, `attack`, `cast`,
//! `find`, `scry`...), read into the actions they mean, for the seat's model: what `join --text`
//! sends.

use crate::i18n::Lang;
use crate::rules::Action;
use crate::view::commands::{CardCommand, card_command};
use crate::view::seat::SeatModel;

/// The text client's words for the turn at an assisted table, for the seat in `m`: `pass`
/// (117.3d); `attack ID[>TARGET] ...` (508.1; TARGET a player, planeswalker or battle, by
/// default the one opponent; `attack` alone: no attackers); `block BLOCKER>ATTACKER ...`
/// (509.1; `BLOCKER>A,B` for a creature that may block more than one attacker, 509.1a; `block`
/// alone: no blockers); `tap ID [MANA]` (a mana ability, 605), `tap all MANA` (each land that
/// adds it); `play ID` (a
/// land, 305.1); `order N N ...` (603.3b: the seat's triggered abilities as the table numbers
/// them, first to resolve first); `cast ID [TARGET ...]` (601.2c: a spell and its targets, ids
/// or players' names, in the order its text names them); `target TARGET ...` (603.3d: the
/// targets of the seat's triggered ability the table asks about); `yes` / `no` (603.5: whether
/// the seat's optional ability the table asks about does what it says). `None`: not one
/// of these words; any other line is read as an action.
pub fn turn_shorthand(lang: Lang, line: &str, m: &SeatModel) -> Option<Result<Action, String>> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let rest: Vec<&str> = words.collect();
    let me = m.seat.clone();
    if me.is_empty()
        && matches!(
            first,
            "pass"
                | "attack"
                | "block"
                | "tap"
                | "order"
                | "cast"
                | "activate"
                | "target"
                | "yes"
                | "no"
                | "find"
                | "scry"
                | "surveil"
                | "choose"
                | "pay"
                | "color"
                | "enter"
        )
    {
        return Some(Err(lang.tr("cli-spectator-doesnt-play")));
    }
    Some(Ok(match first {
        "pass" if rest.is_empty() => Action::PassPriority { player: me.into(), until: None },
        "attack" => {
            let opponents: Vec<&String> = m.players.iter().filter(|p| **p != me).collect();
            let mut attackers = Vec::new();
            for w in rest {
                let (id, at) = match w.split_once('>') {
                    Some((id, at)) => (id, at.to_string()),
                    None if opponents.len() == 1 => (w, opponents[0].clone()),
                    None => return Some(Err(lang.t("cli-attack-whom", &[("id", w)]))),
                };
                attackers.push((id.into(), m.target_named(&at)));
            }
            Action::DeclareAttackers { player: me.into(), attackers }
        }
        "block" => {
            // `wall>bears,elf`: a creature that may block more than one attacker (509.1a) blocks
            // each named; the rules say whether it may.
            let mut blockers = Vec::new();
            for w in rest {
                match w.split_once('>') {
                    Some((b, those)) if those.split(',').all(|a| !a.is_empty()) => {
                        blockers.extend(those.split(',').map(|a| (b.into(), a.into())));
                    }
                    Some((b, _)) => return Some(Err(lang.t("cli-block-which", &[("id", b)]))),
                    None => return Some(Err(lang.t("cli-block-which", &[("id", w)]))),
                }
            }
            Action::DeclareBlockers { player: me.into(), blockers }
        }
        "play" if rest.len() == 1 => Action::PlayLand(rest[0].to_string().into()),
        "order" if !rest.is_empty() => {
            let mut order = Vec::new();
            for w in rest {
                match w.parse::<u32>() {
                    Ok(n) if n >= 1 => order.push(n - 1),
                    _ => return Some(Err(lang.t("cli-order-which", &[("word", w)]))),
                }
            }
            Action::OrderTriggers { player: me.into(), order }
        }
        // 601.2c: `cast ID TARGET ...`, each target an id or a player's name, in the order the
        // card's text names them; the choices made as it is cast (`Choices`): `mode:2` or
        // `mode:1,2` a modal spell's modes (700.2), `x:4` (107.3a), `divide:2,1` its damage divided
        // among its targets (601.2d), `pay:{W}{U}{U}` and `life:2`
        // how its mana is paid (601.2h), `kicked`, `buyback`, `evoke`, `dash`, `surge`, `overload`, `spectacle`, `madness`.
        "cast" if !rest.is_empty() => {
            let (chosen, words) = match Choices::read(&rest[1..]) {
                Ok(read) => read,
                Err(word) => return Some(Err(lang.t("cli-choice-unread", &[("word", word)]))),
            };
            // 608.2g: the card a resolution lets the seat cast, with the face it is offered with.
            let offered = m.table.casting.as_ref().filter(|c| c.card == rest[0] && c.transformed);
            let mut cast = Action::cast_targeting(rest[0], targets_named(&words, m));
            if let Action::Cast { face, x, modes, divided, pay, kicked, buyback, alternative, additional, .. } =
                &mut cast
            {
                *divided = chosen.divided.clone();
                if offered.is_some() {
                    *face = Some(crate::rules::action::Side::Back);
                }
                (*x, *modes, *pay, *kicked, *buyback, *alternative) =
                    (chosen.x, chosen.modes, chosen.pay, chosen.kicked, chosen.buyback, chosen.alternative);
                *additional = (!chosen.additional.is_empty()).then_some(chosen.additional);
            }
            cast
        }
        // 602.2: `activate ID N TARGET...`, the card's Nth ability as its line lists it, its
        // mana paid as `pay:` and `life:` say.
        "activate" if rest.len() >= 2 => match rest[1].parse::<u32>().ok().filter(|n| *n >= 1) {
            Some(n) => {
                let (chosen, words) = match Choices::read(&rest[2..]) {
                    Ok(read) => read,
                    Err(word) => return Some(Err(lang.t("cli-choice-unread", &[("word", word)]))),
                };
                Action::Activate {
                    card: rest[0].into(),
                    ability: n - 1,
                    targets: targets_named(&words, m),
                    pay: chosen.pay,
                    additional: (!chosen.additional.is_empty()).then_some(chosen.additional),
                }
            }
            None => return Some(Err(lang.t("cli-activate-which", &[("n", rest[1])]))),
        },
        // 603.3d: the targets of the triggered ability the table asks the seat about.
        // 603.5: whether the seat's optional ability does what it says.
        // 103.5: the opening hand: `mulligan`, or `keep` with the cards put on the bottom of the
        // library, one per mulligan (`keep ID ID`).
        "mulligan" if rest.is_empty() => Action::Mulligan { player: me.into() },
        "keep" => Action::Keep {
            player: me.into(),
            bottom: (!rest.is_empty()).then(|| rest.iter().map(|w| (*w).into()).collect()),
        },
        // 608.2g: not casting the card a resolution lets the seat cast (with none offered,
        // `decline` answers another player's question).
        "decline" if rest.is_empty() && m.table.casting.as_ref().is_some_and(|c| c.player == me) => {
            Action::DeclineCast { player: me.into() }
        }
        // 701.22a: `scry ID ...`, the cards a scry for an effect puts on the bottom; 701.25a:
        // `surveil ID ...`, those a surveil puts into the graveyard; the rest go back on top in
        // the order listed.
        "scry" | "surveil" => match m.table.scrying.as_ref().filter(|s| s.player == me) {
            // 401.4: `scry shuffle` (Ponder's shuffle instead); `scry ID ...`, the cards named
            // first on top in that order, the rest under them as listed.
            Some(s) if rest == ["shuffle"] => match s.may_shuffle {
                true => Action::Shuffle { player: me.into() },
                false => return Some(Err(lang.tr("cli-cant-shuffle-instead"))),
            },
            Some(s) if s.arrange => {
                let named = rest.iter().filter_map(|w| s.cards.iter().find(|(id, _)| id == w));
                let others = s.cards.iter().filter(|(id, _)| !rest.contains(&id.as_str()));
                let top = named.chain(others).map(|(id, _)| id.as_str().into()).collect();
                Action::Scry { player: me.into(), top, bottom: Vec::new() }
            }
            Some(s) => {
                let kept = s.cards.iter().filter(|(id, _)| !rest.contains(&id.as_str()));
                let top = kept.map(|(id, _)| id.as_str().into()).collect();
                let away = rest.iter().map(|w| (*w).into()).collect();
                match first == "surveil" {
                    true => Action::Surveil { player: me.into(), top, graveyard: away },
                    false => Action::Scry { player: me.into(), top, bottom: away },
                }
            }
            None => return Some(Err(lang.tr("cli-no-choice-asked"))),
        },
        // 201.4: `name CARD NAME`, the card name an effect asks the seat to choose (the rules
        // judge it).
        "name" if !rest.is_empty() => {
            match m.table.choosing_color.as_ref().filter(|c| c.player == me && c.card_name.is_some()) {
                Some(_) => Action::ChooseName { player: me.into(), name: rest.join(" ") },
                None => return Some(Err(lang.tr("cli-no-choice-asked"))),
            }
        }
        // 105.1: `color red`, the colour an effect asks the seat to choose.
        "color" if rest.len() == 1 => {
            match m.table.choosing_color.as_ref().filter(|c| c.player == me && c.card_name.is_none()) {
                Some(_) => match crate::cards::Color::from_word(&rest[0].to_lowercase()) {
                    Some(color) => Action::ChooseColor { player: me.into(), color },
                    None => return Some(Err(lang.tr("cli-not-a-color"))),
                },
                None => return Some(Err(lang.tr("cli-no-choice-asked"))),
            }
        }
        // 614.12a: `enter ID counter|none|haste|COLOR|TYPE|CARD NAME`, what a permanent of the
        // seat's enters with; a card name as many words as it has (the rules check it, 201.4).
        "enter" if rest.len() >= 2 => {
            let asked =
                m.table.objects.iter().find(|o| o.id == rest[0] && o.controller == me).and_then(|o| o.entry_choice);
            let Some(choice) = asked else { return Some(Err(lang.tr("cli-no-choice-asked"))) };
            if let crate::cards::EntryChoice::CardName { .. } = choice {
                let answer = crate::cards::EntryAnswer::Name(rest[1..].join(" "));
                return Some(Ok(Action::ChooseAsEnters { card: rest[0].into(), answer }));
            }
            match choice.answers().into_iter().find(|a| rest.len() == 2 && a.word().eq_ignore_ascii_case(rest[1])) {
                Some(answer) => Action::ChooseAsEnters { card: rest[0].into(), answer },
                None => return Some(Err(lang.tr("cli-not-an-entry-answer"))),
            }
        }
        // 118.12a: `pay`, or `pay no`, for the cost an effect's "unless" offers the seat.
        "pay" if rest.is_empty() || rest == ["no"] => match m.table.paying.as_ref().filter(|p| p.player == me) {
            Some(_) => Action::PayUnless { player: me.into(), pay: rest.is_empty() },
            None => return Some(Err(lang.tr("cli-no-choice-asked"))),
        },
        // 701.9b: `choose ID ...`, the cards an effect has the seat choose from a hand (the
        // first named ends on top of a library); `choose` alone, none where none may be.
        "choose" if !rest.is_empty() || m.table.hand_choice.as_ref().is_some_and(|c| c.up_to) => {
            match m.table.hand_choice.as_ref().filter(|c| c.player == me) {
                Some(_) => Action::ChooseCards { player: me.into(), cards: rest.iter().map(|w| (*w).into()).collect() },
                None => return Some(Err(lang.tr("cli-no-choice-asked"))),
            }
        }
        // 700.3: `separate ID ...`, the first pile of the permanents the seat separates (the rest
        // the second); `pile 1` or `pile 2`, the pile the seat chooses.
        "separate" => match m.table.piles.as_ref().filter(|p| p.separator == me && p.first.is_none()) {
            Some(_) => Action::SeparatePiles { player: me.into(), pile: rest.iter().map(|w| (*w).into()).collect() },
            None => return Some(Err(lang.tr("cli-no-choice-asked"))),
        },
        "pile" if rest == ["1"] || rest == ["2"] => {
            match m.table.piles.as_ref().filter(|p| p.chooser == me && p.first.is_some()) {
                Some(_) => Action::ChoosePile { player: me.into(), first: rest == ["1"] },
                None => return Some(Err(lang.tr("cli-no-choice-asked"))),
            }
        }
        // 701.23a: `find ID ...`, the cards a search for an effect finds (one, or up to the
        // number it says, the first named first); `find` alone, nothing.
        "find" => match m.table.searching.as_ref().filter(|s| s.player == me) {
            Some(_) => Action::Find { player: me.into(), cards: rest.iter().map(|w| (*w).into()).collect() },
            None => return Some(Err(lang.tr("cli-no-choice-asked"))),
        },
        "yes" | "no" if rest.is_empty() => match m.table.deciding.as_ref() {
            Some(d) => Action::ChooseMay {
                player: me.into(),
                ability: d.ability.clone().into(),
                yes: first == "yes",
                sacrifice: None,
            },
            None => return Some(Err(lang.tr("cli-no-choice-asked"))),
        },
        // 603.12: `yes ID`, doing it by sacrificing that permanent.
        "yes" if rest.len() == 1 => match m.table.deciding.as_ref() {
            Some(d) => Action::ChooseMay {
                player: me.into(),
                ability: d.ability.clone().into(),
                yes: true,
                sacrifice: Some(rest[0].into()),
            },
            None => return Some(Err(lang.tr("cli-no-choice-asked"))),
        },
        // 603.3c: `mode N`, a modal triggered ability's mode, from 1 as printed.
        "mode" if rest.len() == 1 => match (m.table.targeting.as_ref(), rest[0].parse::<u32>()) {
            (Some(c), Ok(n)) if n >= 1 && !c.modes.is_empty() => {
                Action::ChooseMode { player: me.into(), ability: c.ability.clone().into(), mode: n - 1 }
            }
            _ => return Some(Err(lang.tr("cli-no-choice-asked"))),
        },
        "target" if !rest.is_empty() => match m.table.targeting.as_ref() {
            Some(c) => Action::ChooseTargets {
                player: me.into(),
                ability: c.ability.clone().into(),
                targets: targets_named(&rest, m),
            },
            None => return Some(Err(lang.tr("cli-no-targets-asked"))),
        },
        // `tap ID MANA`: the mana a land that makes more than one kind adds; `tap ID` is what T
        // over the card means in a window; `tap all MANA`: every untapped land of the seat's
        // that adds it (605.3a).
        "tap" if rest.len() == 2 && rest[0] == "all" => {
            Action::TapLandsForMana { player: me.into(), mana: rest[1].to_string() }
        }
        "tap" if rest.len() == 2 => Action::TapForMana { card: rest[0].into(), mana: Some(rest[1].to_string()) },
        "tap" if rest.len() == 1 => match m.table.objects.iter().find(|o| o.id == rest[0]) {
            Some(o) => card_command(CardCommand::Tap, o, m.table.assisted),
            None => return Some(Err(lang.t("cli-no-such-card", &[("id", rest[0])]))),
        },
        _ => return None,
    }))
}

/// The choices a `cast` or `activate` line makes beside its targets, each `key:value`.
#[derive(Default)]
struct Choices {
    /// `mode:1,2`: a modal spell's modes, from 1 as written (from 0 in the action).
    modes: Option<Vec<u32>>,
    /// `x:4`.
    x: Option<u32>,
    /// `divide:2,1`: the damage each target is dealt, in their order (601.2d).
    divided: Option<Vec<u32>>,
    /// `pay:{W}{U}` and `life:2`.
    pay: Option<crate::rules::action::Payment>,
    /// `kicked` (702.33a).
    kicked: bool,
    /// `buyback` (702.27a).
    buyback: bool,
    /// `evoke`, `dash`, `surge`, `overload`, `spectacle`, `madness`: for that alternative cost (118.9).
    alternative: Option<crate::cards::costs::Alternative>,
    /// `with:ID`: an object an additional cost takes (601.2b), once each.
    additional: Vec<crate::rules::ObjectId>,
}

impl Choices {
    /// The choices among `words`, and the words left (the targets); `Err` a choice that doesn't
    /// read.
    fn read<'a>(words: &[&'a str]) -> Result<(Choices, Vec<&'a str>), &'a str> {
        let mut c = Choices::default();
        let mut rest = Vec::new();
        for w in words {
            if *w == "kicked" {
                c.kicked = true;
                continue;
            }
            if *w == "buyback" {
                c.buyback = true;
                continue;
            }
            if let Some(a) =
                crate::cards::costs::Alternative::ALL.into_iter().find(|a| a.keyword().eq_ignore_ascii_case(w))
            {
                c.alternative = Some(a);
                continue;
            }
            let keys = ["mode", "x", "pay", "life", "with", "divide"];
            let Some((key, value)) = w.split_once(':').filter(|(k, _)| keys.contains(k)) else {
                rest.push(*w);
                continue;
            };
            let number = |v: &str| v.parse::<u32>().ok();
            match key {
                "mode" => {
                    let each: Option<Vec<u32>> =
                        value.split(',').map(|n| number(n).filter(|n| *n >= 1).map(|n| n - 1)).collect();
                    c.modes.get_or_insert_default().extend(each.ok_or(*w)?);
                }
                "x" => c.x = Some(number(value).ok_or(*w)?),
                "divide" => c.divided = Some(value.split(',').map(number).collect::<Option<Vec<u32>>>().ok_or(*w)?),
                "pay" => c.pay.get_or_insert_default().mana = value.to_string(),
                "with" => c.additional.push(value.into()),
                _ => c.pay.get_or_insert_default().life = number(value).ok_or(*w)?,
            }
        }
        Ok((c, rest))
    }
}

/// Targets written as ids or players' names.
fn targets_named(words: &[&str], m: &SeatModel) -> Vec<crate::rules::Target> {
    words.iter().map(|w| m.target_named(w)).collect()
}
