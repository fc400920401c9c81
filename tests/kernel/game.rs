//! A new game from decklists (103.3 shuffle, 103.4 life, 103.5 opening hands and the London
//! mulligan): built as a scene, seeded, exported, and hidden from the other players.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bifronte::cards::CardDb;
use bifronte::cli::{self, game_scene};
use bifronte::rules::*;
use bifronte::scene::{LoadedScene, run_step, start};

fn db() -> CardDb {
    CardDb::load_default().0
}

/// The game played to its start; the app and each player's (hand, library) sizes.
fn started(l: &LoadedScene, db: &CardDb) -> App {
    let mut app = bifronte::app::headless_app(db.clone());
    start(l, &mut app).unwrap();
    for s in &l.scene.steps {
        assert!(run_step(&mut app, s).is_empty());
    }
    app
}

fn zone_ids(app: &mut App, owner: &str, zone: Zone) -> Vec<String> {
    let p = find_player(app.world(), owner).unwrap();
    let world = app.world_mut();
    let mut q = world.query::<(&Label, &InZone, &Owner)>();
    let mut v: Vec<(i64, String)> =
        q.iter(world).filter(|(_, z, o)| z.zone == zone && o.0 == p).map(|(l, z, _)| (z.order, l.0.clone())).collect();
    v.sort();
    v.into_iter().map(|(_, id)| id).collect()
}

#[test]
fn rule_103_5_a_game_starts_with_shuffled_sixty_card_libraries_and_seven_card_hands() {
    let db = db();
    let l = game_scene(bifronte::i18n::Lang::En, &[], Some(7), Some(20), &[], &db).unwrap();
    assert_eq!(l.scene.players, ["Alice", "Bob"]);
    let mut app = started(&l, &db);
    for p in ["Alice", "Bob"] {
        assert_eq!(zone_ids(&mut app, p, Zone::Hand).len(), 7, "{p}'s opening hand");
        assert_eq!(zone_ids(&mut app, p, Zone::Library).len(), 53, "{p}'s library");
    }
    // One line a draw, not one a card.
    let log = app.world().resource::<RulesLog>();
    let draws = log.entries.iter().filter(|e| e.rule == Some("121.1") && e.text.contains("draws 7 cards")).count();
    assert_eq!(draws, 2);
    assert!(!log.entries.iter().any(|e| e.text.contains("from the library to the hand")));
    // 103.3: shuffled: the library isn't in decklist order any more.
    let library = zone_ids(&mut app, "Alice", Zone::Library);
    let mut sorted = library.clone();
    sorted.sort_by_key(|id| id.trim_start_matches("alice-").parse::<u32>().unwrap());
    assert_ne!(library, sorted);
    // The same seed gives the same game; another seed another.
    let again = started(&game_scene(bifronte::i18n::Lang::En, &[], Some(7), Some(20), &[], &db).unwrap(), &db);
    let other = started(&game_scene(bifronte::i18n::Lang::En, &[], Some(8), Some(20), &[], &db).unwrap(), &db);
    let hand = |mut a: App| zone_ids(&mut a, "Alice", Zone::Hand);
    let mine = zone_ids(&mut app, "Alice", Zone::Hand);
    assert_eq!(mine, hand(again));
    assert_ne!(mine, hand(other));
}

