//! Draft pods served in the lobby: a player opens one in their room and takes its first seat,
//! others sit down, the opener begins it and the seats no one took are bots, spread between
//! the people. The pod itself is `draft::Pod`; here, who sits where, their connections, and
//! what each seat is sent: its own pack and picks, of the others only how far they are
//! ([`PodSeen`]), whenever that changes. A lost connection leaves the seat to the pod's grace
//! (60 s, then a bot picks for it); the seat's token takes it back. Once every pick is made,
//! each seat gets the deck built from its pool as a decklist (built off the server's lock), and
//! the record is kept in the data folder (`drafts/pod-N.ron`).

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use super::protocol::{FromServer, MAX_PODS, NewPod, NewTable, PodInfo, PodPairing, PodSeatSeen, PodSeen};
use crate::cards::CardDb;
use crate::cards::store::CardStore;
use crate::draft::pod::{Bots, SeatKind};
use crate::draft::{Boosters, Pod, Ratings};
use crate::i18n::Said;

/// Messages to send: a connection and what.
pub(super) type Out = Vec<(u64, FromServer)>;

/// A person at a pod.
struct Person {
    name: String,
    key: String,
    conn: Option<u64>,
    token: u64,
    /// Their seat once the draft has begun.
    seat: usize,
}

/// A pod and who sits at it.
struct ServedPod {
    room: String,
    spec: NewPod,
    opener: String,
    people: Vec<Person>,
    pod: Option<Pod>,
    begun: Instant,
    /// What each connection was last sent (its countdown aside).
    sent: HashMap<u64, PodSeen>,
    /// Each seat's deck once the draft is over.
    decks: Vec<Option<String>>,
    /// The Swiss round's matches once the decks are built: the seats, the table each is played
    /// at (a match with a person in it), the result once played.
    pairings: Vec<Pairing>,
    /// Its decks are being built (off the server's lock, [`Pods::deck_jobs`]).
    building: bool,
    /// The Swiss round under way (1-based; 0 before the decks are built).
    round: usize,
    /// The matches played, every round.
    results: Vec<crate::draft::pairings::MatchResult>,
}

/// A pod's decks to build once its draft is over: its seats' pools.
pub(super) struct DeckJob {
    /// The pod.
    pub pod: u64,
    /// Each seat's pool.
    pub pools: Vec<Vec<crate::draft::PackCard>>,
}

/// A match of a Swiss round after a pod's draft.
struct Pairing {
    a: usize,
    b: Option<usize>,
    /// Its table, once open.
    table: Option<u64>,
    /// Its table (or, between two bots, its headless games) has been asked for.
    asked: bool,
    /// Games won by `a` and by `b`, once played (a bye: 2–0).
    result: Option<(u8, u8)>,
}

/// Swiss rounds after a draft (`draft::pairings`): three, as a pod of eight plays.
pub(super) const SWISS_ROUNDS: usize = 3;

/// A match between two bots, played headless (`ai::arena`) to count in the standings.
pub(super) struct BotMatch {
    /// The pod.
    pub pod: u64,
    /// The match's place in the round's pairings.
    pub pairing: usize,
    /// The two decks (name, decklist text).
    pub decks: [(String, String); 2],
}

/// A table a pod's match needs: its room and spec, and the deck its computer plays (the bot's)
/// where a person plays a bot.
pub(super) struct TableWanted {
    /// The pod.
    pub pod: u64,
    /// The match's place in the pod's pairings.
    pub pairing: usize,
    /// The room it opens in.
    pub room: String,
    /// The table: two seats, a best of three.
    pub spec: NewTable,
    /// The bot's deck, for the table's computer.
    pub computer_deck: Option<String>,
}

/// The server's pods.
pub(super) struct Pods {
    list: BTreeMap<u64, ServedPod>,
    next: u64,
    cards: Option<Arc<CardDb>>,
    cards_path: PathBuf,
    data: PathBuf,
    ratings: Ratings,
    /// Decks to build, for pods just over.
    jobs: Vec<DeckJob>,
    /// The language the bots are named in.
    lang: crate::i18n::Lang,
}

