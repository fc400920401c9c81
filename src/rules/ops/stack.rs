//! The stack (405): casting a spell (601, 712.11), resolving the top object (608, 712.13), and
//! abilities that remember what they came from (400.7, 701.27f).

use bevy::prelude::*;

use super::zones::{Enter, move_object};
use super::{Legal, Refusal, allowed};
use crate::cards::Layout;
use crate::rules::action::{AbilityKind, Action, FaceDownKind, ObjectId, Position, Side, Zone};
use crate::rules::game::{RulesClock, Turn};
use crate::rules::log::{Arg, LogRef, refer};
use crate::rules::log::{log, note, refer_lazily};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

mod costs;
pub mod helpers;
mod targets;
mod timing;

pub use costs::{aftermath, from_graveyard_by_discard, has_aftermath, may_take, sacrificed_for, spell_costs};
pub use targets::{and_list, set_targets, still_legal, targets_now};
use targets::{can_target, legal_targets};
/// How a card is cast: which face or half (712.11, 709.3, 715.3), face down (708.4), or both
/// halves of a split card with fuse (702.102a).
#[derive(Clone, Copy, Debug, Default)]
pub struct Casting {
    /// The face or half: `Back` is a double-faced card's back face, a split card's right half,
    /// an adventurer card's Adventure.
    pub face: Side,
    /// Face down, and why.
    pub face_down: Option<FaceDownKind>,
    /// Both halves of a split card with fuse.
    pub fused: bool,
    /// Prototyped (702.160a).
    pub prototyped: bool,
    /// The value chosen for {X} (601.2b).
    pub x: u32,
    /// How its caster pays its mana, where they choose (601.2h).
    pub pay: Option<super::mana::Spend>,
    /// Kicked: its kicker cost paid as well (702.33a).
    pub kicked: bool,
    /// Its buyback cost paid as well (702.27a).
    pub buyback: bool,
    /// Cast for an alternative cost its keyword gives (118.9).
    pub alternative: Option<crate::cards::costs::Alternative>,
    /// How many targets it is cast with (601.2c; a cost may grow with them, 601.2f).
    pub targets: u32,
    /// Whether one of them is what its "costs {2} less to cast if it targets a blue spell"
    /// asks (601.2f; [`Casting::targeting`]).
    pub targets_fit: bool,
}

/// Whether a card can be cast from where it is with that face up (601.2a, 712.11a, 709.3,
/// 715.3), and fused only from a hand when it has fuse (702.102a).
pub fn can_cast(world: &World, e: Entity, face: Side, face_down: bool) -> Legal {
    can_cast_as(world, e, Casting { face, face_down: face_down.then_some(FaceDownKind::Plain), ..Casting::default() })
}

fn can_cast_as(world: &World, e: Entity, how: Casting) -> Legal {
    let Casting { face, face_down, fused, prototyped, .. } = how;
    let face_down = face_down.is_some();
    if prototyped {
        let has = printed(world, e).is_some_and(|d| d.has_prototype());
        if !has || face_down || face == Side::Back {
            return Err(Refusal::new("702.160a", says!("log-no-prototype-to-cast", card = refer(world, e))));
        }
    }
    let name = refer_lazily(world, e);
    let from = zone_of(world, e);
    // 114.4: an emblem is no card; it stays in the command zone.
    let emblem = world.get::<crate::rules::object::Emblem>(e).is_some();
    if matches!(from, Zone::Stack | Zone::Battlefield) || is_token(world, e) || emblem {
        let text = says!("log-cant-cast-from-zone", card = &name, zone = Arg::key(from));
        return Err(Refusal::new("601.2a", text));
    }
    let layout = printed(world, e).map_or(Layout::Normal, |d| d.layout);
    if fused {
        let has_fuse = printed(world, e).is_some_and(|d| d.has_fuse());
        if layout != Layout::Split || !has_fuse || from != Zone::Hand {
            return Err(Refusal::new("702.102a", says!("log-cant-cast-fused", card = &name)));
        }
    }
    let double_faced = printed(world, e).is_some_and(|d| d.is_double_faced());
    let halves = matches!(layout, Layout::Split | Layout::Adventure);
    if face == Side::Back && !face_down && !double_faced && !halves {
        return Err(Refusal::new("712.11a", says!("log-cant-cast-back-face", card = &name)));
    }
    // 702.127a: a half with aftermath is cast only from its owner's graveyard; the other half
    // of its card not from there.
    if !face_down && costs::has_aftermath(world, e) && costs::aftermath(world, e, how) != (from == Zone::Graveyard) {
        let text = match from == Zone::Graveyard {
            true => says!("log-aftermath-other-half-not-from-graveyard", card = &name),
            false => says!("log-aftermath-only-from-graveyard", card = &name),
        };
        return Err(Refusal::new("702.127a", text));
    }
    // 101.2: "Spells with the chosen name can't be cast." (Meddling Mage): the face cast's
    // name, both halves' where fused (709.4d).
    let faces = printed(world, e).map(|d| d.faces.clone()).unwrap_or_default();
    let cast: Vec<&str> = match fused {
        true => faces.iter().map(|f| f.name.as_str()).collect(),
        false => faces.get(face.index()).map(|f| f.name.as_str()).into_iter().collect(),
    };
    let stops = |a: &crate::cards::Ability| *a == crate::cards::Ability::Chosen(crate::cards::ChosenUse::SpellsStopped);
    if let Some(by) = crate::rules::query::named_by(world, cast.iter().copied().filter(|_| !face_down), stops) {
        return Err(Refusal::new("101.2", says!("log-named-spell-stopped", card = &name, by = refer(world, by))));
    }
    Ok(())
}

