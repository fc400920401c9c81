//! Keys that sign: the server's long-term key (kept in its data folder; a player remembers it
//! per server address and refuses a server whose key changed, as SSH does), and a locked
//! table's password key (derived from the stretched password on the player's side; the server
//! and the table keep only its public half, which lets no one sit down).
//!
//! Ed25519 signatures (`ed25519-dalek`); what is signed is the purpose's name, its length
//! first, then the message, so a signature made for one purpose verifies for no other.

use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use subtle::ConstantTimeEq;

/// The server's key file in its data folder (0600).
pub const SERVER_KEY_FILE: &str = "server.key";

/// A key pair: the secret key and its public half.
pub struct KeyPair {
    secret: SigningKey,
    /// The public key (32 bytes).
    pub public: [u8; 32],
}

/// What is signed for `msg` under the purpose `context`.
fn signed_bytes(context: &[u8], msg: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(8 + context.len() + msg.len());
    out.extend_from_slice(&(context.len() as u64).to_be_bytes());
    out.extend_from_slice(context);
    out.extend_from_slice(msg);
    out
}

impl KeyPair {
    /// The key pair a 32-byte seed stands for.
    pub fn from_seed(seed: &[u8; 32]) -> KeyPair {
        let secret = SigningKey::from_bytes(seed);
        let public = secret.verifying_key().to_bytes();
        KeyPair { secret, public }
    }

    /// Signs `msg` for the purpose `context`.
    pub fn sign(&self, context: &[u8], msg: &[u8]) -> [u8; 64] {
        self.secret.sign(&signed_bytes(context, msg)).to_bytes()
    }
}

/// Whether `sig` is `public`'s signature of `msg` for `context`.
pub fn verify(public: &[u8; 32], context: &[u8], msg: &[u8], sig: &[u8; 64]) -> bool {
    let Ok(key) = VerifyingKey::from_bytes(public) else { return false };
    key.verify_strict(&signed_bytes(context, msg), &Signature::from_bytes(sig)).is_ok()
}

/// A public key as people compare it: `SHA256:` and the first 16 bytes of its SHA-256, in
/// hexadecimal groups of four.
pub fn fingerprint(public: &[u8; 32]) -> String {
    let digest = Sha256::digest(public);
    let hex: Vec<String> = digest[..16].chunks(2).map(|c| format!("{:02x}{:02x}", c[0], c[1])).collect();
    format!("SHA256:{}", hex.join(":"))
}

/// SHA-256 of the parts, each prefixed with its length.
pub fn digest(parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_be_bytes());
        h.update(p);
    }
    h.finalize().into()
}

/// Whether two byte strings are equal, in a time that doesn't depend on where they differ.
pub fn same(a: &[u8], b: &[u8]) -> bool {
    a.ct_eq(b).into()
}

/// Bytes in hexadecimal.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Hexadecimal back to `N` bytes.
pub fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let text = text.trim();
    if text.len() != 2 * N || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; N];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// What went wrong with a key: a server's own, or one a player remembers.
#[derive(Debug)]
pub enum KeyError {
    /// The server's key file isn't a key.
    NotAKey(PathBuf),
    /// A file of keys can't be read or written.
    File(crate::format::Unwritten),
    /// The server at `address` shows another key than the one remembered for it.
    Changed {
        /// The server's address.
        address: String,
        /// The remembered key's fingerprint ("unreadable" for a line that isn't one).
        was: String,
        /// The key it shows now, its fingerprint.
        now: String,
        /// The file of remembered keys.
        file: PathBuf,
    },
}

impl KeyError {
    /// What went wrong, as a message (a key that changed says what to do).
    pub fn said(&self) -> crate::i18n::Said {
        use crate::i18n::Said;
        match self {
            KeyError::NotAKey(path) => Said::new("net-server-not-a-key", &[("file", &path.display().to_string())]),
            KeyError::File(e) => Said::words(e.to_string()),
            KeyError::Changed { address, was, now, file } => Said::new(
                "net-server-key-changed",
                &[("server", address), ("was", was), ("now", now), ("file", &file.display().to_string())],
            ),
        }
    }
}

