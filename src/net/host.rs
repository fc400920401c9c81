//! The host: the rules kernel's only writer, as on a local table. Clients take seats in a
//! lobby; once every seat is taken the game starts (shuffles, seven cards). Each request is
//! checked ([`super::authorize`]) before it becomes an `ActionRequest`; each seat is sent its own
//! [`SeatModel`] whenever it changes, built by `view::seat` for that seat, so nothing hidden
//! from a seat is ever computed into what its connection gets.

use bevy::prelude::*;
use bevy_replicon::prelude::*;

pub use super::lobby::{HostOptions, Lobby, SeatSlot};
use super::lobby::{Sent, Watcher, drop_connection, over_rate, refuse, refuse_and_drop, to};
use super::lobby::{Slot, viewer_of};
use super::protocol::{JOIN_WITHIN, MAX_CHAT, MAX_NAME, MAX_REQUESTS_PER_SECOND, ToClient, ToHost};
use crate::cards::CardDb;
use crate::i18n::Said;
use crate::rules::action::Action;
use crate::rules::object::Players;
use crate::rules::{ActionRequest, RulesSystems};
use crate::view::published::published_from;

/// The host's side of network play: add it to an app with the rules kernel (and replicon, with
/// a backend; see `net::transport`).
pub struct NetHostPlugin(pub HostOptions);

impl Plugin for NetHostPlugin {
    fn build(&self, app: &mut App) {
        super::register_protocol(app);
        // The computer's seats are answered on the host (`ai::seat`), as its own requests.
        if !self.0.computer.is_empty() {
            let pace = std::time::Duration::from_millis(400);
            app.insert_resource(crate::ai::seat::ComputerSeats::new(self.0.computer.clone(), pace, rand::random()));
            // No one sits there: a match's choices are answered for it (`session::matches`), and
            // an undo takes its answers along with the person's action before them.
            let names = self.0.computer.iter().map(|(n, _)| n.clone()).collect();
            app.insert_resource(crate::session::history::Unattended(names));
            if !app.is_plugin_added::<crate::ai::seat::ComputerPlugin>() {
                app.add_plugins(crate::ai::seat::ComputerPlugin);
            }
        }
        app.insert_resource(Lobby::new(self.0.clone()))
            .add_systems(Update, receive.before(RulesSystems::Apply))
            .insert_resource(crate::session::SharedHistory)
            // The table's game is kept as a replay on the host as it is played.
            .insert_resource(crate::session::replay::KeepReplays)
            .add_systems(
                Update,
                (|world: &mut World, mut said: Local<String>| lobby_status(world, &mut said))
                    .run_if(resource_changed::<Lobby>)
                    .before(crate::session::SessionSystems::Commands),
            )
            .add_systems(
                PostUpdate,
                (send_models, send_clock, super::whole_replay::hand_out).chain().before(ServerSystems::Send),
            );
    }
}

/// A chess clock: every connection gets the players' times once a second.
fn send_clock(
    time: Res<Time<Real>>,
    clock: Option<ResMut<crate::session::clock::ChessClock>>,
    mut out: MessageWriter<ToClients<ToClient>>,
) {
    let Some(mut clock) = clock else { return };
    clock.since_sent += time.delta();
    if clock.since_sent < std::time::Duration::from_secs(1) {
        return;
    }
    clock.since_sent = std::time::Duration::ZERO;
    let times = clock.left.iter().map(|(p, d)| (p.clone(), d.as_secs().min(u64::from(u32::MAX)) as u32)).collect();
    out.write(ToClients { targets: SendTargets::CLIENTS_ONLY, message: ToClient::Clock { times } });
}

/// The host's session: its files in a folder of their own beside the window's, autosaved after
/// every action (what `bifronte host --resume` goes on from).
pub fn host_session() -> crate::session::Session {
    crate::session::Session::in_dir(&crate::session::data_dir().join("host"))
}

