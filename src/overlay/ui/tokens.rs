//! The token dialog: a predefined token of 111.10, a common creature token (the ones the sample
//! decks make: a 2/2 black Zombie, a 1/1 white Spirit with flying...), a custom token (with a back
//! face if you like), or a copy of the selected object; how many; for whom.

use bevy_egui::egui::{self, RichText};

use super::{FAILED, UiAction};
use crate::i18n::{Lang, Said, SaidArg, SaidLine};
use crate::rules::predefined::PREDEFINED;
use crate::rules::{TokenKind, TokenSpec};
use crate::table::language::Words;
use crate::view::ObjectView;

/// What the token dialog is filling in.
#[derive(Clone, Debug, PartialEq)]
pub struct TokenForm {
    /// Which kind of token.
    pub mode: TokenMode,
    /// The predefined token chosen.
    pub predefined: String,
    /// The common creature token chosen (an index of [`COMMON_TOKENS`]).
    pub common: usize,
    /// A custom token's name (empty: from its subtypes, 111.4).
    pub name: String,
    /// Its colours, in WUBRG order.
    pub colors: [bool; 5],
    /// Its card types, as typed.
    pub types: String,
    /// Its subtypes, as typed.
    pub subtypes: String,
    /// Its power, as typed.
    pub power: String,
    /// Its toughness, as typed.
    pub toughness: String,
    /// Its rules text.
    pub text: String,
    /// Double-faced.
    pub with_back: bool,
    /// The back face's name.
    pub back_name: String,
    /// The back face's types.
    pub back_types: String,
    /// The back face's power.
    pub back_power: String,
    /// The back face's toughness.
    pub back_toughness: String,
    /// How many.
    pub count: u32,
    /// For which player (an index).
    pub controller: usize,
    /// An error in the custom token's fields.
    pub error: Option<String>,
}

/// Which kind of token the dialog makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenMode {
    /// A predefined token of 111.10.
    Predefined,
    /// A common creature token ([`COMMON_TOKENS`]).
    Common,
    /// A token the effect defines.
    Custom,
    /// A copy of the selected object.
    CopyOfSelected,
}

impl Default for TokenForm {
    fn default() -> Self {
        TokenForm {
            mode: TokenMode::Predefined,
            predefined: "Treasure".into(),
            common: 0,
            name: String::new(),
            colors: [false; 5],
            types: "Creature".into(),
            subtypes: String::new(),
            power: "1".into(),
            toughness: "1".into(),
            text: String::new(),
            with_back: false,
            back_name: String::new(),
            back_types: "Creature".into(),
            back_power: String::new(),
            back_toughness: String::new(),
            count: 1,
            controller: 0,
            error: None,
        }
    }
}

/// A creature token effects often make (111.4: its name is its subtypes and "Token").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommonToken {
    /// Its creature types.
    pub subtypes: &'static [&'static str],
    /// Its colours.
    pub colors: &'static [crate::cards::Color],
    /// Its power and toughness.
    pub pt: (i32, i32),
    /// Its abilities, as the card's text writes them.
    pub text: &'static str,
}

impl CommonToken {
    /// The token as the rules create it (111.4, 111.5: only what the effect gives it).
    pub fn spec(&self) -> TokenSpec {
        TokenSpec {
            colors: Some(self.colors.to_vec()),
            types: Some(vec![crate::cards::CardType::Creature]),
            subtypes: Some(self.subtypes.iter().map(|s| s.to_string()).collect()),
            power: Some(self.pt.0),
            toughness: Some(self.pt.1),
            text: (!self.text.is_empty()).then(|| self.text.to_string()),
            ..Default::default()
        }
    }

    /// How the dialog names it: "2/2 Black Zombie", "1/1 White Spirit, Flying".
    pub fn label(&self, lang: Lang) -> String {
        let colour = crate::view::words::colour_words(lang, self.colors.iter().copied().collect());
        let (pt, kind) = (format!("{}/{}", self.pt.0, self.pt.1), self.subtypes.join(" "));
        let label = lang.t("menus-token-common-label", &[("pt", &pt), ("colour", &colour), ("kind", &kind)]);
        match self.text {
            "" => label,
            text => format!("{label}, {}", text.replace('\n', ", ")),
        }
    }
}

