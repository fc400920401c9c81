//! `bifronte draft --server ADDR`: a seat at a draft pod of a server, at this terminal. It
//! opens a pod (`--set`) or sits down at one (`--pod N`; again after a lost connection, with
//! the seat's token kept on this machine), then shows each pack as it comes and sends the
//! picks typed (`pick N`, or `N`); `start` begins a pod one opened, `pool` shows the picks,
//! `who` how far each seat is. Once the draft is over, the deck built from the seat's pool is
//! written as a decklist.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::Receiver;
use std::time::Duration;

use crate::cards::CardDb;
use crate::net::client::TokenStore;
use crate::server::client::LobbyClient;
use crate::server::protocol::{FromServer, NewPod, PodSeen, ToServer};

use super::{Report, error_line};
use crate::i18n::Lang;
use std::io::BufRead as _;

/// Open a pod, or sit down at one.
pub enum Seat {
    /// Open a pod of this set and size, with or without the timer.
    Open {
        /// The set's code.
        set: String,
        /// Seats.
        seats: u8,
        /// Timed picks.
        timer: bool,
    },
    /// Sit at pod N.
    Sit(u64),
}

/// The terminal's lines, read on a thread of their own: `None` once the input ends.
pub(super) fn terminal_lines() -> std::sync::mpsc::Receiver<Option<String>> {
    let (send, lines) = std::sync::mpsc::channel::<Option<String>>();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            if send.send(line.ok()).is_err() {
                return;
            }
        }
        let _ = send.send(None);
    });
    lines
}

/// `bifronte draft --server ADDR`: a seat at a served pod, at this terminal.
pub fn served(
    lang: Lang,
    server: &str,
    room: &str,
    (pod, set, seats, timer): (Option<u64>, Option<String>, u8, bool),
    name: Option<String>,
    out: Option<&Path>,
    db: &CardDb,
) -> Report {
    let fail = |text: String| Report { out: error_line(lang, text), status: 2 };
    let name = name.or_else(|| std::env::var("USER").ok()).unwrap_or_else(|| lang.t("draft-you", &[]));
    let addr = match crate::server::client::address(server) {
        Ok(a) => a,
        Err(e) => return fail(e.text_in(lang)),
    };
    let known = crate::server::identity::KnownServers::users();
    let lobby = match LobbyClient::connect(addr, &name, &known) {
        Ok(l) => l,
        Err(e) => return fail(e.text_in(lang)),
    };
    let seat = match (pod, set) {
        (Some(pod), _) => Seat::Sit(pod),
        (None, Some(set)) => Seat::Open { set, seats, timer },
        (None, None) => return fail(lang.t("draft-which-packs", &[])),
    };
    let mut stdout = std::io::stdout();
    match play(lang, (&lobby, room), seat, &terminal_lines(), &mut stdout, out, db) {
        Ok(_) => Report { out: String::new(), status: 0 },
        Err(e) => fail(e),
    }
}

/// Plays a seat of a served pod: `input` is the terminal's lines (`None` once it ends), `out`
/// where the packs and answers are written, `deck` where the deck goes at the end. The path
/// written, or why not.
pub fn play(
    lang: Lang,
    (lobby, room): (&LobbyClient, &str),
    seat: Seat,
    input: &Receiver<Option<String>>,
    out: &mut dyn Write,
    deck: Option<&Path>,
    db: &CardDb,
) -> Result<PathBuf, String> {
    lobby.enter(room).map_err(|e| e.text_in(lang))?;
    // A seat's token is kept with the tables' rejoin tokens, under the server and the pod.
    let tokens = super::seat_files::tokens_file();
    let token_key = |pod: u64| format!("{} pod {pod}", lobby.server);
    match seat {
        Seat::Open { set, seats, timer } => {
            let name = lang.t("draft-pod-name", &[("who", &lobby.name)]);
            lobby.send(&ToServer::CreatePod(NewPod { name, seats, set, timer })).map_err(|e| e.text_in(lang))?;
        }
        Seat::Sit(pod) => {
            let token = TokenStore::get(&tokens, &token_key(pod), &lobby.name);
            lobby.send(&ToServer::SitPod { pod, token }).map_err(|e| e.text_in(lang))?
        }
    }
    let mut last: Option<PodSeen> = None;
    let mut input_open = true;
    // Once over: the deck written, and since when the match's table is waited for.
    let (mut written, mut waited): (Option<PathBuf>, Option<std::time::Instant>) = (None, None);
    loop {
        if let (Some(file), Some(since)) = (&written, waited)
            && since.elapsed() > MATCH_WAIT
        {
            let _ = writeln!(out, "{}", lang.t("draft-served-no-match-table", &[]));
            return Ok(file.clone());
        }
        let m = lobby.recv(Duration::from_millis(100)).map_err(|e| e.text_in(lang))?;
        match m {
            Some(FromServer::Pod(seen)) => {
                let seen = *seen;
                if last.is_none() {
                    TokenStore::put(&tokens, &token_key(seen.pod), &lobby.name, seen.token).ok();
                    let (pod, addr) = (seen.pod.to_string(), lobby.server.to_string());
                    let _ = writeln!(
                        out,
                        "{}",
                        lang.t("draft-served-seated", &[("pod", &pod), ("server", &addr), ("room", room)])
                    );
                }
                show(lang, &seen, last.as_ref(), out, db);
                // The deck comes a moment after the last pick: written once it is there.
                if seen.over && seen.deck.is_some() && written.is_none() {
                    written = Some(write_deck(lang, &seen, deck, out)?);
                    waited = Some(std::time::Instant::now());
                }
                if let Some(file) = written.as_ref()
                    && let Some(said) = match_line(lang, &seen, lobby, room, file)
                {
                    let _ = writeln!(out, "{said}");
                    return Ok(file.clone());
                }
                last = Some(seen);
            }
            Some(FromServer::Refused { reason }) => {
                let _ = writeln!(out, "{}", super::error_line(lang, reason.text_in(lang)).trim_end());
                if last.is_none() {
                    return Err(lang.t("draft-served-no-seat", &[]));
                }
            }
            Some(FromServer::Bye { reason }) => return Err(reason.text_in(lang)),
            _ => {}
        }
        // What is typed before the seat is known waits for it.
        if !input_open || last.is_none() {
            continue;
        }
        while let Ok(line) = input.try_recv() {
            let Some(line) = line else {
                // The terminal's input ended: the seat stays, the pod's timer and grace pick for it.
                input_open = false;
                break;
            };
            command(lang, lobby, line.trim(), last.as_ref(), out, db)?;
        }
    }
}