/// Resumes a game from a save (the host's autosave, after the host stopped): the table as it
/// was, and a seat kept by name for each of its players; a client that joins under that name
/// takes it back. Returns the players' names. `Err` says why not, and nothing changed.
pub fn resume(world: &mut World, save: &std::path::Path) -> Result<Vec<String>, crate::session::history::NotOpened> {
    crate::session::history::open_save(world, save)?;
    resume_match(world);
    let players = world.resource::<Players>().0.clone();
    let names: Vec<String> = players.iter().map(|p| crate::rules::query::player_name(world, *p)).collect();
    let mut lobby = world.resource_mut::<Lobby>();
    lobby.options.seats = names.len();
    lobby.seat_table(&names);
    let kept = lobby.restore_tokens();
    for name in names.iter().filter(|n| !kept.contains(n)) {
        info!("no token kept for {name}: the first to join under that name takes the seat");
    }
    Ok(names)
}

/// A game resumed from its replay (a served table, restarted) has no match in it (a replay
/// holds one game, and every player gets it once that game is over: the sideboards stay out of
/// it); the autosave beside it has the match, written whenever the match changed. It is taken
/// when the autosave is of the same game.
fn resume_match(world: &mut World) {
    if world.contains_resource::<crate::scene::matches::Match>() {
        return;
    }
    let Some(autosave) = world.get_resource::<crate::session::Session>().and_then(|s| s.autosave.clone()) else {
        return;
    };
    let db = world.resource::<CardDb>().clone();
    let Ok(saved) = crate::scene::load_scene(&autosave, &db) else { return };
    let same = world.get_resource::<crate::scene::StartingTable>().is_some_and(|t| t.0 == saved.table());
    if let (true, Some(series)) = (same, saved.scene.series.clone()) {
        info!("the match resumes from {}: {}", autosave.display(), series.score_in(crate::i18n::Lang::En));
        world.insert_resource(series);
    }
}

/// Reads every client's messages, in order: joins, requests, chat.
fn receive(world: &mut World) {
    local_chat(world);
    // Connections that went away leave their seat open for a rejoin.
    let live = |world: &World, e: Entity| world.get::<ConnectedClient>(e).is_some();
    let dropped: Vec<usize> = {
        let lobby = world.resource::<Lobby>();
        lobby
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.client.is_some_and(|c| !live(world, c)))
            .map(|(i, _)| i)
            .collect()
    };
    if !dropped.is_empty() || world.resource::<Lobby>().watchers.iter().any(|w| !live(world, w.client)) {
        let alive: Vec<bool> = world.resource::<Lobby>().watchers.iter().map(|w| live(world, w.client)).collect();
        let mut lobby = world.resource_mut::<Lobby>();
        for i in dropped {
            info!("{} dropped; the seat waits for them", lobby.seats[i].name);
            lobby.seats[i].client = None;
        }
        let mut keep = alive.into_iter();
        lobby.watchers.retain(|_| keep.next().unwrap_or(false));
        lobby.version += 1;
    }
    let gone: Vec<Entity> = {
        let lobby = world.resource::<Lobby>();
        let keys = lobby.chat_rate.parties().chain(lobby.undo_rate.parties()).chain(lobby.question_rate.parties());
        let keys = keys.chain(lobby.model_budget.parties());
        let keys = keys.chain(lobby.arrivals.keys());
        keys.copied().filter(|c| !live(world, *c)).collect()
    };
    for c in gone {
        let mut lobby = world.resource_mut::<Lobby>();
        lobby.chat_rate.forget(&c);
        lobby.undo_rate.forget(&c);
        lobby.question_rate.forget(&c);
        lobby.model_budget.forget(&c);
        lobby.arrivals.remove(&c);
    }
    drop_idle(world);
    let messages: Vec<FromClient<ToHost>> = world.resource_mut::<Messages<FromClient<ToHost>>>().drain().collect();
    for FromClient { client_id, message } in messages {
        let ClientId::Client(client) = client_id else { continue };
        match message {
            ToHost::Join { name, deck, password, token, spectate } => {
                join(world, client, name, deck, password, token, spectate)
            }
            ToHost::Request { seq, action } => request(world, client, seq, action),
            ToHost::Chat(text) => chat(world, client, &text),
            ToHost::Undo(vote) => {
                let mut lobby = world.resource_mut::<Lobby>();
                if over_rate(&mut lobby.undo_rate, client) {
                    continue;
                }
                match world.resource::<Lobby>().seat_of(client).map(|s| s.name.clone()) {
                    Some(name) => super::undo::undo_vote(world, &name, vote),
                    None => refuse(world, client, 0, Said::new("net-no-seat-undo", &[])),
                }
            }
            ToHost::Consent { id, accept } => {
                if let Some(name) = world.resource::<Lobby>().seat_of(client).map(|s| s.name.clone()) {
                    super::consent::answer(world, &name, id, accept);
                }
            }
            // Answered (at the undo votes' rate), so a request that didn't read isn't waited on.
            ToHost::Unreadable { seq, why } => {
                let mut lobby = world.resource_mut::<Lobby>();
                if !over_rate(&mut lobby.undo_rate, client) {
                    let why: String = why.chars().take(200).collect();
                    refuse(world, client, seq, Said::new("net-unreadable", &[("why", &why)]));
                }
            }
            ToHost::Match(answer) => {
                let mut lobby = world.resource_mut::<Lobby>();
                if over_rate(&mut lobby.undo_rate, client) {
                    continue;
                }
                match_answer(world, client, answer);
            }
        }
    }
    super::undo::local_undo(world);
    super::consent::local_answers(world);
    super::undo::void_if_the_table_changed(world);
    start_when_full(world);
}

