//! Paying a cost from a mana pool (601.2g–h, 107.4): the rules find a way to pay when the
//! player leaves it to them (each symbol that gives a choice searched, the least life paid), or
//! check the way the player chose (the mana they spend and the life they pay), and list the
//! ways there are for a window to offer.

use bevy::prelude::*;

use super::{color_slot, pool};
use crate::cards::ManaSymbol;
use crate::rules::log::{Arg, LogText};
use crate::rules::object::ManaPool;
use crate::says;

/// What paying a cost from a pool leaves: the pool after, and the life paid for Phyrexian mana.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paid {
    /// The pool once the cost is paid.
    pub pool: ManaPool,
    /// Life paid for Phyrexian symbols the pool couldn't pay (107.4f: 2 each).
    pub life: u32,
}

/// Pays a cost from a pool (601.2g–h), paying at most `life` life (119.4: a player can't pay
/// more life than their life total): each coloured symbol with its colour, {C} with
/// colourless, then the symbols that give a choice (a hybrid's halves, {2/W}'s colour or two
/// generic, a Phyrexian symbol's colour or 2 life, 107.4e–f) so that the whole cost is paid
/// whenever some choice pays it (with the least life), then generic mana and {X} (`x` each)
/// with what is left, colourless first. `Err` says what is missing, in mana symbols, as the
/// log says it.
pub fn pay(pool: ManaPool, cost: &[ManaSymbol], x: u32, life: i64) -> Result<Paid, LogText> {
    pay_or_missing(pool, cost, x, life).map_err(|m| missing_words(&m))
}

/// What a pool lacks to pay a cost, in the order [`pay`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Missing {
    /// Mana symbols ("{G}", "{2}").
    Mana(String),
    /// A Phyrexian symbol neither its colour nor 2 life (of the life that can be paid) pays.
    Phyrexian(String, i64),
    /// Life: at most this much can be paid.
    Life(i64),
}

/// What is missing, for the log: "{G}{1}", "{R/P} (2 life, of 1)".
pub(super) fn missing_words(missing: &[Missing]) -> LogText {
    let mut pieces: Vec<LogText> = Vec::new();
    let mut mana = String::new();
    let flush = |mana: &mut String, pieces: &mut Vec<LogText>| {
        if !mana.is_empty() {
            pieces.push(says!("log-mana-symbols", mana = Arg::text(std::mem::take(mana))));
        }
    };
    for m in missing {
        match m {
            Missing::Mana(s) => mana.push_str(s),
            Missing::Phyrexian(s, life) => {
                flush(&mut mana, &mut pieces);
                pieces.push(says!("log-mana-missing-phyrexian", symbol = Arg::text(s.clone()), life = *life));
            }
            Missing::Life(life) => {
                flush(&mut mana, &mut pieces);
                pieces.push(says!("log-mana-missing-life", life = *life));
            }
        }
    }
    flush(&mut mana, &mut pieces);
    let mut pieces = pieces.into_iter().rev();
    let last = pieces.next().unwrap_or_default();
    pieces.fold(last, |rest, first| says!("log-mana-missing-and", first = first, rest = rest))
}

/// [`pay`], saying what is missing piece by piece.
pub(super) fn pay_or_missing(pool: ManaPool, cost: &[ManaSymbol], x: u32, life: i64) -> Result<Paid, Vec<Missing>> {
    let (start, choices, mut missing) = fixed_part(pool.0, cost, x);
    if missing.is_empty() {
        // The way with the least life; the first that pays none ends the search.
        let mut best: Option<Step> = None;
        let mut steps = 0;
        walk(&choices, start, life, &mut steps, &mut |at| {
            if at.generic <= total(&at.pool) && best.is_none_or(|b| at.life < b.life) {
                best = Some(at);
            }
            best.is_some_and(|b| b.life == 0)
        });
        if let Some(best) = best {
            return Ok(Paid { pool: ManaPool(pay_generic(best.pool, best.generic)), life: best.life });
        }
    }
    let Step { pool: mut p, mut generic, .. } = start;
    // Nothing pays it all: say what is missing after the likeliest choices.
    for (s, options) in &choices {
        let paid = options.iter().any(|o| match *o {
            Choice::Slot(i) => take(&mut p, i),
            Choice::Generic(n) => {
                generic += n;
                true
            }
            Choice::Life => false,
        });
        if !paid {
            match options.contains(&Choice::Life) {
                true => missing.push(Missing::Phyrexian(s.to_string(), life)),
                false => missing.push(Missing::Mana(s.to_string())),
            }
        }
    }
    if generic > total(&p) {
        missing.push(Missing::Mana(format!("{{{}}}", generic - total(&p))));
    }
    if missing.is_empty() {
        missing.push(Missing::Life(life));
    }
    Err(missing)
}

