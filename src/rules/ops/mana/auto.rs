//! Paying a cost at the table (601.2g-h): `pay_from_pool` pays from the pool the way the player
//! chose or the rules find, and pays by itself (605.3a): at an assisted table a cost the pool can't pay is paid by
//! activating the caster's own mana abilities first, as a player may while casting and as MTG
//! Arena's auto-pay does. The rules tap the fewest sources that pay the whole cost, and among
//! those the ones that could make the fewest kinds of mana (a Forest before a dual land, a land
//! before a creature), then those of the colours the cards left in the player's hand ask least
//! for, then from the kinds of source the player has most of (generic mana from the ten
//! Mountains, not the last Forests), so what stays untapped is as flexible as it can be. A player who wants
//! another way taps their sources first (the pool pays before anything is tapped) or chooses the
//! way to pay from the pool.

use bevy::prelude::*;

use super::payment::{Spend, WrongSpend, life_to_pay, mana_missing, missing_words, pay_as_chosen, pay_or_missing};
use super::{can_tap_for_mana, mana_options, pay, pool, set_pool, words_of};
use crate::cards::{CardType, ManaCost, ManaSymbol};
use crate::rules::log::{Arg, LogText, log, note, refer};
use crate::rules::object::{Card, Controller, Label, ManaPool};
use crate::rules::ops::{Legal, Refusal, allowed};
use crate::rules::query::chars;
use crate::says;

/// A permanent that can be tapped for mana now, with the kinds it makes.
struct Source {
    entity: Entity,
    options: Vec<Vec<ManaSymbol>>,
    creature: bool,
    /// For each option, whether it does more than add the mana (a painland's damage).
    hurts: Vec<bool>,
}

/// Sources that make the same kinds of mana and are both creatures or both not: tapping any of
/// them is the same choice, so the search counts them instead of trying each.
struct Group {
    options: Vec<Vec<ManaSymbol>>,
    creature: bool,
    hurts: Vec<bool>,
    members: Vec<Entity>,
    /// How many coloured symbols of the colours it makes the cards in its controller's hand
    /// have: what tapping one of them may cost a later spell.
    wanted: u32,
}

/// How many ways of tapping a search tries before it gives up and leaves the sources to the
/// player: a cost is paid by a handful of sources, so this is never reached by real boards.
const MOST_TRIES: usize = 20_000;

/// The permanents `player` can tap for mana now (605.3a), in their ids' order, not `keep`
/// (a source whose ability is being activated with {T} in its cost).
fn sources(world: &mut World, player: Entity, keep: &[Entity]) -> Vec<Source> {
    let mut found: Vec<(String, Entity)> = world
        .query_filtered::<(Entity, &Controller, &Label), With<Card>>()
        .iter(world)
        .filter(|(e, c, _)| c.0 == player && !keep.contains(e))
        .map(|(e, _, l)| (l.0.clone(), e))
        .collect();
    found.sort();
    found
        .into_iter()
        .filter_map(|(_, e)| {
            let options: Vec<_> = mana_options(world, e)
                .into_iter()
                .filter(|o| can_tap_for_mana(world, e, Some(&words_of(o))).is_ok())
                .collect();
            // A way that does more than add the mana (a painland's damage) is tapped last.
            let ways = super::mana_ways(world, e);
            let hurts = |o: &Vec<ManaSymbol>| ways.iter().find(|w| w.mana == *o).is_some_and(|w| !w.then.is_empty());
            (!options.is_empty()).then(|| Source {
                entity: e,
                hurts: options.iter().map(hurts).collect(),
                options,
                creature: chars(world, e).has_type(CardType::Creature),
            })
        })
        .collect()
}

fn groups(sources: Vec<Source>, hand: &[ManaSymbol]) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    for s in sources {
        match out.iter_mut().find(|g| g.options == s.options && g.creature == s.creature && g.hurts == s.hurts) {
            Some(g) => g.members.push(s.entity),
            None => {
                let makes = |m: &ManaSymbol| s.options.iter().flatten().any(|o| o == m);
                let wanted = hand.iter().filter(|m| makes(m)).count() as u32;
                let (options, creature, hurts) = (s.options, s.creature, s.hurts);
                out.push(Group { options, creature, hurts, members: vec![s.entity], wanted })
            }
        }
    }
    // The least flexible first: lands before creatures, one kind before several.
    out.sort_by_key(|g| (g.creature, g.options.len()));
    out
}

