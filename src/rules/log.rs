//! The rules log: every action and every outcome the rules decide, with its rule number.
//!
//! A line is typed, never finished text: a message of the translation files chosen where the
//! line is written (`says!("log-destroyed", card = r)`) and its arguments: numbers, words said as
//! they are, nested messages, and the objects and players it speaks of as references
//! ([`LogRef`]), each holding what the kernel knew of the object when the line was written:
//! its name, and the facts that decide who could see it ([`rules::sight`]). The view layer puts
//! a line into words for one viewer (`view::log`), in any language: an object that viewer could
//! not see becomes "a card" or "a face-down permanent", so nothing hidden is ever written and
//! nothing needs to be taken back out.
//!
//! [`rules::sight`]: super::sight

use std::borrow::Cow;

use bevy::prelude::*;

use super::action::{Action, FaceDownKind, Zone};
use super::object::{Controller, FaceDown, InZone, MeldedInto, Owner, Player, Revealed};
use super::sight::{Seen, seen};

/// What kind of line it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogKind {
    /// The line that opens an action: the action as requested ([`LogEntry::requested`]).
    Requested,
    /// An outcome a rule decided.
    Outcome,
    /// A rule refused what was asked: nothing happens.
    Refusal,
    /// A line no rule decides ("no object with id ...", a player's note).
    Note,
}

/// How the kernel named an object when a line was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Naming {
    /// A player's name, or the object's name then (shared: every line that names it again
    /// copies a pointer).
    Name(std::sync::Arc<str>),
    /// A face-down permanent or spell: what kind, never its id or name.
    FaceDown(FaceDownKind),
    /// Nameless (a token copy of nothing, an ability): its id.
    Label(std::sync::Arc<str>),
}

/// Where an object was, as far as who may see it is concerned (the arguments of
/// [`seen`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SightFacts {
    zone: Zone,
    owner: Entity,
    controller: Entity,
    face_down: bool,
    // Boxed: rarely there, and a reference is copied into every line that names the object.
    revealed: Option<Box<Revealed>>,
    top_revealed: bool,
    melded_into: bool,
}

impl SightFacts {
    /// The facts of `e` now; `None` for what has no zone (a player).
    pub fn of(world: &World, e: Entity) -> Option<SightFacts> {
        let o = world.get_entity(e).ok()?;
        let (z, owner, controller) = (o.get::<InZone>()?, o.get::<Owner>()?, o.get::<Controller>()?);
        let top_revealed = z.zone == Zone::Library
            && world.get::<super::object::TopRevealed>(owner.0).is_some()
            && super::sight::library_top(world, owner.0) == Some(e);
        Some(SightFacts {
            zone: z.zone,
            owner: owner.0,
            controller: controller.0,
            face_down: o.get::<FaceDown>().is_some_and(|f| f.0.is_some()),
            revealed: o.get::<Revealed>().map(|r| Box::new(r.clone())),
            top_revealed,
            melded_into: o.contains::<MeldedInto>(),
        })
    }

    fn seen_by(&self, viewer: Entity) -> Seen {
        if self.melded_into {
            return Seen::Hidden;
        }
        seen(
            viewer,
            self.zone,
            self.owner,
            self.controller,
            self.face_down,
            self.revealed.as_deref(),
            self.top_revealed,
        )
    }
}

/// An object (or player) a log line speaks of, as it was when the line was written: how the
/// kernel named it and who could see it then; for a zone change, also who could see it after
/// ([`LogRef::and_after`]): everyone who saw it on either side of the move knows which it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogRef {
    /// The entity (a kernel handle, never written into words).
    pub entity: Entity,
    /// What the kernel called it.
    pub naming: Naming,
    /// Who could see it when it was referred to; `None` for a player (public).
    before: Option<SightFacts>,
    /// Who could see it after the change the line speaks of.
    after: Option<SightFacts>,
    /// Shown to every player at the moment the line speaks of (cast, revealed as it leaves the
    /// battlefield face down), wherever it was.
    shown: bool,
}

impl LogRef {
    /// Refers to `e` as it is now.
    pub fn of(world: &World, e: Entity) -> LogRef {
        let before = SightFacts::of(world, e);
        LogRef { entity: e, naming: naming(world, e), before, after: None, shown: false }
    }

