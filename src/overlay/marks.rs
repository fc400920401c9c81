//! What the overlay paints over the 3D view, where the layout put things: each card's counter
//! and damage badges (at most three, then "+N", inside the card, clear of its name and P/T
//! box), the count of a stack of identical permanents, the outline and count of every pile
//! (empty ones too, to aim at), every zone's outline while a card is dragged, the hovered and
//! selected cards' outlines, and a panel per player with whose turn it is and their zone counts.
//! The badges, the stacks' counts, the piles' outlines and counts and the players' panels change
//! only with the table: they are [`TableMark`]s, which the marks layer ([`super::layer`]) shows
//! once they stay the same.

use bevy::prelude::*;
use bevy_egui::egui;
use fluent_bundle::FluentValue;

use super::ModelCache;
use super::table_marks::{TableMark, player_font};
use crate::i18n::Lang;
use crate::rules::Zone;
use crate::table::focus::FocusStop;
use crate::table::language::Words;
use crate::table::layout::{CARD, Group};
use crate::table::state::{CurrentLayout, Hovered, Selection};
use crate::table::visuals::CardVisual;
use crate::view::ObjectView;

/// At most this many badges on a card; the rest are counted in one more, "+N".
pub const MAX_BADGES: usize = 3;

/// The badge texts of an object: a commander and its tax, its counters, its damage, a note.
pub fn badge_lines(lang: Lang, o: &ObjectView) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    match o.commander_tax {
        Some(0) => lines.push(lang.tr("panels-badge-commander")),
        Some(tax) => lines.push(lang.t("panels-badge-commander-tax", &[("tax", &format!("{{{tax}}}"))])),
        None => {}
    }
    lines.extend(o.counters.iter().map(|(k, n)| format!("{n} {}", crate::view::words::counter_words(lang, k))));
    match o.combat.as_deref() {
        Some("attacking") => lines.push(lang.tr("panels-badge-attacking")),
        Some("blocking") => lines.push(lang.tr("panels-badge-blocking")),
        Some(other) => lines.push(other.to_string()),
        None => {}
    }
    if o.damage > 0 {
        lines.push(lang.t("panels-state-damage", &[("n", &o.damage.to_string())]));
    }
    if let Some(n) = &o.note {
        // The inspector has the whole note.
        let short: String = n.chars().take(16).collect();
        lines.push(if short.len() < n.len() { format!("“{short}…”") } else { format!("“{short}”") });
    }
    lines
}

/// Where the badges of a card drawn in `card` (screen pixels) go: a column over its art box,
/// below the name bar and above the text box, so the name and the P/T box stay clear. A
/// tapped card lies sideways: the column keeps to its middle, clear of the corners. At most
/// [`MAX_BADGES`], then "+N" for the rest.
pub fn card_badges(card: egui::Rect, tapped: bool, lines: &[String]) -> Vec<(egui::Rect, String)> {
    let h = if tapped { card.width() } else { card.height() };
    let room = if tapped { card.height() * 0.84 } else { h * 0.68 };
    let height = (h * 0.12).clamp(11.0, 24.0).min(room / (MAX_BADGES + 1) as f32 - 2.0);
    let (left, width, top) = match tapped {
        false => (card.left() + card.width() * 0.06, card.width() * 0.88, card.top() + h * 0.15),
        true => (card.left() + card.width() * 0.2, card.width() * 0.6, card.top() + card.height() * 0.08),
    };
    let mut texts: Vec<String> = lines.iter().take(MAX_BADGES).cloned().collect();
    if lines.len() > MAX_BADGES {
        texts.push(format!("+{}", lines.len() - MAX_BADGES));
    }
    texts
        .into_iter()
        .enumerate()
        .map(|(i, t)| {
            let y = top + i as f32 * (height + 2.0);
            (egui::Rect::from_min_size(egui::pos2(left, y), egui::vec2(width, height)), t)
        })
        .collect()
}

