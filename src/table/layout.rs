//! Where each object lies on the table, from the viewer-filtered view. Pure functions, tested
//! headlessly.
//!
//! Table space: the felt is the XZ plane, Y is up, and the camera looks straight down with +X
//! to the right and +Z towards the seated player (the bottom of the screen). The seated player's
//! area is at the bottom, each opponent's across the top, side by side. An area has rows from
//! the middle outwards (creatures, other permanents, lands; or creatures and the rest when the
//! view is short of height), and its piles at the right: library and graveyard at the edge,
//! exile (and the command zone when it has cards) nearer the middle. Identical tokens and
//! identical lands lie in one stack with a count, Auras and Equipment tucked under their host.
//! The seated player's hand is fanned along the bottom edge, bigger than the battlefield, and
//! partly off the edge; an opponent's along the top edge, smaller. The stack is a column at the
//! left. The layout says which part of the felt the camera must show ([`TableLayout::view`]),
//! so the cards are as large as the window allows.

use bevy::prelude::*;

use crate::rules::action::Zone;
use crate::view::{ObjectView, TableView};

/// A card's footprint on the table (63 × 88 mm at 1.5 units per 63 mm).
pub const CARD: Vec2 = Vec2::new(0.945, 1.32);
/// Space between cards in a row.
const GAP: f32 = 0.12;
/// Space between rows.
const ROW_GAP: f32 = 0.2;
/// How far each Aura or Equipment peeks out from under its host.
const TUCK: f32 = 0.24;
/// How far each card of a stack of identical permanents is offset from the one above.
const GROUP_STEP: f32 = 0.07;
/// How many cards of a stack of identical permanents are drawn.
const GROUP_DRAWN: usize = 3;
/// The space between the two halves of the table.
const MIDDLE: f32 = 0.3;
/// The seated player's hand, scaled from a battlefield card.
pub const HAND_SCALE: f32 = 1.12;
/// The share of a hand card's height inside the view: all of it, name, art and text, above
/// the log panel.
const HAND_SHOWN: f32 = 1.0;
/// An opponent's hand, scaled from a battlefield card.
pub const OPPONENT_HAND_SCALE: f32 = 0.55;
/// The share of an opponent's hand card's height inside the view (its bottom part).
pub const OPPONENT_HAND_SHOWN: f32 = 0.45;
/// The least part of the felt shown, so a nearly empty table doesn't show giant cards.
const MIN_VIEW: Vec2 = Vec2::new(9.0, 7.2);
/// The share of a hand card's width that shows at least, beside the next one.
const HAND_FAN: f32 = 0.6;
/// The least width of a player's rows: an empty battlefield is a wide place to drop a card on,
/// and its piles lie towards the side, not in the middle of the table.
const MIN_ROWS_W: f32 = 6.0;

/// Where one object goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    /// Where the card lies.
    pub pos: Vec3,
    /// Turned sideways.
    pub tapped: bool,
    /// Deep in a pile, under at least two cards at the same place: not drawn once settled.
    pub covered: bool,
    /// Drawn this much larger than a battlefield card (a hand card).
    pub scale: f32,
}

impl Slot {
    fn at(pos: Vec3, tapped: bool) -> Slot {
        Slot { pos, tapped, covered: false, scale: 1.0 }
    }
    /// The turn about the table's normal: a tapped card lies sideways (701.26a).
    pub fn yaw(&self) -> f32 {
        if self.tapped { -std::f32::consts::FRAC_PI_2 } else { 0.0 }
    }
}

/// How many cards of a pile are drawn: the top card and the one under it (which shows while
/// the top card moves away).
pub const PILE_DRAWN: usize = 2;

/// The rows of one player's area, from the middle of the table outwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Row {
    /// Creatures, nearest the middle.
    Creatures,
    /// Other permanents.
    Others,
    /// Lands.
    Lands,
    /// The hand, at the edge.
    Hand,
}

/// Which battlefield row an object belongs in.
pub fn row_of(o: &ObjectView) -> Row {
    if o.zone == Zone::Hand {
        Row::Hand
    } else if o.shown.is_creature() {
        Row::Creatures
    } else if o.shown.is_land() {
        Row::Lands
    } else {
        Row::Others
    }
}