/// The face a card would be cast with, if it is an Aura spell (303.4a).
fn aura_face(world: &World, e: Entity, face: Side, face_down: bool) -> Option<std::sync::Arc<crate::cards::Face>> {
    let f = printed(world, e)?.faces.get(face.index())?.clone();
    (!face_down && f.is_aura()).then_some(f)
}

/// What else a spell's targets must be, checked after its own (`ops::spells`: the kinds its
/// text names, 601.2c).
pub type TargetCheck = fn(&World, Entity, Casting, &[Entity]) -> Legal;

/// Whether `e` may be cast now as `how` says with these targets and what its additional cost
/// takes: where it is, its face (601.2a), an offer's terms (608.2g), its targets (601.2c) and
/// what its text asks of them (`written`), its timing at an assisted table (117.1a, 307.1) and
/// its additional costs (601.2b). Its mana is checked as it is paid (`mana::can_pay` asks
/// first). What [`cast`] checks, and what the rules' list of a seat's actions asks.
pub fn can_cast_with(
    world: &mut World,
    e: Entity,
    how: Casting,
    targets: &[Entity],
    additional: &[Entity],
    written: TargetCheck,
) -> Legal {
    let (face, face_down) = (how.face, how.face_down);
    let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let offer = super::offer::offered(world, e, caster, face).filter(|_| face_down.is_none());
    can_cast_as(world, e, how)
        .and_then(|()| super::offer::can_cast_while_offered(world, e, caster, face))
        .and_then(|()| can_target(world, e, face, face_down.is_some(), targets))
        .and_then(|()| if face_down.is_none() { written(world, e, how, targets) } else { Ok(()) })
        .and_then(|()| if offer.is_some() { Ok(()) } else { timing::can_cast_now(world, e, how) })
        .and_then(|()| match offer.and_then(|o| o.alternative) {
            Some(a) if how.alternative != Some(a) => {
                let keyword = crate::rules::log::Arg::text(a.word());
                Err(Refusal::new(
                    a.rule(),
                    says!("log-offered-for-alternative-cost", spell = refer(world, e), keyword = keyword),
                ))
            }
            _ => Ok(()),
        })
        .and_then(|()| costs::can_pay_additional(world, e, how, additional))
}

/// The mana `e` costs cast as `how` says: nothing but what its text adds where an offer lets
/// it be cast without paying its mana cost (608.2g, 601.2f), else [`spell_cost`].
pub fn mana_to_cast(world: &World, e: Entity, how: Casting) -> Vec<crate::cards::ManaSymbol> {
    let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let cost: Vec<crate::cards::ManaSymbol> =
        match super::offer::offered(world, e, caster, how.face).filter(|_| how.face_down.is_none()) {
            Some(o) if o.free => {
                let mut cost = costs::added_mana(world, e, how);
                costs::change(&mut cost, costs::changed_by(world, e, how));
                cost
            }
            _ => spell_cost(world, e, how),
        };
    costs::spent_as_any_color(world, e, how, caster, cost)
}