/// A way of tapping: for each group, how many of its members make each of its kinds.
type Way = Vec<Vec<u32>>;

/// What a way costs the player, least first: sources tapped, creatures tapped, the kinds of
/// mana that do more than add it (a painland's damage), the kinds the tapped sources could have
/// made (tapping flexible sources last), the coloured symbols in the hand their colours could
/// have paid, then the share of each kind of source tapped.
type Price = (u32, u32, u32, u32, u32, u32);

fn price(groups: &[Group], way: &Way) -> Price {
    let mut p = (0, 0, 0, 0, 0, 0);
    for (g, counts) in groups.iter().zip(way) {
        let n: u32 = counts.iter().sum();
        p.0 += n;
        if g.creature {
            p.1 += n;
        }
        p.5 += counts.iter().zip(&g.hurts).filter(|(_, h)| **h).map(|(c, _)| c).sum::<u32>();
        p.2 += n * g.options.len() as u32;
        p.3 += n * g.wanted;
        p.4 += n * 1000 / g.members.len().max(1) as u32;
    }
    (p.0, p.1, p.5, p.2, p.3, p.4)
}

fn pool_with(mut start: ManaPool, groups: &[Group], way: &Way) -> ManaPool {
    for (g, counts) in groups.iter().zip(way) {
        for (option, n) in g.options.iter().zip(counts) {
            for _ in 0..*n {
                start.add(option);
            }
        }
    }
    start
}

/// The ways of making `n` mana choices among `kinds` kinds: each a count per kind.
fn splits(n: u32, kinds: usize) -> Vec<Vec<u32>> {
    if kinds <= 1 {
        return vec![vec![n; kinds.min(1)]];
    }
    (0..=n)
        .rev()
        .flat_map(|first| {
            splits(n - first, kinds - 1).into_iter().map(move |mut rest| {
                rest.insert(0, first);
                rest
            })
        })
        .collect()
}

struct Search<'a> {
    groups: &'a [Group],
    start: ManaPool,
    cost: &'a [ManaSymbol],
    x: u32,
    life: i64,
    tries: usize,
    best: Option<(Way, Price)>,
}

impl Search<'_> {
    /// Tries every count of sources from group `at` on, `left` sources still to tap.
    fn walk(&mut self, at: usize, left: u32, way: &mut Way) {
        if self.tries >= MOST_TRIES {
            return;
        }
        if at == self.groups.len() {
            if left > 0 {
                return;
            }
            self.tries += 1;
            let price = price(self.groups, way);
            if self.best.as_ref().is_some_and(|(_, p)| *p <= price) {
                return;
            }
            if pay(pool_with(self.start, self.groups, way), self.cost, self.x, self.life).is_ok() {
                self.best = Some((way.clone(), price));
            }
            return;
        }
        // Each source still to tap adds at least one kind it could have made: a branch that
        // can't beat the best way found is left.
        let so_far = price(&self.groups[..at], way);
        let least = (so_far.0 + left, so_far.1, so_far.2, so_far.3 + left, so_far.4, so_far.5);
        if self.best.as_ref().is_some_and(|(_, p)| *p <= least) {
            return;
        }
        // Nor one whose sources left to tap can't make the mana still missing.
        let most_each = self.groups[at..].iter().flat_map(|g| g.options.iter().map(Vec::len)).max().unwrap_or(0);
        let made = pool_with(self.start, &self.groups[..at], way);
        if mana_missing(made, self.cost, self.x, self.life) > u64::from(left) * most_each as u64 {
            return;
        }
        let g = &self.groups[at];
        let most = left.min(g.members.len() as u32);
        for n in (0..=most).rev() {
            for split in splits(n, g.options.len()) {
                way.push(split);
                self.walk(at + 1, left - n, way);
                way.pop();
            }
        }
    }
}

