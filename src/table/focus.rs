//! Playing by keyboard alone: a focus ring that the arrow keys move over the cards and piles,
//! row by row as the table lays them out (the seat's hand at the bottom, its lands, its other
//! permanents and creatures, the stack, then each opponent's rows), and **Enter** to open what
//! it is on: a card's menu (every action on it, *Move to...* among them) or a pile's list. The
//! card under the ring is also the card under the pointer ([`Hovered`]), so the inspector shows
//! it and the card keys (T, F, D, +, -) act on it.
//!
//! While a dialog or a menu is open the arrows, Enter, Space and Tab are the dialog's
//! ([`NavigationTaken`], set by the overlay): they move egui's own focus over its buttons.

use bevy::prelude::*;

use super::keymap::{Command, KeyCommand};
use super::layout::TableLayout;
use super::state::{CurrentLayout, Hovered, NavigationTaken, Selection};
use super::viewed::{Viewed, ViewedTable};
use super::visuals::CardVisual;
use crate::rules::Zone;

/// What the focus ring is on.
#[derive(Clone, Debug, PartialEq)]
pub enum FocusStop {
    /// A card on the table or in a hand (the window's entity for it).
    Card(Entity),
    /// A player's library, graveyard, exile or command zone.
    Pile {
        /// Whose.
        player: String,
        /// Which.
        zone: Zone,
    },
}

/// Where the keyboard's focus ring is, and where it was last seen on the felt (x, z): when its
/// card leaves (a new object, 400.7), the ring goes to what is nearest.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct KeyFocus {
    /// The stop, if the keyboard has been used.
    pub on: Option<FocusStop>,
    /// Where it was.
    pub at: Vec2,
}

/// At an assisted table, the cards the seat may play, cast, activate or turn face up now (the
/// window's entities for them; the overlay sets it from the seat model's `choices`): the ring
/// starts on the first of them, and the table marks them.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct MayActWith(pub Vec<Entity>);

/// One place the ring can stop, and where it lies on the felt.
#[derive(Clone, Debug, PartialEq)]
pub struct Stop {
    /// What.
    pub stop: FocusStop,
    /// Where (x, z).
    pub at: Vec2,
}

/// A way to move the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Along the row.
    Left,
    /// Along the row.
    Right,
    /// The row above (away from the seat).
    Up,
    /// The row below.
    Down,
}

/// Piles are stops of their own: their cards aren't, one by one.
fn is_pile(zone: Zone) -> bool {
    matches!(zone, Zone::Library | Zone::Graveyard | Zone::Exile | Zone::Command)
}

/// Every stop, in rows from the top of the screen down, each row left to right. A row is what
/// lies at one depth of the felt: one player's hand, lands, creatures, the piles beside them.
pub fn rows(laid: &TableLayout, viewed: &ViewedTable) -> Vec<Vec<Stop>> {
    let mut stops: Vec<Stop> = Vec::new();
    for (e, slot) in &laid.slots {
        // A card the seat knows by an id; an opponent's hand shows backs, which can't be acted on.
        let Some(Viewed::Object(o)) = viewed.get(*e) else { continue };
        if is_pile(o.zone) || slot.covered {
            continue;
        }
        stops.push(Stop { stop: FocusStop::Card(*e), at: Vec2::new(slot.pos.x, slot.pos.z) });
    }
    for spot in laid.zones.iter().filter(|z| is_pile(z.zone) && z.count > 0) {
        let stop = FocusStop::Pile { player: spot.player.clone(), zone: spot.zone };
        stops.push(Stop { stop, at: spot.rect.center() });
    }
    stops.sort_by(|a, b| a.at.y.total_cmp(&b.at.y));
    // Stops within half a card's depth of a row's first are in that row.
    let mut out: Vec<Vec<Stop>> = Vec::new();
    for s in stops {
        match out.last_mut() {
            Some(row) if (s.at.y - row[0].at.y).abs() < super::layout::CARD.y * 0.5 => row.push(s),
            _ => out.push(vec![s]),
        }
    }
    for row in &mut out {
        row.sort_by(|a, b| a.at.x.total_cmp(&b.at.x));
    }
    out
}