/// The creature tokens the sample decks' cards make, and the ones most other cards do.
pub const COMMON_TOKENS: &[CommonToken] = {
    use crate::cards::Color::*;
    &[
        CommonToken { subtypes: &["Zombie"], colors: &[Black], pt: (2, 2), text: "" },
        CommonToken { subtypes: &["Spirit"], colors: &[White], pt: (1, 1), text: "Flying" },
        CommonToken { subtypes: &["Soldier"], colors: &[White], pt: (1, 1), text: "" },
        CommonToken { subtypes: &["Wolf"], colors: &[Green], pt: (2, 2), text: "" },
        CommonToken { subtypes: &["Beast"], colors: &[Green], pt: (3, 3), text: "" },
        CommonToken { subtypes: &["Saproling"], colors: &[Green], pt: (1, 1), text: "" },
        CommonToken { subtypes: &["Goblin"], colors: &[Red], pt: (1, 1), text: "" },
        CommonToken { subtypes: &["Human"], colors: &[White], pt: (1, 1), text: "" },
        CommonToken { subtypes: &["Dog"], colors: &[White], pt: (1, 1), text: "" },
        CommonToken { subtypes: &["Vampire"], colors: &[White], pt: (1, 1), text: "Lifelink" },
        CommonToken { subtypes: &["Dwarf", "Berserker"], colors: &[Red], pt: (2, 1), text: "" },
        CommonToken { subtypes: &["Eldrazi", "Horror"], colors: &[], pt: (3, 2), text: "" },
        CommonToken { subtypes: &["Angel", "Warrior"], colors: &[White], pt: (4, 4), text: "Flying" },
        CommonToken { subtypes: &["Elemental"], colors: &[Red], pt: (1, 1), text: "" },
        CommonToken { subtypes: &["Thopter"], colors: &[], pt: (1, 1), text: "Flying" },
    ]
};

/// The colours a custom token may have, in WUBRG order, each with its name's message.
const COLORS: [(&str, crate::cards::Color); 5] = [
    ("menus-token-white", crate::cards::Color::White),
    ("menus-token-blue", crate::cards::Color::Blue),
    ("menus-token-black", crate::cards::Color::Black),
    ("menus-token-red", crate::cards::Color::Red),
    ("menus-token-green", crate::cards::Color::Green),
];

/// Card types as typed ("Artifact Creature"), by the names the card files use.
fn parse_types(s: &str) -> Result<Vec<crate::cards::CardType>, SaidLine> {
    s.split_whitespace()
        .map(|word| {
            crate::format::ron_options()
                .from_str::<crate::cards::CardType>(word)
                .map_err(|_| Said::new("menus-token-unknown-type", &[("type", &format!("{word:?}"))]).into())
        })
        .collect()
}

/// A power or toughness as typed (empty: none); the message `what` names it in an error.
fn parse_pt(s: &str, what: &str) -> Result<Option<i32>, SaidLine> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    s.parse().map(Some).map_err(|_| {
        let mut line = SaidLine::default();
        let what = line.part(&Said::new(what, &[]));
        let value = SaidArg::Words(format!("{s:?}"));
        line.ending("menus-token-not-a-number", vec![("what", SaidArg::Part(what)), ("value", value)])
    })
}

impl TokenForm {
    /// The custom token the fields describe.
    pub fn spec(&self) -> Result<TokenSpec, SaidLine> {
        let colors: Vec<_> = COLORS.iter().zip(self.colors).filter(|(_, on)| *on).map(|((_, c), _)| *c).collect();
        let subtypes: Vec<String> = self.subtypes.split_whitespace().map(String::from).collect();
        let back = if self.with_back {
            Some(Box::new(TokenSpec {
                name: (!self.back_name.trim().is_empty()).then(|| self.back_name.trim().to_string()),
                types: Some(parse_types(&self.back_types)?),
                power: parse_pt(&self.back_power, "menus-token-back-power-error")?,
                toughness: parse_pt(&self.back_toughness, "menus-token-back-toughness-error")?,
                ..Default::default()
            }))
        } else {
            None
        };
        Ok(TokenSpec {
            name: (!self.name.trim().is_empty()).then(|| self.name.trim().to_string()),
            colors: Some(colors),
            supertypes: None,
            types: Some(parse_types(&self.types)?),
            subtypes: Some(subtypes),
            power: parse_pt(&self.power, "menus-token-power-error")?,
            toughness: parse_pt(&self.toughness, "menus-token-toughness-error")?,
            text: (!self.text.trim().is_empty()).then(|| self.text.trim().to_string()),
            back,
            no_mana_cost: false,
        })
    }
}

