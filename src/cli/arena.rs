//! `bifronte arena`: games between two computer players with no window, a line for each, then
//! the tally with its 95 % interval, the decisions' speed and the hard player's playouts.

use std::fmt::Write as _;
use std::path::PathBuf;

use super::{Report, error_line};
use crate::cards::CardDb;
use crate::i18n::Lang;

/// `arena`: games between two computer players, a line for each and the tally.
pub(super) fn arena(lang: Lang, args: &[String], games: u32, seed: u64, turns: u32, db: &CardDb) -> Report {
    let fail = |text: String| Report { out: error_line(lang, text), status: 2 };
    let levels: Result<Vec<crate::ai::Level>, crate::i18n::Said> =
        args.iter().take(2).map(|a| crate::ai::Level::parse(a)).collect();
    let levels = match levels {
        Ok(l) => [l[0], l[1]],
        Err(e) => return fail(e.text_in(lang)),
    };
    let decks: Vec<PathBuf> = args.iter().skip(2).map(PathBuf::from).collect();
    if decks.len() == 1 {
        return fail(lang.t("cli-arena-two-decks", &[]));
    }
    let texts = match crate::scene::game::read_decks(&decks, &[]) {
        Ok(t) => t,
        Err(e) => return Report { out: crate::i18n::SaidIn::said_in(&e, lang), status: 2 },
    };
    let pair = [texts[0].clone(), texts[1].clone()];
    let deck_name =
        |d: &(String, PathBuf, String)| d.1.file_stem().map_or(String::new(), |s| s.to_string_lossy().into_owned());
    let mut out = String::new();
    let names = [levels[0].name(), levels[1].name()];
    let result = crate::ai::arena::match_up(db, &pair, levels, games, seed, turns, |g, o| {
        let (game, turns) = ((g + 1).to_string(), o.turns.to_string());
        let line = match o.winner {
            Some(s) => {
                let won = if (s == 0) == (g % 2 == 0) { names[0] } else { names[1] };
                lang.t("cli-arena-game", &[("game", &game), ("winner", won), ("turns", &turns)])
            }
            None => lang.t("cli-arena-drawn", &[("game", &game), ("why", &o.stopped), ("turns", &turns)]),
        };
        println!("{line}");
    });
    let tally = match result {
        Ok(t) => t,
        Err(e) => return fail(e.text_in(lang)),
    };
    let (share, lo, hi) = tally.share();
    let pct = |x: f64| lang.decimal(x * 100.0, 1);
    let per_second = tally.decisions as f64 / tally.thinking.as_secs_f64().max(1e-9);
    let _ = writeln!(
        out,
        "{}",
        lang.t(
            "cli-arena-tally",
            &[
                ("first", names[0]),
                ("second", names[1]),
                ("decks", &format!("{} / {}", deck_name(&pair[0]), deck_name(&pair[1]))),
                ("games", &tally.games().to_string()),
                ("wins", &tally.wins[0].to_string()),
                ("losses", &tally.wins[1].to_string()),
                ("draws", &tally.draws.to_string()),
                ("share", &pct(share)),
                ("low", &pct(lo)),
                ("high", &pct(hi)),
            ],
        )
    );
    let _ = writeln!(
        out,
        "{}",
        lang.t(
            "cli-arena-speed",
            &[
                ("decisions", &tally.decisions.to_string()),
                ("per_second", &lang.decimal(per_second, 0)),
                ("slowest", &lang.decimal(tally.slowest.as_secs_f64() * 1000.0, 1)),
                ("turns", &lang.decimal(tally.turns as f64 / f64::from(tally.games().max(1)), 1)),
            ],
        )
    );
    let (playouts, took) = crate::ai::lookahead::playouts();
    if playouts > 0 {
        let per_second = playouts as f64 / took.as_secs_f64().max(1e-9);
        let args = [("playouts", playouts.to_string()), ("per_second", lang.decimal(per_second, 0))];
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let _ = writeln!(out, "{}", lang.t("cli-arena-playouts", &args));
    }
    for r in tally.refused.iter().take(5) {
        out.push_str(&error_line(lang, lang.t("cli-arena-refused", &[("what", r)])));
    }
    Report { status: if tally.refused.is_empty() { 0 } else { 1 }, out }
}
