//! Scene files (SCENES.md): load with precise errors, run headless through the same
//! `RulesPlugin` the window uses, check expectations, and record a table as a scene.

use std::fmt;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::cards::{CardDb, CardDef, CardType, Color, LoadError, Supertype, load_ron};
use crate::rules::action::{Action, DayNight, FaceDownKind, Filter, Id, Side, TokenKind, Zone};
use crate::rules::apply::{find_player, matches};
use crate::rules::components::*;
use crate::rules::layers::{Characteristics, derive_dirty};
use crate::rules::setup::{SetupEntry, TableSetup, build_table};
use crate::rules::tokens::find_predefined;
use crate::rules::{ActionRequest, RulesPlugin};

/// The newest scene/save format this build reads and writes.
pub const SCENE_FORMAT: u32 = 1;

/// Only the format version of a file, read before anything else so that a file from a newer
/// Bifronte is reported as such rather than as a list of unknown fields.
#[derive(Deserialize)]
#[serde(rename = "Scene")]
struct FormatOnly {
    #[serde(default)]
    format: Option<u32>,
}

/// A scene file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    /// The file format version (`SCENE_FORMAT`); saves write it, scenes may leave it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<u32>,
    pub title: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
    pub players: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardDef>,
    #[serde(default)]
    pub setup: Vec<SetupEntry>,
    #[serde(default)]
    pub steps: Vec<Step>,
}

/// One step of a scene.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    Do(Action),
    Expect(Expect),
    ExpectCount(ExpectCount),
    ExpectDayNight(DayNight),
}

/// `face_down:` in an expectation: a bool, or the kind of face-down.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FaceDownCheck {
    Is(bool),
    Kind(FaceDownKind),
}

/// `attached_to:` in an expectation: not checked, attached to nothing (`None`), or to an id.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum AttachCheck {
    #[default]
    Unchecked,
    Nothing,
    To(Id),
}

impl AttachCheck {
    fn is_unchecked(&self) -> bool {
        *self == AttachCheck::Unchecked
    }
}

impl Serialize for AttachCheck {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            AttachCheck::To(id) => s.serialize_str(id),
            _ => s.serialize_none(),
        }
    }
}

impl<'de> Deserialize<'de> for AttachCheck {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = AttachCheck;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an id string or None")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<AttachCheck, E> {
                Ok(AttachCheck::To(v.to_string()))
            }
            fn visit_none<E: serde::de::Error>(self) -> Result<AttachCheck, E> {
                Ok(AttachCheck::Nothing)
            }
            fn visit_unit<E: serde::de::Error>(self) -> Result<AttachCheck, E> {
                Ok(AttachCheck::Nothing)
            }
            fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<AttachCheck, D::Error> {
                String::deserialize(d).map(AttachCheck::To)
            }
        }
        d.deserialize_any(V)
    }
}

/// `Expect(card: "id", ..)`: checks only the fields it names.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    pub card: Id,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exists: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<Zone>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_value: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colors: Option<Vec<Color>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub types: Option<Vec<CardType>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtypes: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supertypes: Option<Vec<Supertype>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transformed: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face_down: Option<FaceDownCheck>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_token: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tapped: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counters: Option<Vec<(String, u32)>>,
    #[serde(default, skip_serializing_if = "AttachCheck::is_unchecked")]
    pub attached_to: AttachCheck,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attachments: Option<Vec<Id>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_contains: Option<String>,
}

/// `ExpectCount(zone: Battlefield, filter?, controller?, count: 3)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectCount {
    pub zone: Zone,
    #[serde(default)]
    pub filter: Option<Filter>,
    #[serde(default)]
    pub controller: Option<String>,
    pub count: usize,
}

/// A scene with where its parts are in its file.
#[derive(Clone, Debug)]
pub struct LoadedScene {
    pub path: PathBuf,
    pub scene: Scene,
    /// 1-based (line, col) of each setup entry.
    pub setup_pos: Vec<(usize, usize)>,
    /// 1-based (line, col) of each step.
    pub step_pos: Vec<(usize, usize)>,
}

