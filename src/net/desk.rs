//! The desk: where a player gets the ticket (a netcode connect token) that lets it connect over
//! UDP, after a key exchange on TCP, on the same port number as the game. Netcode's secure mode
//! encrypts every packet with keys that only the token carries, so the token must reach the
//! player sealed, and only a player who knows the table's password may get one.
//!
//! One exchange, four frames on the channel the lobby uses too (`crate::channel`: each a
//! big-endian `u32` length, then at most [`MAX_FRAME`] bytes), every read and write under
//! [`DESK_TIMEOUT`] and the whole exchange under [`EXCHANGE_DEADLINE`]:
//! 1. player → host: [`GREETING`], then its SPAKE2 message (symmetric SPAKE2 over Ed25519, the
//!    table's password as the password, "" for a table without one);
//! 2. host → player: the host's SPAKE2 message. Both now hold a 32-byte key that a listener can't
//!    compute, and that matches only where both used the same password;
//! 3. player → host: [`PROOF`] sealed with that key (ChaCha20-Poly1305, the channel's first
//!    frame out): the password proved
//!    without being sent, and without a listener learning anything to guess it offline;
//! 4. host → player: the connect token sealed with the key, or, where the proof doesn't open,
//!    [`REFUSED`] and the reason in clear ("wrong password").
//!
//! A served table's desk holds a verifier instead of a password (`server::secret`): SPAKE2 runs
//! on its desk word, and frame 3 is [`PROOF`] followed by the player's signature of frames 1 and
//! 2 under its password key, which the verifier checks and can't make: what the server keeps
//! lets no one sit down.
//!
//! Instead of frame 2, a table with a password may answer [`LATER`], a number of seconds and the
//! reason: it takes only so many guesses of its password a minute ([`Guesses`]: the table's own
//! budget, and each address's share of it), and a player who finds it spent asks again then.
//!
//! The desk serves [`MAX_EXCHANGES`] exchanges at once, [`MAX_EXCHANGES_PER_ADDRESS`] of them from
//! one address. A connection that finds no room pushes out the oldest exchange of the address
//! holding the most (its own, when it is at its share) that has had [`EXCHANGE_GRACE`] to finish,
//! which an honest player's two round trips never need: connections that send a byte now and
//! then can hold the desk only as long as nobody else knocks.
//!
//! The token names the host's socket as it bound it (`0.0.0.0:PORT`), the one address netcode's
//! server checks tokens against; the player sends its packets to the address it dialed, which it
//! writes into the token's public part. Without a password the exchange still keeps every
//! listener out; it can't tell the host from someone in the middle (a password does).

use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy_replicon_renet::netcode::{ConnectToken, NETCODE_KEY_BYTES};

use super::protocol::PROTOCOL_ID;
use crate::channel::{self, transcript, write_frame};
use crate::rate::{Budget, Budgets};

/// The first bytes a player sends: what it speaks, and which version.
pub const GREETING: &[u8; 16] = b"BIFRONTE-DESK/1\n";
/// What a player seals to prove the password.
pub const PROOF: &[u8] = b"the player knows the table's password";
/// The first bytes of a refusal.
pub const REFUSED: &[u8] = b"REFUSED ";
/// The first bytes of "ask again in N seconds": then the seconds, a space and the reason.
pub const LATER: &[u8] = b"LATER ";
/// The longest frame either side reads.
pub const MAX_FRAME: usize = 4096;
/// How long one read or write may wait.
pub const DESK_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a whole exchange may take, from the connection to the token: a connection that
/// trickles its bytes is closed then, however often it sends one.
pub const EXCHANGE_DEADLINE: Duration = Duration::from_secs(8);
/// How long an exchange is safe from being pushed out by a newcomer when the desk is full.
pub const EXCHANGE_GRACE: Duration = Duration::from_secs(1);
/// How many exchanges the desk serves at once.
pub const MAX_EXCHANGES: usize = 16;
/// How many of them one address may hold at once.
pub const MAX_EXCHANGES_PER_ADDRESS: usize = 4;
/// Guesses of a table's password: at most this many at once...
pub const TABLE_GUESSES: f64 = 20.0;
/// ...and one more every this many seconds (20 a minute, all addresses together).
pub const TABLE_GUESS_EVERY: f64 = 3.0;
/// One address's share: at most this many at once...
pub const ADDRESS_GUESSES: f64 = 5.0;
/// ...and one more every this many seconds.
pub const ADDRESS_GUESS_EVERY: f64 = 12.0;
/// How long a token may wait before it is used, in seconds.
pub const TOKEN_EXPIRES: u64 = 30;
/// How long, in seconds, a connection lives without a packet from the other side (netcode
/// keeps it alive ten times a second): a client of a host that died or froze knows it this soon,
/// and asks again.
pub const CONNECTION_TIMEOUT: i32 = 6;

