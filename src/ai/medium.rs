//! The medium computer player: the easy player's rules of thumb, with its combat worked out one
//! step ahead from the seat's view. Its blocks are the best of every way its creatures may
//! block (each blocker on none or one of the attackers the rules let it block), each combat
//! played out by the damage rules (510: first strike and double strike, deathtouch, trample,
//! lifelink) and scored by the life it keeps and the creatures it keeps and kills. Its attacks
//! are the best of every set of its creatures that may attack, each scored against the blocks
//! the defender would make that way (any untapped creature of theirs that could block it by
//! flying and reach, 702.9b, 702.17b).

use rand::rngs::StdRng;
use std::time::Instant;

use super::{Seat, attack_with, block_with};
use crate::rules::action::{Target, Zone};
use crate::view::ObjectView;

/// The most ways of blocking tried one by one; beyond it, each blocker is placed in turn.
const MOST_WAYS: usize = 4096;

/// The most creatures whose every set of attackers is tried; beyond it, the easy player's.
const MOST_ATTACKERS: usize = 8;

pub(super) fn decide(seat: &mut Seat, rng: &mut StdRng) -> crate::rules::Action {
    if !seat.choices.attacks.is_empty() {
        let plan = match attacks(seat) {
            Some((plan, weighed)) => {
                seat.weighed = Some(weighed);
                plan
            }
            None => super::easy::attacks(seat),
        };
        return attack_with(seat, plan);
    }
    let declaring = seat.choices.actions.iter().any(|a| matches!(a, crate::rules::Action::DeclareBlockers { .. }));
    if declaring || !seat.choices.blocks.is_empty() {
        let (plan, weighed, every) = blocks(seat);
        seat.weighed = Some(weighed);
        // 104.3a: a game lost this combat whatever it blocks with (every way weighed, not the
        // greedy search's guess), holding no card that could change it, is conceded.
        if every && weighed.1 <= LOST && !seat.holds_a_card() {
            return crate::rules::Action::Concede { player: seat.me().into() };
        }
        return block_with(seat, plan);
    }
    super::easy::decide(seat, rng)
}

/// What [`defender_score`] makes of a combat that leaves the defender no life.
const LOST: i64 = -1_000_000;

/// How many ways a search weighed and the best one's worth.
type Weighed = (u64, i64);

/// A creature in combat as the damage rules see it.
#[derive(Clone, Debug)]
struct Fighter {
    power: i32,
    toughness: i32,
    first: bool,
    double: bool,
    deathtouch: bool,
    trample: bool,
    lifelink: bool,
    flying: bool,
    reach: bool,
    worth: i32,
}

impl Fighter {
    fn of(o: &ObjectView) -> Fighter {
        let has = |k: &str| {
            o.shown.text.lines().any(|l| {
                let l = l.to_lowercase();
                l.split([',', ';']).any(|w| w.trim().trim_end_matches('.') == k)
            })
        };
        let power = o.shown.power.unwrap_or(0).max(0);
        let toughness = o.shown.toughness.unwrap_or(0) - o.damage as i32;
        Fighter {
            power,
            toughness,
            first: has("first strike"),
            double: has("double strike"),
            deathtouch: has("deathtouch"),
            trample: has("trample"),
            lifelink: has("lifelink"),
            flying: has("flying"),
            reach: has("reach"),
            worth: power + o.shown.toughness.unwrap_or(0).max(0) + o.shown.mana_value as i32,
        }
    }

    fn strikes_first(&self) -> bool {
        self.first || self.double
    }

    fn strikes_second(&self) -> bool {
        !self.first || self.double
    }
}

/// What one combat comes to: life lost by the defender and gained by each side, the worth of
/// the creatures each side loses.
#[derive(Default, Debug)]
struct Result {
    defender_loses: i32,
    attacker_gains: i32,
    defender_gains: i32,
    attackers_lost: i32,
    blockers_lost: i32,
}

