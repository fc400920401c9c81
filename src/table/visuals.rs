//! One visual per object on the table: two textured sides, a shadow, and eased, interruptible
//! animations towards where the layout puts it and how the rules say it lies.

use std::collections::HashMap;
use std::f32::consts::PI;

use bevy::prelude::*;

use super::face_art::CardArt;
use super::flat_material::{FlatMaterial, FlatMaterialPlugin};
use super::images::FaceImages;
use super::layout::{CARD, HAND_SCALE, Slot};
use super::sides::{ArtCache, arts_of, prepare_sides, side_textures};
use super::state::CurrentLayout;
use crate::rules::{RulesSystems, Side, TableRevision};
use crate::session::{SessionSystems, TableMotion};
use crate::view::ObjectView;

/// The table's system sets, after the rules kernel's.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VisualSystems {
    /// Create, update and retire visuals from the view.
    Sync,
    /// Advance animations.
    Animate,
}

/// Seconds a transform or face-down flip takes.
pub const FLIP_SECS: f32 = 0.5;
/// Seconds a move or tap takes.
pub const MOVE_SECS: f32 = 0.35;
/// Seconds a token takes to dissolve.
pub const DISSOLVE_SECS: f32 = 0.4;

/// The visual of one rules object.
#[derive(Component, Debug)]
pub struct CardVisual {
    /// The rules object it shows.
    pub object: Entity,
    /// Its two sides as drawn.
    pub arts: (CardArt, CardArt),
    flipper: Entity,
    shadow: Entity,
    side_a: Entity,
    side_b: Entity,
}

/// Present while a visual is moving, flipping or dissolving.
#[derive(Component, Debug, Default)]
pub struct Animating;

/// A card being dragged: it follows the pointer, and no animation moves it.
#[derive(Component, Debug, Clone, Copy)]
pub struct Dragged;

/// An eased, interruptible animation: a new target starts from wherever the card is now.
#[derive(Component, Debug, Clone)]
pub struct Anim {
    pos: (Vec3, Vec3),
    yaw: (f32, f32),
    scale: (f32, f32),
    flip: (Quat, Quat),
    t_move: f32,
    t_flip: f32,
    /// Progress of dissolving (a token that ceased to exist), 0 to 1.
    pub dissolve: Option<f32>,
    /// Deep in a pile: hidden once settled (see `Slot::covered`).
    covered: bool,
    /// The second card of a meld pair travelling onto its partner (712.4a): gone once there.
    joining: bool,
}

impl Anim {
    /// Held at `p` (by the pointer): released, it eases from there to its target.
    pub fn drag_to(&mut self, p: Vec3) {
        self.pos.0 = p;
        self.t_move = 0.0;
    }

    fn at(pos: Vec3, yaw: f32, flip: Quat) -> Anim {
        Anim {
            pos: (pos, pos),
            yaw: (yaw, yaw),
            scale: (1.0, 1.0),
            flip: (flip, flip),
            t_move: 1.0,
            t_flip: 1.0,
            dissolve: None,
            covered: false,
            joining: false,
        }
    }
    /// Travelling onto the other card of its meld pair, to become part of the melded permanent.
    pub fn joining(&self) -> bool {
        self.joining
    }
    fn now_pos(&self) -> Vec3 {
        self.pos.0.lerp(self.pos.1, ease(self.t_move))
    }
    fn now_yaw(&self) -> f32 {
        self.yaw.0 + (self.yaw.1 - self.yaw.0) * ease(self.t_move)
    }
    fn now_scale(&self) -> f32 {
        self.scale.0 + (self.scale.1 - self.scale.0) * ease(self.t_move)
    }
    fn now_flip(&self) -> Quat {
        self.flip.0.slerp(self.flip.1, ease(self.t_flip))
    }
    /// Height of the lift during a flip: up and back down.
    fn lift(&self) -> f32 {
        if self.t_flip < 1.0 { (self.t_flip * PI).sin() * 0.55 } else { 0.0 }
    }
    fn settled(&self) -> bool {
        self.t_move >= 1.0 && self.t_flip >= 1.0 && self.dissolve.is_none()
    }
}

fn ease(t: f32) -> f32 {
    EaseFunction::CubicInOut.sample_clamped(t.clamp(0.0, 1.0))
}

