//! Status, damage and counters: tapping (110.5, 701.26) and stun counters (122.1d), damage
//! (120.3) and shield counters (122.1c), destroying (701.8) and indestructible (702.12b),
//! counters (122), defense counters and the Siege's trigger (310.11b).

use bevy::prelude::*;

use super::stack::push_ability;
use super::zones::{Enter, move_object};
use super::{Legal, Refusal, allowed};
use crate::cards::CardType;
use crate::rules::action::{AbilityKind, Zone};
use crate::rules::counters::{CounterKind, CounterStamps, Counters};
use crate::rules::game::mark;
use crate::rules::log::log;
use crate::rules::log::{Arg, LogText, refer, refer_lazily};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

/// Only permanents tap and untap (110.5).
pub fn can_tap(world: &World, e: Entity) -> Legal {
    if on_battlefield(world, e) {
        return Ok(());
    }
    Err(Refusal::new("110.5", says!("log-cant-tap-not-a-permanent", card = refer(world, e))))
}

/// Taps or untaps a permanent (701.26a); a tapped permanent with a stun counter loses one
/// instead of untapping (122.1d).
pub fn set_tapped(world: &mut World, e: Entity, tapped: bool) {
    if !allowed(world, can_tap(world, e)) {
        return;
    }
    if !tapped && stunned_instead(world, e) {
        return;
    }
    let name = refer(world, e);
    let was = world.get::<Tapped>(e).is_some_and(|t| t.0);
    world.entity_mut(e).insert(Tapped(tapped));
    mark(world, e);
    let line = match tapped {
        true => says!("log-becomes-tapped", card = name),
        false => says!("log-becomes-untapped", card = name),
    };
    log(world, "701.26a", line);
    if tapped && !was {
        crate::rules::triggers::happened(world, crate::rules::triggers::Event::BecameTapped(e));
    }
    if !tapped && was {
        crate::rules::triggers::happened(world, crate::rules::triggers::Event::BecameUntapped(e));
    }
}

/// Damage is dealt to permanents (120.1).
pub fn can_be_damaged(world: &World, e: Entity) -> Legal {
    if on_battlefield(world, e) {
        return Ok(());
    }
    Err(Refusal::new("120.1", says!("log-not-a-permanent", card = refer(world, e))))
}

/// 122.1d: "If a permanent with a stun counter on it would become untapped, instead remove a
/// stun counter from it." Returns whether it replaced the untap (only a tapped permanent
/// would become untapped).
pub fn stunned_instead(world: &mut World, e: Entity) -> bool {
    let tapped = world.get::<Tapped>(e).is_some_and(|t| t.0);
    if !tapped || !remove_one(world, e, &CounterKind::Stun) {
        return false;
    }
    log(world, "122.1d", says!("log-stun-counter-instead-of-untapping", card = refer(world, e)));
    true
}

/// Removes one counter of a kind, if there is one.
fn remove_one(world: &mut World, e: Entity, kind: &CounterKind) -> bool {
    let removed = world.get_mut::<Counters>(e).is_some_and(|mut c| c.remove(kind, 1) == 1);
    if removed {
        mark(world, e);
    }
    removed
}

/// 702.16e: damage `source` would deal to `e` is prevented where `e` has protection from one of
/// its colours; said, and answered.
pub fn prevented_by_protection(world: &mut World, e: Entity, source: Entity, n: u32) -> bool {
    let Some(q) = crate::rules::query::protection_from(world, e, source) else { return false };
    let (card, from, quality) = (refer(world, e), refer(world, source), crate::rules::query::quality_words(&q));
    log(
        world,
        "702.16e",
        says!("log-protection-prevents-damage", card = card, source = from, n = n, quality = quality),
    );
    true
}

