//! The tables' processes. Each table is `bifronte host --headless --served` on a port of the
//! server's range, with a data folder of its own (`DATA/tables/ID`: its autosave, its replay,
//! its seats' tokens): players' UDP goes straight to the table's process, so a busy or crashed
//! table costs the others nothing, and the server is on no game's path. The server reads each
//! table's reports (`net::served`), restarts a table that died without being asked to (with
//! `--resume`, on its replay, and the rejoin tokens it keeps in its own folder), and ends a table that
//! has been empty or finished for a while, or that grew past its memory cap.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::time::{Duration, Instant};

use super::protocol::{TableInfo, TableState};
use super::report::{KEY_VAR, TableReport, read_report};
use super::store::{GameRow, TableRow};

/// Restarts a table may have within [`RESTART_WINDOW`]; one more and it is ended (its autosave
/// kept), so a table that crashes as it starts can't spin.
pub const MAX_RESTARTS: usize = 3;
/// The window [`MAX_RESTARTS`] counts in.
pub const RESTART_WINDOW: Duration = Duration::from_secs(600);

/// A table the server runs.
pub struct Table {
    /// What the database keeps of it.
    pub row: TableRow,
    /// Its last report.
    pub report: TableReport,
    /// Its process, while it runs.
    pub process: Option<Process>,
    /// Since when nobody has been connected to it.
    pub empty_since: Option<Instant>,
    /// Since when its game has been over.
    pub over_since: Option<Instant>,
    /// When it was restarted lately.
    pub restarts: Vec<Instant>,
    /// The server asked it to end, and why.
    pub ending: Option<String>,
    /// Its process has reported since it (re)started: it is up.
    pub reported: bool,
}

/// A table's running process.
pub struct Process {
    /// The child.
    pub child: Child,
    stdin: ChildStdin,
    /// Which start of the table this is (reports from an older one are ignored).
    pub generation: u64,
}

impl Process {
    /// Tells the table to end, and why (it tells its players).
    pub fn end(&mut self, reason: &str) {
        let line = format!("end {}\n", reason.replace('\n', " "));
        if self.stdin.write_all(line.as_bytes()).and_then(|()| self.stdin.flush()).is_err() {
            self.child.kill().ok();
        }
    }

    /// Its resident memory, in bytes, where the system says (Linux's /proc).
    pub fn memory(&self) -> Option<u64> {
        let statm = std::fs::read_to_string(format!("/proc/{}/statm", self.child.id())).ok()?;
        let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
        Some(pages * 4096)
    }
}

impl Table {
    /// A table not started yet.
    pub fn new(row: TableRow) -> Table {
        Table {
            row,
            report: TableReport::default(),
            process: None,
            empty_since: Some(Instant::now()),
            over_since: None,
            restarts: Vec::new(),
            ending: None,
            reported: false,
        }
    }

    /// Where its game stands.
    pub fn state(&self) -> TableState {
        match (&self.process, self.report.started, &self.report.over) {
            (None, ..) => TableState::Starting,
            _ if !self.reported => TableState::Starting,
            (_, _, Some(_)) => TableState::Finished,
            (_, true, None) => TableState::Running,
            (_, false, None) => TableState::Open,
        }
    }

    /// How a room's list shows it.
    pub fn info(&self) -> TableInfo {
        let spec = &self.row.spec;
        TableInfo {
            id: self.row.id,
            name: spec.name.clone(),
            format: spec.format.clone(),
            seats: spec.seats,
            seated: self.report.seated.clone(),
            watching: self.report.watching,
            locked: spec.secret.is_some(),
            spectators: spec.spectators,
            judges: spec.judges,
            state: self.state(),
        }
    }

    /// Takes a report: whether what a room shows of it changed.
    pub fn take_report(&mut self, r: TableReport) -> bool {
        let before = self.info();
        self.reported = true;
        if r.present.is_empty() && r.watching == 0 {
            self.empty_since.get_or_insert_with(Instant::now);
        } else {
            self.empty_since = None;
        }
        if r.over.is_some() {
            self.over_since.get_or_insert_with(Instant::now);
        }
        self.report = r;
        before != self.info()
    }

