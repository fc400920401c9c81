//! An append-only list kept in chunks of a fixed size: growing never copies what it already
//! holds (a `Vec` doubling copies every element it has). The rules log and the action history
//! grow by a few elements an action for a whole game; as `Vec`s their growth was about 530
//! instructions of each transform in the rules bench (docs/performance.md).

/// How many elements a chunk holds.
const CHUNK: usize = 256;

/// An append-only list in chunks of [`CHUNK`] elements, read by index or in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Chunked<T> {
    chunks: Vec<Vec<T>>,
    len: usize,
}

impl<T> Default for Chunked<T> {
    fn default() -> Self {
        Chunked { chunks: Vec::new(), len: 0 }
    }
}

impl<T> Chunked<T> {
    /// Adds `value` at the end.
    pub fn push(&mut self, value: T) {
        match self.chunks.last_mut() {
            Some(last) if last.len() < CHUNK => last.push(value),
            _ => {
                let mut chunk = Vec::with_capacity(CHUNK);
                chunk.push(value);
                self.chunks.push(chunk);
            }
        }
        self.len += 1;
    }

    /// How many elements it holds.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The element at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<&T> {
        self.chunks.get(index / CHUNK)?.get(index % CHUNK)
    }

    /// The last element.
    pub fn last(&self) -> Option<&T> {
        self.chunks.last()?.last()
    }

    /// Every element, in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + Clone {
        self.chunks.iter().flatten()
    }

    /// The elements from `index` on, in order (none where `index` is past the end).
    pub fn from(&self, index: usize) -> impl Iterator<Item = &T> + Clone {
        let first = self.chunks.get(index / CHUNK).map_or(&[][..], |c| c.get(index % CHUNK..).unwrap_or_default());
        first.iter().chain(self.chunks.iter().skip(index / CHUNK + 1).flatten())
    }

    /// The elements as a `Vec`, in order.
    pub fn to_vec(&self) -> Vec<T>
    where
        T: Clone,
    {
        self.iter().cloned().collect()
    }
}

impl<T> std::ops::Index<usize> for Chunked<T> {
    type Output = T;
    fn index(&self, index: usize) -> &T {
        &self.chunks[index / CHUNK][index % CHUNK]
    }
}

impl<T> FromIterator<T> for Chunked<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut list = Chunked::default();
        iter.into_iter().for_each(|v| list.push(v));
        list
    }
}

impl<'a, T> IntoIterator for &'a Chunked<T> {
    type Item = &'a T;
    type IntoIter = std::iter::Flatten<std::slice::Iter<'a, Vec<T>>>;
    fn into_iter(self) -> Self::IntoIter {
        self.chunks.iter().flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunked_reads_what_was_pushed_across_chunks() {
        let list: Chunked<usize> = (0..CHUNK * 2 + 3).collect();
        assert_eq!(list.len(), CHUNK * 2 + 3);
        assert_eq!(list.get(CHUNK), Some(&CHUNK));
        assert_eq!(list[CHUNK * 2 + 2], CHUNK * 2 + 2);
        assert_eq!(list.get(CHUNK * 2 + 3), None);
        assert_eq!(list.last(), Some(&(CHUNK * 2 + 2)));
        assert!(list.iter().copied().eq(0..CHUNK * 2 + 3));
        assert!(list.from(CHUNK - 1).copied().eq(CHUNK - 1..CHUNK * 2 + 3));
        assert!(list.from(CHUNK * 2).copied().eq(CHUNK * 2..CHUNK * 2 + 3));
        assert_eq!(list.from(CHUNK * 2 + 3).count(), 0);
        assert_eq!(list.from(CHUNK * 9).count(), 0);
        assert_eq!(list.to_vec().len(), list.len());
    }
}
