//! The panel cache: what egui writes on the panels (the inspector, the log, the menu bar, the
//! scene's steps) changes when the player does something, not with every frame the table
//! draws. Once the panels' jobs are the same two frames running, the pixels they draw in are
//! copied into a texture after egui's pass; from then on, as long as the jobs stay the same,
//! egui leaves them out of its pass and the texture is copied back over the panels' flat
//! backdrops ([`super::backdrop`]): the same pixels, for a copy.
//!
//! Why: on a software renderer every pixel egui paints goes through its blended pipeline and
//! two sRGB conversions; egui's pass over the panels cost 0.9 ms a frame on lavapipe at 40
//! cards, more than half of what the overlay cost (docs/performance.md).
//!
//! - Main world, after egui's output is tessellated and before it is extracted:
//!   `cache_panels` sorts the primary context's paint jobs ([`sort_jobs`]) into those that
//!   draw within a panel and the rest, has [`PanelCache::frame`] decide, and tells the table's
//!   camera to capture ([`PanelBackdrops::capture`]) or restore ([`PanelBackdrops::restore`])
//!   where the panels' jobs draw ([`PanelBackdrops::cached`]).
//! - Render world: [`PanelCacheTexture`] is made in the main texture's size and format when a
//!   capture is asked for; `capture_panels` copies those pixels into it after egui's pass, and
//!   says so through [`Captured`]; `copy_backdrops` copies them back over the fill.
//!
//! The picture is the same: where any other job touches a panel (the resizable log's edge
//! while it is dragged, a menu, a dialog, a tooltip) is a hole, and a panel's job that shares a
//! pixel with a hole is left to egui as well, so every pixel is drawn either from the cache
//! alone or by egui alone, over the same fill.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use bevy::core_pipeline::Core3d;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDescriptor, TextureDimension, TextureUsages};
use bevy::render::renderer::{RenderContext, RenderDevice, ViewQuery};
use bevy::render::view::ViewTarget;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy_egui::{EguiOutput, EguiPostUpdateSet, EguiRenderOutput, PrimaryEguiContext, egui};

use super::backdrop::{PanelBackdrops, PanelCacheTexture, copy_rects};
use crate::table::state::Settling;

/// How a frame's paint jobs stand to the panels' rectangles.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sorted {
    /// The jobs that draw within one panel's rectangle, in order.
    pub panel: Vec<usize>,
    /// Where the other jobs touch the panels (the lines between them, a menu, a tooltip):
    /// those pixels are left out of the cache, keep their backdrop and are drawn by egui.
    pub holes: Vec<URect>,
    /// What the cache holds: the pixels the panels' jobs draw in (each job's [`touched`]
    /// area), none of them in a hole. The rest of the panels is their flat backdrop.
    pub cached: Vec<URect>,
}

/// The pixels a paint job can change in a picture of `size` pixels, at `ppp` pixels per point:
/// its clip rectangle rounded as egui's pass rounds its scissor, within its triangles' bounds;
/// `None` when it changes none.
pub fn touched(job: &egui::ClippedPrimitive, ppp: f32, size: UVec2) -> Option<URect> {
    let px = |v: f32| (v * ppp).round().max(0.0) as u32;
    let c = job.clip_rect;
    let scissor = URect::new(px(c.min.x), px(c.min.y), px(c.max.x), px(c.max.y))
        .intersect(URect::from_corners(UVec2::ZERO, size));
    let bounds = match &job.primitive {
        egui::epaint::Primitive::Mesh(mesh) => {
            let mut b = egui::Rect::NOTHING;
            for v in &mesh.vertices {
                b.extend_with(v.pos);
            }
            b
        }
        egui::epaint::Primitive::Callback(cb) => cb.rect,
    };
    if bounds.is_negative() {
        return None;
    }
    // A triangle covers the pixels whose centres it holds: those from the floor of its least
    // coordinate to the ceiling of its greatest hold them all.
    let lo = |v: f32| (v * ppp).floor().max(0.0) as u32;
    let hi = |v: f32| (v * ppp).ceil().max(0.0) as u32;
    let area = URect::new(lo(bounds.min.x), lo(bounds.min.y), hi(bounds.max.x), hi(bounds.max.y)).intersect(scissor);
    (!area.is_empty()).then_some(area)
}

