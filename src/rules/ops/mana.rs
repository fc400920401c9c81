//! Mana (106): each player's mana pool, tapping a permanent for mana (305.6, 605), paying a
//! cost from the pool (601.2g–h), and the pools emptying as each step and phase ends (500.5).

use bevy::prelude::*;

use super::{Legal, Refusal, allowed};
use crate::cards::{Ability, CardType, Color, ManaCost, ManaSymbol};
use crate::rules::action::Zone;
use crate::rules::game::{Turn, mark};
use crate::rules::log::{Arg, LogText, log, note, refer};
use crate::rules::object::*;
use crate::rules::query::{chars, zone_of};
use crate::says;

/// The pool's slots, in order: white, blue, black, red, green, colourless.
const KINDS: [char; 6] = ['W', 'U', 'B', 'R', 'G', 'C'];

fn slot(symbol: &ManaSymbol) -> Option<usize> {
    match symbol {
        ManaSymbol::Colored(c) => Some(color_slot(*c)),
        ManaSymbol::Colorless => Some(5),
        _ => None,
    }
}

fn color_slot(c: Color) -> usize {
    Color::ALL.iter().position(|x| *x == c).unwrap_or(5)
}

impl ManaPool {
    /// The mana in it, in mana symbols (`"{W}{G}{G}"`); `""` when it is empty.
    pub fn words(&self) -> String {
        let mut s = String::new();
        for (i, n) in self.0.iter().enumerate() {
            for _ in 0..*n {
                s.push('{');
                s.push(KINDS[i]);
                s.push('}');
            }
        }
        s
    }
    /// Whether it holds no mana.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|n| *n == 0)
    }
    /// Adds mana (only coloured and colourless symbols are mana).
    pub fn add(&mut self, mana: &[ManaSymbol]) {
        for s in mana {
            if let Some(i) = slot(s) {
                self.0[i] = self.0[i].saturating_add(1);
            }
        }
    }
}

/// Mana as a player adds it: coloured and colourless symbols only (`"{G}{G}"`, `"{C}"`).
pub fn parse_mana(text: &str) -> Result<Vec<ManaSymbol>, LogText> {
    // Mana symbols that don't read are said as the card data's reader words them.
    let symbols = ManaCost::parse(text).map_err(|e| says!("log-words", words = Arg::text(e)))?.symbols;
    match symbols.iter().find(|s| slot(s).is_none()) {
        Some(bad) => Err(says!("log-not-a-kind-of-mana", symbol = Arg::text(bad.to_string()))),
        None if symbols.is_empty() => Err(says!("log-no-mana-named")),
        None => Ok(symbols),
    }
}

/// A player's pool (empty when they have none yet).
pub fn pool(world: &World, player: Entity) -> ManaPool {
    world.get::<ManaPool>(player).copied().unwrap_or_default()
}

fn set_pool(world: &mut World, player: Entity, pool: ManaPool) {
    world.entity_mut(player).insert(pool);
}

/// 106.4: mana is added to a player's pool.
pub fn add_mana(world: &mut World, player: Entity, mana: &str) {
    let who = refer(world, player);
    let symbols = match parse_mana(mana) {
        Ok(s) => s,
        Err(why) => return Refusal::new("106.1", says!("log-no-mana-added", player = who, why = why)).log(world),
    };
    let mut p = pool(world, player);
    p.add(&symbols);
    set_pool(world, player, p);
    let (added, now) = (Arg::text(words_of(&symbols)), Arg::text(p.words()));
    log(world, "106.4", says!("log-mana-added", mana = added, player = who, pool = now));
}

/// The kinds of mana a permanent can be tapped for: its basic land types' intrinsic abilities
/// (305.6) and its "{T}: Add ..." abilities, each a choice.
pub fn mana_options(world: &World, e: Entity) -> Vec<Vec<ManaSymbol>> {
    let c = chars(world, e);
    let mut options: Vec<Vec<ManaSymbol>> = Vec::new();
    for (land, color) in [
        ("Plains", Color::White),
        ("Island", Color::Blue),
        ("Swamp", Color::Black),
        ("Mountain", Color::Red),
        ("Forest", Color::Green),
    ] {
        if c.has_type(CardType::Land) && c.has_subtype(land) {
            options.push(vec![ManaSymbol::Colored(color)]);
        }
    }
    for a in &c.abilities {
        if let Ability::TapForMana(m) = &a.ability {
            for o in &m.options {
                if !options.contains(o) {
                    options.push(o.clone());
                }
            }
        }
    }
    options
}

