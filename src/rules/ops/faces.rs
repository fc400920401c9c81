//! Which face is up: transform and convert (701.27, 701.28, 712), face down and face up (708),
//! and putting the top card of a library onto the battlefield face down (701.40, 701.58,
//! 701.62).

use bevy::prelude::*;

use super::zones::{Enter, move_object};
use super::{Legal, Refusal, allowed};
use crate::cards::{CardType, Keyword, Layout};
use crate::rules::action::{FaceDownKind, Side, Zone};
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::{TransformedInto, mark};
use crate::rules::layers::derive_dirty;
use crate::rules::log::log;
use crate::rules::log::{LogText, refer, refer_lazily};
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
    /// The verb and the rules for "it does", "not double-faced" and "instant or sorcery face".
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
        return Err(Refusal::new(a, says!("{name} isn't a permanent; only permanents {verb}; nothing happens"; name)));
    }
    let Some(def) = printed(world, e) else {
        return Err(Refusal::new(c, says!("{name} isn't a card; nothing happens"; name)));
    };
    if def.layout == Layout::Meld {
        return Err(Refusal::new("712.4c", says!("{name} is a meld card; it can't {verb}; nothing happens"; name)));
    }
    let token = is_token(world, e);
    if !def.is_double_faced() {
        let (rule, what) = if token { ("712.9", "a double-faced token") } else { (c, "double-faced") };
        return Err(Refusal::new(rule, says!("{name} isn't {what}; nothing happens"; name)));
    }
    if is_face_down(world, e) {
        return Err(Refusal::new("712.15a", says!("{name} is face down and can't {verb}; nothing happens"; name)));
    }
    let ch = chars(world, e);
    if cause == Cause::Effect {
        for (kw, rule, word) in
            [(Keyword::Daybound, "702.145b", "daybound"), (Keyword::Nightbound, "702.145e", "nightbound")]
        {
            if ch.has_keyword(&kw) {
                let text =
                    says!("{name} has {word} and can't {verb} except due to its {word} ability; nothing happens"; name);
                return Err(Refusal::new(rule, text));
            }
        }
    }
    let target = &def.faces[face_up(world, e).flipped().index()];
    if target.is_instant_or_sorcery() {
        let rule = if token { "712.10" } else { d };
        let face = name.get().clone().named(target.name.clone());
        let text = says!("{name} would {verb} into {face}, an instant or sorcery face; nothing happens"; name, face);
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
    let name = refer(world, e);
    let up = face_up(world, e).flipped();
    if let Some(mut f) = world.get_mut::<FaceUp>(e) {
        f.0 = up;
    }
    if let Some(mut count) = world.get_mut::<TransformCount>(e) {
        count.0 += 1;
    }
    mark(world, e);
    derive_dirty(world);
    // The same object, seen as before (a transform moves nothing): only its name is new.
    let new_name = name.renamed(world);
    world.write_message(TransformedInto {
        entity: e,
        name: new_name.name(),
        face: up,
        converted: how == TurnOver::Convert,
    });
    let copy = world.get::<crate::rules::continuous::Effects>(e).is_some_and(|fx| fx.has_copy());
    let note = if copy { " (its copy effect still applies, 712.9)" } else { "" };
    // "X transforms into Y: its Back face is up; ...", joined rather than formatted: a frame
    // may transform a thousand permanents.
    let same = " face is up; it is the same object (712.18)";
    let mut template = String::with_capacity(96);
    name.push_marker(&mut template);
    for part in [" ", verb, "s into "] {
        template.push_str(part);
    }
    new_name.push_marker(&mut template);
    for part in [": its ", up.word(), same, note] {
        template.push_str(part);
    }
    log(world, a, LogText::new(template, [name, new_name]));
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::Transformed(e));
    true
}