/// Plays out the blocks: each attacker with the blockers on it (by index), the damage rules'
/// two steps where first or double strike is in it (510.4), the attacker's damage to its
/// blockers in order, lethal to each before the next (510.1c; 1 is lethal with deathtouch,
/// 702.2c), the rest to the player with trample (702.19b).
fn fight(attackers: &[Fighter], blockers: &[Fighter], on: &[Vec<usize>]) -> Result {
    let mut out = Result::default();
    let mut blocker_hp: Vec<i32> = blockers.iter().map(|b| b.toughness).collect();
    let mut blocker_dead = vec![false; blockers.len()];
    for (a, mine) in attackers.iter().zip(on) {
        if mine.is_empty() {
            out.defender_loses += a.power * if a.double { 2 } else { 1 };
            if a.lifelink {
                out.attacker_gains += a.power * if a.double { 2 } else { 1 };
            }
            continue;
        }
        let mut hp = a.toughness;
        let mut attacker_dead = false;
        for step_first in [true, false] {
            if attacker_dead {
                break;
            }
            // The attacker's damage this step.
            let strikes = if step_first { a.strikes_first() } else { a.strikes_second() };
            // The blockers' damage this step, from those still alive as the step begins.
            let hitting: i32 = mine
                .iter()
                .filter(|b| !blocker_dead[**b])
                .filter(|b| if step_first { blockers[**b].strikes_first() } else { blockers[**b].strikes_second() })
                .map(|b| blockers[*b].power)
                .sum();
            let deadly = mine.iter().any(|b| {
                !blocker_dead[*b]
                    && blockers[*b].deathtouch
                    && blockers[*b].power > 0
                    && (if step_first { blockers[*b].strikes_first() } else { blockers[*b].strikes_second() })
            });
            if strikes {
                let mut left = a.power;
                for b in mine {
                    if blocker_dead[*b] || left <= 0 {
                        continue;
                    }
                    let lethal = if a.deathtouch { 1 } else { blocker_hp[*b].max(1) };
                    let dealt = left.min(lethal);
                    blocker_hp[*b] -= if a.deathtouch && dealt > 0 { blocker_hp[*b].max(1) } else { dealt };
                    left -= dealt;
                    if a.lifelink {
                        out.attacker_gains += dealt;
                    }
                }
                if a.trample && left > 0 {
                    out.defender_loses += left;
                    if a.lifelink {
                        out.attacker_gains += left;
                    }
                }
            }
            hp -= hitting;
            for b in mine {
                if !blocker_dead[*b] && blocker_hp[*b] <= 0 {
                    blocker_dead[*b] = true;
                    out.blockers_lost += blockers[*b].worth;
                }
            }
            if hp <= 0 || (deadly && hitting > 0) {
                attacker_dead = true;
                out.attackers_lost += a.worth;
            }
        }
        out.defender_gains += mine.iter().filter(|b| blockers[**b].lifelink).map(|b| blockers[*b].power).sum::<i32>();
    }
    out
}

/// How much a combat is worth to the defender, whose life is `life` (its life counts more the
/// less is left; losing it all is the worst there is).
fn defender_score(r: &Result, life: i32) -> i64 {
    let left = life + r.defender_gains - r.defender_loses;
    if left <= 0 {
        return LOST;
    }
    let per_life = 1 + 20 / life.max(1);
    i64::from(r.attackers_lost * 2 - r.blockers_lost * 2 - (r.defender_loses - r.defender_gains) * per_life)
}

/// The best way for the defender to block `attackers` with `blockers`, where `may[b]` lists the
/// attackers blocker `b` may block: every way tried when there are few, else each blocker
/// placed in turn where it adds most.
fn best_blocks(
    attackers: &[Fighter],
    blockers: &[Fighter],
    may: &[Vec<usize>],
    life: i32,
) -> (Vec<Option<usize>>, i64) {
    best_blocks_counted(attackers, blockers, may, life).0
}

/// [`best_blocks`], and how many ways were played out.
fn best_blocks_counted(
    attackers: &[Fighter],
    blockers: &[Fighter],
    may: &[Vec<usize>],
    life: i32,
) -> ((Vec<Option<usize>>, i64), u64) {
    let ways = ways_to_block(may);
    let score = |choice: &[Option<usize>]| {
        let mut on = vec![Vec::new(); attackers.len()];
        for (b, a) in choice.iter().enumerate() {
            if let Some(a) = a {
                on[*a].push(b);
            }
        }
        defender_score(&fight(attackers, blockers, &on), life)
    };
    if ways <= MOST_WAYS {
        let mut best = (vec![None; blockers.len()], i64::MIN);
        let mut choice = vec![None; blockers.len()];
        fn each(
            b: usize,
            may: &[Vec<usize>],
            choice: &mut Vec<Option<usize>>,
            best: &mut (Vec<Option<usize>>, i64),
            score: &dyn Fn(&[Option<usize>]) -> i64,
        ) {
            if b == may.len() {
                let s = score(choice);
                if s > best.1 {
                    *best = (choice.clone(), s);
                }
                return;
            }
            choice[b] = None;
            each(b + 1, may, choice, best, score);
            for a in &may[b] {
                choice[b] = Some(*a);
                each(b + 1, may, choice, best, score);
            }
            choice[b] = None;
        }
        each(0, may, &mut choice, &mut best, &score);
        return (best, ways as u64);
    }
    let mut choice = vec![None; blockers.len()];
    let mut now = score(&choice);
    let mut tried = 1u64;
    for b in 0..blockers.len() {
        for a in &may[b] {
            let before = choice[b];
            choice[b] = Some(*a);
            let s = score(&choice);
            tried += 1;
            if s > now {
                now = s;
            } else {
                choice[b] = before;
            }
        }
    }
    ((choice, now), tried)
}

