//! Rules-kernel, card-database and scene-library benchmarks. Prints figures; run with
//! `cargo bench --bench rules` (release). Targets (DESIGN bars): a frame with no change on a
//! 10,000-permanent table < 5 µs of rules systems; transforming 1,000 of them plus
//! state-based actions < 2 ms; the scene library < 1.5 ms a scene; a game of two players with
//! 60-card libraries and 40 permanents: rules systems < 1 ms a frame when idle; importing a
//! Scryfall bulk file of about 35,000 cards at 20 MB/s or more in under 1 GiB, opening the
//! database under 300 ms, an exact name lookup under 10 µs, "did you mean" under 20 ms.
//!
//! `cargo bench --bench rules -- transform` runs only the sections whose name contains
//! "transform" (idle, game, cards, transform, scenes, ai, draft); `BIFRONTE_BENCH_ROUNDS=N` repeats the transform
//! frame N times (20 by default), for a profiler. `-- allcards` (only by name: it writes 2.6 GB
//! to the temporary folder) imports a synthetic bulk file of Scryfall's "All Cards" size, plain
//! and gzipped: under 1 GiB at peak either way.

use std::hint::black_box;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bifronte::app::headless_app as rules_app;
use bifronte::cards::CardDb;
use bifronte::format::scenes_dir;
use bifronte::rules::setup::{SetupEntry, TableSetup, build_table};
use bifronte::rules::*;
use bifronte::scene::{SceneRunner, load_scene, parse_scene, scene_files, start, to_ron};

mod common;

