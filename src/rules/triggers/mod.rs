//! Triggered abilities (603): the rules that see a trigger event happen, remember the abilities
//! it triggered, and put them on the stack the next time a player would receive priority.
//!
//! - What a card's triggers are is read once, from Oracle text, by [`crate::cards::triggers`]
//!   (a [`Trigger`] inside the face's abilities; the characteristics the layers derive carry
//!   it, so a face-down permanent has none and a transformed one has its back face's).
//! - [`happened`]: the rules families report each trigger event as it happens
//!   ([`Event`]): zone changes ([`super::ops::zones`], [`super::ops::tokens`]), the steps
//!   ([`super::ops::turn`]), combat ([`super::ops::combat`]), life, draws, casts, transforms and
//!   turning face up. [`detect`] matches it at once against the abilities of the permanents on
//!   the battlefield, so an ability that triggers on leaving the battlefield looks back in time
//!   (603.10a) and sees what left at the same time; its intervening "if" is checked (603.4).
//! - [`stacking`]: the triggered abilities wait in [`Pending`] until the state-based actions are
//!   done (117.5, 704.3); then each player, in APNAP order, puts theirs on the stack (603.3b; a
//!   player whose abilities say different things chooses their order, [`Ordering`]), and the
//!   checks run again. At a free table they are offered in the log, not forced. Their
//!   intervening "if" is checked again as they resolve (603.4, [`detect::still_holds`]).
//!
//! The rules families below call [`happened`] and [`detect`] only; [`stacking`], which puts
//! abilities on the stack through [`super::ops::stack`], is called from above them (the
//! state-based loop, `OrderTriggers`), so no family and this one import each other.

pub mod detect;
pub mod index;
mod monarch;
pub mod stacking;
pub mod state;

use bevy::prelude::*;

use super::action::{TurnStep, Zone};
use super::characteristics::Characteristics;
pub use crate::cards::triggers::Trigger;

/// A trigger event, reported by the rules family that makes it happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A permanent entered the battlefield (603.6a).
    Entered(Entity),
    /// A permanent is about to leave the battlefield for `to` (603.6c): reported before it moves,
    /// so the abilities that see it are those of the battlefield as it was (603.10a).
    Leaving {
        /// The permanent.
        object: Entity,
        /// Where it goes, after any replacement (a graveyard: it dies, 700.4).
        to: Zone,
    },
    /// A player is about to sacrifice a permanent they control (701.21a): reported before it
    /// moves, as it is on the battlefield (603.10a).
    Sacrificed {
        /// The permanent.
        object: Entity,
        /// Its controller, who sacrifices it.
        player: Entity,
    },
    /// A creature was declared as an attacker (508.3a), and its defending player (506.2).
    Attacked(Entity, Option<Entity>),
    /// A creature was the only one declared as an attacker (702.83b), and its defending player.
    AttackedAlone(Entity, Option<Entity>),
    /// A creature was declared as a blocker (509.3a).
    Blocked(Entity),
    /// An attacking creature became blocked (509.3c), and its defending player (506.2).
    BecameBlocked(Entity, Option<Entity>),
    /// An object became the target of a spell or ability (115.1, 601.2c, 603.3d), and who
    /// controls that spell or ability.
    BecameTarget(Entity, Option<Entity>),
    /// A creature blocked an attacking creature (509.3d): one event for each pair.
    BlockedBy {
        /// The attacking creature.
        attacker: Entity,
        /// The creature blocking it.
        blocker: Entity,
    },
    /// A creature dealt combat damage to a player (510.3a).
    CombatDamageToPlayer {
        /// The creature.
        source: Entity,
        /// The player.
        player: Entity,
    },
    /// A permanent was turned face up (708.8).
    TurnedFaceUp(Entity),
    /// A permanent transformed (701.27).
    Transformed(Entity),
    /// A step or phase began, after its turn-based actions (603.2b).
    StepBegan(TurnStep),
    /// A player cast a spell (601.2i).
    Cast {
        /// The spell.
        spell: Entity,
        /// Who cast it.
        caster: Entity,
    },
    /// A player gained life: one life gain event (119.9), of so much.
    GainedLife(Entity, u32),
    /// A player lost life (119.3), so much.
    LostLife(Entity, u32),
    /// A player drew a card (121.2).
    Drew(Entity),
    /// A player discarded a card (701.9a): to pay a cost, as an effect says, to their maximum
    /// hand size (514.1), or to cycle it.
    Discarded {
        /// The card, in its owner's graveyard now.
        card: Entity,
        /// Who discarded it.
        player: Entity,
    },
    /// A player discarded a card to pay a cycling cost (702.29c), reported after the discard.
    Cycled {
        /// The card.
        card: Entity,
        /// Who cycled it.
        player: Entity,
    },
    /// A card was put into a graveyard from a zone other than the battlefield (603.6d): milled,
    /// discarded, countered; reported after the move, the card in the graveyard.
    PutIntoGraveyardFrom {
        /// The card, in its owner's graveyard now.
        object: Entity,
        /// Where it was.
        from: crate::rules::action::Zone,
    },
    /// A permanent became tapped (701.26a; not one that entered tapped, 603.2e).
    BecameTapped(Entity),
    /// A tapped permanent became untapped (701.26b): in its controller's untap step (502.3)
    /// or by an effect.
    BecameUntapped(Entity),
    /// A permanent became monstrous (701.37b).
    BecameMonstrous(Entity),
    /// An attacking creature wasn't blocked once blockers were declared (509.3g).
    Unblocked(Entity),
    /// Damage was dealt (120.3): by `source` where one is known, to a player or a permanent.
    Damaged {
        /// What dealt it.
        source: Option<Entity>,
        /// The player or permanent dealt it.
        to: Entity,
        /// Combat damage (510.2).
        combat: bool,
        /// How much ("that much").
        amount: u32,
    },
}