/// Drops the connections that haven't joined within [`JOIN_WITHIN`] of arriving: a connection
/// holds one of the host's few slots.
/// When the host's connection slots are all but full, every connection that hasn't joined a
/// second after arriving gives its slot up at once: connections renewed without joining can't
/// hold the door shut (an honest player joins as soon as it connects).
fn drop_idle(world: &mut World) {
    let connected: Vec<Entity> = world.query_filtered::<Entity, With<ConnectedClient>>().iter(world).collect();
    let crowded = world.get_resource::<super::transport::Slots>().is_some_and(|s| connected.len() + 1 >= s.0);
    let now = std::time::Instant::now();
    let mut idle = Vec::new();
    let mut waiting = Vec::new();
    let mut lobby = world.resource_mut::<Lobby>();
    for c in connected {
        if lobby.knows(c) {
            lobby.arrivals.remove(&c);
            continue;
        }
        let since = *lobby.arrivals.entry(c).or_insert(now);
        if now.duration_since(since) > JOIN_WITHIN {
            idle.push(c);
        } else if now.duration_since(since) > JOIN_GRACE {
            waiting.push((since, c));
        }
    }
    for c in idle {
        info!("dropped {c}: connected without joining for {} s", JOIN_WITHIN.as_secs());
        drop_connection(world, c);
    }
    if crowded {
        for (_, c) in waiting {
            info!("dropped {c}: the host is full and it hasn't joined");
            drop_connection(world, c);
        }
    }
}

/// How long a connection may wait to join when the host's slots are all but full.
pub const JOIN_GRACE: std::time::Duration = std::time::Duration::from_secs(1);

