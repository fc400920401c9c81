//! A best-of-three match at a local table, headless: the first chooser picked from the seed,
//! games scored as they end, sideboarding between games (the swapped cards in the next game's
//! library), the loser choosing who takes the first turn (103.1), a save that resumes the
//! match, and no seat ever shown the other's hand, library or sideboard.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bifronte::cards::CardDb;
use bifronte::rules::*;
use bifronte::scene::matches::{DeckParts, Match, Stage};
use bifronte::scene::start;
use bifronte::session::{Playback, Session, SessionPlugin, StatusLine, TableCommand};

use crate::overlay::hidden_from;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bifronte-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The session app on a best-of-three match of the sample decks (Alice: werewolves, Bob: face
/// down), before its first game.
fn match_app(dir: &Path, seed: u64) -> App {
    let (db, _) = CardDb::load_default();
    let texts = bifronte::scene::game::read_decks(&[], &[]).unwrap();
    let game = bifronte::scene::game::read_game(bifronte::i18n::Lang::En, &texts, Some(seed), None, &db).unwrap();
    let l = bifronte::scene::game::match_scene(&game, 3, &db).unwrap();
    let mut app = bifronte::app::headless_app_with(db, |app| {
        app.insert_resource(Session::in_dir(dir)).add_plugins(SessionPlugin);
    });
    start(&l, &mut app).unwrap();
    app.insert_resource(l.scene.series.clone().unwrap());
    app.insert_resource(Playback::new(l));
    bifronte::session::history::play_to_end(app.world_mut());
    app.update();
    app
}

fn stage(app: &App) -> Stage {
    app.world().resource::<Match>().stage.clone()
}

fn command(app: &mut App, c: TableCommand) {
    app.world_mut().write_message(c);
    app.update();
    app.update();
}

fn concede(app: &mut App, player: &str) {
    app.world_mut().write_message(ActionRequest(Action::Concede { player: player.to_string().into() }));
    app.update();
    app.update();
}

fn status(app: &App) -> String {
    app.world().resource::<StatusLine>().text.to_string()
}

/// The names of the cards `owner` has in their library and hand.
fn cards_of(app: &mut App, owner: &str) -> Vec<String> {
    let p = find_player(app.world(), owner).unwrap();
    let world = app.world_mut();
    let mut q = world.query::<(&Printed, &InZone, &Owner)>();
    q.iter(world)
        .filter(|(_, z, o)| o.0 == p && matches!(z.zone, Zone::Library | Zone::Hand))
        .map(|(c, ..)| c.0.faces[0].name.to_string())
        .collect()
}

/// No seat's overlay model names a card hidden from it: the other's hand and library (401.2,
/// 402.3), and the other's sideboard, which is no card on the table at all.
fn nothing_hidden_shown(app: &mut App, sideboards: &[(&str, &[&str])]) {
    let players = app.world().resource::<Players>().0.clone();
    for (seat, p) in players.iter().enumerate() {
        let (names, _) = hidden_from(app.world_mut(), *p);
        let model = bifronte::overlay::model::overlay_model(app.world_mut(), seat);
        let me = model.seat_model.seat.clone();
        let dump = format!("{:?} {:?}", model.seat_model, model.status);
        // A player's own decklist names the cards of their own library: they wrote it.
        let own = model.series.as_ref().and_then(|v| v.registered.as_ref()).cloned().unwrap_or_default();
        let in_own = |n: &str| own.main.iter().chain(&own.sideboard).any(|(_, c)| c == n);
        for n in names.iter().filter(|n| !in_own(n)) {
            assert!(!dump.contains(n.as_str()), "{me} can read {n:?}");
        }
        for (owner, cards) in sideboards.iter().filter(|(o, _)| *o != me) {
            for c in *cards {
                assert!(!dump.contains(c), "{me} can read {owner}'s sideboard card {c:?}");
            }
        }
        let mine = model.series.as_ref().and_then(|v| v.mine.as_ref()).expect("the seat's own deck");
        assert_eq!(mine, &app.world().resource::<Match>().view_for(&me).mine.unwrap());
    }
}

/// Alice's and Bob's sideboards: cards neither main deck holds.
const SIDEBOARDS: [(&str, &[&str]); 2] =
    [("Alice", &["Gut Shot", "Kitchen Finks"]), ("Bob", &["Pacifism", "Dismember"])];

fn ready(app: &mut App, player: &str, deck: DeckParts) {
    command(app, TableCommand::Sideboard { player: player.into(), deck });
}

/// The player is ready with the deck as it is.
fn ready_as_is(app: &mut App, player: &str) {
    let deck = deck_of(app, player);
    ready(app, player, deck);
}

fn deck_of(app: &App, player: &str) -> DeckParts {
    app.world().resource::<Match>().view_for(player).mine.unwrap()
}

#[test]
fn rule_103_1_a_best_of_three_with_sideboarding_the_loser_choosing_and_a_save_that_resumes_it() {
    let dir = temp_dir("match");
    let mut app = match_app(&dir, 42);
    // Game one's chooser was picked by the seed (103.1); the table waits with no card.
    let Stage::Choosing { chooser } = stage(&app) else { panic!("{:?}", stage(&app)) };
    assert!(cards_of(&mut app, "Alice").is_empty());
    nothing_hidden_shown(&mut app, &SIDEBOARDS);
    let other = if chooser == "Alice" { "Bob" } else { "Alice" };
    command(&mut app, TableCommand::ChooseFirst { chooser: other.into(), first: other.into() });
    assert!(status(&app).contains("chooses who takes the first turn (103.1)"), "only {chooser} chooses");
    command(&mut app, TableCommand::ChooseFirst { chooser: chooser.clone(), first: "Bob".into() });
    assert_eq!(stage(&app), Stage::Playing { chooser: chooser.clone(), first: "Bob".into() });
    let bob = find_player(app.world(), "Bob").unwrap();
    assert_eq!(app.world().resource::<Players>().0[0], bob, "Bob takes the first turn: first in turn order");
    assert_eq!(cards_of(&mut app, "Alice").len(), 60);
    nothing_hidden_shown(&mut app, &SIDEBOARDS);

    // Game one: Alice concedes (104.3a). 1-0 Bob; everyone sideboards.
    concede(&mut app, "Alice");
    assert!(status(&app).starts_with("Game 1 is over: Bob won. Alice 0, Bob 1 (best of 3)."), "{}", status(&app));
    assert_eq!(stage(&app), Stage::Sideboarding { ready: vec![] });
    nothing_hidden_shown(&mut app, &SIDEBOARDS);
    // Undoing the concession reopens the game; conceding again ends it again.
    command(&mut app, TableCommand::Undo);
    assert!(matches!(stage(&app), Stage::Playing { .. }), "{:?}", stage(&app));
    concede(&mut app, "Alice");
    assert_eq!(app.world().resource::<Match>().games.len(), 1);
    // Alice swaps two Kitchen Finks in for two cards of her main deck; a deck of 59 is refused.
    let mut alice = deck_of(&app, "Alice");
    let out = alice.main[0].1.clone();
    let mut short = alice.clone();
    short.swap_one(&out, true);
    ready(&mut app, "Alice", short);
    assert!(status(&app).contains("keeps its 60"), "{}", status(&app));
    for _ in 0..2 {
        assert!(alice.swap_one(&out, true) && alice.swap_one("Kitchen Finks", false));
    }
    ready(&mut app, "Alice", alice);
    assert_eq!(stage(&app), Stage::Sideboarding { ready: vec!["Alice".into()] });
    ready_as_is(&mut app, "Bob");
    // 103.1: the loser of game one chooses.
    assert_eq!(stage(&app), Stage::Choosing { chooser: "Alice".into() });
    command(&mut app, TableCommand::ChooseFirst { chooser: "Alice".into(), first: "Alice".into() });
    let alice_cards = cards_of(&mut app, "Alice");
    assert_eq!(alice_cards.len(), 60);
    assert_eq!(alice_cards.iter().filter(|c| *c == "Kitchen Finks").count(), 2, "sideboarded in");
    let alice = find_player(app.world(), "Alice").unwrap();
    assert_eq!(app.world().resource::<Players>().0[0], alice);
    nothing_hidden_shown(&mut app, &SIDEBOARDS);

    // Game two: Bob concedes. 1-1; the match goes on to game three, chosen by Bob.
    concede(&mut app, "Bob");
    ready_as_is(&mut app, "Alice");
    ready_as_is(&mut app, "Bob");
    assert_eq!(stage(&app), Stage::Choosing { chooser: "Bob".into() });
    command(&mut app, TableCommand::ChooseFirst { chooser: "Bob".into(), first: "Bob".into() });
    assert!(app.world().resource::<Playback>().scene.scene.title.starts_with("Game 3 of the match"));

    // Saved in the middle of game three and loaded into a new window: the match goes on.
    let save = dir.join("match.ron");
    command(&mut app, TableCommand::Save(save.clone()));
    let saved = app.world().resource::<Match>().clone();
    let mut resumed = match_app(&temp_dir("match-resumed"), 7);
    command(&mut resumed, TableCommand::Load(save));
    assert_eq!(resumed.world().resource::<Match>(), &saved);
    assert_eq!(cards_of(&mut resumed, "Alice").len(), cards_of(&mut app, "Alice").len());
    concede(&mut resumed, "Alice");
    assert_eq!(stage(&resumed), Stage::Over { winner: "Bob".into() });
    assert!(status(&resumed).contains("Bob wins the match: Alice 1, Bob 2 (best of 3)"), "{}", status(&resumed));
    nothing_hidden_shown(&mut resumed, &SIDEBOARDS);
    std::fs::remove_dir_all(dir).ok();
}

/// The labels of the cards `owner` has in `zone`, in order (a library from its top).
fn zone_of(app: &mut App, owner: &str, zone: Zone) -> Vec<String> {
    let p = find_player(app.world(), owner).unwrap();
    let world = app.world_mut();
    let mut q = world.query::<(&Label, &InZone, &Owner)>();
    let mut v: Vec<(i64, String)> =
        q.iter(world).filter(|(_, z, o)| z.zone == zone && o.0 == p).map(|(l, z, _)| (z.order, l.0.clone())).collect();
    v.sort();
    v.into_iter().map(|(_, id)| id).collect()
}

fn act(app: &mut App, action: Action) {
    app.world_mut().write_message(ActionRequest(action));
    app.update();
    app.update();
}

/// Who each seat's model says is still deciding on their opening hand (103.5).
fn deciding(app: &mut App) -> Vec<String> {
    let model = bifronte::overlay::model::overlay_model(app.world_mut(), 0);
    model.table.players.iter().filter(|p| p.opening).map(|p| p.name.clone()).collect()
}

/// Game 2 of a match is dealt as game 1 is: each player is asked to keep or mulligan (103.5),
/// nobody holds priority meanwhile, and a player who took a mulligan keeps only by putting a
/// card of their choice on the bottom of their library; turn 1 begins once both have kept.
#[test]
fn rule_103_5_the_second_game_of_a_match_asks_each_player_keep_or_mulligan_and_takes_the_bottom_card() {
    let dir = temp_dir("match-opening");
    let mut app = match_app(&dir, 42);
    let Stage::Choosing { chooser } = stage(&app) else { panic!("{:?}", stage(&app)) };
    command(&mut app, TableCommand::ChooseFirst { chooser, first: "Alice".into() });
    assert_eq!(deciding(&mut app), ["Alice", "Bob"], "game 1 asks both");
    act(&mut app, Action::Keep { player: "Alice".into(), bottom: None });
    act(&mut app, Action::Keep { player: "Bob".into(), bottom: None });
    concede(&mut app, "Alice");
    ready_as_is(&mut app, "Alice");
    ready_as_is(&mut app, "Bob");
    command(&mut app, TableCommand::ChooseFirst { chooser: "Alice".into(), first: "Bob".into() });
    assert!(app.world().resource::<Playback>().scene.scene.title.starts_with("Game 2 of the match"));
    // Game 2: both asked, in turn order from Bob, and nobody holds priority while they decide.
    assert_eq!(deciding(&mut app), ["Bob", "Alice"], "game 2 asks both as game 1 did");
    assert_eq!(app.world().resource::<Priority>().holder, None);
    for p in ["Alice", "Bob"] {
        assert_eq!(zone_of(&mut app, p, Zone::Hand).len(), 7, "{p}'s opening hand");
    }
    // Bob takes a mulligan (Ctrl+M): a new hand of seven, and one card to put on the bottom.
    act(&mut app, Action::Mulligan { player: "Bob".into() });
    let hand = zone_of(&mut app, "Bob", Zone::Hand);
    assert_eq!(hand.len(), 7);
    let model = bifronte::overlay::model::overlay_model(app.world_mut(), 0);
    assert_eq!(model.table.players.iter().find(|p| p.name == "Bob").map(|p| (p.mulligans, p.opening)), Some((1, true)));
    act(&mut app, Action::Keep { player: "Bob".into(), bottom: None });
    assert_eq!(deciding(&mut app), ["Bob", "Alice"], "keeping after a mulligan needs its bottom card");
    let bottom = hand[3].clone();
    act(&mut app, Action::Keep { player: "Bob".into(), bottom: Some(vec![bottom.clone().into()]) });
    assert_eq!(zone_of(&mut app, "Bob", Zone::Library).last(), Some(&bottom), "the card chosen, at the bottom");
    assert_eq!(zone_of(&mut app, "Bob", Zone::Hand).len(), 6);
    assert_eq!(deciding(&mut app), ["Alice"]);
    act(&mut app, Action::Keep { player: "Alice".into(), bottom: None });
    assert!(deciding(&mut app).is_empty());
    // Turn 1 is Bob's, who took the first turn: he holds priority in his main phase.
    let bob = find_player(app.world(), "Bob").unwrap();
    assert_eq!(app.world().resource::<Turn>().number, 1);
    assert_eq!(app.world().resource::<Priority>().holder, Some(bob));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn rule_103_1_a_computer_in_a_match_chooses_to_take_the_first_turn_and_is_ready_between_games() {
    let dir = temp_dir("match-computer");
    // Whichever seed, the computer's seat is the one the match first waits for here: Bob.
    let mut app = (1..100)
        .map(|seed| match_app(&dir, seed))
        .find(|app| stage(app) == Stage::Choosing { chooser: "Bob".into() })
        .expect("a seed where Bob chooses first");
    // The window sits at Alice's seat, the first (as `game --vs-computer` seats it).
    app.insert_resource(bifronte::session::history::Unattended(vec!["Bob".into()]));
    app.insert_resource(bifronte::table::state::FixedSeat);
    app.insert_resource(bifronte::table::state::Seat(0));
    app.add_systems(Update, bifronte::overlay::computer::keep_the_person_s_seat);
    app.update();
    app.update();
    assert_eq!(stage(&app), Stage::Playing { chooser: "Bob".into(), first: "Bob".into() }, "{}", status(&app));
    // Bob is first in turn order now; the window stays at Alice's seat, never at the computer's.
    let bob = find_player(app.world(), "Bob").unwrap();
    assert_eq!(app.world().resource::<Players>().0[0], bob);
    assert_eq!(app.world().resource::<bifronte::table::state::Seat>().0, 1, "Alice's place in the turn order");
    assert_eq!(cards_of(&mut app, "Bob").len(), 60);
    // Bob loses game one: everyone sideboards; Bob is ready at once with his deck as it was,
    // and chooses again (103.1: the loser chooses).
    let before = deck_of(&app, "Bob");
    concede(&mut app, "Bob");
    assert_eq!(stage(&app), Stage::Sideboarding { ready: vec!["Bob".into()] });
    ready_as_is(&mut app, "Alice");
    app.update();
    assert_eq!(stage(&app), Stage::Playing { chooser: "Bob".into(), first: "Bob".into() });
    assert_eq!(app.world().resource::<Match>().player("Bob").unwrap().deck, before);
    std::fs::remove_dir_all(dir).ok();
}
