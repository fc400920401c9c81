//! What a player and the server say in the lobby, and the limits on it. Messages are postcard
//! in the wire's sealed frames (`wire.rs`); every message from a player is decoded here and
//! checked (lengths, counts, characters) before anything reads it. No message is recursive, so
//! nothing nests; a frame's size bounds every list.

use serde::{Deserialize, Serialize};

/// The lobby protocol's version: a player of another one is told so and let go.
pub const LOBBY_VERSION: u32 = 7;
/// The server's port when none is given.
pub const DEFAULT_SERVE_PORT: u16 = 5017;
/// The longest table name, in characters.
pub const MAX_TABLE_NAME: usize = 60;
/// The longest format name, in characters.
pub const MAX_FORMAT: usize = 30;
/// Messages a connection may send a second; past it they are refused, and a connection refused
/// [`MAX_STRIKES`] times is dropped.
pub const MAX_MESSAGES_PER_SECOND: u32 = 20;
/// Chat lines a connection may say a second; more are refused (a table's too, `net::protocol`).
pub const MAX_CHAT_PER_SECOND: u32 = 3;
/// The longest name, in characters (a table's too).
pub const MAX_NAME: usize = 40;
/// The longest chat line, in characters (a table's too).
pub const MAX_CHAT: usize = 500;
/// Tables one connection may create a minute.
pub const MAX_CREATES_PER_MINUTE: u32 = 3;
/// Refusals (malformed messages, over the rate) a connection may collect before it is dropped.
pub const MAX_STRIKES: u32 = 20;
/// Finished games' replays a connection may ask for a minute.
pub const MAX_REPLAYS_PER_MINUTE: u32 = 6;
/// Chat lines a room keeps for who enters it.
pub const ROOM_CHAT_KEPT: usize = 50;

/// A locked table's password verifier, as the player who opens it computes it
/// (`server::secret`): what the server keeps and hands to the table. It checks a password
/// without letting anyone who reads it sit down: the password itself and its stretched form
/// never leave the players' machines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Secret {
    /// The salt the password is stretched under (Argon2id).
    pub salt: [u8; 16],
    /// The words the table's desk and a player prove to each other by SPAKE2 (a hash of the
    /// stretched password): a first check, which alone doesn't seat anyone.
    pub word: [u8; 32],
    /// The public half of the password's key: a joining player signs the desk's exchange with
    /// the secret half, which only the password gives.
    pub public: [u8; 32],
}

/// A table a player asks the server to open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewTable {
    /// Its name in the room's list.
    pub name: String,
    /// Players (2 to 8).
    pub seats: u8,
    /// The format, as the players call it ("commander", "modern", "casual").
    pub format: String,
    /// The password's verifier, for a locked table.
    pub secret: Option<Secret>,
    /// Whether spectators may watch.
    pub spectators: bool,
    /// Whether spectators are judges (they see everything).
    pub judges: bool,
    /// A free table: the players run the turn by hand.
    pub free: bool,
    /// Games of the match it plays: 1 (one game), 3 (best of three), 5, 7 or 9.
    pub best_of: u8,
    /// Its last seat is the table's computer's ([`COMPUTER`], the medium level): the game starts
    /// with one player fewer joining. An assisted table of one game.
    pub computer: bool,
}

/// A draft pod a player asks the server to open in their room: they take its first seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewPod {
    /// Its name in the room's list.
    pub name: String,
    /// Seats (2 to 8): the people who sit down, and bots in the rest once it starts.
    pub seats: u8,
    /// The set whose boosters are opened, by its code ("M20"), from the server's cards.
    pub set: String,
    /// Whether picks are timed (75 s falling to 30 s, then the best rated card is taken).
    pub timer: bool,
}

/// The longest set code, in characters.
pub const MAX_SET_CODE: usize = 8;
/// Draft pods at most on a server, finished ones included (the oldest finished one makes way).
pub const MAX_PODS: usize = 20;

/// A draft pod, as a room's list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PodInfo {
    /// Its number on the server.
    pub id: u64,
    /// Its name.
    pub name: String,
    /// The set drafted.
    pub set: String,
    /// Seats in all.
    pub seats: u8,
    /// The people seated.
    pub seated: Vec<String>,
    /// Whether the draft has begun (no one sits down after).
    pub started: bool,
    /// Whether every pick has been made.
    pub over: bool,
}

