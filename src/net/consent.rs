//! Asking another player, as across a paper table: a request [`super::authorize`] refuses because
//! the object, the life total or the turn is another seated player's is put to that player
//! (`ToClient::ConsentAsked`, in their words), and the asking seat is told it waits
//! (`ToClient::Waiting`). Accepted, it is applied as that seat's request, if it is still theirs
//! to allow (it is checked again: control may have changed meanwhile); declined, it is refused
//! with who declined. A request that touches several players' things or games is put to each
//! of them in turn, and applied only once every one has allowed it (checked again after each
//! answer). A seat waits on one question at a time: asking again replaces it. Until
//! the turn flow lets a resolving spell act on an opponent's permanent by the rules, this is how
//! a removal spell reaches one.

use bevy::prelude::*;

use super::authorize::authorize;
use super::lobby::{Consent, Lobby, to};
use super::protocol::ToClient;
use super::reply::{Asker, told, waiting};
use crate::i18n::Said;
use crate::rules::Action;
use crate::rules::query::find_player;
use crate::view::{Viewer, table_view};

/// `by` (at its connection, or the host's own window) asked for `action`, which is `owner`'s to
/// allow (and `allowed` allowed already): put it to them.
pub(super) fn ask(
    world: &mut World,
    (asker, by, seq): (Asker, &str, u64),
    owner: &str,
    action: Action,
    allowed: Vec<String>,
) {
    let id = {
        let mut lobby = world.resource_mut::<Lobby>();
        lobby.next_consent += 1;
        lobby.next_consent
    };
    // One question a seat at a time: a newer one replaces the one before.
    let replaced: Vec<Consent> = {
        let mut lobby = world.resource_mut::<Lobby>();
        let (old, kept): (Vec<Consent>, Vec<Consent>) = lobby.consents.drain(..).partition(|c| c.by == by);
        lobby.consents = kept;
        old
    };
    for old in replaced {
        told(world, asker, old.seq, Said::new("net-asked-something-else", &[("by", by), ("to", &old.to)]));
        settled(world, &old);
    }
    // As the owner may see it; each window says it in its own language.
    let what = said_to(world, owner, &action);
    info!("{by} asks {owner}: {}", what.text_in(crate::i18n::Lang::En));
    let client_of_owner = seat_client(world, owner);
    let consent = Consent { id, seq, by: by.to_string(), to: owner.to_string(), action, allowed };
    world.resource_mut::<Lobby>().consents.push(consent);
    waiting(world, asker, seq, owner);
    match client_of_owner {
        Some(c) => _ = world.write_message(to(c, ToClient::ConsentAsked { id, by: by.to_string(), what })),
        None => {
            if let Some(mut q) = world.get_resource_mut::<crate::session::talk::ConsentQuestion>() {
                q.0 = Some((id, by.to_string(), what));
            }
        }
    }
}

/// Whether `owner` can be asked now: the host's own seat, or a seat whose player is connected.
pub(super) fn can_ask(world: &World, owner: &str) -> bool {
    is_local(world, owner) || seat_client(world, owner).is_some()
}

/// Whether `name` is the host's own seat (played at its window).
fn is_local(world: &World, name: &str) -> bool {
    world.resource::<Lobby>().local_name().is_some_and(|n| n.eq_ignore_ascii_case(name))
}

/// The seat `seat` answers question `id`. Only the player asked answers it.
pub(super) fn answer(world: &mut World, seat: &str, id: u64, accept: bool) {
    let at = world.resource::<Lobby>().consents.iter().position(|c| c.id == id && c.to.eq_ignore_ascii_case(seat));
    let Some(at) = at else { return };
    let consent = world.resource_mut::<Lobby>().consents.remove(at);
    settled(world, &consent);
    // The asker as it is now: a seat that rejoined has a new connection, one that left none.
    let asker = match seat_client(world, &consent.by) {
        Some(client) => Asker::Client(client),
        None if is_local(world, &consent.by) => Asker::Window,
        None => return,
    };
    if !accept {
        return told(world, asker, consent.seq, Said::new("net-declined", &[("name", &consent.to)]));
    }
    let Some(player) = find_player(world, &consent.by) else { return };
    let mut allowed = consent.allowed;
    allowed.push(consent.to.clone());
    info!("{} allows {}'s request", consent.to, consent.by);
    // Still theirs to allow? Control may have changed, or the object gone; and who else must.
    let waits_on = match authorize(world, player, &consent.action) {
        Ok(()) => None,
        Err(d) if !d.owners.is_empty() => {
            let by_others = |o: &String| !allowed.iter().any(|a| a.eq_ignore_ascii_case(o));
            d.owners.iter().find(|o| by_others(o)).cloned()
        }
        Err(d) => {
            let why = d.why.to_string();
            return told(
                world,
                asker,
                consent.seq,
                Said::new("net-accepted-but", &[("name", &consent.to), ("why", &why)]),
            );
        }
    };
    match waits_on {
        None => super::reply::apply(world, asker, consent.seq, consent.action),
        Some(next) if can_ask(world, &next) && !next.eq_ignore_ascii_case(&consent.by) => {
            ask(world, (asker, &consent.by, consent.seq), &next, consent.action, allowed);
        }
        Some(next) => told(world, asker, consent.seq, Said::new("net-not-connected-to-allow", &[("owner", &next)])),
    }
}

/// The host's own window answers the question put to its seat.
pub(super) fn local_answers(world: &mut World) {
    let Some(name) = world.resource::<Lobby>().local_name().map(String::from) else { return };
    let answers: Vec<crate::session::talk::AnswerConsent> = world
        .get_resource_mut::<Messages<crate::session::talk::AnswerConsent>>()
        .map(|mut m| m.drain().collect())
        .unwrap_or_default();
    for a in answers {
        answer(world, &name, a.id, a.accept);
    }
}

/// The question is closed for the player asked.
fn settled(world: &mut World, consent: &Consent) {
    match seat_client(world, &consent.to) {
        Some(c) => _ = world.write_message(to(c, ToClient::ConsentSettled { id: consent.id })),
        None => {
            if let Some(mut q) = world.get_resource_mut::<crate::session::talk::ConsentQuestion>()
                && q.0.as_ref().is_some_and(|(id, ..)| *id == consent.id)
            {
                q.0 = None;
            }
        }
    }
}

/// The connection of a seated player (`None` for the host's own seat, or one dropped).
fn seat_client(world: &World, name: &str) -> Option<Entity> {
    world.resource::<Lobby>().seats.iter().find(|s| s.name.eq_ignore_ascii_case(name)).and_then(|s| s.client)
}

/// The action as `player` may see it (each object named as they see it), a line of messages.
fn said_to(world: &mut World, player: &str, action: &Action) -> crate::i18n::SaidLine {
    let Some(p) = find_player(world, player) else {
        return crate::view::log::action_said(action, &|id: &str| id.to_string());
    };
    let table = table_view(world, Viewer::Player(p));
    let name = crate::view::seat::object_names(world, &table);
    crate::view::log::action_said(action, &name)
}
