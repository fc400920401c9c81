//! `bifronte host` and `bifronte join`: network play on renet's netcode (UDP).

use std::io::BufRead;
use std::path::PathBuf;
use std::time::Duration;

use bevy::app::ScheduleRunnerPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use crate::app::HeadlessPlugins;
use crate::cards::CardDb;
use crate::i18n::{t, tr};
use crate::net::client::{Connection, JoinOptions, NetClientPlugin};
use crate::net::host::{HostOptions, NetHostPlugin};
use crate::net::protocol::{ToHost, UndoVote};
use crate::net::transport;
use crate::rules::Action;
use crate::server::client::address;
use crate::table::images::FaceImages;
use crate::view::seat::SeatModel;

/// `bifronte host ...`.
#[derive(clap::Args, Debug, PartialEq)]
pub struct HostArgs {
    /// The host's decklist (default: a shipped sample deck).
    pub deck: Option<PathBuf>,
    /// The UDP port to listen on.
    #[arg(long, default_value_t = crate::net::protocol::DEFAULT_PORT)]
    pub port: u16,
    /// The password players must give to join.
    #[arg(long)]
    pub password: Option<String>,
    /// Seats at the table (the game starts when all are taken).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=8))]
    pub players: u8,
    /// Run without a window or a seat of the host's own: a server.
    #[arg(long)]
    pub headless: bool,
    /// The host's name at the table (with a window).
    #[arg(long, default_value = "Host")]
    pub name: String,
    /// The shuffles' seed (default: a random one; it never leaves the host).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Save a screenshot of the window to this PNG once the game is on and the table has
    /// settled, then exit.
    #[arg(long, value_name = "PNG", conflicts_with = "headless")]
    pub shot: Option<PathBuf>,
    /// Spectators are judges: they see everything, hands and libraries included.
    #[arg(long)]
    pub judges: bool,
    /// A free table: the players run the turn by hand (no priority, combat or mana checks).
    #[arg(long)]
    pub free: bool,
    /// Spectators may not watch.
    #[arg(long, conflicts_with = "judges")]
    pub no_spectators: bool,
    /// Run as a table of `bifronte serve` (with --headless): reports on standard output,
    /// commands on standard input, the password's hash from the environment.
    #[arg(long, requires = "headless")]
    pub served: bool,
    /// A chess clock the host keeps ("25m+5s"): each player's time runs while they hold
    /// priority; at zero they lose.
    #[arg(long, value_name = "TIME[+INC]", value_parser = crate::session::clock::parse_clock, conflicts_with = "free")]
    pub clock: Option<(std::time::Duration, std::time::Duration)>,
    /// A match: "bo3" (games to two wins, sideboarding between them, the loser choosing who
    /// takes the first turn, 103.1), or "bo1", "bo5".
    #[arg(long = "match", value_name = "boN", value_parser = super::args::parse_best_of)]
    pub series: Option<u32>,
    /// Go on with a game from a save: the host's autosave when no file is given (after the
    /// host stopped; players rejoin under their names). Its players decide the seats.
    #[arg(long, value_name = "SAVE")]
    pub resume: Option<Option<PathBuf>>,
}

/// `bifronte join ...`.
#[derive(clap::Args, Debug, PartialEq)]
pub struct JoinArgs {
    /// The host: HOST:PORT, or HOST on the default port.
    pub addr: String,
    /// The name to play under.
    #[arg(long)]
    pub name: String,
    /// Your decklist (default: a shipped sample deck).
    #[arg(long)]
    pub deck: Option<PathBuf>,
    /// The game's password.
    #[arg(long)]
    pub password: Option<String>,
    /// Watch the game instead of playing (only public information reaches you).
    #[arg(long)]
    pub spectate: bool,
    /// No window: print the table as text and read actions (as scenes write them, with your
    /// seat's ids) or `say TEXT` from standard input.
    #[arg(long)]
    pub text: bool,
    /// Save a screenshot of the window to this PNG once the host's model is in and the table
    /// has settled, then exit.
    #[arg(long, value_name = "PNG", conflicts_with = "text")]
    pub shot: Option<PathBuf>,
    /// ADDR is a server (`bifronte serve`): find the table in this room.
    #[arg(long)]
    pub room: Option<String>,
    /// The served table to join, by its number or name in the room's list.
    #[arg(long, requires = "room", conflicts_with = "create")]
    pub table: Option<String>,
    /// Open a new table in the room under this name, and join it (locked with --password).
    #[arg(long, value_name = "NAME", requires = "room")]
    pub create: Option<String>,
    /// The seats of a table opened with --create.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=8))]
    pub seats: u8,
    /// ADDR is a server: fetch the whole replay of the game you (--name) played at this table
    /// (its number), once it is over, proving your seat with the token this program kept; the
    /// file's path is printed.
    #[arg(long, value_name = "TABLE", conflicts_with_all = ["room", "text", "shot", "spectate"])]
    pub replay: Option<u64>,
    /// What the seat's rejoin token is kept under (a served table's: the server and the table's
    /// number, so a port used again by another table doesn't mix them up).
    #[arg(skip)]
    pub token_key: Option<String>,
}