fn join(
    world: &mut World,
    client: Entity,
    name: String,
    deck: Option<String>,
    password: Option<String>,
    token: Option<u64>,
    spectate: bool,
) {
    let lobby = world.resource::<Lobby>();
    if lobby.knows(client) {
        return refuse(world, client, 0, Said::new("net-already-joined", &[]));
    }
    // A served table's desk checked the player's password key (the verifier can't be matched
    // here, and the key is never sent to the table); a hosted table's password is checked again.
    let served = lobby.options.password.as_deref().is_some_and(|p| p.starts_with(crate::server::secret::VERIFIER));
    if !served && lobby.options.password.is_some() && lobby.options.password != password {
        return refuse_and_drop(world, client, Said::new("net-wrong-password", &[]));
    }
    let name: String = name.trim().to_string();
    let bad_name = !crate::format::fit_name(&name, MAX_NAME);
    if spectate && !lobby.options.spectators {
        return refuse_and_drop(world, client, Said::new("net-no-spectators", &[]));
    }
    if spectate {
        let name = if bad_name { "someone".to_string() } else { name };
        let mut lobby = world.resource_mut::<Lobby>();
        lobby.watchers.push(Watcher { client, name, sent: None });
        lobby.version += 1;
        world.write_message(to(client, ToClient::Welcome { seat: String::new(), token: 0, last_seq: 0 }));
        return;
    }
    let taken = lobby.seat_named(&name);
    let seat = match taken {
        // A seat comes back with its token, whether its old connection is gone or not (a
        // player's restarted program, with the token it kept). A seat reserved by name with no
        // token (`seat_table`, a save whose tokens weren't kept) goes to the first to claim it.
        // The host's own seat and its computer's are never free.
        Some(i) => {
            let s = &lobby.seats[i];
            let is_local = lobby.kept_by_host(&s.name);
            let with_token = s.token != 0 && Some(s.token) == token;
            let unclaimed = s.token == 0 && s.client.is_none();
            if is_local || !(with_token || unclaimed) {
                let why = if s.name == name {
                    Said::new("net-already-seated", &[("name", &name)])
                } else {
                    Said::new("net-looks-like", &[("name", &name), ("other", &s.name)])
                };
                return refuse_and_drop(world, client, why);
            }
            if let Some(old) = s.client.filter(|old| *old != client) {
                refuse_and_drop(world, old, Said::new("net-seat-taken-back", &[]));
            }
            if unclaimed {
                world.resource_mut::<Lobby>().seats[i].token = rand::random::<u64>() | 1;
            }
            i
        }
        None if bad_name => {
            return refuse_and_drop(world, client, Said::new("net-bad-name", &[("n", &MAX_NAME.to_string())]));
        }
        None if lobby.started || lobby.seats.len() >= lobby.options.seats => {
            return refuse_and_drop(world, client, Said::new("net-table-full", &[]));
        }
        None => {
            let token = rand::random::<u64>() | 1;
            let mut lobby = world.resource_mut::<Lobby>();
            lobby.seats.push(SeatSlot {
                name,
                client: None,
                token,
                deck,
                last_seq: 0,
                rate: crate::rate::Budget::per_second(MAX_REQUESTS_PER_SECOND),
                sent: None,
            });
            lobby.seats.len() - 1
        }
    };
    let mut lobby = world.resource_mut::<Lobby>();
    lobby.version += 1;
    lobby.arrivals.remove(&client);
    let slot = &mut lobby.seats[seat];
    slot.client = Some(client);
    slot.sent = None;
    let welcome = ToClient::Welcome { seat: slot.name.clone(), token: slot.token, last_seq: slot.last_seq };
    info!("{} takes a seat", slot.name);
    world.resource::<Lobby>().keep_tokens();
    world.write_message(to(client, welcome));
}

/// A seat's answer between the games of a match: checked by the match itself (only the chooser
/// chooses, a seat sideboards only its own deck, with only its own cards); a wrong one is
/// refused and changes nothing.
fn match_answer(world: &mut World, client: Entity, answer: super::protocol::MatchAnswer) {
    use super::protocol::MatchAnswer;
    let Some(seat) = world.resource::<Lobby>().seat_of(client).map(|s| s.name.clone()) else {
        return refuse(world, client, 0, Said::new("net-no-seat-match", &[]));
    };
    let result = match answer {
        MatchAnswer::FirstTurn(first) => crate::session::matches::choose_first(world, &seat, &first),
        MatchAnswer::Sideboard(deck) => crate::session::matches::sideboard(world, &seat, deck),
    };
    match result {
        // The host's window says it too.
        Ok(text) => crate::session::status(world, text, false),
        Err(e) => refuse(world, client, 0, e),
    }
}

