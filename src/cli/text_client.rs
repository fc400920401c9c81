//! `bifronte join --text`: a seat played from the terminal. The table's changes are printed as
//! lines; a line typed is a command ("tap ID", "attack ...", "pass", "target ID", "yes", an
//! action in RON, "say ...", "undo").

use std::io::BufRead;
use std::path::PathBuf;
use std::time::Duration;

use bevy::app::ScheduleRunnerPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use super::seat_files::{read_deck, tokens_file};
pub use super::shorthand::turn_shorthand;
use crate::i18n::Lang;
use crate::net::client::{Connection, JoinOptions, NetClientPlugin};
use crate::net::protocol::{ToHost, UndoVote};
use crate::net::transport;
use crate::rules::Action;
use crate::server::client::address;

/// The text client's frame rate (the headless host wakes on packets instead,
/// `transport::host_runner`).
const TEXT_CLIENT_HZ: f64 = 60.0;

/// `bifronte join`: a text client. It prints the table as its seat sees it whenever it
/// changes, and reads requests from standard input, one a line: an action as a scene writes it
/// (`Draw(player: "Bob")`, with this seat's ids), `say TEXT` to chat, `allow` / `decline`
/// to answer another player's asking to act on what is this seat's, `undo` to ask to undo the
/// last action and `undo yes` / `undo no` to answer. It says what it didn't send and why, and
/// stops (exit code 3) once the host refused it.
pub(super) fn join_text(
    lang: Lang,
    addr: &str,
    name: String,
    deck: Option<&PathBuf>,
    password: Option<String>,
    spectate: bool,
    token_key: Option<String>,
) -> i32 {
    let host = match address(addr) {
        Ok(a) => a,
        Err(e) => {
            super::fail(lang, e);
            return 2;
        }
    };
    let deck = match read_deck(lang, deck) {
        Ok(d) => d,
        Err(e) => {
            super::fail(lang, e);
            return 2;
        }
    };
    let mut app = App::new();
    app.add_plugins(MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_secs_f64(1.0 / TEXT_CLIENT_HZ))))
        .add_plugins(StatesPlugin);
    transport::add_network_plugins(&mut app);
    let keep = Some((tokens_file(), token_key.unwrap_or_else(|| host.to_string())));
    app.add_plugins(NetClientPlugin(JoinOptions { name, deck, password, spectate, keep }));
    app.add_plugins(transport::LinkPlugin);
    app.finish();
    app.cleanup();
    crate::app::run_on_one_thread(&mut app);
    transport::connect(app.world_mut(), host);
    let (tx, rx) = std::sync::mpsc::channel::<Result<String, String>>();
    std::thread::spawn(move || read_lines(lang, std::io::stdin().lock(), &tx));
    app.insert_resource(Stdin(std::sync::Mutex::new(rx)))
        .insert_resource(crate::session::Language(lang))
        .init_resource::<Printed>()
        .add_systems(Update, (read_stdin, print_changes, leave_when_refused));
    eprintln!("{}", lang.t("cli-joining", &[("host", &host.to_string())]));
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => i32::from(code.get()),
    }
}

/// Reads `input` a line at a time and hands each over; a line that isn't UTF-8 is handed over
/// as an error to print (where its first bad byte is), and reading goes on.
pub fn read_lines(lang: Lang, mut input: impl BufRead, out: &std::sync::mpsc::Sender<Result<String, String>>) {
    let mut line = Vec::new();
    let mut n = 0usize;
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => n += 1,
        }
        let text = match std::str::from_utf8(&line) {
            Ok(t) => Ok(t.to_string()),
            Err(e) => {
                let (line, byte) = (n.to_string(), (e.valid_up_to() + 1).to_string());
                Err(lang.t("cli-line-not-utf8", &[("line", &line), ("byte", &byte)]))
            }
        };
        if out.send(text).is_err() {
            return;
        }
    }
}

#[derive(Resource)]
struct Stdin(std::sync::Mutex<std::sync::mpsc::Receiver<Result<String, String>>>);