crate::i18n::said_by_said!(KeyError);

impl std::error::Error for KeyError {}

/// The server's long-term key, from `DATA/server.key`, made (0600) the first time.
pub fn server_key(data: &Path) -> Result<KeyPair, KeyError> {
    let path = data.join(SERVER_KEY_FILE);
    let file = |why| KeyError::File(crate::format::Unwritten { path: path.clone(), why });
    match std::fs::read_to_string(&path) {
        Ok(text) => unhex::<32>(&text).map(|seed| KeyPair::from_seed(&seed)).ok_or(KeyError::NotAKey(path.clone())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let seed: [u8; 32] = rand::random();
            crate::format::write_secret(&path, hex(&seed).as_bytes()).map_err(file)?;
            Ok(KeyPair::from_seed(&seed))
        }
        Err(e) => Err(file(e)),
    }
}

/// The servers a player has met and their keys: one line each, `ADDRESS PUBLIC-KEY` (the key in
/// hexadecimal), in a file of the player's own.
pub struct KnownServers {
    /// The file.
    pub path: PathBuf,
}

impl KnownServers {
    /// The player's own file: `$XDG_CONFIG_HOME/bifronte/known_servers`.
    pub fn users() -> KnownServers {
        KnownServers { path: crate::format::user_config_dir().join("known_servers") }
    }

    /// The file at `path`.
    pub fn at(path: PathBuf) -> KnownServers {
        KnownServers { path }
    }

    /// Checks `public` against what is remembered for `address`: the first time it is
    /// remembered; a different key is refused with both fingerprints and what to do.
    pub fn check(&self, address: &str, public: &[u8; 32]) -> Result<(), KeyError> {
        let text = std::fs::read_to_string(&self.path).unwrap_or_default();
        let known = text.lines().find_map(|l| {
            let (a, k) = l.trim().split_once(' ')?;
            (a == address).then(|| unhex::<32>(k))
        });
        match known {
            Some(Some(k)) if same(&k, public) => Ok(()),
            Some(k) => {
                let was = k.map_or_else(|| "unreadable".to_string(), |k| fingerprint(&k));
                let (address, now, file) = (address.to_string(), fingerprint(public), self.path.clone());
                Err(KeyError::Changed { address, was, now, file })
            }
            None => {
                let mut text = text;
                if !text.is_empty() && !text.ends_with('\n') {
                    text.push('\n');
                }
                text.push_str(&format!("{address} {}\n", hex(public)));
                if let Some(dir) = self.path.parent() {
                    std::fs::create_dir_all(dir)
                        .map_err(|why| KeyError::File(crate::format::Unwritten { path: dir.to_path_buf(), why }))?;
                }
                crate::format::write_secret(&self.path, text.as_bytes())
                    .map_err(|why| KeyError::File(crate::format::Unwritten { path: self.path.clone(), why }))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_under_its_key_for_its_message_and_nothing_else() {
        let k = KeyPair::from_seed(&[5; 32]);
        let sig = k.sign(b"ctx", b"hello");
        assert!(verify(&k.public, b"ctx", b"hello", &sig));
        assert!(!verify(&k.public, b"ctx", b"hellp", &sig));
        assert!(!verify(&k.public, b"other", b"hello", &sig));
        assert!(!verify(&KeyPair::from_seed(&[6; 32]).public, b"ctx", b"hello", &sig));
        let mut bad = sig;
        bad[40] ^= 1;
        assert!(!verify(&k.public, b"ctx", b"hello", &bad));
        assert_eq!(KeyPair::from_seed(&[5; 32]).public, k.public);
        assert_eq!(unhex::<32>(&hex(&k.public)), Some(k.public));
    }
}
