//! A served table's password. The player who opens a locked table picks a salt and stretches
//! the password with Argon2id (19 MiB, two passes: OWASP's recommended setting); from the
//! stretched password it derives a verifier ([`Secret`]): a desk word (a hash of it) and the
//! public half of a signing key (whose secret half only the stretched password gives). The
//! server keeps only the verifier and hands it to the table's process, whose desk (`net::desk`)
//! then checks each joining player twice: by SPAKE2 on the desk word (as a hosted table proves
//! its password, so a desk that doesn't know it learns nothing to guess from), then by the
//! player's signature of that very exchange, which the verifier checks and can't make. Neither
//! the password nor its stretched form crosses the network, and what the server keeps (or a man
//! in the middle could read) lets no one sit down.

use argon2::{Algorithm, Argon2, Params, Version};

use super::identity::{KeyPair, digest, hex, unhex};
use super::protocol::Secret;

/// The first words of what a player hands its desk for a served table: its password key.
pub const SEAT_KEY: &str = "bifronte-seat-key:";
/// The first words of what a served table's desk holds: the verifier.
pub const VERIFIER: &str = "bifronte-verifier:";

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, Some(32)).expect("Argon2 parameters in range");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// The stretched form of `password` under `salt`.
pub fn stretch(password: &str, salt: &[u8; 16]) -> [u8; 32] {
    let mut out = [0u8; 32];
    argon2().hash_password_into(password.as_bytes(), salt, &mut out).expect("a 32-byte Argon2 output");
    out
}

/// The desk word of a stretched password.
fn word(stretched: &[u8; 32]) -> [u8; 32] {
    digest(&[b"bifronte desk word", stretched])
}

/// The signing key of a stretched password.
pub fn seat_key(stretched: &[u8; 32]) -> KeyPair {
    KeyPair::from_seed(&digest(&[b"bifronte seat key", stretched]))
}

/// The verifier of a stretched password.
pub fn verifier(stretched: &[u8; 32], salt: [u8; 16]) -> Secret {
    Secret { salt, word: word(stretched), public: seat_key(stretched).public }
}

/// A new table's verifier: a fresh salt, and the password's verifier under it.
pub fn new_secret(password: &str) -> Secret {
    let salt: [u8; 16] = rand::random();
    verifier(&stretch(password, &salt), salt)
}

/// What a joining player hands its desk for a served table: its stretched password, marked.
pub fn desk_password(stretched: &[u8; 32]) -> String {
    format!("{SEAT_KEY}{}", hex(stretched))
}

/// What a served table's desk holds: the verifier, marked.
pub fn desk_verifier(secret: &Secret) -> String {
    format!("{VERIFIER}{}:{}", hex(&secret.word), hex(&secret.public))
}

/// What a desk's password stands for.
pub enum DeskSecret {
    /// A hosted table's password, proved by SPAKE2 alone.
    Password(String),
    /// A player at a served table: the desk word and the password key.
    SeatKey {
        /// The desk word, in hexadecimal.
        word: String,
        /// The key that signs the exchange.
        key: Box<KeyPair>,
    },
    /// A served table's desk: the desk word and the public key.
    Verifier {
        /// The desk word, in hexadecimal.
        word: String,
        /// The key the player's signature must verify under.
        public: [u8; 32],
    },
}

/// Reads a desk's password (`""` for none).
pub fn desk_secret(password: &str) -> DeskSecret {
    if let Some(stretched) = password.strip_prefix(SEAT_KEY).and_then(unhex::<32>) {
        return DeskSecret::SeatKey { word: hex(&word(&stretched)), key: Box::new(seat_key(&stretched)) };
    }
    if let Some((w, p)) = password.strip_prefix(VERIFIER).and_then(|v| v.split_once(':'))
        && let (Some(w), Some(public)) = (unhex::<32>(w), unhex::<32>(p))
    {
        return DeskSecret::Verifier { word: hex(&w), public };
    }
    DeskSecret::Password(password.to_string())
}

/// Whether what a player hands its desk is a served seat's key (never sent to the table).
pub fn is_seat_key(password: &str) -> bool {
    password.starts_with(SEAT_KEY)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_password_and_salt_give_the_same_verifier_and_nothing_else_does() {
        let s = new_secret("hunter2");
        let stretched = stretch("hunter2", &s.salt);
        assert_eq!(verifier(&stretched, s.salt), s);
        assert_ne!(verifier(&stretch("hunter3", &s.salt), s.salt), s);
        assert_ne!(new_secret("hunter2").word, s.word, "a new salt each time");
        let words = desk_password(&stretched);
        assert!(!words.contains("hunter2"));
        // The verifier holds neither the stretched password nor the key's secret half.
        let held = desk_verifier(&s);
        assert!(!held.contains(&hex(&stretched)));
        let DeskSecret::Verifier { word, public } = desk_secret(&held) else { panic!("a verifier") };
        let DeskSecret::SeatKey { word: theirs, key } = desk_secret(&words) else { panic!("a seat key") };
        assert_eq!((word, public), (theirs, key.public));
        assert!(matches!(desk_secret("hunter2"), DeskSecret::Password(p) if p == "hunter2"));
    }
}