#[derive(Resource, Default)]
struct Printed {
    /// When the last chat lines were sent (the last second's).
    said: Vec<std::time::Instant>,
    left: bool,
    undo_asked: Option<(String, crate::i18n::SaidLine)>,
    undo_settled: Option<(bool, crate::i18n::Said)>,
    whole_replay: Option<Result<std::path::PathBuf, crate::i18n::Said>>,
    models: u64,
    refusals: u64,
    asked: Option<u64>,
    waiting: usize,
    chat: u64,
    lobby: Vec<String>,
}

fn read_stdin(world: &mut World) {
    let lang = crate::session::Language::of(world);
    let lines: Vec<Result<String, String>> =
        world.resource::<Stdin>().0.lock().map(|rx| rx.try_iter().collect()).unwrap_or_default();
    for line in lines {
        let line = match line {
            Ok(line) => line,
            Err(why) => {
                eprintln!("{why}");
                continue;
            }
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let connected = world
            .get_resource::<State<bevy_replicon::prelude::ClientState>>()
            .is_some_and(|s| *s.get() == bevy_replicon::prelude::ClientState::Connected);
        if !connected {
            eprintln!("{}", lang.t("cli-not-connected", &[("line", line)]));
            continue;
        }
        if let Some(text) = line.strip_prefix("say ") {
            match text_client_chat(lang, world, text) {
                Ok(()) => _ = world.write_message(ToHost::Chat(text.to_string())),
                Err(why) => eprintln!("{why}"),
            }
            continue;
        }
        if let Some(vote) = undo_command(line) {
            let asked = world.resource::<Connection>().undo_asked.is_some();
            match vote {
                UndoVote::Ask if asked => eprintln!("{}", lang.tr("cli-undo-already-asked")),
                UndoVote::Accept | UndoVote::Decline if !asked => eprintln!("{}", lang.tr("cli-nobody-asks-undo")),
                _ => _ = world.write_message(ToHost::Undo(vote)),
            }
            continue;
        }
        if let Some(answer) =
            world.resource::<Connection>().model.as_ref().and_then(|m| super::help::help(lang, line, m))
        {
            println!("{answer}");
            continue;
        }
        if let Some(said) = world.resource::<Connection>().model.as_ref().and_then(|m| turn_shorthand(lang, line, m)) {
            match said {
                Ok(a) => _ = crate::net::client::request(world, a),
                Err(why) => eprintln!("{why}"),
            }
            continue;
        }
        if let Some(said) =
            world.resource::<Connection>().model.as_ref().and_then(|m| super::match_words::match_command(lang, line, m))
        {
            match said {
                Ok(answer) => _ = world.write_message(ToHost::Match(answer)),
                Err(why) => eprintln!("{why}"),
            }
            continue;
        }
        if line == "allow" || line == "decline" {
            match world.resource::<Connection>().consent_asked.as_ref().map(|(id, ..)| *id) {
                Some(id) => crate::net::client::answer_consent(world, id, line == "allow"),
                None => eprintln!("{}", lang.tr("cli-nobody-asking")),
            }
            continue;
        }
        if let Some(why) = super::words::unknown_word(lang, line) {
            eprintln!("{why}");
            continue;
        }
        match crate::format::ron_options().from_str::<Action>(line) {
            Ok(a) => {
                let size = crate::net::protocol::encode(&ToHost::Request { seq: u64::MAX, action: a.clone() }).len();
                if size > crate::net::protocol::MAX_CLIENT_MESSAGE {
                    let (size, most) = (size.to_string(), crate::net::protocol::MAX_CLIENT_MESSAGE.to_string());
                    eprintln!("{}", lang.t("cli-request-too-big", &[("size", &size), ("most", &most)]));
                    continue;
                }
                _ = crate::net::client::request(world, a)
            }
            Err(e) => eprintln!("{}", lang.t("cli-not-an-action", &[("why", &e.to_string())])),
        }
    }
}

/// `undo` asks the other players to undo the last action; `undo yes` / `undo no` answer.
pub fn undo_command(line: &str) -> Option<UndoVote> {
    match line.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["undo"] => Some(UndoVote::Ask),
        ["undo", "yes"] => Some(UndoVote::Accept),
        ["undo", "no"] => Some(UndoVote::Decline),
        _ => None,
    }
}

