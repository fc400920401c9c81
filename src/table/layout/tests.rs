use super::*;
use crate::view::HiddenPile;

fn obj(i: u32, id: &str, zone: Zone, owner: &str, type_line: &str) -> ObjectView {
    ObjectView::for_tests(i, id, zone, owner, type_line)
}

fn players() -> Vec<String> {
    vec!["Alice".into(), "Bob".into()]
}

fn at(l: &TableLayout, i: u32) -> Vec3 {
    l.slot(Entity::from_raw_u32(i).unwrap()).expect("laid out").pos
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
    v.objects[0].attachments = vec!["sword".into()];
    let l = layout(&v, &players(), "Alice", 16.0 / 9.0);
    assert!(at(&l, 1).z > 0.0 && at(&l, 3).z < 0.0, "the viewer's creatures are on their side, the opponent's across");
    assert!(at(&l, 2).z > at(&l, 1).z, "lands lie behind creatures");
    assert!(at(&l, 4).y < at(&l, 1).y && at(&l, 4).z < at(&l, 1).z, "the Equipment is tucked under its host");
    assert_eq!(row_of(&v.objects[4]), Row::Others, "a Lander is an artifact, not a land (111.10u)");
    // From Bob's seat the table turns around.
    let b = layout(&v, &players(), "Bob", 16.0 / 9.0);
    assert!(at(&b, 3).z > 0.0 && at(&b, 1).z < 0.0);
}

#[test]
fn rule_303_4b_a_curse_lies_in_front_of_the_player_it_enchants() {
    let mut v = TableView::default();
    v.objects.push(obj(1, "curse", Zone::Battlefield, "Alice", "Enchantment — Aura Curse"));
    v.objects.push(obj(2, "pacifism", Zone::Battlefield, "Alice", "Enchantment — Aura"));
    v.objects.push(obj(3, "giant", Zone::Battlefield, "Bob", "Creature — Giant"));
    v.objects[0].attached_to = Some("Bob".into());
    v.objects[1].attached_to = Some("giant".into());
    for seat in ["Alice", "Bob"] {
        let l = layout(&v, &players(), seat, 16.0 / 9.0);
        let bobs_side = |z: f32| if seat == "Bob" { z > 0.0 } else { z < 0.0 };
        assert!(bobs_side(at(&l, 1).z), "{seat}'s view: Alice's Curse on Bob lies on Bob's side");
        assert!(bobs_side(at(&l, 2).z), "{seat}'s view: an Aura on a permanent lies with its host");
    }
    // Unattached, it is back in front of its controller.
    v.objects[0].attached_to = None;
    let l = layout(&v, &players(), "Alice", 16.0 / 9.0);
    assert!(at(&l, 1).z > 0.0);
}

/// 404.1: a graveyard's top card is the last one put in, and it is the one the pile shows: the
/// view lists a graveyard as its cards went in (a library from its top).
#[test]
fn rule_404_1_a_graveyard_pile_shows_the_last_card_put_into_it() {
    let mut v = TableView::default();
    v.objects.push(obj(3, "first in", Zone::Graveyard, "Alice", "Sorcery"));
    v.objects.push(obj(2, "second in", Zone::Graveyard, "Alice", "Sorcery"));
    v.objects.push(obj(1, "last in", Zone::Graveyard, "Alice", "Instant"));
    v.objects.push(obj(4, "library top", Zone::Library, "Alice", "Instant"));
    v.objects.push(obj(5, "library second", Zone::Library, "Alice", "Instant"));
    let l = layout(&v, &players(), "Alice", 16.0 / 9.0);
    let y = |i: u32| at(&l, i).y;
    assert!(y(1) > y(2) && y(2) > y(3), "the last card in lies highest, the first lowest");
    assert!(y(4) > y(5), "a library's top card is its first");
}