/// Casts a card: it moves to the top of the stack with the chosen face up, or face down (708.4),
/// with its targets (601.2c, `written` checking what its text asks of them), its total cost
/// paid (601.2f–h: mana, the objects that pay part of it for convoke, improvise or delve,
/// `helpers`, then the objects `additional` its text's additional costs take), and counts as a
/// spell its caster cast this turn (730.2).
pub fn cast(
    world: &mut World,
    e: Entity,
    how: Casting,
    targets: &[Entity],
    (additional, helpers): (&[Entity], &[Entity]),
    written: TargetCheck,
) {
    let Casting { face, face_down, fused, prototyped, x, pay, kicked, buyback, alternative, .. } = how;
    let how = how.targeting(world, e, targets);
    // 608.2g: a card a resolving effect lets its player cast now needs no timing permission.
    let caster = world.get::<Owner>(e).map_or(Entity::PLACEHOLDER, |o| o.0);
    let offer = super::offer::offered(world, e, caster, face).filter(|_| face_down.is_none());
    let legal = can_cast_with(world, e, how, targets, additional, written);
    if !allowed(world, legal) {
        return;
    }
    let mut spent = None;
    if let Some(payer) = world.get::<Owner>(e).map(|o| o.0) {
        // Without paying its mana cost (601.2f): what its text adds is still paid; X is 0.
        let cost = match helpers::helped_cost(world, e, how, mana_to_cast(world, e, how), helpers) {
            Ok(cost) => cost,
            Err(refusal) => return refusal.log(world),
        };
        // The helpers aren't tapped for mana: they pay as themselves (702.126a: after the mana).
        spent = super::mana::pay_from_pool(world, payer, &cost, x, says!("log-paying-for-spell"), pay, helpers);
        if spent.is_none() {
            return;
        }
        if !helpers.is_empty() {
            helpers::pay_with(world, e, how, helpers);
        }
        costs::pay_additional(world, e, how, additional);
    }
    let name = refer(world, e);
    let layout = printed(world, e).map_or(Layout::Normal, |d| d.layout);
    let caster = world.get::<Owner>(e).map(|o| o.0);
    let half = printed(world, e).and_then(|d| d.faces.get(face.index()).map(|f| f.name.clone())).unwrap_or_default();
    // A spell being cast is shown to everyone (601.2a), named by the half or face it is cast as;
    // one cast face down only to its controller (708.4, 708.5).
    let name = if face_down.is_none() { name.shown_to_all() } else { name };
    let half = name.clone().named(half);
    let omen = printed(world, e).is_some_and(|d| d.faces.get(face.index()).is_some_and(|f| f.is_omen()));
    let (rule, text) = match (face_down, face, layout) {
        (Some(_), ..) => ("708.4", says!("log-is-cast-face-down", card = name)),
        (None, _, Layout::Split) if fused => ("702.102a", says!("log-is-cast-fused", card = name)),
        _ if prototyped => ("718.3", says!("log-is-cast-prototyped", card = name)),
        (None, _, Layout::Split) => ("709.3", says!("log-is-cast-half", card = name, half = half)),
        (None, Side::Back, Layout::Adventure) if omen => ("720.3", says!("log-is-cast-omen", card = name, half = half)),
        (None, Side::Back, Layout::Adventure) => ("715.3", says!("log-is-cast-adventure", card = name, half = half)),
        (None, Side::Back, Layout::ModalDfc) => ("712.11b", says!("log-is-cast", card = name)),
        (None, Side::Back, _) => ("712.11a", says!("log-is-cast", card = name)),
        _ => ("601.2a", says!("log-is-cast", card = name)),
    };
    log(world, rule, text);
    if offer.is_some() {
        super::offer::settle(world, true);
    }
    if zone_of(world, e) == Zone::Command && world.get::<Commander>(e).is_some() {
        super::commander::cast_from_command_zone(world, e);
    }
    let flashback = costs::flashback(world, e, how).is_some();
    if costs::disturb(world, e, how).is_some() {
        log(world, "702.146a", says!("log-cast-with-disturb", spell = refer(world, e)));
    }
    let aftermath = zone_of(world, e) == Zone::Graveyard && costs::aftermath(world, e, how);
    let from = match zone_of(world, e) {
        Zone::Hand => crate::rules::object::CastFrom::Hand,
        _ => crate::rules::object::CastFrom::Elsewhere,
    };
    let jump_start = costs::from_graveyard_by_discard(world, e, how) == Some(crate::cards::costs::SpellCost::JumpStart);
    let rebound = super::rebound::has_rebound(world, e, face_down.is_none().then_some(face));
    if move_object(world, e, Zone::Stack, Some(Position::Top), Enter { face, face_down, ..Default::default() }) {
        if rebound {
            world.entity_mut(e).insert(crate::rules::object::Rebounding::default());
        }
        if fused {
            world.entity_mut(e).insert(Fused);
        }
        if prototyped {
            world.entity_mut(e).insert(Prototyped);
        }
        if x > 0 {
            world.entity_mut(e).insert(crate::rules::object::ChosenX(x));
        }
        // 601.2h: what was paid for it, which adamant asks, and where it was cast from.
        let spent = spent.unwrap_or_default();
        world.entity_mut(e).insert(crate::rules::object::SpentToCast(spent, from));
        if flashback {
            world.entity_mut(e).insert(crate::rules::object::Flashbacked);
            log(world, "702.34a", says!("log-cast-with-flashback", spell = refer(world, e)));
        }
        if aftermath {
            world.entity_mut(e).insert(crate::rules::object::CastByAftermath);
            log(world, "702.127a", says!("log-cast-with-aftermath", spell = refer(world, e)));
        }
        if jump_start {
            world.entity_mut(e).insert(crate::rules::object::JumpStarted);
            log(world, "702.133a", says!("log-cast-with-jump-start", spell = refer(world, e)));
        }
        if kicked {
            world.entity_mut(e).insert(crate::rules::object::Kicked);
            log(world, "702.33d", says!("log-spell-kicked", spell = refer(world, e)));
        }
        if let Some(a) = alternative {
            world.entity_mut(e).insert(crate::rules::object::PaidAlternative(a));
            let keyword = Arg::text(a.word());
            let said = match a {
                crate::cards::costs::Alternative::Instead => {
                    says!("log-cast-for-cost-instead", spell = refer(world, e))
                }
                _ => says!("log-cast-for-alternative-cost", spell = refer(world, e), keyword = keyword),
            };
            log(world, a.rule(), said);
        }
        if buyback {
            world.entity_mut(e).insert(crate::rules::object::BoughtBack);
            log(world, "702.27a", says!("log-spell-bought-back", spell = refer(world, e)));
        }
        crate::rules::layers::derive_now(world, e);
        set_targets(world, e, targets);
        if offer.is_some() {
            super::offer::bottom_cascade_rest(world, Some(e));
        }
        if let Some(p) = caster {
            let before = world.resource::<Turn>().spells_cast.values().sum();
            world.entity_mut(e).insert(crate::rules::object::SpellsCastBefore(before));
            let c = chars(world, e);
            let cast = (c.colors, c.has_type(crate::cards::CardType::Creature));
            let mut turn = world.resource_mut::<Turn>();
            *turn.spells_cast.entry(p).or_default() += 1;
            *turn.spells_this_game.entry(p).or_default() += 1;
            turn.happened.cast.entry(p).or_default().push(cast);
            crate::rules::triggers::happened(world, crate::rules::triggers::Event::Cast { spell: e, caster: p });
        }
    }
}

