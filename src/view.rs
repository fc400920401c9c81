//! The table as one player may see it: a viewer-filtered model that `inspect`, the overlay and
//! the table read. Hidden information is a security boundary: a hidden object's name, text and
//! characteristics never enter this model for a viewer who may not see them.

use bevy::prelude::*;

use crate::rules::action::{FaceDownKind, Side, Zone};
use crate::rules::components::*;
use crate::rules::layers::Characteristics;

/// Who is looking: a player, or everyone at once (omniscient, for tests and judges).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    Omniscient,
    Player(Entity),
}

/// What the viewer may know of one object's characteristics.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub name: String,
    pub mana_cost: String,
    pub mana_value: u32,
    pub colors: String,
    pub type_line: String,
    pub text: String,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub loyalty: Option<i32>,
    pub defense: Option<i32>,
}

impl Shown {
    /// A printed face as it is printed.
    fn from_face(f: &crate::cards::Face) -> Shown {
        let cost = f.mana_cost.as_ref();
        Shown {
            name: f.name.clone(),
            mana_cost: cost.map(|m| m.to_string()).unwrap_or_default(),
            mana_value: cost.map_or(0, |m| m.mana_value()),
            colors: f.colors().to_string(),
            type_line: f.type_line(),
            text: f.text.clone(),
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
            colors: c.colors.to_string(),
            type_line: c.type_line(),
            text: c.abilities.join("\n"),
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
    pub entity: Entity,
    pub id: String,
    pub zone: Zone,
    pub owner: String,
    pub controller: String,
    /// The characteristics the viewer may see.
    pub shown: Shown,
    /// For a face-down permanent whose identity the viewer may see (708.5): the real ones.
    pub identity: Option<Shown>,
    /// The other face of a double-faced object the viewer may look at (712.6), as printed.
    pub other_face: Option<Shown>,
    /// Power or toughness differ from the copiable values (an effect, a counter, a Role).
    pub pt_modified: bool,
    pub face_down: Option<FaceDownKind>,
    pub face: Side,
    pub transformed: bool,
    pub token: bool,
    pub tapped: bool,
    pub damage: u32,
    pub counters: Vec<(String, u32)>,
    pub attached_to: Option<String>,
    pub attachments: Vec<String>,
    /// How each characteristic got its value (613), as far as the viewer may know: for a
    /// face-down permanent seen by an opponent, from its face-down status on (708.2).
    pub derivation: Vec<crate::rules::layers::DerivationStep>,
    /// What a token is a copy of, by id, when it is a token copy (111.12).
    pub copy_of: Option<String>,
}

/// A hidden zone the viewer sees only the size of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiddenPile {
    pub owner: String,
    pub zone: Zone,
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
}

fn player_name(world: &World, e: Entity) -> String {
    world.get::<Player>(e).map(|p| p.name.clone()).unwrap_or_default()
}

/// Whether the viewer may look at this object's identity.
fn may_see(viewer: Viewer, zone: Zone, owner: Entity, controller: Entity, face_down: bool) -> bool {
    match viewer {
        Viewer::Omniscient => true,
        Viewer::Player(p) => match zone {
            Zone::Library => false,
            Zone::Hand => owner == p,
            _ if face_down => controller == p, // 708.5
            _ => true,
        },
    }
}

/// Builds the view of the table for a viewer.
pub fn table_view(world: &mut World, viewer: Viewer) -> TableView {
    let mut q = world.query::<(Entity, &Label, &InZone, &Owner, &Controller, &Characteristics, &FaceDown)>();
    let mut rows: Vec<(Zone, i64, Entity, String, Entity, Entity, bool)> = q
        .iter(world)
        .map(|(e, l, z, o, c, _, fd)| (z.zone, z.order, e, l.0.clone(), o.0, c.0, fd.0.is_some()))
        .collect();
    rows.sort_by_key(|r| (r.0, r.1));
    let mut view = TableView::default();
    for (zone, _, e, id, owner, controller, face_down) in rows {
        let visible = may_see(viewer, zone, owner, controller, face_down);
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
        let c = world.get::<Characteristics>(e).expect("queried");
        let identity = if face_down && visible {
            // The face-up characteristics the controller may look at (708.5).
            let def = &world.get::<Printed>(e).expect("cards are printed").0;
            Some(Shown::from_face(def.front()))
        } else {
            None
        };
        let other_face = match (visible && !face_down, world.get::<Printed>(e)) {
            (true, Some(p)) if p.0.is_double_faced() => {
                let up = world.get::<FaceUp>(e).map_or(Side::Front, |f| f.0);
                let zone_shows_up = matches!(zone, Zone::Battlefield | Zone::Stack);
                let other = if zone_shows_up { up.flipped() } else { Side::Back };
                p.0.faces.get(other.index()).map(Shown::from_face)
            }
            _ => None,
        };
        let derivation = if face_down && !visible {
            c.derivation.iter().filter(|d| !matches!(d.layer, "printed" | "1a")).cloned().collect()
        } else {
            c.derivation.clone()
        };
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
        });
    }
    view
}

impl ObjectView {
    /// Its status in words: tapped, face down (and how), transformed, token (and what it
    /// copies), damage.
    pub fn status(&self) -> Vec<String> {
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
                Some(c) => format!("token, a copy of {c}"),
                None => "token".into(),
            });
        }
        if self.damage > 0 {
            status.push(format!("{} damage", self.damage));
        }
        status
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

impl std::fmt::Display for TableView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for o in &self.objects {
            writeln!(f, "{}", o.line())?;
        }
        for h in &self.hidden {
            writeln!(f, "{:<11} {}'s {:?}: {} card(s)", format!("{:?}", h.zone), h.owner, h.zone, h.count)?;
        }
        Ok(())
    }
}