/// How many ways blockers that may block `may[b]` can block: each one blocks one of its
/// attackers or none.
fn ways_to_block(may: &[Vec<usize>]) -> usize {
    may.iter().map(|m| m.len() + 1).try_fold(1usize, |n, k| n.checked_mul(k)).unwrap_or(usize::MAX)
}

/// The seat's blocks: the best way for its creatures to block the attackers, with the ways
/// played out and the best one's worth, and whether every way was played out.
fn blocks(seat: &Seat) -> (Vec<(String, String)>, Weighed, bool) {
    let attackers: Vec<&ObjectView> = seat
        .table
        .objects
        .iter()
        .filter(|o| o.combat.as_deref() == Some("attacking") && o.controller != seat.me())
        .collect();
    let fighters: Vec<Fighter> = attackers.iter().map(|a| Fighter::of(a)).collect();
    let mine: Vec<(&str, &ObjectView, Vec<usize>)> = seat
        .choices
        .blocks
        .iter()
        .filter_map(|(id, which)| {
            let o = seat.object(id)?;
            let may = which.iter().filter_map(|a| attackers.iter().position(|x| x.id == *a)).collect();
            Some((id.as_str(), o, may))
        })
        .collect();
    let blockers: Vec<Fighter> = mine.iter().map(|(_, o, _)| Fighter::of(o)).collect();
    let may: Vec<Vec<usize>> = mine.iter().map(|(.., m)| m.clone()).collect();
    let ((choice, worth), ways) = best_blocks_counted(&fighters, &blockers, &may, seat.life(seat.me()));
    let plan = choice
        .iter()
        .enumerate()
        .filter_map(|(b, a)| Some((mine[b].0.to_string(), attackers[(*a)?].id.clone())))
        .collect();
    (plan, (ways, worth), ways_to_block(&may) <= MOST_WAYS)
}

/// The seat's attack: of every set of its creatures that may attack the defender, the one worth
/// most against the defender's best blocks, with the sets weighed and the best one's worth.
/// `None` with more creatures than are tried.
fn attacks(seat: &Seat) -> Option<(Vec<(String, Target)>, Weighed)> {
    let opponents = seat.opponents();
    let foe = *opponents.first()?;
    let ours: Vec<(&ObjectView, Target)> = seat
        .choices
        .attacks
        .iter()
        .filter_map(|(id, what)| {
            let t = what.iter().find(|t| matches!(t, Target::Player(p) if p.as_str() == foe))?;
            Some((seat.object(id)?, t.clone()))
        })
        .collect();
    if ours.len() > MOST_ATTACKERS {
        return None;
    }
    let theirs: Vec<&ObjectView> = seat
        .table
        .objects
        .iter()
        .filter(|o| o.zone == Zone::Battlefield && o.controller == foe && o.shown.is_creature() && !o.tapped)
        .collect();
    let blockers: Vec<(Fighter, bool)> =
        theirs.iter().map(|o| (Fighter::of(o), o.shown.text.to_lowercase().contains("can't block"))).collect();
    let fighters: Vec<Fighter> = ours.iter().map(|(o, _)| Fighter::of(o)).collect();
    let (set, worth, weighed) = best_attack(&fighters, &blockers, seat.life(foe), seat.deadline);
    let plan = (0..ours.len()).filter(|i| set & (1 << i) != 0).map(|i| (ours[i].0.id.clone(), ours[i].1.clone()));
    Some((plan.collect(), (weighed, worth)))
}

