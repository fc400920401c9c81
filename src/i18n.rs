//! The interface's words in English, Italian and French, from Project Fluent's translation
//! files (`assets/i18n/en/*.ftl`, `it/`, `fr/`, one file a part of the interface, [`AREAS`],
//! built into the program). The language is
//! the player's choice (Settings → Language, kept in `display.ron`), else the system's
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. Rule numbers and card data are never
//! translated. A word not yet in a file shows its message id, and a test fails when a language
//! lacks a message another has or a message's placeholders differ.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use serde::{Deserialize, Serialize};

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    #[default]
    #[serde(rename = "en")]
    En,
    /// Italiano.
    #[serde(rename = "it")]
    It,
    /// Français.
    #[serde(rename = "fr")]
    Fr,
}

impl Lang {
    /// Every language, in the menu's order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::It, Lang::Fr];

    /// Its code ("it").
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Fr => "fr",
        }
    }

    /// Its name, in itself.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::Fr => "Français",
        }
    }

    /// The language of a locale name ("it_IT.UTF-8", "fr-CA", "en"), if it is one of ours.
    pub fn of_locale(locale: &str) -> Option<Lang> {
        let code = locale.split(['_', '-', '.', '@']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The system's language: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set.
    pub fn of_system() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
            .map(|s| Lang::of_locale(&s).unwrap_or_default())
            .next()
            .unwrap_or_default()
    }

    /// A message in this language with its placeholders filled from text: `lang.t("match-ready",
    /// &[("n", "2")])`. A whole number goes in as a number, so a message's plural forms
    /// (`[one]`, `*[other]`) choose by it.
    pub fn t(self, id: &str, args: &[(&str, &str)]) -> String {
        t_in(self, id, args)
    }

    /// [`Lang::t`] with values already made into text.
    pub fn t_of(self, id: &str, args: &[(&str, String)]) -> String {
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        t_in(self, id, &args)
    }

    /// A message without placeholders in this language.
    pub fn tr(self, id: &str) -> String {
        tr_in(self, id, &[])
    }

    /// A message with its placeholders given as Fluent values (a number that chooses a plural).
    pub fn tr_with(self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        tr_in(self, id, args)
    }

    /// A number with `places` decimals as this language writes it ([`decimal_in`]).
    pub fn decimal(self, x: f64, places: usize) -> String {
        decimal_in(self, x, places)
    }

    /// The translation files' texts, one a part of the interface (the same parts in every
    /// language).
    pub fn sources(self) -> [(&'static str, &'static str); AREAS.len()] {
        macro_rules! files {
            ($lang:literal) => {
                [
                    ("window", include_str!(concat!("../assets/i18n/", $lang, "/window.ftl"))),
                    ("menus", include_str!(concat!("../assets/i18n/", $lang, "/menus.ftl"))),
                    ("panels", include_str!(concat!("../assets/i18n/", $lang, "/panels.ftl"))),
                    ("dialogs", include_str!(concat!("../assets/i18n/", $lang, "/dialogs.ftl"))),
                    ("decks", include_str!(concat!("../assets/i18n/", $lang, "/decks.ftl"))),
                    ("log", include_str!(concat!("../assets/i18n/", $lang, "/log.ftl"))),
                    ("log-turn", include_str!(concat!("../assets/i18n/", $lang, "/log-turn.ftl"))),
                    ("log-stack", include_str!(concat!("../assets/i18n/", $lang, "/log-stack.ftl"))),
                    ("log-objects", include_str!(concat!("../assets/i18n/", $lang, "/log-objects.ftl"))),
                    ("log-players", include_str!(concat!("../assets/i18n/", $lang, "/log-players.ftl"))),
                    ("log-actions", include_str!(concat!("../assets/i18n/", $lang, "/log-actions.ftl"))),
                    ("cli", include_str!(concat!("../assets/i18n/", $lang, "/cli.ftl"))),
                    ("help", include_str!(concat!("../assets/i18n/", $lang, "/help.ftl"))),
                    ("net", include_str!(concat!("../assets/i18n/", $lang, "/net.ftl"))),
                    ("files", include_str!(concat!("../assets/i18n/", $lang, "/files.ftl"))),
                    ("draft", include_str!(concat!("../assets/i18n/", $lang, "/draft.ftl"))),
                ]
            };
        }
        match self {
            Lang::En => files!("en"),
            Lang::It => files!("it"),
            Lang::Fr => files!("fr"),
        }
    }
}