/// How the card lies: turned about its long axis when its back face is up (a transform), over
/// its short axis when face down, and half a turn on the table when flipped (710.2), so the
/// flip card's upside-down half reads. A face-down card isn't turned for being flipped: its
/// back looks the same either way round, and its caption says it (see [`arts_of`]).
pub fn flip_rotation(back_up: bool, face_down: bool, flipped: bool) -> Quat {
    let z = if back_up { PI } else { 0.0 };
    let x = if face_down { PI } else { 0.0 };
    let y = if flipped && !face_down { PI } else { 0.0 };
    Quat::from_rotation_z(z) * Quat::from_rotation_x(x) * Quat::from_rotation_y(y)
}

/// What the visuals were last built from.
#[derive(Resource, Default)]
struct Built {
    /// The table's revision it was built from.
    revision: u64,
    /// The seat it was built for.
    seat: Option<usize>,
    /// The 3D view's aspect ratio, in hundredths.
    aspect: u32,
    /// The table's width the camera shows at most (cards drawn larger), in hundredths.
    shown_width: Option<u32>,
    /// The card under the pointer (a hovered hand card rises).
    hovered: Option<Entity>,
    /// Visuals by the object's id, which survives a table rebuilt by undo or load.
    by_id: HashMap<String, Entity>,
    /// The ids drawn as a hidden card's back, and whose pile they lie in.
    backs: HashMap<String, String>,
}

/// Table visuals.
pub struct VisualsPlugin;

impl Plugin for VisualsPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<super::card_material::CardMaterialPlugin>() {
            app.add_plugins(super::card_material::CardMaterialPlugin);
        }
        if !app.is_plugin_added::<FlatMaterialPlugin>() {
            app.add_plugins(FlatMaterialPlugin);
        }
        app.init_resource::<ArtCache>()
            .init_resource::<FaceImages>()
            .init_resource::<Built>()
            .configure_sets(
                Update,
                (VisualSystems::Sync, VisualSystems::Animate)
                    .chain()
                    .after(RulesSystems::Log)
                    .after(SessionSystems::Record),
            )
            .add_systems(Startup, setup_cache)
            .init_resource::<TableMotion>()
            .add_systems(
                Update,
                (
                    (sync_visuals, pictures_arrived).chain().in_set(VisualSystems::Sync),
                    animate.in_set(VisualSystems::Animate),
                ),
            )
            .add_systems(Update, report_motion.after(VisualSystems::Animate));
    }
}

/// Tells the session whether anything is still moving (scene play waits for it).
fn report_motion(moving: Query<(), With<Animating>>, mut motion: ResMut<TableMotion>) {
    let now = !moving.is_empty();
    if motion.0 != now {
        motion.0 = now;
    }
}

fn setup_cache(
    mut cache: ResMut<ArtCache>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<FlatMaterial>>,
) {
    cache.mesh = meshes.add(Plane3d::new(Vec3::Y, CARD / 2.0));
    cache.shadow = materials.add(FlatMaterial::new(Color::srgba(0.0, 0.0, 0.0, 0.45)));
}

