//! The player's side of the lobby: a connection to a server (`bifronte join SERVER --room`, the
//! window's File → Play online, tests and the benchmark). Blocking calls and a reader thread:
//! what the server says waits in a channel for [`LobbyClient::recv`] or [`LobbyClient::try_recv`],
//! so a window polls it once a frame.

use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::identity::KnownServers;
use super::protocol::{FromServer, LOBBY_VERSION, RoomInfo, TableInfo, ToServer};
use super::wire;
use crate::i18n::{Lang, Said};

/// The environment variable a served join may take its table's password from (the window's
/// Play online starts `bifronte join` with it, so the password isn't on a command line that
/// other users of the machine can read).
pub const PASSWORD_VAR: &str = "BIFRONTE_PASSWORD";

/// Resolves `HOST:PORT` (or `HOST`, on the default port, 5017: a host's, or a server's
/// lobby) to an IPv4 address.
pub fn address(addr: &str) -> Result<SocketAddr, LobbyError> {
    use std::net::ToSocketAddrs;
    let with_port =
        if addr.contains(':') { addr.to_string() } else { format!("{addr}:{}", super::protocol::DEFAULT_SERVE_PORT) };
    with_port
        .to_socket_addrs()
        .map_err(|e| LobbyError::Unreachable { server: addr.to_string(), why: e.to_string() })?
        .find(SocketAddr::is_ipv4)
        .ok_or_else(|| LobbyError::Unreachable { server: addr.to_string(), why: "no IPv4 address".into() })
}

/// What a served table's seat token is kept under in the player's token file: the server and
/// the table's number (a table's port is used again by later tables).
pub fn served_token_key(server: SocketAddr, table: u64) -> String {
    format!("{server} table {table}")
}

/// Why a lobby connection or request didn't go through: said by whoever reads it, in its own
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyError {
    /// The server can't be reached, or the connection failed.
    Unreachable {
        /// The server.
        server: String,
        /// The system's words.
        why: String,
    },
    /// The server refused, or said goodbye: its reason.
    Refused(Said),
    /// The server answered with something else than what was asked for.
    Unexpected {
        /// The server.
        server: String,
        /// What it said.
        what: String,
    },
    /// A message that doesn't read.
    Unreadable {
        /// The server.
        server: String,
        /// The reader's words.
        why: String,
    },
    /// The server closed the connection.
    Closed {
        /// The server.
        server: String,
    },
    /// No answer in time.
    NoAnswer {
        /// The server.
        server: String,
        /// How long it was waited for, in seconds.
        secs: u64,
    },
    /// A locked table, and no password given.
    NeedsPassword {
        /// The table's number.
        table: u64,
    },
    /// The server's key isn't the one remembered, or the remembered keys can't be kept.
    Key(Said),
    /// A replay's part that doesn't fit, or the replay that can't be kept.
    Replay(Said),
    /// No table of that name or number in the room.
    NoTable {
        /// The table asked for.
        which: String,
        /// The room.
        room: String,
        /// The room's tables ("1 \"Friday\", 2 \"Saturday\""; empty for none).
        tables: String,
    },
    /// A served join names neither a table nor one to create.
    NeedsTable,
}

impl LobbyError {
    /// What went wrong, as a message.
    pub fn said(&self) -> Said {
        match self {
            LobbyError::Unreachable { server, why } => {
                Said::new("net-server-unreachable", &[("server", server), ("why", why)])
            }
            LobbyError::Refused(reason) | LobbyError::Replay(reason) | LobbyError::Key(reason) => reason.clone(),
            LobbyError::Unexpected { server, what } => {
                Said::new("net-server-unexpected", &[("server", server), ("what", what)])
            }
            LobbyError::Unreadable { server, why } => {
                Said::new("net-server-unreadable", &[("server", server), ("why", why)])
            }
            LobbyError::Closed { server } => Said::new("net-server-closed", &[("server", server)]),
            LobbyError::NoAnswer { server, secs } => {
                Said::new("net-server-no-answer", &[("server", server), ("secs", &secs.to_string())])
            }
            LobbyError::NeedsPassword { table } => Said::new("net-server-password", &[("table", &table.to_string())]),
            LobbyError::NoTable { which, room, tables } if tables.is_empty() => {
                Said::new("net-server-no-table-none", &[("which", which), ("room", room)])
            }
            LobbyError::NoTable { which, room, tables } => {
                Said::new("net-server-no-table", &[("which", which), ("room", room), ("tables", tables)])
            }
            LobbyError::NeedsTable => Said::new("net-server-needs-table", &[]),
        }
    }

    /// What went wrong, in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        self.said().text_in(lang)
    }
}

crate::i18n::said_by_said!(LobbyError);

impl std::error::Error for LobbyError {}

