//! The text client's `help`: what the seat may do now, and `help ID` what it may do with one
//! card, read from the same view the window's menus read (the rules' offers, the ways to cast,
//! the abilities and mana, priority, the declarations, the opening hand): no list of its own.

use crate::i18n::Lang;
use crate::rules::Zone;
use crate::rules::game::TurnStep;
use crate::view::ObjectView;
use crate::view::seat::SeatModel;

/// The words the text client reads, one line each.
const USAGE: [&str; 19] = [
    "cli-help-usage-pass",
    "cli-help-usage-play",
    "cli-help-usage-cast",
    "cli-help-usage-activate",
    "cli-help-usage-tap",
    "cli-help-usage-attack",
    "cli-help-usage-block",
    "cli-help-usage-keep",
    "cli-help-usage-find",
    "cli-help-usage-scry",
    "cli-help-usage-surveil",
    "cli-help-usage-color",
    "cli-help-usage-name",
    "cli-help-usage-choose",
    "cli-help-usage-piles",
    "cli-help-usage-mode",
    "cli-help-usage-pay",
    "cli-help-usage-say",
    "cli-help-usage-card",
];

/// `help` or `help ID`: the answer, or `None` for any other line.
pub fn help(lang: Lang, line: &str, m: &SeatModel) -> Option<String> {
    let mut words = line.split_whitespace();
    if words.next()? != "help" {
        return None;
    }
    let card = words.next();
    let mut out: Vec<String> = Vec::new();
    match card {
        Some(id) => match m.table.objects.iter().find(|o| o.id == id) {
            Some(o) => {
                out.push(lang.t("cli-help-card", &[("id", id), ("name", &o.shown.name)]));
                let lines = card_lines(lang, o, m);
                match lines.is_empty() {
                    true => out.push(lang.t("cli-help-card-nothing", &[])),
                    false => out.extend(lines),
                }
            }
            None => out.push(lang.t("cli-help-no-card", &[("id", id)])),
        },
        None => {
            out.extend(USAGE.iter().map(|id| lang.t(id, &[])));
            out.push(lang.t("cli-help-now", &[]));
            let now = now_lines(lang, m);
            match now.is_empty() {
                true => out.push(lang.t("cli-help-nothing-now", &[])),
                false => out.extend(now),
            }
        }
    }
    Some(out.join("\n"))
}

/// What the seat may do now: the turn's questions, then each card that offers something.
fn now_lines(lang: Lang, m: &SeatModel) -> Vec<String> {
    let me = m.seat.as_str();
    let mut out = Vec::new();
    if me.is_empty() {
        return out;
    }
    let player = m.table.players.iter().find(|p| p.name == me);
    if player.is_some_and(|p| p.opening) {
        out.push(lang.t("cli-help-opening", &[]));
        return out;
    }
    if m.table.declaring.first().is_some_and(|p| p == me) {
        let mine = |o: &&ObjectView| o.controller == me && o.zone == Zone::Battlefield;
        match m.turn_step {
            TurnStep::DeclareAttackers => {
                let ids: Vec<&str> = m
                    .table
                    .objects
                    .iter()
                    .filter(mine)
                    .filter(|o| o.offers.attack_now)
                    .map(|o| o.id.as_str())
                    .collect();
                out.push(lang.t("cli-help-declare-attackers", &[("ids", &ids.join(" "))]));
            }
            _ => out.push(lang.t("cli-help-declare-blockers", &[])),
        }
        return out;
    }
    if player.is_some_and(|p| p.priority) {
        out.push(lang.t("cli-help-priority", &[]));
    }
    out.extend(accepted(lang, m));
    for o in m.table.objects.iter().filter(|o| o.controller == me || o.owner == me) {
        out.extend(card_lines(lang, o, m));
    }
    out
}

/// The most of the rules' accepted actions listed, one a line.
const MOST_ACCEPTED: usize = 24;

/// What the rules accept from the seat now (`SeatModel::choices`), each in words: "Alice plays
/// Forest as a land".
fn accepted(lang: Lang, m: &SeatModel) -> Vec<String> {
    let actions = &m.choices.actions;
    if actions.is_empty() {
        return Vec::new();
    }
    let name = |id: &str| m.table.object(id).map_or_else(|| id.to_string(), |o| o.shown.name.clone());
    let mut out = vec![lang.t("cli-help-accepted", &[("n", &actions.len().to_string())])];
    out.extend(
        actions.iter().take(MOST_ACCEPTED).map(|a| format!("  {}", crate::view::log::action_words(lang, a, &name))),
    );
    out
}

/// The commands that act on one card, as its view offers them.
fn card_lines(lang: Lang, o: &ObjectView, m: &SeatModel) -> Vec<String> {
    let id = o.id.as_str();
    let name = o.shown.name.as_str();
    let mut out = Vec::new();
    if o.offers.play && o.owner == m.seat {
        out.push(lang.t("cli-help-play", &[("id", id), ("name", name)]));
    }
    if o.offers.cast {
        for c in &o.casts {
            let targets = crate::view::slot_words(lang, &c.targets, &c.optional, "|");
            let key = if targets.is_empty() { "cli-help-cast" } else { "cli-help-cast-targets" };
            out.push(lang.t(key, &[("id", id), ("how", &c.said(lang)), ("targets", &targets.join(" "))]));
        }
    }
    if o.zone == Zone::Battlefield && !o.tapped {
        for mana in &o.mana {
            let word = if o.mana.len() > 1 { format!(" {mana}") } else { String::new() };
            out.push(lang.t("cli-help-tap", &[("id", id), ("mana", mana), ("word", &word), ("name", name)]));
        }
    }
    for (n, a) in o.activations.iter().enumerate() {
        let n = (n + 1).to_string();
        out.push(lang.t("cli-help-activate", &[("id", id), ("n", &n), ("text", &a.text)]));
    }
    out
}
