//! The lobby's wire: one TCP connection per player, encrypted from its first message. The
//! player opens with [`GREETING`] and a SPAKE2 message (the same exchange as the table's desk,
//! `net::desk`, with no password: a lobby is public), the server answers with its own, its
//! long-term public key and its signature of both messages (`server::identity`), and both hold
//! a 32-byte key no listener can compute. The player checks the signature and the key against
//! the one it remembers for that server's address (the first time, it remembers it): someone
//! in the middle can't sign as the server, so it can't read or change the lobby's frames.
//! Every frame after that is at most [`MAX_FRAME`] bytes sealed under that key. The frames, the
//! exchange and the seals are the channel the desk uses too (`crate::channel`); the whole
//! exchange must be done within [`EXCHANGE_TIMEOUT`].

use std::net::TcpStream;
use std::time::{Duration, Instant};

pub use crate::channel::Seal;
use crate::channel::{self, read_frame_by, transcript, write_frame};

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

/// The player's side of the exchange: returns (the seal it writes with, the one it reads with,
/// the server's public key), once the server has proved it holds that key. Whether the key is
/// the one the player knows for that server is the caller's to check
/// ([`super::identity::KnownServers`]).
pub fn player_exchange(s: &mut TcpStream) -> std::io::Result<(Seal, Seal, [u8; 32])> {
    let deadline = Instant::now() + EXCHANGE_TIMEOUT;
    let (spake, mine) = channel::exchange(b"", IDENTITY);
    let mut hello = GREETING.to_vec();
    hello.extend_from_slice(&mine);
    write_frame(s, &hello)?;
    let answer = read_frame_by(s, deadline, Duration::MAX, MAX_FRAME)?;
    if answer.starts_with(b"REFUSED ") {
        return Err(std::io::Error::other(String::from_utf8_lossy(&answer[8..]).into_owned()));
    }
    let Some(split) = answer.len().checked_sub(SIGNATURE_BYTES) else {
        return Err(std::io::Error::other("the server's answer is too short (another version?)"));
    };
    let (theirs, signed) = answer.split_at(split);
    let public: [u8; 32] = signed[..32].try_into().map_err(std::io::Error::other)?;
    let sig: [u8; 64] = signed[32..].try_into().map_err(std::io::Error::other)?;
    if !super::identity::verify(&public, SIGNED, &transcript(GREETING, &mine, theirs), &sig) {
        return Err(std::io::Error::other("the server's signature doesn't hold: someone may be in the middle"));
    }
    let key = spake.finish(theirs)?;
    let (out, inn) = channel::seals(&key, AAD, MAX_FRAME, true);
    Ok((out, inn, public))
}

/// The server's side, signed with its long-term `key`: returns (the seal it writes with, the
/// one it reads with). A player that doesn't speak the lobby's protocol gets one line saying so;
/// the whole exchange has [`EXCHANGE_TIMEOUT`].
pub fn server_exchange(s: &mut TcpStream, key: &super::identity::KeyPair) -> std::io::Result<(Seal, Seal)> {
    let deadline = Instant::now() + EXCHANGE_TIMEOUT;
    let hello = read_frame_by(s, deadline, Duration::MAX, MAX_FRAME)?;
    let Some(theirs) = hello.strip_prefix(GREETING.as_slice()) else {
        write_frame(s, b"REFUSED not a Bifronte lobby client (or another version)").ok();
        return Err(std::io::Error::other("not a lobby client"));
    };
    let (spake, mine) = channel::exchange(b"", IDENTITY);
    let sig = key.sign(SIGNED, &transcript(GREETING, theirs, &mine));
    let shared = spake.finish(theirs)?;
    let mut answer = mine;
    answer.extend_from_slice(&key.public);
    answer.extend_from_slice(&sig);
    write_frame(s, &answer)?;
    Ok(channel::seals(&shared, AAD, MAX_FRAME, false))
}
