//! Rule 613, one layer at a time: from what is printed to the `Characteristics` everything else
//! reads. [`derive_dirty`] runs [`PIPELINE`], a list of per-layer steps each tagged with its
//! [`Layer`]: printed face (712.8) → copy effects (1a, 707) → face-down status (1b, 708.2) →
//! copiable values (613.2c) → types (4) → abilities (6) → power/toughness: setting (7b),
//! modifications and counters (7c), switching (7d) → loyalty and defense counters (306.5c,
//! 310.4c). Only objects marked `Dirty` are derived again.
//!
//! The rules need only the values. Why each value is what it is (the inspector's derivation)
//! is [`explain`]: the same pipeline, run again with a [`Trace`] that writes each step down.
//! Deriving for the rules formats no text at all.

use crate::i18n::Said;
use std::sync::Arc;

use bevy::prelude::*;

use super::action::{Side, Zone};
use super::characteristics::*;
use super::continuous::{ContinuousEffect, EffectKind, Effects};
use super::counters::{CounterKind, CounterStamps, Counters};
use super::object::*;
use super::predefined::RoleEffect;
use crate::cards::{Ability, AbilityLine, CardType, Layout, ManaCost};

mod anthems;
mod attached;
mod chosen;
mod derive;

pub use anthems::{AnthemSource, Anthems};
use anthems::{NO_ANTHEMS, anthems_of};
pub use attached::role_rule;
use attached::{attached_roles, attached_statics, enchantments_controlled_by, role_grant};
pub use derive::{derive_dirty, derive_now, mark_dependents};

/// One step of the pipeline: the layer it belongs to and what it does.
pub type LayerStep = (Layer, fn(&Ctx, &mut Characteristics, &mut Trace));

/// The layers in the order 613 applies them.
pub const PIPELINE: &[LayerStep] = &[
    (Layer::L1a, layer_1a_copy),
    (Layer::L1b, layer_1b_face_down),
    (Layer::L1b, copiable_values),
    (Layer::L3, layer_3_text),
    (Layer::L4, layer_4_types),
    (Layer::L5, layer_5_colors),
    (Layer::L6, layer_6_abilities),
    (Layer::L7a, layer_7a_defined_pt),
    (Layer::L7b, layer_7b_set_pt),
    (Layer::L7c, layer_7c_modify_pt),
    (Layer::L7d, layer_7d_switch_pt),
    (Layer::L7d, loyalty_and_defense),
];

/// What the layers read of one object and what is attached to it, gathered once.
pub struct Ctx<'w> {
    world: &'w World,
    e: Entity,
    zone: Zone,
    /// Its continuous effects in timestamp order (613.7).
    effects: Vec<&'w ContinuousEffect>,
    /// Role tokens attached to it: (timestamp, role, role's controller).
    roles: Vec<(u64, RoleEffect, Entity)>,
    /// Fixed bonuses of the other things attached to it.
    statics: Vec<AttachedStatic>,
    /// The anthems of the permanents on the battlefield (613.4c).
    anthems: &'w [AnthemSource],
    /// Its counters (layers 6, 7c; loyalty and defense).
    counters: Option<&'w Counters>,
    /// Its timestamp (613.7d).
    timestamp: u64,
    /// What was chosen as it entered (614.12a), read once for layers 4, 5 and 6.
    chosen: Option<&'w crate::rules::object::Chosen>,
}

impl Ctx<'_> {
    /// Its controller, or its owner where it has none (a card in a hand): whom "you" means in
    /// its abilities.
    fn you(&self) -> Entity {
        let controller = self.world.get::<Controller>(self.e).map(|c| c.0);
        controller.or_else(|| self.world.get::<Owner>(self.e).map(|o| o.0)).unwrap_or(Entity::PLACEHOLDER)
    }

    /// Its own counted or conditional bonuses that apply now, each with how many times over
    /// (611.3a): a permanent's static abilities work only on the battlefield (113.6).
    fn own_bonuses<'c>(&self, c: &'c Characteristics) -> Vec<(&'c crate::cards::abilities::Bonus, i32)> {
        let own = |l: &AbilityLine| matches!(l.ability, Ability::OwnBonus(_));
        if self.zone != Zone::Battlefield || !c.abilities.iter().any(own) {
            return Vec::new();
        }
        let you = self.you();
        c.abilities
            .iter()
            .filter_map(|l| match &l.ability {
                Ability::OwnBonus(b) => Some(&**b),
                _ => None,
            })
            .filter_map(|b| bonus_now(self.world, b.per.as_ref(), b.only_if.as_ref(), self.e, you).map(|n| (b, n)))
            .collect()
    }
}

