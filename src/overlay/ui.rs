//! The overlay's panels and dialogs: pure functions over an `egui::Ui` and the view model. They
//! return what the player asked for as [`UiAction`]s; nothing here touches the world.

use bevy_egui::egui::{self, Color32, RichText};

use super::model::{LogLine, SceneModel, StepState};
use super::rules_text::{RulesText, rule_numbers};
use crate::rules::action::{FaceDownKind, Position, Side, Zone};
use crate::rules::tokens::PREDEFINED;
use crate::rules::{Action, DayNight, TokenKind, TokenSpec};
use crate::table::session::TableCommand;
use crate::view::{ObjectView, Shown};

/// What the player asked the overlay for.
#[derive(Clone, Debug, PartialEq)]
pub enum UiAction {
    /// An action for the rules kernel.
    Do(Action),
    /// A session command (undo, save, playback...).
    Table(TableCommand),
    /// Create tokens; the table picks a fresh id.
    Token { token: TokenKind, count: u32, controller: String },
    /// Incubate N (701.53a); the table picks a fresh id.
    Incubate { player: String, n: u32 },
    /// Show a rule's text.
    ShowRule(String),
    /// Open the token dialog.
    OpenTokens,
    /// Show or hide the help.
    ToggleHelp,
    /// Look at the other face of the inspected card (without transforming it).
    PeekOther,
    /// Sit at another player's seat.
    Seat(usize),
    /// Close the right-click menu.
    CloseMenu,
}

const FAILED: Color32 = Color32::from_rgb(230, 90, 80);
const PASSED: Color32 = Color32::from_rgb(110, 200, 120);
const MODIFIED: Color32 = Color32::from_rgb(240, 200, 80);

fn rule_links(ui: &mut egui::Ui, rule: &str, out: &mut Vec<UiAction>) {
    for r in rule_numbers(rule) {
        if ui.link(RichText::new(r).monospace()).on_hover_text("show this rule").clicked() {
            out.push(UiAction::ShowRule(r.to_string()));
        }
    }
}

fn characteristics(ui: &mut egui::Ui, s: &Shown, pt_modified: bool) {
    egui::Grid::new(("chars", s.name.as_str())).num_columns(2).striped(true).show(ui, |ui| {
        let row = |ui: &mut egui::Ui, k: &str, v: RichText| {
            ui.label(RichText::new(k).weak());
            ui.add(egui::Label::new(v).wrap());
            ui.end_row();
        };
        let name = if s.name.is_empty() { "(no name)".to_string() } else { s.name.clone() };
        row(ui, "Name", RichText::new(name).strong());
        let cost = if s.mana_cost.is_empty() { "—".to_string() } else { s.mana_cost.clone() };
        row(ui, "Mana cost", RichText::new(format!("{cost}  (mana value {})", s.mana_value)));
        row(ui, "Colours", RichText::new(s.colors.clone()));
        row(ui, "Type", RichText::new(s.type_line.clone()));
        if let (Some(p), Some(t)) = (s.power, s.toughness) {
            let pt = RichText::new(format!("{p}/{t}")).strong();
            row(ui, "P/T", if pt_modified { pt.color(MODIFIED) } else { pt });
        }
        if let Some(l) = s.loyalty {
            row(ui, "Loyalty", RichText::new(l.to_string()));
        }
        if let Some(d) = s.defense {
            row(ui, "Defense", RichText::new(d.to_string()));
        }
    });
    if !s.text.is_empty() {
        ui.add(egui::Label::new(RichText::new(s.text.clone()).italics()).wrap());
    }
}