/// Once every seat is taken, the game starts: libraries from the decks, shuffled, seven drawn.
/// A match starts before its first game, while the player its seed picked chooses who takes
/// the first turn (103.1).
fn start_when_full(world: &mut World) {
    // The game's title is in the host's language.
    let lang = crate::session::Language::of(world);
    let lobby = world.resource::<Lobby>();
    if lobby.started || lobby.seats.len() < lobby.options.seats {
        return;
    }
    let db = world.resource::<CardDb>().clone();
    let decks: Vec<(String, Option<String>)> = lobby.seats.iter().map(|s| (s.name.clone(), s.deck.clone())).collect();
    let seed = lobby.options.seed.unwrap_or_else(rand::random);
    let mode = lobby.options.mode;
    let best_of = lobby.options.best_of;
    let scene = match best_of {
        None => super::game_for(lang, &decks, seed, &db),
        Some(n) => super::match_for(lang, &decks, seed, mode, n, &db),
    };
    match scene {
        Ok(mut scene) => {
            if let Some(series) = scene.scene.series.clone() {
                world.insert_resource(series);
            } else {
                scene.scene.mode = mode;
            }
            if let Err(e) = crate::rules::setup::build_table(world, &scene.table()) {
                error!("the game could not be set up: {e:?}");
                return;
            }
            world.insert_resource(crate::scene::StartingTable(scene.table()));
            for step in &scene.scene.steps {
                if let crate::scene::Step::Do(a) = step {
                    world.write_message(ActionRequest(a.clone()));
                }
            }
            world.resource_mut::<Lobby>().started = true;
            if let Some((base, inc)) = world.resource::<Lobby>().options.clock {
                world.insert_resource(crate::session::clock::ChessClock::new(base, inc));
            }
            info!("the game starts: {}", scene.scene.title);
        }
        Err(e) => {
            // A deck that doesn't resolve: its player is told, and the seat opens again.
            error!("{e}");
            let bad: Vec<usize> =
                decks.iter().enumerate().filter(|(_, (n, _))| e.bad_decks.contains(n)).map(|(i, _)| i).collect();
            for i in bad.into_iter().rev() {
                let slot = world.resource_mut::<Lobby>().seats.remove(i);
                if let Some(c) = slot.client {
                    refuse_and_drop(world, c, Said::new("net-your-deck", &[("why", &e.to_string())]));
                }
            }
        }
    }
}

/// A seat's request. Its number is used once, whatever comes of it: a number at or below the
/// seat's last is a resend and ignored (exactly once), and any higher one is taken, so a request
/// that never arrived whole (dropped by the decoder) or was refused before it was read (the rate,
/// the game not started) leaves no gap that would refuse every later one.
fn request(world: &mut World, client: Entity, seq: u64, action: Action) {
    let outcome: Result<String, Said> = {
        let mut lobby = world.resource_mut::<Lobby>();
        let started = lobby.started;
        match lobby.seats.iter_mut().find(|s| s.client == Some(client)) {
            None => Err(Said::new("net-no-seat-act", &[])),
            // Already used (a resend after a rejoin): exactly once.
            Some(slot) if seq <= slot.last_seq => return,
            Some(slot) => {
                slot.last_seq = seq;
                if !slot.rate.take(std::time::Instant::now()) {
                    let n = MAX_REQUESTS_PER_SECOND.to_string();
                    Err(Said::new("net-too-many-requests", &[("name", &slot.name), ("n", &n)]))
                } else if !started {
                    Err(Said::new("net-not-started", &[]))
                } else {
                    Ok(slot.name.clone())
                }
            }
        }
    };
    let name = match outcome {
        Ok(x) => x,
        Err(reason) => return refuse(world, client, seq, reason),
    };
    super::admit::admit(world, super::reply::Asker::Client(client), seq, &name, action);
}

