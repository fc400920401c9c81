//! The window's layout: where each panel goes and what it holds (the menu bar, the scene
//! panel, the inspector, the log), and the dialogs, the card menu and the toast over the
//! table. `draw` returns what the player asked for and where the 3D view and the panels are;
//! the glue in the module above carries those out.

use bevy::prelude::*;
use bevy_egui::egui;

use super::backdrop::Edge;
use super::model::OverlayModel;
use super::rules_text::RulesText;
use super::ui::{self, UiAction};
use super::{Chat, OverlayState, backdrop, import};
use crate::i18n::Lang;
use crate::session::{Session, TableCommand};
use crate::table::language::Words;
use crate::table::state::Selection;

/// The inspector's width, which is the large preview's (at least 420 px tall at 1600×900).
pub const PREVIEW_PANEL: f32 = 330.0;
/// The scene panel's width.
pub const SCENE_PANEL: f32 = 250.0;
/// The log's height when the window opens (it can be resized).
pub const LOG_PANEL: f32 = 140.0;
/// The menu bar's height with egui's default style.
pub const MENU_BAR: f32 = 23.0;

/// A panel's size in points at `scale` % (Settings → Size): above 100 % the text grows by the
/// size and the panels by its square root only, so that the table keeps its share of the window
/// (at 150 % on 1600×900 panels grown by the size left the table 730 of the 1,600 px).
pub fn panel_size(points: f32, scale: u32) -> f32 {
    match scale > 100 {
        true => points * (100.0 / scale as f32).sqrt(),
        false => points,
    }
}

mod windows;

/// Where the 3D view lies in a window of `size` logical pixels, with the panels as they open.
pub fn table_area(size: Vec2) -> Rect {
    table_area_at(size, 100)
}

/// [`table_area`] with the panels and text at `scale` % (a point is `scale` / 100 pixels), in
/// the window's pixels.
pub fn table_area_at(size: Vec2, scale: u32) -> Rect {
    let z = scale as f32 / 100.0;
    let px = |points| panel_size(points, scale) * z;
    Rect::new(px(SCENE_PANEL), MENU_BAR * z, size.x - px(PREVIEW_PANEL), size.y - px(LOG_PANEL))
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
pub(super) struct Frame<'a> {
    pub(super) selection: &'a Selection,
    pub(super) hovered: Option<Entity>,
    pub(super) rules: &'a RulesText,
    pub(super) session: &'a Session,
    pub(super) cards: &'a crate::cards::CardDb,
    /// The chat, at a networked table.
    pub(super) chat: Option<&'a Chat>,
    /// An undo being asked for, at a networked table: by whom, and whether by this window.
    pub(super) undo: Option<&'a crate::session::talk::UndoAsk>,
    /// Another player's request on what is this seat's, put to it: number, who, what.
    pub(super) consent: Option<&'a (u64, String, crate::i18n::SaidLine)>,
    /// Where the players' panels were painted last frame.
    pub(super) panels: &'a [(String, egui::Rect)],
    /// **D** asks how to turn a face-down permanent face up: its id and cost.
    pub(super) face_up: Option<&'a (String, String)>,
    /// Before a networked game starts: who is seated, and how to join.
    pub(super) waiting: Option<&'a crate::session::talk::WaitingRoom>,
    /// The keys in force.
    pub(super) keymap: &'a crate::table::keymap::Keymap,
}