/// A triggered ability waiting to be put on the stack (603.3).
#[derive(Clone, Debug)]
pub struct Pending {
    /// Its source.
    pub source: Entity,
    /// The source's timestamp then: a player's own triggers go on the stack in this order.
    pub timestamp: u64,
    /// Who controls it: the source's controller when it triggered (603.3a).
    pub controller: Entity,
    /// The ability.
    pub trigger: Trigger,
    /// The ability as printed.
    pub text: String,
    /// Which of its source's abilities it is.
    pub line: usize,
    /// Its source's object then (400.7).
    pub object: super::object::ObjectNumber,
    /// A delayed triggered ability (603.7), created by a resolving spell or ability.
    pub delayed: bool,
    /// What a delayed or reflexive ability's "it" names, as the objects they were (603.7c).
    pub it: Vec<(Entity, super::object::ObjectNumber)>,
    /// The player its event names ("that player": the player dealt damage, who drew, whose
    /// upkeep began).
    pub player: Option<Entity>,
    /// How much its event counted ("that much": the damage dealt), 0 for an event that counts
    /// nothing.
    pub amount: u32,
}

impl Pending {
    /// A triggered ability the rules give `source` by its keyword or the way it was cast
    /// (evoke's sacrifice, madness's cast, vanishing's sacrifice), controlled by `controller`:
    /// its trigger and words, its source as it is now.
    pub fn of_source(world: &World, source: Entity, controller: Entity, trigger: Trigger, text: &str) -> Pending {
        Pending {
            source,
            timestamp: world.get::<super::object::Timestamp>(source).map_or(0, |t| t.0),
            controller,
            trigger,
            text: text.to_string(),
            line: usize::MAX,
            object: world.get::<super::object::ObjectNumber>(source).copied().unwrap_or_default(),
            delayed: false,
            it: Vec::new(),
            player: None,
            amount: 0,
        }
    }
}

/// A delayed triggered ability waiting for its moment (603.7): "at the beginning of the next
/// turn's upkeep" or "... of the next end step", created in turn `turn`; it triggers once (603.7b).
#[derive(Clone, Debug)]
pub struct Delayed {
    /// Who controls it: who controlled what created it (603.7d).
    pub controller: Entity,
    /// What created it: the spell or the ability's source.
    pub source: Entity,
    /// That source as the object it was then (400.7): "sacrifice [this]" finds no other.
    pub source_object: super::object::ObjectNumber,
    /// When it triggers.
    pub at: Moment,
    /// What it does.
    pub steps: std::sync::Arc<crate::cards::effects::SpellEffect>,
    /// Its words.
    pub text: String,
    /// The turn it was created in.
    pub turn: u32,
    /// What its "it" names (603.7c): by id and the zone the step before put it in, until the
    /// effect that created it is done ([`pin_delayed`]); then as the objects they are.
    pub naming: Vec<(String, Zone)>,
    /// What its "it" names, as the objects they were once the effect that created it was done.
    pub it: Vec<(Entity, super::object::ObjectNumber)>,
}

pub use crate::cards::effects::Moment;

