//! The draft in the window (File → Draft against bots, `bifronte draft --window`): the pack in
//! front of the player as large cards (a click chooses, a second click or Pick takes it), the
//! picks so far by colour and mana value, the pick timer, and the seats round the pod with who
//! holds packs, so who waits on whom shows. Once the last pick is made every seat's deck and
//! the record are written (`draft::files`), and the deck editor opens on the player's pool.
//!
//! The pod is `draft::Pod`, the bots pick in it as the terminal's draft does; only the clock is
//! the window's.

use std::path::PathBuf;
use std::time::Instant;

use bevy_egui::egui::{self, Color32, RichText};

use crate::cards::CardDb;
use crate::cards::legality::Pool;
use crate::draft::pod::{Bots, Pod};
use crate::draft::{PackCard, Ratings};
use crate::i18n::{Lang, SaidIn};
use crate::table::language::Words;

/// The seat the window's player has: the first.
pub const YOUR_SEAT: usize = 0;

/// A draft under way in the window.
#[derive(Debug)]
pub struct DraftScreen {
    /// The pod.
    pub pod: Pod,
    /// The bots' ratings.
    pub ratings: Ratings,
    /// When the pod began, on the wall's clock: the pod's milliseconds count from it.
    started: Instant,
    /// Where the decks and the record go (default: `drafts/` in the data folder).
    pub dir: Option<PathBuf>,
    /// The card chosen, Leave asked, what went wrong.
    pub hand: DraftHand,
}

/// What a finished draft hands the deck editor: the player's deck (built from the pool, to be
/// changed), the pool, and the deck of the seat to the left, to play against.
#[derive(Clone, Debug, PartialEq)]
pub struct DraftFinished {
    /// The player's deck file.
    pub deck: PathBuf,
    /// The player's pool.
    pub pool: Pool,
    /// The left seat's name and deck file.
    pub against: (String, PathBuf),
}

impl DraftScreen {
    /// A draft of `pod` (the player at its first seat).
    pub fn new(pod: Pod, ratings: Ratings, dir: Option<PathBuf>) -> DraftScreen {
        DraftScreen { pod, ratings, started: Instant::now(), dir, hand: DraftHand::default() }
    }

    /// A pod of `seats` opening `boosters` with `seed`: the player at the first seat, bots in the
    /// others.
    pub fn start(
        lang: Lang,
        boosters: crate::draft::Boosters,
        (seats, timer, seed): (usize, bool, u64),
        ratings: Ratings,
        dir: Option<PathBuf>,
        db: &CardDb,
    ) -> Result<DraftScreen, String> {
        let seats = crate::draft::pod::local_seats(seats, false, lang);
        let bots = Bots { db, ratings: &ratings };
        let pod = Pod::new(seats, boosters, seed, timer, &bots).map_err(|e| e.said_in(lang))?;
        Ok(DraftScreen::new(pod, ratings, dir))
    }

    /// The pod's clock: milliseconds since it began.
    pub fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// Takes the card at `index` of the pack in front of the player; why not, in `lang`.
    pub fn take(&mut self, lang: Lang, index: usize, db: &CardDb) -> Result<(), String> {
        let now = self.now();
        let bots = Bots { db, ratings: &self.ratings };
        self.hand.chosen = None;
        self.pod.pick(YOUR_SEAT, index, now, &bots).map_err(|e| e.said_in(lang))
    }

    /// The player leaves: the bots pick the rest for their seat, and the draft ends.
    pub fn leave(&mut self, db: &CardDb) {
        let bots = Bots { db, ratings: &self.ratings };
        self.pod.leave(YOUR_SEAT, 0);
        self.pod.tick(u64::MAX, &bots);
    }

    /// Once the draft is over: every deck and the record written; what the deck editor opens.
    fn finish(&mut self, db: &CardDb) -> Option<DraftFinished> {
        let bots = Bots { db, ratings: &self.ratings };
        let dir = self.dir.clone().unwrap_or_else(|| crate::draft::files::default_dir(self.pod.record()));
        match crate::draft::files::write_pod(&dir, &self.pod, &bots) {
            Ok((decks, _)) => {
                let mut pool = Pool::new();
                for c in self.pod.pools().get(YOUR_SEAT).copied().unwrap_or_default() {
                    *pool.entry(c.name.clone()).or_default() += 1;
                }
                // The seat to the left: the first round's packs went to it.
                let left = decks.get(1)?;
                Some(DraftFinished {
                    deck: decks.get(YOUR_SEAT)?.file.clone(),
                    pool,
                    against: (left.seat.clone(), left.file.clone()),
                })
            }
            Err(e) => {
                self.hand.said = Some(e.to_string());
                None
            }
        }
    }
}

