//! The action one step of an effect comes to for one object or player (608.2c): the damage,
//! the move, the counters, the token, each with its rule said in the log where the step
//! decides something (a spell that can't be countered, 101.1).

use bevy::prelude::*;

use crate::cards::effects::{EffectStep, Instead, PlayerCounter, condition::Designation};
use crate::rules::action::{Action, Position, Side, Until, Zone};
use crate::rules::counters::CounterKind;
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::Player;
use crate::rules::query::*;
use crate::says;

/// Who a resolving effect's steps are done by.
#[derive(Clone)]
pub(super) struct Doer {
    /// Its controller: "you".
    pub(super) controller: Entity,
    /// What deals its damage (a spell, an ability's source), by id, while it exists.
    pub(super) source: Option<String>,
    /// What "this" is: the spell, or the ability's source while it is the same object (400.7).
    pub(super) this: Option<Entity>,
    /// The ability's source where it has left the battlefield since (sacrificed to pay for
    /// it): what the ability counts of it is counted as it last existed there (608.2h, 113.7a).
    pub(super) gone: Option<Entity>,
    /// What a delayed ability's or a trigger's "it" names, as the objects they were (603.7c).
    pub(super) it: Vec<(Entity, crate::rules::object::ObjectNumber)>,
    /// What its controller chose to sacrifice (603.12), as the object it was.
    pub(super) sacrifice: Option<(Entity, crate::rules::object::ObjectNumber)>,
    /// The player a triggered ability's event named ("that player"), still in the game.
    pub(super) player: Option<Entity>,
    /// Its words (a spell's rules text, an ability's line): what a search it asks for says.
    pub(super) text: String,
    /// The value chosen for {X} as its spell was cast (107.3a); 0 for an ability.
    pub(super) x: u32,
    /// How much a triggered ability's event counted ("that much"); 0 for a spell.
    pub(super) that_much: u32,
    /// The permanents sacrificed to pay for it (601.2h, 602.2b): "the sacrificed creature"
    /// where no step before named an object.
    pub(super) sacrificed: Vec<Entity>,
    /// How its caster divided its damage among its targets, in their order (601.2d).
    pub(super) divided: Vec<u32>,
}

impl Doer {
    /// The object its counts look at: "this", or its source as it last existed on the
    /// battlefield (608.2h).
    pub(super) fn counted(&self) -> Option<Entity> {
        self.this.or(self.gone)
    }

    /// Whose amounts these are, for what they count.
    pub(super) fn counting(&self) -> super::amounts::Counting {
        super::amounts::Counting {
            controller: self.controller,
            this: self.counted(),
            x: self.x,
            that_much: self.that_much,
            sacrificed: self.sacrificed.clone(),
        }
    }

    /// The search as it is made now: "with converted mana cost X or less" the spell's X (107.3a),
    /// and any mana value it asks counted now (608.2h).
    pub(super) fn search(
        &self,
        world: &World,
        search: &std::sync::Arc<crate::cards::effects::Search>,
    ) -> std::sync::Arc<crate::cards::effects::Search> {
        let mut search = search.clone();
        if search.mana_value_at_most.is_some() {
            let most = std::sync::Arc::make_mut(&mut search);
            most.mana_value_at_most = None;
            most.with.push(crate::cards::effects::With::ManaValue { n: self.x, at_least: false });
        }
        let asked = crate::cards::effects::Wanted { with: search.with.clone(), ..Default::default() };
        if let Some(w) = self.asked(world, &asked) {
            std::sync::Arc::make_mut(&mut search).with = w.with;
        }
        search
    }

    /// What `w` asks, its mana values counted now ("converted mana cost X or less", 608.2h);
    /// `None` where it counts nothing.
    pub(super) fn asked(
        &self,
        world: &World,
        w: &crate::cards::effects::Wanted,
    ) -> Option<crate::cards::effects::Wanted> {
        super::amounts::counted(world, w, &self.counting())
    }
}