/// The screen rectangle a card's visual covers, from its four corners.
/// `zoom`: egui's zoom factor, the logical pixels of an egui point (Settings' size).
fn card_rect(camera: &Camera, at: &GlobalTransform, card: &GlobalTransform, zoom: f32) -> Option<egui::Rect> {
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .map(|(x, z)| card.transform_point(Vec3::new(x * CARD.x / 2.0, 0.0, z * CARD.y / 2.0)));
    let mut points = Vec::with_capacity(4);
    for c in corners {
        let p = camera.world_to_viewport(at, c).ok()? / zoom;
        points.push(egui::pos2(p.x, p.y));
    }
    Some(egui::Rect::from_points(&points))
}

/// Where a rectangle of the felt (x, z) appears on the screen.
fn felt_rect(camera: &Camera, at: &GlobalTransform, rect: Rect, zoom: f32) -> Option<egui::Rect> {
    let a = camera.world_to_viewport(at, Vec3::new(rect.min.x, 0.0, rect.min.y)).ok()? / zoom;
    let b = camera.world_to_viewport(at, Vec3::new(rect.max.x, 0.0, rect.max.y)).ok()? / zoom;
    Some(egui::Rect::from_two_pos(egui::pos2(a.x, a.y), egui::pos2(b.x, b.y)))
}

/// Where each player's panel was painted last frame: a click there opens their life and
/// counters (`overlay::layout`).
#[derive(Resource, Default, Debug)]
pub struct PlayerPanels(pub Vec<(String, egui::Rect)>);

const HOVER: egui::Color32 = egui::Color32::from_rgb(255, 200, 40);
const SELECTED: egui::Color32 = egui::Color32::from_rgb(110, 190, 255);
/// A card the seat may act with now (at an assisted table).
const MAY_ACT: egui::Color32 = egui::Color32::from_rgb(70, 225, 140);
/// An attack arrow.
const ATTACK: egui::Color32 = egui::Color32::from_rgb(235, 70, 60);
/// The panel of a player who lost the game.
const LOST: egui::Color32 = egui::Color32::from_rgb(230, 80, 70);