impl LoadedScene {
    /// The starting table.
    pub fn table(&self) -> TableSetup {
        TableSetup {
            players: self.scene.players.clone(),
            cards: self.scene.cards.clone(),
            setup: self.scene.setup.clone(),
        }
    }
}

fn at(path: &Path, pos: Option<&(usize, usize)>, message: String) -> LoadError {
    let (line, col) = pos.copied().unwrap_or((1, 1));
    LoadError { path: path.to_owned(), line, col, message }
}

/// Loads and checks a scene file: parse errors, unknown cards (with suggestions), unknown ids,
/// players and predefined tokens, each with its file:line:col.
pub fn load_scene(path: &Path, db: &CardDb) -> Result<LoadedScene, LoadError> {
    let text = crate::cards::db::read_text(path)?;
    parse_scene(path, &text, db)
}

/// Parses and checks scene text (see `load_scene`).
pub fn parse_scene(path: &Path, text: &str, db: &CardDb) -> Result<LoadedScene, LoadError> {
    if let Ok(FormatOnly { format: Some(f) }) = crate::cards::db::ron_options().from_str::<FormatOnly>(text) {
        if f > SCENE_FORMAT {
            let pos = field_position(text, "format");
            let message = format!("format {f} was written by a newer Bifronte; this one reads up to {SCENE_FORMAT}");
            return Err(at(path, pos.as_ref(), message));
        }
    }
    let scene: Scene = load_ron(path, text)?;
    let loaded = LoadedScene {
        path: path.to_owned(),
        setup_pos: element_positions(text, "setup"),
        step_pos: element_positions(text, "steps"),
        scene,
    };
    validate(&loaded, db)?;
    Ok(loaded)
}

fn validate(l: &LoadedScene, db: &CardDb) -> Result<(), LoadError> {
    let s = &l.scene;
    let path = &l.path;
    if s.players.is_empty() {
        return Err(at(path, None, "a scene needs at least one player".into()));
    }
    let mut local = CardDb::default();
    for c in &s.cards {
        c.validate().map_err(|m| at(path, None, m))?;
        local.insert(c.clone());
    }
    let player_ok = |p: &str| s.players.iter().any(|x| x.eq_ignore_ascii_case(p));
    let mut ids: Vec<&str> = Vec::new();
    for (i, e) in s.setup.iter().enumerate() {
        let pos = l.setup_pos.get(i);
        let (name, players, token): (Option<&String>, Vec<&String>, Option<&TokenKind>) = match e {
            SetupEntry::Card { name, owner, controller, .. } => {
                (Some(name), std::iter::once(owner).chain(controller.iter()).collect(), None)
            }
            SetupEntry::Token { token, controller, .. } => (None, vec![controller], Some(token)),
        };
        if let Some(n) = name {
            if local.get(n).is_none() && db.get(n).is_none() {
                let mut hints = local.suggest(n);
                hints.extend(db.suggest(n));
                let hint =
                    if hints.is_empty() { String::new() } else { format!(" (did you mean {}?)", hints.join(", ")) };
                return Err(at(path, pos, format!("unknown card {n:?}{hint}")));
            }
        }
        for p in players {
            if !player_ok(p) {
                return Err(at(path, pos, format!("unknown player {p:?} (players: {})", s.players.join(", "))));
            }
        }
        if let Some(TokenKind::Predefined(k)) = token {
            if find_predefined(k).is_none() {
                return Err(at(path, pos, format!("unknown predefined token {k:?} (rule 111.10)")));
            }
        }
        if ids.contains(&e.id().as_str()) {
            return Err(at(path, pos, format!("id {:?} is used twice", e.id())));
        }
        ids.push(e.id());
    }
    // Every id any step introduces counts as known (a token created later may be named earlier
    // in an Expect that checks it doesn't exist yet).
    let mut known: Vec<String> = ids.iter().map(|s| s.to_string()).collect();
    for step in &s.steps {
        if let Step::Do(a) = step {
            known.extend(a.new_ids());
            if let Action::Stack { effect, .. } = a {
                known.extend(effect.new_ids());
            }
        }
    }
    for (i, e) in s.setup.iter().enumerate() {
        let refs: Vec<&Id> = match e {
            SetupEntry::Card { attached_to, copy_of, .. } => attached_to.iter().chain(copy_of.iter()).collect(),
            SetupEntry::Token { attached_to, token, .. } => {
                let mut v: Vec<&Id> = attached_to.iter().collect();
                if let TokenKind::CopyOf(c) | TokenKind::CopyOfExcept { card: c, .. } = token {
                    v.push(c);
                }
                v
            }
        };
        for r in refs {
            if !known.contains(r) {
                return Err(at(path, l.setup_pos.get(i), format!("unknown id {r:?}")));
            }
        }
    }
    for (i, step) in s.steps.iter().enumerate() {
        let pos = l.step_pos.get(i);
        let (refs, players): (Vec<&Id>, Vec<&String>) = match step {
            Step::Do(a) => (a.ids(), action_players(a)),
            Step::Expect(e) => {
                let mut v = vec![&e.card];
                if let AttachCheck::To(h) = &e.attached_to {
                    v.push(h);
                }
                v.extend(e.attachments.iter().flatten());
                (v, e.owner.iter().chain(e.controller.iter()).collect())
            }
            Step::ExpectCount(c) => (Vec::new(), c.controller.iter().collect()),
            Step::ExpectDayNight(_) => (Vec::new(), Vec::new()),
        };
        for r in refs {
            if !known.contains(r) {
                return Err(at(path, pos, format!("unknown id {r:?}: no setup entry or step introduces it")));
            }
        }
        for p in players {
            if !player_ok(p) {
                return Err(at(path, pos, format!("unknown player {p:?} (players: {})", s.players.join(", "))));
            }
        }
        if let Step::Do(a) = step {
            for k in predefined_kinds(a) {
                if find_predefined(k).is_none() {
                    return Err(at(path, pos, format!("unknown predefined token {k:?} (rule 111.10)")));
                }
            }
        }
    }
    Ok(())
}

