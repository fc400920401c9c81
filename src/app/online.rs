//! File → Play online: a server's lobby in a window. The player gives the server's address and
//! a name (both remembered in `$XDG_CONFIG_HOME/bifronte/online.ron`), picks a room, reads its
//! tables, players and chat, opens a table (seats, password, spectators, judges) or joins one,
//! or watches. Joining opens the table in a window of its own (`bifronte join SERVER --room R
//! --table T`, the password handed over in the environment), with its seat, chat, undo vote and
//! rejoin as at any table; the table this window shows stays as it is.
//!
//! The lobby connection (`server::client`) runs on its own threads; [`OnlineDialog::poll`]
//! takes what the server said once a frame, so the window never waits on the network.

pub mod draft;

use std::sync::Mutex;
use std::sync::mpsc::Receiver;

use bevy::prelude::*;
use bevy_egui::egui;
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::server::client::LobbyClient;
use crate::server::protocol::{FromServer, NewTable, RoomInfo, TableInfo, TableState, ToServer};
use crate::table::language::Words;

/// What the dialog remembers between runs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Remembered {
    /// The last server.
    pub server: String,
    /// The last name.
    pub name: String,
}

/// Where it is remembered.
pub fn remembered_path() -> std::path::PathBuf {
    crate::format::user_config_dir().join("online.ron")
}

/// File → Play online's state.
#[derive(Resource, Default)]
pub struct OnlineDialog {
    /// The window is open.
    pub open: bool,
    /// The server's address, as typed.
    pub server: String,
    /// The player's name, as typed.
    pub name: String,
    /// The decklist to bring (a file; empty: a shipped sample deck).
    pub deck: String,
    /// A locked table's password, for joining or opening one.
    pub password: String,
    /// The table being opened.
    pub new_table: NewTableForm,
    /// The chat line being typed.
    pub say: String,
    /// What the dialog says (connecting, a refusal, a table opened).
    pub status: String,
    connecting: Option<Mutex<Receiver<Result<LobbyClient, crate::server::client::LobbyError>>>>,
    lobby: Option<LobbyClient>,
    /// The rooms.
    pub rooms: Vec<RoomInfo>,
    /// The room the player is in.
    pub room: Option<String>,
    /// Its tables.
    pub tables: Vec<TableInfo>,
    /// Its draft pods.
    pub pods: Vec<crate::server::protocol::PodInfo>,
    /// The seat this window has at a pod, once sat down.
    pub pod: Option<draft::ServedDraft>,
    /// The pod being opened.
    pub new_pod: draft::NewPodForm,
    /// Its players.
    pub players: Vec<String>,
    /// Its chat.
    pub chat: Vec<(String, String)>,
    /// A table this player opened, to join once the server says it runs.
    creating: bool,
    loaded: bool,
    /// Where the server and name are remembered (default: [`remembered_path`]).
    pub remember_in: Option<std::path::PathBuf>,
}

/// The new table's fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTableForm {
    /// Its name.
    pub name: String,
    /// Seats.
    pub seats: u8,
    /// Its format.
    pub format: String,
    /// Spectators may watch.
    pub spectators: bool,
    /// Spectators are judges.
    pub judges: bool,
    /// The players run the turn by hand.
    pub free: bool,
    /// A best-of-three match rather than one game.
    pub best_of_three: bool,
    /// The last seat is the table's computer's (an assisted table of one game).
    pub computer: bool,
}

impl Default for NewTableForm {
    fn default() -> Self {
        NewTableForm {
            name: String::new(),
            seats: 2,
            format: "casual".into(),
            spectators: true,
            judges: false,
            free: false,
            best_of_three: false,
            computer: false,
        }
    }
}

/// What the dialog asks the window to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineAction {
    /// Open a table in a window of its own: `bifronte` with these arguments, and the password
    /// (if any) in the environment.
    Join {
        /// The arguments after `bifronte`.
        args: Vec<String>,
        /// The table's password.
        password: Option<String>,
    },
}

