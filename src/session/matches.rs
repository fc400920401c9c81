//! A match at the table (`scene::matches::Match`, a resource while one is on): each game's end
//! is scored as the rules log it (104.2a, 104.4a), an end undone reopens the game, and the
//! players' answers between games (sideboarding, who takes the first turn: 103.1) move it on;
//! the next game then replaces the table. The match goes wherever the table goes: in a save
//! (`Scene::series`), back with a load or an undone replacement (`history::follow_scene`).

use bevy::prelude::*;

use super::{Playback, status};
use crate::i18n::SaidArg::{self, Words};
use crate::i18n::{Said, SaidIn, SaidLine};
use crate::rules::{ActionHistory, RulesLog};
use crate::scene::matches::{DeckParts, Match, Stage};

/// The history length and log epoch the match last looked at the table in.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct MatchSeen(Option<(usize, u64)>);

/// Scores a game of the match once it is over, and reopens it when its end is undone.
pub(crate) fn follow_games(world: &mut World) {
    // A window's table is followed once it is a game; a networked host's has no playback.
    let playing = super::in_game(world) || !world.contains_resource::<Playback>();
    if !world.contains_resource::<Match>() || !playing {
        return;
    }
    let now = (world.resource::<ActionHistory>().0.len(), world.resource::<RulesLog>().epoch);
    if world.get_resource::<MatchSeen>().is_some_and(|s| s.0 == Some(now)) {
        return;
    }
    world.insert_resource(MatchSeen(Some(now)));
    let result = crate::rules::query::game_winner(world);
    let mut m = world.resource::<Match>().clone();
    let playing = matches!(m.stage, Stage::Playing { .. });
    let said = match (playing, result) {
        (true, Some(winner)) => {
            let n = m.game_number();
            if m.finish_game(winner.as_deref()).is_ok() {
                let mut line = SaidLine::default();
                let score = SaidArg::Part(line.part(&m.score_said()));
                let next = match &m.stage {
                    Stage::Over { winner } => line.push(
                        "match-wins-the-match",
                        vec![("name".into(), Words(winner.clone())), ("score".into(), score)],
                    ),
                    _ => line.push(
                        "match-sideboards-for",
                        vec![("score".into(), score), ("n".into(), Words((n + 1).to_string()))],
                    ),
                };
                let result = line.part(
                    &winner.map_or_else(|| Said::new("match-a-draw", &[]), |w| Said::new("match-won", &[("name", &w)])),
                );
                let args =
                    vec![("n", Words(n.to_string())), ("result", SaidArg::Part(result)), ("next", SaidArg::Part(next))];
                Some(line.ending("match-game-over", args))
            } else {
                None
            }
        }
        (false, None) if m.reopen_game() => {
            Some(Said::new("match-game-goes-on", &[("n", &m.game_number().to_string())]).into())
        }
        _ => None,
    };
    if let Some(said) = said {
        world.insert_resource(m);
        changed(world);
        status(world, said, false);
    }
}

/// The match changed with no action taken: what each seat is shown changed (a networked host
/// sends its models again), and the autosave is written again (the match is in it).
fn changed(world: &mut World) {
    world.get_resource_or_init::<crate::rules::TableRevision>().bump();
    if let Some(mut session) = world.get_resource_mut::<super::Session>() {
        session.autosaved = None;
    }
}

/// `chooser` chose `first` to take the first turn: the next game of the match replaces the
/// table (a window's, through its playback; a networked host's, its setup and opening played
/// as requests). What to say, or why not (nothing changed).
pub fn choose_first(world: &mut World, chooser: &str, first: &str) -> Result<Said, Said> {
    let Some(mut m) = world.get_resource::<Match>().cloned() else {
        return Err(Said::new("match-err-no-match", &[]));
    };
    let order = m.choose_first(chooser, first)?;
    let db = world.resource::<crate::cards::CardDb>().clone();
    let n = m.game_number();
    let lang = crate::session::Language::of(world);
    let loaded = crate::scene::game::match_game_scene(lang, &m, &order, &db)
        .map_err(|e| Said::words(e.said_in(lang).trim().replace('\n', "; ")))?;
    if world.contains_resource::<Playback>() {
        super::history::open_scene(world, loaded, &format!("game {n} of the match"))
            .map_err(|e| Said::words(e.said_in(lang)))?;
        // A game of the match doesn't undo back into the one before: that one is scored.
        world.resource_mut::<super::Session>().before = None;
    } else {
        crate::rules::replay::replay(world, &loaded.table(), &[]).map_err(|e| Said::words(e.said_in(lang)))?;
        world.insert_resource(crate::scene::StartingTable(loaded.table()));
        world.insert_resource(m);
        for step in &loaded.scene.steps {
            if let crate::scene::Step::Do(a) = step {
                world.write_message(crate::rules::ActionRequest(a.clone()));
            }
        }
    }
    Ok(Said::new("match-chose-first", &[("n", &n.to_string()), ("chooser", chooser), ("first", first)]))
}

/// `player` is ready for the next game with `deck` (swapped with the sideboard). What to say,
/// or why not (nothing changed).
pub fn sideboard(world: &mut World, player: &str, deck: DeckParts) -> Result<Said, Said> {
    let Some(mut m) = world.get_resource::<Match>().cloned() else {
        return Err(Said::new("match-err-no-match", &[]));
    };
    m.sideboard(player, deck)?;
    let text = match &m.stage {
        Stage::Choosing { chooser } => {
            Said::new("match-everyone-ready", &[("chooser", chooser), ("n", &m.game_number().to_string())])
        }
        _ => Said::new("match-player-ready", &[("name", player), ("n", &m.game_number().to_string())]),
    };
    world.insert_resource(m);
    changed(world);
    Ok(text)
}

/// A match's choices for the players no person sits for (the computer's, `history::Unattended`):
/// a computer that chooses who takes the first turn takes it itself (103.1), and between games
/// it keeps its deck as it is and says it is ready. Without it a match against the computer
/// waits for ever at its first choice.
pub fn answer_for_unattended(world: &mut World) {
    let unattended = world.resource::<super::history::Unattended>().0.clone();
    let Some(stage) = world.get_resource::<Match>().map(|m| m.stage.clone()) else { return };
    match stage {
        Stage::Choosing { chooser } if unattended.contains(&chooser) => {
            let r = choose_first(world, &chooser, &chooser);
            said(world, r);
        }
        Stage::Sideboarding { ready } => {
            let waiting = unattended.iter().find(|u| !ready.contains(u)).cloned();
            let deck = waiting.as_ref().and_then(|w| world.resource::<Match>().player(w).map(|p| p.deck.clone()));
            if let (Some(player), Some(deck)) = (waiting, deck) {
                let r = sideboard(world, &player, deck);
                said(world, r);
            }
        }
        _ => {}
    }
}

/// Says what a match command came to on the status line.
pub(crate) fn said(world: &mut World, result: Result<Said, Said>) {
    match result {
        Ok(text) => status(world, text, false),
        Err(e) => status(world, e, true),
    }
}