/// A permanent as it last existed on the battlefield, with triggered abilities that can look
/// back in time (603.10a) at what left with it.
#[derive(Clone, Debug)]
pub struct LastKnown {
    /// The object (it may be gone, or a new object elsewhere).
    pub source: Entity,
    /// Its controller then.
    pub controller: Entity,
    /// Its timestamp then.
    pub timestamp: u64,
    /// Its characteristics then.
    pub chars: Box<Characteristics>,
    /// What it was attached to.
    pub attached_to: Option<Entity>,
}

/// The triggered abilities waiting for the stack, and what detection remembers.
#[derive(Resource, Default, Debug)]
pub struct Triggers {
    /// Triggered since the last time they were put on the stack.
    pub pending: Vec<Pending>,
    /// The permanents with triggered abilities that left the battlefield in the current event:
    /// an action, or one round of state-based actions, is one event (permanents that leave in
    /// it leave at the same time). Emptied as the next event begins.
    pub left: Vec<LastKnown>,
    /// The abilities that "trigger only once each turn" that did, by source object and line.
    pub once: Vec<(super::object::ObjectNumber, usize, u32)>,
    /// The objects with triggered abilities, by the kind of event they wait for.
    pub index: index::Index,
    /// A player choosing the order of their triggered abilities (603.3b), while nobody holds
    /// priority.
    pub ordering: Option<Ordering>,
    /// Triggered abilities on the stack whose controllers choose their targets (603.3d), in the
    /// order they went on: nobody holds priority meanwhile.
    pub choosing: Vec<Entity>,
    /// Who receives priority once every target is chosen.
    pub choosing_then: Option<Entity>,
    /// An optional ability about to resolve whose controller chooses whether to do it (603.5),
    /// and who held priority then.
    pub deciding: Option<(Entity, Option<Entity>)>,
    /// A game kept before triggers went on the stack by themselves (`TableSetup::triggers_by_hand`):
    /// they are offered in the log, as at a free table.
    pub by_hand: bool,
    /// The delayed triggered abilities still waiting (603.7).
    pub delayed: Vec<Delayed>,
    /// What the effect resolving now will exile if it would leave the battlefield (614.1a,
    /// 702.84a), by id and where the effect put it, until the effect is done.
    pub exiled_if_leaving: Vec<(String, Zone)>,
    /// Reflexive abilities of the effect resolving now (603.12), each with what its controller
    /// chose to sacrifice, as the object it was: they trigger once it is sacrificed.
    pub reflexive: Vec<(Pending, (Entity, super::object::ObjectNumber))>,
}

/// 603.12: a resolving ability will trigger a reflexive ability once its controller has done
/// what it asks (sacrificed this object), checked when the effect is done ([`effect_done`]).
pub fn when_done(world: &mut World, pending: Pending, sacrificed: (Entity, super::object::ObjectNumber)) {
    if let Some(mut t) = world.get_resource_mut::<Triggers>() {
        t.reflexive.push((pending, sacrificed));
    }
}

/// 603.7a: a resolving spell or ability creates a delayed triggered ability.
pub fn delay(world: &mut World, d: Delayed) {
    let source = super::log::refer(world, d.source);
    let text = crate::says!("log-delayed-trigger-created", source = source, at = super::log::Arg::key(d.at));
    super::log::log(world, "603.7a", text);
    if let Some(mut t) = world.get_resource_mut::<Triggers>() {
        t.delayed.push(d);
    }
}

/// 614.1a: "If it would leave the battlefield, exile it instead of putting it anywhere else":
/// what the step before named, by id and the zone it put it in, once the effect is done.
pub fn exile_if_it_leaves(world: &mut World, named: Vec<(String, Zone)>) {
    if let Some(mut t) = world.get_resource_mut::<Triggers>() {
        t.exiled_if_leaving.extend(named);
    }
}

/// A resolving spell's or ability's effect is done: a reflexive ability it created triggers if
/// what it asked was done (603.12: the object was sacrificed, so it is no longer the object it
/// was), and what each delayed ability it created names is remembered ([`pin_delayed`]).
pub fn effect_done(world: &mut World) {
    let Some(t) = world.get_resource::<Triggers>() else { return };
    if !t.reflexive.is_empty() {
        let reflexive = std::mem::take(&mut world.resource_mut::<Triggers>().reflexive);
        let done: Vec<Pending> = reflexive
            .into_iter()
            .filter(|(_, (e, was))| world.get::<super::object::ObjectNumber>(*e) != Some(was))
            .map(|(p, _)| p)
            .collect();
        for p in &done {
            let text = crate::says!("log-reflexive-triggers", source = super::log::refer(world, p.source));
            super::log::log(world, "603.12", text);
        }
        if !done.is_empty() {
            triggered(world, done);
        }
    }
    pin_delayed(world);
    pin_exiled_if_leaving(world);
}

