//! The host's lobby: how the game runs, who sits where and with which token, what each
//! connection was last sent, the undo and the requests being asked for, and how a request is
//! applied or refused. `host.rs` fills it; `undo.rs` votes; `consent.rs` asks.

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::protocol::ToClient;
use crate::rules::{Action, ActionRequest};

/// How the host runs its game.
#[derive(Clone, Debug)]
pub struct HostOptions {
    /// Seats at the table.
    pub seats: usize,
    /// The password a join must give, if any.
    pub password: Option<String>,
    /// The host's own seat (a window host plays too): its name and decklist text.
    pub local: Option<(String, Option<String>)>,
    /// The shuffles' seed (drawn at random when not given; it never leaves the host).
    pub seed: Option<u64>,
    /// Spectators are judges: they see everything (hands, libraries in order, face-down
    /// identities), as the omniscient viewer does. Off, they see only what is public.
    pub judges: bool,
}

impl Default for HostOptions {
    fn default() -> Self {
        HostOptions { seats: 2, password: None, local: None, seed: None, judges: false }
    }
}

/// A seat at a networked table.
#[derive(Clone, Debug)]
pub struct SeatSlot {
    /// The player's name.
    pub name: String,
    /// Its connection (`None` while dropped, or for the host's own seat).
    pub client: Option<Entity>,
    /// The token that gets the seat back after a drop.
    pub token: u64,
    /// The decklist's text.
    pub deck: Option<String>,
    /// The last request applied.
    pub last_seq: u64,
    /// Requests this second: (the second, how many).
    pub(super) rate: (u64, u32),
    /// What the connection was last sent (`None`: nothing yet, the next model is whole).
    pub(super) sent: Option<Sent>,
}

/// A connection that watches.
#[derive(Clone, Debug)]
pub(super) struct Watcher {
    pub(super) client: Entity,
    pub(super) sent: Option<Sent>,
}

/// The lobby and the seats: who is where, and what each was last sent.
#[derive(Resource, Debug)]
pub struct Lobby {
    /// How the game runs.
    pub options: HostOptions,
    /// The seats, in the order players joined (the game's seat order).
    pub seats: Vec<SeatSlot>,
    pub(super) watchers: Vec<Watcher>,
    /// The game has started.
    pub started: bool,
    /// Requests refused so far (for tests and the host's log).
    pub refused: u64,
    /// Requests applied so far.
    pub applied: u64,
    /// What the models were last built from: the table's revision and the lobby's version.
    pub(super) built_from: Option<(u64, u64)>,
    /// Bumped when a seat or a watcher comes or goes.
    pub(super) version: u64,
    /// The undo being asked for, if any.
    pub(super) undo: Option<UndoAsked>,
    /// Requests put to the player whose object, life or turn they touch ([`super::consent`]).
    pub(super) consents: Vec<Consent>,
    /// The last question's number.
    pub(super) next_consent: u64,
    /// Chat lines each connection said this second: (the second, how many).
    pub(super) chat_rate: std::collections::HashMap<Entity, (u64, u32)>,
}

impl Lobby {
    /// A lobby for these options; the host's own seat, if it plays, is taken first.
    pub fn new(options: HostOptions) -> Lobby {
        let seats = options
            .local
            .iter()
            .map(|(name, deck)| SeatSlot {
                name: name.clone(),
                client: None,
                token: 0,
                deck: deck.clone(),
                last_seq: 0,
                rate: (0, 0),
                sent: None,
            })
            .collect();
        Lobby {
            options,
            seats,
            watchers: Vec::new(),
            started: false,
            refused: 0,
            applied: 0,
            built_from: None,
            version: 0,
            chat_rate: Default::default(),
            undo: None,
            consents: Vec::new(),
            next_consent: 0,
        }
    }

    /// Seats reserved by name for a table already set up (a saved game, a scene): each is
    /// taken by the first client to join under that name, and the game counts as started.
    pub fn seat_table(&mut self, names: &[String]) {
        for name in names {
            if !self.seats.iter().any(|s| s.name.eq_ignore_ascii_case(name)) {
                self.seats.push(SeatSlot {
                    name: name.clone(),
                    client: None,
                    token: 0,
                    deck: None,
                    last_seq: 0,
                    rate: (0, 0),
                    sent: None,
                });
            }
        }
        self.started = true;
        self.version += 1;
    }

    /// The seat of a connection.
    pub fn seat_of(&self, client: Entity) -> Option<&SeatSlot> {
        self.seats.iter().find(|s| s.client == Some(client))
    }
}

/// What a connection was last sent: the model's hash without its log, how many log lines it
/// has, and the log's epoch they belong to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Sent {
    pub(super) hash: u64,
    pub(super) log: usize,
    pub(super) epoch: u64,
}

/// An undo asked for: by whom, the history's length it is about, and who accepted.
#[derive(Clone, Debug)]
pub(super) struct UndoAsked {
    pub(super) by: String,
    pub(super) history: usize,
    pub(super) accepted: Vec<String>,
}

/// A message for one connection.
pub(super) fn to(client: Entity, message: ToClient) -> ToClients<ToClient> {
    ToClients { targets: SendTargets::Single(ClientId::Client(client)), message }
}

/// Refuses a join or a request, with the reason: counted, logged, and told to the client.
pub(super) fn refuse(world: &mut World, client: Entity, seq: u64, reason: impl Into<String>) {
    let reason = reason.into();
    info!("refused a request from {client}: {reason}");
    world.resource_mut::<Lobby>().refused += 1;
    world.write_message(to(client, ToClient::Refused { seq, reason }));
}

/// A request put to another player.
#[derive(Clone, Debug)]
pub(super) struct Consent {
    /// Its number, which the answer names.
    pub(super) id: u64,
    /// The asking seat's request number.
    pub(super) seq: u64,
    /// Who asks.
    pub(super) by: String,
    /// Who is asked.
    pub(super) to: String,
    /// What, in the table's labels.
    pub(super) action: Action,
}

/// Applies a seat's request (authorized, its ids the table's labels) and tells the seat.
pub(super) fn apply(world: &mut World, client: Entity, seq: u64, mut action: Action) {
    // A seat names what it creates by its own ids, which may be labels here already.
    if let Some(id) = action.new_id_mut() {
        let base: String = id.chars().filter(|c| c.is_alphanumeric() || *c == '-').take(24).collect();
        *id = crate::rules::query::fresh_id(world, if base.is_empty() { "object" } else { &base });
    }
    world.write_message(ActionRequest(action));
    world.resource_mut::<Lobby>().applied += 1;
    world.write_message(to(client, ToClient::Applied { seq }));
}