/// A stack of identical permanents drawn as one, with its count.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    /// The card on top, which carries the count.
    pub top: Entity,
    /// How many permanents.
    pub count: usize,
}

/// A place cards can be dropped on, and what is there: a player's battlefield, hand or pile.
#[derive(Clone, Debug, PartialEq)]
pub struct ZoneSpot {
    /// Whose.
    pub player: String,
    /// Which zone.
    pub zone: Zone,
    /// Where, on the felt (x, z).
    pub rect: Rect,
    /// How many cards are there.
    pub count: usize,
}

/// One player's part of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Area {
    /// Whose.
    pub player: String,
    /// Where, on the felt (x, z): rows and piles.
    pub rect: Rect,
    /// The seated player's (at the bottom).
    pub seat: bool,
}

/// Where everything lies, and what the camera must show.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableLayout {
    /// Every object drawn, and where.
    pub slots: Vec<(Entity, Slot)>,
    /// The part of the felt (x, z) the camera shows: everything laid out, widened to the view's
    /// aspect ratio.
    pub view: Rect,
    /// Stacks of identical permanents.
    pub groups: Vec<Group>,
    /// Drop targets and piles, with their counts.
    pub zones: Vec<ZoneSpot>,
    /// The players' areas.
    pub areas: Vec<Area>,
    /// Rows per player area: 3 (creatures, others, lands) or 2 (creatures, the rest).
    pub rows_per_player: usize,
}

impl TableLayout {
    /// Where the object lies, if it is laid out.
    pub fn slot(&self, e: Entity) -> Option<Slot> {
        self.slots.iter().find(|(x, _)| *x == e).map(|(_, s)| *s)
    }

    /// Pixels per table unit in a view of `size` pixels.
    pub fn pixels_per_unit(&self, size: Vec2) -> f32 {
        (size.x / self.view.width().max(1e-3)).min(size.y / self.view.height().max(1e-3))
    }

    /// Where a point on the table appears in a view of `size` pixels, seen by the table's
    /// camera (straight down, orthographic, framing [`TableLayout::view`]).
    pub fn project(&self, point: Vec3, size: Vec2) -> Vec2 {
        let s = self.pixels_per_unit(size);
        size / 2.0 + (Vec2::new(point.x, point.z) - self.view.center()) * s
    }

    /// The zone under a point of the felt (x, z), and whose it is.
    pub fn zone_at(&self, p: Vec2) -> Option<(&str, Zone)> {
        // Piles and hands first: they lie beside or over the battlefield areas.
        let mut spots: Vec<&ZoneSpot> = self.zones.iter().collect();
        spots.sort_by_key(|z| z.zone == Zone::Battlefield);
        spots.iter().find(|z| z.rect.contains(p)).map(|z| (z.player.as_str(), z.zone))
    }
}

/// One thing in a row: a card, or a stack of identical ones, with what is attached.
struct Item<'a> {
    cards: Vec<&'a ObjectView>,
    attached: Vec<&'a ObjectView>,
}

impl Item<'_> {
    fn tapped(&self) -> bool {
        self.cards[0].tapped
    }
    fn width(&self) -> f32 {
        let w = if self.tapped() { CARD.y } else { CARD.x };
        w + GROUP_STEP * (self.cards.len().min(GROUP_DRAWN) - 1) as f32 + 0.1 * self.attached.len() as f32
    }
    fn depth(&self) -> f32 {
        let d = if self.tapped() { CARD.x } else { CARD.y };
        d + TUCK * self.attached.len() as f32 + GROUP_STEP * (self.cards.len().min(GROUP_DRAWN) - 1) as f32
    }
}

/// What makes two permanents interchangeable on the table: tokens and lands with the same
/// characteristics, state and nothing on them lie in one stack.
fn group_key(o: &ObjectView) -> Option<String> {
    let plain = o.face_down.is_none() && o.counters.is_empty() && o.damage == 0 && o.attachments.is_empty();
    let s = &o.shown;
    (plain && (o.token || s.is_land())).then(|| {
        format!(
            "{}|{}|{}|{:?}|{:?}|{}|{}|{:?}|{}",
            s.name, s.type_line, s.text, s.power, s.toughness, o.tapped, o.token, o.face, o.controller
        )
    })
}