/// How much mana a pool lacks to pay a cost (0 when it pays): each symbol missing counts one,
/// generic mana its amount; a cost only life is missing for counts one (a Phyrexian symbol
/// paid with mana instead).
pub(super) fn mana_missing(pool: ManaPool, cost: &[ManaSymbol], x: u32, life: i64) -> u64 {
    let Err(missing) = pay_or_missing(pool, cost, x, life) else { return 0 };
    let symbols = |s: &str| -> u64 {
        s.split('{').filter(|t| !t.is_empty()).map(|t| t.trim_end_matches('}').parse::<u64>().unwrap_or(1)).sum()
    };
    missing
        .iter()
        .map(|m| match m {
            Missing::Mana(s) => symbols(s),
            Missing::Phyrexian(..) | Missing::Life(_) => 1,
        })
        .sum::<u64>()
        .max(1)
}

/// Takes one mana from slot `i` of a pool, if it holds one.
fn take(p: &mut [u32; 6], i: usize) -> bool {
    if p[i] > 0 {
        p[i] -= 1;
        true
    } else {
        false
    }
}

/// Generic mana paid from a pool that holds enough: colourless first, then the colours the pool
/// holds most of (counted, not one mana at a time).
fn pay_generic(mut p: [u32; 6], generic: u64) -> [u32; 6] {
    let mut order: Vec<usize> = (0..5).collect();
    order.sort_by_key(|i| std::cmp::Reverse(p[*i]));
    let mut need = generic;
    for i in std::iter::once(5).chain(order) {
        let t = need.min(u64::from(p[i]));
        p[i] -= t as u32;
        need -= t;
    }
    p
}

/// One way to pay a symbol that gives a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    /// A mana of this slot of the pool.
    Slot(usize),
    /// This much generic mana.
    Generic(u64),
    /// 2 life (107.4f).
    Life,
}

/// The ways to pay a symbol, in the order tried (mana before life); `None` for a symbol that
/// gives no choice.
fn choices_of(s: &ManaSymbol) -> Option<Vec<Choice>> {
    Some(match s {
        ManaSymbol::Hybrid(a, b) => vec![Choice::Slot(color_slot(*a)), Choice::Slot(color_slot(*b))],
        ManaSymbol::TwoHybrid(c) => vec![Choice::Slot(color_slot(*c)), Choice::Generic(2)],
        ManaSymbol::ColorlessHybrid(c) => vec![Choice::Slot(5), Choice::Slot(color_slot(*c))],
        ManaSymbol::Phyrexian(cs) => {
            cs.iter().map(|c| Choice::Slot(color_slot(*c))).chain(std::iter::once(Choice::Life)).collect()
        }
        _ => return None,
    })
}

/// Where a search over the choices stands: the pool left, the generic mana owed, the life paid.
#[derive(Clone, Copy)]
struct Step {
    pool: [u32; 6],
    generic: u64,
    life: u32,
}

/// The most steps a search over the symbols that give a choice takes: more than ten hybrid
/// symbols of three choices each ask for.
const MOST_STEPS: u32 = 100_000;