    /// The same reference, also seen as `e` is now (after a move): its name is the name it has
    /// now where the old one was hidden (a card drawn is named as it is in its owner's hand).
    pub fn and_after(mut self, world: &World) -> LogRef {
        self.after = SightFacts::of(world, self.entity);
        if self.before.as_ref().is_some_and(|b| b.zone.is_hidden() || b.face_down) {
            self.naming = naming(world, self.entity);
        }
        self
    }

    /// The same reference, shown to every player at the moment the line speaks of (a spell
    /// being cast, 601.2a; a face-down permanent revealed as it leaves, 708.9), whoever could
    /// see it before. Readers who can't see it now still read "a card".
    pub fn shown_to_all(mut self) -> LogRef {
        self.shown = true;
        self
    }

    /// The same reference, named as the object is named now (seen as before: for a change
    /// that moves nothing, such as a transform).
    pub fn renamed(&self, world: &World) -> LogRef {
        let (before, after) = (self.before.clone(), self.after.clone());
        LogRef { entity: self.entity, naming: naming(world, self.entity), before, after, shown: self.shown }
    }

    /// The same object, called `name` (one of its faces, its printed name) where it is seen.
    pub fn named(mut self, name: impl Into<String>) -> LogRef {
        self.naming = Naming::Name(name.into().into());
        self
    }

    /// What `viewer` saw of it when the line was written (`None`: sees everything). A player
    /// is public.
    pub fn seen_then(&self, viewer: Option<Entity>) -> Seen {
        let Some(v) = viewer else { return Seen::Identity };
        if self.shown {
            return Seen::Identity;
        }
        match (&self.before, &self.after) {
            (None, None) => Seen::Identity,
            (b, a) => b.iter().chain(a.iter()).map(|s| s.seen_by(v)).max().unwrap_or(Seen::Hidden),
        }
    }

    /// Where it was (or went, after a move), for words like "a face-down spell".
    pub fn zone(&self) -> Option<Zone> {
        self.after.as_ref().or(self.before.as_ref()).map(|s| s.zone)
    }

    /// Its name as the kernel wrote it: for whoever may see it.
    pub fn name(&self) -> String {
        match &self.naming {
            Naming::Name(n) | Naming::Label(n) => String::from(&**n),
            Naming::FaceDown(kind) => format!("face-down {kind:?} permanent"),
        }
    }
}

fn naming(world: &World, e: Entity) -> Naming {
    let Ok(o) = world.get_entity(e) else { return Naming::Label("".into()) };
    // A card or token (most lines name one): read first.
    if let Some(c) = o.get::<super::Characteristics>() {
        return match o.get::<FaceDown>().and_then(|f| f.0) {
            Some(kind) => Naming::FaceDown(kind),
            None if !c.name.is_empty() => Naming::Name(c.name.shared()),
            None => Naming::Label(o.get::<super::object::Label>().map_or_else(|| "".into(), |l| l.0.as_str().into())),
        };
    }
    if let Some(p) = o.get::<Player>() {
        return Naming::Name(p.name.as_str().into());
    }
    // An ability on the stack (public, 405.1) by its source, where every player may know the
    // source (not in a hand or a library, not face down).
    if let Some(a) = o.get::<super::object::StackedAbility>() {
        let public = world.get_entity(a.source).is_ok_and(|s| {
            s.get::<InZone>().is_some_and(|z| !z.zone.is_hidden()) && s.get::<FaceDown>().is_none_or(|f| f.0.is_none())
        });
        let source = world.get::<super::Characteristics>(a.source).map(|c| c.name.clone()).unwrap_or_default();
        return Naming::Name(match public && !source.is_empty() {
            true => format!("{source}'s ability").into(),
            false => "an ability".into(),
        });
    }
    match (o.get::<super::Characteristics>(), o.get::<FaceDown>().and_then(|f| f.0)) {
        (_, Some(kind)) => Naming::FaceDown(kind),
        (Some(c), None) if !c.name.is_empty() => Naming::Name(c.name.shared()),
        _ => Naming::Label(o.get::<super::object::Label>().map_or_else(|| "".into(), |l| l.0.as_str().into())),
    }
}

/// What a line says: a message of the translation files (`assets/i18n/LANG/log*.ftl`) and its
/// typed arguments ([`says!`]), each put into words for its reader (`view::log`). No `Display`
/// on purpose: a line can't be formatted into another text by mistake, names and all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogText {
    message: Message,
}

