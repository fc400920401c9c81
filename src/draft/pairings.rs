//! Who plays whom after a draft: Swiss rounds over the pod's seats. The first round pairs each
//! seat with the one across the table (seat `i` with `i + n/2`), as pods do, so neighbours who
//! passed to each other don't meet first; each later round pairs players with the same match
//! points where it can, never twice the same pair, and gives the bye (a match won 2–0) to the
//! lowest-standing player who hasn't had one. Standings rank by match points (3 a win, 1 a
//! draw), then opponents' match-win percentage, then game-win percentage, each at least a third
//! (the Magic Tournament Rules' tiebreakers).

/// A match played (or a bye): the two seats and the games each won, and games drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    /// The first seat.
    pub a: usize,
    /// The second seat; `None` for a bye.
    pub b: Option<usize>,
    /// Games won by `a` and by `b`.
    pub wins: (u8, u8),
    /// Games drawn.
    pub draws: u8,
}

impl MatchResult {
    /// The bye: `seat` wins 2–0.
    pub fn bye(seat: usize) -> MatchResult {
        MatchResult { a: seat, b: None, wins: (2, 0), draws: 0 }
    }

    /// Match points for `seat` (3 a win, 1 a draw), or `None` if it didn't play in it.
    fn points(&self, seat: usize) -> Option<u32> {
        let (mine, theirs) = match (self.a == seat, self.b == Some(seat)) {
            (true, _) => (self.wins.0, self.wins.1),
            (_, true) => (self.wins.1, self.wins.0),
            _ => return None,
        };
        Some(match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => 3,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        })
    }

    /// Games won by `seat` and games played, if it played in it.
    fn games(&self, seat: usize) -> Option<(u32, u32)> {
        let played = u32::from(self.wins.0) + u32::from(self.wins.1) + u32::from(self.draws);
        match (self.a == seat, self.b == Some(seat)) {
            (true, _) => Some((u32::from(self.wins.0), played)),
            (_, true) => Some((u32::from(self.wins.1), played)),
            _ => None,
        }
    }

    /// The other seat, for `seat` (none for a bye).
    fn opponent(&self, seat: usize) -> Option<usize> {
        match (self.a == seat, self.b) {
            (true, b) => b,
            (false, Some(b)) if b == seat => Some(self.a),
            _ => None,
        }
    }
}

/// One seat's standing.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The seat.
    pub seat: usize,
    /// Match points.
    pub points: u32,
    /// Opponents' match-win percentage (0 to 1).
    pub omw: f64,
    /// Game-win percentage (0 to 1).
    pub gw: f64,
}

/// The lowest a percentage counts for (Magic Tournament Rules, appendix C).
const FLOOR: f64 = 1.0 / 3.0;

/// Match-win percentage of `seat` over its rounds (byes count as rounds won).
fn match_win(seat: usize, results: &[MatchResult]) -> f64 {
    let mine: Vec<u32> = results.iter().filter_map(|r| r.points(seat)).collect();
    match mine.len() {
        0 => FLOOR,
        n => (f64::from(mine.iter().sum::<u32>()) / (3.0 * n as f64)).max(FLOOR),
    }
}

/// The pod's standings after `results`, first first.
pub fn standings(seats: usize, results: &[MatchResult]) -> Vec<Standing> {
    let mut out: Vec<Standing> = (0..seats)
        .map(|seat| {
            let points = results.iter().filter_map(|r| r.points(seat)).sum();
            let opponents: Vec<usize> = results.iter().filter_map(|r| r.opponent(seat)).collect();
            let omw = match opponents.len() {
                0 => FLOOR,
                n => opponents.iter().map(|o| match_win(*o, results)).sum::<f64>() / n as f64,
            };
            let (won, played) =
                results.iter().filter_map(|r| r.games(seat)).fold((0, 0), |(w, p), (gw, gp)| (w + gw, p + gp));
            let gw = if played == 0 { FLOOR } else { (f64::from(won) / f64::from(played)).max(FLOOR) };
            Standing { seat, points, omw, gw }
        })
        .collect();
    out.sort_by(|a, b| {
        b.points.cmp(&a.points).then(b.omw.total_cmp(&a.omw)).then(b.gw.total_cmp(&a.gw)).then(a.seat.cmp(&b.seat))
    });
    out
}