fn chat(world: &mut World, client: Entity, text: &str) {
    let mut lobby = world.resource_mut::<Lobby>();
    if over_rate(&mut lobby.chat_rate, client) {
        return;
    }
    let lobby = world.resource::<Lobby>();
    let from = match (lobby.seat_of(client), lobby.watchers.iter().find(|w| w.client == client)) {
        (Some(s), _) => s.name.clone(),
        (None, Some(w)) => format!("{} (spectator)", w.name),
        (None, None) => return,
    };
    say(world, from, text);
}

/// Chat to everyone: every client, and the host's window (its log panel).
fn say(world: &mut World, from: String, text: &str) {
    let text: String = text.chars().filter(|c| !c.is_control()).take(MAX_CHAT).collect();
    if text.trim().is_empty() {
        return;
    }
    let after = world.resource::<crate::rules::RulesLog>().entries.len();
    if let Some(mut chat) = world.get_resource_mut::<crate::session::talk::Chat>() {
        chat.lines.push(crate::session::talk::ChatLine { from: from.clone(), text: text.clone(), after });
    }
    // To those who joined (a seat or a watcher): a connection that hasn't hears nothing.
    let lobby = world.resource::<Lobby>();
    let seated = lobby.seats.iter().filter_map(|s| s.client);
    let joined: Vec<Entity> = seated.chain(lobby.watchers.iter().map(|w| w.client)).collect();
    for c in joined {
        let message = ToClient::Chat { from: from.clone(), text: text.clone() };
        world.write_message(ToClients { targets: SendTargets::Single(ClientId::Client(c)), message });
    }
}

/// What the host's own window says goes to everyone, under the host's name.
fn local_chat(world: &mut World) {
    let Some(mut said) = world.get_resource_mut::<Messages<crate::session::talk::Say>>() else { return };
    let said: Vec<crate::session::talk::Say> = said.drain().collect();
    let from = world.resource::<Lobby>().local_name().unwrap_or("host").to_string();
    for crate::session::talk::Say(text) in said {
        say(world, from.clone(), &text);
    }
}

/// What a player types to join this host: this machine's address on the local network (the
/// one its packets to the internet would leave from; "THIS-MACHINE" when it has none) and the
/// port.
pub fn join_command(port: Option<u16>) -> String {
    let ip = std::net::UdpSocket::bind(("0.0.0.0", 0))
        .and_then(|s| s.connect(("192.0.2.1", 9)).and_then(|()| s.local_addr()))
        .ok()
        .map(|a| a.ip())
        .filter(|ip| !ip.is_unspecified() && !ip.is_loopback())
        .map_or_else(|| "THIS-MACHINE".to_string(), |ip| ip.to_string());
    match port {
        Some(p) => format!("bifronte join {ip}:{p} --name NAME"),
        None => format!("bifronte join {ip} --name NAME"),
    }
}

/// The host's status line: who is seated and how many are awaited; once the game is on, whose
/// connection dropped.
fn lobby_status(world: &mut World, said: &mut String) {
    let lobby = world.resource::<Lobby>();
    if !world.contains_resource::<crate::session::StatusLine>() {
        return;
    }
    // The waiting window, until the game starts.
    let room = (!lobby.started).then(|| crate::session::talk::WaitingRoom {
        seated: lobby.seats.iter().map(|s| s.name.clone()).collect(),
        seats: lobby.options.seats,
        join: Some(join_command(world.get_resource::<super::protocol::Listening>().map(|l| l.0))),
    });
    world.insert_resource(crate::session::talk::Waiting(room));
    let lobby = world.resource::<Lobby>();
    let seated: Vec<&str> = lobby.seats.iter().map(|s| s.name.as_str()).collect();
    let local = |s: &SeatSlot| lobby.options.local.as_ref().is_some_and(|(n, _)| *n == s.name);
    let away: Vec<&str> =
        lobby.seats.iter().filter(|s| s.client.is_none() && !local(s)).map(|s| s.name.as_str()).collect();
    let text = match (lobby.started, away.is_empty()) {
        (false, _) => format!(
            "seated: {} — waiting for {} more (bifronte join THIS-MACHINE --name NAME)",
            seated.join(", "),
            lobby.options.seats - seated.len()
        ),
        (true, true) => format!("the game is on: {}", seated.join(", ")),
        (true, false) => format!("waiting for {} to come back (their seats are kept)", away.join(", ")),
    };
    // Said once: a refused command's word stays until the lobby changes.
    if *said != text {
        *said = text.clone();
        world.insert_resource(crate::session::StatusLine { text: text.into(), error: false, action: None });
    }
}