/// One step's action on one object or player.
pub(super) fn step_action(
    world: &mut World,
    step: &EffectStep,
    t: Entity,
    doer: &Doer,
    before: &[Entity],
) -> Option<Action> {
    let player = world.get::<Player>(t).is_some();
    let (id, who) = (label(world, t), player_name(world, t));
    let counting = doer.counting();
    let amount =
        |world: &World, a: &crate::cards::effects::Amount| super::amounts::amount(world, a, &counting, t, before);
    Some(match (step, player) {
        (EffectStep::Damage { n, .. }, true) => match &doer.source {
            Some(source) => {
                let n = amount(world, n);
                Action::DamagePlayer { source: source.clone().into(), player: who.into(), n, combat: false }
            }
            // A source that no longer exists (a token gone from the graveyard): the damage
            // is still dealt, and a player dealt damage loses that much life (120.3a).
            None => Action::ChangeLife { player: who.into(), by: -life(amount(world, n)) },
        },
        (EffectStep::Damage { n, .. }, false) => {
            Action::Damage { card: id.into(), n: amount(world, n), source: doer.source.clone().map(Into::into) }
        }
        (EffectStep::Destroy(_), _) => Action::Destroy(id.into()),
        (EffectStep::Transform(_), _) => Action::Transform(id.into()),
        (EffectStep::Exile(_), _) => {
            // 607.2a: exiled by an ability of a permanent, linked to it.
            if let Some(this) = doer.this.filter(|e| zone_of(world, *e) == Zone::Battlefield && *e != t) {
                crate::rules::ops::linked::exiling(world, this, t, false);
            }
            Action::move_to(id, Zone::Exile)
        }
        // 610.3c: its source gone from the battlefield, nothing is exiled.
        (EffectStep::ExileUntilThisLeaves(_), _) => match doer.this.filter(|e| zone_of(world, *e) == Zone::Battlefield)
        {
            Some(this) => {
                crate::rules::ops::linked::exiling(world, this, t, true);
                Action::move_to(id, Zone::Exile)
            }
            None => {
                let card = refer(world, t);
                log(world, "610.3c", says!("log-exiler-already-left", card = card));
                return None;
            }
        },
        (EffectStep::ReturnToHand(_), _) => Action::move_to(id, Zone::Hand),
        (EffectStep::Tap(_), _) => Action::Tap(id.into()),
        (EffectStep::Untap(_), _) => Action::Untap(id.into()),
        (EffectStep::BecomeColors { colors, .. }, _) => {
            Action::BecomeColors { card: id.into(), colors: colors.clone(), until: Some(Until::EndOfTurn) }
        }
        // 701.26a/b: the way that does something.
        (EffectStep::TapOrUntap(_), _) => match world.get::<crate::rules::object::Tapped>(t).is_some_and(|x| x.0) {
            true => Action::Untap(id.into()),
            false => Action::Tap(id.into()),
        },
        // 701.19a: a shield for this turn; nothing happens now.
        (EffectStep::Regenerate(_), _) => {
            crate::rules::ops::status::regenerate(world, t);
            return None;
        }
        // 614.1a: for the rest of this turn, as this object.
        (EffectStep::ExileIfItDies(_), _) => {
            let turn = world.resource::<crate::rules::game::Turn>().number;
            world.entity_mut(t).insert(crate::rules::object::ExiledIfItDies(turn));
            return None;
        }
        // 702.112b, 701.37b: a designation for as long as it is that object.
        (EffectStep::Become(_, designation), _) => {
            let card = crate::rules::log::refer(world, t);
            match designation {
                Designation::Renowned => {
                    world.entity_mut(t).insert(crate::rules::object::Renowned);
                    crate::rules::log::log(world, "702.112b", says!("log-becomes-renowned", card = card));
                }
                Designation::Monstrous => {
                    world.entity_mut(t).insert(crate::rules::object::Monstrous);
                    crate::rules::log::log(world, "701.37b", says!("log-becomes-monstrous", card = card));
                    crate::rules::triggers::happened(world, crate::rules::triggers::Event::BecameMonstrous(t));
                }
            }
            return None;
        }
        // 702.35a: its owner may cast it now, for its madness cost.
        (EffectStep::CastForMadness, _) => {
            crate::rules::ops::offer::offer_madness(world, t);
            return None;
        }
        // 502.3: its controller's next untap step passes it by.
        (EffectStep::SkipNextUntap(_), _) => {
            world.entity_mut(t).insert(crate::rules::object::MissesNextUntap);
            let text = crate::says!("log-misses-next-untap", card = crate::rules::log::refer(world, t));
            crate::rules::log::log(world, "502.3", text);
            return None;
        }
        // 701.47a: its actions are made together (`steps::amass`).
        (EffectStep::Amass(_) | EffectStep::Incubate(_), _) => return None,
        // 614.1a: once the effect is done, on what the step before put onto the battlefield
        // (`steps`, `triggers::exile_if_it_leaves`).
        (EffectStep::ExileIfItLeaves(_), _) => return None,
        // 701.19c: said before the destroy actions are carried out.
        (EffectStep::NoRegeneration(_), _) => {
            crate::rules::ops::status::cant_be_regenerated(world, t);
            return None;
        }
        (EffectStep::Pump { power, toughness, times, .. }, _) => {
            let k = life(amount(world, times));
            let (power, toughness) = (power.saturating_mul(k), toughness.saturating_mul(k));
            Action::ModifyPT { card: id.into(), power, toughness, until: Some(Until::EndOfTurn) }
        }
        (EffectStep::SwitchPT(_), _) => Action::SwitchPT { card: id.into(), until: Some(Until::EndOfTurn) },
        // 111.12, 707.9b: its controller creates a copy of it, with the exceptions.
        (EffectStep::CreateTokenCopy { except, .. }, false) => {
            let base = format!("{}-token", doer.source.as_deref().unwrap_or("effect"));
            Action::CreateToken {
                id: fresh_id(world, &base).into(),
                token: copy_kind(world, t, except),
                controller: player_name(world, doer.controller).into(),
                count: Some(crate::rules::ops::tokens::doubled(world, doer.controller, 1)).filter(|n| *n > 1),
                tapped: false,
                transformed: false,
                attached_to: None,
            }
        }
        (EffectStep::CreateTokenCopy { .. }, true) => return None,
        // 205.1b, 613.1d: its types first; its colours, abilities and base power and
        // toughness are `more_actions`'.
        (EffectStep::BecomeCreature(a), false) => Action::AddTypes {
            card: id.into(),
            subtypes: Some(a.creature_types.clone()),
            types: Some(a.types.clone()),
            all_creature_types: false,
            creature_types_replaced: a.creature_types_replaced,
            until: Some(animation_until(a)),
        },
        (EffectStep::BecomeCreature(_), true) => return None,
        (EffectStep::CreateTokens { n, token, .. }, _) => {
            let base = format!("{}-token", doer.source.as_deref().unwrap_or("effect"));
            let id = fresh_id(world, &base);
            Action::CreateToken {
                id: id.into(),
                token: token_kind(token),
                controller: who.into(),
                count: Some(crate::rules::ops::tokens::doubled(world, t, amount(world, n))),
                tapped: false,
                transformed: false,
                attached_to: None,
            }
        }
        // 509.1b: "This creature can't block." until end of turn.
        (EffectStep::CantBlock(_), _) => Action::GainAbility {
            card: id.into(),
            ability: "This creature can't block.".into(),
            until: Some(Until::EndOfTurn),
        },
        // 608.2c: only an object of that colour, or that mana value, as it is now.
        (EffectStep::IfItIs { step, is }, false) => {
            if !crate::rules::wanted::fits(world, is, t, doer.controller) {
                let object = refer(world, t);
                let said = if is.colors.is_empty() {
                    says!("log-step-not-as-asked", object = object)
                } else {
                    says!("log-step-not-its-colour", object = object)
                };
                log(world, "608.2c", said);
                return None;
            }
            return step_action(world, step, t, doer, before);
        }
        (EffectStep::IfItIs { .. }, true) => return None,
        // 608.2c: the step the condition asks for, judged now for its controller.
        (EffectStep::InsteadIf { step, instead, condition }, _) => {
            let source = doer.this.unwrap_or(Entity::PLACEHOLDER);
            let holds = crate::rules::conditions::holds(world, condition, source, doer.controller, &[]) == Some(true);
            return step_action(world, if holds { instead } else { step }, t, doer, before);
        }
        (EffectStep::CantBeBlocked(_, except), _) => {
            let except = except.as_deref().map_or(String::new(), |e| format!(" {e}"));
            let ability = format!("This creature can't be blocked{except}.");
            Action::GainAbility { card: id.into(), ability, until: Some(Until::EndOfTurn) }
        }
        // 509.1c: the requirement's line until end of turn, or the creature it must block.
        (EffectStep::CombatDemand { demand, .. }, false) => {
            use crate::cards::effects::CombatDemand;
            let line = match demand {
                CombatDemand::Attacks => "This creature attacks each combat if able.",
                CombatDemand::Lured => "All creatures able to block this creature do so.",
                CombatDemand::MustBeBlocked => "This creature must be blocked if able.",
                CombatDemand::Blocks => "This creature blocks each combat if able.",
                CombatDemand::BlocksThis | CombatDemand::BlocksIt => {
                    let it = crate::rules::object::same_objects(world, &doer.it).first().copied();
                    let of = match demand {
                        CombatDemand::BlocksIt => it.or(doer.this),
                        _ => doer.this,
                    };
                    let attacker = of.filter(|e| *e != t)?;
                    return Some(Action::MustBlock { card: id.into(), attacker: label(world, attacker).into() });
                }
            };
            Action::GainAbility { card: id.into(), ability: line.into(), until: Some(Until::EndOfTurn) }
        }
        (EffectStep::CombatDemand { .. }, true) => return None,
        (EffectStep::RemoveFromCombat(_), false) => Action::RemoveFromCombat(id.into()),
        (EffectStep::RemoveFromCombat(_), true) => return None,
        (EffectStep::CantAttackOrBlock(_), _) => Action::GainAbility {
            card: id.into(),
            ability: "This creature can't attack or block.".into(),
            until: Some(Until::EndOfTurn),
        },
        // 613.1b: the effect's controller; 514.2 ends one "until end of turn".
        (EffectStep::GainControl { until_end_of_turn, .. }, false) => Action::GainControl {
            card: id.into(),
            player: player_name(world, doer.controller).into(),
            until: until_end_of_turn.then_some(Until::EndOfTurn),
        },
        (EffectStep::GainControl { .. }, true) => return None,
        // 400.3: its owner's library, whoever controls it.
        (EffectStep::PutInLibrary { top, .. }, _) => Action::Move {
            card: id.into(),
            to: Zone::Library,
            position: Some(if *top { Position::Top } else { Position::Bottom }),
        },
        (EffectStep::GainKeyword { keyword, .. }, _) => {
            Action::GainAbility { card: id.into(), ability: keyword.clone(), until: Some(Until::EndOfTurn) }
        }
        (EffectStep::GainKeywordForever { keyword, .. }, _) => {
            Action::GainAbility { card: id.into(), ability: keyword.clone(), until: Some(Until::Forever) }
        }
        (EffectStep::PlusOneCounters { n, .. }, _) => {
            Action::AddCounters { card: id.into(), kind: CounterKind::PlusOne, n: amount(world, n) }
        }
        (EffectStep::RemoveCounters { n, kind, .. }, _) => {
            Action::RemoveCounters { card: id.into(), kind: CounterKind::parse(kind), n: *n }
        }
        (EffectStep::AddCounters { n, kind, .. }, _) => {
            Action::AddCounters { card: id.into(), kind: CounterKind::parse(kind), n: *n }
        }
        (EffectStep::CounterSpell(_) | EffectStep::CounterInstead { .. }, _) if !can_be_countered(world, t) => {
            // A spell that says it can't be countered stays (101.1: the card's own words win).
            log(world, "101.1", says!("log-cant-be-countered", spell = refer(world, t)));
            return None;
        }
        (EffectStep::CounterSpell(_), _) => {
            log(world, "701.6a", says!("log-is-countered", spell = refer(world, t)));
            Action::move_to(id, Zone::Graveyard)
        }
        (EffectStep::CounterInstead { to, .. }, _) => {
            log(world, "701.6a", says!("log-is-countered", spell = refer(world, t)));
            countered_to(id, *to)
        }
        // 707.10: the copy, under the effect's controller; its new targets asked (707.10c).
        (EffectStep::CopySpell { new_targets, .. }, _) => {
            let copy = crate::rules::query::fresh_id(world, &format!("{id}/copy"));
            Action::CopySpell {
                id: copy.into(),
                spell: id.into(),
                controller: Some(player_name(world, doer.controller).into()),
                new_targets: *new_targets,
            }
        }
        (EffectStep::Draw { n, .. }, _) => Action::Draw { player: who.into(), n: Some(amount(world, n)) },
        (EffectStep::GainLife { n, .. }, _) => Action::ChangeLife { player: who.into(), by: life(amount(world, n)) },
        // 107.14, 122.1: energy counters on the player.
        // 724.3.
        (EffectStep::BecomeMonarch(_), _) => {
            crate::rules::ops::monarch::become_monarch(world, t);
            return None;
        }
        // 500.7.
        (EffectStep::ExtraTurns { n, .. }, true) => {
            crate::rules::ops::turn::extra_turns(world, t, *n);
            return None;
        }
        // 701.20e: shown to the controller only.
        (EffectStep::LookAtHand { .. }, true) => {
            Action::RevealHand { player: who.into(), to: Some(player_name(world, doer.controller).into()) }
        }
        // 104.2b, 104.3e.
        (EffectStep::WinOrLose { win, .. }, _) => {
            crate::rules::ops::leaving::effect_decides(world, t, *win);
            return None;
        }
        // 122.1f: poison counters.
        (EffectStep::GetCounters { n, kind, .. }, _) => {
            let kind = match kind {
                PlayerCounter::Energy => CounterKind::Energy,
                PlayerCounter::Poison => CounterKind::Poison,
            };
            Action::PlayerCounters { player: who.into(), kind, by: life(amount(world, n)) }
        }
        (EffectStep::LoseLife { n, .. }, _) => Action::ChangeLife { player: who.into(), by: -life(amount(world, n)) },
        (EffectStep::Mill { n, .. }, _) => Action::Mill { player: who.into(), n: amount(world, n) },
        (EffectStep::AddMana { mana, .. }, _) => {
            Action::AddMana { player: who.into(), mana: mana.iter().map(|m| m.to_string()).collect() }
        }
        (EffectStep::AddChosenMana(n), _) => {
            let n = amount(world, n);
            // "if you haven't added mana with this ability this turn": its source has now.
            if let Some(this) = doer.this.filter(|_| n > 0) {
                let object = world.get::<crate::rules::object::ObjectNumber>(this).copied().unwrap_or_default();
                world.resource_mut::<crate::rules::game::Turn>().happened.added_mana.push((this, object));
            }
            let one = format!("{{{}}}", crate::cards::effects::CHOSEN);
            Action::AddMana { player: who.into(), mana: one.repeat(n as usize) }
        }
        // 702.6a: the Equipment, while it is still the same object (400.7), to the target.
        (EffectStep::AttachThis(_), _) => {
            let this = doer.this.map(|e| label(world, e))?;
            Action::Attach { card: this.into(), to: crate::rules::Target::Object(id.into()) }
        }
        // 615.7: a shield for the rest of the turn; nothing happens now.
        (EffectStep::PreventNext { n, .. }, _) => {
            crate::rules::ops::prevention::shield(world, t, *n);
            return None;
        }
        // 615.1a: for the rest of the turn.
        (EffectStep::PreventAll { to, by, combat_only, .. }, _) => {
            let (to, by, combat_only) = (*to, *by, *combat_only);
            let prevention = crate::rules::game::TurnPrevention { object: t, to, by, combat_only };
            world.resource_mut::<crate::rules::game::Turn>().prevented.push(prevention);
            let which = match (to, by) {
                (true, true) => "both",
                (true, false) => "to",
                _ => "by",
            };
            let combat = if combat_only { "yes" } else { "no" };
            let text = says!(
                "log-damage-prevented-this-turn",
                target = refer(world, t),
                which = Arg::word(which),
                combat = Arg::word(combat)
            );
            log(world, "615.1a", text);
            return None;
        }
        // 305.2: for the rest of the turn.
        (EffectStep::AdditionalLands(n), _) => {
            *world.resource_mut::<crate::rules::game::Turn>().extra_lands.entry(t).or_default() += n;
            log(world, "305.2", says!("log-may-play-additional-lands", player = refer(world, t), n = *n));
            return None;
        }
        // 615.1: for the rest of the turn.
        (EffectStep::PreventCombatDamage, _) => {
            world.resource_mut::<crate::rules::game::Turn>().combat_damage_prevented = true;
            log(world, "615.1", says!("log-combat-damage-prevented-this-turn"));
            return None;
        }
        // Made by `step_actions` (`delay`, `when_you_do`, the life a target's power gives).
        (
            EffectStep::Delayed { .. }
            | EffectStep::WhenYouDo { .. }
            | EffectStep::GainLifeEqual { .. }
            | EffectStep::GainLifeLost { .. }
            | EffectStep::Search(_)
            | EffectStep::ShuffleThisIntoLibrary
            | EffectStep::Scry(_)
            | EffectStep::Surveil(_)
            | EffectStep::ArrangeTop { .. }
            | EffectStep::Explore(_)
            | EffectStep::Cascade
            | EffectStep::Storm
            | EffectStep::Emblem(_)
            | EffectStep::Piles(_)
            | EffectStep::ReturnOrSacrifice(_)
            | EffectStep::ChooseColor
            | EffectStep::ChooseName { .. }
            | EffectStep::DiscardNamed { .. }
            | EffectStep::Discard { .. }
            | EffectStep::DiscardChosen { .. }
            | EffectStep::PutBackFromHand(..)
            | EffectStep::PutFromHand { .. }
            | EffectStep::ExileFromHand { .. }
            | EffectStep::ExileFromGraveyard { .. }
            | EffectStep::ReturnChosen { .. }
            | EffectStep::SacrificeChosen { .. }
            | EffectStep::Bolster(_)
            | EffectStep::Proliferate
            | EffectStep::UntapLands(_)
            | EffectStep::ReturnFromGraveyard(_)
            | EffectStep::PayLifeOrPutBack(..)
            | EffectStep::KeepOneOfEach(..)
            | EffectStep::IfYouPay { .. }
            | EffectStep::IfKicked(_)
            | EffectStep::IfYouDont(_)
            | EffectStep::IfDone(_)
            | EffectStep::IfHolds { .. }
            | EffectStep::IfItWas { .. }
            | EffectStep::ExileGraveyard { .. }
            | EffectStep::ShuffleGraveyard { .. }
            | EffectStep::ExtraTurns { .. }
            | EffectStep::LookAtHand { .. }
            | EffectStep::TopToHand { .. }
            | EffectStep::ExileTop { .. }
            | EffectStep::ChooseTarget(_)
            | EffectStep::Fight { .. }
            | EffectStep::DamageByPower { .. }
            | EffectStep::DividedDamage { .. }
            | EffectStep::Unless { .. },
            _,
        ) => {
            return None;
        }
        // 701.21a.
        (EffectStep::Sacrifice(_), _) => Action::Sacrifice(id.into()),
        (EffectStep::ReturnToBattlefield { yours, counter, .. }, _) => Action::PutOntoBattlefield {
            card: id.into(),
            transformed: false,
            face_down: None,
            controller: yours.then(|| player_name(world, doer.controller).into()),
            copy_of: None,
            except: None,
            attached_to: None,
            counters: counter.iter().map(|(n, kind)| (CounterKind::parse(kind), *n)).collect(),
        },
        // 608.2g: its controller may cast the card now, where the steps before put it.
        (EffectStep::CastThis { transformed, free }, _) => Action::OfferCast {
            player: player_name(world, doer.controller).into(),
            card: id.into(),
            face: transformed.then_some(Side::Back),
            free: *free,
        },
    })
}

