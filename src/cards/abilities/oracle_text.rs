//! A face's rules text as the kernel holds it: the printed text and its lines read into
//! abilities, with the readings that span lines (an "instead if" line joined to the effect
//! above it, a modal line's modes, overload's changed text).

use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Ability, AbilityLine, Lines, modal_triggers};

/// A face's rules text: the text as printed, and its lines parsed into abilities.
#[derive(Clone, Debug, Default)]
pub struct OracleText {
    text: String,
    abilities: Lines,
}

impl OracleText {
    /// Parses rules text, one ability a line.
    pub fn new(text: impl Into<String>) -> OracleText {
        let text = text.into();
        let mut abilities: Vec<AbilityLine> =
            text.lines().map(str::trim).filter(|l| !l.is_empty()).map(AbilityLine::parse).collect();
        // 608.2c: "Revolt — Destroy that creature ... instead if ..." replaces the step of the
        // spell's line above it: the two lines are read as one effect.
        // So is "Adamant — If ..., [this] deals 3 damage to that creature's controller.", whose
        // words name what the line above targeted (Searing Barrage).
        for i in 1..abilities.len() {
            let words = crate::cards::filter::without_ability_word(&abilities[i].text);
            let names_above = words.starts_with("If ") && matches!(abilities[i].ability, Ability::Other);
            if !(words.contains(" instead if ") || names_above)
                || !matches!(abilities[i - 1].ability, Ability::Effect(_))
            {
                continue;
            }
            let joined = format!("{} {words}", abilities[i - 1].text);
            if let Ability::Effect(e) = Ability::parse(&joined) {
                abilities[i - 1].ability = Ability::Effect(e);
                abilities[i].ability = Ability::InsteadOfAbove;
            }
        }
        // 700.2: a modal line ("Choose one —") holds the modes written after it ("• ...").
        for i in 0..abilities.len() {
            let Ability::Modal(m) = &abilities[i].ability else { continue };
            let modes: Vec<Option<Arc<crate::cards::effects::SpellEffect>>> = abilities[i + 1..]
                .iter()
                .map_while(|l| match &l.ability {
                    Ability::Mode(e) => Some(e.clone()),
                    _ => None,
                })
                .collect();
            let words =
                abilities[i + 1..].iter().map_while(|l| l.text.strip_prefix("• ")).map(str::to_string).collect();
            let modal = crate::cards::modal::Modal { modes, words, ..(**m).clone() };
            abilities[i].ability = Ability::Modal(Arc::new(modal));
        }
        modal_triggers::read_modal_triggers(&mut abilities);
        // 608.2c: a spell's lines are one effect, whose later steps wait on one choice a player
        // makes as it resolves (`ops::continuing`); a line asking for a second one (Thought
        // Erasure's surveil after its discard) is left to the players.
        let mut waiting = false;
        for line in &mut abilities {
            let Ability::Effect(e) = &line.ability else { continue };
            let waits = e.steps.iter().any(crate::cards::effects::EffectStep::waits);
            if waits && waiting {
                line.ability = Ability::Other;
            }
            waiting |= waits;
        }
        // 702.96a: an overload cost is the rules' only where the text it changes is read whole.
        let overload = |l: &AbilityLine| {
            matches!(
                l.ability.spell_cost(),
                Some(crate::cards::costs::SpellCost::Alternative(crate::cards::costs::Alternative::Overload, _))
            )
        };
        if abilities.iter().any(overload) && overloaded(&abilities).is_none() {
            abilities.iter_mut().filter(|l| overload(l)).for_each(|l| l.ability = Ability::Other);
        }
        OracleText { text, abilities: abilities.into() }
    }
    /// The text as printed.
    pub fn as_str(&self) -> &str {
        &self.text
    }
    /// Its abilities, one per non-empty line.
    pub fn abilities(&self) -> &[AbilityLine] {
        &self.abilities
    }
    /// Its abilities, to share with the characteristics derived from the face.
    pub fn lines(&self) -> &Lines {
        &self.abilities
    }
}

/// 702.96a: a spell's effect lines with their text changed by overload, every "target" made
/// "each" ("Return target nonland permanent you don't control ..." to "Return each ..."), read
/// again; `None` where one isn't read or still names a target (702.96b: it has none).
pub fn overloaded(lines: &[AbilityLine]) -> Option<Vec<Arc<crate::cards::effects::SpellEffect>>> {
    let mut out = Vec::new();
    for l in lines {
        let Ability::Effect(_) = &l.ability else { continue };
        let text = l.text.replace("target", "each").replace("Target", "Each");
        let effect = crate::cards::effects::SpellEffect::parse(&text)?;
        if !effect.slots().is_empty() {
            return None;
        }
        out.push(Arc::new(effect));
    }
    (!out.is_empty()).then_some(out)
}

impl std::ops::Deref for OracleText {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl PartialEq for OracleText {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl From<&str> for OracleText {
    fn from(s: &str) -> Self {
        OracleText::new(s)
    }
}

impl From<String> for OracleText {
    fn from(s: String) -> Self {
        OracleText::new(s)
    }
}

impl std::fmt::Display for OracleText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl Serialize for OracleText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for OracleText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d).map(OracleText::new)
    }
}