/// Sends each seat and watcher its model when the table changed since it was last sent.
fn send_models(world: &mut World) {
    if !world.resource::<Lobby>().started {
        // Before the game: the lobby, to everyone, when it changes.
        let lobby = world.resource::<Lobby>();
        // No revision of a table yet: the lobby's own key.
        let key = (u64::MAX, lobby.version);
        if lobby.built_from == Some(key) {
            return;
        }
        let message = ToClient::Lobby {
            seated: lobby.seats.iter().map(|s| s.name.clone()).collect(),
            seats: lobby.options.seats,
        };
        world.resource_mut::<Lobby>().built_from = Some(key);
        world.write_message(ToClients { targets: SendTargets::CLIENTS_ONLY, message });
        return;
    }
    let key = (world.resource::<crate::rules::TableRevision>().0, world.resource::<Lobby>().version);
    if world.resource::<Lobby>().built_from == Some(key) {
        return;
    }
    world.resource_mut::<Lobby>().built_from = Some(key);
    // Each connection: a seat's (seen as its player) or a watcher's (seen as a spectator).
    let lobby = world.resource::<Lobby>();
    let seats = lobby.seats.iter().enumerate().filter_map(|(i, s)| s.client.map(|c| (Slot::Seat(i), c)));
    let watchers = lobby.watchers.iter().enumerate().map(|(i, w)| (Slot::Watcher(i), w.client));
    let targets: Vec<(Slot, Entity)> = seats.chain(watchers).collect();
    let epoch = world.resource::<crate::rules::RulesLog>().epoch;
    let mut later = false;
    for (slot, client) in targets {
        let Some(viewer) = viewer_of(world, slot) else { continue };
        let before = match slot {
            Slot::Seat(i) => world.resource::<Lobby>().seats[i].sent,
            Slot::Watcher(i) => world.resource::<Lobby>().watchers[i].sent,
        };
        // Only the log's new lines go, unless the log was rebuilt since (its epoch).
        let log_from = before.filter(|s| s.epoch == epoch).map_or(0, |s| s.log);
        let mut model = published_from(world, viewer, log_from);
        // What the model says apart from its new log lines, to tell whether it changed.
        let hash = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            let log = std::mem::take(&mut model.log);
            super::protocol::encode(&model).hash(&mut h);
            model.log = log;
            h.finish()
        };
        if model.log.is_empty() && before.is_some_and(|s| s.hash == hash && s.epoch == epoch) {
            continue;
        }
        let message = ToClient::Model { log_from, model: Box::new(model) };
        if !within_budget(world, client, super::protocol::encode(&message).len()) {
            // Sent once the connection has taken in what went before: a frame soon.
            later = true;
            continue;
        }
        let ToClient::Model { model, .. } = &message else { unreachable!("a model") };
        let now = Sent { hash, log: log_from + model.log.len(), epoch };
        let mut lobby = world.resource_mut::<Lobby>();
        match slot {
            Slot::Seat(i) => lobby.seats[i].sent = Some(now),
            Slot::Watcher(i) => lobby.watchers[i].sent = Some(now),
        }
        world.write_message(to(client, message));
    }
    if later {
        world.resource_mut::<Lobby>().built_from = None;
    }
}

/// Whether `bytes` more of models may go to `client` now (and counts them if so). A model is
/// always allowed when nothing has gone for a second, however large.
fn within_budget(world: &mut World, client: Entity, bytes: usize) -> bool {
    let now = std::time::Instant::now();
    world.resource_mut::<Lobby>().model_budget.of(&client, now).take_n_or_all(now, bytes as f64)
}
