//! Input that becomes `Action`s and commands: the card under the pointer, clicks and drags, and
//! the keys of [`super::keymap`]. The window never changes game state itself; it sends
//! `ActionRequest`s to the rules kernel and `TableCommand`s to the session.
//!
//! Pressing the left button on a card selects it, the right one opens its action menu, dragging
//! moves or attaches; dragging with the right button draws an arrow to a card or a player's
//! side (with Shift, an attack arrow). Both act on the press, not on a click: Bevy's picking
//! finds a click's card from the frame before, so a quick move-and-click between two slow frames
//! found none. In the declare attackers and declare blockers steps of an assisted table a left
//! press also attacks or blocks ([`super::combat`]).

use bevy::picking::events::{Drag, DragDrop, DragEnd, DragStart, Out, Over, Pointer, Press};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::keymap::{Command, KeyCommand, Keymap};
use super::state::{CurrentLayout, Hovered, KeyboardTaken, PointerTaken, Selection};
use super::viewed::{SeatRequest, Viewed, ViewedTable};
use super::visuals::{Anim, Animating, CardVisual, Dragged};
use crate::rules::{Action, Target, Zone};
use crate::session::{Session, SessionSystems, TableCommand};
use crate::view::Shown;
use crate::view::commands::{CardCommand, card_command};

/// Hover tracking and hotkeys.
pub struct InputPlugin;

impl Plugin for InputPlugin {
    fn build(&self, app: &mut App) {
        super::focus::build(app);
        // Combat's clicks and keys; its keys after the card keys, before the session's commands.
        super::combat::build(app);
        super::targets::build(app);
        app.add_systems(
            Update,
            super::combat::combat_keys.after(card_keys).before(crate::session::SessionSystems::Commands),
        );
        app.init_resource::<Hovered>()
            .init_resource::<super::TableArea>()
            .add_message::<bevy::picking::backend::PointerHits>()
            .init_resource::<KeyboardTaken>()
            .init_resource::<Keymap>()
            .init_resource::<PointerTaken>()
            .init_resource::<Selection>()
            .init_resource::<super::state::FaceUpQuestion>()
            .add_plugins(super::viewed::ViewedPlugin)
            .add_observer(hover_over)
            .add_observer(hover_out)
            .add_observer(press)
            .add_observer(drag_start)
            .add_observer(drag_move)
            .add_observer(drag_drop)
            .add_observer(drag_end)
            .add_message::<KeyCommand>()
            .add_message::<TableCommand>()
            .add_systems(
                Update,
                (keyboard, super::focus::follow_pointer, super::focus::focus_keys, card_keys, session_keys, peek_key)
                    .chain()
                    .before(SessionSystems::Commands),
            )
            .add_systems(Startup, |mut commands: Commands| {
                commands.spawn((Name::new("Overlay shield"), OverlayShield));
            })
            .add_systems(PreUpdate, shield_hits.in_set(bevy::picking::PickingSystems::Backend));
    }
}

/// The rules object whose card visual a pointer event hit (`e` is one of its meshes).
pub(crate) use super::visuals::visual_object;

/// What the pointer hits where the overlay is (its panels, a dialog, a menu): nothing of the
/// table under it can be hovered or clicked. The table's camera draws the whole window, so
/// cards can lie under the panels.
#[derive(Component, Clone, Copy, Debug)]
pub struct OverlayShield;

fn shield_hits(
    area: Res<super::TableArea>,
    taken: Res<PointerTaken>,
    shield: Query<Entity, With<OverlayShield>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    camera: Query<(Entity, &Camera), With<super::TableCamera>>,
    pointers: Query<(&bevy::picking::pointer::PointerId, &bevy::picking::pointer::PointerLocation)>,
    mut out: MessageWriter<bevy::picking::backend::PointerHits>,
) {
    use bevy::picking::backend::{HitData, PointerHits};
    let Ok(shield) = shield.single() else { return };
    let camera = camera.single().ok();
    let size = match window.single() {
        Ok(w) => w.size(),
        Err(_) => match camera.and_then(|(_, c)| c.logical_target_size()) {
            Some(size) => size,
            None => return,
        },
    };
    let table = area.within(size);
    let by = camera.map_or(shield, |(e, _)| e);
    for (id, at) in &pointers {
        let Some(at) = at.location() else { continue };
        if taken.0 || !table.contains(at.position) {
            // Above every card: the table's hits come at order 0.
            out.write(PointerHits::new(*id, vec![(shield, HitData::new(by, 0.0, None, None))], 1.0e6));
        }
    }
}

