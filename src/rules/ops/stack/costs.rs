//! What a spell's own text adds to its cost as it is cast (601.2b, 601.2f–h): kicker
//! (702.33a) and "{1} more for each target beyond the first" join the mana of the total cost
//! (`spell_cost`); an additional cost of sacrificing permanents, discarding a card or paying
//! life is chosen with the spell (the objects it takes) and paid with the mana, all or nothing
//! (601.2h, 118.3). At a free table a spell cast without the objects its additional cost takes
//! leaves that cost to the players.

use super::*;
use crate::cards::ManaSymbol;
use crate::cards::costs::SpellCost;

/// The costs the text of the face being cast adds (none cast face down: it has no text then).
pub fn spell_costs(world: &World, e: Entity, how: Casting) -> Vec<SpellCost> {
    if how.face_down.is_some() {
        return Vec::new();
    }
    let Some(def) = printed(world, e) else { return Vec::new() };
    let faces: Vec<_> = match how.fused {
        true => def.faces.iter().collect(),
        false => def.faces.get(how.face.index()).into_iter().collect(),
    };
    let instead = how.alternative == Some(crate::cards::costs::Alternative::Instead);
    let in_graveyard = zone_of(world, e) == Zone::Graveyard;
    faces
        .iter()
        .flat_map(|f| f.text.abilities().iter())
        .filter_map(|l| match &l.ability {
            crate::cards::Ability::SpellCost(c) => Some((**c).clone()),
            _ => None,
        })
        .flat_map(|c| match c {
            // 118.9: a cost its text gives instead of its mana cost: its mana the alternative
            // cost, its other parts paid as additional costs are, only where cast for it.
            SpellCost::Instead { mana, parts, .. } => {
                let mut out = vec![SpellCost::Alternative(crate::cards::costs::Alternative::Instead, mana)];
                out.extend(parts.into_iter().filter(|_| instead));
                out
            }
            // 702.34a: its mana the flashback cost, its other parts paid only as the card is cast
            // from its owner's graveyard.
            SpellCost::FlashbackPaying { mana, parts } => {
                let mut out = vec![SpellCost::Flashback(mana)];
                out.extend(parts.into_iter().filter(|_| in_graveyard && how.face_down.is_none()));
                out
            }
            c => vec![c],
        })
        .collect()
}

/// The condition a cost its text gives instead of its mana cost asks ("If you control a
/// Plains, ..."), if any (118.9).
fn instead_condition(world: &World, e: Entity, how: Casting) -> Option<crate::cards::condition::Condition> {
    let def = printed(world, e)?;
    let face = def.faces.get(how.face.index())?;
    face.text.abilities().iter().find_map(|l| match l.ability.spell_cost() {
        Some(SpellCost::Instead { condition, .. }) => condition.clone(),
        _ => None,
    })
}

impl Casting {
    /// Cast `e` with these targets (601.2c): how many, and whether one of them is what a cost
    /// reduction of its text asks of a target (601.2f), its caster being "you".
    pub fn targeting(self, world: &World, e: Entity, targets: &[Entity]) -> Casting {
        let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
        let targets_fit = spell_costs(world, e, self).iter().any(|c| match c {
            crate::cards::costs::SpellCost::LessIfTargets { wanted, .. } => {
                targets.iter().any(|t| crate::rules::wanted::fits(world, wanted, *t, caster))
            }
            _ => false,
        });
        Casting { targets: targets.len() as u32, targets_fit, ..self }
    }
}

/// The flashback cost a card in its owner's graveyard is cast for (702.34a: an alternative
/// cost, 118.9), if it has one.
pub(super) fn flashback(world: &World, e: Entity, how: Casting) -> Option<Vec<crate::cards::ManaSymbol>> {
    if zone_of(world, e) != Zone::Graveyard || how.face_down.is_some() {
        return None;
    }
    spell_costs(world, e, how).into_iter().find_map(|c| match c {
        SpellCost::Flashback(m) => Some(m.symbols),
        _ => None,
    })
}

