//! A new game as a scene: each player's library built from their decklist, then the game's
//! start as actions (103.3 shuffle, 103.4 life, 103.5 seven cards), so a game is saved,
//! replayed, undone and exported like any table. The seed of its shuffles is in the scene and
//! never shown to a player.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::cards::CardDb;
use crate::cards::decklist::Decklist;
use crate::format::LoadError;
use crate::i18n::{Lang, Said, SaidArg, SaidLine};
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
    /// Whether the rules run the turn (a new game is assisted) or the players do.
    pub mode: crate::rules::action::RulesMode,
    /// The language its title is written in: that of whoever starts it (the title is kept in
    /// the game's saves).
    pub lang: Lang,
}

impl NewGame {
    /// A Commander game: some deck names a commander (903.3).
    pub fn is_commander(&self) -> bool {
        self.players.iter().any(|(_, _, d)| !d.commander.is_empty())
    }
}

/// The opening hand's size (103.5).
pub const HAND_SIZE: u32 = 7;

/// The game as a scene: libraries in the setup; life, shuffles and the opening draws as steps.
pub fn new_game(game: &NewGame) -> Scene {
    let mut setup = Vec::new();
    let mut steps = Vec::new();
    for (player, _, deck) in &game.players {
        let prefix = player.to_lowercase().replace(char::is_whitespace, "-");
        // 903.6: each commander starts face up in the command zone.
        for (i, c) in deck.commander.iter().enumerate() {
            let mut entry =
                SetupEntry::card(format!("{prefix}-commander-{}", i + 1), &c.name, player.clone(), Zone::Command);
            if let SetupEntry::Card { commander, .. } = &mut entry {
                *commander = true;
            }
            setup.push(entry);
        }
        for (i, name) in deck.main_cards().into_iter().enumerate() {
            setup.push(SetupEntry::card(format!("{prefix}-{}", i + 1), name, player.clone(), Zone::Library));
        }
        if game.life != crate::rules::ops::players::STARTING_LIFE {
            steps.push(Step::Do(Action::SetLife { player: player.clone().into(), life: game.life }));
        }
    }
    for (player, _, _) in &game.players {
        steps.push(Step::Do(Action::Shuffle { player: player.clone().into() }));
    }
    for (player, _, _) in &game.players {
        steps.push(Step::Do(Action::Draw { player: player.clone().into(), n: Some(HAND_SIZE) }));
    }
    // Each player's stops: where the rules stop to let them act (117); elsewhere they pass by
    // themselves.
    if game.mode == crate::rules::action::RulesMode::Assisted {
        let (own, others) = crate::rules::ops::priority::Stops::game_defaults();
        for (player, _, _) in &game.players {
            let stops = Action::SetStops { player: player.clone().into(), own: own.clone(), others: others.clone() };
            steps.push(Step::Do(stops));
        }
    }
    let decks: Vec<String> = game.players.iter().map(|(p, deck, _)| format!("{p} ({deck})")).collect();
    let mut rules = vec!["103.3".into(), "103.4".into(), "103.5".into()];
    if game.is_commander() {
        rules.extend(["903.6".into(), "903.7".into()]);
    }
    let mut notes = "Each library was shuffled and each player drew seven. Mulligan from the Table menu \
                (London, 103.5: the hand goes back, seven are drawn, then one card a mulligan goes to the \
                bottom from its menu); Space passes priority."
        .to_string();
    // 103.2b: a companion is revealed before the game and stays outside it.
    for (player, _, deck) in &game.players {
        for c in &deck.companion {
            rules.push("702.139a".into());
            let _ = write!(
                notes,
                " {player} reveals {} as their companion: it stays outside the game (103.2b); once, in a \
                 main phase of their turn with the stack empty, they may pay {{3}} and put it into their hand \
                 (702.139a: Table → Cards…, to {player}'s hand).",
                c.name
            );
        }
    }
    rules.dedup();
    Scene {
        format: Some(super::SCENE_FORMAT),
        // The title is the game's, kept in its saves: in the language of whoever starts it.
        title: game.lang.t(
            if game.is_commander() { "decks-title-commander-game" } else { "decks-title-game" },
            &[("decks", &decks.join(" vs "))],
        ),
        rules,
        notes,
        players: game.players.iter().map(|(p, ..)| p.clone()).collect(),
        cards: Vec::new(),
        setup,
        steps,
        opening: None,
        seed: Some(game.seed),
        mode: game.mode,
        series: None,
        triggers_by_hand: false,
        spells_by_hand: false,
        first_turn: false,
        opening_hands: true,
    }
}

/// The shipped sample decks a game uses when none are given.
pub const SAMPLE_DECKS: [&str; 2] = ["werewolves.txt", "face-down.txt"];

