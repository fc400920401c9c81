//! The commands about card data: `cards` (list or show a card), `import` (Scryfall's bulk data
//! into the card database), `deck check` (a decklist resolved), and the imported database
//! opened beside the shipped cards.

use std::fmt::Write as _;
use std::path::Path;

use super::{Report, error_line};
use crate::cards::CardDb;
use crate::cards::store::{CardStore, OpenError, fold};
use crate::i18n::{Lang, SaidIn};

/// The shipped cards, with the imported database at `path` beside them if there is one (a
/// database that can't be read is reported and left out).
pub fn with_imported(lang: Lang, db: CardDb, path: &Path, out: &mut String) -> CardDb {
    match CardStore::open(path) {
        Ok(store) => db.with_imported(std::sync::Arc::new(store)),
        // $BIFRONTE_DB names a file that isn't there: said, not silently ignored.
        Err(OpenError::Missing) if std::env::var_os("BIFRONTE_DB").is_some_and(|p| !p.is_empty()) => {
            let what = lang.t("cli-db-missing", &[("path", &path.display().to_string())]);
            out.push_str(&error_line(lang, lang.t("cli-shipped-cards-only", &[("what", &what)])));
            db
        }
        Err(OpenError::Missing) => db,
        Err(e @ OpenError::Bad(..)) => {
            out.push_str(&error_line(lang, lang.t("cli-shipped-cards-only", &[("what", &e.said_in(lang))])));
            db
        }
    }
}

/// `bifronte import FILE`: a progress bar on the terminal, then a summary per layout.
pub fn import(lang: Lang, file: &Path, db: &Path) -> i32 {
    let bar = indicatif::ProgressBar::new(0).with_style(
        indicatif::ProgressStyle::with_template("{msg} {bar:40} {bytes}/{total_bytes} ({bytes_per_sec}, {eta})")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar.set_message(lang.tr("cli-reading-cards"));
    let started = std::time::Instant::now();
    let result = crate::cards::import::import(file, db, &mut |done, total| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    });
    bar.finish_and_clear();
    match result {
        Ok(summary) => {
            let secs = started.elapsed().as_secs_f64();
            let peak = crate::frames::peak_rss_kib()
                .map_or_else(String::new, |k| lang.t("cli-peak-memory", &[("mib", &(k / 1024).to_string())]));
            let rate = format!("{:.0}", summary.bytes as f64 / 1e6 / secs.max(1e-9));
            let done = lang.t(
                "cli-imported",
                &[("db", &db.display().to_string()), ("secs", &format!("{secs:.1}")), ("rate", &rate), ("peak", &peak)],
            );
            super::print_report(lang, &format!("{}{done}\n", crate::view::words::import_summary(lang, &summary)));
            0
        }
        Err(e) => {
            eprint!("{}", error_line(lang, e));
            2
        }
    }
}