/// Rebuilds the table's targets from the view whenever the table's revision moved or the seat
/// changed (on a client, the revision moves with each model that arrives).
fn sync_visuals(world: &mut World) {
    let viewed = world.resource::<super::ViewedTable>();
    if viewed.seat.is_empty() && viewed.players.is_empty() {
        return;
    }
    let revision = world.resource::<TableRevision>().0;
    let seat = world.resource::<super::Seat>().0;
    let hovered = world.get_resource::<super::state::Hovered>().and_then(|h| h.0);
    let (aspect, shown_width, (size, least)) = {
        let mut q = world.query_filtered::<&Camera, With<super::TableCamera>>();
        let window = q.iter(world).next().and_then(Camera::logical_target_size).unwrap_or(Vec2::new(16.0, 9.0));
        let size = world.get_resource::<super::TableArea>().copied().unwrap_or_default().within(window).size();
        // Cards drawn at least so tall: the table's width the camera shows at most.
        let least = world.get_resource::<super::CardSize>().map_or(0.0, |c| c.0);
        let shown = (least > 0.0).then(|| size.x * CARD.y / least);
        ((size.x / size.y.max(1.0) * 100.0).round() as u32, shown, (size, least))
    };
    {
        let built = world.resource::<Built>();
        let same_size = built.shown_width == shown_width.map(|w| (w * 100.0).round() as u32);
        if built.revision == revision
            && built.seat == Some(seat)
            && built.aspect == aspect
            && built.hovered == hovered
            && same_size
        {
            return;
        }
    }
    let viewed = world.resource::<super::ViewedTable>().clone();
    let (view, names, seat_name) = (&viewed.view, &viewed.players, &viewed.seat);
    let mut laid = super::lay_out(view, names, seat_name, (aspect as f32 / 100.0, size), (least, shown_width));
    // The hovered card of the seat's hand rises into full view.
    if let Some((_, slot)) = laid.slots.iter_mut().find(|(e, s)| Some(*e) == hovered && s.scale == HAND_SCALE) {
        slot.pos += Vec3::new(0.0, 0.2, -CARD.y * HAND_SCALE * 0.35);
    }
    let objects: HashMap<Entity, &ObjectView> = view.objects.iter().map(|o| (o.entity, o)).collect();
    let back_owner: HashMap<Entity, &str> =
        view.hidden.iter().flat_map(|h| h.entities.iter().map(|e| (*e, h.owner.as_str()))).collect();
    let slots: Vec<(Entity, String, Slot)> =
        laid.slots.iter().filter_map(|(e, slot)| viewed.key(*e).map(|key| (*e, key, *slot))).collect();
    let seen: std::collections::HashSet<&str> = slots.iter().map(|(_, id, _)| id.as_str()).collect();
    // Visuals of objects no longer shown: tokens that ceased to exist dissolve. A hidden card's
    // back that vanished as a card of the same player came into view (a client knows a card
    // from an opponent's hand only by a new id) gives that card where it starts from.
    let gone: Vec<(String, Entity)> = world
        .resource::<Built>()
        .by_id
        .iter()
        .filter(|(o, _)| !seen.contains(o.as_str()))
        .map(|(o, v)| (o.clone(), *v))
        .collect();
    let mut vanished: Vec<(String, Vec3)> = Vec::new();
    // 712.4a: a card that became part of a melded permanent travels onto the card that now
    // represents it (whose name its view gives), then is gone.
    let melded_into: HashMap<&str, Vec3> = view
        .objects
        .iter()
        .filter_map(|o| {
            let slot = slots.iter().find(|(e, ..)| *e == o.entity)?;
            Some((o.melded_with.as_deref()?, slot.2.pos))
        })
        .collect();
    for (id, visual) in gone {
        let joins = match world.get::<CardVisual>(visual).map(|v| &v.arts.0) {
            Some(CardArt::Face(f)) => melded_into.get(f.name.as_str()).copied(),
            _ => None,
        };
        if let Some(onto) = joins
            && let Some(mut anim) = world.get_mut::<Anim>(visual)
        {
            let (p, y, sc) = (anim.now_pos(), anim.now_yaw(), anim.now_scale());
            anim.pos = (p, onto + Vec3::Y * 0.01);
            anim.yaw = (y, y);
            anim.scale = (sc, sc);
            anim.t_move = 0.0;
            anim.joining = true;
            world.entity_mut(visual).insert(Animating);
            world.resource_mut::<Built>().by_id.remove(&id);
            continue;
        }
        let mut built = world.resource_mut::<Built>();
        built.by_id.remove(&id);
        if let Some(owner) = built.backs.remove(&id)
            && let Some(anim) = world.get::<Anim>(visual)
        {
            vanished.push((owner, anim.now_pos()));
            world.entity_mut(visual).despawn();
            continue;
        }
        if let Some(mut anim) = world.get_mut::<Anim>(visual) {
            anim.dissolve = Some(0.0);
            world.entity_mut(visual).insert(Animating);
        }
    }
    let drawn: Vec<((CardArt, CardArt), bool, bool, bool)> = slots
        .iter()
        .map(|(e, ..)| match objects.get(e) {
            Some(o) => (
                arts_of(crate::table::language::Language::of(world), o),
                o.other_face.is_some() && o.face == Side::Back,
                o.face_down.is_some(),
                o.flipped,
            ),
            None => ((CardArt::Back(None), CardArt::Back(None)), false, false, false),
        })
        .collect();
    prepare_sides(world, drawn.iter().map(|d| &d.0));
    for ((e, id, slot), (arts, back_up, face_down, flipped)) in slots.iter().zip(drawn) {
        let owner = objects.get(e).map(|o| o.owner.as_str()).or_else(|| back_owner.get(e).copied());
        let origin = match world.resource::<Built>().by_id.contains_key(id) {
            true => None,
            false => owner.and_then(|w| vanished.iter().position(|(o, _)| o == w)).map(|i| vanished.remove(i).1),
        };
        place(world, *e, id, slot, arts, flip_rotation(back_up, face_down, flipped), origin);
        if let Some(w) = back_owner.get(e) {
            world.resource_mut::<Built>().backs.insert(id.clone(), w.to_string());
        }
    }
    world.insert_resource(CurrentLayout(laid));
    let mut built = world.resource_mut::<Built>();
    built.revision = revision;
    built.seat = Some(seat);
    built.aspect = aspect;
    built.shown_width = shown_width.map(|w| (w * 100.0).round() as u32);
    built.hovered = hovered;
}