/// The disturb cost a transforming card in its owner's graveyard is cast for, its back face up
/// (702.146a: an alternative cost, 118.9), if it has one.
pub(super) fn disturb(world: &World, e: Entity, how: Casting) -> Option<Vec<crate::cards::ManaSymbol>> {
    if zone_of(world, e) != Zone::Graveyard || how.face_down.is_some() || how.face != Side::Back {
        return None;
    }
    printed(world, e)?.disturb_cost().map(|c| c.symbols)
}

/// 702.127a: whether the face of `e` cast as `how` is a half with aftermath.
pub fn aftermath(world: &World, e: Entity, how: Casting) -> bool {
    spell_costs(world, e, how).contains(&SpellCost::Aftermath)
}

/// 702.127a: whether `e` is a split card with a half that has aftermath.
pub fn has_aftermath(world: &World, e: Entity) -> bool {
    printed(world, e).is_some_and(|d| {
        d.faces.iter().any(|f| f.text.abilities().iter().any(|l| l.ability.spell_cost() == Some(&SpellCost::Aftermath)))
    })
}

/// 702.81a, 702.133a: the keyword a card in its owner's graveyard without flashback is cast
/// with, retrace or jump-start, whose additional cost is a discard; `None` elsewhere.
pub fn from_graveyard_by_discard(world: &World, e: Entity, how: Casting) -> Option<SpellCost> {
    if zone_of(world, e) != Zone::Graveyard || flashback(world, e, how).is_some() {
        return None;
    }
    spell_costs(world, e, how).into_iter().find(|c| matches!(c, SpellCost::Retrace | SpellCost::JumpStart))
}

/// The alternative cost (118.9) its keyword gives a card cast as `how`, if it has that one.
pub(super) fn alternative(world: &World, e: Entity, how: Casting) -> Option<Vec<crate::cards::ManaSymbol>> {
    let wanted = how.alternative?;
    spell_costs(world, e, how).into_iter().find_map(|c| match c {
        SpellCost::Alternative(a, m) if a == wanted => Some(m.symbols),
        _ => None,
    })
}

/// Whether `e` may be cast for the alternative cost `a` as `how` says (118.9): its face has it;
/// no other alternative cost is paid with it (118.9a: not with flashback, prototyped, face
/// down or fused); surge only once its caster has cast another spell this turn (702.117a),
/// spectacle once an opponent of theirs lost life this turn (702.137a).
fn can_pay_alternative(world: &World, e: Entity, how: Casting, a: crate::cards::costs::Alternative) -> Legal {
    let (name, keyword) = (refer(world, e), crate::rules::log::Arg::text(a.word()));
    if alternative(world, e, how).is_none() {
        return Err(Refusal::new(a.rule(), says!("log-no-alternative-cost", spell = name, keyword = keyword)));
    }
    let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    // Cast without paying its mana cost is an alternative cost too (118.9a).
    let free = crate::rules::ops::offer::offered(world, e, caster, how.face).is_some_and(|o| o.free);
    if flashback(world, e, how).is_some() || how.prototyped || how.fused || free {
        let text = says!("log-one-alternative-cost", spell = name, keyword = keyword);
        return Err(Refusal::new("118.9a", text));
    }
    let cast_before = world.resource::<crate::rules::game::Turn>().spells_cast.get(&caster).copied().unwrap_or(0);
    if a == crate::cards::costs::Alternative::Surge && cast_before == 0 {
        return Err(Refusal::new(a.rule(), says!("log-surge-needs-another-spell", spell = name)));
    }
    // 702.35a: only as its madness ability resolves.
    let madness = crate::rules::ops::offer::offered(world, e, caster, how.face).and_then(|o| o.alternative);
    if a == crate::cards::costs::Alternative::Madness && madness != Some(a) {
        return Err(Refusal::new(a.rule(), says!("log-madness-only-as-it-resolves", spell = name)));
    }
    if a == crate::cards::costs::Alternative::Instead
        && let Some(condition) = instead_condition(world, e, how)
        && crate::rules::conditions::holds(world, &condition, e, caster, &[]) != Some(true)
    {
        return Err(Refusal::new("118.9", says!("log-instead-condition-unmet", spell = name)));
    }
    let lost = &world.resource::<crate::rules::game::Turn>().happened.lost_life;
    if a == crate::cards::costs::Alternative::Spectacle && !lost.iter().any(|p| *p != caster) {
        return Err(Refusal::new(a.rule(), says!("log-spectacle-needs-an-opponent-s-life-lost", spell = name)));
    }
    Ok(())
}