/// Draws every panel and dialog; returns what the player asked for, where the 3D view goes and
/// the panels' rectangles (their fill is the table camera's: [`backdrop`]).
pub(super) fn draw(
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
    // No separator line: each panel draws its own edge line inside itself (`edge_line`, below).
    let panel = |p: egui::Panel| p.frame(backdrop::panel_frame(&style)).show_separator_line(false);
    let top = panel(egui::Panel::top("menu")).show(&mut root, |ui| {
        backdrop::over_backdrop(ui, fill, |ui| menu_bar(ui, model, state, (frame.session, networked), &mut out))
    });
    // An assisted table's phase bar, under the menu: the steps, priority, attack and block.
    let top = match model.seat_model.table.assisted {
        true => {
            let seat = if networked { model.seat.clone() } else { String::new() };
            let bar = panel(egui::Panel::top("phase")).show(&mut root, |ui| {
                backdrop::over_backdrop(ui, fill, |ui| out.extend(ui::phase::phase_bar(ui, &model.seat_model, &seat)))
            });
            egui::InnerResponse::new((), top.response.union(bar.response))
        }
        false => top,
    };
    let scale = state.display.scale;
    let size = |points| panel_size(points, scale);
    let left = panel(egui::Panel::left("scene")).exact_size(size(SCENE_PANEL)).resizable(false).show(&mut root, |ui| {
        backdrop::over_backdrop(ui, fill, |ui| scene_or_network_panel(ui, model, networked, &mut out))
    });
    let right =
        panel(egui::Panel::right("inspector")).exact_size(size(PREVIEW_PANEL)).resizable(false).show(&mut root, |ui| {
            backdrop::over_backdrop(ui, fill, |ui| {
                inspector_panel(ui, model, frame.selection, frame.hovered, state.present, &mut out)
            })
        });
    // Players see the log without the rules' bookkeeping; scene testers see everything.
    let game = model.scene.game || frame.chat.is_some();
    if state.log_detail_for != Some(game) {
        state.log_detail_for = Some(game);
        state.log_detail = !game;
    }
    let bottom =
        panel(egui::Panel::bottom("log")).default_size(size(LOG_PANEL)).resizable(true).show(&mut root, |ui| {
            backdrop::over_backdrop(ui, fill, |ui| log_and_chat(ui, model, state, frame.chat, &mut out))
        });
    // A replay: its strip over the log.
    let bottom = match &model.scene.timeline {
        Some(t) => {
            let strip = panel(egui::Panel::bottom("timeline")).show(&mut root, |ui| {
                backdrop::over_backdrop(ui, fill, |ui| {
                    out.extend(ui::timeline::timeline_strip(ui, t, model.scene.playing, &mut state.replay_turn))
                })
            });
            egui::InnerResponse::new((), bottom.response.union(strip.response))
        }
        None => bottom,
    };
    for (shown, edge) in [(&top, Edge::Bottom), (&left, Edge::Right), (&right, Edge::Left), (&bottom, Edge::Top)] {
        backdrop::edge_line(&root, shown.response.rect, edge);
    }
    // The 3D view gets what the panels leave, and never more than the window.
    let central = egui::Rect::from_min_max(
        egui::pos2(left.response.rect.right(), top.response.rect.bottom()),
        egui::pos2(right.response.rect.left(), bottom.response.rect.top()),
    )
    .intersect(ctx.viewport_rect());
    windows::windows(ctx, model, state, &frame, central, &mut out);
    let rest = overlay_local(out, state);
    let panels = vec![top.response.rect, left.response.rect, right.response.rect, bottom.response.rect];
    (rest, central, panels)
}

/// The left panel: a match's heading, then the network panel at a networked table, or the
/// scene panel (and a local game's end, 104.2a) at a local one.
fn scene_or_network_panel(ui: &mut egui::Ui, model: &OverlayModel, networked: bool, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    match networked {
        true => {
            if let Some(view) = &model.series {
                ui::matches::match_heading(ui, view);
            }
            ui::network_panel(ui, &model.seat_model)
        }
        false => {
            if let Some(view) = &model.series {
                ui::matches::match_heading(ui, view);
            }
            // A local game that has ended says so above everything else (104.2a).
            if model.scene.game
                && let Some(result) = crate::overlay::marks::game_over(&model.table.players)
            {
                let over = lang.t("dialogs-game-over", &[("result", &result)]);
                ui.label(egui::RichText::new(over).heading().strong());
                let undo = crate::table::keymap::hint(lang, crate::table::keymap::Command::Undo);
                ui.label(match &model.series {
                    Some(_) => lang.t("dialogs-game-over-match", &[("undo", &undo)]),
                    None => lang.t("dialogs-game-over-new", &[("undo", &undo)]),
                });
                ui.add_space(6.0);
            }
            out.extend(ui::scene_panel(ui, &model.scene))
        }
    }
}

/// The log panel, with the chat line at a networked table.
fn log_and_chat(
    ui: &mut egui::Ui,
    model: &OverlayModel,
    state: &mut OverlayState,
    chat: Option<&crate::session::talk::Chat>,
    out: &mut Vec<UiAction>,
) {
    let lang = ui.lang();
    match chat {
        Some(chat) => {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(lang.t("dialogs-log-chat", &[])).strong());
                ui.checkbox(&mut state.log_detail, lang.t("dialogs-rules-detail", &[]));
                out.extend(ui::chat_line(ui, &mut state.chat_draft));
            });
            out.extend(ui::log_panel(ui, &model.log, &chat.lines, state.log_detail));
        }
        None => {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(lang.t("dialogs-log", &[])).strong());
                ui.checkbox(&mut state.log_detail, lang.t("dialogs-rules-detail", &[]))
                    .on_hover_text(lang.t("dialogs-rules-detail-hint", &[]));
            });
            out.extend(ui::log_panel(ui, &model.log, &[], state.log_detail));
        }
    }
}

