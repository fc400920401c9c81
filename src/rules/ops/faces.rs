//! Which face is up: transform and convert (701.27, 701.28, 712), face down and face up (708),
//! and putting the top card of a library onto the battlefield face down (701.40, 701.58,
//! 701.62).

use bevy::prelude::*;

use super::zones::{Enter, move_object};
use super::{Legal, Refusal, allowed};
use crate::cards::{CardType, Keyword, Layout};
use crate::rules::action::{FaceDownKind, Side, Zone};
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::mark;
use crate::rules::layers::derive_now;
use crate::rules::log::log;
use crate::rules::log::{Arg, LogText, refer, refer_as_requested, refer_lazily};
use crate::rules::object::*;
use crate::rules::query::*;
use crate::says;

/// What instructs a transform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// A spell or effect.
    Effect,
    /// The daybound/nightbound abilities themselves (702.145c, 702.145f).
    DayNight,
}

/// Transform or convert.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnOver {
    /// 701.27.
    Transform,
    /// 701.28.
    Convert,
}

impl TurnOver {
    /// The key of its verb (the messages choose their words by it) and the rules for "it
    /// does", "not double-faced" and "instant or sorcery face".
    fn words(self) -> (&'static str, &'static str, &'static str, &'static str) {
        match self {
            TurnOver::Transform => ("transform", "701.27a", "701.27c", "701.27d"),
            TurnOver::Convert => ("convert", "701.28a", "701.28c", "701.28d"),
        }
    }
}

/// Whether a permanent can transform or convert now (701.27, 701.28, 712.4c, 712.15a, 702.145).
pub fn can_transform(world: &World, e: Entity, cause: Cause, how: TurnOver) -> Legal {
    let (verb, a, c, d) = how.words();
    let name = refer_lazily(world, e);
    if !on_battlefield(world, e) {
        let text = says!("log-only-permanents-turn-over", card = &name, verb = Arg::text(verb));
        return Err(Refusal::new(a, text));
    }
    let Some(def) = printed(world, e) else {
        return Err(Refusal::new(c, says!("log-turn-over-isnt-a-card", card = &name)));
    };
    if def.layout == Layout::Meld {
        let text = says!("log-meld-card-cant-turn-over", card = &name, verb = Arg::text(verb));
        return Err(Refusal::new("712.4c", text));
    }
    if !def.is_double_faced() {
        return Err(match is_token(world, e) {
            true => Refusal::new("712.9", says!("log-isnt-a-double-faced-token", card = &name)),
            false => Refusal::new(c, says!("log-isnt-double-faced", card = &name)),
        });
    }
    if is_face_down(world, e) {
        let text = says!("log-face-down-cant-turn-over", card = &name, verb = Arg::text(verb));
        return Err(Refusal::new("712.15a", text));
    }
    let ch = chars(world, e);
    if cause == Cause::Effect {
        for (kw, rule, word) in
            [(Keyword::Daybound, "702.145b", "daybound"), (Keyword::Nightbound, "702.145e", "nightbound")]
        {
            if ch.has_keyword(&kw) {
                let (keyword, verb) = (Arg::text(word), Arg::text(verb));
                let text = says!("log-turns-over-only-by-its-keyword", card = &name, keyword = keyword, verb = verb);
                return Err(Refusal::new(rule, text));
            }
        }
    }
    let target = &def.faces[face_up(world, e).flipped().index()];
    if target.is_instant_or_sorcery() {
        let rule = if is_token(world, e) { "712.10" } else { d };
        let face = name.get().clone().named(target.name.clone());
        let verb = Arg::text(verb);
        let text = says!("log-would-turn-over-into-instant-or-sorcery", card = &name, verb = verb, face = face);
        return Err(Refusal::new(rule, text));
    }
    Ok(())
}