#[test]
fn piles_stack_with_the_top_card_highest() {
    let mut v = TableView::default();
    v.objects.push(obj(3, "deep", Zone::Graveyard, "Alice", "Sorcery"));
    v.objects.push(obj(2, "under", Zone::Graveyard, "Alice", "Sorcery"));
    v.objects.push(obj(1, "top", Zone::Graveyard, "Alice", "Instant"));
    let l = layout(&v, &players(), "Alice", 16.0 / 9.0);
    let (a, b, c) = (l.slot(Entity::from_raw_u32(1).unwrap()).unwrap(), at(&l, 2), at(&l, 3));
    assert!(a.pos.y > b.y && b.y > c.y);
    assert_eq!((a.pos.x, a.pos.z), (b.x, b.z), "one pile");
    let covered: Vec<bool> = (1..=3).map(|i| l.slot(Entity::from_raw_u32(i).unwrap()).unwrap().covered).collect();
    assert_eq!(covered, [false, false, true], "only the top two cards of a pile are drawn");
    let spot = l.zones.iter().find(|z| z.zone == Zone::Graveyard && z.player == "Alice").unwrap();
    assert_eq!(spot.count, 3);
    assert_eq!(l.zone_at(Vec2::new(a.pos.x, a.pos.z)), Some(("Alice", Zone::Graveyard)));
}

#[test]
fn a_hand_fans_tighter_into_the_part_of_the_table_shown_when_the_cards_are_drawn_larger() {
    let mut v = TableView::default();
    for i in 0..7 {
        v.objects.push(obj(i, "card", Zone::Hand, "Alice", "Creature"));
    }
    let players = ["Alice".to_string(), "Bob".to_string()];
    let wide = layout(&v, &players, "Alice", 16.0 / 9.0);
    let w = CARD.x * HAND_SCALE;
    let span = |l: &TableLayout| {
        let xs: Vec<f32> = (0..7).map(|i| at(l, i).x).collect();
        xs.iter().fold(f32::MIN, |a, b| a.max(*b)) - xs.iter().fold(f32::MAX, |a, b| a.min(*b)) + w
    };
    let shown = span(&wide) * 0.7;
    let narrow = layout_within(&v, &players, "Alice", 16.0 / 9.0, Some(shown));
    assert!(span(&narrow) <= shown, "{} in {shown}", span(&narrow));
    // Never tighter than HAND_FAN of each card.
    let tiny = layout_within(&v, &players, "Alice", 16.0 / 9.0, Some(w));
    assert!(span(&tiny) >= w * (1.0 + HAND_FAN * 6.0) - 1e-3);
}

#[test]
fn an_opening_hand_on_an_empty_table_fans_out_with_most_of_each_card_showing() {
    let mut v = TableView::default();
    for i in 0..7 {
        v.objects.push(obj(i, "card", Zone::Hand, "Alice", "Creature"));
    }
    let l = layout(&v, &["Alice".into(), "Bob".into()], "Alice", 16.0 / 9.0);
    let mut xs: Vec<f32> = (0..7).map(|i| at(&l, i).x).collect();
    xs.sort_by(f32::total_cmp);
    let w = CARD.x * HAND_SCALE;
    for pair in xs.windows(2) {
        assert!(pair[1] - pair[0] >= HAND_FAN * w - 1e-4, "{xs:?}");
    }
    assert!(l.view.min.x <= xs[0] - w / 2.0 && xs[6] + w / 2.0 <= l.view.max.x, "the hand is in view");
}

