//! Which abilities an event triggers (603.2, 603.6, 603.10): the triggered abilities of the
//! permanents on the battlefield (phased-out ones are treated as though they don't exist,
//! 702.26b; face-down ones have none, 708.2), and, for an event in which permanents leave the
//! battlefield, those of the permanents that left in the same event (603.10a); and those of
//! cards in graveyards that function there (113.6b, 113.6m), controlled by their owners.

use bevy::prelude::*;

use super::{Event, LastKnown, Pending, Triggers};
use crate::cards::triggers::{Condition, DamageTo, FromZone, Hue, Step, Subject, TriggerEvent, Whose};
use crate::cards::{Ability, CardType};
use crate::rules::action::{TurnStep, Zone};
use crate::rules::characteristics::Characteristics;
use crate::rules::conditions::holds_for;
use crate::rules::game::Turn;
use crate::rules::object::*;
use crate::rules::wanted::filter_matches;

/// An object with triggered abilities, as the event finds it.
struct Watcher<'a> {
    source: Entity,
    controller: Entity,
    timestamp: u64,
    chars: &'a Characteristics,
    attached_to: Option<Entity>,
    /// A card in its owner's graveyard, whose abilities that function there are looked at
    /// (113.6b, 113.6m), and no others.
    in_graveyard: bool,
}

/// The object an event is about, as it is (or, leaving, as it was) on the battlefield.
struct About<'a> {
    object: Entity,
    chars: &'a Characteristics,
    controller: Option<Entity>,
    token: bool,
}

/// Whether no ability can trigger on `event`: no object watches for it, no permanent that just
/// left looks back (603.10a), and it isn't a cycle or a cast (whose card's own abilities are
/// looked at where it went). [`detect`] then finds nothing.
pub fn nothing_waits(triggers: &Triggers, event: Event) -> bool {
    let looking_back = matches!(event, Event::Leaving { .. }) && !triggers.left.is_empty();
    triggers.index.waiting_for(event).is_empty()
        && !looking_back
        && !matches!(event, Event::Cycled { .. } | Event::Cast { .. } | Event::PutIntoGraveyardFrom { .. })
}

/// "Creatures entering the battlefield [or dying] don't cause abilities to trigger." (603.2):
/// whether a permanent on the battlefield says so of a creature's entering (or dying) now.
fn stopped(world: &World, event: Event) -> bool {
    let (creature, dying) = match event {
        Event::Entered(e) => (e, false),
        Event::Leaving { object, to: Zone::Graveyard } => (object, true),
        _ => return false,
    };
    if !crate::rules::query::chars(world, creature).has_type(crate::cards::CardType::Creature) {
        return false;
    }
    let Some(mut q) = world.try_query::<(Entity, &InZone, &crate::rules::characteristics::Characteristics)>() else {
        return false;
    };
    q.iter(world).any(|(x, z, c)| {
        z.zone == Zone::Battlefield
            && crate::rules::object::is_present(world, x)
            && c.abilities.iter().any(|l| match l.ability {
                crate::cards::Ability::TriggersStopped { dying: both } => !dying || both,
                _ => false,
            })
    })
}

