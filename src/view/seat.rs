//! What one seat is sent: the table as that player may see it, the log redacted for them, and
//! the turn. The window's overlay shows it; a networked host sends it to the seat's connection
//! and nothing else about the game.

use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{Derivations, TableView, Viewer, table_view, table_view_sharing};
use crate::rules::{Players, Printed, RulesLog};

/// The seat's model.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatModel {
    /// The seated player ("" for a spectator).
    pub seat: String,
    /// Every player, in seat order.
    pub players: Vec<String>,
    /// The table as the seat may see it.
    pub table: TableView,
    /// The log, redacted for the seat.
    pub log: Vec<LogLine>,
    /// The turn number.
    pub turn: u32,
    /// Whose turn it is.
    pub active: String,
    /// The step or phase the turn is in ("upkeep").
    pub step: String,
}

/// One line of the log as the viewer may read it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    /// The turn it happened in.
    pub turn: u32,
    /// The rule that decided it, if any.
    pub rule: Option<String>,
    /// What happened, with hidden names redacted.
    pub text: String,
}

/// The names and rules texts of objects the viewer may not see, less those that are part of
/// something the viewer sees anyway (two Grizzly Bears, one in a library; a hidden "Blood"
/// beside a visible Blood Token).
pub fn hidden_words(world: &mut World, view: &TableView) -> (Vec<String>, Vec<String>) {
    hidden_words_among(world, view, None)
}

