# Bifronte's words in English. Every message here is in it.ftl and fr.ftl too, with the same
# placeholders ({ $name }); a test checks it. Rule numbers and card data stay as they are.

## The menu bar
menu-file = File
menu-table = Table
menu-seat = Seat
menu-settings = Settings
menu-help = Help ({ $key })
menu-about = About

## Settings
settings-keys = Keys…
settings-size = Panels and text size
settings-contrast = High contrast
settings-follow-acting = The seat follows whoever must act
settings-follow-acting-hint = Playing hot seat, the window sits at the seat of the player the game waits for: each opening hand in turn, then whoever holds priority or must choose. Tab still looks at another seat.
settings-computer-reasoning = Show the computer's reasoning
settings-computer-reasoning-hint = Against the computer, the status line says what it chose and why: the rule of its level that chose it, and for its combat the ways it weighed and the best one's worth.
ai-why-random = { $player } ({ $level }): { $action }, one of { $n } actions the rules accept, picked at random
ai-why-attack-weighed = { $player } ({ $level }): attacks with { $n } of { $of } creatures that may attack, the best of { $ways } sets of attackers against the defender's best blocks (worth { $worth })
ai-why-looked-ahead = { $player } ({ $level }): { $action }, the best of { $moves } moves played out { $playouts } times on copies of the table made from its view (score { $worth })
ai-why-block-weighed = { $player } ({ $level }): blocks with { $n } of { $of } creatures that may block, the best of { $ways } ways to block played out by the damage rules (worth { $worth })
ai-why-attack = { $player } ({ $level }): attacks with { $n } of { $of } creatures that may attack: those no untapped blocker could kill and survive, or all of them when the attack may be lethal
ai-why-block = { $player } ({ $level }): blocks with { $n } of { $of } creatures that may block: a block that kills and survives, survives, trades up, or saves its life
ai-why-concede = { $player } ({ $level }): concedes (104.3a): its best blocks still leave it no life this combat, and it holds no card that could change that
ai-why-cast = { $player } ({ $level }): { $action }, the largest spell its mana pays for whose targets it likes, of { $n } actions the rules accept
ai-why-land = { $player } ({ $level }): { $action }, a land first
ai-why-pass = { $player } ({ $level }): passes; nothing of the { $n } actions the rules accept is worth doing now
ai-why-answer = { $player } ({ $level }): { $action }, of { $n } answers the rules accept
settings-language = Language
settings-language-system = The system's ({ $lang })

## Settings → Keys
keys-title = Keys
keys-intro = Change waits for the next key (hold Ctrl or Shift with it); Esc leaves it as it was.
keys-change = Change
keys-clear = Clear
keys-press = press a key…
keys-none = (no key)
keys-clash = { $key } asks for both { $first } and { $second }: change one of them
keys-save = Save
keys-defaults = Defaults
keys-undo = Undo changes

