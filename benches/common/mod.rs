//! The game table both benchmarks measure: a two-player game in progress, 40 permanents
//! (`scenes/table/crowded-board.ron`), each player with a 60-card library from the sample decks.

use bifronte::cards::CardDb;
use bifronte::cards::decklist::parse_decklist;
use bifronte::format::shipped_dir;
use bifronte::rules::action::Zone;
use bifronte::rules::setup::SetupEntry;
use bifronte::scene::{Scene, load_scene};

/// Cards in each library.
pub const LIBRARY: usize = 60;

/// The crowded board with a 60-card library for each player, as a scene.
pub fn game_in_progress(db: &CardDb) -> Scene {
    let board = shipped_dir().join("scenes/table/crowded-board.ron");
    let mut scene = load_scene(&board, db).unwrap_or_else(|e| panic!("{e}")).scene;
    let decks = ["werewolves.txt", "face-down.txt"];
    scene.setup.retain(|e| !matches!(e, SetupEntry::Card { zone: Zone::Library, .. }));
    for (player, deck) in ["Alice", "Bob"].into_iter().zip(decks) {
        let path = shipped_dir().join("decks").join(deck);
        let text = std::fs::read_to_string(&path).unwrap();
        let deck = parse_decklist(&path, &text, db).unwrap_or_else(|e| panic!("{e:?}"));
        for (i, name) in deck.main_cards().into_iter().cycle().take(LIBRARY).enumerate() {
            scene.setup.push(SetupEntry::card(format!("{player}-library-{i}"), name, player, Zone::Library));
        }
    }
    scene.title = format!("{} (with {LIBRARY}-card libraries)", scene.title);
    scene
}
