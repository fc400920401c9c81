//! Building a table: players and the objects a scene or a saved table starts with.

use crate::i18n::Said;
use std::sync::Arc;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::action::{FaceDownKind, ObjectId, Position, RulesMode, Side, TokenKind, Until, Zone};
use super::characteristics::Characteristics;
use super::counters::{CounterKind, Counters};
use super::game::{Dirty, RulesClock, Turn};
use super::layers::derive_dirty;
use super::log::{LogText, RulesLog, log};
use super::object::*;
use super::ops::effects::become_copy;
use super::ops::tokens::copy_token_card;
use super::ops::zones::entering_counters;
use super::predefined::{find_predefined, spec_card};
use super::query::find_player;
use crate::cards::{CardDb, CardDef};

/// One object on the starting table (SCENES.md "Setup entries").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum SetupEntry {
    /// A card.
    Card {
        /// Its id.
        id: ObjectId,
        /// The card's name (any face's name finds the card).
        name: String,
        /// Its owner.
        owner: String,
        /// The zone it starts in.
        zone: Zone,
        #[serde(default)]
        /// Its controller (default: its owner).
        controller: Option<String>,
        #[serde(default)]
        /// The face up (Back: entered transformed).
        face: Option<Side>,
        #[serde(default)]
        /// Face down, and why.
        face_down: Option<FaceDownKind>,
        #[serde(default)]
        /// Tapped.
        tapped: bool,
        #[serde(default)]
        /// Marked damage.
        damage: u32,
        #[serde(default)]
        /// Counters on it.
        counters: Vec<(CounterKind, u32)>,
        #[serde(default)]
        /// What it is attached to.
        attached_to: Option<ObjectId>,
        #[serde(default)]
        /// Top or bottom of its library (default: in listed order, first on top).
        position: Option<Position>,
        /// It is a copy of that (earlier or later) entry, as if it entered as one (Clone).
        #[serde(default)]
        copy_of: Option<ObjectId>,
        /// Its owner's commander (903.3).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        commander: bool,
    },
    /// A token (predefined, defined, or a copy of an earlier entry).
    Token {
        /// Its id.
        id: ObjectId,
        /// What token.
        token: TokenKind,
        /// Its controller and owner.
        controller: String,
        #[serde(default)]
        /// The zone it starts in (default: the battlefield; anywhere else it ceases to exist).
        zone: Option<Zone>,
        #[serde(default)]
        /// The face up.
        face: Option<Side>,
        #[serde(default)]
        /// Tapped.
        tapped: bool,
        #[serde(default)]
        /// Marked damage.
        damage: u32,
        #[serde(default)]
        /// Counters on it.
        counters: Vec<(CounterKind, u32)>,
        #[serde(default)]
        /// What it is attached to.
        attached_to: Option<ObjectId>,
    },
}

impl SetupEntry {
    /// A card with only the required fields: `Card(id, name, owner, zone)`.
    pub fn card(id: impl Into<ObjectId>, name: impl Into<String>, owner: impl Into<String>, zone: Zone) -> SetupEntry {
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
            commander: false,
        }
    }

    /// The entry's id.
    pub fn id(&self) -> &ObjectId {
        match self {
            SetupEntry::Card { id, .. } | SetupEntry::Token { id, .. } => id,
        }
    }
}

/// A starting table: players in seat order, scene-local cards, and objects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSetup {
    /// The players in seat order.
    pub players: Vec<String>,
    /// Cards defined for this table only.
    #[serde(default)]
    pub cards: Vec<CardDef>,
    /// The objects it starts with.
    #[serde(default)]
    pub setup: Vec<SetupEntry>,
    /// The seed of the table's random source (shuffles, dice); `None`: a fixed one.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Whether the rules run the turn (`Assisted`) or the players do (`Free`, the default).
    #[serde(default, skip_serializing_if = "RulesMode::is_free")]
    pub mode: RulesMode,
    /// A game kept before triggered abilities went on the stack by themselves (a save of
    /// format 1, a replay of format 2 or older): they are said in the log as at a free table,
    /// so the game plays back as it was played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub triggers_by_hand: bool,
    /// A game kept before spells did what they say (a save of format 2 or older, a replay of
    /// format 3 or older): spells resolve for the players to carry out, as they were played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spells_by_hand: bool,
    /// The game begins at the start of turn 1, in its untap step (502.4: nobody receives
    /// priority there; 103.8a: in a two-player game the player who plays first skips the draw
    /// of their first turn); otherwise a table is set up in turn 1's precombat main phase.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub first_turn: bool,
    /// A game: it begins with the players' opening hands (103.5), nobody holding priority in
    /// turn 1's untap step until every player has kept (`Keep`); then turn 1 begins.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opening_hands: bool,
}

