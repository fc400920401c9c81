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
use crate::i18n::Lang;
use crate::table::language::Words;
use crate::view::words::{card_type_word, type_words};

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
    /// New was asked for on a deck that wasn't kept: the window asks before throwing it away.
    pub asking_new: bool,
    /// A limited deck's pool (a draft's picks): the deck is built from it and basic lands.
    pub pool: Option<LimitedPool>,
    /// The new deck has its name (the window's word for a new deck, given when first drawn).
    named: bool,
}

/// The pool a limited deck is built from (100.2b), and the deck it plays against.
#[derive(Clone, Debug, PartialEq)]
pub struct LimitedPool {
    /// The pool's cards.
    pub cards: crate::cards::legality::Pool,
    /// The opponent's name and deck file: Play opens a best-of-three against the computer.
    pub against: Option<(String, std::path::PathBuf)>,
}

/// A best-of-three asked for from the editor: the deck just saved, and the opponent's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayAsked {
    /// The player's deck file.
    pub deck: std::path::PathBuf,
    /// The opponent's.
    pub against: std::path::PathBuf,
}

impl Default for DeckEditor {
    fn default() -> Self {
        DeckEditor {
            named: false,
            open: false,
            edit: DeckEdit::new(""),
            filter: CardFilter::default(),
            found: None,
            format: DeckFormat::Text,
            legal_in: "modern".into(),
            odds: (String::new(), 3),
            said: None,
            opening: None,
            path: String::new(),
            asking_new: false,
            pool: None,
        }
    }
}

impl DeckEditor {
    /// A new, empty deck in the open window.
    pub fn new_deck(&mut self) {
        *self = DeckEditor { open: true, ..Default::default() };
    }

    /// New, from the window's button: a deck with cards that wasn't kept is asked about first
    /// ([`DeckEditor::asking_new`]); a kept or empty one makes way at once.
    pub fn ask_new(&mut self) {
        let cards = self.edit.deck.main.len() + self.edit.deck.sideboard.len() + self.edit.deck.commander.len();
        match cards > 0 && self.edit.unsaved() {
            true => self.asking_new = true,
            false => self.new_deck(),
        }
    }

    /// The answer: throw the deck's cards away (one change, which Undo takes back), or keep them.
    pub fn answer_new(&mut self, lang: Lang, throw_away: bool) {
        self.asking_new = false;
        if throw_away {
            self.edit.clear();
            self.edit.name = lang.t("decks-editor-new-name", &[]);
            self.edit.path = None;
            self.said = None;
        }
    }

    /// Opens a limited deck (`deck`, a decklist file) on its pool: the finder offers the pool's
    /// cards not in the deck and the basic lands, and legality is limited play's (100.2b).
    pub fn on_pool(
        &mut self,
        lang: Lang,
        deck: &std::path::Path,
        cards: crate::cards::legality::Pool,
        against: Option<(String, std::path::PathBuf)>,
        db: &CardDb,
    ) {
        *self = DeckEditor::default();
        self.open_file(lang, deck, db);
        self.pool = Some(LimitedPool { cards, against });
    }

    /// Opens a decklist file the next time the window is drawn.
    pub fn open_later(&mut self, path: std::path::PathBuf) {
        self.open = true;
        self.opening = Some(path);
    }

    /// Opens a decklist file in the window; what went wrong is said in it.
    pub fn open_file(&mut self, lang: Lang, path: &std::path::Path, db: &CardDb) {
        self.open = true;
        match DeckEdit::open(path, db) {
            Ok(edit) => {
                self.format = edit.format.unwrap_or(DeckFormat::Text);
                self.said = Some(Ok(lang.t("decks-editor-opened", &[("path", &path.display().to_string())])));
                self.edit = edit;
            }
            Err(problems) => {
                let lines: Vec<String> = problems.iter().map(|p| p.text_in(lang)).collect();
                self.said = Some(Err(lines.join("\n")));
            }
        }
    }
}

