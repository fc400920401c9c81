//! Zone changes (400.7): every move makes a new object; putting a card onto the battlefield
//! (712.14); playing a land (305); sacrificing a permanent (701.21a).

use bevy::prelude::*;

use super::{Legal, Refusal, allowed};
use crate::cards::{Ability, CardDef, Keyword, Layout};
use crate::rules::action::{DayNight, FaceDownKind, Position, Side, TokenSpec, Zone};
use crate::rules::continuous::Effects;
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::{DayNightState, RulesClock, mark};
use crate::rules::layers::derive_dirty;
use crate::rules::log::log;
use crate::rules::log::{Arg, LogRef, refer, refer_lazily};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

mod entering;
mod replaced;
pub use entering::{add_entering_counters, entering_counters};
use entering::{enters_with_counters, enters_with_effects_counters};
use replaced::replaced_destination;

/// How an object enters its new zone.
#[derive(Clone, Debug, Default)]
pub struct Enter {
    /// The face up (double-faced cards on the battlefield or the stack).
    pub face: Side,
    /// Face down, and why.
    pub face_down: Option<FaceDownKind>,
    /// Under another player's control.
    pub controller: Option<Entity>,
    /// Tapped.
    pub tapped: bool,
    /// Part of an action that logs the moves itself (a draw of seven): no line per card.
    pub quiet: bool,
    /// It enters as a copy of this object (707.2, 614.1c): the copy effect applies before the
    /// loyalty or defense counters it enters with are counted (306.5b, 310.4b).
    pub copy_of: Option<Entity>,
    /// The copy effect's exceptions (707.9b).
    pub except: Option<TokenSpec>,
    /// The counters an effect says it enters with (614.1c).
    pub counters: Vec<(CounterKind, u32)>,
}

/// Whether an object can move from where it is to `to` (111.8, 400.7).
pub fn can_move(world: &World, e: Entity, to: Zone) -> Legal {
    let from = zone_of(world, e);
    let name = refer_lazily(world, e);
    if is_token(world, e) && from != Zone::Battlefield {
        let text = says!("log-token-left-battlefield-cant-move", card = &name, zone = Arg::key(from));
        return Err(Refusal::new("111.8", text));
    }
    if from == to && to == Zone::Battlefield {
        return Err(Refusal::new("400.7", says!("log-already-on-battlefield", card = &name)));
    }
    Ok(())
}

/// 400.4a: an instant or sorcery card that would enter the battlefield face up (front face up,
/// as a move puts it) stays where it was. Face down it is a 2/2 creature (708.2a, 701.40a).
pub fn can_enter(world: &World, e: Entity, to: Zone, enter: &Enter) -> Legal {
    // 800.4b: nothing is put onto the battlefield or the stack under the control of a player who
    // has left the game; it stays where it is.
    if matches!(to, Zone::Battlefield | Zone::Stack)
        && let Some(p) = enter.controller.filter(|p| world.get::<Left>(*p).is_some())
    {
        let (name, who) = (refer_lazily(world, e), refer(world, p));
        let from = zone_of(world, e);
        let text = says!(
            "log-cant-enter-under-left-player",
            player = who,
            card = &name,
            to = Arg::key(to),
            from = Arg::key(from)
        );
        return Err(Refusal::new("800.4b", text));
    }
    if to != Zone::Battlefield || enter.face_down.is_some() {
        return Ok(());
    }
    let Some(def) = printed(world, e) else { return Ok(()) };
    let face = if def.is_double_faced() { def.faces.get(enter.face.index()).map(|f| &**f) } else { Some(def.front()) };
    match face {
        Some(f) if !f.is_permanent() => {
            let from = zone_of(world, e);
            let card = refer(world, e).named(f.name.clone());
            let text = says!("log-instant-or-sorcery-cant-enter-battlefield", card = card, zone = Arg::key(from));
            Err(Refusal::new("400.4a", text))
        }
        _ => Ok(()),
    }
}