#[test]
fn zone_at_finds_each_player_s_battlefield_hand_and_piles() {
    let mut v = TableView::default();
    v.objects.push(obj(1, "bear", Zone::Battlefield, "Alice", "Creature — Bear"));
    v.objects.push(obj(2, "giant", Zone::Battlefield, "Bob", "Creature — Giant"));
    v.objects.push(obj(3, "shock", Zone::Hand, "Alice", "Instant"));
    v.hidden.push(HiddenPile {
        owner: "Bob".into(),
        zone: Zone::Library,
        count: 1,
        entities: vec![Entity::from_raw_u32(9).unwrap()],
    });
    let l = layout(&v, &players(), "Alice", 16.0 / 9.0);
    let xz = |p: Vec3| Vec2::new(p.x, p.z);
    assert_eq!(l.zone_at(xz(at(&l, 1))), Some(("Alice", Zone::Battlefield)));
    assert_eq!(l.zone_at(xz(at(&l, 2))), Some(("Bob", Zone::Battlefield)));
    assert_eq!(l.zone_at(xz(at(&l, 3))), Some(("Alice", Zone::Hand)));
    assert_eq!(l.zone_at(xz(at(&l, 9))), Some(("Bob", Zone::Library)));
    for spot in &l.zones {
        // A hand lies partly past the edge; piles and battlefields wholly in view.
        let seen = if spot.zone == Zone::Hand {
            !l.view.intersect(spot.rect).is_empty()
        } else {
            l.view.contains(spot.rect.center())
        };
        assert!(seen, "{spot:?} is in view");
    }
    assert_eq!(l.zone_at(l.view.max + Vec2::splat(5.0)), None, "off the table");
}

#[test]
fn identical_tokens_and_lands_lie_in_one_stack_with_a_count() {
    let mut v = TableView::default();
    for i in 0..4 {
        let mut t = obj(i + 1, &format!("soldier{i}"), Zone::Battlefield, "Alice", "Token Creature — Soldier");
        t.shown.name = "Soldier Token".into();
        t.token = true;
        v.objects.push(t);
    }
    v.objects[3].counters = vec![(crate::rules::CounterKind::PlusOne, 1)];
    for i in 0..3 {
        let mut f = obj(10 + i, &format!("forest{i}"), Zone::Battlefield, "Alice", "Basic Land — Forest");
        f.shown.name = "Forest".into();
        v.objects.push(f);
    }
    v.objects[6].tapped = true;
    let l = layout(&v, &players(), "Alice", 16.0 / 9.0);
    let e = |i: u32| Entity::from_raw_u32(i).unwrap();
    assert!(l.groups.contains(&Group { top: e(1), count: 3 }), "{:?}", l.groups);
    assert!(l.groups.contains(&Group { top: e(10), count: 2 }), "the tapped Forest lies apart: {:?}", l.groups);
    assert_eq!(l.groups.len(), 2, "the token with a counter lies apart");
    assert!((at(&l, 2) - at(&l, 1)).length() < 0.2, "stacked");
    assert!((at(&l, 4) - at(&l, 1)).length() > CARD.x, "apart");
}

#[test]
fn the_view_fits_everything_to_the_aspect_ratio() {
    let mut v = TableView::default();
    for i in 0..12 {
        v.objects.push(obj(
            i + 1,
            &format!("c{i}"),
            Zone::Battlefield,
            ["Alice", "Bob"][i as usize % 2],
            "Creature — Bear",
        ));
    }
    for aspect in [16.0 / 9.0, 1.0, 2.5] {
        let l = layout(&v, &players(), "Alice", aspect);
        assert!((l.view.width() / l.view.height() - aspect).abs() < 1e-3);
        for (_, s) in l.slots.iter().filter(|(_, s)| s.scale == 1.0) {
            let r = Rect::from_center_size(Vec2::new(s.pos.x, s.pos.z), CARD);
            assert!(l.view.contains(r.min) && l.view.contains(r.max), "{s:?} inside {:?}", l.view);
        }
    }
    // Four players: the three opponents sit side by side across the top.
    let four: Vec<String> = ["Alice", "Bob", "Carol", "Dan"].map(String::from).to_vec();
    let l = layout(&v, &four, "Alice", 16.0 / 9.0);
    assert_eq!(l.areas.len(), 4);
    let tops: Vec<&Area> = l.areas.iter().filter(|a| !a.seat).collect();
    assert!(tops.iter().all(|a| a.rect.max.y < 0.0));
    for w in tops.windows(2) {
        assert!(w[0].rect.max.x <= w[1].rect.min.x, "side by side, not overlapping");
    }
}