/// [`hidden_words`], only those found in one of `among`'s texts when given: what redacting
/// those texts needs, without searching all the viewer is shown for every hidden name.
fn hidden_words_among(world: &mut World, view: &TableView, among: Option<&[String]>) -> (Vec<String>, Vec<String>) {
    let occurs = |w: &str| among.is_none_or(|texts| texts.iter().any(|t| t.contains(w)));
    let shown: BTreeSet<Entity> =
        view.objects.iter().filter(|o| o.face_down.is_none() || o.identity.is_some()).map(|o| o.entity).collect();
    let mut q = world.query::<(Entity, &Printed)>();
    // Each distinct name and text once (a library holds many copies of a card).
    let (mut names, mut texts) = (BTreeSet::new(), BTreeSet::new());
    let (mut names_seen, mut texts_seen): (BTreeSet<&str>, BTreeSet<&str>) = Default::default();
    for (e, p) in q.iter(world) {
        if shown.contains(&e) {
            continue;
        }
        for f in &p.0.faces {
            if !f.name.is_empty() && names_seen.insert(f.name.as_str()) && occurs(&f.name) {
                names.insert(f.name.clone());
            }
            if !f.text.trim().is_empty() && texts_seen.insert(&f.text) && occurs(&f.text) {
                texts.insert(f.text.to_string());
            }
        }
    }
    if !names.is_empty() || !texts.is_empty() {
        // Everything the viewer is shown, as one text (a NUL between the parts, which no name
        // or text holds, so a word is never found across two of them): one search a word.
        let mut seen = String::new();
        for o in &view.objects {
            for s in std::iter::once(&o.shown).chain(o.identity.iter()).chain(o.other_face.iter()) {
                for part in [s.name.as_str(), s.text.as_str(), s.type_line.as_str()] {
                    seen.push_str(part);
                    seen.push('\0');
                }
            }
        }
        names.retain(|w: &String| !seen.contains(w.as_str()));
        texts.retain(|w: &String| !seen.contains(w.as_str()));
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

/// Names, texts and labels that must not reach this viewer: [`hidden_words`], and the label of
/// each face-down permanent it can't identify, which may say what it is ("willbender").
pub fn seat_hidden(world: &mut World, table: &TableView) -> Vec<String> {
    seat_hidden_among(world, table, None)
}

/// [`seat_hidden`], only those found in one of `among`'s texts when given.
fn seat_hidden_among(world: &mut World, table: &TableView, among: Option<&[String]>) -> Vec<String> {
    let (mut hidden, _) = hidden_words_among(world, table, among);
    hidden.extend(
        table
            .objects
            .iter()
            .filter(|o| o.face_down.is_some() && o.identity.is_none())
            .map(|o| format!(" ({})", crate::rules::query::label(world, o.entity)))
            .filter(|l| among.is_none_or(|texts| texts.iter().any(|t| t.contains(l.as_str())))),
    );
    hidden
}

/// Builds the model for a viewer: a player, or a spectator ([`Viewer::Spectator`]).
pub fn seat_model(world: &mut World, viewer: Viewer) -> SeatModel {
    seat_model_and_hidden(world, viewer).0
}

/// [`seat_model`] with only the log's lines from `log_from` on: what a connection that has the
/// earlier lines needs (the log only grows, and a line is redacted once, as it is sent). The
/// derivations are shared with the other models built of this state of the table.
pub fn seat_model_sharing(
    world: &mut World,
    viewer: Viewer,
    log_from: usize,
    derivations: &mut Derivations,
) -> SeatModel {
    seat_model_hidden_from(world, viewer, log_from, Some(derivations)).0
}

/// [`seat_model`], with the words redacted from it ([`seat_hidden`]) for what else the seat
/// is shown.
pub fn seat_model_and_hidden(world: &mut World, viewer: Viewer) -> (SeatModel, Vec<String>) {
    seat_model_hidden_from(world, viewer, 0, None)
}

/// The model, and the hidden words: all of them ([`seat_hidden`]) when building the whole
/// model, only those its new log lines hold when sharing (a host's, every change).
fn seat_model_hidden_from(
    world: &mut World,
    viewer: Viewer,
    log_from: usize,
    sharing: Option<&mut Derivations>,
) -> (SeatModel, Vec<String>) {
    let players = world.resource::<Players>().0.clone();
    let names: Vec<String> = players
        .iter()
        .map(|p| world.get::<crate::rules::Player>(*p).map(|x| x.name.clone()).unwrap_or_default())
        .collect();
    let all_hidden = sharing.is_none();
    let table = match sharing {
        Some(d) => table_view_sharing(world, viewer, d),
        None => table_view(world, viewer),
    };
    let ids = world.resource::<crate::rules::Labels>();
    let by_entity: std::collections::HashMap<Entity, &super::ObjectView> =
        table.objects.iter().map(|o| (o.entity, o)).collect();
    // The log's requests name objects by label: what the viewer calls each now.
    let name = |id: &str| match ids.0.get(id).and_then(|e| by_entity.get(e)) {
        Some(o) => o.card_name(),
        None if ids.0.contains_key(id) => "a hidden card".into(),
        None => id.to_string(),
    };
    let entries = &world.resource::<RulesLog>().entries;
    let entries = &entries[log_from.min(entries.len())..];
    let texts: Vec<String> = entries
        .iter()
        .map(|e| match &e.requested {
            Some(a) => format!("> {}", a.describe(&name)),
            None => e.text.clone(),
        })
        .collect();
    let lines: Vec<(u32, Option<String>)> = entries.iter().map(|e| (e.turn, e.rule.map(String::from))).collect();
    let hidden = if all_hidden { seat_hidden(world, &table) } else { seat_hidden_among(world, &table, Some(&texts)) };
    let log = lines
        .into_iter()
        .zip(texts)
        .map(|((turn, rule), text)| LogLine { turn, rule, text: redact(&text, &hidden) })
        .collect();
    let turn = world.get_resource::<crate::rules::Turn>().map_or((0, 0, ""), |t| (t.number, t.active, t.step.words()));
    let seat = match viewer {
        Viewer::Player(p) => crate::rules::query::player_name(world, p),
        _ => String::new(),
    };
    let model = SeatModel {
        seat,
        active: names.get(turn.1).cloned().unwrap_or_default(),
        players: names,
        table,
        log,
        turn: turn.0,
        step: turn.2.to_string(),
    };
    (model, hidden)
}
