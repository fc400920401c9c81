//! What crosses the network, and the limits on it. A seat sends requests (a join, an action
//! under a sequence number, a chat line); the host sends each seat its own model
//! ([`SeatModel`]) and answers each request. Messages are postcard over replicon's ordered
//! channel; a message from a client is decoded here, with a size cap, before anything reads it.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::rules::Action;
use crate::view::seat::SeatModel;

/// The netcode protocol id: a client of another build or program is refused at the handshake.
pub const PROTOCOL_ID: u64 = 0xB1F0_4E54_0000_0018;

/// The port a host listens on (UDP, and TCP for the desk), once it does.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listening(pub u16);

/// The default UDP port.
pub const DEFAULT_PORT: u16 = 5017;

/// The largest message a client may send (a decklist of 250 lines fits many times over).
pub const MAX_CLIENT_MESSAGE: usize = 64 * 1024;

/// The most requests a seat may make in one second; past it they are dropped (and logged).
pub const MAX_REQUESTS_PER_SECOND: u32 = 50;

/// Questions a seat may put to other players a second (requests on what is theirs); more are
/// refused.
pub const MAX_QUESTIONS_PER_SECOND: u32 = 5;

/// Undo votes a connection may give a second; more are dropped.
pub const MAX_UNDO_VOTES_PER_SECOND: u32 = 3;

/// The longest name, the longest chat line (in characters) and the chat lines a connection may
/// say a second: the same at a table as in a server's lobby.
pub use crate::server::protocol::{MAX_CHAT, MAX_CHAT_PER_SECOND, MAX_NAME};

/// The largest message a client takes from its host: a model of a crowded table with its whole
/// log is a few hundred kilobytes. A hostile host's message past it is dropped unread.
pub const MAX_HOST_MESSAGE: usize = 4 * 1024 * 1024;

/// The most players a model may name (a game has at most this many seats).
pub const MAX_PLAYERS: usize = 16;

/// The most objects, and the most cards in hidden piles, a model may show: no table holds more
/// ([`crate::rules::ops::tokens::MAX_OBJECTS`]).
pub const MAX_SHOWN: usize = crate::rules::ops::tokens::MAX_OBJECTS;

/// The most log lines a client keeps for its seat: a model that would make the log longer is
/// dropped (a long game writes a few thousand).
pub const MAX_LOG_LINES: usize = 100_000;

/// The most chat lines, refusals and waiting requests a client keeps (the oldest go first).
pub const MAX_KEPT: usize = 500;

/// The most whole replays a connection takes: one a game of the longest match (best of 9).
pub const MAX_WHOLE_REPLAYS: u32 = 9;

/// How long a connection may stay without joining before the host drops it.
pub const JOIN_WITHIN: std::time::Duration = std::time::Duration::from_secs(10);

/// A client's message to the host.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[allow(clippy::large_enum_variant, reason = "one message at a time, decoded once and handled at once")]
pub enum ToHost {
    /// Take a seat (or watch): the name to play under, the deck (a decklist's text, any format
    /// `bifronte deck check` reads), the host's password, and the token the host gave this
    /// name before, to get the seat back after a drop.
    Join {
        /// The player's name.
        name: String,
        /// The decklist's text (the host's sample deck if none).
        deck: Option<String>,
        /// The game's password, if it has one.
        password: Option<String>,
        /// The token from an earlier [`ToClient::Welcome`], to take the same seat again.
        token: Option<u64>,
        /// Watch instead of playing.
        spectate: bool,
    },
    /// Do something at the table, as this seat, naming objects by this seat's ids. `seq` counts
    /// from 1 and goes up each request: a number already used is ignored (exactly once); any
    /// higher one is taken, so a request lost on the way wedges nothing.
    Request {
        /// The request's number.
        seq: u64,
        /// What to do.
        action: Action,
    },
    /// A chat line, shown in everyone's log.
    Chat(String),
    /// Undo at a networked table: ask the other players to take the last action back, or
    /// answer another player's asking.
    Undo(UndoVote),
    /// The answer to [`ToClient::ConsentAsked`]: allow another player's request, or not.
    Consent {
        /// The question's number.
        id: u64,
        /// Allow it.
        accept: bool,
    },
    /// In a match, this seat's answer between games.
    Match(MatchAnswer),
    /// Never sent: a message the host's decoder couldn't read, and why, with the request's
    /// number when it could still tell it (the host answers it, so the asker isn't left
    /// waiting).
    #[serde(skip)]
    Unreadable {
        /// The request's number (0 when it isn't a request, or can't be told).
        seq: u64,
        /// Why it doesn't read.
        why: String,
    },
}