fn words_of(symbols: &[ManaSymbol]) -> String {
    symbols.iter().map(|s| s.to_string()).collect()
}

/// The kinds of mana a permanent can add: "{R} or {G}".
fn options_words(options: &[Vec<ManaSymbol>]) -> Arg {
    let mut words = options.iter().rev().map(|o| Arg::text(words_of(o)));
    let last = words.next().unwrap_or_else(|| Arg::text(""));
    words.fold(last, |rest, first| Arg::from(says!("log-mana-options-or", first = first, rest = rest)))
}

/// Whether a permanent can be tapped for this mana now (`None`: its only kind).
pub fn can_tap_for_mana(world: &World, e: Entity, choice: Option<&str>) -> Result<Vec<ManaSymbol>, Refusal> {
    let name = refer(world, e);
    if zone_of(world, e) != Zone::Battlefield {
        return Err(Refusal::new("605.1a", says!("log-cant-tap-for-mana-not-on-battlefield", permanent = name)));
    }
    if world.get::<Tapped>(e).is_some_and(|t| t.0) {
        return Err(Refusal::new("602.2b", says!("log-cant-tap-for-mana-tapped", permanent = name)));
    }
    let options = mana_options(world, e);
    if options.is_empty() {
        return Err(Refusal::new("605.1a", says!("log-no-mana-ability", permanent = name)));
    }
    if chars(world, e).has_type(CardType::Creature) && summoning_sick(world, e) {
        return Err(Refusal::new("302.6", says!("log-mana-ability-summoning-sick", permanent = name)));
    }
    // 605.3a, 117.1d: a player activates a mana ability while they hold priority, or when a
    // spell or ability asks for mana (which the assisted table doesn't ask for yet); a free
    // table leaves it to the players.
    if crate::rules::query::assisted(world)
        && let Some(controller) = world.get::<Controller>(e).map(|c| c.0)
        && crate::rules::query::priority_holder(world) != Some(controller)
    {
        let text = says!("log-mana-ability-without-priority", player = refer(world, controller));
        return Err(Refusal::new("605.3a", text));
    }
    let all = options_words(&options);
    match choice {
        None if options.len() == 1 => Ok(options.remove_first()),
        None => Err(Refusal::new("106.1", says!("log-mana-choose-one", permanent = name, options = all))),
        Some(want) => {
            let want = parse_mana(want).map_err(|e| Refusal::new("106.1", e))?;
            match options.into_iter().find(|o| *o == want) {
                Some(o) => Ok(o),
                None => {
                    let want = Arg::text(words_of(&want));
                    let text = says!("log-mana-not-an-option", permanent = name, options = all, mana = want);
                    Err(Refusal::new("106.1", text))
                }
            }
        }
    }
}

trait RemoveFirst<T> {
    fn remove_first(self) -> T;
}

impl<T> RemoveFirst<T> for Vec<T> {
    fn remove_first(mut self) -> T {
        self.swap_remove(0)
    }
}

/// 302.6: whether a permanent hasn't been under its controller's control continuously since
/// their most recent turn began.
pub fn summoning_sick(world: &World, e: Entity) -> bool {
    let Some(since) = world.get::<ControlledSince>(e) else { return false };
    since.0 >= most_recent_turn(world, world.get::<crate::rules::object::Controller>(e).map(|c| c.0))
}

/// The number of `player`'s most recent turn: the one in progress when it is theirs; the one
/// their `TurnBegan` says; else (a table set up in the middle of a game, or no turn of theirs
/// yet) the one before this.
fn most_recent_turn(world: &World, player: Option<Entity>) -> u32 {
    let turn = world.resource::<Turn>();
    let active = world.resource::<crate::rules::object::Players>().0.get(turn.active).copied();
    match player {
        Some(p) if Some(p) == active => turn.number,
        Some(p) => world.get::<crate::rules::object::TurnBegan>(p).map_or(turn.number.saturating_sub(1), |t| t.0),
        None => turn.number,
    }
}

