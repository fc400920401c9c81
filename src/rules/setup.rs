//! Building a table: players and the objects a scene or a saved table starts with.

use std::sync::Arc;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::action::{FaceDownKind, Id, Position, Side, TokenKind, Zone};
use super::apply::{find_player, log};
use super::components::*;
use super::layers::derive_dirty;
use super::tokens::{find_predefined, spec_card};
use crate::cards::{CardDb, CardDef, CardType};

/// One object on the starting table (SCENES.md "Setup entries").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SetupEntry {
    /// A card.
    Card {
        id: Id,
        name: String,
        owner: String,
        zone: Zone,
        #[serde(default)]
        controller: Option<String>,
        #[serde(default)]
        face: Option<Side>,
        #[serde(default)]
        face_down: Option<FaceDownKind>,
        #[serde(default)]
        tapped: bool,
        #[serde(default)]
        damage: u32,
        #[serde(default)]
        counters: Vec<(String, u32)>,
        #[serde(default)]
        attached_to: Option<Id>,
        #[serde(default)]
        position: Option<Position>,
        /// It is a copy of that (earlier or later) entry, as if it entered as one (Clone).
        #[serde(default)]
        copy_of: Option<Id>,
    },
    /// A token (predefined, defined, or a copy of an earlier entry).
    Token {
        id: Id,
        token: TokenKind,
        controller: String,
        #[serde(default)]
        zone: Option<Zone>,
        #[serde(default)]
        face: Option<Side>,
        #[serde(default)]
        tapped: bool,
        #[serde(default)]
        damage: u32,
        #[serde(default)]
        counters: Vec<(String, u32)>,
        #[serde(default)]
        attached_to: Option<Id>,
    },
}

impl SetupEntry {
    /// A card with only the required fields: `Card(id, name, owner, zone)`.
    pub fn card(id: impl Into<Id>, name: impl Into<String>, owner: impl Into<String>, zone: Zone) -> SetupEntry {
        SetupEntry::Card {
            id: id.into(),
            name: name.into(),
            owner: owner.into(),
            zone,
            controller: None,
            face: None,
            face_down: None,
            tapped: false,
            damage: 0,
            counters: Vec::new(),
            attached_to: None,
            position: None,
            copy_of: None,
        }
    }

    /// The entry's id.
    pub fn id(&self) -> &Id {
        match self {
            SetupEntry::Card { id, .. } | SetupEntry::Token { id, .. } => id,
        }
    }
}

/// A starting table: players in seat order, scene-local cards, and objects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    pub players: Vec<String>,
    #[serde(default)]
    pub cards: Vec<CardDef>,
    #[serde(default)]
    pub setup: Vec<SetupEntry>,
}