const IDENTITY: &[u8] = b"bifronte table";
const AAD: &[u8] = b"bifronte desk 1";
/// What a served seat's signature of the exchange is for.
const SIGNED: &[u8] = b"bifronte desk 1: a served seat's password key";

/// Why a player got no token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeskError {
    /// The host said no, and why (a wrong password): trying again won't help.
    Refused(String),
    /// The host said to ask again after this long, and why (too many guesses of its password).
    Later(Duration, String),
    /// The host wasn't there, or the exchange broke off: worth another try.
    Unreachable(String),
}

impl std::fmt::Display for DeskError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeskError::Refused(why) => write!(f, "refused: {why}"),
            DeskError::Later(after, why) => write!(f, "{why}; asking again in {} s", after.as_secs()),
            DeskError::Unreachable(why) => f.write_str(why),
        }
    }
}

/// A `LATER` frame's seconds and reason.
fn later(frame: &[u8]) -> Option<DeskError> {
    let rest = frame.strip_prefix(LATER)?;
    let text = String::from_utf8_lossy(rest);
    let (secs, why) = text.split_once(' ').unwrap_or((&text, ""));
    let secs: u64 = secs.parse().ok()?;
    Some(DeskError::Later(Duration::from_secs(secs.clamp(1, 600)), why.chars().take(200).collect()))
}

/// The time since the Unix epoch, as netcode's clocks count it.
pub fn now() -> Duration {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default()
}

/// A frame from the other side, whole before `deadline` (each read waits at most
/// [`DESK_TIMEOUT`]): a side that sends a byte now and then is cut off then.
fn read_frame(s: &mut TcpStream, deadline: Instant) -> std::io::Result<Vec<u8>> {
    channel::read_frame_by(s, deadline, DESK_TIMEOUT, MAX_FRAME)
}

// ---- the player's side ------------------------------------------------------------------

/// Gets a connect token from the host at `host` (its TCP port is the game's UDP port), proving
/// `password`. Blocks for at most a few [`DESK_TIMEOUT`]s; run it off the frame.
pub fn ticket(host: SocketAddr, password: Option<&str>) -> Result<ConnectToken, DeskError> {
    let s =
        TcpStream::connect_timeout(&host, DESK_TIMEOUT).map_err(|e| DeskError::Unreachable(format!("{host}: {e}")))?;
    ticket_over(s, host, password)
}

