//! A headless table for tests: setup and actions in the same RON syntax scenes use.

use std::sync::OnceLock;

use bevy::prelude::*;
use bifronte::cards::{CardDb, CardType};
use bifronte::format::ron_options;
use bifronte::rules::*;

fn shipped_db() -> CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| {
        let (db, errors) = CardDb::load_default();
        assert!(errors.is_empty(), "{errors:?}");
        db
    })
    .clone()
}

/// A table under test.
pub struct Table {
    pub app: App,
}

/// Builds a table from a RON `TableSetup`, e.g.
/// `(players: ["Alice"], setup: [Card(id: "d", name: "Delver of Secrets", owner: "Alice", zone: Battlefield)])`.
pub fn table(setup: &str) -> Table {
    let setup: TableSetup = ron_options().from_str(setup).unwrap_or_else(|e| panic!("bad test setup: {e}"));
    let mut app = bifronte::app::headless_app(shipped_db());
    bifronte::rules::setup::build_table(app.world_mut(), &setup).unwrap_or_else(|e| panic!("setup: {e}"));
    app.update();
    Table { app }
}

/// A two-player table ("Alice", "Bob") with these setup entries.
pub fn with(entries: &str) -> Table {
    table(&format!("(players: [\"Alice\", \"Bob\"], setup: [{entries}])"))
}

impl Table {
    /// Passes and declares nothing ([`Table::advance`]) until the turn `number` (any, `None`)
    /// is at `step`.
    pub fn advance_to(&mut self, number: Option<u32>, step: TurnStep) -> &mut Self {
        loop {
            let turn = self.app.world().resource::<Turn>();
            if turn.step == step && number.is_none_or(|n| n == turn.number) {
                return self;
            }
            self.advance();
        }
    }

    /// The next pass of whoever holds priority, or the declaration of no attackers or blockers
    /// where one is awaited.
    pub fn advance(&mut self) -> &mut Self {
        let world = self.app.world();
        let turn = world.resource::<Turn>().clone();
        let players = world.resource::<Players>().0.clone();
        let name = |e: Entity| world.get::<Player>(e).unwrap().name.clone();
        let action = match bifronte::rules::query::priority_holder(world) {
            Some(h) => format!("PassPriority(player: {:?})", name(h)),
            None if turn.step == TurnStep::DeclareAttackers => {
                format!("DeclareAttackers(player: {:?}, attackers: [])", name(players[turn.active]))
            }
            None => format!("DeclareBlockers(player: {:?}, blockers: [])", name(players[1 - turn.active])),
        };
        self.act(&action)
    }

    /// Applies one action written in RON, then runs a frame (derive, state-based actions, log).
    pub fn act(&mut self, action: &str) -> &mut Self {
        let a: Action = ron_options().from_str(action).unwrap_or_else(|e| panic!("bad action {action}: {e}"));
        self.app.world_mut().write_message(ActionRequest(a));
        self.app.update();
        self
    }

    /// The entity of an id.
    pub fn e(&self, id: &str) -> Entity {
        *self.app.world().resource::<Labels>().0.get(id).unwrap_or_else(|| panic!("no id {id}"))
    }

    /// Whether the object still exists (tokens cease to exist).
    pub fn exists(&self, id: &str) -> bool {
        self.app.world().resource::<Labels>().0.get(id).is_some_and(|e| self.app.world().get_entity(*e).is_ok())
    }

    /// Current characteristics.
    pub fn c(&self, id: &str) -> Characteristics {
        self.app
            .world()
            .get::<Characteristics>(self.e(id))
            .cloned()
            .unwrap_or_else(|| panic!("{id} has no characteristics"))
    }
    /// How `id`'s characteristics came about, step by step (the inspector's derivation).
    pub fn why(&self, id: &str) -> Vec<DerivationStep> {
        bifronte::rules::layers::explain(self.app.world(), self.e(id))
    }