fn action_players(a: &Action) -> Vec<&String> {
    match a {
        Action::Manifest { player } | Action::Cloak { player } | Action::ManifestDread { player, .. } => vec![player],
        Action::Incubate { player, .. } | Action::Shuffle { player } => vec![player],
        Action::CreateToken { controller, .. } => vec![controller],
        Action::PutOntoBattlefield { controller, .. } => controller.iter().collect(),
        Action::Stack { effect, .. } => action_players(effect),
        _ => Vec::new(),
    }
}

fn predefined_kinds(a: &Action) -> Vec<&String> {
    match a {
        Action::CreateToken { token: TokenKind::Predefined(k), .. } => vec![k],
        Action::Stack { effect, .. } => predefined_kinds(effect),
        _ => Vec::new(),
    }
}

/// The 1-based (line, col) of the value of the first `key:` in the text (outside comments).
fn field_position(text: &str, key: &str) -> Option<(usize, usize)> {
    text.lines().enumerate().find_map(|(i, line)| {
        let code = line.split("//").next().unwrap_or("");
        let at = code.find(key)?;
        let rest = code[at + key.len()..].trim_start();
        let value = rest.strip_prefix(':')?;
        let col = code.len() - value.trim_start().len();
        Some((i + 1, col + 1))
    })
}

/// The 1-based (line, col) of each element of the top-level list field `key` of a RON struct
/// (`steps`, `setup`). A small scanner: comments and strings are skipped, depth is tracked.
pub fn element_positions(text: &str, key: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let (mut depth, mut pending, mut in_list, mut expect) = (0i32, false, false, false);
    let mut last_ident = String::new();
    for (t, l, c) in tokens(text) {
        if in_list && expect && depth == 2 && t != "]" {
            out.push((l, c));
            expect = false;
        }
        match t.as_str() {
            ":" => pending = depth == 1 && last_ident == key,
            "[" | "(" | "{" => {
                depth += 1;
                if t == "[" && pending && depth == 2 {
                    in_list = true;
                    expect = true;
                }
                pending = false;
            }
            "]" | ")" | "}" => {
                if in_list && depth == 2 {
                    in_list = false;
                }
                depth -= 1;
            }
            "," if in_list && depth == 2 => expect = true,
            _ => {}
        }
        if t.chars().next().is_some_and(|c| c.is_alphanumeric() || c == '_') {
            last_ident = t;
        }
    }
    out
}

