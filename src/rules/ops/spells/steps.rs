//! What a resolving spell's or ability's typed steps come to (608.2c): the actions each step
//! takes on the targets still legal, "you", each opponent, "this", "it" or "all" of a kind; the
//! delayed (603.7) and reflexive (603.12) abilities a step creates; 615.1 for the turn.

use std::sync::Arc;

use bevy::prelude::*;

use super::action::{Doer, can_be_countered, countered_to, instead_zone, step_action};
use crate::cards::effects::{Aim, Amount, Count, EffectStep, Payer, SpellEffect, Wanted};
use crate::rules::action::{Action, Zone};
use crate::rules::counters::CounterKind;
use crate::rules::log::{log, refer};
use crate::rules::object::{Controller, Player, is_present};
use crate::rules::ops::hand_choice::{HandPick, HandTo};
use crate::rules::ops::unless::PayAsk;
use crate::rules::query::*;
use crate::says;

/// The actions a resolving effect's steps come to, in order (608.2c): each step on the targets
/// still legal (`legal`, by place), on "you", each opponent, or "this".
pub(super) fn step_actions<'a>(
    world: &mut World,
    steps: impl Iterator<Item = &'a EffectStep>,
    legal: &[Option<Entity>],
    doer: &Doer,
) -> Vec<Action> {
    let mut slot = 0usize;
    let mut out = Vec::new();
    // The slots of the last word "target" before (`Aim::It` names what they hold, 608.2b: only
    // those still legal).
    let mut last = 0..0;
    let before = |last: &std::ops::Range<usize>| -> Vec<Entity> {
        legal.get(last.clone()).unwrap_or_default().iter().flatten().copied().collect()
    };
    // What the step before acted on, by id, and where it put them: a delayed ability's "it".
    let mut named: Vec<(String, Zone)> = Vec::new();
    // The actions of the steps before a player's choice; those after it wait for it (608.2c,
    // `continuing`).
    let mut before_choice: Option<Vec<Action>> = None;
    // Where the actions of the step before begin: the life it made players lose (119.3).
    let mut step_start = 0usize;
    let steps: Vec<&EffectStep> = steps.collect();
    for (i, &step) in steps.iter().enumerate() {
        if step.waits() && before_choice.is_none() {
            before_choice = Some(std::mem::take(&mut out));
        }
        // 608.2c: after a choice, the last steps on all of a kind ("creatures you control get
        // +X/+X" after a search) are made into actions once it is made, on the table it left.
        if before_choice.is_some()
            && super::after::on_all(step)
            && steps[i..].iter().all(|s| super::after::late_alone(s))
        {
            let rest: Vec<EffectStep> = steps[i..].iter().map(|s| (*s).clone()).collect();
            let doer = doer.clone();
            crate::rules::ops::continuing::keep_later(
                world,
                Box::new(move |w| step_actions(w, rest.iter(), &[], &doer)),
            );
            break;
        }
        let lost_before: i32 = out
            .get(step_start..)
            .unwrap_or_default()
            .iter()
            .map(|a| match a {
                Action::ChangeLife { by, .. } if *by < 0 => -*by,
                _ => 0,
            })
            .sum();
        // "the number of creatures exiled this way": counted from the step before's actions.
        let counted_this_way;
        let step = match super::after::this_way(world, doer, step, out.get(step_start..).unwrap_or_default()) {
            Some(s) => {
                counted_this_way = s;
                &counted_this_way
            }
            None => step,
        };
        step_start = out.len();
        // What the target named before holds (a fight's first creature), as the step begins.
        // (None named yet: what a trigger's event names, 603.7c.)
        let prev = if last.is_empty() { crate::rules::object::same_objects(world, &doer.it) } else { before(&last) };
        // Who or what this step acts on: players by name, objects by id.
        let aimed: Vec<Entity> = match step.aim() {
            Aim::Target(_) | Aim::Targets { .. } => {
                let n = match step.aim() {
                    Aim::Targets { n, .. } => *n as usize,
                    _ => 1,
                };
                last = slot..slot + n;
                slot += n;
                before(&last)
            }
            // 603.7c: a delayed ability's "it", or the object a trigger's event happened to, is
            // each object it names still where it was.
            // With no such object, what the step before moved ("Return [this] from your
            // graveyard to the battlefield. It gains haste.", 702.84a).
            Aim::It if slot == 0 && doer.it.is_empty() => {
                let labels = &world.resource::<crate::rules::Labels>().0;
                named.iter().filter_map(|(id, _)| labels.get(id.as_str()).copied()).collect()
            }
            Aim::It if slot == 0 => still_there(world, &doer.it),
            Aim::It => before(&last),
            // 607.2a: the cards its source's abilities exiled, still in exile.
            Aim::ExiledWithThis => {
                let labels = &world.resource::<crate::rules::Labels>().0;
                match doer.source.as_deref().and_then(|s| labels.get(s).copied()) {
                    Some(source) => crate::rules::ops::linked::take_exiled(world, source),
                    None => Vec::new(),
                }
            }
            // 608.2h: who controlled the target as it last existed (the steps' actions are
            // carried out once all are made, so it is still where it was).
            // At the first step, the object the trigger event named ("Whenever enchanted creature
            // becomes tapped, ... deals 2 damage to that creature's controller"), while it is.
            Aim::ItsController => {
                let of = if slot == 0 { still_there(world, &doer.it) } else { before(&last) };
                // A player targeted "or planeswalker" is that player.
                let player = |e: Entity| world.get::<crate::rules::object::Player>(e).map(|_| e);
                of.into_iter().filter_map(|e| player(e).or_else(|| world.get::<Controller>(e).map(|c| c.0))).collect()
            }
            // 303.4, 301.5: what its source is attached to now, while the source is the same
            // object (400.7).
            Aim::Attached => doer
                .this
                .and_then(|e| world.get::<crate::rules::object::AttachedTo>(e))
                .map(|a| a.0)
                .filter(|e| is_present(world, *e))
                .into_iter()
                .collect(),
            Aim::You => vec![doer.controller],
            // "each other ...": not the source itself.
            // "with converted mana cost X or less": counted now (608.2h).
            Aim::All(w) => {
                // "attached to that creature", "that shares a color with it": what the step
                // before named (at the first step, what the event named).
                let its = if slot == 0 { still_there(world, &doer.it) } else { before(&last) };
                crate::rules::ops::wanted::all_of(world, doer.asked(world, w).as_ref().unwrap_or(w), doer.controller)
                    .into_iter()
                    .filter(|e| !w.another || doer.this != Some(*e))
                    .filter(|e| with_it(world, w, *e, &its))
                    .collect()
            }
            Aim::EachOpponent => in_game_from_active(world).into_iter().filter(|p| *p != doer.controller).collect(),
            Aim::EachPlayer => in_game_from_active(world),
            // The player the trigger's event named, while in the game (800.4a).
            Aim::ThatPlayer => doer.player.filter(|p| in_game_from_active(world).contains(p)).into_iter().collect(),
            Aim::This => match doer.this {
                Some(e) => vec![e],
                None => {
                    log(world, "400.7", says!("log-ability-source-changed-zones-part"));
                    Vec::new()
                }
            },
        };
        if let EffectStep::Delayed { at, effect, text } = step {
            delay(world, doer, (*at, effect, text), named.clone());
            continue;
        }
        // 701.53a: an Incubator token with that many +1/+1 counters, its controller's.
        if let EffectStep::Incubate(n) = step {
            let base = format!("{}-token", doer.source.as_deref().unwrap_or("effect"));
            let n = super::amounts::amount(world, n, &doer.counting(), doer.controller, &prev);
            let (id, player) = (fresh_id(world, &base).into(), player_name(world, doer.controller).into());
            out.push(Action::Incubate { id, player, n });
            named.clear();
            continue;
        }
        if let EffectStep::Amass(n) = step {
            out.extend(super::keyword_actions::amass(world, doer, *n, &out));
            named.clear();
            continue;
        }
        // 614.1a: what the step before put onto the battlefield, once the effect is done.
        if let EffectStep::ExileIfItLeaves(_) = step {
            crate::rules::triggers::exile_if_it_leaves(world, named.clone());
            continue;
        }
        if let EffectStep::WhenYouDo { effect, text, .. } = step {
            out.extend(when_you_do(world, doer, effect, text));
            named.clear();
            continue;
        }
        // "life equal to its power": the target's as it is now, before this effect's actions
        // move it (608.2h); none is no life.
        // 118.12a: what the step comes to waits for its payer's choice (`unless`).
        if let EffectStep::Unless { step: inner, payer, cost, per_counter, x } = step {
            for t in aimed {
                // "{X}": the X the spell was cast with (107.3a), or what "where X is" counts now.
                let x = x.as_ref().map_or(doer.x, |a| super::amounts::amount(world, a, &doer.counting(), t, &[]));
                // A spell countered only if its controller doesn't pay is said to be as it
                // happens (`unless::answer`), not now.
                let a = match **inner {
                    EffectStep::CounterSpell(_) if can_be_countered(world, t) => {
                        Some(Action::move_to(label(world, t), Zone::Graveyard))
                    }
                    EffectStep::CounterInstead { to, .. } if can_be_countered(world, t) => {
                        Some(countered_to(label(world, t), to))
                    }
                    _ => step_action(world, inner, t, doer, &[]),
                };
                let Some(a) = a else { continue };
                let payer = match payer {
                    Payer::You => doer.controller,
                    Payer::ItsController => world.get::<Controller>(t).map_or(doer.controller, |c| c.0),
                    // 603.2: the player the event named, still in the game.
                    Payer::ThatPlayer => doer.player.unwrap_or(doer.controller),
                };
                let ask = PayAsk {
                    payer,
                    cost: cost.iter().map(|m| m.with_x(x)).collect(),
                    energy: 0,
                    otherwise: vec![a],
                    if_paid: Vec::new(),
                    text: doer.text.clone(),
                    per_counter: per_counter.as_ref().map(|k| (t, CounterKind::parse(k))),
                };
                crate::rules::ops::unless::queue(world, ask);
            }
            named.clear();
            continue;
        }
        // 603.5: what it does where its controller chose not to (`stack`, as it resolves).
        if let EffectStep::IfYouDont(_) = step {
            continue;
        }
        // 608.2c: "If you do, ...": only where the step before acted on what it named.
        if let EffectStep::IfDone(effect) = step {
            if !named.is_empty() {
                out.extend(step_actions(world, effect.steps.iter(), &[], doer));
            }
            named.clear();
            continue;
        }
        // 702.33d: only a kicked spell's.
        if let EffectStep::IfKicked(effect) = step {
            if doer.this.is_some_and(|e| world.get::<crate::rules::object::Kicked>(e).is_some()) {
                out.extend(step_actions(world, effect.steps.iter(), &[], doer));
            }
            named.clear();
            continue;
        }
        // 608.2c: only where the condition holds now, for its controller.
        if let EffectStep::IfHolds { condition, effect } = step {
            let source = doer.this.unwrap_or(Entity::PLACEHOLDER);
            // "If the sacrificed creature's toughness was 4 or greater": what paid for it.
            let holds = match **condition {
                crate::cards::condition::Condition::CoinFlip(win) => {
                    crate::rules::ops::players::flip_to_win(world, doer.controller) == win
                }
                crate::cards::condition::Condition::XAtLeast(n) => doer.x >= n,
                _ => {
                    crate::rules::conditions::holds(world, condition, source, doer.controller, &doer.sacrificed)
                        == Some(true)
                }
            };
            if holds {
                let doer = super::was::naming(world, doer, &before(&last));
                out.extend(step_actions(world, effect.steps.iter(), &[], &doer));
            }
            named.clear();
            continue;
        }
        // 608.2h: only where the target named before was of the kind.
        if let EffectStep::IfItWas { is, effect } = step {
            let target = before(&last);
            if super::was::was(world, is, &target, doer.controller) {
                // "it" and "its controller" in its steps name that target.
                let doer = super::was::naming(world, doer, &target[..1]);
                out.extend(step_actions(world, effect.steps.iter(), &[], &doer));
            }
            named.clear();
            continue;
        }
        // 118.12, 603.5: what paying buys, done once its controller pays (`unless`).
        if let EffectStep::IfYouPay { cost, energy, effect, text } = step {
            // Its targets are the slots its steps aim at (`SpellEffect::slots`).
            let n = effect.slots().len();
            let theirs = legal.get(slot..slot + n).unwrap_or_default();
            (last, slot) = (slot..slot + n, slot + n);
            let bought = step_actions(world, effect.steps.iter(), theirs, doer);
            let ask = PayAsk {
                payer: doer.controller,
                cost: cost.clone(),
                energy: *energy,
                otherwise: Vec::new(),
                if_paid: bought,
                text: text.clone(),
                per_counter: None,
            };
            crate::rules::ops::unless::queue(world, ask);
            named.clear();
            continue;
        }
        // 608.2n: the spell itself into its owner's library, which is shuffled; after a search
        // before it, once the search is made (608.2c).
        if let EffectStep::ShuffleThisIntoLibrary = step {
            let owner = doer.this.and_then(|e| world.get::<crate::rules::object::Owner>(e).map(|o| (e, o.0)));
            if let Some((e, owner)) = owner {
                out.push(Action::move_to(label(world, e), Zone::Library));
                out.push(Action::Shuffle { player: player_name(world, owner).into() });
            }
            named.clear();
            continue;
        }
        // 701.20a: the top card revealed, then into its owner's hand; the next step's "it".
        if let EffectStep::TopToHand { .. } = step {
            named.clear();
            for p in aimed {
                let Some(top) = library_of(world, p).first().map(|(c, _)| *c) else { continue };
                let id = label(world, top);
                out.push(Action::Reveal { card: id.clone().into(), to: None });
                out.push(Action::move_to(id.clone(), Zone::Hand));
                named.push((id, Zone::Hand));
            }
            continue;
        }
        // A player's top cards exiled, their graveyard exiled or shuffled into their library:
        // the next step's "them" are the cards exiled from the top.
        if let Some(actions) = super::action::piles(world, step, &aimed, &mut named) {
            out.extend(actions);
            continue;
        }
        // 701.9b: the player discards at random, the table's seeded source choosing.
        if let EffectStep::Discard { n, random: true, .. } = step {
            for t in aimed {
                out.push(Action::DiscardAtRandom { player: player_name(world, t).into(), n: Some(*n) });
            }
            named.clear();
            continue;
        }
        // 701.9b: the player chooses what they discard; another player chooses from the hand
        // revealed; cards put back from a hand (`hand_choice`).
        let pick = match step {
            EffectStep::Discard { n, .. } => Some((*n, HandTo::Discard, None, false)),
            EffectStep::DiscardChosen { wanted, .. } => Some((1, HandTo::Discard, Some(wanted.clone()), true)),
            EffectStep::PutBackFromHand(n, _) => Some((*n, HandTo::LibraryTop, None, false)),
            // "with converted mana cost equal to the number of charge counters on [this]": now.
            EffectStep::PutFromHand { wanted, .. } => {
                Some((1, HandTo::Battlefield, Some(doer.asked(world, wanted).unwrap_or_else(|| wanted.clone())), false))
            }
            // 607.2a: linked to the ability's source.
            EffectStep::ExileFromHand { wanted, .. } => {
                Some((1, HandTo::Exile(doer.this), Some(wanted.clone()), false))
            }
            EffectStep::ReturnChosen { what, .. } => Some((1, HandTo::Return, Some(what.clone()), false)),
            // 406.2: cards of the player's graveyard.
            EffectStep::ExileFromGraveyard { n, .. } => Some((*n, HandTo::ExileFromGraveyard, None, false)),
            // 701.39a: a creature with the least toughness among those its controller controls.
            EffectStep::Bolster(n) => Some((1, HandTo::Bolster(*n), None, false)),
            // 701.34a: any number of the permanents and players with counters.
            EffectStep::Proliferate => Some((u32::MAX, HandTo::Proliferate, None, false)),
            // 701.26b: tapped lands, anyone's.
            EffectStep::UntapLands(n) => Some((*n, HandTo::Untap, None, false)),
            // Up to one card of the kind in its controller's graveyard.
            EffectStep::ReturnFromGraveyard(w) => Some((1, HandTo::GraveyardToHand, Some(w.clone()), false)),
            // 119.4: the cards of the hand drawn this turn put back, the others paid for.
            // 701.21a: permanents of the types, kept; the rest sacrificed.
            EffectStep::KeepOneOfEach(_, types) => {
                let filter = crate::cards::filter::ObjectFilter { types: types.clone(), ..Default::default() };
                Some((types.len() as u32, HandTo::KeepOneOfEach, Some(Wanted { filter, ..Wanted::default() }), false))
            }
            EffectStep::PayLifeOrPutBack(n, life) => Some((*n, HandTo::PutBackUnlessPaid(*life), None, false)),
            // 701.21a: permanents the player controls, of the kind.
            EffectStep::SacrificeChosen { n, what, .. } => {
                Some((*n, HandTo::Sacrifice, Some(Wanted { filter: what.clone(), ..Wanted::default() }), false))
            }
            _ => None,
        };
        if let Some((n, to, wanted, other)) = pick {
            for owner in aimed {
                let chooser = if other { doer.controller } else { owner };
                let pick = HandPick { chooser, owner, n, to, wanted: wanted.clone() };
                crate::rules::ops::hand_choice::queue(world, pick);
            }
            named.clear();
            continue;
        }
        // 401.4: the same, the cards put back in any order.
        if let EffectStep::ArrangeTop { n, may_shuffle } = step {
            for t in aimed {
                crate::rules::ops::scrying::queue_arrange(world, t, *n, *may_shuffle);
            }
            named.clear();
            continue;
        }
        // 105.1, 201.4: the colour (a card name) is chosen once the effect is done up to here
        // (`color_choice::begin`); the steps after it are kept with it left open.
        if let EffectStep::ChooseColor | EffectStep::ChooseName { .. } = step {
            let (who, text) = (doer.controller, doer.text.clone());
            match step {
                EffectStep::ChooseName { nonland } => {
                    crate::rules::ops::color_choice::queue_name(world, who, text, *nonland)
                }
                _ => crate::rules::ops::color_choice::queue(world, who, text),
            }
            continue;
        }
        if let EffectStep::DiscardNamed { .. } = step {
            out.extend(aimed.into_iter().flat_map(|t| super::action::discard_named(world, t)));
            named.clear();
            continue;
        }
        // 701.22a, 701.25a: the scry or surveil begins once the effect is done (`scrying::begin`).
        if let EffectStep::Scry(n) | EffectStep::Surveil(n) = step {
            let surveil = matches!(step, EffectStep::Surveil(_));
            for t in aimed {
                crate::rules::ops::scrying::queue(world, t, *n, surveil);
            }
            named.clear();
            continue;
        }
        // 702.85a: cascade (the offer's settling puts the rest on the bottom, `offer`).
        if let EffectStep::Cascade = step {
            out.extend(super::cast_steps::cascade(world, doer));
            named.clear();
            continue;
        }
        // 118.12: its controller returns a permanent of the kind, or "this" is sacrificed.
        if let EffectStep::ReturnOrSacrifice(wanted) = step {
            if let Some(this) = doer.this {
                let (to, wanted) = (HandTo::ReturnOrSacrifice(this), Some(wanted.clone()));
                let pick = HandPick { chooser: doer.controller, owner: doer.controller, n: 1, to, wanted };
                crate::rules::ops::hand_choice::queue(world, pick);
            }
            named.clear();
            continue;
        }
        // 700.3: the effect's controller separates the permanents of each player aimed at.
        if let EffectStep::Piles(_) = step {
            for t in aimed {
                crate::rules::ops::piles::queue(world, doer.controller, t);
            }
            named.clear();
            continue;
        }
        // 114.1: the emblem, its controller's, named for the ability's source.
        if let EffectStep::Emblem(ability) = step {
            crate::rules::ops::emblems::create(world, doer.controller, doer.this.or(doer.gone), ability);
            named.clear();
            continue;
        }
        // 702.40a: storm.
        if let EffectStep::Storm = step {
            out.extend(super::cast_steps::storm(world, doer));
            named.clear();
            continue;
        }
        // 701.44a: each permanent explores; 701.44c: one gone explores all the same, for the
        // player who controlled it (here the effect's controller), without its counter.
        if let EffectStep::Explore(_) = step {
            let explorers: Vec<Option<Entity>> = match aimed.is_empty() {
                true => vec![None],
                false => aimed.iter().map(|e| Some(*e)).collect(),
            };
            for e in explorers {
                out.extend(super::keyword_actions::explore(world, doer, e));
            }
            named.clear();
            continue;
        }
        // 701.23a: the search begins once the effect is done (`search::begin`).
        if let EffectStep::Search(search) = step {
            let (text, search) = (doer.text.clone(), doer.search(world, search));
            for t in aimed {
                crate::rules::ops::search::queue(world, t, search.clone(), text.clone());
            }
            named.clear();
            continue;
        }
        // 701.12a, 120.3, 608.2h: a creature deals damage equal to its power (`action::by_power_step`).
        if let EffectStep::Fight { with, .. } | EffectStep::DamageByPower { by: with, .. } = step {
            let first = match with {
                Aim::This => doer.this,
                _ => prev.first().copied(),
            };
            let fight = matches!(step, EffectStep::Fight { .. });
            out.extend(super::keyword_actions::by_power_step(world, (first, fight, *with == Aim::This), &aimed));
            named.clear();
            continue;
        }
        // 601.2d: each target still legal is dealt the share its caster chose for it as the
        // spell was cast (608.2b: an illegal one's share isn't dealt to the others).
        if let EffectStep::DividedDamage { to, .. } = step {
            let chosen = legal.get(last.clone()).unwrap_or_default().to_vec();
            for (t, share) in chosen.into_iter().zip(doer.divided.clone()) {
                let one = EffectStep::Damage { n: Amount::Fixed(share), to: to.clone() };
                if let Some(t) = t
                    && let Some(a) = step_action(world, &one, t, doer, &[])
                {
                    out.push(a);
                }
            }
            named.clear();
            continue;
        }
        // 119.3: "You gain life equal to the life lost this way": all the step before took.
        if let EffectStep::GainLifeLost { .. } = step {
            for t in aimed.into_iter().filter(|_| lost_before > 0) {
                out.push(Action::ChangeLife { player: player_name(world, t).into(), by: lost_before });
            }
            named.clear();
            continue;
        }
        // 702.92a: "create a Germ token, then attach this to it": the token the step before made.
        if let (EffectStep::AttachThis(Aim::It), Some((token, _))) = (step, named.first())
            && let Some(this) = doer.this.map(|e| label(world, e))
        {
            out.push(Action::Attach { card: this.into(), to: crate::rules::Target::Object(token.clone().into()) });
            named.clear();
            continue;
        }
        if let EffectStep::GainLifeEqual { toughness, .. } = step {
            // One object named before ("its power").
            let c = before(&last).first().map(|e| chars(world, *e));
            let n = c.and_then(|c| if *toughness { c.toughness } else { c.power }).unwrap_or(0);
            for t in aimed.into_iter().filter(|_| n > 0) {
                out.push(Action::ChangeLife { player: player_name(world, t).into(), by: n });
            }
            named.clear();
            continue;
        }
        let mut made = Vec::new();
        // "its converted mana cost" after a step that named a card and no target (Dark
        // Confidant's): that card, where the step before put it.
        let names_card =
            matches!(step.amount(), Some(Amount::Count { what, .. }) if matches!(**what, Count::ManaValue(_)));
        let named_before = match names_card && last.is_empty() {
            true => {
                let labels = &world.resource::<crate::rules::Labels>().0;
                named.iter().filter_map(|(id, _)| labels.get(id.as_str()).copied()).collect()
            }
            false => before(&last),
        };
        for t in aimed {
            if let Some(mut a) = step_action(world, step, t, doer, &named_before) {
                super::keyword_actions::unique_token_id(world, &mut a, &out);
                made.push(t);
                out.push(a);
                if let EffectStep::BecomeCreature(a) = step {
                    out.extend(super::action::more_actions(a, &label(world, t)));
                }
            }
        }
        named = match step {
            EffectStep::CreateTokens { .. } | EffectStep::CreateTokenCopy { .. } => match out.last() {
                Some(Action::CreateToken { id, count: Some(n), .. }) if *n > 1 => {
                    (1..=*n).map(|i| (format!("{}#{i}", id.0), Zone::Battlefield)).collect()
                }
                Some(Action::CreateToken { id, .. }) => vec![(id.to_string(), Zone::Battlefield)],
                _ => Vec::new(),
            },
            _ => made
                .into_iter()
                .filter(|t| world.get::<Player>(*t).is_none())
                .map(|t| {
                    let id = label(world, t);
                    // A step that doesn't move it leaves it where the step before put it.
                    let before = named.iter().find(|(n, _)| *n == id).map(|(_, z)| *z);
                    let zone = step_zone(step).or(before).unwrap_or_else(|| zone_of(world, t));
                    (id, zone)
                })
                .collect(),
        };
    }
    match before_choice {
        Some(before) => {
            crate::rules::ops::continuing::keep(world, out);
            before
        }
        None => out,
    }
}