/// Moves an object to a zone: it becomes a new object (400.7). Returns whether it moved.
pub fn move_object(world: &mut World, e: Entity, to: Zone, position: Option<Position>, enter: Enter) -> bool {
    if !allowed(world, can_move(world, e, to).and_then(|()| can_enter(world, e, to, &enter))) {
        return false;
    }
    let from = zone_of(world, e);
    let name = refer(world, e);
    if from == Zone::Library && to == Zone::Library {
        // Not a zone change (400.7 doesn't apply): the card keeps who has seen it.
        place_in_library(world, e, position.unwrap_or(Position::Top));
        // 401.7 for "Nth from the top"; otherwise the owner arranging it (401.4).
        let rule = if matches!(position, Some(Position::FromTop(_))) { "401.7" } else { "401.4" };
        let text = match position {
            None | Some(Position::Top) => says!("log-put-on-top-of-library", card = name),
            Some(Position::Bottom) => says!("log-put-on-bottom-of-library", card = name),
            Some(Position::FromTop(n)) => {
                let n = n.max(1);
                says!(
                    "log-put-nth-from-top-of-library",
                    card = name,
                    n = n,
                    ord = Arg::text(crate::rules::words::ordinal_form(n))
                )
            }
        };
        log(world, rule, text);
        return true;
    }
    let def = printed(world, e);
    let melded_with = world.get::<MeldedWith>(e).map(|m| m.0);
    let wanted = to;
    let to = replaced_destination(world, e, from, to, &name);
    // A melded permanent's other card goes where the permanent was going, unless only this card
    // was replaced as a commander going home (903.9b applies to each card, 903.9c): then the
    // other card goes where both were going.
    let partner_to = if to == Zone::Command && wanted != Zone::Command { wanted } else { to };
    // 107.3m: the X of the spell that becomes this permanent, for what it enters with.
    let cast_x = world.get::<ChosenX>(e).filter(|_| from == Zone::Stack).map_or(0, |x| x.0);
    // 702.88a: a rebounding spell exiled as it resolves.
    let rebounds = from == Zone::Stack
        && to == Zone::Exile
        && world.get::<crate::rules::object::Rebounding>(e).is_some_and(|r| r.resolving);
    replaced::counted(world, e, to);
    leave(world, e, (from, to), position, &name, def.as_deref());
    let (face, rule) = match to {
        Zone::Battlefield | Zone::Stack => enter_face_up(world, e, def.as_deref(), to, &enter),
        _ => (enter.face, "400.7"),
    };
    if to == Zone::Battlefield
        && let Some(src) = enter.copy_of
    {
        super::effects::become_copy(world, e, src, crate::rules::action::Until::Forever, enter.except.as_ref());
    }
    if to == Zone::Battlefield && enter.face_down.is_none() {
        add_entering_counters(world, e);
        enters_with_counters(world, e, cast_x);
        enters_with_effects_counters(world, e, &enter.counters);
    }
    mark(world, e);
    derive_dirty(world);
    // Whoever saw it on either side of the move knows which it was.
    let name = name.and_after(world);
    let new_name = refer(world, e);
    if !enter.quiet {
        let (from, to_key) = (Arg::key(from), Arg::key(to));
        let text = match (to, enter.face_down, face) {
            (Zone::Battlefield, Some(k), _) => {
                says!("log-moves-face-down", card = name, from = from, to = to_key, kind = Arg::key(k))
            }
            (Zone::Battlefield | Zone::Stack, None, Side::Back) => {
                says!("log-moves-back-face-up", card = name, from = from, to = to_key, face = new_name)
            }
            _ => says!("log-moves", card = name, from = from, to = to_key),
        };
        log(world, rule, text);
    }
    after_the_move(world, e, to, &enter, (melded_with, partner_to), position);
    if rebounds {
        super::rebound::exiled(world, e);
    }
    // 610.3a: what it exiled until it left returns under its owner's control, a new object.
    for (card, owner) in super::linked::moved(world, e, from, to) {
        move_object(world, card, Zone::Battlefield, None, Enter { controller: owner, ..Enter::default() });
    }
    replaced::shuffled(world, e, wanted, to);
    // 603.6d: a card put into a graveyard from elsewhere (from the battlefield: 603.10a, above).
    if to == Zone::Graveyard && !matches!(from, Zone::Battlefield | Zone::Graveyard) {
        crate::rules::triggers::happened(
            world,
            crate::rules::triggers::Event::PutIntoGraveyardFrom { object: e, from },
        );
    }
    true
}