/// File → Draft against bots: the packs (a set of the imported cards, or a cube's decklist),
/// the seats and the timer.
#[derive(Clone, Debug)]
pub struct DraftSetup {
    /// The window is open.
    pub open: bool,
    /// The set's code.
    pub set: String,
    /// A cube's decklist file, instead.
    pub cube: String,
    /// Seats, the player's and the bots'.
    pub seats: usize,
    /// The pick timer.
    pub timer: bool,
    /// Why the last start failed.
    pub said: Option<String>,
    /// Where the decks go (default: `drafts/` or `sealed/` in the data folder).
    pub out: Option<PathBuf>,
    /// The sets with booster data, once looked for.
    pub sets: Option<Vec<String>>,
}

impl Default for DraftSetup {
    fn default() -> Self {
        DraftSetup {
            open: false,
            set: String::new(),
            cube: String::new(),
            seats: 8,
            timer: true,
            said: None,
            out: None,
            sets: None,
        }
    }
}

/// What File → Draft against bots starts: a draft, or a sealed pool already opened (the deck
/// editor opens on it).
#[derive(Debug)]
pub enum Started {
    /// A draft against bots.
    Draft(Box<DraftScreen>),
    /// A sealed pool, its deck and the computer's written.
    Sealed(DraftFinished),
}

/// File → Draft against bots, while open: what starts from it.
pub fn setup_window(ctx: &egui::Context, setup: &mut DraftSetup, db: &CardDb) -> Option<Started> {
    let lang = ctx.lang();
    let mut open = setup.open;
    let started = egui::Window::new(lang.t("draft-setup-title", &[]))
        .id(egui::Id::new("draft setup"))
        .open(&mut open)
        .show(ctx, |ui| setup_items(ui, setup, db))
        .and_then(|r| r.inner.flatten());
    setup.open &= open;
    started
}

/// The setup's items: the sets with booster data, a cube's file, the seats, the timer, Start;
/// or a sealed pool of six packs. What starts is returned.
pub fn setup_items(ui: &mut egui::Ui, setup: &mut DraftSetup, db: &CardDb) -> Option<Started> {
    let lang = ui.lang();
    // Read once a window: every imported card's printings are looked through.
    let sets = setup
        .sets
        .get_or_insert_with(|| db.imported().map(crate::draft::booster::sets_with_boosters).unwrap_or_default())
        .clone();
    if sets.is_empty() {
        ui.label(RichText::new(lang.t("draft-setup-no-sets", &[])).weak());
    } else {
        if !sets.iter().any(|s| s.eq_ignore_ascii_case(&setup.set)) && setup.cube.trim().is_empty() {
            setup.set = sets[0].clone();
        }
        ui.horizontal(|ui| {
            ui.label(lang.t("draft-setup-set", &[]));
            egui::ComboBox::from_id_salt("draft set").selected_text(setup.set.to_uppercase()).show_ui(ui, |ui| {
                for s in &sets {
                    ui.selectable_value(&mut setup.set, s.clone(), s.to_uppercase());
                }
            });
        });
    }
    ui.horizontal(|ui| {
        ui.label(lang.t("draft-setup-cube", &[]));
        let hint = lang.t("draft-setup-cube-hint", &[]);
        ui.add(egui::TextEdit::singleline(&mut setup.cube).hint_text(hint).desired_width(200.0));
    });
    ui.horizontal(|ui| {
        ui.label(lang.t("draft-setup-seats", &[]));
        ui.add(
            egui::DragValue::new(&mut setup.seats)
                .range(crate::draft::pod::FEWEST_SEATS..=crate::draft::pod::MOST_SEATS),
        );
        ui.checkbox(&mut setup.timer, lang.t("draft-setup-timer", &[]));
    });
    if let Some(e) = &setup.said {
        ui.label(RichText::new(e).color(super::FAILED));
    }
    let (draft, sealed) = ui
        .horizontal(|ui| {
            let draft = ui.button(RichText::new(lang.t("draft-setup-start", &[])).strong()).clicked();
            let sealed =
                ui.button(lang.t("draft-setup-sealed", &[])).on_hover_text(lang.t("draft-setup-sealed-hint", &[]));
            (draft, sealed.clicked())
        })
        .inner;
    if !draft && !sealed {
        return None;
    }
    let seed: u64 = rand::random();
    let cube = Some(setup.cube.trim()).filter(|c| !c.is_empty()).map(std::path::Path::new);
    let set = Some(setup.set.as_str()).filter(|s| cube.is_none() && !s.is_empty());
    let boosters = crate::draft::Boosters::from_source(set, cube, db, seed).map_err(|e| e.said_in(lang));
    let started = match sealed {
        true => boosters.and_then(|b| open_sealed(lang, b, seed, setup.out.clone(), db)).map(Started::Sealed),
        false => boosters
            .and_then(|b| {
                let rules = (setup.seats, setup.timer, seed);
                DraftScreen::start(lang, b, rules, Ratings::default(), setup.out.clone(), db)
            })
            .map(|d| Started::Draft(Box::new(d))),
    };
    match started {
        Ok(screen) => {
            setup.said = None;
            setup.open = false;
            Some(screen)
        }
        Err(e) => {
            setup.said = Some(e);
            None
        }
    }
}