/// The parts of the interface with a translation file of their own (`assets/i18n/LANG/PART.ftl`):
/// the menu bar, Settings and the opening's questions; the card and Table menus; the panels
/// (inspector, scene, log, players, phase bar, tokens, life, Help); the dialogs and windows;
/// the decks, the deck editor, importing cards and playing online; the log's lines (`log`: the
/// stand-ins for what a reader may not see, and words said as they are; then one file for each
/// family of the rules that writes lines, each message chosen where the line is written,
/// `rules::log::says!`: the turn, priority and combat; the stack, spells, costs and mana;
/// objects and zones; players, their state and the game's checks; the actions' own sentences,
/// `rules::words`); the command line's
/// messages; the command line's help (`cli::command`); what a host tells a client
/// ([`Said`]); a scene's, save's or settings file's problems; draft and sealed.
pub const AREAS: [&str; 16] = [
    "window",
    "menus",
    "panels",
    "dialogs",
    "decks",
    "log",
    "log-turn",
    "log-stack",
    "log-objects",
    "log-players",
    "log-actions",
    "cli",
    "help",
    "net",
    "files",
    "draft",
];

/// Words said across the network (a host refusing a request, dropping a connection): a
/// message of the translation files and its arguments, so each reader hears them in their own
/// language. Words that have no message of their own (the rules', a decklist's) travel as they
/// are ([`Said::words`]). A message id the reader doesn't know reads as its id and arguments:
/// nothing a host sends can fail to print.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    /// The message's id.
    pub id: String,
    /// Its placeholders' values.
    pub args: Vec<(String, String)>,
}

impl Said {
    /// A message with its arguments.
    pub fn new(id: &str, args: &[(&str, &str)]) -> Said {
        Said { id: id.to_string(), args: args.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect() }
    }

    /// A message with its arguments already made into text: `Said::of("x", &[("n", n.to_string())])`.
    pub fn of(id: &str, args: &[(&str, String)]) -> Said {
        Said { id: id.to_string(), args: args.iter().map(|(k, v)| (k.to_string(), v.clone())).collect() }
    }

    /// Words with no message of their own, said as they are.
    pub fn words(text: impl Into<String>) -> Said {
        Said { id: SAID_WORDS.to_string(), args: vec![("words".to_string(), text.into())] }
    }

    /// The words in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        let args: Vec<(&str, &str)> = self.args.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        match has(lang, &self.id) {
            true => t_in(lang, &self.id, &args),
            false => {
                std::iter::once(self.id.as_str()).chain(args.iter().map(|(_, v)| *v)).collect::<Vec<_>>().join(": ")
            }
        }
    }
}

/// A message whose arguments may be other messages ("{ $who } discards { $what }", `what` itself
/// "{ $n } cards"): its parts in order, each argument words or an earlier part, the whole the
/// last part. Flat, so however a host nests what it sends, reading it recurses nowhere: a part
/// can only name one before it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaidLine {
    /// The messages, innermost first; the line is the last.
    pub parts: Vec<SaidPart>,
}

/// The most parts a [`SaidLine`] is said with (a line of the log nests a few); a host's model
/// whose line has more is dropped (`net::protocol::check_from_host`).
pub const MAX_SAID_PARTS: usize = 64;

/// The most arguments one part of a [`SaidLine`] may have.
pub const MAX_SAID_ARGS: usize = 16;

/// The most characters a part of a [`SaidLine`] is said in: a part that names an earlier one
/// twice, again and again, would otherwise double at each step.
pub const MAX_SAID_CHARS: usize = 4_000;

/// One message of a [`SaidLine`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaidPart {
    /// The message's id.
    pub id: String,
    /// Its placeholders' values.
    pub args: Vec<(String, SaidArg)>,
}

/// A placeholder's value in a [`SaidLine`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SaidArg {
    /// Words said as they are (a name, a card's words, mana symbols); a whole number chooses
    /// plural forms ([`arg`]).
    Words(String),
    /// An earlier part of the line, said in the same language.
    Part(u32),
}