impl Pods {
    /// No pods yet; the cards are read from `cards_path` when the first is opened.
    pub(super) fn new(cards_path: PathBuf, data: PathBuf, lang: crate::i18n::Lang) -> Pods {
        Pods {
            list: BTreeMap::new(),
            next: 1,
            cards: None,
            cards_path,
            data,
            ratings: Ratings::default(),
            jobs: Vec::new(),
            lang,
        }
    }

    fn cards(&mut self) -> Result<Arc<CardDb>, Said> {
        if let Some(db) = &self.cards {
            return Ok(db.clone());
        }
        let store = CardStore::open(&self.cards_path).map_err(|_| Said::new("draft-no-database", &[]))?;
        let db = Arc::new(CardDb::load_default().0.with_imported(Arc::new(store)));
        self.cards = Some(db.clone());
        Ok(db)
    }

    /// The pods of a room, as its list shows them.
    pub(super) fn infos(&self, room: &str) -> Vec<PodInfo> {
        self.list
            .iter()
            .filter(|(_, p)| p.room == room)
            .map(|(id, p)| PodInfo {
                id: *id,
                name: p.spec.name.clone(),
                set: p.spec.set.to_uppercase(),
                seats: p.spec.seats,
                seated: p.people.iter().map(|x| x.name.clone()).collect(),
                started: p.pod.is_some(),
                over: p.pod.as_ref().is_some_and(Pod::is_over),
            })
            .collect()
    }

    /// A player opens a pod in `room` and takes its first seat.
    pub(super) fn create(&mut self, conn: u64, who: (&str, &str), room: &str, spec: NewPod) -> Result<Out, Said> {
        // One pod under way a player: a connection can't fill the server's pods by itself.
        let busy = self.list.iter().find(|(_, p)| {
            !p.pod.as_ref().is_some_and(Pod::is_over) && p.people.iter().any(|x| x.conn == Some(conn) || x.key == who.1)
        });
        if let Some((id, _)) = busy {
            return Err(Said::new("net-lobby-pod-seated", &[("pod", &id.to_string())]));
        }
        let db = self.cards()?;
        // A set that can't be opened is said now, not when the draft begins.
        Boosters::set(&db, &spec.set).map_err(|e| e.said())?;
        if self.list.len() >= MAX_PODS {
            let oldest_over = self.list.iter().find(|(_, p)| p.pod.as_ref().is_some_and(Pod::is_over)).map(|(i, _)| *i);
            match oldest_over {
                Some(id) => _ = self.list.remove(&id),
                None => return Err(Said::new("net-lobby-pods-full", &[("n", &MAX_PODS.to_string())])),
            }
        }
        let id = self.next;
        self.next += 1;
        let person = Person {
            name: who.0.to_string(),
            key: who.1.to_string(),
            conn: Some(conn),
            token: rand::random(),
            seat: 0,
        };
        let pod = ServedPod {
            room: room.to_string(),
            spec,
            opener: who.1.to_string(),
            people: vec![person],
            pod: None,
            begun: Instant::now(),
            sent: HashMap::new(),
            decks: Vec::new(),
            pairings: Vec::new(),
            building: false,
            round: 0,
            results: Vec::new(),
        };
        self.list.insert(id, pod);
        Ok(self.views(id))
    }

    /// A player sits down at a pod that hasn't begun, or takes their seat back with its token.
    pub(super) fn sit(&mut self, conn: u64, who: (&str, &str), id: u64, token: Option<u64>) -> Result<Out, Said> {
        let no_pod = || Said::new("net-lobby-no-pod", &[("pod", &id.to_string())]);
        let p = self.list.get_mut(&id).ok_or_else(no_pod)?;
        let now = p.begun.elapsed().as_millis() as u64;
        match token {
            Some(token) => {
                // Any mismatch gets the same refusal: it doesn't say whether the token or the pod was wrong.
                let person = p.people.iter_mut().find(|x| x.token == token).ok_or_else(no_pod)?;
                person.conn = Some(conn);
                let seat = person.seat;
                if let Some(pod) = p.pod.as_mut() {
                    pod.rejoin(seat, now);
                }
                p.sent.remove(&conn);
            }
            None => {
                if p.pod.is_some() {
                    return Err(Said::new("net-lobby-pod-begun", &[("pod", &id.to_string())]));
                }
                if p.people.iter().any(|x| x.key == who.1) {
                    return Err(Said::new("net-lobby-pod-seated", &[("pod", &id.to_string())]));
                }
                if p.people.len() >= usize::from(p.spec.seats) {
                    return Err(Said::new("net-lobby-pod-full", &[("pod", &id.to_string())]));
                }
                let seat = p.people.len();
                p.people.push(Person {
                    name: who.0.to_string(),
                    key: who.1.to_string(),
                    conn: Some(conn),
                    token: rand::random(),
                    seat,
                });
            }
        }
        Ok(self.views(id))
    }

