//! The rules log: every action and every outcome the rules decide, with its rule number.

use bevy::prelude::*;

use super::action::Action;

/// One line of the log.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    /// The turn it happened in.
    pub turn: u32,
    /// Index of the action in `ActionHistory` that led to it (`None` for setup).
    pub action: Option<usize>,
    /// The rule that decided the outcome ("701.27c"), if any.
    pub rule: Option<&'static str>,
    /// What happened, e.g. "Grizzly Bears isn't double-faced; nothing happens" (empty on the
    /// line that opens an action).
    pub text: String,
    /// On the line that opens an action: the action as requested, written in RON only when
    /// the line is shown ("> Transform(\"smith\")"), so applying an action formats nothing.
    pub requested: Option<Box<Action>>,
}

impl LogEntry {
    /// What happened, without the rule: the text, or "> " and the action in RON on the line
    /// that opens an action.
    pub fn what(&self) -> std::borrow::Cow<'_, str> {
        match &self.requested {
            Some(action) => format!("> {}", crate::format::compact_ron(action)).into(),
            None => self.text.as_str().into(),
        }
    }
}

impl std::fmt::Display for LogEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.rule {
            Some(r) => write!(f, "{r}: {}", self.what()),
            None => f.write_str(&self.what()),
        }
    }
}

/// The log, and how much of it `RulesSystems::Log` has published.
#[derive(Resource, Clone, Debug, Default)]
pub struct RulesLog {
    /// Every entry, oldest first.
    pub entries: Vec<LogEntry>,
    /// How many entries have been published as messages.
    pub published: usize,
    /// The turn and action new entries belong to.
    pub current_turn: u32,
    /// The action new entries belong to.
    pub current_action: Option<usize>,
    /// How many times the table was cleared and rebuilt (undo, load, scene restart).
    pub epoch: u64,
}

impl RulesLog {
    /// Adds an entry decided by a rule.
    pub fn rule(&mut self, rule: &'static str, text: impl Into<String>) {
        self.push(Some(rule), text.into());
    }
    /// Adds an entry with no rule.
    pub fn note(&mut self, text: impl Into<String>) {
        self.push(None, text.into());
    }
    /// Opens an action's lines with the action itself.
    pub fn requested(&mut self, action: Action) {
        let (turn, index) = (self.current_turn, self.current_action);
        self.entries.push(LogEntry {
            turn,
            action: index,
            rule: None,
            text: String::new(),
            requested: Some(Box::new(action)),
        });
    }
    fn push(&mut self, rule: Option<&'static str>, text: String) {
        let (turn, action) = (self.current_turn, self.current_action);
        self.entries.push(LogEntry { turn, action, rule, text, requested: None });
    }
    /// Whether any entry cites `rule` (exactly, or as a prefix like "701.27").
    pub fn cites(&self, rule: &str) -> bool {
        self.entries.iter().any(|e| e.rule.is_some_and(|r| r.starts_with(rule)))
    }
    /// The entries not yet published.
    pub fn unpublished(&self) -> &[LogEntry] {
        &self.entries[self.published..]
    }
}

/// Sent once a frame's rules work is done, when the log has new entries: which ones (read
/// them in `RulesLog::entries`; `epoch` tells a log rebuilt since from the same one).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct RulesLogged {
    /// The log's epoch when they were written.
    pub epoch: u64,
    /// The new entries' indices.
    pub entries: std::ops::Range<usize>,
}

/// `RulesSystems::Log`: say which entries are new, and write them to the console log.
pub fn publish_log(mut log: ResMut<RulesLog>, mut out: MessageWriter<RulesLogged>) {
    if log.published == log.entries.len() {
        return;
    }
    for e in log.unpublished() {
        // Formatted only where the console shows debug lines.
        debug!("{e}");
    }
    out.write(RulesLogged { epoch: log.epoch, entries: log.published..log.entries.len() });
    log.published = log.entries.len();
}

/// Writes a log line decided by a rule.
pub fn log(world: &mut World, rule: &'static str, text: impl Into<String>) {
    world.resource_mut::<RulesLog>().rule(rule, text);
}

/// Writes a log line that no rule decides ("no object with id ...").
pub fn note(world: &mut World, text: impl Into<String>) {
    world.resource_mut::<RulesLog>().note(text);
}
