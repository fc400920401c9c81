//! "[Do something] unless [a player pays a cost]" (118.12a: "[that player] may pay; if they
//! don't, [do something]"): Mana Leak's "Counter target spell unless its controller pays {3}",
//! an upkeep's "sacrifice this unless you pay {2}". As the effect reaches that step nobody holds
//! priority until the payer says with `PayUnless` whether they pay; paying is checked and made
//! as any cost (601.2g-h: from their pool, tapping their mana sources at an assisted table). If
//! they don't pay, the step is done; then the rest of the effect (`continuing`). The same
//! question serves a triggered ability's "you may pay {1}. If you do, draw a card." (118.12),
//! whose steps are done only if they pay.

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::cards::ManaSymbol;
use crate::rules::action::Action;
use crate::rules::log::{Arg, log, refer};
use crate::says;

/// A payment an effect offers a player, and what happens if they don't make it.
#[derive(Clone, Debug)]
pub struct PayAsk {
    /// Who may pay.
    pub payer: Entity,
    /// The mana.
    pub cost: Vec<ManaSymbol>,
    /// The energy ("you may pay {E}{E}", 107.14): energy counters the payer removes.
    pub energy: u32,
    /// What the step comes to if they don't.
    pub otherwise: Vec<Action>,
    /// What paying buys ("you may pay {1}. If you do, draw a card."): done if they pay.
    pub if_paid: Vec<Action>,
    /// The effect's words ("Counter target spell unless its controller pays {3}.").
    pub text: String,
    /// "{1} for each age counter on it" (702.24a): the cost is paid once for each counter of the
    /// kind on the object, counted as the payment is asked (the steps before it have happened).
    pub per_counter: Option<(Entity, crate::rules::counters::CounterKind)>,
}

/// The payment being decided, and whether priority was being given when it began.
#[derive(Clone, Debug)]
pub struct PayOffer {
    /// What is asked.
    pub ask: PayAsk,
    /// Whether priority was being given (at an assisted table).
    pub priority: bool,
}

/// The payment waiting for its player, and those the effect resolving now asks for next.
#[derive(Resource, Clone, Debug, Default)]
pub struct Unless {
    /// Asked for by the effect, in order.
    pub queued: Vec<PayAsk>,
    /// The one its player is deciding.
    pub pending: Option<PayOffer>,
}

/// The payment waiting for its player, if any.
pub fn pending(world: &World) -> Option<&PayOffer> {
    world.get_resource::<Unless>().and_then(|u| u.pending.as_ref())
}

/// The resolving effect offers `ask`.
pub fn queue(world: &mut World, ask: PayAsk) {
    world.get_resource_or_insert_with(Unless::default).queued.push(ask);
}

/// The cost as written ("{3}").
pub fn cost_words(cost: &[ManaSymbol]) -> String {
    cost.iter().map(|m| m.to_string()).collect()
}

/// Whether `player` can pay the pending payment now: its mana from their pool and lands (as
/// `PayUnless` pays it) and its energy from their counters (107.14).
pub fn affordable(world: &mut World, player: Entity) -> bool {
    let Some((cost, wanted)) = pending(world).map(|o| (o.ask.cost.clone(), o.ask.energy)) else { return false };
    super::players::energy(world, player) >= wanted
        && (cost.is_empty() || super::mana::can_pay(world, player, &cost, 0, &[]))
}

impl PayAsk {
    /// What is asked, in symbols: the mana, then the energy ("{1}", "{E}{E}").
    pub fn words(&self) -> String {
        cost_words(&self.cost) + &"{E}".repeat(self.energy as usize)
    }
}

/// The effect's step is reached: the first payment it offers is asked.
pub fn begin(world: &mut World) {
    let asked = world.get_resource::<Unless>().is_some_and(|u| !u.queued.is_empty());
    if pending(world).is_some() || !asked {
        return;
    }
    next(world, None);
}

fn next(world: &mut World, priority: Option<bool>) {
    let ask = world.get_resource_mut::<Unless>().and_then(|mut u| (!u.queued.is_empty()).then(|| u.queued.remove(0)));
    let Some(mut ask) = ask else {
        match priority {
            Some(p) => super::priority::after_choice(world, p),
            None => super::continuing::release(world),
        }
        return;
    };
    if let Some((e, kind)) = ask.per_counter.take() {
        let n = world.get::<crate::rules::counters::Counters>(e).map_or(0, |c| c.get(&kind));
        let each = std::mem::take(&mut ask.cost);
        ask.cost = (0..n).flat_map(|_| each.iter().cloned()).collect();
    }
    let (payer, cost) = (refer(world, ask.payer), Arg::text(ask.words()));
    match ask.if_paid.is_empty() {
        true => log(world, "118.12a", says!("log-may-pay-unless", player = payer, cost = cost)),
        false => log(world, "118.12", says!("log-may-pay-for", player = payer, cost = cost, text = ask.text.clone())),
    }
    let priority = priority.unwrap_or_else(|| super::priority::hold_for_choice(world));
    world.resource_mut::<crate::rules::game::Priority>().asked_for_mana = Some(ask.payer);
    world.resource_mut::<Unless>().pending = Some(PayOffer { ask, priority });
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
}

/// Whether `player` may answer the pending payment: theirs to decide.
pub fn can_answer(world: &World, player: Entity) -> Legal {
    let who = refer(world, player);
    let Some(o) = pending(world) else {
        return Err(Refusal::new("118.12a", says!("log-no-payment-asked", player = who)));
    };
    if o.ask.payer != player {
        let text = says!("log-payment-is-anothers", player = who, payer = refer(world, o.ask.payer));
        return Err(Refusal::new("118.12a", text));
    }
    Ok(())
}

/// `PayUnless`: the payer pays (a payment that can't be made is refused and the question
/// stays) or doesn't, and the step is done; then the next payment, or the rest of the effect.
pub fn answer(world: &mut World, player: Entity, pay: bool) {
    if !super::allowed(world, can_answer(world, player)) {
        return;
    }
    let Some(o) = pending(world).cloned() else { return };
    let who = refer(world, player);
    let cost = Arg::text(o.ask.words());
    if pay {
        let paying = match o.ask.if_paid.is_empty() {
            true => says!("log-paying-unless"),
            false => says!("log-paying-for"),
        };
        // 107.14: energy is paid with the payer's energy counters; too few, and nothing is paid.
        if let Err(text) = super::players::can_pay_energy(world, player, o.ask.energy) {
            log(world, "107.14", text);
            return;
        }
        if !o.ask.cost.is_empty()
            && super::mana::pay_from_pool(world, player, &o.ask.cost, 0, paying, None, &[]).is_none()
        {
            return;
        }
        super::players::pay_energy(world, player, o.ask.energy);
        match o.ask.if_paid.is_empty() {
            true => log(world, "118.12a", says!("log-pays-unless", player = who, cost = cost)),
            false => {
                let text = says!("log-pays-for", player = who, cost = cost, text = o.ask.text.clone());
                log(world, "118.12", text);
                super::continuing::keep_first(world, o.ask.if_paid.clone());
            }
        }
    } else if !o.ask.if_paid.is_empty() {
        log(world, "118.12", says!("log-doesnt-pay-for", player = who, cost = cost));
    } else {
        let text = says!("log-doesnt-pay-unless", player = who, cost = cost, text = o.ask.text.clone());
        log(world, "118.12a", text);
        super::continuing::keep_first(world, o.ask.otherwise.clone());
    }
    world.resource_mut::<Unless>().pending = None;
    world.resource_mut::<crate::rules::game::Priority>().asked_for_mana = None;
    next(world, Some(o.priority));
}