/// What leaving its zone does to an object, before it becomes the new one: a face-down
/// permanent revealed (708.9), its neighbours and leave-the-battlefield triggers told, what was
/// attached to it off (a permanent entering has nothing attached), its place in a library, a
/// commander offered the command zone, and the arrows at it gone.
fn leave(
    world: &mut World,
    e: Entity,
    (from, to): (Zone, Zone),
    position: Option<Position>,
    name: &LogRef,
    def: Option<&CardDef>,
) {
    if from == Zone::Battlefield && is_face_down(world, e) {
        let card = def.map(|d| d.front().name.clone()).unwrap_or_default();
        let card = name.clone().named(card).shown_to_all();
        log(world, "708.9", says!("log-leaves-face-down-revealed", card = name, revealed = card));
    }
    mark_neighbours(world, e);
    if from == Zone::Battlefield && to != Zone::Battlefield {
        crate::rules::triggers::happened(world, crate::rules::triggers::Event::Leaving { object: e, to });
    }
    if to == Zone::Battlefield {
        unattach_all_from(world, e, name);
    }
    let was = world.get::<ObjectNumber>(e).copied();
    become_new_object(world, e, to, position);
    if let Some(was) = was {
        crate::rules::triggers::found_where_it_went(world, e, was, to);
    }
    if let (Zone::Library, Some(p @ Position::FromTop(_))) = (to, position) {
        place_in_library(world, e, p);
    }
    // A commander put into a graveyard or exile: the next state-based check offers it the
    // command zone (704.6d).
    if to != from && matches!(to, Zone::Graveyard | Zone::Exile) && world.get::<Commander>(e).is_some() {
        let mut dirty = world.resource_mut::<crate::rules::game::Dirty>();
        dirty.commanders.push(e);
        dirty.changed = true;
    }
    // Arrows at or from the old object point at nothing now.
    let id = label(world, e);
    if let Some(mut arrows) = world.get_resource_mut::<crate::rules::game::Arrows>() {
        arrows.0.retain(|a| a.from != id && a.to != id);
    }
}

/// What follows a move into its new zone: "enters tapped" (614.1c), a melded permanent's other
/// card (712.4a), a battle's protector, and the enters triggers.
fn after_the_move(
    world: &mut World,
    e: Entity,
    to: Zone,
    enter: &Enter,
    (melded_with, partner_to): (Option<Entity>, Zone),
    position: Option<Position>,
) {
    // 614.1c: "This land enters tapped" (its characteristics as it enters, 614.12).
    if to == Zone::Battlefield
        && enter.face_down.is_none()
        && !enter.tapped
        && chars(world, e).abilities.iter().any(|a| a.ability == Ability::EntersTapped)
    {
        world.entity_mut(e).insert(Tapped(true));
        mark(world, e);
        let name = refer(world, e);
        log(world, "614.1c", says!("log-enters-tapped-as-its-text-says", card = name));
    } else if to == Zone::Battlefield
        && enter.face_down.is_none()
        && !enter.tapped
        && let Some(source) = made_to_enter_tapped(world, e)
    {
        world.entity_mut(e).insert(Tapped(true));
        mark(world, e);
        let said = says!("log-enters-tapped-by", card = refer(world, e), source = refer(world, source));
        log(world, "614.1d", said);
    }
    // A melded permanent leaving the battlefield: both its cards go there, each a new object
    // (712.4a, 400.7).
    if let Some(b) = melded_with.filter(|_| partner_to != Zone::Battlefield) {
        world.entity_mut(b).remove::<MeldedInto>();
        let other = refer(world, b);
        log(world, "712.4a", says!("log-melded-other-card-goes-too", card = other, zone = Arg::key(partner_to)));
        move_object(world, b, partner_to, position, Enter::default());
    }
    if to == Zone::Battlefield && enter.face_down.is_none() {
        super::battles::entered(world, e);
        let mut dirty = world.resource_mut::<crate::rules::game::Dirty>();
        dirty.entered.push(e);
        dirty.changed = true;
    }
    if to == Zone::Battlefield {
        crate::rules::triggers::happened(world, crate::rules::triggers::Event::Entered(e));
        super::alternative::entered(world, e);
    }
}

