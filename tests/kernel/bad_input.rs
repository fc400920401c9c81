//! Bad input: unknown cards, players and ids give clear errors or a logged "nothing happens";
//! never a panic.

use bevy::prelude::*;
use bifronte::format::ron_options;
use bifronte::i18n::Lang;
use bifronte::rules::setup::SetupProblem;
use bifronte::rules::*;

use crate::harness::*;

fn try_table(src: &str) -> Result<(), SetupError> {
    let setup: TableSetup = ron_options().from_str(src).unwrap();
    let (db, _) = bifronte::cards::CardDb::load_default();
    let mut app = bifronte::app::headless_app(db);
    bifronte::rules::setup::build_table(app.world_mut(), &setup)
}

#[test]
fn an_unknown_card_is_an_error_with_suggestions() {
    let e =
        try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Grizly Bears", owner: "Alice", zone: Hand)])"#)
            .unwrap_err();
    assert_eq!(e.entry, Some(0));
    let SetupProblem::UnknownCard { name, near } = &e.problem else { panic!("{e:?}") };
    assert_eq!(name, "Grizly Bears");
    assert!(near.iter().any(|n| n == "Grizzly Bears"), "{near:?}");
    // Said in the reader's language, with the nearest names.
    let words = e.problem.said().text_in(bifronte::i18n::Lang::En);
    assert!(words.contains("unknown card \"Grizly Bears\"") && words.contains("Grizzly Bears"), "{words}");
}

#[test]
fn unknown_players_ids_and_predefined_tokens_are_errors() {
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Forest", owner: "Carol", zone: Hand)])"#)
        .unwrap_err();
    assert_eq!(e.problem, SetupProblem::UnknownPlayer("Carol".into()));
    assert!(e.problem.said().text_in(bifronte::i18n::Lang::En).contains("unknown player \"Carol\""), "{e}");
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Pacifism", owner: "Alice", zone: Battlefield, attached_to: "nope")])"#).unwrap_err();
    assert_eq!(e.problem, SetupProblem::UnknownId("nope".into()));
    let e =
        try_table(r#"(players: ["Alice"], setup: [Token(id: "x", token: Predefined("Dragon"), controller: "Alice")])"#)
            .unwrap_err();
    assert_eq!(e.problem, SetupProblem::NotPredefined("Dragon".into()));
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Forest", owner: "Alice", zone: Hand), Card(id: "x", name: "Forest", owner: "Alice", zone: Hand)])"#).unwrap_err();
    assert_eq!(e.problem, SetupProblem::IdTwice("x".into()));
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, face: Back)])"#).unwrap_err();
    assert_eq!(e.problem, SetupProblem::NotDoubleFaced("Grizzly Bears".into()));
}

#[test]
fn actions_on_missing_objects_and_players_log_nothing_happens() {
    let mut t = with(&bf("b", "Grizzly Bears", "Alice"));
    for a in [
        r#"Transform("ghost")"#,
        r#"Tap("ghost")"#,
        r#"Manifest(player: "Carol")"#,
        r#"CreateToken(id: "t", token: Predefined("Dragon"), controller: "Alice")"#,
        r#"ResolveAbility("b")"#,
        "Resolve",
        r#"Attach(card: "b", to: "ghost")"#,
    ] {
        t.act(a);
    }
    let log = t.log();
    assert!(log.contains("no object with id \"ghost\"; nothing happens"), "{log}");
    assert!(log.contains("no player named \"Carol\""), "{log}");
    assert!(log.contains("isn't a predefined token; nothing is created"), "{log}");
    assert!(log.contains("the stack is empty"), "{log}");
    assert_eq!(t.zone("b"), Zone::Battlefield);
}

