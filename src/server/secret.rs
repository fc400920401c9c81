//! A served table's password. The player who opens a locked table picks a salt and stretches
//! the password with Argon2id (19 MiB, two passes: OWASP's recommended setting); the server
//! stores only the salt and the hash, and hands the hash to the table's process, whose desk
//! (`net::desk`) then proves it with each joining player by SPAKE2, as a hosted table proves its
//! password: a joining player stretches what it was told under the table's salt, and neither
//! the password nor the hash ever crosses the network.

use argon2::{Algorithm, Argon2, Params, Version};

use super::protocol::Secret;

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, Some(32)).expect("Argon2 parameters in range");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// The hash of `password` under `salt`.
pub fn stretch(password: &str, salt: &[u8; 16]) -> [u8; 32] {
    let mut out = [0u8; 32];
    argon2().hash_password_into(password.as_bytes(), salt, &mut out).expect("a 32-byte Argon2 output");
    out
}

/// A new table's secret: a fresh salt and the password's hash under it.
pub fn new_secret(password: &str) -> Secret {
    let salt: [u8; 16] = rand::random();
    Secret { salt, hash: stretch(password, &salt) }
}

/// The words a table's desk and a player prove to each other: the hash, in hexadecimal.
pub fn desk_password(hash: &[u8; 32]) -> String {
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_password_and_salt_give_the_same_hash_and_nothing_else_does() {
        let s = new_secret("hunter2");
        assert_eq!(stretch("hunter2", &s.salt), s.hash);
        assert_ne!(stretch("hunter3", &s.salt), s.hash);
        assert_ne!(new_secret("hunter2").hash, s.hash, "a new salt each time");
        let words = desk_password(&s.hash);
        assert_eq!(words.len(), 64);
        assert!(!words.contains("hunter2"));
    }
}