/// Whether a permanent can flip (710): a permanent with a flip card's alternative
/// characteristics (its own card's, or a flip card's it copies, 707.3) that hasn't flipped yet.
pub fn can_flip(world: &World, e: Entity) -> Legal {
    let name = refer_lazily(world, e);
    if !on_battlefield(world, e) {
        return Err(Refusal::new(
            "710.2",
            says!("{name} isn't a permanent; only a permanent flips; nothing happens"; name),
        ));
    }
    if world.get::<Flipped>(e).is_some() {
        let text = says!("{name} is already flipped; flipping is one-way (710.4); nothing happens"; name);
        return Err(Refusal::new("710.4", text));
    }
    // Face down, the card's own halves wait under the face-down values (708.2a).
    let halves = chars(world, e).copiable.flip.is_some()
        || (is_face_down(world, e) && printed(world, e).is_some_and(|d| d.layout == Layout::Flip));
    if !halves {
        return Err(Refusal::new("710.1", says!("{name} isn't a flip card; nothing happens"; name)));
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
    mark(world, e);
    derive_dirty(world);
    let new_name = refer(world, e);
    let text = if new_name.name().is_empty() {
        says!("{name} flips: it is its face-down values stay (708.2a); it is the same object, and it stays flipped (710.4)"; name)
    } else {
        says!("{name} flips: it is {new_name}; it is the same object, and it stays flipped (710.4)"; name, new_name)
    };
    log(world, "710.2", text);
    true
}

/// Whether a permanent can be turned face down (708, 712.16).
pub fn can_turn_face_down(world: &World, e: Entity) -> Legal {
    let name = refer_lazily(world, e);
    if !on_battlefield(world, e) {
        return Err(Refusal::new("708.1", says!("{name} isn't a permanent; nothing happens"; name)));
    }
    if is_face_down(world, e) {
        return Err(Refusal::new("708.2b", says!("{name} is already face down; nothing happens"; name)));
    }
    if printed(world, e).is_some_and(|d| d.is_double_faced()) {
        let text = says!("{name} is a double-faced permanent and can't be turned face down; nothing happens"; name);
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
    log(
        world,
        "708.2a",
        says!("{name} is turned face down ({kind:?}): a 2/2 creature with no name, text, subtypes or mana cost"; name),
    );
}

/// Whether a face-down permanent can be turned face up (708.7, 701.40g, 701.58b).
pub fn can_turn_face_up(world: &World, e: Entity) -> Legal {
    let name = refer_lazily(world, e);
    let Some(kind) = world.get::<FaceDown>(e).and_then(|f| f.0) else {
        return Err(Refusal::new("708.7", says!("{name} isn't face down; nothing happens"; name)));
    };
    let front = printed(world, e).map(|d| d.front().clone()).unwrap_or_default();
    if kind.is_manifest_like() && front.is_instant_or_sorcery() {
        let rule = if kind == FaceDownKind::Cloak { "701.58b" } else { "701.40g" };
        // Revealed (701.40g): everyone sees what it is, while it is revealed.
        let card = name.get().clone().named(front.name.clone()).shown_to_all();
        let text =
            says!("{name} is {card}, an instant or sorcery card: it is revealed and stays face down"; name, card);
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
    let (rule, why) = if kind.is_manifest_like() {
        (
            "701.40b",
            "a manifested or cloaked card turns face up for its cost only if it is a creature card or has morph or disguise",
        )
    } else {
        ("702.37e", "only a card with morph, megamorph or disguise can be turned face up for a cost")
    };
    Err(Refusal::new(rule, says!("{name} can't be turned face up by its controller: {why}; it stays face down"; name)))
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
                let (words, rule) = c.words();
                let name = refer(world, e);
                Err(Refusal::new(rule, says!("{name} is turned face up for {words}, no other"; name)))
            }
        }),
    };
    if !allowed(world, legal) {
        return;
    }
    let name = refer(world, e);
    world.entity_mut(e).insert((FaceDown(None), FaceUp(Side::Front)));
    mark(world, e);
    derive_dirty(world);
    let new_name = refer(world, e);
    let (how, rule) = match &by {
        FaceUpBy::Effect => ("by an effect".to_string(), "708.8"),
        FaceUpBy::SpecialAction(cost) => {
            let (words, rule) = cost.words();
            (format!("by its controller, who pays {words} (a special action, 116.2b)"), rule)
        }
    };
    log(
        world,
        rule,
        says!(
            "{name} is turned face up {how}: it is {new_name} (front face up, 712.15a); effects on it still apply and it didn't enter the battlefield (708.8)"; name, new_name),
    );
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::TurnedFaceUp(e));
    if let FaceUpBy::SpecialAction(FaceUpCost::Megamorph(_)) = by {
        if let Some(mut c) = world.get_mut::<Counters>(e) {
            c.add(CounterKind::PlusOne, 1);
        }
        mark(world, e);
        log(
            world,
            "702.37b",
            says!("{new_name} was turned face up for its megamorph cost: it gets a +1/+1 counter"; new_name),
        );
    }
}

/// The special action (116.2b): its controller turns it face up for the cost the card allows.
pub fn turn_face_up_for_cost(world: &mut World, e: Entity) {
    match face_up_cost(world, e) {
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
    let (rule, verb) = match kind {
        FaceDownKind::Cloak => ("701.58a", "cloaks"),
        FaceDownKind::ManifestDread => ("701.62a", "manifests dread"),
        _ => ("701.40a", "manifests"),
    };
    let looked: Vec<Entity> =
        lib.iter().take(if kind == FaceDownKind::ManifestDread { 2 } else { 1 }).map(|(e, _)| *e).collect();
    let Some(&chosen) = looked.get(pick).or(looked.first()) else {
        log(world, rule, format!("{name}'s library is empty; nothing is {}", verb.trim_end_matches('s')));
        return;
    };
    log(world, rule, format!("{name} {verb}: the top card is put onto the battlefield face down"));
    move_object(world, chosen, Zone::Battlefield, None, Enter { face_down: Some(kind), ..Default::default() });
    for other in looked.into_iter().filter(|e| *e != chosen) {
        move_object(world, other, Zone::Graveyard, None, Enter::default());
    }
}