/// Sorts `jobs` by the panels' rectangles `rects` (the target's pixels): see [`Sorted`]. A
/// panel's job that draws in a hole is left to egui as well, and its pixels become a hole, until
/// no cached job and no hole share a pixel: each pixel of the panels is then drawn either by the
/// cached jobs alone or by the others alone.
pub fn sort_jobs(jobs: &[egui::ClippedPrimitive], rects: &[URect], ppp: f32, size: UVec2) -> Sorted {
    let mut sorted = Sorted::default();
    let mut within = Vec::new();
    for (i, job) in jobs.iter().enumerate() {
        let Some(area) = touched(job, ppp, size) else { continue };
        if rects.iter().any(|r| r.contains(area.min) && area.max.cmple(r.max).all()) {
            within.push((i, area));
        } else {
            sorted.holes.extend(rects.iter().map(|r| r.intersect(area)).filter(|h| !h.is_empty()));
        }
    }
    loop {
        let (spoilt, kept): (Vec<_>, Vec<_>) =
            within.iter().partition(|(_, a)| sorted.holes.iter().any(|h| !h.intersect(*a).is_empty()));
        if spoilt.is_empty() {
            break;
        }
        sorted.holes.extend(spoilt.iter().map(|(_, a)| *a));
        within = kept;
    }
    sorted.panel = within.iter().map(|(i, _)| *i).collect();
    sorted.cached = within.iter().map(|(_, a)| *a).collect();
    sorted
}

/// The panels as a frame draws them: their jobs (each a clip rectangle and a mesh), what of
/// them is cached, the picture's size and scale.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Panels {
    /// The panels' jobs, in order.
    pub jobs: Vec<(egui::Rect, egui::Mesh)>,
    /// Where they draw (the target's pixels).
    pub cached: Vec<URect>,
    /// The picture's size.
    pub size: UVec2,
    /// egui's pixels per point.
    pub ppp: f32,
}

/// What a frame does with its panels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// egui paints them.
    Paint,
    /// egui paints them, and the render world copies them into the cache after its pass, as
    /// this capture.
    Capture(u64),
    /// The cache, which holds this capture, is copied over them and egui leaves them out.
    Restore(u64),
}

/// How egui's textures changed this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Textures {
    /// Not at all.
    Same,
    /// Glyphs were added: what was there before is still there.
    Added,
    /// A texture was made anew: the same jobs may no longer draw the same glyphs.
    Remade,
}

/// The frames a capture may take to reach the render world before it is asked for again.
const CAPTURE_FRAMES: u32 = 4;

/// What the cache holds and what the frames before drew.
#[derive(Resource, Default)]
pub struct PanelCache {
    /// The panels the frame before drew.
    last: Option<Panels>,
    /// The panels the texture holds, once the capture numbered so is done.
    held: Option<(Panels, u64)>,
    /// The last capture's number.
    number: u64,
    /// Frames since the last capture was asked for, while it is not done.
    pending: u32,
    /// Frames since egui's textures last changed.
    since_textures: u32,
    /// Frames whose panels were copied from the texture, since the start.
    pub restores: u32,
    /// Captures, since the start.
    pub captures: u32,
}

impl PanelCache {
    /// What to do with this frame's panels (`None`: none to cache), the textures' change this
    /// frame, and the last capture the render world has made (`done`). A capture is asked for
    /// once the panels are the same two frames running and the textures have not changed for
    /// two; the cache stands in for the panels while they stay those it holds, from the frame
    /// its capture is done; one not done within `CAPTURE_FRAMES` (4) is asked for again.
    pub fn frame(&mut self, panels: Option<Panels>, textures: Textures, done: u64) -> Use {
        match textures {
            Textures::Same => self.since_textures = self.since_textures.saturating_add(1),
            Textures::Added => self.since_textures = 0,
            Textures::Remade => {
                self.since_textures = 0;
                self.held = None;
            }
        }
        let Some(panels) = panels else {
            self.last = None;
            return Use::Paint;
        };
        let used = match &self.held {
            Some((held, n)) if *held == panels && done >= *n => {
                self.pending = 0;
                self.restores += 1;
                Use::Restore(*n)
            }
            Some((held, _)) if *held == panels && self.pending < CAPTURE_FRAMES => {
                self.pending += 1;
                Use::Paint
            }
            _ if self.since_textures >= 2 && self.last.as_ref() == Some(&panels) => {
                self.number += 1;
                self.held = Some((panels.clone(), self.number));
                self.pending = 0;
                self.captures += 1;
                Use::Capture(self.number)
            }
            _ => Use::Paint,
        };
        self.last = Some(panels);
        used
    }
}

