//! Downloads over real HTTP: a server on loopback started by the test (never the internet)
//! serves a bulk-data listing, a gzipped card file (tests/fixtures/scryfall, Scryfall's own
//! fixtures, with their picture addresses pointed at it), JPEG pictures and every failure a
//! player meets: a cut body, 404, 429 with Retry-After, a picture that isn't one, no server.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bifronte::cards::store::CardStore;
use bifronte::table::images::FaceImages;
use bifronte::web::Failure;
use bifronte::web::pictures::{Wanted, fetch};

/// A request as the server saw it: its path and its Range header.
#[derive(Clone, Debug)]
pub(crate) struct Seen {
    pub(crate) path: String,
    range: Option<String>,
    user_agent: Option<String>,
}

/// What the server answers.
pub(crate) enum Reply {
    /// 200 with this body.
    Body(Vec<u8>),
    /// A status, with headers.
    Status(u16, Vec<(&'static str, String)>),
    /// 200 announcing the whole body's length, then only its first half, then nothing for 6 s
    /// with the connection open.
    Stall(Vec<u8>),
    /// 200 announcing the whole body's length, then only its first half, then the connection closes.
    Cut(Vec<u8>),
    /// 200 without a length: the first half of the body, then the connection closes.
    CutUnannounced(Vec<u8>),
    /// 200 announcing half the body's length, and sending that half: complete, to HTTP.
    Short(Vec<u8>),
}

pub(crate) type Route = dyn Fn(&Seen, usize) -> Reply + Send + Sync;

/// A plain HTTP/1.1 server on loopback: each connection one request, answered and closed.
/// `route` gets the request and how many times its path was asked before.
pub(crate) fn serve(route: Box<Route>) -> (SocketAddr, Arc<Mutex<Vec<Seen>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let route: Arc<Route> = Arc::from(route);
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let (log, route) = (log.clone(), route.clone());
            std::thread::spawn(move || answer(stream, &log, &*route));
        }
    });
    (addr, seen)
}

fn answer(stream: TcpStream, log: &Mutex<Vec<Seen>>, route: &Route) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut first = String::new();
    if reader.read_line(&mut first).is_err() {
        return;
    }
    let path = first.split_whitespace().nth(1).unwrap_or("/").to_string();
    let mut headers = HashMap::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 || line.trim().is_empty() {
            break;
        }
        if let Some((k, v)) = line.split_once(':') {
            headers.insert(k.trim().to_ascii_lowercase(), v.trim().to_string());
        }
    }
    let seen = Seen {
        path: path.clone(),
        range: headers.get("range").cloned(),
        user_agent: headers.get("user-agent").cloned(),
    };
    let before = {
        let mut l = log.lock().unwrap();
        let n = l.iter().filter(|s| s.path == path).count();
        l.push(seen.clone());
        n
    };
    let mut out = stream;
    let head = |code: u16, len: usize, extra: &[(&str, String)]| {
        let mut h = format!("HTTP/1.1 {code} X\r\nContent-Length: {len}\r\nConnection: close\r\n");
        for (k, v) in extra {
            h.push_str(&format!("{k}: {v}\r\n"));
        }
        h + "\r\n"
    };
    match route(&seen, before) {
        Reply::Body(body) => {
            // A range asked of a body: the rest from there (206).
            if let Some(from) =
                seen.range.as_deref().and_then(|r| r.strip_prefix("bytes=")?.strip_suffix('-')?.parse::<usize>().ok())
            {
                let rest = &body[from.min(body.len())..];
                let range = format!("bytes {from}-{}/{}", body.len() - 1, body.len());
                let _ = out.write_all(head(206, rest.len(), &[("Content-Range", range)]).as_bytes());
                let _ = out.write_all(rest);
            } else {
                let _ = out.write_all(head(200, body.len(), &[]).as_bytes());
                let _ = out.write_all(&body);
            }
        }
        Reply::Status(code, extra) => {
            let _ = out.write_all(head(code, 0, &extra).as_bytes());
        }
        Reply::Cut(body) => {
            let _ = out.write_all(head(200, body.len(), &[]).as_bytes());
            let _ = out.write_all(&body[..body.len() / 2]);
        }
        Reply::CutUnannounced(body) => {
            let _ = out.write_all(b"HTTP/1.1 200 X\r\nConnection: close\r\n\r\n");
            let _ = out.write_all(&body[..body.len() / 2]);
        }
        Reply::Short(body) => {
            let _ = out.write_all(head(200, body.len() / 2, &[]).as_bytes());
            let _ = out.write_all(&body[..body.len() / 2]);
        }
        Reply::Stall(body) => {
            let _ = out.write_all(head(200, body.len(), &[]).as_bytes());
            let _ = out.write_all(&body[..body.len() / 2]);
            let _ = out.flush();
            std::thread::sleep(std::time::Duration::from_secs(6));
        }
    }
    let _ = out.flush();
    let _ = out.shutdown(std::net::Shutdown::Both);
}

pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bifronte-web-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The fixture's card objects with their pictures on `addr`.
pub(crate) fn cards_json(addr: SocketAddr) -> Vec<u8> {
    let json =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scryfall/cards.json"))
            .unwrap();
    json.replace("https://cards.scryfall.io/", &format!("http://{addr}/cards/")).into_bytes()
}

pub(crate) fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(bytes).unwrap();
    gz.finish().unwrap()
}

/// A JPEG of one colour.
fn jpeg(rgb: [u8; 3]) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(120, 168, image::Rgb(rgb));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).unwrap();
    out
}

const MAGENTA: [u8; 3] = [250, 0, 250];

fn hits(seen: &Mutex<Vec<Seen>>, prefix: &str) -> Vec<Seen> {
    seen.lock().unwrap().iter().filter(|s| s.path.starts_with(prefix)).cloned().collect()
}

/// `bifronte import --download`: the current file is found in the listing, a download cut
/// short leaves the card database as it was and goes on from where it stopped the next time,
/// and a file unchanged since is neither fetched nor imported again.
#[test]
fn import_download_goes_on_after_a_cut_imports_once_and_never_fetches_an_unchanged_file_again() {
    let dir = scratch("bulk");
    let body = Arc::new(Mutex::new(Vec::new()));
    let file = body.clone();
    // The listing names the server's own address, known once it listens, and the file's size
    // unpacked (Scryfall's `size`; the file comes gzipped).
    let base = Arc::new(Mutex::new(String::new()));
    let named = base.clone();
    let plain = Arc::new(Mutex::new(0usize));
    let size = plain.clone();
    let (addr, seen) = serve(Box::new(move |s, n| match s.path.as_str() {
        "/bulk-data" => {
            let uri = format!("http://{}/file/oracle-cards.json", named.lock().unwrap());
            let size = size.lock().unwrap();
            let listing = format!(
                r#"{{"object":"list","has_more":false,"data":[
                    {{"object":"bulk_data","type":"default_cards","download_uri":"{uri}x","updated_at":"2026-11-01T09:00:00.000+00:00","size":1}},
                    {{"object":"bulk_data","type":"oracle_cards","download_uri":"{uri}","updated_at":"2026-11-01T10:00:00.000+00:00","size":{size},"content_encoding":"gzip"}}]}}"#
            );
            Reply::Body(listing.into_bytes())
        }
        "/file/oracle-cards.json" if n == 0 => Reply::Cut(file.lock().unwrap().clone()),
        "/file/oracle-cards.json" => Reply::Body(file.lock().unwrap().clone()),
        _ => Reply::Status(404, Vec::new()),
    }));
    *plain.lock().unwrap() = cards_json(addr).len();
    *body.lock().unwrap() = gzip(&cards_json(addr));
    *base.lock().unwrap() = addr.to_string();
    let db = dir.join("cards.db");
    std::fs::write(&db, b"the old database").unwrap();
    let run = || {
        let out = crate::harness::bifronte()
            .args(["import", "--download", "--db"])
            .arg(&db)
            .env(bifronte::web::API_VAR, format!("http://{addr}"))
            .env("XDG_CACHE_HOME", dir.join("cache"))
            .output()
            .unwrap();
        let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        (out.status.code(), text)
    };
    let (code, text) = run();
    assert_eq!(code, Some(2), "{text}");
    let line = text.lines().find(|l| l.starts_with("ERROR")).unwrap_or_else(|| panic!("{text}"));
    assert!(line.contains("cut short after") && line.contains("oracle-cards.json"), "{line}");
    assert_eq!(std::fs::read(&db).unwrap(), b"the old database", "a broken download changes nothing");
    let part = dir.join("cache/bifronte/bulk/oracle_cards.part");
    let half = body.lock().unwrap().len() / 2;
    assert_eq!(std::fs::metadata(&part).map(|m| m.len()).ok(), Some(half as u64), "what came is kept to go on from");
    assert!(
        hits(&seen, "/bulk-data").iter().all(|s| s.user_agent.as_deref().is_some_and(|u| u.starts_with("Bifronte/")))
    );
    // Again: the rest only, then the import.
    let (code, text) = run();
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("going on from"), "{text}");
    let asked = hits(&seen, "/file/");
    assert_eq!(asked.len(), 2);
    assert_eq!(asked[1].range.as_deref(), Some(format!("bytes={half}-").as_str()));
    let store = CardStore::open(&db).expect("the new database");
    let elves = store.find("Llanowar Elves").expect("imported");
    let picture = elves.faces[0].image.as_deref().unwrap_or_default();
    assert!(picture.starts_with(&format!("http://{addr}/cards/normal/front/")), "{picture}");
    // A third time: nothing changed at Scryfall, nothing is fetched or imported.
    let imported = std::fs::read(&db).unwrap();
    let (code, text) = run();
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("already downloaded") && text.contains("nothing to import"), "{text}");
    assert_eq!(hits(&seen, "/file/").len(), 2, "the file isn't fetched again");
    assert_eq!(std::fs::read(&db).unwrap(), imported);
    std::fs::remove_dir_all(dir).ok();
}