/// The mana cost a spell is cast for (601.2f): the face or half cast, both halves fused
/// (702.102c), its prototype cost (702.160a), {3} face down (708.4, 702.37c), plus what its
/// text adds (kicker, a cost for each target beyond the first: `costs`), plus commander tax
/// from the command zone (903.8), plus or minus what permanents' static abilities change
/// (Thalia's "Noncreature spells cost {1} more to cast").
pub fn spell_cost(world: &World, e: Entity, how: Casting) -> Vec<crate::cards::ManaSymbol> {
    use crate::cards::{Ability, ManaSymbol};
    let Some(def) = printed(world, e) else { return Vec::new() };
    let mut cost = if how.face_down.is_some() {
        vec![ManaSymbol::Generic(3)]
    } else if how.fused {
        def.combined_halves().and_then(|f| f.mana_cost).map(|c| c.symbols).unwrap_or_default()
    } else {
        let face = def.faces.get(how.face.index());
        let prototype = face.filter(|_| how.prototyped).and_then(|f| {
            f.text.abilities().iter().find_map(|a| match &a.ability {
                Ability::Prototype(p) => Some(p.mana_cost.symbols.clone()),
                _ => None,
            })
        });
        let printed = || face.and_then(|f| f.mana_cost.as_ref()).map(|c| c.symbols.clone());
        prototype
            .or_else(|| costs::flashback(world, e, how))
            .or_else(|| costs::disturb(world, e, how))
            .or_else(|| costs::alternative(world, e, how))
            .or_else(printed)
            .unwrap_or_default()
    };
    cost.extend(costs::added_mana(world, e, how));
    if zone_of(world, e) == Zone::Command
        && let Some(c) = world.get::<Commander>(e)
        && c.tax() > 0
    {
        cost.push(ManaSymbol::Generic(c.tax()));
    }
    costs::change(&mut cost, costs::changed_by(world, e, how));
    cost
}