/// A seat's answer to what a match asks between its games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchAnswer {
    /// The seat chooses who takes the first turn of the next game (103.1).
    FirstTurn(String),
    /// The seat is ready for the next game with this deck (swapped with its sideboard).
    Sideboard(crate::scene::matches::DeckParts),
}

/// A seat's word on undoing the table's last action: it is undone once every seat accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UndoVote {
    /// Ask to undo it (the asker accepts).
    Ask,
    /// Accept another player's asking.
    Accept,
    /// Decline it: nothing is undone.
    Decline,
}

/// The host's message to one client.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToClient {
    /// Seated (or watching): the seat's name ("" for a spectator) and the token that gets the
    /// seat back after a drop.
    Welcome {
        /// The seat.
        seat: String,
        /// The rejoin token.
        token: u64,
        /// The last request the host applied for this seat (0 for none): after a rejoin,
        /// the client goes on from there.
        last_seq: u64,
    },
    /// Who is seated so far, before the game starts.
    Lobby {
        /// The seated players' names.
        seated: Vec<String>,
        /// How many seats the game has.
        seats: usize,
    },
    /// The table as this seat may see it (sent again whenever it changes), with the log's lines
    /// from `log_from` on: the client has the earlier ones (`log_from` 0: the whole log).
    Model {
        /// Where the model's log lines go in the whole log.
        log_from: usize,
        /// The model.
        model: Box<SeatModel>,
    },
    /// A request was applied.
    Applied {
        /// Its number.
        seq: u64,
    },
    /// A join or a request was refused, and why; nothing changed.
    Refused {
        /// The request's number (0 for a join or a message that wasn't a request).
        seq: u64,
        /// Why, to be said in the client's language.
        reason: crate::i18n::Said,
    },
    /// The host drops this connection, and why (a refused join, a name taken, the seat taken
    /// back by its player's new connection): the client stops, and doesn't connect again.
    Goodbye {
        /// Why, to be said in the client's language.
        reason: crate::i18n::Said,
    },
    /// A part of the game's whole replay, gzipped: sent to each seat once the game is over
    /// (`net::whole_replay`).
    WholeReplay {
        /// This part's index.
        part: u32,
        /// How many parts in all.
        parts: u32,
        /// Its bytes (at most `whole_replay::PART_BYTES`).
        bytes: Vec<u8>,
    },
    /// A chess clock's times, which the host keeps: each player's whole seconds left, sent
    /// once a second.
    Clock {
        /// (player, seconds left), in seat order.
        times: Vec<(String, u32)>,
    },
    /// A chat line: who said it and what.
    Chat {
        /// Who.
        from: String,
        /// What.
        text: String,
    },
    /// A player asks to undo the table's last action; every seat answers.
    UndoAsked {
        /// Who asks.
        by: String,
        /// What would be undone, as this connection may see it ("Draw a card"): a message its
        /// window says in its own language.
        what: crate::i18n::SaidLine,
    },
    /// The undo asked for was done, or not, and why.
    UndoSettled {
        /// The last action was taken back.
        undone: bool,
        /// What happened, a message.
        why: crate::i18n::Said,
    },
    /// A request waits for another player's answer: it touches what is theirs.
    Waiting {
        /// The request's number: `Applied` or `Refused` follows once they answer.
        seq: u64,
        /// Whom it waits for.
        on: String,
    },
    /// Another player asks this seat to allow a request on what is this seat's (answer with
    /// [`ToHost::Consent`]).
    ConsentAsked {
        /// The question's number.
        id: u64,
        /// Who asks.
        by: String,
        /// What, as this seat may see it: a message its window says in its own language.
        what: crate::i18n::SaidLine,
    },
    /// The question is closed (answered, or replaced by the asker's next one).
    ConsentSettled {
        /// The question's number.
        id: u64,
    },
}

/// Why a client's message was dropped before anyone read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// Longer than [`MAX_CLIENT_MESSAGE`].
    TooLarge(usize),
    /// Not a message: postcard's complaint, at a byte offset where it can tell.
    Malformed(String),
    /// A message that holds more of something than a table has.
    TooMany(TooMany),
}

/// More of something in a host's message than a table has: what, how many, and the most.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooMany {
    /// What there is too much of ("objects").
    pub what: &'static str,
    /// How many there are.
    pub n: usize,
    /// The most there may be.
    pub most: usize,
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::TooLarge(n) => write!(f, "a message of {n} bytes (at most {MAX_CLIENT_MESSAGE})"),
            DecodeError::Malformed(e) => write!(f, "a malformed message: {e}"),
            DecodeError::TooMany(TooMany { what, n, most }) => {
                write!(f, "a malformed message: {n} {what} (at most {most})")
            }
        }
    }
}