/// Paints the marks over the 3D view that change with the pointer (arrows, the hovered and
/// selected cards' outlines, the zones a dragged card can go to), and works out those that
/// change only with the table ([`TableMark`]s: badges, stack counts, the piles' outlines and
/// counts, the players' panels), which the marks layer paints.
#[allow(clippy::too_many_arguments, reason = "a system takes its world access as parameters")]
pub(crate) fn marks(
    mut contexts: bevy_egui::EguiContexts,
    cache: Res<ModelCache>,
    laid: Res<CurrentLayout>,
    hovered: Res<Hovered>,
    selection: Res<Selection>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    visuals: Query<(&CardVisual, &GlobalTransform)>,
    state: Res<super::OverlayState>,
    measuring: Res<super::Measuring>,
    mut layer: ResMut<super::layer::MarksLayer>,
    mut panels: ResMut<PlayerPanels>,
    clock: Option<Res<crate::session::clock::ChessClock>>,
    (focus, may, lit): (
        Res<crate::table::focus::KeyFocus>,
        Res<crate::table::focus::MayActWith>,
        Res<crate::table::targets::Choosable>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = ctx.lang();
    let zoom = ctx.zoom_factor();
    panels.0.clear();
    // Without the panels (a bare shot, a capture) the cards keep their badges and arrows; the
    // piles' labels and the players' panels go with the panels. `frames --flat-panels` and
    // `--panels-only` measure parts of the overlay: they keep only a bare table's marks.
    let bare = state.hidden || !measuring.measure.table_marks();
    let (Ok((camera, at)), Some(clip)) = (camera.single(), cache.central) else {
        layer.want(Vec::new(), None, UVec2::ZERO);
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Middle, "marks".into())).with_clip_rect(clip);
    let model = &cache.model;
    let rects: std::collections::HashMap<Entity, egui::Rect> =
        visuals.iter().filter_map(|(v, t)| Some((v.object, card_rect(camera, at, t, zoom)?))).collect();
    let screen = Screen { camera, at, zoom, laid: &laid.0, rects };
    let mut table = if bare { Vec::new() } else { pile_marks(lang, &screen) };
    // While a card is dragged, every zone it could go to.
    if selection.dragging.is_some() {
        for spot in laid.0.zones.iter().filter(|z| matches!(z.zone, Zone::Battlefield | Zone::Hand)) {
            if let Some(r) = screen.felt(spot.rect) {
                let stroke = egui::Stroke::new(2.0, egui::Color32::from_rgba_unmultiplied(255, 255, 255, 120));
                painter.rect_stroke(r, 8.0, stroke, egui::StrokeKind::Inside);
            }
        }
    }
    // Badges and stack counts: they change only with the table too, and go over the players'
    // panels (`on_cards`, after those).
    let on_cards = card_marks(lang, &screen, &model.table.objects);
    paint_arrows(&screen, &painter, &model.table.arrows, selection.arrow);
    paint_may_act(&screen, &painter, &may.0);
    paint_choosable(&screen, &painter, &lit.0);
    paint_pointed(&screen, &painter, &selection, &hovered, &focus);
    if !bare {
        let clock = clock.as_deref();
        for area in &laid.0.areas {
            let Some(mark) = player_panel(lang, &screen, &painter, model, area, clip, clock) else { continue };
            if let TableMark::Player { rect, .. } = &mark {
                panels.0.push((area.player.clone(), *rect));
            }
            table.push(mark);
        }
    }
    table.extend(on_cards);
    // The marks layer shows these once they have stayed the same for a frame or two; until
    // then, and with `--marks-in-egui`, they are painted here, under the marks above, as the
    // layer shows them.
    let size = camera.physical_target_size().unwrap_or_default();
    let under = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, "table marks".into()));
    let under = under.with_clip_rect(clip);
    // The layer's image is laid over the window at 100 %; at another size (Settings) the marks
    // are painted here every frame.
    if measuring.marks_in_egui || (zoom - 1.0).abs() > 1e-3 {
        layer.want(Vec::new(), None, size);
        table.iter().for_each(|m| m.paint(&under));
    } else if !layer.want(table, Some((clip, ctx.pixels_per_point())), size) {
        layer.wanted().iter().for_each(|m| m.paint(&under));
    }
    Ok(())
}

/// Where the table is on the screen: the camera, the layout, and each card's rectangle.
struct Screen<'a> {
    camera: &'a Camera,
    at: &'a GlobalTransform,
    zoom: f32,
    laid: &'a crate::table::layout::TableLayout,
    rects: std::collections::HashMap<Entity, egui::Rect>,
}

impl Screen<'_> {
    /// A rectangle of the felt on the screen.
    fn felt(&self, rect: Rect) -> Option<egui::Rect> {
        felt_rect(self.camera, self.at, rect, self.zoom)
    }
}

/// Piles: an outline to aim at, and the count below.
fn pile_marks(lang: Lang, screen: &Screen) -> Vec<TableMark> {
    let mut out = Vec::new();
    for spot in screen.laid.zones.iter().filter(|z| !matches!(z.zone, Zone::Battlefield | Zone::Hand)) {
        let Some(r) = screen.felt(spot.rect) else { continue };
        let r = r.shrink(2.0);
        out.push(TableMark::Outline(r));
        let (zone, count) = (crate::view::words::zone_name(lang, spot.zone), spot.count.to_string());
        let text = lang.t("panels-pile", &[("zone", &zone), ("n", &count)]);
        out.push(TableMark::Label { rect: pile_tag(r, spot.zone), text });
    }
    out
}

/// Where a pile's count goes, the pile's outline being `r` on the screen: along its bottom edge
/// (the stack's on top: its column reaches down to the seat's panel), never wider than the pile,
/// so that the tags of piles side by side (a library and a graveyard) stay apart; a longer text
/// is drawn smaller (`table_marks::label`).
pub fn pile_tag(r: egui::Rect, zone: Zone) -> egui::Rect {
    let y = if zone == Zone::Stack { r.top() + 9.0 } else { r.bottom() - 2.0 };
    egui::Rect::from_center_size(egui::pos2(r.center().x, y), egui::vec2(r.width(), 18.0))
}

