// A card side: its texture, as it is, with no lighting. The table's only per-pixel work, kept
// to one texture sample because a software renderer shades every covered pixel. The texture is
// a layer of the material's page, the layer the mesh's tag (`card_material.rs`).
#import bevy_pbr::forward_io::VertexOutput
#import bevy_pbr::mesh_functions::get_tag

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var card_page: texture_2d_array<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var card_sampler: sampler;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    return textureSample(card_page, card_sampler, mesh.uv, get_tag(mesh.instance_index));
}