/// The 1-based (line, col) of each element of a RON document that is a list (a card file), or
/// of the document itself when it is not a list.
pub fn top_level_positions(text: &str) -> Vec<(usize, usize)> {
    let mut tokens = tokens(text);
    // Leading `#![...]` attributes.
    while tokens.first().is_some_and(|t| t.0 == "#") {
        let end = tokens.iter().position(|t| t.0 == "]").map_or(tokens.len(), |i| i + 1);
        tokens.drain(..end);
    }
    let Some((first, l0, c0)) = tokens.first() else { return Vec::new() };
    if first != "[" {
        return vec![(*l0, *c0)];
    }
    let (mut out, mut depth, mut expect) = (Vec::new(), 0i32, false);
    for (t, l, c) in tokens {
        if expect && depth == 1 && t != "]" {
            out.push((l, c));
            expect = false;
        }
        match t.as_str() {
            "[" | "(" | "{" => {
                depth += 1;
                expect = depth == 1;
            }
            "]" | ")" | "}" => depth -= 1,
            "," if depth == 1 => expect = true,
            _ => {}
        }
    }
    out
}

/// RON tokens: an identifier, a string (as '"'), or one punctuation char, each with its 1-based
/// position; comments and whitespace are skipped. (`#![..]` attributes come out as punctuation.)
fn tokens(text: &str) -> Vec<(String, usize, usize)> {
    let mut tokens: Vec<(String, usize, usize)> = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let (mut i, mut line, mut col) = (0usize, 1usize, 1usize);
    let step = |i: &mut usize, line: &mut usize, col: &mut usize| {
        if chars[*i] == '\n' {
            *line += 1;
            *col = 1;
        } else {
            *col += 1;
        }
        *i += 1;
    };
    while i < chars.len() {
        let (c, l0, c0) = (chars[i], line, col);
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                step(&mut i, &mut line, &mut col);
            }
        } else if c == '/' && chars.get(i + 1) == Some(&'*') {
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                step(&mut i, &mut line, &mut col);
            }
            for _ in 0..2 {
                if i < chars.len() {
                    step(&mut i, &mut line, &mut col);
                }
            }
        } else if c == '"' {
            step(&mut i, &mut line, &mut col);
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' && i + 1 < chars.len() {
                    step(&mut i, &mut line, &mut col);
                }
                step(&mut i, &mut line, &mut col);
            }
            if i < chars.len() {
                step(&mut i, &mut line, &mut col);
            }
            tokens.push(("\"".into(), l0, c0));
        } else if c.is_alphanumeric() || c == '_' {
            let mut ident = String::new();
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                ident.push(chars[i]);
                step(&mut i, &mut line, &mut col);
            }
            tokens.push((ident, l0, c0));
        } else {
            if !c.is_whitespace() {
                tokens.push((c.to_string(), l0, c0));
            }
            step(&mut i, &mut line, &mut col);
        }
    }
    tokens
}

/// Where a scene run stands after each step: the mismatches of a failed expectation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepFailure {
    /// 1-based step number.
    pub step: usize,
    /// Its line in the file.
    pub line: usize,
    /// `field: expected X, found Y`.
    pub mismatches: Vec<String>,
}

/// The outcome of checking one scene.
#[derive(Clone, Debug)]
pub enum Outcome {
    Pass,
    Fail(Vec<StepFailure>),
    Error(LoadError),
}

/// A headless rules app for a scene: MinimalPlugins + the RulesPlugin the window uses.
pub fn rules_app(db: CardDb) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).insert_resource(db).add_plugins(RulesPlugin);
    app.finish();
    app.cleanup();
    app
}

/// A setup error with the position of its entry in the scene file.
pub fn setup_error(l: &LoadedScene, e: crate::rules::SetupError) -> LoadError {
    at(&l.path, e.entry.and_then(|i| l.setup_pos.get(i)), e.message)
}

