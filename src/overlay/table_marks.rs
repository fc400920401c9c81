//! The marks over the table that change only with the table: the cards' badges, the stacks'
//! counts, the piles' outlines and counts and the players' panels. `marks` works them out; the marks layer
//! ([`super::layer`]) paints them, or egui does while they move.

use bevy_egui::egui;

/// A mark over the table that changes only when the table does: the
/// overlay's marks layer ([`super::layer`]) paints these into an image once they stop changing,
/// and the table's camera copies that image's marked parts into every frame.
#[derive(Clone, Debug, PartialEq)]
pub enum TableMark {
    /// A pile's outline, to aim at (logical pixels).
    Outline(egui::Rect),
    /// A pile's name and count, on a tag.
    Label {
        /// The tag.
        rect: egui::Rect,
        /// What it says.
        text: String,
    },
    /// A card's badge: a counter, its damage, a note.
    Badge {
        /// The badge.
        rect: egui::Rect,
        /// What it says.
        text: String,
    },
    /// The count of a stack of identical permanents, on its top card.
    Count {
        /// The tag.
        rect: egui::Rect,
        /// The permanents in the stack.
        count: usize,
    },
    /// A player's panel: life, counters, whose turn, zone counts.
    Player {
        /// The panel.
        rect: egui::Rect,
        /// Its lines.
        text: String,
        /// Its outline: the player whose turn it is, or who lost.
        outline: Option<egui::Color32>,
    },
}

/// The players' panels' fill: black at 200/255 over the felt (`table::FELT`), as they were
/// when the table showed through them, but opaque, so that the marks layer copies them rather
/// than blending them (see [`TableMark::opaque`]).
pub const PLAYER_PANEL: egui::Color32 = egui::Color32::from_rgb(4, 34, 16);

/// The badges' fill.
const BADGE: egui::Color32 = egui::Color32::from_rgb(250, 210, 70);

/// The font of the players' panels.
pub(super) fn player_font() -> egui::FontId {
    egui::FontId::proportional(14.0)
}

impl TableMark {
    /// Paints the mark.
    pub fn paint(&self, painter: &egui::Painter) {
        match self {
            TableMark::Outline(r) => {
                painter.rect_stroke(
                    *r,
                    6.0,
                    egui::Stroke::new(1.5, egui::Color32::from_white_alpha(70)),
                    egui::StrokeKind::Inside,
                );
            }
            TableMark::Label { rect, text } => {
                label(painter, *rect, text, egui::Color32::from_rgb(220, 230, 240), 13.0)
            }
            TableMark::Badge { rect, text } => {
                label(painter, *rect, text, BADGE, (rect.height() * 0.75).clamp(10.0, 17.0))
            }
            TableMark::Count { rect, count } => {
                painter.rect_filled(*rect, 5.0, egui::Color32::from_rgb(30, 30, 36));
                painter.text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    format!("×{count}"),
                    egui::FontId::proportional(rect.height() * 0.8),
                    egui::Color32::WHITE,
                );
            }
            TableMark::Player { rect, text, outline } => {
                painter.rect_filled(*rect, 6.0, PLAYER_PANEL);
                if let Some(color) = outline {
                    painter.rect_stroke(*rect, 6.0, egui::Stroke::new(2.0, *color), egui::StrokeKind::Inside);
                }
                let galley = painter.layout_no_wrap(text.clone(), player_font(), egui::Color32::WHITE);
                painter.galley(rect.min + egui::vec2(8.0, 3.0), galley, egui::Color32::WHITE);
            }
        }
    }

    /// Where the mark is opaque (logical pixels): within its rounded corners and the
    /// feathering of its edges. An outline is see-through.
    pub fn opaque(&self) -> Option<egui::Rect> {
        let (rect, corner) = match self {
            TableMark::Outline(_) => return None,
            TableMark::Label { rect, .. } | TableMark::Badge { rect, .. } => (rect, 4.0),
            TableMark::Count { rect, .. } => (rect, 5.0),
            TableMark::Player { rect, .. } => (rect, 6.0),
        };
        Some(rect.shrink2(egui::vec2(corner, 1.0))).filter(|r| r.is_positive())
    }

    /// The screen rectangles the mark paints in (logical pixels), its edges' feathering
    /// included: an outline paints only along its edges.
    pub fn covers(&self) -> Vec<egui::Rect> {
        match self {
            TableMark::Outline(r) => {
                // The stroke (1.5 pixels, inside), its rounded corners (within 3 pixels of the
                // edges) and a pixel of feathering on either side.
                let (out, inside) = (2.0, 4.0);
                let (l, t, rt, b) = (r.left(), r.top(), r.right(), r.bottom());
                vec![
                    egui::Rect::from_min_max(egui::pos2(l - out, t - out), egui::pos2(rt + out, t + inside)),
                    egui::Rect::from_min_max(egui::pos2(l - out, b - inside), egui::pos2(rt + out, b + out)),
                    egui::Rect::from_min_max(egui::pos2(l - out, t - out), egui::pos2(l + inside, b + out)),
                    egui::Rect::from_min_max(egui::pos2(rt - inside, t - out), egui::pos2(rt + out, b + out)),
                ]
            }
            TableMark::Label { rect, .. }
            | TableMark::Badge { rect, .. }
            | TableMark::Count { rect, .. }
            | TableMark::Player { rect, .. } => vec![rect.expand(2.0)],
        }
    }
}

/// The font size a tag's text is drawn at: `size`, or smaller (down to [`LEAST_LABEL`]) so that
/// its `natural` width at `size` fits `room`.
pub fn fitted_size(size: f32, natural: f32, room: f32) -> f32 {
    match natural > room && natural > 0.0 {
        true => (size * room / natural).floor().max(LEAST_LABEL),
        false => size,
    }
}

/// The least font size of a tag: a text longer than that fits is cut short.
pub const LEAST_LABEL: f32 = 9.0;

/// A tag with one line of text on it, smaller or cut short to fit.
pub(super) fn label(painter: &egui::Painter, rect: egui::Rect, text: &str, fill: egui::Color32, size: f32) {
    let room = rect.width() - 6.0;
    let natural =
        painter.layout_no_wrap(text.to_string(), egui::FontId::proportional(size), egui::Color32::BLACK).size().x;
    let size = fitted_size(size, natural, room);
    let mut job = egui::text::LayoutJob::simple_singleline(
        text.to_string(),
        egui::FontId::proportional(size),
        egui::Color32::BLACK,
    );
    job.wrap = egui::text::TextWrapping {
        max_width: rect.width() - 6.0,
        max_rows: 1,
        break_anywhere: true,
        overflow_character: Some('…'),
    };
    let galley = painter.layout_job(job);
    painter.rect_filled(rect, 4.0, fill);
    let at = egui::pos2(rect.left() + 3.0, rect.center().y - galley.size().y / 2.0);
    painter.galley(at, galley, egui::Color32::BLACK);
}