/// The cards' badges and the counts of stacked identical cards.
fn card_marks(lang: Lang, screen: &Screen, objects: &[ObjectView]) -> Vec<TableMark> {
    let mut out = Vec::new();
    for o in objects {
        let Some(&r) = screen.rects.get(&o.entity) else { continue };
        for (rect, text) in card_badges(r, o.tapped, &badge_lines(lang, o)) {
            out.push(TableMark::Badge { rect, text });
        }
    }
    for Group { top, count } in &screen.laid.groups {
        let Some(&r) = screen.rects.get(top) else { continue };
        let size = (r.height() * 0.16).clamp(16.0, 28.0);
        let rect = egui::Rect::from_min_size(
            egui::pos2(r.right() - size * 1.9, r.top() + r.height() * 0.45),
            egui::vec2(size * 1.9, size),
        );
        out.push(TableMark::Count { rect, count: *count });
    }
    out
}

/// Arrows, from card to card or to a player's panel, and the one being drawn with the right
/// button, to the pointer.
fn paint_arrows(
    screen: &Screen,
    painter: &egui::Painter,
    arrows: &[crate::view::ArrowView],
    drawing: Option<(Entity, Vec2, bool)>,
) {
    for a in arrows {
        let Some(from) = screen.rects.get(&a.from).map(|r| r.center()) else { continue };
        let to = match (&a.to, &a.to_player) {
            (Some(e), _) => screen.rects.get(e).map(|r| r.center()),
            (None, Some(p)) => {
                screen.laid.areas.iter().find(|x| &x.player == p).and_then(|x| screen.felt(x.rect)).map(|r| {
                    if r.center().y > from.y {
                        r.center_top() + egui::vec2(0.0, 24.0)
                    } else {
                        r.center_bottom() - egui::vec2(0.0, 24.0)
                    }
                })
            }
            _ => None,
        };
        let Some(to) = to else { continue };
        let color = if a.attack { ATTACK } else { HOVER };
        painter.arrow(from, to - from, egui::Stroke::new(4.0, color));
    }
    if let Some((from, to, attack)) = drawing
        && let Some(from) = screen.rects.get(&from).map(|r| r.center())
    {
        let color = if attack { ATTACK } else { HOVER }.gamma_multiply(0.7);
        let to = egui::pos2(to.x / screen.zoom, to.y / screen.zoom);
        painter.arrow(from, to - from, egui::Stroke::new(4.0, color));
    }
}

/// At an assisted table, a double outline round each card the seat may play, cast, activate or
/// turn face up now (`view::choices`), as Arena lights the cards that can be played.
fn paint_may_act(screen: &Screen, painter: &egui::Painter, may: &[Entity]) {
    for r in may.iter().filter_map(|e| screen.rects.get(e)) {
        let r = r.expand(3.0);
        painter.rect_stroke(r, 7.0, egui::Stroke::new(4.0, egui::Color32::BLACK), egui::StrokeKind::Outside);
        painter.rect_stroke(r, 7.0, egui::Stroke::new(2.0, MAY_ACT), egui::StrokeKind::Outside);
    }
}

/// While a triggered ability waits for this window's choice of its target: every other card
/// dimmed, and each card a click may choose (`table::targets`) outlined in white inside black.
fn paint_choosable(screen: &Screen, painter: &egui::Painter, lit: &[Entity]) {
    if lit.is_empty() {
        return;
    }
    for (e, r) in &screen.rects {
        match lit.contains(e) {
            true => {
                let r = r.expand(3.0);
                painter.rect_stroke(r, 7.0, egui::Stroke::new(5.0, egui::Color32::BLACK), egui::StrokeKind::Outside);
                _ = painter.rect_stroke(
                    r,
                    7.0,
                    egui::Stroke::new(2.5, egui::Color32::WHITE),
                    egui::StrokeKind::Outside,
                );
            }
            false => _ = painter.rect_filled(*r, 4.0, egui::Color32::from_black_alpha(200)),
        }
    }
}