/// The abilities `event` triggers, with their intervening "if" true (603.4) and not already
/// triggered this turn where they trigger only once each turn; none where a permanent stops a
/// creature's entering or dying from causing abilities to trigger.
pub fn detect(world: &mut World, event: Event) -> Vec<Pending> {
    let world = &*world;
    let triggers = world.resource::<Triggers>();
    if nothing_waits(triggers, event) || stopped(world, event) {
        return Vec::new();
    }
    let candidates = triggers.index.waiting_for(event);
    let present = |e: Entity| {
        super::index::waits_for(world, e, event)
            && world.get::<InZone>(e).is_some_and(|z| match z.zone {
                Zone::Battlefield => true,
                // 114.4: an emblem's abilities work in the command zone.
                Zone::Command => world.get::<crate::rules::object::Emblem>(e).is_some(),
                _ => false,
            })
            && world.get::<Phased>(e).is_none()
            && world.get::<MeldedInto>(e).is_none()
    };
    let mut watchers: Vec<Watcher> =
        candidates.iter().filter(|e| present(**e)).filter_map(|e| watcher(world, *e)).collect();
    // 113.6b, 113.6m: the cards in graveyards with abilities that function there; not one put
    // there by this very event (it was on the battlefield as it happened, 603.10a).
    let just_left = |e: Entity| triggers.left.iter().any(|l| l.source == e);
    watchers.extend(
        candidates
            .iter()
            .filter(|e| super::index::waits_for(world, **e, event) && !just_left(**e))
            .filter(|e| world.get::<InZone>(**e).is_some_and(|z| z.zone == Zone::Graveyard))
            .filter_map(|e| in_graveyard(world, *e)),
    );
    // 702.29c: "When you cycle [this]" triggers from the zone the card went to; "when you
    // discard [this]" the same.
    if let Event::Cycled { card, player } | Event::Discarded { card, player } = event
        && world.get::<InZone>(card).is_some_and(|z| z.zone != Zone::Battlefield)
        && let Some(chars) = world.get::<Characteristics>(card)
    {
        let timestamp = world.get::<Timestamp>(card).map_or(0, |t| t.0);
        let (controller, attached_to, in_graveyard) = (player, None, false);
        watchers.push(Watcher { source: card, controller, timestamp, chars, attached_to, in_graveyard });
    }
    // 603.6d: "When [this] is put into a graveyard from anywhere" (from elsewhere than the
    // battlefield) triggers from the card where it went; its owner controls it there.
    if let Event::PutIntoGraveyardFrom { object, .. } = event
        && world.get::<InZone>(object).is_some_and(|z| z.zone == Zone::Graveyard)
        && let (Some(chars), Some(owner)) = (world.get::<Characteristics>(object), world.get::<Owner>(object))
    {
        let timestamp = world.get::<Timestamp>(object).map_or(0, |t| t.0);
        let (controller, attached_to, in_graveyard) = (owner.0, None, false);
        watchers.push(Watcher { source: object, controller, timestamp, chars, attached_to, in_graveyard });
    }
    // 601.2i: "When you cast this spell" triggers from the spell, on the stack.
    if let Event::Cast { spell, caster } = event
        && let Some(chars) = world.get::<Characteristics>(spell)
        && chars
            .abilities
            .iter()
            .any(|a| matches!(&a.ability, Ability::Triggered(t) if t.event == TriggerEvent::CastThis))
    {
        let timestamp = world.get::<Timestamp>(spell).map_or(0, |t| t.0);
        let (controller, attached_to, in_graveyard) = (caster, None, false);
        watchers.push(Watcher { source: spell, controller, timestamp, chars, attached_to, in_graveyard });
    }
    if matches!(event, Event::Leaving { .. }) {
        watchers.extend(triggers.left.iter().map(|l| Watcher {
            source: l.source,
            controller: l.controller,
            timestamp: l.timestamp,
            chars: &l.chars,
            attached_to: l.attached_to,
            in_graveyard: false,
        }));
    }
    let turn = world.resource::<Turn>().number;
    let mut found = Vec::new();
    for w in &watchers {
        let object = world.get::<ObjectNumber>(w.source).copied().unwrap_or_default();
        for (line, a) in w.chars.abilities.iter().enumerate() {
            let Ability::Triggered(t) = &a.ability else { continue };
            if t.from_graveyard != w.in_graveyard || !triggers_on(world, &t.event, w, event) {
                continue;
            }
            if t.once_each_turn && triggers.once.contains(&(object, line, turn)) {
                continue;
            }
            let it = it_of(world, &t.event, event, w.source);
            let named: Vec<Entity> = it.iter().map(|(e, _)| *e).collect();
            if let Some(c) = &t.condition
                && holds_for(world, c, w.source, w.controller, &named, player_of(world, event)) == Some(false)
            {
                continue;
            }
            found.push(Pending {
                source: w.source,
                timestamp: w.timestamp,
                controller: w.controller,
                trigger: (**t).clone(),
                text: a.text.clone(),
                line,
                object,
                delayed: false,
                it,
                player: owner_named(world, &t.event, event).or_else(|| player_of(world, event)),
                amount: amount_of(event),
            });
        }
    }
    found
}

/// A permanent with triggered abilities leaves the battlefield: it is remembered as it was, so
/// what leaves at the same time sees it (603.10a).
pub fn remember_leaving(world: &mut World, object: Entity) {
    if world.get::<super::index::Watches>(object).is_none_or(|w| w.now == 0) {
        return;
    }
    let Some(w) = watcher(world, object) else { return };
    let known = LastKnown {
        source: w.source,
        controller: w.controller,
        timestamp: w.timestamp,
        chars: Box::new(w.chars.clone()),
        attached_to: w.attached_to,
    };
    world.resource_mut::<Triggers>().left.push(known);
}