/// Walks the ways to pay the symbols that give a choice, handing each complete way (within
/// `most_life` life) to `visit` until it says to stop or [`MOST_STEPS`] are taken. Returns
/// whether to stop.
fn walk(
    rest: &[(&ManaSymbol, Vec<Choice>)],
    at: Step,
    most_life: i64,
    steps: &mut u32,
    visit: &mut dyn FnMut(Step) -> bool,
) -> bool {
    *steps += 1;
    if *steps > MOST_STEPS {
        return true;
    }
    let Some(((_, options), rest)) = rest.split_first() else { return visit(at) };
    for o in options {
        let mut next = at;
        let possible = match *o {
            Choice::Slot(i) => take(&mut next.pool, i),
            Choice::Generic(n) => {
                next.generic += n;
                true
            }
            Choice::Life => {
                next.life = next.life.saturating_add(2);
                i64::from(next.life) <= most_life
            }
        };
        if possible && walk(rest, next, most_life, steps, visit) {
            return true;
        }
    }
    false
}

/// The symbols of a cost that give a choice, each with its ways.
type ChoiceSymbols<'c> = Vec<(&'c ManaSymbol, Vec<Choice>)>;

/// The mana a pool holds in all.
fn total(p: &[u32; 6]) -> u64 {
    p.iter().map(|n| u64::from(*n)).sum()
}

/// The coloured and colourless symbols of a cost taken from a pool, the generic mana and {X}
/// counted, and the symbols that give a choice with their ways; `Err` the symbols the pool
/// lacks.
fn fixed_part(pool: [u32; 6], cost: &[ManaSymbol], x: u32) -> (Step, ChoiceSymbols<'_>, Vec<Missing>) {
    let mut p = pool;
    // Summed wide: a cost or an X a client writes can't wrap it.
    let mut generic = 0u64;
    let mut missing: Vec<Missing> = Vec::new();
    for s in cost {
        match s {
            ManaSymbol::Colored(c) if !take(&mut p, color_slot(*c)) => missing.push(Missing::Mana(s.to_string())),
            ManaSymbol::Colorless if !take(&mut p, 5) => missing.push(Missing::Mana(s.to_string())),
            ManaSymbol::Generic(n) => generic += u64::from(*n),
            ManaSymbol::Variable(_) => generic += u64::from(x),
            ManaSymbol::Snow => generic += 1,
            _ => {}
        }
    }
    let choices = cost.iter().filter_map(|s| Some((s, choices_of(s)?))).collect();
    (Step { pool: p, generic, life: 0 }, choices, missing)
}

/// One way of paying a cost's mana that a player chooses (601.2h, 107.4e–f): the mana they
/// spend from their pool, which must pay the whole cost and nothing more, and the life they pay
/// for Phyrexian symbols (2 each, even where the pool holds the colour).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spend {
    /// The mana spent.
    pub mana: ManaPool,
    /// The life paid.
    pub life: u32,
}

impl Spend {
    /// The payment as an action says it.
    pub fn payment(&self) -> crate::rules::action::Payment {
        crate::rules::action::Payment { mana: self.mana.words(), life: self.life }
    }

    /// A payment as an action says it; `Err` why its mana doesn't read.
    pub fn of(payment: &crate::rules::action::Payment) -> Result<Spend, LogText> {
        let mut mana = ManaPool::default();
        if !payment.mana.is_empty() {
            mana.add(&super::parse_mana(&payment.mana)?);
        }
        Ok(Spend { mana, life: payment.life })
    }
}

/// Why the way a player chose doesn't pay a cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WrongSpend {
    /// Their pool doesn't hold the mana they would spend (what it holds).
    NotInPool(ManaPool),
    /// More life than they can pay (119.4: at most this much).
    Life(i64),
    /// The mana and life don't pay the cost, or pay more than it.
    DoesntPay,
}