/// Why a setup entry could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// Index of the entry in `setup` (`None`: the players).
    pub entry: Option<usize>,
    pub message: String,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.entry {
            Some(i) => write!(f, "setup entry {}: {}", i + 1, self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// Builds the table on an empty rules world. Nothing is half-built: on error the caller should
/// discard the world (the window builds into a fresh one and keeps the old table).
pub fn build_table(world: &mut World, table: &TableSetup) -> Result<(), SetupError> {
    let err = |entry: Option<usize>, message: String| SetupError { entry, message };
    if table.players.is_empty() {
        return Err(err(None, "a table needs at least one player".into()));
    }
    let mut local = CardDb::default();
    for def in &table.cards {
        def.validate().map_err(|m| err(None, m))?;
        local.insert(def.clone());
    }
    let mut players = Vec::new();
    for name in &table.players {
        if players.iter().any(|p: &Entity| world.get::<Player>(*p).is_some_and(|x| x.name.eq_ignore_ascii_case(name))) {
            return Err(err(None, format!("player {name:?} is listed twice")));
        }
        players.push(world.spawn((Player { name: name.clone() }, Name::new(name.clone()))).id());
    }
    world.resource_mut::<Players>().0 = players;
    world.resource_mut::<Turn>().number = 1;
    world.resource_mut::<super::log::RulesLog>().current_turn = 1;

    let mut attachments = Vec::new();
    let mut copies = Vec::new();
    for (i, entry) in table.setup.iter().enumerate() {
        if world.resource::<Labels>().0.contains_key(entry.id()) {
            return Err(err(Some(i), format!("id {:?} is used twice", entry.id())));
        }
        let e = match entry {
            SetupEntry::Card {
                id,
                name,
                owner,
                zone,
                controller,
                face,
                face_down,
                tapped,
                damage,
                counters,
                position,
                copy_of,
                ..
            } => {
                let def = match local.get(name).or_else(|| world.resource::<CardDb>().get(name)) {
                    Some(d) => d.clone(),
                    None => {
                        let mut hints = local.suggest(name);
                        hints.extend(world.resource::<CardDb>().suggest(name));
                        let hint = if hints.is_empty() {
                            String::new()
                        } else {
                            format!(" (did you mean {}?)", hints.join(", "))
                        };
                        return Err(err(Some(i), format!("unknown card {name:?}{hint}")));
                    }
                };
                let owner_e =
                    find_player(world, owner).ok_or_else(|| err(Some(i), format!("unknown player {owner:?}")))?;
                let ctl = match controller {
                    Some(c) => find_player(world, c).ok_or_else(|| err(Some(i), format!("unknown player {c:?}")))?,
                    None => owner_e,
                };
                let face = face.unwrap_or_default();
                if face == Side::Back && !def.is_double_faced() {
                    return Err(err(Some(i), format!("{name} isn't double-faced; it has no back face to put up")));
                }
                let e = spawn_object(
                    world, id, def, None, owner_e, ctl, *zone, *position, face, *face_down, *tapped, *damage, counters,
                );
                // A copy of an earlier entry is made at once, so later entries copying this one
                // see the copy; a copy of a later entry waits for it.
                match copy_of.as_ref().and_then(|of| world.resource::<Labels>().0.get(of).copied()) {
                    Some(src) => {
                        derive_dirty(world);
                        super::apply::become_copy(world, e, src, super::action::Until::Forever);
                    }
                    None => copies.extend(copy_of.iter().map(|of| (i, e, of.clone()))),
                }
                e
            }
            SetupEntry::Token { id, token, controller, zone, face, tapped, damage, counters, .. } => {
                let mut copied_face = None;
                let ctl = find_player(world, controller)
                    .ok_or_else(|| err(Some(i), format!("unknown player {controller:?}")))?;
                let (def, copy_of, role) = match token {
                    TokenKind::Predefined(k) => {
                        let p = find_predefined(k)
                            .ok_or_else(|| err(Some(i), format!("{k:?} isn't a predefined token (111.10)")))?;
                        (Arc::new(p.card()), None, p.role)
                    }
                    TokenKind::Spec(spec) => (Arc::new(spec_card(spec)), None, None),
                    TokenKind::CopyOf(of) | TokenKind::CopyOfExcept { card: of, .. } => {
                        if !world.resource::<Labels>().0.contains_key(of) {
                            return Err(err(Some(i), format!("unknown id {of:?} (a copy names an earlier entry)")));
                        }
                        // The same copy as CreateToken makes (707.2, 707.8a), from what the
                        // original is now, copy effects and face-down status included.
                        derive_dirty(world);
                        let except = match token {
                            TokenKind::CopyOfExcept { except, .. } => Some(except),
                            _ => None,
                        };
                        let (def, copy_of, _, up) =
                            super::apply::copy_token_card(world, of, except).ok_or_else(|| {
                                err(Some(i), format!("{of:?} can't be copied as a token (111.5, 111.12)"))
                            })?;
                        copied_face = Some(up);
                        (def, copy_of, None)
                    }
                };
                let e = spawn_object(
                    world,
                    id,
                    def,
                    Some(Token { copy_of }),
                    ctl,
                    ctl,
                    zone.unwrap_or(Zone::Battlefield),
                    None,
                    face.or(copied_face).unwrap_or_default(),
                    None,
                    *tapped,
                    *damage,
                    counters,
                );
                if let Some(r) = role {
                    world.entity_mut(e).insert(r);
                }
                e
            }
        };
        let attached_to = match entry {
            SetupEntry::Card { attached_to, .. } | SetupEntry::Token { attached_to, .. } => attached_to,
        };
        if let Some(host) = attached_to {
            attachments.push((i, e, host.clone()));
        }
    }
    for (i, e, host) in attachments {
        let h = world
            .resource::<Labels>()
            .0
            .get(&host)
            .copied()
            .ok_or_else(|| err(Some(i), format!("unknown id {host:?}")))?;
        world.entity_mut(e).insert(AttachedTo(h));
        world.resource_mut::<Dirty>().mark(h);
    }
    derive_dirty(world);
    for (i, e, of) in copies {
        let src =
            world.resource::<Labels>().0.get(&of).copied().ok_or_else(|| err(Some(i), format!("unknown id {of:?}")))?;
        super::apply::become_copy(world, e, src, super::action::Until::Forever);
    }
    derive_dirty(world);
    log(world, "103", format!("table set up: {} player(s), {} object(s)", table.players.len(), table.setup.len()));
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn spawn_object(
    world: &mut World,
    id: &str,
    def: Arc<CardDef>,
    token: Option<Token>,
    owner: Entity,
    controller: Entity,
    zone: Zone,
    position: Option<Position>,
    face: Side,
    face_down: Option<FaceDownKind>,
    tapped: bool,
    damage: u32,
    counters: &[(String, u32)],
) -> Entity {
    let (object, ts, order) = {
        let mut clock = world.resource_mut::<RulesClock>();
        let order = match position {
            Some(Position::Top) => clock.next_top(),
            _ => clock.next_bottom(),
        };
        (clock.next_object(), clock.next_timestamp(), order)
    };
    let mut c = Counters::default();
    for (k, n) in counters {
        c.add(k, *n);
    }
    // 306.5b, 310.4b: a planeswalker or battle set up on the battlefield has its printed
    // loyalty or defense unless the setup says otherwise.
    if zone == Zone::Battlefield && face_down.is_none() {
        if let Some(f) = def.faces.get(face.index()) {
            if f.has_type(CardType::Planeswalker) && !counters.iter().any(|(k, _)| k == "loyalty") {
                c.add("loyalty", f.loyalty.unwrap_or(0).max(0) as u32);
            }
            if f.has_type(CardType::Battle) && !counters.iter().any(|(k, _)| k == "defense") {
                c.add("defense", f.defense.unwrap_or(0).max(0) as u32);
            }
        }
    }
    let mut entity = world.spawn((
        Name::new(id.to_string()),
        Label(id.to_string()),
        Printed(def),
        object,
        Timestamp(ts),
        InZone { zone, order },
        Owner(owner),
        Controller(controller),
        FaceUp(face),
        FaceDown(face_down),
        Tapped(tapped),
        Damage(damage),
        c,
        (Effects::default(), TransformCount(0)),
    ));
    if let Some(t) = token {
        entity.insert(t);
    }
    let e = entity.id();
    world.resource_mut::<Labels>().0.insert(id.to_string(), e);
    world.resource_mut::<Dirty>().mark(e);
    e
}
