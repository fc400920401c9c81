//! "The color of your choice" (105.1): "Add one mana of any color", "Add three mana of any one
//! color", "Target creature you control gains protection from the color of your choice until
//! end of turn": the colour chosen as the effect resolves (`EffectStep::ChooseColor`), then
//! what uses it.

use super::super::EffectStep;
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
                return Some(vec![EffectStep::ChooseColor, EffectStep::AddChosenMana(n)]);
            }
        }
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
