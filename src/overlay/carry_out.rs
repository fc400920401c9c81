//! What the player asked for in the overlay (`UiAction`), carried out: requests in the seat's
//! ids for the kernel (or the host), table commands for the session, and the choices the window
//! keeps (pictures, display, keys, decks, the first start's answer).

use bevy::prelude::*;

use super::*;

/// Sends what the player asked for to the rules kernel or the session: a request in the seat's
/// ids, which the session (at a local table) or the host (on a client) takes on. It reads nothing
/// of the kernel, so a joined window does all of it as a local one does.
pub fn carry_out(world: &mut World, a: UiAction) {
    match a {
        // The overlay names objects by the seat's ids: they become the table's labels, or the
        // request is refused (an object the seat no longer sees).
        UiAction::Do(action) => request(world, action),
        UiAction::AnswerFaceUp(action) => {
            if let Some(mut q) = world.get_resource_mut::<crate::table::state::FaceUpQuestion>() {
                q.0 = None;
            }
            if let Some(action) = action {
                request(world, action);
            }
        }
        UiAction::Table(c) => {
            world.write_message(c);
        }
        UiAction::Token { token, count, controller } => {
            // The table (or the host) makes it an id of its own: the window has no labels.
            let id = "token".to_string();
            let count = (count > 1).then_some(count);
            let action = Action::CreateToken {
                id: id.into(),
                token,
                controller: controller.into(),
                count,
                tapped: false,
                transformed: false,
                attached_to: None,
            };
            request(world, action);
        }
        UiAction::Incubate { player, n } => {
            request(world, Action::Incubate { id: "incubator".into(), player: player.into(), n });
        }
        UiAction::PeekOther => {
            let mut s = world.resource_mut::<Selection>();
            s.peek_other = !s.peek_other;
        }
        // A networked window's seat is its player's own.
        UiAction::Seat(i) if !world.contains_resource::<crate::table::state::FixedSeat>() => {
            world.insert_resource(Seat(i));
            world.insert_resource(crate::table::state::SeeEverything(false));
            world.resource_mut::<crate::rules::TableRevision>().bump();
        }
        UiAction::SeeEverything(on) if !world.contains_resource::<crate::table::state::FixedSeat>() => {
            world.insert_resource(crate::table::state::SeeEverything(on));
            world.resource_mut::<crate::rules::TableRevision>().bump();
        }
        UiAction::Seat(_) | UiAction::SeeEverything(_) => {}
        UiAction::Computer(players) => {
            let level = world.get_resource::<OverlayState>().map_or_else(Default::default, |s| s.computer_level);
            computer::versus_computer(world, players.as_deref(), level)
        }
        UiAction::Say(text) => _ = world.write_message(Say(text)),
        UiAction::AnswerUndo(yes) => {
            world.write_message(AnswerUndo(yes));
            world.insert_resource(UndoQuestion(None));
        }
        UiAction::AnswerConsent(id, accept) => {
            world.write_message(AnswerConsent { id, accept });
            world.insert_resource(ConsentQuestion(None));
        }
        UiAction::CloseMenu => {
            let mut selection = world.resource_mut::<Selection>();
            selection.menu = None;
            selection.menu_by_keys = false;
        }
        UiAction::CancelImport => {
            if let Some(job) = world.get_resource::<import::ImportJob>() {
                job.cancel();
            }
        }
        UiAction::FirstStart(answer) => answer_first_start(world, answer),
        a @ (UiAction::DownloadPictures(_)
        | UiAction::Import(_)
        | UiAction::DownloadCards
        | UiAction::SetDisplay(_)
        | UiAction::SetKeys(_)
        | UiAction::SaveDeck { .. }) => keep(world, a),
        UiAction::AddCard { name, owner, zone } => {
            let base: String = name
                .chars()
                .map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
                .collect::<String>()
                .split('-')
                .filter(|w| !w.is_empty())
                .take(3)
                .collect::<Vec<_>>()
                .join("-");
            let id = if base.is_empty() { "card".to_string() } else { base };
            request(world, Action::AddCard { id: id.into(), name, owner: owner.into(), zone });
        }
        UiAction::ShowRule(_)
        | UiAction::ToggleHelp
        | UiAction::AskRestartGame
        | UiAction::OpenTokens
        | UiAction::EditLife(_)
        | UiAction::OpenCards
        | UiAction::Browse(..) => {}
    }
}

