//! The egui overlay: where a player or a rules tester learns why a card is what it is.
//!
//! - [`model`]: the view model, built only from the viewer-filtered view and redacted;
//! - [`ui`]: pure panel and dialog functions over `egui::Ui` and the model, returning
//!   [`ui::UiAction`]s;
//! - [`rules_text`]: the Comprehensive Rules text the log's rule numbers open;
//! - [`backdrop`]: the panels' flat fill, copied into the table camera's picture.
//!
//! This module is the glue: it draws the panels in `EguiPrimaryContextPass`, fits the 3D view
//! into the space the panels leave, paints counter badges and pile counts over the cards, and
//! turns what the player asked for into `ActionRequest`s and `TableCommand`s.

pub mod backdrop;
pub mod import;
pub mod marks;
pub mod model;
pub mod rules_text;
pub mod ui;

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPlugin, EguiPrimaryContextPass, PrimaryEguiContext, egui};

use crate::rules::{Action, ActionRequest, RulesLog};
use crate::session::{Playback, Session, StatusLine, TableCommand};
use crate::table::keymap::{Command, KeyCommand};
use crate::table::state::{Hovered, KeyboardTaken, PointerTaken, Seat, Selection};
use model::{OverlayModel, fresh_id, overlay_model};
use rules_text::RulesText;
use ui::{TokenForm, UiAction};

/// A networked table's chat: what was said, shown in the log panel where it came. It never goes
/// through the rules log, whose lines are redacted for each seat: a name redacted in chat would
/// tell a player that a card of that name is hidden somewhere.
#[derive(Resource, Clone, Debug, Default)]
pub struct Chat {
    /// What was said, oldest first.
    pub lines: Vec<ui::ChatLine>,
}

/// At a networked table, an undo being asked for: by whom, and whether it is this window's own
/// asking (it waits for the others) or a question to answer.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct UndoQuestion(pub Option<(String, bool)>);

/// This window's answer to another player's asking to undo (the network side sends it on).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnswerUndo(pub bool);

/// Something the player said at a networked table (the network side sends it on).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Say(pub String);

/// What the overlay shows, beyond the model.
#[derive(Resource, Clone, Debug, Default)]
pub struct OverlayState {
    /// No panels at all (`bifronte shot --bare`): the table fills the window.
    pub hidden: bool,
    /// The panels are drawn over the 3D view, which keeps the whole window (`bifronte frames
    /// --panels-over-view`, to measure the overlay's own cost against `--bare`).
    pub panels_over_view: bool,
    /// The panels' backdrops alone over the 3D view, with only what a bare table draws of egui's
    /// (`bifronte frames --flat-panels`): what the panels cost before anything is written on
    /// them.
    pub flat_panels: bool,
    /// The help is open.
    pub help: bool,
    /// The token dialog is open.
    pub tokens: bool,
    /// The token dialog's fields.
    pub form: TokenForm,
    /// The rule whose text is open.
    pub rule: Option<String>,
    /// The save/load path being edited in the File menu.
    pub path: String,
    /// The decklists of a new game, one per player, being edited in the File menu.
    pub decks: Vec<String>,
    /// The pile shown as a list: its owner and zone.
    pub browse: Option<(String, crate::rules::Zone)>,
    /// The card browser.
    pub cards: ui::CardSearch,
    /// Presentation mode: a caption over the table says what the last step did.
    pub present: bool,
    /// File → Import cards.
    pub import: import::ImportDialog,
    /// The menu drawn last frame.
    menu_shown: Option<(Entity, Vec2)>,
    /// The button press that opened the card menu is still held: its release doesn't close it.
    menu_opening: bool,
    /// The latest die roll or coin flip, shown over the table for a moment, and when (egui's
    /// clock, seconds).
    toast: Option<(String, f64)>,
    /// The log lines already looked at for rolls and flips.
    toasted: usize,
    /// What the player is typing into the chat line.
    pub chat_draft: String,
}

