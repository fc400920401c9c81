//! Whether a condition is true now: an intervening "if" clause as its ability triggers and as
//! it resolves (603.4), the "as long as" of a static ability each time the layers apply it
//! (611.3a). The words are read by `cards::condition`; what they count, by the same counting
//! that amounts use (`ops::spells::count_now`).

use bevy::prelude::*;

use crate::cards::CardType;
use crate::cards::condition::{Attachment, Condition};
use crate::rules::action::Zone;
use crate::rules::characteristics::Characteristics;
use crate::rules::game::Turn;
use crate::rules::object::*;
use crate::rules::query::chars;

/// Whether `condition` is true now for an ability of `source` controlled by `you`, `it` being
/// the objects its trigger event named; `None` where the players judge it.
pub fn holds(world: &World, condition: &Condition, source: Entity, you: Entity, it: &[Entity]) -> Option<bool> {
    let count = |what| crate::rules::ops::spells::count_now(world, what, you, source);
    match condition {
        Condition::AtLeast(n, what) => Some(count(what) >= *n),
        Condition::AtMost(n, what) => Some(count(what) <= *n),
        // 702.100a: its power or its toughness greater than the source's; one that has left the
        // battlefield is judged as it was when the ability triggered (702.100c's last known
        // information, as far as the table keeps it).
        Condition::ItIsGreater => {
            let Some(&t) = it.first() else { return Some(true) };
            let (c, mine) = (chars(world, t), chars(world, source));
            let more = |a: Option<i32>, b: Option<i32>| a.unwrap_or(0) > b.unwrap_or(0);
            Some(more(c.power, mine.power) || more(c.toughness, mine.toughness))
        }
        Condition::YouHaveAtLeastLife(n) => Some(world.get::<Life>(you).is_some_and(|l| l.0 >= *n as i32)),
        Condition::ThisIsTapped(tapped) => Some(on_battlefield(world, source) && tapped_now(world, source) == *tapped),
        Condition::YourTurn(yours) => {
            let players = &world.resource::<Players>().0;
            let active = players.get(world.resource::<Turn>().active % players.len().max(1)).copied();
            Some((active == Some(you)) == *yours)
        }
        Condition::ThisIsAttacking => Some(crate::rules::ops::combat::is_attacking(world, source)),
        Condition::ThisHasAttached(kind) => {
            let subtype = match kind {
                Attachment::Equipment => "Equipment",
                Attachment::Aura => "Aura",
            };
            let attached = world.get::<Attachments>(source).map(Attachments::entities).unwrap_or_default();
            Some(on_battlefield(world, source) && attached.iter().any(|a| chars(world, *a).has_subtype(subtype)))
        }
        Condition::OpponentControlsMoreLands => {
            let lands = |p: Entity| count_permanents(world, |c, ctl| ctl == Some(p) && c.has_type(CardType::Land));
            let mine = lands(you);
            let players = &world.resource::<Players>().0;
            Some(players.iter().any(|p| *p != you && lands(*p) > mine))
        }
        Condition::NoSpellsLastTurn => Some(world.resource::<Turn>().spells_last_turn.values().all(|n| *n == 0)),
        Condition::TwoSpellsByAPlayerLastTurn => {
            Some(world.resource::<Turn>().spells_last_turn.values().any(|n| *n >= 2))
        }
        // 702.30a: control began since the beginning of its controller's last upkeep (their
        // turn before this one; with none, ever since the game began). An object the table was
        // set up with has been theirs since before.
        Condition::CameUnderYourControlSinceYourLastUpkeep => {
            let since = world.get::<ControlledSince>(source).map(|c| c.0);
            let last = world.get::<TurnBeganBefore>(you).map_or(0, |t| t.0);
            Some(since.is_some_and(|t| t >= last))
        }
        // 702.33d: the permanent its kicked spell became (`zones` keeps the mark).
        Condition::WasKicked => Some(world.get::<Kicked>(source).is_some()),
        // 702.79a, 702.93a: asked as it leaves the battlefield, when it still has its counters.
        Condition::HadNoCounters(kind) => {
            let kind = crate::rules::counters::CounterKind::parse(kind);
            Some(world.get::<crate::rules::counters::Counters>(source).is_none_or(|c| c.get(&kind) == 0))
        }
        Condition::Text(_) => None,
    }
}

fn on_battlefield(world: &World, e: Entity) -> bool {
    world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield)
}

fn tapped_now(world: &World, e: Entity) -> bool {
    world.get::<Tapped>(e).is_some_and(|t| t.0)
}

fn count_permanents(world: &World, pred: impl Fn(&Characteristics, Option<Entity>) -> bool) -> usize {
    world
        .iter_entities()
        .filter(|e| e.get::<InZone>().is_some_and(|z| z.zone == Zone::Battlefield))
        .filter(|e| e.get::<Phased>().is_none() && e.get::<MeldedInto>().is_none())
        .filter(|e| e.get::<Characteristics>().is_some_and(|c| pred(c, e.get::<Controller>().map(|c| c.0))))
        .count()
}