/// Copies a spell or an ability on the stack (707.10): the copy goes on top with the same
/// characteristics (its card and copy effects), face, and targets (707.10c), under
/// `controller` (default: the original's), who owns a spell's copy; it isn't cast (730.2
/// doesn't count it).
pub fn copy_spell(world: &mut World, id: ObjectId, original: Entity, controller: Option<Entity>) {
    let name = refer(world, original);
    if zone_of(world, original) != Zone::Stack {
        let zone = zone_of(world, original);
        let text = says!("log-copy-not-on-stack", spell = name, zone = Arg::key(zone));
        return Refusal::new("707.10", text).log(world);
    }
    if !super::tokens::room_for_one_more(world) {
        return;
    }
    let ctl = controller.or_else(|| world.get::<Controller>(original).map(|c| c.0)).unwrap_or(Entity::PLACEHOLDER);
    // 800.4b: nothing is put onto the stack under a player who has left the game.
    if world.get::<Left>(ctl).is_some() {
        return log(world, "800.4b", says!("log-copy-controller-left-game", player = refer(world, ctl)));
    }
    let targets = world.get::<Targets>(original).cloned();
    if let Some(ability) = world.get::<StackedAbility>(original).cloned() {
        let copy = push_ability_copy(world, id, ability);
        if let Some(t) = targets {
            world.entity_mut(copy).insert(t);
        }
        log(world, "707.10", says!("log-ability-copy-put-on-stack", ability = name));
        return;
    }
    let Some(def) = printed(world, original) else { return };
    let (object_id, ts, order) = {
        let mut clock = world.resource_mut::<RulesClock>();
        (clock.next_object(), clock.next_timestamp(), clock.next_top())
    };
    let effects = world.get::<crate::rules::continuous::Effects>(original).cloned().unwrap_or_default();
    let face = face_up(world, original);
    let face_down = world.get::<FaceDown>(original).and_then(|f| f.0);
    let e = world
        .spawn((
            crate::rules::object::object(&id, def, ctl, ctl, InZone { zone: Zone::Stack, order }),
            (object_id, Timestamp(ts), FaceUp(face), FaceDown(face_down), Tapped(false), Damage(0)),
            (crate::rules::counters::Counters::default(), effects, TransformCount(0), SpellCopy),
        ))
        .id();
    // 718.3c: a copy of a prototyped spell is prototyped; 709.3, 702.102b: so is a fused one.
    if world.get::<Prototyped>(original).is_some() {
        world.entity_mut(e).insert(Prototyped);
    }
    if world.get::<Fused>(original).is_some() {
        world.entity_mut(e).insert(Fused);
    }
    // 707.10: a copy copies the choices made as the spell was cast, its modes among them.
    if let Some(divided) = world.get::<crate::rules::object::Divided>(original).cloned() {
        world.entity_mut(e).insert(divided);
    }
    if let Some(modes) = world.get::<crate::rules::object::ChosenModes>(original).cloned() {
        world.entity_mut(e).insert(modes);
    }
    if let Some(t) = targets {
        world.entity_mut(e).insert(t);
    }
    world.resource_mut::<Labels>().0.insert(id.into(), e);
    crate::rules::layers::derive_now(world, e);
    let who = refer(world, ctl);
    log(world, "707.10", says!("log-spell-copy-put-on-stack", spell = name, player = who));
}

