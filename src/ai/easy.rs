//! The easy computer player: rules of thumb read off the seat's view, one decision at a time,
//! no look-ahead.
//!
//! - Opening hand (103.5): keeps two to five lands of seven (any hand after two mulligans), and
//!   puts the cards it needs least on the bottom.
//! - With priority in its own main phase: a land first, then the spell with the largest mana
//!   value it can pay for whose targets it likes, then a face-down permanent turned up; an
//!   instant that removes or hurts something of an opponent's also in an opponent's turn while
//!   their creatures attack, or at their end step.
//! - Attacks with each creature no untapped creature of the defender could block and kill
//!   without dying, with everything when the attack could be lethal.
//! - Blocks to kill an attacker and live, to trade when the attacker is worth more, and chumps
//!   only when the attack would otherwise be lethal.
//! - An instant or sorcery whose words the rules don't carry out whole stays in its hand (it
//!   would do nothing by itself); a permanent is cast for its body whatever its text.
//! - Targets: what a spell's or ability's words say hurts (destroy, exile, damage, -N/-N, tap,
//!   return to hand, counter) goes to an opponent's best creature or the opponent; anything
//!   else to its own best creature or itself.

use rand::rngs::StdRng;

use super::{Seat, attack_with, block_with};
use crate::cards::CardType;
use crate::rules::action::{Action, Target, Zone};
use crate::rules::game::TurnStep;
use crate::view::ObjectView;