/// How many times over a counted or conditional bonus of `source` applies now (1 where it
/// isn't counted), or None where its condition doesn't hold.
fn bonus_now(
    world: &World,
    per: Option<&crate::cards::effects::Count>,
    only_if: Option<&crate::cards::condition::Condition>,
    source: Entity,
    you: Entity,
) -> Option<i32> {
    if let Some(c) = only_if
        && crate::rules::conditions::holds(world, c, source, you, &[]) != Some(true)
    {
        return None;
    }
    Some(per.map_or(1, |what| crate::rules::conditions::count_now(world, what, you, source) as i32))
}

/// A static "Equipped creature gets +N/+M [and has X]." ability of something attached.
struct AttachedStatic {
    timestamp: u64,
    power: i32,
    toughness: i32,
    grants: Vec<String>,
    /// Types it gives ("and is a Knight in addition to its other types").
    types: crate::cards::abilities::AddedTypes,
    source: String,
}

/// Where the steps of a derivation are written down, when someone asks why ([`explain`]).
#[derive(Default)]
pub struct Trace(Option<Vec<DerivationStep>>);

impl Trace {
    /// Whether the derivation is being explained: a step whose words cost something to make
    /// (a description of the values) asks first.
    fn explaining(&self) -> bool {
        self.0.is_some()
    }
    /// Writes a step down, if the derivation is being explained. The texts are formatted
    /// only then: pass `format_args!` rather than a `String`.
    fn step(&mut self, layer: Layer, rule: &'static str, source: impl Into<Said>, change: impl Into<Said>) {
        if let Some(steps) = &mut self.0 {
            steps.push(DerivationStep { layer, rule: rule.into(), source: source.into(), change: change.into() });
        }
    }
}

/// The printed face and mana value an object shows before any effect (712.8, 202.3).
pub fn printed_values(world: &World, e: Entity) -> Option<(Copiable, Side)> {
    printed_values_in(world, e, world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone))
}