impl std::error::Error for DecodeError {}

/// Decodes a client's message: the size first, then postcard, then every byte must have been
/// read (trailing bytes are malformed too).
pub fn decode_to_host(bytes: &[u8]) -> Result<ToHost, DecodeError> {
    if bytes.len() > MAX_CLIENT_MESSAGE {
        return Err(DecodeError::TooLarge(bytes.len()));
    }
    match postcard::take_from_bytes::<ToHost>(bytes) {
        Ok((m, [])) => Ok(m),
        Ok((_, rest)) => Err(DecodeError::Malformed(format!(
            "{} trailing byte(s) at offset {}",
            rest.len(),
            bytes.len() - rest.len()
        ))),
        Err(e) => Err(DecodeError::Malformed(e.to_string())),
    }
}

/// Decodes a host's message: the size first, then postcard (every byte read), then what it
/// holds is counted ([`check_from_host`]), so a hostile host can make its client allocate only
/// so much, and keep nothing out of bounds.
pub fn decode_to_client(bytes: &[u8]) -> Result<ToClient, DecodeError> {
    if bytes.len() > MAX_HOST_MESSAGE {
        return Err(DecodeError::TooLarge(bytes.len()));
    }
    let m = match postcard::take_from_bytes::<ToClient>(bytes) {
        Ok((m, [])) => m,
        Ok((_, rest)) => {
            let at = bytes.len() - rest.len();
            return Err(DecodeError::Malformed(format!("{} trailing byte(s) at offset {at}", rest.len())));
        }
        Err(e) => return Err(DecodeError::Malformed(e.to_string())),
    };
    check_from_host(&m).map_err(DecodeError::TooMany)?;
    Ok(m)
}

/// What a host's message may hold: a model's players, objects, hidden cards and arrows no more
/// than a table has, a chat line, a name and a clock no longer than the host itself allows.
pub fn check_from_host(m: &ToClient) -> Result<(), TooMany> {
    let over = |what: &'static str, n: usize, most: usize| match n > most {
        true => Err(TooMany { what, n, most }),
        false => Ok(()),
    };
    match m {
        ToClient::Model { model, .. } => {
            let t = &model.table;
            over("players", model.players.len().max(t.players.len()), MAX_PLAYERS)?;
            over("objects", t.objects.len(), MAX_SHOWN)?;
            over("hidden piles", t.hidden.len(), MAX_PLAYERS * 8)?;
            let hidden = t.hidden.iter().try_fold(0usize, |n, h| n.checked_add(h.count)).unwrap_or(usize::MAX);
            over("hidden cards", hidden, MAX_SHOWN)?;
            over("arrows", t.arrows.len(), MAX_SHOWN)?;
            over("log lines", model.log.len(), MAX_LOG_LINES)?;
            // A line's message is said part by part: a bounded number of parts and arguments.
            for said in model.log.iter().filter_map(|l| l.said.as_ref()) {
                over("parts of a log line", said.parts.len(), crate::i18n::MAX_SAID_PARTS)?;
                let args = said.parts.iter().map(|p| p.args.len()).max().unwrap_or(0);
                over("arguments of a message", args, crate::i18n::MAX_SAID_ARGS)?;
            }
            // A match's score and its reason for who chooses are messages too.
            if let Some(series) = &model.series {
                over("players of a match", series.wins.len(), MAX_PLAYERS)?;
                let args = series.score.args.len().max(series.why.args.len());
                over("arguments of a message", args, crate::i18n::MAX_SAID_ARGS)?;
            }
            Ok(())
        }
        // An undo question's action is a line of messages too, and its outcome a message.
        ToClient::UndoAsked { by, what } => {
            over("characters of a name", by.chars().count(), MAX_NAME + 12)?;
            over("parts of a log line", what.parts.len(), crate::i18n::MAX_SAID_PARTS)?;
            let args = what.parts.iter().map(|p| p.args.len()).max().unwrap_or(0);
            over("arguments of a message", args, crate::i18n::MAX_SAID_ARGS)
        }
        ToClient::UndoSettled { why, .. } => over("arguments of a message", why.args.len(), crate::i18n::MAX_SAID_ARGS),
        ToClient::ConsentAsked { by, what, .. } => {
            over("characters of a name", by.chars().count(), MAX_NAME + 12)?;
            over("parts of a log line", what.parts.len(), crate::i18n::MAX_SAID_PARTS)?;
            let args = what.parts.iter().map(|p| p.args.len()).max().unwrap_or(0);
            over("arguments of a message", args, crate::i18n::MAX_SAID_ARGS)
        }
        ToClient::Lobby { seated, seats } => over("seats", seated.len().max(*seats), MAX_PLAYERS),
        ToClient::Clock { times } => over("clocks", times.len(), MAX_PLAYERS),
        ToClient::Chat { from, text } => {
            over("characters of a name", from.chars().count(), MAX_NAME + 12)?;
            over("characters of chat", text.chars().count(), MAX_CHAT)
        }
        ToClient::WholeReplay { bytes, .. } => {
            over("bytes of a replay part", bytes.len(), crate::session::replay_parts::PART_BYTES)
        }
        _ => Ok(()),
    }
}