fn watcher(world: &World, e: Entity) -> Option<Watcher<'_>> {
    Some(Watcher {
        source: e,
        controller: world.get::<Controller>(e)?.0,
        timestamp: world.get::<Timestamp>(e).map_or(0, |t| t.0),
        chars: world.get::<Characteristics>(e)?,
        attached_to: world.get::<AttachedTo>(e).map(|a| a.0),
        in_graveyard: false,
    })
}

/// A card in a graveyard as a watcher: its owner controls its abilities there (113.6b).
fn in_graveyard(world: &World, e: Entity) -> Option<Watcher<'_>> {
    let chars = world.get::<Characteristics>(e)?;
    let functions = chars.abilities.iter().any(|a| matches!(&a.ability, Ability::Triggered(t) if t.from_graveyard));
    let controller = world.get::<Owner>(e).map(|o| o.0).filter(|_| functions)?;
    let timestamp = world.get::<Timestamp>(e).map_or(0, |t| t.0);
    Some(Watcher { source: e, controller, timestamp, chars, attached_to: None, in_graveyard: true })
}

fn about(world: &World, object: Entity) -> Option<About<'_>> {
    Some(About {
        object,
        chars: world.get::<Characteristics>(object)?,
        controller: world.get::<Controller>(object).map(|c| c.0),
        token: world.get::<Token>(object).is_some(),
    })
}

/// The player an event names, "that player" in a triggered ability's effect: who was dealt
/// damage, cast the spell, gained or lost life or drew; whose step began (the active player).
fn player_of(world: &World, event: Event) -> Option<Entity> {
    let p = match event {
        Event::CombatDamageToPlayer { player, .. } => player,
        Event::Damaged { to, .. } => to,
        Event::Cast { caster, .. } => caster,
        Event::GainedLife(p, _) | Event::LostLife(p, _) | Event::Drew(p) => p,
        Event::Discarded { player, .. } | Event::Cycled { player, .. } | Event::Sacrificed { player, .. } => player,
        Event::StepBegan(_) => {
            let turn = world.resource::<crate::rules::game::Turn>();
            *world.resource::<crate::rules::object::Players>().0.get(turn.active)?
        }
        // "defending player" of an attack trigger (506.2): whom the creature attacks.
        Event::Attacked(_, defender) | Event::AttackedAlone(_, defender) => defender?,
        // "that player" of a becomes-the-target trigger: who controls the spell or ability.
        Event::BecameTarget(_, by) => by?,
        // "defending player" of a becomes-blocked trigger: who defends against its attack.
        Event::BecameBlocked(_, defender) => defender?,
        // "defending player" of an attacker that isn't blocked (509.3g): the one it attacks.
        Event::Unblocked(e) => crate::rules::combat_state::defending_player_of(world, e)?,
        // "Whenever a creature enters the battlefield under an opponent's control, that player
        // ...": its controller.
        Event::Entered(e) => world.get::<crate::rules::object::Controller>(e)?.0,
        _ => return None,
    };
    world.get::<crate::rules::object::Player>(p).is_some().then_some(p)
}