/// One seat of a pod as another seat sees it: how far it is, never its cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PodSeatSeen {
    /// Who sits there.
    pub name: String,
    /// Picks made.
    pub picks: u8,
    /// Packs waiting for it.
    pub waiting: u8,
    /// Whether a bot picks there (a bot's seat, or a person's away past the grace).
    pub bot: bool,
    /// Whether its person is away.
    pub away: bool,
}

/// What one seat of a pod sees: its own pack and picks, and of the others how far they are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PodSeen {
    /// The pod.
    pub pod: u64,
    /// The seat's number.
    pub seat: u8,
    /// The token that takes the seat back after a lost connection (`ToServer::SitPod`).
    pub token: u64,
    /// Whether the draft has begun.
    pub started: bool,
    /// The round (1-based).
    pub round: u8,
    /// The pick in the pack in front of the seat, if one is.
    pub pick: Option<u8>,
    /// The pack in front of the seat (empty while it waits).
    pub pack: Vec<crate::draft::PackCard>,
    /// More packs waiting behind it.
    pub more_waiting: u8,
    /// The seat's picks.
    pub pool: Vec<crate::draft::PackCard>,
    /// Seconds left to pick, with the timer on.
    pub seconds_left: Option<u32>,
    /// Every seat, in passing order.
    pub seats: Vec<PodSeatSeen>,
    /// Whether every pick has been made.
    pub over: bool,
    /// Once over: the deck built from the seat's pool, as a decklist (the rest as sideboard).
    pub deck: Option<String>,
    /// Once over: the seat's match in the Swiss round under way.
    pub pairing: Option<PodPairing>,
    /// Once a match is played: every seat's name and match points, first first.
    pub standings: Vec<(String, u32)>,
}

/// A seat's match after the draft (`draft::pairings`): the round, whom it plays and where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PodPairing {
    /// The round (1-based).
    pub round: u8,
    /// The opponent's name; `None` for a bye (a match won).
    pub opponent: Option<String>,
    /// The opponent is a bot: the table's computer plays its deck.
    pub bot: bool,
    /// The table it is played at, once open (its number in the room); a best of three.
    pub table: Option<u64>,
}

/// The name a served table's computer plays under.
pub const COMPUTER: &str = "Computer";

/// A player's message to the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToServer {
    /// The first message: the protocol's version and the name to be known by.
    Hello {
        /// [`LOBBY_VERSION`].
        version: u32,
        /// The player's name (unique on the server while connected).
        name: String,
    },
    /// The rooms, again.
    Rooms,
    /// Enter a room (leaving the one the player was in): its tables, players and recent chat
    /// come back, and its changes follow until the player leaves it.
    Enter {
        /// The room's name.
        room: String,
    },
    /// A chat line in the player's room.
    Say {
        /// What.
        text: String,
    },
    /// Open a table in the player's room.
    Create(NewTable),
    /// Where a table of the player's room is: its port, and its salt if it is locked.
    Where {
        /// The table's number.
        table: u64,
    },
    /// A finished game's whole replay, for a player of it: the table it was played at, the
    /// seat's name and the rejoin token the table gave that seat (what proves it was theirs).
    Replay {
        /// The table's number.
        table: u64,
        /// The seat.
        seat: String,
        /// Its rejoin token.
        token: u64,
    },
    /// Nothing: keeps a quiet connection alive.
    Ping,
    /// Open a draft pod in the player's room, seated at its first seat.
    CreatePod(NewPod),
    /// Sit down at a pod that hasn't begun, or take one's seat back with its token.
    SitPod {
        /// The pod.
        pod: u64,
        /// The seat's token, to take it back.
        token: Option<u64>,
    },
    /// Begin the draft (the pod's opener): the seats no one took are bots, spread between the
    /// people.
    StartPod {
        /// The pod.
        pod: u64,
    },
    /// Pick the card at `card` (0-based) of the pack in front of the player's seat.
    Pick {
        /// The pod.
        pod: u64,
        /// The card's place in the pack.
        card: u8,
    },
}

