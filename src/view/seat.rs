//! What one seat is sent: the table as that player may see it, the log put into words for them
//! ([`super::log`]), and the turn. The window's overlay shows it; a networked host sends it to the seat's connection
//! and nothing else about the game.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{Derivations, TableView, Viewer, table_view, table_view_sharing};
use crate::rules::{Players, RulesLog};

/// The seat's model.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatModel {
    /// The seated player ("" for a spectator).
    pub seat: String,
    /// Every player, in seat order.
    pub players: Vec<String>,
    /// The table as the seat may see it.
    pub table: TableView,
    /// The log, in words for the seat.
    pub log: Vec<LogLine>,
    /// The turn number.
    pub turn: u32,
    /// Whose turn it is.
    pub active: String,
    /// The step or phase the turn is in ("upkeep").
    pub step: String,
    /// The step, for the phase bar.
    #[serde(default)]
    pub turn_step: crate::rules::game::TurnStep,
    /// The seat's stops at an assisted table (its own turns' steps, the others'), if it set
    /// any.
    #[serde(default)]
    pub stops: Option<(Vec<crate::rules::game::TurnStep>, Vec<crate::rules::game::TurnStep>)>,
    /// A match: its score and where it stands, and the seat's own deck and sideboard (no
    /// other seat's).
    #[serde(default)]
    pub series: Option<crate::scene::matches::MatchView>,
    /// What the rules accept from the seat now, by its ids (`view::choices`): what the text
    /// client's help lists and a computer player chooses among.
    #[serde(default)]
    pub choices: super::choices::Choices,
}

impl SeatModel {
    /// What a word the seat wrote or picked names as a target: a player of the table by name (in
    /// any case), else an object by the seat's id.
    pub fn target_named(&self, word: &str) -> crate::rules::Target {
        match self.players.iter().find(|p| p.eq_ignore_ascii_case(word)) {
            Some(p) => crate::rules::Target::Player(p.as_str().into()),
            None => crate::rules::Target::Object(word.into()),
        }
    }
}

/// One line of the log as the viewer may read it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    /// The turn it happened in.
    pub turn: u32,
    /// The rule that decided it, if any.
    pub rule: Option<String>,
    /// What happened, each object named as the seat could see it.
    pub text: String,
    /// The same words as a message, for the window to say them in its language.
    #[serde(default)]
    pub said: Option<crate::i18n::SaidLine>,
}

/// Builds the model for a viewer: a player, or a spectator ([`Viewer::Spectator`]).
pub fn seat_model(world: &mut World, viewer: Viewer) -> SeatModel {
    seat_model_from(world, viewer, 0, None)
}

/// [`seat_model`] with only the log's lines from `log_from` on: what a connection that has the
/// earlier lines needs (the log only grows). The derivations are shared with the other models
/// built of this state of the table.
pub fn seat_model_sharing(
    world: &mut World,
    viewer: Viewer,
    log_from: usize,
    derivations: &mut Derivations,
) -> SeatModel {
    seat_model_from(world, viewer, log_from, Some(derivations))
}

fn seat_model_from(world: &mut World, viewer: Viewer, log_from: usize, sharing: Option<&mut Derivations>) -> SeatModel {
    let players = world.resource::<Players>().0.clone();
    let names: Vec<String> = players
        .iter()
        .map(|p| world.get::<crate::rules::Player>(*p).map(|x| x.name.clone()).unwrap_or_default())
        .collect();
    let table = match sharing {
        Some(d) => table_view_sharing(world, viewer, d),
        None => table_view(world, viewer),
    };
    let log = log_lines(world, &table, viewer, log_from);
    let turn = world.get_resource::<crate::rules::Turn>().map_or((0, 0, ""), |t| (t.number, t.active, t.step.words()));
    let seat = match viewer {
        Viewer::Player(p) => crate::rules::query::player_name(world, p),
        _ => String::new(),
    };
    let series = world.get_resource::<crate::scene::matches::Match>().map(|m| m.view_for(&seat));
    let choices = match viewer {
        Viewer::Player(p) => super::choices::choices(world, p, &table),
        _ => super::choices::Choices::default(),
    };
    SeatModel {
        choices,
        series,
        seat,
        active: names.get(turn.1).cloned().unwrap_or_default(),
        players: names,
        table,
        log,
        turn: turn.0,
        step: turn.2.to_string(),
        turn_step: world.get_resource::<crate::rules::Turn>().map(|t| t.step).unwrap_or_default(),
        stops: match viewer {
            Viewer::Player(p) => {
                world.get::<crate::rules::ops::priority::Stops>(p).map(|s| (s.own.clone(), s.others.clone()))
            }
            _ => None,
        },
    }
}

/// The log's lines from `log_from` on, in words for `viewer` (who is shown `table`): each as a
/// message the window says in its language, or (a line not yet given one) as a pattern.
fn log_lines(world: &World, table: &TableView, viewer: Viewer, log_from: usize) -> Vec<LogLine> {
    let name = object_names(world, table);
    let entries = &world.resource::<RulesLog>().entries;
    entries
        .from(log_from)
        .map(|e| {
            let said = super::log::entry_said(e, viewer, &name);
            LogLine {
                turn: e.turn,
                rule: e.rule.map(String::from),
                text: said.text_in(crate::i18n::Lang::En),
                said: Some(said),
            }
        })
        .collect()
}

/// What the viewer calls each object by its id now: its name where they see it, an ability on
/// the stack by its source, "a hidden card" where they don't see it, and an id that names
/// nothing as it was written.
pub fn object_names<'w>(world: &'w World, table: &'w TableView) -> impl Fn(&str) -> String + 'w {
    let ids = &world.resource::<crate::rules::Labels>().0;
    let by_entity: std::collections::HashMap<Entity, &super::ObjectView> =
        table.objects.iter().map(|o| (o.entity, o)).collect();
    move |id: &str| match ids.get(id).and_then(|e| by_entity.get(e)) {
        Some(o) => o.card_name(),
        // An ability on the stack is public (405.1): named by its source where every player
        // may know it.
        None if ids.get(id).is_some_and(|e| world.get::<crate::rules::object::StackedAbility>(*e).is_some()) => {
            crate::rules::log::LogRef::of(world, ids[id]).name()
        }
        None if ids.contains_key(id) => "a hidden card".into(),
        None => id.to_string(),
    }
}