/// Builds the scene's starting table in an app. Setup errors carry their entry's position.
pub fn start(l: &LoadedScene, app: &mut App) -> Result<(), LoadError> {
    build_table(app.world_mut(), &l.table()).map_err(|e| setup_error(l, e))?;
    app.world_mut().insert_resource(StartingTable(l.table()));
    app.update();
    Ok(())
}

/// The table a session started from (for replay, undo and recording).
#[derive(Resource, Clone, Debug, Default)]
pub struct StartingTable(pub TableSetup);

/// Runs one step; returns the mismatches of an expectation (empty when it holds).
pub fn run_step(app: &mut App, step: &Step) -> Vec<String> {
    match step {
        Step::Do(a) => {
            app.world_mut().write_message(ActionRequest(a.clone()));
            app.update();
            Vec::new()
        }
        other => check_step(app.world_mut(), other),
    }
}

/// Checks an expectation step against the table now (a `Do` step checks nothing).
pub fn check_step(world: &mut World, step: &Step) -> Vec<String> {
    match step {
        Step::Do(_) => Vec::new(),
        Step::Expect(e) => check_expect(world, e),
        Step::ExpectCount(c) => {
            let found = count(world, c);
            if found == c.count { Vec::new() } else { vec![format!("count: expected {}, found {found}", c.count)] }
        }
        Step::ExpectDayNight(dn) => {
            let found = world.resource::<DayNightState>().0;
            if found == *dn { Vec::new() } else { vec![format!("day/night: expected {dn:?}, found {found:?}")] }
        }
    }
}

/// Runs a whole scene headless.
pub fn run_scene(l: &LoadedScene, db: &CardDb) -> Outcome {
    let mut app = rules_app(db.clone());
    if let Err(e) = start(l, &mut app) {
        return Outcome::Error(e);
    }
    let mut failures = Vec::new();
    for (i, step) in l.scene.steps.iter().enumerate() {
        let mismatches = run_step(&mut app, step);
        if !mismatches.is_empty() {
            failures.push(StepFailure { step: i + 1, line: l.step_pos.get(i).map_or(0, |p| p.0), mismatches });
        }
    }
    if failures.is_empty() { Outcome::Pass } else { Outcome::Fail(failures) }
}

fn count(world: &mut World, c: &ExpectCount) -> usize {
    let ctl = c.controller.as_ref().and_then(|n| find_player(world, n));
    let mut q = world.query::<(&InZone, &Characteristics, &Controller, Option<&Token>)>();
    let rows: Vec<(Characteristics, Entity, bool)> = q
        .iter(world)
        .filter(|(z, ..)| z.zone == c.zone)
        .map(|(_, ch, ct, t)| (ch.clone(), ct.0, t.is_some()))
        .collect();
    rows.iter()
        .filter(|(_, ct, _)| ctl.is_none_or(|p| p == *ct))
        .filter(|(ch, ct, t)| c.filter.as_ref().is_none_or(|f| matches(world, f, ch, *ct, *t)))
        .count()
}

fn set<T: Ord + Clone + fmt::Debug>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v.dedup();
    v
}

