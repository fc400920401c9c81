//! Token definitions (111): the predefined tokens of 111.10, tokens defined by an effect, default
//! names (111.4) and a copy's exceptions (707.9b). Creating them is [`super::ops::tokens`].

use bevy::prelude::*;

use super::action::TokenSpec;
use super::game::Dirty;
use crate::cards::{CardDef, CardType, Face, Layout};

/// A Role token's own effect (111.10j–r), applied to the creature it enchants.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[component(on_add = note_role)]
pub enum RoleEffect {
    /// Base P/T 1/1 (layer 7b).
    Cursed,
    /// +1/+1 and trample.
    Monster,
    /// +1/+1 and ward {1}.
    Royal,
    /// +1/+1 and "Whenever this creature attacks, scry 1."
    Sorcerer,
    /// +1/+1 for each enchantment you control.
    Virtuous,
    /// +1/+1.
    Wicked,
    /// "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it."
    YoungHero,
}

/// Remembers that Roles exist, so derivation looks for Virtuous Roles only when there may be one.
fn note_role(mut world: bevy::ecs::world::DeferredWorld, _: bevy::ecs::lifecycle::HookContext) {
    if let Some(mut dirty) = world.get_resource_mut::<Dirty>() {
        dirty.roles = true;
    }
}

/// A predefined token of 111.10: its rule, its name as effects write it, and how it is built.
pub struct Predefined {
    /// The rule that defines it ("111.10a").
    pub rule: &'static str,
    /// "Treasure", "Monster Role", ...
    pub kind: &'static str,
    /// For a Role: its own effect.
    pub role: Option<RoleEffect>,
}

/// Every predefined token of 111.10.
pub const PREDEFINED: &[Predefined] = &[
    Predefined { rule: "111.10a", kind: "Treasure", role: None },
    Predefined { rule: "111.10b", kind: "Food", role: None },
    Predefined { rule: "111.10c", kind: "Gold", role: None },
    Predefined { rule: "111.10d", kind: "Walker", role: None },
    Predefined { rule: "111.10e", kind: "Shard", role: None },
    Predefined { rule: "111.10f", kind: "Clue", role: None },
    Predefined { rule: "111.10g", kind: "Blood", role: None },
    Predefined { rule: "111.10h", kind: "Powerstone", role: None },
    Predefined { rule: "111.10i", kind: "Incubator", role: None },
    Predefined { rule: "111.10j", kind: "Cursed Role", role: Some(RoleEffect::Cursed) },
    Predefined { rule: "111.10k", kind: "Monster Role", role: Some(RoleEffect::Monster) },
    Predefined { rule: "111.10m", kind: "Royal Role", role: Some(RoleEffect::Royal) },
    Predefined { rule: "111.10n", kind: "Sorcerer Role", role: Some(RoleEffect::Sorcerer) },
    Predefined { rule: "111.10p", kind: "Virtuous Role", role: Some(RoleEffect::Virtuous) },
    Predefined { rule: "111.10q", kind: "Wicked Role", role: Some(RoleEffect::Wicked) },
    Predefined { rule: "111.10r", kind: "Young Hero Role", role: Some(RoleEffect::YoungHero) },
    Predefined { rule: "111.10s", kind: "Map", role: None },
    Predefined { rule: "111.10t", kind: "Junk", role: None },
    Predefined { rule: "111.10u", kind: "Lander", role: None },
];

/// Finds a predefined token by its kind ("Monster Role", "monster role", or "Monster").
pub fn find_predefined(kind: &str) -> Option<&'static Predefined> {
    let k = kind.trim();
    PREDEFINED.iter().find(|p| {
        p.kind.eq_ignore_ascii_case(k) || (p.role.is_some() && p.kind.trim_end_matches(" Role").eq_ignore_ascii_case(k))
    })
}

fn artifact(subtype: &str, text: &str) -> Face {
    Face {
        name: format!("{subtype} Token").into(),
        types: vec![CardType::Artifact],
        subtypes: vec![subtype.into()].into(),
        text: text.into(),
        ..Default::default()
    }
}

fn role(name: &str, effect: &str) -> Face {
    Face {
        name: name.into(),
        types: vec![CardType::Enchantment],
        subtypes: vec!["Aura".into(), "Role".into()].into(),
        text: format!("Enchant creature\n{effect}").into(),
        ..Default::default()
    }
}

