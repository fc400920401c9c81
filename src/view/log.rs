//! The rules log put into words for one viewer. The kernel writes typed lines
//! ([`crate::rules::log`]): words that are the same for everyone, and references to the objects
//! and players they speak of, each with what the kernel knew of it then. Here each reference
//! becomes what this viewer could see of it then: its name, "a face-down permanent" or "a
//! card". Nothing hidden was written, so nothing is taken back out.

use bevy::prelude::World;

use crate::rules::log::{LogEntry, LogRef, LogText, Naming};
use crate::rules::sight::Seen;
use crate::rules::{Action, Player, Zone};

use super::Viewer;

/// What `viewer` calls an object a log line speaks of.
pub fn ref_words(world: &World, r: &LogRef, viewer: Viewer) -> String {
    match r.seen_by(world, viewer.sight()) {
        Seen::Identity => r.name(),
        Seen::Anonymous => match (&r.naming, r.zone()) {
            // What kind of face-down permanent it is is public (its face-down characteristics
            // say so, 708.2, 702.168a); what it is is not.
            (Naming::FaceDown(_), _) => r.name(),
            (_, Some(Zone::Stack)) => "a face-down spell".into(),
            _ => "a face-down permanent".into(),
        },
        Seen::Hidden => "a card".into(),
    }
}

/// A line's words as `viewer` may read them.
pub fn words(world: &World, text: &LogText, viewer: Viewer) -> String {
    text.words_with(|r| ref_words(world, r, viewer))
}

/// An entry's words as `viewer` may read them: its text, or on the line that opens an action,
/// "> " and the action with each object named as it was then where the viewer may still know
/// it (a transformed permanent by the face it had up; for the player who acted, whatever they
/// saw then), else by `name` (what the viewer calls it now: a card cast from a hand is named
/// once it is on the stack).
pub fn entry_words(world: &World, entry: &LogEntry, viewer: Viewer, name: &dyn Fn(&str) -> String) -> String {
    match &entry.requested {
        Some(r) => {
            // Who acted knows what they acted on, wherever it went (the card they put on the
            // bottom of their library); anyone else knows what they saw then and still see.
            let actor = match (&r.action, viewer) {
                (Action::By { player, .. }, Viewer::Player(p)) => {
                    world.get::<Player>(p).is_some_and(|x| x.name.eq_ignore_ascii_case(&player.0))
                }
                _ => false,
            };
            let then = |id: &str| match r.named(id) {
                Some(o) if matches!(o.naming, Naming::Name(_)) => {
                    let seen = if actor { o.seen_then(viewer.sight()) } else { o.seen_by(world, viewer.sight()) };
                    if seen == Seen::Identity { o.name() } else { name(id) }
                }
                _ => name(id),
            };
            format!("> {}", r.action.describe(&then))
        }
        None => words(world, &entry.text, viewer),
    }
}