/// Puts an object's visual on its way to `slot`. A new visual starts where it belongs, or, given
/// an `origin`, face down there (where the back it was drawn as vanished), and travels.
fn place(
    world: &mut World,
    object: Entity,
    id: &str,
    slot: &Slot,
    arts: (CardArt, CardArt),
    flip: Quat,
    origin: Option<Vec3>,
) {
    let yaw = slot.yaw();
    let existing = world.resource::<Built>().by_id.get(id).copied();
    let visual = existing.unwrap_or_else(|| {
        let v = spawn_visual(world, (object, id), (slot.pos, slot.scale), yaw, flip, &arts);
        world.resource_mut::<Built>().by_id.insert(id.to_string(), v);
        if let Some(from) = origin {
            let mut anim = world.get_mut::<Anim>(v).expect("visuals animate");
            anim.pos = (from, from);
            anim.flip = (flip_rotation(false, true, false), flip_rotation(false, true, false));
        }
        v
    });
    // After a rebuild (undo, load) the same card is a new entity: follow it.
    world.get_mut::<CardVisual>(visual).expect("visual").object = object;
    let (side_a, side_b, old_arts) = {
        let cv = world.get::<CardVisual>(visual).expect("visuals have CardVisual");
        (cv.side_a, cv.side_b, cv.arts.clone())
    };
    if old_arts != arts {
        let (ma, mb) = side_textures(world, &arts);
        world.entity_mut(side_a).insert(ma.components());
        world.entity_mut(side_b).insert(mb.components());
        world.get_mut::<CardVisual>(visual).expect("visual").arts = arts;
    }
    let mut anim = world.get_mut::<Anim>(visual).expect("visuals animate");
    let mut moving = false;
    if anim.pos.1 != slot.pos || anim.yaw.1 != yaw || anim.scale.1 != slot.scale {
        let (p, y, s) = (anim.now_pos(), anim.now_yaw(), anim.now_scale());
        anim.pos = (p, slot.pos);
        anim.yaw = (y, yaw);
        anim.scale = (s, slot.scale);
        anim.t_move = 0.0;
        moving = true;
    }
    if anim.flip.1 != flip {
        let f = anim.now_flip();
        anim.flip = (f, flip);
        anim.t_flip = 0.0;
        moving = true;
    }
    anim.covered = slot.covered;
    if moving {
        world.entity_mut(visual).insert(Animating);
    }
    // A covered card shows while it travels; `animate` hides it once it has settled.
    let travelling = world.get::<Animating>(visual).is_some();
    world.entity_mut(visual).insert(if slot.covered && !travelling {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    });
}

/// The most distinct card sides kept (layers of the texture pages, `card_material.rs`); past it,
/// those no card shows are dropped and their layers reused.
pub const SIDES_KEPT: usize = 512;