/// [`printed_values`] of an object in `zone`, its zone read already.
fn printed_values_in(world: &World, e: Entity, zone: Zone) -> Option<(Copiable, Side)> {
    // The entity found once; a component that is rarely there (a fused split card, a
    // prototyped, melded or copied object, a chosen X) is looked for only where it matters.
    let o = world.get_entity(e).ok()?;
    let def = &o.get::<Printed>()?.0;
    let up = o.get::<FaceUp>().map_or(Side::Front, |f| f.0);
    // 712.8a: outside the battlefield and stack, only the front face.
    // 709.3b, 715.3b: on the stack, a split card is the half cast, an adventurer card cast as
    // its Adventure has the Adventure's characteristics; 709.4, 702.102b: anywhere else (and
    // fused on the stack) a split card is its two halves combined.
    let halves = matches!(def.layout, Layout::Split | Layout::Adventure);
    let on_stack_half = halves && zone == Zone::Stack && !o.contains::<Fused>();
    if def.layout == Layout::Split
        && !on_stack_half
        && let Some(face) = def.combined_halves()
    {
        let mana_value = face.mana_cost.as_ref().map_or(0, ManaCost::mana_value);
        return Some((Copiable { face: Arc::new(face), mana_value, flip: None }, Side::Front));
    }
    let side = match (def.is_double_faced(), zone) {
        (true, Zone::Battlefield | Zone::Stack) => up,
        (false, Zone::Stack) if on_stack_half => up,
        _ => Side::Front,
    };
    let mut face = Arc::clone(def.faces.get(side.index()).unwrap_or(&def.faces[0]));
    // 718.2a, 718.3b: a prototyped spell or permanent has the alternative mana cost (and so its
    // colours and mana value), power and toughness, as copiable values.
    if let Some(p) = face.text.abilities().iter().find_map(|l| match &l.ability {
        Ability::Prototype(p) => Some(p.clone()),
        _ => None,
    }) && o.contains::<Prototyped>()
    {
        let f = Arc::make_mut(&mut face);
        f.mana_cost = Some(p.mana_cost);
        (f.power, f.toughness) = (Some(p.power), Some(p.toughness));
    }
    let own_mv = face.mana_cost.as_ref().map_or(0, ManaCost::mana_value);
    // 712.8g: a melded permanent's mana value is the sum of its cards' front faces'.
    let melded = match (side, def.layout) {
        (Side::Back, Layout::Meld) => {
            o.get::<MeldedWith>().and_then(|m| world.get::<Printed>(m.0)).map(|p| Arc::clone(&p.0))
        }
        _ => None,
    };
    let mana_value = if let (Side::Back, Some(other)) = (side, &melded) {
        let front_mv = |d: &crate::cards::CardDef| d.front().mana_cost.as_ref().map_or(0, ManaCost::mana_value);
        front_mv(def) + front_mv(other)
    } else if side == Side::Back && def.layout == Layout::Transform {
        // 202.3b: a copy of a back face has the mana value of what it copied (0 for a printed
        // back face, which has no mana cost): a token copy, a copy of a spell (707.10), and the
        // token such a copy becomes as it resolves (608.3f; any other double-faced token's faces
        // have no mana cost either); 712.8e: otherwise the front face's.
        let copy = o.contains::<Token>() || o.contains::<SpellCopy>();
        if copy { own_mv } else { def.front().mana_cost.as_ref().map_or(0, ManaCost::mana_value) }
    } else {
        own_mv
    };
    // 202.3e: on the stack, each {X} in the mana cost is the value chosen for it.
    let chosen = if zone == Zone::Stack { o.get::<crate::rules::object::ChosenX>() } else { None };
    let mana_value = match (chosen, &face.mana_cost) {
        (Some(x), Some(cost)) => {
            let xs = cost.symbols.iter().filter(|s| matches!(s, crate::cards::ManaSymbol::Variable(_))).count();
            mana_value.saturating_add(x.0.saturating_mul(xs as u32))
        }
        _ => mana_value,
    };
    // 710.1b: a flip card's alternative half is part of its values in every zone; it applies
    // only to a flipped permanent (710.2, `copiable_values`).
    let flip = (def.layout == Layout::Flip).then(|| def.faces.get(1).cloned()).flatten();
    Some((Copiable { face, mana_value, flip }, side))
}

/// How an object's characteristics came about, step by step, each with its layer and rule
/// (empty for entities that aren't cards or tokens).
pub fn explain(world: &World, e: Entity) -> Vec<DerivationStep> {
    let mut trace = Trace(Some(Vec::new()));
    derive_into(world, e, &mut trace, &mut Characteristics::default());
    trace.0.unwrap_or_default()
}

