//! Attacking and blocking with clicks and keys at an assisted table (508.1, 509.1). In the declare
//! attackers step a left click on a creature of the attacking player's that may attack draws its
//! attack arrow (a second click takes it back); in the declare blockers step a click on a
//! defending player's untapped creature chooses it as the blocker, and a click on an attacker
//! then draws the block arrow (a click on a creature with blocks drawn takes them back). The
//! keys of [`Command::Attack`], [`Command::NoAttacks`], [`Command::AttackWithAll`] and
//! [`Command::BlocksDone`] do what the phase bar's buttons do. The arrows are the same ones a
//! right-drag draws (`Action::Arrow`), and what they mean is `view::combat`'s.

use bevy::picking::events::{Pointer, Press};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::keymap::{Command, KeyCommand};
use super::state::FixedSeat;
use super::viewed::{SeatRequest, ViewedTable};
use super::visuals::CardVisual;
use crate::rules::Action;
use crate::view::TableView;
use crate::view::combat::{self, BlockClick};

/// The blocker a click chose in the declare blockers step (by the seat's id), waiting for a
/// click on the attacker it blocks.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockerPick(pub Option<String>);

/// Adds the clicks to the input plugin (which orders [`combat_keys`] after its card keys).
pub fn build(app: &mut App) {
    app.init_resource::<BlockerPick>().add_observer(combat_press);
}

/// Who the window may declare for: every player at a local table, its own seat's player at a
/// networked one.
fn acts_for(viewed: &ViewedTable, fixed: bool, player: &str) -> bool {
    !fixed || viewed.seat == player
}

/// A left press on a card in the declare attackers or declare blockers step: what
/// [`combat::attack_click`] or [`combat::block_click`] makes of it. Elsewhere it does nothing
/// here (the press still selects the card, `input::press`).
#[allow(clippy::too_many_arguments, reason = "an observer takes its world access as parameters")]
fn combat_press(
    ev: On<Pointer<Press>>,
    language: Option<Res<crate::table::language::Language>>,
    visuals: Query<&CardVisual>,
    parents: Query<&ChildOf>,
    viewed: Res<ViewedTable>,
    fixed: Option<Res<FixedSeat>>,
    mut pick: ResMut<BlockerPick>,
    mut requests: MessageWriter<SeatRequest>,
    status: Option<ResMut<crate::session::StatusLine>>,
) {
    let lang = language.map_or_else(crate::i18n::Lang::default, |l| l.0);
    if ev.event.button != PointerButton::Primary {
        return;
    }
    let Some(o) = super::visuals::visual_object(&visuals, &parents, ev.entity).and_then(|e| viewed.object(e)) else {
        return;
    };
    let (view, fixed) = (&viewed.view, fixed.is_some());
    if let Some(active) = combat::attacking_player(view).filter(|a| acts_for(&viewed, fixed, a)) {
        pick.0 = None;
        for a in combat::attack_click(view, active, o) {
            requests.write(SeatRequest(a));
        }
        return;
    }
    let blocking = combat::blocking_players(view);
    if blocking.is_empty() {
        pick.0 = None;
        return;
    }
    // Whose blocks: the clicked creature's controller's, or, for a click on an attacker, the
    // chosen blocker's.
    let picked = pick.0.clone().filter(|id| view.objects.iter().any(|x| x.id == *id));
    let picked_by = picked.as_ref().and_then(|id| view.objects.iter().find(|x| x.id == *id)).map(|x| &x.controller);
    let player = match blocking.contains(&o.controller) {
        true => Some(&o.controller),
        false => picked_by.filter(|p| blocking.contains(p)),
    };
    let Some(player) = player.filter(|p| acts_for(&viewed, fixed, p)) else { return };
    match combat::block_click(view, player, picked.as_deref(), o) {
        BlockClick::Pick(id) => {
            if let Some(mut status) = status {
                let text = lang.t("status-blocker-chosen", &[("card", &o.shown.name)]);
                *status = crate::session::StatusLine { text: text.into(), error: false, action: None };
            }
            pick.0 = Some(id);
        }
        BlockClick::Unpick => pick.0 = None,
        BlockClick::Send(actions) => {
            pick.0 = None;
            for a in actions {
                requests.write(SeatRequest(a));
            }
        }
        BlockClick::Nothing => {}
    }
}

/// What a combat key asks for on the seat's table (`seat` its player; `fixed` at a networked
/// table, where the window declares only for its seat): Attack declares the attacks drawn (none
/// drawn: nothing), No attacks declares none, Attack with all draws an attack from every creature
/// that may attack, Blocks done declares the blocks drawn (or none) for the seat's player, or at
/// a local table for the first defending player still to declare.
pub fn combat_key(command: Command, view: &TableView, seat: &str, fixed: bool) -> Vec<Action> {
    let acts_for = |p: &&str| !fixed || *p == seat;
    let active = combat::attacking_player(view).filter(acts_for);
    match (command, active) {
        (Command::Attack, Some(a)) if !combat::drawn_attacks(view, a).is_empty() => {
            vec![combat::declare_attacks(view, a)]
        }
        (Command::NoAttacks, Some(a)) => vec![Action::DeclareAttackers { player: a.into(), attackers: Vec::new() }],
        (Command::AttackWithAll, Some(a)) => combat::attack_with_all(view, a),
        (Command::BlocksDone, _) => {
            let blocking = combat::blocking_players(view);
            let mine = blocking.iter().find(|p| *p == seat);
            let player = mine.or_else(|| blocking.iter().find(|p| !fixed && !p.is_empty()));
            player.map(|p| combat::declare_blocks(view, p)).into_iter().collect()
        }
        _ => Vec::new(),
    }
}

pub(crate) fn combat_keys(
    mut keys: MessageReader<KeyCommand>,
    viewed: Res<ViewedTable>,
    fixed: Option<Res<FixedSeat>>,
    mut requests: MessageWriter<SeatRequest>,
) {
    for KeyCommand(c) in keys.read() {
        for a in combat_key(*c, &viewed.view, &viewed.seat, fixed.is_some()) {
            requests.write(SeatRequest(a));
        }
    }
}