/// Where a step moves an object it acts on (`None`: it leaves it where it is): what a delayed
/// ability's "it" looks for.
fn step_zone(step: &EffectStep) -> Option<Zone> {
    Some(match step {
        EffectStep::Exile(_) | EffectStep::ExileUntilThisLeaves(_) => Zone::Exile,
        EffectStep::ReturnToHand(_) => Zone::Hand,
        EffectStep::Destroy(_) | EffectStep::Sacrifice(_) | EffectStep::CounterSpell(_) => Zone::Graveyard,
        EffectStep::CounterInstead { to, .. } => instead_zone(*to),
        EffectStep::ReturnToBattlefield { .. } => Zone::Battlefield,
        _ => return None,
    })
}

/// [`crate::rules::object::same_objects`], each other one said to be left alone (400.7).
fn still_there(world: &mut World, it: &[(Entity, crate::rules::object::ObjectNumber)]) -> Vec<Entity> {
    let mut out = Vec::new();
    for (e, was) in it {
        if world.get::<crate::rules::object::ObjectNumber>(*e) == Some(was) {
            out.push(*e);
        } else if world.get_entity(*e).is_ok() {
            log(world, "400.7", says!("log-ability-object-moved", object = refer(world, *e)));
        }
    }
    out
}

/// 603.12: what its controller chose to sacrifice as it resolved (`ChooseMay`), if it is still
/// that object, on the battlefield under their control, is sacrificed; the reflexive ability
/// triggers once the sacrifice has happened (`triggers::effect_done`).
fn when_you_do(world: &mut World, doer: &Doer, effect: &Arc<SpellEffect>, text: &str) -> Option<Action> {
    let (e, was) = doer.sacrifice?;
    let same = world.get::<crate::rules::object::ObjectNumber>(e) == Some(&was)
        && zone_of(world, e) == Zone::Battlefield
        && world.get::<Controller>(e).is_some_and(|c| c.0 == doer.controller);
    if !same {
        log(world, "603.12", says!("log-reflexive-sacrifice-gone", object = refer(world, e)));
        return None;
    }
    let source = ability_source(world, doer);
    let pending = crate::rules::triggers::Pending {
        source,
        timestamp: 0,
        controller: doer.controller,
        trigger: crate::rules::triggers::Trigger::created(
            crate::cards::triggers::TriggerEvent::WhenYouDo,
            effect.clone(),
            text,
        ),
        text: text.to_string(),
        line: 0,
        object: world.get::<crate::rules::object::ObjectNumber>(source).copied().unwrap_or_default(),
        delayed: false,
        it: Vec::new(),
        player: None,
        amount: 0,
    };
    crate::rules::triggers::when_done(world, pending, (e, was));
    Some(Action::Sacrifice(label(world, e).into()))
}