/// A picture is fetched, checked and kept whole; each failure is one line naming the address,
/// and leaves nothing in the cache. A 429's Retry-After is waited out.
#[test]
fn a_picture_is_fetched_and_kept_and_each_failure_is_one_line_with_nothing_left_behind() {
    let dir = scratch("pictures");
    let (addr, seen) = serve(Box::new(|s, n| match s.path.as_str() {
        "/ok.jpg" => Reply::Body(jpeg(MAGENTA)),
        "/corrupt.jpg" => Reply::Body(b"<html>not a picture</html>".to_vec()),
        "/cut.jpg" => Reply::Cut(jpeg(MAGENTA)),
        "/busy.jpg" if n == 0 => Reply::Status(429, vec![("Retry-After", "1".into())]),
        "/busy.jpg" => Reply::Body(jpeg(MAGENTA)),
        _ => Reply::Status(404, Vec::new()),
    }));
    let agent = bifronte::web::agent(Some(Duration::from_secs(10)));
    let get = |name: &str| {
        let w = Wanted {
            key: name.into(),
            url: format!("http://{addr}/{name}"),
            file: dir.join("cache").join(name.replace('.', "-")).join("0.jpg"),
        };
        (fetch(&agent, &w, (63, 88)), w.file)
    };
    let (ok, file) = get("ok.jpg");
    let (path, picture) = ok.expect("a picture");
    assert_eq!((path, picture.dimensions()), (file.clone(), (63, 88)));
    let p = picture.get_pixel(30, 40).0;
    assert!(p[0] > 200 && p[1] < 40 && p[2] > 200, "{p:?}");
    assert!(image::open(&file).is_ok(), "kept whole");
    for (name, says) in [
        ("missing.jpg", "not found (HTTP 404)"),
        ("corrupt.jpg", "not a picture that reads"),
        ("cut.jpg", "cut short after"),
    ] {
        let (result, file) = get(name);
        let e = result.expect_err(name).to_string();
        assert!(e.contains(says) && e.contains(name) && !e.contains('\n'), "{name}: {e}");
        assert!(!file.parent().unwrap().exists(), "{name}: nothing kept");
    }
    let started = Instant::now();
    assert!(get("busy.jpg").0.is_ok(), "asked again after the wait");
    assert!(started.elapsed() >= Duration::from_secs(1), "Retry-After was honoured");
    assert_eq!(hits(&seen, "/busy.jpg").len(), 2);
    // A cache that can't be written (its folder is a file): one line naming the file, nothing kept.
    std::fs::write(dir.join("blocked"), b"a file where a folder should be").unwrap();
    let w = Wanted { key: "ok".into(), url: format!("http://{addr}/ok.jpg"), file: dir.join("blocked/ok/0.jpg") };
    let e = fetch(&agent, &w, (63, 88)).expect_err("the folder can't be made");
    assert!(matches!(e, Failure::Disk { .. }) && !e.passing(), "{e}");
    assert!(e.to_string().contains("blocked/ok") && e.to_string().contains("can't be written"), "{e}");
    // No server at all: one line that says so.
    let w = Wanted { key: "x".into(), url: "http://127.0.0.1:9/x.jpg".into(), file: dir.join("x/0.jpg") };
    let e = fetch(&agent, &w, (63, 88)).expect_err("no server");
    assert!(matches!(e, Failure::Offline { .. }) && e.passing(), "{e}");
    assert!(e.to_string().contains("no connection"), "{e}");
    std::fs::remove_dir_all(dir).ok();
}