/// What the model is rebuilt on: the log's length and epoch, the seat, the next step, the
/// failures, playing and asked, and the status line.
type ModelKey = (usize, u64, usize, usize, usize, (bool, bool), String);

/// The model, rebuilt only when the table, the seat, the playback or the status changed.
#[derive(Resource, Default)]
pub(crate) struct ModelCache {
    key: Option<ModelKey>,
    model: OverlayModel,
    /// Where the 3D view is, in logical pixels (the whole window when the panels are hidden).
    central: Option<egui::Rect>,
}

/// The overlay.
pub struct OverlayPlugin;

impl Plugin for OverlayPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<EguiPlugin>() {
            app.add_plugins(EguiPlugin::default());
        }
        let rules = RulesText::load_default().unwrap_or_else(|e| {
            error!("{e}");
            RulesText::default()
        });
        app.insert_resource(rules)
            .insert_resource(bevy_egui::EguiGlobalSettings { auto_create_primary_context: false, ..default() })
            .add_systems(PostStartup, draw_on_table_camera)
            .init_resource::<OverlayState>()
            .init_resource::<import::ImportTarget>()
            .init_resource::<ModelCache>()
            .add_plugins(backdrop::BackdropPlugin)
            .add_message::<Say>()
            .add_message::<AnswerUndo>()
            .add_systems(Update, overlay_keys.after(crate::table::input::keyboard))
            .add_systems(EguiPrimaryContextPass, (overlay_ui, marks::marks).chain())
            .add_systems(
                PreUpdate,
                filter_egui_input
                    .after(bevy_egui::EguiInputSet::WriteEguiEvents)
                    .before(bevy_egui::EguiPreUpdateSet::BeginPass),
            );
    }
}

/// The overlay draws on the table's camera, over the whole window (the table's camera frames
/// the layout into the space the panels leave, see [`crate::table::TableArea`]).
fn draw_on_table_camera(mut commands: Commands, cameras: Query<Entity, With<crate::table::TableCamera>>) {
    for camera in &cameras {
        commands.entity(camera).insert(PrimaryEguiContext);
    }
}

/// What egui gets of the frame's input events.
///
/// - bevy_egui tells egui the modifier keys' state every frame as an input event, and egui asks
///   for an immediate repaint after any event: the window would never rest. The event is kept
///   only when the modifiers changed (egui reads their state from the input as well).
/// - Tab is the table's key (the next seat): egui would move the keyboard focus to the menu bar
///   with it, after which the table's keys went to the menu. egui gets Tab only while a text
///   field has the keyboard.
fn filter_egui_input(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    typing: Res<KeyboardTaken>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| for_egui(e, typing.0, &mut last));
    }
}

/// Whether egui gets this input event; see [`filter_egui_input`].
pub fn for_egui(event: &egui::Event, typing: bool, last: &mut Option<egui::Modifiers>) -> bool {
    match event {
        egui::Event::ModifiersChanged(m) => {
            let changed = *last != Some(*m);
            *last = Some(*m);
            changed
        }
        egui::Event::Key { key: egui::Key::Tab, .. } => typing,
        _ => true,
    }
}

/// The overlay's keys (F1, Ctrl+T, Esc), as the keymap names them.
fn overlay_keys(mut keys: MessageReader<KeyCommand>, mut state: ResMut<OverlayState>) {
    for KeyCommand(c) in keys.read() {
        match c {
            Command::Help => state.help = !state.help,
            Command::Tokens => state.tokens = !state.tokens,
            Command::Close => {
                state.help = false;
                state.tokens = false;
                state.rule = None;
            }
            _ => {}
        }
    }
}

fn primary_context(world: &mut World) -> Option<egui::Context> {
    let mut q = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    q.iter_mut(world).next().map(|mut c| c.get_mut().clone())
}

