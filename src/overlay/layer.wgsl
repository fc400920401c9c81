// The overlay's marks layer, copied into the table's picture where it marks something
// (`overlay/layer.rs`): its pixels as they are, premultiplied, one to one.
#import bevy_pbr::forward_io::VertexOutput

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var layer: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var layer_sampler: sampler;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    return textureSample(layer, layer_sampler, mesh.uv);
}
