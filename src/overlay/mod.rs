//! The egui overlay: where a player or a rules tester learns why a card is what it is.
//!
//! - [`model`]: the view model, built only from the viewer-filtered view and redacted;
//! - [`ui`]: pure panel and dialog functions over `egui::Ui` and the model, returning
//!   [`ui::UiAction`]s;
//! - [`rules_text`]: the Comprehensive Rules text the log's rule numbers open;
//! - [`backdrop`]: the panels' flat fill, copied into the table camera's picture;
//! - [`panel_cache`]: the panels as egui painted them, copied back while they stay the same;
//! - `layout`: where each panel goes and what it holds, the dialogs and the card menu;
//! - [`marks`]: counter badges, pile counts and players' panels painted over the cards;
//! - [`table_marks`] and [`layer`]: the marks that change only with the table (the piles' outlines and counts, the
//!   players' panels), painted into an image when they change and copied into every frame.
//!
//! This module is the glue: it draws the panels in `EguiPrimaryContextPass`, fits the 3D view
//! into the space the panels leave, and turns what the player asked for into requests in the seat's ids (`SeatRequest`s)
//! and `TableCommand`s.

pub mod backdrop;
mod carry_out;
pub mod computer;
pub mod display;
mod file_menu;
pub mod first_start;
pub mod import;
pub mod keyboard;
pub mod layer;
mod layout;
pub mod load;
pub mod marks;
pub mod model;
pub mod panel_cache;
pub mod rules_text;
pub mod table_marks;
pub mod ui;

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPlugin, EguiPrimaryContextPass, PrimaryEguiContext, egui};

use crate::rules::Action;
use crate::session::{Playback, Session, StatusLine};
use crate::table::keymap::{Command, KeyCommand};
use crate::table::state::{Hovered, KeyboardTaken, PointerTaken, Seat, Selection};
use model::{OverlayModel, overlay_model};
use rules_text::RulesText;
use ui::{TokenForm, UiAction};

use layout::{Frame, draw};
pub use layout::{
    LOG_PANEL, MENU_BAR, PREVIEW_PANEL, SCENE_PANEL, menu_bar, panel_rects, panel_size, table_area, table_area_at,
};

pub use crate::session::talk::{AnswerConsent, AnswerUndo, Chat, ConsentQuestion, Say, UndoQuestion};
pub use carry_out::carry_out;

/// How the rendering benchmark (`bifronte frames`) and a comparison shot draw the overlay, to
/// measure its parts: kept apart from the overlay's own state, which is the player's. A
/// player's window has the default (the panels beside the view, through the marks layer and the
/// panel cache).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Measuring {
    /// How much of the overlay is drawn, and where.
    pub measure: Measure,
    /// The marks over the table that go with the panels are painted by egui every frame, as
    /// the marks layer would show them (`--marks-in-egui`): to compare the two.
    pub marks_in_egui: bool,
    /// egui paints the panels every frame rather than through the panel cache
    /// (`--panels-in-egui`): to compare the two.
    pub panels_in_egui: bool,
}

/// How much of the overlay is drawn, and where: as a player sees it, or, for `bifronte frames`,
/// over the whole 3D view so that against `--bare` (the same view, no overlay) the difference is
/// the overlay's own cost, or one of its parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Measure {
    /// The panels beside the 3D view, which keeps the rest of the window.
    #[default]
    Beside,
    /// Everything over the whole 3D view (`--panels-over-view`).
    OverView,
    /// The panels over the whole 3D view without the marks over the table: the piles' outlines
    /// and counts and the players' panels (`--panels-only`). The cards keep what a bare table
    /// draws on them.
    PanelsOnly,
    /// The panels' backdrops alone over the whole 3D view, with only what a bare table draws of
    /// egui's (`--flat-panels`): what the panels cost before anything is written on them.
    Backdrops,
}

impl Measure {
    /// Whether the 3D view keeps the whole window, under the panels.
    pub fn over_view(self) -> bool {
        self != Measure::Beside
    }

    /// Whether the marks over the table that go with the panels are drawn: the piles' outlines
    /// and counts, and the players' panels.
    pub fn table_marks(self) -> bool {
        matches!(self, Measure::Beside | Measure::OverView)
    }
}