/// What "it" and "that creature" name in a triggered ability's effect: the object its event
/// happened to, as the object it is now, where the event leaves it where it was
/// (`TriggerEvent::staying_subject`).
fn it_of(world: &World, on: &TriggerEvent, event: Event, source: Entity) -> Vec<(Entity, ObjectNumber)> {
    // "The blocking creature" (702.25a).
    if let (TriggerEvent::BlockedByWithout(..), Event::BlockedBy { blocker, .. }) = (on, event) {
        return world.get::<ObjectNumber>(blocker).map(|n| (blocker, *n)).into_iter().collect();
    }
    // "That creature": the creature with the keyword it blocks.
    if let (TriggerEvent::BlocksCreatureWith(..), Event::BlockedBy { attacker, .. }) = (on, event) {
        return world.get::<ObjectNumber>(attacker).map(|n| (attacker, *n)).into_iter().collect();
    }
    // "That creature": the other of the pair, the one that isn't the source.
    if let (TriggerEvent::CombatPair { blocks, blocked, .. }, Event::BlockedBy { attacker, blocker }) = (on, event) {
        let other = match (blocks, blocked) {
            (true, false) => attacker,
            (false, true) => blocker,
            _ if blocker == source => attacker,
            _ => blocker,
        };
        return world.get::<ObjectNumber>(other).map(|n| (other, *n)).into_iter().collect();
    }
    // "That creature": the creature the source dealt damage to (120.3), as the object it is.
    if let (TriggerEvent::DealsDamage(_, crate::cards::triggers::DamageTo::Creature, _), Event::Damaged { to, .. }) =
        (on, event)
    {
        return world.get::<ObjectNumber>(to).map(|n| (to, *n)).into_iter().collect();
    }
    // "That spell": the spell cast (603.7c), as the object it is on the stack.
    if let (TriggerEvent::Cast(..), Event::Cast { spell, .. }) = (on, event) {
        return world.get::<ObjectNumber>(spell).map(|n| (spell, *n)).into_iter().collect();
    }
    // "It": the card in the graveyard it went to (400.7e).
    if let (TriggerEvent::PutIntoGraveyardFrom(_), Event::PutIntoGraveyardFrom { object, .. }) = (on, event) {
        return world.get::<ObjectNumber>(object).map(|n| (object, *n)).into_iter().collect();
    }
    // "Those permanents": the permanents the spell targets (601.2c), as the objects they are.
    if let (TriggerEvent::CastTargetingPermanents(_), Event::Cast { spell, .. }) = (on, event) {
        return permanents_targeted(world, spell);
    }
    // "When enchanted creature dies, return that card": the host, as the object it was
    // (`found_where_it_went` finds the card it became).
    if let (TriggerEvent::Dies(crate::cards::triggers::Subject::Attached), Event::Leaving { object, .. }) = (on, event)
    {
        return world.get::<ObjectNumber>(object).map(|n| (object, *n)).into_iter().collect();
    }
    // Its own event's "it" is read as the source itself ("this permanent").
    if matches!(on.staying_subject(), None | Some(crate::cards::triggers::Subject::This)) {
        return Vec::new();
    }
    let e = match event {
        Event::Entered(e)
        | Event::Attacked(e, _)
        | Event::AttackedAlone(e, _)
        | Event::Blocked(e)
        | Event::BecameBlocked(e, _)
        | Event::BecameTarget(e, _)
        | Event::TurnedFaceUp(e)
        | Event::Transformed(e)
        | Event::BecameTapped(e)
        | Event::BecameUntapped(e)
        | Event::BecameMonstrous(e)
        | Event::Unblocked(e)
        | Event::CombatDamageToPlayer { source: e, .. } => Some(e),
        // Only "is dealt damage" names the object its event happened to (`staying_subject`).
        Event::Damaged { to, .. } => Some(to),
        _ => None,
    };
    e.and_then(|e| Some((e, *world.get::<ObjectNumber>(e)?))).into_iter().collect()
}

/// How much an event counted, for "that much": the damage dealt (120.3), the life gained or
/// lost (119.3).
fn amount_of(event: Event) -> u32 {
    match event {
        Event::Damaged { amount, .. } | Event::GainedLife(_, amount) | Event::LostLife(_, amount) => amount,
        _ => 0,
    }
}