/// The window, while open; a match asked for from a limited deck's Play.
pub fn deck_editor_window(ctx: &egui::Context, editor: &mut DeckEditor, db: &CardDb) -> Option<PlayAsked> {
    let lang = ctx.lang();
    if !std::mem::replace(&mut editor.named, true) && editor.edit.name.is_empty() {
        editor.edit.name = lang.t("decks-editor-new-name", &[]);
    }
    if let Some(path) = editor.opening.take() {
        editor.open_file(lang, &path, db);
    }
    let mut open = editor.open;
    let title = match editor.edit.unsaved() {
        true => lang.t("decks-editor-title-unsaved", &[("name", &editor.edit.name)]),
        false => lang.t("decks-editor-title", &[("name", &editor.edit.name)]),
    };
    let asked = egui::Window::new(title)
        .id(egui::Id::new("deck editor"))
        .open(&mut open)
        .default_size([1060.0, 640.0])
        .show(ctx, |ui| deck_editor_ui(ui, editor, db))
        .and_then(|r| r.inner.flatten());
    editor.open = open;
    asked
}

/// What the window holds; a match asked for from a limited deck's Play.
pub fn deck_editor_ui(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) -> Option<PlayAsked> {
    top_row(ui, editor, db);
    let asked = play_row(ui, editor, db);
    ui.separator();
    ui.columns(3, |cols| {
        match editor.pool.is_some() {
            true => pool_finder(&mut cols[0], editor, db),
            false => finder(&mut cols[0], editor, db),
        }
        deck_list(&mut cols[1], &mut editor.edit, editor.pool.is_some(), db);
        figures(&mut cols[2], editor, db);
    });
    asked
}

/// A limited deck's Play: the deck saved where it was opened from, then a best-of-three
/// against the pool's opponent (the computer plays it). Asked only of a legal deck.
fn play_row(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) -> Option<PlayAsked> {
    let lang = ui.lang();
    let pool = editor.pool.as_ref()?;
    let problems = crate::cards::legality::limited(&editor.edit.deck, &pool.cards, db);
    let Some((who, against)) = pool.against.clone() else {
        // A served pod's pool: saved where it was written, for the match's table to read.
        ui.horizontal_wrapped(|ui| {
            let button = egui::Button::new(RichText::new(lang.t("decks-editor-save-limited", &[])).strong());
            let hint = lang.t("decks-editor-save-limited-hint", &[]);
            if ui.add_enabled(problems.is_empty(), button).on_hover_text(hint).clicked()
                && let Some(path) = editor.edit.path.clone()
            {
                editor.said = Some(
                    editor
                        .edit
                        .save(&path, DeckFormat::Text, db)
                        .map(|()| lang.t("decks-editor-saved", &[("path", &path.display().to_string())]))
                        .map_err(|e| crate::i18n::SaidIn::said_in(&e, lang)),
                );
            }
        });
        return None;
    };
    let words = lang.t("decks-editor-play-limited", &[("who", &who)]);
    let mut asked = None;
    ui.horizontal_wrapped(|ui| {
        let button = egui::Button::new(RichText::new(words).strong());
        let hint = lang.t("decks-editor-play-limited-hint", &[]);
        if ui.add_enabled(problems.is_empty(), button).on_hover_text(hint).clicked() {
            let path =
                editor.edit.path.clone().unwrap_or_else(|| {
                    crate::cards::decks::decks_dir().join(format!("{}.txt", editor.edit.name.trim()))
                });
            match editor.edit.save(&path, DeckFormat::Text, db) {
                Ok(()) => {
                    editor.open = false;
                    asked = Some(PlayAsked { deck: path, against });
                }
                Err(e) => editor.said = Some(Err(crate::i18n::SaidIn::said_in(&e, lang))),
            }
        }
    });
    asked
}

