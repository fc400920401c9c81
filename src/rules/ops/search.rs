//! A library searched for an effect (701.23): "Search your library for a basic land card, put it
//! onto the battlefield tapped, then shuffle." As the effect ends (its search is its last step)
//! the player looks through their library (they alone see its cards) and nobody holds priority
//! until they say what they find with `Find`: one card that fits, or none (701.23b: a search for
//! a card with a stated quality may find nothing). The card goes where the text says, revealed
//! where it says so, the library is shuffled (for "put that card on top", first), the player
//! stops seeing their library, and the active player receives priority (117.3b).
//!
//! "Look at the top four cards of your library. Put one of them into your hand and the rest on
//! the bottom of your library in any order" is the same choice of the top cards only (701.20e):
//! the player sees those, takes what the text says, the rest go where it says (401.4: in the
//! order they were), and the library isn't shuffled.

use std::sync::Arc;

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::cards::effects::{Among, Found, Rest, Search};
use crate::cards::{CardType, Supertype};
use crate::rules::action::{Position, Zone};
use crate::rules::log::{log, refer};
use crate::rules::query::{chars, library_of, player_name};
use crate::says;

/// A search an effect asks a player to make, while they haven't said what they find.
#[derive(Clone, Debug)]
pub struct SearchOffer {
    /// Who searches their library.
    pub player: Entity,
    /// What for, and where it goes.
    pub search: Arc<Search>,
    /// The words of the effect ("Search your library for a basic land card, ...").
    pub text: String,
    /// Whether priority was being given when it began (at an assisted table).
    pub priority: bool,
}

/// The search waiting for its player, and those the effect resolving now asks for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Searches {
    /// Asked for by the effect resolving now; begun once it is done.
    pub queued: Vec<(Entity, Arc<Search>, String)>,
    /// The search its player is making.
    pub pending: Option<SearchOffer>,
}

/// The search waiting for its player, if any.
pub fn pending(world: &World) -> Option<&SearchOffer> {
    world.get_resource::<Searches>().and_then(|s| s.pending.as_ref())
}

/// The resolving effect's last step asks `player` to search their library.
pub fn queue(world: &mut World, player: Entity, search: Arc<Search>, text: String) {
    world.get_resource_or_insert_with(Searches::default).queued.push((player, search, text));
}

/// The effect is done: the search it asked for begins (its player sees their library, 701.23a)
/// and nobody holds priority until they have found what they find.
pub fn begin(world: &mut World) {
    start(world, None);
}

/// The next search queued begins: priority held for it now, or (`held`) still held since the
/// search before it began ("each player may search their library", one after another in turn
/// order, 101.4).
fn start(world: &mut World, held: Option<bool>) {
    let Some(mut searches) = world.get_resource_mut::<Searches>() else { return };
    if searches.pending.is_some() || searches.queued.is_empty() {
        return;
    }
    let (player, search, text) = searches.queued.remove(0);
    let priority = held.unwrap_or_else(|| super::priority::hold_for_choice(world));
    let among = search.among;
    world.resource_mut::<Searches>().pending = Some(SearchOffer { player, search, text, priority });
    if matches!(among, Among::Library | Among::LibraryAndGraveyard) {
        world.resource_mut::<crate::rules::game::Turn>().happened.searched(player);
    }
    match among {
        Among::Library | Among::LibraryAndGraveyard => super::reveal::search(world, player),
        Among::Top { n, revealed: false, .. } => super::reveal::look_at_top(world, player, n),
        Among::Top { n, revealed: true, .. } => super::reveal::reveal_top(world, player, n),
    }
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
    // "Put all land cards revealed this way into your hand": nobody chooses.
    if pending(world).is_some_and(|o| o.search.every) {
        let every = candidates(world);
        find(world, player, &every);
    }
}

/// Whether a card fits what the search is for: any of the types or subtypes named (none: any
/// card), none of the types excluded, basic, a permanent card (110.4) or of the name where it
/// says so.
pub fn fits(world: &World, s: &Search, card: Entity) -> bool {
    let c = chars(world, card);
    let f = &s.filter;
    let named = (f.types.is_empty() && f.subtypes.is_empty())
        || f.types.iter().any(|t| c.types.contains(t))
        || f.subtypes.iter().any(|st| c.subtypes.iter().any(|x| x.eq_ignore_ascii_case(st)));
    named
        && f.also.iter().all(|t| c.types.contains(t))
        && !f.not_types.iter().any(|t| c.types.contains(t))
        && (!s.basic || c.supertypes.contains(&Supertype::Basic) && c.types.contains(&CardType::Land))
        && s.with.iter().all(|w| c.has(w))
        && (!s.permanent || PERMANENT.iter().any(|t| c.types.contains(t)))
        && s.named.as_ref().is_none_or(|n| c.name == *n)
        && s.color.is_none_or(|col| c.colors.contains(col))
        && (!s.colorless || c.colors.is_empty())
}