/// How often a quiet connection pings the server.
pub const PING_EVERY: Duration = Duration::from_secs(30);

/// A connection to a server's lobby.
pub struct LobbyClient {
    out: Arc<Mutex<(TcpStream, wire::Seal)>>,
    rx: Mutex<Receiver<FromServer>>,
    /// The server.
    pub server: SocketAddr,
    /// The name the server knows this player by.
    pub name: String,
    /// The rooms, as the welcome listed them.
    pub rooms: Vec<RoomInfo>,
}

impl LobbyClient {
    /// Connects, exchanges keys, checks the server's key against the one `known` remembers for
    /// its address (remembering it the first time), and says hello as `name`; the server's
    /// welcome, or why not.
    pub fn connect(server: SocketAddr, name: &str, known: &KnownServers) -> Result<LobbyClient, LobbyError> {
        let s = TcpStream::connect_timeout(&server, wire::EXCHANGE_TIMEOUT)
            .map_err(|e| LobbyError::Unreachable { server: server.to_string(), why: e.to_string() })?;
        LobbyClient::connect_over(s, server, name, known)
    }

    /// [`LobbyClient::connect`] over a connection already open to `server`.
    pub fn connect_over(
        mut s: TcpStream,
        server: SocketAddr,
        name: &str,
        known: &KnownServers,
    ) -> Result<LobbyClient, LobbyError> {
        let broke = |e: std::io::Error| LobbyError::Unreachable { server: server.to_string(), why: e.to_string() };
        s.set_read_timeout(Some(wire::EXCHANGE_TIMEOUT)).map_err(broke)?;
        s.set_write_timeout(Some(wire::EXCHANGE_TIMEOUT)).map_err(broke)?;
        s.set_nodelay(true).ok();
        let (mut seal_out, mut seal_in, public) = wire::player_exchange(&mut s).map_err(broke)?;
        known.check(&server.to_string(), &public).map_err(|e| LobbyError::Key(e.said()))?;
        s.set_read_timeout(Some(wire::EXCHANGE_TIMEOUT)).map_err(broke)?;
        let hello = ToServer::Hello { version: LOBBY_VERSION, name: name.to_string() };
        seal_out.write(&mut s, &super::protocol::encode(&hello)).map_err(broke)?;
        let first = seal_in.read(&mut s).map_err(broke)?;
        let (name, rooms) = match postcard::from_bytes::<FromServer>(&first) {
            Ok(FromServer::Welcome { name, rooms }) => (name, rooms),
            Ok(FromServer::Refused { reason } | FromServer::Bye { reason }) => return Err(LobbyError::Refused(reason)),
            Ok(other) => return Err(LobbyError::Unexpected { server: server.to_string(), what: format!("{other:?}") }),
            Err(e) => return Err(LobbyError::Unreadable { server: server.to_string(), why: e.to_string() }),
        };
        s.set_read_timeout(None).map_err(broke)?;
        let mut reader = s.try_clone().map_err(broke)?;
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("bifronte lobby reader".into())
            .spawn(move || {
                while let Ok(bytes) = seal_in.read(&mut reader) {
                    let Ok(m) = postcard::from_bytes::<FromServer>(&bytes) else { return };
                    if tx.send(m).is_err() {
                        return;
                    }
                }
            })
            .map_err(|e| LobbyError::Unreachable { server: server.to_string(), why: e.to_string() })?;
        let out = Arc::new(Mutex::new((s, seal_out)));
        let weak = Arc::downgrade(&out);
        std::thread::Builder::new()
            .name("bifronte lobby ping".into())
            .spawn(move || {
                loop {
                    std::thread::sleep(PING_EVERY);
                    let Some(out) = weak.upgrade() else { return };
                    let Ok(mut o) = out.lock() else { return };
                    let (s, seal) = &mut *o;
                    if seal.write(s, &super::protocol::encode(&ToServer::Ping)).is_err() {
                        return;
                    }
                }
            })
            .map_err(|e| LobbyError::Unreachable { server: server.to_string(), why: e.to_string() })?;
        Ok(LobbyClient { out, rx: Mutex::new(rx), server, name, rooms })
    }

    /// The server closed the connection (or its reader is gone).
    fn closed(&self) -> LobbyError {
        LobbyError::Closed { server: self.server.to_string() }
    }

    /// The connection failed as it was written to.
    fn broke(&self, e: impl std::fmt::Display) -> LobbyError {
        LobbyError::Unreachable { server: self.server.to_string(), why: e.to_string() }
    }

    /// Sends a message.
    pub fn send(&self, m: &ToServer) -> Result<(), LobbyError> {
        let mut o = self.out.lock().map_err(|_| self.closed())?;
        let (s, seal) = &mut *o;
        seal.write(s, &super::protocol::encode(m)).map_err(|e| self.broke(e))
    }