    /// The pod's opener begins the draft: people spread around the table, bots between them.
    pub(super) fn start(&mut self, who: &str, id: u64) -> Result<Out, Said> {
        let db = self.cards()?;
        let (ratings, lang) = (self.ratings.clone(), self.lang);
        let p = self.list.get_mut(&id).ok_or_else(|| Said::new("net-lobby-no-pod", &[("pod", &id.to_string())]))?;
        if p.opener != who {
            return Err(Said::new("net-lobby-pod-not-opener", &[]));
        }
        if p.pod.is_some() {
            return Err(Said::new("net-lobby-pod-begun", &[("pod", &id.to_string())]));
        }
        let n = usize::from(p.spec.seats);
        let h = p.people.len();
        let mut seats: Vec<(String, SeatKind)> =
            (0..n).map(|i| (lang.t("draft-bot-name", &[("n", &(i + 1).to_string())]), SeatKind::Bot)).collect();
        for (i, person) in p.people.iter_mut().enumerate() {
            person.seat = i * n / h;
            seats[person.seat] = (person.name.clone(), SeatKind::Person);
        }
        let boosters = Boosters::set(&db, &p.spec.set).map_err(|e| e.said())?;
        let bots = Bots { db: &db, ratings: &ratings };
        let pod = Pod::new(seats, boosters, rand::random(), p.spec.timer, &bots).map_err(|e| e.said())?;
        p.begun = Instant::now();
        p.pod = Some(pod);
        for person in p.people.iter().filter(|x| x.conn.is_none()) {
            if let Some(pod) = p.pod.as_mut() {
                pod.leave(person.seat, 0);
            }
        }
        Ok(self.views(id))
    }

    /// A player picks from the pack in front of their seat.
    pub(super) fn pick(&mut self, conn: u64, id: u64, card: u8) -> Result<Out, Said> {
        let db = self.cards()?;
        let ratings = self.ratings.clone();
        let p = self.list.get_mut(&id).ok_or_else(|| Said::new("net-lobby-no-pod", &[("pod", &id.to_string())]))?;
        let seat = p.people.iter().find(|x| x.conn == Some(conn)).map(|x| x.seat);
        let (Some(seat), Some(pod)) = (seat, p.pod.as_mut()) else {
            return Err(Said::new("net-lobby-pod-not-seated", &[("pod", &id.to_string())]));
        };
        let now = p.begun.elapsed().as_millis() as u64;
        pod.pick(seat, usize::from(card), now, &Bots { db: &db, ratings: &ratings }).map_err(|e| e.said())?;
        Ok(self.views(id))
    }

    /// A connection ended: its seats are left to the pods' grace.
    /// The others are sent that the seat is away.
    pub(super) fn left(&mut self, conn: u64) -> Out {
        let mut touched = Vec::new();
        for (id, p) in self.list.iter_mut() {
            let now = p.begun.elapsed().as_millis() as u64;
            p.sent.remove(&conn);
            for person in p.people.iter_mut().filter(|x| x.conn == Some(conn)) {
                person.conn = None;
                touched.push(*id);
                if let Some(pod) = p.pod.as_mut() {
                    pod.leave(person.seat, now);
                }
            }
        }
        touched.into_iter().flat_map(|id| self.views(id)).collect()
    }

    /// The pods no one is connected to that won't go on: not begun (everyone left before
    /// it did), or over. Their rooms, whose lists changed.
    pub(super) fn forget_empty(&mut self) -> Vec<String> {
        let gone: Vec<u64> = self
            .list
            .iter()
            .filter(|(_, p)| p.people.iter().all(|x| x.conn.is_none()) && p.pod.as_ref().is_none_or(Pod::is_over))
            .map(|(id, _)| *id)
            .collect();
        gone.into_iter().filter_map(|id| self.list.remove(&id)).map(|p| p.room).collect()
    }

