//! The overlay's view model: everything the overlay shows, built from the viewer-filtered
//! [`crate::view::TableView`] and the log put into words for the seat ([`crate::view::log`]), so
//! that no name or text of an object the viewer may not see gets in. A scene's title, notes and
//! expectations are the scene file's own words, shown as written to whoever opened it; its
//! actions are put into words for the seat like the log's.

use bevy::prelude::*;

use crate::format::compact_ron;
use crate::rules::Players;
use crate::scene::Step;
use crate::session::{Playback, StatusLine};

use crate::i18n::Lang;
pub use crate::view::seat::LogLine;
use crate::view::seat::{SeatModel, object_names};

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
    /// The step: an action in words for the seat, an expectation as the scene writes it.
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
    /// A game, not a scene being stepped through ([`crate::session::Playback::game`]): no
    /// scene controls, no expectations.
    pub game: bool,
    /// A replay's timeline, for the viewer's strip under the table.
    pub timeline: Option<TimelineModel>,
}

/// A seat replay's strip, set by its viewer (`net::replay_window`) for a window whose table is a
/// kept model rather than a scene.
#[derive(bevy::prelude::Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ShownTimeline {
    /// The strip.
    pub timeline: Option<TimelineModel>,
    /// Playing on its own.
    pub playing: bool,
}

/// What the replay viewer's strip shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TimelineModel {
    /// The scene's steps in all.
    pub len: usize,
    /// The next step to play (the position).
    pub next: usize,
    /// How fast it plays, in hundredths (100: the usual pace).
    pub speed: u32,
    /// The players, in seat order.
    pub players: Vec<String>,
    /// (step index, turn) where each turn begins.
    pub turns: Vec<(usize, u32)>,
    /// (step index, the step's words) where each of a turn's steps begins.
    pub phases: Vec<(usize, String)>,
    /// (step index, player, change) where a life total changes.
    pub lives: Vec<(usize, usize, i32)>,
    /// The turn and the step at the position, in words.
    pub here: String,
}

impl TimelineModel {
    /// The strip's model from a timeline, at `next`.
    pub fn new(t: &crate::session::timeline::Timeline, len: usize, next: usize, speed: f32) -> TimelineModel {
        let speed = (speed * 100.0).round() as u32;
        let mut m = TimelineModel { len, next, speed, players: t.players.clone(), ..Default::default() };
        let mut before: Option<&crate::session::timeline::Moment> = None;
        // Each mark stands where the table is once the action is played: one past its step.
        for moment in &t.moments {
            let at = moment.step + 1;
            if before.is_none_or(|b| b.turn != moment.turn) {
                m.turns.push((if before.is_none() { 0 } else { at }, moment.turn));
            }
            if before.is_none_or(|b| b.turn != moment.turn || b.phase != moment.phase) {
                m.phases.push((at, moment.phase.clone()));
            }
            if let Some(b) = before {
                for (i, (was, is)) in b.lives.iter().zip(&moment.lives).enumerate() {
                    if was != is {
                        m.lives.push((at, i, is - was));
                    }
                }
            }
            before = Some(moment);
        }
        m.here = t.here(next);
        m
    }
}

/// Everything the overlay shows for one viewer: what the seat is shown ([`SeatModel`]: its
/// fields read through this model), and the window's own scene panel and status line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OverlayModel {
    /// The table, the log and the turn as the seat may see them.
    pub seat_model: SeatModel,
    /// The scene being played.
    pub scene: SceneModel,
    /// The status line.
    pub status: StatusLine,
}

impl std::ops::Deref for OverlayModel {
    type Target = SeatModel;
    fn deref(&self) -> &SeatModel {
        &self.seat_model
    }
}

impl std::ops::DerefMut for OverlayModel {
    fn deref_mut(&mut self) -> &mut SeatModel {
        &mut self.seat_model
    }
}

fn step_text(lang: Lang, step: &Step, name: &dyn Fn(&str) -> String) -> String {
    match step {
        Step::Do(a) => crate::view::log::action_words(lang, a, name),
        Step::Expect(e) => format!("Expect{}", compact_ron(e)),
        Step::ExpectCount(c) => format!("ExpectCount{}", compact_ron(c)),
        Step::ExpectDayNight(d) => format!("ExpectDayNight({d:?})"),
        Step::ExpectPlayer(x) => format!("ExpectPlayer{}", compact_ron(x)),
        Step::ExpectStack(x) => format!("ExpectStack({})", compact_ron(x)),
        Step::ExpectTurn(x) => format!("ExpectTurn{}", compact_ron(x)),
    }
}

