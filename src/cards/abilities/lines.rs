//! A face's ability lines, shared with the characteristics derived from it: deriving an object
//! again takes its face's lines by a reference count, and only a layer that changes them (613.1f
//! grants and losses, 612 text changes) copies them first.

use std::ops::Deref;
use std::sync::Arc;

use super::AbilityLine;

/// Ability lines, one per line of rules text; read like a slice.
#[derive(Clone, Debug, Default)]
pub struct Lines(Arc<Vec<AbilityLine>>);

impl Lines {
    /// The lines to change, copied first where they are shared (with the face, or with an
    /// earlier derivation).
    pub fn make_mut(&mut self) -> &mut Vec<AbilityLine> {
        Arc::make_mut(&mut self.0)
    }
}

impl Deref for Lines {
    type Target = [AbilityLine];
    fn deref(&self) -> &[AbilityLine] {
        &self.0
    }
}

impl<'a> IntoIterator for &'a Lines {
    type Item = &'a AbilityLine;
    type IntoIter = std::slice::Iter<'a, AbilityLine>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl PartialEq for Lines {
    fn eq(&self, other: &Lines) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0 == other.0
    }
}

impl From<Vec<AbilityLine>> for Lines {
    fn from(lines: Vec<AbilityLine>) -> Lines {
        Lines(Arc::new(lines))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_shares_the_lines_until_one_is_changed() {
        let face: Lines = vec![AbilityLine::parse("Flying")].into();
        let mut derived = face.clone();
        assert!(Arc::ptr_eq(&face.0, &derived.0));
        derived.make_mut().push(AbilityLine::parse("Vigilance"));
        assert_eq!((face.len(), derived.len()), (1, 2));
        assert_ne!(face, derived);
        assert_eq!(face, vec![AbilityLine::parse("Flying")].into());
    }
}