    /// The time goes by: timers and graces run out, bots pick; each seat is sent what changed.
    /// The rooms whose pods' lists changed (a draft just over).
    pub(super) fn tick(&mut self) -> (Out, Vec<String>) {
        let Some(db) = self.cards.clone() else { return (Vec::new(), Vec::new()) };
        let ratings = self.ratings.clone();
        let ids: Vec<u64> = self.list.keys().copied().collect();
        let (mut out, mut rooms) = (Vec::new(), Vec::new());
        for id in ids {
            let Some(p) = self.list.get_mut(&id) else { continue };
            let Some(pod) = p.pod.as_mut().filter(|pod| !pod.is_over()) else { continue };
            pod.tick(p.begun.elapsed().as_millis() as u64, &Bots { db: &db, ratings: &ratings });
            if pod.is_over() {
                rooms.push(p.room.clone());
            }
            out.extend(self.views(id));
        }
        (out, rooms)
    }

    /// Each connected person's view of pod `id`, where it changed; a draft just over has its
    /// decks built and its record kept first.
    fn views(&mut self, id: u64) -> Out {
        self.finish(id);
        let Some(p) = self.list.get_mut(&id) else { return Vec::new() };
        let mut out = Vec::new();
        let now = p.begun.elapsed().as_millis() as u64;
        for person in &p.people {
            let Some(conn) = person.conn else { continue };
            let (mut seen, deadline) = seen_by(id, p, person);
            // What changed is what is sent: the countdown alone isn't (the seat counts down).
            if p.sent.get(&conn) == Some(&seen) {
                continue;
            }
            p.sent.insert(conn, seen.clone());
            seen.seconds_left = deadline.map(|d| (d.saturating_sub(now) / 1000).min(u64::from(u32::MAX)) as u32);
            out.push((conn, FromServer::Pod(Box::new(seen))));
        }
        out
    }

    /// Once a pod is over: the record written (by a thread of its own: the disk isn't waited on
    /// under the server's lock, with every other seat's pick behind it), and its decks asked for
    /// ([`Pods::deck_jobs`]).
    fn finish(&mut self, id: u64) {
        let Some(p) = self.list.get_mut(&id) else { return };
        let Some(pod) = p.pod.as_ref().filter(|pod| pod.is_over() && p.decks.is_empty() && !p.building) else {
            return;
        };
        p.building = true;
        let dir = self.data.join("drafts");
        let file = dir.join(format!("pod-{id}.ron"));
        let text = pod.record().to_text();
        let written = std::thread::Builder::new().name(format!("pod {id} record")).spawn(move || {
            let written =
                std::fs::create_dir_all(&dir).and_then(|_| crate::format::write_atomic(&file, text.as_bytes()));
            if let Err(e) = written {
                eprintln!("{}: {e}", file.display());
            }
        });
        if let Err(e) = written {
            eprintln!("pod {id}: its record: {e}");
        }
        let pools = pod.pools().iter().map(|pool| pool.to_vec()).collect();
        self.jobs.push(DeckJob { pod: id, pools });
    }

    /// The cards (once read: the first pod opened) and the bots' ratings, for work done off the
    /// server's lock: decks built, bots' matches played.
    pub(super) fn bots(&self) -> Option<(Arc<CardDb>, Ratings)> {
        Some((self.cards.clone()?, self.ratings.clone()))
    }

    /// The decks to build, each handed out once: built on a thread of their own, not under the
    /// server's lock.
    pub(super) fn deck_jobs(&mut self) -> Vec<DeckJob> {
        std::mem::take(&mut self.jobs)
    }

    /// A pod's decks are built (a decklist a seat): each seat is sent its own, and the first
    /// round's matches are paired.
    pub(super) fn decks_built(&mut self, id: u64, decks: Vec<String>) -> Out {
        let Some(p) = self.list.get_mut(&id) else { return Vec::new() };
        let Some(pod) = p.pod.as_ref() else { return Vec::new() };
        p.decks = decks.into_iter().map(Some).collect();
        let seats = pod.seats.len();
        next_round(p, seats);
        self.views(id)
    }

