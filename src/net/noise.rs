//! The network layer's own log lines, rate-limited: renet's netcode writes an error line for
//! every datagram it can't read, so a flood of junk on the host's port would otherwise write
//! as fast as it arrives. At most [`NOISE_LINES`] such lines are written every
//! [`NOISE_WINDOW`]; the rest are counted, and the count is written once the window ends.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bevy::log::tracing_subscriber::{self, Layer, filter::dynamic_filter_fn};
use bevy::log::{BoxedFmtLayer, LogPlugin};
use bevy::prelude::*;

/// Lines from the network layer written per [`NOISE_WINDOW`].
pub const NOISE_LINES: u32 = 5;
/// The window the lines are counted in.
pub const NOISE_WINDOW: Duration = Duration::from_secs(10);

/// Bevy's log, with the network layer's lines rate-limited.
pub fn log_plugin() -> LogPlugin {
    LogPlugin { fmt_layer, ..default() }
}

fn fmt_layer(_: &mut App) -> Option<BoxedFmtLayer> {
    let limiter = Arc::new(Limiter::default());
    let layer = tracing_subscriber::fmt::Layer::default()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_filter(dynamic_filter_fn(move |meta, _| !is_network_layer(meta.target()) || limiter.allow()));
    Some(Box::new(layer))
}

/// Whether a line comes from the network layer (renet, its netcode).
pub fn is_network_layer(target: &str) -> bool {
    target.starts_with("renet")
}

/// Counts lines in the current window.
#[derive(Default, Debug)]
pub struct Limiter {
    window: AtomicU64,
    written: AtomicU32,
    dropped: AtomicU64,
}

impl Limiter {
    /// Whether one more line may be written now.
    pub fn allow(&self) -> bool {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs() / NOISE_WINDOW.as_secs();
        if self.window.swap(now, Ordering::Relaxed) != now {
            self.written.store(0, Ordering::Relaxed);
            let dropped = self.dropped.swap(0, Ordering::Relaxed);
            if dropped > 0 {
                eprintln!(
                    "(the network layer wrote {dropped} more lines in the last {} s; they were left out)",
                    NOISE_WINDOW.as_secs()
                );
            }
        }
        if self.written.fetch_add(1, Ordering::Relaxed) < NOISE_LINES {
            return true;
        }
        self.dropped.fetch_add(1, Ordering::Relaxed);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_of_network_lines_writes_at_most_the_window_s_share() {
        let l = Limiter::default();
        let written = (0..10_000).filter(|_| l.allow()).count() as u32;
        // A window boundary may fall inside the loop: at most two windows' share.
        assert!((NOISE_LINES..=2 * NOISE_LINES).contains(&written), "{written} lines written");
        assert!(is_network_layer("renetcode::server") && is_network_layer("renet_netcode::server"));
        assert!(!is_network_layer("bifronte::net::host"));
    }
}
