//! The lobby's wire: one TCP connection per player, encrypted from its first message. The
//! player opens with [`GREETING`] and a SPAKE2 message (the same exchange as the table's desk,
//! `net::desk`, with no password: a lobby is public), the server answers with its own, its
//! long-term public key and its signature of both messages (`server::identity`), and both hold
//! a 32-byte key no listener can compute. The player checks the signature and the key against
//! the one it remembers for that server's address (the first time, it remembers it): someone
//! in the middle can't sign as the server, so it can't read or change the lobby's frames.
//! Every frame after that is a big-endian `u32` length, then at most [`MAX_FRAME`] bytes sealed
//! with ChaCha20-Poly1305 under that key; each direction numbers its frames (the nonce), so a
//! frame replayed, dropped or reordered on the path doesn't open and ends the connection.
//!
//! Reads have deadlines, not only timeouts: the whole exchange must be done within
//! [`EXCHANGE_TIMEOUT`], and a frame whose first byte has come must be whole within the time the
//! caller gives, so a connection that trickles a byte now and then can't keep its place.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use spake2::{Ed25519Group, Identity, Password, Spake2};

/// The first bytes a player sends: what it speaks, and which version.
pub const GREETING: &[u8; 17] = b"BIFRONTE-LOBBY/2\n";
/// The longest frame either side reads (sealed, so 16 bytes more than the message).
pub const MAX_FRAME: usize = 64 * 1024;
/// How long the whole key exchange may take.
pub const EXCHANGE_TIMEOUT: Duration = Duration::from_secs(5);

const IDENTITY: &[u8] = b"bifronte lobby";
const AAD: &[u8] = b"bifronte lobby 1";
/// What the server's signature of the exchange is for.
const SIGNED: &[u8] = b"bifronte lobby 2: the server's key exchange";
/// The server's answer after its SPAKE2 message: its public key and its signature.
const SIGNATURE_BYTES: usize = 32 + 64;

/// Which way a frame goes: part of its nonce, so a frame can't be reflected back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Player to server.
    ToServer = 1,
    /// Server to player.
    ToPlayer = 2,
}

/// One direction's sealing (or opening) state: the key and the next frame's number.
pub struct Seal {
    cipher: ChaCha20Poly1305,
    direction: Direction,
    next: u64,
}

impl Seal {
    fn nonce(&self) -> Nonce {
        let mut bytes = [0u8; 12];
        bytes[0] = self.direction as u8;
        bytes[4..].copy_from_slice(&self.next.to_be_bytes());
        Nonce::from(bytes)
    }

    /// Seals `msg` and writes it as the next frame.
    pub fn write(&mut self, s: &mut impl Write, msg: &[u8]) -> std::io::Result<()> {
        let sealed = self
            .cipher
            .encrypt(&self.nonce(), Payload { msg, aad: AAD })
            .map_err(|_| std::io::Error::other("sealing a frame"))?;
        if sealed.len() > MAX_FRAME {
            return Err(std::io::Error::other(format!("a frame of {} bytes (at most {MAX_FRAME})", sealed.len())));
        }
        self.next += 1;
        let mut out = Vec::with_capacity(4 + sealed.len());
        out.extend_from_slice(&(sealed.len() as u32).to_be_bytes());
        out.extend_from_slice(&sealed);
        s.write_all(&out)
    }

    /// Reads the next frame and opens it. A frame too long, cut short, or that doesn't open
    /// (tampered with, replayed, or sealed under another key) is an error: the connection ends.
    pub fn read(&mut self, s: &mut impl Read) -> std::io::Result<Vec<u8>> {
        let sealed = read_frame(s)?;
        self.open(&sealed)
    }