/// [`ticket`] over a connection already open to `host`.
pub fn ticket_over(mut s: TcpStream, host: SocketAddr, password: Option<&str>) -> Result<ConnectToken, DeskError> {
    let broke = |e: std::io::Error| DeskError::Unreachable(format!("{host}: {e}"));
    let deadline = Instant::now() + EXCHANGE_DEADLINE;
    s.set_read_timeout(Some(DESK_TIMEOUT)).map_err(broke)?;
    s.set_write_timeout(Some(DESK_TIMEOUT)).map_err(broke)?;
    s.set_nodelay(true).ok();
    let (word, key) = match crate::server::secret::desk_secret(password.unwrap_or("")) {
        crate::server::secret::DeskSecret::SeatKey { word, key } => (word, Some(key)),
        crate::server::secret::DeskSecret::Password(p) => (p, None),
        crate::server::secret::DeskSecret::Verifier { word, .. } => (word, None),
    };
    let (spake, mine) = channel::exchange(word.as_bytes(), IDENTITY);
    let mut hello = GREETING.to_vec();
    hello.extend_from_slice(&mine);
    write_frame(&mut s, &hello).map_err(broke)?;
    let theirs = read_frame(&mut s, deadline).map_err(broke)?;
    if let Some(why) = theirs.strip_prefix(REFUSED) {
        return Err(DeskError::Refused(String::from_utf8_lossy(why).into_owned()));
    }
    if let Some(wait) = later(&theirs) {
        return Err(wait);
    }
    let mut proof = PROOF.to_vec();
    if let Some(seat) = &key {
        proof.extend_from_slice(&seat.sign(SIGNED, &transcript(GREETING, &mine, &theirs)));
    }
    let key = spake.finish(&theirs).map_err(|e| DeskError::Unreachable(format!("{host}: {e}")))?;
    let (mut out, mut inn) = channel::seals(&key, AAD, MAX_FRAME, true);
    let proof = out.seal(&proof).map_err(|_| DeskError::Unreachable("sealing the proof".into()))?;
    write_frame(&mut s, &proof).map_err(broke)?;
    let sealed = read_frame(&mut s, deadline).map_err(broke)?;
    if let Some(why) = sealed.strip_prefix(REFUSED) {
        return Err(DeskError::Refused(String::from_utf8_lossy(why).into_owned()));
    }
    let token = inn
        .open(&sealed)
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
    /// What is left of the guesses of the password.
    guesses: Mutex<Guesses>,
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
        guesses: Mutex::new(Guesses::default()),
        counts: counts.clone(),
    });
    let stopped = stop.clone();
    let open = Arc::new(Mutex::new(Exchanges::default()));
    std::thread::Builder::new().name("bifronte desk".into()).spawn(move || {
        while !stopped.load(Ordering::Relaxed) {
            match listener.accept() {
                Ok(_) if stopped.load(Ordering::Relaxed) => return,
                Ok((stream, from)) => {
                    let Some(id) = open.lock().ok().and_then(|mut o| o.admit(&stream, from.ip(), Instant::now()))
                    else {
                        // No room that anyone has held long enough to lose: closed, and may
                        // try again.
                        continue;
                    };
                    let (issuer, exchanges) = (issuer.clone(), open.clone());
                    let spawned = std::thread::Builder::new().name("bifronte desk exchange".into()).spawn(move || {
                        if let Err(e) = serve_one(&issuer, stream, from) {
                            bevy::log::debug!("the desk's exchange with {from} broke off: {e}");
                        }
                        if let Ok(mut o) = exchanges.lock() {
                            o.done(id);
                        }
                    });
                    if spawned.is_err()
                        && let Ok(mut o) = open.lock()
                    {
                        o.done(id);
                    }
                }
                Err(_) => std::thread::sleep(Duration::from_millis(20)),
            }
        }
    })?;
    Ok(Desk { stop, at, counts })
}

/// The exchanges under way.
#[derive(Default)]
struct Exchanges {
    next: u64,
    open: Vec<Exchange>,
}

/// One exchange under way: whose, since when, and its connection, to cut it off.
struct Exchange {
    id: u64,
    ip: IpAddr,
    since: Instant,
    stream: TcpStream,
}

impl Exchanges {
    /// Makes room for a connection from `ip` and counts it in, or says there is none. An address
    /// at its share makes room by cutting off its own oldest exchange, once that has had
    /// [`EXCHANGE_GRACE`]. At a full desk, a newcomer whose address holds fewer than another one
    /// by two or more cuts off that address's oldest exchange at once (the shares even out);
    /// otherwise the oldest of the busiest addresses that has had its grace.
    fn admit(&mut self, stream: &TcpStream, ip: IpAddr, now: Instant) -> Option<u64> {
        let mut held: std::collections::HashMap<IpAddr, usize> = Default::default();
        for e in &self.open {
            *held.entry(e.ip).or_default() += 1;
        }
        let mine = held.get(&ip).copied().unwrap_or(0);
        let had_grace = |e: &Exchange| now.saturating_duration_since(e.since) >= EXCHANGE_GRACE;
        let victim = if mine >= MAX_EXCHANGES_PER_ADDRESS {
            let own = self.open.iter().enumerate().filter(|(_, e)| e.ip == ip && had_grace(e));
            Some(own.min_by_key(|(_, e)| e.since).map(|(i, _)| i)?)
        } else if self.open.len() >= MAX_EXCHANGES {
            let busier = self.open.iter().enumerate().filter(|(_, e)| held[&e.ip] > mine + 1);
            let busier = busier.max_by_key(|(_, e)| (held[&e.ip], std::cmp::Reverse(e.since))).map(|(i, _)| i);
            let graced = || {
                let all = self.open.iter().enumerate().filter(|(_, e)| had_grace(e));
                all.max_by_key(|(_, e)| (held[&e.ip], std::cmp::Reverse(e.since))).map(|(i, _)| i)
            };
            Some(busier.or_else(graced)?)
        } else {
            None
        };
        if let Some(i) = victim {
            let out = self.open.swap_remove(i);
            out.stream.shutdown(std::net::Shutdown::Both).ok();
        }
        let stream = stream.try_clone().ok()?;
        self.next += 1;
        self.open.push(Exchange { id: self.next, ip, since: now, stream });
        Some(self.next)
    }

