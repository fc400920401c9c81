//! The File menu of a local table: the path to save to and load from, the autosaves and the
//! replays kept, a new game from decklists, and the ways out to the network and the card data.

use bevy_egui::egui;

use super::OverlayState;
use super::ui::{self, UiAction};
use crate::session::{Session, TableCommand};
use crate::table::language::Words;

/// The File menu: save, load and export by path, the autosaves and replays kept, a new game,
/// Play online, importing cards and the card pictures.
pub(super) fn file_menu(ui: &mut egui::Ui, state: &mut OverlayState, session: &Session, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    ui.label(lang.t("file-path", &[]));
    ui.text_edit_singleline(&mut state.path);
    let path = std::path::PathBuf::from(state.path.trim());
    // Export writes its own file, as Ctrl+E does: never over the save in the path field.
    use crate::table::keymap::{Command, hint};
    let to = session.export_path.display().to_string();
    let export = lang.t("file-export", &[("path", &to), ("key", &hint(lang, Command::Export))]);
    let (save, load) = (
        lang.t("file-save", &[("key", &hint(lang, Command::Save))]),
        lang.t("file-load", &[("key", &hint(lang, Command::Load))]),
    );
    for (label, c) in [
        (save.as_str(), TableCommand::Save(path.clone())),
        (load.as_str(), TableCommand::Load(path)),
        (export.as_str(), TableCommand::Export(session.export_path.clone())),
    ] {
        if ui.button(label).clicked() {
            out.push(UiAction::Table(c));
            ui.close();
        }
    }
    if let Some(auto) = &session.autosave {
        ui.menu_button(lang.t("file-autosaves", &[]), |ui| autosave_items(ui, auto, out));
        ui.menu_button(lang.t("file-replays", &[]), |ui| replay_items(ui, &auto.with_file_name("replays"), out));
    }
    ui.separator();
    new_game_items(ui, state, out);
    if ui.button(lang.t("file-draft", &[])).clicked() {
        state.draft_setup.open = true;
        // Looked for again: cards may have been imported since.
        state.draft_setup.sets = None;
        ui.close();
    }
    ui.separator();
    if ui.button(lang.t("file-play-online", &[])).clicked() {
        state.online = true;
        ui.close();
    }
    if ui.button(lang.t("file-import", &[])).clicked() {
        state.import.open = true;
        ui.close();
    }
    ui.menu_button(lang.t("file-pictures", &[]), |ui| ui::about::picture_items(ui, &state.pictures, out));
}

/// File → Autosaves: the latest autosave, then every version kept (newest first), each with
/// when it was written, its turn and how many actions it holds. Loading one replaces the
/// table, which Ctrl+Z brings back.
fn autosave_items(ui: &mut egui::Ui, autosave: &std::path::Path, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    if ui.button(lang.t("file-autosave-latest", &[])).clicked() {
        out.push(UiAction::Table(TableCommand::Load(autosave.to_owned())));
        ui.close();
    }
    let versions = crate::session::autosave::versions(autosave);
    if versions.is_empty() {
        ui.label(lang.t("file-autosave-none", &[]));
    }
    let now = std::time::SystemTime::now();
    for v in versions {
        let ago = now.duration_since(v.written).unwrap_or_default().as_secs();
        let when = match ago {
            0..60 => lang.t("file-ago-seconds", &[("n", &ago.to_string())]),
            60..3600 => lang.t("file-ago-minutes", &[("n", &(ago / 60).to_string())]),
            _ => lang.t(
                "file-ago-hours-minutes",
                &[("h", &(ago / 3600).to_string()), ("m", &(ago % 3600 / 60).to_string())],
            ),
        };
        let (turn, n) = (v.turn.to_string(), v.actions.to_string());
        if ui.button(lang.t("file-autosave-version", &[("when", &when), ("turn", &turn), ("n", &n)])).clicked() {
            out.push(UiAction::Table(TableCommand::Load(v.path)));
            ui.close();
        }
    }
}

/// A kept game's summary, read once per file version and kept in egui's memory while the menu
/// is open (a replay can be hundreds of kilobytes).
fn replay_summary(ui: &egui::Ui, path: &std::path::Path) -> Option<crate::session::replay::ReplaySummary> {
    let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok();
    let id = egui::Id::new(("replay summary", path.to_path_buf(), modified));
    type Kept = Option<crate::session::replay::ReplaySummary>;
    if let Some(kept) = ui.ctx().data(|d| d.get_temp::<Kept>(id)) {
        return kept;
    }
    let read = crate::session::replay::summary(path);
    ui.ctx().data_mut(|d| d.insert_temp::<Kept>(id, read.clone()));
    read
}

