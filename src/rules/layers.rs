//! Layer 1 to 7 of rule 613: from what is printed to the `Characteristics` everything else reads.
//!
//! printed face (712.8) → copy effects (1a, 707) → face-down status (1b, 708.2) → type (4) →
//! abilities (6) → power/toughness: setting (7b), modifications and counters (7c).
//! Only objects marked `Dirty` are derived again.

use bevy::prelude::*;

use super::action::{FaceDownKind, Side, Zone};
use super::components::*;
use crate::cards::{CardType, ColorSet, Face, Keyword, Layout, ManaCost, Supertype, type_line};

/// Copiable values (707.2): a face's worth of characteristics, and the mana value that goes with
/// them (712.8e, 202.3b).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Copiable {
    pub face: Face,
    pub mana_value: u32,
}

/// One step of a derivation, for the overlay's "why is Ironfang 6/4?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DerivationStep {
    /// "printed", "1a", "1b", "4", "6", "7b", "7c", "counters", ...
    pub layer: &'static str,
    /// The rule that makes it so.
    pub rule: &'static str,
    /// What it comes from (an effect, a counter, a Role, the card itself).
    pub source: String,
    /// What it changed.
    pub change: String,
}

/// The characteristics an object has now. The rest of the program reads only this.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct Characteristics {
    pub name: String,
    pub mana_cost: Option<ManaCost>,
    pub mana_value: u32,
    pub colors: ColorSet,
    pub supertypes: Vec<Supertype>,
    pub types: Vec<CardType>,
    pub subtypes: Vec<String>,
    /// 205.3m: has every creature type (e.g. from an "all creature types" effect).
    pub all_creature_types: bool,
    /// Rules text of the face (copiable; abilities may have been lost, see `abilities`).
    pub text: String,
    /// The abilities it has now, one per line (lost ones removed, granted ones added).
    pub abilities: Vec<String>,
    /// Automated keyword abilities it has now.
    pub keywords: Vec<Keyword>,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub loyalty: Option<i32>,
    pub defense: Option<i32>,
    /// The layer-1 result: what a copy of this object copies.
    pub copiable: Copiable,
    /// How each value came about.
    pub derivation: Vec<DerivationStep>,
}

impl Characteristics {
    /// Has this card type.
    pub fn has_type(&self, t: CardType) -> bool {
        self.types.contains(&t)
    }
    /// Has this subtype (case-insensitive; every creature type with `all_creature_types`).
    pub fn has_subtype(&self, s: &str) -> bool {
        self.subtypes.iter().any(|x| x.eq_ignore_ascii_case(s))
            || (self.all_creature_types && self.has_type(CardType::Creature) && is_creature_type(s))
    }
    /// Has this keyword ability now.
    pub fn has_keyword(&self, k: &Keyword) -> bool {
        self.keywords.contains(k)
    }
    /// The type line.
    pub fn type_line(&self) -> String {
        type_line(&self.supertypes, &self.types, &self.subtypes)
    }
    /// "3/2", or "" without P/T.
    pub fn pt(&self) -> String {
        match (self.power, self.toughness) {
            (Some(p), Some(t)) => format!("{p}/{t}"),
            _ => String::new(),
        }
    }
}

fn is_creature_type(s: &str) -> bool {
    // Subtypes that are not creature types and could be asked about in filters.
    const NON_CREATURE: &[&str] = &[
        "Aura",
        "Equipment",
        "Saga",
        "Role",
        "Siege",
        "Treasure",
        "Food",
        "Clue",
        "Forest",
        "Island",
        "Plains",
        "Mountain",
        "Swamp",
    ];
    !NON_CREATURE.iter().any(|n| n.eq_ignore_ascii_case(s))
}

/// 708.2a (with 702.168a and 701.58a): the characteristics of a face-down permanent.
pub fn face_down_values(kind: FaceDownKind) -> Copiable {
    Copiable {
        face: Face {
            name: String::new(),
            types: vec![CardType::Creature],
            power: Some(2),
            toughness: Some(2),
            text: if kind.has_ward_2() { "Ward {2}".into() } else { String::new() },
            ..Default::default()
        },
        mana_value: 0,
    }
}