fn items<'a>(objects: &[&'a ObjectView], all: &'a [ObjectView]) -> Vec<Item<'a>> {
    let mut out: Vec<(Option<String>, Item<'a>)> = Vec::new();
    for o in objects {
        let key = group_key(o);
        if let Some(k) = &key
            && let Some((_, item)) = out.iter_mut().find(|(x, _)| x.as_ref() == Some(k))
        {
            item.cards.push(o);
            continue;
        }
        let attached = all.iter().filter(|a| a.attached_to.as_deref() == Some(o.id.as_str())).collect();
        out.push((key, Item { cards: vec![o], attached }));
    }
    out.into_iter().map(|(_, i)| i).collect()
}

/// One player's area, measured, before it is placed.
struct AreaPlan<'a> {
    player: String,
    rows: Vec<Vec<Item<'a>>>,
    piles: Vec<(Zone, Vec<Entity>)>,
}

/// Piles lie two to a row: library and graveyard at the edge, exile (and command) nearer the middle.
const PILE_COLUMNS: usize = 2;
const PILE_W: f32 = CARD.x + GAP;
const PILE_H: f32 = CARD.y + ROW_GAP;

impl AreaPlan<'_> {
    fn row_width(row: &[Item]) -> f32 {
        row.iter().map(|i| i.width() + GAP).sum::<f32>() - GAP
    }
    fn row_depth(row: &[Item]) -> f32 {
        row.iter().map(Item::depth).fold(CARD.y, f32::max)
    }
    fn rows_width(&self) -> f32 {
        self.rows.iter().map(|r| Self::row_width(r)).fold(MIN_ROWS_W, f32::max)
    }
    fn rows_depth(&self) -> f32 {
        self.rows.iter().map(|r| Self::row_depth(r) + ROW_GAP).sum::<f32>() - ROW_GAP
    }
    fn pile_rows(&self) -> usize {
        self.piles.len().div_ceil(PILE_COLUMNS)
    }
    fn size(&self) -> Vec2 {
        let w = self.rows_width() + 2.0 * GAP + PILE_COLUMNS as f32 * PILE_W;
        let h = self.rows_depth().max(self.pile_rows() as f32 * PILE_H - ROW_GAP);
        Vec2::new(w, h)
    }
}

/// Lays out every visible object for the viewer `seat` among `players` (in seating order), in
/// a view of the given aspect ratio (width / height).
pub fn layout(view: &TableView, players: &[String], seat: &str, aspect: f32) -> TableLayout {
    layout_within(view, players, seat, aspect, None)
}

/// [`layout`], with the seat's hand fanned into `hand_width` (table units) at most where it is
/// given: the part of the table the camera shows when the cards are drawn larger than the whole
/// table fits (`table::CardSize`), so that every card of the hand stays in sight.
pub fn layout_within(
    view: &TableView,
    players: &[String],
    seat: &str,
    aspect: f32,
    hand_width: Option<f32>,
) -> TableLayout {
    [3, 2]
        .into_iter()
        .map(|rows| layout_with_rows(view, players, seat, aspect, (rows, hand_width)))
        .min_by(|a, b| a.view.height().total_cmp(&b.view.height()))
        .unwrap_or_default()
}

/// The player in front of whom a permanent lies: its controller, but an Aura enchanting a
/// player (a Curse, 303.4b) lies in front of the player it enchants, as at a physical table.
fn area_of<'a>(o: &'a ObjectView, players: &[String]) -> &'a str {
    match &o.attached_to {
        Some(enchanted) if players.contains(enchanted) => enchanted,
        _ => &o.controller,
    }
}