fn refresh_model(world: &mut World) {
    let seat = world.resource::<Seat>().0;
    let log = world.resource::<RulesLog>();
    let (pb_next, pb_failures, playing) = world
        .get_resource::<Playback>()
        .map_or((0, 0, (false, false)), |p| (p.next, p.failures.len(), (p.playing, p.asked)));
    let status = world.get_resource::<StatusLine>().map(|s| s.text.clone()).unwrap_or_default();
    // On a client the model's number says when it changed.
    let epoch = world.get_resource::<crate::table::RemoteModel>().map_or(log.epoch, |r| r.version);
    let key = Some((log.entries.len(), epoch, seat, pb_next, pb_failures, playing, status));
    if world.resource::<ModelCache>().key == key {
        return;
    }
    let model = overlay_model(world, seat);
    let mut cache = world.resource_mut::<ModelCache>();
    cache.key = key;
    cache.model = model;
}

/// Draws the panels and dialogs, then carries out what the player asked for.
fn overlay_ui(world: &mut World) {
    let Some(ctx) = primary_context(world) else { return };
    refresh_model(world);
    import::follow_import(world);
    // No panels (a bare shot), or only their backdrops (`frames --flat-panels`): the table
    // fills the window.
    let state = world.resource::<OverlayState>();
    if state.hidden || state.flat_panels {
        let backdrops = match state.flat_panels {
            true => panel_rects(ctx.viewport_rect()).to_vec(),
            false => Vec::new(),
        };
        set_backdrops(world, &backdrops, &ctx);
        world.resource_mut::<ModelCache>().central = Some(ctx.viewport_rect());
        set_table_area(world, None);
        return;
    }
    let hovered = world.resource::<Hovered>().0;
    let selection = world.resource::<Selection>().clone();
    let actions = world.resource_scope(|world, cache: Mut<ModelCache>| {
        world.resource_scope(|world, mut state: Mut<OverlayState>| {
            let frame = Frame {
                selection: &selection,
                hovered,
                rules: world.resource::<RulesText>(),
                session: world.resource::<Session>(),
                cards: world.resource::<crate::cards::CardDb>(),
                chat: world.get_resource::<Chat>(),
                undo: world.get_resource::<UndoQuestion>().and_then(|q| q.0.as_ref()),
            };
            draw(&ctx, &cache.model, &mut state, frame)
        })
    });
    // The table's keys stop only while a text field has the keyboard: a focused button or
    // menu doesn't take them.
    world.resource_mut::<KeyboardTaken>().0 = ctx.text_edit_focused();
    // Over a panel or a window the wheel and drags are the overlay's.
    let outside = ctx.pointer_latest_pos().is_some_and(|p| !actions.1.contains(p));
    world.resource_mut::<PointerTaken>().0 = ctx.egui_wants_pointer_input() || outside;
    for a in actions.0 {
        carry_out(world, a);
    }
    set_backdrops(world, &actions.2, &ctx);
    let central = match world.resource::<OverlayState>().panels_over_view {
        true => ctx.viewport_rect(),
        false => actions.1,
    };
    world.resource_mut::<ModelCache>().central = Some(central);
    let area = Rect::new(central.min.x, central.min.y, central.max.x, central.max.y);
    set_table_area(world, (central != ctx.viewport_rect()).then_some(area));
}

