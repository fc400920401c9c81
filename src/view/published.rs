//! The one model each seat is shown: built once for each state of the table and kept, so the
//! window at a local table (its visuals and its overlay) and a host's connections read the same
//! [`SeatModel`] a networked seat is sent. Its log grows by the new lines only, as a client's
//! does (an older line says what the seat could see when it was written), and is built again
//! from the start only when the log itself was rebuilt (an undo, a load: a new epoch). The
//! views of one state share each object's derivation.

use bevy::prelude::*;

use super::seat::{SeatModel, seat_model_sharing};
use super::{Derivations, Viewer};
use crate::rules::{RulesLog, TableRevision};

/// Every model published for this state of the table, by viewer.
#[derive(Resource, Default)]
pub struct Published {
    /// The state the derivations below were worked out for.
    state: Option<State>,
    /// Each object's derivation in that state, shared by the views built of it.
    derivations: Derivations,
    /// Each viewer's model and the state it was built for (a handful: the window's seat and
    /// each connection's).
    models: Vec<(Viewer, State, SeatModel)>,
}

/// A state of the table, as the published models tell one from another: its revision, and the
/// log's epoch and length (which the revision follows, but a table rebuilt in the same frame it
/// was read in still has a new epoch).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State {
    revision: u64,
    epoch: u64,
    lines: usize,
}

fn state(world: &World) -> State {
    let log = world.get_resource::<RulesLog>();
    State {
        revision: world.get_resource::<TableRevision>().map_or(0, |r| r.0),
        epoch: log.map_or(0, |l| l.epoch),
        lines: log.map_or(0, |l| l.entries.len()),
    }
}

/// The model published for `viewer` now: built (or brought up to date) the first time it is
/// asked for in this state of the table, then the same one for every reader.
pub fn published(world: &mut World, viewer: Viewer) -> &SeatModel {
    let now = state(world);
    world.get_resource_or_init::<Published>();
    let at = world.resource_scope(|world, mut p: Mut<Published>| {
        if p.state != Some(now) {
            p.state = Some(now);
            p.derivations = Derivations::default();
            // A player who left the table (a new game seats new entities) is no one's viewer.
            p.models.retain(|(v, ..)| match v {
                Viewer::Player(e) => world.get_entity(*e).is_ok(),
                _ => true,
            });
        }
        let at = match p.models.iter().position(|(v, ..)| *v == viewer) {
            Some(at) => at,
            None => {
                p.models.push((viewer, State { revision: u64::MAX, epoch: u64::MAX, lines: 0 }, SeatModel::default()));
                p.models.len() - 1
            }
        };
        let built = p.models[at].1;
        if built != now {
            // The lines it has stay when the log only grew since.
            let kept = if built.epoch == now.epoch && built.lines <= now.lines {
                std::mem::take(&mut p.models[at].2.log)
            } else {
                Vec::new()
            };
            let from = kept.len();
            let mut model = seat_model_sharing(world, viewer, from, &mut p.derivations);
            let mut log = kept;
            log.append(&mut model.log);
            model.log = log;
            p.models[at].1 = now;
            p.models[at].2 = model;
        }
        at
    });
    &world.resource::<Published>().models[at].2
}

/// [`published`], with only the log's lines from `log_from` on: what a connection that has the
/// earlier ones is sent.
pub fn published_from(world: &mut World, viewer: Viewer, log_from: usize) -> SeatModel {
    let model = published(world, viewer);
    let SeatModel { seat, players, table, log, turn, active, step, turn_step, stops, series, choices } = model;
    SeatModel {
        seat: seat.clone(),
        players: players.clone(),
        table: table.clone(),
        log: log[log_from.min(log.len())..].to_vec(),
        turn: *turn,
        active: active.clone(),
        step: step.clone(),
        turn_step: *turn_step,
        stops: stops.clone(),
        series: series.clone(),
        choices: choices.clone(),
    }
}