/// What the overlay shows, beyond the model.
#[derive(Resource, Debug, Default)]
pub struct OverlayState {
    /// No panels at all (`bifronte shot --bare`): the table fills the window.
    pub hidden: bool,
    /// Dialogs and menus by keyboard ([`keyboard`]).
    pub navigation: keyboard::Navigation,
    /// The combat damage divisions being typed, by attacker id (an assisted table).
    pub divisions: std::collections::HashMap<String, Vec<u32>>,
    /// The attackers whose division was sent this step.
    pub divided: Vec<String>,
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
    /// The new game is against the computer (File menu): it plays every seat but the first.
    pub vs_computer: bool,
    /// How the computer plays there (File menu; medium unless chosen).
    pub computer_level: crate::ai::Level,
    /// The pile shown as a list: its owner and zone.
    pub browse: Option<(String, crate::rules::Zone)>,
    /// The library searched from the pile's list (its owner), until it is shuffled: closing
    /// the list ends the search (701.23a).
    pub searching: Option<String>,
    /// The card browser.
    pub cards: ui::CardSearch,
    /// Presentation mode: a caption over the table says what the last step did.
    pub present: bool,
    /// File → Import cards.
    pub import: import::ImportDialog,
    /// The first start's offer to download every card.
    pub first_start: first_start::FirstStartOffer,
    /// The turn typed into the replay viewer's "turn ... Go".
    pub replay_turn: u32,
    /// File → Play online was chosen (the dialog, `server::dialog`, opens).
    pub online: bool,
    /// Table → Restart the game… asks first.
    pub restart_asked: bool,
    /// The menu drawn last frame.
    menu_shown: Option<(Entity, Vec2)>,
    /// The button press that opened the card menu is still held: its release doesn't close it.
    menu_opening: bool,
    /// The latest die roll or coin flip, shown over the table for a moment, and when (egui's
    /// clock, seconds).
    toast: Option<(String, f64)>,
    /// The log lines already looked at for rolls and flips.
    toasted: usize,
    /// Card pictures: whether missing ones are downloaded, how many faces could be, and the
    /// latest failure (from `table::images::FaceImages`, each frame).
    pub pictures: PicturesShown,
    /// The About window is open.
    pub about: bool,
    /// File → New game → Paste a decklist.
    pub paste: ui::decks::PasteDeck,
    /// File → Deck editor.
    pub deck_editor: ui::deck_editor::DeckEditor,
    /// A draft against bots under way (File → Draft against bots, `draft --window`).
    pub draft: Option<Box<ui::draft::DraftScreen>>,
    /// File → Draft against bots: the packs and seats asked for.
    pub draft_setup: ui::draft::DraftSetup,
    /// A match's sideboarding, as the seat swaps cards before it is ready.
    pub sideboard: ui::matches::SideboardDraft,
    /// Settings → Keys.
    pub keys: ui::keys::KeysDialog,
    /// Settings: the panels' and text's size, and the high-contrast theme.
    pub display: display::DisplaySettings,
    /// The display settings last applied to egui.
    display_applied: Option<display::DisplaySettings>,
    /// The language choice the window's [`Language`](crate::table::language::Language) was
    /// last set from (`Some(None)`: the system's).
    language_chosen: Option<Option<crate::i18n::Lang>>,
    /// What the player is typing into the chat line.
    pub chat_draft: String,
    /// Whose life and counters are being edited (a click on their panel).
    pub life: Option<String>,
    /// What is typed in the life editor.
    pub life_draft: ui::LifeDraft,
    /// The cards ticked to go to the bottom after a mulligan.
    pub bottom: Vec<String>,
    /// The log shows rule numbers and the rules' bookkeeping lines (400.7): a rules tester's
    /// view. On for scenes, off for games, until the player ticks it.
    pub log_detail: bool,
    /// Whether `log_detail` was chosen for a game (`Some(true)`) or a scene; chosen again when
    /// that changes.
    pub log_detail_for: Option<bool>,
}

/// What the model is rebuilt on: the table's revision, the seat, the next step, the failures,
/// playing and asked, and the status line.
type ModelKey = (u64, usize, usize, usize, (bool, bool, u32), String, crate::i18n::Lang);