/// Parses a counter name like "+1/+1", "-1/-1", "+2/+0" (122.1a).
pub fn pt_counter(kind: &str) -> Option<(i32, i32)> {
    let (p, t) = kind.split_once('/')?;
    let parse = |s: &str| -> Option<i32> {
        let sign = match s.chars().next()? {
            '+' => 1,
            '-' | '−' => -1,
            _ => return None,
        };
        s[s.chars().next()?.len_utf8()..].parse::<i32>().ok().map(|n| sign * n)
    };
    Some((parse(p)?, parse(t)?))
}

/// The printed face and mana value an object shows before any effect (712.8, 202.3).
pub fn printed_values(world: &World, e: Entity) -> Option<(Copiable, Side)> {
    let def = &world.get::<Printed>(e)?.0;
    let zone = world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone);
    let up = world.get::<FaceUp>(e).map_or(Side::Front, |f| f.0);
    // 712.8a: outside the battlefield and stack, only the front face.
    let side = if def.is_double_faced() && matches!(zone, Zone::Battlefield | Zone::Stack) { up } else { Side::Front };
    let face = def.faces.get(side.index()).unwrap_or(def.front()).clone();
    let own_mv = face.mana_cost.as_ref().map_or(0, ManaCost::mana_value);
    let mana_value = if side == Side::Back && def.layout == Layout::Transform {
        let copy_token = world.get::<Token>(e).is_some_and(|t| t.copy_of.is_some());
        // 202.3b: a copy of a back face has the mana value of what it copied (0 for a printed
        // back face, which has no mana cost); 712.8e: otherwise the front face's.
        if copy_token { own_mv } else { def.front().mana_cost.as_ref().map_or(0, ManaCost::mana_value) }
    } else {
        own_mv
    };
    Some((Copiable { face, mana_value }, side))
}