/// The hovered and selected cards' outlines, and the keyboard's focus ring (`table::focus`):
/// black outside, yellow inside, on a card or a pile.
fn paint_pointed(
    screen: &Screen,
    painter: &egui::Painter,
    selection: &Selection,
    hovered: &Hovered,
    focus: &crate::table::focus::KeyFocus,
) {
    for (e, color, width) in [(selection.selected, SELECTED, 2.5), (hovered.0, HOVER, 3.0)] {
        if let Some(r) = e.and_then(|e| screen.rects.get(&e)) {
            painter.rect_stroke(r.expand(1.5), 6.0, egui::Stroke::new(width, color), egui::StrokeKind::Outside);
        }
    }
    let focused = match &focus.on {
        Some(FocusStop::Card(e)) => screen.rects.get(e).copied(),
        Some(FocusStop::Pile { player, zone }) => {
            screen.laid.zones.iter().find(|z| &z.player == player && z.zone == *zone).and_then(|z| screen.felt(z.rect))
        }
        None => None,
    };
    if let Some(r) = focused {
        let r = r.expand(5.0);
        painter.rect_stroke(r, 8.0, egui::Stroke::new(7.0, egui::Color32::BLACK), egui::StrokeKind::Outside);
        painter.rect_stroke(r, 8.0, egui::Stroke::new(3.5, super::keyboard::FOCUS), egui::StrokeKind::Outside);
    }
}

/// A player's panel: who, whose turn and step, their clock and games won, and the counts of
/// their piles. The seat's, on three lines, sits in a corner of the view where it covers no
/// card and not the hand ([`seat_panel_place`]); an opponent's on one line in the strip above
/// their area.
fn player_panel(
    lang: Lang,
    screen: &Screen,
    painter: &egui::Painter,
    model: &crate::view::seat::SeatModel,
    area: &crate::table::layout::Area,
    clip: egui::Rect,
    clock: Option<&crate::session::clock::ChessClock>,
) -> Option<TableMark> {
    let r = screen.felt(area.rect)?;
    let zones = &screen.laid.zones;
    let count =
        |zone: Zone| zones.iter().filter(|z| z.player == area.player && z.zone == zone).map(|z| z.count).sum::<usize>();
    let active = model.active == area.player;
    let player = model.table.players.iter().find(|p| p.name == area.player);
    let step = crate::view::words::step_name(lang, model.turn_step);
    let mut title = player_title(lang, &area.player, player, area.seat, active.then_some((model.turn, step.as_str())));
    // A chess clock: the time left, whole seconds (the panel changes once a second).
    if let Some(left) = clock.and_then(|c| c.time_of(&area.player)) {
        let time = crate::session::clock::clock_words(left);
        title.push_str(&format!(" · {}", lang.t("panels-player-clock", &[("time", &time)])));
    }
    // A match: the games this player has won.
    if let Some(m) = &model.series {
        let n = m.wins_of(&area.player);
        title.push_str(&format!(" · {}", lang.tr_with("panels-games-won", &[("n", FluentValue::from(n))])));
    }
    // The counts, in two halves: the seat's panel puts the second on a line of its own.
    let count_of = |id: &str, zone: Zone| lang.t(id, &[("n", &count(zone).to_string())]);
    let hidden = [count_of("panels-count-hand", Zone::Hand), count_of("panels-count-library", Zone::Library)];
    let mut open =
        vec![count_of("panels-count-graveyard", Zone::Graveyard), count_of("panels-count-exile", Zone::Exile)];
    if count(Zone::Command) > 0 {
        open.push(count_of("panels-count-command", Zone::Command));
    }
    let (hidden, open) = (hidden.join(" · "), open.join(" · "));
    let hand = zones
        .iter()
        .find(|z| z.player == area.player && z.zone == Zone::Hand && z.count > 0)
        .and_then(|z| screen.felt(z.rect));
    let text = match area.seat {
        true => format!("{title}\n{hidden}\n{open}"),
        false => format!("{title} — {hidden} · {open}"),
    };
    let size = painter.layout_no_wrap(text.clone(), player_font(), egui::Color32::WHITE).size() + egui::vec2(16.0, 6.0);
    let rect = match area.seat {
        true => {
            // A hand card rises by a third of its height under the pointer (`table::visuals`).
            let in_hand = |c: &egui::Rect| hand.is_some_and(|h| h.contains(c.center()));
            let risen = |c: &egui::Rect| in_hand(c).then(|| c.translate(egui::vec2(0.0, -0.35 * c.height())));
            let cards: Vec<egui::Rect> =
                screen.rects.values().flat_map(|c| std::iter::once(*c).chain(risen(c))).collect();
            seat_panel_place(clip, r.top(), size, &cards)
        }
        false => egui::Rect::from_min_size(
            egui::pos2(r.left().max(clip.left() + 6.0), (r.top() - size.y - 3.0).max(clip.top() + 2.0)),
            size,
        ),
    };
    let outline = match player.is_some_and(|p| p.lost.is_some()) {
        true => Some(LOST),
        false => active.then_some(HOVER),
    };
    Some(TableMark::Player { rect, text, outline })
}