    /// An exchange ended.
    fn done(&mut self, id: u64) {
        self.open.retain(|e| e.id != id);
    }
}

/// What is left of the guesses of a table's password: the table's own budget, and each
/// address's share, both refilled with time. A guess is taken before the password is checked,
/// under one lock, so guesses made in parallel can't outrun the count, and given back when the
/// password was right.
struct Guesses {
    table: Budget,
    by_address: Budgets<IpAddr>,
}

impl Default for Guesses {
    fn default() -> Guesses {
        let every = |s: f64| Duration::from_secs_f64(s);
        Guesses {
            table: Budget::new(TABLE_GUESSES, every(TABLE_GUESS_EVERY)),
            by_address: Budgets::new(Budget::new(ADDRESS_GUESSES, every(ADDRESS_GUESS_EVERY)), 4096),
        }
    }
}

impl Guesses {
    /// Takes a guess for `ip`, or says how long until there is one.
    fn take(&mut self, ip: IpAddr, now: Instant) -> Result<(), Duration> {
        let wait = self.table.wait(now, 1.0).max(self.by_address.of(&ip, now).wait(now, 1.0));
        if !wait.is_zero() {
            return Err(wait);
        }
        self.table.take(now);
        self.by_address.take(&ip, now);
        Ok(())
    }

    /// Gives back a guess that was the right password.
    fn give_back(&mut self, ip: IpAddr) {
        self.table.give_back(1.0);
        self.by_address.of(&ip, Instant::now()).give_back(1.0);
    }
}

