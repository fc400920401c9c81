//! What a requirement on this turn's attacks or blocks asks (508.1d, 509.1c).

/// What an [`super::EffectStep::CombatDemand`] asks of this turn's attacks (508.1d) or blocks (509.1c).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CombatDemand {
    /// It attacks if able (508.1d).
    Attacks,
    /// Every creature able to block it does so.
    Lured,
    /// It is blocked if able.
    MustBeBlocked,
    /// It blocks if able.
    Blocks,
    /// It blocks the ability's source (the object "this" names) if able.
    BlocksThis,
    /// It blocks what the trigger's "it" names if able (the ability's source where none).
    BlocksIt,
}
