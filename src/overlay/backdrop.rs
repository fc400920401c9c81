//! The panels' backdrops: each panel's flat fill is copied into the table camera's picture from
//! a texture of that colour, after the table is drawn and before egui draws, and egui paints
//! the panel's contents with no fill.
//!
//! On a software renderer every pixel egui paints goes through its blended pipeline and its two
//! sRGB conversions: the panels' flat fill, 688,000 pixels at 1600×900, was four fifths of what
//! the overlay cost a frame (docs/performance.md). Shading those pixels with the plainest
//! material still cost half of that; a texture copy is a copy of memory, and on a GPU a copy
//! engine's work.
//!
//! - Main world: `overlay_ui` puts the panels' rectangles on the table's camera as
//!   [`PanelBackdrops`] (the target's pixels, the colour's bytes), when they change; it is
//!   extracted to the render world.
//! - Render world: [`BackdropSource`] is a 512-pixel square of the panels' colour, made again
//!   only when the colour changes; in the `Core3d` schedule, after post-processing and before
//!   egui's pass, `copy_backdrops` copies it over each panel's rectangle of the camera's main
//!   texture, as many times as it takes ([`tiles`]; the camera lets its main texture be copied
//!   into and from: `CameraMainTextureUsages`). Where the panel cache ([`super::panel_cache`])
//!   holds what egui wrote on the panels, it then copies that from [`PanelCacheTexture`] over
//!   the fill ([`copy_rects`]), and egui leaves it out.
//! - The panels' edge lines are drawn inside them ([`edge_line`]), so the cache can hold them.

use bevy::camera::CameraMainTextureUsages;
use bevy::core_pipeline::{Core3d, Core3dSystems};
use bevy::prelude::*;
use bevy::render::diagnostic::RecordDiagnostics;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::render_resource::{
    Extent3d, Origin3d, TexelCopyTextureInfo, Texture, TextureAspect, TextureDescriptor, TextureDimension,
    TextureFormat, TextureUsages,
};
use bevy::render::renderer::{RenderContext, RenderDevice, RenderQueue, ViewQuery};
use bevy::render::view::ViewTarget;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy_egui::egui;

use crate::table::TableCamera;

/// On the table's camera: where its picture gets the panels' colour (pixels of its target) and
/// that colour's sRGB bytes.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, ExtractComponent)]
pub struct PanelBackdrops {
    /// The panels' rectangles in the target's pixels.
    pub rects: Vec<URect>,
    /// The colour, sRGB, RGBA.
    pub fill: [u8; 4],
    /// The panels are copied into the panel cache after egui's pass, as this capture
    /// ([`super::panel_cache`]).
    pub capture: Option<u64>,
    /// The panels are copied from the panel cache, which holds this capture, instead of being
    /// filled: egui leaves them out of its pass.
    pub restore: Option<u64>,
    /// What of the panels the cache captures or restores: where their jobs draw.
    pub cached: Vec<URect>,
}

impl PanelBackdrops {
    /// Backdrops for panels at `rects` (egui's points, `pixels_per_point` target pixels each)
    /// filled with `fill`; none where the fill can't be copied (egui paints it then).
    pub fn new(rects: &[egui::Rect], fill: egui::Color32, pixels_per_point: f32) -> Self {
        let rects = if copies(fill) { physical_rects(rects, pixels_per_point) } else { Vec::new() };
        PanelBackdrops { rects, fill: fill.to_srgba_unmultiplied(), ..default() }
    }
}

/// The frame each panel is drawn with: egui's own for side and top panels, with no fill where
/// the backdrop is the fill (see [`copies`]).
pub fn panel_frame(style: &egui::Style) -> egui::Frame {
    let frame = egui::Frame::side_top_panel(style);
    if copies(style.visuals.panel_fill) { frame.fill(egui::Color32::TRANSPARENT) } else { frame }
}

/// Whether the panels can have backdrops with this fill: a copy replaces pixels, so only an
/// opaque fill (egui's themes have one) can be copied; another is painted by egui.
pub fn copies(fill: egui::Color32) -> bool {
    fill.is_opaque()
}

/// The edge of a panel that faces the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// The menu bar's.
    Bottom,
    /// The left panel's.
    Right,
    /// The right panel's.
    Left,
    /// The log's.
    Top,
}