pub(super) fn decide(seat: &mut Seat, _rng: &mut StdRng) -> Action {
    let c = seat.choices;
    if !c.attacks.is_empty() {
        let plan = attacks(seat);
        return attack_with(seat, plan);
    }
    if !c.blocks.is_empty() {
        let plan = blocks(seat);
        return block_with(seat, plan);
    }
    let actions = &c.actions;
    if let Some(keep) = opening(seat) {
        return keep;
    }
    // A choice the table waits for: the best-liked targets, yes to "may", cast what is offered.
    let best = actions
        .iter()
        .filter(|a| matches!(a, Action::ChooseTargets { .. }))
        .max_by_key(|a| target_score(seat, a, pending_text(seat)));
    if let Some(a) = best {
        return a.clone();
    }
    // 603.12: a "may" done by a sacrifice gives up the permanent of the least mana value it may
    // (a token's is 0).
    let sacrifices = actions.iter().filter_map(|a| match a {
        Action::ChooseMay { yes: true, sacrifice: Some(card), .. } => Some((a, seat.object(card.as_str()))),
        _ => None,
    });
    if let Some((a, _)) = sacrifices.min_by_key(|(_, o)| o.map_or(0, |o| 1 + o.shown.mana_value)) {
        return a.clone();
    }
    // 701.23a: a land of the name it has fewest of on the battlefield, else the card of the
    // largest mana value; nothing only where nothing fits.
    let finds = actions.iter().filter_map(|a| match a {
        Action::Find { cards, .. } => Some((a, cards.first().and_then(|c| seat.object(c.as_str())))),
        _ => None,
    });
    let liked = |o: &Option<&ObjectView>| match o {
        None => i64::MIN,
        Some(o) if o.shown.is_land() => {
            let mine =
                seat.table.objects.iter().filter(|x| {
                    x.zone == Zone::Battlefield && x.controller == seat.me() && x.shown.name == o.shown.name
                });
            100 - mine.count() as i64
        }
        Some(o) => i64::from(o.shown.mana_value),
    };
    if let Some((a, _)) = finds.max_by_key(|(_, o)| liked(o)) {
        return a.clone();
    }
    // 701.22a: lands to the bottom once it has five on the battlefield, else the spells it can't
    // cast within two more lands; the rest stay on top.
    let lands = seat
        .table
        .objects
        .iter()
        .filter(|x| x.zone == Zone::Battlefield && x.controller == seat.me() && x.shown.is_land());
    let lands = lands.count() as u32;
    let unwanted = |id: &crate::rules::ObjectId| {
        seat.object(id.as_str()).is_some_and(|o| match o.shown.is_land() {
            true => lands >= 5,
            false => o.shown.mana_value > lands + 2,
        })
    };
    // 701.9b: from its own hand, the cards it least wants (lands once it has five, then the
    // spells it can't cast soon); from another's, the card of the largest mana value.
    let worth = |id: &crate::rules::ObjectId| {
        seat.object(id.as_str()).map_or(0, |o| match (o.owner == seat.me(), o.shown.is_land()) {
            (false, _) => -i64::from(o.shown.mana_value),
            (true, true) if lands >= 5 => 0,
            (true, true) => 8,
            (true, false) if o.shown.mana_value > lands + 2 => 1,
            (true, false) => 5 + i64::from(o.shown.mana_value),
        })
    };
    // Onto the battlefield (a Leyline from an opening hand, Elvish Piper's creature): the most.
    // A card dredged back (702.52a) rather than a draw: the most too.
    // One returned rather than the permanent sacrificed (118.12) too.
    let onto = seat.table.hand_choice.as_ref().is_some_and(|c| {
        (c.to_battlefield || c.dredge || c.untap || c.keep || c.graveyard_to_hand || c.or_sacrifice.is_some())
            && c.player == seat.me()
    });
    // 707.5: a permanent entering as a copy copies the costliest it may.
    let copying = seat.table.hand_choice.as_ref().is_some_and(|c| c.copied_by.is_some() && c.player == seat.me());
    let copy_worth =
        |id: &crate::rules::ObjectId| seat.object(id.as_str()).map_or(0, |o| i64::from(o.shown.mana_value));
    // 701.34a: proliferate its own permanents and its opponents (their poison), not theirs.
    let proliferating = seat.table.hand_choice.as_ref().is_some_and(|c| c.proliferate && c.player == seat.me());
    let proliferate_worth = |id: &crate::rules::ObjectId| match seat.object(id.as_str()) {
        Some(o) if o.controller == seat.me() => 1,
        Some(_) => -1,
        None if id.as_str() == seat.me() => 0,
        None => 1,
    };
    // 614.1a: a card discarded for the permanent to enter (Mox Diamond), the least worth.
    let entering = seat.table.hand_choice.as_ref().is_some_and(|c| c.to_enter.is_some() && c.player == seat.me());
    // 119.4: Sylvan Library's cards put back rather than paid for.
    let putting_back = seat.table.hand_choice.as_ref().is_some_and(|c| c.pay_life > 0 && c.player == seat.me());
    let chosen = actions.iter().filter_map(|a| match a {
        Action::ChooseCards { cards, .. } if putting_back => Some((a, cards.len() as i64)),
        Action::ChooseCards { cards, .. } if entering && cards.is_empty() => None,
        Action::ChooseCards { cards, .. } if proliferating => {
            Some((a, cards.iter().map(proliferate_worth).sum::<i64>()))
        }
        Action::ChooseCards { cards, .. } if copying => Some((a, 1 + cards.iter().map(copy_worth).sum::<i64>())),
        Action::ChooseCards { cards, .. } => Some((a, cards.iter().map(worth).sum::<i64>())),
        _ => None,
    });
    let onto = onto || copying || proliferating || putting_back;
    let chosen = if onto { chosen.max_by_key(|(_, w)| *w) } else { chosen.min_by_key(|(_, w)| *w) };
    if let Some((a, _)) = chosen {
        return a.clone();
    }
    let scry = actions.iter().find(|a| match a {
        Action::Scry { top, bottom, .. } | Action::Surveil { top, graveyard: bottom, .. } => {
            bottom.iter().all(unwanted) && !top.iter().any(unwanted)
        }
        _ => false,
    });
    if let Some(a) = scry {
        return a.clone();
    }
    // 614.12a: what a permanent enters with: the counter rather than haste or nothing; the
    // colour or creature type most of the seat's own cards have.
    let entering = actions.iter().filter_map(|a| match a {
        Action::ChooseAsEnters { answer, .. } => Some((a, entry_worth(seat, answer))),
        // 201.4: a card name, as a permanent's is.
        Action::ChooseName { name, .. } => Some((a, entry_worth(seat, &crate::cards::EntryAnswer::Name(name.clone())))),
        _ => None,
    });
    if let Some((a, _)) = entering.max_by_key(|(_, w)| *w) {
        return a.clone();
    }
    // 603.3c: a modal ability's mode whose words hurt (an opponent's creature, the opponent),
    // else the first it may choose.
    let mode = |a: &&Action| match (a, seat.table.targeting.as_ref()) {
        (Action::ChooseMode { mode, .. }, Some(t)) => Some(t.modes.get(*mode as usize).is_some_and(|m| hurts(&m.text))),
        _ => None,
    };
    if let Some(a) =
        actions.iter().find(|a| mode(a) == Some(true)).or_else(|| actions.iter().find(|a| mode(a).is_some()))
    {
        return a.clone();
    }
    // 700.3: the pile of its own permanents worth the least (mana values), to sacrifice; as the
    // separator, the most valuable permanent alone.
    let pile_worth = |ids: &[String]| {
        ids.iter().filter_map(|id| seat.object(id)).map(|o| i64::from(o.shown.mana_value) + 1).sum::<i64>()
    };
    if let Some(p) = seat.table.piles.as_ref() {
        let first = p.first.clone().unwrap_or_default();
        let second: Vec<String> = p.cards.iter().map(|(id, _)| id.clone()).filter(|id| !first.contains(id)).collect();
        let worth = |a: &&Action| match a {
            Action::ChoosePile { first: one, .. } => -pile_worth(if *one { &first } else { &second }),
            Action::SeparatePiles { pile, .. } if pile.len() == 1 => pile_worth(&[pile[0].to_string()]),
            _ => i64::MIN,
        };
        if let Some(a) = actions.iter().max_by_key(worth) {
            return a.clone();
        }
    }
    for a in actions {
        match a {
            Action::ChooseMay { yes: true, .. } | Action::OfferCast { .. } | Action::PayUnless { pay: true, .. } => {
                return a.clone();
            }
            Action::OrderTriggers { .. } | Action::KeepLegend(_) | Action::ChooseProtector { .. } => {
                return a.clone();
            }
            _ => {}
        }
    }
    // 514.1: discard the card with the largest mana value, lands last.
    let discards = actions.iter().filter_map(|a| match a {
        Action::Move { card, to: Zone::Graveyard, .. } => Some((a, seat.object(card.as_str()))),
        _ => None,
    });
    if let Some((a, _)) =
        discards.max_by_key(|(_, o)| o.map_or(0, |o| if o.shown.is_land() { 0 } else { 1 + o.shown.mana_value }))
    {
        return a.clone();
    }
    priority(seat)
}

