//! The panels' backdrops: each panel's flat fill is drawn by the table's camera, as an opaque
//! one-colour quad in front of the table, and egui paints the panel's contents with no fill.
//!
//! On a software renderer every pixel egui paints goes through its blended pipeline and its two
//! sRGB conversions: the panels' flat fill, 688,000 pixels at 1600×900, was four fifths of what
//! the overlay cost a frame (README, Performance). An opaque quad in the 3D pass fills the same
//! pixels with the same colour for much less, and the felt and any card under a panel are
//! hidden by it rather than painted over. With a GPU either way costs next to nothing.
//!
//! The quads are the camera's children, placed each frame from the panels' rectangles (logical
//! pixels) and the camera's orthographic projection, after egui's pass and before transforms
//! propagate: they cover the panels in the frame those are drawn in.

use bevy::prelude::*;
use bevy_egui::egui;

use bevy::mesh::MeshVertexBufferLayoutRef;
use bevy::pbr::{MaterialPipeline, MaterialPipelineKey};
use bevy::render::render_resource::{
    AsBindGroup, CompareFunction, RenderPipelineDescriptor, SpecializedMeshPipelineError,
};
use bevy::shader::ShaderRef;

use crate::table::TableCamera;

/// How far in front of the camera the backdrops lie, in table units (the camera is 40 above the
/// felt; nothing on the table rises near it).
const IN_FRONT: f32 = 0.5;

/// The panels' rectangles this frame, in logical pixels, and their fill (none: no panels).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Backdrops {
    /// Each panel's rectangle.
    pub rects: Vec<egui::Rect>,
    /// The window's size in logical pixels, as egui laid the panels out in it (the camera's
    /// own idea of it may be a frame late while the window is resized).
    pub window: egui::Vec2,
    /// The panels' fill, as egui's style has it.
    pub fill: egui::Color32,
}

/// A backdrop's material: one colour, written over whatever the table drew there, after it (in
/// the see-through phase, which comes after the solid one) and without reading or writing depth
/// or blending, which is the least a software renderer can do a pixel.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct BackdropMaterial {
    /// The colour, linear.
    #[uniform(0)]
    pub color: LinearRgba,
}

impl Material for BackdropMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://bifronte/overlay/backdrop.wgsl".into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }

    fn enable_prepass() -> bool {
        false
    }

    fn enable_shadows() -> bool {
        false
    }

    fn specialize(
        _pipeline: &MaterialPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        _key: MaterialPipelineKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        if let Some(fragment) = descriptor.fragment.as_mut() {
            for target in fragment.targets.iter_mut().flatten() {
                target.blend = None;
            }
        }
        if let Some(depth) = descriptor.depth_stencil.as_mut() {
            depth.depth_compare = Some(CompareFunction::Always);
            depth.depth_write_enabled = Some(false);
        }
        Ok(())
    }
}

/// Registers the backdrops' material and embeds its shader.
pub struct BackdropPlugin;

impl Plugin for BackdropPlugin {
    fn build(&self, app: &mut App) {
        bevy::asset::embedded_asset!(app, "backdrop.wgsl");
        app.add_plugins(MaterialPlugin::<BackdropMaterial>::default());
    }
}

/// One of the backdrops: the panel it covers (its index in [`Backdrops::rects`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct Backdrop(pub usize);

/// The most panels a backdrop is kept for (the menu bar, the scene panel, the inspector, the
/// log).
pub const PANELS: usize = 4;

/// The frame each panel is drawn with: egui's own for side and top panels, with no fill (the
/// backdrop is the fill).
pub fn panel_frame(style: &egui::Style) -> egui::Frame {
    egui::Frame::side_top_panel(style).fill(egui::Color32::TRANSPARENT)
}

/// Draws a panel's contents over its backdrop: to them the panel is filled with `fill` (a
/// scroll area fades its edges into its background colour), though egui paints no fill.
pub fn over_backdrop<R>(ui: &mut egui::Ui, fill: egui::Color32, contents: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let info = egui::UiStackInfo::new(egui::UiKind::Frame).with_frame(egui::Frame::NONE.fill(fill));
    ui.scope_builder(egui::UiBuilder::new().ui_stack_info(info), contents).inner
}

/// Gives the table's camera its backdrops, hidden until there are panels.
pub(super) fn spawn_backdrops(
    mut commands: Commands,
    cameras: Query<Entity, With<TableCamera>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<BackdropMaterial>>,
) {
    let mesh = meshes.add(Rectangle::new(1.0, 1.0));
    let material = materials.add(BackdropMaterial { color: LinearRgba::BLACK });
    for camera in &cameras {
        commands.entity(camera).with_children(|c| {
            for i in 0..PANELS {
                c.spawn((
                    Backdrop(i),
                    Mesh3d(mesh.clone()),
                    MeshMaterial3d(material.clone()),
                    Transform::default(),
                    Visibility::Hidden,
                    // The pointer goes through to the table, as it did under egui's fill.
                    bevy::picking::Pickable::IGNORE,
                ));
            }
        });
    }
}