/// The line along the edge of a panel (`rect`) that faces the table, where egui puts its
/// separator line and as it paints it, but clipped to the panel: egui paints its own with the
/// whole window as its clip, so the panel cache ([`super::panel_cache`]) could not hold it.
/// Panels are shown with `show_separator_line(false)` and this after them.
pub fn edge_line(root: &egui::Ui, rect: egui::Rect, edge: Edge) {
    let stroke = root.visuals().widgets.noninteractive.bg_stroke;
    let painter = root.painter().with_clip_rect(rect);
    let half = stroke.width / 2.0;
    match edge {
        Edge::Bottom => _ = painter.hline(rect.x_range(), rect.bottom() - half, stroke),
        Edge::Top => _ = painter.hline(rect.x_range(), rect.top() + half, stroke),
        Edge::Right => _ = painter.vline(rect.right() - half, rect.y_range(), stroke),
        Edge::Left => _ = painter.vline(rect.left() + half, rect.y_range(), stroke),
    }
}

/// Draws a panel's contents over its backdrop: to them the panel is filled with `fill` (a
/// scroll area fades its edges into its background colour), though egui paints no fill.
pub fn over_backdrop<R>(ui: &mut egui::Ui, fill: egui::Color32, contents: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let info = egui::UiStackInfo::new(egui::UiKind::Frame).with_frame(egui::Frame::NONE.fill(fill));
    ui.scope_builder(egui::UiBuilder::new().ui_stack_info(info), contents).inner
}

/// The panels' rectangles in the target's pixels, each edge on the pixel egui rounds it to; an
/// empty one is left out.
pub fn physical_rects(rects: &[egui::Rect], pixels_per_point: f32) -> Vec<URect> {
    let px = |v: f32| (v * pixels_per_point).round().max(0.0) as u32;
    rects
        .iter()
        .map(|r| URect::new(px(r.min.x), px(r.min.y), px(r.max.x), px(r.max.y)))
        .filter(|r| r.width() > 0 && r.height() > 0)
        .collect()
}

/// The panels' backdrops: see the module's text.
pub struct BackdropPlugin;

impl Plugin for BackdropPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(ExtractComponentPlugin::<PanelBackdrops>::default())
            .add_systems(PostStartup, give_cameras_backdrops);
        if let Some(render) = app.get_sub_app_mut(RenderApp) {
            render
                .init_resource::<BackdropSource>()
                .add_systems(Render, prepare_backdrop_source.in_set(RenderSystems::PrepareResources))
                .add_systems(
                    Core3d,
                    copy_backdrops.after(Core3dSystems::PostProcess).before(bevy_egui::render::prepare_egui_pass),
                );
        }
    }
}

/// The table's camera gets backdrops, and a main texture they can be copied into.
fn give_cameras_backdrops(
    mut commands: Commands,
    cameras: Query<(Entity, Option<&CameraMainTextureUsages>), With<TableCamera>>,
) {
    for (camera, usages) in &cameras {
        // Copied into (the backdrops, the panel cache's restores) and from (its captures).
        let usages = usages.copied().unwrap_or_default().with(TextureUsages::COPY_DST | TextureUsages::COPY_SRC);
        commands.entity(camera).insert((usages, PanelBackdrops::default()));
    }
}

/// A square of the panels' colour, in the main texture's format, to copy from.
#[derive(Resource, Default)]
pub struct BackdropSource {
    texture: Option<Texture>,
    fill: [u8; 4],
    format: Option<TextureFormat>,
}

/// One texel of `fill` (sRGB bytes) in `format`, where the main texture's format is one a copy
/// can fill byte for byte.
fn texel(fill: [u8; 4], format: TextureFormat) -> Option<[u8; 4]> {
    let [r, g, b, a] = fill;
    match format {
        TextureFormat::Rgba8UnormSrgb => Some([r, g, b, a]),
        TextureFormat::Bgra8UnormSrgb => Some([b, g, r, a]),
        _ => None,
    }
}

fn prepare_backdrop_source(
    views: Query<(&PanelBackdrops, &ViewTarget)>,
    mut source: ResMut<BackdropSource>,
    device: Res<RenderDevice>,
    queue: Res<RenderQueue>,
) {
    let Some((backdrops, target)) = views.iter().find(|(b, _)| !b.rects.is_empty()) else { return };
    let format = target.main_texture_format();
    if source.fill == backdrops.fill && source.format == Some(format) {
        return;
    }
    let Some(texel) = texel(backdrops.fill, format) else {
        if source.format != Some(format) {
            // The table's camera draws without HDR, into the 8-bit sRGB texture Bevy gives it;
            // another format would leave the panels unfilled, over the table.
            warn!(
                "the panels' backdrops can't be copied into a {format:?} picture: the panels show the table under them"
            );
            *source = BackdropSource { format: Some(format), ..default() };
        }
        return;
    };
    let data = texel.repeat((TILE * TILE) as usize);
    let descriptor = TextureDescriptor {
        label: Some("panel backdrops"),
        size: Extent3d { width: TILE, height: TILE, depth_or_array_layers: 1 },
        mip_level_count: 1,
        sample_count: 1,
        dimension: TextureDimension::D2,
        format,
        usage: TextureUsages::COPY_SRC,
        view_formats: &[],
    };
    let texture = device.create_texture_with_data(&queue, &descriptor, default(), &data);
    *source = BackdropSource { texture: Some(texture), fill: backdrops.fill, format: Some(format) };
}

