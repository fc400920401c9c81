//! Draft and sealed: boosters from a set's printings (and a cube), the pod's passing, timer and
//! grace, the bots' picks and decks, what a seat sees, the record, and the command line.

use std::collections::HashMap;
use std::sync::Arc;

use bevy_egui::egui;

use bifronte::cards::CardDb;
use bifronte::cards::store::{CardStore, Rarity};
use bifronte::draft::booster::{BASICS, SetSheets};
use bifronte::draft::bot::{self, DECK_SIZE, LANDS};
use bifronte::draft::pod::{Bots, GRACE_MS, PickError, Pod, SeatKind, pick_time_ms};
use bifronte::draft::record::How;
use bifronte::draft::{BoosterError, Boosters, DraftRecord, Ratings};
use rand::SeedableRng;
use rand::rngs::StdRng;

const COLOURS: [(&str, &str); 5] = [("W", "Soldier"), ("U", "Wizard"), ("B", "Zombie"), ("R", "Goblin"), ("G", "Elf")];

/// A card object of the test set "tst" in Scryfall's shape: creatures and burn spells in the
/// five colours, of every rarity, each printing in the set's boosters unless `booster` says.
fn object(n: usize, rarity: &str, booster: Option<bool>) -> String {
    let (colour, kind) = COLOURS[n % 5];
    let booster = booster.map_or(String::new(), |b| format!(r#", "booster": {b}"#));
    let (cost, types, text, pt) = match n % 3 {
        0 => (
            format!("{{{}}}{{{colour}}}", 1 + n % 4),
            "Instant".to_string(),
            "This spell deals 3 damage to any target.",
            String::new(),
        ),
        _ => (
            format!("{{{}}}{{{colour}}}", n % 4),
            format!("Creature — {kind}"),
            "",
            format!(r#", "power": "{}", "toughness": "{}""#, 1 + n % 4, 1 + n % 3),
        ),
    };
    format!(
        r#"{{"object": "card", "id": "id-{n}", "oracle_id": "o-{n}", "name": "Test {rarity} {n}", "lang": "en",
           "layout": "normal", "mana_cost": "{cost}", "type_line": "{types}", "oracle_text": "{text}"{pt},
           "set": "tst", "collector_number": "{n}", "rarity": "{rarity}"{booster}}}"#
    )
}

/// The test set: 101 commons, 80 uncommons, 53 rares, 15 mythics and the five basic lands in
/// its boosters, and ten promos that aren't; a set "old" whose printings don't say.
fn set_json() -> String {
    let mut objects = Vec::new();
    let mut n = 0;
    for (rarity, count) in [("common", 101), ("uncommon", 80), ("rare", 53), ("mythic", 15)] {
        for _ in 0..count {
            objects.push(object(n, rarity, Some(true)));
            n += 1;
        }
    }
    for _ in 0..10 {
        objects.push(object(n, "rare", Some(false)).replace("Test rare", "Promo rare"));
        n += 1;
    }
    for (i, b) in BASICS.iter().enumerate() {
        objects.push(format!(
            r#"{{"object": "card", "id": "basic-{i}", "oracle_id": "ob-{i}", "name": "{b}", "lang": "en", "layout": "normal",
               "type_line": "Basic Land — {b}", "set": "tst", "collector_number": "{}", "rarity": "common", "booster": true}}"#,
            300 + i
        ));
    }
    for i in 0..20 {
        objects.push(object(1000 + i, "common", None).replace(r#""set": "tst""#, r#""set": "old""#));
    }
    format!("[{}]", objects.join(",\n"))
}

fn db() -> CardDb {
    let (cards, _) = bifronte::cards::import::cards_of(set_json().as_bytes(), &mut |_, _| {}).unwrap();
    let store = CardStore::new(cards);
    // Through a database file and back: the printings are kept.
    let bytes = store.to_bytes().unwrap();
    let store = CardStore::from_bytes(&bytes).unwrap();
    CardDb::load_default().0.with_imported(Arc::new(store))
}

fn rarity_of(name: &str) -> &str {
    ["common", "uncommon", "rare", "mythic"]
        .into_iter()
        .find(|r| name.starts_with(&format!("Test {r} ")))
        .unwrap_or("basic")
}

#[test]
fn a_set_s_pack_holds_ten_commons_three_uncommons_a_rare_or_mythic_and_a_basic_land_none_twice() {
    let db = db();
    let sheets = SetSheets::of(db.imported().unwrap(), "TST").unwrap();
    assert_eq!(
        (sheets.commons.len(), sheets.uncommons.len(), sheets.rares.len(), sheets.mythics.len(), sheets.basics.len()),
        (101, 80, 53, 15, 5),
        "the promos outside the boosters are on no sheet, the basics on the land slot's"
    );
    let mut rng = StdRng::seed_from_u64(11);
    let mut mythics = 0;
    for _ in 0..800 {
        let pack = sheets.open(&mut rng);
        assert_eq!(pack.len(), 15);
        let mut by: HashMap<&str, usize> = HashMap::new();
        for c in &pack {
            *by.entry(rarity_of(&c.name)).or_default() += 1;
            assert!(!c.name.starts_with("Promo"), "{} isn't in the set's boosters", c.name);
        }
        assert_eq!((by.get("common"), by.get("uncommon")), (Some(&10), Some(&3)), "{pack:?}");
        assert_eq!(by.get("rare").unwrap_or(&0) + by.get("mythic").unwrap_or(&0), 1);
        assert_eq!(by.get("basic"), Some(&1));
        mythics += by.get("mythic").unwrap_or(&0);
        let mut names: Vec<&str> = pack.iter().map(|c| c.name.as_str()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 15, "no card twice in a pack");
        assert_eq!(pack[0].rarity, if by.contains_key("mythic") { Rarity::Mythic } else { Rarity::Rare });
    }
    // About one pack in eight (100 of 800) has a mythic rare.
    assert!((70..=130).contains(&mythics), "{mythics} mythics in 800 packs");
    // The same seed opens the same packs; another seed others.
    let open = |seed| (0..3).map(|_| sheets.open(&mut StdRng::seed_from_u64(seed))).collect::<Vec<_>>();
    assert_eq!(open(5), open(5));
    assert_ne!(open(5), open(6));
}

#[test]
fn a_set_without_booster_data_or_unknown_says_so_and_names_the_sets_that_have_it() {
    let db = db();
    let store = db.imported().unwrap();
    match SetSheets::of(store, "old") {
        Err(BoosterError::NoBoosterData { set, with_boosters }) => {
            assert_eq!((set.as_str(), with_boosters), ("old", vec!["tst".to_string()]))
        }
        other => panic!("{other:?}"),
    }
    let unknown = SetSheets::of(store, "zzz").unwrap_err();
    assert!(matches!(unknown, BoosterError::UnknownSet { .. }));
    assert!(unknown.to_string().contains("TST"), "{unknown}");
    assert_eq!(Boosters::set(&CardDb::load_default().0, "tst").unwrap_err(), BoosterError::NoDatabase);
}

fn bots_pod(db: &CardDb, ratings: &Ratings, seats: usize, seed: u64) -> Pod {
    let bots = Bots { db, ratings };
    let names = (0..seats).map(|i| (format!("Bot {}", i + 1), SeatKind::Bot)).collect();
    Pod::new(names, Boosters::set(db, "tst").unwrap(), seed, true, &bots).unwrap()
}

#[test]
fn rule_100_2b_a_pod_of_eight_bots_drafts_eight_playable_two_colour_decks_of_forty() {
    let db = db();
    let ratings = Ratings::default();
    let pod = bots_pod(&db, &ratings, 8, 3);
    assert!(pod.is_over());
    assert_eq!(pod.record().picks.len(), 8 * 45);
    for pool in pod.pools() {
        assert_eq!(pool.len(), 45);
        let deck = bot::build(pool, &db, &ratings);
        assert_eq!(deck.main.len(), DECK_SIZE, "100.2b: at least forty cards");
        let basics: Vec<&String> = deck.main.iter().filter(|n| BASICS.contains(&n.as_str())).collect();
        assert_eq!(basics.len(), LANDS);
        let mut kinds: Vec<&String> = basics.clone();
        kinds.sort();
        kinds.dedup();
        assert!(kinds.len() <= 2, "{kinds:?}");
        assert_ne!(deck.colours[0], deck.colours[1]);
        let mut spells_left: Vec<&str> = pool.iter().map(|c| c.name.as_str()).collect();
        let mut creatures = 0;
        for name in deck.main.iter().filter(|n| !BASICS.contains(&n.as_str())) {
            let at = spells_left.iter().position(|p| p == name).expect("every spell of the deck is from the pool");
            spells_left.remove(at);
            let face = db.get(name).unwrap().front().clone();
            assert!(face.colors().to_vec().iter().all(|c| deck.colours.contains(c)), "{name} is off colour");
            creatures += usize::from(face.has_type(bifronte::cards::CardType::Creature));
        }
        assert!(creatures >= 12, "a playable limited deck has creatures: {creatures}");
        assert_eq!(deck.sideboard.len(), pool.len() - (DECK_SIZE - LANDS), "the rest of the pool is the sideboard");
        // The deck's list reads back as a decklist.
        let list =
            bifronte::cards::decklist::parse_decklist(std::path::Path::new("pool.txt"), &deck.decklist(), &db).unwrap();
        assert_eq!(list.main.iter().map(|e| e.count).sum::<u32>(), 40);
    }
}

#[test]
fn packs_pass_left_then_right_then_left_and_every_pack_is_emptied() {
    let db = db();
    let ratings = Ratings::default();
    let pod = bots_pod(&db, &ratings, 4, 9);
    let record = pod.record();
    assert_eq!(record.packs.len(), 12);
    for (number, _) in record.packs.iter().enumerate() {
        let seats: Vec<u8> = record.picks.iter().filter(|p| usize::from(p.pack) == number).map(|p| p.seat).collect();
        assert_eq!(seats.len(), 15, "every card of pack {number} is picked");
        let (round, opener) = (number / 4, (number % 4) as u8);
        let step = if round == 1 { 3 } else { 1 };
        for (i, s) in seats.iter().enumerate() {
            assert_eq!(*s, (opener + (step * i as u8)) % 4, "pack {number}'s pick {}", i + 1);
        }
    }
}

#[test]
fn a_person_s_pick_is_timed_75_seconds_falling_to_30_then_the_best_rated_card_is_taken() {
    assert_eq!(
        (pick_time_ms(1), pick_time_ms(2), pick_time_ms(10), pick_time_ms(15)),
        (75_000, 70_000, 30_000, 30_000)
    );
    let db = db();
    let ratings = Ratings::default();
    let bots = Bots { db: &db, ratings: &ratings };
    let seats = vec![("Alice".to_string(), SeatKind::Person), ("Bot".to_string(), SeatKind::Bot)];
    let mut pod = Pod::new(seats, Boosters::set(&db, "tst").unwrap(), 4, true, &bots).unwrap();
    let view = pod.view(0).unwrap();
    assert_eq!((view.pick, view.deadline), (Some(1), Some(75_000)));
    let pack = view.pack.unwrap();
    let best = bot::best(&pack, &db, &ratings).unwrap();
    pod.tick(74_999, &bots);
    assert!(pod.seats[0].pool.is_empty(), "not before the time is up");
    pod.tick(75_000, &bots);
    assert_eq!(pod.seats[0].pool, vec![pack[best].clone()], "the best rated card is taken");
    assert_eq!(pod.record().picks.iter().find(|p| p.seat == 0).unwrap().how, How::Timer);
    // The bot has picked and passed: the next pack's timer runs from then, 70 s.
    assert_eq!(pod.view(0).unwrap().deadline, Some(75_000 + 70_000));
    // A pick made in time is the person's.
    pod.pick(0, 0, 80_000, &bots).unwrap();
    assert_eq!(pod.record().picks.iter().rfind(|p| p.seat == 0).unwrap().how, How::Chosen);
    assert_eq!(pod.pick(0, 40, 80_001, &bots), Err(PickError::NoCard { pick: 41, cards: 13 }));
}

#[test]
fn a_person_who_leaves_has_a_bot_pick_for_them_after_60_seconds_and_their_seat_back_on_return() {
    let db = db();
    let ratings = Ratings::default();
    let bots = Bots { db: &db, ratings: &ratings };
    let seats = vec![("Alice".to_string(), SeatKind::Person), ("Bob".to_string(), SeatKind::Person)];
    let mut pod = Pod::new(seats, Boosters::set(&db, "tst").unwrap(), 8, false, &bots).unwrap();
    pod.pick(0, 0, 1_000, &bots).unwrap();
    pod.leave(1, 2_000);
    pod.tick(2_000 + GRACE_MS - 1, &bots);
    assert_eq!(pod.seats[1].pool.len(), 0, "within the grace the seat waits for its player");
    assert!(pod.view(0).unwrap().seats[1].4, "the others see Bob is away");
    pod.tick(2_000 + GRACE_MS, &bots);
    assert!(!pod.seats[1].pool.is_empty(), "past the grace a bot picks for Bob");
    assert_eq!(pod.pick(1, 0, 70_000, &bots), Err(PickError::BotsSeat));
    // Alice picks on; Bob's packs are picked for him as they come.
    for t in 0..5 {
        pod.pick(0, 0, 71_000 + t, &bots).unwrap();
    }
    let picked_for_bob = pod.seats[1].pool.len();
    assert!(picked_for_bob >= 5);
    pod.rejoin(1, 80_000);
    pod.pick(0, 0, 81_000, &bots).unwrap();
    assert_eq!(pod.seats[1].pool.len(), picked_for_bob, "back at his seat, Bob picks for himself");
    pod.pick(1, 0, 82_000, &bots).unwrap();
    assert!(pod.record().picks.iter().any(|p| p.seat == 1 && p.how == How::Bot));
    assert_eq!(pod.record().picks.last().unwrap().how, How::Chosen);
}

#[test]
fn a_seat_sees_its_own_pack_and_picks_and_of_the_others_only_how_far_they_are() {
    let db = db();
    let ratings = Ratings::default();
    let bots = Bots { db: &db, ratings: &ratings };
    let seats = vec![("Alice".to_string(), SeatKind::Person), ("Bob".to_string(), SeatKind::Person)];
    let mut pod = Pod::new(seats, Boosters::set(&db, "tst").unwrap(), 21, false, &bots).unwrap();
    pod.pick(0, 2, 0, &bots).unwrap();
    let alice = pod.view(0).unwrap();
    let bob_pack: Vec<String> = pod.view(1).unwrap().pack.unwrap().iter().map(|c| c.name.clone()).collect();
    let alice_pool = &alice.pool[0].name;
    let seen = format!("{alice:?}");
    // Bob's front pack is his own; Alice's pick sits behind it in his queue.
    for name in bob_pack.iter().filter(|n| !BASICS.contains(&n.as_str())) {
        let in_alices = alice.pack.iter().flatten().any(|c| c.name == *name);
        assert!(in_alices || !seen.contains(name.as_str()), "Alice's view holds {name} of Bob's pack");
    }
    let bob = format!("{:?}", pod.view(1).unwrap());
    assert!(!bob.contains(alice_pool.as_str()), "Bob's view holds Alice's pick");
    assert_eq!(alice.seats[1].1, 0, "Alice sees how many Bob picked");
    assert_eq!(alice.seats[1].2, 2, "and how many packs wait for him");
}

#[test]
fn a_draft_s_record_is_watched_back_pick_by_pick_and_a_damaged_one_is_refused_where() {
    let db = db();
    let ratings = Ratings::default();
    let pod = bots_pod(&db, &ratings, 3, 5);
    let text = pod.record().to_text();
    let path = std::path::Path::new("draft.ron");
    let read = DraftRecord::parse(path, &text).unwrap();
    assert_eq!(&read, pod.record());
    let lines = read.watch(Some(1), bifronte::i18n::Lang::En);
    assert_eq!(lines.len(), 45, "a line for each of the seat's picks");
    let first = &read.picks.iter().find(|p| p.seat == 1).unwrap().card;
    assert!(lines[0].contains(first.as_str()), "{}", lines[0]);
    assert_eq!(read.watch(None, bifronte::i18n::Lang::En).len(), 135);
    let bad = text.replacen(first.as_str(), "Not A Card", 1);
    // The packs or the picks name a card the other doesn't: refused.
    assert!(DraftRecord::parse(path, &bad).is_err());
    let broken = DraftRecord::parse(path, &text[..text.len() / 2]).unwrap_err();
    assert!(broken.line > 1, "{broken}");
}

#[test]
fn a_cube_from_a_decklist_deals_its_cards_fifteen_to_a_pack_and_a_small_one_is_refused() {
    let db = db();
    let list = (0..20).map(|n| format!("2 Test common {}", n * 5)).collect::<Vec<_>>().join("\n");
    let parsed = bifronte::cards::decklist::parse_decklist(std::path::Path::new("cube.txt"), &list, &db).unwrap();
    let names: Vec<&str> = parsed.main_cards();
    let ratings = Ratings::default();
    let bots = Bots { db: &db, ratings: &ratings };
    let mut rng = StdRng::seed_from_u64(1);
    let seats = |n: usize| (0..n).map(|i| (format!("Bot {i}"), SeatKind::Bot)).collect::<Vec<_>>();
    let too_small = Pod::new(seats(2), Boosters::cube(&names, &db, &mut rng), 1, false, &bots).err();
    assert_eq!(too_small, Some(BoosterError::CubeTooSmall { have: 40, need: 90 }));
    let big: Vec<&str> = names.iter().cycle().take(90).copied().collect();
    let pod = Pod::new(seats(2), Boosters::cube(&big, &db, &mut rng), 1, false, &bots).unwrap();
    let mut drafted: Vec<&str> = pod.pools().iter().flat_map(|p| p.iter().map(|c| c.name.as_str())).collect();
    let mut cube = big.clone();
    drafted.sort();
    cube.sort();
    assert_eq!(drafted, cube, "every card of the cube is drafted once");
}

#[test]
fn a_ratings_file_leads_the_bots_picks_and_a_bad_line_is_refused_at_its_line() {
    let db = db();
    let path = std::path::Path::new("ratings.csv");
    let err = Ratings::parse(path, "name,rating\nTest common 3,4.5\nTest common 4,lots\n").unwrap_err();
    assert_eq!((err.line, err.col), (3, 15), "{err}");
    let pack = SetSheets::of(db.imported().unwrap(), "tst").unwrap().open(&mut StdRng::seed_from_u64(2));
    let weakest = (0..pack.len()).filter(|i| !BASICS.contains(&pack[*i].name.as_str())).min_by(|a, b| {
        let r = Ratings::default();
        r.of(&db, &pack[*a]).total_cmp(&r.of(&db, &pack[*b]))
    });
    let weakest = weakest.unwrap();
    let file = format!("name,rating\n\"{}\",5\n", pack[weakest].name);
    let ratings = Ratings::parse(path, &file).unwrap();
    assert_eq!(ratings.len(), 1);
    assert_eq!(bot::pick(&[], &pack, &db, &ratings), Some(weakest), "the file's rating wins");
    assert_ne!(bot::pick(&[], &pack, &db, &Ratings::default()), Some(weakest));
}

#[test]
fn sealed_opens_six_packs_and_the_command_line_writes_a_deck_that_reads_back() {
    let db = db();
    let pools = bifronte::draft::pod::sealed(Boosters::set(&db, "tst").unwrap(), 2, 6, 3).unwrap();
    assert_eq!(pools.iter().map(Vec::len).collect::<Vec<_>>(), vec![90, 90]);
    assert_ne!(pools[0], pools[1]);
    let dir = crate::serve::scratch("sealed");
    let out = dir.join("pool.txt");
    let source = bifronte::cli::draft::PackSource { set: Some("tst"), cube: None };
    let r = bifronte::cli::draft::sealed(bifronte::i18n::Lang::En, source, 6, 3, None, Some(&out), &db);
    assert_eq!(r.status, 0, "{}", r.out);
    assert!(r.out.contains("90"), "{}", r.out);
    let text = std::fs::read_to_string(&out).unwrap();
    let list = bifronte::cards::decklist::parse_decklist(&out, &text, &db).unwrap();
    assert_eq!(list.main.iter().map(|e| e.count).sum::<u32>(), 40);
    assert_eq!(list.sideboard.iter().map(|e| e.count).sum::<u32>(), 90 - 23);
    let source = bifronte::cli::draft::PackSource { set: Some("old"), cube: None };
    let refused = bifronte::cli::draft::sealed(bifronte::i18n::Lang::En, source, 6, 3, None, Some(&out), &db);
    assert_eq!(refused.status, 2);
    assert!(refused.out.contains("OLD"), "{}", refused.out);
}

#[test]
fn the_draft_command_plays_a_pod_of_bots_and_writes_every_deck_and_the_record() {
    let db = db();
    let dir = crate::serve::scratch("draft");
    let args = bifronte::cli::draft::DraftArgs {
        source: bifronte::cli::draft::PackSource { set: Some("tst"), cube: None },
        seats: 8,
        bots_only: true,
        timer: false,
        seed: 12,
        ratings: None,
        out: Some(&dir),
    };
    let (r, folder) = bifronte::cli::draft::draft(bifronte::i18n::Lang::En, args, &db);
    assert_eq!(r.status, 0, "{}", r.out);
    let (folder, seats) = folder.unwrap();
    assert_eq!(folder, dir);
    // From the pool to a match: the command line `--play` runs reads as a best-of-three game
    // against the computer, the first seat's deck against the one of the bot to its left.
    let argv = std::iter::once("bifronte".to_string()).chain(bifronte::cli::draft::match_argv(&dir, &seats));
    let cli = <bifronte::cli::Cli as clap::Parser>::try_parse_from(argv).unwrap();
    match cli.command {
        Some(bifronte::cli::Cmd::Game { decks, series, vs_computer, .. }) => {
            assert_eq!((series, vs_computer), (Some(3), true));
            assert_eq!(decks, vec![dir.join("Bot-1.txt"), dir.join("Bot-2.txt")]);
            assert!(decks.iter().all(|d| d.exists()));
        }
        other => panic!("{other:?}"),
    }
    let files: Vec<String> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(files.len(), 9, "{files:?}");
    let record =
        DraftRecord::parse(&dir.join("draft.ron"), &std::fs::read_to_string(dir.join("draft.ron")).unwrap()).unwrap();
    assert_eq!((record.seed, record.picks.len()), (12, 360));
    let watched = bifronte::cli::draft::watch(bifronte::i18n::Lang::En, &dir.join("draft.ron"), Some("bot 3"));
    assert_eq!(watched.out.lines().count(), 46, "{}", watched.out);
    assert_eq!(bifronte::cli::draft::watch(bifronte::i18n::Lang::En, &dir.join("draft.ron"), Some("Carol")).status, 2);
}

/// Everything a lobby client is sent until `done` says so (at most `secs`), with the bytes
/// each message is on the wire.
fn gather(
    l: &bifronte::server::client::LobbyClient,
    secs: u64,
    mut done: impl FnMut(&FromServer) -> bool,
) -> Vec<(FromServer, Vec<u8>)> {
    let end = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    let mut got = Vec::new();
    while std::time::Instant::now() < end {
        if let Ok(Some(m)) = l.recv(std::time::Duration::from_millis(5)) {
            let bytes = bifronte::server::protocol::encode(&m);
            let stop = done(&m);
            got.push((m, bytes));
            if stop {
                break;
            }
        }
    }
    got
}

use bifronte::server::protocol::{FromServer, NewPod, PodSeen, ToServer};

/// A server in this process whose cards are the test set: pods open its boosters; its tables'
/// ports are `slot`'s (`serve::server`), a slot a test.
fn served(name: &str, slot: u16) -> (std::path::PathBuf, bifronte::server::Server) {
    let dir = crate::serve::scratch(name);
    let db_file = dir.join("cards.db");
    let (cards, _) = bifronte::cards::import::cards_of(set_json().as_bytes(), &mut |_, _| {}).unwrap();
    CardStore::new(cards).save(&db_file).unwrap();
    let server = crate::serve::server(&dir, slot, |o| o.cards = db_file.clone());
    (dir, server)
}

/// The last view of a pod in what a client got.
fn last_seen(got: &[(FromServer, Vec<u8>)]) -> Option<PodSeen> {
    got.iter().rev().find_map(|(m, _)| match m {
        FromServer::Pod(s) => Some((**s).clone()),
        _ => None,
    })
}

#[test]
fn serve_a_pod_of_two_people_and_six_bots_drafts_through_the_server_a_seat_leaves_and_returns_and_no_seat_sees_another_s_pack()
 {
    // The real `bifronte serve`, a process of its own, with the test set as its cards.
    let dir = crate::serve::scratch("pod");
    let db_file = dir.join("cards.db");
    let (cards, _) = bifronte::cards::import::cards_of(set_json().as_bytes(), &mut |_, _| {}).unwrap();
    CardStore::new(cards).save(&db_file).unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let server = crate::serve::serve_process_with(&dir, port, 16, Some(&db_file));
    let alice = crate::serve::connect_when_up(port, "Alice");
    let server_addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    alice.enter("Main").unwrap();
    // A set the server's cards can't open is refused at once.
    alice.send(&ToServer::CreatePod(NewPod { name: "Old".into(), seats: 8, set: "old".into(), timer: false })).unwrap();
    let refused = alice.wait_for(std::time::Duration::from_secs(10), |_| None::<()>).unwrap_err();
    assert!(refused.to_string().contains("OLD"), "{refused}");
    alice
        .send(&ToServer::CreatePod(NewPod { name: "Friday".into(), seats: 8, set: "tst".into(), timer: false }))
        .unwrap();
    let mut a_got = gather(&alice, 10, |m| matches!(m, FromServer::Pod(_)));
    let pod = last_seen(&a_got).expect("Alice is seated").pod;
    let bob = crate::serve::lobby(server_addr, "Bob");
    bob.enter("Main").unwrap();
    bob.send(&ToServer::SitPod { pod, token: None }).unwrap();
    let mut b_got = gather(&bob, 10, |m| matches!(m, FromServer::Pod(_)));
    let bob_token = last_seen(&b_got).unwrap().token;
    // Only the opener begins it.
    bob.send(&ToServer::StartPod { pod }).unwrap();
    assert!(
        bob.wait_for(std::time::Duration::from_secs(10), |_| None::<()>).unwrap_err().to_string().contains("opened")
    );
    alice.send(&ToServer::StartPod { pod }).unwrap();
    // Both pick the first card of each pack that reaches them; Bob loses his connection after
    // five picks and comes back with his seat's token.
    let mut bob = bob;
    let mut bob_left = false;
    let mut over = [false, false];
    let mut picked = [None, None];
    let end = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while over != [true, true] && std::time::Instant::now() < end {
        // People pick at a person's pace, under the lobby's rate of messages.
        std::thread::sleep(std::time::Duration::from_millis(80));
        for (i, (l, got)) in [(&alice, &mut a_got), (&bob, &mut b_got)].into_iter().enumerate() {
            got.extend(gather(l, 1, |_| true));
            let Some(seen) = last_seen(got) else { continue };
            over[i] = seen.over;
            let here = (seen.round, seen.pick, seen.pool.len());
            if !seen.pack.is_empty() && !seen.over && picked[i] != Some(here) {
                picked[i] = Some(here);
                l.send(&ToServer::Pick { pod, card: 0 }).unwrap();
            }
        }
        let bob_picks = last_seen(&b_got).map_or(0, |s| s.pool.len());
        if !bob_left && bob_picks >= 5 {
            bob_left = true;
            bob.close();
            let away = gather(&alice, 10, |m| matches!(m, FromServer::Pod(s) if s.seats[4].away));
            assert!(last_seen(&away).is_some_and(|s| s.seats[4].away), "Alice is told Bob is away");
            a_got.extend(away);
            bob = crate::serve::lobby(server_addr, "Bob");
            bob.enter("Main").unwrap();
            bob.send(&ToServer::SitPod { pod, token: Some(bob_token) }).unwrap();
            let back = gather(&bob, 10, |m| matches!(m, FromServer::Pod(_)));
            let seen = last_seen(&back).expect("Bob has his seat back");
            assert_eq!((seen.seat, seen.pool.len()), (4, bob_picks), "his seat and his picks");
            b_got.extend(back);
        }
    }
    let brief = |got: &[(FromServer, Vec<u8>)]| {
        let s = last_seen(got);
        let kinds: Vec<String> =
            got.iter().rev().take(5).map(|(m, _)| format!("{m:?}").chars().take(80).collect()).collect();
        (s.map(|s| (s.started, s.round, s.pick, s.pack.len(), s.pool.len(), s.seats)), kinds)
    };
    assert_eq!(over, [true, true], "the draft ends for both: {:?} {:?} left: {bob_left}", brief(&a_got), brief(&b_got));
    // The decks come a moment after the last pick, then the first round: across the table,
    // seat 0 against seat 4, Alice and Bob, at a best-of-three table the server opened for
    // them (the bots' matches among themselves aren't played).
    let paired = |l: &bifronte::server::client::LobbyClient, got: &mut Vec<(FromServer, Vec<u8>)>| {
        let has_table = |s: &PodSeen| s.pairing.as_ref().is_some_and(|p| p.table.is_some());
        if !last_seen(got).is_some_and(|s| has_table(&s)) {
            got.extend(gather(l, 20, |m| matches!(m, FromServer::Pod(s) if has_table(s))));
        }
        last_seen(got).and_then(|s| s.pairing).expect("a pairing")
    };
    let (a_pair, b_pair) = (paired(&alice, &mut a_got), paired(&bob, &mut b_got));
    assert_eq!((a_pair.round, a_pair.opponent.as_deref(), a_pair.bot), (1, Some("Bob"), false));
    assert_eq!((b_pair.opponent.as_deref(), b_pair.bot), (Some("Alice"), false));
    assert_eq!(a_pair.table, b_pair.table, "one table for their match");
    let (a_last, b_last) = (last_seen(&a_got).unwrap(), last_seen(&b_got).unwrap());
    assert_eq!((a_last.seat, b_last.seat), (0, 4), "the people are spread around the table");
    assert!(a_last.seats.iter().filter(|s| s.bot).count() == 6);
    for seen in [&a_last, &b_last] {
        assert_eq!(seen.pool.len(), 45);
        let deck = seen.deck.as_ref().expect("a deck from the pool");
        let db = db();
        let list = bifronte::cards::decklist::parse_decklist(std::path::Path::new("deck.txt"), deck, &db).unwrap();
        assert_eq!(list.main.iter().map(|e| e.count).sum::<u32>(), 40);
    }
    let (at, key) = alice.locate(a_pair.table.unwrap(), None).expect("the match's table is open");
    // Both join it with the decks their drafts gave them: a best of three of their forty cards.
    let join = |name: &str, seen: &PodSeen| {
        let options = bifronte::net::client::JoinOptions {
            name: name.into(),
            password: key.clone(),
            deck: seen.deck.clone(),
            ..Default::default()
        };
        crate::net_trust::udp_client(options, at)
    };
    let mut players = vec![join("Alice", &a_last), join("Bob", &b_last)];
    // 103.1: the match's chooser (at random) takes the first turn.
    use bifronte::scene::matches::Stage;
    let chooser = |cs: &[bevy::app::App]| {
        crate::net_trust::conn(&cs[0]).model.as_ref().and_then(|m| match m.series.as_ref()?.stage.as_ref()? {
            Stage::Choosing { chooser } => Some(chooser.clone()),
            _ => None,
        })
    };
    assert!(crate::net_trust::pump(None, &mut players, 60, |cs| chooser(cs).is_some()), "the match asks who is first");
    let who = chooser(&players).unwrap();
    let at_seat = if who == "Alice" { 0 } else { 1 };
    use bifronte::net::protocol::{MatchAnswer, ToHost};
    players[at_seat].world_mut().write_message(ToHost::Match(MatchAnswer::FirstTurn(who.clone())));
    let dealt = crate::net_trust::pump(None, &mut players, 60, |cs| {
        cs.iter().all(|c| {
            crate::net_trust::conn(c).model.as_ref().is_some_and(|m| {
                ["Alice", "Bob"].iter().all(|who| m.table.hidden.iter().any(|h| h.owner == *who && h.count > 0))
            })
        })
    });
    assert!(dealt, "the match began: {:?}", crate::net_trust::conn(&players[0]).ended);
    let m = crate::net_trust::conn(&players[0]).model.clone().unwrap();
    assert!(m.series.is_some(), "a match");
    for who in ["Alice", "Bob"] {
        let cards: usize = m.table.hidden.iter().filter(|h| h.owner == who).map(|h| h.count).sum::<usize>()
            + m.table.objects.iter().filter(|o| o.owner == who).count();
        assert_eq!(cards, 40, "{who}'s drafted deck");
    }
    drop(players);
    drop(server);
    // The pod's record, kept by the server: every pick, the packs as opened.
    let file = dir.join("data").join("drafts").join(format!("pod-{pod}.ron"));
    // Written by a thread of its own once the draft is over.
    let end = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !file.exists() && std::time::Instant::now() < end {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let record = DraftRecord::parse(&file, &std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(record.picks.len(), 360);
    assert_eq!(record.picks.iter().filter(|p| p.seat == 4 && p.how == How::Chosen).count(), 45, "Bob chose every pick");
    // Bytes: no card a seat never had in front of it reaches it, by its name as the wire writes it.
    for (who, got) in [("Alice", &a_got), ("Bob", &b_got)] {
        let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
        for (m, _) in got.iter() {
            if let FromServer::Pod(s) = m {
                seen.extend(s.pack.iter().chain(&s.pool).map(|c| c.name.clone()));
            }
        }
        let hidden: Vec<&String> = record.packs.iter().flatten().filter(|n| !seen.contains(*n)).collect();
        assert!(!hidden.is_empty(), "some cards were picked before their packs reached {who}");
        for name in hidden {
            let mut needle = vec![name.len() as u8];
            needle.extend_from_slice(name.as_bytes());
            assert!(
                !got.iter().any(|(_, bytes)| bytes.windows(needle.len()).any(|w| w == needle)),
                "{name}, never in front of {who}, reached them"
            );
        }
    }
}

/// `l` opens a pod of `seats` of the test set alone (bots in the other seats), begins it and
/// picks the first card of each pack until the draft is over and its first match has a table:
/// the seat's last view.
fn draft_alone(l: &bifronte::server::client::LobbyClient, name: &str, seats: u8) -> PodSeen {
    l.send(&ToServer::CreatePod(NewPod { name: name.into(), seats, set: "tst".into(), timer: false })).unwrap();
    let mut got = gather(l, 10, |m| matches!(m, FromServer::Pod(_)));
    let pod = last_seen(&got).expect("seated").pod;
    l.send(&ToServer::StartPod { pod }).unwrap();
    let mut picked = None;
    let end = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while std::time::Instant::now() < end {
        std::thread::sleep(std::time::Duration::from_millis(80));
        got.extend(gather(l, 1, |_| true));
        let Some(seen) = last_seen(&got) else { continue };
        if seen.pairing.as_ref().is_some_and(|p| p.table.is_some()) {
            break;
        }
        let here = (seen.round, seen.pick, seen.pool.len());
        if !seen.pack.is_empty() && !seen.over && picked != Some(here) {
            picked = Some(here);
            l.send(&ToServer::Pick { pod, card: 0 }).unwrap();
        }
    }
    last_seen(&got).expect("a view")
}

/// A person drafts against a bot; their first-round match is against the bot's deck, at a
/// best-of-three table the server opens whose computer plays it: the person joins with the
/// deck the draft gave them, and both decks are forty cards.
#[test]
fn serve_a_person_paired_with_a_bot_plays_the_bot_s_drafted_deck_against_the_table_s_computer() {
    use bifronte::server::protocol::COMPUTER;
    let (dir, server) = served("pod-bot", 10);
    let dana = crate::serve::lobby(server.addr, "Dana");
    dana.enter("Main").unwrap();
    let seen = draft_alone(&dana, "Solo", 2);
    let pairing = seen.pairing.clone().expect("a pairing");
    assert_eq!((pairing.opponent.as_deref(), pairing.bot), (Some("Bot 2"), true));
    let table = pairing.table.expect("a table for the match");
    let (at, key) = dana.locate(table, None).expect("the table's address");
    let options = bifronte::net::client::JoinOptions {
        name: "Dana".into(),
        password: key,
        deck: seen.deck.clone(),
        ..Default::default()
    };
    let mut players = vec![crate::net_trust::udp_client(options, at)];
    // 103.1: who chooses the first turn is drawn at random; the computer chooses for itself,
    // Dana takes the first turn when the choice is hers.
    use bifronte::scene::matches::Stage;
    let dealt = |cs: &[bevy::app::App]| {
        crate::net_trust::conn(&cs[0]).model.as_ref().is_some_and(|m| {
            ["Dana", COMPUTER].iter().all(|who| m.table.hidden.iter().any(|h| h.owner == *who && h.count > 0))
        })
    };
    let hers = |cs: &[bevy::app::App]| {
        crate::net_trust::conn(&cs[0]).model.as_ref().and_then(|m| m.series.as_ref()?.stage.clone())
            == Some(Stage::Choosing { chooser: "Dana".into() })
    };
    crate::net_trust::pump(None, &mut players, 60, |cs| dealt(cs) || hers(cs));
    if hers(&players) {
        use bifronte::net::protocol::{MatchAnswer, ToHost};
        players[0].world_mut().write_message(ToHost::Match(MatchAnswer::FirstTurn("Dana".into())));
    }
    // The match's table is dealt: both players' libraries are on it.
    let started = crate::net_trust::pump(None, &mut players, 60, |cs| {
        crate::net_trust::conn(&cs[0]).model.as_ref().is_some_and(|m| {
            m.players.iter().any(|p| p == COMPUTER)
                && ["Dana", COMPUTER].iter().all(|who| m.table.hidden.iter().any(|h| h.owner == *who && h.count > 0))
        })
    });
    assert!(started, "the match began with Dana and the computer: {:?}", crate::net_trust::conn(&players[0]).ended);
    let m = crate::net_trust::conn(&players[0]).model.clone().unwrap();
    assert!(m.series.is_some(), "a match, not one game");
    // Library and hand: each deck is the forty its draft built (the computer's isn't a sample).
    for who in ["Dana", COMPUTER] {
        let cards: usize = m.table.hidden.iter().filter(|h| h.owner == who).map(|h| h.count).sum::<usize>()
            + m.table.objects.iter().filter(|o| o.owner == who).count();
        assert_eq!(cards, 40, "{who}'s deck");
    }
    drop(players);
    server.stop_tables();
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn serve_the_terminal_s_seat_opens_a_pod_begins_it_picks_by_number_and_writes_its_deck() {
    let (dir, server) = served("pod-terminal", 11);
    let carol = crate::serve::lobby(server.addr, "Carol");
    let (send, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(300));
        let _ = send.send(Some("start".to_string()));
        let _ = send.send(Some("pick 99".to_string()));
        for _ in 0..200 {
            std::thread::sleep(std::time::Duration::from_millis(100));
            if send.send(Some("pick 1".to_string())).is_err() {
                return;
            }
            let _ = send.send(Some("who".to_string()));
        }
    });
    let deck = dir.join("carol.txt");
    let mut out = Vec::new();
    let seat = bifronte::cli::draft_served::Seat::Open { set: "tst".into(), seats: 2, timer: false };
    let written = bifronte::cli::draft_served::play(
        bifronte::i18n::Lang::En,
        (&carol, "Main"),
        seat,
        &lines,
        &mut out,
        Some(&deck),
        &db(),
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(written, deck);
    assert!(out.contains("seated at pod 1"), "{out}");
    assert!(out.contains("Round 1, pick 1:") && out.contains("Round 3, pick 15:"), "{out}");
    assert!(out.contains("not pick 99"), "a number past the pack is said, not sent: {out}");
    assert!(out.contains("Bot 2: "), "who: {out}");
    // The match that follows, and the line that joins its table with the deck just written.
    let join = format!("--room Main --table 1 --name Carol --deck {}", deck.display());
    assert!(out.contains("Round 1: you play Bot 2's deck") && out.contains(&join), "{out}");
    let text = std::fs::read_to_string(&deck).unwrap();
    let list = bifronte::cards::decklist::parse_decklist(&deck, &text, &db()).unwrap();
    assert_eq!(list.main.iter().map(|e| e.count).sum::<u32>(), 40);
    server.stop_tables();
}

#[test]
fn serve_hostile_a_player_holds_one_pod_at_a_time_and_a_pod_everyone_left_before_it_began_is_gone() {
    let (_dir, server) = served("pod-hostile", 12);
    let watcher = crate::serve::lobby(server.addr, "Carol");
    watcher.enter("Main").unwrap();
    let alice = crate::serve::lobby(server.addr, "Alice");
    alice.enter("Main").unwrap();
    let pod = |name: &str| ToServer::CreatePod(NewPod { name: name.into(), seats: 8, set: "tst".into(), timer: true });
    alice.send(&pod("One")).unwrap();
    gather(&alice, 10, |m| matches!(m, FromServer::Pod(_)));
    let listed = |got: &[(FromServer, Vec<u8>)]| {
        got.iter().rev().find_map(|(m, _)| match m {
            FromServer::Pods { pods, .. } => Some(pods.iter().map(|p| p.name.clone()).collect::<Vec<_>>()),
            _ => None,
        })
    };
    let seen = gather(&watcher, 5, |m| matches!(m, FromServer::Pods { pods, .. } if !pods.is_empty()));
    assert_eq!(listed(&seen), Some(vec!["One".to_string()]), "the room lists the pod");
    alice.send(&pod("Two")).unwrap();
    let refused = alice.wait_for(std::time::Duration::from_secs(10), |_| None::<()>).unwrap_err();
    assert!(refused.to_string().contains("already seated"), "{refused}");
    // Someone else's pick at a pod they don't sit at: refused.
    watcher.send(&ToServer::Pick { pod: 1, card: 0 }).unwrap();
    let refused = watcher.wait_for(std::time::Duration::from_secs(10), |_| None::<()>).unwrap_err();
    assert!(refused.to_string().contains("no seat at pod 1"), "{refused}");
    // Alice leaves before it begins: the pod is gone from the room's list.
    alice.close();
    let seen = gather(&watcher, 10, |m| matches!(m, FromServer::Pods { pods, .. } if pods.is_empty()));
    assert_eq!(listed(&seen), Some(Vec::new()));
}

/// File → Play online lists the room's pods with the command that sits at each from a terminal.
#[test]
fn serve_the_play_online_dialog_lists_the_room_s_pods_with_the_command_that_sits_at_one() {
    use bifronte::app::online::{OnlineDialog, online_ui};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let (dir, server) = served("pod-dialog", 13);
    let bob = crate::serve::lobby(server.addr, "Bob");
    bob.enter("Main").unwrap();
    bob.send(&ToServer::CreatePod(NewPod { name: "Friday".into(), seats: 8, set: "tst".into(), timer: true })).unwrap();
    gather(&bob, 10, |m| matches!(m, FromServer::Pod(_)));
    let address = format!("127.0.0.1:{}", server.addr.port());
    let mut dialog = OnlineDialog::default();
    dialog.server = address.clone();
    dialog.name = "Alice".into();
    dialog.remember_in = Some(dir.join("online.ron"));
    let mut h = Harness::new_ui_state(
        |ui, d: &mut OnlineDialog| {
            d.poll(bifronte::i18n::Lang::En);
            online_ui(ui, d);
        },
        dialog,
    );
    h.run();
    h.get_by_label("Connect").click();
    let end = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !h.state().connected() && std::time::Instant::now() < end {
        h.run();
    }
    h.get_by_label_contains("Main — ").click();
    while h.state().pods.is_empty() && std::time::Instant::now() < end {
        h.run();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run();
    h.get_by_label("Friday · TST · 1 of 8 seated: Bob · waiting to begin");
    h.get_by_label(&format!("bifronte draft --server {address} --room Main --pod 1 --name Alice"));
}

/// The draft's window at a pod of `seats` (the player and bots) of the test set.
fn window_draft(db: &CardDb, seats: usize, dir: &std::path::Path) -> bifronte::overlay::ui::draft::DraftScreen {
    let packs = Boosters::set(db, "tst").unwrap();
    let out = Some(dir.to_path_buf());
    bifronte::overlay::ui::draft::DraftScreen::start(
        bifronte::i18n::Lang::En,
        packs,
        (seats, false, 5),
        Ratings::default(),
        out,
        db,
    )
    .unwrap()
}

#[test]
fn the_window_s_draft_takes_a_clicked_card_and_once_over_opens_the_pool_s_deck_in_the_editor() {
    use bifronte::overlay::ui::deck_editor::{DeckEditor, deck_editor_ui};
    use bifronte::overlay::ui::draft::{DraftFinished, DraftScreen, YOUR_SEAT, draft_ui};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let db = db();
    let dir = crate::serve::scratch("window-draft");
    let screen = window_draft(&db, 4, &dir);
    let first = screen.pod.view(YOUR_SEAT).unwrap().pack.unwrap();
    let mut h = Harness::builder().with_size(egui::vec2(1500.0, 850.0)).build_ui_state(
        |ui, (s, done): &mut (DraftScreen, Option<DraftFinished>)| {
            if let Some(d) = draft_ui(ui, s, &db) {
                *done = Some(d);
            }
        },
        (screen, None),
    );
    h.run();
    // The pack as cards named by the card; the seats round the pod; the picks so far.
    h.get_by_label("Round 1 of 3 · pick 1");
    h.get_by_label("Your picks (0)");
    h.get_by_label_contains("You: 0");
    h.get_by_label_contains("Bot 4: ");
    // A click chooses; Take takes.
    let card = first[3].name.clone();
    h.get_all_by_label(&card).next().unwrap().click();
    h.run();
    h.get_by_label(&format!("Take {card}")).click();
    h.run();
    h.run();
    assert_eq!(h.state().0.pod.view(YOUR_SEAT).unwrap().pool[0].name, card);
    h.get_by_label("Your picks (1)");
    // A second click on the chosen card takes it too.
    let pack = h.state().0.pod.view(YOUR_SEAT).unwrap().pack.unwrap();
    let second = pack[0].name.clone();
    h.get_all_by_label(&second).next().unwrap().click();
    h.run();
    h.get_all_by_label(&second).next().unwrap().click();
    h.run();
    h.run();
    let pool: Vec<String> = h.state().0.pod.view(YOUR_SEAT).unwrap().pool.iter().map(|c| c.name.clone()).collect();
    assert_eq!(pool, vec![card.clone(), second.clone()]);
    // Leave asks first; then the bots pick the rest, and the draft ends with the decks written.
    h.get_by_label("Leave the draft…").click();
    h.run();
    h.get_by_label("Leave, the bots pick for me").click();
    h.run();
    h.run();
    let done = h.state().1.clone().expect("the draft is over");
    assert_eq!(done.pool.values().sum::<u32>(), 45, "three packs of fifteen between four seats: 45 picks each");
    assert!(done.pool.contains_key(&card) && done.pool.contains_key(&second));
    assert_eq!(done.against.0, "Bot 2");
    assert!(done.deck.exists() && done.against.1.exists() && dir.join("draft.ron").exists());
    // The deck editor on the pool: limited legality, the pool's other cards and the basics
    // offered, and Play saves the deck and asks for the match.
    let mut editor = DeckEditor::default();
    editor.on_pool(bifronte::i18n::Lang::En, &done.deck, done.pool.clone(), Some(done.against.clone()), &db);
    assert_eq!(editor.edit.deck.main.iter().map(|e| e.count).sum::<u32>(), 40);
    // The rest of the pool is the sideboard (100.4b).
    let spells: u32 =
        editor.edit.deck.main.iter().filter(|e| !BASICS.contains(&e.name.as_str())).map(|e| e.count).sum();
    let left = 45 - spells;
    assert_eq!(editor.edit.deck.sideboard.iter().map(|e| e.count).sum::<u32>(), left);
    let mut h = Harness::builder().with_size(egui::vec2(1400.0, 800.0)).build_ui_state(
        |ui, (e, asked): &mut (DeckEditor, Option<bifronte::overlay::ui::deck_editor::PlayAsked>)| {
            if let Some(a) = deck_editor_ui(ui, e, &db) {
                *asked = Some(a);
            }
        },
        (editor, None),
    );
    h.run();
    h.get_by_label("Your pool");
    h.get_by_label("Limited play (100.2b)");
    h.get_by_label("Legal: every card and the deck's size.");
    h.get_by_label(&format!("Not in the deck ({left}): your sideboard (100.4b)"));
    h.get_by_label("Basic lands, any number");
    h.get_by_label("Save and play: best of three against Bot 2").click();
    h.run();
    let asked = h.state().1.clone().expect("Play asks for the match");
    assert_eq!((asked.deck.as_path(), asked.against.as_path()), (done.deck.as_path(), done.against.1.as_path()));
}

#[test]
fn rule_100_2b_the_pool_s_deck_editor_refuses_a_card_beyond_the_pool_and_a_deck_under_forty() {
    use bifronte::cards::deck_edit::Part;
    use bifronte::overlay::ui::deck_editor::{DeckEditor, deck_editor_ui};
    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT, Queryable};
    let db = db();
    let dir = crate::serve::scratch("pool-editor");
    let mut screen = window_draft(&db, 2, &dir);
    screen.leave(&db);
    // The draft is over: a frame writes the decks.
    let mut h = Harness::new_ui_state(
        |ui, (s, done): &mut (bifronte::overlay::ui::draft::DraftScreen, Option<_>)| {
            if let Some(d) = bifronte::overlay::ui::draft::draft_ui(ui, s, &db) {
                *done = Some(d);
            }
        },
        (screen, None),
    );
    h.run();
    let done: bifronte::overlay::ui::draft::DraftFinished = h.state().1.clone().expect("over");
    drop(h);
    let mut editor = DeckEditor::default();
    editor.on_pool(bifronte::i18n::Lang::En, &done.deck, done.pool.clone(), Some(done.against.clone()), &db);
    // A card the pool doesn't hold, and one land fewer: two problems, and no Play.
    let outsider = "Test rare 190";
    assert!(!done.pool.contains_key(outsider));
    editor.edit.add(Part::Main, outsider, 1, &db);
    let land = editor.edit.deck.main.iter().find(|e| BASICS.contains(&e.name.as_str())).unwrap().name.clone();
    editor.edit.add(Part::Main, &land, -2, &db);
    let mut h = Harness::builder().with_size(egui::vec2(1400.0, 800.0)).build_ui_state(
        |ui, e: &mut DeckEditor| {
            deck_editor_ui(ui, e, &db);
        },
        editor,
    );
    h.run();
    h.get_by_label(&format!(
        "{outsider}: not in the pool: a limited deck is its pool's cards and basic lands (100.2b)"
    ));
    h.get_by_label("39 cards in the main deck; a limited deck has at least 40 (100.2b)");
    assert!(h.get_by_label("Save and play: best of three against Bot 2").accesskit_node().is_disabled());
    // The pool's basic lands come back by the finder's +.
    h.get_by_label("Basic lands, any number");
}

#[test]
fn file_draft_against_bots_opens_a_set_s_draft_or_a_sealed_pool_and_says_why_a_cube_would_not_open() {
    use bifronte::overlay::ui::draft::{DraftSetup, Started, setup_items};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let db = db();
    let dir = crate::serve::scratch("draft-setup");
    let mut h = Harness::new_ui_state(
        |ui, (setup, started): &mut (DraftSetup, Option<Started>)| {
            if let Some(s) = setup_items(ui, setup, &db) {
                *started = Some(s);
            }
        },
        (DraftSetup { out: Some(dir.clone()), ..DraftSetup::default() }, None),
    );
    h.run();
    // The test set has booster data ("old" has none): it is chosen to begin with.
    h.get_by_label("Set");
    assert_eq!(h.state().0.set, "tst");
    // A cube file that isn't there: said, nothing started.
    h.state_mut().0.cube = "/no/such/cube.txt".into();
    h.run();
    h.get_by_label("Start the draft").click();
    h.run();
    assert!(h.state().1.is_none());
    h.get_by_label_contains("/no/such/cube.txt");
    // The set: a pod of eight, the player at the first seat with a pack in front.
    h.state_mut().0.cube.clear();
    h.run();
    h.get_by_label("Start the draft").click();
    h.run();
    let Some(Started::Draft(started)) = h.state().1.as_ref() else { panic!("the draft starts") };
    assert_eq!(started.pod.seats.len(), 8);
    assert_eq!(started.pod.view(0).unwrap().pack.map(|p| p.len()), Some(15));
    // Sealed instead: six packs each for the player and the computer, both decks written, the
    // player's pool for the deck editor.
    h.state_mut().1 = None;
    h.get_by_label("Sealed instead (6 packs)").click();
    h.run();
    let Some(Started::Sealed(pool)) = h.state().1.as_ref() else { panic!("a sealed pool") };
    assert_eq!(pool.pool.values().sum::<u32>(), 90);
    assert_eq!(pool.against.0, "Computer");
    for file in [&pool.deck, &pool.against.1] {
        let text = std::fs::read_to_string(file).unwrap();
        let list = bifronte::cards::decklist::parse_decklist(file, &text, &db).unwrap();
        assert_eq!(list.main.iter().map(|e| e.count).sum::<u32>(), 40, "{}", file.display());
    }
    // Without imported cards no set is offered, and the window says where to get them.
    let bare = CardDb::load_default().0;
    let mut h = Harness::new_ui_state(
        |ui, setup: &mut DraftSetup| {
            setup_items(ui, setup, &bare);
        },
        DraftSetup::default(),
    );
    h.run();
    h.get_by_label_contains("No imported set has booster data");
}

/// File → Play online seats the window at a served pod: Sit down, the opener begins, the draft's
/// window shows the seat's pack from the server and a card clicked twice is picked there; at the
/// end the deck is written, the pool is ready for the deck editor, and the first round's match
/// against the other person shows with its table.
#[test]
fn serve_the_window_sits_at_a_served_pod_drafts_by_clicking_takes_its_seat_back_and_gets_its_deck_and_match() {
    use bifronte::app::online::draft::{PoolReady, served_draft_ui};
    use bifronte::app::online::{OnlineDialog, online_ui};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let (dir, server) = served("pod-window", 14);
    let bob = crate::serve::lobby(server.addr, "Bob");
    bob.enter("Main").unwrap();
    bob.send(&ToServer::CreatePod(NewPod { name: "Duel".into(), seats: 2, set: "tst".into(), timer: false })).unwrap();
    let mut b_got = gather(&bob, 10, |m| matches!(m, FromServer::Pod(_)));
    let pod = last_seen(&b_got).unwrap().pod;
    let mut dialog = OnlineDialog::default();
    dialog.server = format!("127.0.0.1:{}", server.addr.port());
    dialog.name = "Alice".into();
    dialog.remember_in = Some(dir.join("online.ron"));
    let db = db();
    let out = dir.join("decks");
    let mut h = Harness::builder().with_size(egui::vec2(1500.0, 2400.0)).build_ui_state(
        |ui, (d, ready): &mut (OnlineDialog, Option<PoolReady>)| {
            d.poll(bifronte::i18n::Lang::En);
            online_ui(ui, d);
            if let Some(r) = served_draft_ui(ui, d, &db, Some(&out)) {
                *ready = Some(r);
            }
        },
        (dialog, None),
    );
    h.run();
    h.get_by_label("Connect").click();
    // A deadline, not a measure: the whole suite at once on two cores can hold a reply long.
    let wait = |h: &mut Harness<'_, (OnlineDialog, Option<PoolReady>)>, what: &dyn Fn(&OnlineDialog) -> bool| {
        let end = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while !what(&h.state().0) && std::time::Instant::now() < end {
            h.run();
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        h.run();
    };
    wait(&mut h, &|d| d.connected());
    h.get_by_label_contains("Main — ").click();
    wait(&mut h, &|d| !d.pods.is_empty());
    h.get_by_label("Sit down").click();
    wait(&mut h, &|d| d.pod.is_some());
    bob.send(&ToServer::StartPod { pod }).unwrap();
    wait(&mut h, &|d| d.pod.as_ref().is_some_and(|p| !p.seen.pack.is_empty()));
    h.get_by_label("Round 1 of 3 · pick 1");
    // A first pick, then the connection is lost: the seat is taken back with its kept token.
    let first = h.state().0.pod.as_ref().unwrap().seen.pack[0].name.clone();
    h.get_all_by_label(&first).next().unwrap().click();
    h.run();
    h.get_by_label(&format!("Take {first}")).click();
    wait(&mut h, &|d| d.pod.as_ref().is_some_and(|p| p.seen.pool.len() == 1));
    h.get_by_label("Disconnect").click();
    h.run();
    h.state_mut().0.pod = None;
    h.run();
    h.get_by_label("Connect").click();
    wait(&mut h, &|d| d.connected());
    h.get_by_label_contains("Main — ").click();
    wait(&mut h, &|d| d.room.is_some() && !d.pods.is_empty());
    h.get_by_label("Take my seat back").click();
    wait(&mut h, &|d| d.pod.is_some());
    let back = h.state().0.pod.as_ref().unwrap().seen.clone();
    assert_eq!((back.seat, back.pool.len(), back.pool[0].name.as_str()), (1, 1, first.as_str()), "her seat and pick");
    // Both pick until the draft is over: Alice by clicking the first card twice, Bob by message.
    let (mut a_done, mut b_last) = (None, None);
    let end = std::time::Instant::now() + std::time::Duration::from_secs(90);
    while h.state().1.is_none() && std::time::Instant::now() < end {
        std::thread::sleep(std::time::Duration::from_millis(80));
        h.run();
        let seen = h.state().0.pod.as_ref().map(|p| p.seen.clone()).unwrap();
        let here = (seen.round, seen.pick, seen.pool.len());
        if !seen.pack.is_empty() && !seen.over && a_done != Some(here) {
            a_done = Some(here);
            let name = seen.pack[0].name.clone();
            h.get_all_by_label(&name).next().unwrap().click();
            h.run();
            h.get_all_by_label(&name).next().unwrap().click();
            h.run();
        }
        b_got.extend(gather(&bob, 1, |_| true));
        if let Some(s) = last_seen(&b_got) {
            let here = (s.round, s.pick, s.pool.len());
            if !s.pack.is_empty() && !s.over && b_last != Some(here) {
                b_last = Some(here);
                bob.send(&ToServer::Pick { pod, card: 0 }).unwrap();
            }
        }
    }
    let ready = h.state().1.clone().expect("the draft ends in the window");
    assert_eq!(ready.pool.values().sum::<u32>(), 45);
    let text = std::fs::read_to_string(&ready.deck).unwrap();
    let list = bifronte::cards::decklist::parse_decklist(&ready.deck, &text, &db).unwrap();
    assert_eq!(list.main.iter().map(|e| e.count).sum::<u32>(), 40);
    // Alice picked every card herself: her picks are the first of each pack she saw.
    let record_file = dir.join("data").join("drafts").join(format!("pod-{pod}.ron"));
    let end = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !record_file.exists() && std::time::Instant::now() < end {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let record = DraftRecord::parse(&record_file, &std::fs::read_to_string(&record_file).unwrap()).unwrap();
    assert_eq!(record.picks.iter().filter(|p| p.seat == 1 && p.how == How::Chosen).count(), 45);
    // The match: Alice against Bob at a table of the room, with Join.
    wait(&mut h, &|d| d.pod.as_ref().and_then(|p| p.seen.pairing.as_ref()).is_some_and(|p| p.table.is_some()));
    let table = h.state().0.pod.as_ref().unwrap().seen.pairing.as_ref().unwrap().table.unwrap();
    h.get_by_label(&format!("Round 1: you play Bob, best of three, at table {table}."));
    assert_eq!(h.state().0.deck, ready.deck.display().to_string(), "Join brings the drafted deck");
    server.stop_tables();
}

/// Swiss rounds after a served pod: a person's match is counted from its table's report (Dana
/// concedes two games: her match is lost 0–2), the two bots' match is played headless by the
/// server's computer players, and once both are over the second round pairs the players by
/// points (Dana, with none, against the other match's loser) at a new table.
#[test]
fn serve_a_pod_s_second_swiss_round_pairs_by_the_first_round_s_results() {
    use bifronte::net::protocol::{MatchAnswer, ToHost};
    use bifronte::rules::Action;
    use bifronte::scene::matches::Stage;
    let (dir, server) = served("pod-swiss", 15);
    let dana = crate::serve::lobby(server.addr, "Dana");
    dana.enter("Main").unwrap();
    let seen = draft_alone(&dana, "Four", 4);
    let first = seen.pairing.clone().expect("round 1");
    assert_eq!((first.round, first.opponent.as_deref()), (1, Some("Bot 3")), "across the table");
    let (at, key) = dana.locate(first.table.unwrap(), None).unwrap();
    let options = bifronte::net::client::JoinOptions {
        name: "Dana".into(),
        password: key,
        deck: seen.deck.clone(),
        ..Default::default()
    };
    let mut players = vec![crate::net_trust::udp_client(options, at)];
    let stage = |cs: &[bevy::app::App]| {
        crate::net_trust::conn(&cs[0]).model.as_ref().and_then(|m| m.series.as_ref()?.stage.clone())
    };
    // Dana concedes each game; she chooses to go first when the choice is hers, and keeps her
    // deck as it is between games.
    let mut conceded = 0;
    for _ in 0..400 {
        crate::net_trust::pump(None, &mut players, 1, |_| false);
        match stage(&players) {
            Some(Stage::Over { .. }) => break,
            Some(Stage::Choosing { chooser }) if chooser == "Dana" => {
                players[0].world_mut().write_message(ToHost::Match(MatchAnswer::FirstTurn("Dana".into())));
            }
            Some(Stage::Sideboarding { ready }) if !ready.iter().any(|r| r == "Dana") => {
                let deck = crate::net_trust::conn(&players[0]).model.as_ref().unwrap().series.as_ref().unwrap();
                let deck = deck.registered.clone().unwrap();
                players[0].world_mut().write_message(ToHost::Match(MatchAnswer::Sideboard(deck)));
            }
            Some(Stage::Playing { .. }) => {
                let m = crate::net_trust::conn(&players[0]).model.clone().unwrap();
                let games = m.series.as_ref().map_or(0, |s| s.game);
                if conceded < games && m.players.iter().any(|p| p == "Dana") {
                    conceded = games;
                    bifronte::net::client::request(players[0].world_mut(), Action::Concede { player: "Dana".into() });
                }
            }
            _ => {}
        }
    }
    assert!(matches!(stage(&players), Some(Stage::Over { .. })), "the match ended: {:?}", stage(&players));
    // Round 2: once the bots' match is played too, Dana (no points) meets the other loser.
    let two = gather(
        &dana,
        120,
        |m| matches!(m, FromServer::Pod(s) if s.pairing.as_ref().is_some_and(|p| p.round == 2 && p.table.is_some())),
    );
    let pairing = last_seen(&two).and_then(|s| s.pairing).expect("a second round");
    assert_eq!(pairing.round, 2);
    let opponent = pairing.opponent.clone().unwrap();
    assert!(opponent == "Bot 2" || opponent == "Bot 4", "the first round's other loser: {opponent}");
    assert_ne!(pairing.table, first.table, "a new table");
    // The standings: Bot 3 beat Dana, the bots' winner beat the other; by match points.
    let standings = last_seen(&two).unwrap().standings;
    let points = |who: &str| standings.iter().find(|(n, _)| n == who).map(|(_, p)| *p);
    assert_eq!((points("Bot 3"), points("You").or(points("Dana"))), (Some(3), Some(0)), "{standings:?}");
    // The bots' match is played from a random seed and may be drawn (a game past the bots' turn
    // limit): 3 and 0 points, or 1 each.
    let mut bots: Vec<u32> = ["Bot 2", "Bot 4"].iter().filter_map(|b| points(b)).collect();
    bots.sort();
    assert!(bots == [0, 3] || bots == [1, 1], "the bots' match won or drawn: {standings:?}");
    drop(players);
    server.stop_tables();
    std::fs::remove_dir_all(dir).ok();
}
