//! The material of card sides: one texture sample a pixel, with no lighting (`card.wgsl`).
//! Bevy's `StandardMaterial`, even unlit, runs the physically based shader's preamble for every
//! pixel; on a software renderer that was most of the frame.
//!
//! Card sides are kept as layers of a few array textures ("pages", [`PAGE_LAYERS`] sides each),
//! one material a page; a side is drawn with its page's material and its layer as the mesh's
//! [`MeshTag`]. Cards on one page share a material, so the GPU draws them in one instanced
//! draw call: with a texture (and so a material) per side, every card was a draw call of its
//! own, and a 500-card table cost twice the frame of 500 quads with one texture.
//!
//! A page is uploaded once, empty; each side kept on it later is written into its layer on the
//! GPU ([`SideUploads`], taken to the render world each frame), so no copy of the pages stays
//! in memory and adding a side doesn't upload its whole page again.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::MeshTag;
use bevy::prelude::*;
use bevy::render::render_asset::RenderAssets;
use bevy::render::render_resource::{
    AsBindGroup, Extent3d, Origin3d, TexelCopyBufferLayout, TexelCopyTextureInfo, TextureAspect, TextureDimension,
    TextureFormat, TextureViewDescriptor, TextureViewDimension,
};
use bevy::render::renderer::RenderQueue;
use bevy::render::texture::GpuImage;
use bevy::render::{ExtractSchedule, MainWorld, Render, RenderApp, RenderSystems};
use bevy::shader::ShaderRef;

use super::face_art::{HEIGHT, WIDTH};

/// Card sides a page holds.
pub const PAGE_LAYERS: u32 = 32;

/// A page of card sides, drawn as they are; which side is the mesh's [`MeshTag`].
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct CardMaterial {
    /// The page: an array texture of card sides.
    #[texture(0, dimension = "2d_array")]
    #[sampler(1)]
    pub page: Handle<Image>,
}

impl Material for CardMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://bifronte/table/card.wgsl".into()
    }
}

/// Where a card side is drawn from: its page's material and its layer there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideTexture {
    /// The page's material.
    pub material: Handle<CardMaterial>,
    /// The side's layer on the page.
    pub layer: u32,
}

impl SideTexture {
    /// The components that draw a side mesh with this texture.
    pub fn components(&self) -> (MeshMaterial3d<CardMaterial>, MeshTag) {
        (MeshMaterial3d(self.material.clone()), MeshTag(self.layer))
    }
}

/// An empty page of [`PAGE_LAYERS`] card sides, made on the GPU with no pixels sent: its sides
/// are written into it as they are kept ([`SideUploads`]).
pub fn new_page() -> Image {
    let mut page = Image::new_uninit(
        Extent3d { width: WIDTH, height: HEIGHT, depth_or_array_layers: PAGE_LAYERS },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    page.texture_view_descriptor =
        Some(TextureViewDescriptor { dimension: Some(TextureViewDimension::D2Array), ..default() });
    page
}

/// Card sides to write into their pages' layers on the GPU: (page, layer, `WIDTH` × `HEIGHT`
/// RGBA pixels as `face_art` draws them). In the main world, those kept since the last frame; in
/// the render world, those not written yet (a page made this frame is on the GPU only once its
/// image has been prepared).
#[derive(Resource, Default)]
pub struct SideUploads(pub Vec<(AssetId<Image>, u32, Vec<u8>)>);

fn extract_side_uploads(mut main: ResMut<MainWorld>, mut uploads: ResMut<SideUploads>) {
    if let Some(mut kept) = main.get_resource_mut::<SideUploads>()
        && !kept.0.is_empty()
    {
        uploads.0.append(&mut kept.0);
    }
}

fn write_side_uploads(mut uploads: ResMut<SideUploads>, images: Res<RenderAssets<GpuImage>>, queue: Res<RenderQueue>) {
    uploads.0.retain(|(page, layer, pixels)| {
        let Some(gpu) = images.get(*page) else { return true };
        queue.write_texture(
            TexelCopyTextureInfo {
                texture: &gpu.texture,
                mip_level: 0,
                origin: Origin3d { x: 0, y: 0, z: *layer },
                aspect: TextureAspect::All,
            },
            pixels,
            TexelCopyBufferLayout { offset: 0, bytes_per_row: Some(WIDTH * 4), rows_per_image: Some(HEIGHT) },
            Extent3d { width: WIDTH, height: HEIGHT, depth_or_array_layers: 1 },
        );
        false
    });
}

/// Registers the material and embeds its shader.
pub struct CardMaterialPlugin;

impl Plugin for CardMaterialPlugin {
    fn build(&self, app: &mut App) {
        bevy::asset::embedded_asset!(app, "card.wgsl");
        app.add_plugins(MaterialPlugin::<CardMaterial>::default()).init_resource::<SideUploads>();
        match app.get_sub_app_mut(RenderApp) {
            Some(render) => {
                render
                    .init_resource::<SideUploads>()
                    .add_systems(ExtractSchedule, extract_side_uploads)
                    .add_systems(Render, write_side_uploads.in_set(RenderSystems::PrepareResources));
            }
            // Nothing draws (a table kept without rendering): the pixels have nowhere to go.
            None => _ = app.add_systems(Last, |mut uploads: ResMut<SideUploads>| uploads.0.clear()),
        }
    }
}
