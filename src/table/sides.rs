//! What each side of a card on the table shows, and its texture: the sides an object has as the
//! viewer sees it (its face, the other face, a back with a caption), drawn by `face_art.rs` or
//! taken from a picture, each distinct side kept once, on a layer of a page (`card_material.rs`)
//! in [`ArtCache`].

use std::collections::HashMap;

use bevy::prelude::*;

use super::card_material::{self, CardMaterial, PAGE_LAYERS, SideTexture, SideUploads};
use super::face_art::{self, CardArt, FaceArt, FaceMark};
use super::images::FaceImages;
use crate::i18n::Lang;
use crate::rules::Side;
use crate::view::{ObjectView, Shown};

/// Shared meshes, and where each distinct card side is kept: a layer of a page.
#[derive(Resource, Default)]
pub struct ArtCache {
    pub(super) mesh: Handle<Mesh>,
    pub(super) shadow: Handle<super::flat_material::FlatMaterial>,
    sides: HashMap<(CardArt, bool), SideTexture>,
    pages: Vec<Page>,
}

/// Where a kept side goes: page images, their materials, and the layers to write on the GPU.
type Stores<'a> = (&'a mut Assets<Image>, &'a mut Assets<CardMaterial>, &'a mut SideUploads);

/// Runs `f` with the cache and the stores taken out of `world`.
fn with_stores<R>(world: &mut World, f: impl FnOnce(&mut World, &mut ArtCache, Stores) -> R) -> R {
    world.resource_scope(|world, mut cache: Mut<ArtCache>| {
        world.resource_scope(|world, mut images: Mut<Assets<Image>>| {
            world.resource_scope(|world, mut materials: Mut<Assets<CardMaterial>>| {
                world.resource_scope(|world, mut uploads: Mut<SideUploads>| {
                    f(world, &mut cache, (&mut images, &mut materials, &mut uploads))
                })
            })
        })
    })
}

/// A page of card sides and its layers no side uses.
struct Page {
    image: Handle<Image>,
    material: Handle<CardMaterial>,
    free: Vec<u32>,
}

impl ArtCache {
    /// Distinct sides kept.
    pub(super) fn side_count(&self) -> usize {
        self.sides.len()
    }

    /// Keeps only the sides `keep` says yes to; the others' layers become free.
    pub(super) fn retain_sides(&mut self, mut keep: impl FnMut(&(CardArt, bool)) -> bool) {
        let pages = &mut self.pages;
        self.sides.retain(|key, side| {
            let kept = keep(key);
            if !kept && let Some(page) = pages.iter_mut().find(|p| p.material == side.material) {
                page.free.push(side.layer);
            }
            kept
        });
    }

