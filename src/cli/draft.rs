//! `bifronte draft` and `bifronte sealed`: a pod at this terminal against bots (or bots alone),
//! a sealed pool, and a kept draft watched back. The pools leave as decklists (the deck built
//! from each, then the rest of the pool as its sideboard) that `bifronte game` plays.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::{Report, error_line};
use crate::cards::CardDb;
use crate::draft::bot::{self, counted};
use crate::draft::pod::{Bots, Pod};
use crate::draft::{Boosters, DraftRecord, Ratings};
use crate::i18n::{Lang, SaidIn};

/// Where the packs come from, as the command line says it.
pub struct PackSource<'a> {
    /// A set's code.
    pub set: Option<&'a str>,
    /// A cube's decklist.
    pub cube: Option<&'a Path>,
}

/// The boosters a command line asks for; why not, in `lang`.
fn boosters(lang: Lang, source: &PackSource<'_>, db: &CardDb, seed: u64) -> Result<Boosters, String> {
    Boosters::from_source(source.set, source.cube, db, seed).map_err(|e| e.said_in(lang))
}

/// The ratings file, if one is given; why it doesn't read, in `lang`.
fn ratings(lang: Lang, file: Option<&Path>) -> Result<Ratings, String> {
    let Some(file) = file else { return Ok(Ratings::default()) };
    let text = crate::format::read_text(file).map_err(|e| e.said_in(lang))?;
    Ratings::parse(file, &text).map_err(|e| e.said_in(lang))
}

/// The options of `bifronte draft`.
pub struct DraftArgs<'a> {
    /// Where the packs come from.
    pub source: PackSource<'a>,
    /// Seats at the pod.
    pub seats: usize,
    /// Bots in every seat.
    pub bots_only: bool,
    /// Whether the person's picks are timed.
    pub timer: bool,
    /// The packs' seed.
    pub seed: u64,
    /// A ratings file.
    pub ratings: Option<&'a Path>,
    /// Where the pools and the record go.
    pub out: Option<&'a Path>,
}

/// `bifronte draft`: a pod of `seats`, the person at this terminal in the first seat (unless
/// bots only), picking by number from standard input (`pick N`, or `N`; `pool` shows the
/// picks); once over, each seat's pool is built into a deck and written as a decklist, with
/// the draft's record.
/// Its report, and the folder written with the seats' names (for `--play`).
pub fn draft(lang: Lang, a: DraftArgs<'_>, db: &CardDb) -> (Report, Option<(PathBuf, Vec<String>)>) {
    let fail = |text: String| (Report { out: error_line(lang, text), status: 2 }, None);
    let (packs, ratings) = match (boosters(lang, &a.source, db, a.seed), ratings(lang, a.ratings)) {
        (Ok(b), Ok(r)) => (b, r),
        (Err(e), _) | (_, Err(e)) => return fail(e),
    };
    let bots = Bots { db, ratings: &ratings };
    let seats = crate::draft::pod::local_seats(a.seats, a.bots_only, lang);
    let started = Instant::now();
    let mut pod = match Pod::new(seats, packs, a.seed, a.timer, &bots) {
        Ok(p) => p,
        Err(e) => return fail(e.said_in(lang)),
    };
    println!(
        "{}",
        lang.t(
            "draft-begins",
            &[("what", &pod.record().what), ("seats", &a.seats.to_string()), ("seed", &a.seed.to_string())]
        )
    );
    if !a.bots_only {
        person_picks(lang, &mut pod, &bots, started);
    }
    let took = started.elapsed();
    let (report, dir) = finish(lang, &pod, &bots, a.out, took);
    (report, Some((dir, pod.record().seats.clone())))
}

/// `bifronte draft --window`: the pod in the window, the person at its first seat; with
/// `shot`, a screenshot (after its keys) and exit. The exit status.
pub fn in_window(
    lang: Lang,
    a: DraftArgs<'_>,
    shot: Option<(PathBuf, Option<String>)>,
    db: &CardDb,
    pictures: crate::table::images::FaceImages,
) -> i32 {
    let started = boosters(lang, &a.source, db, a.seed).and_then(|b| {
        let r = ratings(lang, a.ratings)?;
        crate::overlay::ui::draft::DraftScreen::start(
            lang,
            b,
            (a.seats, a.timer, a.seed),
            r,
            a.out.map(Path::to_path_buf),
            db,
        )
    });
    match started {
        Ok(screen) => match crate::app::run_draft_window(lang, screen, db.clone(), pictures, shot) {
            bevy::app::AppExit::Success => 0,
            bevy::app::AppExit::Error(_) => 1,
        },
        Err(e) => {
            eprint!("{}", error_line(lang, e));
            2
        }
    }
}

