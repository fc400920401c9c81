//! What each side of a card on the table shows, and its texture: the sides an object has as the
//! viewer sees it (its face, the other face, a back with a caption), drawn by `face_art.rs` or
//! taken from a picture, one material per distinct side, kept in [`ArtCache`].

use std::collections::HashMap;

use bevy::prelude::*;

use super::card_material::CardMaterial;
use super::face_art::{self, CardArt, FaceArt, FaceMark};
use super::images::FaceImages;
use crate::rules::Side;
use crate::view::{ObjectView, Shown};

/// Shared meshes and a material per distinct card side.
#[derive(Resource, Default)]
pub struct ArtCache {
    pub(super) mesh: Handle<Mesh>,
    pub(super) shadow: Handle<StandardMaterial>,
    pub(super) materials: HashMap<(CardArt, bool), Handle<CardMaterial>>,
}

fn letters(colors: crate::cards::ColorSet) -> String {
    colors.to_vec().into_iter().map(crate::cards::Color::letter).collect()
}

/// A face as drawn: only what the view shows.
pub fn face_art_of(s: &Shown, token: bool, modified: bool, face: FaceMark) -> FaceArt {
    let corner = match (s.power, s.toughness, s.loyalty, s.defense) {
        (Some(p), Some(t), _, _) => format!("{p}/{t}"),
        (_, _, Some(l), _) => format!("loyalty {l}"),
        (_, _, _, Some(d)) => format!("defense {d}"),
        _ => String::new(),
    };
    FaceArt {
        name: s.name.clone(),
        mana_cost: s.mana_cost.clone(),
        type_line: s.type_line.clone(),
        text: s.text.clone(),
        corner,
        modified,
        colors: letters(s.colors),
        is_land: s.is_land(),
        is_token: token,
        face,
        flip_half: None,
        phased_out: false,
    }
}

/// The two sides of an object the viewer can see: (front-face side, back side). A phased-out
/// permanent (702.26b) is drawn dimmed, and a face-down one's back says it on a line of its
/// own, as it says that the permanent is flipped (710.2: a card back looks the same either
/// way round).
pub fn arts_of(o: &ObjectView) -> (CardArt, CardArt) {
    let (mut a, mut b) = sides_of(o);
    for side in [&mut a, &mut b] {
        match side {
            CardArt::Face(f) => f.phased_out = o.phased_out,
            CardArt::Back(Some(caption)) => {
                for (mark, line) in [(o.flipped, "flipped"), (o.phased_out, "phased out")] {
                    if mark {
                        caption.push('\n');
                        caption.push_str(line);
                    }
                }
            }
            CardArt::Back(None) => {}
        }
    }
    (a, b)
}

fn sides_of(o: &ObjectView) -> (CardArt, CardArt) {
    if let Some(kind) = o.face_down {
        let under = o
            .identity
            .as_ref()
            .map_or(CardArt::Back(None), |s| CardArt::Face(face_art_of(s, o.token, false, FaceMark::None)));
        return (under, CardArt::Back(Some(format!("face down: {kind:?}"))));
    }
    if let Some(half) = &o.flip_half {
        // 710.1: one card, the normal half on top and the alternative half upside down; the
        // visual is turned half a turn while flipped. One frame colour (710.1c).
        let up = face_art_of(&o.shown, o.token, o.pt_modified, FaceMark::None);
        let mut other = face_art_of(half, o.token, false, FaceMark::None);
        other.colors.clone_from(&up.colors);
        let (mut normal, alt) = if o.flipped { (other, up) } else { (up, other) };
        normal.flip_half = Some(Box::new(alt));
        return (CardArt::Face(normal), CardArt::Back(None));
    }
    let (up_mark, other_mark) = match o.face {
        Side::Front => (FaceMark::Front, FaceMark::Back),
        Side::Back => (FaceMark::Back, FaceMark::Front),
    };
    let up_mark = if o.other_face.is_some() { up_mark } else { FaceMark::None };
    let up = CardArt::Face(face_art_of(&o.shown, o.token, o.pt_modified, up_mark));
    match (&o.other_face, o.face) {
        (Some(other), Side::Front) => (up, CardArt::Face(face_art_of(other, o.token, false, other_mark))),
        (Some(other), Side::Back) => (CardArt::Face(face_art_of(other, o.token, false, other_mark)), up),
        (None, _) => (up, CardArt::Back(None)),
    }
}

fn material(
    cache: &mut ArtCache,
    images: &mut Assets<Image>,
    materials: &mut Assets<CardMaterial>,
    pictures: &mut FaceImages,
    art: &CardArt,
    upside_down: bool,
) -> Handle<CardMaterial> {
    if let Some(h) = cache.materials.get(&(art.clone(), upside_down)) {
        return h.clone();
    }
    let picture = match art {
        CardArt::Face(f) => pictures.picture(&f.name).map(|p| face_art::picture_pixels(p, f)),
        CardArt::Back(_) => None,
    };
    let image = side_image(picture, art, upside_down);
    keep_material(cache, images, materials, (art.clone(), upside_down), image)
}

/// One side's texture: its picture's pixels where it has one, else the generated frame; turned
/// half a turn when it is seen upside down.
fn side_image(picture: Option<Vec<u8>>, art: &CardArt, upside_down: bool) -> Image {
    let mut image = picture.map_or_else(|| face_art::image(art), face_art::texture);
    if upside_down && let Some(data) = image.data.as_mut() {
        let px: Vec<[u8; 4]> = data.chunks_exact(4).rev().map(|c| [c[0], c[1], c[2], c[3]]).collect();
        *data = px.concat();
    }
    image
}