/// Encodes a message with postcard.
pub fn encode<T: Serialize>(m: &T) -> Vec<u8> {
    postcard::to_stdvec(m).expect("the protocol's types serialize")
}

/// Replicon's hooks for the client's messages: postcard out, [`decode_to_host`] in (a message
/// it refuses is dropped by replicon, and logged here).
pub(super) fn serialize_to_host(
    _: &mut bevy_replicon::shared::message::ctx::ClientSendCtx,
    m: &ToHost,
    out: &mut Vec<u8>,
) -> bevy::ecs::error::Result<()> {
    out.extend(encode(m));
    Ok(())
}

pub(super) fn deserialize_to_host(
    _: &mut bevy_replicon::shared::message::ctx::ServerReceiveCtx,
    bytes: &mut bevy_replicon::bytes::Bytes,
) -> bevy::ecs::error::Result<ToHost> {
    let taken = std::mem::take(bytes);
    Ok(decode_to_host(&taken).unwrap_or_else(|e| {
        DROPPED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        warn!("dropped a client's message: {e}");
        ToHost::Unreadable { seq: request_number(&taken), why: e.to_string() }
    }))
}

/// The number of a request that doesn't read, from its first bytes (postcard: the variant's
/// index, then the number, each a varint); 0 when they don't say.
fn request_number(bytes: &[u8]) -> u64 {
    let varint = |bytes: &[u8]| -> Option<(u64, usize)> {
        let mut n = 0u64;
        for (i, b) in bytes.iter().take(10).enumerate() {
            n |= u64::from(b & 0x7f).checked_shl(7 * i as u32)?;
            if b & 0x80 == 0 {
                return Some((n, i + 1));
            }
        }
        None
    };
    match varint(bytes) {
        // `Request` is the second variant.
        Some((1, used)) => varint(&bytes[used..]).map_or(0, |(seq, _)| seq),
        _ => 0,
    }
}

pub(super) fn serialize_to_client(
    _: &mut bevy_replicon::shared::message::ctx::ServerSendCtx,
    m: &ToClient,
    out: &mut Vec<u8>,
) -> bevy::ecs::error::Result<()> {
    out.extend(encode(m));
    Ok(())
}

/// The client's side of [`decode_to_client`]: a message it refuses is dropped, and logged.
pub(super) fn deserialize_to_client(
    _: &mut bevy_replicon::shared::message::ctx::ClientReceiveCtx,
    bytes: &mut bevy_replicon::bytes::Bytes,
) -> bevy::ecs::error::Result<ToClient> {
    let taken = std::mem::take(bytes);
    decode_to_client(&taken).map_err(|e| {
        warn!("dropped the host's message: {e}");
        e.into()
    })
}

static DROPPED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many client messages the host's decoder dropped in this process so far.
pub fn dropped_messages() -> u64 {
    DROPPED.load(std::sync::atomic::Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Said};

    #[test]
    fn a_refusal_travels_as_a_message_and_is_said_in_the_client_s_language() {
        let said = Said::new("net-doesnt-control", &[("name", "Bob"), ("owner", "Alice")]);
        let bytes = encode(&ToClient::Refused { seq: 7, reason: said.clone() });
        let Ok(ToClient::Refused { seq, reason }) = postcard::from_bytes::<ToClient>(&bytes) else {
            panic!("not a refusal");
        };
        assert_eq!((seq, &reason), (7, &said));
        assert_eq!(reason.text_in(Lang::En), "Bob doesn't control that; Alice does");
        let italian = reason.text_in(Lang::It);
        assert!(italian.contains("Bob") && italian.contains("Alice") && !italian.contains("doesn't"), "{italian}");
        let french = reason.text_in(Lang::Fr);
        assert!(french.contains("ne contrôle pas"), "{french}");
    }
}
