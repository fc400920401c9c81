# The command line's messages: what its commands print (src/cli, the server's lines, the import's
# summary, a decklist's figures). Rule numbers, file names, option names and the words typed at
# the text client (pass, attack, block, tap, play, undo, allow, decline, first, ready, say) stay.

## Every command

# The word an error's line starts with (such lines go to standard error).
cli-error = ERROR
cli-fail = error: { $what }
cli-warning = warning: { $what }
cli-note = note: { $what }
cli-wrote = wrote { $file }
cli-no-such-file = { $path }:1:1: no such file or folder
cli-images-not-folder = --images: { $dir } is not a folder
cli-cannot-draw = can't draw the table: { $why }
cli-shipped-cards-only = { $what }; using the shipped cards only
cli-db-missing = BIFRONTE_DB names { $path }, which isn't there
cli-opening-demo = opening the demo instead
cli-standard-input = standard input

## check, inspect, play, replay, gif

cli-check-pass = PASS { $file }
cli-check-fail = FAIL { $file }
cli-check-mismatch = step { $step } (line { $line }): { $what }
cli-check-summary = { $passed } passed, { $failed } failed, { $errors } errors
cli-no-player = no player named { $name } in { $file }
cli-after-step = { $title } — after step { $n } of { $total }
cli-log = Log:
cli-frames-captured = frames captured
cli-seat-replay-no-scene = { $file }: a seat replay holds what one seat saw, not the game's actions: it can't become a scene (the host's replay can)
cli-no-model = { $file }: no model in it
cli-a-spectator = a spectator
cli-as-seen = turn { $turn }, { $step } — as { $who } saw it
cli-starting-table = { $file }: its starting table: { $why }
cli-replay-cut = { $file }: cut short at line { $line }; played up to the line before
cli-replay-ended = the game ended in turn { $turn }, before turn { $wanted }
cli-replay-after = { $title } — after { $played } of { $actions } actions, turn { $turn }
cli-as-seat-saw-it = , as { $name } saw it

## cards, import, deck

cli-cards-count = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
cli-imported-count = and { $n } imported cards (bifronte cards NAME shows one)
cli-card-imported = imported: Scryfall layout { $layout }, { $set } #{ $number }
cli-not-modelled = (Bifronte's rules don't model this layout yet)
cli-loyalty = loyalty { $n }
cli-defense = defense { $n }
cli-unknown-card = unknown card { $name }
cli-did-you-mean = did you mean { $names }?
cli-only-shipped-cards = Only the shipped cards are known: `bifronte import FILE` adds every card from a Scryfall bulk file (scryfall.com/docs/api/bulk-data).
cli-reading-cards = reading cards
cli-downloading = downloading { $what }
cli-already-downloaded = { $what } of { $date } is already downloaded: { $file }
cli-fetched-again = { $what } of { $date } didn't import: it is downloaded whole again next time
cli-downloaded-going-on = downloaded { $what } of { $date }: { $bytes } bytes, going on from { $from } ({ $file })
cli-downloaded = downloaded { $what } of { $date }: { $bytes } bytes ({ $file })
cli-already-imported = { $what } of { $date } is already in { $db }: nothing to import
cli-imported = wrote { $db } in { $secs } s ({ $rate } MB/s{ $peak })
cli-peak-memory = , peak memory { $mib } MiB
cli-import-summary = { $cards } { $cards ->
        [one] card
       *[other] cards
    } from { $objects } { $objects ->
        [one] object
       *[other] objects
    } ({ $others } other { $others ->
        [one] printing
       *[other] printings
    } of the same cards), { $mb } MB of JSON
cli-import-printed = names as printed: { $names }
cli-import-printed-in = { $n } in { $lang }
cli-import-by-faces = (imported by its faces; Bifronte's rules don't model it yet)
cli-import-meld-alone = { $n } meld { $n ->
        [one] card
       *[other] cards
    } without their melded card in the file, stored single-faced: { $names }
cli-import-unreadable-costs = { $n } { $n ->
        [one] face
       *[other] faces
    } with a mana cost Bifronte can't read, shown without one: { $faces }
cli-deck-kept = kept { $name } in { $file }
cli-cards-found = { $found } of { $named } cards found
cli-more-problems = and { $n } more problems
cli-companion = Companion (outside the game, 702.139a)
cli-main = Main
cli-not-in-main-deck = { $name } is not in the main deck
cli-odds-by-turn = { $card } ({ $copies } of { $main }) by turn { $turn }: { $play } % on the play ({ $seen } cards seen), { $draw } % on the draw ({ $seen_draw })
cli-stats-sizes = Main { $main } · sideboard { $sideboard } · lands { $lands } ({ $share } %)
cli-stats-none = none
cli-stats-types = Card types: { $types }
cli-stats-opening-hand = Opening hand of 7: at least one land { $one } %, two or more { $two } %, three or more { $three } %
cli-legal-in = Legal in { $format }.
cli-not-legal-in = Not legal in { $format }:

## The table as text (play, inspect, replay --print, join --text)

cli-table-no-name = (no name)
cli-table-mana-value = mv { $n }
cli-table-controlled-by = controlled by { $name }
cli-table-attached-to = attached to { $id }
cli-table-has = has { $ids }
cli-table-is = is { $name }
cli-table-targets = cast targeting { $targets }
cli-table-activate = activate { $n }: { $text }
cli-table-activate-targeting = activate { $n } targeting { $targets }: { $text }
cli-activate-which = "{ $n }" is not an ability's number (1 for the first line of its text)
cli-choice-unread = "{ $word }" doesn't read: a choice is mode:N (or mode:1,2), x:N, pay:{"{"}W{"}"}{"{"}U{"}"} or life:N
cli-table-hidden = { $owner }'s { $zone }: { $n } { $n ->
        [one] card
       *[other] cards
    }