#[test]
fn rule_712_8b_and_712_4c_scene_local_meld_card() {
    let mut t = table(
        r#"(
        players: ["Alice"],
        cards: [CardDef(layout: Meld, faces: [
            Face(name: "Graf Rats", mana_cost: "{2}{B}", types: [Creature], subtypes: ["Rat"], power: 2, toughness: 1),
            Face(name: "Chittering Host", types: [Creature], subtypes: ["Eldrazi", "Horror"], power: 5, toughness: 6),
        ])],
        setup: [Card(id: "rats", name: "Graf Rats", owner: "Alice", zone: Hand)],
    )"#,
    );
    t.act(r#"Cast(card: "rats")"#);
    assert_eq!((t.zone("rats"), t.name("rats")), (Zone::Stack, "Graf Rats".into()));
    t.act("Resolve").act(r#"Transform("rats")"#);
    assert_eq!(t.name("rats"), "Graf Rats");
    t.assert_logged("712.4c", "meld card");
}

/// The bad-input corpus in `tests/bad_input/`: every file, with where its error must point and
/// words its message must have. `card-*` files are card files, `scene-*` files scenes (saves
/// are scenes too). Every file in the folder must be listed here, and every listed file exist.
pub const CORPUS: &[(&str, &str, &str)] = &[
    ("card-bad-mana.ron", "4:48", "unknown mana symbol {Q}"),
    ("card-huge-number.ron", "4:84", "out of bounds"),
    ("card-misspelt-field.ron", "2:78", "unknown field `toughnes` in Face; did you mean `toughness`?"),
    ("card-not-utf8.ron", "2:34", "not valid UTF-8"),
    ("card-transform-one-face.ron", "5:5", "exactly two faces"),
    ("card-truncated.ron", "7:", "end"),
    ("card-unknown-type.ron", "4:66", "`Creatur`"),
    ("card-wrong-type.ron", "4:85", "Expected integer"),
    ("scene-deep-nesting.ron", "4:12", "Expected string"),
    ("scene-empty.ron", "1:1", "Expected opening `(`"),
    ("scene-huge-number.ron", "5:57", "out of bounds"),
    ("scene-malformed.ron", "3:5", "Expected comma"),
    ("scene-misspelt-action-field.ron", "5:32", "unknown field `too` in Move; did you mean `to`?"),
    ("scene-misspelt-expect-field.ron", "7:27", "unknown field `taped` in Expect; did you mean `tapped`?"),
    ("scene-misspelt-setup-field.ron", "5:70", "unknown field `postion` in Card; did you mean `position`?"),
    ("scene-nested-too-deep.ron", "6:345", "an action nested more than 8 deep"),
    ("scene-newer-format.ron", "2:13", "format 7"),
    ("scene-not-utf8.ron", "2:16", "not valid UTF-8"),
    ("scene-truncated.ron", "7:12", "`Transf`"),
    ("scene-unknown-action.ron", "5:16", "Explode"),
    ("scene-unknown-arrow-target.ron", "6:9", "unknown id \"nobody\""),
    ("scene-unknown-card.ron", "6:9", "Grizzly Bears"),
    ("scene-unknown-field.ron", "4:5", "setpu"),
    ("scene-unknown-id.ron", "5:9", "unknown id \"ghost\""),
    ("scene-unknown-player-damaged.ron", "6:9", "unknown player \"Carol\""),
    ("scene-unknown-player.ron", "4:13", "unknown player \"Carol\""),
    ("scene-unknown-zone.ron", "4:72", "`Sideboard`"),
    ("scene-wrong-type.ron", "3:14", "Expected opening `[`"),
];

pub fn corpus_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_input")
}

