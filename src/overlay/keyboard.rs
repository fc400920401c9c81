//! Dialogs and menus by keyboard alone. While the player is using the keyboard (until the first
//! click, and from an arrow, Enter, Space or Tab pressed since the last click on) and a dialog or menu is open, the topmost one has
//! the keyboard: its first button takes egui's focus when it appears, the arrows and Tab move
//! the focus over its buttons and Enter or Space presses the focused one (egui's own keys), and
//! nothing under it can take the focus away. F10 puts the focus on the menu bar, Esc lets it
//! go. A ring is painted round the focused button, wider and brighter than egui's own, so the
//! focus is always seen.

use bevy_egui::egui;

/// What the keyboard's navigation knows between frames.
#[derive(Clone, Debug)]
pub struct Navigation {
    /// The player is using the keyboard: so until the first click, then again from a
    /// navigation key on.
    pub keyboard: bool,
    /// The menu bar's first menu, where F10 puts the focus.
    pub menu_bar: Option<egui::Id>,
    /// F10 was pressed: the focus goes to the menu bar.
    pub to_menu_bar: bool,
    /// Esc was pressed: egui's focus is let go of.
    pub release: bool,
    /// The button focused in the last frame and the arrow pressed then (+1 down or right, -1 up
    /// or left, 0 none): egui moves the focus a frame later, to the nearest widget that way,
    /// which may be one of a menu drawn under a submenu.
    stepped: Option<(egui::Id, i8)>,
}

impl Default for Navigation {
    fn default() -> Self {
        Navigation { keyboard: true, menu_bar: None, to_menu_bar: false, release: false, stepped: None }
    }
}

/// Areas over the table that are not dialogs: the players' panels, the dice.
fn is_dialog(layer: egui::LayerId, not_dialogs: &[egui::Id]) -> bool {
    matches!(layer.order, egui::Order::Middle | egui::Order::Foreground) && !not_dialogs.contains(&layer.id)
}

/// The buttons of a layer that the keyboard can press, in the order they were drawn, those of a
/// window's title bar (collapse, close) last: a dialog's first button is its content's.
fn buttons(ctx: &egui::Context, layer: egui::LayerId) -> Vec<egui::Id> {
    let title = ctx.read_response(layer.id.with("__title_click")).map(|r| r.rect.y_range());
    let all: Vec<(egui::Id, egui::Rect)> = ctx.viewport(|v| {
        v.this_pass
            .widgets
            .get_layer(layer)
            .filter(|w| w.id != layer.id && w.enabled && w.sense.senses_click() && w.sense.is_focusable())
            .map(|w| (w.id, w.rect))
            .collect()
    });
    // A background that senses clicks (a menu's, a window's) holds the buttons: it is none.
    let holds = |r: &egui::Rect| all.iter().any(|(_, o)| o != r && r.contains_rect(*o));
    let (mut content, bar): (Vec<_>, Vec<_>) = all
        .iter()
        .filter(|(_, r)| !holds(r))
        .map(|(id, r)| (*id, r.center().y))
        .partition(|(_, y)| title.is_none_or(|t| !t.contains(*y)));
    content.extend(bar);
    content.into_iter().map(|(id, _)| id).collect()
}

/// The open dialog on top, if any: a window or menu drawn this frame with a button in it.
pub fn top_dialog(ctx: &egui::Context, not_dialogs: &[egui::Id]) -> Option<egui::LayerId> {
    let drawn: Vec<egui::LayerId> = ctx.viewport(|v| v.this_pass.widgets.layer_ids().collect());
    let order: Vec<egui::LayerId> = ctx.memory(|m| m.layer_ids().collect());
    order.into_iter().rev().find(|l| drawn.contains(l) && is_dialog(*l, not_dialogs) && !buttons(ctx, *l).is_empty())
}

/// After the frame's drawing: whether a dialog has the keyboard, with its focus kept in it.
/// `keys` says whether a navigation key was pressed this frame, `clicked` a pointer button.
pub fn navigate(
    ctx: &egui::Context,
    nav: &mut Navigation,
    not_dialogs: &[egui::Id],
    (keys, clicked): (bool, bool),
) -> bool {
    if clicked {
        nav.keyboard = false;
    }
    if keys {
        nav.keyboard = true;
    }
    if std::mem::take(&mut nav.release)
        && let Some(f) = ctx.memory(|m| m.focused())
    {
        ctx.memory_mut(|m| m.surrender_focus(f));
    }
    if std::mem::take(&mut nav.to_menu_bar)
        && let Some(first) = nav.menu_bar
    {
        nav.keyboard = true;
        ctx.memory_mut(|m| m.request_focus(first));
    }
    // A mouse player's frame looks for no dialog.
    if !nav.keyboard {
        nav.stepped = None;
        return false;
    }
    let top = top_dialog(ctx, not_dialogs);
    // A button egui's focus is on (the menu bar after F10, a panel's after Tab) has the keys
    // too, until Esc or a click.
    let focused = ctx.memory(|m| m.focused()).is_some();
    if focused && top.is_none() {
        ring(ctx);
    }
    if let Some(layer) = top {
        let buttons = buttons(ctx, layer);
        let focused = ctx.memory(|m| m.focused());
        // A focus left outside the dialog (it just came up, or a click went elsewhere): its
        // first button. A focus inside it stays where it is: a text field the player clicked
        // keeps every key typed in it, a space among them, which must never move the focus to
        // a button that the next space would press. An arrow that took the focus out (onto a
        // widget of the menu under a submenu) moves it to the dialog's next or previous button.
        if focused.is_none_or(|f| !buttons.contains(&f)) {
            let along = nav.stepped.filter(|(_, way)| *way != 0).and_then(|(was, way)| {
                let at = buttons.iter().position(|b| *b == was)?;
                buttons.get(at.checked_add_signed(way as isize)?)
            });
            if let Some(to) = along.or(buttons.first()) {
                ctx.memory_mut(|m| m.request_focus(*to));
            }
        }
        let way = ctx.input(|i| {
            use egui::Key::*;
            match (
                i.key_pressed(ArrowDown) || i.key_pressed(ArrowRight),
                i.key_pressed(ArrowUp) || i.key_pressed(ArrowLeft),
            ) {
                (true, false) => 1,
                (false, true) => -1,
                _ => 0,
            }
        });
        nav.stepped = ctx.memory(|m| m.focused()).map(|f| (f, way));
        ctx.memory_mut(|m| m.set_modal_layer(layer));
        ring(ctx);
    }
    if top.is_none() {
        nav.stepped = None;
    }
    top.is_some() || focused
}

/// The ring round the focused button: black outside, yellow inside, over everything.
fn ring(ctx: &egui::Context) {
    let Some(r) = ctx.memory(|m| m.focused()).and_then(|id| ctx.read_response(id)) else { return };
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Tooltip, "keyboard focus".into()));
    let rect = r.rect.expand(2.0);
    painter.rect_stroke(rect, 4.0, egui::Stroke::new(5.0, egui::Color32::BLACK), egui::StrokeKind::Outside);
    painter.rect_stroke(rect, 4.0, egui::Stroke::new(2.5, FOCUS), egui::StrokeKind::Outside);
}

/// The focus ring's colour, on the table and in dialogs.
pub const FOCUS: egui::Color32 = egui::Color32::from_rgb(255, 214, 0);
