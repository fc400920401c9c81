//! The marks layer: the marks over the table that change only when the table does (the cards'
//! badges, the stacks' counts, the piles' outlines and counts, the players' panels:
//! [`TableMark`]s), so once they
//! have stayed the same for a frame egui paints them into an image of the picture's size, on a
//! camera of their own that is active for those frames alone (two: glyphs egui lays out for the
//! first time reach its font texture a frame late). From then on, every frame, the table's
//! camera copies the image's marked parts into its picture: one mesh of quads over the marks'
//! rectangles, in the 3D pass, above the cards, with the image's pixels premultiplied as egui
//! painted them, so the picture is what egui would have painted over the table directly. While
//! the marks move (a pan, a zoom, a count changing), the overlay paints them itself.
//!
//! Why: a software renderer pays for every triangle egui draws, every frame; these marks were
//! about half the overlay's cost on lavapipe. Copying them is one draw of a few dozen quads.

use bevy::asset::RenderAssetUsages;
use bevy::camera::RenderTarget;
use bevy::camera::visibility::RenderLayers;
use bevy::core_pipeline::{Core3d, Core3dSystems};
use bevy::ecs::schedule::ScheduleLabel;
use bevy::image::ImageSampler;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::render::RenderApp;
use bevy::render::extract_resource::{ExtractResource, ExtractResourcePlugin};
use bevy::render::render_asset::RenderAssets;
use bevy::render::render_resource::{AsBindGroup, TextureFormat};
use bevy::render::renderer::{RenderContext, ViewQuery};
use bevy::render::texture::GpuImage;
use bevy::render::view::ViewTarget;
use bevy::shader::ShaderRef;
use bevy_egui::{EguiContext, EguiContextSettings, EguiInputSystemSettings, EguiSchedule, egui};

use super::table_marks::TableMark;
use crate::table::TableCamera;
use crate::table::state::Settling;

/// The marks layer's egui pass (its context's schedule).
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MarksLayerPass;

/// The camera the marks layer is painted on, into its image.
#[derive(Component)]
pub struct MarksLayerCamera;

/// The quads that copy the layer into the table's picture.
#[derive(Component)]
pub struct MarksLayerQuads;

/// The marks' height over the felt: above every card, lifted ones too (the camera is at 40).
const HEIGHT: f32 = 30.0;

/// The side of the squares, in pixels, the marks' rectangles are rounded out to: the quads
/// cover the marks without overlapping (a pixel copied twice would be blended twice).
pub const CELL: u32 = 2;

/// The frames the layer is painted in for the same marks before it gives up (egui's pixels
/// per point never matching the window's): egui then paints them itself, as while they move,
/// and a resting window is not kept awake.
const MAX_TRIES: u32 = 8;

/// What the layer's image holds: the marks, the 3D view they are clipped to and the pixels per
/// point (see [`MarksLayer::want`]), and the image's size.
type Painted = (Vec<TableMark>, Option<(egui::Rect, f32)>, UVec2);

/// What the layer should show, what its image shows, and where it is copied.
#[derive(Resource, Default)]
pub struct MarksLayer {
    /// The marks the overlay asks for this frame, the 3D view they are clipped to (logical
    /// pixels) and the window's pixels per point (`None`: nothing over the table), and the
    /// picture's size.
    wanted: Painted,
    /// The marks are the same as the frame before.
    still: bool,
    /// Frames the layer was painted in for the marks wanted now.
    tries: u32,
    /// What the image holds: the marks, where, and the image's size.
    painted: Option<Painted>,
    /// Painted once, to be painted again (see [`paint_layer`]).
    fresh: Option<Painted>,
    /// What the quads were built for: the marks as painted, and the table camera's placement.
    placed: Option<(Painted, Mat4)>,
    /// The image and its size.
    image: Option<(Handle<Image>, UVec2)>,
    /// Where the quads leave the image to be copied over the picture (it is opaque there):
    /// whole cells, physical pixels.
    solid: Vec<URect>,
    /// The frames the layer was painted in, since the start.
    pub paints: u32,
}