/// The mana the spell's text adds to its total cost (601.2f): its kicker, if kicked (702.33a);
/// its buyback cost, if paid (702.27a);
/// {1} more for each target beyond the first.
pub(super) fn added_mana(world: &World, e: Entity, how: Casting) -> Vec<crate::cards::ManaSymbol> {
    let mut out = Vec::new();
    for c in spell_costs(world, e, how) {
        match c {
            SpellCost::Kicker(m) if how.kicked => out.extend(m.symbols),
            SpellCost::Buyback(m) if how.buyback => out.extend(m.symbols),
            SpellCost::MorePerExtraTarget(m) => {
                for _ in 1..how.targets.max(1) {
                    out.extend(m.symbols.iter().cloned());
                }
            }
            _ => {}
        }
    }
    out
}

/// 601.2f: what the static abilities of the permanents on the battlefield add to (more) or take
/// off (less) the generic mana of `e`'s total cost cast as `how`: the sum of each that applies
/// to the spell as it would be cast (its face's types and colours; face down, a colourless
/// creature, 708.4) and its caster.
pub fn changed_by(world: &World, e: Entity, how: Casting) -> i32 {
    less_for_each(world, e, how) + changed_by_others(world, e, how)
}

/// 601.2f, 702.41a: what the spell's own "costs {1} less to cast for each artifact you control"
/// takes off, counted now with its caster as "you", and its "costs {3} less to cast if a
/// creature died this turn" while the condition holds.
fn less_for_each(world: &World, e: Entity, how: Casting) -> i32 {
    let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let mut off = 0i64;
    for c in spell_costs(world, e, how) {
        off += match c {
            SpellCost::LessForEach { by, what } => {
                i64::from(crate::rules::conditions::count(world, &what, caster, Some(e), caster, &[])) * i64::from(by)
            }
            SpellCost::LessIf { by, condition }
                if crate::rules::conditions::holds(world, &condition, e, caster, &[]) == Some(true) =>
            {
                i64::from(by)
            }
            // 601.2f: its targets were chosen before (601.2c).
            SpellCost::LessIfTargets { by, .. } if how.targets_fit => i64::from(by),
            _ => 0,
        };
    }
    -(off.min(i64::from(i32::MAX)) as i32)
}

/// The cost changes of the permanents on the battlefield ([`changed_by`]).
fn changed_by_others(world: &World, e: Entity, how: Casting) -> i32 {
    use crate::cards::abilities::{CostChange, Whose};
    type Chosen = crate::rules::object::Chosen;
    // (What was chosen is read apart: a query naming a component no object has had yet finds
    // nothing at all.)
    let Some(mut q) =
        world.try_query::<(Entity, &InZone, &crate::rules::characteristics::Characteristics, &Controller)>()
    else {
        return 0;
    };
    let changes: Vec<(&CostChange, Entity, Option<&Chosen>)> = q
        .iter(world)
        .filter(|(_, z, ..)| z.zone == Zone::Battlefield)
        .flat_map(|(e, _, c, ctl)| {
            let chosen = world.get::<Chosen>(e);
            c.abilities.iter().filter_map(move |l| match &l.ability {
                crate::cards::Ability::CostChange(x) => Some((&**x, ctl.0, chosen)),
                _ => None,
            })
        })
        .collect();
    if changes.is_empty() {
        return 0;
    }
    let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let (types, colors, subtypes) = match how.face_down {
        Some(_) => (vec![crate::cards::CardType::Creature], crate::cards::ColorSet::default(), Vec::new()),
        None => match printed(world, e).and_then(|d| d.faces.get(how.face.index()).cloned()) {
            Some(face) => (face.types.clone(), face.colors(), face.subtypes.to_vec()),
            None => return 0,
        },
    };
    // 614.12a: "of the chosen type", the type chosen as its permanent entered.
    let changeling = chars(world, e).all_creature_types;
    let of_type = |c: &CostChange, chosen: Option<&Chosen>| {
        !c.chosen_type
            || chosen.and_then(|ch| ch.creature_type.as_ref()).is_some_and(|t| changeling || subtypes.contains(t))
    };
    changes
        .into_iter()
        .filter(|(c, controller, _)| match c.whose {
            Whose::Anyone => true,
            Whose::You => *controller == caster,
            Whose::Opponents => *controller != caster,
        })
        // Defense Grid: not during the caster's own turn.
        .filter(|(c, ..)| !c.off_turn || crate::rules::query::active_player(world) != Some(caster))
        .filter(|(c, _, chosen)| c.applies(&types, (&subtypes, changeling), colors) && of_type(c, *chosen))
        .map(|(c, ..)| c.by)
        .sum()
}

