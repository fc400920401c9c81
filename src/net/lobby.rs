//! The host's lobby: how the game runs, who sits where and with which token, what each
//! connection was last sent, the undo and the requests being asked for, and how a request is
//! applied or refused. `host.rs` fills it; `undo.rs` votes; `consent.rs` asks.

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::protocol::ToClient;
use crate::rate::{Budget, Budgets};

/// The connections whose rate budgets are kept at most; past that, those whose budgets are
/// whole again are forgotten (the host drops a connection's budgets as it goes, too).
const KEPT_PARTIES: usize = 1024;
use crate::rules::Action;

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
    /// Spectators may watch at all.
    pub spectators: bool,
    /// Where the seats' rejoin tokens are kept (beside the host's autosave), so that a host
    /// resumed on its autosave gives a seat back only to its player.
    pub seats_file: Option<std::path::PathBuf>,
    /// Whether the rules run the game's turns (assisted, the default) or its players do (free).
    pub mode: crate::rules::action::RulesMode,
    /// A chess clock the host keeps: each player's time and the increment a pass.
    pub clock: Option<(std::time::Duration, std::time::Duration)>,
    /// A match of best of this many games (`--match bo3`) rather than one game.
    pub best_of: Option<u32>,
    /// Seats the host's computer plays (`host --computer NAME`), by name, and how: taken from
    /// the start, after the host's own, and never given to a connection.
    pub computer: Vec<(String, crate::ai::Level)>,
    /// The computer's seats' decklists (their text), in their order: a shipped sample deck for
    /// a seat without one (`host --computer-deck FILE`; a draft pod's bot brings its deck).
    pub computer_decks: Vec<String>,
}

impl Default for HostOptions {
    fn default() -> Self {
        HostOptions {
            seats: 2,
            password: None,
            local: None,
            seed: None,
            judges: false,
            seats_file: None,
            spectators: true,
            mode: crate::rules::action::RulesMode::Assisted,
            clock: None,
            best_of: None,
            computer: Vec::new(),
            computer_decks: Vec::new(),
        }
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
    /// The requests the seat may still send ([`super::protocol::MAX_REQUESTS_PER_SECOND`]).
    pub(super) rate: Budget,
    /// What the connection was last sent (`None`: nothing yet, the next model is whole).
    pub(super) sent: Option<Sent>,
}

/// A connection that watches.
#[derive(Clone, Debug)]
pub(super) struct Watcher {
    pub(super) client: Entity,
    /// The name it joined under (named in chat as a spectator).
    pub(super) name: String,
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
    /// The chat lines each connection may say ([`super::protocol::MAX_CHAT_PER_SECOND`]).
    pub(super) chat_rate: Budgets<Entity>,
    /// The undo votes (and match answers, and unreadable requests answered) each connection may
    /// give ([`super::protocol::MAX_UNDO_VOTES_PER_SECOND`]).
    pub(super) undo_rate: Budgets<Entity>,
    /// The questions each connection may put to other players
    /// ([`super::protocol::MAX_QUESTIONS_PER_SECOND`]).
    pub(super) question_rate: Budgets<Entity>,
    /// The bytes of models each connection may be sent ([`MODEL_BYTES_PER_SECOND`]).
    pub(super) model_budget: Budgets<Entity>,
    /// When each connection that hasn't joined yet was first seen: one that doesn't join within
    /// [`super::protocol::JOIN_WITHIN`] is dropped.
    pub(super) arrivals: std::collections::HashMap<Entity, std::time::Instant>,
}

impl Lobby {
    /// A lobby for these options; the host's own seat, if it plays, is taken first.
    pub fn new(options: HostOptions) -> Lobby {
        let slot = |name: &String, deck: Option<String>| SeatSlot {
            name: name.clone(),
            client: None,
            token: 0,
            deck,
            last_seq: 0,
            rate: Budget::per_second(super::protocol::MAX_REQUESTS_PER_SECOND),
            sent: None,
        };
        let seats = options
            .local
            .iter()
            .map(|(name, deck)| slot(name, deck.clone()))
            .chain(
                options
                    .computer
                    .iter()
                    .enumerate()
                    .map(|(i, (name, _))| slot(name, options.computer_decks.get(i).cloned())),
            )
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
            chat_rate: Budgets::new(Budget::per_second(super::protocol::MAX_CHAT_PER_SECOND), KEPT_PARTIES),
            undo_rate: Budgets::new(Budget::per_second(super::protocol::MAX_UNDO_VOTES_PER_SECOND), KEPT_PARTIES),
            question_rate: Budgets::new(Budget::per_second(super::protocol::MAX_QUESTIONS_PER_SECOND), KEPT_PARTIES),
            model_budget: Budgets::new(model_budget(), KEPT_PARTIES),
            arrivals: Default::default(),
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
                    rate: Budget::per_second(super::protocol::MAX_REQUESTS_PER_SECOND),
                    sent: None,
                });
            }
        }
        self.started = true;
        self.version += 1;
    }

    /// The host's own seat's name, where the host sits at its window.
    pub fn local_name(&self) -> Option<&str> {
        self.options.local.as_ref().map(|(n, _)| n.as_str())
    }

    /// Whether the seat named `name` is the host's own or its computer's: never a connection's.
    pub fn kept_by_host(&self, name: &str) -> bool {
        self.options.local.as_ref().is_some_and(|(n, _)| n == name)
            || self.options.computer.iter().any(|(n, _)| n == name)
    }

    /// The seat of a connection.
    pub fn seat_of(&self, client: Entity) -> Option<&SeatSlot> {
        self.seats.iter().find(|s| s.client == Some(client))
    }

    /// Whether a connection has a seat or watches.
    pub fn knows(&self, client: Entity) -> bool {
        self.seat_of(client).is_some() || self.watchers.iter().any(|w| w.client == client)
    }

    /// The seat whose name is `name`, or looks like it: names compare by their Unicode
    /// confusable skeletons (UTS #39), without case, so "Аlice" with a Cyrillic А, "ALICE" and
    /// "Alice" are one name.
    pub fn seat_named(&self, name: &str) -> Option<usize> {
        let key = name_key(name);
        self.seats.iter().position(|s| name_key(&s.name) == key)
    }

    /// Writes the seats' tokens to [`HostOptions::seats_file`] (written whole, then renamed).
    pub(super) fn keep_tokens(&self) {
        let Some(path) = &self.options.seats_file else { return };
        let tokens: Vec<(String, u64)> =
            self.seats.iter().filter(|s| s.token != 0).map(|s| (s.name.clone(), s.token)).collect();
        let text = ron::ser::to_string_pretty(&tokens, Default::default()).unwrap_or_default();
        let dir = path.parent().map(std::fs::create_dir_all).unwrap_or(Ok(()));
        if let Err(e) = dir.and_then(|()| crate::format::write_secret(path, text.as_bytes())) {
            warn!("can't keep the seats' tokens in {}: {e}", path.display());
        }
    }

    /// Gives the seats reserved by name the tokens kept in [`HostOptions::seats_file`]; returns
    /// the names that got one.
    pub(super) fn restore_tokens(&mut self) -> Vec<String> {
        let Some(path) = &self.options.seats_file else { return Vec::new() };
        let Ok(text) = std::fs::read_to_string(path) else { return Vec::new() };
        let tokens: Vec<(String, u64)> = match ron::from_str(&text) {
            Ok(t) => t,
            Err(e) => {
                warn!("{}: {e}", path.display());
                return Vec::new();
            }
        };
        let mut restored = Vec::new();
        for (name, token) in tokens {
            if let Some(i) = self.seat_named(&name)
                && self.seats[i].token == 0
            {
                self.seats[i].token = token;
                restored.push(self.seats[i].name.clone());
            }
        }
        restored
    }
}

