//! The material of a card side: its texture and nothing else (`card.wgsl`, one texture sample
//! a pixel). Bevy's `StandardMaterial`, even unlit, runs the physically based shader's
//! preamble for every pixel; on a software renderer that was most of the frame.

use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// A card side's texture, drawn as it is.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct CardMaterial {
    /// The side's pixels.
    #[texture(0)]
    #[sampler(1)]
    pub texture: Handle<Image>,
}

impl Material for CardMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://bifronte/table/card.wgsl".into()
    }
}

/// Registers the material and embeds its shader.
pub struct CardMaterialPlugin;

impl Plugin for CardMaterialPlugin {
    fn build(&self, app: &mut App) {
        bevy::asset::embedded_asset!(app, "card.wgsl");
        app.add_plugins(MaterialPlugin::<CardMaterial>::default());
    }
}