/// Whether the text client sends a chat line: the host drops lines past its rate, so the
/// client says so instead of sending them.
fn text_client_chat(lang: Lang, world: &mut World, text: &str) -> Result<(), String> {
    use crate::net::protocol::{MAX_CHAT, MAX_CHAT_PER_SECOND};
    let mut printed = world.resource_mut::<Printed>();
    let now = std::time::Instant::now();
    printed.said.retain(|t| now.duration_since(*t) < Duration::from_secs(1));
    if printed.said.len() as u32 >= MAX_CHAT_PER_SECOND {
        return Err(lang.t("cli-chat-rate", &[("n", &MAX_CHAT_PER_SECOND.to_string())]));
    }
    printed.said.push(now);
    if text.chars().count() > MAX_CHAT {
        eprintln!("{}", lang.t("cli-chat-cut", &[("n", &MAX_CHAT.to_string())]));
    }
    Ok(())
}

/// The text client stops once the host refused it (a wrong password, a name taken, the table
/// full): nothing more would come.
fn leave_when_refused(
    language: Option<Res<crate::session::Language>>,
    c: Res<Connection>,
    link: Option<Res<transport::Link>>,
    mut exit: MessageWriter<AppExit>,
    mut printed: ResMut<Printed>,
) {
    let lang = language.map_or_else(crate::i18n::Lang::default, |l| l.0);
    if printed.left {
        return;
    }
    let refused = link.as_ref().and_then(|l| l.refused.clone()).or_else(|| c.ended.clone());
    if let Some(why) = refused {
        printed.left = true;
        eprintln!("{}", lang.t("cli-host-refused", &[("why", &why.to_string())]));
        exit.write(AppExit::from_code(3));
    }
}

