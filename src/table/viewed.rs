//! The table as the window's seat sees it: the one thing the table's visuals and input read.
//! At a local table it is built from the rules kernel for the seat; on a client, it is the model
//! the host sent (`net::window` gives its objects this window's entities). Either way the window
//! names objects by the seat's ids and asks for actions as a [`SeatRequest`], which the session
//! (at a local table) or the network (on a client) takes on.

use std::collections::HashMap;

use bevy::prelude::*;

use super::state::{Hovered, RemoteModel, Seat, Selection};
use crate::rules::{Action, ActionRequest, Player, Players, RulesLog, RulesSystems, TableRevision, Zone};
use crate::session::SessionSystems;
use crate::view::{HiddenPile, ObjectView, TableView};

/// The seat's table and its requests: [`view_table`] once the frame's actions are applied and
/// recorded (before the visuals are synced to it), in a frame where the table or the seat
/// changed; [`send_requests`] before the kernel applies the frame's actions, when there are any.
pub struct ViewedPlugin;

impl Plugin for ViewedPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ViewedTable>()
            .init_resource::<Seat>()
            .init_resource::<TableRevision>()
            .add_message::<SeatRequest>()
            .add_systems(
                Update,
                (
                    view_table
                        .run_if(resource_changed::<TableRevision>.or_eager(resource_changed::<Seat>))
                        .after(SessionSystems::Record)
                        .before(super::visuals::VisualSystems::Sync),
                    send_requests
                        .run_if(on_message::<SeatRequest>)
                        .after(SessionSystems::Commands)
                        .before(RulesSystems::Apply),
                ),
            );
    }
}

/// What the window asks for, naming objects by the seat's ids (as the seat sees them in its
/// [`ViewedTable`]).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct SeatRequest(pub Action);

/// The seat's table: what it sees of every object and pile, the players in seating order and
/// which of them is the seat.
#[derive(Resource, Clone, Debug, Default)]
pub struct ViewedTable {
    /// What the seat sees.
    pub view: TableView,
    /// The players' names, in seating order.
    pub players: Vec<String>,
    /// The seat's name.
    pub seat: String,
    /// The revision and seat it was built for.
    built: Option<(u64, usize)>,
    /// Where each entity drawn is in `view`: looked up for every card the table lays out.
    at: HashMap<Entity, Place>,
}

/// Where an entity is in a [`TableView`]: an object's index, or a pile's index and the
/// back's place from the top.
#[derive(Clone, Copy, Debug)]
enum Place {
    Object(usize),
    Back(usize, usize),
}

/// What a card the window shows is, for the seat: an object it knows by an id, or the back of a
/// card in a hidden pile (a library, another player's hand), which has none.
#[derive(Clone, Copy, Debug)]
pub enum Viewed<'a> {
    /// An object the seat knows by its id.
    Object(&'a ObjectView),
    /// A card back in this pile.
    Back(&'a HiddenPile),
}

impl ViewedTable {
    /// The seat's table from its view, built for `built` (the revision and the seat).
    fn new(view: TableView, players: Vec<String>, seat: String, built: (u64, usize)) -> ViewedTable {
        let objects = view.objects.iter().enumerate().map(|(i, o)| (o.entity, Place::Object(i)));
        let backs = view
            .hidden
            .iter()
            .enumerate()
            .flat_map(|(p, h)| h.entities.iter().enumerate().map(move |(n, e)| (*e, Place::Back(p, n))));
        let at = objects.chain(backs).collect();
        ViewedTable { view, players, seat, built: Some(built), at }
    }

    /// What the card drawn for `e` is.
    pub fn get(&self, e: Entity) -> Option<Viewed<'_>> {
        Some(match *self.at.get(&e)? {
            Place::Object(i) => Viewed::Object(&self.view.objects[i]),
            Place::Back(p, _) => Viewed::Back(&self.view.hidden[p]),
        })
    }

    /// The object drawn for `e`, if the seat knows it by an id.
    pub fn object(&self, e: Entity) -> Option<&ObjectView> {
        match self.get(e)? {
            Viewed::Object(o) => Some(o),
            Viewed::Back(_) => None,
        }
    }

    /// The zone the card drawn for `e` is in.
    pub fn zone(&self, e: Entity) -> Option<Zone> {
        match self.get(e)? {
            Viewed::Object(o) => Some(o.zone),
            Viewed::Back(h) => Some(h.zone),
        }
    }

    /// The key the table keeps the card drawn for `e` under: the object's id, or for a back its
    /// pile and place from the bottom (a back is the same visual as long as its place is).
    pub fn key(&self, e: Entity) -> Option<String> {
        Some(match *self.at.get(&e)? {
            Place::Object(i) => self.view.objects[i].id.clone(),
            Place::Back(p, from_top) => {
                let h = &self.view.hidden[p];
                back_key(&h.owner, h.zone, h.count.saturating_sub(from_top + 1))
            }
        })
    }

    /// The entity drawn for the object the seat knows by `id`.
    pub fn entity_of(&self, id: &str) -> Option<Entity> {
        self.view.objects.iter().find(|o| o.id == id).map(|o| o.entity)
    }

    /// Whether `name` is the seat's own player.
    pub fn is_seat(&self, name: &str) -> bool {
        !self.seat.is_empty() && self.seat == name
    }
}