/// 106.1, 605: its controller taps a permanent for mana; the mana goes to their pool.
pub fn tap_for_mana(world: &mut World, e: Entity, choice: Option<&str>) {
    let mana = match can_tap_for_mana(world, e, choice) {
        Ok(m) => m,
        Err(r) => return r.log(world),
    };
    let Some(player) = world.get::<Controller>(e).map(|c| c.0) else { return };
    world.entity_mut(e).insert(Tapped(true));
    mark(world, e);
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::BecameTapped(e));
    let mut p = pool(world, player);
    p.add(&mana);
    set_pool(world, player, p);
    let (name, who) = (refer(world, e), refer(world, player));
    let rule = if chars(world, e).has_type(CardType::Land) && mana.len() == 1 { "305.6" } else { "605.3a" };
    let (mana, now) = (Arg::text(words_of(&mana)), Arg::text(p.words()));
    log(world, rule, says!("log-taps-for-mana", player = who, permanent = name, mana = mana, pool = now));
}

/// 500.5: unspent mana empties from every pool as a step or phase ends.
pub fn empty_pools(world: &mut World) {
    let players = world.resource::<Players>().0.clone();
    for p in players {
        let pool = pool(world, p);
        if !pool.is_empty() {
            let text = says!("log-mana-empties", player = refer(world, p), pool = Arg::text(pool.words()));
            log(world, "500.5", text);
            set_pool(world, p, ManaPool::default());
        }
    }
}

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
/// with what is left, colourless first. `Err` says what is missing, in mana symbols.
pub fn pay(pool: ManaPool, cost: &[ManaSymbol], x: u32, life: i64) -> Result<Paid, String> {
    pay_or_missing(pool, cost, x, life).map_err(|m| missing_words(&m).words())
}

/// What a pool lacks to pay a cost, in the order [`pay`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Missing {
    /// Mana symbols ("{G}", "{2}").
    Mana(String),
    /// A Phyrexian symbol neither its colour nor 2 life (of the life that can be paid) pays.
    Phyrexian(String, i64),
    /// Life: at most this much can be paid.
    Life(i64),
}

/// What is missing, for the log: "{G}{1}", "{R/P} (2 life, of 1)".
fn missing_words(missing: &[Missing]) -> LogText {
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
fn pay_or_missing(pool: ManaPool, cost: &[ManaSymbol], x: u32, life: i64) -> Result<Paid, Vec<Missing>> {
    let mut p = pool.0;
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
    let choices: Vec<(&ManaSymbol, Vec<Choice>)> = cost.iter().filter_map(|s| Some((s, choices_of(s)?))).collect();
    if missing.is_empty() {
        let mut search = Search { best: None, nodes: 0 };
        search.walk(&choices, Step { pool: p, generic, life: 0 }, life);
        if let Some(best) = search.best {
            return Ok(Paid { pool: ManaPool(pay_generic(best.pool, best.generic)), life: best.life });
        }
    }
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
    let total: u64 = p.iter().map(|n| u64::from(*n)).sum();
    if generic > total {
        missing.push(Missing::Mana(format!("{{{}}}", generic - total)));
    }
    if missing.is_empty() {
        missing.push(Missing::Life(life));
    }
    Err(missing)
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

/// A search over the symbols that give a choice for a way to pay the whole cost with the least
/// life; it stops at the first way that pays no life, and after [`Search::MOST`] steps.
struct Search {
    best: Option<Step>,
    nodes: u32,
}

impl Search {
    /// More than ten hybrid symbols of three choices each ask for.
    const MOST: u32 = 100_000;

    fn walk(&mut self, rest: &[(&ManaSymbol, Vec<Choice>)], at: Step, most_life: i64) {
        self.nodes += 1;
        if self.nodes > Self::MOST || self.best.is_some_and(|b| b.life == 0) {
            return;
        }
        let Some(((_, options), rest)) = rest.split_first() else {
            let left: u64 = at.pool.iter().map(|n| u64::from(*n)).sum();
            if at.generic <= left && i64::from(at.life) <= most_life && self.best.is_none_or(|b| at.life < b.life) {
                self.best = Some(at);
            }
            return;
        };
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
            if possible {
                self.walk(rest, next, most_life);
            }
        }
    }
}

/// Pays `cost` (with `x` for each {X}) from `player`'s pool for `what` ("the spell"). At an
/// assisted table a pool that can't pay refuses (601.2h, with what is missing); at a free table
/// the pool pays when it can, and otherwise the players settle the cost themselves.
pub fn pay_from_pool(world: &mut World, player: Entity, cost: &[ManaSymbol], x: u32, what: LogText) -> bool {
    if cost.is_empty() || cost.iter().all(|s| matches!(s, ManaSymbol::Generic(0))) {
        return true;
    }
    let who = refer(world, player);
    let words = Arg::text(words_of(cost));
    // 119.4: no more life than the player has (none at all at 0 or less).
    let life = world.get::<crate::rules::object::Life>(player).map_or(0, |l| i64::from(l.0.max(0)));
    match pay_or_missing(pool(world, player), cost, x, life) {
        Ok(paid) => {
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
                super::players::change_life(world, player, -(paid.life as i32));
            }
            true
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
            allowed(world, check)
        }
        Err(_) => {
            note(world, says!("log-pool-cant-pay-free-table", player = who, cost = words, what = what));
            true
        }
    }
}

