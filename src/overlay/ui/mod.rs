//! The overlay's panels and dialogs: pure functions over an `egui::Ui` and the view model. They
//! return what the player asked for as [`UiAction`]s; nothing here touches the world.

//!
//! - [`panels`]: the inspector with the derivation, the log, the scene panel, a rule's text,
//!   the help;
//! - [`tokens`]: the token dialog;
//! - [`menus`]: the right-click menu on a card and the Table menu;
//! - [`phase`]: an assisted table's phase bar (steps, priority, attack and block buttons);
//! - [`preview`]: the large preview of the card under the pointer;
//! - [`timeline`]: the replay viewer's strip (play, speed, a jump to a turn, the timeline).

pub mod about;
pub mod browser;
pub mod cards;
pub mod deck_editor;
pub mod decks;
pub mod draft;
pub mod entering;
pub mod keys;
pub mod life;
pub mod matches;
pub mod menus;
mod names;
pub mod opening;
pub mod panels;
pub mod phase;
mod piles;
pub mod preview;
pub mod stack;
mod table_menu;
pub mod targets;
pub mod timeline;
pub mod tokens;

use bevy_egui::egui::{self, Color32, RichText};

pub use browser::pile_browser;
pub use cards::{CardSearch, card_browser};
pub use entering::{entry_choice, entry_name_choice, entry_type_choice};
pub use life::{LifeDraft, life_editor};
pub use menus::object_menu;
pub use opening::{OpeningAnswer, opening_hand};
pub use panels::{
    caption, changed_table_question, chapter_choice, chat_line, consent_question, face_up_question, help, inspector,
    legend_choice, log_panel, network_panel, protector_choice, restart_game_question, rule_window, scene_panel,
    undo_question, waiting_room,
};
pub use piles::piles_offer;
pub use stack::{
    cast_offer, color_offer, hand_choice_offer, may_choice, pay_offer, scry_offer, search_offer, stack_list,
    trigger_order, trigger_targets,
};
pub use table_menu::table_menu;
pub use targets::{PendingTargets, menu_targets};
pub use tokens::{TokenForm, TokenMode, token_dialog};

use super::rules_text::rule_numbers;
use crate::rules::{Action, TokenKind};
use crate::session::TableCommand;
use crate::table::language::Words;

pub use crate::session::talk::ChatLine;

/// The player's answer to the first start's offer to download every card
/// (`overlay::first_start`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstStartAnswer {
    /// Download and import every card now.
    Download,
    /// Not now: asked again at the next start.
    NotNow,
    /// Never ask again (kept).
    DontAsk,
}

/// What the player asked the overlay for.
#[derive(Clone, Debug, PartialEq)]
pub enum UiAction {
    /// An action for the rules kernel.
    Do(Action),
    /// The next game is against the computer, which plays every seat of these players but the
    /// first (`overlay::computer::versus_computer`); `None`: between people at this window.
    Computer(Option<Vec<String>>),
    /// Put these keys in force and keep them (Settings → Keys).
    SetKeys(crate::table::keymap::Keymap),
    /// Draw the panels with these settings, and keep them (Settings).
    SetDisplay(crate::overlay::display::DisplaySettings),
    /// Download missing card pictures from Scryfall, or not (remembered).
    DownloadPictures(bool),
    /// Download Scryfall's current card data and import it (File → Import cards).
    DownloadCards,
    /// Cancel the card download or import under way: the database stays as it was.
    CancelImport,
    /// The answer to the first start's offer to download every card.
    FirstStart(FirstStartAnswer),
    /// Keep a pasted decklist in the decks folder.
    SaveDeck {
        /// Its name.
        name: String,
        /// The decklist.
        text: String,
    },
    /// A session command (undo, save, playback...).
    Table(TableCommand),
    /// Create tokens; the table picks a fresh id.
    Token {
        /// What token.
        token: TokenKind,
        /// How many.
        count: u32,
        /// For whom.
        controller: String,
    },
    /// Incubate N (701.53a); the table picks a fresh id.
    Incubate {
        /// Who incubates.
        player: String,
        /// The Incubator's +1/+1 counters.
        n: u32,
    },
    /// Show a rule's text.
    ShowRule(String),
    /// Open the token dialog.
    OpenTokens,
    /// Open a player's life and counters.
    EditLife(String),
    /// The answer to **D**'s question: how to turn the permanent face up (`None`: not at all).
    AnswerFaceUp(Option<Action>),
    /// Ask whether to restart the game (Table → Restart the game…).
    AskRestartGame,
    /// Show or hide the help.
    ToggleHelp,
    /// Look at the other face of the inspected card (without transforming it).
    PeekOther,
    /// Sit at another player's seat.
    Seat(usize),
    /// Show everything (a judge's view) from the seat's side, or the seat's own view again.
    SeeEverything(bool),
    /// Close the right-click menu.
    CloseMenu,
    /// Show a player's pile as a list ([`pile_browser`]).
    Browse(String, crate::rules::Zone),
    /// Open the card browser.
    OpenCards,
    /// Say something at a networked table.
    Say(String),
    /// Accept (or decline) another player's asking to undo, at a networked table.
    AnswerUndo(bool),
    /// Allow (or not) another player's request on what is this seat's: the question's number.
    AnswerConsent(u64, bool),
    /// Import a Scryfall bulk file into the card database (in the background).
    Import(std::path::PathBuf),
    /// Bring a card into the game ([`card_browser`]); the table picks a fresh id.
    AddCard {
        /// The card's name.
        name: String,
        /// Its owner.
        owner: String,
        /// Where it goes.
        zone: crate::rules::Zone,
    },
}

pub(crate) const FAILED: Color32 = Color32::from_rgb(230, 90, 80);
pub(crate) const PASSED: Color32 = Color32::from_rgb(110, 200, 120);
pub(crate) const MODIFIED: Color32 = Color32::from_rgb(240, 200, 80);

pub(crate) fn rule_links(ui: &mut egui::Ui, rule: &str, out: &mut Vec<UiAction>) {
    let lang = ui.lang();
    for r in rule_numbers(rule) {
        if ui.link(RichText::new(r).monospace()).on_hover_text(lang.t("panels-show-rule", &[])).clicked() {
            out.push(UiAction::ShowRule(r.to_string()));
        }
    }
}