impl OnlineDialog {
    /// Fills the fields from what was remembered, once.
    pub fn load(&mut self) {
        if self.loaded {
            return;
        }
        self.loaded = true;
        let r: Remembered = std::fs::read_to_string(self.remembered())
            .ok()
            .and_then(|t| crate::format::ron_options().from_str(&t).ok())
            .unwrap_or_default();
        if self.server.is_empty() {
            self.server = r.server;
        }
        if self.name.is_empty() {
            self.name = r.name;
        }
    }

    fn remembered(&self) -> std::path::PathBuf {
        self.remember_in.clone().unwrap_or_else(remembered_path)
    }

    /// Whether a lobby connection is open.
    pub fn connected(&self) -> bool {
        self.lobby.is_some()
    }

    /// Connects to the server in the fields (off the frame).
    pub fn connect(&mut self, lang: Lang) {
        let (server, name) = (self.server.trim().to_string(), self.name.trim().to_string());
        let remember = Remembered { server: server.clone(), name: name.clone() };
        let text = ron::ser::to_string_pretty(&remember, Default::default()).unwrap_or_default();
        let path = self.remembered();
        if let Err(e) = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| crate::format::write_atomic(&path, text.as_bytes()))
        {
            warn!("can't remember the server in {}: {e}", path.display());
        }
        // The servers' keys are remembered beside the server's address and the name.
        let known = match path.parent() {
            Some(dir) => crate::server::identity::KnownServers::at(dir.join("known_servers")),
            None => crate::server::identity::KnownServers::users(),
        };
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let r = crate::server::client::address(&server).and_then(|addr| LobbyClient::connect(addr, &name, &known));
            tx.send(r).ok();
        });
        self.connecting = Some(Mutex::new(rx));
        self.status = lang.t("decks-online-connecting", &[]);
    }

    /// Takes what the server said since the last frame; returns a table to join, if one this
    /// player opened has just started.
    pub fn poll(&mut self, lang: Lang) -> Option<OnlineAction> {
        if let Some(rx) = &self.connecting {
            let got = rx.lock().map_err(|_| ()).and_then(|rx| rx.try_recv().map_err(|_| ()));
            match got {
                Ok(Ok(lobby)) => {
                    self.rooms = lobby.rooms.clone();
                    let server = lobby.server.to_string();
                    self.status = lang.t("decks-online-connected", &[("server", &server), ("name", &lobby.name)]);
                    self.lobby = Some(lobby);
                    self.connecting = None;
                }
                Ok(Err(e)) => {
                    self.status = lang.t("decks-online-cant-connect", &[("error", &e.text_in(lang))]);
                    self.connecting = None;
                }
                Err(_) => {}
            }
        }
        let mut join = None;
        loop {
            let got = match &self.lobby {
                Some(l) => l.try_recv(),
                None => return join,
            };
            match got {
                Ok(Some(m)) => {
                    if let Some(j) = self.take(lang, m) {
                        join = Some(j);
                    }
                }
                Ok(None) => return join,
                Err(e) => {
                    self.status = e.text_in(lang);
                    self.lobby = None;
                    self.room = None;
                    return join;
                }
            }
        }
    }

    fn take(&mut self, lang: Lang, m: FromServer) -> Option<OnlineAction> {
        match m {
            FromServer::Welcome { rooms, .. } | FromServer::Rooms(rooms) => self.rooms = rooms,
            FromServer::Room { room, tables, players } => {
                self.room = Some(room);
                self.tables = tables;
                self.players = players;
            }
            FromServer::Chat { from, text } => {
                self.chat.push((from, text));
                let extra = self.chat.len().saturating_sub(crate::server::protocol::ROOM_CHAT_KEPT);
                self.chat.drain(..extra);
            }
            FromServer::Created { table } => {
                if self.creating {
                    self.creating = false;
                    self.status = lang.t("decks-online-table-open", &[("table", &table.to_string())]);
                    return Some(self.join_action(table, false));
                }
            }
            FromServer::Refused { reason } => {
                self.status = lang.t("decks-online-refused", &[("reason", &reason.text_in(lang))])
            }
            FromServer::Bye { reason } => {
                self.status = lang.t("decks-online-bye", &[("reason", &reason.text_in(lang))])
            }
            FromServer::Pods { pods, .. } => self.pods = pods,
            FromServer::Pod(seen) => draft::take_seen(self, *seen),
            FromServer::TableAt { .. } | FromServer::ReplayPart { .. } | FromServer::Pong => {}
        }
        None
    }

    fn send(&mut self, lang: Lang, m: &ToServer) {
        if let Some(l) = &self.lobby
            && let Err(e) = l.send(m)
        {
            self.status = e.text_in(lang);
        }
    }

    /// The command that opens `table` in a window of its own.
    pub fn join_action(&self, table: u64, spectate: bool) -> OnlineAction {
        let room = self.room.clone().unwrap_or_default();
        let mut args: Vec<String> =
            ["join", self.server.trim(), "--room", &room, "--table", &table.to_string(), "--name", self.name.trim()]
                .iter()
                .map(|s| s.to_string())
                .collect();
        if !self.deck.trim().is_empty() {
            args.extend(["--deck".to_string(), self.deck.trim().to_string()]);
        }
        if spectate {
            args.push("--spectate".into());
        }
        let password = Some(self.password.clone()).filter(|p| !p.is_empty());
        OnlineAction::Join { args, password }
    }
}