/// 701.27 / 701.28: turn a permanent over so its other face is up. Returns whether it did.
pub fn transform(world: &mut World, e: Entity, cause: Cause, how: TurnOver) -> bool {
    if !allowed(world, can_transform(world, e, cause, how)) {
        return false;
    }
    let (verb, a, ..) = how.words();
    let name = refer_as_requested(world, e);
    let up = match world.get_mut::<FaceUp>(e) {
        Some(mut f) => {
            f.0 = f.0.flipped();
            f.0
        }
        None => face_up(world, e).flipped(),
    };
    if let Some(mut count) = world.get_mut::<TransformCount>(e) {
        count.0 += 1;
    }
    derive_now(world, e);
    // The same object, seen as before (a transform moves nothing): only its name is new.
    let new_name = name.renamed(world);
    let copy = world.get::<crate::rules::continuous::Effects>(e).is_some_and(|fx| fx.has_copy());
    let (verb, face) = (Arg::word(verb), Arg::word(up.key()));
    let text = match copy {
        false => says!("log-turns-over-into", card = name, verb = verb, new = new_name, face = face),
        true => says!("log-turns-over-into-copy-effect-applies", card = name, verb = verb, new = new_name, face = face),
    };
    log(world, a, text);
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::Transformed(e));
    true
}

/// Whether a permanent can flip (710): a permanent with a flip card's alternative
/// characteristics (its own card's, or a flip card's it copies, 707.3) that hasn't flipped yet.
pub fn can_flip(world: &World, e: Entity) -> Legal {
    let name = refer_lazily(world, e);
    if !on_battlefield(world, e) {
        return Err(Refusal::new("710.2", says!("log-only-a-permanent-flips", card = &name)));
    }
    if world.get::<Flipped>(e).is_some() {
        let text = says!("log-already-flipped", card = &name);
        return Err(Refusal::new("710.4", text));
    }
    // Face down, the card's own halves wait under the face-down values (708.2a).
    let halves = chars(world, e).copiable.flip.is_some()
        || (is_face_down(world, e) && printed(world, e).is_some_and(|d| d.layout == Layout::Flip));
    if !halves {
        return Err(Refusal::new("710.1", says!("log-isnt-a-flip-card", card = &name)));
    }
    Ok(())
}

/// 710.2: a permanent flips: its alternative name, text box, type line, power and toughness
/// apply from now on, with its colour and mana cost unchanged (710.1c). One-way (710.4); the
/// status is forgotten when the permanent leaves the battlefield (110.5b). Returns whether it flipped.
pub fn flip(world: &mut World, e: Entity) -> bool {
    if !allowed(world, can_flip(world, e)) {
        return false;
    }
    let name = refer(world, e);
    world.entity_mut(e).insert(Flipped);
    derive_now(world, e);
    let new_name = refer(world, e);
    let text = if new_name.name().is_empty() {
        says!("log-flips-face-down-values-stay", card = name)
    } else {
        says!("log-flips", card = name, new = new_name)
    };
    log(world, "710.2", text);
    true
}

/// Whether a permanent can be turned face down (708, 712.16).
pub fn can_turn_face_down(world: &World, e: Entity) -> Legal {
    let name = refer_lazily(world, e);
    if !on_battlefield(world, e) {
        return Err(Refusal::new("708.1", says!("log-turn-face-down-isnt-a-permanent", card = &name)));
    }
    if is_face_down(world, e) {
        return Err(Refusal::new("708.2b", says!("log-already-face-down", card = &name)));
    }
    if printed(world, e).is_some_and(|d| d.is_double_faced()) {
        let text = says!("log-double-faced-cant-turn-face-down", card = &name);
        return Err(Refusal::new("712.16", text));
    }
    Ok(())
}

/// Turns a permanent face down (708.2a).
pub fn turn_face_down(world: &mut World, e: Entity, kind: FaceDownKind) {
    if !allowed(world, can_turn_face_down(world, e)) {
        return;
    }
    let name = refer(world, e);
    world.entity_mut(e).insert(FaceDown(Some(kind)));
    mark(world, e);
    log(world, "708.2a", says!("log-turned-face-down", card = name, kind = Arg::key(kind)));
}

/// Whether a face-down permanent can be turned face up (708.7, 701.40g, 701.58b).
pub fn can_turn_face_up(world: &World, e: Entity) -> Legal {
    let name = refer_lazily(world, e);
    let Some(kind) = world.get::<FaceDown>(e).and_then(|f| f.0) else {
        return Err(Refusal::new("708.7", says!("log-isnt-face-down", card = &name)));
    };
    let front = printed(world, e).map(|d| d.front().clone()).unwrap_or_default();
    if kind.is_manifest_like() && front.is_instant_or_sorcery() {
        let rule = if kind == FaceDownKind::Cloak { "701.58b" } else { "701.40g" };
        // Revealed (701.40g): everyone sees what it is, while it is revealed.
        let card = name.get().clone().named(front.name.clone()).shown_to_all();
        let text = says!("log-face-down-instant-or-sorcery-revealed", card = &name, revealed = card);
        return Err(Refusal::new(rule, text));
    }
    Ok(())
}