/// Derives into `c`, overwriting every value but reusing its buffers (names, type lists,
/// ability lines), so deriving a table again allocates next to nothing. False for entities
/// that aren't cards or tokens (`c` is then left as it was).
fn derive_into(world: &World, e: Entity, trace: &mut Trace, c: &mut Characteristics) -> bool {
    // Each component read once, for every layer.
    let Ok(o) = world.get_entity(e) else { return false };
    let zone = o.get::<InZone>().map_or(Zone::Battlefield, |z| z.zone);
    let Some((copiable, side)) = printed_values_in(world, e, zone) else { return false };
    let mut effects: Vec<&ContinuousEffect> = o.get::<Effects>().map(|x| x.0.iter().collect()).unwrap_or_default();
    effects.sort_by_key(|x| x.timestamp);
    let attachments = o.get::<Attachments>();
    let ctx = Ctx {
        world,
        e,
        zone,
        effects,
        roles: attached_roles(world, attachments),
        statics: attached_statics(world, attachments),
        anthems: world.get_resource::<Anthems>().map_or(&NO_ANTHEMS, |a| &a.0),
        counters: o.get::<Counters>(),
        timestamp: o.get::<Timestamp>().map_or(0, |t| t.0),
        chosen: o.get::<crate::rules::object::Chosen>(),
    };
    let rule = if side == Side::Back { "712.8e" } else { "712.8d" };
    let id = if side == Side::Back { "panels-why-back-face" } else { "panels-why-front-face" };
    if trace.explaining() {
        trace.step(Layer::Printed, rule, Said::words(&copiable.face.name), described(id, &copiable, &[]));
    }
    c.copiable = copiable;
    for (_, layer) in PIPELINE {
        layer(&ctx, c, trace);
    }
    true
}

/// "Ironfang, Creature — Werewolf, 3/1, mana value 1", for the derivation: the message `id`
/// (whose words lead to these values, with `more` arguments of its own), or its `-nameless`
/// form for a face with no name.
fn described(id: &str, c: &Copiable, more: &[(&str, &str)]) -> Said {
    let f = &c.face;
    let pt = match (f.power, f.toughness) {
        (Some(p), Some(t)) => format!(", {p}/{t}"),
        _ => String::new(),
    };
    let (type_line, mv) = (f.type_line(), c.mana_value.to_string());
    let mut args = vec![("type", type_line.as_str()), ("pt", pt.as_str()), ("mv", mv.as_str())];
    args.extend_from_slice(more);
    match f.name.is_empty() {
        true => Said::new(&format!("{id}-nameless"), &args),
        false => {
            args.push(("name", &f.name));
            Said::new(id, &args)
        }
    }
}

/// Layer 1a: copy effects (707.2), in timestamp order.
fn layer_1a_copy(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    for eff in &ctx.effects {
        if let EffectKind::Copy { values, of } = &eff.kind {
            c.copiable = (**values).clone();
            if trace.explaining() {
                let change = described("panels-why-copy-of", &c.copiable, &[("of", of)]);
                trace.step(Layer::L1a, "707.2", Said::words(&eff.source), change);
            }
        }
    }
}

/// Layer 1b: a face-down permanent or spell is a nameless 2/2 (708.2a).
fn layer_1b_face_down(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    let face_down = ctx.world.get::<FaceDown>(ctx.e).and_then(|f| f.0);
    if let Some(kind) = face_down.filter(|_| matches!(ctx.zone, Zone::Battlefield | Zone::Stack)) {
        c.copiable = face_down_values(kind);
        let rule = if kind.has_ward_2() { "708.2a, 702.168a" } else { "708.2a" };
        let source = Said::new("panels-why-face-down", &[("kind", &format!("{kind:?}"))]);
        if trace.explaining() {
            trace.step(Layer::L1b, rule, source, described("panels-why-values", &c.copiable, &[]));
        }
    }
}

