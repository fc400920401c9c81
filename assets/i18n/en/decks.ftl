# decks: the decks, the deck editor, importing cards and playing online, in English. Every
# message here is in it/ and fr/ too, with the same placeholders; card names, set codes, paths
# and server addresses are placeholders, never translated.

## My decks, a pasted decklist
decks-my-decks = My decks
decks-sample = { $name } (sample)
decks-name = Name
decks-paste-title = Paste a decklist
decks-paste-intro = Any decklist (plain text, MTG Arena, MTGO, Forge, Cockatrice), kept in your decks folder:
decks-paste-keep = Keep it

## The deck's parts, card types, colours and file formats
decks-part-main = Main deck
decks-part-sideboard = Sideboard
decks-part-commander = Commander
decks-type-artifact = Artifact
decks-type-battle = Battle
decks-type-creature = Creature
decks-type-enchantment = Enchantment
decks-type-instant = Instant
decks-type-kindred = Kindred
decks-type-land = Land
decks-type-planeswalker = Planeswalker
decks-type-sorcery = Sorcery
decks-color-white = White
decks-color-blue = Blue
decks-color-black = Black
decks-color-red = Red
decks-color-green = Green
decks-color-colorless = Colorless
decks-format-text = Plain text

## The deck editor
decks-editor-new-name = New deck
decks-editor-opened = opened { $path }
decks-editor-saved = saved { $path }
decks-editor-title = Deck editor: { $name }
decks-editor-title-unsaved = Deck editor: { $name } (unsaved)
decks-editor-new = New
decks-editor-new-ask = Throw away the { $n } cards of { $name }? They aren't kept (Undo brings them back)
decks-editor-new-throw = Throw away
decks-editor-new-keep = Keep them
decks-editor-open = Open
decks-editor-open-hint = any decklist file
decks-editor-open-it = Open it
decks-editor-save = Save to my decks
decks-editor-undo = Undo
decks-editor-redo = Redo
decks-editor-find = Find cards
decks-editor-find-hint = name, type or text
decks-editor-any-type = Any type
decks-editor-any-mana-value = Any mana value
decks-editor-found = { $n } found
decks-editor-found-first = { $n } found (the first)
decks-editor-sb-short = SB
decks-editor-commander-short = Cmd
decks-editor-add-main = Add one to the main deck
decks-editor-add-sideboard = Add one to the sideboard
decks-editor-add-commander = Add one to the commander
decks-editor-deck = The deck
decks-editor-part = { $part } ({ $n })
decks-editor-none = none
decks-editor-to-main = to main
decks-editor-to-sb = to SB
decks-editor-move-main = Move one to the Main deck
decks-editor-move-sideboard = Move one to the Sideboard
decks-editor-figures = Figures
decks-editor-sizes = Main { $main } · sideboard { $sideboard } · lands { $lands }
decks-editor-curve = Mana curve (nonland cards by mana value)
decks-editor-pips = Colours by pips
decks-editor-types = Card types
decks-editor-odds = Odds (hypergeometric)
decks-editor-odds-small = A deck of seven or more cards has an opening hand.
decks-editor-odds-hand = Opening hand of 7: a land { $one } %, two or more { $two } %
decks-editor-by-turn = by turn
decks-editor-odds-card = { $play } % on the play ({ $play_seen } cards seen), { $draw } % on the draw ({ $draw_seen })
decks-editor-legal-in = Legal in
decks-editor-legal = Legal: every card and the deck's size.