/// A total cost with `by` generic mana more, or less (601.2f: a reduction takes off generic mana
/// only, down to none).
pub fn change(cost: &mut Vec<crate::cards::ManaSymbol>, by: i32) {
    use crate::cards::ManaSymbol;
    if by > 0 {
        cost.push(ManaSymbol::Generic(by.unsigned_abs()));
        return;
    }
    let mut left = by.unsigned_abs();
    for s in cost.iter_mut() {
        if let ManaSymbol::Generic(n) = s {
            let taken = left.min(*n);
            (*n, left) = (*n - taken, left - taken);
        }
    }
    if by < 0 {
        cost.retain(|s| !matches!(s, ManaSymbol::Generic(0)));
    }
}

/// Whether the additional cost `cost` of the spell `e` cast by `caster` may take `x` (601.2b):
/// a permanent `caster` controls of the kind it names to sacrifice, return to its owner's hand
/// (a basic one where so said) or tap (an untapped one), another card of their hand to discard
/// or exile (of the colour named), a card of the kind in their graveyard to exile.
pub fn may_take(world: &World, e: Entity, caster: Entity, cost: &SpellCost, x: Entity) -> bool {
    use crate::cards::filter::ObjectFilter;
    let fits =
        |what: &ObjectFilter| crate::rules::wanted::filter_matches(what, chars(world, x), Some(caster), false, caster);
    let permanent = |what: &ObjectFilter| {
        on_battlefield(world, x) && world.get::<Controller>(x).map(|c| c.0) == Some(caster) && fits(what)
    };
    let card_in = |zone: Zone| zone_of(world, x) == zone && world.get::<Owner>(x).map(|o| o.0) == Some(caster);
    x != e
        && match cost {
            SpellCost::Sacrifice { what, .. } => permanent(what),
            SpellCost::ReturnToHand { what, basic } => {
                permanent(what) && (!basic || chars(world, x).supertypes.contains(&crate::cards::Supertype::Basic))
            }
            SpellCost::TapUntapped(what) => {
                permanent(what) && !world.get::<crate::rules::object::Tapped>(x).is_some_and(|t| t.0)
            }
            SpellCost::Discard(_) | SpellCost::JumpStart => card_in(Zone::Hand),
            SpellCost::ExileFromHand(color) => {
                card_in(Zone::Hand) && color.is_none_or(|c| chars(world, x).colors.contains(c))
            }
            SpellCost::ExileFromGraveyard(what) => card_in(Zone::Graveyard) && fits(what),
            // 702.81a: a land card.
            SpellCost::Retrace => card_in(Zone::Hand) && chars(world, x).has_type(crate::cards::CardType::Land),
            _ => false,
        }
}

