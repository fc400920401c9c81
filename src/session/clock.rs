//! A chess clock for an assisted table (`--clock 25m+5s`, a game option): each player's time
//! runs while they hold priority; a player who passes it gets the increment; a player whose time
//! runs out loses the game (`Action::TimeRanOut`, 104.3). The clock is the window's or the
//! host's, in real time: it is not game state, and an undo doesn't give time back. A networked
//! host sends each seat the times once a second.

use crate::i18n::Said;
use std::time::Duration;

use bevy::prelude::*;

use crate::rules::ops::priority::Priority;
use crate::rules::{Action, ActionRequest, Left, Lost, Player};

/// The clock: each player's time left, whose time runs, who ran out.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ChessClock {
    /// Each player's time, in seat order (filled from the table on the first tick).
    pub left: Vec<(String, Duration)>,
    /// The time each player starts with.
    pub base: Duration,
    /// What a player gets each time they pass priority on.
    pub increment: Duration,
    /// The player whose time runs now (who holds priority).
    pub running: Option<String>,
    /// Players whose time ran out.
    pub flagged: Vec<String>,
    /// A networked host: time since it last sent the times.
    pub since_sent: Duration,
}

impl ChessClock {
    /// A clock of `base` per player plus `increment` a pass.
    pub fn new(base: Duration, increment: Duration) -> ChessClock {
        ChessClock { base, increment, ..Default::default() }
    }

    /// A player's time left, if they are on the clock.
    pub fn time_of(&self, player: &str) -> Option<Duration> {
        self.left.iter().find(|(p, _)| p == player).map(|(_, d)| *d)
    }

    /// Lets `elapsed` pass with `holder` holding priority; a player who no longer holds it gets
    /// the increment. Answers the player whose time has just run out, if one has.
    pub fn advance(&mut self, holder: Option<&str>, elapsed: Duration) -> Option<String> {
        if self.running.as_deref() != holder {
            let was = self.running.take();
            if let Some((_, t)) = was.and_then(|w| self.left.iter_mut().find(|(p, _)| *p == w)) {
                *t += self.increment;
            }
            self.running = holder.map(str::to_string);
            return None;
        }
        let who = self.running.clone()?;
        let (_, t) = self.left.iter_mut().find(|(p, _)| *p == who)?;
        *t = t.saturating_sub(elapsed);
        (t.is_zero() && !self.flagged.contains(&who)).then(|| {
            self.flagged.push(who.clone());
            who
        })
    }
}

/// Reads "25m+5s", "10m", "90s+2s", "1h": a base time and an increment.
pub fn parse_clock(text: &str) -> Result<(Duration, Duration), Said> {
    let quoted = format!("{text:?}");
    let part = |s: &str| -> Result<Duration, Said> {
        let s = s.trim();
        let (n, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
        let not_a_number =
            || Said::new("status-clock-not-a-number", &[("clock", &quoted), ("part", &format!("{s:?}"))]);
        let n: u64 = n.parse().map_err(|_| not_a_number())?;
        let secs = match unit {
            "h" => n * 3600,
            "m" => n * 60,
            "s" | "" => n,
            _ => return Err(Said::new("status-clock-unit", &[("clock", &quoted), ("unit", &format!("{unit:?}"))])),
        };
        Ok(Duration::from_secs(secs))
    };
    let (base, inc) = text.split_once('+').unwrap_or((text, "0s"));
    let (base, inc) = (part(base)?, part(inc)?);
    if base.is_zero() || base > Duration::from_secs(24 * 3600) || inc > Duration::from_secs(3600) {
        return Err(Said::new("status-clock-range", &[("clock", &quoted)]));
    }
    Ok((base, inc))
}

/// "24:37" (or "1:02:03").
pub fn clock_words(d: Duration) -> String {
    let s = d.as_secs();
    match s / 3600 {
        0 => format!("{}:{:02}", s / 60, s % 60),
        h => format!("{h}:{:02}:{:02}", (s / 60) % 60, s % 60),
    }
}

/// Runs the clock: the holder's time goes down in real time; at zero, their time ran out.
pub fn tick(
    time: Res<Time<Real>>,
    mut clock: ResMut<ChessClock>,
    priority: Option<Res<Priority>>,
    players: Query<(&Player, Has<Lost>, Has<Left>)>,
    order: Option<Res<crate::rules::Players>>,
    mut requests: MessageWriter<ActionRequest>,
) {
    if clock.left.is_empty() {
        let names: Vec<String> = order
            .iter()
            .flat_map(|o| o.0.iter())
            .filter_map(|p| players.get(*p).ok())
            .map(|(p, ..)| p.name.clone())
            .collect();
        let base = clock.base;
        clock.left = names.into_iter().map(|n| (n, base)).collect();
    }
    let holder = priority
        .and_then(|p| p.holder)
        .and_then(|h| players.get(h).ok())
        .filter(|(_, lost, left)| !lost && !left)
        .map(|(p, ..)| p.name.clone());
    if let Some(out) = clock.advance(holder.as_deref(), time.delta()) {
        requests.write(ActionRequest(Action::TimeRanOut { player: out.into() }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_is_read_as_a_base_time_and_an_increment() {
        assert_eq!(parse_clock("25m+5s"), Ok((Duration::from_secs(1500), Duration::from_secs(5))));
        assert_eq!(parse_clock("10m"), Ok((Duration::from_secs(600), Duration::ZERO)));
        assert_eq!(parse_clock("1h+0s"), Ok((Duration::from_secs(3600), Duration::ZERO)));
        assert!(parse_clock("25x").is_err());
        assert!(parse_clock("0m").is_err());
        assert!(parse_clock("m+5s").is_err());
        assert_eq!(clock_words(Duration::from_secs(1477)), "24:37");
        assert_eq!(clock_words(Duration::from_secs(3723)), "1:02:03");
    }

    #[test]
    fn the_holder_s_time_runs_a_pass_earns_the_increment_and_zero_flags_once() {
        let mut c = ChessClock::new(Duration::from_secs(10), Duration::from_secs(2));
        c.left = vec![("Alice".into(), Duration::from_secs(10)), ("Bob".into(), Duration::from_secs(10))];
        assert_eq!(c.advance(Some("Alice"), Duration::from_secs(3)), None, "Alice starts running");
        assert_eq!(c.advance(Some("Alice"), Duration::from_secs(3)), None);
        assert_eq!(c.time_of("Alice"), Some(Duration::from_secs(7)));
        // Alice passes: +2 s; Bob's time runs.
        c.advance(Some("Bob"), Duration::from_secs(1));
        assert_eq!(c.time_of("Alice"), Some(Duration::from_secs(9)));
        assert_eq!(c.time_of("Bob"), Some(Duration::from_secs(10)));
        assert_eq!(c.advance(Some("Bob"), Duration::from_secs(11)), Some("Bob".into()));
        assert_eq!(c.advance(Some("Bob"), Duration::from_secs(1)), None, "once");
        // Nobody holds priority: no time runs.
        c.advance(None, Duration::from_secs(1));
        c.advance(None, Duration::from_secs(5));
        assert_eq!(c.time_of("Alice"), Some(Duration::from_secs(9)));
    }
}
