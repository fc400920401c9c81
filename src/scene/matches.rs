//! A match of several games (`bifronte game --match bo3`): played until a player has won
//! enough games; between games each player sideboards (swaps cards between their main deck
//! and sideboard, the deck keeping its size) and one player chooses who takes the first turn
//! (103.1): in the first game a player picked by the match's seeded random source, then the
//! loser of the previous game, after a draw the player who chose before.
//!
//! The match is data beside the table: a save holds it (`Scene::series`), so a match is saved
//! and resumed like a game; the session (`session::matches`) moves it on as games end, and
//! each game is a new game scene ([`super::game::new_game`]) from the decks as sideboarded.

use crate::i18n::Said;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::cards::decklist::{DeckEntry, Decklist};

/// A deck's parts as a match keeps them: (count, name) lists.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckParts {
    /// The main deck.
    pub main: Vec<(u32, String)>,
    /// The sideboard.
    #[serde(default)]
    pub sideboard: Vec<(u32, String)>,
    /// The commander(s).
    #[serde(default)]
    pub commander: Vec<(u32, String)>,
    /// The companion (outside the game, 702.139a).
    #[serde(default)]
    pub companion: Vec<(u32, String)>,
}

fn parts(entries: &[DeckEntry]) -> Vec<(u32, String)> {
    entries.iter().map(|e| (e.count, e.name.clone())).collect()
}

fn entries(parts: &[(u32, String)]) -> Vec<DeckEntry> {
    parts.iter().map(|(count, name)| DeckEntry { count: *count, name: name.clone(), line: 0 }).collect()
}

impl DeckParts {
    /// A decklist's parts.
    pub fn of(deck: &Decklist) -> DeckParts {
        DeckParts {
            main: parts(&deck.main),
            sideboard: parts(&deck.sideboard),
            commander: parts(&deck.commander),
            companion: parts(&deck.companion),
        }
    }

    /// As a decklist.
    pub fn decklist(&self) -> Decklist {
        Decklist {
            main: entries(&self.main),
            sideboard: entries(&self.sideboard),
            commander: entries(&self.commander),
            companion: entries(&self.companion),
            ..Default::default()
        }
    }

    /// Cards in the main deck.
    pub fn main_size(&self) -> u32 {
        self.main.iter().fold(0u32, |n, e| n.saturating_add(e.0))
    }

    /// How many of a name a list holds.
    pub fn count(list: &[(u32, String)], name: &str) -> u32 {
        list.iter().filter(|e| e.1 == name).map(|e| e.0).sum()
    }

    /// Moves one copy of `name` from the main deck to the sideboard (`to_sideboard`) or back;
    /// false when there is none to move.
    pub fn swap_one(&mut self, name: &str, to_sideboard: bool) -> bool {
        let (from, to) = match to_sideboard {
            true => (&mut self.main, &mut self.sideboard),
            false => (&mut self.sideboard, &mut self.main),
        };
        let Some(i) = from.iter().position(|e| e.1 == name && e.0 > 0) else { return false };
        from[i].0 -= 1;
        if from[i].0 == 0 {
            from.remove(i);
        }
        match to.iter_mut().find(|e| e.1 == name) {
            Some(e) => e.0 += 1,
            None => to.push((1, name.to_string())),
        }
        true
    }

    /// Every card of the main deck and sideboard together, by name.
    /// Counted wide: counts a hostile client sends can't wrap around to look like the deck's.
    fn pool(&self) -> std::collections::BTreeMap<&str, u64> {
        let mut all = std::collections::BTreeMap::new();
        for (n, name) in self.main.iter().chain(&self.sideboard) {
            *all.entry(name.as_str()).or_default() += u64::from(*n);
        }
        all
    }
}