/// `bifronte host`: a window seated at the host's seat, or a server (`--headless`).
pub fn host(h: HostArgs, db: CardDb, pictures: FaceImages) -> i32 {
    let name = (!h.headless).then_some(h.name);
    let options = match host_options(h.deck.as_ref(), h.players.into(), h.password, name, h.seed) {
        Ok(options) => HostOptions {
            judges: h.judges,
            spectators: !h.no_spectators,
            seats_file: Some(seats_file()),
            mode: if h.free { crate::rules::RulesMode::Free } else { crate::rules::RulesMode::Assisted },
            clock: h.clock,
            best_of: h.series,
            ..options
        },
        Err(e) => {
            super::fail(e);
            return 2;
        }
    };
    let resume = h
        .resume
        .map(|file| file.unwrap_or_else(|| crate::net::host::host_session().autosave.expect("an autosave path")));
    if h.served {
        let key = std::env::var(crate::server::report::KEY_VAR).ok().filter(|k| !k.is_empty());
        let options = HostOptions { password: key.or(options.password.clone()), ..options };
        return host_headless(db, options, h.port, resume.as_deref(), true);
    }
    if h.headless {
        return host_headless(db, options, h.port, resume.as_deref(), false);
    }
    exit_code(crate::app::window::host_window(options, (h.port, resume), (db, pictures), h.shot))
}

/// `bifronte join SERVER --replay TABLE --name NAME`: the whole replay of a finished served
/// game, fetched from the server with the seat's kept token.
fn fetch_replay(j: &JoinArgs, table: u64) -> Result<PathBuf, String> {
    let server = address(&j.addr)?;
    let key = crate::server::client::served_token_key(server, table);
    let tokens = tokens_file();
    let token = crate::net::client::TokenStore::get(&tokens, &key, &j.name).ok_or_else(|| {
        let (table, server, file) = (table.to_string(), server.to_string(), tokens.display().to_string());
        t("cli-no-token", &[("name", &j.name), ("table", &table), ("server", &server), ("file", &file)])
    })?;
    let base: String = j.name.chars().take(crate::server::protocol::MAX_NAME - 10).collect();
    let lobby = crate::server::client::LobbyClient::connect(
        server,
        &format!("{} (replay)", base.trim()),
        &crate::server::identity::KnownServers::users(),
    )?;
    lobby.fetch_replay(table, &j.name, token, &crate::net::seat_replay::seat_replays_dir(&tokens))
}