    /// Its finished game, for the database: the players, their decks, the result and its
    /// replay file's text. `None` when the game never ended or its replay can't be read.
    pub fn finished_game(&self, dir: &Path, now: u64) -> Option<GameRow> {
        let result = self.report.over.clone()?;
        let replay = newest_replay(&dir.join("bifronte").join("host").join("replays"))?;
        let replay = std::fs::read_to_string(replay).ok()?;
        Some(GameRow {
            table: self.row.id,
            room: self.row.room.clone(),
            name: self.row.spec.name.clone(),
            format: self.row.spec.format.clone(),
            players: self.report.seated.clone(),
            decks: self.report.decks.clone(),
            result,
            ended: now,
            replay,
        })
    }
}

fn newest_replay(dir: &Path) -> Option<PathBuf> {
    crate::session::replay::replays_in(dir).into_iter().next()
}

/// Where a table keeps its files.
pub fn table_dir(data: &Path, id: u64) -> PathBuf {
    data.join("tables").join(id.to_string())
}

/// Whether a table's folder holds an autosave to resume.
pub fn has_autosave(dir: &Path) -> bool {
    dir.join("bifronte").join("host").join("autosave.ron").is_file()
}

/// The deck a table's computer plays, in the table's folder, where it has one of its own (a
/// draft pod's bot's).
pub const COMPUTER_DECK: &str = "computer-deck.txt";

/// Starts a table's process: `exe host --headless --served` on its port, in its folder (its
/// owner's alone), resuming its autosave if it has one, with the rejoin tokens it kept there
/// (the database keeps only their hashes). `on_report` gets each report it writes, from a
/// thread of its own, with this start's `generation`.
pub fn start(
    (exe, env): (&Path, &[(String, String)]),
    data: &Path,
    row: &TableRow,
    generation: u64,
    on_report: impl Fn(u64, u64, TableReport) + Send + 'static,
) -> Result<Process, String> {
    let dir = table_dir(data, row.id);
    super::store::private_dir(&dir).map_err(|e| e.to_string())?;
    let host_dir = dir.join("bifronte").join("host");
    std::fs::create_dir_all(&host_dir).map_err(|e| format!("{}: {e}", host_dir.display()))?;
    let spec = &row.spec;
    let mut cmd = Command::new(exe);
    cmd.args(["host", "--headless", "--served", "--port", &row.port.to_string()])
        .args(["--players", &spec.seats.to_string()])
        .envs(env.iter().map(|(k, v)| (k, v)))
        .env("XDG_DATA_HOME", &dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::from(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(dir.join("table.log"))
                .map_err(|e| format!("{}: {e}", dir.display()))?,
        ));
    if spec.judges {
        cmd.arg("--judges");
    }
    if spec.free {
        cmd.arg("--free");
    }
    if spec.best_of > 1 {
        cmd.arg("--match").arg(format!("bo{}", spec.best_of));
    }
    if spec.computer {
        cmd.args(["--computer", super::protocol::COMPUTER]);
        // A draft pod's match: the computer plays the bot's deck.
        let deck = dir.join(COMPUTER_DECK);
        if deck.is_file() {
            cmd.arg("--computer-deck").arg(deck);
        }
    }
    if !spec.spectators {
        cmd.arg("--no-spectators");
    }
    // The replay is written and flushed a line an action, so it is never behind the autosave
    // (written at most every `AUTOSAVE_GAP`): a table killed just after an action resumes
    // with it.
    match newest_replay(&host_dir.join("replays")) {
        Some(replay) => _ = cmd.arg("--resume").arg(replay),
        None if has_autosave(&dir) => _ = cmd.arg("--resume"),
        None => {}
    }
    match &spec.secret {
        Some(s) => cmd.env(KEY_VAR, super::secret::desk_verifier(s)),
        None => cmd.env_remove(KEY_VAR),
    };
    let mut child = cmd.spawn().map_err(|e| format!("{}: {e}", exe.display()))?;
    let stdin = child.stdin.take().ok_or("no pipe to the table")?;
    let stdout = child.stdout.take().ok_or("no pipe from the table")?;
    let id = row.id;
    std::thread::Builder::new()
        .name(format!("bifronte table {id}"))
        .spawn(move || {
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if let Some(r) = read_report(&line) {
                    on_report(id, generation, r);
                }
            }
        })
        .map_err(|e| e.to_string())?;
    Ok(Process { child, stdin, generation })
}

/// Whether both a UDP and a TCP socket can be bound on `port` now.
pub fn port_free(port: u16) -> bool {
    std::net::UdpSocket::bind(("0.0.0.0", port)).is_ok() && std::net::TcpListener::bind(("0.0.0.0", port)).is_ok()
}
