//! Sagas (714): the lore counter a Saga enters with (714.3a), or with read ahead the chapter its
//! controller chooses (702.155b), the one its controller adds as their precombat main phase
//! begins (714.3b), the chapter abilities lore counters trigger (714.2b; with read ahead, on
//! the turn it entered only the chapter whose number it has exactly, 702.155a), and the Sagas
//! that exile themselves and return transformed (712.14a). The Saga sacrificed after its final
//! chapter is a state-based action (704.5s, [`crate::rules::sba`]).

use bevy::prelude::*;

use super::stack::push_ability;
use crate::cards::{ChapterEffect, roman};
use crate::rules::action::{AbilityKind, Action, Zone};
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::{Dirty, mark};
use crate::rules::log::log;
use crate::rules::log::{Arg, refer, refer_lazily};
use crate::rules::object::*;
use crate::rules::query::fresh_id;
use crate::rules::query::*;
use crate::says;

/// Whether an object is a Saga with chapter abilities (714.3b counts only those).
pub fn has_chapters(world: &World, e: Entity) -> bool {
    world.get::<crate::rules::Characteristics>(e).is_some_and(|c| c.is_saga_with_chapters())
}

/// 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it (its
/// chapter I triggers). Run for what entered since the last look (`Dirty::entered`, filled by
/// `zones::move_object`), before the state-based checks.
pub fn entered(world: &mut World) {
    let entered = std::mem::take(&mut world.resource_mut::<Dirty>().entered);
    for e in entered {
        if world.get_entity(e).is_ok() && on_battlefield(world, e) && has_chapters(world, e) {
            let name = refer(world, e);
            let last = chars(world, e).final_chapter();
            if chars(world, e).has_read_ahead() {
                let turn = world.resource::<crate::rules::game::Turn>().number;
                world.entity_mut(e).insert(ReadAheadTurn(turn));
                if last > 1 {
                    world.entity_mut(e).insert(AwaitingChapterChoice);
                    mark(world, e);
                    // Every permanent has a controller; none reads as nothing.
                    let ctl = refer(world, world.get::<Controller>(e).map_or(Entity::PLACEHOLDER, |c| c.0));
                    let last = Arg::text(roman(last));
                    log(world, "702.155b", says!("log-read-ahead-choice", card = name, player = ctl, last = last));
                    continue;
                }
            }
            log(world, "714.3a", says!("log-saga-enters-with-lore", card = name));
            add_lore(world, e, 1);
        }
    }
}

/// Whether a Saga's controller can choose to have it enter with `chapter` lore counters now
/// (702.155b): one from one to its final chapter number, while the choice is awaited.
pub fn can_choose_chapter(world: &World, e: Entity, chapter: u32) -> Result<(), super::Refusal> {
    let name = refer_lazily(world, e);
    if world.get::<AwaitingChapterChoice>(e).is_none() {
        return Err(super::Refusal::new("702.155b", says!("log-not-a-read-ahead-saga", card = &name)));
    }
    let last = chars(world, e).final_chapter();
    if chapter == 0 || chapter > last {
        let text = says!("log-chapter-out-of-range", card = &name, last = Arg::text(roman(last)), chapter = chapter);
        return Err(super::Refusal::new("702.155b", text));
    }
    Ok(())
}

/// The controller's choice for a Saga with read ahead: it has that many lore counters, and only
/// that chapter triggers (702.155a, 702.155b).
pub fn choose_chapter(world: &mut World, e: Entity, chapter: u32) {
    if !super::allowed(world, can_choose_chapter(world, e, chapter)) {
        return;
    }
    world.entity_mut(e).remove::<AwaitingChapterChoice>();
    let name = refer(world, e);
    log(world, "702.155b", says!("log-enters-with-chosen-lore", card = name, n = chapter));
    add_lore(world, e, chapter);
}

/// Puts lore counters on a Saga (122.1) and triggers the chapters they pass (714.2b).
fn add_lore(world: &mut World, e: Entity, n: u32) {
    let before = world.get::<Counters>(e).map_or(0, |c| c.get(&CounterKind::Lore));
    if let Some(mut c) = world.get_mut::<Counters>(e) {
        c.add(CounterKind::Lore, n);
    }
    let name = refer(world, e);
    log(
        world,
        "122.1",
        says!("log-counters-put-on", card = name, n = n, kind = crate::rules::log::counter_kind(&CounterKind::Lore)),
    );
    mark(world, e);
    lore_added(world, e, before, before + n);
}

