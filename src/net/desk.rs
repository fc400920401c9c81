//! The desk: where a player gets the ticket (a netcode connect token) that lets it connect over
//! UDP, after a key exchange on TCP, on the same port number as the game. Netcode's secure mode
//! encrypts every packet with keys that only the token carries, so the token must reach the
//! player sealed, and only a player who knows the table's password may get one.
//!
//! One exchange, four frames (each a big-endian `u16` length, then at most [`MAX_FRAME`]
//! bytes), every read and write under [`DESK_TIMEOUT`]:
//! 1. player → host: [`GREETING`], then its SPAKE2 message (symmetric SPAKE2 over Ed25519, the
//!    table's password as the password, "" for a table without one);
//! 2. host → player: the host's SPAKE2 message. Both now hold a 32-byte key that a listener can't
//!    compute, and that matches only where both used the same password;
//! 3. player → host: [`PROOF`] sealed with that key (ChaCha20-Poly1305): the password proved
//!    without being sent, and without a listener learning anything to guess it offline;
//! 4. host → player: the connect token sealed with the key, or, where the proof doesn't open,
//!    [`REFUSED`] and the reason in clear ("wrong password").
//!
//! The token names the host's socket as it bound it (`0.0.0.0:PORT`), the one address netcode's
//! server checks tokens against; the player sends its packets to the address it dialed, which it
//! writes into the token's public part. Without a password the exchange still keeps every
//! listener out; it can't tell the host from someone in the middle (a password does).

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy_replicon_renet::netcode::{ConnectToken, NETCODE_KEY_BYTES};
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::protocol::PROTOCOL_ID;

/// The first bytes a player sends: what it speaks, and which version.
pub const GREETING: &[u8; 16] = b"BIFRONTE-DESK/1\n";
/// What a player seals to prove the password.
pub const PROOF: &[u8] = b"the player knows the table's password";
/// The first bytes of a refusal.
pub const REFUSED: &[u8] = b"REFUSED ";
/// The longest frame either side reads.
pub const MAX_FRAME: usize = 4096;
/// How long one read or write may wait.
pub const DESK_TIMEOUT: Duration = Duration::from_secs(5);
/// How many exchanges the desk serves at once; more wait in the listener's queue.
pub const MAX_EXCHANGES: usize = 16;
/// Wrong passwords one address may give a minute; past it the desk refuses it until the minute
/// ends.
pub const MAX_WRONG_PER_MINUTE: u32 = 10;
/// How long a token may wait before it is used, in seconds.
pub const TOKEN_EXPIRES: u64 = 30;
/// How long, in seconds, a connection lives without a packet from the other side (netcode
/// keeps it alive ten times a second): a client of a host that died or froze knows it this soon,
/// and asks again.
pub const CONNECTION_TIMEOUT: i32 = 6;

const IDENTITY: &[u8] = b"bifronte table";
const AAD: &[u8] = b"bifronte desk 1";

/// Why a player got no token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeskError {
    /// The host said no, and why (a wrong password): trying again won't help.
    Refused(String),
    /// The host wasn't there, or the exchange broke off: worth another try.
    Unreachable(String),
}

impl std::fmt::Display for DeskError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeskError::Refused(why) => write!(f, "refused: {why}"),
            DeskError::Unreachable(why) => f.write_str(why),
        }
    }
}

/// The time since the Unix epoch, as netcode's clocks count it.
pub fn now() -> Duration {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default()
}

fn nonce(n: u8) -> Nonce {
    let mut bytes = [0u8; 12];
    bytes[11] = n;
    Nonce::from(bytes)
}

/// The two sides' keys: SPAKE2's output, as a ChaCha20-Poly1305 key.
fn cipher(key: &[u8]) -> ChaCha20Poly1305 {
    ChaCha20Poly1305::new(Key::from_slice(&key[..32]))
}

fn write_frame(s: &mut TcpStream, bytes: &[u8]) -> std::io::Result<()> {
    let len = u16::try_from(bytes.len()).map_err(|_| std::io::Error::other("a frame too long"))?;
    let mut out = Vec::with_capacity(2 + bytes.len());
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(bytes);
    s.write_all(&out)
}

fn read_frame(s: &mut TcpStream) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 2];
    s.read_exact(&mut len)?;
    let len = u16::from_be_bytes(len) as usize;
    if len > MAX_FRAME {
        return Err(std::io::Error::other(format!("a frame of {len} bytes (at most {MAX_FRAME})")));
    }
    let mut bytes = vec![0u8; len];
    s.read_exact(&mut bytes)?;
    Ok(bytes)
}