/// Derives an object's characteristics now. `None` for entities that aren't cards or tokens.
pub fn derive(world: &World, e: Entity) -> Option<Characteristics> {
    let (mut copiable, side) = printed_values(world, e)?;
    let zone = world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone);
    let mut steps = vec![DerivationStep {
        layer: "printed",
        rule: if side == Side::Back { "712.8e" } else { "712.8d" },
        source: copiable.face.name.clone(),
        change: format!("{:?} face: {}", side, describe(&copiable)),
    }];
    let effects = world.get::<Effects>(e).map(|e| e.0.clone()).unwrap_or_default();
    let mut sorted: Vec<&ContinuousEffect> = effects.iter().collect();
    sorted.sort_by_key(|e| e.timestamp);

    // Layer 1a: copy effects.
    for eff in &sorted {
        if let EffectKind::Copy { values, of } = &eff.kind {
            copiable = (**values).clone();
            steps.push(DerivationStep {
                layer: "1a",
                rule: "707.2",
                source: eff.source.clone(),
                change: format!("copy of {of}: {}", describe(&copiable)),
            });
        }
    }
    // Layer 1b: face-down status.
    let face_down = world.get::<FaceDown>(e).and_then(|f| f.0);
    if let Some(kind) = face_down.filter(|_| matches!(zone, Zone::Battlefield | Zone::Stack)) {
        copiable = face_down_values(kind);
        steps.push(DerivationStep {
            layer: "1b",
            rule: if kind.has_ward_2() { "708.2a, 702.168a" } else { "708.2a" },
            source: format!("face down ({kind:?})"),
            change: describe(&copiable),
        });
    }

    let f = &copiable.face;
    let mut c = Characteristics {
        name: f.name.clone(),
        mana_cost: f.mana_cost.clone(),
        mana_value: copiable.mana_value,
        colors: f.colors(),
        supertypes: f.supertypes.clone(),
        types: f.types.clone(),
        subtypes: f.subtypes.clone(),
        all_creature_types: false,
        text: f.text.clone(),
        abilities: f.text.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect(),
        keywords: f.keywords.clone(),
        power: f.power,
        toughness: f.toughness,
        loyalty: f.loyalty,
        defense: f.defense,
        copiable: copiable.clone(),
        derivation: Vec::new(),
    };

    // Layer 4: type-changing effects.
    for eff in &sorted {
        if let EffectKind::AddTypes { types, subtypes, all_creature_types } = &eff.kind {
            for t in types {
                if !c.types.contains(t) {
                    c.types.push(*t);
                }
            }
            for s in subtypes {
                if !c.has_subtype(s) {
                    c.subtypes.push(s.clone());
                }
            }
            c.all_creature_types |= *all_creature_types;
            steps.push(DerivationStep {
                layer: "4",
                rule: "613.1d",
                source: eff.source.clone(),
                change: format!("type line becomes {}", c.type_line()),
            });
        }
    }

    // Roles attached to it (111.10j–r), in timestamp order, and the "Equipped/Enchanted
    // creature gets +N/+M [and has X]" abilities of the other things attached to it.
    let roles = attached_roles(world, e);
    let statics = attached_statics(world, e);

    // Layer 6: abilities, by timestamp: granted by Roles and attached objects (Some), removed
    // by "loses all abilities" (None).
    type Grant = Option<(String, String, &'static str)>;
    let mut layer6: Vec<(u64, Grant)> = roles
        .iter()
        .filter_map(|(ts, r, _)| {
            role_grant(*r).map(|g| (*ts, Some((g.to_string(), format!("{r:?} Role"), role_rule(*r)))))
        })
        .collect();
    layer6.extend(
        statics.iter().filter_map(|s| s.grant.clone().map(|g| (s.timestamp, Some((g, s.source.clone(), "613.1f"))))),
    );
    layer6.extend(sorted.iter().filter(|e| e.kind == EffectKind::LoseAllAbilities).map(|e| (e.timestamp, None)));
    layer6.sort_by_key(|(ts, _)| *ts);
    for (_, grant) in layer6 {
        match grant {
            Some((ability, source, rule)) => {
                c.abilities.push(ability.clone());
                steps.push(DerivationStep { layer: "6", rule, source, change: format!("gains {ability}") });
            }
            None => {
                c.abilities.clear();
                c.keywords.clear();
                steps.push(DerivationStep {
                    layer: "6",
                    rule: "613.1f",
                    source: "effect".into(),
                    change: "loses all abilities".into(),
                });
            }
        }
    }

    // Layer 7: power and toughness, for creatures.
    if c.has_type(CardType::Creature) {
        if c.power.is_none() || c.toughness.is_none() {
            c.power.get_or_insert(0);
            c.toughness.get_or_insert(0);
        }
        let mut set7b: Vec<(u64, i32, i32, String)> = sorted
            .iter()
            .filter_map(|e| match e.kind {
                EffectKind::SetPT(p, t) => Some((e.timestamp, p, t, e.source.clone())),
                _ => None,
            })
            .collect();
        set7b.extend(
            roles
                .iter()
                .filter(|(_, r, _)| *r == RoleEffect::Cursed)
                .map(|(ts, _, _)| (*ts, 1, 1, "Cursed Role".to_string())),
        );
        set7b.sort_by_key(|x| x.0);
        for (_, p, t, source) in set7b {
            c.power = Some(p);
            c.toughness = Some(t);
            steps.push(DerivationStep {
                layer: "7b",
                rule: "613.4b",
                source,
                change: format!("base P/T becomes {p}/{t}"),
            });
        }
        let mut mods: Vec<(i32, i32, String, &'static str)> = sorted
            .iter()
            .filter_map(|e| match e.kind {
                EffectKind::ModifyPT(p, t) => Some((p, t, e.source.clone(), "613.4c")),
                _ => None,
            })
            .collect();
        for (_, role, controller) in &roles {
            let bonus = match role {
                RoleEffect::Monster | RoleEffect::Royal | RoleEffect::Sorcerer | RoleEffect::Wicked => 1,
                RoleEffect::Virtuous => enchantments_controlled_by(world, *controller),
                RoleEffect::Cursed | RoleEffect::YoungHero => 0,
            };
            if *role != RoleEffect::Cursed && *role != RoleEffect::YoungHero {
                mods.push((bonus, bonus, format!("{role:?} Role"), role_rule(*role)));
            }
        }
        for s in &statics {
            if s.power != 0 || s.toughness != 0 {
                mods.push((s.power, s.toughness, s.source.clone(), "613.4c"));
            }
        }
        if let Some(counters) = world.get::<Counters>(e) {
            for (kind, n) in &counters.0 {
                if let Some((p, t)) = pt_counter(kind) {
                    let n = *n as i32;
                    mods.push((p * n, t * n, format!("{n} {kind} counter(s)"), "613.4c, 122.1a"));
                }
            }
        }
        for (p, t, source, rule) in mods {
            c.power = c.power.map(|x| x + p);
            c.toughness = c.toughness.map(|x| x + t);
            steps.push(DerivationStep { layer: "7c", rule, source, change: format!("{p:+}/{t:+}") });
        }
    }
    // Layer 7d: switching power and toughness.
    for eff in sorted.iter().filter(|e| e.kind == EffectKind::SwitchPT) {
        if let (Some(p), Some(t)) = (c.power, c.toughness) {
            c.power = Some(t);
            c.toughness = Some(p);
            steps.push(DerivationStep {
                layer: "7d",
                rule: "613.4d",
                source: eff.source.clone(),
                change: format!("switched: {t}/{p}"),
            });
        }
    }
    // 306.5c, 310.4c: on the battlefield, loyalty and defense are counters.
    if zone == Zone::Battlefield {
        let counters = world.get::<Counters>(e);
        let count = |k: &str| counters.map_or(0, |c| c.get(k)) as i32;
        if c.has_type(CardType::Planeswalker) {
            c.loyalty = Some(count("loyalty"));
        }
        if c.has_type(CardType::Battle) {
            c.defense = Some(count("defense"));
        }
    }
    c.derivation = steps;
    Some(c)
}

fn describe(c: &Copiable) -> String {
    let f = &c.face;
    let name = if f.name.is_empty() { "(no name)" } else { &f.name };
    let mut s = format!("{name}, {}", f.type_line());
    if let (Some(p), Some(t)) = (f.power, f.toughness) {
        s.push_str(&format!(", {p}/{t}"));
    }
    s.push_str(&format!(", mana value {}", c.mana_value));
    s
}

/// The Role tokens attached to `e` on the battlefield: (timestamp, role, role's controller).
fn attached_roles(world: &World, e: Entity) -> Vec<(u64, RoleEffect, Entity)> {
    let Some(att) = world.get::<Attachments>(e) else { return Vec::new() };
    let mut out: Vec<(u64, RoleEffect, Entity)> = att
        .entities()
        .iter()
        .filter_map(|a| {
            let role = *world.get::<RoleEffect>(*a)?;
            if world.get::<InZone>(*a)?.zone != Zone::Battlefield {
                return None;
            }
            // A Role that lost its abilities has no effect (613.1f).
            let lost =
                world.get::<Effects>(*a).is_some_and(|fx| fx.0.iter().any(|x| x.kind == EffectKind::LoseAllAbilities));
            if lost {
                return None;
            }
            let ts = world.get::<Timestamp>(*a).map_or(0, |t| t.0);
            Some((ts, role, world.get::<Controller>(*a)?.0))
        })
        .collect();
    out.sort_by_key(|x| x.0);
    out
}

/// A static "Equipped creature gets +N/+M [and has X]." ability of something attached.
struct AttachedStatic {
    timestamp: u64,
    power: i32,
    toughness: i32,
    grant: Option<String>,
    source: String,
}

/// Parses "Equipped creature gets +2/+0." or "Enchanted creature gets +1/+1 and has trample."
pub fn parse_attached_bonus(line: &str) -> Option<(i32, i32, Option<String>)> {
    let rest =
        line.strip_prefix("Equipped creature gets ").or_else(|| line.strip_prefix("Enchanted creature gets "))?;
    let (pt, tail) = rest.split_once(|c: char| c == ' ' || c == '.').unwrap_or((rest, ""));
    let (p, t) = pt_counter(pt)?;
    let tail = tail.trim().trim_end_matches('.');
    let grant = match tail.strip_prefix("and has ") {
        Some(k) => {
            let mut k = k.to_string();
            if let Some(first) = k.get(..1) {
                k = first.to_uppercase() + &k[1..];
            }
            Some(k)
        }
        None if tail.is_empty() => None,
        None => return None, // "for each ...": not a fixed bonus
    };
    Some((p, t, grant))
}

fn attached_statics(world: &World, e: Entity) -> Vec<AttachedStatic> {
    let Some(att) = world.get::<Attachments>(e) else { return Vec::new() };
    let mut out = Vec::new();
    for a in att.entities() {
        if world.get::<RoleEffect>(*a).is_some() || world.get::<InZone>(*a).is_none_or(|z| z.zone != Zone::Battlefield)
        {
            continue;
        }
        let Some(c) = world.get::<Characteristics>(*a) else { continue };
        let ts = world.get::<Timestamp>(*a).map_or(0, |t| t.0);
        for line in &c.abilities {
            if let Some((power, toughness, grant)) = parse_attached_bonus(line) {
                out.push(AttachedStatic { timestamp: ts, power, toughness, grant, source: c.name.clone() });
            }
        }
    }
    out
}

fn role_grant(r: RoleEffect) -> Option<&'static str> {
    match r {
        RoleEffect::Monster => Some("Trample"),
        RoleEffect::Royal => Some("Ward {1}"),
        RoleEffect::Sorcerer => Some("Whenever this creature attacks, scry 1."),
        RoleEffect::YoungHero => {
            Some("Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.")
        }
        _ => None,
    }
}