/// The key of a card back: its pile and its place from the bottom (`hidden:Bob:Hand:3`), so a
/// draw takes the top back of a library away and adds one to a hand.
pub fn back_key(owner: &str, zone: Zone, from_bottom: usize) -> String {
    format!("hidden:{owner}:{zone:?}:{from_bottom}")
}

/// Builds the seat's table whenever the table's revision moved or the seat changed; the card
/// under the pointer and the selected one are found again by their ids when the table was
/// rebuilt under them (an undo, a load).
pub fn view_table(world: &mut World) {
    let revision = world.resource::<TableRevision>().0;
    let seat_index = world.resource::<Seat>().0;
    if world.resource::<ViewedTable>().built == Some((revision, seat_index)) {
        return;
    }
    let (view, players, seat) = match world.get_resource::<RemoteModel>() {
        Some(remote) => {
            let model = &remote.model;
            let players = model.table.players.iter().map(|p| p.name.clone()).collect();
            (model.table.clone(), players, model.seat.clone())
        }
        None => {
            let entities = world.resource::<Players>().0.clone();
            let players: Vec<String> =
                entities.iter().map(|p| world.get::<Player>(*p).map(|p| p.name.clone()).unwrap_or_default()).collect();
            match entities.get(seat_index % entities.len().max(1)) {
                Some(&e) => (
                    crate::view::published::published(world, super::state::window_viewer(world, e)).table.clone(),
                    players.clone(),
                    players[seat_index % players.len()].clone(),
                ),
                None => (TableView::default(), players, String::new()),
            }
        }
    };
    let before = std::mem::replace(
        world.resource_mut::<ViewedTable>().as_mut(),
        ViewedTable::new(view, players, seat, (revision, seat_index)),
    );
    let now = world.resource::<ViewedTable>();
    let follow = |e: Option<Entity>| -> Option<Entity> {
        let e = e?;
        if now.get(e).is_some() {
            return Some(e);
        }
        before.object(e).and_then(|o| now.entity_of(&o.id))
    };
    let hovered = follow(world.resource::<Hovered>().0);
    let selected = follow(world.resource::<Selection>().selected);
    if world.resource::<Hovered>().0 != hovered {
        world.resource_mut::<Hovered>().0 = hovered;
    }
    if world.resource::<Selection>().selected != selected {
        world.resource_mut::<Selection>().selected = selected;
    }
}

/// At a local table, the window's requests go to the rules kernel, their ids turned into the
/// table's labels; one naming an object the seat doesn't see is refused in the log. (On a client,
/// `app::window` sends them to the host as they are; at the host's own window, `app::window`
/// gives them to the host's admission step, `net::admit`, as a connection's are.)
pub fn send_requests(world: &mut World) {
    if world.contains_resource::<RemoteModel>() || world.contains_resource::<super::state::HostAdmits>() {
        return;
    }
    let requests: Vec<SeatRequest> = world.resource_mut::<Messages<SeatRequest>>().drain().collect();
    let seat = super::seated(world);
    for SeatRequest(action) in requests {
        match crate::view::translate(world, super::state::window_viewer(world, seat), action) {
            Ok(mut action) => {
                // What the window creates gets an id of the table's own, as a client's does.
                crate::rules::query::settle_new_id(world, &mut action);
                world.write_message(ActionRequest(action));
            }
            Err(why) => {
                let line = crate::says!("log-refused-no-object-in-view", id = format!("{:?}", why.id));
                world.resource_mut::<RulesLog>().note(line)
            }
        }
    }
}