/// Sends what the player asked for to the rules kernel or the session.
fn carry_out(world: &mut World, a: UiAction) {
    match a {
        // The overlay names objects by the seat's ids: they become the table's labels, or the
        // request is refused (an object the seat no longer sees).
        UiAction::Do(action) => request(world, action),
        UiAction::Table(c) => {
            world.write_message(c);
        }
        UiAction::Token { token, count, controller } => {
            let id = fresh_id(world, "token");
            let count = (count > 1).then_some(count);
            let action = Action::CreateToken {
                id,
                token,
                controller,
                count,
                tapped: false,
                transformed: false,
                attached_to: None,
            };
            request(world, action);
        }
        UiAction::Incubate { player, n } => {
            let id = fresh_id(world, "incubator");
            request(world, Action::Incubate { id, player, n });
        }
        UiAction::PeekOther => {
            let mut s = world.resource_mut::<Selection>();
            s.peek_other = !s.peek_other;
        }
        // A networked window's seat is its player's own.
        UiAction::Seat(i) if !world.contains_resource::<crate::table::state::FixedSeat>() => {
            world.insert_resource(Seat(i))
        }
        UiAction::Seat(_) => {}
        UiAction::Say(text) => _ = world.write_message(Say(text)),
        UiAction::AnswerUndo(yes) => {
            world.write_message(AnswerUndo(yes));
            world.insert_resource(UndoQuestion(None));
        }
        UiAction::CloseMenu => world.resource_mut::<Selection>().menu = None,
        UiAction::Import(file) => {
            if !world.contains_resource::<import::ImportJob>() {
                let target = world.resource::<import::ImportTarget>().0.clone();
                world.insert_resource(import::ImportJob::start(&file, &target));
                world.resource_mut::<OverlayState>().import.progress = Some((0, 0));
            }
        }
        UiAction::AddCard { name, owner, zone } => {
            let base: String = name
                .chars()
                .map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
                .collect::<String>()
                .split('-')
                .filter(|w| !w.is_empty())
                .take(3)
                .collect::<Vec<_>>()
                .join("-");
            let id = fresh_id(world, if base.is_empty() { "card" } else { &base });
            request(world, Action::AddCard { id, name, owner, zone });
        }
        UiAction::ShowRule(_)
        | UiAction::ToggleHelp
        | UiAction::OpenTokens
        | UiAction::OpenCards
        | UiAction::Browse(..) => {}
    }
}

/// Sends a request the overlay made with the seat's ids to the rules kernel, its ids turned into
/// the table's labels; one naming an object the seat doesn't see is refused in the log. On a
/// client it goes to the host as it is.
fn request(world: &mut World, action: Action) {
    // A client's requests go to the host in the seat's ids (`net::window` sends them on).
    if world.contains_resource::<crate::table::RemoteModel>() {
        world.write_message(ActionRequest(action));
        return;
    }
    let seat = crate::table::seated(world);
    match crate::view::translate(world, crate::view::Viewer::Player(seat), action) {
        Ok(action) => _ = world.write_message(ActionRequest(action)),
        Err(why) => world.resource_mut::<RulesLog>().note(format!("refused: {}", why.0)),
    }
}

/// The panels' backdrops this frame, on the table's camera (see [`backdrop`]).
fn set_backdrops(world: &mut World, panels: &[egui::Rect], ctx: &egui::Context) {
    let new = backdrop::PanelBackdrops::new(panels, ctx.global_style().visuals.panel_fill, ctx.pixels_per_point());
    let mut cameras = world.query_filtered::<&mut backdrop::PanelBackdrops, With<crate::table::TableCamera>>();
    for mut current in cameras.iter_mut(world) {
        current.set_if_neq(new.clone());
    }
}

/// The table shows in what the panels leave (in logical pixels; `None`: the whole window).
fn set_table_area(world: &mut World, area: Option<Rect>) {
    let mut current = world.resource_mut::<crate::table::TableArea>();
    if current.0 != area {
        current.0 = area;
    }
}

/// The inspector's width, which is the large preview's (at least 420 px tall at 1600×900).
pub const PREVIEW_PANEL: f32 = 330.0;
/// The scene panel's width.
pub const SCENE_PANEL: f32 = 250.0;
/// The log's height when the window opens (it can be resized).
pub const LOG_PANEL: f32 = 140.0;
/// The menu bar's height with egui's default style.
pub const MENU_BAR: f32 = 23.0;

/// Where the 3D view lies in a window of `size` logical pixels, with the panels as they open.
pub fn table_area(size: Vec2) -> Rect {
    Rect::new(SCENE_PANEL, MENU_BAR, size.x - PREVIEW_PANEL, size.y - LOG_PANEL)
}