/// The sources to tap, each with the mana it makes, so that the pool and their mana pay `cost`
/// (`x` for each {X}) paying at most `life` life; `None` when no way was found.
fn find(
    world: &mut World,
    player: Entity,
    cost: &[ManaSymbol],
    x: u32,
    life: i64,
    keep: &[Entity],
) -> Option<Vec<(Entity, Vec<ManaSymbol>)>> {
    // The coloured symbols of the cards still in the hand (what a later spell will ask for),
    // less this cost's own (a spell is paid for before it leaves the hand, 601.2a-h).
    let mut hand: Vec<ManaSymbol> = crate::rules::query::hand_of(world, player)
        .into_iter()
        .filter_map(|e| chars(world, e).mana_cost.clone())
        .flat_map(|c| c.symbols)
        .filter(|m| matches!(m, ManaSymbol::Colored(_)))
        .collect();
    for m in cost {
        if let Some(i) = hand.iter().position(|h| h == m) {
            hand.swap_remove(i);
        }
    }
    let groups = groups(sources(world, player, keep), &hand);
    let total: u32 = groups.iter().map(|g| g.members.len() as u32).sum();
    let mut search = Search { groups: &groups, start: pool(world, player), cost, x, life, tries: 0, best: None };
    // The fewest sources first: the first count that pays is the least.
    for n in 1..=total {
        search.walk(0, n, &mut Vec::new());
        if search.best.is_some() || search.tries >= MOST_TRIES {
            break;
        }
    }
    let (way, _) = search.best?;
    let mut out = Vec::new();
    for (g, counts) in groups.iter().zip(&way) {
        let mut members = g.members.iter();
        for (option, n) in g.options.iter().zip(counts) {
            for e in members.by_ref().take(*n as usize) {
                out.push((*e, option.clone()));
            }
        }
    }
    Some(out)
}

/// Whether `player` could pay `cost` now (with `x` for each {X}): from the pool, or at an
/// assisted table from the pool and the sources `pay_from_pool` would tap (601.2g), never
/// those in `keep`. Nothing is tapped: what the rules' list of a seat's actions asks
/// (`view::choices`).
pub fn can_pay(world: &mut World, player: Entity, cost: &[ManaSymbol], x: u32, keep: &[Entity]) -> bool {
    if cost.is_empty() || cost.iter().all(|s| matches!(s, ManaSymbol::Generic(0))) {
        return true;
    }
    let life = life_to_pay(world, player);
    pay_or_missing(pool(world, player), cost, x, life).is_ok()
        || (crate::rules::query::assisted(world)
            && (find(world, player, cost, x, 0, keep).is_some() || find(world, player, cost, x, life, keep).is_some()))
}

/// 601.2g: before paying `cost`, `player` activates the mana abilities that pay what the pool
/// lacks (mana before life: Phyrexian symbols are paid with life only where no way of tapping
/// pays them with mana). Returns whether anything was tapped.
pub fn tap_to_pay(
    world: &mut World,
    player: Entity,
    cost: &[ManaSymbol],
    x: u32,
    life: i64,
    keep: &[Entity],
    what: &LogText,
) -> bool {
    let Some(taps) = find(world, player, cost, x, 0, keep).or_else(|| find(world, player, cost, x, life, keep)) else {
        return false;
    };
    let text =
        says!("log-taps-to-pay", player = refer(world, player), cost = Arg::text(words_of(cost)), what = what.clone());
    log(world, "601.2g", text);
    for (e, mana) in &taps {
        super::tap_for_mana(world, *e, Some(&words_of(mana)));
    }
    !taps.is_empty()
}