/// A token as an effect's words describe it, as `CreateToken` makes it (111.4, 111.10).
fn token_kind(token: &crate::cards::effects::TokenWords) -> crate::rules::action::TokenKind {
    use crate::cards::effects::TokenWords;
    use crate::rules::action::{TokenKind, TokenSpec};
    match token {
        TokenWords::Predefined(kind) => TokenKind::Predefined(kind.clone()),
        TokenWords::Made { pt, colors, subtypes, types, keywords, lines } => TokenKind::Spec(Box::new(TokenSpec {
            colors: Some(colors.clone()),
            types: Some(types.clone()),
            subtypes: Some(subtypes.clone()),
            power: Some(pt.0),
            toughness: Some(pt.1),
            // Its keywords on one line, then each ability its text quotes on one of its own.
            text: {
                let keywords = (!keywords.is_empty()).then(|| keywords.join(", "));
                let all: Vec<String> = keywords.into_iter().chain(lines.iter().cloned()).collect();
                (!all.is_empty()).then(|| all.join("\n"))
            },
            ..TokenSpec::default()
        })),
    }
}

/// 701.20a, 701.9a: the player's hand revealed to every player, then each card with the name
/// chosen (left open until it is, `CHOSEN`) discarded.
pub(super) fn discard_named(world: &World, t: Entity) -> [Action; 2] {
    let who = player_name(world, t);
    let name = crate::cards::effects::CHOSEN.to_string();
    [Action::RevealHand { player: who.as_str().into(), to: None }, Action::DiscardNamed { player: who.into(), name }]
}