/// A permanent on the battlefield whose "[Objects] enter tapped." names `e`, which is entering
/// (614.1d; its characteristics as it would exist on the battlefield, 614.12).
fn made_to_enter_tapped(world: &mut World, e: Entity) -> Option<Entity> {
    if !world.resource::<crate::rules::game::Dirty>().others_enter_tapped {
        return None;
    }
    let mut q = world.query_filtered::<(
        Entity,
        &InZone,
        &crate::rules::characteristics::Characteristics,
        &Controller,
    ), crate::rules::object::Present>();
    let sources: Vec<(Entity, Entity, std::sync::Arc<crate::cards::effects::Wanted>)> = q
        .iter(world)
        .filter(|(s, z, ..)| *s != e && z.zone == Zone::Battlefield)
        .flat_map(|(s, _, c, ctl)| {
            c.abilities.iter().filter_map(move |l| match &l.ability {
                Ability::OthersEnterTapped(w) => Some((s, ctl.0, w.clone())),
                _ => None,
            })
        })
        .collect();
    sources.into_iter().find(|(_, you, w)| crate::rules::wanted::fits(world, w, e, *you)).map(|(s, ..)| s)
}

/// Puts a card that is in a library at its place there: the top, the bottom, or Nth from the
/// top (past the bottom is the bottom, 401.7). The other cards keep their order.
pub fn place_in_library(world: &mut World, e: Entity, position: Position) {
    let Some(owner) = world.get::<Owner>(e).map(|o| o.0) else { return };
    let mut library = library_of(world, owner);
    let orders: Vec<i64> = library.iter().map(|(_, o)| *o).collect();
    library.retain(|(c, _)| *c != e);
    let at = match position {
        Position::Top => 0,
        Position::Bottom => library.len(),
        Position::FromTop(n) => (n.max(1) as usize - 1).min(library.len()),
    };
    library.insert(at, (e, 0));
    for ((c, _), order) in library.into_iter().zip(orders) {
        if let Some(mut z) = world.get_mut::<InZone>(c)
            && z.order != order
        {
            z.order = order;
            mark(world, c);
        }
    }
}

/// What it was attached to, and what was attached to it, must be looked at again.
fn mark_neighbours(world: &mut World, e: Entity) {
    if let Some(host) = world.get::<AttachedTo>(e).map(|a| a.0) {
        mark(world, host);
    }
    let attached: Vec<Entity> = world.get::<Attachments>(e).map(|a| a.entities().to_vec()).unwrap_or_default();
    for a in attached {
        mark(world, a);
    }
}

/// An object entering the battlefield is a new object (400.7): whatever is still attached to
/// the card is attached to an object that no longer exists, left there because the card came
/// back within one action (exiled and returned, melded) before a state-based check could see it
/// gone. It is attached to nothing now: an Equipment or Fortification stays on the battlefield
/// unattached (301.5c), an Aura goes to its owner's graveyard at the next check (303.4c, 704.5m).
/// (A permanent that simply leaves the battlefield keeps its attachments until that check.)
fn unattach_all_from(world: &mut World, e: Entity, name: &LogRef) {
    let attached: Vec<Entity> = world.get::<Attachments>(e).map(|a| a.entities().to_vec()).unwrap_or_default();
    for a in attached {
        world.entity_mut(a).remove::<AttachedTo>();
        mark(world, a);
        let it = refer(world, a);
        let text = says!("log-unattached-as-host-left", card = it, host = name);
        log(world, "400.7", text);
    }
}