/// The visual (the card's root entity) a pointer event hit.
fn visual_root(visuals: &Query<&CardVisual>, parents: &Query<&ChildOf>, mut e: Entity) -> Option<Entity> {
    for _ in 0..3 {
        if visuals.get(e).is_ok() {
            return Some(e);
        }
        e = parents.get(e).ok()?.parent();
    }
    None
}

/// Where the pointer is on the felt (the table's plane), in table units.
fn felt_point(camera: &Query<(&Camera, &GlobalTransform), With<Camera3d>>, at: Vec2) -> Option<Vec2> {
    let (camera, place) = camera.single().ok()?;
    let ray = camera.viewport_to_world(place, at).ok()?;
    let d = ray.intersect_plane(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y))?;
    let p = ray.get_point(d);
    Some(Vec2::new(p.x, p.z))
}

fn hover_over(
    over: On<Pointer<Over>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    mut hovered: ResMut<Hovered>,
) {
    if let Some(object) = visual_object(&visuals, &parents, over.entity)
        && hovered.0 != Some(object)
    {
        hovered.0 = Some(object);
    }
}

fn press(
    mut ev: On<Pointer<Press>>,
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
        PointerButton::Secondary => {
            selection.menu = Some((object, ev.pointer_location.position));
            selection.menu_by_keys = false;
        }
        PointerButton::Middle => {}
    }
}

#[allow(clippy::too_many_arguments, reason = "an observer takes its world access as parameters")]
fn drag_start(
    mut ev: On<Pointer<DragStart>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    children: Query<&Children>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut selection: ResMut<Selection>,
    mut commands: Commands,
) {
    let Some(object) = visual_object(&visuals, &parents, ev.entity) else { return };
    ev.propagate(false);
    match ev.event.button {
        PointerButton::Primary => {
            selection.dragging = Some(object);
            // The card rides under the pointer: it must not hide the card or zone it is
            // dropped on from the pointer, or every drop lands on the dragged card itself.
            if let Some(root) = visual_root(&visuals, &parents, ev.entity) {
                set_pickable(&mut commands, &children, root, false);
            }
        }
        PointerButton::Secondary => {
            // A drag, not a click: the menu the press opened gives way to the arrow.
            let attack = keys.is_some_and(|k| k.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]));
            selection.menu = None;
            selection.arrow = Some((object, ev.pointer_location.position, attack));
        }
        PointerButton::Middle => {}
    }
}

/// The arrow an arrow drag asks for: from a card to another card, or to a player.
pub fn arrow_to(from: &str, to: Target, attack: bool) -> Option<Action> {
    (to.object().is_none_or(|to| to != from)).then(|| Action::Arrow { from: from.into(), to, attack })
}

/// How high a dragged card rides over the table.
const DRAG_LIFT: f32 = 0.5;

/// The dragged card follows the pointer, lifted over the others; released, it eases from
/// there to wherever the drop put it (or back).
fn drag_move(
    mut ev: On<Pointer<Drag>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    mut cards: Query<(&mut Anim, &mut Transform)>,
    mut selection: ResMut<Selection>,
    mut commands: Commands,
) {
    if ev.event.button == PointerButton::Secondary
        && let Some((_, at, _)) = &mut selection.arrow
    {
        *at = ev.pointer_location.position;
        ev.propagate(false);
        return;
    }
    if ev.event.button != PointerButton::Primary {
        return;
    }
    let Some(root) = visual_root(&visuals, &parents, ev.entity) else { return };
    ev.propagate(false);
    let Some(p) = felt_point(&camera, ev.pointer_location.position) else { return };
    let Ok((mut anim, mut tf)) = cards.get_mut(root) else { return };
    let at = Vec3::new(p.x, DRAG_LIFT, p.y);
    anim.drag_to(at);
    tf.translation = at;
    commands.entity(root).insert(Dragged).remove::<Animating>();
}

/// Whether the pointer sees a card's meshes: not while it is being dragged (see `drag_start`).
fn set_pickable(commands: &mut Commands, children: &Query<&Children>, root: Entity, pickable: bool) {
    for e in std::iter::once(root).chain(children.iter_descendants(root)) {
        match pickable {
            true => commands.entity(e).remove::<Pickable>(),
            false => commands.entity(e).insert(Pickable::IGNORE),
        };
    }
}