cli-table-player = Player
cli-table-life = { $name }: { $life } life
cli-table-lost = lost the game, { $rule }
cli-stats-pips = Colours by pips: { $pips }

## host, join, serve

cli-cannot-host = can't host: { $why }
cli-cannot-resume = can't resume: { $why }
cli-cannot-serve = can't serve: { $why }
cli-joining = joining { $host }…
cli-table-is-at = the table is at { $table }
cli-no-token = no token kept for { $name } at table { $table } of { $server } (in { $file }): only the program that played there can ask for its replay
cli-resuming = resuming { $file }: seats kept for { $names }
cli-hosting = hosting a { $seats }-seat table on port { $port } (UDP and TCP; players join with: bifronte join HOST:{ $port })
cli-serving = serving on port { $port } (TCP; tables on ports { $low }-{ $high }, UDP and TCP); data in { $data }; players join with: bifronte join THIS-MACHINE:{ $port } --room Main --name NAME
cli-line-not-utf8 = line { $line }: not UTF-8 (byte { $byte } of the line); ignored
cli-not-connected = not connected to the host (it tries again every few seconds): "{ $line }" was not sent
cli-undo-already-asked = an undo is already asked: answer with `undo yes` or `undo no`
cli-nobody-asks-undo = nobody asks to undo
cli-nobody-asking = nobody is asking
cli-request-too-big = not sent: the request is { $size } bytes (the host reads at most { $most })
cli-not-an-action = not an action: { $why }
cli-unknown-word = "{ $word }" is not a word the text client knows; its words: { $words }
cli-unknown-word-close = "{ $word }" is not a word the text client knows: did you mean { $close }?
cli-word-unread = "{ $line }" doesn't read: { $word } is written otherwise here (bifronte join --help)
cli-spectator-doesnt-play = a spectator doesn't play
cli-attack-whom = attack { $id }>PLAYER: say whom it attacks
cli-block-which = block { $id }>ATTACKER: say which attacker it blocks
cli-no-such-card = tap { $id }: you see no card with that id on the table
cli-chat-rate = not sent: at most { $n } chat lines a second
cli-chat-cut = (the line is cut to { $n } characters)
cli-host-refused = the host refused: { $why }
cli-seated = seated: { $names }
cli-refused = refused (request { $seq }): { $why }
cli-asks-consent = { $by } asks: { $what } (allow / decline)
cli-waiting-consent = waiting (request { $seq }): it is { $on }'s to allow
cli-asks-undo = { $by } asks to undo the last action: { $what } (undo yes / undo no)
cli-replay-kept = the game is over: its whole replay is kept, { $file }
cli-replay-not-kept = the game's whole replay wasn't kept: { $why }
cli-undo-settled = undo: { $why }
cli-watching = watching
cli-turn-line = — turn { $turn }, { $active }'s { $step } — you are { $you } —
cli-last-log = log: { $line }
cli-clock = clock: { $times }
cli-your-priority = your priority: pass, play LAND, tap ID [MANA], attack ID[>WHOM], block ID>ATTACKER, or an action
cli-has-priority = { $name } has priority
cli-declare-attackers = declare your attackers first (508.1): attack ID[>WHOM] ..., or attack alone for none
cli-declare-blockers = declare your blockers first (509.1): block ID>ATTACKER ... (ID>A,B for a creature that can block more than one), or block alone for none
cli-waiting-for-declaration = waiting for { $names } to declare (508.2, 509.2)
cli-no-match-to-sideboard = there is no match of yours to sideboard for
cli-swap-words = { $part }: -NAME takes a card out of the main deck, +NAME puts one in from the sideboard
cli-not-in-your-main-deck = no { $name } in your main deck
cli-not-in-your-sideboard = no { $name } in your sideboard
cli-match-score = match: { $score }
cli-match-you-choose = you choose who takes the first turn of game { $game } (first NAME)
cli-match-chooses = { $name } chooses who takes the first turn
cli-match-playing = game { $game }, { $name } took the first turn
cli-match-sideboarding = sideboarding for game { $game }; ready: { $names }
cli-match-your-sideboard = sideboard for game { $game } (ready, or ready -OUT, +IN); your sideboard: { $cards }
cli-match-won = { $name } won the match

