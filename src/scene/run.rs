//! Running a scene headless: the same `RulesPlugin` the window uses, one step at a time, and
//! the expectations checked against the table as it is.

use std::fmt;

use bevy::prelude::*;

use super::{AttachCheck, Expect, ExpectCount, FaceDownCheck, LoadedScene, Step, setup_error};
use crate::cards::CardDb;
use crate::format::LoadError;
use crate::rules::action::{Side, Zone};
use crate::rules::characteristics::Characteristics;
use crate::rules::layers::derive_dirty;
use crate::rules::query::{find_player, is_transformed, matches};
use crate::rules::setup::{TableSetup, build_table};
use crate::rules::*;

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
    /// Every expectation held.
    Pass,
    /// Some expectations failed.
    Fail(Vec<StepFailure>),
    /// The scene could not be loaded or set up.
    Error(LoadError),
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
        Step::ExpectPlayer(x) => check_player(world, x),
        Step::ExpectStack(want) => check_stack(world, want),
        Step::ExpectTurn(want) => check_turn(world, want),
    }
}

fn check_turn(world: &World, want: &super::ExpectTurn) -> Vec<String> {
    use crate::rules::query::player_name;
    let turn = world.resource::<Turn>();
    let players = &world.resource::<Players>().0;
    let active = players.get(turn.active).map(|p| player_name(world, *p)).unwrap_or_default();
    let holder = crate::rules::ops::priority::holder(world).map_or("nobody".to_string(), |p| player_name(world, p));
    let mut out = Vec::new();
    if let Some(n) = want.number.filter(|n| *n != turn.number) {
        out.push(format!("turn: expected {n}, found {}", turn.number));
    }
    if let Some(a) = want.active.as_ref().filter(|a| !a.eq_ignore_ascii_case(&active)) {
        out.push(format!("active player: expected {a}, found {active}"));
    }
    if let Some(s) = want.step.filter(|s| *s != turn.step) {
        out.push(format!("step: expected {s:?}, found {:?}", turn.step));
    }
    if let Some(p) = want.priority.as_ref().filter(|p| !p.eq_ignore_ascii_case(&holder)) {
        out.push(format!("priority: expected {p}, found {holder}"));
    }
    out
}

/// What is on the stack, from the top down, as `ExpectStack` describes it.
pub fn stack_objects(world: &mut World) -> Vec<super::ExpectStackObject> {
    use super::{ExpectStackObject, StackKind};
    let mut q = world.query::<(Entity, &InZone)>();
    let mut on: Vec<(i64, Entity)> =
        q.iter(world).filter(|(_, z)| z.zone == Zone::Stack).map(|(e, z)| (z.order, e)).collect();
    on.sort();
    on.into_iter()
        .map(|(_, e)| {
            let id = Some(crate::rules::query::label(world, e));
            let controller_of = |world: &World, x: Entity| {
                world.get::<Controller>(x).map(|c| crate::rules::query::player_name(world, c.0))
            };
            match world.get::<StackedAbility>(e) {
                Some(a) => ExpectStackObject {
                    kind: Some(match a.kind {
                        AbilityKind::Activated => StackKind::Activated,
                        AbilityKind::Triggered => StackKind::Triggered,
                        AbilityKind::Delayed => StackKind::Delayed,
                    }),
                    id: id.map(Into::into),
                    source: world
                        .get_entity(a.source)
                        .is_ok()
                        .then(|| crate::rules::query::label(world, a.source))
                        .map(Into::into),
                    chapter: a.chapter,
                    controller: controller_of(world, e).or_else(|| controller_of(world, a.source)),
                },
                None => ExpectStackObject {
                    kind: Some(if world.get::<SpellCopy>(e).is_some() { StackKind::Copy } else { StackKind::Spell }),
                    id: id.map(Into::into),
                    source: None,
                    chapter: None,
                    controller: controller_of(world, e),
                },
            }
        })
        .collect()
}

