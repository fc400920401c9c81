//! The overlay's view model: everything the overlay shows, built from the viewer-filtered
//! [`TableView`] and redacted so that no name or text of an object the viewer may not see gets
//! in, not even through the log or a scene's notes.

use std::collections::BTreeSet;

use bevy::prelude::*;

use crate::format::compact_ron;
use crate::rules::{Players, Printed, RulesLog};
use crate::scene::Step;
use crate::session::{Playback, StatusLine};
use crate::view::{TableView, Viewer, table_view};

/// One line of the log as the viewer may read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The turn it happened in.
    pub turn: u32,
    /// The rule that decided it, if any.
    pub rule: Option<String>,
    /// What happened, with hidden names redacted.
    pub text: String,
}

/// Where a scene step stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepState {
    /// An action already played.
    Played,
    /// An expectation that held.
    Passed,
    /// An expectation that did not.
    Failed,
    /// The next step N plays.
    Next,
    /// Not played yet.
    Pending,
}

/// One scene step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepLine {
    /// 1-based.
    pub number: usize,
    /// The step as the scene writes it (hidden names redacted).
    pub text: String,
    /// Played, next, passed or failed.
    pub state: StepState,
    /// What a failed expectation found.
    pub failures: Vec<String>,
}

/// The scene being played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SceneModel {
    /// The scene's title.
    pub title: String,
    /// What to watch for.
    pub notes: String,
    /// The rules it exercises.
    pub rules: Vec<String>,
    /// Every step.
    pub steps: Vec<StepLine>,
    /// Playing on its own.
    pub playing: bool,
    /// N was pressed on a table changed by hand: restart, or play the step on it?
    pub asked: bool,
}

/// Everything the overlay shows for one viewer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OverlayModel {
    /// The seated player.
    pub seat: String,
    /// Every player, in seat order.
    pub players: Vec<String>,
    /// The table as the seated player may see it.
    pub table: TableView,
    /// The log, redacted for the seated player.
    pub log: Vec<LogLine>,
    /// The scene being played.
    pub scene: SceneModel,
    /// The status line.
    pub status: StatusLine,
    /// The turn number.
    pub turn: u32,
    /// Whose turn it is.
    pub active: String,
    /// The step or phase the turn is in ("upkeep").
    pub step: String,
}

/// The names and rules texts of objects the viewer may not see, less those that are part of
/// something the viewer sees anyway (two Grizzly Bears, one in a library; a hidden "Blood"
/// beside a visible Blood Token).
pub fn hidden_words(world: &mut World, view: &TableView) -> (Vec<String>, Vec<String>) {
    let mut seen: Vec<&str> = Vec::new();
    for o in &view.objects {
        for s in std::iter::once(&o.shown).chain(o.identity.iter()).chain(o.other_face.iter()) {
            seen.extend([s.name.as_str(), s.text.as_str(), s.type_line.as_str()]);
        }
    }
    let visible = |w: &str| seen.iter().any(|s| s.contains(w));
    let shown: BTreeSet<Entity> =
        view.objects.iter().filter(|o| o.face_down.is_none() || o.identity.is_some()).map(|o| o.entity).collect();
    let mut q = world.query::<(Entity, &Printed)>();
    let (mut names, mut texts) = (BTreeSet::new(), BTreeSet::new());
    for (e, p) in q.iter(world) {
        if shown.contains(&e) {
            continue;
        }
        for f in &p.0.faces {
            if !f.name.is_empty() && !visible(&f.name) {
                names.insert(f.name.clone());
            }
            if !f.text.trim().is_empty() && !visible(&f.text) {
                texts.insert(f.text.to_string());
            }
        }
    }
    // Longest first, so "Grizzly Bears Token" is hidden before "Grizzly Bears".
    let mut names: Vec<String> = names.into_iter().collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    (names, texts.into_iter().collect())
}

/// Replaces every hidden name in a text.
/// An id in parentheses (" (willbender)") is dropped rather than replaced.
pub fn redact(text: &str, hidden: &[String]) -> String {
    let mut out = text.to_string();
    for name in hidden {
        if out.contains(name.as_str()) {
            let by = if name.starts_with(" (") { "" } else { "a hidden card" };
            out = out.replace(name.as_str(), by);
        }
    }
    out
}

