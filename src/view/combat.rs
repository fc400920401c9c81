//! Attacking and blocking at an assisted table in few gestures (508.1, 509.1): the attacks and
//! blocks a player has drawn as arrows (the declarations the Attack and Block buttons and keys
//! make), what a click on a creature draws or takes back, and "Attack with all". Which creature
//! may attack is the rules kernel's word ([`Offers::attack_now`](crate::rules::legal::Offers::attack_now)); each declaration is
//! checked again by the kernel when it is made.

use crate::rules::action::{Action, ObjectId, Target, Zone};
use crate::view::{ArrowView, ObjectView, TableView};

/// The attack arrows `player` has drawn from creatures they control that aren't attacking yet:
/// the declaration the Attack button makes.
pub fn drawn_attacks(view: &TableView, player: &str) -> Vec<(ObjectId, Target)> {
    let mine = |id: &str| view.objects.iter().any(|o| o.id == id && o.controller == player && o.combat.is_none());
    let mut out: Vec<(ObjectId, Target)> = Vec::new();
    for a in view.arrows.iter().filter(|a| a.attack && mine(&a.from_id)) {
        let Some(to) = pointed_at(a) else { continue };
        if !out.iter().any(|(f, _)| *f == a.from_id) {
            out.push((a.from_id.as_str().into(), to));
        }
    }
    out
}

/// The arrows `player` has drawn from creatures they control onto attacking creatures: the
/// declaration the Block button makes. Each creature blocks the attackers its first arrows
/// point at, as many as the rules let it block (509.1a, `ObjectView::may_block`): a second
/// arrow from a creature that can block an additional creature adds a block, from any other
/// it changes nothing.
pub fn drawn_blocks(view: &TableView, player: &str) -> Vec<(ObjectId, ObjectId)> {
    let mine = |id: &str| {
        view.objects.iter().find(|o| o.id == id && o.controller == player && o.combat.is_none()).map(|o| o.may_block)
    };
    let mut out: Vec<(ObjectId, ObjectId)> = Vec::new();
    for a in view.arrows.iter().filter(|a| !a.attack) {
        let Some(most) = mine(&a.from_id) else { continue };
        let blocks = out.iter().filter(|(b, _)| *b == a.from_id).count();
        if let Some(to) = a.to_id.as_ref().filter(|t| attacking(view, t))
            && !out.iter().any(|(b, x)| *b == a.from_id && *x == to.as_str())
            && (blocks as u64) < u64::from(most)
        {
            out.push((a.from_id.as_str().into(), to.as_str().into()));
        }
    }
    out
}

/// Whether the object the viewer knows by `id` is an attacking creature.
fn attacking(view: &TableView, id: &str) -> bool {
    view.objects.iter().any(|o| o.id == id && o.combat.as_deref() == Some("attacking"))
}

/// What an arrow points at, as a target.
fn pointed_at(a: &ArrowView) -> Option<Target> {
    match (&a.to_player, &a.to_id) {
        (Some(p), _) => Some(Target::Player(p.clone().into())),
        (None, Some(id)) => Some(Target::Object(id.clone().into())),
        (None, None) => None,
    }
}

/// The action that takes an arrow back.
fn take_back(a: &ArrowView) -> Option<Action> {
    pointed_at(a).map(|to| Action::RemoveArrow { from: a.from_id.as_str().into(), to, attack: a.attack })
}

/// At an assisted table in the declare attackers step, before attackers are declared: the
/// active player, who declares them (508.1).
pub fn attacking_player(view: &TableView) -> Option<&str> {
    (view.assisted && !view.declared.0).then(|| view.declaring.first().map(String::as_str)).flatten()
}

/// At an assisted table in the declare blockers step: the defending players who must still
/// declare blockers (509.1), in turn order.
pub fn blocking_players(view: &TableView) -> &[String] {
    match view.assisted && view.declared.0 {
        true => &view.declaring,
        false => &[],
    }
}

/// What `active`'s attacks drawn by a click or "Attack with all" go to: with one opponent
/// still in the game, that player; with more, the player, planeswalker or battle they last drew
/// an attack at, or else the next opponent in turn order.
pub fn attack_target(view: &TableView, active: &str) -> Option<Target> {
    let at = view.players.iter().position(|p| p.name == active)?;
    let n = view.players.len();
    let opponents: Vec<&str> =
        (1..n).map(|k| &view.players[(at + k) % n]).filter(|p| p.lost.is_none()).map(|p| p.name.as_str()).collect();
    if let [only] = opponents.as_slice() {
        return Some(Target::Player((*only).into()));
    }
    let mine = |id: &str| view.objects.iter().any(|o| o.id == id && o.controller == active && o.combat.is_none());
    let last = view.arrows.iter().rev().filter(|a| a.attack && mine(&a.from_id)).find_map(pointed_at);
    last.or_else(|| opponents.first().map(|p| Target::Player((*p).into())))
}