/// 101.1: whether the spell `t` can be countered: not where its own "This spell can't be
/// countered." says otherwise, nor a permanent's "Creature spells you control can't be
/// countered." that its controller controls, the spell of the kind (the card's own words win).
pub(super) fn can_be_countered(world: &World, t: Entity) -> bool {
    if chars(world, t).abilities.iter().any(|l| l.ability == crate::cards::Ability::CantBeCountered) {
        return false;
    }
    let Some(caster) = crate::rules::query::controller_of(world, t) else { return true };
    crate::rules::query::permanents_saying(world, |q, a| match a {
        crate::cards::Ability::YourSpellsCantBeCountered(w) => {
            q == caster && crate::rules::wanted::fits(world, w, t, q)
        }
        _ => false,
    })
    .is_empty()
}

fn life(n: u32) -> i32 {
    n.min(i32::MAX as u32) as i32
}

/// A countered spell put where its counter says rather than its owner's graveyard (614.1a).
pub(super) fn countered_to(id: String, to: Instead) -> Action {
    let position = (to == Instead::TopOfLibrary).then_some(Position::Top);
    Action::Move { card: id.into(), to: instead_zone(to), position }
}

/// The zone a countered spell goes to instead of its owner's graveyard.
pub(super) fn instead_zone(to: Instead) -> Zone {
    match to {
        Instead::Exile => Zone::Exile,
        Instead::Hand => Zone::Hand,
        Instead::TopOfLibrary => Zone::Library,
    }
}

