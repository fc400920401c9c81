//! A client's window: the table and the overlay of a local game, drawn from the model the host
//! sent for this seat. A client runs no rules kernel: the table and the overlay read the model
//! (`table::ViewedTable`, `table::RemoteModel`) as they read a local seat's view. Its world holds
//! one bare entity per object and hidden card the model shows ([`MirrorPlugin`]), for the
//! table's visuals to be drawn for; nothing of the kernel is forged. What the window asks for
//! goes to the host as a request in the seat's ids; what the host did comes back as the next
//! model.
//!
//! A hidden card has no id a seat knows: its entity is kept by its pile and its place from the
//! bottom (`hidden:Bob:Hand:3`), so a draw takes the top back of a library away and adds one to a
//! hand, and the table moves the one to where the other was.

use std::collections::HashMap;
use std::net::SocketAddr;

use bevy::prelude::*;

use crate::cards::CardDb;
use crate::i18n::Lang;
use crate::net::client::{Connection, JoinOptions, NetClientPlugin};
use crate::net::host::{HostOptions, NetHostPlugin};
use crate::net::protocol::ToHost;
use crate::overlay::{Chat, OverlayPlugin, Say};
use crate::session::{Session, StatusLine};
use crate::table::images::FaceImages;
use crate::table::state::FixedSeat;
use crate::table::viewed::back_key;
use crate::table::visuals::VisualSystems;
use crate::table::{RemoteModel, SeatRequest, TablePlugin};

/// The world of a client: the latest model and an entity for each thing it shows; requests and
/// chat go to the host.
pub struct MirrorPlugin;

impl Plugin for MirrorPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<RemoteModel>()
            .init_resource::<crate::rules::TableRevision>()
            .init_resource::<Chat>()
            .init_resource::<StandIns>()
            .init_resource::<StatusLine>()
            .insert_resource(FixedSeat)
            .add_message::<SeatRequest>()
            .add_message::<Say>()
            .add_message::<crate::overlay::AnswerUndo>()
            .add_message::<crate::overlay::AnswerConsent>()
            .add_message::<crate::session::TableCommand>()
            .init_resource::<crate::overlay::UndoQuestion>()
            .init_resource::<crate::overlay::ConsentQuestion>()
            .add_systems(
                Update,
                // Only when the host said something: a new model, chat, a refusal, a vote.
                mirror
                    .run_if(resource_changed::<Connection>)
                    .after(crate::net::client::ClientSet)
                    .before(crate::table::viewed::view_table)
                    .before(VisualSystems::Sync),
            )
            .add_systems(Last, forward);
    }
}

/// The entities drawn for the model's objects and card backs, by key: an object's id,
/// `hidden:OWNER:ZONE:N`.
#[derive(Resource, Default, Debug)]
pub struct StandIns {
    by_key: HashMap<String, Entity>,
    /// Chat lines already taken from the connection.
    chat: u64,
    /// Refusals already shown.
    refusals: u64,
    /// What the status line last said of the connection.
    said: String,
    /// The whole replay's arrival was said.
    whole_said: bool,
}

impl StandIns {
    /// The entity for a key, if the model shows it.
    pub fn get(&self, key: &str) -> Option<Entity> {
        self.by_key.get(key).copied()
    }
}