## File → Import cards
decks-import-title = Import cards
decks-import-intro = Every card, from Scryfall: its current Oracle Cards file, downloaded (about 50 MB, not again while it hasn't changed) and imported.
decks-import-download = Download and import
decks-import-file = Or a bulk file from scryfall.com/docs/api/bulk-data (Oracle Cards, Default Cards or All Cards; .json or .json.gz):
decks-import-downloaded = { $done } of { $total } MB downloaded
decks-import-read = { $done } of { $total } MB read
decks-import-import = Import
decks-import-done = The imported cards are in the card database now (the Table menu's Cards…).
decks-import-error = ERROR { $error }
decks-import-stopped = the import stopped unexpectedly
decks-import-cant-open = { $path }: the new database can't be opened: { $error }

## File → Play online
decks-online-title = Play online
decks-online-connecting = connecting…
decks-online-connected = connected to { $server } as { $name }
decks-online-cant-connect = can't connect: { $error }
decks-online-table-open = table { $table } is open
decks-online-refused = refused: { $reason }
decks-online-bye = the server let go: { $reason }
decks-online-disconnected = disconnected
decks-online-window-opens = the table opens in a window of its own
decks-online-cant-open-window = can't open the table's window: { $error }
decks-online-server = Server
decks-online-server-hint = host:port
decks-online-your-name = Your name
decks-online-connect = Connect
decks-online-disconnect = Disconnect
decks-online-rooms = Rooms
decks-online-tables-count = { $n ->
    [one] { $n } table
   *[other] { $n } tables
}
decks-online-players-count = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
decks-online-room = { $room } — { $description } ({ $tables }, { $players })
decks-online-pods-in = Draft pods in { $room } (drafted at a terminal)
decks-online-pod = { $pod } · { $set } · { $count } of { $seats } seated: { $seated } · { $state }
decks-online-pod-waiting = waiting to begin
decks-online-pod-drafting = drafting
decks-online-pod-over = over
decks-online-copy = Copy
decks-online-tables-in = Tables in { $room }
decks-online-no-table = No table yet: open one below.
decks-online-locked = locked
decks-online-open-to-all = open to all
decks-online-state-open = waiting for players
decks-online-state-running = playing
decks-online-state-finished = finished
decks-online-state-starting = starting
decks-online-table = { $table } · { $format } · { $lock }
decks-online-nobody = nobody yet
decks-online-seated = { $count }/{ $seats } seated: { $seated } · { $state }
decks-online-join = Join
decks-online-watch = Watch
decks-online-watch-judge = Watch (as a judge)
decks-online-your-deck = Your deck
decks-online-your-deck-hint = a decklist file (empty: a sample deck)
decks-online-password = Password
decks-online-password-hint = for a locked table
decks-online-open-table = Open a table
decks-online-seats = Seats
decks-online-format = Format
decks-online-spectators = Spectators may watch
decks-online-judges = Spectators are judges (they see everything)
decks-online-free = Free table (the players run the turn by hand)
decks-online-best-of-three = A match, best of three (sideboarding between games)
decks-online-computer = The computer plays the last seat (an assisted table of one game)
decks-online-locked-with = Locked with the password above, if there is one.
decks-online-open-and-join = Open it and join
decks-online-in-room = In { $room }: { $players }
decks-online-say-hint = say something (Enter)

## Why a deck isn't legal in a format (the deck editor, deck stats --format)
decks-legality-unknown-format = unknown format { $format }; known: { $known }
decks-legality-unknown = no card's legality is known: import Scryfall's cards (bifronte import --download)
decks-legality-main-too-small = { $n } cards in the main deck; a constructed deck has at least 60 (100.2a)
decks-legality-sideboard-too-big = { $n } cards in the sideboard; it holds at most 15 (100.4a)
decks-legality-no-commander-in = { $format } has no commander
decks-legality-singleton-exactly = { $n } cards in the deck; { $format } plays exactly { $size }
decks-legality-singleton-at-least = { $n } cards in the deck; { $format } plays at least { $size }
decks-legality-commander-size = { $n } cards with the commander; a { $format } deck has exactly { $size } (903.5a)
decks-legality-commander-sideboard = a sideboard of { $n }: Commander games use none (903.5e)
decks-legality-commander-missing = no commander: a { $format } deck has one (903.3)
decks-legality-not-partners = two commanders, { $a } and { $b }, that can't be partners (702.124)
decks-legality-too-many-commanders = { $n } commanders; a deck has one, or two partners (903.3)
decks-legality-cannot-command = can't be a commander: not a legendary creature or Vehicle (903.3)
decks-legality-no-data = no legality data (not among the imported cards: bifronte import --download)
decks-legality-format-not-in-data = the imported cards know nothing of { $format } (imported before it existed): no card's standing in it is known; import newer data (bifronte import --download)
decks-legality-not-legal = not legal in { $format }
decks-legality-banned = banned in { $format }
decks-legality-restricted = { $n } copies, restricted in { $format } to one
decks-legality-too-many-copies = { $n } copies; at most { $limit } ({ $rule })
decks-legality-outside-identity = { $colours } is outside the commander's colour identity (903.5c)

## A decklist's problems, at their line
decks-read-stopped = { $n } problems: stopped reading here
decks-read-latin1 = { $file }: not UTF-8 (byte { $byte }): read as Windows-1252
decks-read-too-large = { $size } bytes, more than a decklist holds (at most { $most }): not read
decks-read-not-text = not a decklist (it holds bytes no text has)
decks-read-utf16 = { $file }: read as UTF-16
decks-read-no-cards = no cards: the decklist names none
decks-read-bad-xml = not well-formed XML: { $why }
decks-read-xml-ends-inside = not well-formed XML: the file ends inside <{ $tag }>
decks-read-bad-attribute = not well-formed XML: a malformed attribute
decks-read-xml-root = a decklist's XML starts with <cockatrice_deck> (Cockatrice) or <Deck> (MTGO), found <{ $tag }>
decks-read-no-name = <{ $tag }> without a card name
decks-read-named-count = { $name }: a count from 1 to { $most }, found { $found }
decks-read-back-face = line { $line }: { $face } is the back face of { $card }: the deck has { $card }
decks-read-melded = { $name } is a melded permanent (712.4), not a card a deck holds: put its halves in the deck ({ $a } and { $b })
decks-read-section-unused = line { $line }: the [{ $name }] section isn't used at this table: left out
decks-read-not-a-count = { $found } is not a card count
decks-read-expected-line = expected a count, a space and a card name, found { $found }
decks-read-count = a count from 1 to { $most }, found { $found }

## The title of a game started here (kept in its saves)
decks-title-game = A game: { $decks }
decks-title-commander-game = A Commander game: { $decks }
decks-title-match = A match, best of { $n }: { $decks }
decks-title-match-game = Game { $n } of the match: { $decks } · { $score }

## A match's score
decks-score = { $wins } (best of { $n })
decks-score-drawn = { $wins }, { $drawn } drawn (best of { $n })
decks-read-too-large-stream = more than { $most } bytes, more than a decklist holds: not read
decks-read-half = line { $line }: { $half } is part of { $card }: the deck has { $card }
decks-read-not-a-card = { $name }: no card has this name, only { $kind ->
        [emblem] an emblem
        [art] an art card
       *[token] a token
    }, which no deck holds
decks-read-same-name = line { $line }: { $n } different cards are named { $name } ({ $printings }); the table tells cards apart by name, so the deck has the first, { $printing }
decks-import-cancel = Cancel
decks-import-cancelled = cancelled: the card database is as it was
first-start-title = Download every card?
first-start-intro = Bifronte knows only the { $shipped } cards it ships: any other card in a decklist is an unknown card. Download every card from Scryfall now (its Oracle Cards file, imported in one step; pictures come as the cards are shown)?
first-start-size = The download is { $mb } MB.
first-start-size-asking = Asking Scryfall for the download's size…
first-start-size-unknown = Scryfall doesn't say the download's size (about 150 MB).
first-start-size-failed = The download's size can't be known: { $error }
first-start-download = Download
first-start-not-now = Not now
first-start-dont-ask = Don't ask again
first-start-not-kept = "Don't ask again" can't be kept: { $why }
decks-limited-too-small = { $n } cards in the main deck; a limited deck has at least 40 (100.2b)
decks-limited-beyond-pool = { $n } copies; the pool has { $pool } (100.2b)
decks-limited-not-in-pool = not in the pool: a limited deck is its pool's cards and basic lands (100.2b)
decks-editor-play-limited = Save and play: best of three against { $who }
decks-editor-play-limited-hint = The computer plays the other deck. A limited deck plays once it is legal (100.2b).
decks-editor-pool = Your pool
decks-editor-pool-left = Not in the deck ({ $n }): your sideboard (100.4b)
decks-editor-basics = Basic lands, any number
decks-editor-legal-limited = Limited play (100.2b)
decks-editor-save-limited = Save it for the match
decks-editor-save-limited-hint = Saved where the draft wrote it: the match's table (File → Play online, Join) plays it. A limited deck is saved once it is legal (100.2b).
decks-online-pod-begin = Begin the draft
decks-online-pod-sit = Sit down
decks-online-pod-terminal = or at a terminal:
decks-online-open-pod = Open a draft pod
decks-online-pod-set = Set
decks-online-open-pod-go = Open it and sit down
decks-online-pod-match = Round { $round }: you play { $who }, best of three, at table { $table }.
decks-online-pod-match-bot = Round { $round }: you play { $who }'s deck, which the table's computer plays, best of three, at table { $table }.
decks-online-pod-match-waiting = Round { $round }: you play { $who }; the table is being opened.
decks-online-pod-back = Take my seat back
decks-online-pod-standings = Standings (match points): { $table }
decks-read-unknown-card-near = unknown card { $name }; did you mean { $names }?
decks-bad-name = a deck's name has 1 to { $most } characters, none of / \ : * ? " < > | and no leading dot: { $name }
decks-name-taken = a deck called { $name } is already in { $dir }: choose another name
