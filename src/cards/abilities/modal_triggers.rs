//! Modal triggered abilities (700.2b, 603.3c): "When [this] enters, choose one —" and the "•"
//! modes after it, each read as the ability's effect would be (`cards::modal::Modal` holds
//! them; the rules ask the mode as the ability goes on the stack, `rules::triggers::stacking`).

use std::sync::Arc;

use super::{Ability, AbilityLine};
use crate::cards::effects::SpellEffect;
use crate::cards::modal::Modal;
use crate::cards::triggers::{Trigger, TriggerEffect};

/// 700.2b, 603.3c: a modal triggered ability ("When [this] enters, choose one —") holds the
/// modes written after it, each read as the ability's effect would be were it the only one
/// ("When [this] enters, put a +1/+1 counter on [this]"), its "•" lines typed with them. Only
/// "choose one" and only where every mode is read: else its modes stay the players'.
pub(in crate::cards) fn read_modal_triggers(lines: &mut [AbilityLine]) {
    for i in 0..lines.len() {
        let Ability::Triggered(t) = &lines[i].ability else { continue };
        let t = t.clone();
        let Some(head) = lines[i].text.strip_suffix("choose one —").filter(|_| t.effect.is_none()) else { continue };
        let head = head.to_string();
        let modes: Vec<Option<Arc<SpellEffect>>> = lines[i + 1..]
            .iter()
            .map_while(|l| l.text.strip_prefix("• "))
            .map(|mode| {
                let read = Trigger::parse(&format!("{head}{mode}"))?;
                match read.effect {
                    Some(TriggerEffect::Steps(s)) if !read.may && read.event == t.event => Some(s),
                    _ => None,
                }
            })
            .collect();
        if modes.len() < 2 || modes.iter().any(Option::is_none) {
            continue;
        }
        for (line, mode) in lines[i + 1..].iter_mut().zip(&modes) {
            line.ability = Ability::Mode(mode.clone());
        }
        let words = lines[i + 1..].iter().map_while(|l| l.text.strip_prefix("• ")).map(str::to_string).collect();
        let modal = Modal { min: 1, max: 1, repeat: false, modes, words };
        let t = Trigger { effect: Some(TriggerEffect::Modal(Arc::new(modal))), ..(*t).clone() };
        lines[i].ability = Ability::Triggered(Arc::new(t));
    }
}