/// Why a new game can't start: every problem, each at its decklist's place (or about the game
/// as asked for, with no file), and the players whose decklists are at fault (a networked host
/// opens their seats again).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameError {
    /// The problems, in the order found.
    pub problems: Vec<LoadError>,
    /// The players whose decklists didn't read.
    pub bad_decks: Vec<String>,
}

impl GameError {
    /// A problem about the game as asked for, not about a file.
    fn said(message: Said) -> GameError {
        GameError { problems: vec![LoadError::at(Path::new(""), None, message)], ..GameError::default() }
    }

    /// The problems as one line of messages, for a reader that says it later (the status
    /// line): the first, and how many more there are.
    pub fn said_line(&self) -> SaidLine {
        let Some(first) = self.problems.first() else { return SaidLine::default() };
        match self.problems.len() - 1 {
            0 => first.said_line(),
            more => {
                let line = first.said_line();
                let first = SaidArg::Part((line.parts.len() - 1) as u32);
                line.ending("files-and-more", vec![("first", first), ("n", SaidArg::Words(more.to_string()))])
            }
        }
    }
}

/// A line each.
impl crate::i18n::SaidIn for GameError {
    fn said_in(&self, lang: Lang) -> String {
        self.problems.iter().map(|p| format!("{}\n", p.text_in(lang))).collect()
    }
}

crate::i18n::display_in_english!(GameError);

impl std::error::Error for GameError {}

/// A new game's scene (`bifronte game`, File → New game), checked as a scene file is. Every decklist's every
/// problem is in the error, each at its file, line and column.
pub fn game_scene(
    lang: Lang,
    decks: &[PathBuf],
    seed: Option<u64>,
    life: Option<i32>,
    players: &[String],
    db: &CardDb,
) -> Result<crate::scene::LoadedScene, GameError> {
    game_from_texts(lang, &read_decks(decks, players)?, seed, life, db)
}

/// The players' names when none are given, in seat order.
pub const NAMES: [&str; 4] = ["Alice", "Bob", "Carol", "Dave"];

/// Each player's name, decklist file and its text: the decks given (a deck of the player's
/// decks folder by its name, or a file), or none for the sample decks; the players' names
/// given, or Alice, Bob, Carol and Dave.
pub fn read_decks(decks: &[PathBuf], players: &[String]) -> Result<Vec<(String, PathBuf, String)>, GameError> {
    let decks: Vec<PathBuf> = match decks.len() {
        0 => SAMPLE_DECKS.iter().map(|d| crate::format::shipped_dir().join("decks").join(d)).collect(),
        1 => {
            return Err(GameError::said(Said::new("files-game-decks", &[])));
        }
        _ => decks.iter().map(|d| crate::cards::decks::resolve(d, &crate::cards::decks::decks_dir())).collect(),
    };
    let names: Vec<String> = match players.len() {
        0 if decks.len() <= NAMES.len() => NAMES[..decks.len()].iter().map(|s| s.to_string()).collect(),
        n if n == decks.len() => players.to_vec(),
        n => {
            let (n, decks) = (n.to_string(), decks.len().to_string());
            return Err(GameError::said(Said::new("files-game-names", &[("n", &n), ("decks", &decks)])));
        }
    };
    let mut texts = Vec::new();
    let mut errors = GameError::default();
    for (name, path) in names.iter().zip(&decks) {
        match crate::cards::decklist::read_deck_text(path) {
            Ok((t, _)) => texts.push((name.clone(), path.clone(), t)),
            Err(e) => {
                errors.problems.push(e);
                errors.bad_decks.push(name.clone());
            }
        }
    }
    match errors.problems.is_empty() {
        true => Ok(texts),
        false => Err(errors),
    }
}

/// The most cards a deck brings to a game (main deck and commanders): more than any format
/// plays (a Battle of Wits deck is about 250), and a table of a hundred thousand cards kept a
/// host busy for half a minute before the game could start.
pub const MAX_DECK_CARDS: u64 = 300;

fn deck_size(d: &crate::cards::decklist::Decklist) -> u64 {
    d.main.iter().chain(&d.commander).map(|e| u64::from(e.count)).sum()
}

/// [`game_scene`] from decklists' texts, each with the path its errors name (a networked
/// host gets its players' decks as text).
pub fn game_from_texts(
    lang: Lang,
    decks: &[(String, PathBuf, String)],
    seed: Option<u64>,
    life: Option<i32>,
    db: &CardDb,
) -> Result<crate::scene::LoadedScene, GameError> {
    let game = read_game(lang, decks, seed, life, db)?;
    checked(&new_game(&game), db)
}

/// A scene made here, read back as a scene file is (its every card and step checked).
fn checked(scene: &Scene, db: &CardDb) -> Result<crate::scene::LoadedScene, GameError> {
    super::parse_scene(Path::new("new game"), &super::to_ron(scene), db)
        .map_err(|e| GameError { problems: vec![e], ..GameError::default() })
}

