//! The material of the table's flat shapes (the middle line, a lifted card's shadow): one
//! colour, no lighting (`flat.wgsl`). Bevy's `StandardMaterial`, even unlit, runs the physically
//! based shader's preamble for every pixel; on a software renderer the middle line alone, two
//! pixels tall, cost about as much as the 40 cards it divides.

use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// One colour, drawn as it is; blended when it is see-through.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct FlatMaterial {
    /// The colour, linear.
    #[uniform(0)]
    pub color: LinearRgba,
}

impl FlatMaterial {
    /// A material of this colour.
    pub fn new(color: Color) -> Self {
        Self { color: color.to_linear() }
    }
}

impl Material for FlatMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://bifronte/table/flat.wgsl".into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        if self.color.alpha < 1.0 { AlphaMode::Blend } else { AlphaMode::Opaque }
    }
}

/// Registers the material and embeds its shader.
pub struct FlatMaterialPlugin;

impl Plugin for FlatMaterialPlugin {
    fn build(&self, app: &mut App) {
        bevy::asset::embedded_asset!(app, "flat.wgsl");
        app.add_plugins(MaterialPlugin::<FlatMaterial>::default());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_see_through_colour_is_blended_and_a_solid_one_is_not() {
        assert_eq!(FlatMaterial::new(Color::srgba(0.0, 0.0, 0.0, 0.45)).alpha_mode(), AlphaMode::Blend);
        assert_eq!(FlatMaterial::new(Color::srgb(0.12, 0.40, 0.24)).alpha_mode(), AlphaMode::Opaque);
    }
}