/// 103.5: the answer to the opening hand, when that is the question.
fn opening(seat: &Seat) -> Option<Action> {
    let keeps: Vec<&Action> = seat.choices.actions.iter().filter(|a| matches!(a, Action::Keep { .. })).collect();
    if keeps.is_empty() {
        return None;
    }
    let hand: Vec<&ObjectView> =
        seat.table.objects.iter().filter(|o| o.zone == Zone::Hand && o.owner == seat.me()).collect();
    // How good the hand left is: lands near three of seven, then cheap spells.
    let left = |a: &Action| -> (i32, i32) {
        let bottom: Vec<&str> = match a {
            Action::Keep { bottom: Some(b), .. } => b.iter().map(|x| x.as_str()).collect(),
            _ => Vec::new(),
        };
        let kept: Vec<&&ObjectView> = hand.iter().filter(|o| !bottom.contains(&o.id.as_str())).collect();
        let lands = kept.iter().filter(|o| o.shown.is_land()).count() as i32;
        let want = (kept.len() as i32 * 3 + 3) / 7;
        let cost: i32 = kept.iter().filter(|o| !o.shown.is_land()).map(|o| o.shown.mana_value as i32).sum();
        (-(lands - want).abs(), -cost)
    };
    let best = keeps.iter().max_by_key(|a| left(a)).copied()?;
    let mulligans = seat.table.players.iter().find(|p| p.name == seat.me()).map_or(0, |p| p.mulligans);
    let lands = hand.iter().filter(|o| o.shown.is_land()).count();
    let mulligan = seat.choices.actions.iter().find(|a| matches!(a, Action::Mulligan { .. }));
    match mulligan {
        Some(m) if mulligans < 2 && !(2..=5).contains(&lands) => Some(m.clone()),
        _ => Some(best.clone()),
    }
}

