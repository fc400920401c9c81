//! The deck editor window (File → Decks → New deck / Open): find cards on the left, the deck
//! in the middle, its figures on the right (the mana curve, colours by pips, card types and
//! lands as small charts; the opening hand's odds; legality in a format, card by card). The
//! deck itself is `cards::deck_edit::DeckEdit`: every change here goes through it, so it
//! undoes and redoes, and it opens and saves in each format `cards::deckfile` writes.

use bevy_egui::egui::{self, Color32, RichText};

use crate::cards::deck_edit::{CardFilter, DeckEdit, Part, search};
use crate::cards::deckfile::DeckFormat;
use crate::cards::stats::{CURVE_TOP, DeckStats, at_least_of, by_turn};
use crate::cards::{CardDb, CardType, Color};

/// The most cards the search lists.
pub const SHOWN: usize = 150;

/// The editor window's state.
#[derive(Clone, Debug)]
pub struct DeckEditor {
    /// The window is open.
    pub open: bool,
    /// The deck.
    pub edit: DeckEdit,
    /// The search's fields.
    pub filter: CardFilter,
    /// What the search found, and for which fields (searched again when they change).
    found: Option<(CardFilter, Vec<String>)>,
    /// The format the deck is saved in.
    pub format: DeckFormat,
    /// The format whose legality is shown (a key of `cards::legality::FORMATS`).
    pub legal_in: String,
    /// The card whose odds of being drawn are shown, and by which turn.
    pub odds: (String, u32),
    /// What the last open or save said.
    pub said: Option<Result<String, String>>,
    /// A file to open when the window is next drawn (chosen where the cards aren't at hand).
    opening: Option<std::path::PathBuf>,
    /// A decklist's path typed under Open.
    pub path: String,
}

impl Default for DeckEditor {
    fn default() -> Self {
        DeckEditor {
            open: false,
            edit: DeckEdit::new("New deck"),
            filter: CardFilter::default(),
            found: None,
            format: DeckFormat::Text,
            legal_in: "modern".into(),
            odds: (String::new(), 3),
            said: None,
            opening: None,
            path: String::new(),
        }
    }
}

impl DeckEditor {
    /// A new, empty deck in the open window.
    pub fn new_deck(&mut self) {
        *self = DeckEditor { open: true, ..Default::default() };
    }

    /// Opens a decklist file the next time the window is drawn.
    pub fn open_later(&mut self, path: std::path::PathBuf) {
        self.open = true;
        self.opening = Some(path);
    }

    /// Opens a decklist file in the window; what went wrong is said in it.
    pub fn open_file(&mut self, path: &std::path::Path, db: &CardDb) {
        self.open = true;
        match DeckEdit::open(path, db) {
            Ok(edit) => {
                self.format = edit.format.unwrap_or(DeckFormat::Text);
                self.said = Some(Ok(format!("opened {}", path.display())));
                self.edit = edit;
            }
            Err(problems) => self.said = Some(Err(problems.join("\n"))),
        }
    }
}

/// The window, while open.
pub fn deck_editor_window(ctx: &egui::Context, editor: &mut DeckEditor, db: &CardDb) {
    if let Some(path) = editor.opening.take() {
        editor.open_file(&path, db);
    }
    let mut open = editor.open;
    let title = format!("Deck editor: {}{}", editor.edit.name, if editor.edit.unsaved() { " (unsaved)" } else { "" });
    egui::Window::new(title)
        .id(egui::Id::new("deck editor"))
        .open(&mut open)
        .default_size([1060.0, 640.0])
        .show(ctx, |ui| deck_editor_ui(ui, editor, db));
    editor.open = open;
}

/// What the window holds.
pub fn deck_editor_ui(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    top_row(ui, editor, db);
    ui.separator();
    ui.columns(3, |cols| {
        finder(&mut cols[0], editor, db);
        deck_list(&mut cols[1], &mut editor.edit, db);
        figures(&mut cols[2], editor, db);
    });
}