/// The cost its controller pays to turn a face-down permanent face up by the special action
/// (116.2b), read from the card underneath.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaceUpCost {
    /// Its morph cost (702.37e).
    Morph(String),
    /// Its megamorph cost (702.37e): the permanent gets a +1/+1 counter (702.37b).
    Megamorph(String),
    /// Its disguise cost (702.168d).
    Disguise(String),
    /// A manifested or cloaked creature card's mana cost (701.40b, 701.58b).
    ManaCost(String),
}

impl FaceUpCost {
    /// The cost in words ("its morph cost {3}{G}{G}") and the rule that allows it.
    pub fn words(&self) -> (String, &'static str) {
        match self {
            FaceUpCost::Morph(c) => (format!("its morph cost {c}"), "702.37e"),
            FaceUpCost::Megamorph(c) => (format!("its megamorph cost {c}"), "702.37e"),
            FaceUpCost::Disguise(c) => (format!("its disguise cost {c}"), "702.168d"),
            FaceUpCost::ManaCost(c) => (format!("its mana cost {c}"), "701.40b"),
        }
    }

    /// The mana it costs, as written ("{3}{G}{G}").
    pub fn mana(&self) -> String {
        match self {
            FaceUpCost::Morph(c) | FaceUpCost::Megamorph(c) | FaceUpCost::Disguise(c) | FaceUpCost::ManaCost(c) => {
                c.clone()
            }
        }
    }

    /// The cost as a log line says it ("its morph cost {3}{G}{G}") and the rule that allows it.
    pub fn said(&self) -> (LogText, &'static str) {
        match self {
            FaceUpCost::Morph(c) => (says!("log-cost-morph", cost = Arg::text(c)), "702.37e"),
            FaceUpCost::Megamorph(c) => (says!("log-cost-megamorph", cost = Arg::text(c)), "702.37e"),
            FaceUpCost::Disguise(c) => (says!("log-cost-disguise", cost = Arg::text(c)), "702.168d"),
            FaceUpCost::ManaCost(c) => (says!("log-cost-mana", cost = Arg::text(c)), "701.40b"),
        }
    }
}

/// How a face-down permanent is turned face up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaceUpBy {
    /// A spell or ability that says "turn it face up" (708.8): no cost, no megamorph counter.
    Effect,
    /// Its controller's special action, paying this cost (116.2b).
    SpecialAction(FaceUpCost),
}

/// What its controller may pay to turn a face-down permanent face up by the special action
/// (116.2b): the morph, megamorph or disguise cost of the card underneath, whatever made it face
/// down (702.37e, 702.168d, 701.40c), or, for a manifested or cloaked card, its mana cost if it
/// is a creature card (701.40b, 701.58b). A card with none of these can only be turned face up by
/// an effect. The refusal doesn't say what the card is: the other players don't know.
pub fn face_up_cost(world: &World, e: Entity) -> Result<FaceUpCost, Refusal> {
    can_turn_face_up(world, e)?;
    let kind = world.get::<FaceDown>(e).and_then(|f| f.0).unwrap_or(FaceDownKind::Plain);
    let front = printed(world, e).map(|d| d.front().clone()).unwrap_or_default();
    for k in &front.keywords {
        match k {
            Keyword::Megamorph(c) => return Ok(FaceUpCost::Megamorph(c.clone())),
            Keyword::Morph(c) => return Ok(FaceUpCost::Morph(c.clone())),
            Keyword::Disguise(c) => return Ok(FaceUpCost::Disguise(c.clone())),
            _ => {}
        }
    }
    if kind.is_manifest_like() && front.has_type(CardType::Creature) {
        let cost = front.mana_cost.as_ref().map_or_else(|| "{0}".to_string(), |c| c.to_string());
        return Ok(FaceUpCost::ManaCost(cost));
    }
    let name = refer_lazily(world, e);
    Err(match kind.is_manifest_like() {
        true => Refusal::new("701.40b", says!("log-manifested-cant-turn-face-up-for-cost", card = &name)),
        false => Refusal::new("702.37e", says!("log-cant-turn-face-up-for-cost", card = &name)),
    })
}