/// One player of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchPlayer {
    /// Their name.
    pub name: String,
    /// Their deck's name.
    pub deck_name: String,
    /// The deck as registered for the match (game one).
    pub registered: DeckParts,
    /// The deck of the game being played, or of the last one.
    pub deck: DeckParts,
    /// The deck as sideboarded for the next game, once the player is ready: it becomes `deck`
    /// once everyone is.
    #[serde(default)]
    pub next: Option<DeckParts>,
}

/// One game of the match, once it is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Who chose who took the first turn (103.1).
    pub chooser: String,
    /// Who took the first turn.
    pub first: String,
    /// Who won; `None`: a draw (104.4a).
    pub winner: Option<String>,
}

/// Where the match stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// `chooser` chooses who takes the first turn of the next game (103.1).
    Choosing {
        /// The player choosing.
        chooser: String,
    },
    /// A game is being played.
    Playing {
        /// Who chose.
        chooser: String,
        /// Who took the first turn.
        first: String,
    },
    /// Between games: each player sideboards; these have said they are ready.
    Sideboarding {
        /// The players ready.
        ready: Vec<String>,
    },
    /// Someone won enough games.
    Over {
        /// The match's winner.
        winner: String,
    },
}

/// A match.
#[derive(bevy::prelude::Resource, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// Games a player must win (2 in a best of three).
    pub wins_needed: u32,
    /// The seed of the match's random choices and of each game's shuffles.
    pub seed: u64,
    /// The players, in their seats' order.
    pub players: Vec<MatchPlayer>,
    /// The games played to their end.
    pub games: Vec<GameRecord>,
    /// Where it stands.
    pub stage: Stage,
    /// Each game's starting life total (103.4).
    #[serde(default = "starting_life")]
    pub life: i32,
    /// Whether the rules run each game's turns.
    #[serde(default, skip_serializing_if = "crate::rules::action::RulesMode::is_free")]
    pub mode: crate::rules::action::RulesMode,
}

fn starting_life() -> i32 {
    crate::rules::ops::players::STARTING_LIFE
}

impl Match {
    /// A match of best of `best_of` games (odd, 1 to 9) between these players and decks, in
    /// seat order; its first chooser is picked at random from `seed` (103.1).
    pub fn new(players: Vec<(String, String, Decklist)>, best_of: u32, seed: u64) -> Result<Match, Refused> {
        if best_of == 0 || best_of > 9 || best_of.is_multiple_of(2) {
            return Err(Refused::BestOf(best_of));
        }
        if players.len() < 2 {
            return Err(Refused::Players);
        }
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let chooser = players[rng.random_range(0..players.len())].0.clone();
        let players = players
            .into_iter()
            .map(|(name, deck_name, deck)| {
                let parts = DeckParts::of(&deck);
                MatchPlayer { name, deck_name, registered: parts.clone(), deck: parts, next: None }
            })
            .collect();
        Ok(Match {
            wins_needed: best_of / 2 + 1,
            seed,
            players,
            games: Vec::new(),
            stage: Stage::Choosing { chooser },
            life: starting_life(),
            mode: Default::default(),
        })
    }

    /// The number of the game being played or next (1-based).
    pub fn game_number(&self) -> usize {
        self.games.len() + usize::from(!self.is_over())
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        matches!(self.stage, Stage::Over { .. })
    }

    /// Games won by `player`.
    pub fn wins(&self, player: &str) -> u32 {
        self.games.iter().filter(|g| g.winner.as_deref() == Some(player)).count() as u32
    }

    /// The player of a name.
    pub fn player(&self, name: &str) -> Option<&MatchPlayer> {
        self.players.iter().find(|p| p.name == name)
    }

    /// The score in words, in `lang`: "Alice 1, Bob 0 (best of 3)".
    pub fn score_in(&self, lang: crate::i18n::Lang) -> String {
        self.score_said().text_in(lang)
    }