/// 400.7: a new object in `to`, with a new id and timestamp, untapped, face up, front face up,
/// no damage, counters or effects, unattached, under its owner's control.
fn become_new_object(world: &mut World, e: Entity, to: Zone, position: Option<Position>) {
    let owner = world.get::<Owner>(e).map(|o| o.0);
    let (id, ts, order) = {
        let mut clock = world.resource_mut::<RulesClock>();
        let order = match (to, position) {
            (_, Some(Position::Top | Position::FromTop(_))) => clock.next_top(),
            (_, Some(Position::Bottom)) => clock.next_bottom(),
            (Zone::Library | Zone::Stack, None) => clock.next_top(),
            _ => clock.next_bottom(),
        };
        (clock.next_object(), clock.next_timestamp(), order)
    };
    // 702.33d: a permanent whose spell was kicked is kicked ("if it was kicked").
    let kicked = world.get::<Kicked>(e).is_some()
        && world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Stack)
        && to == Zone::Battlefield;
    // 702.74a, 702.109a: so is one cast for its evoke or dash cost.
    let alternative = world
        .get::<crate::rules::object::PaidAlternative>(e)
        .copied()
        .filter(|_| world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Stack) && to == Zone::Battlefield);
    // 608.2h: what it had as it last existed on the battlefield, for an ability of it that
    // counts them once it is gone (modular, 702.43a; Hangarback Walker's Thopters; Dreadhorde
    // Butcher's power).
    let left_with =
        world.get::<InZone>(e).filter(|z| z.zone == Zone::Battlefield && to != Zone::Battlefield).map(|_| {
            crate::rules::counters::LastOnBattlefield {
                counters: world.get::<Counters>(e).cloned().unwrap_or_default(),
                power: world.get::<crate::rules::characteristics::Characteristics>(e).and_then(|c| c.power),
                toughness: world.get::<crate::rules::characteristics::Characteristics>(e).and_then(|c| c.toughness),
            }
        });
    // 601.2h: the permanent a spell becomes keeps what was paid for it (adamant asks as it enters).
    let spent = world
        .get::<crate::rules::object::SpentToCast>(e)
        .copied()
        .filter(|_| world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Stack) && to == Zone::Battlefield);
    let mut entity = world.entity_mut(e);
    entity.remove::<(crate::rules::counters::LastOnBattlefield, crate::rules::object::SpentToCast)>();
    if let Some(spent) = spent {
        entity.insert(spent);
    }
    if let Some(left) = left_with {
        entity.insert(left);
    }
    // A new object (400.7): nothing is attached to it, and nobody has seen it.
    entity.remove::<(
        AttachedTo,
        ControlChanged,
        Revealed,
        Note,
        crate::rules::counters::CounterStamps,
        Phased,
        Fused,
        ChosenX,
        Kicked,
        Prototyped,
        Flipped,
        AwaitingChapterChoice,
        ReadAheadTurn,
        MeldedWith,
        MeldedInto,
    )>();
    entity.remove::<(
        RegenerationShields,
        RemovedFromCombat,
        crate::rules::object::Flashbacked,
        crate::rules::object::AwaitingEntryChoice,
        crate::rules::object::Chosen,
        crate::rules::object::JumpStarted,
        crate::rules::object::BoughtBack,
        crate::rules::object::ActivatedThisTurn,
        crate::rules::object::Rebounding,
        crate::rules::object::ExiledIfItDies,
        crate::rules::object::ExiledIfItLeaves,
        crate::rules::object::MissesNextUntap,
        crate::rules::object::Renowned,
        crate::rules::object::Monstrous,
        crate::rules::object::PaidAlternative,
    )>();
    entity.remove::<(crate::rules::object::ControlByAura, crate::rules::object::CastByAftermath)>();
    // What was sacrificed to cast it is the spell's (paid as it is cast, from its hand).
    if to != Zone::Stack {
        entity.remove::<crate::rules::object::SacrificedForCost>();
    }
    if kicked {
        entity.insert(Kicked);
    }
    if let Some(a) = alternative {
        entity.insert(a);
    }
    entity.insert((
        id,
        Timestamp(ts),
        InZone { zone: to, order },
        FaceUp(Side::Front),
        FaceDown(None),
        Tapped(false),
        Damage(0),
        Counters::default(),
        Effects::default(),
        TransformCount(0),
    ));
    if let Some(o) = owner {
        entity.insert(Controller(o));
    }
    let now = world.resource::<crate::rules::game::Turn>().number;
    world.entity_mut(e).insert(ControlledSince(now));
}

