//! Building a [`TableView`] for one viewer: the players, each object the viewer sees (what it
//! is, its state and the choices it offers), the piles they don't, the stack's abilities and
//! the arrows.

use bevy::prelude::*;

use super::*;

/// A card by its front face's name (a commander is known to all, 903.3).
fn card_name(world: &World, e: Entity) -> String {
    world.get::<Printed>(e).map(|p| p.0.front().name.to_string()).unwrap_or_default()
}

pub(super) fn player_name(world: &World, e: Entity) -> String {
    world.get::<Player>(e).map(|p| p.name.clone()).unwrap_or_default()
}

/// What the viewer sees of an object (`rules::sight` says who sees what).
pub(super) fn seen(viewer: Viewer, world: &World, e: Entity, tops: &[Entity]) -> Seen {
    match viewer.sight() {
        None => Seen::Identity,
        Some(p) => seen_by(world, p, e, tops),
    }
}

/// Builds the view of the table for a viewer, with each visible object's derivation.
pub fn table_view(world: &mut World, viewer: Viewer) -> TableView {
    build_view(world, viewer, Some(&mut Derivations::default()))
}

/// [`table_view`] without the derivations (left empty): for what lays the table out and
/// draws it, which never shows why a value is what it is.
pub fn table_view_unexplained(world: &mut World, viewer: Viewer) -> TableView {
    build_view(world, viewer, None)
}

/// Each object's derivation, worked out once for all the views built of one state of the
/// table (a host builds a view for every connection after each change). What a viewer may
/// not see of it is taken out per view.
#[derive(Default)]
pub struct Derivations(std::collections::HashMap<Entity, Vec<DerivationStep>>);

/// [`table_view`], sharing the derivations with the other views of this state of the table.
/// `derivations` must be new for each state.
pub fn table_view_sharing(world: &mut World, viewer: Viewer, derivations: &mut Derivations) -> TableView {
    build_view(world, viewer, Some(derivations))
}

fn build_view(world: &mut World, viewer: Viewer, mut explained: Option<&mut Derivations>) -> TableView {
    world.get_resource_or_init::<ViewKey>();
    let mut q = world.query::<(Entity, &InZone, &Owner, &Controller, &Characteristics, &FaceDown)>();
    let mut rows: Vec<(Zone, i64, Entity, Entity, Entity, bool)> =
        q.iter(world).map(|(e, z, o, c, _, fd)| (z.zone, z.order, e, o.0, c.0, fd.0.is_some())).collect();
    rows.sort_by_key(|r| (r.0, r.1));
    // The second card of a melded permanent is part of it, not an object of its own (712.4a).
    rows.retain(|r| world.get::<MeldedInto>(r.2).is_none());
    let combat = world.get_resource::<crate::rules::ops::combat::Combat>().cloned().unwrap_or_default();
    let blocked: Vec<String> = combat.defenders_declared.iter().map(|p| player_name(world, *p)).collect();
    let mut view = TableView {
        assisted: crate::rules::ops::priority::assisted(world),
        declared: (combat.declared, blocked),
        declaring: crate::rules::ops::declaring::still_to_declare(world)
            .into_iter()
            .map(|p| player_name(world, p))
            .collect(),
        waiting: crate::rules::ops::waiting::waiting_for(world).into_iter().map(|p| player_name(world, p)).collect(),
        ..Default::default()
    };
    view.players = player_views(world);
    // The top card of each library played with its top card revealed.
    let tops = revealed_tops(world);
    // What the viewer sees of each object, and its id for them.
    let seen_of: std::collections::HashMap<Entity, (Seen, String)> = rows
        .iter()
        .map(|r| r.2)
        .map(|e| (e, seen(viewer, world, e, &tops)))
        .filter(|(_, s)| *s != Seen::Hidden)
        .map(|(e, s)| (e, (s, id_for(world, viewer, e))))
        .collect();
    let sights = Sights(seen_of);
    let id_of = |x: Entity| sights.id_of(x);
    let mut places: std::collections::HashMap<Entity, u32> = std::collections::HashMap::new();
    for (zone, _, e, owner, controller, face_down) in rows {
        let place = (zone == Zone::Library).then(|| {
            let n = places.entry(owner).or_default();
            *n += 1;
            *n
        });
        let Some((sight, id)) = sights.0.get(&e).cloned() else {
            let owner_name = player_name(world, owner);
            match view.hidden.iter_mut().find(|h| h.owner == owner_name && h.zone == zone) {
                Some(h) => {
                    h.count += 1;
                    h.entities.push(e);
                }
                None => view.hidden.push(HiddenPile { owner: owner_name, zone, count: 1, entities: vec![e] }),
            }
            continue;
        };
        let row = Row { e, zone, owner, controller, face_down, visible: sight == Seen::Identity, id, place };
        if let Some(o) = object_view(world, &row, &sights, explained.as_deref_mut()) {
            view.objects.push(o);
        }
    }
    let sight = |e: Entity| sights.0.get(&e).map_or(Seen::Hidden, |(s, _)| *s);
    view.abilities = stack::abilities(world, viewer, &sight);
    view.ordering = stack::ordering(world, &sight);
    view.targeting = stack::targeting(world, viewer, &sight, &id_of);
    view.deciding = stack::deciding(world, viewer, &sight);
    view.casting = stack::casting(world, &sight, &id_of);
    view.searching = stack::searching(world, &sight, &id_of);
    view.scrying = stack::scrying(world, &sight, &id_of);
    view.hand_choice = stack::hand_choice(world, &sight, &id_of);
    view.paying = stack::paying(world);
    view.choosing_color = stack::choosing_color(world);
    view.piles = stack::piles(world, &sight, &id_of);
    view.arrows = arrow_views(world, &view.players, &sights);
    view
}