fn table(n: usize) -> TableSetup {
    let names = ["Delver of Secrets", "Village Ironsmith", "Grizzly Bears", "Forest", "Kruin Outlaw", "Serra Angel"];
    let setup = (0..n)
        .map(|i| SetupEntry::card(format!("c{i}"), names[i % names.len()], ["Alice", "Bob"][i % 2], Zone::Battlefield))
        .collect();
    TableSetup {
        players: vec!["Alice".into(), "Bob".into()],
        cards: Vec::new(),
        setup,
        seed: None,
        mode: Default::default(),
        triggers_by_hand: false,
        spells_by_hand: false,
        first_turn: false,
        opening_hands: false,
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        // `cargo test` builds and runs bench targets without `--bench`: nothing to measure then.
        println!("rules benchmark built; run it with `cargo bench --bench rules`");
        return;
    }
    let filter: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let wanted = |section: &str| filter.is_empty() || filter.iter().any(|f| section.contains(f.as_str()));
    let rounds: usize = std::env::var("BIFRONTE_BENCH_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(20);
    let (db, errors) = CardDb::load_default();
    assert!(errors.is_empty(), "{errors:?}");

    if wanted("idle") {
        idle(&db);
    }
    if wanted("game") {
        game(&db);
    }
    if wanted("cards") {
        cards();
    }
    if wanted("replay") {
        replay_jump(&db);
    }
    // 2.3 GB written to a temporary folder: only when asked for by name.
    if filter.iter().any(|f| f == "allcards") {
        all_cards();
    }
    if wanted("transform") {
        transform(&db, rounds);
    }
    if wanted("saga") {
        saga_turn(&db);
    }
    if wanted("combat") {
        combat(&db);
    }
    if wanted("triggers") {
        triggers(&db);
    }
    if wanted("log") {
        log_words(&db);
    }
    if wanted("priority") {
        priority_turn(&db);
    }
    if wanted("meld") {
        meld_turn(&db);
    }
    if wanted("payment") {
        payment();
    }
    if wanted("autopay") {
        autopay(&db);
    }
    if wanted("ai") {
        computer_players(&db);
    }
    if wanted("scenes") {
        scenes(&db);
    }
    if wanted("spells") {
        spells(&db);
    }
    if wanted("draft") {
        draft(&db);
    }
}

/// The hard player's playouts since `before` (`ai::lookahead::playouts`), and how many a second.
fn playouts_since(before: (u64, Duration)) {
    let (n, took) = bifronte::ai::lookahead::playouts();
    let (n, took) = (n - before.0, took.saturating_sub(before.1));
    if n > 0 {
        println!(
            "ai/   the hard player's look ahead: {n} playouts (the table rebuilt, hidden cards drawn, two turns played by the easy player, blocking as medium does), {:.0} a second",
            n as f64 / took.as_secs_f64().max(1e-9)
        );
    }
}

/// Issue bar: a pod of eight bots drafts headless (3 rounds of 15-card packs, every pick a
/// bot's rating of each card it sees) in under 5 s. Over a cube of the shipped cards, and over
/// a real set's boosters where an imported database with one is at `BIFRONTE_DB`.
fn draft(db: &CardDb) {
    use bifronte::draft::pod::{Bots, Pod, SeatKind};
    use bifronte::draft::{Boosters, Ratings};
    use rand::SeedableRng;
    let ratings = Ratings::default();
    let seats = || (0..8).map(|i| (format!("Bot {i}"), SeatKind::Bot)).collect::<Vec<_>>();
    let shipped: Vec<String> = db
        .cards()
        .filter(|d| !d.front().has_type(bifronte::cards::CardType::Land) && d.front().mana_cost.is_some())
        .map(|d| d.front().name.to_string())
        .collect();
    let cube: Vec<&str> = shipped.iter().cycle().take(360).map(String::as_str).collect();
    let mut sources: Vec<(String, CardDb)> =
        vec![(format!("a cube of 360 ({} shipped cards)", shipped.len()), db.clone())];
    let path = bifronte::cards::store::CardStore::default_path();
    if std::env::var_os("BIFRONTE_DB").is_some()
        && let Ok(store) = bifronte::cards::store::CardStore::open(&path)
    {
        let sets = bifronte::draft::booster::sets_with_boosters(&store);
        let imported = db.clone().with_imported(std::sync::Arc::new(store));
        for set in sets {
            sources.push((set, imported.clone()));
        }
    }
    for (what, db) in &sources {
        let bots = Bots { db, ratings: &ratings };
        let mut times = Vec::new();
        for seed in 0..5 {
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let boosters = match what.starts_with("a cube") {
                true => Boosters::cube(&cube, db, &mut rng),
                false => Boosters::set(db, what).expect("a set with boosters"),
            };
            let t = Instant::now();
            let pod = Pod::new(seats(), boosters, seed, false, &bots).expect("a pod");
            times.push(t.elapsed());
            assert!(pod.is_over());
            black_box(pod.pools());
        }
        let m = median(times);
        println!(
            "draft {what}: a pod of 8 bots, 360 picks, median {:.1} ms of 5 ({:.0} picks/s; bar < 5 s)",
            m.as_secs_f64() * 1000.0,
            360.0 / m.as_secs_f64()
        );
    }
}

/// Issue bars: a spell of 20 steps resolves in under 0.5 ms of rules time; and what a seat's
/// view costs with seven spells in hand whose targets the kernel lists (`CastChoice::targets`),
/// against seven creature cards, on a board of 120 permanents.
fn spells(db: &CardDb) {
    use bifronte::rules::replay::apply_as_frame;
    let steps = "You gain 1 life. ".repeat(19) + "Target player draws a card.";
    let table = |hand: &str| {
        let mut text = format!(
            r#"Scene(title: "spells", players: ["Alice", "Bob"], mode: Assisted,
            cards: [CardDef(faces: [Face(name: "Twenty Steps", mana_cost: "{{R}}", types: [Instant], text: "{}")])],
            setup: ["#,
            steps.trim()
        );
        for i in 0..120 {
            let (name, owner) =
                if i % 3 == 0 { ("Forest", "Alice") } else { ("Grizzly Bears", ["Alice", "Bob"][i % 2]) };
            text.push_str(&format!("Card(id: \"p{i}\", name: \"{name}\", owner: \"{owner}\", zone: Battlefield),"));
        }
        for i in 0..7 {
            text.push_str(&format!("Card(id: \"h{i}\", name: \"{hand}\", owner: \"Alice\", zone: Hand),"));
        }
        for i in 0..10 {
            text.push_str(&format!("Card(id: \"l{i}\", name: \"Forest\", owner: \"Bob\", zone: Library),"));
        }
        text.push_str("])");
        parse_scene(std::path::Path::new("spells.ron"), &text, db).unwrap()
    };
    let mut resolve = Vec::new();
    for _ in 0..21 {
        let mut app = rules_app(db.clone());
        start(&table("Twenty Steps"), &mut app).unwrap();
        let w = app.world_mut();
        apply_as_frame(w, Action::AddMana { player: "Alice".into(), mana: "{R}".into() });
        let cast = Action::Cast {
            card: "h0".into(),
            face: None,
            face_down: None,
            targets: vec![Target::Player("Bob".into())],
            fused: false,
            prototyped: false,
            x: None,
            modes: None,
            divided: None,
            pay: None,
            kicked: false,
            buyback: false,
            alternative: None,
            additional: None,
            helpers: None,
        };
        apply_as_frame(w, cast);
        apply_as_frame(w, Action::PassPriority { player: "Alice".into(), until: None });
        let t = Instant::now();
        apply_as_frame(w, Action::PassPriority { player: "Bob".into(), until: None });
        resolve.push(t.elapsed());
        let alice = bifronte::rules::query::find_player(w, "Alice").unwrap();
        assert_eq!(w.get::<Life>(alice).unwrap().0, 39, "the 19 life steps happened");
    }
    let mut views = Vec::new();
    for hand in ["Lightning Bolt", "Grizzly Bears"] {
        let mut app = rules_app(db.clone());
        start(&table(hand), &mut app).unwrap();
        let w = app.world_mut();
        let alice = bifronte::rules::query::find_player(w, "Alice").unwrap();
        let mut runs = Vec::new();
        for _ in 0..31 {
            let t = Instant::now();
            black_box(bifronte::view::table_view(w, bifronte::view::Viewer::Player(alice)));
            runs.push(t.elapsed());
        }
        views.push(median(runs).as_secs_f64() * 1e3);
    }
    println!(
        "spells/a spell of 20 steps resolves (the last pass, its 20 actions and the state-based check): {:.3} ms median of 21 (target < 0.5 ms)",
        median(resolve).as_secs_f64() * 1e3
    );
    println!(
        "spells/a seat's view of 120 permanents with 7 Lightning Bolts in hand, each with its 82 targets listed: {:.3} ms median of 31 (7 Grizzly Bears instead: {:.3} ms)",
        views[0], views[1]
    );
}

/// The payer's worst case (107.4e, 601.2h): ten hybrid symbols against a pool of ten mana that
/// pays them only one way, and ten Phyrexian symbols of two colours each against a pool that
/// pays none of them, so every choice is tried.
fn payment() {
    use bifronte::cards::ManaCost;
    use bifronte::rules::ManaPool;
    use bifronte::rules::ops::mana::pay;
    let mut pool = ManaPool::default();
    pool.add(&bifronte::rules::ops::mana::parse_mana("{W}{W}{W}{W}{W}{U}{U}{U}{U}{U}").unwrap());
    let ten = ManaCost::parse(&format!("{}{}", "{W/B}".repeat(5), "{U/R}".repeat(5))).unwrap().symbols;
    let phyrexian = ManaCost::parse(&"{G/U/P}".repeat(10)).unwrap().symbols;
    let time = |f: &dyn Fn() -> bool| {
        let mut runs = Vec::new();
        for _ in 0..20 {
            let t = Instant::now();
            assert!(f());
            runs.push(t.elapsed());
        }
        median(runs).as_secs_f64() * 1e6
    };
    let hybrid = time(&|| pay(pool, &ten, 0, 20).is_ok());
    let red = {
        let mut p = ManaPool::default();
        p.add(&bifronte::rules::ops::mana::parse_mana("{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}").unwrap());
        p
    };
    let life = time(&|| pay(red, &phyrexian, 0, 15).is_err());
    println!(
        "payment/ten hybrid symbols against ten mana: {hybrid:.1} µs; ten two-colour Phyrexian symbols no mana pays, 15 life: {life:.1} µs (medians of 20)"
    );
    // The card menu's ways (601.2h): ten hybrid symbols against a pool of three of each of
    // their four colours, which pays them many ways; and checking a chosen way.
    use bifronte::rules::ops::mana::{Spend, pay_as_chosen, ways_to_pay};
    let mut wide = ManaPool::default();
    wide.add(&bifronte::rules::ops::mana::parse_mana("{W}{W}{W}{U}{U}{U}{B}{B}{B}{R}{R}{R}").unwrap());
    let ways = time(&|| ways_to_pay(wide, &ten, 0, 20).len() > 1);
    let chosen = Spend { mana: pool, life: 0 };
    let check = time(&|| pay_as_chosen(pool, &ten, 0, 20, chosen).is_ok());
    println!(
        "payment/the ways a pool of 12 pays ten hybrid symbols, listed for the card menu: {ways:.1} µs; a chosen way of paying the ten checked: {check:.1} µs (medians of 20)"
    );
}

/// Paying by itself (601.2g): a five-colour board of 40 basic lands, 10 two-colour lands (one
/// of each pair) and 10 mana creatures, and a spell of {5}{W}{U}{B}{R}{G}: the cast that finds
/// which 10 sources to tap, taps them and pays; and Grizzly Bears against seven lands.
fn autopay(db: &CardDb) {
    use bifronte::rules::replay::apply_as_frame;
    let pairs = ["W", "U", "B", "R", "G"]
        .iter()
        .enumerate()
        .flat_map(|(i, a)| ["W", "U", "B", "R", "G"][i + 1..].iter().map(move |b| (*a, *b)))
        .collect::<Vec<_>>();
    let table = |lands: usize, rich: bool| {
        let mut text = String::from(
            r#"Scene(title: "autopay", players: ["Alice", "Bob"], mode: Assisted,
            cards: [CardDef(faces: [Face(name: "Bench Rainbow", mana_cost: "{5}{W}{U}{B}{R}{G}", types: [Sorcery], text: "You gain 1 life.")]),"#,
        );
        for (a, b) in &pairs {
            text.push_str(&format!(
                r#"CardDef(faces: [Face(name: "Bench {a}{b} Land", types: [Land], text: "{{T}}: Add {{{a}}} or {{{b}}}.")]),"#
            ));
        }
        text.push_str("], setup: [");
        let basics = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
        for i in 0..lands {
            let name = if rich { basics[i % 5] } else { "Forest" };
            text.push_str(&format!("Card(id: \"l{i}\", name: \"{name}\", owner: \"Alice\", zone: Battlefield),"));
        }
        if rich {
            for (i, (a, b)) in pairs.iter().enumerate() {
                text.push_str(&format!(
                    "Card(id: \"d{i}\", name: \"Bench {a}{b} Land\", owner: \"Alice\", zone: Battlefield),"
                ));
                text.push_str(&format!(
                    "Card(id: \"e{i}\", name: \"Llanowar Elves\", owner: \"Alice\", zone: Battlefield),"
                ));
            }
        }
        text.push_str(r#"Card(id: "rainbow", name: "Bench Rainbow", owner: "Alice", zone: Hand),"#);
        text.push_str(r#"Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Hand)])"#);
        parse_scene(std::path::Path::new("autopay.ron"), &text, db).unwrap()
    };
    let mut figures = Vec::new();
    for (lands, rich, card) in [(40, true, "rainbow"), (7, false, "bears")] {
        let scene = table(lands, rich);
        let mut runs = Vec::new();
        for _ in 0..21 {
            let mut app = rules_app(db.clone());
            start(&scene, &mut app).unwrap();
            let w = app.world_mut();
            let t = Instant::now();
            apply_as_frame(w, Action::cast(card));
            runs.push(t.elapsed());
            let e = bifronte::rules::query::object(w, card).unwrap();
            assert_eq!(bifronte::rules::query::zone_of(w, e), Zone::Stack, "{card} was cast");
        }
        figures.push(median(runs).as_secs_f64() * 1e3);
    }
    println!(
        "autopay/a spell of {{5}}{{W}}{{U}}{{B}}{{R}}{{G}} cast from an empty pool on 40 basics, 10 two-colour lands and 10 mana creatures (the 10 sources found, tapped and paid): {:.3} ms median of 21; Grizzly Bears against 7 Forests: {:.3} ms",
        figures[0], figures[1]
    );
}

/// A Saga turn (714.3b, 714.2b, 704.5s): Alice's 100 Sagas (History of Benalia) on a table of
/// 10,000 permanents; the frame that enters her precombat main phase adds a lore counter to
/// each and puts 100 chapter abilities on the stack; then the frames that resolve them.
fn saga_turn(db: &CardDb) {
    let mut setup = table(N);
    setup.setup.extend(
        (0..100).map(|i| SetupEntry::card(format!("saga{i}"), "History of Benalia", "Alice", Zone::Battlefield)),
    );
    let mut app = rules_app(db.clone());
    build_table(app.world_mut(), &setup).unwrap();
    app.update();
    let step = |app: &mut App, action: Action| {
        app.world_mut().write_message(ActionRequest(action));
        let t = Instant::now();
        app.update();
        t.elapsed()
    };
    // Round to Alice's next turn, up to her draw step.
    while !(app.world().resource::<Turn>().active == 0
        && app.world().resource::<Turn>().number > 1
        && app.world().resource::<Turn>().step == TurnStep::Draw)
    {
        step(&mut app, Action::NextStep);
    }
    let enter_main = step(&mut app, Action::NextStep);
    let on_stack = app.world_mut().query::<&StackedAbility>().iter(app.world()).count();
    let resolves: Vec<Duration> = (0..on_stack).map(|_| step(&mut app, Action::Resolve)).collect();
    println!(
        "rules/saga turn, 100 Sagas among {N} permanents: entering the precombat main phase {:.2} ms ({on_stack} chapter abilities on the stack); resolving one {:.1} µs median",
        enter_main.as_secs_f64() * 1e3,
        median(resolves).as_secs_f64() * 1e6
    );
}

/// A bare `MinimalPlugins` frame: what any headless frame costs before the rules run.
fn bare_frame(frames: u32) -> Duration {
    let mut bare = App::new();
    bare.add_plugins(MinimalPlugins);
    bare.finish();
    bare.cleanup();
    // Run as the rules' headless app runs.
    bifronte::app::run_on_one_thread(&mut bare);
    for _ in 0..100 {
        bare.update();
    }
    let t = Instant::now();
    for _ in 0..frames {
        bare.update();
    }
    t.elapsed() / frames
}

/// A game in progress (two 60-card libraries, 40 permanents, hands, graveyards): an idle frame,
/// and a frame that moves the turn on a step (its turn-based actions and state-based checks).
fn game(db: &CardDb) {
    let scene = common::game_in_progress(db);
    let loaded = parse_scene(std::path::Path::new("game"), &to_ron(&scene), db).unwrap_or_else(|e| panic!("{e}"));
    let mut app = rules_app(db.clone());
    start(&loaded, &mut app).unwrap();
    let objects = app.world_mut().query::<&Label>().iter(app.world()).count();
    for _ in 0..100 {
        app.update();
    }
    let frames = 2000;
    let bare = bare_frame(frames);
    let t = Instant::now();
    for _ in 0..frames {
        app.update();
    }
    let idle = t.elapsed() / frames;
    let rules = idle.saturating_sub(bare);
    println!(
        "rules/game idle frame, {objects} objects (60-card libraries, 40 permanents): {:.1} µs per frame ({:.1} µs bare; rules systems ≈ {:.1} µs; target < 1 ms): {}",
        idle.as_secs_f64() * 1e6,
        bare.as_secs_f64() * 1e6,
        rules.as_secs_f64() * 1e6,
        if rules < Duration::from_millis(1) { "met" } else { "MISSED" }
    );
    let steps: Vec<Duration> = (0..40)
        .map(|_| {
            app.world_mut().write_message(ActionRequest(Action::NextStep));
            let t = Instant::now();
            app.update();
            t.elapsed()
        })
        .collect();
    println!(
        "rules/game frame moving the turn on a step (draws, untaps, cleanup): {:.1} µs median of 40",
        median(steps).as_secs_f64() * 1e6
    );
}

/// A frame with nothing to do on a 10,000-permanent table, against a bare `MinimalPlugins` frame.
fn idle(db: &CardDb) {
    let frames = 2000;
    let bare_frame = bare_frame(frames);

    let (mut app, setup_time) = big_table(db);
    for _ in 0..100 {
        app.update();
    }
    let t = Instant::now();
    for _ in 0..frames {
        app.update();
    }
    let idle_frame = t.elapsed() / frames;
    println!(
        "rules/idle frame, {N} permanents: {:>8.1} µs per frame ({:.1} µs bare MinimalPlugins frame; rules systems ≈ {:.1} µs; target < 5 µs)",
        idle_frame.as_secs_f64() * 1e6,
        bare_frame.as_secs_f64() * 1e6,
        (idle_frame.saturating_sub(bare_frame)).as_secs_f64() * 1e6
    );
    println!("rules/setup of {N} permanents: {:.1} ms", setup_time.as_secs_f64() * 1e3);
}

const N: usize = 10_000;

fn big_table(db: &CardDb) -> (App, Duration) {
    let mut app = rules_app(db.clone());
    let t = Instant::now();
    build_table(app.world_mut(), &table(N)).unwrap();
    app.update();
    (app, t.elapsed())
}

/// Transform 1,000 double-faced permanents in one frame, then state-based actions: the rules
/// systems are run by hand so each stage can be timed, then the rest of the frame runs.
fn transform(db: &CardDb, rounds: usize) {
    let (mut app, _) = big_table(db);
    let dfcs: Vec<String> = (0..N).filter(|i| matches!(i % 6, 0 | 1 | 4)).take(1000).map(|i| format!("c{i}")).collect();
    let (mut apply, mut derive, mut sba, mut total, mut frame) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds {
        for id in &dfcs {
            app.world_mut().write_message(ActionRequest(Action::Transform(id.clone().into())));
        }
        let world = app.world_mut();
        let t0 = Instant::now();
        bifronte::rules::apply::apply_requested_actions(world);
        let t1 = Instant::now();
        bifronte::rules::layers::derive_dirty(world);
        let t2 = Instant::now();
        bifronte::rules::sba::check_state_based_actions(world);
        let t3 = Instant::now();
        app.update();
        let t4 = Instant::now();
        apply.push(t1 - t0);
        derive.push(t2 - t1);
        sba.push(t3 - t2);
        total.push(t3 - t0);
        frame.push(t4 - t0);
    }
    let ms = |v: Vec<Duration>| median(v).as_secs_f64() * 1e3;
    println!(
        "rules/transform 1000 + state-based actions, {N} permanents: {:>6.2} ms median of {rounds} (apply {:.2}, derive {:.2}, state-based {:.2}; the whole frame with the log published {:.2}; target < 2 ms)",
        ms(total),
        ms(apply),
        ms(derive),
        ms(sba),
        ms(frame)
    );
    black_box(&app);
}

/// Melding (701.42a, 712.4a): 100 meld pairs among 10,000 permanents; the frame that melds all
/// of them, and the frame that destroys the 100 melded permanents (200 cards to graveyards).
fn meld_turn(db: &CardDb) {
    let mut setup = table(N);
    for i in 0..100 {
        setup.setup.push(SetupEntry::card(
            format!("gisela{i}"),
            "Gisela, the Broken Blade",
            "Alice",
            Zone::Battlefield,
        ));
        setup.setup.push(SetupEntry::card(format!("bruna{i}"), "Bruna, the Fading Light", "Alice", Zone::Battlefield));
    }
    let mut app = rules_app(db.clone());
    build_table(app.world_mut(), &setup).unwrap();
    app.update();
    let frame = |app: &mut App, actions: Vec<Action>| {
        for a in actions {
            app.world_mut().write_message(ActionRequest(a));
        }
        let t = Instant::now();
        app.update();
        t.elapsed()
    };
    let melds = frame(&mut app, (0..100).map(|i| Action::Meld(format!("gisela{i}").into())).collect());
    let melded = app.world_mut().query::<&MeldedWith>().iter(app.world()).count();
    let destroy = frame(&mut app, (0..100).map(|i| Action::Destroy(format!("gisela{i}").into())).collect());
    println!(
        "rules/meld, 100 pairs among {N} permanents: melding them {:.2} ms ({melded} melded permanents); destroying them (200 cards) {:.2} ms",
        melds.as_secs_f64() * 1e3,
        destroy.as_secs_f64() * 1e3
    );
}

/// The scene library, checked as `bifronte check` does: one headless app, a cleared table for
/// each scene.
fn scenes(db: &CardDb) {
    let files = scene_files(&[scenes_dir()]);
    let mut samples = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        let mut runner = SceneRunner::new(db.clone());
        for f in &files {
            let l = load_scene(f, db).unwrap();
            black_box(runner.run(&l));
        }
        samples.push(t.elapsed());
    }
    println!(
        "scenes/check all {} scenes: {:>8.1} ms median of 5 ({:.2} ms a scene; target < 1.5 ms a scene)",
        files.len(),
        median(samples.clone()).as_secs_f64() * 1e3,
        median(samples).as_secs_f64() * 1e3 / files.len() as f64
    );
}

/// Copies of the Scryfall fixture's objects until there are `n`, each block of copies renamed
/// ("Bruna, the Fading Light 12"), so every copy is its own card with its own Oracle id and the
/// meld trios still find each other.
fn synthetic_bulk(n: usize) -> Vec<u8> {
    use serde_json::Value;
    let fixture = bifronte::format::shipped_dir().join("tests/fixtures/scryfall/cards.json");
    let objects: Vec<Value> = serde_json::from_slice(&std::fs::read(&fixture).expect("the fixture")).unwrap();
    let rename = |v: &mut Value, key: &str, block: usize| {
        if let Some(Value::String(s)) = v.get_mut(key) {
            s.push_str(&format!(" {block}"));
        }
    };
    let mut out = b"[\n".to_vec();
    for i in 0..n {
        let block = i / objects.len();
        let mut v = objects[i % objects.len()].clone();
        if block > 0 {
            for key in ["name", "oracle_id", "id"] {
                rename(&mut v, key, block);
            }
            for list in ["card_faces", "all_parts"] {
                if let Some(Value::Array(items)) = v.get_mut(list) {
                    items.iter_mut().for_each(|f| rename(f, "name", block));
                }
            }
        }
        if i > 0 {
            out.extend_from_slice(b",\n");
        }
        serde_json::to_writer(&mut out, &v).unwrap();
    }
    out.extend_from_slice(b"\n]\n");
    out
}

/// A replay of a 20-turn game of about 1,500 actions (the sample decks; each turn three cards
/// put onto the battlefield, tapped and untapped, counters, life changes, and the turn's steps),
/// opened and played to the start of its last turn as `bifronte replay --turn 20` does.
fn replay_jump(db: &CardDb) {
    use bifronte::session::replay::{REPLAY_FORMAT, ReplayHeader, ReplayLine};
    let mut game = bifronte::cli::game_scene(bifronte::i18n::Lang::En, &[], Some(9), None, &[], db).unwrap();
    // The turn by hand, step by step: a free table.
    game.scene.mode = RulesMode::Free;
    let mut actions: Vec<Action> = game
        .scene
        .steps
        .iter()
        .filter_map(|s| if let bifronte::scene::Step::Do(a) = s { Some(a.clone()) } else { None })
        .collect();
    for turn in 0..20usize {
        let (me, other) = if turn % 2 == 0 { ("alice", "Bob") } else { ("bob", "Alice") };
        let ids: Vec<String> = (1..=3).map(|k| format!("{me}-{}", turn * 3 + k)).collect();
        for id in &ids {
            actions.push(Action::move_to(id.clone(), Zone::Battlefield));
        }
        for k in 0..30 {
            let id = ids[k % 3].clone();
            actions.push(if k % 2 == 0 { Action::Tap(id.into()) } else { Action::Untap(id.into()) });
        }
        for k in 0..20 {
            actions.push(Action::ChangeLife { player: other.into(), by: if k % 2 == 0 { -1 } else { 1 } });
        }
        for _ in 0..10 {
            actions.push(Action::AddCounters { card: ids[0].clone().into(), kind: CounterKind::PlusOne, n: 1 });
        }
        for _ in 0..12 {
            actions.push(Action::NextStep);
        }
    }
    let header = ReplayHeader { format: REPLAY_FORMAT, started: 0, title: "bench".into(), table: game.table() };
    let mut text = format!("{}\n", bifronte::format::compact_ron(&header));
    for (i, a) in actions.iter().enumerate() {
        text.push_str(&bifronte::format::compact_ron(&ReplayLine::At(i as u64 * 900, Box::new(a.clone()))));
        text.push('\n');
    }
    let path = std::env::temp_dir().join(format!("bifronte-bench-replay-{}.replay.ron", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let runs: Vec<Duration> = (0..5)
        .map(|_| {
            let t = Instant::now();
            let args = bifronte::cli::ReplayArgs { turn: Some(20), ..Default::default() };
            let r = bifronte::cli::replay::replay(bifronte::i18n::Lang::En, &path, args, db);
            assert_eq!(r.status, 0, "{}", r.out);
            assert!(r.out.lines().next().unwrap_or_default().contains(", turn 20"), "{}", r.out);
            black_box(r);
            t.elapsed()
        })
        .collect();
    println!(
        "replay/open a 20-turn replay ({} actions, {:.0} KB) and jump to turn 20: {:.0} ms median of 5 (target < 300 ms)",
        actions.len(),
        text.len() as f64 / 1e3,
        median(runs).as_secs_f64() * 1e3
    );
    // The viewer's way: read as a scene, its timeline played on a scratch table, the table built
    // and the jump made by `TableCommand::GoTo` (the window's table, without drawing it).
    let viewer: Vec<Duration> = (0..5)
        .map(|_| {
            let t = Instant::now();
            let scene = bifronte::scene::load_scene(&path, db).unwrap();
            let timeline = bifronte::session::timeline::Timeline::of(&scene, db);
            let mut app = bifronte::app::headless_app_with(db.clone(), |app| {
                app.add_plugins(bifronte::session::SessionPlugin);
            });
            bifronte::scene::start(&scene, &mut app).unwrap();
            app.insert_resource(bifronte::session::Playback::new(scene.clone()));
            let to = timeline.start_of_turn(20, scene.scene.steps.len());
            app.world_mut().write_message(bifronte::session::TableCommand::GoTo(to));
            app.update();
            assert_eq!(app.world().resource::<bifronte::rules::Turn>().number, 20);
            drop(black_box(app));
            t.elapsed()
        })
        .collect();
    println!(
        "replay/the viewer: open it, its timeline, and jump to turn 20: {:.0} ms median of 5 (target < 300 ms)",
        median(viewer).as_secs_f64() * 1e3
    );
    std::fs::remove_file(path).ok();
}

/// A synthetic "All Cards" bulk file of about 2.3 GB written to `path` as it is made: 35,000
/// cards (the fixture's objects renamed), then the same objects again as other printings, as
/// Scryfall's file has about 35,000 cards in 2.3 GB of printings. Returns its size and objects.
fn write_all_cards(path: &std::path::Path, gzip: bool) -> (u64, usize) {
    use std::io::Write;
    const SIZE: u64 = 2_300_000_000;
    let cards = synthetic_bulk(35_000);
    let body = &cards[2..cards.len() - 3];
    let objects_in_body = 35_000;
    let file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let mut out: Box<dyn Write> = match gzip {
        true => Box::new(flate2::write::GzEncoder::new(file, flate2::Compression::fast())),
        false => Box::new(file),
    };
    let (mut written, mut objects) = (0u64, 0usize);
    out.write_all(b"[\n").unwrap();
    while written + body.len() as u64 <= SIZE {
        if objects > 0 {
            out.write_all(b",\n").unwrap();
        }
        out.write_all(body).unwrap();
        written += body.len() as u64 + 2;
        objects += objects_in_body;
    }
    out.write_all(b"\n]\n").unwrap();
    drop(out);
    (written, objects)
}

/// `bifronte import` of a synthetic "All Cards" file, plain then gzipped, each in its own
/// process: the time and the peak memory.
fn all_cards() {
    let dir = std::env::temp_dir().join(format!("bifronte-bench-allcards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for gzip in [false, true] {
        let file = dir.join(if gzip { "all-cards.json.gz" } else { "all-cards.json" });
        let (json, objects) = write_all_cards(&file, gzip);
        let on_disk = std::fs::metadata(&file).unwrap().len();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_bifronte"))
            .args(["import", &file.to_string_lossy(), "--db", &dir.join("cards.db").to_string_lossy()])
            .output()
            .expect("run bifronte import");
        let text = String::from_utf8_lossy(&out.stdout);
        let wrote = text.lines().find(|l| l.starts_with("wrote")).unwrap_or("import failed");
        println!(
            "cards/all cards, {} ({:.2} GB of JSON, {objects} objects, {:.0} MB on disk): {wrote} (target < 1024 MiB)",
            if gzip { "gzipped" } else { "plain" },
            json as f64 / 1e9,
            on_disk as f64 / 1e6
        );
        std::fs::remove_file(&file).ok();
    }
    std::fs::remove_dir_all(dir).ok();
}

/// `bifronte import` on a synthetic bulk file of 35,000 cards (its own process, so its peak
/// memory is its own), then opening the database and looking names up in it.
fn cards() {
    use bifronte::cards::store::CardStore;
    let dir = std::env::temp_dir().join(format!("bifronte-bench-cards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (file, db) = (dir.join("bulk.json"), dir.join("cards.db"));
    let bulk = synthetic_bulk(35_000);
    std::fs::write(&file, &bulk).unwrap();
    println!("cards/synthetic bulk file: 35,000 objects, {:.0} MB", bulk.len() as f64 / 1e6);
    drop(bulk);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bifronte"))
        .args(["import", &file.to_string_lossy(), "--db", &db.to_string_lossy()])
        .output()
        .expect("run bifronte import");
    let text = String::from_utf8_lossy(&out.stdout);
    let wrote = text.lines().find(|l| l.starts_with("wrote")).unwrap_or("import failed");
    println!("cards/import: {wrote} (targets: >= 20 MB/s, < 1024 MiB)");
    let opens: Vec<Duration> = (0..5)
        .map(|_| {
            let t = Instant::now();
            black_box(CardStore::open(&db).unwrap());
            t.elapsed()
        })
        .collect();
    println!("cards/open the database: {:.0} ms median of 5 (target < 300 ms)", median(opens).as_secs_f64() * 1e3);
    let db_path = db.clone();
    let store = std::sync::Arc::new(CardStore::open(&db).unwrap());
    let names: Vec<String> = store.cards().iter().step_by(3).map(|c| c.name().to_uppercase()).collect();
    let t = Instant::now();
    let found = names.iter().filter(|n| store.find(n).is_some()).count();
    let per = t.elapsed() / names.len() as u32;
    assert_eq!(found, names.len());
    println!(
        "cards/exact lookup (upper case, full names): {:.2} µs each over {} names (target < 10 µs)",
        per.as_secs_f64() * 1e6,
        names.len()
    );
    let db = CardDb::default().with_imported(store);
    let fuzzy: Vec<Duration> = ["Mantis Ryder 17", "Brisela, Voice of Nightmare 400", "Lightnin Bolt"]
        .iter()
        .map(|n| {
            let t = Instant::now();
            black_box(db.suggest(n));
            t.elapsed()
        })
        .collect();
    println!("cards/did you mean: {:.1} ms median of 3 (target < 20 ms)", median(fuzzy).as_secs_f64() * 1e3);
    // A collection of 3,000 lines, 1,300 of them names no card has (a letter dropped, or
    // words no card is called), checked whole: every unknown name gets its "did you mean".
    let known: Vec<String> = db.imported().unwrap().cards().iter().take(1_700).map(|c| c.name()).collect();
    let mut list = String::new();
    for (i, name) in known.iter().enumerate() {
        list.push_str(&format!("1 {name}\n"));
        if i < 1_300 {
            let unknown = match i % 2 {
                0 => name.chars().enumerate().filter(|(k, _)| *k != 3).map(|(_, c)| c).collect::<String>(),
                _ => format!("Collector Booster Box {i}"),
            };
            list.push_str(&format!("1 {unknown}\n"));
        }
    }
    let collection = dir.join("collection.txt");
    std::fs::write(&collection, list).unwrap();
    let t = Instant::now();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bifronte"))
        .args(["deck", "check", &collection.to_string_lossy()])
        .env("BIFRONTE_DB", &db_path)
        .output()
        .expect("run bifronte deck check");
    let took = t.elapsed();
    let unknown = String::from_utf8_lossy(&out.stderr).lines().filter(|l| l.starts_with("ERROR")).count();
    let summary = String::from_utf8_lossy(&out.stdout).lines().last().unwrap_or_default().to_string();
    println!(
        "cards/deck check of a 3,000-line collection: {:.2} s, {unknown} unknown names reported, {summary} (target < 2 s)",
        took.as_secs_f64()
    );
    std::fs::remove_dir_all(dir).ok();
}

/// An assisted table with `attackers` creatures of Alice's and as many of Bob's, as a scene.
fn combat_table(db: &CardDb, n: usize) -> bifronte::scene::LoadedScene {
    let mut text = String::from(
        r#"Scene(title: "combat", players: ["Alice", "Bob"], mode: Assisted,
        cards: [
            CardDef(faces: [Face(name: "Striker", mana_cost: "{1}{R}", types: [Creature], power: 3, toughness: 3, text: "First strike, trample, lifelink")]),
            CardDef(faces: [Face(name: "Trampler", mana_cost: "{1}{G}", types: [Creature], power: 4, toughness: 2, text: "Trample")]),
            CardDef(faces: [Face(name: "Blocker", mana_cost: "{1}{W}", types: [Creature], power: 2, toughness: 2)]),
        ],
        setup: ["#,
    );
    for i in 0..n {
        let name = if i % 2 == 0 { "Striker" } else { "Trampler" };
        text.push_str(&format!("Card(id: \"a{i}\", name: \"{name}\", owner: \"Alice\", zone: Battlefield),"));
        text.push_str(&format!("Card(id: \"b{i}\", name: \"Blocker\", owner: \"Bob\", zone: Battlefield),"));
    }
    text.push_str("])");
    parse_scene(std::path::Path::new("combat.ron"), &text, db).unwrap()
}

/// Issue bar: a combat of 100 attackers (half with first strike, trample and lifelink, half with
/// trample) against 100 blockers resolves, from the declaration of attackers through both combat
/// damage steps and their state-based actions, in under 5 ms of rules time.
fn combat(db: &CardDb) {
    use bifronte::rules::replay::apply_as_frame;
    let n = 100;
    let scene = combat_table(db, n);
    let pass = |w: &mut World| {
        for p in ["Alice", "Bob"] {
            apply_as_frame(w, Action::PassPriority { player: p.into(), until: None });
        }
    };
    let mut runs = Vec::new();
    for _ in 0..7 {
        let mut app = rules_app(db.clone());
        start(&scene, &mut app).unwrap();
        let w = app.world_mut();
        // Enough life for Bob to live through it all (the game would end at 0, 104.3a).
        apply_as_frame(w, Action::SetLife { player: "Bob".into(), life: 1000 });
        pass(w);
        pass(w);
        assert_eq!(w.resource::<Turn>().step, TurnStep::DeclareAttackers);
        let attackers = (0..n).map(|i| (format!("a{i}").into(), Target::Player("Bob".into()))).collect();
        let blockers = (0..n).map(|i| (format!("b{i}").into(), format!("a{i}").into())).collect();
        let t = Instant::now();
        apply_as_frame(w, Action::DeclareAttackers { player: "Alice".into(), attackers });
        pass(w);
        apply_as_frame(w, Action::DeclareBlockers { player: "Bob".into(), blockers });
        pass(w);
        pass(w);
        runs.push(t.elapsed());
        assert_eq!(w.resource::<Turn>().step, TurnStep::CombatDamage);
        let life = |w: &mut World, p: &str| {
            let p = find_player(w, p).unwrap();
            w.get::<Life>(p).unwrap().0
        };
        // Each Striker kills its Blocker first (1 excess tramples over, 3 gained); each Trampler
        // assigns 2 and tramples 2 over in the second step, and dies to its Blocker.
        assert_eq!((life(w, "Alice"), life(w, "Bob")), (20 + 3 * 50, 1000 - 50 - 2 * 50));
    }
    println!(
        "combat/100 attackers (first strike, trample, lifelink) against 100 blockers, declared and dealt with state-based actions: {:.2} ms median of 7 (target < 5 ms)",
        median(runs).as_secs_f64() * 1e3
    );
}

/// A board of 200 permanents: 50 creatures named `watcher` (Soul Warden, or Grizzly Bears for
/// the same board with nothing to trigger) and 150 Forests, at an assisted table.
fn trigger_table(db: &CardDb, watcher: &str) -> bifronte::scene::LoadedScene {
    let mut text = String::from(
        r#"Scene(title: "triggers", players: ["Alice", "Bob"], mode: Assisted,
        cards: [CardDef(faces: [Face(name: "Soul Warden", mana_cost: "{W}", types: [Creature], subtypes: ["Human", "Cleric"], power: 1, toughness: 1,
            text: "Whenever another creature enters the battlefield, you gain 1 life.")]),
            // A bench's own card: the same trigger with a target to choose among 51 creatures.
            CardDef(faces: [Face(name: "Bench Marshal", mana_cost: "{W}", types: [Creature], subtypes: ["Human", "Soldier"], power: 1, toughness: 1,
            text: "Whenever another creature enters the battlefield, target creature gets +1/+1 until end of turn.")])],
        setup: ["#,
    );
    for i in 0..200 {
        let (name, owner) = if i < 50 { (watcher, ["Alice", "Bob"][i % 2]) } else { ("Forest", "Alice") };
        text.push_str(&format!("Card(id: \"p{i}\", name: \"{name}\", owner: \"{owner}\", zone: Battlefield),"));
    }
    text.push_str(r#"Card(id: "new", name: "Grizzly Bears", owner: "Alice", zone: Hand)])"#);
    parse_scene(std::path::Path::new("triggers.ron"), &text, db).unwrap()
}

/// Issue bar: on a board of 200 permanents with 50 creatures that trigger on "whenever another
/// creature enters", one creature entering detects, orders and stacks the 50 triggers in under
/// 2 ms of rules time. The same board with 50 creatures that trigger on nothing is the baseline.
fn triggers(db: &CardDb) {
    use bifronte::rules::replay::apply_as_frame;
    let mut figures = Vec::new();
    for watcher in ["Soul Warden", "Grizzly Bears", "Bench Marshal"] {
        let scene = trigger_table(db, watcher);
        let mut runs = Vec::new();
        for _ in 0..21 {
            let mut app = rules_app(db.clone());
            start(&scene, &mut app).unwrap();
            let w = app.world_mut();
            let t = Instant::now();
            apply_as_frame(w, Action::move_to("new", Zone::Battlefield));
            runs.push(t.elapsed());
            let on_stack = w.query::<&StackedAbility>().iter(w).count();
            assert_eq!(on_stack, if watcher == "Grizzly Bears" { 0 } else { 50 });
        }
        figures.push(median(runs).as_secs_f64() * 1e3);
    }
    println!(
        "triggers/one creature enters among 200 permanents, 50 of them triggering: {:.3} ms median of 21 to detect, order and stack the 50 (the same move with nothing to trigger: {:.3} ms; target < 2 ms)",
        figures[0], figures[1]
    );
    println!(
        "triggers/the same 50 with a target each (603.3d), the 51 creatures that fit listed for each: {:.3} ms median of 21",
        figures[2]
    );
}

/// Issue bar: both players pass priority through a whole turn (upkeep to the next turn's
/// upkeep, about twenty passes) on a table of two sixty-card games with 40 permanents, in under
/// 1 ms of rules time.
fn priority_turn(db: &CardDb) {
    use bifronte::rules::replay::apply_as_frame;
    let game = bifronte::cli::game_scene(bifronte::i18n::Lang::En, &[], Some(4), None, &[], db).unwrap();
    let mut app = rules_app(db.clone());
    start(&game, &mut app).unwrap();
    for s in &game.scene.steps {
        bifronte::scene::run_step(&mut app, s);
    }
    let w = app.world_mut();
    // 103.5: both keep their opening hands; turn 1 begins.
    for p in ["Alice", "Bob"] {
        apply_as_frame(w, Action::Keep { player: p.into(), bottom: None });
    }
    // Forty lands from the libraries and hands, twenty a player: permanents that can't attack, so no
    // declaration stops a turn that runs by itself (508.1).
    let lands: Vec<String> = {
        let mut q = w.query::<(&Label, &InZone, &bifronte::rules::Characteristics)>();
        let mut by_owner: [Vec<String>; 2] = Default::default();
        for (l, z, c) in q.iter(w) {
            let i = usize::from(l.0.starts_with("bob-"));
            let held = matches!(z.zone, Zone::Library | Zone::Hand);
            if held && c.has_type(bifronte::cards::CardType::Land) && by_owner[i].len() < 20 {
                by_owner[i].push(l.0.clone());
            }
        }
        by_owner.concat()
    };
    assert_eq!(lands.len(), 40, "twenty lands of each deck");
    for id in lands {
        apply_as_frame(w, Action::move_to(id, Zone::Battlefield));
    }
    // Hands kept small, so no cleanup step waits for a discard (514.1).
    let empty_hands = |w: &mut World| {
        let hands: Vec<String> = w
            .query::<(&Label, &InZone)>()
            .iter(w)
            .filter(|(_, z)| z.zone == Zone::Hand)
            .map(|(l, _)| l.0.clone())
            .collect();
        for id in hands {
            apply_as_frame(w, Action::move_to(id, Zone::Graveyard));
        }
    };
    let stops = |w: &mut World, own: Vec<TurnStep>, others: Vec<TurnStep>| {
        for p in ["Alice", "Bob"] {
            apply_as_frame(w, Action::SetStops { player: p.into(), own: own.clone(), others: others.clone() });
        }
    };
    // Every player stops everywhere: each pass is one pass.
    let everywhere = bifronte::rules::ops::priority::STEPS.to_vec();
    stops(w, everywhere.clone(), everywhere);
    let mut runs = Vec::new();
    let mut passes = 0;
    for _ in 0..20 {
        empty_hands(w);
        let start_turn = w.resource::<Turn>().number;
        let t = Instant::now();
        for _ in 0..100 {
            let turn = w.resource::<Turn>();
            if turn.number != start_turn && turn.step == TurnStep::Upkeep {
                break;
            }
            // 508.2, 509.2: a player with creatures that could attack or block declares none.
            let Some(holder) = bifronte::rules::ops::priority::holder(w) else {
                let (active, step) = (w.resource::<Turn>().active, w.resource::<Turn>().step);
                let (me, them) = if active == 0 { ("Alice", "Bob") } else { ("Bob", "Alice") };
                let declare = match step {
                    TurnStep::DeclareAttackers => Action::DeclareAttackers { player: me.into(), attackers: Vec::new() },
                    TurnStep::DeclareBlockers => Action::DeclareBlockers { player: them.into(), blockers: Vec::new() },
                    other => panic!("nobody holds priority in {other:?}"),
                };
                apply_as_frame(w, declare);
                continue;
            };
            let name = w.get::<Player>(holder).unwrap().name.clone();
            apply_as_frame(w, Action::PassPriority { player: name.into(), until: None });
            passes += 1;
        }
        runs.push(t.elapsed());
        assert_eq!(w.resource::<Turn>().step, TurnStep::Upkeep, "a turn passed by passing priority");
    }
    println!(
        "priority/a whole turn of both players passing ({} passes a turn, 40 permanents): {:.3} ms median of 20 (target < 1 ms)",
        passes / 20,
        median(runs).as_secs_f64() * 1e3
    );
    // Each player stops only in their own upkeep: one pass runs through the whole turn by itself.
    stops(w, vec![TurnStep::Upkeep], Vec::new());
    let mut runs = Vec::new();
    for _ in 0..20 {
        empty_hands(w);
        let start_turn = w.resource::<Turn>().number;
        let holder = bifronte::rules::ops::priority::holder(w).expect("someone holds priority");
        let name = w.get::<Player>(holder).unwrap().name.clone();
        let t = Instant::now();
        apply_as_frame(w, Action::PassPriority { player: name.into(), until: None });
        runs.push(t.elapsed());
        let turn = w.resource::<Turn>();
        assert_eq!((turn.number, turn.step), (start_turn + 1, TurnStep::Upkeep), "one pass, one whole turn");
    }
    println!(
        "priority/a whole turn auto-passed from one pass (no stops but each player's upkeep): {:.3} ms median of 20 (target < 1 ms)",
        median(runs).as_secs_f64() * 1e3
    );
}

/// What the log's words cost a seat's model (each line as its message for the seat, and said
/// in English) and what a window pays to say them in Italian: the log of the 100-attacker
/// combat above, for Alice.
fn log_words(db: &CardDb) {
    use bifronte::rules::replay::apply_as_frame;
    use bifronte::view::Viewer;
    use bifronte::view::log::entry_said;
    let n = 100;
    let scene = combat_table(db, n);
    let mut app = rules_app(db.clone());
    start(&scene, &mut app).unwrap();
    let w = app.world_mut();
    apply_as_frame(w, Action::SetLife { player: "Bob".into(), life: 1000 });
    for _ in 0..2 {
        for p in ["Alice", "Bob"] {
            apply_as_frame(w, Action::PassPriority { player: p.into(), until: None });
        }
    }
    let attackers = (0..n).map(|i| (format!("a{i}").into(), Target::Player("Bob".into()))).collect();
    apply_as_frame(w, Action::DeclareAttackers { player: "Alice".into(), attackers });
    let alice = find_player(w, "Alice").unwrap();
    let lines = w.resource::<RulesLog>().entries.len();
    let view = bifronte::view::table_view(w, Viewer::Player(alice));
    let time = |f: &mut dyn FnMut()| {
        let runs: Vec<Duration> = (0..9)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed()
            })
            .collect();
        median(runs).as_secs_f64() * 1e3
    };
    let w: &World = w;
    let name = bifronte::view::seat::object_names(w, &view);
    let entries = &w.resource::<RulesLog>().entries;
    let words = time(&mut || {
        for e in entries {
            black_box(entry_said(e, Viewer::Player(alice), &name).text_in(bifronte::i18n::Lang::En));
        }
    });
    let said: Vec<_> = entries.iter().map(|e| entry_said(e, Viewer::Player(alice), &name)).collect();
    let italian = time(&mut || {
        for s in &said {
            black_box(s.text_in(bifronte::i18n::Lang::It));
        }
    });
    println!(
        "log/{lines} lines as messages for a seat and in English: {words:.2} ms; said in Italian by its window {italian:.2} ms (median of 9)"
    );
}

/// The computer players (issue bars: the strongest level against the random player in 90 % of
/// 200 games or more, and against the easy one in 60 %; no decision over its budget of 1.5 s;
/// ten turns headless under 30 s): 200 games of each match-up on the sample decks, seats
/// swapped every game and decks every two, with the 95 % interval, the decisions a second and
/// the slowest decision (the hard player's playouts a second after each of its match-ups); the
/// same on the decks made for the computer; and the time of a ten-turn game between two medium
/// players and between two hard ones.
fn computer_players(db: &CardDb) {
    use bifronte::ai::{Level, arena};
    let dir = bifronte::format::shipped_dir().join("decks");
    let deck = |f: &str| {
        let path = dir.join(f);
        (String::new(), path.clone(), std::fs::read_to_string(&path).unwrap())
    };
    let decks = [deck("werewolves.txt"), deck("face-down.txt")];
    let match_ups = [
        [Level::Easy, Level::Random],
        [Level::Medium, Level::Random],
        [Level::Medium, Level::Easy],
        [Level::Medium, Level::Medium],
        [Level::Hard, Level::Random],
        [Level::Hard, Level::Easy],
        [Level::Hard, Level::Medium],
    ];
    for (players, games) in match_ups.into_iter().map(|m| (m, 200)) {
        let started = Instant::now();
        let before = bifronte::ai::lookahead::playouts();
        let tally = arena::match_up(db, &decks, players, games, 1, 40, |_, _| {}).unwrap();
        let (share, lo, hi) = tally.share();
        println!(
            "ai/{} against {}: {} games, {} won, {} lost, {} drawn: {:.1} % (95 % interval {:.1}-{:.1} %); {} decisions, {:.0} a second, the slowest {:.2} ms; {:.1} turns a game; {:.1} s in all; refused {}",
            players[0].name(),
            players[1].name(),
            tally.games(),
            tally.wins[0],
            tally.wins[1],
            tally.draws,
            share * 100.0,
            lo * 100.0,
            hi * 100.0,
            tally.decisions,
            tally.decisions as f64 / tally.thinking.as_secs_f64(),
            tally.slowest.as_secs_f64() * 1000.0,
            tally.turns as f64 / f64::from(tally.games()),
            started.elapsed().as_secs_f64(),
            tally.refused.len(),
        );
        playouts_since(before);
    }
    // The decks made for the computer players: every nonland card automatic.
    let automatic = [deck("red-green-automatic.txt"), deck("white-black-automatic.txt")];
    let match_ups = [
        [Level::Medium, Level::Random],
        [Level::Medium, Level::Easy],
        [Level::Hard, Level::Random],
        [Level::Hard, Level::Easy],
        [Level::Hard, Level::Medium],
    ];
    for players in match_ups {
        let before = bifronte::ai::lookahead::playouts();
        let tally = arena::match_up(db, &automatic, players, 200, 1, 40, |_, _| {}).unwrap();
        let (share, lo, hi) = tally.share();
        println!(
            "ai/{} against {} on the automatic decks: {} games, {:.1} % (95 % interval {:.1}-{:.1} %); the slowest decision {:.2} ms; refused {}",
            players[0].name(),
            players[1].name(),
            tally.games(),
            share * 100.0,
            lo * 100.0,
            hi * 100.0,
            tally.slowest.as_secs_f64() * 1000.0,
            tally.refused.len(),
        );
        playouts_since(before);
    }
    let texts = vec![
        ("Alice".to_string(), decks[0].1.clone(), decks[0].2.clone()),
        ("Bob".to_string(), decks[1].1.clone(), decks[1].2.clone()),
    ];
    // Games of at most ten turns between two players of one level, each timed whole.
    let ten_turns = |level: Level, games: u64| -> Vec<Duration> {
        (0..games)
            .map(|seed| {
                let started = Instant::now();
                black_box(arena::play(db, &texts, seed, [level, level], 10).unwrap());
                started.elapsed()
            })
            .collect()
    };
    println!(
        "ai/a game of at most ten turns between two medium players, headless: {:.1} ms median of 21",
        median(ten_turns(Level::Medium, 21)).as_secs_f64() * 1000.0
    );
    let times = ten_turns(Level::Hard, 5);
    let slowest = times.iter().max().copied().unwrap_or_default();
    println!(
        "ai/a game of at most ten turns between two hard players, headless: {:.2} s median of 5, the slowest {:.2} s (bar < 30 s)",
        median(times).as_secs_f64(),
        slowest.as_secs_f64()
    );
    // Puzzles: win this turn from the position a scene sets up (the defender at medium).
    let puzzles = bifronte::format::shipped_dir().join("scenes").join("puzzles");
    for level in bifronte::ai::Level::ALL {
        let played = bifronte::ai::puzzles::solve_all(db, &puzzles, level).unwrap();
        let solved = played.iter().filter(|p| p.solved).count();
        println!("ai/puzzles (scenes/puzzles, win this turn): {} solved {solved} of {}", level.name(), played.len());
    }
}