/// Where a rectangle of the window (logical pixels, y down) lies in the camera's own space, as
/// a unit quad's transform: the window is `window` logical pixels, and the projection shows
/// `scale` table units a pixel with the eye's point at `origin` (the projection's viewport
/// origin: a share of the window, from its bottom left).
pub fn backdrop_transform(rect: egui::Rect, window: Vec2, scale: f32, origin: Vec2) -> Transform {
    let eye = Vec2::new(origin.x * window.x, (1.0 - origin.y) * window.y);
    let centre = rect.center();
    Transform::from_xyz((centre.x - eye.x) * scale, (eye.y - centre.y) * scale, -IN_FRONT).with_scale(Vec3::new(
        rect.width() * scale,
        rect.height() * scale,
        1.0,
    ))
}

/// Puts each backdrop under its panel, in the panels' colour, or hides it.
pub(super) fn place_backdrops(
    backdrops: Res<Backdrops>,
    cameras: Query<&Projection, With<TableCamera>>,
    mut quads: Query<(&Backdrop, &ChildOf, &mut Transform, &mut Visibility, &MeshMaterial3d<BackdropMaterial>)>,
    mut materials: ResMut<Assets<BackdropMaterial>>,
) {
    let [r, g, b, a] = backdrops.fill.to_srgba_unmultiplied();
    let colour = Color::srgba_u8(r, g, b, a).to_linear();
    for (backdrop, parent, mut transform, mut visibility, material) in &mut quads {
        let Ok(Projection::Orthographic(projection)) = cameras.get(parent.parent()) else { continue };
        let Some(rect) = backdrops.rects.get(backdrop.0) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let window = Vec2::new(backdrops.window.x, backdrops.window.y);
        let placed = backdrop_transform(*rect, window, projection.scale, projection.viewport_origin);
        transform.set_if_neq(placed);
        visibility.set_if_neq(Visibility::Inherited);
        if materials.get(&material.0).is_some_and(|m| m.color != colour)
            && let Some(mut m) = materials.get_mut(&material.0)
        {
            m.color = colour;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where a point of the camera's space shows in the window, by the projection's own
    /// arithmetic (bevy's `OrthographicProjection::update`).
    fn on_screen(p: Vec3, window: Vec2, scale: f32, origin: Vec2) -> Vec2 {
        let mut projection = OrthographicProjection {
            scaling_mode: bevy::camera::ScalingMode::WindowSize,
            scale,
            viewport_origin: origin,
            ..OrthographicProjection::default_3d()
        };
        bevy::camera::CameraProjection::update(&mut projection, window.x, window.y);
        let area = projection.area;
        Vec2::new((p.x - area.min.x) / area.width() * window.x, (area.max.y - p.y) / area.height() * window.y)
    }

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
        let painted: f32 = ctx
            .tessellate(output.shapes, 1.0)
            .iter()
            .filter_map(|p| match &p.primitive {
                egui::epaint::Primitive::Mesh(m) => Some(m),
                _ => None,
            })
            .flat_map(|m| {
                m.indices.chunks(3).map(|t| {
                    let [a, b, c] = [t[0], t[1], t[2]].map(|i| m.vertices[i as usize].pos);
                    ((b - a).x * (c - a).y - (b - a).y * (c - a).x).abs() / 2.0
                })
            })
            .sum();
        assert!(panel.area() > 200_000.0, "{panel:?}");
        assert!(painted < panel.area() * 0.02, "egui painted {painted} of the panel's {}", panel.area());
    }

    #[test]
    fn a_backdrop_covers_its_panel_s_pixels_whatever_the_framing() {
        let window = Vec2::new(1600.0, 900.0);
        let inspector = egui::Rect::from_min_max(egui::pos2(1270.0, 23.0), egui::pos2(1600.0, 900.0));
        for (scale, origin) in [(0.01, Vec2::new(0.45, 0.47)), (0.037, Vec2::new(0.5, 0.5)), (0.002, Vec2::ZERO)] {
            let t = backdrop_transform(inspector, window, scale, origin);
            // The unit quad's corners, through the transform, land on the panel's corners.
            let min = on_screen(t.transform_point(Vec3::new(-0.5, 0.5, 0.0)), window, scale, origin);
            let max = on_screen(t.transform_point(Vec3::new(0.5, -0.5, 0.0)), window, scale, origin);
            assert!(min.distance(Vec2::new(1270.0, 23.0)) < 0.01, "{scale} {origin}: {min}");
            assert!(max.distance(Vec2::new(1600.0, 900.0)) < 0.01, "{scale} {origin}: {max}");
            // In front of the camera, which looks down its -Z, between its near and far planes.
            assert!(t.translation.z < 0.0 && t.translation.z > -40.0);
        }
    }
}