impl MarksLayer {
    /// The layer was painted with `marks` this frame, at the pixels per point asked for or not
    /// (`settled`). The glyphs egui lays out for the first time reach its font texture after
    /// the frame is drawn, so the same marks are painted once more, the next frame, before the
    /// image is taken to hold them.
    fn painted_with(&mut self, marks: Painted, settled: bool) {
        self.paints += 1;
        self.tries += 1;
        self.painted = match self.fresh.take() {
            Some(first) if first == marks && settled => Some(marks),
            _ => {
                self.fresh = settled.then_some(marks);
                None
            }
        };
    }

    /// Whether the image holds `marks`, so the frame needs no painting.
    fn holds(&self, marks: &Painted) -> bool {
        self.painted.as_ref() == Some(marks)
    }

    /// The marks to show this frame, clipped to the 3D view (logical pixels) at the window's
    /// pixels per point (none without a view), in a picture of `size` pixels: whether the
    /// layer shows them. When it doesn't, the marks are moving (the camera pans, a count
    /// changed) or have just stopped, and the overlay paints them itself: the layer is painted
    /// only once they have stayed the same for a frame, and shown once it holds them.
    pub(crate) fn want(&mut self, marks: Vec<TableMark>, view: Option<(egui::Rect, f32)>, size: UVec2) -> bool {
        let wanted = (marks, view, size);
        self.still = self.wanted == wanted;
        if !self.still {
            self.tries = 0;
        }
        self.wanted = wanted;
        self.shows()
    }

    /// Whether the layer is to be painted this frame: it doesn't hold the marks wanted, and
    /// they are the same as the frame before.
    fn to_paint(&self) -> bool {
        self.still && !self.shows() && self.tries < MAX_TRIES
    }

    /// Whether there are marks over a 3D view to show this frame.
    fn has_marks(&self) -> bool {
        !self.wanted.0.is_empty() && self.wanted.1.is_some()
    }

    /// Whether the quads show the marks wanted this frame.
    fn shows(&self) -> bool {
        self.has_marks() && self.holds(&self.wanted)
    }

    /// The marks wanted this frame.
    pub(crate) fn wanted(&self) -> &[TableMark] {
        &self.wanted.0
    }
}

/// Where the layer's image is copied over the table camera's picture, after its 3D pass: the
/// marks' opaque parts, which the quads leave out. Extracted to the render world.
#[derive(Resource, Clone, Debug, Default, PartialEq, ExtractResource)]
pub struct SolidMarks {
    /// The layer's image.
    pub image: Option<AssetId<Image>>,
    /// Whole cells, the picture's pixels; none while the quads don't show.
    pub rects: Vec<URect>,
}

/// Copies the marks layer's image, pixel for pixel, premultiplied (`layer.wgsl`).
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct LayerMaterial {
    /// The layer's image.
    #[texture(0)]
    #[sampler(1)]
    pub image: Handle<Image>,
}

impl Material for LayerMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://bifronte/overlay/layer.wgsl".into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Premultiplied
    }
}

/// The marks layer: its camera, image, pass and quads.
pub struct MarksLayerPlugin;

impl Plugin for MarksLayerPlugin {
    fn build(&self, app: &mut App) {
        bevy::asset::embedded_asset!(app, "layer.wgsl");
        app.add_plugins((MaterialPlugin::<LayerMaterial>::default(), ExtractResourcePlugin::<SolidMarks>::default()))
            .init_resource::<MarksLayer>()
            .init_resource::<SolidMarks>()
            .add_systems(PostStartup, spawn_layer)
            .add_systems(MarksLayerPass, paint_layer)
            .add_systems(PostUpdate, share_solid_marks.after(bevy_egui::EguiPostUpdateSet::EndPass));
        if let Some(render) = app.get_sub_app_mut(RenderApp) {
            render.add_systems(
                Core3d,
                copy_solid_marks.after(Core3dSystems::PostProcess).before(super::backdrop::copy_backdrops),
            );
        }
    }
}

/// The layer's camera (a 2D camera that draws nothing of the world, only its egui context, and
/// is off until the marks change) and the quads.
fn spawn_layer(mut commands: Commands, mut materials: ResMut<Assets<LayerMaterial>>) {
    commands.spawn((
        MarksLayerCamera,
        Camera2d,
        Camera { order: -1, is_active: false, clear_color: ClearColorConfig::Custom(Color::NONE), ..default() },
        bevy::core_pipeline::tonemapping::Tonemapping::None,
        RenderLayers::none(),
        Msaa::Off,
        EguiSchedule::new(MarksLayerPass),
        EguiContextSettings {
            capture_pointer_input: false,
            input_system_settings: no_input(),
            enable_cursor_icon_updates: false,
            enable_ime: false,
            ..default()
        },
    ));
    commands.spawn((
        MarksLayerQuads,
        MeshMaterial3d(materials.add(LayerMaterial { image: Handle::default() })),
        Transform::IDENTITY,
        Visibility::Hidden,
        Pickable::IGNORE,
    ));
}