/// An Aura, Equipment or Fortification: something that attaches to a permanent.
fn attachable(c: &Characteristics) -> bool {
    ["Aura", "Equipment", "Fortification"].iter().any(|s| c.has_subtype(s))
}

/// What the viewer sees of each object they see at all, and its id for them.
struct Sights(std::collections::HashMap<Entity, (Seen, String)>);

impl Sights {
    /// The viewer's id for `e`, if they see it.
    fn id_of(&self, e: Entity) -> Option<String> {
        self.0.get(&e).map(|(_, id)| id.clone())
    }
}

/// One object the viewer sees, as the rows of the table give it.
struct Row {
    e: Entity,
    zone: Zone,
    owner: Entity,
    controller: Entity,
    face_down: bool,
    /// Whether the viewer knows what it is.
    visible: bool,
    id: String,
    /// Its place from the top, in a library.
    place: Option<u32>,
}

/// The view of one object the viewer sees: what it is, its state, and what may be done with it.
fn object_view(world: &World, row: &Row, sights: &Sights, explained: Option<&mut Derivations>) -> Option<ObjectView> {
    let Row { e, zone, owner, controller, face_down, visible, ref id, place } = *row;
    let id = id.clone();
    let id_of = |x: Entity| sights.id_of(x);
    let c = world.get::<Characteristics>(e)?;
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
    let flipped = world.get::<Flipped>(e).is_some() && zone == Zone::Battlefield;
    let flip_half = match (visible && !face_down, &c.copiable.flip) {
        (true, Some(_)) if c.flipped => Some(Shown::from_face(&c.copiable.face)),
        (true, Some(alt)) => Some(Shown::from_face(alt)),
        _ => None,
    };
    let mut derivation = match explained {
        Some(d) => d.0.entry(e).or_insert_with(|| crate::rules::layers::explain(world, e)).clone(),
        None => Vec::new(),
    };
    if face_down && !visible {
        derivation.retain(|d| !d.layer.reveals_identity());
    }
    let base = c.copiable.status_face(c.flipped);
    let pt_modified = (c.power, c.toughness) != (base.power, base.toughness);
    let copy_of = world
        .get::<Token>(e)
        .and_then(|t| t.copy_of.as_ref())
        .and_then(|l| world.resource::<Labels>().0.get(l).copied())
        .and_then(id_of);
    // The mana its abilities add, all of them or only those that don't tap it (605.1a).
    let ways = match zone == Zone::Battlefield && !face_down {
        true => crate::rules::ops::mana::mana_ways(world, e),
        false => Vec::new(),
    };
    let mana_ways = |tapping: bool| -> Vec<String> {
        ways.iter().filter(|w| tapping || !w.tap).map(|w| w.mana.iter().map(|s| s.to_string()).collect()).collect()
    };
    Some(ObjectView {
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
        attached_to: world.get::<AttachedTo>(e).and_then(|a| match world.get::<Player>(a.0) {
            Some(p) => Some(p.name.clone()),
            None => id_of(a.0),
        }),
        attachments: world
            .get::<Attachments>(e)
            .map(|a| a.entities().iter().filter_map(|x| id_of(*x)).collect())
            .unwrap_or_default(),
        derivation,
        copy_of,
        note: world.get::<Note>(e).map(|n| n.0.clone()),
        // The designation would tell what a face-down commander is.
        commander_tax: world.get::<Commander>(e).filter(|_| visible).map(|c| c.tax()),
        place,
        legend_choice: world.get::<crate::rules::ops::legends::AwaitingLegendChoice>(e).is_some(),
        combat: match (
            crate::rules::ops::combat::is_attacking(world, e),
            crate::rules::ops::combat::is_blocking(world, e),
        ) {
            (true, _) => Some("attacking".into()),
            (_, true) => Some("blocking".into()),
            _ => None,
        },
        fighting: crate::rules::ops::combat::in_combat_with(world, e).into_iter().filter_map(id_of).collect(),
        as_though_unblocked: crate::rules::ops::combat::is_attacking(world, e)
            && c.abilities.iter().any(|l| l.ability == crate::cards::Ability::AssignsAsThoughUnblocked),
        may_block: match zone == Zone::Battlefield && c.has_type(crate::cards::CardType::Creature) {
            true => crate::rules::ops::combat::blocks_at_most(world, e),
            false => 1,
        },
        mana: mana_ways(true),
        mana_without_tapping: mana_ways(false),
        phased_out: world.get::<Phased>(e).is_some(),
        flipped,
        flip_half,
        melded_with: world
            .get::<MeldedWith>(e)
            .and_then(|m| world.get::<Printed>(m.0))
            .map(|p| p.0.front().name.to_string()),
        protector: world.get::<crate::rules::ops::battles::Protector>(e).map(|p| player_name(world, p.0)),
        casts: match (visible && !face_down, world.get::<Printed>(e)) {
            (true, Some(p)) if !matches!(zone, Zone::Battlefield | Zone::Stack) => {
                let mut ways = cast_choices(&p.0);
                // 702.34a: from a graveyard, its front face is cast with flashback.
                // 702.81a, 702.133a: or with retrace or jump-start.
                if zone == Zone::Graveyard && p.0.casts_from_graveyard() {
                    let way = match crate::rules::ops::stack::from_graveyard_by_discard(world, e, Default::default()) {
                        Some(crate::cards::costs::SpellCost::Retrace) => casts::CastWay::Retrace,
                        Some(_) => casts::CastWay::JumpStart,
                        None => casts::CastWay::Flashback,
                    };
                    ways.retain(|w| w.face == Side::Front && !w.fused && !w.prototyped && w.alternative.is_none());
                    ways.iter_mut().for_each(|w| w.way = way);
                }
                // 702.146a: a disturb back face only from a graveyard, and from there only it.
                if p.0.disturb_cost().is_some() && !p.0.casts_from_graveyard() {
                    ways.retain(|w| (w.way == casts::CastWay::Disturb) == (zone == Zone::Graveyard));
                }
                // 702.127a: a split card with aftermath, its aftermath half from a graveyard, the
                // other half elsewhere.
                if crate::rules::ops::stack::has_aftermath(world, e) {
                    let from_graveyard = zone == Zone::Graveyard;
                    ways.retain(|w| {
                        let how = crate::rules::ops::stack::Casting { face: w.face, ..Default::default() };
                        !w.fused && crate::rules::ops::stack::aftermath(world, e, how) == from_graveyard
                    });
                }
                casts::with_targets(world, e, ways, &id_of)
            }
            _ => Vec::new(),
        },
        activations: match visible && !face_down {
            true => casts::activations(world, e, &id_of),
            false => Vec::new(),
        },
        chapter_choice: match world.get::<crate::rules::object::AwaitingChapterChoice>(e) {
            Some(_) => c.final_chapter(),
            None => 0,
        },
        entry_choice: crate::rules::ops::entry_choice::awaited(world, e),
        face_up_cost: match face_down && visible {
            true => crate::rules::ops::faces::face_up_cost(world, e).ok().map(|c| c.words().0),
            false => None,
        },
        offers: crate::rules::legal::offers(world, e, visible),
        attach_to: if zone == Zone::Battlefield && visible && !face_down && attachable(c) {
            let mut hosts: Vec<(Entity, String)> =
                sights.0.iter().map(|(x, (_, id))| (*x, id.clone())).filter(|(x, _)| *x != e).collect();
            hosts.sort();
            hosts
                .into_iter()
                .filter(|(x, _)| {
                    world.get::<InZone>(*x).is_some_and(|z| z.zone == Zone::Battlefield)
                        && crate::rules::ops::attach::can_attach(world, e, *x).is_ok()
                })
                .map(|(_, id)| id)
                .collect()
        } else {
            Vec::new()
        },
        protector_choice: match world.get::<crate::rules::ops::battles::AwaitingProtectorChoice>(e) {
            Some(_) => {
                crate::rules::ops::battles::candidates(world, e).into_iter().map(|p| player_name(world, p)).collect()
            }
            None => Vec::new(),
        },
    })
}