## A match
match-score = Match: { $score }
match-choosing = Game { $n }: { $chooser } chooses who takes the first turn
match-playing = Game { $n } · { $first } took the first turn
match-sideboarding = Sideboarding for game { $n }
match-sideboarding-ready = Sideboarding for game { $n } · ready: { $ready }
match-over = { $winner } wins the match
match-wins-the-match = { $name } wins the match: { $score }
match-sideboards-for = { $score }. Each player sideboards for game { $n }.
match-a-draw = a draw
match-won = { $name } won
match-game-over = Game { $n } is over: { $result }. { $next }
match-game-goes-on = Game { $n } goes on: its end was taken back
match-chose-first = Game { $n }: { $chooser } chose { $first } to take the first turn (103.1)
match-everyone-ready = Everyone is ready: { $chooser } chooses who takes the first turn of game { $n } (103.1)
match-player-ready = { $name } is ready for game { $n }
match-err-best-of = a match is best of 1, 3, 5, 7 or 9 games, not { $n }
match-err-players = a match needs two or more players
match-err-no-one-choosing = no one is choosing who takes the first turn now
match-err-not-the-chooser = { $chooser } chooses who takes the first turn (103.1), not { $name }
match-err-not-playing = { $name } doesn't play in this match
match-err-no-game = no game of the match is being played
match-err-not-sideboarding = sideboarding is between the games of a match
match-err-already-ready = { $name } is already ready
match-err-swap-only = only cards of the deck and its sideboard are swapped: none added, none taken out
match-err-commander-stays = the commander and companion stay as registered
match-err-main-size = the main deck has { $now } cards; it keeps its { $was }
match-err-no-match = there is no match at this table
match-first-title = Game { $n }: who takes the first turn?
match-score-line = Score: { $score }
match-chooses = { $chooser } chooses who takes the first turn (103.1: { $why }).
match-wait-chooser = Waiting for { $chooser }: sit as { $chooser } (Seat menu) to choose.
match-i-go-first = I take the first turn
match-goes-first = { $name } takes the first turn
match-sideboard-intro = { $seat }: swap cards between your deck and your sideboard. Your opponent sees none of this.
match-sizes = Main deck { $main } (registered { $registered }) · sideboard { $side }
match-main = Main deck
match-sideboard = Sideboard
match-to-sb = to SB
match-to-main = to main
match-ready = Ready for game { $n }
match-as-before = As in the last game
match-keep-size = the main deck keeps its { $n } cards
match-waiting = { $seat } is ready. Waiting for { $others } (Seat menu).
match-watching = The players are sideboarding.

