//! Creating tokens (111): predefined ones (111.10), ones an effect defines (111.4), token copies
//! (707.8a, 111.12), and incubate (701.53).

use std::sync::Arc;

use bevy::prelude::*;

use super::attach::{attach, can_enchant};
use crate::cards::{CardDef, Layout};
use crate::rules::action::{Side, TokenKind, TokenSpec, Zone};
use crate::rules::continuous::Effects;
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::{RulesClock, mark};
use crate::rules::log::{Arg, log, refer};
use crate::rules::object::{FaceUp, InZone, Tapped, Timestamp};
use crate::rules::object::{Labels, Token, object};
use crate::rules::predefined::{RoleEffect, apply_exceptions, find_predefined, spec_card};
use crate::rules::query::{chars, face_up, is_face_down, on_battlefield, printed};
use crate::says;

/// The card a token is made from, what it copies (for display), its Role effect and its face up.
pub struct TokenCard {
    /// Its characteristics as printed.
    pub def: Arc<CardDef>,
    /// What it is a copy of, by name.
    pub copy_of: Option<String>,
    /// A Role's own effect.
    pub role: Option<RoleEffect>,
    /// The face up.
    pub face: Side,
}

/// The card a token is created from, or `None` (logged) if no token is created.
pub fn token_card(world: &mut World, kind: &TokenKind) -> Option<TokenCard> {
    let plain = |def: CardDef, role| TokenCard { def: Arc::new(def), copy_of: None, role, face: Side::Front };
    match kind {
        TokenKind::Predefined(k) => match find_predefined(k) {
            Some(p) => Some(plain(p.card(), p.role)),
            None => {
                log(world, "111.10", says!("log-not-a-predefined-token", token = Arg::text(format!("{k:?}"))));
                None
            }
        },
        TokenKind::Spec(spec) => Some(plain(spec_card(spec), None)),
        TokenKind::CopyOf(id) => copy_token_card(world, id, None),
        TokenKind::CopyOfExcept { card, except } => copy_token_card(world, card, Some(except)),
    }
}

/// 707.8a, 111.5, 111.12: the card of a token that's a copy of an object.
pub fn copy_token_card(world: &mut World, id: &str, except: Option<&TokenSpec>) -> Option<TokenCard> {
    let found = world.resource::<Labels>().0.get(id).copied().filter(|e| world.get_entity(*e).is_ok());
    let Some(src) = found else {
        log(world, "111.12", says!("log-no-copy-of-nonexistent-object", id = Arg::text(id)));
        return None;
    };
    let copied = chars(world, src).copiable.face.clone();
    // 707.3: a flip card's copiable values hold both halves; the token enters unflipped (110.5b).
    let flip_half = chars(world, src).copiable.flip.clone();
    let name = refer(world, src);
    if copied.is_instant_or_sorcery() {
        log(world, "111.5", says!("log-no-token-copy-of-instant-or-sorcery", card = name));
        return None;
    }
    let def = printed(world, src)?;
    let has_copy_effect = world.get::<Effects>(src).is_some_and(Effects::has_copy);
    let (mut card, face) = if def.is_double_faced() && !is_face_down(world, src) && def.layout != Layout::Meld {
        // 707.8a: a copy of a double-faced object is a double-faced token with the same face up;
        // each face takes the copiable values of the same face, as modified by copy effects.
        let up = if on_battlefield(world, src) { face_up(world, src) } else { Side::Front };
        let faces = if has_copy_effect { vec![copied; 2] } else { def.faces.clone() };
        (CardDef { layout: def.layout, faces }, up)
    } else if let Some(alt) = flip_half {
        (CardDef { layout: Layout::Flip, faces: vec![copied, alt] }, Side::Front)
    } else {
        (CardDef::single(copied), Side::Front)
    };
    if let Some(ex) = except {
        for f in &mut card.faces {
            apply_exceptions(std::sync::Arc::make_mut(f), ex);
        }
    }
    let rule = if card.is_double_faced() { "707.8a" } else { "707.2" };
    let copy_of = name.name();
    log(world, rule, says!("log-token-copy-created", card = name));
    Some(TokenCard { def: Arc::new(card), copy_of: Some(copy_of), role: None, face })
}

