//! The table as one player may see it: a viewer-filtered model that `inspect`, the overlay and
//! the table read. Hidden information is a security boundary: a hidden object's name, text and
//! characteristics never enter this model for a viewer who may not see them.

use bevy::prelude::*;

use crate::cards::{CardType, ColorSet};
use crate::rules::action::{FaceDownKind, Side, Zone};
use crate::rules::characteristics::{Characteristics, DerivationStep};
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::object::*;
use crate::rules::query::is_transformed;

/// Who is looking: a player, or everyone at once (omniscient, for tests and judges).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// Sees everything (tests, judges, the headless `inspect` without `--as`).
    Omniscient,
    /// Sees what this player may see.
    Player(Entity),
}

/// What the viewer may know of one object's characteristics.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// Its name ("" for a face-down permanent).
    pub name: String,
    /// Its mana cost in Oracle notation ("" for none).
    pub mana_cost: String,
    /// Its mana value.
    pub mana_value: u32,
    /// Its colours.
    pub colors: ColorSet,
    /// Its card types, for layout and framing.
    pub types: Vec<CardType>,
    /// Its type line, as printed.
    pub type_line: String,
    /// Its rules text, one ability a line.
    pub text: String,
    /// Power.
    pub power: Option<i32>,
    /// Toughness.
    pub toughness: Option<i32>,
    /// Loyalty.
    pub loyalty: Option<i32>,
    /// Defense.
    pub defense: Option<i32>,
}

impl Shown {
    /// A land (205.2a): laid out in the lands row and framed as one.
    pub fn is_land(&self) -> bool {
        self.types.contains(&CardType::Land)
    }
    /// A creature.
    pub fn is_creature(&self) -> bool {
        self.types.contains(&CardType::Creature)
    }

    /// A printed face as it is printed.
    fn from_face(f: &crate::cards::Face) -> Shown {
        let cost = f.mana_cost.as_ref();
        Shown {
            name: f.name.clone(),
            mana_cost: cost.map(|m| m.to_string()).unwrap_or_default(),
            mana_value: cost.map_or(0, |m| m.mana_value()),
            colors: f.colors(),
            types: f.types.clone(),
            type_line: f.type_line(),
            text: f.text.to_string(),
            power: f.power,
            toughness: f.toughness,
            loyalty: f.loyalty,
            defense: f.defense,
        }
    }

    fn from(c: &Characteristics) -> Shown {
        Shown {
            name: c.name.clone(),
            mana_cost: c.mana_cost.as_ref().map(|m| m.to_string()).unwrap_or_default(),
            mana_value: c.mana_value,
            colors: c.colors,
            types: c.types.clone(),
            type_line: c.type_line(),
            text: c.text(),
            power: c.power,
            toughness: c.toughness,
            loyalty: c.loyalty,
            defense: c.defense,
        }
    }
}

/// One object as the viewer sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectView {
    /// The rules entity (an opaque handle for the window).
    pub entity: Entity,
    /// Its id.
    pub id: String,
    /// Its zone.
    pub zone: Zone,
    /// Its owner's name.
    pub owner: String,
    /// Its controller's name.
    pub controller: String,
    /// The characteristics the viewer may see.
    pub shown: Shown,
    /// For a face-down permanent whose identity the viewer may see (708.5): the real ones.
    pub identity: Option<Shown>,
    /// The other face of a double-faced object the viewer may look at (712.6), as printed.
    pub other_face: Option<Shown>,
    /// Power or toughness differ from the copiable values (an effect, a counter, a Role).
    pub pt_modified: bool,
    /// Face down, and why.
    pub face_down: Option<FaceDownKind>,
    /// The face up.
    pub face: Side,
    /// A transformed permanent (701.27g).
    pub transformed: bool,
    /// A token.
    pub token: bool,
    /// Tapped.
    pub tapped: bool,
    /// Marked damage.
    pub damage: u32,
    /// Its counters.
    pub counters: Vec<(CounterKind, u32)>,
    /// What it is attached to, by id.
    pub attached_to: Option<String>,
    /// What is attached to it, by id.
    pub attachments: Vec<String>,
    /// How each characteristic got its value (613), as far as the viewer may know: for a
    /// face-down permanent seen by an opponent, from its face-down status on (708.2). Empty
    /// in [`table_view_unexplained`].
    pub derivation: Vec<DerivationStep>,
    /// What a token is a copy of, by id, when it is a token copy (111.12).
    pub copy_of: Option<String>,
    /// A note players wrote on it.
    pub note: Option<String>,
    /// A commander (903.3), and the tax on its next cast from the command zone (903.8).
    pub commander_tax: Option<u32>,
    /// In a library: its place from the top (1 is the top card). Only a card the viewer sees
    /// there has one.
    pub place: Option<u32>,
}