    /// A pod's match is over, as its table reports it: the games each player won (the table's
    /// computer plays under [`super::protocol::COMPUTER`]); once the round's every match is,
    /// the next round is paired.
    pub(super) fn match_played(&mut self, id: u64, pairing: usize, wins: &[(String, u32)]) -> Out {
        let Some(p) = self.list.get(&id) else { return Vec::new() };
        let Some(m) = p.pairings.get(pairing) else { return Vec::new() };
        let name_of = |seat: usize| match p.people.iter().find(|x| x.seat == seat) {
            Some(x) => x.name.clone(),
            None => super::protocol::COMPUTER.to_string(),
        };
        let won = |seat: Option<usize>| {
            let name = seat.map(name_of).unwrap_or_default();
            wins.iter().find(|(n, _)| *n == name).map_or(0, |(_, w)| (*w).min(255) as u8)
        };
        let games = (won(Some(m.a)), won(m.b));
        self.games_played(id, pairing, games)
    }

    /// A pod's match played: `games` won by its first and second seat. Counted once.
    pub(super) fn games_played(&mut self, id: u64, pairing: usize, games: (u8, u8)) -> Out {
        let Some(p) = self.list.get_mut(&id) else { return Vec::new() };
        let Some(seats) = p.pod.as_ref().map(|pod| pod.seats.len()) else { return Vec::new() };
        let Some(m) = p.pairings.get_mut(pairing).filter(|m| m.result.is_none()) else { return Vec::new() };
        m.result = Some(games);
        let (a, b) = (m.a, m.b);
        p.results.push(crate::draft::pairings::MatchResult { a, b, wins: games, draws: 0 });
        if p.pairings.iter().all(|m| m.result.is_some()) && p.round < SWISS_ROUNDS {
            next_round(p, seats);
        }
        self.views(id)
    }

    /// The matches between two bots not yet played, at most `most`, each handed out once with
    /// its decks.
    pub(super) fn bot_matches(&mut self, most: usize) -> Vec<BotMatch> {
        let mut out = Vec::new();
        for (id, p) in self.list.iter_mut() {
            let Some(pod) = p.pod.as_ref() else { continue };
            for (i, m) in p.pairings.iter_mut().enumerate() {
                let Some(b) = m.b.filter(|_| !m.asked && m.result.is_none()) else { continue };
                if p.people.iter().any(|x| x.seat == m.a || x.seat == b) || out.len() >= most {
                    continue;
                }
                m.asked = true;
                let deck = |seat: usize| {
                    (pod.seats[seat].name.clone(), p.decks.get(seat).cloned().flatten().unwrap_or_default())
                };
                out.push(BotMatch { pod: *id, pairing: i, decks: [deck(m.a), deck(b)] });
            }
        }
        out
    }

    /// The tables the pods' first-round matches need, each asked for once: a match with a
    /// person in it (two people, or a person and a bot, whose deck the table's computer plays).
    pub(super) fn tables_wanted(&mut self) -> Vec<TableWanted> {
        let mut wanted = Vec::new();
        for (id, p) in self.list.iter_mut() {
            let Some(pod) = p.pod.as_ref() else { continue };
            for (i, pairing) in p.pairings.iter_mut().enumerate() {
                let Some(b) = pairing.b.filter(|_| !pairing.asked && pairing.result.is_none()) else { continue };
                let person = |seat: usize| p.people.iter().find(|x| x.seat == seat);
                let (pa, pb) = (person(pairing.a), person(b));
                let (bot_seat, names) = match (pa, pb) {
                    (Some(x), Some(y)) => (None, (x.name.clone(), y.name.clone())),
                    (Some(x), None) => (Some(b), (x.name.clone(), pod.seats[b].name.clone())),
                    (None, Some(y)) => (Some(pairing.a), (y.name.clone(), pod.seats[pairing.a].name.clone())),
                    (None, None) => continue,
                };
                pairing.asked = true;
                let name = format!("{} · {} v {}", p.spec.name, names.0, names.1);
                let spec = NewTable {
                    name: name.chars().take(super::protocol::MAX_TABLE_NAME).collect(),
                    seats: 2,
                    format: "draft".into(),
                    secret: None,
                    spectators: true,
                    judges: false,
                    free: false,
                    best_of: 3,
                    computer: bot_seat.is_some(),
                };
                let computer_deck = bot_seat.and_then(|s| p.decks.get(s).cloned().flatten());
                wanted.push(TableWanted { pod: *id, pairing: i, room: p.room.clone(), spec, computer_deck });
            }
        }
        wanted
    }