/// The message that says words as they are (`log.ftl`): a player's note, a card data reader's
/// own words.
pub const WORDS: &str = "log-words";

/// No words.
impl Default for LogText {
    fn default() -> LogText {
        LogText::message(WORDS, vec![("words", Arg::Text(Cow::Borrowed("")))])
    }
}

/// A line's message: its id and its arguments by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The message's id ("log-destroyed").
    pub id: &'static str,
    /// Each placeholder's value.
    pub args: Vec<(&'static str, Arg)>,
}

/// A placeholder's value in a line's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// An object or player, said as the reader could see it then.
    Ref(LogRef),
    /// A number (it chooses a message's plural forms).
    Num(i64),
    /// Words said as they are in every language: a player's name, mana symbols, a card's own
    /// words, a player's note, or a key a message chooses its words by (`{ $zone -> ... }`):
    /// borrowed where the words are the program's own (a verb, a key), so saying them copies
    /// nothing.
    Text(Cow<'static, str>),
    /// Another message, said inside this one in the same language.
    Said(Box<LogText>),
}

impl Arg {
    /// Words said as they are ([`Arg::Text`]).
    pub fn text(s: impl Into<String>) -> Arg {
        Arg::Text(Cow::Owned(s.into()))
    }

    /// The program's own words said as they are (a verb, a key a message chooses by), kept
    /// borrowed: nothing is copied.
    pub fn word(s: &'static str) -> Arg {
        Arg::Text(Cow::Borrowed(s))
    }

    /// A value a message chooses its words by, as its variant's name (`Graveyard`): English
    /// may say it as it is (`{ $zone }`), another language chooses (`{ $zone -> [Graveyard]
    /// cimitero *[other] { $zone } }`).
    pub fn key(v: impl std::fmt::Debug) -> Arg {
        Arg::Text(format!("{v:?}").into())
    }
}

impl From<LogRef> for Arg {
    fn from(r: LogRef) -> Arg {
        Arg::Ref(r)
    }
}

impl From<&LogRef> for Arg {
    fn from(r: &LogRef) -> Arg {
        Arg::Ref(r.clone())
    }
}

impl From<&LazyRef<'_>> for Arg {
    fn from(r: &LazyRef<'_>) -> Arg {
        Arg::Ref(r.get().clone())
    }
}

impl From<LogText> for Arg {
    fn from(t: LogText) -> Arg {
        Arg::Said(Box::new(t))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(i64, i32, u32, u64, usize, u8, u16, i16, i8, isize);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s.into())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone().into())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string().into())
    }
}

impl LogText {
    /// A message and its arguments ([`says!`]).
    pub fn message(id: &'static str, args: Vec<(&'static str, Arg)>) -> LogText {
        LogText { message: Message { id, args } }
    }

    /// A message whose arguments are all text (a problem's own message, `message()`).
    pub fn of_text(id: &'static str, args: Vec<(&'static str, String)>) -> LogText {
        LogText::message(id, args.into_iter().map(|(k, v)| (k, Arg::text(v))).collect())
    }

    /// The message and its arguments.
    pub fn said(&self) -> &Message {
        &self.message
    }

    /// The objects and players it names, its nested messages' too, in order.
    pub fn refs(&self) -> Vec<&LogRef> {
        let mut out = Vec::new();
        for (_, a) in &self.message.args {
            match a {
                Arg::Ref(r) => out.push(r),
                Arg::Said(t) => out.extend(t.refs()),
                _ => {}
            }
        }
        out
    }

    /// The line as a message for one reader: each reference as `name` says it (its name, or a
    /// stand-in message such as "a card"), each nested message a part before the line's.
    pub fn said_for(&self, name: &dyn Fn(&LogRef) -> Named) -> crate::i18n::SaidLine {
        let mut line = crate::i18n::SaidLine::default();
        self.push_said(&mut line, name);
        line
    }

    fn push_said(&self, line: &mut crate::i18n::SaidLine, name: &dyn Fn(&LogRef) -> Named) -> u32 {
        use crate::i18n::SaidArg;
        let m = &self.message;
        let mut args = Vec::with_capacity(m.args.len());
        for (k, a) in &m.args {
            let v = match a {
                Arg::Ref(r) => match name(r) {
                    Named::Words(w) => SaidArg::Words(w),
                    Named::Message(id) => SaidArg::Part(line.push(id, Vec::new())),
                },
                Arg::Num(n) => SaidArg::Words(n.to_string()),
                Arg::Text(t) => SaidArg::Words(t.to_string()),
                Arg::Said(t) => SaidArg::Part(t.push_said(line, name)),
            };
            args.push((k.to_string(), v));
        }
        line.push(m.id, args)
    }

    /// The words in English for a viewer who sees everything (tests, the console, a judge).
    pub fn words(&self) -> String {
        self.said_for(&|r| Named::Words(r.name())).text_in(crate::i18n::Lang::En)
    }

    /// Whether the words (for a viewer who sees everything) contain `s`.
    pub fn contains(&self, s: &str) -> bool {
        self.words().contains(s)
    }
}