/// The dialog's contents; what the window should do, if anything.
pub fn online_ui(ui: &mut egui::Ui, d: &mut OnlineDialog) -> Option<OnlineAction> {
    let lang = ui.lang();
    let mut action = None;
    if !d.connected() {
        egui::Grid::new("online server").num_columns(2).show(ui, |ui| {
            ui.label(lang.t("decks-online-server", &[]));
            ui.add(egui::TextEdit::singleline(&mut d.server).hint_text(lang.t("decks-online-server-hint", &[])));
            ui.end_row();
            ui.label(lang.t("decks-online-your-name", &[]));
            ui.text_edit_singleline(&mut d.name);
            ui.end_row();
        });
        let ready = !d.server.trim().is_empty() && !d.name.trim().is_empty() && d.connecting.is_none();
        if ui.add_enabled(ready, egui::Button::new(lang.t("decks-online-connect", &[]))).clicked() {
            d.connect(lang);
        }
        ui.label(&d.status);
        return None;
    }
    ui.horizontal(|ui| {
        ui.label(&d.status);
        if ui.button(lang.t("decks-online-disconnect", &[])).clicked() {
            d.lobby = None;
            d.room = None;
            d.pods.clear();
            d.status = lang.t("decks-online-disconnected", &[]);
        }
    });
    ui.separator();
    ui.label(egui::RichText::new(lang.t("decks-online-rooms", &[])).strong());
    let mut enter = None;
    for r in &d.rooms {
        let here = d.room.as_deref() == Some(&r.name);
        let tables = lang.tr_with("decks-online-tables-count", &[("n", r.tables.into())]);
        let players = lang.tr_with("decks-online-players-count", &[("n", r.players.into())]);
        let args =
            [("room", r.name.as_str()), ("description", &r.description), ("tables", &tables), ("players", &players)];
        let text = lang.t("decks-online-room", &args);
        if ui.selectable_label(here, text).clicked() && !here {
            enter = Some(r.name.clone());
        }
    }
    if let Some(room) = enter {
        d.chat.clear();
        d.send(lang, &ToServer::Enter { room });
    }
    let room = d.room.clone()?;
    ui.separator();
    ui.label(egui::RichText::new(lang.t("decks-online-tables-in", &[("room", &room)])).strong());
    if d.tables.is_empty() {
        ui.label(lang.t("decks-online-no-table", &[]));
    }
    egui::Grid::new("online tables").striped(true).num_columns(4).show(ui, |ui| {
        for t in &d.tables {
            let lock = lang.tr(if t.locked { "decks-online-locked" } else { "decks-online-open-to-all" });
            let state = lang.tr(match t.state {
                TableState::Open => "decks-online-state-open",
                TableState::Running => "decks-online-state-running",
                TableState::Finished => "decks-online-state-finished",
                TableState::Starting => "decks-online-state-starting",
            });
            ui.label(lang.t("decks-online-table", &[("table", &t.name), ("format", &t.format), ("lock", &lock)]));
            let seated = if t.seated.is_empty() { lang.tr("decks-online-nobody") } else { t.seated.join(", ") };
            let (count, seats) = (t.seated.len().to_string(), t.seats.to_string());
            let args = [("count", count.as_str()), ("seats", &seats), ("seated", &seated), ("state", &state)];
            ui.label(lang.t("decks-online-seated", &args));
            let full = t.seated.len() >= usize::from(t.seats);
            let join = egui::Button::new(lang.tr("decks-online-join"));
            if ui.add_enabled(!full || t.state == TableState::Running, join).clicked() {
                action = Some(d.join_action(t.id, false));
            }
            let watch = lang.tr(if t.judges { "decks-online-watch-judge" } else { "decks-online-watch" });
            if ui.add_enabled(t.spectators, egui::Button::new(watch)).clicked() {
                action = Some(d.join_action(t.id, true));
            }
            ui.end_row();
        }
    });
    if let Some(a) = draft::pods_ui(ui, d, &room) {
        action = Some(a);
    }
    egui::Grid::new("online you").num_columns(2).show(ui, |ui| {
        ui.label(lang.t("decks-online-your-deck", &[]));
        ui.add(egui::TextEdit::singleline(&mut d.deck).hint_text(lang.t("decks-online-your-deck-hint", &[])));
        let decks = crate::cards::decks::list(&crate::cards::decks::decks_dir());
        crate::overlay::ui::decks::deck_choice(ui, egui::Id::new("online deck"), &decks, &mut d.deck);
        ui.end_row();
        ui.label(lang.t("decks-online-password", &[]));
        let hint = lang.t("decks-online-password-hint", &[]);
        ui.add(egui::TextEdit::singleline(&mut d.password).password(true).hint_text(hint));
        ui.end_row();
    });
    ui.collapsing(lang.t("decks-online-open-table", &[]), |ui| {
        let f = &mut d.new_table;
        egui::Grid::new("online new table").num_columns(2).show(ui, |ui| {
            ui.label(lang.t("decks-name", &[]));
            ui.text_edit_singleline(&mut f.name);
            ui.end_row();
            ui.label(lang.t("decks-online-seats", &[]));
            ui.add(egui::Slider::new(&mut f.seats, 2..=8));
            ui.end_row();
            ui.label(lang.t("decks-online-format", &[]));
            ui.text_edit_singleline(&mut f.format);
            ui.end_row();
        });
        ui.checkbox(&mut f.spectators, lang.t("decks-online-spectators", &[]));
        let judges = egui::Checkbox::new(&mut f.judges, lang.t("decks-online-judges", &[]));
        ui.add_enabled(f.spectators, judges);
        // A computer plays an assisted table of one game.
        ui.checkbox(&mut f.computer, lang.t("decks-online-computer", &[]));
        ui.add_enabled(!f.computer, egui::Checkbox::new(&mut f.free, lang.t("decks-online-free", &[])));
        ui.add_enabled(
            !f.computer,
            egui::Checkbox::new(&mut f.best_of_three, lang.t("decks-online-best-of-three", &[])),
        );
        ui.label(lang.t("decks-online-locked-with", &[]));
        let ready = !f.name.trim().is_empty();
        if ui.add_enabled(ready, egui::Button::new(lang.t("decks-online-open-and-join", &[]))).clicked() {
            let spec = NewTable {
                name: f.name.trim().to_string(),
                seats: f.seats,
                format: f.format.trim().to_string(),
                secret: Some(d.password.as_str()).filter(|p| !p.is_empty()).map(crate::server::secret::new_secret),
                spectators: f.spectators,
                judges: f.judges && f.spectators,
                free: f.free && !f.computer,
                best_of: if f.best_of_three && !f.computer { 3 } else { 1 },
                computer: f.computer,
            };
            d.creating = true;
            d.send(lang, &ToServer::Create(spec));
        }
    });
    ui.separator();
    let players = d.players.join(", ");
    ui.label(egui::RichText::new(lang.t("decks-online-in-room", &[("room", &room), ("players", &players)])).strong());
    egui::ScrollArea::vertical().max_height(140.0).stick_to_bottom(true).show(ui, |ui| {
        for (from, text) in &d.chat {
            ui.label(format!("{from}: {text}"));
        }
    });
    let line = ui.add(egui::TextEdit::singleline(&mut d.say).hint_text(lang.t("decks-online-say-hint", &[])));
    if line.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) && !d.say.trim().is_empty() {
        let text = std::mem::take(&mut d.say);
        d.send(lang, &ToServer::Say { text: text.trim().to_string() });
        line.request_focus();
    }
    action
}