fn push_ability_copy(world: &mut World, id: ObjectId, ability: StackedAbility) -> Entity {
    let order = world.resource_mut::<RulesClock>().next_top();
    let e = world
        .spawn((Label(id.clone().into()), Name::new(id.to_string()), InZone { zone: Zone::Stack, order }, ability))
        .id();
    world.resource_mut::<Labels>().0.insert(id.into(), e);
    e
}

/// Resolves the top object of the stack: a permanent spell enters the battlefield with the same
/// face up (608.3, 712.13), any other goes to the graveyard (608.2n). Returns what the caller
/// applies next: an ability's effect. (An instant or sorcery whose text the rules carry out is
/// resolved by `ops::spells::resolve` instead.)
pub fn resolve_top(world: &mut World) -> Vec<Action> {
    let Some(top) = stack_top(world) else {
        note(world, says!("log-stack-empty-nothing-resolves"));
        return Vec::new();
    };
    if world.get::<StackedAbility>(top).is_some() {
        return resolve_ability(world, top).into_iter().collect();
    }
    let name = refer(world, top);
    let face = face_up(world, top);
    let face_down = world.get::<FaceDown>(top).and_then(|f| f.0);
    let c = chars(world, top);
    let aura = (c.is_aura() && face_down.is_none()).then(|| c.copiable.face.clone());
    let controller = world.get::<Controller>(top).map_or(Entity::PLACEHOLDER, |c| c.0);
    let permanent = c.types.iter().any(|t| t.is_permanent_type());
    let Some(targets) = legal_targets(world, top, aura.as_deref().map(|f| (f, top, controller))) else {
        let rule = if permanent { "608.3b" } else { "608.2b" };
        log(world, rule, says!("log-spell-doesnt-resolve-targets-illegal", spell = name));
        move_object(world, top, Zone::Graveyard, None, Enter::default());
        return Vec::new();
    };
    if permanent {
        let host = aura.as_ref().and(targets.first().copied());
        enter_resolved(world, top, host, Enter { face, face_down, ..Default::default() });
    } else if printed(world, top)
        .is_some_and(|d| d.layout == Layout::Adventure && d.faces.get(1).is_some_and(|f| f.is_omen()))
        && face == Side::Back
    {
        // 720.3d: an Omen is shuffled into its owner's library instead.
        log(world, "720.3d", says!("log-omen-shuffled-into-library", spell = name));
        let owner = world.get::<Owner>(top).map(|o| player_name(world, o.0)).unwrap_or_default();
        move_object(world, top, Zone::Library, None, Enter::default());
        super::library::shuffle(world, &owner);
    } else if printed(world, top).is_some_and(|d| d.layout == Layout::Adventure) && face == Side::Back {
        log(world, "715.3d", says!("log-adventure-exiled", spell = name));
        move_object(world, top, Zone::Exile, None, Enter::default());
    } else if super::rebound::resolving(world, top) {
        move_object(world, top, Zone::Exile, None, Enter::default());
    } else if world.get::<crate::rules::object::BoughtBack>(top).is_some() {
        log(world, "702.27a", says!("log-resolves-to-hand-buyback", spell = name));
        move_object(world, top, Zone::Hand, None, Enter::default());
    } else {
        log(world, "608.2n", says!("log-resolves-to-graveyard", spell = name));
        move_object(world, top, Zone::Graveyard, None, Enter::default());
    }
    Vec::new()
}

/// 608.3: the resolving permanent spell `top` enters the battlefield as `enter` says (an Aura
/// attached to `host`, 608.3c).
pub fn enter_resolved(world: &mut World, top: Entity, host: Option<Entity>, enter: Enter) {
    let name = refer(world, top);
    log(world, "608.3", says!("log-resolves-enters-battlefield", spell = &name));
    let prototyped = world.get::<Prototyped>(top).is_some();
    move_object(world, top, Zone::Battlefield, None, enter);
    if prototyped {
        // 718.3b: the permanent a prototyped spell becomes is prototyped too.
        world.entity_mut(top).insert(Prototyped);
        crate::rules::game::mark(world, top);
    }
    if world.entity_mut(top).take::<SpellCopy>().is_some() {
        world.entity_mut(top).insert(Token { copy_of: None });
        log(world, "608.3f", says!("log-copy-becomes-token", spell = &name));
    }
    if let Some(host) = host {
        super::attach::enter_attached(world, top, host, "608.3c");
    }
}