impl SaidLine {
    /// Adds a whole message as a part, its arguments words; its index, for a later part.
    pub fn part(&mut self, said: &Said) -> u32 {
        self.push(&said.id, said.args.iter().map(|(k, v)| (k.clone(), SaidArg::Words(v.clone()))).collect())
    }

    /// The message that ends the line (its last part's id; empty for an empty line).
    pub fn id(&self) -> &str {
        self.parts.last().map_or("", |p| p.id.as_str())
    }

    /// The line ended by the message `id` whose placeholder `what` is the whole line so far
    /// ("{ $what }; the default keys are in force").
    pub fn then(self, id: &str) -> SaidLine {
        let what = SaidArg::Part(self.parts.len().saturating_sub(1) as u32);
        self.ending(id, vec![("what", what)])
    }

    /// The line ended by the message `id`, each argument words or an earlier part.
    pub fn ending(mut self, id: &str, args: Vec<(&str, SaidArg)>) -> SaidLine {
        self.push(id, args.into_iter().map(|(k, v)| (k.to_string(), v)).collect());
        self
    }

    /// Adds a part; its index, for a later part's [`SaidArg::Part`].
    pub fn push(&mut self, id: &str, args: Vec<(String, SaidArg)>) -> u32 {
        self.parts.push(SaidPart { id: id.to_string(), args });
        (self.parts.len() - 1) as u32
    }

    /// The line in `lang`; a message the language doesn't have reads as its id and arguments,
    /// and an argument naming no earlier part as nothing. At most [`MAX_SAID_PARTS`] parts are
    /// said, each in at most [`MAX_SAID_CHARS`] characters.
    pub fn text_in(&self, lang: Lang) -> String {
        let mut said: Vec<String> = Vec::with_capacity(self.parts.len().min(MAX_SAID_PARTS));
        for part in self.parts.iter().take(MAX_SAID_PARTS) {
            let values: Vec<(&str, FluentValue<'_>)> = part
                .args
                .iter()
                .map(|(k, v)| {
                    let v = match v {
                        SaidArg::Words(w) => arg(w),
                        SaidArg::Part(i) => FluentValue::from(said.get(*i as usize).cloned().unwrap_or_default()),
                    };
                    (k.as_str(), v)
                })
                .collect();
            let text = match has(lang, &part.id) {
                true => tr_in(lang, &part.id, &values),
                false => std::iter::once(part.id.clone())
                    .chain(values.iter().map(|(_, v)| match v {
                        FluentValue::String(s) => s.to_string(),
                        FluentValue::Number(n) => n.as_string().to_string(),
                        _ => String::new(),
                    }))
                    .collect::<Vec<_>>()
                    .join(": "),
            };
            said.push(match text.char_indices().nth(MAX_SAID_CHARS) {
                Some((cut, _)) => text[..cut].to_string(),
                None => text,
            });
        }
        said.pop().unwrap_or_default()
    }
}

/// What a reader can say in its language: a message, a line of messages, a typed problem that
/// is one, or words already said (which stay as they are).
pub trait SaidIn {
    /// It, in `lang`.
    fn said_in(&self, lang: Lang) -> String;
}

impl SaidIn for str {
    fn said_in(&self, _: Lang) -> String {
        self.to_string()
    }
}

impl SaidIn for String {
    fn said_in(&self, _: Lang) -> String {
        self.clone()
    }
}

impl SaidIn for Said {
    fn said_in(&self, lang: Lang) -> String {
        self.text_in(lang)
    }
}

impl SaidIn for SaidLine {
    fn said_in(&self, lang: Lang) -> String {
        self.text_in(lang)
    }
}

impl<T: SaidIn + ?Sized> SaidIn for &T {
    fn said_in(&self, lang: Lang) -> String {
        (**self).said_in(lang)
    }
}

/// A typed problem whose `said()` is the message that says it: [`SaidIn`] in any language, and
/// `Display` in English (logs, error chains). Whatever tells a player says it with `said_in`.
macro_rules! said_by_said {
    ($($t:ty),+ $(,)?) => {$(
        impl $crate::i18n::SaidIn for $t {
            fn said_in(&self, lang: $crate::i18n::Lang) -> String {
                self.said().text_in(lang)
            }
        }
        $crate::i18n::display_in_english!($t);
    )+};
}
pub(crate) use said_by_said;

/// `Display` for a type that says itself ([`SaidIn`]): its English words, for logs and error
/// chains; a player is told it in their language with `said_in`.
macro_rules! display_in_english {
    ($($t:ty),+ $(,)?) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::i18n::SaidIn::said_in(self, $crate::i18n::Lang::En))
            }
        }
    )+};
}
pub(crate) use display_in_english;