/// Why a setup entry could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// Index of the entry in `setup` (`None`: the players).
    pub entry: Option<usize>,
    /// What is wrong.
    pub problem: SetupProblem,
}

/// What is wrong with a table's setup or a card brought in: typed, put into words by the
/// reader ([`SetupProblem::said`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// Two entries with one id.
    IdTwice(ObjectId),
    /// An entry names an id no entry has.
    UnknownId(ObjectId),
    /// A table with no player.
    NoPlayer,
    /// Two players with one name (in any case).
    PlayerTwice(String),
    /// A player the table doesn't have.
    UnknownPlayer(String),
    /// A card neither the table's own cards nor the card database have, and the names near it.
    UnknownCard {
        /// The name as written.
        name: String,
        /// The nearest known names.
        near: Vec<String>,
    },
    /// Its back face asked of a card that has one face.
    NotDoubleFaced(String),
    /// A card brought in with an id already taken.
    IdTaken(String),
    /// The table already has as many objects as it may.
    TooManyObjects(usize),
    /// A predefined token (111.10) the rules don't know.
    NotPredefined(String),
    /// A token copy of an id no entry has.
    CopyUnknownId(ObjectId),
    /// A token copy of something that can't be copied.
    CannotCopy(ObjectId),
    /// A card of the table's own that isn't whole.
    BadCard(crate::cards::CardProblem),
}

impl SetupProblem {
    /// The problem as a message of the files' translations, for the reader to say.
    pub fn said(&self) -> Said {
        let (id, args) = self.message();
        Said::of(id, &args)
    }

    /// The problem in a log line ("no card is brought in: ..."): the same message.
    pub fn logged(&self) -> LogText {
        let (id, args) = self.message();
        LogText::of_text(id, args)
    }

    /// The message of the files' translations and its arguments (ids and names quoted as
    /// written).
    fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        let quoted = |s: &str| format!("{s:?}");
        match self {
            SetupProblem::IdTwice(id) => ("files-id-twice", vec![("id", quoted(id))]),
            SetupProblem::UnknownId(id) => ("files-unknown-id", vec![("id", quoted(id))]),
            SetupProblem::NoPlayer => ("files-table-no-player", vec![]),
            SetupProblem::PlayerTwice(name) => ("files-player-twice", vec![("name", quoted(name))]),
            SetupProblem::UnknownPlayer(name) => ("files-unknown-player-alone", vec![("name", quoted(name))]),
            SetupProblem::UnknownCard { name, near } if near.is_empty() => {
                ("files-unknown-card", vec![("name", quoted(name))])
            }
            SetupProblem::UnknownCard { name, near } => {
                ("files-unknown-card-near", vec![("name", quoted(name)), ("near", near.join(", "))])
            }
            SetupProblem::NotDoubleFaced(name) => ("files-not-double-faced", vec![("name", name.clone())]),
            SetupProblem::IdTaken(id) => ("files-id-taken", vec![("id", quoted(id))]),
            SetupProblem::TooManyObjects(most) => ("files-too-many-objects", vec![("most", most.to_string())]),
            SetupProblem::NotPredefined(name) => ("files-not-predefined", vec![("name", quoted(name))]),
            SetupProblem::CopyUnknownId(id) => ("files-copy-unknown-id", vec![("id", quoted(id))]),
            SetupProblem::CannotCopy(id) => ("files-cannot-copy", vec![("id", quoted(id))]),
            SetupProblem::BadCard(problem) => problem.message(),
        }
    }
}

crate::i18n::said_by_said!(SetupProblem);