/// Deals damage to a permanent: loyalty counters leave a planeswalker (120.3c), defense counters
/// a battle (120.3h), and a creature has it marked (120.3e). A shield counter prevents it all and
/// goes (122.1c, 615.1a).
pub fn damage(world: &mut World, e: Entity, n: u32, source: Option<Entity>, combat: bool) {
    if !allowed(world, can_be_damaged(world, e)) {
        return;
    }
    if let Some(src) = source
        && prevented_by_protection(world, e, src, n)
    {
        return;
    }
    // 615.1a, 615.7: prevention applies before damage is dealt.
    let n = match super::prevention::prevent(world, source, e, n, combat) {
        0 if n > 0 => return,
        left => left,
    };
    let name = refer(world, e);
    if n > 0 && remove_one(world, e, &CounterKind::Shield) {
        log(world, "122.1c", says!("log-shield-counter-prevents-damage", card = name, n = n));
        return;
    }
    // 603.2g: prevented damage triggers nothing; dealt damage is an event.
    if n > 0 {
        crate::rules::triggers::happened(
            world,
            crate::rules::triggers::Event::Damaged { source, to: e, combat, amount: n },
        );
    }
    let c = chars(world, e);
    let (planeswalker, battle, creature) =
        (c.has_type(CardType::Planeswalker), c.has_type(CardType::Battle), c.has_type(CardType::Creature));
    if planeswalker {
        if let Some(mut c) = world.get_mut::<Counters>(e) {
            c.remove(&CounterKind::Loyalty, n);
        }
        log(world, "120.3c", says!("log-damage-removes-loyalty", card = &name, n = n));
    }
    if battle {
        remove_defense(world, e, n, "120.3h", says!("log-amount-of-damage", n = n));
    }
    // 702.90c, 702.80a: damage from a source with infect or wither is -1/-1 counters.
    let counters = source.is_some_and(|s| {
        let c = chars(world, s);
        c.has_keyword_named("infect") || c.has_keyword_named("wither")
    });
    if creature && counters {
        log(world, "120.3d", says!("log-damage-as-minus-counters", card = &name, n = n));
        add_counters(world, e, &CounterKind::MinusOne, n);
    } else if creature {
        if let Some(mut d) = world.get_mut::<Damage>(e) {
            d.0 = d.0.saturating_add(n);
        }
        log(world, "120.3e", says!("log-damage-marked", card = &name, n = n));
    }
    mark(world, e);
}

/// Destroys a permanent (701.8a): it goes to its owner's graveyard, unless it has indestructible
/// (702.12b) or a shield counter, which is removed instead (122.1c).
pub fn destroy(world: &mut World, e: Entity) {
    if !allowed(world, can_be_destroyed(world, e)) {
        return;
    }
    if not_destroyed_instead(world, e) {
        return;
    }
    let name = refer(world, e);
    log(world, "701.8a", says!("log-destroyed", card = name));
    move_object(world, e, Zone::Graveyard, None, Enter::default());
}

/// What replaces a permanent's being destroyed, by an effect or by lethal or deathtouch damage
/// (704.5g-h): a shield counter removed instead (122.1c), else a regeneration shield used
/// (701.19a). Returns whether it was replaced.
pub fn not_destroyed_instead(world: &mut World, e: Entity) -> bool {
    if remove_one(world, e, &CounterKind::Shield) {
        let name = refer(world, e);
        log(world, "122.1c", says!("log-shield-counter-instead-of-destroying", card = name));
        return true;
    }
    totem_armor_instead(world, e) || regenerated_instead(world, e)
}

/// 702.89a totem armor: "If enchanted creature would be destroyed, instead remove all damage
/// from it and destroy this Aura." The first Aura with it attached to the permanent (616.1:
/// its controller would choose among several; the table takes them in the order they came) is
/// destroyed instead. Returns whether one was.
fn totem_armor_instead(world: &mut World, e: Entity) -> bool {
    let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::AttachedTo, &crate::rules::object::InZone)>()
    else {
        return false;
    };
    let mut auras: Vec<(Entity, i64)> = q
        .iter(world)
        .filter(|(_, a, z)| a.0 == e && z.zone == Zone::Battlefield)
        .map(|(x, _, z)| (x, z.order))
        .filter(|(x, _)| chars(world, *x).is_aura() && chars(world, *x).has_keyword_named("totem armor"))
        .collect();
    auras.sort_by_key(|(_, order)| *order);
    let Some(&(aura, _)) = auras.first() else { return false };
    if let Some(mut d) = world.get_mut::<Damage>(e) {
        d.0 = 0;
    }
    world.entity_mut(e).remove::<crate::rules::object::DeathtouchDamage>();
    let (card, by) = (refer(world, e), refer(world, aura));
    log(world, "702.89a", says!("log-totem-armor-instead", card = card, aura = by));
    destroy(world, aura);
    mark(world, e);
    true
}