/// The card types of permanents (110.4).
const PERMANENT: [CardType; 6] = [
    CardType::Artifact,
    CardType::Creature,
    CardType::Enchantment,
    CardType::Land,
    CardType::Planeswalker,
    CardType::Battle,
];

/// 701.23b: whether the search may find nothing though a card fits (never where the text says
/// how many are taken, "Put two of them into your hand"): one for a card with a stated
/// quality ("a basic land card"), one its player "may" make, one for "up to" a number of cards;
/// not a search for "a card".
pub fn may_find_nothing(s: &Search) -> bool {
    if s.exactly {
        return false;
    }
    s.may
        || s.basic
        || s.permanent
        || s.most > 1
        || s.named.is_some()
        || s.color.is_some()
        || s.colorless
        || s.mana_value_at_most.is_some()
        || !s.with.is_empty()
        || s.filter != crate::cards::filter::ObjectFilter::default()
}

/// The cards the player looks through that fit, from the top.
pub fn candidates(world: &World) -> Vec<Entity> {
    let Some(o) = pending(world) else { return Vec::new() };
    among(world, o).into_iter().filter(|e| fits(world, &o.search, *e)).collect()
}

/// The cards the player looks through: their library, or its top cards, top first.
fn among(world: &World, o: &SearchOffer) -> Vec<Entity> {
    let library = library_of(world, o.player).into_iter().map(|(e, _)| e);
    match o.search.among {
        Among::Library => library.collect(),
        Among::LibraryAndGraveyard => library.chain(crate::rules::query::graveyard_of(world, o.player)).collect(),
        Among::Top { n, .. } => library.take(n as usize).collect(),
    }
}

/// How many cards must be taken: "Put two of them into your hand" takes two of the cards
/// looked at (all of them, where there are fewer); otherwise none need be.
pub fn exactly(world: &World) -> Option<u32> {
    let o = pending(world)?;
    o.search.exactly.then(|| o.search.most.min(candidates(world).len() as u32))
}

/// Whether `player` may end the search finding `cards`: theirs to make, one card at most, from
/// their library and of what it is for.
pub fn can_find(world: &World, player: Entity, cards: &[Entity]) -> Legal {
    let who = refer(world, player);
    let Some(o) = pending(world) else {
        return Err(Refusal::new("701.23a", says!("log-no-search-asked", player = who)));
    };
    // A look at the top of the library (701.20e) says so.
    let look = !matches!(o.search.among, Among::Library | Among::LibraryAndGraveyard);
    let rule = match o.search.among {
        Among::Library | Among::LibraryAndGraveyard => "701.23a",
        Among::Top { revealed: true, .. } => "701.20a",
        Among::Top { .. } => "701.20e",
    };
    if o.player != player {
        let searcher = refer(world, o.player);
        let text = match look {
            true => says!("log-look-is-anothers", player = who, looker = searcher),
            false => says!("log-search-is-anothers", player = who, searcher = searcher),
        };
        return Err(Refusal::new(rule, text));
    }
    let twice = cards.iter().enumerate().any(|(i, c)| cards[..i].contains(c));
    if cards.len() > o.search.most as usize || twice {
        let n = o.search.most;
        let text = match look {
            true => says!("log-look-takes-at-most", player = who, n = n),
            false => says!("log-search-finds-at-most", player = who, n = n),
        };
        return Err(Refusal::new(rule, text));
    }
    let library = among(world, o);
    if o.search.every && cards.len() != candidates(world).len() {
        let n = candidates(world).len();
        return Err(Refusal::new(rule, says!("log-look-takes-exactly", player = who, n = n)));
    }
    if let Some(n) = exactly(world).filter(|n| cards.len() != *n as usize) {
        return Err(Refusal::new(rule, says!("log-look-takes-exactly", player = who, n = n)));
    }
    if cards.is_empty() && !may_find_nothing(&o.search) && !library.is_empty() {
        return Err(Refusal::new("701.23b", says!("log-search-must-find", player = who)));
    }
    for c in cards {
        if !library.contains(c) || !fits(world, &o.search, *c) {
            let (card, text) = (refer(world, *c), o.text.clone());
            let text = match look {
                true => says!("log-look-doesnt-fit", card = card, player = &who, text = text),
                false => says!("log-search-doesnt-fit", card = card, text = text),
            };
            return Err(Refusal::new(rule, text));
        }
    }
    Ok(())
}

