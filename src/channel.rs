//! The one secure channel under the desk (`net::desk`: a table's password proved, a connect
//! token handed out) and the lobby (`server::wire`: every frame a player and the server send):
//! frames read with deadlines, a SPAKE2 exchange, and ChaCha20-Poly1305 seals that number
//! each direction's frames.
//!
//! A frame is a big-endian `u32` length, then that many bytes, at most the protocol's own limit.
//! Reads have deadlines, not only timeouts: a frame must be whole by the time the caller gives,
//! so a side that trickles a byte now and then can't keep its place. SPAKE2 (symmetric, over
//! Ed25519's group) gives both sides a 32-byte key that only a side knowing the password can
//! compute (a lobby's is empty: it is public, and its server signs the exchange instead); what
//! follows is sealed under it. A seal's nonce is its direction and its frame's number, so a frame
//! replayed, dropped, reordered or reflected back to its sender doesn't open.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use spake2::{Ed25519Group, Identity, Password, Spake2};

/// Fills `buf` from `s` before `deadline`, however the bytes trickle in; each read waits at most
/// `each` too.
pub fn read_by(s: &mut TcpStream, buf: &mut [u8], deadline: Instant, each: Duration) -> std::io::Result<()> {
    let mut at = 0;
    while at < buf.len() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(std::io::Error::new(std::io::ErrorKind::TimedOut, "not whole in time"));
        }
        s.set_read_timeout(Some(left.min(each)))?;
        match s.read(&mut buf[at..]) {
            Ok(0) => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => at += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

fn too_long(len: usize, max: usize) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, format!("a frame of {len} bytes (at most {max})"))
}

/// A frame, whole before `deadline` (each read waiting at most `each`), of at most `max` bytes
/// (a longer one is refused before anything is allocated).
pub fn read_frame_by(s: &mut TcpStream, deadline: Instant, each: Duration, max: usize) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 4];
    read_by(s, &mut len, deadline, each)?;
    let len = u32::from_be_bytes(len) as usize;
    if len > max {
        return Err(too_long(len, max));
    }
    let mut bytes = vec![0u8; len];
    read_by(s, &mut bytes, deadline, each)?;
    Ok(bytes)
}

/// A frame from a reader with no deadline of its own, of at most `max` bytes.
pub fn read_frame(s: &mut impl Read, max: usize) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 4];
    s.read_exact(&mut len)?;
    let len = u32::from_be_bytes(len) as usize;
    if len > max {
        return Err(too_long(len, max));
    }
    let mut bytes = vec![0u8; len];
    s.read_exact(&mut bytes)?;
    Ok(bytes)
}

/// Writes `bytes` as one frame, in one write.
pub fn write_frame(s: &mut impl Write, bytes: &[u8]) -> std::io::Result<()> {
    let len = u32::try_from(bytes.len()).map_err(|_| std::io::Error::other("a frame too long"))?;
    let mut out = Vec::with_capacity(4 + bytes.len());
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(bytes);
    s.write_all(&out)
}

/// One side's half of a SPAKE2 exchange under `password`, for the protocol named `identity`:
/// what to finish it with, and the message to send.
pub fn exchange(password: &[u8], identity: &[u8]) -> (Exchange, Vec<u8>) {
    let (spake, mine) = Spake2::<Ed25519Group>::start_symmetric(&Password::new(password), &Identity::new(identity));
    (Exchange(spake), mine)
}

/// A SPAKE2 exchange begun, waiting for the other side's message.
pub struct Exchange(Spake2<Ed25519Group>);

impl Exchange {
    /// The key both sides now hold, from the other side's message.
    pub fn finish(self, theirs: &[u8]) -> std::io::Result<Vec<u8>> {
        self.0
            .finish(theirs)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, format!("the key exchange: {e:?}")))
    }
}

/// What a side signs of an exchange: the protocol's greeting and both SPAKE2 messages, the one
/// who spoke first first, each length-prefixed so no split of the bytes reads as another.
pub fn transcript(greeting: &[u8], first: &[u8], second: &[u8]) -> Vec<u8> {
    let mut t = greeting.to_vec();
    t.extend_from_slice(&(first.len() as u32).to_be_bytes());
    t.extend_from_slice(first);
    t.extend_from_slice(second);
    t
}

/// Which way a frame goes: part of its nonce, so a frame can't be reflected back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// From the side that connected (a player).
    Out = 1,
    /// To the side that connected (from a host, a desk or a server).
    Back = 2,
}

/// One direction's sealing (or opening) state: the key, what the protocol binds every frame to,
/// the longest frame, and the next frame's number.
pub struct Seal {
    cipher: ChaCha20Poly1305,
    aad: &'static [u8],
    max: usize,
    direction: Direction,
    next: u64,
}

/// The two seals of a side, from the exchange's `key`: (the one it writes with, the one it reads
/// with). `connected`: this side is the one that connected.
pub fn seals(key: &[u8], aad: &'static [u8], max: usize, connected: bool) -> (Seal, Seal) {
    let cipher = ChaCha20Poly1305::new(Key::from_slice(&key[..32]));
    let (mine, theirs) = if connected { (Direction::Out, Direction::Back) } else { (Direction::Back, Direction::Out) };
    let seal = |direction| Seal { cipher: cipher.clone(), aad, max, direction, next: 0 };
    (seal(mine), seal(theirs))
}