/// 614.1a: each object the effect named for "exile it if it would leave the battlefield" that
/// is on the battlefield where the effect put it gets the replacement, as the object it is now.
fn pin_exiled_if_leaving(world: &mut World) {
    let Some(t) = world.get_resource::<Triggers>() else { return };
    if t.exiled_if_leaving.is_empty() {
        return;
    }
    for (id, zone) in std::mem::take(&mut world.resource_mut::<Triggers>().exiled_if_leaving) {
        let Some(e) = world.resource::<super::Labels>().0.get(id.as_str()).copied() else { continue };
        if zone != Zone::Battlefield || crate::rules::query::zone_of(world, e) != zone {
            continue;
        }
        world.entity_mut(e).insert(super::object::ExiledIfItLeaves);
        let text = crate::says!("log-will-be-exiled-if-it-leaves", card = super::log::refer(world, e));
        super::log::log(world, "614.1a", text);
    }
}

/// 603.7c: once the effect that created delayed abilities is done, what each one's "it" names
/// is remembered as the objects they are now, where the steps put them (a card exiled, tokens
/// created); one that isn't there (the exile was replaced, the target was gone) is named by
/// nothing.
fn pin_delayed(world: &mut World) {
    let Some(t) = world.get_resource::<Triggers>() else { return };
    if t.delayed.iter().all(|d| d.naming.is_empty()) {
        return;
    }
    let mut delayed = std::mem::take(&mut world.resource_mut::<Triggers>().delayed);
    for d in &mut delayed {
        for (id, zone) in std::mem::take(&mut d.naming) {
            let Some(e) = world.resource::<super::Labels>().0.get(id.as_str()).copied() else { continue };
            if crate::rules::query::zone_of(world, e) != zone {
                continue;
            }
            if let Some(n) = world.get::<super::object::ObjectNumber>(e) {
                d.it.push((e, *n));
            }
        }
    }
    world.resource_mut::<Triggers>().delayed = delayed;
}

/// 603.7b: the delayed abilities whose moment has come trigger, once: the upkeep of a turn after
/// the one they were created in, or the first end step to begin since (of their controller's
/// turn, for "your next end step").
fn delayed_now(world: &mut World, event: Event) -> Vec<Pending> {
    let Event::StepBegan(step @ (TurnStep::Upkeep | TurnStep::End | TurnStep::EndOfCombat)) = event else {
        return Vec::new();
    };
    if world.resource::<Triggers>().delayed.is_empty() {
        return Vec::new();
    }
    let turn = world.resource::<super::game::Turn>().number;
    let active = detect::active(world);
    let due: Vec<Delayed> = {
        let mut t = world.resource_mut::<Triggers>();
        let (due, wait) = std::mem::take(&mut t.delayed).into_iter().partition(|d| match (d.at, step) {
            (Moment::NextUpkeep, TurnStep::Upkeep) => d.turn < turn,
            (Moment::NextEndStep, TurnStep::End) => true,
            (Moment::YourNextEndStep, TurnStep::End) => active == Some(d.controller),
            (Moment::YourNextUpkeep, TurnStep::Upkeep) => d.turn < turn && active == Some(d.controller),
            (Moment::EndOfCombat, TurnStep::EndOfCombat) => true,
            _ => false,
        });
        t.delayed = wait;
        due
    };
    due.into_iter()
        .map(|d| {
            let text = d.text.clone();
            Pending {
                source: d.source,
                timestamp: 0,
                controller: d.controller,
                trigger: Trigger::created(crate::cards::triggers::TriggerEvent::Delayed, d.steps, &text),
                text,
                line: 0,
                object: d.source_object,
                delayed: true,
                it: d.it,
                player: None,
                amount: 0,
            }
        })
        .collect()
}

/// A new event begins: what leaves the battlefield from now on doesn't leave at the same time
/// as what left before.
pub fn next_event(world: &mut World) {
    // Written only where something left (most events move nothing off the battlefield).
    if world.get_resource::<Triggers>().is_some_and(|t| !t.left.is_empty()) {
        world.resource_mut::<Triggers>().left.clear();
    }
}