/// `Find`: the player finds `cards` (none: nothing, 701.23b); each goes where the text says,
/// the library is shuffled, the search ends, and the active player receives priority where it
/// was being given (117.3b).
pub fn find(world: &mut World, player: Entity, cards: &[Entity]) {
    if !super::allowed(world, can_find(world, player, cards)) {
        return;
    }
    let looked_at = pending(world).map(|o| among(world, o)).unwrap_or_default();
    let Some(o) = world.resource_mut::<Searches>().pending.take() else { return };
    let name = player_name(world, player);
    if cards.is_empty() {
        log(world, "701.23b", says!("log-finds-nothing", player = refer(world, player)));
    }
    for (i, &card) in cards.iter().enumerate() {
        if o.search.reveal {
            super::reveal::reveal(world, card, None);
        }
        let to = match o.search.to {
            // The first card named, onto the battlefield tapped; the rest into the hand.
            Found::OneTappedRestToHand if i == 0 => Found::Battlefield { tapped: true },
            Found::OneTappedRestToHand => Found::Hand,
            to => to,
        };
        match to {
            Found::Hand => _ = super::zones::move_object(world, card, Zone::Hand, None, Default::default()),
            Found::Graveyard => _ = super::zones::move_object(world, card, Zone::Graveyard, None, Default::default()),
            Found::Battlefield { tapped } => {
                let enter = super::zones::Enter { tapped, controller: Some(player), ..Default::default() };
                super::zones::move_object(world, card, Zone::Battlefield, None, enter);
            }
            Found::Top | Found::OneTappedRestToHand => {}
        }
    }
    if let Among::Top { rest, revealed, .. } = o.search.among {
        let rest_of: Vec<Entity> = looked_at.into_iter().filter(|c| !cards.contains(c)).collect();
        put_the_rest(world, player, &rest_of, rest);
        // 701.20a: the cards revealed by the effect stop being revealed once it is done (those
        // put into a graveyard are new objects there, 400.7).
        if revealed {
            for &card in &rest_of {
                if crate::rules::query::zone_of(world, card) == Zone::Library {
                    super::reveal::conceal(world, card);
                }
            }
        }
        done(world, o.priority);
        return;
    }
    super::reveal::end_search(world, player);
    super::library::shuffle(world, &name);
    if o.search.to == Found::Top {
        for &card in cards {
            super::zones::move_object(world, card, Zone::Library, Some(Position::Top), Default::default());
        }
    }
    done(world, o.priority);
}

/// A search is done: the next one the effect asked for begins, or priority is given again.
fn done(world: &mut World, priority: bool) {
    if world.get_resource::<Searches>().is_some_and(|s| !s.queued.is_empty()) {
        start(world, Some(priority));
        return;
    }
    super::priority::after_choice(world, priority);
}

/// 701.20e, 401.4: the cards looked at and not taken go where the text says, in the order they
/// were (a random one for "in a random order", after which nobody knows which is where).
fn put_the_rest(world: &mut World, player: Entity, rest: &[Entity], to: Rest) {
    if rest.is_empty() {
        return;
    }
    let who = refer(world, player);
    match to {
        Rest::Bottom | Rest::BottomRandom => {
            let mut rest = rest.to_vec();
            if to == Rest::BottomRandom {
                use rand::seq::SliceRandom;
                rest.shuffle(&mut world.resource_mut::<crate::rules::game::RulesRng>().0);
            }
            for &card in &rest {
                super::zones::place_in_library(world, card, Position::Bottom);
                if to == Rest::BottomRandom {
                    super::reveal::conceal(world, card);
                }
            }
            let text = match to {
                Rest::BottomRandom => says!("log-look-rest-to-bottom-random", player = who, n = rest.len()),
                _ => says!("log-look-rest-to-bottom", player = who, n = rest.len()),
            };
            log(world, "401.4", text);
        }
        Rest::Graveyard => {
            for &card in rest {
                super::zones::move_object(world, card, Zone::Graveyard, None, Default::default());
            }
        }
        Rest::Top => log(world, "401.4", says!("log-look-rest-on-top", player = who, n = rest.len())),
    }
}
