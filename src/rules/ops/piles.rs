//! Piles (700.3): "Separate all permanents target player controls into two piles. That player
//! sacrifices all permanents in the pile of their choice." (Liliana of the Veil). As the effect
//! ends, nobody holds priority while its controller separates the permanents (`SeparatePiles`:
//! the first pile named, the second the rest; either may be empty, 700.3b) and then the target
//! player chooses a pile (`ChoosePile`); they sacrifice every permanent in it (701.21a), and the
//! active player receives priority (117.3b).

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::rules::action::Zone;
use crate::rules::log::{log, refer};
use crate::rules::object::Controller;
use crate::rules::query::{permanents_controlled_by, zone_of};
use crate::says;

/// A separation into two piles an effect asks for.
#[derive(Clone, Debug)]
pub struct PileAsk {
    /// Who separates them: the effect's controller.
    pub separator: Entity,
    /// Whose permanents they are, who chooses a pile and sacrifices it.
    pub chooser: Entity,
    /// The permanents separated (those the chooser controlled as the separation began).
    pub objects: Vec<Entity>,
    /// The first pile, once separated; the second is the rest.
    pub first: Option<Vec<Entity>>,
    /// Whether priority was being given when it began (at an assisted table).
    pub priority: bool,
}

/// The separation waiting for its players, and those the resolving effect asks for next.
#[derive(Resource, Clone, Debug, Default)]
pub struct Piles {
    /// (separator, chooser), in order.
    pub queued: Vec<(Entity, Entity)>,
    /// The one being made.
    pub pending: Option<PileAsk>,
}

/// The separation waiting for a player, if any.
pub fn pending(world: &World) -> Option<&PileAsk> {
    world.get_resource::<Piles>().and_then(|p| p.pending.as_ref())
}

/// Who the table waits for: the separator, then the chooser.
pub fn waiting(world: &World) -> Option<Entity> {
    pending(world).map(|p| if p.first.is_none() { p.separator } else { p.chooser })
}

/// The resolving effect asks `separator` to separate the permanents `chooser` controls.
pub fn queue(world: &mut World, separator: Entity, chooser: Entity) {
    world.get_resource_or_insert_with(Piles::default).queued.push((separator, chooser));
}

/// The effect is done: the first separation asked for begins (a player who controls no
/// permanent has nothing to separate, said in the log).
pub fn begin(world: &mut World) {
    while pending(world).is_none() {
        let Some((separator, chooser)) = world.get_resource_mut::<Piles>().and_then(|mut p| {
            let first = p.queued.first().copied()?;
            p.queued.remove(0);
            Some(first)
        }) else {
            return;
        };
        let objects = permanents_controlled_by(world, chooser);
        let (by, of) = (refer(world, separator), refer(world, chooser));
        if objects.is_empty() {
            log(world, "700.3", says!("log-nothing-to-separate", player = of));
            continue;
        }
        log(world, "700.3", says!("log-separates-piles", player = by, owner = of, n = objects.len()));
        let priority = super::priority::hold_for_choice(world);
        let ask = PileAsk { separator, chooser, objects, first: None, priority };
        world.resource_mut::<Piles>().pending = Some(ask);
        world.resource_mut::<crate::rules::game::Dirty>().changed = true;
    }
}

/// Whether `player` may separate the permanents so, `pile` being the first pile: theirs to
/// separate now, each named once and one of those separated.
pub fn can_separate(world: &World, player: Entity, pile: &[Entity]) -> Legal {
    let who = refer(world, player);
    let Some(ask) = pending(world).filter(|a| a.first.is_none()) else {
        return Err(Refusal::new("700.3", says!("log-no-piles-asked", player = who)));
    };
    if ask.separator != player {
        let text = says!("log-piles-are-anothers", player = who, other = refer(world, ask.separator));
        return Err(Refusal::new("700.3", text));
    }
    let mut seen = pile.to_vec();
    seen.sort();
    seen.dedup();
    if seen.len() != pile.len() || !pile.iter().all(|e| ask.objects.contains(e)) {
        let text = says!("log-piles-name-theirs", player = who, owner = refer(world, ask.chooser));
        return Err(Refusal::new("700.3", text));
    }
    Ok(())
}

/// `SeparatePiles`: the piles are made; the chooser chooses next.
pub fn separate(world: &mut World, player: Entity, pile: &[Entity]) {
    if !super::allowed(world, can_separate(world, player, pile)) {
        return;
    }
    let Some(mut ask) = world.resource_mut::<Piles>().pending.take() else { return };
    let rest = ask.objects.len() - pile.len();
    let text = says!(
        "log-piles-separated",
        player = refer(world, player),
        first = pile.len(),
        second = rest,
        chooser = refer(world, ask.chooser)
    );
    log(world, "700.3", text);
    ask.first = Some(pile.to_vec());
    world.resource_mut::<Piles>().pending = Some(ask);
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
}

/// The two piles of the pending separation, once made.
pub fn piles(ask: &PileAsk) -> Option<(Vec<Entity>, Vec<Entity>)> {
    let first = ask.first.clone()?;
    let second = ask.objects.iter().copied().filter(|e| !first.contains(e)).collect();
    Some((first, second))
}

/// Whether `player` may choose a pile now: the separation is made and theirs to choose from.
pub fn can_choose(world: &World, player: Entity) -> Legal {
    let who = refer(world, player);
    let Some(ask) = pending(world).filter(|a| a.first.is_some()) else {
        return Err(Refusal::new("700.3", says!("log-no-pile-to-choose", player = who)));
    };
    if ask.chooser != player {
        let text = says!("log-piles-are-anothers", player = who, other = refer(world, ask.chooser));
        return Err(Refusal::new("700.3", text));
    }
    Ok(())
}

/// `ChoosePile`: the chooser sacrifices every permanent of the pile chosen (the first, or the
/// second) that is still theirs on the battlefield (701.21a); the next separation begins, or the
/// active player receives priority where it was being given.
pub fn choose(world: &mut World, player: Entity, first: bool) {
    if !super::allowed(world, can_choose(world, player)) {
        return;
    }
    let Some(ask) = world.resource_mut::<Piles>().pending.take() else { return };
    let Some((one, two)) = piles(&ask) else { return };
    let chosen = if first { one } else { two };
    let text = says!("log-chooses-pile", player = refer(world, player), n = chosen.len());
    log(world, "700.3", text);
    for e in chosen {
        let theirs = world.get::<Controller>(e).is_some_and(|c| c.0 == player);
        if theirs && zone_of(world, e) == Zone::Battlefield {
            super::zones::sacrifice(world, e);
        }
    }
    begin(world);
    if pending(world).is_none() {
        super::priority::after_choice(world, ask.priority);
    }
}