/// The source of a delayed or reflexive ability a resolving effect creates: the spell, or the
/// ability's source (603.7d, 603.7e).
fn ability_source(world: &World, doer: &Doer) -> Entity {
    let labels = &world.resource::<crate::rules::Labels>().0;
    let source = doer.this.or_else(|| doer.source.as_deref().and_then(|s| labels.get(s).copied()));
    source.unwrap_or(doer.controller)
}

/// 603.7a: its controller gets a delayed triggered ability; nothing happens now. Its source is
/// the spell or the ability's source (603.7d, 603.7e); what its "it" names is remembered once
/// the effect is done (`triggers::pin_delayed`).
fn delay(
    world: &mut World,
    doer: &Doer,
    (at, effect, text): (crate::cards::effects::Moment, &Arc<SpellEffect>, &str),
    naming: Vec<(String, Zone)>,
) {
    let source = ability_source(world, doer);
    let d = crate::rules::triggers::Delayed {
        controller: doer.controller,
        source,
        source_object: world.get::<crate::rules::object::ObjectNumber>(source).copied().unwrap_or_default(),
        at,
        steps: effect.clone(),
        text: text.to_string(),
        turn: world.resource::<crate::rules::game::Turn>().number,
        // 603.7c: with no step before naming one, "that creature" is what the ability's event
        // named ("Whenever [this] blocks a creature, return that creature ... at end of combat").
        it: if naming.is_empty() { doer.it.clone() } else { Vec::new() },
        naming,
    };
    crate::rules::triggers::delay(world, d);
}

/// Whether `e` is what "all Equipment attached to that creature" or "each other creature that
/// shares a color with it" asks of it, `its` being what the step before named (105.2, 301.5).
fn with_it(world: &World, w: &crate::cards::effects::Wanted, e: Entity, its: &[Entity]) -> bool {
    use crate::cards::effects::With;
    w.with.iter().all(|with| match with {
        With::AttachedToIt => world.get::<crate::rules::object::AttachedTo>(e).is_some_and(|a| its.contains(&a.0)),
        With::SharesColorWithIt => {
            let colors = crate::rules::query::chars(world, e).colors;
            !its.contains(&e)
                && its.iter().any(|x| {
                    let theirs = crate::rules::query::chars(world, *x).colors;
                    crate::cards::Color::ALL.iter().any(|c| colors.contains(*c) && theirs.contains(*c))
                })
        }
        With::SameNameAsIt => {
            let name = &crate::rules::query::chars(world, e).name;
            !its.contains(&e)
                && !name.is_empty()
                && its.iter().any(|x| crate::rules::query::chars(world, *x).name == *name)
        }
        _ => true,
    })
}