/// Pictures decoded in the background since the last frame: the sides that show those faces are
/// drawn again with them. And the sides kept are bounded: once there are more than
/// [`SIDES_KEPT`], the sides no card shows any more are dropped.
fn pictures_arrived(world: &mut World) {
    let arrived: std::collections::HashSet<String> =
        world.resource_mut::<FaceImages>().arrivals().into_iter().collect();
    let shows = |art: &CardArt, keys: &std::collections::HashSet<String>| matches!(art, CardArt::Face(f) if keys.contains(&super::images::key(&f.name)));
    if !arrived.is_empty() {
        world.resource_mut::<ArtCache>().retain_sides(|(art, _)| !shows(art, &arrived));
        let mut q = world.query::<&CardVisual>();
        let stale: Vec<(Entity, Entity, (CardArt, CardArt))> = q
            .iter(world)
            .filter(|v| shows(&v.arts.0, &arrived) || shows(&v.arts.1, &arrived))
            .map(|v| (v.side_a, v.side_b, v.arts.clone()))
            .collect();
        for (side_a, side_b, arts) in stale {
            let (ma, mb) = side_textures(world, &arts);
            world.entity_mut(side_a).insert(ma.components());
            world.entity_mut(side_b).insert(mb.components());
        }
        world.write_message(bevy::window::RequestRedraw);
    }
    if world.resource::<ArtCache>().side_count() > SIDES_KEPT {
        let mut q = world.query::<&CardVisual>();
        let shown: std::collections::HashSet<CardArt> =
            q.iter(world).flat_map(|v| [v.arts.0.clone(), v.arts.1.clone()]).collect();
        world.resource_mut::<ArtCache>().retain_sides(|(art, _)| shown.contains(art));
    }
}

fn spawn_visual(
    world: &mut World,
    (object, id): (Entity, &str),
    (pos, scale): (Vec3, f32),
    yaw: f32,
    flip: Quat,
    arts: &(CardArt, CardArt),
) -> Entity {
    let (ma, mb) = side_textures(world, arts);
    let (mesh, shadow_mat) = {
        let c = world.resource::<ArtCache>();
        (c.mesh.clone(), c.shadow.clone())
    };
    let (shown_a, shown_b) = sides_shown(flip);
    let side_a =
        world.spawn((Mesh3d(mesh.clone()), ma.components(), Transform::from_xyz(0.0, 0.002, 0.0), shown_a)).id();
    let side_b = world
        .spawn((
            Mesh3d(mesh.clone()),
            mb.components(),
            Transform::from_xyz(0.0, -0.002, 0.0).with_rotation(Quat::from_rotation_z(PI)),
            shown_b,
        ))
        .id();
    let flipper =
        world.spawn((Transform::from_rotation(flip), Visibility::default())).add_children(&[side_a, side_b]).id();
    let shadow = world
        .spawn((Mesh3d(mesh), MeshMaterial3d(shadow_mat), Transform::from_xyz(0.0, 0.001, 0.0), Visibility::Hidden))
        .id();
    let name = format!("visual {id}");
    world
        .spawn((
            Name::new(name),
            CardVisual { object, arts: arts.clone(), flipper, shadow, side_a, side_b },
            Anim { scale: (scale, scale), ..Anim::at(pos, yaw, flip) },
            Transform::from_translation(pos).with_rotation(Quat::from_rotation_y(yaw)).with_scale(Vec3::splat(scale)),
            Visibility::default(),
        ))
        .add_children(&[flipper, shadow])
        .id()
}

/// Which of a card's two sides to draw, turned over by `flip`: the one facing up, since the
/// camera looks down at the table, and both while the card is on its edge in a flip. The side
/// facing the felt would only be culled by the GPU after it was queued, prepared and its
/// vertices transformed: twice the sides a table shows.
fn sides_shown(flip: Quat) -> (Visibility, Visibility) {
    let up = (flip * Vec3::Y).y;
    let shown = |yes: bool| if yes { Visibility::Inherited } else { Visibility::Hidden };
    (shown(up > -0.05), shown(up < 0.05))
}

/// A card's visual as `animate` moves it.
type AnimatedCard<'a> = (Entity, &'a CardVisual, &'a mut Anim, &'a mut Transform);

