//! The command line in the language in force: clap's command built from `args.rs` with each
//! command's and option's help from `assets/i18n/LANG/help.ftl`, and the list of those messages
//! that every language must hold.

use super::args::Cli;
use crate::i18n::Lang;

/// The command line as clap reads it, in the language in force: each command's and option's
/// help from `assets/i18n/LANG/help.ftl` (English: the doc comments above, word for word, a test
/// says so), and the help's headings. A hidden command (`frames`) and hidden switches keep
/// their English: they are measuring tools. clap's own error messages stay English.
pub fn command(lang: Lang) -> clap::Command {
    command_in(lang)
}

/// [`command`] in a given language.
pub fn command_in(lang: crate::i18n::Lang) -> clap::Command {
    let mut c = <Cli as clap::CommandFactory>::command();
    // Built first, so that the help and version switches and the `help` command clap adds are
    // there to be given words.
    c.build();
    localize(c, HELP, lang)
}

/// Parses a command line (its first word the program's name) with [`command`]'s words.
pub fn parse_from<T: Into<std::ffi::OsString> + Clone>(
    lang: Lang,
    argv: impl IntoIterator<Item = T>,
) -> Result<Cli, clap::Error> {
    use clap::FromArgMatches as _;
    let mut c = command(lang);
    let matches = c.try_get_matches_from_mut(argv)?;
    Cli::from_arg_matches(&matches).map_err(|e| e.format(&mut c))
}

/// The first part of every help message's id: a command's is `help-COMMAND[-SUBCOMMAND]`, an
/// option's its command's and `--ID` (`help-game--seed`), a switch every command has (the
/// global ones, `--help`, `--version`) `help--ID`; the command line's own help is `help`, and
/// what it says after the options `help-after`.
const HELP: &str = "help";

/// The help message of clap's `help` command, the same wherever it is.
const HELP_COMMAND: &str = "help-help";

/// The help message's id of an option of the command whose id is `command`.
pub fn arg_help_id(command: &str, arg: &clap::Arg) -> String {
    let id = arg.get_id().as_str();
    match arg.is_global_set() || id == "help" || id == "version" {
        true => format!("{HELP}--{id}"),
        false => format!("{command}--{id}"),
    }
}

/// Gives a command, its options and its subcommands their words in the language in force.
fn localize(mut c: clap::Command, id: &str, lang: crate::i18n::Lang) -> clap::Command {
    let say = |id: &str| crate::i18n::has(lang, id).then(|| lang.tr(id));
    if c.is_hide_set() {
        return c;
    }
    if let Some(about) = say(id) {
        c = c.about(about).long_about(None::<&str>);
    }
    if id == HELP
        && let Some(after) = say("help-after")
    {
        c = c.after_help(after);
    }
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        lang.tr("help-usage")
    );
    c = c.help_template(template).subcommand_help_heading(lang.tr("help-commands"));
    c = c.mut_args(|a| {
        if a.is_hide_set() {
            return a;
        }
        let heading = lang.tr(if a.is_positional() { "help-arguments" } else { "help-options" });
        let help = say(&arg_help_id(id, &a));
        let a = says_values_in(a.help_heading(heading), lang);
        match help {
            Some(h) => a.help(h).long_help(None::<&str>),
            None => a,
        }
    });
    let names: Vec<String> = c.get_subcommands().map(|s| s.get_name().to_string()).collect();
    for name in names {
        let sub = format!("{id}-{name}");
        c = c.mut_subcommand(&name, |s| match name == "help" {
            // clap's `help` command: its words, not its copies of the commands (never shown).
            true => s.about(lang.tr(HELP_COMMAND)),
            false => localize(s, &sub, lang),
        });
    }
    c
}

/// An option whose values are read by a parser that says why a value doesn't read (a chess
/// clock, the computer's level) says it in `lang`: the parser `args.rs` names, its message said.
fn says_values_in(a: clap::Arg, lang: Lang) -> clap::Arg {
    match a.get_id().as_str() {
        "clock" => a.value_parser(move |s: &str| crate::session::clock::parse_clock(s).map_err(|e| e.text_in(lang))),
        "level" => a.value_parser(move |s: &str| crate::ai::Level::parse(s).map_err(|e| e.text_in(lang))),
        _ => a,
    }
}