/// `bifronte join`: a window, or the text client (`--text`).
pub fn join(mut j: JoinArgs, db: CardDb, pictures: FaceImages) -> i32 {
    if let Some(table) = j.replay {
        return match fetch_replay(&j, table) {
            Ok(path) => {
                println!("{}", path.display());
                0
            }
            Err(e) => {
                super::fail(e);
                2
            }
        };
    }
    if let Some(room) = j.room.clone() {
        let password = j
            .password
            .clone()
            .or_else(|| std::env::var(crate::server::client::PASSWORD_VAR).ok().filter(|p| !p.is_empty()));
        let create = j.create.as_deref().map(|n| (n, j.seats));
        let found = address(&j.addr).and_then(|server| {
            crate::cli::serve::locate_table(server, &j.name, &room, j.table.as_deref(), create, password.as_deref())
        });
        match found {
            Ok((table, id, key)) => {
                eprintln!("{}", t("cli-table-is-at", &[("table", &table.to_string())]));
                j.token_key = address(&j.addr).ok().map(|server| crate::server::client::served_token_key(server, id));
                j.addr = table.to_string();
                j.password = key;
            }
            Err(e) => {
                super::fail(e);
                return 2;
            }
        }
    }
    if j.text {
        return join_text(&j.addr, j.name, j.deck.as_ref(), j.password, j.spectate, j.token_key);
    }
    let (host, deck) = match address(&j.addr).and_then(|a| Ok((a, read_deck(j.deck.as_ref())?))) {
        Ok(x) => x,
        Err(e) => {
            super::fail(e);
            return 2;
        }
    };
    let keep = Some((tokens_file(), j.token_key.unwrap_or_else(|| host.to_string())));
    let options = JoinOptions { name: j.name, deck, password: j.password, spectate: j.spectate, keep };
    exit_code(crate::app::window::client_window(host, options, (db, pictures), j.shot))
}

/// Where a host keeps its seats' rejoin tokens: beside its autosave.
pub fn seats_file() -> PathBuf {
    crate::session::data_dir().join("host").join("seats.ron")
}

/// Where a player keeps its rejoin tokens, one per host and name.
pub fn tokens_file() -> PathBuf {
    crate::session::data_dir().join("join").join("tokens.ron")
}

fn exit_code(exit: AppExit) -> i32 {
    match exit {
        AppExit::Success => 0,
        AppExit::Error(_) => 1,
    }
}

/// The text client's frame rate (the headless host wakes on packets instead,
/// `transport::host_runner`).
const TEXT_CLIENT_HZ: f64 = 60.0;

fn read_deck(deck: Option<&PathBuf>) -> Result<Option<String>, String> {
    let resolve = |p: &PathBuf| crate::cards::decks::resolve(p, &crate::cards::decks::decks_dir());
    deck.map(|p| crate::cards::decklist::read_deck_text(&resolve(p)).map(|(text, _)| text)).transpose()
}

/// `bifronte host --headless`: a host with no window; it runs until interrupted. With `resume`,
/// it goes on with the game in that save; `served`, as a table of `bifronte serve`.
pub fn host_headless(
    db: CardDb,
    options: HostOptions,
    port: u16,
    resume: Option<&std::path::Path>,
    served: bool,
) -> i32 {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .set_runner(transport::host_runner)
        .add_plugins((StatesPlugin, crate::net::noise::log_plugin()))
        .insert_resource(db)
        .insert_resource(crate::net::host::host_session())
        .add_plugins(HeadlessPlugins);
    transport::add_network_plugins(&mut app);
    let seats = options.seats;
    app.add_plugins(NetHostPlugin(options));
    if served {
        app.add_plugins(crate::net::served::ServedPlugin);
    }
    app.finish();
    app.cleanup();
    crate::app::run_on_one_thread(&mut app);
    if let Some(save) = resume {
        match crate::net::host::resume(app.world_mut(), save) {
            Ok(names) => {
                let (file, names) = (save.display().to_string(), names.join(", "));
                eprintln!("{}", t("cli-resuming", &[("file", &file), ("names", &names)]))
            }
            Err(e) => {
                super::fail(t("cli-cannot-resume", &[("why", &e.to_string())]));
                return 2;
            }
        }
    }
    let password = app.world().resource::<crate::net::host::Lobby>().options.password.clone();
    match transport::serve(app.world_mut(), port, seats + 8, password) {
        Ok(addr) => {
            let (seats, port) = (seats.to_string(), addr.port().to_string());
            eprintln!("{}", t("cli-hosting", &[("seats", &seats), ("port", &port)]))
        }
        Err(e) => {
            super::fail(t("cli-cannot-host", &[("why", &e.to_string())]));
            return 2;
        }
    }
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(_) => 1,
    }
}

/// The options a host command line gives.
pub fn host_options(
    deck: Option<&PathBuf>,
    players: usize,
    password: Option<String>,
    name: Option<String>,
    seed: Option<u64>,
) -> Result<HostOptions, String> {
    let local = match name {
        Some(n) => Some((n, read_deck(deck)?)),
        None => None,
    };
    Ok(HostOptions { seats: players, password, local, seed, ..HostOptions::default() })
}