/// The panels' rectangles as they open, in a window whose logical pixels are `viewport`: the
/// menu bar, the scene panel, the inspector and the log, which with [`table_area`] tile it.
pub fn panel_rects(viewport: egui::Rect) -> [egui::Rect; 4] {
    let area = table_area(Vec2::new(viewport.width(), viewport.height()));
    let (min, max) = (viewport.min, viewport.max);
    let (left, top) = (min.x + area.min.x, min.y + area.min.y);
    let (right, bottom) = (min.x + area.max.x, min.y + area.max.y);
    [
        egui::Rect::from_min_max(min, egui::pos2(max.x, top)),
        egui::Rect::from_min_max(egui::pos2(min.x, top), egui::pos2(left, max.y)),
        egui::Rect::from_min_max(egui::pos2(right, top), max),
        egui::Rect::from_min_max(egui::pos2(left, bottom), egui::pos2(right, max.y)),
    ]
}

/// What `draw` reads besides the model and the state.
struct Frame<'a> {
    selection: &'a Selection,
    hovered: Option<Entity>,
    rules: &'a RulesText,
    session: &'a Session,
    cards: &'a crate::cards::CardDb,
    /// The chat, at a networked table.
    chat: Option<&'a Chat>,
    /// An undo being asked for, at a networked table: by whom, and whether by this window.
    undo: Option<&'a (String, bool)>,
}