/// Where the seat's panel of `size` goes in the 3D view `clip`, in the seat's part of it (below
/// `seat_top`): the first of its corners (bottom left, bottom right, top left, top right) where
/// it meets none of `cards` (the cards on the screen, a hand card also as high as it rises under
/// the pointer); else the place along the bottom edge, then the left edge, that meets the
/// fewest.
pub fn seat_panel_place(clip: egui::Rect, seat_top: f32, size: egui::Vec2, cards: &[egui::Rect]) -> egui::Rect {
    const MARGIN: f32 = 6.0;
    let (left, right) = (clip.left() + MARGIN, clip.right() - size.x - MARGIN);
    let bottom = clip.bottom() - size.y - MARGIN;
    let top = (seat_top.max(clip.top()) + MARGIN).min(bottom);
    let meets = |r: &egui::Rect| cards.iter().filter(|c| c.expand(2.0).intersects(*r)).count();
    let corners = [(left, bottom), (right, bottom), (left, top), (right, top)];
    let mut places: Vec<egui::Rect> =
        corners.iter().map(|(x, y)| egui::Rect::from_min_size(egui::pos2(*x, *y), size)).collect();
    // Then every place along the bottom and the left edges, 8 points apart.
    let steps = |from: f32, to: f32| (0..).map(move |i| from + 8.0 * i as f32).take_while(move |v| *v <= to);
    places.extend(steps(left, right).map(|x| egui::Rect::from_min_size(egui::pos2(x, bottom), size)));
    places.extend(steps(top, bottom).map(|y| egui::Rect::from_min_size(egui::pos2(left, y), size)));
    places.iter().copied().min_by_key(meets).unwrap_or(places[0])
}

/// How the game ended, as the players' views show it: 104.2a, the last player in the game wins;
/// every player out at once, a draw (104.4a). `None` while two or more play on.
pub fn game_over(players: &[crate::view::PlayerView]) -> Option<String> {
    if players.len() < 2 {
        return None;
    }
    let mut in_game = players.iter().filter(|p| p.lost.is_none());
    match (in_game.next(), in_game.next()) {
        (None, _) => Some("a draw".into()),
        (Some(winner), None) => Some(format!("{} won", winner.name)),
        _ => None,
    }
}