    /// The score as a message, said in each reader's language ([`MatchView::score`]).
    pub fn score_said(&self) -> crate::i18n::Said {
        let wins: Vec<String> = self.players.iter().map(|p| format!("{} {}", p.name, self.wins(&p.name))).collect();
        let draws = self.games.iter().filter(|g| g.winner.is_none()).count().to_string();
        let best_of = (self.wins_needed * 2 - 1).to_string();
        let args = [("wins", wins.join(", ")), ("n", best_of), ("drawn", draws)];
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        crate::i18n::Said::new(if args[2].1 == "0" { "decks-score" } else { "decks-score-drawn" }, &args)
    }

    /// `chooser` chooses `first` to take the first turn of the next game (103.1). The players
    /// of that game, in turn order: the seats from `first` on.
    pub fn choose_first(&mut self, chooser: &str, first: &str) -> Result<Vec<String>, Refused> {
        let Stage::Choosing { chooser: expected } = &self.stage else {
            return Err(Refused::NoOneChoosing);
        };
        if expected != chooser {
            return Err(Refused::NotTheChooser { chooser: expected.clone(), name: chooser.to_string() });
        }
        let Some(at) = self.players.iter().position(|p| p.name == first) else {
            return Err(Refused::NotPlaying(first.to_string()));
        };
        self.stage = Stage::Playing { chooser: chooser.to_string(), first: first.to_string() };
        Ok(self.players.iter().cycle().skip(at).take(self.players.len()).map(|p| p.name.clone()).collect())
    }