/// A trigger event happened: the abilities it triggers are detected now and wait for the stack.
pub fn happened(world: &mut World, event: Event) {
    this_turn(world, &event);
    let Some(triggers) = world.get_resource::<Triggers>() else { return };
    let mut found = match detect::nothing_waits(triggers, event) {
        true => Vec::new(),
        false => detect::detect(world, event),
    };
    let delayed = delayed_now(world, event);
    if !delayed.is_empty() {
        found.extend(delayed);
    }
    if let Some(inherent) = monarch::triggered(world, event) {
        found.push(inherent);
    }
    if let Event::Leaving { object, .. } = event {
        detect::remember_leaving(world, object);
    }
    if !found.is_empty() {
        triggered(world, found);
    }
}

/// What the event tells of the turn (`game::ThisTurn`): the leaving permanent's or the
/// attacker's controller, and whether it is a creature, as it is now.
fn this_turn(world: &mut World, event: &Event) {
    // A creature dealt damage, as the object it is, and by what (120.3).
    if let Event::Damaged { source: Some(source), to, .. } = *event {
        let creature = crate::rules::query::chars(world, to).has_type(crate::cards::CardType::Creature);
        let object = world.get::<super::object::ObjectNumber>(to).copied();
        if let (true, Some(object), Some(mut turn)) = (creature, object, world.get_resource_mut::<super::game::Turn>())
        {
            turn.happened.dealt_damage(to, object, source);
        }
        return;
    }
    // A card drawn, counted for "your second card each turn" (121.2).
    if let Event::Drew(p) = *event {
        if let Some(mut turn) = world.get_resource_mut::<super::game::Turn>() {
            *turn.happened.drew.entry(p).or_default() += 1;
        }
        return;
    }
    let object = match *event {
        Event::Leaving { object, .. } | Event::Attacked(object, _) | Event::AttackedAlone(object, _) => Some(object),
        Event::GainedLife(..) | Event::LostLife(..) => None,
        // Nothing else is told of the turn.
        _ => return,
    };
    let controller = object.and_then(|e| world.get::<super::object::Controller>(e)).map(|c| c.0);
    let creature =
        object.is_some_and(|e| crate::rules::query::chars(world, e).has_type(crate::cards::CardType::Creature));
    let Some(mut turn) = world.get_resource_mut::<super::game::Turn>() else { return };
    let happened = &mut turn.happened;
    match *event {
        Event::Leaving { to, .. } => happened.left(controller, creature && to == super::action::Zone::Graveyard),
        Event::Attacked(..) | Event::AttackedAlone(..) => controller.into_iter().for_each(|p| happened.attacked(p)),
        Event::GainedLife(p, _) => happened.life(p, true),
        Event::LostLife(p, _) => happened.life(p, false),
        _ => {}
    }
}

/// 400.7e: an ability that triggered on its own source going to a graveyard finds the new
/// object the card became there ("When [this] dies, return it to its owner's hand"), if that
/// zone is public; `was` is the object that left.
pub fn found_where_it_went(world: &mut World, e: Entity, was: super::object::ObjectNumber, to: Zone) {
    if matches!(to, Zone::Hand | Zone::Library) || world.get_resource::<Triggers>().is_none() {
        return;
    }
    let Some(now) = world.get::<super::object::ObjectNumber>(e).copied() else { return };
    let mut t = world.resource_mut::<Triggers>();
    use crate::cards::triggers::{Subject, TriggerEvent};
    let own = |p: &Pending| p.source == e && p.object == was;
    // "When enchanted creature dies, return that card ...": its host, the object it was.
    let host = |p: &Pending| p.it == [(e, was)];
    let finds = |p: &Pending| match &p.trigger.event {
        TriggerEvent::Dies(Subject::Attached) => host(p),
        ev => ev.finds_new_object() && own(p),
    };
    for p in t.pending.iter_mut().filter(|p| finds(p)) {
        p.it = vec![(e, now)];
    }
}

/// Abilities triggered: they wait for the stack (and one that triggers only once each turn
/// won't again this turn).
pub(crate) fn triggered(world: &mut World, found: Vec<Pending>) {
    let turn = world.resource::<super::game::Turn>().number;
    let mut t = world.resource_mut::<Triggers>();
    for p in &found {
        if p.trigger.once_each_turn {
            t.once.retain(|o| o.2 == turn);
            t.once.push((p.object, p.line, turn));
        }
    }
    t.pending.extend(found);
    world.resource_mut::<super::game::Dirty>().changed = true;
}

/// A player's triggered abilities waiting for them to choose their order (603.3b).
#[derive(Clone, Debug)]
pub struct Ordering {
    /// Who chooses.
    pub player: Entity,
    /// Their abilities, in their sources' order: what `OrderTriggers` numbers.
    pub abilities: Vec<Pending>,
    /// Who receives priority once they are on the stack.
    pub then: Option<Entity>,
}