/// Draws every panel and dialog; returns what the player asked for, where the 3D view goes and
/// the panels' rectangles (their fill is the table camera's: [`backdrop`]).
fn draw(
    ctx: &egui::Context,
    model: &OverlayModel,
    state: &mut OverlayState,
    frame: Frame,
) -> (Vec<UiAction>, egui::Rect, Vec<egui::Rect>) {
    let mut out = Vec::new();
    if state.path.is_empty() {
        state.path = frame.session.save_path.display().to_string();
    }
    let mut root = egui::Ui::new(
        ctx.clone(),
        "overlay".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let networked = frame.chat.is_some();
    let style = ctx.global_style();
    // Each panel is drawn unfilled, over its backdrop (`backdrop`), and its contents know the
    // backdrop's colour as their background (scroll areas fade their edges into it).
    let fill = style.visuals.panel_fill;
    let unfilled = backdrop::panel_frame(&style);
    let top = egui::Panel::top("menu").frame(unfilled).show(&mut root, |ui| {
        backdrop::over_backdrop(ui, fill, |ui| menu_bar(ui, model, state, (frame.session, networked), &mut out))
    });
    let left =
        egui::Panel::left("scene").frame(unfilled).exact_size(SCENE_PANEL).resizable(false).show(&mut root, |ui| {
            backdrop::over_backdrop(ui, fill, |ui| match networked {
                true => ui::network_panel(ui, &model.seat_model),
                false => out.extend(ui::scene_panel(ui, &model.scene)),
            })
        });
    let right = egui::Panel::right("inspector").frame(unfilled).exact_size(PREVIEW_PANEL).resizable(false).show(
        &mut root,
        |ui| {
            backdrop::over_backdrop(ui, fill, |ui| {
                inspector_panel(ui, model, frame.selection, frame.hovered, state.present, &mut out)
            })
        },
    );
    let bottom =
        egui::Panel::bottom("log").frame(unfilled).default_size(LOG_PANEL).resizable(true).show(&mut root, |ui| {
            backdrop::over_backdrop(ui, fill, |ui| match frame.chat {
                Some(chat) => {
                    ui.horizontal(|ui| {
                        ui.label(egui::RichText::new("Log and chat").strong());
                        out.extend(ui::chat_line(ui, &mut state.chat_draft));
                    });
                    out.extend(ui::log_panel(ui, &model.log, &chat.lines));
                }
                None => {
                    ui.label(egui::RichText::new("Log").strong());
                    out.extend(ui::log_panel(ui, &model.log, &[]));
                }
            })
        });
    // The 3D view gets what the panels leave, and never more than the window.
    let central = egui::Rect::from_min_max(
        egui::pos2(left.response.rect.right(), top.response.rect.bottom()),
        egui::pos2(right.response.rect.left(), bottom.response.rect.top()),
    )
    .intersect(ctx.viewport_rect());
    toast(ctx, model, state, central);
    if state.present {
        ui::caption(ctx, &model.log, central);
    }
    if let Some((by, mine)) = frame.undo {
        out.extend(ui::undo_question(ctx, by, *mine));
    }
    out.extend(ui::legend_choice(ctx, &model.seat_model));
    out.extend(ui::protector_choice(ctx, &model.seat_model));
    out.extend(ui::chapter_choice(ctx, &model.seat_model));
    card_menu(ctx, model, state, frame.selection, &mut out);
    state.menu_shown = frame.selection.menu;
    dialogs(ctx, model, state, frame.selection, frame.rules, &mut out);
    if state.import.open {
        import::import_dialog(ctx, &mut state.import, &mut out);
    }
    if state.cards.open {
        let mut open = true;
        egui::Window::new("Cards").open(&mut open).default_width(560.0).show(ctx, |ui| {
            out.extend(ui::card_browser(ui, frame.cards, &mut state.cards, &model.players));
        });
        state.cards.open &= open;
    }
    // Overlay-local actions are handled here; the rest go to the table.
    let mut rest = Vec::new();
    for a in out {
        match a {
            UiAction::ShowRule(r) => state.rule = Some(r),
            UiAction::ToggleHelp => state.help = !state.help,
            UiAction::OpenTokens => state.tokens = true,
            UiAction::OpenCards => state.cards.open = true,
            UiAction::Browse(owner, zone) => state.browse = Some((owner, zone)),
            other => rest.push(other),
        }
    }
    let panels = vec![top.response.rect, left.response.rect, right.response.rect, bottom.response.rect];
    (rest, central, panels)
}

/// How long a roll or flip stays over the table.
const TOAST_SECS: f64 = 4.0;

/// A die roll or coin flip (705.1, 706.2) shows large over the table for a moment; the log
/// keeps it.
fn toast(ctx: &egui::Context, model: &OverlayModel, state: &mut OverlayState, table: egui::Rect) {
    let now = ctx.input(|i| i.time);
    if state.toasted > model.log.len() {
        state.toasted = 0;
    }
    for line in &model.log[state.toasted..] {
        if line.rule.as_deref().is_some_and(|r| r == "706.2" || r == "705.1") {
            state.toast = Some((line.text.clone(), now));
        }
    }
    state.toasted = model.log.len();
    let Some((text, since)) = state.toast.clone() else { return };
    let left = TOAST_SECS - (now - since);
    if left <= 0.0 {
        state.toast = None;
        return;
    }
    egui::Area::new("roll".into())
        .order(egui::Order::Foreground)
        .interactable(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(table.center())
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.label(egui::RichText::new(text).size(28.0).strong());
            });
        });
    ctx.request_repaint_after(std::time::Duration::from_secs_f64(left));
}

/// The menu bar: File, Table, Seat and Help menus, the seat and the status line. At a networked
/// table there is no File or Seat menu: the game is the host's, and the seat is the player's own.
pub fn menu_bar(
    ui: &mut egui::Ui,
    model: &OverlayModel,
    state: &mut OverlayState,
    (session, networked): (&Session, bool),
    out: &mut Vec<UiAction>,
) {
    egui::MenuBar::new().ui(ui, |ui| {
        // The path field takes clicks: the File menu closes on a click outside it or a button.
        let config =
            egui::containers::menu::MenuConfig::new().close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
        if !networked {
            egui::containers::menu::MenuButton::new("File")
                .config(config)
                .ui(ui, |ui| file_menu(ui, state, session, out));
        }
        ui.menu_button("Table", |ui| out.extend(ui::table_menu(ui, &model.players)));
        ui.add_enabled_ui(!networked, |ui| {
            ui.menu_button("Seat", |ui| {
                for (i, p) in model.players.iter().enumerate() {
                    if ui.selectable_label(*p == model.seat, p).clicked() {
                        out.push(UiAction::Seat(i));
                        ui.close();
                    }
                }
            })
        });
        if ui.button("Help (F1)").clicked() {
            out.push(UiAction::ToggleHelp);
        }
        ui.separator();
        ui.label(format!("Seat: {}", model.seat));
        ui.separator();
        let text = egui::RichText::new(&model.status.text);
        ui.label(if model.status.error { text.color(egui::Color32::from_rgb(230, 90, 80)) } else { text });
    });
}