/// 613.2c: after layer 1 the characteristics are the copiable values. Every value is set here
/// (the pattern names each field, so a new one can't be left over from an earlier derivation).
fn copiable_values(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    let Characteristics {
        name,
        mana_cost,
        mana_value,
        colors,
        supertypes,
        types,
        subtypes,
        all_creature_types,
        abilities,
        keywords,
        power,
        toughness,
        loyalty,
        defense,
        copiable,
        flipped,
    } = c;
    // 707.3, 710.2: a flipped permanent with a flip card's values has their alternative half,
    // but keeps the normal half's colour and mana cost (710.1c).
    *flipped = copiable.flip.is_some() && ctx.zone == Zone::Battlefield && ctx.world.get::<Flipped>(ctx.e).is_some();
    let normal = &copiable.face;
    let f = copiable.status_face(*flipped);
    if *flipped {
        let what = Said::new("panels-why-flipped", &[("name", &f.name), ("type", &f.type_line())]);
        trace.step(Layer::L1b, "710.2", Said::words(&normal.name), what);
    }
    name.clone_from(&f.name);
    mana_cost.clone_from(&normal.mana_cost);
    *mana_value = copiable.mana_value;
    *colors = normal.colors();
    supertypes.clone_from(&f.supertypes);
    types.clone_from(&f.types);
    subtypes.clone_from(&f.subtypes);
    // 702.73a: changeling, a characteristic-defining ability (604.3), part of the copiable values.
    *all_creature_types = f.text.abilities().iter().any(|l| l.ability == crate::cards::abilities::Ability::Changeling);
    abilities.clone_from(f.text.lines());
    keywords.clone_from(&f.keywords);
    (*power, *toughness, *loyalty, *defense) = (f.power, f.toughness, f.loyalty, f.defense);
}

/// Layer 3: text-changing effects (612.1), in timestamp order: each replaces a whole word of
/// its rules text, and the changed ability is read again (an anthem for Humans becomes one for
/// Bears).
fn layer_3_text(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    for eff in &ctx.effects {
        let EffectKind::ChangeText { from, to } = &eff.kind else { continue };
        let mut changed = false;
        for line in c.abilities.make_mut().iter_mut() {
            let text = replace_word(&line.text, from, to);
            if text != line.text {
                *line = AbilityLine::parse(&text);
                changed = true;
            }
        }
        if changed {
            let change = Said::new("panels-why-text", &[("from", from), ("to", to)]);
            trace.step(Layer::L3, "612.1", Said::words(&eff.source), change);
        }
    }
}

