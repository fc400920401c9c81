//! Casting a spell during the resolution of another (608.2g): an effect such as a Siege's
//! "exile it, then you may cast it transformed without paying its mana cost" (310.11b) lets a
//! player cast a card as part of its resolution. Nobody holds priority until they cast it or
//! decline; the cast needs no timing permission (117.1a, 307.1) and, free, no mana cost
//! (601.2f); no player receives priority because it was cast: once the choice is made the
//! active player does, as after any resolution (117.3b).

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::rules::action::Side;
use crate::rules::log::{log, refer};
use crate::rules::object::ObjectNumber;
use crate::rules::query::{assisted, in_game_from_active};
use crate::says;

/// The cast a resolving effect lets a player make, while they haven't chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastOffer {
    /// Who may cast it.
    pub player: Entity,
    /// The card.
    pub card: Entity,
    /// The object it was when offered (400.7: once it changes zones it is another).
    pub object: ObjectNumber,
    /// The face it is cast with.
    pub face: Side,
    /// Without paying its mana cost.
    pub free: bool,
    /// For this alternative cost only (madness, 702.35a): declined, the card goes to its
    /// owner's graveyard.
    pub alternative: Option<crate::cards::costs::Alternative>,
    /// Whether priority was being given when it was offered (at an assisted table).
    pub priority: bool,
}

/// The offer waiting for its player's choice, if one is.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct CastOffers(pub Option<CastOffer>);

/// The offer waiting, if any.
pub fn pending(world: &World) -> Option<CastOffer> {
    world.get_resource::<CastOffers>().and_then(|o| o.0)
}

/// `OfferCast`: `player` may cast `card` now, with that face, free or not (608.2g). Nobody holds
/// priority meanwhile.
pub fn offer_cast(world: &mut World, player: Entity, card: Entity, face: Side, free: bool) {
    if !offer(world, CastTerms { player, card, face, free, alternative: None }) {
        return;
    }
    // Named as each reader may know it: an offer reveals nothing (a face-down card stays one).
    let (who, what) = (refer(world, player), refer(world, card));
    let text = match free {
        true => says!("log-may-cast-now-free", player = who, card = what),
        false => says!("log-may-cast-now", player = who, card = what),
    };
    log(world, "608.2g", text);
}

/// Madness's triggered ability resolves (702.35a): the owner of `card`, discarded into exile,
/// may cast it for its madness cost now; if they don't, it goes to their graveyard ([`decline`]).
pub fn offer_madness(world: &mut World, card: Entity) {
    let Some(player) = world.get::<crate::rules::object::Owner>(card).map(|o| o.0) else { return };
    let alternative = Some(crate::cards::costs::Alternative::Madness);
    if !offer(world, CastTerms { player, card, face: Side::Front, free: false, alternative }) {
        return;
    }
    let text = says!("log-may-cast-for-madness", player = refer(world, player), card = refer(world, card));
    log(world, "702.35a", text);
}

/// Who may cast what, and how, in an offer.
struct CastTerms {
    player: Entity,
    card: Entity,
    face: Side,
    free: bool,
    alternative: Option<crate::cards::costs::Alternative>,
}

/// The offer made: nobody holds priority until its player chooses. `false` where the card is
/// no object.
fn offer(world: &mut World, t: CastTerms) -> bool {
    let Some(object) = world.get::<ObjectNumber>(t.card).copied() else { return false };
    let holder = world.resource_mut::<crate::rules::game::Priority>().holder.take();
    let priority = holder.is_some() || assisted(world);
    let CastTerms { player, card, face, free, alternative } = t;
    let offer = CastOffer { player, card, object, face, free, alternative, priority };
    world.insert_resource(CastOffers(Some(offer)));
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
    true
}

/// The cards a cascade exiled (702.85a) besides the one it offers, and that one if it isn't
/// cast: they go to the bottom of the library in a random order once the offer is settled.
#[derive(Resource, Clone, Debug, Default)]
pub struct CascadeRest(pub Vec<Entity>);