/// What a reader calls an object a line speaks of: its name, or a stand-in message ("a card").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Named {
    /// Said as it is.
    Words(String),
    /// A message of the translation files.
    Message(&'static str),
}

/// A line of the log: `says!("log-no-creature-can-block", player = r)`, a message of `assets/i18n/LANG/log-*.ftl`
/// and its arguments by name, each an [`Arg`]: a [`LogRef`] (an object or player said as the reader
/// could see it), a number, words said as they are ([`Arg::text`]), or another line. A test
/// reads every `says!` in the code and checks each message is in every language with the
/// same placeholders.
#[macro_export]
macro_rules! says {
    ($id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        $crate::rules::log::LogText::message($id, vec![$((stringify!($k), $crate::rules::log::Arg::from($v))),*])
    };
}

/// A reference made only when a line is written ([`refer_lazily`]): a check that passes names
/// nothing (a frame may check a thousand transforms).
pub struct LazyRef<'w> {
    world: &'w World,
    entity: Entity,
    made: std::cell::OnceCell<LogRef>,
}

impl LazyRef<'_> {
    /// The reference, made on first use.
    pub fn get(&self) -> &LogRef {
        self.made.get_or_init(|| LogRef::of(self.world, self.entity))
    }
}

impl From<&LazyRef<'_>> for LogRef {
    fn from(r: &LazyRef<'_>) -> LogRef {
        r.get().clone()
    }
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    /// The turn it happened in.
    pub turn: u32,
    /// Index of the action in `ActionHistory` that led to it (`None` for setup).
    pub action: Option<usize>,
    /// The rule that decided the outcome ("701.27c"), if any.
    pub rule: Option<&'static str>,
    /// What kind of line it is.
    pub kind: LogKind,
    /// What happened, e.g. "Grizzly Bears isn't double-faced; nothing happens", its objects as
    /// references (empty on the line that opens an action).
    pub text: LogText,
    /// On the line that opens an action: the action as requested, written in words only when
    /// the line is shown, so applying an action formats nothing.
    pub requested: Option<Box<Requested>>,
}

/// The action a line opens with, and each object it names as the kernel knew it then: a card
/// is named by the face it had up when it was acted on ("Tap Insectile Aberration"), by its front
/// face where 712.8a gives it only that one.
#[derive(Clone, Debug, PartialEq)]
pub struct Requested {
    /// The action as requested.
    pub action: Action,
    /// Each object id it names that named an object then (by its place among the action's
    /// ids, [`Action::ids`]), and that object then.
    pub named: NamedRefs,
}

/// The objects an action names, found (most actions name one or two: kept inline).
pub type NamedRefs = smallvec::SmallVec<[(u16, LogRef); 2]>;

impl Requested {
    /// The object `id` named when the action was requested.
    pub fn named(&self, id: &str) -> Option<&LogRef> {
        let ids = self.action.ids();
        self.named.iter().find(|(i, _)| ids.get(usize::from(*i)).is_some_and(|i| i.as_str() == id)).map(|(_, r)| r)
    }
}

