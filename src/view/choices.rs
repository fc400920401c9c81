//! What a seat may do now at an assisted table: every action the rules would accept from that
//! player at this moment, whole (targets, modes, what an additional cost takes), named by the
//! seat's own ids. Built from the seat's view of the table ([`super::TableView`]: the casts,
//! activations and offers its menus show) and the kernel's own checks (the same functions the
//! actions run as they are applied), so a computer player, a focus ring or a help line that
//! reads it offers nothing the rules refuse and learns nothing the seat may not see.
//!
//! The declarations of the combat steps are made of parts (each creature that may attack and
//! what, each that may block and which attacker): [`Choices::attacks`] and [`Choices::blocks`]
//! list them, and [`declaration_fits`] says whether a declaration made of several is one the
//! rules accept (menace, "can block only…", a creature that must attack).

use std::collections::HashMap;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{ObjectView, TableView};
use crate::cards::{EntryAnswer, ManaSymbol};
use crate::rules::action::{Action, Side, Target, Zone};
use crate::rules::object::Mulligans;
use crate::rules::ops::stack::Casting;
use crate::rules::ops::{activate, mana, offer, opening, stack};
use crate::rules::query::{assisted, player_name};

/// The most ways of choosing one spell's or ability's targets listed: a board of twenty
/// creatures and a spell with two targets would otherwise list four hundred.
pub const MOST_TARGET_WAYS: usize = 24;

/// What one seat may do now.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Choices {
    /// The seat's player.
    pub player: String,
    /// Each whole action the rules accept from the seat now, in the order of the table: its
    /// opening hand's answers, a triggered ability's order, targets or "may", an offered cast,
    /// a legend or protector to keep, the combat declarations of nothing, then with priority
    /// passing, lands, spells, abilities and face-up special actions.
    pub actions: Vec<Action>,
    /// In the declare attackers step, while the seat must declare: each creature that may
    /// attack and what it may attack (508.1a-b). A declaration is any of them together, checked
    /// by [`declaration_fits`]; `actions` holds attacking with none where that is allowed.
    pub attacks: Vec<(String, Vec<Target>)>,
    /// In the declare blockers step, while the seat must declare: each creature that may block
    /// and the attackers it may block (509.1a).
    pub blocks: Vec<(String, Vec<String>)>,
}

impl Choices {
    /// Each target that names one of `players` made a player's (a text format, RON's or a
    /// scene's, writes a target as plain text, which reads back as an object's id).
    pub fn settle(&mut self, players: &[String]) {
        let is_player = |name: &str| players.iter().any(|p| p == name);
        for a in &mut self.actions {
            a.settle_targets(is_player);
        }
        for (_, what) in &mut self.attacks {
            for t in what.iter_mut() {
                if let Target::Object(id) = t
                    && is_player(id.as_str())
                {
                    *t = Target::Player(id.as_str().into());
                }
            }
        }
    }

    /// Whether the rules accept `action`'s way of playing, casting or activating now: one of
    /// [`Self::actions`] is the same but for its targets, X, modes and payment, which a menu
    /// chooses from the kernel's own lists (a cast's or ability's legal targets, the ways its
    /// pool pays) and the kernel checks again as it applies them. What a window's card menu
    /// offers at an assisted table.
    pub fn allows_way(&self, action: &Action) -> bool {
        let way = the_way(action);
        self.actions.iter().any(|a| the_way(a) == way)
    }

    /// The seat's objects it may play, cast, activate or turn face up now, by its ids: the
    /// cards a window marks and its focus ring starts on.
    pub fn acted_with(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = Vec::new();
        for a in &self.actions {
            let id = match a {
                Action::PlayLand(c) | Action::TurnFaceUpForCost(c) => c.as_str(),
                Action::Cast { card, .. } | Action::Activate { card, .. } => card.as_str(),
                _ => continue,
            };
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        ids
    }

    /// Whether the seat has anything to choose now.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty() && self.attacks.is_empty() && self.blocks.is_empty()
    }
}