/// The texture the panel cache ([`super::panel_cache`]) captures the panels into, in the main texture's size and format, and the
/// number of the capture it holds.
#[derive(Resource, Default)]
pub struct PanelCacheTexture {
    /// The texture (made by `panel_cache::prepare_cache_texture`).
    pub texture: Option<Texture>,
    /// Its size.
    pub size: UVec2,
    /// Its format.
    pub format: Option<TextureFormat>,
    /// The capture it holds.
    pub holds: u64,
}

impl PanelCacheTexture {
    /// The texture, if it holds capture `n` and matches a picture of `size` pixels in `format`.
    pub fn holding(&self, n: u64, size: UVec2, format: TextureFormat) -> Option<&Texture> {
        self.texture.as_ref().filter(|_| self.holds == n && self.size == size && self.format == Some(format))
    }
}

/// Copies `rects` of the picture `from` into `to`, at the same place.
pub fn copy_rects(ctx: &mut RenderContext, from: &Texture, to: &Texture, rects: &[URect]) {
    let size = UVec2::new(from.width().min(to.width()), from.height().min(to.height()));
    for r in rects {
        let r = URect::from_corners(r.min.min(size), r.max.min(size));
        if r.is_empty() {
            continue;
        }
        let at = Origin3d { x: r.min.x, y: r.min.y, z: 0 };
        ctx.command_encoder().copy_texture_to_texture(
            TexelCopyTextureInfo { texture: from, mip_level: 0, origin: at, aspect: TextureAspect::All },
            TexelCopyTextureInfo { texture: to, mip_level: 0, origin: at, aspect: TextureAspect::All },
            Extent3d { width: r.width(), height: r.height(), depth_or_array_layers: 1 },
        );
    }
}

/// The side of the square of the panels' colour that is copied from, as many times as a panel
/// needs (1 MiB; a panel at 1600×900 takes two to four copies).
const TILE: u32 = 512;

/// The copies that cover `rect` within a picture of `size` pixels: squares of at most `tile`
/// pixels a side, row by row.
pub fn tiles(rect: URect, size: UVec2, tile: u32) -> Vec<URect> {
    let (min, max) = (rect.min.min(size), rect.max.min(size));
    let mut out = Vec::new();
    for y in (min.y..max.y).step_by(tile as usize) {
        for x in (min.x..max.x).step_by(tile as usize) {
            out.push(URect::new(x, y, (x + tile).min(max.x), (y + tile).min(max.y)));
        }
    }
    out
}

pub(crate) fn copy_backdrops(
    view: ViewQuery<(&ViewTarget, &PanelBackdrops)>,
    source: Res<BackdropSource>,
    cache: Res<PanelCacheTexture>,
    mut ctx: RenderContext,
) {
    let (target, backdrops) = view.into_inner();
    // Timed as `panel_copies` with Bevy's render diagnostics (`frames --passes`).
    let diagnostics = ctx.diagnostic_recorder();
    if let Some(d) = &diagnostics {
        d.begin_time_span(ctx.command_encoder(), "panel_copies".into());
    }
    copy_panels(target, backdrops, &source, &cache, &mut ctx);
    if let Some(d) = &diagnostics {
        d.end_time_span(ctx.command_encoder());
    }
}

/// Fills the panels with their colour and, where the panel cache holds what egui drew on them
/// and egui leaves it out, copies that over the fill.
fn copy_panels(
    target: &ViewTarget,
    backdrops: &PanelBackdrops,
    source: &BackdropSource,
    cache: &PanelCacheTexture,
    ctx: &mut RenderContext,
) {
    let main = target.main_texture();
    let size = UVec2::new(main.width(), main.height());
    // The panels as they were captured, their contents and all (see `panel_cache`).
    if let Some(n) = backdrops.restore
        && let Some(cached) = cache.holding(n, size, target.main_texture_format())
    {
        fill(ctx, source, target, backdrops, &backdrops.rects);
        copy_rects(ctx, cached, main, &backdrops.cached);
        return;
    }
    fill(ctx, source, target, backdrops, &backdrops.rects);
}

