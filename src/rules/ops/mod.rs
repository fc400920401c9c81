//! The rules families, one module each, shared by actions ([`super::apply`]), state-based
//! actions ([`super::sba`]) and table setup ([`super::setup`]). Each family keeps what is
//! legal apart from what changes the table: a `can_*` function answers with a [`Refusal`] that
//! carries its rule, and the function that acts logs the refusal or makes the change.
//!
//! - [`faces`]: transform and convert (701.27, 701.28, 712), face down and face up (708),
//!   manifest and cloak (701.40, 701.58, 701.62);
//! - [`zones`]: zone changes (400.7), putting onto the battlefield (712.14), shuffling;
//! - [`stack`]: casting, resolving, abilities on the stack (601, 608, 405);
//! - [`tokens`]: creating tokens and token copies (111, 707.8);
//! - [`emblems`]: emblems in the command zone (114);
//! - [`attach`]: Auras and Equipment (701.3, 303.4, 301.5);
//! - [`status`]: tapping, damage, destroying, sacrificing, counters (110.5, 120, 701.8,
//!   701.21, 122);
//! - [`saga`]: lore counters and chapter abilities (714);
//! - [`entry_choice`]: choices made as a permanent enters: unleash, riot, a colour (614.12a);
//! - [`legends`]: the legend rule with its player's choice, and the world rule (704.5j, 704.5k);
//! - [`effects`]: continuous effects and copy effects (611, 613, 707);
//! - [`linked`]: the cards a permanent's abilities exiled (607.2a), and those exiled until it
//!   leaves the battlefield (610.3);
//! - [`reveal`]: revealing and looking at cards (701.20), the start of scry and surveil;
//! - [`search`]: a library searched for an effect, and what its player finds (701.23);
//! - [`scrying`]: a scry an effect asks for, and how its player puts the cards back (701.22);
//! - [`hand_choice`]: cards an effect has a player choose from a hand: discards (701.9), cards
//!   put back on the library;
//! - [`unless`]: "[do something] unless [a player] pays [a cost]", the payer's choice (118.12a);
//! - [`continuing`]: the rest of an effect, carried out once the choice it waits on is made
//!   (608.2c);
//! - [`players`]: life totals, counters on players, losing the game (119, 122.1, 704.5a, 704.5c);
//! - [`leaving`]: conceding (104.3a) and leaving a multiplayer game (800.4a);
//! - [`commander`]: the Commander variant (903), damage to players (120.3a);
//! - [`turn`]: passing the turn, cleanup, untap, day and night (500, 514, 502, 730);
//! - [`priority`]: who holds priority at an assisted table, passing it, and what follows (117);
//! - [`combat`]: attackers, blockers and combat damage (506–511);
//! - [`declaring`]: the declarations that begin the declare attackers and blockers steps,
//!   before priority (508.1–508.2, 509.1–509.2);
//! - [`mana`]: mana pools, tapping for mana and paying costs (106, 305.6, 601.2g–h);
//! - [`wanted`]: whether an object has what a target or a choice asks (115.1, 509.1b);
//! - [`waiting`]: whom the table waits for now (103.5, 117, 508.1, 509.1, 603.3, 608.2g).

pub mod activate;
pub mod alternative;
pub mod ascend;
pub mod attach;
pub mod battles;
pub mod color_choice;
pub mod combat;
pub mod commander;
pub mod continuing;
pub mod control;
pub mod copy_entry;
pub mod declaring;
pub mod discarding;
pub mod dredge;
pub mod effects;
pub mod emblems;
pub mod entry_choice;
pub mod faces;
pub mod hand_choice;
pub mod keeping;
pub mod leaving;
pub mod legends;
pub mod library;
pub mod linked;
pub mod mana;
pub mod meld;
pub mod monarch;
pub mod offer;
pub mod opening;
pub mod phasing;
pub mod piles;
pub mod players;
pub mod prevention;
pub mod priority;
pub mod proliferate;
pub mod rebound;
pub mod reveal;
pub mod saga;
pub mod scrying;
pub mod search;
pub mod shown;
pub mod shuffling;
pub mod spells;
pub mod stack;
pub mod status;
pub mod tokens;
pub mod turn;
pub mod unless;
pub mod vanishing;
pub mod waiting;
pub use crate::rules::wanted;
pub mod zones;

use bevy::prelude::World;

use super::log::{LogText, RulesLog};
use crate::says;

/// Why the rules refuse something, and the rule that says so. Refusals are not errors: the
/// table logs them ("nothing happens") and goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The rule that refuses it ("701.27c").
    pub rule: &'static str,
    /// What the log says, its objects as references.
    pub text: LogText,
}

impl Refusal {
    /// A refusal by `rule`.
    pub fn new(rule: &'static str, text: impl Into<LogText>) -> Refusal {
        Refusal { rule, text: text.into() }
    }
    /// Writes it to the log.
    pub fn log(self, world: &mut World) {
        world.resource_mut::<RulesLog>().refusal(self.rule, self.text);
    }
}

/// What a legality check answers.
pub type Legal = Result<(), Refusal>;

/// Logs a refusal and answers whether the check passed.
pub fn allowed(world: &mut World, check: Legal) -> bool {
    match check {
        Ok(()) => true,
        Err(r) => {
            r.log(world);
            false
        }
    }
}

/// Why an activated ability of `card` can't be activated (602.5), in words.
pub fn stopped_words(world: &World, stopped: super::query::Stopped, card: super::log::LogRef) -> LogText {
    match stopped {
        super::query::Stopped::Artifacts => says!("log-artifact-abilities-stopped", card = card),
        super::query::Stopped::Own => says!("log-own-abilities-stopped", card = card),
        super::query::Stopped::Named(by) => {
            says!("log-named-abilities-stopped", card = card, by = super::log::refer(world, by))
        }
    }
}