// ---- the player's side ------------------------------------------------------------------

/// Gets a connect token from the host at `host` (its TCP port is the game's UDP port), proving
/// `password`. Blocks for at most a few [`DESK_TIMEOUT`]s; run it off the frame.
pub fn ticket(host: SocketAddr, password: Option<&str>) -> Result<ConnectToken, DeskError> {
    let broke = |e: std::io::Error| DeskError::Unreachable(format!("{host}: {e}"));
    let mut s = TcpStream::connect_timeout(&host, DESK_TIMEOUT).map_err(broke)?;
    s.set_read_timeout(Some(DESK_TIMEOUT)).map_err(broke)?;
    s.set_write_timeout(Some(DESK_TIMEOUT)).map_err(broke)?;
    s.set_nodelay(true).ok();
    let (spake, mine) =
        Spake2::<Ed25519Group>::start_symmetric(&Password::new(password.unwrap_or("")), &Identity::new(IDENTITY));
    let mut hello = GREETING.to_vec();
    hello.extend_from_slice(&mine);
    write_frame(&mut s, &hello).map_err(broke)?;
    let theirs = read_frame(&mut s).map_err(broke)?;
    if let Some(why) = theirs.strip_prefix(REFUSED) {
        return Err(DeskError::Refused(String::from_utf8_lossy(why).into_owned()));
    }
    let key = spake.finish(&theirs).map_err(|e| DeskError::Unreachable(format!("{host}: the key exchange: {e:?}")))?;
    let cipher = cipher(&key);
    let proof = cipher
        .encrypt(&nonce(1), Payload { msg: PROOF, aad: AAD })
        .map_err(|_| DeskError::Unreachable("sealing the proof".into()))?;
    write_frame(&mut s, &proof).map_err(broke)?;
    let sealed = read_frame(&mut s).map_err(broke)?;
    if let Some(why) = sealed.strip_prefix(REFUSED) {
        return Err(DeskError::Refused(String::from_utf8_lossy(why).into_owned()));
    }
    let token = cipher
        .decrypt(&nonce(2), Payload { msg: &sealed, aad: AAD })
        .map_err(|_| DeskError::Unreachable(format!("{host}: a token that doesn't open (someone in the middle?)")))?;
    let mut token = ConnectToken::read(&mut token.as_slice())
        .map_err(|e| DeskError::Unreachable(format!("{host}: a token that doesn't read: {e}")))?;
    // Packets go where the player dialed; the sealed part still names the host's own socket.
    token.server_addresses = [None; 32];
    token.server_addresses[0] = Some(host);
    Ok(token)
}

// ---- the host's side --------------------------------------------------------------------

/// The host's desk: a thread that hands out tokens until this is dropped.
pub struct Desk {
    stop: Arc<AtomicBool>,
    /// Where the desk listens: dropping the desk dials it once, to wake its blocked accept.
    at: Option<SocketAddr>,
    /// Tokens handed out, and exchanges refused, so far.
    pub counts: Arc<DeskCounts>,
}

/// What the desk did.
#[derive(Default, Debug)]
pub struct DeskCounts {
    /// Tokens handed out.
    pub tokens: AtomicUsize,
    /// Exchanges refused (a wrong password, too many wrong ones, a malformed frame).
    pub refused: AtomicUsize,
}

impl Drop for Desk {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(at) = self.at {
            let local = SocketAddr::new(IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), at.port());
            TcpStream::connect_timeout(&local, Duration::from_millis(200)).ok();
        }
    }
}

/// What the desk's thread needs to make a token.
struct Issuer {
    password: String,
    private_key: [u8; NETCODE_KEY_BYTES],
    /// The host's socket as bound: what each token names, and netcode's server checks.
    socket: SocketAddr,
    /// Wrong passwords by address, in the current minute.
    wrong: Mutex<(Instant, std::collections::HashMap<IpAddr, u32>)>,
    counts: Arc<DeskCounts>,
}