/// Pays a cost the way the player chose (601.2h): the mana spent must be in the pool and pay
/// every symbol with nothing left over, the life no more than `most_life` (119.4).
pub fn pay_as_chosen(
    pool: ManaPool,
    cost: &[ManaSymbol],
    x: u32,
    most_life: i64,
    spend: Spend,
) -> Result<Paid, WrongSpend> {
    if i64::from(spend.life) > most_life {
        return Err(WrongSpend::Life(most_life));
    }
    let mut left = pool.0;
    for (i, n) in spend.mana.0.iter().enumerate() {
        if left[i] < *n {
            return Err(WrongSpend::NotInPool(pool));
        }
        left[i] -= n;
    }
    let (start, choices, missing) = fixed_part(spend.mana.0, cost, x);
    if !missing.is_empty() || spend.life % 2 == 1 {
        return Err(WrongSpend::DoesntPay);
    }
    let mut found = false;
    let mut steps = 0;
    walk(&choices, start, i64::from(spend.life), &mut steps, &mut |at| {
        found = at.life == spend.life && at.generic == total(&at.pool);
        found
    });
    match found {
        true => Ok(Paid { pool: ManaPool(left), life: spend.life }),
        false => Err(WrongSpend::DoesntPay),
    }
}

/// The most ways [`ways_to_pay`] lists.
pub const MOST_WAYS: usize = 12;

/// The different ways a pool pays a cost (at most [`MOST_WAYS`]), each the mana spent and the
/// life paid, the way [`pay`] would choose first: what a window offers when there is more than
/// one. Ways that leave the same pool and pay the same life are one way.
pub fn ways_to_pay(pool: ManaPool, cost: &[ManaSymbol], x: u32, most_life: i64) -> Vec<Spend> {
    let Ok(first) = pay(pool, cost, x, most_life) else { return Vec::new() };
    let spent = |left: &[u32; 6]| ManaPool(std::array::from_fn(|i| pool.0[i] - left[i]));
    let mut ways = vec![Spend { mana: spent(&first.pool.0), life: first.life }];
    let (start, choices, _) = fixed_part(pool.0, cost, x);
    let mut steps = 0;
    walk(&choices, start, most_life, &mut steps, &mut |at| {
        if at.generic > total(&at.pool) {
            return false;
        }
        for left in generic_ways(at.pool, at.generic) {
            let way = Spend { mana: spent(&left), life: at.life };
            if !ways.contains(&way) {
                ways.push(way);
            }
            if ways.len() >= MOST_WAYS {
                return true;
            }
        }
        false
    });
    ways
}

/// The pools left by each way of paying `generic` mana from `pool` (each mix of kinds once; at
/// most [`MOST_WAYS`]).
fn generic_ways(pool: [u32; 6], generic: u64) -> Vec<[u32; 6]> {
    fn from(slot: usize, left: [u32; 6], need: u64, out: &mut Vec<[u32; 6]>) {
        if out.len() >= MOST_WAYS {
            return;
        }
        if need == 0 {
            out.push(left);
            return;
        }
        if slot == 6 {
            return;
        }
        // Colourless first, then white to green: the order the ways are offered.
        let i = [5, 0, 1, 2, 3, 4][slot];
        for n in (0..=u64::from(left[i]).min(need)).rev() {
            let mut next = left;
            next[i] -= n as u32;
            from(slot + 1, next, need - n, out);
        }
    }
    let mut out = Vec::new();
    from(0, pool, generic, &mut out);
    out
}

/// The most life `player` can pay (119.4: no more than their life total; none at all at 0 or
/// less).
pub fn life_to_pay(world: &World, player: Entity) -> i64 {
    world.get::<crate::rules::object::Life>(player).map_or(0, |l| i64::from(l.0.max(0)))
}

