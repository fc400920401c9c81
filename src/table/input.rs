//! Input that becomes `Action`s: the card under the pointer and the hotkeys. The window never
//! changes game state itself; it sends `ActionRequest`s to the rules kernel.
//!
//! Hotkeys on the hovered card: T tap/untap, F transform, D turn face down / face up,
//! + / − put or remove a +1/+1 counter, O look at the other face.
//! Left click selects, right click opens the action menu, dragging moves or attaches.

use bevy::picking::events::{Click, DragDrop, DragEnd, DragStart, Out, Over, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::Seat;
use super::layout::zone_at;
use super::visuals::CardVisual;
use crate::rules::{
    Action, ActionRequest, Characteristics, FaceDown, FaceDownKind, InZone, Label, Player, Players, RulesSystems,
    Tapped, Zone,
};

/// The selected object (left click), the object whose action menu is open (right click) and
/// where, the object being dragged, and whether the other face is being looked at (O).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Selection {
    pub selected: Option<Entity>,
    pub menu: Option<(Entity, Vec2)>,
    pub dragging: Option<Entity>,
    pub peek_other: bool,
}

/// The rules object under the pointer.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hovered(pub Option<Entity>);

/// Set while the overlay has the keyboard (typing in a text field): table keys stand down.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyboardTaken(pub bool);

/// Set while the pointer is over the overlay: the wheel scrolls the panel, not the table.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PointerTaken(pub bool);

/// Hover tracking and hotkeys.
pub struct InputPlugin;

impl Plugin for InputPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Hovered>()
            .init_resource::<KeyboardTaken>()
            .init_resource::<PointerTaken>()
            .init_resource::<Selection>()
            .add_observer(hover_over)
            .add_observer(hover_out)
            .add_observer(click)
            .add_observer(drag_start)
            .add_observer(drag_drop)
            .add_observer(drag_end)
            .add_systems(Update, (hotkeys, peek_key).before(RulesSystems::Apply));
    }
}

fn visual_object(visuals: &Query<&CardVisual>, parents: &Query<&ChildOf>, mut e: Entity) -> Option<Entity> {
    // The pointer hits a side of the card; its visual is two levels up.
    for _ in 0..3 {
        if let Ok(v) = visuals.get(e) {
            return Some(v.object);
        }
        e = parents.get(e).ok()?.parent();
    }
    None
}

fn hover_over(
    over: On<Pointer<Over>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    mut hovered: ResMut<Hovered>,
) {
    if let Some(object) = visual_object(&visuals, &parents, over.entity) {
        if hovered.0 != Some(object) {
            hovered.0 = Some(object);
        }
    }
}

fn click(
    mut ev: On<Pointer<Click>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    mut selection: ResMut<Selection>,
) {
    let Some(object) = visual_object(&visuals, &parents, ev.entity) else { return };
    ev.propagate(false);
    match ev.event.button {
        PointerButton::Primary => {
            selection.selected = Some(object);
            selection.menu = None;
        }
        PointerButton::Secondary => selection.menu = Some((object, ev.pointer_location.position)),
        PointerButton::Middle => {}
    }
}

fn drag_start(
    mut ev: On<Pointer<DragStart>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    mut selection: ResMut<Selection>,
) {
    if ev.event.button != PointerButton::Primary {
        return;
    }
    if let Some(object) = visual_object(&visuals, &parents, ev.entity) {
        ev.propagate(false);
        selection.dragging = Some(object);
    }
}

/// What dropping a card onto another one means: an Aura or Equipment attaches (701.3); anything
/// else goes to the zone the target is in.
pub fn drop_on_card(dragged: (&str, &Characteristics, Zone), target: (&str, Zone)) -> Option<Action> {
    let (id, c, from) = dragged;
    let attachable = c.subtypes.iter().any(|s| s == "Aura" || s == "Equipment");
    if attachable && target.1 == Zone::Battlefield && id != target.0 {
        return Some(Action::Attach { card: id.into(), to: target.0.into() });
    }
    (from != target.1 && target.1 != Zone::Stack).then(|| Action::Move {
        card: id.into(),
        to: target.1,
        position: None,
    })
}