/// "setup entry N: what", or what alone for the players.
impl crate::i18n::SaidIn for SetupError {
    fn said_in(&self, lang: crate::i18n::Lang) -> String {
        let what = self.problem.said().text_in(lang);
        match self.entry {
            Some(i) => lang.t("files-setup-entry", &[("n", &(i + 1).to_string()), ("what", &what)]),
            None => what,
        }
    }
}

crate::i18n::display_in_english!(SetupError);

/// Builds the table on an empty rules world. Nothing is half-built: on error the caller should
/// discard the world (the window builds into a fresh one and keeps the old table).
pub fn build_table(world: &mut World, table: &TableSetup) -> Result<(), SetupError> {
    let local = local_cards(table)?;
    if let Some(seed) = table.seed {
        world.insert_resource(super::game::RulesRng::seeded(seed));
    }
    spawn_players(world, &table.players)?;
    world.insert_resource(table.mode);
    if let Some(mut t) = world.get_resource_mut::<super::triggers::Triggers>() {
        t.by_hand = table.triggers_by_hand;
    }
    world.insert_resource(super::ops::spells::SpellsByHand(table.spells_by_hand));
    let (mut attachments, mut copies) = (Vec::new(), Vec::new());
    for (i, entry) in table.setup.iter().enumerate() {
        let err = |problem: SetupProblem| SetupError { entry: Some(i), problem };
        if world.resource::<Labels>().0.contains_key(entry.id().as_str()) {
            return Err(err(SetupProblem::IdTwice(entry.id().clone())));
        }
        let e = match entry {
            SetupEntry::Card { copy_of, .. } => {
                let e = spawn_card(world, &local, entry).map_err(err)?;
                // A copy of an earlier entry is made at once, so later entries copying this one
                // see the copy; a copy of a later entry waits for it.
                match copy_of.as_ref().and_then(|of| world.resource::<Labels>().0.get(of.as_str()).copied()) {
                    Some(src) => become_copy(world, e, src, Until::Forever, None),
                    None => copies.extend(copy_of.iter().map(|of| (i, e, of.clone()))),
                }
                e
            }
            SetupEntry::Token { .. } => spawn_token(world, entry).map_err(err)?,
        };
        let (SetupEntry::Card { attached_to, .. } | SetupEntry::Token { attached_to, .. }) = entry;
        attachments.extend(attached_to.iter().map(|host| (i, e, host.clone())));
    }
    let find = |world: &World, i: usize, id: &ObjectId| {
        let found = world.resource::<Labels>().0.get(id.as_str()).copied();
        found.ok_or_else(|| SetupError { entry: Some(i), problem: SetupProblem::UnknownId(id.clone()) })
    };
    for (i, e, host) in attachments {
        // An Aura may enchant a player (303.4b).
        let h = match find_player(world, &host) {
            Some(p) => p,
            None => find(world, i, &host)?,
        };
        world.entity_mut(e).insert(AttachedTo(h));
        world.resource_mut::<Dirty>().mark(h);
    }
    derive_dirty(world);
    for (i, e, of) in copies {
        let src = find(world, i, &of)?;
        become_copy(world, e, src, Until::Forever, None);
    }
    derive_dirty(world);
    copies_enter_with_counters(world, table);
    let (players, objects) = (table.players.len(), table.setup.len());
    log(world, "103", crate::says!("log-table-set-up", players = players, objects = objects));
    if table.mode == RulesMode::Assisted {
        log(world, "117", crate::says!("log-rules-run-this-table"));
    }
    match (table.opening_hands, table.first_turn) {
        (true, _) => super::ops::opening::begin(world),
        (false, true) => super::ops::turn::begin_first_turn(world),
        (false, false) => super::ops::priority::begin_step(world),
    }
    Ok(())
}