/// Packs in a sealed pool (the usual six).
pub const SEALED_PACKS: usize = 6;

/// A sealed pool of six packs for the player and one for the computer, each built into a deck
/// and written (`dir`, default: `sealed/<what>-<seed>` in the data folder): what the deck
/// editor opens, the computer's deck to play against.
pub fn open_sealed(
    lang: Lang,
    boosters: crate::draft::Boosters,
    seed: u64,
    dir: Option<PathBuf>,
    db: &CardDb,
) -> Result<DraftFinished, String> {
    let what = boosters.describe().text_in(lang);
    let pools = crate::draft::pod::sealed(boosters, 2, SEALED_PACKS, seed).map_err(|e| e.said_in(lang))?;
    let dir = dir.unwrap_or_else(|| {
        crate::format::user_data_dir().join("sealed").join(format!("{}-{seed}", what.replace(' ', "-")))
    });
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let ratings = Ratings::default();
    let computer = lang.t("draft-setup-computer", &[]);
    let mut files = Vec::new();
    for (pool, who) in pools.iter().zip([lang.t("draft-you", &[]), computer.clone()]) {
        let deck = crate::draft::bot::build(pool, db, &ratings);
        let file = crate::draft::files::deck_file(&dir, &who);
        crate::format::write_atomic(&file, deck.decklist().as_bytes())
            .map_err(|e| format!("{}: {e}", file.display()))?;
        files.push(file);
    }
    let mut pool = Pool::new();
    for c in &pools[YOUR_SEAT] {
        *pool.entry(c.name.clone()).or_default() += 1;
    }
    Ok(DraftFinished { deck: files[0].clone(), pool, against: (computer, files[1].clone()) })
}

/// The draft's window, over the table; what the deck editor opens once it is over.
pub fn draft_window(ctx: &egui::Context, screen: &mut DraftScreen, db: &CardDb) -> Option<DraftFinished> {
    let lang = ctx.lang();
    let title = lang.t("draft-window-title", &[("what", &screen.pod.record().what)]);
    let area = ctx.content_rect().shrink(24.0);
    let mut done = None;
    egui::Window::new(title)
        .id(egui::Id::new("draft"))
        .collapsible(false)
        .default_rect(area)
        .show(ctx, |ui| done = draft_ui(ui, screen, db));
    done
}

/// What the draft's window shows of the player's seat, from a local pod's view or a served
/// pod's (`server::protocol::PodSeen`).
pub struct DraftShown<'a> {
    /// The round (1-based).
    pub round: usize,
    /// The pick in the pack in front of the seat, if one is.
    pub pick: Option<usize>,
    /// The pack in front of the seat.
    pub pack: Option<&'a [PackCard]>,
    /// More packs waiting behind it.
    pub more_waiting: usize,
    /// The seat's picks.
    pub pool: &'a [PackCard],
    /// Seconds left to pick, with the timer on.
    pub seconds_left: Option<u64>,
    /// Every seat in passing order: its name, picks, packs held, whether a bot, whether away.
    pub seats: Vec<(String, usize, usize, bool, bool)>,
    /// The player's seat.
    pub seat: usize,
    /// Leave is offered (a local pod: the bots make the rest of the player's picks).
    pub may_leave: bool,
}

