//! `RulesSystems::Apply`: every `Action` becomes a change of game state here, and only here.
//! This is a dispatcher: each arm names the rules family in [`super::ops`] that does the work.

use bevy::prelude::*;

use super::action::*;
use super::continuous::EffectKind;
use super::game::{ActionHistory, Arrows, Dirty, Turn};
use super::layers::derive_dirty;
use super::log::RulesLog;
use super::object::is_present;
use super::ops::faces::{self, Cause, TurnOver};
use super::ops::{
    attach, combat, commander, discarding, effects, entry_choice, library, mana, players, priority, reveal, saga,
    stack, status, tokens, turn, zones,
};
use super::query::{object, player, zone_of};
use crate::rules::log::{Arg, LogText, refer};
use crate::says;

mod arrows;
mod entering;
mod mode;
mod named;
mod passes;

use arrows::{arrow, remove_arrow};
use entering::{create_tokens, put_onto_battlefield, transform_all};
use mode::set_mode;
use named::*;
use passes::*;

/// Applies every action requested this frame, in order.
pub fn apply_requested_actions(world: &mut World) {
    let requests: Vec<ActionRequest> = world.resource_mut::<Messages<ActionRequest>>().drain().collect();
    for ActionRequest(action) in requests {
        apply_action(world, action);
    }
}

/// Applies one action: records it in the history, logs it, and changes the table.
pub fn apply_action(world: &mut World, mut action: Action) {
    // A target written as a plain name is a player when the table has one by that name.
    action.settle_targets(|name| super::query::find_player(world, name).is_some());
    // Filters and checks read characteristics: make them current first. (The table changes:
    // one read of `Dirty` says both.)
    let stale = {
        let mut dirty = world.resource_mut::<Dirty>();
        dirty.changed = true;
        !dirty.objects.is_empty()
    };
    if stale {
        derive_dirty(world);
    }
    let index = {
        let mut history = world.resource_mut::<ActionHistory>();
        history.0.push(action.clone());
        history.0.len() - 1
    };
    let turn = world.resource::<Turn>().number;
    let named = {
        let labels = &world.resource::<super::object::Labels>().0;
        let ids = action.ids().into_iter().enumerate();
        let found: smallvec::SmallVec<[(u16, Entity); 4]> =
            ids.filter_map(|(i, id)| Some((u16::try_from(i).ok()?, *labels.get(id.as_str())?))).collect();
        found.into_iter().map(|(i, e)| (i, refer(world, e))).collect::<super::log::NamedRefs>()
    };
    let found: Ids = named.iter().map(|(_, r)| r.entity).collect();
    let logged = {
        let mut log = world.resource_mut::<RulesLog>();
        log.current_action = Some(index);
        log.current_turn = turn;
        log.requested(action.clone(), named);
        log.entries.len()
    };
    super::triggers::next_event(world);
    let seen = super::sight::snapshot(world);
    // 117.4: passes count "in succession": only an action by the rules taken meanwhile starts
    // the count again. Casting, activating and the special actions give their player priority
    // as they succeed (117.3c, `priority::acted`); a mana ability's activation doesn't move
    // priority but is an action too. A refused request, a concession (800.4a: the passes of
    // those still in the game stand) or a change made by hand at the table is none.
    let mana_ability = matches!(
        action.acted(),
        Action::TapForMana { .. } | Action::TapLandsForMana { .. } | Action::AddMana { .. } | Action::PayCost { .. }
    );
    run_named(world, action, &found);
    // 608.2c: the steps of an effect that waited on the choice just made (`continuing`).
    loop {
        let ready = super::ops::continuing::take_ready(world);
        if ready.is_empty() {
            break;
        }
        run_all(world, ready);
    }
    if mana_ability && !refused_since(world, logged) {
        priority::reset_passes(world);
    }
    super::sight::track(world, seen);
}

/// Whether a rule refused something since the log held `logged` lines.
fn refused_since(world: &World, logged: usize) -> bool {
    let entries = &world.resource::<RulesLog>().entries;
    entries.from(logged).any(|e| e.kind == super::log::LogKind::Refusal)
}

