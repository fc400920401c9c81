//! File-format plumbing shared by every file Bifronte reads or writes: RON options, positioned
//! errors, UTF-8 reading, crash-safe writes, positions of list elements, and where the shipped
//! data lives. No Bevy and no rules here, so cards, scenes and saves can all depend on it.

mod atomic;
mod paths;
mod positions;

pub use atomic::{Unwritten, write_atomic, write_file, write_secret};
pub use paths::{assets_dir, default_scene, scenes_dir, shipped_dir, user_cache_dir, user_config_dir, user_data_dir};
pub use positions::{element_positions, field_position, offset_position, top_level_positions};

use crate::i18n::{Lang, Said, SaidArg, SaidLine};
use std::fmt;
use std::path::{Path, PathBuf};

use ron::extensions::Extensions;
use serde::de::DeserializeOwned;

/// A file that could not be loaded: where, and what is wrong. What is wrong is a message of the
/// translations ([`Said`]), said in the reader's language where it is read (its `Display`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoadError {
    /// The file.
    pub path: PathBuf,
    /// 1-based line (0 when the error is about the whole file).
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub message: Said,
    /// The known name nearest to the one written, if one is near enough ("did you mean").
    pub near: Option<Box<str>>,
    /// The names that would have been read there ("expected one of").
    pub one_of: Box<[String]>,
}

impl LoadError {
    /// An error at a 1-based position (`None`: the start of the file).
    pub fn at(path: &Path, pos: Option<&(usize, usize)>, message: impl Into<Said>) -> LoadError {
        let (line, col) = pos.copied().unwrap_or((1, 1));
        LoadError { path: path.to_owned(), line, col, message: message.into(), ..LoadError::default() }
    }

    /// An error about the whole file (it can't be read), with no position.
    pub fn of_file(path: &Path, message: impl Into<Said>) -> LoadError {
        LoadError { path: path.to_owned(), message: message.into(), ..LoadError::default() }
    }

    /// What might help, as messages: the nearest name ("did you mean") and the names that would
    /// have been read there ("expected one of").
    fn hints(&self) -> impl Iterator<Item = (&'static str, Said, &'static str)> {
        let near =
            self.near.as_ref().map(|n| ("; ", Said::new("files-did-you-mean", &[("near", &format!("`{n}`"))]), ""));
        let known: Vec<String> = self.one_of.iter().map(|e| format!("`{e}`")).collect();
        let known = Said::new("files-expected-one-of", &[("known", &known.join(", "))]);
        near.into_iter().chain((!self.one_of.is_empty()).then_some((" (", known, ")")))
    }

    /// The whole error as one line of messages ("place: what; did you mean ... (expected one
    /// of ...)"), for a reader that says it later in its own language (the status line).
    pub fn said_line(&self) -> SaidLine {
        let mut line = SaidLine::default();
        let mut what = line.part(&self.message);
        for (before, hint, _) in self.hints() {
            let hint = line.part(&hint);
            let id = if before == "; " { "files-with-hint" } else { "files-with-known" };
            what = line.push(id, vec![("what".into(), SaidArg::Part(what)), ("hint".into(), SaidArg::Part(hint))]);
        }
        let place = self.place();
        let place = place.trim_end().trim_end_matches(':').to_string();
        if place.is_empty() {
            return line;
        }
        line.ending("status-file-problem", vec![("place", SaidArg::Words(place)), ("what", SaidArg::Part(what))])
    }

    /// What is wrong, with its hints, in `lang`; no position.
    pub fn what_in(&self, lang: Lang) -> String {
        let mut out = self.message.text_in(lang);
        for (before, hint, after) in self.hints() {
            out.push_str(&format!("{before}{}{after}", hint.text_in(lang)));
        }
        out
    }

    /// The whole error in `lang`: "path:line:col: what is wrong" ("path: what is wrong" for
    /// the whole file).
    pub fn text_in(&self, lang: Lang) -> String {
        format!("{}{}", self.place(), self.what_in(lang))
    }