/// A room, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomInfo {
    /// Its name.
    pub name: String,
    /// What it is for.
    pub description: String,
    /// Tables open or running in it.
    pub tables: u32,
    /// Players in it now.
    pub players: u32,
}

/// Where a table's game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableState {
    /// Waiting for players.
    Open,
    /// The game is on.
    Running,
    /// The game is over; the table ends soon.
    Finished,
    /// The table's process is (re)starting.
    Starting,
}

/// A table, as a room's list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableInfo {
    /// Its number on the server.
    pub id: u64,
    /// Its name.
    pub name: String,
    /// Its format.
    pub format: String,
    /// Seats in all.
    pub seats: u8,
    /// Who is seated.
    pub seated: Vec<String>,
    /// Spectators watching.
    pub watching: u32,
    /// It asks for a password.
    pub locked: bool,
    /// Spectators may watch.
    pub spectators: bool,
    /// Spectators see everything.
    pub judges: bool,
    /// Where its game stands.
    pub state: TableState,
}

/// The server's message to a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FromServer {
    /// The hello was taken: the name the player is known by, and the rooms.
    Welcome {
        /// The player's name.
        name: String,
        /// The rooms.
        rooms: Vec<RoomInfo>,
    },
    /// The rooms.
    Rooms(Vec<RoomInfo>),
    /// The player's room as it is now (sent on entering and whenever a table or a player
    /// comes, goes or changes).
    Room {
        /// Its name.
        room: String,
        /// Its tables, open and running.
        tables: Vec<TableInfo>,
        /// The players in it.
        players: Vec<String>,
    },
    /// A chat line in the player's room.
    Chat {
        /// Who.
        from: String,
        /// What.
        text: String,
    },
    /// The table the player asked for is open.
    Created {
        /// Its number.
        table: u64,
    },
    /// Where a table is: the server's own address, on this port.
    TableAt {
        /// The table.
        table: u64,
        /// Its port (UDP for the game, TCP for its desk).
        port: u16,
        /// Its salt, if it is locked: the player stretches the password under it.
        salt: Option<[u8; 16]>,
    },
    /// The last message was refused, and why; the connection stays.
    Refused {
        /// Why, to be said in the player's language.
        reason: crate::i18n::Said,
    },
    /// A part of a finished game's whole replay (`session::replay_parts`).
    ReplayPart {
        /// The table it was played at.
        table: u64,
        /// This part's index.
        part: u32,
        /// How many parts in all.
        parts: u32,
        /// Its bytes.
        bytes: Vec<u8>,
    },
    /// The answer to a ping.
    Pong,
    /// The draft pods of the player's room (sent with the room and as they change).
    Pods {
        /// The room.
        room: String,
        /// Its pods.
        pods: Vec<PodInfo>,
    },
    /// What the player's seat at a pod sees, whenever it changes.
    Pod(Box<PodSeen>),
    /// The server lets the player go, and why.
    Bye {
        /// Why, to be said in the player's language.
        reason: crate::i18n::Said,
    },
}

