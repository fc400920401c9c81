//! The game's words the overlay and the text table use, in the language in force: the zones,
//! the turn's steps, the colours and an object's state.

use crate::i18n::Lang;
use crate::rules::Zone;

/// A zone's name, capitalised ("Graveyard"), in the language in force.
pub fn zone_name(lang: Lang, zone: Zone) -> String {
    let id = match zone {
        Zone::Library => "panels-zone-library",
        Zone::Hand => "panels-zone-hand",
        Zone::Battlefield => "panels-zone-battlefield",
        Zone::Graveyard => "panels-zone-graveyard",
        Zone::Stack => "panels-zone-stack",
        Zone::Exile => "panels-zone-exile",
        Zone::Command => "panels-zone-command",
    };
    lang.t(id, &[])
}

/// The widest zone name in the language in force, in characters: the text table's first column.
pub fn zone_width(lang: Lang) -> usize {
    use Zone::*;
    [Library, Hand, Battlefield, Graveyard, Stack, Exile, Command]
        .map(|z| zone_name(lang, z).chars().count())
        .into_iter()
        .max()
        .unwrap_or(11)
}

/// A set of colours in words, in the language in force ("colorless" for none, 105.2c).
pub fn colour_words(lang: Lang, colors: crate::cards::ColorSet) -> String {
    use crate::cards::Color;
    if colors.is_empty() {
        return lang.t("panels-colour-colorless", &[]);
    }
    let word = |c: &Color| match c {
        Color::White => lang.t("panels-colour-white", &[]),
        Color::Blue => lang.t("panels-colour-blue", &[]),
        Color::Black => lang.t("panels-colour-black", &[]),
        Color::Red => lang.t("panels-colour-red", &[]),
        Color::Green => lang.t("panels-colour-green", &[]),
    };
    colors.to_vec().iter().map(word).collect::<Vec<_>>().join(", ")
}

/// A step or phase of the turn as the players' panels name it, in the language in force.
pub fn step_name(lang: Lang, step: crate::rules::game::TurnStep) -> String {
    use crate::rules::game::TurnStep::*;
    let id = match step {
        Untap => "panels-step-name-untap",
        Upkeep => "panels-step-name-upkeep",
        Draw => "panels-step-name-draw",
        PrecombatMain => "panels-step-name-precombat-main",
        BeginningOfCombat => "panels-step-name-beginning-of-combat",
        DeclareAttackers => "panels-step-name-declare-attackers",
        DeclareBlockers => "panels-step-name-declare-blockers",
        CombatDamage => "panels-step-name-combat-damage",
        EndOfCombat => "panels-step-name-end-of-combat",
        PostcombatMain => "panels-step-name-postcombat-main",
        End => "panels-step-name-end",
        Cleanup => "panels-step-name-cleanup",
    };
    lang.t(id, &[])
}

/// The name of the way a permanent was turned face down ("Morph"), in the language in force.
pub fn face_down_kind_word(lang: Lang, kind: crate::rules::FaceDownKind) -> String {
    let id = match kind {
        crate::rules::FaceDownKind::Plain => "dialogs-face-down-plain",
        crate::rules::FaceDownKind::Morph => "dialogs-face-down-morph",
        crate::rules::FaceDownKind::Megamorph => "dialogs-face-down-megamorph",
        crate::rules::FaceDownKind::Disguise => "dialogs-face-down-disguise",
        crate::rules::FaceDownKind::Manifest => "dialogs-face-down-manifest",
        crate::rules::FaceDownKind::Cloak => "dialogs-face-down-cloak",
        crate::rules::FaceDownKind::ManifestDread => "dialogs-face-down-manifest-dread",
    };
    lang.t(id, &[])
}

/// A layer of 613 as the inspector's derivation names it ("7c: P/T changes"), in the language
/// in force.
pub fn layer_words(lang: Lang, layer: crate::rules::characteristics::Layer) -> String {
    lang.t(layer_id(layer), &[])
}

/// [`layer_words`]'s message id.
fn layer_id(layer: crate::rules::characteristics::Layer) -> &'static str {
    use crate::rules::characteristics::Layer::*;
    match layer {
        Printed => "panels-layer-printed",
        L1a => "panels-layer-1a",
        L1b => "panels-layer-1b",
        L2 => "panels-layer-2",
        L3 => "panels-layer-3",
        L4 => "panels-layer-4",
        L5 => "panels-layer-5",
        L6 => "panels-layer-6",
        L7a => "panels-layer-7a",
        L7b => "panels-layer-7b",
        L7c => "panels-layer-7c",
        L7d => "panels-layer-7d",
    }
}

/// A kind of counter as the table names it, in the language in force: the kinds the rules
/// know by name (loyalty, defense, shield...); a power/toughness or keyword counter and a kind
/// of the card's own words stay as written ("+1/+1", "flying", "charge").
pub fn counter_words(lang: Lang, kind: &crate::rules::counters::CounterKind) -> String {
    counter_id(kind).map_or_else(|| kind.to_string(), |id| lang.t(id, &[]))
}

/// [`counter_words`]'s message id, for the kinds that have one.
fn counter_id(kind: &crate::rules::counters::CounterKind) -> Option<&'static str> {
    use crate::rules::counters::CounterKind::*;
    Some(match kind {
        Shield => "panels-counter-shield",
        Stun => "panels-counter-stun",
        Loyalty => "panels-counter-loyalty",
        Defense => "panels-counter-defense",
        Finality => "panels-counter-finality",
        Lore => "panels-counter-lore",
        Poison => "panels-counter-poison",
        Energy => "panels-counter-energy",
        Experience => "panels-counter-experience",
        _ => return None,
    })
}