/// No input reaches the layer's context: it is painted, never used (an input event would have
/// egui ask for frames the window would otherwise rest through).
fn no_input() -> EguiInputSystemSettings {
    EguiInputSystemSettings {
        run_write_modifiers_keys_state_system: false,
        run_write_window_pointer_moved_messages: false,
        run_write_pointer_button_messages: false,
        run_write_window_touch_messages_system: false,
        run_write_non_window_pointer_moved_messages_system: false,
        run_write_mouse_wheel_messages_system: false,
        run_write_pinch_gesture_messages_system: false,
        run_write_non_window_touch_messages_system: false,
        run_write_keyboard_input_messages_system: false,
        run_write_ime_messages_system: false,
        run_write_file_dnd_messages_system: false,
    }
}

/// An image of `size` pixels the layer camera can paint into, the quads can sample one to one
/// and the picture can copy from, held only on the GPU.
fn layer_image(size: UVec2) -> Image {
    let mut image = Image::new_target_texture(size.x, size.y, TextureFormat::Rgba8UnormSrgb, None);
    image.sampler = ImageSampler::nearest();
    image.asset_usage = RenderAssetUsages::RENDER_WORLD;
    // Its opaque parts are copied from it (`copy_solid_marks`).
    image.texture_descriptor.usage |= bevy::render::render_resource::TextureUsages::COPY_SRC;
    image
}