/// Copies the panels' colour over `rects` of the camera's picture.
fn fill(
    ctx: &mut RenderContext,
    source: &BackdropSource,
    target: &ViewTarget,
    backdrops: &PanelBackdrops,
    rects: &[URect],
) {
    let main = target.main_texture();
    let size = UVec2::new(main.width(), main.height());
    let Some(texture) = &source.texture else { return };
    if source.format != Some(target.main_texture_format()) || source.fill != backdrops.fill {
        return;
    }
    for piece in rects.iter().flat_map(|r| tiles(*r, size, TILE)) {
        ctx.command_encoder().copy_texture_to_texture(
            TexelCopyTextureInfo { texture, mip_level: 0, origin: Origin3d::ZERO, aspect: TextureAspect::All },
            TexelCopyTextureInfo {
                texture: main,
                mip_level: 0,
                origin: Origin3d { x: piece.min.x, y: piece.min.y, z: 0 },
                aspect: TextureAspect::All,
            },
            Extent3d { width: piece.width(), height: piece.height(), depth_or_array_layers: 1 },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panel_over_its_backdrop_paints_no_fill_yet_its_contents_see_the_fill_as_their_background() {
        let ctx = egui::Context::default();
        let fill = egui::Color32::from_gray(27);
        let mut background = None;
        let mut panel = egui::Rect::NOTHING;
        let output = ctx.run_ui(egui::RawInput::default(), |root| {
            let frame = panel_frame(&root.ctx().global_style());
            let shown = egui::Panel::left("panel")
                .frame(frame)
                .exact_size(250.0)
                .show(root, |ui| over_backdrop(ui, fill, |ui| background = Some(ui.stack().bg_color())));
            panel = shown.response.rect;
        });
        // A scroll area in the panel fades its edges into the backdrop's colour.
        assert_eq!(background, Some(fill));
        // What egui paints of the empty panel is its separator line, not its whole area.
        let painted = crate::overlay::load::OverlayLoad::of(&ctx.tessellate(output.shapes, 1.0)).pixels as f32;
        assert!(panel.area() > 200_000.0, "{panel:?}");
        assert!(painted < panel.area() * 0.02, "egui painted {painted} of the panel's {}", panel.area());
    }

    #[test]
    fn backdrops_land_on_the_target_s_pixels_egui_rounds_the_panels_to() {
        let inspector = egui::Rect::from_min_max(egui::pos2(1270.0, 23.0), egui::pos2(1600.0, 900.0));
        let empty = egui::Rect::from_min_max(egui::pos2(10.0, 10.0), egui::pos2(10.0, 40.0));
        assert_eq!(physical_rects(&[inspector, empty], 1.0), vec![URect::new(1270, 23, 1600, 900)]);
        assert_eq!(physical_rects(&[inspector], 1.5), vec![URect::new(1905, 35, 2400, 1350)]);
        // A copy can't blend: a see-through fill is egui's to paint.
        assert!(copies(egui::Visuals::dark().panel_fill) && copies(egui::Visuals::light().panel_fill));
        assert!(!copies(egui::Color32::from_black_alpha(200)));
        assert_eq!(texel([1, 2, 3, 255], TextureFormat::Bgra8UnormSrgb), Some([3, 2, 1, 255]));
        assert_eq!(texel([1, 2, 3, 255], TextureFormat::Rgba16Float), None);
    }

    #[test]
    fn a_panel_s_copies_cover_it_once_and_stay_in_the_picture() {
        let picture = UVec2::new(1600, 900);
        for panel in [URect::new(1270, 23, 1600, 900), URect::new(0, 0, 1600, 23), URect::new(250, 760, 1270, 905)] {
            let pieces = tiles(panel, picture, 512);
            let inside = URect::from_corners(panel.min.min(picture), panel.max.min(picture));
            let area: u32 = pieces.iter().map(|p| p.width() * p.height()).sum();
            assert_eq!(area, inside.width() * inside.height(), "{panel:?}: {pieces:?}");
            for (i, a) in pieces.iter().enumerate() {
                assert!(a.width() <= 512 && a.height() <= 512 && !a.is_empty());
                assert!(inside.contains(a.min) && a.max.cmple(inside.max).all(), "{a:?} leaves {inside:?}");
                assert!(pieces[i + 1..].iter().all(|b| a.intersect(*b).is_empty()), "{a:?} overlaps");
            }
        }
        assert_eq!(tiles(URect::new(1270, 23, 1600, 900), picture, 512).len(), 2);
        assert!(tiles(URect::new(1700, 0, 1800, 10), picture, 512).is_empty());
    }
}