/// A hidden zone the viewer sees only the size of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiddenPile {
    /// Whose pile.
    pub owner: String,
    /// Which zone.
    pub zone: Zone,
    /// How many cards.
    pub count: usize,
    /// The cards, top first: opaque handles, so the table can draw their backs and move them.
    pub entities: Vec<Entity>,
}

/// The table as one viewer sees it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableView {
    /// Visible objects, by zone order then position.
    pub objects: Vec<ObjectView>,
    /// Piles the viewer can only count.
    pub hidden: Vec<HiddenPile>,
    /// Every player, in seat order: life totals and counters are public.
    pub players: Vec<PlayerView>,
    /// The arrows whose ends the viewer sees.
    pub arrows: Vec<ArrowView>,
}

/// An arrow as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrowView {
    /// The object it starts from.
    pub from: Entity,
    /// The object it points at, or `None` for a player.
    pub to: Option<Entity>,
    /// The player it points at.
    pub to_player: Option<String>,
    /// An attack arrow.
    pub attack: bool,
}

/// One player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    /// The name.
    pub name: String,
    /// The life total (119).
    pub life: i32,
    /// Counters on the player (122.1), by kind.
    pub counters: Vec<(String, u32)>,
    /// Lost the game, and the rule that says so (704.5a, 704.5c, 704.6c).
    pub lost: Option<&'static str>,
    /// Combat damage dealt to this player by each commander (903.10a), by its name.
    pub commander_damage: Vec<(String, u32)>,
}

/// A card by its front face's name (a commander is known to all, 903.3).
fn card_name(world: &World, e: Entity) -> String {
    world.get::<Printed>(e).map(|p| p.0.front().name.clone()).unwrap_or_default()
}

fn player_name(world: &World, e: Entity) -> String {
    world.get::<Player>(e).map(|p| p.name.clone()).unwrap_or_default()
}

/// Whether the viewer may look at this object's identity.
fn may_see(
    viewer: Viewer,
    zone: Zone,
    owner: Entity,
    controller: Entity,
    face_down: bool,
    revealed: Option<&Revealed>,
) -> bool {
    match viewer {
        Viewer::Omniscient => true,
        // A card revealed to this player, or looked at by them, where it is (701.20); a
        // face-down permanent is turned face up to be revealed, which `Revealed` doesn't do.
        Viewer::Player(p) if !face_down && revealed.is_some_and(|r| r.shows(p)) => true,
        Viewer::Player(p) => match zone {
            Zone::Library => false,
            Zone::Hand => owner == p,
            _ if face_down => controller == p, // 708.5
            _ => true,
        },
    }
}

/// Builds the view of the table for a viewer, with each visible object's derivation.
pub fn table_view(world: &mut World, viewer: Viewer) -> TableView {
    build_view(world, viewer, true)
}

/// [`table_view`] without the derivations (left empty): for what lays the table out and
/// draws it, which never shows why a value is what it is.
pub fn table_view_unexplained(world: &mut World, viewer: Viewer) -> TableView {
    build_view(world, viewer, false)
}