/// Paints the layer once the marks have stayed the same for a frame, places the quads while
/// it is painted, and shows them once it holds the marks.
#[allow(clippy::too_many_arguments, reason = "a system takes its world access as parameters")]
#[allow(clippy::type_complexity, reason = "two cameras told apart")]
fn paint_layer(
    mut layer: ResMut<MarksLayer>,
    mut own: Query<(Entity, &mut EguiContext, &mut Camera, Option<&mut RenderTarget>), With<MarksLayerCamera>>,
    table: Query<(&Camera, &GlobalTransform), (With<TableCamera>, Without<MarksLayerCamera>)>,
    mut quads: Query<(Entity, &MeshMaterial3d<LayerMaterial>, &mut Visibility), With<MarksLayerQuads>>,
    mut images: ResMut<Assets<Image>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<LayerMaterial>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut settling: ResMut<Settling>,
    mut commands: Commands,
) {
    let (Ok((own_entity, mut context, mut camera, target)), Ok((quads_entity, material, mut visibility))) =
        (own.single_mut(), quads.single_mut())
    else {
        return;
    };
    camera.is_active = false;
    let marks = layer.has_marks() && !layer.shows();
    if settling.marks != marks {
        settling.marks = marks;
    }
    let wanted = layer.wanted.clone();
    let (Ok((table_camera, at)), (marks, Some((clip, ppp)), size)) = (table.single(), &wanted) else {
        visibility.set_if_neq(Visibility::Hidden);
        return;
    };
    let (clip, ppp, size) = (*clip, *ppp, *size);
    if marks.is_empty() || size.x == 0 || size.y == 0 {
        visibility.set_if_neq(Visibility::Hidden);
        return;
    }
    // An image of the picture's size, made again when the window changes size.
    if layer.image.as_ref().is_none_or(|(_, s)| *s != size) {
        let image = images.add(layer_image(size));
        match target {
            Some(mut target) => *target = RenderTarget::Image(image.clone().into()),
            None => _ = commands.entity(own_entity).insert(RenderTarget::Image(image.clone().into())),
        }
        if let Some(mut m) = materials.get_mut(&material.0) {
            m.image = image.clone();
        }
        layer.image = Some((image, size));
        layer.painted = None;
        layer.fresh = None;
    }
    let shows = layer.shows();
    if !shows {
        // The overlay paints the marks itself this frame. Once they stay the same for a
        // frame, the layer is painted; egui takes a frame to change its pixels per point, so
        // until they match it is painted again.
        if layer.to_paint() {
            let ctx = context.get_mut().clone();
            if (ctx.zoom_factor() - ppp / native_ppp(&ctx)).abs() > 1e-3 {
                ctx.set_zoom_factor(ppp / native_ppp(&ctx));
            }
            let painter = ctx.layer_painter(egui::LayerId::background()).with_clip_rect(clip);
            for m in marks {
                m.paint(&painter);
            }
            camera.is_active = true;
            let settled = (ctx.pixels_per_point() - ppp).abs() < 1e-3;
            layer.painted_with(wanted.clone(), settled);
        }
        // A window that rests until something happens draws the next frames at once.
        if layer.tries < MAX_TRIES {
            redraw.write(bevy::window::RequestRedraw);
        }
    }
    let visible = if shows { Visibility::Inherited } else { Visibility::Hidden };
    if !shows && !layer.still {
        visibility.set_if_neq(visible);
        return;
    }
    // The quads, over the marks' rectangles in whole cells, placed again when the marks or the
    // table's camera moved.
    let placement = at.to_matrix() * table_camera.clip_from_view().inverse();
    if layer.placed.as_ref().is_some_and(|(marks, at)| *marks == wanted && *at == placement) {
        visibility.set_if_neq(visible);
        return;
    }
    let rects: Vec<egui::Rect> = marks
        .iter()
        .flat_map(|m| m.covers())
        .filter_map(|r| {
            let r = r.intersect(clip);
            (r.width() > 0.0 && r.height() > 0.0).then(|| r * ppp)
        })
        .collect();
    // Where the marks are opaque the image is copied over the picture, after the 3D pass,
    // rather than blended in it: the same pixels, for a copy of memory.
    let solid: Vec<URect> = marks
        .iter()
        .filter_map(|m| m.opaque())
        .filter_map(|r| solid_cells(r.intersect(clip), ppp, size, CELL))
        .collect();
    let cells = cover_cells(&rects, size, CELL, &solid);
    let mesh = quads_mesh(&cells, size, |px| {
        let ray = table_camera.viewport_to_world(at, px / ppp).ok()?;
        Some(Vec3::new(ray.origin.x, HEIGHT, ray.origin.z))
    });
    match mesh {
        Some(mesh) => {
            commands.entity(quads_entity).insert(Mesh3d(meshes.add(mesh)));
            visibility.set_if_neq(visible);
            layer.placed = Some((wanted, placement));
            layer.solid = solid;
        }
        None => _ = visibility.set_if_neq(Visibility::Hidden),
    }
}

/// The cells (squares of `cell` pixels in a picture of `size`) wholly inside `rect` (logical
/// pixels, `ppp` physical pixels each), as one rectangle; `None` if there are none.
pub fn solid_cells(rect: egui::Rect, ppp: f32, size: UVec2, cell: u32) -> Option<URect> {
    let inward = |v: f32, up: bool| {
        let px = (v * ppp).max(0.0);
        let px = if up { px.ceil() as u32 } else { px.floor() as u32 };
        if up { px.div_ceil(cell) * cell } else { px / cell * cell }
    };
    let (x0, y0) = (inward(rect.left(), true), inward(rect.top(), true));
    let (x1, y1) = (inward(rect.right(), false).min(size.x), inward(rect.bottom(), false).min(size.y));
    // (`URect::new` would put the corners in order.)
    (x0 < x1 && y0 < y1).then(|| URect::new(x0, y0, x1, y1))
}

/// The opaque parts of the marks the quads show, for the render world to copy.
fn share_solid_marks(
    layer: Res<MarksLayer>,
    quads: Query<&Visibility, With<MarksLayerQuads>>,
    mut solid: ResMut<SolidMarks>,
) {
    let shown = layer.shows() && quads.single().is_ok_and(|v| *v == Visibility::Inherited);
    let new = SolidMarks {
        image: layer.image.as_ref().map(|(image, _)| image.id()),
        rects: if shown { layer.solid.clone() } else { Vec::new() },
    };
    solid.set_if_neq(new);
}

