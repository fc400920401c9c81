//! The large preview of the card under the pointer (or selected): the face this viewer may
//! see, drawn as a card at the size of the panel, so its name, type line, rules text and P/T
//! read at a glance; the other face is one key away (O). Marks under it say when the object is
//! a token, a copy, face down or transformed.

use bevy_egui::egui::{self, Color32, FontId, Pos2, Rect, Stroke, StrokeKind, vec2};

use crate::cards::ManaCost;
use crate::i18n::Lang;
use crate::rules::Side;
use crate::table::face_art::{self, BACK_EDGE, FaceMark};
use crate::table::language::Words;
use crate::table::sides::face_art_of;
use crate::view::{ObjectView, Shown};

/// A card's height over its width (63 × 88 mm).
pub const CARD_RATIO: f32 = 88.0 / 63.0;

fn rgb(c: [u8; 3]) -> Color32 {
    Color32::from_rgb(c[0], c[1], c[2])
}

const INK: Color32 = Color32::from_rgb(20, 18, 16);
const PAPER: Color32 = Color32::from_rgb(246, 240, 226);

/// What the preview shows of an object: a face (with its mark), or the back of a card the
/// viewer may not look at.
pub fn shown_face(o: &ObjectView, other: bool) -> Option<(&Shown, FaceMark)> {
    if o.face_down.is_some() {
        return o.identity.as_ref().map(|s| (s, FaceMark::None));
    }
    let dfc = o.other_face.is_some();
    let (up, down) = match o.face {
        Side::Front => (FaceMark::Front, FaceMark::Back),
        Side::Back => (FaceMark::Back, FaceMark::Front),
    };
    match (other, &o.other_face) {
        (true, Some(f)) => Some((f, down)),
        _ => Some((&o.shown, if dfc { up } else { FaceMark::None })),
    }
}

/// The marks under the preview: what kind of object this is, beyond its face.
pub fn marks_of(lang: Lang, o: &ObjectView, other: bool) -> Vec<String> {
    let mut m = Vec::new();
    if o.token {
        m.push(lang.t("dialogs-mark-token", &[]));
    }
    if let Some(of) = &o.copy_of {
        m.push(lang.t("dialogs-mark-copy", &[("card", of)]));
    }
    if let Some(kind) = o.face_down {
        m.push(lang.t("dialogs-mark-face-down", &[("kind", &crate::view::words::face_down_kind_word(lang, kind))]));
    }
    if o.flipped {
        m.push(lang.t("dialogs-mark-flipped", &[]));
    }
    if o.phased_out {
        m.push(lang.t("dialogs-mark-phased-out", &[]));
    }
    if o.other_face.is_some() && o.face_down.is_none() {
        let up = if o.face == Side::Back { "dialogs-mark-back-up" } else { "dialogs-mark-front-up" };
        m.push(lang.t(up, &[]));
        if other {
            m.push(lang.t("dialogs-mark-other-face", &[]));
        }
    }
    m
}

/// Draws the preview `width` pixels wide; returns the card's rectangle.
pub fn preview(ui: &mut egui::Ui, o: &ObjectView, other: bool, width: f32) -> Rect {
    let (rect, _) = ui.allocate_exact_size(vec2(width, width * CARD_RATIO), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let lang = ui.lang();
    match shown_face(o, other) {
        Some((s, mark)) => draw_face(lang, &painter, rect, s, o.token && !other, mark, o.pt_modified && !other),
        None => draw_back(&painter, rect, o.face_down.map(|k| crate::table::state::face_down_words(lang, k))),
    }
    let marks = marks_of(ui.lang(), o, other);
    if !marks.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for m in marks {
                let chip = egui::RichText::new(m)
                    .strong()
                    .color(Color32::BLACK)
                    .background_color(Color32::from_rgb(250, 210, 70));
                ui.label(chip);
            }
        });
    }
    rect
}