/// The message [`Said::words`] uses.
const SAID_WORDS: &str = "net-words";

/// In English, the language of logs and of error chains that format it into their own words;
/// whatever tells a player says it in theirs ([`SaidIn::said_in`], `text_in`).
impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for Said {}

/// No words.
impl Default for Said {
    fn default() -> Said {
        Said::words("")
    }
}

/// In English, like [`Said`]'s.
impl std::fmt::Display for SaidLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

/// A line of one message.
impl From<Said> for SaidLine {
    fn from(said: Said) -> SaidLine {
        let mut line = SaidLine::default();
        line.part(&said);
        line
    }
}

/// Words with no message of their own.
impl From<String> for SaidLine {
    fn from(text: String) -> SaidLine {
        SaidLine::from(Said::words(text))
    }
}

impl From<String> for Said {
    fn from(text: String) -> Said {
        Said::words(text)
    }
}

impl From<&str> for Said {
    fn from(text: &str) -> Said {
        Said::words(text)
    }
}

impl From<&String> for Said {
    fn from(text: &String) -> Said {
        Said::words(text.clone())
    }
}

/// Every language's bundle, built once.
static BUNDLES: LazyLock<Vec<(Lang, FluentBundle<FluentResource>)>> = LazyLock::new(|| {
    Lang::ALL
        .into_iter()
        .map(|lang| {
            let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // No bidi isolation marks around placeholders: egui's fonts would draw them as boxes.
            bundle.set_use_isolating(false);
            for (_, source) in lang.sources() {
                // A file that doesn't parse keeps what did (a test parses each strictly).
                let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
                let _ = bundle.add_resource(resource);
            }
            (lang, bundle)
        })
        .collect()
});

/// A number with `places` decimals as `lang` writes it: a point in English (97.8), a comma in
/// Italian and French (97,8).
pub fn decimal_in(lang: Lang, x: f64, places: usize) -> String {
    let s = format!("{x:.places$}");
    match lang {
        Lang::En => s,
        _ => s.replace('.', ","),
    }
}

/// A message in `lang` with its placeholders filled from text ([`Lang::t`]).
pub fn t_in(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, FluentValue<'_>)> = args.iter().map(|(k, v)| (*k, arg(v))).collect();
    tr_in(lang, id, &args)
}

/// A placeholder's value from text: a whole number as a number (so plural forms choose by it,
/// and it is written back as it came), anything else as text.
pub fn arg(v: &str) -> FluentValue<'static> {
    // Digits only, and few enough to be exact as Fluent's number: "+2" (a power's change),
    // "007" and an 18-digit id stay as written.
    let digits = (1..=15).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_digit());
    match v.parse::<u64>() {
        Ok(n) if digits && (!v.starts_with('0') || v == "0") => FluentValue::from(n),
        _ => FluentValue::from(v.to_string()),
    }
}

/// Whether a language has a message.
pub fn has(lang: Lang, id: &str) -> bool {
    BUNDLES.iter().any(|(l, b)| *l == lang && b.has_message(id))
}

/// A message in a language; its id where the language has no such message.
pub fn tr_in(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let Some((_, bundle)) = BUNDLES.iter().find(|(l, _)| *l == lang) else { return id.to_string() };
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else { return id.to_string() };
    let mut fluent_args = FluentArgs::new();
    for (k, v) in args {
        fluent_args.set(*k, v.clone());
    }
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned()
}

/// Every message of every part in `lang` and the placeholders each uses ([`messages`]).
pub fn all_messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    (0..AREAS.len()).flat_map(|part| messages(lang, part)).collect()
}

/// Each message's id and the placeholders it uses, from one part's file ([`AREAS`]) parsed
/// strictly: a file that doesn't parse, or says a message twice, panics (for tests).
pub fn messages(lang: Lang, part: usize) -> BTreeMap<String, BTreeSet<String>> {
    let (name, source) = lang.sources()[part];
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{}/{name}.ftl doesn't parse: {errors:?}", lang.code()));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            let again = out.insert(m.id.name.to_string(), vars).is_some();
            assert!(!again, "{}/{name}.ftl says {} twice: the bundle keeps the first", lang.code(), m.id.name);
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => inline_vars(i, vars),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            variants.iter().for_each(|v| pattern_vars(&v.value, vars));
        }
    }
}