fn check_stack(world: &mut World, want: &[super::ExpectStackObject]) -> Vec<String> {
    let found = stack_objects(world);
    let words = |v: &[super::ExpectStackObject]| crate::format::ron_options().to_string(&v).unwrap_or_default();
    if found.len() != want.len() {
        return vec![format!("stack: expected {} object(s), found {}: {}", want.len(), found.len(), words(&found))];
    }
    let mut out = Vec::new();
    for (i, (w, f)) in want.iter().zip(&found).enumerate() {
        let mut field =
            |name: &str, a: String, b: String| out.push(format!("stack[{i}].{name}: expected {a}, found {b}"));
        if let Some(k) = w.kind.filter(|k| Some(*k) != f.kind) {
            field("kind", format!("{k:?}"), format!("{:?}", f.kind));
        }
        if let Some(x) = w.id.as_ref().filter(|x| Some(*x) != f.id.as_ref()) {
            field("id", format!("{x:?}"), format!("{:?}", f.id));
        }
        if let Some(x) = w.source.as_ref().filter(|x| Some(*x) != f.source.as_ref()) {
            field("source", format!("{x:?}"), format!("{:?}", f.source));
        }
        if let Some(x) = w.chapter.filter(|x| Some(*x) != f.chapter) {
            field("chapter", format!("{x}"), format!("{:?}", f.chapter));
        }
        if let Some(x) =
            w.controller.as_ref().filter(|x| f.controller.as_ref().is_none_or(|c| !c.eq_ignore_ascii_case(x)))
        {
            field("controller", format!("{x:?}"), format!("{:?}", f.controller));
        }
    }
    out
}

fn check_player(world: &mut World, x: &super::ExpectPlayer) -> Vec<String> {
    use crate::rules::{Life, Lost, PlayerCounters};
    let Some(p) = crate::rules::find_player(world, &x.player) else {
        return vec![format!("no player named {:?}", x.player)];
    };
    let mut out = Vec::new();
    let life = world.get::<Life>(p).map_or(0, |l| l.0);
    if let Some(want) = x.life
        && want != life
    {
        out.push(format!("{}'s life: expected {want}, found {life}", x.player));
    }
    if let Some(want) = &x.counters {
        let found: Vec<(String, u32)> = world
            .get::<PlayerCounters>(p)
            .map(|c| c.0.iter().map(|(k, n)| (k.name(), *n)).collect())
            .unwrap_or_default();
        let want: Vec<(String, u32)> = set(&want.iter().map(|(k, n)| (k.to_lowercase(), *n)).collect::<Vec<_>>());
        if want != found {
            out.push(format!("{}'s counters: expected {want:?}, found {found:?}", x.player));
        }
    }
    if let Some(want) = &x.mana_pool {
        let found = crate::rules::ops::mana::pool(world, p).words();
        let want_pool = match crate::rules::ops::mana::parse_mana(want) {
            Ok(m) => {
                let mut pool = crate::rules::ManaPool::default();
                pool.add(&m);
                pool.words()
            }
            Err(_) => want.clone(),
        };
        if want_pool != found {
            out.push(format!("{}'s mana pool: expected {want:?}, found {found:?}", x.player));
        }
    }
    let lost = world.get::<Lost>(p).map(|l| l.0);
    if let Some(want) = x.lost
        && want != lost.is_some()
    {
        let found = lost.map_or("still in the game".to_string(), |r| format!("lost ({r})"));
        out.push(format!("{}: expected {}, found {found}", x.player, if want { "lost" } else { "still in the game" }));
    }
    out
}

/// Runs a whole scene headless.
pub fn run_scene(l: &LoadedScene, db: &CardDb) -> Outcome {
    SceneRunner::new(db.clone()).run(l)
}

/// Runs scenes one after another in one headless app: each starts on a cleared table
/// (`rules::replay::clear_table`), so checking a library of scenes builds one app, not one a
/// scene.
pub struct SceneRunner {
    app: App,
}

impl SceneRunner {
    /// A runner on a card database.
    pub fn new(db: CardDb) -> SceneRunner {
        SceneRunner { app: crate::rules::headless_app(db) }
    }