    /// "path:line:col: ", or "path: " for an error about the whole file.
    fn place(&self) -> String {
        match self.line {
            _ if self.path.as_os_str().is_empty() => String::new(),
            0 => format!("{}: ", self.path.display()),
            line => format!("{}:{}:{}: ", self.path.display(), line, self.col.max(1)),
        }
    }
}

/// Said by whoever prints it, in their language.
impl crate::i18n::SaidIn for LoadError {
    fn said_in(&self, lang: Lang) -> String {
        self.text_in(lang)
    }
}

crate::i18n::display_in_english!(LoadError);

impl std::error::Error for LoadError {}

/// RON options used for every file the program reads: `implicit_some` always on, so optional
/// fields take plain values, `unwrap_variant_newtypes` so `Spec(name: ..)` needs no inner
/// parentheses, and a recursion limit so deep nesting is an error, not a crash.
pub fn ron_options() -> ron::Options {
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .with_recursion_limit(64)
}

/// One line of RON for a value, as a person would write it in a scene: optional values without
/// `Some(..)`, and fields left at their defaults (`None`, `false`) left out.
pub fn compact_ron<T: serde::Serialize + fmt::Debug>(value: &T) -> String {
    let text = ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .to_string(value)
        .unwrap_or_else(|_| format!("{value:?}"));
    if !text.contains(":None") && !text.contains(":false") {
        // Most actions ("Transform(\"c12\")") have no default field to drop.
        return text;
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    // Drop `,field:None` and `,field:false`, and `field:None,` right after an opening paren.
    while let Some(i) = rest.find([',', '(']) {
        out.push_str(&rest[..=i]);
        rest = &rest[i + 1..];
        loop {
            let ident = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
            let after = &rest[ident..];
            let default =
                ["None", "false"].iter().find_map(|d| after.strip_prefix(':').and_then(|a| a.strip_prefix(d)));
            match default {
                Some(tail) if ident > 0 && (tail.starts_with(',') || tail.starts_with(')')) => {
                    rest = tail.strip_prefix(',').unwrap_or(tail);
                }
                _ => break,
            }
        }
    }
    out.push_str(rest);
    out.replace(",)", ")")
}

/// A settings file at `path` read by `parse`: the defaults when there is none; when it doesn't
/// read, the defaults and why, the message `ending` ("{ $what }; the default keys are in
/// force") said after the file's problem.
pub fn load_settings<T: Default>(
    path: &Path,
    parse: impl Fn(&Path, &str) -> Result<T, LoadError>,
    ending: &str,
) -> (T, Option<crate::i18n::SaidLine>) {
    let said = |e: LoadError| Some(e.said_line().then(ending));
    match std::fs::read_to_string(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => (T::default(), None),
        Err(e) => (T::default(), said(LoadError::of_file(path, e.to_string()))),
        Ok(text) => match parse(path, &text) {
            Ok(s) => (s, None),
            Err(e) => (T::default(), said(e)),
        },
    }
}

/// Parses RON text, turning any error into a `LoadError` with its position. An unknown field or
/// variant (a misspelt `postion:`) names the nearest known one.
pub fn load_ron<T: DeserializeOwned>(path: &Path, text: &str) -> Result<T, LoadError> {
    ron_options().from_str(text).map_err(|e| {
        let (line, col) = past_blanks(text, e.span.start.line, e.span.start.col);
        described(LoadError { path: path.to_owned(), line, col, ..LoadError::default() }, &e.code)
    })
}

/// A RON error in words, with the nearest known name for an unknown field or variant.
fn described(mut error: LoadError, code: &ron::Error) -> LoadError {
    let (what, found, expected, outer) = match code {
        ron::Error::NoSuchStructField { expected, found, outer } => ("field", found, *expected, outer),
        ron::Error::NoSuchEnumVariant { expected, found, outer } => ("variant", found, *expected, outer),
        other => {
            error.message = Said::words(other.to_string());
            return error;
        }
    };
    let quoted = format!("`{found}`");
    error.message = match outer {
        Some(o) => Said::new(&format!("files-unknown-{what}-in"), &[("found", &quoted), ("outer", o)]),
        None => Said::new(&format!("files-unknown-{what}"), &[("found", &quoted)]),
    };
    error.near = nearest(found, expected).map(Box::from);
    error.one_of = expected.iter().map(|e| e.to_string()).collect();
    error
}

/// The known name closest to `found`, if it is close enough to be a slip of the keyboard.
pub fn nearest<'a>(found: &str, known: &[&'a str]) -> Option<&'a str> {
    let target = found.to_lowercase();
    let (d, best) = known.iter().map(|k| (edit_distance(&target, &k.to_lowercase()), *k)).min()?;
    (d <= (target.chars().count() / 2).max(2)).then_some(best)
}

