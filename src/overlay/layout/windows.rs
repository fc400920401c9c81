//! The windows over the table: the stack, what the rules ask a player (choices, questions), a
//! roll's toast, the opening hand, the life and card menus, and the other dialogs.

use super::*;
use crate::table::language::Words;

/// The windows over the table: the stack and what the rules ask (choices, questions), the
/// life, card and other dialogs.
pub(super) fn windows(
    ctx: &egui::Context,
    model: &OverlayModel,
    state: &mut OverlayState,
    frame: &Frame,
    central: egui::Rect,
    out: &mut Vec<UiAction>,
) {
    let lang = ctx.lang();
    let networked = frame.chat.is_some();
    toast(ctx, model, state, central);
    ui::stack_list(ctx, &model.seat_model.table.abilities, central);
    if state.present {
        ui::caption(ctx, &model.log, central);
    }
    if let Some(asked) = frame.undo {
        out.extend(ui::undo_question(ctx, asked));
    }
    if let Some((id, by, what)) = frame.consent {
        out.extend(ui::consent_question(ctx, *id, by, &what.text_in(ctx.lang())));
    }
    if model.seat_model.table.assisted {
        // The seat's attackers with a damage division to choose (510.1c); at a local table,
        // the active player's.
        let who = if networked { model.seat.clone() } else { model.seat_model.active.clone() };
        let drafts = (&mut state.divisions, &mut state.divided);
        out.extend(ui::phase::division_window(ctx, &model.seat_model, &who, drafts));
    }
    out.extend(ui::legend_choice(ctx, &model.seat_model));
    out.extend(ui::protector_choice(ctx, &model.seat_model));
    out.extend(ui::chapter_choice(ctx, &model.seat_model));
    out.extend(ui::entry_choice(ctx, &model.seat_model));
    out.extend(ui::entry_type_choice(ctx, &model.seat_model));
    out.extend(ui::entry_name_choice(ctx, &model.seat_model, frame.cards));
    out.extend(ui::trigger_order(ctx, &model.seat_model, networked));
    out.extend(ui::trigger_targets(ctx, &model.seat_model, networked));
    out.extend(ui::menu_targets(ctx, &model.seat_model));
    out.extend(ui::may_choice(ctx, &model.seat_model, networked));
    out.extend(ui::cast_offer(ctx, &model.seat_model, networked));
    out.extend(ui::search_offer(ctx, &model.seat_model, networked));
    out.extend(ui::scry_offer(ctx, &model.seat_model, networked));
    out.extend(ui::hand_choice_offer(ctx, &model.seat_model, networked));
    out.extend(ui::piles_offer(ctx, &model.seat_model, networked));
    out.extend(ui::pay_offer(ctx, &model.seat_model, networked));
    out.extend(ui::color_offer(ctx, &model.seat_model, networked, frame.cards));
    // A player a waiting ability may target is chosen by a click on their panel.
    let choosing =
        model.table.targeting.as_ref().filter(|c| ui::stack::chooses_here(&model.seat_model, &c.player, networked));
    player_panel_clicks(ctx, frame.panels, choosing.map(|_| &model.table), out);
    if let Some(room) = frame.waiting {
        ui::waiting_room(ctx, room);
    }
    opening_question(ctx, model, state, out);
    if let Some(q) = frame.face_up {
        out.extend(ui::face_up_question(ctx, &q.0, &q.1));
    }
    life_window(ctx, model, state, out);
    card_menu(ctx, model, state, frame.selection, out);
    state.menu_shown = frame.selection.menu;
    let table = match (networked, model.scene.game) {
        (true, _) => crate::table::keymap::Table::Networked,
        (false, true) => crate::table::keymap::Table::Game,
        (false, false) => crate::table::keymap::Table::Scene,
    };
    dialogs(ctx, model, state, (frame.selection, frame.rules, frame.keymap), table, out);
    if state.keys.open {
        ui::keys::keys_window(ctx, &mut state.keys, frame.keymap, out);
    }
    if state.import.open {
        import::import_dialog(ctx, &mut state.import, out);
    }
    if state.first_start.open {
        super::super::first_start::first_start_dialog(ctx, &state.first_start, out);
    }
    if state.about {
        ui::about::about_window(ctx, &mut state.about);
    }
    if state.paste.open {
        ui::decks::paste_deck_window(ctx, &mut state.paste, out);
    }
    // Asked at a game's table (not in the replay viewer, which shows a kept game's match).
    if let Some(view) = model.series.as_ref().filter(|_| model.scene.game || networked) {
        out.extend(ui::matches::match_dialog(ctx, view, &model.seat, &mut state.sideboard));
    }
    draft_windows(ctx, state, frame.cards);
    if state.deck_editor.open
        && let Some(play) = ui::deck_editor::deck_editor_window(ctx, &mut state.deck_editor, frame.cards)
    {
        // A limited deck's Play: a best-of-three against the computer, which plays the pool's
        // opponent's deck at the second seat.
        let names = crate::scene::game::NAMES.iter().take(2).map(|n| n.to_string()).collect();
        out.push(UiAction::Computer(Some(names)));
        out.push(UiAction::Table(TableCommand::NewMatch(vec![play.deck, play.against], 3)));
    }
    if state.cards.open {
        let mut open = true;
        egui::Window::new(lang.t("dialogs-cards-title", &[])).open(&mut open).default_width(560.0).show(ctx, |ui| {
            out.extend(ui::card_browser(ui, frame.cards, &mut state.cards, &model.players));
        });
        state.cards.open &= open;
    }
}