    /// Runs a whole scene on a cleared table.
    pub fn run(&mut self, l: &LoadedScene) -> Outcome {
        let app = &mut self.app;
        crate::rules::replay::clear_table(app.world_mut());
        if let Err(e) = start(l, app) {
            return Outcome::Error(e);
        }
        let mut failures = Vec::new();
        for (i, step) in l.scene.steps.iter().enumerate() {
            let mismatches = run_step(app, step);
            if !mismatches.is_empty() {
                failures.push(StepFailure { step: i + 1, line: l.step_pos.get(i).map_or(0, |p| p.0), mismatches });
            }
        }
        if failures.is_empty() { Outcome::Pass } else { Outcome::Fail(failures) }
    }
}

fn count(world: &mut World, c: &ExpectCount) -> usize {
    let ctl = c.controller.as_ref().and_then(|n| find_player(world, n));
    // The second card of a melded permanent is part of it, not an object of its own (712.4a).
    let mut q = world.query_filtered::<(&InZone, &Characteristics, &Controller, Option<&Token>), Without<MeldedInto>>();
    let rows: Vec<(Characteristics, Entity, bool)> = q
        .iter(world)
        .filter(|(z, ..)| z.zone == c.zone)
        .map(|(_, ch, ct, t)| (ch.clone(), ct.0, t.is_some()))
        .collect();
    let objects = rows
        .iter()
        .filter(|(_, ct, _)| ctl.is_none_or(|p| p == *ct))
        .filter(|(ch, ct, t)| c.filter.as_ref().is_none_or(|f| matches(world, f, ch, *ct, *t)))
        .count();
    // On the stack, abilities count too (they have no characteristics a filter could read).
    let abilities = if c.zone == Zone::Stack && c.filter.is_none() {
        let mut q = world.query::<&StackedAbility>();
        let sources: Vec<Entity> = q.iter(world).map(|a| a.source).collect();
        sources
            .into_iter()
            .filter(|s| ctl.is_none_or(|p| world.get::<Controller>(*s).is_some_and(|c| c.0 == p)))
            .count()
    } else {
        0
    };
    objects + abilities
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
    let entity = world.resource::<Labels>().0.get(x.card.as_str()).copied().filter(|e| world.get_entity(*e).is_ok());
    let exists = entity.is_some();
    if let Some(want) = x.exists.filter(|w| *w != exists) {
        out.push(format!("exists: expected {want}, found {exists}"));
    }
    let Some(e) = entity else {
        let asks_more = x.zone.is_some() || x.name.is_some() || x.power.is_some() || x.toughness.is_some();
        if asks_more && x.exists != Some(false) {
            out.push("exists: expected true, found false".into());
        }
        return out;
    };
    let mut cmp = |field: &str, want: String, found: String| {
        if want != found {
            out.push(format!("{field}: expected {want}, found {found}"));
        }
    };
    check_characteristics(world, e, x, &mut cmp);
    check_status(world, e, x, &mut cmp);
    if let Some(want) = &x.seen_by {
        let tops = crate::rules::sight::revealed_tops(world);
        let players = world.resource::<crate::rules::object::Players>().0.clone();
        let found: Vec<String> = players
            .into_iter()
            .filter(|p| crate::rules::sight::seen_by(world, *p, e, &tops) == crate::rules::sight::Seen::Identity)
            .map(|p| crate::rules::query::player_name(world, p))
            .collect();
        cmp("seen_by", format!("{:?}", set(want)), format!("{:?}", set(&found)));
    }
    out
}

macro_rules! check {
    ($cmp:expr, $x:expr, $field:ident, $found:expr) => {
        if let Some(w) = &$x.$field {
            $cmp(stringify!($field), format!("{:?}", w), format!("{:?}", $found));
        }
    };
}