/// New, open, name, format, save, undo and redo.
fn top_row(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    ui.horizontal_wrapped(|ui| {
        if ui.button("New").clicked() {
            editor.new_deck();
        }
        ui.menu_button("Open", |ui| {
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut editor.path).hint_text("any decklist file").desired_width(220.0),
                );
                if ui.add_enabled(!editor.path.trim().is_empty(), egui::Button::new("Open it")).clicked() {
                    let path = std::path::PathBuf::from(editor.path.trim());
                    editor.open_file(&path, db);
                    ui.close();
                }
            });
            ui.separator();
            for d in crate::cards::decks::list(&crate::cards::decks::decks_dir()) {
                let label = if d.shipped { format!("{} (sample)", d.name) } else { d.name.clone() };
                if ui.button(label).clicked() {
                    editor.open_file(&d.path, db);
                    ui.close();
                }
            }
        });
        ui.label("Name");
        ui.add(egui::TextEdit::singleline(&mut editor.edit.name).desired_width(160.0));
        egui::ComboBox::from_id_salt("deck format").selected_text(editor.format.label()).show_ui(ui, |ui| {
            for f in DeckFormat::ALL {
                ui.selectable_value(&mut editor.format, f, f.label());
            }
        });
        if ui.button("Save to my decks").clicked() {
            let name = editor.edit.name.trim().to_string();
            let dir = crate::cards::decks::decks_dir();
            let path = dir.join(format!("{name}.{}", editor.format.extension()));
            editor.said = Some(match crate::cards::decks::check_name(&name) {
                Err(e) => Err(e),
                Ok(()) => editor.edit.save(&path, editor.format, db).map(|()| format!("saved {}", path.display())),
            });
        }
        let (undo, redo) = editor.edit.can_undo_redo();
        if ui.add_enabled(undo, egui::Button::new("Undo")).clicked() {
            editor.edit.undo();
        }
        if ui.add_enabled(redo, egui::Button::new("Redo")).clicked() {
            editor.edit.redo();
        }
    });
    match &editor.said {
        Some(Ok(s)) => _ = ui.label(s),
        Some(Err(e)) => _ = ui.label(RichText::new(e).color(super::FAILED)),
        None => {}
    }
}

/// The card search: words, type, colours, mana value; each card found with its buttons.
fn finder(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    ui.heading("Find cards");
    let f = &mut editor.filter;
    ui.add(egui::TextEdit::singleline(&mut f.words).hint_text("name, type or text").desired_width(f32::INFINITY));
    ui.horizontal_wrapped(|ui| {
        let shown = f.card_type.map_or("Any type".to_string(), |t| format!("{t:?}"));
        egui::ComboBox::from_id_salt("deck type").selected_text(shown).show_ui(ui, |ui| {
            ui.selectable_value(&mut f.card_type, None, "Any type");
            for t in CardType::ALL {
                ui.selectable_value(&mut f.card_type, Some(t), format!("{t:?}"));
            }
        });
        let mv = f.mana_value.map_or("Any mana value".to_string(), |v| mana_value_label(v as usize));
        egui::ComboBox::from_id_salt("deck mana value").selected_text(mv).show_ui(ui, |ui| {
            ui.selectable_value(&mut f.mana_value, None, "Any mana value");
            for v in 0..=CURVE_TOP {
                ui.selectable_value(&mut f.mana_value, Some(v), mana_value_label(v as usize));
            }
        });
    });
    ui.horizontal(|ui| {
        for c in Color::ALL {
            let mut on = f.colors.contains(&c);
            if ui.toggle_value(&mut on, c.letter().to_string()).on_hover_text(format!("{c:?}")).changed() {
                f.colors.retain(|x| *x != c);
                if on {
                    f.colors.push(c);
                }
            }
        }
        ui.toggle_value(&mut f.colorless, "C").on_hover_text("Colorless");
    });
    if editor.found.as_ref().is_none_or(|(asked, _)| asked != &editor.filter) {
        editor.found = Some((editor.filter.clone(), search(db, &editor.filter, SHOWN)));
    }
    let found = editor.found.as_ref().map(|(_, f)| f.clone()).unwrap_or_default();
    ui.label(
        RichText::new(format!("{} found{}", found.len(), if found.len() == SHOWN { " (the first)" } else { "" }))
            .weak(),
    );
    egui::ScrollArea::vertical().id_salt("deck found").max_height(ui.available_height()).show(ui, |ui| {
        for name in found {
            ui.horizontal(|ui| {
                for (part, label) in [(Part::Main, "+"), (Part::Sideboard, "SB"), (Part::Commander, "Cmd")] {
                    let hint = format!("Add one to the {}", part.label().to_lowercase());
                    if ui.small_button(label).on_hover_text(hint).clicked() {
                        editor.edit.add(part, &name, 1, db);
                    }
                }
                card_name(ui, &name, db);
            });
        }
    });
}