#[test]
fn every_file_of_the_bad_input_corpus_gives_an_error_at_its_place() {
    let dir = corpus_dir();
    let mut on_disk: Vec<String> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    on_disk.sort();
    let listed: Vec<String> = CORPUS.iter().map(|c| c.0.to_string()).collect();
    assert_eq!(on_disk, listed, "the corpus folder and CORPUS list the same files");
    let (db, _) = bifronte::cards::CardDb::load_default();
    let mut wrong = Vec::new();
    for (file, place, words) in CORPUS {
        let path = dir.join(file);
        let err = if file.starts_with("card-") {
            bifronte::format::read_text(&path)
                .and_then(|t| bifronte::cards::db::parse_card_file(&path, &t))
                .map(|_| ())
                .unwrap_err()
        } else {
            bifronte::scene::load_scene(&path, &db).map(|_| ()).unwrap_err()
        };
        let shown = err.to_string();
        let want = format!("{}:{place}", path.display());
        if !shown.starts_with(&want) || !shown.contains(words) {
            wrong.push(format!("{file}: wanted {place} and {words:?}, got {shown}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A file cut, scrambled or spliced at random.
fn mutate(rng: &mut rand::rngs::StdRng, src: &[u8]) -> Vec<u8> {
    use rand::RngExt;
    let mut v = src.to_vec();
    for _ in 0..rng.random_range(1..4) {
        let at = rng.random_range(0..=v.len());
        match rng.random_range(0..6) {
            0 => v.truncate(at),
            1 if at < v.len() => v[at] = rng.random(),
            2 => {
                let end = (at + rng.random_range(1..40)).min(v.len());
                v.drain(at..end);
            }
            3 => {
                let junk = [b'(', b')', b'[', b']', b',', b':', b'"', b'\n', b'9', b'-', 0xff, 0xc3];
                for _ in 0..rng.random_range(1..8) {
                    v.insert(at.min(v.len()), junk[rng.random_range(0..junk.len())]);
                }
            }
            4 => {
                let from = rng.random_range(0..=v.len());
                let end = (from + rng.random_range(1..200)).min(v.len());
                let piece = v[from..end].to_vec();
                let at = at.min(v.len());
                v.splice(at..at, piece);
            }
            _ => v.insert(at.min(v.len()), b'['),
        }
    }
    v
}

/// The parsers' fuzz test, in miniature and reproducible (the fuzz target in `fuzz/` runs the
/// same parsers for as long as it is let): thousands of mutated scenes and card files never
/// panic, every error points inside its file, and a mutated scene that still loads plays.
#[test]
fn mutated_scene_and_card_files_never_panic_and_their_errors_point_inside_the_file() {
    use rand::SeedableRng;
    let seed: u64 = std::env::var("BIFRONTE_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed);
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let scenes: Vec<Vec<u8>> = ["scenes/demo.ron", "scenes/dfc/back-face-up.ron"]
        .iter()
        .map(|p| std::fs::read(root.join(p)).unwrap())
        .chain(
            CORPUS.iter().filter(|c| c.0.starts_with("scene-")).map(|c| std::fs::read(corpus_dir().join(c.0)).unwrap()),
        )
        .collect();
    let cards: Vec<Vec<u8>> = ["assets/cards/dfc.ron", "assets/cards/attachments.ron"]
        .iter()
        .map(|p| std::fs::read(root.join(p)).unwrap())
        .collect();
    assert!(scenes.len() >= 2 && cards.len() == 2, "the sources are there");
    let (db, _) = bifronte::cards::CardDb::load_default();
    let dir = std::env::temp_dir().join(format!("bifronte-mutated-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut loaded, mut errors) = (0, 0);
    for i in 0..1500 {
        let card_file = i % 3 == 0;
        let src = if card_file { &cards[i % cards.len()] } else { &scenes[i % scenes.len()] };
        let bytes = mutate(&mut rng, src);
        let path = dir.join(if card_file { "card.ron" } else { "scene.ron" });
        std::fs::write(&path, &bytes).unwrap();
        let result = if card_file {
            bifronte::format::read_text(&path).and_then(|t| bifronte::cards::db::parse_card_file(&path, &t)).map(|_| ())
        } else {
            bifronte::scene::load_scene(&path, &db).map(|l| {
                // It loads: it must also play, with its failures reported, not panicked.
                bifronte::scene::run_scene(&l, &db);
            })
        };
        match result {
            Ok(()) => loaded += 1,
            Err(e) => {
                errors += 1;
                let lines = bytes.split(|b| *b == b'\n').count();
                assert!(
                    e.line >= 1 && e.line <= lines && e.col >= 1,
                    "seed {seed}, file {i}: {e} points outside a {lines}-line file"
                );
            }
        }
    }
    std::fs::remove_dir_all(dir).ok();
    assert!(
        errors > 500 && loaded > 0,
        "seed {seed}: {errors} errors, {loaded} loaded: the mutations are too mild or too wild"
    );
}

#[test]
fn a_scene_that_cant_be_opened_opens_the_window_on_the_demo_with_the_error() {
    use bifronte::app::scene_or_demo;
    let (db, _) = bifronte::cards::CardDb::load_default();
    let demo = bifronte::scene::load_scene(&bifronte::format::default_scene(), &db).unwrap();
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(corpus_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("scene-"))
        .collect();
    files.push(corpus_dir().join("no-such-file.ron"));
    assert!(files.len() > 10);
    for path in files {
        let loaded = bifronte::scene::load_scene(&path, &db).map_err(|e| e.to_string());
        let (opened, problem) = scene_or_demo(Lang::En, loaded, &db).unwrap();
        assert_eq!(opened.scene.title, demo.scene.title, "{}", path.display());
        let problem = problem.unwrap_or_else(|| panic!("{} opened without an error", path.display()));
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        assert!(problem.contains(&name), "the error says which file: {problem}");
    }
    // A good scene opens as it is.
    let good = bifronte::scene::load_scene(&bifronte::format::scenes_dir().join("table/crowded-board.ron"), &db);
    let (opened, problem) = scene_or_demo(Lang::En, good.map_err(|e| e.to_string()), &db).unwrap();
    assert_eq!((opened.scene.title != demo.scene.title, problem), (true, None));
}