    /// [`Seal::read`] from a connection with deadlines: the frame's first byte within `idle`,
    /// the rest of it within `whole` of that byte (a timeout error otherwise).
    pub fn read_within(&mut self, s: &mut TcpStream, idle: Duration, whole: Duration) -> std::io::Result<Vec<u8>> {
        let mut len = [0u8; 4];
        read_by(s, &mut len[..1], Instant::now() + idle)?;
        let deadline = Instant::now() + whole;
        read_by(s, &mut len[1..], deadline)?;
        let len = u32::from_be_bytes(len) as usize;
        if len > MAX_FRAME {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!("a frame of {len} bytes (at most {MAX_FRAME})"),
            ));
        }
        let mut bytes = vec![0u8; len];
        read_by(s, &mut bytes, deadline)?;
        self.open(&bytes)
    }

    fn open(&mut self, sealed: &[u8]) -> std::io::Result<Vec<u8>> {
        let msg = self
            .cipher
            .decrypt(&self.nonce(), Payload { msg: sealed, aad: AAD })
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "a frame that doesn't open"))?;
        self.next += 1;
        Ok(msg)
    }
}

fn read_frame(s: &mut impl Read) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 4];
    s.read_exact(&mut len)?;
    let len = u32::from_be_bytes(len) as usize;
    if len > MAX_FRAME {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("a frame of {len} bytes (at most {MAX_FRAME})"),
        ));
    }
    let mut bytes = vec![0u8; len];
    s.read_exact(&mut bytes)?;
    Ok(bytes)
}

/// Fills `buf` before `deadline`, however the bytes trickle in.
fn read_by(s: &mut TcpStream, buf: &mut [u8], deadline: Instant) -> std::io::Result<()> {
    let mut at = 0;
    while at < buf.len() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(std::io::Error::new(std::io::ErrorKind::TimedOut, "a frame not whole in time"));
        }
        s.set_read_timeout(Some(left))?;
        match s.read(&mut buf[at..]) {
            Ok(0) => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => at += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// A plain frame, whole before `deadline`.
fn read_frame_by(s: &mut TcpStream, deadline: Instant) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 4];
    read_by(s, &mut len, deadline)?;
    let len = u32::from_be_bytes(len) as usize;
    if len > MAX_FRAME {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("a frame of {len} bytes (at most {MAX_FRAME})"),
        ));
    }
    let mut bytes = vec![0u8; len];
    read_by(s, &mut bytes, deadline)?;
    Ok(bytes)
}

fn write_plain(s: &mut impl Write, bytes: &[u8]) -> std::io::Result<()> {
    let mut out = Vec::with_capacity(4 + bytes.len());
    out.extend_from_slice(&(bytes.len() as u32).to_be_bytes());
    out.extend_from_slice(bytes);
    s.write_all(&out)
}

fn seals(key: &[u8], mine: Direction, theirs: Direction) -> (Seal, Seal) {
    let cipher = ChaCha20Poly1305::new(Key::from_slice(&key[..32]));
    (Seal { cipher: cipher.clone(), direction: mine, next: 0 }, Seal { cipher, direction: theirs, next: 0 })
}

/// The player's side of the exchange: returns (the seal it writes with, the one it reads with,
/// the server's public key), once the server has proved it holds that key. Whether the key is
/// the one the player knows for that server is the caller's to check
/// ([`super::identity::KnownServers`]).
pub fn player_exchange(s: &mut TcpStream) -> std::io::Result<(Seal, Seal, [u8; 32])> {
    let deadline = Instant::now() + EXCHANGE_TIMEOUT;
    let (spake, mine) = Spake2::<Ed25519Group>::start_symmetric(&Password::new(b""), &Identity::new(IDENTITY));
    let mut hello = GREETING.to_vec();
    hello.extend_from_slice(&mine);
    write_plain(s, &hello)?;
    let answer = read_frame_by(s, deadline)?;
    if answer.starts_with(b"REFUSED ") {
        return Err(std::io::Error::other(String::from_utf8_lossy(&answer[8..]).into_owned()));
    }
    let Some(split) = answer.len().checked_sub(SIGNATURE_BYTES) else {
        return Err(std::io::Error::other("the server's answer is too short (another version?)"));
    };
    let (theirs, signed) = answer.split_at(split);
    let public: [u8; 32] = signed[..32].try_into().map_err(std::io::Error::other)?;
    let sig: [u8; 64] = signed[32..].try_into().map_err(std::io::Error::other)?;
    if !super::identity::verify(&public, SIGNED, &transcript(&mine, theirs), &sig) {
        return Err(std::io::Error::other("the server's signature doesn't hold: someone may be in the middle"));
    }
    let key = spake.finish(theirs).map_err(|e| std::io::Error::other(format!("the key exchange: {e:?}")))?;
    let (out, inn) = seals(&key, Direction::ToServer, Direction::ToPlayer);
    Ok((out, inn, public))
}