/// `bifronte join`: a text client. It prints the table as its seat sees it whenever it
/// changes, and reads requests from standard input, one a line: an action as a scene writes it
/// (`Draw(player: "Bob")`, with this seat's ids), `say TEXT` to chat, `allow` / `decline`
/// to answer another player's asking to act on what is this seat's, `undo` to ask to undo the
/// last action and `undo yes` / `undo no` to answer. It says what it didn't send and why, and
/// stops (exit code 3) once the host refused it.
pub fn join_text(
    addr: &str,
    name: String,
    deck: Option<&PathBuf>,
    password: Option<String>,
    spectate: bool,
    token_key: Option<String>,
) -> i32 {
    let host = match address(addr) {
        Ok(a) => a,
        Err(e) => {
            super::fail(e);
            return 2;
        }
    };
    let deck = match read_deck(deck) {
        Ok(d) => d,
        Err(e) => {
            super::fail(e);
            return 2;
        }
    };
    let mut app = App::new();
    app.add_plugins(MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_secs_f64(1.0 / TEXT_CLIENT_HZ))))
        .add_plugins(StatesPlugin);
    transport::add_network_plugins(&mut app);
    let keep = Some((tokens_file(), token_key.unwrap_or_else(|| host.to_string())));
    app.add_plugins(NetClientPlugin(JoinOptions { name, deck, password, spectate, keep }));
    app.add_plugins(transport::LinkPlugin);
    app.finish();
    app.cleanup();
    crate::app::run_on_one_thread(&mut app);
    if let Err(e) = transport::connect(app.world_mut(), host) {
        super::fail(t("cli-cannot-join", &[("why", &e.to_string())]));
        return 2;
    }
    let (tx, rx) = std::sync::mpsc::channel::<Result<String, String>>();
    std::thread::spawn(move || read_lines(std::io::stdin().lock(), &tx));
    app.insert_resource(Stdin(std::sync::Mutex::new(rx)))
        .init_resource::<Printed>()
        .add_systems(Update, (read_stdin, print_changes, leave_when_refused));
    eprintln!("{}", t("cli-joining", &[("host", &host.to_string())]));
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => i32::from(code.get()),
    }
}

/// Reads `input` a line at a time and hands each over; a line that isn't UTF-8 is handed over
/// as an error to print (where its first bad byte is), and reading goes on.
pub fn read_lines(mut input: impl BufRead, out: &std::sync::mpsc::Sender<Result<String, String>>) {
    let mut line = Vec::new();
    let mut n = 0usize;
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => n += 1,
        }
        let text = match std::str::from_utf8(&line) {
            Ok(t) => Ok(t.to_string()),
            Err(e) => {
                let (line, byte) = (n.to_string(), (e.valid_up_to() + 1).to_string());
                Err(t("cli-line-not-utf8", &[("line", &line), ("byte", &byte)]))
            }
        };
        if out.send(text).is_err() {
            return;
        }
    }
}

#[derive(Resource)]
struct Stdin(std::sync::Mutex<std::sync::mpsc::Receiver<Result<String, String>>>);

#[derive(Resource, Default)]
struct Printed {
    /// When the last chat lines were sent (the last second's).
    said: Vec<std::time::Instant>,
    left: bool,
    undo_asked: Option<(String, String)>,
    undo_settled: Option<(bool, String)>,
    whole_replay: Option<Result<std::path::PathBuf, String>>,
    models: u64,
    refusals: u64,
    asked: Option<u64>,
    waiting: usize,
    chat: u64,
    lobby: Vec<String>,
}

