//! What was chosen as a permanent entered (614.12a, `ops::entry_choice`), as its own lines read
//! it: "[This] is the chosen type in addition to its other types." (layer 4), "[This] is the
//! chosen color." (layer 5), riot's haste and "[This] has protection from the chosen color."
//! (layer 6). The anthems "of the chosen color / type" read it where the anthems are gathered
//! (`derive::refresh_anthems`).

use super::{Ctx, Layer, Said, Trace};
use crate::cards::{Ability, AbilityLine, ChosenUse};
use crate::rules::characteristics::Characteristics;
use crate::rules::object::Chosen;

/// What was chosen as the object entered, if anything.
fn chosen<'w>(ctx: &Ctx<'w>) -> Option<&'w Chosen> {
    ctx.chosen
}

/// Whether one of its lines is this use of what was chosen.
fn says(c: &Characteristics, used: ChosenUse) -> bool {
    c.abilities.iter().any(|a: &AbilityLine| a.ability == Ability::Chosen(used))
}

/// Layer 4, 205.3m: "[This] is the chosen type in addition to its other types."
pub(super) fn is_the_chosen_type(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    if let Some(kind) = chosen(ctx).and_then(|ch| ch.creature_type.as_ref())
        && says(c, ChosenUse::IsType)
        && !c.has_subtype(kind)
    {
        std::sync::Arc::make_mut(&mut c.subtypes).push(kind.clone());
        let change = Said::new("panels-why-type-line", &[("type", &c.type_line())]);
        trace.step(Layer::L4, "205.3m", Said::words(&c.name), change);
    }
}

/// Layer 5, 105.3: "[This] is the chosen color." (Alloy Golem), once it is chosen.
pub(super) fn is_the_chosen_color(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    if let Some(color) = chosen(ctx).and_then(|ch| ch.color)
        && says(c, ChosenUse::Is)
    {
        let mut colors = crate::cards::ColorSet::default();
        colors.insert(color);
        c.colors = colors;
        let change = Said::new("panels-why-becomes", &[("what", color.word())]);
        trace.step(Layer::L5, "105.3", Said::words(&c.name), change);
    }
}

/// Layer 6: the abilities what was chosen gives it: riot's haste (702.136a), gained as it
/// entered for as long as it is that object, and protection from the chosen colour (702.16a).
pub(super) fn grants(ctx: &Ctx, c: &Characteristics) -> Vec<String> {
    let Some(ch) = chosen(ctx) else { return Vec::new() };
    let mut out: Vec<String> = ch.haste.then(|| "Haste".to_string()).into_iter().collect();
    if let Some(color) = ch.color.filter(|_| says(c, ChosenUse::Protection)) {
        out.push(format!("Protection from {}", color.word()));
    }
    out
}