/// The rule that defines a Role.
pub fn role_rule(r: RoleEffect) -> &'static str {
    match r {
        RoleEffect::Cursed => "111.10j",
        RoleEffect::Monster => "111.10k",
        RoleEffect::Royal => "111.10m",
        RoleEffect::Sorcerer => "111.10n",
        RoleEffect::Virtuous => "111.10p",
        RoleEffect::Wicked => "111.10q",
        RoleEffect::YoungHero => "111.10r",
    }
}

fn enchantments_controlled_by(world: &World, player: Entity) -> i32 {
    let Some(mut q) = world.try_query::<(&Characteristics, &InZone, &Controller)>() else { return 0 };
    q.iter(world)
        .filter(|(c, z, ctl)| z.zone == Zone::Battlefield && ctl.0 == player && c.has_type(CardType::Enchantment))
        .count() as i32
}

/// `RulesSystems::Derive`: derive again every object marked dirty.
pub fn derive_dirty(world: &mut World) {
    let mut dirty = std::mem::take(&mut world.resource_mut::<Dirty>().objects);
    if dirty.is_empty() {
        return;
    }
    // Virtuous Roles count enchantments: their hosts depend on every other object.
    let virtuous_hosts: Vec<Entity> = match world.resource::<Dirty>().roles {
        true => world
            .try_query_filtered::<(&RoleEffect, &AttachedTo), ()>()
            .map(|mut q| q.iter(world).filter(|(r, _)| **r == RoleEffect::Virtuous).map(|(_, a)| a.0).collect())
            .unwrap_or_default(),
        false => Vec::new(),
    };
    dirty.extend(virtuous_hosts.iter().copied());
    dirty.sort();
    dirty.dedup();
    write_derived(world, &dirty);
    // What is attached affects its host ("Equipped creature gets +2/+0"): derive the hosts of
    // the objects just derived, after them.
    let hosts: Vec<Entity> = dirty
        .iter()
        .filter_map(|e| world.get::<AttachedTo>(*e).map(|a| a.0))
        .filter(|h| dirty.binary_search(h).is_err())
        .collect();
    if !hosts.is_empty() {
        write_derived(world, &hosts);
    }
    if !virtuous_hosts.is_empty() {
        write_derived(world, &virtuous_hosts);
    }
}