/// Whether a trigger event matches what happened, for this watcher.
fn triggers_on(world: &World, on: &TriggerEvent, w: &Watcher, event: Event) -> bool {
    let object = |e: Entity, subject: &crate::cards::triggers::Subject| {
        about(world, e).is_some_and(|a| subject_matches(subject, w, &a))
    };
    match (on, event) {
        (TriggerEvent::Enters(s), Event::Entered(e)) => object(e, s),
        (TriggerEvent::Dies(s), Event::Leaving { object: e, to: Zone::Graveyard }) => {
            about(world, e).is_some_and(|a| a.chars.has_type(CardType::Creature) && subject_matches(s, w, &a))
        }
        (TriggerEvent::PutIntoGraveyard(s), Event::Leaving { object: e, to: Zone::Graveyard }) => object(e, s),
        // As it leaves, the object it was on the battlefield, which the source dealt damage to.
        (TriggerEvent::DiesDealtDamageByThis, Event::Leaving { object: e, to: Zone::Graveyard }) => {
            let damaged = |n: &ObjectNumber| {
                world.resource::<crate::rules::game::Turn>().happened.was_dealt_damage_by(e, *n, w.source)
            };
            about(world, e).is_some_and(|a| a.chars.has_type(CardType::Creature))
                && world.get::<ObjectNumber>(e).is_some_and(damaged)
        }
        (TriggerEvent::LeavesBattlefield(s), Event::Leaving { object: e, .. }) => object(e, s),
        // "Whenever a player sacrifices a permanent", "Whenever you sacrifice a Clue".
        (TriggerEvent::Sacrifices(whose, s), Event::Sacrificed { object: e, player }) => {
            whose_is(world, *whose, w.controller, Some(player)) && object(e, s)
        }
        (TriggerEvent::BecomesTapped(s), Event::BecameTapped(e)) => object(e, s),
        (TriggerEvent::BecomesUntapped(s), Event::BecameUntapped(e)) => object(e, s),
        (TriggerEvent::BecomesMonstrous(s), Event::BecameMonstrous(e)) => object(e, s),
        (TriggerEvent::AttacksUnblocked(s), Event::Unblocked(e)) => object(e, s),
        (TriggerEvent::IsDealtDamage(s), Event::Damaged { to, .. }) => object(to, s),
        (TriggerEvent::DealsDamage(s, what, combat_only), Event::Damaged { source: Some(src), to, combat, .. }) => {
            let counted = match what {
                DamageTo::Any => true,
                DamageTo::Player => world.get::<Player>(to).is_some(),
                DamageTo::Opponent => world.get::<Player>(to).is_some() && to != w.controller,
                DamageTo::Creature => world.get::<Characteristics>(to).is_some_and(|c| c.has_type(CardType::Creature)),
            };
            (combat || !combat_only) && counted && object(src, s)
        }
        (TriggerEvent::Either(a, b), _) => triggers_on(world, a, w, event) || triggers_on(world, b, w, event),
        (TriggerEvent::Attacks(s), Event::Attacked(e, _)) => object(e, s),
        // Battalion: the attackers are all declared before any attack triggers (508.1, 508.3a).
        (TriggerEvent::AttacksWithOthers(s, n), Event::Attacked(e, _)) => {
            let others = world
                .get_resource::<crate::rules::combat_state::Combat>()
                .map_or(0, |c| c.attackers.iter().filter(|a| a.creature != e && a.controller == w.controller).count());
            object(e, s) && others >= *n as usize
        }
        (TriggerEvent::AttacksAlone(s), Event::AttackedAlone(e, _)) => object(e, s),
        (TriggerEvent::Blocks(s), Event::Blocked(e)) => object(e, s),
        (TriggerEvent::BecomesBlocked(s), Event::BecameBlocked(e, _)) => object(e, s),
        (TriggerEvent::BecomesTarget(s, false), Event::BecameTarget(e, _)) => object(e, s),
        // "... of a spell or ability an opponent controls": an opponent of the trigger's controller.
        (TriggerEvent::BecomesTarget(s, true), Event::BecameTarget(e, Some(by))) => object(e, s) && by != w.controller,
        (TriggerEvent::BlockedByWithout(s, keyword), Event::BlockedBy { attacker, blocker }) => {
            object(attacker, s) && about(world, blocker).is_some_and(|b| !b.chars.has_keyword_named(keyword))
        }
        (TriggerEvent::BlocksCreatureWith(s, keyword), Event::BlockedBy { attacker, blocker }) => {
            object(blocker, s) && about(world, attacker).is_some_and(|a| a.chars.has_keyword_named(keyword))
        }
        (TriggerEvent::CombatPair { subject, blocks, blocked, other }, Event::BlockedBy { attacker, blocker }) => {
            // The other of the pair, where only a creature of a kind counts.
            let of_kind =
                |e: Entity| other.as_ref().is_none_or(|kind| crate::rules::wanted::fits(world, kind, e, w.controller));
            (*blocks && object(blocker, subject) && of_kind(attacker))
                || (*blocked && object(attacker, subject) && of_kind(blocker))
        }
        (TriggerEvent::CombatDamageToPlayer(s), Event::CombatDamageToPlayer { source, .. }) => object(source, s),
        (TriggerEvent::TurnedFaceUp(s), Event::TurnedFaceUp(e)) => object(e, s),
        (TriggerEvent::Transforms(s), Event::Transformed(e)) => object(e, s),
        (TriggerEvent::StepBegins(step, whose), Event::StepBegan(now)) => {
            // "the upkeep of enchanted creature's controller": whoever controls its host now.
            let you = match whose {
                Whose::HostController => world
                    .get::<crate::rules::object::AttachedTo>(w.source)
                    .and_then(|a| world.get::<crate::rules::object::Controller>(a.0))
                    .map(|c| c.0),
                _ => Some(w.controller),
            };
            step_is(*step, now) && you.is_some_and(|you| whose_is(world, *whose, you, active(world)))
        }
        (TriggerEvent::Cast(whose, filter, hue), Event::Cast { spell, caster }) => {
            whose_is(world, *whose, w.controller, Some(caster))
                && world.get::<Characteristics>(spell).is_some_and(|c| {
                    let chosen = || world.get::<crate::rules::object::Chosen>(w.source);
                    let colored = match hue {
                        Hue::Any => true,
                        Hue::Is(color) => c.colors.contains(*color),
                        Hue::Multicolored => c.colors.to_vec().len() > 1,
                        // 614.12a: what was chosen as the source entered.
                        Hue::ChosenColor => chosen().and_then(|ch| ch.color).is_some_and(|x| c.colors.contains(x)),
                        Hue::ChosenType => {
                            chosen().and_then(|ch| ch.creature_type.as_ref()).is_some_and(|t| c.has_subtype(t))
                        }
                        // 715.1: its card has an Adventure (whichever half it was cast as).
                        Hue::HasAdventure => crate::rules::query::printed(world, spell)
                            .is_some_and(|d| d.layout == crate::cards::Layout::Adventure),
                        // 202.3: the spell's mana value against the source's counters now.
                        Hue::ManaValueOfChargeCounters => {
                            world.get::<crate::rules::counters::Counters>(w.source).is_some_and(|n| {
                                n.get(&crate::rules::counters::CounterKind::parse("charge")) == c.mana_value
                            })
                        }
                    };
                    colored && filter_matches(filter, c, Some(caster), false, w.controller)
                })
        }
        (TriggerEvent::CastThis, Event::Cast { spell, .. }) => spell == w.source,
        (TriggerEvent::CastTargetingThis(whose), Event::Cast { spell, caster }) => {
            whose_is(world, *whose, w.controller, Some(caster))
                && world
                    .get::<crate::rules::object::Targets>(spell)
                    .is_some_and(|t| t.0.iter().any(|t| t.entity == w.source))
        }
        (TriggerEvent::PutIntoGraveyardFrom(from), Event::PutIntoGraveyardFrom { object, from: was }) => {
            object == w.source && (*from == FromZone::Anywhere || was == Zone::Library)
        }
        (TriggerEvent::PutIntoGraveyardFrom(FromZone::Anywhere), Event::Leaving { object, to: Zone::Graveyard }) => {
            object == w.source
        }
        (TriggerEvent::CastTargetingPermanents(whose), Event::Cast { spell, caster }) => {
            whose_is(world, *whose, w.controller, Some(caster)) && !permanents_targeted(world, spell).is_empty()
        }
        (TriggerEvent::GainsLife(whose), Event::GainedLife(p, _))
        | (TriggerEvent::LosesLife(whose), Event::LostLife(p, _))
        | (TriggerEvent::Draws(whose), Event::Drew(p)) => whose_is(world, *whose, w.controller, Some(p)),
        (TriggerEvent::DrawsNth(whose, n), Event::Drew(p)) => {
            let drew = world.resource::<crate::rules::game::Turn>().happened.drew.get(&p).copied();
            drew == Some(*n) && whose_is(world, *whose, w.controller, Some(p))
        }
        // 702.29c: its own card, wherever it went; another's, seen from the battlefield.
        // "When you discard [this]" (Bartered Cow) the same.
        (TriggerEvent::Cycled(whose, Subject::This), Event::Cycled { card, player })
        | (TriggerEvent::Discards(whose, Subject::This), Event::Discarded { card, player }) => {
            card == w.source && whose_is(world, *whose, w.controller, Some(player))
        }
        (TriggerEvent::Cycled(whose, s), Event::Cycled { card, player })
        | (TriggerEvent::Discards(whose, s), Event::Discarded { card, player }) => {
            on_battlefield(world, w.source) && whose_is(world, *whose, w.controller, Some(player)) && object(card, s)
        }
        _ => false,
    }
}