/// Zone, owner, controller and the characteristics an expectation names.
fn check_characteristics(world: &World, e: Entity, x: &Expect, cmp: &mut impl FnMut(&str, String, String)) {
    let c = world.get::<Characteristics>(e).cloned().unwrap_or_default();
    let pname = |x: Option<Entity>| x.map(|p| crate::rules::query::player_name(world, p)).unwrap_or_default();
    check!(cmp, x, zone, world.get::<InZone>(e).map(|z| z.zone).unwrap_or(Zone::Battlefield));
    if let Some(o) = &x.owner {
        cmp("owner", o.clone(), pname(world.get::<Owner>(e).map(|o| o.0)));
    }
    if let Some(o) = &x.controller {
        cmp("controller", o.clone(), pname(world.get::<Controller>(e).map(|o| o.0)));
    }
    // A split card answers to its joined name and to each half's (709.4a).
    if let Some(w) = x.name.as_ref().filter(|w| **w != c.name && !c.names().any(|n| n == w.as_str())) {
        cmp("name", format!("{w:?}"), format!("{:?}", c.name));
    }
    check!(cmp, x, mana_value, c.mana_value);
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
    check!(cmp, x, power, c.power.unwrap_or(0));
    check!(cmp, x, toughness, c.toughness.unwrap_or(0));
    check!(cmp, x, loyalty, c.loyalty.unwrap_or(0));
    check!(cmp, x, defense, c.defense.unwrap_or(0));
    if let Some(t) = &x.text_contains {
        let in_text = c.copiable.status_face(c.flipped).text.contains(t.as_str())
            || c.abilities.iter().any(|a| a.text.contains(t.as_str()));
        if !in_text {
            cmp(
                "text_contains",
                format!("{t:?}"),
                format!("{:?}", c.abilities.iter().map(|a| a.text.as_str()).collect::<Vec<_>>().join(" / ")),
            );
        }
    }
    // Its abilities now (a granted one that went is gone from them, whatever the card says).
    if let Some(t) = &x.text_lacks
        && let Some(line) = c.abilities.iter().find(|a| a.text.contains(t.as_str()))
    {
        cmp("text_lacks", format!("no line with {t:?}"), format!("{:?}", line.text));
    }
}

/// Face, status, counters and attachments an expectation names.
fn check_status(world: &World, e: Entity, x: &Expect, cmp: &mut impl FnMut(&str, String, String)) {
    let label = |x: Entity| crate::rules::query::label(world, x);
    check!(cmp, x, face, world.get::<FaceUp>(e).map_or(Side::Front, |f| f.0));
    check!(cmp, x, transformed, is_transformed(world, e));
    let fd = world.get::<FaceDown>(e).and_then(|f| f.0);
    match &x.face_down {
        Some(FaceDownCheck::Is(b)) => cmp("face_down", b.to_string(), fd.is_some().to_string()),
        Some(FaceDownCheck::Kind(k)) => {
            cmp("face_down", format!("{k:?}"), fd.map_or("false".into(), |k| format!("{k:?}")))
        }
        None => {}
    }
    check!(cmp, x, is_token, world.get::<Token>(e).is_some());
    check!(cmp, x, tapped, world.get::<Tapped>(e).is_some_and(|t| t.0));
    check!(cmp, x, damage, world.get::<Damage>(e).map_or(0, |d| d.0));
    if let Some(list) = &x.counters {
        let counters = world.get::<Counters>(e).cloned().unwrap_or_default();
        for (k, n) in list {
            cmp(&format!("counters[{k}]"), n.to_string(), counters.get(k).to_string());
        }
    }
    let host = world.get::<AttachedTo>(e).map(|a| label(a.0));
    match &x.attached_to {
        AttachCheck::Unchecked => {}
        AttachCheck::Nothing => cmp("attached_to", "None".into(), host.unwrap_or_else(|| "None".into())),
        AttachCheck::To(h) => cmp("attached_to", h.clone().into(), host.unwrap_or_else(|| "None".into())),
    }
    check!(cmp, x, phased_out, world.get::<Phased>(e).is_some());
    check!(cmp, x, flipped, world.get::<Flipped>(e).is_some());
    check!(cmp, x, attacking, crate::rules::ops::combat::is_attacking(world, e));
    check!(cmp, x, blocking, crate::rules::ops::combat::is_blocking(world, e));
    if let Some(p) = &x.protector {
        let found = world.get::<crate::rules::ops::battles::Protector>(e).map(|p| label(p.0));
        cmp("protector", p.clone(), found.unwrap_or_else(|| "nobody".into()));
    }
    if let Some(w) = &x.attachments {
        let found: Vec<String> =
            world.get::<Attachments>(e).map(|a| a.entities().iter().map(|x| label(*x)).collect()).unwrap_or_default();
        cmp("attachments", format!("{:?}", set(w)), format!("{:?}", set(&found)));
    }
}