/// Compares an expectation with the table now.
pub fn check_expect(world: &mut World, x: &Expect) -> Vec<String> {
    derive_dirty(world);
    let mut out = Vec::new();
    let entity = world.resource::<Labels>().0.get(&x.card).copied().filter(|e| world.get_entity(*e).is_ok());
    let exists = entity.is_some();
    if let Some(want) = x.exists {
        if want != exists {
            out.push(format!("exists: expected {want}, found {exists}"));
        }
    }
    let Some(e) = entity else {
        let asks_more = x.zone.is_some() || x.name.is_some() || x.power.is_some() || x.toughness.is_some();
        if asks_more && x.exists != Some(false) {
            out.push("exists: expected true, found false".into());
        }
        return out;
    };
    let c = world.get::<Characteristics>(e).cloned().unwrap_or_default();
    let label = |w: &World, x: Entity| w.get::<Label>(x).map(|l| l.0.clone()).unwrap_or_default();
    let pname = |w: &World, x: Entity| w.get::<Player>(x).map(|p| p.name.clone()).unwrap_or_default();
    let mut cmp = |field: &str, want: String, found: String| {
        if want != found {
            out.push(format!("{field}: expected {want}, found {found}"));
        }
    };
    macro_rules! check {
        ($field:ident, $found:expr) => {
            if let Some(w) = &x.$field {
                cmp(stringify!($field), format!("{:?}", w), format!("{:?}", $found));
            }
        };
    }
    check!(zone, world.get::<InZone>(e).map(|z| z.zone).unwrap_or(Zone::Battlefield));
    if let Some(o) = &x.owner {
        cmp("owner", o.clone(), world.get::<Owner>(e).map(|o| pname(world, o.0)).unwrap_or_default());
    }
    if let Some(o) = &x.controller {
        cmp("controller", o.clone(), world.get::<Controller>(e).map(|o| pname(world, o.0)).unwrap_or_default());
    }
    check!(name, c.name);
    check!(mana_value, c.mana_value);
    if let Some(w) = &x.colors {
        cmp("colors", format!("{:?}", set(w)), format!("{:?}", c.colors.to_vec()));
    }
    if let Some(w) = &x.types {
        cmp("types", format!("{:?}", set(w)), format!("{:?}", set(&c.types)));
    }
    if let Some(w) = &x.subtypes {
        cmp("subtypes", format!("{:?}", set(w)), format!("{:?}", set(&c.subtypes)));
    }
    if let Some(w) = &x.supertypes {
        cmp("supertypes", format!("{:?}", set(w)), format!("{:?}", set(&c.supertypes)));
    }
    check!(power, c.power.unwrap_or(0));
    check!(toughness, c.toughness.unwrap_or(0));
    check!(loyalty, c.loyalty.unwrap_or(0));
    check!(defense, c.defense.unwrap_or(0));
    check!(face, world.get::<FaceUp>(e).map_or(Side::Front, |f| f.0));
    check!(transformed, is_transformed(world, e));
    let fd = world.get::<FaceDown>(e).and_then(|f| f.0);
    match &x.face_down {
        Some(FaceDownCheck::Is(b)) => cmp("face_down", b.to_string(), fd.is_some().to_string()),
        Some(FaceDownCheck::Kind(k)) => {
            cmp("face_down", format!("{k:?}"), fd.map_or("false".into(), |k| format!("{k:?}")))
        }
        None => {}
    }
    check!(is_token, world.get::<Token>(e).is_some());
    check!(tapped, world.get::<Tapped>(e).is_some_and(|t| t.0));
    check!(damage, world.get::<Damage>(e).map_or(0, |d| d.0));
    if let Some(list) = &x.counters {
        let counters = world.get::<Counters>(e).cloned().unwrap_or_default();
        for (k, n) in list {
            cmp(&format!("counters[{k}]"), n.to_string(), counters.get(k).to_string());
        }
    }
    let host = world.get::<AttachedTo>(e).map(|a| label(world, a.0));
    match &x.attached_to {
        AttachCheck::Unchecked => {}
        AttachCheck::Nothing => cmp("attached_to", "None".into(), host.unwrap_or_else(|| "None".into())),
        AttachCheck::To(h) => cmp("attached_to", h.clone(), host.unwrap_or_else(|| "None".into())),
    }
    if let Some(w) = &x.attachments {
        let found: Vec<String> = world
            .get::<Attachments>(e)
            .map(|a| a.entities().iter().map(|x| label(world, *x)).collect())
            .unwrap_or_default();
        cmp("attachments", format!("{:?}", set(w)), format!("{:?}", set(&found)));
    }
    if let Some(t) = &x.text_contains {
        if !c.text.contains(t.as_str()) && !c.abilities.iter().any(|a| a.contains(t.as_str())) {
            out.push(format!("text_contains: expected {t:?}, found {:?}", c.abilities.join(" / ")));
        }
    }
    out
}

/// Every `.ron` file under the paths given (files or folders, recursively), sorted.
pub fn scene_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for p in paths {
        collect(p, &mut out);
    }
    out
}