impl LogEntry {
    /// What happened, without the rule, for a viewer who sees everything: the text, or "> " and
    /// the action in RON on the line that opens an action.
    pub fn what(&self) -> String {
        match &self.requested {
            Some(r) => format!("> {}", crate::format::compact_ron(&r.action)),
            None => self.text.words(),
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
    pub entries: super::chunked::Chunked<LogEntry>,
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
    pub fn rule(&mut self, rule: &'static str, text: impl Into<LogText>) {
        self.push(Some(rule), LogKind::Outcome, text.into());
    }
    /// Adds a rule's refusal: nothing happens.
    pub fn refusal(&mut self, rule: &'static str, text: impl Into<LogText>) {
        self.push(Some(rule), LogKind::Refusal, text.into());
    }
    /// Adds an entry with no rule.
    pub fn note(&mut self, text: impl Into<LogText>) {
        self.push(None, LogKind::Note, text.into());
    }
    /// Opens an action's lines with the action itself, and what it names as it is now.
    pub fn requested(&mut self, action: Action, named: NamedRefs) {
        let (turn, index) = (self.current_turn, self.current_action);
        self.entries.push(LogEntry {
            turn,
            action: index,
            rule: None,
            kind: LogKind::Requested,
            text: LogText::default(),
            requested: Some(Box::new(Requested { action, named })),
        });
    }
    fn push(&mut self, rule: Option<&'static str>, kind: LogKind, text: LogText) {
        let (turn, action) = (self.current_turn, self.current_action);
        self.entries.push(LogEntry { turn, action, rule, kind, text, requested: None });
    }
    /// Whether any entry cites `rule` (exactly, or as a prefix like "701.27").
    pub fn cites(&self, rule: &str) -> bool {
        self.entries.iter().any(|e| e.rule.is_some_and(|r| r.starts_with(rule)))
    }
    /// The entries not yet published.
    pub fn unpublished(&self) -> impl Iterator<Item = &LogEntry> {
        self.entries.from(self.published)
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
pub fn publish_log(
    mut log: ResMut<RulesLog>,
    mut out: MessageWriter<RulesLogged>,
    mut revision: ResMut<super::game::TableRevision>,
) {
    if log.published == log.entries.len() {
        return;
    }
    revision.bump();
    for e in log.unpublished() {
        // Formatted only where the console shows debug lines.
        debug!("{e}");
    }
    out.write(RulesLogged { epoch: log.epoch, entries: log.published..log.entries.len() });
    log.published = log.entries.len();
}

/// Writes a log line decided by a rule.
pub fn log(world: &mut World, rule: &'static str, text: impl Into<LogText>) {
    world.resource_mut::<RulesLog>().rule(rule, text);
}

/// A step's or phase's name, as players say it ("upkeep", "first main phase"): a line's part.
pub fn step_name(step: crate::rules::action::TurnStep) -> LogText {
    crate::says!("log-turn-step", step = Arg::key(step))
}

/// A step's or phase's name with its article ("the upkeep"): a line's part.
pub fn the_step(step: crate::rules::action::TurnStep) -> LogText {
    crate::says!("log-turn-the-step", step = Arg::key(step))
}

/// A kind of counter in a line (`log-counter-kind`): as written, and the key a translation
/// chooses its words by (the kind as written, a space as "-": "first-strike").
pub fn counter_kind(kind: &crate::rules::counters::CounterKind) -> LogText {
    let name = kind.name();
    let key = name.replace(' ', "-");
    crate::says!("log-counter-kind", kind = Arg::text(name), key = Arg::text(key))
}

/// Writes a log line that no rule decides ("no object with id ...").
pub fn note(world: &mut World, text: impl Into<LogText>) {
    world.resource_mut::<RulesLog>().note(text);
}

/// Refers to `e` as it is now, when a line is written: for checks, which name nothing when
/// they pass.
pub fn refer_lazily(world: &World, e: Entity) -> LazyRef<'_> {
    LazyRef { world, entity: e, made: std::cell::OnceCell::new() }
}

/// Refers to `e` as it is now, for a log line ([`LogRef::of`]).
pub fn refer(world: &World, e: Entity) -> LogRef {
    LogRef::of(world, e)
}

/// [`refer`], taken from the line that opens the action being applied where that line is the
/// last one written and names `e`: nothing has happened since, so the object is as that line
/// saw it, and it isn't read again (a transform's line names the card the request named).
pub fn refer_as_requested(world: &World, e: Entity) -> LogRef {
    let log = world.resource::<RulesLog>();
    let line = log.entries.last().filter(|line| line.action == log.current_action);
    let requested = line.and_then(|line| line.requested.as_deref());
    match requested.and_then(|r| r.named.iter().find(|(_, r)| r.entity == e)) {
        Some((_, r)) => r.clone(),
        None => refer(world, e),
    }
}