/// The model, rebuilt only when the table, the seat, the playback, the status or the language
/// (the cards' printed names) changed.
#[derive(Resource, Default)]
pub(crate) struct ModelCache {
    key: Option<ModelKey>,
    model: OverlayModel,
    /// What shows of the 3D view, in logical pixels: what the panels leave (the whole window
    /// when they are hidden).
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
        // The player's display settings (Settings): a file that doesn't read leaves the usual.
        let (display, said) = display::DisplaySettings::load(&display::DisplaySettings::path());
        if let Some(text) = said {
            warn!("{}", text.text_in(crate::i18n::Lang::En));
            app.insert_resource(crate::session::StatusLine { text, error: true, action: None });
        }
        // The window speaks the language chosen there, else the system's, as the command line.
        let lang = display.language.unwrap_or_else(crate::i18n::Lang::of_system);
        app.insert_resource(crate::table::language::Language(lang));
        app.insert_resource(crate::table::state::FollowActing(display.follow_acting));
        app.insert_resource(OverlayState { display, ..default() });
        app.insert_resource(rules)
            .insert_resource(bevy_egui::EguiGlobalSettings { auto_create_primary_context: false, ..default() })
            .add_systems(PostStartup, draw_on_table_camera)
            .init_resource::<OverlayState>()
            .init_resource::<Measuring>()
            .init_resource::<import::ImportTarget>()
            .init_resource::<ModelCache>()
            .init_resource::<marks::PlayerPanels>()
            .init_resource::<crate::table::state::NavigationTaken>()
            .init_resource::<crate::table::focus::KeyFocus>()
            .add_plugins((backdrop::BackdropPlugin, panel_cache::PanelCachePlugin, layer::MarksLayerPlugin))
            .add_message::<Say>()
            .add_message::<AnswerUndo>()
            .add_message::<AnswerConsent>()
            .init_resource::<ConsentQuestion>()
            .add_systems(
                Update,
                (
                    overlay_keys.after(crate::table::input::keyboard),
                    follow_pictures,
                    computer::show_computer_reasoning,
                    computer::keep_the_person_s_seat,
                ),
            )
            .add_systems(EguiPrimaryContextPass, (overlay_ui, marks::marks).chain())
            .add_systems(
                PreUpdate,
                filter_egui_input
                    .after(bevy_egui::EguiInputSet::WriteEguiEvents)
                    .before(bevy_egui::EguiPreUpdateSet::BeginPass),
            );
    }
}

/// What the overlay shows of the card pictures (`table::images::FaceImages`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PicturesShown {
    /// Missing pictures are downloaded.
    pub downloading: bool,
    /// Faces of imported cards with a picture to download.
    pub downloadable: usize,
    /// The latest download failure, in one line.
    pub failure: Option<crate::i18n::Said>,
}

/// Follows the table's pictures: the File menu's state, and a download failure said once on
/// the status line.
fn follow_pictures(
    pictures: Option<Res<crate::table::images::FaceImages>>,
    mut state: ResMut<OverlayState>,
    mut commands: Commands,
) {
    let Some(p) = pictures else { return };
    let now = PicturesShown {
        downloading: p.downloading(),
        downloadable: p.downloadable(),
        failure: p.download_failure.clone(),
    };
    if state.pictures != now {
        if now.failure.is_some() && now.failure != state.pictures.failure {
            let text = now.failure.clone().unwrap_or_default();
            commands.insert_resource(crate::session::StatusLine { text: text.into(), error: true, action: None });
        }
        state.pictures = now;
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
    (typing, navigating): (Res<KeyboardTaken>, Res<crate::table::state::NavigationTaken>),
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| for_egui(e, typing.0 || navigating.0, &mut last));
    }
}

/// Whether egui gets this input event; see [`filter_egui_input`]. `typing`: a text field or a
/// dialog has the keyboard.
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
            Command::MenuBar => state.navigation.to_menu_bar = true,
            Command::Close => {
                state.navigation.release = true;
                state.help = false;
                state.tokens = false;
                state.rule = None;
                state.browse = None;
                state.life = None;
                state.cards.open = false;
                state.about = false;
            }
            _ => {}
        }
    }
}

/// The window speaks the language chosen in Settings (else the system's): the window's
/// [`Language`](crate::table::language::Language) follows a new choice, and the egui context
/// the panels are drawn in is told it each frame.
fn speak_as_chosen(world: &mut World, ctx: &egui::Context) {
    use crate::table::language::{Language, speak_in};
    let chosen = world.resource::<OverlayState>().display.language;
    let mut state = world.resource_mut::<OverlayState>();
    if state.language_chosen != Some(chosen) {
        state.language_chosen = Some(chosen);
        let lang = chosen.unwrap_or_else(crate::i18n::Lang::of_system);
        if world.get_resource::<Language>() != Some(&Language(lang)) {
            world.insert_resource(Language(lang));
        }
    }
    speak_in(ctx, Language::of(world));
}