/// `action` without what is chosen within a way of casting or activating (see
/// [`Choices::allows_way`]).
fn the_way(action: &Action) -> Action {
    let mut a = action.clone();
    match &mut a {
        Action::Cast { targets, x, modes, pay, .. } => {
            (*targets, *x, *modes, *pay) = (Vec::new(), None, None, None);
        }
        Action::Activate { targets, pay, .. } => (*targets, *pay) = (Vec::new(), None),
        _ => {}
    }
    a
}

/// What `player` may do now, by the ids of `table` (the player's own view of the table, built
/// on this world: its objects know their entities). Empty where the table is not assisted,
/// doesn't wait for them, or the game is over (104.1).
pub fn choices(world: &mut World, player: Entity, table: &TableView) -> Choices {
    let name = player_name(world, player);
    let mut out = Choices { player: name.clone(), ..Choices::default() };
    // The cheapest questions first: every model a host builds asks.
    if !assisted(world)
        || !crate::rules::ops::waiting::waiting_for(world).contains(&player)
        || crate::rules::query::game_over(world).is_some()
    {
        return out;
    }
    let seat = Seat::new(world, player, name, table);
    if opening::deciding(world, player) {
        out.actions = seat.opening(world);
        return out;
    }
    if let Some(actions) = seat.pending(world) {
        out.actions = actions;
        return out;
    }
    if crate::rules::ops::declaring::still_to_declare(world).contains(&player) {
        seat.declaring(world, &mut out);
        return out;
    }
    if crate::rules::query::priority_holder(world) == Some(player) {
        out.actions = seat.with_priority(world);
    }
    out
}

/// Whether `action`, a declaration of attackers or blockers by the seat's ids, is one the rules
/// accept now (508.1, 509.1): what a player composing one from [`Choices`] checks before
/// sending it. Any other action: whether it is among `choices.actions`.
pub fn declaration_fits(
    world: &mut World,
    player: Entity,
    table: &TableView,
    choices: &Choices,
    action: &Action,
) -> bool {
    let seat = Seat::new(world, player, choices.player.clone(), table);
    match action {
        Action::DeclareAttackers { attackers, .. } => {
            let pairs: Option<Vec<(Entity, Entity)>> =
                attackers.iter().map(|(c, t)| Some((seat.entity(c.as_str())?, seat.target(world, t)?))).collect();
            pairs.is_some_and(|p| {
                crate::rules::ops::combat::can_declare_attackers(world, player, &p).is_ok()
                    && crate::rules::ops::combat::can_pay_to_attack(world, player, &p).is_ok()
            })
        }
        Action::DeclareBlockers { blockers, .. } => {
            let pairs: Option<Vec<(Entity, Entity)>> =
                blockers.iter().map(|(b, a)| Some((seat.entity(b.as_str())?, seat.entity(a.as_str())?))).collect();
            pairs.is_some_and(|p| crate::rules::ops::combat::can_declare_blockers(world, player, &p).is_ok())
        }
        other => choices.actions.contains(other),
    }
}

/// The seat's player, its name and its view's ids both ways.
struct Seat<'t> {
    player: Entity,
    name: String,
    table: &'t TableView,
    entities: HashMap<&'t str, Entity>,
}