    /// Keeps a side on a page with room (a new page when none has), its pixels to be written
    /// into its layer on the GPU, and says where.
    fn keep(&mut self, (images, materials, uploads): Stores, key: (CardArt, bool), pixels: Vec<u8>) -> SideTexture {
        if !self.pages.iter().any(|p| !p.free.is_empty()) {
            let image = images.add(card_material::new_page());
            let material = materials.add(CardMaterial { page: image.clone() });
            self.pages.push(Page { image, material, free: (0..PAGE_LAYERS).rev().collect() });
        }
        let page = self.pages.iter_mut().find(|p| !p.free.is_empty()).expect("a page with room");
        let layer = page.free.pop().expect("a free layer");
        uploads.0.push((page.image.id(), layer, pixels));
        let side = SideTexture { material: page.material.clone(), layer };
        self.sides.insert(key, side.clone());
        side
    }
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
pub fn arts_of(lang: Lang, o: &ObjectView) -> (CardArt, CardArt) {
    let (mut a, mut b) = sides_of(lang, o);
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

/// What a face-down permanent's back says, as a player would: "face-down 2/2", and how it got
/// there on a second line ("morph", "cloaked").
fn back_words(lang: Lang, kind: crate::rules::FaceDownKind) -> String {
    use crate::rules::FaceDownKind::*;
    let how = match kind {
        Plain => return lang.tr("panels-back-face-down"),
        Morph => "panels-back-morph",
        Megamorph => "panels-back-megamorph",
        Disguise => "panels-back-disguise",
        Manifest => "panels-back-manifested",
        Cloak => "panels-back-cloaked",
        ManifestDread => "panels-back-manifest-dread",
    };
    format!("{}\n{}", lang.tr("panels-back-face-down"), lang.tr(how))
}

fn sides_of(lang: Lang, o: &ObjectView) -> (CardArt, CardArt) {
    if let Some(kind) = o.face_down {
        let under = o
            .identity
            .as_ref()
            .map_or(CardArt::Back(None), |s| CardArt::Face(face_art_of(s, o.token, false, FaceMark::None)));
        return (under, CardArt::Back(Some(back_words(lang, kind))));
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
    stores: Stores,
    pictures: &mut FaceImages,
    art: &CardArt,
    upside_down: bool,
) -> SideTexture {
    if let Some(side) = cache.sides.get(&(art.clone(), upside_down)) {
        return side.clone();
    }
    let picture = match art {
        CardArt::Face(f) => pictures.picture(&f.name).map(|p| face_art::picture_pixels(p, f)),
        CardArt::Back(_) => None,
    };
    let pixels = side_pixels(picture, art, upside_down);
    cache.keep(stores, (art.clone(), upside_down), pixels)
}

/// One side's pixels: its picture's where it has one, else the generated frame; turned half a
/// turn when it is seen upside down; followed by its smaller sizes.
fn side_pixels(picture: Option<Vec<u8>>, art: &CardArt, upside_down: bool) -> Vec<u8> {
    let pixels = picture.unwrap_or_else(|| face_art::pixels(art));
    card_material::with_mips(if upside_down {
        pixels.chunks_exact(4).rev().flatten().copied().collect()
    } else {
        pixels
    })
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
/// threads.) A side whose picture is decoded already is left to [`material`]; one whose picture
/// is still to come (decoded in the background, or downloaded) has its picture asked for here
/// and its generated frame drawn meanwhile, replaced once the picture arrives.
pub(super) fn prepare_sides<'a>(world: &mut World, arts: impl Iterator<Item = &'a (CardArt, CardArt)>) {
    let mut wanted: Vec<(CardArt, bool)> = Vec::new();
    {
        let cache = world.resource::<ArtCache>();
        let mut seen = std::collections::HashSet::new();
        for key in arts.flat_map(side_keys) {
            if !cache.sides.contains_key(&key) && seen.insert(key.clone()) {
                wanted.push(key);
            }
        }
    }
    let mut pictures = world.resource_mut::<FaceImages>();
    wanted.retain(|(art, _)| match art {
        CardArt::Face(f) => !pictures.may_have_picture(&f.name) || pictures.picture(&f.name).is_none(),
        CardArt::Back(_) => true,
    });
    if wanted.len() < 2 {
        return;
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = wanted.len().div_ceil(threads);
    let drawn: Vec<Vec<u8>> = std::thread::scope(|scope| {
        let drawing: Vec<_> = wanted
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || part.iter().map(|(art, up)| side_pixels(None, art, *up)).collect::<Vec<_>>())
            })
            .collect();
        drawing.into_iter().flat_map(|d| d.join().expect("drawing a card side does not panic")).collect()
    });
    with_stores(world, |_, cache, (images, materials, uploads)| {
        for (key, pixels) in wanted.into_iter().zip(drawn) {
            cache.keep((images, materials, uploads), key, pixels);
        }
    });
}

pub(super) fn side_textures(world: &mut World, arts: &(CardArt, CardArt)) -> (SideTexture, SideTexture) {
    with_stores(world, |world, cache, (images, materials, uploads)| {
        let mut pictures = world.resource_mut::<FaceImages>();
        let [(a, a_upside), (b, b_upside)] = side_keys(arts);
        (
            material(cache, (images, materials, uploads), &mut pictures, &a, a_upside),
            material(cache, (images, materials, uploads), &mut pictures, &b, b_upside),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world() -> World {
        let mut world = World::new();
        world.init_resource::<ArtCache>();
        world.init_resource::<FaceImages>();
        world.init_resource::<Assets<Image>>();
        world.init_resource::<Assets<CardMaterial>>();
        world.init_resource::<SideUploads>();
        world
    }

    /// The pixels a side is drawn from, all its sizes: the last written into its layer of its page.
    fn drawn(world: &World, side: &SideTexture) -> Vec<u8> {
        let page = world.resource::<Assets<CardMaterial>>().get(&side.material).expect("kept").page.id();
        let uploads = &world.resource::<SideUploads>().0;
        let written = uploads.iter().rev().find(|(p, layer, _)| *p == page && *layer == side.layer);
        written.expect("its pixels are to be written").2.clone()
    }

    #[test]
    fn sides_drawn_ahead_on_the_task_pool_are_the_sides_material_draws() {
        let mut world = world();
        let bears = CardArt::Face(FaceArt { name: "Grizzly Bears".into(), colors: "G".into(), ..Default::default() });
        let elves = CardArt::Face(FaceArt { name: "Llanowar Elves".into(), colors: "G".into(), ..Default::default() });
        let morph = CardArt::Back(Some("face down: Morph".into()));
        let pairs = [
            (bears.clone(), CardArt::Back(None)),
            (elves.clone(), morph.clone()),
            (bears.clone(), CardArt::Back(None)),
        ];
        prepare_sides(&mut world, pairs.iter());
        // Four distinct sides, each drawn once, on one page; the face-down back turned half a turn.
        assert_eq!(world.resource::<ArtCache>().side_count(), 4);
        assert_eq!(world.resource::<Assets<Image>>().len(), 1);
        let kept = |world: &World, key: &(CardArt, bool)| world.resource::<ArtCache>().sides[key].clone();
        let elves_drawn = card_material::with_mips(face_art::pixels(&elves));
        assert_eq!(drawn(&world, &kept(&world, &(elves.clone(), false))), elves_drawn);
        let turned: Vec<u8> = face_art::pixels(&morph).chunks_exact(4).rev().flatten().copied().collect();
        assert_eq!(drawn(&world, &kept(&world, &(morph.clone(), true))), card_material::with_mips(turned));
        // `material` finds them: nothing is drawn twice.
        let (a, b) = side_textures(&mut world, &pairs[1]);
        assert_eq!(world.resource::<ArtCache>().side_count(), 4);
        assert_eq!(a, kept(&world, &(elves, false)));
        assert_eq!(b, kept(&world, &(morph, true)));
        assert_eq!(a.material, b.material, "one page, one material: drawn together");
        assert_ne!(a.layer, b.layer);
    }

    #[test]
    fn a_full_page_starts_another_and_a_forgotten_side_frees_its_layer() {
        let mut world = world();
        let art =
            |i: u32| CardArt::Face(FaceArt { name: format!("Card {i}"), colors: "U".into(), ..Default::default() });
        let pairs: Vec<(CardArt, CardArt)> = (0..PAGE_LAYERS).map(|i| (art(i), CardArt::Back(None))).collect();
        prepare_sides(&mut world, pairs.iter());
        // 32 faces and the plain back: one side more than a page holds.
        assert_eq!(world.resource::<ArtCache>().side_count(), PAGE_LAYERS as usize + 1);
        assert_eq!(world.resource::<Assets<Image>>().len(), 2);
        let gone = (art(3), false);
        let freed = world.resource::<ArtCache>().sides[&gone].clone();
        world.resource_mut::<ArtCache>().retain_sides(|key| *key != gone);
        assert_eq!(world.resource::<ArtCache>().side_count(), PAGE_LAYERS as usize);
        // The next new side takes the freed layer, drawn afresh, and no page is added.
        let (new, _) = side_textures(&mut world, &(art(99), CardArt::Back(None)));
        assert_eq!(new, freed);
        assert_eq!(drawn(&world, &new), card_material::with_mips(face_art::pixels(&art(99))));
        assert_eq!(world.resource::<Assets<Image>>().len(), 2);
    }
}