    /// "Name P/T" in one string, for compact asserts.
    pub fn pt(&self, id: &str) -> (i32, i32) {
        let c = self.c(id);
        (c.power.unwrap_or_else(|| panic!("{id} has no power")), c.toughness.unwrap())
    }

    pub fn name(&self, id: &str) -> String {
        self.c(id).name.to_string()
    }

    pub fn zone(&self, id: &str) -> Zone {
        self.app.world().get::<InZone>(self.e(id)).unwrap().zone
    }

    pub fn face(&self, id: &str) -> Side {
        self.app.world().get::<FaceUp>(self.e(id)).unwrap().0
    }

    pub fn face_down(&self, id: &str) -> Option<FaceDownKind> {
        self.app.world().get::<FaceDown>(self.e(id)).unwrap().0
    }

    pub fn transformed(&self, id: &str) -> bool {
        is_transformed(self.app.world(), self.e(id))
    }

    pub fn counters(&self, id: &str, kind: &str) -> u32 {
        self.app.world().get::<Counters>(self.e(id)).unwrap().get(&CounterKind::parse(kind))
    }

    pub fn object_id(&self, id: &str) -> ObjectNumber {
        *self.app.world().get::<ObjectNumber>(self.e(id)).unwrap()
    }

    pub fn attached_to(&self, id: &str) -> Option<Entity> {
        self.app.world().get::<AttachedTo>(self.e(id)).map(|a| a.0)
    }

    pub fn tapped(&self, id: &str) -> bool {
        self.app.world().get::<Tapped>(self.e(id)).unwrap().0
    }

    pub fn day_night(&self) -> DayNight {
        self.app.world().resource::<DayNightState>().0
    }

    pub fn has_type(&self, id: &str, t: CardType) -> bool {
        self.c(id).has_type(t)
    }

    /// The log as text, one entry a line.
    pub fn log(&self) -> String {
        self.app.world().resource::<RulesLog>().entries.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n")
    }

    /// Asserts the log cites `rule` in an entry containing `text`.
    #[track_caller]
    pub fn assert_logged(&self, rule: &str, text: &str) {
        let log = self.app.world().resource::<RulesLog>();
        let found = log.entries.iter().any(|e| e.rule == Some(rule) && e.text.contains(text));
        assert!(found, "no log entry citing {rule} with {text:?}; log:\n{}", self.log());
    }
}

/// `Card(id, name, owner, zone: Battlefield)`.
pub fn bf(id: &str, name: &str, owner: &str) -> String {
    format!("Card(id: {id:?}, name: {name:?}, owner: {owner:?}, zone: Battlefield),")
}

/// The object with this label as the player at `seat` sees it (by the host's handle: a seat
/// knows it by an id of its own).
pub fn seen_by(app: &mut App, seat: usize, label: &str) -> Option<bifronte::view::ObjectView> {
    let e = app.world().resource::<Labels>().0.get(label).copied()?;
    let table = bifronte::overlay::model::overlay_model(app.world_mut(), seat).seat_model.table;
    table.objects.into_iter().find(|o| o.entity == e)
}

/// The id the player at `seat` knows the object with this label by.
pub fn id_for(app: &mut App, seat: usize, label: &str) -> String {
    let e = app.world().resource::<Labels>().0[label];
    let p = app.world().resource::<Players>().0[seat];
    bifronte::view::view_id(app.world_mut(), bifronte::view::Viewer::Player(p), e)
}

/// The `bifronte` command as tests run it: see [`english`].
pub fn bifronte() -> std::process::Command {
    english(std::process::Command::new(env!("CARGO_BIN_EXE_bifronte")))
}

/// A command whose `bifronte` speaks English and reads none of the tester's own settings (no
/// `display.ron` language, no keys, no picture settings): tests read what it prints.
pub fn english(mut c: std::process::Command) -> std::process::Command {
    c.env("LC_ALL", "C").env("XDG_CONFIG_HOME", std::env::temp_dir().join("bifronte-tests-no-settings"));
    c
}