/// Handles the overlay's own actions (opening its windows); returns the rest, for the table.
fn overlay_local(out: Vec<UiAction>, state: &mut OverlayState) -> Vec<UiAction> {
    let mut rest = Vec::new();
    for a in out {
        match a {
            UiAction::ShowRule(r) => state.rule = Some(r),
            UiAction::ToggleHelp => state.help = !state.help,
            UiAction::OpenTokens => state.tokens = true,
            UiAction::EditLife(p) => state.life = Some(p),
            UiAction::AskRestartGame => state.restart_asked = true,
            UiAction::OpenCards => state.cards.open = true,
            UiAction::Browse(owner, zone) => state.browse = Some((owner, zone)),
            other => rest.push(other),
        }
    }
    rest
}

/// Settings: the keys, the panels' and text's size, high contrast, whether the seat follows
/// whoever must act, the language.
fn settings_menu(ui: &mut egui::Ui, state: &mut OverlayState, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    use crate::overlay::display::{DisplaySettings, SCALES};
    if ui.button(lang.t("settings-keys", &[])).clicked() {
        state.keys.open = true;
        ui.close();
    }
    ui.separator();
    let mut d = state.display;
    ui.label(lang.t("settings-size", &[]));
    ui.horizontal(|ui| {
        for pct in SCALES {
            if ui.selectable_label(d.scale == pct, format!("{pct} %")).clicked() {
                out.push(UiAction::SetDisplay(DisplaySettings { scale: pct, ..d }));
            }
        }
    });
    if ui.checkbox(&mut d.high_contrast, lang.t("settings-contrast", &[])).changed() {
        out.push(UiAction::SetDisplay(d));
    }
    ui.separator();
    let follow = ui.checkbox(&mut d.follow_acting, lang.t("settings-follow-acting", &[]));
    if follow.on_hover_text(lang.t("settings-follow-acting-hint", &[])).changed() {
        out.push(UiAction::SetDisplay(d));
    }
    let reasoning = ui.checkbox(&mut d.computer_reasoning, lang.t("settings-computer-reasoning", &[]));
    if reasoning.on_hover_text(lang.t("settings-computer-reasoning-hint", &[])).changed() {
        out.push(UiAction::SetDisplay(d));
    }
    ui.separator();
    ui.label(lang.t("settings-language", &[]));
    let system = crate::i18n::Lang::of_system().name();
    if ui.selectable_label(d.language.is_none(), lang.t("settings-language-system", &[("lang", system)])).clicked() {
        out.push(UiAction::SetDisplay(DisplaySettings { language: None, ..d }));
    }
    for lang in crate::i18n::Lang::ALL {
        if ui.selectable_label(d.language == Some(lang), lang.name()).clicked() {
            out.push(UiAction::SetDisplay(DisplaySettings { language: Some(lang), ..d }));
        }
    }
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
    let lang = ui.lang();
    egui::MenuBar::new().ui(ui, |ui| {
        // The path field takes clicks: the File menu closes on a click outside it or a button.
        let config =
            egui::containers::menu::MenuConfig::new().close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
        let mut first = None;
        if !networked {
            let (file, _) = egui::containers::menu::MenuButton::new(lang.t("menu-file", &[]))
                .config(config)
                .ui(ui, |ui| super::file_menu::file_menu(ui, state, session, out));
            first = Some(file.id);
        }
        let table = ui.menu_button(lang.t("menu-table", &[]), |ui| {
            out.extend(ui::table_menu(ui, &model.players, model.scene.game && !networked, model.table.assisted))
        });
        // F10 puts the keyboard's focus here.
        state.navigation.menu_bar = first.or(Some(table.response.id));
        ui.add_enabled_ui(!networked, |ui| {
            ui.menu_button(lang.t("menu-seat", &[]), |ui| {
                for (i, p) in model.players.iter().enumerate() {
                    if ui.selectable_label(*p == model.seat, p).clicked() {
                        out.push(UiAction::Seat(i));
                        ui.close();
                    }
                }
                ui.separator();
                let everything = model.seat.is_empty();
                let item = ui.selectable_label(everything, lang.t("dialogs-seat-everything", &[]));
                if item.clicked() {
                    out.push(UiAction::SeeEverything(!everything));
                    ui.close();
                }
            })
        });
        ui.menu_button(lang.t("menu-settings", &[]), |ui| settings_menu(ui, state, out));
        let key = crate::table::keymap::hint(lang, crate::table::keymap::Command::Help);
        if ui.button(lang.t("menu-help", &[("key", &key)])).clicked() {
            out.push(UiAction::ToggleHelp);
        }
        if ui.button(lang.t("menu-about", &[])).clicked() {
            state.about = !state.about;
        }
        ui.separator();
        let seat = match (model.seat.is_empty(), networked) {
            (false, _) => model.seat.clone(),
            (true, true) => lang.t("dialogs-seat-watching", &[]),
            (true, false) => lang.t("dialogs-seat-all", &[]),
        };
        ui.label(lang.t("dialogs-seat", &[("seat", &seat)]));
        ui.separator();
        let text = egui::RichText::new(model.status.text.text_in(lang));
        ui.label(if model.status.error { text.color(egui::Color32::from_rgb(230, 90, 80)) } else { text });
    });
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
    let lang = ui.lang();
    let object = hovered.or(selection.selected).and_then(|e| model.table.objects.iter().find(|o| o.entity == e));
    egui::ScrollArea::vertical().show(ui, |ui| match object {
        // Presenting a double-faced card: both faces side by side, the one up marked.
        Some(o) if present && o.other_face.is_some() => {
            ui.columns(2, |cols| {
                let faces = [(0, false, lang.t("dialogs-face-up", &[])), (1, true, lang.t("dialogs-other-face", &[]))];
                for (col, other, label) in faces {
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
            ui.heading(lang.t("dialogs-inspector", &[]));
            ui.label(lang.t("dialogs-inspector-hint", &[]));
            if hovered.is_some_and(|e| model.table.hidden.iter().any(|h| h.entities.contains(&e))) {
                ui.label(lang.t("dialogs-inspector-hidden", &[]));
            }
        }
    });
}

/// The permanents a menu lists, by id and by a name a player tells apart: the card's name
/// ("a face-down 2/2" for a face-down one), with its controller's name where another player
/// has one of that name, and a number where one player has several ("Forest 2 (Alice's)").
pub fn menu_names(lang: Lang, objects: &[(&str, &str, &str)]) -> Vec<(String, String)> {
    let unnamed = lang.t("dialogs-face-down-2-2", &[]);
    let base = |name: &str| if name.is_empty() { unnamed.clone() } else { name.to_string() };
    let mut seen: std::collections::HashMap<(String, &str), usize> = std::collections::HashMap::new();
    objects
        .iter()
        .map(|&(id, name, controller)| {
            let name = base(name);
            let same_name = objects.iter().filter(|(_, n, _)| base(n) == name).count();
            let same_controller = objects.iter().filter(|(_, n, c)| base(n) == name && *c == controller).count();
            let mut label = name.clone();
            if same_controller > 1 {
                let n = seen.entry((name.clone(), controller)).or_insert(0);
                *n += 1;
                label = format!("{label} {n}");
            }
            if same_name > same_controller || same_controller > 1 {
                label = lang.t("dialogs-menu-name-controller", &[("name", &label), ("controller", controller)]);
            }
            (id.to_string(), label)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn menus_name_permanents_as_a_player_tells_them_apart() {
        let all = [
            ("a1", "Forest", "Alice"),
            ("a2", "Forest", "Alice"),
            ("b1", "Forest", "Bob"),
            ("b2", "Grizzly Bears", "Bob"),
            ("c1", "Hill Giant", "Alice"),
            ("c2", "Hill Giant", "Bob"),
            ("f", "", "Bob"),
        ];
        let names: Vec<String> = menu_names(crate::i18n::Lang::En, &all).into_iter().map(|(_, n)| n).collect();
        assert_eq!(
            names,
            [
                "Forest 1 (Alice's)",
                "Forest 2 (Alice's)",
                "Forest (Bob's)",
                "Grizzly Bears",
                "Hill Giant (Alice's)",
                "Hill Giant (Bob's)",
                "a face-down 2/2"
            ]
        );
    }
}