/// Every help message the command line shows (visible commands and options) and clap's English
/// for it: what `help.ftl` must hold in every language.
pub fn help_ids() -> Vec<(String, String)> {
    fn walk(c: &clap::Command, id: &str, out: &mut Vec<(String, String)>) {
        if c.is_hide_set() {
            return;
        }
        out.push((id.to_string(), c.get_about().map(|a| a.to_string()).unwrap_or_default()));
        for a in c.get_arguments().filter(|a| !a.is_hide_set()) {
            let key = arg_help_id(id, a);
            if !out.iter().any(|(k, _)| *k == key) {
                out.push((key, a.get_help().map(|h| h.to_string()).unwrap_or_default()));
            }
        }
        for s in c.get_subcommands() {
            match s.get_name() == "help" {
                true if !out.iter().any(|(k, _)| k == HELP_COMMAND) => {
                    out.push((HELP_COMMAND.to_string(), s.get_about().map(|a| a.to_string()).unwrap_or_default()))
                }
                true => {}
                false => walk(s, &format!("{id}-{}", s.get_name()), out),
            }
        }
    }
    let mut c = <Cli as clap::CommandFactory>::command();
    c.build();
    let mut out = vec![("help-after".to_string(), c.get_after_help().map(|a| a.to_string()).unwrap_or_default())];
    walk(&c, HELP, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words of the help's frame (not a command's or an option's).
    const FRAME: [&str; 4] = ["help-usage", "help-commands", "help-arguments", "help-options"];

    #[test]
    fn every_command_and_option_has_its_help_in_every_language() {
        use crate::i18n::{Lang, has, tr_in};
        let ids = help_ids();
        assert!(ids.len() > 100, "{} help messages", ids.len());
        for (id, english) in &ids {
            assert!(!english.is_empty(), "{id} has no doc comment");
            assert_eq!(&tr_in(Lang::En, id, &[]), english, "help.ftl's {id} isn't the doc comment's words");
            for lang in [Lang::It, Lang::Fr] {
                assert!(has(lang, id), "{}/help.ftl lacks {id}", lang.code());
            }
        }
        // No message for a command or an option that is no more.
        let (_, source) = Lang::En.sources().into_iter().find(|(part, _)| *part == "help").expect("help.ftl");
        for line in source.lines().filter(|l| l.starts_with("help")) {
            let id = line.split(" =").next().unwrap_or_default();
            assert!(FRAME.contains(&id) || ids.iter().any(|(k, _)| k == id), "help.ftl's {id} helps nothing");
        }
    }

    #[test]
    fn the_help_is_written_in_the_language_chosen() {
        use crate::i18n::Lang;
        let mut it = command_in(Lang::It);
        let game = it.find_subcommand_mut("game").expect("game").render_help().to_string();
        for words in ["Uso:", "Opzioni:", "Argomenti:", "--seed <SEED>", "--match <boN>"] {
            assert!(game.contains(words), "{words:?} not in:\n{game}");
        }
        assert!(!game.contains("Options:") && !game.contains("The seed"), "{game}");
        let mut fr = command_in(Lang::Fr);
        let top = fr.render_help().to_string();
        assert!(top.contains("Commandes:") || top.contains("Commandes :"), "{top}");
        assert!(!top.contains("Print help"), "{top}");
        let mut en = command_in(Lang::En);
        let game = en.find_subcommand_mut("game").expect("game").render_help().to_string();
        assert!(game.contains("Usage: ") && game.contains("The seed of the shuffles"), "{game}");
        // The options still parse whatever the language.
        assert!(command_in(Lang::It).try_get_matches_from(["bifronte", "game", "--seed", "3"]).is_ok());
    }

    /// Writes `assets/i18n/en/help.ftl` from the doc comments (run when they change; then
    /// translate what changed in `it/` and `fr/`).
    #[test]
    #[ignore = "a tool: writes assets/i18n/en/help.ftl"]
    fn write_the_help_s_english() {
        let mut out = String::from(
            "# The command line's help: each command's and option's words (`bifronte --help`,\n\
             # `bifronte COMMAND --help`), the English word for word the doc comments of src/cli/args.rs.\n\n\
             help-usage = Usage\nhelp-commands = Commands\nhelp-arguments = Arguments\nhelp-options = Options\n\n",
        );
        for (id, english) in help_ids() {
            out.push_str(&format!("{id} = {}\n", english.replace('{', "{\"{\"}")));
        }
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/en/help.ftl"), out).expect("write");
    }
}