/// The table's pictures: an imported face without a local picture is fetched in the
/// background, drawn once it arrives, and found on disk the next time; with downloads off,
/// nothing is asked.
#[test]
fn a_missing_picture_of_an_imported_card_is_fetched_in_the_background_and_found_on_disk_after() {
    let dir = scratch("faces");
    let (addr, seen) = serve(Box::new(|s, _| match s.path.starts_with("/cards/") {
        true => Reply::Body(jpeg(MAGENTA)),
        false => Reply::Status(404, Vec::new()),
    }));
    let json = cards_json(addr);
    let (cards, _) = bifronte::cards::import::cards_of(&json, &mut |_, _| {}).unwrap();
    let store = CardStore::new(cards);
    let cache = dir.join("images");
    let mut images = FaceImages::for_table(None, Some(&store), &cache, false);
    assert!(images.picture("Llanowar Elves").is_none());
    assert!(!images.loading() && hits(&seen, "/cards/").is_empty(), "downloads off: nothing is asked");
    images.set_downloading(true);
    assert!(images.picture("Llanowar Elves").is_none(), "not yet: the generated frame stands in");
    assert!(images.loading());
    let end = Instant::now() + Duration::from_secs(20);
    while !images.arrivals().iter().any(|k| k == "llanowarelves") && Instant::now() < end {
        std::thread::sleep(Duration::from_millis(20));
    }
    let p = images.picture("Llanowar Elves").expect("the picture came").get_pixel(100, 150).0;
    assert!(p[0] > 200 && p[1] < 40 && p[2] > 200, "{p:?}");
    let id = store.find("Llanowar Elves").unwrap().scryfall_id.clone();
    assert!(cache.join(&id).join("0.jpg").is_file());
    assert_eq!(hits(&seen, "/cards/").len(), 1);
    // The next window finds it on disk, without asking.
    let again = FaceImages::for_table(None, Some(&store), &cache, false);
    assert!(again.has_picture("Llanowar Elves"));
    std::fs::remove_dir_all(dir).ok();
}

