//! A draft pod: two to eight seats, three rounds of packs passed left, right, left; each seat
//! picks a card from the pack in front of it and passes the rest on. Seats pick at their own
//! pace: a seat holds a queue of the packs passed to it, and "who is waiting on whom" is who
//! holds packs. A bot picks as soon as a pack reaches it; a person's pick has a timer (75
//! seconds for a pack's first pick, five fewer each pick down to 30) after which the best rated
//! card is taken for them, and a person who leaves has a grace of sixty seconds before a bot
//! picks for their seat, until they are back.
//!
//! Time is the caller's (milliseconds since the pod began): the pod itself never reads a clock,
//! so a test plays a timer out exactly and a replay is the same every time.

use std::collections::VecDeque;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::booster::{BoosterError, Boosters, PACK_SIZE, Pack, PackCard};
use super::bot::{self, Ratings};
use super::record::{DraftRecord, How, PickRecord};
use crate::cards::CardDb;

/// The fewest seats a pod has.
pub const FEWEST_SEATS: usize = 2;
/// The most seats a pod has.
pub const MOST_SEATS: usize = 8;
/// Rounds: packs each seat opens.
pub const ROUNDS: usize = 3;
/// A person away this long has a bot pick for them (milliseconds).
pub const GRACE_MS: u64 = 60_000;

/// The time a person has for a pick (milliseconds): 75 s for a pack's first pick, 5 s less for
/// each after it, never under 30 s.
pub fn pick_time_ms(pick: usize) -> u64 {
    let s = 75u64.saturating_sub(5 * (pick.max(1) as u64 - 1)).max(30);
    s * 1000
}

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person: picks by hand, with the timer.
    Person,
    /// A bot: picks by [`bot::pick`] at once.
    Bot,
}

/// One seat of the pod.
#[derive(Clone, Debug)]
pub struct PodSeat {
    /// The player's name.
    pub name: String,
    /// Who sits there.
    pub kind: SeatKind,
    /// Since when a person has been away, if they are.
    pub away_since: Option<u64>,
    /// Whether a bot picks for an away person now (past the grace).
    pub taken_over: bool,
    /// The cards picked, in order.
    pub pool: Vec<PackCard>,
    /// The packs passed to the seat, the one to pick from first; each with its number.
    queue: VecDeque<(usize, Pack)>,
    /// When the front pack became the seat's to pick from.
    since: u64,
}

impl PodSeat {
    /// Whether a bot picks for the seat.
    pub fn bot_picks(&self) -> bool {
        self.kind == SeatKind::Bot || self.taken_over
    }

    /// The packs waiting for the seat.
    pub fn waiting(&self) -> usize {
        self.queue.len()
    }
}

/// Why a pick is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PickError {
    /// The draft is over.
    Over,
    /// No such seat.
    NoSeat,
    /// The seat has no pack in front of it: it waits for one.
    NoPack,
    /// The pack has no such card (1-based in the pack as shown).
    NoCard {
        /// The card asked for.
        pick: usize,
        /// The pack's cards.
        cards: usize,
    },
    /// A bot picks for that seat.
    BotsSeat,
}

impl PickError {
    /// Why, as a message a reader says in their own language (it crosses the network).
    pub fn said(&self) -> crate::i18n::Said {
        use crate::i18n::Said;
        match self {
            PickError::Over => Said::new("draft-over", &[]),
            PickError::NoSeat => Said::new("draft-no-seat", &[]),
            PickError::NoPack => Said::new("draft-no-pack", &[]),
            PickError::NoCard { pick, cards } => {
                Said::new("draft-no-card", &[("pick", &pick.to_string()), ("cards", &cards.to_string())])
            }
            PickError::BotsSeat => Said::new("draft-bots-seat", &[]),
        }
    }
}

crate::i18n::said_by_said!(PickError);

/// A local pod's seats: the person at the first ("You", unless `bots_only`), bots after it
/// ("Bot 2", …), in the player's language, `lang`.
pub fn local_seats(seats: usize, bots_only: bool, lang: crate::i18n::Lang) -> Vec<(String, SeatKind)> {
    use crate::i18n::t_in;
    (0..seats)
        .map(|i| match (i, bots_only) {
            (0, false) => (t_in(lang, "draft-you", &[]), SeatKind::Person),
            _ => (t_in(lang, "draft-bot-name", &[("n", &(i + 1).to_string())]), SeatKind::Bot),
        })
        .collect()
}

/// What the bots read a card's worth by.
pub struct Bots<'a> {
    /// The cards.
    pub db: &'a CardDb,
    /// The ratings over the computed ones.
    pub ratings: &'a Ratings,
}