fn print_changes(language: Option<Res<crate::session::Language>>, c: Res<Connection>, mut printed: ResMut<Printed>) {
    let lang = language.map_or_else(crate::i18n::Lang::default, |l| l.0);
    if c.lobby != printed.lobby && c.model.is_none() {
        printed.lobby = c.lobby.clone();
        println!("{}", lang.t("cli-seated", &[("names", &c.lobby.join(", "))]));
    }
    for (from, text) in c.chat_after(printed.chat) {
        println!("{from}: {text}");
    }
    printed.chat = c.heard;
    for (seq, why) in c.refusals_after(printed.refusals) {
        println!("{}", lang.t("cli-refused", &[("seq", &seq.to_string()), ("why", &why.to_string())]));
    }
    printed.refusals = c.refused;
    if let Some((id, by, what)) = &c.consent_asked
        && printed.asked != Some(*id)
    {
        println!("{}", lang.t("cli-asks-consent", &[("by", &by.to_string()), ("what", &what.text_in(lang))]));
    }
    printed.asked = c.consent_asked.as_ref().map(|(id, ..)| *id);
    if c.waiting.len() > printed.waiting
        && let Some((seq, on)) = c.waiting.last()
    {
        println!("{}", lang.t("cli-waiting-consent", &[("seq", &seq.to_string()), ("on", &on.to_string())]));
    }
    printed.waiting = c.waiting.len();
    if c.undo_asked != printed.undo_asked {
        if let Some((by, what)) = &c.undo_asked {
            println!("{}", lang.t("cli-asks-undo", &[("by", &by.to_string()), ("what", &what.text_in(lang))]));
        }
        printed.undo_asked = c.undo_asked.clone();
    }
    if printed.whole_replay != c.whole_replay
        && let Some(kept) = &c.whole_replay
    {
        printed.whole_replay = c.whole_replay.clone();
        match kept {
            Ok(path) => println!("{}", lang.t("cli-replay-kept", &[("file", &path.display().to_string())])),
            Err(e) => println!("{}", lang.t("cli-replay-not-kept", &[("why", &e.text_in(lang))])),
        }
    }
    if c.undo_settled != printed.undo_settled {
        if let Some((_, why)) = &c.undo_settled {
            println!("{}", lang.t("cli-undo-settled", &[("why", &why.text_in(lang))]));
        }
        printed.undo_settled = c.undo_settled.clone();
    }
    if c.models != printed.models
        && let Some(m) = &c.model
    {
        printed.models = c.models;
        let you = if m.seat.is_empty() { lang.tr("cli-watching") } else { m.seat.clone() };
        let turn = m.turn.to_string();
        let words = [("turn", turn.as_str()), ("active", &m.active), ("step", &m.step), ("you", &you)];
        println!("{}", lang.t("cli-turn-line", &words));
        print!("{}", m.table.text_in(lang));
        if let Some(last) = m.log.last() {
            println!("{}", lang.t("cli-last-log", &[("line", &last.text)]));
        }
        if let Some(words) = super::match_words::match_words(lang, m) {
            println!("{words}");
        }
        if let Some(times) = &c.clock {
            let each: Vec<String> = times
                .iter()
                .map(|(p, s)| format!("{p} {}", crate::session::clock::clock_words(Duration::from_secs(u64::from(*s)))))
                .collect();
            println!("{}", lang.t("cli-clock", &[("times", &each.join(", "))]));
        }
        if let Some(p) = m.table.players.iter().find(|p| p.priority) {
            match p.name == m.seat {
                true => println!("▶ {}", lang.tr("cli-your-priority")),
                false => println!("▶ {}", lang.t("cli-has-priority", &[("name", &p.name)])),
            }
        } else if m.table.declaring.contains(&m.seat) {
            let what = if m.turn_step == crate::rules::game::TurnStep::DeclareAttackers {
                "cli-declare-attackers"
            } else {
                "cli-declare-blockers"
            };
            println!("▶ {}", lang.tr(what));
        } else if !m.table.declaring.is_empty() {
            println!("▶ {}", lang.t("cli-waiting-for-declaration", &[("names", &m.table.declaring.join(", "))]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::seat::SeatModel;

    #[test]
    fn a_line_that_isn_t_utf8_is_reported_with_its_place_and_reading_goes_on() {
        let input: &[u8] = b"say hi\nsay h\xffi\nundo\n";
        let (tx, rx) = std::sync::mpsc::channel();
        read_lines(crate::i18n::Lang::En, input, &tx);
        let got: Vec<Result<String, String>> = rx.try_iter().collect();
        assert_eq!(got.len(), 3, "{got:?}");
        assert_eq!(got[0], Ok("say hi\n".to_string()));
        assert_eq!(got[1], Err("line 2: not UTF-8 (byte 6 of the line); ignored".to_string()));
        assert_eq!(got[2], Ok("undo\n".to_string()));
    }

    #[test]
    fn the_text_client_asks_for_and_answers_an_undo() {
        assert_eq!(undo_command("undo"), Some(UndoVote::Ask));
        assert_eq!(undo_command("undo  yes"), Some(UndoVote::Accept));
        assert_eq!(undo_command("undo no"), Some(UndoVote::Decline));
        assert_eq!(undo_command("undo maybe"), None);
        assert_eq!(undo_command("Draw(player: \"Bob\")"), None);
    }

    #[test]
    fn rule_509_1a_the_text_client_blocks_several_attackers_with_one_creature() {
        let m = SeatModel { seat: "Bob".into(), players: vec!["Alice".into(), "Bob".into()], ..Default::default() };
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &m).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(
            said("block guard>bears,elf wall>giant"),
            Some(Ok(
                r#"DeclareBlockers(player:"Bob",blockers:[("guard","bears"),("guard","elf"),("wall","giant")])"#.into()
            ))
        );
        // The same as naming the creature twice.
        assert_eq!(said("block guard>bears guard>elf"), said("block guard>bears,elf"));
        assert!(matches!(said("block guard>bears,,elf"), Some(Err(_))));
    }

    /// `keep` and `mulligan` answer the opening hand (103.5); a word the client doesn't know
    /// gets a line naming the close words, not the action parser's list of every action.
    #[test]
    fn rule_103_5_keep_and_mulligan_are_words_and_an_unknown_word_names_the_close_ones() {
        let m = SeatModel { seat: "Alice".into(), players: vec!["Alice".into(), "Bob".into()], ..Default::default() };
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &m).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("keep"), Some(Ok(r#"Keep(player:"Alice")"#.into())));
        assert_eq!(said("mulligan"), Some(Ok(r#"Mulligan(player:"Alice")"#.into())));
        use crate::cli::words::unknown_word;
        let kep = unknown_word(crate::i18n::Lang::En, "kep").unwrap();
        assert!(kep.contains("keep") && !kep.contains("mulligan") && !kep.contains("PassPriority"), "{kep}");
        let mull = unknown_word(crate::i18n::Lang::En, "mulligam").unwrap();
        assert!(mull.contains("mulligan") && mull.lines().count() == 1, "{mull}");
        let far = unknown_word(crate::i18n::Lang::En, "xyzzy 3").unwrap();
        assert!(far.contains("keep") && far.len() < 300, "{far}");
        assert!(unknown_word(crate::i18n::Lang::En, "pass now").unwrap().contains("pass"));
        assert_eq!(
            unknown_word(crate::i18n::Lang::En, r#"Tap("forest")"#),
            None,
            "an action written out is the parser's"
        );
    }

    #[test]
    fn the_text_client_passes_attacks_blocks_and_taps_in_a_few_words() {
        let m = SeatModel { seat: "Alice".into(), players: vec!["Alice".into(), "Bob".into()], ..Default::default() };
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &m).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("pass"), Some(Ok(r#"PassPriority(player:"Alice")"#.into())));
        assert_eq!(
            said("attack bears elf>gideon"),
            Some(Ok(r#"DeclareAttackers(player:"Alice",attackers:[("bears","Bob"),("elf","gideon")])"#.into()))
        );
        assert_eq!(said("attack"), Some(Ok(r#"DeclareAttackers(player:"Alice",attackers:[])"#.into())));
        assert_eq!(
            said("block wall>bears"),
            Some(Ok(r#"DeclareBlockers(player:"Alice",blockers:[("wall","bears")])"#.into()))
        );
        assert!(matches!(said("block wall"), Some(Err(_))));
        assert!(matches!(said("block wall>bears,"), Some(Err(_))));
        assert_eq!(said("tap taiga {G}"), Some(Ok(r#"TapForMana(card:"taiga",mana:"{G}")"#.into())));
        assert_eq!(said("tap all {G}"), Some(Ok(r#"TapLandsForMana(player:"Alice",mana:"{G}")"#.into())));
        assert_eq!(said("play forest"), Some(Ok(r#"PlayLand("forest")"#.into())));
        // 602.2: the card's Nth ability, as its line lists it, and its targets.
        assert_eq!(said("activate pyro 1 Bob"), Some(Ok(r#"Activate(card:"pyro",ability:0,targets:["Bob"])"#.into())));
        assert!(matches!(said("activate pyro 0"), Some(Err(_))));
        // 602.2b: what its cost takes.
        assert_eq!(
            said("activate bombardment 1 with:bears Bob"),
            Some(Ok(r#"Activate(card:"bombardment",ability:0,targets:["Bob"],additional:["bears"])"#.into()))
        );
        // 700.2: a modal spell's modes.
        assert_eq!(
            said("cast charm mode:2 bears"),
            Some(Ok(r#"Cast(card:"charm",targets:["bears"],modes:[1])"#.into()))
        );
        // 601.2d: its damage divided among its targets.
        assert_eq!(
            said("cast bolt Bob bears divide:1,1"),
            Some(Ok(r#"Cast(card:"bolt",targets:["Bob","bears"],divided:[1,1])"#.into()))
        );
        // 601.2h: how its mana is paid; 107.3a: X.
        assert_eq!(
            said("cast fireball x:3 pay:{R}{R}{G}{C} Bob"),
            Some(Ok(r#"Cast(card:"fireball",targets:["Bob"],x:3,pay:(mana:"{R}{R}{G}{C}",life:0))"#.into()))
        );
        assert_eq!(
            said("activate pyro 1 life:2 Bob"),
            Some(Ok(r#"Activate(card:"pyro",ability:0,targets:["Bob"],pay:(mana:"",life:2))"#.into()))
        );
        assert!(matches!(said("cast fireball x:many Bob"), Some(Err(_))));
        // 103.5: the opening hand.
        assert_eq!(said("keep"), Some(Ok(r#"Keep(player:"Alice")"#.into())));
        assert_eq!(said("keep c1 c2"), Some(Ok(r#"Keep(player:"Alice",bottom:["c1","c2"])"#.into())));
        assert_eq!(said("mulligan"), Some(Ok(r#"Mulligan(player:"Alice")"#.into())));
        // 702.33a, 601.2b: kicked, and what an additional cost takes.
        assert_eq!(
            said("cast splinters kicked with:elves bears"),
            Some(Ok(r#"Cast(card:"splinters",targets:["bears"],kicked:true,additional:["elves"])"#.into()))
        );
        // 702.27a: with buyback.
        assert_eq!(
            said("cast capsize buyback bears"),
            Some(Ok(r#"Cast(card:"capsize",targets:["bears"],buyback:true)"#.into()))
        );
        // 118.9: for an alternative cost.
        assert_eq!(
            said("cast mulldrifter evoke"),
            Some(Ok(r#"Cast(card:"mulldrifter",targets:[],alternative:Evoke)"#.into()))
        );
        assert_eq!(said("Tap(\"bears\")"), None, "an action is read as one");
        let watcher = SeatModel { players: m.players.clone(), ..Default::default() };
        assert!(matches!(turn_shorthand(crate::i18n::Lang::En, "pass", &watcher), Some(Err(_))));
        // 700.3: `separate ID ...` and `pile 1|2`, only while the seat is asked each.
        assert!(matches!(said("separate c1"), Some(Err(_))));
        let mut piles = m.clone();
        let view =
            crate::view::stack::PilesView { separator: "Alice".into(), chooser: "Bob".into(), ..Default::default() };
        piles.table.piles = Some(view);
        let said_at = |line: &str, at: &SeatModel| {
            turn_shorthand(crate::i18n::Lang::En, line, at).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(
            said_at("separate c1 c2", &piles),
            Some(Ok(r#"SeparatePiles(player:"Alice",pile:["c1","c2"])"#.into()))
        );
        assert!(matches!(said_at("pile 1", &piles), Some(Err(_))));
        piles.table.piles.as_mut().expect("asked").first = Some(vec!["c1".into()]);
        (piles.table.piles.as_mut().expect("asked").chooser) = "Alice".into();
        assert_eq!(said_at("pile 2", &piles), Some(Ok(r#"ChoosePile(player:"Alice")"#.into())));
        assert!(matches!(said_at("separate c1", &piles), Some(Err(_))));
        // 701.9b: the cards a choice from a hand names, only while the seat is asked.
        assert!(matches!(said("choose c1 c2"), Some(Err(_))));
        let mut asked = m.clone();
        asked.table.hand_choice =
            Some(crate::view::stack::HandChoiceView { player: "Alice".into(), n: 2, ..Default::default() });
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &asked).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("choose c1 c2"), Some(Ok(r#"ChooseCards(player:"Alice",cards:["c1","c2"])"#.into())));
        assert!(matches!(turn_shorthand(crate::i18n::Lang::En, "choose c1", &watcher), Some(Err(_))));
        // "You may put ...": none is a choice.
        let mut may = asked.clone();
        may.table.hand_choice = Some(crate::view::stack::HandChoiceView {
            player: "Alice".into(),
            n: 1,
            up_to: true,
            to_battlefield: true,
            ..Default::default()
        });
        let none =
            turn_shorthand(crate::i18n::Lang::En, "choose", &may).map(|r| r.map(|a| crate::format::compact_ron(&a)));
        assert_eq!(none, Some(Ok(r#"ChooseCards(player:"Alice",cards:[])"#.into())));
        // 118.12a: whether the seat pays an "unless" cost, only while it is asked.
        assert!(matches!(said("pay"), Some(Err(_))));
        asked.table.paying = Some(crate::view::stack::PayingView { player: "Alice".into(), ..Default::default() });
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &asked).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("pay"), Some(Ok(r#"PayUnless(player:"Alice",pay:true)"#.into())));
        assert_eq!(said("pay no"), Some(Ok(r#"PayUnless(player:"Alice")"#.into())));
        // 701.25a: a surveil's cards into the graveyard, the rest on top; 105.1: a colour.
        assert!(matches!(said("surveil c1"), Some(Err(_))));
        assert!(matches!(said("color red"), Some(Err(_))));
        let cards = vec![("c1".to_string(), "Swamp".to_string()), ("c2".to_string(), "Hill Giant".to_string())];
        asked.table.scrying = Some(crate::view::stack::ScryingView {
            player: "Alice".into(),
            n: 2,
            cards,
            surveil: true,
            ..Default::default()
        });
        asked.table.choosing_color =
            Some(crate::view::stack::ColorChoiceView { player: "Alice".into(), ..Default::default() });
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &asked).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("surveil c1"), Some(Ok(r#"Surveil(player:"Alice",top:["c2"],graveyard:["c1"])"#.into())));
        assert_eq!(said("color Red"), Some(Ok(r#"ChooseColor(player:"Alice",color:Red)"#.into())));
        assert!(matches!(said("color purple"), Some(Err(_))));
        // 201.4: a card name, where one is asked.
        assert!(matches!(said("name Lightning Bolt"), Some(Err(_))));
        asked.table.choosing_color.as_mut().expect("asked").card_name = Some(true);
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &asked).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("name Lightning Bolt"), Some(Ok(r#"ChooseName(player:"Alice",name:"Lightning Bolt")"#.into())));
        assert!(matches!(said("color Red"), Some(Err(_))));
        assert!(asked.table.text_in(crate::i18n::Lang::En).contains("`name CARD NAME`"));
        asked.table.choosing_color.as_mut().expect("asked").card_name = None;
        // 401.4: "put them back in any order": the cards named first on top, the rest under
        // them; `scry shuffle` only where the text allows a shuffle (Ponder).
        let scrying = asked.table.scrying.as_mut().expect("asked");
        (scrying.surveil, scrying.arrange) = (false, true);
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &asked).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("scry c2"), Some(Ok(r#"Scry(player:"Alice",top:["c2","c1"],bottom:[])"#.into())));
        assert!(matches!(said("scry shuffle"), Some(Err(_))));
        asked.table.scrying.as_mut().expect("asked").may_shuffle = true;
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &asked).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("scry shuffle"), Some(Ok(r#"Shuffle(player:"Alice")"#.into())));
    }

    #[test]
    fn rule_614_12a_the_text_client_answers_what_a_permanent_enters_with() {
        use crate::cards::EntryChoice;
        let mut m =
            SeatModel { seat: "Alice".into(), players: vec!["Alice".into(), "Bob".into()], ..Default::default() };
        let object = |id: &str, controller: &str, choice| crate::view::ObjectView {
            entry_choice: choice,
            ..crate::view::ObjectView::for_tests(1, id, crate::rules::Zone::Battlefield, controller, "Creature")
        };
        m.table.objects = vec![
            object("c1", "Alice", Some(EntryChoice::Riot)),
            object("c2", "Bob", Some(EntryChoice::Unleash)),
            object("c3", "Alice", None),
            object("c4", "Alice", Some(EntryChoice::Color)),
        ];
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &m).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("enter c1 haste"), Some(Ok(r#"ChooseAsEnters(card:"c1",answer:Haste)"#.into())));
        assert_eq!(said("enter c1 counter"), Some(Ok(r#"ChooseAsEnters(card:"c1",answer:Counter)"#.into())));
        // Riot has no "none"; another seat's permanent, or one asking nothing, isn't answered.
        assert!(matches!(said("enter c1 none"), Some(Err(_))));
        assert!(matches!(said("enter c2 none"), Some(Err(_))));
        assert!(matches!(said("enter c3 counter"), Some(Err(_))));
        assert_eq!(said("enter c4 Blue"), Some(Ok(r#"ChooseAsEnters(card:"c4",answer:Color(Blue))"#.into())));
        m.table.objects[2].entry_choice = Some(EntryChoice::CreatureType);
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &m).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        assert_eq!(said("enter c3 goblin"), Some(Ok(r#"ChooseAsEnters(card:"c3",answer:Type("Goblin"))"#.into())));
        assert!(matches!(said("enter c3 plains"), Some(Err(_))));
        // The table says what is asked, with the words that answer it.
        let shown = m.table.text_in(crate::i18n::Lang::En);
        assert!(shown.contains("enter c1 counter | haste"), "{shown}");
        assert!(shown.contains("enter c3 TYPE"), "{shown}");
        // 201.4: a card name, as many words as it has; the rules judge whether it is one.
        m.table.objects[2].entry_choice = Some(EntryChoice::CardName { nonland: true });
        let said = |line: &str| {
            turn_shorthand(crate::i18n::Lang::En, line, &m).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        let bolt = r#"ChooseAsEnters(card:"c3",answer:Name("Lightning Bolt"))"#;
        assert_eq!(said("enter c3 Lightning Bolt"), Some(Ok(bolt.into())));
        assert!(m.table.text_in(crate::i18n::Lang::En).contains("enter c3 CARD NAME"));
    }

    #[test]
    fn rule_603_3d_and_603_5_the_text_client_chooses_a_trigger_s_targets_and_a_may_in_a_word() {
        use crate::view::stack::{DecidingView, TargetingView};
        let mut m =
            SeatModel { seat: "Alice".into(), players: vec!["Alice".into(), "Bob".into()], ..Default::default() };
        let said = |line: &str, m: &SeatModel| {
            turn_shorthand(crate::i18n::Lang::En, line, m).map(|r| r.map(|a| crate::format::compact_ron(&a)))
        };
        // Nothing asked: the words say so rather than send.
        assert!(matches!(said("target giant", &m), Some(Err(_))));
        assert!(matches!(said("yes", &m), Some(Err(_))));
        m.table.targeting = Some(TargetingView { player: "Alice".into(), ability: "c01".into(), ..Default::default() });
        m.table.deciding = Some(DecidingView { player: "Alice".into(), ability: "c02".into(), ..Default::default() });
        assert_eq!(
            said("target giant bob", &m),
            Some(Ok(r#"ChooseTargets(player:"Alice",ability:"c01",targets:["giant","Bob"])"#.into()))
        );
        assert_eq!(said("yes", &m), Some(Ok(r#"ChooseMay(player:"Alice",ability:"c02",yes:true)"#.into())));
        // 608.2g: `decline` is the seat's answer to a cast a resolution offers it; otherwise it
        // is left to answer another player's question.
        assert_eq!(said("decline", &m), None);
        m.table.casting = Some(crate::view::stack::CastingView { player: "Alice".into(), ..Default::default() });
        assert_eq!(said("decline", &m), Some(Ok(r#"DeclineCast(player:"Alice")"#.into())));
        assert_eq!(said("no", &m), Some(Ok(r#"ChooseMay(player:"Alice",ability:"c02")"#.into())));
        // 603.3c: `mode N`, from 1 as printed, only while a mode is asked.
        assert!(matches!(said("mode 2", &m), Some(Err(_))));
        let mode = |text: &str| crate::view::stack::ModeView { text: text.into(), legal: true };
        m.table.targeting.as_mut().unwrap().modes = vec![mode("Untap target permanent you control."), mode("Tap ...")];
        assert_eq!(said("mode 2", &m), Some(Ok(r#"ChooseMode(player:"Alice",ability:"c01",mode:1)"#.into())));
        assert!(matches!(said("mode 0", &m), Some(Err(_))));
    }
}
