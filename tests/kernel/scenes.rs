//! Every scene under `scenes/` passes; the checker's reports, errors and exit codes; recording
//! a table as a scene round-trips.

use std::path::{Path, PathBuf};

use bifronte::cards::CardDb;
use bifronte::cli;
use bifronte::scene::*;

fn db() -> CardDb {
    let (db, errors) = CardDb::load_default();
    assert!(errors.is_empty(), "{errors:?}");
    db
}

fn scenes_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenes")
}

#[test]
fn every_scene_in_the_library_passes() {
    let db = db();
    let files = scene_files(&[scenes_dir()]);
    assert!(files.len() >= 2, "the scene library is missing ({} files)", files.len());
    let mut bad = Vec::new();
    for f in &files {
        match load_scene(f, &db).map(|l| run_scene(&l, &db)) {
            Ok(Outcome::Pass) => {}
            Ok(Outcome::Fail(fails)) => {
                for s in fails {
                    bad.push(format!(
                        "FAIL {} step {} (line {}): {}",
                        f.display(),
                        s.step,
                        s.line,
                        s.mismatches.join("; ")
                    ));
                }
            }
            Ok(Outcome::Error(e)) | Err(e) => bad.push(format!("ERROR {e}")),
        }
    }
    assert!(bad.is_empty(), "{} of {} scenes failed:\n{}", bad.len(), files.len(), bad.join("\n"));
    // One app for the whole library, a cleared table for each scene (what `check` does), in
    // reverse order: every scene has the outcome it has on its own.
    let mut runner = bifronte::scene::SceneRunner::new(db.clone());
    for f in files.iter().rev() {
        let Ok(l) = load_scene(f, &db) else { continue };
        let (alone, shared) = (run_scene(&l, &db), runner.run(&l));
        assert_eq!(format!("{shared:?}"), format!("{alone:?}"), "{}: a shared runner differs", f.display());
    }
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("bifronte-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn check_reports_pass_fail_and_error_with_positions_and_exit_codes() {
    let db = db();
    let d = tmp("check");
    write(
        &d,
        "a_pass.ron",
        r#"Scene(title: "p", players: ["A"], setup: [Card(id: "b", name: "Grizzly Bears", owner: "A", zone: Battlefield)], steps: [Expect(card: "b", power: 2)])"#,
    );
    let fail = write(
        &d,
        "b_fail.ron",
        "Scene(\n  title: \"f\",\n  players: [\"A\"],\n  setup: [Card(id: \"b\", name: \"Grizzly Bears\", owner: \"A\", zone: Battlefield)],\n  steps: [\n    Do(Tap(\"b\")),\n    Expect(card: \"b\", power: 3, tapped: true, name: \"Bears\"),\n  ],\n)",
    );
    write(
        &d,
        "c_error.ron",
        "Scene(\n  title: \"e\",\n  players: [\"A\"],\n  setup: [\n    Card(id: \"b\", name: \"Grizly Bears\", owner: \"A\", zone: Battlefield),\n  ],\n)",
    );
    write(&d, "d_parse.ron", "Scene(\n  title: \"x\",\n  players: [\"A\"\n");
    write(
        &d,
        "e_unknown_id.ron",
        "Scene(\n  title: \"u\",\n  players: [\"A\"],\n  steps: [\n    Do(Transform(\"ghost\")),\n  ],\n)",
    );
    write(
        &d,
        "f_token.ron",
        "Scene(title: \"t\", players: [\"A\"],\n  steps: [Do(CreateToken(id: \"t\", token: Predefined(\"Dragon\"), controller: \"A\"))])",
    );
    let r = cli::check(bifronte::i18n::Lang::En, std::slice::from_ref(&d), &db);
    assert_eq!(r.status, 2, "{}", r.out);
    assert!(r.out.contains("PASS "), "{}", r.out);
    assert!(r.out.contains(&format!("FAIL {}", fail.display())), "{}", r.out);
    assert!(r.out.contains("step 2 (line 7): power: expected 3, found 2"), "{}", r.out);
    assert!(r.out.contains("step 2 (line 7): name: expected \"Bears\", found \"Grizzly Bears\""), "{}", r.out);
    assert!(!r.out.contains("tapped: expected"), "tapped holds: {}", r.out);
    assert!(r.out.contains("c_error.ron:5:5: unknown card \"Grizly Bears\" (did you mean Grizzly Bears"), "{}", r.out);
    assert!(r.out.contains("d_parse.ron:3:16: Expected comma"), "{}", r.out);
    assert!(r.out.contains("e_unknown_id.ron:5:5: unknown id \"ghost\""), "{}", r.out);
    assert!(r.out.contains("f_token.ron:2:11: unknown predefined token \"Dragon\""), "{}", r.out);
    // Failures without load errors exit 1; all passing exits 0.
    let _ = std::fs::remove_file(d.join("c_error.ron"));
    let _ = std::fs::remove_file(d.join("d_parse.ron"));
    let _ = std::fs::remove_file(d.join("e_unknown_id.ron"));
    let _ = std::fs::remove_file(d.join("f_token.ron"));
    assert_eq!(cli::check(bifronte::i18n::Lang::En, std::slice::from_ref(&d), &db).status, 1);
    let _ = std::fs::remove_file(&fail);
    assert_eq!(cli::check(bifronte::i18n::Lang::En, std::slice::from_ref(&d), &db).status, 0);
    std::fs::remove_dir_all(d).ok();
}

#[test]
fn recording_a_table_gives_a_scene_that_passes() {
    let db = db();
    let r = cli::record_scene(bifronte::i18n::Lang::En, &scenes_dir().join("demo.ron"), &db);
    assert_eq!(r.status, 0, "{}", r.out);
    let d = tmp("record");
    let p = write(&d, "recorded.ron", &r.out);
    let l = load_scene(&p, &db).unwrap_or_else(|e| panic!("{e}\n{}", r.out));
    let expects = l.scene.steps.iter().filter(|s| matches!(s, Step::Expect(_))).count();
    assert!(expects >= 20, "an Expect per object: {expects}");
    assert!(matches!(run_scene(&l, &db), Outcome::Pass), "{}", r.out);
    std::fs::remove_dir_all(d).ok();
}

#[test]
fn inspect_hides_what_the_viewer_may_not_see() {
    let db = db();
    let demo = scenes_dir().join("demo.ron");
    let alice = cli::inspect(bifronte::i18n::Lang::En, &demo, None, Some("Alice"), false, &db).out;
    let bob = cli::inspect(bifronte::i18n::Lang::En, &demo, None, Some("Bob"), false, &db).out;
    let all = cli::inspect(bifronte::i18n::Lang::En, &demo, None, None, false, &db).out;
    // Bob's face-down Dog Walker: Alice sees a nameless 2/2-based creature, Bob sees its identity.
    assert!(!alice.contains("Dog Walker") && bob.contains("is Dog Walker"), "{alice}\n---\n{bob}");
    // Alice's hand: Bob sees only its size.
    assert!(alice.contains("Jace, Vryn's Prodigy") && !bob.contains("Jace"), "{bob}");
    assert!(bob.contains("Alice's Hand: 2 cards"), "{bob}");
    // Libraries: nobody sees them; the omniscient view does.
    assert!(!alice.contains("Serra Angel") && all.contains("Serra Angel"));
    let early = cli::inspect(bifronte::i18n::Lang::En, &demo, Some(1), None, false, &db).out;
    assert!(early.contains("Village Ironsmith") && early.contains("after step 1 of"), "{early}");
}

/// `bifronte` run in a language (as `LC_ALL` says) from the project's folder.
fn bifronte_in(locale: &str, config: &Path, args: &[&str]) -> (String, String, Option<i32>) {
    let out = crate::harness::bifronte()
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("BIFRONTE_DATA", env!("CARGO_MANIFEST_DIR"))
        .env("XDG_DATA_HOME", config.join("data"))
        .env("XDG_CONFIG_HOME", config)
        .env("LC_ALL", locale)
        .output()
        .expect("bifronte runs");
    (String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into(), out.status.code())
}

#[test]
fn the_command_line_speaks_the_language_of_the_system_or_of_the_settings() {
    use bifronte::i18n::{Lang, t_in};
    let config = std::env::temp_dir().join(format!("bifronte-cli-language-{}", std::process::id()));
    std::fs::remove_dir_all(&config).ok();
    std::fs::create_dir_all(&config).unwrap();
    let scene = "scenes/demo.ron";
    // A report, in Italian: each line and the summary.
    let (out, err, code) = bifronte_in("it_IT.UTF-8", &config, &["check", scene]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains(&t_in(Lang::It, "cli-check-pass", &[("file", scene)])), "{out}");
    let summary = t_in(Lang::It, "cli-check-summary", &[("passed", "1"), ("failed", "0"), ("errors", "0")]);
    assert!(out.contains(&summary), "{out}");
    assert_ne!(summary, t_in(Lang::En, "cli-check-summary", &[("passed", "1"), ("failed", "0"), ("errors", "0")]));
    // The table as text, in Italian: zones, states, colours and life totals.
    let (table, err, code) = bifronte_in("it_IT.UTF-8", &config, &["inspect", scene, "--step", "3", "--as", "Alice"]);
    assert_eq!(code, Some(0), "{table}{err}");
    for words in [
        t_in(Lang::It, "panels-zone-battlefield", &[]),
        t_in(Lang::It, "panels-state-tapped", &[]),
        t_in(Lang::It, "panels-colour-green", &[]),
        t_in(Lang::It, "cli-table-life", &[("name", "Alice"), ("life", "20")]),
    ] {
        assert!(table.contains(&words), "{words:?} not in:\n{table}");
    }
    assert!(!table.contains("tapped") && !table.contains(" life"), "{table}");
    // An error, in French, on standard error with its word first.
    let (out, err, code) = bifronte_in("fr_FR.UTF-8", &config, &["cards", "Grizly Bears"]);
    assert_eq!(code, Some(2), "{out}{err}");
    let word = t_in(Lang::Fr, "cli-error", &[]);
    assert_eq!(word, "ERREUR");
    assert!(err.starts_with(&format!("{word} ")), "{err}");
    assert!(err.contains(&t_in(Lang::Fr, "cli-did-you-mean", &[("names", "Grizzly Bears")])), "{err}");
    // A decklist's problem at its line, in Italian; a deck's legality, in French.
    let deck = config.join("deck.txt");
    std::fs::write(&deck, "4 Grizzly Bears\n2 Grizly Bears\n").unwrap();
    let deck_path = deck.display().to_string();
    let (out, err, code) = bifronte_in("it_IT.UTF-8", &config, &["deck", "check", &deck_path]);
    assert_eq!(code, Some(2), "{out}{err}");
    let unknown = t_in(Lang::It, "cli-unknown-card", &[("name", "\"Grizly Bears\"")]);
    assert!(err.contains(&format!("{deck_path}:2:1: {unknown}")), "{err}");
    assert!(out.contains(&t_in(Lang::It, "cli-cards-found", &[("found", "4"), ("named", "6")])), "{out}");
    std::fs::write(&deck, "4 Grizzly Bears\n").unwrap();
    let (out, err, _) = bifronte_in("fr_FR.UTF-8", &config, &["deck", "stats", &deck_path, "--format", "modern"]);
    assert!(out.contains(&t_in(Lang::Fr, "cli-not-legal-in", &[("format", "Modern")])), "{out}{err}");
    assert!(out.contains(&t_in(Lang::Fr, "decks-legality-main-too-small", &[("n", "4")])), "{out}");
    // A scene file's problem at its line and column, in Italian.
    let bad = "tests/bad_input/scene-unknown-card.ron";
    let (out, err, code) = bifronte_in("it_IT.UTF-8", &config, &["check", bad]);
    assert_eq!(code, Some(2), "{out}{err}");
    let words = t_in(Lang::It, "files-unknown-card-near", &[("name", "\"Grizly Bears\""), ("near", "Grizzly Bears")]);
    assert!(err.contains(&format!("{bad}:6:9: {words}")), "{err}");
    // The help, in French.
    let (out, _, code) = bifronte_in("fr_FR.UTF-8", &config, &["game", "--help"]);
    assert_eq!(code, Some(0));
    assert!(out.contains(&format!("{}:", t_in(Lang::Fr, "help-usage", &[]))), "{out}");
    assert!(out.contains(&t_in(Lang::Fr, "help-game--seed", &[])), "{out}");
    // The language chosen in Settings wins over the system's; English where neither says.
    std::fs::create_dir_all(config.join("bifronte")).unwrap();
    std::fs::write(config.join("bifronte/display.ron"), "(scale: 100, high_contrast: false, language: it)\n").unwrap();
    let (out, ..) = bifronte_in("fr_FR.UTF-8", &config, &["check", scene]);
    assert!(out.contains(&t_in(Lang::It, "cli-check-pass", &[("file", scene)])), "{out}");
    std::fs::remove_file(config.join("bifronte/display.ron")).unwrap();
    let (out, ..) = bifronte_in("C", &config, &["check", scene]);
    assert!(out.contains(&format!("PASS {scene}")) && out.contains("1 passed, 0 failed, 0 errors"), "{out}");
    std::fs::remove_dir_all(&config).ok();
}