/// File → Draft against bots and the draft under way; once it is over (or at once for a sealed
/// pool), the deck editor on the player's pool.
fn draft_windows(ctx: &egui::Context, state: &mut OverlayState, db: &crate::cards::CardDb) {
    if state.draft_setup.open {
        match ui::draft::setup_window(ctx, &mut state.draft_setup, db) {
            Some(ui::draft::Started::Draft(screen)) => state.draft = Some(screen),
            Some(ui::draft::Started::Sealed(pool)) => {
                state.deck_editor.on_pool(ctx.lang(), &pool.deck, pool.pool, Some(pool.against), db);
            }
            None => {}
        }
    }
    let Some(screen) = state.draft.as_mut() else { return };
    if let Some(done) = ui::draft::draft_window(ctx, screen, db) {
        state.draft = None;
        let against = Some(done.against);
        state.deck_editor.on_pool(ctx.lang(), &done.deck, done.pool, against, db);
    }
}

/// How long a roll or flip stays over the table.
const TOAST_SECS: f64 = 4.0;

/// A die roll or coin flip (705.1, 706.2) shows large over the table for a moment; the log
/// keeps it.
fn toast(ctx: &egui::Context, model: &OverlayModel, state: &mut OverlayState, table: egui::Rect) {
    let now = ctx.input(|i| i.time);
    if state.toasted > model.log.len() {
        state.toasted = 0;
    }
    for line in &model.log[state.toasted..] {
        if line.rule.as_deref().is_some_and(|r| r == "706.2" || r == "705.1") {
            state.toast = Some((line.text.clone(), now));
        }
    }
    state.toasted = model.log.len();
    let Some((text, since)) = state.toast.clone() else { return };
    let left = TOAST_SECS - (now - since);
    if left <= 0.0 {
        state.toast = None;
        return;
    }
    egui::Area::new("roll".into())
        .order(egui::Order::Foreground)
        .interactable(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(table.center())
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.label(egui::RichText::new(text).size(28.0).strong());
            });
        });
    ctx.request_repaint_after(std::time::Duration::from_secs_f64(left));
}