/// Every player at the table, in seat order.
fn player_views(world: &World) -> Vec<PlayerView> {
    let players = world.resource::<Players>().0.clone();
    players
        .iter()
        .map(|p| PlayerView {
            name: player_name(world, *p),
            life: world.get::<Life>(*p).map_or(0, |l| l.0),
            counters: world
                .get::<PlayerCounters>(*p)
                .map(|c| c.0.iter().map(|(k, n)| (k.name(), *n)).collect())
                .unwrap_or_default(),
            lost: world.get::<Lost>(*p).map(|l| l.0.to_string()),
            commander_damage: world
                .get::<CommanderDamage>(*p)
                .map(|d| d.0.iter().map(|(c, n)| (card_name(world, *c), *n)).collect())
                .unwrap_or_default(),
            mulligans: world.get::<Mulligans>(*p).map_or(0, |m| m.0),
            opening: crate::rules::ops::opening::deciding(world, *p),
            mana_pool: crate::rules::ops::mana::pool(world, *p).words(),
            priority: crate::rules::ops::priority::holder(world) == Some(*p),
            monarch: world.get::<crate::rules::object::Monarch>(*p).is_some(),
            citys_blessing: world.get::<crate::rules::object::CitysBlessing>(*p).is_some(),
        })
        .collect()
}

/// The arrows whose both ends the viewer sees.
fn arrow_views(world: &World, players: &[PlayerView], sights: &Sights) -> Vec<ArrowView> {
    let mut out = Vec::new();
    let arrows = world.get_resource::<crate::rules::game::Arrows>().map(|a| a.0.clone()).unwrap_or_default();
    let labels = &world.resource::<Labels>().0;
    for a in arrows {
        let Some(from) = labels.get(&a.from).copied().filter(|e| sights.0.contains_key(e)) else { continue };
        let to_player = players.iter().find(|p| p.name.eq_ignore_ascii_case(&a.to)).map(|p| p.name.clone());
        let to = labels.get(&a.to).copied().filter(|e| sights.0.contains_key(e));
        if to.is_some() || to_player.is_some() {
            out.push(ArrowView {
                from,
                to,
                to_player,
                attack: a.attack,
                from_id: sights.id_of(from).unwrap_or_default(),
                to_id: to.and_then(|t| sights.id_of(t)),
            });
        }
    }
    out
}