/// `PayCost`: a player pays a cost from their pool.
pub fn pay_cost(world: &mut World, player: Entity, cost: &str) {
    match ManaCost::parse(cost) {
        Ok(c) => _ = pay_from_pool(world, player, &c.symbols, 0, says!("log-paying-for-cost")),
        // Said as the card data's reader words it.
        Err(e) => Refusal::new("601.2g", says!("log-words", words = Arg::text(e))).log(world),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(s: &str) -> Vec<ManaSymbol> {
        ManaCost::parse(s).unwrap().symbols
    }

    fn pool(s: &str) -> ManaPool {
        let mut p = ManaPool::default();
        p.add(&parse_mana(s).unwrap());
        p
    }

    #[test]
    fn rule_601_2h_colored_symbols_take_their_colour_and_generic_takes_colourless_first() {
        let paid = pay(pool("{G}{G}{C}{R}"), &cost("{1}{G}"), 0, 20).unwrap();
        assert_eq!(paid.pool.words(), "{R}{G}");
        assert_eq!(pay(pool("{G}"), &cost("{1}{G}"), 0, 20), Err("{1}".into()));
        assert_eq!(pay(pool("{R}{R}"), &cost("{G}{G}"), 0, 20), Err("{G}{G}".into()));
    }

    #[test]
    fn rule_107_4f_phyrexian_mana_is_paid_with_its_colour_or_two_life() {
        assert_eq!(pay(pool("{R}"), &cost("{R/P}"), 0, 20).unwrap().life, 0);
        let paid = pay(pool("{G}"), &cost("{R/P}{G}"), 0, 20).unwrap();
        assert_eq!((paid.life, paid.pool.is_empty()), (2, true));
    }

    #[test]
    fn a_cost_or_an_x_too_large_for_any_pool_says_what_is_missing_without_counting_to_it() {
        let missing = pay(pool("{R}"), &cost("{4294967295}{X}{R}"), u32::MAX, 20).unwrap_err();
        assert_eq!(missing, format!("{{{}}}", 2 * u64::from(u32::MAX)));
    }

    #[test]
    fn rule_107_4e_hybrid_and_x_are_paid_from_what_the_pool_holds() {
        assert!(pay(pool("{U}"), &cost("{W/U}"), 0, 20).is_ok());
        assert!(pay(pool("{G}{G}"), &cost("{2/W}"), 0, 20).is_ok());
        assert_eq!(pay(pool("{R}{R}{R}"), &cost("{X}{R}"), 3, 20), Err("{1}".into()));
        assert!(pay(pool("{C}"), &cost("{C}"), 0, 20).is_ok());
        assert_eq!(pay(pool("{G}"), &cost("{C}"), 0, 20), Err("{C}".into()));
    }

    #[test]
    fn mana_abilities_are_read_from_their_text() {
        use crate::cards::abilities::ManaAbility;
        assert_eq!(ManaAbility::parse("{T}: Add {G}.").unwrap().options, vec![cost("{G}")]);
        assert_eq!(ManaAbility::parse("{T}: Add {R} or {G}.").unwrap().options.len(), 2);
        assert_eq!(ManaAbility::parse("{T}: Add {W}, {U}, or {B}.").unwrap().options.len(), 3);
        assert_eq!(ManaAbility::parse("{T}: Add {C}{C}.").unwrap().options, vec![cost("{C}{C}")]);
        assert_eq!(ManaAbility::parse("{T}: Add one mana of any color.").unwrap().options.len(), 5);
        let pain = ManaAbility::parse("{T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you.").unwrap();
        assert_eq!(pain.options.len(), 2);
        assert!(ManaAbility::parse("{1}, {T}: Add {G}.").is_none());
        assert!(ManaAbility::parse("{T}: Add {X}.").is_none());
    }

    #[test]
    fn rule_119_4_no_more_life_is_paid_than_the_player_has() {
        // At 1 life, {R/P} needs its red: 2 life can't be paid.
        let missing = pay(ManaPool::default(), &cost("{R/P}"), 0, 1).unwrap_err();
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
}