/// What the player asked of the draft's window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftAsk {
    /// Take the card at this place of the pack.
    Take(usize),
    /// Leave the draft.
    Leave,
}

/// The player's side of a draft's window: the card chosen, Leave asked, what went wrong.
#[derive(Clone, Debug, Default)]
pub struct DraftHand {
    /// The card chosen in the pack (its place), before it is taken.
    pub chosen: Option<usize>,
    /// Leave the draft was asked: the window asks before the bots pick the rest.
    pub asking_leave: bool,
    /// What went wrong, said in the window.
    pub said: Option<String>,
}

/// What the draft's window holds; what the deck editor opens once it is over.
pub fn draft_ui(ui: &mut egui::Ui, screen: &mut DraftScreen, db: &CardDb) -> Option<DraftFinished> {
    let now = screen.now();
    screen.pod.tick(now, &Bots { db, ratings: &screen.ratings });
    if screen.pod.is_over() && screen.hand.said.is_none() {
        return screen.finish(db);
    }
    let view = screen.pod.view(YOUR_SEAT)?;
    let shown = DraftShown {
        round: view.round,
        pick: view.pick,
        pack: view.pack.as_deref(),
        more_waiting: view.more_waiting,
        pool: &view.pool,
        seconds_left: view.deadline.map(|d| d.saturating_sub(now).div_ceil(1000)),
        seats: view.seats.clone(),
        seat: YOUR_SEAT,
        may_leave: true,
    };
    match draft_view_ui(ui, &shown, &mut screen.hand, db) {
        Some(DraftAsk::Take(i)) => {
            if let Err(e) = screen.take(ui.lang(), i, db) {
                screen.hand.said = Some(e);
            }
        }
        Some(DraftAsk::Leave) => screen.leave(db),
        None => {}
    }
    None
}

/// A seat's draft in the window: the header (round, pick, passing, timer, Leave), the seats
/// round the pod, the pack as large cards and the picks by colour and mana value. What the
/// player asked, if anything.
pub fn draft_view_ui(ui: &mut egui::Ui, shown: &DraftShown<'_>, hand: &mut DraftHand, db: &CardDb) -> Option<DraftAsk> {
    let mut ask = header(ui, shown, hand);
    seats_row(ui, shown);
    ui.separator();
    let picks_width = 280.0_f32.min(ui.available_width() * 0.3);
    ui.horizontal_top(|ui| {
        let size = egui::vec2((ui.available_width() - picks_width - 16.0).max(200.0), ui.available_height());
        ui.allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_min_size(size);
            if let Some(i) = pack(ui, shown, hand, db) {
                ask = Some(DraftAsk::Take(i));
            }
        });
        ui.separator();
        ui.vertical(|ui| picks(ui, shown.pool, db));
    });
    if matches!(ask, Some(DraftAsk::Take(_))) {
        hand.chosen = None;
    }
    // The timer counts down on screen; a pod without one changes only when someone picks.
    if shown.seconds_left.is_some() {
        ui.ctx().request_repaint_after(std::time::Duration::from_millis(250));
    }
    ask
}