/// A click on `o` in the declare attackers step, for the active player `active`: a creature of
/// theirs with an attack drawn has it taken back; one that may attack (the kernel's word) gets
/// an attack arrow at [`attack_target`]. Nothing for any other object.
pub fn attack_click(view: &TableView, active: &str, o: &ObjectView) -> Vec<Action> {
    if o.controller != active || o.zone != Zone::Battlefield || o.combat.is_some() {
        return Vec::new();
    }
    let drawn: Vec<Action> =
        view.arrows.iter().filter(|a| a.attack && a.from_id == o.id).filter_map(take_back).collect();
    if !drawn.is_empty() || !o.offers.attack_now {
        return drawn;
    }
    attack_target(view, active)
        .map(|to| Action::Arrow { from: o.id.as_str().into(), to, attack: true })
        .into_iter()
        .collect()
}

/// "Attack with all": an attack arrow at [`attack_target`] from every creature `active` controls
/// that may attack (the kernel's word: untapped, not summoning sick unless it has haste) and has
/// none drawn yet.
pub fn attack_with_all(view: &TableView, active: &str) -> Vec<Action> {
    let Some(to) = attack_target(view, active) else { return Vec::new() };
    let drawn = |id: &str| view.arrows.iter().any(|a| a.attack && a.from_id == id);
    view.objects
        .iter()
        .filter(|o| o.controller == active && o.zone == Zone::Battlefield && o.combat.is_none() && o.offers.attack_now)
        .filter(|o| !drawn(&o.id))
        .map(|o| Action::Arrow { from: o.id.as_str().into(), to: to.clone(), attack: true })
        .collect()
}

/// What a click does in the declare blockers step for the defending player `player`, with
/// `picked` the blocker an earlier click chose (by id).
#[derive(Clone, Debug, PartialEq)]
pub enum BlockClick {
    /// Their untapped creature becomes the blocker a click on an attacker will block with.
    Pick(String),
    /// The blocker chosen is clicked again: no blocker is chosen.
    Unpick,
    /// Draw the block (a click on an attacker with a blocker chosen), or take back the blocks a
    /// creature of theirs has drawn.
    Send(Vec<Action>),
    /// The click isn't about blocking.
    Nothing,
}

/// A click on `o` in the declare blockers step, for `player` (509.1a): on an attacking creature
/// with a blocker chosen, the block arrow; on an untapped creature of theirs that has blocks
/// drawn, those taken back; on another, it is chosen as the blocker (again: unchosen).
pub fn block_click(view: &TableView, player: &str, picked: Option<&str>, o: &ObjectView) -> BlockClick {
    if o.combat.as_deref() == Some("attacking") {
        return match picked {
            Some(b) => BlockClick::Send(vec![Action::Arrow {
                from: b.into(),
                to: Target::Object(o.id.as_str().into()),
                attack: false,
            }]),
            None => BlockClick::Nothing,
        };
    }
    let candidate = o.controller == player && o.zone == Zone::Battlefield && o.shown.is_creature();
    if !candidate || o.combat.is_some() || o.tapped {
        return BlockClick::Nothing;
    }
    let blocks =
        |a: &&ArrowView| !a.attack && a.from_id == o.id && a.to_id.as_ref().is_some_and(|t| attacking(view, t));
    let drawn: Vec<Action> = view.arrows.iter().filter(blocks).filter_map(take_back).collect();
    match (drawn.is_empty(), picked == Some(o.id.as_str())) {
        (false, _) => BlockClick::Send(drawn),
        (true, true) => BlockClick::Unpick,
        (true, false) => BlockClick::Pick(o.id.clone()),
    }
}

/// The declaration the Attack button and key make: the attacks `active` has drawn.
pub fn declare_attacks(view: &TableView, active: &str) -> Action {
    Action::DeclareAttackers { player: active.into(), attackers: drawn_attacks(view, active) }
}

/// The declaration "Blocks done" makes for `player`: the blocks drawn, or none.
pub fn declare_blocks(view: &TableView, player: &str) -> Action {
    Action::DeclareBlockers { player: player.into(), blockers: drawn_blocks(view, player) }
}
