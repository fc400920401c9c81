//! Loading a scene: parse errors, unknown cards (with suggestions), unknown ids, players and
//! predefined tokens, each with its file:line:col.

use crate::i18n::Said;
use std::path::{Path, PathBuf};

use super::{AttachCheck, FormatOnly, SCENE_FORMAT, Scene, Step};
use crate::cards::CardDb;
use crate::format::{LoadError, element_positions, field_position, load_ron, read_text, ron_options};
use crate::rules::action::{Action, ObjectId, TokenKind};
use crate::rules::predefined::find_predefined;
use crate::rules::setup::{SetupEntry, SetupError, TableSetup};

/// A scene with where its parts are in its file.
#[derive(Clone, Debug)]
pub struct LoadedScene {
    /// The file.
    pub path: PathBuf,
    /// What it says.
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
            seed: self.scene.seed,
            mode: self.scene.mode,
            triggers_by_hand: self.scene.triggers_by_hand || self.scene.format.is_some_and(|f| f < 2),
            spells_by_hand: self.scene.spells_by_hand || self.scene.format.is_some_and(|f| f < 3),
            first_turn: self.scene.first_turn,
            opening_hands: self.scene.opening_hands,
        }
    }
}

fn at(path: &Path, pos: Option<&(usize, usize)>, message: Said) -> LoadError {
    LoadError::at(path, pos, message)
}

/// A setup error with the position of its entry in the scene file.
pub fn setup_error(l: &LoadedScene, e: SetupError) -> LoadError {
    at(&l.path, e.entry.and_then(|i| l.setup_pos.get(i)), e.problem.said())
}

/// Loads and checks a scene file: parse errors, unknown cards (with suggestions), unknown ids,
/// players and predefined tokens, each with its file:line:col.
pub fn load_scene(path: &Path, db: &CardDb) -> Result<LoadedScene, LoadError> {
    // A kept game reads as the game it holds, played to its end.
    if super::replay::is_replay(path) {
        return super::replay::replay_as_scene(path, db);
    }
    let text = read_text(path)?;
    parse_scene(path, &text, db)
}

/// Parses and checks scene text (see `load_scene`).
pub fn parse_scene(path: &Path, text: &str, db: &CardDb) -> Result<LoadedScene, LoadError> {
    if let Ok(FormatOnly { format: Some(f) }) = ron_options().from_str::<FormatOnly>(text)
        && f > SCENE_FORMAT
    {
        let pos = field_position(text, "format");
        let message =
            Said::new("files-newer-format", &[("found", &f.to_string()), ("most", &SCENE_FORMAT.to_string())]);
        return Err(at(path, pos.as_ref(), message));
    }
    let mut scene: Scene = load_ron(path, text)?;
    // A target written as a player's name is that player (303.4b: an Aura may enchant one).
    let players = scene.players.clone();
    for step in &mut scene.steps {
        if let Step::Do(a) = step {
            a.settle_targets(|name| players.iter().any(|p| p.eq_ignore_ascii_case(name)));
        }
    }
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
    if s.players.is_empty() {
        return Err(at(&l.path, None, Said::new("files-scene-no-player", &[])));
    }
    let mut local = CardDb::default();
    for c in &s.cards {
        c.validate().map_err(|m| at(&l.path, None, m.said()))?;
        local.insert(c.clone());
    }
    let ids = validate_setup(l, &local, db)?;
    // Every id any step introduces counts as known (a token created later may be named earlier
    // in an Expect that checks it doesn't exist yet).
    let mut known: Vec<ObjectId> = ids;
    for step in &s.steps {
        if let Step::Do(a) = step {
            known.extend(a.new_ids());
            if let Action::Stack { effect, .. } = a.acted() {
                known.extend(effect.new_ids());
            }
        }
    }
    validate_setup_refs(l, &known)?;
    validate_steps(l, &known)
}