/// Keeps the entities equal to the latest model, and says on the status line what the host
/// said (who is seated, a refusal).
fn mirror(world: &mut World) {
    let lang = crate::table::language::Language::of(world);
    status(world);
    let (asked, settled) = {
        let c = world.resource::<Connection>();
        let me = c.seat.clone().unwrap_or_default();
        (
            c.undo_asked.clone().map(|(by, what)| crate::session::talk::UndoAsk { mine: by == me, by, what }),
            c.undo_settled.clone(),
        )
    };
    if world.resource::<crate::overlay::UndoQuestion>().0 != asked {
        world.insert_resource(crate::overlay::UndoQuestion(asked));
    }
    let consent = world.resource::<Connection>().consent_asked.clone();
    if world.resource::<crate::session::talk::ConsentQuestion>().0 != consent {
        world.insert_resource(crate::session::talk::ConsentQuestion(consent));
    }
    if let Some((undone, why)) = settled {
        world.resource_mut::<Connection>().undo_settled = None;
        world.insert_resource(StatusLine { text: why.into(), error: !undone, action: None });
    }
    if !world.resource::<StandIns>().whole_said
        && let Some(kept) = world.resource::<Connection>().whole_replay.clone()
    {
        world.resource_mut::<StandIns>().whole_said = true;
        let status = match kept {
            Ok(path) => StatusLine {
                text: lang.t("status-whole-replay-kept", &[("path", &path.display().to_string())]).into(),
                error: false,
                action: None,
            },
            Err(e) => {
                let text = lang.t("status-whole-replay-not-kept", &[("why", &e.text_in(lang))]);
                StatusLine { text: text.into(), error: true, action: None }
            }
        };
        world.insert_resource(status);
    }
    let (models, model, chat) = {
        let c = world.resource::<Connection>();
        let fresh = c.models != world.resource::<RemoteModel>().version;
        let chat: Vec<(String, String)> = c.chat_after(world.resource::<StandIns>().chat).to_vec();
        let heard = c.heard;
        (c.models, fresh.then(|| c.model.clone()).flatten(), (chat, heard))
    };
    let (chat, heard) = chat;
    if !chat.is_empty() {
        let after = world.resource::<RemoteModel>().model.log.len();
        world.resource_mut::<StandIns>().chat = heard;
        let mut lines = world.resource_mut::<Chat>();
        lines.lines.extend(chat.into_iter().map(|(from, text)| crate::overlay::ui::ChatLine { from, text, after }));
        // The window keeps as many lines as the connection does.
        let extra = lines.lines.len().saturating_sub(crate::net::protocol::MAX_KEPT);
        lines.lines.drain(..extra);
    }
    let Some(mut model) = model else { return };
    let mut keep: HashMap<String, Entity> = HashMap::new();
    let mut stand_in = |world: &mut World, key: String| -> Entity {
        let e = match world.resource::<StandIns>().by_key.get(&key) {
            Some(e) => *e,
            None => world.spawn(Name::new(format!("stand-in {key}"))).id(),
        };
        keep.insert(key, e);
        e
    };
    for o in &mut model.table.objects {
        o.entity = stand_in(world, o.id.clone());
    }
    for h in &mut model.table.hidden {
        // Top first, as the host's piles are.
        h.entities = (0..h.count).rev().map(|n| stand_in(world, back_key(&h.owner, h.zone, n))).collect();
    }
    let by_id: HashMap<&str, Entity> = model.table.objects.iter().map(|o| (o.id.as_str(), o.entity)).collect();
    let arrows: Vec<(Entity, Option<Entity>)> = model
        .table
        .arrows
        .iter()
        .map(|a| {
            let from = by_id.get(a.from_id.as_str()).copied().unwrap_or(Entity::PLACEHOLDER);
            (from, a.to_id.as_ref().and_then(|id| by_id.get(id.as_str()).copied()))
        })
        .collect();
    for (a, (from, to)) in model.table.arrows.iter_mut().zip(arrows) {
        (a.from, a.to) = (from, to);
    }
    let gone: Vec<Entity> =
        world.resource::<StandIns>().by_key.iter().filter(|(k, _)| !keep.contains_key(*k)).map(|(_, e)| *e).collect();
    for e in gone {
        world.despawn(e);
    }
    world.resource_mut::<StandIns>().by_key = keep;
    world.insert_resource(RemoteModel { model, version: models });
    world.resource_mut::<crate::rules::TableRevision>().bump();
}

/// The status line: joining, who is seated, the host's latest refusal (it stays until the
/// connection's state changes).
fn status(world: &mut World) {
    let lang = crate::table::language::Language::of(world);
    let c = world.resource::<Connection>();
    let refused = c.refusals_after(world.resource::<StandIns>().refusals).last().cloned();
    let count = c.refused;
    let text = match (&c.seat, &c.model) {
        (None, _) => lang.t("status-joining", &[("name", &c.options.name)]),
        (Some(_), None) => lang.t("status-seated", &[("players", &c.lobby.join(", "))]),
        (Some(seat), Some(_)) if seat.is_empty() => lang.t("status-watching", &[]),
        (Some(seat), Some(_)) => match c.waiting.last() {
            Some((_, on)) => lang.t("status-waiting-consent", &[("seat", seat), ("on", on)]),
            None => lang.t("status-at-host", &[("seat", seat)]),
        },
    };
    let room = match (&c.seat, &c.model) {
        (Some(_), None) => {
            Some(crate::session::talk::WaitingRoom { seated: c.lobby.clone(), seats: c.seats, join: None })
        }
        _ => None,
    };
    if world.get_resource::<crate::session::talk::Waiting>().is_none_or(|w| w.0 != room) {
        world.insert_resource(crate::session::talk::Waiting(room));
    }
    let mut stand = world.resource_mut::<StandIns>();
    if let Some((_, why)) = refused {
        stand.refusals = count;
        world.insert_resource(StatusLine {
            text: lang.t("status-host-refused", &[("why", &why.to_string())]).into(),
            error: true,
            action: None,
        });
    } else if stand.said != text {
        stand.said = text.clone();
        world.insert_resource(StatusLine { text: text.into(), error: false, action: None });
    }
}