fn step_text(step: &Step) -> String {
    match step {
        Step::Do(a) => compact_ron(a),
        Step::Expect(e) => format!("Expect{}", compact_ron(e)),
        Step::ExpectCount(c) => format!("ExpectCount{}", compact_ron(c)),
        Step::ExpectDayNight(d) => format!("ExpectDayNight({d:?})"),
        Step::ExpectPlayer(x) => format!("ExpectPlayer{}", compact_ron(x)),
    }
}

/// Builds the overlay's model for the player at `seat` (an index into the players).
pub fn overlay_model(world: &mut World, seat: usize) -> OverlayModel {
    let players = world.resource::<Players>().0.clone();
    let names: Vec<String> = players
        .iter()
        .map(|p| world.get::<crate::rules::Player>(*p).map(|x| x.name.clone()).unwrap_or_default())
        .collect();
    let Some(&viewer) = players.get(seat % players.len().max(1)) else { return OverlayModel::default() };
    let table = table_view(world, Viewer::Player(viewer));
    let (mut hidden, _) = hidden_words(world, &table);
    // A face-down permanent the viewer can't identify is named without its id, which may
    // say what it is ("willbender").
    let ids = world.resource::<crate::rules::Labels>();
    hidden.extend(
        table.objects.iter().filter(|o| o.face_down.is_some() && o.identity.is_none()).map(|o| format!(" ({})", o.id)),
    );
    let name = |id: &str| match table.object(id) {
        Some(o) => o.card_name(),
        None if ids.0.contains_key(id) => "a hidden card".into(),
        None => id.to_string(),
    };
    let log = world
        .resource::<RulesLog>()
        .entries
        .iter()
        .map(|e| {
            let text = match &e.requested {
                Some(a) => format!("> {}", a.describe(&name)),
                None => e.text.clone(),
            };
            LogLine { turn: e.turn, rule: e.rule.map(String::from), text: redact(&text, &hidden) }
        })
        .collect();
    let scene = world.get_resource::<Playback>().map_or_else(SceneModel::default, |pb| {
        let steps = pb
            .scene
            .scene
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let failures: Vec<String> =
                    pb.failures.iter().filter(|(n, _)| *n == i + 1).map(|(_, m)| redact(m, &hidden)).collect();
                let state = match (i.cmp(&pb.next), s) {
                    (std::cmp::Ordering::Less, Step::Do(_)) => StepState::Played,
                    (std::cmp::Ordering::Less, _) if failures.is_empty() => StepState::Passed,
                    (std::cmp::Ordering::Less, _) => StepState::Failed,
                    (std::cmp::Ordering::Equal, _) => StepState::Next,
                    _ => StepState::Pending,
                };
                StepLine { number: i + 1, text: redact(&step_text(s), &hidden), state, failures }
            })
            .collect();
        let sc = &pb.scene.scene;
        SceneModel {
            title: redact(&sc.title, &hidden),
            notes: redact(&sc.notes, &hidden),
            rules: sc.rules.clone(),
            steps,
            playing: pb.playing,
            asked: pb.asked,
        }
    });
    let turn = world.get_resource::<crate::rules::Turn>().map_or((0, 0, ""), |t| (t.number, t.active, t.step.words()));
    let mut status = world.get_resource::<StatusLine>().cloned().unwrap_or_default();
    status.text = redact(&status.text, &hidden);
    OverlayModel {
        seat: names.get(seat % names.len().max(1)).cloned().unwrap_or_default(),
        players: names.clone(),
        table,
        log,
        scene,
        status,
        turn: turn.0,
        active: names.get(turn.1).cloned().unwrap_or_default(),
        step: turn.2.to_string(),
    }
}

/// A new id for a token the overlay creates: `token`, `token-2`, ... not yet on the table.
pub fn fresh_id(world: &World, base: &str) -> String {
    let labels = &world.resource::<crate::rules::Labels>().0;
    let taken = |id: &str| labels.contains_key(id) || labels.keys().any(|k| k.starts_with(&format!("{id}#")));
    (1..).map(|n| if n == 1 { base.to_string() } else { format!("{base}-{n}") }).find(|id| !taken(id)).expect("ids")
}