fn keep_material(
    cache: &mut ArtCache,
    images: &mut Assets<Image>,
    materials: &mut Assets<CardMaterial>,
    key: (CardArt, bool),
    image: Image,
) -> Handle<CardMaterial> {
    let h = materials.add(CardMaterial { texture: images.add(image) });
    cache.materials.insert(key, h.clone());
    h
}

/// The two sides of a visual as textures are keyed: the back side is seen after a turn over the
/// short axis when face down, so its caption is drawn upside down to read.
fn side_keys(arts: &(CardArt, CardArt)) -> [(CardArt, bool); 2] {
    let b_upside = matches!(arts.1, CardArt::Back(Some(_)));
    [(arts.0.clone(), false), (arts.1.clone(), b_upside)]
}

/// Draws the generated sides among `arts` that no texture is kept for yet, on one thread per
/// core, and keeps them: a table's first frame draws hundreds of distinct sides, each mostly
/// text rendering. (Bevy's compute task pool has a single thread on two cores, so plain scoped
/// threads.) Sides with a picture are left to [`material`], which starts their decoding.
pub(super) fn prepare_materials<'a>(world: &mut World, arts: impl Iterator<Item = &'a (CardArt, CardArt)>) {
    let mut wanted: Vec<(CardArt, bool)> = Vec::new();
    {
        let cache = world.resource::<ArtCache>();
        let mut seen = std::collections::HashSet::new();
        for key in arts.flat_map(side_keys) {
            if !cache.materials.contains_key(&key) && seen.insert(key.clone()) {
                wanted.push(key);
            }
        }
    }
    let pictures = world.resource::<FaceImages>();
    wanted.retain(|(art, _)| match art {
        CardArt::Face(f) => !pictures.has_picture(&f.name),
        CardArt::Back(_) => true,
    });
    if wanted.len() < 2 {
        return;
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = wanted.len().div_ceil(threads);
    let drawn: Vec<Image> = std::thread::scope(|scope| {
        let drawing: Vec<_> = wanted
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || part.iter().map(|(art, up)| side_image(None, art, *up)).collect::<Vec<_>>())
            })
            .collect();
        drawing.into_iter().flat_map(|d| d.join().expect("drawing a card side does not panic")).collect()
    });
    world.resource_scope(|world, mut cache: Mut<ArtCache>| {
        world.resource_scope(|world, mut images: Mut<Assets<Image>>| {
            let mut materials = world.resource_mut::<Assets<CardMaterial>>();
            for (key, image) in wanted.into_iter().zip(drawn) {
                keep_material(&mut cache, &mut images, &mut materials, key, image);
            }
        })
    });
}

pub(super) fn materials_for(world: &mut World, arts: &(CardArt, CardArt)) -> (Handle<CardMaterial>, Handle<CardMaterial>) {
    world.resource_scope(|world, mut cache: Mut<ArtCache>| {
        world.resource_scope(|world, mut images: Mut<Assets<Image>>| {
            world.resource_scope(|world, mut pictures: Mut<FaceImages>| {
                let mut materials = world.resource_mut::<Assets<CardMaterial>>();
                let [(a, a_upside), (b, b_upside)] = side_keys(arts);
                (
                    material(&mut cache, &mut images, &mut materials, &mut pictures, &a, a_upside),
                    material(&mut cache, &mut images, &mut materials, &mut pictures, &b, b_upside),
                )
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_drawn_ahead_on_the_task_pool_are_the_sides_material_draws() {
        let mut world = World::new();
        world.init_resource::<ArtCache>();
        world.init_resource::<FaceImages>();
        world.init_resource::<Assets<Image>>();
        world.init_resource::<Assets<CardMaterial>>();
        let bears = CardArt::Face(FaceArt { name: "Grizzly Bears".into(), colors: "G".into(), ..Default::default() });
        let elves = CardArt::Face(FaceArt { name: "Llanowar Elves".into(), colors: "G".into(), ..Default::default() });
        let morph = CardArt::Back(Some("face down: Morph".into()));
        let pairs = [
            (bears.clone(), CardArt::Back(None)),
            (elves.clone(), morph.clone()),
            (bears.clone(), CardArt::Back(None)),
        ];
        prepare_materials(&mut world, pairs.iter());
        // Four distinct sides, each drawn once; the face-down back turned half a turn.
        assert_eq!(world.resource::<ArtCache>().materials.len(), 4);
        assert_eq!(world.resource::<Assets<Image>>().len(), 4);
        let texture = |world: &World, key: &(CardArt, bool)| {
            let h = &world.resource::<ArtCache>().materials[key];
            let m = world.resource::<Assets<CardMaterial>>().get(h).expect("kept").texture.clone();
            world.resource::<Assets<Image>>().get(&m).expect("kept").data.clone().expect("pixels")
        };
        assert_eq!(texture(&world, &(elves.clone(), false)), face_art::pixels(&elves));
        let turned: Vec<u8> = face_art::pixels(&morph).chunks_exact(4).rev().flatten().copied().collect();
        assert_eq!(texture(&world, &(morph.clone(), true)), turned);
        // `material` finds them: nothing is drawn twice.
        let (a, b) = materials_for(&mut world, &pairs[1]);
        assert_eq!(world.resource::<Assets<Image>>().len(), 4);
        assert_eq!(Some(&a), world.resource::<ArtCache>().materials.get(&(elves, false)));
        assert_eq!(Some(&b), world.resource::<ArtCache>().materials.get(&(morph, true)));
    }

}