/// The person's picks from standard input until the draft is over: a line a pick. With the
/// timer, a pick not made in time is made for them; at the input's end, every pick left is.
fn person_picks(lang: Lang, pod: &mut Pod, bots: &Bots<'_>, started: Instant) {
    let lines = super::draft_served::terminal_lines();
    let now = || started.elapsed().as_millis() as u64;
    let mut shown = None;
    while !pod.is_over() {
        pod.tick(now(), bots);
        let Some(view) = pod.view(0) else { return };
        let Some(pack) = view.pack.as_ref() else {
            std::thread::sleep(std::time::Duration::from_millis(50));
            continue;
        };
        let here = (view.round, view.pick);
        if shown != Some(here) {
            shown = Some(here);
            let pick = view.pick.unwrap_or(1).to_string();
            println!("{}", lang.t("draft-pack-header", &[("round", &view.round.to_string()), ("pick", &pick)]));
            for l in crate::draft::show::pack_lines(pack, bots.db) {
                println!("{l}");
            }
            if let Some(d) = view.deadline {
                println!("{}", lang.t("draft-timer", &[("seconds", &(d.saturating_sub(now()) / 1000).to_string())]));
            }
        }
        let wait = view.deadline.map(|d| std::time::Duration::from_millis(d.saturating_sub(now()).max(1)));
        let line = match wait {
            Some(w) => match lines.recv_timeout(w) {
                Ok(l) => l,
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => continue,
                Err(_) => None,
            },
            None => lines.recv().ok().flatten(),
        };
        let Some(line) = line else {
            // No more input: the picks left are made for the seat.
            println!("{}", lang.t("draft-input-ended", &[]));
            pod.leave(0, 0);
            pod.tick(u64::MAX, bots);
            return;
        };
        let word = line.trim();
        if word == "pool" {
            for l in crate::draft::show::pool_lines(&view.pool, bots.db, lang) {
                println!("{l}");
            }
            continue;
        }
        let number = word.strip_prefix("pick").unwrap_or(word).trim();
        match number.parse::<usize>() {
            Ok(n) if n >= 1 => match pod.pick(0, n - 1, now(), bots) {
                Ok(()) => println!("{}", lang.t("draft-you-took", &[("card", &pack[n - 1].name)])),
                Err(e) => eprint!("{}", error_line(lang, e)),
            },
            _ => eprint!("{}", error_line(lang, lang.t("draft-say-a-number", &[("what", word)]))),
        }
    }
}

/// Once the pod is over: each seat's deck built and written, the record written, a line each.
fn finish(lang: Lang, pod: &Pod, bots: &Bots<'_>, out: Option<&Path>, took: std::time::Duration) -> (Report, PathBuf) {
    let record = pod.record();
    let dir: PathBuf = out.map_or_else(|| crate::draft::files::default_dir(record), Path::to_path_buf);
    let mut text = String::new();
    let written = crate::draft::files::write_pod(&dir, pod, bots).map(|(decks, record_file)| {
        for d in decks {
            let colours: String = d.colours.iter().map(|c| c.letter()).collect();
            let file = d.file.display().to_string();
            let _ =
                writeln!(text, "{}", lang.t("draft-deck", &[("who", &d.seat), ("colours", &colours), ("file", &file)]));
        }
        let _ = writeln!(text, "{}", lang.t("draft-record", &[("file", &record_file.display().to_string())]));
    });
    let secs = lang.decimal(took.as_secs_f64(), 2);
    let _ =
        writeln!(text, "{}", lang.t("draft-done", &[("picks", &record.picks.len().to_string()), ("seconds", &secs)]));
    let report = match written {
        Ok(()) => Report { out: text, status: 0 },
        Err(e) => Report { out: text + &error_line(lang, e), status: 2 },
    };
    (report, dir)
}