/// An error unless `p` is one of the scene's players.
fn check_player(l: &LoadedScene, pos: Option<&(usize, usize)>, p: &str) -> Result<(), LoadError> {
    let players = &l.scene.players;
    if players.iter().any(|x| x.eq_ignore_ascii_case(p)) {
        return Ok(());
    }
    Err(at(
        &l.path,
        pos,
        Said::new("files-unknown-player", &[("name", &format!("{p:?}")), ("players", &players.join(", "))]),
    ))
}

fn check_predefined(l: &LoadedScene, pos: Option<&(usize, usize)>, k: &str) -> Result<(), LoadError> {
    match find_predefined(k) {
        Some(_) => Ok(()),
        None => Err(at(&l.path, pos, Said::new("files-unknown-token", &[("name", &format!("{k:?}"))]))),
    }
}

/// Cards, players, predefined tokens and ids of the setup entries; returns their ids.
fn validate_setup(l: &LoadedScene, local: &CardDb, db: &CardDb) -> Result<Vec<ObjectId>, LoadError> {
    let mut ids: Vec<ObjectId> = Vec::new();
    for (i, e) in l.scene.setup.iter().enumerate() {
        let pos = l.setup_pos.get(i);
        let (name, players, token): (Option<&String>, Vec<&String>, Option<&TokenKind>) = match e {
            SetupEntry::Card { name, owner, controller, .. } => {
                (Some(name), std::iter::once(owner).chain(controller.iter()).collect(), None)
            }
            SetupEntry::Token { token, controller, .. } => (None, vec![controller], Some(token)),
        };
        if let Some(n) = name.filter(|n| local.get(n).is_none() && db.get(n).is_none()) {
            let mut near = local.suggest(n);
            near.extend(db.suggest(n));
            let problem = crate::rules::setup::SetupProblem::UnknownCard { name: n.clone(), near };
            return Err(at(&l.path, pos, problem.said()));
        }
        for p in players {
            check_player(l, pos, p)?;
        }
        if let Some(TokenKind::Predefined(k)) = token {
            check_predefined(l, pos, k)?;
        }
        if ids.contains(e.id()) {
            return Err(at(&l.path, pos, Said::new("files-id-twice", &[("id", &format!("{:?}", e.id()))])));
        }
        ids.push(e.id().clone());
    }
    Ok(ids)
}

/// The ids setup entries name (hosts, what they copy) must be known.
fn validate_setup_refs(l: &LoadedScene, known: &[ObjectId]) -> Result<(), LoadError> {
    for (i, e) in l.scene.setup.iter().enumerate() {
        let refs: Vec<&ObjectId> = match e {
            SetupEntry::Card { attached_to, copy_of, .. } => attached_to.iter().chain(copy_of.iter()).collect(),
            SetupEntry::Token { attached_to, token, .. } => {
                let mut v: Vec<&ObjectId> = attached_to.iter().collect();
                if let TokenKind::CopyOf(c) | TokenKind::CopyOfExcept { card: c, .. } = token {
                    v.push(c);
                }
                v
            }
        };
        let is_player = |r: &ObjectId| l.scene.players.iter().any(|p| p.eq_ignore_ascii_case(r));
        if let Some(r) = refs.into_iter().find(|r| !known.contains(r) && !is_player(r)) {
            return Err(at(&l.path, l.setup_pos.get(i), Said::new("files-unknown-id", &[("id", &format!("{r:?}"))])));
        }
    }
    Ok(())
}

/// Whether an id is one the table gives a triggered ability of a known object as it goes on
/// the stack: `SOURCE/trigger`, then `SOURCE/trigger-2`, ... (what `ChooseTargets` names); or a
/// copy storm makes of a known spell, `SPELL/copy`, `SPELL/copy-2`, ... (702.40a).
fn is_trigger_of(id: &str, known: &[ObjectId]) -> bool {
    let Some((source, n)) = id.rsplit_once("/trigger").or_else(|| id.rsplit_once("/copy")) else { return false };
    let numbered =
        n.is_empty() || n.strip_prefix('-').is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
    numbered && known.iter().any(|k| k == source)
}

