//! Objects that pay for part of a spell's mana cost as it is cast (601.2h): creatures tapped
//! for convoke (702.51a: each pays {1} or one mana of its colour), artifacts tapped for
//! improvise (702.126a: each pays {1}), cards exiled from its caster's graveyard for delve
//! (702.66a: each pays {1}). Each object pays one mana of the total cost, never {X}, {C} or
//! {S}; one that would pay nothing can't be chosen.

use bevy::prelude::*;

use super::Refusal;
use crate::cards::costs::{Helper, SpellCost};
use crate::cards::{CardType, ColorSet, ManaSymbol};
use crate::rules::action::Zone;
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::{Controller, Owner, Tapped};
use crate::rules::query::*;
use crate::says;

/// The way a spell's text lets objects pay for it (none: it has no such keyword).
pub fn helper(world: &World, e: Entity, how: super::Casting) -> Option<Helper> {
    super::spell_costs(world, e, how).into_iter().find_map(|c| match c {
        SpellCost::Helped(h) => Some(h),
        _ => None,
    })
}

/// Whether `x` may help `caster` cast a spell as `helper` says: an untapped creature they
/// control (convoke), an untapped artifact they control (improvise), another card in their
/// graveyard (delve).
pub fn may_help(world: &World, e: Entity, caster: Entity, helper: Helper, x: Entity) -> bool {
    let untapped_yours = |t: CardType| {
        on_battlefield(world, x)
            && world.get::<Controller>(x).map(|c| c.0) == Some(caster)
            && world.get::<Tapped>(x).is_none_or(|t| !t.0)
            && chars(world, x).has_type(t)
    };
    x != e
        && match helper {
            Helper::Convoke => untapped_yours(CardType::Creature),
            Helper::Improvise => untapped_yours(CardType::Artifact),
            Helper::Delve => zone_of(world, x) == Zone::Graveyard && world.get::<Owner>(x).map(|o| o.0) == Some(caster),
        }
}

/// What one mana of a cost a helper of these colours may pay (702.51a): generic mana, or a
/// coloured symbol one of its colours pays (a hybrid or Phyrexian symbol of that colour too).
fn pays(unit: &ManaSymbol, colors: ColorSet) -> bool {
    match unit {
        ManaSymbol::Generic(_) => true,
        ManaSymbol::Colored(c) | ManaSymbol::TwoHybrid(c) | ManaSymbol::ColorlessHybrid(c) => colors.contains(*c),
        ManaSymbol::Hybrid(a, b) => colors.contains(*a) || colors.contains(*b),
        ManaSymbol::Phyrexian(cs) => cs.iter().any(|c| colors.contains(*c)),
        ManaSymbol::Colorless | ManaSymbol::Variable(_) | ManaSymbol::Snow => false,
    }
}

/// What is left of `cost` once each helper (by its colours: none for improvise and delve) pays
/// one mana of it, or the index of a helper that would pay nothing. Each is matched to a mana
/// it can pay so that every one of them pays (a matching by augmenting paths), coloured mana
/// first, so the generic mana is what stays for the caster's pool.
pub fn left_to_pay(cost: &[ManaSymbol], helpers: &[ColorSet]) -> Result<Vec<ManaSymbol>, usize> {
    // One unit per mana: {3} is three generic units; coloured units first.
    let mut units: Vec<ManaSymbol> = cost.iter().filter(|s| !matches!(s, ManaSymbol::Generic(_))).cloned().collect();
    let generic: u32 = cost.iter().map(|s| if let ManaSymbol::Generic(n) = s { *n } else { 0 }).sum();
    units.extend((0..generic).map(|_| ManaSymbol::Generic(1)));
    let mut paid_by: Vec<Option<usize>> = vec![None; units.len()];
    fn place(
        h: usize,
        helpers: &[ColorSet],
        units: &[ManaSymbol],
        paid_by: &mut [Option<usize>],
        seen: &mut [bool],
    ) -> bool {
        for u in 0..units.len() {
            if seen[u] || !pays(&units[u], helpers[h]) {
                continue;
            }
            seen[u] = true;
            if paid_by[u].is_none_or(|other| place(other, helpers, units, paid_by, seen)) {
                paid_by[u] = Some(h);
                return true;
            }
        }
        false
    }
    for h in 0..helpers.len() {
        let mut seen = vec![false; units.len()];
        if !place(h, helpers, &units, &mut paid_by, &mut seen) {
            return Err(h);
        }
    }
    let mut left: Vec<ManaSymbol> = Vec::new();
    let mut generic_left = 0;
    for (u, by) in units.into_iter().zip(&paid_by) {
        match (u, by) {
            (_, Some(_)) => {}
            (ManaSymbol::Generic(n), None) => generic_left += n,
            (u, None) => left.push(u),
        }
    }
    if generic_left > 0 {
        left.insert(0, ManaSymbol::Generic(generic_left));
    }
    Ok(left)
}

/// The colours a helper pays with: a convoking creature's (702.51a); an improvising artifact and
/// a delved card pay only generic mana.
fn colors_of(world: &World, helper: Helper, x: Entity) -> ColorSet {
    match helper {
        Helper::Convoke => chars(world, x).colors,
        Helper::Improvise | Helper::Delve => ColorSet::default(),
    }
}