/// `bifronte import --download [KIND]`: Scryfall's current bulk file of `kind` into `dir` (not
/// fetched again when unchanged; a broken download goes on), then imported into `db` as
/// `import FILE` does. A version already imported leaves the database as it was.
pub fn import_download(lang: Lang, kind: crate::web::bulk::BulkKind, dir: &Path, db: &Path) -> i32 {
    let bar = indicatif::ProgressBar::new(0).with_style(
        indicatif::ProgressStyle::with_template("{msg} {bar:40} {bytes}/{total_bytes} ({bytes_per_sec}, {eta})")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar.set_message(lang.t("cli-downloading", &[("what", kind.api_type())]));
    let got = crate::web::bulk::download(kind, dir, &mut |done, total| {
        if let Some(t) = total {
            bar.set_length(t);
        }
        bar.set_position(done);
    });
    bar.finish_and_clear();
    let got = match got {
        Ok(g) => g,
        Err(e) => {
            // The downloader's own words (English: its lines aren't messages yet).
            eprint!("{}", error_line(lang, e.to_string()));
            return 2;
        }
    };
    let (file, fetched, from) = (got.file.display().to_string(), got.fetched.to_string(), got.resumed_from.to_string());
    let words = [("what", kind.api_type()), ("date", &got.updated_at), ("file", &file), ("bytes", &fetched)];
    if got.fetched == 0 {
        println!("{}", lang.t("cli-already-downloaded", &words));
    } else if got.resumed_from > 0 {
        println!("{}", lang.t("cli-downloaded-going-on", &[&words[..], &[("from", &from)]].concat()));
    } else {
        println!("{}", lang.t("cli-downloaded", &words));
    }
    if got.imported.as_deref() == Some(db) && db.is_file() {
        println!("{}", lang.t("cli-already-imported", &[&words[..], &[("db", &db.display().to_string())]].concat()));
        return 0;
    }
    let status = import(lang, &got.file, db);
    let kept = match status {
        0 => crate::web::bulk::mark_imported(dir, kind, &got.updated_at, db),
        // A download that doesn't import is fetched whole again next time.
        _ => crate::web::bulk::forget(dir, kind).map(|()| eprintln!("{}", lang.t("cli-fetched-again", &words))),
    };
    if let Err(e) = kept {
        eprintln!("{}", lang.t("cli-warning", &[("what", &e.to_string())]));
    }
    status
}

/// `bifronte deck save NAME [FILE]`: the decklist (FILE, or standard input) kept in the decks
/// folder under NAME once it reads; every problem at its line otherwise, in FILE (or standard
/// input), where it can be mended.
pub fn deck_save(lang: Lang, name: &str, file: Option<&Path>, db: &CardDb) -> Report {
    use std::io::Read as _;
    let (text, from) = match file {
        Some(f) => {
            (crate::cards::decklist::read_deck_text(f).map(|(t, _)| t).map_err(|e| e.said_in(lang)), f.to_path_buf())
        }
        None => {
            let from = lang.tr("cli-standard-input");
            // Read up to the bound and a byte more, to know when there is more.
            let mut bytes = Vec::new();
            let read = std::io::stdin().take(crate::cards::decklist::MAX_DECK_BYTES + 1).read_to_end(&mut bytes);
            let text = read.map_err(|e| format!("{from}: {e}")).and_then(|_| {
                crate::cards::decklist::deck_bytes_text(&bytes, &from).map(|(t, _)| t).map_err(|e| e.said_in(lang))
            });
            (text, std::path::PathBuf::from(from))
        }
    };
    let text = match text {
        Ok(text) => text,
        Err(e) => return Report { out: error_line(lang, e), status: 2 },
    };
    match crate::cards::decks::save_from(&crate::cards::decks::decks_dir(), name, &text, Some(&from), db) {
        Ok(path) => Report {
            out: format!("{}\n", lang.t("cli-deck-kept", &[("name", name), ("file", &path.display().to_string())])),
            status: 0,
        },
        Err(refused) => Report { out: refused.lines(lang).iter().map(|e| error_line(lang, e)).collect(), status: 2 },
    }
}

/// The most problems `deck check` says one by one (binary junk made thousands, one a megabyte).
pub const SHOWN_PROBLEMS: usize = 200;

/// `bifronte deck check FILE`: the resolved list, section by section; each problem at its line.
pub fn deck_check(lang: Lang, file: &Path, db: &CardDb) -> Report {
    let (text, note) = match crate::cards::decklist::read_deck_text(file) {
        Ok(read) => read,
        Err(e) => return Report { out: error_line(lang, e), status: 2 },
    };
    // Every problem of a whole collection is counted, not the first few a game's setup stops
    // at; the first `SHOWN_PROBLEMS` are said, and how many more there are.
    let (deck, errors, more) = crate::cards::decklist::check_deck_file(file, &text, db, SHOWN_PROBLEMS);
    if !errors.is_empty() {
        let mut out: String = errors.iter().map(|e| error_line(lang, e)).collect();
        if more > 0 {
            out.push_str(&error_line(lang, lang.t("cli-more-problems", &[("n", &more.to_string())])));
        }
        for note in note.iter().chain(&deck.notes) {
            let _ = writeln!(out, "{}", lang.t("cli-note", &[("what", &note.text_in(lang))]));
        }
        let (found, named) = (deck.found().to_string(), (deck.found() + deck.missing).to_string());
        let _ = writeln!(out, "{}", lang.t("cli-cards-found", &[("found", &found), ("named", &named)]));
        return Report { out, status: 2 };
    }
    let mut out = String::new();
    for (title, entries) in [
        ("decks-part-commander", &deck.commander),
        ("cli-companion", &deck.companion),
        ("cli-main", &deck.main),
        ("decks-part-sideboard", &deck.sideboard),
    ] {
        let title = lang.tr(title);
        if entries.is_empty() {
            continue;
        }
        let n: u32 = entries.iter().map(|e| e.count).sum();
        let _ = writeln!(out, "{title} ({n})");
        for e in entries {
            let _ = writeln!(out, "  {} {}", e.count, crate::cards::decklist::listed_name(db, &e.name));
        }
    }
    for note in note.iter().chain(&deck.notes) {
        let _ = writeln!(out, "{}", lang.t("cli-note", &[("what", &note.text_in(lang))]));
    }
    Report { out, status: 0 }
}

/// `bifronte deck stats FILE [--card NAME --turn N] [--format F]`: the deck's figures
/// (`cards::stats`), and its legality in a format (`cards::legality`).
pub fn deck_stats(lang: Lang, file: &Path, card: Option<&str>, turn: u32, format: Option<&str>, db: &CardDb) -> Report {
    use crate::cards::stats::{DeckStats, by_turn};
    let read = crate::cards::decklist::read_deck_text(file).map_err(|e| vec![e]);
    let deck = match read.and_then(|(text, _)| crate::cards::decklist::parse_deck_file(file, &text, db)) {
        Ok(deck) => deck,
        Err(errors) => return Report { out: errors.iter().map(|e| error_line(lang, e)).collect(), status: 2 },
    };
    let stats = DeckStats::of(&deck, db);
    let mut out = stats_words(lang, &stats);
    if let Some(name) = card {
        let wanted = db.get(name).map(|c| c.front().name.to_string());
        let copies: u32 = deck.main.iter().filter(|e| Some(&e.name) == wanted.as_ref()).map(|e| e.count).sum();
        if copies == 0 {
            let why = lang.t("cli-not-in-main-deck", &[("name", &format!("{name:?}"))]);
            return Report { out: format!("{out}{}", error_line(lang, why)), status: 2 };
        }
        let shown = wanted.unwrap_or_default();
        let (play, p) = by_turn(stats.main, copies, turn, true);
        let (draw, d) = by_turn(stats.main, copies, turn, false);
        let words = [
            ("card", shown),
            ("copies", copies.to_string()),
            ("main", stats.main.to_string()),
            ("turn", turn.to_string()),
            ("play", lang.decimal(100.0 * p, 1)),
            ("seen", play.to_string()),
            ("draw", lang.decimal(100.0 * d, 1)),
            ("seen_draw", draw.to_string()),
        ];
        let _ = writeln!(out, "{}", lang.t_of("cli-odds-by-turn", &words));
    }
    if let Some(format) = format {
        match crate::cards::legality::check(&deck, format, db) {
            Err(e) => return Report { out: format!("{out}{}", error_line(lang, e.text_in(lang))), status: 2 },
            Ok(problems) => out.push_str(&legality_words(lang, format, &problems)),
        }
    }
    Report { out, status: 0 }
}

/// The verdict in words: "Legal in Modern." or the problems, a line each.
fn legality_words(lang: Lang, format: &str, problems: &[crate::cards::legality::Problem]) -> String {
    use crate::cards::legality::{FORMATS, format_index};
    let name = format_index(format).map_or(format, |i| FORMATS[i].1);
    match problems {
        [] => format!("{}\n", lang.t("cli-legal-in", &[("format", name)])),
        _ => {
            let mut out = format!("{}\n", lang.t("cli-not-legal-in", &[("format", name)]));
            problems.iter().for_each(|p| out.push_str(&format!("  {}\n", p.said_in(lang))));
            out
        }
    }
}

/// `bifronte cards [NAME]`.
pub fn cards(lang: Lang, name: Option<&str>, db: &CardDb) -> Report {
    let mut out = String::new();
    match name {
        None => {
            let mut names: Vec<String> = db.cards().map(|c| c.display_name()).collect();
            names.sort();
            names.dedup();
            for n in &names {
                let _ = writeln!(out, "{n}");
            }
            let _ = writeln!(out, "{}", lang.t("cli-cards-count", &[("n", &names.len().to_string())]));
            if let Some(store) = db.imported() {
                let _ = writeln!(out, "{}", lang.t("cli-imported-count", &[("n", &store.len().to_string())]));
            }
        }
        // The "A // B" header this prints for a card is a name it takes back (a meld card's too).
        Some(n) => match db.get(n).or_else(|| db.get(n.split(" // ").next().unwrap_or(n).trim())) {
            Some(c) => {
                let stored = db.imported().and_then(|s| s.find(n)).filter(|_| db.is_imported(n));
                // A melded permanent (Brisela) is shown as itself, not as one of its halves.
                let melded = crate::cards::decklist::melded(db, n);
                let shown_faces: Vec<usize> = match &melded {
                    Some((name, _)) if c.faces.len() > 1 => {
                        let same = |f: &std::sync::Arc<crate::cards::Face>| fold(&f.name) == fold(name);
                        c.faces.iter().position(same).into_iter().collect()
                    }
                    _ => (0..c.faces.len()).collect(),
                };
                match &melded {
                    Some((name, _)) => _ = writeln!(out, "{name} ({:?})", crate::cards::Layout::Meld),
                    None => _ = writeln!(out, "{} ({:?})", c.display_name(), c.layout),
                }
                if let Some((_, halves)) = &melded {
                    let half = |i: usize| halves.get(i).cloned().unwrap_or_default();
                    let _ = writeln!(out, "  {}", lang.t("cli-melded", &[("a", &half(0)), ("b", &half(1))]));
                }
                if let Some(alike) = crate::cards::decklist::same_name(db, n) {
                    let name = stored.map_or_else(|| n.to_string(), |s| s.name());
                    let words = [("n", alike.n.as_str()), ("name", &name), ("printings", &alike.printings)];
                    let _ = writeln!(
                        out,
                        "  {}",
                        lang.t("cli-same-name", &[&words[..], &[("printing", &alike.first)]].concat())
                    );
                }
                if let Some(s) = stored {
                    let words = lang.t(
                        "cli-card-imported",
                        &[
                            ("layout", &format!("{:?}", s.scryfall_layout)),
                            ("set", &s.set.to_uppercase()),
                            ("number", &s.collector_number),
                        ],
                    );
                    let unmodelled =
                        if s.modelled { String::new() } else { format!(" {}", lang.tr("cli-not-modelled")) };
                    let _ = writeln!(out, "  {words}{unmodelled}");
                }
                for (i, f) in c.faces.iter().enumerate().filter(|(i, _)| shown_faces.contains(i)) {
                    let cost = f.mana_cost.as_ref().map(|m| m.to_string()).unwrap_or_default();
                    let line =
                        stored.and_then(|s| s.faces.get(i)).map_or_else(|| f.type_line(), |s| s.type_line.clone());
                    let _ = writeln!(out, "{} {cost}\n  {line}", f.name);
                    for line in f.text.abilities() {
                        let level = lang.tr(crate::cards::level::line_level(line).message());
                        let _ = writeln!(out, "  {}  [{level}]", line.text);
                    }
                    let printed = stored.and_then(|s| s.faces.get(i));
                    let pt = printed.and_then(|p| Some(format!("{}/{}", p.power.as_ref()?, p.toughness.as_ref()?)));
                    match (pt, f.power, f.toughness) {
                        (Some(pt), ..) => _ = writeln!(out, "  {pt}"),
                        (None, Some(p), Some(t)) => _ = writeln!(out, "  {p}/{t}"),
                        _ => {}
                    }
                    if let Some(l) = f.loyalty {
                        let _ = writeln!(out, "  {}", lang.t("cli-loyalty", &[("n", &l.to_string())]));
                    }
                    if let Some(d) = f.defense {
                        let _ = writeln!(out, "  {}", lang.t("cli-defense", &[("n", &d.to_string())]));
                    }
                }
            }
            None => {
                // An empty name is near nothing: no suggestion.
                let hints = if n.trim().is_empty() { Vec::new() } else { db.suggest(n) };
                let mut why = lang.t("cli-unknown-card", &[("name", &format!("{n:?}"))]);
                if !hints.is_empty() {
                    let _ = write!(why, "; {}", lang.t("cli-did-you-mean", &[("names", &hints.join(", "))]));
                }
                let mut out = error_line(lang, why);
                if db.imported().is_none() {
                    let _ = writeln!(out, "{}", lang.tr("cli-only-shipped-cards"));
                }
                return Report { out, status: 2 };
            }
        },
    }
    Report { out, status: 0 }
}

/// `bifronte cards --automation [DECK...]`: over every card of the database (shipped and
/// imported), or over the decklists given counting copies, how many nonland cards the table
/// carries out at each level (a card at its lowest line's, `cards::level`), the ability lines
/// at each level, the triggered abilities it reads, and the texts most common among the lines
/// of the cards that aren't automatic yet, and the texts that alone keep a card from being
/// automatic (a modal line counts through its modes), `top` of each. The last line is the sum.
pub fn automation(lang: Lang, db: &CardDb, decks: &[std::path::PathBuf], top: usize) -> Report {
    use crate::cards::level::{Level, line_level};
    use crate::cards::{Ability, CardType, triggers::is_trigger_text};
    use std::collections::HashMap;
    let mut lines = [0usize; 4];
    let mut cards = [0usize; 4];
    let (mut looks_triggered, mut read, mut automatic) = (0usize, 0usize, 0usize);
    let mut missing: HashMap<String, usize> = HashMap::new();
    let mut alone: HashMap<String, usize> = HashMap::new();
    let mut count = |def: &crate::cards::CardDef, copies: usize| {
        if def.front().types.contains(&CardType::Land) {
            return;
        }
        let mut level = Level::Automatic;
        let mut open: Vec<String> = Vec::new();
        let mut holding: Vec<String> = Vec::new();
        for f in &def.faces {
            for l in f.text.abilities() {
                let at = line_level(l);
                lines[at as usize] += copies;
                level = level.min(at);
                let typed = matches!(l.ability, Ability::Triggered(_));
                if typed || is_trigger_text(&l.text) {
                    looks_triggered += copies;
                }
                if typed {
                    read += copies;
                    automatic += copies * usize::from(at == Level::Automatic);
                }
                if at != Level::Automatic {
                    open.push(l.text.replace(f.name.as_str(), "CARDNAME"));
                    if !matches!(l.ability, Ability::Modal(_)) {
                        holding.push(l.text.replace(f.name.as_str(), "CARDNAME"));
                    }
                }
            }
        }
        cards[level as usize] += copies;
        if let [text] = &holding[..] {
            *alone.entry(text.clone()).or_default() += copies;
        }
        for text in open {
            *missing.entry(text).or_default() += copies;
        }
    };
    let mut out = String::new();
    let n = |x: usize| x.to_string();
    if decks.is_empty() {
        let mut seen = std::collections::HashSet::new();
        for def in db.cards() {
            if seen.insert(def.display_name()) {
                count(def, 1);
            }
        }
        if let Some(store) = db.imported() {
            for card in store.cards() {
                if seen.insert(card.name()) {
                    count(&card.to_def(), 1);
                }
            }
        }
    } else {
        for path in decks {
            let text = match crate::cards::decklist::read_deck_text(path) {
                Ok((text, _)) => text,
                Err(e) => {
                    let _ = writeln!(out, "{}", e.said_in(lang));
                    return Report { out, status: 2 };
                }
            };
            let (list, errors, _) = crate::cards::decklist::check_deck_file(path, &text, db, 20);
            // What isn't a known card isn't counted, and is said.
            for e in &errors {
                let _ = writeln!(out, "{}", e.said_in(lang));
            }
            for e in list.main.iter().chain(&list.sideboard).chain(&list.commander).chain(&list.companion) {
                if let Some(def) = db.get(&e.name) {
                    count(def, e.count as usize);
                }
            }
        }
    }
    let all: usize = cards.iter().sum();
    let _ = writeln!(out, "{}", lang.t("cli-automation-cards", &[("n", &n(all))]));
    for level in Level::ALL {
        let i = level as usize;
        let args = [("level", lang.tr(level.message())), ("lines", n(lines[i])), ("cards", n(cards[i]))];
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let _ = writeln!(out, "{}", lang.t("cli-automation-level", &args));
    }
    let args = [("all", n(looks_triggered)), ("read", n(read)), ("automatic", n(automatic))];
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let _ = writeln!(out, "{}", lang.t("cli-automation-triggers", &args));
    for (title, texts) in [("cli-automation-missing", missing), ("cli-automation-alone", alone)] {
        let mut common: Vec<(String, usize)> = texts.into_iter().collect();
        common.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let _ = writeln!(out, "{}", lang.tr(title));
        for (text, k) in common.iter().take(top) {
            let _ = writeln!(out, "  {k:>6}  {}", text.replace('\n', " "));
        }
    }
    let share = if all == 0 { 0.0 } else { cards[Level::Automatic as usize] as f64 * 100.0 / all as f64 };
    let args = [
        ("automatic", n(cards[Level::Automatic as usize])),
        ("all", n(all)),
        ("percent", format!("{share:.1}")),
        ("assisted", n(cards[Level::Assisted as usize])),
        ("reminded", n(cards[Level::Reminded as usize])),
        ("by_hand", n(cards[Level::ByHand as usize])),
    ];
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let _ = writeln!(out, "{}", lang.t("cli-automation-total", &args));
    Report { out, status: 0 }
}

/// A deck's figures in words, with the opening hand's odds (7 cards).
fn stats_words(lang: Lang, s: &crate::cards::stats::DeckStats) -> String {
    let mut out = String::new();
    let share = |n: u32| if s.main == 0 { 0.0 } else { 100.0 * f64::from(n) / f64::from(s.main) };
    use crate::cards::stats::{CURVE_TOP, at_least_of};
    use crate::view::words::type_words;
    let sizes = [
        ("main", s.main.to_string()),
        ("sideboard", s.sideboard.to_string()),
        ("lands", s.lands.to_string()),
        ("share", format!("{:.0}", share(s.lands))),
    ];
    let _ = writeln!(out, "{}", lang.t_of("cli-stats-sizes", &sizes));
    let _ = writeln!(out, "{}", lang.tr("decks-editor-curve"));
    let widest = s.curve.iter().copied().max().unwrap_or(0).max(1);
    for (mv, n) in s.curve.iter().enumerate() {
        let label = if mv as u32 == CURVE_TOP { format!("{CURVE_TOP}+") } else { mv.to_string() };
        let bar = "#".repeat((n * 30).div_ceil(widest) as usize);
        let _ = writeln!(out, "  {label:>2} {n:>3} {bar}");
    }
    let pips: Vec<String> = s.pips.iter().map(|(c, n)| format!("{} {n}", c.letter())).collect();
    let pips = if pips.is_empty() { lang.tr("cli-stats-none") } else { pips.join(", ") };
    let _ = writeln!(out, "{}", lang.t_of("cli-stats-pips", &[("pips", pips)]));
    let types: Vec<String> = s.types.iter().map(|(t, n)| format!("{} {n}", type_words(lang, t))).collect();
    let _ = writeln!(out, "{}", lang.t_of("cli-stats-types", &[("types", types.join(", "))]));
    if s.main >= 7 {
        let hand = |at_least: u32| lang.decimal(100.0 * at_least_of(s.main, s.lands, 7, at_least), 1);
        let odds = [("one", hand(1)), ("two", hand(2)), ("three", hand(3))];
        let _ = writeln!(out, "{}", lang.t_of("cli-stats-opening-hand", &odds));
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::cards::CardDb;
    use crate::cards::stats::DeckStats;

    #[test]
    fn an_error_line_says_a_file_s_problem_in_the_language_given_not_the_one_in_force() {
        use crate::i18n::{Lang, Said};
        let e = crate::format::LoadError::of_file(std::path::Path::new("d.txt"), Said::new("files-not-utf8", &[]));
        assert_eq!(super::error_line(Lang::It, &e), "ERRORE d.txt: il file non è UTF-8 valido\n");
        assert_eq!(super::error_line(Lang::En, &e), "ERROR d.txt: the file is not valid UTF-8\n");
    }

    #[test]
    fn a_deck_s_figures_are_said_with_its_curve_as_bars() {
        let (db, _) = CardDb::load_default();
        let text = "4 Delver of Secrets\n2 Fire // Ice\n20 Island\n3 Serra Angel\nSideboard\n2 Gut Shot\n";
        let deck = crate::cards::decklist::parse_decklist(std::path::Path::new("d.txt"), text, &db).unwrap();
        let words = super::stats_words(crate::i18n::Lang::En, &DeckStats::of(&deck, &db));
        assert!(words.starts_with("Main 29 · sideboard 2 · lands 20 (69 %)"), "{words}");
        assert!(words.contains("   5   3 ##################"), "{words}");
    }
}