/// `text` with each whole word `from` replaced by `to` (and "Humans" by "Bears").
fn replace_word(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(from) {
        let before_ok = rest[..i].chars().next_back().is_none_or(|ch| !ch.is_alphanumeric());
        let after = &rest[i + from.len()..];
        let plural = after.starts_with('s') && after[1..].chars().next().is_none_or(|ch| !ch.is_alphanumeric());
        let after_ok = plural || after.chars().next().is_none_or(|ch| !ch.is_alphanumeric());
        out.push_str(&rest[..i]);
        out.push_str(if before_ok && after_ok { to } else { from });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Layer 5: colour-changing effects, in timestamp order (105.3, 613.1e).
fn layer_5_colors(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    chosen::is_the_chosen_color(ctx, c, trace);
    for eff in &ctx.effects {
        if let EffectKind::SetColors(colors) = eff.kind {
            c.colors = colors;
            let change = Said::new("panels-why-becomes", &[("what", &eff.source)]);
            trace.step(Layer::L5, "105.3", Said::words(&eff.source), change);
        }
    }
}

/// Layer 4: type-changing effects.
fn layer_4_types(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    chosen::is_the_chosen_type(ctx, c, trace);
    // 205.1b: "Enchanted creature ... is a Knight in addition to its other types" (Dub).
    for s in ctx.statics.iter().filter(|s| !s.types.types.is_empty() || !s.types.subtypes.is_empty()) {
        for t in &s.types.types {
            // Said before "Creature" on the type line ("Artifact Creature — Bear"), a creature
            // type after the others.
            match (c.types.contains(t), t) {
                (true, _) => {}
                (false, CardType::Creature) => c.types.push(*t),
                (false, _) => c.types.insert(0, *t),
            }
        }
        for sub in &s.types.subtypes {
            if !c.has_subtype(sub) {
                Arc::make_mut(&mut c.subtypes).push(sub.clone());
            }
        }
        let change = Said::new("panels-why-type-line", &[("type", &c.type_line())]);
        trace.step(Layer::L4, "613.1d", Said::words(&s.source), change);
    }
    for eff in &ctx.effects {
        if let EffectKind::AddTypes { types, subtypes, all_creature_types, creature_types_replaced } = &eff.kind {
            // 205.1b: "becomes a Bird artifact creature" replaces its creature types.
            if *creature_types_replaced {
                Arc::make_mut(&mut c.subtypes).retain(|s| crate::cards::creature_types::creature_type(s).is_none());
                c.all_creature_types = false;
            }
            for t in types {
                if !c.types.contains(t) {
                    c.types.push(*t);
                }
            }
            for s in subtypes {
                if !c.has_subtype(s) {
                    Arc::make_mut(&mut c.subtypes).push(s.clone());
                }
            }
            c.all_creature_types |= *all_creature_types;
            let change = Said::new("panels-why-type-line", &[("type", &c.type_line())]);
            trace.step(Layer::L4, "613.1d", Said::words(&eff.source), change);
        }
    }
}

/// Layer 6, by timestamp: abilities granted by Roles (111.10j–r), by what is attached ("... and
/// has trample") and by keyword counters (122.1b), and removed by "loses all abilities".
fn layer_6_abilities(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    /// An ability granted (its text, where from, the rule), or `None`: all abilities lost.
    type Grant<'a> = Option<(&'a str, Source<'a>, &'static str)>;
    let mut layer6: Vec<(u64, Grant)> = ctx
        .roles
        .iter()
        .filter_map(|(ts, r, _)| role_grant(*r).map(|g| (*ts, Some((g, Source::Role(*r), role_rule(*r))))))
        .collect();
    layer6.extend(
        ctx.statics.iter().flat_map(|s| {
            s.grants.iter().map(|g| (s.timestamp, Some((g.as_str(), Source::Named(&s.source), "613.1f"))))
        }),
    );
    // 613.1f, 611.3a: "As long as it's your turn, [this] has first strike", at its own
    // timestamp.
    let stamp = ctx.timestamp;
    let own: Vec<String> = ctx.own_bonuses(c).iter().flat_map(|(b, _)| b.grants.iter().cloned()).collect();
    // Its name for the derivation, only where it has a bonus of its own (no allocation else).
    let name = if own.is_empty() { Default::default() } else { c.name.clone() };
    layer6.extend(own.iter().map(|g| (stamp, Some((g.as_str(), Source::Named(&name), "613.1f, 611.3a")))));
    // 702.136a, 702.16a: riot's haste, chosen as it entered; "[This] has protection from the
    // chosen color".
    let entry = chosen::grants(ctx, c);
    let entry_name = if entry.is_empty() { Default::default() } else { c.name.clone() };
    layer6.extend(entry.iter().map(|g| (stamp, Some((g.as_str(), Source::Named(&entry_name), "614.12a")))));
    // 613.1f: "Creatures you control have haste".
    let anthems = anthems_of(ctx, c);
    layer6.extend(anthems.iter().flat_map(|a| {
        a.anthem.grants.iter().map(|g| (a.timestamp, Some((g.as_str(), Source::Named(&a.name), "613.1f"))))
    }));
    layer6.extend(ctx.effects.iter().filter_map(|e| match &e.kind {
        EffectKind::LoseAllAbilities => Some((e.timestamp, None)),
        EffectKind::AddAbility(a) => Some((e.timestamp, Some((a.as_str(), Source::Named(&e.source), "613.1f")))),
        _ => None,
    }));
    // 122.1b, 613.7c: keyword counters, each kind at the time its newest counter was put on.
    if let Some(counters) = ctx.counters {
        let stamps = ctx.world.get::<CounterStamps>(ctx.e);
        let own = ctx.timestamp;
        for (kind, n) in &counters.0 {
            if let CounterKind::Keyword(k) = kind {
                let ts = stamps.and_then(|s| s.0.get(k)).copied().unwrap_or(own);
                layer6.push((ts, Some((k.ability_text(), Source::Counters(*n, kind), "122.1b"))));
            }
        }
    }
    if layer6.is_empty() {
        return;
    }
    layer6.sort_by_key(|(ts, _)| *ts);
    for (_, grant) in layer6 {
        match grant {
            Some((ability, source, rule)) => {
                trace.step(Layer::L6, rule, source, Said::new("panels-why-gains", &[("ability", ability)]));
                c.abilities.make_mut().push(AbilityLine::parse(ability));
            }
            None => {
                c.abilities = Default::default();
                c.keywords.clear();
                let (source, change) = (Said::new("panels-why-effect", &[]), Said::new("panels-why-loses-all", &[]));
                trace.step(Layer::L6, "613.1f", source, change);
            }
        }
    }
}

/// Where a granted ability or a P/T change comes from, for the derivation.
#[derive(Clone, Copy)]
enum Source<'a> {
    /// A Role token (111.10).
    Role(RoleEffect),
    /// An effect, or something attached, by its name.
    Named(&'a str),
    /// Counters of a kind.
    Counters(u32, &'a CounterKind),
}

impl From<Source<'_>> for Said {
    fn from(source: Source<'_>) -> Said {
        match source {
            Source::Role(r) => Said::new("panels-why-role", &[("role", &format!("{r:?}"))]),
            Source::Named(s) => Said::words(s),
            Source::Counters(n, kind) => {
                Said::new("panels-why-counters", &[("n", &n.to_string()), ("kind", &kind.to_string())])
            }
        }
    }
}

/// Layer 7a: a characteristic-defining ability of the face that is up sets power and
/// toughness, in every zone (604.3, 613.4a); one lost in layer 6 doesn't.
fn layer_7a_defined_pt(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    let Some(d) = c.abilities.iter().find_map(|l| match &l.ability {
        Ability::DefinedPT(d) => Some(d),
        _ => None,
    }) else {
        return;
    };
    let n = crate::rules::conditions::count_now(ctx.world, &d.count, ctx.you(), ctx.e) as i32;
    let p = d.times * n + d.plus_power;
    c.power = Some(p);
    // Power alone ("*/5"): the printed toughness stands.
    if d.toughness {
        c.toughness = Some(d.times * n + d.plus_toughness);
    }
    let t = c.toughness.map_or_else(|| "*".to_string(), |t| t.to_string());
    trace.step(Layer::L7a, "613.4a", Said::new("panels-why-cda", &[]), format!("{p}/{t} ({n})"));
}

/// Layer 7b: effects that set base power and toughness (and the Cursed Role), for creatures.
fn layer_7b_set_pt(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    if !c.has_type(CardType::Creature) {
        return;
    }
    c.power.get_or_insert(0);
    c.toughness.get_or_insert(0);
    let mut set7b: Vec<(u64, i32, i32, Source)> = ctx
        .effects
        .iter()
        .filter_map(|e| match e.kind {
            EffectKind::SetPT(p, t) => Some((e.timestamp, p, t, Source::Named(&e.source))),
            _ => None,
        })
        .collect();
    let cursed = ctx.roles.iter().filter(|(_, r, _)| *r == RoleEffect::Cursed);
    set7b.extend(cursed.map(|(ts, r, _)| (*ts, 1, 1, Source::Role(*r))));
    set7b.sort_by_key(|x| x.0);
    for (_, p, t, source) in set7b {
        (c.power, c.toughness) = (Some(p), Some(t));
        let change = Said::new("panels-why-base-pt", &[("p", &p.to_string()), ("t", &t.to_string())]);
        trace.step(Layer::L7b, "613.4b", source, change);
    }
}

/// Layer 7c: modifications from effects, Roles, what is attached, and counters (122.1a).
fn layer_7c_modify_pt(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    if !c.has_type(CardType::Creature) {
        return;
    }
    let anthems = anthems_of(ctx, c);
    // 611.3a: its own counted or conditional bonuses, as it has them after layer 6.
    let own: Vec<(i32, i32)> = ctx.own_bonuses(c).iter().map(|(b, n)| (b.power * n, b.toughness * n)).collect();
    let name = if own.is_empty() { Default::default() } else { c.name.clone() };
    // In this order: its own, effects, Roles, what is attached, anthems, counters.
    let mut modify = |p: i32, t: i32, source: Source, rule: &'static str| {
        c.power = c.power.map(|x| x + p);
        c.toughness = c.toughness.map(|x| x + t);
        trace.step(Layer::L7c, rule, source, format!("{p:+}/{t:+}"));
    };
    for (p, t) in own.into_iter().filter(|pt| *pt != (0, 0)) {
        modify(p, t, Source::Named(&name), "613.4c, 611.3a");
    }
    for e in &ctx.effects {
        if let EffectKind::ModifyPT(p, t) = e.kind {
            modify(p, t, Source::Named(&e.source), "613.4c");
        }
    }
    for (_, role, controller) in &ctx.roles {
        let bonus = match role {
            RoleEffect::Monster | RoleEffect::Royal | RoleEffect::Sorcerer | RoleEffect::Wicked => 1,
            RoleEffect::Virtuous => enchantments_controlled_by(ctx.world, *controller),
            RoleEffect::Cursed | RoleEffect::YoungHero => continue,
        };
        modify(bonus, bonus, Source::Role(*role), role_rule(*role));
    }
    for s in ctx.statics.iter().filter(|s| s.power != 0 || s.toughness != 0) {
        modify(s.power, s.toughness, Source::Named(&s.source), "613.4c");
    }
    for a in anthems {
        modify(a.anthem.power, a.anthem.toughness, Source::Named(&a.name), "613.4c");
    }
    if let Some(counters) = ctx.counters {
        for (kind, n) in &counters.0 {
            if let Some((p, t)) = kind.pt() {
                let k = *n as i32;
                modify(p * k, t * k, Source::Counters(*n, kind), "613.4c, 122.1a");
            }
        }
    }
}

