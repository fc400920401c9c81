//! The hard computer player: the medium player's choice and a few others, each played out on
//! copies of the table made from what the seat may see (`lookahead.rs`), the one that comes out
//! best taken. It looks ahead where a choice shapes the game: its spells, abilities and
//! targets in its main phases (and whenever the medium player would act), its attacks and its
//! blocks. Elsewhere (an opening hand, passing in steps where it would do nothing, a land to
//! play) it plays as the medium player.

use rand::RngExt;
use rand::rngs::StdRng;

use super::{Seat, attack_with, block_with, easy};
use crate::cards::CardType;
use crate::rules::Action;
use crate::rules::action::{Target, Zone};
use crate::rules::game::TurnStep;

/// The most candidates played out at one decision.
const MOST_CANDIDATES: usize = 6;

/// The copies each candidate is played out on.
pub(super) const SAMPLES: u32 = 4;

pub(super) fn decide(seat: &mut Seat, rng: &mut StdRng) -> Action {
    let fallback = super::medium::decide(seat, rng);
    if seat.look.is_none() || matches!(fallback, Action::Concede { .. } | Action::PlayLand(_)) {
        return fallback;
    }
    let candidates = candidates(seat, &fallback);
    if candidates.len() < 2 {
        return fallback;
    }
    let seed = rng.random::<u64>();
    let deadline = seat.deadline;
    let Some(look) = seat.look.as_mut() else { return fallback };
    let weighed = look(&candidates, seed, deadline);
    // The best mean score; the medium player's choice (first) where none is better.
    let mut best: Option<(usize, f64)> = None;
    for (i, s) in weighed.scores.iter().enumerate() {
        if let Some(s) = s
            && best.is_none_or(|(_, b)| *s > b + 1e-9)
        {
            best = Some((i, *s));
        }
    }
    let Some((i, worth)) = best else { return fallback };
    seat.looked = Some((candidates.len(), weighed.playouts, worth.round() as i64));
    candidates[i].clone()
}

/// The moves worth playing out: the medium player's first, then the others this decision
/// offers (at most [`MOST_CANDIDATES`]); none where the decision isn't one to look ahead at.
fn candidates(seat: &mut Seat, fallback: &Action) -> Vec<Action> {
    let mut out = vec![fallback.clone()];
    let c = seat.choices;
    if !c.attacks.is_empty() {
        let easy = easy::attacks(seat);
        let foe = seat.opponents().first().map(|f| f.to_string());
        let every: Vec<(String, Target)> = c
            .attacks
            .iter()
            .filter_map(|(id, what)| {
                let t = what.iter().find(|t| matches!(t, Target::Player(p) if Some(p.as_str()) == foe.as_deref()));
                Some((id.clone(), t.or(what.first())?.clone()))
            })
            .collect();
        for plan in [easy, every, Vec::new()] {
            let a = attack_with(seat, plan);
            push(&mut out, a);
        }
        return out;
    }
    let declaring = c.actions.iter().any(|a| matches!(a, Action::DeclareBlockers { .. }));
    if declaring || !c.blocks.is_empty() {
        let easy = easy::blocks(seat);
        for plan in [easy, Vec::new()] {
            let a = block_with(seat, plan);
            push(&mut out, a);
        }
        return out;
    }
    if c.actions.iter().any(|a| matches!(a, Action::Keep { .. } | Action::Mulligan { .. })) {
        return out;
    }
    // Targets the table waits for: the ones the easy player likes best.
    let text = easy::pending_text(seat).to_string();
    let mut targets: Vec<(i64, &Action)> = c
        .actions
        .iter()
        .filter(|a| matches!(a, Action::ChooseTargets { .. }))
        .map(|a| (easy::target_score(seat, a, &text), a))
        .collect();
    if !targets.is_empty() {
        targets.sort_by_key(|(s, _)| -s);
        for (_, a) in targets.into_iter().take(MOST_CANDIDATES) {
            push(&mut out, a.clone());
        }
        return out;
    }
    // 603.3c: a modal ability's modes, each played out.
    let modes: Vec<&Action> = c.actions.iter().filter(|a| matches!(a, Action::ChooseMode { .. })).collect();
    if !modes.is_empty() {
        for a in modes.into_iter().take(MOST_CANDIDATES) {
            push(&mut out, a.clone());
        }
        return out;
    }
    let pass = c.actions.iter().find(|a| matches!(a, Action::PassPriority { .. })).cloned();
    let Some(pass) = pass else { return out };
    let empty_stack = !seat.table.objects.iter().any(|o| o.zone == Zone::Stack) && seat.table.abilities.is_empty();
    let main = seat.active == seat.me()
        && matches!(seat.step, TurnStep::PrecombatMain | TurnStep::PostcombatMain)
        && empty_stack;
    // Passing where the medium player passes, outside its own main phase: nothing to weigh.
    if *fallback == pass && !main {
        return out;
    }
    push(&mut out, pass);
    // Each card's or ability's best-liked way, the largest first.
    let mut ways: Vec<(String, i64, u32, &Action)> = Vec::new();
    for a in &c.actions {
        let (source, what) = match a {
            Action::Cast { card, face_down, .. } => (card.as_str(), if face_down.is_some() { 1 } else { 0 }),
            Action::Activate { card, ability, .. } => (card.as_str(), 2 + *ability as i64),
            Action::TurnFaceUpForCost(card) => (card.as_str(), -1),
            _ => continue,
        };
        let Some(o) = seat.object(source) else { continue };
        if matches!(a, Action::Cast { face_down: None, .. }) {
            let instant = o.shown.types.contains(&CardType::Instant);
            if !main && !instant {
                continue;
            }
            // 608.2: an instant or sorcery whose words the rules don't carry out would do
            // nothing by itself.
            let carried = o.shown.levels.iter().all(|l| *l == crate::cards::level::Level::Automatic);
            if o.shown.is_instant_or_sorcery() && !carried {
                continue;
            }
        }
        let liked = easy::target_score(seat, a, &o.shown.text.to_lowercase());
        if liked < 0 {
            continue;
        }
        let key = format!("{}\u{1}{what}", o.shown.name);
        match ways.iter_mut().find(|(k, ..)| *k == key) {
            Some(w) if liked > w.1 => (w.1, w.3) = (liked, a),
            Some(_) => {}
            None => ways.push((key, liked, o.shown.mana_value, a)),
        }
    }
    ways.sort_by_key(|(_, liked, mv, _)| (-(i64::from(*mv)), -liked));
    for (.., a) in ways {
        if out.len() >= MOST_CANDIDATES {
            break;
        }
        push(&mut out, a.clone());
    }
    out
}

fn push(out: &mut Vec<Action>, a: Action) {
    if !out.contains(&a) {
        out.push(a);
    }
}