fn plan<'a>(view: &'a TableView, player: &str, players: &[String], rows_per_player: usize) -> AreaPlan<'a> {
    let on_field: Vec<&ObjectView> = view
        .objects
        .iter()
        .filter(|o| o.zone == Zone::Battlefield && area_of(o, players) == player)
        .filter(|o| o.attached_to.as_ref().is_none_or(|h| !view.objects.iter().any(|x| &x.id == h)))
        .collect();
    let of = |row: Row| -> Vec<&ObjectView> { on_field.iter().copied().filter(|o| row_of(o) == row).collect() };
    let (creatures, others, lands) = (of(Row::Creatures), of(Row::Others), of(Row::Lands));
    let mut rows = vec![items(&creatures, &view.objects)];
    if rows_per_player >= 3 {
        rows.push(items(&others, &view.objects));
        rows.push(items(&lands, &view.objects));
    } else {
        let rest: Vec<&ObjectView> = others.into_iter().chain(lands).collect();
        rows.push(items(&rest, &view.objects));
    }
    // A row with nothing in it takes no room, but an area always has one.
    let mut kept: Vec<Vec<Item>> = rows.into_iter().filter(|r| !r.is_empty()).collect();
    if kept.is_empty() {
        kept.push(Vec::new());
    }
    // A pile's top card first. The view lists a library from its top (401.1); a graveyard,
    // exile and the command zone as their cards went in, and a card put into a graveyard goes
    // on top of the ones already there (404.1): the last one in lies on top.
    let pile = |zone: Zone| -> Vec<Entity> {
        let mut cards: Vec<Entity> =
            view.objects.iter().filter(|o| o.zone == zone && o.owner == player).map(|o| o.entity).collect();
        if zone != Zone::Library {
            cards.reverse();
        }
        for h in view.hidden.iter().filter(|h| h.zone == zone && h.owner == player) {
            cards.extend(h.entities.iter().copied());
        }
        cards
    };
    let mut piles = vec![(Zone::Library, pile(Zone::Library)), (Zone::Graveyard, pile(Zone::Graveyard))];
    piles.push((Zone::Exile, pile(Zone::Exile)));
    let command = pile(Zone::Command);
    if !command.is_empty() {
        piles.push((Zone::Command, command));
    }
    AreaPlan { player: player.to_string(), rows: kept, piles }
}