/// 306.5b, 310.4b, 707.2: a card set up on the battlefield as a copy has the loyalty or defense
/// of the face it copies, unless the setup gives that kind of counter itself.
fn copies_enter_with_counters(world: &mut World, table: &TableSetup) {
    for entry in &table.setup {
        let SetupEntry::Card { id, zone: Zone::Battlefield, face_down: None, copy_of: Some(_), counters, .. } = entry
        else {
            continue;
        };
        let Some(e) = world.resource::<Labels>().0.get(id.as_str()).copied() else { continue };
        let Some(face) = world.get::<Characteristics>(e).map(|c| c.copiable.face.clone()) else { continue };
        let Some(mut have) = world.get_mut::<Counters>(e) else { continue };
        for (k, n) in entering_counters(&face).0 {
            if !counters.iter().any(|(given, _)| *given == k) {
                have.add(k, n);
            }
        }
        world.resource_mut::<Dirty>().mark(e);
    }
    derive_dirty(world);
}

/// The table's own card definitions, checked.
fn local_cards(table: &TableSetup) -> Result<CardDb, SetupError> {
    let mut local = CardDb::default();
    for def in &table.cards {
        def.validate().map_err(|p| SetupError { entry: None, problem: SetupProblem::BadCard(p) })?;
        local.insert(def.clone());
    }
    Ok(local)
}

fn spawn_players(world: &mut World, names: &[String]) -> Result<(), SetupError> {
    let err = |problem: SetupProblem| SetupError { entry: None, problem };
    if names.is_empty() {
        return Err(err(SetupProblem::NoPlayer));
    }
    let mut players = Vec::new();
    for name in names {
        if players.iter().any(|p: &Entity| world.get::<Player>(*p).is_some_and(|x| x.name.eq_ignore_ascii_case(name))) {
            return Err(err(SetupProblem::PlayerTwice(name.clone())));
        }
        let life = Life(super::ops::players::STARTING_LIFE);
        players.push(
            world.spawn((Player { name: name.clone() }, life, PlayerCounters::default(), Name::new(name.clone()))).id(),
        );
    }
    world.resource_mut::<Players>().0 = players;
    super::sight::players_changed(world);
    world.resource_mut::<Turn>().number = 1;
    world.resource_mut::<RulesLog>().current_turn = 1;
    Ok(())
}

fn unknown_card(local: &CardDb, db: &CardDb, name: &str) -> SetupProblem {
    let mut near = local.suggest(name);
    near.extend(db.suggest(name));
    SetupProblem::UnknownCard { name: name.to_string(), near }
}

fn unknown_player(name: &str) -> SetupProblem {
    SetupProblem::UnknownPlayer(name.to_string())
}

fn spawn_card(world: &mut World, local: &CardDb, entry: &SetupEntry) -> Result<Entity, SetupProblem> {
    let SetupEntry::Card { id, name, owner, zone, controller, face, face_down, position, commander, .. } = entry else {
        unreachable!("spawn_card is given Card entries")
    };
    let def = match local.get(name).or_else(|| world.resource::<CardDb>().get(name)) {
        Some(d) => d.clone(),
        None => return Err(unknown_card(local, world.resource::<CardDb>(), name)),
    };
    let owner_e = find_player(world, owner).ok_or_else(|| unknown_player(owner))?;
    let ctl = match controller {
        Some(c) => find_player(world, c).ok_or_else(|| unknown_player(c))?,
        None => owner_e,
    };
    let face = face.unwrap_or_default();
    if face == Side::Back && !def.is_double_faced() {
        return Err(SetupProblem::NotDoubleFaced(name.clone()));
    }
    let placed =
        Placed { owner: owner_e, controller: ctl, zone: *zone, position: *position, face, face_down: *face_down };
    let e = spawn_object(world, id, def, placed, entry);
    if *commander {
        world.entity_mut(e).insert(Commander::default());
    }
    Ok(e)
}

/// 400.11b: a card brought into the game from outside it, during the game: a new object in
/// `zone` (on top of a library or the stack), with what a card set up there would have.
pub fn add_card(world: &mut World, id: &str, name: &str, owner: &str, zone: Zone) -> Result<Entity, SetupProblem> {
    if world.resource::<Labels>().0.contains_key(id) {
        return Err(SetupProblem::IdTaken(id.to_string()));
    }
    // The same bound as tokens: each object is a part of every seat's model.
    let most = super::ops::tokens::MAX_OBJECTS;
    if world.resource::<Labels>().0.len() >= most {
        return Err(SetupProblem::TooManyObjects(most));
    }
    let mut entry = SetupEntry::card(id, name, owner, zone);
    if let SetupEntry::Card { position, .. } = &mut entry
        && matches!(zone, Zone::Library | Zone::Stack)
    {
        *position = Some(Position::Top);
    }
    let e = spawn_card(world, &CardDb::default(), &entry)?;
    derive_dirty(world);
    Ok(e)
}