/// A table set up without opening hands (a scene, a saved table) leaves mulligans to the
/// players, as the Table menu offers them: only a game that began with its opening hands
/// refuses one after its player has kept.
#[test]
fn rule_103_5_a_table_set_up_without_opening_hands_leaves_mulligans_to_the_players() {
    let library: String =
        (0..8).map(|i| format!(r#"Card(id: "f{i}", name: "Forest", owner: "Alice", zone: Library),"#)).collect();
    let mut t = crate::harness::with(&library);
    t.act(r#"Mulligan(player: "Alice")"#).act(r#"Mulligan(player: "Alice")"#);
    t.assert_logged("103.5", "Alice takes mulligan 2");
    let hand = (0..8).filter(|i| t.zone(&format!("f{i}")) == Zone::Hand).count();
    assert_eq!(hand, 7);
}

#[test]
fn rule_103_5_the_london_mulligan_shuffles_the_hand_back_and_draws_seven() {
    let db = db();
    let l = game_scene(bifronte::i18n::Lang::En, &[], Some(3), Some(20), &[], &db).unwrap();
    let mut app = started(&l, &db);
    let first = zone_ids(&mut app, "Bob", Zone::Hand);
    app.world_mut().write_message(ActionRequest(Action::Mulligan { player: "Bob".into() }));
    app.update();
    let second = zone_ids(&mut app, "Bob", Zone::Hand);
    assert_eq!((second.len(), zone_ids(&mut app, "Bob", Zone::Library).len()), (7, 53));
    assert_ne!(first, second, "a new hand");
    let log = app.world().resource::<RulesLog>();
    assert!(log.entries.iter().any(|e| e.rule == Some("103.5") && e.text.contains("Bob takes mulligan 1")));
    // Every seat's model says it (the opening dialog asks for that many cards on the bottom,
    // however the mulligan was asked for: Ctrl+M, a menu).
    let model = bifronte::overlay::model::overlay_model(app.world_mut(), 0);
    let taken = |name: &str| model.table.players.iter().find(|p| p.name == name).map(|p| p.mulligans);
    assert_eq!((taken("Bob"), taken("Alice")), (Some(1), Some(0)));
    // One card goes to the bottom for the mulligan taken.
    let bottom = second[0].clone();
    app.world_mut().write_message(ActionRequest(Action::Move {
        card: bottom.clone().into(),
        to: Zone::Library,
        position: Some(bifronte::rules::action::Position::Bottom),
    }));
    app.update();
    assert_eq!(zone_ids(&mut app, "Bob", Zone::Library).last(), Some(&bottom));
    assert_eq!(zone_ids(&mut app, "Bob", Zone::Hand).len(), 6);
}

#[test]
fn a_game_exports_as_a_scene_that_checks_and_hides_each_hand_from_the_other_player() {
    let db = db();
    let dir = std::env::temp_dir().join(format!("bifronte-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.ron");
    let l = game_scene(bifronte::i18n::Lang::En, &[], Some(11), Some(25), &["Ann".into(), "Ben".into()], &db).unwrap();
    bifronte::format::write_atomic(&file, bifronte::scene::to_ron(&l.scene).as_bytes()).unwrap();
    assert_eq!(cli::check(bifronte::i18n::Lang::En, std::slice::from_ref(&file), &db).status, 0);
    let ann = cli::inspect(bifronte::i18n::Lang::En, &file, None, Some("Ann"), false, &db).out;
    let ben = cli::inspect(bifronte::i18n::Lang::En, &file, None, Some("Ben"), false, &db).out;
    assert!(ann.contains("Player      Ann: 25 life"), "{ann}");
    assert!(ben.contains("Ann's Hand: 7 cards") && ben.contains("Ann's Library: 53 cards"), "{ben}");
    // The ids of Ann's hand and library never reach Ben.
    let mut app = started(&l, &db);
    for id in zone_ids(&mut app, "Ann", Zone::Hand).iter().chain(&zone_ids(&mut app, "Ann", Zone::Library)) {
        assert!(!ben.contains(&format!(" {id} ")), "{id} reached Ben:\n{ben}");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_bad_decklist_starts_no_game_and_says_every_problem_at_its_line() {
    let db = db();
    let dir = std::env::temp_dir().join(format!("bifronte-baddeck-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "4 Delver of Secrets\n4 Dlever of Secrets\n20 Island\n3 Serra Angle\n").unwrap();
    let good: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("decks/werewolves.txt");
    let err =
        game_scene(bifronte::i18n::Lang::En, &[good.clone(), bad.clone()], Some(1), Some(20), &[], &db).unwrap_err();
    assert_eq!(err.bad_decks, ["Bob"], "only the second player's deck is bad");
    let err = err.to_string();
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(lines[0].contains("bad.txt:2:1: unknown card \"Dlever of Secrets\"; did you mean Delver of Secrets"));
    assert!(lines[1].contains("bad.txt:4:1: unknown card \"Serra Angle\"; did you mean Serra Angel"));
    let one = game_scene(bifronte::i18n::Lang::En, &[good], Some(1), Some(20), &[], &db).unwrap_err().to_string();
    assert!(one.contains("a decklist for each player"), "{one}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_deck_larger_than_any_format_or_thousands_of_junk_lines_are_refused_at_once_with_the_limit() {
    use bifronte::cards::decklist::MAX_ERRORS;
    use bifronte::scene::game::{MAX_DECK_CARDS, game_from_texts};
    let db = db();
    let sample = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("decks/werewolves.txt")).unwrap();
    let deck = |name: &str, text: String| (name.to_string(), PathBuf::from(format!("{name}.txt")), text);
    // A few lines of "1000 Forest": a hundred thousand cards.
    let forests = "1000 Forest\n".repeat(100);
    let err = game_from_texts(
        bifronte::i18n::Lang::En,
        &[deck("Alice", sample.clone()), deck("Bob", forests)],
        Some(1),
        None,
        &db,
    )
    .unwrap_err();
    assert_eq!(err.bad_decks, ["Bob"]);
    let said = err.to_string();
    assert!(said.contains(&format!("Bob.txt: 100000 cards; a deck has at most {MAX_DECK_CARDS}")), "{said}");
    // Thousands of unknown names: the first problems, then it stops reading.
    let junk: String = (0..5000).map(|i| format!("1 Zzyzx{i}\n")).collect();
    let err =
        game_from_texts(bifronte::i18n::Lang::En, &[deck("Alice", sample), deck("Bob", junk)], Some(1), None, &db)
            .unwrap_err();
    let said = err.to_string();
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), MAX_ERRORS + 1, "{said}");
    assert!(lines[0].contains("Bob.txt:1:1: unknown card \"Zzyzx0\""));
    assert!(
        lines[MAX_ERRORS]
            .contains(&format!("Bob.txt:{}:1: {MAX_ERRORS} problems: stopped reading here", MAX_ERRORS + 1))
    );
}

#[test]
fn rule_701_20e_a_card_looked_at_reaches_only_the_player_who_looked_until_it_moves() {
    let db = db();
    let l = game_scene(bifronte::i18n::Lang::En, &[], Some(21), Some(20), &[], &db).unwrap();
    let mut app = started(&l, &db);
    let top = zone_ids(&mut app, "Alice", Zone::Library)[0].clone();
    let in_view = |app: &mut App, seat: usize, id: &str| crate::harness::seen_by(app, seat, id).is_some();
    assert!(!in_view(&mut app, 0, &top) && !in_view(&mut app, 1, &top), "a library is hidden from all (401.2)");
    app.world_mut().write_message(ActionRequest(Action::LookAtTop { player: "Alice".into(), n: 1 }));
    app.update();
    assert!(in_view(&mut app, 0, &top), "Alice looked at it");
    assert!(!in_view(&mut app, 1, &top), "Bob didn't");
    // 701.20d: a shuffle ends it; so does a zone change (400.7).
    app.world_mut().write_message(ActionRequest(Action::Shuffle { player: "Alice".into() }));
    app.update();
    assert!(!in_view(&mut app, 0, &top));
    let card = zone_ids(&mut app, "Alice", Zone::Hand)[0].clone();
    app.world_mut().write_message(ActionRequest(Action::Reveal { card: card.clone().into(), to: Some("Bob".into()) }));
    app.update();
    assert!(in_view(&mut app, 1, &card), "revealed to Bob");
    app.world_mut().write_message(ActionRequest(Action::Move {
        card: card.clone().into(),
        to: Zone::Library,
        position: None,
    }));
    app.update();
    app.world_mut().write_message(ActionRequest(Action::Draw { player: "Alice".into(), n: None }));
    app.update();
    assert!(zone_ids(&mut app, "Alice", Zone::Hand).contains(&card), "drawn back");
    assert!(!in_view(&mut app, 1, &card), "a new object that Bob hasn't seen");
}

#[test]
fn arrows_reach_every_player_who_sees_both_ends_and_clear_in_cleanup() {
    use bifronte::overlay::model::overlay_model;
    let db = db();
    let l = bifronte::scene::load_scene(&Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes/turns/arrows.ron"), &db)
        .unwrap();
    let mut app = bifronte::app::headless_app(db.clone());
    start(&l, &mut app).unwrap();
    for s in &l.scene.steps[..2] {
        run_step(&mut app, s);
    }
    app.world_mut().write_message(ActionRequest(Action::Arrow {
        from: "smith".into(),
        to: "giant".into(),
        attack: false,
    }));
    app.update();
    for seat in [0, 1] {
        let m = overlay_model(app.world_mut(), seat);
        assert_eq!(m.table.arrows.len(), 3, "seat {seat}");
        let attack = m.table.arrows.iter().find(|a| a.attack).unwrap();
        assert_eq!(attack.to_player.as_deref(), Some("Bob"));
    }
    // Hill Giant goes to Bob's hand: a new object (400.7), which no arrow points at.
    app.world_mut().write_message(ActionRequest(Action::move_to("giant", Zone::Hand)));
    app.update();
    for seat in [0, 1] {
        assert_eq!(overlay_model(app.world_mut(), seat).seat_model.table.arrows.len(), 1, "only the attack arrow");
    }
    for s in &l.scene.steps[2..] {
        run_step(&mut app, s);
    }
    assert!(app.world().resource::<Arrows>().0.is_empty(), "cleanup cleared them");
}

#[test]
fn rule_701_22a_scry_by_hand_through_the_library_list_and_701_23a_search_shows_it_all() {
    use bifronte::overlay::model::overlay_model;
    use bifronte::overlay::ui::{UiAction, pile_browser};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    let db = db();
    let l = game_scene(bifronte::i18n::Lang::En, &[], Some(4), Some(20), &[], &db).unwrap();
    let mut app = started(&l, &db);
    app.world_mut().write_message(ActionRequest(Action::LookAtTop { player: "Alice".into(), n: 2 }));
    app.update();
    let library = zone_ids(&mut app, "Alice", Zone::Library);
    let table = overlay_model(app.world_mut(), 0).seat_model.table;
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(pile_browser(ui, &table, "Alice", Zone::Library)),
        Vec::new(),
    );
    h.run();
    h.get_by_label("1.");
    h.get_by_label("2.");
    assert!(h.query_by_label("3.").is_none(), "only the two cards looked at");
    h.get_by_label("and 51 cards you don't see");
    // Scry: the top card goes to the bottom, from its row's one menu.
    h.get_all_by_label("Move to…").next().unwrap().click();
    h.run();
    h.get_by_label("Bottom of the library").click();
    h.run();
    let top = crate::harness::id_for(&mut app, 0, &library[0]);
    let asked = h.state().clone();
    assert_eq!(
        asked,
        vec![UiAction::Do(Action::Move {
            card: top.clone().into(),
            to: Zone::Library,
            position: Some(bifronte::rules::action::Position::Bottom)
        })]
    );
    // Or the second card is dragged by its name onto the first's row: it goes first.
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(pile_browser(ui, &table, "Alice", Zone::Library)),
        Vec::new(),
    );
    h.run();
    let row = |h: &Harness<'_, Vec<UiAction>>, place: &str| {
        let y = h.get_by_label(place).rect().center().y;
        let name = table.objects.iter().find(|o| o.place == place.trim_end_matches('.').parse().ok()).unwrap();
        let cell = h.get_all_by_label(&name.known_name()).map(|n| n.rect()).find(|r| (r.center().y - y).abs() < 4.0);
        cell.expect("the card's name in its row").center()
    };
    let (from, to) = (row(&h, "2."), row(&h, "1."));
    h.drag_at(from);
    h.run();
    for step in 1..=4 {
        h.hover_at(from + (to - from) * (step as f32 / 4.0));
        h.run();
    }
    h.drop_at(to);
    h.run();
    let second = crate::harness::id_for(&mut app, 0, &library[1]);
    let asked = h.state().clone();
    assert_eq!(
        asked,
        vec![UiAction::Do(Action::Move {
            card: second.into(),
            to: Zone::Library,
            position: Some(bifronte::rules::action::Position::FromTop(1))
        })]
    );
    // Bob's list of Alice's library shows none of it.
    let bobs = overlay_model(app.world_mut(), 1).seat_model.table;
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(pile_browser(ui, &bobs, "Alice", Zone::Library)),
        Vec::new(),
    );
    h.run();
    h.get_by_label("and 53 cards you don't see");
    // 701.23a: searching shows Alice all of it, Bob still nothing.
    app.world_mut().write_message(ActionRequest(Action::Search { player: "Alice".into() }));
    app.update();
    let mine = overlay_model(app.world_mut(), 0).seat_model.table;
    assert_eq!(mine.objects.iter().filter(|o| o.zone == Zone::Library && o.owner == "Alice").count(), 53);
    let bobs = overlay_model(app.world_mut(), 1).seat_model.table;
    assert_eq!(bobs.objects.iter().filter(|o| o.zone == Zone::Library && o.owner == "Alice").count(), 0);
    // The searched library is a list with a filter: "forest" leaves the Forests, one menu each.
    let forests = mine
        .objects
        .iter()
        .filter(|o| o.zone == Zone::Library && o.owner == "Alice" && o.shown.name == "Forest")
        .count();
    assert!(forests > 0 && forests < 53);
    let mut h = Harness::new_ui_state(
        |ui, out: &mut Vec<UiAction>| out.extend(pile_browser(ui, &mine, "Alice", Zone::Library)),
        Vec::new(),
    );
    h.run();
    assert_eq!(h.query_all_by_label("Move to…").count(), 53);
    h.get_by_role(bevy_egui::egui::accesskit::Role::TextInput).click();
    h.run();
    h.get_by_role(bevy_egui::egui::accesskit::Role::TextInput).type_text("forest");
    h.run();
    assert_eq!(h.query_all_by_label("Move to…").count(), forests, "only the Forests are listed");
    // 701.23a: the search over (its list closed), Alice sees none of her library again: its top
    // card lies face down on the table.
    app.world_mut().write_message(ActionRequest(Action::EndSearch { player: "Alice".into() }));
    app.update();
    let mine = overlay_model(app.world_mut(), 0).seat_model.table;
    assert_eq!(mine.objects.iter().filter(|o| o.zone == Zone::Library && o.owner == "Alice").count(), 0);
    let hidden: usize =
        mine.hidden.iter().filter(|h| h.zone == Zone::Library && h.owner == "Alice").map(|h| h.count).sum();
    assert_eq!(hidden, 53, "the whole library face down");
}

#[test]
fn playing_with_the_top_card_revealed_shows_each_new_top_card_to_everyone() {
    let db = db();
    let l = game_scene(bifronte::i18n::Lang::En, &[], Some(9), Some(20), &[], &db).unwrap();
    let mut app = started(&l, &db);
    let sees = |app: &mut App, seat: usize, id: &str| crate::harness::seen_by(app, seat, id).is_some();
    let top = zone_ids(&mut app, "Alice", Zone::Library)[0].clone();
    assert!(!sees(&mut app, 1, &top));
    app.world_mut().write_message(ActionRequest(Action::TopRevealed { player: "Alice".into(), on: true }));
    app.update();
    assert!(sees(&mut app, 1, &top) && sees(&mut app, 0, &top), "both players see the top card");
    let second = zone_ids(&mut app, "Alice", Zone::Library)[1].clone();
    assert!(!sees(&mut app, 1, &second), "only the top one");
    app.world_mut().write_message(ActionRequest(Action::Draw { player: "Alice".into(), n: None }));
    app.update();
    assert!(sees(&mut app, 1, &second), "the new top card is revealed");
    assert!(!sees(&mut app, 1, &top), "the drawn card is in Alice's hand, hidden from Bob");
    app.world_mut().write_message(ActionRequest(Action::TopRevealed { player: "Alice".into(), on: false }));
    app.update();
    assert!(!sees(&mut app, 1, &second));
}

fn library(t: &mut crate::harness::Table) -> Vec<String> {
    zone_ids(&mut t.app, "Alice", Zone::Library)
}

const FIVE: &str = r#"Card(id: "a", name: "Forest", owner: "Alice", zone: Library),
    Card(id: "b", name: "Island", owner: "Alice", zone: Library),
    Card(id: "c", name: "Mountain", owner: "Alice", zone: Library),
    Card(id: "d", name: "Plains", owner: "Alice", zone: Library),
    Card(id: "e", name: "Swamp", owner: "Alice", zone: Library),
    Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Hand),"#;

#[test]
fn rule_401_7_a_card_goes_nth_from_the_top_and_a_card_moved_within_its_library_stays_the_same_object() {
    let mut t = crate::harness::with(FIVE);
    t.act(r#"Move(card: "bears", to: Library, position: Some(FromTop(3)))"#);
    assert_eq!(library(&mut t), ["a", "b", "bears", "c", "d", "e"]);
    t.assert_logged("400.7", "Grizzly Bears moves from the hand to the library");
    // Past the bottom is the bottom; 1st is the top.
    t.act(r#"Move(card: "a", to: Library, position: Some(FromTop(40)))"#);
    assert_eq!(library(&mut t), ["b", "bears", "c", "d", "e", "a"]);
    // Within the library: not a zone change, so the player who looked keeps seeing it.
    t.act(r#"LookAtTop(player: "Alice", n: 1)"#);
    let before = t.object_id("b");
    t.act(r#"Move(card: "b", to: Library, position: Some(FromTop(2)))"#);
    assert_eq!(library(&mut t), ["bears", "b", "c", "d", "e", "a"]);
    assert_eq!(t.object_id("b"), before);
    t.assert_logged("401.7", "Island is put 2nd from the top of its owner's library");
    let seen = crate::harness::seen_by;
    assert_eq!(seen(&mut t.app, 0, "b").and_then(|o| o.place), Some(2), "Alice still sees it, in its place");
    assert!(seen(&mut t.app, 1, "b").is_none());
}

#[test]
fn rule_701_22a_scry_puts_the_cards_on_top_and_bottom_in_the_order_chosen_in_one_action() {
    let mut t = crate::harness::with(FIVE);
    t.act(r#"Scry(player: "Alice", top: ["c", "a"], bottom: ["b"])"#);
    assert_eq!(library(&mut t), ["c", "a", "d", "e", "b"]);
    t.assert_logged("701.22a", "Alice scries 3: 2 on top, 1 on the bottom");
    // She knows what she put on top; Bob sees nothing.
    let seen = crate::harness::seen_by;
    assert_eq!(seen(&mut t.app, 0, "c").and_then(|o| o.place), Some(1));
    assert_eq!(seen(&mut t.app, 0, "a").and_then(|o| o.place), Some(2));
    let bob = bifronte::overlay::model::overlay_model(t.app.world_mut(), 1).seat_model.table;
    assert!(bob.objects.iter().all(|o| o.zone != Zone::Library));
    // Only the top cards, each once: anything else changes nothing.
    for wrong in [r#"Scry(player: "Alice", top: ["c", "d"])"#, r#"Scry(player: "Alice", top: ["c"], bottom: ["c"])"#] {
        t.act(wrong);
        assert_eq!(library(&mut t), ["c", "a", "d", "e", "b"], "{wrong}");
    }
    t.assert_logged("701.22a", "Alice can only scry the top 2 cards of their library, each once");
}

#[test]
fn rule_701_25a_surveil_puts_some_into_the_graveyard_and_the_rest_on_top_in_order() {
    let mut t = crate::harness::with(FIVE);
    t.act(r#"Surveil(player: "Alice", top: ["b", "a"], graveyard: ["c"])"#);
    assert_eq!(library(&mut t), ["b", "a", "d", "e"]);
    assert_eq!(t.zone("c"), Zone::Graveyard);
    t.assert_logged("701.25a", "Alice surveils 3: 2 on top, 1 into the graveyard");
}

/// A decklist pasted into `bifronte deck save` is kept in the decks folder once it reads, and a
/// game then takes the deck by its name; a list with an unknown card is refused at its line and
/// nothing is kept.
#[test]
fn a_deck_pasted_into_the_decks_folder_is_played_by_its_name() {
    use std::io::Write;
    let data = std::env::temp_dir().join(format!("bifronte-decks-cli-{}", std::process::id()));
    std::fs::remove_dir_all(&data).ok();
    let save = |name: &str, text: &str| {
        let mut child = crate::harness::bifronte()
            .args(["deck", "save", name])
            .env("XDG_DATA_HOME", &data)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        (out.status.code(), said)
    };
    let (code, said) = save("Bears", "40 Grizzly Bears\n20 Forset\n");
    assert_eq!(code, Some(2), "{said}");
    assert!(said.contains("standard input:2:1") && said.contains("Forset"), "{said}");
    assert!(!data.join("bifronte/decks").exists(), "nothing kept");
    let (code, said) = save("Bears", "40 Grizzly Bears\n20 Forest\n");
    assert_eq!(code, Some(0), "{said}");
    let scene = data.join("game.ron");
    let out = crate::harness::bifronte()
        .args(["game", "bears", "bears", "--seed", "5", "--export"])
        .arg(&scene)
        .env("XDG_DATA_HOME", &data)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&scene).unwrap();
    assert_eq!(text.matches("\"Grizzly Bears\"").count(), 80, "both players' 40 bears");
    std::fs::remove_dir_all(&data).ok();
}

/// Real files, round two, 7: `deck save NAME FILE` said each problem at the deck's destination in
/// the decks folder, a file that isn't there, rather than in FILE, where it can be mended; and
/// what came on standard input was read whole, in UTF-8 only.
#[test]
fn deck_save_says_each_problem_where_the_list_is_and_reads_standard_input_as_a_file_is_read() {
    use std::io::Write;
    let data = std::env::temp_dir().join(format!("bifronte-decks-save-from-{}", std::process::id()));
    std::fs::remove_dir_all(&data).ok();
    std::fs::create_dir_all(&data).unwrap();
    let run = |args: &[&str], input: &[u8]| {
        let mut child = crate::harness::bifronte()
            .args(args)
            .env("XDG_DATA_HOME", &data)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(input);
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        (out.status.code(), said)
    };
    let list = data.join("my list.txt");
    std::fs::write(&list, "40 Grizzly Bears\n20 Forset\n").unwrap();
    let (code, said) = run(&["deck", "save", "Bears", &list.to_string_lossy()], b"");
    assert_eq!(code, Some(2), "{said}");
    assert!(said.contains(&format!("{}:2:1: unknown card \"Forset\"", list.display())), "{said}");
    assert!(!said.contains("decks/Bears"), "{said}");
    // PowerShell's `>` writes UTF-16: piped in, it is read as the same file would be.
    let utf16: Vec<u8> = [0xff, 0xfe]
        .into_iter()
        .chain("40 Grizzly Bears\r\n20 Forest\r\n".encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let (code, said) = run(&["deck", "save", "Bears"], &utf16);
    assert_eq!(code, Some(0), "{said}");
    let kept = data.join("bifronte/decks/Bears.txt");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "40 Grizzly Bears\r\n20 Forest\r\n");
    // More than a decklist holds is refused, not read whole.
    let big = vec![b'\n'; bifronte::cards::decklist::MAX_DECK_BYTES as usize + 10];
    let (code, said) = run(&["deck", "save", "Huge"], &big);
    assert_eq!(code, Some(2), "{said}");
    assert!(said.contains("standard input: more than 16777216 bytes"), "{said}");
    std::fs::remove_dir_all(&data).ok();
}

/// A game in a hot-seat window's session, with the seat's following ([`follow_whoever_acts`])
/// as the window runs it, its opening played.
fn hot_seat_game(db: &CardDb, dir: &Path, seed: u64) -> App {
    use bifronte::session::{Playback, Session, SessionPlugin, SessionSystems};
    let l = game_scene(bifronte::i18n::Lang::En, &[], Some(seed), Some(20), &[], db).unwrap();
    let mut app = bifronte::app::headless_app_with(db.clone(), |app| {
        app.init_resource::<ButtonInput<KeyCode>>()
            .insert_resource(Session::in_dir(dir))
            .add_plugins((bifronte::table::input::InputPlugin, SessionPlugin))
            .add_systems(Update, bifronte::table::follow_whoever_acts.before(SessionSystems::Commands));
    });
    start(&l, &mut app).unwrap();
    app.insert_resource(Playback::new(l));
    bifronte::session::history::play_to_end(app.world_mut());
    frames(&mut app);
    app
}

fn frames(app: &mut App) {
    for _ in 0..3 {
        app.update();
    }
}

fn seat(app: &App) -> usize {
    app.world().resource::<bifronte::table::state::Seat>().0
}

/// The seat of the player holding priority (117).
fn holder_seat(app: &App) -> usize {
    let holder = app.world().resource::<Priority>().holder.expect("someone holds priority");
    app.world().resource::<Players>().0.iter().position(|p| *p == holder).unwrap()
}

fn pass(app: &mut App) {
    let holder = app.world().resource::<Players>().0[holder_seat(app)];
    let name = app.world().get::<Player>(holder).unwrap().name.clone();
    app.world_mut().write_message(ActionRequest(Action::PassPriority { player: name.into(), until: None }));
    frames(app);
}

/// 103.5 and 117 at a hot-seat game: the window sits at the seat of whoever the rules wait for
/// (Settings' option, on by default): each player deciding on their opening hand in turn, then
/// whoever holds priority as it passes. A seat chosen by hand (Tab) stays until the table waits
/// for someone else; with the option off, the seat stays where it is.
#[test]
fn rule_117_a_hot_seat_window_sits_at_the_seat_of_whoever_must_act() {
    use bifronte::table::state::{FollowActing, Seat};
    let db = db();
    let dir = std::env::temp_dir().join(format!("bifronte-follow-{}", std::process::id()));
    let mut app = hot_seat_game(&db, &dir, 5);
    assert_eq!(seat(&app), 0, "Alice is asked first");
    app.world_mut().write_message(ActionRequest(Action::Keep { player: "Alice".into(), bottom: None }));
    frames(&mut app);
    assert_eq!(seat(&app), 1, "then Bob, with no Tab");
    app.world_mut().write_message(ActionRequest(Action::Keep { player: "Bob".into(), bottom: None }));
    frames(&mut app);
    assert_eq!((seat(&app), holder_seat(&app)), (0, 0), "Alice takes the first turn and holds priority");
    // As priority passes, the seat goes with it: Alice's main phases, then Bob's turn.
    let mut sat = std::collections::BTreeSet::new();
    for _ in 0..2 {
        pass(&mut app);
        assert_eq!(seat(&app), holder_seat(&app), "the seat of the player holding priority");
        sat.insert(seat(&app));
    }
    assert_eq!((app.world().resource::<Turn>().number, seat(&app)), (2, 1), "Bob's turn, at Bob's seat");
    assert_eq!(sat.len(), 2, "priority went to both players: {sat:?}");
    // Tab back to Alice's seat: it stays while Bob goes on holding priority.
    app.world_mut().insert_resource(Seat(0));
    frames(&mut app);
    pass(&mut app);
    assert_eq!((holder_seat(&app), seat(&app)), (1, 0), "a seat chosen by hand stays");
    // Turned off in Settings: Alice keeps her hand, and the window stays at her seat.
    let mut off = hot_seat_game(&db, &dir.join("off"), 5);
    off.world_mut().insert_resource(FollowActing(false));
    off.world_mut().write_message(ActionRequest(Action::Keep { player: "Alice".into(), bottom: None }));
    frames(&mut off);
    assert_eq!(seat(&off), 0, "the option off, the seat stays");
    std::fs::remove_dir_all(dir).ok();
}
