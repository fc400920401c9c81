//! "The color of your choice" (105.1): "Add one mana of any color", "Add three mana of any one
//! color", "Target creature you control gains protection from the color of your choice until
//! end of turn": the colour chosen as the effect resolves (`EffectStep::ChooseColor`), then
//! what uses it.

use super::super::{Amount, EffectStep};
use super::step;
use crate::cards::filter::number;

/// The steps of a sentence that asks for "the color of your choice", or None.
pub(super) fn chosen(s: &str) -> Option<Vec<EffectStep>> {
    // 105.1, 106.4: "Add one mana of any color", "Add three mana of any one color": the colour
    // chosen as it resolves.
    for (head, tail) in [("Add ", " mana of any color"), ("Add ", " mana of any one color")] {
        if let Some(n) = s.strip_prefix(head).and_then(|r| r.strip_suffix(tail)).and_then(number) {
            let any = tail == " mana of any color";
            if (1..=5).contains(&n) && (n == 1 || !any) {
                return Some(vec![EffectStep::ChooseColor, EffectStep::AddChosenMana(Amount::Fixed(n))]);
            }
        }
    }
    // "Add X mana of any one color, where X is the number of Islands target opponent controls."
    // (Carpet of Flowers): the opponent targeted, then the colour chosen, then the mana.
    if let Some(kind) = s
        .strip_prefix("Add X mana of any one color, where X is the number of ")
        .and_then(|r| r.strip_suffix(" target opponent controls"))
    {
        // The kind as "[kind] you control" reads it (plurals made singular), anyone's.
        let crate::cards::effects::Count::Permanents(mut w) =
            super::aims::counted(&format!("the number of {kind} you control"))?
        else {
            return None;
        };
        w.filter.controller = crate::cards::filter::Controlled::Anyone;
        let what = Box::new(crate::cards::effects::Count::ControlledByIt(w));
        let player = super::super::Aim::Target(super::super::TargetKind::Player { opponent: true });
        let n = Amount::Count { times: 1, what };
        return Some(vec![EffectStep::ChooseTarget(player), EffectStep::ChooseColor, EffectStep::AddChosenMana(n)]);
    }
    // "Add X mana of any one color" (its X counted by a "where X is" after it).
    if s == "Add X mana of any one color" {
        return Some(vec![EffectStep::ChooseColor, EffectStep::AddChosenMana(Amount::X)]);
    }
    // "Target creature you control gains protection from the color of your choice until end of
    // turn": the colour chosen as it resolves, then the grant (702.16a).
    if s.contains(" protection from the color of your choice") && !s.contains(" and ") {
        let stand_in = s.replace(" protection from the color of your choice", " protection from white");
        let mut steps = step(&stand_in)?;
        let [EffectStep::GainKeyword { keyword, .. }] = steps.as_mut_slice() else { return None };
        *keyword = keyword.replace("white", &format!("the {} color", super::super::CHOSEN));
        steps.insert(0, EffectStep::ChooseColor);
        return Some(steps);
    }
    None
}