fn mana_value_label(v: usize) -> String {
    if v as u32 == CURVE_TOP { format!("{CURVE_TOP}+") } else { v.to_string() }
}

/// A card's name, its type line and cost on hover.
fn card_name(ui: &mut egui::Ui, name: &str, db: &CardDb) {
    let hint = crate::cards::deck_edit::card(db, name).map(|d| {
        let f = d.front();
        let cost = f.mana_cost.as_ref().map_or_else(String::new, |c| format!("{c}  "));
        format!("{cost}{}\n{}", f.type_line(), f.text.as_str())
    });
    let label = ui.label(name);
    if let Some(hint) = hint {
        label.on_hover_text(hint);
    }
}

/// The deck by part: each card with its count, − and +, and a move to the other part.
fn deck_list(ui: &mut egui::Ui, edit: &mut DeckEdit, db: &CardDb) {
    ui.heading("The deck");
    egui::ScrollArea::vertical().id_salt("deck list").max_height(ui.available_height()).show(ui, |ui| {
        for part in Part::ALL {
            let entries: Vec<(u32, String)> = edit.part(part).iter().map(|e| (e.count, e.name.clone())).collect();
            if entries.is_empty() && part == Part::Commander {
                continue;
            }
            let n: u32 = entries.iter().map(|e| e.0).sum();
            ui.label(RichText::new(format!("{} ({n})", part.label())).strong());
            if entries.is_empty() {
                ui.label(RichText::new("none").weak());
            }
            for (count, name) in entries {
                ui.horizontal(|ui| {
                    if ui.small_button("-").clicked() {
                        edit.add(part, &name, -1, db);
                    }
                    ui.label(format!("{count:>2}"));
                    if ui.small_button("+").clicked() {
                        edit.add(part, &name, 1, db);
                    }
                    let other = if part == Part::Main { Part::Sideboard } else { Part::Main };
                    let to = if other == Part::Main { "to main" } else { "to SB" };
                    if ui.small_button(to).on_hover_text(format!("Move one to the {}", other.label())).clicked() {
                        edit.move_one(part, other, &name, db);
                    }
                    card_name(ui, &name, db);
                });
            }
            ui.add_space(6.0);
        }
    });
}

/// The curve, pips, types and lands as bars; the odds; the legality in a format.
fn figures(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    let stats = editor.edit.stats(db);
    ui.heading("Figures");
    ui.label(format!("Main {} · sideboard {} · lands {}", stats.main, stats.sideboard, stats.lands));
    ui.label(RichText::new("Mana curve (nonland cards by mana value)").strong());
    let curve: Vec<(String, u32)> = stats.curve.iter().enumerate().map(|(v, n)| (mana_value_label(v), *n)).collect();
    bars(ui, &curve, None);
    ui.label(RichText::new("Colours by pips").strong());
    let pips: Vec<(String, u32)> = stats.pips.iter().map(|(c, n)| (c.letter().to_string(), *n)).collect();
    if pips.is_empty() {
        ui.label(RichText::new("none").weak());
    }
    let colours: Vec<Color32> = stats.pips.keys().map(|c| pip_colour(*c)).collect();
    bars(ui, &pips, Some(&colours));
    ui.label(RichText::new("Card types").strong());
    let types: Vec<(String, u32)> = stats.types.iter().map(|(t, n)| (t.clone(), *n)).collect();
    bars(ui, &types, None);
    ui.separator();
    odds(ui, editor, &stats);
    ui.separator();
    legality(ui, editor, db);
}

