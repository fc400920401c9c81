//! The one rate limiter: every budget the program keeps against another party (requests,
//! chat lines, consent questions and undo votes a seat may send, password guesses at a desk,
//! bytes of models a host sends a seat, messages, tables and replays a lobby connection may ask
//! for, the strikes before a lobby lets a connection go) is a [`Budget`].
//!
//! A budget holds at most `most` and gives back one every `every` (a token bucket): a burst of
//! `most` is allowed at once, then one per `every` on average, with no window edge to double a
//! burst across. Time is passed in, so tests and replays choose it.

use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

/// A budget of something countable, refilled with time.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    most: f64,
    every: f64,
    taken: f64,
    at: Option<Instant>,
}

impl Budget {
    /// At most `most` at once, one given back every `every`.
    pub fn new(most: f64, every: Duration) -> Budget {
        Budget { most, every: every.as_secs_f64().max(f64::MIN_POSITIVE), taken: 0.0, at: None }
    }

    /// `n` a second (a burst of `n`, then `n` a second).
    pub fn per_second(n: u32) -> Budget {
        Budget::new(f64::from(n), Duration::from_secs(1) / n.max(1))
    }

    /// `n` a minute (a burst of `n`, then `n` a minute).
    pub fn per_minute(n: u32) -> Budget {
        Budget::new(f64::from(n), Duration::from_secs(60) / n.max(1))
    }

    fn refill(&mut self, now: Instant) {
        if let Some(at) = self.at {
            self.taken = (self.taken - now.saturating_duration_since(at).as_secs_f64() / self.every).max(0.0);
        }
        self.at = Some(now);
    }

    /// How long from `now` until `n` are free (zero when they are).
    pub fn wait(&mut self, now: Instant, n: f64) -> Duration {
        self.refill(now);
        Duration::from_secs_f64(((self.taken + n - self.most) * self.every).max(0.0))
    }

    /// Takes one if there is one; answers whether it did.
    pub fn take(&mut self, now: Instant) -> bool {
        self.take_n(now, 1.0)
    }

    /// Takes `n` if there are; answers whether it did.
    pub fn take_n(&mut self, now: Instant, n: f64) -> bool {
        if !self.wait(now, n).is_zero() {
            return false;
        }
        self.taken += n;
        true
    }

    /// Takes `n`, even more than the budget ever holds when it is untouched (one thing bigger
    /// than the budget may go when nothing else has: a model larger than a second's bytes, sent
    /// after a quiet second); what it overdraws is paid back with time before anything else
    /// goes. Answers whether it took them.
    pub fn take_n_or_all(&mut self, now: Instant, n: f64) -> bool {
        if self.take_n(now, n) {
            return true;
        }
        if self.taken == 0.0 && n > self.most {
            self.taken = n;
            return true;
        }
        false
    }

    /// Gives `n` back (what was taken for something that turned out not to count).
    pub fn give_back(&mut self, n: f64) {
        self.taken = (self.taken - n).max(0.0);
    }

    /// Whether none of it is taken, counted at `now`.
    pub fn untouched(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.taken == 0.0
    }
}

/// A budget for each of many parties (a seat, an address), each a copy of `each` as it first
/// asks. At most `parties` are kept: past that, those whose budget is whole again are forgotten.
#[derive(Clone, Debug)]
pub struct Budgets<K> {
    each: Budget,
    parties: usize,
    by: HashMap<K, Budget>,
}

impl<K: Eq + Hash + Clone> Budgets<K> {
    /// A copy of `each` for every party, at most `parties` of them kept.
    pub fn new(each: Budget, parties: usize) -> Budgets<K> {
        Budgets { each, parties, by: HashMap::new() }
    }

    /// The party's budget.
    pub fn of(&mut self, key: &K, now: Instant) -> &mut Budget {
        if self.by.len() >= self.parties && !self.by.contains_key(key) {
            self.by.retain(|_, b| !b.untouched(now));
        }
        self.by.entry(key.clone()).or_insert(self.each)
    }

    /// Takes one from the party's budget; answers whether it did.
    pub fn take(&mut self, key: &K, now: Instant) -> bool {
        self.of(key, now).take(now)
    }

    /// Forgets a party (it left).
    pub fn forget(&mut self, key: &K) {
        self.by.remove(key);
    }

    /// The parties with a budget kept.
    pub fn parties(&self) -> impl Iterator<Item = &K> {
        self.by.keys()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_allows_its_burst_then_one_each_period_and_no_double_burst_across_a_second() {
        let t0 = Instant::now();
        let mut b = Budget::per_second(5);
        assert_eq!((0..10).filter(|_| b.take(t0)).count(), 5, "a burst of five at once");
        assert!(!b.take(t0 + Duration::from_millis(100)), "a fifth of a second gives one back, not a tenth");
        assert!(b.take(t0 + Duration::from_millis(200)));
        // A fixed window would allow five more just after the second's edge; a bucket gives back
        // what the time gone by gives, no more.
        let edge = t0 + Duration::from_millis(1001);
        assert_eq!((0..10).filter(|_| b.take(edge)).count(), 4);
        let wait = b.wait(edge, 1.0);
        assert!(wait > Duration::from_millis(198) && wait < Duration::from_millis(200), "{wait:?}");
    }

    #[test]
    fn a_budget_gives_back_and_lets_one_big_thing_go_only_when_untouched() {
        let t0 = Instant::now();
        let mut b = Budget::new(100.0, Duration::from_millis(10));
        assert!(b.take_n_or_all(t0, 500.0), "untouched: one thing bigger than the budget goes");
        assert!(!b.take_n_or_all(t0, 500.0), "not again before the budget is whole");
        assert!(!b.take(t0 + Duration::from_secs(4)), "the overdraft is paid back first");
        assert!(b.untouched(t0 + Duration::from_secs(5)));
        let mut b = Budget::new(2.0, Duration::from_secs(1));
        assert!(b.take(t0) && b.take(t0) && !b.take(t0));
        b.give_back(1.0);
        assert!(b.take(t0), "what was given back may be taken again");
    }

    #[test]
    fn budgets_keep_one_per_party_and_forget_the_whole_ones_when_full() {
        let t0 = Instant::now();
        let mut many: Budgets<u32> = Budgets::new(Budget::per_second(1), 2);
        assert!(many.take(&1, t0));
        assert!(!many.take(&1, t0), "party 1 spent its budget");
        assert!(many.take(&2, t0), "party 2 has its own");
        let later = t0 + Duration::from_secs(5);
        assert!(many.take(&3, later), "a third party: the whole budgets are forgotten to make room");
        assert_eq!(many.parties().count(), 1);
    }
}