fn layout_with_rows(
    view: &TableView,
    players: &[String],
    seat: &str,
    aspect: f32,
    (rows, hand_width): (usize, Option<f32>),
) -> TableLayout {
    let mut out = TableLayout { rows_per_player: rows, ..default() };
    // Everyone with something on the table gets an area, in seating order from the seat.
    let mut names: Vec<String> = players.to_vec();
    for o in &view.objects {
        for n in [&o.owner, &o.controller] {
            if !n.is_empty() && !names.contains(n) {
                names.push(n.clone());
            }
        }
    }
    if !names.iter().any(|n| n == seat) {
        names.insert(0, seat.to_string());
    }
    let at = names.iter().position(|n| n == seat).unwrap_or(0);
    names.rotate_left(at);
    let plans: Vec<AreaPlan> = names.iter().map(|n| plan(view, n, &names, rows)).collect();
    let (me, opponents) = plans.split_first().expect("the seat has an area");

    let hand = |owner: &str| -> Vec<Entity> {
        let mut cards: Vec<Entity> =
            view.objects.iter().filter(|o| o.zone == Zone::Hand && o.owner == owner).map(|o| o.entity).collect();
        for h in view.hidden.iter().filter(|h| h.zone == Zone::Hand && h.owner == owner) {
            cards.extend(h.entities.iter().copied());
        }
        cards
    };
    let stack: Vec<&ObjectView> = view.objects.iter().filter(|o| o.zone == Zone::Stack).collect();
    let stack_w = if stack.is_empty() { 0.0 } else { CARD.x + 2.0 * GAP };

    // Sizes: the seat's area below the middle, the opponents' side by side above it.
    let my_size = me.size();
    let top_w = opponents.iter().map(|p| p.size().x).sum::<f32>() + 2.0 * GAP * (opponents.len().max(1) - 1) as f32;
    let top_h = opponents.iter().map(|p| p.size().y).fold(0.0, f32::max);
    let my_hand_h = CARD.y * HAND_SCALE * HAND_SHOWN;
    let their_hand_h = if opponents.is_empty() { 0.0 } else { CARD.y * OPPONENT_HAND_SCALE * OPPONENT_HAND_SHOWN };
    // The seat's hand shows at least HAND_FAN of each card but the last, however empty the
    // battlefield (a game's opening hand).
    let my_hand_n = hand(seat).len();
    let my_hand_room = CARD.x * HAND_SCALE * (1.0 + HAND_FAN * my_hand_n.saturating_sub(1) as f32);
    let width = my_size.x.max(top_w).max(my_hand_room) + stack_w;
    let y_top = -(MIDDLE / 2.0 + top_h + GAP + their_hand_h);
    let y_bottom = MIDDLE / 2.0 + my_size.y + GAP + my_hand_h + GAP;
    let content = Rect::new(-width / 2.0, y_top, width / 2.0, y_bottom);
    let x0 = content.min.x + stack_w;
    let field_w = width - stack_w;

    // The seat's area, then each opponent's, mirrored: their rows go up from the middle.
    place_area(&mut out, me, Vec2::new(x0 + (field_w - my_size.x) / 2.0, MIDDLE / 2.0), 1.0, true);
    let mut x = x0 + (field_w - top_w) / 2.0;
    for p in opponents {
        let size = p.size();
        place_area(&mut out, p, Vec2::new(x, -MIDDLE / 2.0), -1.0, false);
        x += size.x + 2.0 * GAP;
    }

    // The view: the content, at least MIN_VIEW, widened to the aspect ratio.
    let mut size = content.size().max(MIN_VIEW);
    let aspect = aspect.max(0.1);
    if size.x / size.y < aspect {
        size.x = size.y * aspect;
    } else {
        size.y = size.x / aspect;
    }
    out.view = Rect::from_center_size(content.center(), size);

    // Hands: the seat's fanned along the bottom edge, the opponents' along the top.
    let place_hand = |out: &mut TableLayout, owner: &str, centre_x: f32, z: f32, scale: f32, room: f32| {
        let cards = hand(owner);
        let n = cards.len();
        let w = CARD.x * scale;
        let step = if n > 1 { ((room - w) / (n - 1) as f32).min(w + GAP) } else { 0.0 };
        let span = step * n.saturating_sub(1) as f32;
        for (i, e) in cards.iter().enumerate() {
            let pos = Vec3::new(centre_x - span / 2.0 + step * i as f32, 0.003 * i as f32, z);
            out.slots.push((*e, Slot { scale, ..Slot::at(pos, false) }));
        }
        let h = CARD.y * scale;
        let rect = Rect::from_center_size(Vec2::new(centre_x, z), Vec2::new(room.max(w), h));
        out.zones.push(ZoneSpot { player: owner.to_string(), zone: Zone::Hand, rect, count: n });
    };
    let hand_z = y_bottom - GAP - my_hand_h + CARD.y * HAND_SCALE / 2.0;
    // The hand may spread over the whole width the view shows beside the stack, so that each
    // card's name shows whole whenever they fit side by side.
    let mut hand_room = (out.view.width() - stack_w - 2.0 * GAP).max(my_hand_room);
    if let Some(w) = hand_width {
        // Fanned tighter, down to HAND_FAN of each card, to stay in the part shown.
        let least = CARD.x * HAND_SCALE * (1.0 + HAND_FAN * my_hand_n.saturating_sub(1) as f32);
        hand_room = hand_room.min((w - 2.0 * GAP).max(least.min(hand_room)));
    }
    place_hand(&mut out, seat, x0 + field_w / 2.0, hand_z, HAND_SCALE, hand_room);
    for a in out.areas.clone().iter().filter(|a| !a.seat) {
        let z = y_top + their_hand_h - CARD.y * OPPONENT_HAND_SCALE / 2.0;
        // Right of the middle: the player's panel takes the left of the strip.
        let centre = a.rect.center().x + a.rect.width() * 0.22;
        place_hand(&mut out, &a.player, centre, z, OPPONENT_HAND_SCALE, a.rect.width() * 0.5);
    }

    // The stack: a column at the left, its top (first) highest on the screen.
    for (i, o) in stack.iter().enumerate() {
        let pos = Vec3::new(content.min.x + GAP + CARD.x / 2.0, 0.01 * i as f32, -1.0 + 0.45 * i as f32);
        out.slots.push((o.entity, Slot::at(pos, false)));
    }
    if !stack.is_empty() {
        let rect = Rect::new(content.min.x, content.min.y, content.min.x + stack_w, content.max.y);
        out.zones.push(ZoneSpot { player: String::new(), zone: Zone::Stack, rect, count: stack.len() });
    }

    out
}