/// A card type's name ("Creature", 300.1) in the language in force.
pub fn card_type_word(lang: Lang, card_type: crate::cards::CardType) -> String {
    use crate::cards::CardType;
    let id = match card_type {
        CardType::Artifact => "decks-type-artifact",
        CardType::Battle => "decks-type-battle",
        CardType::Creature => "decks-type-creature",
        CardType::Enchantment => "decks-type-enchantment",
        CardType::Instant => "decks-type-instant",
        CardType::Kindred => "decks-type-kindred",
        CardType::Land => "decks-type-land",
        CardType::Planeswalker => "decks-type-planeswalker",
        CardType::Sorcery => "decks-type-sorcery",
    };
    lang.t(id, &[])
}

/// A card type as [`crate::cards::stats::DeckStats::types`] names it ("Creature"), in the
/// language in force.
pub fn type_words(lang: Lang, name: &str) -> String {
    crate::cards::CardType::ALL
        .into_iter()
        .find(|c| format!("{c:?}") == name)
        .map_or_else(|| name.to_string(), |c| card_type_word(lang, c))
}

/// What an import read, in `lang` (`bifronte import`, File → Card pictures).
pub fn import_summary(lang: Lang, summary: &crate::cards::import::ImportSummary) -> String {
    let mut text = String::new();
    let _ = summary_lines(lang, summary, &mut text);
    text
}

fn summary_lines(
    lang: Lang,
    summary: &crate::cards::import::ImportSummary,
    f: &mut impl std::fmt::Write,
) -> std::fmt::Result {
    {
        let this = summary;
        let sizes = [
            ("cards", this.cards.to_string()),
            ("objects", this.objects.to_string()),
            ("others", this.other_printings.to_string()),
            ("mb", lang.decimal(this.bytes as f64 / 1e6, 1)),
        ];
        writeln!(f, "{}", lang.t_of("cli-import-summary", &sizes))?;
        let printed: Vec<String> = this
            .printed
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(code, n)| {
                let printed_in = crate::i18n::Lang::of_locale(code).map_or(*code, |l| l.name());
                lang.t_of("cli-import-printed-in", &[("n", n.to_string()), ("lang", printed_in.to_string())])
            })
            .collect();
        if !printed.is_empty() {
            writeln!(f, "  {}", lang.t("cli-import-printed", &[("names", &printed.join(", "))]))?;
        }
        for (layout, (n, modelled)) in &this.layouts {
            let how = if *modelled { String::new() } else { format!("  {}", lang.tr("cli-import-by-faces")) };
            writeln!(f, "  {layout:20} {n:>6}{how}")?;
        }
        if !this.meld_without_result.is_empty() {
            let words =
                [("n", this.meld_without_result.len().to_string()), ("names", this.meld_without_result.join(", "))];
            writeln!(f, "  {}", lang.t_of("cli-import-meld-alone", &words))?;
        }
        if !this.unreadable_costs.is_empty() {
            let faces: Vec<String> = this.unreadable_costs.iter().map(|(n, c)| format!("{n} ({c})")).collect();
            let words = [("n", faces.len().to_string()), ("faces", faces.join(", "))];
            writeln!(f, "  {}", lang.t_of("cli-import-unreadable-costs", &words))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, t_in};

    #[test]
    fn every_step_and_colour_reads_in_english_as_the_rules_words_do() {
        for s in crate::rules::game::TurnStep::ALL {
            let id = format!("panels-step-name-{}", step_id(s));
            assert_eq!(t_in(Lang::En, &id, &[]), s.words(), "{s:?}");
            assert_ne!(t_in(Lang::It, &id, &[]), s.words(), "{s:?} in Italian");
        }
        assert_eq!(t_in(Lang::Fr, "panels-colour-colorless", &[]), "incolore");
    }

    #[test]
    fn every_counter_the_rules_name_reads_in_english_as_the_rules_write_it() {
        use crate::rules::counters::CounterKind::*;
        for kind in [Shield, Stun, Loyalty, Defense, Finality, Lore, Poison, Energy, Experience] {
            let id = super::counter_id(&kind).expect("a message");
            assert_eq!(t_in(Lang::En, id, &[]), kind.to_string());
            assert_ne!(t_in(Lang::It, id, &[]), kind.to_string(), "{kind:?} in Italian");
        }
        assert_eq!(super::counter_id(&PlusOne), None, "+1/+1 is written as it is");
    }

    #[test]
    fn every_layer_of_613_is_named_by_its_label_in_every_language() {
        use crate::rules::characteristics::Layer::*;
        assert_eq!(t_in(Lang::En, super::layer_id(L7c), &[]), "7c: P/T changes");
        for layer in [Printed, L1a, L1b, L2, L3, L4, L5, L6, L7a, L7b, L7c, L7d] {
            let id = super::layer_id(layer);
            let english = t_in(Lang::En, id, &[]);
            for lang in Lang::ALL {
                let said = t_in(lang, id, &[]);
                assert!(layer == Printed || said.starts_with(layer.label()), "{layer:?} in {lang:?}: {said}");
                assert!(lang == Lang::En || said != english, "{layer:?} in {lang:?}");
            }
        }
    }

    fn step_id(s: crate::rules::game::TurnStep) -> String {
        let debug = format!("{s:?}");
        let mut out = String::new();
        for (i, c) in debug.chars().enumerate() {
            if c.is_uppercase() && i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        }
        out
    }
}