/// The ways `player`'s pool pays `cost` now, as actions say them, where there is more than one
/// (601.2h): what a window offers beside letting the rules pay.
pub fn payment_choices(
    world: &World,
    player: Entity,
    cost: &[ManaSymbol],
    x: u32,
) -> Vec<crate::rules::action::Payment> {
    let ways = ways_to_pay(pool(world, player), cost, x, life_to_pay(world, player));
    match ways.len() {
        0 | 1 => Vec::new(),
        _ => ways.iter().map(Spend::payment).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::ManaCost;

    fn cost(s: &str) -> Vec<ManaSymbol> {
        ManaCost::parse(s).unwrap().symbols
    }

    fn pool(s: &str) -> ManaPool {
        let mut p = ManaPool::default();
        p.add(&super::super::parse_mana(s).unwrap());
        p
    }

    #[test]
    fn rule_601_2h_colored_symbols_take_their_colour_and_generic_takes_colourless_first() {
        let paid = pay(pool("{G}{G}{C}{R}"), &cost("{1}{G}"), 0, 20).unwrap();
        assert_eq!(paid.pool.words(), "{R}{G}");
        assert_eq!(pay(pool("{G}"), &cost("{1}{G}"), 0, 20).map_err(|m| m.words()), Err("{1}".into()));
        assert_eq!(pay(pool("{R}{R}"), &cost("{G}{G}"), 0, 20).map_err(|m| m.words()), Err("{G}{G}".into()));
    }

    #[test]
    fn rule_107_4f_phyrexian_mana_is_paid_with_its_colour_or_two_life() {
        assert_eq!(pay(pool("{R}"), &cost("{R/P}"), 0, 20).unwrap().life, 0);
        let paid = pay(pool("{G}"), &cost("{R/P}{G}"), 0, 20).unwrap();
        assert_eq!((paid.life, paid.pool.is_empty()), (2, true));
    }

    #[test]
    fn a_cost_or_an_x_too_large_for_any_pool_says_what_is_missing_without_counting_to_it() {
        let missing = pay(pool("{R}"), &cost("{4294967295}{X}{R}"), u32::MAX, 20).unwrap_err().words();
        assert_eq!(missing, format!("{{{}}}", 2 * u64::from(u32::MAX)));
    }

    #[test]
    fn rule_107_4e_hybrid_and_x_are_paid_from_what_the_pool_holds() {
        assert!(pay(pool("{U}"), &cost("{W/U}"), 0, 20).is_ok());
        assert!(pay(pool("{G}{G}"), &cost("{2/W}"), 0, 20).is_ok());
        assert_eq!(pay(pool("{R}{R}{R}"), &cost("{X}{R}"), 3, 20).map_err(|m| m.words()), Err("{1}".into()));
        assert!(pay(pool("{C}"), &cost("{C}"), 0, 20).is_ok());
        assert_eq!(pay(pool("{G}"), &cost("{C}"), 0, 20).map_err(|m| m.words()), Err("{C}".into()));
    }

    #[test]
    fn rule_119_4_no_more_life_is_paid_than_the_player_has() {
        // At 1 life, {R/P} needs its red: 2 life can't be paid.
        let missing = pay(ManaPool::default(), &cost("{R/P}"), 0, 1).unwrap_err().words();
        assert!(missing.contains("{R/P}"), "{missing}");
        assert_eq!(pay(ManaPool::default(), &cost("{R/P}"), 0, 2).unwrap().life, 2);
        // Two symbols at 3 life: one with mana, one with life.
        let paid = pay(pool("{R}"), &cost("{R/P}{R/P}"), 0, 3).unwrap();
        assert_eq!((paid.life, paid.pool.is_empty()), (2, true));
        assert!(pay(ManaPool::default(), &cost("{R/P}{R/P}"), 0, 3).is_err());
    }

    #[test]
    fn rule_107_4e_a_hybrid_cost_is_paid_whenever_some_choice_of_halves_pays_it() {
        // The halves can't be chosen one at a time by what the pool holds most of.
        let paid = pay(pool("{W}{U}{U}"), &cost("{W/U}{U/B}{U/R}"), 0, 20).unwrap();
        assert!(paid.pool.is_empty());
        // And a Phyrexian symbol's colour left for generic mana when life pays it.
        let paid = pay(pool("{G}{G}"), &cost("{1}{G}{G/P}"), 0, 20).unwrap();
        assert_eq!((paid.life, paid.pool.is_empty()), (2, true));
        // Ten hybrid symbols against a pool that pays them only one way.
        let ten = format!("{}{}", "{W/B}".repeat(5), "{U/R}".repeat(5));
        assert!(pay(pool("{W}{W}{W}{W}{W}{U}{U}{U}{U}{U}"), &cost(&ten), 0, 20).unwrap().pool.is_empty());
        assert!(pay(pool("{W}{W}{W}{W}{U}{U}{U}{U}{U}{U}"), &cost(&ten), 0, 20).is_err());
    }

    fn spend(mana: &str, life: u32) -> Spend {
        Spend::of(&crate::rules::action::Payment { mana: mana.into(), life }).unwrap()
    }

    #[test]
    fn rule_601_2h_a_payment_the_player_chooses_pays_just_so_or_not_at_all() {
        // Which hybrid half: {W/U} paid with the white, the blue left.
        let paid = pay_as_chosen(pool("{W}{U}"), &cost("{W/U}"), 0, 20, spend("{W}", 0)).unwrap();
        assert_eq!(paid.pool.words(), "{U}");
        let paid = pay_as_chosen(pool("{W}{U}"), &cost("{W/U}"), 0, 20, spend("{U}", 0)).unwrap();
        assert_eq!(paid.pool.words(), "{W}");
        // Which mana pays the generic part.
        let paid = pay_as_chosen(pool("{R}{G}{C}"), &cost("{1}{G}"), 0, 20, spend("{R}{G}", 0)).unwrap();
        assert_eq!(paid.pool.words(), "{C}");
        // Nothing left over, nothing short, nothing the pool doesn't hold.
        let over = pay_as_chosen(pool("{R}{G}{C}"), &cost("{1}{G}"), 0, 20, spend("{R}{G}{C}", 0));
        assert_eq!(over, Err(WrongSpend::DoesntPay));
        let short = pay_as_chosen(pool("{R}{G}{C}"), &cost("{1}{G}"), 0, 20, spend("{G}", 0));
        assert_eq!(short, Err(WrongSpend::DoesntPay));
        let absent = pay_as_chosen(pool("{R}{G}"), &cost("{1}{G}"), 0, 20, spend("{G}{G}", 0));
        assert_eq!(absent, Err(WrongSpend::NotInPool(pool("{R}{G}"))));
        // {X} counts as generic mana.
        assert!(pay_as_chosen(pool("{R}{R}{R}"), &cost("{X}{R}"), 2, 20, spend("{R}{R}{R}", 0)).is_ok());
    }

    #[test]
    fn rule_107_4f_a_phyrexian_symbol_paid_with_life_even_where_the_pool_holds_its_colour() {
        let paid = pay_as_chosen(pool("{R}"), &cost("{R/P}"), 0, 20, spend("", 2)).unwrap();
        assert_eq!((paid.life, paid.pool.words().as_str()), (2, "{R}"));
        // The rules left to themselves pay with the mana.
        assert_eq!(pay(pool("{R}"), &cost("{R/P}"), 0, 20).unwrap().life, 0);
        // Life that pays no symbol, and life the player hasn't got (119.4).
        assert_eq!(pay_as_chosen(pool("{R}"), &cost("{R/P}"), 0, 20, spend("{R}", 2)), Err(WrongSpend::DoesntPay));
        assert_eq!(pay_as_chosen(pool("{R}"), &cost("{R/P}"), 0, 1, spend("", 2)), Err(WrongSpend::Life(1)));
    }

    #[test]
    fn the_ways_to_pay_a_cost_are_each_different_and_the_rules_choice_comes_first() {
        let ways = ways_to_pay(pool("{W}{U}{G}"), &cost("{W/U}"), 0, 20);
        let said: Vec<String> = ways.iter().map(|w| w.mana.words()).collect();
        assert_eq!(said, ["{W}", "{U}"]);
        let ways = ways_to_pay(pool("{R}"), &cost("{R/P}"), 0, 20);
        assert_eq!(ways, [spend("{R}", 0), spend("", 2)]);
        // One way only: nothing to ask.
        assert_eq!(ways_to_pay(pool("{G}{G}"), &cost("{1}{G}"), 0, 20).len(), 1);
        assert!(ways_to_pay(pool("{G}"), &cost("{1}{G}"), 0, 20).is_empty());
        // Generic mana from a pool of five kinds: one way each mix, and no more than the most.
        let ways = ways_to_pay(pool("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}"), &cost("{3}"), 0, 20);
        assert_eq!(ways.len(), MOST_WAYS);
        for w in &ways {
            assert!(pay_as_chosen(pool("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}"), &cost("{3}"), 0, 20, *w).is_ok(), "{w:?}");
        }
    }
}
