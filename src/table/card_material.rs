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
//!
//! A page keeps each side at [`PAGE_MIPS`] sizes, each half the one before ([`with_mips`]): a card
//! drawn smaller than its texture is sampled from the size nearest its own. With the full size
//! only, a 40-card table read every texel of 40 distinct sides each frame, and on a software
//! renderer that traffic was the whole of its gap to 40 quads sharing one texture.

use bevy::asset::RenderAssetUsages;
use bevy::image::ImageSampler;
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

/// Sizes a page keeps of each side: 252×352, 126×176 and 63×88 pixels.
pub const PAGE_MIPS: u32 = 3;

/// The width and height of a side at mip `level`.
pub fn mip_size(level: u32) -> (u32, u32) {
    ((WIDTH >> level).max(1), (HEIGHT >> level).max(1))
}

/// A side's pixels at full size followed by each smaller size a page keeps, each pixel of a
/// smaller size the mean of the four under it, in linear light (averaging sRGB values would
/// darken every edge between light and dark, text included). Pixels of another size than a
/// side's are left as they are.
pub fn with_mips(mut pixels: Vec<u8>) -> Vec<u8> {
    let bytes = |level| {
        let (w, h) = mip_size(level);
        (w * h * 4) as usize
    };
    if pixels.len() != bytes(0) {
        return pixels;
    }
    let (to_linear, to_srgb) = srgb_tables();
    let mut from = 0;
    for level in 1..PAGE_MIPS {
        let row = mip_size(level - 1).0 as usize * 4;
        let to = from + bytes(level - 1);
        pixels.resize(to + bytes(level), 0);
        let (before, smaller) = pixels.split_at_mut(to);
        let larger = &before[from..];
        let (half_row, rows) = (mip_size(level).0 as usize * 4, mip_size(level).1 as usize);
        for (y, out) in smaller.chunks_exact_mut(half_row).take(rows).enumerate() {
            let (top, bottom) = (&larger[2 * y * row..][..row], &larger[(2 * y + 1) * row..][..row]);
            for (x, px) in out.chunks_exact_mut(4).enumerate() {
                let i = 8 * x;
                let four = |c: usize| [top[i + c], top[i + 4 + c], bottom[i + c], bottom[i + 4 + c]];
                for (c, channel) in px.iter_mut().enumerate().take(3) {
                    let sum: u32 = four(c).iter().map(|&v| u32::from(to_linear[v as usize])).sum();
                    *channel = to_srgb[(sum >> 2) as usize];
                }
                px[3] = ((four(3).iter().map(|&v| u32::from(v)).sum::<u32>() + 2) / 4) as u8;
            }
        }
        from = to;
    }
    pixels
}

// Every smaller size is exactly half the one before.
const _: () = assert!(WIDTH.is_multiple_of(1 << (PAGE_MIPS - 1)) && HEIGHT.is_multiple_of(1 << (PAGE_MIPS - 1)));

/// sRGB byte → linear light in 16 bits, and linear light in 16 bits → the nearest sRGB byte.
fn srgb_tables() -> &'static ([u16; 256], Vec<u8>) {
    static TABLES: std::sync::OnceLock<([u16; 256], Vec<u8>)> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let decode = |v: f64| if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) };
        let encode = |l: f64| if l <= 0.003_130_8 { l * 12.92 } else { 1.055 * l.powf(1.0 / 2.4) - 0.055 };
        let to_linear = std::array::from_fn(|i| (decode(i as f64 / 255.0) * 65535.0).round() as u16);
        let to_srgb = (0..=u16::MAX).map(|l| (encode(f64::from(l) / 65535.0) * 255.0).round() as u8).collect();
        (to_linear, to_srgb)
    })
}

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
    page.texture_descriptor.mip_level_count = PAGE_MIPS;
    page.sampler = ImageSampler::linear();
    page.texture_view_descriptor =
        Some(TextureViewDescriptor { dimension: Some(TextureViewDimension::D2Array), ..default() });
    page
}

/// Card sides to write into their pages' layers on the GPU: (page, layer, RGBA pixels as
/// `face_art` draws them, `WIDTH` × `HEIGHT`, then its smaller sizes: [`with_mips`]). In the main world, those kept since the last frame; in
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
        let mut offset = 0;
        for level in 0..PAGE_MIPS {
            let (width, height) = mip_size(level);
            let size = (width * height * 4) as usize;
            let Some(level_pixels) = pixels.get(offset..offset + size) else { break };
            queue.write_texture(
                TexelCopyTextureInfo {
                    texture: &gpu.texture,
                    mip_level: level,
                    origin: Origin3d { x: 0, y: 0, z: *layer },
                    aspect: TextureAspect::All,
                },
                level_pixels,
                TexelCopyBufferLayout { offset: 0, bytes_per_row: Some(width * 4), rows_per_image: Some(height) },
                Extent3d { width, height, depth_or_array_layers: 1 },
            );
            offset += size;
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn side(px: impl Fn(u32, u32) -> [u8; 4]) -> Vec<u8> {
        (0..HEIGHT).flat_map(|y| (0..WIDTH).map(move |x| (x, y))).flat_map(|(x, y)| px(x, y)).collect()
    }

    #[test]
    fn each_smaller_size_is_half_the_one_before_and_keeps_a_flat_colour() {
        let colour = [200, 30, 90, 255];
        let mips = with_mips(side(|_, _| colour));
        assert_eq!(mips.len(), (252 * 352 + 126 * 176 + 63 * 88) * 4);
        assert!(mips.chunks_exact(4).all(|p| p == colour), "every size shows the colour it was drawn in");
        assert_eq!(with_mips(vec![1, 2, 3, 4]), vec![1, 2, 3, 4], "pixels of another size are left alone");
    }

    #[test]
    fn a_smaller_size_averages_light_not_srgb_values() {
        // Black and white pixels side by side look mid grey from afar: half the light, which is
        // 188 in sRGB, not 128 (the mean of the bytes, too dark).
        let mips = with_mips(side(|x, _| if x % 2 == 0 { [0, 0, 0, 255] } else { [255, 255, 255, 255] }));
        let level1 = &mips[(WIDTH * HEIGHT * 4) as usize..][..4];
        assert_eq!(level1, [188, 188, 188, 255]);
        // The top-left quarter of a side becomes the top-left pixel of the next size.
        let mips = with_mips(side(|x, y| if x < 2 && y < 2 { [255, 0, 0, 255] } else { [0, 0, 255, 0] }));
        let level1 = &mips[(WIDTH * HEIGHT * 4) as usize..];
        assert_eq!(&level1[..8], [255, 0, 0, 255, 0, 0, 255, 0]);
    }
}
