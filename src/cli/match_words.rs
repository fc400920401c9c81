//! A match at the text client (`bifronte join --text`): the score and what the match waits for,
//! printed with the table, and the words that answer it (`first NAME`, `ready -OUT, +IN`).

use crate::i18n::Lang;
use crate::view::seat::SeatModel;

/// A match's words at the text client: `first NAME`, the chooser's choice of who takes the
/// first turn (103.1); `ready`, sideboarding done, with swaps written after it: `ready -Plains,
/// +Pacifism` takes a Plains out of the main deck and puts a Pacifism in from the sideboard
/// (names in any case, each swap as often as written). `None`: not one of these words.
pub fn match_command(
    lang: Lang,
    line: &str,
    m: &SeatModel,
) -> Option<Result<crate::net::protocol::MatchAnswer, String>> {
    use crate::net::protocol::MatchAnswer;
    if let Some(name) = line.strip_prefix("first ") {
        return Some(Ok(MatchAnswer::FirstTurn(name.trim().to_string())));
    }
    let rest = line.strip_prefix("ready")?;
    if !rest.is_empty() && !rest.starts_with(' ') {
        return None;
    }
    let Some(mut deck) = m.series.as_ref().and_then(|v| v.mine.clone()) else {
        return Some(Err(lang.tr("cli-no-match-to-sideboard")));
    };
    for part in rest.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (to_side, name) = match (part.strip_prefix('-'), part.strip_prefix('+')) {
            (Some(n), _) => (true, n.trim()),
            (_, Some(n)) => (false, n.trim()),
            _ => {
                return Some(Err(lang.t("cli-swap-words", &[("part", &format!("{part:?}"))])));
            }
        };
        let list = if to_side { &deck.main } else { &deck.sideboard };
        let Some(found) = list.iter().find(|(_, n)| n.eq_ignore_ascii_case(name)).map(|(_, n)| n.clone()) else {
            let id = if to_side { "cli-not-in-your-main-deck" } else { "cli-not-in-your-sideboard" };
            return Some(Err(lang.t(id, &[("name", name)])));
        };
        deck.swap_one(&found, to_side);
    }
    Some(Ok(MatchAnswer::Sideboard(deck)))
}

/// The match, in a line or two for the text client: the score and what it waits for.
pub fn match_words(lang: Lang, m: &SeatModel) -> Option<String> {
    use crate::scene::matches::Stage;
    let v = m.series.as_ref()?;
    let mut out = format!("{} · ", lang.t("cli-match-score", &[("score", &v.score.text_in(lang))]));
    let game = v.game.to_string();
    match &v.stage {
        Some(Stage::Choosing { chooser }) if *chooser == m.seat => {
            out.push_str(&lang.t("cli-match-you-choose", &[("game", &game)]))
        }
        Some(Stage::Choosing { chooser }) => out.push_str(&lang.t("cli-match-chooses", &[("name", chooser)])),
        Some(Stage::Playing { first, .. }) => {
            out.push_str(&lang.t("cli-match-playing", &[("game", &game), ("name", first)]))
        }
        Some(Stage::Sideboarding { ready }) if ready.contains(&m.seat) || v.mine.is_none() => {
            out.push_str(&lang.t("cli-match-sideboarding", &[("game", &game), ("names", &ready.join(", "))]))
        }
        Some(Stage::Sideboarding { .. }) => {
            let side: Vec<String> = v.mine.iter().flat_map(|d| &d.sideboard).map(|(n, c)| format!("{n} {c}")).collect();
            out.push_str(&lang.t("cli-match-your-sideboard", &[("game", &game), ("cards", &side.join(", "))]))
        }
        Some(Stage::Over { winner }) => out.push_str(&lang.t("cli-match-won", &[("name", winner)])),
        None => {}
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_client_chooses_the_first_player_and_sideboards_with_words() {
        use crate::net::protocol::MatchAnswer;
        use crate::scene::matches::{DeckParts, MatchView};
        let deck = DeckParts {
            main: vec![(20, "Plains".into()), (4, "Savannah Lions".into())],
            sideboard: vec![(2, "Pacifism".into())],
            ..Default::default()
        };
        let m = SeatModel {
            seat: "Bob".into(),
            series: Some(MatchView { mine: Some(deck), ..Default::default() }),
            ..Default::default()
        };
        assert_eq!(
            match_command(crate::i18n::Lang::En, "first Alice", &m),
            Some(Ok(MatchAnswer::FirstTurn("Alice".into())))
        );
        let Some(Ok(MatchAnswer::Sideboard(d))) =
            match_command(crate::i18n::Lang::En, "ready -plains, -Plains, +Pacifism, +pacifism", &m)
        else {
            panic!("a sideboarding");
        };
        assert_eq!(d.main, [(18, "Plains".to_string()), (4, "Savannah Lions".into()), (2, "Pacifism".into())]);
        assert_eq!(d.sideboard, [(2, "Plains".to_string())]);
        assert!(
            match_command(crate::i18n::Lang::En, "ready +Pacifism, +Pacifism, +Pacifism", &m)
                .unwrap()
                .unwrap_err()
                .contains("no Pacifism")
        );
        assert!(match_command(crate::i18n::Lang::En, "ready Plains", &m).unwrap().unwrap_err().contains("-NAME"));
        assert_eq!(match_command(crate::i18n::Lang::En, "readying", &m), None);
        assert_eq!(match_command(crate::i18n::Lang::En, "draw", &m), None);
        let none = SeatModel::default();
        assert!(match_command(crate::i18n::Lang::En, "ready", &none).unwrap().is_err());
    }
}
