//! A new game as a scene: each player's library built from their decklist, then the game's
//! start as actions (103.3 shuffle, 103.4 life, 103.5 seven cards), so a game is saved,
//! replayed, undone and exported like any table. The seed of its shuffles is in the scene and
//! never shown to a player.

use crate::cards::decklist::Decklist;
use crate::rules::action::{Action, Zone};
use crate::rules::setup::SetupEntry;

use super::{Scene, Step};

/// What a new game is made of.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// Each player's name and deck, in seat order (the first takes the first turn).
    pub players: Vec<(String, String, Decklist)>,
    /// The seed of the table's random source.
    pub seed: u64,
    /// The starting life total (103.4).
    pub life: i32,
}

/// The opening hand's size (103.5).
pub const HAND_SIZE: u32 = 7;

/// The game as a scene: libraries in the setup; life, shuffles and the opening draws as steps.
pub fn new_game(game: &NewGame) -> Scene {
    let mut setup = Vec::new();
    let mut steps = Vec::new();
    for (player, _, deck) in &game.players {
        let prefix = player.to_lowercase().replace(char::is_whitespace, "-");
        for (i, name) in deck.main_cards().into_iter().enumerate() {
            setup.push(SetupEntry::card(format!("{prefix}-{}", i + 1), name, player.clone(), Zone::Library));
        }
        if game.life != crate::rules::ops::players::STARTING_LIFE {
            steps.push(Step::Do(Action::SetLife { player: player.clone(), life: game.life }));
        }
    }
    for (player, _, _) in &game.players {
        steps.push(Step::Do(Action::Shuffle { player: player.clone() }));
    }
    for (player, _, _) in &game.players {
        steps.push(Step::Do(Action::Draw { player: player.clone(), n: Some(HAND_SIZE) }));
    }
    let decks: Vec<String> = game.players.iter().map(|(p, deck, _)| format!("{p} ({deck})")).collect();
    Scene {
        format: Some(super::SCENE_FORMAT),
        title: format!("A game: {}", decks.join(" vs ")),
        rules: vec!["103.3".into(), "103.4".into(), "103.5".into()],
        notes: "Each library was shuffled and each player drew seven. Mulligan from the Table menu \
                (London, 103.5: the hand goes back, seven are drawn, then one card a mulligan goes to the \
                bottom from its menu); Space moves the turn on."
            .into(),
        players: game.players.iter().map(|(p, ..)| p.clone()).collect(),
        cards: Vec::new(),
        setup,
        steps,
        seed: Some(game.seed),
    }
}