/// The token dialog: a predefined token of 111.10, a custom token, or a copy of the selected
/// object; how many; for whom.
pub fn token_dialog(
    ui: &mut egui::Ui,
    form: &mut TokenForm,
    selected: Option<&ObjectView>,
    players: &[String],
) -> Vec<UiAction> {
    let lang = ui.lang();
    ui.horizontal(|ui| {
        ui.selectable_value(&mut form.mode, TokenMode::Predefined, lang.t("menus-token-predefined", &[]));
        ui.selectable_value(&mut form.mode, TokenMode::Common, lang.t("menus-token-common", &[]));
        ui.selectable_value(&mut form.mode, TokenMode::Custom, lang.t("menus-token-custom", &[]));
        ui.selectable_value(&mut form.mode, TokenMode::CopyOfSelected, lang.t("menus-token-copy-of-selected", &[]));
    });
    ui.separator();
    match form.mode {
        TokenMode::Predefined => predefined_list(ui, form),
        TokenMode::Common => common_list(ui, form),
        TokenMode::Custom => custom_fields(ui, form),
        TokenMode::CopyOfSelected => match selected {
            Some(o) if !o.shown.name.is_empty() || o.face_down.is_some() => {
                ui.label(lang.t("menus-token-copy-of", &[("name", &o.shown.name), ("id", &o.id)]));
            }
            _ => {
                ui.label(lang.t("menus-token-select-first", &[]));
            }
        },
    }
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(lang.t("menus-token-count", &[]));
        ui.add(egui::DragValue::new(&mut form.count).range(1..=20));
        ui.label(lang.t("menus-token-for", &[]));
        for (i, p) in players.iter().enumerate() {
            ui.selectable_value(&mut form.controller, i, p);
        }
    });
    if let Some(e) = &form.error {
        ui.label(RichText::new(e).color(FAILED));
    }
    if !ui.button(lang.t("menus-token-create", &[])).clicked() {
        return Vec::new();
    }
    let token = match form.mode {
        TokenMode::Predefined => Ok(TokenKind::Predefined(form.predefined.clone())),
        TokenMode::Common => {
            Ok(TokenKind::Spec(Box::new(COMMON_TOKENS[form.common.min(COMMON_TOKENS.len() - 1)].spec())))
        }
        TokenMode::Custom => form.spec().map(|s| TokenKind::Spec(Box::new(s))).map_err(|e| e.text_in(lang)),
        TokenMode::CopyOfSelected => selected
            .map(|o| TokenKind::CopyOf(o.id.clone().into()))
            .ok_or_else(|| lang.t("menus-token-nothing-selected", &[])),
    };
    match token {
        Ok(token) => {
            form.error = None;
            let controller = players.get(form.controller).cloned().unwrap_or_default();
            vec![UiAction::Token { token, count: form.count.max(1), controller }]
        }
        Err(e) => {
            form.error = Some(e);
            Vec::new()
        }
    }
}

/// The predefined tokens (111.10), three a row: their names are the cards', not translated.
fn predefined_list(ui: &mut egui::Ui, form: &mut TokenForm) {
    egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
        egui::Grid::new("predefined").num_columns(3).show(ui, |ui| {
            for (i, t) in PREDEFINED.iter().enumerate() {
                ui.selectable_value(&mut form.predefined, t.kind.to_string(), t.kind).on_hover_text(t.rule);
                if i % 3 == 2 {
                    ui.end_row();
                }
            }
        });
    });
}

/// The common creature tokens, two a row.
fn common_list(ui: &mut egui::Ui, form: &mut TokenForm) {
    egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
        egui::Grid::new("common tokens").num_columns(2).show(ui, |ui| {
            for (i, token) in COMMON_TOKENS.iter().enumerate() {
                ui.selectable_value(&mut form.common, i, token.label(ui.lang()));
                if i % 2 == 1 {
                    ui.end_row();
                }
            }
        });
    });
}

/// A custom token's fields, and its back face's.
fn custom_fields(ui: &mut egui::Ui, form: &mut TokenForm) {
    let lang = ui.lang();
    egui::Grid::new("custom").num_columns(2).show(ui, |ui| {
        ui.label(lang.t("menus-token-name", &[]));
        ui.add(egui::TextEdit::singleline(&mut form.name).hint_text(lang.t("menus-token-name-hint", &[])));
        ui.end_row();
        ui.label(lang.t("menus-token-colours", &[]));
        ui.horizontal(|ui| {
            for ((n, _), on) in COLORS.iter().zip(form.colors.iter_mut()) {
                ui.checkbox(on, lang.t(n, &[]));
            }
        });
        ui.end_row();
        for (label, field) in [
            ("menus-token-types", &mut form.types),
            ("menus-token-subtypes", &mut form.subtypes),
            ("menus-token-power", &mut form.power),
            ("menus-token-toughness", &mut form.toughness),
            ("menus-token-text", &mut form.text),
        ] {
            ui.label(lang.t(label, &[]));
            ui.text_edit_singleline(field);
            ui.end_row();
        }
        ui.label(lang.t("menus-token-back-face", &[]));
        ui.checkbox(&mut form.with_back, lang.t("menus-token-double-faced", &[]));
        ui.end_row();
        if form.with_back {
            for (label, field) in [
                ("menus-token-back-name", &mut form.back_name),
                ("menus-token-back-types", &mut form.back_types),
                ("menus-token-back-power", &mut form.back_power),
                ("menus-token-back-toughness", &mut form.back_toughness),
            ] {
                ui.label(lang.t(label, &[]));
                ui.text_edit_singleline(field);
                ui.end_row();
            }
        }
    });
}