/// The round, the pick, the timer, and Leave (asked first).
fn header(ui: &mut egui::Ui, shown: &DraftShown<'_>, hand: &mut DraftHand) -> Option<DraftAsk> {
    let lang = ui.lang();
    let mut ask = None;
    ui.horizontal_wrapped(|ui| {
        let round = shown.round.to_string();
        let heading = match shown.pick {
            Some(pick) => lang.t("draft-window-round-pick", &[("round", &round), ("pick", &pick.to_string())]),
            None => lang.t("draft-window-round", &[("round", &round)]),
        };
        ui.heading(heading);
        let direction = match shown.round % 2 {
            0 => lang.t("draft-window-passing-right", &[]),
            _ => lang.t("draft-window-passing-left", &[]),
        };
        ui.label(RichText::new(direction).weak());
        if let Some(left) = shown.seconds_left {
            let colour = if left <= 10 { super::FAILED } else { ui.visuals().text_color() };
            let words = lang.t("draft-window-timer", &[("seconds", &left.to_string())]);
            ui.label(RichText::new(words).strong().size(18.0).color(colour));
        }
        if shown.may_leave && ui.button(lang.t("draft-window-leave", &[])).clicked() {
            hand.asking_leave = true;
        }
    });
    if hand.asking_leave {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(lang.t("draft-window-leave-ask", &[])).color(super::FAILED));
            if ui.button(lang.t("draft-window-leave-yes", &[])).clicked() {
                hand.asking_leave = false;
                ask = Some(DraftAsk::Leave);
            }
            if ui.button(lang.t("draft-window-leave-no", &[])).clicked() {
                hand.asking_leave = false;
            }
        });
    }
    if let Some(e) = &hand.said {
        ui.label(RichText::new(e).color(super::FAILED));
    }
    ask
}

/// Every seat round the pod, in passing order: its picks, and the packs it holds (who the
/// others wait on), the player's own marked.
fn seats_row(ui: &mut egui::Ui, shown: &DraftShown<'_>) {
    let lang = ui.lang();
    ui.horizontal_wrapped(|ui| {
        for (i, (name, picks, waiting, bot, away)) in shown.seats.iter().enumerate() {
            let mut words = lang.t("draft-window-seat", &[("who", name), ("picks", &picks.to_string())]);
            if *waiting > 0 {
                words.push_str(&format!(" · {}", lang.t("draft-window-holds", &[("n", &waiting.to_string())])));
            }
            if *away {
                words.push_str(&format!(" · {}", lang.t("draft-mark-away", &[])));
            } else if *bot && i == shown.seat {
                words.push_str(&format!(" · {}", lang.t("draft-mark-bot", &[])));
            }
            let mut text = RichText::new(words).small();
            if i == shown.seat {
                text = text.strong().color(Color32::from_rgb(250, 200, 60));
            } else if *waiting > 1 {
                text = text.color(Color32::from_rgb(230, 140, 60));
            }
            ui.label(text);
            if i + 1 < shown.seats.len() {
                ui.label(RichText::new("·").weak());
            }
        }
    });
    if shown.pack.is_none() {
        let words = match waited_on(&shown.seats, shown.seat, shown.round) {
            Some(who) => lang.t("draft-window-waiting-on", &[("who", &who)]),
            None => lang.t("draft-window-waiting", &[]),
        };
        ui.label(RichText::new(words).strong());
    }
}

/// Whom `seat` waits on: the nearest seat passing towards it that holds a pack. Packs go left
/// (to the next seat) in the first and third rounds, right in the second.
pub fn waited_on(seats: &[(String, usize, usize, bool, bool)], seat: usize, round: usize) -> Option<String> {
    let n = seats.len();
    if n == 0 {
        return None;
    }
    let upstream = |s: usize| match round % 2 {
        1 => (s + n - 1) % n,
        _ => (s + 1) % n,
    };
    let mut at = upstream(seat);
    for _ in 1..n {
        if seats[at].2 > 0 {
            return Some(seats[at].0.clone());
        }
        at = upstream(at);
    }
    None
}

/// The pack as large cards, as many to a row as fit at a readable size; a click chooses, a
/// second click (or Take) takes: the card's place, when taken.
fn pack(ui: &mut egui::Ui, shown: &DraftShown<'_>, hand: &mut DraftHand, db: &CardDb) -> Option<usize> {
    let lang = ui.lang();
    let pack = shown.pack?;
    let more = match shown.more_waiting {
        0 => String::new(),
        n => format!(" · {}", lang.t("draft-window-more-packs", &[("n", &n.to_string())])),
    };
    ui.label(lang.t("draft-window-pack", &[("n", &pack.len().to_string())]) + &more);
    let chosen = hand.chosen.filter(|c| *c < pack.len());
    let mut take = None;
    ui.horizontal(|ui| {
        let name = chosen.map(|c| pack[c].name.clone());
        let label = match &name {
            Some(n) => lang.t("draft-window-pick", &[("card", n)]),
            None => lang.t("draft-window-choose", &[]),
        };
        if ui.add_enabled(name.is_some(), egui::Button::new(RichText::new(label).strong())).clicked() {
            take = chosen;
        }
    });
    let gap = 8.0;
    let room = ui.available_size() - egui::vec2(0.0, 8.0);
    let width = card_width(room, pack.len(), gap);
    egui::ScrollArea::vertical().id_salt("draft pack").show(ui, |ui| {
        let per_row = (((room.x + gap) / (width + gap)).floor() as usize).max(1);
        for (row, cards) in pack.chunks(per_row).enumerate() {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = gap;
                for (k, card) in cards.iter().enumerate() {
                    let i = row * per_row + k;
                    match pack_card(ui, card, db, width, chosen == Some(i)) {
                        Some(true) => take = Some(i),
                        Some(false) if chosen == Some(i) => take = Some(i),
                        Some(false) => hand.chosen = Some(i),
                        None => {}
                    }
                }
            });
        }
    });
    take
}