fn on_battlefield(world: &World, e: Entity) -> bool {
    world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield)
}

fn subject_matches(subject: &Subject, w: &Watcher, a: &About) -> bool {
    let itself = a.object == w.source;
    match subject {
        Subject::This => itself,
        Subject::Attached => w.attached_to == Some(a.object),
        Subject::Matching { filter, another, with } => {
            !(*another && itself)
                && filter_matches(filter, a.chars, a.controller, a.token, w.controller)
                && with.iter().all(|x| a.chars.has(x))
        }
        Subject::ThisOrAnother(filter) => {
            itself || filter_matches(filter, a.chars, a.controller, a.token, w.controller)
        }
    }
}

/// The active player.
pub(super) fn active(world: &World) -> Option<Entity> {
    crate::rules::query::active_player(world)
}

/// Whether `player` is who the ability speaks of, `you` being its controller (an opponent is
/// any other player: the table has no teams).
fn whose_is(world: &World, whose: Whose, you: Entity, player: Option<Entity>) -> bool {
    let Some(p) = player else { return false };
    match whose {
        Whose::You | Whose::HostController => p == you,
        Whose::Opponent => p != you && world.get::<Player>(p).is_some(),
        Whose::Each => true,
    }
}

fn step_is(step: Step, now: TurnStep) -> bool {
    matches!(
        (step, now),
        (Step::Upkeep, TurnStep::Upkeep)
            | (Step::Draw, TurnStep::Draw)
            | (Step::PrecombatMain | Step::Main, TurnStep::PrecombatMain)
            | (Step::Main, TurnStep::PostcombatMain)
            | (Step::Combat, TurnStep::BeginningOfCombat)
            | (Step::EndOfCombat, TurnStep::EndOfCombat)
            | (Step::End, TurnStep::End)
    )
}