/// Copies the marks' opaque parts from the layer's image into the table camera's picture,
/// after its 3D pass (where the quads blend the rest) and before the panels' copies.
fn copy_solid_marks(
    view: ViewQuery<(&ViewTarget, &super::backdrop::PanelBackdrops)>,
    solid: Res<SolidMarks>,
    images: Res<RenderAssets<GpuImage>>,
    mut ctx: RenderContext,
) {
    let (target, _) = view.into_inner();
    let Some(image) = solid.image.and_then(|id| images.get(id)) else { return };
    if solid.rects.is_empty() {
        return;
    }
    let main = target.main_texture();
    // The layer's image is the picture's size and format (8-bit sRGB, as the table camera
    // draws without HDR); another picture gets no copies, and the quads would miss them.
    if image.texture_descriptor.format != target.main_texture_format()
        || (image.texture.width(), image.texture.height()) != (main.width(), main.height())
    {
        warn_once!("the marks layer's image can't be copied into this picture: its opaque marks are missing");
        return;
    }
    super::backdrop::copy_rects(&mut ctx, &image.texture, main, &solid.rects);
}

/// The pixels per point egui's context gets from its target, before its zoom.
fn native_ppp(ctx: &egui::Context) -> f32 {
    ctx.native_pixels_per_point().unwrap_or(1.0).max(1e-3)
}

/// The cells (squares of `cell` pixels) that `rects` (physical pixels) touch within `size`,
/// less those inside `solid` (rectangles on the cells' grid), merged into rectangles that do
/// not overlap: runs along each row, and a run joined to the one above it when they span the
/// same columns.
pub fn cover_cells(rects: &[egui::Rect], size: UVec2, cell: u32, solid: &[URect]) -> Vec<URect> {
    let (cols, rows) = (size.x.div_ceil(cell), size.y.div_ceil(cell));
    let mut on = vec![false; (cols * rows) as usize];
    for r in rects {
        let x0 = (r.left().max(0.0) as u32 / cell).min(cols);
        let y0 = (r.top().max(0.0) as u32 / cell).min(rows);
        let x1 = ((r.right().max(0.0).ceil() as u32).div_ceil(cell)).min(cols);
        let y1 = ((r.bottom().max(0.0).ceil() as u32).div_ceil(cell)).min(rows);
        for y in y0..y1 {
            on[(y * cols + x0) as usize..(y * cols + x1) as usize].fill(true);
        }
    }
    // The solid parts, whole cells each, are copied instead.
    for s in solid {
        let (x0, y0) = ((s.min.x / cell).min(cols), (s.min.y / cell).min(rows));
        let (x1, y1) = ((s.max.x / cell).min(cols), (s.max.y / cell).min(rows));
        for y in y0..y1.max(y0) {
            on[(y * cols + x0) as usize..(y * cols + x1.max(x0)) as usize].fill(false);
        }
    }
    let mut done: Vec<URect> = Vec::new();
    // Rectangles still growing downwards: (first column, last column + 1, first row).
    let mut open: Vec<(u32, u32, u32)> = Vec::new();
    let close = |(x0, x1, y0): (u32, u32, u32), y1: u32| {
        URect::new(x0 * cell, y0 * cell, (x1 * cell).min(size.x), (y1 * cell).min(size.y))
    };
    for y in 0..=rows {
        let mut runs = Vec::new();
        if y < rows {
            let row = &on[(y * cols) as usize..((y + 1) * cols) as usize];
            let mut x = 0;
            while x < cols {
                if row[x as usize] {
                    let start = x;
                    while x < cols && row[x as usize] {
                        x += 1;
                    }
                    runs.push((start, x));
                } else {
                    x += 1;
                }
            }
        }
        let mut next = Vec::new();
        for o in open.drain(..) {
            match runs.iter().position(|&(a, b)| (a, b) == (o.0, o.1)) {
                Some(i) => {
                    runs.remove(i);
                    next.push(o);
                }
                None => done.push(close(o, y)),
            }
        }
        next.extend(runs.into_iter().map(|(a, b)| (a, b, y)));
        open = next;
    }
    done
}