/// The cost left for the caster's mana once `helpers` pay their part, or why they can't: the
/// spell has no such keyword, an object may not help, or one would pay nothing.
pub fn helped_cost(
    world: &World,
    e: Entity,
    how: super::Casting,
    cost: Vec<ManaSymbol>,
    helpers: &[Entity],
) -> Result<Vec<ManaSymbol>, Refusal> {
    if helpers.is_empty() {
        return Ok(cost);
    }
    let spell = refer(world, e);
    let Some(helper) = helper(world, e, how) else {
        return Err(Refusal::new("601.2h", says!("log-no-helpers", spell = spell)));
    };
    let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let rule = helper.rule();
    for (i, x) in helpers.iter().enumerate() {
        if !may_help(world, e, caster, helper, *x) || helpers[..i].contains(x) {
            let text = says!("log-cant-help", card = refer(world, *x), spell = spell, how = Arg::key(helper));
            return Err(Refusal::new(rule, text));
        }
    }
    let colors: Vec<ColorSet> = helpers.iter().map(|x| colors_of(world, helper, *x)).collect();
    left_to_pay(&cost, &colors).map_err(|i| {
        let text = says!("log-helper-pays-nothing", card = refer(world, helpers[i]), spell = spell);
        Refusal::new(rule, text)
    })
}

/// The helpers pay (601.2h): the creatures or artifacts are tapped, the cards exiled.
pub fn pay_with(world: &mut World, e: Entity, how: super::Casting, helpers: &[Entity]) {
    let Some(helper) = helper(world, e, how) else { return };
    for x in helpers {
        match helper {
            Helper::Convoke | Helper::Improvise => {
                let name = refer(world, *x);
                log(world, "701.26a", says!("log-becomes-tapped", card = name));
                crate::rules::ops::mana::tap_as_cost(world, *x);
            }
            Helper::Delve => {
                _ = crate::rules::ops::zones::move_object(world, *x, Zone::Exile, None, Default::default());
            }
        }
    }
    let spell = refer(world, e);
    log(world, helper.rule(), says!("log-helped", spell = spell, n = helpers.len(), how = Arg::key(helper)));
}

/// The helpers the rules choose for a caster who lets them (the view's way to cast with
/// convoke, improvise or delve): as many as pay for something, those that pay coloured mana
/// first, the rest in the order the objects came to be.
pub fn chosen_helpers(world: &World, e: Entity, how: super::Casting, cost: &[ManaSymbol]) -> Vec<Entity> {
    let Some(helper) = helper(world, e, how) else { return Vec::new() };
    let Some(caster) = world.get::<Owner>(e).map(|o| o.0) else { return Vec::new() };
    let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::ObjectNumber)>() else { return Vec::new() };
    let mut candidates: Vec<(Entity, crate::rules::object::ObjectNumber)> =
        q.iter(world).filter(|(x, _)| may_help(world, e, caster, helper, *x)).map(|(x, n)| (x, *n)).collect();
    candidates.sort_by_key(|(_, n)| *n);
    let mut chosen: Vec<Entity> = Vec::new();
    let mut colors: Vec<ColorSet> = Vec::new();
    for (x, _) in candidates {
        colors.push(colors_of(world, helper, x));
        if left_to_pay(cost, &colors).is_ok() {
            chosen.push(x);
        } else {
            colors.pop();
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Color, ManaCost};

    fn cost(s: &str) -> Vec<ManaSymbol> {
        ManaCost::parse(s).unwrap().symbols
    }

    fn set(cs: &[Color]) -> ColorSet {
        let mut s = ColorSet::default();
        for c in cs {
            s.insert(*c);
        }
        s
    }

    #[test]
    fn rule_702_51a_each_convoking_creature_pays_generic_mana_or_mana_of_its_colour() {
        use Color::*;
        // Stoke the Flames, {2}{R}{R}: two red creatures pay {R}{R}, a green one {1}.
        let left = left_to_pay(&cost("{2}{R}{R}"), &[set(&[Red]), set(&[Green]), set(&[Red])]);
        assert_eq!(left, Ok(cost("{1}")));
        // A green creature can't pay {R}: with no generic mana left, it pays nothing.
        assert_eq!(left_to_pay(&cost("{R}{R}"), &[set(&[Red]), set(&[Green])]), Err(1));
        // The matching moves a two-colour creature off the {G} a mono-green one needs.
        assert_eq!(left_to_pay(&cost("{G}{W}"), &[set(&[Green, White]), set(&[Green])]), Ok(Vec::new()));
        // {C}, {X} and {S} aren't paid by helpers (702.51a names generic and coloured mana).
        assert_eq!(left_to_pay(&cost("{X}{C}"), &[set(&[])]), Err(0));
        // 702.126a, 702.66a: colourless helpers pay generic mana only.
        assert_eq!(left_to_pay(&cost("{7}{U}"), &[set(&[]); 7]), Ok(cost("{U}")));
        assert_eq!(left_to_pay(&cost("{3}{U}"), &[set(&[]); 4]), Err(3));
    }
}
