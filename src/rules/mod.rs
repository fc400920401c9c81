//! The rules kernel: the only writer of game state. It runs headless under `MinimalPlugins`
//! and knows nothing of rendering.
//!
//! Each frame, in `Update`, chained:
//! 1. [`RulesSystems::Apply`]: apply the requested [`Action`]s ([`apply`], a dispatcher into the
//!    rules families of [`ops`]);
//! 2. [`RulesSystems::Derive`]: derive [`Characteristics`] of what changed ([`layers`]);
//! 3. [`RulesSystems::StateBased`]: state-based actions until none apply ([`sba`]);
//! 4. [`RulesSystems::Log`]: publish the log lines the frame produced ([`log`]).
//!
//! The state: [`object`] (the components of cards, tokens and players), [`game`] (turn,
//! day/night, clocks, history), [`counters`], [`continuous`] effects, and the derived
//! [`characteristics`]. [`query`] reads it; [`setup`] builds a table; [`replay`] rebuilds one.

pub mod action;
pub mod apply;
pub mod characteristics;
pub mod chunked;
pub mod combat_state;
pub mod conditions;
pub mod continuous;
pub mod counters;
pub mod game;
pub mod layers;
pub mod legal;
pub mod log;
pub mod object;
pub mod ops;
pub mod predefined;
pub mod query;
pub mod replay;
pub mod sba;
pub mod setup;
pub mod sight;
pub mod triggers;
pub mod wanted;
pub mod words;

use bevy::prelude::*;

pub use action::{
    AbilityKind, Action, ActionRequest, DayNight, FaceDownKind, Filter, ObjectId, PlayerId, RulesMode, Side, Target,
    TokenKind, TokenSpec, Until, Zone,
};
pub use characteristics::{Characteristics, Copiable, DerivationStep, Layer};
pub use continuous::{ContinuousEffect, EffectKind, Effects};
pub use counters::{CounterKind, Counters};
pub use game::*;
pub use log::{LogEntry, RulesLog, RulesLogged};
pub use object::*;
pub use predefined::RoleEffect;
pub use query::{find_player, is_transformed};
pub use setup::{SetupEntry, SetupError, TableSetup};

use crate::cards::CardDb;

/// The rules kernel's system sets, run in this order every frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RulesSystems {
    /// Apply requested actions.
    Apply,
    /// Recompute characteristics through the layers.
    Derive,
    /// State-based actions (and day/night) until none apply.
    StateBased,
    /// Publish the log.
    Log,
}

/// The rules kernel plugin.
pub struct RulesPlugin;

impl Plugin for RulesPlugin {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<CardDb>() {
            let (db, errors) = CardDb::load_default();
            for e in errors {
                error!("{e}");
            }
            app.insert_resource(db);
        }
        app.init_resource::<Players>()
            .init_resource::<Labels>()
            .init_resource::<Turn>()
            .init_resource::<Arrows>()
            .init_resource::<RulesMode>()
            .init_resource::<ops::priority::Priority>()
            .init_resource::<ops::combat::Combat>()
            .init_resource::<DayNightState>()
            .init_resource::<RulesClock>()
            .init_resource::<Dirty>()
            .init_resource::<triggers::Triggers>()
            .init_resource::<RulesRng>()
            .init_resource::<ActionHistory>()
            .init_resource::<RulesLog>()
            .init_resource::<TableRevision>()
            .add_message::<ActionRequest>()
            .add_message::<RulesLogged>()
            .configure_sets(
                Update,
                (RulesSystems::Apply, RulesSystems::Derive, RulesSystems::StateBased, RulesSystems::Log).chain(),
            )
            .add_systems(
                Update,
                (
                    apply::apply_requested_actions.in_set(RulesSystems::Apply).run_if(on_message::<ActionRequest>),
                    layers::derive_dirty.in_set(RulesSystems::Derive).run_if(|d: Res<Dirty>| !d.objects.is_empty()),
                    sba::check_state_based_actions.in_set(RulesSystems::StateBased).run_if(|d: Res<Dirty>| d.changed),
                    log::publish_log.in_set(RulesSystems::Log).run_if(|l: Res<RulesLog>| l.published < l.entries.len()),
                ),
            );
    }
}

/// The one headless app: `MinimalPlugins` and the rules kernel on a card database, ready to
/// run. Tests, benchmarks, the command line and the session's scratch tables build theirs here
/// (re-exported as `crate::app::headless_app`).
pub fn headless_app(db: CardDb) -> App {
    headless_app_with(db, |_| {})
}

/// [`headless_app`] with more plugins or resources, added by `more` before the app is finished.
pub fn headless_app_with(db: CardDb, more: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).insert_resource(db).add_plugins(RulesPlugin);
    more(&mut app);
    app.finish();
    app.cleanup();
    run_on_one_thread(&mut app);
    app
}

/// Runs every schedule of a finished `app` on the calling thread alone: for apps with no window
/// (the headless app, a headless host, a text client). Their frames are small and the rules
/// systems are a chain, so the multi-threaded executor's hand-offs between threads cost more
/// than they save: a headless host's idle frames took a third of the CPU that way, and checking
/// the scene library spent most of its time waking threads (re-exported as
/// `crate::app::run_on_one_thread`).
pub fn run_on_one_thread(app: &mut App) {
    for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
        schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
    }
}
