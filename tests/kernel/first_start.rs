//! The first start: a window with no imported card database offers to download every card,
//! saying the size; "don't ask again" is kept; the download (from a loopback server, never the
//! internet) imports with its progress, and a cancel leaves the database as it was.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::World;
use bevy_egui::egui;
use bifronte::cards::CardDb;
use bifronte::cards::store::CardStore;
use bifronte::overlay::first_start::{
    FirstStartAnswer, FirstStartOffer, FirstStartSettings, first_start_dialog, offers,
};
use bifronte::overlay::import::{ImportJob, poll_import};
use bifronte::overlay::ui::UiAction;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::web::{Reply, cards_json, gzip, scratch, serve};

#[test]
fn the_first_start_offers_every_card_only_without_imported_cards_and_never_after_dont_ask_again() {
    let dir = scratch("first-start-offer");
    let kept = dir.join("config/bifronte/first_start.ron");
    let shipped = CardDb::load_default().0;
    assert!(offers(&shipped, &FirstStartSettings::load(&kept)), "no imported cards and nothing said: offered");
    let (addr, _) = serve(Box::new(|_, _| Reply::Status(404, Vec::new())));
    let json = cards_json(addr);
    let (cards, _) = bifronte::cards::import::cards_of(&json, &mut |_, _| {}).unwrap();
    let imported = shipped.clone().with_imported(Arc::new(CardStore::new(cards)));
    assert!(!offers(&imported, &FirstStartSettings::default()), "a card database is imported: not offered");

    // The offer says the size the listing gave, and its three answers.
    let offer = FirstStartOffer { open: true, size: Arc::new(Mutex::new(Some(Ok(Some(163_400_000))))), shipped: 134 };
    let mut h = Harness::builder()
        .with_size(egui::vec2(900.0, 600.0))
        .build_ui_state(|ui, out: &mut Vec<UiAction>| first_start_dialog(&ui.ctx().clone(), &offer, out), Vec::new());
    h.run();
    h.get_by_label_contains("134 cards");
    h.get_by_label("The download is 163 MB.");
    h.get_by_label("Download");
    h.get_by_label("Not now");
    h.get_by_label("Don't ask again").click();
    h.run();
    assert_eq!(h.state(), &vec![UiAction::FirstStart(FirstStartAnswer::DontAsk)]);

    FirstStartSettings { dont_ask: true }.save(&kept).unwrap();
    assert!(!offers(&shipped, &FirstStartSettings::load(&kept)), "don't ask again, kept: never offered");
    std::fs::remove_dir_all(&dir).ok();
}

/// A loopback server whose listing names its own `/file/oracle-cards.json` (of the fixture's
/// cards, gzipped, with their size unpacked), answered by `file`; the server's address.
fn bulk_server(file: impl Fn(Vec<u8>) -> Reply + Send + Sync + 'static) -> std::net::SocketAddr {
    let base = Arc::new(Mutex::new(None::<std::net::SocketAddr>));
    let named = base.clone();
    let (addr, _) = serve(Box::new(move |s, _| {
        let addr = named.lock().unwrap().expect("the server's address");
        let json = cards_json(addr);
        match s.path.as_str() {
            "/bulk-data" => Reply::Body(
                format!(
                    r#"{{"object":"list","data":[{{"type":"oracle_cards","download_uri":"http://{addr}/file/oracle-cards.json","updated_at":"2026-11-05T10:00:00.000+00:00","size":{}}}]}}"#,
                    json.len()
                )
                .into_bytes(),
            ),
            "/file/oracle-cards.json" => file(gzip(&json)),
            _ => Reply::Status(404, Vec::new()),
        }
    }));
    *base.lock().unwrap() = Some(addr);
    addr
}

/// The download started as the first start's Download starts it, into `db` and `dir`'s cache.
fn start(addr: std::net::SocketAddr, db: &std::path::Path, dir: &std::path::Path) -> World {
    let job = bifronte::web::with_api(&format!("http://{addr}"), || ImportJob::start_download_into(db, dir));
    let mut world = World::new();
    world.insert_resource(CardDb::load_default().0);
    world.insert_resource(job);
    world
}

#[test]
fn the_first_start_download_from_the_listing_imports_every_card_and_reports_its_progress() {
    let dir = scratch("first-start-download");
    let addr = bulk_server(Reply::Body);
    let db: PathBuf = dir.join("cards.db");
    let mut world = start(addr, &db, &dir.join("bulk"));
    let mut seen = Vec::new();
    let began = Instant::now();
    let outcome = loop {
        seen.push(world.resource::<ImportJob>().progress());
        if let Some(outcome) = poll_import(&mut world) {
            break outcome;
        }
        assert!(began.elapsed() < Duration::from_secs(30), "the download never ends");
        std::thread::sleep(Duration::from_millis(5));
    };
    let summary = outcome.expect("imported");
    assert!(summary.cards > 0, "{summary:?}");
    let (done, total) = *seen.last().unwrap();
    assert!(total > 0 && done == total, "the progress reaches its total: {seen:?}");
    assert!(world.resource::<CardDb>().imported().is_some(), "the table's card database gains the cards");
    assert!(CardStore::open(&db).expect("the database").find("Renowned Weaponsmith").is_some());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_cancelled_first_start_download_leaves_the_database_as_it_was() {
    let dir = scratch("first-start-cancel");
    // Half the file, then nothing for 6 s with the connection open.
    let addr = bulk_server(Reply::Stall);
    let db: PathBuf = dir.join("cards.db");
    std::fs::write(&db, b"the old database").unwrap();
    let mut world = start(addr, &db, &dir.join("bulk"));
    let began = Instant::now();
    while world.resource::<ImportJob>().progress().0 == 0 {
        assert!(began.elapsed() < Duration::from_secs(10), "no byte came");
        std::thread::sleep(Duration::from_millis(5));
    }
    world.resource::<ImportJob>().cancel();
    let cancelled = Instant::now();
    let outcome = loop {
        if let Some(outcome) = poll_import(&mut world) {
            break outcome;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    assert!(cancelled.elapsed() < Duration::from_secs(2), "the cancel is seen in the read loop, not after the stall");
    let e = outcome.expect_err("cancelled");
    let e = e.text_in(bifronte::i18n::Lang::En);
    assert!(e.contains("cancelled"), "{e}");
    assert_eq!(std::fs::read(&db).unwrap(), b"the old database", "the database is as it was");
    assert!(world.resource::<CardDb>().imported().is_none());
    std::fs::remove_dir_all(&dir).ok();
}