/// With priority: a land, a spell, a face-down permanent turned up, or passing.
fn priority(seat: &Seat) -> Action {
    let actions = &seat.choices.actions;
    let pass = actions.iter().find(|a| matches!(a, Action::PassPriority { .. })).cloned();
    let mine = seat.table.players.iter().find(|p| p.priority).is_some_and(|p| p.name == seat.me());
    let my_turn = seat.active == seat.me();
    if !mine {
        return pass.unwrap_or_else(|| actions[0].clone());
    }
    if let Some(land) = actions.iter().find(|a| matches!(a, Action::PlayLand(_))) {
        return land.clone();
    }
    let step = seat.step;
    let empty_stack = !seat.table.objects.iter().any(|o| o.zone == Zone::Stack) && seat.table.abilities.is_empty();
    let attacked =
        seat.table.objects.iter().any(|o| o.combat.as_deref() == Some("attacking") && o.controller != seat.me());
    let instant_time = !my_turn && (attacked || step == TurnStep::End) && empty_stack;
    let main = my_turn && matches!(step, TurnStep::PrecombatMain | TurnStep::PostcombatMain) && empty_stack;
    let mut best: Option<(i64, &Action)> = None;
    for a in actions {
        let score = match a {
            Action::Cast { face_down: Some(_), .. } if main => 20,
            Action::Cast { card, .. } => {
                let Some(o) = seat.object(card.as_str()) else { continue };
                let instant = o.shown.types.contains(&CardType::Instant);
                if !(main || instant && instant_time) {
                    continue;
                }
                // An instant or sorcery whose words the rules don't carry out whole would do
                // nothing by itself (`cards::level`): it stays in the hand. A permanent's body
                // is worth casting whatever its text.
                let carried = o.shown.levels.iter().all(|l| *l == crate::cards::level::Level::Automatic);
                if o.shown.is_instant_or_sorcery() && !carried {
                    continue;
                }
                let text = o.shown.text.to_lowercase();
                let targets = target_score(seat, a, &text);
                if targets < 0 || (instant_time && targets == 0) {
                    continue;
                }
                10 * i64::from(o.shown.mana_value) + 1 + targets
            }
            Action::TurnFaceUpForCost(_) if main => 15,
            _ => continue,
        };
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, a));
        }
    }
    match (best, pass) {
        (Some((_, a)), _) => a.clone(),
        (None, Some(p)) => p,
        (None, None) => actions[0].clone(),
    }
}

/// The words of the ability whose targets the table waits for.
pub(super) fn pending_text<'a>(seat: &'a Seat) -> &'a str {
    seat.table.targeting.as_ref().map_or("", |t| t.text.as_str())
}

/// Whether words say the effect hurts what it targets.
fn hurts(text: &str) -> bool {
    // "Untap target permanent" helps.
    let text = text.to_lowercase().replace("untap target", "untap");
    ["destroy", "exile", "damage", "counter target", "tap target", "return target", "fight", "can't block", "sacrifice"]
        .iter()
        .any(|w| text.contains(w))
        || text.contains("gets -")
        || text.contains("get -")
        // 509.1c: "target creature blocks [this] this turn if able", provoke's "block it if
        // able" (not Lure's "all creatures able to block target creature do so").
        || ((text.contains(" blocks ") || text.contains(" block ")) && text.contains("if able") && !text.contains("able to block"))
        // 508.1d: "target creature attacks this turn if able".
        || text.contains("attacks this turn if able")
}

/// How much the seat likes an action's targets: an effect that hurts is liked at an opponent's
/// best creature, or the opponent; one that helps, at its own. Negative: it would hurt the seat.
pub(super) fn target_score(seat: &Seat, action: &Action, text: &str) -> i64 {
    let targets: &[Target] = match action {
        Action::Cast { targets, .. } | Action::Activate { targets, .. } | Action::ChooseTargets { targets, .. } => {
            targets
        }
        _ => return 0,
    };
    let harmful = hurts(text);
    let damage = damage_dealt(text);
    targets
        .iter()
        .map(|t| {
            let worth = match t {
                // Damage an opponent can't survive wins the game (104.3b, 704.5a): worth most.
                Target::Player(p) if damage.is_some_and(|n| n >= seat.life(p.as_str())) => 1_000,
                Target::Player(_) => 2,
                Target::Object(id) => seat.object(id.as_str()).map_or(1, |o| value(o) + 1),
            };
            match (harmful, seat.is_mine(t)) {
                (true, false) | (false, true) => worth,
                _ => -worth - 5,
            }
        })
        .sum()
}

/// The damage words say an effect deals ("deals 3 damage"), if they say a number.
fn damage_dealt(text: &str) -> Option<i32> {
    let at = text.find("deals ")? + "deals ".len();
    let number: String = text[at..].chars().take_while(char::is_ascii_digit).collect();
    text[at + number.len()..].starts_with(" damage").then(|| number.parse().ok()).flatten()
}

/// What a creature is worth on the board: its power and toughness.
fn value(o: &ObjectView) -> i64 {
    i64::from(o.shown.power.unwrap_or(0).max(0) + o.shown.toughness.unwrap_or(0).max(0))
}