/// Places one area with its top-left corner (nearest the middle, for `side` +1; the corner
/// nearest the middle is its bottom-left for an opponent, `side` -1) at `corner`.
fn place_area(out: &mut TableLayout, p: &AreaPlan, corner: Vec2, side: f32, seat: bool) {
    let size = p.size();
    let z_of = |d: f32| corner.y + side * d;
    let rows_w = p.rows_width();
    // Rows, from the middle outwards, centred in the room the piles leave.
    let mut depth = 0.0;
    for row in &p.rows {
        let row_d = AreaPlan::row_depth(row);
        let mut x = corner.x + (rows_w - AreaPlan::row_width(row)) / 2.0;
        for item in row {
            let w = item.width();
            // The card lies at the far end of its item; what is attached peeks out towards the middle.
            let tucks = item.attached.len() as f32;
            let card_d = if item.tapped() { CARD.x } else { CARD.y };
            let centre =
                Vec2::new(x + (if item.tapped() { CARD.y } else { CARD.x }) / 2.0, depth + TUCK * tucks + card_d / 2.0);
            let pos = Vec3::new(centre.x, 0.0, z_of(centre.y));
            for (k, o) in item.cards.iter().enumerate() {
                let k_f = k.min(GROUP_DRAWN - 1) as f32;
                let offset = Vec3::new(GROUP_STEP * k_f, -0.004 * k as f32, side * GROUP_STEP * k_f);
                let slot = Slot { covered: k >= GROUP_DRAWN, ..Slot::at(pos + offset, o.tapped) };
                out.slots.push((o.entity, slot));
            }
            if item.cards.len() > 1 {
                out.groups.push(Group { top: item.cards[0].entity, count: item.cards.len() });
            }
            for (k, a) in item.attached.iter().enumerate() {
                let k = k as f32 + 1.0;
                let tuck = Vec3::new(0.1 * k, -0.004 * k, -side * TUCK * k);
                out.slots.push((a.entity, Slot::at(pos + tuck, a.tapped)));
            }
            x += w + GAP;
        }
        depth += row_d + ROW_GAP;
    }
    let rows_rect = Rect::from_corners(Vec2::new(corner.x, z_of(0.0)), Vec2::new(corner.x + rows_w, z_of(size.y)));
    let count = p.rows.iter().flatten().map(|i| i.cards.len() + i.attached.len()).sum();
    out.zones.push(ZoneSpot { player: p.player.clone(), zone: Zone::Battlefield, rect: rows_rect, count });
    // Piles at the right: library and graveyard at the edge of the table, the rest nearer the middle.
    let px = corner.x + rows_w + 2.0 * GAP;
    for (i, (zone, cards)) in p.piles.iter().enumerate() {
        let (col, from_edge) = (i % PILE_COLUMNS, i / PILE_COLUMNS);
        let d = size.y - CARD.y / 2.0 - from_edge as f32 * PILE_H;
        let centre = Vec2::new(px + col as f32 * PILE_W + CARD.x / 2.0, d);
        let pos = Vec3::new(centre.x, 0.0, z_of(centre.y));
        let n = cards.len();
        for (k, e) in cards.iter().enumerate() {
            let slot = Slot { covered: k >= PILE_DRAWN, ..Slot::at(pos + Vec3::Y * 0.004 * (n - k) as f32, false) };
            out.slots.push((*e, slot));
        }
        let rect = Rect::from_center_size(Vec2::new(pos.x, pos.z), CARD + Vec2::splat(GAP));
        out.zones.push(ZoneSpot { player: p.player.clone(), zone: *zone, rect, count: n });
    }
    let rect = Rect::from_corners(Vec2::new(corner.x, z_of(0.0)), Vec2::new(corner.x + size.x, z_of(size.y)));
    out.areas.push(Area { player: p.player.clone(), rect, seat });
}

#[cfg(test)]
mod tests;