/// Whether the spell can be cast this way with these objects for its additional costs (601.2b,
/// 601.2h): kicked only where it has kicker (702.33a); each permanent sacrificed its caster's and
/// of the kind, each card discarded another in their hand, the life no more than they have
/// (119.4). At an assisted table each additional cost must be chosen; at a free table one not
/// chosen is the players' to pay.
pub(super) fn can_pay_additional(world: &World, e: Entity, how: Casting, chosen: &[Entity]) -> Legal {
    let costs = spell_costs(world, e, how);
    let name = refer(world, e);
    if how.kicked && !costs.iter().any(|c| matches!(c, SpellCost::Kicker(_))) {
        return Err(Refusal::new("702.33a", says!("log-no-kicker", spell = name)));
    }
    if how.buyback && !costs.iter().any(|c| matches!(c, SpellCost::Buyback(_))) {
        return Err(Refusal::new("702.27a", says!("log-no-buyback", spell = name)));
    }
    if let Some(a) = how.alternative {
        can_pay_alternative(world, e, how, a)?;
    }
    let Some(caster) = world.get::<Owner>(e).map(|o| o.0) else { return Ok(()) };
    let mut left: Vec<Entity> = chosen.to_vec();
    let by_discard = from_graveyard_by_discard(world, e, how);
    for c in &costs {
        match c {
            SpellCost::Retrace | SpellCost::JumpStart if by_discard.as_ref() == Some(c) => {
                match left.iter().position(|x| may_take(world, e, caster, c, *x)) {
                    Some(i) => _ = left.remove(i),
                    None if assisted(world) => {
                        let rule = if *c == SpellCost::Retrace { "702.81a" } else { "702.133a" };
                        return Err(Refusal::new(rule, says!("log-graveyard-cast-discard-missing", spell = name)));
                    }
                    None => {}
                }
            }
            SpellCost::Sacrifice { n, .. } | SpellCost::Discard(n) => {
                let fits = |x: &Entity| may_take(world, e, caster, c, *x);
                let taken: Vec<Entity> = left.iter().copied().filter(fits).take(*n as usize).collect();
                if taken.len() < *n as usize && (assisted(world) || !taken.is_empty()) {
                    let text = match c {
                        SpellCost::Discard(_) => says!("log-additional-discard-missing", spell = name, n = *n),
                        _ => says!("log-additional-sacrifice-missing", spell = name, n = *n),
                    };
                    return Err(Refusal::new("601.2b", text));
                }
                left.retain(|x| !taken.contains(x));
            }
            SpellCost::ExileFromGraveyard(_)
            | SpellCost::ExileFromHand(_)
            | SpellCost::ReturnToHand { .. }
            | SpellCost::TapUntapped(_) => match left.iter().position(|x| may_take(world, e, caster, c, *x)) {
                Some(i) => _ = left.remove(i),
                None if assisted(world) => {
                    let text = match c {
                        SpellCost::ExileFromGraveyard(_) => says!("log-additional-exile-missing", spell = name),
                        _ => says!("log-instead-object-missing", spell = name),
                    };
                    return Err(Refusal::new("601.2b", text));
                }
                None => {}
            },
            // 701.9b, 601.2h: a card to discard at random must be there (the spell itself is
            // on the stack by then).
            SpellCost::DiscardAtRandom => {
                let in_hand = crate::rules::query::hand_of(world, caster).into_iter().any(|x| x != e);
                if !in_hand && assisted(world) {
                    return Err(Refusal::new("601.2h", says!("log-additional-random-discard-missing", spell = name)));
                }
            }
            SpellCost::PayLife(_) | SpellCost::PayLifeX => {
                let n = match c {
                    SpellCost::PayLife(n) => *n,
                    _ => how.x,
                };
                let life = crate::rules::ops::mana::life_to_pay(world, caster);
                if i64::from(n) > life {
                    let text = says!("log-additional-life-missing", spell = name, n = n, life = life);
                    return Err(Refusal::new("119.4", text));
                }
            }
            SpellCost::Kicker(_)
            | SpellCost::Buyback(_)
            | SpellCost::MorePerExtraTarget(_)
            | SpellCost::Flashback(_)
            | SpellCost::Retrace
            | SpellCost::JumpStart
            | SpellCost::Alternative(..)
            | SpellCost::LessForEach { .. }
            | SpellCost::LessIf { .. }
            | SpellCost::LessIfTargets { .. }
            | SpellCost::Instead { .. }
            | SpellCost::Aftermath
            | SpellCost::FlashbackPaying { .. }
            | SpellCost::Helped(_) => {}
        }
    }
    match left.first() {
        None => Ok(()),
        Some(x) => {
            let text = says!("log-additional-cost-doesnt-take", spell = name, card = refer(world, *x));
            Err(Refusal::new("601.2b", text))
        }
    }
}