/// File → Replays: every game kept, newest first, by when it began and who played; opening one
/// watches it in the replay viewer (its starting table, the strip under the table to play it),
/// and Ctrl+Z brings back the table it replaced.
fn replay_items(ui: &mut egui::Ui, dir: &std::path::Path, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    let replays = crate::session::replay::replays_in(dir);
    if replays.is_empty() {
        ui.label(lang.t("file-replays-none", &[]));
    }
    for path in replays.into_iter().take(30) {
        let name = path.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let stem = name.trim_end_matches(".replay.ron");
        let (ms, players) = stem.split_once('-').unwrap_or((stem, ""));
        let when = ms.parse::<u64>().ok().map(|ms| std::time::UNIX_EPOCH + std::time::Duration::from_millis(ms));
        let ago = when.and_then(|w| std::time::SystemTime::now().duration_since(w).ok()).map_or(0, |d| d.as_secs());
        let when = match ago {
            0..3600 => lang.t("file-ago-minutes", &[("n", &(ago / 60).to_string())]),
            3600..86_400 => lang.t("file-ago-hours", &[("n", &(ago / 3600).to_string())]),
            _ => lang.t("file-ago-days", &[("n", &(ago / 86_400).to_string())]),
        };
        let about = replay_summary(ui, &path).map_or_else(
            || players.replace("-vs-", " vs "),
            |r| {
                let rules = lang.t(
                    match (r.commander, r.assisted) {
                        (true, true) => "file-replay-commander-assisted",
                        (true, false) => "file-replay-commander-free",
                        (false, true) => "file-replay-assisted",
                        (false, false) => "file-replay-free",
                    },
                    &[],
                );
                let outcome = r.outcome.clone().unwrap_or_else(|| lang.t("file-replay-unfinished", &[]));
                let (actions, minutes) = (r.actions.to_string(), r.seconds.div_ceil(60).to_string());
                let players = r.players.join(" vs ");
                let args = [("players", players.as_str()), ("outcome", &outcome), ("rules", &rules)];
                let more = [("n", actions.as_str()), ("minutes", minutes.as_str())];
                lang.t("file-replay-about", &[args.as_slice(), more.as_slice()].concat())
            },
        );
        if ui.button(lang.t("file-replay-item", &[("when", &when), ("about", &about)])).clicked() {
            out.push(UiAction::Table(TableCommand::Watch(path)));
            ui.close();
        }
    }
}

/// File → New game: a decklist for each player (the sample decks to begin with), then a game
/// with shuffled libraries and seven cards each replaces the table.
fn new_game_items(ui: &mut egui::Ui, state: &mut OverlayState, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    if state.decks.is_empty() {
        let dir = crate::format::shipped_dir().join("decks");
        state.decks = crate::scene::game::SAMPLE_DECKS.iter().map(|d| dir.join(d).display().to_string()).collect();
    }
    ui.label(lang.t("file-new-game", &[]));
    let mine = crate::cards::decks::list(&crate::cards::decks::decks_dir());
    for (i, deck) in state.decks.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(lang.t("file-player", &[("n", &(i + 1).to_string())]));
            ui.text_edit_singleline(deck);
            ui::decks::deck_choice(ui, egui::Id::new(("new game deck", i)), &mine, deck);
        });
    }
    if ui.button(lang.t("file-paste-deck", &[])).clicked() {
        state.paste.open = true;
        ui.close();
    }
    ui.menu_button(lang.t("file-deck-editor", &[]), |ui| {
        if ui.button(lang.t("file-new-deck", &[])).clicked() {
            state.deck_editor.new_deck();
            ui.close();
        }
        ui.label(lang.t("file-open-deck", &[]));
        for d in &mine {
            let label = if d.shipped { format!("{} (sample)", d.name) } else { d.name.clone() };
            if ui.button(label).clicked() {
                state.deck_editor.open_later(d.path.clone());
                ui.close();
            }
        }
    });
    ui.checkbox(&mut state.vs_computer, lang.t("file-vs-computer", &[]));
    if state.vs_computer {
        ui.horizontal(|ui| {
            ui.label(lang.t("file-computer-level", &[]));
            for level in [crate::ai::Level::Easy, crate::ai::Level::Medium, crate::ai::Level::Hard] {
                ui.radio_value(&mut state.computer_level, level, level.said().text_in(lang));
            }
        });
    }
    let computer = |state: &OverlayState| {
        let names = crate::scene::game::NAMES.iter().take(state.decks.len()).map(|n| n.to_string()).collect();
        UiAction::Computer(state.vs_computer.then_some(names))
    };
    ui.horizontal(|ui| {
        if ui.button(lang.t("file-start-game", &[])).clicked() {
            let decks = state.decks.iter().map(|d| std::path::PathBuf::from(d.trim())).collect();
            out.push(computer(state));
            out.push(UiAction::Table(TableCommand::NewGame(decks)));
            ui.close();
        }
        if ui.button(lang.t("file-start-match", &[])).clicked() {
            let decks = state.decks.iter().map(|d| std::path::PathBuf::from(d.trim())).collect();
            out.push(computer(state));
            out.push(UiAction::Table(TableCommand::NewMatch(decks, 3)));
            ui.close();
        }
    });
}