/// The host's own window: its seat is its player's own, and what it asks for, in that seat's
/// ids, takes the admission step a connection's requests take (`net::admit`): translated,
/// authorized, and put to the player whose permanent or game it touches, as across a paper
/// table. The host runs the game; it is not above its rules.
pub struct HostWindowPlugin;

impl Plugin for HostWindowPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(FixedSeat).insert_resource(crate::table::state::HostAdmits).add_systems(
            Update,
            admit_the_window_s_requests
                .after(crate::session::SessionSystems::Commands)
                .before(crate::rules::RulesSystems::Apply),
        );
    }
}

/// Every request the host's window made this frame, to the admission step.
fn admit_the_window_s_requests(world: &mut World) {
    let requests: Vec<SeatRequest> = world.resource_mut::<Messages<SeatRequest>>().drain().collect();
    for SeatRequest(action) in requests {
        crate::net::admit::from_window(world, action);
    }
}

/// What the window asked for goes to the host: requests (in the seat's ids) and chat.
pub(super) fn forward(world: &mut World) {
    let requests: Vec<SeatRequest> = world.resource_mut::<Messages<SeatRequest>>().drain().collect();
    for SeatRequest(action) in requests {
        crate::net::client::request(world, action);
    }
    let said: Vec<Say> = world.resource_mut::<Messages<Say>>().drain().collect();
    for Say(text) in said {
        world.write_message(ToHost::Chat(text));
    }
    // The undo key asks the other players; the question's buttons answer them.
    use crate::net::protocol::UndoVote;
    let commands: Vec<crate::session::TableCommand> =
        world.resource_mut::<Messages<crate::session::TableCommand>>().drain().collect();
    for c in commands {
        use crate::net::protocol::MatchAnswer;
        use crate::session::TableCommand;
        match c {
            TableCommand::Undo => _ = world.write_message(ToHost::Undo(UndoVote::Ask)),
            // A match's answers: the host knows whose seat this is.
            TableCommand::ChooseFirst { first, .. } => {
                _ = world.write_message(ToHost::Match(MatchAnswer::FirstTurn(first)))
            }
            TableCommand::Sideboard { deck, .. } => {
                _ = world.write_message(ToHost::Match(MatchAnswer::Sideboard(deck)))
            }
            _ => {}
        }
    }
    let answers: Vec<crate::overlay::AnswerUndo> =
        world.resource_mut::<Messages<crate::overlay::AnswerUndo>>().drain().collect();
    for crate::overlay::AnswerUndo(yes) in answers {
        world.resource_mut::<Connection>().undo_asked = None;
        world.write_message(ToHost::Undo(if yes { UndoVote::Accept } else { UndoVote::Decline }));
    }
    let answers: Vec<crate::session::talk::AnswerConsent> =
        world.resource_mut::<Messages<crate::session::talk::AnswerConsent>>().drain().collect();
    for a in answers {
        crate::net::client::answer_consent(world, a.id, a.accept);
    }
}

/// `bifronte join` with a window: the table seated at this player's seat, on the host's model.
/// With `shot`, it saves a screenshot once the host's model is in and the table has settled,
/// after pressing its keys.
pub fn client_window(
    lang: Lang,
    host: SocketAddr,
    options: JoinOptions,
    (db, pictures): (CardDb, FaceImages),
    shot: Option<(std::path::PathBuf, Option<String>)>,
) -> AppExit {
    let title = match options.spectate {
        true => lang.t("title-watching", &[("host", &host.to_string())]),
        false => lang.t("title-joined", &[("name", &options.name), ("host", &host.to_string())]),
    };
    let mut app = App::new();
    let mut session = Session::default();
    session.autosave = None;
    app.add_plugins(crate::table::window_plugins(&title, (1600, 900)))
        .insert_resource(db)
        .insert_resource(pictures)
        .insert_resource(session)
        .insert_resource(crate::table::power::networked_window_settings(crate::net::WINDOW_POLL))
        .add_plugins((MirrorPlugin, TablePlugin, OverlayPlugin));
    crate::net::transport::add_network_plugins(&mut app);
    app.add_plugins((NetClientPlugin(options), crate::net::transport::LinkPlugin));
    app.add_systems(Update, say_link_refusal.run_if(resource_changed::<crate::net::transport::Link>));
    app.add_systems(Startup, move |world: &mut World| crate::net::transport::connect(world, host));
    if let Some((out, keys)) = shot
        && let Err(exit) = super::window_shot(&mut app, out, keys)
    {
        return exit;
    }
    app.run()
}