/// On the battlefield or the stack: the face up (a daybound card enters transformed at night,
/// 702.145b), face-down status, control, tapped status, and loyalty or defense counters (306.5b,
/// 310.4b). Returns the face and the rule the move is logged with.
fn enter_face_up(world: &mut World, e: Entity, def: Option<&CardDef>, to: Zone, enter: &Enter) -> (Side, &'static str) {
    let is_dfc = def.is_some_and(|d| d.is_double_faced());
    // On the stack, a split card is the half cast and an adventurer its Adventure (709.3, 715.3).
    let half = to == Zone::Stack && def.is_some_and(|d| matches!(d.layout, Layout::Split | Layout::Adventure));
    let mut face = if is_dfc || half { enter.face } else { Side::Front };
    let mut rule = "400.7";
    // 702.145b: "If it is night and this permanent is represented by a double-faced card, it
    // enters transformed." Not when it enters face down (708.3).
    let night = world.resource::<DayNightState>().0 == DayNight::Night;
    let daybound = def.is_some_and(|d| d.front().keywords.contains(&Keyword::Daybound));
    if to == Zone::Battlefield && enter.face_down.is_none() && face == Side::Front && night && is_dfc && daybound {
        face = Side::Back;
        rule = "702.145b";
    }
    let mut entity = world.entity_mut(e);
    entity.insert((FaceUp(face), FaceDown(enter.face_down), Tapped(enter.tapped)));
    if let Some(c) = enter.controller {
        entity.insert(Controller(c));
    }
    (face, rule)
}

/// Whether a card can be put onto the battlefield this way (111.8, 712.14a, 712.14b, 400.4a).
pub fn can_put_onto_battlefield(world: &World, e: Entity, transformed: bool, face_down: bool) -> Legal {
    let name = refer_lazily(world, e);
    let Some(def) = printed(world, e) else {
        return Err(Refusal::new("400.4a", says!("log-put-onto-battlefield-isnt-a-card", card = &name)));
    };
    if is_token(world, e) {
        return Err(Refusal::new("111.8", says!("log-token-cant-be-put-onto-battlefield-again", card = &name)));
    }
    if face_down {
        return Ok(());
    }
    let zone = zone_of(world, e);
    if transformed && !def.is_double_faced() {
        let text = says!("log-put-transformed-not-double-faced", card = &name, zone = Arg::key(zone));
        return Err(Refusal::new("712.14a", text));
    }
    let face = if transformed { def.back() } else { Some(def.front()) };
    if let Some(f) = face.filter(|f| !f.is_permanent()) {
        let rule = match (def.layout, transformed) {
            (Layout::ModalDfc, false) => "712.14b",
            (_, true) => "701.27d",
            _ => "400.4a",
        };
        let face = name.get().clone().named(f.name.clone());
        return Err(Refusal::new(
            rule,
            says!("log-not-a-permanent-face-stays", face = face, card = &name, zone = Arg::key(zone)),
        ));
    }
    Ok(())
}