impl<'t> Seat<'t> {
    fn new(world: &World, player: Entity, name: String, table: &'t TableView) -> Seat<'t> {
        let entities = table
            .objects
            .iter()
            .filter(|o| o.entity != Entity::PLACEHOLDER && world.get_entity(o.entity).is_ok())
            .map(|o| (o.id.as_str(), o.entity))
            .collect();
        Seat { player, name, table, entities }
    }

    fn entity(&self, id: &str) -> Option<Entity> {
        self.entities.get(id).copied()
    }

    /// A target by the seat's words: a player by name, else an object by the seat's id (an
    /// ability on the stack too).
    fn target(&self, world: &mut World, t: &Target) -> Option<Entity> {
        match t {
            Target::Player(p) => crate::rules::find_player(world, p.as_str()),
            Target::Object(id) => self
                .entity(id.as_str())
                .or_else(|| super::resolve(world, super::Viewer::Player(self.player), id.as_str())),
        }
    }

    fn word(&self, id: &str) -> Target {
        match self.table.players.iter().find(|p| p.name == id) {
            Some(p) => Target::Player(p.name.as_str().into()),
            None => Target::Object(id.into()),
        }
    }

    /// The answers to what `o` enters with (614.12a): its choice's, or for a card name (whose
    /// answers are every name that fits, 201.4) the names the seat's list offers.
    fn entry_answers(&self, world: &World, o: &ObjectView) -> Vec<Action> {
        let Some(crate::cards::EntryChoice::CardName { nonland }) = o.entry_choice else {
            return o.entry_answers();
        };
        let answer = |n: String| Action::ChooseAsEnters { card: o.id.as_str().into(), answer: EntryAnswer::Name(n) };
        self.names(world, nonland).into_iter().map(answer).collect()
    }

    /// The card names the seat's list offers (201.4: its answers are every name that fits): the
    /// names of the cards it sees, its opponents' first, that fit (`entry_choice::names_offered`).
    fn names(&self, world: &World, nonland: bool) -> Vec<String> {
        let (theirs, own): (Vec<&ObjectView>, Vec<&ObjectView>) =
            self.table.objects.iter().partition(|x| x.owner != self.name);
        let seen = theirs.into_iter().chain(own).flat_map(|x| x.shown.name.split(" // "));
        crate::rules::ops::entry_choice::names_offered(world, nonland, seen)
    }

    /// The seat's own objects in `zone` (theirs to play: owned in a hand, controlled on the
    /// battlefield).
    fn own(&self, zone: Zone) -> impl Iterator<Item = &'t ObjectView> + '_ {
        let name = self.name.clone();
        self.table.objects.iter().filter(move |o| {
            o.zone == zone && if zone == Zone::Battlefield { o.controller == name } else { o.owner == name }
        })
    }

    /// 103.5: keep (with each choice of the cards it puts on the bottom) or take a mulligan.
    fn opening(&self, world: &mut World) -> Vec<Action> {
        let player: crate::rules::PlayerId = self.name.as_str().into();
        let n = world.get::<Mulligans>(self.player).map_or(0, |m| m.0) as usize;
        let hand: Vec<&ObjectView> = self.own(Zone::Hand).collect();
        let mut out = Vec::new();
        for picked in subsets(hand.len(), n, 64) {
            let bottom: Vec<Entity> = picked.iter().map(|i| hand[*i].entity).collect();
            if opening::can_keep(world, self.player, &bottom).is_ok() {
                let ids = picked.iter().map(|i| hand[*i].id.as_str().into()).collect();
                out.push(Action::Keep { player: player.clone(), bottom: (n > 0).then_some(ids) });
            }
        }
        if opening::can_mulligan(world, self.player).is_ok() && hand.len() > n {
            out.push(Action::Mulligan { player });
        }
        out
    }

    /// A choice the table waits for before anyone holds priority: the order of the seat's
    /// triggered abilities (603.3b), their targets (603.3d), whether an optional one does what it
    /// says (603.5), an offered cast (608.2g), the legend to keep (704.5j), a battle's protector
    /// (310.8a). `None` where none is the seat's.
    fn pending(&self, world: &mut World) -> Option<Vec<Action>> {
        let player: crate::rules::PlayerId = self.name.as_str().into();
        let t = self.table;
        if let Some(o) = t.ordering.as_ref().filter(|o| o.player == self.name) {
            let orders = permutations(o.abilities.len(), 24);
            return Some(
                orders.into_iter().map(|order| Action::OrderTriggers { player: player.clone(), order }).collect(),
            );
        }
        if let Some(g) = t.targeting.as_ref().filter(|g| g.player == self.name) {
            let ability: crate::rules::ObjectId = g.ability.as_str().into();
            // 603.3c: a modal ability's mode first, each it may have (700.2b).
            if !g.modes.is_empty() {
                let legal = g.modes.iter().enumerate().filter(|(_, m)| m.legal);
                let choose =
                    |(i, _)| Action::ChooseMode { player: player.clone(), ability: ability.clone(), mode: i as u32 };
                return Some(legal.map(choose).collect());
            }
            let ways = product(&g.targets, &g.optional, MOST_TARGET_WAYS);
            // Only the ways the rules accept (603.3d; one word's targets different, 115.3).
            // The ability the view's `targeting` is (`view::stack::targeting`).
            let ab = world.get_resource::<crate::rules::triggers::Triggers>().and_then(|t| t.choosing.first().copied());
            let ways: Vec<Vec<String>> = ways
                .into_iter()
                .filter(|w| {
                    let (Some(ab), Some(targets)) = (ab, self.entities_of(world, w)) else { return false };
                    crate::rules::triggers::stacking::can_choose_targets(world, self.player, ab, &targets).is_ok()
                })
                .collect();
            return Some(
                ways.into_iter()
                    .map(|w| Action::ChooseTargets {
                        player: player.clone(),
                        ability: ability.clone(),
                        targets: w.iter().map(|x| self.word(x)).collect(),
                    })
                    .collect(),
            );
        }
        if let Some(d) = t.deciding.as_ref().filter(|d| d.player == self.name) {
            let ability: crate::rules::ObjectId = d.ability.as_str().into();
            let no =
                Action::ChooseMay { player: player.clone(), ability: ability.clone(), yes: false, sacrifice: None };
            // 603.12: doing it is sacrificing one of these.
            let yes: Vec<Option<crate::rules::ObjectId>> = match &d.sacrifice {
                Some(may) => may.iter().map(|x| Some(x.as_str().into())).collect(),
                None => vec![None],
            };
            let yes = yes.into_iter().map(|sacrifice| Action::ChooseMay {
                player: player.clone(),
                ability: ability.clone(),
                yes: true,
                sacrifice,
            });
            return Some(yes.chain([no]).collect());
        }
        if let Some(c) = t.casting.as_ref().filter(|c| c.player == self.name) {
            let mut out = vec![Action::DeclineCast { player: player.clone() }];
            if let Some(o) = offer::pending(world).filter(|o| o.player == self.player) {
                let how = Casting { face: o.face, alternative: o.alternative, ..Casting::default() };
                let cost = stack::mana_to_cast(world, o.card, how);
                if !c.card.is_empty() && mana::can_pay(world, self.player, &cost, 0, &[]) {
                    let face = (o.face == Side::Back).then_some(Side::Back);
                    let cast =
                        Action::OfferCast { player: player.clone(), card: c.card.as_str().into(), face, free: c.free };
                    out.insert(0, cast);
                }
            }
            return Some(out);
        }
        // 701.23a: each card that fits, or nothing where the search may find nothing (701.23b);
        // for "up to" a number, each set of them (cards of one name alike: as many of each as
        // may be found), both orders of a pair (the first named may go elsewhere, Cultivate;
        // not for a look at the top of the library, whose cards taken all go one way).
        if let Some(s) = t.searching.as_ref().filter(|s| s.player == self.name) {
            let find = |cards: Vec<crate::rules::ObjectId>| Action::Find { player: player.clone(), cards };
            // "Put two of them into your hand": sets of that many only (701.20e).
            let sizes = match s.exactly {
                0 => 1..=s.most as usize,
                n => n as usize..=n as usize,
            };
            let mut out: Vec<Action> = match sizes.contains(&1) {
                true => s.cards.iter().map(|(id, _)| find(vec![id.as_str().into()])).collect(),
                false => Vec::new(),
            };
            let mut alike: Vec<&(String, String)> = Vec::new();
            for c in &s.cards {
                if alike.iter().filter(|a| a.1 == c.1).count() < s.most as usize {
                    alike.push(c);
                }
            }
            let mut seen: Vec<Vec<&str>> = Vec::new();
            for k in (*sizes.start()).max(2)..=*sizes.end() {
                for set in subsets(alike.len(), k, MOST_HAND_CHOICES) {
                    let mut names: Vec<&str> = set.iter().map(|i| alike[*i].1.as_str()).collect();
                    names.sort_unstable();
                    if seen.contains(&names) {
                        continue;
                    }
                    seen.push(names);
                    let ids: Vec<crate::rules::ObjectId> = set.iter().map(|i| alike[*i].0.as_str().into()).collect();
                    if k == 2 && alike[set[0]].1 != alike[set[1]].1 && s.top == 0 {
                        out.push(find(ids.iter().rev().cloned().collect()));
                    }
                    out.push(find(ids));
                }
            }
            if s.may_find_nothing || s.cards.is_empty() {
                out.push(find(Vec::new()));
            }
            return Some(out);
        }
        // 701.22a: each set of the cards to the bottom, the rest on top as they were (every
        // subset of four cards at most; of more, all on top or all to the bottom).
        if let Some(s) = t.scrying.as_ref().filter(|s| s.player == self.name) {
            let ids: Vec<crate::rules::ObjectId> = s.cards.iter().map(|(id, _)| id.as_str().into()).collect();
            // 401.4: the orders of the cards back on top (the first `MOST_TARGET_WAYS`), and a
            // shuffle where the text allows one.
            if s.arrange {
                let orders = permutations(ids.len(), MOST_TARGET_WAYS).into_iter();
                let top = |order: Vec<u32>| order.into_iter().map(|i| ids[i as usize].clone()).collect();
                let scry = |order| Action::Scry { player: player.clone(), top: top(order), bottom: Vec::new() };
                let mut out: Vec<Action> = orders.map(scry).collect();
                if s.may_shuffle {
                    out.push(Action::Shuffle { player: player.clone() });
                }
                return Some(out);
            }
            let ways: Vec<u32> = match ids.len() {
                0..=4 => (0..1u32 << ids.len()).collect(),
                n => vec![0, (1u32 << n.min(31)) - 1],
            };
            let out = ways.into_iter().map(|bits| {
                let (bottom, top): (Vec<_>, Vec<_>) = ids.iter().enumerate().partition(|(i, _)| (bits >> i) & 1 == 1);
                let names = |v: Vec<(usize, &crate::rules::ObjectId)>| v.into_iter().map(|(_, x)| x.clone()).collect();
                match s.surveil {
                    true => Action::Surveil { player: player.clone(), top: names(top), graveyard: names(bottom) },
                    false => Action::Scry { player: player.clone(), top: names(top), bottom: names(bottom) },
                }
            });
            return Some(out.collect());
        }
        // 701.9b, 701.21a: a choice of cards (`hand.rs`).
        if let Some(out) = self.hand_choice_ways(world, &player) {
            return Some(out);
        }
        // 700.3: the first pile: every way for up to six permanents, else each one alone, none
        // and all; then either pile.
        if let Some(p) = t.piles.as_ref() {
            let ids: Vec<crate::rules::ObjectId> = p.cards.iter().map(|(id, _)| id.as_str().into()).collect();
            if p.first.is_none() && p.separator == self.name {
                let ways: Vec<Vec<usize>> = match ids.len() {
                    0..=6 => {
                        (0..1u32 << ids.len()).map(|b| (0..ids.len()).filter(|i| b >> i & 1 == 1).collect()).collect()
                    }
                    n => [Vec::new(), (0..n).collect()].into_iter().chain((0..n).map(|i| vec![i])).collect(),
                };
                let pile = |w: Vec<usize>| w.into_iter().map(|i| ids[i].clone()).collect();
                let separate = |w| Action::SeparatePiles { player: player.clone(), pile: pile(w) };
                return Some(ways.into_iter().take(MOST_HAND_CHOICES).map(separate).collect());
            }
            if p.first.is_some() && p.chooser == self.name {
                let choose = |first| Action::ChoosePile { player: player.clone(), first };
                return Some(vec![choose(true), choose(false)]);
            }
        }
        // 201.4: a card name, of those the seat sees.
        if let Some(nonland) = t.choosing_color.as_ref().filter(|c| c.player == self.name).and_then(|c| c.card_name) {
            let choose = |name| Action::ChooseName { player: player.clone(), name };
            return Some(self.names(world, nonland).into_iter().map(choose).collect());
        }
        // 105.1: each colour.
        if t.choosing_color.as_ref().is_some_and(|c| c.player == self.name) {
            let choose = |color| Action::ChooseColor { player: player.clone(), color };
            return Some(crate::cards::Color::ALL.into_iter().map(choose).collect());
        }
        // 118.12a: paying where the seat's mana can, or not.
        if t.paying.as_ref().is_some_and(|p| p.player == self.name) {
            let mut out = vec![Action::PayUnless { player: player.clone(), pay: false }];
            if crate::rules::ops::unless::affordable(world, self.player) {
                out.insert(0, Action::PayUnless { player: player.clone(), pay: true });
            }
            return Some(out);
        }
        let legends: Vec<Action> = self
            .own(Zone::Battlefield)
            .filter(|o| o.legend_choice)
            .map(|o| Action::KeepLegend(o.id.as_str().into()))
            .collect();
        if !legends.is_empty() {
            return Some(legends);
        }
        // 614.12a: what a permanent of the seat's enters with; else 310.11a, a battle's protector.
        let entering: Vec<Action> = self.own(Zone::Battlefield).flat_map(|o| self.entry_answers(world, o)).collect();
        let protectors = self.own(Zone::Battlefield).flat_map(|o| {
            let choose = |p: &String| Action::ChooseProtector { card: o.id.as_str().into(), player: p.as_str().into() };
            o.protector_choice.iter().map(choose)
        });
        let asked: Vec<Action> = if entering.is_empty() { protectors.collect() } else { entering };
        (!asked.is_empty()).then_some(asked)
    }

    /// 508.1, 509.1: the parts of the seat's declaration, and declaring none where allowed.
    fn declaring(&self, world: &mut World, out: &mut Choices) {
        use crate::rules::ops::combat::{blocks_allowed, can_declare_attackers, can_declare_blockers};
        let player: crate::rules::PlayerId = self.name.as_str().into();
        let step = world.resource::<crate::rules::Turn>().step;
        let mine: Vec<&ObjectView> = self.own(Zone::Battlefield).filter(|o| o.shown.is_creature()).collect();
        if step == crate::rules::TurnStep::DeclareAttackers {
            if can_declare_attackers(world, self.player, &[]).is_ok() {
                out.actions.push(Action::DeclareAttackers { player: player.clone(), attackers: Vec::new() });
            }
            // What may be attacked: each opponent, and their planeswalkers and battles (508.1b).
            let mut attackable: Vec<(Target, Entity)> = Vec::new();
            for p in &self.table.players {
                if let Some(e) = crate::rules::find_player(world, &p.name).filter(|e| *e != self.player) {
                    attackable.push((Target::Player(p.name.as_str().into()), e));
                }
            }
            for o in self.table.objects.iter().filter(|o| o.offers.attacked && o.controller != self.name) {
                attackable.push((Target::Object(o.id.as_str().into()), o.entity));
            }
            for c in mine {
                let what: Vec<Target> = attackable
                    .iter()
                    .filter(|(_, t)| {
                        // Alone it may be refused only because another creature must attack too
                        // (508.1d): that is the declaration's to settle, not this part's.
                        match can_declare_attackers(world, self.player, &[(c.entity, *t)]) {
                            Ok(()) => true,
                            Err(r) => r.rule == "508.1d",
                        }
                    })
                    .filter(|(_, t)| {
                        crate::rules::ops::combat::may_attack(world, c.entity) && *t != Entity::PLACEHOLDER
                    })
                    .map(|(w, _)| w.clone())
                    .collect();
                if !what.is_empty() {
                    out.attacks.push((c.id.clone(), what));
                }
            }
        } else {
            if can_declare_blockers(world, self.player, &[]).is_ok() {
                out.actions.push(Action::DeclareBlockers { player: player.clone(), blockers: Vec::new() });
            } else if let Some(required) = required::blocks(world, self.player, player, self.table) {
                out.actions.push(required);
            }
            let attackers: Vec<&ObjectView> =
                self.table.objects.iter().filter(|o| o.combat.as_deref() == Some("attacking")).collect();
            for b in mine {
                let which: Vec<String> = attackers
                    .iter()
                    // 509.1c aside: a requirement is the declaration's to settle.
                    .filter(|a| match blocks_allowed(world, self.player, &[(b.entity, a.entity)]) {
                        Ok(()) => true,
                        // 702.111b: one blocker alone can't block it; with another it may.
                        Err(r) => r.rule == "702.111b",
                    })
                    .map(|a| a.id.clone())
                    .collect();
                if !which.is_empty() {
                    out.blocks.push((b.id.clone(), which));
                }
            }
        }
    }

    /// 117: with priority, passing, and each land, spell, ability and special action the rules
    /// allow now and its mana can pay; in the cleanup step with too many cards, the discards
    /// (514.1).
    fn with_priority(&self, world: &mut World) -> Vec<Action> {
        let player: crate::rules::PlayerId = self.name.as_str().into();
        let mut out = Vec::new();
        if world.resource::<crate::rules::Turn>().step == crate::rules::TurnStep::Cleanup {
            let hand: Vec<&ObjectView> = self.own(Zone::Hand).collect();
            let max = crate::rules::query::max_hand_size(world, self.player);
            if max.is_some_and(|max| hand.len() > max) {
                return hand
                    .iter()
                    .map(|o| Action::Move { card: o.id.as_str().into(), to: Zone::Graveyard, position: None })
                    .collect();
            }
        }
        if crate::rules::ops::priority::can_pass(world, self.player).is_ok() {
            out.push(Action::PassPriority { player: player.clone(), until: None });
        }
        let hand: Vec<&ObjectView> = self.own(Zone::Hand).collect();
        for o in hand.iter().copied().chain(self.own(Zone::Graveyard)) {
            if o.offers.play && crate::rules::ops::zones::can_play_land(world, o.entity).is_ok() {
                out.push(Action::PlayLand(o.id.as_str().into()));
            }
        }
        let castable: Vec<&ObjectView> = self
            .table
            .objects
            .iter()
            .filter(|o| {
                let from = matches!(o.zone, Zone::Hand | Zone::Command) || o.offers.flashback;
                o.owner == self.name && from && o.offers.cast
            })
            .collect();
        for o in castable {
            for c in &o.casts {
                self.casts(world, o, c, &mut out);
            }
            for kind in &o.offers.cast_face_down {
                let how = Casting { face_down: Some(*kind), ..Casting::default() };
                if self.may_cast(world, o.entity, how, &[], (&[], &[])) {
                    out.push(Action::cast_face_down(o.id.as_str(), *kind));
                }
            }
        }
        // A permanent's abilities, a card's from a hand (cycling) or from a graveyard (113.6m).
        for o in self.own(Zone::Battlefield).chain(hand.iter().copied()).chain(self.own(Zone::Graveyard)) {
            for a in &o.activations {
                let Some(ability) = activate::ability_of(world, o.entity, a.ability) else { continue };
                let cost = ability.cost.mana.as_ref().map_or(Vec::new(), |m| m.symbols.clone());
                let keep = if ability.cost.tap { vec![o.entity] } else { Vec::new() };
                if !mana::can_pay(world, self.player, &cost, 0, &keep) {
                    continue;
                }
                let additional: Vec<Entity> = a.additional.iter().filter_map(|(id, _)| self.entity(id)).collect();
                if additional.len() != a.additional.len() {
                    continue;
                }
                for way in product(&a.targets, &a.optional, MOST_TARGET_WAYS) {
                    let Some(targets) = self.entities_of(world, &way) else { continue };
                    if activate::can_activate(world, self.player, o.entity, a.ability, &targets, &additional).is_ok() {
                        out.push(a.action(o.id.clone(), way.iter().map(|x| self.word(x)).collect()));
                    }
                }
            }
            if o.face_down.is_some() && o.zone == Zone::Battlefield && o.face_up_cost.is_some() {
                let cost = crate::rules::ops::faces::face_up_cost(world, o.entity).ok().map(|c| c.mana());
                if let Some(Ok(cost)) = cost.map(|c| crate::cards::ManaCost::parse(&c))
                    && mana::can_pay(world, self.player, &cost.symbols, 0, &[])
                {
                    out.push(Action::TurnFaceUpForCost(o.id.as_str().into()));
                }
            }
        }
        out
    }

    /// Each way of casting `o` as `c` says that the rules allow now: each choice of its targets
    /// the rules accept, {X} the most its mana can pay (at least 1).
    fn casts(&self, world: &mut World, o: &ObjectView, c: &super::CastChoice, out: &mut Vec<Action>) {
        let additional: Vec<Entity> = c.additional.iter().filter_map(|(id, _)| self.entity(id)).collect();
        let helpers: Vec<Entity> = c.helpers.iter().filter_map(|(id, _)| self.entity(id)).collect();
        if additional.len() != c.additional.len() || helpers.len() != c.helpers.len() {
            return;
        }
        for way in product(&c.targets, &c.optional, MOST_TARGET_WAYS) {
            let Some(targets) = self.entities_of(world, &way) else { continue };
            let how = Casting {
                face: c.face,
                fused: c.fused,
                prototyped: c.prototyped,
                kicked: c.kicked,
                buyback: c.buyback,
                alternative: c.alternative,
                ..Casting::default()
            }
            .targeting(world, o.entity, &targets);
            let x = match self.x_to_cast(world, o.entity, how, &helpers) {
                Some(x) => x,
                None => continue,
            };
            let how = Casting { x, ..how };
            if !self.may_cast(world, o.entity, how, &targets, (&additional, &helpers)) {
                continue;
            }
            let mut cast = c.action_targeting(o.id.clone(), way.iter().map(|t| self.word(t)).collect());
            if let Action::Cast { x: chosen, .. } = &mut cast {
                *chosen = (x > 0).then_some(x);
            }
            out.push(cast);
        }
    }

    /// The value of {X} to cast it with: 0 where its cost has none; else the most its caster's
    /// mana can pay, at least 1 (`None`: not even 1).
    fn x_to_cast(&self, world: &mut World, e: Entity, how: Casting, helpers: &[Entity]) -> Option<u32> {
        let cost = stack::mana_to_cast(world, e, how);
        if !cost.iter().any(|s| matches!(s, ManaSymbol::Variable(_))) {
            return Some(0);
        }
        let cost = stack::helpers::helped_cost(world, e, how, cost, helpers).ok()?;
        (1..=20u32).take_while(|x| mana::can_pay(world, self.player, &cost, *x, helpers)).last()
    }

    /// Whether the rules accept casting it so now, paid by what the helpers (convoke, improvise,
    /// delve) leave to the caster's mana, never with the helpers' own mana (601.2h).
    fn may_cast(
        &self,
        world: &mut World,
        e: Entity,
        how: Casting,
        targets: &[Entity],
        (additional, helpers): (&[Entity], &[Entity]),
    ) -> bool {
        let written = crate::rules::ops::spells::can_target_as_written;
        stack::can_cast_with(world, e, how, targets, additional, written).is_ok()
            && stack::helpers::helped_cost(world, e, how, stack::mana_to_cast(world, e, how), helpers)
                .is_ok_and(|cost| mana::can_pay(world, self.player, &cost, how.x, helpers))
    }

    fn entities_of(&self, world: &mut World, way: &[String]) -> Option<Vec<Entity>> {
        way.iter().map(|x| self.target(world, &self.word(x))).collect()
    }
}

/// The most sets of cards offered for a choice from a hand (a hand of seven has 35 sets of three).
const MOST_HAND_CHOICES: usize = 64;

mod hand;
mod required;
pub(super) mod ways;
use ways::{permutations, product, subsets};

#[cfg(test)]
mod tests;