/// Pays the spell's additional costs other than mana, once its mana is paid (601.2h): the
/// chosen permanents sacrificed (701.21a), the chosen card discarded (701.9a), the life paid
/// (119.4). Checked first by [`can_pay_additional`]. A free table's cost left unchosen is noted
/// for the players.
pub(super) fn pay_additional(world: &mut World, e: Entity, how: Casting, chosen: &[Entity]) {
    let Some(caster) = world.get::<Owner>(e).map(|o| o.0) else { return };
    let mut left: Vec<Entity> = chosen.to_vec();
    let by_discard = from_graveyard_by_discard(world, e, how);
    for c in spell_costs(world, e, how) {
        match c {
            SpellCost::Sacrifice { n, .. } => {
                let taken: Vec<Entity> =
                    left.iter().copied().filter(|x| on_battlefield(world, *x)).take(n as usize).collect();
                if taken.is_empty() {
                    note(world, says!("log-additional-cost-by-hand", spell = refer(world, e)));
                }
                for x in taken {
                    left.retain(|y| *y != x);
                    super::super::zones::sacrifice(world, x);
                    sacrificed_for(world, e, x);
                }
            }
            SpellCost::Discard(n) => {
                for _ in 0..n {
                    pay_chosen(world, e, (caster, &c), &mut left);
                }
            }
            SpellCost::ExileFromGraveyard(_)
            | SpellCost::ExileFromHand(_)
            | SpellCost::ReturnToHand { .. }
            | SpellCost::TapUntapped(_) => pay_chosen(world, e, (caster, &c), &mut left),
            // 701.9b: chosen by the table's seeded source.
            SpellCost::DiscardAtRandom => {
                if let Some(name) = world.get::<crate::rules::object::Player>(caster).map(|p| p.name.clone()) {
                    super::super::library::discard_at_random(world, &name, 1);
                }
            }
            // Retrace's or jump-start's discard, from a graveyard (702.81a, 702.133a).
            SpellCost::Retrace | SpellCost::JumpStart if by_discard.as_ref() == Some(&c) => {
                pay_chosen(world, e, (caster, &c), &mut left)
            }
            SpellCost::PayLife(_) | SpellCost::PayLifeX => {
                let n = if let SpellCost::PayLife(n) = c { n } else { how.x };
                let text =
                    says!("log-pays-life-as-cost", player = refer(world, caster), n = n, spell = refer(world, e));
                log(world, "119.4", text);
                crate::rules::ops::players::change_life(world, caster, -(n as i32));
            }
            SpellCost::Kicker(_)
            | SpellCost::Buyback(_)
            | SpellCost::MorePerExtraTarget(_)
            | SpellCost::Flashback(_)
            | SpellCost::Retrace
            | SpellCost::JumpStart
            | SpellCost::Alternative(..)
            | SpellCost::LessForEach { .. }
            | SpellCost::LessIf { .. }
            | SpellCost::LessIfTargets { .. }
            | SpellCost::Instead { .. }
            | SpellCost::Aftermath
            | SpellCost::FlashbackPaying { .. }
            | SpellCost::Helped(_) => {}
        }
    }
}