/// Layer 7d: switching power and toughness.
fn layer_7d_switch_pt(ctx: &Ctx, c: &mut Characteristics, trace: &mut Trace) {
    for eff in ctx.effects.iter().filter(|e| e.kind == EffectKind::SwitchPT) {
        if let (Some(p), Some(t)) = (c.power, c.toughness) {
            (c.power, c.toughness) = (Some(t), Some(p));
            let change = Said::new("panels-why-switched", &[("p", &t.to_string()), ("t", &p.to_string())]);
            trace.step(Layer::L7d, "613.4d", Said::words(&eff.source), change);
        }
    }
}

/// 306.5c, 310.4c: on the battlefield, loyalty and defense are counters.
fn loyalty_and_defense(ctx: &Ctx, c: &mut Characteristics, _: &mut Trace) {
    if ctx.zone != Zone::Battlefield {
        return;
    }
    let counters = ctx.counters;
    let count = |k: &CounterKind| counters.map_or(0, |c| c.get(k)) as i32;
    if c.has_type(CardType::Planeswalker) {
        c.loyalty = Some(count(&CounterKind::Loyalty));
    }
    if c.has_type(CardType::Battle) {
        c.defense = Some(count(&CounterKind::Defense));
    }
    // 208.3, 301.7a: a noncreature permanent has no power or toughness, a Vehicle's printed
    // ones included.
    if !c.has_type(CardType::Creature) {
        (c.power, c.toughness) = (None, None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_613_the_pipeline_runs_its_layers_in_order() {
        let layers: Vec<Layer> = PIPELINE.iter().map(|(l, _)| *l).collect();
        let mut sorted = layers.clone();
        sorted.sort();
        assert_eq!(layers, sorted, "the pipeline must follow 613's order");
    }
}

#[cfg(test)]
mod text_tests {
    use super::replace_word;

    #[test]
    fn rule_612_1_a_text_change_replaces_whole_words_and_their_plurals_only() {
        assert_eq!(
            replace_word("Other Human creatures you control", "Human", "Bear"),
            "Other Bear creatures you control"
        );
        assert_eq!(replace_word("Humans and Human Wizards", "Human", "Bear"), "Bears and Bear Wizards");
        assert_eq!(replace_word("Humanoid, inhuman, Human.", "Human", "Bear"), "Humanoid, inhuman, Bear.");
        assert_eq!(replace_word("Protection from green", "green", "blue"), "Protection from blue");
    }
}
