//! The rules log put into words for one viewer. The kernel writes typed lines
//! ([`crate::rules::log`]): words that are the same for everyone, and references to the objects
//! and players they speak of, each with what the kernel knew of it then. Here each reference
//! becomes what this viewer could see of it then: its name, "a face-down permanent" or "a
//! card". Nothing hidden was written, so nothing is taken back out.

use crate::rules::log::{LogEntry, LogRef, LogText, Naming};
use crate::rules::sight::Seen;
use crate::rules::{Action, Zone};

use super::Viewer;

/// What a line calls an object the viewer may not see: each also a message of `log.ftl`.
const A_CARD: &str = "a card";
const A_FACE_DOWN_PERMANENT: &str = "a face-down permanent";
const A_FACE_DOWN_SPELL: &str = "a face-down spell";

/// What `viewer` calls an object a log line speaks of.
pub fn ref_words(r: &LogRef, viewer: Viewer) -> String {
    match r.seen_then(viewer.sight()) {
        Seen::Identity => r.name(),
        Seen::Anonymous => match (&r.naming, r.zone()) {
            // What kind of face-down permanent it is is public (its face-down characteristics
            // say so, 708.2, 702.168a); what it is is not.
            (Naming::FaceDown(_), _) => r.name(),
            (_, Some(Zone::Stack)) => A_FACE_DOWN_SPELL.into(),
            _ => A_FACE_DOWN_PERMANENT.into(),
        },
        Seen::Hidden => A_CARD.into(),
    }
}

/// A line's words as `viewer` may read them.
pub fn words(text: &LogText, viewer: Viewer) -> String {
    text.words_with(|r| ref_words(r, viewer))
}

/// An entry's words as `viewer` may read them: its text, or on the line that opens an action,
/// "> " and the action with each object named as the viewer saw it then (a transformed
/// permanent by the face it had up, a creature since bounced to a hand by its name), else by
/// `name` (what the viewer calls it now: a card cast from a hand is named once it is on the
/// stack).
pub fn entry_words(entry: &LogEntry, viewer: Viewer, name: &dyn Fn(&str) -> String) -> String {
    words_of(entry, viewer, name, &|n| n)
}

/// [`entry_words`], each object's name on the line that opens an action passed through `named`.
fn words_of(
    entry: &LogEntry,
    viewer: Viewer,
    name: &dyn Fn(&str) -> String,
    named: &dyn Fn(String) -> String,
) -> String {
    match &entry.requested {
        Some(r) => {
            // Whoever saw an object when the action was asked knows what it was, wherever it
            // went since (the card put on the bottom of a library, the creature bounced to a
            // hand): each reader is told what they watched, and no more.
            let then =
                |id: &str| {
                    named(match r.named(id) {
                        Some(o) if matches!(o.naming, Naming::Name(_)) => {
                            if o.seen_then(viewer.sight()) == Seen::Identity { o.name() } else { name(id) }
                        }
                        _ => name(id),
                    })
                };
            format!("> {}", r.action.describe(&then))
        }
        None => words(&entry.text, viewer),
    }
}

/// A line as a pattern of its English words, for the window to say in another language: each
/// name as `{ $rN }`, each number as `{ $nN }` and the braces of mana symbols escaped, as a
/// Fluent message's value (`assets/i18n/LANG/log.ftl`, where the message's id is the pattern's
/// [`Pattern::id`]). The names are what this viewer may read, so the pattern says nothing the
/// line doesn't.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Pattern {
    /// The words, in Fluent's syntax.
    pub text: String,
    /// The names, in order (`$r0`, `$r1`...).
    pub names: Vec<String>,
    /// The numbers, in order (`$n0`, `$n1`...).
    pub numbers: Vec<String>,
    /// A card's own words, in order (`$q0`...), said as printed in every language.
    #[serde(default)]
    pub quotes: Vec<String>,
}

/// Marks a name in an action's words while they are written ([`entry_pattern`]).
const NAME_OPEN: char = '\u{E002}';
const NAME_CLOSE: char = '\u{E003}';

impl Pattern {
    /// The message id of this pattern: "log-" and a hash of its words (FNV-1a, 64 bits).
    pub fn id(&self) -> String {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in self.text.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        format!("log-{h:016x}")
    }