fn build_view(world: &mut World, viewer: Viewer, explained: bool) -> TableView {
    let mut q = world.query::<(Entity, &Label, &InZone, &Owner, &Controller, &Characteristics, &FaceDown)>();
    let mut rows: Vec<(Zone, i64, Entity, String, Entity, Entity, bool)> = q
        .iter(world)
        .map(|(e, l, z, o, c, _, fd)| (z.zone, z.order, e, l.0.clone(), o.0, c.0, fd.0.is_some()))
        .collect();
    rows.sort_by_key(|r| (r.0, r.1));
    let mut view = TableView::default();
    let players = world.resource::<Players>().0.clone();
    view.players = players
        .iter()
        .map(|p| PlayerView {
            name: player_name(world, *p),
            life: world.get::<Life>(*p).map_or(0, |l| l.0),
            counters: world
                .get::<PlayerCounters>(*p)
                .map(|c| c.0.iter().map(|(k, n)| (k.clone(), *n)).collect())
                .unwrap_or_default(),
            lost: world.get::<Lost>(*p).map(|l| l.0),
            commander_damage: world
                .get::<CommanderDamage>(*p)
                .map(|d| d.0.iter().map(|(c, n)| (card_name(world, *c), *n)).collect())
                .unwrap_or_default(),
        })
        .collect();
    // The top card of each library played with its top card revealed (rows are top first).
    let mut tops = std::collections::HashSet::new();
    for p in players.iter().filter(|p| world.get::<TopRevealed>(**p).is_some()) {
        if let Some(r) = rows.iter().find(|r| r.0 == Zone::Library && r.4 == *p) {
            tops.insert(r.2);
        }
    }
    let mut places: std::collections::HashMap<Entity, u32> = std::collections::HashMap::new();
    for (zone, _, e, id, owner, controller, face_down) in rows {
        let place = (zone == Zone::Library).then(|| {
            let n = places.entry(owner).or_default();
            *n += 1;
            *n
        });
        let visible =
            tops.contains(&e) || may_see(viewer, zone, owner, controller, face_down, world.get::<Revealed>(e));
        if !visible && !face_down {
            let owner_name = player_name(world, owner);
            match view.hidden.iter_mut().find(|h| h.owner == owner_name && h.zone == zone) {
                Some(h) => {
                    h.count += 1;
                    h.entities.push(e);
                }
                None => view.hidden.push(HiddenPile { owner: owner_name, zone, count: 1, entities: vec![e] }),
            }
            continue;
        }
        let Some(c) = world.get::<Characteristics>(e) else { continue };
        let identity = if face_down && visible {
            // The face-up characteristics the controller may look at (708.5).
            world.get::<Printed>(e).map(|p| Shown::from_face(p.0.front()))
        } else {
            None
        };
        let other_face = match (visible && !face_down, world.get::<Printed>(e)) {
            (true, Some(p)) if p.0.is_double_faced() => {
                let up = world.get::<FaceUp>(e).map_or(Side::Front, |f| f.0);
                let zone_shows_up = matches!(zone, Zone::Battlefield | Zone::Stack);
                let other = if zone_shows_up { up.flipped() } else { Side::Back };
                p.0.faces.get(other.index()).map(|f| Shown::from_face(f))
            }
            _ => None,
        };
        let mut derivation = if explained { crate::rules::layers::explain(world, e) } else { Vec::new() };
        if face_down && !visible {
            derivation.retain(|d| !d.layer.reveals_identity());
        }
        let pt_modified = (c.power, c.toughness) != (c.copiable.face.power, c.copiable.face.toughness);
        let name_of = |x: Entity| world.get::<Label>(x).map(|l| l.0.clone()).unwrap_or_default();
        view.objects.push(ObjectView {
            entity: e,
            id,
            zone,
            owner: player_name(world, owner),
            controller: player_name(world, controller),
            shown: Shown::from(c),
            identity,
            other_face,
            pt_modified,
            face_down: world.get::<FaceDown>(e).and_then(|f| f.0),
            face: world.get::<FaceUp>(e).map_or(Side::Front, |f| f.0),
            transformed: is_transformed(world, e),
            token: world.get::<Token>(e).is_some(),
            tapped: world.get::<Tapped>(e).is_some_and(|t| t.0),
            damage: world.get::<Damage>(e).map_or(0, |d| d.0),
            counters: world
                .get::<Counters>(e)
                .map(|c| c.0.iter().map(|(k, n)| (k.clone(), *n)).collect())
                .unwrap_or_default(),
            attached_to: world.get::<AttachedTo>(e).map(|a| name_of(a.0)),
            attachments: world
                .get::<Attachments>(e)
                .map(|a| a.entities().iter().map(|x| name_of(*x)).collect())
                .unwrap_or_default(),
            derivation,
            copy_of: world.get::<Token>(e).and_then(|t| t.copy_of.clone()),
            note: world.get::<Note>(e).map(|n| n.0.clone()),
            // The designation would tell what a face-down commander is.
            commander_tax: world.get::<Commander>(e).filter(|_| visible).map(|c| c.tax()),
            place,
        });
    }
    // Arrows whose both ends the viewer sees.
    let arrows = world.get_resource::<crate::rules::game::Arrows>().map(|a| a.0.clone()).unwrap_or_default();
    for a in arrows {
        let Some(from) = view.object(&a.from).map(|o| o.entity) else { continue };
        let to_player = view.players.iter().find(|p| p.name.eq_ignore_ascii_case(&a.to)).map(|p| p.name.clone());
        let to = view.object(&a.to).map(|o| o.entity);
        if to.is_some() || to_player.is_some() {
            view.arrows.push(ArrowView { from, to, to_player, attack: a.attack });
        }
    }
    view
}