fn spawn_token(world: &mut World, entry: &SetupEntry) -> Result<Entity, SetupProblem> {
    let SetupEntry::Token { id, token, controller, zone, face, .. } = entry else {
        unreachable!("spawn_token is given Token entries")
    };
    let ctl = find_player(world, controller).ok_or_else(|| unknown_player(controller))?;
    let (def, copy_of, role, copied_face) = match token {
        TokenKind::Predefined(k) => {
            let p = find_predefined(k).ok_or_else(|| SetupProblem::NotPredefined(k.clone()))?;
            (Arc::new(p.card()), None, p.role, None)
        }
        TokenKind::Spec(spec) => (Arc::new(spec_card(spec)), None, None, None),
        TokenKind::CopyOf(of) | TokenKind::CopyOfExcept { card: of, .. } => {
            if !world.resource::<Labels>().0.contains_key(of.as_str()) {
                return Err(SetupProblem::CopyUnknownId(of.clone()));
            }
            // The same copy as CreateToken makes (707.2, 707.8a), from what the original is
            // now, copy effects and face-down status included.
            derive_dirty(world);
            let except = match token {
                TokenKind::CopyOfExcept { except, .. } => Some(&**except),
                _ => None,
            };
            let c = copy_token_card(world, of, except).ok_or_else(|| SetupProblem::CannotCopy(of.clone()))?;
            (c.def, c.copy_of, None, Some(c.face))
        }
    };
    let face = face.or(copied_face).unwrap_or_default();
    let zone = zone.unwrap_or(Zone::Battlefield);
    let placed = Placed { owner: ctl, controller: ctl, zone, position: None, face, face_down: None };
    let e = spawn_object(world, id, def, placed, entry);
    world.entity_mut(e).insert(Token { copy_of });
    if let Some(r) = role {
        world.entity_mut(e).insert(r);
    }
    Ok(e)
}

/// Where and how a setup object starts.
struct Placed {
    owner: Entity,
    controller: Entity,
    zone: Zone,
    position: Option<Position>,
    face: Side,
    face_down: Option<FaceDownKind>,
}

fn spawn_object(world: &mut World, id: &str, def: Arc<CardDef>, p: Placed, entry: &SetupEntry) -> Entity {
    let (SetupEntry::Card { tapped, damage, counters, .. } | SetupEntry::Token { tapped, damage, counters, .. }) =
        entry;
    let (object_id, ts, order) = {
        let mut clock = world.resource_mut::<RulesClock>();
        let order = match p.position {
            Some(Position::Top) => clock.next_top(),
            _ => clock.next_bottom(),
        };
        (clock.next_object(), clock.next_timestamp(), order)
    };
    let mut c = Counters::default();
    for (k, n) in counters {
        c.add(k.clone(), *n);
    }
    // 306.5b, 310.4b: a planeswalker or battle set up on the battlefield has its printed
    // loyalty or defense unless the setup says otherwise (a copy gets the copied face's once it
    // is one: `copies_enter_with_counters`).
    let is_copy = matches!(entry, SetupEntry::Card { copy_of: Some(_), .. });
    if p.zone == Zone::Battlefield
        && p.face_down.is_none()
        && !is_copy
        && let Some(f) = def.faces.get(p.face.index())
    {
        for (k, n) in entering_counters(f).0 {
            if !counters.iter().any(|(given, _)| *given == k) {
                c.add(k, n);
            }
        }
    }
    let e = world
        .spawn((
            object(id, def, p.owner, p.controller, InZone { zone: p.zone, order }),
            (object_id, Timestamp(ts), FaceUp(p.face), FaceDown(p.face_down)),
            (Tapped(*tapped), Damage(*damage), c),
        ))
        .id();
    world.resource_mut::<Labels>().0.insert(id.to_string(), e);
    world.resource_mut::<Dirty>().mark(e);
    e
}