fn serve_one(issuer: &Issuer, mut s: TcpStream, from: SocketAddr) -> std::io::Result<()> {
    let deadline = Instant::now() + EXCHANGE_DEADLINE;
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
    let hello = read_frame(&mut s, deadline)?;
    let Some(theirs) = hello.strip_prefix(GREETING.as_slice()) else {
        return refuse(&mut s, "not a Bifronte player (or another version)");
    };
    // A table without a password has nothing to guess.
    let guarded = !issuer.password.is_empty();
    if guarded {
        let taken = issuer.guesses.lock().map_or(Ok(()), |mut g| g.take(from.ip(), Instant::now()));
        if let Err(wait) = taken {
            issuer.counts.refused.fetch_add(1, Ordering::Relaxed);
            let secs = wait.as_secs() + 1;
            let mut out = LATER.to_vec();
            out.extend_from_slice(format!("{secs} too many guesses of this table's password").as_bytes());
            return write_frame(&mut s, &out);
        }
    }
    let (word, public) = match crate::server::secret::desk_secret(&issuer.password) {
        crate::server::secret::DeskSecret::Verifier { word, public } => (word, Some(public)),
        crate::server::secret::DeskSecret::Password(p) => (p, None),
        crate::server::secret::DeskSecret::SeatKey { word, .. } => (word, None),
    };
    let (spake, mine) = channel::exchange(word.as_bytes(), IDENTITY);
    let Ok(key) = spake.finish(theirs) else { return refuse(&mut s, "a malformed key exchange") };
    write_frame(&mut s, &mine)?;
    let proof = read_frame(&mut s, deadline)?;
    let (mut out, mut inn) = channel::seals(&key, AAD, MAX_FRAME, false);
    let opened = inn.open(&proof);
    // A served table also wants the player's signature of this exchange under its password key.
    let proved = opened.is_ok_and(|p| match public {
        None => p == PROOF,
        Some(public) => p.strip_prefix(PROOF).and_then(|sig| <[u8; 64]>::try_from(sig).ok()).is_some_and(|sig| {
            crate::server::identity::verify(&public, SIGNED, &transcript(GREETING, theirs, &mine), &sig)
        }),
    });
    if !proved {
        return refuse(&mut s, "wrong password");
    }
    if guarded && let Ok(mut g) = issuer.guesses.lock() {
        g.give_back(from.ip());
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
    let sealed = out.seal(&bytes)?;
    write_frame(&mut s, &sealed)?;
    issuer.counts.tokens.fetch_add(1, Ordering::Relaxed);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair() -> (TcpStream, TcpListener) {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        (TcpStream::connect(l.local_addr().unwrap()).unwrap(), l)
    }

    #[test]
    fn a_full_desk_makes_room_for_an_address_holding_less_and_an_address_at_its_share_waits_its_grace() {
        let (s, _l) = pair();
        let t0 = Instant::now();
        let ip = |a: &str| -> IpAddr { a.parse().unwrap() };
        let mut open = Exchanges::default();
        // One address holds its share; a fifth from it, right away, finds no room.
        for k in 0..MAX_EXCHANGES_PER_ADDRESS {
            assert!(open.admit(&s, ip("10.0.0.1"), t0 + Duration::from_millis(k as u64)).is_some());
        }
        assert!(open.admit(&s, ip("10.0.0.1"), t0 + Duration::from_millis(10)).is_none());
        // Past the grace, it cuts off its own oldest.
        let later = t0 + EXCHANGE_GRACE + Duration::from_millis(1);
        assert!(open.admit(&s, ip("10.0.0.1"), later).is_some());
        assert_eq!(open.open.len(), MAX_EXCHANGES_PER_ADDRESS);
        assert!(open.open.iter().all(|e| e.since > t0));
        // Three more addresses fill the desk, each at its share.
        for k in 0..(MAX_EXCHANGES - MAX_EXCHANGES_PER_ADDRESS) {
            assert!(open.admit(&s, ip(&format!("10.0.1.{}", k / 4)), later).is_some());
        }
        assert_eq!(open.open.len(), MAX_EXCHANGES);
        // A newcomer holding nothing gets in at once, from the busiest address, and again
        // while another address holds two more than it.
        for _ in 0..3 {
            assert!(open.admit(&s, ip("10.0.9.9"), later).is_some());
        }
        assert_eq!(open.open.len(), MAX_EXCHANGES);
        assert_eq!(open.open.iter().filter(|e| e.ip == ip("10.0.9.9")).count(), 3);
        // The shares are even now (3, 3, 3, 3, 4): a fourth waits for someone's grace.
        assert!(open.admit(&s, ip("10.0.9.9"), later).is_none());
        assert!(open.admit(&s, ip("10.0.9.9"), later + EXCHANGE_GRACE).is_some());
    }

    #[test]
    fn guesses_are_counted_per_table_and_address_before_the_check_and_come_back_with_time() {
        let t0 = Instant::now();
        let mut g = Guesses::default();
        let one: IpAddr = "10.0.0.1".parse().unwrap();
        for _ in 0..ADDRESS_GUESSES as usize {
            assert!(g.take(one, t0).is_ok());
        }
        let wait = g.take(one, t0).unwrap_err();
        assert!(wait > Duration::from_secs(11) && wait <= Duration::from_secs(12), "{wait:?}");
        // Many addresses share the table's budget.
        let mut granted = ADDRESS_GUESSES as usize;
        for k in 0..40 {
            let ip: IpAddr = format!("10.0.2.{k}").parse().unwrap();
            granted += (0..10).filter(|_| g.take(ip, t0).is_ok()).count();
        }
        assert_eq!(granted, TABLE_GUESSES as usize, "no more guesses than the table's budget at once");
        // A right password is given back; time gives the rest back.
        g.give_back(one);
        assert!(g.take("10.0.3.1".parse().unwrap(), t0).is_ok());
        let minute = t0 + Duration::from_secs(60);
        assert!(g.take(one, minute).is_ok());
    }
}