/// How a card is put onto the battlefield.
#[derive(Clone, Debug, Default)]
pub struct Entering {
    /// With its back face up (712.14a).
    pub transformed: bool,
    /// Face down, and why.
    pub face_down: Option<FaceDownKind>,
    /// Under another player's control.
    pub controller: Option<Entity>,
    /// As a copy of that object (707.2).
    pub copy_of: Option<Entity>,
    /// With the copy effect's exceptions (707.9b).
    pub except: Option<TokenSpec>,
    /// Attached to that object or player (303.4f, 303.4h).
    pub attached_to: Option<Entity>,
    /// With these counters on it (614.1c: "return it to the battlefield with a -1/-1 counter on
    /// it").
    pub counters: Vec<(CounterKind, u32)>,
}

/// Whether an Aura entering the battlefield under `controller`'s control can enter enchanting
/// `host`, or, with no host chosen, whether it can enter at all (303.4f, 303.4g, 303.4i). Only
/// an Aura face up is asked: anything else enters (unattached if it can't be attached, 303.4h).
fn can_enter_attached(
    world: &World,
    e: Entity,
    face: &crate::cards::Face,
    controller: Entity,
    host: Option<Entity>,
) -> Legal {
    if !face.is_aura() {
        return Ok(());
    }
    let name = refer(world, e);
    let zone = zone_of(world, e);
    match host {
        Some(h) if super::attach::can_enchant(world, face, h, controller, Some(e)) => Ok(()),
        Some(h) => {
            let host = refer(world, h);
            let text = says!("log-aura-cant-enchant-stays", card = name, host = host, zone = Arg::key(zone));
            Err(Refusal::new("303.4i", text))
        }
        None => {
            let permanents: Vec<Entity> = world
                .try_query::<(Entity, &InZone)>()
                .map(|mut q| q.iter(world).filter(|(_, z)| z.zone == Zone::Battlefield).map(|(e, _)| e).collect())
                .unwrap_or_default();
            let players = world.resource::<Players>().0.clone();
            let any = players
                .into_iter()
                .chain(permanents)
                .any(|h| super::attach::can_enchant(world, face, h, controller, Some(e)));
            if any {
                let text = says!("log-aura-choose-what-it-enchants", card = name, zone = Arg::key(zone));
                Err(Refusal::new("303.4f", text))
            } else {
                Err(Refusal::new("303.4g", says!("log-aura-nothing-to-enchant", card = name, zone = Arg::key(zone))))
            }
        }
    }
}

/// 305.1, 305.2: whether its owner may play this land card now. A land card in its owner's
/// hand; at an assisted table also while they hold priority, in a main phase of their turn
/// with the stack empty, and not after a land already this turn.
pub fn can_play_land(world: &mut World, e: Entity) -> Legal {
    let name = refer(world, e);
    let owner = world.get::<Owner>(e).map(|o| o.0);
    // Crucible of Worlds: from its owner's graveyard too.
    let from = match zone_of(world, e) {
        Zone::Hand => true,
        Zone::Graveyard => owner.is_some_and(|o| crate::rules::query::plays_lands_from_graveyard(world, o)),
        _ => false,
    };
    if !from || !chars(world, e).has_type(crate::cards::CardType::Land) {
        return Err(Refusal::new("305.1", says!("log-not-a-land-card-in-hand", card = &name)));
    }
    if !crate::rules::query::assisted(world) {
        return Ok(());
    }
    let turn = world.resource::<crate::rules::game::Turn>().clone();
    let active = world.resource::<Players>().0.get(turn.active).copied();
    let main =
        matches!(turn.step, crate::rules::game::TurnStep::PrecombatMain | crate::rules::game::TurnStep::PostcombatMain);
    let holds = crate::rules::query::priority_holder(world) == owner && owner.is_some();
    if active != owner || !main || crate::rules::query::stack_top(world).is_some() || !holds {
        return Err(Refusal::new("305.1", says!("log-land-only-in-main-phase", card = &name)));
    }
    let allowed = owner.map_or(1, |o| crate::rules::query::lands_per_turn(world, o));
    if owner.and_then(|o| turn.lands_played.get(&o)).is_some_and(|n| *n >= allowed) {
        return Err(Refusal::new("305.2", says!("log-land-already-played-this-turn", n = allowed, card = &name)));
    }
    Ok(())
}