/// While the rules wait for this seat's opening hand (103.5: a game begins with them), it is
/// asked to keep it or mulligan, and which cards go to the bottom as it keeps.
fn opening_question(ctx: &egui::Context, model: &OverlayModel, state: &mut OverlayState, out: &mut Vec<UiAction>) {
    let lang = ctx.lang();
    let seat = model.seat.clone();
    // The rules wait for this seat's choice (103.5).
    if !model.table.players.iter().any(|p| p.name == seat && p.opening) {
        return;
    }
    // A game already over (a concession on turn 1) asks no one to keep a hand.
    if crate::overlay::marks::game_over(&model.table.players).is_some() {
        return;
    }
    let hand: Vec<&crate::view::ObjectView> =
        model.table.objects.iter().filter(|o| o.zone == crate::rules::Zone::Hand && o.owner == seat).collect();
    if hand.is_empty() {
        return;
    }
    let mulligans = model.table.players.iter().find(|p| p.name == seat).map_or(0, |p| p.mulligans);
    state.bottom.retain(|id| hand.iter().any(|o| o.id == *id));
    let mut answer = None;
    egui::Window::new(lang.t("dialogs-opening-title", &[]))
        .id(egui::Id::new("opening hand"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| answer = ui::opening_hand(ui, &seat, &hand, mulligans, &mut state.bottom));
    match answer {
        Some(ui::OpeningAnswer::Mulligan) => {
            out.push(UiAction::Do(crate::rules::Action::Mulligan { player: seat.clone().into() }));
            state.bottom.clear();
        }
        Some(ui::OpeningAnswer::Keep(bottom)) => {
            let bottom = (!bottom.is_empty()).then(|| bottom.into_iter().map(Into::into).collect());
            out.push(UiAction::Do(crate::rules::Action::Keep { player: seat.into(), bottom }));
            state.bottom.clear();
        }
        None => {}
    }
}

/// A click on a player's panel on the table opens their life and counters.
fn player_panel_clicks(
    ctx: &egui::Context,
    panels: &[(String, egui::Rect)],
    targeting: Option<&crate::view::TableView>,
    out: &mut Vec<UiAction>,
) {
    let lang = ctx.lang();
    for (player, rect) in panels {
        let area = egui::Area::new(egui::Id::new(("player panel", player.as_str())))
            .fixed_pos(rect.min)
            .order(egui::Order::Middle);
        // While a waiting ability of this window's may target the player: the click chooses them.
        let choose = targeting.and_then(|view| crate::view::stack::player_target_click(view, player));
        area.show(ctx, |ui| {
            let (_, r) = ui.allocate_exact_size(rect.size(), egui::Sense::click());
            let hint = match choose {
                Some(_) => lang.t("dialogs-player-panel-target", &[("player", player)]),
                None => lang.t("dialogs-player-panel-hint", &[("player", player)]),
            };
            if r.on_hover_text(hint).clicked() {
                out.push(match &choose {
                    Some(a) => UiAction::Do(a.clone()),
                    None => UiAction::EditLife(player.clone()),
                });
            }
        });
    }
}

/// The life and counters window of the player whose panel was clicked.
fn life_window(ctx: &egui::Context, model: &OverlayModel, state: &mut OverlayState, out: &mut Vec<UiAction>) {
    let lang = ctx.lang();
    let Some(name) = state.life.clone() else { return };
    let Some(p) = model.table.players.iter().find(|p| p.name == name) else {
        state.life = None;
        return;
    };
    let mut open = true;
    egui::Window::new(lang.t("dialogs-life-title", &[("player", &name)]))
        .id(egui::Id::new("life editor"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| out.extend(ui::life_editor(ui, p, &mut state.life_draft)));
    if !open {
        state.life = None;
    }
}

/// The right-click menu of a card, where it was opened.
fn card_menu(
    ctx: &egui::Context,
    model: &OverlayModel,
    state: &mut OverlayState,
    selection: &Selection,
    out: &mut Vec<UiAction>,
) {
    let lang = ctx.lang();
    let Some((e, pos)) = selection.menu else { return };
    let Some(o) = model.table.objects.iter().find(|o| o.entity == e) else {
        out.push(UiAction::CloseMenu);
        return;
    };
    let on_field: Vec<(&str, &str, &str)> = model
        .table
        .objects
        .iter()
        .filter(|x| x.zone == crate::rules::Zone::Battlefield)
        .map(|x| (x.id.as_str(), x.shown.name.as_str(), x.controller.as_str()))
        .collect();
    let others = menu_names(lang, &on_field);
    let attackable: Vec<String> = model
        .table
        .objects
        .iter()
        .filter(|x| x.offers.attacked && x.controller != o.controller)
        .map(|x| x.id.clone())
        .collect();
    let area = egui::Area::new("object menu".into()).fixed_pos(egui::pos2(pos.x, pos.y)).order(egui::Order::Foreground);
    let mut chosen = Vec::new();
    let r = area.show(ctx, |ui| {
        egui::Frame::menu(ui.style()).show(ui, |ui| {
            let unnamed = lang.t("dialogs-face-down-permanent", &[]);
            let title = if o.shown.name.is_empty() { unnamed.as_str() } else { &o.shown.name };
            ui.label(egui::RichText::new(title).strong());
            let seat = Some(model.seat.as_str()).filter(|s| !s.is_empty());
            let rules = model.table.assisted.then_some(&model.seat_model.choices);
            chosen.extend(ui::object_menu(ui, o, &others, &attackable, &model.players, seat, rules));
        })
    });
    // The press that opened the menu doesn't close it, nor does its release; the next click
    // elsewhere does.
    let shown_before = state.menu_shown == selection.menu;
    let (down, released) = ctx.input(|i| (i.pointer.any_down(), i.pointer.any_released()));
    let opening_released = shown_before && state.menu_opening && released;
    state.menu_opening = if shown_before { state.menu_opening && !released } else { down };
    let elsewhere = shown_before && !opening_released && r.response.clicked_elsewhere();
    let close = elsewhere || !chosen.is_empty() || !out.is_empty();
    out.extend(chosen);
    if close {
        out.push(UiAction::CloseMenu);
    }
}

/// Help, the token dialog and a rule's text.
fn dialogs(
    ctx: &egui::Context,
    model: &OverlayModel,
    state: &mut OverlayState,
    (selection, rules, keymap): (&Selection, &RulesText, &crate::table::keymap::Keymap),
    table: crate::table::keymap::Table,
    out: &mut Vec<UiAction>,
) {
    let lang = ctx.lang();
    if state.help {
        let mut open = true;
        egui::Window::new(lang.t("dialogs-help-title", &[]))
            .open(&mut open)
            .show(ctx, |ui| ui::help(ui, table, keymap));
        state.help &= open;
    }
    if state.tokens {
        let mut open = true;
        let selected = selection.selected.and_then(|e| model.table.objects.iter().find(|o| o.entity == e));
        egui::Window::new(lang.t("dialogs-tokens-title", &[])).open(&mut open).show(ctx, |ui| {
            out.extend(ui::token_dialog(ui, &mut state.form, selected, &model.players));
        });
        state.tokens &= open;
    }
    if let Some((owner, zone)) = state.browse.clone() {
        let mut open = true;
        let title =
            lang.t("dialogs-pile-title", &[("owner", &owner), ("zone", &crate::view::words::zone_name(lang, zone))]);
        let mut asked = Vec::new();
        egui::Window::new(title).open(&mut open).default_width(420.0).show(ctx, |ui| {
            asked = ui::pile_browser(ui, &model.table, &owner, zone);
        });
        search_under_way(state, &asked);
        out.extend(asked);
        if !open {
            out.extend(close_browse(state));
        }
    }
    if state.restart_asked {
        let mut answer = None;
        egui::Window::new(lang.t("dialogs-restart-title", &[]))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| answer = ui::restart_game_question(ui));
        if let Some(restart) = answer {
            state.restart_asked = false;
            if restart {
                out.push(UiAction::Table(TableCommand::RestartGame));
            }
        }
    }
    if model.scene.asked {
        egui::Window::new(lang.t("dialogs-changed-title", &[]))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| out.extend(ui::changed_table_question(ui)));
    }
    if let Some(rule) = state.rule.clone() {
        let mut open = true;
        let title = lang.t("dialogs-rule-title", &[("rule", &rule)]);
        egui::Window::new(title).open(&mut open).default_width(480.0).show(ctx, |ui| {
            ui::rule_window(ui, rules, &rule);
        });
        if !open {
            state.rule = None;
        }
    }
}