/// Puts an ability of `source` on top of the stack, remembering the object it came from (400.7)
/// and how often it had transformed (701.27f). `effect` is what the table does when it
/// resolves (`None`: the players carry out its text). Returns it, or `None` where it isn't put
/// on the stack (800.4d).
pub fn push_ability(
    world: &mut World,
    id: ObjectId,
    source: Entity,
    kind: AbilityKind,
    effect: Option<Action>,
) -> Option<Entity> {
    // 800.4d: an ability that would be controlled by a player who has left the game isn't put
    // on the stack.
    if let Some(p) = world.get::<Controller>(source).map(|c| c.0).filter(|p| world.get::<Left>(*p).is_some()) {
        log(world, "800.4d", says!("log-ability-controller-left-game", player = refer(world, p)));
        return None;
    }
    let labels = &world.resource::<Labels>().0;
    let remembered = effect
        .iter()
        .flat_map(Action::ids)
        .filter_map(|id| labels.get(id.as_str()).copied())
        .filter_map(|e| Some((e, *world.get::<ObjectNumber>(e)?)))
        .collect();
    let ability = StackedAbility {
        source,
        source_object: world.get::<ObjectNumber>(source).copied().unwrap_or_default(),
        source_transforms: world.get::<TransformCount>(source).map_or(0, |t| t.0),
        kind,
        effect,
        remembered,
        it: Vec::new(),
        player: None,
        amount: 0,
        sacrifice: None,
        chapter: None,
        text: None,
        condition: None,
        steps: None,
        may: false,
        answer: None,
        modes: None,
    };
    let order = world.resource_mut::<RulesClock>().next_top();
    let e = world
        .spawn((Label(id.clone().into()), Name::new(id.to_string()), InZone { zone: Zone::Stack, order }, ability))
        .id();
    world.resource_mut::<Labels>().0.insert(id.into(), e);
    Some(e)
}

/// An ability's source as the log names it: the object, or "its source" once it is gone.
struct SourceWords(Option<LogRef>);

impl SourceWords {
    fn arg(&self) -> Arg {
        match &self.0 {
            Some(r) => Arg::from(r),
            None => Arg::from(says!("log-ability-source-gone")),
        }
    }
}

fn source_words(world: &World, src: Entity) -> SourceWords {
    SourceWords(world.get_entity(src).is_ok().then(|| refer(world, src)))
}

/// Whether a stacked ability can still do what it says to its source: the source must be the
/// same object (400.7) and, for a transform, must not have transformed since (701.27f).
pub fn can_resolve(world: &World, stacked: &StackedAbility) -> Legal {
    let src = stacked.source;
    let alive = world.get_entity(src).is_ok();
    let src_name = source_words(world, src);
    let refers_to_source = stacked
        .effect
        .iter()
        .flat_map(Action::ids)
        .any(|id| world.resource::<Labels>().0.get(id.as_str()) == Some(&src));
    if !refers_to_source {
        return Ok(());
    }
    if !alive || world.get::<ObjectNumber>(src) != Some(&stacked.source_object) {
        return Err(Refusal::new("400.7", says!("log-ability-source-changed-zones", source = src_name.arg())));
    }
    let turns_over = matches!(stacked.effect, Some(Action::Transform(_) | Action::Convert(_)));
    if turns_over && world.get::<TransformCount>(src).map_or(0, |t| t.0) != stacked.source_transforms {
        let since = match stacked.kind {
            AbilityKind::Delayed => "delayed",
            _ => "stack",
        };
        let text = says!("log-ability-source-transformed", source = src_name.arg(), since = Arg::text(since));
        return Err(Refusal::new("701.27f", text));
    }
    Ok(())
}