/// The command line that plays the first seat's deck (yours) against the deck of the seat to
/// its left, in a best-of-three match against the computer, in the window.
pub fn match_argv(dir: &Path, seats: &[String]) -> Vec<String> {
    let seat = |i: usize| crate::draft::files::deck_file(dir, seats.get(i).map_or("", String::as_str));
    let (you, left) = (seat(0), seat(1));
    ["game", "--match", "bo3", "--vs-computer"]
        .into_iter()
        .map(String::from)
        .chain([you, left].iter().map(|p| p.display().to_string()))
        .collect()
}

/// `bifronte draft --watch FILE [--as SEAT]`: a kept draft pick by pick.
pub fn watch(lang: Lang, file: &Path, seat: Option<&str>) -> Report {
    let read = crate::format::read_text(file).map_err(|e| e.said_in(lang));
    let record = match read.and_then(|text| DraftRecord::parse(file, &text).map_err(|e| e.said_in(lang))) {
        Ok(r) => r,
        Err(e) => return Report { out: error_line(lang, e), status: 2 },
    };
    let seat = match seat {
        None => None,
        Some(name) => match record.seats.iter().position(|s| s.eq_ignore_ascii_case(name.trim())) {
            Some(i) => Some(i),
            None => {
                let seats = record.seats.join(", ");
                return Report {
                    out: error_line(lang, lang.t("draft-no-such-seat", &[("who", name), ("seats", &seats)])),
                    status: 2,
                };
            }
        },
    };
    let mut out =
        format!("{}\n", lang.t("draft-watching", &[("what", &record.what), ("seed", &record.seed.to_string())]));
    for l in record.watch(seat, lang) {
        out.push_str(&l);
        out.push('\n');
    }
    Report { out, status: 0 }
}

/// `bifronte sealed`: `packs` packs opened, the pool shown by colour and curve, a deck built
/// from it and written with the rest of the pool as its sideboard.
pub fn sealed(
    lang: Lang,
    source: PackSource<'_>,
    packs: usize,
    seed: u64,
    ratings_file: Option<&Path>,
    out: Option<&Path>,
    db: &CardDb,
) -> Report {
    let fail = |text: String| Report { out: error_line(lang, text), status: 2 };
    let (boosters, ratings) = match (boosters(lang, &source, db, seed), ratings(lang, ratings_file)) {
        (Ok(b), Ok(r)) => (b, r),
        (Err(e), _) | (_, Err(e)) => return fail(e),
    };
    let what = boosters.describe().text_in(lang);
    let pool = match crate::draft::pod::sealed(boosters, 1, packs, seed) {
        Ok(mut p) => p.remove(0),
        Err(e) => return fail(e.said_in(lang)),
    };
    let mut text = format!(
        "{}\n",
        lang.t(
            "sealed-pool",
            &[
                ("what", &what),
                ("packs", &packs.to_string()),
                ("cards", &pool.len().to_string()),
                ("seed", &seed.to_string())
            ]
        )
    );
    for l in crate::draft::show::pool_lines(&pool, db, lang) {
        text.push_str(&l);
        text.push('\n');
    }
    let deck = bot::build(&pool, db, &ratings);
    let file = out.map_or_else(
        || crate::format::user_data_dir().join("sealed").join(format!("{}-{seed}.txt", what.replace(' ', "-"))),
        Path::to_path_buf,
    );
    if let Some(parent) = file.parent().filter(|p| !p.as_os_str().is_empty())
        && let Err(e) = std::fs::create_dir_all(parent)
    {
        return fail(format!("{}: {e}", parent.display()));
    }
    if let Err(e) = crate::format::write_atomic(&file, deck.decklist().as_bytes()) {
        return fail(format!("{}: {e}", file.display()));
    }
    let colours: String = deck.colours.iter().map(|c| c.letter()).collect();
    let spells = counted(&deck.main)
        .iter()
        .filter(|(n, _)| !crate::draft::booster::BASICS.contains(n))
        .map(|(_, k)| k)
        .sum::<usize>();
    let _ = writeln!(
        text,
        "{}",
        lang.t(
            "sealed-deck",
            &[("colours", &colours), ("spells", &spells.to_string()), ("file", &file.display().to_string())]
        )
    );
    Report { out: text, status: 0 }
}