/// The primary window's egui context, if it has one.
pub fn primary_context(world: &mut World) -> Option<egui::Context> {
    let mut q = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    q.iter_mut(world).next().map(|mut c| c.get_mut().clone())
}

/// A replay opened as a scene gets its timeline (once; it plays the replay on a scratch table).
fn keep_timeline(world: &mut World) {
    let Some(pb) = world.get_resource::<Playback>() else { return };
    if pb.game || !crate::session::replay::is_replay(&pb.scene.path) {
        return;
    }
    if world.get_resource::<crate::session::timeline::Timeline>().is_some_and(|t| t.is_of(&pb.scene)) {
        return;
    }
    let t = crate::session::timeline::Timeline::of(&pb.scene, world.resource::<crate::cards::CardDb>());
    world.insert_resource(t);
}

fn refresh_model(world: &mut World) {
    let lang = crate::table::language::Language::of(world);
    keep_timeline(world);
    let seat = world.resource::<Seat>().0;
    let (pb_next, pb_failures, playing) = world.get_resource::<Playback>().map_or((0, 0, (false, false, 0)), |p| {
        (p.next, p.failures.len(), (p.playing, p.asked, (p.speed * 100.0) as u32))
    });
    // A match's changes bump the table's revision (`session::matches`): the key sees them.
    let status = world.get_resource::<StatusLine>().map(|s| format!("{:?}{:?}", s.text, s.action)).unwrap_or_default();
    // On a client the model's number says when it changed.
    let revision = world.resource::<crate::rules::TableRevision>().0;
    let key = Some((revision, seat, pb_next, pb_failures, playing, status, lang));
    if world.resource::<ModelCache>().key == key {
        return;
    }
    let model = overlay_model(world, seat);
    // The cards the seat may act with now, for the focus ring and the table's marks.
    let ids = model.choices.acted_with();
    let may = model.table.objects.iter().filter(|o| ids.contains(&o.id.as_str())).map(|o| o.entity).collect();
    let may = crate::table::focus::MayActWith(may);
    if world.get_resource::<crate::table::focus::MayActWith>() != Some(&may) {
        world.insert_resource(may);
    }
    // A waiting ability's targets, where this window chooses them (a networked one: its own
    // seat's only).
    let chooser = model.table.targeting.as_ref().map(|c| c.player.as_str());
    let here = chooser.is_some_and(|p| !world.contains_resource::<crate::table::state::FixedSeat>() || p == model.seat);
    let ids = if here { crate::view::stack::targetable(&model.table) } else { Vec::new() };
    let lit = model.table.objects.iter().filter(|o| ids.contains(&o.id.as_str())).map(|o| o.entity).collect();
    let lit = crate::table::targets::Choosable(lit);
    if world.get_resource::<crate::table::targets::Choosable>() != Some(&lit) {
        world.insert_resource(lit);
    }
    let mut cache = world.resource_mut::<ModelCache>();
    cache.key = key;
    cache.model = model;
}

/// The keys for a window whose table plugin brought none.
static DEFAULT_KEYS: std::sync::LazyLock<crate::table::keymap::Keymap> =
    std::sync::LazyLock::new(crate::table::keymap::Keymap::default);