/// One token to create.
pub struct NewToken {
    /// Its id.
    pub label: String,
    /// What it is.
    pub card: TokenCard,
    /// Who creates it (its owner and controller, 111.2).
    pub controller: Entity,
    /// Enters tapped.
    pub tapped: bool,
    /// An Aura or Equipment token enters attached to this (a Role on its creature).
    pub host: Option<Entity>,
}

/// Creates one token on the battlefield (111.2). Returns it, or `None` if not created.
pub fn create_token(world: &mut World, new: NewToken) -> Option<Entity> {
    let NewToken { label, card, controller, tapped, host } = new;
    // 800.4b, 800.4d: no token is created under (or owned by) a player who has left the game.
    if world.get::<crate::rules::object::Left>(controller).is_some() {
        let who = refer(world, controller);
        log(world, "800.4b", says!("log-no-token-for-left-player", player = who));
        return None;
    }
    if !room_for_one_more(world) {
        return None;
    }
    let face = if card.def.is_double_faced() { card.face } else { Side::Front };
    let up = &card.def.faces[face.index()];
    let is_aura = up.subtypes.iter().any(|s| s == "Aura");
    let is_equipment = up.subtypes.iter().any(|s| s == "Equipment");
    if let Some(h) = host
        && is_aura
        && !can_enchant(world, up, h, controller, None)
    {
        let host_name = refer(world, h);
        let token = Arg::text(up.name.clone());
        log(world, "303.4i", says!("log-token-aura-cant-enchant", token = token, host = host_name));
        return None;
    }
    let (id, ts, order) = {
        let mut clock = world.resource_mut::<RulesClock>();
        (clock.next_object(), clock.next_timestamp(), clock.next_bottom())
    };
    let zone = InZone { zone: Zone::Battlefield, order };
    let mut entity = world.spawn((
        object(&label, card.def.clone(), controller, controller, zone),
        Token { copy_of: card.copy_of },
        (id, Timestamp(ts), FaceUp(face), Tapped(tapped)),
    ));
    if let Some(r) = card.role {
        entity.insert(r);
    }
    let e = entity.id();
    let now = world.resource::<crate::rules::game::Turn>().number;
    world.entity_mut(e).insert(crate::rules::object::ControlledSince(now));
    world.resource_mut::<Labels>().0.insert(label.clone(), e);
    mark(world, e);
    // A token copy of a planeswalker or battle enters with its loyalty or defense (306.5b, 310.4b).
    super::zones::add_entering_counters(world, e);
    let name = refer(world, e);
    let text = match name.name().ends_with("Token") {
        true => says!("log-token-is-created", token = &name),
        false => says!("log-named-token-is-created", token = &name),
    };
    log(world, "111.2", text);
    // It enters the battlefield as any permanent does: a battle's protector is chosen (310.8a),
    // and a Saga gets its lore counter (714.3a) at the next look at what entered.
    crate::rules::layers::derive_dirty(world);
    super::battles::entered(world, e);
    let mut dirty = world.resource_mut::<crate::rules::game::Dirty>();
    dirty.entered.push(e);
    dirty.changed = true;
    match host {
        Some(h) if is_aura || is_equipment => attach(world, e, h),
        Some(_) => log(world, "303.4h", says!("log-token-not-aura-or-equipment-unattached", token = name)),
        None => {}
    }
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::Entered(e));
    Some(e)
}

/// The most tokens one action creates. Each object is a part of every seat's model: 20,000 tokens
/// made each update of a networked table larger than a connection carries.
pub const MAX_TOKENS_AT_ONCE: u32 = 500;

/// The most objects (cards and tokens) a table holds; creating tokens past it is refused.
pub const MAX_OBJECTS: usize = 4000;

/// Whether the table has room for one more object ([`MAX_OBJECTS`]); logs why not.
pub fn room_for_one_more(world: &mut World) -> bool {
    let on_table = world.resource::<Labels>().0.len();
    if on_table < MAX_OBJECTS {
        return true;
    }
    log(world, "111.1", says!("log-table-full-nothing-created", max = MAX_OBJECTS, now = on_table));
    false
}