## The server's lines (bifronte serve)

cli-table-cannot-restart = table { $id }: can't start it again: { $why }
cli-table-back = table { $id } is back
cli-table-error = table { $id }: { $why }
cli-lobby-not-reading = { $name } doesn't read what the lobby sends: let go
cli-table-ended = table { $id } ended: { $why }
cli-table-stopped = table { $id } stopped ({ $status }): starting it again
cli-lobby-let-go = a lobby connection ({ $name }) was let go after { $n } refusals
cli-automation-cards = { $n } nonland cards, each at its lowest line's level:
cli-automation-level = { $level }: { $cards } cards; { $lines } ability lines
cli-automation-triggers = triggered abilities: { $all } lines read as triggers, { $read } of them understood (detected and put on the stack), { $automatic } carried out by the table
cli-automation-total = automatic { $automatic } of { $all } cards ({ $percent } %), assisted { $assisted }, reminded { $reminded }, by hand { $by_hand }
cli-automation-missing = the texts most common among the lines not automatic yet (copies):
cli-table-ability = { $controller }'s ability of { $source }: "{ $text }"
cli-table-ordering = { $player } chooses the order of their triggered abilities (`order 2 1`: the first named resolves first):
cli-order-which = "{ $word }" isn't a number in the list of triggered abilities
cli-table-targeting = { $player } chooses the targets of { $source }'s triggered ability "{ $text }" (`target ID`, one for each, in order; a player by name):
cli-no-targets-asked = no triggered ability of yours is waiting for its targets
cli-table-ability-targets = targeting { $targets }
cli-table-deciding = { $player } chooses whether { $source }'s ability "{ $text }" does what it says (`yes` or `no`)
cli-table-casting = { $player } may cast { $card } now during a resolution (`cast { $id }` or `decline`)
cli-table-searching = { $player } searches their library ({ $text }): { $cards } (`find ID ...` or `find`)
cli-table-scrying = { $player } scries { $n }: { $cards } (`scry ID ...` puts those on the bottom, the rest on top as listed)
cli-table-discarding = { $player } chooses { $n } { $n ->
    [one] card
   *[other] cards
} of { $owner }'s hand to discard: { $cards } (`choose ID ...`)
cli-table-putting-back = { $player } chooses { $n } { $n ->
    [one] card
   *[other] cards
} of their hand to put on top of their library, the first on top: { $cards } (`choose ID ...`)
cli-table-paying = { $player } may pay { $cost } ({ $text }) (`pay` or `pay no`)
cli-no-choice-asked = no ability of yours is waiting for your choice
cli-melded = the melded permanent of { $a } and { $b } (712.4): no deck holds it; its halves are played
cli-same-name = { $n } different cards are named { $name } ({ $printings }); the table tells cards apart by name, and this is the first, { $printing }