fn read_stdin(world: &mut World) {
    let lines: Vec<Result<String, String>> =
        world.resource::<Stdin>().0.lock().map(|rx| rx.try_iter().collect()).unwrap_or_default();
    for line in lines {
        let line = match line {
            Ok(line) => line,
            Err(why) => {
                eprintln!("{why}");
                continue;
            }
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let connected = world
            .get_resource::<State<bevy_replicon::prelude::ClientState>>()
            .is_some_and(|s| *s.get() == bevy_replicon::prelude::ClientState::Connected);
        if !connected {
            eprintln!("{}", t("cli-not-connected", &[("line", line)]));
            continue;
        }
        if let Some(text) = line.strip_prefix("say ") {
            match text_client_chat(world, text) {
                Ok(()) => _ = world.write_message(ToHost::Chat(text.to_string())),
                Err(why) => eprintln!("{why}"),
            }
            continue;
        }
        if let Some(vote) = undo_command(line) {
            let asked = world.resource::<Connection>().undo_asked.is_some();
            match vote {
                UndoVote::Ask if asked => eprintln!("{}", tr("cli-undo-already-asked")),
                UndoVote::Accept | UndoVote::Decline if !asked => eprintln!("{}", tr("cli-nobody-asks-undo")),
                _ => _ = world.write_message(ToHost::Undo(vote)),
            }
            continue;
        }
        if let Some(said) = world.resource::<Connection>().model.as_ref().and_then(|m| turn_shorthand(line, m)) {
            match said {
                Ok(a) => _ = crate::net::client::request(world, a),
                Err(why) => eprintln!("{why}"),
            }
            continue;
        }
        if let Some(said) =
            world.resource::<Connection>().model.as_ref().and_then(|m| super::match_words::match_command(line, m))
        {
            match said {
                Ok(answer) => _ = world.write_message(ToHost::Match(answer)),
                Err(why) => eprintln!("{why}"),
            }
            continue;
        }
        if line == "allow" || line == "decline" {
            match world.resource::<Connection>().consent_asked.as_ref().map(|(id, ..)| *id) {
                Some(id) => crate::net::client::answer_consent(world, id, line == "allow"),
                None => eprintln!("{}", tr("cli-nobody-asking")),
            }
            continue;
        }
        match crate::format::ron_options().from_str::<Action>(line) {
            Ok(a) => {
                let size = crate::net::protocol::encode(&ToHost::Request { seq: u64::MAX, action: a.clone() }).len();
                if size > crate::net::protocol::MAX_CLIENT_MESSAGE {
                    let (size, most) = (size.to_string(), crate::net::protocol::MAX_CLIENT_MESSAGE.to_string());
                    eprintln!("{}", t("cli-request-too-big", &[("size", &size), ("most", &most)]));
                    continue;
                }
                _ = crate::net::client::request(world, a)
            }
            Err(e) => eprintln!("{}", t("cli-not-an-action", &[("why", &e.to_string())])),
        }
    }
}

/// The text client's words for the turn at an assisted table, for the seat in `m`: `pass`
/// (117.3d); `attack ID[>TARGET] ...` (508.1; TARGET a player, planeswalker or battle, by
/// default the one opponent; `attack` alone: no attackers); `block BLOCKER>ATTACKER ...`
/// (509.1; `block` alone: no blockers); `tap ID [MANA]` (a mana ability, 605); `play ID` (a
/// land, 305.1); `order N N ...` (603.3b: the seat's triggered abilities as the table numbers
/// them, first to resolve first); `cast ID [TARGET ...]` (601.2c: a spell and its targets, ids
/// or players' names, in the order its text names them); `target TARGET ...` (603.3d: the
/// targets of the seat's triggered ability the table asks about); `yes` / `no` (603.5: whether
/// the seat's optional ability the table asks about does what it says). `None`: not one
/// of these words; any other line is read as an action.
pub fn turn_shorthand(line: &str, m: &SeatModel) -> Option<Result<Action, String>> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let rest: Vec<&str> = words.collect();
    let me = m.seat.clone();
    if me.is_empty()
        && matches!(first, "pass" | "attack" | "block" | "tap" | "order" | "cast" | "target" | "yes" | "no")
    {
        return Some(Err(tr("cli-spectator-doesnt-play")));
    }
    Some(Ok(match first {
        "pass" if rest.is_empty() => Action::PassPriority { player: me.into(), until: None },
        "attack" => {
            let opponents: Vec<&String> = m.players.iter().filter(|p| **p != me).collect();
            let mut attackers = Vec::new();
            for w in rest {
                let (id, at) = match w.split_once('>') {
                    Some((id, at)) => (id, at.to_string()),
                    None if opponents.len() == 1 => (w, opponents[0].clone()),
                    None => return Some(Err(t("cli-attack-whom", &[("id", w)]))),
                };
                let target = match m.players.iter().find(|p| p.eq_ignore_ascii_case(&at)) {
                    Some(p) => crate::rules::Target::Player(p.clone().into()),
                    None => crate::rules::Target::Object(at),
                };
                attackers.push((id.to_string(), target));
            }
            Action::DeclareAttackers { player: me.into(), attackers }
        }
        "block" => {
            let mut blockers = Vec::new();
            for w in rest {
                match w.split_once('>') {
                    Some((b, a)) => blockers.push((b.to_string(), a.to_string())),
                    None => return Some(Err(t("cli-block-which", &[("id", w)]))),
                }
            }
            Action::DeclareBlockers { player: me.into(), blockers }
        }
        "play" if rest.len() == 1 => Action::PlayLand(rest[0].to_string()),
        "order" if !rest.is_empty() => {
            let mut order = Vec::new();
            for w in rest {
                match w.parse::<u32>() {
                    Ok(n) if n >= 1 => order.push(n - 1),
                    _ => return Some(Err(t("cli-order-which", &[("word", w)]))),
                }
            }
            Action::OrderTriggers { player: me.into(), order }
        }
        // 601.2c: `cast ID TARGET ...`, each target an id or a player's name, in the order the
        // card's text names them.
        "cast" if !rest.is_empty() => Action::cast_targeting(rest[0], targets_named(&rest[1..], m)),
        // 603.3d: the targets of the triggered ability the table asks the seat about.
        // 603.5: whether the seat's optional ability does what it says.
        "yes" | "no" if rest.is_empty() => match m.table.deciding.as_ref() {
            Some(d) => Action::ChooseMay { player: me.into(), ability: d.ability.clone(), yes: first == "yes" },
            None => return Some(Err(tr("cli-no-choice-asked"))),
        },
        "target" if !rest.is_empty() => match m.table.targeting.as_ref() {
            Some(c) => Action::ChooseTargets {
                player: me.into(),
                ability: c.ability.clone(),
                targets: targets_named(&rest, m),
            },
            None => return Some(Err(tr("cli-no-targets-asked"))),
        },
        "tap" if !rest.is_empty() && rest.len() <= 2 => {
            Action::TapForMana { card: rest[0].to_string(), mana: rest.get(1).map(|m| m.to_string()) }
        }
        _ => return None,
    }))
}

