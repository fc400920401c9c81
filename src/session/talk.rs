//! What players say to each other at a networked table, and the undo question: state that the
//! network side fills and answers and the overlay shows, kept here so that neither depends on
//! the other (the network depends on no UI).

use bevy::prelude::*;

/// A line of chat at a networked table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// Who said it.
    pub from: String,
    /// What they said.
    pub text: String,
    /// How many lines of the log came before it.
    pub after: usize,
}

/// A networked table's chat: what was said, shown in the log panel where it came. It never goes
/// through the rules log: a player's words are theirs, not the table's.
#[derive(Resource, Clone, Debug, Default)]
pub struct Chat {
    /// What was said, oldest first.
    pub lines: Vec<ChatLine>,
}

/// At a networked table, an undo being asked for, if one is.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct UndoQuestion(pub Option<UndoAsk>);

/// An undo asked for at a networked table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoAsk {
    /// Who asks.
    pub by: String,
    /// What would be undone, as this window's seat may see it ("Draw a card"), said by the window.
    pub what: crate::i18n::SaidLine,
    /// This window's own asking (it waits for the others), not a question to answer.
    pub mine: bool,
}

/// This window's answer to another player's asking to undo (the network side sends it on).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnswerUndo(pub bool);

/// At a networked table, another player asks this window's seat to allow a request on what is
/// its own: the question's number, who asks, and what, in this seat's words.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ConsentQuestion(pub Option<(u64, String, crate::i18n::SaidLine)>);

/// This window's answer to a [`ConsentQuestion`] (the network side sends it on).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnswerConsent {
    /// The question's number.
    pub id: u64,
    /// Allow it.
    pub accept: bool,
}

/// Something the player said at a networked table (the network side sends it on).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Say(pub String);

/// Before a networked game starts: who is seated, how many seats there are, and, on the host,
/// how players join. The window shows it over the empty table.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Waiting(pub Option<WaitingRoom>);

/// What the waiting window says.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WaitingRoom {
    /// Who is seated so far.
    pub seated: Vec<String>,
    /// Seats at the table.
    pub seats: usize,
    /// On the host: the command a player types to join ("bifronte join 192.168.1.20:5017 --name NAME").
    pub join: Option<String>,
}