    /// A pod's match has its table: its people are told. None could be opened (the server's
    /// tables full): asked for again on the supervisor's next round, as the round can't end
    /// without it.
    pub(super) fn table_opened(&mut self, pod: u64, pairing: usize, table: Option<u64>) -> Out {
        let Some(p) = self.list.get_mut(&pod) else { return Vec::new() };
        if let Some(m) = p.pairings.get_mut(pairing) {
            m.table = table;
            m.asked = table.is_some();
        }
        self.views(pod)
    }
}

/// The next Swiss round's matches (`draft::pairings::swiss` over the results so far); a bye is
/// a match won 2–0 at once.
fn next_round(p: &mut ServedPod, seats: usize) {
    p.round += 1;
    p.pairings = crate::draft::pairings::swiss(seats, &p.results)
        .into_iter()
        .map(|(a, b)| Pairing { a, b, table: None, asked: false, result: b.is_none().then_some((2, 0)) })
        .collect();
    for m in p.pairings.iter().filter(|m| m.b.is_none()) {
        p.results.push(crate::draft::pairings::MatchResult::bye(m.a));
    }
}

/// The pod's standings once a match has been played: each seat's name and match points.
fn standings_of(p: &ServedPod, pod: &Pod) -> Vec<(String, u32)> {
    if p.results.is_empty() {
        return Vec::new();
    }
    crate::draft::pairings::standings(pod.seats.len(), &p.results)
        .into_iter()
        .map(|s| (pod.seats.get(s.seat).map_or_else(String::new, |x| x.name.clone()), s.points))
        .collect()
}

/// What `seat` of a pod is told of its match this round.
fn pairing_of(p: &ServedPod, pod: &Pod, seat: usize) -> Option<PodPairing> {
    let m = p.pairings.iter().find(|m| m.a == seat || m.b == Some(seat))?;
    let other = if m.a == seat { m.b } else { Some(m.a) };
    let bot = other.is_some_and(|o| !p.people.iter().any(|x| x.seat == o));
    Some(PodPairing {
        round: p.round.min(255) as u8,
        opponent: other.and_then(|o| pod.seats.get(o)).map(|s| s.name.clone()),
        bot,
        table: m.table,
    })
}

/// What `person` is shown of pod `id`, its countdown left out, and when their pick is taken for
/// them (the pod's milliseconds), for the caller to count down.
fn seen_by(id: u64, p: &ServedPod, person: &Person) -> (PodSeen, Option<u64>) {
    let small = |n: usize| n.min(255) as u8;
    let Some(pod) = p.pod.as_ref() else {
        let seats = p
            .people
            .iter()
            .map(|x| PodSeatSeen { name: x.name.clone(), picks: 0, waiting: 0, bot: false, away: x.conn.is_none() })
            .collect();
        let seen = PodSeen {
            pod: id,
            seat: small(person.seat),
            token: person.token,
            started: false,
            round: 0,
            pick: None,
            pack: Vec::new(),
            more_waiting: 0,
            pool: Vec::new(),
            seconds_left: None,
            seats,
            over: false,
            deck: None,
            pairing: None,
            standings: Vec::new(),
        };
        return (seen, None);
    };
    let view = pod.view(person.seat).unwrap_or_else(|| pod.view(0).expect("a seat"));
    let seen = PodSeen {
        pod: id,
        seat: small(person.seat),
        token: person.token,
        started: true,
        round: small(view.round),
        pick: view.pick.map(small),
        pack: view.pack.unwrap_or_default(),
        more_waiting: small(view.more_waiting),
        pool: view.pool,
        seconds_left: None,
        seats: view
            .seats
            .into_iter()
            .map(|(name, picks, waiting, bot, away)| PodSeatSeen {
                name,
                picks: small(picks),
                waiting: small(waiting),
                bot,
                away,
            })
            .collect(),
        over: view.over,
        deck: p.decks.get(person.seat).cloned().flatten(),
        pairing: pairing_of(p, pod, person.seat),
        standings: standings_of(p, pod),
    };
    (seen, view.deadline)
}
