//! Input that becomes `Action`s: the card under the pointer and the hotkeys. The window never
//! changes game state itself; it sends `ActionRequest`s to the rules kernel.
//!
//! Hotkeys on the hovered card: T tap/untap, F transform, D turn face down / face up,
//! + / − put or remove a +1/+1 counter.

use bevy::picking::events::{Out, Over, Pointer};
use bevy::prelude::*;

use super::visuals::CardVisual;
use crate::rules::{Action, ActionRequest, FaceDown, FaceDownKind, Label, RulesSystems, Tapped};

/// The rules object under the pointer.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hovered(pub Option<Entity>);

/// Set while the overlay has the keyboard (typing in a text field): table keys stand down.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyboardTaken(pub bool);

/// Hover tracking and hotkeys.
pub struct InputPlugin;

impl Plugin for InputPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Hovered>()
            .init_resource::<KeyboardTaken>()
            .add_observer(hover_over)
            .add_observer(hover_out)
            .add_systems(Update, hotkeys.before(RulesSystems::Apply));
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
        hovered.0 = Some(object);
    }
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