fn file_menu(ui: &mut egui::Ui, state: &mut OverlayState, session: &Session, out: &mut Vec<UiAction>) {
    ui.label("Path");
    ui.text_edit_singleline(&mut state.path);
    let path = std::path::PathBuf::from(state.path.trim());
    // Export writes its own file, as Ctrl+E does: never over the save in the path field.
    let export = format!("Export as a scene to {} (Ctrl+E)", session.export_path.display());
    for (label, c) in [
        ("Save (Ctrl+S)", TableCommand::Save(path.clone())),
        ("Load (Ctrl+O)", TableCommand::Load(path)),
        (export.as_str(), TableCommand::Export(session.export_path.clone())),
    ] {
        if ui.button(label).clicked() {
            out.push(UiAction::Table(c));
            ui.close();
        }
    }
    if let Some(auto) = &session.autosave
        && ui.button("Load the autosave").clicked()
    {
        out.push(UiAction::Table(TableCommand::Load(auto.clone())));
        ui.close();
    }
    ui.separator();
    new_game_items(ui, state, out);
    ui.separator();
    if ui.button("Import cards (Scryfall's bulk data)…").clicked() {
        state.import.open = true;
        ui.close();
    }
}

/// File → New game: a decklist for each player (the sample decks to begin with), then a game
/// with shuffled libraries and seven cards each replaces the table.
fn new_game_items(ui: &mut egui::Ui, state: &mut OverlayState, out: &mut Vec<UiAction>) {
    if state.decks.is_empty() {
        let dir = crate::format::shipped_dir().join("decks");
        state.decks = crate::scene::game::SAMPLE_DECKS.iter().map(|d| dir.join(d).display().to_string()).collect();
    }
    ui.label("New game: a decklist for each player");
    for (i, deck) in state.decks.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!("Player {}", i + 1));
            ui.text_edit_singleline(deck);
        });
    }
    if ui.button("Start the new game").clicked() {
        let decks = state.decks.iter().map(|d| std::path::PathBuf::from(d.trim())).collect();
        out.push(UiAction::Table(TableCommand::NewGame(decks)));
        ui.close();
    }
}

/// The inspector: the hovered card, else the selected one.
fn inspector_panel(
    ui: &mut egui::Ui,
    model: &OverlayModel,
    selection: &Selection,
    hovered: Option<Entity>,
    present: bool,
    out: &mut Vec<UiAction>,
) {
    let object = hovered.or(selection.selected).and_then(|e| model.table.objects.iter().find(|o| o.entity == e));
    egui::ScrollArea::vertical().show(ui, |ui| match object {
        // Presenting a double-faced card: both faces side by side, the one up marked.
        Some(o) if present && o.other_face.is_some() => {
            ui.columns(2, |cols| {
                for (col, other, label) in [(0, false, "face up"), (1, true, "the other face")] {
                    let w = cols[col].available_width();
                    cols[col].label(egui::RichText::new(label).strong());
                    ui::preview::preview(&mut cols[col], o, other, w);
                }
            });
            ui.add_space(6.0);
            out.extend(ui::inspector(ui, o, &model.table, false));
        }
        Some(o) => {
            ui::preview::preview(ui, o, selection.peek_other, ui.available_width());
            ui.add_space(6.0);
            out.extend(ui::inspector(ui, o, &model.table, selection.peek_other));
        }
        None => {
            ui.heading("Inspector");
            ui.label("Point at a card to see its characteristics and where each value comes from.");
            if hovered.is_some_and(|e| model.table.hidden.iter().any(|h| h.entities.contains(&e))) {
                ui.label("That card is hidden from you.");
            }
        }
    });
}

