//! What the rules let be done with one object: the kinds of action the card menu, the
//! keyboard, the text client's help and a computer player offer on it ask here, so none keeps a
//! list of its own. The kernel still checks each action as it is applied; this says which are
//! worth offering, by the rules that decide them, and never by what a viewer may not know (a
//! face-down permanent's offers don't depend on the card underneath).

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::cards::{CardType, Keyword};
use crate::rules::action::{FaceDownKind, Zone};
use crate::rules::ops::combat::may_attack;
use crate::rules::ops::faces::{Cause, TurnOver, can_transform};
use crate::rules::query::{chars, is_face_down, printed, zone_of};

/// The kinds of action the rules allow on one object (beside casting and activating, whose
/// ways and targets `view::casts` lists).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offers {
    /// Transformed (701.27a: a double-faced permanent, face up, 712.15a).
    #[serde(default)]
    pub transform: bool,
    /// Converted (701.28a): as transform, and only where its card speaks of converting; no
    /// other card's text ever converts it.
    #[serde(default)]
    pub convert: bool,
    /// The ways it may be turned face down (708.2): plainly (an effect such as Ixidron's), and
    /// as the morph, megamorph or disguise its card has (702.37, 702.168).
    #[serde(default)]
    pub face_down: Vec<FaceDownKind>,
    /// Cast from its owner's graveyard: for its flashback cost (702.34a), with retrace
    /// (702.81a) or jump-start (702.133a).
    #[serde(default)]
    pub flashback: bool,
    /// Played as a land from a hand (305.1; a land that is another type too is only played,
    /// 305.9).
    #[serde(default)]
    pub play: bool,
    /// Cast as it prints (a land is played, never cast: 305.9).
    #[serde(default)]
    pub cast: bool,
    /// Cast face down, by the morph or disguise its card has (702.37c, 702.168b).
    #[serde(default)]
    pub cast_face_down: Vec<FaceDownKind>,
    /// Put onto the battlefield (an instant or sorcery never enters it: 304.4, 307.4).
    #[serde(default)]
    pub enter: bool,
    /// Drawn an attack arrow from (508.1a: a creature on the battlefield).
    #[serde(default)]
    pub attack: bool,
    /// Declared an attacker now against an opponent (508.1a-c; `ops::combat::may_attack`:
    /// untapped, not summoning sick unless it has haste, no defender, nothing in its text
    /// forbidding it): what "Attack with all" and a click in the declare attackers step draw.
    #[serde(default)]
    pub attack_now: bool,
    /// Attacked (508.1b: a planeswalker or battle; players are always).
    #[serde(default)]
    pub attacked: bool,
}

/// The face-down kinds a card's keywords give it (its front face: what is cast face down).
fn face_down_keywords(world: &World, e: Entity) -> Vec<FaceDownKind> {
    let Some(def) = printed(world, e) else { return Vec::new() };
    let mut out = Vec::new();
    for k in &def.front().keywords {
        let kind = match k {
            Keyword::Morph(_) => FaceDownKind::Morph,
            Keyword::Megamorph(_) => FaceDownKind::Megamorph,
            Keyword::Disguise(_) => FaceDownKind::Disguise,
            _ => continue,
        };
        if !out.contains(&kind) {
            out.push(kind);
        }
    }
    out
}

/// What the rules allow on `e`; `visible` whether the one asked for can see what it is (a card
/// in another's hand, a face-down card: then only what doesn't depend on it).
pub fn offers(world: &World, e: Entity, visible: bool) -> Offers {
    let zone = zone_of(world, e);
    let face_down = is_face_down(world, e);
    let c = chars(world, e);
    let on_battlefield = zone == Zone::Battlefield;
    if !visible || (face_down && on_battlefield) {
        return Offers {
            // 712.15a: a face-down permanent doesn't transform; a hidden card may be anything.
            enter: !on_battlefield,
            attack: on_battlefield && c.has_type(CardType::Creature),
            attack_now: on_battlefield && c.has_type(CardType::Creature) && may_attack(world, e),
            attacked: on_battlefield && (c.has_type(CardType::Planeswalker) || c.has_type(CardType::Battle)),
            ..Offers::default()
        };
    }
    let printed_text = || {
        printed(world, e).is_some_and(|d| d.faces.iter().any(|f| f.text.as_str().to_lowercase().contains("convert")))
    };
    let turns_over = on_battlefield && can_transform(world, e, Cause::Effect, TurnOver::Transform).is_ok();
    let keywords = face_down_keywords(world, e);
    let front = printed(world, e).map(|d| d.front().clone());
    let is = |t: CardType| front.as_ref().map_or(c.has_type(t), |f| f.has_type(t));
    let from_graveyard = || {
        world
            .get::<crate::rules::object::Owner>(e)
            .is_some_and(|o| crate::rules::query::plays_lands_from_graveyard(world, o.0))
    };
    Offers {
        transform: turns_over,
        convert: turns_over && printed_text(),
        face_down: match on_battlefield && !face_down {
            true => std::iter::once(FaceDownKind::Plain).chain(keywords.iter().copied()).collect(),
            false => Vec::new(),
        },
        play: is(CardType::Land) && (zone == Zone::Hand || (zone == Zone::Graveyard && from_graveyard())),
        flashback: zone == Zone::Graveyard
            && printed(world, e).is_some_and(|d| d.casts_from_graveyard() || d.disturb_cost().is_some()),
        cast: !on_battlefield && zone != Zone::Stack && !is(CardType::Land),
        cast_face_down: match !on_battlefield && zone != Zone::Stack {
            true => keywords.iter().map(|k| if *k == FaceDownKind::Megamorph { FaceDownKind::Morph } else { *k }).fold(
                Vec::new(),
                |mut v, k| {
                    if !v.contains(&k) {
                        v.push(k);
                    }
                    v
                },
            ),
            false => Vec::new(),
        },
        enter: !on_battlefield && !is(CardType::Instant) && !is(CardType::Sorcery),
        attack: on_battlefield && c.has_type(CardType::Creature),
        attack_now: on_battlefield && c.has_type(CardType::Creature) && may_attack(world, e),
        attacked: on_battlefield && (c.has_type(CardType::Planeswalker) || c.has_type(CardType::Battle)),
    }
}