/// The number of the last capture the render world has made: a restore waits for it, so the
/// texture is never copied before it holds the panels.
#[derive(Resource, Clone, Default)]
pub struct Captured(Arc<AtomicU64>);

/// The panel cache: see the module's text.
pub struct PanelCachePlugin;

impl Plugin for PanelCachePlugin {
    fn build(&self, app: &mut App) {
        let captured = Captured::default();
        app.init_resource::<PanelCache>().insert_resource(captured.clone()).add_systems(
            PostUpdate,
            cache_panels.after(EguiPostUpdateSet::ProcessOutput).before(EguiPostUpdateSet::PostProcessOutput),
        );
        if let Some(render) = app.get_sub_app_mut(RenderApp) {
            render
                .insert_resource(captured)
                .init_resource::<PanelCacheTexture>()
                .add_systems(Render, prepare_cache_texture.in_set(RenderSystems::PrepareResources))
                .add_systems(
                    Core3d,
                    (
                        super::load::egui_pass_begins
                            .after(bevy_egui::render::prepare_egui_pass)
                            .before(bevy_egui::render::egui_pass),
                        super::load::egui_pass_ends.after(bevy_egui::render::egui_pass).before(capture_panels),
                        capture_panels
                            .after(bevy_egui::render::egui_pass)
                            .before(bevy::core_pipeline::upscaling::upscaling),
                    ),
                );
        }
    }
}

/// Sorts the frame's jobs and has the panels captured, or restored and left out of egui's pass.
#[allow(clippy::type_complexity, reason = "one camera's egui output and backdrops")]
fn cache_panels(
    mut cache: ResMut<PanelCache>,
    mut cameras: Query<(&mut EguiRenderOutput, &EguiOutput, &Camera, &mut PanelBackdrops), With<PrimaryEguiContext>>,
    captured: Res<Captured>,
    measuring: Res<super::Measuring>,
    mut settling: ResMut<Settling>,
) {
    let Ok((mut output, egui_output, camera, mut backdrops)) = cameras.single_mut() else { return };
    let set = &output.textures_delta.set;
    let textures = match set.is_empty() {
        true => Textures::Same,
        false if set.values().flatten().any(|d| d.pos.is_none()) => Textures::Remade,
        false => Textures::Added,
    };
    let size = camera.physical_target_size().unwrap_or_default();
    let ppp = egui_output.pixels_per_point;
    let sorted = (!measuring.panels_in_egui && !backdrops.rects.is_empty() && size != UVec2::ZERO)
        .then(|| sort_jobs(&output.paint_jobs, &backdrops.rects, ppp, size));
    // Only meshes can be compared from one frame to the next.
    let panels = sorted.as_ref().and_then(|sorted| {
        let jobs = sorted.panel.iter().map(|&i| match &output.paint_jobs[i].primitive {
            egui::epaint::Primitive::Mesh(m) => Some((output.paint_jobs[i].clip_rect, m.clone())),
            egui::epaint::Primitive::Callback(_) => None,
        });
        let jobs: Vec<_> = jobs.collect::<Option<_>>()?;
        (!jobs.is_empty()).then(|| Panels { jobs, cached: sorted.cached.clone(), size, ppp })
    });
    let cacheable = panels.is_some();
    let used = cache.frame(panels, textures, captured.0.load(Ordering::Acquire));
    let (capture, restore) = match used {
        Use::Paint => (None, None),
        Use::Capture(n) => (Some(n), None),
        Use::Restore(n) => (None, Some(n)),
    };
    if let (Use::Restore(_), Some(sorted)) = (used, &sorted) {
        let mut i = 0;
        output.paint_jobs.retain(|_| {
            i += 1;
            sorted.panel.binary_search(&(i - 1)).is_err()
        });
    }
    let cached = match (used, sorted) {
        (Use::Capture(_) | Use::Restore(_), Some(sorted)) => sorted.cached,
        _ => Vec::new(),
    };
    if (backdrops.capture, backdrops.restore, &backdrops.cached) != (capture, restore, &cached) {
        backdrops.capture = capture;
        backdrops.restore = restore;
        backdrops.cached = cached;
    }
    // A shot waits for the panels to come from the cache, as a window at rest shows them.
    let waiting = cacheable && !matches!(used, Use::Restore(_));
    if settling.panels != waiting {
        settling.panels = waiting;
    }
}