/// Builds the overlay's model for the player at `seat` (an index into the players); on a client,
/// the model the host sent.
pub fn overlay_model(world: &mut World, seat: usize) -> OverlayModel {
    let lang = crate::table::language::Language::of(world);
    // A client shows what the host sent, already built for its seat; it plays no scene.
    if let Some(remote) = world.get_resource::<crate::table::RemoteModel>() {
        let status = world.get_resource::<StatusLine>().cloned().unwrap_or_default();
        let scene = match world.get_resource::<ShownTimeline>() {
            Some(t) => SceneModel { timeline: t.timeline.clone(), playing: t.playing, ..SceneModel::default() },
            None => SceneModel::default(),
        };
        let mut model = OverlayModel { seat_model: remote.model.clone(), scene, status };
        localize(lang, world, &mut model);
        return model;
    }
    let players = world.resource::<Players>().0.clone();
    let Some(&viewer) = players.get(seat % players.len().max(1)) else { return OverlayModel::default() };
    let seeing = crate::table::state::window_viewer(world, viewer);
    let mut seat_model = crate::view::published::published(world, seeing).clone();
    // Seeing everything, the window still acts as its seat: what the rules accept from it, by
    // the ids it shows.
    if seeing != crate::view::Viewer::Player(viewer) {
        seat_model.choices = crate::view::choices::choices(world, viewer, &seat_model.table);
    }
    let table = seat_model.table.clone();
    let name = object_names(world, &table);
    let scene = world.get_resource::<Playback>().map_or_else(SceneModel::default, |pb| {
        let steps = pb
            .scene
            .scene
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let failures: Vec<String> =
                    pb.failures.iter().filter(|(n, _)| *n == i + 1).map(|(_, m)| m.clone()).collect();
                let state = match (i.cmp(&pb.next), s) {
                    (std::cmp::Ordering::Less, Step::Do(_)) => StepState::Played,
                    (std::cmp::Ordering::Less, _) if failures.is_empty() => StepState::Passed,
                    (std::cmp::Ordering::Less, _) => StepState::Failed,
                    (std::cmp::Ordering::Equal, _) => StepState::Next,
                    _ => StepState::Pending,
                };
                StepLine { number: i + 1, text: step_text(lang, s, &name), state, failures }
            })
            .collect();
        let sc = &pb.scene.scene;
        let timeline = world
            .get_resource::<crate::session::timeline::Timeline>()
            .filter(|t| !pb.game && t.is_of(&pb.scene))
            .map(|t| TimelineModel::new(t, sc.steps.len(), pb.next, pb.speed));
        SceneModel {
            timeline,
            title: sc.title.clone(),
            notes: sc.notes.clone(),
            rules: sc.rules.clone(),
            steps,
            playing: pb.playing,
            asked: pb.asked,
            game: pb.game,
        }
    });
    let mut status = world.get_resource::<StatusLine>().cloned().unwrap_or_default();
    // Said here, in the window's language, with the action it speaks of named as this seat sees it.
    let mut text = status.text.text_in(lang);
    if let Some(a) = status.action.take() {
        text = format!("{text} {}", crate::view::log::action_words(lang, &a, &name));
    }
    status.text = text.into();
    drop(name);
    let mut model = OverlayModel { seat_model, scene, status };
    localize(lang, world, &mut model);
    model
}

/// In Italian or French, the cards' names, type lines and texts as printed in that language,
/// where the imported cards have such a printing; else as they are. A type line or text is
/// changed only while it is still the printed card's own (a text an effect changed, or a
/// type it gained, stays as the rules made it).
fn localize(lang: Lang, world: &World, model: &mut OverlayModel) {
    if lang == crate::i18n::Lang::En {
        return;
    }
    // The log's lines, each its message said in the window's language.
    for line in &mut model.seat_model.log {
        if let Some(said) = &line.said {
            line.text = said.text_in(lang);
        }
    }
    let Some(db) = world.get_resource::<crate::cards::CardDb>() else { return };
    for o in &mut model.seat_model.table.objects {
        for shown in [Some(&mut o.shown), o.other_face.as_mut(), o.identity.as_mut()].into_iter().flatten() {
            localize_face(db, lang, shown);
        }
    }
}

/// One face's words, in `lang` where the imported cards have them.
pub fn localize_face(db: &crate::cards::CardDb, lang: crate::i18n::Lang, shown: &mut crate::view::Shown) {
    let Some((oracle, printed)) = db.printed_face(lang.code(), &shown.name) else { return };
    if let Some(type_line) = printed.type_line.as_ref().filter(|_| shown.type_line == oracle.type_line) {
        shown.type_line.clone_from(type_line);
    }
    if let Some(text) = printed.text.as_ref().filter(|_| shown.text.trim() == oracle.text.trim()) {
        shown.text.clone_from(text);
    }
    shown.name.clone_from(&printed.name);
}