fn inline_vars(e: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } => _ = vars.insert(id.name.to_string()),
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_message_with_the_same_placeholders() {
        let mut ids = BTreeSet::new();
        for part in 0..AREAS.len() {
            every_language_has_every_message_of(part);
            for id in messages(Lang::En, part).into_keys() {
                assert!(ids.insert(id.clone()), "{id} is in two files");
            }
        }
        assert!(ids.len() > 60, "{} messages", ids.len());
    }

    fn every_language_has_every_message_of(part: usize) {
        let english = messages(Lang::En, part);
        for lang in [Lang::It, Lang::Fr] {
            let other = messages(lang, part);
            let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{}/{}.ftl: missing {missing:?}, not in English {extra:?}",
                lang.code(),
                AREAS[part]
            );
            for (id, vars) in &english {
                assert_eq!(&other[id], vars, "{}: {id}'s placeholders", lang.code());
            }
        }
    }

    #[test]
    fn a_message_is_said_in_the_language_chosen_with_its_placeholders_filled() {
        let n = |v: &str| [("n", FluentValue::from(v.to_string()))];
        assert_eq!(tr_in(Lang::En, "menu-settings", &[]), "Settings");
        assert_eq!(tr_in(Lang::It, "menu-settings", &[]), "Impostazioni");
        assert_eq!(tr_in(Lang::Fr, "menu-settings", &[]), "Paramètres");
        assert_eq!(tr_in(Lang::It, "match-ready", &n("2")), "Pronto per la partita 2");
        assert_eq!(tr_in(Lang::Fr, "match-ready", &n("2")), "Prêt pour la partie 2");
        assert_eq!(tr_in(Lang::En, "no-such-message", &[]), "no-such-message");
    }

    #[test]
    fn a_number_given_as_text_chooses_a_message_s_plural_form() {
        assert_eq!(t_in(Lang::En, "match-ready", &[("n", "2")]), "Ready for game 2");
        // A number goes back into words as it came: no grouping, no leading zeros lost.
        assert_eq!(t_in(Lang::En, "match-ready", &[("n", "123456")]), "Ready for game 123456");
        assert_eq!(t_in(Lang::En, "match-ready", &[("n", "007")]), "Ready for game 007");
        assert_eq!(t_in(Lang::En, "match-ready", &[("n", "+2")]), "Ready for game +2");
        assert_eq!(t_in(Lang::En, "match-ready", &[("n", "9007199254740993")]), "Ready for game 9007199254740993");
        let one = tr_in(Lang::It, "menus-look-at-top", &[("n", FluentValue::from(1))]);
        assert_eq!(t_in(Lang::It, "menus-look-at-top", &[("n", "1")]), one);
        assert!(one.contains("la prima carta"), "{one}");
        assert!(t_in(Lang::It, "menus-look-at-top", &[("n", "3")]).contains("le prime 3 carte"));
    }

    #[test]
    fn words_said_across_the_network_are_heard_in_the_reader_s_language() {
        let said = Said::new("net-wrong-password", &[]);
        assert_eq!(said.text_in(Lang::En), "wrong password");
        assert_ne!(said.text_in(Lang::It), said.text_in(Lang::En));
        let plain = Said::words("Bears can't block");
        assert_eq!(plain.text_in(Lang::Fr), "Bears can't block");
        // A message the reader doesn't know reads as what it is, arguments and all.
        let odd = Said::new("net-from-a-newer-host", &[("n", "3")]);
        assert_eq!(odd.text_in(Lang::It), "net-from-a-newer-host: 3");
    }

    #[test]
    fn the_system_locale_picks_the_language() {
        assert_eq!(Lang::of_locale("it_IT.UTF-8"), Some(Lang::It));
        assert_eq!(Lang::of_locale("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::of_locale("en_GB"), Some(Lang::En));
        assert_eq!(Lang::of_locale("de_DE.UTF-8"), None);
        assert_eq!(Lang::of_locale("C"), None);
    }
}