/// How long an animation lasts: "until end of turn" (514.2), else as long as it is the same
/// object (awaken's land, 400.7).
fn animation_until(a: &crate::cards::effects::Animation) -> Until {
    if a.until_end_of_turn { Until::EndOfTurn } else { Until::Forever }
}

/// The actions `BecomeCreature` comes to for `t` after [`step_action`]'s types: its colours
/// (613.1e), keywords (613.1f) and base power and toughness (613.4b), each in its layer.
pub(super) fn more_actions(a: &crate::cards::effects::Animation, t: &str) -> Vec<Action> {
    let until = Some(animation_until(a));
    let mut out = Vec::new();
    if !a.colors.is_empty() {
        out.push(Action::BecomeColors { card: t.into(), colors: a.colors.clone(), until });
    }
    for k in &a.keywords {
        out.push(Action::GainAbility { card: t.into(), ability: k.clone(), until });
    }
    if let Some((power, toughness)) = a.pt {
        out.push(Action::SetPT { card: t.into(), power, toughness, until });
    }
    out
}

/// A token copy of `t` with a step's exceptions (707.9b), as the copiable values it has now
/// give them: its creature types with "Zombie" added, its text with "Haste" added.
fn copy_kind(world: &World, t: Entity, except: &crate::cards::effects::CopyExcept) -> crate::rules::action::TokenKind {
    use crate::rules::action::TokenKind;
    let card = label(world, t).into();
    match crate::rules::ops::tokens::copy_exceptions(&chars(world, t).copiable.face, except) {
        None => TokenKind::CopyOf(card),
        Some(spec) => TokenKind::CopyOfExcept { card, except: Box::new(spec) },
    }
}