/// The host's desk refused this player (a wrong password): the status line says so, and stays.
/// Told to ask again later, it says when.
fn say_link_refusal(
    language: Option<Res<crate::table::language::Language>>,
    link: Res<crate::net::transport::Link>,
    mut status: ResMut<StatusLine>,
    mut said: Local<bool>,
    mut later: Local<Option<std::time::Instant>>,
) {
    let lang = language.map_or_else(crate::i18n::Lang::default, |l| l.0);
    if let Some(why) = &link.refused
        && !*said
    {
        *said = true;
        let text = lang.t("status-table-refused", &[("host", &link.host.to_string()), ("why", &why.to_string())]);
        *status = StatusLine { text: text.into(), error: true, action: None };
    } else if let Some((at, why)) = &link.later
        && *later != Some(*at)
    {
        *later = Some(*at);
        let secs = at.saturating_duration_since(std::time::Instant::now()).as_secs() + 1;
        let text = lang.t(
            "status-asking-again",
            &[("host", &link.host.to_string()), ("why", &why.to_string()), ("secs", &secs.to_string())],
        );
        *status = StatusLine { text: text.into(), error: false, action: None };
    }
}

/// `bifronte host` with a window: a local table seated at the host's own seat (the first), with
/// the host's side of network play beside it, listening on `port` (UDP, and TCP for the desk). The window's requests take
/// the admission step a connection's take ([`HostWindowPlugin`]).
/// With `resume`, it goes on with the game in that save. With `shot`, it saves a screenshot once
/// the game is on and the table has settled.
pub fn host_window(
    lang: Lang,
    options: HostOptions,
    (port, resume): (u16, Option<std::path::PathBuf>),
    (db, pictures): (CardDb, FaceImages),
    shot: Option<std::path::PathBuf>,
) -> AppExit {
    let name = options.local.as_ref().map_or_else(String::new, |(n, _)| n.clone());
    let title = lang.t("title-hosting", &[("name", &name), ("port", &port.to_string())]);
    let seats = options.seats;
    let mut app = App::new();
    app.add_plugins(crate::table::window_plugins(&title, (1600, 900)))
        .insert_resource(db)
        .insert_resource(pictures)
        .insert_resource(crate::net::host::host_session())
        .insert_resource(crate::table::power::networked_window_settings(crate::net::WINDOW_POLL))
        .add_plugins(crate::app::BifrontePlugins)
        .init_resource::<Chat>()
        .init_resource::<crate::overlay::UndoQuestion>()
        .add_plugins(HostWindowPlugin);
    crate::net::transport::add_network_plugins(&mut app);
    app.add_plugins(NetHostPlugin(options));
    app.add_systems(Startup, move |world: &mut World| {
        if let Some(save) = &resume {
            match crate::net::host::resume(world, save) {
                Ok(names) => info!("resuming {}: seats kept for {}", save.display(), names.join(", ")),
                Err(e) => {
                    error!("can't resume: {e}");
                    world.write_message(AppExit::error());
                    return;
                }
            }
        }
        let password = world.resource::<crate::net::host::Lobby>().options.password.clone();
        match crate::net::transport::serve(world, port, seats + 8, password) {
            Ok(addr) => info!("hosting a {seats}-seat table on port {} (UDP and TCP)", addr.port()),
            Err(e) => {
                error!("can't host: {e}");
                world.write_message(AppExit::error());
            }
        }
    });
    if let Some(out) = shot {
        std::fs::remove_file(&out).ok();
        app.insert_resource(crate::table::ShotRequest::of_window(out, crate::table::WINDOW_SHOT_SETTLE));
    }
    app.run()
}