/// Decodes a player's message and checks what it says: a clear reason when it can't be read
/// or breaks a limit.
pub fn decode_to_server(bytes: &[u8]) -> Result<ToServer, crate::i18n::Said> {
    use crate::i18n::Said;
    let m: ToServer =
        postcard::from_bytes(bytes).map_err(|e| Said::new("net-lobby-unreadable", &[("why", &e.to_string())]))?;
    // `what` names the field for the message's choice of words: name, room, seat, chat, table, format, pod.
    let text = |what: &str, s: &str, most: usize| match crate::format::fit_name(s, most) {
        true => Ok(()),
        false => Err(Said::new("net-lobby-bad-text", &[("what", what), ("most", &most.to_string())])),
    };
    let not = |id: &str, n: u8| Err(Said::new(id, &[("n", &n.to_string())]));
    match &m {
        ToServer::Hello { name, .. } => text("name", name, MAX_NAME)?,
        ToServer::Enter { room } => text("room", room, MAX_TABLE_NAME)?,
        ToServer::Replay { seat, .. } => text("seat", seat, MAX_NAME)?,
        ToServer::Say { text: t } => text("chat", t, MAX_CHAT)?,
        ToServer::Create(t) => {
            text("table", &t.name, MAX_TABLE_NAME)?;
            text("format", &t.format, MAX_FORMAT)?;
            if !(2..=8).contains(&t.seats) {
                return not("net-lobby-bad-seats", t.seats);
            }
            if t.best_of % 2 == 0 || t.best_of > 9 {
                return Err(Said::new("net-lobby-bad-best-of", &[("n", &t.best_of.to_string())]));
            }
            if t.computer && (t.free || t.best_of != 1) {
                return Err(Said::new("net-lobby-bad-computer", &[]));
            }
        }
        ToServer::CreatePod(p) => {
            text("pod", &p.name, MAX_TABLE_NAME)?;
            if p.set.is_empty() || p.set.len() > MAX_SET_CODE || !p.set.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Err(Said::new("net-lobby-bad-set", &[("most", &MAX_SET_CODE.to_string())]));
            }
            if !(2..=8).contains(&p.seats) {
                return not("net-lobby-bad-pod-seats", p.seats);
            }
        }
        ToServer::Rooms
        | ToServer::Where { .. }
        | ToServer::Ping
        | ToServer::SitPod { .. }
        | ToServer::StartPod { .. }
        | ToServer::Pick { .. } => {}
    }
    Ok(m)
}

/// Encodes a message for the wire.
pub fn encode<T: Serialize>(m: &T) -> Vec<u8> {
    postcard::to_allocvec(m).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_round_trips_and_a_broken_one_gets_a_reason() {
        let new = NewTable {
            name: "Friday".into(),
            seats: 4,
            format: "commander".into(),
            secret: Some(Secret { salt: [1; 16], word: [2; 32], public: [3; 32] }),
            spectators: true,
            judges: false,
            free: false,
            best_of: 3,
            computer: false,
        };
        for m in [
            ToServer::Hello { version: LOBBY_VERSION, name: "Alice".into() },
            ToServer::Rooms,
            ToServer::Enter { room: "Main".into() },
            ToServer::Say { text: "hi".into() },
            ToServer::Create(new.clone()),
            ToServer::Where { table: 7 },
            ToServer::Replay { table: 7, seat: "Bob".into(), token: u64::MAX },
            ToServer::Ping,
            ToServer::CreatePod(NewPod { name: "Friday draft".into(), seats: 8, set: "m20".into(), timer: true }),
            ToServer::SitPod { pod: 3, token: Some(9) },
            ToServer::StartPod { pod: 3 },
            ToServer::Pick { pod: 3, card: 14 },
        ] {
            assert_eq!(decode_to_server(&encode(&m)), Ok(m));
        }
        let bad = |m: ToServer| decode_to_server(&encode(&m)).expect_err("refused").text_in(crate::i18n::Lang::En);
        assert!(bad(ToServer::Hello { version: 1, name: "  ".into() }).contains("name"));
        assert!(bad(ToServer::Say { text: "x".repeat(501) }).contains("chat"));
        assert!(bad(ToServer::Create(NewTable { seats: 9, ..new.clone() })).contains("9"));
        assert!(bad(ToServer::Create(NewTable { best_of: 2, ..new.clone() })).contains("best of 1, 3"));
        assert!(bad(ToServer::Create(NewTable { computer: true, ..new.clone() })).contains("computer"));
        assert!(bad(ToServer::Create(NewTable { name: "a\u{7}b".into(), ..new })).contains("table's name"));
        let pod = NewPod { name: "Pod".into(), seats: 8, set: "m20".into(), timer: false };
        assert!(bad(ToServer::CreatePod(NewPod { seats: 1, ..pod.clone() })).contains("2 to 8"));
        assert!(bad(ToServer::CreatePod(NewPod { set: "m20/../x".into(), ..pod.clone() })).contains("set"));
        assert!(bad(ToServer::CreatePod(NewPod { set: String::new(), ..pod })).contains("set"));
        let junk = decode_to_server(&[0xff, 0xff, 0xff]).expect_err("junk").text_in(crate::i18n::Lang::En);
        assert!(junk.contains("doesn't read"), "{junk}");
        assert!(decode_to_server(&[]).is_err());
    }
}