/// 701.19c: a resolving effect says a permanent can't be regenerated: for the rest of this turn
/// no regeneration shield replaces its destruction.
pub fn cant_be_regenerated(world: &mut World, e: Entity) {
    let turn = world.resource::<crate::rules::game::Turn>().number;
    world.entity_mut(e).insert(crate::rules::object::CantBeRegenerated { turn });
}

/// 701.19a: a resolving effect regenerates a permanent: a shield for the rest of this turn.
pub fn regenerate(world: &mut World, e: Entity) {
    if !on_battlefield(world, e) {
        return;
    }
    let turn = world.resource::<crate::rules::game::Turn>().number;
    let shields = match world.get::<RegenerationShields>(e) {
        Some(s) if s.turn == turn => s.n + 1,
        _ => 1,
    };
    world.entity_mut(e).insert(RegenerationShields { n: shields, turn });
    let name = refer(world, e);
    log(world, "701.19a", says!("log-regeneration-shield", card = name));
}

/// 701.19a: the next time a regenerated permanent would be destroyed this turn (701.8a, and by
/// lethal or deathtouch damage, 704.5g-h), instead its damage is removed, it is tapped and it
/// is removed from combat. Returns whether a shield was used.
pub fn regenerated_instead(world: &mut World, e: Entity) -> bool {
    let turn = world.resource::<crate::rules::game::Turn>().number;
    // 701.19c: "It can't be regenerated": a shield it has doesn't replace this.
    if world.get::<crate::rules::object::CantBeRegenerated>(e).is_some_and(|c| c.turn == turn)
        && world.get::<RegenerationShields>(e).is_some_and(|s| s.turn == turn && s.n > 0)
    {
        let name = refer(world, e);
        log(world, "701.19c", says!("log-cant-be-regenerated", card = name));
        return false;
    }
    let Some(shields) = world.get::<RegenerationShields>(e).copied().filter(|s| s.turn == turn && s.n > 0) else {
        return false;
    };
    match shields.n {
        1 => _ = world.entity_mut(e).remove::<RegenerationShields>(),
        n => _ = world.entity_mut(e).insert(RegenerationShields { n: n - 1, turn }),
    }
    world.entity_mut(e).insert((Damage(0), Tapped(true)));
    world.entity_mut(e).remove::<crate::rules::object::DeathtouchDamage>();
    world.entity_mut(e).insert(crate::rules::object::RemovedFromCombat);
    mark(world, e);
    let name = refer(world, e);
    log(world, "701.19a", says!("log-regenerated", card = name));
    true
}

/// Only permanents are destroyed (701.8a), and never one with indestructible (702.12b).
pub fn can_be_destroyed(world: &World, e: Entity) -> Legal {
    let name = refer_lazily(world, e);
    if !on_battlefield(world, e) {
        return Err(Refusal::new("701.8a", says!("log-cant-destroy-not-a-permanent", card = &name)));
    }
    if chars(world, e).is_indestructible() {
        return Err(Refusal::new("702.12b", says!("log-indestructible-not-destroyed", card = &name)));
    }
    Ok(())
}