/// What the server signs: both SPAKE2 messages, the player's first.
fn transcript(player: &[u8], server: &[u8]) -> Vec<u8> {
    let mut t = GREETING.to_vec();
    t.extend_from_slice(&(player.len() as u32).to_be_bytes());
    t.extend_from_slice(player);
    t.extend_from_slice(server);
    t
}

/// The server's side, signed with its long-term `key`: returns (the seal it writes with, the
/// one it reads with). A player that doesn't speak the lobby's protocol gets one line saying so;
/// the whole exchange has [`EXCHANGE_TIMEOUT`].
pub fn server_exchange(s: &mut TcpStream, key: &super::identity::KeyPair) -> std::io::Result<(Seal, Seal)> {
    let deadline = Instant::now() + EXCHANGE_TIMEOUT;
    let hello = read_frame_by(s, deadline)?;
    let Some(theirs) = hello.strip_prefix(GREETING.as_slice()) else {
        write_plain(s, b"REFUSED not a Bifronte lobby client (or another version)").ok();
        return Err(std::io::Error::other("not a lobby client"));
    };
    let (spake, mine) = Spake2::<Ed25519Group>::start_symmetric(&Password::new(b""), &Identity::new(IDENTITY));
    let sig = key.sign(SIGNED, &transcript(theirs, &mine));
    let shared = spake.finish(theirs).map_err(|e| std::io::Error::other(format!("the key exchange: {e:?}")))?;
    let mut answer = mine;
    answer.extend_from_slice(&key.public);
    answer.extend_from_slice(&sig);
    write_plain(s, &answer)?;
    Ok(seals(&shared, Direction::ToPlayer, Direction::ToServer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_opens_once_in_order_and_a_tampered_or_replayed_one_does_not() {
        let key = [7u8; 32];
        let (mut player_out, _) = seals(&key, Direction::ToServer, Direction::ToPlayer);
        let (_, mut server_in) = seals(&key, Direction::ToPlayer, Direction::ToServer);
        let mut wire = Vec::new();
        player_out.write(&mut wire, b"first").unwrap();
        player_out.write(&mut wire, b"second").unwrap();
        let first_len = 4 + u32::from_be_bytes(wire[..4].try_into().unwrap()) as usize;
        let mut r = wire.as_slice();
        assert_eq!(server_in.read(&mut r).unwrap(), b"first");
        assert_eq!(server_in.read(&mut r).unwrap(), b"second");
        // The first frame again: its number is past, it doesn't open.
        let (_, mut fresh) = seals(&key, Direction::ToPlayer, Direction::ToServer);
        fresh.next = 1;
        assert!(fresh.read(&mut &wire[..first_len]).is_err());
        // A flipped bit doesn't open.
        let mut bad = wire[..first_len].to_vec();
        bad[6] ^= 1;
        let (_, mut fresh) = seals(&key, Direction::ToPlayer, Direction::ToServer);
        assert!(fresh.read(&mut bad.as_slice()).is_err());
        // A frame reflected back to its sender (the other direction) doesn't open either.
        let (_, mut player_in) = seals(&key, Direction::ToServer, Direction::ToPlayer);
        assert!(player_in.read(&mut &wire[..first_len]).is_err());
        // A length over the limit is refused before anything is read or allocated.
        let huge = (MAX_FRAME as u32 + 1).to_be_bytes();
        assert!(server_in.read(&mut huge.as_slice()).is_err());
    }
}