    /// The seed of the next game's shuffles: the match's, moved on by the game's number.
    pub fn game_seed(&self) -> u64 {
        self.seed.wrapping_add((self.games.len() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    /// The game being played ended: `winner` won it (`None`: a draw). The match is over when
    /// they have won enough; else everyone sideboards.
    pub fn finish_game(&mut self, winner: Option<&str>) -> Result<(), Refused> {
        let Stage::Playing { chooser, first } = &self.stage else {
            return Err(Refused::NoGame);
        };
        self.games.push(GameRecord {
            chooser: chooser.clone(),
            first: first.clone(),
            winner: winner.map(String::from),
        });
        self.stage = match winner.filter(|w| self.wins(w) >= self.wins_needed) {
            Some(w) => Stage::Over { winner: w.to_string() },
            None => Stage::Sideboarding { ready: Vec::new() },
        };
        Ok(())
    }

    /// The last game's end was undone (its concession, its last damage): it is being played
    /// again, and whatever sideboarding was done for the next one is dropped.
    pub fn reopen_game(&mut self) -> bool {
        if !matches!(self.stage, Stage::Sideboarding { .. } | Stage::Over { .. }) {
            return false;
        }
        let Some(last) = self.games.pop() else { return false };
        self.stage = Stage::Playing { chooser: last.chooser, first: last.first };
        // Sideboarding is between games: what was chosen for the next one is dropped.
        self.players.iter_mut().for_each(|p| p.next = None);
        true
    }

    /// `player` is done sideboarding, with `deck`: its main deck and sideboard hold the same
    /// cards as before between them (cards are swapped, none added), its commander is the same,
    /// and its main deck keeps its size (or, a constructed deck of sixty or more, stays at
    /// sixty or more: 100.2a). Once everyone is ready, the loser of the last game chooses who
    /// takes the first turn (103.1; after a draw, who chose last).
    pub fn sideboard(&mut self, player: &str, deck: DeckParts) -> Result<(), Refused> {
        let Stage::Sideboarding { ready } = &self.stage else {
            return Err(Refused::NotSideboarding);
        };
        if ready.iter().any(|r| r == player) {
            return Err(Refused::AlreadyReady(player.to_string()));
        }
        let Some(i) = self.players.iter().position(|p| p.name == player) else {
            return Err(Refused::NotPlaying(player.to_string()));
        };
        let registered = &self.players[i].registered;
        if deck.pool() != registered.pool() {
            return Err(Refused::SwapOnly);
        }
        if deck.commander != registered.commander || deck.companion != registered.companion {
            return Err(Refused::CommanderStays);
        }
        let (was, now) = (registered.main_size(), deck.main_size());
        if now != was && !(was >= 60 && now >= 60) {
            return Err(Refused::MainSize { now, was });
        }
        self.players[i].next = Some(deck);
        let mut ready = ready.clone();
        ready.push(player.to_string());
        self.stage = match ready.len() == self.players.len() {
            true => {
                self.players.iter_mut().for_each(|p| p.deck = p.next.take().unwrap_or_else(|| p.deck.clone()));
                Stage::Choosing { chooser: self.next_chooser() }
            }
            false => Stage::Sideboarding { ready },
        };
        Ok(())
    }

    /// Who chooses for the next game (103.1): a loser of the last game (the first of them in
    /// seat order), or after a draw whoever chose for it.
    fn next_chooser(&self) -> String {
        let Some(last) = self.games.last() else { return self.players[0].name.clone() };
        match &last.winner {
            None => last.chooser.clone(),
            Some(w) => self.players.iter().find(|p| &p.name != w).map_or_else(|| w.clone(), |p| p.name.clone()),
        }
    }
}

/// Why a match refuses an answer: nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A match is best of an odd number of games, 1 to 9.
    BestOf(u32),
    /// A main deck may change size between games only at sixty cards or more.
    MainSize {
        /// Its size now.
        now: u32,
        /// Its size before.
        was: u32,
    },
    /// A match needs two players or more.
    Players,
    /// No one is choosing who takes the first turn.
    NoOneChoosing,
    /// Another player chooses (103.1).
    NotTheChooser {
        /// Who chooses.
        chooser: String,
        /// Who tried to.
        name: String,
    },
    /// The player isn't in the match.
    NotPlaying(String),
    /// No game is being played.
    NoGame,
    /// The match isn't between games.
    NotSideboarding,
    /// The player is ready already.
    AlreadyReady(String),
    /// Sideboarding only swaps cards between the deck and the sideboard.
    SwapOnly,
    /// A commander stays the deck's commander.
    CommanderStays,
}

impl Refused {
    /// Why, as a message its reader says.
    pub fn said(&self) -> Said {
        match self {
            Refused::BestOf(n) => Said::new("match-err-best-of", &[("n", &n.to_string())]),
            Refused::MainSize { now, was } => {
                Said::new("match-err-main-size", &[("now", &now.to_string()), ("was", &was.to_string())])
            }
            Refused::Players => Said::new("match-err-players", &[]),
            Refused::NoOneChoosing => Said::new("match-err-no-one-choosing", &[]),
            Refused::NotTheChooser { chooser, name } => {
                Said::new("match-err-not-the-chooser", &[("chooser", chooser), ("name", name)])
            }
            Refused::NotPlaying(name) => Said::new("match-err-not-playing", &[("name", name)]),
            Refused::NoGame => Said::new("match-err-no-game", &[]),
            Refused::NotSideboarding => Said::new("match-err-not-sideboarding", &[]),
            Refused::AlreadyReady(name) => Said::new("match-err-already-ready", &[("name", name)]),
            Refused::SwapOnly => Said::new("match-err-swap-only", &[]),
            Refused::CommanderStays => Said::new("match-err-commander-stays", &[]),
        }
    }
}

crate::i18n::said_by_said!(Refused);

impl From<Refused> for Said {
    fn from(refused: Refused) -> Said {
        refused.said()
    }
}

/// What one seat is shown of a match: the score and where it stands, which everyone sees, and
/// its own deck and sideboard, which no other seat does.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchView {
    /// Each player's name and games won, in seat order.
    pub wins: Vec<(String, u32)>,
    /// The score, said in the reader's language.
    pub score: crate::i18n::Said,
    /// The game being played, or the next.
    pub game: usize,
    /// Where it stands (`None` for the stage: the match view of a player not in it sees it as
    /// everyone does).
    pub stage: Option<Stage>,
    /// The seat's own deck as it stands (sideboarded for the next game once ready), if the seat
    /// plays in the match.
    pub mine: Option<DeckParts>,
    /// The seat's deck as registered (what sideboarding may swap).
    pub registered: Option<DeckParts>,
    /// Why the chooser chooses (103.1), said in the reader's language.
    pub why: Said,
}

impl MatchView {
    /// Games won by `player`.
    pub fn wins_of(&self, player: &str) -> u32 {
        self.wins.iter().find(|w| w.0 == player).map_or(0, |w| w.1)
    }
}

impl Match {
    /// What `seat` is shown of the match.
    pub fn view_for(&self, seat: &str) -> MatchView {
        let me = self.player(seat);
        let why = match (&self.stage, self.games.last()) {
            (Stage::Choosing { .. }, None) => Said::new("match-why-random", &[]),
            (Stage::Choosing { .. }, Some(g)) if g.winner.is_none() => Said::new("match-why-drawn", &[]),
            (Stage::Choosing { .. }, Some(_)) => Said::new("match-why-lost", &[("n", &self.games.len().to_string())]),
            _ => Said::default(),
        };
        MatchView {
            wins: self.players.iter().map(|p| (p.name.clone(), self.wins(&p.name))).collect(),
            score: self.score_said(),
            game: self.game_number(),
            stage: Some(self.stage.clone()),
            mine: me.map(|p| p.next.clone().unwrap_or_else(|| p.deck.clone())),
            registered: me.map(|p| p.registered.clone()),
            why,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck(main: &[(u32, &str)], side: &[(u32, &str)]) -> Decklist {
        let e =
            |l: &[(u32, &str)]| l.iter().map(|(c, n)| DeckEntry { count: *c, name: n.to_string(), line: 1 }).collect();
        Decklist { main: e(main), sideboard: e(side), ..Default::default() }
    }

    fn bo3(seed: u64) -> Match {
        let a = deck(&[(36, "Forest"), (24, "Grizzly Bears")], &[(4, "Naturalize")]);
        let b = deck(&[(40, "Island"), (20, "Delver of Secrets")], &[(3, "Negate")]);
        Match::new(vec![("Alice".into(), "green".into(), a), ("Bob".into(), "blue".into(), b)], 3, seed).unwrap()
    }

    fn chooser(m: &Match) -> String {
        match &m.stage {
            Stage::Choosing { chooser } => chooser.clone(),
            s => panic!("not choosing: {s:?}"),
        }
    }

    #[test]
    fn rule_103_1_the_first_game_s_chooser_is_picked_at_random_from_the_seed() {
        let picked: Vec<String> = (0..40).map(|s| chooser(&bo3(s))).collect();
        assert!(picked.contains(&"Alice".to_string()) && picked.contains(&"Bob".to_string()), "{picked:?}");
        assert_eq!(chooser(&bo3(7)), chooser(&bo3(7)), "the same seed, the same chooser");
        assert!(Match::new(Vec::new(), 3, 1).is_err());
        assert!(bo3(1).choose_first("Nobody", "Alice").is_err());
    }

    #[test]
    fn rule_103_1_the_loser_of_the_previous_game_chooses_and_after_a_draw_the_previous_chooser() {
        let mut m = bo3(3);
        let first = chooser(&m);
        let other = if first == "Alice" { "Bob" } else { "Alice" };
        assert!(m.choose_first(other, other).is_err(), "only the chooser chooses");
        // The chooser lets the other player go first: the turn order starts with them.
        assert_eq!(m.choose_first(&first, other).unwrap(), [other.to_string(), first.clone()]);
        m.finish_game(Some("Alice")).unwrap();
        assert_eq!(m.score_in(crate::i18n::Lang::En), "Alice 1, Bob 0 (best of 3)");
        assert_eq!(m.score_said().text_in(crate::i18n::Lang::It), "Alice 1, Bob 0 (al meglio di 3)");
        m.sideboard("Alice", m.players[0].deck.clone()).unwrap();
        assert!(matches!(m.stage, Stage::Sideboarding { .. }), "Bob isn't ready yet");
        m.sideboard("Bob", m.players[1].deck.clone()).unwrap();
        assert_eq!(chooser(&m), "Bob", "the loser of game one chooses");
        m.choose_first("Bob", "Bob").unwrap();
        m.finish_game(None).unwrap();
        m.sideboard("Alice", m.players[0].deck.clone()).unwrap();
        m.sideboard("Bob", m.players[1].deck.clone()).unwrap();
        assert_eq!(chooser(&m), "Bob", "after a draw, who chose before");
        assert_eq!(m.game_number(), 3);
    }

    #[test]
    fn two_wins_end_a_best_of_three_and_an_undone_end_reopens_the_game() {
        let mut m = bo3(5);
        let c = chooser(&m);
        m.choose_first(&c, "Alice").unwrap();
        m.finish_game(Some("Bob")).unwrap();
        m.sideboard("Alice", m.players[0].deck.clone()).unwrap();
        m.sideboard("Bob", m.players[1].deck.clone()).unwrap();
        m.choose_first("Alice", "Alice").unwrap();
        assert_eq!(m.game_number(), 2);
        m.finish_game(Some("Bob")).unwrap();
        assert_eq!(m.stage, Stage::Over { winner: "Bob".into() });
        assert_eq!(m.score_in(crate::i18n::Lang::En), "Alice 0, Bob 2 (best of 3)");
        assert!(m.reopen_game());
        assert_eq!(m.stage, Stage::Playing { chooser: "Alice".into(), first: "Alice".into() });
        assert_eq!(m.games.len(), 1);
        assert_ne!(bo3(5).game_seed(), m.game_seed(), "each game shuffles from a seed of its own");
        assert!(Match::new(vec![], 2, 1).unwrap_err().to_string().contains("best of 1, 3"));
    }

    #[test]
    fn sideboarding_swaps_cards_keeps_the_size_and_adds_nothing() {
        let mut m = bo3(9);
        let c = chooser(&m);
        m.choose_first(&c, "Alice").unwrap();
        assert!(m.sideboard("Alice", m.players[0].deck.clone()).is_err(), "not during a game");
        m.finish_game(Some("Alice")).unwrap();
        let mut swapped = m.players[0].deck.clone();
        assert!(swapped.swap_one("Grizzly Bears", true) && swapped.swap_one("Naturalize", false));
        assert!(!swapped.swap_one("Negate", false), "Bob's card isn't Alice's");
        let mut short = swapped.clone();
        short.swap_one("Forest", true);
        assert!(m.sideboard("Alice", short).unwrap_err().to_string().contains("keeps its 60"));
        let mut stolen = swapped.clone();
        stolen.sideboard.push((1, "Negate".into()));
        assert!(m.sideboard("Alice", stolen).unwrap_err().to_string().contains("none added"));
        // Counts that would wrap a 32-bit sum back to the deck's (a library of billions).
        let mut wrapped = swapped.clone();
        wrapped.main.push((u32::MAX, "Forest".into()));
        wrapped.main.push((1, "Forest".into()));
        assert!(m.sideboard("Alice", wrapped).unwrap_err().to_string().contains("none added"));
        m.sideboard("Alice", swapped.clone()).unwrap();
        assert!(m.sideboard("Alice", swapped).unwrap_err().to_string().contains("already"));
        m.sideboard("Bob", m.players[1].deck.clone()).unwrap();
        let alice = m.player("Alice").unwrap();
        assert_eq!(DeckParts::count(&alice.deck.main, "Naturalize"), 1);
        assert_eq!(DeckParts::count(&alice.deck.main, "Grizzly Bears"), 23);
        assert_eq!(DeckParts::count(&alice.registered.main, "Naturalize"), 0, "as registered, kept");
        assert!(m.sideboard("Alice", alice.deck.clone()).unwrap_err().to_string().contains("between the games"));
    }
}