/// One card of the pack: `Some(true)` double-clicked, `Some(false)` clicked.
fn pack_card(ui: &mut egui::Ui, card: &PackCard, db: &CardDb, width: f32, chosen: bool) -> Option<bool> {
    let r = match db.get(&card.name) {
        Some(def) => super::preview::printed_card(ui, def, width, chosen),
        None => ui.add_sized([width, width * super::preview::CARD_RATIO], egui::Button::new(&card.name)),
    };
    match (r.double_clicked(), r.clicked()) {
        (true, _) => Some(true),
        (_, true) => Some(false),
        _ => None,
    }
}

/// The cards' width: the largest at which `n` cards fit in `room`, from 150 to 260 pixels.
pub fn card_width(room: egui::Vec2, n: usize, gap: f32) -> f32 {
    let ratio = super::preview::CARD_RATIO;
    let fits = |w: f32| {
        let per_row = ((room.x + gap) / (w + gap)).floor().max(1.0) as usize;
        let rows = n.div_ceil(per_row) as f32;
        rows * (w * ratio + gap) <= room.y
    };
    let mut w = 260.0;
    while w > 150.0 && !fits(w) {
        w -= 5.0;
    }
    w
}

/// The picks so far: how many of each colour at each mana value, then each colour's cards.
fn picks(ui: &mut egui::Ui, pool: &[PackCard], db: &CardDb) {
    let lang = ui.lang();
    use crate::draft::show::{group, group_order};
    ui.heading(lang.t("draft-window-picks", &[("n", &pool.len().to_string())]));
    let mut groups: Vec<(String, Vec<(u32, String)>)> = Vec::new();
    for c in pool {
        let Some(def) = db.get(&c.name) else { continue };
        let face = def.front();
        let g = group(face, lang);
        let mv = face.mana_cost.as_ref().map_or(0, |m| m.mana_value());
        match groups.iter_mut().find(|x| x.0 == g) {
            Some(x) => x.1.push((mv, c.name.clone())),
            None => groups.push((g, vec![(mv, c.name.clone())])),
        }
    }
    groups.sort_by_key(|g| group_order(&g.0));
    const TOP: u32 = 6;
    egui::Grid::new("draft curve").striped(true).min_col_width(18.0).spacing([6.0, 2.0]).show(ui, |ui| {
        ui.label("");
        for v in 0..=TOP {
            ui.label(RichText::new(if v == TOP { format!("{TOP}+") } else { v.to_string() }).weak());
        }
        ui.label(RichText::new(lang.t("draft-window-all", &[])).weak());
        ui.end_row();
        for (g, cards) in &groups {
            ui.label(RichText::new(g).strong());
            for v in 0..=TOP {
                let n = cards.iter().filter(|(mv, _)| (*mv).min(TOP) == v).count();
                ui.label(if n == 0 { String::new() } else { n.to_string() });
            }
            ui.label(cards.len().to_string());
            ui.end_row();
        }
    });
    ui.separator();
    egui::ScrollArea::vertical().id_salt("draft picks").show(ui, |ui| {
        for (g, cards) in &mut groups {
            cards.sort();
            ui.label(RichText::new(format!("{g} ({})", cards.len())).strong());
            for (mv, name) in cards.iter() {
                ui.label(RichText::new(format!("{mv}  {name}")).small());
            }
        }
    });
}
