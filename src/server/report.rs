//! What a served table tells its server, a line on its standard output (`net::served` writes
//! them, `server::tables` reads them), and how its password reaches it.

use serde::{Deserialize, Serialize};

/// The first word of a report line.
pub const REPORT: &str = "report ";
/// The environment variable that hands a locked table its desk's password (the hash the
/// server keeps; never on the command line, where other users of the machine could read it).
pub const KEY_VAR: &str = "BIFRONTE_TABLE_KEY";

/// What a table tells its server.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableReport {
    /// The seated players, in seat order.
    pub seated: Vec<String>,
    /// Those of them connected now.
    pub present: Vec<String>,
    /// Spectators watching.
    pub watching: u32,
    /// The game has started.
    pub started: bool,
    /// The turn.
    pub turn: u32,
    /// How the game ended, once it has ("Alice won", "a draw").
    pub over: Option<String>,
    /// The seats' rejoin tokens.
    pub tokens: Vec<(String, u64)>,
    /// Each seat's decklist text ("" for a shipped sample deck), once the game is over.
    pub decks: Vec<String>,
    /// A match's games won by each player, once the match is over (a draft pod's Swiss rounds
    /// count them).
    #[serde(default)]
    pub match_wins: Vec<(String, u32)>,
}

/// Reads a report line (without its first word).
pub fn read_report(line: &str) -> Option<TableReport> {
    serde_json::from_str(line.strip_prefix(REPORT)?).ok()
}