/// Puts counters on an object (122.1). Keyword counters take the new counter's timestamp
/// (613.7c); lore counters on a Saga trigger its chapters (714.2b).
pub fn add_counters(world: &mut World, e: Entity, kind: &CounterKind, n: u32) {
    if n == 0 {
        return;
    }
    let before = world.get::<Counters>(e).map_or(0, |c| c.get(kind));
    if let Some(mut c) = world.get_mut::<Counters>(e) {
        c.add(kind.clone(), n);
    }
    if let CounterKind::Keyword(k) = kind {
        let ts = world.resource_mut::<crate::rules::game::RulesClock>().next_timestamp();
        world.entity_mut(e).entry::<CounterStamps>().or_default().get_mut().0.insert(*k, ts);
    }
    let name = refer(world, e);
    log(world, "122.1", says!("log-counters-put-on", card = name, n = n, kind = crate::rules::log::counter_kind(kind)));
    mark(world, e);
    if *kind == CounterKind::Lore {
        super::saga::lore_added(world, e, before, before + n);
    }
}

/// Removes counters from an object (122.1); defense counters may defeat a Siege (310.11b), the
/// last time counter sacrifice a permanent with vanishing (702.63a).
pub fn remove_counters(world: &mut World, e: Entity, kind: &CounterKind, n: u32) {
    if *kind == CounterKind::Defense {
        remove_defense(world, e, n, "122.1g", says!("log-an-effect"));
    } else {
        let before = world.get::<Counters>(e).map_or(0, |c| c.get(kind));
        let removed = world.get_mut::<Counters>(e).map_or(0, |mut c| c.remove(kind, n));
        let name = refer(world, e);
        log(
            world,
            "122.1",
            says!("log-counters-removed-from", card = name, n = removed, kind = crate::rules::log::counter_kind(kind)),
        );
        // 702.63a: vanishing's last time counter.
        if *kind == CounterKind::Named("time".into()) {
            super::vanishing::time_counters_removed(world, e, before, before - removed);
        }
    }
    mark(world, e);
}

/// Removes defense counters; when the last one goes from a Siege on the battlefield, its
/// intrinsic ability triggers (310.11b): "exile it, then you may cast it transformed".
pub fn remove_defense(world: &mut World, e: Entity, n: u32, rule: &'static str, what: LogText) {
    let before = world.get::<Counters>(e).map_or(0, |c| c.get(&CounterKind::Defense));
    let removed = world.get_mut::<Counters>(e).map_or(0, |mut c| c.remove(&CounterKind::Defense, n));
    let name = refer(world, e);
    log(world, rule, says!("log-removes-defense-counters", what = what, n = removed, card = &name));
    let siege = chars(world, e).has_subtype("Siege");
    if before > 0 && before == removed && siege && on_battlefield(world, e) {
        let id = format!("{}/defeated", label(world, e));
        let Some(ab) = push_ability(world, id.clone().into(), e, AbilityKind::Triggered, None) else { return };
        if let Some(c) = world.get::<Controller>(e).copied() {
            world.entity_mut(ab).insert(c);
        }
        // Its steps, as the rules carry them out: exile it, then its controller may cast it
        // transformed without paying its mana cost, during the resolution (608.2g).
        use crate::cards::effects::{Aim, EffectStep, SpellEffect};
        let steps = vec![EffectStep::Exile(Aim::This), EffectStep::CastThis { transformed: true, free: true }];
        if let Some(mut a) = world.get_mut::<crate::rules::object::StackedAbility>(ab) {
            a.text = Some(SIEGE_TEXT.to_string());
            a.steps = Some(std::sync::Arc::new(SpellEffect { steps }));
        }
        log(world, "310.11b", says!("log-siege-defeated", card = name, id = Arg::text(id)));
    }
}

/// A Siege's intrinsic triggered ability (310.11b), as the rules word it.
const SIEGE_TEXT: &str = "When the last defense counter is removed from this permanent, exile it, then you may cast \
                          it transformed without paying its mana cost.";

/// 704.5q: n +1/+1 and n -1/-1 counters are removed from a permanent that has both.
pub fn annihilate(world: &mut World, e: Entity, n: u32) {
    if let Some(mut c) = world.get_mut::<Counters>(e) {
        c.remove(&CounterKind::PlusOne, n);
        c.remove(&CounterKind::MinusOne, n);
    }
    mark(world, e);
    let name = refer(world, e);
    log(world, "704.5q", says!("log-counters-annihilate", card = name, n = n));
}