## File
file-path = Path
file-save = Save ({ $key })
file-load = Load ({ $key })
file-export = Export as a scene to { $path } ({ $key })
file-autosaves = Autosaves
file-replays = Replays
file-autosave-latest = The latest autosave
file-autosave-none = No earlier versions yet.
file-autosave-version = { $when } · turn { $turn } · { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
file-ago-seconds = { $n } s ago
file-ago-minutes = { $n } min ago
file-ago-hours-minutes = { $h } h { $m } min ago
file-ago-hours = { $n } h ago
file-ago-days = { $n ->
    [one] { $n } day ago
   *[other] { $n } days ago
}
file-replays-none = No game kept yet: every game is, as it is played.
file-replay-commander-assisted = Commander, assisted
file-replay-commander-free = Commander, free
file-replay-assisted = assisted
file-replay-free = free
file-replay-unfinished = unfinished
file-replay-about = { $players } · { $outcome } · { $rules } · { $n ->
    [one] { $n } action
   *[other] { $n } actions
} · { $minutes } min
file-replay-item = { $when } · { $about }
file-play-online = Play online…
file-import = Import cards (Scryfall's bulk data)…
file-pictures = Card pictures
file-new-game = New game: a decklist for each player
file-player = Player { $n }
file-paste-deck = Paste a decklist into my decks…
file-deck-editor = Deck editor
file-new-deck = New deck
file-open-deck = Open:
file-vs-computer = Against the computer (it plays every seat but the first)
file-computer-level = It plays:
ai-level-easy = easy
ai-level-medium = medium
ai-level-hard = hard (looks ahead)
ai-level-random = at random
file-start-game = Start the new game
file-start-match = Start a match, best of three

## The opening hand (103.5)
opening-ask = { $player }, your opening hand of { $n }: keep it, or mulligan?
opening-bottom = { $player }, after { $mulligans } { $mulligans ->
        [one] mulligan
       *[other] mulligans
    }: choose { $mulligans } { $mulligans ->
        [one] card
       *[other] cards
    } to put on the bottom of your library, then keep.
opening-a-card = a card
opening-keep = Keep
opening-keep-bottom = Keep, with these { $n } on the bottom
opening-mulligan = Mulligan ({ $key })

## The status line
status-no-more-steps = the scene has no more steps
status-no-rebuild = could not rebuild the table: { $why }
status-no-bring-back = could not bring the table back: { $why }
status-undone = undone: { $what } ({ $n } { $n ->
        [one] action
       *[other] actions
    } back)
status-nothing-to-undo = nothing to undo
status-nothing-to-redo = nothing to redo
status-at-start = at the start of the scene
status-back-to-step = back to before step { $n }
status-starting-table = back to the starting table
status-not-a-game = not a game: R restarts a scene
status-at-opening = the game is at its opening already
status-restarted = the game restarted: { $n } { $n ->
        [one] action
       *[other] actions
    } undone; Ctrl+Z brings them back
status-at-step = at step { $at } of { $len }
status-saved = saved { $n } { $n ->
        [one] action
       *[other] actions
    } to { $path }
status-not-saved = could not save { $path }: { $why }
status-exported = exported the table as a scene to { $path }
status-not-exported = could not export to { $path }: { $why }
status-no-scene-steps = a game has no scene steps: Ctrl+Z undoes an action; the Table menu's "Restart the game…" starts over
status-changed-by-hand = the table has { $n } { $n ->
        [one] change
       *[other] changes
    } made by hand since the scene's last step: restart the scene, or play the next step on this table
status-pictures-downloaded = Missing card pictures are downloaded from Scryfall (remembered)
status-pictures-not-downloaded = Card pictures aren't downloaded: the generated frames stand in (remembered)
status-pictures-not-kept = the picture setting isn't remembered: { $why }
status-display-not-kept = the display settings weren't kept: { $why }
status-keys-kept = in force, and kept in { $path }
status-deck-kept = Kept as { $path }: choose it under My decks
status-whole-replay-kept = The game is over: its whole replay is kept, { $path }
status-whole-replay-not-kept = The game's whole replay wasn't kept: { $why }
status-host-refused = the host refused: { $why }
status-table-refused = { $host } refused this table: { $why }
status-asking-again = { $host }: { $why }; asking again in { $secs } s
status-joining = joining as { $name }…
status-seated = seated: { $players } (the game starts when every seat is taken)
status-watching = watching: you see what every player may see
status-waiting-consent = { $seat }: waiting for { $on } to allow your request
status-at-host = { $seat }, at the host's table
status-showing-demo = could not open the table, showing the demo: { $why }
status-demo-unopened-too = { $why }; the demo could not be opened either: { $demo }
status-drop-open-felt = dropped on the open felt: drop a card on a player's battlefield, a hand, a pile, or another card
status-drop-library-own = can't drop a card from { $owner }'s { $zone } there: the top of your library goes to your hand (a draw) or your graveyard (a mill)
status-drop-hidden = can't drop a card from { $owner }'s { $zone } there: a card you can't see can't be moved by hand
status-blocker-chosen = { $card } will block: click the attacking creature it blocks (click it again to choose another)
status-pictures-offline = card pictures: no connection ({ $why }); the generated frames stand in

## The window's title
title-watching = Bifronte — watching at { $host }
title-joined = Bifronte — { $name } at { $host }
title-hosting = Bifronte — { $name }, hosting on port { $port }
title-replay-spectator = Bifronte — the game as a spectator saw it at { $host }
title-replay-seat = Bifronte — the game as { $seat } saw it at { $host }
file-draft = Draft against bots…
status-not-networked = { $command }: not in a networked game (its history is every player's)
match-why-random = picked at random for the first game
match-why-drawn = game drawn: who chose before
match-why-lost = lost game { $n }
status-clock-not-a-number = { $clock }: { $part } isn't a number and a unit (25m, 5s)
status-clock-unit = { $clock }: { $unit } isn't a unit (h, m or s)
status-clock-range = { $clock }: a clock from 1 second to 24 hours, plus at most an hour a pass
status-file-problem = { $place }: { $what }
status-could-not-build = could not build { $what }: { $why }
ai-not-a-level = { $word } is not a computer player: random, easy, medium or hard