/// 305.1: its owner plays a land: it enters the battlefield (not a spell: it doesn't use the
/// stack), and counts as the turn's land (305.2). Returns whether it entered.
pub fn play_land(world: &mut World, e: Entity) -> bool {
    let legal = can_play_land(world, e);
    if !allowed(world, legal) {
        return false;
    }
    let owner = world.get::<Owner>(e).map(|o| o.0);
    let name = refer(world, e).shown_to_all();
    log(world, "305.1", says!("log-land-is-played", card = name));
    if !put_onto_battlefield(world, e, Entering::default()) {
        return false;
    }
    if let Some(o) = owner {
        *world.resource_mut::<crate::rules::game::Turn>().lands_played.entry(o).or_default() += 1;
    }
    true
}

/// Puts a card onto the battlefield (712.14), transformed (712.14a), face down, under
/// another player's control, as a copy, or attached (303.4f). Returns whether it entered.
pub fn put_onto_battlefield(world: &mut World, e: Entity, how: Entering) -> bool {
    let Entering { transformed, face_down, controller, copy_of, except, attached_to, counters } = how;
    if !allowed(world, can_put_onto_battlefield(world, e, transformed, face_down.is_some())) {
        return false;
    }
    let entering_face = printed(world, e).and_then(|d| d.faces.get(usize::from(transformed)).cloned());
    let ctl = controller.or_else(|| world.get::<Owner>(e).map(|o| o.0)).unwrap_or(Entity::PLACEHOLDER);
    if face_down.is_none()
        && copy_of.is_none()
        && let Some(f) = &entering_face
        && !allowed(world, can_enter_attached(world, e, f, ctl, attached_to))
    {
        return false;
    }
    let face = if transformed && face_down.is_none() { Side::Back } else { Side::Front };
    let rule = if transformed { "712.14a" } else { "712.14" };
    let enter = Enter { face, face_down, controller, copy_of, except, counters, ..Enter::default() };
    // Checked before it is shown: a card that stays where it is (800.4b, 400.4a) is shown to no one.
    if !allowed(
        world,
        can_move(world, e, Zone::Battlefield).and_then(|()| can_enter(world, e, Zone::Battlefield, &enter)),
    ) {
        return false;
    }
    if face_down.is_none() {
        // It enters face up: everyone sees which card it is, wherever it came from.
        let name = refer(world, e).shown_to_all();
        log(world, rule, says!("log-put-onto-battlefield-face-up", card = name, face = Arg::key(face)));
    }
    let entered = move_object(world, e, Zone::Battlefield, None, enter);
    if entered && let Some(h) = attached_to {
        super::attach::enter_attached(world, e, h, "303.4f");
    }
    entered
}

/// Its controller sacrifices a permanent (701.21a): it goes to its owner's graveyard. Sacrificing
/// isn't destroying: indestructible and shield counters don't stop it.
pub fn sacrifice(world: &mut World, e: Entity) {
    let name = refer(world, e);
    if !on_battlefield(world, e) {
        return Refusal::new("701.21a", says!("log-cant-sacrifice-not-a-permanent", card = name)).log(world);
    }
    // Every permanent has a controller; none (an entity that isn't one) reads as nothing.
    let controller = refer(world, world.get::<Controller>(e).map_or(Entity::PLACEHOLDER, |c| c.0));
    log(world, "701.21a", says!("log-sacrifices", player = controller, card = name));
    if let Some(player) = world.get::<Controller>(e).map(|c| c.0) {
        crate::rules::triggers::happened(world, crate::rules::triggers::Event::Sacrificed { object: e, player });
    }
    move_object(world, e, Zone::Graveyard, None, Enter::default());
}