/// Targets written as ids or players' names.
fn targets_named(words: &[&str], m: &SeatModel) -> Vec<crate::rules::Target> {
    words
        .iter()
        .map(|w| match m.players.iter().find(|p| p.eq_ignore_ascii_case(w)) {
            Some(p) => crate::rules::Target::Player(p.clone().into()),
            None => crate::rules::Target::Object(w.to_string()),
        })
        .collect()
}

/// `undo` asks the other players to undo the last action; `undo yes` / `undo no` answer.
pub fn undo_command(line: &str) -> Option<UndoVote> {
    match line.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["undo"] => Some(UndoVote::Ask),
        ["undo", "yes"] => Some(UndoVote::Accept),
        ["undo", "no"] => Some(UndoVote::Decline),
        _ => None,
    }
}

/// Whether the text client sends a chat line: the host drops lines past its rate, so the
/// client says so instead of sending them.
fn text_client_chat(world: &mut World, text: &str) -> Result<(), String> {
    use crate::net::protocol::{MAX_CHAT, MAX_CHAT_PER_SECOND};
    let mut printed = world.resource_mut::<Printed>();
    let now = std::time::Instant::now();
    printed.said.retain(|t| now.duration_since(*t) < Duration::from_secs(1));
    if printed.said.len() as u32 >= MAX_CHAT_PER_SECOND {
        return Err(t("cli-chat-rate", &[("n", &MAX_CHAT_PER_SECOND.to_string())]));
    }
    printed.said.push(now);
    if text.chars().count() > MAX_CHAT {
        eprintln!("{}", t("cli-chat-cut", &[("n", &MAX_CHAT.to_string())]));
    }
    Ok(())
}