impl Predefined {
    /// The token's characteristics, exactly as its rule gives them.
    pub fn card(&self) -> CardDef {
        let face = match self.kind {
            "Treasure" => artifact("Treasure", "{T}, Sacrifice this token: Add one mana of any color."),
            "Food" => artifact("Food", "{2}, {T}, Sacrifice this token: You gain 3 life."),
            "Gold" => artifact("Gold", "Sacrifice this token: Add one mana of any color."),
            "Walker" => Face {
                name: "Walker".into(),
                colors: Some(vec![crate::cards::Color::Black]),
                types: vec![CardType::Creature],
                subtypes: vec!["Zombie".into()].into(),
                power: Some(2),
                toughness: Some(2),
                ..Default::default()
            },
            "Shard" => Face {
                name: "Shard Token".into(),
                types: vec![CardType::Enchantment],
                subtypes: vec!["Shard".into()].into(),
                text: "{2}, Sacrifice this token: Scry 1, then draw a card.".into(),
                ..Default::default()
            },
            "Clue" => artifact("Clue", "{2}, Sacrifice this token: Draw a card."),
            "Blood" => artifact("Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),
            "Powerstone" => {
                artifact("Powerstone", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.")
            }
            "Incubator" => {
                let back = Face {
                    name: "Phyrexian Token".into(),
                    types: vec![CardType::Artifact, CardType::Creature],
                    subtypes: vec!["Phyrexian".into()].into(),
                    power: Some(0),
                    toughness: Some(0),
                    ..Default::default()
                };
                let mut front = artifact("Incubator", "{2}: Transform this token.");
                front.keywords.push(crate::cards::Keyword::TransformAbility("{2}".into()));
                return CardDef { layout: Layout::Transform, faces: vec![front.into(), back.into()] };
            }
            "Cursed Role" => role("Cursed", "Enchanted creature has base power and toughness 1/1."),
            "Monster Role" => role("Monster", "Enchanted creature gets +1/+1 and has trample."),
            "Royal Role" => role("Royal", "Enchanted creature gets +1/+1 and has ward {1}."),
            "Sorcerer Role" => {
                role("Sorcerer", "Enchanted creature gets +1/+1 and has \"Whenever this creature attacks, scry 1.\"")
            }
            "Virtuous Role" => role("Virtuous", "Enchanted creature gets +1/+1 for each enchantment you control."),
            "Wicked Role" => role(
                "Wicked",
                "Enchanted creature gets +1/+1.\nWhen this token is put into a graveyard from the battlefield, each opponent loses 1 life.",
            ),
            "Young Hero Role" => role(
                "Young Hero",
                "Enchanted creature has \"Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.\"",
            ),
            "Map" => artifact(
                "Map",
                "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.",
            ),
            "Junk" => artifact(
                "Junk",
                "{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.",
            ),
            "Lander" => artifact(
                "Lander",
                "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
            ),
            other => unreachable!("predefined token {other} has no definition"),
        };
        CardDef::single(face)
    }
}

/// 111.4: a token's name is its subtypes plus "Token" unless the effect names it.
pub fn default_token_name(subtypes: &[String]) -> String {
    if subtypes.is_empty() { "Token".into() } else { format!("{} Token", subtypes.join(" ")) }
}

/// The face an effect defines (111.3): only the characteristics it lists.
pub fn spec_face(spec: &TokenSpec) -> Face {
    let subtypes = spec.subtypes.clone().unwrap_or_default();
    Face {
        name: spec.name.clone().unwrap_or_else(|| default_token_name(&subtypes)).into(),
        mana_cost: None,
        color_indicator: None,
        colors: spec.colors.clone(),
        supertypes: spec.supertypes.clone().unwrap_or_default(),
        types: spec.types.clone().unwrap_or_default(),
        subtypes: subtypes.into(),
        text: spec.text.as_deref().unwrap_or_default().into(),
        power: spec.power,
        toughness: spec.toughness,
        loyalty: None,
        defense: None,
        keywords: Vec::new(),
    }
}

/// A token's card from an effect's definition; a `back` makes it double-faced.
pub fn spec_card(spec: &TokenSpec) -> CardDef {
    match &spec.back {
        Some(back) => {
            CardDef { layout: Layout::Transform, faces: vec![spec_face(spec).into(), spec_face(back).into()] }
        }
        None => CardDef::single(spec_face(spec)),
    }
}

/// 707.9b: applies a copy effect's exceptions to the copied face.
pub fn apply_exceptions(face: &mut Face, except: &TokenSpec) {
    if let Some(n) = &except.name {
        face.name = n.into();
    }
    if let Some(c) = &except.colors {
        // 707.9d: the colour indicator isn't copied; the set colours replace the mana cost's.
        face.color_indicator = None;
        face.colors = Some(c.clone());
    }
    if let Some(v) = &except.supertypes {
        face.supertypes = v.clone();
    }
    if except.no_mana_cost {
        face.mana_cost = None;
    }
    if let Some(v) = &except.types {
        face.types = v.clone();
    }
    if let Some(v) = &except.subtypes {
        face.subtypes = v.clone().into();
    }
    // 707.9d: a characteristic-defining ability that defines a characteristic the exception
    // sets isn't copied (a "1/1" Tarmogoyf doesn't count graveyards).
    if (except.power.is_some() || except.toughness.is_some())
        && face.text.abilities().iter().any(|l| matches!(l.ability, crate::cards::Ability::DefinedPT(_)))
    {
        let kept: Vec<&str> = face
            .text
            .abilities()
            .iter()
            .filter(|l| !matches!(l.ability, crate::cards::Ability::DefinedPT(_)))
            .map(|l| l.text.as_str())
            .collect();
        face.text = kept.join("\n").into();
    }
    if let Some(v) = except.power {
        face.power = Some(v);
    }
    if let Some(v) = except.toughness {
        face.toughness = Some(v);
    }
    if let Some(v) = &except.text {
        face.text = v.as_str().into();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_111_4_default_name_is_subtypes_plus_token() {
        let spec = TokenSpec {
            colors: Some(vec![crate::cards::Color::Red]),
            types: Some(vec![CardType::Creature]),
            subtypes: Some(vec!["Dwarf".into(), "Berserker".into()]),
            power: Some(2),
            toughness: Some(1),
            ..Default::default()
        };
        assert_eq!(spec_face(&spec).name, "Dwarf Berserker Token");
    }

    #[test]
    fn every_predefined_token_builds() {
        for p in PREDEFINED {
            let c = p.card();
            assert!(c.validate().is_ok(), "{}", p.kind);
            assert!(find_predefined(p.kind).is_some());
        }
        assert!(find_predefined("monster").is_some());
        assert!(find_predefined("Dragon").is_none());
    }
}
