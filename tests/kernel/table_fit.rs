//! The window's table fits at 1600 × 900, at 100 % and at 150 %: the seat's own panel covers
//! none of the seat's cards (its lands, its hand, a hand card risen under the pointer), and at
//! 150 % every card of both seats is in sight.

use bevy::prelude::*;
use bevy_egui::egui;
use bifronte::overlay::marks::seat_panel_place;
use bifronte::table::layout::{CARD, HAND_SCALE, OPPONENT_HAND_SCALE, OPPONENT_HAND_SHOWN, layout};
use bifronte::view::{Viewer, seat::seat_model};

/// A table in the middle of a game: Alice with creatures, lands and a full hand; Bob the same.
fn midgame() -> crate::harness::Table {
    let mut setup = String::from(r#"(players: ["Alice", "Bob"], mode: Assisted, setup: ["#);
    for who in ["Alice", "Bob"] {
        let cards = [("Grizzly Bears", "Battlefield", 3), ("Forest", "Battlefield", 6), ("Giant Growth", "Hand", 7)];
        for (k, (name, zone, n)) in cards.into_iter().enumerate() {
            for i in 0..n {
                setup.push_str(&format!(r#"Card(id: "{who}-{k}-{i}", name: "{name}", owner: "{who}", zone: {zone}),"#));
            }
        }
        for i in 0..3 {
            setup.push_str(&format!(r#"Card(id: "{who}-lib-{i}", name: "Forest", owner: "{who}", zone: Library),"#));
            setup.push_str(&format!(r#"Card(id: "{who}-gy-{i}", name: "Shock", owner: "{who}", zone: Graveyard),"#));
        }
    }
    setup.push_str("])");
    crate::harness::table(&setup)
}

#[test]
fn the_seat_s_own_panel_covers_none_of_its_cards_at_1600_by_900() {
    let mut t = midgame();
    let alice = t.app.world().resource::<bifronte::rules::Players>().0[0];
    let m = seat_model(t.app.world_mut(), Viewer::Player(alice));
    // The 3D view at 1600 × 900 and 100 %: what the panels leave.
    let area = bifronte::overlay::table_area(Vec2::new(1600.0, 900.0));
    let size = area.size();
    let laid = layout(&m.table, &m.players, "Alice", size.x / size.y);
    let px = laid.pixels_per_unit(size);
    let on_screen = |at: Vec3, card: Vec2| {
        let c = laid.project(at, size) + area.min;
        egui::Rect::from_center_size(egui::pos2(c.x, c.y), egui::vec2(card.x, card.y) * px)
    };
    let mut cards: Vec<egui::Rect> = Vec::new();
    for (_, slot) in &laid.slots {
        let card = if slot.tapped { Vec2::new(CARD.y, CARD.x) } else { CARD } * slot.scale;
        cards.push(on_screen(slot.pos, card));
        // A hand card risen under the pointer (`table::visuals`).
        if slot.scale == HAND_SCALE {
            cards.push(on_screen(slot.pos + Vec3::new(0.0, 0.0, -CARD.y * HAND_SCALE * 0.35), card));
        }
    }
    let clip = egui::Rect::from_min_max(egui::pos2(area.min.x, area.min.y), egui::pos2(area.max.x, area.max.y));
    // The seat's panel: three lines, as wide as a long name, turn and step make it.
    let panel = egui::vec2(250.0, 60.0);
    // Where it went before: the bottom left corner, or above the hand when that met the hand.
    let corner = egui::Rect::from_min_size(egui::pos2(clip.left() + 6.0, clip.bottom() - panel.y - 6.0), panel);
    assert!(cards.iter().any(|c| c.intersects(corner)), "the bottom left corner meets a card of the seat");
    let seat = laid.areas.iter().find(|a| a.seat).expect("the seat's area");
    let seat_top = laid.project(Vec3::new(0.0, 0.0, seat.rect.min.y), size).y + area.min.y;
    let placed = seat_panel_place(clip, seat_top, panel, &cards);
    assert!(placed.top() >= seat_top, "{placed:?} in the seat's part of the view, below {seat_top}");
    assert!(clip.contains_rect(placed), "{placed:?} inside the view {clip:?}");
    for c in &cards {
        assert!(!c.intersects(placed), "the seat's panel {placed:?} covers a card at {c:?}");
    }
}

/// The height the phase bar takes at 1600 px (the window's width, less the panel's margins),
/// for Alice at a local table (the window acting for both players) after `passes`.
fn phase_bar_height(t: &mut crate::harness::Table) -> (f32, f32) {
    use egui_kittest::Harness;
    let alice = t.app.world().resource::<bifronte::rules::Players>().0[0];
    let model = seat_model(t.app.world_mut(), Viewer::Player(alice));
    let mut h = Harness::builder().with_size(egui::vec2(1584.0, 200.0)).build_ui_state(
        |ui, heights: &mut (f32, f32)| {
            let r = ui.scope(|ui| bifronte::overlay::ui::phase::phase_bar(ui, &model, ""));
            *heights = (r.response.rect.height(), ui.spacing().interact_size.y);
        },
        (0.0, 0.0),
    );
    h.run();
    *h.state()
}

#[test]
fn the_phase_bar_is_one_line_at_1600_px_in_every_step() {
    let mut t = midgame();
    // Through the turn to its declare attackers step, where the bar says the most.
    for step in 0..6 {
        let (height, line) = phase_bar_height(&mut t);
        assert!(height < 1.5 * line, "step {step}: the bar is {height} px high, more than a line of {line}");
        for who in ["Alice", "Bob"] {
            t.act(&format!("PassPriority(player: {who:?})"));
        }
    }
}

/// Settings → Size at 150 % on a 1600 × 900 window: the panels grow by the size's square root
/// (the text by the size), and the cards are drawn as large as both seats' rows allow. Every
/// card of both players is in sight, about as tall as at 100 %, and the seat's panel covers
/// none of the seat's cards.
#[test]
fn at_150_percent_every_card_of_both_seats_is_in_sight_at_1600_by_900() {
    use bifronte::table::{CameraRig, CardSize, lay_out, shown_part};
    let mut t = midgame();
    let alice = t.app.world().resource::<bifronte::rules::Players>().0[0];
    let m = seat_model(t.app.world_mut(), Viewer::Player(alice));
    let window = Vec2::new(1600.0, 900.0);
    let card_px = |scale: u32| {
        let area = bifronte::overlay::table_area_at(window, scale);
        let size = area.size();
        let least = CardSize::at(scale).0;
        let hand = (least > 0.0).then(|| size.x * CARD.y / least);
        let laid = lay_out(&m.table, &m.players, "Alice", (size.x / size.y, size), (least, hand));
        let (shown, per_px) = shown_part(laid.view, &CameraRig::default(), area, (least, None));
        (laid, shown, per_px, area)
    };
    let (_, _, at_100, _) = card_px(100);
    let (laid, shown, per_px, area) = card_px(150);
    // The menu bar and the log are taller at 150 %: the window's height leaves the cards a
    // little less (109 px against 115 at 100 % here), where at 165 px the opponent's rows were
    // off screen.
    let (tall, tall_100) = (CARD.y / per_px, CARD.y / at_100);
    assert!(tall >= tall_100 * 0.9 && tall <= 165.0, "a card {tall} px tall at 150 %, {tall_100} at 100 %");
    assert!(area.width() > 800.0, "the table keeps {} of 1,600 px", area.width());
    let mut cards = Vec::new();
    for (_, slot) in &laid.slots {
        let card = if slot.tapped { Vec2::new(CARD.y, CARD.x) } else { CARD } * slot.scale;
        let mut r = Rect::from_center_size(Vec2::new(slot.pos.x, slot.pos.z), card);
        // An opponent's hand shows its bottom part only, the rest past the table's far edge.
        if slot.scale == OPPONENT_HAND_SCALE {
            r.min.y = r.max.y - card.y * OPPONENT_HAND_SHOWN;
        }
        assert!(
            shown.min.x <= r.min.x + 1e-3
                && shown.min.y <= r.min.y + 1e-3
                && r.max.x <= shown.max.x + 1e-3
                && r.max.y <= shown.max.y + 1e-3,
            "a card at {r:?} out of sight of {shown:?}"
        );
        let to_px = |p: Vec2| area.min + (p - shown.min) / per_px;
        let (a, b) = (to_px(r.min), to_px(r.max));
        cards.push(egui::Rect::from_min_max(egui::pos2(a.x, a.y), egui::pos2(b.x, b.y)));
    }
    assert!(cards.len() > 30, "{} cards laid out", cards.len());
    // The seat's hand of seven is fanned into the width that shows: side by side, none under
    // another (fanned for 165 px cards, each hid most of the next).
    let mut hand: Vec<f32> = laid.slots.iter().filter(|(_, s)| s.scale == HAND_SCALE).map(|(_, s)| s.pos.x).collect();
    hand.sort_by(f32::total_cmp);
    assert_eq!(hand.len(), 7);
    for pair in hand.windows(2) {
        assert!(pair[1] - pair[0] >= CARD.x * HAND_SCALE - 1e-3, "hand cards {pair:?} overlap");
    }
    // The seat's panel at 150 %: three lines as at 100 %, half as large again.
    let clip = egui::Rect::from_min_max(egui::pos2(area.min.x, area.min.y), egui::pos2(area.max.x, area.max.y));
    let seat = laid.areas.iter().find(|a| a.seat).expect("the seat's area");
    let seat_top = area.min.y + (seat.rect.min.y - shown.min.y) / per_px;
    let placed = seat_panel_place(clip, seat_top, egui::vec2(250.0, 60.0) * 1.5, &cards);
    for c in &cards {
        assert!(!c.intersects(placed), "the seat's panel {placed:?} covers a card at {c:?}");
    }
}
