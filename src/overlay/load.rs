//! How much egui draws in a frame, as `bifronte frames` reports it: a software renderer pays
//! per triangle and per pixel, so these two figures say what the overlay asks of it; and, with
//! `--passes`, how long egui's pass took.

use bevy::render::diagnostic::RecordDiagnostics;
use bevy::render::renderer::RenderContext;
use bevy_egui::egui;

/// How much egui draws in a frame: a software renderer pays per triangle and per pixel.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct OverlayLoad {
    /// Triangles, over every paint job.
    pub triangles: usize,
    /// The triangles' area in logical pixels (overlaps counted each time).
    pub pixels: f64,
}

impl OverlayLoad {
    /// The load of egui's output for one frame.
    pub fn of<'a>(jobs: impl IntoIterator<Item = &'a egui::ClippedPrimitive>) -> OverlayLoad {
        let mut load = OverlayLoad::default();
        for job in jobs {
            let egui::epaint::Primitive::Mesh(mesh) = &job.primitive else { continue };
            for t in mesh.indices.chunks_exact(3) {
                let [a, b, c] = [t[0], t[1], t[2]].map(|i| mesh.vertices.get(i as usize).map(|v| v.pos));
                let (Some(a), Some(b), Some(c)) = (a, b, c) else { continue };
                load.triangles += 1;
                load.pixels += f64::from(((b - a).x * (c - a).y - (c - a).x * (b - a).y).abs()) / 2.0;
            }
        }
        load
    }
}

/// With Bevy's render diagnostics (`frames --passes`), egui's pass is timed as a span of its
/// own, `egui_pass` (bevy_egui records none): this begins it, just before the pass.
pub(crate) fn egui_pass_begins(mut ctx: RenderContext) {
    if let Some(d) = ctx.diagnostic_recorder() {
        d.begin_time_span(ctx.command_encoder(), "egui_pass".into());
    }
}

/// Ends the `egui_pass` span, just after the pass.
pub(crate) fn egui_pass_ends(mut ctx: RenderContext) {
    if let Some(d) = ctx.diagnostic_recorder() {
        d.end_time_span(ctx.command_encoder());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_overlay_load_counts_egui_s_triangles_and_their_area() {
        let ctx = egui::Context::default();
        let out = ctx.run_ui(egui::RawInput::default(), |ui| {
            let painter = ui.ctx().layer_painter(egui::LayerId::background());
            // A rectangle, no rounding, no stroke: its fill and the feathering around its edges.
            painter.rect_filled(
                egui::Rect::from_min_size(egui::pos2(10.0, 10.0), egui::vec2(100.0, 50.0)),
                0.0,
                egui::Color32::RED,
            );
        });
        let jobs = ctx.tessellate(out.shapes, out.pixels_per_point);
        let load = OverlayLoad::of(&jobs);
        assert!(load.triangles >= 2, "{load:?}");
        // 100 × 50 inside, plus about one pixel of feathering around the edges.
        assert!((5000.0..5400.0).contains(&load.pixels), "{load:?}");
        assert_eq!(OverlayLoad::of(&[]), OverlayLoad::default());
    }
}