/// The right-click menu of a card, where it was opened.
fn card_menu(
    ctx: &egui::Context,
    model: &OverlayModel,
    state: &mut OverlayState,
    selection: &Selection,
    out: &mut Vec<UiAction>,
) {
    let Some((e, pos)) = selection.menu else { return };
    let Some(o) = model.table.objects.iter().find(|o| o.entity == e) else {
        out.push(UiAction::CloseMenu);
        return;
    };
    let others: Vec<(String, String)> = model
        .table
        .objects
        .iter()
        .filter(|x| x.zone == crate::rules::Zone::Battlefield)
        .map(|x| (x.id.clone(), if x.shown.name.is_empty() { "face-down".into() } else { x.shown.name.clone() }))
        .collect();
    let area = egui::Area::new("object menu".into()).fixed_pos(egui::pos2(pos.x, pos.y)).order(egui::Order::Foreground);
    let mut chosen = Vec::new();
    let r = area.show(ctx, |ui| {
        egui::Frame::menu(ui.style()).show(ui, |ui| {
            let title = if o.shown.name.is_empty() { "Face-down permanent" } else { &o.shown.name };
            ui.label(egui::RichText::new(title).strong());
            chosen.extend(ui::object_menu(ui, o, &others, &model.players));
        })
    });
    // The press that opened the menu doesn't close it, nor does its release; the next click
    // elsewhere does.
    let shown_before = state.menu_shown == selection.menu;
    let (down, released) = ctx.input(|i| (i.pointer.any_down(), i.pointer.any_released()));
    let opening_released = shown_before && state.menu_opening && released;
    state.menu_opening = if shown_before { state.menu_opening && !released } else { down };
    let elsewhere = shown_before && !opening_released && r.response.clicked_elsewhere();
    let close = elsewhere || !chosen.is_empty() || !out.is_empty();
    out.extend(chosen);
    if close {
        out.push(UiAction::CloseMenu);
    }
}

/// Help, the token dialog and a rule's text.
fn dialogs(
    ctx: &egui::Context,
    model: &OverlayModel,
    state: &mut OverlayState,
    selection: &Selection,
    rules: &RulesText,
    out: &mut Vec<UiAction>,
) {
    if state.help {
        let mut open = true;
        egui::Window::new("Help").open(&mut open).show(ctx, ui::help);
        state.help &= open;
    }
    if state.tokens {
        let mut open = true;
        let selected = selection.selected.and_then(|e| model.table.objects.iter().find(|o| o.entity == e));
        egui::Window::new("Create tokens").open(&mut open).show(ctx, |ui| {
            out.extend(ui::token_dialog(ui, &mut state.form, selected, &model.players));
        });
        state.tokens &= open;
    }
    if let Some((owner, zone)) = state.browse.clone() {
        let mut open = true;
        egui::Window::new(format!("{owner}'s {zone:?}")).open(&mut open).default_width(420.0).show(ctx, |ui| {
            out.extend(ui::pile_browser(ui, &model.table, &owner, zone));
        });
        if !open {
            state.browse = None;
        }
    }
    if model.scene.asked {
        egui::Window::new("The table was changed")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| out.extend(ui::changed_table_question(ui)));
    }
    if let Some(rule) = state.rule.clone() {
        let mut open = true;
        egui::Window::new(format!("Rule {rule}")).open(&mut open).default_width(480.0).show(ctx, |ui| {
            ui::rule_window(ui, rules, &rule);
        });
        if !open {
            state.rule = None;
        }
    }
}