/// Whether an id is one the table gives a token an effect of a known object creates (111.1):
/// `SOURCE-token`, then `SOURCE-token-2`, ... (`SOURCE/trigger-token` for a trigger's); or an
/// emblem (114.1), `SOURCE-emblem`, ...
fn is_token_of(id: &str, known: &[ObjectId]) -> bool {
    let Some((source, n)) = id.rsplit_once("-token").or_else(|| id.rsplit_once("-emblem")) else { return false };
    let digits = |d: &str| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit());
    let (n, each) = n.split_once('#').unwrap_or((n, "1"));
    let numbered = (n.is_empty() || n.strip_prefix('-').is_some_and(digits)) && digits(each);
    numbered && (known.iter().any(|k| k == source) || is_trigger_of(source, known))
}

fn validate_steps(l: &LoadedScene, known: &[ObjectId]) -> Result<(), LoadError> {
    for (i, step) in l.scene.steps.iter().enumerate() {
        let pos = l.step_pos.get(i);
        let (refs, players): (Vec<&ObjectId>, Vec<&str>) = match step {
            Step::Do(a) => (a.ids().to_vec(), a.players().into_iter().map(|p| p.as_str()).collect()),
            Step::Expect(e) => {
                let mut v = vec![&e.card];
                if let AttachCheck::To(h) = &e.attached_to {
                    v.push(h);
                }
                v.extend(e.attachments.iter().flatten());
                let protector = e.protector.iter().filter(|p| *p != "nobody");
                (v, e.owner.iter().chain(e.controller.iter()).chain(protector).map(String::as_str).collect())
            }
            Step::ExpectCount(c) => (Vec::new(), c.controller.iter().map(String::as_str).collect()),
            Step::ExpectDayNight(_) => (Vec::new(), Vec::new()),
            Step::ExpectPlayer(x) => (Vec::new(), vec![x.player.as_str()]),
            Step::ExpectTurn(x) => {
                let holder = x.priority.iter().filter(|p| *p != "nobody");
                (Vec::new(), x.active.iter().chain(holder).map(String::as_str).collect())
            }
            // An ability's own id is the table's to make; its source and a spell are named.
            Step::ExpectStack(objects) => (
                objects
                    .iter()
                    .flat_map(|o| {
                        let spell = o.id.as_ref().filter(|_| o.kind == Some(super::StackKind::Spell));
                        o.source.iter().chain(spell)
                    })
                    .collect(),
                objects.iter().filter_map(|o| o.controller.as_deref()).collect(),
            ),
        };
        // An expectation may name a player where an object could be: what an Aura enchants
        // (303.4b). (An action's targets were settled as the scene was read.)
        let is_player = |r: &ObjectId| l.scene.players.iter().any(|p| p.eq_ignore_ascii_case(r));
        let unknown =
            |r: &&ObjectId| !known.contains(r) && !is_player(r) && !is_trigger_of(r, known) && !is_token_of(r, known);
        if let Some(r) = refs.into_iter().find(unknown) {
            return Err(at(&l.path, pos, Said::new("files-unknown-id-anywhere", &[("id", &format!("{r:?}"))])));
        }
        for p in players {
            check_player(l, pos, p)?;
        }
        if let Step::Do(a) = step {
            for k in predefined_kinds(a) {
                check_predefined(l, pos, k)?;
            }
        }
    }
    Ok(())
}

fn predefined_kinds(a: &Action) -> Vec<&String> {
    match a {
        Action::CreateToken { token: TokenKind::Predefined(k), .. } => vec![k],
        Action::Stack { effect, .. } | Action::By { action: effect, .. } => predefined_kinds(effect),
        _ => Vec::new(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_111_1_a_token_an_effect_creates_is_named_after_its_source() {
        let known: Vec<ObjectId> = vec!["husk".into(), "tusk".into()];
        for id in ["husk-token", "husk-token-2", "husk-token#3", "tusk/trigger-token", "tusk/trigger-2-token-2"] {
            assert!(is_token_of(id, &known), "{id}");
        }
        for id in ["ghost-token", "husk-tokens", "husk-token-", "husk-token#", "husk-token-x", "husk"] {
            assert!(!is_token_of(id, &known), "{id}");
        }
    }
}
