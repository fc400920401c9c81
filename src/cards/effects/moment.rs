//! When a delayed triggered ability a resolving effect creates triggers (603.7).

/// When a delayed triggered ability triggers (603.7a, 603.7b: once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// "at the beginning of the next turn's upkeep".
    NextUpkeep,
    /// "at the beginning of the next end step" (this turn's, if it hasn't begun).
    NextEndStep,
    /// "at the beginning of your next end step".
    YourNextEndStep,
    /// "at the beginning of your next upkeep" (rebound, 702.88a).
    YourNextUpkeep,
    /// "at end of combat": as the next end of combat step begins (511.2).
    EndOfCombat,
}