fn write_derived(world: &mut World, entities: &[Entity]) {
    let derived: Vec<(Entity, Characteristics)> = entities
        .iter()
        .filter_map(|e| world.get_entity(*e).ok().and_then(|_| derive(world, *e)).map(|c| (*e, c)))
        .collect();
    for (e, c) in derived {
        if world.get::<Characteristics>(e) != Some(&c) {
            world.entity_mut(e).insert(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_122_1a_counter_names_parse() {
        assert_eq!(pt_counter("+1/+1"), Some((1, 1)));
        assert_eq!(pt_counter("-1/-1"), Some((-1, -1)));
        assert_eq!(pt_counter("+2/+0"), Some((2, 0)));
        assert_eq!(pt_counter("loyalty"), None);
    }

    #[test]
    fn attached_bonuses_parse_fixed_values_only() {
        assert_eq!(parse_attached_bonus("Equipped creature gets +2/+0."), Some((2, 0, None)));
        assert_eq!(
            parse_attached_bonus("Enchanted creature gets +2/+0 and has trample."),
            Some((2, 0, Some("Trample".into())))
        );
        assert_eq!(
            parse_attached_bonus(
                "Enchanted creature gets +1/+1 for each enchantment you control and has first strike."
            ),
            None
        );
        assert_eq!(parse_attached_bonus("Enchanted creature can't attack or block."), None);
    }

    #[test]
    fn rule_708_2a_face_down_is_a_nameless_2_2() {
        let v = face_down_values(FaceDownKind::Morph);
        assert_eq!((v.face.name.as_str(), v.face.power, v.face.toughness, v.mana_value), ("", Some(2), Some(2), 0));
        assert!(v.face.subtypes.is_empty() && v.face.mana_cost.is_none() && v.face.text.is_empty());
        assert_eq!(face_down_values(FaceDownKind::Disguise).face.text, "Ward {2}");
    }
}