/// The steps on a player's piles, each card of them moved (`None` for any other step): 406.3,
/// 702.115a: the top cards, to exile face up (`named`: the next step's "them"); 406.2: the whole
/// graveyard, to exile; 701.24a, 701.24d: the graveyard into the library, then the library
/// shuffled (even with nothing put there).
pub(super) fn piles(
    world: &World,
    step: &EffectStep,
    aimed: &[Entity],
    named: &mut Vec<(String, Zone)>,
) -> Option<Vec<Action>> {
    let mut out = Vec::new();
    match step {
        EffectStep::ExileTop { n, .. } => {
            named.clear();
            for p in aimed {
                for (top, _) in library_of(world, *p).into_iter().take(*n as usize) {
                    let id = label(world, top);
                    out.push(Action::move_to(id.clone(), Zone::Exile));
                    named.push((id, Zone::Exile));
                }
            }
        }
        EffectStep::ExileGraveyard { .. } | EffectStep::ShuffleGraveyard { .. } => {
            named.clear();
            let shuffle = matches!(step, EffectStep::ShuffleGraveyard { .. });
            let to = if shuffle { Zone::Library } else { Zone::Exile };
            for p in aimed {
                let cards = graveyard_of(world, *p);
                out.extend(cards.into_iter().map(|c| Action::move_to(label(world, c), to)));
                if shuffle {
                    out.push(Action::Shuffle { player: player_name(world, *p).into() });
                }
            }
        }
        _ => return None,
    }
    Some(out)
}