/// The next round's pairings over `seats` seats after `results`: pairs of seats, and the bye
/// (`(seat, None)`) where the count is odd. The first round is across the table.
pub fn swiss(seats: usize, results: &[MatchResult]) -> Vec<(usize, Option<usize>)> {
    if seats < 2 {
        return (0..seats).map(|s| (s, None)).collect();
    }
    if results.is_empty() {
        let half = seats / 2;
        let mut out: Vec<(usize, Option<usize>)> = (0..half).map(|i| (i, Some(i + half + seats % 2))).collect();
        if seats % 2 == 1 {
            out.push((half, None));
        }
        return out;
    }
    let order: Vec<usize> = standings(seats, results).into_iter().map(|s| s.seat).collect();
    let met = |a: usize, b: usize| results.iter().any(|r| (r.a == a && r.b == Some(b)) || (r.a == b && r.b == Some(a)));
    let had_bye = |s: usize| results.iter().any(|r| r.a == s && r.b.is_none());
    // The bye: the lowest standing seat without one.
    let mut left = order.clone();
    let mut out = Vec::new();
    if seats % 2 == 1 {
        let bye = *left.iter().rev().find(|s| !had_bye(**s)).unwrap_or(&left[left.len() - 1]);
        left.retain(|s| *s != bye);
        out.push((bye, None));
    }
    let mut pairs = Vec::new();
    if !pair_down(&left, &met, &mut pairs) {
        // Every pairing repeats a match (a small pod late on): top down, rematches allowed.
        pairs = left.chunks(2).map(|c| (c[0], c[1])).collect();
    }
    let mut round: Vec<(usize, Option<usize>)> = pairs.into_iter().map(|(a, b)| (a, Some(b))).collect();
    round.extend(out);
    round
}

/// Pairs `left` (in standing order) top down: the first with the nearest below it they haven't
/// met, backtracking when the rest can't be paired.
fn pair_down(left: &[usize], met: &impl Fn(usize, usize) -> bool, pairs: &mut Vec<(usize, usize)>) -> bool {
    let Some((&first, rest)) = left.split_first() else { return true };
    for (i, &other) in rest.iter().enumerate() {
        if met(first, other) {
            continue;
        }
        let others: Vec<usize> = rest.iter().enumerate().filter(|(k, _)| *k != i).map(|(_, s)| *s).collect();
        pairs.push((first, other));
        if pair_down(&others, met, pairs) {
            return true;
        }
        pairs.pop();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn won(a: usize, b: usize) -> MatchResult {
        MatchResult { a, b: Some(b), wins: (2, 1), draws: 0 }
    }

    #[test]
    fn the_first_round_pairs_each_seat_with_the_one_across_the_table() {
        assert_eq!(swiss(8, &[]), vec![(0, Some(4)), (1, Some(5)), (2, Some(6)), (3, Some(7))]);
        assert_eq!(swiss(2, &[]), vec![(0, Some(1))]);
        // Five seats: two pairs across, the middle seat's bye.
        assert_eq!(swiss(5, &[]), vec![(0, Some(3)), (1, Some(4)), (2, None)]);
    }

    #[test]
    fn later_rounds_pair_equal_points_never_twice_the_same_pair() {
        let r1 = vec![won(0, 4), won(1, 5), won(2, 6), won(3, 7)];
        let r2 = swiss(8, &r1);
        // Winners meet winners, losers losers.
        for (a, b) in &r2 {
            let b = b.unwrap();
            assert_eq!(r1.iter().any(|r| r.a == *a), r1.iter().any(|r| r.a == b), "{r2:?}");
        }
        let mut all = r1.clone();
        all.extend(r2.iter().map(|(a, b)| won(*a, b.unwrap())));
        let r3 = swiss(8, &all);
        for (a, b) in &r3 {
            let b = b.unwrap();
            assert!(!all.iter().any(|r| (r.a == *a && r.b == Some(b)) || (r.a == b && r.b == Some(*a))), "{r3:?}");
        }
        // Everyone plays each round.
        let mut seen: Vec<usize> = r3.iter().flat_map(|(a, b)| [*a, b.unwrap()]).collect();
        seen.sort();
        assert_eq!(seen, (0..8).collect::<Vec<_>>());
    }

    #[test]
    fn the_bye_goes_to_the_lowest_standing_seat_that_had_none_and_counts_as_a_win() {
        let r1 = vec![won(0, 3), won(1, 4), MatchResult::bye(2)];
        let r2 = swiss(5, &r1);
        let bye = r2.iter().find(|(_, b)| b.is_none()).unwrap().0;
        assert!(bye == 3 || bye == 4, "a seat that lost and had no bye: {r2:?}");
        let table = standings(5, &r1);
        assert_eq!(table.iter().find(|s| s.seat == 2).unwrap().points, 3);
    }

    #[test]
    fn standings_break_ties_by_opponents_match_wins_then_games() {
        // 0 beat 1, 1 beat 2, 3 beat 2: 0, 1 and 3 have 3 points each. 1's opponents won half
        // their matches and 0's, 0's opponent half, 3's opponent none (counted as a third).
        let results = vec![won(0, 1), won(3, 2), won(1, 2)];
        let table = standings(4, &results);
        let order: Vec<usize> = table.iter().map(|s| s.seat).collect();
        assert_eq!(order, vec![1, 0, 3, 2]);
        assert!((table[2].omw - FLOOR).abs() < 1e-9);
        // A 2-0 counts more games won than a 2-1.
        let results = vec![MatchResult { a: 0, b: Some(1), wins: (2, 0), draws: 0 }, won(2, 3)];
        let table = standings(4, &results);
        assert_eq!((table[0].seat, table[1].seat), (0, 2));
    }
}