/// One quad per rectangle (physical pixels of an image of `size`), its corners placed by `at`,
/// sampling the image one to one; `None` if a corner can't be placed.
fn quads_mesh(rects: &[URect], size: UVec2, at: impl Fn(Vec2) -> Option<Vec3>) -> Option<Mesh> {
    let mut positions = Vec::with_capacity(rects.len() * 4);
    let mut uvs = Vec::with_capacity(rects.len() * 4);
    let mut indices = Vec::with_capacity(rects.len() * 6);
    for r in rects {
        let i = positions.len() as u32;
        // Top left, bottom left, bottom right, top right (y down): seen from above, the
        // triangles turn counter-clockwise, towards the camera.
        for (x, y) in [(r.min.x, r.min.y), (r.min.x, r.max.y), (r.max.x, r.max.y), (r.max.x, r.min.y)] {
            let px = Vec2::new(x as f32, y as f32);
            positions.push(at(px)?.to_array());
            uvs.push((px / size.as_vec2()).to_array());
        }
        indices.extend([i, i + 1, i + 2, i, i + 2, i + 3]);
    }
    let normals = vec![[0.0, 1.0, 0.0]; positions.len()];
    let mut mesh = Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::RENDER_WORLD);
    mesh.insert_attribute(Mesh::ATTRIBUTE_POSITION, positions);
    mesh.insert_attribute(Mesh::ATTRIBUTE_NORMAL, normals);
    mesh.insert_attribute(Mesh::ATTRIBUTE_UV_0, uvs);
    mesh.insert_indices(Indices::U32(indices));
    Some(mesh)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn covered(cells: &[URect], x: u32, y: u32) -> usize {
        cells.iter().filter(|c| x >= c.min.x && x < c.max.x && y >= c.min.y && y < c.max.y).count()
    }

    #[test]
    fn the_quads_cover_every_marked_pixel_once_and_little_else() {
        let size = UVec2::new(203, 101);
        // Overlapping rectangles (a pile's tag across its outline's bottom edge), one across
        // the picture's edge, one empty.
        let rects = [
            egui::Rect::from_min_max(egui::pos2(10.5, 10.5), egui::pos2(90.0, 14.5)),
            egui::Rect::from_min_max(egui::pos2(40.0, 12.0), egui::pos2(120.2, 30.0)),
            egui::Rect::from_min_max(egui::pos2(190.0, 90.0), egui::pos2(260.0, 140.0)),
            egui::Rect::from_min_max(egui::pos2(50.0, 60.0), egui::pos2(50.0, 60.0)),
        ];
        let cells = cover_cells(&rects, size, CELL, &[]);
        let mut area = 0;
        for y in 0..size.y {
            for x in 0..size.x {
                let n = covered(&cells, x, y);
                assert!(n <= 1, "pixel {x},{y} is copied {n} times: {cells:?}");
                area += n;
                let p = egui::pos2(x as f32 + 0.5, y as f32 + 0.5);
                if rects.iter().any(|r| r.contains(p)) {
                    assert_eq!(n, 1, "pixel {x},{y} is marked and not copied: {cells:?}");
                }
            }
        }
        // Every quad stays in the picture, and the cells add little to the marks' own area.
        assert!(cells.iter().all(|c| c.max.x <= size.x && c.max.y <= size.y && !c.is_empty()), "{cells:?}");
        let marked: f32 = 80.0 * 4.0 + 80.2 * 18.0 + 13.0 * 11.0;
        assert!((area as f32) < marked * 1.6, "{area} pixels copied for about {marked} marked");
        // Rows with the same run are one quad.
        assert!(cells.len() <= 6, "{cells:?}");
        assert!(cover_cells(&[], size, CELL, &[]).is_empty());
    }

    #[test]
    fn the_opaque_marks_are_copied_in_whole_cells_and_the_quads_cover_the_rest_once() {
        let size = UVec2::new(400, 200);
        let tag = TableMark::Label {
            rect: egui::Rect::from_min_size(egui::pos2(50.3, 40.6), egui::vec2(101.0, 18.0)),
            text: "Library 40".into(),
        };
        // Within the tag's rounded corners and feathered edges, on the cells' grid.
        let inside = tag.opaque().unwrap();
        assert_eq!(inside, egui::Rect::from_min_max(egui::pos2(54.3, 41.6), egui::pos2(147.3, 57.6)));
        let solid = solid_cells(inside, 1.0, size, CELL).unwrap();
        assert_eq!(solid, URect::new(56, 42, 146, 56));
        assert_eq!(solid_cells(inside, 2.0, size, CELL), Some(URect::new(110, 84, 294, 114)));
        // Nothing whole inside a sliver; an outline is see-through.
        assert_eq!(
            solid_cells(egui::Rect::from_min_size(egui::pos2(10.5, 10.5), egui::vec2(1.0, 30.0)), 1.0, size, CELL),
            None
        );
        assert_eq!(
            TableMark::Outline(egui::Rect::from_min_size(egui::pos2(10.0, 10.0), egui::vec2(90.0, 120.0))).opaque(),
            None
        );
        // The quads and the copy cover the tag's cells once between them.
        let covers: Vec<egui::Rect> = tag.covers();
        let quads = cover_cells(&covers, size, CELL, &[solid]);
        let all = cover_cells(&covers, size, CELL, &[]);
        let area = |rs: &[URect]| rs.iter().map(|r| r.width() * r.height()).sum::<u32>();
        assert_eq!(area(&quads) + solid.width() * solid.height(), area(&all));
        assert!(quads.iter().all(|q| q.intersect(solid).is_empty()), "{quads:?}");
    }

    #[test]
    fn the_layer_is_painted_once_its_marks_stay_the_same_and_shown_once_it_holds_them() {
        let size = UVec2::new(100, 100);
        let marks = |n: usize| {
            let rect = egui::Rect::from_min_size(egui::pos2(10.0, 10.0), egui::vec2(80.0, 18.0));
            vec![TableMark::Label { rect, text: format!("Graveyard {n}") }]
        };
        let view = Some((egui::Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(100.0, 100.0)), 1.0));
        let mut layer = MarksLayer::default();
        // Frame by frame, as `marks` and `paint_layer` do: (shown by the layer, painted into it).
        let frame = |layer: &mut MarksLayer, n: usize, settled: bool| {
            let shown = layer.want(marks(n), view, size);
            let paint = layer.to_paint();
            if paint {
                layer.painted_with(layer.wanted.clone(), settled);
            }
            (shown, paint)
        };
        let frames: Vec<_> = (0..5).map(|_| frame(&mut layer, 1, true)).collect();
        // New marks: painted by the overlay; the same a frame later: the layer painted, and
        // again for the glyphs egui laid out for the first time; then shown, and not painted.
        assert_eq!(frames, [(false, false), (false, true), (false, true), (true, false), (true, false)]);
        // While the marks move (a pan: new ones every frame) the layer is left alone.
        let frames: Vec<_> = (2..6).map(|n| frame(&mut layer, n, true)).collect();
        assert_eq!(frames, [(false, false); 4]);
        // egui's pixels per point not yet the window's: painted until they are, then twice.
        let frames: Vec<_> =
            [false, false, false, true, true, true].into_iter().map(|s| frame(&mut layer, 9, s)).collect();
        assert_eq!(frames, [(false, false), (false, true), (false, true), (false, true), (false, true), (true, false)]);
        assert_eq!(layer.paints, 6);
        // Never at the window's pixels per point: painted a few times, then left to egui.
        let frames: Vec<_> = (0..12).map(|_| frame(&mut layer, 10, false)).collect();
        assert_eq!(frames.iter().filter(|(_, painted)| *painted).count(), MAX_TRIES as usize);
        assert!(frames.iter().all(|(shown, _)| !shown) && !frames.last().unwrap().1);
        // No marks, or no view: nothing shown.
        assert!(!layer.want(Vec::new(), view, size) && !layer.want(marks(9), None, size));
    }

    #[test]
    fn a_quad_samples_the_layer_one_to_one() {
        let size = UVec2::new(400, 200);
        let mesh = quads_mesh(&[URect::new(8, 4, 40, 20)], size, |p| Some(Vec3::new(p.x, HEIGHT, p.y))).unwrap();
        let Some(bevy::mesh::VertexAttributeValues::Float32x2(uvs)) = mesh.attribute(Mesh::ATTRIBUTE_UV_0) else {
            panic!("no uvs")
        };
        assert_eq!(uvs[0], [8.0 / 400.0, 4.0 / 200.0]);
        assert_eq!(uvs[2], [40.0 / 400.0, 20.0 / 200.0]);
        // Seen from above (+Y), the first triangle faces the camera.
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(p)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else {
            panic!("no positions")
        };
        let [a, b, c] = [0, 1, 2].map(|i| Vec3::from_array(p[i]));
        assert!((b - a).cross(c - a).y > 0.0);
        assert!(quads_mesh(&[URect::new(0, 0, 4, 4)], size, |_| None).is_none());
    }
}