/// 714.3b: as a player's precombat main phase begins, they put a lore counter on each Saga they
/// control with chapter abilities (a turn-based action). A phased-out Saga is treated as though
/// it doesn't exist (702.26b): it gets none.
pub fn precombat_main(world: &mut World, player: Entity) {
    let mut q = world.query::<(Entity, &InZone, &Controller)>();
    let mut sagas: Vec<(i64, Entity)> = q
        .iter(world)
        .filter(|(_, z, c)| z.zone == Zone::Battlefield && c.0 == player)
        .map(|(e, z, _)| (z.order, e))
        .collect();
    sagas.sort();
    for (_, e) in sagas {
        // A Saga whose read ahead choice is still awaited hasn't finished entering.
        if has_chapters(world, e) && world.get::<AwaitingChapterChoice>(e).is_none() && is_present(world, e) {
            let name = refer(world, e);
            log(world, "714.3b", says!("log-precombat-main-lore-counter", card = name));
            add_lore(world, e, 1);
        }
    }
}

/// 714.2b: lore counters went from `before` to `after` on a Saga: each chapter N with
/// before < N <= after triggers. Its controller orders simultaneous triggers (603.3b); the table
/// puts the lowest chapter on the stack last, so it resolves first.
pub fn lore_added(world: &mut World, e: Entity, before: u32, after: u32) {
    if !on_battlefield(world, e)
        || !world.get::<crate::rules::Characteristics>(e).is_some_and(|c| c.has_subtype("Saga"))
    {
        return;
    }
    let mut triggered: Vec<(u32, crate::cards::Chapter)> = chars(world, e)
        .chapters()
        .flat_map(|c| c.numbers.iter().map(move |n| (*n, c.clone())))
        .filter(|(n, _)| before < *n && *n <= after)
        .collect();
    // 702.155a: the turn a Saga with read ahead entered, only the chapter it has exactly.
    let turn = world.resource::<crate::rules::game::Turn>().number;
    if world.get::<ReadAheadTurn>(e).is_some_and(|t| t.0 == turn) && chars(world, e).has_read_ahead() {
        let skipped: Vec<String> = triggered.iter().filter(|(n, _)| *n != after).map(|(n, _)| roman(*n)).collect();
        if !skipped.is_empty() {
            let name = refer(world, e);
            let chapters = Arg::text(skipped.join(", "));
            let text = says!("log-read-ahead-chapters-skipped", card = name, n = skipped.len(), chapters = chapters);
            log(world, "702.155a", text);
        }
        triggered.retain(|(n, _)| *n == after);
    }
    triggered.sort_by_key(|(n, _)| std::cmp::Reverse(*n));
    let name = refer(world, e);
    let id = label(world, e);
    // A chapter ability is controlled by the Saga's controller as it triggers (113.8, 603.3a);
    // "return it ... under your control" means that player (109.5).
    let controller = world.get::<Controller>(e).map(|c| player_name(world, c.0).into());
    for (n, chapter) in triggered {
        let effect = match chapter.effect {
            ChapterEffect::ExileAndReturnTransformed => Some(Action::ExileAndReturn {
                card: id.clone().into(),
                transformed: Some(true),
                under: controller.clone(),
            }),
            ChapterEffect::Text => None,
        };
        let ability_id = fresh_id(world, &format!("{id}/chapter-{}", roman(n)));
        let Some(ability) = push_ability(world, ability_id.clone().into(), e, AbilityKind::Triggered, effect) else {
            continue;
        };
        if let Some(mut a) = world.get_mut::<StackedAbility>(ability) {
            a.chapter = Some(n);
            a.text = Some(chapter.text.clone());
        }
        let text = says!(
            "log-chapter-triggers",
            card = &name,
            n = after,
            chapter = Arg::text(roman(n)),
            id = Arg::text(ability_id),
            text = Arg::text(chapter.text.clone())
        );
        log(world, "714.2b", text);
    }
}