/// A card as printed (its front face), `width` pixels wide, as a button named by the card:
/// framed in gold when `chosen`, lighter under the pointer; its whole text large on hover.
pub fn printed_card(ui: &mut egui::Ui, def: &crate::cards::CardDef, width: f32, chosen: bool) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(vec2(width, width * CARD_RATIO), egui::Sense::click());
    let front = crate::view::Shown::from_face(def.front());
    draw_face(ui.lang(), &ui.painter_at(rect.expand(4.0)), rect, &front, false, FaceMark::None, false);
    let gold = Color32::from_rgb(250, 200, 60);
    if chosen {
        ui.painter().rect_stroke(rect, 10.0, Stroke::new(4.0, gold), StrokeKind::Outside);
    } else if response.hovered() {
        ui.painter().rect_stroke(rect, 10.0, Stroke::new(2.0, Color32::WHITE), StrokeKind::Outside);
    }
    let name = front.name.clone();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &name));
    // Each face large beside the pointer: the back of a double-faced card too.
    response.on_hover_ui(|ui| {
        ui.horizontal(|ui| {
            for face in &def.faces {
                let shown = crate::view::Shown::from_face(face);
                let (r, _) = ui.allocate_exact_size(vec2(300.0, 300.0 * CARD_RATIO), egui::Sense::hover());
                draw_face(ui.lang(), &ui.painter_at(r), r, &shown, false, FaceMark::None, false);
            }
        });
    })
}

fn draw_back(p: &egui::Painter, r: Rect, caption: Option<String>) {
    let s = r.width() / 252.0;
    p.rect_filled(r, 8.0 * s, Color32::from_rgb(18, 16, 14));
    p.rect_filled(r.shrink(8.0 * s), 6.0 * s, Color32::from_rgb(110, 70, 44));
    p.circle_filled(r.center(), r.width() * 0.3, Color32::from_rgb(60, 90, 160));
    p.circle_filled(r.center(), r.width() * 0.26, Color32::from_rgb(150, 96, 60));
    p.text(r.center(), egui::Align2::CENTER_CENTER, "Bifronte", FontId::proportional(30.0 * s), rgb([250, 236, 200]));
    if let Some(c) = caption {
        let at = Pos2::new(r.center().x, r.bottom() - 40.0 * s);
        p.text(at, egui::Align2::CENTER_CENTER, c, FontId::proportional(20.0 * s), Color32::WHITE);
    }
}