fn pip_colour(c: Color) -> Color32 {
    match c {
        Color::White => Color32::from_rgb(230, 222, 190),
        Color::Blue => Color32::from_rgb(80, 140, 220),
        Color::Black => Color32::from_rgb(120, 110, 120),
        Color::Red => Color32::from_rgb(215, 80, 60),
        Color::Green => Color32::from_rgb(70, 160, 90),
    }
}

/// One bar a label, its length the count's share of the largest, the count written after it.
fn bars(ui: &mut egui::Ui, rows: &[(String, u32)], colours: Option<&[Color32]>) {
    let most = rows.iter().map(|r| r.1).max().unwrap_or(0).max(1);
    let width = (ui.available_width() - 110.0).max(40.0);
    for (i, (label, n)) in rows.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.add_sized([70.0, 14.0], egui::Label::new(RichText::new(label).small()));
            let w = width * *n as f32 / most as f32;
            let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 12.0), egui::Sense::hover());
            let bar = egui::Rect::from_min_size(rect.min, egui::vec2(w, rect.height()));
            let fill = colours.and_then(|c| c.get(i).copied()).unwrap_or(ui.visuals().selection.bg_fill);
            ui.painter().rect_filled(bar, 2.0, fill);
            ui.label(RichText::new(n.to_string()).small());
        });
    }
}

/// The opening hand's odds, and a named card's by a turn (on the play and on the draw).
fn odds(ui: &mut egui::Ui, editor: &mut DeckEditor, stats: &DeckStats) {
    ui.label(RichText::new("Odds (hypergeometric)").strong());
    if stats.main < 7 {
        ui.label(RichText::new("A deck of seven or more cards has an opening hand.").weak());
        return;
    }
    let hand = |k| 100.0 * at_least_of(stats.main, stats.lands, 7, k);
    ui.label(format!("Opening hand of 7: a land {:.1} %, two or more {:.1} %", hand(1), hand(2)));
    let names: Vec<String> = editor.edit.part(Part::Main).iter().map(|e| e.name.clone()).collect();
    if names.is_empty() {
        return;
    }
    if !names.contains(&editor.odds.0) {
        editor.odds.0 = names[0].clone();
    }
    ui.horizontal_wrapped(|ui| {
        egui::ComboBox::from_id_salt("odds card").selected_text(&editor.odds.0).width(150.0).show_ui(ui, |ui| {
            for n in &names {
                ui.selectable_value(&mut editor.odds.0, n.clone(), n);
            }
        });
        ui.label("by turn");
        ui.add(egui::DragValue::new(&mut editor.odds.1).range(1..=20));
    });
    let copies = editor.edit.count(Part::Main, &editor.odds.0);
    let (play, p) = by_turn(stats.main, copies, editor.odds.1, true);
    let (draw, d) = by_turn(stats.main, copies, editor.odds.1, false);
    ui.label(format!("{:.1} % on the play ({play} cards seen), {:.1} % on the draw ({draw})", 100.0 * p, 100.0 * d));
}

/// The format chosen, then whether the deck is legal there and each reason it isn't.
fn legality(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    use crate::cards::legality::{FORMATS, check, format_index};
    ui.horizontal(|ui| {
        ui.label(RichText::new("Legal in").strong());
        let shown = format_index(&editor.legal_in).map_or("?", |i| FORMATS[i].1);
        egui::ComboBox::from_id_salt("deck legality").selected_text(shown).show_ui(ui, |ui| {
            for (key, name) in FORMATS {
                ui.selectable_value(&mut editor.legal_in, key.to_string(), name);
            }
        });
    });
    match check(&editor.edit.deck, &editor.legal_in, db) {
        Err(e) => _ = ui.label(RichText::new(e).color(super::FAILED)),
        Ok(problems) if problems.is_empty() => _ = ui.label("Legal: every card and the deck's size."),
        Ok(problems) => {
            egui::ScrollArea::vertical().id_salt("deck problems").max_height(160.0).show(ui, |ui| {
                for p in problems {
                    ui.label(RichText::new(p.to_string()).color(super::FAILED));
                }
            });
        }
    }
}