pub use crate::format::name_key;

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
pub(super) fn refuse(world: &mut World, client: Entity, seq: u64, reason: impl Into<crate::i18n::Said>) {
    let reason = reason.into();
    info!("refused a request from {client}: {reason}");
    world.resource_mut::<Lobby>().refused += 1;
    world.write_message(to(client, ToClient::Refused { seq, reason }));
}

/// Refuses a connection that has neither a seat nor a place among the watchers, and drops it
/// once the refusal is sent: a refused connection holds no slot and hears nothing more.
pub(super) fn refuse_and_drop(world: &mut World, client: Entity, reason: impl Into<crate::i18n::Said>) {
    let reason = reason.into();
    info!("dropped {client}: {reason}");
    world.resource_mut::<Lobby>().refused += 1;
    world.write_message(to(client, ToClient::Goodbye { reason }));
    drop_connection(world, client);
}

/// Drops a connection (after what was sent to it this frame).
pub(super) fn drop_connection(world: &mut World, client: Entity) {
    if world.get_entity(client).is_ok() {
        world.write_message(DisconnectRequest { client });
    }
    world.resource_mut::<Lobby>().arrivals.remove(&client);
}

/// Takes one from a connection's budget of a kind; whether it was over it.
pub(super) fn over_rate(rates: &mut Budgets<Entity>, client: Entity) -> bool {
    !rates.take(&client, std::time::Instant::now())
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
    /// The players who allowed it already (it waits on each one it touches, one at a time).
    pub(super) allowed: Vec<String>,
}

/// A connection's place in the lobby.
#[derive(Clone, Copy)]
pub(super) enum Slot {
    Seat(usize),
    Watcher(usize),
}

/// Who a connection sees the table as: a seat's player, or a watcher (a spectator, or a judge
/// where the table allows them).
pub(super) fn viewer_of(world: &World, slot: Slot) -> Option<crate::view::Viewer> {
    match slot {
        Slot::Seat(i) => {
            crate::rules::find_player(world, &world.resource::<Lobby>().seats[i].name).map(crate::view::Viewer::Player)
        }
        Slot::Watcher(_) if world.resource::<Lobby>().options.judges => Some(crate::view::Viewer::Omniscient),
        Slot::Watcher(_) => Some(crate::view::Viewer::Spectator),
    }
}

/// Every connection, and who it sees the table as.
pub(super) fn connections(world: &World) -> Vec<(Entity, crate::view::Viewer)> {
    let lobby = world.resource::<Lobby>();
    let seats = lobby.seats.iter().enumerate().filter_map(|(i, s)| s.client.map(|c| (Slot::Seat(i), c)));
    let watchers = lobby.watchers.iter().enumerate().map(|(i, w)| (Slot::Watcher(i), w.client));
    let all: Vec<(Slot, Entity)> = seats.chain(watchers).collect();
    all.into_iter().filter_map(|(slot, c)| viewer_of(world, slot).map(|v| (c, v))).collect()
}

/// The bytes of models a connection may be sent a second, and at once: a table near its
/// 4,000 objects makes models of about a megabyte, and forty of them a second overflowed what
/// renet keeps for a connection, which dropped every connection. The latest model goes once
/// there is room; the ones between are never needed.
pub const MODEL_BYTES_PER_SECOND: f64 = 2.0 * 1024.0 * 1024.0;

/// Each connection's budget of model bytes: a second's worth at once, refilled as it goes.
pub(super) fn model_budget() -> crate::rate::Budget {
    crate::rate::Budget::new(MODEL_BYTES_PER_SECOND, std::time::Duration::from_secs_f64(1.0 / MODEL_BYTES_PER_SECOND))
}