/// Where the ring starts: the first card the seat may act with (`may`), from the seat's row at
/// the bottom up, else the first card of the bottom row.
pub fn start(rows: &[Vec<Stop>], may: &[Entity]) -> Option<Stop> {
    let acted = |s: &&Stop| matches!(s.stop, FocusStop::Card(e) if may.contains(&e));
    rows.iter().rev().find_map(|row| row.iter().find(acted)).or_else(|| rows.last()?.first()).cloned()
}

/// Where the ring goes from `from` (or, from nowhere, the first card of the seat's row at the
/// bottom), if anywhere.
pub fn step(rows: &[Vec<Stop>], from: Option<&FocusStop>, last_at: Vec2, d: Direction) -> Option<Stop> {
    let found = from.and_then(|f| {
        rows.iter().enumerate().find_map(|(r, row)| row.iter().position(|s| &s.stop == f).map(|i| (r, i)))
    });
    let Some((r, i)) = found else {
        // Nothing yet, or what it was on is gone: the bottom row's first, or what is nearest.
        return match from {
            None => rows.last().and_then(|row| row.first()).cloned(),
            Some(_) => {
                rows.iter().flatten().min_by(|a, b| a.at.distance(last_at).total_cmp(&b.at.distance(last_at))).cloned()
            }
        };
    };
    let here = rows[r][i].at;
    let nearest_in = |row: &Vec<Stop>| {
        row.iter().min_by(|a, b| (a.at.x - here.x).abs().total_cmp(&(b.at.x - here.x).abs())).cloned()
    };
    match d {
        Direction::Left => rows[r].get(i.checked_sub(1)?).cloned(),
        Direction::Right => rows[r].get(i + 1).cloned(),
        Direction::Up => nearest_in(rows.get(r.checked_sub(1)?)?),
        Direction::Down => nearest_in(rows.get(r + 1)?),
    }
}

/// The arrow keys move the ring; Enter opens what it is on.
#[expect(clippy::too_many_arguments, reason = "a Bevy system: each parameter is what it reads")]
pub fn focus_keys(
    mut keys: MessageReader<KeyCommand>,
    laid: Res<CurrentLayout>,
    viewed: Res<ViewedTable>,
    mut focus: ResMut<KeyFocus>,
    mut hovered: ResMut<Hovered>,
    mut selection: ResMut<Selection>,
    camera: Query<(&Camera, &GlobalTransform), With<super::TableCamera>>,
    visuals: Query<(&CardVisual, &GlobalTransform)>,
    (mut seat, may): (Local<String>, Res<MayActWith>),
) {
    // Another seat (Tab at a hot-seat table): the ring starts again from that seat's hand.
    if *seat != viewed.seat {
        seat.clone_from(&viewed.seat);
        focus.on = None;
    }
    for KeyCommand(c) in keys.read() {
        let d = match c {
            Command::FocusLeft => Direction::Left,
            Command::FocusRight => Direction::Right,
            Command::FocusUp => Direction::Up,
            Command::FocusDown => Direction::Down,
            Command::Menu => {
                open(&focus, &mut selection, &camera, &visuals);
                continue;
            }
            _ => continue,
        };
        let rows = rows(&laid.0, &viewed);
        let to = match &focus.on {
            None => start(&rows, &may.0),
            Some(on) => step(&rows, Some(on), focus.at, d),
        };
        let Some(to) = to else { continue };
        hovered.0 = match &to.stop {
            FocusStop::Card(e) => Some(*e),
            FocusStop::Pile { .. } => None,
        };
        focus.at = to.at;
        focus.on = Some(to.stop);
    }
}

