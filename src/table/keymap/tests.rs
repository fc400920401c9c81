use super::*;

fn command_for(key: KeyCode, ctrl: bool, shift: bool) -> Option<Command> {
    Keymap::default().command_for(key, ctrl, shift)
}

fn help_rows_at(table: Table) -> Vec<(String, &'static str)> {
    Keymap::default().help_rows_at(table)
}

#[test]
fn every_chord_means_one_command() {
    assert_eq!(Keymap::default().clash(), None);
}

#[test]
fn every_default_key_is_written_and_read_back_by_its_name() {
    for (c, keys) in &Keymap::default().0 {
        for k in keys {
            assert_eq!(Chord::parse(&k.label()).as_ref(), Ok(k), "{c:?}: {}", k.label());
        }
    }
    let path = std::path::Path::new("keys.ron");
    let written = Keymap::default().to_file();
    assert_eq!(Keymap::parse(path, &written), Ok(Keymap::default()));
}

#[test]
fn a_keys_file_rebinds_what_it_names_and_leaves_the_rest() {
    let path = std::path::Path::new("keys.ron");
    let k = Keymap::parse(path, "{\"Tap\": [\"Y\"], \"Draw\": [\"Shift+F5\", \"ctrl+k\"]}").unwrap();
    assert_eq!(k.command_for(KeyCode::KeyY, false, false), Some(Command::Tap));
    assert_eq!(k.command_for(KeyCode::KeyT, false, false), None, "T is free now");
    assert_eq!(k.command_for(KeyCode::F5, false, true), Some(Command::Draw));
    assert_eq!(k.command_for(KeyCode::F5, false, false), None, "Shift as written");
    assert_eq!(k.command_for(KeyCode::KeyK, true, false), Some(Command::Draw));
    assert_eq!(k.command_for(KeyCode::KeyZ, true, false), Some(Command::Undo), "left as it was");
    assert!(k.help_rows_at(Table::Game).iter().any(|(keys, h)| keys == "Shift+F5 or Ctrl+K" && *h == "draw a card"));
}

#[test]
fn a_keys_file_that_is_wrong_says_where_and_names_both_commands_of_a_clash() {
    let path = std::path::Path::new("keys.ron");
    let e = Keymap::parse(path, "{\n  \"Tapp\": [\"Y\"],\n}").unwrap_err();
    assert_eq!((e.line, e.col), (2, 3));
    assert!(e.to_string().contains("no command is called \"Tapp\"; did you mean \"Tap\"?"), "{e}");
    let e = Keymap::parse(path, "{\"Tap\": [\"Ctrl+Banana\"]}").unwrap_err();
    assert!(e.to_string().contains("no key is called \"Banana\""), "{e}");
    assert_eq!((e.line, e.col), (1, 10));
    let e = Keymap::parse(path, "{\n \"Tap\": [\"T\"],\n \"Tokens\": [\"T\"],\n}").unwrap_err();
    assert!(e.to_string().contains("T asks for both \"Tap\" (tap / untap) and \"Tokens\" (create tokens)"), "{e}");
    assert_eq!(e.line, 3, "{e}");
    let e = Keymap::parse(path, "{\"Tap\": \"T\"}").unwrap_err();
    assert_eq!(e.line, 1, "a list of keys, positioned: {e}");
    let (k, said) = Keymap::load(std::path::Path::new("/nonexistent/keys.ron"));
    assert_eq!((k, said), (Keymap::default(), None), "no file: the default keys");
}

#[test]
fn the_keys_file_is_read_at_start_and_a_bad_one_leaves_the_defaults_in_force_untouched() {
    let dir = std::env::temp_dir().join(format!("bifronte-keys-{}", std::process::id()));
    let path = dir.join("keys.ron");
    let mut mine = Keymap::default();
    mine.set(Command::Tap, vec![Chord::parse("Ctrl+K").unwrap()]);
    mine.save(&path).unwrap();
    assert_eq!(Keymap::load(&path), (mine.clone(), None));
    let mut clashing = mine.clone();
    clashing.set(Command::Draw, vec![Chord::parse("Ctrl+K").unwrap()]);
    assert!(
        clashing.save(&path).unwrap_err().text_in(crate::i18n::Lang::En).contains("Ctrl+K asks for both"),
        "refused"
    );
    assert_eq!(Keymap::load(&path).0, mine, "the kept file is as it was");
    std::fs::write(&path, "{\"Tap\": [\"Ctrl+K\"], \"Draw\": [\"ctrl+k\"]}").unwrap();
    let (k, said) = Keymap::load(&path);
    assert_eq!(k, Keymap::default());
    let said = said.unwrap().text_in(crate::i18n::Lang::En);
    assert!(said.contains("keys.ron:1:") && said.ends_with("the default keys are in force"), "{said}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"Tap\": [\"Ctrl+K\"], \"Draw\": [\"ctrl+k\"]}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn keys_find_their_commands_and_modifiers_matter() {
    assert_eq!(command_for(KeyCode::KeyT, false, false), Some(Command::Tap));
    assert_eq!(command_for(KeyCode::KeyT, true, false), Some(Command::Tokens));
    assert_eq!(command_for(KeyCode::KeyZ, true, false), Some(Command::Undo));
    assert_eq!(command_for(KeyCode::KeyZ, true, true), Some(Command::Redo));
    assert_eq!(command_for(KeyCode::Equal, false, true), Some(Command::AddCounter), "+ is Shift+= on many keyboards");
    assert_eq!(command_for(KeyCode::KeyQ, false, false), None);
}

#[test]
fn the_help_lists_every_binding() {
    let rows = help_rows_at(Table::Scene);
    assert_eq!(rows.len(), KEYMAP.len());
    assert!(rows.iter().any(|(k, h)| k == "Ctrl+Shift+Z or Ctrl+Y" && *h == "redo"), "{rows:?}");
    assert!(rows.iter().any(|(k, _)| k == "+"), "{rows:?}");
}

#[test]
fn the_help_says_each_command_and_the_pointer_in_its_english_words_by_message() {
    use crate::i18n::{Lang, tr_in};
    for b in KEYMAP {
        assert_eq!(tr_in(Lang::En, &b.command.help_id(), &[]), b.help, "{:?}", b.command);
        for lang in [Lang::It, Lang::Fr] {
            assert_ne!(tr_in(lang, &b.command.help_id(), &[]), b.command.help_id(), "{lang:?}");
        }
    }
    assert_eq!(Command::PassUntilEndOfTurn.help_id(), "panels-key-pass-until-end-of-turn");
    for (id, what, does) in POINTER_HELP {
        assert_eq!(tr_in(Lang::En, id, &[]), *what);
        assert_eq!(tr_in(Lang::En, &format!("{id}-does"), &[]), *does);
    }
}

#[test]
fn a_game_s_help_lists_no_scene_key_and_a_networked_one_no_key_that_rewrites_the_shared_history() {
    let game = help_rows_at(Table::Game);
    assert!(game.iter().all(|(k, _)| k != "R" && k != "N or Right" && k != "P"), "{game:?}");
    assert!(game.iter().any(|(k, _)| k == "Ctrl+D") && game.iter().any(|(k, _)| k == "Tab"), "{game:?}");
    let net = help_rows_at(Table::Networked);
    assert!(net.iter().all(|(k, _)| k != "Tab" && k != "Ctrl+O" && k != "Ctrl+Shift+Z or Ctrl+Y"), "{net:?}");
    assert!(net.iter().any(|(k, h)| k == "Ctrl+Z" && h.contains("undo")), "{net:?}");
}