/// Writes (or, with an empty text, removes) a note on an object, seen by every player who sees
/// the object. No rule is involved; the log says so.
pub fn note(world: &mut World, e: Entity, text: &str) {
    let text = text.trim();
    let name = refer(world, e);
    if text.is_empty() {
        world.entity_mut(e).remove::<Note>();
        crate::rules::log::note(world, says!("log-note-removed", card = name));
    } else {
        world.entity_mut(e).insert(Note(text.to_string()));
        crate::rules::log::note(world, says!("log-note-on", card = name, text = Arg::text(text)));
    }
    mark(world, e);
}

/// A control-changing effect (613.1b, 108.4): `player` controls the permanent from now on. It
/// stays the same object (no zone change, 400.7 doesn't apply).
pub fn gain_control(world: &mut World, e: Entity, player: Entity, until: crate::rules::action::Until) {
    let name = refer(world, e);
    let who = refer(world, player);
    if !on_battlefield(world, e) {
        let zone = zone_of(world, e);
        let zone = Arg::key(zone);
        log(world, "108.4", says!("log-control-not-a-permanent", card = name, zone = zone));
        return;
    }
    if world.get::<Controller>(e).is_some_and(|c| c.0 == player) {
        // Control for good over control until end of turn: it no longer returns (613.7).
        if until == crate::rules::action::Until::Forever && world.get::<ControlUntilEndOfTurn>(e).is_some() {
            world.entity_mut(e).remove::<ControlUntilEndOfTurn>();
            log(world, "613.1b", says!("log-gains-control", player = who, card = name));
            return;
        }
        log(world, "613.1b", says!("log-already-controls", player = who, card = name));
        return;
    }
    if world.get::<Left>(player).is_some() {
        log(world, "800.4b", says!("log-control-player-left", player = who, card = name));
        return;
    }
    let before = world.get::<Controller>(e).map(|c| c.0);
    hand_over(world, e, player);
    match until {
        // 514.2: it returns to whoever controlled it before the first such effect this turn.
        crate::rules::action::Until::EndOfTurn => {
            if let Some(before) = before.filter(|_| world.get::<ControlUntilEndOfTurn>(e).is_none()) {
                world.entity_mut(e).insert(ControlUntilEndOfTurn(before));
            }
            mark(world, e);
            log(world, "613.1b", says!("log-gains-control-until-eot", player = who, card = name));
        }
        // A later effect for good wins over one that ends (613.7, timestamps), and over an
        // Aura's that gave it before.
        crate::rules::action::Until::Forever => {
            world.entity_mut(e).remove::<ControlUntilEndOfTurn>();
            if let Some(mut by_aura) = world.get_mut::<ControlByAura>(e) {
                by_aura.outlasted = true;
            }
            mark(world, e);
            log(world, "613.1b", says!("log-gains-control", player = who, card = name));
        }
    }
}

/// `player` controls `e` from now on, by a control-changing effect (613.1b): it has been under
/// their control since this turn (302.6).
pub fn hand_over(world: &mut World, e: Entity, player: Entity) {
    let now = world.resource::<crate::rules::game::Turn>().number;
    world.entity_mut(e).insert((Controller(player), ControlChanged, ControlledSince(now)));
}

/// 514.2: control that lasted until end of turn returns to the player who had it, where that
/// player is still in the game (800.4a) and the permanent still on the battlefield.
pub fn end_control_until_end_of_turn(world: &mut World) {
    let mut q = world.query::<(Entity, &ControlUntilEndOfTurn)>();
    let back: Vec<(Entity, Entity)> = q.iter(world).map(|(e, c)| (e, c.0)).collect();
    for (e, player) in back {
        world.entity_mut(e).remove::<ControlUntilEndOfTurn>();
        let here = on_battlefield(world, e) && world.get::<Left>(player).is_none();
        if !here || world.get::<Controller>(e).is_some_and(|c| c.0 == player) {
            continue;
        }
        hand_over(world, e, player);
        mark(world, e);
        let text = says!("log-control-returns", player = refer(world, player), card = refer(world, e));
        log(world, "514.2", text);
    }
}