/// The first line of a player's panel: name, the seat's "(you)", life, counters, whose turn,
/// and a player who lost.
pub fn player_title(
    lang: Lang,
    name: &str,
    player: Option<&crate::view::PlayerView>,
    seat: bool,
    turn: Option<(u32, &str)>,
) -> String {
    let mut parts = vec![if seat { lang.t("panels-player-you", &[("name", name)]) } else { name.to_string() }];
    if let Some(p) = player {
        parts.push(lang.tr_with("panels-player-life", &[("n", FluentValue::from(p.life))]));
        parts.extend(p.counters.iter().map(|(kind, n)| format!("{n} {kind}")));
        for (commander, n) in &p.commander_damage {
            parts.push(lang.t("panels-player-commander-damage", &[("n", &n.to_string()), ("commander", commander)]));
        }
        if !p.mana_pool.is_empty() {
            parts.push(lang.t("panels-player-pool", &[("mana", &p.mana_pool)]));
        }
        if p.monarch {
            parts.push(lang.tr("panels-player-monarch"));
        }
        if p.citys_blessing {
            parts.push(lang.tr("panels-player-citys-blessing"));
        }
    }
    if let Some((n, step)) = turn {
        parts.push(lang.t("panels-player-turn", &[("n", &n.to_string()), ("step", step)]));
    }
    if player.is_some_and(|p| p.priority) {
        parts.push(lang.t("panels-player-priority", &[]));
    }
    if let Some(rule) = player.and_then(|p| p.lost.as_deref()) {
        parts.push(lang.t("panels-player-lost", &[("rule", rule)]));
    }
    parts.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_piles_tags_stay_apart_and_a_french_library_s_count_fits_its_pile() {
        let players = vec!["Alice".to_string(), "Bob".to_string()];
        let mut view = crate::view::TableView::default();
        for owner in &players {
            view.hidden.push(crate::view::HiddenPile {
                owner: owner.clone(),
                zone: Zone::Library,
                count: 53,
                entities: Vec::new(),
            });
        }
        // The table's area at 1600 × 900 and 100 %.
        let size = Vec2::new(1020.0, 737.0);
        let laid = crate::table::layout::layout(&view, &players, "Alice", size.x / size.y);
        let on_screen = |r: Rect| {
            let (a, b) = (
                laid.project(Vec3::new(r.min.x, 0.0, r.min.y), size),
                laid.project(Vec3::new(r.max.x, 0.0, r.max.y), size),
            );
            egui::Rect::from_two_pos(egui::pos2(a.x, a.y), egui::pos2(b.x, b.y)).shrink(2.0)
        };
        let piles: Vec<(Zone, egui::Rect)> = laid
            .zones
            .iter()
            .filter(|z| !matches!(z.zone, Zone::Battlefield | Zone::Hand))
            .map(|z| (z.zone, pile_tag(on_screen(z.rect), z.zone)))
            .collect();
        assert!(piles.iter().filter(|(z, _)| *z == Zone::Library).count() == 2, "{piles:?}");
        for (i, (za, a)) in piles.iter().enumerate() {
            for (zb, b) in &piles[i + 1..] {
                assert!(!a.intersects(*b), "the {za:?} tag {a:?} runs into the {zb:?} tag {b:?}");
            }
        }
        // "Bibliothèque 53" fits its tag, drawn no smaller than the least size.
        let library = piles.iter().find(|(z, _)| *z == Zone::Library).unwrap().1;
        let text = crate::i18n::tr_in(crate::i18n::Lang::Fr, "panels-zone-library", &[]) + " 53";
        let ctx = egui::Context::default();
        let width = |size: f32| {
            let mut w = 0.0;
            let _ = ctx.run_ui(Default::default(), |ui| {
                let painter = ui.ctx().layer_painter(egui::LayerId::background());
                w = painter
                    .layout_no_wrap(text.clone(), egui::FontId::proportional(size), egui::Color32::BLACK)
                    .size()
                    .x;
            });
            w
        };
        let natural = width(13.0);
        let fitted = super::super::table_marks::fitted_size(13.0, natural, library.width() - 6.0);
        assert!(fitted >= super::super::table_marks::LEAST_LABEL, "{fitted}");
        assert!(width(fitted) <= library.width() - 6.0, "{text:?} at {fitted} pt in {}", library.width());
    }

    #[test]
    fn rule_104_2a_the_last_player_in_the_game_wins_and_rule_104_4a_all_out_at_once_is_a_draw() {
        let p = |name: &str, lost: Option<&str>| crate::view::PlayerView {
            name: name.into(),
            life: 20,
            counters: Vec::new(),
            lost: lost.map(str::to_string),
            commander_damage: Vec::new(),
            mulligans: 0,
            opening: false,
            mana_pool: String::new(),
            priority: false,
            monarch: false,
            citys_blessing: false,
        };
        assert_eq!(game_over(&[p("Alice", None), p("Bob", None)]), None);
        assert_eq!(game_over(&[p("Alice", None), p("Bob", Some("104.3a"))]).as_deref(), Some("Alice won"));
        let three = [p("Alice", Some("704.5a")), p("Bob", None), p("Carol", None)];
        assert_eq!(game_over(&three), None, "two play on");
        assert_eq!(game_over(&[p("Alice", Some("704.5a")), p("Bob", Some("704.5a"))]).as_deref(), Some("a draw"));
        assert_eq!(game_over(&[p("Alice", None)]), None, "a table of one is no game to win");
    }

    #[test]
    fn a_players_panel_says_life_counters_turn_and_a_loss() {
        let p = crate::view::PlayerView {
            name: "Bob".into(),
            life: 0,
            counters: vec![("energy".into(), 2), ("poison".into(), 3)],
            lost: Some("704.5a".into()),
            commander_damage: vec![("Garruk Relentless".into(), 7)],
            mulligans: 0,
            opening: false,
            mana_pool: String::new(),
            priority: false,
            monarch: false,
            citys_blessing: false,
        };
        assert_eq!(
            player_title(crate::i18n::Lang::En, "Bob", Some(&p), false, Some((4, "upkeep"))),
            "Bob · 0 life · 2 energy · 3 poison · 7 from Garruk Relentless · turn 4, upkeep · lost (704.5a)"
        );
        let fresh = crate::view::PlayerView {
            name: "Alice".into(),
            life: 20,
            counters: Vec::new(),
            lost: None,
            commander_damage: Vec::new(),
            mulligans: 0,
            opening: false,
            mana_pool: String::new(),
            priority: false,
            monarch: false,
            citys_blessing: false,
        };
        assert_eq!(player_title(crate::i18n::Lang::En, "Alice", Some(&fresh), true, None), "Alice (you) · 20 life");
        let crowned = crate::view::PlayerView { monarch: true, ..fresh.clone() };
        assert_eq!(
            player_title(crate::i18n::Lang::En, "Alice", Some(&crowned), true, None),
            "Alice (you) · 20 life · the monarch"
        );
        let holding = crate::view::PlayerView { mana_pool: "{G}{G}".into(), priority: true, ..fresh };
        assert_eq!(
            player_title(crate::i18n::Lang::En, "Alice", Some(&holding), true, Some((2, "first main phase"))),
            "Alice (you) · 20 life · pool {G}{G} · turn 2, first main phase · ▶ priority"
        );
    }

    fn lines(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("{i} +1/+1")).collect()
    }

    #[test]
    fn badges_never_overlap_and_keep_clear_of_the_name_and_the_p_t_box() {
        for (w, h) in [(80.0, 112.0), (57.0, 80.0), (150.0, 210.0)] {
            let card = egui::Rect::from_min_size(egui::pos2(100.0, 50.0), egui::vec2(w, h));
            for n in 1..=6 {
                let b = card_badges(card, false, &lines(n));
                assert_eq!(b.len(), n.min(MAX_BADGES + 1), "at most three, then +N");
                for (i, (r, _)) in b.iter().enumerate() {
                    assert!(card.contains_rect(*r), "inside the card");
                    assert!(r.top() >= card.top() + h * 0.12, "below the name bar");
                    assert!(r.bottom() <= card.top() + h * 0.85, "above the P/T box");
                    for (q, _) in &b[i + 1..] {
                        assert!(!r.intersects(*q) || r.intersect(*q).height() <= 0.0, "{r:?} overlaps {q:?}");
                    }
                }
                if n > MAX_BADGES {
                    assert_eq!(b.last().unwrap().1, format!("+{}", n - MAX_BADGES));
                }
            }
            // Sideways (tapped): the middle of the card, clear of its corners.
            let tapped = egui::Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(h, w));
            for (r, _) in card_badges(tapped, true, &lines(5)) {
                assert!(tapped.contains_rect(r));
                assert!(r.left() >= tapped.left() + h * 0.15 && r.right() <= tapped.right() - h * 0.15);
            }
        }
    }
}
