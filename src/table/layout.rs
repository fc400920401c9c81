//! Where each object lies on the table, from the viewer-filtered view. Pure functions, tested
//! headlessly. Table space: the felt is the XZ plane, Y is up, the viewer sits at +Z.

use bevy::prelude::*;

use crate::rules::action::Zone;
use crate::view::{ObjectView, TableView};

/// A card's footprint on the table (63 × 88 mm at 1.5 units per 63 mm).
pub const CARD: Vec2 = Vec2::new(0.945, 1.32);
/// Space between cards in a row.
const GAP: f32 = 0.14;

/// Where one object goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    /// Where the card lies.
    pub pos: Vec3,
    /// Turned sideways.
    pub tapped: bool,
    /// Deep in a pile, under at least two cards at the same place: not drawn once settled.
    pub covered: bool,
}

impl Slot {
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

/// The distance of a row from the middle line, for the viewer's side (the opponent's is mirrored).
fn row_z(row: Row) -> f32 {
    match row {
        Row::Creatures => 0.95,
        Row::Others => 2.45,
        Row::Lands => 3.95,
        Row::Hand => 5.6,
    }
}

/// Where a pile (library, graveyard, exile, command) sits for a player at `side` (+1 viewer, -1 opponent).
pub fn pile_pos(zone: Zone, side: f32) -> Vec3 {
    let (x, z) = match zone {
        Zone::Library => (7.6, 3.95),
        Zone::Graveyard => (7.6, 2.45),
        Zone::Exile => (7.6, 0.95),
        Zone::Command => (-7.6, 3.95),
        _ => (0.0, 0.0),
    };
    Vec3::new(x, 0.0, z * side)
}

/// The stack, at the left of the middle line.
pub const STACK: Vec3 = Vec3::new(-7.6, 0.0, -0.6);

/// The zone under a point of the felt (x, z), and whether it is on the viewer's side (+Z):
/// the piles at the right edge, the command zone at the left, the hand beyond the lands.
pub fn zone_at(p: Vec2) -> Option<(bool, Zone)> {
    let mine = p.y >= 0.0;
    let z = p.y.abs();
    let half = |c: f32| (c - 0.75..c + 0.75).contains(&z);
    if p.x.abs() > 8.6 || z > 6.6 {
        return None;
    }
    if p.x > 6.9 {
        return [Zone::Library, Zone::Graveyard, Zone::Exile]
            .into_iter()
            .find(|zone| half(pile_pos(*zone, 1.0).z))
            .map(|zone| (mine, zone));
    }
    if p.x < -6.9 && half(pile_pos(Zone::Command, 1.0).z) {
        return Some((mine, Zone::Command));
    }
    Some((mine, if z > row_z(Row::Lands) + CARD.y / 2.0 + 0.1 { Zone::Hand } else { Zone::Battlefield }))
}

/// Lays out every visible object. `seat` is the viewer's name: their rows are at +Z.
pub fn layout(view: &TableView, seat: &str) -> Vec<(Entity, Slot)> {
    let mut out = Vec::new();
    let side = |o: &ObjectView| {
        if o.controller == seat || (o.zone != Zone::Battlefield && o.owner == seat) { 1.0 } else { -1.0 }
    };
    // Battlefield and hand rows: attached objects are placed with their host.
    let mut rows: Vec<((i8, Row), Vec<&ObjectView>)> = Vec::new();
    for o in view.objects.iter().filter(|o| matches!(o.zone, Zone::Battlefield | Zone::Hand) && o.attached_to.is_none())
    {
        let key = (side(o) as i8, row_of(o));
        match rows.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(o),
            None => rows.push((key, vec![o])),
        }
    }
    for ((s, row), objs) in rows {
        let step = CARD.x + GAP;
        let span = step * (objs.len() as f32 - 1.0);
        let fan = row == Row::Hand;
        for (i, o) in objs.iter().enumerate() {
            let x = -span / 2.0 + step * i as f32;
            let lift = if fan { 0.002 * i as f32 } else { 0.0 };
            let pos = Vec3::new(x, lift, row_z(row) * s as f32);
            out.push((o.entity, Slot { pos, tapped: o.tapped, covered: false }));
            // Auras and Equipment tucked under their host, peeking out towards the middle.
            for (k, a) in view.objects.iter().filter(|a| a.attached_to.as_deref() == Some(o.id.as_str())).enumerate() {
                let k = k as f32 + 1.0;
                let tuck = Vec3::new(0.14 * k, -0.004 * k, -0.3 * k * s as f32);
                out.push((a.entity, Slot { pos: pos + tuck, tapped: a.tapped, covered: false }));
            }
        }
    }
    // Piles: each card a little higher than the one below; the top card is the first in order.
    for zone in [Zone::Library, Zone::Graveyard, Zone::Exile, Zone::Command] {
        for s in [1.0, -1.0] {
            let pile: Vec<&ObjectView> = view.objects.iter().filter(|o| o.zone == zone && side(o) == s).collect();
            let n = pile.len();
            for (i, o) in pile.iter().enumerate() {
                let pos = pile_pos(zone, s) + Vec3::Y * 0.004 * (n - i) as f32;
                out.push((o.entity, Slot { pos, tapped: false, covered: i >= PILE_DRAWN }));
            }
        }
    }
    // Hidden piles: backs only. A hidden hand fans like a hand, a library is a pile.
    for h in &view.hidden {
        let s = if h.owner == seat { 1.0 } else { -1.0 };
        let n = h.entities.len();
        for (i, e) in h.entities.iter().enumerate() {
            let pos = match h.zone {
                Zone::Hand => {
                    let step = CARD.x + GAP;
                    Vec3::new(-step * (n as f32 - 1.0) / 2.0 + step * i as f32, 0.002 * i as f32, row_z(Row::Hand) * s)
                }
                zone => pile_pos(zone, s) + Vec3::Y * 0.004 * (n - i) as f32,
            };
            let covered = h.zone != Zone::Hand && i >= PILE_DRAWN;
            out.push((*e, Slot { pos, tapped: false, covered }));
        }
    }
    // The stack fans downwards; its top (first) is nearest the middle.
    for (i, o) in view.objects.iter().filter(|o| o.zone == Zone::Stack).enumerate() {
        out.push((
            o.entity,
            Slot { pos: STACK + Vec3::new(0.0, 0.01 * i as f32, 0.4 * i as f32), tapped: false, covered: false },
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::Shown;

    #[test]
    fn zone_at_finds_the_zone_each_pile_and_row_lies_in() {
        for zone in [Zone::Library, Zone::Graveyard, Zone::Exile, Zone::Command] {
            for side in [1.0, -1.0] {
                let p = pile_pos(zone, side);
                assert_eq!(zone_at(Vec2::new(p.x, p.z)), Some((side > 0.0, zone)), "{zone:?} {side}");
            }
        }
        for (row, zone) in
            [(Row::Creatures, Zone::Battlefield), (Row::Lands, Zone::Battlefield), (Row::Hand, Zone::Hand)]
        {
            assert_eq!(zone_at(Vec2::new(0.5, row_z(row))), Some((true, zone)), "{row:?}");
            assert_eq!(zone_at(Vec2::new(-2.0, -row_z(row))), Some((false, zone)), "{row:?}");
        }
        assert_eq!(zone_at(Vec2::new(20.0, 0.0)), None, "off the felt");
    }

    fn obj(i: u32, id: &str, zone: Zone, owner: &str, type_line: &str) -> ObjectView {
        use crate::cards::CardType::*;
        let types = [Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery]
            .into_iter()
            .filter(|t| type_line.split(" — ").next().unwrap_or("").contains(&format!("{t:?}")))
            .collect();
        ObjectView {
            entity: Entity::from_raw_u32(i).unwrap(),
            id: id.into(),
            zone,
            owner: owner.into(),
            controller: owner.into(),
            shown: Shown {
                name: id.into(),
                mana_cost: String::new(),
                mana_value: 0,
                colors: Default::default(),
                types,
                type_line: type_line.into(),
                text: String::new(),
                power: None,
                toughness: None,
                loyalty: None,
                defense: None,
            },
            identity: None,
            other_face: None,
            pt_modified: false,
            face_down: None,
            face: crate::rules::Side::Front,
            transformed: false,
            token: false,
            tapped: false,
            damage: 0,
            counters: Vec::new(),
            attached_to: None,
            attachments: Vec::new(),
            derivation: Vec::new(),
            copy_of: None,
        }
    }

    #[test]
    fn rows_by_type_and_seat() {
        let mut v = TableView::default();
        v.objects.push(obj(1, "bear", Zone::Battlefield, "Alice", "Creature — Bear"));
        v.objects.push(obj(2, "forest", Zone::Battlefield, "Alice", "Basic Land — Forest"));
        v.objects.push(obj(3, "giant", Zone::Battlefield, "Bob", "Creature — Giant"));
        v.objects.push(obj(4, "sword", Zone::Battlefield, "Alice", "Artifact — Equipment"));
        v.objects.push(obj(5, "lander", Zone::Battlefield, "Alice", "Artifact — Lander"));
        v.objects[3].attached_to = Some("bear".into());
        let l = layout(&v, "Alice");
        let at = |i: u32| l.iter().find(|(e, _)| *e == Entity::from_raw_u32(i).unwrap()).unwrap().1.pos;
        assert!(at(1).z > 0.0 && at(3).z < 0.0, "the viewer's creatures are on their side, the opponent's across");
        assert!(at(2).z > at(1).z, "lands lie behind creatures");
        assert!(at(4).y < at(1).y && at(4).z < at(1).z, "the Equipment is tucked under its host");
        assert_eq!(row_of(&v.objects[4]), Row::Others, "a Lander is an artifact, not a land (111.10u)");
        // From Bob's seat the table turns around.
        let b = layout(&v, "Bob");
        let at_b = |i: u32| b.iter().find(|(e, _)| *e == Entity::from_raw_u32(i).unwrap()).unwrap().1.pos;
        assert!(at_b(3).z > 0.0 && at_b(1).z < 0.0);
    }

    #[test]
    fn piles_stack_with_the_top_card_highest() {
        let mut v = TableView::default();
        v.objects.push(obj(1, "top", Zone::Graveyard, "Alice", "Instant"));
        v.objects.push(obj(2, "under", Zone::Graveyard, "Alice", "Sorcery"));
        v.objects.push(obj(3, "deep", Zone::Graveyard, "Alice", "Sorcery"));
        let l = layout(&v, "Alice");
        assert!(l[0].1.pos.y > l[1].1.pos.y && l[1].1.pos.y > l[2].1.pos.y);
        assert_eq!(Vec2::new(l[0].1.pos.x, l[0].1.pos.z), Vec2::new(7.6, 2.45));
        let covered: Vec<bool> = l.iter().map(|(_, s)| s.covered).collect();
        assert_eq!(covered, [false, false, true], "only the top two cards of a pile are drawn");
    }
}
