//! Bad input: unknown cards, players and ids give clear errors or a logged "nothing happens";
//! never a panic.

use bevy::prelude::*;
use bifronte::cards::ron_options;
use bifronte::rules::*;

use crate::harness::*;

fn try_table(src: &str) -> Result<(), SetupError> {
    let setup: TableSetup = ron_options().from_str(src).unwrap();
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(RulesPlugin);
    bifronte::rules::setup::build_table(app.world_mut(), &setup)
}

#[test]
fn an_unknown_card_is_an_error_with_suggestions() {
    let e =
        try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Grizly Bears", owner: "Alice", zone: Hand)])"#)
            .unwrap_err();
    assert_eq!(e.entry, Some(0));
    assert!(e.message.contains("unknown card \"Grizly Bears\"") && e.message.contains("Grizzly Bears"), "{e}");
}

#[test]
fn unknown_players_ids_and_predefined_tokens_are_errors() {
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Forest", owner: "Carol", zone: Hand)])"#)
        .unwrap_err();
    assert!(e.message.contains("unknown player \"Carol\""), "{e}");
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Pacifism", owner: "Alice", zone: Battlefield, attached_to: "nope")])"#).unwrap_err();
    assert!(e.message.contains("unknown id \"nope\""), "{e}");
    let e =
        try_table(r#"(players: ["Alice"], setup: [Token(id: "x", token: Predefined("Dragon"), controller: "Alice")])"#)
            .unwrap_err();
    assert!(e.message.contains("isn't a predefined token"), "{e}");
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Forest", owner: "Alice", zone: Hand), Card(id: "x", name: "Forest", owner: "Alice", zone: Hand)])"#).unwrap_err();
    assert!(e.message.contains("used twice"), "{e}");
    let e = try_table(r#"(players: ["Alice"], setup: [Card(id: "x", name: "Grizzly Bears", owner: "Alice", zone: Battlefield, face: Back)])"#).unwrap_err();
    assert!(e.message.contains("isn't double-faced"), "{e}");
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
    ("card-not-utf8.ron", "2:34", "not valid UTF-8"),
    ("card-transform-one-face.ron", "5:5", "exactly two faces"),
    ("card-truncated.ron", "7:", "end"),
    ("card-unknown-type.ron", "4:66", "`Creatur`"),
    ("card-wrong-type.ron", "4:85", "Expected integer"),
    ("scene-deep-nesting.ron", "4:12", "Expected string"),
    ("scene-empty.ron", "1:1", "Expected opening `(`"),
    ("scene-huge-number.ron", "5:57", "out of bounds"),
    ("scene-malformed.ron", "3:5", "Expected comma"),
    ("scene-newer-format.ron", "2:13", "format 7"),
    ("scene-not-utf8.ron", "2:16", "not valid UTF-8"),
    ("scene-truncated.ron", "7:12", "`Transf`"),
    ("scene-unknown-action.ron", "5:16", "Explode"),
    ("scene-unknown-card.ron", "6:9", "Grizzly Bears"),
    ("scene-unknown-field.ron", "4:5", "setpu"),
    ("scene-unknown-id.ron", "5:9", "unknown id \"ghost\""),
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
            bifronte::cards::db::read_text(&path)
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