/// A 1-based position moved past the spaces and line breaks it points at: RON reports some
/// errors at the blank before the value that is wrong, and the value is what to point at.
fn past_blanks(text: &str, line: usize, col: usize) -> (usize, usize) {
    let start: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let Some(rest) = text.get(start..) else { return (line, col) };
    let mut chars = rest.chars().skip(col.saturating_sub(1)).peekable();
    let (mut l, mut c) = (line, col);
    while let Some(&ch) = chars.peek() {
        match ch {
            '\n' => (l, c) = (l + 1, 1),
            ' ' | '\t' | '\r' => c += 1,
            _ => return (l, c),
        }
        chars.next();
    }
    (line, col)
}

/// Reads a file as UTF-8, with a precise error for bad bytes.
pub fn read_text(path: &Path) -> Result<String, LoadError> {
    let bytes = std::fs::read(path)
        .map_err(|e| LoadError::of_file(path, Said::new("files-cannot-read", &[("why", &e.to_string())])))?;
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|b| **b == b'\n').count() + 1;
        let col = good.iter().rev().take_while(|b| **b != b'\n').count() + 1;
        LoadError::at(path, Some(&(line, col)), Said::new("files-not-utf8", &[]))
    })
}

/// Every `.ron` file under `dir`, recursively, in name order, and the folders that could not be
/// read.
pub fn ron_files(dir: &Path) -> (Vec<PathBuf>, Vec<LoadError>) {
    let (mut files, mut errors) = (Vec::new(), Vec::new());
    walk(dir, &mut files, &mut errors);
    (files, errors)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>, errors: &mut Vec<LoadError>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            errors.push(LoadError::of_file(dir, Said::new("files-cannot-read-folder", &[("why", &e.to_string())])));
            return;
        }
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            walk(&p, out, errors);
        } else if p.extension().is_some_and(|e| e == "ron") {
            out.push(p);
        }
    }
}

/// Levenshtein distance over chars.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    edit_distance_within(&a, &b, usize::MAX).unwrap_or(usize::MAX)
}