/// The card chosen for a cost `c` that takes one (the one `can_pay_additional` took): of its
/// caster's hand, discarded (701.9a; a land card for retrace), or of their graveyard, exiled
/// (601.2h); at a free table with none chosen, the cost is noted for the players.
fn pay_chosen(world: &mut World, e: Entity, (caster, c): (Entity, &SpellCost), left: &mut Vec<Entity>) {
    match left.iter().position(|x| may_take(world, e, caster, c, *x)) {
        Some(i) if matches!(c, SpellCost::ExileFromGraveyard(_) | SpellCost::ExileFromHand(_)) => {
            let x = left.remove(i);
            let (who, card) = (refer(world, caster), refer(world, x).shown_to_all());
            let said = match c {
                SpellCost::ExileFromHand(_) => says!("log-exiles-from-hand-as-cost", player = who, card = card),
                _ => says!("log-exiles-as-cost", player = who, card = card),
            };
            log(world, "601.2h", said);
            _ = super::super::zones::move_object(world, x, Zone::Exile, None, Default::default());
        }
        // 118.9: returned to its owner's hand, or tapped.
        Some(i) if matches!(c, SpellCost::ReturnToHand { .. }) => {
            let x = left.remove(i);
            let (who, card) = (refer(world, caster), refer(world, x));
            log(world, "601.2h", says!("log-returns-as-cost", player = who, card = card));
            _ = super::super::zones::move_object(world, x, Zone::Hand, None, Default::default());
        }
        Some(i) if matches!(c, SpellCost::TapUntapped(_)) => {
            let x = left.remove(i);
            let (who, card) = (refer(world, caster), refer(world, x));
            log(world, "601.2h", says!("log-taps-as-cost", player = who, card = card));
            crate::rules::ops::mana::tap_as_cost(world, x);
        }
        Some(i) => {
            let x = left.remove(i);
            let (who, card) = (refer(world, caster), refer(world, x).shown_to_all());
            log(world, "701.9a", says!("log-discards-as-cost", player = who, card = card));
            super::super::discarding::discard(world, x);
        }
        None => note(world, says!("log-additional-cost-by-hand", spell = refer(world, e))),
    }
}

/// `x` was sacrificed to pay for the spell or ability `e` (its "sacrificed creature").
pub fn sacrificed_for(world: &mut World, e: Entity, x: Entity) {
    let mut paid = world.get::<crate::rules::object::SacrificedForCost>(e).cloned().unwrap_or_default();
    paid.0.push(x);
    world.entity_mut(e).insert(paid);
}

/// 609.4b: the coloured (and hybrid) symbols of `cost` that `caster` may pay "as though it were
/// mana of any color" (Oath of Nissa's planeswalker spells) paid by any mana: generic ones, one
/// generic symbol for the lot ("{4}", not "{2}{1}{1}").
pub(super) fn spent_as_any_color(
    world: &World,
    e: Entity,
    how: Casting,
    caster: Entity,
    cost: Vec<ManaSymbol>,
) -> Vec<ManaSymbol> {
    let face = crate::rules::query::printed(world, e).and_then(|d| d.faces.get(how.face as usize).cloned());
    let Some(face) = face else { return cost };
    let lets = crate::rules::query::permanents_controlled_by(world, caster).into_iter().any(|p| {
        crate::rules::query::chars(world, p).abilities.iter().any(|l| match &l.ability {
            crate::cards::Ability::SpendAsAnyColor(f) => f.types.iter().any(|t| face.types.contains(t)),
            _ => false,
        })
    });
    let colored = |s: &ManaSymbol| {
        matches!(
            s,
            ManaSymbol::Colored(_) | ManaSymbol::Hybrid(..) | ManaSymbol::TwoHybrid(_) | ManaSymbol::ColorlessHybrid(_)
        )
    };
    if !lets || !cost.iter().any(colored) {
        return cost;
    }
    let generic: u32 = cost
        .iter()
        .map(|s| match s {
            ManaSymbol::Generic(n) => *n,
            s if colored(s) => 1,
            _ => 0,
        })
        .sum();
    let rest = cost.into_iter().filter(|s| !matches!(s, ManaSymbol::Generic(_)) && !colored(s));
    std::iter::once(ManaSymbol::Generic(generic)).chain(rest).collect()
}
