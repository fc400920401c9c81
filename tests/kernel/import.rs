//! Importing Scryfall's card data: every layout of a real fixture (tests/fixtures/scryfall,
//! 66 card objects from Scryfall's own API fixtures) mapped face by face, lookups by any name,
//! and bad input that changes nothing.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use bifronte::cards::import::{ImportSummary, cards_of, import};
use bifronte::cards::store::{CardStore, StoredCard};
use bifronte::cards::{CardDb, CardType, Color, Layout};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scryfall/cards.json")
}

fn imported() -> (CardStore, ImportSummary) {
    let json = std::fs::read(fixture()).unwrap();
    let (cards, summary) = cards_of(&json, &mut |_, _| {}).unwrap();
    (CardStore::new(cards), summary)
}

fn card<'a>(store: &'a CardStore, name: &str) -> &'a StoredCard {
    store.find(name).unwrap_or_else(|| panic!("{name} was not imported"))
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bifronte-import-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_scryfall_layout_is_imported_and_counted_none_dropped() {
    let (store, summary) = imported();
    assert_eq!(summary.objects, 66);
    let layouts: Vec<&str> = summary.layouts.keys().map(String::as_str).collect();
    for l in [
        "adventure",
        "art_series",
        "augment",
        "class",
        "double_faced_token",
        "emblem",
        "flip",
        "host",
        "leveler",
        "meld",
        "modal_dfc",
        "mutate",
        "normal",
        "planar",
        "prototype",
        "reversible_card",
        "scheme",
        "split",
        "token",
        "transform",
        "vanguard",
    ] {
        assert!(layouts.contains(&l), "{l} missing from {layouts:?}");
    }
    let counted: usize = summary.layouts.values().map(|(n, _)| n).sum();
    assert_eq!(counted, store.len(), "every stored card is counted once");
    assert_eq!(store.len() + summary.other_printings, summary.objects, "every object is a card or another printing");
    // The layouts the rules don't model are said so, never dropped.
    for l in ["planar", "scheme", "vanguard", "reversible_card", "art_series"] {
        assert!(!summary.layouts[l].1, "{l} is marked as not modelled");
    }
    assert!(
        bifronte::view::words::import_summary(bifronte::i18n::Lang::En, &summary).contains("planar"),
        "{summary:?}"
    );
    assert!(summary.meld_without_result.is_empty(), "{:?}", summary.meld_without_result);
}

#[test]
fn rule_712_transforming_and_modal_double_faced_cards_keep_both_faces() {
    let (store, _) = imported();
    let researcher = card(&store, "Aberrant Researcher").to_def();
    assert_eq!(researcher.layout, Layout::Transform);
    let back = researcher.back().unwrap();
    assert_eq!((back.name.as_str(), back.power, back.toughness), ("Perfected Form", Some(5), Some(4)));
    assert_eq!(back.color_indicator, Some(vec![Color::Blue]), "204: the back face's colour indicator");
    assert!(back.mana_cost.is_none());
    let chandra = card(&store, "Chandra, Roaring Flame").to_def();
    assert_eq!(chandra.front().name, "Chandra, Fire of Kaladesh", "a back face's name finds its card");
    assert_eq!(chandra.back().unwrap().loyalty, Some(4));
    let esika = card(&store, "Esika, God of the Tree // The Prismatic Bridge").to_def();
    assert_eq!(esika.layout, Layout::ModalDfc);
    assert_eq!(esika.back().unwrap().mana_cost.as_ref().map(|m| m.to_string()).as_deref(), Some("{W}{U}{B}{R}{G}"));
    let rowan = card(&store, "Rowan, Scholar of Sparks").to_def();
    assert_eq!((rowan.front().loyalty, rowan.back().unwrap().loyalty), (Some(2), Some(4)));
    // Double-faced tokens transform like cards (111.13 with 712).
    assert_eq!(card(&store, "The Ring // The Ring Tempts You").layout, Layout::Transform);
}

#[test]
fn rule_310_a_siege_is_a_transforming_card_whose_front_face_is_a_battle_with_defense() {
    let (store, _) = imported();
    let alara = card(&store, "Invasion of Alara").to_def();
    assert_eq!(alara.layout, Layout::Transform);
    assert_eq!(alara.front().types, vec![CardType::Battle]);
    assert_eq!(alara.front().subtypes.to_vec(), vec!["Siege".to_string()]);
    assert_eq!(alara.front().defense, Some(7));
    assert_eq!(alara.back().unwrap().types, vec![CardType::Sorcery]);
}

#[test]
fn rule_712_4_meld_cards_get_the_melded_permanent_as_their_back_face() {
    let (store, _) = imported();
    for part in ["Bruna, the Fading Light", "Gisela, the Broken Blade"] {
        let def = card(&store, part).to_def();
        assert_eq!(def.layout, Layout::Meld, "{part}");
        let back = def.back().unwrap();
        assert_eq!(
            (back.name.as_str(), back.power, back.toughness),
            ("Brisela, Voice of Nightmares", Some(9), Some(10))
        );
    }
    // Brisela's own name finds Brisela's card, not one of its halves.
    let brisela = card(&store, "Brisela, Voice of Nightmares");
    assert_eq!((brisela.layout, brisela.faces.len()), (Layout::Normal, 1));
}

