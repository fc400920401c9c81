//! The window's own state, shared by the table and the overlay: whose seat it is, the card under
//! the pointer, the selection, and who owns the keyboard and pointer this frame. The overlay
//! reads and writes these; the table never reads the overlay.

use crate::i18n::Lang;
use bevy::prelude::*;

/// Whose seat the window shows (Tab switches for hot-seat play).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Seat(pub usize);

/// The window shows everything, as a judge would see it (every hand, every library in order,
/// every face-down card), from its seat's side of the table: the Seat menu's last item, for
/// watching a whole replay or checking a scene. Never at a networked table.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeeEverything(pub bool);

/// The viewer the window draws for: its seat's player, or everything.
pub fn window_viewer(world: &World, player: Entity) -> crate::view::Viewer {
    match world.get_resource::<SeeEverything>().is_some_and(|e| e.0) {
        true => crate::view::Viewer::Omniscient,
        false => crate::view::Viewer::Player(player),
    }
}

/// Settings' "the seat follows whoever must act": at a hot-seat game the window sits at the
/// seat of the player the table waits for ([`super::follow_whoever_acts`]). On unless the
/// player turns it off (kept with the display settings).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FollowActing(pub bool);

impl Default for FollowActing {
    fn default() -> Self {
        FollowActing(true)
    }
}

/// A networked window: its seat is its player's own, and Tab doesn't move it.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct FixedSeat;

/// The host's own window at a networked table: its requests go through the host's one admission
/// step (`net::admit`: translated, authorized, put to another player where theirs to allow), as a
/// connection's do, not straight to the rules kernel.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct HostAdmits;

/// **D** on a face-down permanent that can be turned face up both for its cost and by an effect
/// asks which: the object's id (the seat's) and its cost in words ("its morph cost {3}{G}{G}").
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct FaceUpQuestion(pub Option<(String, String)>);

/// How a player says what a face-down permanent is: "a face-down 2/2", and how it got there.
pub fn face_down_words(lang: Lang, kind: crate::rules::FaceDownKind) -> String {
    use crate::rules::FaceDownKind::*;
    let id = match kind {
        Plain => "panels-a-face-down",
        Morph => "panels-a-face-down-morph",
        Megamorph => "panels-a-face-down-megamorph",
        Disguise => "panels-a-face-down-disguise",
        Manifest => "panels-a-face-down-manifested",
        Cloak => "panels-a-face-down-cloaked",
        ManifestDread => "panels-a-face-down-manifest-dread",
    };
    lang.tr(id)
}

/// The selected object (left click), the object whose action menu is open (right click) and
/// where, the object being dragged, and whether the other face is being looked at (O).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Selection {
    /// The object the inspector keeps showing.
    pub selected: Option<Entity>,
    /// The object whose action menu is open, and where.
    pub menu: Option<(Entity, Vec2)>,
    /// The object being dragged.
    pub dragging: Option<Entity>,
    /// An arrow being drawn with the right button: from this object to the pointer (window
    /// position); an attack arrow with Shift held.
    pub arrow: Option<(Entity, Vec2, bool)>,
    /// Showing the other face of the inspected object.
    pub peek_other: bool,
    /// The menu was opened from the keyboard (Enter on the focus ring): its first item takes
    /// the keyboard's focus.
    pub menu_by_keys: bool,
    /// A pile whose list the keyboard asked for (Enter on a pile): the overlay opens it.
    pub browse: Option<(String, crate::rules::Zone)>,
}

/// The rules object under the pointer.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hovered(pub Option<Entity>);

/// Set while the overlay has the keyboard (typing in a text field): table keys stand down.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyboardTaken(pub bool);

/// Set while a dialog or a menu of the overlay is open: the arrows, Enter, Space and Tab move
/// its own focus over its buttons (egui's), not the table's focus ring.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NavigationTaken(pub bool);

/// Set while the pointer is over the overlay: the wheel scrolls the panel, not the table.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PointerTaken(pub bool);

/// Set while something the overlay draws is still on its way to the picture: a shot waits for
/// it as for animations, so it shows what a window at rest shows.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settling {
    /// The marks layer is being painted.
    pub marks: bool,
    /// The panel cache is being captured.
    pub panels: bool,
}

impl Settling {
    /// Whether anything is still on its way.
    pub fn any(self) -> bool {
        self.marks || self.panels
    }
}

/// A dialog the overlay can be asked to open (by `bifronte shot --open`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Dialog {
    /// The token dialog.
    Tokens,
    /// The help.
    Help,
    /// The card browser.
    Cards,
    /// File → Import cards.
    Import,
    /// The first start's offer to download every card.
    FirstStart,
}

/// Where the table was laid out last, for the seat and the 3D view's shape: the camera frames
/// its view, drops find their zone in it, the overlay puts counts and marks on its stacks,
/// piles and areas.
#[derive(Resource, Clone, Debug, Default)]
pub struct CurrentLayout(pub super::layout::TableLayout);

/// The player entity in the window's seat (`Entity::PLACEHOLDER` on a table with no players).
pub fn seated(world: &World) -> Entity {
    let players = &world.resource::<crate::rules::Players>().0;
    players
        .get(world.get_resource::<Seat>().map_or(0, |s| s.0) % players.len().max(1))
        .copied()
        .unwrap_or(Entity::PLACEHOLDER)
}

/// On a client: the seat's model as the host last sent it, its objects, piles and players given
/// this window's stand-in entities (`net::window` keeps them). The table and the overlay draw it
/// instead of a view of the rules kernel, which a client doesn't run.
#[derive(Resource, Clone, Debug, Default)]
pub struct RemoteModel {
    /// The model, with stand-in entities.
    pub model: crate::view::seat::SeatModel,
    /// Bumped with each model that arrives.
    pub version: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::FaceDownKind;

    #[test]
    fn a_face_down_permanent_is_named_as_a_player_says_it() {
        assert_eq!(face_down_words(crate::i18n::Lang::En, FaceDownKind::Plain), "a face-down 2/2");
        assert_eq!(face_down_words(crate::i18n::Lang::En, FaceDownKind::Morph), "a face-down 2/2 (morph)");
    }
}