/// 603.4: a triggered ability with an intervening "if" checks it again as it resolves; where it
/// isn't true, the ability is removed from the stack and does nothing.
pub fn still_holds(
    world: &mut World,
    ability: &crate::rules::object::StackedAbility,
    controller: Option<Entity>,
) -> bool {
    let (Some(condition), Some(you)) = (&ability.condition, controller) else { return true };
    // What the permanent had as it left is what it had: the answer found as it triggered stands.
    if matches!(condition, Condition::HadNoCounters(_) | Condition::ThatPlayerHasMostLife) {
        return true;
    }
    let it = crate::rules::object::same_objects(world, &ability.it);
    if holds_for(world, condition, ability.source, you, &it, ability.player) != Some(false) {
        return true;
    }
    // (A condition the players judge, `Condition::Text`, is never found false here.)
    crate::rules::log::log(world, "603.4", crate::says!("log-ability-if-no-longer-true"));
    false
}

/// The permanents a spell targets (601.2c), each once, as the objects they are: those on the
/// battlefield that are still the objects it chose.
fn permanents_targeted(world: &World, spell: Entity) -> Vec<(Entity, ObjectNumber)> {
    let Some(targets) = world.get::<crate::rules::object::Targets>(spell) else { return Vec::new() };
    let mut out: Vec<(Entity, ObjectNumber)> = Vec::new();
    for t in &targets.0 {
        let now = world.get::<ObjectNumber>(t.entity).copied();
        if let (Some(was), Some(now)) = (t.object, now)
            && was == now
            && world.get::<InZone>(t.entity).is_some_and(|z| z.zone == Zone::Battlefield)
            && !out.iter().any(|(e, _)| *e == t.entity)
        {
            out.push((t.entity, now));
        }
    }
    out
}

/// "Its owner" of "When [this] is put into a graveyard from anywhere, its owner shuffles ...":
/// the card's owner, whoever controlled it (its "that player").
fn owner_named(world: &World, on: &TriggerEvent, event: Event) -> Option<Entity> {
    let object = match event {
        Event::PutIntoGraveyardFrom { object, .. } | Event::Leaving { object, .. } => object,
        _ => return None,
    };
    matches!(on, TriggerEvent::PutIntoGraveyardFrom(_)).then(|| world.get::<Owner>(object).map(|o| o.0)).flatten()
}