#[test]
fn rules_709_710_715_split_flip_and_adventurer_cards_keep_their_halves() {
    let (store, _) = imported();
    let driven = card(&store, "Despair").to_def();
    assert_eq!((driven.layout, driven.display_name().as_str()), (Layout::Split, "Driven // Despair"));
    let invert = card(&store, "invert // invent").to_def();
    assert_eq!(invert.front().mana_cost.as_ref().map(|m| m.to_string()).as_deref(), Some("{U/R}"));
    let akki = card(&store, "Akki Lavarunner").to_def();
    assert_eq!(akki.layout, Layout::Flip);
    assert_eq!(akki.faces[1].supertypes, vec![bifronte::cards::Supertype::Legendary]);
    let altar = card(&store, "Bone Offering").to_def();
    assert_eq!(altar.layout, Layout::Adventure);
    assert_eq!(altar.faces[1].subtypes.to_vec(), vec!["Adventure".to_string()]);
}

#[test]
fn single_faced_layouts_keep_their_printed_values_and_star_is_no_number() {
    let (store, _) = imported();
    let elephant = card(&store, "Lydari Elephant");
    let def = elephant.to_def();
    assert_eq!((def.front().power, def.front().toughness), (None, None), "*/* is set by its ability, not printed");
    assert_eq!(elephant.faces[0].power.as_deref(), Some("*"), "the printed value is kept");
    // Class levels and level up are abilities of one face; a prototype's smaller characteristics
    // (718) aren't a face in Scryfall's data, so its rules aren't modelled yet.
    for (name, layout, modelled) in
        [("Druid Class", "class", true), ("Hexdrinker", "leveler", true), ("Rootwire Amalgam", "prototype", false)]
    {
        let c = card(&store, name);
        assert_eq!(
            (c.scryfall_layout.as_str(), c.layout, c.faces.len(), c.modelled),
            (layout, Layout::Normal, 1, modelled)
        );
    }
    let island = card(&store, "island").to_def();
    assert_eq!(island.front().supertypes, vec![bifronte::cards::Supertype::Basic]);
    assert_eq!(island.front().subtypes.to_vec(), vec!["Island".to_string()]);
}

#[test]
fn names_are_found_in_any_case_with_or_without_accents_and_as_front_back() {
    let (store, _) = imported();
    assert!(store.find("LIGHTNING BOLT").is_some());
    assert!(store.find("Aberrant Researcher // Perfected Form").is_some());
    assert!(store.find("Driven // Despair").is_some());
    assert!(store.find("Chandra’s Embercat").is_some(), "a curly apostrophe");
    assert!(store.find("Nonexistent Card").is_none());
}

#[test]
fn an_unknown_layout_is_imported_by_its_faces_and_reported() {
    let json = std::fs::read_to_string(fixture()).unwrap();
    let json = json.replacen("\"layout\": \"split\"", "\"layout\": \"prepare\"", 1);
    let (cards, summary) = cards_of(json.as_bytes(), &mut |_, _| {}).unwrap();
    assert_eq!(summary.layouts.get("prepare"), Some(&(1, false)), "{summary:?}");
    let prepared = cards.iter().find(|c| c.scryfall_layout == "prepare").unwrap();
    assert_eq!(prepared.faces.len(), 2, "both faces kept");
    assert!(bifronte::view::words::import_summary(bifronte::i18n::Lang::En, &summary).contains("prepare"));
}