    /// Closes the connection (a player who loses theirs): the server sees it end.
    pub fn close(&self) {
        if let Ok(o) = self.out.lock() {
            o.0.shutdown(std::net::Shutdown::Both).ok();
        }
    }

    /// Sends raw bytes as one sealed frame (tests: what a hostile player could send).
    pub fn send_raw(&self, bytes: &[u8]) -> Result<(), LobbyError> {
        let mut o = self.out.lock().map_err(|_| self.closed())?;
        let (s, seal) = &mut *o;
        seal.write(s, bytes).map_err(|e| self.broke(e))
    }

    /// The next message, waiting at most `wait`; `Err` once the connection is gone.
    pub fn recv(&self, wait: Duration) -> Result<Option<FromServer>, LobbyError> {
        let rx = self.rx.lock().map_err(|_| self.closed())?;
        match rx.recv_timeout(wait) {
            Ok(m) => Ok(Some(m)),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err(self.closed()),
        }
    }

    /// The next message if one is in; `Err` once the connection is gone.
    pub fn try_recv(&self) -> Result<Option<FromServer>, LobbyError> {
        let rx = self.rx.lock().map_err(|_| self.closed())?;
        match rx.try_recv() {
            Ok(m) => Ok(Some(m)),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => Err(self.closed()),
        }
    }

    /// Waits (at most `wait`) for a message `pick` takes, setting aside nothing: what it
    /// passes over is dropped, except a refusal, which ends the wait with its reason.
    pub fn wait_for<T>(&self, wait: Duration, mut pick: impl FnMut(&FromServer) -> Option<T>) -> Result<T, LobbyError> {
        let end = std::time::Instant::now() + wait;
        loop {
            let left = end.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                return Err(LobbyError::NoAnswer { server: self.server.to_string(), secs: wait.as_secs() });
            }
            match self.recv(left)? {
                Some(m) => {
                    if let Some(t) = pick(&m) {
                        return Ok(t);
                    }
                    if let FromServer::Refused { reason } | FromServer::Bye { reason } = m {
                        return Err(LobbyError::Refused(reason));
                    }
                }
                None => continue,
            }
        }
    }

    /// Enters a room; its tables.
    pub fn enter(&self, room: &str) -> Result<Vec<TableInfo>, LobbyError> {
        self.send(&ToServer::Enter { room: room.to_string() })?;
        self.wait_for(Duration::from_secs(10), |m| match m {
            FromServer::Room { tables, .. } => Some(tables.clone()),
            _ => None,
        })
    }

    /// A finished game's whole replay, for the seat `seat` that played it at `table` with
    /// `token` (its rejoin token): fetched in parts, checked, and kept in `dir`. Its path; a
    /// file's problem said in `lang`.
    pub fn fetch_replay(
        &self,
        (table, seat, token): (u64, &str, u64),
        dir: &std::path::Path,
        lang: Lang,
    ) -> Result<PathBuf, LobbyError> {
        self.send(&ToServer::Replay { table, seat: seat.to_string(), token })?;
        let mut incoming = crate::session::replay_parts::Incoming::default();
        // A part that doesn't fit ends the wait with why.
        let packed = self.wait_for(Duration::from_secs(60), |m| match m {
            FromServer::ReplayPart { table: t, part, parts, bytes } if *t == table => {
                incoming.take(*part, *parts, bytes.clone()).map_err(LobbyError::Replay).transpose()
            }
            _ => None,
        })??;
        crate::session::replay_parts::keep(lang, dir, &packed).map_err(LobbyError::Replay)
    }

    /// Where a table is: the address to join, and the password for its desk (stretched under
    /// the table's salt; `None` for a table without one). A locked table without a password is
    /// an error that says so.
    pub fn locate(&self, table: u64, password: Option<&str>) -> Result<(SocketAddr, Option<String>), LobbyError> {
        self.send(&ToServer::Where { table })?;
        let (port, salt) = self.wait_for(Duration::from_secs(10), |m| match m {
            FromServer::TableAt { table: t, port, salt } if *t == table => Some((*port, *salt)),
            _ => None,
        })?;
        let key = match (salt, password) {
            (Some(salt), Some(p)) => Some(super::secret::desk_password(&super::secret::stretch(p, &salt))),
            (Some(_), None) => return Err(LobbyError::NeedsPassword { table }),
            (None, _) => None,
        };
        Ok((SocketAddr::new(self.server.ip(), port), key))
    }
}

/// A lobby connection let go of is closed: the server sees the player leave at once (the
/// dialog's Disconnect, a window closed), and the name is free to connect again.
impl Drop for LobbyClient {
    fn drop(&mut self) {
        self.close();
    }
}