impl Seal {
    fn nonce(&self) -> Nonce {
        let mut bytes = [0u8; 12];
        bytes[0] = self.direction as u8;
        bytes[4..].copy_from_slice(&self.next.to_be_bytes());
        Nonce::from(bytes)
    }

    /// `msg` sealed as the next frame's bytes.
    pub fn seal(&mut self, msg: &[u8]) -> std::io::Result<Vec<u8>> {
        let sealed = self
            .cipher
            .encrypt(&self.nonce(), Payload { msg, aad: self.aad })
            .map_err(|_| std::io::Error::other("sealing a frame"))?;
        if sealed.len() > self.max {
            return Err(too_long(sealed.len(), self.max));
        }
        self.next += 1;
        Ok(sealed)
    }

    /// Seals `msg` and writes it as the next frame.
    pub fn write(&mut self, s: &mut impl Write, msg: &[u8]) -> std::io::Result<()> {
        let sealed = self.seal(msg)?;
        write_frame(s, &sealed)
    }

    /// Reads the next frame and opens it. A frame too long, cut short, or that doesn't open
    /// (tampered with, replayed, or sealed under another key) is an error: the connection ends.
    pub fn read(&mut self, s: &mut impl Read) -> std::io::Result<Vec<u8>> {
        let sealed = read_frame(s, self.max)?;
        self.open(&sealed)
    }

    /// [`Seal::read`] from a connection with deadlines: the frame's first byte within `idle`,
    /// the rest of it within `whole` of that byte (a timeout error otherwise).
    pub fn read_within(&mut self, s: &mut TcpStream, idle: Duration, whole: Duration) -> std::io::Result<Vec<u8>> {
        let mut len = [0u8; 4];
        read_by(s, &mut len[..1], Instant::now() + idle, Duration::MAX)?;
        let deadline = Instant::now() + whole;
        read_by(s, &mut len[1..], deadline, Duration::MAX)?;
        let len = u32::from_be_bytes(len) as usize;
        if len > self.max {
            return Err(too_long(len, self.max));
        }
        let mut bytes = vec![0u8; len];
        read_by(s, &mut bytes, deadline, Duration::MAX)?;
        self.open(&bytes)
    }

    /// Opens the next frame's bytes.
    pub fn open(&mut self, sealed: &[u8]) -> std::io::Result<Vec<u8>> {
        let msg = self
            .cipher
            .decrypt(&self.nonce(), Payload { msg: sealed, aad: self.aad })
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "a frame that doesn't open"))?;
        self.next += 1;
        Ok(msg)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AAD: &[u8] = b"test";

    #[test]
    fn a_frame_opens_once_in_order_and_a_tampered_replayed_or_reflected_one_does_not() {
        let key = [7u8; 32];
        let (mut player_out, _) = seals(&key, AAD, 1024, true);
        let (_, mut server_in) = seals(&key, AAD, 1024, false);
        let mut wire = Vec::new();
        player_out.write(&mut wire, b"first").unwrap();
        player_out.write(&mut wire, b"second").unwrap();
        let first_len = 4 + u32::from_be_bytes(wire[..4].try_into().unwrap()) as usize;
        let mut r = wire.as_slice();
        assert_eq!(server_in.read(&mut r).unwrap(), b"first");
        assert_eq!(server_in.read(&mut r).unwrap(), b"second");
        // The first frame again: its number is past, it doesn't open.
        let (_, mut fresh) = seals(&key, AAD, 1024, false);
        fresh.next = 1;
        assert!(fresh.read(&mut &wire[..first_len]).is_err());
        // A flipped bit doesn't open.
        let mut bad = wire[..first_len].to_vec();
        bad[6] ^= 1;
        let (_, mut fresh) = seals(&key, AAD, 1024, false);
        assert!(fresh.read(&mut bad.as_slice()).is_err());
        // A frame reflected back to its sender (the other direction) doesn't open either.
        let (_, mut player_in) = seals(&key, AAD, 1024, true);
        assert!(player_in.read(&mut &wire[..first_len]).is_err());
        // Nor one sealed for another protocol.
        let (_, mut other) = seals(&key, b"another", 1024, false);
        assert!(other.read(&mut &wire[..first_len]).is_err());
        // A length over the limit is refused before anything is read or allocated.
        let huge = 1025u32.to_be_bytes();
        assert!(server_in.read(&mut huge.as_slice()).is_err());
    }

    #[test]
    fn both_sides_of_an_exchange_hold_one_key_only_with_one_password() {
        let (a, a_msg) = exchange(b"pw", b"id");
        let (b, b_msg) = exchange(b"pw", b"id");
        assert_eq!(a.finish(&b_msg).unwrap(), b.finish(&a_msg).unwrap());
        let (a, a_msg) = exchange(b"pw", b"id");
        let (b, b_msg) = exchange(b"other", b"id");
        assert_ne!(a.finish(&b_msg).unwrap(), b.finish(&a_msg).unwrap());
    }
}