/// A limited deck's finder: the pool's cards not in the deck (the sideboard, 100.4b), each with
/// + to put one in, and the basic lands, any number.
fn pool_finder(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    let lang = ui.lang();
    ui.heading(lang.t("decks-editor-pool", &[]));
    let hint = lang.t("decks-editor-find-hint", &[]);
    let words = &mut editor.filter.words;
    ui.add(egui::TextEdit::singleline(words).hint_text(hint).desired_width(f32::INFINITY));
    let words = words.trim().to_lowercase();
    let shows = |name: &str| words.is_empty() || name.to_lowercase().contains(&words);
    let left: Vec<(u32, String)> = editor
        .edit
        .part(Part::Sideboard)
        .iter()
        .filter(|e| shows(&e.name))
        .map(|e| (e.count, e.name.clone()))
        .collect();
    egui::ScrollArea::vertical().id_salt("deck pool").max_height(ui.available_height()).show(ui, |ui| {
        ui.label(
            RichText::new(
                lang.t("decks-editor-pool-left", &[("n", &left.iter().map(|e| e.0).sum::<u32>().to_string())]),
            )
            .strong(),
        );
        for (count, name) in left {
            ui.horizontal(|ui| {
                if ui.small_button("+").on_hover_text(lang.t("decks-editor-add-main", &[])).clicked() {
                    editor.edit.move_one(Part::Sideboard, Part::Main, &name, db);
                }
                ui.label(format!("{count:>2}"));
                card_name(ui, &name, db);
            });
        }
        ui.add_space(6.0);
        ui.label(RichText::new(lang.t("decks-editor-basics", &[])).strong());
        for name in crate::draft::booster::BASICS.iter().filter(|n| shows(n)) {
            ui.horizontal(|ui| {
                if ui.small_button("+").on_hover_text(lang.t("decks-editor-add-main", &[])).clicked() {
                    editor.edit.add(Part::Main, name, 1, db);
                }
                card_name(ui, name, db);
            });
        }
    });
}

/// New, open, name, format, save, undo and redo.
fn top_row(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    let lang = ui.lang();
    ui.horizontal_wrapped(|ui| {
        if ui.button(lang.t("decks-editor-new", &[])).clicked() {
            editor.ask_new();
        }
        ui.menu_button(lang.t("decks-editor-open", &[]), |ui| {
            ui.horizontal(|ui| {
                let hint = lang.t("decks-editor-open-hint", &[]);
                ui.add(egui::TextEdit::singleline(&mut editor.path).hint_text(hint).desired_width(220.0));
                let open_it = egui::Button::new(lang.t("decks-editor-open-it", &[]));
                if ui.add_enabled(!editor.path.trim().is_empty(), open_it).clicked() {
                    let path = std::path::PathBuf::from(editor.path.trim());
                    editor.open_file(lang, &path, db);
                    ui.close();
                }
            });
            ui.separator();
            for d in crate::cards::decks::list(&crate::cards::decks::decks_dir()) {
                let label = if d.shipped { lang.t("decks-sample", &[("name", &d.name)]) } else { d.name.clone() };
                if ui.button(label).clicked() {
                    editor.open_file(lang, &d.path, db);
                    ui.close();
                }
            }
        });
        ui.label(lang.t("decks-name", &[]));
        ui.add(egui::TextEdit::singleline(&mut editor.edit.name).desired_width(160.0));
        egui::ComboBox::from_id_salt("deck format").selected_text(format_word(lang, editor.format)).show_ui(ui, |ui| {
            for f in DeckFormat::ALL {
                ui.selectable_value(&mut editor.format, f, format_word(lang, f));
            }
        });
        if ui.button(lang.t("decks-editor-save", &[])).clicked() {
            let name = editor.edit.name.trim().to_string();
            let dir = crate::cards::decks::decks_dir();
            let path = dir.join(format!("{name}.{}", editor.format.extension()));
            editor.said = Some(match crate::cards::decks::check_name(&name) {
                Err(e) => Err(crate::i18n::SaidIn::said_in(&e, lang)),
                Ok(()) => editor
                    .edit
                    .save(&path, editor.format, db)
                    .map(|()| lang.t("decks-editor-saved", &[("path", &path.display().to_string())]))
                    .map_err(|e| crate::i18n::SaidIn::said_in(&e, lang)),
            });
        }
        let (undo, redo) = editor.edit.can_undo_redo();
        if ui.add_enabled(undo, egui::Button::new(lang.t("decks-editor-undo", &[]))).clicked() {
            editor.edit.undo();
        }
        if ui.add_enabled(redo, egui::Button::new(lang.t("decks-editor-redo", &[]))).clicked() {
            editor.edit.redo();
        }
    });
    if editor.asking_new {
        ui.horizontal_wrapped(|ui| {
            let n: u32 = editor.edit.deck.main.iter().chain(&editor.edit.deck.sideboard).map(|e| e.count).sum();
            let question = lang.t("decks-editor-new-ask", &[("n", &n.to_string()), ("name", &editor.edit.name)]);
            ui.label(RichText::new(question).color(super::FAILED));
            if ui.button(lang.t("decks-editor-new-throw", &[])).clicked() {
                editor.answer_new(lang, true);
            }
            if ui.button(lang.t("decks-editor-new-keep", &[])).clicked() {
                editor.answer_new(lang, false);
            }
        });
    }
    match &editor.said {
        Some(Ok(s)) => _ = ui.label(s),
        Some(Err(e)) => _ = ui.label(RichText::new(e).color(super::FAILED)),
        None => {}
    }
}