/// Enter: the card's menu, beside the card, as a right click opens it; a pile's list.
fn open(
    focus: &KeyFocus,
    selection: &mut Selection,
    camera: &Query<(&Camera, &GlobalTransform), With<super::TableCamera>>,
    visuals: &Query<(&CardVisual, &GlobalTransform)>,
) {
    match &focus.on {
        Some(FocusStop::Card(e)) => {
            let at = camera.single().ok().and_then(|(camera, at)| {
                let (_, card) = visuals.iter().find(|(v, _)| v.object == *e)?;
                camera.world_to_viewport(at, card.translation()).ok()
            });
            selection.menu = Some((*e, at.unwrap_or(Vec2::new(200.0, 200.0))));
            selection.menu_by_keys = true;
        }
        Some(FocusStop::Pile { player, zone }) => selection.browse = Some((player.clone(), *zone)),
        None => {}
    }
}

/// The ring is dropped when the pointer picks a card: the pointer's card is the one acted on.
pub fn follow_pointer(hovered: Res<Hovered>, mut focus: ResMut<KeyFocus>) {
    if !hovered.is_changed() {
        return;
    }
    if let (Some(FocusStop::Card(e)), Some(h)) = (&focus.on, hovered.0)
        && *e != h
    {
        focus.on = None;
    }
}

/// Whether a key is one a dialog navigates with while it has them ([`NavigationTaken`]).
pub fn navigates(key: KeyCode) -> bool {
    matches!(
        key,
        KeyCode::ArrowLeft
            | KeyCode::ArrowRight
            | KeyCode::ArrowUp
            | KeyCode::ArrowDown
            | KeyCode::Enter
            | KeyCode::NumpadEnter
            | KeyCode::Space
            | KeyCode::Tab
    )
}

/// The ring's resource and systems; part of the input plugin.
pub(super) fn build(app: &mut App) {
    app.init_resource::<KeyFocus>()
        .init_resource::<NavigationTaken>()
        .init_resource::<CurrentLayout>()
        .init_resource::<MayActWith>();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(n: u32, x: f32, z: f32) -> Stop {
        Stop { stop: FocusStop::Card(Entity::from_raw_u32(n).unwrap()), at: Vec2::new(x, z) }
    }

    #[test]
    fn the_ring_moves_along_a_row_and_to_the_nearest_card_of_the_next() {
        let rows = vec![vec![card(1, 0.0, 0.0), card(2, 3.0, 0.0)], vec![card(3, -1.0, 4.0), card(4, 2.5, 4.0)]];
        let at = |s: Option<Stop>| s.map(|s| s.stop);
        let c = |n| FocusStop::Card(Entity::from_raw_u32(n).unwrap());
        assert_eq!(at(step(&rows, None, Vec2::ZERO, Direction::Right)), Some(c(3)), "starts at the bottom row");
        assert_eq!(at(step(&rows, Some(&c(3)), Vec2::ZERO, Direction::Right)), Some(c(4)));
        assert_eq!(at(step(&rows, Some(&c(4)), Vec2::ZERO, Direction::Right)), None, "no wrapping round");
        assert_eq!(at(step(&rows, Some(&c(4)), Vec2::ZERO, Direction::Up)), Some(c(2)), "nearest above");
        assert_eq!(at(step(&rows, Some(&c(1)), Vec2::ZERO, Direction::Up)), None);
        // Its card left: the ring goes to what is nearest where it was.
        assert_eq!(at(step(&rows, Some(&c(9)), Vec2::new(2.9, 0.2), Direction::Left)), Some(c(2)));
        // It starts on a card the seat may act with, the nearest the seat's edge first.
        let e = |n| Entity::from_raw_u32(n).unwrap();
        assert_eq!(at(start(&rows, &[e(2), e(4)])), Some(c(4)));
        assert_eq!(at(start(&rows, &[e(2)])), Some(c(2)));
        assert_eq!(at(start(&rows, &[])), Some(c(3)), "none: the bottom row's first");
    }
}
