//! The command line's words: every command and its options, as clap reads them (`--help`).
//! [`super::run`] carries them out.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use super::{HostArgs, JoinArgs};
use crate::table::state::Dialog;

/// A rules-aware virtual card table for Magic: The Gathering.
#[derive(Parser, Debug, PartialEq)]
#[command(
    name = "bifronte",
    version,
    about,
    after_help = "Without a command, opens the table window on SCENE (default: the built-in demo, scenes/demo.ron), paused before step 1; N plays the next step. Environment: BIFRONTE_DB, the imported card database (default: cards.db in the data folder); BIFRONTE_SCRYFALL_API, where Scryfall's API is reached (default: https://api.scryfall.com)."
)]
pub struct Cli {
    /// The scene to open in the window.
    pub scene: Option<PathBuf>,
    /// A folder of face pictures (NAME.png) drawn instead of the generated frames, before those in assets/images.
    #[arg(long, value_name = "DIR", global = true)]
    pub images: Option<PathBuf>,
    /// Don't download missing card pictures from Scryfall this time (File → Card pictures
    /// turns downloading off for good).
    #[arg(long, global = true)]
    pub offline: bool,
    /// Presentation mode: the scene plays on its own (Space pauses, M is slow motion), the
    /// camera eases to the card that acts, captions say each step and its rules.
    #[arg(long)]
    pub present: bool,
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

/// The commands.
#[derive(Subcommand, Debug, PartialEq)]
pub enum Cmd {
    /// Render one frame after step N, once animations have settled, and exit.
    Shot(ShotArgs),
    /// The rendering benchmark's measurement (benches/render.rs): frame times of N generated cards or bare quads.
    /// A measuring tool, not a player's command: left out of `bifronte --help` (`bifronte frames
    /// --help` still lists its switches).
    #[command(hide = true)]
    Frames {
        /// Cards on the table.
        #[arg(long, default_value_t = 500)]
        cards: usize,
        /// Draw N bare textured quads instead (the baseline).
        #[arg(long)]
        quads: bool,
        /// The table without the overlay.
        #[arg(long)]
        bare: bool,
        /// The overlay's panels drawn over the whole 3D view instead of beside it: the same 3D
        /// view as `--bare`, so the difference is the overlay's own cost.
        #[arg(long, conflicts_with_all = ["bare", "quads"])]
        panels_over_view: bool,
        /// The panels' backdrops alone (their flat fill, copied into the picture) over the whole
        /// 3D view, with only the marks `--bare` keeps: the part of the overlay's cost that is
        /// covering the panels' area at all (against `--bare`).
        #[arg(long, conflicts_with_all = ["bare", "quads", "panels_over_view"])]
        flat_panels: bool,
        /// The panels over the whole 3D view without the marks over the table (the piles'
        /// outlines and counts, the players' panels), the cards keeping what `--bare` draws on
        /// them: against `--panels-over-view`, the marks' cost; against `--flat-panels`, the
        /// panels' contents'.
        #[arg(long, conflicts_with_all = ["bare", "quads", "panels_over_view", "flat_panels"])]
        panels_only: bool,
        /// Paint the marks over the table with egui every frame instead of through the marks
        /// layer: against the same run without it, what the layer saves.
        #[arg(long, conflicts_with_all = ["bare", "quads"])]
        marks_in_egui: bool,
        /// Paint the panels with egui every frame instead of copying them from the panel cache
        /// while they stay the same: against the same run without it, what the cache saves.
        #[arg(long, conflicts_with_all = ["bare", "quads"])]
        panels_in_egui: bool,
        /// Also time each render pass (Bevy's render diagnostics: the 3D passes, egui's pass,
        /// the panels' copies, the upscaling to the picture) and print their medians
        /// (`pass_ms NAME MS`).
        #[arg(long)]
        passes: bool,
        /// With `--panels-over-view` (or `--flat-panels`, `--panels-only`): take the overlay
        /// away every other 16 frames of the same run, and print the frame without it
        /// (`bare_frame_ms_median`) and the overlay's share of the frame, phase by phase
        /// (`overlay_share_median`): side by side, the machine's drift cancels out.
        #[arg(long, conflicts_with_all = ["bare", "quads", "scene"])]
        against_bare: bool,
        /// Frames to measure.
        #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
        frames: u32,
        /// Window size.
        #[arg(long, value_name = "WxH", value_parser = parse_size, default_value = "1600x900")]
        size: (u32, u32),
        /// Draw this scene's starting table instead of a generated one (`--cards` is ignored).
        #[arg(long, conflicts_with = "quads")]
        scene: Option<PathBuf>,
        /// Download the imported cards' missing pictures as a window does, and go on measuring
        /// until they are all in (at most a minute): the frames while they arrive are timed apart.
        #[arg(long, conflicts_with = "quads")]
        download_pictures: bool,
    },
    /// Play a scene headless; print the table and the rules log.
    Play {
        /// The scene (default: the demo).
        scene: Option<PathBuf>,
    },
    /// Check scenes (files or folders): PASS / FAIL / ERROR; exit 0 / 1 / 2.
    Check {
        /// Scene files or folders (default: scenes).
        paths: Vec<PathBuf>,
    },
    /// Print the table after step N as PLAYER may see it.
    Inspect {
        /// The scene.
        scene: PathBuf,
        /// Stop after this step (default: the last).
        #[arg(long)]
        step: Option<usize>,
        /// The player whose view to print (default: everything).
        #[arg(long = "as", value_name = "PLAYER")]
        viewer: Option<String>,
    },
    /// Play a kept game back (a replay from `replays/` beside the autosave) to its end or to
    /// the start of a turn, and print the table as a seat saw it, or write it as a scene.
    Replay {
        /// The replay file.
        file: PathBuf,
        /// Whose eyes to look through (default: the first player's in the window, everything
        /// with --print).
        #[arg(long = "as")]
        seat: Option<String>,
        /// Start at (with --print, --to-scene: stop at) the start of this turn.
        #[arg(long)]
        turn: Option<u32>,
        /// Write the table reached as a scene file instead of opening the viewer.
        #[arg(long, conflicts_with = "shot")]
        to_scene: Option<PathBuf>,
        /// Print the table reached as text instead of opening the viewer.
        #[arg(long, conflicts_with_all = ["to_scene", "shot"])]
        print: bool,
        /// Save a screenshot of the viewer to this PNG once the table has settled, then exit.
        #[arg(long, value_name = "PNG")]
        shot: Option<PathBuf>,
    },
    /// Play games between two computer players with no window and print how many each won,
    /// with a 95 % confidence interval (the players swap seats every game and decks every two).
    Arena {
        /// The two players (random, easy, medium or hard), then the two decklists (default: the
        /// shipped werewolves and face-down decks).
        #[arg(value_name = "PLAYER PLAYER [DECK DECK]", num_args = 2..=4, required = true)]
        args: Vec<String>,
        /// How many games.
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// The first game's seed (each game after it the next).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A game still going after this many turns is a draw.
        #[arg(long, default_value_t = 40)]
        turns: u32,
    },
    /// Play a scene and write the table as a new scene (a regression test).
    Record {
        /// The scene.
        scene: PathBuf,
        /// Where to write it (default: standard output).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Start a game: each player's library from a decklist, shuffled, seven cards drawn, in the
    /// window (default decks: the shipped werewolves and face-down decks).
    Game {
        /// The players' decklists, in seat order (plain text; MTG Arena and MTGO lines too).
        decks: Vec<PathBuf>,
        /// The seed of the shuffles and dice (default: a random one), kept in saves.
        #[arg(long)]
        seed: Option<u64>,
        /// The starting life total (default 20, 103.4; 40 when a decklist names a commander,
        /// 103.4c).
        #[arg(long, value_parser = clap::value_parser!(i32).range(1..=1_000_000))]
        life: Option<i32>,
        /// The players' names, comma-separated (default: Alice, Bob, Carol, Dave).
        #[arg(long, value_delimiter = ',')]
        players: Vec<String>,
        /// Write the started game as a scene to FILE instead of opening the window.
        #[arg(long, value_name = "FILE")]
        export: Option<PathBuf>,
        /// Save a screenshot of the window to this PNG once the table has settled, then exit.
        #[arg(long, value_name = "PNG", conflicts_with = "export")]
        shot: Option<PathBuf>,
        /// With --shot: keys to press once the table is there, before the shot, as the help
        /// writes them, separated by spaces ("Right Enter Ctrl+S").
        #[arg(long, value_name = "KEYS", requires = "shot")]
        keys: Option<String>,
        /// A free table: the players run the turn by hand, as at a table with no judge (no
        /// priority, no combat declarations, no mana payment). Default: the rules run it.
        #[arg(long)]
        free: bool,
        /// A chess clock: each player's time ("25m+5s": 25 minutes, 5 seconds more each time
        /// they pass priority) runs while they hold priority; at zero they lose.
        #[arg(long, value_name = "TIME[+INC]", value_parser = crate::session::clock::parse_clock, conflicts_with = "free")]
        clock: Option<(std::time::Duration, std::time::Duration)>,
        /// A match: "bo3" (best of three: games to two wins, sideboarding between them, the
        /// loser choosing who takes the first turn, 103.1), or "bo1", "bo5".
        #[arg(long = "match", value_name = "boN", value_parser = parse_best_of)]
        series: Option<u32>,
        /// Play against the computer: it plays the second seat, and the window stays at yours.
        #[arg(long, conflicts_with = "free")]
        vs_computer: bool,
        /// How the computer plays: medium (combat worked out one step ahead), hard (its moves
        /// played out on copies of the table made from its view), easy (rules of thumb) or random
        /// (any legal action).
        #[arg(long, value_name = "LEVEL", default_value = "medium", value_parser = crate::ai::Level::parse, requires = "vs_computer")]
        level: crate::ai::Level,
    },
    /// Draft at this terminal against bots: you pick from each pack in turn (`pick N`), the
    /// bots pass the rest; at the end every pool is built into a forty-card deck and written as
    /// a decklist, with the draft's record. Packs from a set of the imported cards (--set) or a
    /// cube (--cube, any decklist).
    Draft {
        /// The set to open, by its code ("M20"): its boosters as the imported cards list them.
        #[arg(long, required_unless_present_any = ["cube", "watch", "pod"])]
        set: Option<String>,
        /// A cube instead: any decklist file, its cards shuffled and dealt fifteen to a pack.
        #[arg(long, value_name = "FILE", conflicts_with = "set")]
        cube: Option<PathBuf>,
        /// Seats at the pod, yours and the bots' (2 to 8).
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(2..=8))]
        seats: u8,
        /// Bots in every seat, no one picking here (a pod played headless).
        #[arg(long)]
        bots: bool,
        /// Once the draft is over, play your deck against the deck of the bot to your left: a
        /// best-of-three match against the computer, in the window.
        #[arg(long, conflicts_with_all = ["bots", "server"])]
        play: bool,
        /// Time your picks: 75 s for a pack's first pick, 5 s less each pick down to 30 s; then
        /// the best rated card is taken for you.
        #[arg(long)]
        timer: bool,
        /// The seed the packs are drawn with (default: a random one, said).
        #[arg(long)]
        seed: Option<u64>,
        /// A ratings file for the bots: a "name,rating" line per card, 0 to 5.
        #[arg(long, value_name = "FILE")]
        ratings: Option<PathBuf>,
        /// The folder the decklists and the record are written to (default: drafts/ in the
        /// data folder).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Watch a kept draft (its draft.ron) pick by pick instead.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["set", "cube", "bots", "timer", "seed", "ratings", "out", "server"])]
        watch: Option<PathBuf>,
        /// Draft at a server's pod (`bifronte serve`): open one of --set, or sit at --pod; at the
        /// end your deck is written to --out (a decklist file then).
        #[arg(long, value_name = "ADDR", conflicts_with_all = ["cube", "bots", "seed", "ratings"])]
        server: Option<String>,
        /// With --server: the room (default: Main).
        #[arg(long, requires = "server", default_value = "Main")]
        room: String,
        /// With --server: the pod to sit at, by its number (again after a lost connection: the
        /// seat is taken back).
        #[arg(long, requires = "server", conflicts_with = "set")]
        pod: Option<u64>,
        /// With --server: the name to draft under (default: your user name).
        #[arg(long, requires = "server")]
        name: Option<String>,
        /// With --watch: one seat's picks, with the cards left in each pack it picked from.
        #[arg(long = "as", value_name = "SEAT", requires = "watch")]
        seat: Option<String>,
        /// Draft in the window: the pack as large cards, your picks by colour and mana value,
        /// the timer and who holds packs; at the end the deck editor opens on your pool, and
        /// Play starts a best-of-three against the computer.
        #[arg(long, conflicts_with_all = ["bots", "play", "watch", "server"])]
        window: bool,
        /// With --window: save a screenshot of the window to this PNG once it is drawn, then exit.
        #[arg(long, value_name = "FILE", requires = "window")]
        shot: Option<PathBuf>,
        /// With --shot: keys to press first, as `game --keys` reads them.
        #[arg(long, value_name = "KEYS", requires = "shot")]
        keys: Option<String>,
    },
    /// Open a sealed pool (six packs, or --packs), show it by colour and mana value, build a
    /// forty-card deck from it and write it as a decklist (the rest of the pool as its sideboard).
    Sealed {
        /// The set to open, by its code ("M20").
        #[arg(long, required_unless_present = "cube")]
        set: Option<String>,
        /// A cube instead: any decklist file.
        #[arg(long, value_name = "FILE", conflicts_with = "set")]
        cube: Option<PathBuf>,
        /// Packs in the pool.
        #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u8).range(1..=12))]
        packs: u8,
        /// The seed the packs are drawn with (default: a random one, said).
        #[arg(long)]
        seed: Option<u64>,
        /// A ratings file for the deck building: a "name,rating" line per card, 0 to 5.
        #[arg(long, value_name = "FILE")]
        ratings: Option<PathBuf>,
        /// The decklist to write (default: sealed/ in the data folder).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// List the card database, or show one card's faces.
    Cards {
        /// A card's name ("Front // Back", any face's name; case and accents don't matter); with
        /// --automation, decklists to count instead of every card.
        name: Vec<String>,
        /// Count what the table carries out by itself: how many nonland cards are automatic, assisted, reminded or by hand (over every card, or over the decklists given, counting copies), and the texts most common among those not automatic yet.
        #[arg(long)]
        automation: bool,
        /// With --automation: how many of the most common texts to list (each list).
        #[arg(long, value_name = "N", default_value_t = 10)]
        top: usize,
    },
    /// Capture a scene's steps and animations as an animated GIF (or an APNG for a .png file),
    /// frame by frame on a fixed time step, offscreen.
    Gif {
        /// The scene.
        scene: PathBuf,
        /// The file to write (.gif, or .png for an APNG).
        #[arg(long, default_value = "capture.gif")]
        out: PathBuf,
        /// The first step to show played (the steps before it are played at once).
        #[arg(long, default_value_t = 1)]
        from: usize,
        /// The last step to play (default: the last).
        #[arg(long)]
        to: Option<usize>,
        /// The first turn to show played (a replay, or any scene with turns): instead of --from.
        #[arg(long, conflicts_with = "from")]
        from_turn: Option<u32>,
        /// The last turn to play: instead of --to.
        #[arg(long, conflicts_with = "to")]
        to_turn: Option<u32>,
        /// Frames a second (1 to 50).
        #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=50))]
        fps: u32,
        /// The picture's size.
        #[arg(long, value_name = "WxH", value_parser = parse_size, default_value = "640x360")]
        size: (u32, u32),
        /// The seat to watch from.
        #[arg(long = "as", value_name = "PLAYER")]
        seat: Option<String>,
        /// With the overlay's panels (they need a large size); the inspector follows the card
        /// that acts.
        #[arg(long)]
        overlay: bool,
        /// Follow this object (by id): the camera frames it wherever it goes.
        #[arg(long, value_name = "ID")]
        focus: Option<String>,
    },
    /// Host a game over the network (UDP): a window seated at the host's own seat (or, with
    /// `--headless`, a server with no seat); players take the other seats with `bifronte join`,
    /// and the game starts when every seat is taken.
    Host(HostArgs),
    /// Join a hosted game: a window seated at your seat, showing only what your seat may see
    /// (with `--text`, the table printed as text, and actions read from standard input).
    Join(JoinArgs),
    /// Run a server players connect out to: rooms, tables (each its own process) and players,
    /// kept in a database (SQLite) in its folder. Players join with `bifronte join SERVER
    /// --room ROOM --table TABLE` or the window's File → Play online.
    Serve(crate::cli::serve::ServeArgs),
    /// Decklists.
    Deck {
        /// What to do with one.
        #[command(subcommand)]
        command: DeckCmd,
    },
    /// Import Scryfall's bulk card data ("Oracle Cards", "Default Cards" or "All Cards", the
    /// JSON file as downloaded, plain or .gz) into the card database used beside the shipped
    /// cards ($XDG_DATA_HOME/bifronte/cards.db); with --download, fetch the current file first.
    Import {
        /// The bulk file.
        #[arg(required_unless_present = "download", conflicts_with = "download")]
        file: Option<PathBuf>,
        /// Download Scryfall's current bulk file (oracle: one object a card, the default;
        /// default: every printing; all: every language) and import it. A file unchanged since
        /// the last download isn't fetched again, and a broken download goes on where it stopped.
        #[arg(long, value_enum, num_args = 0..=1, default_missing_value = "oracle", value_name = "KIND")]
        download: Option<crate::web::bulk::BulkKind>,
        /// Write the database here instead.
        #[arg(long, value_name = "PATH")]
        db: Option<PathBuf>,
    },
}

/// `bifronte deck ...`.
#[derive(Subcommand, Debug, PartialEq)]
pub enum DeckCmd {
    /// Read a decklist (plain text, MTG Arena, Forge .dck, MTGO .dek, Cockatrice .cod) and print
    /// it with each card resolved, or every problem at its line.
    Check {
        /// The decklist.
        file: PathBuf,
    },
    /// Keep a decklist in your decks folder ($XDG_DATA_HOME/bifronte/decks) under NAME, once it
    /// reads with no problem: from FILE, or pasted on standard input. A deck there is then
    /// chosen by its name (`bifronte game NAME OTHER`, File → New game, Play online).
    Save {
        /// The deck's name.
        name: String,
        /// The decklist (default: standard input).
        file: Option<PathBuf>,
    },
    /// A decklist's figures: the mana curve, colours by pips, card types, lands and the
    /// opening hand's odds; with --card, the odds of drawing that card by a turn; with
    /// --format, whether the deck is legal there and why not, card by card.
    Stats {
        /// The decklist.
        file: PathBuf,
        /// A card of the main deck: the chance of having drawn one by --turn.
        #[arg(long)]
        card: Option<String>,
        /// The turn for --card (default 3).
        #[arg(long, default_value_t = 3)]
        turn: u32,
        /// A format (standard, pioneer, modern, legacy, vintage, pauper, commander, brawl...):
        /// its deck rules, and each card's legality from the imported Scryfall data.
        #[arg(long)]
        format: Option<String>,
    },
}

/// `bifronte shot`.
#[derive(clap::Args, Debug, PartialEq)]
pub struct ShotArgs {
    /// The scene.
    pub scene: PathBuf,
    /// Play up to this step (default: all).
    #[arg(long)]
    pub step: Option<usize>,
    /// The PNG to write.
    #[arg(long, default_value = "shot.png")]
    pub out: PathBuf,
    /// Window size.
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub size: Option<(u32, u32)>,
    /// The seat to shoot from.
    #[arg(long = "as", value_name = "PLAYER")]
    pub seat: Option<String>,
    /// The table alone, without the overlay.
    #[arg(long)]
    pub bare: bool,
    /// The object the inspector shows, by id.
    #[arg(long, value_name = "ID")]
    pub select: Option<String>,
    /// A dialog to open.
    #[arg(long, value_enum)]
    pub open: Option<Dialog>,
    /// Draw in a real window (needs a display) instead of offscreen.
    #[arg(long)]
    pub window: bool,
    /// With presentation mode's caption (what the last step did, with its rules).
    #[arg(long)]
    pub present: bool,
    /// Keys to press once the scene has played, before the shot: as the help writes them,
    /// separated by spaces ("Right Right Enter Ctrl+S"), one every few frames.
    #[arg(long, value_name = "KEYS")]
    pub keys: Option<String>,
    /// Paint the marks over the table (badges, stack counts, the piles' outlines and counts,
    /// the players' panels) with egui, as the overlay did before its marks layer: the same
    /// picture, to compare (a measuring switch: not in `--help`).
    #[arg(long, conflicts_with = "bare", hide = true)]
    pub marks_in_egui: bool,
    /// Paint the panels with egui, as the overlay does before its panel cache holds them: the
    /// same picture, to compare (a measuring switch: not in `--help`).
    #[arg(long, conflicts_with = "bare", hide = true)]
    pub panels_in_egui: bool,
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("{s:?} isn't WIDTHxHEIGHT, e.g. 1600x900");
    let (w, h) = s.split_once('x').ok_or_else(bad)?;
    Ok((w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?))
}

/// "bo3" (or "3") as the number of games of a match: 1, 3, 5, 7 or 9.
pub fn parse_best_of(text: &str) -> Result<u32, String> {
    let digits = text.trim().to_ascii_lowercase();
    let digits = digits.strip_prefix("bo").unwrap_or(&digits);
    match digits.parse::<u32>() {
        Ok(n) if n % 2 == 1 && n <= 9 => Ok(n),
        _ => Err(format!("a match is bo1, bo3, bo5, bo7 or bo9 (best of that many games), not {text:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::super::command::parse_from;
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        parse_from(crate::i18n::Lang::En, std::iter::once("bifronte").chain(args.iter().copied()))
    }

    #[test]
    fn the_command_line_parses_into_typed_commands() {
        let none = parse(&[]).unwrap();
        assert_eq!((none.scene, none.command), (None, None));
        let scene = parse(&["scenes/demo.ron", "--images", "pics"]).unwrap();
        assert_eq!((scene.scene, scene.images), (Some("scenes/demo.ron".into()), Some("pics".into())));
        let check = parse(&["check", "a.ron", "dir"]).unwrap();
        assert_eq!(check.command, Some(Cmd::Check { paths: vec!["a.ron".into(), "dir".into()] }));
        let inspect = parse(&["inspect", "x.ron", "--step", "3", "--as", "Bob"]).unwrap();
        assert_eq!(
            inspect.command,
            Some(Cmd::Inspect { scene: "x.ron".into(), step: Some(3), viewer: Some("Bob".into()) })
        );
        let Some(Cmd::Shot(shot)) =
            parse(&["shot", "x.ron", "--size", "800x450", "--open", "tokens", "--bare"]).unwrap().command
        else {
            panic!("not a shot");
        };
        assert_eq!(
            (shot.size, shot.open, shot.bare, shot.out),
            (Some((800, 450)), Some(Dialog::Tokens), true, "shot.png".into())
        );
        let Some(Cmd::Frames { cards, frames, size, .. }) = parse(&["frames", "--cards", "10"]).unwrap().command else {
            panic!("not frames");
        };
        assert_eq!((cards, frames, size), (10, 200, (1600, 900)));
        let Some(Cmd::Frames { marks_in_egui, panels_over_view, .. }) =
            parse(&["frames", "--panels-over-view", "--marks-in-egui"]).unwrap().command
        else {
            panic!("not frames");
        };
        assert!(marks_in_egui && panels_over_view);
        let Some(Cmd::Frames { panels_in_egui, against_bare, passes, .. }) =
            parse(&["frames", "--panels-over-view", "--panels-in-egui", "--against-bare", "--passes"]).unwrap().command
        else {
            panic!("not frames");
        };
        assert!(panels_in_egui && against_bare && passes);
        let Some(Cmd::Shot(shot)) = parse(&["shot", "x.ron", "--panels-in-egui"]).unwrap().command else {
            panic!("not shot");
        };
        assert!(shot.panels_in_egui);
        let Some(Cmd::Game { series, .. }) = parse(&["game", "--match", "bo3"]).unwrap().command else {
            panic!("not a game");
        };
        assert_eq!(series, Some(3));
        let Some(Cmd::Deck { command: DeckCmd::Stats { format, .. } }) =
            parse(&["deck", "stats", "d.txt", "--format", "modern"]).unwrap().command
        else {
            panic!("not deck stats");
        };
        assert_eq!(format.as_deref(), Some("modern"));
    }

    #[test]
    fn bad_command_lines_are_errors_that_say_what() {
        for (args, words) in [
            (&["shot", "x.ron", "--size", "big"][..], "WIDTHxHEIGHT"),
            (&["inspect", "x.ron", "--step", "three"][..], "three"),
            (&["frames", "--frames", "0"][..], "0"),
            (&["frames", "--bare", "--panels-over-view"][..], "--panels-over-view"),
            (&["frames", "--bare", "--against-bare"][..], "--against-bare"),
            (&["frames", "--quads", "--panels-in-egui"][..], "--panels-in-egui"),
            (&["frames", "--flat-panels", "--panels-over-view"][..], "--flat-panels"),
            (&["frames", "--panels-only", "--flat-panels"][..], "--panels-only"),
            (&["frames", "--bare", "--marks-in-egui"][..], "--marks-in-egui"),
            (&["shot", "x.ron", "--bare", "--marks-in-egui"][..], "--marks-in-egui"),
            (&["shot", "x.ron", "--open", "nothing"][..], "nothing"),
            (&["a.ron", "b.ron"][..], "b.ron"),
            (&["game", "--match", "bo2"][..], "bo1, bo3, bo5"),
        ] {
            let e = parse(args).unwrap_err().to_string();
            assert!(e.contains(words), "{args:?}: {e}");
        }
        assert!(parse(&["inspect", "--help"]).unwrap_err().to_string().contains("--as <PLAYER>"));
    }
}