/// The card search: words, type, colours, mana value; each card found with its buttons.
fn finder(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    let lang = ui.lang();
    ui.heading(lang.t("decks-editor-find", &[]));
    let f = &mut editor.filter;
    let hint = lang.t("decks-editor-find-hint", &[]);
    ui.add(egui::TextEdit::singleline(&mut f.words).hint_text(hint).desired_width(f32::INFINITY));
    ui.horizontal_wrapped(|ui| {
        let any_type = lang.t("decks-editor-any-type", &[]);
        let shown = f.card_type.map_or(any_type.clone(), |c| card_type_word(lang, c));
        egui::ComboBox::from_id_salt("deck type").selected_text(shown).show_ui(ui, |ui| {
            ui.selectable_value(&mut f.card_type, None, any_type);
            for c in CardType::ALL {
                ui.selectable_value(&mut f.card_type, Some(c), card_type_word(lang, c));
            }
        });
        let any_value = lang.t("decks-editor-any-mana-value", &[]);
        let mv = f.mana_value.map_or(any_value.clone(), |v| mana_value_label(v as usize));
        egui::ComboBox::from_id_salt("deck mana value").selected_text(mv).show_ui(ui, |ui| {
            ui.selectable_value(&mut f.mana_value, None, any_value);
            for v in 0..=CURVE_TOP {
                ui.selectable_value(&mut f.mana_value, Some(v), mana_value_label(v as usize));
            }
        });
    });
    ui.horizontal(|ui| {
        for c in Color::ALL {
            let mut on = f.colors.contains(&c);
            if ui.toggle_value(&mut on, c.letter().to_string()).on_hover_text(color_word(lang, c)).changed() {
                f.colors.retain(|x| *x != c);
                if on {
                    f.colors.push(c);
                }
            }
        }
        ui.toggle_value(&mut f.colorless, "C").on_hover_text(lang.t("decks-color-colorless", &[]));
    });
    if editor.found.as_ref().is_none_or(|(asked, _)| asked != &editor.filter) {
        editor.found = Some((editor.filter.clone(), search(db, &editor.filter, SHOWN)));
    }
    let found = editor.found.as_ref().map(|(_, f)| f.clone()).unwrap_or_default();
    let count = found.len().to_string();
    let found_words = match found.len() == SHOWN {
        true => lang.t("decks-editor-found-first", &[("n", &count)]),
        false => lang.t("decks-editor-found", &[("n", &count)]),
    };
    ui.label(RichText::new(found_words).weak());
    egui::ScrollArea::vertical().id_salt("deck found").max_height(ui.available_height()).show(ui, |ui| {
        for name in found {
            ui.horizontal(|ui| {
                let buttons = [
                    (Part::Main, "+".to_string(), "decks-editor-add-main"),
                    (Part::Sideboard, lang.t("decks-editor-sb-short", &[]), "decks-editor-add-sideboard"),
                    (Part::Commander, lang.t("decks-editor-commander-short", &[]), "decks-editor-add-commander"),
                ];
                for (part, label, hint) in buttons {
                    if ui.small_button(label).on_hover_text(lang.t(hint, &[])).clicked() {
                        editor.edit.add(part, &name, 1, db);
                    }
                }
                card_name(ui, &name, db);
            });
        }
    });
}

/// A part of the deck's name ("Main deck"), in the language in force.
fn part_word(lang: Lang, part: Part) -> String {
    let id = match part {
        Part::Main => "decks-part-main",
        Part::Sideboard => "decks-part-sideboard",
        Part::Commander => "decks-part-commander",
    };
    lang.t(id, &[])
}

/// A colour's name ("White"), in the language in force.
fn color_word(lang: Lang, color: Color) -> String {
    let id = match color {
        Color::White => "decks-color-white",
        Color::Blue => "decks-color-blue",
        Color::Black => "decks-color-black",
        Color::Red => "decks-color-red",
        Color::Green => "decks-color-green",
    };
    lang.t(id, &[])
}