#[test]
fn the_imported_cards_stand_beside_the_shipped_ones_in_lookups_and_decklists() {
    let (store, _) = imported();
    let (shipped, _) = CardDb::load_default();
    let db = shipped.with_imported(Arc::new(store));
    // A shipped card wins over the imported one of the same name (its automation is hand-written).
    assert!(!db.is_imported("Llanowar Elves"));
    assert!(db.is_imported("Mantis Rider"));
    assert_eq!(db.get("Mantis Rider").unwrap().front().power, Some(3));
    assert_eq!(db.suggest("Mantis Ryder")[0], "Mantis Rider");
    let dir = temp("decklist");
    let deck = dir.join("deck.txt");
    std::fs::write(&deck, "4 Mantis Rider\n4 Invasion of Alara\n2 Fire of Kaladesh\n").unwrap();
    let text = std::fs::read_to_string(&deck).unwrap();
    let err = bifronte::cards::decklist::parse_decklist(&deck, &text, &db).unwrap_err();
    assert_eq!(err.len(), 1, "{err:?}");
    assert!(err[0].to_string().contains("deck.txt:3:1"), "{}", err[0]);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_gzipped_bulk_file_imports_the_same_and_a_malformed_one_changes_nothing() {
    use std::io::Write;
    let dir = temp("gzip");
    let db = dir.join("cards.db");
    let gz = dir.join("oracle-cards.json.gz");
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(&std::fs::read(fixture()).unwrap()).unwrap();
    std::fs::write(&gz, enc.finish().unwrap()).unwrap();
    let summary = import(&gz, &db, &mut |_, _| {}).unwrap();
    assert_eq!(summary, imported().1);
    let before = std::fs::read(&db).unwrap();
    assert_eq!(CardStore::open(&db).unwrap().len(), summary.cards);
    // A truncated file, a wrong shape and a bad value: each an error at its place, and the
    // database is the one written before.
    let json = std::fs::read_to_string(fixture()).unwrap();
    let truncated = &json[..json.len() / 2];
    let cases: [(&str, String, &str); 5] = [
        ("truncated.json", truncated.to_string(), "card "),
        ("object.json", "{\"object\": \"list\"}".to_string(), "card 1: a Scryfall list without its \"data\""),
        ("bad.json", "[\n  {\"name\": 3, \"layout\": \"normal\"}\n]".to_string(), "2:"),
        ("empty.json", String::new(), "1:1 (byte 0): the file is empty"),
        ("text.json", "Delver of Secrets\n".to_string(), "1:1 (byte 0): expected Scryfall card objects"),
    ];
    for (name, text, expected) in cases {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let err = import(&path, &db, &mut |_, _| {}).unwrap_err();
        assert!(matches!(err, bifronte::cards::import::ImportError::Json { .. }), "{name}: {err:?}");
        let err = err.to_string();
        assert!(err.contains(name) && err.contains(expected), "{name}: {err}");
        assert_eq!(std::fs::read(&db).unwrap(), before, "{name} changed the database");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn one_card_object_or_json_lines_import_as_an_array_does() {
    let dir = temp("jsonl");
    let objects: Vec<serde_json::Value> = serde_json::from_slice(&std::fs::read(fixture()).unwrap()).unwrap();
    let lines: String = objects.iter().map(|o| format!("{o}\n")).collect();
    let jsonl = dir.join("cards.jsonl");
    std::fs::write(&jsonl, lines).unwrap();
    let summary = import(&jsonl, &dir.join("l.db"), &mut |_, _| {}).unwrap();
    let bytes = std::fs::metadata(&jsonl).unwrap().len() as usize;
    assert_eq!(summary, ImportSummary { bytes, ..imported().1 }, "JSON Lines read as the array is");
    let one = dir.join("one.json");
    std::fs::write(&one, serde_json::to_string_pretty(&objects[0]).unwrap()).unwrap();
    let summary = import(&one, &dir.join("o.db"), &mut |_, _| {}).unwrap();
    assert_eq!((summary.objects, summary.cards), (1, 1));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_cards_command_shows_an_imported_card_with_all_its_faces() {
    let (store, _) = imported();
    let db = CardDb::load_default().0.with_imported(Arc::new(store));
    let out = bifronte::cli::cards(bifronte::i18n::Lang::En, Some("invasion of alara"), &db).out;
    assert!(out.contains("Invasion of Alara // Awaken the Maelstrom (Transform)"), "{out}");
    assert!(out.contains("Scryfall layout \"transform\""), "{out}");
    assert!(
        out.contains("Battle — Siege") && out.contains("defense 7") && out.contains("Awaken the Maelstrom"),
        "{out}"
    );
    let elephant = bifronte::cli::cards(bifronte::i18n::Lang::En, Some("Lydari Elephant"), &db).out;
    assert!(elephant.contains("*/*"), "{elephant}");
    let list = bifronte::cli::cards(bifronte::i18n::Lang::En, None, &db).out;
    assert!(list.contains("imported cards"), "{list}");
}

#[test]
fn deck_check_prints_a_decklist_resolved_in_any_format_and_every_problem_at_its_line() {
    let (store, _) = imported();
    let db = CardDb::load_default().0.with_imported(Arc::new(store));
    let dir = temp("deck-check");
    let cod = dir.join("siege.cod");
    std::fs::write(
        &cod,
        r#"<cockatrice_deck version="1"><zone name="main">
<card number="4" name="Invasion of Alara"/>
<card number="2" name="Driven/Despair"/>
<card number="20" name="Island"/>
</zone><zone name="side"><card number="1" name="Bruna, the Fading Light"/></zone></cockatrice_deck>"#,
    )
    .unwrap();
    let r = bifronte::cli::deck_check(bifronte::i18n::Lang::En, &cod, &db);
    assert_eq!(r.status, 0, "{}", r.out);
    assert_eq!(
        r.out,
        "Main (26)\n  4 Invasion of Alara\n  2 Driven // Despair\n  20 Island\nSideboard (1)\n  1 Bruna, the Fading Light\n"
    );
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "4 Mantis Rdier\n2 Lightning Bolt\n1 Invasion of Alera\n").unwrap();
    let r = bifronte::cli::deck_check(bifronte::i18n::Lang::En, &bad, &db);
    assert_eq!(r.status, 2);
    let lines: Vec<&str> = r.out.lines().collect();
    assert!(lines[0].contains("bad.txt:1:1: unknown card \"Mantis Rdier\"; did you mean Mantis Rider"), "{}", r.out);
    assert!(
        lines[1].contains("bad.txt:3:1: unknown card \"Invasion of Alera\"; did you mean Invasion of Alara"),
        "{}",
        r.out
    );
    assert_eq!(lines[2], "2 of 7 cards found", "{}", r.out);
    // An empty decklist is a problem, not a deck.
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "// nothing yet\n\n").unwrap();
    let r = bifronte::cli::deck_check(bifronte::i18n::Lang::En, &empty, &db);
    assert_eq!(r.status, 2);
    assert!(r.out.contains("empty.txt:1:1: no cards: the decklist names none\n0 of 0 cards found\n"), "{}", r.out);
}

#[test]
fn rule_400_11b_the_card_browser_finds_any_card_by_name_type_or_text_and_brings_it_into_the_game() {
    use bifronte::overlay::ui::{CardSearch, UiAction, card_browser};
    use bifronte::rules::{Action, Zone};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let (store, _) = imported();
    let db = CardDb::load_default().0.with_imported(Arc::new(store));
    // By type and text words, shipped and imported cards alike.
    let sieges = db.search("battle siege", 10);
    assert_eq!(
        sieges,
        [
            "Invasion of Ravnica // Guildpact Paragon",
            "Invasion of Zendikar // Awakened Skyclave",
            "Siege Rhino",
            "Invasion of Alara // Awaken the Maelstrom",
            "Invasion of Ikoria // Zilortha, Apex of Ikoria"
        ],
        "the shipped cards first, then the imported ones"
    );
    assert!(db.search("insectile", 10).contains(&"Delver of Secrets // Insectile Aberration".to_string()));
    let players = vec!["Alice".to_string(), "Bob".to_string()];
    let search = CardSearch { open: true, query: "siege".into(), owner: 1, ..Default::default() };
    let mut h = Harness::new_ui_state(
        |ui, (search, out): &mut (CardSearch, Vec<UiAction>)| out.extend(card_browser(ui, &db, search, &players)),
        (search, Vec::new()),
    );
    h.run();
    h.get_by_label("Invasion of Alara // Awaken the Maelstrom").click();
    h.run();
    h.get_by_label("Battle — Siege");
    h.get_by_label("defense 7");
    h.get_by_label("Battlefield").click();
    h.run();
    let asked = h.state().1.clone();
    assert_eq!(
        asked,
        [UiAction::AddCard { name: "Invasion of Alara".into(), owner: "Bob".into(), zone: Zone::Battlefield }]
    );
    // The rules bring it in: a battle enters with its defense counters (310.4b).
    let mut app = bifronte::app::headless_app(db.clone());
    bifronte::rules::setup::build_table(
        app.world_mut(),
        &bifronte::rules::setup::TableSetup { players: players.clone(), ..Default::default() },
    )
    .unwrap();
    let add = Action::AddCard {
        id: "alara".into(),
        name: "Invasion of Alara".into(),
        owner: "Bob".into(),
        zone: Zone::Battlefield,
    };
    app.world_mut().write_message(bifronte::rules::ActionRequest(add));
    app.update();
    let e = *app.world().resource::<bifronte::rules::Labels>().0.get("alara").unwrap();
    let world = app.world();
    assert_eq!(world.get::<bifronte::rules::InZone>(e).unwrap().zone, Zone::Battlefield);
    assert_eq!(
        world.get::<bifronte::rules::Counters>(e).unwrap().get(&bifronte::rules::CounterKind::parse("defense")),
        7
    );
    assert!(world.resource::<bifronte::rules::RulesLog>().cites("400.11b"));
    // An unknown card or a taken id brings nothing, and says why.
    for (id, name) in [("x", "No Such Card"), ("alara", "Island")] {
        let add = Action::AddCard { id: id.into(), name: name.into(), owner: "Bob".into(), zone: Zone::Hand };
        app.world_mut().write_message(bifronte::rules::ActionRequest(add));
        app.update();
    }
    let log = app.world().resource::<bifronte::rules::RulesLog>();
    let notes: Vec<String> =
        log.entries.iter().map(|e| e.text.words()).filter(|t| t.starts_with("no card is brought in")).collect();
    assert_eq!(notes.len(), 2, "{notes:?}");
}

#[test]
fn file_import_cards_runs_in_the_background_and_gives_the_table_the_cards_a_bad_file_changes_nothing() {
    use bifronte::overlay::import::{ImportJob, poll_import};
    let dir = temp("window-import");
    let db_path = dir.join("cards.db");
    let mut app = bifronte::app::headless_app(CardDb::load_default().0);
    assert!(app.world().resource::<CardDb>().get("Mantis Rider").is_none());
    let finish = |app: &mut bevy::prelude::App| loop {
        if let Some(outcome) = poll_import(app.world_mut()) {
            break outcome;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    app.insert_resource(ImportJob::start(&fixture(), &db_path));
    let summary = finish(&mut app).unwrap();
    assert_eq!(summary.cards, imported().1.cards);
    assert!(app.world().resource::<CardDb>().get("Mantis Rider").is_some(), "the table knows the imported cards");
    let before = std::fs::read(&db_path).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "[{\"name\": \"X\", \"layout\": \"normal\"},").unwrap();
    app.insert_resource(ImportJob::start(&bad, &db_path));
    let err = finish(&mut app).unwrap_err().text_in(bifronte::i18n::Lang::En);
    assert!(err.contains("bad.json:1:"), "{err}");
    assert_eq!(std::fs::read(&db_path).unwrap(), before);
    assert!(app.world().resource::<CardDb>().get("Mantis Rider").is_some());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_latin_1_decklist_is_read_as_latin_1_and_said_so() {
    let dir = temp("latin1");
    let deck = dir.join("old.txt");
    std::fs::write(&deck, b"4 Grizzly Bears\n1 J\xf6tun Grunt\n").unwrap();
    let r = bifronte::cli::deck_check(bifronte::i18n::Lang::En, &deck, &CardDb::load_default().0);
    assert!(r.out.contains("unknown card \"J\u{f6}tun Grunt\""), "{}", r.out);
    std::fs::write(&deck, b"// Lim-D\xfbl's deck\n4 Grizzly Bears\n").unwrap();
    let r = bifronte::cli::deck_check(bifronte::i18n::Lang::En, &deck, &CardDb::load_default().0);
    assert_eq!(r.status, 0, "{}", r.out);
    assert!(r.out.contains("not UTF-8 (byte 8): read as Windows-1252"), "{}", r.out);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_reader_that_stops_early_ends_the_printing_not_the_program() {
    // `bifronte cards | head -1`: the pipe is closed before anything is written.
    let mut child = crate::harness::bifronte()
        .arg("cards")
        .env("BIFRONTE_DB", temp("pipe").join("none.db"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("bifronte runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked") && out.status.code() == Some(0), "{:?} {err}", out.status);
}

#[test]
fn the_cards_command_takes_back_the_name_it_prints_for_a_meld_card() {
    let db = CardDb::load_default().0;
    let shown = bifronte::cli::cards(bifronte::i18n::Lang::En, Some("Gisela, the Broken Blade"), &db);
    let header = shown.out.lines().next().unwrap().rsplit_once(" (").unwrap().0.to_string();
    assert_eq!(header, "Gisela, the Broken Blade // Brisela, Voice of Nightmares");
    let again = bifronte::cli::cards(bifronte::i18n::Lang::En, Some(&header), &db);
    assert_eq!((again.status, again.out.lines().next()), (0, shown.out.lines().next()), "{}", again.out);
}

#[test]
fn every_command_reads_the_database_bifronte_db_names_and_an_unreadable_cost_is_named() {
    let dir = temp("bifronte-db");
    let db = dir.join("elsewhere.db");
    let bulk = dir.join("one.json");
    std::fs::write(
        &bulk,
        r#"{"id": "x", "oracle_id": "o", "name": "Little Girl", "layout": "normal", "mana_cost": "{HW}",
            "type_line": "Creature — Human Child", "power": "½", "toughness": "½", "set": "unh", "collector_number": "16"}"#,
    )
    .unwrap();
    let run =
        |args: &[&str]| crate::harness::bifronte().args(args).env("BIFRONTE_DB", &db).output().expect("bifronte runs");
    let imported = run(&["import", &bulk.to_string_lossy()]);
    let said = String::from_utf8_lossy(&imported.stdout);
    assert!(imported.status.success() && db.exists(), "{said}");
    assert!(said.contains("Little Girl ({HW})"), "{said}");
    let shown = run(&["cards", "Little Girl"]);
    assert!(String::from_utf8_lossy(&shown.stdout).contains("imported: Scryfall layout"), "{shown:?}");
    let deck = dir.join("girl.txt");
    std::fs::write(&deck, "1 Little Girl\n").unwrap();
    assert!(run(&["deck", "check", &deck.to_string_lossy()]).status.success());
    // A BIFRONTE_DB that names nothing is said, not silently ignored; an empty name suggests
    // nothing.
    let gone = dir.join("gone.db");
    let said = crate::harness::bifronte().args(["cards", "Grizzly Bears"]).env("BIFRONTE_DB", &gone).output().unwrap();
    let out = String::from_utf8_lossy(&said.stdout).to_string() + &String::from_utf8_lossy(&said.stderr);
    assert!(out.contains("BIFRONTE_DB names") && out.contains("gone.db"), "{out}");
    let empty = run(&["cards", ""]);
    let out = String::from_utf8_lossy(&empty.stdout).to_string() + &String::from_utf8_lossy(&empty.stderr);
    assert!(!out.contains("did you mean"), "{out}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn deck_stats_prints_the_curve_and_the_odds_of_a_card_by_a_turn() {
    let db = CardDb::load_default().0;
    let deck = Path::new(env!("CARGO_MANIFEST_DIR")).join("decks/werewolves.txt");
    let r = bifronte::cli::deck_stats(bifronte::i18n::Lang::En, &deck, Some("Huntmaster of the Fells"), 3, None, &db);
    assert_eq!(r.status, 0, "{}", r.out);
    assert!(r.out.starts_with("Main 60 · sideboard 4 · lands 24 (40 %)\n"), "{}", r.out);
    // Two copies in 60: not seeing one in 9 cards is C(58,9)/C(60,9) = (51·50)/(60·59); in 10,
    // (50·49)/(60·59).
    let line =
        "Huntmaster of the Fells (2 of 60) by turn 3: 28.0 % on the play (9 cards seen), 30.8 % on the draw (10)";
    assert!(r.out.contains(line), "{}", r.out);
    let missing = bifronte::cli::deck_stats(bifronte::i18n::Lang::En, &deck, Some("Delver of Secrets"), 3, None, &db);
    assert_eq!(missing.status, 2);
    assert!(missing.out.contains("ERROR \"Delver of Secrets\" is not in the main deck"), "{}", missing.out);
}

#[test]
fn deck_stats_with_a_format_says_each_card_s_legality_from_the_imported_data() {
    let (store, _) = imported();
    let db = CardDb::load_default().0.with_imported(Arc::new(store));
    let dir = temp("legality");
    let deck = dir.join("burn.txt");
    std::fs::write(&deck, "4 Lightning Bolt\n4 Hymn to Tourach\n52 Island\nSideboard\n4 Lightning Bolt\n").unwrap();
    let modern = bifronte::cli::deck_stats(bifronte::i18n::Lang::En, &deck, None, 3, Some("modern"), &db);
    assert_eq!(modern.status, 0, "{}", modern.out);
    assert!(
        modern.out.ends_with(
            "Not legal in Modern:\n  Hymn to Tourach: not legal in Modern\n  Lightning Bolt: 8 copies; at most 4 (100.2a)\n"
        ),
        "{}",
        modern.out
    );
    std::fs::write(&deck, "4 Lightning Bolt\n4 Hymn to Tourach\n52 Island\n").unwrap();
    let legacy = bifronte::cli::deck_stats(bifronte::i18n::Lang::En, &deck, None, 3, Some("Legacy"), &db);
    assert!(legacy.out.ends_with("Legal in Legacy.\n"), "{}", legacy.out);
    // 903.5c: Llanowar Elves ({G}) under a red commander.
    std::fs::write(&deck, "Commander\n1 Chandra, Fire of Kaladesh\nDeck\n1 Llanowar Elves\n98 Island\n").unwrap();
    let commander = bifronte::cli::deck_stats(bifronte::i18n::Lang::En, &deck, None, 3, Some("commander"), &db);
    assert!(
        commander.out.contains("  Llanowar Elves: G is outside the commander's colour identity (903.5c)\n"),
        "{}",
        commander.out
    );
    assert!(commander.out.contains("  Island: U is outside"), "{}", commander.out);
    let unknown = bifronte::cli::deck_stats(bifronte::i18n::Lang::En, &deck, None, 3, Some("chess"), &db);
    assert_eq!(unknown.status, 2);
    std::fs::remove_dir_all(dir).ok();
}

/// Lightning Bolt as an "All Cards" file lists it: its Italian printing first, then its English
/// and French ones (Scryfall's fields; the printed names, types and texts are the cards').
const BOLT_IN_THREE_LANGUAGES: &str = r#"[
  {"id": "it-1", "oracle_id": "4457ed35-7c10-48c8-9776-456485fdf070", "name": "Lightning Bolt", "lang": "it",
   "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Lightning Bolt deals 3 damage to any target.",
   "printed_name": "Fulmine", "printed_type_line": "Istantaneo", "printed_text": "Fulmine infligge 3 danni a un bersaglio qualsiasi.",
   "set": "m11", "collector_number": "149"},
  {"id": "en-1", "oracle_id": "4457ed35-7c10-48c8-9776-456485fdf070", "name": "Lightning Bolt", "lang": "en",
   "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Lightning Bolt deals 3 damage to any target.",
   "set": "m10", "collector_number": "146"},
  {"id": "fr-1", "oracle_id": "4457ed35-7c10-48c8-9776-456485fdf070", "name": "Lightning Bolt", "lang": "fr",
   "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Lightning Bolt deals 3 damage to any target.",
   "printed_name": "Foudre", "printed_type_line": "Éphémère", "printed_text": "La Foudre inflige 3 blessures à n'importe quelle cible.",
   "set": "m10", "collector_number": "146"},
  {"id": "ja-1", "oracle_id": "4457ed35-7c10-48c8-9776-456485fdf070", "name": "Lightning Bolt", "lang": "ja",
   "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Lightning Bolt deals 3 damage to any target.",
   "printed_name": "稲妻", "set": "m10", "collector_number": "146"}
]"#;

/// Issue 49: card names and text in Italian or French where the imported file has a printing
/// in that language (an "All Cards" file), else English: one card, its English printing kept
/// as the card (set and number), the two printings' words kept beside it and shown by the
/// overlay in the language in force; a text an effect changed stays as the rules made it.
#[test]
fn a_card_s_italian_and_french_printings_give_its_names_and_text_in_those_languages() {
    use bifronte::i18n::Lang;
    use bifronte::overlay::model::localize_face;
    let (cards, summary) = cards_of(BOLT_IN_THREE_LANGUAGES.as_bytes(), &mut |_, _| {}).unwrap();
    assert_eq!((summary.objects, summary.cards), (4, 1));
    assert_eq!(summary.printed, [("it", 1), ("fr", 1)], "Japanese isn't a language of the interface");
    assert!(
        bifronte::view::words::import_summary(bifronte::i18n::Lang::En, &summary)
            .contains("names as printed: 1 in Italiano, 1 in Français"),
        "{summary:?}"
    );
    let store = Arc::new(CardStore::new(cards));
    let bolt = card(&store, "Lightning Bolt");
    assert_eq!((bolt.set.as_str(), bolt.collector_number.as_str()), ("m10", "146"), "the English printing is the card");
    // Kept through the database file.
    let store = Arc::new(CardStore::from_bytes(&store.to_bytes().unwrap()).unwrap());
    let db = CardDb::default().with_imported(store);
    let shown = |lang: Lang, text: &str| {
        let mut s = bifronte::view::Shown {
            name: "Lightning Bolt".into(),
            type_line: "Instant".into(),
            text: text.into(),
            ..Default::default()
        };
        localize_face(&db, lang, &mut s);
        (s.name, s.type_line, s.text)
    };
    let oracle = "Lightning Bolt deals 3 damage to any target.";
    assert_eq!(
        shown(Lang::It, oracle),
        ("Fulmine".into(), "Istantaneo".into(), "Fulmine infligge 3 danni a un bersaglio qualsiasi.".into())
    );
    assert_eq!(shown(Lang::Fr, oracle).0, "Foudre");
    assert_eq!(shown(Lang::Fr, oracle).2, "La Foudre inflige 3 blessures à n'importe quelle cible.");
    assert_eq!(shown(Lang::It, "").2, "", "a text the rules took away isn't printed back");
    // A card with no Italian printing keeps its English words.
    let mut plain = bifronte::view::Shown { name: "Grizzly Bears".into(), ..Default::default() };
    localize_face(&db, Lang::It, &mut plain);
    assert_eq!(plain.name, "Grizzly Bears");
}

/// Real files, round two, 3: binary junk gave `deck check` about 4,000 error lines, one of them
/// a megabyte. The first 200 problems are said, then how many more there are; every name in a
/// message is cut to 100 characters.
#[test]
fn deck_check_says_two_hundred_problems_and_counts_the_rest() {
    let dir = std::env::temp_dir().join(format!("bifronte-many-problems-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let deck = dir.join("many.txt");
    let mut text = format!("1 {}\n", "Z".repeat(5000));
    text.extend((0..250).map(|i| format!("1 Unknown Card Number {i}\n")));
    std::fs::write(&deck, text).unwrap();
    let out = crate::harness::bifronte().args(["deck", "check"]).arg(&deck).output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert_eq!(said.lines().filter(|l| l.contains("unknown card")).count(), 200, "{said}");
    assert!(said.contains("and 51 more problems"), "{said}");
    assert!(said.lines().all(|l| l.len() < 1000), "a line cut");
    std::fs::remove_dir_all(&dir).ok();
}

/// A card object of a layout, set and number, for the tests that build a small card database.
fn object(name: &str, oracle: &str, layout: &str, types: &str, number: &str) -> String {
    format!(
        r#"{{"object": "card", "id": "id-{oracle}", "oracle_id": "{oracle}", "name": "{name}", "layout": "{layout}",
            "type_line": "{types}", "set": "ust", "collector_number": "{number}"}}"#
    )
}

/// The shipped cards with these card objects imported beside them.
fn with_objects(objects: &[String]) -> CardDb {
    let json = format!("[{}]", objects.join(",\n"));
    let (cards, _) = cards_of(json.as_bytes(), &mut |_, _| {}).unwrap();
    CardDb::load_default().0.with_imported(Arc::new(CardStore::new(cards)))
}

/// Real files, round two, 6: a name only a token or an art card has ("Spirit", "Marit Lage") was
/// dealt into a library as a card; several different cards of one name (Unstable's six
/// Everythingamajigs) silently became the first of the file. Now the first is refused at its
/// line, and the second said, in a decklist and by `cards`.
#[test]
fn a_token_s_name_is_refused_in_a_decklist_and_cards_that_share_a_name_are_said() {
    let db = with_objects(&[
        object("Spirit", "o-spirit", "token", "Token Creature — Spirit", "T1"),
        object("Marit Lage", "o-marit", "token", "Token Legendary Creature — Avatar", "T2"),
        r#"{"object": "card", "id": "id-art", "name": "Wandering Art // Wandering Art", "layout": "art_series",
            "type_line": "Card // Card", "set": "aust", "collector_number": "A1", "card_faces": [
            {"name": "Wandering Art", "type_line": "Card", "oracle_text": ""},
            {"name": "Wandering Art", "type_line": "Card", "oracle_text": ""}]}"#
            .to_string(),
        object("Everythingamajig", "o-e1", "normal", "Artifact", "147a"),
        object("Everythingamajig", "o-e2", "normal", "Artifact", "147b"),
        object("Everythingamajig", "o-e3", "normal", "Artifact", "147c"),
    ]);
    let text = "1 Spirit\n1 marit lage\n1 Wandering Art\n4 Everythingamajig\n20 Island\n";
    let (deck, errors) = bifronte::cards::decklist::read_deck_file(Path::new("t.txt"), text, &db, 20);
    let said: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(said.len(), 3, "{said:#?}");
    assert!(said[0].starts_with("t.txt:1:1: Spirit: no card has this name, only a token"), "{}", said[0]);
    assert!(said[1].starts_with("t.txt:2:1: Marit Lage: no card has this name, only a token"), "{}", said[1]);
    assert!(said[2].starts_with("t.txt:3:1: Wandering Art: no card has this name, only an art card"), "{}", said[2]);
    assert_eq!(deck.main_cards().len(), 24, "{deck:?}");
    assert_eq!(
        deck.notes.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["line 4: 3 different cards are named Everythingamajig (UST #147a, UST #147b, UST #147c); \
          the table tells cards apart by name, so the deck has the first, UST #147a"]
    );
    let shown = bifronte::cli::cards(bifronte::i18n::Lang::En, Some("Everythingamajig"), &db).out;
    assert!(shown.contains("3 different cards are named Everythingamajig"), "{shown}");
    // One card and a token of its name: the card, with nothing to say.
    let db = with_objects(&[
        object("Flowerfoot Swordmaster", "o-c", "normal", "Creature — Mouse Soldier", "1"),
        object("Flowerfoot Swordmaster", "o-t", "token", "Token Creature — Mouse", "T3"),
    ]);
    let (deck, errors) =
        bifronte::cards::decklist::read_deck_file(Path::new("f.txt"), "1 Flowerfoot Swordmaster\n", &db, 20);
    assert!(errors.is_empty() && deck.notes.is_empty(), "{errors:?} {deck:?}");
}

/// Real files, round two, 6: `cards "Brisela, Voice of Nightmares"` answered with Gisela, one of
/// its halves; `cards "Front // Back"` found the imported card of that name rather than the
/// shipped one.
#[test]
fn the_cards_command_shows_a_melded_permanent_as_itself_and_a_shipped_card_by_all_its_names() {
    let (store, _) = imported();
    let db = CardDb::load_default().0.with_imported(Arc::new(store));
    let shown = bifronte::cli::cards(bifronte::i18n::Lang::En, Some("Brisela, Voice of Nightmares"), &db).out;
    assert!(shown.starts_with("Brisela, Voice of Nightmares (Meld)\n"), "{shown}");
    assert!(shown.contains("the melded permanent of Bruna, the Fading Light and Gisela, the Broken Blade"), "{shown}");
    assert!(!shown.contains("Gisela, the Broken Blade {"), "Gisela's face isn't Brisela's: {shown}");
    assert!(!db.is_imported("Chandra, Fire of Kaladesh // Chandra, Roaring Flame"));
    let both = db.get("Chandra, Fire of Kaladesh // Chandra, Roaring Flame").unwrap();
    assert!(Arc::ptr_eq(both, db.get("Chandra, Fire of Kaladesh").unwrap()), "the shipped card");
    let shown = bifronte::cli::cards(
        bifronte::i18n::Lang::En,
        Some("Chandra, Fire of Kaladesh // Chandra, Roaring Flame"),
        &db,
    )
    .out;
    assert!(!shown.contains("imported:"), "{shown}");
}

/// Real files, round two, 6: `deck check` listed a split card by its first half ("1 Fire"), and
/// called Ice "the back face of Fire".
#[test]
fn deck_check_lists_a_split_card_whole_and_its_second_half_is_part_of_it() {
    let dir = temp("split");
    let deck = dir.join("split.txt");
    std::fs::write(&deck, "2 Fire\n1 Ice\n1 Delver of Secrets\n").unwrap();
    let out = crate::harness::bifronte().args(["deck", "check"]).arg(&deck).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("\n  2 Fire // Ice\n  1 Fire // Ice\n  1 Delver of Secrets\n"), "{said}");
    assert!(said.contains("line 2: Ice is part of Fire // Ice: the deck has Fire // Ice"), "{said}");
    assert!(!said.contains("back face"), "{said}");
    std::fs::remove_dir_all(dir).ok();
}

/// Real files, round two, 2: a page of Scryfall's search saved as a file (`{"object": "list",
/// "data": [...]}`) was refused with "card 1: missing field `name`"; its cards are imported now,
/// and an error object says it is one.
#[test]
fn a_saved_page_of_scryfall_s_answers_imports_its_cards() {
    let dir = temp("list-page");
    let page = dir.join("search.json");
    let cards = [
        object("Goblin Guide", "o-g", "normal", "Creature — Goblin Scout", "1"),
        object("Mountain", "o-m", "normal", "Basic Land — Mountain", "2"),
    ];
    std::fs::write(
        &page,
        format!(r#"{{"object": "list", "total_cards": 2, "has_more": false, "data": [{}]}}"#, cards.join(",")),
    )
    .unwrap();
    let db = dir.join("cards.db");
    let summary = import(&page, &db, &mut |_, _| {}).unwrap();
    assert_eq!((summary.objects, summary.cards), (2, 2));
    assert!(CardStore::open(&db).unwrap().find("Goblin Guide").is_some());
    let error = dir.join("error.json");
    std::fs::write(&error, r#"{"object": "error", "code": "not_found", "status": 404, "details": "No cards found."}"#)
        .unwrap();
    let e = import(&error, &db, &mut |_, _| {}).unwrap_err().to_string();
    assert!(e.contains("error.json") && e.contains("an error, not cards: No cards found."), "{e}");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"object": "list", "data": [{"name": "Ok", "layout": "normal"}, {"layout": "normal"}]}"#)
        .unwrap();
    let e = import(&bad, &db, &mut |_, _| {}).unwrap_err().to_string();
    assert!(e.contains("card 2 (the list's item 2): missing field `name`"), "{e}");
    std::fs::remove_dir_all(dir).ok();
}