/// The players, decks, seed, life and mode of a new game from decklists' texts; every
/// decklist's every problem otherwise.
pub fn read_game(
    lang: Lang,
    decks: &[(String, PathBuf, String)],
    seed: Option<u64>,
    life: Option<i32>,
    db: &CardDb,
) -> Result<NewGame, GameError> {
    use crate::cards::decklist::parse_deck_file;
    let mut out = Vec::new();
    let mut errors = GameError::default();
    for (name, path, text) in decks {
        match parse_deck_file(path, text, db) {
            Ok(d) if d.main.is_empty() => {
                errors.problems.push(LoadError::of_file(path, Said::new("files-game-main-empty", &[])));
                errors.bad_decks.push(name.clone());
            }
            Ok(d) if deck_size(&d) > MAX_DECK_CARDS => {
                let (n, most) = (deck_size(&d).to_string(), MAX_DECK_CARDS.to_string());
                let said = Said::new("files-game-deck-too-big", &[("n", &n), ("most", &most)]);
                errors.problems.push(LoadError::of_file(path, said));
                errors.bad_decks.push(name.clone());
            }
            Ok(d) => {
                let stem = path.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
                out.push((name.clone(), stem, d));
            }
            Err(list) => {
                errors.problems.extend(list);
                errors.bad_decks.push(name.clone());
            }
        }
    }
    if !errors.problems.is_empty() {
        return Err(errors);
    }
    let seed = seed.unwrap_or_else(rand::random);
    let mode = crate::rules::action::RulesMode::Assisted;
    let mut game = NewGame { players: out, seed, life: crate::rules::ops::players::STARTING_LIFE, mode, lang };
    game.life = life.unwrap_or(if game.is_commander() {
        crate::rules::ops::commander::COMMANDER_LIFE
    } else {
        crate::rules::ops::players::STARTING_LIFE
    });
    Ok(game)
}

/// A match of `best_of` games (`game --match bo3`) from `game`'s players and decks: the table
/// before its first game, the players seated and no card yet, while the player the match's
/// seed picked chooses who takes the first turn (103.1). The match is in the scene.
pub fn match_scene(game: &NewGame, best_of: u32, db: &CardDb) -> Result<crate::scene::LoadedScene, GameError> {
    let mut series =
        super::matches::Match::new(game.players.clone(), best_of, game.seed).map_err(|e| GameError::said(e.said()))?;
    series.life = game.life;
    series.mode = game.mode;
    let decks: Vec<String> = game.players.iter().map(|(p, deck, _)| format!("{p} ({deck})")).collect();
    let chooser = match &series.stage {
        super::matches::Stage::Choosing { chooser } => chooser.clone(),
        _ => String::new(),
    };
    let scene = Scene {
        format: Some(super::SCENE_FORMAT),
        title: game.lang.t("decks-title-match", &[("n", &best_of.to_string()), ("decks", &decks.join(" vs "))]),
        rules: vec!["103.1".into()],
        notes: format!(
            "Games are played until a player has won {}. {chooser}, picked at random, chooses who takes the \
             first turn of game 1 (103.1); after each game everyone sideboards, and the loser of that game \
             chooses.",
            series.wins_needed
        ),
        players: game.players.iter().map(|(p, ..)| p.clone()).collect(),
        seed: Some(game.seed),
        // No game yet: no turn for the rules to run (the match keeps the games' mode).
        mode: crate::rules::action::RulesMode::Free,
        series: Some(series),
        ..Default::default()
    };
    checked(&scene, db)
}

/// The next game of a match, once its first player is chosen: the decks as sideboarded, the
/// players in turn order from the first (`order`), shuffled from the game's own seed. The
/// match, as it stands, is in the scene.
pub fn match_game_scene(
    lang: Lang,
    series: &super::matches::Match,
    order: &[String],
    db: &CardDb,
) -> Result<crate::scene::LoadedScene, GameError> {
    let players = order
        .iter()
        .filter_map(|name| series.player(name))
        .map(|p| (p.name.clone(), p.deck_name.clone(), p.deck.decklist()))
        .collect();
    let game = NewGame { players, seed: series.game_seed(), life: series.life, mode: series.mode, lang };
    let mut scene = new_game(&game);
    let decks: Vec<String> = game.players.iter().map(|(p, deck, _)| format!("{p} ({deck})")).collect();
    let n = series.game_number();
    let words = [("n", n.to_string()), ("decks", decks.join(" vs ")), ("score", series.score_in(lang))];
    scene.title = lang.t_of("decks-title-match-game", &words);
    scene.rules.insert(0, "103.1".into());
    scene.series = Some(series.clone());
    checked(&scene, db)
}