/// What one seat may see of the pod: its own pack and picks, and of the others only how far
/// they are.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatDraftView {
    /// The round (1-based).
    pub round: usize,
    /// The pick in the pack in front of the seat (1-based), if it holds one.
    pub pick: Option<usize>,
    /// The pack in front of the seat.
    pub pack: Option<Pack>,
    /// More packs waiting behind it.
    pub more_waiting: usize,
    /// The seat's picks.
    pub pool: Vec<PackCard>,
    /// When its pick is taken for it (the pod's milliseconds), with the timer on.
    pub deadline: Option<u64>,
    /// Every seat: its name, picks made, packs waiting, whether a bot, whether away.
    pub seats: Vec<(String, usize, usize, bool, bool)>,
    /// Whether the draft is over.
    pub over: bool,
}

/// A draft pod.
#[derive(Debug)]
pub struct Pod {
    /// The seats, in passing order (left is the next).
    pub seats: Vec<PodSeat>,
    /// The round under way (0-based); `ROUNDS` once over.
    pub round: usize,
    /// Whether people's picks are timed.
    pub timer: bool,
    boosters: Boosters,
    rng: StdRng,
    record: DraftRecord,
}

impl Pod {
    /// A pod of these seats opening `boosters`, the packs drawn with `seed`; the bots make the
    /// picks they can at once.
    pub fn new(
        seats: Vec<(String, SeatKind)>,
        boosters: Boosters,
        seed: u64,
        timer: bool,
        bots: &Bots<'_>,
    ) -> Result<Pod, BoosterError> {
        boosters.enough_for(seats.len() * ROUNDS)?;
        let record = DraftRecord {
            // A file's label and its folder's name: the same whoever reads it.
            what: boosters.describe().text_in(crate::i18n::Lang::En),
            seed,
            seats: seats.iter().map(|(n, _)| n.clone()).collect(),
            packs: Vec::new(),
            picks: Vec::new(),
        };
        let seats = seats
            .into_iter()
            .map(|(name, kind)| PodSeat {
                name,
                kind,
                away_since: None,
                taken_over: false,
                pool: Vec::new(),
                queue: VecDeque::new(),
                since: 0,
            })
            .collect();
        let mut pod = Pod { seats, round: 0, timer, boosters, rng: StdRng::seed_from_u64(seed), record };
        pod.open_round(0)?;
        pod.run_bots(0, bots);
        Ok(pod)
    }

    /// Every seat opens a pack.
    fn open_round(&mut self, now: u64) -> Result<(), BoosterError> {
        for seat in 0..self.seats.len() {
            let pack = self.boosters.open(&mut self.rng)?;
            let number = self.record.packs.len();
            self.record.packs.push(pack.iter().map(|c| c.name.clone()).collect());
            self.seats[seat].queue.push_back((number, pack));
            self.seats[seat].since = now;
        }
        Ok(())
    }

    /// The seat a pack goes to from `seat` this round: left (the next) in the first and third
    /// rounds, right in the second.
    pub fn passes_to(&self, seat: usize) -> usize {
        let n = self.seats.len();
        match self.round % 2 {
            0 => (seat + 1) % n,
            _ => (seat + n - 1) % n,
        }
    }

    /// Whether every pick has been made.
    pub fn is_over(&self) -> bool {
        self.round >= ROUNDS
    }

    /// The record of the pod: its packs as opened and every pick.
    pub fn record(&self) -> &DraftRecord {
        &self.record
    }

    /// A person picks the card at `index` (0-based) of the pack in front of their seat.
    pub fn pick(&mut self, seat: usize, index: usize, now: u64, bots: &Bots<'_>) -> Result<(), PickError> {
        if self.is_over() {
            return Err(PickError::Over);
        }
        let s = self.seats.get(seat).ok_or(PickError::NoSeat)?;
        if s.bot_picks() {
            return Err(PickError::BotsSeat);
        }
        let (_, pack) = s.queue.front().ok_or(PickError::NoPack)?;
        if index >= pack.len() {
            return Err(PickError::NoCard { pick: index + 1, cards: pack.len() });
        }
        self.take(seat, index, now, How::Chosen);
        self.run_bots(now, bots);
        Ok(())
    }

    /// The time is `now`: a person whose pick's time ran out has the best rated card taken for
    /// them, one away past the grace has a bot pick for them; then the bots pick.
    pub fn tick(&mut self, now: u64, bots: &Bots<'_>) {
        for seat in 0..self.seats.len() {
            let s = &mut self.seats[seat];
            if s.away_since.is_some_and(|t| now.saturating_sub(t) >= GRACE_MS) {
                s.taken_over = true;
            }
        }
        loop {
            let late = (0..self.seats.len()).find(|&seat| self.timer && self.deadline(seat).is_some_and(|d| now >= d));
            let Some(seat) = late else { break };
            let pack = &self.seats[seat].queue[0].1;
            let index = bot::best(pack, bots.db, bots.ratings).unwrap_or(0);
            self.take(seat, index, now, How::Timer);
            self.run_bots(now, bots);
            if self.is_over() {
                break;
            }
        }
        self.run_bots(now, bots);
    }