/// Draws the panels and dialogs, then carries out what the player asked for.
fn overlay_ui(world: &mut World) {
    let Some(ctx) = primary_context(world) else { return };
    speak_as_chosen(world, &ctx);
    refresh_model(world);
    import::follow_import(world);
    // No panels (a bare shot), or only their backdrops (`frames --flat-panels`): the table
    // fills the window.
    let state = world.resource::<OverlayState>();
    if state.hidden || world.resource::<Measuring>().measure == Measure::Backdrops {
        let backdrops = match state.hidden {
            true => Vec::new(),
            false => panel_rects(ctx.viewport_rect()).to_vec(),
        };
        set_backdrops(world, &backdrops, &ctx);
        world.resource_mut::<ModelCache>().central = Some(ctx.viewport_rect());
        set_table_area(world, None);
        return;
    }
    let scale = world.resource_scope(|_, mut state: Mut<OverlayState>| {
        let state = &mut *state;
        state.display.apply(&ctx, &mut state.display_applied);
        state.display.scale
    });
    // The cards grow with the panels and text.
    let least = crate::table::CardSize::at(scale);
    if world.get_resource::<crate::table::CardSize>().is_some_and(|c| *c != least) {
        world.insert_resource(least);
    }
    // Enter on a pile (the keyboard's focus ring): its list.
    if let Some(pile) = world.resource_mut::<Selection>().browse.take() {
        world.resource_mut::<OverlayState>().browse = Some(pile);
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
                consent: world.get_resource::<ConsentQuestion>().and_then(|q| q.0.as_ref()),
                panels: world.get_resource::<marks::PlayerPanels>().map_or(&[], |p| p.0.as_slice()),
                face_up: world.get_resource::<crate::table::state::FaceUpQuestion>().and_then(|q| q.0.as_ref()),
                waiting: world.get_resource::<crate::session::talk::Waiting>().and_then(|w| w.0.as_ref()),
                keymap: world.get_resource::<crate::table::keymap::Keymap>().unwrap_or(&DEFAULT_KEYS),
            };
            draw(&ctx, &cache.model, &mut state, frame)
        })
    });
    // The table's keys stop only while a text field has the keyboard: a focused button or
    // menu doesn't take them.
    // Nor while Settings → Keys waits for a key: that key is the new binding, not a command.
    let capturing = world.resource::<OverlayState>().keys.capturing.is_some();
    world.resource_mut::<KeyboardTaken>().0 = ctx.text_edit_focused() || capturing;
    // A dialog or menu open while the player uses the keyboard has the arrows, Enter and Tab.
    let keys = world
        .get_resource::<ButtonInput<KeyCode>>()
        .is_some_and(|k| k.get_just_pressed().any(|k| crate::table::focus::navigates(*k)));
    let clicked = world.get_resource::<ButtonInput<MouseButton>>().is_some_and(|b| b.get_just_pressed().len() > 0);
    let mut not_dialogs: Vec<egui::Id> = world
        .get_resource::<marks::PlayerPanels>()
        .map_or(Vec::new(), |p| p.0.iter().map(|(name, _)| egui::Id::new(("player panel", name.as_str()))).collect());
    not_dialogs.push(egui::Id::new("roll"));
    let navigating = world.resource_scope(|_, mut state: Mut<OverlayState>| {
        keyboard::navigate(&ctx, &mut state.navigation, &not_dialogs, (keys, clicked))
    });
    world.resource_mut::<crate::table::state::NavigationTaken>().0 = navigating;
    // Over a panel or a window the wheel and drags are the overlay's.
    let outside = ctx.pointer_latest_pos().is_some_and(|p| !actions.1.contains(p));
    world.resource_mut::<PointerTaken>().0 = ctx.egui_wants_pointer_input() || outside;
    for a in actions.0 {
        carry_out(world, a);
    }
    set_backdrops(world, &actions.2, &ctx);
    // The marks are clipped to what shows of the 3D view: measured over the whole view
    // (`frames --panels-over-view`), the view goes on under the panels, as the marks don't.
    world.resource_mut::<ModelCache>().central = Some(actions.1);
    let central = match world.resource::<Measuring>().measure.over_view() {
        true => ctx.viewport_rect(),
        false => actions.1,
    };
    // egui's points are the window's logical pixels times its zoom (Settings' size).
    let z = ctx.zoom_factor();
    let area = Rect::new(central.min.x * z, central.min.y * z, central.max.x * z, central.max.y * z);
    set_table_area(world, (central != ctx.viewport_rect()).then_some(area));
}

/// The panels' backdrops this frame, on the table's camera (see [`backdrop`]).
fn set_backdrops(world: &mut World, panels: &[egui::Rect], ctx: &egui::Context) {
    let new = backdrop::PanelBackdrops::new(panels, ctx.global_style().visuals.panel_fill, ctx.pixels_per_point());
    let mut cameras = world.query_filtered::<&mut backdrop::PanelBackdrops, With<crate::table::TableCamera>>();
    for mut current in cameras.iter_mut(world) {
        // The panel cache's part is its own (`panel_cache::cache_panels`, later in the frame).
        if (&current.rects, current.fill) != (&new.rects, new.fill) {
            current.rects = new.rects.clone();
            current.fill = new.fill;
        }
    }
}

/// The table shows in what the panels leave (in logical pixels; `None`: the whole window).
fn set_table_area(world: &mut World, area: Option<Rect>) {
    let mut current = world.resource_mut::<crate::table::TableArea>();
    if current.0 != area {
        current.0 = area;
    }
}
