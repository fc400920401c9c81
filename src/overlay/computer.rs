//! A game against the computer in the window: seating it (File → New game, `game
//! --vs-computer`) and showing its reasoning line (Settings → "Show the computer's reasoning").

use bevy::prelude::*;

use super::OverlayState;
use crate::table::state::Seat;

/// Seats the computer at every seat but the first of `players` (a game against the computer:
/// `game --vs-computer`, File → New game), at `level`: it answers for them (`ai::seat`), an undo
/// takes back its answers with the player's action (`session::history::Unattended`), and the
/// window stays at the first seat, which can't move to see the computer's hand. `None` gives
/// every seat back to the players (a hot-seat game).
pub fn versus_computer(world: &mut World, players: Option<&[String]>, level: crate::ai::Level) {
    // A joined window has no table of its own: the host seats whom it plays.
    if !world.contains_resource::<crate::rules::Labels>() {
        return;
    }
    match players {
        Some(names) => {
            let computer: Vec<String> = names.iter().skip(1).cloned().collect();
            let seed = rand::random::<u64>();
            let seats = computer.iter().map(|n| (n.clone(), level)).collect();
            world.insert_resource(crate::ai::seat::ComputerSeats::new(
                seats,
                std::time::Duration::from_millis(400),
                seed,
            ));
            world.insert_resource(crate::session::history::Unattended(computer));
            world.insert_resource(crate::table::state::FixedSeat);
            world.insert_resource(Seat(0));
        }
        None if world.contains_resource::<crate::ai::seat::ComputerSeats>() => {
            world.remove_resource::<crate::ai::seat::ComputerSeats>();
            world.remove_resource::<crate::session::history::Unattended>();
            world.remove_resource::<crate::table::state::FixedSeat>();
        }
        None => {}
    }
}

/// Against the computer, the window stays at the person's seat whatever the turn order: a
/// match's next game puts who takes the first turn first (103.1), which may be the computer,
/// and the seat is a place in that order. Without this the window would sit at the computer's
/// seat and show its hand.
pub fn keep_the_person_s_seat(
    unattended: Option<Res<crate::session::history::Unattended>>,
    fixed: Option<Res<crate::table::state::FixedSeat>>,
    players: Option<Res<crate::rules::Players>>,
    names: Query<&crate::rules::Player>,
    mut seat: ResMut<Seat>,
) {
    let (Some(unattended), Some(_), Some(players)) = (unattended, fixed, players) else { return };
    let person = players.0.iter().position(|p| names.get(*p).is_ok_and(|n| !unattended.0.contains(&n.name)));
    if let Some(i) = person.filter(|i| *i != seat.0) {
        seat.0 = i;
    }
}

/// Against the computer with Settings' "Show the computer's reasoning" on: each answer's
/// reasoning line on the status line, in the window's language.
pub(super) fn show_computer_reasoning(
    language: Option<Res<crate::table::language::Language>>,
    reasoned: Option<ResMut<Messages<crate::ai::seat::Reasoned>>>,
    state: Res<OverlayState>,
    mut commands: Commands,
) {
    let lang = language.map_or_else(crate::i18n::Lang::default, |l| l.0);
    let Some(mut reasoned) = reasoned else { return };
    let last = reasoned.drain().last();
    if let Some(crate::ai::seat::Reasoned(said)) = last.filter(|_| state.display.computer_reasoning) {
        let text = said.text_in(lang);
        commands.insert_resource(crate::session::StatusLine { text: text.into(), error: false, action: None });
    }
}