fn animate(
    mut commands: Commands,
    time: Res<Time>,
    mut visuals: Query<AnimatedCard, (With<Animating>, Without<Dragged>)>,
    mut parts: Query<(&mut Transform, &mut Visibility), Without<Anim>>,
) {
    let dt = time.delta_secs();
    for (e, cv, mut anim, mut tf) in &mut visuals {
        anim.t_move = (anim.t_move + dt / MOVE_SECS).min(1.0);
        anim.t_flip = (anim.t_flip + dt / FLIP_SECS).min(1.0);
        let lift = anim.lift();
        tf.translation = anim.now_pos() + Vec3::Y * lift;
        tf.rotation = Quat::from_rotation_y(anim.now_yaw());
        tf.scale = Vec3::splat(anim.now_scale());
        if let Ok((mut ft, _)) = parts.get_mut(cv.flipper) {
            ft.rotation = anim.now_flip();
        }
        let (shown_a, shown_b) = sides_shown(anim.now_flip());
        for (side, shown) in [(cv.side_a, shown_a), (cv.side_b, shown_b)] {
            if let Ok((_, mut vis)) = parts.get_mut(side) {
                vis.set_if_neq(shown);
            }
        }
        if let Ok((mut st, mut vis)) = parts.get_mut(cv.shadow) {
            // The shadow stays on the felt, offset and softened as the card rises.
            st.translation = Vec3::new(0.25 * lift, 0.001 - lift, 0.25 * lift);
            st.scale = Vec3::splat(1.0 + 0.2 * lift);
            *vis = if lift > 0.0 { Visibility::Visible } else { Visibility::Hidden };
        }
        let scale = anim.now_scale();
        if let Some(d) = anim.dissolve.as_mut() {
            *d += dt / DISSOLVE_SECS;
            let k = (1.0 - *d).max(0.0);
            tf.scale = Vec3::splat(k * scale);
            tf.translation.y += 0.3 * (1.0 - k);
            if *d >= 1.0 {
                commands.entity(e).despawn();
                continue;
            }
        }
        if anim.settled() && anim.joining {
            commands.entity(e).despawn();
            continue;
        }
        if anim.settled() {
            commands.entity(e).remove::<Animating>();
            if anim.covered {
                commands.entity(e).insert(Visibility::Hidden);
            }
        }
    }
}

/// The card object a picked mesh belongs to: the pointer hits a side of the card, whose visual
/// is up to two levels up.
pub(crate) fn visual_object(visuals: &Query<&CardVisual>, parents: &Query<&ChildOf>, mut e: Entity) -> Option<Entity> {
    for _ in 0..3 {
        if let Ok(v) = visuals.get(e) {
            return Some(v.object);
        }
        e = parents.get(e).ok()?.parent();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flips_turn_about_the_right_axes() {
        let up = Vec3::Y;
        // A transform turns the card about its long axis (the table's Z): the top goes down.
        assert!((flip_rotation(true, false, false) * up).y < -0.99);
        assert!((flip_rotation(true, false, false) * Vec3::Z).z > 0.99, "the long axis stays put");
        // Face down turns it over the short axis (X).
        assert!((flip_rotation(false, true, false) * up).y < -0.99);
        assert!((flip_rotation(false, true, false) * Vec3::X).x > 0.99);
        // A flipped flip card turns half a turn on the table (710.2): still face up, its top
        // edge now towards the viewer, so the upside-down half reads.
        assert_eq!(flip_rotation(false, true, true), flip_rotation(false, true, false), "a back isn't turned for it");
        let flipped = flip_rotation(false, false, true);
        assert!((flipped * up).y > 0.99, "it stays face up");
        assert!((flipped * Vec3::Z).z < -0.99 && (flipped * Vec3::X).x < -0.99);
    }

    #[test]
    fn only_the_side_facing_the_camera_is_drawn_but_both_on_edge() {
        let hidden = Visibility::Hidden;
        let (a, b) = sides_shown(Quat::IDENTITY);
        assert!(a != hidden && b == hidden, "face up: the front side only");
        for down in [flip_rotation(true, false, false), flip_rotation(false, true, false)] {
            let (a, b) = sides_shown(down);
            assert!(a == hidden && b != hidden, "turned over either way: the back side only");
        }
        let (a, b) = sides_shown(Quat::from_rotation_z(PI / 2.0));
        assert!(a != hidden && b != hidden, "on its edge mid-flip: both");
        // Shown is inherited, so a covered card (its visual hidden) stays hidden.
        assert_eq!(sides_shown(Quat::IDENTITY).0, Visibility::Inherited);
    }

    #[test]
    fn animations_ease_from_where_they_are() {
        let mut a = Anim::at(Vec3::ZERO, 0.0, Quat::IDENTITY);
        assert!(a.settled());
        a.pos = (Vec3::ZERO, Vec3::X);
        a.t_move = 0.5;
        assert!((a.now_pos().x - 0.5).abs() < 1e-5, "cubic in-out is halfway at half time");
        a.t_flip = 0.5;
        a.flip = (Quat::IDENTITY, flip_rotation(true, false, false));
        assert!(a.lift() > 0.5 && !a.settled());
    }
}