/// Pays `cost` (with `x` for each {X}) from `player`'s pool for `what` ("the spell"). At an
/// assisted table a pool that can't pay refuses (601.2h, with what is missing); at a free table
/// the pool pays when it can, and otherwise the players settle the cost themselves. A way the
/// player chose (`chosen`) pays just so, or nothing is paid and it is refused. At an assisted
/// table, what the pool lacks is first made by tapping the player's mana sources (601.2g,
/// `auto`), never those in `keep` (the source of an ability with {T} in its cost). Paid, it
/// returns the mana spent, by kind (none where the players settle it at a free table).
pub fn pay_from_pool(
    world: &mut World,
    player: Entity,
    cost: &[ManaSymbol],
    x: u32,
    what: LogText,
    chosen: Option<Spend>,
    keep: &[Entity],
) -> Option<crate::rules::object::ManaPool> {
    if cost.is_empty() || cost.iter().all(|s| matches!(s, ManaSymbol::Generic(0))) {
        return Some(Default::default());
    }
    let who = refer(world, player);
    let words = Arg::text(words_of(cost));
    let life = life_to_pay(world, player);
    let paying = match chosen {
        // The way the player chose pays, or nothing is paid (at a free table too: they said how).
        Some(spend) => match pay_as_chosen(pool(world, player), cost, x, life, spend) {
            Ok(paid) => Ok(paid),
            Err(wrong) => {
                let (rule, why) = match wrong {
                    WrongSpend::NotInPool(have) => {
                        let have = match have.words() {
                            w if w.is_empty() => Arg::from(says!("log-mana-empty-pool")),
                            w => Arg::text(w),
                        };
                        ("601.2h", says!("log-payment-not-in-pool", pool = have))
                    }
                    WrongSpend::Life(most) => ("119.4", says!("log-mana-missing-life", life = most)),
                    WrongSpend::DoesntPay => ("601.2h", says!("log-payment-doesnt-pay")),
                };
                let spent = match (spend.mana.words(), spend.life) {
                    (mana, 0) => Arg::text(mana),
                    (mana, life) if mana.is_empty() => Arg::from(says!("log-spent-life", life = life)),
                    (mana, life) => Arg::from(says!("log-spent-mana-and-life", mana = Arg::text(mana), life = life)),
                };
                let text =
                    says!("log-cant-pay-as-chosen", player = who, cost = words, what = what, spent = spent, why = why);
                return allowed(world, Err(Refusal::new(rule, text))).then(Default::default);
            }
        },
        None => match pay_or_missing(pool(world, player), cost, x, life) {
            Err(_) if crate::rules::query::assisted(world) && tap_to_pay(world, player, cost, x, life, keep, &what) => {
                pay_or_missing(pool(world, player), cost, x, life)
            }
            paying => paying,
        },
    };
    match paying {
        Ok(paid) => {
            let before = pool(world, player);
            let spent =
                crate::rules::object::ManaPool(std::array::from_fn(|i| before.0[i].saturating_sub(paid.pool.0[i])));
            set_pool(world, player, paid.pool);
            let left = match paid.pool.words() {
                w if w.is_empty() => Arg::from(says!("log-mana-pool-empty")),
                w => Arg::text(w),
            };
            let text = match paid.life {
                0 => says!("log-pays-mana", player = who, cost = words, what = what, pool = left),
                n => says!("log-pays-mana-and-life", player = who, cost = words, life = n, what = what, pool = left),
            };
            log(world, "601.2h", text);
            if paid.life > 0 {
                crate::rules::ops::players::change_life(world, player, -(paid.life as i32));
            }
            Some(spent)
        }
        Err(missing) if crate::rules::query::assisted(world) => {
            let have = match pool(world, player).words() {
                w if w.is_empty() => Arg::from(says!("log-mana-empty-pool")),
                w => Arg::text(w),
            };
            let missing = missing_words(&missing);
            let text =
                says!("log-cant-pay-mana", player = who, cost = words, what = what, pool = have, missing = missing);
            let check: Legal = Err(Refusal::new("601.2h", text));
            allowed(world, check).then(Default::default)
        }
        Err(_) => {
            note(world, says!("log-pool-cant-pay-free-table", player = who, cost = words, what = what));
            Some(Default::default())
        }
    }
}

/// `PayCost`: a player pays a cost from their pool, the way they chose or the rules find.
pub fn pay_cost(world: &mut World, player: Entity, cost: &str, chosen: Option<Spend>) {
    match ManaCost::parse(cost) {
        Ok(c) => _ = pay_from_pool(world, player, &c.symbols, 0, says!("log-paying-for-cost"), chosen, &[]).is_some(),
        Err(e) => Refusal::new("601.2g", super::unreadable(&e)).log(world),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_way_of_splitting_choices_among_kinds_is_listed_once() {
        assert_eq!(splits(2, 2), vec![vec![2, 0], vec![1, 1], vec![0, 2]]);
        assert_eq!(splits(3, 1), vec![vec![3]]);
        assert_eq!(splits(2, 3).len(), 6);
    }
}
