//! The house's rooms and their imports, against docs/architecture.md's "The house": each top-level
//! module of `src/` imports (by `crate::` paths, outside its tests) exactly the rooms its line
//! lists, and only rooms listed above it.

use std::collections::BTreeSet;
use std::path::Path;

/// The rooms: `src/`'s top-level modules (a folder or a file), lib.rs and main.rs aside.
fn rooms(src: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(src)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n != "lib.rs" && n != "main.rs")
        .map(|n| n.trim_end_matches(".rs").to_string())
        .collect();
    out.sort();
    out
}

fn rust_files(path: &Path, out: &mut Vec<std::path::PathBuf>) {
    if path.is_dir() {
        for e in std::fs::read_dir(path).unwrap().filter_map(|e| e.ok()) {
            rust_files(&e.path(), out);
        }
    } else if path.extension().is_some_and(|x| x == "rs") {
        out.push(path.to_path_buf());
    }
}

/// Each file of a room with its code: comments and `#[cfg(test)]` modules left out.
fn room_code(src: &Path, room: &str) -> Vec<(std::path::PathBuf, String)> {
    let mut files = Vec::new();
    let dir = src.join(room);
    let path = if dir.is_dir() { dir } else { src.join(format!("{room}.rs")) };
    rust_files(&path, &mut files);
    let code = |f: &std::path::PathBuf| {
        let text = std::fs::read_to_string(f).unwrap();
        let code: String = text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n");
        code.split("#[cfg(test)]").next().unwrap_or("").to_string()
    };
    files.into_iter().map(|f| (f.clone(), code(&f))).collect()
}

/// The first word of every path that follows `prefix` in `code` (`prefix::word` or each of
/// `prefix::{a, b}`).
fn words_after(code: &str, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find(prefix) {
        rest = &rest[i + prefix.len()..];
        let names: Vec<&str> = match rest.strip_prefix('{') {
            Some(inner) => inner.split('}').next().unwrap_or("").split(',').collect(),
            None => vec![rest],
        };
        out.extend(names.iter().map(|n| n.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect()));
    }
    out
}

/// The rooms a room's code names with `crate::ROOM` (or `crate::{ROOM, ..}`), comments and
/// `#[cfg(test)]` modules left out.
fn imports(src: &Path, room: &str, all: &[String]) -> BTreeSet<String> {
    let words = room_code(src, room).into_iter().flat_map(|(_, code)| words_after(&code, "crate::"));
    words.filter(|w| all.contains(w) && w != room).collect()
}

/// docs/architecture.md's rooms in order, each with the rooms its line says it depends on
/// (words in brackets left out).
fn listed(doc: &str, all: &[String]) -> Vec<(String, BTreeSet<String>)> {
    let start = doc.find("## The house").expect("docs/architecture.md has \"The house\"");
    let end = start + doc[start..].find("\n## ").unwrap_or(doc.len() - start);
    let mut out = Vec::new();
    for line in doc[start..end].lines().filter(|l| l.starts_with("| `")) {
        let first = line.split('`').nth(1).unwrap_or("");
        let room = first.trim_end_matches('/').trim_end_matches(".rs").to_string();
        // A line about files inside a room says what they hold, not a room of its own.
        if !all.contains(&room) || first.trim_end_matches('/').contains('/') {
            continue;
        }
        let deps = line.trim_end().trim_end_matches('|').rsplit(" | ").next().unwrap_or("");
        let mut plain = String::new();
        let mut depth = 0;
        for c in deps.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        let names = plain.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| all.iter().any(|r| r == w));
        out.push((room, names.map(str::to_string).collect()));
    }
    out
}

#[test]
fn every_room_imports_exactly_what_its_line_in_the_architecture_lists_and_nothing_above_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("src");
    let all = rooms(&src);
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let lines = listed(&doc, &all);
    let named: Vec<&String> = lines.iter().map(|(r, _)| r).collect();
    let missing: Vec<&String> = all.iter().filter(|r| !named.contains(r)).collect();
    assert!(missing.is_empty(), "rooms with no line in docs/architecture.md's \"The house\": {missing:?}");
    let mut wrong = Vec::new();
    for (at, (room, says)) in lines.iter().enumerate() {
        let does = imports(&src, room, &all);
        if &does != says {
            let more: Vec<_> = does.difference(says).collect();
            let less: Vec<_> = says.difference(&does).collect();
            wrong.push(format!(
                "{room}: imports {more:?} that its line doesn't list; lists {less:?} that it doesn't import"
            ));
        }
        let above: Vec<&String> = does.iter().filter(|d| !lines[..at].iter().any(|(r, _)| r == *d)).collect();
        if !above.is_empty() {
            wrong.push(format!("{room}: imports {above:?}, not listed above it"));
        }
    }
    assert!(wrong.is_empty(), "docs/architecture.md's house is not the code's:\n{}", wrong.join("\n"));
}

/// What would read or set a process-wide language: the old `i18n` functions (gone: a message
/// is said with an explicit language, `Lang::t`, `text_in`, `SaidIn::said_in`), and
/// `set_display_lang`, the language a message's `Display` once fell back to (gone: `Display`
/// is English, the words of logs and error chains).
const IN_FORCE: [&str; 7] = ["t", "t_of", "tr", "tr_with", "lang", "decimal", "set_display_lang"];

/// Where a room's code (comments and `#[cfg(test)]` modules left out) names one of
/// [`IN_FORCE`] from `crate::i18n` (a call or an import); "file: name" each.
fn reads_the_language(src: &Path, room: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (file, code) in room_code(src, room) {
        let named: BTreeSet<String> =
            words_after(&code, "crate::i18n::").into_iter().filter(|w| IN_FORCE.contains(&w.as_str())).collect();
        let shown = file.strip_prefix(src).unwrap_or(&file).display().to_string();
        out.extend(named.into_iter().map(|n| format!("{shown}: {n}")));
    }
    out
}

/// 63: the language is the edge's, a resource of the window (`session::Language`, which its
/// panels read from their egui context, `table::language::Words`) and a value the command line
/// passes down, not a process-wide global: no room reads or sets one, and the rooms below the
/// window and the command line return typed values and messages ([`bifronte::i18n::Said`],
/// typed errors that say themselves, `SaidIn`) that whoever reads them says in its own language.
#[test]
fn no_room_reads_or_sets_a_process_wide_language() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut rooms: Vec<String> = std::fs::read_dir(&src)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().trim_end_matches(".rs").to_string())
        .filter(|r| r != "i18n" && r != "lib" && r != "main")
        .collect();
    rooms.sort();
    rooms.dedup();
    let found: Vec<String> = rooms.iter().flat_map(|room| reads_the_language(&src, room)).collect();
    assert!(found.is_empty(), "rooms that read or set a process-wide language:\n{found:#?}");
    let i18n = std::fs::read_to_string(src.join("i18n.rs")).unwrap();
    let kept = ["RwLock<Lang>", "Mutex<Lang>", "Cell<Lang>", "fn set_display_lang"];
    let kept: Vec<&&str> = kept.iter().filter(|k| i18n.contains(**k)).collect();
    assert!(kept.is_empty(), "i18n keeps no language of its own: {kept:?}");
    assert!(rooms.len() > 15, "the rooms were read: {rooms:?}");
}