/// A decklist file format's name: plain text in the language in force, the others by their
/// programs' names ("MTG Arena").
fn format_word(lang: Lang, format: DeckFormat) -> String {
    match format {
        DeckFormat::Text => lang.t("decks-format-text", &[]),
        other => other.label().to_string(),
    }
}

fn mana_value_label(v: usize) -> String {
    if v as u32 == CURVE_TOP { format!("{CURVE_TOP}+") } else { v.to_string() }
}

/// A card's name and what the table does with it (its lowest line's level over its faces,
/// [`crate::cards::level`]); its type line, cost and each line's level on hover.
fn card_name(ui: &mut egui::Ui, name: &str, db: &CardDb) {
    let lang = ui.lang();
    use crate::cards::level::{face_level, line_level};
    let card = crate::cards::deck_edit::card(db, name);
    let hint = card.map(|d| {
        let f = d.front();
        let cost = f.mana_cost.as_ref().map_or_else(String::new, |c| format!("{c}  "));
        let lines: Vec<String> = f
            .text
            .abilities()
            .iter()
            .map(|l| format!("{}  [{}]", l.text, lang.t(line_level(l).message(), &[])))
            .collect();
        format!("{cost}{}\n{}", f.type_line(), lines.join("\n"))
    });
    let label = ui.label(name);
    if let Some(level) = card.and_then(|d| d.faces.iter().map(|f| face_level(f.text.abilities())).min()) {
        let word = egui::RichText::new(lang.t(level.message(), &[])).small().color(super::stack::level_colour(level));
        ui.label(word);
    }
    if let Some(hint) = hint {
        label.on_hover_text(hint);
    }
}