fn prepare_cache_texture(
    views: Query<(&PanelBackdrops, &ViewTarget)>,
    mut cache: ResMut<PanelCacheTexture>,
    device: Res<RenderDevice>,
) {
    let Some((_, target)) = views.iter().find(|(b, _)| b.capture.is_some()) else { return };
    let main = target.main_texture();
    let size = UVec2::new(main.width(), main.height());
    let format = target.main_texture_format();
    if cache.texture.is_some() && cache.size == size && cache.format == Some(format) {
        return;
    }
    let texture = device.create_texture(&TextureDescriptor {
        label: Some("panel cache"),
        size: Extent3d { width: size.x, height: size.y, depth_or_array_layers: 1 },
        mip_level_count: 1,
        sample_count: 1,
        dimension: TextureDimension::D2,
        format,
        usage: TextureUsages::COPY_SRC | TextureUsages::COPY_DST,
        view_formats: &[],
    });
    *cache = PanelCacheTexture { texture: Some(texture), size, format: Some(format), holds: 0 };
}

fn capture_panels(
    view: ViewQuery<(&ViewTarget, &PanelBackdrops)>,
    mut cache: ResMut<PanelCacheTexture>,
    captured: Res<Captured>,
    mut ctx: RenderContext,
) {
    let (target, backdrops) = view.into_inner();
    let Some(n) = backdrops.capture else { return };
    let main = target.main_texture();
    if cache.size != UVec2::new(main.width(), main.height()) || cache.format != Some(target.main_texture_format()) {
        return;
    }
    let Some(texture) = cache.texture.clone() else { return };
    copy_rects(&mut ctx, main, &texture, &backdrops.cached);
    cache.holds = n;
    captured.0.store(n, Ordering::Release);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(clip: egui::Rect, at: egui::Rect) -> egui::ClippedPrimitive {
        let mut mesh = egui::Mesh::default();
        mesh.add_colored_rect(at, egui::Color32::WHITE);
        egui::ClippedPrimitive { clip_rect: clip, primitive: egui::epaint::Primitive::Mesh(mesh) }
    }

    fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> egui::Rect {
        egui::Rect::from_min_max(egui::pos2(x0, y0), egui::pos2(x1, y1))
    }

    #[test]
    fn a_job_touches_the_pixels_its_triangles_span_within_its_clip() {
        let size = UVec2::new(1600, 900);
        let screen = rect(0.0, 0.0, 1600.0, 900.0);
        assert_eq!(touched(&job(screen, rect(10.0, 20.0, 30.5, 40.0)), 1.0, size), Some(URect::new(10, 20, 31, 40)));
        // The clip cuts it, rounded as egui's pass rounds its scissor.
        assert_eq!(
            touched(&job(rect(0.0, 0.0, 20.4, 900.0), rect(10.0, 20.0, 30.0, 40.0)), 1.0, size),
            Some(URect::new(10, 20, 20, 40))
        );
        // At two pixels a point.
        assert_eq!(touched(&job(screen, rect(10.0, 20.0, 30.0, 40.0)), 2.0, size), Some(URect::new(20, 40, 60, 80)));
        // Outside its clip, or with no triangles, it touches nothing.
        assert_eq!(touched(&job(rect(0.0, 0.0, 5.0, 5.0), rect(10.0, 20.0, 30.0, 40.0)), 1.0, size), None);
        let empty = egui::ClippedPrimitive { clip_rect: screen, primitive: egui::epaint::Primitive::Mesh(default()) };
        assert_eq!(touched(&empty, 1.0, size), None);
    }

    #[test]
    fn jobs_within_a_panel_are_cached_and_the_pixels_others_touch_are_left_out_of_the_cache() {
        let size = UVec2::new(1600, 900);
        let screen = rect(0.0, 0.0, 1600.0, 900.0);
        let panels = [URect::new(1270, 23, 1600, 900), URect::new(0, 0, 1600, 23)];
        let inspector = rect(1270.0, 23.0, 1600.0, 900.0);
        let text = job(inspector, rect(1280.0, 40.0, 1500.0, 60.0));
        let menu_bar = job(screen, rect(4.0, 2.0, 60.0, 20.0));
        let on_the_table = job(screen, rect(400.0, 300.0, 500.0, 400.0));
        // A line along the inspector's edge, drawn with the whole window as its clip.
        let line = job(screen, rect(1269.5, 23.0, 1270.5, 900.0));

        // The cache holds where the panels' jobs draw; the table's job is not the panels'.
        let sorted = sort_jobs(&[text.clone(), on_the_table.clone(), menu_bar.clone()], &panels, 1.0, size);
        assert_eq!(sorted.panel, vec![0, 2]);
        assert!(sorted.holes.is_empty());
        assert_eq!(sorted.cached, vec![URect::new(1280, 40, 1500, 60), URect::new(4, 2, 60, 20)]);

        // The line's pixels inside the inspector are a hole: egui draws them there as ever.
        let sorted = sort_jobs(&[text.clone(), line.clone(), menu_bar.clone()], &panels, 1.0, size);
        assert_eq!(sorted.panel, vec![0, 2]);
        assert_eq!(sorted.holes, vec![URect::new(1270, 23, 1271, 900)]);

        // A panel's job that shares a pixel with a hole is left to egui too, and its pixels
        // become a hole: no pixel is drawn both from the cache and by egui.
        let by_the_line = job(inspector, rect(1270.0, 100.0, 1300.0, 120.0));
        let sorted = sort_jobs(&[text, by_the_line, line, menu_bar], &panels, 1.0, size);
        assert_eq!(sorted.panel, vec![0, 3]);
        assert!(sorted.holes.contains(&URect::new(1270, 100, 1300, 120)));
        for a in &sorted.cached {
            assert!(sorted.holes.iter().all(|h| h.intersect(*a).is_empty()), "{a:?} is in a hole");
        }
    }

    fn panels(text: &str) -> Panels {
        let mut mesh = egui::Mesh::default();
        mesh.add_colored_rect(rect(0.0, 0.0, text.len() as f32, 10.0), egui::Color32::WHITE);
        Panels {
            jobs: vec![(rect(0.0, 0.0, 100.0, 100.0), mesh)],
            cached: vec![],
            size: UVec2::new(100, 100),
            ppp: 1.0,
        }
    }

    #[test]
    fn the_cache_captures_panels_that_stay_the_same_and_stands_in_for_them_once_the_capture_is_done() {
        let mut cache = PanelCache::default();
        let log = panels("a line");
        // The first frames after the textures change, and the first frame of these panels.
        assert_eq!(cache.frame(Some(log.clone()), Textures::Added, 0), Use::Paint);
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 0), Use::Paint);
        // The same two frames running, the textures settled: captured.
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 0), Use::Capture(1));
        // Not yet done in the render world: egui paints them.
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 0), Use::Paint);
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 1), Use::Restore(1));
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 1), Use::Restore(1));
        assert_eq!((cache.captures, cache.restores), (1, 2));
        // A new line in the log: painted, then captured again once it stays.
        let more = panels("a line, and another");
        assert_eq!(cache.frame(Some(more.clone()), Textures::Same, 1), Use::Paint);
        assert_eq!(cache.frame(Some(more.clone()), Textures::Same, 1), Use::Capture(2));
        assert_eq!(cache.frame(Some(more.clone()), Textures::Same, 2), Use::Restore(2));
        // Back to the old panels: the cache no longer holds them.
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 2), Use::Paint);
        // Glyphs added keep what the cache holds; a texture made anew drops it.
        let mut cache = PanelCache::default();
        for _ in 0..3 {
            cache.frame(Some(log.clone()), Textures::Same, 0);
        }
        assert_eq!(cache.frame(Some(log.clone()), Textures::Added, 1), Use::Restore(1));
        assert_eq!(cache.frame(Some(log.clone()), Textures::Remade, 1), Use::Paint);
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 1), Use::Paint);
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 1), Use::Capture(2));
        // Nothing to cache for a frame (the panels hidden): painted; the cache still holds
        // the same panels when they come back.
        assert_eq!(cache.frame(None, Textures::Same, 2), Use::Paint);
        assert_eq!(cache.frame(Some(log), Textures::Same, 2), Use::Restore(2));
    }

    #[test]
    fn a_capture_that_never_reaches_the_render_world_is_asked_for_again() {
        let mut cache = PanelCache::default();
        let log = panels("a line");
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 0), Use::Paint);
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 0), Use::Capture(1));
        for _ in 0..CAPTURE_FRAMES {
            assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 0), Use::Paint);
        }
        assert_eq!(cache.frame(Some(log.clone()), Textures::Same, 0), Use::Capture(2));
        // A done capture older than the one asked for doesn't count.
        assert_eq!(cache.frame(Some(log), Textures::Same, 1), Use::Paint);
    }
}