impl ObjectView {
    /// Its status in words: tapped, face down (and how), transformed, token (and what it
    /// copies), damage.
    pub fn status(&self) -> Vec<String> {
        self.status_naming(&|id: &str| id.to_string())
    }

    /// [`Self::status`], with the object a token copies named by `name` (which gets its id).
    pub fn status_naming(&self, name: &dyn Fn(&str) -> String) -> Vec<String> {
        let mut status = Vec::new();
        if self.tapped {
            status.push("tapped".into());
        }
        if let Some(k) = self.face_down {
            status.push(format!("face down ({k:?})"));
        }
        if self.transformed {
            status.push("transformed".into());
        }
        if self.token {
            status.push(match &self.copy_of {
                Some(c) => format!("token, a copy of {}", name(c)),
                None => "token".into(),
            });
        }
        if self.damage > 0 {
            status.push(format!("{} damage", self.damage));
        }
        status
    }

    /// The name this viewer knows it by now: its name, or what it is when face down
    /// ("face-down Willbender" for its controller, "a face-down permanent" for the others).
    pub fn known_name(&self) -> String {
        match (&self.shown.name, &self.identity) {
            (n, _) if !n.is_empty() => n.clone(),
            (_, Some(i)) => format!("face-down {}", i.name),
            (_, None) => "a face-down permanent".into(),
        }
    }

    /// The name the log calls it by: a double-faced card by its front face's name (712.8a),
    /// whichever face is up now, so that "Transform Delver of Secrets" stays true after it
    /// transformed.
    pub fn card_name(&self) -> String {
        match (&self.other_face, self.face) {
            (Some(front), Side::Back) if self.face_down.is_none() && !front.name.is_empty() => front.name.clone(),
            _ => self.known_name(),
        }
    }

    /// One line: zone, id, name, mana value, colours, type line, P/T, status, counters, attachments.
    pub fn line(&self) -> String {
        let s = &self.shown;
        let name = if s.name.is_empty() { "(no name)".to_string() } else { s.name.clone() };
        let mut out = format!("{:<11} {:<12} {}", format!("{:?}", self.zone), self.id, name);
        if !s.mana_cost.is_empty() {
            out.push_str(&format!(" {}", s.mana_cost));
        }
        out.push_str(&format!(" | mv {} | {} | {}", s.mana_value, s.colors, s.type_line));
        if let (Some(p), Some(t)) = (s.power, s.toughness) {
            out.push_str(&format!(" | {p}/{t}"));
        }
        if let Some(l) = s.loyalty {
            out.push_str(&format!(" | loyalty {l}"));
        }
        if let Some(d) = s.defense {
            out.push_str(&format!(" | defense {d}"));
        }
        let mut status = Vec::new();
        if self.controller != self.owner {
            status.push(format!("controlled by {}", self.controller));
        }
        status.extend(self.status());
        for (k, n) in &self.counters {
            status.push(format!("{n}×{k}"));
        }
        if let Some(h) = &self.attached_to {
            status.push(format!("attached to {h}"));
        }
        if !self.attachments.is_empty() {
            status.push(format!("has {}", self.attachments.join(", ")));
        }
        if let Some(i) = &self.identity {
            status.push(format!("is {}", i.name));
        }
        if !status.is_empty() {
            out.push_str(&format!(" [{}]", status.join(", ")));
        }
        format!("{} ({})", out, self.owner)
    }
}

impl TableView {
    /// The object with this id, if the viewer sees it.
    pub fn object(&self, id: &str) -> Option<&ObjectView> {
        self.objects.iter().find(|o| o.id == id)
    }

    /// What the viewer calls the object with this id now ([`ObjectView::known_name`]), or
    /// "a hidden card" when the viewer doesn't see it.
    pub fn known_name(&self, id: &str) -> String {
        self.object(id).map_or_else(|| "a hidden card".into(), ObjectView::known_name)
    }
}

impl std::fmt::Display for TableView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for o in &self.objects {
            writeln!(f, "{}", o.line())?;
        }
        for h in &self.hidden {
            writeln!(f, "{:<11} {}'s {:?}: {} card(s)", format!("{:?}", h.zone), h.owner, h.zone, h.count)?;
        }
        for p in &self.players {
            let mut line = format!("{:<11} {}: {} life", "Player", p.name, p.life);
            for (k, n) in &p.counters {
                line.push_str(&format!(", {n} {k}"));
            }
            if let Some(rule) = p.lost {
                line.push_str(&format!(" [lost the game, {rule}]"));
            }
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}