/// The text client stops once the host refused it (a wrong password, a name taken, the table
/// full): nothing more would come.
fn leave_when_refused(
    c: Res<Connection>,
    link: Option<Res<transport::Link>>,
    mut exit: MessageWriter<AppExit>,
    mut printed: ResMut<Printed>,
) {
    if printed.left {
        return;
    }
    let refused = link.as_ref().and_then(|l| l.refused.clone()).or_else(|| c.ended.clone());
    if let Some(why) = refused {
        printed.left = true;
        eprintln!("{}", t("cli-host-refused", &[("why", &why.to_string())]));
        exit.write(AppExit::from_code(3));
    }
}

fn print_changes(c: Res<Connection>, mut printed: ResMut<Printed>) {
    if c.lobby != printed.lobby && c.model.is_none() {
        printed.lobby = c.lobby.clone();
        println!("{}", t("cli-seated", &[("names", &c.lobby.join(", "))]));
    }
    for (from, text) in c.chat_after(printed.chat) {
        println!("{from}: {text}");
    }
    printed.chat = c.heard;
    for (seq, why) in c.refusals_after(printed.refusals) {
        println!("{}", t("cli-refused", &[("seq", &seq.to_string()), ("why", &why.to_string())]));
    }
    printed.refusals = c.refused;
    if let Some((id, by, what)) = &c.consent_asked
        && printed.asked != Some(*id)
    {
        println!("{}", t("cli-asks-consent", &[("by", &by.to_string()), ("what", &what.to_string())]));
    }
    printed.asked = c.consent_asked.as_ref().map(|(id, ..)| *id);
    if c.waiting.len() > printed.waiting
        && let Some((seq, on)) = c.waiting.last()
    {
        println!("{}", t("cli-waiting-consent", &[("seq", &seq.to_string()), ("on", &on.to_string())]));
    }
    printed.waiting = c.waiting.len();
    if c.undo_asked != printed.undo_asked {
        if let Some((by, what)) = &c.undo_asked {
            println!("{}", t("cli-asks-undo", &[("by", &by.to_string()), ("what", &what.to_string())]));
        }
        printed.undo_asked = c.undo_asked.clone();
    }
    if printed.whole_replay != c.whole_replay
        && let Some(kept) = &c.whole_replay
    {
        printed.whole_replay = c.whole_replay.clone();
        match kept {
            Ok(path) => println!("{}", t("cli-replay-kept", &[("file", &path.display().to_string())])),
            Err(e) => println!("{}", t("cli-replay-not-kept", &[("why", &e.to_string())])),
        }
    }
    if c.undo_settled != printed.undo_settled {
        if let Some((_, why)) = &c.undo_settled {
            println!("{}", t("cli-undo-settled", &[("why", &why.to_string())]));
        }
        printed.undo_settled = c.undo_settled.clone();
    }
    if c.models != printed.models
        && let Some(m) = &c.model
    {
        printed.models = c.models;
        let you = if m.seat.is_empty() { tr("cli-watching") } else { m.seat.clone() };
        let turn = m.turn.to_string();
        let words = [("turn", turn.as_str()), ("active", &m.active), ("step", &m.step), ("you", &you)];
        println!("{}", t("cli-turn-line", &words));
        print!("{}", m.table);
        if let Some(last) = m.log.last() {
            println!("{}", t("cli-last-log", &[("line", &last.text)]));
        }
        if let Some(words) = super::match_words::match_words(m) {
            println!("{words}");
        }
        if let Some(times) = &c.clock {
            let each: Vec<String> = times
                .iter()
                .map(|(p, s)| format!("{p} {}", crate::session::clock::clock_words(Duration::from_secs(u64::from(*s)))))
                .collect();
            println!("{}", t("cli-clock", &[("times", &each.join(", "))]));
        }
        if let Some(p) = m.table.players.iter().find(|p| p.priority) {
            match p.name == m.seat {
                true => println!("▶ {}", tr("cli-your-priority")),
                false => println!("▶ {}", t("cli-has-priority", &[("name", &p.name)])),
            }
        } else if m.table.declaring.contains(&m.seat) {
            let what = if m.turn_step == crate::rules::game::TurnStep::DeclareAttackers {
                "cli-declare-attackers"
            } else {
                "cli-declare-blockers"
            };
            println!("▶ {}", tr(what));
        } else if !m.table.declaring.is_empty() {
            println!("▶ {}", t("cli-waiting-for-declaration", &[("names", &m.table.declaring.join(", "))]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_isn_t_utf8_is_reported_with_its_place_and_reading_goes_on() {
        let input: &[u8] = b"say hi\nsay h\xffi\nundo\n";
        let (tx, rx) = std::sync::mpsc::channel();
        read_lines(input, &tx);
        let got: Vec<Result<String, String>> = rx.try_iter().collect();
        assert_eq!(got.len(), 3, "{got:?}");
        assert_eq!(got[0], Ok("say hi\n".to_string()));
        assert_eq!(got[1], Err("line 2: not UTF-8 (byte 6 of the line); ignored".to_string()));
        assert_eq!(got[2], Ok("undo\n".to_string()));
    }

    #[test]
    fn the_text_client_asks_for_and_answers_an_undo() {
        assert_eq!(undo_command("undo"), Some(UndoVote::Ask));
        assert_eq!(undo_command("undo  yes"), Some(UndoVote::Accept));
        assert_eq!(undo_command("undo no"), Some(UndoVote::Decline));
        assert_eq!(undo_command("undo maybe"), None);
        assert_eq!(undo_command("Draw(player: \"Bob\")"), None);
    }

    #[test]
    fn the_text_client_passes_attacks_blocks_and_taps_in_a_few_words() {
        let m = SeatModel { seat: "Alice".into(), players: vec!["Alice".into(), "Bob".into()], ..Default::default() };
        let said = |line: &str| turn_shorthand(line, &m).map(|r| r.map(|a| crate::format::compact_ron(&a)));
        assert_eq!(said("pass"), Some(Ok(r#"PassPriority(player:"Alice")"#.into())));
        assert_eq!(
            said("attack bears elf>gideon"),
            Some(Ok(r#"DeclareAttackers(player:"Alice",attackers:[("bears","Bob"),("elf","gideon")])"#.into()))
        );
        assert_eq!(said("attack"), Some(Ok(r#"DeclareAttackers(player:"Alice",attackers:[])"#.into())));
        assert_eq!(
            said("block wall>bears"),
            Some(Ok(r#"DeclareBlockers(player:"Alice",blockers:[("wall","bears")])"#.into()))
        );
        assert!(matches!(said("block wall"), Some(Err(_))));
        assert_eq!(said("tap taiga {G}"), Some(Ok(r#"TapForMana(card:"taiga",mana:"{G}")"#.into())));
        assert_eq!(said("play forest"), Some(Ok(r#"PlayLand("forest")"#.into())));
        assert_eq!(said("Tap(\"bears\")"), None, "an action is read as one");
        let watcher = SeatModel { players: m.players.clone(), ..Default::default() };
        assert!(matches!(turn_shorthand("pass", &watcher), Some(Err(_))));
    }

    #[test]
    fn rule_603_3d_and_603_5_the_text_client_chooses_a_trigger_s_targets_and_a_may_in_a_word() {
        use crate::view::stack::{DecidingView, TargetingView};
        let mut m =
            SeatModel { seat: "Alice".into(), players: vec!["Alice".into(), "Bob".into()], ..Default::default() };
        let said =
            |line: &str, m: &SeatModel| turn_shorthand(line, m).map(|r| r.map(|a| crate::format::compact_ron(&a)));
        // Nothing asked: the words say so rather than send.
        assert!(matches!(said("target giant", &m), Some(Err(_))));
        assert!(matches!(said("yes", &m), Some(Err(_))));
        m.table.targeting = Some(TargetingView { player: "Alice".into(), ability: "c01".into(), ..Default::default() });
        m.table.deciding = Some(DecidingView { player: "Alice".into(), ability: "c02".into(), ..Default::default() });
        assert_eq!(
            said("target giant bob", &m),
            Some(Ok(r#"ChooseTargets(player:"Alice",ability:"c01",targets:["giant","Bob"])"#.into()))
        );
        assert_eq!(said("yes", &m), Some(Ok(r#"ChooseMay(player:"Alice",ability:"c02",yes:true)"#.into())));
        assert_eq!(said("no", &m), Some(Ok(r#"ChooseMay(player:"Alice",ability:"c02")"#.into())));
    }
}