/// The inspector: the face up's characteristics, status, counters, attachments, where each
/// value came from, and the other face on demand.
pub fn inspector(ui: &mut egui::Ui, o: &ObjectView, peek_other: bool) -> Vec<UiAction> {
    let mut out = Vec::new();
    let title = if o.shown.name.is_empty() { "Face-down permanent".to_string() } else { o.shown.name.clone() };
    ui.heading(title);
    match (&o.other_face, peek_other) {
        (Some(other), true) => {
            ui.label(RichText::new("Other face (shown, not transformed)").color(MODIFIED));
            characteristics(ui, other, false);
            if ui.button("Back to the face up (O)").clicked() {
                out.push(UiAction::PeekOther);
            }
            return out;
        }
        (Some(_), false) => {
            if ui.button("Show the other face (O)").clicked() {
                out.push(UiAction::PeekOther);
            }
        }
        (None, _) => {}
    }
    characteristics(ui, &o.shown, o.pt_modified);
    ui.separator();
    let mut status = vec![format!("{:?}", o.zone)];
    status.extend(o.status());
    ui.label(status.join(" · "));
    ui.label(format!("Owner {} · controller {}", o.owner, o.controller));
    if !o.counters.is_empty() {
        let c: Vec<String> = o.counters.iter().map(|(k, n)| format!("{n} × {k}")).collect();
        ui.label(format!("Counters: {}", c.join(", ")));
    }
    if let Some(h) = &o.attached_to {
        ui.label(format!("Attached to {h}"));
    }
    if !o.attachments.is_empty() {
        ui.label(format!("Attached to it: {}", o.attachments.join(", ")));
    }
    if let Some(i) = &o.identity {
        ui.separator();
        ui.label(RichText::new("Its face (you may look at it, 708.5)").weak());
        characteristics(ui, i, false);
    }
    if !o.derivation.is_empty() {
        ui.separator();
        ui.label(RichText::new("How it got these values (613)").strong());
        for d in &o.derivation {
            ui.horizontal_wrapped(|ui| {
                ui.add_sized([56.0, 14.0], egui::Label::new(RichText::new(d.layer).monospace().strong()));
                ui.label(format!("{}: {}", d.source, d.change));
                rule_links(ui, d.rule, &mut out);
            });
        }
    }
    out
}

/// The log, newest at the bottom; a rule number shows its text.
pub fn log_panel(ui: &mut egui::Ui, log: &[LogLine]) -> Vec<UiAction> {
    let mut out = Vec::new();
    egui::ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, false]).show(ui, |ui| {
        for line in log {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("T{}", line.turn)).weak().monospace());
                if let Some(r) = &line.rule {
                    rule_links(ui, r, &mut out);
                }
                let text = RichText::new(&line.text);
                ui.label(if line.text.starts_with('>') { text.strong() } else { text });
            });
        }
    });
    out
}

/// A rule's text, as shipped.
pub fn rule_window(ui: &mut egui::Ui, rules: &RulesText, number: &str) {
    let found = rules.lookup(number);
    if found.is_empty() {
        ui.label(format!("Rule {number} is not in the shipped rules text (Nov 14, 2025)."));
    }
    egui::ScrollArea::vertical().max_height(320.0).show(ui, |ui| {
        for r in found {
            ui.label(r);
            ui.add_space(4.0);
        }
    });
}

/// The scene panel: title, rules, notes, the playback buttons, every step and where it stands.
pub fn scene_panel(ui: &mut egui::Ui, scene: &SceneModel) -> Vec<UiAction> {
    let mut out = Vec::new();
    ui.heading(&scene.title);
    if !scene.rules.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label("Rules:");
            for r in &scene.rules {
                rule_links(ui, r, &mut out);
            }
        });
    }
    ui.horizontal(|ui| {
        let buttons = [
            ("⏮ Restart", TableCommand::Restart),
            ("◀ Back", TableCommand::Back),
            ("Next ▶", TableCommand::Next),
            (if scene.playing { "⏸ Pause" } else { "⏵ Play" }, TableCommand::TogglePlay),
        ];
        for (label, c) in buttons {
            if ui.button(label).clicked() {
                out.push(UiAction::Table(c));
            }
        }
    });
    let failed = scene.steps.iter().filter(|s| s.state == StepState::Failed).count();
    let passed = scene.steps.iter().filter(|s| s.state == StepState::Passed).count();
    ui.label(format!("{passed} expectation(s) passed, {failed} failed"));
    if !scene.notes.is_empty() {
        egui::CollapsingHeader::new("Notes").default_open(true).show(ui, |ui| {
            ui.label(&scene.notes);
        });
    }
    ui.separator();
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        for s in &scene.steps {
            let (mark, color) = match s.state {
                StepState::Played => ("✔", ui.visuals().weak_text_color()),
                StepState::Passed => ("✔", PASSED),
                StepState::Failed => ("✘", FAILED),
                StepState::Next => ("▶", MODIFIED),
                StepState::Pending => ("·", ui.visuals().text_color()),
            };
            let r = ui.label(RichText::new(format!("{mark} {:>2}. {}", s.number, s.text)).color(color).small());
            // Bring the next step into view when it changes.
            let seen = egui::Id::new("scene panel next step");
            if s.state == StepState::Next && ui.data(|d| d.get_temp::<usize>(seen)) != Some(s.number) {
                ui.data_mut(|d| d.insert_temp(seen, s.number));
                r.scroll_to_me(Some(egui::Align::Center));
            }
            for f in &s.failures {
                ui.label(RichText::new(format!("      {f}")).color(FAILED).small());
            }
        }
    });
    out
}

