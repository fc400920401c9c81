//! A card's name, shared: a face's printed name is copied into every object that has that face
//! up, and into every log line that names it, by a pointer rather than by its letters.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A name ("Delver of Secrets"): text that clones by a pointer. Reads as a `&str`.
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardName(Arc<str>);

impl CardName {
    /// The name as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The shared text, for a reader that keeps it (a log line's name).
    pub fn shared(&self) -> Arc<str> {
        self.0.clone()
    }
}

impl std::ops::Deref for CardName {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for CardName {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for CardName {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for CardName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&*self.0, f)
    }
}

impl std::fmt::Display for CardName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for CardName {
    fn from(s: &str) -> CardName {
        CardName(s.into())
    }
}

impl From<String> for CardName {
    fn from(s: String) -> CardName {
        CardName(s.into())
    }
}

impl From<&String> for CardName {
    fn from(s: &String) -> CardName {
        CardName(s.as_str().into())
    }
}

impl From<CardName> for String {
    fn from(n: CardName) -> String {
        String::from(&*n.0)
    }
}

impl From<&CardName> for String {
    fn from(n: &CardName) -> String {
        String::from(&*n.0)
    }
}

impl PartialEq<str> for CardName {
    fn eq(&self, other: &str) -> bool {
        &*self.0 == other
    }
}

impl PartialEq<&str> for CardName {
    fn eq(&self, other: &&str) -> bool {
        &*self.0 == *other
    }
}

impl PartialEq<String> for CardName {
    fn eq(&self, other: &String) -> bool {
        &*self.0 == other.as_str()
    }
}

impl PartialEq<CardName> for String {
    fn eq(&self, other: &CardName) -> bool {
        self.as_str() == &*other.0
    }
}

impl PartialEq<CardName> for str {
    fn eq(&self, other: &CardName) -> bool {
        self == &*other.0
    }
}

impl PartialEq<CardName> for &str {
    fn eq(&self, other: &CardName) -> bool {
        *self == &*other.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_reads_and_compares_as_its_text_and_a_copy_shares_it() {
        let name = CardName::from("Delver of Secrets");
        assert_eq!(name, "Delver of Secrets");
        assert_eq!(String::from("Delver of Secrets"), name);
        assert!(name.starts_with("Delver"));
        let copy = name.clone();
        assert!(Arc::ptr_eq(&name.shared(), &copy.shared()));
        assert_eq!(ron::to_string(&name).unwrap(), "\"Delver of Secrets\"");
        assert_eq!(ron::from_str::<CardName>("\"Insectile Aberration\"").unwrap(), "Insectile Aberration");
    }
}