/// One line typed at the terminal.
fn command(
    lang: Lang,
    lobby: &LobbyClient,
    word: &str,
    seen: Option<&PodSeen>,
    out: &mut dyn Write,
    db: &CardDb,
) -> Result<(), String> {
    let Some(seen) = seen else { return Ok(()) };
    match word {
        "" => {}
        "start" => lobby.send(&ToServer::StartPod { pod: seen.pod }).map_err(|e| e.text_in(lang))?,
        "pool" => {
            for l in crate::draft::show::pool_lines(&seen.pool, db, lang) {
                let _ = writeln!(out, "{l}");
            }
        }
        "who" => {
            for s in &seen.seats {
                let what = lang.t(
                    "draft-served-seat",
                    &[("who", &s.name), ("picks", &s.picks.to_string()), ("waiting", &s.waiting.to_string())],
                );
                let _ = writeln!(
                    out,
                    "  {what}{}{}",
                    if s.bot { " (bot)" } else { "" },
                    if s.away { " (away)" } else { "" }
                );
            }
        }
        _ => match word.strip_prefix("pick").unwrap_or(word).trim().parse::<usize>() {
            Ok(n) if n >= 1 && n <= seen.pack.len() => {
                lobby.send(&ToServer::Pick { pod: seen.pod, card: (n - 1) as u8 }).map_err(|e| e.text_in(lang))?
            }
            _ => {
                let _ = writeln!(
                    out,
                    "{}",
                    super::error_line(lang, lang.t("draft-say-a-number", &[("what", word)])).trim_end()
                );
            }
        },
    }
    Ok(())
}

/// What changed since the last view, in lines.
fn show(lang: Lang, seen: &PodSeen, last: Option<&PodSeen>, out: &mut dyn Write, db: &CardDb) {
    if !seen.started {
        let names: Vec<&str> = seen.seats.iter().map(|s| s.name.as_str()).collect();
        if last.is_none_or(|l| l.seats.len() != seen.seats.len()) {
            let _ = writeln!(out, "{}", lang.t("draft-served-waiting", &[("who", &names.join(", "))]));
        }
        return;
    }
    if let Some(picked) = seen.pool.last().filter(|_| last.is_some_and(|l| l.pool.len() < seen.pool.len())) {
        let _ = writeln!(out, "{}", lang.t("draft-you-took", &[("card", &picked.name)]));
    }
    let new_pack = seen.pick.is_some()
        && last.is_none_or(|l| (l.round, l.pick, l.pool.len()) != (seen.round, seen.pick, seen.pool.len()));
    if new_pack {
        let pick = seen.pick.unwrap_or(1).to_string();
        let _ =
            writeln!(out, "{}", lang.t("draft-pack-header", &[("round", &seen.round.to_string()), ("pick", &pick)]));
        for l in crate::draft::show::pack_lines(&seen.pack, db) {
            let _ = writeln!(out, "{l}");
        }
        if let Some(s) = seen.seconds_left {
            let _ = writeln!(out, "{}", lang.t("draft-timer", &[("seconds", &s.to_string())]));
        }
    }
}

/// How long the end of a draft waits for its match's table.
const MATCH_WAIT: Duration = Duration::from_secs(15);

/// The seat's first-round match, once known: whom it plays, and the line that joins its table
/// with the deck just written; a bye said as one. `None` while the table is being opened.
fn match_line(lang: Lang, seen: &PodSeen, lobby: &LobbyClient, room: &str, deck: &Path) -> Option<String> {
    let pairing = seen.pairing.as_ref()?;
    let round = pairing.round.to_string();
    let Some(opponent) = &pairing.opponent else { return Some(lang.t("draft-served-bye", &[("round", &round)])) };
    let table = pairing.table?;
    let join = format!(
        "bifronte join {} --room {room} --table {table} --name {} --deck {}",
        lobby.server,
        lobby.name,
        deck.display()
    );
    let id = if pairing.bot { "draft-served-match-bot" } else { "draft-served-match" };
    Some(lang.t(id, &[("round", &round), ("who", opponent), ("table", &table.to_string()), ("join", &join)]))
}

/// The seat's deck, written where asked (else in the data folder's drafts/).
fn write_deck(lang: Lang, seen: &PodSeen, deck: Option<&Path>, out: &mut dyn Write) -> Result<PathBuf, String> {
    let text = seen.deck.clone().unwrap_or_default();
    let file = deck.map_or_else(
        || crate::format::user_data_dir().join("drafts").join(format!("pod-{}.txt", seen.pod)),
        Path::to_path_buf,
    );
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    crate::format::write_atomic(&file, text.as_bytes()).map_err(|e| format!("{}: {e}", file.display()))?;
    let _ = writeln!(out, "{}", lang.t("draft-served-deck", &[("file", &file.display().to_string())]));
    Ok(file)
}