/// What dropping a card onto another one means: an Aura from a hand is cast targeting it
/// (303.4a, 601.2c); an Aura, Equipment or Fortification on the battlefield attaches (701.3);
/// anything else goes to the zone the target is in.
pub fn drop_on_card(dragged: (&str, &Shown, Zone), target: (&str, Zone)) -> Option<Action> {
    let (id, c, from) = dragged;
    let attachable = c.is_aura() || c.is_equipment_or_fortification();
    if c.is_aura() && from == Zone::Hand && target.1 == Zone::Battlefield {
        let targets = vec![Target::Object(target.0.to_string().into())];
        return Some(Action::cast_targeting(id, targets));
    }
    if attachable && target.1 == Zone::Battlefield && id != target.0 {
        return Some(Action::Attach { card: id.into(), to: Target::Object(target.0.into()) });
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
    viewed: Res<ViewedTable>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<SeatRequest>,
) {
    let (Some(target), Some(dragged)) =
        (visual_object(&visuals, &parents, ev.entity), visual_object(&visuals, &parents, ev.event.dropped))
    else {
        return;
    };
    ev.propagate(false);
    if let (PointerButton::Secondary, Some((from, _, attack))) = (ev.event.button, selection.arrow.take()) {
        if let (Some(f), Some(t)) = (viewed.object(from), viewed.object(target))
            && let Some(a) = arrow_to(&f.id, Target::Object(t.id.clone().into()), attack)
        {
            requests.write(SeatRequest(a));
        }
        return;
    }
    if target == dragged {
        return;
    }
    selection.dragging = None;
    let (Some(d), Some(t)) = (viewed.object(dragged), viewed.object(target)) else { return };
    if let Some(a) = drop_on_card((&d.id, &d.shown, d.zone), (&t.id, t.zone)) {
        requests.write(SeatRequest(a));
    }
}

/// What dropping a card on a zone means, for the player at the seat: a card dragged from
/// the hand onto the battlefield is played: an instant or sorcery is cast (it can't be put onto
/// the battlefield, 304.4, 307.4), anything else enters (a land is played, 305.1). Onto another
/// player's side of the battlefield it enters under their control. Any other zone: a move.
pub fn drop_on_zone(dragged: (&str, &Shown, Zone), to: Zone, mine: bool, controller: &str) -> Option<Action> {
    let (id, c, from) = dragged;
    if from == to {
        return None;
    }
    let spell = c.is_instant_or_sorcery();
    Some(match to {
        Zone::Battlefield if from == Zone::Hand && spell => Action::cast(id),
        Zone::Battlefield if !mine => Action::PutOntoBattlefield {
            card: id.into(),
            transformed: false,
            face_down: None,
            controller: Some(controller.to_string().into()),
            copy_of: None,
            except: None,
            attached_to: None,
            counters: Vec::new(),
        },
        Zone::Battlefield if from == Zone::Hand => Action::put_onto_battlefield(id),
        _ => Action::Move { card: id.into(), to, position: None },
    })
}

/// What dropping the back of a card from a hidden pile on a zone means: the top of the seat's
/// own library dropped on its hand is a draw (121.1), on its graveyard a mill (701.17a). A card
/// the seat can't name can't be moved one by one otherwise: it is looked at first (a search, or
/// looking at the top).
pub fn drop_back(pile: (&str, Zone), to: Zone, mine: bool) -> Option<Action> {
    let (owner, from) = pile;
    match (from, to) {
        (Zone::Library, Zone::Hand) if mine => Some(Action::Draw { player: owner.into(), n: None }),
        (Zone::Library, Zone::Graveyard) if mine => Some(Action::Mill { player: owner.into(), n: 1 }),
        _ => None,
    }
}

/// A card dropped on the felt goes to the zone under the pointer ([`drop_on_zone`]).
#[allow(clippy::too_many_arguments, reason = "an observer takes its world access as parameters")]
fn drag_end(
    mut ev: On<Pointer<DragEnd>>,
    language: Option<Res<crate::table::language::Language>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    viewed: Res<ViewedTable>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    laid: Res<CurrentLayout>,
    children: Query<&Children>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<SeatRequest>,
    mut status: ResMut<crate::session::StatusLine>,
    mut commands: Commands,
) {
    let lang = language.map_or_else(crate::i18n::Lang::default, |l| l.0);
    let Some(root) = visual_root(&visuals, &parents, ev.entity) else { return };
    ev.propagate(false);
    if ev.event.button == PointerButton::Secondary {
        // An arrow not dropped on a card (`drag_drop` took it) points at the player whose side
        // of the table it was let go over.
        let Some((from, _, attack)) = selection.arrow.take() else { return };
        let whose = felt_point(&camera, ev.pointer_location.position).and_then(|p| laid.0.zone_at(p));
        if let (Some((whose, _)), Some(o)) = (whose, viewed.object(from))
            && let Some(a) = arrow_to(&o.id, Target::Player(whose.into()), attack)
        {
            requests.write(SeatRequest(a));
        }
        return;
    }
    // Released, the card eases from where it was dropped, and the pointer sees it again.
    commands.entity(root).remove::<Dragged>().insert(Animating);
    set_pickable(&mut commands, &children, root, true);
    // A drop on a card was handled by `drag_drop`, which cleared `dragging`.
    let Some(dragged) = selection.dragging.take() else { return };
    let say = |status: &mut crate::session::StatusLine, text: String| {
        *status = crate::session::StatusLine { text: text.into(), error: true, action: None };
    };
    let Some((whose, zone)) = felt_point(&camera, ev.pointer_location.position).and_then(|p| laid.0.zone_at(p)) else {
        return say(&mut status, lang.t("status-drop-open-felt", &[]));
    };
    let action = match viewed.get(dragged) {
        Some(Viewed::Object(o)) => {
            // At an assisted table a land from the hand is played (305.1, once a turn) and
            // anything else cast, paid from the pool and the sources the rules tap (601.2g-h).
            let played = viewed.view.assisted && o.zone == Zone::Hand && zone == Zone::Battlefield;
            let action = match played {
                true if o.offers.play => Some(Action::PlayLand(o.id.clone().into())),
                true => Some(Action::cast(o.id.clone())),
                false => drop_on_zone((&o.id, &o.shown, o.zone), zone, viewed.is_seat(whose), whose),
            };
            if action.is_none() && o.zone == zone {
                return;
            }
            action
        }
        Some(Viewed::Back(pile)) => {
            let action = drop_back((&pile.owner, pile.zone), zone, viewed.is_seat(&pile.owner));
            if action.is_none() && pile.zone != zone {
                let id = match viewed.is_seat(&pile.owner) {
                    true => "status-drop-library-own",
                    false => "status-drop-hidden",
                };
                let zone = crate::view::words::zone_name(lang, pile.zone);
                say(&mut status, lang.t(id, &[("owner", &pile.owner), ("zone", &zone)]));
            }
            action
        }
        None => None,
    };
    if let Some(action) = action {
        requests.write(SeatRequest(action));
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

/// Reads the keyboard through the keymap: one [`KeyCommand`] per press, unless the overlay has
/// the keyboard (typing in a text field), or, for the keys a dialog moves its focus with, while
/// a dialog or a menu is open.
pub fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    keymap: Res<Keymap>,
    (taken, navigating): (Res<KeyboardTaken>, Option<Res<super::state::NavigationTaken>>),
    mut out: MessageWriter<KeyCommand>,
) {
    if taken.0 {
        return;
    }
    let navigating = navigating.is_some_and(|n| n.0);
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    for key in keys.get_just_pressed().filter(|k| !(navigating && super::focus::navigates(**k))) {
        if let Some(c) = keymap.command_for(*key, ctrl, shift) {
            out.write(KeyCommand(c));
        }
    }
}

/// The card command a key says, if it says one.
fn card_key(command: Command) -> Option<CardCommand> {
    Some(match command {
        Command::Tap => CardCommand::Tap,
        Command::Transform => CardCommand::Transform,
        Command::FaceDown => CardCommand::FaceDown,
        Command::AddCounter => CardCommand::AddCounter,
        Command::RemoveCounter => CardCommand::RemoveCounter,
        _ => return None,
    })
}

/// The session command a key asks for, if any.
pub fn session_command(command: Command, session: &Session) -> Option<TableCommand> {
    Some(match command {
        Command::Next => TableCommand::Next,
        Command::Back => TableCommand::Back,
        Command::Restart => TableCommand::Restart,
        Command::TogglePlay => TableCommand::TogglePlay,
        Command::Undo => TableCommand::Undo,
        Command::Redo => TableCommand::Redo,
        Command::Save => TableCommand::Save(session.save_path.clone()),
        Command::Load => TableCommand::Load(session.save_path.clone()),
        Command::Export => TableCommand::Export(session.export_path.clone()),
        _ => return None,
    })
}

/// The keys that act on the hovered card or for the seat: card commands, draws, passes.
pub(crate) fn card_keys(
    mut keys: MessageReader<KeyCommand>,
    hovered: Res<Hovered>,
    viewed: Res<ViewedTable>,
    present: Option<Res<super::present::Present>>,
    mut requests: MessageWriter<SeatRequest>,
    mut commands: MessageWriter<TableCommand>,
    mut question: ResMut<super::state::FaceUpQuestion>,
) {
    let object = hovered.0.and_then(|e| viewed.object(e));
    for KeyCommand(c) in keys.read() {
        // Space moves the turn on: at an assisted table the player holding priority passes it
        // (117.3d); while presenting it pauses and resumes the scene.
        if *c == Command::NextStep {
            let holder = viewed.view.priority_holder();
            match (present.is_some(), holder) {
                (true, _) => _ = commands.write(TableCommand::TogglePlay),
                (false, Some(h)) => {
                    _ = requests.write(SeatRequest(Action::PassPriority { player: h.to_string().into(), until: None }))
                }
                (false, None) => _ = requests.write(SeatRequest(Action::NextStep)),
            }
            continue;
        }
        // F2–F4: the player holding priority passes, and goes on passing until then.
        let until = match c {
            Command::PassUntilSomething => Some(crate::rules::action::PassUntil::SomethingHappens),
            Command::PassUntilEndOfTurn => Some(crate::rules::action::PassUntil::EndOfTurn),
            Command::PassUntilMyTurn => Some(crate::rules::action::PassUntil::MyTurn),
            _ => None,
        };
        if until.is_some() {
            if let Some(h) = viewed.view.priority_holder() {
                requests.write(SeatRequest(Action::PassPriority { player: h.to_string().into(), until }));
            }
            continue;
        }
        // The seat's own moves, wherever the pointer is.
        let me = viewed.seat.clone();
        let mine = || me.clone().into();
        let seat_action = match c {
            Command::Resolve => Some(vec![Action::Resolve]),
            Command::Draw if !me.is_empty() => Some(vec![Action::Draw { player: mine(), n: None }]),
            Command::Shuffle if !me.is_empty() => Some(vec![Action::Shuffle { player: mine() }]),
            Command::Mulligan if !me.is_empty() => Some(vec![Action::Mulligan { player: mine() }]),
            Command::UntapAll if !me.is_empty() => Some(
                viewed
                    .view
                    .objects
                    .iter()
                    .filter(|o| o.zone == Zone::Battlefield && o.controller == me && o.tapped)
                    .map(|o| Action::Untap(o.id.clone().into()))
                    .collect(),
            ),
            _ => None,
        };
        if let Some(actions) = seat_action {
            for a in actions {
                requests.write(SeatRequest(a));
            }
            continue;
        }
        // D on a face-down permanent: turned face up for its cost, by an effect, or, where both
        // can be, the player is asked which.
        if let (Command::FaceDown, Some(o)) = (*c, object)
            && o.face_down.is_some()
        {
            let a = match o.face_up_cost.clone() {
                Some(cost) => {
                    question.0 = Some((o.id.clone(), cost));
                    continue;
                }
                None => Action::TurnFaceUp(o.id.clone().into()),
            };
            requests.write(SeatRequest(a));
            continue;
        }
        let action = object.zip(card_key(*c)).map(|(o, k)| card_command(k, o, viewed.view.assisted));
        if let Some(a) = action {
            requests.write(SeatRequest(a));
        }
    }
}

fn session_keys(
    mut keys: MessageReader<KeyCommand>,
    session: Option<Res<Session>>,
    mut out: MessageWriter<TableCommand>,
) {
    let Some(session) = session else { return };
    for KeyCommand(c) in keys.read() {
        if let Some(t) = session_command(*c, &session) {
            out.write(t);
        }
    }
}

/// O looks at the other face of the hovered card; moving to another card looks at its face up.
/// Esc closes a card's menu.
fn peek_key(
    mut keys: MessageReader<KeyCommand>,
    hovered: Res<Hovered>,
    mut selection: ResMut<Selection>,
    mut last: Local<Option<Entity>>,
) {
    if *last != hovered.0 {
        *last = hovered.0;
        selection.peek_other = false;
    }
    for KeyCommand(c) in keys.read() {
        match c {
            Command::PeekOther => selection.peek_other = !selection.peek_other,
            Command::Close => {
                selection.menu = None;
                selection.menu_by_keys = false;
            }
            _ => {}
        }
    }
}
