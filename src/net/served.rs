//! A headless host run as a table of `bifronte serve` (`host --headless --served`): the server
//! is its parent, and they talk over the table's standard streams. The table writes a
//! [`TableReport`] line on standard output whenever what the server shows or keeps about it
//! changes (who is seated and present, the rejoin tokens, the turn, the result); the server
//! writes commands on its standard input, one a line: `end REASON` tells every connection why
//! and stops the table. Standard input closing means the server is gone (killed, or crashed):
//! the table stops too, its autosave whole, and the restarted server resumes it.

use std::io::{BufRead, Write};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError};

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::lobby::Lobby;
use super::protocol::ToClient;
use crate::server::report::{REPORT, TableReport};

/// The served table's side: reports out, commands in.
pub struct ServedPlugin;

/// What the server said, a line at a time (`None`: its end of the pipe closed).
#[derive(Resource)]
struct FromServer(Mutex<Receiver<Option<String>>>);

/// The table is stopping: frames left for the goodbyes to leave.
#[derive(Resource)]
struct Stopping(u32);

impl Plugin for ServedPlugin {
    fn build(&self, app: &mut App) {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("bifronte served stdin".into())
            .spawn(move || {
                let mut lines = std::io::stdin().lock().lines();
                loop {
                    match lines.next() {
                        Some(Ok(line)) => {
                            if tx.send(Some(line)).is_err() {
                                return;
                            }
                        }
                        _ => {
                            tx.send(None).ok();
                            return;
                        }
                    }
                }
            })
            .expect("a thread");
        app.insert_resource(FromServer(Mutex::new(rx)))
            .add_systems(Update, obey)
            .add_systems(Last, (report, stop_when_done));
    }
}

fn obey(world: &mut World) {
    let lines: Vec<Option<String>> = {
        let rx = world.resource::<FromServer>();
        let Ok(rx) = rx.0.lock() else { return };
        let mut got = Vec::new();
        loop {
            match rx.try_recv() {
                Ok(l) => got.push(l),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    got.push(None);
                    break;
                }
            }
        }
        got
    };
    for line in lines {
        match line {
            None => {
                if !world.contains_resource::<Stopping>() {
                    info!("the server is gone: stopping (the autosave is whole)");
                    world.insert_resource(Stopping(0));
                }
            }
            Some(line) => match line.strip_prefix("end ") {
                Some(reason) => {
                    info!("the server ends the table: {reason}");
                    world.write_message(ToClients {
                        targets: SendTargets::CLIENTS_ONLY,
                        message: ToClient::Goodbye {
                            reason: crate::i18n::Said::new("net-server-ended", &[("why", reason)]),
                        },
                    });
                    // A few frames for the goodbyes to leave (renet sends once a frame).
                    world.insert_resource(Stopping(10));
                }
                None => warn!("the server said something this table doesn't know: {line:?}"),
            },
        }
    }
}

fn stop_when_done(world: &mut World) {
    let Some(mut s) = world.get_resource_mut::<Stopping>() else { return };
    if s.0 == 0 {
        // The autosave's writer finishes what it has before the process ends.
        if let Some(w) = world.get_resource::<crate::session::autosave::AutosaveWriter>() {
            w.flush();
        }
        world.write_message(AppExit::Success);
    } else {
        s.0 -= 1;
    }
}

fn report(world: &mut World, mut last: Local<String>, mut key: Local<Option<(u64, u64)>>) {
    // Only when the table or the lobby changed: most frames change neither.
    let now = (world.resource::<crate::rules::TableRevision>().0, world.resource::<Lobby>().version);
    if *key == Some(now) {
        return;
    }
    *key = Some(now);
    // A match is over only once someone has won it; its games' ends aren't the table's.
    let over = match world.get_resource::<crate::scene::matches::Match>() {
        Some(m) => match &m.stage {
            crate::scene::matches::Stage::Over { winner } => {
                Some(format!("{winner} won the match, {}", m.score_in(crate::i18n::Lang::En)))
            }
            _ => None,
        },
        None => crate::rules::query::game_result(world),
    };
    let match_wins = match world.get_resource::<crate::scene::matches::Match>() {
        Some(m) if matches!(m.stage, crate::scene::matches::Stage::Over { .. }) => {
            m.players.iter().map(|p| (p.name.clone(), m.wins(&p.name))).collect()
        }
        _ => Vec::new(),
    };
    let turn = world.get_resource::<crate::rules::game::Turn>().map_or(0, |t| t.number);
    let lobby = world.resource::<Lobby>();
    let r = TableReport {
        seated: lobby.seats.iter().map(|s| s.name.clone()).collect(),
        present: lobby.seats.iter().filter(|s| s.client.is_some()).map(|s| s.name.clone()).collect(),
        watching: lobby.watchers.len() as u32,
        started: lobby.started,
        turn,
        tokens: lobby.seats.iter().filter(|s| s.token != 0).map(|s| (s.name.clone(), s.token)).collect(),
        decks: if over.is_some() && lobby.started {
            lobby.seats.iter().map(|s| s.deck.clone().unwrap_or_default()).collect()
        } else {
            Vec::new()
        },
        over: over.filter(|_| lobby.started),
        match_wins,
    };
    let line = serde_json::to_string(&r).unwrap_or_default();
    if *last != line {
        let mut out = std::io::stdout().lock();
        if writeln!(out, "{REPORT}{line}").and_then(|()| out.flush()).is_ok() {
            *last = line;
        }
    }
}