/// The window: a game of an imported card draws the picture fetched for it (a magenta JPEG
/// from the loopback server) on the cards in hand.
#[test]
fn the_game_window_draws_a_picture_fetched_for_an_imported_card() {
    if !crate::window::gpu_available("the_game_window_draws_a_picture_fetched_for_an_imported_card", true) {
        return;
    }
    let dir = scratch("window");
    let (addr, seen) = serve(Box::new(|s, _| match s.path.starts_with("/cards/") {
        true => Reply::Body(jpeg(MAGENTA)),
        false => Reply::Status(404, Vec::new()),
    }));
    let (cards, _) = bifronte::cards::import::cards_of(&cards_json(addr), &mut |_, _| {}).unwrap();
    CardStore::new(cards).save(&dir.join("data/bifronte/cards.db")).unwrap();
    let deck = dir.join("elves.txt");
    std::fs::write(&deck, "60 Llanowar Elves\n").unwrap();
    let shot = dir.join("shot.png");
    let out = crate::harness::english(Command::new("xvfb-run"))
        .args(["-a", "-s", "-screen 0 1600x900x24", env!("CARGO_BIN_EXE_bifronte"), "game"])
        .arg(&deck)
        .arg(&deck)
        .args(["--seed", "3", "--shot"])
        .arg(&shot)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("xvfb-run runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(hits(&seen, "/cards/").len(), 1, "one picture, asked once for every card of that name");
    let img = image::open(&shot).unwrap().to_rgb8();
    let magenta = img.pixels().filter(|p| p.0[0] > 200 && p.0[1] < 60 && p.0[2] > 200).count();
    assert!(magenta > 5_000, "only {magenta} magenta pixels: the picture isn't drawn");
    std::fs::remove_dir_all(dir).ok();
}

/// Round two of real files, 2: a server that stops sending mid-file held `import --download`
/// silently until its two-hour bound. Now nothing for a while (60 s; 1 s here) ends the try with
/// the reason, what came is kept, and the next try goes on from there.
#[test]
fn a_download_whose_server_stops_sending_ends_with_the_reason_and_goes_on_next_time() {
    let dir = scratch("stall");
    let base = Arc::new(Mutex::new(String::new()));
    let named = base.clone();
    let body: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
    let file = body.clone();
    let (addr, seen) = serve(Box::new(move |s, n| match s.path.as_str() {
        "/bulk-data" => {
            let uri = format!("http://{}/file/oracle-cards.json", named.lock().unwrap());
            Reply::Body(format!(
                r#"{{"object":"list","data":[{{"type":"oracle_cards","download_uri":"{uri}","updated_at":"2026-11-02T10:00:00.000+00:00"}}]}}"#
            ).into_bytes())
        }
        "/file/oracle-cards.json" if n == 0 => Reply::Stall(file.clone()),
        "/file/oracle-cards.json" => Reply::Body(file.clone()),
        _ => Reply::Status(404, Vec::new()),
    }));
    *base.lock().unwrap() = addr.to_string();
    // The loopback server's address for this thread's downloads only.
    let download = || {
        bifronte::web::with_api(&format!("http://{addr}"), || {
            bifronte::web::bulk::download_within(
                bifronte::web::bulk::BulkKind::Oracle,
                &dir,
                &mut |_, _| {},
                std::time::Duration::from_secs(1),
            )
        })
    };
    let started = std::time::Instant::now();
    let failed = download();
    let took = started.elapsed();
    let Err(e) = failed else { panic!("a stalled download succeeded") };
    assert!(e.to_string().contains("stopped sending after 50000 bytes"), "{e}");
    assert!(took < std::time::Duration::from_secs(5), "gave up after {took:?}");
    let part = dir.join("oracle_cards.part");
    assert_eq!(std::fs::metadata(&part).map(|m| m.len()).ok(), Some(50_000), "what came is kept");
    // The next try asks for the rest, and the file is whole.
    let done = download().expect("the rest comes");
    assert_eq!(std::fs::read(&done.file).unwrap(), body);
    assert_eq!(hits(&seen, "/file/")[1].range.as_deref(), Some("bytes=50000-"));
    std::fs::remove_dir_all(&dir).ok();
}

/// Real files, round two, 2: a download cut short by a server that never said the length was
/// taken as complete; its import failed, and every later run said "already downloaded" and
/// failed again. Now a download that doesn't import is fetched whole again the next time.
#[test]
fn a_download_cut_short_without_a_length_is_fetched_again_after_its_import_fails() {
    let dir = scratch("unannounced");
    let body = Arc::new(Mutex::new(Vec::new()));
    let file = body.clone();
    let base = Arc::new(Mutex::new(String::new()));
    let named = base.clone();
    let (addr, seen) = serve(Box::new(move |s, n| match s.path.as_str() {
        "/bulk-data" => {
            let uri = format!("http://{}/file/oracle-cards.json", named.lock().unwrap());
            Reply::Body(format!(
                r#"{{"object":"list","data":[{{"type":"oracle_cards","download_uri":"{uri}","updated_at":"2026-11-03T10:00:00.000+00:00"}}]}}"#
            ).into_bytes())
        }
        "/file/oracle-cards.json" if n == 0 => Reply::CutUnannounced(file.lock().unwrap().clone()),
        "/file/oracle-cards.json" => Reply::Body(file.lock().unwrap().clone()),
        _ => Reply::Status(404, Vec::new()),
    }));
    *body.lock().unwrap() = cards_json(addr);
    *base.lock().unwrap() = addr.to_string();
    let db = dir.join("cards.db");
    let run = || {
        let out = crate::harness::bifronte()
            .args(["import", "--download", "--db"])
            .arg(&db)
            .env(bifronte::web::API_VAR, format!("http://{addr}"))
            .env("XDG_CACHE_HOME", dir.join("cache"))
            .output()
            .unwrap();
        let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        (out.status.code(), text)
    };
    let (code, text) = run();
    assert_ne!(code, Some(0), "a file cut in half doesn't import: {text}");
    assert!(text.contains("downloaded whole again next time"), "{text}");
    let (code, text) = run();
    assert_eq!(code, Some(0), "{text}");
    assert!(!text.contains("already downloaded"), "{text}");
    assert_eq!(hits(&seen, "/file/").len(), 2, "fetched again");
    assert!(CardStore::open(&db).expect("imported").find("Llanowar Elves").is_some());
    std::fs::remove_dir_all(&dir).ok();
}

/// What each request the loopback server answered was, in order.
type Requests = Arc<Mutex<Vec<Seen>>>;

/// A download from a loopback server whose listing and file are answered by `route`, given the
/// server's address; the stall bound is a second.
fn download_from(
    name: &str,
    route: impl Fn(&Seen, usize, &str) -> Reply + Send + Sync + 'static,
) -> (PathBuf, impl Fn() -> Result<bifronte::web::bulk::Downloaded, Failure>, Requests) {
    let dir = scratch(name);
    let base = Arc::new(Mutex::new(String::new()));
    let named = base.clone();
    let (addr, seen) = serve(Box::new(move |s, n| route(s, n, &named.lock().unwrap())));
    *base.lock().unwrap() = addr.to_string();
    let at = dir.clone();
    let download = move || {
        bifronte::web::with_api(&format!("http://{addr}"), || {
            bifronte::web::bulk::download_within(
                bifronte::web::bulk::BulkKind::Oracle,
                &at,
                &mut |_, _| {},
                std::time::Duration::from_secs(1),
            )
        })
    };
    (dir, download, seen)
}

/// The listing of one oracle_cards file at `addr`, of `size` bytes if given.
fn listing_of(addr: &str, size: Option<usize>) -> Vec<u8> {
    let size = size.map_or_else(String::new, |s| format!(r#","size":{s}"#));
    format!(
        r#"{{"object":"list","data":[{{"type":"oracle_cards","download_uri":"http://{addr}/file/oracle-cards.json","updated_at":"2026-11-04T10:00:00.000+00:00"{size}}}]}}"#
    )
    .into_bytes()
}

/// Real files, round two, 2: a server that stopped sending the listing held `import --download`
/// silently (the only bound, two hours), and a listing over 4 MiB was said to be "no connection".
#[test]
fn a_listing_that_stalls_or_is_too_large_ends_with_what_it_is() {
    let (dir, download, _) = download_from("listing-stall", |s, _, addr| match s.path.as_str() {
        "/bulk-data" => Reply::Stall(listing_of(addr, None)),
        _ => Reply::Status(404, Vec::new()),
    });
    let started = Instant::now();
    let e = download().expect_err("a stalled listing");
    assert!(e.to_string().contains("/bulk-data: the server stopped sending after"), "{e}");
    assert!(started.elapsed() < Duration::from_secs(5), "gave up after {:?}", started.elapsed());
    std::fs::remove_dir_all(&dir).ok();
    let (dir, download, _) = download_from("listing-large", |s, _, _| match s.path.as_str() {
        "/bulk-data" => Reply::Body(vec![b' '; 5 * 1024 * 1024]),
        _ => Reply::Status(404, Vec::new()),
    });
    let e = download().expect_err("a listing of 5 MiB");
    assert!(!e.to_string().contains("no connection"), "{e}");
    assert!(e.to_string().contains("more than 4194304 bytes: not the bulk-data listing"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Real files, round two, 2: a download cut short by a server that said no length, or a short
/// one, was taken as complete. The listing's size says when it isn't (a plain file's length, a
/// gzipped one's own trailer); what came is kept and the next try goes on from there.
#[test]
fn a_download_shorter_than_the_listing_says_is_never_complete() {
    let body: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
    let gzipped = gzip(&body);
    for (name, file, first) in [
        ("short-length", body.clone(), 0),
        ("no-length", body.clone(), 1),
        ("gzip-no-length", gzipped.clone(), 1),
        ("gzip-short-length", gzipped.clone(), 0),
    ] {
        let size = body.len();
        let sent = file.clone();
        let (dir, download, seen) = download_from(name, move |s, n, addr| match s.path.as_str() {
            "/bulk-data" => Reply::Body(listing_of(addr, Some(size))),
            "/file/oracle-cards.json" if n == 0 && first == 0 => Reply::Short(sent.clone()),
            "/file/oracle-cards.json" if n == 0 => Reply::CutUnannounced(sent.clone()),
            "/file/oracle-cards.json" => Reply::Body(sent.clone()),
            _ => Reply::Status(404, Vec::new()),
        });
        let e = download().expect_err(name);
        assert!(e.to_string().contains("cut short"), "{name}: {e}");
        let kept = std::fs::read_to_string(dir.join("oracle_cards.ron")).unwrap();
        assert!(!kept.contains("complete:true"), "{name}: {kept}");
        assert!(!dir.join("oracle_cards.download").exists(), "{name}: never counted as downloaded");
        let done = download().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(std::fs::read(&done.file).unwrap(), file, "{name}");
        let half = file.len() / 2;
        assert_eq!(hits(&seen, "/file/")[1].range, Some(format!("bytes={half}-")), "{name}: goes on");
        std::fs::remove_dir_all(&dir).ok();
    }
}