    /// The line in `lang`, where its translation file has this pattern; the names "a card",
    /// "a face-down permanent" and "a face-down spell" in that language too.
    pub fn said_in(&self, lang: crate::i18n::Lang) -> Option<String> {
        use fluent_bundle::FluentValue;
        let id = self.id();
        if !crate::i18n::has(lang, &id) {
            return None;
        }
        let stand_in = |n: &str| match n {
            A_CARD => Some("log-a-card"),
            A_FACE_DOWN_PERMANENT => Some("log-a-face-down-permanent"),
            A_FACE_DOWN_SPELL => Some("log-a-face-down-spell"),
            _ => None,
        };
        let names: Vec<String> = self
            .names
            .iter()
            .map(|n| stand_in(n).map_or_else(|| n.clone(), |id| crate::i18n::tr_in(lang, id, &[])))
            .collect();
        let keys: Vec<String> = (0..names.len())
            .map(|i| format!("r{i}"))
            .chain((0..self.numbers.len()).map(|i| format!("n{i}")))
            .chain((0..self.quotes.len()).map(|i| format!("q{i}")))
            .collect();
        let values = names
            .iter()
            .cloned()
            .map(FluentValue::from)
            .chain(self.numbers.iter().map(|n| crate::i18n::arg(n)))
            .chain(self.quotes.iter().cloned().map(FluentValue::from));
        let args: Vec<(&str, FluentValue<'_>)> = keys.iter().map(String::as_str).zip(values).collect();
        Some(crate::i18n::tr_in(lang, &id, &args))
    }

    /// Words with names marked ([`NAME_OPEN`], the name's index in `named`, [`NAME_CLOSE`]).
    fn marked(&mut self, said: &str, named: &[String], players: &[String]) {
        let mut rest = said;
        while let Some(i) = rest.find(NAME_OPEN) {
            self.words(&rest[..i], players);
            let end = rest[i..].find(NAME_CLOSE).map_or(rest.len(), |e| i + e);
            let k: usize = rest[i + NAME_OPEN.len_utf8()..end].parse().unwrap_or(usize::MAX);
            self.name(named.get(k).cloned().unwrap_or_default());
            rest = &rest[(end + NAME_CLOSE.len_utf8()).min(rest.len())..];
        }
        self.words(rest, players);
    }

    fn quote(&mut self, words: &str) {
        self.text.push_str(&format!("{{ $q{} }}", self.quotes.len()));
        self.quotes.push(words.to_string());
    }

    fn name(&mut self, name: String) {
        self.text.push_str(&format!("{{ $r{} }}", self.names.len()));
        self.names.push(name);
    }

    /// Words the kernel wrote; `players`' names in them are names too.
    fn words(&mut self, w: &str, players: &[String]) {
        let mut rest = w;
        while !rest.is_empty() {
            let found = players
                .iter()
                .filter(|p| !p.is_empty())
                .filter_map(|p| whole_word(rest, p).map(|at| (at, p)))
                .min_by_key(|(at, p)| (*at, usize::MAX - p.len()));
            match found {
                Some((at, p)) => {
                    self.plain(&rest[..at]);
                    self.name(p.clone());
                    rest = &rest[at + p.len()..];
                }
                None => {
                    self.plain(rest);
                    rest = "";
                }
            }
        }
    }

    fn plain(&mut self, w: &str) {
        let mut digits = String::new();
        let flush = |p: &mut Pattern, digits: &mut String| {
            if !digits.is_empty() {
                p.text.push_str(&format!("{{ $n{} }}", p.numbers.len()));
                p.numbers.push(std::mem::take(digits));
            }
        };
        for c in w.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            flush(self, &mut digits);
            match c {
                '{' => self.text.push_str("{\"{\"}"),
                '}' => self.text.push_str("{\"}\"}"),
                '\n' => self.text.push_str("{\"\\u000A\"}"),
                c => self.text.push(c),
            }
        }
        flush(self, &mut digits);
    }
}

/// Where `name` first stands in `text` as a whole word.
fn whole_word(text: &str, name: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = text[from..].find(name).map(|i| i + from) {
        let before = text[..i].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        let after = text[i + name.len()..].chars().next().is_none_or(|c| !c.is_alphanumeric());
        if before && after {
            return Some(i);
        }
        from = i + name.len();
    }
    None
}

/// An action's sentence ([`Action::describe`], its objects named by `name`) in the language
/// in force: the log's own translation of the same words where `log.ftl` has them (the scene
/// panel's steps, the status line's undone or refused action), else English. `players` are the
/// table's players, whose names the sentence writes as words.
pub fn action_words(action: &Action, name: &dyn Fn(&str) -> String, players: &[String]) -> String {
    action_words_in(crate::i18n::lang(), action, name, players)
}