fn power(o: &ObjectView) -> i32 {
    o.shown.power.unwrap_or(0).max(0)
}

fn toughness(o: &ObjectView) -> i32 {
    o.shown.toughness.unwrap_or(0) - o.damage as i32
}

/// 508.1: the creatures that attack, and whom.
pub(super) fn attacks(seat: &Seat) -> Vec<(String, Target)> {
    let opponents = seat.opponents();
    let Some(foe) = opponents.first() else { return Vec::new() };
    let blockers: Vec<&ObjectView> = seat
        .table
        .objects
        .iter()
        .filter(|o| o.zone == Zone::Battlefield && o.controller == *foe && o.shown.is_creature() && !o.tapped)
        .collect();
    let ours: Vec<(&ObjectView, Target)> = seat
        .choices
        .attacks
        .iter()
        .filter_map(|(id, what)| {
            let o = seat.object(id)?;
            let t = what.iter().find(|t| matches!(t, Target::Player(p) if p.as_str() == *foe)).or(what.first())?;
            Some((o, t.clone()))
        })
        .collect();
    let total: i32 = ours.iter().map(|(o, _)| power(o)).sum();
    let lethal = total >= seat.life(foe) && blockers.len() < ours.len();
    ours.into_iter()
        .filter(|(o, _)| {
            let dies_for_nothing =
                blockers.iter().any(|b| power(b) >= toughness(o) && toughness(b) > power(o) && b.may_block > 0);
            lethal || (power(o) > 0 && !dies_for_nothing)
        })
        .map(|(o, t)| (o.id.clone(), t))
        .collect()
}

/// 509.1: the blocks, the biggest attacker first.
pub(super) fn blocks(seat: &Seat) -> Vec<(String, String)> {
    let mut attackers: Vec<&ObjectView> = seat
        .table
        .objects
        .iter()
        .filter(|o| o.combat.as_deref() == Some("attacking") && o.controller != seat.me())
        .collect();
    attackers.sort_by_key(|a| -power(a));
    let incoming: i32 = attackers.iter().map(|a| power(a)).sum();
    let life = seat.life(seat.me());
    let mut free: Vec<(&str, &ObjectView, &Vec<String>)> =
        seat.choices.blocks.iter().filter_map(|(id, which)| Some((id.as_str(), seat.object(id)?, which))).collect();
    let mut plan = Vec::new();
    let mut unblocked = incoming;
    for a in attackers {
        let can: Vec<usize> = (0..free.len()).filter(|i| free[*i].2.contains(&a.id)).collect();
        let kills_and_lives = can.iter().copied().find(|i| {
            let b = free[*i].1;
            power(b) >= toughness(a) && toughness(b) > power(a)
        });
        let lives = can.iter().copied().find(|i| toughness(free[*i].1) > power(a));
        let trades = can.iter().copied().find(|i| {
            let b = free[*i].1;
            power(b) >= toughness(a) && value(b) <= value(a)
        });
        let chump = (unblocked >= life).then(|| can.iter().copied().min_by_key(|i| value(free[*i].1))).flatten();
        if let Some(i) = kills_and_lives.or(lives).or(trades).or(chump) {
            let (id, ..) = free.remove(i);
            plan.push((id.to_string(), a.id.clone()));
            unblocked -= power(a);
        }
    }
    plan
}

/// How much the seat wants an answer to what a permanent enters with (614.12a).
fn entry_worth(seat: &Seat, answer: &crate::cards::EntryAnswer) -> usize {
    use crate::cards::EntryAnswer;
    let mine = || seat.table.objects.iter().filter(|o| o.owner == seat.me() || o.controller == seat.me());
    match answer {
        EntryAnswer::Counter => 2,
        EntryAnswer::Haste => 1,
        EntryAnswer::NoCounter => 0,
        EntryAnswer::Color(c) => mine().filter(|o| o.shown.colors.contains(*c)).count(),
        EntryAnswer::Type(t) => mine().filter(|o| o.shown.has_subtype(t)).count(),
        // 201.4: the name of the most cards of the seat's opponents it has seen, and one none of
        // its own cards has before one that stops its own.
        EntryAnswer::Name(n) => {
            let named = |o: &&crate::view::ObjectView| o.shown.name.split(" // ").any(|x| x == n);
            let theirs = seat.table.objects.iter().filter(|o| o.owner != seat.me()).filter(named).count();
            2 * theirs + usize::from(!mine().any(|o| named(&o)))
        }
    }
}