/// Carries out what keeps a choice or a file: the pictures setting, a card import or download,
/// the display settings, the keys, a pasted deck.
fn keep(world: &mut World, a: UiAction) {
    let lang = crate::table::language::Language::of(world);
    match a {
        UiAction::DownloadPictures(on) => {
            if let Some(mut p) = world.get_resource_mut::<crate::table::images::FaceImages>() {
                p.set_downloading(on);
            }
            let mut settings = crate::web::pictures::PictureSettings::load();
            settings.download = on;
            let said = match settings.save() {
                Ok(()) if on => lang.t("status-pictures-downloaded", &[]),
                Ok(()) => lang.t("status-pictures-not-downloaded", &[]),
                Err(e) => lang.t("status-pictures-not-kept", &[("why", &e.to_string())]),
            };
            world.insert_resource(crate::session::StatusLine { text: said.into(), error: false, action: None });
        }
        // One import at a time.
        UiAction::Import(file) if !world.contains_resource::<import::ImportJob>() => {
            let target = world.resource::<import::ImportTarget>().0.clone();
            world.insert_resource(import::ImportJob::start(&file, &target));
            world.resource_mut::<OverlayState>().import.progress = Some((0, 0));
        }
        UiAction::SetDisplay(settings) => {
            let path = display::DisplaySettings::path();
            world.insert_resource(crate::table::state::FollowActing(settings.follow_acting));
            let mut state = world.resource_mut::<OverlayState>();
            state.display = settings;
            if let Err(e) = settings.save(&path) {
                crate::session::status(world, lang.t("status-display-not-kept", &[("why", &e.to_string())]), true);
            }
        }
        UiAction::SetKeys(keys) => {
            let path = crate::table::keymap::keys_file();
            let said = keys
                .save(&path)
                .map(|()| lang.t("status-keys-kept", &[("path", &path.display().to_string())]))
                .map_err(|e| e.text_in(lang));
            if said.is_ok() {
                keys.put_in_force();
                world.insert_resource(keys);
            }
            world.resource_mut::<OverlayState>().keys.said = Some(said);
        }
        UiAction::SaveDeck { name, text } => {
            let db = world.resource::<crate::cards::CardDb>().clone();
            let dir = crate::cards::decks::decks_dir();
            let said = crate::cards::decks::save(&dir, &name, &text, &db)
                .map(|path| lang.t("status-deck-kept", &[("path", &path.display().to_string())]))
                .map_err(|refused| refused.lines(lang));
            world.resource_mut::<OverlayState>().paste.said = Some(said);
        }
        UiAction::DownloadCards if !world.contains_resource::<import::ImportJob>() => {
            let target = world.resource::<import::ImportTarget>().0.clone();
            world.insert_resource(import::ImportJob::start_download(&target));
            world.resource_mut::<OverlayState>().import.progress = Some((0, 0));
        }
        _ => {}
    }
}

/// The first start's offer answered: Download opens File → Import cards on the download and
/// its progress bar; Don't ask again is kept in the settings folder.
fn answer_first_start(world: &mut World, answer: first_start::FirstStartAnswer) {
    let lang = crate::table::language::Language::of(world);
    world.resource_mut::<OverlayState>().first_start.open = false;
    match answer {
        first_start::FirstStartAnswer::Download => {
            world.resource_mut::<OverlayState>().import.open = true;
            keep(world, UiAction::DownloadCards);
        }
        first_start::FirstStartAnswer::NotNow => {}
        first_start::FirstStartAnswer::DontAsk => {
            let path = first_start::FirstStartSettings::path();
            if let Err(e) = (first_start::FirstStartSettings { dont_ask: true }).save(&path) {
                crate::session::status(world, lang.t("first-start-not-kept", &[("why", &e.to_string())]), true);
            }
        }
    }
}

/// Sends a request the overlay made with the seat's ids, as the table's input does
/// ([`crate::table::SeatRequest`]).
fn request(world: &mut World, action: Action) {
    world.write_message(crate::table::SeatRequest(action));
}