## help: what the seat may do (text client)
cli-help-usage-pass = pass — pass priority (117.3d)
cli-help-usage-play = play ID — play a land from your hand (305.1)
cli-help-usage-cast = cast ID [TARGET ...] [x:N] [mode:N] [divide:N,N] [pay:MANA] [life:N] [kicked] [buyback] [evoke|dash|surge|overload|spectacle|madness|instead] [with:ID] — cast a spell (601.2)
cli-help-usage-activate = activate ID N [TARGET ...] [pay:MANA] [life:N] [with:ID] — activate a card's Nth ability (602.2)
cli-help-usage-tap = tap ID [MANA] — tap a permanent for mana (605); tap all MANA — every untapped land of yours that adds it
cli-help-usage-attack = attack ID[>TARGET] ... — declare attackers; attack alone: none (508.1)
cli-help-usage-block = block BLOCKER>ATTACKER ... — declare blockers; block alone: none (509.1)
cli-help-usage-keep = keep [ID ...] or mulligan — your opening hand, the IDs to the bottom (103.5)
cli-help-usage-find = find [ID] — the card a search of your library finds, or nothing (701.23)
cli-help-usage-scry = scry [ID ...] — the cards a scry puts on the bottom, the rest back on top (701.22a)
cli-help-usage-choose = choose ID ... — the cards an effect has you choose from a hand: to discard, or to put on top of your library, the first on top (701.9b)
cli-help-usage-pay = pay [no] — whether you pay the cost an effect's "unless" offers you (118.12a)
cli-help-usage-say = say TEXT, undo, allow or decline — chat, ask for an undo, answer a request
cli-help-usage-card = help ID — what you may do with one card
cli-help-accepted = The rules accept now ({ $n }):
cli-help-now = Now:
cli-help-nothing-now = nothing: the other players act
cli-help-opening = keep or mulligan: your opening hand (103.5)
cli-help-declare-attackers = attack { $ids } — the creatures that may attack; attack alone for none (508.1)
cli-help-declare-blockers = block BLOCKER>ATTACKER ..., or block alone for none (509.1)
cli-help-priority = pass — you hold priority (117.3d)
cli-help-play = play { $id } — { $name }
cli-help-cast = cast { $id } — { $how }
cli-help-cast-targets = cast { $id } TARGET — { $how }; targets: { $targets }
cli-help-tap = tap { $id }{ $word } — { $name } adds { $mana }
cli-help-activate = activate { $id } { $n } — { $text }
cli-help-card = { $id }: { $name }
cli-help-card-nothing = nothing the rules allow now
cli-help-no-card = no card { $id } in sight
cli-arena-two-decks = arena: two decklists, or none for the shipped decks
cli-arena-game = game { $game }: { $winner } won in turn { $turns }
cli-arena-drawn = game { $game }: drawn in turn { $turns } ({ $why })
cli-arena-tally = { $first } against { $second } ({ $decks }): { $games } games, { $wins } won, { $losses } lost, { $draws } drawn; { $first } took { $share } % of them (95 % interval { $low }–{ $high } %)
cli-arena-speed = { $decisions } decisions, { $per_second } a second, the slowest { $slowest } ms; { $turns } turns a game
cli-arena-playouts = the hard player's look ahead: { $playouts } games played out on copies of the table, { $per_second } a second
cli-arena-refused = the rules refused a computer player's action: { $what }
cli-table-deciding-sacrifice = doing it is sacrificing one of these (`yes ID`): { $ids }
cli-table-sacrificing = { $player } chooses { $n } { $n ->
    [one] permanent
   *[other] permanents
} they control to sacrifice: { $cards } (`choose ID ...`)
cli-table-paying-for = { $player } may pay { $cost }; if they do: { $text } (`pay` or `pay no`)
cli-slot-optional = { $targets } (or none)
cli-automation-alone = the texts that alone keep a card from being automatic (copies):
cli-table-surveilling = { $player } surveils { $n }: { $cards } (`surveil ID ...` puts those into the graveyard, the rest on top as listed)
cli-help-usage-surveil = surveil [ID ...] — the cards a surveil puts into the graveyard, the rest back on top (701.25a)
cli-table-choosing-color = { $player } chooses a color for: { $text } (`color white`, `blue`, `black`, `red` or `green`)
cli-help-usage-color = color COLOR — the color an effect asks you to choose: white, blue, black, red or green (105.1)
cli-not-a-color = Not a color: white, blue, black, red or green.
cli-table-putting-onto-battlefield = { $player } may put up to { $n } { $n ->
    [one] card
   *[other] cards
} from their hand onto the battlefield: { $cards } (`choose ID ...`, or `choose` for none)
cli-table-returning = { $player } chooses { $n } { $n ->
    [one] permanent
   *[other] permanents
} they control to return to its owner's hand: { $cards } (`choose ID ...`)
cli-table-exploring = { $player } explored and revealed { $cards } (`surveil ID` puts it into the graveyard, `surveil` leaves it on top)
cli-table-entering = { $player } chooses what { $card } [{ $id }] enters with (`enter { $id } { $answers }`)
cli-not-an-entry-answer = Not an answer to that choice: see `enter ID ...` on the table.
cli-table-arranging = { $player } puts the top { $n } cards of their library back in any order: { $cards } (`scry ID ...` puts those on top in that order, the rest under them as listed)
cli-table-arranging-or-shuffling = { $player } puts the top { $n } cards of their library back in any order or shuffles: { $cards } (`scry ID ...` puts those on top in that order, the rest under them as listed; `scry shuffle` shuffles the library instead)
cli-cant-shuffle-instead = This card doesn't let you shuffle instead: `scry ID ...` puts the cards back in the order you name
cli-table-bolstering = { $player } chooses a creature with the least toughness to get { $n ->
    [one] a +1/+1 counter
   *[other] { $n } +1/+1 counters
}: { $cards } (`choose ID`)
cli-table-choosing-name = { $player } chooses a card name for: { $text } (`name CARD NAME`)
cli-help-usage-name = name CARD NAME — the card name an effect asks you to choose, as many words as it has (201.4)
cli-table-dredging = { $player } would draw a card: `choose ID` to dredge one of { $cards } instead, `choose` to draw
cli-table-separating = { $player } separates these permanents into two piles: { $cards } (`separate ID ...`: the first pile, the rest the second)
cli-table-choosing-pile = { $player } chooses a pile of { $cards }: the first is { $first }, the second the rest (`pile 1` or `pile 2`)
cli-help-usage-piles = separate ID ... or pile 1|2 — the first of two piles you separate permanents into (the rest the second), or the pile you choose (700.3)
cli-table-copy-targeting = { $player } may choose new targets for the copy of { $source } "{ $text }", its spell's among them (`target ID`, one for each, in order; a player by name):
cli-table-returning-or-sacrificing = { $player } returns one of { $cards } to its owner's hand, or else sacrifices { $card } (`choose ID`, or `choose` to sacrifice)
cli-table-choosing-mode = { $player } chooses the mode of { $source }'s triggered ability "{ $text }" (`mode N`), then its targets:
cli-table-mode-illegal = (can't be chosen: no legal target)
cli-help-usage-mode = mode N — the mode of a modal triggered ability of yours ("choose one —"), from 1 as printed; its targets next (603.3c)