/// 400.7: an object the ability's effect names, other than its source, that has changed zones
/// since the ability was put on the stack is a new object the ability can't find.
fn finds_what_it_names(world: &World, stacked: &StackedAbility) -> Legal {
    for (e, was) in stacked.remembered.iter().filter(|(e, _)| *e != stacked.source) {
        if world.get_entity(*e).is_err() || world.get::<ObjectNumber>(*e) != Some(was) {
            let gone = match world.get_entity(*e).is_ok() {
                true => Arg::from(refer(world, *e)),
                false => Arg::from(says!("log-ability-object-gone")),
            };
            return Err(Refusal::new("400.7", says!("log-ability-cant-find-object", object = gone)));
        }
    }
    Ok(())
}

/// Resolves an ability on the stack: it leaves the stack and, if it can still do what it says,
/// returns its effect for the caller to apply (608.2).
pub fn resolve_ability(world: &mut World, ab: Entity) -> Option<Action> {
    resolving_ability(world, ab, None).and_then(|s| s.effect)
}

/// An ability on the stack resolves: it leaves the stack and, if it can still do what it says
/// (its targets, 608.2b; its source, 400.7, 701.27f; its intervening "if", 603.4), it is
/// returned for the caller to carry out. `checked`: its targets' legality where the caller
/// judged it (`ops::spells`, by the kinds its text names); else as every ability's.
pub fn resolving_ability(world: &mut World, ab: Entity, checked: Option<&[bool]>) -> Option<StackedAbility> {
    let Some(stacked) = world.get::<StackedAbility>(ab).cloned() else {
        note(world, says!("log-not-an-ability-on-stack", ability = refer(world, ab)));
        return None;
    };
    let targets = match checked {
        Some(ok) => (ok.is_empty() || ok.contains(&true)).then(Vec::new),
        None => legal_targets(world, ab, None),
    };
    let controller = world.get::<Controller>(ab).map(|c| c.0);
    world.entity_mut(ab).despawn();
    // Its source may have waited for it (704.5v): look at the source again.
    if world.get_entity(stacked.source).is_ok() {
        crate::rules::game::mark(world, stacked.source);
    }
    if targets.is_none() {
        log(world, "608.2b", says!("log-ability-doesnt-resolve-targets-illegal"));
        return None;
    }
    if !allowed(world, can_resolve(world, &stacked).and_then(|()| finds_what_it_names(world, &stacked))) {
        return None;
    }
    if !crate::rules::triggers::detect::still_holds(world, &stacked, controller) {
        return None;
    }
    let src_name = source_words(world, stacked.source);
    let by = Arg::text(if stacked.automatic() { "table" } else { "players" });
    let text = match (&stacked.chapter, &stacked.text) {
        (Some(n), Some(text)) => says!(
            "log-chapter-resolves",
            chapter = Arg::text(crate::cards::roman(*n)),
            source = src_name.arg(),
            text = Arg::text(text),
            by = by,
        ),
        (None, Some(text)) => {
            says!("log-ability-resolves-text", source = src_name.arg(), text = Arg::text(text), by = by)
        }
        _ => says!("log-ability-resolves", source = src_name.arg()),
    };
    log(world, "608.2", text);
    // 603.5: an optional ability whose controller chose not to does nothing, or what it says
    // it does then ("If you don't, create ...").
    if stacked.answer == Some(false) {
        let otherwise = stacked.steps.as_ref().and_then(|s| match s.steps.last() {
            Some(crate::cards::effects::EffectStep::IfYouDont(e)) => Some(e.clone()),
            _ => None,
        });
        return Some(StackedAbility { effect: None, steps: otherwise, ..stacked });
    }
    Some(stacked)
}

/// The ability or spell on the stack with this id (a spell's copy whose targets are chosen,
/// 707.10c), said in the log if there is none.
pub fn on_stack(world: &mut World, id: &str) -> Option<Entity> {
    let found = world.resource::<Labels>().0.get(id).copied().filter(|e| zone_of(world, *e) == Zone::Stack);
    if found.is_none() {
        note(world, says!("log-not-an-ability-on-stack", ability = Arg::text(id)));
    }
    found
}

/// The ability with this id, if it is on the stack.
pub fn ability_on_stack(world: &mut World, id: &str) -> Option<Entity> {
    let found = world.resource::<Labels>().0.get(id).copied().filter(|e| world.get::<StackedAbility>(*e).is_some());
    if found.is_none() {
        note(world, says!("log-not-an-ability-on-stack", ability = Arg::text(id)));
    }
    found
}
