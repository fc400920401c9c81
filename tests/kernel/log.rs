//! The rules log is typed: the kernel writes references to objects, and each viewer's words are
//! made from what that viewer could see of each (`view::log`). Nothing is searched for and
//! taken out afterwards, so a player's own words come back as written and no hidden name gets
//! in, whatever the names are.

use bifronte::rules::RulesLog;
use bifronte::view::Viewer;
use bifronte::view::seat::seat_model;

use crate::harness::*;

fn log_of(t: &mut Table, name: &str) -> Vec<String> {
    let w = t.app.world_mut();
    let p = bifronte::rules::query::player(w, name).unwrap_or_else(|| panic!("{name}"));
    seat_model(w, Viewer::Player(p)).log.into_iter().map(|l| l.text).collect()
}

fn spectator_log(t: &mut Table) -> Vec<String> {
    seat_model(t.app.world_mut(), Viewer::Spectator).log.into_iter().map(|l| l.text).collect()
}

fn library(owner: &str, n: usize) -> String {
    (1..=n)
        .map(|i| {
            let lower = owner.to_lowercase();
            format!(r#"Card(id: "{lower}-{i}", name: "Grizzly Bears", owner: "{owner}", zone: Library),"#)
        })
        .collect()
}

#[test]
fn rule_708_5_a_note_naming_a_face_down_cards_id_comes_back_as_written() {
    // Bob's face-down Willbender was "bob-18"; a note listing every id must not lose that one.
    let mut t = with(&format!(
        r#"{}Card(id: "bob-18", name: "Willbender", owner: "Bob", zone: Battlefield, face_down: Some(Morph)),
           Card(id: "wall", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),"#,
        library("Bob", 17)
    ));
    let ids: Vec<String> = (1..=20).map(|i| format!("(bob-{i})")).collect();
    let note = ids.join(" ");
    t.act(&format!(r#"Note(card: "wall", text: "{note}")"#));
    for seat in ["Alice", "Bob"] {
        let log = log_of(&mut t, seat);
        let line = log.iter().find(|l| l.starts_with("note on Grizzly Bears: ")).unwrap_or_else(|| panic!("{log:?}"));
        assert_eq!(line, &format!("note on Grizzly Bears: {note}"), "{seat}'s log changed the note");
    }
    // And the face-down card's name is in nobody's log but its controller's knowledge.
    assert!(log_of(&mut t, "Alice").iter().all(|l| !l.contains("Willbender")));
}

#[test]
fn rule_401_2_a_note_naming_cards_in_hidden_zones_comes_back_as_written() {
    let mut t = with(
        r#"Card(id: "secret", name: "Delver of Secrets", owner: "Bob", zone: Hand),
           Card(id: "wall", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),"#,
    );
    t.act(r#"Note(card: "wall", text: "watch for Delver of Secrets")"#);
    for seat in ["Alice", "Bob"] {
        let log = log_of(&mut t, seat);
        assert!(log.iter().any(|l| l == "note on Grizzly Bears: watch for Delver of Secrets"), "{seat}: {log:?}");
        assert!(log.iter().all(|l| !l.contains("a hidden card")), "{seat}: {log:?}");
    }
}

#[test]
fn rule_400_2_a_card_moving_between_hidden_zones_is_a_card_to_the_others_and_one_leaving_a_public_zone_is_named_to_all()
{
    let mut t = with(
        r#"Card(id: "secret", name: "Delver of Secrets", owner: "Bob", zone: Hand),
           Card(id: "open", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),"#,
    );
    t.act(r#"Move(card: "secret", to: Library)"#);
    t.act(r#"Move(card: "secret", to: Hand)"#);
    t.act(r#"Move(card: "open", to: Graveyard)"#);
    let (alice, bob, watcher) = (log_of(&mut t, "Alice"), log_of(&mut t, "Bob"), spectator_log(&mut t));
    for (who, log) in [("Alice", &alice), ("a spectator", &watcher)] {
        assert!(log.iter().all(|l| !l.contains("Delver")), "{who}: {log:?}");
        assert!(log.iter().any(|l| l.starts_with("a card moves from the hand to the library")), "{who}: {log:?}");
        // Everyone saw the Bears go from one public zone to another (400.2).
        assert!(
            log.iter().any(|l| l.starts_with("Grizzly Bears moves from the battlefield to the graveyard")),
            "{who}: {log:?}"
        );
    }
    // Its owner sees it in their hand now: the move that brought it there names it to them.
    assert!(bob.iter().any(|l| l.starts_with("Delver of Secrets moves from the library to the hand")), "{bob:?}");
    // Put into a library by another player, the Bears are a card nobody but the library's order
    // may tell apart from now on; but everyone watched them leave the graveyard, and each line
    // tells its reader what they watched then: the owner and a spectator read the name, not "a
    // hidden card" (400.2).
    let before = [log_of(&mut t, "Bob").len(), spectator_log(&mut t).len(), log_of(&mut t, "Alice").len()];
    t.act(r#"By(player: "Alice", action: Move(card: "open", to: Library))"#);
    let after =
        [("Bob", log_of(&mut t, "Bob")), ("a spectator", spectator_log(&mut t)), ("Alice", log_of(&mut t, "Alice"))];
    for ((who, log), n) in after.iter().zip(before) {
        let new = &log[n..];
        assert!(
            new.iter().any(|l| l.starts_with("Grizzly Bears moves from the graveyard to the library")),
            "{who}: {log:?}"
        );
        assert!(new.iter().any(|l| l.starts_with("> Alice: Move Grizzly Bears to")), "{who}: {log:?}");
        assert!(new.iter().all(|l| !l.contains("hidden card") && !l.contains("a card")), "{who}: {new:?}");
    }
    // What was hidden when it moved stays unnamed to the others, even once it is seen later.
    assert!(log_of(&mut t, "Alice").iter().all(|l| !l.contains("Delver")));
}

#[test]
fn rule_400_2_a_card_seen_only_later_is_not_named_in_the_lines_written_while_it_was_hidden() {
    // Bob moves a card from his library to his hand and then plays it: Alice sees it on the
    // battlefield now, but the earlier line must not tell her which card that move was.
    let mut t = with(r#"Card(id: "deep", name: "Delver of Secrets", owner: "Bob", zone: Library),"#);
    t.act(r#"Move(card: "deep", to: Hand)"#);
    t.act(r#"PutOntoBattlefield(card: "deep")"#);
    let alice = log_of(&mut t, "Alice");
    assert!(alice.iter().any(|l| l.starts_with("a card moves from the library to the hand")), "{alice:?}");
    assert!(
        alice.iter().any(|l| l.starts_with("Delver of Secrets moves from the hand to the battlefield")),
        "{alice:?}"
    );
}

#[test]
fn rule_708_5_a_face_down_permanent_is_named_by_its_kind_to_the_others_and_revealed_when_it_leaves() {
    let mut t = with(r#"Card(id: "wb", name: "Willbender", owner: "Bob", zone: Battlefield, face_down: Some(Morph)),"#);
    t.act(r#"Tap("wb")"#);
    let alice = log_of(&mut t, "Alice");
    assert!(alice.iter().any(|l| l == "face-down Morph permanent becomes tapped"), "{alice:?}");
    assert!(alice.iter().all(|l| !l.contains("Willbender") && !l.contains("wb")), "{alice:?}");
    // 708.9: leaving the battlefield, it is revealed; from then on everyone may read its name.
    t.act(r#"Destroy("wb")"#);
    let alice = log_of(&mut t, "Alice");
    assert!(alice.iter().any(|l| l.contains("it is Willbender")), "{alice:?}");
}

#[test]
fn the_kernel_log_names_everything_for_a_viewer_who_sees_everything() {
    // The omniscient words (tests, the console) are the same lines with every name in.
    let mut t = with(r#"Card(id: "secret", name: "Delver of Secrets", owner: "Bob", zone: Hand),"#);
    t.act(r#"Move(card: "secret", to: Library)"#);
    let log = t.app.world().resource::<RulesLog>();
    assert!(log.entries.iter().any(|e| e.text.words().starts_with("Delver of Secrets moves from the hand")));
    let words = bifronte::view::seat::seat_model(t.app.world_mut(), Viewer::Omniscient).log;
    assert!(words.iter().any(|l| l.text.starts_with("Delver of Secrets moves from the hand")), "{words:?}");
}

#[test]
fn every_reference_in_every_scenes_log_resolves() {
    // A line that named an object without giving the reference would show a stray marker.
    let db = bifronte::cards::CardDb::load_default().0;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes");
    for path in bifronte::scene::scene_files(&[dir]) {
        let loaded = bifronte::scene::load_scene(&path, &db).unwrap_or_else(|e| panic!("{e}"));
        let mut app = bifronte::app::headless_app(db.clone());
        bifronte::scene::start(&loaded, &mut app).unwrap_or_else(|e| panic!("{e}"));
        for step in &loaded.scene.steps {
            bifronte::scene::run_step(&mut app, step);
        }
        let log = app.world().resource::<RulesLog>();
        for e in &log.entries {
            let omniscient = e.text.words();
            assert!(!omniscient.contains(['\u{E000}', '\u{E001}']), "{}: {omniscient:?}", path.display());
        }
        let players = app.world().resource::<bifronte::rules::Players>().0.clone();
        for p in players {
            for line in seat_model(app.world_mut(), Viewer::Player(p)).log {
                assert!(!line.text.contains(['\u{E000}', '\u{E001}']), "{}: {:?}", path.display(), line.text);
            }
        }
    }
}

#[test]
fn the_table_revision_moves_with_every_logged_change_and_every_rebuild_and_only_grows() {
    use bifronte::rules::TableRevision;
    let mut t = with(r#"Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),"#);
    let rev = |t: &Table| t.app.world().resource::<TableRevision>().0;
    let start = rev(&t);
    t.app.update();
    assert_eq!(rev(&t), start, "a frame with nothing new changes nothing");
    t.act(r#"Tap("bears")"#);
    let tapped = rev(&t);
    assert!(tapped > start);
    // A rebuilt table (what undo and load do) is a new revision, never an old one again.
    bifronte::rules::replay::clear_table(t.app.world_mut());
    assert!(rev(&t) > tapped);
}

#[test]
fn rule_712_8a_a_transformed_card_is_named_in_the_log_by_the_face_up_when_it_was_acted_on() {
    let mut t = with(
        r#"Card(id: "delver", name: "Delver of Secrets", owner: "Alice", zone: Battlefield),
           Card(id: "wall", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),"#,
    );
    t.act(r#"Transform("delver")"#);
    t.act(r#"Tap("delver")"#);
    t.act(r#"Move(card: "delver", to: Graveyard)"#);
    // In the graveyard it has only its front face's characteristics (712.8a).
    t.act(r#"Move(card: "delver", to: Exile)"#);
    for seat in ["Alice", "Bob"] {
        let log = log_of(&mut t, seat);
        let asked: Vec<&String> = log.iter().filter(|l| l.starts_with("> ")).collect();
        assert_eq!(
            asked,
            [
                "> Transform Delver of Secrets",
                "> Tap Insectile Aberration",
                "> Move Insectile Aberration to its owner's graveyard",
                "> Move Delver of Secrets to exile",
            ],
            "{seat}"
        );
    }
}

#[test]
fn an_action_said_to_be_a_players_is_done_as_asked_and_the_log_names_them() {
    let mut t = with(r#"Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),"#);
    t.act(r#"By(player: "Bob", action: Tap("bears"))"#);
    t.act(r#"By(player: "Bob", action: Draw(player: "Bob"))"#);
    let w = t.app.world_mut();
    let bears = bifronte::rules::query::object(w, "bears").expect("bears");
    assert!(w.get::<bifronte::rules::Tapped>(bears).is_some_and(|x| x.0), "tapped as asked");
    let log = spectator_log(&mut t);
    assert!(log.contains(&"> Bob: Tap Grizzly Bears".to_string()), "{log:?}");
    assert!(log.contains(&"> Bob draws a card".to_string()), "{log:?}");
}

#[test]
fn rule_712_14_a_card_put_onto_the_battlefield_face_up_from_a_hand_is_named_to_everyone() {
    let mut t = with(r#"Card(id: "isle", name: "Island", owner: "Bob", zone: Hand),"#);
    t.act(r#"PutOntoBattlefield(card: "isle")"#);
    for log in [log_of(&mut t, "Alice"), spectator_log(&mut t)] {
        assert!(log.contains(&"Island is put onto the battlefield with its front face up".to_string()), "{log:?}");
    }
}

/// Every log line the shipped scenes and one action of every kind write, from each player's
/// seat and a spectator's, as each seat's model carries it: its English words and its message.
fn known_lines() -> Vec<(String, Option<bifronte::i18n::SaidLine>)> {
    use bifronte::scene::{load_scene, run_step, scene_files, start};
    let (db, _) = bifronte::cards::CardDb::load_default();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes");
    let mut out = Vec::new();
    for f in scene_files(&[dir]) {
        let l = load_scene(&f, &db).unwrap_or_else(|e| panic!("{e}"));
        let mut app = bifronte::app::headless_app(db.clone());
        start(&l, &mut app).unwrap();
        for s in &l.scene.steps {
            run_step(&mut app, s);
        }
        table_lines(app.world_mut(), &mut out);
    }
    // And one action of every kind, asked on a table where it can be done (and in assisted
    // mode too, where the rules may refuse it): the lines a played game writes beyond the
    // scenes'.
    for mode in ["Free", "Assisted"] {
        for action in crate::authorize::every_variant() {
            let mut t = crate::authorize::alices_table();
            t.act(&format!("SetMode({mode})"));
            t.app.world_mut().write_message(bifronte::rules::ActionRequest(action));
            t.app.update();
            table_lines(t.app.world_mut(), &mut out);
        }
    }
    out
}

/// Every line of a table's log, from each player's seat and a spectator's.
fn table_lines(world: &mut bevy::prelude::World, out: &mut Vec<(String, Option<bifronte::i18n::SaidLine>)>) {
    let players = world.resource::<bifronte::rules::Players>().0.clone();
    let viewers = players.into_iter().map(Viewer::Player).chain([Viewer::Spectator]);
    for v in viewers {
        out.extend(seat_model(world, v).log.into_iter().map(|l| (l.text, l.said)));
    }
}

/// Issues 49 and 63: the log's words in Italian and French. Every line the shipped scenes
/// write, and every line one action of each kind writes at a free and at an assisted table,
/// from every seat, is a message (and the messages nested in it), each in English, Italian and
/// French; said in English it is the line's words.
#[test]
fn every_log_line_of_the_shipped_scenes_and_of_every_action_is_said_in_italian_and_french() {
    use bifronte::i18n::{Lang, has};
    let lines = known_lines();
    assert!(lines.len() > 1000, "{} lines", lines.len());
    let unsaid: Vec<&String> = lines.iter().filter(|(_, s)| s.is_none()).map(|(t, _)| t).collect();
    assert!(unsaid.is_empty(), "{} lines without a message, e.g. {:?}", unsaid.len(), &unsaid[..unsaid.len().min(5)]);
    let mut ids = std::collections::BTreeSet::new();
    for (text, said) in &lines {
        let said = said.as_ref().unwrap();
        assert_eq!(&said.text_in(Lang::En), text, "a line's message says its words");
        ids.extend(said.parts.iter().map(|p| p.id.clone()));
    }
    for lang in [Lang::It, Lang::Fr] {
        let missing: Vec<&String> = ids.iter().filter(|id| !has(lang, id)).collect();
        assert!(missing.is_empty(), "{}: {missing:?}", lang.code());
    }
    assert!(ids.len() > 150, "{} messages said", ids.len());
}

/// Each message a `says!` in the code names, with the placeholders it gives it: read from the
/// source, so a line no test happens to write is held to it too.
fn messages_said_in_the_code() -> Vec<(String, String, std::collections::BTreeSet<String>)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![root];
    let mut out = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let mut rest = text.as_str();
        while let Some(at) = rest.find("says!(") {
            rest = &rest[at + "says!(".len()..];
            let line = text[..text.len() - rest.len()].lines().count();
            let Some(call) = said_call(rest) else { continue };
            out.push((format!("{}:{line}", path.display()), call.0, call.1));
        }
    }
    out
}

/// A `says!` call's message id and argument names, from the text after its "(": `None` for the
/// older form (an English template, not an id).
fn said_call(after: &str) -> Option<(String, std::collections::BTreeSet<String>)> {
    let after = after.trim_start();
    let lit = after.strip_prefix('"')?;
    let end = lit.find('"')?;
    let id = &lit[..end];
    if !id.starts_with("log-") || !id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
        return None;
    }
    // The arguments: top-level commas up to the call's own ")", strings and chars skipped.
    let mut names = std::collections::BTreeSet::new();
    let (mut depth, mut piece, mut chars) = (0i32, String::new(), lit[end + 1..].chars().peekable());
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                piece.push(c);
                while let Some(d) = chars.next() {
                    piece.push(d);
                    match d {
                        '\\' => _ = chars.next(),
                        '"' => break,
                        _ => {}
                    }
                }
                continue;
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth > 0 => depth -= 1,
            ')' => {
                names.extend(arg_name(&piece));
                return Some((id.to_string(), names));
            }
            ',' if depth == 0 => {
                names.extend(arg_name(&piece));
                piece.clear();
                continue;
            }
            _ => {}
        }
        piece.push(c);
    }
    None
}

/// `name` of a `name = value` argument.
fn arg_name(piece: &str) -> Option<String> {
    let (name, _) = piece.split_once('=')?;
    let name = name.trim();
    (!name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')).then(|| name.to_string())
}

/// 63: the log's lines are messages chosen at the call site (`says!("log-...", name = value)`),
/// each in English, Italian and French with exactly the placeholders the code gives it, read
/// from the source so a line no scene writes is held to it too.
#[test]
fn every_message_the_code_says_is_in_every_language_with_the_placeholders_it_is_given() {
    use bifronte::i18n::{Lang, all_messages};
    let said = messages_said_in_the_code();
    assert!(said.len() > 5, "{} says! with a message in the code", said.len());
    for lang in Lang::ALL {
        let known = all_messages(lang);
        for (at, id, args) in &said {
            let Some(vars) = known.get(id) else { panic!("{at}: {id} is not in {}'s files", lang.code()) };
            assert_eq!(vars, args, "{at}: {id}'s placeholders in {} and in the code", lang.code());
        }
    }
}

#[test]
fn a_says_call_is_read_with_its_arguments_however_they_nest() {
    let call = said_call(r#" "log-x-y", card = r, n = f(a, [b, c]), text = Arg::text("a, (b"), ) rest"#).unwrap();
    assert_eq!(call.0, "log-x-y");
    assert_eq!(call.1.into_iter().collect::<Vec<_>>(), ["card", "n", "text"]);
    assert!(said_call(r#""{} is destroyed"; r)"#).is_none());
}

/// The words players found wrong, in each language: a zone or a face-down kind said as the
/// code names it ("the Hand", "(Plain)"), rules bookkeeping in a draw and a resolving
/// permanent, a plural not chosen ("carta/e", "changement(s)"), a decimal point in French.
#[test]
fn the_log_and_the_window_say_zones_kinds_plurals_and_decimals_in_words() {
    use bifronte::i18n::{Lang, decimal_in, t_in};
    let en = |id: &str, args: &[(&str, &str)]| t_in(Lang::En, id, args);
    let moves = [("card", "Grizzly Bears"), ("from", "Hand"), ("to", "Exile")];
    assert_eq!(en("log-moves", &moves), "Grizzly Bears moves from the hand to exile; it is a new object");
    let plain = [("card", "Grizzly Bears"), ("kind", "Plain")];
    let morph = [("card", "Grizzly Bears"), ("kind", "Morph")];
    for lang in [Lang::En, Lang::It, Lang::Fr] {
        let turned = t_in(lang, "log-turned-face-down", &plain);
        assert!(!["Plain", "Semplice", "simple", "("].iter().any(|w| turned.contains(w)), "{turned}");
        assert!(t_in(lang, "log-turned-face-down", &morph).contains('('), "a morph is said as one");
        let drew = t_in(lang, "log-draws-cards", &[("player", "Alice"), ("n", "1")]);
        let resolved = t_in(lang, "log-resolves-enters-battlefield", &[("spell", "Grizzly Bears")]);
        for line in [&drew, &resolved] {
            assert!(!line.contains("400.7") && !line.contains("712.13"), "{line}");
        }
        for (id, n) in [("status-changed-by-hand", "1"), ("opening-bottom", "1"), ("status-changed-by-hand", "3")] {
            let said = t_in(lang, id, &[("n", n), ("mulligans", n), ("player", "Alice")]);
            assert!(!said.contains("(s)") && !said.contains("/e") && !said.contains("/he"), "{said}");
        }
    }
    assert_eq!(en("log-draws-cards", &[("player", "Alice"), ("n", "1")]), "Alice draws a card");
    assert!(t_in(Lang::It, "opening-bottom", &[("player", "A"), ("mulligans", "1")]).contains("1 carta da"));
    assert!(t_in(Lang::Fr, "status-changed-by-hand", &[("n", "2")]).contains("2 changements faits"));
    assert_eq!((decimal_in(Lang::En, 97.84, 1), decimal_in(Lang::Fr, 97.84, 1)), ("97.8".into(), "97,8".into()));
    assert_eq!(decimal_in(Lang::It, 3.0, 1), "3,0");
    assert_eq!(t_in(Lang::Fr, "panels-key-space", &[]), "Espace");
}

/// 63: a typed problem says itself in the language its reader asks for, two languages side by
/// side in one process (nothing kept between the calls), and its `Display` is English, the words
/// of logs; the command line's own parsers say why a value doesn't read in the language the
/// command line was built in.
#[test]
fn a_typed_problem_is_said_in_each_reader_s_language_and_displayed_in_english() {
    use bifronte::cards::store::{OpenError, StoreError};
    use bifronte::i18n::{Lang, SaidIn};
    let open = OpenError::Bad("cards.redb".into(), StoreError::NotThisVersion);
    let said: Vec<String> = [Lang::It, Lang::En, Lang::Fr, Lang::It].map(|l| open.said_in(l)).into();
    assert!(said[0].starts_with("cards.redb: non è un database delle carte"), "{said:?}");
    assert!(said[1].starts_with("cards.redb: not a Bifronte card database"), "{said:?}");
    assert!(said[2].starts_with("cards.redb: pas une base de cartes"), "{said:?}");
    assert_eq!((said[3].as_str(), open.to_string()), (said[0].as_str(), said[1].clone()));
    let db = bifronte::cards::CardDb::load_default().0;
    let dir = std::env::temp_dir().join(format!("bifronte-said-{}", std::process::id()));
    let refused = bifronte::cards::decks::save(&dir, "../up", "4 Forest", &db).unwrap_err();
    assert!(refused.lines(Lang::It)[0].starts_with("il nome di un mazzo ha da 1 a"), "{:?}", refused.lines(Lang::It));
    assert!(refused.lines(Lang::Fr)[0].starts_with("le nom d'un deck a de 1 à"), "{:?}", refused.lines(Lang::Fr));
    assert!(refused.to_string().starts_with("a deck's name"), "{refused}");
    let setup = bifronte::rules::SetupError {
        entry: Some(2),
        problem: bifronte::rules::setup::SetupProblem::IdTaken("a".into()),
    };
    assert_eq!(setup.said_in(Lang::It), "voce di preparazione 3: l'id \"a\" è già preso");
    assert_eq!(setup.to_string(), "setup entry 3: id \"a\" is taken");
    for (lang, says) in [(Lang::It, "non è un'unità"), (Lang::Fr, "n'est pas une unité"), (Lang::En, "isn't a unit")]
    {
        let e = bifronte::cli::command(lang).try_get_matches_from(["bifronte", "game", "--clock", "25x"]).unwrap_err();
        assert!(e.to_string().contains(says), "{lang:?}: {e}");
    }
}
