// A card side: its texture, as it is, with no lighting. The table's only per-pixel work, kept
// to one texture sample because a software renderer shades every covered pixel.
#import bevy_pbr::forward_io::VertexOutput

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var card_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var card_sampler: sampler;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    return textureSample(card_texture, card_sampler, mesh.uv);
}