/// [`action_words`] in a given language.
pub fn action_words_in(
    lang: crate::i18n::Lang,
    action: &Action,
    name: &dyn Fn(&str) -> String,
    players: &[String],
) -> String {
    let english = action.describe(name);
    if lang == crate::i18n::Lang::En {
        return english;
    }
    // The same sentences come back each time the scene panel is rebuilt (every step of a long
    // replay, on every change): said once, then looked up (at most `SAID_KEPT`, then forgotten).
    let key = (lang, english, players.join("\u{1f}"));
    if let Some(said) = SAID.lock().ok().and_then(|kept| kept.get(&key).cloned()) {
        return said;
    }
    let names = std::cell::RefCell::new(Vec::new());
    let marked = |id: &str| {
        let mut names = names.borrow_mut();
        names.push(name(id));
        format!("{NAME_OPEN}{}{NAME_CLOSE}", names.len() - 1)
    };
    let said = action.describe(&marked);
    let mut p = Pattern::default();
    p.marked(&said, &names.into_inner(), players);
    let said = p.said_in(lang).unwrap_or_else(|| key.1.clone());
    if let Ok(mut kept) = SAID.lock() {
        if kept.len() >= SAID_KEPT {
            kept.clear();
        }
        kept.insert(key, said.clone());
    }
    said
}

/// Actions' sentences already said in a language ([`action_words_in`]), by their English and
/// the table's players (whose names are names in the pattern).
static SAID: std::sync::LazyLock<std::sync::Mutex<SaidKept>> = std::sync::LazyLock::new(Default::default);

/// [`SAID`]'s map: (language, English sentence, players) to the sentence said.
type SaidKept = std::collections::HashMap<(crate::i18n::Lang, String, String), String>;

/// The most sentences [`SAID`] keeps.
const SAID_KEPT: usize = 20_000;

/// An entry's [`entry_words`] as a [`Pattern`] (without the "> " of the line that opens an
/// action); `players` are the table's players, whose names the kernel writes as words.
pub fn entry_pattern(entry: &LogEntry, viewer: Viewer, name: &dyn Fn(&str) -> String, players: &[String]) -> Pattern {
    let mut p = Pattern::default();
    match &entry.requested {
        Some(_) => {
            // The action's words with each object's name marked, then the marks made names.
            let names = std::cell::RefCell::new(Vec::new());
            let marked = |n: String| {
                let mut names = names.borrow_mut();
                names.push(n);
                format!("{NAME_OPEN}{}{NAME_CLOSE}", names.len() - 1)
            };
            let said = words_of(entry, viewer, name, &marked);
            p.marked(said.strip_prefix("> ").unwrap_or(&said), &names.into_inner(), players);
        }
        None => {
            for piece in entry.text.pieces() {
                match piece {
                    crate::rules::log::Piece::Words(w) => p.words(w, players),
                    crate::rules::log::Piece::Ref(r) => p.name(ref_words(r, viewer)),
                    crate::rules::log::Piece::Quote(q) => p.quote(q),
                }
            }
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_action_s_sentence_is_said_as_the_log_says_it() {
        use crate::i18n::Lang;
        let players = ["Alice".to_string(), "Bob".to_string()];
        let pass = Action::PassPriority { player: "Alice".into(), until: None };
        let tap = Action::Tap("forest".into());
        let name = |id: &str| if id == "forest" { "Forest".to_string() } else { id.to_string() };
        for (action, english, named) in [(&pass, "Alice passes priority", "Alice"), (&tap, "Tap Forest", "Forest")] {
            assert_eq!(action_words_in(Lang::En, action, &name, &players), english);
            let italian = action_words_in(Lang::It, action, &name, &players);
            assert_ne!(italian, english, "log.ftl says it in Italian");
            assert!(italian.contains(named), "{italian}");
        }
        // Words log.ftl doesn't have stay English: a player not at the table is words, not a name.
        let stranger = Action::PassPriority { player: "Zed".into(), until: None };
        assert_eq!(action_words_in(Lang::Fr, &stranger, &name, &players), "Zed passes priority");
    }

    #[test]
    fn a_line_s_pattern_holds_its_names_and_numbers_as_placeholders_and_its_braces_escaped() {
        let mut p = Pattern::default();
        p.words("Alice adds {G} and draws 2 cards; Alicia stays (400.7)", &["Alice".into(), "Bob".into()]);
        p.name("Llanowar Elves".into());
        assert_eq!(
            p.text,
            "{ $r0 } adds {\"{\"}G{\"}\"} and draws { $n0 } cards; Alicia stays ({ $n1 }.{ $n2 }){ $r1 }"
        );
        assert_eq!(p.names, ["Alice", "Llanowar Elves"]);
        assert_eq!(p.numbers, ["2", "400", "7"]);
        // The id is the words', not the names' or numbers'.
        let mut q = Pattern::default();
        q.words("Bob adds {G} and draws 5 cards; Alicia stays (400.7)", &["Bob".into()]);
        q.name("Forest".into());
        assert_eq!(p.id(), q.id());
        assert!(p.id().starts_with("log-") && p.id().len() == 20);
    }
}