/// What the token dialog is filling in.
#[derive(Clone, Debug, PartialEq)]
pub struct TokenForm {
    pub mode: TokenMode,
    pub predefined: String,
    pub name: String,
    pub colors: [bool; 5],
    pub types: String,
    pub subtypes: String,
    pub power: String,
    pub toughness: String,
    pub text: String,
    pub with_back: bool,
    pub back_name: String,
    pub back_types: String,
    pub back_power: String,
    pub back_toughness: String,
    pub count: u32,
    pub controller: usize,
    /// An error in the custom token's fields.
    pub error: Option<String>,
}

/// Which kind of token the dialog makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenMode {
    Predefined,
    Custom,
    CopyOfSelected,
}

impl Default for TokenForm {
    fn default() -> Self {
        TokenForm {
            mode: TokenMode::Predefined,
            predefined: "Treasure".into(),
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

const COLORS: [(&str, crate::cards::Color); 5] = [
    ("White", crate::cards::Color::White),
    ("Blue", crate::cards::Color::Blue),
    ("Black", crate::cards::Color::Black),
    ("Red", crate::cards::Color::Red),
    ("Green", crate::cards::Color::Green),
];

fn parse_types(s: &str) -> Result<Vec<crate::cards::CardType>, String> {
    s.split_whitespace()
        .map(|t| {
            crate::cards::ron_options()
                .from_str::<crate::cards::CardType>(t)
                .map_err(|_| format!("unknown card type {t:?}"))
        })
        .collect()
}

fn parse_pt(s: &str, what: &str) -> Result<Option<i32>, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    s.parse().map(Some).map_err(|_| format!("{what} must be a whole number, not {s:?}"))
}

impl TokenForm {
    /// The custom token the fields describe.
    pub fn spec(&self) -> Result<TokenSpec, String> {
        let colors: Vec<_> = COLORS.iter().zip(self.colors).filter(|(_, on)| *on).map(|((_, c), _)| *c).collect();
        let subtypes: Vec<String> = self.subtypes.split_whitespace().map(String::from).collect();
        let back = if self.with_back {
            Some(Box::new(TokenSpec {
                name: (!self.back_name.trim().is_empty()).then(|| self.back_name.trim().to_string()),
                types: Some(parse_types(&self.back_types)?),
                power: parse_pt(&self.back_power, "the back's power")?,
                toughness: parse_pt(&self.back_toughness, "the back's toughness")?,
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
            power: parse_pt(&self.power, "power")?,
            toughness: parse_pt(&self.toughness, "toughness")?,
            text: (!self.text.trim().is_empty()).then(|| self.text.trim().to_string()),
            back,
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
    let mut out = Vec::new();
    ui.horizontal(|ui| {
        ui.selectable_value(&mut form.mode, TokenMode::Predefined, "Predefined (111.10)");
        ui.selectable_value(&mut form.mode, TokenMode::Custom, "Custom");
        ui.selectable_value(&mut form.mode, TokenMode::CopyOfSelected, "Copy of selected");
    });
    ui.separator();
    match form.mode {
        TokenMode::Predefined => {
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
        TokenMode::Custom => {
            egui::Grid::new("custom").num_columns(2).show(ui, |ui| {
                ui.label("Name");
                ui.add(egui::TextEdit::singleline(&mut form.name).hint_text("from the subtypes"));
                ui.end_row();
                ui.label("Colours");
                ui.horizontal(|ui| {
                    for ((n, _), on) in COLORS.iter().zip(form.colors.iter_mut()) {
                        ui.checkbox(on, *n);
                    }
                });
                ui.end_row();
                for (label, field) in [
                    ("Types", &mut form.types),
                    ("Subtypes", &mut form.subtypes),
                    ("Power", &mut form.power),
                    ("Toughness", &mut form.toughness),
                    ("Text", &mut form.text),
                ] {
                    ui.label(label);
                    ui.text_edit_singleline(field);
                    ui.end_row();
                }
                ui.label("Back face");
                ui.checkbox(&mut form.with_back, "double-faced");
                ui.end_row();
                if form.with_back {
                    for (label, field) in [
                        ("Back name", &mut form.back_name),
                        ("Back types", &mut form.back_types),
                        ("Back power", &mut form.back_power),
                        ("Back toughness", &mut form.back_toughness),
                    ] {
                        ui.label(label);
                        ui.text_edit_singleline(field);
                        ui.end_row();
                    }
                }
            });
        }
        TokenMode::CopyOfSelected => match selected {
            Some(o) if !o.shown.name.is_empty() || o.face_down.is_some() => {
                ui.label(format!("A token copy of {} ({}), 707 and 111.12", o.shown.name, o.id));
            }
            _ => {
                ui.label("Select a permanent first (left click).");
            }
        },
    }
    ui.separator();
    ui.horizontal(|ui| {
        ui.label("Count");
        ui.add(egui::DragValue::new(&mut form.count).range(1..=20));
        ui.label("for");
        for (i, p) in players.iter().enumerate() {
            ui.selectable_value(&mut form.controller, i, p);
        }
    });
    if let Some(e) = &form.error {
        ui.label(RichText::new(e).color(FAILED));
    }
    if ui.button("Create").clicked() {
        let token = match form.mode {
            TokenMode::Predefined => Ok(TokenKind::Predefined(form.predefined.clone())),
            TokenMode::Custom => form.spec().map(TokenKind::Spec),
            TokenMode::CopyOfSelected => {
                selected.map(|o| TokenKind::CopyOf(o.id.clone())).ok_or_else(|| "nothing is selected".to_string())
            }
        };
        match token {
            Ok(token) => {
                form.error = None;
                let controller = players.get(form.controller).cloned().unwrap_or_default();
                out.push(UiAction::Token { token, count: form.count.max(1), controller });
            }
            Err(e) => form.error = Some(e),
        }
    }
    out
}

/// Every action that can be taken on one object, for the right-click menu. `others` are the
/// other visible permanents (for attach and copy), by id and name.
pub fn object_menu(
    ui: &mut egui::Ui,
    o: &ObjectView,
    others: &[(String, String)],
    players: &[String],
) -> Vec<UiAction> {
    let mut out = Vec::new();
    let id = o.id.clone();
    let mut item = |ui: &mut egui::Ui, label: &str, a: Action| {
        if ui.button(label).clicked() {
            out.push(UiAction::Do(a));
            ui.close();
        }
    };
    let on_battlefield = o.zone == Zone::Battlefield;
    if on_battlefield {
        if o.tapped {
            item(ui, "Untap (T)", Action::Untap(id.clone()));
        } else {
            item(ui, "Tap (T)", Action::Tap(id.clone()));
        }
        item(ui, "Transform (F)", Action::Transform(id.clone()));
        item(ui, "Convert", Action::Convert(id.clone()));
        if o.face_down.is_some() {
            item(ui, "Turn face up (D)", Action::TurnFaceUp(id.clone()));
        } else {
            ui.menu_button("Turn face down", |ui| {
                for k in [FaceDownKind::Plain, FaceDownKind::Morph, FaceDownKind::Megamorph, FaceDownKind::Disguise] {
                    item(ui, &format!("{k:?}"), Action::TurnFaceDown { card: id.clone(), kind: k });
                }
            });
        }
    }
    ui.menu_button("Move to", |ui| {
        for z in [Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Exile, Zone::Command] {
            if z != o.zone {
                item(ui, &format!("{z:?}"), Action::Move { card: id.clone(), to: z, position: None });
            }
        }
        item(ui, "Library (top)", Action::Move { card: id.clone(), to: Zone::Library, position: Some(Position::Top) });
        item(
            ui,
            "Library (bottom)",
            Action::Move { card: id.clone(), to: Zone::Library, position: Some(Position::Bottom) },
        );
    });
    if !on_battlefield {
        ui.menu_button("Put onto the battlefield", |ui| {
            let put = |transformed, face_down| Action::PutOntoBattlefield {
                card: id.clone(),
                transformed,
                face_down,
                controller: None,
                copy_of: None,
            };
            item(ui, "Face up", put(false, None));
            item(ui, "Transformed (712.14a)", put(true, None));
            item(ui, "Face down", put(false, Some(FaceDownKind::Plain)));
            for p in players {
                if *p != o.controller {
                    item(
                        ui,
                        &format!("Under {p}'s control"),
                        Action::PutOntoBattlefield {
                            card: id.clone(),
                            transformed: false,
                            face_down: None,
                            controller: Some(p.clone()),
                            copy_of: None,
                        },
                    );
                }
            }
        });
        ui.menu_button("Cast", |ui| {
            item(ui, "Front face", Action::Cast { card: id.clone(), face: None, face_down: None });
            item(ui, "Back face", Action::Cast { card: id.clone(), face: Some(Side::Back), face_down: None });
            for k in [FaceDownKind::Morph, FaceDownKind::Disguise] {
                item(
                    ui,
                    &format!("Face down ({k:?})"),
                    Action::Cast { card: id.clone(), face: None, face_down: Some(k) },
                );
            }
        });
    }
    if o.zone == Zone::Stack {
        item(ui, "Resolve the top of the stack", Action::Resolve);
    }
    ui.menu_button("Counters", |ui| {
        for k in ["+1/+1", "-1/-1", "loyalty", "defense", "stun", "shield"] {
            item(ui, &format!("Put a {k} counter"), Action::AddCounters { card: id.clone(), kind: k.into(), n: 1 });
        }
        for (k, _) in &o.counters {
            item(
                ui,
                &format!("Remove a {k} counter"),
                Action::RemoveCounters { card: id.clone(), kind: k.clone(), n: 1 },
            );
        }
    });
    if on_battlefield {
        ui.menu_button("Power and toughness", |ui| {
            use crate::rules::Until;
            let eot = Some(Until::EndOfTurn);
            item(
                ui,
                "+1/+1 until end of turn",
                Action::ModifyPT { card: id.clone(), power: 1, toughness: 1, until: eot },
            );
            item(
                ui,
                "-1/-1 until end of turn",
                Action::ModifyPT { card: id.clone(), power: -1, toughness: -1, until: eot },
            );
            item(
                ui,
                "Base 0/1 until end of turn",
                Action::SetPT { card: id.clone(), power: 0, toughness: 1, until: eot },
            );
            item(ui, "Switch power and toughness", Action::SwitchPT { card: id.clone(), until: eot });
            item(ui, "1 damage", Action::Damage { card: id.clone(), n: 1 });
            item(
                ui,
                "Loses all abilities until end of turn",
                Action::LoseAllAbilities { card: id.clone(), until: eot },
            );
        });
        ui.menu_button("Attach to", |ui| {
            for (other, name) in others.iter().filter(|(x, _)| *x != id) {
                item(ui, &format!("{name} ({other})"), Action::Attach { card: id.clone(), to: other.clone() });
            }
        });
        if o.attached_to.is_some() {
            item(ui, "Unattach", Action::Unattach(id.clone()));
        }
        ui.menu_button("Becomes a copy of", |ui| {
            for (other, name) in others.iter().filter(|(x, _)| *x != id) {
                item(
                    ui,
                    &format!("{name} ({other})"),
                    Action::BecomeCopy { card: id.clone(), of: other.clone(), until: None },
                );
            }
        });
        if ui.button("Create a token copy").clicked() {
            out.push(UiAction::Token {
                token: TokenKind::CopyOf(id.clone()),
                count: 1,
                controller: o.controller.clone(),
            });
            ui.close();
        }
    }
    if o.other_face.is_some() && ui.button("Show the other face (O)").clicked() {
        out.push(UiAction::PeekOther);
        ui.close();
    }
    out
}

/// Table-wide actions: the menu bar's Table menu.
pub fn table_menu(ui: &mut egui::Ui, players: &[String]) -> Vec<UiAction> {
    let mut out = Vec::new();
    let mut item = |ui: &mut egui::Ui, label: &str, a: UiAction| {
        if ui.button(label).clicked() {
            out.push(a);
            ui.close();
        }
    };
    item(ui, "Undo (Ctrl+Z)", UiAction::Table(TableCommand::Undo));
    item(ui, "Redo (Ctrl+Shift+Z)", UiAction::Table(TableCommand::Redo));
    item(ui, "Create tokens… (Ctrl+T)", UiAction::OpenTokens);
    item(ui, "Resolve the top of the stack", UiAction::Do(Action::Resolve));
    item(ui, "Pass the turn", UiAction::Do(Action::PassTurn));
    for dn in [DayNight::Day, DayNight::Night] {
        item(ui, &format!("It becomes {dn:?}"), UiAction::Do(Action::SetDayNight(dn)));
    }
    for p in players {
        ui.menu_button(format!("{p}'s library"), |ui| {
            let player = p.clone();
            item(ui, "Manifest the top card", UiAction::Do(Action::Manifest { player: player.clone() }));
            item(ui, "Cloak the top card", UiAction::Do(Action::Cloak { player: player.clone() }));
            item(ui, "Manifest dread", UiAction::Do(Action::ManifestDread { player: player.clone(), pick: None }));
            item(ui, "Shuffle", UiAction::Do(Action::Shuffle { player: player.clone() }));
            item(ui, "Incubate 2", UiAction::Incubate { player, n: 2 });
        });
    }
    out
}

/// The keys, for the in-window help.
pub const HELP: &[(&str, &str)] = &[
    ("Mouse over a card", "inspect it (right panel)"),
    ("Left click", "select it (the inspector keeps it)"),
    ("Right click", "every action on it"),
    ("Drag a card", "onto a zone to move it; an Aura or Equipment onto a permanent to attach it"),
    ("T", "tap / untap"),
    ("F", "transform"),
    ("D", "turn face down / face up"),
    ("+ / −", "put / remove a +1/+1 counter"),
    ("O", "show the other face (does not transform)"),
    ("Ctrl+T", "create tokens"),
    ("Ctrl+Z / Ctrl+Shift+Z", "undo / redo (by replaying the log)"),
    ("N or →", "play the scene's next step"),
    ("B or ←", "go back a step"),
    ("R", "restart the scene"),
    ("P", "play / pause the scene"),
    ("Ctrl+S / Ctrl+O", "save / load the table"),
    ("Ctrl+E", "export the table as a scene"),
    ("Tab", "sit at the next player's seat"),
    ("Wheel / middle drag / Home", "zoom / pan / reset the view"),
    ("F1 or H", "this help"),
];

/// The in-window help.
pub fn help(ui: &mut egui::Ui) {
    egui::Grid::new("help").num_columns(2).striped(true).show(ui, |ui| {
        for (k, v) in HELP {
            ui.label(RichText::new(*k).strong());
            ui.label(*v);
            ui.end_row();
        }
    });
}