/// Turns a face-down permanent face up (708.8): by an effect, or by its controller's special
/// action paying its cost (116.2b), which alone gives a megamorph counter (702.37b).
pub fn turn_face_up(world: &mut World, e: Entity, by: FaceUpBy) {
    let legal = match &by {
        FaceUpBy::Effect => can_turn_face_up(world, e),
        FaceUpBy::SpecialAction(cost) => face_up_cost(world, e).and_then(|c| {
            if c == *cost {
                Ok(())
            } else {
                let (cost, rule) = c.said();
                let name = refer(world, e);
                Err(Refusal::new(rule, says!("log-turned-face-up-only-for-cost", card = name, cost = cost)))
            }
        }),
    };
    if !allowed(world, legal) {
        return;
    }
    let name = refer(world, e);
    world.entity_mut(e).insert((FaceDown(None), FaceUp(Side::Front)));
    derive_now(world, e);
    let new_name = refer(world, e);
    let (text, rule) = match &by {
        FaceUpBy::Effect => (says!("log-turned-face-up-by-effect", card = name, new = &new_name), "708.8"),
        FaceUpBy::SpecialAction(cost) => {
            let (cost, rule) = cost.said();
            (says!("log-turned-face-up-for-cost", card = name, cost = cost, new = &new_name), rule)
        }
    };
    log(world, rule, text);
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::TurnedFaceUp(e));
    if let FaceUpBy::SpecialAction(FaceUpCost::Megamorph(_)) = by {
        if let Some(mut c) = world.get_mut::<Counters>(e) {
            c.add(CounterKind::PlusOne, 1);
        }
        mark(world, e);
        log(world, "702.37b", says!("log-megamorph-gets-counter", card = new_name));
    }
}

/// The special action (116.2b): its controller turns it face up for the cost the card allows.
/// At an assisted table they take it only while they hold priority (116.2b), and its mana is
/// paid as any cost is (601.2g-h: from the pool, tapping sources for what it lacks); a cost
/// that can't be paid leaves it face down.
pub fn turn_face_up_for_cost(world: &mut World, e: Entity) {
    match face_up_cost(world, e) {
        Ok(cost) if crate::rules::query::assisted(world) => {
            let controller = world.get::<crate::rules::object::Controller>(e).map(|c| c.0);
            let Some(player) = controller.filter(|p| crate::rules::query::priority_holder(world) == Some(*p)) else {
                let card = refer(world, e);
                allowed(world, Err(Refusal::new("116.2b", says!("log-face-up-only-with-priority", card = card))));
                return;
            };
            let symbols = crate::cards::ManaCost::parse(&cost.mana()).map(|c| c.symbols).unwrap_or_default();
            let what = says!("log-paying-to-turn-face-up", card = refer(world, e));
            if super::mana::pay_from_pool(world, player, &symbols, 0, what, None, &[]).is_some() {
                turn_face_up(world, e, FaceUpBy::SpecialAction(cost));
            }
        }
        Ok(cost) => turn_face_up(world, e, FaceUpBy::SpecialAction(cost)),
        Err(refusal) => {
            allowed(world, Err(refusal));
        }
    }
}

/// 701.40a, 701.58a, 701.62a: the top card (or, for manifest dread, one of the top two, the
/// other going to the graveyard) of a player's library onto the battlefield face down.
pub fn manifest_top(world: &mut World, name: &str, kind: FaceDownKind, pick: usize) {
    let Some(p) = player(world, name) else { return };
    let lib = library_of(world, p);
    // The key of what they do: the messages choose their words by it.
    let (rule, how) = match kind {
        FaceDownKind::Cloak => ("701.58a", "cloak"),
        FaceDownKind::ManifestDread => ("701.62a", "manifest-dread"),
        _ => ("701.40a", "manifest"),
    };
    let looked: Vec<Entity> =
        lib.iter().take(if kind == FaceDownKind::ManifestDread { 2 } else { 1 }).map(|(e, _)| *e).collect();
    let Some(&chosen) = looked.get(pick).or(looked.first()) else {
        log(world, rule, says!("log-manifest-library-empty", player = refer(world, p), how = Arg::text(how)));
        return;
    };
    log(world, rule, says!("log-manifests-top-card", player = refer(world, p), how = Arg::text(how)));
    move_object(world, chosen, Zone::Battlefield, None, Enter { face_down: Some(kind), ..Default::default() });
    for other in looked.into_iter().filter(|e| *e != chosen) {
        move_object(world, other, Zone::Graveyard, None, Enter::default());
    }
}
