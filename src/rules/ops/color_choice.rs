//! "The color of your choice" (105.1, 608.2c): Mother of Runes' "Target creature you control
//! gains protection from the color of your choice until end of turn", Lotus Cobra's "you may
//! add one mana of any color". As the effect reaches that step nobody holds priority until its
//! controller says with `ChooseColor` which colour; the steps after it, kept with the colour
//! left open (`CHOSEN`), are then carried out with it (`continuing`). "Choose a nonland card
//! name." (201.4, Cabal Therapy) is asked the same way, answered with `ChooseName`.

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::cards::Color;
use crate::cards::effects::CHOSEN;
use crate::rules::action::Action;
use crate::rules::log::{Arg, log, refer};
use crate::says;

/// A colour an effect asks a player to choose, while they haven't.
#[derive(Clone, Debug)]
pub struct ColorAsk {
    /// Who chooses.
    pub player: Entity,
    /// The words of the effect ("Target creature you control gains protection from the color
    /// of your choice until end of turn.").
    pub text: String,
    /// Whether priority was being given when it began (at an assisted table).
    pub priority: bool,
    /// A card name rather than a colour (201.4): `Some(nonland)`.
    pub card_name: Option<bool>,
}

/// The choice waiting for its player, and the one the effect resolving now asks for.
#[derive(Resource, Clone, Debug, Default)]
pub struct ColorChoices {
    /// Asked for by the effect resolving now (who, the effect's words, a card name rather than a
    /// colour); begun once it is done.
    pub queued: Option<(Entity, String, Option<bool>)>,
    /// The choice its player is making.
    pub pending: Option<ColorAsk>,
}

/// The colour choice waiting for its player, if any.
pub fn pending(world: &World) -> Option<&ColorAsk> {
    world.get_resource::<ColorChoices>().and_then(|c| c.pending.as_ref())
}

/// The resolving effect asks `player` to choose a colour.
pub fn queue(world: &mut World, player: Entity, text: String) {
    world.get_resource_or_insert_with(ColorChoices::default).queued = Some((player, text, None));
}

/// The resolving effect asks `player` to choose a card name (201.4), a nonland card's where
/// `nonland` (201.4a).
pub fn queue_name(world: &mut World, player: Entity, text: String, nonland: bool) {
    world.get_resource_or_insert_with(ColorChoices::default).queued = Some((player, text, Some(nonland)));
}

/// The effect is done up to the choice: it begins, and nobody holds priority until it is made.
pub fn begin(world: &mut World) {
    let Some(mut c) = world.get_resource_mut::<ColorChoices>() else { return };
    if c.pending.is_some() {
        return;
    }
    let Some((player, text, card_name)) = c.queued.take() else { return };
    let priority = super::priority::hold_for_choice(world);
    world.resource_mut::<ColorChoices>().pending = Some(ColorAsk { player, text, priority, card_name });
    let said = match card_name {
        None => says!("log-chooses-a-color-asked", player = refer(world, player)),
        Some(nonland) => {
            says!("log-chooses-a-name-asked", player = refer(world, player), nonland = nonland.to_string())
        }
    };
    log(world, "608.2c", said);
    world.resource_mut::<crate::rules::game::Dirty>().changed = true;
}

/// Whether `player` may choose a colour now (a card name where `name` is given: one of a card
/// of the reference, a nonland card's where so asked, 201.4): the choice is theirs.
pub fn can_choose(world: &World, player: Entity, name: Option<&str>) -> Legal {
    let who = refer(world, player);
    let Some(ask) = pending(world).filter(|a| a.card_name.is_some() == name.is_some()) else {
        return Err(Refusal::new("608.2c", says!("log-no-color-choice-asked", player = who)));
    };
    if let (Some(nonland), Some(name)) = (ask.card_name, name) {
        super::entry_choice::can_name(world, name, nonland)?;
    }
    if ask.player != player {
        let text = says!("log-color-choice-is-anothers", player = who, chooser = refer(world, ask.player));
        return Err(Refusal::new("608.2c", text));
    }
    Ok(())
}

/// `ChooseColor`: the player chooses `color`; the steps after it are carried out with it, and
/// the active player receives priority where it was being given (117.3b).
pub fn choose(world: &mut World, player: Entity, color: Color) {
    if !super::allowed(world, can_choose(world, player, None)) {
        return;
    }
    let Some(ask) = world.resource_mut::<ColorChoices>().pending.take() else { return };
    let (who, word) = (refer(world, player), Arg::text(color.word()));
    log(world, "105.1", says!("log-chooses-a-color", player = who, color = word));
    if let Some(mut c) = world.get_resource_mut::<super::continuing::Continuation>() {
        for a in &mut c.waiting {
            with_color(a, color);
        }
    }
    super::priority::after_choice(world, ask.priority);
}

/// `ChooseName`: the player names a card (201.4), kept as the card spells it; the steps after
/// it are carried out with it, and the active player receives priority where it was being
/// given (117.3b).
pub fn choose_name(world: &mut World, player: Entity, name: &str) {
    if !super::allowed(world, can_choose(world, player, Some(name))) {
        return;
    }
    let Some(ask) = world.resource_mut::<ColorChoices>().pending.take() else { return };
    let name = super::entry_choice::spelled(world, name);
    let (who, word) = (refer(world, player), Arg::text(&name));
    log(world, "201.4", says!("log-chooses-a-name", player = who, name = word));
    if let Some(mut c) = world.get_resource_mut::<super::continuing::Continuation>() {
        for a in &mut c.waiting {
            if let Action::DiscardNamed { name: n, .. } = a
                && n == CHOSEN
            {
                *n = name.clone();
            }
        }
    }
    super::priority::after_choice(world, ask.priority);
}

/// An action of a step after the choice, with the colour chosen where it was left open.
fn with_color(action: &mut Action, color: Color) {
    match action {
        Action::GainAbility { ability, .. } => {
            *ability = ability.replace(&format!("the {CHOSEN} color"), color.word());
        }
        Action::AddMana { mana, .. } => {
            *mana = mana.replace(&format!("{{{CHOSEN}}}"), &format!("{{{}}}", color.letter()));
        }
        _ => {}
    }
}