/// Follows a search from a pile's list: it starts with Search, and a shuffle hides the library
/// again (701.20d), leaving nothing to end.
fn search_under_way(state: &mut OverlayState, asked: &[UiAction]) {
    use crate::rules::Action;
    for a in asked {
        match a {
            UiAction::Do(Action::Search { player }) => state.searching = Some(player.0.clone()),
            UiAction::Do(Action::Shuffle { player }) if state.searching.as_deref() == Some(player.0.as_str()) => {
                state.searching = None
            }
            _ => {}
        }
    }
}

/// A pile's list closes: a search from it is over (701.23a), and the library's cards are
/// hidden from the searcher again, its top card face down.
fn close_browse(state: &mut OverlayState) -> Option<UiAction> {
    state.browse = None;
    let player = state.searching.take()?;
    Some(UiAction::Do(crate::rules::Action::EndSearch { player: player.into() }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Action;

    #[test]
    fn rule_701_23a_closing_a_searched_library_s_list_ends_the_search_and_a_shuffle_leaves_none_to_end() {
        let mut state =
            OverlayState { browse: Some(("Alice".into(), crate::rules::Zone::Library)), ..Default::default() };
        search_under_way(&mut state, &[UiAction::Do(Action::Search { player: "Alice".into() })]);
        assert_eq!(close_browse(&mut state), Some(UiAction::Do(Action::EndSearch { player: "Alice".into() })));
        assert_eq!((state.browse.as_ref(), state.searching.as_ref()), (None, None));
        state.browse = Some(("Alice".into(), crate::rules::Zone::Library));
        search_under_way(&mut state, &[UiAction::Do(Action::Search { player: "Alice".into() })]);
        search_under_way(&mut state, &[UiAction::Do(Action::Shuffle { player: "Alice".into() })]);
        assert_eq!(close_browse(&mut state), None, "the shuffle hid the library already (701.20d)");
        assert_eq!(close_browse(&mut state), None, "a list with no search ends none");
    }
}