/// Creates `count` tokens of a kind (ids `id#1`, `id#2`, ... when more than one).
pub fn create_tokens(
    world: &mut World,
    id: &str,
    kind: &TokenKind,
    controller: Entity,
    count: u32,
    how: (bool, bool, Option<Entity>),
) {
    let (tapped, transformed, host) = how;
    let on_table = world.resource::<Labels>().0.len();
    if count > MAX_TOKENS_AT_ONCE || on_table + count as usize > MAX_OBJECTS {
        let (once, max) = (MAX_TOKENS_AT_ONCE, MAX_OBJECTS);
        let text = says!("log-too-many-tokens", n = count, once = once, max = max, now = on_table);
        log(world, "111.1", text);
        return;
    }
    let Some(first) = token_card(world, kind) else { return };
    for i in 1..=count {
        let label = if count > 1 { format!("{id}#{i}") } else { id.to_string() };
        let face = if transformed { Side::Back } else { first.face };
        let card = TokenCard { def: first.def.clone(), copy_of: first.copy_of.clone(), role: first.role, face };
        create_token(world, NewToken { label, card, controller, tapped, host });
    }
}

/// 701.53a: incubate N: an Incubator token with N +1/+1 counters.
pub fn incubate(world: &mut World, id: &str, controller: Entity, n: u32) {
    let Some(p) = find_predefined("Incubator") else { return };
    let card = TokenCard { def: Arc::new(p.card()), copy_of: None, role: None, face: Side::Front };
    let new = NewToken { label: id.to_string(), card, controller, tapped: false, host: None };
    if let Some(e) = create_token(world, new) {
        if let Some(mut c) = world.get_mut::<Counters>(e) {
            c.add(CounterKind::PlusOne, n);
        }
        log(world, "701.53a", says!("log-incubate", n = n));
    }
}

/// 614.1a: how many tokens an effect creates under `player`'s control where it would create `n`:
/// twice that many for each permanent of theirs whose "If an effect would create one or more
/// tokens under your control, it creates twice that many of those tokens instead." applies
/// (Anointed Procession, Parallel Lives), each logged.
pub fn doubled(world: &mut World, player: Entity, n: u32) -> u32 {
    let doublers = crate::rules::query::permanents_saying(world, |controller, a| {
        controller == player && *a == crate::cards::Ability::TokensDoubled
    });
    let mut now = n;
    for d in doublers {
        if now == 0 {
            break;
        }
        let was = now;
        now = now.saturating_mul(2).min(MOST_TOKENS);
        log(world, "614.1a", says!("log-tokens-doubled", permanent = refer(world, d), was = was, n = now));
    }
    now
}

/// The most tokens one effect's doubled count comes to.
const MOST_TOKENS: u32 = 1000;

/// A copy's exceptions (707.9b) over the copiable values of `face`: its creature and card
/// types with those added, its text with the keywords added; `None` where there are none.
pub fn copy_exceptions(
    face: &crate::cards::Face,
    except: &crate::cards::effects::CopyExcept,
) -> Option<crate::rules::action::TokenSpec> {
    if *except == crate::cards::effects::CopyExcept::default() {
        return None;
    }
    let subtypes = (!except.more_subtypes.is_empty()).then(|| {
        let mut all = except.more_subtypes.clone();
        all.extend(face.subtypes.iter().filter(|s| !except.more_subtypes.contains(s)).cloned());
        all
    });
    let types = (!except.more_types.is_empty()).then(|| {
        let mut all = face.types.clone();
        all.extend(except.more_types.iter().filter(|t| !face.types.contains(t)));
        all.sort();
        all
    });
    // Its printed lines, then the keywords added, each on a line of its own.
    let text = (!except.keywords.is_empty()).then(|| {
        let printed = Some(face.text.as_str()).filter(|t| !t.is_empty());
        printed.into_iter().chain(except.keywords.iter().map(String::as_str)).collect::<Vec<_>>().join("\n")
    });
    Some(crate::rules::action::TokenSpec {
        colors: except.colors.clone(),
        types,
        subtypes,
        power: except.pt.map(|p| p.0),
        toughness: except.pt.map(|p| p.1),
        text,
        no_mana_cost: except.no_mana_cost,
        ..crate::rules::action::TokenSpec::default()
    })
}