/// Opens the desk on `listener` for the UDP socket bound at `socket`, with the key netcode's
/// server was given.
pub fn open(
    listener: TcpListener,
    socket: SocketAddr,
    password: Option<String>,
    private_key: [u8; NETCODE_KEY_BYTES],
) -> std::io::Result<Desk> {
    // A blocking accept: an idle desk costs no wake-ups (a server runs many tables).
    listener.set_nonblocking(false)?;
    let at = listener.local_addr().ok();
    let stop = Arc::new(AtomicBool::new(false));
    let counts = Arc::new(DeskCounts::default());
    let issuer = Arc::new(Issuer {
        password: password.unwrap_or_default(),
        private_key,
        socket,
        wrong: Mutex::new((Instant::now(), Default::default())),
        counts: counts.clone(),
    });
    let stopped = stop.clone();
    let busy = Arc::new(AtomicUsize::new(0));
    std::thread::Builder::new().name("bifronte desk".into()).spawn(move || {
        while !stopped.load(Ordering::Relaxed) {
            match listener.accept() {
                Ok(_) if stopped.load(Ordering::Relaxed) => return,
                Ok((stream, from)) => {
                    if busy.load(Ordering::Relaxed) >= MAX_EXCHANGES {
                        // Too many at once: this one is closed, and may try again.
                        continue;
                    }
                    busy.fetch_add(1, Ordering::Relaxed);
                    let (issuer, done) = (issuer.clone(), busy.clone());
                    let spawned = std::thread::Builder::new().name("bifronte desk exchange".into()).spawn(move || {
                        if let Err(e) = serve_one(&issuer, stream, from) {
                            bevy::log::debug!("the desk's exchange with {from} broke off: {e}");
                        }
                        done.fetch_sub(1, Ordering::Relaxed);
                    });
                    if spawned.is_err() {
                        busy.fetch_sub(1, Ordering::Relaxed);
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => std::thread::sleep(Duration::from_millis(20)),
                Err(_) => std::thread::sleep(Duration::from_millis(20)),
            }
        }
    })?;
    Ok(Desk { stop, at, counts })
}

fn serve_one(issuer: &Issuer, mut s: TcpStream, from: SocketAddr) -> std::io::Result<()> {
    s.set_nonblocking(false)?;
    s.set_read_timeout(Some(DESK_TIMEOUT))?;
    s.set_write_timeout(Some(DESK_TIMEOUT))?;
    s.set_nodelay(true).ok();
    let refuse = |s: &mut TcpStream, why: &str| {
        issuer.counts.refused.fetch_add(1, Ordering::Relaxed);
        let mut out = REFUSED.to_vec();
        out.extend_from_slice(why.as_bytes());
        write_frame(s, &out)
    };
    if issuer.too_many_wrong(from.ip(), false) {
        return refuse(&mut s, &format!("more than {MAX_WRONG_PER_MINUTE} wrong passwords this minute; wait"));
    }
    let hello = read_frame(&mut s)?;
    let Some(theirs) = hello.strip_prefix(GREETING.as_slice()) else {
        return refuse(&mut s, "not a Bifronte player (or another version)");
    };
    let (spake, mine) =
        Spake2::<Ed25519Group>::start_symmetric(&Password::new(&issuer.password), &Identity::new(IDENTITY));
    let Ok(key) = spake.finish(theirs) else { return refuse(&mut s, "a malformed key exchange") };
    write_frame(&mut s, &mine)?;
    let proof = read_frame(&mut s)?;
    let cipher = cipher(&key);
    let proved = cipher.decrypt(&nonce(1), Payload { msg: &proof, aad: AAD }).is_ok_and(|p| p == PROOF);
    if !proved {
        issuer.too_many_wrong(from.ip(), true);
        return refuse(&mut s, "wrong password");
    }
    let token = ConnectToken::generate(
        now(),
        PROTOCOL_ID,
        TOKEN_EXPIRES,
        rand::random(),
        CONNECTION_TIMEOUT,
        vec![issuer.socket],
        None,
        &issuer.private_key,
    )
    .map_err(|e| std::io::Error::other(e.to_string()))?;
    let mut bytes = Vec::new();
    token.write(&mut bytes)?;
    let sealed = cipher
        .encrypt(&nonce(2), Payload { msg: &bytes, aad: AAD })
        .map_err(|_| std::io::Error::other("sealing the token"))?;
    write_frame(&mut s, &sealed)?;
    issuer.counts.tokens.fetch_add(1, Ordering::Relaxed);
    Ok(())
}

impl Issuer {
    /// Whether `ip` gave too many wrong passwords this minute (counting one more first, with
    /// `add`).
    fn too_many_wrong(&self, ip: IpAddr, add: bool) -> bool {
        let Ok(mut wrong) = self.wrong.lock() else { return false };
        if wrong.0.elapsed() > Duration::from_secs(60) {
            *wrong = (Instant::now(), Default::default());
        }
        let n = wrong.1.entry(ip).or_insert(0);
        if add {
            *n += 1;
        }
        *n > MAX_WRONG_PER_MINUTE
    }
}