/// Of every set of `fighters` (a bit each), the attack worth most to the attacker against the
/// defender's best blocks by `blockers` (each with whether it can't block), the defender at
/// `life`: the set (0: none worth more than not attacking), its worth, and how many sets were
/// weighed: every one, or as many as the decision's budget left time for (`deadline`), at
/// least one.
fn best_attack(
    fighters: &[Fighter],
    blockers: &[(Fighter, bool)],
    life: i32,
    deadline: Option<Instant>,
) -> (u32, i64, u64) {
    let bodies: Vec<Fighter> = blockers.iter().map(|(b, _)| b.clone()).collect();
    let mut best: (u32, i64) = (0, 0);
    let mut weighed = 0u64;
    for set in 1u32..(1 << fighters.len()) {
        if weighed > 0 && deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        weighed += 1;
        let attacking: Vec<Fighter> =
            (0..fighters.len()).filter(|i| set & (1 << i) != 0).map(|i| fighters[i].clone()).collect();
        // Who may block whom: flying only by flying or reach (702.9b); "can't block" by none.
        let may: Vec<Vec<usize>> = blockers
            .iter()
            .map(|(b, cant)| {
                (0..attacking.len()).filter(|a| !cant && (!attacking[*a].flying || b.flying || b.reach)).collect()
            })
            .collect();
        let (_, theirs_score) = best_blocks(&attacking, &bodies, &may, life);
        let mine = -theirs_score;
        if mine > best.1 {
            best = (set, mine);
        }
    }
    (best.0, best.1, weighed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(power: i32, toughness: i32) -> Fighter {
        Fighter {
            power,
            toughness,
            first: false,
            double: false,
            deathtouch: false,
            trample: false,
            lifelink: false,
            flying: false,
            reach: false,
            worth: power + toughness,
        }
    }

    #[test]
    fn rule_510_1_combat_damage_is_dealt_as_the_blocks_say() {
        // A 3/3 blocked by a 2/2: the 2/2 dies, the 3/3 lives (510.1, 704.5g).
        let r = fight(&[f(3, 3)], &[f(2, 2)], &[vec![0]]);
        assert_eq!((r.blockers_lost, r.attackers_lost, r.defender_loses), (4, 0, 0));
        // Unblocked, it hits the player.
        assert_eq!(fight(&[f(3, 3)], &[], &[vec![]]).defender_loses, 3);
        // First strike (702.7b): a 2/1 first striker kills a 2/2 blocker before it deals damage.
        let striker = Fighter { first: true, ..f(2, 1) };
        let r = fight(&[striker], &[f(2, 2)], &[vec![0]]);
        assert_eq!((r.blockers_lost, r.attackers_lost), (4, 0));
        // Trample (702.19b): a 5/5 over a 2/2 deals 3 to the player.
        let r = fight(&[Fighter { trample: true, ..f(5, 5) }], &[f(2, 2)], &[vec![0]]);
        assert_eq!(r.defender_loses, 3);
        // Deathtouch (702.2b): a 1/1 blocker kills a 5/5.
        let r = fight(&[f(5, 5)], &[Fighter { deathtouch: true, ..f(1, 1) }], &[vec![0]]);
        assert_eq!(r.attackers_lost, 10);
    }

    #[test]
    fn an_attack_is_weighed_within_the_decision_s_budget() {
        // Eight 2/2s against two 3/3s: 255 sets of attackers when there is time.
        let ours = vec![f(2, 2); 8];
        let theirs = vec![(f(3, 3), false); 2];
        let (_, _, all) = best_attack(&ours, &theirs, 20, None);
        assert_eq!(all, 255);
        let later = Instant::now() + std::time::Duration::from_secs(3600);
        assert_eq!(best_attack(&ours, &theirs, 20, Some(later)).2, 255);
        // The budget spent: the first set weighed, and its answer given.
        let (set, _, weighed) = best_attack(&ours, &theirs, 20, Some(Instant::now()));
        assert_eq!(weighed, 1);
        assert!(set <= 1, "only the first set was weighed: {set:b}");
    }

    #[test]
    fn the_best_blocks_save_a_life_that_would_be_lost_and_trade_up_otherwise() {
        // At 3 life against a 3/3 and a 1/1, a 1/1 blocker chumps the 3/3.
        let (choice, _) = best_blocks(&[f(3, 3), f(1, 1)], &[f(1, 1)], &[vec![0, 1]], 3);
        assert_eq!(choice, vec![Some(0)]);
        // At 20 life, a 2/2 blocks the 1/1 it kills and survives, not the 3/3.
        let (choice, _) = best_blocks(&[f(3, 3), f(1, 1)], &[f(2, 2)], &[vec![0, 1]], 20);
        assert_eq!(choice, vec![Some(1)]);
    }
}
