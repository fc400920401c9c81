//! The bound on how deep what an action holds may nest ([`super::MAX_NESTING`]), checked as it
//! is read, before it is read any deeper: every recursive field of the action's types
//! deserializes through [`guarded`], which counts the levels on this thread.

use std::cell::Cell;

use serde::de::{Deserialize, Deserializer, Error};

use super::MAX_NESTING;

thread_local! {
    /// How many guarded fields the deserializer on this thread is inside.
    static DEPTH: Cell<usize> = const { Cell::new(0) };
}

/// Puts the depth back however the inner deserialize ends.
struct Level(usize);

impl Drop for Level {
    fn drop(&mut self) {
        DEPTH.set(self.0);
    }
}

/// A recursive field (an ability's effect, a filter's filters, a token's back face), refused
/// past [`MAX_NESTING`] levels.
pub(super) fn guarded<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    let depth = DEPTH.get();
    if depth >= MAX_NESTING {
        return Err(D::Error::custom(format!("an action nested more than {MAX_NESTING} deep")));
    }
    let _level = Level(depth);
    DEPTH.set(depth + 1);
    T::deserialize(d)
}
