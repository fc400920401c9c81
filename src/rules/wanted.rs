//! Whether an object has what a target or a choice asks of it ("nonblack creature", "attacking
//! creature", "with power 4 or greater"): its characteristics now (613) and its status, "you"
//! being the effect's controller. Read by targets (`spells`), "all" of a kind
//! (`spells::steps`) and cards chosen from a hand (`hand_choice`).

use bevy::prelude::*;

use crate::cards::effects::{Status, Wanted};
use crate::rules::characteristics::Characteristics;
use crate::rules::object::{Controller, Tapped};
use crate::rules::query::chars;

/// Whether object `t` has the characteristics and status `w` asks for, `controller` being "you".
pub fn fits(world: &World, w: &Wanted, t: Entity, controller: Entity) -> bool {
    use crate::cards::effects::With;
    let c = chars(world, t);
    // "with converted mana cost less than or equal to the number of cards in its controller's
    // graveyard": counted now.
    if w.with.contains(&With::ManaValueAtMostItsControllersGraveyard) {
        let mut rest = w.clone();
        rest.with.retain(|x| *x != With::ManaValueAtMostItsControllersGraveyard);
        let its = world.get::<Controller>(t).map(|x| x.0);
        let graveyard = its.map_or(0, |p| crate::rules::query::graveyard_of(world, p).len());
        return c.mana_value as usize <= graveyard && fits(world, &rest, t, controller);
    }
    // "spell that targets you", "... that targets a permanent you control": what it targets now.
    if let Some(&With::TargetsYou { permanent }) = w.with.iter().find(|x| matches!(x, With::TargetsYou { .. })) {
        let mut rest = w.clone();
        rest.with.retain(|x| !matches!(x, With::TargetsYou { .. }));
        let targets = world.get::<crate::rules::object::Targets>(t).map(|x| x.0.clone()).unwrap_or_default();
        let aims_at_you = targets.iter().any(|x| match permanent {
            false => x.entity == controller,
            true => {
                crate::rules::query::on_battlefield(world, x.entity)
                    && world.get::<Controller>(x.entity).is_some_and(|c| c.0 == controller)
            }
        });
        return aims_at_you && fits(world, &rest, t, controller);
    }
    let yours = world.get::<Controller>(t).is_some_and(|x| x.0 == controller);
    is(c, w, yours)
        && match w.status {
            None => true,
            Some(Status::Attacking) => crate::rules::combat_state::is_attacking(world, t),
            Some(Status::Blocking) => crate::rules::combat_state::is_blocking(world, t),
            Some(Status::AttackingOrBlocking) => {
                crate::rules::combat_state::is_attacking(world, t) || crate::rules::combat_state::is_blocking(world, t)
            }
            Some(Status::Tapped) => world.get::<Tapped>(t).is_some_and(|x| x.0),
        }
}

/// [`fits`], for a target of a spell or ability whose source is `source`: "with lesser power"
/// (mentor, 702.134a) compares `t`'s power with the source's, as it is now or last existed;
/// "defending player controls" (506.2) asks `t`'s controller to be the source's defending
/// player (`combat::defending_player_of`). A mana value the words count is counted before
/// (`conditions::counted`).
pub fn fits_from(world: &World, w: &Wanted, t: Entity, controller: Entity, source: Entity) -> bool {
    use crate::cards::effects::With;
    let of_source = |x: &With| matches!(x, With::LesserPowerThanSource | With::DefendingPlayerControls);
    if !w.with.iter().any(of_source) {
        return fits(world, w, t, controller);
    }
    let mut rest = w.clone();
    rest.with.retain(|x| !of_source(x));
    let lesser = || matches!((chars(world, t).power, chars(world, source).power), (Some(a), Some(b)) if a < b);
    let defending = || {
        let defender = crate::rules::combat_state::defending_player_of(world, source);
        defender.is_some() && world.get::<Controller>(t).map(|c| c.0) == defender
    };
    (!w.with.contains(&With::LesserPowerThanSource) || lesser())
        && (!w.with.contains(&With::DefendingPlayerControls) || defending())
        && fits(world, &rest, t, controller)
}

/// Whether characteristics are what the words ask, whoever's it is (`yours`): types, subtypes
/// ("target Wall", "Spirit card"), colours, controller and "with ...". Not its status.
pub fn is(c: &crate::rules::characteristics::Characteristics, w: &Wanted, yours: bool) -> bool {
    w.matches(&c.types, c.colors, yours)
        && (w.filter.subtypes.is_empty() || w.filter.subtypes.iter().any(|s| c.has_subtype(s)))
        && !w.filter.not_subtypes.iter().any(|s| c.has_subtype(s))
        && w.with.iter().all(|with| c.has(with))
}

/// Every permanent that fits "all ...", in the order they became objects (400.7).
pub fn all_of(world: &World, w: &Wanted, controller: Entity) -> Vec<Entity> {
    let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::InZone)>() else { return Vec::new() };
    let mut out: Vec<Entity> = q
        .iter(world)
        .filter(|(e, z)| {
            z.zone == crate::rules::action::Zone::Battlefield && crate::rules::object::is_present(world, *e)
        })
        .map(|(e, _)| e)
        .filter(|e| fits(world, w, *e, controller))
        .collect();
    out.sort_by_key(|e| (world.get::<crate::rules::object::ObjectNumber>(*e).copied(), *e));
    out
}

/// Whether an object matches a filter, `you` being the ability's controller.
pub fn filter_matches(
    f: &crate::cards::filter::ObjectFilter,
    c: &Characteristics,
    controller: Option<Entity>,
    token: bool,
    you: Entity,
) -> bool {
    let typed = (f.types.is_empty() && f.subtypes.is_empty())
        || f.types.iter().any(|t| c.has_type(*t))
        || f.subtypes.iter().any(|s| c.has_subtype(s));
    let controlled = match f.controller {
        crate::cards::filter::Controlled::Anyone => true,
        crate::cards::filter::Controlled::You => controller == Some(you),
        crate::cards::filter::Controlled::Opponent => controller.is_some_and(|p| p != you),
    };
    typed
        && controlled
        && f.also.iter().all(|t| c.has_type(*t))
        && !f.not_types.iter().any(|t| c.has_type(*t))
        && !f.not_subtypes.iter().any(|s| c.has_subtype(s))
        && !(f.nontoken && token)
}
