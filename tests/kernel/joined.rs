//! A window that joined a host does what a local window does: every dialog's and menu's answer
//! (`overlay::ui::UiAction`) carried out in a joined player's window world, which has no rules
//! kernel, reaches the host as a request and comes back in the next model.

use bevy::prelude::*;
use bifronte::net::client::Connection;
use bifronte::net::host::HostOptions;
use bifronte::overlay::ui::UiAction;
use bifronte::rules::{Action, Labels, TokenKind, Zone};
use bifronte::session::TableCommand;

use crate::net::{client_app, host_app, model, seated, settle};

/// A joined player's window as `bifronte join` builds it, without rendering: the client, the
/// mirror of its seat's model, the table's view of it and the overlay's state.
fn joined_window(name: &str) -> App {
    let mut app = crate::net::window_client_app(name);
    app.init_resource::<bifronte::overlay::OverlayState>().init_resource::<bifronte::overlay::import::ImportTarget>();
    app
}

/// Every kind of answer a dialog or menu gives, as the joined window's player would give it.
/// The match names every variant: a new one fails to compile here until it is driven too.
fn every_answer(bob_land: &str) -> Vec<UiAction> {
    let all = vec![
        UiAction::Token { token: TokenKind::Predefined("Treasure".into()), count: 2, controller: "Bob".into() },
        UiAction::Token { token: TokenKind::Predefined("Food".into()), count: 1, controller: "Bob".into() },
        UiAction::Incubate { player: "Bob".into(), n: 2 },
        UiAction::AddCard { name: "Grizzly Bears".into(), owner: "Bob".into(), zone: Zone::Hand },
        UiAction::AddCard { name: "Grizzly Bears".into(), owner: "Bob".into(), zone: Zone::Hand },
        UiAction::Do(Action::put_onto_battlefield(bob_land)),
        UiAction::AnswerFaceUp(None),
        UiAction::Table(TableCommand::Undo),
        UiAction::Table(TableCommand::Next),
        UiAction::Seat(0),
        UiAction::SeeEverything(true),
        UiAction::Say("good game".into()),
        UiAction::AnswerUndo(false),
        UiAction::AnswerConsent(1, false),
        UiAction::CloseMenu,
        UiAction::PeekOther,
        UiAction::ShowRule("111.7".into()),
        UiAction::ToggleHelp,
        UiAction::AskRestartGame,
        UiAction::OpenTokens,
        UiAction::EditLife("Bob".into()),
        UiAction::OpenCards,
        UiAction::Browse("Bob".into(), Zone::Graveyard),
        UiAction::CancelImport,
        UiAction::FirstStart(bifronte::overlay::first_start::FirstStartAnswer::NotNow),
        // A joined window has no table of its own to seat the computer at: nothing happens.
        UiAction::Computer(Some(vec!["Alice".into(), "Bob".into()])),
        UiAction::Computer(None),
    ];
    for a in &all {
        match a {
            UiAction::Do(_)
            | UiAction::Token { .. }
            | UiAction::Incubate { .. }
            | UiAction::AddCard { .. }
            | UiAction::AnswerFaceUp(_)
            | UiAction::Table(_)
            | UiAction::Seat(_)
            | UiAction::SeeEverything(_)
            | UiAction::Say(_)
            | UiAction::AnswerUndo(_)
            | UiAction::AnswerConsent(..)
            | UiAction::CloseMenu
            | UiAction::PeekOther
            | UiAction::ShowRule(_)
            | UiAction::ToggleHelp
            | UiAction::AskRestartGame
            | UiAction::OpenTokens
            | UiAction::EditLife(_)
            | UiAction::OpenCards
            | UiAction::CancelImport
            | UiAction::FirstStart(_)
            | UiAction::Computer(_)
            | UiAction::Browse(..) => {}
            // These keep the player's own files (settings, keys, decks, the card database) and
            // read nothing of the table; `window.rs` drives them in a real window with its own
            // folders, where writing them harms no one's settings.
            UiAction::SetKeys(_)
            | UiAction::SetDisplay(_)
            | UiAction::DownloadPictures(_)
            | UiAction::DownloadCards
            | UiAction::SaveDeck { .. }
            | UiAction::Import(_) => unreachable!("not driven in-process"),
        }
    }
    all
}

#[test]
fn net_every_dialog_and_menu_of_a_joined_window_reaches_the_host_and_the_window_stays_up() {
    let host = host_app(HostOptions { seats: 2, seed: Some(7), mode: bifronte::rules::RulesMode::Free, ..default() });
    let (mut host, mut alice, mut bob) = seated(host, client_app("Alice", false), joined_window("Bob"));
    // A joined window has none of the kernel's resources: the dialogs must not need them.
    assert!(!bob.world().contains_resource::<Labels>());
    let land = crate::net::hand_card(&model(&bob), "Bob", |o| o.shown.is_land()).expect("a land (seed 7)");
    let tokens_before = host.world_mut().query::<&bifronte::rules::object::Token>().iter(host.world()).count();
    for answer in every_answer(&land) {
        bifronte::overlay::carry_out(bob.world_mut(), answer);
        settle(&mut host, &mut [&mut alice, &mut bob]);
    }
    let refusals = bob.world().resource::<Connection>().refusals.clone();
    assert!(refusals.is_empty(), "the host refused {refusals:?}");
    // Two Treasures, a Food and an Incubator, each under an id of the host's own.
    let tokens = host.world_mut().query::<&bifronte::rules::object::Token>().iter(host.world()).count();
    assert_eq!(tokens - tokens_before, 4);
    let labels = host.world().resource::<Labels>().0.clone();
    assert!(labels.keys().any(|l| l.starts_with("incubator")), "the Incubator has a label");
    let bears = labels.keys().filter(|l| l.starts_with("grizzly-bears")).count();
    assert_eq!(bears, 2, "two Grizzly Bears brought in under two ids");
    // The window shows it all, drawn from the next model.
    let shown = model(&bob);
    // A token is named for its kind ("Treasure Token", 111.4).
    let on_field = |kind: &str| {
        let of_kind = |o: &&bifronte::view::ObjectView| o.token && o.shown.name.starts_with(kind);
        shown.table.objects.iter().filter(|o| o.zone == Zone::Battlefield).filter(of_kind).count()
    };
    assert_eq!(on_field("Treasure"), 2);
    assert_eq!(on_field("Food"), 1);
    assert_eq!(on_field("Incubator"), 1);
    let in_hand = shown.table.objects.iter().filter(|o| o.zone == Zone::Hand && o.shown.name == "Grizzly Bears");
    assert_eq!(in_hand.count(), 2);
    assert!(shown.table.objects.iter().any(|o| o.id == land && o.zone == Zone::Battlefield));
    // Alice heard Bob, and her window's model is her seat's.
    assert!(alice.world().resource::<Connection>().chat.iter().any(|(from, t)| from == "Bob" && t == "good game"));
}