fn collect(p: &Path, out: &mut Vec<PathBuf>) {
    if p.is_dir() {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(p).map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
        entries.sort();
        for e in entries {
            collect(&e, out);
        }
    } else if p.extension().is_some_and(|e| e == "ron") || p.is_file() {
        out.push(p.to_owned());
    }
}

/// A table as a file: its starting table and every action applied, which replay to the table as
/// it stands. This is the save format; it is a scene with only `Do` steps.
pub fn save(world: &World, title: &str) -> Scene {
    let table = world.get_resource::<StartingTable>().map(|s| s.0.clone()).unwrap_or_default();
    Scene {
        format: Some(SCENE_FORMAT),
        title: title.to_string(),
        rules: Vec::new(),
        notes: "Saved from a table.".into(),
        players: table.players,
        cards: table.cards,
        setup: table.setup,
        steps: world.resource::<ActionHistory>().0.iter().cloned().map(Step::Do).collect(),
    }
}

/// Records a table as a scene: the starting table, every action applied, and an `Expect` of
/// the final state of each object, so a session becomes a regression test.
pub fn record(world: &mut World, title: &str) -> Scene {
    derive_dirty(world);
    let mut scene = save(world, title);
    scene.notes = "Recorded from a table.".into();
    let steps = &mut scene.steps;
    let mut labels: Vec<(String, Entity)> = world.resource::<Labels>().0.iter().map(|(k, v)| (k.clone(), *v)).collect();
    labels.sort();
    for (id, e) in labels {
        if world.get::<StackedAbility>(e).is_some() {
            continue;
        }
        if world.get_entity(e).is_err() {
            steps.push(Step::Expect(Expect { card: id, exists: Some(false), ..Default::default() }));
            continue;
        }
        let c = world.get::<Characteristics>(e).cloned().unwrap_or_default();
        let host = world.get::<AttachedTo>(e).and_then(|a| world.get::<Label>(a.0)).map(|l| l.0.clone());
        let counters = world
            .get::<Counters>(e)
            .map(|c| c.0.iter().map(|(k, n)| (k.clone(), *n)).collect::<Vec<_>>())
            .unwrap_or_default();
        steps.push(Step::Expect(Expect {
            card: id,
            exists: Some(true),
            zone: world.get::<InZone>(e).map(|z| z.zone),
            name: Some(c.name.clone()),
            power: c.power,
            toughness: c.toughness,
            face: world.get::<FaceUp>(e).map(|f| f.0),
            face_down: Some(match world.get::<FaceDown>(e).and_then(|f| f.0) {
                Some(k) => FaceDownCheck::Kind(k),
                None => FaceDownCheck::Is(false),
            }),
            tapped: world.get::<Tapped>(e).map(|t| t.0),
            counters: (!counters.is_empty()).then_some(counters),
            attached_to: host.map_or(AttachCheck::Nothing, AttachCheck::To),
            ..Default::default()
        }));
    }
    let dn = world.resource::<DayNightState>().0;
    steps.push(Step::ExpectDayNight(dn));
    scene
}

/// Writes a scene as RON (implicit_some on, so it reads back as written).
pub fn to_ron(scene: &Scene) -> String {
    let cfg = ron::ser::PrettyConfig::new()
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME | ron::extensions::Extensions::UNWRAP_VARIANT_NEWTYPES)
        .struct_names(true);
    ron::ser::to_string_pretty(scene, cfg).unwrap_or_else(|e| format!("// could not serialize: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_positions_find_each_step() {
        let text = "#![enable(implicit_some)]\nScene(\n  title: \"a, [b]\", // steps: [x]\n  players: [\"A\"],\n  steps: [\n    Do(Tap(\"x\")),\n    Expect(card: \"x\", tapped: true),\n  ],\n)";
        assert_eq!(element_positions(text, "steps"), vec![(6, 5), (7, 5)]);
        assert_eq!(element_positions(text, "players"), vec![(4, 13)]);
        assert!(element_positions(text, "setup").is_empty());
    }
}