/// An effect's actions in order; where one begins a choice (a dredge asked as a card would be
/// drawn, 702.52a), the rest wait for it (608.2c, `continuing`).
fn run_all(world: &mut World, actions: Vec<Action>) {
    let mut actions = actions.into_iter();
    while let Some(a) = actions.next() {
        let asked = super::ops::hand_choice::pending(world).is_some();
        run(world, a);
        if !asked && super::ops::hand_choice::pending(world).is_some() {
            return super::ops::continuing::keep_first(world, actions.collect());
        }
    }
}

/// One line per action: find what it names, then hand it to its rules family.
fn run(world: &mut World, action: Action) {
    let labels = &world.resource::<super::object::Labels>().0;
    let named: Ids = action.ids().into_iter().filter_map(|id| labels.get(id.as_str()).copied()).collect();
    run_named(world, action, &named);
}

/// The objects an action names, found.
type Ids = smallvec::SmallVec<[Entity; 4]>;

/// [`run`], with the objects the action names found already (`named`).
fn run_named(world: &mut World, action: Action, named: &[Entity]) {
    // Who asked changes nothing in what is done.
    let action = match action {
        Action::By { action, .. } => return run_named(world, *action, named),
        a => a,
    };
    // A phased-out permanent can't be affected by anything but phasing in (702.26b); the second
    // card of a melded permanent is no object of its own (712.4a).
    if !matches!(action, Action::PhaseIn(_) | Action::PhaseOut(_)) {
        let absent = named.iter().copied().find(|e| !is_present(world, *e));
        if let Some(e) = absent {
            let (rule, text) = match world.get::<super::object::MeldedInto>(e) {
                Some(m) => {
                    let (id, whole) = (super::query::label(world, e), refer(world, m.0));
                    ("712.4a", says!("log-part-of-melded-permanent", id = Arg::text(id), whole = whole))
                }
                None => ("702.26b", says!("log-phased-out-nothing-happens", card = refer(world, e))),
            };
            return super::log::log(world, rule, text);
        }
    }
    match action {
        Action::PhaseOut(id) => on_one(world, named, &id, super::ops::phasing::phase_out),
        Action::Meld(id) => on_one(world, named, &id, super::ops::meld::meld),
        Action::Flip(id) => on_one(world, named, &id, |w, e| _ = faces::flip(w, e)),
        Action::OrderTriggers { player: name, order } => {
            for_player(world, &name, |w, p| super::triggers::stacking::order(w, p, &order))
        }
        Action::ChooseTargets { player: name, ability, targets } => {
            let Some(targets) = targets_of(world, &targets) else { return };
            let Some(p) = player(world, &name) else { return };
            if let Some(e) = stack::on_stack(world, &ability) {
                super::triggers::stacking::choose_targets(world, p, e, &targets);
            }
        }
        Action::ChooseMode { player: name, ability, mode } => {
            let Some(p) = player(world, &name) else { return };
            if let Some(e) = stack::on_stack(world, &ability) {
                super::triggers::stacking::choose_mode(world, p, e, mode);
            }
        }
        Action::OfferCast { player: name, card, face, free } => {
            let Some(p) = player(world, &name) else { return };
            on(world, &card, |w, e| super::ops::offer::offer_cast(w, p, e, face.unwrap_or(Side::Front), free));
        }
        Action::DeclineCast { player: name } => for_player(world, &name, super::ops::offer::decline),
        Action::Find { player: name, cards } => {
            if let Some(cards) = objects(world, &cards) {
                for_player(world, &name, |w, p| super::ops::search::find(w, p, &cards));
            }
        }
        Action::ChooseName { player: name, name: card } => {
            for_player(world, &name, |w, p| super::ops::color_choice::choose_name(w, p, &card));
        }
        Action::DiscardNamed { player: name, name: card } => {
            for_player(world, &name, |w, p| super::ops::discarding::discard_named(w, p, &card));
        }
        Action::ChooseColor { player: name, color } => {
            for_player(world, &name, |w, p| super::ops::color_choice::choose(w, p, color));
        }
        Action::PayUnless { player: name, pay } => {
            for_player(world, &name, |w, p| super::ops::unless::answer(w, p, pay));
        }
        Action::ChooseCards { player: name, cards } => {
            if let Some(cards) = objects_or_players(world, &cards) {
                for_player(world, &name, |w, p| super::ops::dredge::choose_cards(w, p, &cards));
                super::ops::opening::actions_taken(world);
            }
        }
        Action::SeparatePiles { player: name, pile } => {
            let Some(pile) = objects(world, &pile) else { return };
            for_player(world, &name, |w, p| super::ops::piles::separate(w, p, &pile));
        }
        Action::ChoosePile { player: name, first } => {
            for_player(world, &name, |w, p| super::ops::piles::choose(w, p, first));
        }
        Action::ChooseMay { player: name, ability, yes, sacrifice } => {
            let Some(p) = player(world, &name) else { return };
            let sacrifice = match sacrifice {
                Some(id) => match object(world, &id) {
                    Some(e) => Some(e),
                    None => return,
                },
                None => None,
            };
            if let Some(e) = stack::ability_on_stack(world, &ability)
                && super::triggers::stacking::choose_may(world, p, e, (yes, sacrifice))
            {
                run(world, Action::Resolve);
            }
        }
        Action::ChooseChapter { card, chapter } => on(world, &card, |w, e| saga::choose_chapter(w, e, chapter)),
        Action::ChooseAsEnters { card, answer } => on(world, &card, |w, e| entry_choice::choose(w, e, answer.clone())),
        Action::PhaseIn(id) => on_one(world, named, &id, super::ops::phasing::phase_in),
        Action::Transform(id) => {
            on_one(world, named, &id, |w, e| _ = faces::transform(w, e, Cause::Effect, TurnOver::Transform))
        }
        Action::Convert(id) => {
            on_one(world, named, &id, |w, e| _ = faces::transform(w, e, Cause::Effect, TurnOver::Convert))
        }
        Action::TransformAll(filter) => transform_all(world, &filter),
        Action::TurnFaceDown { card, kind } => on(world, &card, |w, e| faces::turn_face_down(w, e, kind)),
        Action::TurnFaceUp(id) => on_one(world, named, &id, |w, e| faces::turn_face_up(w, e, faces::FaceUpBy::Effect)),
        // 116.2b, 116.3: a special action; its player receives priority afterward.
        Action::TurnFaceUpForCost(id) => on_one(world, named, &id, |w, e| {
            let logged = w.resource::<RulesLog>().entries.len();
            faces::turn_face_up_for_cost(w, e);
            if !refused_since(w, logged) {
                let who = w.get::<super::object::Controller>(e).map(|c| c.0);
                priority::acted(w, who);
            }
        }),
        Action::Manifest { player } => faces::manifest_top(world, &player, FaceDownKind::Manifest, 0),
        Action::Cloak { player } => faces::manifest_top(world, &player, FaceDownKind::Cloak, 0),
        Action::ManifestDread { player, pick } => {
            faces::manifest_top(world, &player, FaceDownKind::ManifestDread, pick.unwrap_or(0).min(1) as usize)
        }
        Action::Move { card, to, position } => on(world, &card, |w, e| {
            if to == Zone::Graveyard && position.is_none() && discarding::to_hand_size(w, e) {
                discarding::discard_to_hand_size(w, e);
            } else {
                zones::move_object(w, e, to, position, zones::Enter::default());
            }
        }),
        Action::PutOntoBattlefield {
            card,
            transformed,
            face_down,
            controller,
            copy_of,
            except,
            attached_to,
            counters,
        } => {
            let how = (transformed, face_down, counters);
            put_onto_battlefield(world, &card, how, controller, (copy_of, except.map(|x| *x)), attached_to)
        }
        Action::Cast {
            card,
            face,
            face_down,
            targets,
            fused,
            prototyped,
            x,
            modes,
            divided,
            pay,
            kicked,
            buyback,
            alternative,
            additional,
            helpers,
        } => {
            let Some(targets) = targets_of(world, &targets) else { return };
            let Some(pay) = spend_of(world, pay) else { return };
            let Some(additional) = objects(world, &additional.unwrap_or_default()) else { return };
            let Some(helpers) = objects(world, &helpers.unwrap_or_default()) else { return };
            // 601.2b: the modes are chosen as it is cast, before its targets.
            let chosen = super::object::ChosenModes(modes.unwrap_or_default());
            let how = stack::Casting {
                face: face.unwrap_or(Side::Front),
                face_down,
                fused,
                prototyped,
                x: x.unwrap_or(0),
                pay,
                kicked,
                buyback,
                alternative,
                targets: 0,
                targets_fit: false,
            };
            on(world, &card, |w, e| {
                w.entity_mut(e).insert(chosen);
                // 601.2d: the division is announced with the targets.
                match &divided {
                    Some(d) => w.entity_mut(e).insert(super::object::Divided(d.clone())),
                    None => w.entity_mut(e).remove::<super::object::Divided>(),
                };
                let caster = w.get::<super::object::Owner>(e).map(|o| o.0);
                let offered = caster.and_then(|c| super::ops::offer::offered(w, e, c, how.face)).is_some();
                let taken = (additional.as_slice(), helpers.as_slice());
                stack::cast(w, e, how, &targets, taken, super::ops::spells::can_target_as_written);
                // 117.3c: a player who casts a spell receives priority afterward; one cast during
                // a resolution gives nobody priority (608.2g): the active player receives it.
                if zone_of(w, e) != Zone::Stack {
                    // Not cast: no choice stays with the card.
                    w.entity_mut(e).remove::<(super::object::ChosenModes, super::object::Divided)>();
                } else if !offered {
                    super::ops::spells::divided::announce(w, e);
                    let caster = w.get::<super::object::Controller>(e).map(|c| c.0);
                    priority::acted(w, caster);
                }
            })
        }
        Action::Activate { card, ability, targets, pay, additional } => {
            let Some(targets) = targets_of(world, &targets) else { return };
            let Some(pay) = spend_of(world, pay) else { return };
            let Some(additional) = objects(world, &additional.unwrap_or_default()) else { return };
            on(world, &card, |w, e| {
                // From a hand or a graveyard, its owner's; on the battlefield, its controller's.
                let from = super::ops::activate::ability_of(w, e, ability).map(|a| a.from);
                let who = match from.unwrap_or(crate::cards::activated::ActivatedFrom::Battlefield) {
                    crate::cards::activated::ActivatedFrom::Battlefield => {
                        w.get::<super::object::Controller>(e).map(|c| c.0)
                    }
                    _ => w.get::<super::object::Owner>(e).map(|o| o.0),
                };
                let Some(who) = who else { return };
                // 605.1a: read before its cost takes the card (Simian Spirit Guide's exile).
                let mana = super::ops::activate::ability_of(w, e, ability).is_some_and(|a| a.effect.adds_mana_only());
                // 117.3c: a player who activates an ability receives priority afterward.
                if super::ops::activate::activate(w, who, e, ability, &targets, &additional, pay) {
                    // 605.3a: a mana ability doesn't wait on the stack: it resolves at once.
                    if mana && let Some(ab) = super::query::stack_top(w) {
                        let effects = super::ops::spells::resolve_ability(w, ab).unwrap_or_default();
                        run_all(w, effects);
                        // "Add one mana of any color.": its colour asked now.
                        super::ops::color_choice::begin(w);
                    }
                    priority::acted(w, Some(who));
                }
            })
        }
        Action::PlayLand(card) => on(world, &card, |w, e| {
            if zones::play_land(w, e) {
                // 117.3c: a player who takes a special action receives priority afterward.
                let owner = w.get::<super::object::Owner>(e).map(|o| o.0);
                priority::acted(w, owner);
            }
        }),
        Action::Resolve => {
            // 603.5: an optional ability's controller chooses as it resolves; nobody holds
            // priority meanwhile.
            if super::triggers::stacking::asks_may(world) {
                return;
            }
            let effects = super::ops::spells::resolve(world).unwrap_or_else(|| stack::resolve_top(world));
            run_all(world, effects);
            // 607.2a: what it exiled for a permanent's ability is linked to that permanent.
            super::ops::linked::pin(world);
            // 701.23a: a search it ends with begins; nobody holds priority meanwhile.
            super::ops::search::begin(world);
            super::ops::scrying::begin(world);
            super::ops::hand_choice::begin(world);
            super::ops::unless::begin(world);
            super::ops::color_choice::begin(world);
            super::ops::piles::begin(world);
            // 603.12, 603.7c: the reflexive abilities it created trigger, and what the delayed
            // ones name is remembered, now that the effect is done.
            super::triggers::effect_done(world);
            // 117.3b: the active player receives priority after a resolution.
            priority::acted(world, None);
        }
        Action::CreateToken { id, token, controller, count, tapped, transformed, attached_to } => {
            create_tokens(world, &id, &token, &controller, count.unwrap_or(1), (tapped, transformed, attached_to))
        }
        Action::Incubate { id, player: name, n } => {
            if let Some(ctl) = player(world, &name) {
                tokens::incubate(world, &id, ctl, n);
            }
        }
        Action::AddCounters { card, kind, n } => on(world, &card, |w, e| status::add_counters(w, e, &kind, n)),
        Action::RemoveCounters { card, kind, n } => on(world, &card, |w, e| status::remove_counters(w, e, &kind, n)),
        Action::Attach { card, to } => {
            if let (Some(a), Some(h)) = (object(world, &card), object_or_player(world, &to)) {
                attach::attach(world, a, h);
            }
        }
        Action::Unattach(id) => on(world, &id, attach::unattach),
        Action::Tap(id) => on_one(world, named, &id, |w, e| status::set_tapped(w, e, true)),
        Action::Untap(id) => on_one(world, named, &id, |w, e| status::set_tapped(w, e, false)),
        Action::RemoveFromCombat(id) => on(world, &id, crate::rules::ops::combat::remove_from_combat),
        Action::Destroy(id) => on_one(world, named, &id, status::destroy),
        Action::ExileAndReturn { card, transformed, under } => {
            let controller = under.as_deref().and_then(|p| player(world, p));
            if let Some(e) = object(world, &card)
                && zones::move_object(world, e, Zone::Exile, None, zones::Enter::default())
                && zone_of(world, e) == Zone::Exile
            {
                let how =
                    zones::Entering { transformed: transformed.unwrap_or(false), controller, ..Default::default() };
                zones::put_onto_battlefield(world, e, how);
            }
        }
        Action::Sacrifice(id) => on(world, &id, zones::sacrifice),
        Action::KeepLegend(id) => on(world, &id, super::ops::legends::keep_legend),
        Action::ChooseProtector { card, player: who } => {
            if let (Some(e), Some(p)) = (object(world, &card), player(world, &who)) {
                super::ops::battles::choose_protector(world, e, p);
            }
        }
        Action::GainControl { card, player: who, until } => {
            if let (Some(e), Some(p)) = (object(world, &card), player(world, &who)) {
                status::gain_control(world, e, p, until.unwrap_or_default());
            }
        }
        Action::Damage { card, n, source } => {
            let source = source.and_then(|s| object(world, &s));
            on(world, &card, |w, e| status::damage(w, e, n, source, false))
        }
        Action::ModifyPT { card, power, toughness, until } => {
            // One text: "+2" alone would be read as the number 2.
            let what = says!("log-effect-modifies-pt", pt = Arg::text(format!("{power:+}/{toughness:+}")));
            effect(world, &card, EffectKind::ModifyPT(power, toughness), until, what)
        }
        Action::SetPT { card, power, toughness, until } => {
            let what = says!("log-effect-sets-base-pt", power = power, toughness = toughness);
            effect(world, &card, EffectKind::SetPT(power, toughness), until, what)
        }
        Action::SwitchPT { card, until } => {
            effect(world, &card, EffectKind::SwitchPT, until, says!("log-effect-switches-pt"))
        }
        Action::AddTypes { card, subtypes, types, all_creature_types, creature_types_replaced, until } => {
            let (types, subtypes) = (types.unwrap_or_default(), subtypes.unwrap_or_default());
            let what = super::words::types_gained(&types, &subtypes);
            let kind = EffectKind::AddTypes { types, subtypes, all_creature_types, creature_types_replaced };
            effect(world, &card, kind, until, what)
        }
        Action::CopySpell { id, spell, controller, new_targets } => {
            let Some(original) = object(world, &spell) else { return };
            let Some(controller) = optional_player(world, controller) else { return };
            stack::copy_spell(world, id.clone(), original, controller);
            if let Some(copy) = object(world, &id).filter(|_| new_targets) {
                super::triggers::stacking::ask_new_targets(world, copy);
            }
        }
        Action::ChangeText { card, from, to, until } => {
            let what = says!("log-effect-changes-text", from = Arg::text(&from), to = Arg::text(&to));
            effect(world, &card, EffectKind::ChangeText { from, to }, until, what)
        }
        Action::BecomeColors { card, colors, until } => {
            let mut set = crate::cards::ColorSet::default();
            for c in &colors {
                set.insert(*c);
            }
            effect(world, &card, EffectKind::SetColors(set), until, super::words::colors_said(&colors))
        }
        Action::GainAbility { card, ability, until } => {
            // A keyword as it is ("gains trample"), a whole sentence in quotes (113.1a).
            let what = match ability.ends_with('.') {
                true => says!("log-effect-gains-quoted-ability", ability = Arg::text(&ability)),
                false => says!("log-effect-gains-ability", ability = Arg::text(&ability)),
            };
            effect(world, &card, EffectKind::AddAbility(ability), until, what)
        }
        Action::MustBlock { card, attacker } => {
            if let (Some(b), Some(a)) = (object(world, &card), object(world, &attacker)) {
                crate::rules::ops::combat::must_block(world, b, a);
            }
        }
        Action::LoseAllAbilities { card, until } => {
            effect(world, &card, EffectKind::LoseAllAbilities, until, says!("log-effect-loses-all-abilities"))
        }
        Action::BecomeCopy { card, of, until, except } => {
            if let (Some(e), Some(src)) = (object(world, &card), object(world, &of)) {
                effects::become_copy(world, e, src, until.unwrap_or_default(), except.as_deref());
            }
        }
        Action::Stack { id, source, trigger, effect, targets } => {
            let Some(targets) = targets_of(world, &targets) else { return };
            if stack_ability(world, id, &source, trigger, *effect, &targets) {
                // 117.3c: a player who activates an ability receives priority afterward.
                let who = object(world, &source).and_then(|s| world.get::<super::object::Controller>(s)).map(|c| c.0);
                priority::acted(world, who);
            }
        }
        Action::ResolveAbility(id) => {
            if let Some(e) = stack::ability_on_stack(world, &id) {
                let effects = super::ops::spells::resolve_ability(world, e)
                    .unwrap_or_else(|| stack::resolve_ability(world, e).into_iter().collect());
                run_all(world, effects);
            }
            priority::acted(world, None);
        }
        Action::PassTurn => turn::pass_turn(world),
        Action::NextStep => turn::next_step(world),
        Action::Draw { player, n } => super::ops::dredge::draw(world, &player, n.unwrap_or(1)),
        Action::Mill { player, n } => library::mill(world, &player, n),
        Action::Mulligan { player: name } => {
            let Some(p) = player(world, &name) else { return };
            if super::ops::allowed(world, super::ops::opening::can_mulligan(world, p)) {
                library::mulligan(world, &name);
            }
        }
        Action::Keep { player: name, bottom } => {
            let Some(p) = player(world, &name) else { return };
            let Some(bottom) = objects(world, &bottom.unwrap_or_default()) else { return };
            // Turn 1 begins: where its first player has no stop in its upkeep they pass by
            // themselves, as after any step's beginning.
            if super::ops::opening::keep(world, p, &bottom) {
                pass_where_no_stop(world);
            }
        }
        Action::Reveal { card, to } => {
            if let Some(to) = optional_player(world, to) {
                on(world, &card, |w, e| reveal::reveal(w, e, to));
            }
        }
        Action::RevealHand { player: name, to } => {
            if let Some(to) = optional_player(world, to) {
                for_player(world, &name, |w, p| reveal::reveal_hand(w, p, to));
            }
        }
        Action::LookAtTop { player: name, n } => for_player(world, &name, |w, p| reveal::look_at_top(w, p, n)),
        Action::Conceal(id) => on(world, &id, reveal::conceal),
        Action::Scry { player: name, top, bottom } => {
            if let (Some(top), Some(bottom)) = (objects(world, &top), objects(world, &bottom)) {
                // 701.22a: the answer to a scry an effect asked for, or a scry at a free table.
                for_player(world, &name, |w, p| {
                    if !super::ops::scrying::answer(w, p, &top, &bottom, false) {
                        reveal::scry(w, p, &top, &bottom);
                    }
                });
            }
        }
        Action::Surveil { player: name, top, graveyard } => {
            if let (Some(top), Some(yard)) = (objects(world, &top), objects(world, &graveyard)) {
                // 701.25a: the answer to a surveil an effect asked for, or one at a free table.
                for_player(world, &name, |w, p| {
                    if !super::ops::scrying::answer(w, p, &top, &yard, true) {
                        reveal::surveil(w, p, &top, &yard);
                    }
                });
            }
        }
        // 800.4d: nothing is created owned by a player who has left the game.
        Action::AddCard { owner, .. }
            if player(world, &owner).is_some_and(|p| world.get::<crate::rules::object::Left>(p).is_some()) =>
        {
            // The guard found them.
            let p = super::query::find_player(world, &owner).unwrap_or(Entity::PLACEHOLDER);
            super::log::log(world, "800.4d", says!("log-left-no-card-brought-in", player = refer(world, p)));
        }
        Action::AddCard { id, name, owner, zone } => match super::setup::add_card(world, &id, &name, &owner, zone) {
            Ok(e) => {
                let card = refer(world, e);
                let owner = super::query::find_player(world, &owner).unwrap_or(Entity::PLACEHOLDER);
                let (owner, zone) = (refer(world, owner), Arg::key(zone));
                super::log::log(
                    world,
                    "400.11b",
                    says!("log-card-brought-in", card = card, zone = zone, player = owner),
                );
            }
            Err(why) => super::log::note(world, says!("log-no-card-brought-in", why = why.logged())),
        },
        Action::DamagePlayer { source, player: name, n, combat } => {
            if let Some(src) = object(world, &source) {
                for_player(world, &name, |w, p| commander::damage_player(w, src, p, n, combat));
            }
        }
        Action::CommanderChoice { card, command_zone } => {
            on(world, &card, |w, e| commander::choose(w, e, command_zone))
        }
        Action::TopRevealed { player: name, on } => for_player(world, &name, |w, p| reveal::top_revealed(w, p, on)),
        Action::Search { player: name } => for_player(world, &name, reveal::search),
        Action::EndSearch { player: name } => for_player(world, &name, reveal::end_search),
        Action::Arrow { from, to, attack } => arrow(world, &from, &to, attack),
        Action::RemoveArrow { from, to, attack } => remove_arrow(world, &from, &to, attack),
        Action::ClearArrows => {
            world.resource_mut::<Arrows>().0.clear();
            super::log::note(world, says!("log-every-arrow-removed"));
        }
        Action::DiscardAtRandom { player, n } => library::discard_at_random(world, &player, n.unwrap_or(1)),
        Action::Note { card, text } => on(world, &card, |w, e| status::note(w, e, &text)),
        Action::SetDayNight(dn) => turn::set_day_night(world, dn),
        // 401.4: Ponder's "You may shuffle your library." answered, or a shuffle at a free table.
        Action::Shuffle { player: name } => for_player(world, &name, super::ops::scrying::shuffle),
        Action::Roll { player: name, sides, count } => {
            for_player(world, &name, |w, p| players::roll(w, p, sides, count.unwrap_or(1)))
        }
        Action::FlipCoin { player: name } => for_player(world, &name, players::flip_coin),
        Action::ChangeLife { player: name, by } => for_player(world, &name, |w, p| players::change_life(w, p, by)),
        Action::SetLife { player: name, life } => for_player(world, &name, |w, p| players::set_life(w, p, life)),
        Action::Concede { player: name } => for_player(world, &name, super::ops::leaving::concede),
        Action::TimeRanOut { player: name } => for_player(world, &name, super::ops::leaving::time_ran_out),
        Action::PlayerCounters { player: name, kind, by } => {
            for_player(world, &name, |w, p| players::change_counters(w, p, &kind, by))
        }
        Action::SetMode(mode) => set_mode(world, mode),
        Action::PassPriority { player: name, until } => for_player(world, &name, |w, p| pass_priority(w, p, until)),
        Action::SetStops { player: name, own, others } => {
            for_player(world, &name, |w, p| priority::set_stops(w, p, own, others))
        }
        Action::DeclareAttackers { player: name, attackers } => {
            let Some(p) = player(world, &name) else { return };
            let mut list = Vec::new();
            for (id, target) in &attackers {
                let (Some(e), Some(t)) = (object(world, id), object_or_player(world, target)) else { return };
                list.push((e, t));
            }
            combat::declare_attackers(world, p, list);
            after_declaration(world);
        }
        Action::DeclareBlockers { player: name, blockers } => {
            let Some(p) = player(world, &name) else { return };
            let mut list = Vec::new();
            for (b, a) in &blockers {
                let (Some(b), Some(a)) = (object(world, b), object(world, a)) else { return };
                list.push((b, a));
            }
            combat::declare_blockers(world, p, list);
            after_declaration(world);
        }
        Action::AssignCombatDamage { card, to } => {
            let Some(e) = object(world, &card) else { return };
            let mut list = Vec::new();
            for (target, n) in &to {
                let Some(t) = object_or_player(world, target) else { return };
                list.push((t, *n));
            }
            combat::assign(world, e, list);
        }
        Action::AddMana { player: name, mana } => for_player(world, &name, |w, p| mana::add_mana(w, p, &mana)),
        Action::TapLandsForMana { player: name, mana } => for_player(world, &name, |w, p| {
            if let Err(r) = mana::tap_lands_for(w, p, &mana) {
                r.log(w)
            }
        }),
        Action::TapForMana { card, mana: which } => on(world, &card, |w, e| mana::tap_for_mana(w, e, which.as_deref())),
        Action::PayCost { player: name, cost, pay } => {
            let Some(pay) = spend_of(world, pay) else { return };
            for_player(world, &name, |w, p| mana::pay_cost(w, p, &cost, pay))
        }
        Action::By { action, .. } => run(world, *action),
    }
}

fn effect(world: &mut World, id: &str, kind: EffectKind, until: Option<Until>, what: LogText) {
    on(world, id, |w, e| effects::push_effect(w, e, kind, until, what));
}

fn stack_ability(
    world: &mut World,
    id: ObjectId,
    source: &str,
    trigger: Option<AbilityKind>,
    effect: Action,
    targets: &[Entity],
) -> bool {
    let Some(src) = object(world, source) else { return false };
    if !super::ops::tokens::room_for_one_more(world) {
        return false;
    }
    let Some(ab) = stack::push_ability(world, id, src, trigger.unwrap_or_default(), Some(effect)) else {
        return false;
    };
    stack::set_targets(world, ab, targets);
    let name = refer(world, src);
    super::log::log(world, "405.1", says!("log-ability-put-on-stack", card = name));
    true
}