    /// When the seat's pick is taken for it, with the timer on and a pack in front of a person.
    pub fn deadline(&self, seat: usize) -> Option<u64> {
        let s = self.seats.get(seat)?;
        if !self.timer || s.bot_picks() || self.is_over() {
            return None;
        }
        let (_, pack) = s.queue.front()?;
        Some(s.since + pick_time_ms(PACK_SIZE.saturating_sub(pack.len()) + 1))
    }

    /// A person leaves their seat (a lost connection): after the grace a bot picks for them.
    pub fn leave(&mut self, seat: usize, now: u64) {
        if let Some(s) = self.seats.get_mut(seat).filter(|s| s.kind == SeatKind::Person) {
            s.away_since.get_or_insert(now);
        }
    }

    /// A person is back at their seat: theirs to pick again, with a fresh timer.
    pub fn rejoin(&mut self, seat: usize, now: u64) {
        if let Some(s) = self.seats.get_mut(seat).filter(|s| s.kind == SeatKind::Person) {
            s.away_since = None;
            s.taken_over = false;
            s.since = now;
        }
    }

    /// The card at `index` of the seat's front pack goes to its pool; the pack is passed on,
    /// and a round whose packs are all picked makes way for the next.
    fn take(&mut self, seat: usize, index: usize, now: u64, how: How) {
        let Some((number, mut pack)) = self.seats[seat].queue.pop_front() else { return };
        let pick = PACK_SIZE.saturating_sub(pack.len()) + 1;
        let card = pack.remove(index);
        self.record.picks.push(PickRecord {
            round: self.round as u8 + 1,
            pick: pick as u8,
            seat: seat as u8,
            pack: number as u16,
            card: card.name.clone(),
            how,
        });
        self.seats[seat].pool.push(card);
        self.seats[seat].since = now;
        if !pack.is_empty() {
            let to = self.passes_to(seat);
            if self.seats[to].queue.is_empty() {
                self.seats[to].since = now;
            }
            self.seats[to].queue.push_back((number, pack));
        }
        if self.seats.iter().all(|s| s.queue.is_empty()) {
            self.round += 1;
            if !self.is_over() {
                // Enough cards were checked for every round when the pod began.
                let _ = self.open_round(now);
            }
        }
    }

    /// Every seat a bot picks for takes a card from each pack that reaches it, until none
    /// holds a pack.
    fn run_bots(&mut self, now: u64, bots: &Bots<'_>) {
        loop {
            let mut picked = false;
            for seat in 0..self.seats.len() {
                if self.is_over() {
                    return;
                }
                let s = &self.seats[seat];
                let Some((_, pack)) = s.queue.front().filter(|_| s.bot_picks()) else { continue };
                let index = bot::pick(&s.pool, pack, bots.db, bots.ratings).unwrap_or(0);
                self.take(seat, index, now, How::Bot);
                picked = true;
            }
            if !picked {
                return;
            }
        }
    }

    /// What seat `seat` may see.
    pub fn view(&self, seat: usize) -> Option<SeatDraftView> {
        let s = self.seats.get(seat)?;
        let front = s.queue.front();
        Some(SeatDraftView {
            round: (self.round + 1).min(ROUNDS),
            pick: front.map(|(_, p)| PACK_SIZE.saturating_sub(p.len()) + 1),
            pack: front.map(|(_, p)| p.clone()),
            more_waiting: s.queue.len().saturating_sub(1),
            pool: s.pool.clone(),
            deadline: self.deadline(seat),
            seats: self
                .seats
                .iter()
                .map(|o| (o.name.clone(), o.pool.len(), o.queue.len(), o.bot_picks(), o.away_since.is_some()))
                .collect(),
            over: self.is_over(),
        })
    }

    /// Each seat's picks, in seat order.
    pub fn pools(&self) -> Vec<&[PackCard]> {
        self.seats.iter().map(|s| s.pool.as_slice()).collect()
    }
}

/// Sealed: `packs` packs opened for each of `players`, their pools.
pub fn sealed(
    mut boosters: Boosters,
    players: usize,
    packs: usize,
    seed: u64,
) -> Result<Vec<Vec<PackCard>>, BoosterError> {
    boosters.enough_for(players * packs)?;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pools = Vec::with_capacity(players);
    for _ in 0..players {
        let mut pool = Vec::new();
        for _ in 0..packs {
            pool.extend(boosters.open(&mut rng)?);
        }
        pools.push(pool);
    }
    Ok(pools)
}