/// The resolving cascade exiled `cards`: those not cast go to the bottom once its offer is
/// settled.
pub fn cascade_rest(world: &mut World, cards: Vec<Entity>) {
    world.insert_resource(CascadeRest(cards));
}

/// The offered card was cast (`cast`, now on the stack) or declined: a cascade's exiled cards
/// still in exile go to the bottom of their owner's library in a random order (702.85a).
pub fn bottom_cascade_rest(world: &mut World, cast: Option<Entity>) {
    use rand::seq::SliceRandom;
    let Some(CascadeRest(cards)) = world.remove_resource::<CascadeRest>() else { return };
    let exile = crate::rules::action::Zone::Exile;
    let mut cards: Vec<Entity> =
        cards.into_iter().filter(|e| Some(*e) != cast && crate::rules::query::zone_of(world, *e) == exile).collect();
    cards.shuffle(&mut world.resource_mut::<crate::rules::game::RulesRng>().0);
    if !cards.is_empty() {
        log(world, "702.85a", says!("log-cascade-rest-to-bottom", n = cards.len()));
    }
    for e in cards {
        let (library, bottom) = (crate::rules::action::Zone::Library, Some(crate::rules::action::Position::Bottom));
        super::zones::move_object(world, e, library, bottom, super::zones::Enter::default());
    }
}

/// The offer that lets `caster` cast `card` now with `face`, if one does: the same object
/// still (400.7).
pub fn offered(world: &World, card: Entity, caster: Entity, face: Side) -> Option<CastOffer> {
    pending(world).filter(|o| {
        o.card == card && o.player == caster && o.face == face && world.get::<ObjectNumber>(card) == Some(&o.object)
    })
}

/// While an offer waits at an assisted table, only its player's cast of that card is made
/// (608.2g: no other spells can be cast during resolution). A free table leaves timing to the
/// players.
pub fn can_cast_while_offered(world: &World, card: Entity, caster: Entity, face: Side) -> Legal {
    match pending(world).filter(|_| assisted(world)) {
        Some(o) if offered(world, card, caster, face).is_none() => {
            let text =
                says!("log-waiting-for-offered-cast", player = refer(world, o.player), card = refer(world, o.card));
            Err(Refusal::new("608.2g", text))
        }
        _ => Ok(()),
    }
}

/// The offered card was cast, or its player declined: the offer ends and, where priority was
/// being given, the active player receives it (117.3b).
pub fn settle(world: &mut World, cast: bool) {
    let Some(offer) = world.resource_mut::<CastOffers>().0.take() else { return };
    // Cast, once it is on the stack (`stack::cast`).
    if !cast {
        bottom_cascade_rest(world, None);
    }
    if offer.priority && assisted(world) {
        let active = in_game_from_active(world).first().copied();
        let mut p = world.resource_mut::<crate::rules::game::Priority>();
        p.holder = active;
        p.passed.clear();
    }
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
}

/// `DeclineCast`: the player an effect let cast a card doesn't (608.2g).
pub fn decline(world: &mut World, player: Entity) {
    match pending(world) {
        Some(o) if o.player == player => {
            let (who, card) = (refer(world, player), refer(world, o.card));
            log(world, "608.2g", says!("log-declines-to-cast", player = who, card = card));
            settle(world, false);
            // 702.35a: "If that player doesn't, they put this card into their graveyard."
            let same = world.get::<ObjectNumber>(o.card) == Some(&o.object);
            if o.alternative == Some(crate::cards::costs::Alternative::Madness) && same {
                log(world, "702.35a", says!("log-madness-declined-to-graveyard", card = refer(world, o.card)));
                let enter = super::zones::Enter::default();
                super::zones::move_object(world, o.card, crate::rules::action::Zone::Graveyard, None, enter);
            }
        }
        _ => Refusal::new("608.2g", says!("log-no-cast-offered", player = refer(world, player))).log(world),
    }
}