fn draw_face(lang: Lang, p: &egui::Painter, r: Rect, s: &Shown, token: bool, mark: FaceMark, modified: bool) {
    let art = face_art_of(s, token, modified, mark);
    let k = r.width() / 252.0;
    let at = |x: f32, y: f32| Pos2::new(r.left() + x * k, r.top() + y * k);
    let rect = |x: f32, y: f32, w: f32, h: f32| Rect::from_min_size(at(x, y), vec2(w * k, h * k));
    let edge = if mark == FaceMark::Back { rgb(BACK_EDGE) } else { Color32::from_rgb(18, 16, 14) };
    let frame = face_art::frame_color(&art);
    p.rect_filled(r, 10.0 * k, edge);
    p.rect_filled(r.shrink(8.0 * k), 6.0 * k, rgb(frame));
    // Name bar: the face mark, the name, the mana cost as coloured pips.
    let bar = rect(14.0, 14.0, 224.0, 30.0);
    p.rect_filled(bar, 4.0 * k, PAPER);
    let mut x = 224.0;
    let symbols = ManaCost::parse(&s.mana_cost).map(|m| m.symbols).unwrap_or_default();
    for sym in symbols.iter().rev() {
        let (fill, label) = face_art::pip(sym);
        p.circle_filled(at(x, 29.0), 10.0 * k, rgb(fill));
        let ink = if fill[0] < 100 && fill[1] < 100 { Color32::WHITE } else { INK };
        p.text(at(x, 29.0), egui::Align2::CENTER_CENTER, label, FontId::proportional(13.0 * k), ink);
        x -= 22.0;
    }
    let name_x = match mark {
        FaceMark::None => 20.0,
        FaceMark::Front => {
            p.circle_filled(at(29.0, 29.0), 9.0 * k, Color32::from_rgb(240, 176, 40));
            p.circle_filled(at(29.0, 29.0), 5.0 * k, Color32::from_rgb(255, 226, 120));
            44.0
        }
        FaceMark::Back => {
            p.circle_filled(at(29.0, 29.0), 9.0 * k, Color32::from_rgb(40, 48, 84));
            p.circle_filled(at(33.0, 26.0), 7.5 * k, PAPER);
            44.0
        }
    };
    let unnamed = lang.t("dialogs-preview-no-name", &[]);
    let name = if s.name.is_empty() { unnamed.as_str() } else { s.name.as_str() };
    one_line(p, at(name_x, 29.0), name, 17.0 * k, (x - name_x) * k);
    // Art box, with the token band.
    let dark = frame.map(|v| (v as f32 * 0.55) as u8);
    p.rect_filled(rect(18.0, 50.0, 216.0, 120.0), 2.0, rgb(dark));
    if token {
        p.rect_filled(rect(20.0, 136.0, 212.0, 32.0), 2.0, Color32::from_rgb(250, 250, 250));
        let token = lang.t("dialogs-mark-token", &[]);
        p.text(at(126.0, 152.0), egui::Align2::CENTER_CENTER, token, FontId::proportional(24.0 * k), INK);
    }
    // Type line.
    p.rect_filled(rect(14.0, 176.0, 224.0, 26.0), 3.0 * k, PAPER);
    one_line(p, at(20.0, 189.0), &s.type_line, 14.0 * k, 212.0 * k);
    // Rules text, wrapped to the box; it shrinks to fit a long text.
    let text_box = rect(18.0, 206.0, 216.0, 122.0);
    p.rect_filled(text_box, 2.0, Color32::from_rgb(250, 246, 236));
    let inner = text_box.shrink(5.0 * k);
    let mut size = 13.0 * k;
    let galley = loop {
        let g = p.layout(s.text.clone(), FontId::proportional(size), INK, inner.width());
        if g.size().y <= inner.height() || size <= 8.0 {
            break g;
        }
        size -= 0.5;
    };
    p.with_clip_rect(inner).galley(inner.min, galley, INK);
    // P/T, loyalty or defense, as the table's face art writes it.
    if !art.corner.is_empty() {
        let g = p.layout_no_wrap(art.corner.clone(), FontId::proportional(19.0 * k), INK);
        let w = g.size().x + 16.0 * k;
        let b = Rect::from_min_size(at(236.0, 312.0) - vec2(w, 0.0), vec2(w, 28.0 * k));
        p.rect_filled(b, 3.0 * k, Color32::from_rgb(18, 16, 14));
        let fill = if modified { Color32::from_rgb(255, 214, 64) } else { PAPER };
        p.rect_filled(b.shrink(2.0 * k), 2.0 * k, fill);
        p.galley(b.center() - g.size() / 2.0, g, INK);
    }
    p.rect_stroke(r, 10.0 * k, Stroke::new(1.0, Color32::BLACK), StrokeKind::Inside);
}

fn one_line(p: &egui::Painter, left_centre: Pos2, text: &str, size: f32, max_width: f32) {
    let mut job = egui::text::LayoutJob::simple_singleline(text.to_string(), FontId::proportional(size), INK);
    job.wrap =
        egui::text::TextWrapping { max_width, max_rows: 1, break_anywhere: true, overflow_character: Some('…') };
    let g = p.layout_job(job);
    p.galley(Pos2::new(left_centre.x, left_centre.y - g.size().y / 2.0), g, INK);
}
