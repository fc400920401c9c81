//! `bifronte host` and `bifronte join`: network play on renet's netcode (UDP).

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use super::seat_files::{read_deck, seats_file, tokens_file};
use crate::app::HeadlessPlugins;
use crate::cards::CardDb;
use crate::i18n::Lang;
use crate::net::client::JoinOptions;
use crate::net::host::{HostOptions, NetHostPlugin};
use crate::net::transport;
use crate::server::client::address;
use crate::table::images::FaceImages;

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
    /// A seat the host's computer plays, by the player's name (repeat it for more): taken from
    /// the start, with a shipped sample deck (resuming a save, the seat of that name).
    #[arg(long, value_name = "NAME", conflicts_with = "free")]
    pub computer: Vec<String>,
    /// The deck the computer's seat plays, a decklist file (repeat it for more seats, in the
    /// order of --computer; default: a shipped sample deck).
    #[arg(long, value_name = "FILE", requires = "computer")]
    pub computer_deck: Vec<PathBuf>,
    /// How the host's computer plays: medium, hard, easy or random.
    #[arg(long, value_name = "LEVEL", default_value = "medium", value_parser = crate::ai::Level::parse)]
    pub level: crate::ai::Level,
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
    /// With --shot: keys to press once the host's model is in, before the shot, as the help
    /// writes them, separated by spaces ("Enter Down Enter").
    #[arg(long, value_name = "KEYS", requires = "shot")]
    pub keys: Option<String>,
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
pub fn host(lang: Lang, h: HostArgs, db: CardDb, pictures: FaceImages) -> i32 {
    let name = (!h.headless).then_some(h.name);
    let mut computer_decks = Vec::new();
    for file in &h.computer_deck {
        match crate::cards::decklist::read_deck_text(file) {
            Ok((text, _)) => computer_decks.push(text),
            Err(e) => {
                super::fail(lang, e);
                return 2;
            }
        }
    }
    let options = match host_options(lang, h.deck.as_ref(), h.players.into(), h.password, name, h.seed) {
        Ok(options) => HostOptions {
            computer_decks,
            judges: h.judges,
            spectators: !h.no_spectators,
            seats_file: Some(seats_file()),
            mode: if h.free { crate::rules::RulesMode::Free } else { crate::rules::RulesMode::Assisted },
            clock: h.clock,
            best_of: h.series,
            computer: h.computer.iter().map(|n| (n.clone(), h.level)).collect(),
            ..options
        },
        Err(e) => {
            super::fail(lang, e);
            return 2;
        }
    };
    let resume = h
        .resume
        .map(|file| file.unwrap_or_else(|| crate::net::host::host_session().autosave.expect("an autosave path")));
    if h.served {
        let key = std::env::var(crate::server::report::KEY_VAR).ok().filter(|k| !k.is_empty());
        let options = HostOptions { password: key.or(options.password.clone()), ..options };
        return host_headless(lang, db, options, h.port, resume.as_deref(), true);
    }
    if h.headless {
        return host_headless(lang, db, options, h.port, resume.as_deref(), false);
    }
    exit_code(crate::app::window::host_window(lang, options, (h.port, resume), (db, pictures), h.shot))
}

/// `bifronte join SERVER --replay TABLE --name NAME`: the whole replay of a finished served
/// game, fetched from the server with the seat's kept token.
fn fetch_replay(lang: Lang, j: &JoinArgs, table: u64) -> Result<PathBuf, String> {
    let server = address(&j.addr).map_err(|e| e.text_in(lang))?;
    let key = crate::server::client::served_token_key(server, table);
    let tokens = tokens_file();
    let token = crate::net::client::TokenStore::get(&tokens, &key, &j.name).ok_or_else(|| {
        let (table, server, file) = (table.to_string(), server.to_string(), tokens.display().to_string());
        lang.t("cli-no-token", &[("name", &j.name), ("table", &table), ("server", &server), ("file", &file)])
    })?;
    let base: String = j.name.chars().take(crate::server::protocol::MAX_NAME - 10).collect();
    let lobby = crate::server::client::LobbyClient::connect(
        server,
        &format!("{} (replay)", base.trim()),
        &crate::server::identity::KnownServers::users(),
    )
    .map_err(|e| e.text_in(lang))?;
    lobby
        .fetch_replay((table, &j.name, token), &crate::net::seat_replay::seat_replays_dir(&tokens), lang)
        .map_err(|e| e.text_in(lang))
}

/// `bifronte join`: a window, or the text client (`--text`).
pub fn join(lang: Lang, mut j: JoinArgs, db: CardDb, pictures: FaceImages) -> i32 {
    if let Some(table) = j.replay {
        return match fetch_replay(lang, &j, table) {
            Ok(path) => {
                println!("{}", path.display());
                0
            }
            Err(e) => {
                super::fail(lang, e);
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
                eprintln!("{}", lang.t("cli-table-is-at", &[("table", &table.to_string())]));
                j.token_key = address(&j.addr).ok().map(|server| crate::server::client::served_token_key(server, id));
                j.addr = table.to_string();
                j.password = key;
            }
            Err(e) => {
                super::fail(lang, e);
                return 2;
            }
        }
    }
    if j.text {
        return super::text_client::join_text(
            lang,
            &j.addr,
            j.name,
            j.deck.as_ref(),
            j.password,
            j.spectate,
            j.token_key,
        );
    }
    let (host, deck) =
        match address(&j.addr).map_err(|e| e.text_in(lang)).and_then(|a| Ok((a, read_deck(lang, j.deck.as_ref())?))) {
            Ok(x) => x,
            Err(e) => {
                super::fail(lang, e);
                return 2;
            }
        };
    let keep = Some((tokens_file(), j.token_key.unwrap_or_else(|| host.to_string())));
    let options = JoinOptions { name: j.name, deck, password: j.password, spectate: j.spectate, keep };
    exit_code(crate::app::window::client_window(lang, host, options, (db, pictures), j.shot.map(|s| (s, j.keys))))
}

fn exit_code(exit: AppExit) -> i32 {
    match exit {
        AppExit::Success => 0,
        AppExit::Error(_) => 1,
    }
}

/// `bifronte host --headless`: a host with no window; it runs until interrupted. With `resume`,
/// it goes on with the game in that save; `served`, as a table of `bifronte serve`.
pub fn host_headless(
    lang: Lang,
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
        .insert_resource(crate::session::Language(lang))
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
                eprintln!("{}", lang.t("cli-resuming", &[("file", &file), ("names", &names)]))
            }
            Err(e) => {
                super::fail(lang, lang.t("cli-cannot-resume", &[("why", &e.said().text_in(lang))]));
                return 2;
            }
        }
    }
    let password = app.world().resource::<crate::net::host::Lobby>().options.password.clone();
    match transport::serve(app.world_mut(), port, seats + 8, password) {
        Ok(addr) => {
            let (seats, port) = (seats.to_string(), addr.port().to_string());
            eprintln!("{}", lang.t("cli-hosting", &[("seats", &seats), ("port", &port)]))
        }
        Err(e) => {
            super::fail(lang, lang.t("cli-cannot-host", &[("why", &e.to_string())]));
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
    lang: Lang,
    deck: Option<&PathBuf>,
    players: usize,
    password: Option<String>,
    name: Option<String>,
    seed: Option<u64>,
) -> Result<HostOptions, String> {
    let local = match name {
        Some(n) => Some((n, read_deck(lang, deck)?)),
        None => None,
    };
    Ok(HostOptions { seats: players, password, local, seed, ..HostOptions::default() })
}