/// The deck by part: each card with its count, − and +, and a move to the other part. A limited
/// deck's − and + on a card of its pool move it between the deck and the sideboard (the pool
/// holds as many as it holds); only basic lands come and go.
fn deck_list(ui: &mut egui::Ui, edit: &mut DeckEdit, limited: bool, db: &CardDb) {
    let lang = ui.lang();
    ui.heading(lang.t("decks-editor-deck", &[]));
    egui::ScrollArea::vertical().id_salt("deck list").max_height(ui.available_height()).show(ui, |ui| {
        for part in Part::ALL {
            let entries: Vec<(u32, String)> = edit.part(part).iter().map(|e| (e.count, e.name.clone())).collect();
            if entries.is_empty() && part == Part::Commander {
                continue;
            }
            let n: u32 = entries.iter().map(|e| e.0).sum();
            let heading = lang.t("decks-editor-part", &[("part", &part_word(lang, part)), ("n", &n.to_string())]);
            ui.label(RichText::new(heading).strong());
            if entries.is_empty() {
                ui.label(RichText::new(lang.t("decks-editor-none", &[])).weak());
            }
            for (count, name) in entries {
                ui.horizontal(|ui| {
                    let basic = crate::draft::booster::BASICS.contains(&name.as_str());
                    let other = if part == Part::Main { Part::Sideboard } else { Part::Main };
                    let pool_card = limited && !basic;
                    let (minus, plus) = match (pool_card, part) {
                        (false, _) => (true, true),
                        (true, Part::Main) => (true, edit.count(Part::Sideboard, &name) > 0),
                        (true, _) => (false, false),
                    };
                    if ui.add_enabled(minus, egui::Button::new("-").small()).clicked() {
                        match pool_card {
                            true => _ = edit.move_one(part, other, &name, db),
                            false => _ = edit.add(part, &name, -1, db),
                        }
                    }
                    ui.label(format!("{count:>2}"));
                    if ui.add_enabled(plus, egui::Button::new("+").small()).clicked() {
                        match pool_card {
                            true => _ = edit.move_one(other, part, &name, db),
                            false => _ = edit.add(part, &name, 1, db),
                        }
                    }
                    let (to, hint) = match other {
                        Part::Main => (lang.t("decks-editor-to-main", &[]), lang.t("decks-editor-move-main", &[])),
                        _ => (lang.t("decks-editor-to-sb", &[]), lang.t("decks-editor-move-sideboard", &[])),
                    };
                    if ui.small_button(to).on_hover_text(hint).clicked() {
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
    let lang = ui.lang();
    let stats = editor.edit.stats(db);
    ui.heading(lang.t("decks-editor-figures", &[]));
    let (main, sideboard, lands) = (stats.main.to_string(), stats.sideboard.to_string(), stats.lands.to_string());
    ui.label(lang.t("decks-editor-sizes", &[("main", &main), ("sideboard", &sideboard), ("lands", &lands)]));
    ui.label(RichText::new(lang.t("decks-editor-curve", &[])).strong());
    let curve: Vec<(String, u32)> = stats.curve.iter().enumerate().map(|(v, n)| (mana_value_label(v), *n)).collect();
    bars(ui, &curve, None);
    ui.label(RichText::new(lang.t("decks-editor-pips", &[])).strong());
    let pips: Vec<(String, u32)> = stats.pips.iter().map(|(c, n)| (c.letter().to_string(), *n)).collect();
    if pips.is_empty() {
        ui.label(RichText::new(lang.t("decks-editor-none", &[])).weak());
    }
    let colours: Vec<Color32> = stats.pips.keys().map(|c| pip_colour(*c)).collect();
    bars(ui, &pips, Some(&colours));
    ui.label(RichText::new(lang.t("decks-editor-types", &[])).strong());
    let types: Vec<(String, u32)> = stats.types.iter().map(|(name, n)| (type_words(lang, name), *n)).collect();
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
    let lang = ui.lang();
    ui.label(RichText::new(lang.t("decks-editor-odds", &[])).strong());
    if stats.main < 7 {
        ui.label(RichText::new(lang.t("decks-editor-odds-small", &[])).weak());
        return;
    }
    let hand = |k| lang.decimal(100.0 * at_least_of(stats.main, stats.lands, 7, k), 1);
    ui.label(lang.t("decks-editor-odds-hand", &[("one", &hand(1)), ("two", &hand(2))]));
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
        ui.label(lang.t("decks-editor-by-turn", &[]));
        ui.add(egui::DragValue::new(&mut editor.odds.1).range(1..=20));
    });
    let copies = editor.edit.count(Part::Main, &editor.odds.0);
    let (play, p) = by_turn(stats.main, copies, editor.odds.1, true);
    let (draw, d) = by_turn(stats.main, copies, editor.odds.1, false);
    let (p, d) = (lang.decimal(100.0 * p, 1), lang.decimal(100.0 * d, 1));
    let (play, draw) = (play.to_string(), draw.to_string());
    let args = [("play", p.as_str()), ("play_seen", play.as_str()), ("draw", d.as_str()), ("draw_seen", draw.as_str())];
    ui.label(lang.t("decks-editor-odds-card", &args));
}

/// The format chosen, then whether the deck is legal there and each reason it isn't; a limited
/// deck's legality is limited play's, from its pool (100.2b).
fn legality(ui: &mut egui::Ui, editor: &mut DeckEditor, db: &CardDb) {
    let lang = ui.lang();
    use crate::cards::legality::{FORMATS, check, format_index};
    if let Some(pool) = &editor.pool {
        ui.label(RichText::new(lang.t("decks-editor-legal-limited", &[])).strong());
        let problems = crate::cards::legality::limited(&editor.edit.deck, &pool.cards, db);
        if problems.is_empty() {
            ui.label(lang.t("decks-editor-legal", &[]));
        }
        for p in problems {
            ui.label(RichText::new(crate::i18n::SaidIn::said_in(&p, lang)).color(super::FAILED));
        }
        return;
    }
    ui.horizontal(|ui| {
        ui.label(RichText::new(lang.t("decks-editor-legal-in", &[])).strong());
        let shown = format_index(&editor.legal_in).map_or("?", |i| FORMATS[i].1);
        egui::ComboBox::from_id_salt("deck legality").selected_text(shown).show_ui(ui, |ui| {
            for (key, name) in FORMATS {
                ui.selectable_value(&mut editor.legal_in, key.to_string(), name);
            }
        });
    });
    match check(&editor.edit.deck, &editor.legal_in, db) {
        Err(e) => _ = ui.label(RichText::new(e.text_in(lang)).color(super::FAILED)),
        Ok(problems) if problems.is_empty() => _ = ui.label(lang.t("decks-editor-legal", &[])),
        Ok(problems) => {
            egui::ScrollArea::vertical().id_salt("deck problems").max_height(160.0).show(ui, |ui| {
                for p in problems {
                    ui.label(RichText::new(crate::i18n::SaidIn::said_in(&p, lang)).color(super::FAILED));
                }
            });
        }
    }
}