fn drag_drop(
    mut ev: On<Pointer<DragDrop>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    objects: Query<(&Label, &Characteristics, &InZone)>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<ActionRequest>,
) {
    let (Some(target), Some(dragged)) =
        (visual_object(&visuals, &parents, ev.entity), visual_object(&visuals, &parents, ev.event.dropped))
    else {
        return;
    };
    ev.propagate(false);
    if target == dragged {
        return;
    }
    selection.dragging = None;
    let (Ok((dl, dc, dz)), Ok((tl, _, tz))) = (objects.get(dragged), objects.get(target)) else { return };
    if let Some(a) = drop_on_card((&dl.0, dc, dz.zone), (&tl.0, tz.zone)) {
        requests.write(ActionRequest(a));
    }
}

/// A card dropped on the felt goes to the zone under the pointer.
#[allow(clippy::too_many_arguments)]
fn drag_end(
    mut ev: On<Pointer<DragEnd>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    objects: Query<(&Label, &InZone)>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    players: Res<Players>,
    names: Query<&Player>,
    seat: Res<Seat>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<ActionRequest>,
) {
    if visual_object(&visuals, &parents, ev.entity).is_none() {
        return;
    }
    ev.propagate(false);
    // A drop on a card was handled by `drag_drop`, which cleared `dragging`.
    let Some(dragged) = selection.dragging.take() else { return };
    let Ok((camera, at)) = camera.single() else { return };
    let Ok(ray) = camera.viewport_to_world(at, ev.pointer_location.position) else { return };
    let Some(d) = ray.intersect_plane(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y)) else { return };
    let point = ray.get_point(d);
    let Some((mine, zone)) = zone_at(Vec2::new(point.x, point.z)) else { return };
    let Ok((label, z)) = objects.get(dragged) else { return };
    if z.zone == zone {
        return;
    }
    // Moving onto the other side of the battlefield puts it under that player's control.
    let me = players.0.get(seat.0 % players.0.len().max(1)).copied();
    let other = players.0.iter().copied().find(|p| Some(*p) != me);
    let controller = if mine { me } else { other }.and_then(|p| names.get(p).ok()).map(|p| p.name.clone());
    let action = match zone {
        Zone::Battlefield if !mine => Action::PutOntoBattlefield {
            card: label.0.clone(),
            transformed: false,
            face_down: None,
            controller,
            copy_of: None,
        },
        _ => Action::Move { card: label.0.clone(), to: zone, position: None },
    };
    requests.write(ActionRequest(action));
}

fn hover_out(
    out: On<Pointer<Out>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    mut hovered: ResMut<Hovered>,
) {
    if visual_object(&visuals, &parents, out.entity).is_some_and(|o| hovered.0 == Some(o)) {
        hovered.0 = None;
    }
}

/// The action a hotkey asks for on an object, if any.
pub fn hotkey_action(key: KeyCode, id: &str, tapped: bool, face_down: Option<FaceDownKind>) -> Option<Action> {
    let id = id.to_string();
    Some(match key {
        KeyCode::KeyT if tapped => Action::Untap(id),
        KeyCode::KeyT => Action::Tap(id),
        KeyCode::KeyF => Action::Transform(id),
        KeyCode::KeyD if face_down.is_some() => Action::TurnFaceUp(id),
        KeyCode::KeyD => Action::TurnFaceDown { card: id, kind: FaceDownKind::Plain },
        KeyCode::Equal | KeyCode::NumpadAdd => Action::AddCounters { card: id, kind: "+1/+1".into(), n: 1 },
        KeyCode::Minus | KeyCode::NumpadSubtract => Action::RemoveCounters { card: id, kind: "+1/+1".into(), n: 1 },
        _ => return None,
    })
}

/// O looks at the other face of the hovered card; moving to another card looks at its face up.
fn peek_key(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    hovered: Res<Hovered>,
    mut selection: ResMut<Selection>,
    mut last: Local<Option<Entity>>,
) {
    if *last != hovered.0 {
        *last = hovered.0;
        selection.peek_other = false;
    }
    if !taken.0 && keys.just_pressed(KeyCode::KeyO) {
        selection.peek_other = !selection.peek_other;
    }
}

fn hotkeys(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    hovered: Res<Hovered>,
    objects: Query<(&Label, &Tapped, &FaceDown)>,
    mut requests: MessageWriter<ActionRequest>,
) {
    // Ctrl+key belongs to the session (undo, save, ...), typing to the overlay.
    if taken.0 || keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    let Some((label, tapped, face_down)) = hovered.0.and_then(|e| objects.get(e).ok()) else { return };
    for key in keys.get_just_pressed() {
        if let Some(a) = hotkey_action(*key, &label.0, tapped.0, face_down.0) {
            requests.write(ActionRequest(a));
        }
    }
}