/// File → Play online in a window: the dialog and its system, beside the overlay.
pub struct PlayOnlinePlugin;

impl Plugin for PlayOnlinePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<OnlineDialog>().add_systems(bevy_egui::EguiPrimaryContextPass, play_online);
    }
}

fn play_online(world: &mut World) {
    // The File menu (the overlay's) asks for the dialog.
    if let Some(mut state) = world.get_resource_mut::<crate::overlay::OverlayState>()
        && std::mem::take(&mut state.online)
        && let Some(mut d) = world.get_resource_mut::<OnlineDialog>()
    {
        d.open = true;
    }
    if let Some(ctx) = crate::overlay::primary_context(world) {
        online_window(&ctx, world);
    }
}

/// Draws the dialog while it is open, and opens a table's window when asked.
pub fn online_window(ctx: &egui::Context, world: &mut World) {
    let lang = ctx.lang();
    if !world.get_resource::<OnlineDialog>().is_some_and(|d| d.open) {
        return;
    }
    let pool = world.resource_scope(|world, mut d: Mut<OnlineDialog>| {
        let db = world.resource::<crate::cards::CardDb>();
        draft::served_draft_window(ctx, &mut d, db)
    });
    // A served draft just over: the deck editor on the seat's pool (its match is joined from
    // the dialog).
    if let Some(ready) = pool.filter(|_| world.contains_resource::<crate::overlay::OverlayState>()) {
        world.resource_scope(|world, mut state: Mut<crate::overlay::OverlayState>| {
            let db = world.resource::<crate::cards::CardDb>();
            state.deck_editor.on_pool(lang, &ready.deck, ready.pool, None, db);
        });
    }
    let Some(mut d) = world.get_resource_mut::<OnlineDialog>() else { return };
    d.load();
    let mut action = d.poll(lang);
    let mut open = true;
    egui::Window::new(lang.t("decks-online-title", &[])).open(&mut open).default_width(620.0).show(ctx, |ui| {
        if let Some(a) = online_ui(ui, &mut d) {
            action = Some(a);
        }
    });
    d.open = open;
    if d.connected() || d.connecting.is_some() {
        ctx.request_repaint_after(std::time::Duration::from_millis(200));
    }
    if let Some(OnlineAction::Join { args, password }) = action {
        let exe = std::env::current_exe().unwrap_or_else(|_| "bifronte".into());
        let mut cmd = std::process::Command::new(exe);
        cmd.args(&args);
        match password {
            Some(p) => cmd.env(crate::server::client::PASSWORD_VAR, p),
            None => cmd.env_remove(crate::server::client::PASSWORD_VAR),
        };
        d.status = match cmd.spawn() {
            Ok(_) => lang.t("decks-online-window-opens", &[]),
            Err(e) => lang.t("decks-online-cant-open-window", &[("error", &e.to_string())]),
        };
    }
}