/// [`edit_distance`] of two names as characters, if it is at most `limit`: a row whose every
/// cell is over the limit ends the count early.
pub fn edit_distance_within(a: &[char], b: &[char], limit: usize) -> Option<usize> {
    if a.len().abs_diff(b.len()) > limit {
        return None;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        let mut best = cur[0];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
            best = best.min(cur[j + 1]);
        }
        if best > limit {
            return None;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    Some(prev[b.len()]).filter(|d| *d <= limit)
}

/// What two names are compared by: the confusable skeleton of the name in capitals, then of
/// that in small letters, without spaces at the ends: "Воb" (Cyrillic) is "Bob", "AIice" is
/// "Alice", "rn" is "m".
pub fn name_key(name: &str) -> String {
    use unicode_security::confusable_detection::skeleton;
    // In capitals first, where the skeleton treats every case alike (a Cyrillic В is a Latin
    // B, a capital I an l); then in small letters, where "rn" is "m".
    let capitals: String = skeleton(&name.trim().to_uppercase()).collect();
    skeleton(&capitals.to_lowercase()).flat_map(char::to_lowercase).collect::<String>()
}

/// Whether a name may be shown to other players: not empty, at most `most` characters, with no
/// control character and nothing invisible that changes how the rest reads (a right-to-left
/// override that makes "ecilA" read "Alice", a zero-width joiner, a soft hyphen).
pub fn fit_name(name: &str, most: usize) -> bool {
    !name.trim().is_empty() && name.chars().count() <= most && !name.chars().any(|c| c.is_control() || invisible(c))
}

/// The characters that show nothing themselves, or change how the text around them reads:
/// Unicode's bidirectional controls, zero-width and other format characters.
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFFB}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_only_look_alike_are_one_name_and_invisible_characters_are_refused() {
        for alike in ["Bob", "bob", "BOB", "Воb", "ВОВ", "bоb", " Bob "] {
            assert_eq!(name_key(alike), name_key("Bob"), "{alike:?}");
        }
        for alike in ["Alice", "alice", "ALICE", "Аlice", "AIice", "AlICE"] {
            assert_eq!(name_key(alike), name_key("Alice"), "{alike:?}");
        }
        assert_ne!(name_key("Bob"), name_key("Rob"));
        assert_eq!(name_key("rnary"), name_key("mary"));
        assert!(fit_name("Alice", 40) && fit_name("Zoë", 40));
        for bad in ["\u{202E}ecilA", "Al\u{200D}ice", "Ali\u{00AD}ce", "Bob\u{2066}", "", "  ", "a\tb"] {
            assert!(!fit_name(bad, 40), "{bad:?}");
        }
        assert!(!fit_name(&"x".repeat(41), 40));
    }

    #[test]
    fn compact_ron_leaves_out_defaults_and_some() {
        use crate::rules::{Action, TokenKind};
        let a = Action::CreateToken {
            id: "t".into(),
            token: TokenKind::Predefined("Monster Role".into()),
            controller: "Alice".into(),
            count: None,
            tapped: false,
            transformed: false,
            attached_to: Some("bears".into()),
        };
        assert_eq!(
            compact_ron(&a),
            r#"CreateToken(id:"t",token:Predefined("Monster Role"),controller:"Alice",attached_to:"bears")"#
        );
        let m = Action::move_to("x", crate::rules::Zone::Exile);
        assert_eq!(compact_ron(&m), r#"Move(card:"x",to:Exile)"#);
        // What it writes reads back as the same action.
        let back: Action = ron_options().from_str(&compact_ron(&a)).unwrap();
        assert_eq!(back, a);
    }

    #[test]
    fn non_utf8_is_a_positioned_error() {
        let dir = std::env::temp_dir().join(format!("bifronte-utf8-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("bad.ron");
        std::fs::write(&p, b"[\n  CardDef(\xff)]").unwrap();
        let e = read_text(&p).unwrap_err();
        assert_eq!((e.line, e.col), (2, 11));
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_misspelt_field_names_the_nearest_known_one() {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code, reason = "only parsed")]
        struct Card {
            position: u32,
            tapped: bool,
        }
        let e = load_ron::<Card>(Path::new("x.ron"), "Card(\n  postion: 1,\n  tapped: true)").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert!(
            e.to_string().starts_with("x.ron:2:3: unknown field `postion` in Card; did you mean `position`?"),
            "{e}"
        );
        assert_eq!(
            (e.near.as_deref(), &e.one_of[..]),
            (Some("position"), &["position".to_string(), "tapped".into()][..])
        );
        // Said later, as a line of messages, it reads the same in each language.
        for lang in Lang::ALL {
            assert_eq!(e.said_line().text_in(lang), e.text_in(lang), "{lang:?}");
        }
        let whole = LoadError::of_file(Path::new("gone.ron"), Said::new("files-not-utf8", &[]));
        assert_eq!(whole.to_string(), "gone.ron: the file is not valid UTF-8");
        assert_eq!(whole.said_line().text_in(Lang::En), whole.to_string());
        assert_eq!(nearest("taped", &["tapped", "damage"]), Some("tapped"));
        assert_eq!(nearest("zzzzzz", &["tapped", "damage"]), None);
    }
}
