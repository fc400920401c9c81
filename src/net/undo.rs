//! Undo at a networked table is a vote: a seat asks, every seat is asked, and once all have
//! accepted the host undoes the last action as a local undo does (the table replayed without
//! it). One decline, or any action before all accept, settles it with nothing undone.

use crate::i18n::Said;
use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::lobby::{Lobby, UndoAsked, refuse};
use super::protocol::ToClient;

/// A seat's word on undoing the last action (`seat` is its player's name). Asked, it goes to
/// every seat; once all accept, the last action is undone (the table replayed without it), and
/// everyone is told. One decline, or any action meanwhile, and nothing is undone.
pub(super) fn undo_vote(world: &mut World, seat: &str, vote: super::protocol::UndoVote) {
    use super::protocol::UndoVote;
    let history = world.resource::<crate::rules::ActionHistory>().0.len();
    let lobby = world.resource::<Lobby>();
    let pending = lobby.undo.clone();
    match (vote, pending) {
        (UndoVote::Ask, Some(v)) => tell(world, seat, Said::new("net-undo-already-asked", &[("name", &v.by)])),
        (UndoVote::Ask, None) if !lobby.started || history == 0 => {
            tell(world, seat, Said::new("net-nothing-to-undo", &[]))
        }
        (UndoVote::Ask, None) if super::whole_replay::is_final(world) => {
            tell(world, seat, Said::new("net-game-over", &[]));
        }
        (UndoVote::Ask, None) => {
            world.resource_mut::<Lobby>().undo =
                Some(UndoAsked { by: seat.to_string(), history, accepted: vec![seat.to_string()] });
            info!("{seat} asks to undo the last action");
            // Each connection is told what would be undone as it may see it.
            for (client, viewer) in super::lobby::connections(world) {
                let what = last_action_said(world, viewer);
                let message = ToClient::UndoAsked { by: seat.to_string(), what };
                world.write_message(ToClients { targets: SendTargets::Single(ClientId::Client(client)), message });
            }
            let local = world.resource::<Lobby>().local_name().map(String::from);
            let local_player = local.as_deref().and_then(|n| crate::rules::query::find_player(world, n));
            if let Some(p) = local_player
                && world.contains_resource::<crate::session::talk::UndoQuestion>()
            {
                // The host's own window says it in its own language.
                let what = last_action_said(world, crate::view::Viewer::Player(p));
                let mine = local.as_deref() == Some(seat);
                world.resource_mut::<crate::session::talk::UndoQuestion>().0 =
                    Some(crate::session::talk::UndoAsk { by: seat.to_string(), what, mine });
            }
            undo_if_all_accepted(world);
        }
        (_, None) => {}
        (UndoVote::Decline, Some(_)) => settle_undo(world, false, Said::new("net-undo-declined", &[("seat", seat)])),
        (UndoVote::Accept, Some(_)) => {
            if let Some(v) = world.resource_mut::<Lobby>().undo.as_mut()
                && !v.accepted.iter().any(|a| a == seat)
            {
                v.accepted.push(seat.to_string());
            }
            undo_if_all_accepted(world);
        }
    }
}

/// The last action as `viewer` may see what it names now, without who asked for it: what an
/// undo would take back, a line of messages each window says in its own language.
fn last_action_said(world: &mut World, viewer: crate::view::Viewer) -> crate::i18n::SaidLine {
    let Some(last) = world.resource::<crate::rules::ActionHistory>().0.last().cloned() else {
        return crate::i18n::SaidLine::default();
    };
    let table = crate::view::table_view(world, viewer);
    let name = crate::view::seat::object_names(world, &table);
    crate::view::log::action_said(last.acted(), &name)
}

fn undo_if_all_accepted(world: &mut World) {
    let lobby = world.resource::<Lobby>();
    let Some(v) = &lobby.undo else { return };
    if lobby.seats.iter().all(|s| v.accepted.contains(&s.name)) {
        let by = v.by.clone();
        crate::session::history::undo(world);
        settle_undo(world, true, Said::new("net-undo-done", &[("by", &by)]));
    }
}

fn settle_undo(world: &mut World, undone: bool, why: Said) {
    info!("{}", why.text_in(crate::i18n::Lang::En));
    world.resource_mut::<Lobby>().undo = None;
    if let Some(mut q) = world.get_resource_mut::<crate::session::talk::UndoQuestion>() {
        q.0 = None;
    }
    if world.contains_resource::<crate::session::StatusLine>() {
        world.insert_resource(crate::session::StatusLine { text: why.clone().into(), error: !undone, action: None });
    }
    let message = ToClient::UndoSettled { undone, why };
    world.write_message(ToClients { targets: SendTargets::CLIENTS_ONLY, message });
}

/// Says something to one seat: its client (as a refusal) or the host's own status line.
fn tell(world: &mut World, seat: &str, said: Said) {
    match world.resource::<Lobby>().seats.iter().find(|s| s.name == seat).and_then(|s| s.client) {
        Some(client) => refuse(world, client, 0, said),
        None => world.insert_resource(crate::session::StatusLine { text: said.into(), error: true, action: None }),
    }
}

/// The host's own window asks to undo (its undo key), or answers another player's asking.
pub(super) fn local_undo(world: &mut World) {
    use super::protocol::UndoVote;
    let Some(name) = world.resource::<Lobby>().local_name().map(String::from) else { return };
    let asked = world.get_resource_mut::<Messages<crate::session::AskUndo>>().map_or(0, |mut m| m.drain().count());
    let answers: Vec<bool> = world
        .get_resource_mut::<Messages<crate::session::talk::AnswerUndo>>()
        .map(|mut m| m.drain().map(|a| a.0).collect())
        .unwrap_or_default();
    if asked > 0 {
        undo_vote(world, &name, UndoVote::Ask);
    }
    for yes in answers {
        undo_vote(world, &name, if yes { UndoVote::Accept } else { UndoVote::Decline });
    }
}

/// A question about an action that is no longer the last is void.
pub(super) fn void_if_the_table_changed(world: &mut World) {
    let history = world.resource::<crate::rules::ActionHistory>().0.len();
    if world.resource::<Lobby>().undo.as_ref().is_some_and(|v| v.history != history) {
        settle_undo(world, false, Said::new("net-undo-void", &[]));
    }
}
